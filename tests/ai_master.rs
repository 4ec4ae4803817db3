//! The master level in every game: from positions along random games it plays a legal move
//! within its time budget (a short one here), searching deeper than the strong player where
//! the budget allows (Razboiniki; Eile mit Weile and the 1918 game roll the club player's best
//! choices out, `src/ai/rollout.rs`, tested there); and it is the master the seat plan and the protocol name. The budget's
//! 1.1× promise on an idle machine is measured by `examples/ladder.rs`, which prints each
//! level's slowest decision; this test allows a busy machine's slack.

use std::time::{Duration, Instant};

use pelikaappi::{
    ai::{
        Evaluate, Strength, choose_action,
        master::{MasterSteps, choose_master},
        seeded_rng,
    },
    rules::{
        Game, Seat, ToMove, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

/// The budget the test gives the master.
const BUDGET: Duration = Duration::from_millis(120);
/// What a machine running other tests beside this one may add to it.
const SLACK: Duration = Duration::from_millis(400);

/// Positions of a game where a seat has a choice: along a random game, every `every`th choice.
fn positions<G: Evaluate>(game: G, every: usize, count: usize, seed: u64) -> Vec<G> {
    let mut rng = seeded_rng(seed);
    let mut game = game;
    let mut found = Vec::new();
    let mut choices = 0;
    while found.len() < count && game.outcome().is_none() {
        if matches!(game.to_move(), ToMove::Seat(_)) && game.legal_actions().len() > 1 {
            if choices % every == 0 {
                found.push(game.clone());
            }
            choices += 1;
        }
        let action = choose_action(&game, Strength::Random, &mut rng);
        game.apply(&action).expect("a legal action applies");
    }
    assert!(!found.is_empty(), "the random game offered choices");
    found
}

/// The master's move in each position is legal and made within the budget and the slack.
fn plays_legally_in_time<G: Evaluate>(positions: Vec<G>) {
    let mut rng = seeded_rng(7);
    for game in positions {
        let ToMove::Seat(seat) = game.to_move() else {
            unreachable!("positions are choices")
        };
        let legal = game.legal_actions();
        let started = Instant::now();
        let action = choose_master(&game, seat, legal.clone(), BUDGET, &mut rng);
        let took = started.elapsed();
        assert!(
            legal.contains(&action),
            "{}: the master's {} is legal",
            G::ID,
            game.format_action(&action)
        );
        assert!(
            took <= BUDGET + SLACK,
            "{}: the master took {took:?} for a budget of {BUDGET:?}",
            G::ID
        );
    }
}

#[test]
fn the_master_plays_eile_legally_within_its_budget() {
    plays_legally_in_time(positions(Eile::new(&Default::default()).unwrap(), 17, 6, 1));
}

#[test]
fn the_master_plays_razboiniki_legally_within_its_budget() {
    plays_legally_in_time(positions(
        Razboiniki::new(&Default::default()).unwrap(),
        9,
        6,
        2,
    ));
}

#[test]
fn the_master_plays_the_1918_game_legally_within_its_budget() {
    plays_legally_in_time(positions(
        Suomi1918::new(&Default::default()).unwrap(),
        23,
        6,
        3,
    ));
}

#[test]
fn the_master_plays_helsinki_legally() {
    // The Helsinki master makes the strong player's plan first, then refines it with more
    // guesses (`src/ai/helsinki1918_master.rs` tests both); here every choice is legal.
    let mut rng = seeded_rng(9);
    for game in positions(Helsinki1918::new(&Default::default()).unwrap(), 40, 3, 4) {
        let ToMove::Seat(seat) = game.to_move() else {
            unreachable!()
        };
        let legal = game.legal_actions();
        let action = choose_master(&game, seat, legal.clone(), BUDGET, &mut rng);
        assert!(legal.contains(&action), "the master's move is legal");
    }
}

#[test]
fn with_time_to_spare_the_master_searches_deeper_than_the_strong_player() {
    // Razboiniki's strong player searches four moves; the master, given a second on the
    // opening position, finishes more.
    let game = Razboiniki::new(&Default::default()).unwrap();
    let mut steps = MasterSteps::new(
        &game,
        Seat(0),
        game.legal_actions(),
        Duration::from_millis(1500),
    );
    let action = loop {
        if let Some(action) = pelikaappi::ai::PlanSteps::step(&mut steps) {
            break action;
        }
    };
    assert!(game.legal_actions().contains(&action));
    assert!(
        steps.finished_depth() > Razboiniki::STRONG_DEPTH,
        "the master finished depth {} (the strong player searches {})",
        steps.finished_depth(),
        Razboiniki::STRONG_DEPTH
    );
}

#[test]
fn the_master_is_named_in_seat_plans_and_records() {
    assert_eq!(Strength::parse("master"), Some(Strength::Master));
    assert_eq!(Strength::Master.label(), "master");
    let json = serde_json::to_string(&Strength::Master).unwrap();
    assert_eq!(
        serde_json::from_str::<Strength>(&json).unwrap(),
        Strength::Master
    );
}
