//! Where a tile can go and fire: exact moves over free circles, the shooter's approaches
//! and the circles it may fire from, and the verses that forbid a step.

use std::ops::ControlFlow;

use crate::rules::suomi1918::LONGEST_WAY;

use super::*;

/// Where one tile can go with the roll being moved: the circles a move can end on, and the
/// circles its shooter can reach to fire from (`roll − 1` intervals at most), as bit sets;
/// both empty for a tile held at Mäntyharju.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct RollReach {
    ends: u128,
    reached: u128,
    /// The number of moves (circles in `ends`) and of shots (`shot_count`).
    moves: u8,
    shots: u8,
}

/// A circle the search did not reach, or the start of a way (no previous circle).
const UNREACHED: u8 = u8::MAX;

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
        self.closed_circles_among(tile, self.occupied_circles())
    }

    /// `closed_circles` with the tiles' circles (`occupied_circles`) known.
    fn closed_circles_among(&self, tile: &Tile, occupied: u128) -> u128 {
        let mut closed = occupied;
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

    /// Where the tile can go with `roll`: the circles a move of exactly `roll` intervals over
    /// free circles can end on, and the circles its shooter reaches within `roll − 1`, by
    /// distance (`levels[d]`: the circles first reached after `d` intervals, as a search
    /// breadth first finds them), read off the map's ways (`WayTable::open_ends`).
    /// `closed`: the tile's `closed_circles`.
    fn roll_ways(
        &self,
        tile: &Tile,
        roll: u8,
        closed: u128,
    ) -> (u128, [u128; LONGEST_WAY as usize]) {
        self.map
            .ways(tile.artillery)
            .open_ends(tile.circle, roll, closed)
    }

    /// Every way the tile can shoot with `roll`, handed to `visit` until it breaks: (target
    /// number, the circle next to the target it fires from, intervals d to the target), each
    /// target's ways nearest first, then by circle. The shooter walks at most `roll − 1`
    /// intervals over free circles to a circle next to the target (artillery along thick
    /// lines, to a thick line's end). Visited, not listed: the move list takes them as they
    /// come, and the random choice stops at the one it picked.
    pub(super) fn visit_shots(
        &self,
        tile: &Tile,
        roll: u8,
        mut visit: impl FnMut(u8, usize, u8) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let (_, levels) = self.roll_ways(tile, roll, self.closed_circles(tile));
        let reached = levels.iter().fold(0, |set, level| set | level);
        for target in self.shot_targets(tile) {
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

    /// The enemy tiles `tile` may shoot at. Vilppula: a White tile there cannot be shot.
    /// Helsinki: White infantry cannot shoot at it.
    fn shot_targets<'a>(&'a self, tile: &'a Tile) -> impl Iterator<Item = &'a Tile> + 'a {
        // Only the two circles asked about, not a copy of every place.
        let (vilppula, helsinki) = (self.places.vilppula, self.places.helsinki);
        self.tiles.iter().filter(move |target| {
            target.side != tile.side
                && !(target.side == WHITE && Some(target.circle) == vilppula)
                && !(tile.side == WHITE && !tile.artillery && Some(target.circle) == helsinki)
        })
    }

    /// The circles next to the tiles `tile` may shoot at (`shot_targets`), as a bit set.
    fn next_to_targets(&self, tile: &Tile) -> u128 {
        self.shot_targets(tile).fold(0, |set, target| {
            set | self.map.step_set(target.circle, tile.artillery)
        })
    }

    /// The number of shots `visit_shots` visits for a tile whose shooter reaches `reached`.
    fn shot_count(&self, tile: &Tile, reached: u128) -> u32 {
        self.shot_targets(tile)
            .map(|target| self.map.step_set(target.circle, tile.artillery) & reached)
            .map(sparse_count)
            .sum()
    }

    /// Works out each tile's `RollReach` for the side to move and the roll `face`, and says
    /// whether the roll can be used at all (a move or a shot). Called when the die falls;
    /// the move list, the legality check and the random choice read it.
    pub(super) fn prepare_roll(&mut self, face: u8) -> bool {
        // Written in place, not built aside and copied.
        self.roll_reach = [RollReach::default(); 7];
        let mut usable = false;
        let occupied = self.occupied_circles();
        let mut next_to_targets: [Option<u128>; 2] = [None; 2];
        for index in 0..self.tiles.len() {
            let tile = &self.tiles[index];
            if tile.side != self.side
                || usize::from(tile.number) >= self.roll_reach.len()
                || self.held_at_mantyharju(tile, face)
            {
                continue;
            }
            let closed = self.closed_circles_among(tile, occupied);
            let (ends, moves, reached) =
                self.map
                    .ways(tile.artillery)
                    .open_ends_and_nearer(tile.circle, face, closed);
            // Where this side's infantry, or its artillery, may shoot from at all (the
            // targets are the same for every tile of a kind): most tiles are out of reach.
            let near = *next_to_targets[usize::from(tile.artillery)]
                .get_or_insert_with(|| self.next_to_targets(tile));
            let shots = if reached & near == 0 {
                0
            } else {
                self.shot_count(tile, reached)
            };
            let number = usize::from(tile.number);
            self.roll_reach[number] = RollReach {
                ends,
                reached,
                moves: moves as u8,
                shots: shots.min(u32::from(u8::MAX)) as u8,
            };
            usable = usable || ends != 0 || shots > 0;
        }
        usable
    }

    /// The tile's `RollReach` for the roll being moved.
    fn roll_reach_of(&self, tile: &Tile) -> RollReach {
        self.roll_reach
            .get(usize::from(tile.number))
            .copied()
            .unwrap_or_default()
    }

    /// `legal_actions()[k]` for the `k` that `pick` chooses from their number (asked only
    /// when there are two or more), in the order of `moves_with`, without the list: each
    /// tile's moves and shots are counted from its `RollReach`, and only the chosen one is
    /// looked for. `None` for an index out of range.
    pub(super) fn pick_move(
        &self,
        face: u8,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<SuomiAction> {
        let own = || self.tiles.iter().filter(|t| t.side == self.side);
        // Each tile's moves and shots, in the order of the tiles.
        let mut counts = [(0u32, 0u32); 12];
        let mut total = 0usize;
        for (tile, count) in own().zip(counts.iter_mut()) {
            if self.held_at_mantyharju(tile, face) {
                continue;
            }
            let reach = self.roll_reach_of(tile);
            *count = (u32::from(reach.moves), u32::from(reach.shots));
            total += (count.0 + count.1) as usize;
        }
        let mut k = match total {
            0 => return None,
            1 => 0,
            n => pick(n),
        };
        for (tile, &(moves, shots)) in own().zip(counts.iter()) {
            let (moves, shots) = (moves as usize, shots as usize);
            if k >= moves + shots {
                k -= moves + shots;
                continue;
            }
            if k < moves {
                let mut ends = self.roll_reach_of(tile).ends;
                for _ in 0..k {
                    ends &= ends - 1;
                }
                return Some(SuomiAction::Move {
                    tile: tile.number,
                    to: ends.trailing_zeros() as usize,
                });
            }
            let mut left = k - moves;
            let mut chosen = None;
            let _ = self.visit_shots(tile, face, |target, from, _| {
                if left == 0 {
                    chosen = Some(SuomiAction::Shoot {
                        tile: tile.number,
                        target,
                        from,
                    });
                    return ControlFlow::Break(());
                }
                left -= 1;
                ControlFlow::Continue(())
            });
            return chosen;
        }
        None
    }

    /// The intervals a shot from `from` covers to its target: the shooter's way there,
    /// shortest (`shot_walk`), and the last one onto the target.
    pub(super) fn shot_distance(&self, tile: &Tile, from: usize, roll: u8) -> u8 {
        let (_, levels) = self.roll_ways(tile, roll, self.closed_circles(tile));
        let walked = levels.iter().position(|level| level >> from & 1 == 1);
        walked.map_or(1, |d| d as u8 + 1)
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
        // In two halves: a shift of a 128-bit set by a number not known is many instructions.
        let mut halves = [0u64; 2];
        for t in &self.tiles {
            halves[t.circle >> 6 & 1] |= 1u64 << (t.circle & 63);
        }
        u128::from(halves[0]) | u128::from(halves[1]) << 64
    }

    /// The moves and shots of one tile with this roll, in the order of `moves_with`.
    fn tile_moves(&self, tile: &Tile, face: u8, out: &mut Vec<SuomiAction>) {
        if self.held_at_mantyharju(tile, face) {
            return;
        }
        let mut ends = self.roll_reach_of(tile).ends;
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
        let reach = self.roll_reach_of(tile);
        match *action {
            SuomiAction::Move { to, .. } => to < 128 && reach.ends >> to & 1 == 1,
            // A shot `visit_shots` visits: at a target it may shoot at, from a circle next
            // to it that the shooter reaches.
            SuomiAction::Shoot { target, from, .. } => {
                from < 128
                    && self.shot_targets(tile).any(|t| {
                        let next_to_target = self.map.step_set(t.circle, tile.artillery);
                        t.number == target && (next_to_target & reach.reached) >> from & 1 == 1
                    })
            }
            SuomiAction::Roll(_) => false,
        }
    }
}

/// The number of circles in a set of a few (a bit at a time: cheaper than a count of all the
/// bits where the processor has no instruction for it).
fn sparse_count(mut set: u128) -> u32 {
    let mut count = 0;
    while set != 0 {
        set &= set - 1;
        count += 1;
    }
    count
}
