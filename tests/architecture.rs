//! Architecture rules: the rules core never imports Bevy, every source file opens with `//!`,
//! the app shell names no game and depends on nothing in `games` (the cupboard registry
//! does), and no source file is over 600 lines.

use std::{fs, path::Path};

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_rules_core_does_not_import_bevy() {
    let mut files = Vec::new();
    rust_files(Path::new("src/rules"), &mut files);
    assert!(!files.is_empty());
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        assert!(!text.contains("bevy"), "{} mentions bevy", file.display());
    }
}

#[test]
fn every_source_file_opens_with_a_doc_line() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    rust_files(Path::new("tests"), &mut files);
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        assert!(
            text.starts_with("//!"),
            "{} must open with a //! line",
            file.display()
        );
    }
}

/// The game modules, by folder name under `src/games/` and `src/rules/`.
fn game_modules() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir("src/games")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn the_app_shell_depends_on_nothing_in_games() {
    // The shell (title, setup, settings, overlays, input) is below the games: the games build
    // on it and come in beside it (`app::run`'s argument), never the other way round.
    let mut files = Vec::new();
    rust_files(Path::new("src/app"), &mut files);
    assert!(files.len() > 5, "{files:?}");
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            assert!(
                !code.contains("games::") && !code.contains("games::{"),
                "{}:{} reaches into the games: {line}",
                file.display(),
                n + 1
            );
        }
    }
}

#[test]
fn the_app_names_no_game() {
    // The title, setup and overlay screens read the cupboard registry; only `src/games/`
    // knows the games. A game module named in `src/app` breaks that.
    let games = game_modules();
    assert!(games.len() >= 4, "{games:?}");
    let mut files = Vec::new();
    rust_files(Path::new("src/app"), &mut files);
    assert!(!files.is_empty());
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        for game in &games {
            for path in [format!("games::{game}"), format!("rules::{game}")] {
                assert!(
                    !text.contains(&path),
                    "{} names the game module {path}",
                    file.display()
                );
            }
        }
    }
}

#[test]
fn every_game_registers_once_in_the_cupboard() {
    // Adding a game is its folder under `src/games/` and one line in `games/mod.rs`.
    let list = fs::read_to_string("src/games/mod.rs").unwrap();
    for game in game_modules() {
        assert!(
            list.contains(&format!("pub mod {game};")) && list.contains(&format!("{game}::plugin")),
            "src/games/mod.rs must declare and add {game}"
        );
        let module = fs::read_to_string(format!("src/games/{game}/mod.rs")).unwrap();
        assert_eq!(
            module.matches("register_game(").count(),
            1,
            "{game} registers its cupboard entry once"
        );
    }
}

/// No source file is too long to read: split a file by what it holds before it grows past this.
const MAX_LINES: usize = 600;

#[test]
fn no_source_file_is_over_600_lines() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let lines = fs::read_to_string(file).unwrap().lines().count();
            (lines > MAX_LINES).then(|| format!("{} ({lines} lines)", file.display()))
        })
        .collect();
    assert!(long.is_empty(), "over {MAX_LINES} lines: {long:?}");
}
