//! The store's e-mail addresses (with their confirmation) and the server's secrets (its push
//! key), each written at once in its own statement.

use rusqlite::{OptionalExtension, params};

use super::{SqliteStore, sql_error};
use crate::net::store::MailAddress;

impl SqliteStore {
    /// Every e-mail address players gave.
    pub fn mail_addresses(&self) -> Result<Vec<MailAddress>, String> {
        let connection = self.connection();
        let read = || -> rusqlite::Result<Vec<MailAddress>> {
            let mut rows = connection
                .prepare_cached("SELECT address, token, confirmed, stopped, asked_at FROM mail")?;
            rows.query_map([], |r| {
                Ok(MailAddress {
                    address: r.get(0)?,
                    token: r.get(1)?,
                    confirmed: r.get(2)?,
                    stopped: r.get(3)?,
                    asked_at: r.get::<_, i64>(4)?.max(0) as u64,
                })
            })?
            .collect()
        };
        read().map_err(|e| sql_error(&self.path, e))
    }

    /// Writes `a` (new, or its confirmation, stop or new token).
    pub fn save_mail_address(&self, a: &MailAddress) -> Result<(), String> {
        self.connection()
            .execute(
                "INSERT INTO mail (address, token, confirmed, stopped, asked_at)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT(address) DO UPDATE SET token = ?2, confirmed = ?3, stopped = ?4,
                    asked_at = ?5",
                params![
                    a.address,
                    a.token,
                    a.confirmed,
                    a.stopped,
                    a.asked_at as i64
                ],
            )
            .map(drop)
            .map_err(|e| sql_error(&self.path, e))
    }

    /// The server's secret `name`, if kept.
    pub fn secret(&self, name: &str) -> Result<Option<String>, String> {
        self.connection()
            .query_row("SELECT value FROM secrets WHERE name = ?1", [name], |r| {
                r.get(0)
            })
            .optional()
            .map_err(|e| sql_error(&self.path, e))
    }

    /// Keeps the server's secret `name`.
    pub fn save_secret(&self, name: &str, value: &str) -> Result<(), String> {
        self.connection()
            .execute(
                "INSERT INTO secrets (name, value) VALUES (?1, ?2)
                 ON CONFLICT(name) DO UPDATE SET value = ?2",
                params![name, value],
            )
            .map(drop)
            .map_err(|e| sql_error(&self.path, e))
    }
}
