//! Victory: flags, Tikkurila, the Red and German HQs, the end of the game and its level.

use super::*;

impl Helsinki1918 {
    pub(super) fn flags_held_by_reds(&self) -> usize {
        self.data
            .flag_hexes()
            .iter()
            .filter(|h| self.has_side(**h, true))
            .count()
    }

    pub(super) fn tikkurila_control(&self) -> Option<Side> {
        let rail = TIKKURILA[2];
        let reds = self.has_side(rail, true);
        let others = self.units_at(rail).any(|(_, u)| u.side == GERMAN);
        match (reds, others) {
            (true, false) => Some(RED),
            (false, true) => Some(GERMAN),
            _ => None,
        }
    }

    pub(super) fn tikkurila_modifier(&self) -> i8 {
        match self.tikkurila_control() {
            Some(RED) => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    pub(super) fn finish(&mut self, victory: Victory, events: &mut Vec<HEvent>) {
        if self.outcome.is_some() {
            return;
        }
        let places: Vec<u8> = if self.options.players == 2 {
            match victory {
                Victory::RedMajor | Victory::RedMinor => vec![1, 2],
                _ => vec![2, 1],
            }
        } else {
            // Reds, Whites, Germans.
            match victory {
                Victory::RedMajor | Victory::RedMinor => vec![1, 2, 2],
                Victory::GermanMajor => vec![3, 2, 1],
                Victory::WhiteMajor => vec![3, 1, 2],
                Victory::Shared => vec![3, 1, 1],
            }
        };
        let outcome = Outcome { places };
        events.push(HEvent::GameOver {
            outcome: outcome.clone(),
            victory,
        });
        self.outcome = Some((outcome, victory));
        self.phase = Phase::Over;
    }

    /// The Germans and Whites hold every flag hex (no Red unit in any): their victory.
    pub(super) fn check_flags(&mut self, events: &mut Vec<HEvent>) {
        if self.outcome.is_some() || self.flags_held_by_reds() > 0 {
            return;
        }
        // "The Germans have destroyed all three Red HQs."
        let german_major = self.red_hq.iter().all(Option::is_none)
            && !self.red_hq_lost.is_empty()
            && self.red_hq_lost.iter().all(|s| *s == GERMAN);
        // "The Whites destroyed at least one Red HQ. In addition they have at least four units
        // in three or more flag hexes or in hexes adjacent to them": four White units each in
        // or next to a flag hex, between them in or next to three flag hexes or more.
        let flags = self.data.flag_hexes();
        let at_flag = |h: Hex, f: Hex| f == h || direction(f, h).is_some();
        let white_hexes: Vec<Hex> = self
            .units
            .iter()
            .filter(|u| u.side == WHITE)
            .filter_map(|u| match u.place {
                Place::Map(h) if flags.iter().any(|f| at_flag(h, *f)) => Some(h),
                _ => None,
            })
            .collect();
        let white_flags = flags
            .iter()
            .filter(|f| white_hexes.iter().any(|h| at_flag(*h, **f)))
            .count();
        let white_major =
            self.red_hq_lost.contains(&WHITE) && white_hexes.len() >= 4 && white_flags >= 3;
        let victory = if german_major && !white_major {
            Victory::GermanMajor
        } else if white_major {
            Victory::WhiteMajor
        } else {
            Victory::Shared
        };
        self.finish(victory, events);
    }

    /// Removes HQs left alone with the enemy; moves German HQs away from Red-only hexes.
    pub(super) fn check_hqs(&mut self, events: &mut Vec<HEvent>) {
        for i in 0..self.red_hq.len() {
            let Some(h) = self.red_hq[i] else { continue };
            if !self.has_side(h, true) && self.has_side(h, false) {
                let by = if self.units_at(h).any(|(_, u)| u.side == WHITE) {
                    WHITE
                } else {
                    GERMAN
                };
                self.red_hq[i] = None;
                self.red_hq_lost.push(by);
                events.push(HEvent::RedHqTaken { by });
            }
        }
        for i in 0..self.german_hq.len() {
            let Some(v) = self.german_hq[i] else { continue };
            let threatened = |g: &Self, v: Vertex| {
                v.hexes()
                    .iter()
                    .any(|h| g.has_side(*h, true) && !g.has_side(*h, false))
            };
            if !threatened(self, v) {
                continue;
            }
            let mut options: Vec<Vertex> = Vec::new();
            for h in v.hexes() {
                for k in 0..6 {
                    let w = Vertex::of(h, k);
                    if w != v
                        && w.hexes().iter().any(|x| self.data.is_land(*x))
                        && !threatened(self, w)
                        && !self.german_hq.iter().flatten().any(|o| *o == w)
                        && !self.squads.contains(&w)
                    {
                        options.push(w);
                    }
                }
            }
            options.sort();
            match options.first() {
                Some(w) => {
                    self.german_hq[i] = Some(*w);
                    events.push(HEvent::GermanHqFellBack {
                        hq: i as u8,
                        to: *w,
                    });
                }
                None => {
                    self.german_hq[i] = None;
                    events.push(HEvent::GermanHqOverrun { hq: i as u8 });
                }
            }
        }
    }
}
