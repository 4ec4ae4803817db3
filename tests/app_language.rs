//! Headless app test: the player switches the language in the middle of a game of each of
//! the four games, and the move log, the seats' names and the game's notices
//! are in the new language from then on, to the end of the game (its own test binary: the
//! language is the process's).
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    ai::Strength,
    games::{
        core::SeatKind,
        eile::{EileMatch, EileSetup, core_plugin as eile_plugin},
        helsinki1918::{HelsinkiMatch, HelsinkiSetup, core_plugin as helsinki_plugin},
        razboiniki::{RazMatch, RazSetup, core_plugin as raz_plugin},
        suomi1918::{SuomiMatch, SuomiSetup, core_plugin},
        table::TableGame,
    },
    i18n::{Lang, language, set_language},
    rules::{
        Seat,
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::{RazOptions, Razboiniki},
        suomi1918::{Suomi1918, SuomiOptions},
    },
};

#[path = "support/app.rs"]
mod support;

fn log_text(app: &App) -> Vec<String> {
    app.world()
        .resource::<SuomiMatch>()
        .log
        .iter()
        .map(|l| l.text.clone())
        .collect()
}

#[test]
fn the_languages_change_in_the_middle_of_games() {
    the_1918_game_changes_language();
    eile_mit_weile_changes_language();
    razboiniki_changes_language();
    helsinki_changes_language();
    the_board_labels_change_language();
}

fn the_board_labels_change_language() {
    use pelikaappi::app::paint::{WorldWords, rewrite_world_words};
    set_language(Lang::En);
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    app.add_systems(Update, rewrite_world_words);
    let label = app
        .world_mut()
        .spawn((
            Text2d::new("Blacks' city"),
            WorldWords(pelikaappi::words!("raz-city", side = "black")),
        ))
        .id();
    app.update();
    // Русский: the label painted on the board follows the picker without a new match.
    set_language(Lang::Ru);
    app.update();
    let text = app.world().get::<Text2d>(label).unwrap().0.clone();
    assert_eq!(
        text,
        pelikaappi::i18n::message_in(Lang::Ru, "raz-city", &[("side", "black".into())])
    );
    assert!(text.chars().any(|c| ('а'..='я').contains(&c)), "{text}");
    set_language(Lang::En);
}

fn helsinki_changes_language() {
    set_language(Lang::En);
    let setup = HelsinkiSetup {
        options: HelsinkiOptions { players: 3 },
        seats: vec![SeatKind::Ai(Strength::Quick); 3],
    };
    let mut app = support::new_match::<Helsinki1918, _>("language", setup, 7, helsinki_plugin);
    for _ in 0..120 {
        app.update();
    }
    let lines = |app: &App| -> Vec<String> {
        app.world()
            .resource::<HelsinkiMatch>()
            .log
            .iter()
            .map(|l| l.text.clone())
            .collect()
    };
    let english = lines(&app);
    assert!(
        english.iter().any(|l| l.starts_with("The Reds draw")),
        "{english:?}"
    );
    // На русском: the log written again, the prompt and the seats' names too.
    set_language(Lang::Ru);
    // The AI seats think on the task pool: on a busy machine a move takes more frames.
    let started = std::time::Instant::now();
    for _ in 0..120 {
        app.update();
    }
    while lines(&app).len() <= english.len() && started.elapsed().as_secs() < 30 {
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let russian = lines(&app);
    assert!(russian.len() > english.len(), "the game went on");
    assert!(
        russian.iter().any(|l| l.starts_with("Красные тянут")),
        "{russian:?}"
    );
    assert!(
        !russian.iter().any(|l| l.starts_with("The ")),
        "{russian:?}"
    );
    let m = app.world().resource::<HelsinkiMatch>();
    let prompt = m.game.prompt(language());
    assert!(prompt.chars().any(|c| ('а'..='я').contains(&c)), "{prompt}");
    assert_eq!(m.game.seat_name(Seat(2)), "Немцы");
    set_language(Lang::En);
}

fn razboiniki_changes_language() {
    set_language(Lang::En);
    let setup = RazSetup {
        options: RazOptions { quiet_limit: 30 },
        seats: vec![SeatKind::Ai(Strength::Quick), SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Razboiniki, _>("language", setup, 2, raz_plugin);
    for _ in 0..40 {
        app.update();
    }
    let lines = |app: &App| -> Vec<String> {
        app.world()
            .resource::<RazMatch>()
            .log
            .iter()
            .map(|l| l.text.clone())
            .collect()
    };
    assert!(lines(&app).iter().any(|l| l.starts_with("White: ")));
    // По-русски, словами правил.
    set_language(Lang::Ru);
    support::run_to_end::<Razboiniki>(&mut app, 60_000, |_| {});
    let russian = lines(&app);
    assert!(
        russian.iter().any(|l| l.starts_with("Белые: ")),
        "{russian:?}"
    );
    assert!(
        russian.last().unwrap().starts_with("Игра окончена ("),
        "{russian:?}"
    );
    assert!(
        !russian.iter().any(|l| l.starts_with("White")),
        "{russian:?}"
    );
    let m = app.world().resource::<RazMatch>();
    assert_eq!(m.game.seat_name(Seat(1)), "Чёрные");
}

fn eile_mit_weile_changes_language() {
    set_language(Lang::En);
    let setup = EileSetup {
        options: EileOptions {
            players: 2,
            stones: 2,
            play_on: false,
        },
        seats: vec![SeatKind::Ai(Strength::Quick), SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Eile, _>("language", setup, 3, eile_plugin);
    for _ in 0..150 {
        app.update();
    }
    let lines = |app: &App| -> Vec<String> {
        app.world()
            .resource::<EileMatch>()
            .log
            .iter()
            .map(|l| l.text.clone())
            .collect()
    };
    assert!(lines(&app).iter().any(|l| l.contains(" rolls ")));
    // Auf Deutsch, as the rule card speaks.
    set_language(Lang::De);
    support::run_to_end::<Eile>(&mut app, 60_000, |_| {});
    let german = lines(&app);
    assert!(
        german.iter().any(|l| l.starts_with("Rot würfelt")),
        "{german:?}"
    );
    assert!(
        german.last().unwrap().starts_with("Spiel vorbei"),
        "{german:?}"
    );
    assert!(!german.iter().any(|l| l.contains(" rolls ")), "{german:?}");
    let m = app.world().resource::<EileMatch>();
    assert_eq!(
        m.game.seat_name(Seat(1)),
        "Grün",
        "two players sit at opposite arms"
    );
}

fn the_1918_game_changes_language() {
    set_language(Lang::En);
    let setup = SuomiSetup {
        options: SuomiOptions {
            turn_limit: 60,
            ..Default::default()
        },
        seats: vec![SeatKind::Ai(Strength::Quick), SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Suomi1918, _>("language", setup, 5, core_plugin);
    for _ in 0..200 {
        app.update();
    }
    let english = log_text(&app);
    assert!(
        english.iter().any(|l| l.contains("000 men")),
        "the setup's strengths in English: {english:?}"
    );
    // Suomeksi: the whole log is written again, and what comes next too.
    set_language(Lang::Fi);
    app.update();
    let finnish = log_text(&app);
    // Every English line is there in Finnish (an AI seat may have played an action or two in
    // the frame that switched, on a busy machine: their lines, up to three an action, come in
    // Finnish too).
    assert!(
        (english.len()..=english.len() + 6).contains(&finnish.len()),
        "the same lines: {} in English, {} in Finnish",
        english.len(),
        finnish.len()
    );
    assert!(
        finnish.iter().any(|l| l.contains("000 miestä")),
        "{finnish:?}"
    );
    assert!(!finnish.iter().any(|l| l.contains(" men")), "{finnish:?}");
    let m = app.world().resource::<SuomiMatch>();
    assert_eq!(m.game.seat_name(Seat(0)), "Punaiset");
    // Auf Deutsch, then по-русски, and on to the end of the game.
    set_language(Lang::De);
    for _ in 0..100 {
        app.update();
    }
    let german = log_text(&app);
    assert!(german.iter().any(|l| l.contains("000 Mann")), "{german:?}");
    assert_eq!(
        app.world().resource::<SuomiMatch>().game.seat_name(Seat(1)),
        "Weiße"
    );
    set_language(Lang::Ru);
    support::run_to_end::<Suomi1918>(&mut app, 60_000, |_| {});
    let russian = log_text(&app);
    assert!(
        russian.last().unwrap().starts_with("Игра окончена"),
        "the end in Russian: {:?}",
        russian.last()
    );
    assert!(russian.iter().any(|l| l.contains("000 чел.")));
    assert!(
        russian
            .iter()
            .all(|l| !l.contains(" men") && !l.contains(" Mann") && !l.contains(" miestä")),
        "no line left in another language"
    );
    assert_eq!(language(), Lang::Ru);
    // The undo notice a player reads is the game's, in the language in use.
    assert_eq!(
        <Suomi1918 as TableGame>::nothing_to_undo(),
        "Нечего отменять: после этого был бросок."
    );
}
