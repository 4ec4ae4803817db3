//! The game server's rooms, as plain state: requests from connections in, notices to
//! connections out. The network layer (`super::server`) only carries them, so every rule of
//! the server (who may act, seats and tokens, limits, what each client may see) is tested
//! here without a socket.

use crate::{i18n::Words, words};
use std::collections::{BTreeMap, HashMap};

use rand::{Rng, SeedableRng};

use super::{
    network::Prefixes,
    online_game::OnlineGame,
    protocol::{MAX_FIELD_CHARS, Notice, Request},
    store::{Pace, RoomStore},
};

mod chat;
mod create;
mod find;
mod games;
mod join;
mod mail;
mod members;
mod notify;
mod persist;
mod play;
mod stats;
mod upkeep;
use crate::ai::GameRng;

pub use mail::{MailBook, MailClick, SharedMailBook, checked_address, open_book};
pub use notify::{Notification, NotifyKind, Target, checked_webhook};
pub use play::AiJob;
pub use stats::{
    MOST_READ as MOST_READ_FOR_STATS, StatsTotals, add_to_stats, stats_of, told_stats,
};

/// A connection to the server (the transport's id for it).
pub type ClientKey = u64;

/// The server's limits, each refused with its own message, and how long rooms are kept.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Rooms on the server at once.
    pub rooms: usize,
    /// Unfinished rooms created from one network (counted over the server's rooms, so
    /// neither a new connection nor a restart resets it).
    pub rooms_per_address: usize,
    /// How addresses are grouped into networks for every limit per network (an IPv6 /64 and
    /// one IPv4 address by default).
    pub prefixes: Prefixes,
    /// Master AI seats at most in the unfinished rooms created from one network (a master
    /// thinks a second a move on the server's AI pool).
    pub master_seats_per_network: usize,
    /// Seconds a finished room is kept (its record, for the players' lists and replays).
    pub expire_finished: u64,
    /// Finished rooms kept at most from one network (its oldest go first) and in all.
    pub finished_per_network: usize,
    pub finished_total: usize,
    /// Seconds after its last player left before a room's AI seats stop playing (they go on
    /// when a player is back).
    pub ai_pause_after: u64,
    /// Actions of stored records that one network may have replayed a second (a finished
    /// room joined again is brought back from the store), in bursts of ten seconds' worth;
    /// the whole server four times as many.
    pub replays_per_second: u32,
    /// Requests a connection may send in one second (a burst of as many).
    pub requests_per_second: u32,
    /// Joins that find no room, or a token not of it, from one address in
    /// `FAILED_JOIN_WINDOW`: more are refused until the window has passed.
    pub failed_joins_per_address: u32,
    /// Spectators in one room at once.
    pub spectators_per_room: usize,
    /// Seconds a room whose game never started is kept.
    pub expire_waiting: u64,
    /// Seconds a live room is kept after all its players have gone.
    pub expire_abandoned: u64,
    /// Seconds a correspondence room without a time per move is kept after its last change.
    pub expire_correspondence: u64,
    /// Seconds a live player may be away before the host may give the seat to the AI (in a
    /// correspondence room: the time per move, or `HAND_OVER_GRACE_SLOW` without one).
    pub hand_over_grace: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            rooms: 5_000,
            rooms_per_address: 64,
            prefixes: Prefixes::default(),
            master_seats_per_network: 4,
            expire_finished: 30 * 24 * 3600,
            finished_per_network: 1_000,
            finished_total: 200_000,
            ai_pause_after: 5 * 60,
            replays_per_second: 5_000,
            requests_per_second: 20,
            failed_joins_per_address: 20,
            spectators_per_room: 32,
            expire_waiting: 24 * 3600,
            expire_abandoned: 7 * 24 * 3600,
            expire_correspondence: 90 * 24 * 3600,
            hand_over_grace: 5 * 60,
        }
    }
}

/// The window of `Limits::failed_joins_per_address`, in seconds.
pub const FAILED_JOIN_WINDOW: u64 = 10 * 60;

/// The most networks whose failed joins are counted one by one (past it every other network's
/// failed joins are counted together, under `OVERFLOW_NETWORK`, until old windows are
/// forgotten, once a minute).
const MAX_FAILED_JOIN_NETWORKS: usize = 200_000;

/// Where the failed joins of networks past `MAX_FAILED_JOIN_NETWORKS` are counted.
const OVERFLOW_NETWORK: &str = "(every other network)";

/// How long a correspondence player without a time per move may be away before the host may
/// give the seat to the AI (three days).
pub const HAND_OVER_GRACE_SLOW: u64 = 3 * 24 * 3600;

/// The letters of a new room's code (a code of 6 letters, of rooms made before 0.2.0, still
/// joins its room).
pub const CODE_LEN: usize = 8;

/// How the AI plays a seat the host hands over.
const HAND_OVER_AI: crate::ai::Strength = crate::ai::Strength::Quick;

/// The letters of a room code: no I, O or similar-looking ones.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ";

/// Who holds a seat, as the server knows it.
#[derive(Clone, Debug)]
enum Holder {
    Open,
    /// A player: their seat token, their connection while they are connected, and since when
    /// they are away (seconds since 1970) while they are not.
    Player {
        token: String,
        client: Option<ClientKey>,
        away_since: u64,
    },
    /// The server's AI; with the token of the player whose seat it took (handed over, or on
    /// time), who may take it back.
    Ai(crate::ai::Strength, Option<String>),
}

/// One room: its game, seats, host and the clients in it.
struct Room {
    /// The network address it was created from.
    creator_address: String,
    pace: Pace,
    /// Seconds since 1970: created, last changed, and since when the seat to move is to move.
    created_at: u64,
    updated_at: u64,
    turn_since: u64,
    /// The seat that lost on time, or resigned (the game ended there).
    forfeit: Option<u8>,
    /// Whether `forfeit` resigned (else it lost on time).
    resigned: bool,
    /// When a player of the room was last in it (seconds since 1970), for the expiry of
    /// abandoned rooms and the pause of AI seats that play on alone.
    last_seen: u64,
    /// How many actions of the record the store has.
    stored: usize,
    /// Whether something the store keeps changed since the room was last saved.
    dirty: bool,
    game: Box<dyn OnlineGame>,
    options: String,
    seats: Vec<Holder>,
    host: Option<u8>,
    started: bool,
    /// Connected clients in the room and their seat (none: spectating).
    members: BTreeMap<ClientKey, Option<u8>>,
    /// Dice, card draws and AI choices of this room.
    rng: GameRng,
    /// The AI decision being made for this room on the pool (its job's id), if one is; at
    /// most one at a time.
    thinking: Option<u64>,
    /// Whether the decision being made is still wanted (false once the position it was asked
    /// for was taken back: its answer is dropped, and a new one asked for when it comes).
    thinking_wanted: bool,
    /// The time the seat to move had started at before the last player's action (an undo
    /// gives that time back, not a fresh one): the record's length then, and the time.
    clock_before_act: Option<(usize, u64)>,
    /// After a save failed: no AI decision or chance is played before this time (seconds
    /// since 1970), and the wait doubles at each failure.
    store_retry: Option<(u64, u64)>,
    /// Whether the lobby lists the room.
    public: bool,
    /// The display name of each seat's player (empty: none given, or an AI's seat).
    names: Vec<String>,
    /// The chat, oldest first (at most `chat::KEPT_LINES`): a line without a seat is a
    /// spectator's.
    chat: Vec<crate::net::protocol::ChatLine>,
    /// The chat lines up to this id are in the store, and these removed ones are still to
    /// leave it.
    chat_stored: u32,
    chat_removed: Vec<u32>,
    /// The id of the room's last chat line.
    chat_last: u32,
    /// Open seats held for the players of the game before (a rematch): only they take them.
    reserved: Vec<bool>,
    /// Each seat's webhook for "your turn" (empty: none) and its player's language.
    webhooks: Vec<String>,
    languages: Vec<String>,
    /// Each seat's e-mail address and browser push subscription (JSON) for "your turn".
    emails: Vec<String>,
    pushes: Vec<String>,
    /// The seat last told it was its turn, whether its reminder went, and whether the end
    /// was told (`notify::notify_upkeep`).
    turn_told: Option<(u8, u64)>,
    reminded: bool,
    end_told: bool,
    /// Whether the statistics count the room's game (once it is over).
    counted: bool,
}

/// A connection's request budget (a token bucket refilled every second).
#[derive(Clone, Copy, Debug)]
struct Budget {
    left: u32,
    second: u64,
}

/// The joins from one address that found nothing, in the current window.
#[derive(Clone, Copy, Debug)]
struct FailedJoins {
    since: u64,
    count: u32,
}

/// A budget of work refilled with time (actions of stored records replayed).
#[derive(Clone, Copy, Debug)]
struct Bucket {
    left: u64,
    at: u64,
}

impl Bucket {
    /// Takes `cost` from a bucket refilled by `rate` a second up to ten seconds' worth, at
    /// time `now`; false (nothing taken) when it has not that much.
    fn take(&mut self, cost: u64, rate: u64, now: u64) -> bool {
        let full = rate.saturating_mul(10);
        let refill = rate.saturating_mul(now.saturating_sub(self.at));
        self.left = self.left.saturating_add(refill).min(full);
        self.at = self.at.max(now);
        if self.left < cost {
            return false;
        }
        self.left -= cost;
        true
    }
}

/// Every room of the server.
pub struct Lobby {
    rooms: HashMap<String, Room>,
    limits: Limits,
    budgets: HashMap<ClientKey, Budget>,
    /// Codes and tokens come from here (seeded from the operating system).
    secrets: rand_chacha::ChaCha20Rng,
    /// Where the rooms are kept across restarts (none: in memory only).
    store: Option<Box<dyn RoomStore>>,
    /// The network address of each connection (for the rooms-per-address limit).
    addresses: HashMap<ClientKey, String>,
    /// The time of the request being answered (seconds since 1970).
    now: u64,
    /// Whether the AI seats decide away from the lobby's callers (`think_elsewhere`).
    ai_elsewhere: bool,
    /// The AI decisions asked for and not yet taken by `take_ai_jobs`.
    ai_jobs: Vec<AiJob>,
    /// The id of the last AI decision asked for.
    last_job: u64,
    /// The rooms saved in the open batch of requests (`begin_batch`), if one is open.
    batch: Option<Vec<String>>,
    /// Failed joins per network (kept across connections).
    failed_joins: HashMap<String, FailedJoins>,
    /// When the failed joins' passed windows were last forgotten.
    failed_joins_swept: u64,
    /// When the store last forgot finished rooms past their time.
    finished_trimmed: u64,
    /// The store's heads of finished rooms asked about (they do not change).
    finished_heads: HashMap<String, super::store::RoomHead>,
    /// The replays of stored records per network, and the whole server's.
    replays: HashMap<String, Bucket>,
    replays_all: Bucket,
    /// The AI decisions handed out so far, and per network the count when its last was: the
    /// next goes to the network served longest ago.
    ai_handed: u64,
    ai_served: HashMap<String, u64>,
    /// When the store was last told the server runs.
    alive_marked: u64,
    /// Each connection's display name and language (`Request::Hello`).
    client_names: HashMap<ClientKey, (String, String)>,
    /// The players waiting for a quick match, longest waiting first.
    quick: Vec<find::QuickWait>,
    /// The chat budget of each connection.
    chat_budgets: HashMap<ClientKey, Budget>,
    /// The statistics of the finished games so far (from the store at the start, then each
    /// room as it finishes).
    stats_totals: stats::StatsTotals,
    /// Finished games counted in this run.
    stats_changes: u64,
    /// The "your turn" notifications: their channels, budgets, e-mail addresses and queue.
    desk: notify::NotifyDesk,
    /// The rematch of each finished room that asked for one (its room's code), while the
    /// rematch's room exists.
    rematches: HashMap<String, String>,
    /// When each connection last asked for the lobby's list.
    lobby_asked: HashMap<ClientKey, u64>,
}

/// Notices to send: to which connection, what.
pub type Outbox = Vec<(ClientKey, Notice)>;

fn refused(client: ClientKey, reason: impl Into<Words>) -> Outbox {
    vec![(
        client,
        Notice::Refused {
            reason: reason.into(),
        },
    )]
}

impl Lobby {
    /// An empty server with these limits; codes and tokens from the operating system's
    /// randomness.
    pub fn new(limits: Limits) -> Self {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).expect("the operating system gives random bytes");
        Self::with_seed(limits, seed)
    }

    /// An empty server whose codes and tokens come from `seed` (tests).
    pub fn with_seed(limits: Limits, seed: [u8; 32]) -> Self {
        Self {
            rooms: HashMap::new(),
            limits,
            budgets: HashMap::new(),
            secrets: rand_chacha::ChaCha20Rng::from_seed(seed),
            store: None,
            addresses: HashMap::new(),
            now: 0,
            ai_elsewhere: false,
            ai_jobs: Vec::new(),
            last_job: 0,
            batch: None,
            failed_joins: HashMap::new(),
            failed_joins_swept: 0,
            finished_trimmed: 0,
            finished_heads: HashMap::new(),
            replays: HashMap::new(),
            replays_all: Bucket { left: 0, at: 0 },
            ai_handed: 0,
            ai_served: HashMap::new(),
            alive_marked: 0,
            client_names: HashMap::new(),
            quick: Vec::new(),
            chat_budgets: HashMap::new(),
            stats_totals: stats::StatsTotals::new(),
            stats_changes: 0,
            desk: notify::NotifyDesk::default(),
            rematches: HashMap::new(),
            lobby_asked: HashMap::new(),
        }
    }

    /// How many rooms the server holds.
    pub fn room_count(&self) -> usize {
        self.rooms.len()
    }

    /// How many rooms' games have not ended (what the rooms limit counts).
    pub fn unfinished_count(&self) -> usize {
        self.rooms.values().filter(|r| !r.over()).count()
    }

    /// The whole record of room `code` (the server's own, with every card).
    pub fn record(&self, code: &str) -> Option<&crate::rules::record::GameRecord> {
        self.rooms.get(code).map(|r| r.game.record())
    }

    /// Is room `code`'s game over?
    pub fn is_over(&self, code: &str) -> bool {
        self.rooms.get(code).is_some_and(Room::over)
    }

    /// Connection `client` comes from network address `address`: it is counted under the
    /// address's network (`Limits::prefixes`).
    pub fn connected(&mut self, client: ClientKey, address: String) {
        let network = self.limits.prefixes.network_name(&address);
        self.addresses.insert(client, network);
    }

    /// The network `client` is counted under (empty when it is not known).
    fn network_of(&self, client: ClientKey) -> String {
        self.addresses.get(&client).cloned().unwrap_or_default()
    }

    fn new_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LEN)
                .map(|_| CODE_LETTERS[self.secrets.random_range(0..CODE_LETTERS.len())] as char)
                .collect();
            if !self.rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// A seat token: 128 random bits in hex.
    fn new_token(&mut self) -> String {
        let bits: u128 = self.secrets.random();
        format!("{bits:032x}")
    }

    /// Spends one request of `client`'s budget at time `now_seconds`; false when it is spent.
    fn within_budget(&mut self, client: ClientKey, now_seconds: u64) -> bool {
        chat::spend_per_second(
            &mut self.budgets,
            client,
            self.limits.requests_per_second,
            now_seconds,
        )
    }

    /// Answers `client`'s request at time `now_seconds` (seconds since 1970: for the rate
    /// limit and the time per move). A change to a room is in the store before any notice
    /// of it goes out; when it cannot be stored, it is undone and refused.
    pub fn handle(&mut self, client: ClientKey, request: Request, now_seconds: u64) -> Outbox {
        self.now = now_seconds;
        if !self.within_budget(client, now_seconds) {
            return refused(client, words!("net-refuse-too-fast"));
        }
        if request.longest_field() > MAX_FIELD_CHARS {
            return refused(
                client,
                words!("net-refuse-field-too-long", chars = MAX_FIELD_CHARS),
            );
        }
        let room = request.room().map(str::to_ascii_uppercase);
        if let Some(code) = &room
            && !self
                .rooms
                .get(code)
                .is_some_and(|r| r.members.contains_key(&client))
        {
            // Any request naming a room the client is not in tells whether it exists: one
            // that finds none counts against its network as a failed join, and a network with
            // too many is refused (room codes cannot be enumerated, by joins or by any other
            // request). A player's requests in their own room are never barred.
            // A player coming back to their own seat with its token is never barred (the token
            // is checked in constant time; it tells nothing a join would not).
            let rejoining = match &request {
                Request::Join {
                    code,
                    token: Some(token),
                    ..
                } => self.token_holds_a_seat(&code.to_ascii_uppercase(), token),
                _ => false,
            };
            if !rejoining && self.joins_barred(client) {
                return refused(
                    client,
                    words!("net-refuse-failed-joins", minutes = FAILED_JOIN_WINDOW / 60),
                );
            }
            // Only a join brings a finished room back from the store (a replay of its
            // record, within the network's budget); any other request learns it exists from
            // the store's head of it.
            let known = if matches!(request, Request::Join { .. }) {
                if let Err(reason) = self.bring_back_within_budget(client, code) {
                    return refused(client, reason);
                }
                self.rooms.contains_key(code)
            } else {
                match self.stored_head(code) {
                    Ok(head) => self.rooms.contains_key(code) || head.is_some(),
                    Err(reason) => return refused(client, reason),
                }
            };
            if !known {
                self.join_failed(client);
            }
        }
        let out = match request {
            Request::Create {
                game,
                options,
                seats,
                pace,
            } => self.create(client, &game, &options, &seats, pace),
            Request::Join { code, seat, token } => self.join(client, &code, seat, token),
            Request::Start { code } => self.start(client, &code),
            Request::Act { code, action, seen } => self.act(client, &code, &action, seen),
            Request::Undo { code } => self.undo(client, &code),
            Request::HandToAi { code, seat } => self.hand_to_ai(client, &code, seat),
            Request::Leave { code } => self.leave(client, &code),
            Request::Resign { code } => self.resign(client, &code),
            Request::Games { rooms } => self.games(client, &rooms),
            Request::Hello { name, language } => self.hello(client, &name, &language),
            Request::Publish { code, public } => self.publish(client, &code, public),
            Request::Lobby { game } => self.lobby_list(client, game.as_deref()),
            Request::QuickMatch {
                game,
                options,
                pace,
                ai_after,
            } => self.quick_match(client, &game, &options, pace, ai_after),
            Request::CancelQuickMatch => self.cancel_quick_match(client),
            Request::Rematch { code } => self.rematch(client, &code),
            Request::Chat { code, text } => self.chat(client, &code, &text),
            Request::RemoveChat { code, id } => self.remove_chat(client, &code, id),
            Request::Stats => self.stats(client),
            Request::Notify { code, webhook } => self.notify(client, &code, &webhook),
            Request::NotifyEmail { code, address } => self.notify_email(client, &code, &address),
            Request::NotifyPush { code, subscription } => {
                self.notify_push(client, &code, &subscription)
            }
            Request::PushKey => self.push_key(client),
        };
        let created = out.iter().find_map(|(c, n)| match n {
            Notice::Joined { code, .. } if *c == client && room.is_none() => Some(code.clone()),
            _ => None,
        });
        let out = match room.clone().or(created) {
            Some(code) => self.stored_or_refused(client, &code, out),
            None => out,
        };
        // A finished room that nobody is in leaves memory again (the store keeps it): a
        // request naming it does not pin it.
        if let Some(code) = room {
            self.unpin(&code);
        }
        out
    }

    /// Whether `token` is a seat's of room `code` (a player's, or one the AI took), in memory
    /// or in the store.
    fn token_holds_a_seat(&mut self, code: &str, token: &str) -> bool {
        if let Some(room) = self.rooms.get(code) {
            return room.seats.iter().any(|h| match h {
                Holder::Player { token: t, .. } | Holder::Ai(_, Some(t)) => same_token(t, token),
                _ => false,
            });
        }
        let Ok(Some(head)) = self.stored_head(code) else {
            return false;
        };
        head.seats.iter().any(|h| match h {
            super::store::StoredHolder::Player { token: t }
            | super::store::StoredHolder::AiFor { token: t, .. } => same_token(t, token),
            _ => false,
        })
    }

    /// Removes room `code` from memory if its game is over and nobody is in it.
    fn unpin(&mut self, code: &str) {
        if self.store.is_some()
            && self
                .rooms
                .get(code)
                .is_some_and(|r| r.over() && r.members.is_empty() && r.thinking.is_none())
        {
            self.finished_leaving(code);
            self.rooms.remove(code);
        }
    }
}

/// Whether two seat tokens are the same, in a time that does not tell how much of them
/// matched (a token is guessed by no timing).
pub(crate) fn same_token(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}
