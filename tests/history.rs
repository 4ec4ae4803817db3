//! The history notes of the two 1918 games (issue: "a test holds that every note has a
//! source …, and that every place it names exists on the map"): every note rests on at
//! least one source the file lists, with a title and an address; its text exists; its dates
//! are days of 1918 (a start in 1917 allowed) in order; every place of the 1918 map game is a circle of its map, and
//! every starred place has its note; every Helsinki place is named by the game's data or its
//! texts (map, tables, cards, lessons).

use std::collections::BTreeMap;

#[derive(serde::Deserialize)]
struct Source {
    title: String,
    publisher: String,
    url: String,
    read: String,
}

#[derive(serde::Deserialize, Debug, PartialEq)]
enum Status {
    Sourced,
    Derived,
}

#[derive(serde::Deserialize)]
struct Note {
    place: String,
    key: String,
    dates: (String, String),
    status: Status,
    sources: Vec<String>,
    disputed: bool,
    #[serde(default)]
    hexes: Vec<(i32, i32)>,
}

#[derive(serde::Deserialize)]
struct History {
    sources: BTreeMap<String, Source>,
    notes: Vec<Note>,
}

fn read(path: &str) -> History {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    ron::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The English texts' message keys.
fn english_keys() -> Vec<String> {
    std::fs::read_to_string("assets/history/en.ftl")
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string()))
        .filter(|k| k.starts_with("history-"))
        .collect()
}

fn check_notes(game: &str, history: &History) {
    let keys = english_keys();
    assert!(!history.notes.is_empty(), "{game}: no notes");
    for note in &history.notes {
        assert!(!note.sources.is_empty(), "{game} {}: no source", note.place);
        for s in &note.sources {
            let source = history
                .sources
                .get(s)
                .unwrap_or_else(|| panic!("{game} {}: unknown source {s}", note.place));
            assert!(!source.title.trim().is_empty() && !source.publisher.trim().is_empty());
            assert!(source.url.starts_with("http"), "{s}: {}", source.url);
            assert_eq!(source.read.len(), 10, "{s}: when it was read");
        }
        assert!(keys.contains(&note.key), "{game}: no text for {}", note.key);
        let (first, last) = &note.dates;
        // A note of 1918 may begin with what led to it in 1917.
        let of_the_war = |d: &str| d.starts_with("1917-") || d.starts_with("1918-");
        assert!(
            of_the_war(first) && last.starts_with("1918-"),
            "{}",
            note.key
        );
        assert!(first <= last, "{}: {first} after {last}", note.key);
        assert!(
            matches!(note.status, Status::Sourced | Status::Derived),
            "nothing unsourced"
        );
        let _ = note.disputed;
    }
}

#[test]
fn every_note_of_the_map_game_rests_on_its_sources_and_names_a_circle_of_the_map() {
    let history = read("assets/suomi1918/data/history.ron");
    check_notes("suomi1918", &history);
    let map = std::fs::read_to_string("assets/suomi1918/data/map.ron").unwrap();
    let circles: Vec<(&str, bool)> = map
        .lines()
        .filter_map(|l| {
            let id = l.split("(id: \"").nth(1)?.split('"').next()?;
            Some((id, l.contains("star: true")))
        })
        .collect();
    for note in &history.notes {
        assert!(
            circles.iter().any(|(id, _)| *id == note.place),
            "{} is no circle of the map",
            note.place
        );
    }
    for (id, starred) in &circles {
        if *starred {
            assert!(
                history.notes.iter().any(|n| n.place == *id),
                "the starred place {id} has no note"
            );
        }
    }
}

#[test]
fn every_helsinki_note_rests_on_its_sources_and_names_a_place_of_the_game() {
    let history = read("assets/helsinki1918/data/history.ron");
    check_notes("helsinki1918", &history);
    let named: String = [
        "assets/helsinki1918/data/map.ron",
        "assets/helsinki1918/data/tables.ron",
        "assets/helsinki1918/data/cards.ron",
        "assets/i18n/fi/helsinki1918.ftl",
        "assets/i18n/fi/helsinki1918_cards.ftl",
        "assets/i18n/en/helsinki1918_cards.ftl",
        "assets/i18n/en/helsinki1918.ftl",
        "assets/i18n/en/lesson.ftl",
        "assets/helsinki1918/texts/tables-en.txt",
    ]
    .iter()
    .map(|p| std::fs::read_to_string(p).unwrap())
    .collect();
    // A district's hexes are land hexes of the map.
    let map = std::fs::read_to_string("assets/helsinki1918/data/map.ron").unwrap();
    for note in &history.notes {
        assert!(
            named.contains(&note.place),
            "{} is named nowhere in the game's data",
            note.place
        );
        for (q, r) in &note.hexes {
            let hex = format!("(hex: ({q}, {r}), terrain: ");
            let line = map.lines().find(|l| l.contains(&hex));
            assert!(
                line.is_some_and(|l| !l.contains("Water")),
                "{}: ({q}, {r}) is no land hex of the map",
                note.place
            );
        }
    }
    assert!(history.notes.iter().any(|n| !n.hexes.is_empty()));
}

/// The `key = value` lines of a history text file.
fn texts(path: &str) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    pelikaappi::history::read_texts(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The numbers of a text of 100 or more (counts, years), however the language groups
/// thousands ("10,000", "10 000", "10.000" are one number; "13.30" is two).
fn big_numbers(text: &str) -> std::collections::BTreeSet<u64> {
    let chars: Vec<char> = text.chars().collect();
    let mut numbers = std::collections::BTreeSet::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let mut digits = String::new();
        loop {
            while i < chars.len() && chars[i].is_ascii_digit() {
                digits.push(chars[i]);
                i += 1;
            }
            // A separator of thousands: one of , . space no-break space, then three digits
            // and no fourth.
            let three = i + 4 <= chars.len()
                && [',', '.', ' ', '\u{a0}', '\u{202f}'].contains(&chars[i])
                && chars[i + 1..i + 4].iter().all(char::is_ascii_digit)
                && chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit());
            if three {
                i += 1;
            } else {
                break;
            }
        }
        // A century named by its first year ("1800-luku", "1800-talet") is a word, not a number.
        let century = chars.get(i) == Some(&'-') && digits.ends_with("00");
        if let Ok(n) = digits.parse::<u64>()
            && n >= 100
            && !century
        {
            numbers.insert(n);
        }
    }
    numbers
}

#[test]
fn every_note_and_makers_note_is_in_every_language_with_the_same_numbers() {
    let english: BTreeMap<String, String> = texts("assets/history/en.ftl")
        .into_iter()
        .chain(texts("assets/history/makers-en.ftl"))
        .collect();
    for tag in ["fi", "de", "ru", "sv"] {
        let ours: BTreeMap<String, String> = texts(&format!("assets/history/{tag}.ftl"))
            .into_iter()
            .chain(texts(&format!("assets/history/makers-{tag}.ftl")))
            .collect();
        for (key, text) in &english {
            let Some(translated) = ours.get(key) else {
                panic!("{tag}: {key} is not translated");
            };
            if key == "history-months" {
                assert_eq!(translated.split(',').count(), 12, "{tag}: twelve months");
                continue;
            }
            assert_eq!(
                big_numbers(text),
                big_numbers(translated),
                "{tag} {key}: the numbers of 100 and more differ from the English"
            );
        }
        for key in ours.keys() {
            // The makers' sources' descriptions are the data file's English in English.
            assert!(
                english.contains_key(key) || key.contains("-source-"),
                "{tag}: {key} is no English key"
            );
        }
    }
}

#[test]
fn thousands_are_one_number_in_every_language_and_a_time_is_two() {
    let n = |t| big_numbers(t).into_iter().collect::<Vec<_>>();
    assert_eq!(n("about 10,000 men"), vec![10000]);
    assert_eq!(n("noin 10 000 miestä"), vec![10000]);
    assert_eq!(n("etwa 10.000 Mann, 1.200–1.400"), vec![1200, 1400, 10000]);
    assert_eq!(n("klo 13.30, 1918"), vec![1918]);
    assert_eq!(n("1800-luvun lopulla, 1918-1919"), vec![1918, 1919]);
}
