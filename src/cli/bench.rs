//! `pelikaappi bench`: random playouts per second and AI think time, printed as JSON.

use std::time::Instant;

use crate::{
    ai::{Evaluate, Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, ToMove, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

pub fn run(seconds: f64, only: Option<&str>, playouts_only: bool) -> Result<(), String> {
    if let Some(id) = only
        && !super::GAME_IDS.contains(&id)
    {
        return Err(format!(
            "no game '{}' (the games: {})",
            crate::rules::quote(id),
            super::GAME_IDS.join(", ")
        ));
    }
    let wanted = |id: &str| only.is_none_or(|o| o == id);
    let mut report = serde_json::Map::new();
    add::<Eile>(&mut report, wanted(Eile::ID), seconds, playouts_only)?;
    add::<Razboiniki>(&mut report, wanted(Razboiniki::ID), seconds, playouts_only)?;
    add::<Suomi1918>(&mut report, wanted(Suomi1918::ID), seconds, playouts_only)?;
    add::<Helsinki1918>(
        &mut report,
        wanted(Helsinki1918::ID),
        seconds,
        playouts_only,
    )?;
    let report = serde_json::Value::Object(report);
    say!("{}", serde_json::to_string_pretty(&report).expect("JSON"));
    Ok(())
}

/// Benchmarks a game with its default options into the report, if it is wanted.
fn add<G: Evaluate>(
    report: &mut serde_json::Map<String, serde_json::Value>,
    wanted: bool,
    seconds: f64,
    playouts_only: bool,
) -> Result<(), String> {
    if wanted {
        let figures = bench_game::<G>(&Default::default(), seconds, playouts_only)?;
        report.insert(G::ID.into(), figures);
    }
    Ok(())
}

fn bench_game<G: Evaluate>(
    options: &G::Options,
    seconds: f64,
    playouts_only: bool,
) -> Result<serde_json::Value, String> {
    let mut rng = seeded_rng(7);
    let started = Instant::now();
    let mut playouts = 0u64;
    let mut actions = 0u64;
    while started.elapsed().as_secs_f64() < seconds {
        let mut game = G::new(options).map_err(|e| e.message)?;
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            game.apply_listed(&action).map_err(|e| e.reason)?;
            actions += 1;
        }
        playouts += 1;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let mut think = serde_json::Map::new();
    if !playouts_only {
        for strength in [Strength::Quick, Strength::Strong] {
            let (mean_ms, max_ms, decisions) =
                think_time::<G>(options, strength, &mut rng, (seconds * 5.0).max(1.0))?;
            think.insert(
                strength.label().to_string(),
                serde_json::json!({ "mean_ms": mean_ms, "max_ms": max_ms, "decisions": decisions }),
            );
        }
    }
    Ok(serde_json::json!({
        "random_playouts_per_second": playouts as f64 / elapsed,
        "actions_per_second": actions as f64 / elapsed,
        "ns_per_action": elapsed * 1e9 / actions.max(1) as f64,
        "ai_think_time": think,
    }))
}

/// Times every decision with more than one choice in one game where every seat uses
/// `strength`, until the game ends or the decisions took `budget` seconds.
fn think_time<G: Evaluate>(
    options: &G::Options,
    strength: Strength,
    rng: &mut crate::ai::GameRng,
    budget: f64,
) -> Result<(f64, f64, usize), String> {
    let mut game = G::new(options).map_err(|e| e.message)?;
    let mut times: Vec<f64> = Vec::new();
    let mut steps = 0;
    while game.to_move() != ToMove::Over
        && steps < 5_000
        && times.iter().sum::<f64>() < budget * 1000.0
    {
        steps += 1;
        let action = match game.to_move() {
            ToMove::Chance => sample_chance(&game, rng),
            _ => {
                let t = Instant::now();
                let a = choose_action(&game, strength, rng);
                if game.legal_actions().len() > 1 {
                    times.push(t.elapsed().as_secs_f64() * 1000.0);
                }
                a
            }
        };
        game.apply(&action).map_err(|e| e.reason)?;
    }
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let max = times.iter().copied().fold(0.0, f64::max);
    Ok((mean, max, times.len()))
}
