#!/usr/bin/env bash
# Cuts the DejaVu fonts of Debian's fonts-dejavu-core down to the scripts and symbols the
# cupboard writes (Latin, Cyrillic, punctuation, arrows, the shapes and stars of the boards)
# and writes them into assets/shared/fonts/: the game embeds them, so every glyph left out
# is less to download on the web. Needs fonttools (pip) and fonts-dejavu-core (apt).
# Run it again when a text needs a character outside these ranges.
set -euo pipefail
cd "$(dirname "$0")/.."
src=/usr/share/fonts/truetype/dejavu
[ -f "$src/DejaVuSans.ttf" ] || { apt-get update -qq && apt-get install -y -qq fonts-dejavu-core; }
command -v pyftsubset >/dev/null || pip install --quiet fonttools
ranges="U+0020-007E,U+00A0-017F,U+0400-045F,U+2000-206F,U+20AC,U+2100-2122,U+2190-21FF,U+2212,U+2300-23FF,U+25A0-25FF,U+2600-26FF,U+2700-27BF"
for font in DejaVuSans DejaVuSerif-Bold; do
  pyftsubset "$src/$font.ttf" --unicodes="$ranges" --layout-features='*' \
    --output-file="assets/shared/fonts/$font.ttf"
  echo "$font: $(stat -c %s "$src/$font.ttf") -> $(stat -c %s "assets/shared/fonts/$font.ttf") bytes"
done
# Every character the texts and the code write must be in the cut fonts.
python3 - <<'PY'
import os
from fontTools.ttLib import TTFont
have = set(TTFont("assets/shared/fonts/DejaVuSans.ttf").getBestCmap())
full = set(TTFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").getBestCmap())
used = set()
for root in ("src", "assets"):
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith((".rs", ".txt", ".ron")):
                used |= {ord(c) for c in open(os.path.join(folder, name), encoding="utf-8").read()}
lost = sorted(c for c in used if c in full and c not in have)
if lost:
    raise SystemExit("the cut font lacks: " + "".join(map(chr, lost)))
print("every character the texts use that DejaVu has is kept")
PY
