//! The AI ladder: a seeded round robin of every level of a game against every other, seats
//! swapped game by game, and an Elo table with 95 % intervals.
//!   cargo run --release --example ladder -- GAME GAMES_PER_PAIR MASTER_MS [FIRST_SEED [A-B]]
//! With A-B (two levels, as club-master) only that pair plays, and its score is printed with a
//! 95 % interval instead of the table (the goal: the master against the club player).
//! GAME: eile (two players), razboiniki, suomi1918 (one a side), helsinki1918 (two players:
//! the Reds against the Germans and Whites). The levels as the setup page names them:
//! beginner (random), casual (quick), club (strong) and master (MASTER_MS a decision). The
//! ratings are Bradley–Terry maximum likelihood on the Elo scale with the beginner at 1000
//! (a shared place counts half a win); each level's slowest decision is printed beside it.
#![allow(
    clippy::needless_range_loop,
    reason = "the levels are a square table indexed both ways"
)]

use std::time::{Duration, Instant};

use pelikaappi::{
    ai::{Evaluate, Strength, choose_action, master::set_master_budget, sample_chance, seeded_rng},
    rules::{
        ToMove,
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

const LEVELS: [(&str, Strength); 4] = [
    ("beginner", Strength::Random),
    ("casual", Strength::Quick),
    ("club", Strength::Strong),
    ("master", Strength::Master),
];

/// A game's length limit, beyond which it counts as a draw (none of the games reach it).
const MAX_ACTIONS: usize = 100_000;

/// The results: `score[i][j]` points of level i against level j, `games[i][j]` games, and
/// each level's slowest decision.
struct Table {
    score: [[f64; 4]; 4],
    games: [[u32; 4]; 4],
    slowest: [Duration; 4],
    decisions: [u64; 4],
}

/// One game between two levels, `a` in seat 0 and `b` in seat 1 (and in every further seat:
/// the Helsinki two-player game's second side has one seat); returns a's points.
fn play<G: Evaluate>(options: &G::Options, a: usize, b: usize, seed: u64, t: &mut Table) -> f64 {
    let mut game = G::new(options).expect("the options are valid");
    let mut rng = seeded_rng(seed);
    let level = |seat: usize| if seat == 0 { a } else { b };
    let mut actions = 0;
    while actions < MAX_ACTIONS {
        let action = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => sample_chance(&game, &mut rng),
            ToMove::Seat(s) => {
                let l = level(s.index());
                let started = Instant::now();
                let action = choose_action(&game, LEVELS[l].1, &mut rng);
                t.slowest[l] = t.slowest[l].max(started.elapsed());
                t.decisions[l] += 1;
                action
            }
        };
        game.apply(&action).expect("the AI plays legal actions");
        actions += 1;
    }
    match game.outcome() {
        Some(outcome) => outcome.utilities()[0],
        None => 0.5,
    }
}

fn round_robin<G: Evaluate>(
    options: &G::Options,
    per_pair: u32,
    first: u64,
    only: Option<(usize, usize)>,
) -> Table {
    let mut t = Table {
        score: [[0.0; 4]; 4],
        games: [[0; 4]; 4],
        slowest: [Duration::ZERO; 4],
        decisions: [0; 4],
    };
    let mut seed = first;
    for i in 0..4 {
        for j in (i + 1)..4 {
            if only.is_some_and(|pair| pair != (i, j)) {
                continue;
            }
            let started = Instant::now();
            for g in 0..per_pair {
                // Seats swapped game by game, each pair of games on one seed.
                let (a, b) = if g % 2 == 0 { (i, j) } else { (j, i) };
                let points = play::<G>(options, a, b, seed + u64::from(g / 2), &mut t);
                t.score[a][b] += points;
                t.score[b][a] += 1.0 - points;
                t.games[a][b] += 1;
                t.games[b][a] += 1;
            }
            seed += u64::from(per_pair);
            eprintln!(
                "{} – {}: {:.1} – {:.1} in {:.0} s",
                LEVELS[i].0,
                LEVELS[j].0,
                t.score[i][j],
                t.score[j][i],
                started.elapsed().as_secs_f64()
            );
        }
    }
    t
}

/// Elo ratings (the first level at 1000) by Bradley–Terry maximum likelihood, and each one's
/// 95 % interval's half-width from the likelihood's curvature.
fn ratings(t: &Table) -> ([f64; 4], [f64; 4]) {
    let scale = 400.0 / std::f64::consts::LN_10;
    // Strengths on the natural scale; a little prior (half a draw against a level of the same
    // strength) keeps a level that won or lost every game finite.
    let mut r = [0.0f64; 4];
    for _ in 0..2_000 {
        for i in 1..4 {
            let mut wins = 0.5;
            let mut expected = 0.5;
            let mut curvature = 0.25;
            for j in 0..4 {
                if i == j || t.games[i][j] == 0 {
                    continue;
                }
                let p = 1.0 / (1.0 + (r[j] - r[i]).exp());
                let n = f64::from(t.games[i][j]);
                wins += t.score[i][j];
                expected += n * p;
                curvature += n * p * (1.0 - p);
            }
            r[i] += (wins - expected) / curvature;
        }
    }
    let mut elo = [0.0; 4];
    let mut half = [0.0; 4];
    for i in 0..4 {
        elo[i] = 1000.0 + r[i] * scale;
        let mut information = 0.25;
        for j in 0..4 {
            if i != j && t.games[i][j] > 0 {
                let p = 1.0 / (1.0 + (r[j] - r[i]).exp());
                information += f64::from(t.games[i][j]) * p * (1.0 - p);
            }
        }
        half[i] = if i == 0 {
            0.0
        } else {
            1.96 * scale / information.sqrt()
        };
    }
    (elo, half)
}

fn print(game: &str, t: &Table, per_pair: u32, master_ms: u64, first: u64) {
    let (elo, half) = ratings(t);
    println!(
        "\n{game}: {per_pair} games a pair, seats swapped, master {master_ms} ms a decision, seeds from {first}\n"
    );
    println!(
        "| level | Elo (95 %) | score against beginner · casual · club · master | slowest decision |"
    );
    println!("|---|---|---|---|");
    for i in 0..4 {
        let row: Vec<String> = (0..4)
            .map(|j| {
                if i == j {
                    "–".to_string()
                } else {
                    format!("{:.1}/{}", t.score[i][j], t.games[i][j])
                }
            })
            .collect();
        let interval = if i == 0 {
            "1000 (anchor)".to_string()
        } else {
            format!("{:.0} ± {:.0}", elo[i], half[i])
        };
        println!(
            "| {} | {} | {} | {:.0} ms |",
            LEVELS[i].0,
            interval,
            row.join(" · "),
            t.slowest[i].as_secs_f64() * 1000.0
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: ladder GAME GAMES_PER_PAIR MASTER_MS [FIRST_SEED [A-B]]");
        std::process::exit(2);
    }
    let per_pair: u32 = args[1].parse().expect("GAMES_PER_PAIR is a number");
    let master_ms: u64 = args[2].parse().expect("MASTER_MS is a number");
    let first: u64 = args.get(3).map_or(1, |s| s.parse().expect("a seed"));
    let level = |name: &str| {
        LEVELS
            .iter()
            .position(|l| l.0 == name)
            .expect("a level: beginner, casual, club or master")
    };
    let only = args.get(4).map(|pair| {
        let (a, b) = pair.split_once('-').expect("a pair of levels as A-B");
        let (a, b) = (level(a), level(b));
        (a.min(b), a.max(b))
    });
    set_master_budget(Duration::from_millis(master_ms));
    let master_ms = pelikaappi::ai::master::master_budget().as_millis() as u64;
    let table = match args[0].as_str() {
        "eile" => round_robin::<Eile>(
            &EileOptions {
                players: 2,
                ..Default::default()
            },
            per_pair,
            first,
            only,
        ),
        "razboiniki" => round_robin::<Razboiniki>(&Default::default(), per_pair, first, only),
        "suomi1918" => round_robin::<Suomi1918>(&Default::default(), per_pair, first, only),
        "helsinki1918" => {
            round_robin::<Helsinki1918>(&HelsinkiOptions { players: 2 }, per_pair, first, only)
        }
        other => {
            eprintln!("unknown game {other}");
            std::process::exit(2);
        }
    };
    match only {
        Some((a, b)) => print_pair(&args[0], &table, (a, b), master_ms, first),
        None => print(&args[0], &table, per_pair, master_ms, first),
    }
}

/// One pair's score: the share of points with a 95 % interval (normal, on the games), and
/// each level's slowest decision.
fn print_pair(game: &str, t: &Table, (a, b): (usize, usize), master_ms: u64, first: u64) {
    let n = f64::from(t.games[b][a].max(1));
    let share = t.score[b][a] / n;
    let half = 1.96 * (share * (1.0 - share) / n).sqrt();
    println!(
        "\n{game}: {} against {}, {} games, seats swapped, master {master_ms} ms a decision, seeds from {first}",
        LEVELS[b].0, LEVELS[a].0, t.games[b][a]
    );
    println!(
        "{} scored {:.1} of {} ({:.0} % ± {:.0}); slowest decision {:.0} ms ({}) and {:.0} ms ({})",
        LEVELS[b].0,
        t.score[b][a],
        t.games[b][a],
        share * 100.0,
        half * 100.0,
        t.slowest[b].as_secs_f64() * 1000.0,
        LEVELS[b].0,
        t.slowest[a].as_secs_f64() * 1000.0,
        LEVELS[a].0
    );
}
