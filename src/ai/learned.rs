//! The network every learned evaluation shares, whatever its game: a bias, a linear part and a
//! hidden layer of ReLU units over a position's features (`&[f64]`, their names given by the
//! game), squashed to a win chance by arithmetic alone; its weights file (RON, the feature
//! names checked); and the TD(λ) step that trains it. The games' own parts (features,
//! self-play, held-out positions) are in `eile_learned.rs` and `suomi1918_learned.rs`.

use rand::Rng;

use super::GameRng;
use crate::rules::RulesError;

/// The most hidden units a weights file may have.
pub const MAX_HIDDEN: usize = 64;

/// The weights file as it is written: the features by name, then the network.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct WeightsFile {
    features: Vec<String>,
    hidden: usize,
    bias: f64,
    linear: Vec<f64>,
    output: Vec<f64>,
    hidden_bias: Vec<f64>,
    hidden_weights: Vec<Vec<f64>>,
}

/// A validated network: the logit of features x is
/// `bias + linear·x + output·relu(hidden_weights·x + hidden_bias)`, its win chance
/// `squash(logit)`. Only arithmetic (no exp or tanh), so every platform computes the same
/// values.
#[derive(Clone, Debug, PartialEq)]
pub struct Network {
    /// The game whose weights these are, as its error messages name it ("Eile").
    game: &'static str,
    /// The features' names, in order (a weights file must list the same).
    names: Vec<String>,
    hidden: usize,
    /// bias, linear (features), output (hidden), hidden_bias (hidden), hidden_weights
    /// (features × hidden: feature k's weights into every hidden unit side by side, so the
    /// hidden units' sums are built together; the file writes them hidden unit by unit).
    params: Vec<f64>,
}

/// The win chance of a logit: 0.5 + 0.5·z/(1 + |z|), a sigmoid made of arithmetic only.
pub fn squash(z: f64) -> f64 {
    0.5 + 0.5 * z / (1.0 + z.abs())
}

/// The slope of `squash` at z.
pub fn squash_slope(z: f64) -> f64 {
    0.5 / ((1.0 + z.abs()) * (1.0 + z.abs()))
}

impl Network {
    const LINEAR: usize = 1;

    fn output(&self) -> usize {
        1 + self.names.len()
    }

    fn hidden_bias(&self) -> usize {
        self.output() + self.hidden
    }

    fn hidden_weights(&self) -> usize {
        self.output() + 2 * self.hidden
    }

    /// Weights before training: the hidden layer small and random, the rest zero (a win
    /// chance of one half everywhere).
    pub fn untrained(
        game: &'static str,
        names: Vec<String>,
        hidden: usize,
        rng: &mut GameRng,
    ) -> Self {
        let hidden = hidden.min(MAX_HIDDEN);
        let features = names.len();
        let mut net = Self {
            game,
            names,
            hidden,
            params: vec![0.0; 1 + features + 2 * hidden + hidden * features],
        };
        let (out, hw) = (net.output(), net.hidden_weights());
        for j in 0..hidden {
            net.params[out + j] = rng.random_range(-0.1..0.1);
            for k in 0..features {
                net.params[hw + k * hidden + j] = rng.random_range(-0.3..0.3);
            }
        }
        net
    }

    /// Reads and checks a weights file: its feature names must be `names`, in order, every
    /// list the right length and every number finite. The errors name `game`'s weights file.
    pub fn from_ron(
        game: &'static str,
        names: Vec<String>,
        text: &str,
    ) -> Result<Self, RulesError> {
        let bad = |what: String| RulesError::new(format!("the {game} weights file{what}"));
        let file: WeightsFile =
            ron::from_str(text).map_err(|e| bad(format!(" does not parse: {e}")))?;
        if file.features != names {
            let first = names
                .iter()
                .zip(&file.features)
                .position(|(a, b)| a != b)
                .unwrap_or(names.len().min(file.features.len()));
            return Err(bad(format!(
                " has {} features, this build {} (they differ from number {})",
                file.features.len(),
                names.len(),
                first + 1
            )));
        }
        let (h, features) = (file.hidden, names.len());
        if h > MAX_HIDDEN {
            return Err(bad(format!(" has {h} hidden units, at most {MAX_HIDDEN}")));
        }
        let lengths = [
            ("linear", file.linear.len(), features),
            ("output", file.output.len(), h),
            ("hidden_bias", file.hidden_bias.len(), h),
            ("hidden_weights", file.hidden_weights.len(), h),
        ];
        for (name, len, want) in lengths {
            if len != want {
                return Err(bad(format!("'s {name} has {len} numbers, {want} expected")));
            }
        }
        if let Some(row) = file.hidden_weights.iter().position(|r| r.len() != features) {
            return Err(bad(format!(
                "'s hidden_weights row {} has {} numbers, {features} expected",
                row + 1,
                file.hidden_weights[row].len()
            )));
        }
        let mut params = vec![file.bias];
        params.extend(file.linear);
        params.extend(file.output);
        params.extend(file.hidden_bias);
        params
            .extend((0..features).flat_map(|k| file.hidden_weights.iter().map(move |row| row[k])));
        if params.iter().any(|p| !p.is_finite() || p.abs() > 1e6) {
            return Err(bad(
                " has a number that is not finite or is too large".to_string()
            ));
        }
        Ok(Self {
            game,
            names,
            hidden: h,
            params,
        })
    }

    /// The weights as a file, under `header` (each of its lines becomes a comment).
    pub fn to_ron(&self, header: &str) -> String {
        let list = |values: &[f64]| {
            let items: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
            format!("[{}]", items.join(", "))
        };
        let p = &self.params;
        let (h, out, hb, hw) = (
            self.hidden,
            self.output(),
            self.hidden_bias(),
            self.hidden_weights(),
        );
        let mut text: String = header.lines().map(|l| format!("// {l}\n")).collect();
        let names: Vec<String> = self.names.iter().map(|n| format!("{n:?}")).collect();
        text += &format!("(\n    features: [{}],\n", names.join(", "));
        text += &format!("    hidden: {h},\n    bias: {:?},\n", p[0]);
        text += &format!("    linear: {},\n", list(&p[Self::LINEAR..out]));
        text += &format!("    output: {},\n", list(&p[out..hb]));
        text += &format!(
            "    hidden_bias: {},\n    hidden_weights: [\n",
            list(&p[hb..hw])
        );
        for j in 0..h {
            let row: Vec<f64> = (0..self.names.len()).map(|k| p[hw + k * h + j]).collect();
            text += &format!("        {},\n", list(&row));
        }
        text + "    ],\n)\n"
    }

    /// How many features the network reads.
    pub fn feature_count(&self) -> usize {
        self.names.len()
    }

    /// How many weights the network has (the length of a gradient).
    pub fn param_count(&self) -> usize {
        self.params.len()
    }

    /// The logit of the features, with the hidden units' outputs left in `act`.
    fn forward(&self, x: &[f64], act: &mut [f64; MAX_HIDDEN]) -> f64 {
        debug_assert_eq!(x.len(), self.names.len(), "one number a feature");
        let p = &self.params;
        let (n, out) = (self.names.len(), self.output());
        let mut z = p[0] + dot(&p[Self::LINEAR..out], x);
        let (h, hb, hw) = (self.hidden, self.hidden_bias(), self.hidden_weights());
        // Every hidden unit's sum over the features at once, each added up feature by
        // feature as `dot` adds (the same numbers to the last bit), side by side in memory so
        // the processor adds several units in one instruction.
        let sums = &mut act[..h];
        sums.fill(SUM_START);
        for (k, &xk) in x.iter().enumerate().take(n) {
            let weights = &p[hw + k * h..hw + (k + 1) * h];
            for (sum, &w) in sums.iter_mut().zip(weights) {
                *sum += w * xk;
            }
        }
        for j in 0..h {
            act[j] = (p[hb + j] + act[j]).max(0.0);
            z += p[out + j] * act[j];
        }
        z
    }

    /// The logit of the features.
    pub fn logit(&self, x: &[f64]) -> f64 {
        self.forward(x, &mut [0.0; MAX_HIDDEN])
    }

    /// The win chance of the side whose features these are.
    pub fn probability(&self, x: &[f64]) -> f64 {
        squash(self.logit(x))
    }

    /// The logit, and into `grad` its gradient by the weights times `slope(logit)` (the
    /// slope of whatever the caller makes of the logit: 1 for the logit itself).
    pub fn logit_and_gradient(
        &self,
        x: &[f64],
        grad: &mut [f64],
        slope: impl FnOnce(f64) -> f64,
    ) -> f64 {
        let mut act = [0.0; MAX_HIDDEN];
        let z = self.forward(x, &mut act);
        let d = slope(z);
        let (n, out) = (self.names.len(), self.output());
        let (hb, hw) = (self.hidden_bias(), self.hidden_weights());
        grad[0] = d;
        for k in 0..n {
            grad[Self::LINEAR + k] = d * x[k];
        }
        for j in 0..self.hidden {
            grad[out + j] = d * act[j];
            let back = if act[j] > 0.0 {
                d * self.params[out + j]
            } else {
                0.0
            };
            grad[hb + j] = back;
            for k in 0..n {
                grad[hw + k * self.hidden + j] = back * x[k];
            }
        }
        z
    }

    /// The win chance and its gradient by the weights (into `grad`).
    pub fn probability_and_gradient(&self, x: &[f64], grad: &mut [f64]) -> f64 {
        squash(self.logit_and_gradient(x, grad, squash_slope))
    }
}

/// Where `Iterator::sum` of floats starts (negative zero, the sum of nothing), so the hidden
/// units' sums in `Network::forward` are the numbers `dot` would give.
const SUM_START: f64 = -0.0;

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}

/// One point of the learning curve.
#[derive(Clone, Debug, PartialEq)]
pub struct CurvePoint {
    /// Games trained so far.
    pub games: u64,
    /// The mean |TD error| a prediction step over the games since the last point.
    pub td_error: f64,
    /// The mean squared error of the predicted win chances against the games' results, over
    /// the held-out positions.
    pub held_out_error: f64,
    /// The quick player on these weights against the quick player on the hand-made
    /// evaluation: its share of the wins over the curve's paired seeds.
    pub greedy_score: f64,
}

/// The eligibility traces of TD(λ) training through one game, one per side that predicts.
pub struct TdTraces {
    traces: Vec<Vec<f64>>,
    last: Vec<Option<f64>>,
    lambda: f64,
}

impl TdTraces {
    /// Empty traces for `sides` predicting sides of a network with `params` weights.
    pub fn new(sides: usize, params: usize, lambda: f64) -> Self {
        Self {
            traces: vec![vec![0.0; params]; sides],
            last: vec![None; sides],
            lambda,
        }
    }

    /// One step: each side's prediction `now` (its result once the game is `over`) against
    /// its prediction at the step before, the weights moved by `alpha` times that error along
    /// the side's traces, then `grads` (each side's gradient of `now`) added to the decayed
    /// traces. Returns the sum of the |errors| and how many there were.
    pub fn step(
        &mut self,
        net: &mut Network,
        now: &[f64],
        grads: &[Vec<f64>],
        over: bool,
        alpha: f64,
    ) -> (f64, u64) {
        let mut errors = (0.0, 0);
        for s in 0..self.traces.len() {
            if let Some(before) = self.last[s] {
                let delta = now[s] - before;
                errors = (errors.0 + delta.abs(), errors.1 + 1);
                for (p, e) in net.params.iter_mut().zip(&self.traces[s]) {
                    *p += alpha * delta * e;
                }
            }
            if !over {
                for (e, d) in self.traces[s].iter_mut().zip(&grads[s]) {
                    *e = self.lambda * *e + d;
                }
                self.last[s] = Some(now[s]);
            }
        }
        errors
    }
}

/// The mean squared error of predicted win chances against the results.
pub fn mean_squared_error<'a, X: 'a>(
    predict: impl Fn(&X) -> f64,
    positions: impl IntoIterator<Item = &'a (X, f64)>,
) -> f64 {
    let (mut total, mut n) = (0.0, 0usize);
    for (x, result) in positions {
        total += (predict(x) - result).powi(2);
        n += 1;
    }
    total / n.max(1) as f64
}

/// The search's values of a position from a learned evaluation's win chances
/// (`probabilities`, learned where a die is to be rolled): (2p − 1) × `scale` per seat; a
/// decided game as every search scores it; with a die rolled and a move to make, the mover's
/// best move judged one step ahead (a move that ends the game counts as a sure result, inside
/// the decided values).
pub fn search_values<G: crate::rules::Game>(
    game: &G,
    scale: f64,
    probabilities: impl Fn(&G) -> Vec<f64>,
) -> Vec<f64> {
    use crate::rules::ToMove;
    let scaled = |chances: Vec<f64>| -> Vec<f64> {
        chances
            .into_iter()
            .map(|p| (2.0 * p - 1.0) * scale)
            .collect()
    };
    match game.to_move() {
        ToMove::Over => super::decided_values(
            &game.outcome().expect("over has an outcome"),
            super::expectimax::OUTCOME_SCALE,
        ),
        ToMove::Chance => scaled(probabilities(game)),
        ToMove::Seat(seat) => {
            let mut best: Option<Vec<f64>> = None;
            for action in game.legal_actions() {
                let mut child = game.clone();
                child.apply_listed(&action).expect("legal actions apply");
                let chances = probabilities(&child);
                if best
                    .as_ref()
                    .is_none_or(|b| chances[seat.index()] > b[seat.index()])
                {
                    best = Some(chances);
                }
            }
            scaled(best.unwrap_or_else(|| vec![0.5; game.seat_count()]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::seeded_rng;
    use rand::Rng;

    /// The logit as the weights file writes the network: each hidden unit's row of weights
    /// summed feature by feature.
    fn logit_by_rows(file: &WeightsFile, x: &[f64]) -> f64 {
        let mut z = file.bias + dot(&file.linear, x);
        for (j, row) in file.hidden_weights.iter().enumerate() {
            let a = file.hidden_bias[j] + dot(row, x);
            z += file.output[j] * a.max(0.0);
        }
        z
    }

    #[test]
    fn the_shipped_networks_give_the_numbers_of_the_written_rows_to_the_last_bit() {
        let mut rng = seeded_rng(3);
        for text in [
            crate::ai::eile_learned::SHIPPED_WEIGHTS_RON,
            crate::ai::eile_learned::MASTER_WEIGHTS_RON,
            crate::ai::suomi1918_learned::SHIPPED_WEIGHTS_RON,
        ] {
            let file: WeightsFile = ron::from_str(text).expect("the shipped file parses");
            let net = Network::from_ron("test", file.features.clone(), text).expect("it loads");
            assert!(file.hidden > 0, "a network with hidden units");
            for _ in 0..200 {
                let x: Vec<f64> = (0..file.features.len())
                    .map(|_| rng.random_range(-1.0..2.0))
                    .collect();
                assert_eq!(
                    net.logit(&x).to_bits(),
                    logit_by_rows(&file, &x).to_bits(),
                    "the same sums in the same order"
                );
            }
            let again = Network::from_ron("test", file.features.clone(), &net.to_ron(""));
            assert_eq!(again.as_ref(), Ok(&net), "written back row by row");
        }
    }

    #[test]
    fn untrained_weights_are_drawn_hidden_unit_by_hidden_unit() {
        let names: Vec<String> = (0..4).map(|k| format!("f{k}")).collect();
        let net = Network::untrained("test", names.clone(), 3, &mut seeded_rng(4));
        let file: WeightsFile = ron::from_str(&net.to_ron("")).expect("it parses");
        // The same seed drawn in the same order: each unit's output weight, then its row.
        let mut rng = seeded_rng(4);
        for j in 0..3 {
            assert_eq!(file.output[j], rng.random_range(-0.1..0.1));
            for k in 0..names.len() {
                assert_eq!(file.hidden_weights[j][k], rng.random_range(-0.3..0.3));
            }
        }
    }

    #[test]
    fn the_gradient_is_the_slope_of_the_logit_weight_by_weight() {
        let mut rng = seeded_rng(9);
        let names: Vec<String> = (0..6).map(|k| format!("f{k}")).collect();
        let mut net = Network::untrained("test", names, 5, &mut rng);
        for p in &mut net.params {
            *p += rng.random_range(-0.5..0.5);
        }
        let x: Vec<f64> = (0..6).map(|_| rng.random_range(-1.0..1.0)).collect();
        let mut grad = vec![0.0; net.param_count()];
        net.logit_and_gradient(&x, &mut grad, |_| 1.0);
        let h = 1e-6;
        for (i, &gradient) in grad.iter().enumerate() {
            let (mut up, mut down) = (net.clone(), net.clone());
            up.params[i] += h;
            down.params[i] -= h;
            let slope = (up.logit(&x) - down.logit(&x)) / (2.0 * h);
            assert!(
                (slope - gradient).abs() < 1e-6,
                "weight {i}: slope {slope}, gradient {gradient}"
            );
        }
    }
}
