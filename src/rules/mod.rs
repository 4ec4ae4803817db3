//! The pure rules core: the trait every game implements, game records and errors. No Bevy here.

pub mod common;
pub mod eile;
pub mod helsinki1918;
pub mod razboiniki;
pub mod record;
pub mod suomi1918;

use std::fmt;

pub use common::{Probability, Seat};

/// The longest action text any game writes; longer input is refused before it is read.
pub const MAX_ACTION_TEXT: usize = 120;

/// Text from outside (a file, the command line) made safe to echo in a message: control
/// characters escaped and anything past 60 characters cut with an ellipsis.
pub fn quote(text: &str) -> String {
    const SHOWN: usize = 60;
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == SHOWN {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Reads an action and accepts it only in the one form the game writes, so one game has
/// one record text: `loose` reads the text, `format` prints the action it read.
pub fn parse_canonical<A>(
    text: &str,
    loose: impl FnOnce(&str) -> Result<A, RulesError>,
    format: impl FnOnce(&A) -> String,
) -> Result<A, RulesError> {
    if text.len() > MAX_ACTION_TEXT {
        return Err(RulesError::new(format!(
            "an action of {} bytes is too long (at most {MAX_ACTION_TEXT}): '{}'",
            text.len(),
            quote(text)
        )));
    }
    let action = loose(text)?;
    let written = format(&action);
    if written != text {
        return Err(RulesError::new(format!(
            "'{}' is written '{written}' in the notation",
            quote(text)
        )));
    }
    Ok(action)
}

/// Who acts next in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// A player's seat chooses an action.
    Seat(Seat),
    /// Chance acts: a die roll or a card draw, chosen among `chance_outcomes`.
    Chance,
    /// The game is over.
    Over,
}

/// The result of a finished game: one place per seat (1 = winner). Seats that
/// did not finish share the last place.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// `places[seat]` is that seat's finishing place, starting at 1.
    pub places: Vec<u8>,
}

impl Outcome {
    /// The seats in first place.
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len())
            .filter(|&s| self.places[s] == 1)
            .map(|s| Seat(s as u8))
            .collect()
    }

    /// A utility in 0..=1 per seat for search: first place 1, last place 0.
    pub fn utilities(&self) -> Vec<f64> {
        let worst = *self.places.iter().max().unwrap_or(&1);
        self.places
            .iter()
            .map(|&p| {
                if worst <= 1 {
                    0.5
                } else {
                    f64::from(worst - p) / f64::from(worst - 1)
                }
            })
            .collect()
    }
}

/// Why an action was refused, written for a player: the message (`assets/i18n/<lang>/
/// refusals.ftl`) a screen shows in its player's language, and the same in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    pub words: crate::i18n::Words,
    /// In English: the command line's words.
    pub reason: String,
}

impl IllegalAction {
    pub fn new(words: crate::i18n::Words) -> Self {
        Self {
            reason: words.english(),
            words,
        }
    }

    /// The reason in the player's language.
    pub fn text(&self) -> String {
        self.words.text()
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}

impl std::error::Error for IllegalAction {}

/// A broken data file, bad options or unreadable notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    pub message: String,
}

impl RulesError {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RulesError {}

/// Where a rules core writes the events of an action: a list for `Game::apply`, nowhere for
/// `Game::apply_quietly` and `Game::apply_listed`, so one body of rules serves them all.
pub trait EventSink<E> {
    /// Whether the events are kept: a rules core may skip building a costly event (one
    /// holding a list) for a sink that drops it.
    const KEEPS: bool = true;
    /// Writes one event (the quiet sink drops it).
    fn push(&mut self, event: E);
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// The sink of `Game::apply_quietly` and `Game::apply_listed`: the events are not kept.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    const KEEPS: bool = false;
    #[inline]
    fn push(&mut self, _event: E) {}
}

/// The action `pick` chooses from a listing, as `Game::pick_legal_action` says: the only one
/// without asking, none from an empty listing or for an index past its end.
pub(crate) fn pick_listed<A: Clone>(
    actions: &[A],
    pick: &mut dyn FnMut(usize) -> usize,
) -> Option<A> {
    match actions.len() {
        0 => None,
        1 => actions.first().cloned(),
        n => actions.get(pick(n)).cloned(),
    }
}

/// Whether a game refuses an action: `legal` is asked when `check` (`Game::apply`,
/// `Game::apply_quietly`); for an action the state listed itself (`Game::apply_listed`,
/// `check` false) only in a debug build, which stops at a listed `what` that is not legal.
#[inline]
pub(crate) fn refuses(check: bool, what: &str, legal: impl FnOnce() -> bool) -> bool {
    if check {
        !legal()
    } else {
        debug_assert!(legal(), "a listed {what} is legal");
        false
    }
}

/// The contract every game's rules fulfil. The AI, the CLI, the tests, the
/// replays and the Bevy plugins all work through it.
pub trait Game: Clone + Send + Sync + 'static {
    /// The options chosen at setup (players, stones, variants).
    type Options: Clone + Default + serde::Serialize + serde::de::DeserializeOwned;
    /// One move of a seat or one outcome of chance.
    type Action: Clone + PartialEq + fmt::Debug + Send + Sync;
    /// What happened when an action was applied, for logs and animations.
    type Event: Clone + fmt::Debug + Send + Sync;
    /// What one seat may see of the state.
    type View: serde::Serialize;

    /// The short id used in records and on the command line.
    const ID: &'static str;

    /// The initial state for these options, or why the options are invalid.
    fn new(options: &Self::Options) -> Result<Self, RulesError>;
    /// How many seats take part.
    fn seat_count(&self) -> usize;
    /// Who acts next.
    fn to_move(&self) -> ToMove;
    /// Every legal action of the seat to move, or every chance outcome.
    fn legal_actions(&self) -> Vec<Self::Action>;
    /// One legal action chosen by its place in `legal_actions`, found without listing the
    /// others where a game can: `pick(n)` is called once with the number n of legal actions
    /// when there are two or more and returns an index below n; the action at that index is
    /// returned (the only one, without calling `pick`, when there is one; `None` when there
    /// is none, or for an index out of range). The random player chooses through it (the
    /// bench's random playouts, the review's random moves). A game whose listing costs time
    /// overrides it (the same action for the same index).
    fn pick_legal_action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<Self::Action> {
        pick_listed(&self.legal_actions(), pick)
    }
    /// The chance outcomes with their probabilities (empty unless chance is to move).
    fn chance_outcomes(&self) -> Vec<(Self::Action, Probability)>;
    /// One chance outcome drawn by weight, without the list where a game can: the outcomes'
    /// weights are their probabilities over the first one's denominator (whole numbers: a
    /// numerator times the first denominator divided by its own, rounded down); when there is
    /// an outcome, `pick(total)` is called once with the weights' sum and returns a number
    /// below it (below 1 when the sum is 0), and the outcome whose share of the sum holds that
    /// number is returned, in the order of `chance_outcomes` (the first for any number when
    /// the weights sum to 0; `None` when there is no outcome, or for a number out of range).
    /// The random playouts draw their dice through it; a game whose list costs time
    /// overrides it (the same outcome for the same number).
    fn pick_chance_outcome(&self, pick: &mut dyn FnMut(u32) -> u32) -> Option<Self::Action> {
        let mut outcomes = self.chance_outcomes();
        let scale = outcomes.first().map_or(1, |(_, p)| p.denominator);
        let weight = |p: &Probability| p.numerator * (scale / p.denominator.max(1));
        let total: u32 = outcomes.iter().map(|(_, p)| weight(p)).sum();
        let mut left = pick(total);
        for (i, (_, p)) in outcomes.iter().enumerate() {
            if left < weight(p) {
                return Some(outcomes.swap_remove(i).0);
            }
            left -= weight(p);
        }
        // Weights that sum to nothing: the first outcome.
        (total == 0 && !outcomes.is_empty()).then(|| outcomes.swap_remove(0).0)
    }
    /// Validates and applies an action; returns the events or why it is illegal.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, IllegalAction>;
    /// Applies an action exactly as `apply` does, checked, but writes no events: for a caller
    /// that throws the events away but takes actions from outside the state (the ladder's
    /// referee, the tests). A game whose events cost time overrides it (the state after it is
    /// the state after `apply`).
    fn apply_quietly(&mut self, action: &Self::Action) -> Result<(), IllegalAction> {
        self.apply(action).map(drop)
    }
    /// Applies, as `apply_quietly` does, an action that this same state offered: one of its
    /// `legal_actions` or `chance_outcomes`, or what `pick_legal_action` or
    /// `pick_chance_outcome` gave. The searches, the random playouts (the bench's, the review's)
    /// and the training loops take this path. A
    /// game whose check costs time may leave it out here (a debug build still checks, and the
    /// tests run in one); an action from anywhere else (a player, a record, the network, a
    /// replay) goes through `apply` or `apply_quietly`, which refuse what is illegal.
    fn apply_listed(&mut self, action: &Self::Action) -> Result<(), IllegalAction> {
        self.apply_quietly(action)
    }
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// What a seat may see (the whole state for perfect-information games).
    fn view(&self, seat: Seat) -> Self::View;
    /// Prints an action in the game's text notation.
    fn format_action(&self, action: &Self::Action) -> String;
    /// Reads an action in the game's text notation.
    fn parse_action(&self, text: &str) -> Result<Self::Action, RulesError>;
    /// A number that only grows as the game advances; random playouts use it
    /// to prove the game ends.
    fn progress(&self) -> u64;
}
