//! Trains the learned evaluation of Eile mit Weile by TD(λ) self-play, or measures it against
//! the hand-made one in paired games.
//!
//! `train_eile SEED GAMES [OUT] [--hidden H] [--alpha A] [--alpha-end A] [--lambda L]
//! [--every N]` trains
//! from a seed (the same seed, the same weights), prints the learning curve and writes the
//! weights (by default to `assets/eile/data/eval_weights.ron`).
//!
//! `train_eile --compare quick|club FIRST_SEED PAIRS [--players 2|4] [--weights FILE]
//! [--against FILE] [--scale S]` plays
//! each seed twice with the seats swapped and the same dice, the level on the learned weights
//! (the shipped ones unless a file is named) against the same level on the hand-made
//! evaluation (`--against`: on another weights file), and prints the learned side's score
//! with a 95 % interval over the pairs (`--scale`: another search value of a sure win than
//! `LEARNED_SCALE`, for the `--weights` side only).

use std::{sync::Arc, time::Instant};

use pelikaappi::{
    ai::{
        Strength, choose_action,
        eile_learned::{
            EileWith, Judgement, LearnedEval, TrainConfig, paired_score, shipped, train,
        },
    },
    rules::eile::EileOptions,
};

const USAGE: &str = "usage: train_eile SEED GAMES [OUT] [--hidden H] [--alpha A] \
                     [--alpha-end A] [--lambda L] [--every N]\n       train_eile --compare quick|club FIRST_SEED PAIRS \
                     [--players 2|4] [--weights FILE] [--against FILE] [--scale S]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (positional, flags) = split_flags(&args);
    let result = if args.first().is_some_and(|a| a == "--compare") {
        compare(&positional, &flags)
    } else {
        train_run(&args, &positional, &flags)
    };
    if let Err(e) = result {
        eprintln!("{e}\n{USAGE}");
        std::process::exit(2);
    }
}

/// The positional arguments, and the `--name value` pairs (`--compare` stands alone).
fn split_flags(args: &[String]) -> (Vec<String>, Vec<(String, String)>) {
    let (mut positional, mut flags) = (Vec::new(), Vec::new());
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.strip_prefix("--") {
            Some("compare") => {}
            Some(name) => flags.push((name.to_string(), it.next().cloned().unwrap_or_default())),
            None => positional.push(arg.clone()),
        }
    }
    (positional, flags)
}

fn flag<T: std::str::FromStr>(flags: &[(String, String)], name: &str) -> Result<Option<T>, String> {
    flags
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| {
            v.parse()
                .map_err(|_| format!("--{name}: cannot read {v:?}"))
        })
        .transpose()
}

fn number<T: std::str::FromStr>(positional: &[String], i: usize, what: &str) -> Result<T, String> {
    let text = positional.get(i).ok_or(format!("missing {what}"))?;
    text.parse()
        .map_err(|_| format!("{what}: cannot read {text:?}"))
}

fn train_run(
    args: &[String],
    positional: &[String],
    flags: &[(String, String)],
) -> Result<(), String> {
    let seed: u64 = number(positional, 0, "SEED")?;
    let games: u64 = number(positional, 1, "GAMES")?;
    let out = positional
        .get(2)
        .cloned()
        .unwrap_or_else(|| "assets/eile/data/eval_weights.ron".to_string());
    let defaults = TrainConfig::default();
    let config = TrainConfig {
        hidden: flag(flags, "hidden")?.unwrap_or(defaults.hidden),
        alpha: flag(flags, "alpha")?.unwrap_or(defaults.alpha),
        alpha_end: flag(flags, "alpha-end")?.unwrap_or(defaults.alpha_end),
        lambda: flag(flags, "lambda")?.unwrap_or(defaults.lambda),
        curve_every: flag(flags, "every")?.unwrap_or(defaults.curve_every),
        ..defaults
    };
    println!(
        "TD({}) self-play, step {} to {}, {} hidden units, {games} two-player games from seed \
         {seed}",
        config.lambda, config.alpha, config.alpha_end, config.hidden
    );
    println!(
        "{:>8}  {:>9}  {:>14}  {:>26}  {:>6}",
        "games",
        "mean |TD|",
        "held-out MSE",
        format!("greedy vs hand-made ({} pairs)", config.curve_pairs),
        "s"
    );
    let started = Instant::now();
    let (model, curve) = train(seed, games, &config, |p| {
        println!(
            "{:>8}  {:>9.4}  {:>14.4}  {:>26}  {:>6.0}",
            p.games,
            p.td_error,
            p.held_out_error,
            format!("{:.1} %", 100.0 * p.greedy_score),
            started.elapsed().as_secs_f64()
        );
    });
    let last = curve.last().expect("the curve has its first point");
    let header = format!(
        "The learned evaluation of Eile mit Weile (src/ai/eile_learned.rs), written by\n\
         `cargo run --release --no-default-features --example train_eile -- {}`:\n\
         TD({}) self-play, step {} to {}, {} hidden units, {games} two-player games of four\n\
         stones.\n\
         At the end: held-out error {:.4} (untrained {:.4}); the quick player on these weights\n\
         scored {:.1} % against the quick player on the hand-made evaluation ({} paired seeds).\n\
         Do not edit by hand: train again.",
        args.join(" "),
        config.lambda,
        config.alpha,
        config.alpha_end,
        config.hidden,
        last.held_out_error,
        curve[0].held_out_error,
        100.0 * last.greedy_score,
        config.curve_pairs,
    );
    let text = model.to_ron(&header);
    let again = LearnedEval::from_ron(&text).map_err(|e| e.message)?;
    if again != model {
        return Err("the weights do not read back as written".into());
    }
    std::fs::write(&out, text).map_err(|e| format!("cannot write {out}: {e}"))?;
    println!("wrote {out} in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}

fn compare(positional: &[String], flags: &[(String, String)]) -> Result<(), String> {
    let level = positional.first().ok_or("missing the level")?;
    let strength = match level.as_str() {
        "quick" => Strength::Quick,
        "club" => Strength::Strong,
        other => return Err(format!("no level {other:?}: quick or club")),
    };
    let first: u64 = number(positional, 1, "FIRST_SEED")?;
    let pairs: u64 = number(positional, 2, "PAIRS")?;
    let players: u8 = flag(flags, "players")?.unwrap_or(2);
    if players != 2 && players != 4 {
        return Err("--players: 2 or 4 (the sides take turns round the table)".into());
    }
    let model = match flag::<String>(flags, "weights")? {
        Some(path) => read_weights(&path)?,
        None => shipped().ok_or("the shipped weights do not load")?.clone(),
    };
    let (other, other_name) = match flag::<String>(flags, "against")? {
        Some(path) => (
            Judgement::Learned(Arc::new(read_weights(&path)?)),
            format!("the weights of {path}"),
        ),
        None => (Judgement::HandMade, "the hand-made evaluation".to_string()),
    };
    let model = match flag(flags, "scale")? {
        Some(scale) => model.with_scale(scale),
        None => model,
    };
    let model = Arc::new(model);
    let options = EileOptions {
        players,
        stones: 4,
        play_on: false,
    };
    println!(
        "{level} level ({strength:?}) on the learned weights against it on {other_name}: \
         {players} players, seeds {first}..{}, each played twice with the seats swapped and \
         the same dice",
        first + pairs
    );
    let started = Instant::now();
    let mut think = [(0.0, 0u64); 2];
    let mut scores = Vec::with_capacity(pairs as usize);
    for i in 0..pairs {
        let score = paired_score(&options, first + i, |game, rng, learned| {
            let judgement = if learned {
                Judgement::Learned(model.clone())
            } else {
                other.clone()
            };
            let clock = Instant::now();
            let action = choose_action(&EileWith::new(game.clone(), judgement), strength, rng);
            let side = &mut think[usize::from(!learned)];
            *side = (side.0 + clock.elapsed().as_secs_f64(), side.1 + 1);
            action
        });
        scores.push(score);
        if (i + 1) % 50 == 0 || i + 1 == pairs {
            let (mean, low, high) = interval(&scores);
            println!(
                "{:>5} pairs: learned {:.1} % (95 % interval {:.1}–{:.1} %), {:.0} s",
                i + 1,
                100.0 * mean,
                100.0 * low,
                100.0 * high,
                started.elapsed().as_secs_f64()
            );
        }
    }
    let (mean, low, high) = interval(&scores);
    let wins: f64 = scores.iter().map(|s| 2.0 * s).sum();
    let ms = |(total, n): (f64, u64)| 1000.0 * total / n.max(1) as f64;
    println!(
        "result: learned {:.1} % over {pairs} pairs ({} games; the learned side won {wins:.1}), \
         95 % interval {:.1}–{:.1} %; pairs won {}, split {}, lost {}; think time a decision \
         {:.3} ms learned, {:.3} ms the other",
        100.0 * mean,
        2 * pairs,
        100.0 * low,
        100.0 * high,
        scores.iter().filter(|&&s| s > 0.5).count(),
        scores.iter().filter(|&&s| s == 0.5).count(),
        scores.iter().filter(|&&s| s < 0.5).count(),
        ms(think[0]),
        ms(think[1]),
    );
    Ok(())
}

/// A weights file read and checked.
fn read_weights(path: &str) -> Result<LearnedEval, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    LearnedEval::from_ron(&text).map_err(|e| e.message)
}

/// The mean of the pairs' scores and its 95 % interval (normal, over the pairs).
fn interval(scores: &[f64]) -> (f64, f64, f64) {
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    (mean, mean - half, mean + half)
}
