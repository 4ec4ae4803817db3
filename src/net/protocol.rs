//! The online protocol: what a client asks of the game server and what the server tells it.
//! Plain data (serde); the transport (bevy_replicon messages over WebSocket) carries it and
//! the lobby (`super::lobby`) answers it. Actions travel in each game's own text notation.

use serde::{Deserialize, Serialize};

use super::store::Pace;
use crate::ai::Strength;

/// The most rooms one `Games` request asks about.
pub const MAX_GAMES_ASKED: usize = 32;

/// The longest chat message (characters).
pub const MAX_CHAT_CHARS: usize = 500;

/// The longest display name (characters).
pub const MAX_NAME_CHARS: usize = 24;

/// The most rooms of each kind the lobby lists (waiting for players, being played).
pub const MAX_LOBBY_ROOMS: usize = 200;

/// The longest room code, action, options text or token a request may carry (characters):
/// anything longer is refused before it is read further.
pub const MAX_FIELD_CHARS: usize = 2_000;

/// How a seat of a new room is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatPlan {
    /// A player who joins takes it.
    Open,
    /// The server's AI plays it.
    Ai(Strength),
}

/// What a client asks the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// A new room for `game` (its id) with `options` (the game's options as JSON) and its
    /// seats, played live or by correspondence; the creator becomes the host and takes the
    /// first open seat.
    Create {
        game: String,
        options: String,
        seats: Vec<SeatPlan>,
        pace: Pace,
    },
    /// Join room `code`: back to one's own seat with its `token`, onto open seat `seat`, or
    /// (neither) as a spectator.
    Join {
        code: String,
        seat: Option<u8>,
        token: Option<String>,
    },
    /// The host starts the game (every seat filled).
    Start { code: String },
    /// An action of one's own seat in the game's notation; `seen` is how many actions of
    /// the record the client had when it chose (an action chosen on an old position is
    /// refused).
    Act {
        code: String,
        action: String,
        seen: u32,
    },
    /// Take back one's own last action (while nobody and no die has moved since).
    Undo { code: String },
    /// The host gives a seat whose player is away to the server's AI.
    HandToAi { code: String, seat: u8 },
    /// Leave the room (the seat stays the player's: the token brings them back).
    Leave { code: String },
    /// Resign: one's own seat loses and the game ends there.
    Resign { code: String },
    /// How the player's games stand: each room's code with the player's seat token there.
    Games { rooms: Vec<(String, String)> },
    /// The connection's display name (shown at its seats, in the lobby and the chat) and
    /// its player's language (the notifications' words), for the rest of the connection.
    Hello { name: String, language: String },
    /// The host lists room `code` in the lobby (`public`) or takes it off.
    Publish { code: String, public: bool },
    /// The lobby: public rooms waiting for players and public games being played, of
    /// `game` only when it names one.
    Lobby { game: Option<String> },
    /// Quick match: wait for another player of `game` at `pace`; the first who waited gives
    /// the options (JSON). With `ai_after`, the server's AI of that strength takes the other
    /// seat when nobody came within that many seconds.
    QuickMatch {
        game: String,
        options: String,
        pace: Pace,
        ai_after: Option<(u32, Strength)>,
    },
    /// Stop waiting for a quick match.
    CancelQuickMatch,
    /// A player of finished room `code` asks for another game with the seats turned one
    /// place on (the others are told the new room's code, and their seats wait for them).
    Rematch { code: String },
    /// A chat message in room `code`: a player's to the players, a spectator's to the
    /// spectators (players read it once the game is over).
    Chat { code: String, text: String },
    /// The host removes chat message `id` of room `code`.
    RemoveChat { code: String, id: u32 },
    /// The server's statistics of finished games.
    Stats,
    /// A seat's player gives the webhook (a JSON POST) the server tells when it is their
    /// turn in room `code` while they are away (empty: none).
    Notify { code: String, webhook: String },
    /// A seat's player gives the e-mail address told of their turn in room `code` while they
    /// are away (empty: none); an address not confirmed yet is sent a link to confirm it.
    NotifyEmail { code: String, address: String },
    /// A seat's player gives the browser push subscription (the browser's JSON: `endpoint`,
    /// `keys.p256dh`, `keys.auth`) told of their turn in room `code` (empty: none).
    NotifyPush { code: String, subscription: String },
    /// The server's public key for browser push (the answer: `Notice::PushKey`).
    PushKey,
}

impl Request {
    /// The room the request is about (none for a new room).
    pub fn room(&self) -> Option<&str> {
        match self {
            Request::Create { .. }
            | Request::Games { .. }
            | Request::Hello { .. }
            | Request::Lobby { .. }
            | Request::QuickMatch { .. }
            | Request::CancelQuickMatch
            | Request::PushKey
            | Request::Stats => None,
            Request::Join { code, .. }
            | Request::Start { code }
            | Request::Act { code, .. }
            | Request::Undo { code }
            | Request::HandToAi { code, .. }
            | Request::Leave { code }
            | Request::Resign { code }
            | Request::Publish { code, .. }
            | Request::Rematch { code }
            | Request::Chat { code, .. }
            | Request::RemoveChat { code, .. }
            | Request::Notify { code, .. }
            | Request::NotifyEmail { code, .. }
            | Request::NotifyPush { code, .. } => Some(code),
        }
    }

    /// The longest text field of the request, in characters.
    pub fn longest_field(&self) -> usize {
        let lens: Vec<usize> = match self {
            Request::Create { game, options, .. } => vec![game.len(), options.len()],
            Request::Join { code, token, .. } => {
                vec![code.len(), token.as_ref().map_or(0, String::len)]
            }
            Request::Act { code, action, .. } => vec![code.len(), action.len()],
            Request::Games { rooms } => rooms
                .iter()
                .flat_map(|(code, token)| [code.len(), token.len()])
                .collect(),
            Request::Start { code }
            | Request::Undo { code }
            | Request::HandToAi { code, .. }
            | Request::Leave { code }
            | Request::Resign { code }
            | Request::Publish { code, .. }
            | Request::Rematch { code }
            | Request::RemoveChat { code, .. } => vec![code.len()],
            Request::Hello { name, language } => vec![name.len(), language.len()],
            Request::Lobby { game } => vec![game.as_ref().map_or(0, String::len)],
            Request::QuickMatch { game, options, .. } => vec![game.len(), options.len()],
            Request::Chat { code, text } => vec![code.len(), text.len()],
            Request::Notify { code, webhook } => vec![code.len(), webhook.len()],
            Request::NotifyEmail { code, address } => vec![code.len(), address.len()],
            Request::NotifyPush { code, subscription } => vec![code.len(), subscription.len()],
            Request::CancelQuickMatch | Request::Stats | Request::PushKey => vec![],
        };
        lens.into_iter().max().unwrap_or(0)
    }
}

/// Who holds a seat, as every player of the room sees it (never a token).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatState {
    /// Nobody yet.
    Open,
    /// A player; `connected` false while they are away.
    Player { connected: bool },
    /// The server's AI.
    Ai(Strength),
}

/// One of a player's games, as the list of their online games shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub code: String,
    /// The game's id.
    pub game: String,
    /// The player's seat.
    pub seat: u8,
    pub started: bool,
    /// The seat to move (none: nobody, the game is over or not started).
    pub to_move: Option<u8>,
    pub over: bool,
    /// The places of the seats at the end (1 = first).
    pub places: Vec<u8>,
    /// The seat that lost on time, or resigned (`resigned`).
    pub forfeit: Option<u8>,
    pub resigned: bool,
    pub pace: Pace,
    /// Until when the seat to move has for its move (seconds since 1970, UTC).
    pub deadline: Option<u64>,
    /// How many actions the record has.
    pub actions: u32,
}

/// What the server tells a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Notice {
    /// The client is in room `code` of `game` with `options` (JSON): at `seat` (none: a
    /// spectator), with the `token` that brings it back to that seat (sent to that client
    /// only, once).
    Joined {
        code: String,
        game: String,
        options: String,
        seat: Option<u8>,
        token: Option<String>,
    },
    /// The room's seats, its host seat, whether the game has started, its pace, until when
    /// (seconds since 1970, UTC) the seat to move has for its move, and the seat that lost
    /// on time or resigned (`resigned`; the game ended there).
    Room {
        code: String,
        seats: Vec<SeatState>,
        host: Option<u8>,
        started: bool,
        pace: Pace,
        deadline: Option<u64>,
        forfeit: Option<u8>,
        resigned: bool,
    },
    /// Room `code` is no more: it expired unused (the server keeps rooms for a while only).
    Gone { code: String },
    /// How the player's games stand (the answer to `Games`).
    Games { games: Vec<GameSummary> },
    /// The record as this client may see it, from action number `from` on (the client
    /// keeps the first `from` actions it has and replaces the rest).
    Record {
        code: String,
        from: u32,
        actions: Vec<String>,
    },
    /// The request was refused, and why (a message the client shows in its player's
    /// language); nothing changed.
    Refused { reason: crate::i18n::Words },
    /// The display names of room `code`'s seats (empty: none given, or an AI's seat), and
    /// whether the lobby lists the room.
    Names {
        code: String,
        names: Vec<String>,
        public: bool,
    },
    /// The lobby (the answer to `Lobby`): public rooms waiting for players, newest first,
    /// and public games being played.
    Lobby {
        waiting: Vec<PublicRoom>,
        playing: Vec<PublicRoom>,
    },
    /// The client waits for a quick match of `game` (none: it no longer waits; a match
    /// found comes as `Joined`).
    QuickMatch { game: Option<String> },
    /// Chat lines of room `code` the client may read (all of them on joining, then each
    /// new one), oldest first.
    Chat { code: String, lines: Vec<ChatLine> },
    /// The host removed chat line `id` of room `code`.
    ChatRemoved { code: String, id: u32 },
    /// Another game of finished room `code` waits in room `rematch`, its seats turned one
    /// place on: the player of seat `s` here takes seat `(s + 1) % seats` there.
    Rematch { code: String, rematch: String },
    /// The server's statistics (the answer to `Stats`).
    Stats { games: Vec<GameStats> },
    /// Something the player is told that is not a refusal (an e-mail sent to confirm, a
    /// channel set), in their language.
    Said { words: crate::i18n::Words },
    /// The server's public key for browser push (base64url; empty: the host turned push
    /// off).
    PushKey { key: String },
}

/// A public room as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicRoom {
    pub code: String,
    pub game: String,
    pub options: String,
    pub pace: Pace,
    /// Its seats' count and which are open.
    pub seats: u8,
    pub open: Vec<u8>,
    /// The AI levels of its AI seats.
    pub ai: Vec<Strength>,
    /// The host's display name (empty: none given).
    pub host_name: String,
    /// Seconds since it was created.
    pub age: u64,
    /// How many actions its record has.
    pub actions: u32,
}

/// One chat message of a room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// Its number in the room (from 1).
    pub id: u32,
    /// The writer's seat (none: a spectator) and display name.
    pub seat: Option<u8>,
    pub name: String,
    pub text: String,
    /// Seconds since 1970 (UTC).
    pub at: u64,
}

/// The statistics of one game with one set of options: finished games, how each seat
/// placed, their lengths, and how the players fared against each AI level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameStats {
    pub game: String,
    pub options: String,
    /// Finished games (by their rules, on time or by resignation).
    pub finished: u32,
    /// Per seat: the games it came first in (a shared first place counts for each).
    pub seat_wins: Vec<u32>,
    /// Games that ended on time, and by resignation.
    pub on_time: u32,
    pub resigned: u32,
    /// The records' lengths in actions: the shortest, the mean and the longest.
    pub shortest: u32,
    pub mean_actions: u32,
    pub longest: u32,
    /// Per AI level that sat in a game with players: the players' seats in those games and
    /// how many of them placed before every seat of that level.
    pub against_ai: Vec<AgainstAi>,
}

/// How the players fared against one AI level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgainstAi {
    pub level: Strength,
    pub players: u32,
    pub players_ahead: u32,
}
