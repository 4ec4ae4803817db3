//! What a wider list of candidates changes in a master by rollouts (Eile mit Weile, the 1918
//! game): positions from club-against-club games, each decided by the shipped plan and by a
//! wider plan that drops the clearly worse (`src/ai/candidates.rs`), on the same budget of
//! positions; prints how often the choices differ and where in the club player's ranking the
//! wider plan's choice stood. A flat spread says the rollouts judge the club's lower choices
//! as often best as its first ones.
//!   cargo run --release --no-default-features --example rollout_probe -- GAME FIRST_SEED GAMES POSITIONS CANDIDATES
//! GAME: eile (two players) or suomi1918. Both plans judge by the game's own evaluation (in
//! Eile mit Weile the club player's weights; its master now judges by wider ones).

use std::time::Instant;

use pelikaappi::{
    ai::{
        Evaluate, PlanSteps, Strength,
        candidates::DropRule,
        choose_action,
        master::MasterBudget,
        rollout::{RolloutPlan, RolloutSteps},
        seeded_rng,
    },
    rules::{
        ToMove,
        eile::{Eile, EileOptions},
        suomi1918::Suomi1918,
    },
};

/// Every how many open choices of a game one is probed.
const EVERY: usize = 7;

/// The probe's figures, summed over the positions.
#[derive(Default)]
struct Tally {
    probed: usize,
    differ: usize,
    /// How often the wider plan's choice stood at each place of the club's ranking.
    places: Vec<usize>,
    shipped_rounds: u64,
    wide_rounds: u64,
    /// Decisions that ended before the plan's `min_rounds` (the club's choice played).
    shipped_short: usize,
    wide_short: usize,
    left: usize,
    shipped_seconds: f64,
    wide_seconds: f64,
}

fn decide<G: Evaluate>(
    game: &G,
    legal: &[G::Action],
    plan: RolloutPlan,
    positions: u32,
    seed: u64,
) -> (G::Action, RolloutSteps<G>, f64) {
    let ToMove::Seat(seat) = game.to_move() else {
        unreachable!("a seat's choice");
    };
    let started = Instant::now();
    let mut steps = RolloutSteps::new(
        game,
        seat,
        legal.to_vec(),
        plan,
        MasterBudget::Positions(positions),
        &mut seeded_rng(seed),
    );
    loop {
        if let Some(action) = steps.step() {
            return (action, steps, started.elapsed().as_secs_f64());
        }
    }
}

fn run<G: Evaluate>(options: &G::Options, first: u64, games: u64, positions: u32, wide: usize) {
    let shipped = G::MASTER_ROLLOUTS.expect("a master by rollouts");
    if wide <= shipped.candidates {
        eprintln!(
            "CANDIDATES must be more than the shipped plan's {}",
            shipped.candidates
        );
        std::process::exit(2);
    }
    let wide = RolloutPlan {
        candidates: wide,
        drop: Some(DropRule {
            min_samples: 8,
            below: 2.5,
        }),
        ..shipped
    };
    let mut tally = Tally {
        places: vec![0; wide.candidates],
        ..Tally::default()
    };
    for seed in first..first + games {
        let mut game = G::new(options).expect("the options are valid");
        let mut rng = seeded_rng(seed);
        let mut open = 0u64;
        while game.to_move() != ToMove::Over {
            let legal = game.legal_actions();
            if matches!(game.to_move(), ToMove::Seat(_)) && legal.len() > shipped.candidates {
                open += 1;
                if open.is_multiple_of(EVERY as u64) {
                    let probe_seed = seed ^ (open << 32);
                    let (a, a_steps, a_time) =
                        decide(&game, &legal, shipped, positions, probe_seed);
                    let (b, b_steps, b_time) = decide(&game, &legal, wide, positions, probe_seed);
                    tally.probed += 1;
                    tally.differ += usize::from(a != b);
                    if let Some(place) = b_steps.candidates().iter().position(|c| *c == b) {
                        tally.places[place] += 1;
                    }
                    tally.shipped_rounds += u64::from(a_steps.rounds());
                    tally.wide_rounds += u64::from(b_steps.rounds());
                    tally.shipped_short += usize::from(a_steps.rounds() < shipped.min_rounds);
                    tally.wide_short += usize::from(b_steps.rounds() < wide.min_rounds);
                    tally.left += b_steps.in_the_running();
                    tally.shipped_seconds += a_time;
                    tally.wide_seconds += b_time;
                }
            }
            let action = choose_action(&game, Strength::Strong, &mut rng);
            game.apply(&action).expect("legal actions apply");
        }
    }
    let n = tally.probed.max(1) as f64;
    println!(
        "{} positions ({games} games from seed {first}), {positions} positions a decision",
        tally.probed
    );
    println!(
        "shipped ({} candidates): {:.0} rounds ({} decisions under {}), {:.1} ms a decision \
         (the club's ranking included)",
        shipped.candidates,
        tally.shipped_rounds as f64 / n,
        tally.shipped_short,
        shipped.min_rounds,
        1000.0 * tally.shipped_seconds / n
    );
    println!(
        "wide ({} candidates, dropping): {:.0} rounds ({} decisions under {}), {:.1} left at \
         the end, {:.1} ms a decision",
        wide.candidates,
        tally.wide_rounds as f64 / n,
        tally.wide_short,
        wide.min_rounds,
        tally.left as f64 / n,
        1000.0 * tally.wide_seconds / n
    );
    println!(
        "choices differ: {} of {} ({:.0} %)",
        tally.differ,
        tally.probed,
        100.0 * tally.differ as f64 / n
    );
    let places: Vec<String> = (tally.places.iter().enumerate())
        .map(|(place, count)| format!("{}: {count}", place + 1))
        .collect();
    println!(
        "the wide choice's place in the club's ranking: {}",
        places.join(", ")
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage =
        "usage: rollout_probe GAME FIRST_SEED GAMES POSITIONS CANDIDATES (GAME: eile, suomi1918)";
    let number = |i: usize| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or_else(|| {
            eprintln!("{usage}");
            std::process::exit(2)
        })
    };
    let positions = u32::try_from(number(3)).unwrap_or_else(|_| {
        eprintln!("POSITIONS: at most {}", u32::MAX);
        std::process::exit(2)
    });
    let (first, games, wide) = (number(1), number(2), number(4) as usize);
    match args.first().map(String::as_str) {
        Some("eile") => run::<Eile>(
            &EileOptions {
                players: 2,
                ..Default::default()
            },
            first,
            games,
            positions,
            wide,
        ),
        Some("suomi1918") => run::<Suomi1918>(&Default::default(), first, games, positions, wide),
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    }
}
