//! The game server store's cost per action: one room's actions committed one at a time (a
//! transaction each, synced to disk, as the server does before it tells anyone), in a fresh
//! store in the temp folder (or in DIR). A benchmark, not a test:
//!
//! `cargo run --release --example store_cost -- [ACTIONS] [DIR]`

use std::time::Instant;

use pelikaappi::net::{
    sqlite::SqliteStore,
    store::{Pace, RoomHead, StoredHolder},
};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let actions: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let dir = args.next().map_or_else(
        || std::env::temp_dir().join(format!("pelikaappi-store-cost-{}", std::process::id())),
        std::path::PathBuf::from,
    );
    let _ = std::fs::remove_dir_all(&dir);
    let store = SqliteStore::open(&dir)?;
    let mut head = RoomHead {
        code: "BENCHA".into(),
        game: "eile".into(),
        options: r#"{"players":2,"stones":2}"#.into(),
        seats: vec![
            StoredHolder::Player {
                token: "0123456789abcdef0123456789abcdef".into(),
            },
            StoredHolder::Player {
                token: "fedcba9876543210fedcba9876543210".into(),
            },
        ],
        host: Some(0),
        started: true,
        pace: Pace::Live,
        creator: "127.0.0.1".into(),
        created_at: 1_800_000_000,
        updated_at: 1_800_000_000,
        turn_since: 1_800_000_000,
        forfeit: None,
        resigned: false,
        over: false,
        public: false,
        names: vec!["Aino".into(), "Juri".into()],
        webhooks: vec![String::new(); 2],
        emails: vec![String::new(); 2],
        pushes: vec![String::new(); 2],
        languages: vec!["fi".into(), "ru".into()],
        places: Vec::new(),
        actions: 0,
    };
    let mut times = Vec::with_capacity(actions);
    let started = Instant::now();
    for i in 0..actions {
        head.updated_at += 1;
        head.turn_since = head.updated_at;
        let action = [format!("m:{}-{}", i % 40, (i + 6) % 40)];
        let t = Instant::now();
        store.save_room(&head, i, &action)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let total = started.elapsed().as_secs_f64();
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{actions} actions committed one by one (synced) in {:.2} s: {:.2} ms an action on average, median {:.2} ms, p99 {:.2} ms, worst {:.2} ms ({})",
        total,
        total * 1000.0 / actions as f64,
        at(0.5),
        at(0.99),
        at(1.0),
        store.path().display()
    );
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
