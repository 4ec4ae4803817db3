//! What the shell hands a game and reads back from it: who sits where, how the next match
//! starts, and the saves a game offers on the title. The games build on these; the shell
//! names no game.

use bevy::prelude::*;

use crate::rules::record::GameRecord;

/// Who sits at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SeatKind {
    /// A player at this screen.
    Human,
    Ai(crate::ai::Strength),
    /// A player at another screen, in an online game (the server plays the rest).
    Remote,
}

impl SeatKind {
    /// The seat choice's order: a player, then the AI levels from the gentlest (beginner,
    /// casual, club player, master: `examples/ladder.rs` rates them).
    pub const ALL: [Self; 5] = [
        Self::Human,
        Self::Ai(crate::ai::Strength::Random),
        Self::Ai(crate::ai::Strength::Quick),
        Self::Ai(crate::ai::Strength::Strong),
        Self::Ai(crate::ai::Strength::Master),
    ];

    pub fn label(self) -> String {
        match self {
            Self::Human => crate::tr!("seat-kind-human"),
            Self::Ai(crate::ai::Strength::Random) => crate::tr!("seat-kind-ai-random"),
            Self::Ai(crate::ai::Strength::Quick) => crate::tr!("seat-kind-ai-quick"),
            Self::Ai(crate::ai::Strength::Strong) => crate::tr!("seat-kind-ai-strong"),
            Self::Ai(crate::ai::Strength::Master) => crate::tr!("seat-kind-ai-master"),
            Self::Remote => crate::tr!("seat-kind-online"),
        }
    }

    /// The setup page's note under the seats when the table has another number of seats than
    /// the games that rated `game`'s levels (the ladder's `players`); None when they agree.
    pub fn ratings_note(game: &str, seats: usize) -> Option<String> {
        let measured = crate::ai::ladder::measured_players(game)?;
        (usize::from(measured) != seats)
            .then(|| crate::tr!("seat-ratings-measured", players = measured))
    }

    /// The label with an AI level's rating in `game` beside it (the ladder's Elo,
    /// `assets/shared/data/ladder.ron`), as the setup page's seat choice shows it.
    pub fn rated_label(self, game: &str) -> String {
        match self {
            Self::Ai(strength) => match crate::ai::ladder::rating(game, strength) {
                Some(elo) => crate::tr!(
                    "seat-kind-rated",
                    level = self.label(),
                    elo = elo.to_string()
                ),
                None => self.label(),
            },
            _ => self.label(),
        }
    }
}

/// The save format this build writes; a save of a newer format is kept, not read.
pub const SAVE_VERSION: u32 = 1;

/// A match as it is saved: the format version, its record and who sat where.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// The save format (saves written before versions existed read as 0).
    #[serde(default)]
    pub version: u32,
    pub record: GameRecord,
    pub seats: Vec<SeatKind>,
}

impl SavedGame {
    /// The save of a match now.
    pub fn of(record: &GameRecord, seats: &[SeatKind]) -> Self {
        Self {
            version: SAVE_VERSION,
            record: record.clone(),
            seats: seats.to_vec(),
        }
    }
}

/// A save that could not be used, kept aside under its own key until the player discards it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptSave {
    /// The storage key it is kept under.
    pub key: String,
    /// Why it could not be used, when this run found out (shown in the player's language).
    pub reason: Option<crate::i18n::Words>,
}

/// What the title offers for one game: the match to resume, the finished one to replay, and
/// the saves kept aside.
#[derive(Clone, Debug, Default)]
pub struct GameSaves {
    pub autosave: Option<SavedGame>,
    pub finished: Option<SavedGame>,
    pub kept: Vec<KeptSave>,
}

/// How the next match starts when the game screen opens.
#[derive(Clone, Debug)]
pub enum StartHow {
    /// A new match from the game's setup page.
    New,
    Resume(SavedGame),
    Replay(SavedGame),
    /// The game of the online room this client is in: the server decides, the match follows.
    Online,
    /// A guided first game: the lesson's script is played, the learner making their own moves.
    Lesson(Lesson),
}

/// A guided first game of one game: the learner's seat, the record it starts from (its
/// options) and the script, each action with the message key said from it on (read from
/// `assets/<game>/data/lesson.ron`).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Lesson {
    pub game: &'static str,
    /// The learner's seat.
    pub you: u8,
    pub start: GameRecord,
    pub script: Vec<String>,
    pub says: Vec<Option<String>>,
    /// The message key said when the script is played out (with the offer of a real game).
    pub done: String,
}

#[derive(serde::Deserialize)]
struct LessonFile {
    you: u8,
    /// The game's options as JSON (as a record writes them).
    options: String,
    steps: Vec<LessonStep>,
    /// The message said at the end.
    done: String,
}

#[derive(serde::Deserialize)]
struct LessonStep {
    play: String,
    #[serde(default)]
    say: Option<String>,
}

impl Lesson {
    /// The lesson of game `game` from its file; a broken file is refused with a reason.
    pub fn from_ron(game: &'static str, text: &str) -> Result<Self, String> {
        let file: LessonFile =
            ron::from_str(text).map_err(|e| format!("the lesson of {game} does not read: {e}"))?;
        let options = serde_json::from_str(&file.options)
            .map_err(|e| format!("the lesson of {game} has options that are not JSON: {e}"))?;
        if file.steps.is_empty() {
            return Err(format!("the lesson of {game} has no steps"));
        }
        Ok(Self {
            game,
            you: file.you,
            start: GameRecord {
                game: game.to_string(),
                options,
                actions: Vec::new(),
                hints: Vec::new(),
            },
            script: file.steps.iter().map(|s| s.play.clone()).collect(),
            says: file.steps.into_iter().map(|s| s.say).collect(),
            done: file.done,
        })
    }

    /// The message key said at step `step`: the last one given at or before it.
    pub fn say_at(&self, step: usize) -> Option<&str> {
        self.says[..=step.min(self.says.len() - 1)]
            .iter()
            .rev()
            .find_map(|s| s.as_deref())
    }
}

/// The setup page creates an online room instead of starting a match here.
#[derive(Resource, Clone, Copy, Debug)]
pub struct CreatingRoom {
    /// Live, or by correspondence (with its time per move).
    pub pace: crate::net::store::Pace,
}

/// Which game's match starts, and how, when the game screen opens.
#[derive(Resource, Clone, Debug)]
pub struct MatchStart {
    /// The game's id (`Game::ID`).
    pub game: &'static str,
    pub how: StartHow,
}

impl MatchStart {
    pub fn new_game(game: &'static str) -> Self {
        Self {
            game,
            how: StartHow::New,
        }
    }
    pub fn resume(game: &'static str, saved: SavedGame) -> Self {
        Self {
            game,
            how: StartHow::Resume(saved),
        }
    }
    pub fn replay(game: &'static str, saved: SavedGame) -> Self {
        Self {
            game,
            how: StartHow::Replay(saved),
        }
    }
    pub fn lesson(lesson: Lesson) -> Self {
        Self {
            game: lesson.game,
            how: StartHow::Lesson(lesson),
        }
    }
    pub fn online(game: &'static str) -> Self {
        Self {
            game,
            how: StartHow::Online,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ladder rated every game's levels with two at the table: a table of four in Eile mit
    /// Weile, or three in Helsinki 1918, is told so under its seats; a table of two is not.
    #[test]
    fn a_table_of_another_size_is_told_where_the_ratings_come_from() {
        let note = SeatKind::ratings_note("eile", 4).expect("four seats get the note");
        assert!(note.contains('2') || note.contains("two"), "{note}");
        assert!(SeatKind::ratings_note("helsinki1918", 3).is_some());
        assert_eq!(SeatKind::ratings_note("eile", 2), None);
        assert_eq!(SeatKind::ratings_note("razboiniki", 2), None);
        assert_eq!(SeatKind::ratings_note("no-such-game", 4), None);
    }
}
