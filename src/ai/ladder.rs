//! The AI ladder's measured ratings (`assets/shared/data/ladder.ron`, made by
//! `examples/ladder.rs`), read once through one validated constructor: the setup page shows
//! each level's rating beside its name.

use std::sync::OnceLock;

use super::Strength;

/// One game's ratings: the Elo of each level, the beginner at 1000, and how they were measured.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRatings {
    pub game: String,
    pub games_per_pair: u32,
    pub master_ms: u32,
    pub beginner: f64,
    pub casual: f64,
    pub club: f64,
    pub master: f64,
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
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ladder {
    pub games: Vec<GameRatings>,
}

impl Ladder {
    /// Reads and checks the ratings: each game once, the beginner at 1000, every rating a
    /// number from 0 to 10 000, no level below the one beneath it, games measured.
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
            if levels.windows(2).any(|w| w[1] < w[0]) {
                return Err(format!(
                    "{}: a level is rated below the one beneath it",
                    g.game
                ));
            }
            if g.games_per_pair == 0 || g.master_ms == 0 {
                return Err(format!("{}: no games or no master budget", g.game));
            }
        }
        Ok(ladder)
    }

    /// The ratings of a game, if measured.
    pub fn game(&self, id: &str) -> Option<&GameRatings> {
        self.games.iter().find(|g| g.game == id)
    }
}

/// The ladder the game ships (checked by a test: a broken file gives no ratings, never a
/// crash).
pub fn shipped() -> Option<&'static Ladder> {
    static LADDER: OnceLock<Option<Ladder>> = OnceLock::new();
    LADDER
        .get_or_init(|| Ladder::from_ron(include_str!("../../assets/shared/data/ladder.ron")).ok())
        .as_ref()
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
            assert!(
                g.master >= g.club && g.club > g.casual && g.casual > g.beginner,
                "{g:?}"
            );
        }
        assert_eq!(
            rating("razboiniki", Strength::Strong),
            Some(ladder.games[1].club as i32)
        );
    }

    #[test]
    fn a_broken_ladder_is_a_message() {
        let good = "(games: [(game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300)])";
        assert!(Ladder::from_ron(good).is_ok());
        let twice = "(games: [(game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300), (game: \"eile\", games_per_pair: 2, master_ms: 10, beginner: 1000, casual: 1100, club: 1200, master: 1300)])";
        assert!(Ladder::from_ron(twice).unwrap_err().contains("twice"));
        let upside = good.replace("club: 1200", "club: 900");
        assert!(Ladder::from_ron(&upside).unwrap_err().contains("below"));
        let anchor = good.replace("beginner: 1000", "beginner: 900");
        assert!(Ladder::from_ron(&anchor).unwrap_err().contains("anchor"));
        assert!(Ladder::from_ron("(games: [").is_err());
    }
}
