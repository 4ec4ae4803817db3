//! "Your turn" for players who are not there: a seat's player gives a webhook (`Notify`);
//! once a second the lobby looks at its rooms and, for a player who is not connected, asks
//! for one notification when it becomes their turn, a reminder when a fifth of the time per
//! move is left, and one at the end of the game; each in the player's language, limited per
//! player and per target. The server hands them to its sender (`crate::net::notify`).

use std::collections::HashMap;

use super::{Budget, ClientKey, Holder, Lobby, Outbox, refused};
use crate::{
    i18n::{Lang, Words},
    rules::ToMove,
    words,
};

/// The longest webhook address (characters).
pub const MAX_WEBHOOK_CHARS: usize = 300;

/// Notifications a target (or a player) may get at once, and the seconds until one more.
pub const NOTIFY_BURST: u64 = 5;
pub const NOTIFY_REFILL_SECONDS: u64 = 600;

/// What a notification says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifyKind {
    YourTurn,
    Reminder,
    Ended,
}

impl NotifyKind {
    pub fn name(self) -> &'static str {
        match self {
            NotifyKind::YourTurn => "your-turn",
            NotifyKind::Reminder => "reminder",
            NotifyKind::Ended => "ended",
        }
    }
}

/// A notification to send: to which webhook, about what, and its words in the player's
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    pub webhook: String,
    pub kind: NotifyKind,
    pub game: String,
    pub code: String,
    /// Seconds left for the move, if the room has a time per move.
    pub seconds_left: Option<u64>,
    /// The room's link (empty: the server has no page address).
    pub link: String,
    /// What the player reads.
    pub text: String,
}

/// A webhook address as the server keeps it, or why it is refused: `http://` or `https://`, a
/// host, no spaces, at most `MAX_WEBHOOK_CHARS` (empty: none).
pub fn checked_webhook(url: &str) -> Result<String, Words> {
    let url = url.trim();
    if url.is_empty() {
        return Ok(String::new());
    }
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let host_ok = rest.is_some_and(|r| {
        let host = r.split(['/', '?', '#']).next().unwrap_or("");
        !host.is_empty() && !host.contains('@')
    });
    if url.chars().count() > MAX_WEBHOOK_CHARS
        || !host_ok
        || url.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(words!("net-refuse-webhook", chars = MAX_WEBHOOK_CHARS));
    }
    Ok(url.to_string())
}

/// The host part of a webhook's address (lower case), the key of its target's budget.
fn webhook_host(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    format!("host {}", host.to_ascii_lowercase())
}

/// Takes one from `key`'s bucket of notifications at `now`; false when it is empty.
fn within(buckets: &mut HashMap<String, Budget>, key: &str, now: u64) -> bool {
    let budget = buckets.entry(key.to_string()).or_insert(Budget {
        left: NOTIFY_BURST as u32,
        second: now,
    });
    let refilled = now.saturating_sub(budget.second) / NOTIFY_REFILL_SECONDS;
    if refilled > 0 {
        budget.left = (u64::from(budget.left) + refilled).min(NOTIFY_BURST) as u32;
        budget.second += refilled * NOTIFY_REFILL_SECONDS;
    }
    if budget.left == 0 {
        return false;
    }
    budget.left -= 1;
    true
}

/// The seats of finished `room` whose players are away with a webhook and not yet told of
/// the end (marked told).
fn ends_to_tell(room: &mut super::Room) -> Vec<u8> {
    if room.end_told {
        return Vec::new();
    }
    room.end_told = true;
    (0..room.seats.len())
        .filter(|&seat| {
            matches!(
                room.seats.get(seat),
                Some(Holder::Player { client: None, .. })
            ) && !room.webhooks[seat].is_empty()
        })
        .map(|seat| seat as u8)
        .collect()
}

impl Lobby {
    /// The address before `?room=CODE` in the notifications' links (`serve --link`).
    pub fn set_link_base(&mut self, base: Option<String>) {
        self.link_base = base;
    }

    /// Whether players may give webhooks (`serve --no-webhooks` says not).
    pub fn set_webhooks(&mut self, on: bool) {
        self.webhooks_off = !on;
    }

    /// The notifications asked for since the last call.
    pub fn take_notifications(&mut self) -> Vec<Notification> {
        std::mem::take(&mut self.notifications)
    }

    /// A seat's player gives (or, empty, takes back) the webhook of their seat in room `code`.
    pub(super) fn notify(&mut self, client: ClientKey, code: &str, webhook: &str) -> Outbox {
        let seat = match self.member(client, code) {
            Ok((_, Some(seat))) => seat,
            Ok((_, None)) => return refused(client, words!("net-refuse-spectator")),
            Err(out) => return out,
        };
        if self.webhooks_off {
            return refused(client, words!("net-refuse-no-webhooks"));
        }
        let webhook = match checked_webhook(webhook) {
            Ok(w) => w,
            Err(reason) => return refused(client, reason),
        };
        let language = self.language_of(client);
        let room = self.rooms.get_mut(code).expect("the room");
        room.webhooks[usize::from(seat)] = webhook;
        room.languages[usize::from(seat)] = language;
        room.dirty = true;
        Outbox::new()
    }

    /// Forgets the budgets that have refilled (at most once a minute): the map holds only
    /// targets and players told in the last hour.
    fn sweep_notify_budgets(&mut self, now: u64) {
        if now < self.notify_swept + 60 {
            return;
        }
        self.notify_swept = now;
        let full = NOTIFY_BURST * NOTIFY_REFILL_SECONDS;
        self.notify_budgets
            .retain(|_, b| now.saturating_sub(b.second) < full);
    }

    /// Once a second: the notifications of every room whose player to move (or, at the end,
    /// any player) is away and gave a webhook.
    pub(super) fn notify_upkeep(&mut self, now: u64) {
        self.sweep_notify_budgets(now);
        let mut wanted: Vec<(String, u8, NotifyKind, Option<u64>)> = Vec::new();
        for (code, room) in self.rooms.iter_mut() {
            if !room.started || room.webhooks.iter().all(String::is_empty) {
                continue;
            }
            let away = |seat: usize| {
                matches!(
                    room.seats.get(seat),
                    Some(Holder::Player { client: None, .. })
                ) && !room.webhooks[seat].is_empty()
            };
            if room.over() {
                wanted.extend(
                    ends_to_tell(room)
                        .into_iter()
                        .map(|seat| (code.clone(), seat, NotifyKind::Ended, None)),
                );
                continue;
            }
            let ToMove::Seat(seat) = room.game.to_move() else {
                continue;
            };
            let deadline = room.deadline();
            let left = deadline.map(|d| d.saturating_sub(now));
            // A turn is the seat to move and the time it became so (any action starts it
            // again: a seat whose turn came round again within a second is told again).
            if room.turn_told != Some((seat.0, room.turn_since)) {
                room.turn_told = Some((seat.0, room.turn_since));
                room.reminded = false;
                if away(seat.index()) {
                    wanted.push((code.clone(), seat.0, NotifyKind::YourTurn, left));
                }
            } else if !room.reminded
                && let (Some(d), Some((limit, _))) = (deadline, room.pace.limit())
                && now + limit / 5 >= d
            {
                room.reminded = true;
                if away(seat.index()) {
                    wanted.push((code.clone(), seat.0, NotifyKind::Reminder, left));
                }
            }
        }
        for (code, seat, kind, left) in wanted {
            self.notify_seat(&code, seat, kind, left, now);
        }
    }

    /// Room `code` leaves memory: its end is told first if it was not.
    pub(super) fn tell_end_before_leaving(&mut self, code: &str) {
        let Some(room) = self.rooms.get_mut(code) else {
            return;
        };
        if !room.over() {
            return;
        }
        let now = self.now;
        for seat in ends_to_tell(room) {
            self.notify_seat(code, seat, NotifyKind::Ended, None, now);
        }
    }

    fn notify_seat(
        &mut self,
        code: &str,
        seat: u8,
        kind: NotifyKind,
        seconds_left: Option<u64>,
        now: u64,
    ) {
        let room = &self.rooms[code];
        let s = usize::from(seat);
        let webhook = room.webhooks[s].clone();
        let player = match &room.seats[s] {
            Holder::Player { token, .. } => token.clone(),
            _ => return,
        };
        // The target is the webhook's host (varying the rest of the address does not make
        // another target); the player's budget is looked at first.
        let target = webhook_host(&webhook);
        if !within(&mut self.notify_budgets, &player, now)
            || !within(&mut self.notify_budgets, &target, now)
        {
            return;
        }
        let lang = Lang::from_locale(&room.languages[s]).unwrap_or(Lang::En);
        let game_id = room.game.game_id().to_string();
        let game = match game_id.as_str() {
            "eile" => words!("notify-game-eile"),
            "razboiniki" => words!("notify-game-razboiniki"),
            "suomi1918" => words!("notify-game-suomi1918"),
            "helsinki1918" => words!("notify-game-helsinki1918"),
            other => Words::from(other.to_string()),
        }
        .in_lang(lang);
        let mut text = match kind {
            NotifyKind::YourTurn => words!("notify-your-turn", game = game, code = code),
            NotifyKind::Reminder => words!(
                "notify-reminder",
                game = game,
                code = code,
                minutes = seconds_left.unwrap_or(0).div_ceil(60)
            ),
            NotifyKind::Ended => words!("notify-ended", game = game, code = code),
        }
        .in_lang(lang);
        if kind == NotifyKind::YourTurn
            && let Some(left) = seconds_left
        {
            text.push(' ');
            text.push_str(&words!("notify-hours-left", hours = left.div_ceil(3600)).in_lang(lang));
        }
        let link = self
            .link_base
            .as_ref()
            .map(|base| format!("{base}?room={code}"))
            .unwrap_or_default();
        if !link.is_empty() {
            text.push(' ');
            text.push_str(&link);
        }
        self.notifications.push(Notification {
            webhook,
            kind,
            game: game_id,
            code: code.to_string(),
            seconds_left,
            link,
            text,
        });
    }
}
