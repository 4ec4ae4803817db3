//! Which judge the review's playouts should have: club-player games (strong against strong,
//! seeded), positions taken at a fifth, two fifths, three and four fifths of each, and each
//! position's chance for the first seat estimated by playouts of the quick player with a share
//! of random moves (1 is the random player), its quick moves comparing every choice or a few
//! drawn at random, and optionally stopping after HORIZON decisions to judge the position by
//! the evaluation, its values' lead over SCALE giving the chances (a judge written
//! SHARE/CANDIDATES[/HORIZON/SCALE], as 0.25/4 or 0/3/60/150). A judge is good when its chances foretell the
//! games' real results: the Brier score (mean squared distance of the chance from the result,
//! lower is better; always saying one half scores 0.25) and the time an estimate takes.
//!   cargo run --release --example review_judge -- GAME GAMES PLAYOUTS [JUDGES...]
//! GAME: eile, razboiniki, suomi1918, helsinki1918 (two players); JUDGES default 1 0.5 0.25 0.1
//! 0 (every choice compared) and the game's own judge.

use std::time::Instant;

use pelikaappi::{
    ai::{
        Evaluate, Strength,
        review::{Judge, chances},
        seeded_rng,
    },
    cli::play_one,
    rules::{
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

/// The positions of a game judged: these shares of its length.
const AT: [f64; 4] = [0.2, 0.4, 0.6, 0.8];

fn measure<G: Evaluate>(options: &G::Options, games: u64, playouts: usize, judges: &[Judge]) {
    let mut judges = judges.to_vec();
    if judges.is_empty() {
        judges = [1.0, 0.5, 0.25, 0.1, 0.0]
            .map(|random_share| Judge {
                random_share,
                candidates: 0,
                ..Judge::PLAYED_OUT
            })
            .to_vec();
        judges.push(G::JUDGE);
    }
    // The positions and the first seat's real result.
    let mut positions: Vec<(G, f64)> = Vec::new();
    for seed in 1..=games {
        let (record, end) = play_one::<G>(options, &[Strength::Strong; 3], seed, 100_000)
            .expect("the club players finish");
        let result = end.outcome().map_or(0.5, |o| o.utilities()[0]);
        let mut game = G::new(options).expect("valid options");
        let wanted: Vec<usize> = AT
            .iter()
            .map(|f| (record.actions.len() as f64 * f) as usize)
            .collect();
        for (i, text) in record.actions.iter().enumerate() {
            if wanted.contains(&i) {
                positions.push((game.clone(), result));
            }
            let action = game.parse_action(text).expect("the record's own action");
            game.apply(&action).expect("legal");
        }
    }
    let mean_result = positions.iter().map(|p| p.1).sum::<f64>() / positions.len() as f64;
    println!(
        "{} positions from {games} club games (the first seat scored {:.2}), {playouts} playouts an estimate",
        positions.len(),
        mean_result
    );
    println!(
        "| random share | choices compared | decisions, then the evaluation | Brier score | ms an estimate |"
    );
    println!("|---|---|---|---|---|");
    for judge in judges {
        let started = Instant::now();
        let mut brier = 0.0;
        for (k, (game, result)) in positions.iter().enumerate() {
            let mut rng = seeded_rng(k as u64);
            let chance = chances(game, playouts, judge, &mut rng)[0];
            brier += (chance - result).powi(2);
        }
        let ms = started.elapsed().as_secs_f64() * 1000.0 / positions.len() as f64;
        println!(
            "| {} | {} | {} | {:.4} | {ms:.1} |",
            judge.random_share,
            match judge.candidates {
                0 => "all".to_string(),
                n => n.to_string(),
            },
            match judge.horizon {
                0 => "to the end".to_string(),
                n => format!("{n}, scale {}", judge.scale),
            },
            brier / positions.len() as f64
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!(
            "usage: review_judge GAME GAMES PLAYOUTS [SHARE[/CANDIDATES[/HORIZON/SCALE]]...]"
        );
        std::process::exit(2);
    }
    let games: u64 = args[1].parse().expect("GAMES is a number");
    let playouts: usize = args[2].parse().expect("PLAYOUTS is a number");
    let shares: Vec<Judge> = args[3..]
        .iter()
        .map(|s| {
            let mut parts = s.split('/');
            let mut next = |default: &'static str| parts.next().unwrap_or(default);
            Judge {
                random_share: next("0").parse().expect("a share from 0 to 1"),
                candidates: next("0").parse().expect("a count of choices"),
                horizon: next("0").parse().expect("a count of decisions"),
                scale: next("1").parse().expect("a value scale"),
            }
        })
        .collect();
    match args[0].as_str() {
        "eile" => measure::<Eile>(
            &EileOptions {
                players: 2,
                ..Default::default()
            },
            games,
            playouts,
            &shares,
        ),
        "razboiniki" => measure::<Razboiniki>(&Default::default(), games, playouts, &shares),
        "suomi1918" => measure::<Suomi1918>(&Default::default(), games, playouts, &shares),
        "helsinki1918" => {
            measure::<Helsinki1918>(&HelsinkiOptions { players: 2 }, games, playouts, &shares)
        }
        other => {
            eprintln!("unknown game {other}");
            std::process::exit(2);
        }
    }
}
