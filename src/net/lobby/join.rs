//! The lobby's joins: back to one's own seat by its token (also a seat the AI took meanwhile),
//! onto an open seat, or to watch; the spectators' limit, and the failed joins counted per
//! address (guessing room codes is bounded).

use super::{
    ClientKey, FAILED_JOIN_WINDOW, FailedJoins, Holder, Lobby, MAX_FAILED_JOIN_NETWORKS,
    OVERFLOW_NETWORK, Outbox, Room, refused,
};
use crate::{net::protocol::Notice, rules::Seat, words};

impl Lobby {
    /// Whether joins from `client`'s address are refused for now (too many found nothing).
    pub(super) fn joins_barred(&self, client: ClientKey) -> bool {
        let Some(address) = self.addresses.get(&client) else {
            return false;
        };
        let entry = self.failed_joins.get(address).or_else(|| {
            (self.failed_joins.len() >= MAX_FAILED_JOIN_NETWORKS)
                .then(|| self.failed_joins.get(OVERFLOW_NETWORK))
                .flatten()
        });
        entry.is_some_and(|f| {
            self.now < f.since + FAILED_JOIN_WINDOW
                && f.count >= self.limits.failed_joins_per_address
        })
    }

    /// A join from `client`'s address found no room, or a token not of it.
    pub(super) fn join_failed(&mut self, client: ClientKey) {
        let Some(address) = self.addresses.get(&client) else {
            return;
        };
        let now = self.now;
        let key = if self.failed_joins.len() >= MAX_FAILED_JOIN_NETWORKS
            && !self.failed_joins.contains_key(address)
        {
            OVERFLOW_NETWORK.to_string()
        } else {
            address.clone()
        };
        let entry = self.failed_joins.entry(key).or_insert(FailedJoins {
            since: now,
            count: 0,
        });
        if now >= entry.since + FAILED_JOIN_WINDOW {
            *entry = FailedJoins {
                since: now,
                count: 0,
            };
        }
        entry.count = entry.count.saturating_add(1);
    }

    /// Forgets the failed joins whose window has passed, at most once a minute (a pass over
    /// the map is not made per join).
    pub(super) fn sweep_failed_joins(&mut self, now: u64) {
        if now < self.failed_joins_swept + 60 {
            return;
        }
        self.failed_joins_swept = now;
        self.failed_joins
            .retain(|_, f| now < f.since + FAILED_JOIN_WINDOW);
    }

    pub(super) fn join(
        &mut self,
        client: ClientKey,
        code: &str,
        seat: Option<u8>,
        token: Option<String>,
    ) -> Outbox {
        let code = code.to_ascii_uppercase();
        // (The network's failed joins were looked at, and a code that names no room counted
        // against it, in `handle`.)
        let Some(room) = self.rooms.get(&code) else {
            return refused(client, words!("net-refuse-no-room", code = code));
        };
        // Back to one's own seat by its token (also one the AI took meanwhile); onto an open
        // seat; or watch.
        let mut new_token = None;
        let taken: Option<u8> = if let Some(token) = token {
            let found = room.seats.iter().position(|h| match h {
                Holder::Player { token: t, .. } | Holder::Ai(_, Some(t)) => {
                    super::same_token(t, &token)
                }
                _ => false,
            });
            match found {
                Some(s) => Some(s as u8),
                None => {
                    self.join_failed(client);
                    return refused(client, words!("net-refuse-bad-token"));
                }
            }
        } else if let Some(s) = seat {
            let number = u32::from(s) + 1;
            let held = room.reserved.get(usize::from(s)).copied().unwrap_or(false);
            match room.seats.get(usize::from(s)) {
                Some(Holder::Open) if held => {
                    return refused(client, words!("net-refuse-seat-held", seat = number));
                }
                Some(Holder::Open) => {
                    new_token = Some(self.new_token());
                    Some(s)
                }
                Some(_) => return refused(client, words!("net-refuse-seat-taken", seat = number)),
                None => return refused(client, words!("net-refuse-no-seat", seat = number)),
            }
        } else if room.members.get(&client).is_some_and(Option::is_some) {
            // A player of the room does not become a spectator of it (the spectators' talk is
            // theirs while the game runs).
            return refused(client, words!("net-refuse-seated-watch"));
        } else {
            let spectators = room
                .members
                .iter()
                .filter(|(c, s)| s.is_none() && **c != client)
                .count();
            if spectators >= self.limits.spectators_per_room {
                return refused(
                    client,
                    words!(
                        "net-refuse-spectators-full",
                        spectators = self.limits.spectators_per_room
                    ),
                );
            }
            None
        };
        // A connection is in one room at a time: joining another leaves the last (its seat
        // stays its own, for the token).
        let mut out = Vec::new();
        let elsewhere: Vec<String> = self
            .rooms
            .iter()
            .filter(|(c, r)| **c != code && r.members.contains_key(&client))
            .map(|(c, _)| c.clone())
            .collect();
        for other in elsewhere {
            self.drop_member(client, &other);
            out.extend(self.room_notices(&other));
        }
        let name = self.name_of(client);
        let room = self.rooms.get_mut(&code).expect("the room exists");
        let mut back_from_ai = false;
        if let Some(s) = taken {
            let holder = &mut room.seats[usize::from(s)];
            match holder {
                Holder::Player { client: c, .. } => {
                    // A second connection with the token replaces the first.
                    if let Some(old) = c.take() {
                        room.members.remove(&old);
                    }
                    *c = Some(client);
                }
                Holder::Ai(_, Some(token)) => {
                    // The player takes their seat back from the AI: a decision it is making
                    // for the seat is not played.
                    *holder = Holder::Player {
                        token: token.clone(),
                        client: Some(client),
                        away_since: 0,
                    };
                    room.thinking_wanted = false;
                    room.dirty = true;
                    back_from_ai = true;
                }
                _ => {
                    *holder = Holder::Player {
                        token: new_token.clone().expect("a token for a new seat"),
                        client: Some(client),
                        away_since: 0,
                    };
                    room.dirty = true;
                }
            }
        }
        room.members.insert(client, taken);
        if let Some(s) = taken
            && !name.is_empty()
            && room.names[usize::from(s)] != name
        {
            room.names[usize::from(s)] = name;
            room.dirty = true;
        }
        let token = match taken {
            Some(s) => match &room.seats[usize::from(s)] {
                Holder::Player { token, .. } => Some(token.clone()),
                _ => None,
            },
            None => None,
        };
        out.push((
            client,
            Notice::Joined {
                code: code.clone(),
                game: room.game.game_id().to_string(),
                options: room.options.clone(),
                seat: taken,
                token,
            },
        ));
        let seat = taken.map(Seat);
        out.push((
            client,
            Notice::Record {
                code: code.clone(),
                from: 0,
                actions: room.game.record_from(seat, 0),
            },
        ));
        out.extend(self.room_notices(&code));
        out.extend(self.names_notices(&code));
        out.extend(self.chat_for(client, &code));
        if back_from_ai && room_to_move_is(self.rooms.get(&code), taken) {
            // The seat's own time starts again now that its player is back.
            if let Some(room) = self.rooms.get_mut(&code) {
                room.turn_since = self.now;
            }
        }
        if taken.is_some()
            && let Some(room) = self.rooms.get(&code)
            && room.started
            && room.thinking.is_none()
            && !room.over()
            && room.server_to_move()
        {
            // AI seats that paused while no player was here play on.
            let len = room.game.record().actions.len();
            out.extend(self.advance(&code, len));
        }
        out
    }
}

/// Whether `seat` is to move in `room`.
fn room_to_move_is(room: Option<&Room>, seat: Option<u8>) -> bool {
    match (room, seat) {
        (Some(room), Some(s)) => {
            matches!(room.game.to_move(), crate::rules::ToMove::Seat(m) if m.0 == s)
        }
        _ => false,
    }
}
