#!/usr/bin/env bash
# frame_cost.sh [FRAMES] — the frame-cost benchmark: an empty window's frame time and each game
# screen's (AI seats playing), each in its own run of examples/frame_time.rs in one virtual
# display (Xvfb, Mesa's software renderer: a frame's cost is CPU time), then the ratios.
# Needs Xvfb; builds the example with the dev profile (optimized, as the tests).
set -euo pipefail
frames="${1:-300}"
cd "$(dirname "$0")/.."
cargo build --quiet --example frame_time
bin="${CARGO_TARGET_DIR:-target}/debug/examples/frame_time"
disp=":$((90 + RANDOM % 100))"
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
declare -A mean
for what in empty eile razboiniki suomi1918 helsinki1918; do
  line=$(DISPLAY="$disp" PELIKAAPPI_DATA="$(mktemp -d)" "$bin" "$what" "$frames" 2>/dev/null | grep '^{"game"' | tail -n 1)
  echo "$line"
  mean[$what]=$(echo "$line" | sed 's/.*"mean_ms":\([0-9.]*\).*/\1/')
done
for what in eile razboiniki suomi1918 helsinki1918; do
  awk -v g="$what" -v a="${mean[$what]}" -v e="${mean[empty]}" \
    'BEGIN { printf "%s: %.1f ms a frame, %.2f x the empty window (%.1f ms)\n", g, a, a / e, e }'
done
