//! The learned evaluation of the 1918 map game: the features of a position as a side sees it
//! (men, tiles and artillery of each side, men lost, the threats of the next roll, the race to
//! the turn limit), the shared network (`learned.rs`) over them, trained by TD(λ) self-play
//! (`examples/train_suomi1918.rs`) and shipped as `assets/suomi1918/data/eval_weights.ron`.
//!
//! The Reds' win chance is `squash(z(x_red) − z(x_white))`, z the network's logit of a side's
//! features: the Whites' chance is one less it, exactly, whatever the weights.

use std::sync::OnceLock;

use rand::Rng;

pub use super::suomi1918_eval::{Judgement, Suomi1918With};
use super::{
    GameRng, Strength, choose_action,
    learned::{CurvePoint, Network, TdTraces, mean_squared_error, squash, squash_slope},
    paired::{Chooser, play_pair},
    pick_index, sample_chance, seeded_rng, shuffle,
    suomi1918_eval::{LIMIT_WORTH, REACH},
};
use crate::rules::{
    Game, RulesError, Seat, ToMove,
    suomi1918::{Phase, RED, Side, Suomi1918, SuomiAction, SuomiOptions, WHITE},
};

/// Which evaluation judges 1918 map game positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suomi1918Evaluation {
    /// Men, tiles, artillery and the race to the turn limit weighed by hand
    /// (`suomi1918_eval.rs`).
    HandMade,
    /// The shipped learned weights (the hand-made one when they do not load).
    Learned,
}

/// The evaluation the game's AI levels use: whichever measured stronger in paired games at
/// the club level. The learned one scored 67.1 % (64.7–69.5 %) over 500 paired seeds against
/// the hand-made one (`train_suomi1918 --compare club 100000 500`; the other numbers are in
/// docs/rules/suomi1918.md, "The learned evaluation").
pub const GAME_EVALUATION: Suomi1918Evaluation = Suomi1918Evaluation::Learned;

/// A search value of a learned win chance p is (2p − 1) × this: well inside a decided game's
/// ±`OUTCOME_SCALE`.
pub const LEARNED_SCALE: f64 = 1000.0;

/// The weights the game ships.
pub const SHIPPED_WEIGHTS_RON: &str = include_str!("../../assets/suomi1918/data/eval_weights.ron");

/// The name the weights file's errors give the game.
const GAME_NAME: &str = "1918 map game";

/// The features of one side: its men, tiles and artillery, the men it lost, and what the
/// other side's next roll threatens it with.
const SIDE_NAMES: [&str; SIDE] = [
    "men",
    "tiles",
    "artillery_tiles",
    "artillery_men",
    "weak_tiles",
    "men_lost",
    "threatened_men",
    "kill_chance",
    "tiles_in_reach",
];
const SIDE: usize = 9;
/// The features about both sides, as the side sees them.
const COMMON_NAMES: [&str; COMMON] = [
    "red",
    "to_roll",
    "turns_left",
    "lost_lead",
    "race",
    "gap",
    "hand_made_lead",
];
const COMMON: usize = 7;
/// The features of a position as a side sees it: its own side, the other side, both.
pub const FEATURES: usize = 2 * SIDE + COMMON;
/// The turn limit the features' turns left are counted against (the default limit).
const TURNS_SCALE: f64 = 150.0;

/// The features' names, in order: the weights file lists them, and a file whose names differ
/// is refused.
pub fn feature_names() -> Vec<String> {
    let mut names: Vec<String> = SIDE_NAMES.iter().map(|n| format!("own_{n}")).collect();
    names.extend(SIDE_NAMES.iter().map(|n| format!("opponent_{n}")));
    names.extend(COMMON_NAMES.iter().map(|n| n.to_string()));
    names
}

/// The features of a position as each side sees it (the Reds', the Whites').
pub type SideFeatures = [[f64; FEATURES]; 2];

/// Both sides' features of a position.
pub fn features(game: &Suomi1918) -> SideFeatures {
    let mut sides = [[0.0; SIDE]; 2];
    let mut material = [0.0; 2];
    for t in game.tiles() {
        let f = &mut sides[t.side.index()];
        let men = f64::from(t.strength);
        f[0] += men / 36.0;
        f[1] += 1.0 / 6.0;
        if t.artillery {
            f[2] += 1.0 / 4.0;
            f[3] += men / 24.0;
        }
        if t.strength <= 2 {
            f[4] += 1.0 / 6.0;
        }
        material[t.side.index()] += men * 10.0 + 15.0 + if t.artillery { 5.0 } else { 0.0 };
    }
    let lost = game.men_lost();
    for side in Side::BOTH {
        let f = &mut sides[side.index()];
        f[5] = f64::from(lost[side.index()]) / 36.0;
        let [men, kill, reach] = threats_on(game, side);
        (f[6], f[7], f[8]) = (men, kill, reach);
    }
    let left = game
        .options()
        .turn_limit
        .saturating_sub(game.turns()[WHITE.index()]);
    let gap = game.gap_between_sides().unwrap_or(2 * REACH).min(2 * REACH);
    let race = game.limit_value();
    let red_lead = material[RED.index()] - material[WHITE.index()] + race;
    let rolling = match game.phase() {
        Phase::AwaitRoll | Phase::AwaitMove { .. } => Some(game.side_to_move()),
        Phase::Setup(_) | Phase::Over => None,
    };
    let mut out = [[0.0; FEATURES]; 2];
    for side in Side::BOTH {
        let (own, other) = (side.index(), side.other().index());
        let sign = if side == RED { 1.0 } else { -1.0 };
        let x = &mut out[own];
        x[..SIDE].copy_from_slice(&sides[own]);
        x[SIDE..2 * SIDE].copy_from_slice(&sides[other]);
        let common = [
            f64::from(u8::from(side == RED)),
            f64::from(u8::from(rolling == Some(side))),
            f64::from(left) / TURNS_SCALE,
            (f64::from(lost[other]) - f64::from(lost[own])) / 10.0,
            sign * race / LIMIT_WORTH,
            f64::from(gap) / f64::from(2 * REACH),
            sign * red_lead / 1000.0,
        ];
        x[2 * SIDE..].copy_from_slice(&common);
    }
    out
}

/// What the other side's next roll threatens `side` with, if it shoots with its best shot:
/// the men it would take on average (in sixes), the chance that it removes a tile, and the
/// share of the side's tiles that some roll could hit. Paths go round every tile as a move's
/// do, artillery along thick lines only; the verses that forbid a shot are left out.
fn threats_on(game: &Suomi1918, side: Side) -> [f64; 3] {
    let map = game.map();
    let tiles = game.tiles();
    let occupied = tiles.iter().fold(0u128, |b, t| b | 1u128 << t.circle);
    let targets: Vec<(u128, u8)> = tiles
        .iter()
        .filter(|t| t.side == side)
        .map(|t| (1u128 << t.circle, t.strength))
        .collect();
    // Per face: the most men a shot takes, and whether one removes a tile.
    let mut best = [0u8; 7];
    let mut kills = [false; 7];
    let mut reached = 0u32;
    for shooter in tiles.iter().filter(|t| t.side != side) {
        let (thick, bonus) = (shooter.artillery, u8::from(shooter.artillery));
        let mut seen = 1u128 << shooter.circle;
        let mut frontier = seen;
        let mut hit = 0u32;
        for d in 1..=6u8 {
            let mut next = 0u128;
            let mut bits = frontier;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                next |= map.step_set(c, thick);
            }
            for (i, &(bit, strength)) in targets.iter().enumerate() {
                if next & bit == 0 || hit & (1 << i) != 0 {
                    continue;
                }
                hit |= 1 << i;
                for face in d..=6 {
                    let loss = face - d + 1 + bonus;
                    best[usize::from(face)] = best[usize::from(face)].max(loss.min(strength));
                    kills[usize::from(face)] |= loss >= strength;
                }
            }
            frontier = next & !seen & !occupied;
            seen |= next;
            if frontier == 0 {
                break;
            }
        }
        reached |= hit;
    }
    let men: f64 = best[1..].iter().map(|&m| f64::from(m)).sum::<f64>() / 36.0;
    let kill = kills[1..].iter().filter(|&&k| k).count() as f64 / 6.0;
    [men, kill, f64::from(reached.count_ones()) / 6.0]
}

/// The shipped weights, read and checked once; None (and a warning) when they are broken.
pub fn shipped() -> Option<&'static LearnedEval> {
    static SHIPPED: OnceLock<Option<LearnedEval>> = OnceLock::new();
    SHIPPED
        .get_or_init(|| match LearnedEval::from_ron(SHIPPED_WEIGHTS_RON) {
            Ok(model) => Some(model),
            Err(e) => {
                eprintln!("warning: {e}; the hand-made evaluation plays instead");
                None
            }
        })
        .as_ref()
}

/// A validated learned evaluation of the 1918 map game.
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

    /// The same weights with another search value of a sure win.
    pub fn with_scale(self, scale: f64) -> Self {
        Self { scale, ..self }
    }

    /// The weights as a file, under `header` (each of its lines becomes a comment).
    pub fn to_ron(&self, header: &str) -> String {
        self.network.to_ron(header)
    }

    /// The Reds' win chance from both sides' features.
    pub fn red_chance(&self, x: &SideFeatures) -> f64 {
        squash(self.network.logit(&x[0]) - self.network.logit(&x[1]))
    }

    /// The Reds' win chance and its gradient by the weights (into `grad`; `scratch` is as
    /// long).
    fn red_chance_and_gradient(
        &self,
        x: &SideFeatures,
        grad: &mut [f64],
        scratch: &mut [f64],
    ) -> f64 {
        let red = self.network.logit_and_gradient(&x[0], grad, |_| 1.0);
        let white = self.network.logit_and_gradient(&x[1], scratch, |_| 1.0);
        let slope = squash_slope(red - white);
        for (g, s) in grad.iter_mut().zip(scratch.iter()) {
            *g = slope * (*g - *s);
        }
        squash(red - white)
    }

    /// Each side's win chance (the Reds', the Whites'); a decided game's results.
    pub fn side_chances(&self, game: &Suomi1918) -> [f64; 2] {
        if let Some(outcome) = game.outcome() {
            let results = outcome.utilities();
            let white_seat = usize::from(game.options().red_players);
            return [results[0], results[white_seat]];
        }
        let red = self.red_chance(&features(game));
        [red, 1.0 - red]
    }

    /// Every seat's win chance: its side's.
    pub fn probabilities(&self, game: &Suomi1918) -> Vec<f64> {
        let chances = self.side_chances(game);
        (0..game.seat_count())
            .map(|s| chances[game.seat_side(s).index()])
            .collect()
    }

    /// The search's values of a position: (2p − 1) × `LEARNED_SCALE` per seat; a decided game
    /// as every search scores it; with a die rolled and a move to make, the mover's best move
    /// judged one step ahead (the weights learned positions where a die is to be rolled).
    pub fn values(&self, game: &Suomi1918) -> Vec<f64> {
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
    /// The share of the self-play moves made at random (so that the learner sees positions
    /// its own greedy play avoids).
    pub explore: f64,
    /// The share of the games played by the club level on the hand-made evaluation for both
    /// sides (the learner predicts along): careful games that mostly run to the turn limit,
    /// which the greedy self-play seldom reaches.
    pub teacher: f64,
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
            lambda: 0.8,
            explore: 0.05,
            teacher: 0.25,
            curve_every: 2_000,
            curve_pairs: 100,
            held_out_games: 300,
        }
    }
}

/// The seed of the held-out positions' games: the same for every training run, so their
/// curves compare.
const HELD_OUT_SEED: u64 = 0x1918_0F4E_1D00;
/// The first seed of the curve's greedy duels (apart from the seeds a comparison is run on).
const CURVE_SEED: u64 = 1 << 40;

/// The game the weights are trained on: one player a side, the default options.
pub fn training_options() -> SuomiOptions {
    SuomiOptions::default()
}

/// Positions of games between quick hand-made players (one move in ten random), both sides'
/// features with the Reds' result (1 won, ½ drawn, 0 lost): every fourth position of the play
/// where a die is to be rolled.
pub fn held_out_positions(games: u64) -> Vec<(SideFeatures, f64)> {
    let mut rng = seeded_rng(HELD_OUT_SEED);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut game = Suomi1918::new(&training_options()).expect("valid options");
        let mut seen = Vec::new();
        let mut rests = 0u64;
        while let Some(action) = match game.to_move() {
            ToMove::Over => None,
            ToMove::Chance => {
                if game.phase() == Phase::AwaitRoll {
                    rests += 1;
                    if rests.is_multiple_of(4) {
                        seen.push(features(&game));
                    }
                }
                Some(sample_chance(&game, &mut rng))
            }
            ToMove::Seat(_) if rng.random_range(0..10u32) == 0 => {
                let legal = game.legal_actions();
                Some(legal[pick_index(&mut rng, legal.len())].clone())
            }
            ToMove::Seat(seat) => Some(greedy(&game, seat, &mut rng, |g, s| {
                g.hand_made_values()[s.index()]
            })),
        } {
            game.apply_listed(&action).expect("legal actions apply");
        }
        let red = game.outcome().expect("the game ended").utilities()[0];
        positions.extend(seen.into_iter().map(|x| (x, red)));
    }
    positions
}

/// The mean squared error of the model's Red win chances against the results.
pub fn prediction_error(model: &LearnedEval, positions: &[(SideFeatures, f64)]) -> f64 {
    mean_squared_error(|x| model.red_chance(x), positions)
}

/// The mover's best move by `value` of the position after it (a won game first, a lost one
/// last), ties to the first in a random order, as the quick player chooses.
fn greedy(
    game: &Suomi1918,
    seat: Seat,
    rng: &mut GameRng,
    value: impl Fn(&Suomi1918, Seat) -> f64,
) -> SuomiAction {
    let mut actions = game.legal_actions();
    if actions.len() > 1 {
        shuffle(&mut actions, rng);
    }
    let mut best = (f64::NEG_INFINITY, 0);
    for (i, action) in actions.iter().enumerate() {
        let mut child = game.clone();
        child.apply_listed(action).expect("legal actions apply");
        let v = match child.outcome() {
            Some(outcome) if outcome.winners().contains(&seat) => f64::INFINITY,
            Some(_) => f64::MIN,
            None => value(&child, seat),
        };
        if v > best.0 {
            best = (v, i);
        }
    }
    actions.swap_remove(best.1)
}

/// The quick player on `model`: the move after which its side's learned chance is highest.
pub fn greedy_learned(model: &LearnedEval, game: &Suomi1918, rng: &mut GameRng) -> SuomiAction {
    let ToMove::Seat(seat) = game.to_move() else {
        return sample_chance(game, rng);
    };
    greedy(game, seat, rng, |c, s| {
        model.side_chances(c)[c.seat_side(s.index()).index()]
    })
}

/// The quick player on the hand-made evaluation.
pub fn greedy_hand_made(game: &Suomi1918, rng: &mut GameRng) -> SuomiAction {
    let ToMove::Seat(seat) = game.to_move() else {
        return sample_chance(game, rng);
    };
    greedy(game, seat, rng, |c, s| c.hand_made_values()[s.index()])
}

/// Learns weights by TD(λ) from `games` games of self-play (the learner moving greedily for
/// both sides, a share of the moves random; a share of the games played by the club level on
/// the hand-made evaluation instead), from a seed: the same seed and configuration give
/// the same weights. The Reds' chance is predicted at every roll of the play (the setup rolls
/// are left out); the Whites' is one less it. Calls `report` with each point of the learning
/// curve as it is measured, and returns the curve.
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
        let learned = |g: &Suomi1918, rng: &mut GameRng| greedy_learned(model, g, rng);
        let shares: f64 = (0..config.curve_pairs)
            .map(|i| {
                play_pair::<Suomi1918>(
                    &training_options(),
                    [&learned as Chooser<Suomi1918>, &greedy_hand_made],
                    CURVE_SEED + i,
                )
                .share()
            })
            .sum();
        let point = CurvePoint {
            games,
            td_error: td.0 / td.1.max(1) as f64,
            held_out_error: prediction_error(model, &held_out),
            greedy_score: shares / config.curve_pairs.max(1) as f64,
        };
        report(&point);
        curve.push(point);
    };
    measure(&model, 0, (0.0, 0));
    let size = model.network.param_count();
    let mut grads = vec![vec![0.0; size]];
    let mut scratch = vec![0.0; size];
    let mut td = (0.0, 0u64);
    for g in 1..=games {
        let alpha = config.alpha + (config.alpha_end - config.alpha) * g as f64 / games as f64;
        let mut game = Suomi1918::new(&training_options()).expect("valid options");
        let mut traces = TdTraces::new(1, size, config.lambda);
        let taught = rng.random_bool(config.teacher.clamp(0.0, 1.0));
        loop {
            let action = match game.to_move() {
                ToMove::Seat(_) if taught => {
                    let judged = Suomi1918With::new(game.clone(), Judgement::HandMade);
                    choose_action(&judged, Strength::Strong, &mut rng)
                }
                ToMove::Seat(_) if rng.random_bool(config.explore.clamp(0.0, 1.0)) => {
                    let legal = game.legal_actions();
                    legal[pick_index(&mut rng, legal.len())].clone()
                }
                ToMove::Seat(_) => greedy_learned(&model, &game, &mut rng),
                ToMove::Chance if matches!(game.phase(), Phase::Setup(_)) => {
                    sample_chance(&game, &mut rng)
                }
                to_move => {
                    let over = to_move == ToMove::Over;
                    let now = match game.outcome() {
                        Some(outcome) => outcome.utilities()[0],
                        None => model.red_chance_and_gradient(
                            &features(&game),
                            &mut grads[0],
                            &mut scratch,
                        ),
                    };
                    let errors = traces.step(&mut model.network, &[now], &grads, over, alpha);
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
