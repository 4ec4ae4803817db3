"""Prints every named node of each application's accessibility tree as AT-SPI gives it (the
interface Linux screen readers such as Orca read): its role and name, indented by depth.
Used by tools/screen_reader_check.sh."""
import pyatspi


def walk(node, depth, out):
    if depth > 14:
        return
    try:
        role, name = node.getRoleName(), node.name
    except Exception:  # a node gone while read
        return
    if name:
        out.append("  " * depth + f"{role}: {name}")
    for i in range(node.childCount):
        try:
            walk(node.getChildAtIndex(i), depth + 1, out)
        except Exception:
            pass


desktop = pyatspi.Registry.getDesktop(0)
if desktop.childCount == 0:
    raise SystemExit("no application has registered with AT-SPI")
for i in range(desktop.childCount):
    app = desktop.getChildAtIndex(i)
    lines = []
    walk(app, 0, lines)
    print("\n".join(lines))
