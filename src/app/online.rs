//! The game's connection to a game server, on the desktop and in the browser alike
//! (bevy_replicon over aeronet's WebSocket): connecting, the connection's state for the
//! screens, coming back by itself after a drop (with backoff, back to the same seat by its
//! token) and the seat tokens kept on this machine for the rooms one plays in.

use aeronet_io::connection::{Disconnect, Disconnected};
use aeronet_replicon::client::{AeronetRepliconClient, AeronetRepliconClientPlugin};
use aeronet_websocket::client::{ClientConfig, WebSocketClient, WebSocketClientPlugin};
use bevy::{ecs::system::EntityCommand, prelude::*};
use bevy_replicon::prelude::*;
use serde::{Deserialize, Serialize};

use super::storage;
use crate::net::{
    protocol::{Notice, Request},
    replicon::{OnlineClient, ServerNotice, client_plugin},
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

/// The game's online side: the connection and the client's session.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        WebSocketClientPlugin,
        RepliconPlugins,
        AeronetRepliconClientPlugin,
        client_plugin,
    ));
    app.init_resource::<Link>();
    app.add_systems(OnEnter(ClientState::Connected), connected);
    app.add_systems(Update, (retry, keep_tokens));
    app.add_observer(lost);
}

/// Why an address cannot be used, or the address as the client uses it.
pub fn check_address(text: &str) -> Result<String, String> {
    let text = text.trim();
    let with_scheme = if text.contains("://") {
        text.to_string()
    } else {
        format!("ws://{text}")
    };
    if with_scheme.starts_with("wss://") && cfg!(not(target_arch = "wasm32")) {
        return Err(
            "the desktop game speaks plain ws://: use the server's ws:// address (a wss:// server is reached from the browser)".into(),
        );
    }
    if !(with_scheme.starts_with("ws://") || with_scheme.starts_with("wss://")) {
        return Err(format!(
            "'{}' is not a game server's address (ws://host:port)",
            crate::rules::quote(text)
        ));
    }
    let rest = with_scheme.split_once("://").map_or("", |(_, r)| r);
    if rest.is_empty() || rest.starts_with(':') || rest.contains(' ') {
        return Err(format!(
            "'{}' names no server (ws://host:port)",
            crate::rules::quote(text)
        ));
    }
    // The default port when none is given.
    let host_part = rest.split('/').next().unwrap_or(rest);
    if !host_part.contains(':') || host_part.ends_with(']') {
        let (scheme, _) = with_scheme.split_once("://").expect("a scheme");
        return Ok(format!(
            "{scheme}://{host_part}:{}",
            crate::net::DEFAULT_PORT
        ));
    }
    Ok(with_scheme)
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
    WebSocketClient::connect(config, url).apply(world.entity_mut(entity));
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

/// A room this player holds a seat in, kept on this machine (a file on the desktop,
/// localStorage in the browser) so the seat can be taken back after a drop or a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptRoom {
    pub server: String,
    pub code: String,
    /// The game's id.
    pub game: String,
    pub seat: u8,
    pub token: String,
}

const ROOMS_KEY: &str = "online-rooms";
/// The most rooms kept (the oldest go first).
const ROOMS_KEPT: usize = 20;

/// The rooms kept on this machine, newest first.
pub fn kept_rooms() -> Vec<KeptRoom> {
    storage::load_text(ROOMS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Keeps `room` (first in the list), or forgets it (`keep` false).
pub fn keep_room(room: &KeptRoom, keep: bool) {
    let mut rooms = kept_rooms();
    rooms.retain(|r| !(r.server == room.server && r.code == room.code));
    if keep {
        rooms.insert(0, room.clone());
        rooms.truncate(ROOMS_KEPT);
    }
    let text = serde_json::to_string(&rooms).expect("rooms serialise");
    if let Err(e) = storage::save_text(ROOMS_KEY, &text) {
        warn!("the room's seat could not be kept on this machine: {e}");
    }
}

/// Keeps each seat token the server hands this client.
fn keep_tokens(mut notices: MessageReader<ServerNotice>, link: Res<Link>) {
    for notice in notices.read() {
        if let Notice::Joined {
            code,
            game,
            seat: Some(seat),
            token: Some(token),
            ..
        } = &notice.0
        {
            info!("online: in room {code} at seat {}", seat + 1);
            keep_room(
                &KeptRoom {
                    server: link.url.clone().unwrap_or_default(),
                    code: code.clone(),
                    game: game.clone(),
                    seat: *seat,
                    token: token.clone(),
                },
                true,
            );
        }
    }
}

/// The server and room a link names: `?server=ws://host:7918&room=ABCDEF` (the web build
/// opened from a room link goes straight into the room).
pub fn parse_room_link(query: &str) -> Option<(String, String)> {
    let mut server = None;
    let mut room = None;
    for pair in query.trim_start_matches('?').split('&') {
        let Some((key, value)) = pair.split_once('=') else {
            continue;
        };
        let value = percent_decode(value)?;
        match key {
            "server" => server = Some(value),
            "room" => room = Some(value.trim().to_ascii_uppercase()),
            _ => {}
        }
    }
    let room = room.filter(|r| r.len() == 6 && r.chars().all(|c| c.is_ascii_alphabetic()))?;
    Some((check_address(&server?).ok()?, room))
}

/// The link that opens the web build at `page` straight into room `code` of `server`.
pub fn room_link(page: &str, server: &str, code: &str) -> String {
    let encoded: String = server
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    format!("{page}?server={encoded}&room={code}")
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// The page's own address and query in the browser (none on the desktop).
pub fn page_location() -> Option<(String, String)> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let page = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
        Some((page, location.search().ok()?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

#[cfg(test)]
mod tests {
    use super::{check_address, parse_room_link, room_link};

    #[test]
    fn a_room_link_round_trips() {
        let link = room_link(
            "https://example.org/play/",
            "ws://example.org:7918",
            "ABCDEF",
        );
        assert_eq!(
            link,
            "https://example.org/play/?server=ws%3A%2F%2Fexample.org%3A7918&room=ABCDEF"
        );
        let query = link.split_once('?').map(|(_, q)| q).unwrap_or_default();
        assert_eq!(
            parse_room_link(query),
            Some(("ws://example.org:7918".to_string(), "ABCDEF".to_string()))
        );
        assert_eq!(
            parse_room_link("?room=abcdef&server=localhost")
                .map(|l| l.1)
                .as_deref(),
            Some("ABCDEF")
        );
        assert_eq!(parse_room_link("?server=ws%3A%2F%2Fx&room=ABC"), None);
        assert_eq!(parse_room_link("?room=ABCDEF"), None);
        assert_eq!(parse_room_link(""), None);
    }

    #[test]
    fn an_address_gets_its_scheme_and_port() {
        assert_eq!(
            check_address("example.org").as_deref(),
            Ok("ws://example.org:7918")
        );
        assert_eq!(
            check_address(" ws://127.0.0.1:9000 ").as_deref(),
            Ok("ws://127.0.0.1:9000")
        );
        assert!(check_address("http://example.org").is_err());
        assert!(check_address("ws://").is_err());
        assert!(check_address("ws://a b").is_err());
    }
}
