//! Play by typed moves alone (issue: "a whole Razboiniki game and a whole Eile mit Weile game
//! are played by typed moves alone"): a headless player who never looks at the board asks
//! the move line whose turn it is and which moves are legal, reads the answers in words, and
//! types a move (or "roll") until the game ends against the AI. Wrong input is refused in
//! words and changes nothing.
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    ai::Strength,
    games::{core::SeatKind, move_line::MoveLine, table::Match, table::TableGame},
    rules::{Game, Seat, ToMove, eile::Eile, eile::EileOptions, razboiniki::Razboiniki},
};

#[path = "support/app.rs"]
mod support;

/// Sends `text` from the move line and runs a frame; what the line said back.
fn type_line(app: &mut App, text: &str) -> String {
    app.world_mut().resource_mut::<MoveLine>().submitted = Some(text.to_string());
    app.update();
    app.world_mut()
        .resource_mut::<MoveLine>()
        .said
        .take()
        .unwrap_or_default()
}

/// The moves a "?moves" answer lists ("3 legal moves: a, b, c." / "One legal move: a.").
fn listed_moves(said: &str) -> Vec<String> {
    let list = said.split_once(": ").map_or("", |(_, l)| l);
    list.trim_end_matches('.')
        .split(", ")
        .filter(|m| !m.is_empty())
        .map(str::to_string)
        .collect()
}

/// Plays seat 0 of `app`'s match of `G` by the move line alone until the game ends; the
/// count of moves typed and accepted.
fn play_by_typing<G: TableGame>(app: &mut App, frames: usize) -> usize {
    let mut typed = 0;
    let mut refused_once = false;
    for _ in 0..frames {
        app.update();
        let Some(m) = app.world().get_resource::<Match<G>>() else {
            continue;
        };
        if m.game.to_move() == ToMove::Over {
            return typed;
        }
        let turn = type_line(app, "?turn");
        if turn.contains("to roll") && turn.starts_with(&seat_zero_name::<G>(app)) {
            assert_eq!(type_line(app, "roll"), "", "a roll is taken in silence");
            continue;
        }
        if !turn.starts_with("Your turn") {
            continue;
        }
        if !refused_once {
            // A wrong move is refused in words and the position stays.
            let before = app.world().resource::<Match<G>>().record.actions.len();
            let refusal = type_line(app, "zz-not-a-move");
            assert!(refusal.contains("is not a legal move now"), "{refusal}");
            assert_eq!(
                app.world().resource::<Match<G>>().record.actions.len(),
                before
            );
            refused_once = true;
        }
        let moves = listed_moves(&type_line(app, "?moves"));
        assert!(!moves.is_empty(), "a turn lists its moves: {turn}");
        let before = app.world().resource::<Match<G>>().record.actions.len();
        assert_eq!(type_line(app, &moves[typed % moves.len()]), "");
        app.update();
        let after = app.world().resource::<Match<G>>().record.actions.len();
        assert!(after > before, "the typed move {} was played", moves[0]);
        typed += 1;
    }
    panic!("the game did not end in {frames} frames");
}

fn seat_zero_name<G: TableGame>(app: &App) -> String {
    app.world().resource::<Match<G>>().game.seat_name(Seat(0))
}

#[test]
fn whole_games_are_played_by_typed_moves_alone() {
    // Razboiniki: White typed against the quick AI.
    let setup = pelikaappi::games::razboiniki::RazSetup {
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
        ..Default::default()
    };
    let mut app = support::new_match::<Razboiniki, _>(
        "typed",
        setup,
        11,
        pelikaappi::games::razboiniki::core_plugin,
    );
    let typed = play_by_typing::<Razboiniki>(&mut app, 20_000);
    let m = app.world().resource::<Match<Razboiniki>>();
    assert!(m.game.outcome().is_some());
    assert!(typed > 5, "White moved by typing: {typed}");
    let last = type_line(&mut app, "?last");
    assert!(!last.is_empty());
    assert_eq!(type_line(&mut app, "?turn"), "The game is over.");

    // Eile mit Weile: the first seat rolls and moves by typing against the quick AI.
    let setup = pelikaappi::games::eile::EileSetup {
        options: EileOptions {
            players: 2,
            stones: 2,
            play_on: false,
        },
        seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Quick)],
    };
    let mut app = support::new_match::<Eile, _>(
        "typed",
        setup,
        20261206,
        pelikaappi::games::eile::core_plugin,
    );
    let typed = play_by_typing::<Eile>(&mut app, 200_000);
    let m = app.world().resource::<Match<Eile>>();
    assert!(m.game.outcome().is_some());
    assert!(typed > 3, "the first seat moved by typing: {typed}");
    // The position's questions answer in words.
    let pieces = type_line(&mut app, "?pieces");
    assert!(pieces.contains(':'), "{pieces}");
}

#[test]
fn the_position_is_said_in_words() {
    let setup = pelikaappi::games::razboiniki::RazSetup {
        seats: vec![SeatKind::Human, SeatKind::Human],
        ..Default::default()
    };
    let mut app = support::new_match::<Razboiniki, _>(
        "typed-say",
        setup,
        3,
        pelikaappi::games::razboiniki::core_plugin,
    );
    app.update();
    app.update();
    assert_eq!(type_line(&mut app, "?last"), "No move has been made yet.");
    let turn = type_line(&mut app, "?turn");
    assert!(turn.starts_with("Your turn, White"), "{turn}");
    let pieces = type_line(&mut app, "?pieces white");
    assert!(pieces.starts_with("White, "), "{pieces}");
    assert!(pieces.contains(" on "), "{pieces}");
    let square = pieces
        .split(" on ")
        .nth(1)
        .unwrap()
        .split([',', '.'])
        .next()
        .unwrap()
        .to_string();
    let at = type_line(&mut app, &format!("?at {square}"));
    assert!(at.starts_with("White: "), "{at}");
    assert!(type_line(&mut app, "?nonsense").starts_with("No answer"));
    assert!(type_line(&mut app, "?").contains("?last"));
}
