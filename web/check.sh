#!/usr/bin/env bash
# Serves web/dist on localhost with the game server itself (`pelikaappi serve --web`, the page
# and the game on one port, no other server program) and checks it in headless Chromium with
# playwright-core (installs Debian's chromium, with sudo when not root, and playwright-core from
# npm when missing). Screenshots go to OUT_DIR. Then online play on the same server: two pages
# playing Eile mit Weile to its end, and a native client with a page playing Razboiniki
# (check_online.mjs). A tablet-sized page with a touch screen plays by taps (check_touch.mjs). A
# client reading at 1 Mbit/s fetches the page's files whole and compressed (check_slow.mjs).
# Fails when the wasm is over 15 MB (15 MiB, 15 × 1024 × 1024 bytes); prints its size and the time
# to the first drawn frame.
set -euo pipefail
cd "$(dirname "$0")"
out="${1:-/tmp}"
# The page's files: web/dist, or WEB_DIR (an unpacked web package: tools/dist.sh … web).
site="$(realpath "${WEB_DIR:-dist}")"
[ -f "$site/index.html" ] || { echo "build first: web/build.sh"; exit 2; }
# Rust as play.sh installs it (a player's machine may have no other): cargo on the PATH.
source ../tools/install-deps.sh
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
command -v chromium >/dev/null || { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium; }
[ -d node_modules/playwright-core ] || npm install --no-package-lock --silent
limit=$((15 * 1024 * 1024))
size=$(stat -c %s "$site/pelikaappi_bg.wasm")
echo "wasm: $size bytes ($(stat -c %s "$site/pelikaappi_bg.wasm.gz" 2>/dev/null || echo '?') gzipped), limit $limit"
[ "$size" -le "$limit" ] || { echo "web check failed: the wasm is over 15 MiB"; exit 1; }
# The desktop binary is the web server, the game server and the native client.
(cd .. && cargo build --bin pelikaappi)
native="${CARGO_TARGET_DIR:-../target}/debug/pelikaappi"
[ -x "$native" ] || native="../$native"
server_log=$(mktemp)
"$native" serve --bind 127.0.0.1 --port 8093 --memory --web "$site" >"$server_log" 2>&1 &
game_server=$!
# The server's log is kept beside the screenshots (what it heard, when a check fails).
trap 'kill $game_server 2>/dev/null || true; cp "$server_log" "$out/server.log" 2>/dev/null || true; rm -f "$server_log"' EXIT
sleep 1
node check.mjs http://127.0.0.1:8093/index.html "$out"
# A player on a 1 Mbit/s line gets the whole page, compressed, from the game server.
node check_slow.mjs http://127.0.0.1:8093/ "$site" 125000
# A tablet: every game opened, started and played by taps.
node check_touch.mjs http://127.0.0.1:8093/index.html "$out"
# The page and the game follow the browser's language (a German page).
node check_language.mjs http://127.0.0.1:8093/index.html "$out"
node check_online.mjs http://127.0.0.1:8093/index.html ws://127.0.0.1:8093 "$server_log" "$native" "$out"
