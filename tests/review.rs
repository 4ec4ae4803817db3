//! The post-game review: each seat's chance over the game from the judge's playouts, ending at
//! the outcome; the same record gives the same review; at most three mistakes, each a decision
//! where the master would have played another move with a better chance; a game played as the
//! master plays has none, and its drops are the dice's (luck).

use pelikaappi::{
    ai::{
        Strength,
        master::{MasterBudget, choose_master},
        review::{ReviewPlan, ReviewWork, review},
    },
    cli::play_one,
    rules::{
        Game, ToMove,
        eile::{Eile, EileOptions},
        razboiniki::{RazOptions, Razboiniki},
        record::GameRecord,
    },
};

fn plan() -> ReviewPlan {
    ReviewPlan {
        playouts: 24,
        max_points: 120,
        max_looks: 120,
        seed: 7,
        master_positions: 20_000,
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
    // One piece at a time, or three positions' playouts at once: the same review.
    for threads in [1, 3] {
        let mut work = ReviewWork::<Eile>::new(&record, plan()).unwrap();
        let spread = loop {
            if let Some(r) = work.step_spread(threads) {
                break r;
            }
        };
        assert_eq!(first, spread, "the same review on {threads} threads");
    }
}

#[test]
fn the_mistakes_are_decisions_where_the_master_played_better() {
    let (record, _) = play_one::<Razboiniki>(
        &RazOptions { quiet_limit: 30 },
        &[Strength::Quick, Strength::Random],
        5,
        100_000,
    )
    .unwrap();
    let r = review::<Razboiniki>(&record, plan(), |_| {}).unwrap();
    assert!(!r.swings.is_empty() && r.swings.len() <= 3, "{r:?}");
    assert!(r.luck.is_empty(), "Razboiniki has no dice or cards");
    for pair in r.swings.windows(2) {
        assert!(
            pair[0].master_after - pair[0].after >= pair[1].master_after - pair[1].after,
            "the costliest first"
        );
    }
    for swing in &r.swings {
        // Replayed to the swing: the seat named decides there, both moves are legal, they
        // differ, the move played lost chance and the master's would have kept more.
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
        assert_ne!(swing.preferred, swing.played);
        assert!(swing.after < swing.before && swing.master_after > swing.after);
    }
}

#[test]
fn a_game_played_as_the_master_plays_has_luck_and_no_mistakes() {
    // Every decision is the review's own master's (the same positions and generator), so
    // each drop after a decision is the position's, and the biggest moves are the dice's.
    let options = EileOptions {
        players: 2,
        stones: 2,
        play_on: false,
    };
    let plan = plan();
    let mut game = Eile::new(&options).unwrap();
    let mut dice = pelikaappi::ai::seeded_rng(11);
    let mut actions = Vec::new();
    while game.outcome().is_none() {
        let at = actions.len();
        let action = match game.to_move() {
            ToMove::Seat(seat) if game.legal_actions().len() > 1 => {
                let mut rng = pelikaappi::ai::seeded_rng(plan.seed ^ at as u64);
                choose_master(
                    &game,
                    seat,
                    game.legal_actions(),
                    MasterBudget::Positions(plan.master_positions),
                    &mut rng,
                )
            }
            ToMove::Seat(_) => game.legal_actions()[0],
            _ => pelikaappi::ai::sample_chance(&game, &mut dice),
        };
        actions.push(game.format_action(&action));
        game.apply(&action).unwrap();
        assert!(actions.len() < 5_000, "the game ends");
    }
    let mut record = GameRecord::new::<Eile>(&options);
    record.actions = actions;
    let r = review::<Eile>(&record, plan, |_| {}).unwrap();
    assert!(r.swings.is_empty(), "no mistakes: {:?}", r.swings);
    assert!(
        r.agreed > 0,
        "the biggest drops were looked at with the master: {} judged, {} agreed",
        r.judged,
        r.agreed
    );
    assert!(!r.luck.is_empty(), "the dice moved the chances");
    for luck in &r.luck {
        let mut replayed = Eile::new(&options).unwrap();
        for text in &record.actions[..luck.at] {
            let action = replayed.parse_action(text).unwrap();
            replayed.apply(&action).unwrap();
        }
        assert_eq!(replayed.to_move(), ToMove::Chance, "luck is a throw");
        assert_eq!(luck.action, record.actions[luck.at]);
    }
}

/// Helsinki 1918's review stops its playouts at the judge's horizon and reads the chances
/// from the evaluation: with three players both allies get the Reds' loss (an allied win
/// scores for both), with two the seats' chances are a softmax of their values.
#[test]
fn helsinki_chances_at_the_horizon_give_each_ally_the_reds_loss() {
    use pelikaappi::ai::{Evaluate, review::chances_by_values, seeded_rng};
    use pelikaappi::rules::helsinki1918::{Helsinki1918, HelsinkiOptions};
    for players in [2, 3] {
        let mut game = Helsinki1918::new(&HelsinkiOptions { players }).expect("options");
        let mut rng = seeded_rng(3);
        for step in 0..400 {
            if game.outcome().is_some() {
                break;
            }
            if step % 50 == 0 {
                let chances = game.horizon_chances(300.0);
                assert_eq!(chances.len(), usize::from(players));
                assert!((0.0..=1.0).contains(&chances[0]), "{chances:?}");
                for ally in &chances[1..] {
                    assert!((chances[0] + ally - 1.0).abs() < 1e-9, "{chances:?}");
                }
                if players == 2 {
                    let softmax = chances_by_values(&game.evaluate(), 300.0);
                    assert!(
                        (softmax[0] - chances[0]).abs() < 1e-9,
                        "{softmax:?} {chances:?}"
                    );
                }
            }
            let action = pelikaappi::ai::choose_action(&game, Strength::Quick, &mut rng);
            game.apply(&action).expect("legal");
        }
    }
}
