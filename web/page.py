#!/usr/bin/env python3
"""Writes the web page: web/index.html with the wasm's size, the build's version (the query
`?v=VERSION` of the js and wasm it loads; none when left out) and the page's own messages
(assets/i18n/<lang>/web.ftl, one-line messages) filled in.
Usage: page.py WASM_BYTES [VERSION] > OUT"""
import json
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
messages = {}
for ftl in sorted(root.glob("assets/i18n/*/web.ftl")):
    table = {}
    for line in ftl.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or " = " not in line:
            continue
        key, text = line.split(" = ", 1)
        table[key.strip()] = text.strip()
    messages[ftl.parent.name] = table
page = (root / "web" / "index.html").read_text(encoding="utf-8")
page = page.replace("__WASM_BYTES__", sys.argv[1] if len(sys.argv) > 1 else "0")
version = sys.argv[2] if len(sys.argv) > 2 else ""
if not all(c in "0123456789abcdef" for c in version):
    sys.exit(f"page.py: the version {version!r} is not hex digits")
page = page.replace("__VERSION__", version)
# Inside a <script type="application/json">: only "</" could end it early.
page = page.replace("__MESSAGES__", json.dumps(messages, ensure_ascii=False).replace("</", "<\\/"))
sys.stdout.write(page)
