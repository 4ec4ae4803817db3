#!/usr/bin/env python3
"""Writes assets/suomi1918/data/map.ron: the rebuilt map of the 1918 game.

Named places come from real coordinates (research-facts.md, section 3.3); lines follow
the railways of 1918, the sea routes and a few roads of the design note. Between two
named places the generator puts a plain circle about every 27 km, so each interval is
a day's march. Board coordinates are an equirectangular projection (longitude scaled
by cos 61°), 1 board unit = 1 km, x east, y north, origin at 60.5° N 25.0° E.
Places marked "ours" below have no sourced position; the rules document lists them.
"""
import math, pathlib, re

# name: (lat, lon, kind) -- kind: town, sea, bridge. "*" marks a starred place (a verse).
PLACES = {
    "Helsinki": (60.170, 24.931, "town*"),
    "Kirkkonummi": (60.117, 24.433, "town*"),
    "Hanko": (59.833, 22.950, "town*"),
    "Karjaa": (60.069, 23.680, "town"),
    "Hyvinkää": (60.633, 24.876, "town"),
    "Riihimäki": (60.739, 24.774, "town"),
    "Hämeenlinna": (61.000, 24.450, "town"),
    "Toijala": (61.169, 23.858, "town"),
    "Tampere": (61.500, 23.750, "town*"),
    "Nokia": (61.467, 23.500, "town"),
    "Vammala": (61.340, 22.925, "town*"),
    "Kokemäki": (61.250, 22.350, "town"),
    "Pahankoski": (61.283, 22.243, "bridge*"),   # ours: the bridge between Kokemäki and Harjavalta
    "Harjavalta": (61.316, 22.135, "town"),
    "Pori": (61.483, 21.783, "town*"),
    "Rauma": (61.134, 21.505, "town"),
    "Turku": (60.459, 22.250, "town"),
    "Vilppula": (62.017, 24.517, "town*"),
    "Haapamäki": (62.257, 24.706, "town"),        # ours: Keuruu's centre (Haapamäki lies in Keuruu)
    "Seinäjoki": (62.798, 22.832, "town"),
    "Jyväskylä": (62.233, 25.733, "town"),
    "Lahti": (60.981, 25.655, "town"),
    "Kymin silta": (60.900, 26.560, "bridge*"),  # ours: the Kymi railway bridge, one interval from Kouvola
    "Kouvola": (60.867, 26.700, "town"),
    "Kotka": (60.460, 26.946, "town"),
    "Mäntyharju": (61.417, 26.877, "town*"),
    "Mikkeli": (61.683, 27.250, "town"),
    "Pieksämäki": (62.300, 27.133, "town"),
    "Varkaus": (62.317, 27.917, "town*"),
    "Kuopio": (62.900, 27.683, "town"),
    "Luumäki": (60.911, 27.568, "town"),
    "Porvoo": (60.398, 25.669, "town"),
    "Loviisa": (60.456, 26.222, "town"),
    "Viipuri": (60.710, 28.750, "town*"),
    "Sortavala": (61.700, 30.690, "town"),
    "Pähkinälinna": (59.944, 31.035, "town"),    # Shlisselburg, where the Neva leaves Lake Ladoga
    "Vaasa": (63.096, 21.616, "town"),           # the White capital in 1918
    "Kerava": (60.403, 25.105, "town"),
    "Pietari": (59.930, 30.300, "town"),
    "Kronstadt": (59.990, 29.770, "town"),
    "Tallinna": (59.440, 24.750, "town"),
    "Danzigin reitti": (59.300, 21.800, "sea"),  # ours: the sea circle on the route from Danzig
}

# A line is a list of places; (lat, lon) pairs between two places are waypoints the line
# bends through (sea routes round the coast, a road round the lakes).
RAIL = [
    ["Helsinki", "Kerava", "Hyvinkää", "Riihimäki", "Hämeenlinna", "Toijala", "Tampere"],
    ["Riihimäki", "Lahti", "Kymin silta", "Kouvola", "Luumäki", "Viipuri", "Pietari"],
    ["Hanko", "Karjaa", "Hyvinkää"],
    ["Helsinki", "Kirkkonummi", "Karjaa", "Turku"],
    ["Turku", "Toijala"],
    ["Tampere", "Vilppula", "Haapamäki", "Seinäjoki"],
    ["Haapamäki", "Jyväskylä"],
    ["Tampere", "Nokia", "Vammala", "Kokemäki", "Pahankoski", "Harjavalta", "Pori"],
    ["Kouvola", "Mäntyharju", "Mikkeli", "Pieksämäki", "Kuopio"],
    ["Pieksämäki", "Varkaus"],
    ["Kouvola", "Kotka"],
    ["Viipuri", "Sortavala"],
    ["Seinäjoki", "Vaasa"],       # 1883
    ["Kokemäki", "Rauma"],        # 1897
    ["Kerava", "Porvoo"],         # 1874
]
SEA = [
    ["Helsinki", "Tallinna"],
    # North of the Kurgalsky shore and Kotlin's shallows.
    ["Helsinki", (60.035, 29.100), "Kronstadt", "Pietari"],
    ["Tallinna", "Danzigin reitti"],
    ["Danzigin reitti", "Hanko"],
    ["Turku", "Danzigin reitti"],
    ["Kotka", "Kronstadt"],
    # Down Vyborg Bay past Koivisto, then east along the Gulf.
    ["Viipuri", (60.681, 28.650), (60.590, 28.465), (60.410, 28.372), (60.229, 28.428),
     (60.150, 28.984), (60.125, 29.500), "Kronstadt"],
    # Over Lake Ladoga to the Neva's source, then down the Neva.
    ["Sortavala", (61.585, 30.855), (61.314, 30.837), (61.043, 30.744), (60.771, 30.893),
     (60.500, 31.023), (60.229, 31.115), (60.003, 31.189), "Pähkinälinna", "Pietari"],
]
ROAD = [
    ["Turku", "Rauma", "Pori"],
    ["Helsinki", "Porvoo", "Loviisa", "Kotka"],
    ["Jyväskylä", (62.390, 26.440), (61.990, 26.640), "Mikkeli"],  # by Hankasalmi and Kangasniemi
    ["Mikkeli", "Varkaus"],
]
SPACING_KM = 27.0
LAT0, LON0 = 60.5, 25.0
KX = 111.32 * math.cos(math.radians(61.0))
KY = 110.57

def project(lat, lon):
    return ((lon - LON0) * KX, (lat - LAT0) * KY)

def slug(name):
    table = str.maketrans({"ä": "a", "ö": "o", "å": "a", " ": "_"})
    return name.lower().translate(table)

circles = {}
for name, (lat, lon, kind) in PLACES.items():
    x, y = project(lat, lon)
    circles[slug(name)] = dict(name=name, x=x, y=y, kind=kind.rstrip("*").capitalize(), star=kind.endswith("*"))
links = []
counter = {}
def legs(line):
    """Splits a line into legs between places, each with its waypoints."""
    leg = [line[0]]
    for item in line[1:]:
        leg.append(item)
        if isinstance(item, str):
            yield leg
            leg = [item]

for line_kind, lines in (("Rail", RAIL), ("Sea", SEA), ("Road", ROAD)):
    for line in lines:
        for leg in legs(line):
            a, b = leg[0], leg[-1]
            pts = [project(*PLACES[a][:2])] + [project(*w) for w in leg[1:-1]] + [project(*PLACES[b][:2])]
            seg = [math.hypot(q[0] - p[0], q[1] - p[1]) for p, q in zip(pts, pts[1:])]
            dist = sum(seg)
            steps = max(1, round(dist / SPACING_KM))
            prev = slug(a)
            for k in range(1, steps):
                # The point k/steps of the way along the bent line.
                want, i = dist * k / steps, 0
                while want > seg[i]:
                    want -= seg[i]; i += 1
                (px, py), (qx, qy) = pts[i], pts[i + 1]
                t = want / seg[i]
                key = f"{slug(a)}-{slug(b)}"
                counter[key] = counter.get(key, 0) + 1
                cid = f"{key}-{counter[key]}"
                circles[cid] = dict(name=None, x=px + (qx - px) * t, y=py + (qy - py) * t,
                                    kind="Sea" if line_kind == "Sea" else "Plain", star=False)
                links.append((prev, cid, line_kind))
                prev = cid
            links.append((prev, slug(b), line_kind))

# A printed map keeps circles apart: circles closer than MIN_GAP_KM (Kymi bridge by
# Kouvola, Pahankoski between Kokemäki and Harjavalta, Nokia by Tampere) are pushed
# apart a little, as a cartographer would, so every circle and its tile can be read.
MIN_GAP_KM = 18.0
# Kokemäki, Pahankoski and Harjavalta lie within 14 km of each other on the Pori line:
# spread them evenly between Vammala and Pori, in their order along the railway.
va, po = circles["vammala"], circles["pori"]
for k, cid in enumerate(["kokemaki", "pahankoski", "harjavalta"], start=1):
    t = k / 4
    circles[cid]["x"] = va["x"] + (po["x"] - va["x"]) * t
    circles[cid]["y"] = va["y"] + (po["y"] - va["y"]) * t - 8.0 * math.sin(math.pi * t)
ids = list(circles)
for _ in range(200):
    moved = False
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            ca, cb = circles[a], circles[b]
            dx, dy = cb["x"] - ca["x"], cb["y"] - ca["y"]
            d = math.hypot(dx, dy)
            if d < MIN_GAP_KM:
                push = (MIN_GAP_KM - d) / 2 + 0.05
                ux, uy = (dx / d, dy / d) if d > 1e-6 else (1.0, 0.0)
                ca["x"] -= ux * push; ca["y"] -= uy * push
                cb["x"] += ux * push; cb["y"] += uy * push
                moved = True
    if not moved:
        break

# Sea circles stay on water and land circles on land (the coastline of coast.ron, made by
# tools/gen_suomi1918_coast.py): a circle the pushing above left on the wrong side moves
# to the nearest point of the right kind, searched on rings 1 km apart.
def _triangles(text, key):
    i = text.index(key)
    ps, pe = text.index("points:", i), None
    pe = text.index("]", ps)
    pts = [tuple(map(float, p)) for p in re.findall(r"\(([-\d.]+), ([-\d.]+)\)", text[ps:pe])]
    ts = text.index("triangles:", i)
    idx = list(map(int, re.findall(r"\d+", text[ts + 10:text.index("]", ts)])))
    return [(pts[idx[k]], pts[idx[k + 1]], pts[idx[k + 2]]) for k in range(0, len(idx), 3)]

def _inside(x, y, tri):
    (ax, ay), (bx, by), (cx, cy) = tri
    d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by)
    d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy)
    d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay)
    return not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0))

_root = pathlib.Path(__file__).resolve().parent.parent
_coast = (_root / "assets/suomi1918/data/coast.ron").read_text()
LAND, LAKES = _triangles(_coast, "land:"), _triangles(_coast, "lakes:")

def surface(x, y):
    if any(_inside(x, y, t) for t in LAKES):
        return "lake"
    return "land" if any(_inside(x, y, t) for t in LAND) else "sea"

def wants(c):
    return ("sea", "lake") if c["kind"] == "Sea" else ("land",)

for cid, c in circles.items():
    if c["name"] or surface(c["x"], c["y"]) in wants(c):
        continue
    for r in range(1, 30):
        ring = [(c["x"] + r * math.cos(a * math.pi / 12), c["y"] + r * math.sin(a * math.pi / 12)) for a in range(24)]
        good = [p for p in ring if surface(*p) in wants(c)]
        if good:
            c["x"], c["y"] = good[0]
            break
    else:
        raise SystemExit(f"{cid}: no {wants(c)} within 30 km")

# Name placement in the crowded Pori corner (the drawing places the other names itself).
LABELS = {"pahkinalinna": "S", "pietari": "SW", "pori": "W", "harjavalta": "N", "pahankoski": "S", "kokemaki": "SE", "vammala": "N", "nokia": "S", "toijala": "E"}

out = ["// Generated by tools/gen_suomi1918_map.py: the rebuilt map (our reconstruction).",
       "// Board units are kilometres: x east, y north, origin 60.5 N 25.0 E.",
       f"// Circles closer than {MIN_GAP_KM:.0f} km were pushed apart for legibility.",
       "(", "    circles: ["]
for cid, c in circles.items():
    name = f'Some("{c["name"]}")' if c["name"] else "None"
    label = f', label: Some("{LABELS[cid]}")' if cid in LABELS else ""
    out.append(f'        (id: "{cid}", name: {name}, x: {c["x"]:.1f}, y: {c["y"]:.1f}, kind: {c["kind"]}, star: {str(c["star"]).lower()}{label}),')
out.append("    ],")
out.append("    links: [")
for a, b, k in links:
    out.append(f'        (a: "{a}", b: "{b}", kind: {k}),')
out.append("    ],")
out.append('    red_setup: ["helsinki", "turku", "tampere", "viipuri", "pietari", "kronstadt"],')
out.append('    white_setup: ["seinajoki", "jyvaskyla", "mikkeli", "sortavala", "tallinna", "danzigin_reitti"],')
out.append(")")
root = pathlib.Path(__file__).resolve().parent.parent
(root / "assets/suomi1918/data/map.ron").write_text("\n".join(out) + "\n")
print(len(circles), "circles,", len(links), "links")
