//! The game server and the headless client on real sockets (WebSocket, aeronet): `serve`
//! runs the server with no window and no GPU until it is stopped; `join` connects, creates
//! or joins a room and lets the AI play its seat to the end of the game.

use std::{io::Write, net::SocketAddr, time::Duration};

use aeronet_io::{
    connection::{Disconnected, LocalAddr},
    server::Server,
};
use aeronet_replicon::{
    client::{AeronetRepliconClient, AeronetRepliconClientPlugin},
    server::{AeronetRepliconServer, AeronetRepliconServerPlugin},
};
use aeronet_websocket::{
    client::{ClientConfig, WebSocketClient, WebSocketClientPlugin},
    server::{ServerConfig, WebSocketServer, WebSocketServerPlugin},
};
use bevy::{
    app::ScheduleRunnerPlugin,
    ecs::{schedule::ScheduleLabel, system::EntityCommand},
    log::LogPlugin,
    prelude::*,
    state::app::StatesPlugin,
};
use bevy_replicon::prelude::*;

use super::{
    protocol::Request,
    replicon::{AutoPlayer, OnlineClient, client_plugin, server_plugin},
};
use crate::ai::{Strength, seeded_rng};

pub use super::DEFAULT_PORT;

/// Runs the game server on `bind` until the process is stopped. Prints the address to share
/// on its first line of output.
pub fn serve(bind: SocketAddr) -> AppExit {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(5))),
        StatesPlugin,
        LogPlugin::default(),
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
            .with_socket_config(socket_config());
        commands
            .spawn((Name::new("WebSocket server"), AeronetRepliconServer))
            .queue(WebSocketServer::open(config));
    });
    app.add_observer(announce_address);
    app.run()
}

/// The WebSocket settings of the server: small buffers (a request is a few hundred bytes;
/// tungstenite's 128 KiB a connection each way made 2,000 connections half a gigabyte) and a
/// limit on what a client may send in one message (its requests are far smaller).
fn socket_config() -> aeronet_websocket::tungstenite::protocol::WebSocketConfig {
    aeronet_websocket::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(8 * 1024)
        .write_buffer_size(8 * 1024)
        .max_message_size(Some(64 * 1024))
        .max_frame_size(Some(64 * 1024))
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
}

#[derive(Resource)]
struct FirstRequest(Option<Request>);

#[derive(Resource, Default)]
struct ConnectionLost(Option<String>);

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
    if !url.starts_with("ws://") {
        return Err(format!(
            "'{}' is not a ws:// address (this client speaks plain WebSocket; a wss:// server is reached through its proxy's ws:// address or from the browser)",
            crate::rules::quote(url)
        ));
    }
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        WebSocketClientPlugin,
        RepliconPlugins,
        AeronetRepliconClientPlugin,
        client_plugin,
    ));
    app.insert_resource(FirstRequest(Some(first)));
    app.init_resource::<ConnectionLost>();
    app.insert_resource(AutoPlayer::new(strength, seeded_rng(seed), pace));
    app.add_systems(
        Update,
        send_first_request.run_if(in_state(ClientState::Connected)),
    );
    app.add_observer(|lost: On<Disconnected>, mut flag: ResMut<ConnectionLost>| {
        flag.0 = Some(format!("{:?}", lost.reason));
    });
    // The loop below runs the app by hand: the plugins finish their setup first.
    app.finish();
    app.cleanup();
    let target = url.to_string();
    let server = app
        .world_mut()
        .spawn((Name::new("game server"), AeronetRepliconClient))
        .id();
    WebSocketClient::connect(ClientConfig::builder().with_no_encryption(), target)
        .apply(app.world_mut().entity_mut(server));
    let started = std::time::Instant::now();
    let mut printed_code = false;
    loop {
        app.update();
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
        if session.over() {
            let mirror = session.mirror.as_ref().expect("a game");
            return Ok(JoinResult {
                code: session.code.clone().unwrap_or_default(),
                places: mirror.outcome().map(|o| o.places).unwrap_or_default(),
                actions: mirror.record().actions.clone(),
            });
        }
        if session.code.is_none()
            && let Some(reason) = session.refusals.last()
        {
            return Err(format!("the server refused: {reason}"));
        }
        if let Some(why) = &app.world().resource::<ConnectionLost>().0 {
            return Err(format!("the connection to {url} was lost: {why}"));
        }
        if started.elapsed() > limit {
            return Err(format!("the game did not end within {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn send_first_request(mut first: ResMut<FirstRequest>, mut client: ResMut<OnlineClient>) {
    if let Some(request) = first.0.take() {
        client.outbox.push(request);
    }
}
