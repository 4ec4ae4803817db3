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

pub use crate::games::core::{LogLine, ReplayState, SavedGame, SeatKind};
use crate::{
    ai::Strength,
    games::core::MatchCore,
    rules::{
        Game, Seat,
        eile::{Eile, EileAction, EileEvent, EileOptions},
        record::GameRecord,
    },
};

pub use flow::{DiceSeed, core_plugin, undo_allowed};
pub use hud::ReopenPlaying;

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

/// The saved match, as the game screen resumes or replays it.
pub type SavedMatch = SavedGame;

/// The saves of this game: the running one, the last finished one, those kept aside.
pub fn read_saves() -> crate::games::core::GameSaves {
    crate::games::core::read_saves::<Eile>()
}

/// How the next match starts when the game screen opens.
#[derive(Resource, Clone, Debug)]
pub enum MatchStart {
    New(EileSetup),
    Resume(SavedMatch),
    Replay(SavedMatch),
}

/// The match being played: the shared match core and what this screen adds.
#[derive(Resource)]
pub struct EileMatch {
    core: MatchCore<Eile>,
    /// The focused legal choice for keyboard and gamepad.
    pub focus: usize,
    rng: crate::ai::GameRng,
}

impl std::ops::Deref for EileMatch {
    type Target = MatchCore<Eile>;
    fn deref(&self) -> &MatchCore<Eile> {
        &self.core
    }
}

impl std::ops::DerefMut for EileMatch {
    fn deref_mut(&mut self) -> &mut MatchCore<Eile> {
        &mut self.core
    }
}

impl EileMatch {
    /// A match from a record, replayed to its end; `seed` drives the app's dice.
    pub fn from_record(
        record: GameRecord,
        seats: Vec<SeatKind>,
        seed: u64,
    ) -> Result<Self, String> {
        Ok(Self {
            core: MatchCore::from_record(record, seats, log::lines)?,
            focus: 0,
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

    /// The kind of the seat whose turn it is (the roller too, when chance is to move).
    pub fn current_kind(&self) -> SeatKind {
        self.seats[self.game.current().index()]
    }

    /// Applies an action through the shared core (see `MatchCore::apply`).
    pub fn core_apply(
        &mut self,
        action: &EileAction,
        sealed: bool,
    ) -> Result<Vec<EileEvent>, String> {
        self.core.apply(action, sealed)
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
