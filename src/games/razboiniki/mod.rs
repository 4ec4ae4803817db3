//! The Razboiniki plugin: the match and its flow, the card board, the plywood pieces and the HUD.

mod flow;
mod hud;
pub mod rules_text;
mod view;

use bevy::prelude::*;

use crate::{
    ai::Strength,
    app::storage,
    games::eile::SeatKind,
    rules::{
        Game, Seat, ToMove,
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
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct SavedRaz {
    pub record: GameRecord,
    pub seats: Vec<SeatKind>,
}

const AUTOSAVE_KEY: &str = "razboiniki-autosave";
const FINISHED_KEY: &str = "razboiniki-finished";

impl SavedRaz {
    fn load(key: &str) -> Option<Self> {
        let saved: Self = serde_json::from_str(&storage::load_text(key)?).ok()?;
        saved.record.replay::<Razboiniki>().ok()?;
        Some(saved)
    }

    pub fn load_autosave() -> Option<Self> {
        Self::load(AUTOSAVE_KEY).filter(|s| {
            s.record
                .replay::<Razboiniki>()
                .is_ok_and(|g| g.outcome().is_none())
        })
    }

    pub fn load_finished() -> Option<Self> {
        Self::load(FINISHED_KEY)
    }
}

/// How the next Razboiniki match starts.
#[derive(Resource, Clone, Debug)]
pub enum RazStart {
    New(RazSetup),
    Resume(SavedRaz),
    Replay(SavedRaz),
}

/// One line of the move log.
#[derive(Clone, Debug)]
pub struct RazLogLine {
    pub side: Option<u8>,
    pub text: String,
}

/// The match being played.
#[derive(Resource)]
pub struct RazMatch {
    pub game: Razboiniki,
    pub seats: Vec<SeatKind>,
    pub record: GameRecord,
    /// Actions below this index cannot be undone.
    pub undo_floor: usize,
    pub log: Vec<RazLogLine>,
    /// In a replay: the whole record and whether it plays by itself.
    pub replay: Option<(GameRecord, bool)>,
    /// The piece the human picked, and the jumps chosen so far.
    pub selected: Option<Square>,
    pub chain: Vec<Square>,
    /// The focused choice for keyboard and gamepad.
    pub focus: usize,
    pub notice: Option<String>,
    pub idle: f32,
}

impl RazMatch {
    pub fn from_record(record: GameRecord, seats: Vec<SeatKind>) -> Result<Self, String> {
        let mut log = Vec::new();
        let game: Razboiniki = record
            .replay_with(|g: &Razboiniki, a, events| log.extend(log_lines(g, a, events)))
            .map_err(|e| e.to_string())?;
        if seats.len() != 2 {
            return Err("a Razboiniki save needs two seats".into());
        }
        Ok(Self {
            undo_floor: record.actions.len(),
            game,
            seats,
            record,
            log,
            replay: None,
            selected: None,
            chain: Vec::new(),
            focus: 0,
            notice: None,
            idle: 0.0,
        })
    }

    pub fn current_kind(&self) -> SeatKind {
        match self.game.to_move() {
            ToMove::Seat(s) => self.seats[s.index()],
            _ => SeatKind::Human,
        }
    }

    /// The human's choices now: movable pieces, or the squares the selected piece can go on to.
    pub fn choices(&self) -> Vec<Square> {
        let actions = self.game.legal_actions();
        match self.selected {
            None => {
                let mut from: Vec<Square> = actions.iter().filter_map(RazAction::origin).collect();
                from.dedup();
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
pub fn log_lines(_game: &Razboiniki, action: &RazAction, events: &[RazEvent]) -> Vec<RazLogLine> {
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
        out.push(RazLogLine { side, text });
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
