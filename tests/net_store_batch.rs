//! The server's requests saved in batches (one sync to disk for a frame's requests): nothing
//! of a batch is in the store before it is committed, all of it after; a batch that cannot be
//! committed leaves every room as the store had it and refuses every client that asked.

use std::{collections::BTreeMap, path::Path, sync::Arc};

use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        lobby::{ClientKey, Limits, Lobby, Outbox},
        protocol::{Notice, Request, SeatPlan},
        session::ClientSession,
        sqlite::{FILE_NAME, SqliteStore},
        store::{Pace, RoomStore, StoredRoom},
    },
    rules::{Game, eile::Eile},
};

/// The store, whose batches cannot be committed (a disk gone away at the sync).
struct CommitsFail(Arc<SqliteStore>);

impl RoomStore for CommitsFail {
    fn save(
        &mut self,
        head: &pelikaappi::net::store::RoomHead,
        keep: usize,
        new: &[String],
    ) -> Result<(), String> {
        self.0.save_room(head, keep, new)
    }
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        self.0.load_room(code)
    }
    fn load_unfinished(&mut self) -> Result<Vec<StoredRoom>, String> {
        self.0.unfinished_rooms()
    }
    fn delete(&mut self, code: &str) -> Result<(), String> {
        self.0.delete_room(code)
    }
    fn begin_batch(&mut self) -> Result<(), String> {
        self.0.begin_batch()
    }
    fn commit_batch(&mut self) -> Result<(), String> {
        self.0.abandon_batch();
        Err("the disk went away".into())
    }
}

/// The actions of room `code` as another reader of the file sees them (what is committed).
fn committed_actions(dir: &Path, code: &str) -> i64 {
    let connection = rusqlite::Connection::open(dir.join(FILE_NAME)).expect("the file opens");
    connection
        .query_row(
            "SELECT COUNT(*) FROM actions WHERE code = ?1",
            [code],
            |r| r.get(0),
        )
        .expect("the count")
}

/// Two clients per room (`first` and `first + 1`) in a started Eile room; its code.
fn started_room(
    lobby: &mut Lobby,
    clients: &mut BTreeMap<ClientKey, ClientSession>,
    first: ClientKey,
) -> String {
    let create = Request::Create {
        game: Eile::ID.into(),
        options: r#"{"players":2,"stones":2}"#.into(),
        seats: vec![SeatPlan::Open, SeatPlan::Open],
        pace: Pace::Live,
    };
    deliver(clients, lobby.handle(first, create, 0));
    let code = clients[&first].code.clone().expect("a room");
    let join = Request::Join {
        code: code.clone(),
        seat: Some(1),
        token: None,
    };
    deliver(clients, lobby.handle(first + 1, join, 0));
    deliver(
        clients,
        lobby.handle(first, Request::Start { code: code.clone() }, 0),
    );
    code
}

fn deliver(clients: &mut BTreeMap<ClientKey, ClientSession>, out: Outbox) {
    for (to, notice) in out {
        let c = clients.entry(to).or_default();
        c.receive(notice);
        assert_eq!(c.broken, None, "the record replays");
    }
}

/// One batch: every client to move in either room acts (a random legal action); the clients
/// that asked and the notices held back.
fn batch_of_moves(
    lobby: &mut Lobby,
    clients: &mut BTreeMap<ClientKey, ClientSession>,
    seed: u64,
) -> (Vec<ClientKey>, Outbox) {
    let mut rng = seeded_rng(seed);
    let (mut asked, mut held) = (Vec::new(), Outbox::new());
    lobby.begin_batch();
    let turns: Vec<(ClientKey, Request)> = clients
        .iter()
        .filter_map(|(k, c)| c.ai_turn(Strength::Random, &mut rng).map(|r| (*k, r)))
        .collect();
    for (key, request) in turns {
        held.extend(lobby.handle(key, request, 1));
        asked.push(key);
    }
    (asked, held)
}

#[test]
fn a_batch_is_in_the_store_all_at_once_when_committed() {
    let dir = tempdir("kept");
    let store = SqliteStore::open(&dir).expect("the store opens");
    let (mut lobby, _) = Lobby::with_store(Limits::default(), Box::new(store)).unwrap();
    let mut clients = BTreeMap::new();
    let rooms = [
        started_room(&mut lobby, &mut clients, 1),
        started_room(&mut lobby, &mut clients, 3),
    ];
    let before: Vec<i64> = rooms.iter().map(|c| committed_actions(&dir, c)).collect();
    let (asked, held) = batch_of_moves(&mut lobby, &mut clients, 5);
    assert_eq!(asked.len(), 2, "a client in each room moved: {asked:?}");
    // Before the commit another reader of the file sees none of the batch.
    for (code, n) in rooms.iter().zip(&before) {
        assert_eq!(
            committed_actions(&dir, code),
            *n,
            "room {code} before the commit"
        );
    }
    let out = lobby.commit_batch(&asked, held.clone());
    assert_eq!(
        out.len(),
        held.len(),
        "a kept batch's notices go out as they are"
    );
    assert!(!out.iter().any(|(_, n)| matches!(n, Notice::Refused { .. })));
    deliver(&mut clients, out);
    // After it, all of it; and the clients' records are the stored ones.
    for (code, n) in rooms.iter().zip(&before) {
        let stored = lobby.record(code).unwrap().actions.len() as i64;
        assert_eq!(
            committed_actions(&dir, code),
            stored,
            "room {code} after the commit"
        );
        assert!(stored > *n, "the batch moved room {code}");
    }
    for c in clients.values() {
        let code = c.code.as_ref().unwrap();
        assert_eq!(
            c.mirror.as_ref().unwrap().record().actions,
            lobby.record(code).unwrap().actions
        );
    }
}

#[test]
fn a_batch_that_cannot_be_committed_refuses_its_clients_and_changes_nothing() {
    let dir = tempdir("lost");
    let store = Arc::new(SqliteStore::open(&dir).expect("the store opens"));
    let (mut lobby, _) =
        Lobby::with_store(Limits::default(), Box::new(CommitsFail(Arc::clone(&store)))).unwrap();
    let mut clients = BTreeMap::new();
    let code = started_room(&mut lobby, &mut clients, 1);
    let stored_before = store.load_room(&code).unwrap().unwrap().actions;
    let (asked, held) = batch_of_moves(&mut lobby, &mut clients, 6);
    assert!(!asked.is_empty() && !held.is_empty());
    assert_ne!(
        lobby.record(&code).unwrap().actions,
        stored_before,
        "the batch moved"
    );
    let out = lobby.commit_batch(&asked, held);
    for key in &asked {
        assert!(
            out.iter().any(|(to, n)| to == key
                && matches!(n, Notice::Refused { reason } if reason.english().contains("went away"))),
            "client {key} is refused with the reason"
        );
    }
    deliver(&mut clients, out);
    // The room is as the store has it, for the server and for both clients.
    let stored = store.load_room(&code).unwrap().unwrap().actions;
    assert_eq!(stored, stored_before, "nothing of the batch was kept");
    assert_eq!(lobby.record(&code).unwrap().actions, stored);
    for c in clients.values() {
        assert_eq!(c.mirror.as_ref().unwrap().record().actions, stored);
    }
    // And the room plays on.
    let (asked, held) = batch_of_moves(&mut lobby, &mut clients, 7);
    assert!(
        !asked.is_empty() && !held.is_empty(),
        "the room plays on after the refusal"
    );
}

fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "pelikaappi-batch-{name}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .subsec_nanos()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The store whose saves fail while `failing` is set (a disk that comes and goes).
struct SavesFail {
    inner: Arc<SqliteStore>,
    failing: Arc<std::sync::atomic::AtomicBool>,
}

impl RoomStore for SavesFail {
    fn save(
        &mut self,
        head: &pelikaappi::net::store::RoomHead,
        keep: usize,
        new: &[String],
    ) -> Result<(), String> {
        if self.failing.load(std::sync::atomic::Ordering::Relaxed) {
            return Err("the disk is away".into());
        }
        self.inner.save_room(head, keep, new)
    }
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        self.inner.load_room(code)
    }
    fn load_unfinished(&mut self) -> Result<Vec<StoredRoom>, String> {
        self.inner.unfinished_rooms()
    }
    fn delete(&mut self, code: &str) -> Result<(), String> {
        self.inner.delete_room(code)
    }
}

#[test]
fn an_ai_move_that_cannot_be_saved_is_tried_again_later_not_every_frame() {
    // "A save that fails in ai_decided loops (reload, replay, ask the AI again): back off on
    // a busy store instead."
    use pelikaappi::rules::razboiniki::{RazOptions, Razboiniki};
    let dir = tempdir("retry");
    let failing = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let store = SavesFail {
        inner: Arc::new(SqliteStore::open(&dir).expect("the store opens")),
        failing: failing.clone(),
    };
    let (mut lobby, _) = Lobby::with_store(Limits::default(), Box::new(store)).unwrap();
    lobby.think_elsewhere();
    let mut clients = BTreeMap::new();
    let now = 1_800_000_000;
    let create = Request::Create {
        pace: Pace::Live,
        game: Razboiniki::ID.into(),
        options: serde_json::to_string(&RazOptions::default()).unwrap(),
        seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Quick)],
    };
    deliver(&mut clients, lobby.handle(1, create, now));
    let code = clients[&1].code.clone().expect("a room");
    deliver(
        &mut clients,
        lobby.handle(1, Request::Start { code: code.clone() }, now),
    );
    let mv = clients[&1]
        .ai_turn(Strength::Quick, &mut seeded_rng(1))
        .expect("White to move");
    deliver(&mut clients, lobby.handle(1, mv, now + 1));
    let job = lobby
        .take_ai_jobs(usize::MAX)
        .pop()
        .expect("Black's decision");
    failing.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut rng = job.rng;
    let action = (job.think)(&mut rng);
    let out = lobby.ai_decided(&job.code, job.id, action, rng, now + 2);
    assert!(out.is_empty(), "nothing unsaved is told");
    assert_eq!(
        lobby.take_ai_jobs(usize::MAX).len(),
        0,
        "the decision is not asked again at once"
    );
    // The disk is back; the room waits its 5 seconds, then plays on.
    failing.store(false, std::sync::atomic::Ordering::Relaxed);
    lobby.tick(now + 4);
    assert_eq!(lobby.take_ai_jobs(usize::MAX).len(), 0, "still waiting");
    lobby.tick(now + 7);
    assert_eq!(
        lobby.take_ai_jobs(usize::MAX).len(),
        1,
        "asked again after the wait"
    );
    assert_eq!(lobby.record(&code).unwrap().actions.len(), 1, "as stored");
    let _ = std::fs::remove_dir_all(&dir);
}
