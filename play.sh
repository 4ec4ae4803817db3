#!/usr/bin/env bash
# Builds and opens Pelikaappi. On a fresh Debian/Ubuntu machine it first installs
# what the build needs (as root, or with sudo).
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/work/target}"
source tools/install-deps.sh
exec cargo run -- "$@"
