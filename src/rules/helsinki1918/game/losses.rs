//! Losses: destruction, the reserve boxes, retreats and the work queue a battle or landing leaves.

use super::*;

impl Helsinki1918 {
    pub(super) fn clear_facings(&mut self, h: Hex) {
        if !self.in_battle(h) {
            for u in self.units.iter_mut() {
                if u.place == Place::Map(h) {
                    u.facing = None;
                }
            }
        }
    }

    pub(super) fn destroy(&mut self, unit: UnitId, events: &mut Vec<HEvent>) {
        let u = self.units[usize::from(unit)];
        self.move_unit(unit, Place::Gone);
        self.units[usize::from(unit)].facing = None;
        match u.side {
            RED => {
                self.red_casualties += 1;
                let last = self.data.tables.morale_levels.len() - 1;
                if self.morale < self.red_casualties {
                    self.morale = self.red_casualties.min(last);
                }
                events.push(HEvent::Destroyed { side: RED, unit });
            }
            GERMAN => {
                self.german_dead += 1;
                events.push(HEvent::Destroyed { side: GERMAN, unit });
            }
            _ => events.push(HEvent::Destroyed { side: WHITE, unit }),
        }
        if let Place::Map(h) = u.place {
            self.clear_facings(h);
        }
    }

    /// The leftmost column of the German reserve box with a free square.
    pub(super) fn free_reserve_column(&self) -> Option<usize> {
        let squares = self.data.tables.reserve_column_squares;
        self.reserve_columns.iter().position(|&c| c < squares)
    }

    /// Takes a unit off the map into its side's reserve box (a German into the leftmost
    /// free square); false, and nothing moves, when the German box has no free square.
    pub(super) fn put_in_reserve_box(&mut self, unit: UnitId) -> bool {
        let u = self.units[usize::from(unit)];
        if u.side == GERMAN {
            let Some(col) = self.free_reserve_column() else {
                return false;
            };
            self.reserve_columns[col] += 1;
        }
        self.move_unit(unit, Place::Reserve);
        self.units[usize::from(unit)].facing = None;
        if let Place::Map(h) = u.place {
            self.clear_facings(h);
        }
        true
    }

    pub(super) fn send_to_reserve(&mut self, unit: UnitId, events: &mut Vec<HEvent>) {
        if !self.put_in_reserve_box(unit) {
            self.destroy(unit, events);
            return;
        }
        let side = self.units[usize::from(unit)].side;
        events.push(HEvent::ToReserve { side, unit });
    }

    /// Runs queued jobs until one needs a decision or a die; true when all are done.
    pub(super) fn run_work(&mut self, events: &mut Vec<HEvent>) -> bool {
        while let Some(job) = self.work.front().cloned() {
            match job {
                Job::Destroy(u) => {
                    self.work.pop_front();
                    if matches!(self.units[usize::from(u)].place, Place::Map(_)) {
                        self.destroy(u, events);
                    }
                }
                Job::ToReserve(u) => {
                    if !matches!(self.units[usize::from(u)].place, Place::Map(_)) {
                        self.work.pop_front();
                        continue;
                    }
                    if self.units[usize::from(u)].side == RED {
                        // The Red disorder test needs a die.
                        self.phase = Phase::Roll(Pending::Disorder(u));
                        return false;
                    }
                    self.work.pop_front();
                    self.send_to_reserve(u, events);
                }
                Job::Retreat { unit, disorder } => {
                    let Place::Map(h) = self.units[usize::from(unit)].place else {
                        self.work.pop_front();
                        continue;
                    };
                    let side = self.units[usize::from(unit)].side;
                    let options: Vec<Hex> = self
                        .retreat_hexes(h, side)
                        .into_iter()
                        .filter(|n| !self.enemy_in(*n, side))
                        .collect();
                    let room: Vec<Hex> = options
                        .iter()
                        .copied()
                        .filter(|n| self.stack(*n, side) < STACK_LIMIT)
                        .collect();
                    if options.is_empty() {
                        self.work.pop_front();
                        self.destroy(unit, events);
                    } else if room.is_empty() {
                        // Blocked by the stacking limit: disordered.
                        self.work.pop_front();
                        self.work.push_front(Job::ToReserve(unit));
                    } else if room.len() == 1 {
                        self.work.pop_front();
                        self.retreat_to(unit, room[0], disorder, events);
                    } else {
                        // The unit's owner chooses where it goes.
                        return false;
                    }
                }
            }
        }
        true
    }

    pub(super) fn retreat_to(
        &mut self,
        unit: UnitId,
        to: Hex,
        disorder: bool,
        events: &mut Vec<HEvent>,
    ) {
        let u = self.units[usize::from(unit)];
        self.move_unit(unit, Place::Map(to));
        self.units[usize::from(unit)].facing = None;
        if let Place::Map(from) = u.place {
            self.clear_facings(from);
        }
        if in_tikkurila(to) || self.in_battle(to) {
            // A retreat into a battle keeps that battle's facing.
            let facing = self
                .units_at(to)
                .find(|(i, o)| *i != unit && !opposed(o.side, u.side) && o.facing.is_some())
                .and_then(|(_, o)| o.facing);
            self.units[usize::from(unit)].facing = facing;
        }
        events.push(HEvent::Retreated { side: u.side, unit });
        if disorder {
            self.work.push_front(Job::ToReserve(unit));
        }
    }

    /// The current retreat decision: the unit and where it may go.
    pub(super) fn retreat_choice(&self) -> Option<(u16, Vec<Hex>)> {
        let Some(Job::Retreat { unit, .. }) = self.work.front() else {
            return None;
        };
        let Place::Map(h) = self.units[usize::from(*unit)].place else {
            return None;
        };
        let side = self.units[usize::from(*unit)].side;
        let room: Vec<Hex> = self
            .retreat_hexes(h, side)
            .into_iter()
            .filter(|n| !self.enemy_in(*n, side) && self.stack(*n, side) < STACK_LIMIT)
            .collect();
        (room.len() > 1).then_some((*unit, room))
    }

    pub(super) fn continue_work(&mut self, events: &mut Vec<HEvent>) {
        // A battle waits for its work in `after_work`: a die may take the phase meanwhile.
        if matches!(self.phase, Phase::Battle(_))
            && let Some(b) = self.take_battle()
        {
            self.after_work = AfterWork::Battle(Box::new(b));
        }
        if self.run_work(events) {
            match std::mem::take(&mut self.after_work) {
                AfterWork::GermanSteps(step) => self.german_steps(step, events),
                AfterWork::EndInitiative => {
                    let night = self.take_night_tests(events);
                    if night.is_empty() {
                        self.close_initiative(events);
                    } else {
                        // More midnight tests to roll before the initiative ends.
                        self.after_work = AfterWork::EndInitiative;
                        self.phase = Phase::Roll(Pending::Night(night));
                    }
                }
                AfterWork::Battle(b) => {
                    self.phase = Phase::Battle(b);
                    self.finish_battle(events);
                }
                AfterWork::Orders => {
                    self.check_hqs(events);
                    self.check_flags(events);
                    self.back_to_orders(events);
                }
            }
        } else if matches!(self.work.front(), Some(Job::Retreat { .. }))
            && matches!(self.after_work, AfterWork::Battle(_))
            && let AfterWork::Battle(b) = std::mem::take(&mut self.after_work)
        {
            // The retreat is the owner's choice, within the battle.
            self.phase = Phase::Battle(b);
        }
    }
}
