//! The learned evaluation of Eile mit Weile: a small network over a position's features
//! (`eile_eval.rs`), trained by TD(λ) self-play (`examples/train_eile.rs`) and shipped as
//! `assets/eile/data/eval_weights.ron` (the master's wider one as
//! `assets/eile/data/eval_weights_master.ron`); and the paired games that measure it against the
//! hand-made evaluation. The network and the TD(λ) step are shared (`learned.rs`).

use std::sync::{Arc, OnceLock};

use rand::Rng;

pub use super::eile_eval::{EileWith, Judgement};
pub use super::learned::CurvePoint;
use super::{
    GameRng,
    eile_eval::{FEATURES, feature_names},
    learned::{Network, TdTraces, mean_squared_error},
    pick_index, sample_chance, seeded_rng, shuffle,
};
use crate::rules::{
    Game, RulesError, Seat, ToMove,
    eile::{Eile, EileAction, EileOptions},
};

/// Which evaluation judges Eile mit Weile positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EileEvaluation {
    /// Progress, safety, threats and blockades weighed by hand (`eile_eval.rs`).
    HandMade,
    /// The shipped learned weights (the hand-made one when they do not load).
    Learned,
}

/// The evaluation the game's AI levels use: whichever measured stronger in paired games at
/// the club level. The learned one scored 57.5 % (56.2–58.7 %) over 2 500 paired seeds
/// against the hand-made one (`train_eile --compare club 10000 2500`; the other numbers are in
/// docs/rules/eile-mit-weile.md).
pub const GAME_EVALUATION: EileEvaluation = EileEvaluation::Learned;

/// A search value of a learned win chance p is (2p − 1) × this: well inside a decided game's
/// ±`OUTCOME_SCALE`, and below half of it, where the master counts a choice as decided.
pub const LEARNED_SCALE: f64 = 1000.0;

/// The weights the game ships.
pub const SHIPPED_WEIGHTS_RON: &str = include_str!("../../assets/eile/data/eval_weights.ron");

/// The shipped weights, read and checked once; None (and a warning) when they are broken.
pub fn shipped() -> Option<&'static LearnedEval> {
    static SHIPPED: OnceLock<Option<LearnedEval>> = OnceLock::new();
    SHIPPED
        .get_or_init(|| {
            read_or_warn(
                SHIPPED_WEIGHTS_RON,
                "the hand-made evaluation plays instead",
            )
        })
        .as_ref()
}

/// The master's weights: a wider network (64 hidden units), which judged better than the
/// shipped one at the club level (`train_eile --compare club 10000 600 --weights
/// assets/eile/data/eval_weights_master.ron --against assets/eile/data/eval_weights.ron`:
/// see docs/rules/eile-mit-weile.md) and thinks slower; only the master judges by it.
pub const MASTER_WEIGHTS_RON: &str = include_str!("../../assets/eile/data/eval_weights_master.ron");

/// The master's weights, read and checked once; None (and a warning) when they are broken,
/// and the master judges by the shipped weights instead.
pub fn master_weights() -> Option<Arc<LearnedEval>> {
    static MASTER: OnceLock<Option<Arc<LearnedEval>>> = OnceLock::new();
    MASTER
        .get_or_init(|| {
            read_or_warn(MASTER_WEIGHTS_RON, "the master judges by the other weights").map(Arc::new)
        })
        .clone()
}

/// A shipped weights file read and checked; None, and a warning saying what plays
/// `instead`, when it is broken.
fn read_or_warn(text: &str, instead: &str) -> Option<LearnedEval> {
    LearnedEval::from_ron(text)
        .inspect_err(|e| eprintln!("warning: {e}; {instead}"))
        .ok()
}

/// The name the weights file's errors give the game.
const GAME_NAME: &str = "Eile";

/// A validated learned evaluation: the win chance of a seat is the shared network's
/// (`learned.rs`) over the seat's features.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnedEval {
    /// The search value of a sure win (`LEARNED_SCALE` unless a comparison sets another).
    scale: f64,
    network: Network,
}

impl LearnedEval {
    /// Weights before training: the hidden layer small and random, the rest zero (a win chance
    /// of one half everywhere).
    pub fn untrained(hidden: usize, rng: &mut GameRng) -> Self {
        Self {
            scale: LEARNED_SCALE,
            network: Network::untrained(GAME_NAME, feature_names(), hidden, rng),
        }
    }

    /// Reads and checks a weights file: its feature names must be this build's, in order,
    /// every list the right length and every number finite.
    pub fn from_ron(text: &str) -> Result<Self, RulesError> {
        Ok(Self {
            scale: LEARNED_SCALE,
            network: Network::from_ron(GAME_NAME, feature_names(), text)?,
        })
    }

    /// The same weights with another search value of a sure win (for measuring the scale).
    pub fn with_scale(self, scale: f64) -> Self {
        Self { scale, ..self }
    }

    /// The weights as a file, under `header` (each of its lines becomes a comment).
    pub fn to_ron(&self, header: &str) -> String {
        self.network.to_ron(header)
    }

    /// The win chance of the seat whose features these are.
    pub fn probability(&self, x: &[f64; FEATURES]) -> f64 {
        self.network.probability(x)
    }

    /// Every seat's win chance in a position where a die is to be rolled (or the game over).
    pub fn probabilities(&self, game: &Eile) -> Vec<f64> {
        if let Some(outcome) = game.outcome() {
            return outcome.utilities();
        }
        game.learned_features_all()
            .iter()
            .map(|x| self.probability(x))
            .collect()
    }

    /// The search's values of a position: (2p − 1) × `LEARNED_SCALE` per seat; a decided game
    /// as every search scores it; with a die rolled and a move to make, the mover's best move
    /// judged one step ahead (the weights learned positions where a die is to be rolled; a move
    /// that ends the game counts as a sure result here, inside the decided values).
    pub fn values(&self, game: &Eile) -> Vec<f64> {
        super::learned::search_values(game, self.scale, |g| self.probabilities(g))
    }
}

/// How training goes and how its learning curve is measured.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    /// Hidden units (0: a linear evaluation).
    pub hidden: usize,
    /// The step size of the weights at the start of training.
    pub alpha: f64,
    /// The step size at the end: it falls in a straight line from `alpha`.
    pub alpha_end: f64,
    /// How far back a prediction error reaches through the eligibility traces.
    pub lambda: f64,
    /// Games between two points of the learning curve.
    pub curve_every: u64,
    /// Seeds of the greedy duel at each point (each played twice, seats swapped).
    pub curve_pairs: u64,
    /// Games whose positions make the held-out set.
    pub held_out_games: u64,
}

impl Default for TrainConfig {
    fn default() -> Self {
        Self {
            hidden: 16,
            alpha: 0.02,
            alpha_end: 0.005,
            lambda: 0.7,
            curve_every: 10_000,
            curve_pairs: 400,
            held_out_games: 300,
        }
    }
}

/// The seed of the held-out positions' games: the same for every training run, so their
/// curves compare.
const HELD_OUT_SEED: u64 = 0x005E_ED0F_4E1D;
/// The first seed of the curve's greedy duels (apart from the seeds a comparison is run on).
const CURVE_SEED: u64 = 1 << 40;

/// The two-player, four-stone game the weights are trained on.
pub fn training_options() -> EileOptions {
    EileOptions {
        players: 2,
        stones: 4,
        play_on: false,
    }
}

/// Positions of games between quick hand-made players (one move in ten random), each seat's
/// features with its result (1 won, 0 lost): every eighth position where a die is to be
/// rolled.
pub fn held_out_positions(games: u64) -> Vec<([f64; FEATURES], f64)> {
    let mut rng = seeded_rng(HELD_OUT_SEED);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut game = Eile::new(&training_options()).expect("valid options");
        let mut seen: Vec<Vec<[f64; FEATURES]>> = Vec::new();
        let mut rests = 0u64;
        while let Some(action) = match game.to_move() {
            ToMove::Over => None,
            ToMove::Chance => {
                rests += 1;
                if rests.is_multiple_of(8) {
                    seen.push(game.learned_features_all());
                }
                Some(sample_chance(&game, &mut rng))
            }
            ToMove::Seat(_) if rng.random_range(0..10u32) == 0 => {
                let legal = game.legal_actions();
                Some(legal[pick_index(&mut rng, legal.len())])
            }
            ToMove::Seat(seat) => Some(greedy(&game, seat, &mut rng, |g, s| {
                g.hand_made_values()[s.index()]
            })),
        } {
            game.apply_listed(&action).expect("legal actions apply");
        }
        let results = game.outcome().expect("the game ended").utilities();
        for features in seen {
            positions.extend(features.into_iter().zip(results.iter().copied()));
        }
    }
    positions
}

/// The mean squared error of the model's win chances against the results.
pub fn prediction_error(model: &LearnedEval, positions: &[([f64; FEATURES], f64)]) -> f64 {
    mean_squared_error(|x| model.probability(x), positions)
}

/// The mover's best move by `value` of the position after it (a won game first, a lost one
/// last), ties to the first in a random order, as the quick player chooses.
fn greedy(
    game: &Eile,
    seat: Seat,
    rng: &mut GameRng,
    value: impl Fn(&Eile, Seat) -> f64,
) -> EileAction {
    let mut actions = game.legal_actions();
    if actions.len() > 1 {
        shuffle(&mut actions, rng);
    }
    let mut best = (f64::NEG_INFINITY, actions[0]);
    for action in actions {
        let mut child = game.clone();
        child.apply_listed(&action).expect("legal actions apply");
        let v = match child.outcome() {
            Some(outcome) if outcome.winners().contains(&seat) => f64::INFINITY,
            Some(_) => f64::MIN,
            None => value(&child, seat),
        };
        if v > best.0 {
            best = (v, action);
        }
    }
    best.1
}

/// Learns weights by TD(λ) from `games` games of self-play (the learner moving greedily for
/// both seats), from a seed: the same seed and configuration give the same weights. Calls
/// `report` with each point of the learning curve as it is measured, and returns the curve.
pub fn train(
    seed: u64,
    games: u64,
    config: &TrainConfig,
    mut report: impl FnMut(&CurvePoint),
) -> (LearnedEval, Vec<CurvePoint>) {
    let mut rng = seeded_rng(seed);
    let mut model = LearnedEval::untrained(config.hidden, &mut rng);
    let held_out = held_out_positions(config.held_out_games);
    let mut curve = Vec::new();
    let mut measure = |model: &LearnedEval, games: u64, td: (f64, u64)| {
        let score: f64 = (0..config.curve_pairs)
            .map(|i| {
                paired_score(&training_options(), CURVE_SEED + i, |g, rng, learned| {
                    let seat = g.current();
                    if learned {
                        greedy(g, seat, rng, |c, s| {
                            model.probability(&c.learned_features(s))
                        })
                    } else {
                        greedy(g, seat, rng, |c, s| c.hand_made_values()[s.index()])
                    }
                })
            })
            .sum();
        let point = CurvePoint {
            games,
            td_error: td.0 / td.1.max(1) as f64,
            held_out_error: prediction_error(model, &held_out),
            greedy_score: score / config.curve_pairs.max(1) as f64,
        };
        report(&point);
        curve.push(point);
    };
    measure(&model, 0, (0.0, 0));
    let size = model.network.param_count();
    let mut grads = vec![vec![0.0; size]; 2];
    let mut td = (0.0, 0u64);
    for g in 1..=games {
        let alpha = config.alpha + (config.alpha_end - config.alpha) * g as f64 / games as f64;
        let mut game = Eile::new(&training_options()).expect("valid options");
        let mut traces = TdTraces::new(2, size, config.lambda);
        loop {
            let action = match game.to_move() {
                ToMove::Seat(seat) => greedy(&game, seat, &mut rng, |c, s| {
                    model.probability(&c.learned_features(s))
                }),
                to_move => {
                    let over = to_move == ToMove::Over;
                    let now: Vec<f64> = match game.outcome() {
                        Some(outcome) => outcome.utilities(),
                        None => game
                            .learned_features_all()
                            .iter()
                            .zip(grads.iter_mut())
                            .map(|(x, grad)| model.network.probability_and_gradient(x, grad))
                            .collect(),
                    };
                    let errors = traces.step(&mut model.network, &now, &grads, over, alpha);
                    td = (td.0 + errors.0, td.1 + errors.1);
                    if over {
                        break;
                    }
                    sample_chance(&game, &mut rng)
                }
            };
            game.apply_listed(&action).expect("legal actions apply");
        }
        if g % config.curve_every.max(1) == 0 || g == games {
            measure(&model, g, td);
            td = (0.0, 0);
        }
    }
    (model, curve)
}

/// One seed played twice with the players' seats swapped and the same dice: the dice come
/// from a generator of their own seeded by `seed`, each seat's choices from its own.
/// `choose(game, rng, a_moves)` chooses for the seat to move (`a_moves`: player A's seat).
/// A plays the even seats in the first game, the odd ones in the second (two or four players
/// are even). Returns A's share of the wins over the two games, 0 to 1.
pub fn paired_score(
    options: &EileOptions,
    seed: u64,
    mut choose: impl FnMut(&Eile, &mut GameRng, bool) -> EileAction,
) -> f64 {
    let mut score = 0.0;
    for round in 0..2 {
        let mut game = Eile::new(options).expect("valid options");
        let mut dice = seeded_rng(seed);
        let mut seat_rngs: Vec<GameRng> = (0..game.seat_count() as u64)
            .map(|s| seeded_rng(seed ^ ((s + 1) << 48)))
            .collect();
        let plays_a = |seat: Seat| seat.index() % 2 == round;
        let mut actions = 0;
        while let Some(action) = match game.to_move() {
            ToMove::Over => None,
            _ if actions > 100_000 => None,
            ToMove::Chance => Some(sample_chance(&game, &mut dice)),
            ToMove::Seat(seat) => Some(choose(&game, &mut seat_rngs[seat.index()], plays_a(seat))),
        } {
            game.apply_listed(&action)
                .expect("the players play legal actions");
            actions += 1;
        }
        let winners = game.outcome().map_or_else(Vec::new, |o| o.winners());
        if winners.is_empty() {
            score += 0.5;
        }
        for w in &winners {
            if plays_a(*w) {
                score += 1.0 / winners.len() as f64;
            }
        }
    }
    score / 2.0
}
