//! The lobby's game play: the host's start, a player's action and undo, the host's hand-over
//! of an away player's seat to the AI, and the server's own moves (chance and AI seats) after
//! each change.

use super::{ClientKey, HAND_OVER_AI, Holder, Lobby, Outbox, refused};
use crate::rules::{Seat, ToMove};

impl Lobby {
    pub(super) fn start(&mut self, client: ClientKey, code: &str) -> Outbox {
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if seat.is_none() || seat != room.host {
            return refused(client, "only the host starts the game");
        }
        if room.started {
            return refused(client, "the game has started");
        }
        if room.seats.iter().any(|h| matches!(h, Holder::Open)) {
            return refused(client, "a seat is still open");
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
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        let Some(seat) = seat else {
            return refused(client, "a spectator does not act");
        };
        if !room.started {
            return refused(client, "the game has not started");
        }
        if let Some(lost) = room.forfeit {
            return refused(
                client,
                format!("the game is over: seat {} ran out of time", lost + 1),
            );
        }
        let before = room.game.record().actions.len();
        if seen as usize != before {
            return refused(
                client,
                "the game has moved on since that choice: look again",
            );
        }
        let room = self.rooms.get_mut(code).expect("the room");
        if let Err(reason) = room.game.act(Seat(seat), action) {
            return refused(client, reason);
        }
        self.advance(code, before)
    }

    pub(super) fn undo(&mut self, client: ClientKey, code: &str) -> Outbox {
        let (_, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        let Some(seat) = seat else {
            return refused(client, "a spectator does not act");
        };
        let room = self.rooms.get_mut(code).expect("the room");
        if room.forfeit.is_some() {
            return refused(client, "the game is over");
        }
        let before = room.game.record().actions.len();
        if let Err(reason) = room.game.undo(Seat(seat)) {
            return refused(client, reason);
        }
        let now = self.now;
        room.stored = room.stored.min(before - 1);
        room.turn_since = now;
        room.dirty = true;
        self.records_from(code, before.saturating_sub(1))
    }

    pub(super) fn hand_to_ai(&mut self, client: ClientKey, code: &str, seat: u8) -> Outbox {
        let (room, own) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if own.is_none() || own != room.host {
            return refused(client, "only the host gives a seat to the AI");
        }
        match room.seats.get(usize::from(seat)) {
            Some(Holder::Player { client: None, .. }) | Some(Holder::Open) => {}
            Some(Holder::Player { .. }) => {
                return refused(client, "that player is here");
            }
            _ => return refused(client, format!("seat {} has no player", seat + 1)),
        }
        let (before, started) = (room.game.record().actions.len(), room.started);
        let room = self.rooms.get_mut(code).expect("the room");
        room.seats[usize::from(seat)] = Holder::Ai(HAND_OVER_AI);
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
        let room = self.rooms.get_mut(code).expect("the room");
        if room.started && room.forfeit.is_none() {
            loop {
                match room.game.to_move() {
                    ToMove::Chance => {
                        room.game.roll(&mut room.rng);
                    }
                    ToMove::Seat(s) => match room.seats.get(s.index()) {
                        Some(Holder::Ai(strength)) => {
                            room.game.ai_act(*strength, &mut room.rng);
                        }
                        _ => break,
                    },
                    ToMove::Over => break,
                }
            }
        }
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
}
