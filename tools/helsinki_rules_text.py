#!/usr/bin/env python3
"""Writes the Helsinki 1918 rules view's texts (assets/helsinki1918/texts/) from the rules
document docs/rules/helsinki1918.md: the rules in our words, and the tables and tracks of our
reconstruction. Run it after changing the rules document."""
import re
import pathlib

root = pathlib.Path(__file__).resolve().parent.parent
doc = (root / "docs/rules/helsinki1918.md").read_text()


def sections(names):
    out = []
    for block in re.split(r"(?m)^(?=## )", doc):
        title = block.splitlines()[0][3:] if block.startswith("## ") else ""
        if any(title.startswith(n) for n in names):
            out.append(block)
    return "\n".join(out)


def plain(text):
    lines = []
    for line in text.splitlines():
        line = re.sub(r"^#{2,3} ", "# ", line)
        line = line.replace("**", "").replace("`", "")
        line = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", line)
        if re.match(r"^\|[-| ]+\|$", line):
            continue
        if line.startswith("|"):
            line = "  ".join(c.strip() for c in line.strip("|").split("|"))
        lines.append(line)
    return "\n".join(lines).strip() + "\n"


def paragraphs(text):
    """Joins the lines of each paragraph or list item into one (the view wraps them)."""
    out = []
    for line in text.splitlines():
        starts = (
            not line.strip()
            or line.startswith(("# ", "- ", "|"))
            or re.match(r"^\d+\. ", line)
            or "  " in line.strip() and not line.startswith(" ")
        )
        if out and not starts and out[-1].strip():
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line.rstrip())
    return "\n".join(out).strip() + "\n"


def headings_plain(text):
    """The plain view has no heading style: a heading becomes a line of its own in capitals."""
    return re.sub(r"(?m)^# (.*)$", lambda m: m.group(1).upper(), text)


out = root / "assets/helsinki1918/texts"
out.mkdir(parents=True, exist_ok=True)
(out / "ours-en.txt").write_text(
    paragraphs(plain(sections(["The rules", "Decisions", "On the screen"])))
)
(out / "tables-en.txt").write_text(
    headings_plain(paragraphs(plain(sections(["The map", "Tables and tracks", "Cards"]))))
)
