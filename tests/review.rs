//! The post-game review: each seat's chance over the game from random playouts, ending at the
//! outcome; the same record gives the same review; at most three swings, each on a decision
//! of the seat whose chance it moved, with the strong AI's choice beside the move played.

use pelikaappi::{
    ai::{
        Strength,
        review::{ReviewPlan, review},
    },
    cli::play_one,
    rules::{
        Game, ToMove,
        eile::{Eile, EileOptions},
        razboiniki::{RazOptions, Razboiniki},
    },
};

fn plan() -> ReviewPlan {
    ReviewPlan {
        playouts: 24,
        max_points: 120,
        seed: 7,
    }
}

#[test]
fn the_chart_ends_at_the_outcome_and_is_the_same_run_to_run() {
    let options = EileOptions {
        players: 2,
        stones: 2,
        play_on: false,
    };
    let (record, game) =
        play_one::<Eile>(&options, &[Strength::Quick, Strength::Quick], 3, 100_000).unwrap();
    let outcome = game.outcome().expect("the game ended");
    let winner = outcome.places.iter().position(|p| *p == 1).unwrap();
    let mut progress = Vec::new();
    let first = review::<Eile>(&record, plan(), |share| progress.push(share)).unwrap();
    let last = first.points.last().unwrap();
    assert_eq!(last.at, record.actions.len(), "the chart reaches the end");
    assert_eq!(last.chances[winner], 1.0, "the winner ends at 100 %");
    assert_eq!(last.chances[1 - winner], 0.0);
    assert!(first.points.len() <= 121 && first.points.len() > 10);
    assert!(
        first
            .points
            .iter()
            .all(|p| p.chances.iter().all(|c| (0.0..=1.0).contains(c)))
    );
    assert_eq!(progress.last(), Some(&1.0), "the progress bar fills");
    let again = review::<Eile>(&record, plan(), |_| {}).unwrap();
    assert_eq!(first, again, "seeded: the same review run to run");
}

#[test]
fn the_swings_are_decisions_with_the_strong_choice_beside() {
    let (record, _) = play_one::<Razboiniki>(
        &RazOptions { quiet_limit: 30 },
        &[Strength::Quick, Strength::Random],
        5,
        100_000,
    )
    .unwrap();
    let r = review::<Razboiniki>(&record, plan(), |_| {}).unwrap();
    assert!(!r.swings.is_empty() && r.swings.len() <= 3);
    for pair in r.swings.windows(2) {
        assert!((pair[0].after - pair[0].before).abs() >= (pair[1].after - pair[1].before).abs());
    }
    for swing in &r.swings {
        // Replayed to the swing: the seat named decides there, and both moves are legal.
        let mut game = Razboiniki::new(&RazOptions { quiet_limit: 30 }).unwrap();
        for text in &record.actions[..swing.at] {
            let action = game.parse_action(text).unwrap();
            game.apply(&action).unwrap();
        }
        assert_eq!(
            game.to_move(),
            ToMove::Seat(pelikaappi::rules::Seat(swing.seat))
        );
        assert_eq!(swing.played, record.actions[swing.at]);
        let preferred = game.parse_action(&swing.preferred).unwrap();
        assert!(game.legal_actions().contains(&preferred));
    }
}
