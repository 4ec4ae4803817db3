//! Headless app tests: the Eile mit Weile plugin plays whole games under `MinimalPlugins`.
#![cfg(feature = "app")]

use bevy::{
    input::{ButtonState, gamepad::GamepadButtonStateChangedEvent},
    prelude::*,
};
use pelikaappi::{
    ai::Strength,
    app::input::Intent,
    games::eile::{EileMatch, EileSetup, SeatKind, core_plugin},
    rules::{Game, ToMove, eile::Eile, eile::EileOptions},
};

#[path = "support/app.rs"]
mod support;

fn headless_app(seats: Vec<SeatKind>) -> App {
    let options = EileOptions {
        players: seats.len() as u8,
        stones: 2,
        play_on: false,
    };
    // Fixed dice, so every run plays the same games.
    support::new_match::<Eile, _>("eile", EileSetup { options, seats }, 20261129, core_plugin)
}

fn run_to_end(app: &mut App, each_frame: impl FnMut(&mut App)) -> usize {
    support::run_to_end::<Eile>(app, 200_000, each_frame)
}

// The scenarios run in one test, one after the other: they share the binary's save folder.
#[test]
fn headless_games_through_the_plugin() {
    a_whole_ai_game_plays_through_the_plugin();
    a_human_seat_plays_a_whole_game_with_intents_and_can_undo();
    a_gamepad_plays_a_whole_game();
}

/// The gamepad path: button presses on a `Gamepad` become intents that play a human seat.
fn a_gamepad_plays_a_whole_game() {
    let seats = vec![SeatKind::Human, SeatKind::Ai(Strength::Strong)];
    let mut app = headless_app(seats);
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
    let mut app = headless_app(seats);
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
    let mut app = headless_app(seats);
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
