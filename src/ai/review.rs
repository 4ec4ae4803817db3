//! The review of a finished game: each side's chance over the whole game, estimated by
//! playouts from the positions of the record by a judge good enough to judge them (the quick
//! player with a share of random moves, `Evaluate::JUDGE`; a draw counts half),
//! the mistakes among the biggest drops of a side's chance (decisions where the master, given
//! a fixed count of positions, would have played otherwise, with its move's chance beside the
//! played one's) and the luck (the dice or draws that moved a chance most). Seeded: the same
//! record gives the same review, run to run and on every host.

mod spread;

use std::collections::HashMap;

pub use spread::review_threads;

use rand::{Rng, SeedableRng};

use super::{
    Evaluate, GameRng, PlanSteps, Strength, choose_action,
    master::{MasterBudget, master_steps},
    sample_chance, search_at_depth, shuffle,
};
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

/// A mistake: a decision after which its side's chance fell, where the master would have
/// played another move, whose chance (the same playouts' seeds) was higher.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Swing {
    /// The action's index in the record (the position before it is `at` actions in).
    pub at: usize,
    /// The seat that decided.
    pub seat: u8,
    /// Its chance before and after the move played, and after the master's move instead.
    pub before: f64,
    pub after: f64,
    pub master_after: f64,
    /// The move played and the master's choice there, in the notation.
    pub played: String,
    pub preferred: String,
}

/// A throw of the dice or a draw of a card that moved a side's chance most.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Luck {
    /// The chance action's index in the record.
    pub at: usize,
    /// The seat whose chance it moved most, its chance before and after.
    pub seat: u8,
    pub before: f64,
    pub after: f64,
    /// The die or card, in the notation.
    pub action: String,
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Review {
    pub game: String,
    pub actions: usize,
    /// Playouts per point, the judge's share of random moves in them, and the standard error
    /// of a point's chance at worst (a chance of one half): √(¼ / playouts).
    pub playouts: usize,
    pub random_share: f64,
    /// The choices the judge's quick moves compare, drawn at random (0: all).
    pub candidates: u32,
    /// The decisions a playout plays before the evaluation judges it (0: to the end).
    pub horizon: u32,
    pub standard_error: f64,
    pub points: Vec<ReviewPoint>,
    /// The mistakes, the costliest first (at most three).
    pub swings: Vec<Swing>,
    /// The biggest drops after a decision that the master looked at, and at how many it would
    /// have played the same (the drop was the position's, or the dice's, not the move's).
    pub judged: usize,
    pub agreed: usize,
    /// The luck, biggest first (at most three).
    pub luck: Vec<Luck>,
}

/// How a review is made: playouts a point, the most points on the chart (a longer game is
/// sampled every few actions), the most actions looked at one by one for the drops and the
/// luck (past six intervals of the chart), and the master's positions a decision looked at.
/// A game whose judge is slow has its own (`Evaluate::REVIEW_PLAN`).
#[derive(Clone, Copy, Debug)]
pub struct ReviewPlan {
    pub playouts: usize,
    pub max_points: usize,
    pub max_looks: usize,
    pub seed: u64,
    pub master_positions: u32,
}

impl ReviewPlan {
    pub const DEFAULT: ReviewPlan = ReviewPlan {
        playouts: 64,
        max_points: 240,
        max_looks: 120,
        seed: 1918,
        master_positions: 400_000,
    };
}

impl Default for ReviewPlan {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// The drops looked at with the master, at most.
const SUSPECTS: usize = 6;

/// The player of the review's playouts: a share of its decisions random, the rest the quick
/// player's look one action ahead, at every choice or (where a game has hundreds and long
/// games, so that a playout would take most of a second) at a few drawn at random.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judge {
    pub random_share: f64,
    /// How many choices a quick decision compares (0: all of them).
    pub candidates: u32,
    /// The decisions a playout plays before it stops and judges the position by the game's
    /// evaluation (0: every playout is played to the end).
    pub horizon: u32,
    /// Where a playout stops early, the value lead that makes a seat's chance σ(1), about
    /// 73 %: each seat's chance is the softmax of its values over this scale.
    pub scale: f64,
}

impl Judge {
    /// Playouts to the game's end by the quick player, with a quarter of the moves random.
    pub const PLAYED_OUT: Judge = Judge {
        random_share: 0.25,
        candidates: 0,
        horizon: 0,
        scale: 1.0,
    };

    /// The judge's decision at `game`, a seat to move.
    fn choose<G: Evaluate>(&self, game: &G, rng: &mut GameRng) -> G::Action {
        if self.random_share >= 1.0 || rng.random::<f64>() < self.random_share {
            return choose_action(game, Strength::Random, rng);
        }
        let ToMove::Seat(seat) = game.to_move() else {
            return choose_action(game, Strength::Quick, rng);
        };
        if self.candidates == 0 {
            return choose_action(game, Strength::Quick, rng);
        }
        let mut actions = game.legal_actions();
        if actions.len() == 1 {
            return actions.swap_remove(0);
        }
        if actions.len() <= self.candidates as usize {
            // As `choose_action`'s quick player, without listing the actions again.
            return search_at_depth(game, actions, seat, 0, rng);
        }
        // The first `candidates` of a random order, compared as the quick player does.
        shuffle(&mut actions, rng);
        actions.truncate(self.candidates as usize);
        search_at_depth(game, actions, seat, 0, rng)
    }
}

/// Each seat's result of a playout from `game` by the judge (1 win, ½ shared, 0 lost), or,
/// where the judge stops at its horizon, each seat's chance by the evaluation there.
fn playout<G: Evaluate>(mut game: G, judge: Judge, rng: &mut GameRng) -> Vec<f64> {
    let mut decisions = 0;
    loop {
        let action = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => sample_chance(&game, rng),
            ToMove::Seat(_) if judge.horizon > 0 && decisions >= judge.horizon => {
                return game.horizon_chances(judge.scale);
            }
            ToMove::Seat(_) => {
                decisions += 1;
                judge.choose(&game, rng)
            }
        };
        if game.apply_listed(&action).is_err() {
            break;
        }
    }
    game.outcome()
        .map(|o| o.utilities())
        .unwrap_or_else(|| vec![0.5; game.seat_count()])
}

/// Each seat's chance from its evaluation: the softmax of the values over `scale` (two seats
/// a value apart by `scale` have σ(1) and σ(−1), a chance of 73 % and 27 %).
pub fn chances_by_values(values: &[f64], scale: f64) -> Vec<f64> {
    let top = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = values
        .iter()
        .map(|v| ((v - top) / scale.max(f64::MIN_POSITIVE)).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    weights.iter().map(|w| w / total).collect()
}

/// Each seat's chance from `game`: the mean of `playouts` playouts by the judge (the outcome
/// itself once the game is over).
pub fn chances<G: Evaluate>(
    game: &G,
    playouts: usize,
    judge: Judge,
    rng: &mut GameRng,
) -> Vec<f64> {
    if let Some(outcome) = game.outcome() {
        return outcome.utilities();
    }
    let mut sum = vec![0.0; game.seat_count()];
    for _ in 0..playouts.max(1) {
        for (s, v) in sum.iter_mut().zip(playout(game.clone(), judge, rng)) {
            *s += v;
        }
    }
    sum.iter().map(|s| s / playouts.max(1) as f64).collect()
}

/// A drop looked at with the master: a decision, its seat, its chance before and after.
struct Suspect {
    at: usize,
    seat: Seat,
    before: f64,
    after: f64,
}

/// A review being worked out in steps (a point of the chart, a decision or die looked at, a
/// step of the master's search), so the desktop can run it on a thread and the web a slice of
/// each frame.
pub struct ReviewWork<G: Evaluate> {
    record: GameRecord,
    plan: ReviewPlan,
    judge: Judge,
    /// Every position of the record, and who decided each action (none: chance).
    positions: Vec<G>,
    deciders: Vec<Option<Seat>>,
    sampled: Vec<usize>,
    points: Vec<ReviewPoint>,
    /// Chances worked out so far, by position.
    exact: HashMap<usize, Vec<f64>>,
    /// The actions to look at one by one (in the intervals where a chance moved most), and
    /// how many have been.
    looked_at: Vec<usize>,
    looked: usize,
    /// The biggest drops after a decision, the biggest first, and how many the master has
    /// judged; its search under way.
    suspects: Vec<Suspect>,
    judged: usize,
    master: Option<Box<dyn PlanSteps<G::Action>>>,
    mistakes: Vec<Swing>,
    agreed: usize,
    chart_done: bool,
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
            judge: G::JUDGE,
            positions,
            deciders,
            points: Vec::with_capacity(sampled.len()),
            sampled,
            exact: HashMap::new(),
            looked_at: Vec::new(),
            looked: 0,
            suspects: Vec::new(),
            judged: 0,
            master: None,
            mistakes: Vec::new(),
            agreed: 0,
            chart_done: false,
        })
    }

    /// The share of the work done, 0 to 1: the chart 70 %, the looks 20 %, the master 10 %.
    pub fn progress(&self) -> f64 {
        let chart = self.points.len() as f64 / self.sampled.len() as f64;
        if !self.chart_done {
            return 0.7 * chart;
        }
        let looks = self.looked as f64 / self.looked_at.len().max(1) as f64;
        let master = self.judged as f64 / self.suspects.len().max(1) as f64;
        0.7 + 0.2 * looks + 0.1 * master
    }

    /// The generator of the playouts from position `at` (each position its own: an estimate
    /// does not depend on which others were made before it; the master's move instead of the
    /// played one is judged with the played one's numbers).
    fn playout_rng(&self, at: usize) -> GameRng {
        GameRng::seed_from_u64(self.plan.seed ^ (at as u64).wrapping_mul(0x9E37_79B9))
    }

    /// Each seat's chance after `at` actions.
    fn chance_at(&mut self, at: usize) -> Vec<f64> {
        if let Some(c) = self.exact.get(&at) {
            return c.clone();
        }
        let mut rng = self.playout_rng(at);
        let c = chances(
            &self.positions[at],
            self.plan.playouts,
            self.judge,
            &mut rng,
        );
        self.exact.insert(at, c.clone());
        c
    }

    /// Does one piece of the work; the review once it is all done.
    pub fn step(&mut self) -> Option<Review> {
        if self.points.len() < self.sampled.len() {
            let at = self.sampled[self.points.len()];
            let chances = self.chance_at(at);
            self.points.push(ReviewPoint { at, chances });
            return None;
        }
        if !self.chart_done {
            self.chart_done = true;
            self.plan_looks();
            return None;
        }
        // The looks: the chance before each action of the intervals and right after it.
        if self.looked < self.looked_at.len() {
            let at = self.looked_at[self.looked];
            self.chance_at(at);
            self.chance_at(at + 1);
            self.looked += 1;
            if self.looked == self.looked_at.len() {
                self.plan_suspects();
            }
            return None;
        }
        // The master at each suspect, one step of its search at a time.
        if let Some(suspect) = self.suspects.get(self.judged) {
            let at = suspect.at;
            let game = &self.positions[at];
            let master = self.master.get_or_insert_with(|| {
                let mut rng = GameRng::seed_from_u64(self.plan.seed ^ at as u64);
                let seat = suspect.seat;
                master_steps(
                    game,
                    seat,
                    game.legal_actions(),
                    MasterBudget::Positions(self.plan.master_positions),
                    &mut rng,
                )
            });
            if let Some(choice) = master.step() {
                self.master = None;
                self.judge_suspect(self.judged, choice);
                self.judged += 1;
            }
            return None;
        }
        Some(self.finish())
    }

    /// The actions to look at: those of the intervals where some side's chance moved most.
    fn plan_looks(&mut self) {
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
        // At least six intervals, and more until twice as many real choices as the master
        // judges are among them (in a dice game many moves are forced), within the plan's looks.
        let mut choices = 0;
        for (taken, &(_, from, to)) in intervals.iter().enumerate() {
            if self.looked_at.len() >= self.plan.max_looks
                || (taken >= 6 && choices >= 2 * SUSPECTS)
            {
                break;
            }
            for at in from..to {
                if self.deciders[at].is_some() && self.positions[at].legal_actions().len() > 1 {
                    choices += 1;
                }
                self.looked_at.push(at);
            }
        }
        if self.looked_at.is_empty() {
            self.plan_suspects();
        }
    }

    /// The decisions looked at whose own side's chance fell most, for the master to judge.
    fn plan_suspects(&mut self) {
        let mut suspects: Vec<Suspect> = self
            .looked_at
            .iter()
            .filter_map(|&at| {
                let seat = self.deciders[at]?;
                // A forced move is no mistake.
                if self.positions[at].legal_actions().len() < 2 {
                    return None;
                }
                let before = self.exact[&at][seat.index()];
                let after = self.exact[&(at + 1)][seat.index()];
                (after < before).then_some(Suspect {
                    at,
                    seat,
                    before,
                    after,
                })
            })
            .collect();
        suspects.sort_by(|x, y| (x.after - x.before).total_cmp(&(y.after - y.before)));
        suspects.truncate(SUSPECTS);
        self.suspects = suspects;
    }

    /// The master chose `choice` at the suspect: the same as played, or a mistake when its
    /// move's chance is higher.
    fn judge_suspect(&mut self, k: usize, choice: G::Action) {
        let Suspect {
            at,
            seat,
            before,
            after,
        } = self.suspects[k];
        let game = &self.positions[at];
        let preferred = game.format_action(&choice);
        if preferred == self.record.actions[at] {
            self.agreed += 1;
            return;
        }
        let mut instead = game.clone();
        if instead.apply(&choice).is_err() {
            return;
        }
        let mut rng = self.playout_rng(at + 1);
        let master_after =
            chances(&instead, self.plan.playouts, self.judge, &mut rng)[seat.index()];
        if master_after > after {
            self.mistakes.push(Swing {
                at,
                seat: seat.0,
                before,
                after,
                master_after,
                played: self.record.actions[at].clone(),
                preferred,
            });
        }
    }

    fn finish(&mut self) -> Review {
        let mut swings = std::mem::take(&mut self.mistakes);
        swings.sort_by(|x, y| {
            let (cx, cy) = (x.master_after - x.after, y.master_after - y.after);
            cy.total_cmp(&cx).then(x.at.cmp(&y.at))
        });
        swings.truncate(3);
        let mut luck: Vec<Luck> = self
            .looked_at
            .iter()
            .filter(|&&at| self.deciders[at].is_none())
            .map(|&at| {
                let (before, after) = (&self.exact[&at], &self.exact[&(at + 1)]);
                let seat = (0..before.len())
                    .max_by(|&a, &b| {
                        (after[a] - before[a])
                            .abs()
                            .total_cmp(&(after[b] - before[b]).abs())
                            .then(b.cmp(&a))
                    })
                    .unwrap_or(0);
                Luck {
                    at,
                    seat: seat as u8,
                    before: before[seat],
                    after: after[seat],
                    action: self.record.actions[at].clone(),
                }
            })
            .filter(|l| l.before != l.after)
            .collect();
        luck.sort_by(|x, y| {
            let (dx, dy) = ((x.after - x.before).abs(), (y.after - y.before).abs());
            dy.total_cmp(&dx).then(x.at.cmp(&y.at))
        });
        luck.truncate(3);
        Review {
            game: self.record.game.clone(),
            actions: self.record.actions.len(),
            playouts: self.plan.playouts,
            random_share: self.judge.random_share,
            candidates: self.judge.candidates,
            horizon: self.judge.horizon,
            standard_error: (0.25 / self.plan.playouts.max(1) as f64).sqrt(),
            points: self.points.clone(),
            swings,
            judged: self.suspects.len(),
            agreed: self.agreed,
            luck,
        }
    }
}

/// Reviews the game of `record` at once, its playouts on `review_threads()` threads;
/// `progress` hears the share done (0 to 1).
pub fn review<G: Evaluate>(
    record: &GameRecord,
    plan: ReviewPlan,
    mut progress: impl FnMut(f64),
) -> Result<Review, ReplayError> {
    let mut work = ReviewWork::<G>::new(record, plan)?;
    let threads = review_threads();
    loop {
        if let Some(review) = work.step_spread(threads) {
            progress(1.0);
            return Ok(review);
        }
        progress(work.progress());
    }
}
