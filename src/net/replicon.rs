//! The protocol on bevy_replicon: the two messages (a client's request, the server's
//! notice), the server plugin that hands requests to the lobby and its notices to the
//! clients they are for, and the client plugin that keeps a `ClientSession` and sends what
//! the client asks. The transport (WebSocket, or replicon's test exchange) is added beside.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use serde::{Deserialize, Serialize};

use super::{
    lobby::{ClientKey, Limits, Lobby, Outbox},
    protocol::{Notice, Request},
    session::ClientSession,
};
use crate::ai::{GameRng, Strength};

/// A client's request, as a replicon client message.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
pub struct ClientRequest(pub Request);

/// A notice of the server to one client, as a replicon server message.
#[derive(Message, Clone, Debug, Serialize, Deserialize)]
pub struct ServerNotice(pub Notice);

/// The messages of the protocol, registered in the same order on the server and on clients.
pub fn protocol_plugin(app: &mut App) {
    app.add_client_message::<ClientRequest>(Channel::Ordered)
        .add_server_message::<ServerNotice>(Channel::Ordered);
}

/// The server's rooms.
#[derive(Resource)]
pub struct ServerLobby(pub Lobby);

/// The game server: requests in, the lobby's notices out to the clients they are for; a
/// client that disconnects leaves its seats waiting for its token.
pub fn server_plugin(app: &mut App) {
    app.add_plugins(protocol_plugin);
    if !app.world().contains_resource::<ServerLobby>() {
        app.insert_resource(ServerLobby(Lobby::new(Limits::default())));
    }
    app.add_systems(
        PreUpdate,
        answer_requests
            .after(ServerSystems::Receive)
            .run_if(in_state(ServerState::Running)),
    );
    app.add_systems(Update, time_per_move.run_if(in_state(ServerState::Running)));
    app.add_observer(client_left);
    app.add_observer(client_came);
}

/// Seconds since 1970 (UTC): the time of the server's rooms.
pub fn unix_seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Once a second, the rooms whose player to move has let the time per move run out.
fn time_per_move(
    mut lobby: ResMut<ServerLobby>,
    mut notices: MessageWriter<ToClients<ServerNotice>>,
    mut last: Local<u64>,
) {
    let now = unix_seconds();
    if now == *last {
        return;
    }
    *last = now;
    let out = lobby.0.tick(now);
    for (key, notice) in &out {
        log_room_event(*key, notice);
    }
    send_outbox(out, &mut notices);
}

/// A client connected: its network address (for the rooms-per-address limit).
fn client_came(
    came: On<Add<ConnectedClient>>,
    addresses: Query<&aeronet_io::connection::PeerAddr>,
    mut lobby: ResMut<ServerLobby>,
) {
    let entity = came.event_target();
    let address = addresses
        .get(entity)
        .map_or_else(|_| String::new(), |a| a.0.ip().to_string());
    info!("client {} connected", key_of(entity));
    lobby.0.connected(key_of(entity), address);
}

fn key_of(entity: Entity) -> ClientKey {
    entity.to_bits()
}

fn send_outbox(out: Outbox, notices: &mut MessageWriter<ToClients<ServerNotice>>) {
    for (key, notice) in out {
        let Some(entity) = Entity::try_from_bits(key) else {
            continue;
        };
        notices.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(entity)),
            message: ServerNotice(notice),
        });
    }
}

fn answer_requests(
    mut requests: MessageReader<FromClient<ClientRequest>>,
    mut lobby: ResMut<ServerLobby>,
    mut notices: MessageWriter<ToClients<ServerNotice>>,
) {
    let now = unix_seconds();
    for request in requests.read() {
        let Some(entity) = request.client_id.entity() else {
            continue;
        };
        let request = request.message.0.clone();
        let key = key_of(entity);
        let over_before = request.room().is_some_and(|c| lobby.0.is_over(c));
        let out = lobby.0.handle(key, request.clone(), now);
        for (key, notice) in &out {
            log_room_event(*key, notice);
        }
        log_request(key, &request, &out, over_before, &lobby.0);
        send_outbox(out, &mut notices);
    }
}

/// One log line for a request that changed a room: created, started, handed to the AI,
/// left, or its game ended (never a token).
fn log_request(key: ClientKey, request: &Request, out: &Outbox, over_before: bool, lobby: &Lobby) {
    if out.iter().any(|(_, n)| matches!(n, Notice::Refused { .. })) {
        return;
    }
    match request {
        Request::Create {
            game, seats, pace, ..
        } => {
            let code = out.iter().find_map(|(_, n)| match n {
                Notice::Joined { code, .. } => Some(code.as_str()),
                _ => None,
            });
            info!(
                "room {} ({game}): created by client {key}, {} seats, {pace:?}",
                code.unwrap_or("?"),
                seats.len()
            );
        }
        Request::Start { code } => info!("room {code}: started by client {key}"),
        Request::HandToAi { code, seat } => {
            info!(
                "room {code}: seat {} given to the AI by client {key}",
                seat + 1
            )
        }
        Request::Leave { code } => info!("room {code}: client {key} left"),
        _ => {}
    }
    if let Some(code) = request.room()
        && !over_before
        && lobby.is_over(code)
    {
        info!("room {code}: game over");
    }
}

/// One log line per room event (never a token).
fn log_room_event(key: ClientKey, notice: &Notice) {
    match notice {
        Notice::Joined {
            code, game, seat, ..
        } => info!("room {code} ({game}): client {key} joined at seat {seat:?}"),
        Notice::Refused { reason } => info!("client {key}: refused: {reason}"),
        Notice::Room {
            code,
            started: true,
            forfeit: Some(seat),
            ..
        } => info!("room {code}: seat {} lost on time", seat + 1),
        _ => {}
    }
}

fn client_left(
    left: On<Remove<ConnectedClient>>,
    mut lobby: ResMut<ServerLobby>,
    mut notices: MessageWriter<ToClients<ServerNotice>>,
) {
    let key = key_of(left.event_target());
    info!("client {key} disconnected");
    let out = lobby.0.disconnect(key);
    send_outbox(out, &mut notices);
}

/// A client's online session, and the requests it sends next.
#[derive(Resource, Default)]
pub struct OnlineClient {
    pub session: ClientSession,
    /// Requests to send with the next frame.
    pub outbox: Vec<Request>,
}

/// A headless player: the AI of this strength plays the client's seat, and the host starts
/// the game once every seat is filled.
#[derive(Resource)]
pub struct AutoPlayer {
    pub strength: Strength,
    pub rng: GameRng,
    /// At least this long between two requests (the server allows a few a second).
    pub pace: std::time::Duration,
    /// The record length the last request was sent at (one request per position).
    asked_at: Option<usize>,
    /// The server's refusals already answered (a refusal asks again, after a pause).
    refusals_seen: usize,
    /// The time of the last request.
    last_request: Option<std::time::Duration>,
    /// The session's joins when it last asked (a reconnection asks again: the server may not
    /// have had the last request).
    joins_seen: u32,
}

impl AutoPlayer {
    pub fn new(strength: Strength, rng: GameRng, pace: std::time::Duration) -> Self {
        Self {
            strength,
            rng,
            pace,
            asked_at: None,
            refusals_seen: 0,
            last_request: None,
            joins_seen: 0,
        }
    }
}

/// The client side: notices update the session; requests go out.
pub fn client_plugin(app: &mut App) {
    app.add_plugins(protocol_plugin);
    app.init_resource::<OnlineClient>();
    app.add_systems(
        PreUpdate,
        read_notices
            .after(ClientSystems::Receive)
            .run_if(in_state(ClientState::Connected)),
    );
    app.add_systems(
        Update,
        auto_play
            .run_if(resource_exists::<AutoPlayer>)
            .run_if(in_state(ClientState::Connected)),
    );
    app.add_systems(
        PostUpdate,
        send_requests
            .before(ClientSystems::Send)
            .run_if(in_state(ClientState::Connected)),
    );
}

fn read_notices(mut notices: MessageReader<ServerNotice>, mut client: ResMut<OnlineClient>) {
    for notice in notices.read() {
        if let Notice::Refused { reason } = &notice.0 {
            warn!("the server refused: {reason}");
        }
        client.session.receive(notice.0.clone());
    }
}

fn send_requests(mut client: ResMut<OnlineClient>, mut requests: MessageWriter<ClientRequest>) {
    for request in client.outbox.drain(..) {
        requests.write(ClientRequest(request));
    }
}

fn auto_play(
    mut client: ResMut<OnlineClient>,
    mut player: ResMut<AutoPlayer>,
    time: Res<Time<Real>>,
) {
    let client = &mut *client;
    let now = time.elapsed();
    if client.session.joins != player.joins_seen {
        player.joins_seen = client.session.joins;
        player.asked_at = None;
    }
    if client.session.refusals.len() > player.refusals_seen {
        // Refused (too fast, or the position moved on): ask again after a second.
        player.refusals_seen = client.session.refusals.len();
        player.asked_at = None;
        player.last_request = Some(now + std::time::Duration::from_secs(1));
        return;
    }
    if player
        .last_request
        .is_some_and(|last| now < last + player.pace)
    {
        return;
    }
    if let Some(start) = client.session.start_when_full()
        && player.asked_at != Some(usize::MAX)
    {
        client.outbox.push(start);
        player.asked_at = Some(usize::MAX);
        player.last_request = Some(now);
        return;
    }
    let at = client
        .session
        .mirror
        .as_ref()
        .map(|m| m.record().actions.len());
    if player.asked_at == at && player.asked_at.is_some() {
        return;
    }
    let strength = player.strength;
    if let Some(request) = client.session.ai_turn(strength, &mut player.rng) {
        client.outbox.push(request);
        player.asked_at = at;
        player.last_request = Some(now);
    }
}
