//! The store's schema: one migration per version (version n is reached by running the first
//! n), run by `SqliteStore::migrate`.

/// The schema, one migration per version (version n is reached by running the first n).
/// Version 1: rooms, seats and actions; version 2: correspondence play (the pace, the time
/// per move, a loss on time); version 3: resignation, and the time the server last ran (the
/// clocks resume from it after a restart); version 4: a finished room's places and its
/// record's length (listed without a replay), and the indexes that find the finished rooms
/// to forget; version 5: public rooms, the players' display names, webhooks and languages,
/// and the chat; version 6: the seats' e-mail addresses and browser push subscriptions, the
/// e-mail addresses with their confirmation, and the server's secrets (its push key).
pub const MIGRATIONS: [&str; 6] = [
    "CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        host INTEGER,
        started INTEGER NOT NULL,
        creator TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        over INTEGER NOT NULL
     );
     CREATE TABLE seats (
        code TEXT NOT NULL REFERENCES rooms(code),
        seat INTEGER NOT NULL,
        holder TEXT NOT NULL,
        token TEXT,
        strength TEXT,
        PRIMARY KEY (code, seat)
     ) WITHOUT ROWID;
     CREATE INDEX seats_by_token ON seats(token);
     CREATE TABLE actions (
        code TEXT NOT NULL REFERENCES rooms(code),
        number INTEGER NOT NULL,
        action TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (code, number)
     ) WITHOUT ROWID;",
    "ALTER TABLE rooms ADD COLUMN slow INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE rooms ADD COLUMN seconds_per_move INTEGER;
     ALTER TABLE rooms ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'ai';
     ALTER TABLE rooms ADD COLUMN turn_since INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE rooms ADD COLUMN forfeit INTEGER;",
    "ALTER TABLE rooms ADD COLUMN resigned INTEGER NOT NULL DEFAULT 0;
     CREATE TABLE server (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;",
    "ALTER TABLE rooms ADD COLUMN places TEXT NOT NULL DEFAULT '';
     ALTER TABLE rooms ADD COLUMN action_count INTEGER NOT NULL DEFAULT 0;
     UPDATE rooms SET action_count = (SELECT COUNT(*) FROM actions a WHERE a.code = rooms.code);
     CREATE INDEX rooms_finished ON rooms(over, updated_at);
     CREATE INDEX rooms_by_creator ON rooms(creator, over, updated_at);",
    "ALTER TABLE rooms ADD COLUMN public INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
     ALTER TABLE seats ADD COLUMN webhook TEXT NOT NULL DEFAULT '';
     ALTER TABLE seats ADD COLUMN language TEXT NOT NULL DEFAULT '';
     CREATE TABLE chat (
        code TEXT NOT NULL REFERENCES rooms(code),
        id INTEGER NOT NULL,
        seat INTEGER,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (code, id)
     ) WITHOUT ROWID;",
    "ALTER TABLE seats ADD COLUMN email TEXT NOT NULL DEFAULT '';
     ALTER TABLE seats ADD COLUMN push TEXT NOT NULL DEFAULT '';
     CREATE TABLE mail (
        address TEXT PRIMARY KEY,
        token TEXT NOT NULL UNIQUE,
        confirmed INTEGER NOT NULL,
        stopped INTEGER NOT NULL,
        asked_at INTEGER NOT NULL
     );
     CREATE TABLE secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;",
];
