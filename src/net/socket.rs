//! The game server and the headless client on real sockets (WebSocket, aeronet): `serve`
//! runs the server with no window and no GPU until it is stopped; `join` connects, creates
//! or joins a room and lets the AI play its seat to the end of the game.

use std::{io::Write, net::SocketAddr, time::Duration};

use aeronet_io::{
    Session,
    connection::LocalAddr,
    server::{Closed, Server},
};
use aeronet_replicon::server::{AeronetRepliconServer, AeronetRepliconServerPlugin};
use aeronet_transport::TransportConfig;
use aeronet_websocket::server::{
    ConnectionLimits, ServerConfig, WebSocketServer, WebSocketServerClient, WebSocketServerPlugin,
};
use bevy::{
    app::ScheduleRunnerPlugin, ecs::schedule::ScheduleLabel, log::LogPlugin, prelude::*,
    state::app::StatesPlugin,
};
use bevy_replicon::prelude::*;

use super::{
    link::{self, Link, LinkStatus},
    lobby::{Limits, Lobby},
    protocol::Request,
    replicon::{AutoPlayer, OnlineClient, ServerLobby, server_plugin},
};
use crate::ai::{Strength, seeded_rng};

pub use super::DEFAULT_PORT;

/// The longest message a client may send (a request is far smaller; `MAX_FIELD_CHARS`).
pub const MAX_REQUEST_BYTES: usize = 64 * 1024;

/// What the transport of one client connection may hold for it: the messages sent and not yet
/// acknowledged, and one request being reassembled.
const CONNECTION_MEMORY: usize = 1024 * 1024;

/// How the server meets the open internet: its connections' limits and time limits, the
/// reverse proxy it trusts, and the web page it serves.
#[derive(Clone, Debug)]
pub struct Gate {
    /// Connections at once (WebSocket handshakes and page requests included).
    pub max_connections: usize,
    /// Connections at once from one network address.
    pub connections_per_address: usize,
    /// The time a new connection has for its request and handshake.
    pub handshake_timeout: Duration,
    /// A client that sends nothing, not even an answer to a ping, for this long is dropped.
    pub idle_timeout: Duration,
    /// The most bytes a connection may have waiting to be sent: a client that stops reading
    /// is dropped there.
    pub max_queued_bytes: usize,
    /// The reverse proxies whose `X-Forwarded-For` names each client (the rightmost entry
    /// that is not one of them).
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// How addresses group into networks for `connections_per_address`.
    pub prefixes: super::network::Prefixes,
    /// The web build to serve over HTTP on the same port (none: no page).
    pub web: Option<std::path::PathBuf>,
    /// Whether players' webhooks are told of their turns, whether those may be on this
    /// machine or a private network, and the address the rooms' links start with.
    pub webhooks: bool,
    pub webhooks_inside: bool,
    pub link: Option<String>,
    /// The host's SMTP server (its URL) and the e-mails' sender (none: no e-mail).
    pub mail: Option<(String, String)>,
    /// Whether browser push is on, and the contact its tokens name (`mailto:` or a page).
    pub push: bool,
    pub push_contact: Option<String>,
}

impl Default for Gate {
    fn default() -> Self {
        Self {
            max_connections: 4_000,
            connections_per_address: 32,
            handshake_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            max_queued_bytes: 1024 * 1024,
            trusted_proxies: Vec::new(),
            prefixes: super::network::Prefixes::default(),
            web: None,
            webhooks: true,
            webhooks_inside: false,
            link: None,
            mail: None,
            push: false,
            push_contact: None,
        }
    }
}

impl Gate {
    /// The WebSocket server's limits, with the page's handler and the version check.
    fn connection_limits(
        &self,
        stats: super::web::StatsJson,
        book: Option<super::lobby::SharedMailBook>,
    ) -> Result<ConnectionLimits, String> {
        let http = match (&self.web, book) {
            (None, None) => None,
            (web, book) => Some(super::web::handler(web.as_deref(), stats, book)?),
        };
        Ok(ConnectionLimits {
            max_connections: self.max_connections,
            max_per_address: self.connections_per_address,
            handshake_timeout: self.handshake_timeout,
            ping_interval: self.idle_timeout / 3,
            idle_timeout: self.idle_timeout,
            send_timeout: Duration::from_secs(20),
            max_queued_bytes: self.max_queued_bytes,
            trusted_proxies: self.trusted_proxies.clone(),
            http,
            upgrade_check: Some(std::sync::Arc::new(super::version::check_upgrade)),
            // Connections per network as the rooms count them (an IPv6 /64 by default).
            network_of: Some({
                let prefixes = self.prefixes;
                std::sync::Arc::new(move |a| prefixes.network(a))
            }),
            // The page's answers at no less than 8 KiB/s over each 30 s, a piece of them
            // waiting at most 30 s for the client.
            ..ConnectionLimits::default()
        })
    }
}

/// Runs the game server on `bind` until the process is stopped, its rooms kept in the store
/// in `data` (none: in memory only). Prints the address to share on its first line of
/// output. A store that cannot be opened (damaged, of a newer server, not writable) stops it
/// before it listens, with the reason; so does a listener that ends (a supervisor restarts
/// the process).
pub fn serve(
    bind: SocketAddr,
    data: Option<&std::path::Path>,
    limits: Limits,
    gate: &Gate,
) -> Result<(), String> {
    let stats_json: super::web::StatsJson =
        std::sync::Arc::new(std::sync::RwLock::new(bytes::Bytes::from_static(b"[]")));
    // E-mail needs the page's address for its links, answered on this port.
    let mailer = match &gate.mail {
        Some(_) if gate.link.is_none() => {
            return Err("--smtp needs --link (the address players open the game at): the e-mails' links to confirm and stop them start with it".into());
        }
        Some((url, from)) => Some(super::mail::Mailer::new(url, from)?),
        None => None,
    };
    let book = super::lobby::SharedMailBook::default();
    let connection_limits =
        gate.connection_limits(stats_json.clone(), mailer.is_some().then(|| book.clone()))?;
    let mut lobby = match data {
        Some(dir) => {
            let store = super::sqlite::SqliteStore::open(dir)?;
            let path = store.path().display().to_string();
            let (lobby, warnings) = Lobby::with_store(limits, Box::new(store))?;
            for warning in warnings {
                eprintln!("a stored room was not brought back: {warning}");
            }
            eprintln!(
                "rooms kept in {path}: {} unfinished brought back",
                lobby.room_count()
            );
            lobby
        }
        None => Lobby::new(limits),
    };
    lobby.resume_clocks(super::replicon::unix_seconds());
    lobby.set_link_base(gate.link.clone());
    lobby.set_webhooks(gate.webhooks);
    lobby.set_mail(mailer.is_some(), book);
    let push = if gate.push {
        let kept = lobby.kept_secret("vapid", || {
            super::push::VapidKey::generate().map(|k| k.kept().to_string())
        })?;
        let key = super::push::VapidKey::from_kept(&kept)?;
        lobby.set_push_key(Some(key.public_key()));
        let contact = gate.push_contact.clone().or_else(|| gate.link.clone());
        Some((std::sync::Arc::new(key), contact.unwrap_or_default()))
    } else {
        None
    };
    let channels = super::notify::Channels {
        allow_inside: gate.webhooks_inside,
        mailer,
        push,
    };
    let mut app = App::new();
    app.insert_resource(ServerLobby(lobby));
    app.insert_resource(super::replicon::StatsForWeb(stats_json));
    if gate.webhooks || channels.mailer.is_some() || channels.push.is_some() {
        app.insert_resource(super::replicon::NotifyQueue(super::notify::Sender::start(
            channels,
        )));
    }
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(5))),
        StatesPlugin,
        LogPlugin {
            fmt_layer: log_lines,
            ..LogPlugin::default()
        },
        WebSocketServerPlugin,
        RepliconPlugins.set(ServerPlugin {
            tick_schedule: Some(PostUpdate.intern()),
            ..Default::default()
        }),
        AeronetRepliconServerPlugin,
        server_plugin,
    ));
    app.add_systems(Startup, move |mut commands: Commands| {
        let config = ServerConfig::builder()
            .with_bind_address(bind)
            .with_no_encryption()
            .with_socket_config(socket_config())
            .with_limits(connection_limits.clone());
        commands
            .spawn((Name::new("WebSocket server"), AeronetRepliconServer))
            .queue(WebSocketServer::open(config));
    });
    app.add_systems(Update, give_back_memory);
    app.add_observer(announce_address);
    app.add_observer(listener_ended);
    app.add_observer(limit_transport);
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(format!("the server stopped ({code})")),
    }
}

/// The log's lines on stderr: in colour on a terminal only (a log file or the journal gets
/// plain text, not colour codes), and never with `NO_COLOR` set.
fn log_lines(_: &mut App) -> Option<bevy::log::BoxedFmtLayer> {
    use std::io::IsTerminal;
    let colour = std::io::stderr().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    Some(Box::new(
        bevy::log::tracing_subscriber::fmt::Layer::default()
            .with_writer(std::io::stderr)
            .with_ansi(colour),
    ))
}

/// A client connection's transport may hold at most `CONNECTION_MEMORY`, and reassembles no
/// message over `MAX_REQUEST_BYTES`.
fn limit_transport(
    opened: On<Add<Session>>,
    clients: Query<(), With<WebSocketServerClient>>,
    mut commands: Commands,
) {
    let entity = opened.event_target();
    if clients.contains(entity) {
        commands.entity(entity).insert(TransportConfig {
            max_memory_usage: CONNECTION_MEMORY,
            max_message_len: MAX_REQUEST_BYTES,
            ..TransportConfig::default()
        });
    }
}

/// Every ten seconds, the memory that a burst of connections used and left free goes back to
/// the system (glibc keeps freed memory of its many thread arenas otherwise: after 2,500
/// connections came and went the server's size stayed at its peak).
fn give_back_memory(mut last: Local<Option<std::time::Instant>>) {
    let now = std::time::Instant::now();
    if last.is_some_and(|at| now.duration_since(at) < Duration::from_secs(10)) {
        return;
    }
    *last = Some(now);
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    trim_heap();
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(
    unsafe_code,
    reason = "glibc's malloc_trim, the one way to give its arenas' free pages back"
)]
fn trim_heap() {
    // SAFETY: malloc_trim only returns free heap pages to the system; it has no
    // preconditions and touches no memory in use.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// The listener ended (it does not on an accept error): the server says so and stops with an
/// error, so that a supervisor starts it again, instead of running on deaf.
fn listener_ended(closed: On<Closed>, mut exit: MessageWriter<AppExit>) {
    error!("the server's listener ended: {:?}", closed.reason);
    eprintln!("the server's listener ended: {:?}", closed.reason);
    exit.write(AppExit::from_code(3));
}

/// The WebSocket settings of the server: small buffers (a request is a few hundred bytes;
/// tungstenite's 128 KiB a connection each way made 2,000 connections half a gigabyte) and a
/// limit on what a client may send in one message (its requests are far smaller).
fn socket_config() -> aeronet_websocket::tungstenite::protocol::WebSocketConfig {
    aeronet_websocket::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_message_size(Some(MAX_REQUEST_BYTES))
        .max_frame_size(Some(MAX_REQUEST_BYTES))
}

fn announce_address(opened: On<Add<Server>>, addresses: Query<&LocalAddr>) {
    let Ok(address) = addresses.get(opened.event_target()) else {
        return;
    };
    let mut out = std::io::stdout();
    let _ = writeln!(out, "Pelikaappi server listening on ws://{}", address.0);
    if address.0.ip().is_unspecified() {
        let _ = writeln!(
            out,
            "share ws://<this machine's name or address>:{} with the players",
            address.0.port()
        );
    }
    let _ = out.flush();
}

/// How a headless client's game ended.
#[derive(Clone, Debug)]
pub struct JoinResult {
    pub code: String,
    /// The places of the seats (1 = first).
    pub places: Vec<u8>,
    /// The record as this client saw it.
    pub actions: Vec<String>,
    /// Actions the server told this client and later told otherwise (none, unless undone).
    pub rewritten: Vec<String>,
    /// How many times the client was let into the room (1 + its reconnections).
    pub joins: u32,
}

#[derive(Resource)]
struct FirstRequest(Vec<Request>);

/// What a headless client asks of the server: its first requests (a `Hello`, then a
/// `Create`, a `Join` or a `QuickMatch`), whether it lists a room it hosts in the lobby, and a
/// chat line it says once it is in the room.
#[derive(Clone, Debug, Default)]
pub struct JoinPlan {
    pub first: Vec<Request>,
    pub publish: bool,
    pub say: Option<String>,
    /// The seat's webhook, given once the client holds a seat.
    pub webhook: Option<String>,
}

/// Connects to the server at `url` (`ws://host:port`), sends `first` (a `Create` or a
/// `Join`), plays its seat with the AI of `strength` (one action per `pace` at most) until the
/// game ends (or `limit` passes),
/// and returns how it ended. The room's code is printed (`room CODE`) as soon as it is known.
pub fn join(
    url: &str,
    first: Request,
    strength: Strength,
    seed: u64,
    pace: Duration,
    limit: Duration,
) -> Result<JoinResult, String> {
    let plan = JoinPlan {
        first: vec![first],
        ..JoinPlan::default()
    };
    join_with(url, plan, strength, seed, pace, limit)
}

/// `join` with a `JoinPlan`: the chat lines the client reads are printed as they come
/// (`chat NAME: TEXT`).
pub fn join_with(
    url: &str,
    plan: JoinPlan,
    strength: Strength,
    seed: u64,
    pace: Duration,
    limit: Duration,
) -> Result<JoinResult, String> {
    if !url.starts_with("ws://") {
        return Err(format!(
            "'{}' is not a ws:// address (this client speaks plain WebSocket; a wss:// server is reached through its proxy's ws:// address or from the browser)",
            crate::rules::quote(url)
        ));
    }
    let mut app = client_app(url, plan.first);
    app.insert_resource(AutoPlayer::new(strength, seeded_rng(seed), pace));
    let started = std::time::Instant::now();
    let mut printed_code = false;
    let (mut published, mut said, mut chat_printed) = (!plan.publish, plan.say.is_none(), 0u32);
    let mut hooked = plan.webhook.is_none();
    loop {
        app.update();
        let mut client = app.world_mut().resource_mut::<OnlineClient>();
        if let Some(code) = client.session.code.clone() {
            if !published
                && client.session.host.is_some()
                && client.session.host == client.session.seat
            {
                published = true;
                client.outbox.push(Request::Publish {
                    code: code.clone(),
                    public: true,
                });
            }
            if !hooked
                && client.session.seat.is_some()
                && let Some(webhook) = plan.webhook.clone()
            {
                hooked = true;
                client.outbox.push(Request::Notify {
                    code: code.clone(),
                    webhook,
                });
            }
            if !said && let Some(text) = plan.say.clone() {
                said = true;
                client.outbox.push(Request::Chat { code, text });
            }
        }
        let printed_before = chat_printed;
        for line in client.session.chat.iter().filter(|l| l.id > printed_before) {
            let name = match (line.name.is_empty(), line.seat) {
                (false, _) => line.name.clone(),
                (true, Some(s)) => format!("seat {}", s + 1),
                (true, None) => "a spectator".to_string(),
            };
            println!("chat {name}: {}", line.text);
            let _ = std::io::stdout().flush();
            chat_printed = line.id;
        }
        let client = app.world().resource::<OnlineClient>();
        let session = &client.session;
        if let Some(why) = &session.broken {
            return Err(format!("the server's record does not replay here: {why}"));
        }
        if !printed_code && let Some(code) = &session.code {
            println!("room {code} seat {:?}", session.seat);
            let _ = std::io::stdout().flush();
            printed_code = true;
        }
        if session.over() && session.synced {
            let mirror = session.mirror.as_ref().expect("a game");
            return Ok(JoinResult {
                code: session.code.clone().unwrap_or_default(),
                places: mirror.outcome().map(|o| o.places).unwrap_or_default(),
                actions: mirror.record().actions.clone(),
                rewritten: session.rewritten.clone(),
                joins: session.joins,
            });
        }
        if session.code.is_none()
            && let Some(reason) = session.refusals.last()
        {
            return Err(format!("the server refused: {}", reason.english()));
        }
        // A dropped connection is tried again while the client is in a room.
        if let Some(lost) = connection_lost(&app, url) {
            return Err(lost);
        }
        if started.elapsed() > limit {
            return Err(format!("the game did not end within {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Asks the server at `url` one question (`Lobby` or `Stats`) and waits until `answered`
/// says the session has the answer (or `limit` passes).
pub fn ask(
    url: &str,
    request: Request,
    answered: impl Fn(&crate::net::session::ClientSession) -> bool,
    limit: Duration,
) -> Result<crate::net::session::ClientSession, String> {
    let mut app = client_app(url, vec![request]);
    let started = std::time::Instant::now();
    loop {
        app.update();
        let session = &app.world().resource::<OnlineClient>().session;
        if answered(session) {
            return Ok(std::mem::take(
                &mut app.world_mut().resource_mut::<OnlineClient>().session,
            ));
        }
        if let Some(reason) = session.refusals.last() {
            return Err(format!("the server refused: {}", reason.english()));
        }
        if let Some(lost) = connection_lost(&app, url) {
            return Err(lost);
        }
        if started.elapsed() > limit {
            return Err(format!("no answer from {url} within {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A headless client's app connecting to `url`, its `first` requests sent once connected;
/// its plugins finished (the caller runs it by hand).
fn client_app(url: &str, first: Vec<Request>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, link::plugin));
    app.insert_resource(FirstRequest(first));
    app.add_systems(
        Update,
        send_first_request.run_if(in_state(ClientState::Connected)),
    );
    app.finish();
    app.cleanup();
    link::open(app.world_mut(), url.to_string());
    app
}

/// Why the client's connection is gone for good, if it is (not while it is tried again).
fn connection_lost(app: &App, url: &str) -> Option<String> {
    match &app.world().resource::<Link>().status {
        LinkStatus::Lost {
            reason,
            retrying: false,
        } => Some(format!("the connection to {url} was lost: {reason}")),
        _ => None,
    }
}

fn send_first_request(mut first: ResMut<FirstRequest>, mut client: ResMut<OnlineClient>) {
    client.outbox.append(&mut first.0);
}
