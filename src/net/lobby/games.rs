//! A player's games list: how each of their rooms stands, known by its code and their token,
//! from memory or from the store's head of a finished room (no replay), each room once; a
//! player looking at it wakes AI seats of theirs that paused.

use super::{ClientKey, Holder, Lobby, Outbox, Room, persist::log_store_error, refused};
use crate::{
    net::{
        protocol::{GameSummary, MAX_GAMES_ASKED, Notice},
        store::{RoomHead, StoredHolder},
    },
    rules::ToMove,
    words,
};

impl Lobby {
    /// How the asking player's games stand, each known by its code and the player's token
    /// there (rooms unknown, or tokens not of them, are left out). A room named twice is
    /// answered once; a finished room not in memory is answered from the store's head of
    /// it (no replay).
    pub(super) fn games(&mut self, client: ClientKey, rooms: &[(String, String)]) -> Outbox {
        if rooms.len() > MAX_GAMES_ASKED {
            return refused(
                client,
                words!("net-refuse-too-many-asked", rooms = MAX_GAMES_ASKED),
            );
        }
        let mut games = Vec::new();
        let mut asked = std::collections::HashSet::new();
        let mut woken = Outbox::new();
        for (code, token) in rooms {
            let code = code.to_ascii_uppercase();
            if !asked.insert(code.clone()) {
                continue;
            }
            let summary = match self.rooms.get(&code) {
                Some(room) => summary_of_room(&code, room, token),
                None => match self.stored_head(&code) {
                    Ok(Some(head)) => summary_of_head(&head, token),
                    _ => None,
                },
            };
            // A player looking at their games is here: AI seats of theirs that paused play on.
            if summary.is_some()
                && let Some(room) = self.rooms.get_mut(&code)
                && room.started
                && !room.over()
                && room.thinking.is_none()
                && room.server_to_move()
            {
                room.last_seen = self.now;
                let len = room.game.record().actions.len();
                woken.extend(self.advance(&code, len));
                if let Err(reason) = self.save(&code) {
                    log_store_error(&code, &reason);
                }
            }
            games.extend(summary);
        }
        let mut out = vec![(client, Notice::Games { games })];
        out.extend(woken);
        out
    }
}

/// Room `room`'s summary for the holder of `token` (none: not a seat of it).
fn summary_of_room(code: &str, room: &Room, token: &str) -> Option<GameSummary> {
    let seat = room.seats.iter().position(
        |h| matches!(h, Holder::Player { token: t, .. } if super::same_token(t, token)),
    )?;
    let to_move = match room.game.to_move() {
        ToMove::Seat(s) if room.started && !room.over() => Some(s.0),
        _ => None,
    };
    Some(GameSummary {
        code: code.to_string(),
        game: room.game.game_id().to_string(),
        seat: seat as u8,
        started: room.started,
        to_move,
        over: room.over(),
        places: room.game.outcome().map(|o| o.places).unwrap_or_default(),
        forfeit: room.forfeit,
        resigned: room.resigned,
        pace: room.pace,
        deadline: room.deadline(),
        actions: room.game.record().actions.len() as u32,
    })
}

/// A stored room's summary from its head alone, for the holder of `token`.
fn summary_of_head(head: &RoomHead, token: &str) -> Option<GameSummary> {
    let seat = head.seats.iter().position(
        |h| matches!(h, StoredHolder::Player { token: t } if super::same_token(t, token)),
    )?;
    Some(GameSummary {
        code: head.code.clone(),
        game: head.game.clone(),
        seat: seat as u8,
        started: head.started,
        // Every room whose game runs is in memory; one that is not waits for the store.
        to_move: None,
        over: head.over,
        places: head.places.clone(),
        forfeit: head.forfeit,
        resigned: head.resigned,
        pace: head.pace,
        deadline: None,
        actions: head.actions,
    })
}
