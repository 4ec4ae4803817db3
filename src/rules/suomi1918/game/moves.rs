//! Where a tile can go and fire: exact moves over free circles, the shooter's approaches
//! and the circles it may fire from, and the verses that forbid a step.

use super::*;

impl Suomi1918 {
    /// May this tile step from `from` to `to` along a line of this kind?
    pub(super) fn may_step(&self, tile: &Tile, to: usize, kind: LineKind, places: &Places) -> bool {
        if tile.artillery && !kind.is_thick() {
            return false;
        }
        // Vilppula: the Red Guard can never get past it.
        if tile.side == RED && Some(to) == places.vilppula {
            return false;
        }
        true
    }

    /// Every simple path of exactly `steps` intervals from the tile over free circles.
    pub(super) fn move_paths(&self, tile: &Tile, steps: u8) -> Vec<Vec<usize>> {
        let places = Places::of(&self.map);
        let mut out = Vec::new();
        let mut path = vec![tile.circle];
        self.extend_paths(tile, steps, &places, &mut path, &mut out);
        out
    }

    pub(super) fn extend_paths(
        &self,
        tile: &Tile,
        steps: u8,
        places: &Places,
        path: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if path.len() - 1 == usize::from(steps) {
            out.push(path.clone());
            return;
        }
        let at = *path.last().expect("a path starts somewhere");
        for &(next, kind) in &self.map.neighbours[at] {
            if path.contains(&next)
                || self.tile_at(next).is_some()
                || !self.may_step(tile, next, kind, places)
            {
                continue;
            }
            // Helsinki: White infantry may not enter it.
            if tile.side == WHITE && !tile.artillery && Some(next) == places.helsinki {
                continue;
            }
            path.push(next);
            self.extend_paths(tile, steps, places, path, out);
            path.pop();
        }
    }

    /// Where the tile can go over free circles within `max` intervals: the distance and
    /// the previous circle of each circle reached (breadth first, so shortest ways).
    pub(super) fn reach(&self, tile: &Tile, max: u8, places: &Places) -> (Vec<u8>, Vec<usize>) {
        let mut prev = vec![usize::MAX; self.map.circles.len()];
        let mut dist = vec![u8::MAX; self.map.circles.len()];
        dist[tile.circle] = 0;
        let mut queue = std::collections::VecDeque::from([tile.circle]);
        while let Some(c) = queue.pop_front() {
            if dist[c] >= max {
                continue;
            }
            for &(n, kind) in &self.map.neighbours[c] {
                if dist[n] != u8::MAX
                    || self.tile_at(n).is_some()
                    || !self.may_step(tile, n, kind, places)
                    || (tile.side == WHITE && !tile.artillery && Some(n) == places.helsinki)
                {
                    continue;
                }
                dist[n] = dist[c] + 1;
                prev[n] = c;
                queue.push_back(n);
            }
        }
        (dist, prev)
    }

    /// Every way the tile can shoot with `roll`: (target number, the circle next to the
    /// target it fires from, intervals d to the target). The shooter walks at most
    /// `roll − 1` intervals over free circles to a circle next to the target.
    pub(super) fn shots(&self, tile: &Tile, roll: u8) -> Vec<(u8, usize, u8)> {
        let places = Places::of(&self.map);
        let (dist, _) = self.reach(tile, roll.saturating_sub(1), &places);
        let mut out = Vec::new();
        for target in self.tiles.iter().filter(|t| t.side != tile.side) {
            // Vilppula: a White tile there cannot be shot. Helsinki: White infantry cannot
            // shoot at it.
            if (target.side == WHITE && Some(target.circle) == places.vilppula)
                || (tile.side == WHITE && !tile.artillery && Some(target.circle) == places.helsinki)
            {
                continue;
            }
            let mut froms: Vec<(usize, u8)> = self.map.neighbours[target.circle]
                .iter()
                .filter(|(_, kind)| !tile.artillery || kind.is_thick())
                .filter(|&&(c, _)| dist[c] != u8::MAX)
                .map(|&(c, _)| (c, dist[c] + 1))
                .collect();
            froms.sort_unstable_by_key(|&(c, d)| (d, c));
            froms.dedup_by_key(|(c, _)| *c);
            out.extend(froms.into_iter().map(|(c, d)| (target.number, c, d)));
        }
        out
    }

    /// The way a shot walks: from the shooter's circle to `from`, shortest.
    pub(super) fn shot_walk(&self, tile: &Tile, from: usize, roll: u8) -> Vec<usize> {
        let places = Places::of(&self.map);
        let (_, prev) = self.reach(tile, roll.saturating_sub(1), &places);
        let mut path = vec![from];
        let mut at = from;
        while prev[at] != usize::MAX {
            at = prev[at];
            path.push(at);
        }
        path.reverse();
        path
    }

    pub(super) fn moves_with(&self, face: u8) -> Vec<SuomiAction> {
        let mut actions = Vec::new();
        for tile in self.tiles.iter().filter(|t| t.side == self.side) {
            if self.held_at_mantyharju(tile, face) {
                continue;
            }
            let mut ends: Vec<usize> = self
                .move_paths(tile, face)
                .into_iter()
                .filter_map(|p| p.last().copied())
                .collect();
            ends.sort_unstable();
            ends.dedup();
            actions.extend(ends.into_iter().map(|to| SuomiAction::Move {
                tile: tile.number,
                to,
            }));
            actions.extend(self.shots(tile, face).into_iter().map(|(target, from, _)| {
                SuomiAction::Shoot {
                    tile: tile.number,
                    target,
                    from,
                }
            }));
        }
        actions
    }
}
