//! Headless app test of the guided first game: the learner follows the lesson's prompts with
//! the keys (Space rolls their die and makes the ringed move) to its end, and a wrong move is
//! explained and not made.
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    app::{
        input::Intent,
        session::{Lesson, MatchStart},
    },
    games::{
        core::SeatKind,
        eile::{EileMatch, core_plugin as eile_plugin},
    },
    rules::{Game, Seat, ToMove, eile::Eile},
};

#[path = "support/app.rs"]
mod support;

fn lesson() -> Lesson {
    Lesson::from_ron("eile", include_str!("../assets/eile/data/lesson.ron")).unwrap()
}

fn open() -> App {
    let app = support::base_app("lesson");
    let mut app = support::open_match::<Eile, _>(app, MatchStart::lesson(lesson()), 1, eile_plugin);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Whether the learner (Red, seat 0) is to roll or to move.
fn learner_to_act(app: &App) -> bool {
    let m = app.world().resource::<EileMatch>();
    use pelikaappi::games::table::TableGame;
    m.game.acting_seat() == Some(Seat(0)) && m.game.to_move() != ToMove::Over
}

#[test]
fn a_learner_follows_the_lesson_to_its_end() {
    let mut app = open();
    let script = lesson().script;
    assert_eq!(
        app.world().resource::<EileMatch>().seats[0],
        SeatKind::Human
    );
    for _ in 0..5000 {
        if app.world().resource::<EileMatch>().record.actions.len() == script.len() {
            break;
        }
        if learner_to_act(&app) {
            app.world_mut().write_message(Intent::Confirm);
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    let m = app.world().resource::<EileMatch>();
    assert_eq!(m.record.actions, script, "the lesson played as written");
    // The capture the lesson teaches happened.
    assert!(
        m.log.iter().any(|l| l.text.contains("sends Green")),
        "{:?}",
        m.log.iter().map(|l| &l.text).collect::<Vec<_>>()
    );
    assert!(
        !std::path::Path::new(&support::scratch_saves("lesson"))
            .join("eile-autosave.json")
            .exists(),
        "a lesson does not overwrite the player's own game"
    );
}

#[test]
fn a_wrong_move_is_explained_not_made() {
    let mut app = open();
    let script = lesson().script;
    // Follow the lesson to its last step, where two moves are possible (enter, or move five).
    let last = script.len() - 1;
    for _ in 0..5000 {
        if app.world().resource::<EileMatch>().record.actions.len() == last {
            break;
        }
        if learner_to_act(&app) {
            app.world_mut().write_message(Intent::Confirm);
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    app.update();
    let choices = app.world().resource::<EileMatch>().seat_actions().len();
    assert_eq!(choices, 2, "enter, or move five");
    // The other choice, then Space: refused with the lesson's words.
    {
        let mut m = app.world_mut().resource_mut::<EileMatch>();
        m.focus = 1 - m.focus;
    }
    app.world_mut().write_message(Intent::Confirm);
    app.update();
    let m = app.world().resource::<EileMatch>();
    assert_eq!(m.record.actions.len(), last, "not made");
    let notice = m.notice.clone().unwrap_or_default();
    assert!(notice.starts_with("Not that one yet."), "{notice}");
    assert!(notice.contains("second stone"), "{notice}");
}
