//! Online play over real sockets: `pelikaappi serve` on 127.0.0.1 and a free port, and two
//! headless `pelikaappi join` clients whose AIs play a whole game to its end over the wire;
//! a third watches. The server is stopped at the end, also when the test fails.
#![cfg(feature = "net")]

use std::{
    io::{BufRead, BufReader},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

const BIN: &str = env!("CARGO_BIN_EXE_pelikaappi");

/// The server process, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server() -> Server {
    let mut child = Command::new(BIN)
        .args(["serve", "--port", "0", "--bind", "127.0.0.1", "--memory"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let stdout = child.stdout.take().expect("its output");
    let mut line = String::new();
    BufReader::new(stdout)
        .read_line(&mut line)
        .expect("the server says where it listens");
    let address = line
        .split_whitespace()
        .find(|w| w.starts_with("ws://127.0.0.1:"))
        .unwrap_or_else(|| panic!("an address in {line:?}"))
        .to_string();
    Server { child, address }
}

/// Starts a `join` client; its output lines come back through the returned reader.
fn client(args: &[&str]) -> (Child, BufReader<std::process::ChildStdout>) {
    let mut child = Command::new(BIN)
        .arg("join")
        .args(args)
        .args(["--seconds", "120", "--pace-ms", "5"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the client starts");
    let out = BufReader::new(child.stdout.take().expect("its output"));
    (child, out)
}

fn next_line(out: &mut BufReader<std::process::ChildStdout>) -> String {
    let mut line = String::new();
    out.read_line(&mut line).expect("a line");
    line
}

/// Waits for a client's end; its last line says how the game ended.
fn finish(mut child: Child, mut out: BufReader<std::process::ChildStdout>) -> String {
    let deadline = Instant::now() + Duration::from_secs(150);
    let mut last = String::new();
    loop {
        let line = next_line(&mut out);
        if line.is_empty() {
            break;
        }
        last = line;
    }
    while Instant::now() < deadline {
        if let Some(status) = child.try_wait().expect("the client's status") {
            let mut err = String::new();
            if let Some(mut e) = child.stderr.take() {
                use std::io::Read;
                let _ = e.read_to_string(&mut err);
            }
            assert!(status.success(), "the client failed: {last} {err}");
            return last;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    panic!("a client did not finish");
}

fn play_over_the_wire(server: &Server, game: &str, options: &str) {
    let (host, mut host_out) = client(&[
        &server.address,
        "--create",
        game,
        "--options",
        options,
        "--seats",
        "open,open",
        "--seed",
        "3",
    ]);
    let first = next_line(&mut host_out);
    let code = first
        .strip_prefix("room ")
        .and_then(|r| r.split_whitespace().next())
        .unwrap_or_else(|| panic!("the room's code in {first:?}"))
        .to_string();
    assert_eq!(code.len(), pelikaappi::net::lobby::CODE_LEN, "{first}");
    let (guest, guest_out) = client(&[&server.address, &code, "--seat", "2", "--seed", "4"]);
    let (watcher, watcher_out) = client(&[&server.address, &code]);
    let host_end = finish(host, host_out);
    let guest_end = finish(guest, guest_out);
    let watcher_end = finish(watcher, watcher_out);
    assert!(host_end.starts_with("game over"), "{host_end}");
    assert_eq!(host_end, guest_end, "both players saw the same game");
    assert_eq!(host_end, watcher_end, "the spectator saw it too");
}

#[test]
fn two_headless_clients_play_whole_games_over_websocket() {
    let server = start_server();
    play_over_the_wire(&server, "eile", r#"{"players":2,"stones":2}"#);
    play_over_the_wire(&server, "razboiniki", "{}");
}

/// Every line a client prints until its end (it must end well).
fn all_lines(mut child: Child, mut out: BufReader<std::process::ChildStdout>) -> Vec<String> {
    let mut lines = Vec::new();
    loop {
        let line = next_line(&mut out);
        if line.is_empty() {
            break;
        }
        lines.push(line.trim_end().to_string());
    }
    let status = child.wait().expect("the client's status");
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        use std::io::Read;
        let _ = e.read_to_string(&mut err);
    }
    assert!(status.success(), "the client failed: {lines:?} {err}");
    lines
}

#[test]
fn strangers_find_each_other_by_quick_match_and_the_lobby_and_chat() {
    // "A page and a desktop client that never met find each other by quick match and play a
    // game to its end; chat works both ways." (Here two headless clients.)
    let server = start_server();
    let options = r#"{"quiet_limit":8}"#;
    let quick = |name: &str, say: &str, seed: &str| {
        client(&[
            &server.address,
            "--quick",
            "razboiniki",
            "--options",
            options,
            "--name",
            name,
            "--say",
            say,
            "--seed",
            seed,
        ])
    };
    let (a, a_out) = quick("Aino", "hyvää peliä", "5");
    let (b, b_out) = quick("Boris", "удачи", "6");
    let a_lines = all_lines(a, a_out);
    let b_lines = all_lines(b, b_out);
    let room = |lines: &[String]| lines[0].split_whitespace().nth(1).map(str::to_string);
    assert!(room(&a_lines).is_some(), "{a_lines:?}");
    assert_eq!(room(&a_lines), room(&b_lines), "one room for both");
    assert_eq!(a_lines.last(), b_lines.last(), "the same game");
    assert!(a_lines.last().unwrap().starts_with("game over"));
    for lines in [&a_lines, &b_lines] {
        assert!(
            lines.contains(&"chat Aino: hyvää peliä".to_string()),
            "{lines:?}"
        );
        assert!(
            lines.contains(&"chat Boris: удачи".to_string()),
            "{lines:?}"
        );
    }

    // A public room waits in the lobby with its host's name; a stranger joins it from there.
    let (host, mut host_out) = client(&[
        &server.address,
        "--create",
        "razboiniki",
        "--options",
        options,
        "--public",
        "--name",
        "Host",
    ]);
    let first = next_line(&mut host_out);
    let code = first.split_whitespace().nth(1).expect("a code").to_string();
    let mut listed = serde_json::Value::Null;
    for _ in 0..100 {
        let out = Command::new(BIN)
            .args(["lobby", &server.address, "--json"])
            .output()
            .expect("the lobby command runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        listed = serde_json::from_slice(&out.stdout).expect("JSON");
        if listed["waiting"].as_array().is_some_and(|w| !w.is_empty()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let waiting = listed["waiting"].as_array().expect("rooms waiting");
    assert_eq!(waiting.len(), 1, "{listed}");
    assert_eq!(waiting[0]["code"], code.as_str());
    assert_eq!(waiting[0]["host_name"], "Host");
    assert_eq!(waiting[0]["open"], serde_json::json!([1]));
    let (guest, guest_out) = client(&[&server.address, &code, "--seat", "2"]);
    let host_end = finish(host, host_out);
    assert_eq!(host_end, finish(guest, guest_out));
    // The server's statistics count the two finished games.
    let out = Command::new(BIN)
        .args(["lobby", &server.address, "--stats", "--json"])
        .output()
        .expect("the statistics");
    let stats: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(stats[0]["game"], "razboiniki", "{stats}");
    assert_eq!(stats[0]["finished"], 2, "{stats}");
}
