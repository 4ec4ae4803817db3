//! The Helsinki 1918 master: the club player's plan, then refined. Its candidates (the
//! club's four and the quick evaluation's next four) are played on again and again, each
//! round on one more guess of the hidden cards and dice that every candidate still in the
//! running meets (common random numbers); a candidate clearly worse than the best on the
//! same guesses drops out, so the time goes to the close ones. A decision ends when its time
//! is spent, when one candidate is left, at `MAX_GUESSES`, or when a budget of positions
//! cannot pay for another round; the best mean over the guesses is played. Nothing of the
//! club's plan is thrown away: until a round past the club's guesses is finished the choice
//! is the club's own, and a budget of time too short for the club's plan itself gives way to
//! the clock (the best candidate played on to the end, else the quick ranking's best).

use web_time::{Duration, Instant};

use super::{
    GameRng, PlanSteps,
    candidates::{DropRule, best_candidate, drop_the_clearly_worse},
    helsinki1918_plan::{PlanBudget, Planner, Rollout, start_rollout},
    master::MasterBudget,
    pick_index,
};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{HAction, Helsinki1918, Side, seat_sides},
};

/// The most guesses a decision plays on (the club's and the rounds'): a decision that has
/// them all is done before its time (more guesses change the means by little).
const MAX_GUESSES: usize = 200;
/// A budget of positions (the review's) buys a rollout for this many, as the
/// information-set search counts an iteration.
const ROLLOUT_POSITIONS: u32 = 10_000;
/// The most rollouts a budget of positions buys (the review's time stays bounded).
const MAX_BUDGET_ROLLOUTS: u32 = 160;
/// A candidate drops out from eight guesses on, when its mean on the same guesses is below the
/// best's by more than 2.5 standard errors of the difference (a rule of thumb: see
/// `DropRule`).
const DROP: DropRule = DropRule {
    min_samples: 8,
    below: 2.5,
};

/// The master's decision under way: the club's plan, then rounds of rollouts, a decision of
/// a rollout (or a dozen orders of the club's ranking) a step.
pub struct RefinedPlan {
    game: Helsinki1918,
    seat: usize,
    viewer: Vec<Side>,
    rng: GameRng,
    /// The time's end (none: a budget of positions, spent as a count of rollouts).
    deadline: Option<Instant>,
    /// The longest step so far: the decision stops when another might end past the deadline.
    longest_step: Duration,
    /// The rollouts still allowed.
    rollouts_left: u32,
    /// The club's plan.
    planner: Planner,
    /// The club's choice, once its plan is finished.
    club: Option<HAction>,
    /// The candidates: the club's (in its order), then the quick evaluation's next ones.
    candidates: Vec<HAction>,
    /// Each candidate's value on every guess it was played on, in the guesses' order.
    values: Vec<Vec<f64>>,
    /// The candidates still in the running.
    running: Vec<bool>,
    /// The guesses' seeds: the club's, then one a round.
    seeds: Vec<u64>,
    /// The rollout under way, and its candidate.
    rollout: Option<(usize, Rollout)>,
    /// The choice, once made.
    chosen: Option<HAction>,
}

impl RefinedPlan {
    /// The master's decision for the seat to move in `game`, within `budget`; its guesses
    /// drawn from `rng`.
    pub fn new(game: &Helsinki1918, rng: &mut GameRng, budget: MasterBudget) -> Self {
        let (deadline, rollouts_left) = match budget {
            MasterBudget::Time(time) => (Some(Instant::now() + time), u32::MAX),
            MasterBudget::Positions(n) => (None, (n / ROLLOUT_POSITIONS).min(MAX_BUDGET_ROLLOUTS)),
        };
        let seat = match game.to_move() {
            ToMove::Seat(seat) => seat.index(),
            _ => 0,
        };
        let mut own = rng.clone();
        let planner = Planner::with_budget(game, &mut own, PlanBudget::STRONG);
        Self {
            game: game.clone(),
            seat,
            viewer: seat_sides(game.options().players, seat),
            rng: own,
            deadline,
            longest_step: Duration::ZERO,
            rollouts_left,
            planner,
            club: None,
            candidates: Vec::new(),
            values: Vec::new(),
            running: Vec::new(),
            seeds: Vec::new(),
            rollout: None,
            chosen: None,
        }
    }

    /// The guesses every candidate in the running has been played on (0 during the club's
    /// plan, and while the next candidates catch up with the club's).
    pub fn guesses(&self) -> usize {
        (self.values.iter().zip(&self.running))
            .filter(|(_, running)| **running)
            .map(|(values, _)| values.len())
            .min()
            .unwrap_or(0)
    }

    /// The candidates still in the running.
    pub fn in_the_running(&self) -> usize {
        self.running.iter().filter(|r| **r).count()
    }

    /// The choice now: the club's until the rounds add guesses to its, then the best mean
    /// over the guesses every candidate in the running has met (the first best: the
    /// candidates stand in the quick evaluation's order, as in the club's plan).
    fn best(&self) -> HAction {
        let club = self.club.as_ref().expect("the club's plan is finished");
        let guesses = self.guesses();
        if guesses <= PlanBudget::STRONG.samples {
            return club.clone();
        }
        self.candidates[best_candidate(&self.values, &self.running, guesses)].clone()
    }

    /// The choice when the time is up.
    fn choice_now(&self) -> HAction {
        match &self.club {
            None => self.planner.provisional(),
            Some(_) => self.best(),
        }
    }

    /// The next rollout to play: the first candidate in the running without a value on the
    /// earliest guess some candidate lacks; none when all have met every guess.
    fn next_rollout(&self) -> Option<(usize, usize)> {
        let guesses = self.guesses();
        if guesses == self.seeds.len() {
            return None;
        }
        (0..self.candidates.len())
            .find(|&c| self.running[c] && self.values[c].len() == guesses)
            .map(|c| (c, guesses))
    }

    /// One step: of the club's plan, or of a round's rollout.
    fn advance(&mut self) -> Option<HAction> {
        if let Some(chosen) = &self.chosen {
            // Asked again after its choice.
            return Some(chosen.clone());
        }
        if self.club.is_none() {
            let choice = self.planner.step()?;
            self.club = Some(choice.clone());
            let Some(played) = self.planner.played_on() else {
                return self.choose(choice);
            };
            let runners_up = played.runners_up.len();
            // The next candidates' catch-up and one round, or no rollouts at all.
            let first_round =
                runners_up * PlanBudget::STRONG.samples + played.candidates.len() + runners_up;
            if (self.rollouts_left as usize) < first_round {
                return self.choose(choice);
            }
            self.candidates = played.candidates;
            self.candidates.extend(played.runners_up);
            self.values = played.values;
            self.values.extend((0..runners_up).map(|_| Vec::new()));
            self.running = vec![true; self.candidates.len()];
            self.seeds = played.seeds;
            return None;
        }
        if let Some((candidate, rollout)) = self.rollout.as_mut() {
            if let Some(value) = rollout.step(self.seat) {
                self.values[*candidate].push(value);
                self.rollout = None;
            }
            return None;
        }
        match self.next_rollout() {
            Some(_) if self.rollouts_left == 0 => return self.choose(self.best()),
            Some((candidate, guess)) => {
                self.rollouts_left -= 1;
                let action = &self.candidates[candidate];
                let seed = self.seeds[guess];
                match start_rollout(&self.game, &self.viewer, self.seat, action, seed) {
                    Ok(rollout) => self.rollout = Some((candidate, rollout)),
                    // The guessed hands cannot make this card play: judged as it stands, as
                    // the club's plan judges it.
                    Err(value) => self.values[candidate].push(value),
                }
            }
            None => {
                // Every candidate in the running has met every guess: the clearly worse drop
                // out, and a round on a new guess begins if it can be afforded.
                let guesses = self.guesses();
                drop_the_clearly_worse(&self.values, &mut self.running, guesses, DROP);
                let running = self.in_the_running();
                if running < 2 || guesses >= MAX_GUESSES || self.rollouts_left < running as u32 {
                    return self.choose(self.best());
                }
                self.seeds.push(u64::from(
                    pick_index(&mut self.rng, u32::MAX as usize) as u32
                ));
            }
        }
        None
    }

    fn choose(&mut self, action: HAction) -> Option<HAction> {
        self.chosen = Some(action.clone());
        Some(action)
    }
}

impl PlanSteps<HAction> for RefinedPlan {
    fn step(&mut self) -> Option<HAction> {
        let Some(deadline) = self.deadline else {
            return self.advance();
        };
        if let Some(chosen) = &self.chosen {
            return Some(chosen.clone());
        }
        let started = Instant::now();
        if started + self.longest_step >= deadline {
            let choice = self.choice_now();
            return self.choose(choice);
        }
        let done = self.advance();
        self.longest_step = self.longest_step.max(started.elapsed());
        done
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Strength, choose_action, seeded_rng};
    use crate::rules::helsinki1918::HelsinkiOptions;

    /// A two-player position with a choice of several orders, some way into a random game.
    fn a_choice(seed: u64) -> Helsinki1918 {
        let mut game = Helsinki1918::new(&HelsinkiOptions { players: 2 }).expect("options");
        let mut rng = seeded_rng(seed);
        let mut choices = 0;
        loop {
            if let ToMove::Seat(_) = game.to_move()
                && game.legal_actions().len() > 6
            {
                choices += 1;
                if choices > 3 {
                    return game;
                }
            }
            let action = choose_action(&game, Strength::Quick, &mut rng);
            game.apply_quietly(&action).expect("legal");
        }
    }

    fn run(plan: &mut impl PlanSteps<HAction>) -> HAction {
        loop {
            if let Some(action) = plan.step() {
                return action;
            }
        }
    }

    /// With no round finished the master plays the club's choice: when the budget allows
    /// no rollout, when it cannot pay for the next four's catch-up and a round, and when the
    /// time would run out right after the club's plan.
    #[test]
    fn without_rounds_the_master_plays_the_club_players_choice() {
        for seed in 1..3 {
            let game = a_choice(seed);
            let mut rng = seeded_rng(seed);
            let club = run(&mut Planner::with_budget(
                &game,
                &mut rng.clone(),
                PlanBudget::STRONG,
            ));
            for rollouts in [0, 12 + 7] {
                let budget = MasterBudget::Positions(rollouts * ROLLOUT_POSITIONS + 1);
                let mut master = RefinedPlan::new(&game, &mut rng.clone(), budget);
                assert_eq!(run(&mut master), club, "seed {seed}, {rollouts} rollouts");
                assert!(master.values.is_empty(), "seed {seed}: no rollout played");
            }
            // A round allowed, but the time up as soon as the club's plan is finished.
            let budget = MasterBudget::Positions(20 * ROLLOUT_POSITIONS);
            let mut master = RefinedPlan::new(&game, &mut rng, budget);
            while master.club.is_none() {
                assert_eq!(master.advance(), None, "seed {seed}: a round is allowed");
            }
            assert_eq!(master.seeds.len(), PlanBudget::STRONG.samples);
            assert_eq!(master.values.len(), 8, "seed {seed}: eight candidates");
            assert_eq!(master.choice_now(), club, "seed {seed}: the club's choice");
        }
    }

    /// The value of `action` played on the guess of `seed`, as a round plays it.
    fn value_on_guess(game: &Helsinki1918, seat: usize, action: &HAction, seed: u64) -> f64 {
        let viewer = seat_sides(game.options().players, seat);
        match start_rollout(game, &viewer, seat, action, seed) {
            Err(value) => value,
            Ok(mut rollout) => loop {
                if let Some(value) = rollout.step(seat) {
                    break value;
                }
            },
        }
    }

    /// The next four candidates catch up on the club's guesses, then every candidate in the
    /// running meets every round's guess (the values checked against rollouts played here on
    /// the same seeds), the clearly worse drop out and stop, every rollout of the budget is
    /// counted once, and the best mean of those in the running is played.
    #[test]
    fn candidates_in_the_running_meet_the_same_guesses_and_the_best_mean_is_played() {
        let game = a_choice(7);
        let seat = match game.to_move() {
            ToMove::Seat(seat) => seat.index(),
            _ => unreachable!("a seat's choice"),
        };
        let choose = || {
            let budget = MasterBudget::Positions(MAX_BUDGET_ROLLOUTS * ROLLOUT_POSITIONS);
            let mut master = RefinedPlan::new(&game, &mut seeded_rng(7), budget);
            let action = run(&mut master);
            (action, master)
        };
        let (first, master) = choose();
        let mut own = seeded_rng(7);
        let mut planner = Planner::with_budget(&game, &mut own, PlanBudget::STRONG);
        run(&mut planner);
        let played = planner.played_on().expect("a choice of several orders");
        assert_eq!(
            played.runners_up.len(),
            4,
            "a wide choice has four runners-up"
        );
        let mut candidates = played.candidates.clone();
        candidates.extend(played.runners_up.clone());
        assert_eq!(
            master.candidates, candidates,
            "the club's four, then the next four"
        );
        let guesses = master.guesses();
        assert!(
            guesses >= DROP.min_samples,
            "rounds played: {guesses} guesses"
        );
        assert!(
            master.in_the_running() < candidates.len(),
            "some candidate dropped out"
        );
        for (c, values) in master.values.iter().enumerate() {
            if master.running[c] {
                assert_eq!(values.len(), guesses, "candidate {c} met every guess");
            } else {
                assert!(values.len() <= guesses, "dropped {c} stopped");
            }
            for (g, value) in values.iter().enumerate() {
                let expected = value_on_guess(&game, seat, &candidates[c], master.seeds[g]);
                assert_eq!(*value, expected, "candidate {c} on guess {g}");
            }
        }
        let rollouts: usize = master.values.iter().map(Vec::len).sum();
        let club_rollouts = 4 * PlanBudget::STRONG.samples;
        assert_eq!(
            rollouts - club_rollouts,
            (MAX_BUDGET_ROLLOUTS - master.rollouts_left) as usize,
            "each rollout of the budget counted once"
        );
        assert_eq!(
            master.values[..4]
                .iter()
                .map(|v| v[..3].to_vec())
                .collect::<Vec<_>>(),
            played.values,
            "the club's guesses kept"
        );
        let mean = |c: usize| master.values[c][..guesses].iter().sum::<f64>() / guesses as f64;
        let best = (0..candidates.len())
            .filter(|&c| master.running[c])
            .fold(None, |best: Option<usize>, c| match best {
                Some(b) if mean(b) >= mean(c) => Some(b),
                _ => Some(c),
            })
            .expect("a candidate in the running");
        assert_eq!(
            first, candidates[best],
            "the best mean in the running played"
        );
        assert_eq!(first, choose().0, "the same choice again");
    }
}
