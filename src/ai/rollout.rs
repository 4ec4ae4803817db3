//! The master of a game of dice by rollouts: the club player's search ranks the choices (and,
//! where the plan says so, a deeper search ranks them again), and
//! the few best are then played on, again and again until the time is spent, by the quick
//! player for a short horizon, where the position's win chance is read from the evaluation.
//! Every candidate of a round plays on with the same seed, so the same dice fall after each
//! (common random numbers) and their difference shows in few rounds. With a drop rule, a
//! candidate clearly worse than the best on the same rounds stops being rolled out, so the
//! time goes to the close ones, and the decision ends when one is left. The most promising by
//! the rollouts' mean chance is played; with too few rounds, the ranking's first (the club
//! player's choice, or the deeper search's).

use rand::Rng;

use super::candidates::{
    DropRule, best_candidate, clearly_above, drop_the_clearly_worse, paired_lead,
};
use super::expectimax::{Watch, expectimax_values, expectimax_watched};
use super::master::{Clock, MasterBudget};
use super::{Evaluate, GameRng, PlanSteps, sample_chance, search_at_depth, seeded_rng};
use crate::rules::{Seat, ToMove};

/// How a master by rollouts plays: the ranking's best `candidates` are rolled out, each
/// rollout `horizon` decisions long; fewer than `min_rounds` rounds leave the ranking's first;
/// with a `drop` rule the clearly worse stop being rolled out. The club player's search ranks
/// the choices; with `deepen`, every choice is then searched again that many levels deep (in
/// the club's order; if the clock stops it, the best of those it searched is played) and
/// ranked by that search instead. With `overrule`, the rollouts' best replaces the ranking's
/// first only when its mean beats the first's by more than that many standard errors of
/// their paired differences.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutPlan {
    pub candidates: usize,
    pub horizon: u32,
    pub min_rounds: u32,
    pub drop: Option<DropRule>,
    pub deepen: Option<u32>,
    pub overrule: Option<f64>,
}

/// A decision by rollouts under way.
pub struct RolloutSteps<G: Evaluate> {
    game: G,
    seat: Seat,
    plan: RolloutPlan,
    /// The choices still to rank by the club player's search (before the rollouts).
    unranked: Vec<G::Action>,
    /// The ranked choices: the ranking's value (the club's, or the deeper search's once it
    /// has searched them all) and the position after the choice.
    ranked: Vec<(f64, G::Action, G)>,
    /// The deeper search's values of the first ranked choices (with `plan.deepen`), until
    /// all are searched and `ranked` is sorted by them.
    deep: Vec<f64>,
    /// The ranking is final: the rollouts run (or the decision is made).
    ranked_for_good: bool,
    /// This seat's chance after each round's rollout, one list per candidate (the first
    /// `plan.candidates` of `ranked`); a dropped candidate's list stops growing.
    values: Vec<Vec<f64>>,
    /// The candidates still rolled out.
    running: Vec<bool>,
    rounds: u32,
    seed: u64,
    clock: Clock,
}

impl<G: Evaluate> RolloutSteps<G> {
    /// The decision of the seat to move among `actions` (two or more of this `game`'s legal
    /// actions, in a random order, so equal choices vary; they are applied by
    /// `Game::apply_listed`), within `budget`; the rollouts' seeds drawn from `rng`.
    pub fn new(
        game: &G,
        seat: Seat,
        mut actions: Vec<G::Action>,
        plan: RolloutPlan,
        budget: MasterBudget,
        rng: &mut GameRng,
    ) -> Self {
        assert!(!actions.is_empty(), "a decision needs a choice");
        actions.reverse();
        Self {
            game: game.clone(),
            seat,
            plan,
            unranked: actions,
            ranked: Vec::new(),
            deep: Vec::new(),
            ranked_for_good: false,
            values: Vec::new(),
            running: Vec::new(),
            rounds: 0,
            seed: rng.random(),
            clock: Clock::new(budget),
        }
    }

    /// The rounds of rollouts finished.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The candidates rolled out, in the ranking's order (none before the ranking ends).
    pub fn candidates(&self) -> Vec<G::Action> {
        (self.ranked.iter().take(self.values.len()))
            .map(|(_, action, _)| action.clone())
            .collect()
    }

    /// The rollouts' best candidate (its place in the ranking) and its lead over the
    /// ranking's first in standard errors of their paired differences (0 when it is the
    /// first; a lead without any noise counts as huge); None before two rounds or once the
    /// first dropped out.
    pub fn lead_over_first(&self) -> Option<(usize, f64)> {
        let rounds = self.rounds as usize;
        if rounds < 2 || self.values.is_empty() || !self.running[0] {
            return None;
        }
        let best = best_candidate(&self.values, &self.running, rounds);
        if best == 0 {
            return Some((0, 0.0));
        }
        let (mean, error) = paired_lead(&self.values[best], &self.values[0], rounds)?;
        Some((best, mean / error.max(f64::MIN_POSITIVE)))
    }

    /// The candidates still rolled out.
    pub fn in_the_running(&self) -> usize {
        self.running.iter().filter(|r| **r).count()
    }

    /// The choice now: the best rollout mean of those in the running after enough rounds or
    /// once one is left (the first best, in the ranking's order; with `overrule`, only by a
    /// clear lead over the ranking's first, unless that was dropped), else the ranking's best
    /// of those in the running (a candidate dropped as clearly worse is never played).
    fn choice(&self) -> G::Action {
        let settled = self.rounds >= self.plan.min_rounds || self.in_the_running() == 1;
        if settled && !self.values.is_empty() {
            let rounds = self.rounds as usize;
            let best = best_candidate(&self.values, &self.running, rounds);
            let overruled = match self.plan.overrule {
                Some(errors) if best != 0 && self.running[0] => {
                    clearly_above(&self.values[best], &self.values[0], rounds, errors)
                }
                _ => true,
            };
            if overruled {
                return self.ranked[best].1.clone();
            }
            return self.ranked[0].1.clone();
        }
        let first_running = self.running.iter().position(|r| *r).unwrap_or(0);
        self.ranked[first_running].1.clone()
    }

    /// The decision when the clock stops the deeper search: the best of the choices it
    /// searched (the first best, in the club's order), else the club's best.
    fn deep_choice(&self) -> G::Action {
        let mut best = 0;
        for (i, value) in self.deep.iter().enumerate() {
            if *value > self.deep[best] {
                best = i;
            }
        }
        self.ranked[best].1.clone()
    }

    /// The ranking is final: the rollouts' candidates set up; the decision if fewer than two.
    fn rank_for_good(&mut self) -> Option<G::Action> {
        self.ranked_for_good = true;
        let candidates = self.plan.candidates.min(self.ranked.len());
        self.values = vec![Vec::new(); candidates];
        self.running = vec![true; candidates];
        (candidates < 2).then(|| self.choice())
    }

    /// One rollout from `start`: the quick player `horizon` decisions on (dice from `rng`),
    /// then this seat's chance by the evaluation; None once the clock runs out.
    fn rollout(&mut self, start: &G, rng: &mut GameRng) -> Option<f64> {
        let mut game = start.clone();
        let mut decisions = 0;
        loop {
            if self.clock.stop() {
                return None;
            }
            let action = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance if decisions >= self.plan.horizon => break,
                ToMove::Chance => sample_chance(&game, rng),
                ToMove::Seat(seat) => {
                    let mut actions = game.legal_actions();
                    decisions += 1;
                    if actions.len() == 1 {
                        actions.swap_remove(0)
                    } else {
                        search_at_depth(&game, actions, seat, 0, rng)
                    }
                }
            };
            game.apply_listed(&action).expect("legal actions apply");
        }
        Some(game.win_chances()[self.seat.index()])
    }
}

impl<G: Evaluate> PlanSteps<G::Action> for RolloutSteps<G> {
    fn step(&mut self) -> Option<G::Action> {
        if let Some(action) = self.unranked.pop() {
            // The club player's look at one choice a step.
            let mut child = self.game.clone();
            child.apply_listed(&action).expect("legal actions apply");
            let value = expectimax_values(&child, G::STRONG_DEPTH)[self.seat.index()];
            self.ranked.push((value, action, child));
            if self.unranked.is_empty() {
                // Best first; a stable sort keeps the random order of equal choices.
                self.ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                if self.plan.deepen.is_none() {
                    return self.rank_for_good();
                }
            }
            return None;
        }
        if !self.ranked_for_good {
            // The deeper search: one choice a step, in the club's order.
            let depth = self
                .plan
                .deepen
                .expect("only a deepening plan searches again");
            if self.clock.spent() {
                return Some(self.deep_choice());
            }
            let child = &self.ranked[self.deep.len()].2;
            let Some(values) = expectimax_watched(child, depth, &mut self.clock) else {
                return Some(self.deep_choice());
            };
            self.deep.push(values[self.seat.index()]);
            if self.deep.len() == self.ranked.len() {
                // Ranked by the deeper search; the sort is stable, so equal values keep the
                // club's order.
                let deep = std::mem::take(&mut self.deep);
                for ((value, _, _), deeper) in self.ranked.iter_mut().zip(deep) {
                    *value = deeper;
                }
                self.ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                return self.rank_for_good();
            }
            return None;
        }
        if self.clock.spent() {
            return Some(self.choice());
        }
        // One round: every candidate in the running rolled out on the same dice.
        let round_seed = self.seed ^ u64::from(self.rounds).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut chances = Vec::with_capacity(self.values.len());
        for i in 0..self.values.len() {
            if !self.running[i] {
                continue;
            }
            let start = self.ranked[i].2.clone();
            let mut rng = seeded_rng(round_seed);
            match self.rollout(&start, &mut rng) {
                Some(chance) => chances.push((i, chance)),
                None => return Some(self.choice()),
            }
        }
        for (i, chance) in chances {
            self.values[i].push(chance);
        }
        self.rounds += 1;
        if let Some(rule) = self.plan.drop {
            let rounds = self.rounds as usize;
            drop_the_clearly_worse(&self.values, &mut self.running, rounds, rule);
            if self.in_the_running() < 2 {
                return Some(self.choice());
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;
