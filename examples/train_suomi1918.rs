//! Trains the learned evaluation of the 1918 map game by TD(λ) self-play, or measures it
//! against the hand-made one in paired games.
//!
//! `train_suomi1918 SEED GAMES [OUT] [--hidden H] [--alpha A] [--alpha-end A] [--lambda L]
//! [--explore E] [--teacher T] [--every N] [--curve-pairs P]` trains from a seed (the same seed, the same
//! weights), prints the learning curve and writes the weights (by default to
//! `assets/suomi1918/data/eval_weights.ron`).
//!
//! `train_suomi1918 --compare quick|club FIRST_SEED PAIRS [--weights FILE] [--scale S]`
//! plays each seed twice with the sides swapped and the same dice (`ai::paired::play_pair`),
//! the level on the learned weights (the shipped ones unless a file is named) against the
//! same level on the hand-made evaluation, and prints the learned side's score with a 95 %
//! interval over the pairs.

use std::{sync::Arc, time::Instant};

use pelikaappi::{
    ai::{
        GameRng, Strength, choose_action,
        paired::{mean_with_interval, play_pair},
        suomi1918_learned::{
            Judgement, LearnedEval, Suomi1918With, TrainConfig, shipped, train, training_options,
        },
    },
    rules::suomi1918::{Suomi1918, SuomiAction},
};

const USAGE: &str = "usage: train_suomi1918 SEED GAMES [OUT] [--hidden H] [--alpha A] \
                     [--alpha-end A] [--lambda L] [--explore E] [--teacher T] [--every N] [--curve-pairs P]\n       \
                     train_suomi1918 --compare quick|club FIRST_SEED PAIRS [--weights FILE] \
                     [--scale S]";

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
        .unwrap_or_else(|| "assets/suomi1918/data/eval_weights.ron".to_string());
    let defaults = TrainConfig::default();
    let config = TrainConfig {
        hidden: flag(flags, "hidden")?.unwrap_or(defaults.hidden),
        alpha: flag(flags, "alpha")?.unwrap_or(defaults.alpha),
        alpha_end: flag(flags, "alpha-end")?.unwrap_or(defaults.alpha_end),
        lambda: flag(flags, "lambda")?.unwrap_or(defaults.lambda),
        explore: flag(flags, "explore")?.unwrap_or(defaults.explore),
        teacher: flag(flags, "teacher")?.unwrap_or(defaults.teacher),
        curve_every: flag(flags, "every")?.unwrap_or(defaults.curve_every),
        curve_pairs: flag(flags, "curve-pairs")?.unwrap_or(defaults.curve_pairs),
        ..defaults
    };
    println!(
        "TD({}) self-play, step {} to {}, {} hidden units, {:.0} % random moves, {:.0} % of the \
         games played by the club level, {games} games from seed {seed}",
        config.lambda,
        config.alpha,
        config.alpha_end,
        config.hidden,
        100.0 * config.explore,
        100.0 * config.teacher
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
        "The learned evaluation of the 1918 map game (src/ai/suomi1918_learned.rs), written by\n\
         `cargo run --release --no-default-features --example train_suomi1918 -- {}`:\n\
         TD({}) self-play, step {} to {}, {} hidden units, {:.0} % random moves, {:.0} % of the\n\
         {games} games played by the club level on the hand-made evaluation, the default options.\n\
         At the end: held-out error {:.4} (untrained {:.4}); the quick player on these weights\n\
         scored {:.1} % against the quick player on the hand-made evaluation ({} paired seeds).\n\
         Do not edit by hand: train again.",
        args.join(" "),
        config.lambda,
        config.alpha,
        config.alpha_end,
        config.hidden,
        100.0 * config.explore,
        100.0 * config.teacher,
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
    let model = match flag::<String>(flags, "weights")? {
        Some(path) => {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
            LearnedEval::from_ron(&text).map_err(|e| e.message)?
        }
        None => shipped().ok_or("the shipped weights do not load")?.clone(),
    };
    let model = match flag(flags, "scale")? {
        Some(scale) => model.with_scale(scale),
        None => model,
    };
    let learned = Judgement::Learned(Arc::new(model));
    println!(
        "{level} level ({strength:?}) on the learned weights against it on the hand-made \
         evaluation: seeds {first}..{}, each played twice with the sides swapped and the same \
         dice",
        first + pairs
    );
    let player = |judgement: Judgement| {
        move |game: &Suomi1918, rng: &mut GameRng| -> SuomiAction {
            choose_action(
                &Suomi1918With::new(game.clone(), judgement.clone()),
                strength,
                rng,
            )
        }
    };
    let (learned_player, hand_made_player) = (player(learned), player(Judgement::HandMade));
    let started = Instant::now();
    let mut shares = Vec::with_capacity(pairs as usize);
    let mut decisions = [0u64; 2];
    let mut slowest = [0.0f64; 2];
    for i in 0..pairs {
        let pair = play_pair::<Suomi1918>(
            &training_options(),
            [&learned_player, &hand_made_player],
            first + i,
        );
        shares.push(pair.share());
        for who in 0..2 {
            decisions[who] += pair.decisions[who];
            slowest[who] = slowest[who].max(pair.slowest[who].as_secs_f64());
        }
        if (i + 1) % 10 == 0 || i + 1 == pairs {
            let (mean, half) = mean_with_interval(&shares);
            println!(
                "{:>5} pairs: learned {:.1} % (95 % interval {:.1}–{:.1} %), {:.0} s",
                i + 1,
                100.0 * mean,
                100.0 * (mean - half),
                100.0 * (mean + half),
                started.elapsed().as_secs_f64()
            );
        }
    }
    let (mean, half) = mean_with_interval(&shares);
    let points: f64 = shares.iter().map(|s| 2.0 * s).sum();
    println!(
        "result: learned {:.1} % over {pairs} pairs ({} games; the learned side scored \
         {points:.1} points, a draw a half), 95 % interval {:.1}–{:.1} %; pairs won {}, split \
         {}, lost {}; decisions {} learned, {} hand-made (slowest {:.3} s, {:.3} s); {:.0} s",
        100.0 * mean,
        2 * pairs,
        100.0 * (mean - half),
        100.0 * (mean + half),
        shares.iter().filter(|&&s| s > 0.5).count(),
        shares.iter().filter(|&&s| s == 0.5).count(),
        shares.iter().filter(|&&s| s < 0.5).count(),
        decisions[0],
        decisions[1],
        slowest[0],
        slowest[1],
        started.elapsed().as_secs_f64(),
    );
    Ok(())
}
