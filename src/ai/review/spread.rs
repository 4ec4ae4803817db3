//! The review's work spread over the host's cores: the playouts of positions whose chances do
//! not depend on one another, and the master's judgement of several suspects, at once.

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::SeedableRng;

use super::{GameRng, MasterBudget, Review, ReviewWork, Seat, chances, master_steps};
use crate::ai::Evaluate;

/// The threads a review's playouts spread over: every core of the host (one on the web).
pub fn review_threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Positions a thread's share of a batch: the threads take the next position as each is free,
/// so a batch of several a thread keeps them all busy while the positions' costs differ.
const BATCH: usize = 4;

impl<G: Evaluate> ReviewWork<G> {
    /// Does the next pieces of the work whose chances are independent of one another (up to
    /// `BATCH` points of the chart a thread, or looks), their playouts on `threads` threads;
    /// the review once it is all done. Each position's playouts have their own generator, so
    /// the review is the same as `step`'s, on any number of threads.
    /// (One thread, and the web's host: `step`.)
    pub fn step_spread(&mut self, threads: usize) -> Option<Review> {
        if threads <= 1 || cfg!(target_arch = "wasm32") {
            return self.step();
        }
        let (wanted, steps): (Vec<usize>, usize) = if self.points.len() < self.sampled.len() {
            let next: Vec<usize> = self.sampled[self.points.len()..]
                .iter()
                .copied()
                .take(threads * BATCH)
                .collect();
            let n = next.len();
            (next, n)
        } else if self.chart_done && self.looked < self.looked_at.len() {
            let next: Vec<usize> = self.looked_at[self.looked..]
                .iter()
                .copied()
                .take((threads * BATCH).div_ceil(2))
                .collect();
            let n = next.len();
            (next.iter().flat_map(|&at| [at, at + 1]).collect(), n)
        } else if self.chart_done && self.master.is_none() && self.judged < self.suspects.len() {
            return self.judge_suspects_spread(threads);
        } else {
            (Vec::new(), 1)
        };
        let mut missing: Vec<usize> = wanted
            .into_iter()
            .filter(|at| !self.exact.contains_key(at))
            .collect();
        missing.sort_unstable();
        missing.dedup();
        if missing.len() > 1 {
            let (positions, plan, judge) = (&self.positions, self.plan, self.judge);
            let jobs: Vec<(usize, GameRng)> = missing
                .iter()
                .map(|&at| (at, self.playout_rng(at)))
                .collect();
            let (jobs, taken) = (&jobs, &AtomicUsize::new(0));
            let found: Vec<(usize, Vec<f64>)> = std::thread::scope(|scope| {
                let handles: Vec<_> = (0..threads.min(jobs.len()))
                    .map(|_| {
                        scope.spawn(move || {
                            let mut done = Vec::new();
                            while let Some((at, rng)) =
                                jobs.get(taken.fetch_add(1, Ordering::Relaxed))
                            {
                                let mut rng = rng.clone();
                                let c = chances(&positions[*at], plan.playouts, judge, &mut rng);
                                done.push((*at, c));
                            }
                            done
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .filter_map(|h| h.join().ok())
                    .flatten()
                    .collect()
            });
            self.exact.extend(found);
        }
        for _ in 0..steps {
            if let Some(review) = self.step() {
                return Some(review);
            }
        }
        None
    }

    /// The master's searches at the next `threads` suspects at once (each its own search and
    /// generator, as `step` makes them one after another), then their judgement.
    fn judge_suspects_spread(&mut self, threads: usize) -> Option<Review> {
        let next: Vec<(usize, Seat)> = self.suspects[self.judged..]
            .iter()
            .take(threads)
            .map(|s| (s.at, s.seat))
            .collect();
        let (positions, plan) = (&self.positions, self.plan);
        let choices: Vec<Option<G::Action>> = std::thread::scope(|scope| {
            let handles: Vec<_> = next
                .iter()
                .map(|&(at, seat)| {
                    scope.spawn(move || {
                        let game = &positions[at];
                        let mut rng = GameRng::seed_from_u64(plan.seed ^ at as u64);
                        let mut master = master_steps(
                            game,
                            seat,
                            game.legal_actions(),
                            MasterBudget::Positions(plan.master_positions),
                            &mut rng,
                        );
                        loop {
                            if let Some(choice) = master.step() {
                                return choice;
                            }
                        }
                    })
                })
                .collect();
            handles.into_iter().map(|h| h.join().ok()).collect()
        });
        for choice in choices {
            let Some(choice) = choice else {
                // A search that failed is judged by `step` again.
                return None;
            };
            self.judge_suspect(self.judged, choice);
            self.judged += 1;
        }
        if self.judged == self.suspects.len() {
            return Some(self.finish());
        }
        None
    }
}
