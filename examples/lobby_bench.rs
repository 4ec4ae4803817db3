//! The lobby's costs without a network: the answer to `Lobby` with 1,000 public rooms (the
//! goal: under 50 ms), and a room's moves with its chat at 20 lines a second beside them.
//!   cargo run --release --no-default-features --example lobby_bench
use std::time::Instant;

use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        lobby::{Limits, Lobby},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
        store::Pace,
    },
};

fn main() {
    let mut lobby = Lobby::with_seed(Limits::default(), [1; 32]);
    let mut now = 1_800_000_000u64;
    // 1,000 public rooms, each from a network of its own (the per-network limit holds).
    for i in 0..1_000u64 {
        lobby.connected(i, format!("10.{}.{}.1", i / 250, i % 250));
        lobby.handle(
            i,
            Request::Hello {
                name: format!("Player {i}"),
                language: "en".into(),
            },
            now,
        );
        let out = lobby.handle(
            i,
            Request::Create {
                game: "razboiniki".into(),
                options: "{}".into(),
                seats: vec![SeatPlan::Open, SeatPlan::Open],
                pace: Pace::Live,
            },
            now,
        );
        let code = out
            .iter()
            .find_map(|(_, n)| match n {
                Notice::Joined { code, .. } => Some(code.clone()),
                _ => None,
            })
            .expect("a room");
        lobby.handle(i, Request::Publish { code, public: true }, now);
        now += 1;
    }
    let mut slowest = 0f64;
    let mut total = 0f64;
    let mut size = 0;
    let asks = 200u64;
    for k in 0..asks {
        let client = 10_000 + k;
        let started = Instant::now();
        let out = lobby.handle(client, Request::Lobby { game: None }, now);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        slowest = slowest.max(ms);
        total += ms;
        size = serde_json::to_string(&out[0].1).map_or(0, |s| s.len());
    }
    println!(
        "lobby with 1,000 public rooms: {:.3} ms an answer on average, {:.3} ms the slowest, over {asks} answers ({size} bytes as JSON; 200 rooms listed)",
        total / asks as f64,
        slowest
    );

    // A room's moves with and without 20 chat lines a second beside them.
    for chat in [false, true] {
        let mut lobby = Lobby::with_seed(Limits::default(), [2; 32]);
        let mut now = 1_800_000_000u64;
        let mut sessions = [ClientSession::default(), ClientSession::default()];
        let deliver = |out: Vec<(u64, Notice)>, sessions: &mut [ClientSession; 2]| {
            for (to, n) in out {
                if to < 2 {
                    sessions[to as usize].receive(n);
                }
            }
        };
        let out = lobby.handle(
            0,
            Request::Create {
                game: "razboiniki".into(),
                options: r#"{"quiet_limit":200}"#.into(),
                seats: vec![SeatPlan::Open, SeatPlan::Open],
                pace: Pace::Live,
            },
            now,
        );
        deliver(out, &mut sessions);
        let code = sessions[0].code.clone().expect("a room");
        let out = lobby.handle(
            1,
            Request::Join {
                code: code.clone(),
                seat: Some(1),
                token: None,
            },
            now,
        );
        deliver(out, &mut sessions);
        // Two spectators talk too: 20 lines a second from four connections (each may say five).
        for spectator in [2u64, 3] {
            lobby.handle(
                spectator,
                Request::Join {
                    code: code.clone(),
                    seat: None,
                    token: None,
                },
                now,
            );
        }
        let out = lobby.handle(0, Request::Start { code: code.clone() }, now);
        deliver(out, &mut sessions);
        let mut rng = seeded_rng(3);
        let (mut moves, mut move_time, mut lines) = (0u32, 0f64, 0u32);
        for second in 0..300u64 {
            now += 1;
            if chat {
                // Five lines from each of the four this second.
                for i in 0..20u64 {
                    let out = lobby.handle(
                        i % 4,
                        Request::Chat {
                            code: code.clone(),
                            text: format!("line {second}.{i}: a message of some forty characters"),
                        },
                        now,
                    );
                    lines += u32::from(out.iter().any(|(_, n)| matches!(n, Notice::Chat { .. })));
                    deliver(out, &mut sessions);
                }
            }
            for c in 0..2 {
                if let Some(act) = sessions[c].ai_turn(Strength::Quick, &mut rng) {
                    let started = Instant::now();
                    let out = lobby.handle(c as u64, act, now);
                    move_time += started.elapsed().as_secs_f64();
                    moves += 1;
                    deliver(out, &mut sessions);
                }
            }
            if lobby.is_over(&code) {
                break;
            }
        }
        println!(
            "a room's moves {} chat: {moves} moves, {:.1} µs a move answered{}",
            if chat { "with" } else { "without" },
            move_time / f64::from(moves.max(1)) * 1e6,
            if chat {
                format!(
                    " beside {lines} chat lines (20 a second from two players and two spectators)"
                )
            } else {
                String::new()
            }
        );
    }
}
