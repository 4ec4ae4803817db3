//! The strong Helsinki 1918 player: it plans whole initiatives by sampling. Its best few
//! choices by the quick evaluation are each played on to the end of this initiative and
//! through the next one, on guesses of the hidden cards (determinized: the other sides'
//! hands dealt again from what this seat cannot see), with dice drawn and every seat played
//! by a fast greedy policy; the choice with the best mean result at that horizon is taken.

use super::{
    GameRng,
    helsinki1918_eval::{counted_values, static_values},
    pick_index, sample_chance, shuffle,
};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{HAction, Helsinki1918, Side, seat_sides},
};

/// How much the planning player looks at: how many of the quick evaluation's best choices
/// it plays on, and on how many guesses of the hidden cards and dice each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanBudget {
    pub candidates: usize,
    pub samples: usize,
}

impl PlanBudget {
    /// The strong player's budget.
    pub const STRONG: PlanBudget = PlanBudget {
        candidates: 4,
        samples: 3,
    };
}
/// How many random choices the rollout policy compares at each decision (plus End/Pass).
const ROLLOUT_WIDTH: usize = 8;
/// A bound on the decisions of one rollout.
pub(super) const ROLLOUT_DECISIONS: usize = 80;
/// A bound on the positions one rollout judges statically (its choices' evaluations with
/// their dice): half the rollouts judge under 340, 99 % under 1 250, but one through several
/// battles judged 2 600 (a battle's card choices each average rounds of dice), and a plan of
/// such rollouts took most of a second. Past it the rollout is judged where it stands.
pub(super) const ROLLOUT_JUDGED: u32 = 1_200;
/// Initiative rolls a rollout passes before it is judged: the end of this initiative and
/// the whole next one.
pub(super) const HORIZON_INITIATIVES: usize = 2;

/// How many of the first ranking's children one step judges.
pub(super) const RANKING_STEP: usize = 12;
/// How many of the quick evaluation's choices after the candidates the plan keeps in order
/// (for the master, which plays them on too).
const RUNNERS_UP: usize = 4;

/// What a finished plan played on: its candidates (best first by the quick evaluation), each
/// one's value on every guess, the guesses' seeds, and the quick evaluation's next choices.
pub(super) struct PlayedOn {
    pub candidates: Vec<HAction>,
    pub values: Vec<Vec<f64>>,
    pub seeds: Vec<u64>,
    pub runners_up: Vec<HAction>,
}

/// The planning search as a sequence of small steps (a dozen children judged, or one
/// decision of a rollout), so a host with one thread can spread it over frames. Its random
/// numbers are all drawn in `new`: stepped to its end it makes the same choice, whoever
/// steps it (`choose_action` at once, the web a slice of each frame).
pub struct Planner {
    budget: PlanBudget,
    game: Helsinki1918,
    seat: usize,
    viewer: Vec<Side>,
    /// The seeds of the guesses and dice every candidate meets (common random numbers).
    seeds: Vec<u64>,
    /// The legal actions in their shuffled order, and their quick values judged so far.
    actions: Vec<HAction>,
    ranked: Vec<(f64, HAction)>,
    /// The candidate and sample being played on, the candidate's total so far, and the
    /// rollout under way.
    candidate: usize,
    sample: usize,
    total: f64,
    rollout: Option<Rollout>,
    best: Option<(f64, HAction)>,
    /// Each candidate's values on its guesses, once played on (in `ranked`'s order), and the
    /// values of the candidate being played on.
    values: Vec<Vec<f64>>,
    sample_values: Vec<f64>,
    /// The quick evaluation's next choices after the candidates (`RUNNERS_UP`).
    runners_up: Vec<HAction>,
}

impl Planner {
    /// A plan for the seat to move in `game` (which must be a seat's decision).
    pub fn new(game: &Helsinki1918, rng: &mut GameRng) -> Self {
        Self::with_budget(game, rng, PlanBudget::STRONG)
    }

    /// A plan with another budget (for comparing budgets: `examples/ai_duel.rs`).
    pub fn with_budget(game: &Helsinki1918, rng: &mut GameRng, budget: PlanBudget) -> Self {
        let seat = match game.to_move() {
            ToMove::Seat(seat) => seat.index(),
            _ => 0,
        };
        let mut actions = game.legal_actions();
        shuffle(&mut actions, rng);
        // A single choice needs no guesses (and draws none).
        let seeds: Vec<u64> = if actions.len() > 1 {
            (0..budget.samples)
                .map(|_| u64::from(pick_index(rng, u32::MAX as usize) as u32))
                .collect()
        } else {
            Vec::new()
        };
        actions.reverse();
        Self {
            budget,
            game: game.clone(),
            seat,
            viewer: seat_sides(game.options().players, seat),
            seeds,
            actions,
            ranked: Vec::new(),
            candidate: 0,
            sample: 0,
            total: 0.0,
            rollout: None,
            best: None,
            values: Vec::new(),
            sample_values: Vec::new(),
            runners_up: Vec::new(),
        }
    }

    /// What the plan played on; none before the plan is finished, nor when there was a
    /// single choice.
    pub(super) fn played_on(&self) -> Option<PlayedOn> {
        if self.ranked.is_empty() || self.values.len() < self.ranked.len() {
            return None;
        }
        Some(PlayedOn {
            candidates: self.ranked.iter().map(|(_, a)| a.clone()).collect(),
            values: self.values.clone(),
            seeds: self.seeds.clone(),
            runners_up: self.runners_up.clone(),
        })
    }

    /// One step of the search; the choice once it is made.
    pub fn step(&mut self) -> Option<HAction> {
        // First every legal action is judged by the quick evaluation, a few per step.
        if !self.actions.is_empty() {
            for _ in 0..RANKING_STEP {
                let Some(a) = self.actions.pop() else { break };
                let mut child = self.game.clone();
                child.apply_listed(&a).expect("legal actions apply");
                self.ranked.push((judge(&child, self.seat), a));
            }
            if self.actions.is_empty() {
                // A stable sort: equal values keep the shuffled order.
                self.ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
                let kept = self.budget.candidates.min(self.ranked.len());
                self.runners_up = (self.ranked[kept..].iter())
                    .take(RUNNERS_UP)
                    .map(|(_, a)| a.clone())
                    .collect();
                self.ranked.truncate(self.budget.candidates);
                if self.ranked.len() == 1 {
                    return Some(self.ranked.remove(0).1);
                }
                self.best = Some((f64::NEG_INFINITY, self.ranked[0].1.clone()));
            }
            return None;
        }
        // Then each candidate is played on against every guess, a decision per step.
        let Some((_, action)) = self.ranked.get(self.candidate).cloned() else {
            return self.best.take().map(|(_, a)| a);
        };
        match self.rollout.as_mut() {
            None => {
                let seed = self.seeds[self.sample];
                match start_rollout(&self.game, &self.viewer, self.seat, &action, seed) {
                    Ok(rollout) => self.rollout = Some(rollout),
                    Err(value) => self.next_sample(action, value),
                }
            }
            Some(rollout) => {
                if let Some(value) = rollout.step(self.seat) {
                    self.rollout = None;
                    self.next_sample(action, value);
                }
            }
        }
        if self.candidate == self.ranked.len() {
            return self.best.take().map(|(_, a)| a);
        }
        None
    }

    /// The choice so far, for a master out of time in the middle of the plan: the best
    /// candidate played on to the end (over all its guesses), else the quick evaluation's
    /// best of the orders judged so far (the first best: the shuffled order breaks ties).
    pub(super) fn provisional(&self) -> HAction {
        if let Some((_, action)) = &self.best {
            return action.clone();
        }
        let judged = self
            .ranked
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.0.total_cmp(&b.0).then(j.cmp(i)));
        match judged {
            Some((_, (_, action))) => action.clone(),
            None => self.actions.last().expect("a legal action").clone(),
        }
    }

    /// The sample is done with `value`: on to the next, or to the next candidate after the
    /// last.
    fn next_sample(&mut self, action: HAction, value: f64) {
        self.total += value;
        self.sample_values.push(value);
        self.sample += 1;
        if self.sample < self.budget.samples {
            return;
        }
        let mean = self.total / self.budget.samples as f64;
        self.values.push(std::mem::take(&mut self.sample_values));
        if self.best.as_ref().is_some_and(|(b, _)| mean > *b) {
            self.best = Some((mean, action));
        }
        self.sample = 0;
        self.total = 0.0;
        self.candidate += 1;
    }
}

impl super::PlanSteps<HAction> for Planner {
    fn step(&mut self) -> Option<HAction> {
        Planner::step(self)
    }
}

/// The rollout of `action` by `seat` on the guess of seed `seed`: the cards `viewer` cannot
/// see dealt again, the action played, the dice and the fast policy drawing on from the same
/// seed. Err with the position's value as it stands when the guessed hands cannot make the
/// card play.
pub(super) fn start_rollout(
    game: &Helsinki1918,
    viewer: &[Side],
    seat: usize,
    action: &HAction,
    seed: u64,
) -> Result<Rollout, f64> {
    let mut sample_rng = super::seeded_rng(seed);
    let mut guess = game.clone();
    guess.redeal_hidden(viewer, &mut |n| pick_index(&mut sample_rng, n));
    match guess.apply(action) {
        Ok(_) => Ok(Rollout::new(guess, sample_rng)),
        Err(_) => Err(judge(game, seat)),
    }
}

/// A rollout under way: played on decision by decision to the horizon.
pub(super) struct Rollout {
    pub(super) game: Helsinki1918,
    pub(super) rng: GameRng,
    pub(super) initiatives: usize,
    pub(super) decisions: usize,
    /// The positions its choices judged (`ROLLOUT_JUDGED`).
    pub(super) judged: u32,
}

impl Rollout {
    pub(super) fn new(game: Helsinki1918, rng: GameRng) -> Self {
        Self {
            game,
            rng,
            initiatives: 0,
            decisions: 0,
            judged: 0,
        }
    }

    /// Plays one decision (or die) with the fast policy; the position's value for `seat`
    /// once the rollout is over.
    pub(super) fn step(&mut self, seat: usize) -> Option<f64> {
        let game = &mut self.game;
        match game.to_move() {
            ToMove::Over => Some(judge(game, seat)),
            ToMove::Chance => {
                let action = sample_chance(game, &mut self.rng);
                if matches!(action, HAction::Initiative { .. }) {
                    self.initiatives += 1;
                    if self.initiatives >= HORIZON_INITIATIVES {
                        return Some(static_values(game)[seat]);
                    }
                }
                game.apply_listed(&action).expect("chance outcomes apply");
                None
            }
            ToMove::Seat(mover) => {
                self.decisions += 1;
                if self.decisions > ROLLOUT_DECISIONS || self.judged > ROLLOUT_JUDGED {
                    return Some(judge(game, seat));
                }
                let action = fast_choice(game, mover.index(), &mut self.rng, &mut self.judged);
                game.apply_listed(&action).expect("legal actions apply");
                None
            }
        }
    }
}

/// A position's value for `seat` (a finished game's utilities far outweigh any evaluation).
pub(super) fn judge(game: &Helsinki1918, seat: usize) -> f64 {
    use super::Evaluate;
    game.evaluate()[seat]
}

/// The rollout policy: the best by the quick evaluation of a few random choices, always
/// with ending the initiative (or passing) among them; the positions it judged are added to
/// `judged`.
pub(super) fn fast_choice(
    game: &Helsinki1918,
    mover: usize,
    rng: &mut GameRng,
    judged: &mut u32,
) -> HAction {
    let legal = game.legal_actions();
    if legal.len() == 1 {
        return legal[0].clone();
    }
    let mut choices: Vec<&HAction> = legal
        .iter()
        .filter(|a| matches!(a, HAction::End | HAction::Pass))
        .collect();
    if legal.len() <= ROLLOUT_WIDTH + choices.len() {
        choices = legal.iter().collect();
    } else {
        for _ in 0..ROLLOUT_WIDTH {
            choices.push(&legal[pick_index(rng, legal.len())]);
        }
    }
    let mut best = (f64::NEG_INFINITY, choices[0]);
    for action in choices {
        let mut child = game.clone();
        child.apply_listed(action).expect("legal actions apply");
        let value = counted_values(&child, judged)[mover];
        if value > best.0 {
            best = (value, action);
        }
    }
    best.1.clone()
}
