//! The lobby's game play: the host's start, a player's action and undo, the host's hand-over
//! of an away player's seat to the AI, and the server's own moves (chance and AI seats) after
//! each change; AI seats decide in place, or elsewhere as jobs (the server's task pool).

use super::{ClientKey, HAND_OVER_AI, HAND_OVER_GRACE_SLOW, Holder, Lobby, Outbox, Room, refused};
use crate::{
    ai::GameRng,
    net::online_game::Thinker,
    rules::{Seat, ToMove},
    words,
};

/// An AI seat's decision asked for by a room: run `think` with `rng` anywhere, then give the
/// action and the generator back to `Lobby::ai_decided`.
pub struct AiJob {
    pub code: String,
    pub id: u64,
    pub think: Thinker,
    pub rng: GameRng,
}

impl Lobby {
    pub(super) fn start(&mut self, client: ClientKey, code: &str) -> Outbox {
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if seat.is_none() || seat != room.host {
            return refused(client, words!("net-refuse-host-starts"));
        }
        if room.started {
            return refused(client, words!("net-refuse-started"));
        }
        if room.seats.iter().any(|h| matches!(h, Holder::Open)) {
            return refused(client, words!("net-refuse-seat-open"));
        }
        let now = self.now;
        let room = self.rooms.get_mut(code).expect("the room");
        room.started = true;
        room.turn_since = now;
        room.dirty = true;
        let mut out = self.room_notices(code);
        out.extend(self.advance(code, 0));
        out
    }

    pub(super) fn act(&mut self, client: ClientKey, code: &str, action: &str, seen: u32) -> Outbox {
        let (room, seat) = match self.seated(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if !room.started {
            return refused(client, words!("net-refuse-not-started"));
        }
        if let Some(lost) = room.forfeit {
            return refused(
                client,
                words!("net-refuse-out-of-time", seat = u32::from(lost) + 1),
            );
        }
        let before = room.game.record().actions.len();
        if seen as usize != before {
            return refused(client, words!("net-refuse-moved-on"));
        }
        let room = self.rooms.get_mut(code).expect("the room");
        let clock = room.turn_since;
        if let Err(reason) = room.game.act(Seat(seat), action) {
            return refused(client, reason);
        }
        room.clock_before_act = Some((before, clock));
        self.advance(code, before)
    }

    pub(super) fn undo(&mut self, client: ClientKey, code: &str) -> Outbox {
        let seat = match self.seated(client, code) {
            Ok((_, seat)) => seat,
            Err(out) => return out,
        };
        let room = self.rooms.get_mut(code).expect("the room");
        if room.forfeit.is_some() {
            return refused(client, words!("refuse-game-over"));
        }
        if !room.game.undo_is_kept() {
            // No state kept for it (a second undo in a row, or the first after a restart): the
            // record is replayed, paid from the network's budget of replays.
            let cost = room.game.record().actions.len() as u64;
            if let Err(reason) = self.pay_for_replay(client, cost.max(1)) {
                return refused(client, reason);
            }
        }
        let room = self.rooms.get_mut(code).expect("the room");
        let before = room.game.record().actions.len();
        if let Err(reason) = room.game.undo(Seat(seat)) {
            return refused(client, reason);
        }
        let after = before - 1;
        // A decision the AI is making for the position taken back will not be taken (its
        // answer is dropped when it comes; no second one is asked for meanwhile).
        room.thinking_wanted = false;
        room.stored = room.stored.min(after);
        // The seat's time runs on from when its turn began, as before the action: taking a
        // move back gives no fresh time.
        if let Some((len, clock)) = room.clock_before_act.take()
            && len == after
        {
            room.turn_since = clock;
        }
        room.dirty = true;
        let mut out = self.records_from(code, after);
        if self
            .rooms
            .get(code)
            .is_some_and(|r| r.pace.limit().is_some())
        {
            out.extend(self.room_notices(code));
        }
        out
    }

    /// The player of `client`'s seat in room `code` resigns: the seat loses and the game ends
    /// there (as on time).
    pub(super) fn resign(&mut self, client: ClientKey, code: &str) -> Outbox {
        let (room, seat) = match self.seated(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if !room.started {
            return refused(client, words!("net-refuse-not-started"));
        }
        if room.over() {
            return refused(client, words!("refuse-game-over"));
        }
        let room = self.rooms.get_mut(code).expect("the room");
        room.forfeit = Some(seat);
        room.resigned = true;
        room.thinking_wanted = false;
        room.dirty = true;
        self.room_notices(code)
    }

    pub(super) fn hand_to_ai(&mut self, client: ClientKey, code: &str, seat: u8) -> Outbox {
        let (room, own) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if own.is_none() || own != room.host {
            return refused(client, words!("net-refuse-host-hands-over"));
        }
        // Host powers go with the host's seat: while the AI plays it (taken on time), the
        // host takes it back before handing out others.
        let holds_own = own.is_some_and(|s| {
            matches!(
                room.seats.get(usize::from(s)),
                Some(Holder::Player { client: Some(c), .. }) if *c == client
            )
        });
        if !holds_own {
            return refused(client, words!("net-refuse-host-away"));
        }
        let grace = match room.pace.limit() {
            None if room.pace == crate::net::store::Pace::Live => self.limits.hand_over_grace,
            None => HAND_OVER_GRACE_SLOW,
            Some((seconds, _)) => seconds,
        };
        let token = match room.seats.get(usize::from(seat)) {
            Some(Holder::Open) => None,
            Some(Holder::Player {
                client: None,
                away_since,
                token,
            }) => {
                // An away player has a grace period before the host may give their seat to
                // the AI (and keeps their token to take it back after). By correspondence it
                // counts from when the player's turn began: a player who is not to move holds
                // nobody up, and being away is how correspondence is played.
                let since = if room.pace == crate::net::store::Pace::Live || !room.started {
                    *away_since
                } else {
                    match room.game.to_move() {
                        ToMove::Seat(s) if s.0 == seat => (*away_since).max(room.turn_since),
                        _ => return refused(client, words!("net-refuse-not-their-turn")),
                    }
                };
                let away = self.now.saturating_sub(since);
                if away < grace {
                    return refused(
                        client,
                        words!(
                            "net-refuse-away-grace",
                            minutes = (grace - away).div_ceil(60)
                        ),
                    );
                }
                Some(token.clone())
            }
            Some(Holder::Player { .. }) => {
                return refused(client, words!("net-refuse-player-here"));
            }
            _ => {
                return refused(
                    client,
                    words!("net-refuse-no-player", seat = u32::from(seat) + 1),
                );
            }
        };
        let (before, started) = (room.game.record().actions.len(), room.started);
        let room = self.rooms.get_mut(code).expect("the room");
        room.seats[usize::from(seat)] = Holder::Ai(HAND_OVER_AI, token);
        room.dirty = true;
        let mut out = self.room_notices(code);
        if started {
            out.extend(self.advance(code, before));
        }
        out
    }

    /// After a change from action `from` on: chance and AI seats play until a player is to
    /// move (or the game ends), then every member gets the record from `from` on.
    pub(super) fn advance(&mut self, code: &str, from: usize) -> Outbox {
        let now = self.now;
        let elsewhere = self.ai_elsewhere;
        let pause = self.limits.ai_pause_after;
        let room = self.rooms.get_mut(code).expect("the room");
        let mut job = None;
        // After a failed save the room waits before it plays on by itself.
        let waiting_for_store = room.store_retry.is_some_and(|(at, _)| now < at);
        // AI seats left alone by every player stop after a while (a player's return, or a
        // look at their games list, wakes them): rooms no player is in do not take the
        // server's AI time (spectators do not count).
        let paused = room.ai_paused(now, pause);
        if room.started && room.forfeit.is_none() && !waiting_for_store {
            loop {
                match room.game.to_move() {
                    ToMove::Chance => {
                        room.game.roll(&mut room.rng);
                    }
                    ToMove::Seat(s) => match room.seats.get(s.index()) {
                        Some(Holder::Ai(..)) if paused => break,
                        Some(Holder::Ai(strength, _)) if elsewhere => {
                            // One decision at a time: while a stale one is still being made,
                            // the new one is asked for when it comes back.
                            if room.thinking.is_none() {
                                self.last_job += 1;
                                room.thinking = Some(self.last_job);
                                room.thinking_wanted = true;
                                job = Some(AiJob {
                                    code: code.to_string(),
                                    id: self.last_job,
                                    think: room.game.thinker(*strength),
                                    rng: room.rng.clone(),
                                });
                            }
                            break;
                        }
                        Some(Holder::Ai(strength, _)) => {
                            room.game.ai_act(*strength, &mut room.rng);
                        }
                        _ => break,
                    },
                    ToMove::Over => break,
                }
            }
        }
        self.ai_jobs.extend(job);
        let room = self.rooms.get_mut(code).expect("the room");
        if room.game.record().actions.len() > from {
            room.turn_since = now;
            room.dirty = true;
        }
        // A card played shows its way into the hand: the records go out again from there.
        let from = room.game.take_shown_from().map_or(from, |f| f.min(from));
        let timed = room.pace.limit().is_some();
        let mut out = self.records_from(code, from);
        if timed {
            // The time per move starts again for the seat to move now.
            out.extend(self.room_notices(code));
        }
        out
    }

    /// From now on the AI seats decide elsewhere: `advance` leaves an `AiJob` for
    /// `take_ai_jobs` where it would have decided in place (the game server runs them on its
    /// task pool, so one long decision holds up no other room).
    pub fn think_elsewhere(&mut self) {
        self.ai_elsewhere = true;
    }

    /// The AI decisions asked for and not yet taken, at most `most` of them, in turn across
    /// the networks the rooms were created from (the network served longest ago first, its
    /// oldest job), so one network's many rooms do not make every other room wait; the rest
    /// wait for a later call.
    pub fn take_ai_jobs(&mut self, most: usize) -> Vec<AiJob> {
        let mut taken = Vec::new();
        while taken.len() < most && !self.ai_jobs.is_empty() {
            let network_of = |job: &AiJob| {
                self.rooms
                    .get(&job.code)
                    .map_or("", |r| r.creator_address.as_str())
            };
            let pick = (0..self.ai_jobs.len())
                .min_by_key(|&i| {
                    let served = self.ai_served.get(network_of(&self.ai_jobs[i])).copied();
                    (served.unwrap_or(0), i)
                })
                .unwrap_or(0);
            let job = self.ai_jobs.remove(pick);
            let network = network_of(&job).to_string();
            self.ai_handed += 1;
            self.ai_served.insert(network, self.ai_handed);
            taken.push(job);
        }
        if self.ai_served.len() > 10_000 {
            // Networks with nothing waiting are forgotten: they count as never served, at the
            // front of the line, as a new network is.
            let waiting: std::collections::HashSet<&str> = self
                .ai_jobs
                .iter()
                .filter_map(|j| self.rooms.get(&j.code))
                .map(|r| r.creator_address.as_str())
                .collect();
            self.ai_served.retain(|n, _| waiting.contains(n.as_str()));
        }
        taken
    }

    /// How many AI decisions are asked for and not yet taken.
    pub fn ai_jobs_waiting(&self) -> usize {
        self.ai_jobs.len()
    }

    /// Job `id` of room `code` decided `action` (its generator now `rng`), at time `now`: the
    /// action is played on the single legality path and the game goes on. A decision the room
    /// no longer waits for (taken back meanwhile, the room gone) changes nothing.
    pub fn ai_decided(
        &mut self,
        code: &str,
        id: u64,
        action: Option<String>,
        rng: GameRng,
        now: u64,
    ) -> Outbox {
        self.now = now;
        let Some(room) = self.rooms.get_mut(code) else {
            return Vec::new();
        };
        if room.thinking != Some(id) {
            return Vec::new();
        }
        room.thinking = None;
        let before = room.game.record().actions.len();
        if !room.thinking_wanted {
            // Asked for a position taken back (or a seat its player took back): dropped, and
            // the decision now due (if any) is asked for.
            let out = self.advance(code, before);
            self.unpin(code);
            return out;
        }
        room.thinking_wanted = false;
        if let ToMove::Seat(seat) = room.game.to_move()
            && let Some(Holder::Ai(strength, _)) = room.seats.get(seat.index())
        {
            room.rng = rng;
            let played = action.is_some_and(|a| room.game.act(seat, &a).is_ok());
            if !played {
                // Not expected (the AI chose among the legal actions): decide in place.
                room.game.ai_act(*strength, &mut room.rng);
            }
        }
        let mut out = self.advance(code, before);
        match self.save(code) {
            Ok(()) => {
                if let Some(room) = self.rooms.get_mut(code) {
                    room.store_retry = None;
                }
                // A game the AI ended with nobody in the room leaves memory.
                self.unpin(code);
            }
            Err(reason) => {
                // The room goes back to what the store has, and waits (5 s, then twice as
                // long each time, up to 5 minutes) before the AI decides again: a store that
                // cannot save is not asked every frame.
                out = Vec::new();
                let wait = self
                    .rooms
                    .get(code)
                    .and_then(|r| r.store_retry)
                    .map_or(5, |(_, w)| (w * 2).min(300));
                self.rooms.remove(code);
                super::persist::log_store_error(code, &reason);
                self.bring_back_later(code, now + wait, wait);
            }
        }
        out
    }
}

impl Lobby {
    /// The room and the seat `client` holds in it now (not a seat the AI has taken over), or
    /// the refusal: no room, not in it, a spectator, or a seat no longer its own.
    fn seated(&self, client: ClientKey, code: &str) -> Result<(&Room, u8), Outbox> {
        let (room, seat) = self.member(client, code)?;
        let Some(seat) = seat else {
            return Err(refused(client, words!("net-refuse-spectator")));
        };
        let holds = matches!(
            room.seats.get(usize::from(seat)),
            Some(Holder::Player { client: Some(c), .. }) if *c == client
        );
        if !holds {
            return Err(refused(client, words!("net-refuse-not-your-seat")));
        }
        Ok((room, seat))
    }
}

impl Room {
    /// Whether the server plays the next action (chance, or an AI seat).
    pub(super) fn server_to_move(&self) -> bool {
        match self.game.to_move() {
            ToMove::Chance => true,
            ToMove::Seat(s) => matches!(self.seats.get(s.index()), Some(Holder::Ai(..))),
            ToMove::Over => false,
        }
    }

    /// Whether the AI seats wait at time `now`: no player is connected, and none has been for
    /// `pause` seconds.
    pub(super) fn ai_paused(&self, now: u64, pause: u64) -> bool {
        let someone_here = self.seats.iter().any(|h| {
            matches!(
                h,
                Holder::Player {
                    client: Some(_),
                    ..
                }
            )
        });
        !someone_here && now >= self.last_seen.saturating_add(pause)
    }
}
