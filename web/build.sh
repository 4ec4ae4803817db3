#!/usr/bin/env bash
# Builds the web version (wasm32 + wasm-bindgen) into web/dist and, with --serve, serves it
# on http://localhost:8080. Installs the wasm target and the matching wasm-bindgen-cli if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/work/target}"
rustup target list --installed | grep -q wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
want=$(grep -A1 'name = "wasm-bindgen"$' Cargo.lock | sed -n 's/version = "\(.*\)"/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
[ "$have" = "$want" ] || cargo install wasm-bindgen-cli --version "$want" --locked \
  || cargo install wasm-bindgen-cli --version "$want"
cargo build --profile web-release --target wasm32-unknown-unknown --bin pelikaappi
rm -rf web/dist && mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/web-release/pelikaappi.wasm"
cp web/index.html web/dist/
echo "built web/dist"
if [ "${1:-}" = "--serve" ]; then
  cd web/dist && exec python3 -m http.server 8080 --bind 127.0.0.1
fi
