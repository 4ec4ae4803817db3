#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages the build needs when they are missing (as root, or
# with sudo). Sourced by play.sh and test.sh.
need=()
for pkg in pkg-config libasound2-dev libudev-dev; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi
