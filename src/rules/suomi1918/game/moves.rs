//! Where a tile can go and fire: exact moves over free circles, the shooter's approaches
//! and the circles it may fire from, and the verses that forbid a step.

use std::ops::ControlFlow;

use super::*;

/// A circle the search did not reach, or the start of a way (no previous circle).
const UNREACHED: u8 = u8::MAX;
/// The distances `reach_levels` keeps: 0 to 7 intervals.
const REACH_LEVELS: usize = 8;

impl Suomi1918 {
    /// The first simple path (in the order of the map's lines) of exactly `steps` intervals
    /// from the tile over free circles that ends on `to`.
    pub(super) fn path_to(&self, tile: &Tile, steps: u8, to: usize) -> Option<Vec<usize>> {
        let closed = self.closed_circles(tile);
        let mut path = vec![tile.circle];
        self.extend_path_to(tile.artillery, steps, closed, to, &mut path)
            .then_some(path)
    }

    fn extend_path_to(
        &self,
        thick_only: bool,
        steps_left: u8,
        closed: u128,
        to: usize,
        path: &mut Vec<usize>,
    ) -> bool {
        let at = *path.last().expect("a path starts somewhere");
        if steps_left == 0 {
            return at == to;
        }
        for &next in self.map.steps_from(at, thick_only) {
            let bit = 1u128 << next;
            if closed & bit != 0 {
                continue;
            }
            path.push(usize::from(next));
            if self.extend_path_to(thick_only, steps_left - 1, closed | bit, to, path) {
                return true;
            }
            path.pop();
        }
        false
    }

    /// The circles a tile may never step onto now: every tile's circle; Vilppula for the
    /// Reds (the Red Guard can never get past it); Helsinki for White infantry (it may not
    /// enter). Artillery moves along thick lines only (`steps_from` with `thick_only`).
    fn closed_circles(&self, tile: &Tile) -> u128 {
        let mut closed = self.occupied_circles();
        let mut close = |c: Option<usize>| {
            if let Some(c) = c {
                closed |= 1u128 << c;
            }
        };
        if tile.side == RED {
            close(self.places.vilppula);
        }
        if tile.side == WHITE && !tile.artillery {
            close(self.places.helsinki);
        }
        closed
    }

    /// Where the tile can go over free circles within `max` intervals: the distance and
    /// the previous circle of each circle reached (breadth first, so shortest ways);
    /// `UNREACHED` where it cannot go.
    pub(super) fn reach(&self, tile: &Tile, max: u8) -> ([u8; 128], [u8; 128]) {
        let mut prev = [UNREACHED; 128];
        let mut dist = [UNREACHED; 128];
        let closed = self.closed_circles(tile);
        dist[tile.circle] = 0;
        let mut queue = [0u8; 128];
        queue[0] = tile.circle as u8;
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let c = usize::from(queue[head]);
            head += 1;
            if dist[c] >= max {
                continue;
            }
            for &n in self.map.steps_from(c, tile.artillery) {
                let n = usize::from(n);
                if dist[n] != UNREACHED || closed >> n & 1 == 1 {
                    continue;
                }
                dist[n] = dist[c] + 1;
                prev[n] = c as u8;
                queue[tail] = n as u8;
                tail += 1;
            }
        }
        (dist, prev)
    }

    /// The circles the tile reaches over free circles within `max` intervals, by distance:
    /// `levels[d]` the circles first reached after `d` (breadth first, as `reach`), up to
    /// `REACH_LEVELS - 1` intervals (a die's roll needs five).
    fn reach_levels(&self, tile: &Tile, max: u8) -> [u128; REACH_LEVELS] {
        let mut levels = [0u128; REACH_LEVELS];
        let closed = self.closed_circles(tile);
        levels[0] = 1u128 << tile.circle;
        let mut seen = levels[0];
        for d in 1..=usize::from(max).min(REACH_LEVELS - 1) {
            let mut frontier = levels[d - 1];
            let mut next = 0u128;
            while frontier != 0 {
                let c = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                next |= self.map.step_set(c, tile.artillery);
            }
            next &= !closed & !seen;
            if next == 0 {
                break;
            }
            seen |= next;
            levels[d] = next;
        }
        levels
    }

    /// Every way the tile can shoot with `roll`, handed to `visit` until it breaks: (target
    /// number, the circle next to the target it fires from, intervals d to the target), each
    /// target's ways nearest first, then by circle. The shooter walks at most `roll − 1`
    /// intervals over free circles to a circle next to the target (artillery along thick
    /// lines, to a thick line's end). Visited, not listed: the move list, the check of one
    /// shot and the question whether a roll can be used at all need no list of their own.
    pub(super) fn visit_shots(
        &self,
        tile: &Tile,
        roll: u8,
        mut visit: impl FnMut(u8, usize, u8) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let places = self.places;
        let levels = self.reach_levels(tile, roll.saturating_sub(1));
        let reached = levels.iter().fold(0, |set, level| set | level);
        for target in self.tiles.iter().filter(|t| t.side != tile.side) {
            // Vilppula: a White tile there cannot be shot. Helsinki: White infantry cannot
            // shoot at it.
            if (target.side == WHITE && Some(target.circle) == places.vilppula)
                || (tile.side == WHITE && !tile.artillery && Some(target.circle) == places.helsinki)
            {
                continue;
            }
            let next_to_target = self.map.step_set(target.circle, tile.artillery);
            if next_to_target & reached == 0 {
                continue;
            }
            for (d, level) in levels.iter().enumerate() {
                let mut froms = next_to_target & level;
                while froms != 0 {
                    let from = froms.trailing_zeros() as usize;
                    froms &= froms - 1;
                    visit(target.number, from, d as u8 + 1)?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// The way a shot walks: from the shooter's circle to `from`, shortest.
    pub(super) fn shot_walk(&self, tile: &Tile, from: usize, roll: u8) -> Vec<usize> {
        let (_, prev) = self.reach(tile, roll.saturating_sub(1));
        let mut path = vec![from];
        let mut at = from;
        while prev[at] != UNREACHED {
            at = usize::from(prev[at]);
            path.push(at);
        }
        path.reverse();
        path
    }

    /// The circles where some tile stands, as a bit set (the map has at most 128 circles).
    fn occupied_circles(&self) -> u128 {
        self.tiles.iter().fold(0, |set, t| set | 1u128 << t.circle)
    }

    /// The circles where a move of exactly `steps` intervals over free circles can end, as a
    /// bit set: the ends of every such way (`path_to` finds one), found without writing the ways
    /// out.
    fn move_ends(&self, tile: &Tile, steps: u8) -> u128 {
        let mut ends = 0u128;
        let closed = self.closed_circles(tile);
        self.extend_ends(tile.artillery, steps, closed, tile.circle, &mut ends);
        ends
    }

    /// `closed`: the circles the tile cannot step onto, its way so far included.
    fn extend_ends(
        &self,
        thick_only: bool,
        steps_left: u8,
        closed: u128,
        at: usize,
        ends: &mut u128,
    ) {
        if steps_left == 0 {
            *ends |= 1u128 << at;
            return;
        }
        if steps_left == 1 {
            // The last step: every free circle next to this one.
            *ends |= self.map.step_set(at, thick_only) & !closed;
            return;
        }
        if steps_left == 2 {
            // The last two: every free circle next to a free one next to this one.
            for &next in self.map.steps_from(at, thick_only) {
                let bit = 1u128 << next;
                if closed & bit == 0 {
                    *ends |= self.map.step_set(usize::from(next), thick_only) & !(closed | bit);
                }
            }
            return;
        }
        for &next in self.map.steps_from(at, thick_only) {
            let bit = 1u128 << next;
            if closed & bit == 0 {
                self.extend_ends(
                    thick_only,
                    steps_left - 1,
                    closed | bit,
                    usize::from(next),
                    ends,
                );
            }
        }
    }

    /// The moves and shots of one tile with this roll, in the order of `moves_with`.
    fn tile_moves(&self, tile: &Tile, face: u8, out: &mut Vec<SuomiAction>) {
        if self.held_at_mantyharju(tile, face) {
            return;
        }
        let mut ends = self.move_ends(tile, face);
        while ends != 0 {
            let to = ends.trailing_zeros() as usize;
            ends &= ends - 1;
            out.push(SuomiAction::Move {
                tile: tile.number,
                to,
            });
        }
        let _ = self.visit_shots(tile, face, |target, from, _| {
            out.push(SuomiAction::Shoot {
                tile: tile.number,
                target,
                from,
            });
            ControlFlow::Continue(())
        });
    }

    pub(super) fn moves_with(&self, face: u8) -> Vec<SuomiAction> {
        let mut actions = Vec::with_capacity(32);
        for tile in self.tiles.iter().filter(|t| t.side == self.side) {
            self.tile_moves(tile, face, &mut actions);
        }
        actions
    }

    /// Can the side to move use this roll at all? (Moves are looked for before shots: they
    /// are quicker to find.)
    pub(super) fn has_move(&self, face: u8) -> bool {
        let free = || {
            self.tiles
                .iter()
                .filter(|t| t.side == self.side && !self.held_at_mantyharju(t, face))
        };
        free().any(|tile| self.move_ends(tile, face) != 0)
            || free().any(|tile| {
                let any_shot = |_, _, _| ControlFlow::Break(());
                self.visit_shots(tile, face, any_shot).is_break()
            })
    }

    /// Is this action one of `moves_with(face)`? Only the named tile's moves, or its shots,
    /// are looked at.
    pub(super) fn is_legal_move(&self, face: u8, action: &SuomiAction) -> bool {
        let number = match action {
            SuomiAction::Move { tile, .. } | SuomiAction::Shoot { tile, .. } => *tile,
            SuomiAction::Roll(_) => return false,
        };
        let Some(tile) = self.tile(self.side, number) else {
            return false;
        };
        if self.held_at_mantyharju(tile, face) {
            return false;
        }
        match *action {
            SuomiAction::Move { to, .. } => to < 128 && self.move_ends(tile, face) >> to & 1 == 1,
            SuomiAction::Shoot { target, from, .. } => self
                .visit_shots(tile, face, |t, f, _| {
                    if t == target && f == from {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                })
                .is_break(),
            SuomiAction::Roll(_) => false,
        }
    }
}
