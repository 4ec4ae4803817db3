//! The game server killed and restarted under play: `pelikaappi serve` in a child process on
//! a loopback port with its store in a temp folder, headless AI clients playing games on it
//! (coming back by themselves), and the server killed with SIGKILL at random moments twenty
//! times. Every game ends, every action a client was told is in the store, and the stored
//! records replay.

use std::{
    net::{TcpListener, TcpStream},
    path::Path,
    process::{Child, Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use pelikaappi::{
    ai::Strength,
    net::{
        protocol::{Request, SeatPlan},
        socket::{JoinResult, join},
        sqlite::SqliteStore,
    },
    rules::{Game, eile::Eile, razboiniki::Razboiniki, record::GameRecord, suomi1918::Suomi1918},
};
use rand::{Rng, SeedableRng};

const KILLS: usize = 20;

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn start_server(port: u16, data: &Path) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_pelikaappi"))
        .args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string()])
        .arg("--data")
        .arg(data)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server listens within 20 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

/// One headless player's games: (game id, how each ended).
type Played = Arc<Mutex<Vec<(String, JoinResult)>>>;

#[test]
fn a_server_killed_twenty_times_loses_no_acknowledged_action() {
    let data = std::env::temp_dir().join(format!("pelikaappi-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let port = free_port();
    let url = format!("ws://127.0.0.1:{port}");
    let mut server = start_server(port, &data);
    let stop = Arc::new(AtomicBool::new(false));
    let played: Played = Arc::default();
    let lost_before_joining = Arc::new(Mutex::new(0usize));
    let games = [
        (Eile::ID, r#"{"players":2,"stones":2}"#),
        (Razboiniki::ID, "{}"),
        (Suomi1918::ID, "{}"),
        (Eile::ID, r#"{"players":3,"stones":2}"#),
    ];
    let players: Vec<_> = games
        .iter()
        .enumerate()
        .map(|(i, (game, options))| {
            let (url, stop, played, lost) = (
                url.clone(),
                Arc::clone(&stop),
                Arc::clone(&played),
                Arc::clone(&lost_before_joining),
            );
            let (game, options) = (game.to_string(), options.to_string());
            let seats = if options.contains("\"players\":3") {
                3
            } else {
                2
            };
            std::thread::spawn(move || {
                let mut round = 0u64;
                // Game after game until the killing is over (at least one each).
                while round == 0 || !stop.load(Ordering::SeqCst) {
                    round += 1;
                    let mut plan = vec![SeatPlan::Ai(Strength::Quick); seats];
                    plan[0] = SeatPlan::Open;
                    let create = Request::Create {
                        game: game.clone(),
                        options: options.clone(),
                        seats: plan,
                        pace: Default::default(),
                    };
                    let result = join(
                        &url,
                        create,
                        Strength::Quick,
                        i as u64 * 100 + round,
                        Duration::from_millis(40),
                        Duration::from_secs(300),
                    );
                    match result {
                        Ok(r) => played.lock().unwrap().push((game.clone(), r)),
                        // The server down before the room was made known to this client:
                        // nothing of it was told; a new room is made in a moment.
                        Err(e) if e.contains("was lost") => {
                            *lost.lock().unwrap() += 1;
                            std::thread::sleep(Duration::from_millis(200));
                        }
                        Err(e) => panic!("a headless player failed: {e}"),
                    }
                }
            })
        })
        .collect();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1918);
    std::thread::sleep(Duration::from_millis(1500));
    for _ in 0..KILLS {
        std::thread::sleep(Duration::from_millis(rng.random_range(300..1800)));
        server.kill().expect("SIGKILL");
        server.wait().expect("the server ended");
        std::thread::sleep(Duration::from_millis(rng.random_range(0..400)));
        server = start_server(port, &data);
    }
    stop.store(true, Ordering::SeqCst);
    for p in players {
        p.join().expect("a headless player ends without a panic");
    }
    server.kill().expect("SIGKILL");
    server.wait().expect("the server ended");

    let played = played.lock().unwrap();
    let store = SqliteStore::open(&data).expect("the store opens after the last kill");
    let mut reconnected = 0;
    for (game, result) in played.iter() {
        assert!(
            result.rewritten.is_empty(),
            "room {}: what the server acknowledged stays: {:?}",
            result.code,
            result.rewritten
        );
        if result.joins > 1 {
            reconnected += 1;
        }
        let stored = store
            .load_room(&result.code)
            .unwrap()
            .unwrap_or_else(|| panic!("room {} is stored", result.code));
        assert_eq!(
            stored.actions, result.actions,
            "room {}: every action the client was told is in the store",
            result.code
        );
        assert!(stored.head.over, "room {} ended", result.code);
        let record = GameRecord {
            game: game.clone(),
            options: serde_json::from_str(&stored.head.options).unwrap(),
            actions: stored.actions.clone(),
            hints: Vec::new(),
        };
        let over = match game.as_str() {
            Eile::ID => record.replay::<Eile>().map(|g| g.outcome().is_some()),
            Razboiniki::ID => record.replay::<Razboiniki>().map(|g| g.outcome().is_some()),
            _ => record.replay::<Suomi1918>().map(|g| g.outcome().is_some()),
        };
        assert!(over.expect("the stored record replays"), "and ends");
    }
    // Every started room in the store has ended (one made and killed before its creator was
    // told of it never started).
    for room in store.list().unwrap() {
        assert!(
            room.over || !room.started,
            "room {} was left unfinished",
            room.code
        );
    }
    assert!(played.len() >= games.len(), "every player finished a game");
    assert!(
        reconnected > 0,
        "some games went on through a restart ({} games)",
        played.len()
    );
    println!(
        "{KILLS} kills: {} games played to the end, {reconnected} through a restart; {} times a new room could not be made (the server down)",
        played.len(),
        lost_before_joining.lock().unwrap()
    );
    // `pelikaappi rooms` lists the stored rooms and prints one's record.
    let listed = Command::new(env!("CARGO_BIN_EXE_pelikaappi"))
        .arg("rooms")
        .arg("--data")
        .arg(&data)
        .output()
        .expect("rooms runs");
    let listed = String::from_utf8_lossy(&listed.stdout);
    let (_, first) = &played[0];
    assert!(listed.contains(&first.code), "{listed}");
    let record = Command::new(env!("CARGO_BIN_EXE_pelikaappi"))
        .args(["rooms", "--record", &first.code, "--data"])
        .arg(&data)
        .output()
        .expect("rooms --record runs");
    let record: GameRecord =
        serde_json::from_slice(&record.stdout).expect("the usual JSON game record");
    assert_eq!(record.actions, first.actions);
    let _ = std::fs::remove_dir_all(&data);
}
