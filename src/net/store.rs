//! What the game server keeps of a room across restarts, as plain data, and the store it
//! keeps it in (`RoomStore`): the server's SQLite database (`super::sqlite`) on a server
//! machine, or nothing (a server that forgets its rooms when it stops, as in most tests).

use serde::{Deserialize, Serialize};

use crate::ai::Strength;

/// Who holds a seat, as the store keeps it (a player's connection is not kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoredHolder {
    Open,
    /// A player, known by the seat token only they hold.
    Player {
        token: String,
    },
    Ai(Strength),
    /// The server's AI plays a player's seat (handed over, or on time); the player may take
    /// it back with their token.
    AiFor {
        strength: Strength,
        token: String,
    },
}

/// What happens to a seat whose player lets the time per move run out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OnTimeout {
    /// The player loses: the game ends there.
    Lose,
    /// The server's AI plays the seat from then on.
    Ai,
}

impl OnTimeout {
    pub fn name(self) -> &'static str {
        match self {
            OnTimeout::Lose => "lose",
            OnTimeout::Ai => "ai",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "lose" => Some(OnTimeout::Lose),
            "ai" => Some(OnTimeout::Ai),
            _ => None,
        }
    }
}

/// How fast a room plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pace {
    /// Everyone at the table together.
    #[default]
    Live,
    /// By correspondence: each player moves when they have time, within `seconds_per_move`
    /// when it is set (else without a limit).
    Slow {
        seconds_per_move: Option<u64>,
        on_timeout: OnTimeout,
    },
}

impl Pace {
    /// The time a player has for a move, if any.
    pub fn limit(self) -> Option<(u64, OnTimeout)> {
        match self {
            Pace::Live => None,
            Pace::Slow {
                seconds_per_move,
                on_timeout,
            } => seconds_per_move.map(|s| (s, on_timeout)),
        }
    }
}

/// Everything of a room but its actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomHead {
    pub code: String,
    /// The game's id and its options (JSON).
    pub game: String,
    pub options: String,
    pub seats: Vec<StoredHolder>,
    pub host: Option<u8>,
    pub started: bool,
    pub pace: Pace,
    /// The address the room was created from (for the rooms-per-address limit).
    pub creator: String,
    /// Seconds since 1970 (UTC): created, last changed, and since when the seat to move has
    /// been to move (for the time per move).
    pub created_at: u64,
    pub updated_at: u64,
    pub turn_since: u64,
    /// The seat that lost on time or resigned, if one did.
    pub forfeit: Option<u8>,
    /// Whether that seat resigned.
    pub resigned: bool,
    /// Whether the game has ended (by its rules or on time).
    pub over: bool,
    /// The places of the seats at the end, by the game's rules (1 = first; empty while the
    /// game runs, after a loss on time, and for rooms finished before the store kept them).
    pub places: Vec<u8>,
    /// How many actions the record has (a finished room is listed without its record).
    pub actions: u32,
    /// Whether the lobby lists the room.
    pub public: bool,
    /// The display name of each seat's player (empty: none given).
    pub names: Vec<String>,
    /// Each seat's webhook for "your turn" (empty: none) and its player's language.
    pub webhooks: Vec<String>,
    pub languages: Vec<String>,
    /// Each seat's e-mail address and browser push subscription (JSON) for "your turn"
    /// (empty: none).
    pub emails: Vec<String>,
    pub pushes: Vec<String>,
}

/// An e-mail address a player gave for "your turn": told only once its owner opened the
/// confirmation link (`confirmed`) and until they opened the link that stops them
/// (`stopped`). `token` is in both links; `asked_at` is when the last confirmation was sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailAddress {
    pub address: String,
    pub token: String,
    pub confirmed: bool,
    pub stopped: bool,
    pub asked_at: u64,
}

/// Which finished rooms the store forgets (`RoomStore::trim_finished`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinishedRooms<'a> {
    /// Every finished room last changed before this time (seconds since 1970).
    pub before: u64,
    /// The network whose finished rooms are counted (a room about to be created from it),
    /// and how many of them are kept at most (the oldest go first).
    pub of_network: Option<(&'a str, usize)>,
    /// How many finished rooms the whole store keeps at most (the oldest go first).
    pub total: usize,
    /// The most rooms forgotten by one call (the rest at a later one): a call is short.
    pub most: usize,
}

/// A room as the store has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    pub head: RoomHead,
    /// The whole record, every card named (the server's own).
    pub actions: Vec<String>,
    /// The room's chat, oldest first.
    pub chat: Vec<crate::net::protocol::ChatLine>,
}

/// A store for the server's rooms. `save` writes one room's change in one transaction: when
/// it returns `Ok` (outside a batch; in one, when `commit_batch` does), the change survives a
/// crash of the server.
pub trait RoomStore: Send + Sync {
    /// Writes `head`, keeps the first `keep` actions stored for the room and appends `new`
    /// after them (numbered from `keep`), all or nothing.
    fn save(&mut self, head: &RoomHead, keep: usize, new: &[String]) -> Result<(), String>;
    /// The room `code`, if the store has it.
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String>;
    /// Room `code` without its record (listing a finished room costs no replay).
    fn load_head(&mut self, code: &str) -> Result<Option<RoomHead>, String> {
        Ok(self.load(code)?.map(|r| r.head))
    }
    /// Forgets finished rooms as `which` says; how many went.
    fn trim_finished(&mut self, _which: FinishedRooms<'_>) -> Result<usize, String> {
        Ok(0)
    }
    /// Every room whose game has not ended.
    fn load_unfinished(&mut self) -> Result<Vec<StoredRoom>, String>;
    /// Deletes room `code` (an expired room), all or nothing.
    fn delete(&mut self, code: &str) -> Result<(), String>;
    /// The last time (seconds since 1970) the server said it was running (`mark_alive`), if
    /// it ever did: after a restart the clocks of the games resume from there.
    fn last_alive(&mut self) -> Result<Option<u64>, String> {
        Ok(None)
    }
    /// The server is running at `now`.
    fn mark_alive(&mut self, _now: u64) -> Result<(), String> {
        Ok(())
    }
    /// Adds chat lines `new` of room `code` (saved already) and forgets its lines `removed`,
    /// all or nothing (in a batch: with its other saves).
    fn save_chat(
        &mut self,
        _code: &str,
        _new: &[crate::net::protocol::ChatLine],
        _removed: &[u32],
    ) -> Result<(), String> {
        Ok(())
    }
    /// The heads of finished rooms, for the statistics (most recently changed first, at most
    /// `most`).
    fn finished_heads(&mut self, _most: usize) -> Result<Vec<RoomHead>, String> {
        Ok(Vec::new())
    }
    /// Starts a batch: the saves until `commit_batch` reach the disk together, with one sync
    /// (each save still all or nothing, and read back by `load` at once). A store without
    /// batches keeps every save at once.
    fn begin_batch(&mut self) -> Result<(), String> {
        Ok(())
    }
    /// Keeps the batch's saves (synced to disk); on an error none of them is kept.
    fn commit_batch(&mut self) -> Result<(), String> {
        Ok(())
    }
    /// Every e-mail address players gave (a store that keeps none: empty).
    fn load_mail_addresses(&mut self) -> Result<Vec<MailAddress>, String> {
        Ok(Vec::new())
    }
    /// Writes `address` (a new one, or its confirmation or stop).
    fn save_mail_address(&mut self, _address: &MailAddress) -> Result<(), String> {
        Ok(())
    }
    /// The server's secret `name` (its push key), if it has kept one.
    fn load_secret(&mut self, _name: &str) -> Result<Option<String>, String> {
        Ok(None)
    }
    /// Keeps the server's secret `name`.
    fn save_secret(&mut self, _name: &str, _value: &str) -> Result<(), String> {
        Ok(())
    }
}
