//! The lobby's members: what each member is told of a room (its seats, the record as their
//! seat may see it), who is in a room, and members leaving or disconnecting.

use super::{ClientKey, Holder, Lobby, Outbox, Room, refused};
use crate::{
    net::protocol::{Notice, SeatState},
    rules::Seat,
    words,
};

impl Lobby {
    /// The room's seats for every member.
    pub(super) fn room_notices(&self, code: &str) -> Outbox {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        let seats: Vec<SeatState> = room
            .seats
            .iter()
            .map(|h| match h {
                Holder::Open => SeatState::Open,
                Holder::Player { client, .. } => SeatState::Player {
                    connected: client.is_some(),
                },
                Holder::Ai(s, _) => SeatState::Ai(*s),
            })
            .collect();
        let deadline = room.deadline();
        room.members
            .keys()
            .map(|&c| {
                (
                    c,
                    Notice::Room {
                        code: code.to_string(),
                        seats: seats.clone(),
                        host: room.host,
                        started: room.started,
                        pace: room.pace,
                        deadline,
                        forfeit: room.forfeit,
                        resigned: room.resigned,
                    },
                )
            })
            .collect()
    }

    /// The room and the client's seat in it, or the refusal.
    pub(super) fn member(
        &self,
        client: ClientKey,
        code: &str,
    ) -> Result<(&Room, Option<u8>), Outbox> {
        let room = self
            .rooms
            .get(code)
            .ok_or_else(|| refused(client, words!("net-refuse-no-room", code = code)))?;
        let seat = room
            .members
            .get(&client)
            .copied()
            .ok_or_else(|| refused(client, words!("net-refuse-not-in-room", code = code)))?;
        Ok((room, seat))
    }

    pub(super) fn leave(&mut self, client: ClientKey, code: &str) -> Outbox {
        if let Err(out) = self.member(client, code) {
            return out;
        }
        self.drop_member(client, code);
        self.room_notices(code)
    }

    /// The client leaves room `code`; a finished game's room goes when its last member
    /// leaves (an unfinished one waits for its players' tokens).
    pub(super) fn drop_member(&mut self, client: ClientKey, code: &str) {
        let now = self.now;
        if let Some(room) = self.rooms.get_mut(code) {
            room.members.remove(&client);
            for h in &mut room.seats {
                if let Holder::Player {
                    client: c,
                    away_since,
                    ..
                } = h
                    && *c == Some(client)
                {
                    *c = None;
                    *away_since = now;
                    room.last_seen = now;
                }
            }
        }
        if self
            .rooms
            .get(code)
            .is_some_and(|r| r.members.is_empty() && r.over())
        {
            self.finished_leaving(code);
            self.rooms.remove(code);
        }
    }

    /// A connection closed: its seats wait for their tokens, the others see them away.
    pub fn disconnect(&mut self, client: ClientKey) -> Outbox {
        self.budgets.remove(&client);
        self.addresses.remove(&client);
        self.chat_budgets.remove(&client);
        self.lobby_asked.remove(&client);
        self.client_names.remove(&client);
        self.quick.retain(|w| w.client != client);
        let codes: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, r)| r.members.contains_key(&client))
            .map(|(c, _)| c.clone())
            .collect();
        let mut out = Vec::new();
        for code in codes {
            self.drop_member(client, &code);
            out.extend(self.room_notices(&code));
        }
        out
    }

    /// Every member's view of the record from action `from` on.
    pub(super) fn records_from(&self, code: &str, from: usize) -> Outbox {
        let Some(room) = self.rooms.get(code) else {
            return Vec::new();
        };
        // Each member gets the actions from `from` on only (a change costs what changed, not
        // the whole record, for every member).
        room.members
            .iter()
            .map(|(&client, &seat)| {
                (
                    client,
                    Notice::Record {
                        code: code.to_string(),
                        from: from as u32,
                        actions: room.game.record_from(seat.map(Seat), from),
                    },
                )
            })
            .collect()
    }
}
