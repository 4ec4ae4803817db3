//! The verses of the twelve starred places, read from `assets/suomi1918/data/verses.ron`
//! through one validated constructor: the Finnish verse, our English translation and our
//! reading of it.

use super::{SIDE_NAMES, SuomiMap};
use crate::rules::RulesError;

/// One starred place's verse.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Verse {
    /// The place's printed name, as on the map.
    pub place: String,
    /// The side the verse is printed against ("Punaiset" or "Valkoiset").
    pub harms: String,
    /// Its number in the card's list for that side (1..=6).
    pub number: u8,
    pub finnish: String,
}

impl Verse {
    /// Its messages' key: `suomi-verse-<white|red>-<number>` is our translation, `…-reading`
    /// how our rules apply it, `…-note` what we reconstructed or corrected (the message files,
    /// in each language).
    pub fn key(&self) -> String {
        let side = if self.harms == "Valkoiset" {
            "white"
        } else {
            "red"
        };
        format!("suomi-verse-{side}-{}", self.number)
    }

    /// Our translation, in `lang` (empty in Finnish: the verse is Finnish already).
    pub fn translation(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::message_in(lang, &self.key(), &[])
    }

    /// How our rules apply it, in `lang`.
    pub fn reading(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::message_in(lang, &format!("{}-reading", self.key()), &[])
    }

    /// What we reconstructed or corrected, if anything, in `lang`.
    pub fn note(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::message_in(lang, &format!("{}-note", self.key()), &[])
    }
}

#[derive(serde::Deserialize)]
struct VerseFile {
    verses: Vec<Verse>,
}

/// All twelve verses, checked against the map.
#[derive(Clone, Debug)]
pub struct SuomiVerses {
    pub verses: Vec<Verse>,
}

/// The verses shipped with the game.
pub const STANDARD_VERSES_RON: &str = include_str!("../../../assets/suomi1918/data/verses.ron");

impl SuomiVerses {
    /// The shipped verses, read once.
    pub fn standard() -> &'static Self {
        static VERSES: std::sync::OnceLock<SuomiVerses> = std::sync::OnceLock::new();
        VERSES.get_or_init(|| {
            Self::from_ron(STANDARD_VERSES_RON, &SuomiMap::standard())
                .expect("the shipped verses are valid")
        })
    }

    /// Reads and checks a verse file: one verse for every starred place of the map, six
    /// against each side numbered 1..=6, no empty text.
    pub fn from_ron(text: &str, map: &SuomiMap) -> Result<Self, RulesError> {
        let file: VerseFile = ron::from_str(text)
            .map_err(|e| RulesError::new(format!("the verse file does not read: {e}")))?;
        for v in &file.verses {
            let Some(circle) = map.named(&v.place) else {
                return Err(RulesError::new(format!(
                    "the verse of '{}' names no place on the map",
                    v.place
                )));
            };
            if !map.circles[circle].star {
                return Err(RulesError::new(format!(
                    "'{}' has a verse but no star on the map",
                    v.place
                )));
            }
            if !SIDE_NAMES.contains(&v.harms.as_str()) {
                return Err(RulesError::new(format!(
                    "the verse of '{}' harms '{}', which is no side",
                    v.place, v.harms
                )));
            }
            if v.finnish.trim().is_empty() {
                return Err(RulesError::new(format!(
                    "the verse of '{}' lacks its text",
                    v.place
                )));
            }
        }
        for side in SIDE_NAMES {
            let mut numbers: Vec<u8> = file
                .verses
                .iter()
                .filter(|v| v.harms == side)
                .map(|v| v.number)
                .collect();
            numbers.sort_unstable();
            if numbers != [1, 2, 3, 4, 5, 6] {
                return Err(RulesError::new(format!(
                    "the verses against {side} must be numbered 1 to 6, found {numbers:?}"
                )));
            }
        }
        let stars = map.circles.iter().filter(|c| c.star).count();
        if stars != file.verses.len() {
            return Err(RulesError::new(format!(
                "the map has {stars} starred places but the file {} verses",
                file.verses.len()
            )));
        }
        Ok(Self {
            verses: file.verses,
        })
    }

    /// The verse of a circle, if it is a starred place.
    pub fn at(&self, map: &SuomiMap, circle: usize) -> Option<&Verse> {
        let name = map.circles.get(circle)?.name.as_deref()?;
        self.verses.iter().find(|v| v.place == name)
    }
}
