//! The game server's web page under many clients that ask for the wasm and never read it, on
//! loopback: `pelikaappi serve --web` in a child process (the `pelikaappi` binary of the same
//! profile as the example), N connections each sending a GET for the wasm and then taking
//! nothing, and the server's memory (VmRSS) before, while they hang, and after they are gone,
//! with its open connections and the kernel's TCP buffers (all sockets of the machine, from
//! /proc/net/sockstat: what the unread answers hold outside the server's own memory).
//! Then one client that reads the compressed wasm at a set pace (bytes a second) to the end,
//! and how long it took. A benchmark, not a test:
//!
//! `cargo build --release --no-default-features --features net`
//! `cargo run --release --no-default-features --features net --example web_hold -- 4000 [RATE] [DIR]`
//!
//! (raise `ulimit -n` first: each connection is a file descriptor on both sides). DIR is a web
//! build (web/dist, or an unpacked web package); without it, a made-up one of the real one's
//! size: a 15.4 MB wasm and its gzip copy made by the server at the start. RATE 0 skips the
//! slow client.

use std::{
    io::{BufRead, BufReader, Read, Write},
    net::TcpStream,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

/// The made-up wasm's size (the web build's, give or take).
const WASM_BYTES: usize = 15_400_000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let holders: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(4000);
    let rate: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(64_000);
    let made_up = std::env::temp_dir().join(format!("pelikaappi-web-hold-{}", std::process::id()));
    let dir = match args.get(2) {
        Some(dir) => std::path::PathBuf::from(dir),
        None => {
            make_web_folder(&made_up);
            made_up.clone()
        }
    };
    let started = Instant::now();
    let (mut server, port) = start_server(&dir);
    println!(
        "server up in {:.1} s (the files read{}); VmRSS {} MB",
        started.elapsed().as_secs_f64(),
        if dir == made_up {
            ", the wasm gzipped"
        } else {
            ""
        },
        rss_mb(server.id())
    );

    // N clients ask for the wasm as it is (the biggest answer) and read nothing.
    let opened = Instant::now();
    let mut held = Vec::with_capacity(holders);
    for i in 0..holders {
        match TcpStream::connect(("127.0.0.1", port)) {
            Ok(mut stream) => {
                let _ = write!(
                    stream,
                    "GET /pelikaappi_bg.wasm HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
                );
                held.push(stream);
            }
            Err(e) => {
                println!("connection {i}: {e}");
                break;
            }
        }
    }
    println!(
        "{} connections asking for the wasm, opened in {:.1} s",
        held.len(),
        opened.elapsed().as_secs_f64()
    );
    let mut peak = 0;
    // A piece of an answer waits 30 s for its client at most: by 60 s all are dropped.
    for second in [2, 5, 10, 20, 30, 45, 60] {
        while opened.elapsed() < Duration::from_secs(second) {
            std::thread::sleep(Duration::from_millis(100));
        }
        let rss = rss_mb(server.id());
        peak = peak.max(rss);
        println!(
            "after {second:>2} s: VmRSS {rss} MB, {} connections open in the server, kernel TCP buffers {} MB",
            open_sockets(server.id()).saturating_sub(1),
            tcp_buffers_mb()
        );
    }
    println!("peak seen {peak} MB with {} clients holding", held.len());
    drop(held);
    std::thread::sleep(Duration::from_secs(12));
    println!(
        "all gone: VmRSS {} MB, {} connections open in the server",
        rss_mb(server.id()),
        open_sockets(server.id()).saturating_sub(1)
    );

    if rate > 0 {
        let (seconds, head, bytes) = read_slowly(port, rate);
        println!(
            "one client reading at {} KB/s: {bytes} bytes of the wasm in {seconds:.0} s ({})",
            rate / 1000,
            head.lines()
                .filter(|l| l.starts_with("HTTP/")
                    || l.starts_with("Content-Length")
                    || l.starts_with("Content-Encoding"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let _ = server.kill();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&made_up);
}

/// A web folder like the web build: the page and a wasm of `WASM_BYTES` that gzip makes about
/// a third of.
fn make_web_folder(dir: &std::path::Path) {
    std::fs::create_dir_all(dir).expect("the temp folder");
    std::fs::write(dir.join("index.html"), "<html>pelikaappi</html>").unwrap();
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let wasm: Vec<u8> = (0..WASM_BYTES)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Mostly a few common bytes, now and then any.
            if x.is_multiple_of(16) {
                (x >> 32) as u8
            } else {
                (x >> 40) as u8 % 4
            }
        })
        .collect();
    std::fs::write(dir.join("pelikaappi_bg.wasm"), wasm).unwrap();
}

fn start_server(dir: &std::path::Path) -> (Child, u16) {
    let exe = std::env::current_exe().expect("the example's path");
    let bin = exe
        .parent()
        .and_then(|p| p.parent())
        .map(|p| p.join("pelikaappi"))
        .expect("the target folder");
    let mut child = Command::new(&bin)
        .args(["serve", "--bind", "127.0.0.1", "--port", "0", "--memory"])
        // Every client here comes from 127.0.0.1.
        .args([
            "--connections-per-address",
            "100000",
            "--max-connections",
            "10000",
        ])
        .arg("--web")
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e} (cargo build --release first)", bin.display()));
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its output"))
        .read_line(&mut line)
        .expect("the server says where it listens");
    let port = line
        .trim()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("a port in {line:?}"));
    (child, port)
}

/// The resident memory of process `pid` in MB (VmRSS in /proc).
fn rss_mb(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

/// The sockets process `pid` holds open (its listener and its connections).
fn open_sockets(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |fds| {
        fds.filter_map(Result::ok)
            .filter(|fd| {
                std::fs::read_link(fd.path())
                    .is_ok_and(|l| l.to_string_lossy().starts_with("socket:"))
            })
            .count()
    })
}

/// The memory of the machine's TCP buffers in MB (`mem`, in pages, of /proc/net/sockstat).
fn tcp_buffers_mb() -> u64 {
    std::fs::read_to_string("/proc/net/sockstat")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("TCP:"))?;
            let mut words = line.split_whitespace();
            words.find(|w| *w == "mem")?;
            words.next()?.parse::<u64>().ok()
        })
        .map_or(0, |pages| pages * 4096 / 1024 / 1024)
}

/// One client reading the wasm compressed at `rate` bytes a second: seconds, head, body bytes.
fn read_slowly(port: u16, rate: usize) -> (f64, String, usize) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("a connection");
    write!(
        stream,
        "GET /pelikaappi_bg.wasm HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept-Encoding: gzip, deflate, br\r\n\r\n"
    )
    .unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let started = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 1460];
    loop {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
        let due = Duration::from_secs_f64(got.len() as f64 / rate as f64);
        if let Some(wait) = due.checked_sub(started.elapsed()) {
            std::thread::sleep(wait);
        }
    }
    let end = got
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(got.len(), |p| p + 4);
    let head = String::from_utf8_lossy(&got[..end]).into_owned();
    (
        started.elapsed().as_secs_f64(),
        head,
        got.len().saturating_sub(end),
    )
}
