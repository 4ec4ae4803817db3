//! AI players over the rules trait: random, quick (greedy on an evaluation) and strong (expectimax).

mod alphabeta;
pub mod candidates;
mod eile_eval;
pub mod eile_learned;
mod expectimax;
mod helsinki1918_eval;
mod helsinki1918_ismcts;
mod helsinki1918_master;
mod helsinki1918_paths;
mod helsinki1918_plan;
pub mod ladder;
pub mod learned;
pub mod master;
pub mod paired;
pub use helsinki1918_ismcts::IsMcts;
pub use helsinki1918_master::RefinedPlan;
pub use helsinki1918_plan::{PlanBudget, Planner};
mod razboiniki_eval;
pub mod review;
pub mod rollout;
mod suomi1918_eval;
pub mod suomi1918_learned;

use rand::{Rng, SeedableRng};

/// The random generator of the AI, playouts and the app's dice: ChaCha8 gives the same
/// numbers on every platform (SmallRng differs between 32- and 64-bit targets such as wasm32).
pub type GameRng = rand_chacha::ChaCha8Rng;

use crate::rules::{Game, Seat, ToMove};

pub use alphabeta::{best_by_negamax, negamax};
pub use expectimax::expectimax_values;

/// Which search the strong player runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Max-n expectimax over chance nodes (dice games, any number of seats).
    Expectimax,
    /// Negamax alpha-beta (two seats taking turns, no chance).
    AlphaBeta,
}

/// A per-game evaluation of a position: one value per seat, higher is better.
/// The AI needs nothing else from a game.
pub trait Evaluate: Game {
    /// The strong player's search.
    const SEARCH: Search = Search::Expectimax;
    /// How deep the strong player searches (levels for expectimax, moves for alpha-beta).
    const STRONG_DEPTH: u32 = STRONG_DEPTH;
    /// The player of the review's playouts, the judge of a position's chances
    /// (`examples/review_judge.rs` measures the mixes).
    const JUDGE: review::Judge = review::Judge::PLAYED_OUT;
    /// How the review of a game is made: the judge's playouts and the points and looks.
    const REVIEW_PLAN: review::ReviewPlan = review::ReviewPlan::DEFAULT;
    /// The master by rollouts of the club player's best choices (`rollout.rs`) instead of
    /// the deepening search (None).
    const MASTER_ROLLOUTS: Option<rollout::RolloutPlan> = None;
    fn evaluate(&self) -> Vec<f64>;
    /// Each seat's win chance, where a rollout stops: by default the evaluation's values
    /// over a scale of 100 (`review::chances_by_values`); a learned evaluation gives its own.
    fn win_chances(&self) -> Vec<f64> {
        review::chances_by_values(&self.evaluate(), 100.0)
    }
    /// Each seat's chance where a review's playout stops at its judge's horizon: the softmax
    /// of the evaluation's values over `scale`; a game of allies gives its own.
    fn horizon_chances(&self, scale: f64) -> Vec<f64> {
        review::chances_by_values(&self.evaluate(), scale)
    }
    /// The strong player's own planning search instead of expectimax, as steps (None: use
    /// expectimax). It draws its random numbers from `rng` here, before the first step.
    fn planner(&self, _rng: &mut GameRng) -> Option<Box<dyn PlanSteps<Self::Action>>> {
        None
    }
    /// The master's own decision within `budget`, for the seat to move among all its legal
    /// actions (None: the default, `master::master_steps`: the rollouts of
    /// `MASTER_ROLLOUTS` if the game has them, else `master::MasterSteps`' deepening).
    fn master_steps(
        &self,
        _rng: &mut GameRng,
        _budget: master::MasterBudget,
    ) -> Option<Box<dyn PlanSteps<Self::Action>>> {
        None
    }
}

/// A search worked out in steps, each a bounded piece of work (milliseconds), so a host with
/// one thread (the web) can spread a long think over frames. The choice comes from the last
/// step; stepping to the end gives the same choice whoever steps it.
pub trait PlanSteps<A>: Send + Sync {
    fn step(&mut self) -> Option<A>;
}

/// An AI decision under way: made at once, or a planning search to step to its end.
pub enum Thinking<A> {
    Decided(Option<A>),
    Planning(Box<dyn PlanSteps<A>>),
}

impl<A> Thinking<A> {
    /// One step; the choice once it is made (exactly once).
    pub fn step(&mut self) -> Option<A> {
        match self {
            Thinking::Decided(action) => action.take(),
            Thinking::Planning(planner) => planner.step(),
        }
    }
}

/// Starts the decision of the seat to move: the same choice as `choose_action` with the same
/// generator, but a planning search comes back as steps to run.
pub fn start_thinking<G: Evaluate>(
    game: &G,
    strength: Strength,
    rng: &mut GameRng,
) -> Thinking<G::Action> {
    let ToMove::Seat(seat) = game.to_move() else {
        return Thinking::Decided(Some(choose_action(game, strength, rng)));
    };
    let legal = game.legal_actions();
    if legal.len() > 1 {
        match strength {
            Strength::Master => {
                return Thinking::Planning(master::master_steps(
                    game,
                    seat,
                    legal,
                    master::master_budget(),
                    rng,
                ));
            }
            Strength::Strong => {
                if let Some(planner) = game.planner(rng) {
                    return Thinking::Planning(planner);
                }
            }
            Strength::Quick => {
                // As `choose_action`: the choices in a random order, the first best kept.
                let mut actions = legal;
                shuffle(&mut actions, rng);
                return Thinking::Planning(Box::new(GreedySteps::new(
                    game.clone(),
                    seat.index(),
                    actions,
                    0,
                )));
            }
            Strength::Random => {}
        }
    }
    Thinking::Decided(Some(choose_action(game, strength, rng)))
}

/// How many choices the quick player's steps judge at a time.
const GREEDY_STEP: usize = 4;

/// Each choice judged by expectimax to `depth` (0: the quick player's one step ahead), the
/// first best kept, a few choices per step (a wide game has hundreds of choices: at once they
/// would hold a frame on the web). `choose_action` runs it to the end.
struct GreedySteps<G: Evaluate> {
    game: G,
    seat: usize,
    depth: u32,
    /// The choices still to judge, the next last.
    left: Vec<G::Action>,
    best: (f64, G::Action),
}

impl<G: Evaluate> GreedySteps<G> {
    fn new(game: G, seat: usize, mut actions: Vec<G::Action>, depth: u32) -> Self {
        let best = (f64::NEG_INFINITY, actions[0].clone());
        actions.reverse();
        Self {
            game,
            seat,
            depth,
            left: actions,
            best,
        }
    }
}

impl<G: Evaluate> PlanSteps<G::Action> for GreedySteps<G> {
    fn step(&mut self) -> Option<G::Action> {
        for _ in 0..GREEDY_STEP {
            let Some(action) = self.left.pop() else { break };
            let mut child = self.game.clone();
            child.apply_listed(&action).expect("legal actions apply");
            let value = expectimax_values(&child, self.depth)[self.seat];
            if value > self.best.0 {
                self.best = (value, action);
            }
        }
        self.left.is_empty().then(|| self.best.1.clone())
    }
}

/// How strong an AI seat plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Strength {
    /// Any legal move, uniformly (for tests and playouts).
    Random,
    /// The best move by one look at the evaluation.
    Quick,
    /// Expectimax over the dice, several moves deep.
    Strong,
    /// Until its time a decision is spent: the strong player's search deepened, or (Eile mit
    /// Weile, the 1918 game) its best choices rolled out
    /// (`master::master_budget`).
    Master,
}

impl Strength {
    /// Reads `random`, `quick`/`heuristic`, `strong`/`ai`.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "random" => Some(Self::Random),
            "quick" | "heuristic" | "easy" => Some(Self::Quick),
            "strong" | "ai" | "search" | "hard" => Some(Self::Strong),
            "master" => Some(Self::Master),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Quick => "quick",
            Self::Strong => "strong",
            Self::Master => "master",
        }
    }
}

/// The value of a decided game for each seat, beyond any evaluation of an open position: a
/// win scores `+scale`, a loss `−scale`, shared places in between. Every search of every game
/// scores finished games with it, so an AI that is behind never prefers losing at once to
/// playing on (a loss scoring 0 once did, against negative evaluations).
pub fn decided_values(outcome: &crate::rules::Outcome, scale: f64) -> Vec<f64> {
    outcome
        .utilities()
        .into_iter()
        .map(|u| (2.0 * u - 1.0) * scale)
        .collect()
}

/// Search depth of the Eile mit Weile strong player in levels after its own move: roll, move, roll, move.
pub const STRONG_DEPTH: u32 = 4;

/// Chooses an action for the seat to move. `rng` is used only by the random player.
pub fn choose_action<G: Evaluate>(game: &G, strength: Strength, rng: &mut GameRng) -> G::Action {
    if strength == Strength::Random {
        // The random player needs one action, not the list (`Game::pick_legal_action`; when
        // chance is to move, one of its outcomes alike, as `open_choice` takes one).
        return game
            .pick_legal_action(&mut |n| pick_index(rng, n))
            .expect("an AI choice needs an action to choose");
    }
    let (actions, seat) = match open_choice(game, rng) {
        Ok(choice) => choice,
        Err(action) => return action,
    };
    let depth = match strength {
        Strength::Master => {
            return master::choose_master(game, seat, actions, master::master_budget(), rng);
        }
        // (The random player has chosen above.)
        Strength::Quick | Strength::Random => 0,
        Strength::Strong => match game.planner(rng) {
            Some(mut planner) => loop {
                if let Some(action) = planner.step() {
                    return action;
                }
            },
            None => G::STRONG_DEPTH,
        },
    };
    search_at_depth(game, actions, seat, depth, rng)
}

/// The searching player at a given depth (0: the quick player's look at every choice), for
/// comparing depths (`examples/ai_duel.rs`); `choose_action`'s strong player uses
/// `Evaluate::STRONG_DEPTH` or its game's planner.
pub fn choose_at_depth<G: Evaluate>(game: &G, depth: u32, rng: &mut GameRng) -> G::Action {
    match open_choice(game, rng) {
        Ok((actions, seat)) => search_at_depth(game, actions, seat, depth, rng),
        Err(action) => action,
    }
}

/// The legal actions and the seat choosing among them, or the action already decided (the
/// only one, or a random one when no seat is to move).
fn open_choice<G: Game>(game: &G, rng: &mut GameRng) -> Result<(Vec<G::Action>, Seat), G::Action> {
    let actions = game.legal_actions();
    assert!(!actions.is_empty(), "an AI choice needs a seat to move");
    if actions.len() == 1 {
        return Err(actions[0].clone());
    }
    match game.to_move() {
        ToMove::Seat(seat) => Ok((actions, seat)),
        _ => Err(actions[pick_index(rng, actions.len())].clone()),
    }
}

fn search_at_depth<G: Evaluate>(
    game: &G,
    mut actions: Vec<G::Action>,
    seat: Seat,
    depth: u32,
    rng: &mut GameRng,
) -> G::Action {
    // Equal moves are taken in a random order, so the first best is a random one of them
    // and seeded series vary from game to game.
    shuffle(&mut actions, rng);
    if G::SEARCH == Search::AlphaBeta && depth > 0 {
        return best_by_negamax(game, actions, depth, seat, rng);
    }
    let mut steps = GreedySteps::new(game.clone(), seat.index(), actions, depth);
    loop {
        if let Some(action) = steps.step() {
            return action;
        }
    }
}

/// Fisher-Yates with the portable index draw.
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        let j = pick_index(rng, i + 1);
        items.swap(i, j);
    }
}

/// A uniform index below `len`, drawn as u32 so every platform draws the same.
fn pick_index(rng: &mut GameRng, len: usize) -> usize {
    rng.random_range(0..len as u32) as usize
}

/// Samples a chance outcome by its probabilities (`Game::pick_chance_outcome`); chance must
/// be to move (it panics when there is no outcome to draw).
pub fn sample_chance<G: Game>(game: &G, rng: &mut GameRng) -> G::Action {
    game.pick_chance_outcome(&mut |total| rng.random_range(0..total.max(1)))
        .expect("a chance outcome to draw")
}

/// A seeded random generator for AI and playouts.
pub fn seeded_rng(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}
