//! The game server's AI seats deciding away from the lobby (the server runs the decisions on
//! its task pool): one job per decision, the action played on the single legality path when it
//! comes back, and a decision for a position taken back meanwhile thrown away.

use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        lobby::{AiJob, ClientKey, Limits, Lobby},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
    },
    rules::{Game, razboiniki::RazOptions, razboiniki::Razboiniki},
};

/// A lobby whose AI decides elsewhere, and a Razboiniki room: client 1 plays White (the first
/// to move), the server's AI Black. Returns the lobby, client 1's session and the room's code.
fn room_against_the_ai() -> (Lobby, ClientSession, String) {
    let mut lobby = Lobby::with_seed(Limits::default(), [3; 32]);
    lobby.think_elsewhere();
    let mut session = ClientSession::default();
    let send = |lobby: &mut Lobby, session: &mut ClientSession, request: Request| {
        for (to, notice) in lobby.handle(1, request, 0) {
            if to == 1 {
                session.receive(notice);
            }
        }
    };
    send(
        &mut lobby,
        &mut session,
        Request::Create {
            pace: Default::default(),
            game: Razboiniki::ID.into(),
            options: serde_json::to_string(&RazOptions::default()).unwrap(),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Quick)],
        },
    );
    let code = session.code.clone().expect("the room was created");
    send(
        &mut lobby,
        &mut session,
        Request::Start { code: code.clone() },
    );
    assert!(session.mirror.is_some(), "the game started");
    (lobby, session, code)
}

fn receive(session: &mut ClientSession, out: Vec<(ClientKey, Notice)>) {
    for (to, notice) in out {
        if to == 1 {
            session.receive(notice);
        }
    }
}

/// White's move by the quick AI, as client 1 sends it.
fn whites_move(lobby: &mut Lobby, session: &mut ClientSession, seed: u64) {
    let request = session
        .ai_turn(Strength::Quick, &mut seeded_rng(seed))
        .expect("White is to move");
    // One request a second: within the server's rate limit.
    let out = lobby.handle(1, request, seed);
    receive(session, out);
}

fn run(job: AiJob) -> (String, u64, Option<String>, pelikaappi::ai::GameRng) {
    let mut rng = job.rng;
    let action = (job.think)(&mut rng);
    (job.code, job.id, action, rng)
}

#[test]
fn the_ai_decides_as_a_job_and_its_action_is_played_when_it_comes_back() {
    let (mut lobby, mut session, code) = room_against_the_ai();
    assert!(
        lobby.take_ai_jobs(usize::MAX).is_empty(),
        "White, a player, is first"
    );
    whites_move(&mut lobby, &mut session, 1);
    assert_eq!(lobby.record(&code).unwrap().actions.len(), 1);
    let jobs = lobby.take_ai_jobs(usize::MAX);
    assert_eq!(jobs.len(), 1, "one decision asked for Black");
    assert!(lobby.take_ai_jobs(usize::MAX).is_empty(), "asked once");
    // Nothing is played while the AI thinks.
    assert_eq!(lobby.record(&code).unwrap().actions.len(), 1);
    let (job_code, id, action, rng) = run(jobs.into_iter().next().unwrap());
    assert_eq!(job_code, code);
    let out = lobby.ai_decided(&code, id, action.clone(), rng, 1);
    receive(&mut session, out);
    let record = lobby.record(&code).unwrap();
    assert_eq!(record.actions.len(), 2, "Black's move is played");
    assert_eq!(Some(&record.actions[1]), action.as_ref());
    assert_eq!(
        session.mirror.as_ref().unwrap().record().actions.len(),
        2,
        "the player's mirror follows"
    );
    assert!(
        lobby.take_ai_jobs(usize::MAX).is_empty(),
        "White to move again"
    );
    // A whole game goes on so, move by move, to its end.
    for seed in 2..2000 {
        if lobby.is_over(&code) {
            break;
        }
        whites_move(&mut lobby, &mut session, seed);
        for job in lobby.take_ai_jobs(usize::MAX) {
            let (c, id, action, rng) = run(job);
            let out = lobby.ai_decided(&c, id, action, rng, seed);
            receive(&mut session, out);
        }
    }
    assert!(lobby.is_over(&code), "the game ended");
}

#[test]
fn a_decision_for_a_position_taken_back_is_thrown_away_and_jobs_never_pile_up() {
    // "Undo does not cancel the AI job already running, and jobs are unbounded: at most one
    // AI job per room; a stale job is cancelled or its result dropped without a new one
    // piling up."
    let (mut lobby, mut session, code) = room_against_the_ai();
    whites_move(&mut lobby, &mut session, 4);
    let stale = lobby
        .take_ai_jobs(usize::MAX)
        .pop()
        .expect("Black's decision asked");
    // White takes the move back while the AI thinks, and plays another, and again.
    for second in [5, 7] {
        let out = lobby.handle(1, Request::Undo { code: code.clone() }, second);
        receive(&mut session, out);
        assert_eq!(lobby.record(&code).unwrap().actions.len(), 0);
        whites_move(&mut lobby, &mut session, second + 1);
        assert!(
            lobby.take_ai_jobs(usize::MAX).is_empty(),
            "no second decision while the stale one runs"
        );
    }
    let (_, stale_id, stale_action, stale_rng) = run(stale);
    let out = lobby.ai_decided(&code, stale_id, stale_action, stale_rng, 9);
    assert!(
        out.iter()
            .all(|(_, n)| !matches!(n, Notice::Record { actions, .. } if !actions.is_empty())),
        "the stale answer is not played"
    );
    assert_eq!(lobby.record(&code).unwrap().actions.len(), 1);
    let fresh = lobby
        .take_ai_jobs(usize::MAX)
        .pop()
        .expect("asked again once the stale one came back");
    assert_ne!(fresh.id, stale_id);
    let (_, id, action, rng) = run(fresh);
    let out = lobby.ai_decided(&code, id, action, rng, 10);
    assert!(!out.is_empty(), "the record goes out");
    assert_eq!(lobby.record(&code).unwrap().actions.len(), 2);
}

#[test]
fn ai_decisions_are_handed_out_in_turn_across_networks() {
    // Issue 55: "One client starves the AI of every room. The AI pool … serves first come,
    // first served": jobs are served round-robin across the networks the rooms came from.
    let mut lobby = Lobby::with_seed(Limits::default(), [5; 32]);
    lobby.think_elsewhere();
    let mut rooms = Vec::new();
    // Network A makes twelve rooms first, then network B one.
    for k in 0..13u64 {
        let address = if k < 12 {
            "192.0.2.10"
        } else {
            "198.51.100.10"
        };
        lobby.connected(k + 1, address.into());
        let mut session = ClientSession::default();
        for request in [Request::Create {
            pace: Default::default(),
            game: Razboiniki::ID.into(),
            options: serde_json::to_string(&RazOptions::default()).unwrap(),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Quick)],
        }] {
            for (to, n) in lobby.handle(k + 1, request, 0) {
                if to == k + 1 {
                    session.receive(n);
                }
            }
        }
        let code = session.code.clone().unwrap();
        for (to, n) in lobby.handle(k + 1, Request::Start { code: code.clone() }, 0) {
            if to == k + 1 {
                session.receive(n);
            }
        }
        rooms.push((k + 1, session, code));
    }
    // Each White moves, in the order the rooms were made: twelve of A's decisions are asked
    // for before B's one.
    for (key, session, _) in &mut rooms {
        let request = session
            .ai_turn(Strength::Quick, &mut seeded_rng(*key))
            .unwrap();
        for (to, n) in lobby.handle(*key, request, 1) {
            if to == *key {
                session.receive(n);
            }
        }
    }
    assert_eq!(lobby.ai_jobs_waiting(), 13);
    let b_code = rooms.last().unwrap().2.clone();
    let first_two: Vec<String> = lobby
        .take_ai_jobs(2)
        .into_iter()
        .map(|job| job.code)
        .collect();
    assert!(
        first_two.contains(&b_code),
        "network B's room is served within the first two, not after A's twelve: {first_two:?}"
    );
}
