//! Rooms leaving the store: one expired room deleted (`RoomStore::delete`), and the operator's
//! purge of every room not changed since a day (`pelikaappi rooms --purge-before`).

use rusqlite::{Connection, params};

use super::{SqliteStore, sql_error};

impl SqliteStore {
    /// `RoomStore::delete`, on a shared store: the room, its seats and its actions.
    pub fn delete_room(&self, code: &str) -> Result<(), String> {
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            for table in ["actions", "seats", "rooms"] {
                tx.prepare_cached(&format!("DELETE FROM {table} WHERE code = ?1"))?
                    .execute(params![code])?;
            }
            Ok(())
        };
        self.all_or_nothing(write)
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
