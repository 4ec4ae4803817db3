//! The review of a finished game: each side's chance over the whole game, estimated by random
//! playouts from the positions of the record (a draw counts half), the three biggest swings
//! a player's own decision caused, and at each the move played beside the one the strong AI
//! preferred. Seeded: the same record gives the same review, run to run and on every host.

use rand::SeedableRng;

use super::{Evaluate, GameRng, Strength, choose_action, sample_chance};
use crate::rules::{
    Seat, ToMove,
    record::{GameRecord, ReplayError},
};

/// The chances after `at` actions: one per seat, 0 to 1.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ReviewPoint {
    pub at: usize,
    pub chances: Vec<f64>,
}

/// A decision whose position changed a side's chance the most.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Swing {
    /// The action's index in the record (the position before it is `at` actions in).
    pub at: usize,
    /// The seat that decided.
    pub seat: u8,
    /// Its chance before and after (the sampled points round the decision).
    pub before: f64,
    pub after: f64,
    /// The move played and the strong AI's choice there, in the notation.
    pub played: String,
    pub preferred: String,
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Review {
    pub game: String,
    pub actions: usize,
    /// Playouts per point, and the standard error of a point's chance at worst (a chance of
    /// one half): √(¼ / playouts).
    pub playouts: usize,
    pub standard_error: f64,
    pub points: Vec<ReviewPoint>,
    /// The biggest swings, biggest first (at most three).
    pub swings: Vec<Swing>,
}

/// How a review is made: playouts a point and the most points on the chart (a longer game is
/// sampled every few actions).
#[derive(Clone, Copy, Debug)]
pub struct ReviewPlan {
    pub playouts: usize,
    pub max_points: usize,
    pub seed: u64,
}

impl Default for ReviewPlan {
    fn default() -> Self {
        Self {
            playouts: 64,
            max_points: 240,
            seed: 1918,
        }
    }
}

/// One seat's result of a random playout from `game` (1 win, ½ shared, 0 lost).
fn playout<G: Evaluate>(mut game: G, rng: &mut GameRng) -> Vec<f64> {
    loop {
        match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => {
                let action = sample_chance(&game, rng);
                if game.apply(&action).is_err() {
                    break;
                }
            }
            ToMove::Seat(_) => {
                let action = choose_action(&game, Strength::Random, rng);
                if game.apply(&action).is_err() {
                    break;
                }
            }
        }
    }
    game.outcome()
        .map(|o| o.utilities())
        .unwrap_or_else(|| vec![0.5; game.seat_count()])
}

/// Each seat's chance from `game`: the mean of `playouts` random playouts (the outcome itself
/// once the game is over).
pub fn chances<G: Evaluate>(game: &G, playouts: usize, rng: &mut GameRng) -> Vec<f64> {
    if let Some(outcome) = game.outcome() {
        return outcome.utilities();
    }
    let mut sum = vec![0.0; game.seat_count()];
    for _ in 0..playouts.max(1) {
        for (s, v) in sum.iter_mut().zip(playout(game.clone(), rng)) {
            *s += v;
        }
    }
    sum.iter().map(|s| s / playouts.max(1) as f64).collect()
}

/// Reviews the game of `record`; `progress` hears the share done (0 to 1) after each point.
pub fn review<G: Evaluate>(
    record: &GameRecord,
    plan: ReviewPlan,
    mut progress: impl FnMut(f64),
) -> Result<Review, ReplayError> {
    // Every position of the record, and who decided each action (none: chance).
    let mut positions: Vec<G> = Vec::with_capacity(record.actions.len() + 1);
    let mut deciders: Vec<Option<Seat>> = Vec::with_capacity(record.actions.len());
    let options = record.options::<G>()?;
    let mut game = G::new(&options).map_err(|e| ReplayError::Record(e.message))?;
    for (index, text) in record.actions.iter().enumerate() {
        positions.push(game.clone());
        deciders.push(match game.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        });
        let fail = |reason: String| ReplayError::Action {
            index,
            text: text.clone(),
            reason,
        };
        let action = game.parse_action(text).map_err(|e| fail(e.message))?;
        game.apply(&action).map_err(|e| fail(e.reason))?;
    }
    positions.push(game);
    let total = record.actions.len();
    let stride = total.div_ceil(plan.max_points.max(1)).max(1);
    let mut sampled: Vec<usize> = (0..=total).step_by(stride).collect();
    if sampled.last() != Some(&total) {
        sampled.push(total);
    }
    let mut points = Vec::with_capacity(sampled.len());
    for (k, &at) in sampled.iter().enumerate() {
        // Each point its own seeded generator: a point's estimate does not depend on the others.
        let mut rng = GameRng::seed_from_u64(plan.seed ^ (at as u64).wrapping_mul(0x9E37_79B9));
        points.push(ReviewPoint {
            at,
            chances: chances(&positions[at], plan.playouts, &mut rng),
        });
        progress((k + 1) as f64 / sampled.len() as f64);
    }
    // The swings: the intervals between sampled points where a side's chance moved most,
    // looked at decision by decision (the chance before a decision and right after it, before
    // any die or other seat), each put on the decision that moved its own side's chance most.
    let seed_of = |at: usize| plan.seed ^ (at as u64).wrapping_mul(0x9E37_79B9);
    let mut exact: std::collections::HashMap<usize, Vec<f64>> =
        points.iter().map(|p| (p.at, p.chances.clone())).collect();
    let mut chance_at = |at: usize| -> Vec<f64> {
        exact
            .entry(at)
            .or_insert_with(|| {
                let mut rng = GameRng::seed_from_u64(seed_of(at));
                chances(&positions[at], plan.playouts, &mut rng)
            })
            .clone()
    };
    let mut intervals: Vec<(f64, usize, usize)> = points
        .windows(2)
        .map(|w| {
            let moved = w[0]
                .chances
                .iter()
                .zip(&w[1].chances)
                .map(|(x, y)| (y - x).abs())
                .fold(0.0, f64::max);
            (moved, w[0].at, w[1].at)
        })
        .collect();
    intervals.sort_by(|x, y| y.0.total_cmp(&x.0).then(x.1.cmp(&y.1)));
    let mut swings: Vec<Swing> = Vec::new();
    for &(_, from, to) in intervals.iter().take(6) {
        let mut best: Option<Swing> = None;
        for (at, decider) in deciders.iter().enumerate().take(to).skip(from) {
            let Some(seat) = *decider else { continue };
            let (before, after) = (chance_at(at)[seat.index()], chance_at(at + 1)[seat.index()]);
            if best
                .as_ref()
                .is_none_or(|b| (after - before).abs() > (b.after - b.before).abs())
            {
                best = Some(Swing {
                    at,
                    seat: seat.0,
                    before,
                    after,
                    played: record.actions[at].clone(),
                    preferred: String::new(),
                });
            }
        }
        swings.extend(best);
    }
    swings.sort_by(|x, y| {
        let (dx, dy) = ((x.after - x.before).abs(), (y.after - y.before).abs());
        dy.total_cmp(&dx).then(x.at.cmp(&y.at))
    });
    swings.truncate(3);
    for swing in &mut swings {
        let game = &positions[swing.at];
        let mut rng = GameRng::seed_from_u64(plan.seed ^ swing.at as u64);
        swing.preferred = game.format_action(&choose_action(game, Strength::Strong, &mut rng));
    }
    Ok(Review {
        game: record.game.clone(),
        actions: total,
        playouts: plan.playouts,
        standard_error: (0.25 / plan.playouts.max(1) as f64).sqrt(),
        points,
        swings,
    })
}
