#!/usr/bin/env bash
# Shows what a Linux screen reader is given by the desktop game: starts a virtual display, a
# session bus and the AT-SPI bus with accessibility switched on (as Orca does), runs the game,
# presses the keys given (xdotool key names, e.g. "Down Down Down Down Return Up Up Return n"
# opens the 1918 game and its History view), and prints every named node of the game's
# accessibility tree, as AT-SPI — the interface Orca reads — has it (tools/atspi_tree.py).
#   tools/screen_reader_check.sh BIN [SECONDS_TO_START] ["KEYS"]
# Needs Xvfb, xdotool, dbus-x11, at-spi2-core and python3-pyatspi (apt); runs in its own
# HOME so the player's settings and saves are not touched.
set -euo pipefail
bin=$(realpath "$1"); wait_s=${2:-40}; keys=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
export HOME=$(mktemp -d)
Xvfb :77 -screen 0 1280x800x24 >/dev/null 2>&1 & xvfb=$!
trap 'kill $game $xvfb ${DBUS_SESSION_BUS_PID:-} 2>/dev/null || true; rm -rf "$HOME"' EXIT
sleep 2
export DISPLAY=:77
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
sleep 2
for property in IsEnabled ScreenReaderEnabled; do
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:$property variant:boolean:true >/dev/null
done
LIBGL_ALWAYS_SOFTWARE=1 "$bin" >"$HOME/game.log" 2>&1 & game=$!
sleep "$wait_s"
if [ -n "$keys" ]; then
  xdotool windowfocus "$(xdotool search --onlyvisible --name . | head -1)"
  sleep 1
  for key in $keys; do xdotool key "$key"; sleep 0.7; done
  sleep 6
fi
timeout 60 /usr/bin/python3 "$here/atspi_tree.py" || { echo "no tree: the game said"; tail -20 "$HOME/game.log"; exit 1; }
