#!/usr/bin/env bash
# Runs every check and test of Pelikaappi. On a fresh Debian/Ubuntu machine it first
# installs what the build needs (as root, or with sudo).
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/work/target}"

source tools/install-deps.sh
rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown

echo "== format";  cargo fmt --check
echo "== lints";   cargo clippy --all-targets -- -D warnings
echo "== tests";   cargo test --all-targets
echo "== web build check"
cargo check --lib --target wasm32-unknown-unknown
echo "== same games natively and on wasm32"
command -v node >/dev/null && tools/cross_target_check.sh || echo "node missing: cross-target check skipped"
echo "all checks passed"
