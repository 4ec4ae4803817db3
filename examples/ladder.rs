//! The AI ladder on paired dice: a seeded round robin of every level of a game against every
//! other, each seed played twice with the seats swapped and the same dice and draws in both
//! games (`src/ai/paired.rs`), an Elo table with 95 % intervals, and `ladder.ron` written.
//!   cargo run --release --example ladder -- GAME GAMES_PER_PAIR MASTER_MS [FIRST_SEED [A-B]]
//! Every pair of games goes into `docs/ladder/GAME-MASTER_MSms.tsv` as it ends, and a run
//! again with the same arguments goes on where the last one stopped (a seed already there is
//! not played again); the table is made from every line of that file, so a second run with
//! more games, or with one pair only (A-B, two levels as club-master: more games for the pair
//! the goals name), adds to it. With every pair measured, the game's ratings in
//! `assets/shared/data/ladder.ron` are written from it (`--no-write`: printed only).
//! GAME: eile (two players), razboiniki, suomi1918 (one a side), helsinki1918 (two players:
//! the Reds against the Germans and Whites). The levels as the setup page names them:
//! beginner (random), casual (quick), club (strong) and master (MASTER_MS a decision). The
//! ratings are Bradley–Terry maximum likelihood on the Elo scale with the beginner at 1000
//! (a shared place counts half a win), their intervals from 400 resamplings of the pairs.
#![allow(
    clippy::needless_range_loop,
    reason = "the levels are a square table indexed both ways"
)]

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use pelikaappi::{
    ai::{
        Evaluate, GameRng, Strength, choose_action,
        ladder::{GameRatings, Ladder},
        master::set_master_budget,
        paired::{PairedGames, elo_of_share, mean_with_interval, play_pair},
        seeded_rng,
    },
    rules::{
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};
use rand::Rng;

const LEVELS: [(&str, Strength); 4] = [
    ("beginner", Strength::Random),
    ("casual", Strength::Quick),
    ("club", Strength::Strong),
    ("master", Strength::Master),
];

/// One line of the results file: levels `a` and `b` played seed `pair.seed` twice.
struct Line {
    a: usize,
    b: usize,
    pair: PairedGames,
}

impl Line {
    fn text(&self) -> String {
        let p = &self.pair;
        format!(
            "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.1}\t{:.1}",
            LEVELS[self.a].0,
            LEVELS[self.b].0,
            p.seed,
            p.points[0],
            p.points[1],
            p.decisions[0],
            p.decisions[1],
            p.slowest[0].as_secs_f64() * 1000.0,
            p.slowest[1].as_secs_f64() * 1000.0
        )
    }

    fn parse(text: &str) -> Option<Line> {
        let f: Vec<&str> = text.split('\t').collect();
        if f.len() != 9 {
            return None;
        }
        let level = |name: &str| LEVELS.iter().position(|l| l.0 == name);
        let ms = |t: &str| {
            t.parse::<f64>()
                .ok()
                .map(|m| Duration::from_secs_f64(m / 1000.0))
        };
        Some(Line {
            a: level(f[0])?,
            b: level(f[1])?,
            pair: PairedGames {
                seed: f[2].parse().ok()?,
                points: [f[3].parse().ok()?, f[4].parse().ok()?],
                decisions: [f[5].parse().ok()?, f[6].parse().ok()?],
                slowest: [ms(f[7])?, ms(f[8])?],
            },
        })
    }
}

/// The results file of a game at a master budget, and the lines it has.
fn results(game: &str, master_ms: u64) -> (PathBuf, Vec<Line>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("docs/ladder")
        .join(format!("{game}-{master_ms}ms.tsv"));
    let lines = std::fs::read_to_string(&path)
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(Line::parse)
        .collect();
    (path, lines)
}

fn append(path: &PathBuf, line: &Line, header: &str) {
    std::fs::create_dir_all(path.parent().expect("a folder")).expect("the results folder");
    let new = !path.exists();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .expect("the results file opens");
    if new {
        writeln!(file, "{header}").expect("the results file is written");
    }
    writeln!(file, "{}", line.text()).expect("the results file is written");
}

/// Plays every pair of levels (or `only`) on seeds `first..first + pairs`, skipping the seeds
/// the results file already has, and appends each pair of games to it.
fn run<G: Evaluate>(
    options: &G::Options,
    game: &str,
    pairs: u64,
    first: u64,
    master_ms: u64,
    only: Option<(usize, usize)>,
) {
    let (path, done) = results(game, master_ms);
    let header = format!(
        "# {game}: level A, level B, seed, A's points in the game with A in the even seats, then in the odd ones, decisions of A and B, slowest decision of A and B (ms); master {master_ms} ms a decision; paired dice (src/ai/paired.rs)"
    );
    let chooser =
        |strength: Strength| move |g: &G, rng: &mut GameRng| choose_action(g, strength, rng);
    for i in 0..4 {
        for j in (i + 1)..4 {
            if only.is_some_and(|pair| pair != (i, j)) {
                continue;
            }
            let started = Instant::now();
            let (a, b) = (chooser(LEVELS[i].1), chooser(LEVELS[j].1));
            let mut played = 0;
            for seed in first..first + pairs {
                if done
                    .iter()
                    .any(|l| l.a == i && l.b == j && l.pair.seed == seed)
                {
                    continue;
                }
                let pair = play_pair::<G>(options, [&a, &b], seed);
                append(&path, &Line { a: i, b: j, pair }, &header);
                played += 1;
            }
            eprintln!(
                "{} – {}: {played} new pairs of games in {:.0} s",
                LEVELS[i].0,
                LEVELS[j].0,
                started.elapsed().as_secs_f64()
            );
        }
    }
}

/// Points and games between the levels: `score[i][j]` is i's points against j.
struct Table {
    score: [[f64; 4]; 4],
    games: [[f64; 4]; 4],
}

fn table(lines: &[&Line]) -> Table {
    let mut t = Table {
        score: [[0.0; 4]; 4],
        games: [[0.0; 4]; 4],
    };
    for l in lines {
        let a_points = l.pair.points[0] + l.pair.points[1];
        t.score[l.a][l.b] += a_points;
        t.score[l.b][l.a] += 2.0 - a_points;
        t.games[l.a][l.b] += 2.0;
        t.games[l.b][l.a] += 2.0;
    }
    t
}

/// Elo ratings (the first level at 1000) by Bradley–Terry maximum likelihood; a little prior
/// (half a draw against a level of the same strength) keeps a level that won every game finite.
fn ratings(t: &Table) -> [f64; 4] {
    let scale = 400.0 / std::f64::consts::LN_10;
    let mut r = [0.0f64; 4];
    for _ in 0..2_000 {
        for i in 1..4 {
            let (mut wins, mut expected, mut curvature) = (0.5, 0.5, 0.25);
            for j in 0..4 {
                if i == j || t.games[i][j] == 0.0 {
                    continue;
                }
                let p = 1.0 / (1.0 + (r[j] - r[i]).exp());
                wins += t.score[i][j];
                expected += t.games[i][j] * p;
                curvature += t.games[i][j] * p * (1.0 - p);
            }
            r[i] += (wins - expected) / curvature;
        }
    }
    r.map(|x| 1000.0 + x * scale)
}

/// Each rating's 95 % interval's half-width: the pairs of each pair of levels resampled.
fn intervals(lines: &[Line]) -> [f64; 4] {
    let mut rng = seeded_rng(2026);
    let groups: Vec<Vec<&Line>> = (0..4)
        .flat_map(|i| ((i + 1)..4).map(move |j| (i, j)))
        .map(|(i, j)| lines.iter().filter(|l| (l.a, l.b) == (i, j)).collect())
        .collect();
    let mut samples: [Vec<f64>; 4] = Default::default();
    for _ in 0..400 {
        let mut drawn: Vec<&Line> = Vec::new();
        for g in &groups {
            for _ in 0..g.len() {
                drawn.push(g[rng.random_range(0..g.len() as u32) as usize]);
            }
        }
        let r = ratings(&table(&drawn));
        for i in 0..4 {
            samples[i].push(r[i]);
        }
    }
    samples.map(|mut s| {
        s.sort_by(f64::total_cmp);
        let at = |q: f64| s[((s.len() - 1) as f64 * q).round() as usize];
        (at(0.975) - at(0.025)) / 2.0
    })
}

fn print_and_write(game: &str, master_ms: u64, write: bool) {
    let (path, lines) = results(game, master_ms);
    let all: Vec<&Line> = lines.iter().collect();
    let t = table(&all);
    let elo = ratings(&t);
    let half = intervals(&lines);
    let slowest = |level: usize| {
        lines
            .iter()
            .flat_map(|l| [(l.a, l.pair.slowest[0]), (l.b, l.pair.slowest[1])])
            .filter(|(l, _)| *l == level)
            .map(|(_, d)| d)
            .max()
            .unwrap_or_default()
    };
    println!(
        "\n{game}: paired dice, master {master_ms} ms a decision, from {}\n",
        path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(&path)
            .display()
    );
    println!(
        "| level | Elo (95 %) | score against beginner · casual · club · master | slowest decision |"
    );
    println!("|---|---|---|---|");
    for i in 0..4 {
        let row: Vec<String> = (0..4)
            .map(|j| match i == j {
                true => "–".to_string(),
                false => format!("{:.1}/{}", t.score[i][j], t.games[i][j]),
            })
            .collect();
        let rating = match i {
            0 => "1000 (anchor)".to_string(),
            _ => format!("{:.0} ± {:.0}", elo[i], half[i]),
        };
        println!(
            "| {} | {rating} | {} | {:.0} ms |",
            LEVELS[i].0,
            row.join(" · "),
            slowest(i).as_secs_f64() * 1000.0
        );
    }
    println!("\nEach level against the one below it, on pairs of games (95 %):\n");
    println!("| pair | pairs of games | the higher level's score | Elo difference |");
    println!("|---|---|---|---|");
    for i in 0..3 {
        let j = i + 1;
        let shares: Vec<f64> = lines
            .iter()
            .filter(|l| (l.a, l.b) == (i, j))
            .map(|l| 1.0 - l.pair.share())
            .collect();
        if shares.is_empty() {
            continue;
        }
        let (mean, h) = mean_with_interval(&shares);
        println!(
            "| {} – {} | {} | {:.1} % ± {:.1} ({:.1}–{:.1} %) | {:+.0} |",
            LEVELS[j].0,
            LEVELS[i].0,
            shares.len(),
            mean * 100.0,
            h * 100.0,
            (mean - h) * 100.0,
            (mean + h) * 100.0,
            elo_of_share(mean)
        );
    }
    let per_pair: Vec<usize> = (0..4)
        .flat_map(|i| ((i + 1)..4).map(move |j| (i, j)))
        .map(|(i, j)| lines.iter().filter(|l| (l.a, l.b) == (i, j)).count())
        .collect();
    if !write || per_pair.contains(&0) {
        if write {
            println!("\nnot every pair of levels measured yet: ladder.ron is left as it is");
        }
        return;
    }
    let ron_path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/shared/data/ladder.ron");
    let text = std::fs::read_to_string(&ron_path).unwrap_or_default();
    let mut ladder = Ladder::from_ron(&text).unwrap_or(Ladder { games: Vec::new() });
    let entry = GameRatings {
        game: game.to_string(),
        games_per_pair: 2 * *per_pair.iter().min().expect("six pairs") as u32,
        master_ms: master_ms as u32,
        beginner: 1000.0,
        casual: elo[1].round(),
        club: elo[2].round(),
        master: elo[3].round(),
        paired: true,
        half_width: [0.0, half[1].round(), half[2].round(), half[3].round()],
        // Every game is measured with two at the table (`main`: Eile mit Weile and Helsinki
        // 1918 with two players, the 1918 game one a side).
        players: 2,
    };
    match ladder.games.iter_mut().find(|g| g.game == game) {
        Some(old) => *old = entry,
        None => ladder.games.push(entry),
    }
    match ladder.to_ron() {
        Ok(text) => {
            std::fs::write(&ron_path, text).expect("ladder.ron is written");
            println!("\nwritten: assets/shared/data/ladder.ron ({game})");
        }
        Err(e) => println!("\nladder.ron is left as it is: {e}"),
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let write = !args.iter().any(|a| a == "--no-write");
    args.retain(|a| a != "--no-write");
    if args.len() < 3 {
        eprintln!("usage: ladder GAME GAMES_PER_PAIR MASTER_MS [FIRST_SEED [A-B]] [--no-write]");
        std::process::exit(2);
    }
    let games: u64 = args[1].parse().expect("GAMES_PER_PAIR is a number");
    let pairs = games.div_ceil(2);
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
    let game = args[0].as_str();
    match game {
        "eile" => run::<Eile>(
            &EileOptions {
                players: 2,
                ..Default::default()
            },
            game,
            pairs,
            first,
            master_ms,
            only,
        ),
        "razboiniki" => run::<Razboiniki>(&Default::default(), game, pairs, first, master_ms, only),
        "suomi1918" => run::<Suomi1918>(&Default::default(), game, pairs, first, master_ms, only),
        "helsinki1918" => run::<Helsinki1918>(
            &HelsinkiOptions { players: 2 },
            game,
            pairs,
            first,
            master_ms,
            only,
        ),
        other => {
            eprintln!("unknown game {other}");
            std::process::exit(2);
        }
    }
    print_and_write(game, master_ms, write);
}
