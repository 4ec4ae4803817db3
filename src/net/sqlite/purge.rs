//! Rooms leaving the store: one expired room deleted (`RoomStore::delete`), and the operator's
//! purge of every room not changed since a day (`pelikaappi rooms --purge-before`).

use std::sync::atomic::Ordering;

use rusqlite::{Connection, params};

use super::{SqliteStore, sql_error};

impl SqliteStore {
    /// `RoomStore::delete`, on a shared store: the room, its seats and its actions.
    pub fn delete_room(&self, code: &str) -> Result<(), String> {
        let path = self.path.clone();
        let mut connection = self.connection();
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            for table in ["actions", "seats", "rooms"] {
                tx.prepare_cached(&format!("DELETE FROM {table} WHERE code = ?1"))?
                    .execute(params![code])?;
            }
            Ok(())
        };
        let result = if self.batch.load(Ordering::Relaxed) {
            connection.savepoint().and_then(|sp| {
                write(&sp)?;
                sp.commit()
            })
        } else {
            connection.transaction().and_then(|tx| {
                write(&tx)?;
                tx.commit()
            })
        };
        result.map_err(|e| sql_error(&path, e))
    }

    /// Deletes every room last changed before `before` (seconds since 1970), finished or not;
    /// how many there were. For the operator, while the server is stopped.
    pub fn purge_before(&self, before: u64) -> Result<usize, String> {
        let codes: Vec<String> = self
            .connection()
            .prepare("SELECT code FROM rooms WHERE updated_at < ?1 ORDER BY code")
            .and_then(|mut s| s.query_map(params![before as i64], |r| r.get(0))?.collect())
            .map_err(|e| sql_error(&self.path, e))?;
        for code in &codes {
            self.delete_room(code)?;
        }
        Ok(codes.len())
    }
}
