//! How much better than the club player a player could be at all in a game of dice: a
//! player that is told the coming dice (it sees the paired games' chance generator, so it
//! knows every future throw) searches the moves of both sides over them as a game of perfect
//! information, DEPTH decisions deep, with the game's evaluation at the leaves, and plays the
//! club player on paired dice (`src/ai/paired.rs`: each seed twice, seats swapped, the same
//! dice). Its score is a ceiling of what any honest player of that search can reach: no
//! player who has to guess the dice does better than one who knows them.
//!   cargo run --release --no-default-features --example dice_ceiling -- GAME DEPTH FIRST_SEED PAIRS
//! GAME: eile (two players) or suomi1918.

use std::time::Instant;

use pelikaappi::{
    ai::{
        Evaluate, GameRng, Strength, choose_action,
        paired::{chance_rng, mean_with_interval, seat_rng},
        sample_chance,
    },
    rules::{
        ToMove,
        eile::{Eile, EileOptions},
        suomi1918::Suomi1918,
    },
};

/// The game's length limit in actions (none of the games reaches it).
const MAX_ACTIONS: usize = 100_000;

/// The values of `game` for every seat, searched `depth` decisions deep with the dice drawn
/// from `dice` as the real game will draw them; each seat maximises its own value.
fn foreseen<G: Evaluate>(game: &G, dice: &GameRng, depth: u32) -> Vec<f64> {
    match game.to_move() {
        ToMove::Over => game.evaluate(),
        ToMove::Chance => {
            let mut dice = dice.clone();
            let throw = sample_chance(game, &mut dice);
            let mut next = game.clone();
            next.apply(&throw).expect("a sampled chance action applies");
            foreseen(&next, &dice, depth)
        }
        ToMove::Seat(_) if depth == 0 => game.evaluate(),
        ToMove::Seat(seat) => {
            let mut best: Option<Vec<f64>> = None;
            for action in game.legal_actions() {
                let mut next = game.clone();
                next.apply(&action).expect("legal actions apply");
                let values = foreseen(&next, dice, depth - 1);
                if best
                    .as_ref()
                    .is_none_or(|b| values[seat.index()] > b[seat.index()])
                {
                    best = Some(values);
                }
            }
            best.unwrap_or_else(|| game.evaluate())
        }
    }
}

/// The clairvoyant's move: the one whose foreseen value is the mover's best.
fn clairvoyant_choice<G: Evaluate>(game: &G, dice: &GameRng, depth: u32) -> G::Action {
    let ToMove::Seat(seat) = game.to_move() else {
        unreachable!("asked only where a seat moves");
    };
    let mut actions = game.legal_actions();
    if actions.len() == 1 {
        return actions.swap_remove(0);
    }
    let mut best: Option<(f64, G::Action)> = None;
    for action in actions {
        let mut next = game.clone();
        next.apply(&action).expect("legal actions apply");
        let value = foreseen(&next, dice, depth.saturating_sub(1))[seat.index()];
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, action));
        }
    }
    best.expect("a seat to move has an action").1
}

/// Seed `seed` twice: the clairvoyant in the even seats, then in the odd ones; its points.
fn pair<G: Evaluate>(options: &G::Options, depth: u32, seed: u64) -> [f64; 2] {
    let mut points = [0.0; 2];
    for (swap, score) in points.iter_mut().enumerate() {
        let mut game = G::new(options).expect("the options are valid");
        let mut dice = chance_rng(seed);
        let mut seats: Vec<GameRng> = (0..game.seat_count()).map(|s| seat_rng(seed, s)).collect();
        let clairvoyant = |seat: usize| (seat + swap).is_multiple_of(2);
        for _ in 0..MAX_ACTIONS {
            let action = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => sample_chance(&game, &mut dice),
                ToMove::Seat(seat) if clairvoyant(seat.index()) => {
                    clairvoyant_choice(&game, &dice, depth)
                }
                ToMove::Seat(seat) => {
                    choose_action(&game, Strength::Strong, &mut seats[seat.index()])
                }
            };
            game.apply(&action).expect("the players play legal actions");
        }
        *score = match game.outcome() {
            Some(outcome) => {
                let winners = outcome.winners();
                winners.iter().filter(|w| clairvoyant(w.index())).count() as f64
                    / winners.len().max(1) as f64
            }
            None => 0.5,
        };
    }
    points
}

fn run<G: Evaluate>(options: &G::Options, depth: u32, first: u64, pairs: u64) {
    let started = Instant::now();
    let mut shares = Vec::new();
    for seed in first..first + pairs {
        let p = pair::<G>(options, depth, seed);
        shares.push((p[0] + p[1]) / 2.0);
        if shares.len() % 50 == 0 {
            let (mean, h) = mean_with_interval(&shares);
            eprintln!(
                "{} pairs: {:.1} % ± {:.1} ({:.0} s)",
                shares.len(),
                mean * 100.0,
                h * 100.0,
                started.elapsed().as_secs_f64()
            );
        }
    }
    let (mean, h) = mean_with_interval(&shares);
    println!(
        "{}: told the dice, {depth} decisions deep, against the club player: {:.1} % ± {:.1} \
         ({:.1}–{:.1} %) over {} pairs (seeds {first}–{}), {:.0} s",
        G::ID,
        mean * 100.0,
        h * 100.0,
        (mean - h) * 100.0,
        (mean + h) * 100.0,
        shares.len(),
        first + pairs - 1,
        started.elapsed().as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, name: &str| -> u64 {
        args.get(i).and_then(|a| a.parse().ok()).unwrap_or_else(|| {
            eprintln!("usage: dice_ceiling GAME DEPTH FIRST_SEED PAIRS ({name} missing)");
            std::process::exit(2)
        })
    };
    let (depth, first, pairs) = (
        number(1, "DEPTH") as u32,
        number(2, "FIRST_SEED"),
        number(3, "PAIRS"),
    );
    match args.first().map(String::as_str) {
        Some("eile") => run::<Eile>(
            &EileOptions {
                players: 2,
                ..Default::default()
            },
            depth,
            first,
            pairs,
        ),
        Some("suomi1918") => run::<Suomi1918>(&Default::default(), depth, first, pairs),
        _ => {
            eprintln!("usage: dice_ceiling GAME DEPTH FIRST_SEED PAIRS (GAME: eile, suomi1918)");
            std::process::exit(2);
        }
    }
}
