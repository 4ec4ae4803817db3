//! The review of a finished game: each side's chance over the whole game, estimated by random
//! playouts from the positions of the record (a draw counts half), the three biggest swings
//! a player's own decision caused, and at each the move played beside the one the strong AI
//! preferred. Seeded: the same record gives the same review, run to run and on every host.

use std::collections::HashMap;

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

/// A review being worked out in steps (a point of the chart, or a decision looked at for the
/// swings), so the desktop can run it on a thread and the web a slice of each frame.
pub struct ReviewWork<G: Evaluate> {
    record: GameRecord,
    plan: ReviewPlan,
    /// Every position of the record, and who decided each action (none: chance).
    positions: Vec<G>,
    deciders: Vec<Option<Seat>>,
    sampled: Vec<usize>,
    points: Vec<ReviewPoint>,
    /// Chances worked out so far, by position.
    exact: HashMap<usize, Vec<f64>>,
    /// The decisions to look at for the swings, by interval (once the chart is done).
    candidates: Vec<Vec<usize>>,
    /// The interval and the decision within it being looked at.
    cursor: (usize, usize),
    best: Vec<Swing>,
}

impl<G: Evaluate> ReviewWork<G> {
    /// Replays the record (refused where an action is illegal) and plans the points.
    pub fn new(record: &GameRecord, plan: ReviewPlan) -> Result<Self, ReplayError> {
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
        Ok(Self {
            record: record.clone(),
            plan,
            positions,
            deciders,
            points: Vec::with_capacity(sampled.len()),
            sampled,
            exact: HashMap::new(),
            candidates: Vec::new(),
            cursor: (0, 0),
            best: Vec::new(),
        })
    }

    /// The share of the work done, 0 to 1.
    pub fn progress(&self) -> f64 {
        let chart = self.points.len() as f64 / self.sampled.len() as f64;
        if self.candidates.is_empty() {
            return 0.9 * chart;
        }
        let looked = self.candidates[..self.cursor.0.min(self.candidates.len())]
            .iter()
            .map(Vec::len)
            .sum::<usize>()
            + self.cursor.1;
        let all: usize = self.candidates.iter().map(Vec::len).sum();
        0.9 + 0.1 * looked as f64 / all.max(1) as f64
    }

    /// Each seat's chance after `at` actions (each position its own seeded generator: an
    /// estimate does not depend on which others were made before it).
    fn chance_at(&mut self, at: usize) -> Vec<f64> {
        if let Some(c) = self.exact.get(&at) {
            return c.clone();
        }
        let seed = self.plan.seed ^ (at as u64).wrapping_mul(0x9E37_79B9);
        let mut rng = GameRng::seed_from_u64(seed);
        let c = chances(&self.positions[at], self.plan.playouts, &mut rng);
        self.exact.insert(at, c.clone());
        c
    }

    /// Does one piece of the work; the review once it is all done.
    pub fn step(&mut self) -> Option<Review> {
        if self.points.len() < self.sampled.len() {
            let at = self.sampled[self.points.len()];
            let chances = self.chance_at(at);
            self.points.push(ReviewPoint { at, chances });
            if self.points.len() == self.sampled.len() {
                self.plan_swings();
            }
            return None;
        }
        // The swings: the intervals between points where a side's chance moved most, looked
        // at decision by decision (the chance before a decision and right after it, before any
        // die or other seat), each put on the decision that moved its own side's chance most.
        let (k, i) = self.cursor;
        if let Some(interval) = self.candidates.get(k) {
            if let Some(&at) = interval.get(i) {
                let seat = self.deciders[at].expect("a decision");
                let before = self.chance_at(at)[seat.index()];
                let after = self.chance_at(at + 1)[seat.index()];
                let swing = Swing {
                    at,
                    seat: seat.0,
                    before,
                    after,
                    played: self.record.actions[at].clone(),
                    preferred: String::new(),
                };
                let moved = |s: &Swing| (s.after - s.before).abs();
                match self.best.get_mut(k) {
                    Some(b) if moved(b) >= moved(&swing) => {}
                    Some(b) => *b = swing,
                    None => self.best.push(swing),
                }
                self.cursor.1 += 1;
            } else {
                self.cursor = (k + 1, 0);
            }
            return None;
        }
        Some(self.finish())
    }

    /// The intervals to look into: the six where some side's chance moved most.
    fn plan_swings(&mut self) {
        let mut intervals: Vec<(f64, usize, usize)> = self
            .points
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
        self.candidates = intervals
            .iter()
            .take(6)
            .map(|&(_, from, to)| (from..to).filter(|&a| self.deciders[a].is_some()).collect())
            .filter(|v: &Vec<usize>| !v.is_empty())
            .collect();
    }

    fn finish(&mut self) -> Review {
        let mut swings = std::mem::take(&mut self.best);
        swings.sort_by(|x, y| {
            let (dx, dy) = ((x.after - x.before).abs(), (y.after - y.before).abs());
            dy.total_cmp(&dx).then(x.at.cmp(&y.at))
        });
        swings.truncate(3);
        for swing in &mut swings {
            let game = &self.positions[swing.at];
            let mut rng = GameRng::seed_from_u64(self.plan.seed ^ swing.at as u64);
            swing.preferred = game.format_action(&choose_action(game, Strength::Strong, &mut rng));
        }
        Review {
            game: self.record.game.clone(),
            actions: self.record.actions.len(),
            playouts: self.plan.playouts,
            standard_error: (0.25 / self.plan.playouts.max(1) as f64).sqrt(),
            points: self.points.clone(),
            swings,
        }
    }
}

/// Reviews the game of `record` at once; `progress` hears the share done (0 to 1).
pub fn review<G: Evaluate>(
    record: &GameRecord,
    plan: ReviewPlan,
    mut progress: impl FnMut(f64),
) -> Result<Review, ReplayError> {
    let mut work = ReviewWork::<G>::new(record, plan)?;
    loop {
        if let Some(review) = work.step() {
            progress(1.0);
            return Ok(review);
        }
        progress(work.progress());
    }
}
