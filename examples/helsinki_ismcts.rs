//! The Helsinki 1918 master's search against the information-set tree search on paired dice:
//! `helsinki_ismcts SEED PAIRS BUDGET_MS` plays two-player games of the information-set tree
//! search (`IsMcts`, A) against the master (`RefinedPlan`: the club's plan refined by more
//! guesses, B), both at `MasterBudget::Time(BUDGET_MS)`; each seed from SEED on twice, the
//! sides swapped, with the same dice and draws (`ai::paired::play_pair`). Prints each pair as
//! it ends, then A's score with a 95 % interval over the pairs and each side's slowest
//! decision. (The IS-MCTS's 37.5 % in `docs/rules/helsinki1918.md` was measured against the
//! master before it, the planner with growing budgets.)

use std::{cell::Cell, time::Duration};

use pelikaappi::{
    ai::{
        GameRng, IsMcts, PlanSteps, RefinedPlan,
        master::MasterBudget,
        paired::{mean_with_interval, play_pair},
    },
    rules::{
        Game,
        helsinki1918::{HAction, Helsinki1918, HelsinkiOptions},
    },
};

/// Steps a search to its choice.
fn run(mut steps: impl PlanSteps<HAction>) -> HAction {
    loop {
        if let Some(action) = steps.step() {
            return action;
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [seed, pairs, budget_ms] = [1, 2, 3].map(|i| {
        args.get(i)
            .and_then(|a| a.parse::<u64>().ok())
            .expect("usage: helsinki_ismcts SEED PAIRS BUDGET_MS")
    });
    let budget = MasterBudget::Time(Duration::from_millis(budget_ms));
    // The searches' iterations, for the record: (decisions searched, iterations).
    let iterations = Cell::new((0u64, 0u64));
    let ismcts = |game: &Helsinki1918, rng: &mut GameRng| {
        let legal = game.legal_actions();
        if legal.len() == 1 {
            return legal[0].clone();
        }
        let mut search = IsMcts::new(game, rng, budget);
        loop {
            if let Some(action) = search.step() {
                let (d, i) = iterations.get();
                iterations.set((d + 1, i + u64::from(search.iterations())));
                return action;
            }
        }
    };
    let refined = |game: &Helsinki1918, rng: &mut GameRng| {
        let legal = game.legal_actions();
        if legal.len() == 1 {
            return legal[0].clone();
        }
        run(RefinedPlan::new(game, rng, budget))
    };
    let options = HelsinkiOptions { players: 2 };
    let mut shares = Vec::new();
    let mut slowest = [Duration::ZERO; 2];
    let mut decisions = [0u64; 2];
    for s in seed..seed + pairs {
        let pair = play_pair::<Helsinki1918>(&options, [&ismcts, &refined], s);
        shares.push(pair.share());
        for k in 0..2 {
            slowest[k] = slowest[k].max(pair.slowest[k]);
            decisions[k] += pair.decisions[k];
        }
        println!(
            "seed {s}: IS-MCTS {} + {} (as Reds, as Germans and Whites); slowest {} ms / {} ms",
            pair.points[0],
            pair.points[1],
            pair.slowest[0].as_millis(),
            pair.slowest[1].as_millis()
        );
    }
    let (mean, half) = mean_with_interval(&shares);
    let (searched, done) = iterations.get();
    println!(
        "IS-MCTS against RefinedPlan at {budget_ms} ms, {} pairs ({} games) from seed {seed}: \
         {:.1} % ± {:.1} (95 %: {:.1}–{:.1} %)",
        shares.len(),
        2 * shares.len(),
        100.0 * mean,
        100.0 * half,
        100.0 * (mean - half),
        100.0 * (mean + half)
    );
    println!(
        "decisions: IS-MCTS {} ({} searched, {:.1} iterations each), RefinedPlan {}; slowest: \
         IS-MCTS {} ms, RefinedPlan {} ms",
        decisions[0],
        searched,
        done as f64 / searched.max(1) as f64,
        decisions[1],
        slowest[0].as_millis(),
        slowest[1].as_millis()
    );
}
