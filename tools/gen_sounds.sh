#!/usr/bin/env bash
# Writes the game's sound effects into assets/shared/audio with sox (Debian package sox).
set -euo pipefail
cd "$(dirname "$0")/../assets/shared/audio"
# A wooden click: a very short band-passed noise burst with a fast decay.
sox -n -r 22050 -c 1 click.wav synth 0.06 pinknoise band 1400 600 fade 0 0.06 0.05 gain -4
# A die rattle: five clicks of falling loudness with small gaps.
for i in 1 2 3 4 5; do
  sox -n -r 22050 -c 1 "r$i.wav" synth 0.05 brownnoise band $((900 + i * 150)) 500 fade 0 0.05 0.045 gain -$((i * 2)) pad 0 0.0$((3 + i))
done
sox r1.wav r2.wav r3.wav r4.wav r5.wav dice.wav && rm r?.wav
# A capture: a falling whistle.
sox -n -r 22050 -c 1 capture.wav synth 0.35 sine 900:300 fade 0 0.35 0.2 gain -10
# The hut reached: two soft bell tones.
sox -n -r 22050 -c 1 hut.wav synth 0.5 sine 660 sine 990 remix 1,2 fade 0 0.5 0.4 gain -12
# A win: a rising three-note fanfare.
sox -n -r 22050 -c 1 n1.wav synth 0.18 triangle 523 fade 0 0.18 0.05 gain -9
sox -n -r 22050 -c 1 n2.wav synth 0.18 triangle 659 fade 0 0.18 0.05 gain -9
sox -n -r 22050 -c 1 n3.wav synth 0.5 triangle 784 fade 0 0.5 0.3 gain -9
sox n1.wav n2.wav n3.wav win.wav && rm n?.wav
# A refused click: a short low buzz.
sox -n -r 22050 -c 1 refuse.wav synth 0.15 square 140 fade 0 0.15 0.08 gain -20
