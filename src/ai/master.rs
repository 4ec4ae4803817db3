//! The master level: the strong player's search deepened one level at a time until a time
//! budget is spent (iterative deepening), the choices of each depth ordered by the depth before
//! so the best is searched first. Every search below the root watches the clock and gives up
//! within a few positions of the deadline, so a decision is late by at most a few
//! milliseconds; it then plays the best move of the deepest depth it finished. A game may
//! bring its own instead (`Evaluate::master_steps`: Helsinki 1918's club plan refined by
//! more guesses of the hidden cards, `helsinki1918_master.rs`; Eile mit Weile's rollouts on
//! the master's own wider weights, `eile_eval.rs`), or roll the club player's best choices
//! out (`Evaluate::MASTER_ROLLOUTS`, `rollout.rs`: Eile mit Weile and the 1918 map game,
//! where the deeper search bought nothing). The steps are short, so a single-threaded host (the web) spreads a think over
//! frames as it does the strong player's.

use std::sync::atomic::{AtomicU32, Ordering};

use web_time::{Duration, Instant};

use super::alphabeta::negamax_watched;
use super::expectimax::{Watch, expectimax_watched};
use super::rollout::RolloutSteps;
use super::{Evaluate, GameRng, PlanSteps, Search, shuffle};
use crate::rules::Seat;

/// The master's time a decision, in milliseconds, for every master seat of this process (the
/// app sets it from Settings, the server from its option): 1 s on the desktop, 2 s on the
/// web (one thread, and a slower one).
static BUDGET_MS: AtomicU32 = AtomicU32::new(if cfg!(target_arch = "wasm32") {
    2_000
} else {
    1_000
});

/// The budgets a process may set, in milliseconds (a player chooses 0.25–5 s in Settings;
/// the ladder and the tests may go lower).
pub const BUDGET_RANGE_MS: (u32, u32) = (10, 5_000);

/// The master's time a decision now.
pub fn master_budget() -> Duration {
    Duration::from_millis(u64::from(BUDGET_MS.load(Ordering::Relaxed)))
}

/// Sets the master's time a decision (kept within `BUDGET_RANGE_MS`).
pub fn set_master_budget(budget: Duration) {
    let ms = (budget.as_millis() as u32).clamp(BUDGET_RANGE_MS.0, BUDGET_RANGE_MS.1);
    BUDGET_MS.store(ms, Ordering::Relaxed);
}

/// What a master's decision may spend: wall time (a seat at the table), or a count of
/// positions searched (the review: the same choice on every host, however busy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MasterBudget {
    Time(Duration),
    Positions(u32),
}

impl From<Duration> for MasterBudget {
    fn from(time: Duration) -> Self {
        Self::Time(time)
    }
}

/// The deepest the master goes (a game that ends sooner ends the deepening sooner).
const MAX_DEPTH: u32 = 24;
/// Positions searched between two looks at the clock.
const CLOCK_EVERY: u32 = 16;

/// A deadline, or a count of positions, the searches below the root watch.
pub(super) struct Clock {
    deadline: Option<Instant>,
    /// The positions the decision may search (u32::MAX: as many as the time allows).
    limit: u32,
    nodes: u32,
    out: bool,
}

impl Clock {
    pub(super) fn new(budget: MasterBudget) -> Self {
        let (deadline, limit) = match budget {
            MasterBudget::Time(time) => (Some(Instant::now() + time), u32::MAX),
            MasterBudget::Positions(limit) => (None, limit),
        };
        Self {
            deadline,
            limit,
            nodes: 0,
            out: false,
        }
    }

    /// True once the budget is spent (looks at the time now).
    pub(super) fn spent(&mut self) -> bool {
        if !self.out {
            self.out = self.nodes >= self.limit
                || self
                    .deadline
                    .is_some_and(|deadline| Instant::now() >= deadline);
        }
        self.out
    }
}

impl Watch for Clock {
    /// Counts a position; true once the budget is spent (then for good).
    fn stop(&mut self) -> bool {
        self.nodes = self.nodes.saturating_add(1);
        if !self.out && (self.nodes.is_multiple_of(CLOCK_EVERY) || self.nodes >= self.limit) {
            self.spent();
        }
        self.out
    }
}

/// The master's decision under way: the root's choices judged one per step at the depth
/// being searched, the depth raised when all are judged, until the deadline.
pub struct MasterSteps<G: Evaluate> {
    game: G,
    seat: Seat,
    /// The choices, the best of the last finished depth first.
    actions: Vec<G::Action>,
    /// The values of this depth's choices judged so far (in `actions`' order).
    values: Vec<f64>,
    depth: u32,
    /// The best choice of the deepest finished depth.
    best: Option<G::Action>,
    clock: Clock,
    /// No choice's value can change by searching deeper (the game ends within the depth).
    settled: bool,
}

impl<G: Evaluate> MasterSteps<G> {
    /// The decision of the seat to move among `actions` (two or more of this `game`'s legal
    /// actions: they are applied by `Game::apply_listed`), within `budget`.
    pub fn new(
        game: &G,
        seat: Seat,
        mut actions: Vec<G::Action>,
        budget: impl Into<MasterBudget>,
    ) -> Self {
        // The quick player's look orders the first depth.
        actions = super::alphabeta::order_by_first_look(game, actions, seat);
        Self {
            game: game.clone(),
            seat,
            actions,
            values: Vec::new(),
            depth: 1,
            best: None,
            clock: Clock::new(budget.into()),
            settled: false,
        }
    }

    /// How deep the last finished depth searched (0: none finished).
    pub fn finished_depth(&self) -> u32 {
        if self.best.is_some() {
            self.depth - 1
        } else {
            0
        }
    }

    /// The value of one root choice at this depth, or None when the clock ran out.
    fn judge(&mut self, action: &G::Action) -> Option<f64> {
        let mut child = self.game.clone();
        child.apply_listed(action).expect("legal actions apply");
        match G::SEARCH {
            Search::AlphaBeta => negamax_watched(
                &child,
                self.depth - 1,
                f64::NEG_INFINITY,
                f64::INFINITY,
                Seat(1 - self.seat.0),
                &mut self.clock,
            )
            .map(|v| -v),
            Search::Expectimax => expectimax_watched(&child, self.depth - 1, &mut self.clock)
                .map(|v| v[self.seat.index()]),
        }
    }

    /// The decision when the time is up: the deepest finished depth's best, else the best
    /// judged so far at the first depth, else the first look's best.
    fn give_up(&self) -> G::Action {
        if let Some(best) = &self.best {
            return best.clone();
        }
        let judged = self
            .values
            .iter()
            .enumerate()
            .max_by(|a, b| a.1.total_cmp(b.1));
        judged.map_or_else(|| self.actions[0].clone(), |(i, _)| self.actions[i].clone())
    }
}

impl<G: Evaluate> PlanSteps<G::Action> for MasterSteps<G> {
    fn step(&mut self) -> Option<G::Action> {
        if self.clock.spent() {
            return Some(self.give_up());
        }
        let index = self.values.len();
        let action = self.actions[index].clone();
        let Some(value) = self.judge(&action) else {
            return Some(self.give_up());
        };
        self.values.push(value);
        if self.values.len() < self.actions.len() {
            return None;
        }
        // The depth is finished: its best first for the next (a stable sort keeps the order
        // of equal choices, so ties go to the earlier depth's preference).
        let mut scored: Vec<(f64, G::Action)> = std::mem::take(&mut self.values)
            .into_iter()
            .zip(std::mem::take(&mut self.actions))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let decided = match G::SEARCH {
            Search::AlphaBeta => super::alphabeta::WIN * 0.5,
            Search::Expectimax => super::expectimax::OUTCOME_SCALE * 0.5,
        };
        self.settled = scored.iter().all(|(v, _)| v.abs() >= decided);
        self.best = Some(scored[0].1.clone());
        self.actions = scored.into_iter().map(|(_, a)| a).collect();
        self.depth += 1;
        if self.depth > MAX_DEPTH || self.settled {
            return self.best.clone();
        }
        None
    }
}

/// Starts the master's decision for the seat to move among `actions` (this `game`'s legal
/// actions, shuffled first, so equal choices vary from game to game), within `budget`: the
/// game's own deepening if it has one.
pub fn master_steps<G: Evaluate>(
    game: &G,
    seat: Seat,
    mut actions: Vec<G::Action>,
    budget: impl Into<MasterBudget>,
    rng: &mut GameRng,
) -> Box<dyn PlanSteps<G::Action>> {
    let budget = budget.into();
    if let Some(own) = game.master_steps(rng, budget) {
        return own;
    }
    shuffle(&mut actions, rng);
    if let Some(plan) = G::MASTER_ROLLOUTS {
        return Box::new(RolloutSteps::new(game, seat, actions, plan, budget, rng));
    }
    Box::new(MasterSteps::new(game, seat, actions, budget))
}

/// Runs the master's decision to its end (a thread of its own, the CLI, the tests).
pub fn choose_master<G: Evaluate>(
    game: &G,
    seat: Seat,
    actions: Vec<G::Action>,
    budget: impl Into<MasterBudget>,
    rng: &mut GameRng,
) -> G::Action {
    let mut steps = master_steps(game, seat, actions, budget, rng);
    loop {
        if let Some(action) = steps.step() {
            return action;
        }
    }
}
