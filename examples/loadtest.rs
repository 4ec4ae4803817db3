//! The game server under load, on loopback: `pelikaappi serve` in a child process and ROOMS
//! rooms of Eile mit Weile with two clients each (2 × ROOMS WebSocket connections, each a
//! bevy_replicon client), every client acting with random legal moves at one action a second
//! per room. Prints the action round trip (request sent → the server's record with it back)
//! as median, p99 and worst, and the server's memory; the server keeps its rooms in a fresh
//! store in the temp folder (`LOADTEST_MEMORY=1`: in memory). A benchmark, not a test:
//!
//! `cargo build --release && cargo run --release --example loadtest -- 1000 [SECONDS]`
//!
//! With `--soak` (`loadtest ROOMS SECONDS --soak`) hostile clients come and go beside the
//! playing rooms, in waves: 2,000 TCP sockets opened and left idle, 500 WebSocket handshakes
//! left half-sent, 50 clients that finish their handshake and never read, and 50 that flood the
//! server with junk frames. It prints the server's memory before, during and after (once the
//! hostile clients are gone), and whether the server still takes a WebSocket at the end.
//!
//! With `--abuse` (`loadtest ROOMS SECONDS --abuse`) the clients that would hurt every room by
//! their requests come beside the playing rooms: 64 correspondence rooms of a minute a move,
//! "the AI takes over on time" and AI seats (four of them masters, as many as one network may
//! have), left by their players so they become AI-only rooms; 32 finished rooms; and 32
//! connections that each send `Games` naming the finished rooms 32 times over and joins of
//! finished rooms, as fast as the server takes them. It prints the playing rooms' round trip as
//! above, and what the abusers were answered.
//!
//! (the server is the `pelikaappi` binary of the same profile as the example). The load
//! clients run in this process on the same machine, at a lower priority than the server; the
//! measured probe rooms run in a process of their own (`loadtest --probe URL PROBES SECONDS`).

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use aeronet_replicon::client::{AeronetRepliconClient, AeronetRepliconClientPlugin};
use aeronet_websocket::client::{ClientConfig, WebSocketClient, WebSocketClientPlugin};
use bevy::{ecs::system::EntityCommand, prelude::*, state::app::StatesPlugin};
use bevy_replicon::prelude::*;
use pelikaappi::{
    ai::{Strength, seeded_rng},
    net::{
        protocol::{Request, SeatPlan},
        replicon::{OnlineClient, client_plugin},
    },
};

/// One load client: its app, what it waits for and when it last acted.
struct LoadClient {
    app: App,
    rng: pelikaappi::ai::GameRng,
    /// The record length and the time of the request in flight.
    asked: Option<(usize, Instant)>,
    last_action: Instant,
}

impl LoadClient {
    fn new(url: &str, seed: u64) -> Self {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            StatesPlugin,
            WebSocketClientPlugin,
            RepliconPlugins,
            AeronetRepliconClientPlugin,
            client_plugin,
        ));
        app.finish();
        app.cleanup();
        // Thousands of these apps share two cores: each runs its systems one after the other
        // on this thread, without handing them to the task pools (most of an update's cost).
        if std::env::var_os("LOADTEST_MULTI_THREADED").is_none() {
            for (_, schedule) in app.world_mut().resource_mut::<Schedules>().iter_mut() {
                schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
            }
        }
        let server = app
            .world_mut()
            .spawn((Name::new("game server"), AeronetRepliconClient))
            .id();
        WebSocketClient::connect(
            ClientConfig::builder().with_no_encryption(),
            pelikaappi::net::version::with_version(url),
        )
        .apply(app.world_mut().entity_mut(server));
        Self {
            app,
            rng: seeded_rng(seed),
            asked: None,
            last_action: Instant::now(),
        }
    }

    fn client(&mut self) -> Mut<'_, OnlineClient> {
        self.app.world_mut().resource_mut::<OnlineClient>()
    }

    fn connected(&self) -> bool {
        self.app
            .world()
            .get_resource::<State<ClientState>>()
            .is_some_and(|s| *s.get() == ClientState::Connected)
    }
}

fn start_server(port: u16, soak: bool) -> Child {
    let exe = std::env::current_exe().expect("the example's path");
    let bin = exe
        .parent()
        .and_then(|p| p.parent())
        .map(|p| p.join("pelikaappi"))
        .expect("the target folder");
    // The rooms in a fresh store (every action committed and synced before it is told),
    // or in memory with LOADTEST_MEMORY=1.
    let data = std::env::temp_dir().join(format!("pelikaappi-loadtest-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let store: Vec<String> = if std::env::var_os("LOADTEST_MEMORY").is_some() {
        vec!["--memory".into()]
    } else {
        vec!["--data".into(), data.display().to_string()]
    };
    Command::new(&bin)
        .args(["serve", "--bind", "127.0.0.1", "--port", &port.to_string()])
        .args(["--rooms-per-address", "100000"])
        // Every client here, the load's and the soak's hostile ones, comes from 127.0.0.1: the
        // per-address limit would refuse nearly all of them, so it is lifted.
        .args([
            "--connections-per-address",
            "100000",
            "--max-connections",
            "5000",
        ])
        .args(if soak {
            vec!["--handshake-seconds", "5", "--idle-seconds", "20"]
        } else {
            vec![]
        })
        .args(store)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "cannot start {}: {e} (cargo build --release first)",
                bin.display()
            )
        })
}

fn rss_mib(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

/// Sets up `clients` in pairs: connect, one room per pair, join, start.
fn set_up(clients: &mut [LoadClient]) {
    let started = Instant::now();
    let mut phase = 0;
    while phase < 4 {
        for c in clients.iter_mut() {
            c.app.update();
        }
        fn session(c: &LoadClient) -> &pelikaappi::net::session::ClientSession {
            &c.app.world().resource::<OnlineClient>().session
        }
        match phase {
            0 if clients.iter().all(LoadClient::connected) => {
                for pair in clients.chunks_mut(2) {
                    pair[0].client().outbox.push(Request::Create {
                        game: "eile".into(),
                        options: r#"{"players":2,"stones":2}"#.into(),
                        seats: vec![SeatPlan::Open, SeatPlan::Open],
                        pace: Default::default(),
                    });
                }
                phase = 1;
            }
            1 if clients.chunks(2).all(|p| session(&p[0]).code.is_some()) => {
                for pair in clients.chunks_mut(2) {
                    let code = pair[0].client().session.code.clone().unwrap_or_default();
                    pair[1].client().outbox.push(Request::Join {
                        code,
                        seat: Some(1),
                        token: None,
                    });
                }
                phase = 2;
            }
            2 if clients.iter().all(|c| session(c).seat.is_some()) => {
                for pair in clients.chunks_mut(2) {
                    let code = pair[0].client().session.code.clone().unwrap_or_default();
                    pair[0].client().outbox.push(Request::Start { code });
                }
                phase = 3;
            }
            3 if clients.iter().all(|c| session(c).started) => phase = 4,
            _ => {}
        }
        assert!(
            started.elapsed() < Duration::from_secs(600),
            "the rooms were not set up in 10 minutes (phase {phase})"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// One round over `clients`: each reads what came, and on its turn acts when its room's last
/// action is a second old. Returns the round trips completed (ms).
fn play_round(clients: &mut [LoadClient]) -> Vec<f64> {
    let mut done = Vec::new();
    let now = Instant::now();
    for c in clients.iter_mut() {
        c.app.update();
        let session = &c.app.world().resource::<OnlineClient>().session;
        let len = session
            .mirror
            .as_ref()
            .map_or(0, |m| m.record().actions.len());
        if let Some((at, sent)) = c.asked
            && len > at
        {
            done.push(sent.elapsed().as_secs_f64() * 1000.0);
            c.asked = None;
            c.last_action = now;
        }
        if c.asked.is_none()
            && now.duration_since(c.last_action) >= Duration::from_secs(1)
            && let Some(request) = session.ai_turn(Strength::Random, &mut c.rng)
        {
            c.asked = Some((len, now));
            c.client().outbox.push(request);
        }
    }
    done
}

/// The probe: `PROBES` rooms in a process of their own, played for `SECONDS`, their action round
/// trips printed as one line (`probe: COUNT MEDIAN P99 WORST`).
fn probe_main(url: &str, probes: usize, seconds: u64) {
    let mut clients: Vec<LoadClient> = (0..probes * 2)
        .map(|i| LoadClient::new(url, 1_000_000 + i as u64))
        .collect();
    set_up(&mut clients);
    let started = Instant::now();
    let mut latencies = Vec::new();
    while started.elapsed() < Duration::from_secs(seconds) {
        latencies.extend(play_round(&mut clients));
        std::thread::sleep(Duration::from_millis(1));
    }
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(f64::NAN)
    };
    println!(
        "probe: {} {:.1} {:.1} {:.1}",
        latencies.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

/// One wave of hostile clients against the server at `port`, held for `hold`: idle sockets,
/// half-sent handshakes, handshakes that never read, and floods. Returns when all are closed.
fn hostile_wave(port: u16, hold: Duration) {
    use std::io::Write;
    let address = ("127.0.0.1", port);
    let mut held = Vec::new();
    for _ in 0..2_000 {
        if let Ok(s) = std::net::TcpStream::connect(address) {
            held.push(s);
        }
    }
    for _ in 0..500 {
        if let Ok(mut s) = std::net::TcpStream::connect(address) {
            let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: webs");
            held.push(s);
        }
    }
    let handshake = || {
        let stream = std::net::TcpStream::connect(address).ok()?;
        let url = pelikaappi::net::version::with_version(&format!("ws://127.0.0.1:{port}"));
        aeronet_websocket::tungstenite::client::client(url, stream)
            .ok()
            .map(|(socket, _)| socket)
    };
    let deaf: Vec<_> = (0..50).filter_map(|_| handshake()).collect();
    let mut floods: Vec<_> = (0..50).filter_map(|_| handshake()).collect();
    let until = Instant::now() + hold;
    let junk = aeronet_websocket::tungstenite::Message::binary(vec![0xA5u8; 1_000]);
    while Instant::now() < until {
        for f in &mut floods {
            let _ = f.send(junk.clone());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    drop((held, deaf, floods));
}

/// Whether the server at `port` still takes a WebSocket (and keeps it a moment).
fn still_listening(port: u16) -> bool {
    let Ok(stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let url = pelikaappi::net::version::with_version(&format!("ws://127.0.0.1:{port}"));
    aeronet_websocket::tungstenite::client::client(url, stream).is_ok()
}

/// The abusers: 64 correspondence rooms that become AI-only, 32 finished rooms, and 32
/// connections asking about finished rooms as fast as they may. Set up before the play;
/// `abuse_round` drives them.
struct Abuse {
    /// The connections asking (`Games` and joins of finished rooms).
    askers: Vec<LoadClient>,
    /// The codes of the finished rooms, with a token of each.
    finished: Vec<(String, String)>,
    /// The askers' requests sent (games lists, joins) and the refusals they heard.
    answers: [usize; 3],
    next: usize,
}

fn session_of(c: &LoadClient) -> &pelikaappi::net::session::ClientSession {
    &c.app.world().resource::<OnlineClient>().session
}

/// Drives `clients` until `done` holds for all of them (or a minute passed).
fn until(clients: &mut [LoadClient], done: impl Fn(&LoadClient) -> bool) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        for c in clients.iter_mut() {
            c.app.update();
        }
        if clients.iter().all(&done) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    false
}

fn set_up_abuse(url: &str) -> Abuse {
    // 64 correspondence rooms, the AI on the second seat (the first four masters), their
    // players gone once started: a minute later the AI takes the first seat too.
    let mut hosts: Vec<LoadClient> = (0..64).map(|i| LoadClient::new(url, 5_000 + i)).collect();
    assert!(
        until(&mut hosts, LoadClient::connected),
        "the abusers connect"
    );
    for (i, c) in hosts.iter_mut().enumerate() {
        let strength = if i < 4 {
            Strength::Master
        } else {
            Strength::Strong
        };
        c.client().outbox.push(Request::Create {
            game: "razboiniki".into(),
            options: "{}".into(),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(strength)],
            pace: pelikaappi::net::store::Pace::Slow {
                seconds_per_move: Some(60),
                on_timeout: pelikaappi::net::store::OnTimeout::Ai,
            },
        });
    }
    let made = until(&mut hosts, |c| {
        session_of(c).code.is_some() || !session_of(c).refusals.is_empty()
    });
    assert!(made, "the AI rooms were answered");
    let mut ai_rooms = 0;
    for c in hosts.iter_mut() {
        if let Some(code) = c.client().session.code.clone() {
            ai_rooms += 1;
            c.client().outbox.push(Request::Start { code });
        }
    }
    until(&mut hosts, |c| {
        session_of(c).started || session_of(c).code.is_none()
    });
    drop(hosts);
    // 32 finished rooms: created, started against the quick AI and resigned.
    let mut enders: Vec<LoadClient> = (0..32).map(|i| LoadClient::new(url, 6_000 + i)).collect();
    assert!(until(&mut enders, LoadClient::connected));
    for c in enders.iter_mut() {
        c.client().outbox.push(Request::Create {
            game: "eile".into(),
            options: r#"{"players":2,"stones":4}"#.into(),
            seats: vec![SeatPlan::Open, SeatPlan::Ai(Strength::Quick)],
            pace: Default::default(),
        });
    }
    assert!(until(&mut enders, |c| session_of(c).code.is_some()));
    for c in enders.iter_mut() {
        let code = c.client().session.code.clone().unwrap_or_default();
        c.client().outbox.push(Request::Start { code });
    }
    assert!(until(&mut enders, |c| session_of(c).started));
    for c in enders.iter_mut() {
        let code = c.client().session.code.clone().unwrap_or_default();
        c.client().outbox.push(Request::Resign { code });
    }
    until(&mut enders, |c| session_of(c).forfeit.is_some());
    let finished: Vec<(String, String)> = enders
        .iter()
        .filter_map(|c| Some((session_of(c).code.clone()?, session_of(c).token.clone()?)))
        .collect();
    drop(enders);
    let mut askers: Vec<LoadClient> = (0..32).map(|i| LoadClient::new(url, 7_000 + i)).collect();
    assert!(until(&mut askers, LoadClient::connected));
    println!(
        "abuse: {ai_rooms} AI correspondence rooms left alone (4 of them with a master), {} finished rooms, {} connections asking about them",
        finished.len(),
        askers.len()
    );
    Abuse {
        askers,
        finished,
        answers: [0; 3],
        next: 0,
    }
}

/// One round of the askers: each sends its next request when the last was answered or 50 ms
/// passed (the server takes 20 a second from a connection).
fn abuse_round(abuse: &mut Abuse) {
    let Abuse {
        askers,
        finished,
        answers,
        next,
    } = abuse;
    for c in askers.iter_mut() {
        let refusals = session_of(c).refusals.len();
        c.app.update();
        let session = session_of(c);
        answers[2] += session.refusals.len() - refusals;
        *next += 1;
        let request = if *next % 2 == 0 {
            // The same finished rooms named 32 times over.
            Request::Games {
                rooms: finished
                    .iter()
                    .cycle()
                    .skip(*next % finished.len().max(1))
                    .take(32)
                    .cloned()
                    .collect(),
            }
        } else {
            let (code, _) = finished[*next % finished.len().max(1)].clone();
            answers[1] += 1;
            Request::Join {
                code,
                seat: None,
                token: None,
            }
        };
        if *next % 2 == 0 {
            answers[0] += 1;
        }
        c.client().outbox.push(request);
    }
}

fn main() {
    let soak = std::env::args().any(|a| a == "--soak");
    let abuse = std::env::args().any(|a| a == "--abuse");
    let mut args = std::env::args()
        .skip(1)
        .filter(|a| a != "--soak" && a != "--abuse")
        .peekable();
    if args.peek().map(String::as_str) == Some("--probe") {
        let _ = args.next();
        let url = args.next().expect("the server's address");
        let probes = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
        let seconds = args.next().and_then(|a| a.parse().ok()).unwrap_or(30);
        probe_main(&url, probes, seconds);
        return;
    }
    let rooms: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let seconds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let port = 17918;
    let url = format!("ws://127.0.0.1:{port}");
    let mut server = start_server(port, soak);
    std::thread::sleep(Duration::from_millis(800));
    let mut abusers = abuse.then(|| set_up_abuse(&url));
    // The load: every room but the probes', its clients taking turns in this thread (a
    // round over thousands of clients is slow, so their own round trips are not measured).
    let probes = rooms.clamp(1, 4);
    let mut clients: Vec<LoadClient> = (0..(rooms - probes) * 2)
        .map(|i| LoadClient::new(&url, i as u64))
        .collect();
    println!("{} load connections opening …", clients.len());
    let setup_started = Instant::now();
    set_up(&mut clients);
    println!(
        "{} load rooms started in {:.1} s",
        rooms - probes,
        setup_started.elapsed().as_secs_f64()
    );
    // The probes: a few rooms in a process of their own (as players elsewhere would be),
    // whose round trips are measured. This thread, the load, then yields to the server and
    // the probes (a lower priority), so the figures are the server's, not the load clients'
    // share of the two cores.
    let probe = Command::new(std::env::current_exe().expect("the example's path"))
        .args(["--probe", &url, &probes.to_string(), &seconds.to_string()])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the probe process");
    // Every thread of this process: the load's own and its connections' I/O threads.
    let threads: Vec<String> = std::fs::read_dir("/proc/self/task")
        .map(|dir| {
            dir.filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    let _ = Command::new("renice")
        .args(["-n", "10", "-p"])
        .args(&threads)
        .stdout(Stdio::null())
        .status();
    println!("{rooms} rooms playing for {seconds} s at one action a second per room");
    let rss_before = rss_mib(server.id());
    // The soak: waves of hostile clients on a thread of their own, for the first two thirds
    // of the run (the last third shows the memory coming back).
    let hostile = soak.then(|| {
        let active = Duration::from_secs(seconds * 2 / 3);
        std::thread::spawn(move || {
            let started = Instant::now();
            let mut waves = 0;
            while started.elapsed() < active {
                hostile_wave(port, Duration::from_secs(8));
                waves += 1;
            }
            waves
        })
    });
    let mut rss_during: f64 = 0.0;
    let run_started = Instant::now();
    let mut peak_rss: f64 = 0.0;
    let mut load_actions = 0;
    let mut rounds = 0;
    let mut last_abuse = Instant::now();
    while run_started.elapsed() < Duration::from_secs(seconds) {
        load_actions += play_round(&mut clients).len();
        rounds += 1;
        if let Some(abusers) = abusers.as_mut()
            && last_abuse.elapsed() >= Duration::from_millis(50)
        {
            last_abuse = Instant::now();
            abuse_round(abusers);
        }
        let rss = rss_mib(server.id());
        peak_rss = peak_rss.max(rss);
        if run_started.elapsed() < Duration::from_secs(seconds * 2 / 3) {
            rss_during = rss_during.max(rss);
        }
    }
    // Keep the load playing while the probe finishes its last round.
    let output = probe.wait_with_output().expect("the probe's figures");
    let line = String::from_utf8_lossy(&output.stdout);
    let figures: Vec<&str> = line
        .lines()
        .find_map(|l| l.strip_prefix("probe: "))
        .map(|l| l.split_whitespace().collect())
        .unwrap_or_default();
    let figure = |i: usize| figures.get(i).copied().unwrap_or("?");
    println!(
        "{rooms} rooms, {} connections: {load_actions} load actions in {seconds} s ({:.0} ms a load round); probe round trip over {} actions: median {} ms, p99 {} ms, worst {} ms; server memory {:.0} MiB (peak {peak_rss:.0} MiB)",
        rooms * 2,
        seconds as f64 * 1000.0 / rounds.max(1) as f64,
        figure(0),
        figure(1),
        figure(2),
        figure(3),
        rss_mib(server.id()),
    );
    if let Some(abusers) = &abusers {
        println!(
            "abuse: {} Games requests and {} joins of finished rooms sent, {} refused; the AI-only rooms and the finished ones existed throughout",
            abusers.answers[0], abusers.answers[1], abusers.answers[2]
        );
    }
    if let Some(hostile) = hostile {
        let waves = hostile.join().unwrap_or(0);
        println!(
            "soak: {waves} waves of 2,000 idle sockets, 500 half-sent handshakes, 50 clients that never read and 50 that flood; server memory before {rss_before:.0} MiB, during (peak) {rss_during:.0} MiB, after {:.0} MiB; still listening at the end: {}",
            rss_mib(server.id()),
            still_listening(port)
        );
    }
    let _ = server.kill();
    let _ = server.wait();
}
