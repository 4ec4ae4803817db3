//! The evaluations of an Eile mit Weile position: the hand-made one (progress, safety, threats
//! and blockades), the features the learned one reads (`eile_learned.rs`), which of the two
//! the game's AI uses, and a game judged by either (`EileWith`, for comparing them).

use std::sync::Arc;

use super::{
    Evaluate,
    eile_learned::{self, EileEvaluation, GAME_EVALUATION, LearnedEval},
};
use crate::rules::{
    Game, IllegalAction, Outcome, Probability, RulesError, Seat, ToMove,
    eile::{ARMS, Eile, EileAction, EileEvent, EileOptions, EileView, Phase, StonePos},
};

/// Value of a stone that has left the star, before its progress counts.
const ENTERED_BONUS: f64 = 12.0;
/// Extra value of a stone in the hut.
const HUT_BONUS: f64 = 10.0;
/// Value of a stone on its path: safe from capture.
const PATH_BONUS: f64 = 6.0;

impl Evaluate for Eile {
    /// `review_judge eile 30 64`: Brier 0.206 with 10 % random moves (0.216 at 25 %, 0.232
    /// random).
    const JUDGE: super::review::Judge = super::review::Judge {
        random_share: 0.1,
        ..super::review::Judge::PLAYED_OUT
    };
    /// `ladder eile … club-master`: see `docs/rules/eile-mit-weile.md`, the master.
    const MASTER_ROLLOUTS: Option<super::rollout::RolloutPlan> =
        Some(super::rollout::RolloutPlan {
            candidates: 4,
            horizon: 24,
            min_rounds: 16,
            drop: None,
            deepen: None,
            overrule: None,
        });

    /// The master of a two-player game judges by its own, wider weights
    /// (`eile_learned::master_weights`, trained and measured on two-player games): the same
    /// rollouts as `MASTER_ROLLOUTS` on the game judged so, for the seat to move among all
    /// its legal actions, with the same draws from `rng` as the default path (the choices
    /// shuffled, then the rollouts' seed). With three or four players, the default path.
    fn master_steps(
        &self,
        rng: &mut super::GameRng,
        budget: super::master::MasterBudget,
    ) -> Option<Box<dyn super::PlanSteps<EileAction>>> {
        let plan = Self::MASTER_ROLLOUTS?;
        if self.seat_count() != 2 {
            return None;
        }
        let (EileEvaluation::Learned, Some(model)) =
            (GAME_EVALUATION, eile_learned::master_weights())
        else {
            return None;
        };
        let ToMove::Seat(seat) = self.to_move() else {
            return None;
        };
        let mut actions = self.legal_actions();
        super::shuffle(&mut actions, rng);
        let judged = EileWith::new(self.clone(), Judgement::Learned(model));
        Some(Box::new(super::rollout::RolloutSteps::new(
            &judged, seat, actions, plan, budget, rng,
        )))
    }

    fn evaluate(&self) -> Vec<f64> {
        match GAME_EVALUATION {
            EileEvaluation::HandMade => self.hand_made_values(),
            EileEvaluation::Learned => match eile_learned::shipped() {
                Some(model) => model.values(self),
                None => self.hand_made_values(),
            },
        }
    }
    /// The learned evaluation's win chances (learned where a die is to be rolled, where a
    /// rollout stops).
    fn win_chances(&self) -> Vec<f64> {
        match (GAME_EVALUATION, eile_learned::shipped()) {
            (EileEvaluation::Learned, Some(model)) => model.probabilities(self),
            _ => super::review::chances_by_values(&self.hand_made_values(), 100.0),
        }
    }
}

/// How many steps of a stone's run one progress feature covers.
const BUCKET: usize = 6;
/// Progress features of the common track: steps 0..=63 in buckets of six.
const TRACK_BUCKETS: usize = 11;
/// The features of one seat's side of a position.
const SIDE: usize = 22;
/// The features of a position as one seat sees it: its side, the leading opponent's side,
/// and four about both.
pub(super) const FEATURES: usize = 2 * SIDE + 4;

/// The features' names, in order: the weights file lists them, and a file whose names differ
/// is refused.
pub(super) fn feature_names() -> Vec<String> {
    let mut side = vec!["star".to_string()];
    side.extend((0..TRACK_BUCKETS).map(|b| format!("track_{}", b * BUCKET)));
    side.extend(
        [
            "path",
            "hut",
            "progress",
            "protected",
            "threatened",
            "threatened_value",
            "blockades",
            "blocking",
            "hand_made_score",
            "start_blocked",
        ]
        .map(String::from),
    );
    debug_assert_eq!(side.len(), SIDE);
    let mut names: Vec<String> = side.iter().map(|n| format!("own_{n}")).collect();
    names.extend(side.iter().map(|n| format!("opponent_{n}")));
    names.extend(["to_roll", "sixes_in_row", "race_lead", "hand_made_value"].map(String::from));
    names
}

/// One seat's side of a position: its features and its hand-made score.
#[derive(Clone, Copy, Default)]
struct Side {
    features: [f64; SIDE],
    score: f64,
}

impl Eile {
    /// The hand-made evaluation: each seat's score against the best and the mean of the others.
    pub(super) fn hand_made_values(&self) -> Vec<f64> {
        let n = self.seat_count();
        let scores: Vec<f64> = (0..n).map(|s| self.seat_score(Seat(s as u8))).collect();
        against_others(&scores)
    }

    /// Kept apart from `side` (which works it out too): the hand-made search needs nothing else.
    fn seat_score(&self, seat: Seat) -> f64 {
        let board = self.board();
        let hut = board.steps_to_hut() as f64;
        let mut score = 0.0;
        for &pos in self.stones(seat) {
            let StonePos::Run(k) = pos else { continue };
            let k = f64::from(k);
            let mut value = ENTERED_BONUS + k;
            if self.in_hut(pos) {
                value += HUT_BONUS;
            } else if self.path_field(pos).is_some() {
                value += PATH_BONUS;
            } else if let Some(t) = self.track_index(seat, pos)
                && !board.is_protected(t)
            {
                value -= (ENTERED_BONUS + k) * 0.6 * self.threat_at(seat, t);
            }
            score += value;
        }
        // The race matters more as it nears its end.
        score / hut * 100.0
    }

    /// The features of the position as `seat` sees it (`feature_names` in order); against
    /// the opponent with the best hand-made score when there are several.
    pub(super) fn learned_features(&self, seat: Seat) -> [f64; FEATURES] {
        self.features_of(&self.sides(), seat)
    }

    /// Every seat's features at once (the sides are worked out once).
    pub(super) fn learned_features_all(&self) -> Vec<[f64; FEATURES]> {
        let sides = self.sides();
        (0..self.seat_count())
            .map(|s| self.features_of(&sides, Seat(s as u8)))
            .collect()
    }

    /// Every seat's side (the array's tail past the seats unused).
    fn sides(&self) -> [Side; ARMS] {
        let mut sides = [Side::default(); ARMS];
        for (s, side) in sides.iter_mut().enumerate().take(self.seat_count()) {
            *side = self.side(Seat(s as u8));
        }
        sides
    }

    fn features_of(&self, sides: &[Side; ARMS], seat: Seat) -> [f64; FEATURES] {
        let s = seat.index();
        let n = self.seat_count();
        let leader = (0..n)
            .filter(|&o| o != s)
            .max_by(|&a, &b| sides[a].score.total_cmp(&sides[b].score))
            .expect("a game has two seats or more");
        let mut x = [0.0; FEATURES];
        x[..SIDE].copy_from_slice(&sides[s].features);
        x[SIDE..2 * SIDE].copy_from_slice(&sides[leader].features);
        let to_act = self.current() == seat && self.phase() != Phase::Over;
        x[2 * SIDE] = f64::from(u8::from(to_act));
        x[2 * SIDE + 1] = if to_act {
            f64::from(self.sixes_in_row()) / 2.0
        } else {
            0.0
        };
        // `progress` is the side's 15th feature.
        x[2 * SIDE + 2] = sides[s].features[14] - sides[leader].features[14];
        let scores: [f64; ARMS] = std::array::from_fn(|o| sides[o].score);
        x[2 * SIDE + 3] = against(&scores[..n], s) / 500.0;
        x
    }

    /// One seat's side: where its stones stand, how safe they are, its blockades, and the
    /// hand-made score (worked out together: both need the threats).
    fn side(&self, seat: Seat) -> Side {
        let board = self.board();
        let hut = board.steps_to_hut();
        let head = board.steps_to_head();
        let stones = self.stones(seat);
        let n = stones.len() as f64;
        let mut f = [0.0; SIDE];
        let mut score = 0.0;
        // A seat has at most four stones (the options are checked).
        let mut track_fields = [0usize; 4];
        let mut on_track = 0;
        let mut blockades = 0.0;
        for (i, &pos) in stones.iter().enumerate() {
            let StonePos::Run(k) = pos else {
                f[0] += 1.0;
                continue;
            };
            let k = usize::from(k);
            f[14] += k as f64;
            if stones[..i].iter().filter(|&&p| p == pos).count() == 1 && !self.in_hut(pos) {
                blockades += 1.0;
            }
            let mut value = ENTERED_BONUS + k as f64;
            if self.in_hut(pos) {
                f[13] += 1.0;
                value += HUT_BONUS;
            } else if self.path_field(pos).is_some() {
                f[12] += 1.0;
                value += PATH_BONUS;
            } else if let Some(t) = self.track_index(seat, pos) {
                f[1 + (k / BUCKET).min(TRACK_BUCKETS - 1)] += 1.0;
                track_fields[on_track] = t;
                on_track += 1;
                if board.is_protected(t) {
                    f[15] += 1.0;
                } else {
                    let threat = self.threat_at(seat, t);
                    f[16] += threat;
                    f[17] += threat * (k + 12) as f64 / (hut + 12) as f64;
                    value -= (ENTERED_BONUS + k as f64) * 0.6 * threat;
                }
            }
            score += value;
        }
        for i in (0..14).chain(15..18) {
            f[i] /= n;
        }
        f[14] /= n * hut as f64;
        f[18] = blockades / 2.0;
        f[19] = self.stones_blocked_by(seat, &track_fields[..on_track], head) / n;
        // The race matters more as it nears its end.
        let score = score / hut as f64 * 100.0;
        f[20] = score / 500.0;
        let start = board.start_field(self.arm_of(seat));
        let start_blockaded = (0..self.seat_count()).any(|o| {
            let other = Seat(o as u8);
            self.stones(other)
                .iter()
                .filter(|&&p| self.track_index(other, p) == Some(start))
                .count()
                >= 2
        });
        f[21] = f64::from(u8::from(start_blockaded && f[0] > 0.0));
        Side { features: f, score }
    }

    /// Opponent stones on the track with one of `seat`'s blockades at most twelve steps ahead
    /// on their way: they cannot pass it. `track_fields` are the seat's stones on the track.
    fn stones_blocked_by(&self, seat: Seat, track_fields: &[usize], head: usize) -> f64 {
        let len = self.board().track_len();
        let mut walls = [0usize; 2];
        let mut count = 0;
        for (i, t) in track_fields.iter().enumerate() {
            if track_fields[..i].contains(t) && count < walls.len() {
                walls[count] = *t;
                count += 1;
            }
        }
        if count == 0 {
            return 0.0;
        }
        let walls = &walls[..count];
        let mut blocked = 0.0;
        for o in (0..self.seat_count()).filter(|&o| o != seat.index()) {
            let other = Seat(o as u8);
            for &pos in self.stones(other) {
                let (Some(u), StonePos::Run(k)) = (self.track_index(other, pos), pos) else {
                    continue;
                };
                if walls.iter().any(|&t| {
                    let d = (t + len - u) % len;
                    (1..=12).contains(&d) && usize::from(k) + d <= head
                }) {
                    blocked += 1.0;
                }
            }
        }
        blocked
    }

    /// The chance that some opponent's next roll reaches or passes this track field.
    fn threat_at(&self, seat: Seat, track_index: usize) -> f64 {
        let len = self.board().track_len();
        let head = self.board().steps_to_head();
        let mut safe_chance = 1.0;
        for o in 0..self.seat_count() {
            let other = Seat(o as u8);
            if other == seat {
                continue;
            }
            for &pos in self.stones(other) {
                let Some(u) = self.track_index(other, pos) else {
                    continue;
                };
                let StonePos::Run(k) = pos else { continue };
                let d = (track_index + len - u) % len;
                if d == 0 || usize::from(k) + d > head {
                    continue;
                }
                // Counts 1..=5 and 12 are equally likely; any count >= d reaches it.
                let reach = match d {
                    1..=5 => (6 - d + 1) as f64 / 6.0,
                    6..=12 => 1.0 / 6.0,
                    _ => 0.0,
                };
                safe_chance *= 1.0 - reach;
            }
        }
        1.0 - safe_chance
    }
}

/// Each seat's score less the mean of the best other and the others' mean.
fn against_others(scores: &[f64]) -> Vec<f64> {
    (0..scores.len()).map(|s| against(scores, s)).collect()
}

/// One seat's score less the mean of the best other and the others' mean.
fn against(scores: &[f64], s: usize) -> f64 {
    let mut best_other = f64::NEG_INFINITY;
    let mut sum_other = 0.0;
    for (o, &score) in scores.iter().enumerate() {
        if o != s {
            best_other = best_other.max(score);
            sum_other += score;
        }
    }
    let mean_other = sum_other / (scores.len() - 1) as f64;
    scores[s] - 0.5 * (best_other + mean_other)
}

/// How an `EileWith` judges positions.
#[derive(Clone, Debug)]
pub enum Judgement {
    HandMade,
    Learned(Arc<LearnedEval>),
}

/// A game of Eile mit Weile judged by a chosen evaluation, for the AI players of a
/// comparison (the game itself judges by `GAME_EVALUATION`).
#[derive(Clone, Debug)]
pub struct EileWith {
    pub game: Eile,
    pub judgement: Judgement,
}

impl EileWith {
    pub fn new(game: Eile, judgement: Judgement) -> Self {
        Self { game, judgement }
    }
}

impl Game for EileWith {
    type Options = EileOptions;
    type Action = EileAction;
    type Event = EileEvent;
    type View = EileView;

    const ID: &'static str = Eile::ID;

    fn new(options: &EileOptions) -> Result<Self, RulesError> {
        let judgement = match (GAME_EVALUATION, eile_learned::shipped()) {
            (EileEvaluation::Learned, Some(model)) => Judgement::Learned(Arc::new(model.clone())),
            _ => Judgement::HandMade,
        };
        Ok(Self::new(Eile::new(options)?, judgement))
    }

    fn seat_count(&self) -> usize {
        self.game.seat_count()
    }

    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }

    fn legal_actions(&self) -> Vec<EileAction> {
        self.game.legal_actions()
    }

    fn chance_outcomes(&self) -> Vec<(EileAction, Probability)> {
        self.game.chance_outcomes()
    }

    fn pick_chance_outcome(&self, pick: &mut dyn FnMut(u32) -> u32) -> Option<EileAction> {
        self.game.pick_chance_outcome(pick)
    }

    fn apply(&mut self, action: &EileAction) -> Result<Vec<EileEvent>, IllegalAction> {
        self.game.apply(action)
    }

    fn apply_quietly(&mut self, action: &EileAction) -> Result<(), IllegalAction> {
        self.game.apply_quietly(action)
    }

    fn apply_listed(&mut self, action: &EileAction) -> Result<(), IllegalAction> {
        self.game.apply_listed(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn view(&self, seat: Seat) -> EileView {
        self.game.view(seat)
    }

    fn format_action(&self, action: &EileAction) -> String {
        self.game.format_action(action)
    }

    fn parse_action(&self, text: &str) -> Result<EileAction, RulesError> {
        self.game.parse_action(text)
    }

    fn progress(&self) -> u64 {
        self.game.progress()
    }
}

impl Evaluate for EileWith {
    const JUDGE: super::review::Judge = <Eile as Evaluate>::JUDGE;
    const MASTER_ROLLOUTS: Option<super::rollout::RolloutPlan> =
        <Eile as Evaluate>::MASTER_ROLLOUTS;

    fn evaluate(&self) -> Vec<f64> {
        match &self.judgement {
            Judgement::HandMade => self.game.hand_made_values(),
            Judgement::Learned(model) => model.values(&self.game),
        }
    }

    /// As `Eile`'s: the learned weights' win chances, or the hand-made values over a scale.
    fn win_chances(&self) -> Vec<f64> {
        match &self.judgement {
            Judgement::HandMade => {
                super::review::chances_by_values(&self.game.hand_made_values(), 100.0)
            }
            Judgement::Learned(model) => model.probabilities(&self.game),
        }
    }
}
