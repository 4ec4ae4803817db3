//! What follows a move or a shot: strength changes and losses, the verses of the starred
//! places, the end of a side and of a turn, and the turn limit.

use super::*;

impl Suomi1918 {
    pub(super) fn change_strength(
        &mut self,
        side: Side,
        number: u8,
        new: i16,
        events: &mut impl EventSink<SuomiEvent>,
    ) {
        if let Some(t) = self.tile(side, number) {
            let drop = i16::from(t.strength) - new.max(0);
            if drop > 0 {
                self.lost[side.index()] += drop as u32;
            }
        }
        if new <= 0 {
            self.tiles
                .retain(|t| !(t.side == side && t.number == number));
            events.push(SuomiEvent::Removed { side, tile: number });
        } else if let Some(t) = self
            .tiles
            .iter_mut()
            .find(|t| t.side == side && t.number == number)
        {
            t.strength = new.min(6) as u8;
            events.push(SuomiEvent::StrengthChanged {
                side,
                tile: number,
                strength: t.strength,
            });
        }
    }

    /// Applies the verse of a starred place where a tile stopped; true means roll again (Hanko).
    pub(super) fn verse(
        &mut self,
        side: Side,
        number: u8,
        at: usize,
        events: &mut impl EventSink<SuomiEvent>,
    ) -> bool {
        let p = self.places;
        let here = Some(at);
        let verse_event = SuomiEvent::Verse {
            circle: at,
            side,
            tile: number,
        };
        if side == WHITE {
            if here == p.pahankoski || here == p.pori || here == p.vammala {
                events.push(verse_event);
                self.change_strength(side, number, 0, events);
            } else if here == p.hanko && !self.spent.hanko {
                // The German landing happened once: the first White tile here rolls again.
                self.spent.hanko = true;
                events.push(verse_event);
                return true;
            } else if here == p.tampere {
                events.push(verse_event);
                self.remove_near(RED, at, 3, events);
            } else if here == p.viipuri && !self.spent.viipuri {
                // The victory march: each White tile that took and encircled the town (at
                // Viipuri or beside it) is filled to 6 thousand, once.
                self.spent.viipuri = true;
                events.push(verse_event);
                let marchers: Vec<u8> = self
                    .tiles
                    .iter()
                    .filter(|t| {
                        t.side == WHITE && self.map.distance(at, t.circle).is_some_and(|d| d <= 1)
                    })
                    .map(|t| t.number)
                    .collect();
                for n in marchers {
                    self.change_strength(WHITE, n, 6, events);
                }
            } else if here == p.helsinki || here == p.vilppula {
                // Helsinki taken by the guns; Vilppula held: the verse is read, nothing changes.
                events.push(verse_event);
            }
        } else if here == p.kirkkonummi {
            events.push(verse_event);
            self.remove_near(WHITE, at, 2, events);
        } else if here == p.varkaus && !self.spent.varkaus {
            // The relief of the Varkaus Red Guard: the first Red tile here, once.
            self.spent.varkaus = true;
            events.push(verse_event);
            self.change_strength(side, number, 6, events);
        } else if here == p.kymi {
            events.push(verse_event);
            self.change_strength(side, number, 0, events);
        } else if here == p.mantyharju || here == p.helsinki || here == p.vilppula {
            // Mäntyharju holds the tile (it leaves only on a 6); nothing happens at once.
            if here == p.mantyharju {
                events.push(verse_event);
            }
        }
        false
    }

    pub(super) fn remove_near(
        &mut self,
        victims: Side,
        at: usize,
        within: usize,
        events: &mut impl EventSink<SuomiEvent>,
    ) {
        let doomed: Vec<u8> = self
            .tiles
            .iter()
            .filter(|t| {
                t.side == victims && self.map.distance(at, t.circle).is_some_and(|d| d <= within)
            })
            .map(|t| t.number)
            .collect();
        for n in doomed {
            self.change_strength(victims, n, 0, events);
        }
    }

    pub(super) fn check_end(&mut self, events: &mut impl EventSink<SuomiEvent>) -> bool {
        for loser in [RED, WHITE] {
            if !self.tiles.iter().any(|t| t.side == loser) {
                let outcome = self.outcome_for_winner(loser.other());
                self.outcome = Some(outcome.clone());
                self.phase = Phase::Over;
                events.push(SuomiEvent::GameOver { outcome });
                return true;
            }
        }
        false
    }

    pub(super) fn outcome_for_winner(&self, winner: Side) -> Outcome {
        let seats = self.seat_count();
        let places = (0..seats)
            .map(|s| {
                let side = if (s as u8) < self.options.red_players {
                    RED
                } else {
                    WHITE
                };
                if side == winner { 1 } else { 2 }
            })
            .collect();
        Outcome { places }
    }

    pub(super) fn end_turn(&mut self) -> Option<SuomiEvent> {
        self.turns[self.side.index()] += 1;
        self.side = self.side.other();
        self.phase = Phase::AwaitRoll;
        if self.turns[WHITE.index()] < self.options.turn_limit {
            return None;
        }
        // The turn limit (ours): the side that lost fewer men wins; equal is a draw. Men a
        // verse gives do not count, and the setup dice alone do not decide: a side that
        // rolled more men must still fight for the win.
        let [red, white] = self.lost;
        let outcome = match white.cmp(&red) {
            std::cmp::Ordering::Greater => self.outcome_for_winner(RED),
            std::cmp::Ordering::Less => self.outcome_for_winner(WHITE),
            std::cmp::Ordering::Equal => Outcome {
                places: vec![1; self.seat_count()],
            },
        };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        Some(SuomiEvent::GameOver { outcome })
    }
}
