//! Criterion benchmarks of the four rules cores' hot paths: listing the legal actions,
//! applying an action (a whole seeded random playout, per action), and the AI's evaluation.
//! Run `cargo bench --no-default-features --bench cores` (the pure core, no Bevy) and compare
//! a change with criterion's saved baseline; `pelikaappi bench` is the figure players see.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use pelikaappi::{
    ai::{Evaluate, GameRng, Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        ToMove, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki,
        suomi1918::Suomi1918,
    },
};

/// Positions along one seeded random game where a seat is to move: the benchmarks' inputs.
fn positions<G: Evaluate>(seed: u64, count: usize) -> Vec<G> {
    let mut rng = seeded_rng(seed);
    let mut game = G::new(&Default::default()).expect("default options are valid");
    let mut out = Vec::new();
    while out.len() < count {
        match game.to_move() {
            ToMove::Over => game = G::new(&Default::default()).expect("valid options"),
            ToMove::Chance => {
                let action = sample_chance(&game, &mut rng);
                game.apply(&action).expect("a chance outcome is legal");
            }
            ToMove::Seat(_) => {
                out.push(game.clone());
                let action = choose_action(&game, Strength::Random, &mut rng);
                game.apply(&action).expect("a listed action is legal");
            }
        }
    }
    out
}

/// One seeded random playout; returns the number of actions applied.
fn playout<G: Evaluate>(rng: &mut GameRng) -> u64 {
    let mut game = G::new(&Default::default()).expect("default options are valid");
    let mut actions = 0;
    loop {
        let action = match game.to_move() {
            ToMove::Over => return actions,
            ToMove::Chance => sample_chance(&game, rng),
            ToMove::Seat(_) => choose_action(&game, Strength::Random, rng),
        };
        game.apply(&action).expect("a listed action is legal");
        actions += 1;
    }
}

fn bench_game<G: Evaluate>(c: &mut Criterion, id: &str) {
    let mut group = c.benchmark_group(id);
    let states = positions::<G>(11, 64);
    // Fresh positions every time: Helsinki 1918 keeps a state's list once it is made.
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function("legal_actions", |b| {
        b.iter_batched(
            || states.clone(),
            |states| {
                for s in &states {
                    black_box(s.legal_actions());
                }
            },
            BatchSize::SmallInput,
        )
    });
    let moves: Vec<(G, G::Action)> = states
        .iter()
        .map(|s| (s.clone(), s.legal_actions()[0].clone()))
        .collect();
    group.bench_function("apply", |b| {
        b.iter_batched(
            || moves.clone(),
            |mut moves| {
                for (s, a) in &mut moves {
                    black_box(s.apply(a).expect("a listed action is legal"));
                }
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("evaluate", |b| {
        b.iter(|| {
            for s in &states {
                black_box(s.evaluate());
            }
        })
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("random_playout", |b| {
        let mut rng = seeded_rng(7);
        b.iter(|| black_box(playout::<G>(&mut rng)))
    });
    group.finish();
}

fn cores(c: &mut Criterion) {
    bench_game::<Eile>(c, "eile");
    bench_game::<Razboiniki>(c, "razboiniki");
    bench_game::<Suomi1918>(c, "suomi1918");
    bench_game::<Helsinki1918>(c, "helsinki1918");
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = cores
}
criterion_main!(benches);
