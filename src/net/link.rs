//! A client's connection to a game server, on the desktop, in the browser and in the headless
//! client alike (bevy_replicon over aeronet's WebSocket): connecting, the connection's state,
//! and coming back by itself after a drop (with backoff, back to the same seat by its token).

use aeronet_io::connection::{Disconnect, Disconnected};
use aeronet_replicon::client::{AeronetRepliconClient, AeronetRepliconClientPlugin};
use aeronet_websocket::client::{ClientConfig, WebSocketClient, WebSocketClientPlugin};
use bevy::{ecs::system::EntityCommand, prelude::*};
use bevy_replicon::prelude::*;

use super::{
    protocol::Request,
    replicon::{OnlineClient, client_plugin},
};

/// Where the connection stands, as the screens say it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum LinkStatus {
    /// Not connected, and not trying.
    #[default]
    Closed,
    Connecting,
    Connected,
    /// Lost (or never made), and why; `retrying` when it will try again by itself.
    Lost {
        reason: String,
        retrying: bool,
    },
}

/// The connection to the game server.
#[derive(Resource, Default)]
pub struct Link {
    /// The server's address (`ws://host:port` or `wss://…`).
    pub url: Option<String>,
    pub status: LinkStatus,
    /// The session entity of the connection.
    entity: Option<Entity>,
    /// Failed attempts in a row, for the backoff.
    attempts: u32,
    /// When (seconds of real time) the next attempt goes out.
    retry_at: Option<f64>,
}

impl Link {
    /// Whether requests can go out now.
    pub fn connected(&self) -> bool {
        self.status == LinkStatus::Connected
    }
}

/// The connection and the client's session, with reconnection.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        WebSocketClientPlugin,
        RepliconPlugins,
        AeronetRepliconClientPlugin,
        client_plugin,
    ));
    app.init_resource::<Link>();
    app.add_systems(OnEnter(ClientState::Connected), connected);
    app.add_systems(Update, retry);
    app.add_observer(lost);
}

/// Connects to the server at `url` (closing a connection to another one first).
pub fn open(world: &mut World, url: String) {
    close(world);
    let mut link = world.resource_mut::<Link>();
    link.url = Some(url);
    link.attempts = 0;
    attempt(world);
}

/// Closes the connection and forgets the room (the seat tokens stay kept).
pub fn close(world: &mut World) {
    let entity = world.resource_mut::<Link>().entity.take();
    if let Some(entity) = entity
        && world.get_entity(entity).is_ok()
    {
        world.trigger(Disconnect::new(entity, "the player left"));
        if let Ok(e) = world.get_entity_mut(entity) {
            e.despawn();
        }
    }
    let mut link = world.resource_mut::<Link>();
    link.status = LinkStatus::Closed;
    link.retry_at = None;
    let mut client = world.resource_mut::<OnlineClient>();
    client.session = Default::default();
    client.outbox.clear();
}

fn attempt(world: &mut World) {
    let Some(url) = world.resource::<Link>().url.clone() else {
        return;
    };
    info!("connecting to {url}");
    let entity = world
        .spawn((Name::new("game server"), AeronetRepliconClient))
        .id();
    #[cfg(not(target_arch = "wasm32"))]
    let config = ClientConfig::builder().with_no_encryption();
    #[cfg(target_arch = "wasm32")]
    let config = ClientConfig;
    // The address names this build's protocol: a server of another one says so and closes.
    WebSocketClient::connect(config, super::version::with_version(&url))
        .apply(world.entity_mut(entity));
    let mut link = world.resource_mut::<Link>();
    link.entity = Some(entity);
    link.status = LinkStatus::Connecting;
    link.retry_at = None;
}

/// Connected: back into the room one was in, with its token.
fn connected(mut link: ResMut<Link>, mut client: ResMut<OnlineClient>) {
    link.status = LinkStatus::Connected;
    link.attempts = 0;
    let session = &client.session;
    if let Some(code) = session.code.clone() {
        let rejoin = Request::Join {
            code,
            seat: None,
            token: session.token.clone(),
        };
        client.outbox.push(rejoin);
    }
}

/// The connection dropped (or could not be made): while in a room, try again after 1, 2,
/// 4 … up to 30 seconds.
fn lost(
    dropped: On<Disconnected>,
    mut link: ResMut<Link>,
    client: Res<OnlineClient>,
    time: Res<Time<Real>>,
) {
    if link.entity != Some(dropped.entity) {
        return;
    }
    link.entity = None;
    let reason = match &dropped.reason {
        aeronet_io::connection::DisconnectReason::ByUser(r) => r.clone(),
        aeronet_io::connection::DisconnectReason::ByPeer(r) => format!("the server closed it: {r}"),
        // The error's first line: what went wrong, without its backtrace.
        aeronet_io::connection::DisconnectReason::ByError(e) => {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("a network error").trim();
            first.chars().take(160).collect()
        }
    };
    warn!("the connection to the game server was lost: {reason}");
    // A server of another version: trying again would not help.
    if let Some(server) = super::version::server_version_in(&reason) {
        link.status = LinkStatus::Lost {
            reason: crate::tr!(
                "online-version-mismatch",
                server = server,
                ours = super::version::VERSION
            ),
            retrying: false,
        };
        return;
    }
    let retrying = client.session.code.is_some();
    if retrying {
        let wait = 2f64.powi(link.attempts.min(5) as i32).min(30.0);
        link.attempts += 1;
        link.retry_at = Some(time.elapsed_secs_f64() + wait);
    }
    link.status = LinkStatus::Lost { reason, retrying };
}

fn retry(world: &mut World) {
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let due = world
        .resource::<Link>()
        .retry_at
        .is_some_and(|at| now >= at);
    if due {
        attempt(world);
    }
}
