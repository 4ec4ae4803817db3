//! Players finding each other: display names (`Hello`), public rooms and the lobby's list of
//! them, quick match (a queue per game and pace, the server's AI after the wait a player
//! chose) and the rematch of a finished game with the seats turned one place on.

use rand::{Rng, seq::SliceRandom};

use super::{ClientKey, Holder, Lobby, Outbox, refused};
use crate::{
    ai::Strength,
    net::{
        online_game::new_online_game,
        protocol::{MAX_LOBBY_ROOMS, MAX_NAME_CHARS, Notice, PublicRoom, SeatPlan},
        store::Pace,
    },
    words,
};

/// A player waiting for a quick match.
#[derive(Clone, Debug)]
pub(super) struct QuickWait {
    pub(super) client: ClientKey,
    game: String,
    options: String,
    pace: Pace,
    /// Seconds since 1970 when they began to wait.
    since: u64,
    /// After how many seconds the server's AI of that strength takes the other seats.
    ai_after: Option<(u32, Strength)>,
}

/// The rematches the lobby remembers at most before it forgets those whose rooms are gone.
const MAX_REMATCHES: usize = 10_000;

/// The longest wait for a quick match before the AI may take the other seats (a day).
pub const MAX_QUICK_WAIT: u32 = 24 * 3600;

/// A display name as the server keeps it, or why it is refused: spaces at its ends taken
/// off; letters of any script, digits, spaces (one at a time) and `-_.'`; at most
/// `MAX_NAME_CHARS` characters (empty: no name).
pub fn checked_name(name: &str) -> Result<String, crate::i18n::Words> {
    let name = name.trim();
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(words!("net-refuse-name-long", chars = MAX_NAME_CHARS));
    }
    let allowed = |c: char| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_' | '.' | '\'');
    if !name.chars().all(allowed) || name.contains("  ") {
        return Err(words!("net-refuse-name-characters"));
    }
    Ok(name.to_string())
}

/// A language tag as the notifications use it: letters and `-`, at most 8 (else English).
fn checked_language(language: &str) -> String {
    let ok = !language.is_empty()
        && language.len() <= 8
        && language
            .chars()
            .all(|c| c.is_ascii_alphabetic() || c == '-');
    if ok {
        language.to_ascii_lowercase()
    } else {
        "en".to_string()
    }
}

impl Lobby {
    /// The display name of connection `client` (empty: none given).
    pub(super) fn name_of(&self, client: ClientKey) -> String {
        self.client_names
            .get(&client)
            .map(|(n, _)| n.clone())
            .unwrap_or_default()
    }

    /// The language connection `client` said its player reads (English when it said none).
    pub(super) fn language_of(&self, client: ClientKey) -> String {
        self.client_names
            .get(&client)
            .map_or_else(|| "en".to_string(), |(_, l)| l.clone())
    }

    /// The connection's name and language; the seats it holds take the name (their rooms
    /// are told).
    pub(super) fn hello(&mut self, client: ClientKey, name: &str, language: &str) -> Outbox {
        let name = match checked_name(name) {
            Ok(n) => n,
            Err(reason) => return refused(client, reason),
        };
        self.client_names
            .insert(client, (name.clone(), checked_language(language)));
        let mut out = Outbox::new();
        let codes: Vec<String> = self
            .rooms
            .iter()
            .filter(|(_, r)| r.members.get(&client).is_some_and(Option::is_some))
            .map(|(c, _)| c.clone())
            .collect();
        for code in codes {
            let room = self.rooms.get_mut(&code).expect("the room");
            if let Some(Some(seat)) = room.members.get(&client) {
                room.names[usize::from(*seat)] = name.clone();
                room.dirty = true;
            }
            if let Err(reason) = self.save(&code) {
                super::persist::log_store_error(&code, &reason);
            }
            out.extend(self.names_notices(&code));
        }
        out
    }

    /// The room's seats' names and whether it is public, for every member.
    pub(super) fn names_notices(&self, code: &str) -> Outbox {
        let Some(room) = self.rooms.get(code) else {
            return Outbox::new();
        };
        room.members
            .keys()
            .map(|&c| {
                (
                    c,
                    Notice::Names {
                        code: code.to_string(),
                        names: room.names.clone(),
                        public: room.public,
                    },
                )
            })
            .collect()
    }

    /// The host lists the room in the lobby, or takes it off.
    pub(super) fn publish(&mut self, client: ClientKey, code: &str, public: bool) -> Outbox {
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        if seat.is_none() || seat != room.host {
            return refused(client, words!("net-refuse-host-publishes"));
        }
        let room = self.rooms.get_mut(code).expect("the room");
        room.public = public;
        room.dirty = true;
        self.names_notices(code)
    }

    /// The lobby: the public rooms waiting for players (newest first), and the public games
    /// being played, of `game` only when it names one.
    pub(super) fn lobby_list(&mut self, client: ClientKey, game: Option<&str>) -> Outbox {
        // One list a second per connection (a list may hold hundreds of rooms).
        if self
            .lobby_asked
            .get(&client)
            .is_some_and(|at| *at == self.now)
        {
            return refused(client, words!("net-refuse-too-fast"));
        }
        self.lobby_asked.insert(client, self.now);
        let (waiting, playing) = self.public_rooms(game);
        vec![(client, Notice::Lobby { waiting, playing })]
    }

    /// The public rooms waiting for players and being played, newest first, at most
    /// `MAX_LOBBY_ROOMS` of each.
    pub fn public_rooms(&self, game: Option<&str>) -> (Vec<PublicRoom>, Vec<PublicRoom>) {
        let mut waiting = Vec::new();
        let mut playing = Vec::new();
        for (code, room) in &self.rooms {
            if !room.public || room.over() || game.is_some_and(|g| g != room.game.game_id()) {
                continue;
            }
            let open: Vec<u8> = room
                .seats
                .iter()
                .enumerate()
                .filter(|(i, h)| {
                    matches!(h, Holder::Open) && !room.reserved.get(*i).copied().unwrap_or(false)
                })
                .map(|(i, _)| i as u8)
                .collect();
            let listed = PublicRoom {
                code: code.clone(),
                game: room.game.game_id().to_string(),
                options: room.options.clone(),
                pace: room.pace,
                seats: room.seats.len() as u8,
                ai: room
                    .seats
                    .iter()
                    .filter_map(|h| match h {
                        Holder::Ai(s, None) => Some(*s),
                        _ => None,
                    })
                    .collect(),
                host_name: room
                    .host
                    .and_then(|h| room.names.get(usize::from(h)).cloned())
                    .unwrap_or_default(),
                age: self.now.saturating_sub(room.created_at),
                actions: u32::try_from(room.game.record().actions.len()).unwrap_or(u32::MAX),
                open,
            };
            if !room.started && !listed.open.is_empty() {
                waiting.push(listed);
            } else if room.started {
                playing.push(listed);
            }
        }
        for list in [&mut waiting, &mut playing] {
            list.sort_by(|a, b| a.age.cmp(&b.age).then_with(|| a.code.cmp(&b.code)));
            list.truncate(MAX_LOBBY_ROOMS);
        }
        (waiting, playing)
    }

    /// The client waits for a quick match of `game` at `pace`: when as many players wait as
    /// the first one's options seat, they are seated in a new room (in an order drawn by
    /// lot) and its game starts.
    pub(super) fn quick_match(
        &mut self,
        client: ClientKey,
        game: &str,
        options: &str,
        pace: Pace,
        ai_after: Option<(u32, Strength)>,
    ) -> Outbox {
        let authority = match new_online_game(game, options) {
            Ok(a) => a,
            Err(e) => return refused(client, e),
        };
        if let Some(reason) = super::persist::pace_refusal(pace) {
            return refused(client, reason);
        }
        if authority.seat_count() < 2 {
            return refused(client, words!("net-refuse-quick-seats"));
        }
        if ai_after.is_some_and(|(s, _)| s > MAX_QUICK_WAIT) {
            return refused(
                client,
                words!("net-refuse-quick-wait", hours = MAX_QUICK_WAIT / 3600),
            );
        }
        let options = super::create::canonical_options(options);
        self.quick.retain(|w| w.client != client);
        self.quick.push(QuickWait {
            client,
            game: game.to_string(),
            options: options.clone(),
            pace,
            since: self.now,
            ai_after,
        });
        let mut out = vec![(
            client,
            Notice::QuickMatch {
                game: Some(game.to_string()),
            },
        )];
        out.extend(self.match_waiting(game, &options, pace, Some(client)));
        out
    }

    /// The client no longer waits for a quick match.
    pub(super) fn cancel_quick_match(&mut self, client: ClientKey) -> Outbox {
        self.quick.retain(|w| w.client != client);
        vec![(client, Notice::QuickMatch { game: None })]
    }

    /// Seats the players waiting for `game` with `options` at `pace` when there are enough
    /// of them (the one whose request made them enough, `arrived`, hosts the room and pays
    /// for it), or (none arrived) the first of them with the AI they chose in the seats nobody
    /// came for.
    fn match_waiting(
        &mut self,
        game: &str,
        options: &str,
        pace: Pace,
        arrived: Option<ClientKey>,
    ) -> Outbox {
        let with_ai = arrived.is_none();
        let group: Vec<QuickWait> = self
            .quick
            .iter()
            .filter(|w| w.game == game && w.options == options && w.pace == pace)
            .cloned()
            .collect();
        let Some(first) = group.first().cloned() else {
            return Outbox::new();
        };
        let Ok(authority) = new_online_game(&first.game, &first.options) else {
            return Outbox::new();
        };
        let seats = authority.seat_count();
        let ai = match (with_ai, first.ai_after) {
            (true, Some((_, strength))) => Some(strength),
            _ => None,
        };
        if group.len() < seats && ai.is_none() {
            return Outbox::new();
        }
        let mut players: Vec<QuickWait> = group.into_iter().take(seats).collect();
        if let Some(arrived) = arrived {
            // The newest waiter is last in the queue; if the first `seats` did not take it in,
            // there is no match for it yet.
            if !players.iter().any(|w| w.client == arrived) {
                return Outbox::new();
            }
        }
        let host = arrived.unwrap_or(players[0].client);
        // The seats in an order drawn by lot; the AI's where nobody came.
        let mut plan: Vec<SeatPlan> = (0..seats)
            .map(|i| {
                if i < players.len() {
                    SeatPlan::Open
                } else {
                    SeatPlan::Ai(ai.unwrap_or(Strength::Strong))
                }
            })
            .collect();
        plan.shuffle(&mut self.secrets);
        let taken: Vec<ClientKey> = players.iter().map(|w| w.client).collect();
        let waits_before = self.quick.clone();
        self.quick.retain(|w| !taken.contains(&w.client));
        let open_seats: Vec<u8> = plan
            .iter()
            .enumerate()
            .filter(|(_, p)| **p == SeatPlan::Open)
            .map(|(i, _)| i as u8)
            .collect();
        let host_seat = open_seats[self.secrets.random_range(0..open_seats.len())];
        let mut out = self.create_at(
            host,
            &first.game,
            &first.options,
            &plan,
            first.pace,
            Some(host_seat),
        );
        let Some(code) = out.iter().find_map(|(c, n)| match n {
            Notice::Joined { code, .. } if *c == host => Some(code.clone()),
            _ => None,
        }) else {
            // Refused (the server is full, or the host's network has its rooms): the host is
            // told why and stops waiting; the others wait on in their places.
            self.quick = waits_before;
            self.quick.retain(|w| w.client != host);
            let mut told: Outbox = out.into_iter().filter(|(c, _)| *c == host).collect();
            told.push((host, Notice::QuickMatch { game: None }));
            return told;
        };
        self.rooms.get_mut(&code).expect("the new room").dirty = true;
        let mut open = open_seats.into_iter().filter(|s| *s != host_seat);
        players.retain(|w| w.client != host);
        for w in &players {
            let seat = open.next();
            out.extend(self.join(w.client, &code, seat, None));
        }
        for c in taken {
            out.push((c, Notice::QuickMatch { game: None }));
        }
        out.extend(self.start(host, &code));
        if let Err(reason) = self.save(&code) {
            super::persist::log_store_error(&code, &reason);
        }
        out
    }

    /// The waits that have reached their players' `ai_after`: those players play the AI
    /// they chose.
    pub(super) fn quick_match_upkeep(&mut self, now: u64) -> Outbox {
        let due: Vec<(String, String, Pace)> = self
            .quick
            .iter()
            .filter(|w| {
                w.ai_after
                    .is_some_and(|(s, _)| now >= w.since.saturating_add(u64::from(s)))
            })
            .map(|w| (w.game.clone(), w.options.clone(), w.pace))
            .collect();
        let mut out = Outbox::new();
        for (game, options, pace) in due {
            // The first waiter of the group decides whether the AI comes (one due later in
            // the queue waits for its own time).
            let first_due = self
                .quick
                .iter()
                .find(|w| w.game == game && w.options == options && w.pace == pace)
                .is_some_and(|w| {
                    w.ai_after
                        .is_some_and(|(s, _)| now >= w.since.saturating_add(u64::from(s)))
                });
            if first_due {
                out.extend(self.match_waiting(&game, &options, pace, None));
            }
        }
        out
    }

    /// A player of a finished room asks for another game with the seats turned one place on:
    /// the first to ask makes the room (its AI seats turned with the others), every member
    /// is told its code, and each player takes the seat after their own there.
    pub(super) fn rematch(&mut self, client: ClientKey, code: &str) -> Outbox {
        let (room, seat) = match self.member(client, code) {
            Ok(x) => x,
            Err(out) => return out,
        };
        let Some(seat) = seat else {
            return refused(client, words!("net-refuse-spectator"));
        };
        if !room.over() {
            return refused(client, words!("net-refuse-rematch-running"));
        }
        if let Some(rematch) = self.rematches.get(code).cloned() {
            if self.rooms.contains_key(&rematch) {
                return self.rematch_join(client, code, &rematch, seat);
            }
            self.rematches.remove(code);
        }
        let room = &self.rooms[code];
        let n = room.seats.len();
        let mut plan = vec![SeatPlan::Open; n];
        for (s, h) in room.seats.iter().enumerate() {
            if let Holder::Ai(strength, None) = h {
                plan[(s + 1) % n] = SeatPlan::Ai(*strength);
            }
        }
        let (game, options, pace, public) = (
            room.game.game_id().to_string(),
            room.options.clone(),
            room.pace,
            room.public,
        );
        let mut names = vec![String::new(); n];
        for (s, name) in room.names.iter().enumerate() {
            names[(s + 1) % n] = name.clone();
        }
        // The seats of the other players of this game wait for them.
        let held: Vec<bool> = (0..n)
            .map(|s| {
                let before = (s + n - 1) % n;
                before != usize::from(seat)
                    && matches!(
                        room.seats[before],
                        Holder::Player { .. } | Holder::Ai(_, Some(_))
                    )
            })
            .collect();
        let new_seat = ((usize::from(seat) + 1) % n) as u8;
        let mut out = self.create_at(client, &game, &options, &plan, pace, Some(new_seat));
        let Some(rematch) = out.iter().find_map(|(c, n)| match n {
            Notice::Joined { code, .. } if *c == client => Some(code.clone()),
            _ => None,
        }) else {
            return out;
        };
        if let Some(new_room) = self.rooms.get_mut(&rematch) {
            new_room.public = public;
            new_room.reserved = held;
            for (s, name) in names.into_iter().enumerate() {
                if new_room.names[s].is_empty() {
                    new_room.names[s] = name;
                }
            }
            new_room.dirty = true;
        }
        // Kept by the lobby (the finished room may leave memory as its last member leaves).
        if self.rematches.len() >= MAX_REMATCHES {
            let rooms = &self.rooms;
            self.rematches.retain(|_, new| rooms.contains_key(new));
        }
        self.rematches.insert(code.to_string(), rematch.clone());
        // The old room's other members are told (the asker is in the new room now).
        if let Some(old) = self.rooms.get(code) {
            for &member in old.members.keys() {
                out.push((
                    member,
                    Notice::Rematch {
                        code: code.to_string(),
                        rematch: rematch.clone(),
                    },
                ));
            }
        }
        if let Err(reason) = self.save(&rematch) {
            super::persist::log_store_error(&rematch, &reason);
        }
        out.extend(self.names_notices(&rematch));
        out
    }

    /// A player of room `code` takes their seat in its rematch `rematch`.
    fn rematch_join(&mut self, client: ClientKey, code: &str, rematch: &str, seat: u8) -> Outbox {
        let Some(room) = self.rooms.get(rematch) else {
            return refused(client, words!("net-refuse-no-room", code = rematch));
        };
        let n = room.seats.len();
        let new_seat = ((usize::from(seat) + 1) % n) as u8;
        if let Some(held) = self
            .rooms
            .get_mut(rematch)
            .and_then(|r| r.reserved.get_mut(usize::from(new_seat)))
        {
            *held = false;
        }
        let mut out = vec![(
            client,
            Notice::Rematch {
                code: code.to_string(),
                rematch: rematch.to_string(),
            },
        )];
        out.extend(self.join(client, rematch, Some(new_seat), None));
        out
    }
}
