#!/usr/bin/env bash
# Installs what play.sh and test.sh need on a Debian/Ubuntu machine, and only what is
# missing, so a second run installs nothing:
#   - system packages: a C toolchain, pkg-config, the ALSA and udev headers, curl;
#     with PELIKAAPPI_FOR_TESTS=1 also Node.js (the wasm32 cross-target check runs under it);
#   - Rust, with the official rustup installer when there is no rustup, then the toolchain
#     that rust-toolchain.toml names (with rustfmt, clippy and the wasm targets for tests).
# Needs root or sudo only when a system package is missing. Sourced by play.sh and test.sh.

pelikaappi_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pelikaappi_sudo=""
[ "$(id -u)" = 0 ] || pelikaappi_sudo="sudo"

# --- system packages
pelikaappi_need=()
for pkg in gcc libc6-dev pkg-config libasound2-dev libudev-dev curl ca-certificates; do
  dpkg -s "$pkg" >/dev/null 2>&1 || pelikaappi_need+=("$pkg")
done
if [ "${PELIKAAPPI_FOR_TESTS:-}" = 1 ] && ! command -v node >/dev/null; then
  pelikaappi_need+=(nodejs)
fi
if [ ${#pelikaappi_need[@]} -gt 0 ]; then
  echo "installing system packages: ${pelikaappi_need[*]}"
  $pelikaappi_sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $pelikaappi_sudo apt-get install -y -qq "${pelikaappi_need[@]}"
fi

# --- Rust
[ -f "$HOME/.cargo/env" ] && . "$HOME/.cargo/env"
if ! command -v rustup >/dev/null; then
  echo "installing rustup (the Rust toolchain installer) into $HOME/.cargo"
  arch="$(uname -m)-unknown-linux-gnu"
  init="$(mktemp -d)/rustup-init"
  curl --proto '=https' --tlsv1.2 -sSf -o "$init" \
    "https://static.rust-lang.org/rustup/dist/$arch/rustup-init"
  chmod +x "$init"
  "$init" -y --no-modify-path --profile minimal --default-toolchain none
  rm -f "$init"
  . "$HOME/.cargo/env"
fi
pelikaappi_channel="$(sed -n 's/^channel *= *"\(.*\)"/\1/p' "$pelikaappi_root/rust-toolchain.toml")"
if ! rustup toolchain list | grep -q "^$pelikaappi_channel-"; then
  echo "installing Rust $pelikaappi_channel"
  rustup toolchain install "$pelikaappi_channel" --profile minimal
fi
if [ "${PELIKAAPPI_FOR_TESTS:-}" = 1 ]; then
  for component in rustfmt clippy; do
    rustup component list --installed --toolchain "$pelikaappi_channel" | grep -q "^$component" \
      || rustup component add "$component" --toolchain "$pelikaappi_channel"
  done
  for target in wasm32-unknown-unknown wasm32-wasip1; do
    rustup target list --installed --toolchain "$pelikaappi_channel" | grep -qx "$target" \
      || rustup target add "$target" --toolchain "$pelikaappi_channel"
  done
fi
unset pelikaappi_need pelikaappi_sudo pelikaappi_channel
