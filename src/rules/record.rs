//! Game records `{game, options, actions}` in JSON, and replaying them without any RNG.

use super::{Game, RulesError, quote};

/// The largest record file read, in bytes (a finished Helsinki 1918 game is about 12 KB).
pub const MAX_RECORD_BYTES: usize = 4 << 20;
/// The most actions a record may hold (the longest AI games have a few thousand).
pub const MAX_RECORD_ACTIONS: usize = 200_000;

/// A whole game as it is saved: the game id, its options and every action in notation.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    pub game: String,
    pub options: serde_json::Value,
    pub actions: Vec<String>,
    /// The hints a player asked for: the number of actions played when each was asked
    /// (shown at the end of the game; a replay does not need them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<usize>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The record itself is unusable (wrong game, bad options, bad JSON).
    Record(String),
    /// Action number `index` (0-based) cannot be read or is illegal.
    Action {
        index: usize,
        text: String,
        reason: String,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Record(why) => write!(f, "unusable record: {why}"),
            ReplayError::Action {
                index,
                text,
                reason,
            } => write!(f, "action {index} '{}' is illegal: {reason}", quote(text)),
        }
    }
}

impl std::error::Error for ReplayError {}

impl GameRecord {
    /// A record of a new game.
    pub fn new<G: Game>(options: &G::Options) -> Self {
        Self {
            game: G::ID.to_string(),
            options: serde_json::to_value(options).expect("options serialise"),
            actions: Vec::new(),
            hints: Vec::new(),
        }
    }

    /// Reads a record from JSON: the three fields and no others, within the size limits.
    pub fn from_json(text: &str) -> Result<Self, RulesError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RulesError::new(format!(
                "a record of {} bytes is too large (at most {MAX_RECORD_BYTES})",
                text.len()
            )));
        }
        let record: Self = serde_json::from_str(text)
            .map_err(|e| RulesError::new(format!("not a game record: {e}")))?;
        record.check_size()?;
        Ok(record)
    }

    /// Refuses a record with more actions than any game has.
    pub fn check_size(&self) -> Result<(), RulesError> {
        if self.actions.len() > MAX_RECORD_ACTIONS {
            return Err(RulesError::new(format!(
                "a record of {} actions is too long (at most {MAX_RECORD_ACTIONS})",
                self.actions.len()
            )));
        }
        Ok(())
    }

    /// The record as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records serialise")
    }

    /// The options of this record for game `G`.
    pub fn options<G: Game>(&self) -> Result<G::Options, ReplayError> {
        if self.game != G::ID {
            return Err(ReplayError::Record(format!(
                "the record is for '{}', not '{}'",
                quote(&self.game),
                G::ID
            )));
        }
        if !self.options.is_object() {
            return Err(ReplayError::Record(
                "bad options: they must be a JSON object of named options".into(),
            ));
        }
        serde_json::from_value(self.options.clone())
            .map_err(|e| ReplayError::Record(format!("bad options: {e}")))
    }

    /// Replays the record from the start; `on_step` sees each applied action and its events.
    pub fn replay_with<G: Game>(
        &self,
        mut on_step: impl FnMut(&G, &G::Action, &[G::Event]),
    ) -> Result<G, ReplayError> {
        self.check_size()
            .map_err(|e| ReplayError::Record(e.message))?;
        let options = self.options::<G>()?;
        let mut game = G::new(&options).map_err(|e| ReplayError::Record(e.message))?;
        for (index, text) in self.actions.iter().enumerate() {
            let fail = |reason: String| ReplayError::Action {
                index,
                text: text.clone(),
                reason,
            };
            let action = game.parse_action(text).map_err(|e| fail(e.message))?;
            let events = game.apply(&action).map_err(|e| fail(e.reason))?;
            on_step(&game, &action, &events);
        }
        Ok(game)
    }

    /// Replays the record from the start.
    pub fn replay<G: Game>(&self) -> Result<G, ReplayError> {
        self.replay_with(|_: &G, _, _| {})
    }
}
