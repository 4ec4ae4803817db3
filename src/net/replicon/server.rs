//! The game server on bevy_replicon: the requests of its clients handed to the lobby, the
//! lobby's notices sent to the clients they are for; a client that disconnects leaves its
//! seats waiting for its token. Not in the web build (a browser is never the server).

use bevy::{
    prelude::*,
    tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future},
};
use bevy_replicon::prelude::*;

use super::{ClientRequest, ServerNotice, protocol_plugin};
use crate::ai::GameRng;
use crate::net::{
    lobby::{AiJob, ClientKey, Limits, Lobby, Outbox},
    protocol::{Notice, Request},
};

/// The server's rooms.
#[derive(Resource)]
pub struct ServerLobby(pub Lobby);

/// The statistics the web page's server answers `/stats.json` with, written again as each
/// finished game is counted.
#[derive(Resource)]
pub struct StatsForWeb(pub crate::net::web::StatsJson);

/// The sender of the players' notifications (none: the host turned them off).
#[derive(Resource)]
pub struct NotifyQueue(pub crate::net::notify::Sender);

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
    // The AI seats decide on the task pool: a long decision holds up no other room.
    app.world_mut()
        .resource_mut::<ServerLobby>()
        .0
        .think_elsewhere();
    app.init_resource::<AiThinking>();
    app.add_systems(
        Update,
        think_on_the_pool
            .after(time_per_move)
            .run_if(in_state(ServerState::Running)),
    );
    app.add_observer(client_left);
    app.add_observer(client_came);
}

/// The most AI decisions made on the task pool at once (the rest wait their turn in the
/// lobby, oldest first): a thousand rooms asking at once queue, they do not pile up.
const MAX_THINKING: usize = 8;

/// The AI decisions being made on the task pool: each room's code, the job's id, and the
/// action with the room's generator after it.
#[derive(Resource, Default)]
struct AiThinking(Vec<(String, u64, Task<Decided>)>);

/// A decision made: the action's notation (none: no seat was to move) and the generator.
type Decided = (Option<String>, GameRng);

/// Starts the decisions the rooms asked for on the async compute pool, and hands the finished
/// ones back to the lobby (which plays them and goes on).
fn think_on_the_pool(
    mut lobby: ResMut<ServerLobby>,
    mut thinking: ResMut<AiThinking>,
    mut notices: MessageWriter<ToClients<ServerNotice>>,
) {
    let pool = AsyncComputeTaskPool::get();
    // No more decisions on the pool than it has threads (and at most `MAX_THINKING`): the
    // rest wait in the lobby, which hands them out in turn across networks.
    let at_once = pool.thread_num().clamp(1, MAX_THINKING);
    let room_for = at_once.saturating_sub(thinking.0.len());
    for job in lobby.0.take_ai_jobs(room_for) {
        let AiJob {
            code,
            id,
            think,
            mut rng,
        } = job;
        let task = pool.spawn(async move {
            let action = think(&mut rng);
            (action, rng)
        });
        thinking.0.push((code, id, task));
    }
    let mut out = Vec::new();
    let mut i = 0;
    let mut batch_open = false;
    while i < thinking.0.len() {
        let done = block_on(future::poll_once(&mut thinking.0[i].2));
        match done {
            Some((action, rng)) => {
                // The AI's moves of a frame are saved as one batch too (one sync to disk).
                if !batch_open {
                    lobby.0.begin_batch();
                    batch_open = true;
                }
                let (code, id, _) = thinking.0.swap_remove(i);
                out.extend(lobby.0.ai_decided(&code, id, action, rng, unix_seconds()));
            }
            None => i += 1,
        }
    }
    if batch_open {
        out = lobby.0.commit_batch(&[], out);
    }
    for (key, notice) in &out {
        log_room_event(*key, notice);
    }
    send_outbox(out, &mut notices);
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
    mut last: Local<Option<(u64, std::time::Instant)>>,
    queue: Option<Res<NotifyQueue>>,
    web_stats: Option<Res<StatsForWeb>>,
    mut stats_written: Local<Option<u64>>,
) {
    let now = unix_seconds();
    let monotonic = std::time::Instant::now();
    if let Some((then, then_monotonic)) = *last {
        if now == then {
            return;
        }
        // The system's clock moved further than the time that passed (it was set ahead, or
        // the machine slept): the players' clocks do not count the difference.
        let passed = monotonic.duration_since(then_monotonic).as_secs();
        let moved = now.saturating_sub(then);
        if moved > passed + 5 {
            lobby.0.clock_jumped(moved - passed);
        }
    }
    *last = Some((now, monotonic));
    lobby.0.begin_batch();
    let out = lobby.0.tick(now);
    let out = lobby.0.commit_batch(&[], out);
    // Written again as soon as a finished game is counted (the tick comes once a second).
    let changes = lobby.0.statistics_changes();
    if let Some(web_stats) = &web_stats
        && *stats_written != Some(changes)
    {
        *stats_written = Some(changes);
        let json = serde_json::to_vec(&lobby.0.statistics()).unwrap_or_else(|_| b"[]".to_vec());
        if let Ok(mut shared) = web_stats.0.write() {
            *shared = bytes::Bytes::from(json);
        }
    }
    for n in lobby.0.take_notifications() {
        if let Some(queue) = &queue {
            queue.0.send(n);
        }
    }
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
    if requests.is_empty() {
        return;
    }
    let now = unix_seconds();
    // The frame's requests are saved as one batch, with one sync to disk (a transaction
    // synced for each action was the server's cost under load); nothing is told before the
    // batch is kept.
    lobby.0.begin_batch();
    let mut asked = Vec::new();
    let mut told = Vec::new();
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
        asked.push(key);
        told.extend(out);
    }
    let out = lobby.0.commit_batch(&asked, told);
    send_outbox(out, &mut notices);
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
        Request::Start { code } => info!("room {}: started by client {key}", loggable(code)),
        Request::HandToAi { code, seat } => {
            info!(
                "room {}: seat {} given to the AI by client {key}",
                loggable(code),
                u32::from(*seat) + 1
            )
        }
        Request::Leave { code } => info!("room {}: client {key} left", loggable(code)),
        Request::Resign { code } => info!("room {}: client {key} resigned", loggable(code)),
        _ => {}
    }
    if let Some(code) = request.room()
        && !over_before
        && lobby.is_over(code)
    {
        info!("room {}: game over", loggable(code));
    }
}

/// A client's text as it may go into a log line: control characters (a line break would
/// forge a line) written as escapes, and at most 80 characters.
pub fn loggable(text: &str) -> String {
    let mut out: String = text
        .chars()
        .take(80)
        .flat_map(|c| {
            if c.is_control() {
                c.escape_default().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect();
    if text.chars().count() > 80 {
        out.push('…');
    }
    out
}

/// One log line per room event (never a token).
fn log_room_event(key: ClientKey, notice: &Notice) {
    match notice {
        Notice::Joined {
            code, game, seat, ..
        } => info!("room {code} ({game}): client {key} joined at seat {seat:?}"),
        // A refusal may quote what the client sent; a flood of them is counted, not written.
        Notice::Refused { reason } => {
            let (admitted, unlogged) = REFUSAL_LOG
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .admit(unix_seconds());
            if let Some(n) = unlogged {
                info!("{n} more refusals in the second before were not logged");
            }
            if admitted {
                info!("client {key}: refused: {}", loggable(&reason.to_string()));
            }
        }
        Notice::Room {
            code,
            started: true,
            forfeit: Some(seat),
            resigned: false,
            ..
        } => info!("room {code}: seat {} lost on time", u32::from(*seat) + 1),
        _ => {}
    }
}

/// The refusals logged in one second at most (the rest are counted in one line).
const REFUSALS_LOGGED_A_SECOND: u32 = 20;

static REFUSAL_LOG: std::sync::Mutex<LogLimit> = std::sync::Mutex::new(LogLimit {
    second: 0,
    logged: 0,
    unlogged: 0,
});

/// Lines of one kind written a second: at most `REFUSALS_LOGGED_A_SECOND`, the rest counted.
#[derive(Debug)]
struct LogLimit {
    second: u64,
    logged: u32,
    unlogged: u64,
}

impl LogLimit {
    /// Whether a line may be written at time `now`, and how many were left out in the last
    /// second that had any (to be said once, when a new second begins).
    fn admit(&mut self, now: u64) -> (bool, Option<u64>) {
        let mut unlogged = None;
        if now != self.second {
            if self.unlogged > 0 {
                unlogged = Some(self.unlogged);
            }
            *self = LogLimit {
                second: now,
                logged: 0,
                unlogged: 0,
            };
        }
        if self.logged < REFUSALS_LOGGED_A_SECOND {
            self.logged += 1;
            (true, unlogged)
        } else {
            self.unlogged += 1;
            (false, unlogged)
        }
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

#[cfg(test)]
mod tests {
    use super::{LogLimit, REFUSALS_LOGGED_A_SECOND, loggable};

    #[test]
    fn a_flood_of_refusals_writes_a_bounded_number_of_lines() {
        let mut limit = LogLimit {
            second: 0,
            logged: 0,
            unlogged: 0,
        };
        let written = (0..5_000).filter(|_| limit.admit(100).0).count();
        assert_eq!(written, REFUSALS_LOGGED_A_SECOND as usize);
        // The next second says how many were left out, once, and logs again.
        assert_eq!(
            limit.admit(101),
            (true, Some(5_000 - u64::from(REFUSALS_LOGGED_A_SECOND)))
        );
        assert_eq!(limit.admit(101), (true, None));
    }

    #[test]
    fn a_clients_text_cannot_forge_a_log_line() {
        let forged = "ABCDEFGH\nroom ZZZZZZZZ: game over\r";
        let logged = loggable(forged);
        assert!(!logged.contains('\n') && !logged.contains('\r'), "{logged}");
        assert!(logged.contains("\\n"), "{logged}");
        assert!(loggable(&"x".repeat(500)).chars().count() <= 81);
    }
}
