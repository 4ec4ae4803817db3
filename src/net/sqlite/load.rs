//! Rooms read from the store: a room's head (without its record), its seats, and the whole
//! room with its record.

use rusqlite::{Connection, OptionalExtension};

use crate::{
    ai::Strength,
    net::{
        protocol::ChatLine,
        store::{OnTimeout, Pace, RoomHead, StoredHolder, StoredRoom},
    },
};

pub(super) fn load_seats(
    connection: &Connection,
    code: &str,
) -> rusqlite::Result<Vec<StoredHolder>> {
    Ok(load_seats_named(connection, code)?
        .into_iter()
        .map(|(h, _)| h.0)
        .collect())
}

/// A seat's holder with its player's display name, and where and in which language they are
/// told of their turns.
pub(super) type NamedSeat = ((StoredHolder, String), SeatNotify);

/// Where a seat's player is told of their turns (webhook, e-mail address, browser push
/// subscription) and their language.
#[derive(Default)]
pub(super) struct SeatNotify {
    webhook: String,
    language: String,
    email: String,
    push: String,
}

/// A room's seats with their players' display names, notification targets and languages.
pub(super) fn load_seats_named(
    connection: &Connection,
    code: &str,
) -> rusqlite::Result<Vec<NamedSeat>> {
    let mut seats = connection.prepare_cached(
        "SELECT holder, token, strength, name, webhook, language, email, push FROM seats
         WHERE code = ?1 ORDER BY seat",
    )?;
    seats
        .query_map([code], |r| {
            let holder: String = r.get(0)?;
            let token: Option<String> = r.get(1)?;
            let strength: Option<String> = r.get(2)?;
            let name: String = r.get(3)?;
            let notify = SeatNotify {
                webhook: r.get(4)?,
                language: r.get(5)?,
                email: r.get(6)?,
                push: r.get(7)?,
            };
            let holder = holder_of(&holder, token, strength.as_deref());
            Ok(((holder, name), notify))
        })?
        .collect()
}

/// A seat's holder from its row: its kind, token and AI strength.
pub(super) fn holder_of(kind: &str, token: Option<String>, strength: Option<&str>) -> StoredHolder {
    match kind {
        "player" => StoredHolder::Player {
            token: token.unwrap_or_default(),
        },
        "ai" => {
            let strength = strength
                .and_then(Strength::parse)
                .unwrap_or(Strength::Quick);
            match token {
                Some(token) => StoredHolder::AiFor { strength, token },
                None => StoredHolder::Ai(strength),
            }
        }
        _ => StoredHolder::Open,
    }
}

/// A room's places as the store writes them: "1,2" (empty: none).
pub(super) fn places_text(places: &[u8]) -> String {
    places
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

pub(super) fn places_of(text: &str) -> Vec<u8> {
    text.split(',').filter_map(|p| p.parse().ok()).collect()
}

pub(super) fn load_head(connection: &Connection, code: &str) -> rusqlite::Result<Option<RoomHead>> {
    let head = connection
        .query_row(
            "SELECT code, game, options, host, started, creator, created_at, updated_at, over,
                slow, seconds_per_move, on_timeout, turn_since, forfeit, resigned, places,
                action_count, public
             FROM rooms WHERE code = ?1",
            [code],
            |r| {
                let slow: bool = r.get(9)?;
                let on_timeout: String = r.get(11)?;
                Ok(RoomHead {
                    code: r.get(0)?,
                    game: r.get(1)?,
                    options: r.get(2)?,
                    seats: Vec::new(),
                    host: r.get::<_, Option<i64>>(3)?.map(|h| h as u8),
                    started: r.get(4)?,
                    creator: r.get(5)?,
                    created_at: r.get::<_, i64>(6)? as u64,
                    updated_at: r.get::<_, i64>(7)? as u64,
                    over: r.get(8)?,
                    pace: if slow {
                        Pace::Slow {
                            seconds_per_move: r.get::<_, Option<i64>>(10)?.map(|s| s as u64),
                            on_timeout: OnTimeout::parse(&on_timeout).unwrap_or(OnTimeout::Ai),
                        }
                    } else {
                        Pace::Live
                    },
                    turn_since: r.get::<_, i64>(12)? as u64,
                    forfeit: r.get::<_, Option<i64>>(13)?.map(|s| s as u8),
                    resigned: r.get(14)?,
                    places: places_of(&r.get::<_, String>(15)?),
                    actions: r.get::<_, i64>(16)?.clamp(0, i64::from(u32::MAX)) as u32,
                    public: r.get(17)?,
                    names: Vec::new(),
                    webhooks: Vec::new(),
                    languages: Vec::new(),
                    emails: Vec::new(),
                    pushes: Vec::new(),
                })
            },
        )
        .optional()?;
    let Some(mut head) = head else {
        return Ok(None);
    };
    let (seats, notify): (Vec<_>, Vec<_>) = load_seats_named(connection, code)?.into_iter().unzip();
    (head.seats, head.names) = seats.into_iter().unzip();
    for n in notify {
        head.webhooks.push(n.webhook);
        head.languages.push(n.language);
        head.emails.push(n.email);
        head.pushes.push(n.push);
    }
    Ok(Some(head))
}

pub(super) fn load_room(
    connection: &Connection,
    code: &str,
) -> rusqlite::Result<Option<StoredRoom>> {
    let Some(head) = load_head(connection, code)? else {
        return Ok(None);
    };
    let mut actions =
        connection.prepare_cached("SELECT action FROM actions WHERE code = ?1 ORDER BY number")?;
    let actions = actions
        .query_map([code], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    let mut chat = connection
        .prepare_cached("SELECT id, seat, name, text, at FROM chat WHERE code = ?1 ORDER BY id")?;
    let chat = chat
        .query_map([code], |r| {
            Ok(ChatLine {
                id: r.get::<_, i64>(0)?.clamp(0, i64::from(u32::MAX)) as u32,
                seat: r.get::<_, Option<i64>>(1)?.map(|s| s as u8),
                name: r.get(2)?,
                text: r.get(3)?,
                at: r.get::<_, i64>(4)?.max(0) as u64,
            })
        })?
        .collect::<rusqlite::Result<Vec<ChatLine>>>()?;
    Ok(Some(StoredRoom {
        head,
        actions,
        chat,
    }))
}
