//! The game server's gate on real sockets (127.0.0.1, a free port, stopped at the end): it
//! survives running out of file descriptors, closes connections that never finish their
//! handshake and clients that go silent, counts connections per address (the address a
//! trusted proxy forwards), drops a client that stops reading, serves the web page with the
//! room link, and refuses a client of another protocol with its version. Each test fails
//! without its fix (issue: "a server that survives the open internet").
#![cfg(feature = "net")]

use std::{
    io::{BufRead, BufReader, Read, Write},
    net::TcpStream,
    time::{Duration, Instant},
};

use aeronet_websocket::tungstenite::{self, client::IntoClientRequest, http::HeaderValue};

#[path = "support/server_process.rs"]
mod server_process;
use server_process::{Server, serve};

impl Server {
    fn raw(&self) -> TcpStream {
        let stream = TcpStream::connect(("127.0.0.1", self.port)).expect("a TCP connection");
        stream
            .set_read_timeout(Some(Duration::from_secs(15)))
            .unwrap();
        stream
    }

    /// A WebSocket handshake with the query `query` and extra headers; the socket or the
    /// handshake's error.
    fn websocket(
        &self,
        query: &str,
        headers: &[(&'static str, &str)],
    ) -> Result<tungstenite::WebSocket<TcpStream>, String> {
        let mut request = format!("ws://127.0.0.1:{}/{query}", self.port)
            .into_client_request()
            .unwrap();
        for (name, value) in headers {
            request
                .headers_mut()
                .insert(*name, HeaderValue::from_str(value).unwrap());
        }
        let stream = self.raw();
        tungstenite::client::client(request, stream)
            .map(|(socket, _)| socket)
            .map_err(|e| e.to_string())
    }

    /// A plain HTTP GET: the whole response.
    fn get(&self, target: &str, headers: &str) -> String {
        let mut stream = self.raw();
        write!(
            stream,
            "GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{headers}\r\n",
            self.port
        )
        .unwrap();
        let mut out = Vec::new();
        let _ = stream.read_to_end(&mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// The protocol query of this build's clients.
fn ours() -> String {
    format!("?pelikaappi={}", pelikaappi::net::version::PROTOCOL)
}

/// Whether the server has closed `stream` within `limit` (a read sees the end, or an error).
fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buf = [0u8; 512];
    let started = Instant::now();
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) =>
            {
                return false;
            }
            Err(_) => return true,
        }
        if started.elapsed() > limit {
            return false;
        }
    }
}

#[test]
fn the_server_survives_running_out_of_file_descriptors() {
    // "pelikaappi serve under prlimit --nofile=64, then 53 plain TCP connections opened and
    // left idle. After all were closed the server was no longer listening."
    let server = serve(
        &["prlimit", "--nofile=64:64"],
        &["--handshake-seconds", "2"],
    );
    let idle: Vec<TcpStream> = (0..80)
        .filter_map(|_| TcpStream::connect(("127.0.0.1", server.port)).ok())
        .collect();
    assert!(idle.len() > 60, "the kernel took the connections");
    std::thread::sleep(Duration::from_millis(500));
    drop(idle);
    std::thread::sleep(Duration::from_secs(3));
    // Still accepting (a busy machine may take a moment more to close the idle ones).
    let started = Instant::now();
    let socket = loop {
        let socket = server.websocket(&ours(), &[]);
        if socket.is_ok() || started.elapsed() > Duration::from_secs(15) {
            break socket;
        }
        std::thread::sleep(Duration::from_millis(500));
    };
    assert!(socket.is_ok(), "still accepting: {:?}", socket.err());
    assert!(
        server.child.id() > 0,
        "and the process is the same one that ran out"
    );
}

#[test]
fn a_connection_that_never_finishes_its_handshake_is_closed() {
    let server = serve(&[], &["--handshake-seconds", "1"]);
    let mut silent = server.raw();
    assert!(
        closed_within(&mut silent, Duration::from_secs(5)),
        "a connection that sends nothing is closed after the handshake time"
    );
    let mut half = server.raw();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nUpgr")
        .unwrap();
    assert!(
        closed_within(&mut half, Duration::from_secs(5)),
        "a half-sent request head too"
    );
}

#[test]
fn a_silent_client_is_pinged_and_dropped() {
    // "No idle timeout or keepalive: a vanished client is never noticed."
    let server = serve(&[], &["--idle-seconds", "3"]);
    let socket = server.websocket(&ours(), &[]).expect("a handshake");
    // This client never reads, so it never answers the server's pings.
    let mut stream = socket.into_inner();
    std::thread::sleep(Duration::from_secs(5));
    assert!(
        closed_within(&mut stream, Duration::from_secs(5)),
        "dropped after the idle time"
    );
    // One that answers stays.
    let mut alive = server.websocket(&ours(), &[]).expect("a handshake");
    alive
        .get_mut()
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(6) {
        // Reading answers the pings (tungstenite queues the pong and sends it).
        match alive.read() {
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) => panic!("a client that answers was dropped: {e}"),
        }
        let _ = alive.flush();
    }
}

#[test]
fn connections_are_limited_in_total_and_per_address_behind_a_trusted_proxy() {
    // "No limit on connections, in total or per address" and "behind the README's own nginx
    // setup every client is 127.0.0.1: --trusted-proxy".
    let server = serve(
        &[],
        &[
            "--connections-per-address",
            "2",
            "--max-connections",
            "4",
            "--trusted-proxy",
            "127.0.0.1",
        ],
    );
    let forwarded = |who: &str| server.websocket(&ours(), &[("X-Forwarded-For", who)]);
    let a1 = forwarded("203.0.113.1").expect("first from A");
    let a2 = forwarded("10.0.0.1, 203.0.113.1").expect("second from A (the last entry counts)");
    assert!(
        forwarded("203.0.113.1").is_err(),
        "a third from A is refused"
    );
    let b1 = forwarded("203.0.113.2").expect("B is another address");
    let b2 = forwarded("203.0.113.2").expect("B's second");
    // Four open: the total is full for everyone.
    assert!(forwarded("203.0.113.3").is_err(), "the total is reached");
    drop((a1, b1));
    // The server sees the two go (within a moment, more on a busy machine).
    let started = Instant::now();
    let c = loop {
        std::thread::sleep(Duration::from_millis(200));
        match forwarded("203.0.113.3") {
            Ok(c) => break c,
            Err(e) if started.elapsed() > Duration::from_secs(10) => {
                panic!("no room again once two closed: {e}")
            }
            Err(_) => {}
        }
    };
    drop((a2, b2, c));

    // Without the trusted proxy, a header is not believed: the peer's own address counts.
    let plain = serve(&[], &["--connections-per-address", "2"]);
    let one = plain
        .websocket(&ours(), &[("X-Forwarded-For", "203.0.113.1")])
        .expect("one");
    let two = plain
        .websocket(&ours(), &[("X-Forwarded-For", "203.0.113.2")])
        .expect("two");
    assert!(
        plain
            .websocket(&ours(), &[("X-Forwarded-For", "203.0.113.3")])
            .is_err(),
        "all three are 127.0.0.1"
    );
    drop((one, two));
}

#[test]
fn connections_are_counted_per_ipv6_64_not_per_address() {
    // Issue 55: "Per-address limits count one exact address. One IPv6 /64 is millions of
    // addresses: 125 of them fill the 4,000 connection slots."
    let server = serve(
        &[],
        &[
            "--connections-per-address",
            "2",
            "--trusted-proxy",
            "127.0.0.1",
        ],
    );
    let forwarded = |who: &str| server.websocket(&ours(), &[("X-Forwarded-For", who)]);
    let one = forwarded("2001:db8:1:2::a").expect("the first of the /64");
    let two = forwarded("2001:db8:1:2:ffff::b").expect("a second address of the /64");
    assert!(
        forwarded("2001:db8:1:2:1234:5678:9abc:def0").is_err(),
        "a third address of the same /64 is refused"
    );
    let other = forwarded("2001:db8:1:3::a").expect("the next /64 is another network");
    drop((one, two, other));
}

#[test]
fn the_client_behind_several_trusted_proxies_is_counted() {
    // "Only the first X-Forwarded-For header is read and one proxy hop is trusted." Here a
    // CDN (10.0.0.2) in front of the local proxy (127.0.0.1), both trusted, one connection
    // per address.
    let server = serve(
        &[],
        &[
            "--connections-per-address",
            "1",
            "--trusted-proxy",
            "127.0.0.1",
            "--trusted-proxy",
            "10.0.0.2",
        ],
    );
    let one = server
        .websocket(&ours(), &[("X-Forwarded-For", "203.0.113.1, 10.0.0.2")])
        .expect("the client 203.0.113.1 through both proxies");
    // The same client again, its address in a first header and the CDN's in a second one
    // (tungstenite's request sends one header of a name: the list is split by hand).
    let mut again = server.raw();
    write!(
        again,
        "GET /{} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nX-Forwarded-For: 203.0.113.1\r\nX-Forwarded-For: 10.0.0.2\r\n\r\n",
        ours()
    )
    .unwrap();
    let mut answer = String::new();
    let _ = BufReader::new(&mut again).read_line(&mut answer);
    assert!(
        answer.starts_with("HTTP/1.1 503"),
        "counted as 203.0.113.1, which has its one connection: {answer}"
    );
    // Another client through the same proxies has its own place.
    let other = server
        .websocket(&ours(), &[("X-Forwarded-For", "203.0.113.2, 10.0.0.2")])
        .expect("another client");
    drop((one, other));
}

#[test]
fn a_client_of_another_protocol_is_told_the_servers_version() {
    let server = serve(&[], &[]);
    for query in ["", "?pelikaappi=1", "?pelikaappi=999"] {
        let mut socket = server.websocket(query, &[]).expect("the handshake itself");
        let reason = loop {
            match socket.read() {
                Ok(tungstenite::Message::Close(Some(frame))) => break frame.reason.to_string(),
                Ok(tungstenite::Message::Close(None)) => break String::new(),
                Ok(_) => continue,
                Err(e) => panic!("closed without a reason: {e}"),
            }
        };
        assert_eq!(
            pelikaappi::net::version::server_version_in(&reason).as_deref(),
            Some(pelikaappi::net::version::VERSION),
            "{query}: {reason}"
        );
    }
    // This build's own protocol is taken.
    let mut socket = server.websocket(&ours(), &[]).expect("a handshake");
    socket
        .get_mut()
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    assert!(
        !matches!(socket.read(), Ok(tungstenite::Message::Close(_))),
        "not closed"
    );
}

#[test]
fn the_server_serves_its_web_page_and_sends_a_room_link_to_itself() {
    let dir = std::env::temp_dir().join(format!("pelikaappi-web-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<html>pelikaappi</html>").unwrap();
    std::fs::write(dir.join("assets/x.wasm"), [0u8, 97, 115, 109]).unwrap();
    let server = serve(&[], &["--web", dir.to_str().unwrap()]);
    let link = server.get("/?room=ABCDEFGH", "");
    assert!(link.starts_with("HTTP/1.1 302"), "{link}");
    let location = format!(
        "Location: ./?server=ws%3A%2F%2F127.0.0.1%3A{}&room=ABCDEFGH",
        server.port
    );
    assert!(link.contains(&location), "{link}");
    let page = server.get(
        &format!("/?server=ws%3A%2F%2F127.0.0.1%3A{}", server.port),
        "",
    );
    assert!(page.starts_with("HTTP/1.1 200"), "{page}");
    assert!(page.contains("text/html") && page.ends_with("<html>pelikaappi</html>"));
    let wasm = server.get("/assets/x.wasm", "");
    assert!(wasm.contains("application/wasm"), "{wasm}");
    for outside in ["/../Cargo.toml", "/%2e%2e/etc/passwd", "/nothing"] {
        assert!(
            server.get(outside, "").starts_with("HTTP/1.1 404"),
            "{outside}"
        );
    }
    // Behind a TLS proxy the page is sent to wss://.
    let https = server.get("/", "X-Forwarded-Proto: https\r\n");
    assert!(https.contains("server=wss%3A%2F%2F"), "{https}");
    let under = server.get(
        "/",
        "X-Forwarded-Proto: https\r\nX-Forwarded-Prefix: /play\r\n",
    );
    assert!(
        under.contains("%2Fplay&") || under.contains("%2Fplay\r"),
        "{under}"
    );
    // And the game itself still answers on the same port.
    assert!(server.websocket(&ours(), &[]).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

mod in_process {
    //! The WebSocket server in this process: a client that stops reading.
    use std::{
        net::{SocketAddr, TcpStream},
        sync::{
            Arc,
            atomic::{AtomicBool, Ordering},
        },
        time::{Duration, Instant},
    };

    use aeronet_io::{Session, connection::Disconnected, connection::LocalAddr};
    use aeronet_websocket::{
        server::{
            ConnectionLimits, ServerConfig, WebSocketServer, WebSocketServerClient,
            WebSocketServerPlugin,
        },
        tungstenite::{self, client::IntoClientRequest},
    };
    use bevy::{ecs::system::EntityCommand, prelude::*};

    #[derive(Resource, Clone, Default)]
    struct Dropped(Arc<AtomicBool>);

    #[test]
    fn a_client_that_stops_reading_is_dropped_when_its_queue_is_full() {
        // "A client that stops reading makes the server queue resends without bound: bound
        // each connection's outgoing queue and drop a connection that exceeds it."
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, WebSocketServerPlugin));
        let dropped = Dropped::default();
        app.insert_resource(dropped.clone());
        app.add_observer(|_: On<Disconnected>, dropped: Res<Dropped>| {
            dropped.0.store(true, Ordering::Relaxed);
        });
        let config = ServerConfig::builder()
            .with_bind_address(SocketAddr::from(([127, 0, 0, 1], 0)))
            .with_no_encryption()
            .with_limits(ConnectionLimits {
                max_queued_bytes: 256 * 1024,
                send_timeout: Duration::from_secs(2),
                ..ConnectionLimits::default()
            });
        let server = app.world_mut().spawn_empty().id();
        WebSocketServer::open(config).apply(app.world_mut().entity_mut(server));
        let started = Instant::now();
        let address = loop {
            app.update();
            if let Some(a) = app.world().get::<LocalAddr>(server) {
                break a.0;
            }
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "the server opens"
            );
        };
        // A client that completes its handshake and then never reads.
        let client = std::thread::spawn(move || {
            let stream = TcpStream::connect(address).unwrap();
            let request = format!("ws://{address}/").into_client_request().unwrap();
            let (socket, _) = tungstenite::client::client(request, stream).expect("a handshake");
            std::thread::sleep(Duration::from_secs(30));
            drop(socket);
        });
        let mut sent = 0usize;
        let started = Instant::now();
        while !dropped.0.load(Ordering::Relaxed) {
            app.update();
            let mut sessions = app
                .world_mut()
                .query_filtered::<&mut Session, With<WebSocketServerClient>>();
            for mut session in sessions.iter_mut(app.world_mut()) {
                session
                    .send
                    .push(aeronet_io::bytes::Bytes::from(vec![1u8; 16 * 1024]));
                sent += 16 * 1024;
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "a client that reads nothing was never dropped ({} MiB sent to it)",
                sent / 1024 / 1024
            );
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(sent > 256 * 1024, "it was dropped for what it did not read");
        drop(client);
    }
}
