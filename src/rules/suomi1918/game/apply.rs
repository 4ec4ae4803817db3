//! An action of the 1918 map game checked and applied: the setup rolls, a turn's roll, a
//! move or a shot, and what follows it, its events written into a sink.

use super::*;
use crate::rules::refuses;

impl Suomi1918 {
    /// The action checked and applied, its events written into `events` (`apply` and
    /// `apply_quietly`); a move or shot checked only in a debug build unless `CHECK`
    /// (`apply_listed`).
    pub(super) fn apply_checked<const CHECK: bool, S: EventSink<SuomiEvent>>(
        &mut self,
        action: &SuomiAction,
        events: &mut S,
    ) -> Result<(), IllegalAction> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::new(words!("refuse-game-over"))),
            (Phase::Setup(k), SuomiAction::Roll(face)) if (1..=6).contains(face) => {
                let side = Side::of_turn(k);
                let number = k / 2 + 1;
                let tile = self
                    .tiles
                    .iter_mut()
                    .find(|t| t.side == side && t.number == number)
                    .expect("all tiles exist at setup");
                tile.strength = *face;
                events.push(SuomiEvent::Strength {
                    side,
                    tile: number,
                    strength: *face,
                });
                // After the twelfth setup roll the Reds begin.
                self.phase = if k + 1 == 12 {
                    Phase::AwaitRoll
                } else {
                    Phase::Setup(k + 1)
                };
                self.side = if k + 1 == 12 {
                    RED
                } else {
                    Side::of_turn(k + 1)
                };
                Ok(())
            }
            (Phase::AwaitRoll, SuomiAction::Roll(face)) if (1..=6).contains(face) => {
                events.push(SuomiEvent::Rolled {
                    side: self.side,
                    face: *face,
                });
                if !self.prepare_roll(*face) {
                    events.push(SuomiEvent::Passed { side: self.side });
                    if let Some(over) = self.end_turn() {
                        events.push(over);
                    }
                } else {
                    self.phase = Phase::AwaitMove { face: *face };
                }
                Ok(())
            }
            (Phase::Setup(_) | Phase::AwaitRoll, _) => {
                Err(IllegalAction::new(words!("refuse-roll-first")))
            }
            (Phase::AwaitMove { .. }, SuomiAction::Roll(_)) => {
                Err(IllegalAction::new(words!("suomi-refuse-rolled")))
            }
            (Phase::AwaitMove { face }, _) => {
                // One legality path: an action is legal exactly when the list holds it
                // (checked in a debug build only for an action the state listed).
                if refuses(CHECK, "move", || self.is_legal_move(face, action)) {
                    return Err(IllegalAction::new(match action {
                        SuomiAction::Shoot { .. } => words!("suomi-refuse-shot"),
                        _ => words!("suomi-refuse-move"),
                    }));
                }
                self.execute(action, face, events);
                Ok(())
            }
        }
    }

    /// A legal move or shot with this roll carried out, and what follows it: the verse where
    /// the tile stopped, the end of a side, a roll again or the end of the turn.
    fn execute<S: EventSink<SuomiEvent>>(
        &mut self,
        action: &SuomiAction,
        face: u8,
        events: &mut S,
    ) {
        let side = self.side;
        let (number, stop, moved) = match *action {
            SuomiAction::Move { tile, to } => {
                if S::KEEPS {
                    // The way is searched for the event only: a quiet sink skips it.
                    let t = *self.tile(side, tile).expect("legal moves use live tiles");
                    let path = self.path_to(&t, face, to).expect("a legal move has a path");
                    events.push(SuomiEvent::Moved { side, tile, path });
                }
                (tile, to, true)
            }
            SuomiAction::Shoot { tile, target, from } => {
                let t = *self.tile(side, tile).expect("legal shots use live tiles");
                let enemy = *self
                    .tile(side.other(), target)
                    .expect("legal shots aim at live tiles");
                // d intervals to the target: the walk and the last one onto the target. The
                // way itself is written out for the event only.
                let (path, d) = if S::KEEPS {
                    let path = self.shot_walk(&t, from, face);
                    let d = path.len() as u8;
                    (path, d)
                } else {
                    (Vec::new(), self.shot_distance(&t, from, face))
                };
                let loss = face - (d - 1) + u8::from(t.artillery);
                let stop = from;
                events.push(SuomiEvent::Shot {
                    side,
                    tile,
                    path,
                    target,
                    loss,
                });
                self.change_strength(
                    side.other(),
                    target,
                    i16::from(enemy.strength) - i16::from(loss),
                    events,
                );
                (tile, stop, stop != t.circle)
            }
            SuomiAction::Roll(_) => unreachable!("rolls are handled before"),
        };
        if let Some(t) = self
            .tiles
            .iter_mut()
            .find(|t| t.side == side && t.number == number)
        {
            t.circle = stop;
        }
        // A verse applies where a tile stops after a real move ("pelilaatan pysähtyessä"); a
        // shooter that fires from where it stands does not stop anew.
        let again = moved && self.verse(side, number, stop, events);
        if self.check_end(events) {
            return;
        }
        if again {
            events.push(SuomiEvent::RollAgain { side });
            self.phase = Phase::AwaitRoll;
        } else {
            if let Some(over) = self.end_turn() {
                events.push(over);
            }
        }
    }
}
