//! The lobby's upkeep in time: rooms that expire unused, rooms that wait after a failed save
//! and try again, and the games' clocks across a restart or a jump of the system's clock.

use super::{Holder, Lobby, Outbox, persist::log_store_error};
use crate::net::{protocol::Notice, store::Pace};

impl Lobby {
    /// After a restart: the games' clocks resume from where they stood when the server last
    /// ran (the downtime is not counted against the players), at time `now`.
    pub fn resume_clocks(&mut self, now: u64) {
        self.now = now;
        let Some(store) = self.store.as_mut() else {
            return;
        };
        let last = match store.last_alive() {
            Ok(last) => last,
            Err(e) => {
                log_store_error("(the server's last running time)", &e);
                None
            }
        };
        if let Some(last) = last {
            self.shift_clocks(now.saturating_sub(last));
        }
        self.alive_marked = 0;
        self.mark_alive(now);
    }

    /// The system's clock jumped `seconds` ahead of the time that passed (it was set, or the
    /// machine slept): the games' clocks do not count them.
    pub fn clock_jumped(&mut self, seconds: u64) {
        self.shift_clocks(seconds);
    }

    /// Moves every running clock `seconds` later (time the server did not run, or a jump of
    /// the system's clock): the players keep the time they had.
    fn shift_clocks(&mut self, seconds: u64) {
        if seconds == 0 {
            return;
        }
        for room in self.rooms.values_mut() {
            if room.deadline().is_some() {
                room.turn_since = room.turn_since.saturating_add(seconds);
                room.dirty = true;
                // The turn told is the same turn, its clock moved with it.
                if let Some((_, since)) = &mut room.turn_told {
                    *since = since.saturating_add(seconds);
                }
            }
            room.last_seen = room.last_seen.saturating_add(seconds);
            for holder in &mut room.seats {
                if let Holder::Player {
                    client: None,
                    away_since,
                    ..
                } = holder
                {
                    *away_since = away_since.saturating_add(seconds);
                }
            }
        }
        let codes: Vec<String> = self.rooms.keys().cloned().collect();
        for code in codes {
            if let Err(e) = self.save(&code) {
                log_store_error(&code, &e);
            }
        }
    }

    /// Notes in the store, once a minute, that the server runs at `now`.
    pub(super) fn mark_alive(&mut self, now: u64) {
        if now < self.alive_marked + 60 {
            return;
        }
        self.alive_marked = now;
        if let Some(store) = self.store.as_mut()
            && let Err(e) = store.mark_alive(now)
        {
            log_store_error("(the server's running time)", &e);
        }
    }

    /// Removes the rooms kept long enough (each as `Limits` says) from memory and the store;
    /// whoever is still in one is told it is gone.
    pub(super) fn expire(&mut self, now: u64) -> Outbox {
        let limits = self.limits;
        let expired: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, r)| {
                let someone_here = r.seats.iter().any(|h| {
                    matches!(
                        h,
                        Holder::Player {
                            client: Some(_),
                            ..
                        }
                    )
                });
                if r.over() || someone_here || r.thinking.is_some() {
                    return false;
                }
                let since = |t: u64| now.saturating_sub(t);
                let players = r.seats.iter().any(|h| matches!(h, Holder::Player { .. }));
                if r.started && !players {
                    // Every seat is the AI's (taken on time): the room waits, its AI paused,
                    // for a player to take a seat back, and goes as an abandoned room does.
                    return since(r.last_seen.max(r.updated_at)) >= limits.expire_abandoned;
                }
                if !r.started {
                    since(r.created_at) >= limits.expire_waiting
                } else {
                    match r.pace {
                        Pace::Live => {
                            since(r.last_seen.max(r.updated_at)) >= limits.expire_abandoned
                        }
                        Pace::Slow {
                            seconds_per_move: None,
                            ..
                        } => since(r.updated_at) >= limits.expire_correspondence,
                        // A time per move ends the game by itself, unless the AI is to move
                        // and waits, paused, for a player to come back: then it goes as an
                        // untouched correspondence room does.
                        Pace::Slow { .. } if r.server_to_move() => {
                            since(r.updated_at) >= limits.expire_correspondence
                        }
                        Pace::Slow { .. } => false,
                    }
                }
            })
            .map(|(c, _)| c.clone())
            .collect();
        let mut out = Vec::new();
        for code in expired {
            if let Some(store) = self.store.as_mut()
                && let Err(e) = store.delete(&code)
            {
                log_store_error(&code, &e);
                continue;
            }
            self.finished_leaving(&code);
            if let Some(room) = self.rooms.remove(&code) {
                eprintln!("room {code}: expired");
                out.extend(
                    room.members
                        .keys()
                        .map(|&c| (c, Notice::Gone { code: code.clone() })),
                );
            }
        }
        out
    }

    /// The rooms that waited after a failed save play on (and save) once their wait is over.
    pub(super) fn retry_stored(&mut self, now: u64) -> Outbox {
        let due: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, r)| r.store_retry.is_some_and(|(at, _)| now >= at))
            .map(|(c, _)| c.clone())
            .collect();
        let mut out = Vec::new();
        for code in due {
            let Some(room) = self.rooms.get_mut(&code) else {
                continue;
            };
            let (_, wait) = room.store_retry.take().unwrap_or((now, 5));
            let before = room.game.record().actions.len();
            let notices = self.advance(&code, before);
            match self.save(&code) {
                Ok(()) => out.extend(notices),
                Err(reason) => {
                    log_store_error(&code, &reason);
                    let wait = (wait * 2).min(300);
                    self.rooms.remove(&code);
                    self.bring_back_later(&code, now + wait, wait);
                }
            }
        }
        out
    }
}
