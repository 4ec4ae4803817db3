//! The protocol on bevy_replicon: the two messages (a client's request, the server's
//! notice), the client plugin that keeps a `ClientSession` and sends what the client asks,
//! and (not in the browser) the server plugin of `server.rs`. The transport (WebSocket, or
//! replicon's test exchange) is added beside.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use serde::{Deserialize, Serialize};

use super::{
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

#[cfg(not(target_arch = "wasm32"))]
mod server;
#[cfg(not(target_arch = "wasm32"))]
pub use server::{NotifyQueue, ServerLobby, StatsForWeb, loggable, server_plugin, unix_seconds};

/// The messages of the protocol, registered in the same order on the server and on clients.
pub fn protocol_plugin(app: &mut App) {
    app.add_client_message::<ClientRequest>(Channel::Ordered)
        .add_server_message::<ServerNotice>(Channel::Ordered);
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
