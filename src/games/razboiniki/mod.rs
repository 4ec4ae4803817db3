//! The Razboiniki plugin: the match and its flow, the card board, the plywood pieces and the HUD.

mod flow;
mod hud;
pub mod rules_text;
mod view;

use bevy::prelude::*;

use crate::{
    ai::Strength,
    games::core::{LogLine, MatchCore, SavedGame, SeatKind},
    rules::{
        Game, Seat,
        razboiniki::{RazAction, RazEvent, RazOptions, Razboiniki, Square, square_name},
        record::GameRecord,
    },
};

pub use flow::{core_plugin, undo_allowed};

/// The choices of the setup screen.
#[derive(Resource, Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct RazSetup {
    pub options: RazOptions,
    /// White, Black.
    pub seats: Vec<SeatKind>,
}

impl Default for RazSetup {
    fn default() -> Self {
        Self {
            options: RazOptions::default(),
            seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Strong)],
        }
    }
}

/// A saved Razboiniki match.
pub type SavedRaz = SavedGame;

/// The saves of this game: the running one, the last finished one, those kept aside.
pub fn read_saves() -> crate::games::core::GameSaves {
    crate::games::core::read_saves::<Razboiniki>()
}

/// How the next Razboiniki match starts.
#[derive(Resource, Clone, Debug)]
pub enum RazStart {
    New(RazSetup),
    Resume(SavedRaz),
    Replay(SavedRaz),
}

/// The match being played: the shared match core and the human's half-made move.
#[derive(Resource)]
pub struct RazMatch {
    core: MatchCore<Razboiniki>,
    /// The piece the human picked, and the jumps chosen so far.
    pub selected: Option<Square>,
    pub chain: Vec<Square>,
    /// The focused choice for keyboard and gamepad.
    pub focus: usize,
}

impl std::ops::Deref for RazMatch {
    type Target = MatchCore<Razboiniki>;
    fn deref(&self) -> &MatchCore<Razboiniki> {
        &self.core
    }
}

impl std::ops::DerefMut for RazMatch {
    fn deref_mut(&mut self) -> &mut MatchCore<Razboiniki> {
        &mut self.core
    }
}

impl RazMatch {
    pub fn from_record(record: GameRecord, seats: Vec<SeatKind>) -> Result<Self, String> {
        Ok(Self {
            core: MatchCore::from_record(record, seats, log_lines)?,
            selected: None,
            chain: Vec::new(),
            focus: 0,
        })
    }

    /// Applies a move through the shared core (see `MatchCore::apply`).
    pub fn core_apply(
        &mut self,
        action: &RazAction,
        sealed: bool,
    ) -> Result<Vec<RazEvent>, String> {
        self.core.apply(action, sealed)
    }

    /// The human's choices now: movable pieces, or the squares the selected piece can go on to.
    pub fn choices(&self) -> Vec<Square> {
        let actions = self.game.legal_actions();
        match self.selected {
            None => {
                let mut from: Vec<Square> = actions.iter().filter_map(RazAction::origin).collect();
                from.sort_unstable();
                from.dedup();
                from
            }
            Some(sel) => {
                let mut out: Vec<Square> = Vec::new();
                if !self.chain.is_empty() {
                    // Stopping where the chain stands is a choice too.
                    out.push(*self.chain.last().expect("non-empty"));
                }
                for a in actions.iter().filter(|a| a.origin() == Some(sel)) {
                    match a {
                        RazAction::Step { to, .. } if self.chain.is_empty() => out.push(*to),
                        RazAction::Jumps { landings, .. }
                            if landings.len() == self.chain.len() + 1
                                && landings.starts_with(&self.chain) =>
                        {
                            out.push(*landings.last().expect("non-empty"))
                        }
                        _ => {}
                    }
                }
                out.dedup();
                out
            }
        }
    }
}

/// The log lines of one move.
pub fn log_lines(_game: &Razboiniki, action: &RazAction, events: &[RazEvent]) -> Vec<LogLine> {
    let name = |s: u8| crate::rules::razboiniki::SIDE_NAMES[usize::from(s)];
    let mut out = Vec::new();
    for e in events {
        let (side, text) = match e {
            RazEvent::Moved { side, .. } => (
                Some(*side),
                format!(
                    "{}: {}",
                    name(*side),
                    crate::rules::razboiniki::Razboiniki::format_static(action)
                ),
            ),
            RazEvent::BecameRobber {
                side,
                square,
                points,
            } => (
                Some(*side),
                format!(
                    "{}'s piece on {} turns robber: +{points}",
                    name(*side),
                    square_name(*square)
                ),
            ),
            RazEvent::Captured {
                square,
                piece,
                by,
                points,
            } => (
                Some(*by),
                format!(
                    "{} takes {}'s {}{} on {}: +{points}",
                    name(*by),
                    name(piece.side),
                    if piece.robber { "robber " } else { "" },
                    piece.number,
                    square_name(*square)
                ),
            ),
            RazEvent::Passed { side } => (
                Some(*side),
                format!("{} cannot move and passes", name(*side)),
            ),
            RazEvent::GameOver { outcome, reason } => {
                let text = match outcome.winners().as_slice() {
                    [w] => format!("Game over ({reason}): {} wins", name(w.0)),
                    _ => format!("Game over ({reason}): a draw"),
                };
                (None, text)
            }
        };
        out.push(LogLine {
            seat: side.map(Seat),
            text,
        });
    }
    out
}

/// An action was applied (the view animates it).
#[derive(Message, Clone, Debug)]
pub struct RazApplied {
    pub side: Seat,
    pub action: RazAction,
    pub events: Vec<RazEvent>,
}

/// The match jumped (start, undo, seek): the view redraws.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct RazJumped;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, hud::plugin));
}
