//! What every game's match shares: the rules state with its record, the seats, the log,
//! undo back to the last sealed action, saves and stepping through a replay.

use bevy::log::warn;

pub use crate::app::session::{GameSaves, KeptSave, SAVE_VERSION, SavedGame, SeatKind};
use crate::{
    app::input::Intent,
    games::save_match,
    i18n::Words,
    rules::{Game, Seat, ToMove, record::GameRecord},
    words,
};

/// One line of a move log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The seat the line is about (its colour tints the line).
    pub seat: Option<Seat>,
    pub text: String,
}

/// Stepping through a finished game.
#[derive(Clone, Debug)]
pub struct ReplayState {
    pub full: GameRecord,
    pub playing: bool,
}

/// What a replay should do this frame.
pub enum ReplayCommand<A> {
    Nothing,
    /// Apply (and animate) the next action.
    Forward(A),
    /// The match jumped back: redraw.
    Jumped,
}

/// Writes the log lines of one applied action.
pub type LogLines<G> = fn(&G, &<G as Game>::Action, &[<G as Game>::Event]) -> Vec<LogLine>;

/// The part of a match that does not depend on the game.
pub struct MatchCore<G: Game> {
    pub game: G,
    pub seats: Vec<SeatKind>,
    pub record: GameRecord,
    /// Actions below this index cannot be undone.
    pub undo_floor: usize,
    pub log: Vec<LogLine>,
    pub replay: Option<ReplayState>,
    /// A short message for the player.
    pub notice: Option<String>,
    /// Seconds since the match last changed, for AI pauses.
    pub idle: f32,
    lines: LogLines<G>,
    /// The legal actions of the state now, computed once per change (views ask every frame).
    legal: std::sync::OnceLock<Vec<G::Action>>,
    /// What a legal action (by its index) would do, computed when first asked.
    previews: std::sync::Mutex<std::collections::HashMap<usize, Vec<G::Event>>>,
}

impl<G: Game> MatchCore<G> {
    /// A match from a record, replayed to its end.
    pub fn from_record(
        record: GameRecord,
        seats: Vec<SeatKind>,
        lines: LogLines<G>,
    ) -> Result<Self, String> {
        let mut log = Vec::new();
        let game: G = record
            .replay_with(|g: &G, a, events| log.extend(lines(g, a, events)))
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
            notice: None,
            idle: 0.0,
            lines,
            legal: Default::default(),
            previews: Default::default(),
        })
    }

    /// The legal actions now (every chance outcome while chance is to move); computed once
    /// per change of the state.
    pub fn legal(&self) -> &[G::Action] {
        self.legal.get_or_init(|| self.game.legal_actions())
    }

    /// What a legal action would do, without doing it: its events. Computed once per state
    /// and action; an action that is not legal now does nothing.
    pub fn preview(&self, action: &G::Action) -> Vec<G::Event> {
        let Some(index) = self.legal().iter().position(|a| a == action) else {
            return Vec::new();
        };
        let mut previews = self.previews.lock().unwrap_or_else(|e| e.into_inner());
        previews
            .entry(index)
            .or_insert_with(|| {
                let mut copy = self.game.clone();
                copy.apply(action).unwrap_or_default()
            })
            .clone()
    }

    /// Forgets what was computed for the state before a change.
    fn changed(&mut self) {
        self.legal = Default::default();
        self.previews = Default::default();
        self.idle = 0.0;
    }

    /// Whether the last action may be taken back: never past a die roll, an AI's move or
    /// another player's move, never in a replay or a finished game.
    pub fn undo_allowed(&self) -> bool {
        self.replay.is_none()
            && self.record.actions.len() > self.undo_floor
            && self.game.to_move() != ToMove::Over
    }

    /// Applies an action (the flow's autosave system saves it). `sealed` (a roll, an AI move, a replay step) means no undo reaches
    /// back past it; a human move may be taken back until the next sealed action.
    pub fn apply(&mut self, action: &G::Action, sealed: bool) -> Result<Vec<G::Event>, String> {
        // Written before it is applied: the notation may read the state the action acts on.
        let text = self.game.format_action(action);
        let events = self.game.apply(action).map_err(|e| e.text())?;
        self.changed();
        self.record.actions.push(text);
        self.log.extend((self.lines)(&self.game, action, &events));
        let len = self.record.actions.len();
        self.undo_floor = if sealed || self.replay.is_some() {
            len
        } else {
            self.undo_floor.max(len - 1)
        };
        self.idle = 0.0;
        Ok(events)
    }

    /// Saves the match (autosave while it runs, the finished game once over).
    pub fn save(&self) {
        let saved = SavedGame::of(&self.record, &self.seats);
        save_match(G::ID, &saved, self.game.outcome().is_some());
    }

    /// Takes back the last action.
    pub fn undo(&mut self) {
        let mut record = self.record.clone();
        record.actions.pop();
        self.rebuild(record);
        self.notice = Some(crate::tr!("notice-move-taken-back"));
    }

    /// Replays `record` from the start and makes it the match.
    pub fn rebuild(&mut self, record: GameRecord) {
        match Self::from_record(record, self.seats.clone(), self.lines) {
            Ok(fresh) => {
                self.undo_floor = self.undo_floor.min(fresh.record.actions.len());
                self.game = fresh.game;
                self.record = fresh.record;
                self.log = fresh.log;
                self.changed();
            }
            Err(e) => self.notice = Some(crate::tr!("notice-cannot-rebuild", reason = e)),
        }
    }

    /// Writes the log again from the record (in the language in use now).
    pub fn relog(&mut self) {
        let mut log = Vec::new();
        let lines = self.lines;
        if self
            .record
            .replay_with(|g: &G, a, events| log.extend(lines(g, a, events)))
            .is_ok()
        {
            self.log = log;
        }
    }

    /// Moves a replay to `cursor` actions from the start.
    pub fn seek(&mut self, cursor: usize) {
        let Some(replay) = &self.replay else { return };
        let mut record = replay.full.clone();
        record.actions.truncate(cursor);
        self.rebuild(record);
        self.undo_floor = self.record.actions.len();
    }

    /// Reads the replay's intents: left steps back, right steps on, confirm plays or pauses.
    pub fn replay_step(&mut self, intents: &[Intent], delay: f32) -> ReplayCommand<G::Action> {
        let Some(replay) = self.replay.clone() else {
            return ReplayCommand::Nothing;
        };
        let cursor = self.record.actions.len();
        let mut forward = replay.playing && self.idle >= delay.max(0.3);
        for intent in intents {
            match intent {
                Intent::Right | Intent::Next => forward = true,
                Intent::Left | Intent::Previous if cursor > 0 => {
                    self.seek(cursor - 1);
                    return ReplayCommand::Jumped;
                }
                Intent::Confirm => {
                    if let Some(r) = &mut self.replay {
                        r.playing = !r.playing;
                    }
                }
                _ => {}
            }
        }
        if forward && cursor < replay.full.actions.len() {
            match self.game.parse_action(&replay.full.actions[cursor]) {
                Ok(action) => return ReplayCommand::Forward(action),
                Err(e) => self.notice = Some(e.message),
            }
        } else if cursor >= replay.full.actions.len()
            && let Some(r) = &mut self.replay
        {
            r.playing = false;
        }
        ReplayCommand::Nothing
    }
}

/// Why the save text cannot be used for game `G`, or the save.
pub fn check_save<G: Game>(text: &str) -> Result<(SavedGame, G), Words> {
    let saved: SavedGame = serde_json::from_str(text).map_err(|e| {
        warn!("a save does not read: {e}");
        words!("save-damaged")
    })?;
    if saved.version > SAVE_VERSION {
        return Err(words!(
            "save-newer",
            format = saved.version,
            reads = SAVE_VERSION
        ));
    }
    let game: G = saved
        .record
        .replay()
        .map_err(|e| words!("save-no-longer-replays", reason = e))?;
    if saved.seats.len() != game.seat_count() {
        return Err(words!(
            "save-seat-count",
            seats = saved.seats.len(),
            game_seats = game.seat_count()
        ));
    }
    Ok((saved, game))
}

/// Reads the save under `key`. A save that cannot be used is moved aside (never overwritten
/// by the next game) and listed in `kept` with its reason.
fn read_slot<G: Game>(key: &str, kept: &mut Vec<KeptSave>) -> Option<(SavedGame, G)> {
    let checked = match crate::app::storage::read_text(key) {
        Ok(None) => return None,
        Ok(Some(text)) => check_save::<G>(&text),
        Err(e) => Err(Words::from(e)),
    };
    match checked {
        Ok(ok) => Some(ok),
        Err(reason) => {
            match crate::app::storage::set_aside(key) {
                Ok(aside) => {
                    warn!("the save {key} is kept as {aside}: {reason}");
                    kept.push(KeptSave {
                        key: aside,
                        reason: Some(reason),
                    });
                }
                Err(e) => warn!("the save {key} cannot be used ({reason}) nor kept aside: {e}"),
            }
            None
        }
    }
}

/// Reads the saves of game `G`: the running game (`<id>-autosave`), the last finished one
/// (`<id>-finished`) and those kept aside.
pub fn read_saves<G: Game>() -> GameSaves {
    let mut kept: Vec<KeptSave> = [format!("{}-autosave", G::ID), format!("{}-finished", G::ID)]
        .iter()
        .flat_map(|k| crate::app::storage::kept_keys(k))
        .map(|key| KeptSave { key, reason: None })
        .collect();
    let autosave = read_slot::<G>(&format!("{}-autosave", G::ID), &mut kept)
        .filter(|(_, game)| game.outcome().is_none())
        .map(|(saved, _)| saved);
    let finished = read_slot::<G>(&format!("{}-finished", G::ID), &mut kept).map(|(s, _)| s);
    GameSaves {
        autosave,
        finished,
        kept,
    }
}
