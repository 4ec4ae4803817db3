//! Where things are on the 1918 map: kilometres to the world, circles, tile sectors, and where each place's name goes.

use super::*;

/// A kilometre point of the map in the world.
pub fn km_to_world(x: f32, y: f32) -> Vec2 {
    MAP_ORIGIN + (Vec2::new(x, y) - MAP_CENTER_KM) * MAP_SCALE
}

/// Where a circle is drawn.
pub fn circle_pos(game: &Suomi1918, circle: usize) -> Vec2 {
    let c = &game.map().circles[circle];
    km_to_world(c.x, c.y)
}

/// The circle under a world point (within a tile's radius).
pub fn circle_at(game: &Suomi1918, world: Vec2) -> Option<usize> {
    (0..game.map().circles.len())
        .map(|c| (c, circle_pos(game, c).distance(world)))
        .filter(|&(_, d)| d <= TILE_R)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
}

/// The centre of sector `k` (1..=6) of a tile, at `r` from the middle; sector 1 is at the top
/// and the numbers go round clockwise.
pub(super) fn sector_point(k: f32, r: f32) -> Vec2 {
    let angle = std::f32::consts::FRAC_PI_2 - (k - 1.0) * std::f32::consts::TAU / 6.0;
    Vec2::new(angle.cos(), angle.sin()) * r
}

/// Places names beside their circles where they cover the fewest circles, lines and names.
pub(super) fn place_labels(game: &Suomi1918) -> Vec<(usize, Vec2, Anchor)> {
    let map = game.map();
    let points: Vec<Vec2> = (0..map.circles.len())
        .map(|c| circle_pos(game, c))
        .collect();
    let mut line_samples = Vec::new();
    for (a, ns) in map.neighbours.iter().enumerate() {
        for &(b, _) in ns {
            if a < b {
                for k in 1..6 {
                    line_samples.push(points[a].lerp(points[b], k as f32 / 6.0));
                }
            }
        }
    }
    let mut placed: Vec<Rect> = Vec::new();
    let mut out = Vec::new();
    for (c, circle) in map.circles.iter().enumerate() {
        let Some(name) = &circle.name else { continue };
        let w = name.chars().count() as f32 * 8.0 + 4.0;
        let h = 15.0;
        let p = points[c];
        // Clear of a tile standing on the circle (its rim and shadow included), so a tile
        // never covers its own place's name (Turku, Tampere, Helsinki at the setup).
        let (dx, dy, dd) = (TILE_R + 8.0, TILE_R + 5.0, TILE_R * 1.05);
        let candidates = [
            (
                Vec2::new(dx, 0.0),
                Anchor::CENTER_LEFT,
                Vec2::new(dx + w / 2.0, 0.0),
            ),
            (
                Vec2::new(-dx, 0.0),
                Anchor::CENTER_RIGHT,
                Vec2::new(-dx - w / 2.0, 0.0),
            ),
            (
                Vec2::new(0.0, dy),
                Anchor::BOTTOM_CENTER,
                Vec2::new(0.0, dy + h / 2.0),
            ),
            (
                Vec2::new(0.0, -dy),
                Anchor::TOP_CENTER,
                Vec2::new(0.0, -dy - h / 2.0),
            ),
            (
                Vec2::new(dd, dd),
                Anchor::BOTTOM_LEFT,
                Vec2::new(dd + w / 2.0, dd + h / 2.0),
            ),
            (
                Vec2::new(-dd, -dd),
                Anchor::TOP_RIGHT,
                Vec2::new(-dd - w / 2.0, -dd - h / 2.0),
            ),
            (
                Vec2::new(-dd, dd),
                Anchor::BOTTOM_RIGHT,
                Vec2::new(-dd - w / 2.0, dd + h / 2.0),
            ),
            (
                Vec2::new(dd, -dd),
                Anchor::TOP_LEFT,
                Vec2::new(dd + w / 2.0, -dd - h / 2.0),
            ),
        ];
        let hinted = circle.label.as_deref().and_then(|side| {
            let index = ["E", "W", "N", "S", "NE", "SW", "NW", "SE"]
                .iter()
                .position(|s| *s == side)?;
            Some(candidates[index])
        });
        if let Some((offset, anchor, centre)) = hinted {
            placed.push(Rect::from_center_size(p + centre, Vec2::new(w, h)));
            out.push((c, p + offset, anchor));
            continue;
        }
        let mut best: Option<(usize, Vec2, Anchor, Rect)> = None;
        for (i, (offset, anchor, centre)) in candidates.iter().enumerate() {
            let rect = Rect::from_center_size(p + *centre, Vec2::new(w, h));
            // A tile on any circle would cover the name: keep clear of every circle's disc.
            let grown = rect.inflate(TILE_R * 0.9);
            let circles = points
                .iter()
                .enumerate()
                .filter(|&(o, q)| o != c && grown.contains(*q))
                .count();
            let lines = line_samples.iter().filter(|q| rect.contains(**q)).count();
            let names = placed
                .iter()
                .filter(|r| !r.intersect(rect).is_empty())
                .count();
            let score = circles * 10 + lines * 3 + names * 40 + i;
            if best.as_ref().is_none_or(|(s, ..)| score < *s) {
                best = Some((score, *offset, *anchor, rect));
            }
        }
        if let Some((_, offset, anchor, rect)) = best {
            placed.push(rect);
            out.push((c, p + offset, anchor));
        }
    }
    out
}
