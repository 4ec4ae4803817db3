//! The store's chat lines of a room (added and removed with the room's saves) and the heads
//! of its finished rooms for the statistics.

use rusqlite::{Connection, params};

use super::{SqliteStore, load::load_head, sql_error};
use crate::net::{protocol::ChatLine, store::RoomHead};

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

    /// `RoomStore::finished_heads`, on a shared store.
    pub fn finished_room_heads(&self, most: usize) -> Result<Vec<RoomHead>, String> {
        let connection = self.connection();
        let error = |e| sql_error(&self.path, e);
        let codes: Vec<String> = connection
            .prepare_cached(
                "SELECT code FROM rooms WHERE over = 1 ORDER BY updated_at DESC LIMIT ?1",
            )
            .and_then(|mut s| {
                s.query_map(params![most.min(i64::MAX as usize) as i64], |r| r.get(0))?
                    .collect()
            })
            .map_err(error)?;
        let mut heads = Vec::with_capacity(codes.len());
        for code in codes {
            if let Some(head) = load_head(&connection, &code).map_err(error)? {
                heads.push(head);
            }
        }
        Ok(heads)
    }
}
