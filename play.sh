#!/usr/bin/env bash
# Builds and opens Pelikaappi. On a fresh Debian/Ubuntu machine it first installs
# what the build needs (as root, or with sudo).
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/work/target}"
need=()
for pkg in pkg-config libasound2-dev libudev-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi
exec cargo run -- "$@"
