#!/usr/bin/env bash
# Checks that the rules core and the AI give the same games on the web's wasm32 and
# natively: plays the same seeded AI series with a native build and a wasm32-wasip1
# build (run by Node's WASI) and compares every result line.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${CARGO_TARGET_DIR:-target}/pure"
rustup target list --installed | grep -q wasm32-wasip1 || rustup target add wasm32-wasip1
CARGO_TARGET_DIR="$dir" cargo build -q --release --no-default-features
CARGO_TARGET_DIR="$dir" cargo build -q --release --no-default-features --target wasm32-wasip1
args=(sim --game eile --seats strong,quick,random --games 12 --seed 42)
native=$("$dir/release/pelikaappi" "${args[@]}" | grep -v ' in [0-9.]* s$')
web=$(node --no-warnings tools/wasi_run.mjs "$dir/wasm32-wasip1/release/pelikaappi.wasm" "${args[@]}" | grep -v ' in [0-9.]* s$')
if [ "$native" != "$web" ]; then
  echo "native and wasm32 differ:"; diff <(echo "$native") <(echo "$web") || true; exit 1
fi
echo "native and wasm32 played the same $(echo "$native" | grep -c '^game') games"
