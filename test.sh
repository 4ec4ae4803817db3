#!/usr/bin/env bash
# Runs every check and test of Pelikaappi. On a fresh Debian/Ubuntu machine it first
# installs what is missing (system packages, Rust by rustup, Node.js; root or sudo needed
# only for system packages). The build goes to cargo's target/ unless CARGO_TARGET_DIR says.
set -euo pipefail
cd "$(dirname "$0")"
started=$(date +%s)

PELIKAAPPI_FOR_TESTS=1 source tools/install-deps.sh

echo "== format";  cargo fmt --check
echo "== lints";   cargo clippy --all-targets -- -D warnings
echo "== tests";   cargo test --lib --bins --tests --examples -- --skip fuzzed_records --skip fuzzed_protocol
echo "== the server's gate (patches/aeronet_websocket)"
cargo test -p aeronet_websocket --lib
echo "== benchmarks, each run once"
cargo test --benches
echo "== fuzz (PELIKAAPPI_FUZZ=N runs N times the cases)"
fuzz_log=$(mktemp)
{ cargo test --test robustness fuzzed_records -- --nocapture \
    && cargo test --test net_fuzz fuzzed_protocol -- --nocapture; } >"$fuzz_log" 2>&1 \
  || { cat "$fuzz_log"; exit 1; }
grep -E "^fuzz:|^test result" "$fuzz_log"; rm -f "$fuzz_log"
echo "== web build check"
cargo check --lib --target wasm32-unknown-unknown
echo "== same games natively and on wasm32"
tools/cross_target_check.sh
echo "all checks passed in $(( $(date +%s) - started )) s"
