//! Where units stand and who commands them: hexes, terrain, stacks, command anchors and reach, unit status.

use super::*;
use crate::rules::helsinki1918::grid::NO_CELL;
use std::sync::Arc;

impl Helsinki1918 {
    pub(super) fn units_at(&self, h: Hex) -> impl Iterator<Item = (u16, &Unit)> {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.place == Place::Map(h))
            .map(|(i, u)| (i as u16, u))
    }

    /// Puts a unit somewhere (its facing stays): the one way a unit's place changes, so the
    /// occupancy counts follow.
    pub(super) fn move_unit(&mut self, unit: UnitId, place: Place) {
        let u = &mut self.units[usize::from(unit)];
        let side = u.side;
        let old = std::mem::replace(&mut u.place, place);
        for p in [old, place] {
            if let Place::Map(h) = p {
                self.searches.changed(h);
            }
        }
        if let Place::Map(h) = old {
            match occupancy_cell(self.data, h) {
                Some(c) => self.occupancy.counts[c][camp(side)] -= 1,
                None => self.occupancy.off_grid -= 1,
            }
        }
        if let Place::Map(h) = place {
            match occupancy_cell(self.data, h) {
                Some(c) => self.occupancy.counts[c][camp(side)] += 1,
                None => self.occupancy.off_grid += 1,
            }
        }
    }

    /// Do the occupancy counts match the units' places? (Checked after every action in
    /// debug builds.)
    pub(super) fn occupancy_follows_units(&self) -> bool {
        self.occupancy == Occupancy::of(self.data, &self.units)
    }

    /// Units of a camp (0 Reds, 1 Germans and Whites) in a hex.
    fn camp_count(&self, h: Hex, camp: usize) -> usize {
        match occupancy_cell(self.data, h) {
            Some(c) => usize::from(self.occupancy.counts[c][camp]),
            // Off the grid (only a scenario puts a unit there): counted from the units.
            None => self
                .units_at(h)
                .filter(|(_, u)| self::camp(u.side) == camp)
                .count(),
        }
    }

    pub(super) fn has_side(&self, h: Hex, red: bool) -> bool {
        self.camp_count(h, usize::from(!red)) > 0
    }

    /// Does the hex hold units opposed to `side`?
    pub(super) fn enemy_in(&self, h: Hex, side: Side) -> bool {
        self.camp_count(h, 1 - camp(side)) > 0
    }

    pub(super) fn friend_in(&self, h: Hex, side: Side) -> bool {
        self.camp_count(h, camp(side)) > 0
    }

    pub(super) fn in_battle(&self, h: Hex) -> bool {
        self.has_side(h, true) && self.has_side(h, false)
    }

    pub(super) fn is_land(&self, h: Hex) -> bool {
        in_tikkurila(h) || self.data.is_land(h)
    }

    pub(super) fn terrain(&self, h: Hex) -> Terrain {
        if in_tikkurila(h) {
            self.data.tables.tikkurila_terrain
        } else {
            self.data.terrain(h).unwrap_or(Terrain::Water)
        }
    }

    pub(super) fn passable(&self, a: Hex, b: Hex) -> bool {
        if in_tikkurila(a) || in_tikkurila(b) {
            return in_tikkurila(a) && in_tikkurila(b) && direction(a, b).is_some();
        }
        self.data.passable(a, b)
    }

    /// Hexes from which a side's units are commanded: HQ hexes, hexes touching a German HQ
    /// or a White squad.
    pub(super) fn anchors(&self, side: Side, for_deploy: bool) -> FastSet<Hex> {
        let mut out = FastSet::default();
        match side {
            RED => out.extend(self.red_hq.iter().flatten().copied()),
            WHITE => {
                for v in &self.squads {
                    out.extend(v.hexes().into_iter().filter(|h| self.is_land(*h)));
                }
            }
            _ => {
                for v in self.german_hq.iter().flatten() {
                    let hexes: Vec<Hex> =
                        v.hexes().into_iter().filter(|h| self.is_land(*h)).collect();
                    if for_deploy && !hexes.iter().any(|h| self.route_to_west(*h)) {
                        continue;
                    }
                    out.extend(hexes);
                }
            }
        }
        out
    }

    /// `anchors(side, false)` as a list (no hashing: the command searches take a list).
    pub(super) fn anchor_list(&self, side: Side) -> Vec<Hex> {
        match side {
            RED => self.red_hq.iter().flatten().copied().collect(),
            WHITE => self
                .squads
                .iter()
                .flat_map(|v| v.hexes())
                .filter(|h| self.is_land(*h))
                .collect(),
            _ => self
                .german_hq
                .iter()
                .flatten()
                .flat_map(|v| v.hexes())
                .filter(|h| self.is_land(*h))
                .collect(),
        }
    }

    pub(super) fn minor_counts(&self, side: Side) -> bool {
        !(side == GERMAN && self.is_night())
    }

    /// The road neighbours of a hex for the command route (city hexes join every edge).
    pub(super) fn road_step(&self, a: Hex, b: Hex, side: Side) -> bool {
        if !self.passable(a, b) {
            return false;
        }
        let city = |h: Hex| self.terrain(h) == Terrain::City;
        (city(a) && city(b)) || self.data.road(a, b, self.minor_counts(side))
    }

    /// The hexes where a unit of `side` is in command (its HQs, and road routes to them).
    pub fn command_hexes(&self, side: Side) -> FastSet<Hex> {
        self.command_area_of(side).hexes().collect()
    }

    /// `command_hexes` as a set on the map's grid: quick to ask and to walk through. Kept
    /// with the state until a unit moves (or the side's HQs or the night change).
    pub fn command_area_of(&self, side: Side) -> Arc<CommandArea> {
        let minor = self.minor_counts(side);
        let anchors = self.anchor_list(side);
        let slot = &self.searches.areas[side.index()];
        if let Some(kept) = slot
            .get()
            .filter(|k| k.minor == minor && k.anchors == anchors)
        {
            return kept.area.clone();
        }
        let area = Arc::new(self.command_area(side, &anchors));
        let _ = slot.set(Arc::new(KeptArea {
            minor,
            anchors,
            area: area.clone(),
        }));
        area
    }

    /// After an action: forgets the kept command areas whose side's anchors or night changed
    /// (a unit's move forgets them all at once: `SearchMemo::changed`).
    pub(super) fn forget_stale_areas(&mut self) {
        for side in Side::ALL {
            let slot = &self.searches.areas[side.index()];
            let stale = slot.get().is_some_and(|k| {
                k.minor != self.minor_counts(side) || k.anchors != self.anchor_list(side)
            });
            if stale {
                self.searches.areas[side.index()] = Default::default();
            }
        }
    }

    /// The hexes in command from these anchors, as a set of hexes (for the tests).
    #[cfg(test)]
    pub(super) fn command_from(&self, side: Side, anchors: &FastSet<Hex>) -> FastSet<Hex> {
        let anchors: Vec<Hex> = anchors.iter().copied().collect();
        self.command_area(side, &anchors).hexes().collect()
    }

    /// The hexes in command from these anchors: searched on the map's grid when every anchor
    /// and unit stands on it (always, but for a scenario's unit outside the map's bounding
    /// box), else hex by hex.
    pub(super) fn command_area(&self, side: Side, anchors: &[Hex]) -> CommandArea {
        let grid = &self.data.grid;
        let anchor_cells: Option<Vec<usize>> = anchors.iter().map(|&a| self.data.cell(a)).collect();
        match anchor_cells.filter(|_| self.all_units_on_grid()) {
            Some(cells) => self.command_area_on_grid(side, &cells),
            None => {
                let mut area = CommandArea::empty(self.data);
                let anchors: FastSet<Hex> = anchors.iter().copied().collect();
                for h in self.command_from_by_hex(side, &anchors) {
                    match grid.cell(h) {
                        Some(c) => area.cells[c / 64] |= 1 << (c % 64),
                        None if !in_tikkurila(h) => {
                            area.off_grid.insert(h);
                        }
                        None => {}
                    }
                }
                area
            }
        }
    }

    /// `command_from_by_hex` on the grid: the same search, every question an array load.
    fn command_area_on_grid(&self, side: Side, anchors: &[usize]) -> CommandArea {
        let grid = &self.data.grid;
        let counts = &self.occupancy.counts;
        let own = camp(side);
        let enemy = |c: usize| counts[c][1 - own] > 0;
        let friend = |c: usize| counts[c][own] > 0;
        let minor = usize::from(self.minor_counts(side));
        let city = |c: usize| grid.terrain[c] == Some(Terrain::City);
        let words = grid.len().div_ceil(64);
        let has = |set: &[u64], c: usize| set[c / 64] >> (c % 64) & 1 == 1;
        let mut anchor_set = vec![0u64; words];
        for &a in anchors {
            anchor_set[a / 64] |= 1 << (a % 64);
        }
        // The cells beside an enemy, marked from the enemies' units (every unit stands on the
        // grid or in Tikkurila here), not asked of six neighbours a cell.
        let mut near_enemy = vec![0u64; words];
        for u in &self.units {
            if let Place::Map(h) = u.place
                && camp(u.side) != own
                && let Some(c) = grid.cell(h)
            {
                for n in grid.step_cells[c].next {
                    if n != NO_CELL {
                        let n = usize::from(n);
                        near_enemy[n / 64] |= 1 << (n % 64);
                    }
                }
            }
        }
        let through = |c: usize| {
            if has(&anchor_set, c) {
                return true;
            }
            if enemy(c) {
                return false;
            }
            if has(&near_enemy, c) && !friend(c) {
                return false;
            }
            !(side == GERMAN && city(c) && !friend(c))
        };
        let mut area = CommandArea::empty(self.data);
        // Each cell free of enemies is put in the area once, when first reached, and
        // searched from once: the area is what the steps reach, in whatever order.
        let mut stack: Vec<u16> = Vec::with_capacity(grid.len());
        for &a in anchors {
            if !enemy(a) && !has(&area.cells, a) {
                area.cells[a / 64] |= 1 << (a % 64);
                stack.push(a as u16);
            }
        }
        while let Some(c) = stack.pop() {
            let c = usize::from(c);
            if !through(c) {
                continue;
            }
            // The open steps along a road, or from a city into a city.
            let mut steps = grid.command_steps[c][minor];
            while steps != 0 {
                let d = steps.trailing_zeros() as usize;
                steps &= steps - 1;
                let n = usize::from(grid.step_cells[c].next[d]);
                if enemy(n) {
                    // A battle hex: the route ends there (see `command_from_by_hex`).
                    if friend(n) {
                        area.cells[n / 64] |= 1 << (n % 64);
                    }
                    continue;
                }
                if !has(&area.cells, n) {
                    area.cells[n / 64] |= 1 << (n % 64);
                    stack.push(n as u16);
                }
            }
        }
        area
    }

    /// The hexes in command from these anchors, hex by hex: the rules as written (the grid's
    /// search is checked against it).
    pub(super) fn command_from_by_hex(&self, side: Side, anchors: &FastSet<Hex>) -> FastSet<Hex> {
        // Which hexes hold friends and enemies of `side`, counted once.
        let occupied = self.occupancy(side);
        let enemy = |h: Hex| occupied.get(&h).is_some_and(|o| o.1);
        let friend = |h: Hex| occupied.get(&h).is_some_and(|o| o.0 > 0);
        let through = |h: Hex| {
            if anchors.contains(&h) {
                return true;
            }
            if enemy(h) {
                return false;
            }
            let near_enemy = (0..6).any(|d| enemy(neighbour(h, d)));
            if near_enemy && !friend(h) {
                return false;
            }
            !(side == GERMAN && self.terrain(h) == Terrain::City && !friend(h))
        };
        let mut ic: FastSet<Hex> = FastSet::default();
        let mut queue: VecDeque<Hex> = VecDeque::new();
        for &a in anchors {
            if !enemy(a) {
                ic.insert(a);
                queue.push_back(a);
            }
        }
        let mut expanded: FastSet<Hex> = FastSet::default();
        while let Some(h) = queue.pop_front() {
            if !expanded.insert(h) {
                continue;
            }
            if !through(h) {
                continue;
            }
            for d in 0..6 {
                let n = neighbour(h, d);
                if !self.is_land(n) || !self.road_step(h, n, side) {
                    continue;
                }
                if enemy(n) {
                    // A battle hex: the route cannot go through it, but it ends there, so
                    // friendly units fighting in it can be in command.
                    if friend(n) {
                        ic.insert(n);
                    }
                    continue;
                }
                // A unit's own hex holds a friend (the unit itself), so it always counts as
                // an end of a route.
                ic.insert(n);
                queue.push_back(n);
            }
        }
        ic.extend(TIKKURILA);
        ic
    }

    pub(super) fn route_to_west(&self, from: Hex) -> bool {
        let reach = self.command_area(GERMAN, &[from]);
        reach.hexes().any(|h| self.data.west_edge.contains(&h))
    }

    /// Is the unit in direct command (its hex holds or touches its HQ)?
    pub(super) fn is_idc(&self, unit: UnitId) -> bool {
        let u = &self.units[usize::from(unit)];
        matches!(u.place, Place::Map(h) if !in_tikkurila(h) && self.is_anchor(u.side, h))
    }

    /// Is `h` one of `anchors(side, false)`: an HQ hex, or a land hex touching a German HQ
    /// or a White squad?
    pub(super) fn is_anchor(&self, side: Side, h: Hex) -> bool {
        match side {
            RED => self.red_hq.contains(&Some(h)),
            WHITE => self.is_land(h) && self.squads.iter().any(|v| v.touches(h)),
            _ => self.is_land(h) && self.german_hq.iter().flatten().any(|v| v.touches(h)),
        }
    }

    /// A unit's command status: 2 in direct command, 1 in command, 0 out of command.
    pub fn status(&self, unit: UnitId) -> Command {
        let u = &self.units[usize::from(unit)];
        let Place::Map(h) = u.place else {
            return Command::Out;
        };
        if in_tikkurila(h) {
            return Command::In;
        }
        if self.is_anchor(u.side, h) {
            Command::Direct
        } else if self.command_area_of(u.side).contains(h) {
            Command::In
        } else {
            Command::Out
        }
    }

    /// The command status of each of these units (`status`; each side's command area is
    /// searched once and kept with the state).
    pub(super) fn statuses(&self, units: &[UnitId]) -> Vec<Command> {
        units.iter().map(|&unit| self.status(unit)).collect()
    }

    /// Hexes from the unit to the nearest hex where it would be in command (`None`: there
    /// is no way there): searched on the map's grid when the unit stands on it (always, but
    /// in Tikkurila's box or for a scenario's unit outside the map's bounding box), else hex
    /// by hex.
    pub(super) fn ooc_distance(&self, unit: UnitId) -> Option<u32> {
        let u = self.units[usize::from(unit)];
        let Place::Map(start) = u.place else {
            return None;
        };
        match self.data.cell(start).filter(|_| !in_tikkurila(start)) {
            Some(cell) => self.ooc_distance_on_grid(cell, u.side),
            None => self.ooc_distance_by_hex(start, u.side),
        }
    }

    /// `ooc_distance_by_hex` on the grid: the same breadth-first search, every question an
    /// array load. A step the grid leaves open never leads off it (`Grid::open`: a land hex
    /// over a passable hexside), so the search stays on the grid.
    fn ooc_distance_on_grid(&self, start: usize, side: Side) -> Option<u32> {
        let grid = &self.data.grid;
        let counts = &self.occupancy.counts;
        let enemy_camp = 1 - camp(side);
        let ic = self.command_area_of(side);
        let mut seen = vec![0u64; grid.len().div_ceil(64)];
        seen[start / 64] |= 1 << (start % 64);
        // The queue in the order found, its distances rising: (cell, distance).
        let mut queue: Vec<(u16, u32)> = Vec::with_capacity(64);
        queue.push((start as u16, 0));
        let mut next_out = 0;
        while let Some(&(c, d)) = queue.get(next_out) {
            next_out += 1;
            let c = usize::from(c);
            if ic.contains_cell(c) && counts[c][enemy_camp] == 0 {
                return Some(d);
            }
            let open = grid.step_cells[c].open;
            for k in 0..6 {
                if open >> k & 1 == 0 {
                    continue;
                }
                let n = grid.step_cells[c].next[k];
                debug_assert_ne!(n, NO_CELL, "an open step leads to a land hex of the grid");
                let cell = usize::from(n);
                if counts[cell][enemy_camp] > 0 || seen[cell / 64] >> (cell % 64) & 1 == 1 {
                    continue;
                }
                seen[cell / 64] |= 1 << (cell % 64);
                queue.push((n, d + 1));
            }
        }
        None
    }

    /// `ooc_distance` hex by hex: the rules as written (the grid's search is checked against
    /// it).
    pub(super) fn ooc_distance_by_hex(&self, start: Hex, side: Side) -> Option<u32> {
        let ic = self.command_area_of(side);
        let mut seen: FastSet<Hex> = [start].into_iter().collect();
        let mut queue: VecDeque<(Hex, u32)> = [(start, 0)].into_iter().collect();
        while let Some((h, d)) = queue.pop_front() {
            if ic.contains(h) && !self.enemy_in(h, side) {
                return Some(d);
            }
            for k in 0..6 {
                let n = neighbour(h, k);
                if self.is_land(n)
                    && self.passable(h, n)
                    && !self.enemy_in(n, side)
                    && seen.insert(n)
                {
                    queue.push_back((n, d + 1));
                }
            }
        }
        None
    }

    pub(super) fn stack(&self, h: Hex, side: Side) -> usize {
        self.camp_count(h, camp(side))
    }

    /// Who stands where, seen from `side`: (friendly units, enemies present) per hex.
    pub(super) fn occupancy(&self, side: Side) -> FastMap<Hex, (u8, bool)> {
        let mut occupied: FastMap<Hex, (u8, bool)> = FastMap::default();
        for u in &self.units {
            if let Place::Map(h) = u.place {
                let e = occupied.entry(h).or_default();
                if opposed(u.side, side) {
                    e.1 = true;
                } else {
                    e.0 += 1;
                }
            }
        }
        occupied
    }
}

/// How many units of each camp (0: Reds, 1: Germans and Whites) stand in each hex: per cell
/// of the map's grid, then the three Tikkurila hexes. Every change of a unit's place goes
/// through `Helsinki1918::move_unit`, which keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Occupancy {
    pub(super) counts: Vec<[u8; 2]>,
    /// Units on hexes without a cell (only a scenario puts one there).
    pub(super) off_grid: u16,
}

impl Occupancy {
    /// Counted from the units.
    pub(super) fn of(data: &HelsinkiData, units: &[Unit]) -> Self {
        let mut counts = vec![[0u8; 2]; data.cell_count() + TIKKURILA.len()];
        let mut off_grid = 0;
        for u in units {
            if let Place::Map(h) = u.place {
                match occupancy_cell(data, h) {
                    Some(c) => counts[c][camp(u.side)] += 1,
                    None => off_grid += 1,
                }
            }
        }
        Self { counts, off_grid }
    }
}

/// A side's camp: 0 the Reds, 1 the Germans and Whites.
pub(super) fn camp(side: Side) -> usize {
    usize::from(side != RED)
}

/// A hex's place in `Occupancy`: its grid cell, or after the grid for Tikkurila's hexes.
pub(super) fn occupancy_cell(data: &HelsinkiData, h: Hex) -> Option<usize> {
    match TIKKURILA.iter().position(|t| *t == h) {
        Some(k) => Some(data.cell_count() + k),
        None => data.cell(h),
    }
}

/// A side's command area kept with the state: for the night (minor roads) and the anchors
/// it was searched from.
#[derive(Debug)]
pub(super) struct KeptArea {
    minor: bool,
    anchors: Vec<Hex>,
    area: Arc<CommandArea>,
}

/// The hexes where a side's units are in command: a set over the map's grid cells (and, for
/// a scenario's unit off the map, a few hexes beside it); Tikkurila's box is always in it.
#[derive(Debug)]
pub struct CommandArea {
    data: &'static HelsinkiData,
    cells: Vec<u64>,
    off_grid: FastSet<Hex>,
}

impl CommandArea {
    fn empty(data: &'static HelsinkiData) -> Self {
        Self {
            data,
            cells: vec![0; data.grid.len().div_ceil(64)],
            off_grid: FastSet::default(),
        }
    }

    pub fn contains(&self, h: Hex) -> bool {
        in_tikkurila(h)
            || match self.data.cell(h) {
                Some(c) => self.contains_cell(c),
                None => self.off_grid.contains(&h),
            }
    }

    /// Whether the hex of a grid cell is in the area (a cell is never one of Tikkurila's
    /// hexes: the map's data is refused if its bounding box reaches them).
    pub(super) fn contains_cell(&self, cell: usize) -> bool {
        self.cells[cell / 64] >> (cell % 64) & 1 == 1
    }

    /// Every hex of the area, Tikkurila's box included.
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        let grid = &self.data.grid;
        (0..grid.len())
            .filter(|&c| self.contains_cell(c))
            .map(|c| grid.hex_of(c))
            .chain(self.off_grid.iter().copied())
            .chain(TIKKURILA)
    }
}
