//! Initiatives and time: the initiative roll's steps, command points, the end of an initiative, the time track and night.

use super::*;

impl Helsinki1918 {
    /// Moves the time marker one square; false if it cannot move (the game ends).
    pub(super) fn advance_time(&mut self, events: &mut Vec<HEvent>) -> bool {
        if self.time + 1 >= self.time_limit() {
            self.finish_red(events);
            return false;
        }
        let squares = self.data.time_squares();
        let before = squares[self.time] % 1440;
        self.time += 1;
        let after = squares[self.time] % 1440;
        if after < before {
            // Through 0:00: after the order the Reds test every unit then out of command.
            self.midnight = true;
        }
        true
    }

    /// The midnight tests still to roll: once the order that passed 0:00 is done, every Red
    /// unit out of command at that moment.
    pub(super) fn take_night_tests(&mut self, events: &mut Vec<HEvent>) -> Vec<u16> {
        if std::mem::take(&mut self.midnight) {
            let reds: Vec<u16> = (0..self.units.len() as u16)
                .filter(|&u| {
                    self.units[usize::from(u)].side == RED
                        && matches!(self.units[usize::from(u)].place, Place::Map(h) if !in_tikkurila(h))
                })
                .collect();
            let ooc: Vec<u16> = reds
                .iter()
                .zip(self.statuses(&reds))
                .filter(|(_, status)| *status == Command::Out)
                .map(|(&u, _)| u)
                .collect();
            if !ooc.is_empty() {
                events.push(HEvent::Midnight { tests: ooc.len() });
            }
            self.night_queue.extend(ooc);
        }
        std::mem::take(&mut self.night_queue)
    }

    /// The steps of a German initiative, from `step` on.
    pub(super) fn german_steps(&mut self, step: u8, events: &mut Vec<HEvent>) {
        if step <= 1
            && self.dice.1 <= self.morale_value() as i8 as u8
            && !self.deck(Deck::RedSupport).is_empty()
        {
            self.phase = Phase::RedCardDraw;
            return;
        }
        if step <= 2 && self.meurer_track > 0 && !self.meurer_landed && !self.is_night() {
            self.phase = Phase::Roll(Pending::Meurer);
            return;
        }
        if step <= 3 && self.tikkurila_points > 0 && !self.is_night() {
            self.active = GERMAN;
            self.cp = 0;
            self.tikkurila_step = true;
            self.phase = Phase::Orders { tikkurila: true };
            return;
        }
        self.tikkurila_step = false;
        self.active = GERMAN;
        self.cp = self.dice.0;
        events.push(HEvent::CommandPoints {
            side: GERMAN,
            points: self.cp,
        });
        self.phase = Phase::Orders { tikkurila: false };
    }

    pub(super) fn start_initiative(&mut self, german: u8, red: u8, events: &mut Vec<HEvent>) {
        let g = german.saturating_sub(u8::from(self.last_winner == Some(GERMAN)));
        let r = red.saturating_sub(u8::from(self.last_winner == Some(RED)));
        self.dice = (g, r);
        let winner = if g > r {
            GERMAN
        } else if r > g {
            RED
        } else {
            WHITE
        };
        self.last_winner = Some(winner);
        events.push(HEvent::InitiativeRolled {
            german: g,
            red: r,
            winner,
        });
        match winner {
            GERMAN => self.german_steps(1, events),
            RED => self.phase = Phase::GermanChoice,
            _ => {
                let last = self.data.tables.white_activity_points.len() - 1;
                self.white_activity = (self.white_activity + 1).min(last);
                let cp = self.data.tables.white_activity_points[self.white_activity];
                self.begin_orders(WHITE, cp, events);
            }
        }
    }

    pub(super) fn red_orders(&mut self, events: &mut Vec<HEvent>) {
        let squares = self.data.time_squares();
        let day1 = squares[self.time] < 1440;
        let cp = if day1 {
            self.dice.0.abs_diff(self.dice.1)
        } else {
            self.dice.1
        };
        self.begin_orders(RED, cp, events);
    }

    /// The Reds' or the Whites' orders begin with these command points.
    pub(super) fn begin_orders(&mut self, side: Side, cp: u8, events: &mut Vec<HEvent>) {
        self.active = side;
        self.cp = cp;
        events.push(HEvent::CommandPoints { side, points: cp });
        self.phase = Phase::Orders { tikkurila: false };
    }

    pub(super) fn end_initiative(&mut self, events: &mut Vec<HEvent>) {
        if self.active == GERMAN && self.cp > 0 {
            // Ours: time does not stand still while the Germans wait. Each command point left
            // unspent moves the time marker as a spent one would, midnight test included.
            let unspent = self.cp;
            self.cp = 0;
            for _ in 0..unspent {
                if !self.advance_time(events) {
                    return;
                }
            }
            events.push(HEvent::UnspentPoints { points: unspent });
            let night = self.take_night_tests(events);
            if !night.is_empty() {
                self.after_work = AfterWork::EndInitiative;
                self.phase = Phase::Roll(Pending::Night(night));
                return;
            }
        }
        self.close_initiative(events);
    }

    /// The last step of every initiative: the Whites' reshuffle, then the next initiative roll.
    pub(super) fn close_initiative(&mut self, events: &mut Vec<HEvent>) {
        if self.active == WHITE {
            // All discard piles go back into their decks.
            self.decks.take_all_from(&mut self.discards);
            self.decks.sort_each();
        }
        self.cp = 0;
        events.push(HEvent::InitiativeEnded { side: self.active });
        self.phase = Phase::Initiative;
    }

    /// After an order or a battle: tests left from midnight, then back to orders.
    pub(super) fn back_to_orders(&mut self, events: &mut Vec<HEvent>) {
        if self.outcome.is_some() {
            self.phase = Phase::Over;
            return;
        }
        if !self.work.is_empty() {
            return;
        }
        let night = self.take_night_tests(events);
        if !night.is_empty() {
            self.phase = Phase::Roll(Pending::Night(night));
            return;
        }
        self.phase = Phase::Orders {
            tikkurila: self.tikkurila_step,
        };
    }

    pub(super) fn can_spend(&self, tikkurila: bool) -> bool {
        if tikkurila {
            self.tikkurila_points > 0
        } else {
            self.cp > 0 || (self.active == GERMAN && self.division_hq > 0)
        }
    }

    /// Pays one command point; a German point moves the time marker (false: the game ended).
    pub(super) fn spend(&mut self, tikkurila: bool, events: &mut Vec<HEvent>) -> bool {
        if tikkurila {
            self.tikkurila_points = self.tikkurila_points.saturating_sub(1);
            return true;
        }
        if self.cp > 0 {
            self.cp -= 1;
            if self.active == GERMAN {
                return self.advance_time(events);
            }
            true
        } else {
            self.division_hq = self.division_hq.saturating_sub(1);
            true
        }
    }

    pub(super) fn finish_red(&mut self, events: &mut Vec<HEvent>) {
        let flags = self.flags_held_by_reds();
        let victory = if flags >= 2 && self.red_hq.iter().any(Option::is_some) {
            Victory::RedMajor
        } else {
            Victory::RedMinor
        };
        self.finish(victory, events);
    }
}
