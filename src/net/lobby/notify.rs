//! "Your turn" for players who are not there: a seat's player gives a webhook (`Notify`), an
//! e-mail address (`NotifyEmail`, `super::mail`) or a browser push subscription
//! (`NotifyPush`); once a second the lobby looks at its rooms and, for a player who is not
//! connected, asks for one notification when it becomes their turn, a reminder when a fifth
//! of the time per move is left, and one at the end of the game, on each channel the player
//! gave; each in the player's language, limited per player and per target. The server hands
//! them to its sender (`crate::net::notify`).

use std::collections::HashMap;

use super::{Budget, ClientKey, Holder, Lobby, Outbox, mail::MailClick, refused};
use crate::net::protocol::Notice;
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

/// The longest browser push subscription (its JSON, characters).
pub const MAX_SUBSCRIPTION_CHARS: usize = 1_500;

/// What a notification says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifyKind {
    YourTurn,
    Reminder,
    Ended,
    /// An e-mail address is asked to confirm it wants them.
    Confirm,
}

impl NotifyKind {
    pub fn name(self) -> &'static str {
        match self {
            NotifyKind::YourTurn => "your-turn",
            NotifyKind::Reminder => "reminder",
            NotifyKind::Ended => "ended",
            NotifyKind::Confirm => "confirm",
        }
    }
}

/// Where a notification goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A JSON POST to this address.
    Webhook(String),
    /// An e-mail: its subject, and the line under the text (the link that stops them).
    Email {
        address: String,
        subject: String,
        footer: String,
    },
    /// A browser push message to this subscription (the browser's JSON).
    Push(String),
}

impl Target {
    /// The key of the target's budget: a webhook's or push service's host, an e-mail's
    /// address (varying the rest of a webhook's address does not make another target).
    fn budget_key(&self) -> String {
        match self {
            Target::Webhook(url) => webhook_host(url),
            Target::Email { address, .. } => format!("mail {address}"),
            Target::Push(subscription) => webhook_host(&endpoint_of(subscription)),
        }
    }
}

/// A notification to send: to which target, about what, and its words in the player's
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notification {
    pub target: Target,
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

/// The push service's address in a subscription's JSON (empty if it has none).
pub fn endpoint_of(subscription: &str) -> String {
    serde_json::from_str::<serde_json::Value>(subscription)
        .ok()
        .and_then(|v| v.get("endpoint")?.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A browser push subscription as the server keeps it (`{"endpoint", "keys": {"p256dh",
/// "auth"}}`, nothing else), or why it is refused: an `https://` (or `http://`) endpoint, the
/// keys in base64url of the lengths Web Push has (65 and 16 bytes), at most
/// `MAX_SUBSCRIPTION_CHARS` (empty: none).
pub fn checked_subscription(text: &str) -> Result<String, Words> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(String::new());
    }
    let refuse = || words!("net-refuse-push");
    if text.chars().count() > MAX_SUBSCRIPTION_CHARS {
        return Err(refuse());
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|_| refuse())?;
    let field = |path: &[&str]| {
        path.iter()
            .try_fold(&value, |v, k| v.get(k))
            .and_then(serde_json::Value::as_str)
            .map(str::to_string)
    };
    let (Some(endpoint), Some(p256dh), Some(auth)) = (
        field(&["endpoint"]),
        field(&["keys", "p256dh"]),
        field(&["keys", "auth"]),
    ) else {
        return Err(refuse());
    };
    let base64url = |k: &str, bytes: usize| {
        let k = k.trim_end_matches('=');
        k.len() == (bytes * 4).div_ceil(3)
            && k.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    if checked_webhook(&endpoint).map_or(true, |e| e.is_empty())
        || !base64url(&p256dh, 65)
        || !base64url(&auth, 16)
    {
        return Err(refuse());
    }
    Ok(serde_json::json!({
        "endpoint": endpoint,
        "keys": { "p256dh": p256dh.trim_end_matches('='), "auth": auth.trim_end_matches('=') },
    })
    .to_string())
}

/// The "your turn" notifications' state in the lobby.
#[derive(Debug, Default)]
pub struct NotifyDesk {
    /// The notifications asked for and not yet taken by the server's sender.
    pub queue: Vec<Notification>,
    /// The notifications' budgets per target and per player.
    pub budgets: HashMap<String, Budget>,
    /// The address the notifications' room links start with.
    pub link_base: Option<String>,
    /// Whether the host turned the webhooks off.
    pub webhooks_off: bool,
    /// Whether e-mails are sent (`serve --smtp`), and the addresses players gave.
    pub mail_on: bool,
    pub book: super::mail::SharedMailBook,
    /// The server's public key for browser push (none: push is off).
    pub push_key: Option<String>,
    /// When the notifications' budgets were last swept.
    pub swept: u64,
}

/// Takes one from `key`'s bucket of notifications at `now`; false when it is empty.
pub(super) fn within(buckets: &mut HashMap<String, Budget>, key: &str, now: u64) -> bool {
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
            ) && room.told_anywhere(seat)
        })
        .map(|seat| seat as u8)
        .collect()
}

impl super::Room {
    /// Whether seat `seat`'s player gave any channel for their turns.
    fn told_anywhere(&self, seat: usize) -> bool {
        [&self.webhooks, &self.emails, &self.pushes]
            .iter()
            .any(|v| v.get(seat).is_some_and(|t| !t.is_empty()))
    }
}

impl Lobby {
    /// The address before `?room=CODE` in the notifications' links (`serve --link`).
    pub fn set_link_base(&mut self, base: Option<String>) {
        self.desk.link_base = base;
    }

    /// Whether players may give webhooks (`serve --no-webhooks` says not).
    pub fn set_webhooks(&mut self, on: bool) {
        self.desk.webhooks_off = !on;
    }

    /// The server's secret `name` from its store, or (none kept, or no store) made by `make`
    /// and kept.
    pub fn kept_secret(
        &mut self,
        name: &str,
        make: impl FnOnce() -> Result<String, String>,
    ) -> Result<String, String> {
        if let Some(store) = self.store.as_mut()
            && let Some(kept) = store.load_secret(name)?
        {
            return Ok(kept);
        }
        let made = make()?;
        if let Some(store) = self.store.as_mut() {
            store.save_secret(name, &made)?;
        }
        Ok(made)
    }

    /// The server's public key for browser push (none: players cannot give subscriptions).
    pub fn set_push_key(&mut self, key: Option<String>) {
        self.desk.push_key = key;
    }

    /// The notifications asked for since the last call.
    pub fn take_notifications(&mut self) -> Vec<Notification> {
        std::mem::take(&mut self.desk.queue)
    }

    /// The server's public key for browser push (empty: push is off).
    pub(super) fn push_key(&mut self, client: ClientKey) -> Outbox {
        let key = self.desk.push_key.clone().unwrap_or_default();
        vec![(client, Notice::PushKey { key })]
    }

    /// A seat's player gives (or, empty, takes back) the browser push subscription of their
    /// seat in room `code`.
    pub(super) fn notify_push(&mut self, client: ClientKey, code: &str, text: &str) -> Outbox {
        let seat = match self.member(client, code) {
            Ok((_, Some(seat))) => seat,
            Ok((_, None)) => return refused(client, words!("net-refuse-spectator")),
            Err(out) => return out,
        };
        if self.desk.push_key.is_none() {
            return refused(client, words!("net-refuse-no-push"));
        }
        let subscription = match checked_subscription(text) {
            Ok(s) => s,
            Err(reason) => return refused(client, reason),
        };
        let language = self.language_of(client);
        let room = self.rooms.get_mut(code).expect("the room");
        let set = !subscription.is_empty();
        room.pushes[usize::from(seat)] = subscription;
        room.languages[usize::from(seat)] = language;
        room.dirty = true;
        if !set {
            return Outbox::new();
        }
        vec![(
            client,
            Notice::Said {
                words: words!("net-said-push-set"),
            },
        )]
    }

    /// A seat's player gives (or, empty, takes back) the webhook of their seat in room `code`.
    pub(super) fn notify(&mut self, client: ClientKey, code: &str, webhook: &str) -> Outbox {
        let seat = match self.member(client, code) {
            Ok((_, Some(seat))) => seat,
            Ok((_, None)) => return refused(client, words!("net-refuse-spectator")),
            Err(out) => return out,
        };
        if self.desk.webhooks_off {
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
        if now < self.desk.swept + 60 {
            return;
        }
        self.desk.swept = now;
        let full = NOTIFY_BURST * NOTIFY_REFILL_SECONDS;
        self.desk
            .budgets
            .retain(|_, b| now.saturating_sub(b.second) < full);
    }

    /// Once a second: the notifications of every room whose player to move (or, at the end,
    /// any player) is away and gave a webhook.
    pub(super) fn notify_upkeep(&mut self, now: u64) {
        self.sweep_notify_budgets(now);
        self.save_mail_book();
        let mut wanted: Vec<(String, u8, NotifyKind, Option<u64>)> = Vec::new();
        for (code, room) in self.rooms.iter_mut() {
            if !room.started || !(0..room.seats.len()).any(|s| room.told_anywhere(s)) {
                continue;
            }
            let told: Vec<bool> = (0..room.seats.len())
                .map(|seat| {
                    matches!(
                        room.seats.get(seat),
                        Some(Holder::Player { client: None, .. })
                    ) && room.told_anywhere(seat)
                })
                .collect();
            let away = |seat: usize| told.get(seat).copied().unwrap_or(false);
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
        let player = match &room.seats[s] {
            Holder::Player { token, .. } => token.clone(),
            _ => return,
        };
        // The player's budget is looked at first: one for the turn, whatever its channels.
        if !within(&mut self.desk.budgets, &player, now) {
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
            NotifyKind::YourTurn => words!("notify-your-turn", game = game.clone(), code = code),
            NotifyKind::Reminder => words!(
                "notify-reminder",
                game = game.clone(),
                code = code,
                minutes = seconds_left.unwrap_or(0).div_ceil(60)
            ),
            NotifyKind::Ended | NotifyKind::Confirm => {
                words!("notify-ended", game = game.clone(), code = code)
            }
        }
        .in_lang(lang);
        if kind == NotifyKind::YourTurn
            && let Some(left) = seconds_left
        {
            text.push(' ');
            text.push_str(&words!("notify-hours-left", hours = left.div_ceil(3600)).in_lang(lang));
        }
        let link = self
            .desk
            .link_base
            .as_ref()
            .map(|base| format!("{base}?room={code}"))
            .unwrap_or_default();
        if !link.is_empty() {
            text.push(' ');
            text.push_str(&link);
        }
        let mut targets = Vec::new();
        if !room.webhooks[s].is_empty() && !self.desk.webhooks_off {
            targets.push(Target::Webhook(room.webhooks[s].clone()));
        }
        let address = &room.emails[s];
        if !address.is_empty() && self.desk.mail_on {
            let token = super::mail::open_book(&self.desk.book)
                .get(address)
                .filter(|a| a.confirmed && !a.stopped)
                .map(|a| a.token.clone());
            if let Some(token) = token {
                let stop = self.mail_link(MailClick::Stop, &token, lang);
                targets.push(Target::Email {
                    address: address.clone(),
                    subject: words!("notify-mail-subject", game = game.as_str()).in_lang(lang),
                    footer: words!("notify-mail-stop", link = stop.as_str()).in_lang(lang),
                });
            }
        }
        if !room.pushes[s].is_empty() && self.desk.push_key.is_some() {
            targets.push(Target::Push(room.pushes[s].clone()));
        }
        for target in targets {
            if !within(&mut self.desk.budgets, &target.budget_key(), now) {
                continue;
            }
            self.desk.queue.push(Notification {
                target,
                kind,
                game: game_id.clone(),
                code: code.to_string(),
                seconds_left,
                link: link.clone(),
                text: text.clone(),
            });
        }
    }
}
