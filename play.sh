#!/usr/bin/env bash
# Builds and opens Pelikaappi. On a fresh Debian/Ubuntu machine it first installs what is
# missing (system packages, Rust by rustup; root or sudo needed only for system packages).
set -euo pipefail
cd "$(dirname "$0")"
source tools/install-deps.sh
exec cargo run -- "$@"
