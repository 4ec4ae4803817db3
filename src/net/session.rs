//! A client's side of an online game, as plain state: what the server told it (its room,
//! seat, token, the seats, refusals) and its mirror of the game, replayed from the server's
//! record. The network client, the headless `join` client and the tests all keep one.

use super::{
    online_game::{OnlineGame, new_online_game},
    protocol::{ChatLine, GameStats, GameSummary, Notice, PublicRoom, Request, SeatState},
    store::Pace,
};
use crate::{
    ai::{GameRng, Strength},
    rules::{Seat, ToMove},
};

/// The chat lines a client keeps (the server keeps as many).
const KEPT_CHAT_LINES: usize = 200;

/// What a client knows of its room and game.
#[derive(Default)]
pub struct ClientSession {
    /// The room's code, once joined.
    pub code: Option<String>,
    /// The game's id and options (JSON), once joined.
    pub game: Option<(String, String)>,
    /// The client's seat (none: spectating).
    pub seat: Option<u8>,
    /// The token that brings the client back to its seat.
    pub token: Option<String>,
    /// The game as the server's record has it (as this seat may see it).
    pub mirror: Option<Box<dyn OnlineGame>>,
    /// Who holds each seat.
    pub seats: Vec<SeatState>,
    pub host: Option<u8>,
    pub started: bool,
    /// Whether the mirror holds the server's record (false from joining until the record
    /// arrives).
    pub synced: bool,
    /// The server's refusals, oldest first.
    pub refusals: Vec<crate::i18n::Words>,
    /// What the server told the player besides refusals (an e-mail sent to confirm, a
    /// channel set), oldest first.
    pub said: Vec<crate::i18n::Words>,
    /// The server's public key for browser push, once asked (empty: push is off).
    pub push_key: Option<String>,
    /// A record from the server that did not replay (a client older or newer than the
    /// server): the session stops following.
    pub broken: Option<String>,
    /// The room's pace, until when the seat to move has (seconds since 1970) and the seat
    /// that lost on time.
    pub pace: Pace,
    pub deadline: Option<u64>,
    pub forfeit: Option<u8>,
    /// Whether the seat of `forfeit` resigned (else it lost on time).
    pub resigned: bool,
    /// The server has removed the room (it expired unused).
    pub gone: bool,
    /// How many times the server has said the client is in a room (a reconnection is one
    /// more).
    pub joins: u32,
    /// The player's games as the server last listed them.
    pub games: Option<Vec<GameSummary>>,
    /// Actions the server had told this client that a later record replaced by others
    /// (an undo does that; a server that lost what it acknowledged would too).
    pub rewritten: Vec<String>,
    /// The display names of the room's seats, and whether the lobby lists it.
    pub names: Vec<String>,
    pub public: bool,
    /// The lobby as the server last listed it: rooms waiting for players, games played.
    pub lobby: Option<(Vec<PublicRoom>, Vec<PublicRoom>)>,
    /// The game whose quick match the client waits for.
    pub quick_match: Option<String>,
    /// The room's chat as this client reads it, oldest first, and how many lines came since
    /// the player last looked (`unread_chat`; the screen sets it to 0).
    pub chat: Vec<ChatLine>,
    pub unread_chat: usize,
    /// A rematch offered: the finished room's code and the new one's.
    pub rematch: Option<(String, String)>,
    /// The server's statistics as last asked for.
    pub stats: Option<Vec<GameStats>>,
    /// The record as the server last told it, kept across reconnections to the same room.
    told: Vec<String>,
    /// A reconnection's first record is still to come (it may be shorter only if actions
    /// were lost).
    rejoined: bool,
}

impl ClientSession {
    /// Takes in one notice of the server (a notice of another room than the client's own,
    /// one it has just left, is ignored).
    pub fn receive(&mut self, notice: Notice) {
        let other_room = match &notice {
            Notice::Room { code, .. }
            | Notice::Record { code, .. }
            | Notice::Gone { code }
            | Notice::Names { code, .. }
            | Notice::Chat { code, .. }
            | Notice::ChatRemoved { code, .. } => self.code.as_ref() != Some(code),
            _ => false,
        };
        if other_room {
            return;
        }
        match notice {
            Notice::Joined {
                code,
                game,
                options,
                seat,
                token,
            } => {
                if self.code.as_ref() == Some(&code) {
                    self.rejoined = true;
                } else {
                    self.told.clear();
                    self.names.clear();
                    self.public = false;
                }
                // The server sends the room's chat again with every join (lines removed
                // meanwhile are gone).
                self.chat.clear();
                self.unread_chat = 0;
                self.code = Some(code);
                self.seat = seat;
                self.synced = false;
                self.joins += 1;
                if token.is_some() {
                    self.token = token;
                }
                match new_online_game(&game, &options) {
                    Ok(m) => self.mirror = Some(m),
                    Err(e) => self.broken = Some(e),
                }
                self.game = Some((game, options));
            }
            Notice::Room {
                seats,
                host,
                started,
                pace,
                deadline,
                forfeit,
                resigned,
                ..
            } => {
                self.seats = seats;
                self.host = host;
                self.started = started;
                self.pace = pace;
                self.deadline = deadline;
                self.forfeit = forfeit;
                self.resigned = resigned;
            }
            Notice::Gone { .. } => self.gone = true,
            Notice::Games { games } => self.games = Some(games),
            Notice::Names { names, public, .. } => {
                self.names = names;
                self.public = public;
            }
            Notice::Lobby { waiting, playing } => self.lobby = Some((waiting, playing)),
            Notice::QuickMatch { game } => self.quick_match = game,
            Notice::Chat { lines, .. } => {
                for line in lines {
                    if self.chat.last().is_none_or(|l| l.id < line.id) {
                        self.chat.push(line);
                        self.unread_chat += 1;
                    }
                }
                // As many lines as the server keeps.
                let over = self.chat.len().saturating_sub(KEPT_CHAT_LINES);
                self.chat.drain(..over);
            }
            Notice::ChatRemoved { id, .. } => self.chat.retain(|l| l.id != id),
            Notice::Rematch { code, rematch } => self.rematch = Some((code, rematch)),
            Notice::Stats { games } => self.stats = Some(games),
            Notice::Record { from, actions, .. } => {
                let Some(mirror) = self.mirror.as_mut() else {
                    return;
                };
                // What was told before and is now told otherwise (a card shown is no change).
                let from_index = from as usize;
                for (i, new) in actions.iter().enumerate() {
                    if let Some(old) = self.told.get(from_index + i)
                        && old != new
                        && !old.ends_with(":?")
                    {
                        self.rewritten
                            .push(format!("action {}: {old} became {new}", from_index + i + 1));
                    }
                }
                if std::mem::take(&mut self.rejoined)
                    && from_index + actions.len() < self.told.len()
                {
                    self.rewritten.push(format!(
                        "actions {}–{} were told before and are gone",
                        from_index + actions.len() + 1,
                        self.told.len()
                    ));
                }
                self.told.truncate(from_index);
                self.told.extend(actions.iter().cloned());
                let followed = mirror.truncate(from as usize).and_then(|()| {
                    if mirror.record().actions.len() != from as usize {
                        return Err(format!(
                            "the server's record goes on from action {from}, this client has {}",
                            mirror.record().actions.len()
                        ));
                    }
                    actions.iter().try_for_each(|a| mirror.follow(a))
                });
                match followed {
                    Ok(()) => self.synced = true,
                    Err(e) => self.broken = Some(e),
                }
            }
            Notice::Refused { reason } => self.refusals.push(reason),
            Notice::Said { words } => self.said.push(words),
            Notice::PushKey { key } => self.push_key = Some(key),
        }
    }

    /// Is it this client's seat to act?
    pub fn my_turn(&self) -> bool {
        match (&self.mirror, self.seat) {
            (Some(m), Some(seat)) => {
                self.started && self.forfeit.is_none() && m.to_move() == ToMove::Seat(Seat(seat))
            }
            _ => false,
        }
    }

    /// Is the game over?
    pub fn over(&self) -> bool {
        self.forfeit.is_some() || self.mirror.as_ref().is_some_and(|m| m.outcome().is_some())
    }

    /// The request to act `action` (notation) on the position the client has now.
    pub fn act(&self, action: String) -> Option<Request> {
        Some(Request::Act {
            code: self.code.clone()?,
            action,
            seen: self.mirror.as_ref()?.record().actions.len() as u32,
        })
    }

    /// On this client's turn, the AI of `strength` chooses its request.
    pub fn ai_turn(&self, strength: Strength, rng: &mut GameRng) -> Option<Request> {
        if !self.my_turn() {
            return None;
        }
        let action = self.mirror.as_ref()?.choose(strength, rng)?;
        self.act(action)
    }

    /// The host's start, when every seat is filled and the game has not started.
    pub fn start_when_full(&self) -> Option<Request> {
        let full = !self.seats.is_empty() && !self.seats.contains(&SeatState::Open);
        (full && !self.started && self.seat.is_some() && self.seat == self.host).then(|| {
            Request::Start {
                code: self.code.clone().unwrap_or_default(),
            }
        })
    }
}
