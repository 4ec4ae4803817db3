//! The game server's store: one SQLite database (`rooms.sqlite` in the server's data folder,
//! write-ahead log, every commit synced to disk) with a versioned schema and its migrations.
//! A damaged file is refused with a clear message and left as it is.

use std::{
    path::{Path, PathBuf},
    sync::{
        Mutex,
        atomic::{AtomicBool, Ordering},
    },
};

use rusqlite::{Connection, OpenFlags, OptionalExtension, params};

use super::protocol::ChatLine;
use super::store::{FinishedRooms, OnTimeout, Pace, RoomHead, RoomStore, StoredHolder, StoredRoom};

mod load;
mod purge;
use load::{load_head, load_room, load_seats, places_text};

mod chat_stats;
mod mail;
mod schema;
use schema::MIGRATIONS;

/// The database's file name in the data folder.
pub const FILE_NAME: &str = "rooms.sqlite";

/// The schema version this build writes.
pub const SCHEMA_VERSION: usize = MIGRATIONS.len();

/// The server's rooms in SQLite.
pub struct SqliteStore {
    /// One connection, used by one thread at a time (the lobby's).
    connection: Mutex<Connection>,
    path: PathBuf,
    /// A batch is open (`begin_batch`): saves are savepoints in its transaction.
    batch: AtomicBool,
}

/// A room listed by `pelikaappi rooms`.
#[derive(Clone, Debug)]
pub struct RoomSummary {
    pub code: String,
    pub game: String,
    /// Per seat: "player", "open" or "ai:quick" (never a token).
    pub seats: Vec<String>,
    pub started: bool,
    pub over: bool,
    pub actions: usize,
    pub slow: bool,
    pub updated_at: u64,
}

fn sql_error(path: &Path, e: rusqlite::Error) -> String {
    use rusqlite::ErrorCode;
    match e.sqlite_error_code() {
        Some(ErrorCode::DiskFull) => format!(
            "the server's disk is full ({}): nothing was changed; try again when there is space",
            path.display()
        ),
        Some(ErrorCode::ReadOnly | ErrorCode::PermissionDenied | ErrorCode::CannotOpen) => {
            format!("the server cannot write its store {}: {e}", path.display())
        }
        Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => format!(
            "the server's store {} is damaged ({e}); it was left as it is: move it aside or restore a copy, then start the server again",
            path.display()
        ),
        _ => format!("the server's store {}: {e}", path.display()),
    }
}

/// The store holds every seat's token: only the server's own user may read it (the file,
/// and the write-ahead log and index SQLite makes beside it with the file's permissions).
#[cfg(unix)]
fn owner_only(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let mut files = vec![path.to_path_buf()];
    for suffix in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_os_string();
        name.push(suffix);
        files.push(PathBuf::from(name));
    }
    for file in files.iter().filter(|f| f.exists()) {
        std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600)).map_err(|e| {
            format!(
                "cannot make the store {} readable by its owner only: {e}",
                file.display()
            )
        })?;
    }
    Ok(())
}

#[cfg(not(unix))]
fn owner_only(_path: &Path) -> Result<(), String> {
    Ok(())
}

impl SqliteStore {
    /// Opens (or creates) the store in `dir`, brought up to the current schema.
    pub fn open(dir: &Path) -> Result<Self, String> {
        Self::open_at_version(dir, SCHEMA_VERSION)
    }

    /// Opens the store in `dir` with the schema migrated up to `version` only (a test of the
    /// migrations starts at version 1).
    pub fn open_at_version(dir: &Path, version: usize) -> Result<Self, String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot make the data folder {}: {e}", dir.display()))?;
        let path = dir.join(FILE_NAME);
        let existed = path.exists();
        let connection = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| sql_error(&path, e))?;
        let error = |e| sql_error(&path, e);
        owner_only(&path)?;
        if existed {
            // A file that was there is checked before anything is written into it.
            let check: String = connection
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(error)?;
            if check != "ok" {
                return Err(format!(
                    "the server's store {} is damaged ({check}); it was left as it is: move it aside or restore a copy, then start the server again",
                    path.display()
                ));
            }
        }
        connection
            .pragma_update(None, "journal_mode", "WAL")
            .map_err(error)?;
        // Every commit reaches the disk before it is acknowledged (a power cut loses nothing
        // acknowledged either).
        connection
            .pragma_update(None, "synchronous", "FULL")
            .map_err(error)?;
        connection
            .pragma_update(None, "foreign_keys", "ON")
            .map_err(error)?;
        connection
            .busy_timeout(std::time::Duration::from_secs(5))
            .map_err(error)?;
        let store = Self {
            connection: Mutex::new(connection),
            path,
            batch: AtomicBool::new(false),
        };
        store.migrate(version)?;
        Ok(store)
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn connection(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding it leaves the connection as good as SQLite leaves it.
        self.connection
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The schema version of the file.
    pub fn version(&self) -> Result<usize, String> {
        let v: i64 = self
            .connection()
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(v as usize)
    }

    fn migrate(&self, target: usize) -> Result<(), String> {
        let from = self.version()?;
        if from > SCHEMA_VERSION {
            return Err(format!(
                "the store {} is of a newer server (schema {from}, this one knows {SCHEMA_VERSION}): use the newer server",
                self.path.display()
            ));
        }
        let mut connection = self.connection();
        for (i, migration) in MIGRATIONS.iter().enumerate().take(target).skip(from) {
            let tx = connection
                .transaction()
                .map_err(|e| sql_error(&self.path, e))?;
            tx.execute_batch(migration)
                .and_then(|()| tx.pragma_update(None, "user_version", (i + 1) as i64))
                .and_then(|()| tx.commit())
                .map_err(|e| sql_error(&self.path, e))?;
        }
        Ok(())
    }

    /// Limits the file to `pages` pages of the database (none: no limit): a full disk, for
    /// the tests.
    pub fn set_page_limit(&self, pages: Option<u64>) -> Result<(), String> {
        let pages = pages.map_or(4_294_967_294, |p| p as i64);
        self.connection()
            .pragma_update(None, "max_page_count", pages)
            .map_err(|e| sql_error(&self.path, e))
    }

    /// How many pages the database has now.
    pub fn pages(&self) -> Result<u64, String> {
        let n: i64 = self
            .connection()
            .pragma_query_value(None, "page_count", |r| r.get(0))
            .map_err(|e| sql_error(&self.path, e))?;
        Ok(n as u64)
    }

    /// Every room, newest change first (for `pelikaappi rooms`).
    pub fn list(&self) -> Result<Vec<RoomSummary>, String> {
        let connection = self.connection();
        let error = |e| sql_error(&self.path, e);
        let mut rooms = connection
            .prepare(
                "SELECT code, game, started, over, slow, updated_at,
                    (SELECT COUNT(*) FROM actions a WHERE a.code = r.code)
                 FROM rooms r ORDER BY updated_at DESC, code",
            )
            .map_err(error)?;
        let rows = rooms
            .query_map([], |r| {
                Ok(RoomSummary {
                    code: r.get(0)?,
                    game: r.get(1)?,
                    seats: Vec::new(),
                    started: r.get(2)?,
                    over: r.get(3)?,
                    slow: r.get(4)?,
                    updated_at: r.get::<_, i64>(5)? as u64,
                    actions: r.get::<_, i64>(6)? as usize,
                })
            })
            .map_err(error)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(error)?;
        drop(rooms);
        let mut out = Vec::new();
        for mut room in rows {
            room.seats = load_seats(&connection, &room.code)
                .map_err(error)?
                .into_iter()
                .map(|h| match h {
                    StoredHolder::Open => "open".to_string(),
                    StoredHolder::Player { .. } => "player".to_string(),
                    StoredHolder::Ai(s) | StoredHolder::AiFor { strength: s, .. } => {
                        format!("ai:{}", s.label())
                    }
                })
                .collect();
            out.push(room);
        }
        Ok(out)
    }
}

impl SqliteStore {
    /// `RoomStore::save`, on a shared store.
    pub fn save_room(&self, head: &RoomHead, keep: usize, new: &[String]) -> Result<(), String> {
        let write = |tx: &Connection| -> rusqlite::Result<()> {
            let (slow, seconds, on_timeout) = match head.pace {
                Pace::Live => (false, None, OnTimeout::Ai),
                Pace::Slow {
                    seconds_per_move,
                    on_timeout,
                } => (true, seconds_per_move.map(|s| s as i64), on_timeout),
            };
            tx.prepare_cached(
                "INSERT INTO rooms (code, game, options, host, started, creator, created_at,
                    updated_at, over, slow, seconds_per_move, on_timeout, turn_since, forfeit,
                    resigned, places, action_count, public)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
                    ?17, ?18)
                 ON CONFLICT(code) DO UPDATE SET host = ?4, started = ?5, updated_at = ?8,
                    over = ?9, slow = ?10, seconds_per_move = ?11, on_timeout = ?12,
                    turn_since = ?13, forfeit = ?14, resigned = ?15, places = ?16,
                    action_count = ?17, public = ?18",
            )?
            .execute(params![
                head.code,
                head.game,
                head.options,
                head.host.map(i64::from),
                head.started,
                head.creator,
                head.created_at as i64,
                head.updated_at as i64,
                head.over,
                slow,
                seconds,
                on_timeout.name(),
                head.turn_since as i64,
                head.forfeit.map(i64::from),
                head.resigned,
                places_text(&head.places),
                i64::from(head.actions),
                head.public,
            ])?;
            for (seat, holder) in head.seats.iter().enumerate() {
                let (kind, token, strength) = match holder {
                    StoredHolder::Open => ("open", None, None),
                    StoredHolder::Player { token } => ("player", Some(token.as_str()), None),
                    StoredHolder::Ai(s) => ("ai", None, Some(s.label())),
                    StoredHolder::AiFor { strength, token } => {
                        ("ai", Some(token.as_str()), Some(strength.label()))
                    }
                };
                let text = |v: &Vec<String>| v.get(seat).cloned().unwrap_or_default();
                let (name, webhook, language, email, push) = (
                    text(&head.names),
                    text(&head.webhooks),
                    text(&head.languages),
                    text(&head.emails),
                    text(&head.pushes),
                );
                tx.prepare_cached(
                    "INSERT INTO seats (code, seat, holder, token, strength, name, webhook,
                        language, email, push)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                     ON CONFLICT(code, seat) DO UPDATE SET holder = ?3, token = ?4,
                        strength = ?5, name = ?6, webhook = ?7, language = ?8, email = ?9,
                        push = ?10",
                )?
                .execute(params![
                    head.code,
                    seat as i64,
                    kind,
                    token,
                    strength,
                    name,
                    webhook,
                    language,
                    email,
                    push
                ])?;
            }
            tx.prepare_cached("DELETE FROM actions WHERE code = ?1 AND number >= ?2")?
                .execute(params![head.code, keep as i64])?;
            {
                let mut insert = tx.prepare_cached(
                    "INSERT INTO actions (code, number, action, at) VALUES (?1, ?2, ?3, ?4)",
                )?;
                for (i, action) in new.iter().enumerate() {
                    insert.execute(params![
                        head.code,
                        (keep + i) as i64,
                        action,
                        head.updated_at as i64
                    ])?;
                }
            }
            Ok(())
        };
        self.all_or_nothing(write)
    }

    /// Runs `write` all or nothing: in a batch as a savepoint of it (rolled back on its own
    /// when it fails), else as a transaction of its own.
    fn all_or_nothing(
        &self,
        write: impl FnOnce(&Connection) -> rusqlite::Result<()>,
    ) -> Result<(), String> {
        let mut connection = self.connection();
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
        result.map_err(|e| sql_error(&self.path, e))
    }

    /// `RoomStore::begin_batch`, on a shared store.
    pub fn begin_batch(&self) -> Result<(), String> {
        self.connection()
            .execute_batch("BEGIN IMMEDIATE")
            .map_err(|e| sql_error(&self.path, e))?;
        self.batch.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// `RoomStore::commit_batch`, on a shared store.
    pub fn commit_batch(&self) -> Result<(), String> {
        if !self.batch.swap(false, Ordering::Relaxed) {
            return Ok(());
        }
        let connection = self.connection();
        connection.execute_batch("COMMIT").map_err(|e| {
            // Nothing of the batch is kept.
            let _ = connection.execute_batch("ROLLBACK");
            sql_error(&self.path, e)
        })
    }

    /// Drops the open batch: none of its saves is kept (what a failed commit leaves).
    pub fn abandon_batch(&self) {
        if self.batch.swap(false, Ordering::Relaxed) {
            let _ = self.connection().execute_batch("ROLLBACK");
        }
    }

    /// `RoomStore::load`, on a shared store.
    pub fn load_room(&self, code: &str) -> Result<Option<StoredRoom>, String> {
        load_room(&self.connection(), code).map_err(|e| sql_error(&self.path, e))
    }

    /// `RoomStore::load_head`, on a shared store.
    pub fn load_room_head(&self, code: &str) -> Result<Option<RoomHead>, String> {
        load_head(&self.connection(), code).map_err(|e| sql_error(&self.path, e))
    }

    /// `RoomStore::load_unfinished`, on a shared store.
    pub fn unfinished_rooms(&self) -> Result<Vec<StoredRoom>, String> {
        let connection = self.connection();
        let error = |e| sql_error(&self.path, e);
        let codes: Vec<String> = connection
            .prepare("SELECT code FROM rooms WHERE over = 0 ORDER BY code")
            .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
            .map_err(error)?;
        let mut rooms = Vec::new();
        for code in codes {
            if let Some(room) = load_room(&connection, &code).map_err(error)? {
                rooms.push(room);
            }
        }
        Ok(rooms)
    }
}

impl RoomStore for SqliteStore {
    fn save(&mut self, head: &RoomHead, keep: usize, new: &[String]) -> Result<(), String> {
        self.save_room(head, keep, new)
    }
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        self.load_room(code)
    }
    fn load_unfinished(&mut self) -> Result<Vec<StoredRoom>, String> {
        self.unfinished_rooms()
    }
    fn load_head(&mut self, code: &str) -> Result<Option<RoomHead>, String> {
        self.load_room_head(code)
    }
    fn save_chat(&mut self, code: &str, new: &[ChatLine], removed: &[u32]) -> Result<(), String> {
        self.save_chat_lines(code, new, removed)
    }
    fn finished_heads(&mut self, most: usize) -> Result<Vec<RoomHead>, String> {
        self.finished_room_heads(most)
    }
    fn trim_finished(&mut self, which: FinishedRooms<'_>) -> Result<usize, String> {
        self.forget_finished(which)
    }
    fn delete(&mut self, code: &str) -> Result<(), String> {
        self.delete_room(code)
    }
    fn last_alive(&mut self) -> Result<Option<u64>, String> {
        self.connection()
            .query_row("SELECT value FROM server WHERE name = 'alive'", [], |r| {
                r.get::<_, i64>(0)
            })
            .optional()
            .map(|v| v.map(|v| v as u64))
            .map_err(|e| sql_error(&self.path, e))
    }
    fn mark_alive(&mut self, now: u64) -> Result<(), String> {
        self.connection()
            .execute(
                "INSERT INTO server (name, value) VALUES ('alive', ?1)
                 ON CONFLICT(name) DO UPDATE SET value = ?1",
                params![now as i64],
            )
            .map(drop)
            .map_err(|e| sql_error(&self.path, e))
    }
    fn begin_batch(&mut self) -> Result<(), String> {
        SqliteStore::begin_batch(self)
    }
    fn commit_batch(&mut self) -> Result<(), String> {
        SqliteStore::commit_batch(self)
    }
    fn load_mail_addresses(&mut self) -> Result<Vec<crate::net::store::MailAddress>, String> {
        self.mail_addresses()
    }
    fn save_mail_address(&mut self, a: &crate::net::store::MailAddress) -> Result<(), String> {
        SqliteStore::save_mail_address(self, a)
    }
    fn load_secret(&mut self, name: &str) -> Result<Option<String>, String> {
        self.secret(name)
    }
    fn save_secret(&mut self, name: &str, value: &str) -> Result<(), String> {
        SqliteStore::save_secret(self, name, value)
    }
}

/// A store shared with whoever else holds it (a test that fills the disk under a server).
impl RoomStore for std::sync::Arc<SqliteStore> {
    fn save(&mut self, head: &RoomHead, keep: usize, new: &[String]) -> Result<(), String> {
        self.save_room(head, keep, new)
    }
    fn load(&mut self, code: &str) -> Result<Option<StoredRoom>, String> {
        self.load_room(code)
    }
    fn load_unfinished(&mut self) -> Result<Vec<StoredRoom>, String> {
        self.unfinished_rooms()
    }
    fn load_head(&mut self, code: &str) -> Result<Option<RoomHead>, String> {
        self.load_room_head(code)
    }
    fn save_chat(&mut self, code: &str, new: &[ChatLine], removed: &[u32]) -> Result<(), String> {
        self.save_chat_lines(code, new, removed)
    }
    fn finished_heads(&mut self, most: usize) -> Result<Vec<RoomHead>, String> {
        self.finished_room_heads(most)
    }
    fn trim_finished(&mut self, which: FinishedRooms<'_>) -> Result<usize, String> {
        self.forget_finished(which)
    }
    fn delete(&mut self, code: &str) -> Result<(), String> {
        self.delete_room(code)
    }
    fn begin_batch(&mut self) -> Result<(), String> {
        SqliteStore::begin_batch(self)
    }
    fn commit_batch(&mut self) -> Result<(), String> {
        SqliteStore::commit_batch(self)
    }
}

/// The server's data folder when none is given: the platform's (XDG_DATA_HOME or
/// ~/.local/share on Linux, Application Support on macOS, %APPDATA% on Windows).
pub fn default_data_dir() -> PathBuf {
    let home = std::env::var_os("HOME").map(PathBuf::from);
    let base = if cfg!(target_os = "windows") {
        std::env::var_os("APPDATA").map(PathBuf::from)
    } else if cfg!(target_os = "macos") {
        home.map(|h| h.join("Library/Application Support"))
    } else {
        std::env::var_os("XDG_DATA_HOME")
            .map(PathBuf::from)
            .or_else(|| home.map(|h| h.join(".local/share")))
    };
    base.unwrap_or_else(|| PathBuf::from("."))
        .join("pelikaappi")
        .join("server")
}
