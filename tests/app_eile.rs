//! Headless app tests: the Eile mit Weile plugin plays whole games under `MinimalPlugins`.
#![cfg(feature = "app")]

use bevy::{
    input::{ButtonState, gamepad::GamepadButtonStateChangedEvent},
    prelude::*,
    state::app::StatesPlugin,
};
use pelikaappi::{
    ai::Strength,
    app::{
        Overlay, Screen,
        input::Intent,
        settings::{AnimationSpeed, Settings},
    },
    games::eile::{DiceSeed, EileMatch, EileSetup, MatchStart, SeatKind, core_plugin},
    rules::{Game, ToMove, eile::Eile, eile::EileOptions},
};

fn headless_app(seats: Vec<SeatKind>, data_dir: &str) -> App {
    // Saves go to a scratch folder, never the player's.
    let dir = std::env::temp_dir().join(format!("{data_dir}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // SAFETY: each test binary sets this once before any thread reads it.
    unsafe { std::env::set_var("PELIKAAPPI_DATA", &dir) };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.init_state::<Screen>();
    app.init_state::<Overlay>();
    app.insert_resource(Settings {
        ai_delay: 0.0,
        animation: AnimationSpeed::Instant,
        ..Default::default()
    });
    let options = EileOptions {
        players: seats.len() as u8,
        stones: 2,
        play_on: false,
    };
    app.insert_resource(MatchStart::New(EileSetup { options, seats }));
    // Fixed dice, so every run plays the same games.
    app.insert_resource(DiceSeed(20261129));
    app.add_plugins(core_plugin);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app
}

fn run_to_end(app: &mut App, mut each_frame: impl FnMut(&mut App)) -> usize {
    for frame in 0..200_000 {
        each_frame(app);
        app.update();
        if let Some(m) = app.world().get_resource::<EileMatch>()
            && m.game.to_move() == ToMove::Over
        {
            return frame;
        }
    }
    panic!("the game did not end");
}

// Both scenarios run in one test, one after the other: they share the process's
// data folder (an environment variable), so they must not run in parallel.
#[test]
fn headless_games_through_the_plugin() {
    a_whole_ai_game_plays_through_the_plugin();
    a_human_seat_plays_a_whole_game_with_intents_and_can_undo();
    a_gamepad_plays_a_whole_game();
}

/// The gamepad path: button presses on a `Gamepad` become intents that play a human seat.
fn a_gamepad_plays_a_whole_game() {
    let seats = vec![SeatKind::Human, SeatKind::Ai(Strength::Strong)];
    let mut app = headless_app(seats, "pelikaappi-test-data");
    app.init_resource::<pelikaappi::app::input::LastDevice>();
    app.add_message::<GamepadButtonStateChangedEvent>();
    app.add_systems(Update, pelikaappi::app::input::gamepad_intents);
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    let mut frame = 0u32;
    run_to_end(&mut app, |app| {
        frame += 1;
        // A rolls and moves; now and then the D-pad picks another stone first.
        let button = if frame.is_multiple_of(3) {
            GamepadButton::DPadRight
        } else {
            GamepadButton::South
        };
        app.world_mut()
            .write_message(GamepadButtonStateChangedEvent::new(
                pad,
                button,
                ButtonState::Pressed,
            ));
    });
    let m = app.world().resource::<EileMatch>();
    assert!(m.game.outcome().is_some());
    assert_eq!(
        *app.world().resource::<pelikaappi::app::input::LastDevice>(),
        pelikaappi::app::input::LastDevice::Gamepad
    );
    let human_moves = m
        .log
        .iter()
        .filter(|l| l.seat.is_some_and(|s| s.0 == 0) && l.text.contains("moves"))
        .count();
    assert!(human_moves > 10, "the gamepad moved the human's stones");
}

fn a_whole_ai_game_plays_through_the_plugin() {
    let seats = vec![
        SeatKind::Ai(Strength::Quick),
        SeatKind::Ai(Strength::Strong),
        SeatKind::Ai(Strength::Quick),
    ];
    let mut app = headless_app(seats, "pelikaappi-test-data");
    run_to_end(&mut app, |_| {});
    let m = app.world().resource::<EileMatch>();
    let outcome = m.game.outcome().expect("the match ended");
    assert_eq!(outcome.winners().len(), 1);
    assert!(!m.log.is_empty(), "the log recorded the game");
    // The match's record replays to the same end, with no RNG.
    let replayed: Eile = m.record.replay().expect("the record replays");
    assert_eq!(replayed.outcome(), Some(outcome));
    // The finished game was saved for its replay, and no game is left to resume.
    let finished = pelikaappi::app::storage::load_text("eile-finished").expect("saved");
    assert!(finished.contains(&m.record.actions[0]));
    assert!(pelikaappi::app::storage::load_text("eile-autosave").is_none());
}

fn a_human_seat_plays_a_whole_game_with_intents_and_can_undo() {
    let seats = vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)];
    let mut app = headless_app(seats, "pelikaappi-test-data");
    let mut undone = false;
    run_to_end(&mut app, |app| {
        let Some(m) = app.world().get_resource::<EileMatch>() else {
            return;
        };
        let human_turn = m.game.current().0 == 0 && m.game.to_move() != ToMove::Over;
        if !human_turn {
            return;
        }
        // Once, right after the human's first stone move, take it back.
        let last = m.record.actions.last().cloned().unwrap_or_default();
        let can_undo = pelikaappi::games::eile::undo_allowed(m);
        if !undone && can_undo && !last.starts_with('r') {
            let before = m.record.actions.len();
            app.world_mut().write_message(Intent::Undo);
            app.update();
            let m = app.world().resource::<EileMatch>();
            assert_eq!(
                m.record.actions.len(),
                before - 1,
                "undo takes back one move"
            );
            assert!(
                !pelikaappi::games::eile::undo_allowed(m),
                "never past the roll"
            );
            undone = true;
            return;
        }
        app.world_mut().write_message(Intent::Next);
        app.world_mut().write_message(Intent::Confirm);
    });
    assert!(undone, "the undo path was exercised");
    let m = app.world().resource::<EileMatch>();
    assert!(m.game.outcome().is_some());
}
