//! The Eile mit Weile plugin: the match resource and its flow, the board, stones, die and HUD.

mod board;
mod flow;
pub(crate) mod hud;
pub mod layout;
pub mod log;
pub mod rules_text;
mod setup;
mod thumbnail;
mod view;

use bevy::prelude::*;

use crate::app::cupboard::{CupboardEntry, RegisterGame};

pub use crate::games::core::{LogLine, ReplayState, SavedGame, SeatKind};
use crate::{
    ai::Strength,
    games::table::{Match, match_plugin},
    rules::{
        Game, Seat,
        eile::{Eile, EileOptions},
    },
};

pub use flow::undo_allowed;

/// The choices of the setup screen.
#[derive(Resource, Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct EileSetup {
    pub options: EileOptions,
    /// One per seat in turn order (only the first `players` are used).
    pub seats: Vec<SeatKind>,
}

impl Default for EileSetup {
    fn default() -> Self {
        Self {
            options: EileOptions::default(),
            seats: vec![
                SeatKind::Human,
                SeatKind::Ai(Strength::Strong),
                SeatKind::Ai(Strength::Strong),
                SeatKind::Ai(Strength::Strong),
            ],
        }
    }
}

/// The arms (colours) the seats take for a number of players.
pub fn arms_of(players: u8) -> Vec<usize> {
    let options = EileOptions {
        players,
        ..Default::default()
    };
    let game = Eile::new(&options).expect("2 to 4 players");
    (0..game.seat_count())
        .map(|s| game.arm_of(Seat(s as u8)))
        .collect()
}

/// The match being played (the shared match of the table).
pub type EileMatch = Match<Eile>;

/// The game's entry in the cupboard: its names, saves, rules, lesson and picture.
pub fn cupboard_entry() -> CupboardEntry {
    CupboardEntry {
        id: Eile::ID,
        title: "Eile mit Weile",
        subtitle: "cupboard-eile-subtitle",
        playable: true,
        read_saves: crate::games::core::read_saves::<Eile>,
        rules_title: "cupboard-eile-rules-title",
        rules_ours: rules_text::ours,
        original_heading: "cupboard-eile-original",
        original: || crate::i18n::texts::Shown::BuiltIn(rules_text::GERMAN),
        lesson: Some(include_str!("../../../assets/eile/data/lesson.ron")),
        thumbnail: thumbnail::paint,
    }
}

/// The game in the cupboard and its match logic, without any drawing (headless tests add
/// only this).
pub fn core_plugin(app: &mut App) {
    app.register_game(cupboard_entry());
    match_plugin::<Eile>(app);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, board::plugin, hud::plugin));
    app.add_plugins(crate::games::setup_page::setup_plugin::<Eile>);
    app.add_plugins(crate::games::hint::hint_view_plugin::<Eile>);
    app.add_plugins(crate::games::review_window::review_plugin::<Eile>);
    app.add_plugins(crate::games::lesson::lesson_view_plugin::<Eile>);
}
