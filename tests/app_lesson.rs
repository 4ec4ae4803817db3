//! Headless app tests of the guided first games, one per game: the learner follows each
//! lesson's prompts with the keys (Space rolls their die and makes the move the focus is
//! kept on, piece and target alike) to its end, and a wrong move is explained and not made.
#![cfg(feature = "app")]

use bevy::{app::Plugins, prelude::*};
use pelikaappi::{
    app::{
        input::Intent,
        session::{Lesson, MatchStart},
    },
    games::{
        core::SeatKind,
        eile::core_plugin as eile_plugin,
        helsinki1918::core_plugin as helsinki_plugin,
        razboiniki::core_plugin as raz_plugin,
        suomi1918::core_plugin as suomi_plugin,
        table::{Match, TableGame},
    },
    rules::{
        Seat, ToMove, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

#[path = "support/app.rs"]
mod support;

fn lesson_of(game: &'static str) -> Lesson {
    let text = std::fs::read_to_string(format!("assets/{game}/data/lesson.ron")).unwrap();
    Lesson::from_ron(game, &text).unwrap()
}

fn open<G: TableGame, M>(core: impl Plugins<M>, saves: &str) -> App {
    let app = support::base_app(saves);
    let start = MatchStart::lesson(lesson_of(G::ID));
    let mut app = support::open_match::<G, M>(app, start, 1, core);
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Whether the learner is to roll or to move.
fn learner_to_act<G: TableGame>(app: &App, you: u8) -> bool {
    let m = app.world().resource::<Match<G>>();
    m.game.acting_seat() == Some(Seat(you)) && m.game.to_move() != ToMove::Over
}

/// Presses Space whenever the learner is to act, until the record has `until` actions.
fn follow<G: TableGame>(app: &mut App, you: u8, until: usize) {
    for _ in 0..100_000 {
        if app.world().resource::<Match<G>>().record.actions.len() >= until {
            return;
        }
        if learner_to_act::<G>(app, you) {
            app.world_mut().write_message(Intent::Confirm);
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
}

/// The learner follows the whole lesson; what the table shows afterwards.
fn a_learner_follows<G: TableGame, M>(core: impl Plugins<M>) -> Vec<String> {
    let lesson = lesson_of(G::ID);
    let mut app = open::<G, M>(core, &format!("lesson-{}", G::ID));
    assert_eq!(
        app.world().resource::<Match<G>>().seats[usize::from(lesson.you)],
        SeatKind::Human
    );
    follow::<G>(&mut app, lesson.you, lesson.script.len());
    let m = app.world().resource::<Match<G>>();
    assert_eq!(
        m.record.actions, lesson.script,
        "the lesson played as written"
    );
    assert!(
        !std::path::Path::new(&support::scratch_saves(&format!("lesson-{}", G::ID)))
            .join(format!("{}-autosave.json", G::ID))
            .exists(),
        "a lesson does not overwrite the player's own game"
    );
    m.log.iter().map(|l| l.text.clone()).collect()
}

/// At the learner's first decision with a choice, the focus is moved off the lesson's move
/// and Space pressed until an action is made: it is refused with the lesson's words.
fn a_wrong_move_is_explained<G: TableGame, M>(core: impl Plugins<M>) {
    let lesson = lesson_of(G::ID);
    let mut app = open::<G, M>(core, &format!("lesson-wrong-{}", G::ID));
    let step = (0..lesson.script.len())
        .find(|&step| {
            follow::<G>(&mut app, lesson.you, step);
            app.update();
            let m = app.world().resource::<Match<G>>();
            m.game.to_move() == ToMove::Seat(Seat(lesson.you)) && m.seat_actions().len() > 1
        })
        .expect("the lesson has a decision with a choice");
    // Another choice than the lesson's, at each stage of the pick, until a move is made.
    let mut refused = false;
    for _ in 0..6 {
        // Stepping through the choices: the lesson leaves the focus to the learner.
        app.world_mut().write_message(Intent::Next);
        app.world_mut().write_message(Intent::Previous);
        app.update();
        {
            let mut m = app.world_mut().resource_mut::<Match<G>>();
            let wanted = G::focus_toward(&m, &m.game.parse_action(&lesson.script[step]).unwrap());
            let other = if wanted == Some(0) { 1 } else { 0 };
            m.focus = other;
        }
        app.world_mut().write_message(Intent::Confirm);
        app.update();
        let m = app.world().resource::<Match<G>>();
        assert_eq!(
            m.record.actions.len(),
            step,
            "{}: the wrong move is not made",
            G::ID
        );
        if let Some(notice) = m.notice.clone()
            && notice.starts_with("Not that one yet.")
        {
            refused = true;
            break;
        }
    }
    assert!(refused, "{}: a wrong move is explained", G::ID);
}

#[test]
fn a_learner_follows_the_eile_lesson_to_its_end() {
    let log = a_learner_follows::<Eile, _>(eile_plugin);
    // The capture the lesson teaches happened.
    assert!(log.iter().any(|l| l.contains("sends Green")), "{log:?}");
}

#[test]
fn a_learner_follows_the_razboiniki_lesson_to_its_end() {
    let log = a_learner_follows::<Razboiniki, _>(raz_plugin);
    // A chain of jumps, an enclosure and a robber, as the lesson teaches.
    let all = log.join("\n");
    assert!(all.contains("e1:e3:e5"), "{all}");
    assert!(all.to_lowercase().contains("robber"), "{all}");
}

#[test]
fn a_learner_follows_the_suomi1918_lesson_to_its_end() {
    let log = a_learner_follows::<Suomi1918, _>(suomi_plugin);
    let all = log.join("\n");
    assert!(all.contains("Kirkkonummi"), "the verse's place: {all}");
}

#[test]
fn a_learner_follows_the_helsinki1918_lesson_to_its_end() {
    let log = a_learner_follows::<Helsinki1918, _>(helsinki_plugin);
    let all = log.join("\n");
    assert!(all.to_lowercase().contains("meurer"), "{all}");
}

#[test]
fn a_wrong_move_is_explained_not_made_in_every_lesson() {
    a_wrong_move_is_explained::<Eile, _>(eile_plugin);
    a_wrong_move_is_explained::<Razboiniki, _>(raz_plugin);
    a_wrong_move_is_explained::<Suomi1918, _>(suomi_plugin);
    a_wrong_move_is_explained::<Helsinki1918, _>(helsinki_plugin);
}
