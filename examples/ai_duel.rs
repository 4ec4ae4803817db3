//! Two search depths of the same AI against each other, to measure what more search buys:
//! `ai_duel GAME DEPTH_A DEPTH_B FIRST_SEED GAMES` (GAME: eile, razboiniki, suomi1918; for
//! helsinki1918, two players, the planning player's budgets as CANDIDATESxSAMPLES, e.g. 4x3).
//! The two swap seats game by game (in Eile mit Weile, four players, A takes seats 0 and 2
//! in even games, 1 and 3 in odd ones), so each plays every seat equally. Prints the wins of
//! each (a shared first place counts half) and its mean and longest think time.

use std::time::Instant;

use pelikaappi::{
    ai::{Evaluate, GameRng, PlanBudget, Planner, choose_at_depth, sample_chance, seeded_rng},
    rules::{
        Game, ToMove,
        eile::Eile,
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

struct Tally {
    wins: [f64; 2],
    think_ms: [Vec<f64>; 2],
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
        wins: [0.0; 2],
        think_ms: [Vec::new(), Vec::new()],
    };
    for g in 0..games {
        let seed = first + g;
        let mut rng = seeded_rng(seed);
        let mut game = G::new(options).expect("the options are valid");
        // Which depth (0: A, 1: B) plays a seat in this game.
        let player = |seat: usize| (seat + g as usize) % 2;
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Seat(seat) => {
                    let who = player(seat.index());
                    let started = Instant::now();
                    let action = players[who](&game, &mut rng);
                    tally.think_ms[who].push(started.elapsed().as_secs_f64() * 1000.0);
                    action
                }
                _ => sample_chance(&game, &mut rng),
            };
            game.apply(&action).expect("the AI plays legal actions");
        }
        let outcome = game.outcome().expect("the game is over");
        let winners = outcome.winners();
        for w in &winners {
            tally.wins[player(w.index())] += 1.0 / winners.len() as f64;
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
    for (i, name) in ["A", "B"].iter().enumerate() {
        let times = &tally.think_ms[i];
        let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
        let max = times.iter().copied().fold(0.0, f64::max);
        println!(
            "{name}={}: {:.1} wins of {games} ({:.1} %), think {mean:.2} ms mean, {max:.1} ms at most over {} decisions",
            args[2 + i],
            tally.wins[i],
            100.0 * tally.wins[i] / games as f64,
            times.len()
        );
    }
}
