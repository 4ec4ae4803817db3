//! The lobby's rooms in the store and in time: every change saved before it is told, rooms
//! brought back after a restart, the time per move of correspondence games, and the list of
//! a player's games.

use crate::{i18n::Words, words};
use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};

use super::{ClientKey, HAND_OVER_AI, Holder, Limits, Lobby, Outbox, Room, refused};
use crate::{
    ai::GameRng,
    net::{
        online_game::new_online_game,
        store::{FinishedRooms, OnTimeout, Pace, RoomHead, RoomStore, StoredHolder, StoredRoom},
    },
    rules::ToMove,
};

/// The finished rooms' heads kept at hand at most (past it they are all forgotten and read
/// from the store again).
const FINISHED_HEADS_KEPT: usize = 10_000;

/// The shortest and longest time per move a room may set (a minute; thirty days).
pub const MOVE_TIME_RANGE: (u64, u64) = (60, 30 * 24 * 3600);

/// Why a pace cannot be played, if it cannot.
pub(super) fn pace_refusal(pace: Pace) -> Option<Words> {
    let (seconds, _) = pace.limit()?;
    let (least, most) = MOVE_TIME_RANGE;
    if seconds < least || seconds > most {
        return Some(words!(
            "net-refuse-move-time",
            minutes = least / 60,
            days = most / 86_400
        ));
    }
    None
}

impl Room {
    /// Whether the game has ended, by its rules or on time.
    pub(super) fn over(&self) -> bool {
        self.forfeit.is_some() || self.game.outcome().is_some()
    }

    /// Until when the seat to move has for its move, if the room sets a time per move and a
    /// player is to move.
    pub(super) fn deadline(&self) -> Option<u64> {
        let (seconds, _) = self.pace.limit()?;
        if !self.started || self.over() {
            return None;
        }
        match self.game.to_move() {
            ToMove::Seat(s) if matches!(self.seats.get(s.index()), Some(Holder::Player { .. })) => {
                Some(self.turn_since + seconds)
            }
            _ => None,
        }
    }

    /// What the store keeps of the room.
    pub(super) fn head(&self, code: &str) -> RoomHead {
        RoomHead {
            code: code.to_string(),
            game: self.game.game_id().to_string(),
            options: self.options.clone(),
            seats: self
                .seats
                .iter()
                .map(|h| match h {
                    Holder::Open => StoredHolder::Open,
                    Holder::Player { token, .. } => StoredHolder::Player {
                        token: token.clone(),
                    },
                    Holder::Ai(s, None) => StoredHolder::Ai(*s),
                    Holder::Ai(s, Some(token)) => StoredHolder::AiFor {
                        strength: *s,
                        token: token.clone(),
                    },
                })
                .collect(),
            host: self.host,
            started: self.started,
            pace: self.pace,
            creator: self.creator_address.clone(),
            created_at: self.created_at,
            updated_at: self.updated_at,
            turn_since: self.turn_since,
            forfeit: self.forfeit,
            resigned: self.resigned,
            over: self.over(),
            places: self.game.outcome().map(|o| o.places).unwrap_or_default(),
            actions: u32::try_from(self.game.record().actions.len()).unwrap_or(u32::MAX),
            public: self.public,
            names: self.names.clone(),
            webhooks: self.webhooks.clone(),
            languages: self.languages.clone(),
            emails: self.emails.clone(),
            pushes: self.pushes.clone(),
        }
    }
}

/// `texts` with an empty one for each seat it lacks (a room kept before the store had them).
fn padded(mut texts: Vec<String>, seats: usize) -> Vec<String> {
    texts.resize(seats.max(texts.len()), String::new());
    texts
}

impl Lobby {
    /// A server whose rooms live in `store`: every unfinished room of it is brought back
    /// (finished ones when a player asks for them). A stored room that no longer replays is
    /// left in the store and named in the returned warnings.
    pub fn with_store(
        limits: Limits,
        store: Box<dyn RoomStore>,
    ) -> Result<(Self, Vec<String>), String> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).expect("the operating system gives random bytes");
        Self::with_store_and_seed(limits, store, seed)
    }

    /// `with_store` with the codes, tokens and the rooms' dice from `seed` (tests: a room
    /// brought back then plays the same game every run).
    pub fn with_store_and_seed(
        limits: Limits,
        mut store: Box<dyn RoomStore>,
        seed: [u8; 32],
    ) -> Result<(Self, Vec<String>), String> {
        let rooms = store.load_unfinished()?;
        let mut lobby = Self::with_seed(limits, seed);
        // The statistics start from the finished rooms the store keeps (read once).
        for head in store.finished_heads(super::stats::MOST_READ)? {
            super::stats::add_to_stats(&mut lobby.stats_totals, &head);
        }
        // The rooms play on (chance, AI seats) at the time of the restart.
        lobby.now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let mut warnings = Vec::new();
        lobby.store = Some(store);
        for stored in rooms {
            let code = stored.head.code.clone();
            match lobby.room_from_store(stored) {
                Ok(room) => {
                    lobby.rooms.insert(code.clone(), room);
                    if let Err(e) = lobby.catch_up(&code) {
                        warnings.push(e);
                    }
                }
                Err(e) => warnings.push(e),
            }
        }
        Ok((lobby, warnings))
    }

    /// A room brought back whose dice or AI seats are to move plays them (and saves them).
    fn catch_up(&mut self, code: &str) -> Result<(), String> {
        let Some(room) = self.rooms.get(code) else {
            return Ok(());
        };
        let len = room.game.record().actions.len();
        let _ = self.advance(code, len);
        self.save(code)
    }

    /// Rebuilds a stored room: its game replayed from its record, its seats waiting for their
    /// players' tokens.
    fn room_from_store(&mut self, stored: StoredRoom) -> Result<Room, String> {
        let head = stored.head;
        let chat_stored = stored.chat.last().map_or(0, |l| l.id);
        let mut game = new_online_game(&head.game, &head.options)
            .map_err(|e| format!("room {}: {e}", head.code))?;
        game.restore_all(&stored.actions).map_err(|(i, e)| {
            format!(
                "room {}: action {} ({}) does not replay: {e}",
                head.code,
                i + 1,
                stored.actions.get(i).map_or("", String::as_str)
            )
        })?;
        game.take_shown_from();
        let game_to_move = game.to_move();
        let mut seed = [0u8; 32];
        self.secrets.fill(&mut seed);
        let seat_count = head.seats.len();
        Ok(Room {
            creator_address: head.creator,
            pace: head.pace,
            created_at: head.created_at,
            updated_at: head.updated_at,
            turn_since: head.turn_since,
            forfeit: head.forfeit,
            resigned: head.resigned,
            last_seen: head.updated_at,
            stored: stored.actions.len(),
            dirty: false,
            game,
            options: head.options,
            seats: head
                .seats
                .into_iter()
                .map(|h| match h {
                    StoredHolder::Open => Holder::Open,
                    StoredHolder::Player { token } => Holder::Player {
                        token,
                        client: None,
                        away_since: head.updated_at,
                    },
                    StoredHolder::Ai(s) => Holder::Ai(s, None),
                    StoredHolder::AiFor { strength, token } => Holder::Ai(strength, Some(token)),
                })
                .collect(),
            host: head.host,
            started: head.started,
            members: BTreeMap::new(),
            rng: GameRng::from_seed(seed),
            thinking: None,
            thinking_wanted: false,
            clock_before_act: None,
            store_retry: None,
            public: head.public,
            names: head.names,
            chat: stored.chat,
            chat_stored,
            chat_last: chat_stored,
            chat_removed: Vec::new(),
            reserved: Vec::new(),
            webhooks: head.webhooks,
            languages: head.languages,
            emails: padded(head.emails, seat_count),
            pushes: padded(head.pushes, seat_count),
            // A restart does not tell a turn or an end again.
            turn_told: match game_to_move {
                ToMove::Seat(s) => Some((s.0, head.turn_since)),
                _ => None,
            },
            reminded: false,
            end_told: head.over,
            // A finished room brought back was counted from the store at the start.
            counted: head.over,
        })
    }

    /// Brings room `code` back as the store has it, to play on by itself (chance, AI seats)
    /// only from time `at`; `wait` is how long it waited this time.
    pub(super) fn bring_back_later(&mut self, code: &str, at: u64, wait: u64) {
        let Some(store) = self.store.as_mut() else {
            return;
        };
        let stored = match store.load(code) {
            Ok(Some(stored)) => stored,
            Ok(None) => return,
            Err(e) => {
                log_store_error(code, &e);
                return;
            }
        };
        match self.room_from_store(stored) {
            Ok(mut room) => {
                room.store_retry = Some((at, wait));
                self.rooms.insert(code.to_string(), room);
            }
            Err(e) => log_store_error(code, &e),
        }
    }

    /// The store's head of room `code` (none: no such room stored, or no store).
    pub(super) fn stored_head(&mut self, code: &str) -> Result<Option<RoomHead>, String> {
        if let Some(head) = self.finished_heads.get(code) {
            return Ok(Some(head.clone()));
        }
        let Some(store) = self.store.as_mut() else {
            return Ok(None);
        };
        let head = store.load_head(code)?;
        // A finished room's head no longer changes: kept at hand (a player's list asked for
        // again and again costs no store query), until the store forgets finished rooms.
        if let Some(h) = head.as_ref().filter(|h| h.over) {
            if self.finished_heads.len() >= FINISHED_HEADS_KEPT {
                self.finished_heads.clear();
            }
            self.finished_heads.insert(code.to_string(), h.clone());
        }
        Ok(head)
    }

    /// `bring_back` for `client`'s join: the replay of a stored record is paid from the
    /// budget of the client's network and the server's (a refusal when either is spent).
    pub(super) fn bring_back_within_budget(
        &mut self,
        client: ClientKey,
        code: &str,
    ) -> Result<(), Words> {
        if self.rooms.contains_key(code) {
            return Ok(());
        }
        let Some(head) = self.stored_head(code)? else {
            return Ok(());
        };
        self.pay_for_replay(client, u64::from(head.actions).max(1))?;
        self.bring_back(code).map_err(Words::from)
    }

    /// Takes `cost` replayed actions from the budget of `client`'s network and the server's,
    /// or refuses when either is spent.
    pub(super) fn pay_for_replay(&mut self, client: ClientKey, cost: u64) -> Result<(), Words> {
        let rate = u64::from(self.limits.replays_per_second);
        let now = self.now;
        let network = self.network_of(client);
        let mut mine = self
            .replays
            .get(&network)
            .copied()
            .unwrap_or(super::Bucket {
                left: rate.saturating_mul(10),
                at: now,
            });
        let mut all = self.replays_all;
        if !mine.take(cost, rate, now) || !all.take(cost, rate.saturating_mul(4), now) {
            return Err(words!("net-refuse-busy"));
        }
        self.replays_all = all;
        if self.replays.len() > 10_000 {
            // Full buckets are as good as none.
            let full = rate.saturating_mul(10);
            self.replays
                .retain(|_, b| b.left + rate.saturating_mul(now.saturating_sub(b.at)) < full);
        }
        self.replays.insert(network, mine);
        Ok(())
    }

    /// The store forgets finished rooms past their time, past the share of `network` (a
    /// room about to be created from it) and past the total, a few at a time.
    pub(super) fn trim_finished(&mut self, network: Option<&str>) {
        let limits = self.limits;
        // Rooms past their time go at the minute's trim, not at a request (which forgets the
        // one or two past the shares only).
        let before = match network {
            Some(_) => 0,
            None => self.now.saturating_sub(limits.expire_finished),
        };
        let Some(store) = self.store.as_mut() else {
            return;
        };
        let which = FinishedRooms {
            before,
            of_network: network
                .filter(|n| !n.is_empty())
                .map(|n| (n, limits.finished_per_network.saturating_sub(1))),
            // The total is counted at the minute's trim only (a count over every finished
            // room is no request's cost).
            total: if network.is_some() {
                usize::MAX
            } else {
                limits.finished_total
            },
            most: 100,
        };
        match store.trim_finished(which) {
            Ok(0) => {}
            Ok(_) => self.finished_heads.clear(),
            Err(e) => log_store_error("(finished rooms past their time)", &e),
        }
    }

    /// Brings room `code` back from the store if it is not in memory (a finished game asked
    /// for again); Ok when the store has no such room either.
    pub(super) fn bring_back(&mut self, code: &str) -> Result<(), String> {
        if self.rooms.contains_key(code) {
            return Ok(());
        }
        let Some(store) = self.store.as_mut() else {
            return Ok(());
        };
        if let Some(stored) = store.load(code)? {
            let room = self.room_from_store(stored)?;
            self.rooms.insert(code.to_string(), room);
            self.catch_up(code)?;
        }
        Ok(())
    }

    /// Saves room `code` if it changed. When it cannot be saved the change is undone (the
    /// room is brought back as the store has it, its members still in it) and `client` is
    /// refused; otherwise `out` goes out.
    pub(super) fn stored_or_refused(
        &mut self,
        client: ClientKey,
        code: &str,
        out: Outbox,
    ) -> Outbox {
        let Err(reason) = self.save(code) else {
            return out;
        };
        if !self.rooms.contains_key(code) {
            return refused(client, reason);
        }
        let mut notices = refused(client, reason);
        notices.extend(self.as_stored(code));
        notices
    }

    /// Brings room `code` back as the store has it (its members and their connections kept);
    /// everyone in the room sees it so.
    fn as_stored(&mut self, code: &str) -> Outbox {
        let Some(changed) = self.rooms.remove(code) else {
            return Outbox::new();
        };
        if self.bring_back(code).is_ok()
            && let Some(room) = self.rooms.get_mut(code)
        {
            room.members = changed.members;
            for (kept, had) in room.seats.iter_mut().zip(&changed.seats) {
                if let (
                    Holder::Player {
                        token,
                        client,
                        away_since,
                    },
                    Holder::Player {
                        token: t,
                        client: c,
                        away_since: a,
                    },
                ) = (kept, had)
                    && token == t
                {
                    *client = *c;
                    *away_since = *a;
                }
            }
            room.members.retain(|_, seat| {
                seat.is_none_or(|s| matches!(room.seats[usize::from(s)], Holder::Player { .. }))
            });
        }
        let mut notices = self.room_notices(code);
        notices.extend(self.records_from(code, 0));
        notices
    }

    /// Opens a batch: the requests answered until `commit_batch` are saved together, with one
    /// sync to disk for all, and their notices wait for it (nothing is told before it is
    /// kept). Without a store, or when the store cannot open one, each save stands alone.
    pub fn begin_batch(&mut self) {
        if let Some(store) = self.store.as_mut()
            && store.begin_batch().is_ok()
        {
            self.batch = Some(Vec::new());
        }
    }

    /// Closes the batch: when its saves are kept, `out` (the notices of its requests) goes
    /// out as it is. When they cannot be kept, each room saved in it is brought back as the
    /// store has it (its members see it so) and every client in `asked` is refused.
    pub fn commit_batch(&mut self, asked: &[ClientKey], out: Outbox) -> Outbox {
        let Some(mut saved) = self.batch.take() else {
            return out;
        };
        let Some(Err(reason)) = self.store.as_mut().map(|s| s.commit_batch()) else {
            return out;
        };
        log_store_error("(a batch of requests)", &reason);
        let mut notices = Outbox::new();
        let mut clients = asked.to_vec();
        clients.sort_unstable();
        clients.dedup();
        for client in clients {
            notices.extend(refused(client, reason.clone()));
        }
        saved.sort_unstable();
        saved.dedup();
        for code in saved {
            notices.extend(self.as_stored(&code));
        }
        notices
    }

    pub(super) fn save(&mut self, code: &str) -> Result<(), String> {
        let (Some(store), Some(room)) = (self.store.as_mut(), self.rooms.get_mut(code)) else {
            return Ok(());
        };
        if !room.dirty {
            return Ok(());
        }
        room.updated_at = self.now;
        self.finished_heads.remove(code);
        let actions = &room.game.record().actions;
        let keep = room.stored.min(actions.len());
        store.save(&room.head(code), keep, &actions[keep..])?;
        let new_chat: Vec<_> = room
            .chat
            .iter()
            .filter(|l| l.id > room.chat_stored)
            .cloned()
            .collect();
        if !new_chat.is_empty() || !room.chat_removed.is_empty() {
            store.save_chat(code, &new_chat, &room.chat_removed)?;
            room.chat_stored = room.chat.last().map_or(room.chat_stored, |l| l.id);
            room.chat_removed.clear();
        }
        room.stored = actions.len();
        room.dirty = false;
        if let Some(batch) = self.batch.as_mut() {
            batch.push(code.to_string());
        }
        Ok(())
    }

    /// The time per move at `now` (seconds since 1970): each seat whose player let it run
    /// out loses the game, or is taken by the AI, as its room was created; each change saved
    /// and told to the room.
    pub fn tick(&mut self, now: u64) -> Outbox {
        self.now = now;
        self.mark_alive(now);
        self.sweep_failed_joins(now);
        if now >= self.finished_trimmed + 60 {
            // Finished rooms past their time leave the store, a few each minute.
            self.finished_trimmed = now;
            self.trim_finished(None);
        }
        let mut out = self.expire(now);
        out.extend(self.retry_stored(now));
        out.extend(self.quick_match_upkeep(now));
        let late: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, r)| r.deadline().is_some_and(|d| now >= d))
            .map(|(c, _)| c.clone())
            .collect();
        for code in late {
            let room = self.rooms.get_mut(&code).expect("the room");
            let (Some((_, on_timeout)), ToMove::Seat(seat)) =
                (room.pace.limit(), room.game.to_move())
            else {
                continue;
            };
            let before = room.game.record().actions.len();
            room.dirty = true;
            let mut notices = match on_timeout {
                OnTimeout::Lose => {
                    room.forfeit = Some(seat.0);
                    self.room_notices(&code)
                }
                OnTimeout::Ai => {
                    // The player keeps their token: they may take the seat back.
                    let token = match &room.seats[seat.index()] {
                        Holder::Player { token, .. } => Some(token.clone()),
                        _ => None,
                    };
                    room.seats[seat.index()] = Holder::Ai(HAND_OVER_AI, token);
                    let mut n = self.room_notices(&code);
                    n.extend(self.advance(&code, before));
                    n
                }
            };
            if let Err(reason) = self.save(&code) {
                // Tried again at the next tick.
                notices = Vec::new();
                self.rooms.remove(&code);
                let _ = self.bring_back(&code);
                log_store_error(&code, &reason);
            } else {
                // A game that ended so, with nobody in it, leaves memory (the store keeps it).
                self.unpin(&code);
            }
            out.extend(notices);
        }
        self.count_finished(None);
        self.notify_upkeep(now);
        out
    }
}

pub(super) fn log_store_error(code: &str, reason: &str) {
    // The lobby is plain Rust; the server logs what it answers. A tick's or a batch's failure
    // has no one client to answer, so it goes to standard error.
    eprintln!("room {code}: could not be stored: {reason}");
}
