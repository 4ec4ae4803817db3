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
