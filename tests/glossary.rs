//! Each language's glossary (`assets/i18n/<lang>/glossary.txt`) holds over every text a player
//! reads in it: the message files (screens, lessons, refusals, cards), and the rules view's
//! texts (`assets/<game>/texts/*-<lang>.txt`; the printed originals `rules-*.txt` are left as
//! printed, and the lessons' scripts `assets/<game>/data/lesson.ron` hold only message keys).
//! No variant the glossary bans appears in its language, each place name is spelled one way,
//! and the rules view's mark of our reconstructions shows in the reader's word.

use std::collections::BTreeSet;
use std::path::Path;

use pelikaappi::i18n::{Lang, found, is_ours, message_in, ours_shown};

/// The games' scopes: a game's texts folder and the message keys that are its.
const SCOPES: [(&str, &[&str]); 4] = [
    ("eile", &["eile-", "cupboard-eile-", "lesson-eile-"]),
    ("razboiniki", &["raz-", "cupboard-raz-", "lesson-raz-"]),
    ("suomi1918", &["suomi-", "cupboard-suomi-", "lesson-suomi-"]),
    ("helsinki1918", &["h-", "hcard-", "lesson-h-"]),
];

/// The scope every text is in, beside its game's.
const ALL: &str = "all";

/// A line a player reads: its scope (a game, or "shared"), where it is, and its text.
struct Unit {
    scope: &'static str,
    place: String,
    text: String,
}

/// A glossary term: its section, what it names, the word used and the variants banned.
struct Term {
    scope: String,
    names: String,
    used: String,
    banned: Vec<String>,
}

/// A place: its name, the stems of its inflected forms and the spellings banned.
struct Place {
    name: String,
    stems: Vec<String>,
    banned: Vec<String>,
}

struct Glossary {
    terms: Vec<Term>,
    places: Vec<Place>,
    /// Words that only look like a place name (a trailing `*`: any word so beginning).
    not_places: Vec<String>,
}

fn list(field: &str) -> Vec<String> {
    field
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn glossary(tag: &str) -> Glossary {
    let path = format!("assets/i18n/{tag}/glossary.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut section = String::new();
    let mut g = Glossary {
        terms: Vec::new(),
        places: Vec::new(),
        not_places: Vec::new(),
    };
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name.to_string();
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        match section.as_str() {
            "not places" => g.not_places.extend(list(line)),
            "places" => g.places.push(Place {
                name: fields[0].to_string(),
                stems: list(fields.get(1).unwrap_or(&"")),
                banned: list(fields.get(2).unwrap_or(&"")),
            }),
            "" => panic!("{path}:{}: a term before any [section]", n + 1),
            _ => {
                assert!(
                    fields.len() == 3 && !fields[1].is_empty(),
                    "{path}:{}: a term is `what | the word used | banned`: {line}",
                    n + 1
                );
                g.terms.push(Term {
                    scope: section.clone(),
                    names: fields[0].to_string(),
                    used: fields[1].to_string(),
                    banned: list(fields[2]),
                });
            }
        }
    }
    g
}

/// Every line a reader of `tag` reads, with its scope.
fn units(tag: &str) -> Vec<Unit> {
    let mut out = Vec::new();
    let folder = format!("assets/i18n/{tag}");
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut scope = None;
        for (n, line) in text.lines().enumerate() {
            let starts = line.chars().next().is_some_and(|c| c.is_ascii_lowercase());
            let value = if starts && let Some((key, value)) = line.split_once(" =") {
                scope = Some(
                    SCOPES
                        .iter()
                        .find(|(_, prefixes)| prefixes.iter().any(|p| key.starts_with(p)))
                        .map_or("shared", |(game, _)| *game),
                );
                value
            } else if line.starts_with('#') {
                continue;
            } else {
                line
            };
            if let Some(scope) = scope {
                out.push(Unit {
                    scope,
                    place: format!("{}:{}", file.display(), n + 1),
                    text: value.to_string(),
                });
            }
        }
    }
    // The history notes and the makers' notes (assets/history/): a note's key names its game.
    for file in [
        format!("assets/history/{tag}.ftl"),
        format!("assets/history/makers-{tag}.ftl"),
    ] {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        for (n, line) in text.lines().enumerate() {
            let Some((key, value)) = line.split_once(" = ") else {
                continue;
            };
            let scope = SCOPES
                .iter()
                .map(|(game, _)| *game)
                .find(|game| key.contains(&format!("-{game}-")))
                .unwrap_or("shared");
            out.push(Unit {
                scope,
                place: format!("{file}:{}", n + 1),
                text: value.to_string(),
            });
        }
    }
    for (game, _) in SCOPES {
        for file in texts_of(game, tag) {
            let text = std::fs::read_to_string(&file).unwrap();
            for (n, line) in text.lines().enumerate() {
                out.push(Unit {
                    scope: game,
                    place: format!("{file}:{}", n + 1),
                    text: line.to_string(),
                });
            }
        }
    }
    out
}

/// A game's rules-view texts in language `tag`, our own (not the printed original).
fn texts_of(game: &str, tag: &str) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(format!("assets/{game}/texts"))
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|name| name.ends_with(&format!("-{tag}.txt")) && !name.starts_with("rules-"))
        .map(|name| format!("assets/{game}/texts/{name}"))
        .collect();
    files.sort();
    files
}

/// Where `variant` occurs in `text`, case aside: a whole word or phrase, or with a trailing
/// `*` any word that begins so.
fn occurrences(text: &str, variant: &str) -> Vec<usize> {
    let text = text.to_lowercase();
    let (pattern, open) = match variant.strip_suffix('*') {
        Some(p) => (p.to_lowercase(), true),
        None => (variant.to_lowercase(), false),
    };
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let first = pattern.chars().next();
    let last = pattern.chars().last();
    text.match_indices(&pattern)
        .filter(|(at, _)| {
            let before = text[..*at].chars().last();
            let after = text[at + pattern.len()..].chars().next();
            !(word(first) && word(before)) && (open || !(word(last) && word(after)))
        })
        .map(|(at, _)| at)
        .collect()
}

fn languages() -> Vec<String> {
    found::languages(Path::new("assets/i18n"))
        .into_iter()
        .map(|l| l.tag)
        .collect()
}

#[test]
fn a_variant_is_found_as_a_word_or_a_phrase() {
    assert_eq!(occurrences("Ensin puolet heittävät", "puolet"), vec![6]);
    assert!(occurrences("kaakkoispuolella", "puolella").is_empty());
    assert_eq!(occurrences("die Sperre auf", "Sperre*").len(), 1);
    assert_eq!(occurrences("Sperren und Sperrung", "Sperr*").len(), 2);
    assert!(occurrences("die Absperrung", "Sperr*").is_empty());
    assert_eq!(occurrences("Кирконумми: когда", "Кирконумми").len(), 1);
    assert!(occurrences("Киркконумми", "Кирконумми").is_empty());
    assert_eq!(occurrences("огонь по { $target }", "огонь по {").len(), 1);
    assert_eq!(occurrences("Runo [oma].", "[oma]").len(), 1);
    assert_eq!(
        occurrences("Wie alle Rückzug zeigt", "alle Rückzug").len(),
        1
    );
}

#[test]
fn every_language_has_its_glossary_for_every_game() {
    for tag in languages() {
        let g = glossary(&tag);
        let scopes: BTreeSet<&str> = g.terms.iter().map(|t| t.scope.as_str()).collect();
        for scope in std::iter::once(ALL).chain(SCOPES.iter().map(|(game, _)| *game)) {
            assert!(
                scopes.contains(scope),
                "{tag}: the glossary has no [{scope}]"
            );
        }
        for t in &g.terms {
            assert!(
                t.scope == ALL || SCOPES.iter().any(|(game, _)| *game == t.scope),
                "{tag}: [{}] is no scope",
                t.scope
            );
        }
        assert!(!g.places.is_empty(), "{tag}: the glossary lists the places");
        // The Markdown beside it explains every word the data file names.
        let md_path = format!("assets/i18n/{tag}/GLOSSARY.md");
        let md = std::fs::read_to_string(&md_path).unwrap_or_else(|e| panic!("{md_path}: {e}"));
        for t in &g.terms {
            let word = t.used.split([';', '(', ',']).next().unwrap().trim();
            assert!(
                md.contains(word),
                "{md_path} does not name “{word}” ({})",
                t.names
            );
        }
    }
}

#[test]
fn no_text_uses_a_variant_its_glossary_bans() {
    let mut found = Vec::new();
    for tag in languages() {
        let g = glossary(&tag);
        let units = units(&tag);
        assert!(
            units.len() > 500,
            "{tag}: the texts are read ({})",
            units.len()
        );
        for term in &g.terms {
            for variant in &term.banned {
                for unit in &units {
                    if term.scope != ALL && term.scope != unit.scope {
                        continue;
                    }
                    for at in occurrences(&unit.text, variant) {
                        let chars_before = unit.text.to_lowercase()[..at].chars().count();
                        let around: String = unit
                            .text
                            .chars()
                            .skip(chars_before.saturating_sub(30))
                            .take(70)
                            .collect();
                        found.push(format!(
                            "{}: “{variant}” for {} (say “{}”): …{around}…",
                            unit.place, term.names, term.used
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "banned variants:\n{}", found.join("\n"));
}

/// The edit distance of two words, by characters.
fn distance(a: &[char], b: &[char]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (row[j + 1] + 1)
                .min(row[j] + 1)
                .min(previous + usize::from(ca != cb));
            previous = here;
        }
    }
    row[b.len()]
}

/// The spellings in `words` that come close to a place's name without being a form of it:
/// a word that begins almost as the name's stem does (one letter off, two in a long name).
fn near_misses(place: &Place, words: &[(String, String)], not_places: &[String]) -> Vec<String> {
    const VOWELS: &str = "aeiouyäöåаеёиоуыэюяй";
    let name: Vec<char> = place.name.chars().collect();
    let base: Vec<char> = match name.last() {
        Some(c) if VOWELS.contains(c.to_lowercase().next().unwrap_or(*c)) => {
            name[..name.len() - 1].to_vec()
        }
        _ => name.clone(),
    };
    if place.name.contains(' ') || base.len() < 7 {
        return Vec::new();
    }
    let stems: Vec<Vec<char>> = std::iter::once(base.clone())
        .chain(place.stems.iter().map(|s| s.chars().collect()))
        .collect();
    let tolerance = if base.len() < 10 { 1 } else { 2 };
    let mut out = Vec::new();
    for (word, place_of) in words {
        let w: Vec<char> = word.chars().collect();
        let is_form = stems.iter().any(|s| w.starts_with(s));
        let allowed = not_places.iter().any(|n| match n.strip_suffix('*') {
            Some(prefix) => word.starts_with(prefix),
            None => word == n,
        });
        if is_form || allowed || !w[0].is_uppercase() {
            continue;
        }
        let close = (base.len() - 1..=base.len() + 1)
            .filter(|&k| k <= w.len())
            .any(|k| distance(&w[..k], &base) <= tolerance);
        if close {
            out.push(format!("{place_of}: “{word}” for {}", place.name));
        }
    }
    out
}

#[test]
fn each_place_is_spelled_one_way_in_each_language() {
    let mut found = Vec::new();
    for tag in languages() {
        let g = glossary(&tag);
        let units = units(&tag);
        let words: Vec<(String, String)> = units
            .iter()
            .flat_map(|u| {
                u.text
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|w| !w.is_empty())
                    .map(|w| (w.to_string(), u.place.clone()))
                    .collect::<Vec<_>>()
            })
            .collect();
        for place in &g.places {
            for variant in &place.banned {
                for unit in &units {
                    if !occurrences(&unit.text, variant).is_empty() {
                        found.push(format!("{}: “{variant}” for {}", unit.place, place.name));
                    }
                }
            }
            found.extend(near_misses(place, &words, &g.not_places));
        }
    }
    assert!(
        found.is_empty(),
        "places spelled two ways:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_second_spelling_of_a_place_is_caught() {
    let place = Place {
        name: "Киркконумми".into(),
        stems: Vec::new(),
        banned: Vec::new(),
    };
    let words = |list: &[&str]| -> Vec<(String, String)> {
        list.iter()
            .map(|w| (w.to_string(), "here".to_string()))
            .collect()
    };
    assert_eq!(
        near_misses(
            &place,
            &words(&["Кирконумми", "Кирккануумми", "Киркконумми"]),
            &[]
        )
        .len(),
        2
    );
    let helsinki = Place {
        name: "Helsinki".into(),
        stems: vec!["Helsing".into()],
        banned: Vec::new(),
    };
    assert!(near_misses(&helsinki, &words(&["Helsingissä", "Helsinkiin"]), &[]).is_empty());
    assert_eq!(near_misses(&helsinki, &words(&["Hellsinki"]), &[]).len(), 1);
}

#[test]
fn our_mark_is_shown_in_the_readers_word() {
    let mut words = BTreeSet::new();
    for lang in Lang::every() {
        let tag = lang.code();
        let word = message_in(lang, "rules-ours-mark", &[]);
        assert!(
            !word.is_empty() && !word.contains(' ') && word != "rules-ours-mark",
            "{tag}: one word: {word}"
        );
        words.insert(word.clone());
        // The glossary says which word it is.
        let g = glossary(tag);
        let term = g
            .terms
            .iter()
            .find(|t| t.scope == ALL && t.names.contains("our mark"))
            .unwrap_or_else(|| panic!("{tag}: the glossary names our mark"));
        assert_eq!(term.used, word, "{tag}: the glossary and rules-ours-mark");
        // Every marked line of every rules text shows the word and keeps its tint.
        let mut marked = 0;
        for (game, _) in SCOPES {
            for file in texts_of(game, tag) {
                let text = std::fs::read_to_string(&file).unwrap();
                for line in text.lines().filter(|l| is_ours(l)) {
                    let shown = ours_shown(line, lang);
                    let upper = format!("[{}]", word.to_uppercase());
                    assert!(
                        shown.contains(&format!("[{word}]"))
                            || shown.contains(&format!("[{word}:"))
                            || shown.contains(&upper),
                        "{file}: {shown}"
                    );
                    if lang != Lang::En {
                        assert!(
                            !shown.contains("[ours") && !shown.contains("[OURS]"),
                            "{file}: the English mark shows: {shown}"
                        );
                    }
                    marked += 1;
                }
            }
        }
        if Lang::ALL.contains(&lang) {
            assert!(marked > 30, "{tag}: the marked lines are read ({marked})");
        }
        // The messages that carry the mark carry the same word.
        let heading = message_in(
            lang,
            "h-card-heading",
            &[("name", "x".into()), ("deck", "support".into())],
        );
        let verse = message_in(lang, "suomi-verse-ours", &[]);
        for text in [heading, verse] {
            assert!(text.contains(&format!("[{word}]")), "{tag}: {text}");
        }
    }
    assert_eq!(
        words.len(),
        Lang::every().count(),
        "one word per language: {words:?}"
    );
    assert_eq!(ours_shown("no mark here", Lang::Fi), "no mark here");
}
