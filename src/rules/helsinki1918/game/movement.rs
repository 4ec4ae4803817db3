//! Movement: the hexes a stack may reach and by which side it enters, retreat hexes, placement and forming hexes, HQ moves, the split move of a stack in direct command.

use super::grid_walk::GridWalk;
use super::search_memo::MoveSearches;
use super::*;
use crate::rules::helsinki1918::data::MAX_ROAD_MOVEMENT;
use crate::rules::helsinki1918::grid::{CornerSet, NO_CELL};

/// The fixed parts of a move search.
struct Walk {
    side: Side,
    start: Hex,
    minor: bool,
}

/// One end of a move found by the search: the destination, the hex entered from, whether it
/// is an attack (it holds enemies) and the friends already there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct MoveEnd {
    pub to: Hex,
    pub via: Hex,
    pub(super) attack: bool,
    pub(super) friends: u8,
}

impl MoveEnd {
    /// Can `movers` units end their move here (the stack limit)?
    pub(super) fn fits(&self, movers: usize) -> bool {
        let friends = usize::from(self.friends);
        if self.attack {
            friends == 0 || friends + movers <= STACK_LIMIT
        } else {
            friends + movers <= STACK_LIMIT
        }
    }
}

impl Helsinki1918 {
    /// A hex's movement value for `side` (`first_friend`: the first hex entered holds a friend).
    pub(super) fn move_value(&self, side: Side, h: Hex, first_friend: bool) -> u8 {
        let t = &self.data.tables;
        let terrain = self.terrain(h);
        if terrain == Terrain::City && side != RED {
            if first_friend {
                t.city_movement_with_friend
            } else {
                t.city_movement_germans_whites
            }
        } else {
            self.data.movement(terrain)
        }
    }

    /// Every end of a move for these units from `start`: (destination, the hex entered from).
    pub(super) fn destinations(&self, side: Side, start: Hex, movers: usize) -> Vec<(Hex, Hex)> {
        self.move_ends(side, start)
            .iter()
            .filter(|e| e.fits(movers))
            .map(|e| (e.to, e.via))
            .collect()
    }

    /// Every end of a move from `start` for any number of movers, sorted by (destination,
    /// entered from); `MoveEnd::fits` tells which a group of movers may take.
    pub(super) fn move_ends(&self, side: Side, start: Hex) -> std::sync::Arc<[MoveEnd]> {
        self.move_ends_and_reach(side, start).0
    }

    /// `move_ends`, and how far from `start` the search read the map's units: a change of
    /// units further away leaves its ends as they are. A search hex by hex reads as far as
    /// the longest road move and a fortification beside its end.
    pub(super) fn move_ends_and_reach(
        &self,
        side: Side,
        start: Hex,
    ) -> (std::sync::Arc<[MoveEnd]>, u8) {
        let furthest = self.data.tables.road_movement + 1;
        let mut out: Vec<MoveEnd> = Vec::new();
        if self.in_battle(start) {
            // Leaving a battle: one hex, into a hex the unit could retreat to.
            for h in self.retreat_hexes(start, side) {
                if !self.enemy_in(h, side) {
                    out.push(MoveEnd {
                        to: h,
                        via: start,
                        attack: false,
                        friends: self.stack(h, side) as u8,
                    });
                }
            }
            return (out.into(), furthest);
        }
        match self.data.cell(start).filter(|_| self.all_units_on_grid()) {
            Some(cell) => {
                let minor = self.minor_counts(side);
                let on_road = self.data.has_road(start, minor);
                let mut walk = GridWalk::new(self, side, cell);
                let mut path = [NO_CELL; MAX_ROAD_MOVEMENT];
                walk.step(cell, &mut path, 0, u8::MAX, on_road, false);
                walk.ends()
            }
            // Tikkurila's box (or a unit a scenario put off the map): hex by hex.
            None => (self.move_ends_by_hex(side, start).into(), furthest),
        }
    }

    /// The move search hex by hex, whatever the hexes: the rules as written, for the
    /// Tikkurila box and as the check of the grid's search (`grid_walk.rs`' test).
    pub(super) fn move_ends_by_hex(&self, side: Side, start: Hex) -> Vec<MoveEnd> {
        let minor = self.minor_counts(side);
        let on_road = self.data.has_road(start, minor) || in_tikkurila(start);
        let walk = Walk { side, start, minor };
        let mut path = [start; MAX_ROAD_MOVEMENT];
        let mut out = Vec::new();
        self.walk(
            &walk,
            start,
            &mut path,
            0,
            u8::MAX,
            on_road,
            false,
            &mut out,
        );
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Is a fortification hex next to `h` held by enemies of `side`?
    fn fortification_near(&self, h: Hex, side: Side) -> bool {
        if in_tikkurila(h) {
            return (0..6).any(|d| {
                let n = neighbour(h, d);
                self.terrain(n) == Terrain::Fortification && self.enemy_in(n, side)
            });
        }
        let mut dirs = self.data.fortification_directions(h);
        while dirs != 0 {
            let d = dirs.trailing_zeros() as usize;
            dirs &= dirs - 1;
            if self.enemy_in(neighbour(h, d), side) {
                return true;
            }
        }
        false
    }

    /// May a unit step from `at` into its neighbour in direction `d`?
    fn step_open(&self, at: Hex, d: usize) -> bool {
        let n = neighbour(at, d);
        if in_tikkurila(at) || in_tikkurila(n) {
            self.is_land(n) && self.passable(at, n)
        } else {
            self.data.passable_dir(at, d)
        }
    }

    /// Is the step from `at` in direction `d` along a road for the command route or a move?
    fn road_dir(&self, at: Hex, d: usize, minor: bool) -> bool {
        let n = neighbour(at, d);
        if in_tikkurila(at) || in_tikkurila(n) {
            self.data.road(at, n, minor)
        } else {
            self.data.road_dir(at, d, minor)
        }
    }

    /// Extends a move by one hex in every direction: the lowest movement value of the hexes
    /// entered so far (`least`), whether every step so far followed a road from a road hex
    /// and entered no city hex (`on_road`), whether the first hex entered held a friend.
    /// `path[..len]` holds the hexes entered so far.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        w: &Walk,
        at: Hex,
        path: &mut [Hex; MAX_ROAD_MOVEMENT],
        len: usize,
        least: u8,
        on_road: bool,
        first_friend: bool,
        out: &mut Vec<MoveEnd>,
    ) {
        let road_movement = usize::from(self.data.tables.road_movement);
        if len >= road_movement {
            return;
        }
        let here_fort = self.fortification_near(at, w.side);
        for d in 0..6 {
            let n = neighbour(at, d);
            if n == w.start || path[..len].contains(&n) || !self.step_open(at, d) {
                continue;
            }
            let attacking = self.enemy_in(n, w.side);
            let terrain = self.terrain(n);
            if here_fort
                && self.fortification_near(n, w.side)
                && !(attacking && terrain == Terrain::Fortification)
            {
                continue;
            }
            let friends = self.stack(n, w.side);
            let first = if len == 0 { friends > 0 } else { first_friend };
            let value = self.move_value(w.side, n, first);
            // Before the first hex the city value is not known: the first hex fixes it.
            let least_now = if len == 0 { value } else { least.min(value) };
            let road_now = on_road && self.road_dir(at, d, w.minor) && terrain != Terrain::City;
            let steps = len + 1;
            let allowed = steps <= usize::from(least_now) || (road_now && steps <= road_movement);
            if !allowed {
                continue;
            }
            out.push(MoveEnd {
                to: n,
                via: at,
                attack: attacking,
                friends: friends as u8,
            });
            if !attacking {
                path[len] = n;
                self.walk(w, n, path, len + 1, least_now, road_now, first, out);
            }
        }
    }

    /// Does every unit on the map stand on the map's grid or in Tikkurila (so the grid's
    /// occupancy counts see them all)?
    pub(super) fn all_units_on_grid(&self) -> bool {
        self.occupancy.off_grid == 0
    }

    /// The three hexes behind a side's units in a battle hex.
    pub(super) fn retreat_hexes(&self, h: Hex, side: Side) -> Vec<Hex> {
        let facing = self
            .units_at(h)
            .find(|(_, u)| !opposed(u.side, side) && u.facing.is_some())
            .and_then(|(_, u)| u.facing)
            .unwrap_or(0);
        let back = usize::from(facing) + 3;
        [back + 5, back, back + 1]
            .into_iter()
            .map(|d| neighbour(h, d % 6))
            .filter(|n| self.is_land(*n) && self.passable(h, *n))
            .collect()
    }

    pub(super) fn blocked_retreats(&self, h: Hex, side: Side) -> i8 {
        let facing = self
            .units_at(h)
            .find(|(_, u)| !opposed(u.side, side) && u.facing.is_some())
            .and_then(|(_, u)| u.facing)
            .unwrap_or(0);
        let back = usize::from(facing) + 3;
        [back + 5, back, back + 1]
            .into_iter()
            .map(|d| neighbour(h, d % 6))
            .filter(|n| !self.is_land(*n) || !self.passable(h, *n) || self.enemy_in(*n, side))
            .count() as i8
    }

    /// Hexes where a new unit of `side` may be placed: `direct` for direct command only.
    pub(super) fn placements(&self, side: Side, direct: bool) -> Vec<Hex> {
        self.placement_pool(side, direct, |pool| {
            let mut out: Vec<Hex> = pool.filter(|&h| self.placeable(h, side)).collect();
            out.sort_unstable();
            out
        })
    }

    /// Whether `placements(side, false)` holds a hex, found without listing them.
    pub(super) fn has_placement(&self, side: Side) -> bool {
        // (`any` on the pool itself, a reference to an iterator: a trait object has none.)
        self.placement_pool(side, false, |mut pool| {
            Iterator::any(&mut pool, |h| self.placeable(h, side))
        })
    }

    /// Hands the hexes a new unit of `side` is placed among (`placements`, before
    /// `placeable`), in no order, to `take`: the anchors for `direct` command, else the hexes
    /// in command from them.
    fn placement_pool<R>(
        &self,
        side: Side,
        direct: bool,
        take: impl FnOnce(&mut dyn Iterator<Item = Hex>) -> R,
    ) -> R {
        if direct {
            take(&mut self.anchors(side, side == GERMAN).into_iter())
        } else if side == GERMAN {
            // The area walked as it is, not gathered into a set of hexes first.
            let anchors: Vec<Hex> = self.anchors(side, true).into_iter().collect();
            take(&mut self.command_area(side, &anchors).hexes())
        } else {
            // The side's whole command area, kept with the state (`command_area_of`): the
            // Reds' and the Whites' anchors are the same for a placement.
            take(&mut self.command_area_of(side).hexes())
        }
    }

    /// May a new unit of `side` be placed on `h` of its pool (`placement_pool`)?
    fn placeable(&self, h: Hex, side: Side) -> bool {
        !in_tikkurila(h)
            && self.is_land(h)
            && !self.enemy_in(h, side)
            && self.stack(h, side) < STACK_LIMIT
    }

    pub(super) fn white_form_hexes(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .squads
            .iter()
            .flat_map(|v| v.hexes())
            .filter(|h| {
                self.is_land(*h) && !self.enemy_in(*h, WHITE) && self.stack(*h, WHITE) < STACK_LIMIT
            })
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Vertices a German HQ can reach: from a touching hex, a unit's move, then a corner.
    /// (`searched`: the move searches already made for this position.)
    pub(super) fn hq_destinations(&self, v: Vertex, searched: &mut MoveSearches) -> Vec<Vertex> {
        if !self.all_units_on_grid() {
            return self.hq_destinations_by_key(v, searched);
        }
        let grid = &self.data.grid;
        // The hexes whose corners the HQ reaches, as a set of cells: the three hexes' moves
        // mostly end in the same hexes, whose corners are then gathered once. Every unit on
        // the grid, each hex gathered is a land hex of the map or a search's end on the grid.
        let mut cells = vec![0u64; grid.len().div_ceil(64)];
        let mut gather = |h: Hex| {
            let c = grid.cell(h);
            debug_assert!(c.is_some(), "{h:?} lies on the grid");
            if let Some(c) = c {
                cells[c / 64] |= 1 << (c % 64);
            }
        };
        for h in v.hexes() {
            if !self.data.is_land(h) || self.enemy_in(h, GERMAN) {
                continue;
            }
            gather(h);
            for e in searched.ends(self, GERMAN, h) {
                // An end holding enemies is an attack (`MoveEnd::attack`).
                if e.fits(0) && !e.attack {
                    gather(e.to);
                }
            }
        }
        let mut corners = CornerSet::new(grid);
        for (w, &word) in cells.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                corners.insert_corners_of_cell(w * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        // Every corner touches land (the hexes gathered are); out go the corners touching a
        // hex of Reds alone, the HQ's own corner, and the corners of HQs and squads.
        for u in &self.units {
            if let (RED, Place::Map(h)) = (u.side, u.place)
                && !self.has_side(h, false)
            {
                corners.remove_corners_of(h);
            }
        }
        corners.remove(v);
        for w in self.german_hq.iter().flatten().chain(&self.squads) {
            corners.remove(*w);
        }
        corners.vertices()
    }

    /// `hq_destinations` with the corners gathered as sortable keys, for hexes off the grid
    /// (and the check of the corner set).
    pub(super) fn hq_destinations_by_key(
        &self,
        v: Vertex,
        searched: &mut MoveSearches,
    ) -> Vec<Vertex> {
        let mut ends: Vec<Hex> = Vec::new();
        for h in v.hexes() {
            if !self.data.is_land(h) || self.enemy_in(h, GERMAN) {
                continue;
            }
            ends.push(h);
            for e in searched.ends(self, GERMAN, h) {
                if e.fits(0) && !self.enemy_in(e.to, GERMAN) {
                    ends.push(e.to);
                }
            }
        }
        ends.sort_unstable();
        ends.dedup();
        // Every corner of those hexes, each once and in order, then the corners an HQ may
        // stand on.
        let mut corners: Vec<u128> = ends
            .iter()
            .flat_map(|&h| (0..6).map(move |k| vertex_key(Vertex::of(h, k))))
            .collect();
        corners.sort_unstable();
        corners.dedup();
        corners
            .into_iter()
            .map(key_vertex)
            .filter(|&w| self.hq_may_stand(v, w))
            .collect()
    }

    /// May the German HQ on `from` move to the corner `to`: another corner, touching land,
    /// touching no hex of Reds alone, and free of HQs and squads?
    fn hq_may_stand(&self, from: Vertex, to: Vertex) -> bool {
        !(to == from
            || to.hexes().iter().all(|x| !self.data.is_land(*x))
            || to
                .hexes()
                .iter()
                .any(|x| self.has_side(*x, true) && !self.has_side(*x, false))
            || self.corner_taken(to))
    }

    /// Rulebook: "A vertex can contain only one German HQ-marker or one White squad marker."
    /// Is a German HQ (Meurer's among them) or a White squad on corner `v`?
    pub(super) fn corner_taken(&self, v: Vertex) -> bool {
        self.german_hq.iter().flatten().any(|o| *o == v) || self.squads.contains(&v)
    }

    // ----- a split move ------------------------------------------------------------------

    /// The units of a stack in direct command left behind by this move order when it enters
    /// no battle: they may still move in the same order.
    pub(super) fn split_rest(&self, order: &HAction) -> Vec<UnitId> {
        let HAction::Move { units, to, .. } = order else {
            return Vec::new();
        };
        let mover = &self.units[usize::from(units[0])];
        let Place::Map(from) = mover.place else {
            return Vec::new();
        };
        if self.in_battle(from)
            || self.enemy_in(*to, mover.side)
            || !units.iter().all(|&u| self.is_idc(u))
        {
            return Vec::new();
        }
        self.units_at(from)
            .filter(|(i, u)| u.side == mover.side && !units.contains(i))
            .map(|(i, _)| i)
            .filter(|&i| self.is_idc(i))
            .collect()
    }

    /// Is this move the rest of a running split move (its units left behind, into no battle)?
    pub(super) fn continues_split_move(&self, units: &[UnitId], to: Hex) -> bool {
        !units.is_empty()
            && units.iter().all(|u| self.split_move.contains(u))
            && !self.enemy_in(to, self.units[usize::from(units[0])].side)
    }

    /// The free moves of a running split move: one of the units left behind, or all of them,
    /// to any hex without enemies.
    pub(super) fn split_move_actions(&self) -> Vec<HAction> {
        let Some(&first) = self.split_move.first() else {
            return Vec::new();
        };
        let unit = &self.units[usize::from(first)];
        let Place::Map(from) = unit.place else {
            return Vec::new();
        };
        let mut groups = vec![vec![first]];
        if self.split_move.len() > 1 {
            groups.push(self.split_move.clone());
        }
        let mut out = Vec::new();
        for group in groups {
            let mut seen: FastSet<Hex> = FastSet::default();
            for (to, via) in self.destinations(unit.side, from, group.len()) {
                if self.enemy_in(to, unit.side) || !seen.insert(to) {
                    continue;
                }
                out.push(HAction::Move {
                    units: UnitList::of(&group),
                    to,
                    via,
                });
            }
        }
        out
    }
}

/// A vertex as a number in the order of vertices: its three hexes sorted start with the
/// least, `a`, and the other two are either a + (0, 1) and a + (1, 0) (shape 0) or
/// a + (1, −1) and a + (1, 0) (shape 1, later in the order).
fn vertex_key(v: Vertex) -> u128 {
    let [a, b, _] = v.hexes();
    let shape = u128::from(b != (a.0, a.1 + 1));
    let q = u128::from((a.0 as u32) ^ 0x8000_0000);
    let r = u128::from((a.1 as u32) ^ 0x8000_0000);
    q << 33 | r << 1 | shape
}

/// The vertex of a `vertex_key`.
fn key_vertex(key: u128) -> Vertex {
    let q = ((key >> 33) as u32 ^ 0x8000_0000) as i32;
    let r = ((key >> 1) as u32 ^ 0x8000_0000) as i32;
    let b = if key & 1 == 0 {
        (q, r + 1)
    } else {
        (q + 1, r - 1)
    };
    Vertex([(q, r), b, (q + 1, r)])
}

#[cfg(test)]
mod tests {
    use super::super::test_games::play_seeded_game;
    use super::*;

    /// "German HQs move like a unit from a hex they touch and end on a corner of the last
    /// hex": the corner set on the grid gives the corners the sorted keys give, in the same
    /// order, for every German HQ in positions of seeded random games.
    #[test]
    fn the_corner_set_gives_the_hq_moves_the_keys_give() {
        let mut compared = 0;
        for seed in 0..4 {
            play_seeded_game(seed, 600, crate::ai::Strength::Random, |game, step| {
                if step % 5 != 0 {
                    return;
                }
                for v in game.german_hq.iter().flatten() {
                    let on_grid = game.hq_destinations(*v, &mut MoveSearches::fresh());
                    let by_key = game.hq_destinations_by_key(*v, &mut MoveSearches::fresh());
                    assert_eq!(on_grid, by_key, "seed {seed}, action {step}");
                    compared += usize::from(!on_grid.is_empty());
                }
            });
        }
        assert!(compared > 100, "only {compared} HQ searches compared");
    }

    /// A free unit is placed "in command": whether a side can place one (`has_placement`) is
    /// whether its placements hold a hex, and the Reds' and the Whites' placements read off
    /// their kept command area are those of a search from their anchors, in positions of
    /// seeded random games.
    #[test]
    fn a_placement_is_found_where_the_placements_list_one() {
        let (mut with, mut without) = (0, 0);
        for seed in 0..3 {
            play_seeded_game(seed, 400, crate::ai::Strength::Random, |game, step| {
                if step % 7 != 0 {
                    return;
                }
                for side in Side::ALL {
                    let listed = game.placements(side, false);
                    assert_eq!(game.has_placement(side), !listed.is_empty());
                    if listed.is_empty() {
                        without += 1;
                    } else {
                        with += 1;
                    }
                    // The Germans place from their HQs and deployment anchors.
                    let mut searched: Vec<Hex> = game
                        .command_from(side, &game.anchors(side, side == GERMAN))
                        .into_iter()
                        .filter(|&h| game.placeable(h, side))
                        .collect();
                    searched.sort_unstable();
                    assert_eq!(listed, searched, "seed {seed}, action {step}, {side}");
                }
            });
        }
        assert!(with > 50 && without > 0, "{with} with, {without} without");
    }

    /// A vertex's key gives the vertex back, and keys sort as the vertices do.
    #[test]
    fn vertex_keys_keep_the_vertices_and_their_order() {
        let mut vertices: Vec<Vertex> = (-3..4)
            .flat_map(|q| (-3..4).map(move |r| (q, r)))
            .flat_map(|h| (0..6).map(move |k| Vertex::of(h, k)))
            .collect();
        for &v in &vertices {
            assert_eq!(key_vertex(vertex_key(v)), v);
        }
        let mut keys: Vec<u128> = vertices.iter().map(|&v| vertex_key(v)).collect();
        vertices.sort_unstable();
        vertices.dedup();
        keys.sort_unstable();
        keys.dedup();
        let back: Vec<Vertex> = keys.into_iter().map(key_vertex).collect();
        assert_eq!(back, vertices);
    }
}
