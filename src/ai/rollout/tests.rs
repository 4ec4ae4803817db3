//! Tests of the master by rollouts: the choice rule, the drop rule, the deeper ranking and
//! the overrule bar.

use super::*;
use crate::ai::{Strength, choose_action};
use crate::rules::{Game, suomi1918::Suomi1918};

/// A position of the 1918 map game with a choice, some way into a random game.
fn a_choice(seed: u64) -> (Suomi1918, Seat, Vec<<Suomi1918 as Game>::Action>) {
    let mut game = Suomi1918::new(&Default::default()).expect("default options");
    let mut rng = seeded_rng(seed);
    let mut choices = 0;
    loop {
        if let ToMove::Seat(seat) = game.to_move() {
            let legal = game.legal_actions();
            if legal.len() > 2 {
                choices += 1;
                if choices > 6 {
                    return (game, seat, legal);
                }
            }
        }
        let action = choose_action(&game, Strength::Random, &mut rng);
        game.apply_quietly(&action).expect("legal");
    }
}

fn run(steps: &mut RolloutSteps<Suomi1918>) -> <Suomi1918 as Game>::Action {
    loop {
        if let Some(action) = steps.step() {
            return action;
        }
    }
}

/// The decision at `a_choice(seed)` by `plan` within 20,000 positions, seeded by `seed`,
/// and the decision's record.
fn decide_at(
    seed: u64,
    plan: RolloutPlan,
) -> (<Suomi1918 as Game>::Action, RolloutSteps<Suomi1918>) {
    let (game, seat, legal) = a_choice(seed);
    let mut steps = RolloutSteps::new(
        &game,
        seat,
        legal,
        plan,
        MasterBudget::Positions(20_000),
        &mut seeded_rng(seed),
    );
    (run(&mut steps), steps)
}

const PLAN: RolloutPlan = RolloutPlan {
    candidates: 3,
    horizon: 6,
    min_rounds: 4,
    drop: None,
    deepen: None,
    overrule: None,
};

/// Six candidates, the clearly worse dropping out from the eighth round on.
const WIDE: RolloutPlan = RolloutPlan {
    candidates: 6,
    horizon: 6,
    min_rounds: 4,
    drop: Some(DropRule {
        min_samples: 8,
        below: 2.5,
    }),
    deepen: None,
    overrule: None,
};

/// The best candidate as the master before the drop rule found it, worked out here: each
/// candidate's chances summed round by round, the highest sum, ties to the club's first.
fn best_by_running_sums(values: &[Vec<f64>], running: &[bool]) -> usize {
    let mut best: Option<(usize, f64)> = None;
    for (c, values) in values.iter().enumerate() {
        if !running[c] {
            continue;
        }
        let mut sum = 0.0;
        for value in values {
            sum += value;
        }
        match best {
            Some((_, b)) if b >= sum => {}
            _ => best = Some((c, sum)),
        }
    }
    best.expect("a candidate in the running").0
}

/// Given positions to spend, the rollouts run their rounds and play the candidate with the
/// highest summed chance (the first of equals), one of the club player's best, the same on
/// every run.
#[test]
fn rollouts_choose_among_the_club_players_best_the_same_every_time() {
    for seed in 1..4 {
        let (first, steps) = decide_at(seed, PLAN);
        assert!(
            steps.rounds >= PLAN.min_rounds,
            "seed {seed}: {} rounds in 20,000 positions",
            steps.rounds
        );
        assert!(steps.running.iter().all(|r| *r), "no drop rule, no drop");
        let best = best_by_running_sums(&steps.values, &steps.running);
        assert!(
            best < PLAN.candidates,
            "seed {seed}: one of the club's best"
        );
        assert_eq!(first, steps.ranked[best].1, "seed {seed}: the highest sum");
        assert_eq!(first, decide_at(seed, PLAN).0, "seed {seed}: again");
    }
}

/// With no time for a round, the choice is the club player's best.
#[test]
fn without_rounds_the_club_players_choice_stands() {
    let (game, seat, legal) = a_choice(5);
    let mut steps = RolloutSteps::new(
        &game,
        seat,
        legal.clone(),
        PLAN,
        MasterBudget::Positions(1),
        &mut seeded_rng(5),
    );
    let chosen = run(&mut steps);
    assert_eq!(steps.rounds, 0);
    let best = steps.ranked[0].0;
    let mut child = game.clone();
    child.apply_quietly(&chosen).expect("legal");
    let value = expectimax_values(&child, Suomi1918::STRONG_DEPTH)[seat.index()];
    assert_eq!(value, best, "the club's best value");
    assert!(
        steps.ranked.iter().all(|r| r.0 <= value),
        "no choice valued above the one played"
    );
}

/// A deepening plan ranks every choice by the deeper search before the rollouts: with
/// one candidate, the choice played is one the deeper search values highest.
#[test]
fn a_deepening_plan_plays_the_deeper_searchs_best() {
    let deeper = RolloutPlan {
        candidates: 1,
        deepen: Some(3),
        ..PLAN
    };
    for seed in 1..3 {
        let (game, seat, legal) = a_choice(seed);
        let (chosen, steps) = decide_at(seed, deeper);
        let value_of = |action: &<Suomi1918 as Game>::Action| {
            let mut child = game.clone();
            child.apply_quietly(action).expect("legal");
            expectimax_values(&child, 3)[seat.index()]
        };
        let best = legal.iter().map(value_of).fold(f64::MIN, f64::max);
        assert_eq!(value_of(&chosen), best, "seed {seed}: the deeper best");
        assert_eq!(steps.rounds, 0, "seed {seed}: one candidate, no rollouts");
        let values: Vec<f64> = steps.ranked.iter().map(|r| r.0).collect();
        assert!(
            values.windows(2).all(|w| w[0] >= w[1]),
            "seed {seed}: ranked by the deeper values"
        );
        assert_eq!(values[0], best, "seed {seed}: the deeper values kept");
    }
}

/// When the clock stops the deeper search before it judged any choice, the club
/// player's best is played.
#[test]
fn a_deeper_search_stopped_at_once_leaves_the_club_players_choice() {
    let deeper = RolloutPlan {
        deepen: Some(4),
        ..PLAN
    };
    let (game, seat, legal) = a_choice(5);
    let mut steps = RolloutSteps::new(
        &game,
        seat,
        legal,
        deeper,
        MasterBudget::Positions(1),
        &mut seeded_rng(5),
    );
    let chosen = run(&mut steps);
    assert!(!steps.ranked_for_good, "the deeper search never ended");
    assert!(steps.values.is_empty(), "no rollouts");
    assert!(steps.deep.is_empty(), "no choice searched deeper");
    assert_eq!(chosen, steps.ranked[0].1, "the club's best");
    let mut child = game.clone();
    child.apply_quietly(&chosen).expect("legal");
    let club = expectimax_values(&child, Suomi1918::STRONG_DEPTH)[seat.index()];
    assert_eq!(steps.ranked[0].0, club, "ranked by the club's values");
    assert!(steps.ranked.iter().all(|r| r.0 <= club));
}

/// When the clock stops the deeper search part way, the best of the choices it searched
/// is played (the first best, in the club's order), whatever the club thought of it.
#[test]
fn a_deeper_search_stopped_part_way_plays_its_best_so_far() {
    let deeper = RolloutPlan {
        deepen: Some(4),
        ..PLAN
    };
    let (game, seat, legal) = a_choice(5);
    let choices = legal.len();
    let mut steps = RolloutSteps::new(
        &game,
        seat,
        legal,
        deeper,
        MasterBudget::Positions(u32::MAX),
        &mut seeded_rng(5),
    );
    for _ in 0..choices {
        assert!(steps.step().is_none(), "the club's look, one choice a step");
    }
    assert!(choices >= 3 && !steps.ranked_for_good);
    steps.deep = vec![-1.0, 2.0, 2.0];
    assert_eq!(
        steps.deep_choice(),
        steps.ranked[1].1,
        "the first of the best"
    );
    steps.deep = vec![3.0];
    assert_eq!(
        steps.deep_choice(),
        steps.ranked[0].1,
        "the only one searched"
    );
}

/// With `overrule`, a rollouts' best other than the ranking's first is played only when
/// it leads by more than that many standard errors: never with an endless bar, and as
/// without the rule with a bar below any lead.
#[test]
fn the_rollouts_overrule_the_ranking_only_by_a_clear_lead() {
    let mut overruled = 0;
    for seed in 1..6 {
        let (free, steps) = decide_at(seed, PLAN);
        let lead = steps.lead_over_first().expect("rounds were run");
        let never = RolloutPlan {
            overrule: Some(f64::INFINITY),
            ..PLAN
        };
        let (kept, kept_steps) = decide_at(seed, never);
        assert_eq!(kept, kept_steps.ranked[0].1, "seed {seed}: the first kept");
        let (low_bar, _) = decide_at(
            seed,
            RolloutPlan {
                overrule: Some(f64::MIN),
                ..PLAN
            },
        );
        assert_eq!(low_bar, free, "seed {seed}: a bar below any lead");
        if lead.0 != 0 {
            overruled += 1;
            assert_ne!(free, kept, "seed {seed}: the rollouts' best is another");
            let with_bar = |bar: f64| {
                let plan = RolloutPlan {
                    overrule: Some(bar),
                    ..PLAN
                };
                decide_at(seed, plan).0
            };
            assert_eq!(
                with_bar(lead.1 * 1.001),
                kept,
                "seed {seed}: a bar above the lead"
            );
            assert_eq!(
                with_bar(lead.1 * 0.999),
                free,
                "seed {seed}: a bar below the lead"
            );
        }
    }
    assert!(overruled > 0, "some decision where the rollouts disagree");
}

/// With a drop rule, the candidates in the running meet every round, a dropped one stops,
/// the decision ends in the round that leaves one, the highest sum of those in the running
/// is played, and the same again on a second run.
#[test]
fn the_clearly_worse_stop_and_the_best_in_the_running_is_played() {
    let (mut dropped, mut stopped_early) = (0, 0);
    for seed in 1..5 {
        let (first, steps) = decide_at(seed, WIDE);
        let rounds = steps.rounds as usize;
        assert!(
            rounds >= WIDE.min_rounds as usize,
            "seed {seed}: {rounds} rounds"
        );
        let candidates = WIDE.candidates.min(steps.ranked.len());
        assert_eq!(steps.values.len(), candidates, "seed {seed}");
        let mut dropped_last_round = false;
        for (c, values) in steps.values.iter().enumerate() {
            if steps.running[c] {
                assert_eq!(values.len(), rounds, "seed {seed}: {c} met every round");
            } else {
                dropped += 1;
                stopped_early += usize::from(values.len() < rounds);
                dropped_last_round |= values.len() == rounds;
            }
        }
        if steps.in_the_running() == 1 {
            assert!(
                dropped_last_round,
                "seed {seed}: the decision ended in the round that left one"
            );
        }
        let best = best_by_running_sums(&steps.values, &steps.running);
        assert!(steps.running[best], "seed {seed}: played from the running");
        assert_eq!(first, steps.ranked[best].1, "seed {seed}: the highest sum");
        assert_eq!(first, decide_at(seed, WIDE).0, "seed {seed}: again");
    }
    assert!(dropped > 0, "some candidate dropped out");
    assert!(
        stopped_early > 0,
        "some dropped candidate sat out later rounds"
    );
}

/// With too few rounds to trust the means, the choice is the club's best of those still
/// in the running, or the one left: never a candidate dropped as clearly worse.
#[test]
fn before_enough_rounds_no_dropped_candidate_is_played() {
    let never_enough = RolloutPlan {
        min_rounds: u32::MAX,
        ..WIDE
    };
    let mut dropped = 0;
    for seed in 1..5 {
        let (chosen, steps) = decide_at(seed, never_enough);
        dropped += steps.running.iter().filter(|r| !**r).count();
        let played = (steps.ranked.iter())
            .position(|r| r.1 == chosen)
            .expect("a ranked choice");
        assert!(
            steps.running[played],
            "seed {seed}: a dropped choice played"
        );
        let first_running = steps.running.iter().position(|r| *r).expect("one runs");
        if steps.in_the_running() > 1 {
            assert_eq!(
                played, first_running,
                "seed {seed}: the club's best running"
            );
        }
    }
    assert!(dropped > 0, "some candidate dropped out");
}
