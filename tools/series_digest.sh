#!/usr/bin/env bash
# Prints one digest of the records of seeded AI series of all four games (random, quick and
# strong seats). A pure restructuring or a speed change must leave it unchanged: run it
# before and after and compare. Usage: tools/series_digest.sh [pelikaappi binary]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-}"
if [ -z "$bin" ]; then
  dir="${CARGO_TARGET_DIR:-target}/pure"
  CARGO_TARGET_DIR="$dir" cargo build -q --release --no-default-features
  bin="$dir/release/pelikaappi"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
series() { # name, then sim arguments
  local name="$1"; shift
  mkdir -p "$out/$name"
  "$bin" sim "$@" --records "$out/$name" > /dev/null
}
series eile-mixed --game eile --seats random,quick,strong --games 20 --seed 7 --rotate
series eile-two --game eile --seats strong,strong --games 6 --seed 70 --stones 2
series razboiniki --game razboiniki --seats quick,strong --games 12 --seed 11 --rotate
series razboiniki-random --game razboiniki --seats random,random --games 40 --seed 110
series suomi --game suomi1918 --seats quick,strong --games 12 --seed 13 --rotate
series suomi-random --game suomi1918 --seats random,random --games 40 --seed 130 --artillery 2
series helsinki-three --game helsinki1918 --seats random,quick,random --games 6 --seed 17
series helsinki-two --game helsinki1918 --seats quick,random --games 4 --seed 170
series helsinki-random --game helsinki1918 --seats random,random,random --games 20 --seed 1700
(cd "$out" && find . -type f | sort | xargs sha256sum) > "$out.list"
echo "records: $(wc -l < "$out.list"), digest: $(sha256sum < "$out.list" | cut -c1-16)"
rm -f "$out.list"
