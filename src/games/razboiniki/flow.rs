//! Razboiniki on the table: what the shared match flow asks of it (setup, log) and the
//! human's turn: selecting a piece and building its jump chain hop by hop.

use bevy::prelude::*;

use super::{
    RazChoosing, RazMatch, RazSetup,
    view::{square_at, square_pos},
};
use crate::{
    app::{
        audio::Sfx,
        input::{BoardPointer, Intent},
        menu::MenuNav,
    },
    games::{
        core::{LogLine, SeatKind},
        table::{Reply, TableGame},
    },
    rules::{
        razboiniki::{Landings, RazAction, Razboiniki, Square, square_name},
        record::GameRecord,
    },
};

impl TableGame for Razboiniki {
    type Setup = RazSetup;
    type Choosing = RazChoosing;

    /// `?pieces [SIDE]`: a side's (both sides') pieces and their squares; `?at SQUARE`: what
    /// stands there.
    fn describe(&self, what: &str, rest: &str) -> Option<String> {
        let piece_words = |p: crate::rules::razboiniki::Piece, at: Square| {
            if p.robber {
                crate::tr!(
                    "raz-describe-robber",
                    number = p.number,
                    square = square_name(at)
                )
            } else {
                crate::tr!(
                    "raz-describe-piece",
                    number = p.number,
                    square = square_name(at)
                )
            }
        };
        match what {
            "pieces" | "p" => Some(crate::games::move_line::describe_sides(
                rest,
                (0..2u8).map(|side| (side, super::side_name(side))),
                |side| {
                    let pieces: Vec<String> = self
                        .board()
                        .squares()
                        .filter_map(|sq| {
                            self.piece_at(sq)
                                .filter(|p| p.side == side)
                                .map(|p| piece_words(p, sq))
                        })
                        .collect();
                    crate::tr!(
                        "raz-describe-side",
                        side = super::side_name(side),
                        count = pieces.len(),
                        pieces = pieces.join(", ")
                    )
                },
            )),
            "at" | "a" => {
                let square = crate::rules::razboiniki::parse_square(&rest.trim().to_lowercase())?;
                Some(match self.piece_at(square) {
                    Some(p) => crate::tr!(
                        "raz-describe-at",
                        side = super::side_name(p.side),
                        piece = piece_words(p, square)
                    ),
                    None => crate::tr!("raz-describe-empty", square = square_name(square)),
                })
            }
            _ => None,
        }
    }
    fn nothing_to_undo() -> String {
        crate::tr!("raz-nothing-to-undo")
    }

    fn tagline() -> String {
        crate::tr!("raz-tagline")
    }

    fn setup_options(setup: &mut Self::Setup, ui: &mut bevy_egui::egui::Ui, nav: &mut MenuNav) {
        super::setup::options(setup, ui, nav)
    }

    fn new_match(setup: &RazSetup) -> (GameRecord, Vec<SeatKind>) {
        (
            GameRecord::new::<Razboiniki>(&setup.options),
            setup.seats.clone(),
        )
    }

    fn seat_name(&self, seat: crate::rules::Seat) -> String {
        super::side_name(seat.0)
    }

    fn log_lines(&self, action: &RazAction, events: &[Self::Event]) -> Vec<LogLine> {
        super::log_lines(self, action, events)
    }

    /// Razboiniki has no die.
    fn die_at(_world: Vec2) -> bool {
        false
    }

    fn hint_spots(&self, action: &RazAction) -> Vec<Vec2> {
        let mut spots: Vec<Vec2> = action.origin().into_iter().map(square_pos).collect();
        if let RazAction::Jumps { landings, .. } = action {
            spots.extend(landings.iter().map(|s| square_pos(*s)));
        } else {
            spots.extend(action.destination().map(square_pos));
        }
        spots
    }

    fn focus_toward(m: &RazMatch, action: &RazAction) -> Option<usize> {
        let from = action.origin()?;
        let square = match m.choosing.selected {
            None => from,
            Some(sel) if sel != from => return None,
            Some(_) => match action {
                RazAction::Jumps { landings, .. } => {
                    let chain = &m.choosing.chain;
                    if !landings.starts_with(chain) {
                        return None;
                    }
                    // The next landing, or the chain's end to stop there.
                    *landings.get(chain.len()).or(chain.last())?
                }
                _ => action.destination()?,
            },
        };
        m.choices().iter().position(|&c| c == square)
    }

    fn human_turn(m: &mut RazMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Self> {
        human_turn(m, intents, pointer)
    }
}

/// Whether the player may take back the last move now: back to the start of their own
/// turn (a perfect-information game), never past the other side's move.
pub fn undo_allowed(m: &RazMatch) -> bool {
    m.undo_allowed()
}

fn human_turn(m: &mut RazMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Razboiniki> {
    if m.legal() == [RazAction::Pass] {
        if intents.contains(&Intent::Confirm) || pointer.clicked {
            return Reply::act(RazAction::Pass);
        }
        m.notice = Some(crate::tr!("raz-no-move"));
        return Reply::wait();
    }
    let choices = m.choices();
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right | Intent::Previous | Intent::Left => {
                crate::games::table::step_focus(&mut m.focus, *intent, choices.len());
            }
            Intent::Confirm if !choices.is_empty() => {
                let square = choices[m.focus.min(choices.len() - 1)];
                return choose_square(m, square);
            }
            Intent::Back => {
                m.cancel();
                return Reply::wait();
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else {
        return Reply::wait();
    };
    let Some(square) = square_at(world) else {
        if pointer.clicked {
            m.cancel();
        }
        return Reply::wait();
    };
    if pointer.moved
        && let Some(i) = choices.iter().position(|&c| c == square)
    {
        m.focus = i;
    }
    if pointer.clicked {
        return choose_square(m, square);
    }
    Reply::wait()
}

/// The human picked a square: select a piece, extend or stop a jump chain, or make a step.
fn choose_square(m: &mut RazMatch, square: Square) -> Reply<Razboiniki> {
    let side = m.game.side_to_move();
    let own_piece = m.game.piece_at(square).is_some_and(|p| p.side == side);
    let actions = m.legal().to_vec();
    if let Some(sel) = m.choosing.selected {
        // Stop the chain where it stands.
        if m.choosing.chain.last() == Some(&square) {
            // A chain the core lists fits its landings (an over-long one is refused by it).
            return Reply::act(RazAction::Jumps {
                from: sel,
                landings: Landings::from_slice(&m.choosing.chain).unwrap_or_default(),
            });
        }
        if m.choosing.chain.is_empty()
            && let Some(step) = actions.iter().find(
                |a| matches!(a, RazAction::Step { from, to } if *from == sel && *to == square),
            )
        {
            return Reply::act(step.clone());
        }
        let mut longer = m.choosing.chain.clone();
        longer.push(square);
        let continues = actions.iter().any(|a| matches!(a, RazAction::Jumps { from, landings } if *from == sel && landings.starts_with(&longer)));
        if continues {
            let goes_on = actions.iter().any(|a| matches!(a, RazAction::Jumps { from, landings } if *from == sel && landings.len() > longer.len() && landings.starts_with(&longer)));
            if goes_on {
                m.choosing.chain = longer;
                m.focus = 0;
                m.notice = Some(crate::tr!("raz-jumped", square = square_name(square)));
                return Reply::sound(Sfx::Click);
            }
            return Reply::act(RazAction::Jumps {
                from: sel,
                landings: Landings::from_slice(&longer).unwrap_or_default(),
            });
        }
        if own_piece && m.choosing.chain.is_empty() {
            select(m, square);
            return Reply::wait();
        }
        if square == sel {
            m.cancel();
            return Reply::wait();
        }
        m.notice = Some(crate::tr!("raz-cannot-go", square = square_name(square)));
        return Reply::sound(Sfx::Refuse);
    }
    if own_piece {
        select(m, square);
    } else if let Some(p) = m.game.piece_at(square) {
        m.notice = Some(crate::tr!("raz-not-yours", side = super::side_name(p.side)));
        return Reply::sound(Sfx::Refuse);
    }
    Reply::wait()
}

fn select(m: &mut RazMatch, square: Square) {
    if m.game.destinations_from(square).is_empty() {
        m.notice = Some(crate::tr!("raz-piece-stuck", square = square_name(square)));
        return;
    }
    m.choosing.selected = Some(square);
    m.choosing.chain.clear();
    m.focus = 0;
    m.notice = None;
}
