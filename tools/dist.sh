#!/usr/bin/env bash
# Builds Pelikaappi's release packages into dist/:
#   pelikaappi-VERSION-linux-x86_64.tar.gz         the game (release build), README.txt, licences
#   pelikaappi-VERSION-windows-x86_64.zip          the same for Windows (x86_64-pc-windows-gnu,
#                                                  cross-compiled with Debian's mingw-w64)
#   pelikaappi-VERSION-web.zip                     the web build as static files (web/build.sh)
#   pelikaappi-VERSION-server-linux-x86_64.tar.gz  the server alone (no graphics stack), its
#                                                  systemd unit and the reverse proxy's snippet
#   SHA256SUMS
# Usage: tools/dist.sh VERSION [PART ...]   (PART: linux windows web server; default all)
# Installs what it needs the way tools/install-deps.sh does (root or sudo for system
# packages). Prints each package's size and build time. The build goes to cargo's target/
# unless CARGO_TARGET_DIR says.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: tools/dist.sh VERSION [linux windows web server]}"
shift
parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(linux windows web server)
crate_version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
[ "$version" = "$crate_version" ] || echo "note: Cargo.toml says $crate_version, packaging as $version"
source tools/install-deps.sh
sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd="sudo"
target="${CARGO_TARGET_DIR:-target}"
out="dist"
mkdir -p "$out"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

licences() { # the project's licence and the licences of what it ships (fonts)
  mkdir -p "$1/LICENSES"
  cp LICENSE* "$1/" 2>/dev/null || true
  find assets -iname '*licen[cs]e*' -o -iname '*copying*' | while read -r f; do
    cp "$f" "$1/LICENSES/$(echo "$f" | tr '/' '_')"
  done
}

timed() { # NAME COMMAND...: runs it and says how long it took
  local name=$1; shift
  local started=$(date +%s)
  "$@"
  echo "$name built in $(( $(date +%s) - started )) s"
}

report() { echo "$(basename "$1"): $(stat -c %s "$1") bytes"; }

for part in "${parts[@]}"; do
  case "$part" in
  linux)
    timed "linux game" cargo build --release --bin pelikaappi
    dir="$stage/pelikaappi-$version-linux-x86_64"
    mkdir -p "$dir"
    cp "$target/release/pelikaappi" "$dir/"
    strip "$dir/pelikaappi" || true
    cp tools/dist/README-player.txt "$dir/README.txt"
    licences "$dir"
    tar -C "$stage" -czf "$out/pelikaappi-$version-linux-x86_64.tar.gz" "$(basename "$dir")"
    report "$out/pelikaappi-$version-linux-x86_64.tar.gz"
    ;;
  windows)
    command -v x86_64-w64-mingw32-gcc >/dev/null || {
      $sudo_cmd apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq mingw-w64 zip
    }
    rustup target list --installed | grep -qx x86_64-pc-windows-gnu \
      || rustup target add x86_64-pc-windows-gnu
    timed "windows game" cargo build --release --bin pelikaappi --target x86_64-pc-windows-gnu
    dir="$stage/pelikaappi-$version-windows-x86_64"
    mkdir -p "$dir"
    cp "$target/x86_64-pc-windows-gnu/release/pelikaappi.exe" "$dir/"
    x86_64-w64-mingw32-strip "$dir/pelikaappi.exe" || true
    sed 's/$/\r/' tools/dist/README-player.txt > "$dir/README.txt"
    licences "$dir"
    (cd "$stage" && zip -qr "$OLDPWD/$out/pelikaappi-$version-windows-x86_64.zip" "$(basename "$dir")")
    report "$out/pelikaappi-$version-windows-x86_64.zip"
    ;;
  web)
    command -v zip >/dev/null || { $sudo_cmd apt-get update -qq; $sudo_cmd apt-get install -y -qq zip; }
    timed "web build" web/build.sh
    dir="$stage/pelikaappi-$version-web"
    mkdir -p "$dir"
    # Static files with relative paths only: any static host serves them as they are. The .gz
    # and .br copies of the wasm and js are sent by `pelikaappi serve --web` (and by a host
    # set up for precompressed files) to browsers that accept them.
    cp web/dist/index.html web/dist/*.js web/dist/*.wasm web/dist/*.gz web/dist/*.br \
      web/dist/favicon.png "$dir/"
    licences "$dir"
    (cd "$dir" && zip -qr "$OLDPWD/$out/pelikaappi-$version-web.zip" .)
    report "$out/pelikaappi-$version-web.zip"
    ;;
  server)
    # Its own target folder: the features differ from the game's, and each keeps its build.
    timed "server" env CARGO_TARGET_DIR="$target/server" \
      cargo build --release --no-default-features --features net --bin pelikaappi
    dir="$stage/pelikaappi-$version-server-linux-x86_64"
    mkdir -p "$dir"
    cp "$target/server/release/pelikaappi" "$dir/"
    strip "$dir/pelikaappi" || true
    cp tools/dist/pelikaappi-server.service tools/dist/nginx-pelikaappi.conf "$dir/"
    cat > "$dir/README.txt" <<TXT
Pelikaappi $version — the game server (no window, no graphics stack)

  ./pelikaappi serve                 listens on ws://0.0.0.0:7918, keeps its games in
                                     ~/.local/share/pelikaappi/server
  ./pelikaappi serve --web DIR       also serves the web package unpacked in DIR: friends
                                     open http://HOST:7918/
  ./pelikaappi serve --help          every option (limits, --trusted-proxy, expiry)
  ./pelikaappi rooms                 the stored rooms

As a service: copy pelikaappi to /usr/local/bin/ and pelikaappi-server.service to
/etc/systemd/system/, then: systemctl enable --now pelikaappi-server
Behind nginx with TLS: nginx-pelikaappi.conf.
TXT
    licences "$dir"
    tar -C "$stage" -czf "$out/pelikaappi-$version-server-linux-x86_64.tar.gz" "$(basename "$dir")"
    report "$out/pelikaappi-$version-server-linux-x86_64.tar.gz"
    ;;
  *) echo "unknown part $part (linux windows web server)"; exit 2 ;;
  esac
done
(cd "$out" && sha256sum pelikaappi-"$version"-* > SHA256SUMS && cat SHA256SUMS)
