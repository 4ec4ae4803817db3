#!/usr/bin/env python3
"""Writes assets/suomi1918/data/map.ron: the rebuilt map of the 1918 game.

Named places come from real coordinates (research-facts.md, section 3.3); lines follow
the railways of 1918, the sea routes and a few roads of the design note. Between two
named places the generator puts a plain circle about every 27 km, so each interval is
a day's march. Board coordinates are an equirectangular projection (longitude scaled
by cos 61°), 1 board unit = 1 km, x east, y north, origin at 60.5° N 25.0° E.
Places marked "ours" below have no sourced position; the rules document lists them.
"""
import math, pathlib

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
    "Pietari": (59.930, 30.300, "town"),
    "Kronstadt": (59.990, 29.770, "town"),
    "Tallinna": (59.440, 24.750, "town"),
    "Danzigin reitti": (59.300, 21.800, "sea"),  # ours: the sea circle on the route from Danzig
}

RAIL = [
    ["Helsinki", "Hyvinkää", "Riihimäki", "Hämeenlinna", "Toijala", "Tampere"],
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
]
SEA = [
    ["Helsinki", "Tallinna"],
    ["Helsinki", "Kronstadt", "Pietari"],
    ["Tallinna", "Danzigin reitti"],
    ["Danzigin reitti", "Hanko"],
    ["Turku", "Danzigin reitti"],
    ["Kotka", "Kronstadt"],
    ["Viipuri", "Kronstadt"],
    ["Sortavala", "Pietari"],
]
ROAD = [
    ["Turku", "Rauma", "Pori"],
    ["Helsinki", "Porvoo", "Loviisa", "Kotka"],
    ["Jyväskylä", "Mikkeli"],
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
for line_kind, lines in (("Rail", RAIL), ("Sea", SEA), ("Road", ROAD)):
    for line in lines:
        for a, b in zip(line, line[1:]):
            ax, ay = project(*PLACES[a][:2])
            bx, by = project(*PLACES[b][:2])
            dist = math.hypot(bx - ax, by - ay)
            steps = max(1, round(dist / SPACING_KM))
            prev = slug(a)
            for k in range(1, steps):
                t = k / steps
                key = f"{slug(a)}-{slug(b)}"
                counter[key] = counter.get(key, 0) + 1
                cid = f"{key}-{counter[key]}"
                circles[cid] = dict(name=None, x=ax + (bx - ax) * t, y=ay + (by - ay) * t,
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

# Name placement in the crowded Pori corner (the drawing places the other names itself).
LABELS = {"pori": "W", "harjavalta": "N", "pahankoski": "S", "kokemaki": "SE", "vammala": "N", "nokia": "S", "toijala": "E"}

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
