//! How often the 1918 game's master by rollouts disagrees with the ranking it starts from,
//! and how clearly: positions from club-against-club games (every seventh decision, where it
//! has more than two choices), each decided by the shipped plan with its ranking by the club
//! player's search or by a deeper search (`RolloutPlan::deepen`); prints the share of
//! decisions where the rollouts' best is not the ranking's first, and where it leads the
//! first by more than z standard errors of their paired differences. A ranking the rollouts
//! often clearly overrule misses what they see.
//!   cargo run --release --no-default-features --example rollout_lead -- FIRST_SEED GAMES MS DEPTH
//! MS: the decision's time; DEPTH: the deeper ranking's levels, 0 for the club player's.

use std::time::Duration;

use pelikaappi::{
    ai::{
        Evaluate, PlanSteps, Strength, choose_action,
        master::MasterBudget,
        rollout::{RolloutPlan, RolloutSteps},
        sample_chance, seeded_rng,
    },
    rules::{Game, ToMove, suomi1918::Suomi1918},
};

/// Every how many decisions of a game one is probed (if it has more than two choices).
const EVERY: u64 = 7;
/// The leads reported, in standard errors.
const BARS: [f64; 5] = [0.5, 1.0, 1.5, 2.0, 3.0];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: rollout_lead FIRST_SEED GAMES MS DEPTH";
    let number = |i: usize| -> u64 {
        let arg = args.get(i).unwrap_or_else(|| panic!("{usage}"));
        arg.parse()
            .unwrap_or_else(|_| panic!("{usage} (not '{arg}')"))
    };
    let (first, games, ms, depth) = (number(1), number(2), number(3), number(4));
    let shipped = Suomi1918::MASTER_ROLLOUTS.expect("a master by rollouts");
    let plan = RolloutPlan {
        deepen: (depth > 0).then_some(depth as u32),
        ..shipped
    };
    let mut leads = Vec::new();
    // Decisions probed, and those with fewer rounds than the plan's least (there the master
    // plays the ranking's first; those with under two rounds have no lead to count).
    let (mut probed, mut short) = (0usize, 0usize);
    for seed in first..first + games {
        let mut game = Suomi1918::new(&Default::default()).expect("the default options");
        let mut rng = seeded_rng(seed);
        let mut decisions = 0u64;
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                ToMove::Seat(seat) => {
                    let legal = game.legal_actions();
                    decisions += 1;
                    if legal.len() > 2 && decisions.is_multiple_of(EVERY) {
                        let budget = MasterBudget::Time(Duration::from_millis(ms));
                        let probe_rng = &mut seeded_rng((seed - 1) * 1000 + decisions);
                        let mut steps =
                            RolloutSteps::new(&game, seat, legal, plan, budget, probe_rng);
                        while steps.step().is_none() {}
                        probed += 1;
                        short += usize::from(steps.rounds() < plan.min_rounds);
                        leads.extend(steps.lead_over_first());
                    }
                    choose_action(&game, Strength::Strong, &mut rng)
                }
                ToMove::Over => unreachable!("the loop ends first"),
            };
            game.apply_quietly(&action)
                .expect("chosen actions are legal");
        }
    }
    let n = leads.len() as f64;
    let share = |count: usize| 100.0 * count as f64 / n.max(1.0);
    let other = leads.iter().filter(|(best, _)| *best != 0).count();
    print!(
        "{} decisions, ranked by {}: the rollouts' best not the first {:.0} %",
        leads.len(),
        if depth > 0 {
            format!("depth {depth}")
        } else {
            "the club player".into()
        },
        share(other)
    );
    for bar in BARS {
        let clear = leads.iter().filter(|(_, lead)| *lead > bar).count();
        print!(", leading by over {bar} errors {:.0} %", share(clear));
    }
    println!();
    println!(
        "({probed} probed; {short} with fewer than {} rounds, where the ranking's first is played)",
        plan.min_rounds
    );
}
