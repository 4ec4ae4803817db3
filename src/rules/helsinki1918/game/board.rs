//! Where units stand and who commands them: hexes, terrain, stacks, command anchors and reach, unit status.

use super::*;

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
        if let Place::Map(h) = old
            && let Some(c) = occupancy_cell(self.data, h)
        {
            self.occupancy.counts[c][camp(side)] -= 1;
        }
        if let Place::Map(h) = place
            && let Some(c) = occupancy_cell(self.data, h)
        {
            self.occupancy.counts[c][camp(side)] += 1;
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
        self.command_from(side, &self.anchors(side, false))
    }

    pub(super) fn command_from(&self, side: Side, anchors: &FastSet<Hex>) -> FastSet<Hex> {
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
        let anchors: FastSet<Hex> = [from].into_iter().collect();
        let reach = self.command_from(GERMAN, &anchors);
        reach.iter().any(|h| self.data.west_edge.contains(h))
    }

    /// Is the unit in direct command (its hex holds or touches its HQ)?
    pub(super) fn is_idc(&self, unit: UnitId) -> bool {
        let u = &self.units[usize::from(unit)];
        matches!(u.place, Place::Map(h) if !in_tikkurila(h) && self.anchors(u.side, false).contains(&h))
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
        let anchors = self.anchors(u.side, false);
        if anchors.contains(&h) {
            Command::Direct
        } else if self.command_from(u.side, &anchors).contains(&h) {
            Command::In
        } else {
            Command::Out
        }
    }

    /// Hexes from the unit to the nearest hex where it would be in command (`None`: there
    /// is no way there).
    pub(super) fn ooc_distance(&self, unit: UnitId) -> Option<u32> {
        let u = self.units[usize::from(unit)];
        let Place::Map(start) = u.place else {
            return None;
        };
        let ic = self.command_hexes(u.side);
        let mut seen: FastSet<Hex> = [start].into_iter().collect();
        let mut queue: VecDeque<(Hex, u32)> = [(start, 0)].into_iter().collect();
        while let Some((h, d)) = queue.pop_front() {
            if ic.contains(&h) && !self.enemy_in(h, u.side) {
                return Some(d);
            }
            for k in 0..6 {
                let n = neighbour(h, k);
                if self.is_land(n)
                    && self.passable(h, n)
                    && !self.enemy_in(n, u.side)
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
    counts: Vec<[u8; 2]>,
}

impl Occupancy {
    /// Counted from the units.
    pub(super) fn of(data: &HelsinkiData, units: &[Unit]) -> Self {
        let mut counts = vec![[0u8; 2]; data.cell_count() + TIKKURILA.len()];
        for u in units {
            if let Place::Map(h) = u.place
                && let Some(c) = occupancy_cell(data, h)
            {
                counts[c][camp(u.side)] += 1;
            }
        }
        Self { counts }
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
