#!/usr/bin/env bash
# Serves web/dist on localhost and checks it in headless Chromium with playwright-core
# (installs Debian's chromium and playwright-core from npm when missing). Screenshots go to OUT_DIR.
# Then online play: the native game server on loopback, two pages playing Eile mit Weile to its
# end, and a native client with a page playing Razboiniki (check_online.mjs).
# Fails when the wasm is over 15 MB (15 MiB, 15 × 1024 × 1024 bytes); prints its size and the time
# to the first drawn frame.
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-/tmp}"
[ -f dist/index.html ] || { echo "build first: web/build.sh"; exit 2; }
command -v chromium >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }
[ -d node_modules/playwright-core ] || npm install --no-package-lock --silent
limit=$((15 * 1024 * 1024))
size=$(stat -c %s dist/pelikaappi_bg.wasm)
echo "wasm: $size bytes ($(stat -c %s dist/pelikaappi_bg.wasm.gz 2>/dev/null || echo '?') gzipped), limit $limit"
[ "$size" -le "$limit" ] || { echo "web check failed: the wasm is over 15 MiB"; exit 1; }
python3 dist/serve.py dist 8093 >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
node check.mjs http://127.0.0.1:8093/index.html "$out"
# The page and the game follow the browser's language (a German page).
node check_language.mjs http://127.0.0.1:8093/index.html "$out"
# Online: the desktop binary is the server and the native client.
(cd .. && cargo build --bin pelikaappi)
native="${CARGO_TARGET_DIR:-../target}/debug/pelikaappi"
[ -x "$native" ] || native="../$native"
server_log=$(mktemp)
"$native" serve --bind 127.0.0.1 --port 7918 --memory >"$server_log" 2>&1 &
game_server=$!
trap 'kill $server $game_server 2>/dev/null || true; rm -f "$server_log"' EXIT
sleep 1
node check_online.mjs http://127.0.0.1:8093/index.html ws://127.0.0.1:7918 "$server_log" "$native" "$out"
