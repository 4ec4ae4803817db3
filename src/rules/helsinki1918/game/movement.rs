//! Movement: the hexes a stack may reach and by which side it enters, retreat hexes, placement and forming hexes, HQ moves, the split move of a stack in direct command.

use super::*;

/// The fixed parts of a move search.
struct Walk<'a> {
    side: Side,
    start: Hex,
    movers: usize,
    minor: bool,
    occupied: &'a FastMap<Hex, (u8, bool)>,
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
            self.data.terrain_row(terrain).movement
        }
    }

    /// Every end of a move for these units from `start`: (destination, the hex entered from).
    pub(super) fn destinations(&self, side: Side, start: Hex, movers: usize) -> Vec<(Hex, Hex)> {
        let mut out: Vec<(Hex, Hex)> = Vec::new();
        if self.in_battle(start) {
            // Leaving a battle: one hex, into a hex the unit could retreat to.
            for h in self.retreat_hexes(start, side) {
                if !self.enemy_in(h, side) && self.stack(h, side) + movers <= STACK_LIMIT {
                    out.push((h, start));
                }
            }
            return out;
        }
        let occupied = self.occupancy(side);
        let minor = self.minor_counts(side);
        let walk = Walk {
            side,
            start,
            movers,
            minor,
            occupied: &occupied,
        };
        let mut path = Vec::new();
        let on_road = self.data.has_road(start, minor) || in_tikkurila(start);
        self.walk(&walk, start, &mut path, u8::MAX, on_road, false, &mut out);
        out.sort();
        out.dedup();
        out
    }

    /// Extends a move by one hex in every direction: the lowest movement value of the hexes
    /// entered so far (`least`), whether every step so far followed a road from a road hex
    /// and entered no city hex (`on_road`), whether the first hex entered held a friend.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        w: &Walk,
        at: Hex,
        path: &mut Vec<Hex>,
        least: u8,
        on_road: bool,
        first_friend: bool,
        out: &mut Vec<(Hex, Hex)>,
    ) {
        let road_movement = usize::from(self.data.tables.road_movement);
        if path.len() >= road_movement {
            return;
        }
        let enemy = |h: Hex| w.occupied.get(&h).is_some_and(|o| o.1);
        let friends = |h: Hex| w.occupied.get(&h).map_or(0, |o| usize::from(o.0));
        let fort_near = |h: Hex| {
            (0..6).any(|d| {
                let n = neighbour(h, d);
                self.terrain(n) == Terrain::Fortification && enemy(n)
            })
        };
        let here_fort = fort_near(at);
        for d in 0..6 {
            let n = neighbour(at, d);
            if n == w.start || path.contains(&n) || !self.is_land(n) || !self.passable(at, n) {
                continue;
            }
            let attacking = enemy(n);
            if here_fort
                && fort_near(n)
                && !(attacking && self.terrain(n) == Terrain::Fortification)
            {
                continue;
            }
            let first = if path.is_empty() {
                friends(n) > 0
            } else {
                first_friend
            };
            let value = self.move_value(w.side, n, first);
            let least_now = least.min(value);
            let road_now =
                on_road && self.data.road(at, n, w.minor) && self.terrain(n) != Terrain::City;
            // Before the first hex the city value is not known: the first hex fixes it.
            let least_now = if path.is_empty() { value } else { least_now };
            let steps = path.len() + 1;
            let allowed = steps <= usize::from(least_now) || (road_now && steps <= road_movement);
            if !allowed {
                continue;
            }
            path.push(n);
            if attacking {
                if friends(n) == 0 || friends(n) + w.movers <= STACK_LIMIT {
                    out.push((n, at));
                }
            } else {
                if friends(n) + w.movers <= STACK_LIMIT {
                    out.push((n, at));
                }
                self.walk(w, n, path, least_now, road_now, first, out);
            }
            path.pop();
        }
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
        let anchors = self.anchors(side, side == GERMAN);
        let pool: FastSet<Hex> = if direct {
            anchors.clone()
        } else {
            self.command_from(side, &anchors)
        };
        let mut out: Vec<Hex> = pool
            .into_iter()
            .filter(|h| {
                !in_tikkurila(*h)
                    && self.is_land(*h)
                    && !self.enemy_in(*h, side)
                    && self.stack(*h, side) < STACK_LIMIT
            })
            .collect();
        out.sort_unstable();
        out
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
    pub(super) fn hq_destinations(&self, v: Vertex) -> Vec<Vertex> {
        let mut ends: FastSet<Hex> = FastSet::default();
        for h in v.hexes() {
            if !self.data.is_land(h) || self.enemy_in(h, GERMAN) {
                continue;
            }
            ends.insert(h);
            for (to, _) in self.destinations(GERMAN, h, 0) {
                if !self.enemy_in(to, GERMAN) {
                    ends.insert(to);
                }
            }
        }
        let mut out: Vec<Vertex> = Vec::new();
        for h in ends {
            for k in 0..6 {
                let w = Vertex::of(h, k);
                if w == v
                    || w.hexes().iter().all(|x| !self.data.is_land(*x))
                    || w.hexes()
                        .iter()
                        .any(|x| self.has_side(*x, true) && !self.has_side(*x, false))
                    || self.german_hq.iter().flatten().any(|o| *o == w)
                    || self.squads.contains(&w)
                {
                    continue;
                }
                out.push(w);
            }
        }
        out.sort();
        out.dedup();
        out
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
                    units: group.clone(),
                    to,
                    via,
                });
            }
        }
        out
    }
}
