//! The AI ladder's measured ratings (`assets/shared/data/ladder.ron`, made by
//! `examples/ladder.rs`), read once through one validated constructor: the setup page shows
//! each level's rating beside its name.

use std::sync::OnceLock;

use super::Strength;

/// One game's ratings: the Elo of each level, the beginner at 1000, and how they were measured.
#[derive(Clone, Debug, PartialEq, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct GameRatings {
    pub game: String,
    /// The fewest games any two levels played.
    pub games_per_pair: u32,
    pub master_ms: u32,
    pub beginner: f64,
    pub casual: f64,
    pub club: f64,
    pub master: f64,
    /// Measured on paired dice (each seed twice, seats swapped, the same dice).
    #[serde(default)]
    pub paired: bool,
    /// Each rating's 95 % interval's half-width (0: not measured so).
    #[serde(default)]
    pub half_width: [f64; 4],
    /// The seats at the table in the measured games (0: not said).
    #[serde(default)]
    pub players: u8,
}

impl GameRatings {
    /// The rating of a level.
    pub fn of(&self, strength: Strength) -> f64 {
        match strength {
            Strength::Random => self.beginner,
            Strength::Quick => self.casual,
            Strength::Strong => self.club,
            Strength::Master => self.master,
        }
    }
}

/// Every game's ratings.
#[derive(Clone, Debug, PartialEq, serde::Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Ladder {
    pub games: Vec<GameRatings>,
}

impl Ladder {
    /// Reads and checks the ratings: each game once, the beginner at 1000, every rating a
    /// number from 0 to 10 000 (a level may measure below the one beneath it: the table says
    /// what was measured), games measured.
    pub fn from_ron(text: &str) -> Result<Self, String> {
        let ladder: Self =
            ron::from_str(text).map_err(|e| format!("the AI ladder does not read: {e}"))?;
        for (i, g) in ladder.games.iter().enumerate() {
            if ladder.games[..i].iter().any(|h| h.game == g.game) {
                return Err(format!("the AI ladder names {} twice", g.game));
            }
            if g.beginner != 1000.0 {
                return Err(format!("{}: the beginner is the anchor, 1000", g.game));
            }
            let levels = [g.beginner, g.casual, g.club, g.master];
            if levels.iter().any(|r| !(0.0..=10_000.0).contains(r)) {
                return Err(format!("{}: a rating is outside 0-10 000", g.game));
            }
            if g.half_width.iter().any(|h| !(0.0..=10_000.0).contains(h)) {
                return Err(format!("{}: an interval is outside 0-10 000", g.game));
            }
            if g.games_per_pair == 0 || g.master_ms == 0 {
                return Err(format!("{}: no games or no master budget", g.game));
            }
        }
        Ok(ladder)
    }

    /// The ratings as `ladder.ron` has them, with the comment that says how they are made
    /// (checked by reading them back).
    pub fn to_ron(&self) -> Result<String, String> {
        let config = ron::ser::PrettyConfig::new()
            .depth_limit(2)
            .struct_names(false);
        let body = ron::ser::to_string_pretty(self, config)
            .map_err(|e| format!("the AI ladder does not write: {e}"))?;
        Self::from_ron(&body)?;
        Ok(format!("{LADDER_HEADER}{body}\n"))
    }

    /// The ratings of a game, if measured.
    pub fn game(&self, id: &str) -> Option<&GameRatings> {
        self.games.iter().find(|g| g.game == id)
    }
}

/// The comment at the head of `ladder.ron`.
const LADDER_HEADER: &str = "\
// The AI ladder's ratings beside each level in the setup page's seat choice, written by
// `cargo run --release --example ladder -- GAME GAMES_PER_PAIR MASTER_MS` from the games in
// docs/ladder/GAME-MASTER_MSms.tsv: Bradley–Terry on the Elo scale, the beginner at 1000,
// each seed played twice with the seats swapped and the same dice and draws in both games
// (`paired`), `half_width` each rating's 95 % interval from resampled pairs. A rating holds
// within its game only; `players` the seats of the measured games (the 1918 game one a side).
";

/// The ladder the game ships (checked by a test: a broken file gives no ratings, never a
/// crash).
pub fn shipped() -> Option<&'static Ladder> {
    static LADDER: OnceLock<Option<Ladder>> = OnceLock::new();
    LADDER
        .get_or_init(|| Ladder::from_ron(include_str!("../../assets/shared/data/ladder.ron")).ok())
        .as_ref()
}

/// How many seats the games that rated a game's levels had, if the ladder says so: the setup
/// page tells a table of another size that its ratings come from such games.
pub fn measured_players(game: &str) -> Option<u8> {
    shipped()?.game(game).map(|g| g.players).filter(|&n| n > 0)
}

/// The rating of a level in a game, rounded, if the ladder has it.
pub fn rating(game: &str, strength: Strength) -> Option<i32> {
    shipped()?.game(game).map(|g| g.of(strength).round() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_ladder_rates_every_level_of_every_game() {
        let ladder = Ladder::from_ron(include_str!("../../assets/shared/data/ladder.ron"))
            .expect("the shipped ladder reads");
        for id in ["eile", "razboiniki", "suomi1918", "helsinki1918"] {
            let g = ladder.game(id).unwrap_or_else(|| panic!("{id} is rated"));
            assert_eq!(g.beginner, 1000.0);
            assert!(g.club > g.casual && g.casual > g.beginner, "{g:?}");
        }
        assert_eq!(
            rating("razboiniki", Strength::Strong),
            Some(ladder.games[1].club as i32)
        );
        // Every game was measured with two at the table (one a side in the 1918 game).
        for id in ["eile", "razboiniki", "suomi1918", "helsinki1918"] {
            assert_eq!(measured_players(id), Some(2), "{id}");
        }
        assert_eq!(measured_players("chess"), None);
    }

    #[test]
    fn a_broken_ladder_is_a_message() {
        let good = "(games: [(game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300)])";
        assert!(Ladder::from_ron(good).is_ok());
        let twice = "(games: [(game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300), (game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300)])";
        assert!(Ladder::from_ron(twice).unwrap_err().contains("twice"));
        let wide = good.replace(")])", ", half_width: (0, 20, -5, 30))])");
        assert!(Ladder::from_ron(&wide).unwrap_err().contains("interval"));
        let written = Ladder::from_ron(good).unwrap().to_ron().expect("it writes");
        assert_eq!(
            Ladder::from_ron(&written).unwrap(),
            Ladder::from_ron(good).unwrap()
        );
        assert!(written.starts_with("// The AI ladder"));
        let anchor = good.replace("beginner: 1000", "beginner: 900");
        assert!(Ladder::from_ron(&anchor).unwrap_err().contains("anchor"));
        assert!(Ladder::from_ron("(games: [").is_err());
    }
}
