//! Headless app test: the Razboiniki plugin plays whole games under `MinimalPlugins`, by AI and
//! by a human seat driven with intents (the keyboard and gamepad path).
#![cfg(feature = "app")]

use bevy::{prelude::*, state::app::StatesPlugin};
use pelikaappi::{
    ai::Strength,
    app::{
        ActiveGame, Overlay, Screen,
        input::Intent,
        settings::{AnimationSpeed, Settings},
    },
    games::{
        eile::SeatKind,
        razboiniki::{RazMatch, RazSetup, RazStart, core_plugin, undo_allowed},
    },
    rules::{Game, ToMove, razboiniki::Razboiniki},
};

fn headless_app(seats: Vec<SeatKind>) -> App {
    let dir =
        std::env::temp_dir().join(format!("pelikaappi-test-razboiniki-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // SAFETY: set once, before the app starts any thread.
    unsafe { std::env::set_var("PELIKAAPPI_DATA", &dir) };
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.init_state::<Screen>();
    app.init_state::<Overlay>();
    app.insert_resource(ActiveGame::Razboiniki);
    app.insert_resource(Settings {
        ai_delay: 0.0,
        animation: AnimationSpeed::Instant,
        ..Default::default()
    });
    app.insert_resource(RazStart::New(RazSetup {
        seats,
        ..Default::default()
    }));
    app.add_plugins(core_plugin);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app
}

fn run_to_end(app: &mut App, mut each_frame: impl FnMut(&mut App)) {
    for _ in 0..20_000 {
        each_frame(app);
        app.update();
        if app
            .world()
            .get_resource::<RazMatch>()
            .is_some_and(|m| m.game.to_move() == ToMove::Over)
        {
            return;
        }
    }
    panic!("the game did not end");
}

#[test]
fn headless_razboiniki_games() {
    // AI against AI.
    let mut app = headless_app(vec![
        SeatKind::Ai(Strength::Quick),
        SeatKind::Ai(Strength::Strong),
    ]);
    run_to_end(&mut app, |_| {});
    let m = app.world().resource::<RazMatch>();
    let outcome = m.game.outcome().unwrap();
    let replayed: Razboiniki = m.record.replay().unwrap();
    assert_eq!(replayed.outcome(), Some(outcome));
    assert_eq!(replayed.scores(), m.game.scores());

    // A human seat with intents: pick the focused piece, then its focused square; undo once.
    let mut app = headless_app(vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)]);
    let mut undone = false;
    let mut frame = 0u32;
    run_to_end(&mut app, |app| {
        frame += 1;
        let Some(m) = app.world().get_resource::<RazMatch>() else {
            return;
        };
        // Right after the human's move, before the AI answers, the move can be taken back.
        if !undone && undo_allowed(m) {
            let before = m.record.actions.len();
            app.world_mut().write_message(Intent::Undo);
            app.update();
            let m = app.world().resource::<RazMatch>();
            assert_eq!(m.record.actions.len(), before - 1);
            assert_eq!(m.game.to_move(), ToMove::Seat(pelikaappi::rules::Seat(0)));
            undone = true;
            return;
        }
        if m.game.to_move() != ToMove::Seat(pelikaappi::rules::Seat(0)) {
            return;
        }
        if frame.is_multiple_of(4) {
            app.world_mut().write_message(Intent::Next);
        }
        app.world_mut().write_message(Intent::Confirm);
    });
    assert!(undone);
    let m = app.world().resource::<RazMatch>();
    assert!(
        m.log
            .iter()
            .any(|l| l.seat == Some(pelikaappi::rules::Seat(0))),
        "the human side moved"
    );
}
