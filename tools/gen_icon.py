#!/usr/bin/env python3
"""Writes the game's icon: assets/shared/icon/pelikaappi.png (256 px, the web page's icon),
pelikaappi.ico (16-256 px, the Windows program's icon) and pelikaappi-64.rgba (64x64 raw
RGBA, the window's icon at run time, read without an image decoder).

The picture: a cupboard door of dark wood whose cream panel holds four pieces in the
colours of Eile mit Weile's four players, one for each game in the cupboard. Drawn with
four-by-four supersampling in plain Python (no imaging library), so it can be made anew
on any machine.
"""
import pathlib
import struct
import zlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "assets" / "shared" / "icon"

WOOD = (74, 44, 26)
WOOD_EDGE = (43, 25, 15)
PANEL = (243, 230, 196)
PANEL_EDGE = (176, 140, 92)
PIECES = [(192, 40, 36), (40, 84, 170), (40, 130, 64), (226, 178, 40)]


def rounded_box(x, y, x0, y0, x1, y1, r):
    """Whether (x, y) lies in the box with corners rounded by r."""
    if x < x0 or x > x1 or y < y0 or y > y1:
        return False
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def colour_at(x, y):
    """The colour (RGBA) of the point (x, y) of the unit square."""
    if not rounded_box(x, y, 0.02, 0.02, 0.98, 0.98, 0.16):
        return (0, 0, 0, 0)
    if not rounded_box(x, y, 0.06, 0.06, 0.94, 0.94, 0.13):
        return WOOD_EDGE + (255,)
    if not rounded_box(x, y, 0.15, 0.15, 0.85, 0.85, 0.06):
        return WOOD + (255,)
    if not rounded_box(x, y, 0.18, 0.18, 0.82, 0.82, 0.04):
        return PANEL_EDGE + (255,)
    for i, colour in enumerate(PIECES):
        cx = 0.34 if i % 2 == 0 else 0.66
        cy = 0.34 if i < 2 else 0.66
        d2 = (x - cx) ** 2 + (y - cy) ** 2
        if d2 <= 0.125 ** 2:
            # A lighter crown on the piece's top left, as a turned wooden piece shows.
            if (x - cx + 0.035) ** 2 + (y - cy + 0.035) ** 2 <= 0.05 ** 2:
                return tuple(min(255, c + 45) for c in colour) + (255,)
            return colour + (255,)
        if d2 <= 0.14 ** 2:
            return (60, 40, 28, 255)
    return PANEL + (255,)


def render(size):
    """RGBA bytes of the icon at size x size, each pixel the mean of 4x4 samples."""
    out = bytearray()
    n = 4
    for py in range(size):
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(n):
                for sx in range(n):
                    c = colour_at((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size)
                    a = c[3]
                    acc[0] += c[0] * a
                    acc[1] += c[1] * a
                    acc[2] += c[2] * a
                    acc[3] += a
            if acc[3] == 0:
                out += bytes(4)
            else:
                out += bytes(round(acc[i] / acc[3]) for i in range(3))
                out.append(round(acc[3] / (n * n)))
    return bytes(out)


def png(size, rgba):
    """A PNG file of the RGBA pixels."""
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))
    rows = b"".join(b"\0" + rgba[y * size * 4:(y + 1) * size * 4] for y in range(size))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9))
            + chunk(b"IEND", b""))


def ico(images):
    """An ICO file of PNG images [(size, png bytes)] (as Windows reads them since Vista)."""
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, data = b"", b""
    for size, body in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(body), offset)
        offset += len(body)
        data += body
    return head + entries + data


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    pictures = {size: render(size) for size in (16, 24, 32, 48, 64, 256)}
    (OUT / "pelikaappi.png").write_bytes(png(256, pictures[256]))
    (OUT / "pelikaappi-64.rgba").write_bytes(pictures[64])
    (OUT / "pelikaappi.ico").write_bytes(
        ico([(size, png(size, pictures[size])) for size in sorted(pictures)]))


if __name__ == "__main__":
    main()
