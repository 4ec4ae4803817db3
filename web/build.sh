#!/usr/bin/env bash
# Builds the web version into web/dist: the wasm32 build (profile web-release), wasm-bindgen,
# wasm-opt -Oz (binaryen from npm), gzip (-9) and brotli (quality 11, Node's own zlib) copies
# of the wasm and the js for servers that send them compressed (`pelikaappi serve --web`), and
# the page with the wasm's size for its progress bar and the build's version (the first 16 hex
# digits of the sha256 of the wasm and the js) in the addresses it loads them from, so that a
# server may let browsers keep them. With --serve it then serves web/dist on
# http://localhost:8080 (compressed where the browser accepts it).
# Installs what is missing: Rust (tools/install-deps.sh), the wasm target, the matching
# wasm-bindgen-cli, and binaryen from npm. The build goes to cargo's target/ unless
# CARGO_TARGET_DIR says.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/install-deps.sh
rustup target list --installed | grep -qx wasm32-unknown-unknown || rustup target add wasm32-unknown-unknown
want=$(grep -A1 'name = "wasm-bindgen"$' Cargo.lock | sed -n 's/version = "\(.*\)"/\1/p')
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
[ "$have" = "$want" ] || cargo install wasm-bindgen-cli --version "$want" --locked \
  || cargo install wasm-bindgen-cli --version "$want"
[ -x web/node_modules/.bin/wasm-opt ] || (cd web && npm install --no-package-lock --silent)

cargo build --profile web-release --target wasm32-unknown-unknown --bin pelikaappi
rm -rf web/dist && mkdir -p web/dist
wasm-bindgen --target web --no-typescript --out-dir web/dist \
  "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/web-release/pelikaappi.wasm"
wasm="web/dist/pelikaappi_bg.wasm"
before=$(stat -c %s "$wasm")
# The features rustc 1.97 emits for wasm32-unknown-unknown (the same six as 1.95) and the
# browsers have: the profile strips the target_features section wasm-opt would read them
# from, and newer encodings (--all-features) are refused by today's browsers.
web/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-reference-types \
  --enable-multivalue --strip-debug --strip-producers -o "$wasm.opt" "$wasm"
mv "$wasm.opt" "$wasm"
bytes=$(stat -c %s "$wasm")
js="web/dist/pelikaappi.js"
gzip -9 -k -f "$wasm" "$js"
node -e '
const fs = require("fs"), zlib = require("zlib");
for (const file of process.argv.slice(1)) {
  const data = fs.readFileSync(file);
  fs.writeFileSync(file + ".br", zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  } }));
}' "$wasm" "$js"
version=$(cat "$wasm" "$js" | sha256sum | cut -c1-16)
python3 web/page.py "$bytes" "$version" > web/dist/index.html
cp web/serve.py web/sw.js web/dist/
cp assets/shared/icon/pelikaappi.png web/dist/favicon.png
# The history notes and makers' notes, fetched by the page when a player opens them (outside
# the wasm's budget): served as text, with gzip copies.
mkdir -p web/dist/history
cp assets/suomi1918/data/history.ron web/dist/history/suomi1918-history.txt
cp assets/helsinki1918/data/history.ron web/dist/history/helsinki1918-history.txt
cp assets/history/makers.ron web/dist/history/makers-sources.txt
for f in assets/history/*.ftl; do cp "$f" "web/dist/history/$(basename "$f" .ftl).txt"; done
gzip -9 -k -f web/dist/history/*.txt
# The rules views' texts in every language but English (built into the wasm), fetched by the
# page when a player reads the rules in that language.
mkdir -p web/dist/texts
for f in assets/*/texts/ours-*.txt assets/*/texts/tables-*.txt; do
  game=$(basename "$(dirname "$(dirname "$f")")")
  case "$f" in *-en.txt) continue ;; esac
  cp "$f" "web/dist/texts/$game-$(basename "$f")"
done
gzip -9 -k -f web/dist/texts/*.txt
echo "built web/dist (version $version): wasm $before bytes after wasm-bindgen, $bytes after" \
  "wasm-opt -Oz, $(stat -c %s "$wasm.gz") gzipped, $(stat -c %s "$wasm.br") brotli"
if [ "${1:-}" = "--serve" ]; then
  exec python3 web/dist/serve.py web/dist 8080
fi
