//! The strong Helsinki 1918 player: it plans whole initiatives by sampling. Its best few
//! choices by the quick evaluation are each played on to the end of this initiative and
//! through the next one, on guesses of the hidden cards (determinized: the other sides'
//! hands dealt again from what this seat cannot see), with dice drawn and every seat played
//! by a fast greedy policy; the choice with the best mean result at that horizon is taken.

use super::{GameRng, helsinki1918_eval::static_values, pick_index, sample_chance, shuffle};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{HAction, Helsinki1918, seat_sides},
};

/// How many of the quick evaluation's best choices are played on.
const CANDIDATES: usize = 4;
/// Guesses of the hidden cards and dice per candidate.
const SAMPLES: usize = 3;
/// How many random choices the rollout policy compares at each decision (plus End/Pass).
const ROLLOUT_WIDTH: usize = 8;
/// A bound on the decisions of one rollout.
const ROLLOUT_DECISIONS: usize = 80;
/// Initiative rolls a rollout passes before it is judged: the end of this initiative and
/// the whole next one.
const HORIZON_INITIATIVES: usize = 2;

/// The planned choice of the seat to move.
pub fn plan(game: &Helsinki1918, rng: &mut GameRng) -> HAction {
    let ToMove::Seat(seat) = game.to_move() else {
        return sample_chance(game, rng);
    };
    let seat = seat.index();
    let mut actions = game.legal_actions();
    shuffle(&mut actions, rng);
    let mut ranked: Vec<(f64, HAction)> = actions
        .into_iter()
        .map(|a| {
            let mut child = game.clone();
            child.apply(&a).expect("legal actions apply");
            (judge(&child, seat), a)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(CANDIDATES);
    if ranked.len() == 1 {
        return ranked.remove(0).1;
    }
    let viewer = seat_sides(game.options().players, seat);
    // Every candidate meets the same guesses and dice (common random numbers), so the
    // comparison measures the choice, not the luck.
    let seeds: Vec<u64> = (0..SAMPLES)
        .map(|_| u64::from(pick_index(rng, u32::MAX as usize) as u32))
        .collect();
    let mut best = (f64::NEG_INFINITY, ranked[0].1.clone());
    for (_, action) in ranked {
        let mut total = 0.0;
        for &seed in &seeds {
            let mut sample_rng = super::seeded_rng(seed);
            let mut guess = game.clone();
            guess.redeal_hidden(&viewer, &mut |n| pick_index(&mut sample_rng, n));
            if guess.apply(&action).is_err() {
                // The guessed hands cannot make this card play: judge it as it stands.
                total += judge(game, seat);
                continue;
            }
            total += rollout(guess, seat, &mut sample_rng);
        }
        let mean = total / SAMPLES as f64;
        if mean > best.0 {
            best = (mean, action);
        }
    }
    best.1
}

/// A position's value for `seat` (a finished game's utilities far outweigh any evaluation).
fn judge(game: &Helsinki1918, seat: usize) -> f64 {
    use super::Evaluate;
    game.evaluate()[seat]
}

/// Plays on to the horizon with the fast policy and judges the position for `seat`.
fn rollout(mut game: Helsinki1918, seat: usize, rng: &mut GameRng) -> f64 {
    let mut initiatives = 0;
    let mut decisions = 0;
    loop {
        match game.to_move() {
            ToMove::Over => return judge(&game, seat),
            ToMove::Chance => {
                let action = sample_chance(&game, rng);
                if matches!(action, HAction::Initiative { .. }) {
                    initiatives += 1;
                    if initiatives >= HORIZON_INITIATIVES {
                        return static_values(&game)[seat];
                    }
                }
                game.apply(&action).expect("chance outcomes apply");
            }
            ToMove::Seat(mover) => {
                decisions += 1;
                if decisions > ROLLOUT_DECISIONS {
                    return judge(&game, seat);
                }
                let action = fast_choice(&game, mover.index(), rng);
                game.apply(&action).expect("legal actions apply");
            }
        }
    }
}

/// The rollout policy: the best by the quick evaluation of a few random choices, always
/// with ending the initiative (or passing) among them.
fn fast_choice(game: &Helsinki1918, mover: usize, rng: &mut GameRng) -> HAction {
    let legal = game.legal_actions();
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let mut choices: Vec<&HAction> = legal
        .iter()
        .filter(|a| matches!(a, HAction::End | HAction::Pass))
        .collect();
    if legal.len() <= ROLLOUT_WIDTH + choices.len() {
        choices = legal.iter().collect();
    } else {
        for _ in 0..ROLLOUT_WIDTH {
            choices.push(&legal[pick_index(rng, legal.len())]);
        }
    }
    let mut best = (f64::NEG_INFINITY, choices[0]);
    for action in choices {
        let mut child = game.clone();
        child.apply(action).expect("legal actions apply");
        let value = judge(&child, mover);
        if value > best.0 {
            best = (value, action);
        }
    }
    best.1.clone()
}
