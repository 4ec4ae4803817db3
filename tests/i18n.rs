//! The message files: every file parses, every message exists in every language with the
//! same variables, every message is used and every message used exists; plurals follow each
//! language; and the screens already through the translator show no text of their own.

use std::collections::{BTreeMap, BTreeSet};

use pelikaappi::i18n::{Arg, Lang, has_message, message_files, message_in};

/// Per message id of a file: the variables it uses.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let starts_message =
            line.chars().next().is_some_and(|c| c.is_ascii_lowercase()) && line.contains(" =");
        if starts_message {
            let id = line.split(" =").next().unwrap().trim().to_string();
            current = Some(id.clone());
            out.entry(id).or_default();
        }
        let Some(id) = &current else { continue };
        let mut rest = line;
        while let Some(at) = rest.find('$') {
            let name: String = rest[at + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            out.get_mut(id).unwrap().insert(name);
            rest = &rest[at + 1..];
        }
    }
    out
}

fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = BTreeMap::new();
    for (l, part, text) in message_files() {
        if l != lang {
            continue;
        }
        for (id, vars) in messages(text) {
            assert!(
                all.insert(id.clone(), vars).is_none(),
                "{}/{part}.ftl: {id} twice",
                lang.code()
            );
        }
    }
    all
}

#[test]
fn every_message_file_parses() {
    for (lang, part, text) in message_files() {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(text.to_string()) {
            panic!("{}/{part}.ftl does not parse: {errors:?}", lang.code());
        }
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = catalogue(Lang::En);
    assert!(english.len() > 100, "the shell's messages are there");
    assert!(
        Lang::every().count() >= 4,
        "the built-in languages are there"
    );
    for lang in Lang::every().filter(|l| *l != Lang::En) {
        let other = catalogue(lang);
        for (id, vars) in &english {
            let theirs = other
                .get(id)
                .unwrap_or_else(|| panic!("{} lacks {id}", lang.code()));
            assert_eq!(theirs, vars, "{}: {id} has other variables", lang.code());
            assert!(has_message(lang, id), "{}: {id} loads", lang.code());
        }
        for id in other.keys() {
            assert!(
                english.contains_key(id),
                "{} has {id}, English not",
                lang.code()
            );
        }
    }
}

/// Every `tr!("key"` of the sources (and the web page's `msg('key'`), and every other
/// string that looks like a key (a cupboard entry's subtitle, a constant).
fn keys_used() -> (BTreeSet<String>, BTreeSet<String>) {
    let mut used = BTreeSet::new();
    let mut named = BTreeSet::new();
    let mut stack = vec![std::path::PathBuf::from("src")];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text: String = std::fs::read_to_string(&path)
                    .unwrap()
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                // A key named as a plain string (a cupboard entry's subtitle, a constant).
                for piece in text.split('"').skip(1).step_by(2) {
                    let is_key = piece.contains('-')
                        && piece
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                    if is_key {
                        named.insert(piece.to_string());
                    }
                }
                let mut rest = text.as_str();
                let next = |rest: &str| {
                    [
                        rest.find("tr!("),
                        rest.find("tr_in!("),
                        rest.find("words!("),
                    ]
                    .into_iter()
                    .flatten()
                    .min()
                };
                while let Some(at) = next(rest) {
                    let in_lang = rest[at..].starts_with("tr_in!(");
                    let said = rest[at..].starts_with("words!(");
                    // `tr!(`, not the end of `include_str!(`.
                    let whole = at == 0
                        || !rest.as_bytes()[at - 1].is_ascii_alphanumeric()
                            && rest.as_bytes()[at - 1] != b'_';
                    rest = &rest[at + if in_lang || said { 7 } else { 4 }..];
                    if !whole {
                        continue;
                    }
                    // `tr_in!(lang, "key"`: the key follows the language.
                    let call = if in_lang {
                        rest.split_once(',').map_or("", |(_, after)| after)
                    } else {
                        rest
                    };
                    if let Some(quoted) = call.trim_start().strip_prefix('"') {
                        let key: String = quoted.chars().take_while(|c| *c != '"').collect();
                        used.insert(key);
                    }
                }
            }
        }
    }
    // The web page's own (web/index.html: msg('key' …)).
    let page = std::fs::read_to_string("web/index.html").unwrap();
    for piece in page.split("msg('").skip(1) {
        used.insert(piece.chars().take_while(|c| *c != '\'').collect());
    }
    // The 1918 game's verses: their translation, reading and note, by side and number.
    for side in ["white", "red"] {
        for n in 1..=6 {
            for part in ["", "-reading", "-note"] {
                used.insert(format!("suomi-verse-{side}-{n}{part}"));
            }
        }
    }
    // The lessons' messages, named in their scripts.
    for game in ["eile", "razboiniki", "suomi1918", "helsinki1918"] {
        if let Ok(script) = std::fs::read_to_string(format!("assets/{game}/data/lesson.ron")) {
            for mark in ["say: Some(\"", "done: \""] {
                for piece in script.split(mark).skip(1) {
                    used.insert(piece.chars().take_while(|c| *c != '"').collect());
                }
            }
        }
    }
    // The Helsinki 1918 cards' names and texts, by their ids in the card data.
    let cards = std::fs::read_to_string("assets/helsinki1918/data/cards.ron").unwrap();
    for piece in cards.split("id: \"").skip(1) {
        let id: String = piece.chars().take_while(|c| *c != '"').collect();
        used.insert(format!("hcard-{id}"));
        used.insert(format!("hcard-{id}-text"));
    }
    (used, named)
}

#[test]
fn every_message_is_used_and_every_message_used_exists() {
    let english = catalogue(Lang::En);
    let (used, named) = keys_used();
    for key in &used {
        assert!(english.contains_key(key), "tr!(\"{key}\") has no message");
    }
    for key in english.keys() {
        assert!(
            used.contains(key) || named.contains(key),
            "the message {key} is never shown"
        );
    }
}

#[test]
fn plurals_follow_each_language() {
    let days = |lang, n: u64| message_in(lang, "duration-days", &[("days", Arg::from(n))]);
    assert_eq!(days(Lang::En, 1), "1 day");
    assert_eq!(days(Lang::En, 3), "3 days");
    assert_eq!(days(Lang::Fi, 1), "1 päivä");
    assert_eq!(days(Lang::Fi, 7), "7 päivää");
    assert_eq!(days(Lang::De, 3), "3 Tage");
    // Russian: 1 день, 2–4 дня, 5–20 дней, 21 день, 22 дня.
    assert_eq!(days(Lang::Ru, 1), "1 день");
    assert_eq!(days(Lang::Ru, 3), "3 дня");
    assert_eq!(days(Lang::Ru, 7), "7 дней");
    assert_eq!(days(Lang::Ru, 11), "11 дней");
    assert_eq!(days(Lang::Ru, 21), "21 день");
    assert_eq!(days(Lang::Ru, 22), "22 дня");
}

#[test]
fn a_locale_names_its_language() {
    assert_eq!(Lang::from_locale("fi_FI.UTF-8"), Some(Lang::Fi));
    assert_eq!(Lang::from_locale("de-CH"), Some(Lang::De));
    assert_eq!(Lang::from_locale("ru_RU"), Some(Lang::Ru));
    assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_locale("C.UTF-8"), None);
    assert_eq!(Lang::from_locale("sv_SE"), Some(Lang::Sv));
    assert_eq!(Lang::from_locale("sv-FI"), Some(Lang::Sv));
    assert_eq!(Lang::from_locale("pt_BR"), None);
    assert_eq!(Lang::from_locale(""), None);
}

/// The screens whose every text goes through the translator (the games' own screens follow).
const TRANSLATED: [&str; 41] = [
    "src/app/screens/title.rs",
    "src/app/screens/online.rs",
    "src/app/screens/correspondence.rs",
    "src/app/overlays.rs",
    "src/app/online.rs",
    "src/games/setup_page.rs",
    "src/games/online_table.rs",
    "src/games/side_panel.rs",
    "src/games/replay_panel.rs",
    "src/games/suomi1918/hud.rs",
    "src/games/suomi1918/flow.rs",
    "src/games/suomi1918/setup.rs",
    "src/games/suomi1918/mod.rs",
    "src/games/suomi1918/view/pieces.rs",
    "src/app/screens/setup.rs",
    "src/games/eile/hud.rs",
    "src/games/eile/flow.rs",
    "src/games/eile/log.rs",
    "src/games/eile/setup.rs",
    "src/games/eile/mod.rs",
    "src/games/eile/view/labels.rs",
    "src/games/razboiniki/hud.rs",
    "src/games/razboiniki/flow.rs",
    "src/games/razboiniki/setup.rs",
    "src/games/razboiniki/mod.rs",
    "src/games/razboiniki/view.rs",
    "src/games/helsinki1918/mod.rs",
    "src/games/helsinki1918/flow.rs",
    "src/games/helsinki1918/setup.rs",
    "src/games/helsinki1918/hud.rs",
    "src/games/helsinki1918/panels.rs",
    "src/games/helsinki1918/view/mod.rs",
    "src/games/helsinki1918/view/tracks.rs",
    "src/games/helsinki1918/view/pieces.rs",
    "src/rules/helsinki1918/game/words.rs",
    "src/rules/helsinki1918/game/prompt.rs",
    "src/rules/helsinki1918/game/events.rs",
    "src/rules/helsinki1918/game/victory.rs",
    "src/games/hint.rs",
    "src/games/review_window.rs",
    "src/games/lesson.rs",
];

/// Texts that are the same in every language (the cupboard's name).
const SAME_IN_EVERY_LANGUAGE: [&str; 6] = [
    "Helsinki 1918",
    "Pelikaappi",
    "Разбойники · Robbers",
    "Eile mit Weile",
    "Suomi 1918",
    "Punaisten ja valkoisten taistelu Suomessa 1918",
];

#[test]
fn the_translated_screens_show_no_text_of_their_own() {
    let shown = [
        "RichText::new(\"",
        "RichText::new(format!(\"",
        "title_text(\"",
        "nav_button(ui, nav, \"",
        "nav_button(ui, &mut nav, \"",
        ".button(\"",
        ".small_button(\"",
        "Text2d::new(\"",
        "label(\"",
    ];
    for file in TRANSLATED {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            for pattern in shown {
                if let Some(at) = line.find(pattern) {
                    let literal: String = line[at + pattern.len()..]
                        .chars()
                        .take_while(|c| *c != '"')
                        .collect();
                    // Letters outside the `{…}` of a format string are words.
                    let mut depth = 0;
                    let letters = literal
                        .chars()
                        .filter(|c| {
                            match c {
                                '{' => depth += 1,
                                '}' => depth -= 1,
                                _ => {}
                            }
                            depth == 0 && c.is_alphabetic()
                        })
                        .count();
                    let has_words = letters > 1;
                    assert!(
                        !has_words || SAME_IN_EVERY_LANGUAGE.contains(&literal.as_str()),
                        "{file}:{}: the text \"{literal}\" does not go through the translator",
                        n + 1
                    );
                }
            }
        }
    }
}

#[test]
fn a_refusal_is_said_in_the_players_language_and_in_english_for_the_command_line() {
    use pelikaappi::rules::{
        Game,
        eile::{Eile, EileAction, EileOptions},
    };
    // "Die Spieler würfeln alsdann abwechselnd": one six-sided die, whose faces are 1 to 6.
    let mut game = Eile::new(&EileOptions {
        players: 2,
        stones: 2,
        play_on: false,
    })
    .unwrap();
    let refusal = game.apply(&EileAction::Roll(7)).unwrap_err();
    assert_eq!(refusal.reason, "a die has no face 7");
    assert_eq!(refusal.words.in_lang(Lang::De), "ein Würfel hat keine 7");
    assert_eq!(
        refusal.words.in_lang(Lang::Fi),
        "nopassa ei ole silmälukua 7"
    );
    // The server's refusal goes out as a message, and each client reads it in its language.
    let taken = pelikaappi::words!("net-refuse-seat-taken", seat = 2);
    assert_eq!(taken.english(), "seat 2 is taken");
    assert_eq!(taken.in_lang(Lang::Ru), "место 2 занято");
    // A text with no message of its own is shown as it is.
    let as_is = pelikaappi::i18n::Words::from("the disk is full".to_string());
    assert_eq!(as_is.in_lang(Lang::Fi), "the disk is full");
}

/// A rules text's shape: its headings, its marks of our decisions, and its numbered rules
/// and points after the first section (the translated original, which the original's own
/// language leaves to the column beside it).
fn shape(text: &str) -> (usize, usize, usize) {
    let headings = text.lines().filter(|l| l.starts_with("# ")).count();
    let ours = text.lines().filter(|l| l.contains("[ours]")).count();
    let points = text
        .lines()
        .skip_while(|l| !l.starts_with("# "))
        .skip(1)
        .skip_while(|l| !l.starts_with("# "))
        .filter(|l| {
            l.starts_with("- ")
                || l.split_once(". ")
                    .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        })
        .count();
    (headings, ours, points)
}

#[test]
fn each_game_has_its_rules_in_all_four_languages_with_the_same_shape() {
    for game in ["eile", "razboiniki", "suomi1918", "helsinki1918"] {
        let read = |lang: &str| {
            std::fs::read_to_string(format!("assets/{game}/texts/ours-{lang}.txt"))
                .unwrap_or_else(|e| panic!("{game}: no rules in {lang}: {e}"))
        };
        let english = shape(&read("en"));
        assert!(english.0 >= 3 && english.1 >= 1, "{game}: {english:?}");
        for lang in ["fi", "de", "ru", "sv"] {
            assert_eq!(
                shape(&read(lang)),
                english,
                "{game}: the {lang} rules follow the English (headings, [ours], points)"
            );
        }
    }
}

#[test]
fn the_helsinki_tables_are_in_all_four_languages_with_the_same_numbers() {
    // Our reconstruction's tables stand in for the rulebook: each language's has the same
    // sections and the same numbers as the English (the tables are numbers in words).
    let read = |lang: &str| {
        std::fs::read_to_string(format!("assets/helsinki1918/texts/tables-{lang}.txt")).unwrap()
    };
    let digits = |text: &str| -> Vec<String> {
        text.split(|c: char| !c.is_ascii_digit())
            .filter(|d| !d.is_empty())
            .map(str::to_string)
            .collect()
    };
    let english = read("en");
    for lang in ["fi", "de", "ru", "sv"] {
        let theirs = read(lang);
        assert_eq!(
            theirs.matches("[OURS]").count(),
            english.matches("[OURS]").count(),
            "{lang}: the sections"
        );
        let (mut mine, mut them) = (digits(&english), digits(&theirs));
        mine.sort();
        them.sort();
        assert_eq!(them, mine, "{lang}: the same numbers");
    }
}

#[test]
fn the_helsinki_card_texts_give_the_numbers_of_the_card_data() {
    // A card's text names its die modifier or its points; tuning the card data
    // (assets/helsinki1918/data/cards.ron) must change the words in every language with it.
    use pelikaappi::rules::helsinki1918::{CardEffect, HelsinkiData, card_text};
    let data = HelsinkiData::standard();
    let mut checked = 0;
    for (index, (_, card)) in data.cards.iter().enumerate() {
        let (signs, number): (&[char], i32) = match card.effect {
            CardEffect::OwnDie(n) => (&['+'], n.into()),
            CardEffect::EnemyDie(n) => (&['-', '−'], n.into()),
            CardEffect::CommandPoints(n)
            | CardEffect::DivisionHq(n)
            | CardEffect::TikkurilaPoints(n) => (&['+'], n.into()),
            _ => continue,
        };
        for lang in Lang::ALL {
            let text = card_text(lang, data, index);
            // Every signed number in the text, as (sign, number).
            let signed: Vec<(char, String)> = text
                .match_indices(['+', '-', '−'])
                .filter_map(|(i, sign)| {
                    let digits: String = text[i + sign.len()..]
                        .chars()
                        .take_while(char::is_ascii_digit)
                        .collect();
                    let sign = sign.chars().next()?;
                    (!digits.is_empty()).then_some((sign, digits))
                })
                .collect();
            assert!(
                !signed.is_empty()
                    && signed
                        .iter()
                        .all(|(sign, digits)| signs.contains(sign) && *digits == number.to_string()),
                "{lang:?} {}: the data says {:?}, the text says {signed:?}: {text}",
                card.id,
                card.effect
            );
        }
        checked += 1;
    }
    assert!(
        checked >= 25,
        "the die and point cards were found ({checked})"
    );
}

/// A copy of `assets/i18n` in a folder of its own, with `extra` folders of message files
/// added: `(folder, [(file, text)])`.
fn i18n_copy_with(name: &str, extra: &[(&str, &[(&str, &str)])]) -> std::path::PathBuf {
    let root = std::env::temp_dir().join(format!("pelikaappi-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    for entry in std::fs::read_dir("assets/i18n").unwrap().flatten() {
        if !entry.path().is_dir() {
            continue;
        }
        let to = root.join(entry.file_name());
        std::fs::create_dir_all(&to).unwrap();
        for file in std::fs::read_dir(entry.path()).unwrap().flatten() {
            std::fs::copy(file.path(), to.join(file.file_name())).unwrap();
        }
    }
    for (folder, files) in extra {
        std::fs::create_dir_all(root.join(folder)).unwrap();
        for (file, text) in *files {
            std::fs::write(root.join(folder).join(file), text).unwrap();
        }
    }
    root
}

#[test]
fn a_new_language_folder_is_picked_up_with_no_code_change() {
    use pelikaappi::i18n::found;
    // The program holds exactly the languages and files that the build script's search finds
    // under assets/i18n: the search is what decides, not a list in the code.
    let on_disk = found::languages(std::path::Path::new("assets/i18n"));
    let tags: Vec<&str> = on_disk.iter().map(|l| l.tag.as_str()).collect();
    let built: Vec<&str> = Lang::every().map(Lang::code).collect();
    assert_eq!(built, tags, "the program's languages are the folders found");
    assert_eq!(&tags[..5], &found::BUILT_IN, "the built-in five come first");
    for (language, lang) in on_disk.iter().zip(Lang::every()) {
        let mut parts: Vec<&str> = message_files()
            .filter(|(l, _, _)| *l == lang)
            .map(|(_, part, _)| part)
            .collect();
        parts.sort_unstable();
        let wanted: Vec<&str> = language.parts.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            parts, wanted,
            "{}: every message file is built in",
            language.tag
        );
    }
    // A tiny test language in a folder of its own (Esperanto, two messages) is found beside
    // the others and goes into the source the build script writes, with no other change.
    let shell = "language-name = Esperanto\ntitle-new-game = Nova ludo\n";
    let root = i18n_copy_with("new-language", &[("eo", &[("shell.ftl", shell)])]);
    let with_it = found::languages(&root);
    let eo = with_it
        .iter()
        .position(|l| l.tag == "eo")
        .expect("the new folder is a language");
    assert_eq!(with_it.len(), on_disk.len() + 1);
    assert!(eo >= 4, "after the built-in four");
    assert_eq!(
        with_it[eo].parts.len(),
        1,
        "its one file: {:?}",
        with_it[eo].parts
    );
    let source = found::source(&root, std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let eo_file = root.join("eo").join("shell.ftl");
    assert!(source.contains("\"eo\""), "its tag is listed: {source}");
    assert!(
        source.contains(&format!(
            "({eo}, \"shell\", include_str!({:?}))",
            eo_file.display().to_string()
        )),
        "its messages are built in: {source}"
    );
    // The package's own files are named from the package's folder when compiled, so a build
    // kept from a clone elsewhere (the same target folder) does not read that clone's files.
    let package = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let built = found::source(&package.join("assets/i18n"), package);
    assert!(
        built.contains(
            "include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/i18n/fi/shell.ftl\"))"
        ) && !built.contains(&package.display().to_string()),
        "no folder of this machine in the built source: {built}"
    );
    // A folder that is no language (no shell.ftl, or not named by a tag) is left out.
    let root_without = i18n_copy_with(
        "not-languages",
        &[("notes", &[("shell.ftl", shell)]), ("pt", &[])],
    );
    let names = |languages: Vec<found::FoundLanguage>| -> Vec<(String, Vec<String>)> {
        languages
            .into_iter()
            .map(|l| (l.tag, l.parts.into_iter().map(|(p, _)| p).collect()))
            .collect()
    };
    assert_eq!(names(found::languages(&root_without)), names(on_disk));
    let _ = std::fs::remove_dir_all(root);
    let _ = std::fs::remove_dir_all(root_without);
}

#[test]
fn every_language_names_itself_for_the_picker() {
    for lang in Lang::every() {
        let name = lang.native_name();
        assert!(
            !name.is_empty() && name != "language-name",
            "{}: language-name",
            lang.code()
        );
        assert_eq!(Lang::from_locale(lang.code()), Some(lang));
    }
    assert_eq!(Lang::Fi.native_name(), "suomi");
    assert_eq!(Lang::from_locale("Deutsch"), Some(Lang::De));
}
