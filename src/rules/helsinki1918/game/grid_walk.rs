//! Helsinki 1918's move search on the map's grid: the steps of `Helsinki1918::walk` with
//! every question an array load; tested against the search hex by hex.

use super::movement::MoveEnd;
use super::*;
use crate::rules::helsinki1918::data::MAX_ROAD_MOVEMENT;
use crate::rules::helsinki1918::grid::{Grid, NO_CELL};

/// The move search of `Helsinki1918::walk` on the map's grid: the same steps in the same
/// order, every question a load from an array (the grid's sets and the occupancy counts).
pub(super) struct GridWalk<'a> {
    grid: &'a Grid,
    counts: &'a [[u8; 2]],
    start: usize,
    own: usize,
    enemy: usize,
    red: bool,
    minor: usize,
    road_movement: usize,
    city_with_friend: u8,
    city: u8,
    /// The ends found, as a bit set in the order of (destination, entered from): bit
    /// `6 × rank(destination) + VIA_SLOT[direction to the hex entered from]` (`Grid::rank`).
    found: Vec<u64>,
    /// The words of `found` written to: `touched.0..touched.1`.
    touched: (usize, usize),
    /// The most steps from the start to a cell whose units the search read (at most this
    /// far: a path's steps bound the distance).
    reach: usize,
}

thread_local! {
    /// A `found` set left by the thread's last search, all its bits cleared: a search takes it
    /// rather than allocate and clear a new one.
    static FOUND_SCRATCH: std::cell::Cell<Vec<u64>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The six neighbours of a hex in the order of hexes (by q, then r) are in these
/// directions (of `DIRS`): (−1, 0), (−1, 1), (0, −1), (0, 1), (1, −1), (1, 0).
const VIA_DIRECTIONS: [usize; 6] = [3, 2, 4, 1, 5, 0];
/// The place of each direction in `VIA_DIRECTIONS`.
const VIA_SLOT: [usize; 6] = [5, 3, 1, 0, 2, 4];

impl<'a> GridWalk<'a> {
    pub(super) fn new(game: &'a Helsinki1918, side: Side, start: usize) -> Self {
        let grid = &game.data.grid;
        let tables = &game.data.tables;
        Self {
            grid,
            counts: &game.occupancy.counts,
            start,
            own: super::board::camp(side),
            enemy: 1 - super::board::camp(side),
            red: side == RED,
            minor: usize::from(game.minor_counts(side)),
            road_movement: usize::from(tables.road_movement),
            city_with_friend: tables.city_movement_with_friend,
            city: tables.city_movement_germans_whites,
            found: {
                // The thread's cleared set, else a new one.
                let mut found = FOUND_SCRATCH.take();
                found.resize((grid.len() * 6).div_ceil(64), 0);
                found
            },
            touched: (usize::MAX, 0),
            reach: 0,
        }
    }

    /// A cell's units of the walking side's camp and of the enemy's. The pair is read as
    /// one number and split by shifts: indexed by camp, it went through memory, and every
    /// step waited on that.
    fn camps_in(&self, cell: usize) -> (u8, u8) {
        let both = u16::from_le_bytes(self.counts[cell]);
        (
            (both >> (8 * self.own)) as u8,
            (both >> (8 * self.enemy)) as u8,
        )
    }

    fn enemy_in(&self, cell: usize) -> bool {
        self.camps_in(cell).1 > 0
    }

    /// The ends found, sorted by (destination, entered from), each once, and the search's
    /// reach (how far from the start it read units). The ends are counted first, so the
    /// shared list is made at its size in one allocation (a range mapped is an iterator of
    /// known length).
    pub(super) fn ends(mut self) -> (std::sync::Arc<[MoveEnd]>, u8) {
        let ends = self.list_found();
        // Cleared where written, and left for the thread's next search.
        let (first, end) = self.touched;
        if let Some(words) = self.found.get_mut(first..end) {
            words.fill(0);
        }
        FOUND_SCRATCH.set(std::mem::take(&mut self.found));
        (ends, self.reach as u8)
    }

    fn list_found(&self) -> std::sync::Arc<[MoveEnd]> {
        let (first, end) = self.touched;
        let words = self.found.get(first..end).unwrap_or(&[]);
        let count: usize = words.iter().map(|w| w.count_ones() as usize).sum();
        let mut word = 0;
        let mut bits = words.first().copied().unwrap_or(0);
        (0..count)
            .map(|_| {
                while bits == 0 {
                    word += 1;
                    bits = words[word];
                }
                let key = (first + word) * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let to = usize::from(self.grid.cell_of_rank[key / 6]);
                let to_hex = self.grid.hex_of(to);
                MoveEnd {
                    to: to_hex,
                    via: neighbour(to_hex, VIA_DIRECTIONS[key % 6]),
                    attack: self.enemy_in(to),
                    friends: self.camps_in(to).0,
                }
            })
            .collect()
    }

    /// `fortification_near`: a fortification next to `cell` held by enemies.
    fn fortification_near(&self, cell: usize) -> bool {
        let here = &self.grid.step_cells[cell];
        let mut dirs = here.forts;
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            let n = here.next[d];
            if n != NO_CELL && self.enemy_in(usize::from(n)) {
                return true;
            }
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn step(
        &mut self,
        at: usize,
        path: &mut [u16; MAX_ROAD_MOVEMENT],
        len: usize,
        least: u8,
        on_road: bool,
        first_friend: bool,
    ) {
        if len >= self.road_movement {
            return;
        }
        // `at` is at most `len` steps out: its neighbours, read here and below, one more.
        self.reach = self.reach.max(len + 1);
        let here_fort = self.fortification_near(at);
        // What every step from `at` reads of it, read once.
        let here = self.grid.step_cells[at];
        let next = here.next;
        let roads = here.roads[self.minor];
        // The open steps, lowest direction first.
        let mut open = here.open;
        while open != 0 {
            let d = open.trailing_zeros() as usize;
            open &= open - 1;
            // An open step leads onto land, inside the grid.
            let n16 = next[d];
            let n = usize::from(n16);
            if n == self.start {
                continue;
            }
            #[expect(
                clippy::manual_contains,
                reason = "compared in place: `contains` is a call here, 4 % of a random \
                          series, and the path holds at most `MAX_ROAD_MOVEMENT` cells"
            )]
            let on_path = path[..len].iter().any(|&cell| cell == n16);
            if on_path {
                continue;
            }
            let (friends, enemies) = self.camps_in(n);
            let attacking = enemies > 0;
            let there = &self.grid.step_cells[n];
            let (is_city, fortification, movement, ends_key) = (
                there.city,
                there.fortification,
                there.movement,
                there.ends_key,
            );
            if here_fort {
                // The hexes beside `n` are read: two steps beyond `at`.
                self.reach = self.reach.max(len + 2);
                if self.fortification_near(n) && !(attacking && fortification) {
                    continue;
                }
            }
            let first = if len == 0 { friends > 0 } else { first_friend };
            let value = if is_city && !self.red {
                if first {
                    self.city_with_friend
                } else {
                    self.city
                }
            } else {
                movement
            };
            let least_now = if len == 0 { value } else { least.min(value) };
            let road_now = on_road && roads >> d & 1 == 1 && !is_city;
            let steps = len + 1;
            let allowed =
                steps <= usize::from(least_now) || (road_now && steps <= self.road_movement);
            if !allowed {
                continue;
            }
            // Entered from `at`: the direction from `n` back to it.
            let key = ends_key as usize + VIA_SLOT[(d + 3) % 6];
            self.found[key / 64] |= 1 << (key % 64);
            self.touched = (
                self.touched.0.min(key / 64),
                self.touched.1.max(key / 64 + 1),
            );
            // Go on only if a next step can still be allowed (the movement value only
            // falls and a road, once left, is not taken up again): what the hex-by-hex search
            // would try there, it would refuse.
            let after = steps + 1;
            let can_go_on =
                after <= usize::from(least_now) || (road_now && after <= self.road_movement);
            if !attacking && can_go_on {
                path[len] = n16;
                self.step(n, path, len + 1, least_now, road_now, first);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_games::play_seeded_game;
    use super::*;
    use crate::ai::Strength;

    /// A search's reach (what `SearchMemo::carry` trusts): a unit of either camp put in a
    /// hex one or two steps beyond it leaves the search's ends as they were, in positions of
    /// seeded random games.
    #[test]
    fn a_unit_beyond_a_searchs_reach_leaves_its_ends() {
        use crate::rules::helsinki1918::hex_distance;
        let mut probes = 0;
        // Probes where the unit stood beside a fortification hex (the search reads those one
        // step further than the hexes it enters).
        let mut beside_forts = 0;
        for seed in 0..3 {
            play_seeded_game(seed, 300, Strength::Random, |game, step| {
                if step % 20 != 0 || !game.all_units_on_grid() {
                    return;
                }
                for side in Side::ALL {
                    let mut starts: Vec<Hex> = game
                        .units
                        .iter()
                        .filter(|u| u.side == side)
                        .filter_map(|u| match u.place {
                            Place::Map(h) if game.data.cell(h).is_some() => Some(h),
                            _ => None,
                        })
                        .collect();
                    starts.sort_unstable();
                    starts.dedup();
                    for start in starts {
                        let (ends, reach) = game.move_ends_and_reach(side, start);
                        let reach = i32::from(reach);
                        let beyond = |h: Hex| hex_distance(h, start) > reach;
                        for mover in [side, if side == RED { WHITE } else { RED }] {
                            // A unit of the mover's side standing beyond the reach (or off
                            // the map), so that taking it away changes nothing the search
                            // read either.
                            let Some(unit) = game.units.iter().position(|u| {
                                u.side == mover
                                    && match u.place {
                                        Place::Map(h) => beyond(h) && !in_tikkurila(h),
                                        _ => true,
                                    }
                            }) else {
                                continue;
                            };
                            for q in -(reach + 2)..=reach + 2 {
                                for r in -(reach + 2)..=reach + 2 {
                                    let h = (start.0 + q, start.1 + r);
                                    let distance = hex_distance(h, start);
                                    if distance <= reach
                                        || distance > reach + 2
                                        || game.data.cell(h).is_none()
                                        || !game.data.is_land(h)
                                    {
                                        continue;
                                    }
                                    let mut probe = game.clone();
                                    probe.move_unit(unit as UnitId, Place::Map(h));
                                    // The same ends, and the same reach: a search carried on
                                    // is judged by it again after the next action.
                                    let (probed, probed_reach) =
                                        probe.move_ends_and_reach(side, start);
                                    assert_eq!(
                                        (&probed[..], i32::from(probed_reach)),
                                        (&ends[..], reach),
                                        "seed {seed}, action {step}, {side} from {start:?}, \
                                         reach {reach}, a unit of {mover} put on {h:?}"
                                    );
                                    probes += 1;
                                    beside_forts += usize::from(
                                        (0..6).any(|d| {
                                            game.terrain(neighbour(h, d)) == Terrain::Fortification
                                        }) || game.terrain(h) == Terrain::Fortification,
                                    );
                                }
                            }
                        }
                    }
                }
            });
        }
        assert!(probes > 2000, "only {probes} probes");
        assert!(
            beside_forts > 50,
            "only {beside_forts} probes near a fortification"
        );
    }

    /// The grid's move, command and out-of-command distance searches find what the searches
    /// hex by hex find, for every stack of both camps in positions of seeded random games.
    #[test]
    fn the_grid_search_finds_the_moves_the_rules_give() {
        let mut compared = 0;
        // Distances compared: in command (0), out of it (more), and with no way there.
        let mut distances = [0; 3];
        for seed in 0..6 {
            play_seeded_game(seed, 400, Strength::Random, |game, step| {
                if step % 7 != 0 {
                    return;
                }
                for side in [RED, WHITE, GERMAN] {
                    let mut hexes: Vec<Hex> = game
                        .units
                        .iter()
                        .filter_map(|u| match u.place {
                            // A battle hex has its own one-hex moves, searched by neither.
                            Place::Map(h) if !in_tikkurila(h) && !game.in_battle(h) => Some(h),
                            _ => None,
                        })
                        .collect();
                    hexes.dedup();
                    let anchors = game.anchors(side, false);
                    let mut by_hex: Vec<Hex> = game
                        .command_from_by_hex(side, &anchors)
                        .into_iter()
                        .collect();
                    let mut on_grid: Vec<Hex> = game
                        .command_area(side, &game.anchor_list(side))
                        .hexes()
                        .collect();
                    by_hex.sort_unstable();
                    on_grid.sort_unstable();
                    assert_eq!(on_grid, by_hex, "seed {seed}, action {step}, {side}");
                    for (unit, u) in game.units.iter().enumerate() {
                        if let Place::Map(h) = u.place
                            && u.side == side
                        {
                            let distance = game.ooc_distance(unit as UnitId);
                            assert_eq!(
                                distance,
                                game.ooc_distance_by_hex(h, side),
                                "seed {seed}, action {step}, {side}'s unit {unit} on {h:?}"
                            );
                            distances[match distance {
                                Some(0) => 0,
                                Some(_) => 1,
                                None => 2,
                            }] += 1;
                        }
                    }
                    for h in hexes {
                        assert_eq!(
                            game.move_ends(side, h)[..],
                            game.move_ends_by_hex(side, h)[..],
                            "seed {seed}, action {step}, {side} from {h:?}"
                        );
                        compared += 1;
                    }
                }
            });
        }
        assert!(compared > 1000, "only {compared} move searches compared");
        assert!(
            distances[0] > 100 && distances[1] > 100,
            "distances compared (in command, out of it, no way): {distances:?}"
        );
    }
}
