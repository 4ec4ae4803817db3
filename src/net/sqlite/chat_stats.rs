//! The store's chat lines of a room (added and removed with the room's saves) and the heads
//! of its finished rooms for the statistics.

use rusqlite::{Connection, params};

use super::{
    SqliteStore,
    load::{holder_of, places_of},
    sql_error,
};
use crate::net::{
    protocol::ChatLine,
    store::{Pace, RoomHead},
};

impl SqliteStore {
    /// `RoomStore::save_chat`, on a shared store.
    pub fn save_chat_lines(
        &self,
        code: &str,
        new: &[ChatLine],
        removed: &[u32],
    ) -> Result<(), String> {
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            for line in new {
                tx.prepare_cached(
                    "INSERT OR REPLACE INTO chat (code, id, seat, name, text, at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?
                .execute(params![
                    code,
                    i64::from(line.id),
                    line.seat.map(i64::from),
                    line.name,
                    line.text,
                    line.at as i64
                ])?;
            }
            for id in removed {
                tx.prepare_cached("DELETE FROM chat WHERE code = ?1 AND id = ?2")?
                    .execute(params![code, i64::from(*id)])?;
            }
            Ok(())
        };
        self.all_or_nothing(write)
    }

    /// `RoomStore::finished_heads`, on a shared store: one query over the finished rooms and
    /// their seats (what the statistics need: no chat, names or webhooks).
    pub fn finished_room_heads(&self, most: usize) -> Result<Vec<RoomHead>, String> {
        let connection = self.connection();
        let error = |e| sql_error(&self.path, e);
        let mut query = connection
            .prepare(
                "SELECT r.code, r.game, r.options, r.forfeit, r.resigned, r.places,
                    r.action_count, r.updated_at, s.holder, s.token, s.strength
                 FROM (SELECT * FROM rooms WHERE over = 1 ORDER BY updated_at DESC LIMIT ?1) r
                 JOIN seats s ON s.code = r.code
                 ORDER BY r.updated_at DESC, r.code, s.seat",
            )
            .map_err(error)?;
        let mut rows = query
            .query(params![most.min(i64::MAX as usize) as i64])
            .map_err(error)?;
        let mut heads: Vec<RoomHead> = Vec::new();
        while let Some(r) = rows.next().map_err(error)? {
            let code: String = r.get(0).map_err(error)?;
            if heads.last().is_none_or(|h| h.code != code) {
                heads.push(RoomHead {
                    code,
                    game: r.get(1).map_err(error)?,
                    options: r.get(2).map_err(error)?,
                    seats: Vec::new(),
                    host: None,
                    started: true,
                    pace: Pace::Live,
                    creator: String::new(),
                    created_at: 0,
                    updated_at: r.get::<_, i64>(7).map_err(error)?.max(0) as u64,
                    turn_since: 0,
                    forfeit: r.get::<_, Option<i64>>(3).map_err(error)?.map(|s| s as u8),
                    resigned: r.get(4).map_err(error)?,
                    over: true,
                    places: places_of(&r.get::<_, String>(5).map_err(error)?),
                    actions: r
                        .get::<_, i64>(6)
                        .map_err(error)?
                        .clamp(0, i64::from(u32::MAX)) as u32,
                    public: false,
                    names: Vec::new(),
                    webhooks: Vec::new(),
                    emails: Vec::new(),
                    pushes: Vec::new(),
                    languages: Vec::new(),
                });
            }
            let holder: String = r.get(8).map_err(error)?;
            let token: Option<String> = r.get(9).map_err(error)?;
            let strength: Option<String> = r.get(10).map_err(error)?;
            let head = heads.last_mut().expect("a head for the row");
            head.seats
                .push(holder_of(&holder, token, strength.as_deref()));
        }
        Ok(heads)
    }
}
