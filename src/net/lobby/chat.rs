//! A room's chat: players write to the players, spectators to the spectators (the players
//! read the spectators' lines once the game is over); at most `MAX_CHAT_CHARS` a line and
//! `CHAT_PER_SECOND` lines a second from a connection; the last `KEPT_LINES` kept with the
//! room; the host removes a line.

use super::{Budget, ClientKey, Lobby, Outbox, Room, refused};
use crate::{
    net::protocol::{ChatLine, MAX_CHAT_CHARS, Notice},
    words,
};

/// The chat lines a room keeps (the oldest go first).
pub const KEPT_LINES: usize = 200;

/// Chat lines a connection may send in one second.
pub const CHAT_PER_SECOND: u32 = 5;

/// The most bytes of chat text a room keeps (its oldest lines go first): a room's chat costs
/// the server's memory and store a bounded amount.
pub const KEPT_BYTES: usize = 32 * 1024;

/// Whether the member at `seat` (none: a spectator) of `room` reads `line`.
fn reads(room: &Room, seat: Option<u8>, line: &ChatLine) -> bool {
    line.seat.is_some() || seat.is_none() || room.over()
}

/// Spends one of `client`'s `per_second` in `budgets` at second `now`; false when this
/// second's are spent.
pub(super) fn spend_per_second(
    budgets: &mut std::collections::HashMap<ClientKey, Budget>,
    client: ClientKey,
    per_second: u32,
    now: u64,
) -> bool {
    let budget = budgets.entry(client).or_insert(Budget {
        left: per_second,
        second: now,
    });
    if budget.second != now {
        *budget = Budget {
            left: per_second,
            second: now,
        };
    }
    if budget.left == 0 {
        return false;
    }
    budget.left -= 1;
    true
}

impl Lobby {
    /// The chat lines of room `code` that `client` reads (on joining).
    pub(super) fn chat_for(&self, client: ClientKey, code: &str) -> Outbox {
        let Some(room) = self.rooms.get(code) else {
            return Outbox::new();
        };
        let Some(&seat) = room.members.get(&client) else {
            return Outbox::new();
        };
        let lines: Vec<ChatLine> = room
            .chat
            .iter()
            .filter(|l| reads(room, seat, l))
            .cloned()
            .collect();
        if lines.is_empty() {
            return Outbox::new();
        }
        vec![(
            client,
            Notice::Chat {
                code: code.to_string(),
                lines,
            },
        )]
    }

    /// A chat line from `client` in room `code`, to those who read it.
    pub(super) fn chat(&mut self, client: ClientKey, code: &str, text: &str) -> Outbox {
        let seat = match self.member(client, code) {
            Ok((room, _)) if room.over() => {
                // A finished room may be one brought back from the store: its chat stays as
                // it was (the store of finished rooms does not grow by talk).
                return refused(client, words!("net-refuse-chat-over"));
            }
            Ok((_, seat)) => seat,
            Err(out) => return out,
        };
        // Control characters (line breaks among them) become spaces.
        let text: String = text
            .trim()
            .chars()
            .map(|c| if c.is_control() { ' ' } else { c })
            .collect();
        if text.is_empty() {
            return refused(client, words!("net-refuse-chat-empty"));
        }
        if text.chars().count() > MAX_CHAT_CHARS {
            return refused(
                client,
                words!("net-refuse-chat-long", chars = MAX_CHAT_CHARS),
            );
        }
        let now = self.now;
        if !spend_per_second(&mut self.chat_budgets, client, CHAT_PER_SECOND, now) {
            return refused(client, words!("net-refuse-chat-fast"));
        }
        let name = self.name_of(client);
        let room = self.rooms.get_mut(code).expect("the room");
        room.chat_last += 1;
        let id = room.chat_last;
        let line = ChatLine {
            id,
            seat,
            name,
            text,
            at: now,
        };
        room.chat.push(line.clone());
        while room.chat.len() > KEPT_LINES
            || room.chat.iter().map(|l| l.text.len()).sum::<usize>() > KEPT_BYTES
        {
            let gone = room.chat.remove(0);
            if gone.id <= room.chat_stored {
                room.chat_removed.push(gone.id);
            }
        }
        room.dirty = true;
        let room = &self.rooms[code];
        room.members
            .iter()
            .filter(|(_, s)| reads(room, **s, &line))
            .map(|(&c, _)| {
                (
                    c,
                    Notice::Chat {
                        code: code.to_string(),
                        lines: vec![line.clone()],
                    },
                )
            })
            .collect()
    }

    /// The host removes chat line `id` of room `code`; every member is told.
    pub(super) fn remove_chat(&mut self, client: ClientKey, code: &str, id: u32) -> Outbox {
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if seat.is_none() || seat != room.host {
            return refused(client, words!("net-refuse-host-removes"));
        }
        let room = self.rooms.get_mut(code).expect("the room");
        let Some(at) = room.chat.iter().position(|l| l.id == id) else {
            return refused(client, words!("net-refuse-no-chat-line"));
        };
        room.chat.remove(at);
        if id <= room.chat_stored {
            room.chat_removed.push(id);
        }
        room.dirty = true;
        room.members
            .keys()
            .map(|&c| {
                (
                    c,
                    Notice::ChatRemoved {
                        code: code.to_string(),
                        id,
                    },
                )
            })
            .collect()
    }
}
