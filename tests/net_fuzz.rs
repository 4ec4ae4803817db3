//! The protocol fuzz: seeded clients send the server's lobby a mix of good and bad requests
//! (unknown games, broken options, codes and tokens of nothing, other seats' actions, junk
//! notation, stale positions, floods, oversized fields, disconnects) and play real moves in
//! between. Nothing may panic; a refusal goes to the asker only; a client's mirror always
//! replays the record it is sent; no client ever sees another's seat token. Prints its
//! counts (`PELIKAAPPI_FUZZ=N` runs N times the cases).

use std::collections::BTreeMap;

use pelikaappi::{
    ai::{GameRng, Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
        store::{OnTimeout, Pace},
    },
};
use rand::Rng;

#[path = "support/fuzz.rs"]
mod fuzz;
use fuzz::fuzz_cases;

const GAMES: [&str; 6] = [
    "eile",
    "razboiniki",
    "suomi1918",
    "helsinki1918",
    "chess",
    "",
];

fn junk(rng: &mut GameRng, max: usize) -> String {
    let len = rng.random_range(0..max.max(1));
    (0..len)
        .map(|_| char::from_u32(rng.random_range(0..0x3000)).unwrap_or('?'))
        .collect()
}

/// A seat number: mostly one a room may have, sometimes any of the whole `u8` (255 + 1 must
/// not overflow anywhere).
fn any_seat(rng: &mut GameRng) -> u8 {
    if rng.random_bool(0.2) {
        rng.random()
    } else {
        rng.random_range(0..5)
    }
}

fn pick<T: Clone>(rng: &mut GameRng, items: &[T]) -> T {
    items[rng.random_range(0..items.len())].clone()
}

/// One request of client `me`: mostly plausible, often wrong.
fn request(rng: &mut GameRng, me: &ClientSession, codes: &[String], tokens: &[String]) -> Request {
    // Mostly a player who plays: the host starts a full room, a seat to move moves.
    if let Some(start) = me.start_when_full().filter(|_| rng.random_bool(0.8)) {
        return start;
    }
    if me.my_turn()
        && rng.random_bool(0.6)
        && let Some(turn) = me.ai_turn(Strength::Random, rng)
    {
        return turn;
    }
    let code = if codes.is_empty() || rng.random_bool(0.1) {
        junk(rng, 8)
    } else {
        pick(rng, codes)
    };
    match rng.random_range(0..10) {
        0 => {
            let seats = (0..rng.random_range(0..5))
                .map(|_| {
                    if rng.random_bool(0.7) {
                        SeatPlan::Open
                    } else {
                        SeatPlan::Ai(pick(rng, &[Strength::Random, Strength::Quick]))
                    }
                })
                .collect();
            let garbage = junk(rng, 40);
            let options = pick(
                rng,
                &[
                    "{}".to_string(),
                    r#"{"players":2}"#.into(),
                    r#"{"players":9}"#.into(),
                    "[1,2]".into(),
                    garbage,
                ],
            );
            Request::Create {
                game: pick(rng, &GAMES).to_string(),
                options,
                seats,
                pace: match rng.random_range(0..4) {
                    0 => Pace::Live,
                    1 => Pace::Slow {
                        seconds_per_move: None,
                        on_timeout: OnTimeout::Ai,
                    },
                    2 => Pace::Slow {
                        seconds_per_move: Some(rng.random_range(0..200_000)),
                        on_timeout: OnTimeout::Lose,
                    },
                    _ => Pace::Slow {
                        seconds_per_move: Some(86_400),
                        on_timeout: OnTimeout::Ai,
                    },
                },
            }
        }
        1 | 2 => Request::Join {
            code,
            seat: rng.random_bool(0.7).then(|| any_seat(rng)),
            token: if rng.random_bool(0.2) && !tokens.is_empty() {
                Some(pick(rng, tokens))
            } else if rng.random_bool(0.1) {
                Some(junk(rng, 40))
            } else {
                None
            },
        },
        3 => Request::Start { code },
        4..=7 => {
            // A real move of one's own game, or junk, on a right or wrong position.
            let real = me
                .mirror
                .as_ref()
                .and_then(|m| m.choose(Strength::Random, rng));
            let action = match real {
                Some(a) if rng.random_bool(0.8) => a,
                _ => junk(rng, 12),
            };
            let seen = me
                .mirror
                .as_ref()
                .map_or(0, |m| m.record().actions.len() as u32);
            Request::Act {
                code: me
                    .code
                    .clone()
                    .filter(|_| rng.random_bool(0.9))
                    .unwrap_or(code),
                action,
                seen: if rng.random_bool(0.9) {
                    seen
                } else {
                    rng.random()
                },
            }
        }
        8 if rng.random_bool(0.8) => Request::Undo { code },
        8 => Request::Games {
            rooms: (0..rng.random_range(0..40))
                .map(|_| {
                    let token = if tokens.is_empty() || rng.random_bool(0.3) {
                        junk(rng, 40)
                    } else {
                        pick(rng, tokens)
                    };
                    (code.clone(), token)
                })
                .collect(),
        },
        _ => {
            if rng.random_bool(0.5) {
                Request::HandToAi {
                    code,
                    seat: any_seat(rng),
                }
            } else if rng.random_bool(0.1) {
                Request::Join {
                    code: "X".repeat(3000),
                    seat: None,
                    token: None,
                }
            } else if rng.random_bool(0.1) {
                Request::Resign { code }
            } else {
                Request::Leave { code }
            }
        }
    }
}

#[test]
fn fuzzed_protocol_requests_never_panic() {
    let cases = fuzz_cases(30_000);
    let mut rng = seeded_rng(1918);
    let mut lobby = Lobby::with_seed(
        Limits {
            rooms: 40,
            requests_per_second: 25,
            ..Limits::default()
        },
        [5; 32],
    );
    let mut clients: BTreeMap<ClientKey, ClientSession> = BTreeMap::new();
    let mut tokens: BTreeMap<ClientKey, Vec<String>> = BTreeMap::new();
    let mut codes: Vec<String> = Vec::new();
    let (mut refused, mut accepted, mut disconnects) = (0usize, 0usize, 0usize);
    let mut next_client: ClientKey = 1;
    for case in 0..cases {
        let second = (case / 40) as u64;
        if case % 40 == 0 {
            // The time per move runs on (a minute of it is 2,400 cases).
            for (to, n) in lobby.tick(second) {
                if let Some(c) = clients.get_mut(&to) {
                    c.receive(n);
                }
            }
        }
        if clients.len() < 12 || rng.random_bool(0.002) {
            clients.insert(next_client, ClientSession::default());
            next_client += 1;
        }
        let keys: Vec<ClientKey> = clients.keys().copied().collect();
        let me = pick(&mut rng, &keys);
        if rng.random_bool(0.003) {
            disconnects += 1;
            clients.remove(&me);
            for (to, n) in lobby.disconnect(me) {
                if let Some(c) = clients.get_mut(&to) {
                    c.receive(n);
                }
            }
            continue;
        }
        let known: Vec<String> = tokens.values().flatten().cloned().collect();
        let req = request(&mut rng, &clients[&me], &codes, &known);
        let out = lobby.handle(me, req, second);
        let refusal = out.iter().any(|(_, n)| matches!(n, Notice::Refused { .. }));
        if refusal {
            refused += 1;
            assert!(
                out.iter().all(|(to, _)| *to == me),
                "a refusal goes to the asker only"
            );
        } else {
            accepted += 1;
        }
        for (to, notice) in out {
            if let Notice::Joined { code, token, .. } = &notice {
                if !codes.contains(code) {
                    codes.push(code.clone());
                }
                if let Some(t) = token {
                    assert_eq!(to, me, "a token goes to its holder");
                    tokens.entry(to).or_default().push(t.clone());
                }
            }
            let text = format!("{notice:?}");
            for (holder, held) in &tokens {
                if *holder != to {
                    for t in held {
                        // A token may reach another connection only through its holder's
                        // own reconnecting (the fuzz hands tokens around on purpose).
                        if text.contains(t.as_str()) {
                            assert!(
                                matches!(notice, Notice::Joined { .. }),
                                "a token leaked in {text}"
                            );
                        }
                    }
                }
            }
            if let Some(c) = clients.get_mut(&to) {
                c.receive(notice);
                assert_eq!(c.broken, None, "a mirror replays what it is sent");
            }
        }
        assert!(lobby.unfinished_count() <= 40, "the server's room limit");
    }
    let played: usize = codes
        .iter()
        .filter_map(|c| lobby.record(c))
        .map(|r| r.actions.len())
        .sum();
    println!(
        "fuzz: protocol {cases} requests ({accepted} accepted, {refused} refused), {} rooms, {played} actions in their records, {disconnects} disconnects, 0 panics",
        lobby.room_count()
    );
    assert!(
        accepted > cases / 50 && refused > cases / 20,
        "both ends reached"
    );
    assert!(
        played > cases / 50,
        "games were played between the bad requests"
    );
}
