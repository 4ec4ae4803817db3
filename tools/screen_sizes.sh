#!/usr/bin/env bash
# The screen-size check by eye: screenshots of every screen (the title, each game's setup
# page, each game on the table, its rules view, the panel folded away, Settings, the online
# screen) at 1024 × 600, 1280 × 800, 1366 × 768 and 1920 × 1080, each window opened at that
# size (a remembered window size in a data folder of its own) on a virtual screen a little
# larger, as a desktop with its bars has. Look at every picture: nothing may be cut off, every
# board whole beside its panel. The tests hold what can be measured without a screen
# (src/app/table_area.rs: every board's frame fits beside the panel; title_grid.rs: the title's
# buttons are on screen at these sizes).
#   tools/screen_sizes.sh [OUT_DIR] [BINARY]        (default /tmp/screen-sizes, the debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/screen-sizes}"
binary="${2:-${CARGO_TARGET_DIR:-target}/debug/pelikaappi}"
[ -x "$binary" ] || cargo build --bin pelikaappi
mkdir -p "$out"
shot=../shared/tools/shot
[ -x "$shot" ] || { echo "needs ../shared/tools/shot (Xvfb, xdotool, ImageMagick)"; exit 2; }

# One run of the game at SIZE: screenshots named NAME, NAME-1, … after each key sequence.
run() {
  local size=$1 name=$2; shift 2
  local w=${size%x*} h=${size#*x}
  local data; data=$(mktemp -d)
  printf '{"volume":0,"window_size":[%s,%s]}' "$w" "$h" > "$data/settings.json"
  # The window fits 94 % × 88 % of its screen (src/app/window.rs): a screen that leaves it
  # its size.
  local screen="$(( (w * 100 + 93) / 94 ))x$(( (h * 100 + 87) / 88 ))"
  PELIKAAPPI_DATA="$data" timeout 600 "$shot" "$out/$size-$name.png" -s "$screen" -w 30 "$@" \
    -- "$binary" >/dev/null 2>&1 || echo "  ($size $name: the run ended early)"
  for f in "$out/$size-$name"*.png; do
    convert "$f" -crop "${w}x${h}+0+0" +repage "$f"
  done
  rm -rf "$data"
}

games=(eile razboiniki suomi1918 helsinki1918)
for size in 1024x600 1280x800 1366x768 1920x1080; do
  echo "== $size"
  # The title, Settings, and the online screen.
  run "$size" title -k "key Down Down Down Down Down Down Down Down Down Return sleep 2"
  run "$size" online -k "key Down Down Down Down Down Down Down Down Return sleep 3"
  for i in 0 1 2 3; do
    downs=""
    for _ in $(seq 1 $((2 * i))); do downs="$downs Down"; done
    # Its setup, the game, its rules view, and the panel folded away.
    run "$size" "${games[$i]}" -k "key$downs Return sleep 2" \
      -k "key Up Up Return sleep 10" -k "key F1 sleep 3" -k "key BackSpace sleep 1 key F9 sleep 3"
  done
done
ls "$out"/*.png | wc -l | xargs echo "screenshots in $out:"
