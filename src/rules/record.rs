//! Game records `{game, options, actions}` in JSON, and replaying them without any RNG.

use super::{Game, RulesError};

/// A whole game as it is saved: the game id, its options and every action in notation.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GameRecord {
    pub game: String,
    pub options: serde_json::Value,
    pub actions: Vec<String>,
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
            } => write!(f, "action {index} '{text}' is illegal: {reason}"),
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
        }
    }

    /// Reads a record from JSON.
    pub fn from_json(text: &str) -> Result<Self, RulesError> {
        serde_json::from_str(text).map_err(|e| RulesError::new(format!("not a game record: {e}")))
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
                self.game,
                G::ID
            )));
        }
        serde_json::from_value(self.options.clone())
            .map_err(|e| ReplayError::Record(format!("bad options: {e}")))
    }

    /// Replays the record from the start; `on_step` sees each applied action and its events.
    pub fn replay_with<G: Game>(
        &self,
        mut on_step: impl FnMut(&G, &G::Action, &[G::Event]),
    ) -> Result<G, ReplayError> {
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
