//! History at the table: the notes of the two 1918 games (what happened at a place in 1918,
//! when, and the public sources each note rests on) and the makers' notes of every game, read
//! from their data files (`assets/<game>/data/history.ron`, `assets/history/makers.ron`) and
//! a language's texts (`assets/history/<lang>.ftl`, `assets/history/makers-<lang>.ftl`)
//! through one validated constructor. No `bevy` here: the app shows a `HistoryBook`, the tests
//! check it. The web page fetches the files when a player opens the view (they are not built
//! into the wasm); the desktop game has them built in (`HistoryFiles::built_in`).

use std::collections::BTreeMap;

use serde::Deserialize;

/// The games that have history notes, by their id (`Game::ID`).
pub const NOTE_GAMES: [&str; 2] = ["suomi1918", "helsinki1918"];

/// The games that have makers' notes: all four.
pub const MAKERS_GAMES: [&str; 4] = ["eile", "razboiniki", "suomi1918", "helsinki1918"];

/// A public source a note rests on: its title, who published it, its address and the day it
/// was read.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct Source {
    pub title: String,
    pub publisher: String,
    pub url: String,
    pub read: String,
}

/// How a note stands on its sources (as `research-facts.md` uses the words).
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
pub enum Status {
    /// A source states it.
    Sourced,
    /// Worked out from sourced facts and our map.
    Derived,
}

/// A note as its data file has it; its text is found by `key` in the language's texts.
#[derive(Debug, Clone, Deserialize)]
pub struct NoteData {
    pub place: String,
    pub key: String,
    pub dates: (String, String),
    pub status: Status,
    pub sources: Vec<String>,
    pub disputed: bool,
    /// Helsinki 1918: the hexes of a district that has no flag of its own (`(q, r)`), over
    /// which the board shows the note.
    #[serde(default)]
    pub hexes: Vec<(i32, i32)>,
}

/// One game's `history.ron`.
#[derive(Debug, Clone, Deserialize)]
pub struct GameHistory {
    pub sources: BTreeMap<String, Source>,
    pub notes: Vec<NoteData>,
}

/// A source of the makers' notes (`assets/history/makers.ron`): no day read, as most are the
/// printed originals.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct MakersSource {
    pub title: String,
    pub detail: String,
    pub url: String,
}

#[derive(Debug, Clone, Deserialize)]
struct MakersFile {
    games: BTreeMap<String, Vec<MakersSource>>,
}

/// A day of 1917–1918 as the data writes it (`1918-04-12`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Day {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Day {
    /// Reads `YYYY-MM-DD`, a real day of the calendar.
    pub fn parse(text: &str) -> Result<Day, String> {
        let bad = || format!("\"{text}\" is not a day written YYYY-MM-DD");
        let mut parts = text.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let year: u16 = y.parse().map_err(|_| bad())?;
        let month: u8 = m.parse().map_err(|_| bad())?;
        let day: u8 = d.parse().map_err(|_| bad())?;
        let leap =
            year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
        let days = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return Err(bad()),
        };
        if day == 0 || day > days {
            return Err(bad());
        }
        Ok(Day { year, month, day })
    }
}

/// The five files of one language's history, as text (read from disk, built in or fetched
/// by the web page).
#[derive(Debug, Clone, Default)]
pub struct HistoryFiles {
    /// `history.ron` of each game of `NOTE_GAMES`, in that order.
    pub games: [String; 2],
    /// `assets/history/makers.ron`.
    pub makers_sources: String,
    /// `assets/history/<lang>.ftl` and `assets/history/makers-<lang>.ftl` of the language.
    pub notes_text: String,
    pub makers_text: String,
    /// The same two in English, for a text a language lacks.
    pub english_notes_text: String,
    pub english_makers_text: String,
}

impl HistoryFiles {
    /// The files built into the desktop game, in the language `tag` (English where the
    /// language has no history texts).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn built_in(tag: &str) -> HistoryFiles {
        let (notes, makers) = built_in::texts(tag);
        HistoryFiles {
            games: [
                built_in::SUOMI1918.to_string(),
                built_in::HELSINKI1918.to_string(),
            ],
            makers_sources: built_in::MAKERS.to_string(),
            notes_text: notes.to_string(),
            makers_text: makers.to_string(),
            english_notes_text: built_in::texts("en").0.to_string(),
            english_makers_text: built_in::texts("en").1.to_string(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod built_in {
    pub const SUOMI1918: &str = include_str!("../assets/suomi1918/data/history.ron");
    pub const HELSINKI1918: &str = include_str!("../assets/helsinki1918/data/history.ron");
    pub const MAKERS: &str = include_str!("../assets/history/makers.ron");
    /// The notes' and the makers' texts of a language.
    pub fn texts(tag: &str) -> (&'static str, &'static str) {
        match tag {
            "fi" => (
                include_str!("../assets/history/fi.ftl"),
                include_str!("../assets/history/makers-fi.ftl"),
            ),
            "de" => (
                include_str!("../assets/history/de.ftl"),
                include_str!("../assets/history/makers-de.ftl"),
            ),
            "ru" => (
                include_str!("../assets/history/ru.ftl"),
                include_str!("../assets/history/makers-ru.ftl"),
            ),
            "sv" => (
                include_str!("../assets/history/sv.ftl"),
                include_str!("../assets/history/makers-sv.ftl"),
            ),
            _ => (
                include_str!("../assets/history/en.ftl"),
                include_str!("../assets/history/makers-en.ftl"),
            ),
        }
    }
}

/// A place's name as the board shows it: the 1918 map's circle's name (the data names a
/// circle by its id), a Helsinki place's own.
pub fn place_name(game: &str, place: &str) -> String {
    if game == "suomi1918" {
        let map = crate::rules::suomi1918::SuomiMap::standard();
        if let Some(name) = map
            .circles
            .iter()
            .find(|c| c.id == place)
            .and_then(|c| c.name.clone())
        {
            return name;
        }
    }
    place.to_string()
}

/// The texts of a history file: `key = value` lines (a value on one line), `#` comments.
pub fn read_texts(text: &str) -> Result<BTreeMap<String, String>, String> {
    let mut texts = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end();
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, value)) = line.split_once(" = ") else {
            return Err(format!("line {}: not \"key = text\": {line}", n + 1));
        };
        let key = key.trim();
        if key.is_empty()
            || !key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_".contains(c))
        {
            return Err(format!("line {}: \"{key}\" is not a message key", n + 1));
        }
        if texts
            .insert(key.to_string(), value.trim().to_string())
            .is_some()
        {
            return Err(format!("line {}: \"{key}\" given twice", n + 1));
        }
    }
    Ok(texts)
}

/// A note ready to show: its game, place, days, text in the language and sources.
#[derive(Debug, Clone, PartialEq)]
pub struct Note<'a> {
    pub game: &'static str,
    pub place: &'a str,
    pub first: Day,
    pub last: Day,
    pub status: Status,
    pub disputed: bool,
    pub text: &'a str,
    pub sources: Vec<&'a Source>,
}

/// A game's id, its history (notes sorted by their days) and each note's days.
type DatedHistory = (&'static str, GameHistory, Vec<(Day, Day)>);

/// Every history note and makers' note in one language, checked.
#[derive(Debug, Clone)]
pub struct HistoryBook {
    /// Each game's history, its notes sorted by their days (first, last, place) once here,
    /// with the days read: the view lists them every frame.
    games: Vec<DatedHistory>,
    texts: BTreeMap<String, String>,
    makers_sources: BTreeMap<String, Vec<MakersSource>>,
}

impl HistoryBook {
    /// Reads and checks the files: every note has a text (the language's or English), its
    /// days in order and at least one source the file lists; every game has makers' notes
    /// and at least one source for them.
    pub fn new(files: &HistoryFiles) -> Result<HistoryBook, String> {
        let mut texts =
            read_texts(&files.english_notes_text).map_err(|e| format!("en.ftl: {e}"))?;
        texts.extend(
            read_texts(&files.english_makers_text).map_err(|e| format!("makers-en.ftl: {e}"))?,
        );
        // The language's texts over the English ones.
        texts.extend(read_texts(&files.notes_text).map_err(|e| format!("notes: {e}"))?);
        texts.extend(read_texts(&files.makers_text).map_err(|e| format!("makers' notes: {e}"))?);
        let mut games = Vec::new();
        for (game, text) in NOTE_GAMES.iter().zip(&files.games) {
            let mut history: GameHistory =
                ron::from_str(text).map_err(|e| format!("{game}/data/history.ron: {e}"))?;
            if history.notes.is_empty() {
                return Err(format!("{game}: no notes"));
            }
            let mut dated = Vec::new();
            for note in history.notes.drain(..) {
                let (first, last) = (Day::parse(&note.dates.0)?, Day::parse(&note.dates.1)?);
                if first > last {
                    return Err(format!("{}: its days are out of order", note.key));
                }
                if note.sources.is_empty() {
                    return Err(format!("{}: no source", note.key));
                }
                if let Some(s) = note
                    .sources
                    .iter()
                    .find(|s| !history.sources.contains_key(*s))
                {
                    return Err(format!("{}: the source \"{s}\" is not listed", note.key));
                }
                if !texts.contains_key(&note.key) {
                    return Err(format!("{}: no text", note.key));
                }
                dated.push(((first, last), note));
            }
            dated.sort_by(|(a, x), (b, y)| (a, &x.place).cmp(&(b, &y.place)));
            let (days, notes): (Vec<_>, Vec<_>) = dated.into_iter().unzip();
            history.notes = notes;
            games.push((*game, history, days));
        }
        let makers: MakersFile =
            ron::from_str(&files.makers_sources).map_err(|e| format!("history/makers.ron: {e}"))?;
        for game in MAKERS_GAMES {
            if makers.games.get(game).is_none_or(Vec::is_empty) {
                return Err(format!("{game}: the makers' notes have no source"));
            }
            if !texts.contains_key(&format!("makers-{game}-1")) {
                return Err(format!("{game}: no makers' notes"));
            }
        }
        Ok(HistoryBook {
            games,
            texts,
            makers_sources: makers.games,
        })
    }

    /// A text of the language by key (English where the language lacks it).
    pub fn text(&self, key: &str) -> Option<&str> {
        self.texts.get(key).map(String::as_str)
    }

    /// A game's history and its notes' days.
    fn game(&self, game: &str) -> Option<&DatedHistory> {
        self.games.iter().find(|(id, _, _)| *id == game)
    }

    /// A note ready to show.
    fn note<'a>(
        &'a self,
        id: &'static str,
        history: &'a GameHistory,
        n: &'a NoteData,
        (first, last): (Day, Day),
    ) -> Option<Note<'a>> {
        Some(Note {
            game: id,
            place: &n.place,
            first,
            last,
            status: n.status,
            disputed: n.disputed,
            text: self.text(&n.key)?,
            sources: n
                .sources
                .iter()
                .filter_map(|s| history.sources.get(s))
                .collect(),
        })
    }

    /// The notes of a game, by their first day (then by place).
    pub fn notes(&self, game: &str) -> Vec<Note<'_>> {
        let Some((id, history, days)) = self.game(game) else {
            return Vec::new();
        };
        history
            .notes
            .iter()
            .zip(days)
            .filter_map(|(n, d)| self.note(id, history, n, *d))
            .collect()
    }

    /// The note of a place of a game (the 1918 map's circle id, or a Helsinki place's name).
    pub fn note_of(&self, game: &str, place: &str) -> Option<Note<'_>> {
        let (id, history, days) = self.game(game)?;
        let i = history.notes.iter().position(|n| n.place == place)?;
        self.note(id, history, &history.notes[i], days[i])
    }

    /// The place whose note covers hex `hex` of a game's map (a district's `hexes`).
    pub fn place_at_hex(&self, game: &str, hex: (i32, i32)) -> Option<&str> {
        let (_, history, _) = self.game(game)?;
        history
            .notes
            .iter()
            .find(|n| n.hexes.contains(&hex))
            .map(|n| n.place.as_str())
    }

    /// The makers' notes of a game: its paragraphs, in order.
    pub fn makers(&self, game: &str) -> Vec<&str> {
        (1..)
            .map_while(|n| self.text(&format!("makers-{game}-{n}")))
            .collect()
    }

    /// The sources of a game's makers' notes.
    pub fn makers_sources(&self, game: &str) -> &[MakersSource] {
        self.makers_sources.get(game).map_or(&[], Vec::as_slice)
    }

    /// What the `n`th (from 1) source of a game's makers' notes is, in the language
    /// (`makers-<game>-source-<n>`; the data file's English where the language lacks it).
    pub fn makers_source_detail<'a>(
        &'a self,
        game: &str,
        n: usize,
        source: &'a MakersSource,
    ) -> &'a str {
        self.text(&format!("makers-{game}-source-{n}"))
            .unwrap_or(&source.detail)
    }

    /// A day or a span of days in the language's words: "12–13 April 1918",
    /// "12.–13. huhtikuuta 1918", "28 January – 5 May 1918".
    pub fn days(&self, first: Day, last: Day) -> String {
        let months: Vec<&str> = self
            .text("history-months")
            .unwrap_or("1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12")
            .split(',')
            .map(str::trim)
            .collect();
        let month = |d: Day| months.get(usize::from(d.month) - 1).copied().unwrap_or("");
        let mark = self
            .text("history-day-mark")
            .unwrap_or("")
            .trim_matches('"');
        let day = |d: Day| format!("{}{mark}", d.day);
        if first == last {
            format!("{} {} {}", day(first), month(first), first.year)
        } else if (first.year, first.month) == (last.year, last.month) {
            format!("{}–{} {} {}", day(first), day(last), month(last), last.year)
        } else if first.year == last.year {
            format!(
                "{} {} – {} {} {}",
                day(first),
                month(first),
                day(last),
                month(last),
                last.year
            )
        } else {
            format!(
                "{} {} {} – {} {} {}",
                day(first),
                month(first),
                first.year,
                day(last),
                month(last),
                last.year
            )
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_day_must_be_a_day_of_the_calendar() {
        assert_eq!(
            Day::parse("1918-04-12"),
            Ok(Day {
                year: 1918,
                month: 4,
                day: 12
            })
        );
        for bad in [
            "1918-02-29",
            "1918-13-01",
            "1918-4-12",
            "12.4.1918",
            "1918-04-31",
        ] {
            assert!(Day::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_built_in_language_reads_and_lists_its_notes_by_day() {
        for tag in crate::i18n::found::BUILT_IN {
            let book = HistoryBook::new(&HistoryFiles::built_in(tag))
                .unwrap_or_else(|e| panic!("{tag}: {e}"));
            for game in NOTE_GAMES {
                let notes = book.notes(game);
                assert!(notes.len() >= 10, "{tag} {game}: {}", notes.len());
                assert!(notes.windows(2).all(|w| w[0].first <= w[1].first));
                assert!(notes.iter().all(|n| !n.sources.is_empty()));
            }
            for game in MAKERS_GAMES {
                assert!(book.makers(game).len() >= 2, "{tag} {game}");
            }
        }
    }

    #[test]
    fn a_districts_hexes_show_its_note_and_a_flags_hex_is_its_own() {
        let book = HistoryBook::new(&HistoryFiles::built_in("en")).unwrap();
        assert_eq!(
            book.place_at_hex("helsinki1918", (13, 7)),
            Some("Katajanokka")
        );
        assert_eq!(book.place_at_hex("helsinki1918", (2, 11)), Some("Töölö"));
        // Senaatintori's flag hex is found by the flag, not by a district.
        assert_eq!(book.place_at_hex("helsinki1918", (10, 7)), None);
        assert_eq!(book.place_at_hex("suomi1918", (13, 7)), None);
    }

    #[test]
    fn a_broken_file_is_refused_in_words_not_a_panic() {
        let mut files = HistoryFiles::built_in("en");
        files.games[0] = files.games[0].replacen("\"1918-", "\"1918-13-", 1);
        let error = HistoryBook::new(&files).unwrap_err();
        assert!(error.contains("is not a day"), "{error}");
        let mut files = HistoryFiles::built_in("en");
        files.notes_text.push_str("\nthis line has no key\n");
        assert!(
            HistoryBook::new(&files)
                .unwrap_err()
                .contains("not \"key = text\"")
        );
        let mut files = HistoryFiles::built_in("en");
        files.games[1] = "(sources: {}, notes: [])".into();
        assert!(HistoryBook::new(&files).unwrap_err().contains("no notes"));
    }

    #[test]
    fn days_are_written_in_the_languages_words() {
        let book = HistoryBook::new(&HistoryFiles::built_in("en")).unwrap();
        let d = |t| Day::parse(t).unwrap();
        assert_eq!(
            book.days(d("1918-04-12"), d("1918-04-13")),
            "12–13 April 1918"
        );
        assert_eq!(
            book.days(d("1918-01-28"), d("1918-05-05")),
            "28 January – 5 May 1918"
        );
        assert_eq!(
            book.days(d("1917-11-17"), d("1918-02-07")),
            "17 November 1917 – 7 February 1918"
        );
        let fi = HistoryBook::new(&HistoryFiles::built_in("fi")).unwrap();
        assert_eq!(
            fi.days(d("1918-04-12"), d("1918-04-13")),
            "12.–13. huhtikuuta 1918"
        );
    }
}
