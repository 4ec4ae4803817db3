//! The Razboiniki plugin: the match and its flow, the card board, the plywood pieces and the HUD.

mod board_view;
mod flow;
pub(crate) mod hud;
pub mod rules_text;
mod setup;
mod thumbnail;
pub(crate) mod view;

use bevy::prelude::*;

use crate::app::cupboard::{CupboardEntry, RegisterGame};
use crate::tr;

use crate::{
    ai::Strength,
    games::{
        core::{LogLine, SeatKind},
        table::{Match, match_plugin},
    },
    rules::{
        Game, Seat,
        razboiniki::{RazAction, RazEvent, RazOptions, Razboiniki, Square, square_name},
    },
};

pub use flow::undo_allowed;

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

/// The human's half-made move: the piece picked, and the jumps chosen so far.
#[derive(Clone, Debug, Default)]
pub struct RazChoosing {
    pub selected: Option<Square>,
    pub chain: Vec<Square>,
}

/// The match being played (the shared match of the table).
pub type RazMatch = Match<Razboiniki>;

impl Match<Razboiniki> {
    /// The human's choices now: movable pieces, or the squares the selected piece can go on to.
    pub fn choices(&self) -> Vec<Square> {
        let actions = self.legal();
        match self.choosing.selected {
            None => {
                let mut from: Vec<Square> = actions.iter().filter_map(RazAction::origin).collect();
                from.sort_unstable();
                from.dedup();
                from
            }
            Some(sel) => {
                let mut out: Vec<Square> = Vec::new();
                if !self.choosing.chain.is_empty() {
                    // Stopping where the chain stands is a choice too.
                    out.push(*self.choosing.chain.last().expect("non-empty"));
                }
                for a in actions.iter().filter(|a| a.origin() == Some(sel)) {
                    match a {
                        RazAction::Step { to, .. } if self.choosing.chain.is_empty() => {
                            out.push(*to)
                        }
                        RazAction::Jumps { landings, .. }
                            if landings.len() == self.choosing.chain.len() + 1
                                && landings.starts_with(&self.choosing.chain) =>
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

/// A side's name in the player's language ("White", "Белые").
pub fn side_name(side: u8) -> String {
    tr!("raz-side", side = if side == 0 { "white" } else { "black" })
}

/// Why the game ended, read from the final state: a side reached the target, the quiet
/// moves ran out, or neither side could move.
fn end_reason(game: &Razboiniki, outcome: &crate::rules::Outcome) -> String {
    use crate::rules::razboiniki::TARGET_SCORE;
    let scores = game.scores();
    if let Some(side) = (0..2u8).find(|&s| scores[usize::from(s)] >= TARGET_SCORE)
        && outcome.winners().len() == 1
    {
        return tr!(
            "raz-reason-target",
            side = side_name(side),
            target = TARGET_SCORE
        );
    }
    if game.quiet_moves() >= game.options().quiet_limit {
        return tr!("raz-reason-quiet", limit = game.options().quiet_limit);
    }
    tr!("raz-reason-stuck")
}

/// The log lines of one move.
pub fn log_lines(game: &Razboiniki, action: &RazAction, events: &[RazEvent]) -> Vec<LogLine> {
    let name = side_name;
    let mut out = Vec::new();
    for e in events {
        let (side, text) = match e {
            RazEvent::Moved { side, .. } => (
                Some(*side),
                tr!(
                    "raz-log-move",
                    side = name(*side),
                    move = crate::rules::razboiniki::Razboiniki::format_static(action)
                ),
            ),
            RazEvent::BecameRobber {
                side,
                square,
                points,
            } => (
                Some(*side),
                tr!(
                    "raz-log-robber",
                    side = name(*side),
                    square = square_name(*square),
                    points = *points
                ),
            ),
            RazEvent::Captured {
                square,
                piece,
                by,
                points,
            } => (
                Some(*by),
                if piece.robber {
                    tr!(
                        "raz-log-takes-robber",
                        side = name(*by),
                        victim = name(piece.side),
                        number = piece.number,
                        square = square_name(*square),
                        points = *points
                    )
                } else {
                    tr!(
                        "raz-log-takes",
                        side = name(*by),
                        victim = name(piece.side),
                        number = piece.number,
                        square = square_name(*square),
                        points = *points
                    )
                },
            ),
            RazEvent::Passed { side } => (Some(*side), tr!("raz-log-passes", side = name(*side))),
            RazEvent::GameOver { outcome, .. } => {
                let reason = end_reason(game, outcome);
                let text = match outcome.winners().as_slice() {
                    [w] => tr!("raz-log-won", reason = reason, side = name(w.0)),
                    _ => tr!("raz-log-draw", reason = reason),
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

/// The game's entry in the cupboard: its names, saves, rules, lesson and picture.
pub fn cupboard_entry() -> CupboardEntry {
    CupboardEntry {
        id: Razboiniki::ID,
        title: "Разбойники · Robbers",
        subtitle: "cupboard-raz-subtitle",
        playable: true,
        read_saves: crate::games::core::read_saves::<Razboiniki>,
        rules_title: "cupboard-raz-rules-title",
        rules_ours: rules_text::ours,
        original_heading: "cupboard-raz-original",
        original: || crate::i18n::texts::Shown::BuiltIn(rules_text::RUSSIAN),
        lesson: Some(include_str!("../../../assets/razboiniki/data/lesson.ron")),
        thumbnail: thumbnail::paint,
    }
}

/// The game in the cupboard and its match logic, without any drawing (headless tests add
/// only this).
pub fn core_plugin(app: &mut App) {
    app.register_game(cupboard_entry());
    match_plugin::<Razboiniki>(app);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, hud::plugin));
    app.add_plugins(crate::games::hint::hint_view_plugin::<Razboiniki>);
    app.add_plugins(crate::games::review_window::review_plugin::<Razboiniki>);
    app.add_plugins(crate::games::lesson::lesson_view_plugin::<Razboiniki>);
    app.add_plugins(crate::games::setup_page::setup_plugin::<Razboiniki>);
}
