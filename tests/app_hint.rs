//! Headless app test of the hint: the player to move asks (the hint intent: the panel's
//! button, I, F2 or the gamepad's Y), the hinting AI's choice with the match's own random
//! numbers is shown and said in words (the strong AI here, whose choice is the same every
//! run; the master's by default, a legal move within its time), the hint is counted in the
//! record, and a hint asked on the AI's turn is refused with a reason.
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    ai::{Strength, choose_action},
    app::input::Intent,
    games::{
        core::SeatKind,
        eile::{EileMatch, EileSetup, core_plugin as eile_plugin},
        hint::{HintState, HintStrength},
        razboiniki::{RazMatch, RazSetup, core_plugin as raz_plugin},
        table::{Match, TableGame},
    },
    rules::{
        ToMove,
        eile::{Eile, EileOptions},
        razboiniki::{RazOptions, Razboiniki},
    },
};

#[path = "support/app.rs"]
mod support;

/// Runs frames until the human is to choose a move (rolling the human's die on the way).
fn to_human_choice<G: TableGame>(app: &mut App) {
    for _ in 0..3000 {
        if !app.world().contains_resource::<Match<G>>() {
            app.update();
            continue;
        }
        let (to_move, human) = {
            let m = app.world().resource::<Match<G>>();
            (m.game.to_move(), m.acting_kind() == SeatKind::Human)
        };
        match (to_move, human) {
            (ToMove::Seat(_), true) if !app.world().resource::<Match<G>>().legal().is_empty() => {
                return;
            }
            (ToMove::Chance, true) => {
                app.world_mut().write_message(Intent::Confirm);
            }
            _ => {}
        }
        app.update();
    }
    panic!("the human never came to choose");
}

/// Asks for a hint and waits for it; returns the hinted move and the strong AI's own choice.
fn ask<G: TableGame>(app: &mut App) -> (G::Action, G::Action) {
    let expected = {
        let m = app.world().resource::<Match<G>>();
        let mut rng = m.rng.clone();
        choose_action(&m.game, Strength::Strong, &mut rng)
    };
    app.world_mut().write_message(Intent::Hint);
    for _ in 0..2000 {
        app.update();
        let shown = {
            let m = app.world().resource::<Match<G>>();
            app.world().resource::<HintState<G>>().for_now(m).cloned()
        };
        if let Some(action) = shown {
            return (action, expected);
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("no hint came");
}

#[test]
fn a_hint_is_the_strong_players_choice_shown_and_counted() {
    // Eile mit Weile: the human (Red) against the quick AI.
    let setup = EileSetup {
        options: EileOptions {
            players: 2,
            stones: 2,
            play_on: false,
        },
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Eile, _>("hint", setup, 11, eile_plugin);
    assert_eq!(
        *app.world().resource::<HintStrength>(),
        HintStrength(Strength::Master),
        "the master hints by default"
    );
    app.insert_resource(HintStrength(Strength::Strong));
    to_human_choice::<Eile>(&mut app);
    let (hinted, strong) = ask::<Eile>(&mut app);
    assert_eq!(hinted, strong, "the hint is the strong player's choice");
    let m = app.world().resource::<EileMatch>();
    assert_eq!(m.record.hints, vec![m.record.actions.len()], "counted once");
    let notice = m.notice.clone().unwrap_or_default();
    assert!(notice.starts_with("Hint: "), "said in words: {notice}");
    assert!(
        !m.game.hint_spots(&hinted).is_empty(),
        "pointed at on the board"
    );

    // Razboiniki (no dice): the same, and a hint on the AI's turn is refused.
    let setup = RazSetup {
        options: RazOptions { quiet_limit: 30 },
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Razboiniki, _>("hint", setup, 5, raz_plugin);
    app.insert_resource(HintStrength(Strength::Strong));
    to_human_choice::<Razboiniki>(&mut app);
    let (hinted, strong) = ask::<Razboiniki>(&mut app);
    assert_eq!(hinted, strong);
    let spots = app.world().resource::<RazMatch>().game.hint_spots(&hinted);
    assert!(spots.len() >= 2, "from and to: {spots:?}");
    // The human plays the hinted move; now the AI is to move and a hint is refused.
    let before = app.world().resource::<RazMatch>().record.hints.len();
    {
        let mut m = app.world_mut().resource_mut::<RazMatch>();
        m.apply(&hinted, false).unwrap();
    }
    app.world_mut().write_message(Intent::Hint);
    app.update();
    let m = app.world().resource::<RazMatch>();
    if m.acting_kind() != SeatKind::Human {
        assert_eq!(m.record.hints.len(), before, "not counted");
        assert!(
            m.notice
                .as_deref()
                .is_some_and(|n| n.contains("player to move")),
            "{:?}",
            m.notice
        );
    }
}

#[test]
fn by_default_the_master_gives_the_hint_a_legal_move_within_its_time() {
    pelikaappi::ai::master::set_master_budget(std::time::Duration::from_millis(250));
    let setup = RazSetup {
        options: RazOptions { quiet_limit: 30 },
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Razboiniki, _>("hint-master", setup, 3, raz_plugin);
    to_human_choice::<Razboiniki>(&mut app);
    let (hinted, _) = ask::<Razboiniki>(&mut app);
    let m = app.world().resource::<RazMatch>();
    assert!(
        pelikaappi::rules::Game::legal_actions(&m.game).contains(&hinted),
        "the master's hint is a legal move"
    );
}
