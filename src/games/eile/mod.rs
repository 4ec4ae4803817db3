//! The Eile mit Weile plugin: the match resource and its flow, the board, stones, die and HUD.

mod board;
mod flow;
mod hud;
pub mod layout;
pub mod log;
pub mod rules_text;
mod view;

use bevy::prelude::*;
use rand::SeedableRng;

use crate::{
    ai::Strength,
    app::storage,
    rules::{
        Game, Seat,
        eile::{Eile, EileAction, EileEvent, EileOptions},
        record::GameRecord,
    },
};

pub use flow::{DiceSeed, core_plugin, undo_allowed};
pub use hud::ReopenPlaying;
pub use log::LogLine;

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    Human,
    Ai(Strength),
}

impl SeatKind {
    pub const ALL: [Self; 3] = [
        Self::Human,
        Self::Ai(Strength::Quick),
        Self::Ai(Strength::Strong),
    ];

    pub fn label(self) -> &'static str {
        match self {
            Self::Human => "Human",
            Self::Ai(Strength::Random) => "AI (random)",
            Self::Ai(Strength::Quick) => "AI (quick)",
            Self::Ai(Strength::Strong) => "AI (strong)",
        }
    }
}

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

/// A match as it is saved: its record and who sat where.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct SavedMatch {
    pub record: GameRecord,
    pub seats: Vec<SeatKind>,
}

const AUTOSAVE_KEY: &str = "eile-autosave";
const FINISHED_KEY: &str = "eile-finished";

impl SavedMatch {
    fn load(key: &str) -> Option<Self> {
        let text = storage::load_text(key)?;
        let saved: Self = serde_json::from_str(&text).ok()?;
        // A corrupt or foreign save is ignored rather than trusted.
        saved.record.replay::<Eile>().ok()?;
        Some(saved)
    }

    pub fn load_autosave() -> Option<Self> {
        Self::load(AUTOSAVE_KEY)
    }

    pub fn load_finished() -> Option<Self> {
        Self::load(FINISHED_KEY)
    }

    pub fn is_over(&self) -> bool {
        self.record
            .replay::<Eile>()
            .map(|g| g.outcome().is_some())
            .unwrap_or(true)
    }
}

/// How the next match starts when the game screen opens.
#[derive(Resource, Clone, Debug)]
pub enum MatchStart {
    New(EileSetup),
    Resume(SavedMatch),
    Replay(SavedMatch),
}

/// Stepping through a finished game.
#[derive(Clone, Debug)]
pub struct ReplayState {
    pub full: GameRecord,
    pub playing: bool,
}

/// The match being played: the rules state, its record and what the screen needs.
#[derive(Resource)]
pub struct EileMatch {
    pub game: Eile,
    pub seats: Vec<SeatKind>,
    pub record: GameRecord,
    /// Actions below this index cannot be undone (the last roll or AI move).
    pub undo_floor: usize,
    pub log: Vec<LogLine>,
    pub replay: Option<ReplayState>,
    /// The focused legal choice for keyboard and gamepad.
    pub focus: usize,
    /// A short message for the player (why a click was refused, what happened).
    pub notice: Option<String>,
    /// Seconds since the match last changed, for AI pauses.
    pub idle: f32,
    rng: crate::ai::GameRng,
}

impl EileMatch {
    /// A match from a record, replayed to its end; `seed` drives the app's dice.
    pub fn from_record(
        record: GameRecord,
        seats: Vec<SeatKind>,
        seed: u64,
    ) -> Result<Self, String> {
        let mut log = Vec::new();
        let game: Eile = record
            .replay_with(|g: &Eile, action, events| log.extend(log::lines(g, action, events)))
            .map_err(|e| e.to_string())?;
        if seats.len() != game.seat_count() {
            return Err("the save names the wrong number of seats".into());
        }
        Ok(Self {
            undo_floor: record.actions.len(),
            game,
            seats,
            record,
            log,
            replay: None,
            focus: 0,
            notice: None,
            idle: 0.0,
            rng: crate::ai::GameRng::seed_from_u64(seed),
        })
    }

    /// A new match.
    pub fn new(setup: &EileSetup, seed: u64) -> Result<Self, String> {
        let record = GameRecord::new::<Eile>(&setup.options);
        let mut seats = setup.seats.clone();
        seats.truncate(usize::from(setup.options.players));
        Self::from_record(record, seats, seed)
    }

    /// The kind of the seat whose turn it is.
    pub fn current_kind(&self) -> SeatKind {
        self.seats[self.game.current().index()]
    }

    /// Legal actions of the seat to move (empty while chance or nobody moves).
    pub fn choices(&self) -> Vec<EileAction> {
        match self.game.to_move() {
            crate::rules::ToMove::Seat(_) => self.game.legal_actions(),
            _ => Vec::new(),
        }
    }
}

/// An action was applied to the match: the view animates it, the log records it.
#[derive(Message, Clone, Debug)]
pub struct ActionApplied {
    pub seat: Seat,
    pub action: EileAction,
    pub events: Vec<EileEvent>,
    /// The state before the action, for animation paths.
    pub before: Eile,
}

/// The match jumped (start, undo, replay seek): the view redraws without animation.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct MatchJumped;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, board::plugin, hud::plugin));
    app.add_systems(
        OnEnter(crate::app::Screen::Setup),
        |mut commands: Commands,
         reopen: Option<Res<hud::ReopenPlaying>>,
         mut next: ResMut<NextState<crate::app::Screen>>| {
            if reopen.is_some() {
                commands.remove_resource::<hud::ReopenPlaying>();
                next.set(crate::app::Screen::Playing);
            }
        },
    );
}
