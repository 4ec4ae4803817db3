//! The Helsinki 1918 master: the club player's plan, then refined. Its (up to four)
//! candidates are played on again and again, each round on one more guess of the hidden cards
//! and dice that every candidate meets (common random numbers), until the time is spent; the
//! best mean over all the guesses is played. Nothing of the club's plan is thrown away: with
//! no time for a round the choice is the club's own, and a budget of time too short for the
//! club's plan itself gives way to the clock (the best candidate played on to the end, else
//! the quick ranking's best).

use web_time::{Duration, Instant};

use super::{
    GameRng, PlanSteps,
    helsinki1918_plan::{PlanBudget, Planner, Rollout, start_rollout},
    master::MasterBudget,
    pick_index,
};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{HAction, Helsinki1918, Side, seat_sides},
};

/// The most rounds a decision plays past the club's plan (a decision that has them all is
/// done before its time: more guesses change the mean by little).
const MAX_ROUNDS: u32 = 40;
/// A budget of positions (the review's) buys a round for this many: 10 000 a rollout of each
/// of the four candidates, as the information-set search counts an iteration.
const ROUND_POSITIONS: u32 = 40_000;

/// The master's decision under way: the club's plan, then rounds of rollouts, a decision of
/// a rollout (or a dozen orders of the club's ranking) a step.
pub struct RefinedPlan {
    game: Helsinki1918,
    seat: usize,
    viewer: Vec<Side>,
    rng: GameRng,
    /// The time's end (none: a budget of positions, spent as a count of rounds).
    deadline: Option<Instant>,
    /// The longest step so far: the decision stops when another might end past the deadline.
    longest_step: Duration,
    /// The rounds still allowed.
    rounds_left: u32,
    /// The club's plan.
    planner: Planner,
    /// The club's choice, once its plan is finished.
    club: Option<HAction>,
    /// The club's candidates, their values summed over every finished guess, and the guesses.
    candidates: Vec<HAction>,
    sums: Vec<f64>,
    guesses: usize,
    round: Option<Round>,
}

/// A round under way: its guess's seed, the values of the candidates played on so far, and
/// the rollout of the next.
struct Round {
    seed: u64,
    values: Vec<f64>,
    rollout: Option<Rollout>,
}

impl RefinedPlan {
    /// The master's decision for the seat to move in `game`, within `budget`; its guesses
    /// drawn from `rng`.
    pub fn new(game: &Helsinki1918, rng: &mut GameRng, budget: MasterBudget) -> Self {
        let (deadline, rounds_left) = match budget {
            MasterBudget::Time(time) => (Some(Instant::now() + time), MAX_ROUNDS),
            MasterBudget::Positions(n) => (None, (n / ROUND_POSITIONS).min(MAX_ROUNDS)),
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
            rounds_left,
            planner,
            club: None,
            candidates: Vec::new(),
            sums: Vec::new(),
            guesses: 0,
            round: None,
        }
    }

    /// The guesses each candidate has been played on so far (0 during the club's plan).
    pub fn guesses(&self) -> usize {
        self.guesses
    }

    /// The choice now: the club's before any round is finished, then the best mean over the
    /// finished guesses (the first best: the candidates stand in the quick evaluation's
    /// order, as in the club's plan).
    fn best(&self) -> HAction {
        if let Some(club) = &self.club
            && self.guesses == PlanBudget::STRONG.samples
        {
            return club.clone();
        }
        let mut best = 0;
        for (i, sum) in self.sums.iter().enumerate() {
            if *sum > self.sums[best] {
                best = i;
            }
        }
        self.candidates[best].clone()
    }

    /// The choice when the time is up.
    fn choice_now(&self) -> HAction {
        match &self.club {
            None => self.planner.provisional(),
            Some(_) => self.best(),
        }
    }

    /// One step: of the club's plan, or of a round's rollout.
    fn advance(&mut self) -> Option<HAction> {
        let Some(club) = &self.club else {
            let choice = self.planner.step()?;
            let (candidates, sums, guesses) = self.planner.played_on();
            self.club = Some(choice.clone());
            if candidates.len() < 2 || self.rounds_left == 0 {
                return Some(choice);
            }
            self.candidates = candidates;
            self.sums = sums;
            self.guesses = guesses;
            return None;
        };
        if self.candidates.len() < 2 || self.rounds_left == 0 {
            // Asked again after its choice.
            return Some(club.clone());
        }
        let round = self.round.get_or_insert_with(|| Round {
            seed: u64::from(pick_index(&mut self.rng, u32::MAX as usize) as u32),
            values: Vec::with_capacity(self.candidates.len()),
            rollout: None,
        });
        if round.values.len() == self.candidates.len() {
            for (sum, value) in self.sums.iter_mut().zip(&round.values) {
                *sum += value;
            }
            self.guesses += 1;
            self.rounds_left -= 1;
            self.round = None;
            if self.rounds_left == 0 {
                return Some(self.best());
            }
            return None;
        }
        match round.rollout.as_mut() {
            None => {
                let action = &self.candidates[round.values.len()];
                match start_rollout(&self.game, &self.viewer, self.seat, action, round.seed) {
                    Ok(rollout) => round.rollout = Some(rollout),
                    // The guessed hands cannot make this card play: judged as it stands, as
                    // the club's plan judges it.
                    Err(value) => round.values.push(value),
                }
            }
            Some(rollout) => {
                if let Some(value) = rollout.step(self.seat) {
                    round.values.push(value);
                    round.rollout = None;
                }
            }
        }
        None
    }
}

impl PlanSteps<HAction> for RefinedPlan {
    fn step(&mut self) -> Option<HAction> {
        let Some(deadline) = self.deadline else {
            return self.advance();
        };
        let started = Instant::now();
        if started + self.longest_step >= deadline {
            return Some(self.choice_now());
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
            game.apply(&action).expect("legal");
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
    /// none, and when the time would run out right after the club's plan.
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
            let mut master = RefinedPlan::new(&game, &mut rng.clone(), MasterBudget::Positions(1));
            assert_eq!(run(&mut master), club, "seed {seed}");
            assert_eq!(master.guesses(), 0, "seed {seed}: no round played");
            // A round allowed, but the time up as soon as the club's plan is finished.
            let mut master =
                RefinedPlan::new(&game, &mut rng, MasterBudget::Positions(ROUND_POSITIONS));
            while master.club.is_none() {
                assert_eq!(master.advance(), None, "seed {seed}: a round is allowed");
            }
            assert_eq!(master.guesses(), PlanBudget::STRONG.samples);
            assert_eq!(master.choice_now(), club, "seed {seed}: the club's choice");
        }
    }

    /// Each round plays every candidate on one more guess, the same for all (the seeds drawn
    /// after the club's plan's), and the choice is the best sum over all the guesses: the
    /// sums rebuilt here rollout by rollout.
    #[test]
    fn rounds_add_a_guess_to_every_candidate_and_the_best_sum_is_played() {
        let game = a_choice(7);
        let seat = match game.to_move() {
            ToMove::Seat(seat) => seat.index(),
            _ => unreachable!("a seat's choice"),
        };
        let rounds = 4;
        let choose = || {
            let budget = MasterBudget::Positions(rounds * ROUND_POSITIONS);
            let mut master = RefinedPlan::new(&game, &mut seeded_rng(7), budget);
            let action = run(&mut master);
            (action, master)
        };
        let (first, master) = choose();
        assert_eq!(
            master.guesses(),
            PlanBudget::STRONG.samples + rounds as usize,
            "the club's guesses and four rounds"
        );

        let mut own = seeded_rng(7);
        let mut planner = Planner::with_budget(&game, &mut own, PlanBudget::STRONG);
        run(&mut planner);
        let (candidates, club_sums, _) = planner.played_on();
        let viewer = seat_sides(game.options().players, seat);
        let mut sums = club_sums.clone();
        for _ in 0..rounds {
            let seed = u64::from(pick_index(&mut own, u32::MAX as usize) as u32);
            for (sum, action) in sums.iter_mut().zip(&candidates) {
                *sum += match start_rollout(&game, &viewer, seat, action, seed) {
                    Err(value) => value,
                    Ok(mut rollout) => loop {
                        if let Some(value) = rollout.step(seat) {
                            break value;
                        }
                    },
                };
            }
        }
        assert_eq!(master.candidates, candidates, "the club's candidates");
        assert_eq!(master.sums, sums, "each round's values added");
        assert_ne!(master.sums, club_sums, "the rounds counted");
        let best = (0..sums.len()).fold(0, |best, i| if sums[i] > sums[best] { i } else { best });
        assert_eq!(first, candidates[best], "the best sum played");
        assert_eq!(first, choose().0, "the same choice again");
    }
}
