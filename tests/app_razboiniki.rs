//! Headless app test: the Razboiniki plugin plays whole games under `MinimalPlugins`, by AI and
//! by a human seat driven with intents (the keyboard and gamepad path).
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    ai::Strength,
    app::input::Intent,
    games::{
        core::SeatKind,
        razboiniki::{RazMatch, RazSetup, core_plugin, undo_allowed},
    },
    rules::{Game, ToMove, razboiniki::Razboiniki},
};

#[path = "support/app.rs"]
mod support;

fn headless_app(seats: Vec<SeatKind>) -> App {
    let setup = RazSetup {
        seats,
        ..Default::default()
    };
    support::new_match::<Razboiniki, _>("razboiniki", setup, 7, core_plugin)
}

fn run_to_end(app: &mut App, each_frame: impl FnMut(&mut App)) {
    support::run_to_end::<Razboiniki>(app, 20_000, each_frame);
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
