#!/usr/bin/env python3
"""Writes assets/helsinki1918/data/map.ron: the reconstructed hex map of Helsinki in April 1918.

The printed map is lost; this is our reconstruction (docs/rules/helsinki1918.md).
Hexes are pointy-topped, 300 m from centre to centre, in axial coordinates (q, r) as the
hexx crate uses them (x = q, y = r), r growing northwards. A hex's terrain is what covers
most of it. The sea comes from OpenStreetMap's coastline as packaged in the npm package
@geo-maps/earth-seas-10m 0.6.0 (ODbL, (c) OpenStreetMap contributors), fetched with
`npm pack`; the waters of 1918 that have since been filled in (the bays of Töölö,
Eläintarha and Kaisaniemi, the Hakaniemi shore) and everything else (districts of 1918,
parks, rocks, the Russian trenches, streets, railways, bridges, symbols) are drawn
here from approximate coordinates (the design note's table, +-300 m).

Needs python3 with shapely >= 2.1, and npm.
"""
import json, math, pathlib, subprocess, tempfile

from shapely.geometry import LineString, Point, Polygon, shape
from shapely.ops import unary_union

LAT0, LON0 = 60.152, 24.878          # the map's south-west corner
KX = 111.32 * math.cos(math.radians(60.18))
KY = 111.20
HEX_KM = 0.300                        # centre to centre
SIZE = HEX_KM / math.sqrt(3)          # centre to corner
COLS, ROWS = 20, 30


def km(lat, lon):
    return ((lon - LON0) * KX, (lat - LAT0) * KY)


def centre(q, r):
    return (SIZE * math.sqrt(3) * (q + r / 2), SIZE * 1.5 * r)


def hex_at(x, y):
    """The axial hex containing a point (km)."""
    qf = (math.sqrt(3) / 3 * x - y / 3) / SIZE
    rf = (2 / 3 * y) / SIZE
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (q, r)


def corner(q, r, k):
    cx, cy = centre(q, r)
    a = math.radians(60 * k + 30)      # pointy-topped: corner 0 at 30 degrees (east-north-east)
    return (cx + SIZE * math.cos(a), cy + SIZE * math.sin(a))


# Neighbour directions, counter-clockwise from east; corner k lies between direction k
# and direction k + 1.
DIRS = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]


def poly(*points):
    return Polygon([km(lat, lon) for lat, lon in points])


def line(*points):
    return LineString([km(lat, lon) for lat, lon in points])


# The hexes of the sheet: an odd-r style rectangle of COLS x ROWS.
HEXES = []
for row in range(ROWS):
    for col in range(COLS):
        q = col - (row // 2)
        # shift so x stays within the rectangle: in axial with r north, x = sqrt3*s*(q + r/2)
        q = col - row // 2
        HEXES.append((q, row))
HEX_SET = set(HEXES)

# --- water -------------------------------------------------------------------------------
def sea_polygon():
    tmp = pathlib.Path(tempfile.mkdtemp())
    subprocess.run(["npm", "pack", "@geo-maps/earth-seas-10m@0.6.0", "--pack-destination", str(tmp)],
                   check=True, capture_output=True)
    subprocess.run(["tar", "xzf", str(tmp / "geo-maps-earth-seas-10m-0.6.0.tgz"), "-C", str(tmp)], check=True)
    geo = json.loads((tmp / "package/map.geo.json").read_text())["geometries"][0]
    frame = Polygon([(LON0 - 0.02, LAT0 - 0.02), (25.02, LAT0 - 0.02), (25.02, 60.26), (LON0 - 0.02, 60.26)])
    sea = shape(geo).intersection(frame)
    parts = sea.geoms if hasattr(sea, "geoms") else [sea]
    return unary_union([Polygon([km(lat, lon) for lon, lat in p.exterior.coords],
                                [[km(lat, lon) for lon, lat in i.coords] for i in p.interiors])
                        for p in parts if p.geom_type == "Polygon"])


WATER_1918 = unary_union([
    # Töölönlahti bay, larger in 1918.
    poly((60.1735, 24.9330), (60.1790, 24.9300), (60.1820, 24.9360), (60.1800, 24.9420), (60.1750, 24.9410)),
    # Eläintarhanlahti and Kaisaniemenlahti down to the Siltavuori strait (filled in later).
    poly((60.1790, 24.9420), (60.1815, 24.9440), (60.1790, 24.9500), (60.1765, 24.9495), (60.1770, 24.9440)),
    # The Hakaniemi shore and Sörnäinen bay.
    poly((60.1770, 24.9530), (60.1800, 24.9560), (60.1830, 24.9640), (60.1800, 24.9700), (60.1760, 24.9600)),
])

# --- districts ------------------------------------------------------------------------------
CITY = unary_union([
    poly((60.1620, 24.9250), (60.1730, 24.9260), (60.1745, 24.9440), (60.1750, 24.9600), (60.1650, 24.9600),
         (60.1600, 24.9500), (60.1590, 24.9350)),                       # the old centre, Kamppi, Punavuori
    poly((60.1650, 24.9600), (60.1700, 24.9600), (60.1695, 24.9760), (60.1650, 24.9750)),   # Katajanokka
    poly((60.1765, 24.9460), (60.1870, 24.9450), (60.1900, 24.9560), (60.1895, 24.9680), (60.1820, 24.9650),
         (60.1780, 24.9560)),                                           # Siltasaari, Hakaniemi, Kallio, Sörnäinen
    poly((60.1740, 24.9150), (60.1830, 24.9150), (60.1830, 24.9270), (60.1740, 24.9280)),   # Töölö
])
PARK = unary_union([
    poly((60.1545, 24.9480), (60.1600, 24.9480), (60.1600, 24.9640), (60.1545, 24.9640)),   # Kaivopuisto
    poly((60.1730, 24.9440), (60.1765, 24.9440), (60.1765, 24.9500), (60.1730, 24.9500)),   # Kaisaniemi
    poly((60.1820, 24.9300), (60.1880, 24.9300), (60.1880, 24.9420), (60.1820, 24.9420)),   # Eläintarha
    poly((60.1840, 24.9100), (60.1900, 24.9100), (60.1900, 24.9200), (60.1840, 24.9200)),   # Meilahti villas
])
ROUGH = unary_union([
    poly((60.2100, 24.8800), (60.2260, 24.8800), (60.2260, 24.9050), (60.2100, 24.9050)),   # Huopalahti rocks
    poly((60.2030, 24.9130), (60.2110, 24.9130), (60.2110, 24.9280), (60.2030, 24.9280)),   # Ilmala hill
    poly((60.1850, 24.9360), (60.1910, 24.9360), (60.1910, 24.9450), (60.1850, 24.9450)),   # Vesilinnanmäki
    poly((60.1930, 24.9300), (60.2000, 24.9300), (60.2000, 24.9400), (60.1930, 24.9400)),   # Pasila rocks
])
# The Russian land-front trenches of 1914-17 west and north-west of the city.
FORT = line((60.1880, 24.8850), (60.1960, 24.8900), (60.2040, 24.9000), (60.2120, 24.9120),
            (60.2180, 24.9300)).buffer(0.16)

# --- lines -------------------------------------------------------------------------------------
RAILWAYS = [
    # The main line: the station, along Töölönlahti, Pasila, north to Oulunkylä (Tikkurila).
    line((60.1710, 24.9410), (60.1790, 24.9390), (60.1880, 24.9350), (60.1990, 24.9330),
         (60.2100, 24.9450), (60.2200, 24.9600), (60.2290, 24.9660)),
    # The coastal line from Pasila west by Huopalahti to the west edge (Karjaa).
    line((60.1990, 24.9330), (60.2080, 24.9150), (60.2180, 24.8930), (60.2200, 24.8600)),
    # The harbour line to Sörnäinen.
    line((60.1880, 24.9350), (60.1900, 24.9500), (60.1880, 24.9620)),
]
ROADS = [
    # Turuntie: Esplanadi, Töölö, Meilahti, Tilkka, Haaga, out to the west edge.
    line((60.1680, 24.9450), (60.1730, 24.9380), (60.1800, 24.9240), (60.1900, 24.9150),
         (60.2000, 24.9100), (60.2100, 24.9000), (60.2200, 24.8800), (60.2250, 24.8600)),
    # Hämeentie: Pitkäsilta, Hakaniemi, Sörnäinen, north-east.
    line((60.1720, 24.9500), (60.1775, 24.9505), (60.1790, 24.9510), (60.1870, 24.9620),
         (60.2000, 24.9700), (60.2100, 24.9750)),
    # Munkkiniemi road, from the west edge to Töölö.
    line((60.1980, 24.8600), (60.1980, 24.8780), (60.1900, 24.8950), (60.1830, 24.9150)),
    # The Katajanokka bridge road.
    line((60.1690, 24.9540), (60.1680, 24.9620), (60.1670, 24.9680)),
    # Helsingintie through Kallio north to Pasila.
    line((60.1840, 24.9490), (60.1920, 24.9420), (60.1990, 24.9330)),
]
MINOR_ROADS = [
    line((60.1980, 24.8780), (60.2080, 24.8850), (60.2180, 24.8930)),          # Munkkiniemi - Huopalahti
    line((60.1610, 24.9280), (60.1650, 24.9200), (60.1740, 24.9150)),          # Hietalahti - Töölö
    line((60.1570, 24.9560), (60.1620, 24.9520)),                              # Kaivopuisto
    line((60.2000, 24.9100), (60.2070, 24.9200), (60.2100, 24.9450)),          # Tilkka - Ilmala - Pasila
]
BRIDGE_PLACES = {  # bridges where a road crosses water between two land hexes
    "Pitkäsilta": (60.1765, 24.9505),
    "Hakaniemen silta": (60.1790, 24.9520),
    "Katajanokan silta": (60.1680, 24.9620),
}

# --- symbols ----------------------------------------------------------------------------------
FLAGS = {
    "Senaatintori": (60.1695, 24.9525),
    "Smolna": (60.1670, 24.9480),
    "Työväentalo": (60.1786, 24.9495),
    "Turun kasarmi": (60.1690, 24.9310),
    "Kallio": (60.1840, 24.9490),
}
RED_HQ = ["Smolna", "Työväentalo", "Kallio"]
RED_UNITS = [  # fifteen setup hexes: every Red HQ hex and four of the five flags held
    (60.2180, 24.8990), (60.2140, 24.9100), (60.2060, 24.9220), (60.1990, 24.9330), (60.2000, 24.9100),
    (60.1920, 24.9150), (60.1800, 24.9240), (60.1860, 24.9400), (60.1840, 24.9490), (60.1786, 24.9495),
    (60.1740, 24.9470), (60.1695, 24.9525), (60.1690, 24.9310), (60.1670, 24.9480), (60.1670, 24.9680),
]
GERMAN_UNITS = [  # near the north-western edge, where the Germans came from Espoo
    (60.2160, 24.8640), (60.2110, 24.8640), (60.2060, 24.8660), (60.2010, 24.8660),
    (60.1960, 24.8680), (60.2210, 24.8660), (60.2060, 24.8720), (60.2010, 24.8730),
]
GERMAN_HQ = [(60.2110, 24.8640), (60.2010, 24.8660), (60.2060, 24.8720)]
MEURER_ARRIVAL = (60.1670, 24.9680)
SQUAD_PLACES = [  # city blocks where White squads could gather (yellow and blue symbols)
    (60.1650, 24.9420), (60.1640, 24.9480), (60.1620, 24.9390), (60.1700, 24.9440),
    (60.1720, 24.9560), (60.1730, 24.9520), (60.1660, 24.9560), (60.1630, 24.9530),
    (60.1790, 24.9200), (60.1770, 24.9240), (60.1680, 24.9700), (60.1660, 24.9330),
]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    sea = sea_polygon()
    water = unary_union([sea, WATER_1918])

    def cover(q, r):
        h = Polygon([corner(q, r, k) for k in range(6)])
        return h

    terrain = {}
    for q, r in HEXES:
        h = cover(q, r)
        area = h.area
        if h.intersection(water).area > area * 0.5:
            terrain[(q, r)] = "Water"
            continue
        best, kind = 0.0, "Open"
        for name, shape_ in (("Fortification", FORT), ("Rough", ROUGH), ("Park", PARK), ("City", CITY)):
            a = h.intersection(shape_).area
            if a > best and a > area * 0.35:
                best, kind = a, name
        terrain[(q, r)] = kind

    def locate(lat, lon, land=True):
        x, y = km(lat, lon)
        best = min(HEXES, key=lambda h: (centre(*h)[0] - x) ** 2 + (centre(*h)[1] - y) ** 2
                   + (1e3 if land and terrain[h] == "Water" else 0))
        return best

    def trace(ls):
        """The hexes a line passes, in order, each next to the one before."""
        out = []
        n = max(2, int(ls.length / (HEX_KM / 4)))
        for i in range(n + 1):
            p = ls.interpolate(i / n, normalized=True)
            h = hex_at(p.x, p.y)
            if h in HEX_SET and (not out or out[-1] != h):
                if out and (h[0] - out[-1][0], h[1] - out[-1][1]) not in DIRS:
                    continue
                out.append(h)
        return out

    edges = {}

    def add(a, b, kind):
        key = tuple(sorted([a, b]))
        edges.setdefault(key, set()).add(kind)

    for kind, lines_ in (("Railway", RAILWAYS), ("Road", ROADS), ("MinorRoad", MINOR_ROADS)):
        for ls in lines_:
            path = trace(ls)
            for a, b in zip(path, path[1:]):
                if terrain[a] != "Water" and terrain[b] != "Water":
                    add(a, b, kind)
    # Water hexsides: two land hexes whose common edge lies in water (straits, canals).
    for (q, r) in HEXES:
        for dq, dr in DIRS[:3]:
            n = (q + dq, r + dr)
            if n not in HEX_SET or terrain[(q, r)] == "Water" or terrain[n] == "Water":
                continue
            k = DIRS.index((dq, dr))
            a, b = corner(q, r, (k - 1) % 6), corner(q, r, k)
            mid = Point((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            if water.contains(mid) or WATER_1918.buffer(0.02).contains(mid):
                add((q, r), n, "Water")
    for name, (lat, lon) in BRIDGE_PLACES.items():
        x, y = km(lat, lon)
        # the water hexside nearest the bridge, carrying a road: mark it a bridge
        best = None
        for key, kinds in edges.items():
            if "Water" not in kinds:
                continue
            (a, b) = key
            ax, ay = centre(*a)
            bx, by = centre(*b)
            d = ((ax + bx) / 2 - x) ** 2 + ((ay + by) / 2 - y) ** 2
            if best is None or d < best[0]:
                best = (d, key)
        if best and best[0] < 0.5 ** 2:
            edges[best[1]].add("Bridge")
            edges[best[1]].add("Road")

    flags = {name: locate(*p) for name, p in FLAGS.items()}
    red_units = []
    for p in RED_UNITS:
        h = locate(*p)
        if h not in red_units:
            red_units.append(h)
    # Eight open land hexes in the two western columns, north of the bays, from the north.
    west = [hh for hh in HEXES if hh[0] + hh[1] // 2 <= 1 and terrain[hh] in ("Open", "Rough")
            and km(60.196, 24.9)[1] <= centre(*hh)[1] <= km(60.224, 24.9)[1]]
    west.sort(key=lambda hh: (-hh[1], hh[0]))
    german_units = west[::max(1, len(west) // 8)][:8]

    def vertex_near(lat, lon):
        x, y = km(lat, lon)
        h = locate(lat, lon)
        best = min(range(6), key=lambda k: (corner(*h, k)[0] - x) ** 2 + (corner(*h, k)[1] - y) ** 2)
        return (h, best)

    # The three HQs on the east corner of the 2nd, 4th and 6th German hexes.
    german_hq = [(german_units[i], 0) for i in (1, 3, 5)]
    # The eight units in three battle groups (three, three and two) on those HQs' hexes, in
    # direct command: the rulebook's HQs "represent the headquarters and commanders of the
    # battle groups", and its "marked hexes" may hold a stack.
    german_units = [german_units[i] for i in (1, 1, 1, 3, 3, 3, 5, 5)]
    squads = []
    for i, p in enumerate(SQUAD_PLACES):
        v = vertex_near(*p)
        if v not in squads:
            squads.append(v)
    meurer = locate(*MEURER_ARRIVAL)

    def h(x):
        return f"({x[0]}, {x[1]})"

    out = ["// Generated by tools/gen_helsinki1918_map.py: our reconstruction of the lost map.",
           "// Hexes: pointy-topped, 300 m, axial (q, r) as hexx uses them, r north. Sea from",
           "// OpenStreetMap (ODbL, (c) OpenStreetMap contributors) via @geo-maps/earth-seas-10m.",
           "(", "    hexes: ["]
    for (q, r) in HEXES:
        out.append(f"        (hex: ({q}, {r}), terrain: {terrain[(q, r)]}),")
    out.append("    ],")
    out.append("    edges: [")
    for (a, b), kinds in sorted(edges.items()):
        ks = ", ".join(sorted(kinds))
        out.append(f"        (a: {h(a)}, b: {h(b)}, kinds: [{ks}]),")
    out.append("    ],")
    out.append("    flags: [" + ", ".join(f'(name: "{n}", hex: {h(x)})' for n, x in flags.items()) + "],")
    out.append("    red_hq: [" + ", ".join(h(flags[n]) for n in RED_HQ) + "],")
    out.append("    red_units: [" + ", ".join(h(x) for x in red_units) + "],")
    out.append("    german_units: [" + ", ".join(h(x) for x in german_units) + "],")
    out.append("    german_hq: [" + ", ".join(f"(hex: {h(v[0])}, corner: {v[1]})" for v in german_hq) + "],")
    out.append("    squad_vertices: [" + ", ".join(
        f"(hex: {h(v[0])}, corner: {v[1]}, colour: {'Yellow' if i % 2 == 0 else 'Blue'})"
        for i, v in enumerate(squads)) + "],")
    out.append(f"    meurer_arrival: {h(meurer)},")
    out.append(")")
    target = root / "assets/helsinki1918/data/map.ron"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("\n".join(out) + "\n")
    counts = {}
    for t in terrain.values():
        counts[t] = counts.get(t, 0) + 1
    print(len(HEXES), "hexes", counts, len(edges), "edges", "units", len(red_units), len(german_units))
    if "--preview" in __import__("sys").argv:
        preview(terrain, edges, flags, red_units, german_units, meurer)


def preview(terrain, edges, flags, red_units, german_units, meurer):
    colours = {"Water": "#8ab4c8", "City": "#c9a27c", "Park": "#a9c98a", "Rough": "#9a8f7a",
               "Fortification": "#b07070", "Open": "#efe6c8"}
    S = 60
    xs = [centre(*hh)[0] for hh in HEXES]
    ys = [centre(*hh)[1] for hh in HEXES]
    x0, y1 = min(xs) - 0.3, max(ys) + 0.3
    W = (max(xs) - x0 + 0.3) * S * 10
    H = (y1 - min(ys) + 0.3) * S * 10
    def P(x, y):
        return f"{(x - x0) * S * 10:.1f},{(y1 - y) * S * 10:.1f}"
    parts = []
    for hh in HEXES:
        pts = " ".join(P(*corner(*hh, k)) for k in range(6))
        parts.append(f'<polygon points="{pts}" fill="{colours[terrain[hh]]}" stroke="#777" stroke-width="1"/>')
    for (a, b), kinds in edges.items():
        pa, pb = centre(*a), centre(*b)
        if "Water" in kinds and "Bridge" not in kinds:
            k = DIRS.index((b[0] - a[0], b[1] - a[1]))
            ca, cb = corner(*a, (k - 1) % 6), corner(*a, k)
            parts.append(f'<line x1="{P(*ca).split(",")[0]}" y1="{P(*ca).split(",")[1]}" x2="{P(*cb).split(",")[0]}" y2="{P(*cb).split(",")[1]}" stroke="blue" stroke-width="6"/>')
        for kind, colour, w in (("Railway", "black", 6), ("Road", "#a00", 4), ("MinorRoad", "#a60", 2), ("Bridge", "#f0f", 8)):
            if kind in kinds:
                parts.append(f'<line x1="{P(*pa).split(",")[0]}" y1="{P(*pa).split(",")[1]}" x2="{P(*pb).split(",")[0]}" y2="{P(*pb).split(",")[1]}" stroke="{colour}" stroke-width="{w}"/>')
    for n, hh in flags.items():
        c = P(*centre(*hh))
        parts.append(f'<text x="{c.split(",")[0]}" y="{c.split(",")[1]}" font-size="22" fill="red">⚑{n}</text>')
    for hh in red_units:
        c = P(*centre(*hh)).split(",")
        parts.append(f'<circle cx="{c[0]}" cy="{c[1]}" r="10" fill="red"/>')
    for hh in german_units:
        c = P(*centre(*hh)).split(",")
        parts.append(f'<circle cx="{c[0]}" cy="{c[1]}" r="10" fill="grey"/>')
    c = P(*centre(*meurer)).split(",")
    parts.append(f'<circle cx="{c[0]}" cy="{c[1]}" r="14" fill="none" stroke="black" stroke-width="4"/>')
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="{W:.0f}" height="{H:.0f}">' + "".join(parts) + "</svg>"
    pathlib.Path("/tmp/helsinki-preview.svg").write_text(svg)


if __name__ == "__main__":
    main()
