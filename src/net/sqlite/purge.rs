//! Rooms leaving the store: one expired room deleted (`RoomStore::delete`), finished rooms
//! forgotten by age, per network and in all (`RoomStore::trim_finished`), and the operator's
//! purge of every room not changed since a day (`pelikaappi rooms --purge-before`).

use rusqlite::{Connection, params};

use super::{SqliteStore, sql_error};
use crate::net::store::FinishedRooms;

impl SqliteStore {
    /// `RoomStore::delete`, on a shared store: the room, its seats, its actions and its chat.
    pub fn delete_room(&self, code: &str) -> Result<(), String> {
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            for table in ["actions", "chat", "seats", "rooms"] {
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

    /// `RoomStore::trim_finished`, on a shared store: the finished rooms older than
    /// `which.before`, the oldest of a network past its share, and the oldest of all past the
    /// total, at most `which.most` in one call.
    pub fn forget_finished(&self, which: FinishedRooms<'_>) -> Result<usize, String> {
        let error = |e| sql_error(&self.path, e);
        let most = which.most as i64;
        let mut codes: Vec<String> = {
            let connection = self.connection();
            let mut codes: Vec<String> = connection
                .prepare_cached(
                    "SELECT code FROM rooms WHERE over = 1 AND updated_at < ?1
                     ORDER BY updated_at LIMIT ?2",
                )
                .and_then(|mut s| {
                    s.query_map(params![which.before as i64, most], |r| r.get(0))?
                        .collect()
                })
                .map_err(error)?;
            if let Some((network, keep)) = which.of_network {
                let past: Vec<String> = connection
                    .prepare_cached(
                        "SELECT code FROM rooms WHERE creator = ?1 AND over = 1
                         ORDER BY updated_at DESC LIMIT ?3 OFFSET ?2",
                    )
                    .and_then(|mut s| {
                        s.query_map(params![network, keep as i64, most], |r| r.get(0))?
                            .collect()
                    })
                    .map_err(error)?;
                codes.extend(past);
            }
            let finished: i64 = if which.total == usize::MAX {
                0
            } else {
                connection
                    .prepare_cached("SELECT COUNT(*) FROM rooms WHERE over = 1")
                    .and_then(|mut s| s.query_row([], |r| r.get(0)))
                    .map_err(error)?
            };
            let total = i64::try_from(which.total).unwrap_or(i64::MAX);
            let over_total = (finished - total).clamp(0, most);
            if over_total > 0 {
                let oldest: Vec<String> = connection
                    .prepare_cached(
                        "SELECT code FROM rooms WHERE over = 1 ORDER BY updated_at LIMIT ?1",
                    )
                    .and_then(|mut s| s.query_map(params![over_total], |r| r.get(0))?.collect())
                    .map_err(error)?;
                codes.extend(oldest);
            }
            codes
        };
        codes.sort_unstable();
        codes.dedup();
        codes.truncate(which.most);
        // All of them in one transaction (one sync to disk, not one a room).
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            for code in &codes {
                for table in ["actions", "chat", "seats", "rooms"] {
                    tx.prepare_cached(&format!("DELETE FROM {table} WHERE code = ?1"))?
                        .execute(params![code])?;
                }
            }
            Ok(())
        };
        self.all_or_nothing(write)?;
        Ok(codes.len())
    }
}
