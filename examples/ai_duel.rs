//! Two search depths of the same AI against each other, to measure what more search buys:
//! `ai_duel GAME DEPTH_A DEPTH_B FIRST_SEED GAMES` (GAME: eile, razboiniki, suomi1918; for
//! helsinki1918, two players, the planning player's budgets as CANDIDATESxSAMPLES, e.g. 4x3).
//! Played on paired dice (`src/ai/paired.rs`): each seed twice, the two swapping seats, with
//! the same dice and draws in both games (in Eile mit Weile with four players, A takes seats
//! 0 and 2 in one, 1 and 3 in the other). Prints the points of each (a shared first place
//! counts its share), A's score with its 95 % interval over the pairs, and the think times.

use pelikaappi::{
    ai::{
        Evaluate, GameRng, PlanBudget, Planner, choose_at_depth,
        paired::{mean_with_interval, play_pair},
    },
    rules::{
        Game,
        eile::Eile,
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

struct Tally {
    shares: Vec<f64>,
    wins: [f64; 2],
    decisions: [u64; 2],
    slowest_ms: [f64; 2],
}

/// A player of the duel: chooses for the seat to move.
type Player<'a, G> = &'a dyn Fn(&G, &mut GameRng) -> <G as Game>::Action;

fn duel<G: Evaluate>(depths: [u32; 2], first: u64, games: u64) -> Tally {
    let a = |g: &G, rng: &mut GameRng| choose_at_depth(g, depths[0], rng);
    let b = |g: &G, rng: &mut GameRng| choose_at_depth(g, depths[1], rng);
    play::<G>(&Default::default(), [&a, &b], first, games)
}

fn play<G: Evaluate>(
    options: &G::Options,
    players: [Player<G>; 2],
    first: u64,
    games: u64,
) -> Tally {
    let mut tally = Tally {
        shares: Vec::new(),
        wins: [0.0; 2],
        decisions: [0; 2],
        slowest_ms: [0.0; 2],
    };
    for seed in first..first + games.div_ceil(2) {
        let pair = play_pair::<G>(options, players, seed);
        let a = pair.points[0] + pair.points[1];
        // One line a pair, so a long duel shows how it goes.
        eprintln!("seed {seed}: A {a:.1} of 2");
        tally.wins[0] += a;
        tally.wins[1] += 2.0 - a;
        tally.shares.push(pair.share());
        for who in 0..2 {
            tally.decisions[who] += pair.decisions[who];
            tally.slowest_ms[who] =
                tally.slowest_ms[who].max(pair.slowest[who].as_secs_f64() * 1000.0);
        }
    }
    tally
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: ai_duel GAME DEPTH_A DEPTH_B FIRST_SEED GAMES";
    let arg = |i: usize| args.get(i).expect(usage);
    let first: u64 = arg(4).parse().expect(usage);
    let games: u64 = arg(5).parse().expect(usage);
    let depth = |i: usize| arg(i).parse().expect(usage);
    let budget = |i: usize| {
        let (c, s) = arg(i).split_once('x').expect(usage);
        PlanBudget {
            candidates: c.parse().expect(usage),
            samples: s.parse().expect(usage),
        }
    };
    let tally = match arg(1).as_str() {
        "eile" => duel::<Eile>([depth(2), depth(3)], first, games),
        "razboiniki" => duel::<Razboiniki>([depth(2), depth(3)], first, games),
        "suomi1918" => duel::<Suomi1918>([depth(2), depth(3)], first, games),
        "helsinki1918" => {
            let budgets = [budget(2), budget(3)];
            let planner = |b: PlanBudget| {
                move |g: &Helsinki1918, rng: &mut GameRng| {
                    let mut plan = Planner::with_budget(g, rng, b);
                    loop {
                        if let Some(action) = plan.step() {
                            return action;
                        }
                    }
                }
            };
            let (a, b) = (planner(budgets[0]), planner(budgets[1]));
            let options = HelsinkiOptions { players: 2 };
            play::<Helsinki1918>(&options, [&a, &b], first, games)
        }
        other => panic!("{usage} (not '{other}')"),
    };
    let played = 2 * tally.shares.len();
    let (share, half) = mean_with_interval(&tally.shares);
    for (i, name) in ["A", "B"].iter().enumerate() {
        println!(
            "{name}={}: {:.1} points of {played} games, slowest decision {:.1} ms over {} decisions",
            args[2 + i],
            tally.wins[i],
            tally.slowest_ms[i],
            tally.decisions[i]
        );
    }
    println!(
        "A's score on {} pairs of games (paired dice): {:.1} % ± {:.1} (95 %)",
        tally.shares.len(),
        share * 100.0,
        half * 100.0
    );
}
