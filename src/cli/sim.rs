//! `pelikaappi sim`: AI-vs-AI series with a seed, printing each result and a summary.

use std::time::Instant;

use crate::{
    ai::{Evaluate, Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        ToMove,
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::{RazOptions, Razboiniki},
        record::GameRecord,
        suomi1918::{Suomi1918, SuomiOptions},
    },
};

#[derive(clap::Args, Debug)]
pub struct SimArgs {
    /// The game id.
    #[arg(long, default_value = "eile")]
    pub game: String,
    /// One strength per seat: random, quick, strong (or ai = strong).
    #[arg(long, default_value = "ai,ai", value_delimiter = ',')]
    pub seats: Vec<String>,
    /// How many games to play.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// The seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stones per player (Eile mit Weile).
    #[arg(long, default_value_t = 4)]
    pub stones: u8,
    /// Artillery tiles a side (the 1918 game): 2 or 4.
    #[arg(long, default_value_t = 4)]
    pub artillery: u8,
    /// Rotate the strengths round the seats from game to game, so no seat keeps an advantage.
    #[arg(long)]
    pub rotate: bool,
    /// Write the record of each game into this folder.
    #[arg(long)]
    pub records: Option<String>,
}

pub fn run(args: &SimArgs) -> Result<(), String> {
    let strengths = args
        .seats
        .iter()
        .map(|s| {
            Strength::parse(s)
                .ok_or_else(|| format!("unknown seat kind '{}'", crate::rules::quote(s)))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if args.records.as_deref().is_some_and(|r| r.trim().is_empty()) {
        return Err("--records needs a folder name".into());
    }
    if args.seed.checked_add(u64::from(args.games)).is_none() {
        return Err(format!(
            "--seed {} with --games {} runs past the largest seed {}",
            args.seed,
            args.games,
            u64::MAX
        ));
    }
    match args.game.as_str() {
        "eile" => {
            if !(2..=4).contains(&strengths.len()) {
                return Err("Eile mit Weile is for 2 to 4 players: give 2 to 4 seats".into());
            }
            let options = EileOptions {
                players: u8::try_from(strengths.len()).map_err(|_| "too many seats")?,
                stones: args.stones,
                play_on: false,
            };
            series::<Eile>(&options, &strengths, args)
        }
        "razboiniki" => {
            if strengths.len() != 2 {
                return Err("Razboiniki is for two players: give two seats".into());
            }
            series::<Razboiniki>(&RazOptions::default(), &strengths, args)
        }
        "suomi1918" => {
            if !(2..=6).contains(&strengths.len()) {
                return Err(
                    "the 1918 game takes 2 to 6 seats: the Reds' first, then the Whites'".into(),
                );
            }
            let n = u8::try_from(strengths.len()).map_err(|_| "too many seats")?;
            let options = SuomiOptions {
                red_players: n.div_ceil(2),
                white_players: n / 2,
                artillery: args.artillery,
                ..Default::default()
            };
            series::<Suomi1918>(&options, &strengths, args)
        }
        "helsinki1918" => {
            if !(2..=3).contains(&strengths.len()) {
                return Err(
                    "Helsinki 1918 takes 2 seats (Reds; Germans and Whites) or 3 (Reds, Whites, Germans)"
                        .into(),
                );
            }
            let options = HelsinkiOptions {
                players: u8::try_from(strengths.len()).map_err(|_| "too many seats")?,
            };
            series::<Helsinki1918>(&options, &strengths, args)
        }
        other => Err(super::unknown_game(other)),
    }
}

/// Plays one game with these strengths per seat; returns the record and the final state.
pub fn play_one<G: Evaluate>(
    options: &G::Options,
    strengths: &[Strength],
    seed: u64,
    max_actions: usize,
) -> Result<(GameRecord, G), String> {
    let mut game = G::new(options).map_err(|e| e.message)?;
    let mut record = GameRecord::new::<G>(options);
    let mut rng = seeded_rng(seed);
    while record.actions.len() < max_actions {
        let action = match game.to_move() {
            ToMove::Over => break,
            ToMove::Chance => sample_chance(&game, &mut rng),
            ToMove::Seat(s) => choose_action(&game, strengths[s.index()], &mut rng),
        };
        record.actions.push(game.format_action(&action));
        game.apply(&action).map_err(|e| e.reason)?;
    }
    Ok((record, game))
}

fn series<G: Evaluate>(
    options: &G::Options,
    strengths: &[Strength],
    args: &SimArgs,
) -> Result<(), String> {
    let n = strengths.len();
    // wins[k]: games won by the k-th listed strength (which moves round the seats with --rotate).
    let mut wins = vec![0u32; n];
    let mut seat_wins = vec![0u32; n];
    let mut total_actions = 0usize;
    let started = Instant::now();
    for i in 0..args.games {
        let shift = if args.rotate { i as usize % n } else { 0 };
        let seats: Vec<Strength> = (0..n).map(|s| strengths[(s + n - shift) % n]).collect();
        let seed = args.seed + u64::from(i);
        let (record, game) = play_one::<G>(options, &seats, seed, 200_000)?;
        let outcome = game
            .outcome()
            .ok_or_else(|| format!("game {i} did not end"))?;
        total_actions += record.actions.len();
        for w in outcome.winners() {
            seat_wins[w.index()] += 1;
            wins[(w.index() + n - shift) % n] += 1;
        }
        say!(
            "game {i} seed {seed}: places {:?} ({} actions)",
            outcome.places,
            record.actions.len()
        );
        if let Some(folder) = &args.records {
            std::fs::create_dir_all(folder).map_err(|e| format!("{folder}: {e}"))?;
            let path = format!("{folder}/{}-{seed}.json", G::ID);
            std::fs::write(&path, record.to_json()).map_err(|e| format!("{path}: {e}"))?;
        }
    }
    say!(
        "--- {} games of {} in {:.1} s",
        args.games,
        G::ID,
        started.elapsed().as_secs_f64()
    );
    for (k, s) in strengths.iter().enumerate() {
        say!(
            "entry {} ({}): {} wins ({:.1} %)",
            k + 1,
            s.label(),
            wins[k],
            100.0 * f64::from(wins[k]) / f64::from(args.games.max(1))
        );
    }
    say!("wins by seat: {seat_wins:?}");
    say!(
        "mean length: {:.0} actions",
        total_actions as f64 / f64::from(args.games.max(1))
    );
    Ok(())
}
