//! The game server's store without a network: rooms that survive a restart of the lobby, the
//! schema's migrations from its first version, a damaged file refused and left as it is, a
//! full disk that refuses moves and loses nothing, correspondence games' time per move, the
//! list of a player's games, and the rooms-per-address limit.

use std::{collections::BTreeMap, path::Path, sync::Arc};

use pelikaappi::{
    ai::{GameRng, Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
        sqlite::{FILE_NAME, SCHEMA_VERSION, SqliteStore},
        store::{OnTimeout, Pace, RoomStore},
    },
    rules::{Game, Seat, ToMove, eile::Eile, record::GameRecord},
};

/// A server with its store in `dir`, and its clients; time is seconds since 1970.
struct World {
    lobby: Lobby,
    clients: BTreeMap<ClientKey, ClientSession>,
    now: u64,
}

impl World {
    fn open(dir: &Path) -> Self {
        let store = SqliteStore::open(dir).expect("the store opens");
        Self::with(Box::new(store))
    }

    fn with(store: Box<dyn RoomStore>) -> Self {
        let (lobby, warnings) = Lobby::with_store(Limits::default(), store).expect("the lobby");
        Self::of(lobby, warnings)
    }

    /// A server on the store in `dir` whose rooms' dice come from `seed`.
    fn open_seeded(dir: &Path, seed: u8) -> Self {
        let store = SqliteStore::open(dir).expect("the store opens");
        let (lobby, warnings) =
            Lobby::with_store_and_seed(Limits::default(), Box::new(store), [seed; 32])
                .expect("the lobby");
        Self::of(lobby, warnings)
    }

    fn of(lobby: Lobby, warnings: Vec<String>) -> Self {
        assert!(warnings.is_empty(), "every room comes back: {warnings:?}");
        Self {
            lobby,
            clients: BTreeMap::new(),
            now: 1_800_000_000,
        }
    }

    fn send(&mut self, client: ClientKey, request: Request) -> Vec<Notice> {
        self.clients.entry(client).or_default();
        let out = self.lobby.handle(client, request, self.now);
        let mine = out
            .iter()
            .filter(|(to, _)| *to == client)
            .map(|(_, n)| n.clone())
            .collect();
        self.deliver(out);
        mine
    }

    fn deliver(&mut self, out: Vec<(ClientKey, Notice)>) {
        for (to, notice) in out {
            let c = self.clients.entry(to).or_default();
            c.receive(notice);
            assert_eq!(c.broken, None, "the record replays");
        }
    }

    fn client(&self, key: ClientKey) -> &ClientSession {
        &self.clients[&key]
    }

    /// One round: every client whose turn it is plays it with the AI of `strength`; false
    /// when nobody could.
    fn round(&mut self, strength: Strength, rng: &mut GameRng) -> bool {
        self.now += 1;
        let turns: Vec<(ClientKey, Request)> = self
            .clients
            .iter()
            .filter_map(|(k, c)| c.ai_turn(strength, rng).map(|r| (*k, r)))
            .collect();
        let any = !turns.is_empty();
        for (k, r) in turns {
            self.send(k, r);
        }
        any
    }
}

fn eile_room(pace: Pace) -> Request {
    eile_room_of(pace, 2)
}

fn eile_room_of(pace: Pace, stones: u8) -> Request {
    Request::Create {
        game: Eile::ID.into(),
        options: format!(r#"{{"players":2,"stones":{stones}}}"#),
        seats: vec![SeatPlan::Open, SeatPlan::Open],
        pace,
    }
}

/// Two clients (1 and 2) in a new Eile room, started; returns its code.
fn started_eile(world: &mut World, pace: Pace) -> String {
    started_eile_of(world, pace, 2)
}

fn started_eile_of(world: &mut World, pace: Pace, stones: u8) -> String {
    world.send(1, eile_room_of(pace, stones));
    let code = world.client(1).code.clone().expect("a room");
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    assert!(world.client(2).started);
    code
}

fn stored_record(dir: &Path, code: &str) -> Vec<String> {
    let store = SqliteStore::open(dir).expect("the store opens");
    store.load_room(code).unwrap().expect("the room").actions
}

#[test]
fn a_restarted_server_has_every_room_where_it_was() {
    // "Restart: the server restarts and every room is back where it was; the clients
    // reconnect … and go on."
    let dir = tempdir("restart");
    let mut rng = seeded_rng(11);
    let mut world = World::open(&dir);
    let code = started_eile(&mut world, Pace::Live);
    // Play until the game is under way but far from over (the server's dice differ from run
    // to run: forty rounds sometimes finished a two-stone game).
    while world.lobby.record(&code).unwrap().actions.len() <= 20 {
        world.round(Strength::Quick, &mut rng);
    }
    assert!(!world.lobby.is_over(&code), "the game is under way");
    let told = world
        .client(1)
        .mirror
        .as_ref()
        .unwrap()
        .record()
        .actions
        .clone();
    assert!(told.len() > 20, "the game is under way");
    let tokens: Vec<String> = [1, 2]
        .iter()
        .map(|k| world.client(*k).token.clone().unwrap())
        .collect();
    // The server stops without a word (its memory is gone); a new one opens the store.
    drop(world);
    assert_eq!(
        stored_record(&dir, &code),
        told,
        "every acknowledged action is stored"
    );
    let mut world = World::open(&dir);
    assert_eq!(world.lobby.room_count(), 1);
    for (i, token) in tokens.iter().enumerate() {
        world.send(
            10 + i as u64,
            Request::Join {
                code: code.clone(),
                seat: None,
                token: Some(token.clone()),
            },
        );
        let back = world.client(10 + i as u64);
        assert_eq!(back.seat, Some(i as u8), "back at one's own seat");
        assert_eq!(back.mirror.as_ref().unwrap().record().actions, told);
        assert!(back.started);
    }
    let mut rounds = 0;
    while !world.lobby.is_over(&code) && world.round(Strength::Quick, &mut rng) {
        rounds += 1;
        assert!(rounds < 20_000, "the game ends");
    }
    assert!(world.lobby.is_over(&code));
    // A finished game stays in the store, replays, and is listed without its tokens.
    let record = world.lobby.record(&code).unwrap().clone();
    let stored = stored_record(&dir, &code);
    assert_eq!(stored, record.actions);
    let replayed: Eile = GameRecord {
        actions: stored,
        hints: Vec::new(),
        ..record.clone()
    }
    .replay()
    .expect("the stored record replays");
    assert!(replayed.outcome().is_some());
    let listed = format!("{:?}", SqliteStore::open(&dir).unwrap().list().unwrap());
    assert!(listed.contains(&code) && listed.contains("over: true"));
    assert!(
        tokens.iter().all(|t| !listed.contains(t.as_str())),
        "no token listed"
    );
    // Every client leaves: the room leaves memory, the store brings it back when asked.
    for k in [10, 11] {
        world.send(k, Request::Leave { code: code.clone() });
    }
    world.send(
        12,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(tokens[0].clone()),
        },
    );
    assert!(world.client(12).over(), "the finished game opens again");
}

#[test]
fn the_schema_migrates_from_its_first_version() {
    // "Schema versioned, with migrations that a test runs from the first version."
    let dir = tempdir("migrate");
    let v1 = SqliteStore::open_at_version(&dir, 1).expect("version 1");
    assert_eq!(v1.version().unwrap(), 1);
    drop(v1);
    // A room as the first version wrote it.
    let db = rusqlite::Connection::open(dir.join(FILE_NAME)).unwrap();
    db.execute_batch(
        "INSERT INTO rooms VALUES ('ABCDEF', 'eile', '{\"players\":2,\"stones\":2}', 0, 1,
            '127.0.0.1', 100, 200, 0);
         INSERT INTO seats VALUES ('ABCDEF', 0, 'player', 'aaaa', NULL);
         INSERT INTO seats VALUES ('ABCDEF', 1, 'ai', NULL, 'quick');",
    )
    .unwrap();
    drop(db);
    let store = SqliteStore::open(&dir).expect("migrated");
    assert_eq!(store.version().unwrap(), SCHEMA_VERSION);
    let room = store.load_room("ABCDEF").unwrap().expect("the room");
    assert_eq!(room.head.pace, Pace::Live, "an old room is a live one");
    assert_eq!(room.head.forfeit, None);
    drop(store);
    // The lobby brings it back and its player goes on. Its dice are seeded: with dice from
    // the system, about one run in a thousand the player never rolled the 5 that enters a
    // stone, and the AI played its whole game alone before the player's first move.
    let mut world = World::open_seeded(&dir, 7);
    world.send(
        1,
        Request::Join {
            code: "ABCDEF".into(),
            seat: None,
            token: Some("aaaa".into()),
        },
    );
    assert_eq!(world.client(1).seat, Some(0));
    let mut rng = seeded_rng(2);
    assert!(world.round(Strength::Quick, &mut rng), "the player moves");
    assert!(!stored_record(&dir, "ABCDEF").is_empty());
}

#[test]
fn a_damaged_store_opens_with_what_was_committed_or_is_refused_untouched() {
    // "A truncated database file or WAL … opens with what was committed or is refused with a
    // clear error, kept aside, never overwritten."
    let dir = tempdir("torn");
    let mut rng = seeded_rng(5);
    let mut world = World::open(&dir);
    let code = started_eile(&mut world, Pace::Live);
    for _ in 0..60 {
        world.round(Strength::Random, &mut rng);
    }
    let full = world.lobby.record(&code).unwrap().actions.clone();
    // The files as they are while the server still runs (its WAL not checkpointed).
    let db = std::fs::read(dir.join(FILE_NAME)).unwrap();
    let wal = std::fs::read(dir.join(format!("{FILE_NAME}-wal"))).unwrap_or_default();
    assert!(
        !wal.is_empty(),
        "the last commits are in the write-ahead log"
    );
    let (mut opened, mut refused, mut kept) = (0, 0, 0usize);
    let cuts = |len: usize| [len / 7, len / 3, len / 2, len * 3 / 4, len - 100, len - 1];
    let mut cases: Vec<(Vec<u8>, Vec<u8>)> = Vec::new();
    for cut in cuts(wal.len()) {
        cases.push((db.clone(), wal[..cut].to_vec()));
    }
    for cut in cuts(db.len()) {
        cases.push((db[..cut].to_vec(), wal.clone()));
    }
    // And the database file alone after a checkpoint has moved the log into it.
    drop(world);
    let db = rusqlite::Connection::open(dir.join(FILE_NAME)).unwrap();
    db.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
        .unwrap();
    drop(db);
    let checkpointed = std::fs::read(dir.join(FILE_NAME)).unwrap();
    for cut in cuts(checkpointed.len()) {
        cases.push((checkpointed[..cut].to_vec(), Vec::new()));
    }
    for (i, (db_bytes, wal_bytes)) in cases.into_iter().enumerate() {
        let copy = dir.join(format!("copy{i}"));
        std::fs::create_dir_all(&copy).unwrap();
        std::fs::write(copy.join(FILE_NAME), &db_bytes).unwrap();
        std::fs::write(copy.join(format!("{FILE_NAME}-wal")), &wal_bytes).unwrap();
        match SqliteStore::open(&copy) {
            Ok(store) => {
                opened += 1;
                let room = store.load_room(&code);
                let actions = match room {
                    Ok(Some(r)) => r.actions,
                    Ok(None) => Vec::new(),
                    Err(e) => panic!("an opened store reads: {e}"),
                };
                assert_eq!(
                    actions[..],
                    full[..actions.len()],
                    "a prefix of what was committed"
                );
                kept = kept.max(actions.len());
                // The server brings back what it has.
                let (_, warnings) = Lobby::with_store(Limits::default(), Box::new(store)).unwrap();
                assert!(warnings.is_empty(), "{warnings:?}");
            }
            Err(e) => {
                refused += 1;
                assert!(
                    e.contains("damaged") || e.contains("store"),
                    "a clear error: {e}"
                );
                assert_eq!(
                    std::fs::read(copy.join(FILE_NAME)).unwrap(),
                    db_bytes,
                    "a refused file is left as it is"
                );
            }
        }
    }
    assert!(
        opened > 0 && refused > 0,
        "opened {opened}, refused {refused}"
    );
    assert!(kept > 0, "a torn log keeps the commits before the tear");
}

#[test]
fn a_full_disk_refuses_moves_and_loses_nothing() {
    // "Disk full …: the server refuses new actions with a clear message and recovers when
    // space returns; nothing committed is lost."
    let dir = tempdir("full");
    let store = Arc::new(SqliteStore::open(&dir).unwrap());
    let mut world = World::with(Box::new(Arc::clone(&store)));
    // A long game (four stones each): its record outgrows the pages the file has.
    let code = started_eile_of(&mut world, Pace::Live, 4);
    let mut rng = seeded_rng(8);
    store.set_page_limit(Some(store.pages().unwrap())).unwrap();
    let mut refusals = 0;
    for _ in 0..3_000 {
        if world.lobby.is_over(&code) {
            break;
        }
        let before = world.clients[&1].refusals.len() + world.clients[&2].refusals.len();
        world.round(Strength::Random, &mut rng);
        let after = world.clients[&1].refusals.len() + world.clients[&2].refusals.len();
        if after > before {
            refusals += 1;
            let reason = world
                .clients
                .values()
                .flat_map(|c| c.refusals.last())
                .last()
                .unwrap();
            assert!(
                reason.english().contains("disk is full"),
                "a clear message: {reason}"
            );
            // The room is as the store has it, for the server and its clients.
            let stored = store.load_room(&code).unwrap().unwrap().actions;
            assert_eq!(world.lobby.record(&code).unwrap().actions, stored);
            for c in world.clients.values() {
                assert_eq!(c.mirror.as_ref().unwrap().record().actions, stored);
            }
            if refusals == 3 {
                // Space returns.
                store.set_page_limit(None).unwrap();
            }
        }
    }
    assert!(
        refusals >= 3,
        "the full disk refused moves ({refusals}; {} pages, {} actions)",
        store.pages().unwrap(),
        world.lobby.record(&code).unwrap().actions.len()
    );
    assert!(world.lobby.is_over(&code), "the game went on to its end");
    let stored = store.load_room(&code).unwrap().unwrap().actions;
    assert_eq!(world.lobby.record(&code).unwrap().actions, stored);
}

#[test]
fn a_seat_out_of_time_loses_or_is_taken_by_the_ai() {
    // "Optional time per move …; a seat that runs out of time loses or is taken by an AI, as
    // the room was created."
    let day = 86_400;
    for on_timeout in [OnTimeout::Lose, OnTimeout::Ai] {
        let dir = tempdir(on_timeout.name());
        let mut world = World::open(&dir);
        let pace = Pace::Slow {
            seconds_per_move: Some(day),
            on_timeout,
        };
        let code = started_eile(&mut world, pace);
        let mut rng = seeded_rng(4);
        world.round(Strength::Quick, &mut rng);
        let to_move = match world
            .lobby
            .record(&code)
            .unwrap()
            .replay::<Eile>()
            .unwrap()
            .to_move()
        {
            ToMove::Seat(Seat(s)) => s,
            other => panic!("a player is to move, not {other:?}"),
        };
        let client = if to_move == 0 { 1 } else { 2 };
        let deadline = world.client(client).deadline.expect("a deadline");
        assert_eq!(deadline, world.now + day, "a day from the last move");
        // Nothing happens before the deadline; the list of games says whose move it is.
        let out = world.lobby.tick(deadline - 1);
        world.deliver(out);
        assert_eq!(world.client(client).forfeit, None);
        let token = world.client(client).token.clone().unwrap();
        let listed = world.send(
            client,
            Request::Games {
                rooms: vec![(code.clone(), token), (code.clone(), "not a token".into())],
            },
        );
        let Some(Notice::Games { games }) = listed.last() else {
            panic!("the games are listed: {listed:?}");
        };
        assert_eq!(games.len(), 1, "a wrong token lists nothing");
        assert_eq!(games[0].to_move, Some(to_move));
        assert_eq!(games[0].deadline, Some(deadline));
        world.now = deadline;
        let out = world.lobby.tick(deadline);
        world.deliver(out);
        match on_timeout {
            OnTimeout::Lose => {
                assert_eq!(world.client(1).forfeit, Some(to_move));
                assert!(world.client(1).over() && world.client(2).over());
                let seen = world.lobby.record(&code).unwrap().actions.len() as u32;
                let act = Request::Act {
                    code: code.clone(),
                    action: "1".into(),
                    seen,
                };
                let refused = world.send(client, act);
                assert!(
                    matches!(refused.last(), Some(Notice::Refused { reason }) if reason.english().contains("ran out of time")),
                    "{refused:?}"
                );
            }
            OnTimeout::Ai => {
                assert_eq!(world.client(1).forfeit, None);
                let record = world.lobby.record(&code).unwrap();
                let game: Eile = record.replay().unwrap();
                assert_ne!(game.to_move(), ToMove::Seat(Seat(to_move)), "the AI moved");
            }
        }
        // Kept across a restart.
        drop(world);
        let room = SqliteStore::open(&dir)
            .unwrap()
            .load_room(&code)
            .unwrap()
            .unwrap();
        assert_eq!(room.head.pace, pace);
        assert_eq!(room.head.over, on_timeout == OnTimeout::Lose);
    }
}

#[test]
fn one_address_creates_a_bounded_number_of_rooms() {
    // "limits on … rooms per address …, each with a clear refusal."
    let dir = tempdir("address");
    let store = SqliteStore::open(&dir).unwrap();
    let limits = Limits {
        rooms_per_address: 3,
        ..Limits::default()
    };
    let (mut lobby, _) = Lobby::with_store(limits, Box::new(store)).unwrap();
    let mut created = 0;
    for client in 0..5u64 {
        lobby.connected(client, "192.0.2.7".into());
        let out = lobby.handle(client, eile_room(Pace::Live), 0);
        match &out[0].1 {
            Notice::Joined { .. } => created += 1,
            Notice::Refused { reason } => {
                assert!(reason.english().contains("from one network"), "{reason}")
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(created, 3);
    lobby.connected(9, "192.0.2.8".into());
    assert!(matches!(
        lobby.handle(9, eile_room(Pace::Live), 0)[0].1,
        Notice::Joined { .. }
    ));
    // A time per move out of range is refused.
    let out = lobby.handle(
        9,
        eile_room(Pace::Slow {
            seconds_per_move: Some(5),
            on_timeout: OnTimeout::Ai,
        }),
        0,
    );
    assert!(
        matches!(&out[0].1, Notice::Refused { reason } if reason.english().contains("per move"))
    );
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "pelikaappi-store-{name}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A two-seat correspondence room of Razboiniki with `seconds` per move, created by client 1
/// and joined by client 2, started. Returns its code and client 1's token.
fn slow_room(world: &mut World, seconds: u64) -> (String, String) {
    world.send(
        1,
        Request::Create {
            game: "razboiniki".into(),
            options: "{}".into(),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
            pace: Pace::Slow {
                seconds_per_move: Some(seconds),
                on_timeout: OnTimeout::Lose,
            },
        },
    );
    let code = world.client(1).code.clone().expect("a room");
    let token = world.client(1).token.clone().expect("a token");
    world.send(
        2,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(1, Request::Start { code: code.clone() });
    (code, token)
}

#[test]
fn a_finished_room_asked_about_is_not_kept_in_memory() {
    // "Finished rooms are replayed from the store on every request naming them and can be
    // pinned in memory forever: answer from the stored record without keeping the room."
    let dir = tempdir("unpin");
    let mut world = World::open(&dir);
    let (code, token) = slow_room(&mut world, 86_400);
    world.send(2, Request::Resign { code: code.clone() });
    assert!(world.lobby.is_over(&code));
    for k in [1, 2] {
        let out = world.lobby.disconnect(k);
        world.deliver(out);
    }
    assert_eq!(
        world.lobby.room_count(),
        0,
        "a finished, empty room leaves memory"
    );
    for k in 10..15 {
        world.now += 1;
        let told = world.send(
            k,
            Request::Games {
                rooms: vec![(code.clone(), token.clone())],
            },
        );
        assert!(
            told.iter().any(
                |n| matches!(n, Notice::Games { games } if games.len() == 1 && games[0].resigned)
            ),
            "the stored game is told: {told:?}"
        );
        world.send(k, Request::Start { code: code.clone() });
        assert_eq!(world.lobby.room_count(), 0, "asking does not pin the room");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn after_a_restart_the_clocks_resume_where_they_stood() {
    // "Server downtime counts against players: after a restart the clocks resume from where
    // they stood."
    let dir = tempdir("downtime");
    let mut world = World::open(&dir);
    let (code, token) = slow_room(&mut world, 86_400);
    world.lobby.resume_clocks(world.now);
    let deadline = world.client(1).deadline.expect("a time per move");
    let stopped_at = world.now + 600;
    world.lobby.tick(stopped_at);
    drop(world);
    // Down for two hours.
    let mut world = World::open(&dir);
    let restarted = stopped_at + 7_200;
    world.lobby.resume_clocks(restarted);
    world.now = restarted;
    let told = world.send(
        1,
        Request::Games {
            rooms: vec![(code.clone(), token)],
        },
    );
    let summary = told
        .iter()
        .find_map(|n| match n {
            Notice::Games { games } => games.first().cloned(),
            _ => None,
        })
        .expect("the game");
    assert_eq!(
        summary.deadline,
        Some(deadline + 7_200),
        "the downtime is not counted"
    );
    // And a tick long after the old deadline but before the new one loses nothing.
    world.lobby.tick(deadline + 3_600);
    assert!(!world.lobby.is_over(&code));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Client `first_key` creates a Razboiniki room (client `first_key + 1` at the second seat),
/// both from `address`; they start it, play a few moves and the second resigns; both leave.
/// Returns the code and the first client's token.
fn finished_room(world: &mut World, address: &str, first_key: ClientKey) -> (String, String) {
    let (a, b) = (first_key, first_key + 1);
    world.lobby.connected(a, address.into());
    world.lobby.connected(b, address.into());
    world.send(
        a,
        Request::Create {
            game: "razboiniki".into(),
            options: "{}".into(),
            seats: vec![SeatPlan::Open, SeatPlan::Open],
            pace: Pace::Live,
        },
    );
    let code = world.client(a).code.clone().expect("a room");
    let token = world.client(a).token.clone().expect("a token");
    world.send(
        b,
        Request::Join {
            code: code.clone(),
            seat: Some(1),
            token: None,
        },
    );
    world.send(a, Request::Start { code: code.clone() });
    let mut rng = seeded_rng(first_key);
    for _ in 0..6 {
        world.round(Strength::Quick, &mut rng);
    }
    world.send(b, Request::Resign { code: code.clone() });
    assert!(world.lobby.is_over(&code));
    for k in [a, b] {
        let out = world.lobby.disconnect(k);
        world.clients.remove(&k);
        world.deliver(out);
    }
    (code, token)
}

#[test]
fn a_players_games_are_answered_once_each_from_the_stores_head_without_a_replay() {
    // Issue 55: "A request naming a finished room replays its whole record; `Games` does it
    // once per listed pair (32 a request, no de-duplication) … A `Games` with a wrong token
    // leaves the room in memory for good." Finished rooms are answered from a stored summary.
    let dir = tempdir("games-head");
    let mut world = World::open(&dir);
    let (code, token) = finished_room(&mut world, "192.0.2.1", 1);
    // Client 1's game ended in a natural finish too: an Eile game played to its end.
    let eile = started_eile_of(&mut world, Pace::Live, 1);
    let eile_token = world.client(1).token.clone().unwrap();
    let mut rng = seeded_rng(5);
    while !world.lobby.is_over(&eile) {
        assert!(world.round(Strength::Quick, &mut rng), "somebody moves");
    }
    for k in [1, 2] {
        let out = world.lobby.disconnect(k);
        world.clients.remove(&k);
        world.deliver(out);
    }
    assert_eq!(world.lobby.room_count(), 0, "finished rooms leave memory");
    let mut asked = vec![(code.clone(), token.clone()); 20];
    asked.extend(vec![(eile.clone(), eile_token.clone()); 10]);
    asked.push((code.clone(), "0".repeat(32)));
    let told = world.send(50, Request::Games { rooms: asked });
    let games = told
        .iter()
        .find_map(|n| match n {
            Notice::Games { games } => Some(games.clone()),
            _ => None,
        })
        .expect("the games");
    assert_eq!(games.len(), 2, "each room once: {games:?}");
    let raz = games.iter().find(|g| g.code == code).unwrap();
    assert!(
        raz.over && raz.resigned && raz.forfeit == Some(1),
        "{raz:?}"
    );
    assert!(raz.actions >= 6, "{raz:?}");
    let ended = games.iter().find(|g| g.code == eile).unwrap();
    assert!(
        ended.over && !ended.places.is_empty(),
        "the places are kept: {ended:?}"
    );
    assert_eq!(
        world.lobby.room_count(),
        0,
        "answering brought no room into memory (a wrong token neither)"
    );
    // A request of another kind naming the finished room brings it back neither.
    world.send(51, Request::Undo { code: code.clone() });
    assert_eq!(world.lobby.room_count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn finished_rooms_expire_and_one_network_keeps_a_bounded_number() {
    // Issue 55: "Finished rooms are kept for ever and do not count against rooms-per-address:
    // create, start, resign in a loop fills the disk." Finished rooms expire (an option) and
    // one network keeps at most its share of them, its oldest forgotten first.
    let dir = tempdir("finished");
    let store = SqliteStore::open(&dir).unwrap();
    let limits = Limits {
        finished_per_network: 3,
        ..Limits::default()
    };
    let (lobby, _) = Lobby::with_store(limits, Box::new(store)).unwrap();
    let mut world = World {
        lobby,
        clients: BTreeMap::new(),
        now: 1_800_000_000,
    };
    let mut codes = Vec::new();
    for i in 0..6 {
        world.now += 10;
        codes.push(finished_room(&mut world, "2001:db8:5:6::1", 100 + 10 * i).0);
    }
    // Another network's finished room is not touched by this network's share.
    let other = finished_room(&mut world, "2001:db8:9:9::1", 900).0;
    let finished = |dir: &Path| {
        SqliteStore::open(dir)
            .unwrap()
            .list()
            .unwrap()
            .into_iter()
            .filter(|r| r.over)
            .map(|r| r.code)
            .collect::<Vec<_>>()
    };
    let kept = finished(&dir);
    let mine: Vec<&String> = codes.iter().filter(|c| kept.contains(c)).collect();
    assert!(mine.len() <= 3, "at most the network's share: {mine:?}");
    assert!(kept.contains(codes.last().unwrap()), "the newest stays");
    assert!(!kept.contains(&codes[0]), "the oldest went first");
    assert!(kept.contains(&other));
    // After their time every finished room goes.
    let out = world
        .lobby
        .tick(world.now + Limits::default().expire_finished + 61);
    world.deliver(out);
    assert!(finished(&dir).is_empty(), "{:?}", finished(&dir));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bringing_back_stored_records_is_paid_from_a_networks_budget() {
    // Issue 55: "one long game of one's own and 32 connections … freeze every room": joining a
    // finished room replays its record; a network's replays a second are bounded.
    let dir = tempdir("replays");
    let store = SqliteStore::open(&dir).unwrap();
    let limits = Limits {
        replays_per_second: 2,
        ..Limits::default()
    };
    let (lobby, _) = Lobby::with_store(limits, Box::new(store)).unwrap();
    let mut world = World {
        lobby,
        clients: BTreeMap::new(),
        now: 1_800_000_000,
    };
    let (code, _) = finished_room(&mut world, "198.51.100.20", 1);
    let join = |code: &str| Request::Join {
        code: code.into(),
        seat: None,
        token: None,
    };
    // Twenty actions' worth in the bucket (ten seconds of two): the record of at least six
    // actions replays once or twice, then the network waits.
    let mut refused = 0;
    for k in 0..6u64 {
        world.lobby.connected(200 + k, "198.51.100.21".into());
        let told = world.send(200 + k, join(&code));
        if told
            .iter()
            .any(|n| matches!(n, Notice::Refused { reason } if reason.english().contains("busy")))
        {
            refused += 1;
        } else {
            assert!(world.client(200 + k).code.is_some(), "{told:?}");
        }
        // Leaving lets the room go from memory again.
        let out = world.lobby.disconnect(200 + k);
        world.deliver(out);
    }
    assert!(
        refused >= 3,
        "the network's budget ran out ({refused} refused)"
    );
    // Another network still joins; and this one after a while.
    world.lobby.connected(300, "203.0.113.50".into());
    world.send(300, join(&code));
    assert!(world.client(300).code.is_some());
    world.now += 60;
    world.lobby.connected(301, "198.51.100.21".into());
    world.send(301, join(&code));
    assert!(world.client(301).code.is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_move_made_before_a_restart_is_taken_back_after_it() {
    // The kept state for an undo: a room brought back from the store keeps the state before
    // its last action, so the player's undo works after a restart as before it.
    let dir = tempdir("undo-restart");
    let code;
    let token;
    {
        let mut world = World::open(&dir);
        let (c, _) = slow_room(&mut world, 86_400);
        code = c;
        let mut rng = seeded_rng(8);
        let mv = world.client(1).ai_turn(Strength::Quick, &mut rng).unwrap();
        world.send(1, mv);
        token = world.client(1).token.clone().unwrap();
        assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 1);
    }
    let mut world = World::open(&dir);
    world.send(
        7,
        Request::Join {
            code: code.clone(),
            seat: None,
            token: Some(token),
        },
    );
    world.send(7, Request::Undo { code: code.clone() });
    assert_eq!(world.lobby.record(&code).unwrap().actions.len(), 0);
    assert_eq!(stored_record(&dir, &code).len(), 0);
    // The position is the first one again: White may move.
    let mut rng = seeded_rng(8);
    let again = world.client(7).ai_turn(Strength::Quick, &mut rng);
    assert!(again.is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn the_store_is_readable_by_its_owner_only() {
    // Issue 55: "seat tokens stored in plain text in a 0644 file when run without the systemd
    // unit": the store holds every seat's token, so only the server's user may read it.
    use std::os::unix::fs::PermissionsExt;
    let dir = tempdir("mode");
    let mut world = World::open(&dir);
    started_eile(&mut world, Pace::Live);
    for name in [FILE_NAME.to_string(), format!("{FILE_NAME}-wal")] {
        let file = dir.join(&name);
        if name == FILE_NAME || file.exists() {
            let mode = std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{name}: {mode:o}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_lost_on_time_with_nobody_there_leaves_memory() {
    // Review of issue 55: a correspondence game that ends on time (or by the AI) while its
    // players are away stayed in memory for good; it leaves memory once stored.
    let dir = tempdir("lost-on-time");
    let mut world = World::open(&dir);
    let (code, token) = slow_room(&mut world, 3_600);
    for k in [1, 2] {
        let out = world.lobby.disconnect(k);
        world.clients.remove(&k);
        world.deliver(out);
    }
    assert_eq!(world.lobby.room_count(), 1);
    let out = world.lobby.tick(world.now + 3_600);
    world.deliver(out);
    assert_eq!(world.lobby.room_count(), 0, "the finished room left memory");
    // The store has it: the player's list tells the loss.
    let told = world.send(
        9,
        Request::Games {
            rooms: vec![(code.clone(), token)],
        },
    );
    assert!(
        told.iter().any(|n| matches!(
            n,
            Notice::Games { games } if games.len() == 1 && games[0].over && games[0].forfeit == Some(0)
        )),
        "{told:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn addresses_the_push_key_and_the_seats_channels_survive_a_restart() {
    // "nothing is sent to addresses the player did not confirm": a confirmation given before
    // a restart holds after it, as do the seats' channels and the server's push key.
    let dir = tempdir("mail");
    let book = pelikaappi::net::lobby::SharedMailBook::default();
    let mut world = World::open(&dir);
    world
        .lobby
        .set_link_base(Some("https://play.example.org/".into()));
    world.lobby.set_mail(true, book.clone());
    let key = world
        .lobby
        .kept_secret("vapid", || Ok("first-key".into()))
        .unwrap();
    assert_eq!(key, "first-key");
    world.lobby.set_push_key(Some("PUBLIC".into()));
    let code = started_eile(&mut world, Pace::Live);
    world.send(
        1,
        Request::NotifyEmail {
            code: code.clone(),
            address: "aino@example.fi".into(),
        },
    );
    let confirm = world.lobby.take_notifications();
    let token: String = confirm[0].link.split("confirm=").nth(1).unwrap()[..32].into();
    let clicked = pelikaappi::net::lobby::open_book(&book)
        .click(&token, pelikaappi::net::lobby::MailClick::Confirm);
    assert_eq!(clicked.as_deref(), Some("aino@example.fi"));
    world.lobby.tick(world.now + 1);
    drop(world);
    let book = pelikaappi::net::lobby::SharedMailBook::default();
    let mut world = World::open(&dir);
    world.lobby.set_mail(true, book.clone());
    assert!(
        pelikaappi::net::lobby::open_book(&book).may_tell("aino@example.fi"),
        "the confirmation was kept"
    );
    let again = world
        .lobby
        .kept_secret("vapid", || Ok("second-key".into()))
        .unwrap();
    assert_eq!(again, "first-key", "the push key was kept");
    let stored = SqliteStore::open(&dir)
        .unwrap()
        .load_room(&code)
        .unwrap()
        .expect("the room");
    assert_eq!(stored.head.emails[0], "aino@example.fi");
    assert_eq!(stored.head.emails[1], "");
}
