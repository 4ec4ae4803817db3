//! `serve` and `join`: the game server, and a headless client whose AI plays one seat.

use std::{net::SocketAddr, time::Duration};

use clap::Args;

use crate::{
    ai::Strength,
    net::{
        lobby::Limits,
        network::Prefixes,
        protocol::{Request, SeatPlan},
        socket::{DEFAULT_PORT, Gate, JoinPlan, ask, join_with, serve},
        sqlite::{FILE_NAME, SqliteStore, default_data_dir},
        store::{OnTimeout, Pace, RoomStore},
    },
};

/// Where the server listens.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The port (0: any free port, printed on the first line).
    #[arg(long, default_value_t = DEFAULT_PORT)]
    pub port: u16,
    /// The address to listen on (0.0.0.0: every network of the machine).
    #[arg(long, default_value = "0.0.0.0")]
    pub bind: std::net::IpAddr,
    /// The folder of the server's store (rooms.sqlite); the platform's data folder when left
    /// out.
    #[arg(long)]
    pub data: Option<std::path::PathBuf>,
    /// Keep the rooms in memory only: a restart loses them.
    #[arg(long, conflicts_with = "data")]
    pub memory: bool,
    /// Unfinished rooms at most on the server.
    #[arg(long, default_value_t = Limits::default().rooms)]
    pub max_rooms: usize,
    /// Unfinished rooms at most created from one network (see --ipv6-prefix).
    #[arg(long, default_value_t = Limits::default().rooms_per_address)]
    pub rooms_per_address: usize,
    /// Bits of an IPv4 address that name its network for the limits per network (32: each
    /// address alone; 24 groups a /24).
    #[arg(long, default_value_t = Limits::default().prefixes.ipv4)]
    pub ipv4_prefix: u8,
    /// Bits of an IPv6 address that name its network for the limits per network (64: one
    /// subscriber's usual share).
    #[arg(long, default_value_t = Limits::default().prefixes.ipv6)]
    pub ipv6_prefix: u8,
    /// Master AI seats at most in the unfinished rooms from one network.
    #[arg(long, default_value_t = Limits::default().master_seats_per_network)]
    pub master_seats_per_network: usize,
    /// Days a finished room is kept (for the players' lists and replays).
    #[arg(long, default_value_t = Limits::default().expire_finished / 86_400)]
    pub keep_finished_days: u64,
    /// Finished rooms kept at most from one network (its oldest are forgotten first).
    #[arg(long, default_value_t = Limits::default().finished_per_network)]
    pub finished_per_network: usize,
    /// Minutes after its last player left before a room's AI seats stop playing (they go on
    /// when a player is back).
    #[arg(long, default_value_t = Limits::default().ai_pause_after / 60)]
    pub ai_pause_minutes: u64,
    /// Connections at once (page requests and handshakes included).
    #[arg(long, default_value_t = Gate::default().max_connections)]
    pub max_connections: usize,
    /// Connections at once from one network (see --ipv6-prefix).
    #[arg(long, default_value_t = Gate::default().connections_per_address)]
    pub connections_per_address: usize,
    /// Seconds a new connection has for its request and WebSocket handshake.
    #[arg(long, default_value_t = Gate::default().handshake_timeout.as_secs())]
    pub handshake_seconds: u64,
    /// Seconds a client may stay silent (not answering pings) before it is dropped.
    #[arg(long, default_value_t = Gate::default().idle_timeout.as_secs())]
    pub idle_seconds: u64,
    /// A reverse proxy (its address) whose X-Forwarded-For names each client; the limits per
    /// address then count the clients' addresses, not the proxy's. Give it once per proxy
    /// (or comma-separated) when there are several in a row: the client is the rightmost
    /// X-Forwarded-For entry that is none of them.
    #[arg(long, value_delimiter = ',')]
    pub trusted_proxy: Vec<std::net::IpAddr>,
    /// Serve the web build in this folder over HTTP on the same port: players open
    /// http://HOST:PORT/ (and a room's link, http://HOST:PORT/?room=CODE).
    #[arg(long)]
    pub web: Option<std::path::PathBuf>,
    /// The address players open the game at (e.g. https://play.example.org/): the rooms'
    /// links in the "your turn" notifications start with it.
    #[arg(long)]
    pub link: Option<String>,
    /// Tell no webhook of the players' turns (they cannot give one).
    #[arg(long)]
    pub no_webhooks: bool,
    /// Let webhooks be on this machine or a private network (a LAN's notification service;
    /// by default refused, so that a player's address cannot reach inside the network).
    #[arg(long)]
    pub webhook_private: bool,
    /// Send "your turn" e-mails through this SMTP server: smtps://USER:PASSWORD@HOST:465,
    /// smtp://USER:PASSWORD@HOST:587?tls=required (STARTTLS) or smtp://127.0.0.1:25 (a relay
    /// on this machine). Needs --link and --mail-from; each address is confirmed first.
    #[arg(long, requires = "mail_from")]
    pub smtp: Option<String>,
    /// The e-mails' sender, e.g. "Pelikaappi <kaappi@example.org>".
    #[arg(long, requires = "smtp")]
    pub mail_from: Option<String>,
    /// Browser push on (the default with --web) or off: the server makes a push key once and
    /// keeps it in its store.
    #[arg(long, conflicts_with = "no_push")]
    pub push: bool,
    #[arg(long)]
    pub no_push: bool,
    /// The contact the push services are given (mailto:ADDRESS or a page; default: --link).
    #[arg(long)]
    pub push_contact: Option<String>,
    /// Hours a room whose game never started is kept.
    #[arg(long, default_value_t = Limits::default().expire_waiting / 3600)]
    pub expire_waiting_hours: u64,
    /// Days a live room is kept after all its players have gone.
    #[arg(long, default_value_t = Limits::default().expire_abandoned / 86_400)]
    pub expire_abandoned_days: u64,
    /// Days a correspondence room without a time per move is kept after its last move.
    #[arg(long, default_value_t = Limits::default().expire_correspondence / 86_400)]
    pub expire_correspondence_days: u64,
    /// Spectators at most in one room.
    #[arg(long, default_value_t = Limits::default().spectators_per_room)]
    pub spectators_per_room: usize,
}

/// The stored rooms of a server.
#[derive(Args, Debug)]
pub struct RoomsArgs {
    /// The server's data folder (the platform's when left out).
    #[arg(long)]
    pub data: Option<std::path::PathBuf>,
    /// Print the record of this room (the usual JSON game record) instead of the list.
    #[arg(long)]
    pub record: Option<String>,
    /// Delete every room not changed since this day (YYYY-MM-DD, UTC), finished or not; run
    /// it while the server is stopped.
    #[arg(long, conflicts_with = "record")]
    pub purge_before: Option<String>,
    /// Print the statistics of the finished games instead of the list (`--json`: as JSON).
    #[arg(long, conflicts_with_all = ["record", "purge_before"])]
    pub stats: bool,
    #[arg(long, requires = "stats")]
    pub json: bool,
}

/// The lobby of a running server: its public rooms, or its statistics.
#[derive(Args, Debug)]
pub struct LobbyArgs {
    /// The server, e.g. ws://127.0.0.1:7918.
    pub server: String,
    /// Only the rooms of this game.
    #[arg(long)]
    pub game: Option<String>,
    /// The server's statistics of finished games instead.
    #[arg(long)]
    pub stats: bool,
    /// As JSON.
    #[arg(long)]
    pub json: bool,
}

/// A headless client: create or join a room and let the AI play the seat to the end.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The server, e.g. ws://127.0.0.1:7918.
    pub server: String,
    /// The room's code (eight letters; six for rooms made before 0.2.0). Without it,
    /// `--create` makes a room or `--quick` waits for a quick match.
    pub room: Option<String>,
    /// Wait for a quick match of this game (with `--options`, `--slow`, `--move-seconds`).
    #[arg(long, conflicts_with_all = ["create", "room"])]
    pub quick: Option<String>,
    /// With `--quick`: the server's AI takes the other seats after this many seconds.
    #[arg(long, requires = "quick")]
    pub ai_after: Option<u32>,
    /// With `--ai-after`: the AI's level (random, quick, strong, master).
    #[arg(long, default_value = "strong")]
    pub ai_opponent: String,
    /// The display name shown at the seat, in the lobby and the chat.
    #[arg(long)]
    pub name: Option<String>,
    /// The player's language (en, fi, de, ru).
    #[arg(long, default_value = "en")]
    pub language: String,
    /// List the new room in the server's lobby.
    #[arg(long, requires = "create")]
    pub public: bool,
    /// Say this in the room's chat once in it (the chat lines read are printed).
    #[arg(long)]
    pub say: Option<String>,
    /// The webhook (a JSON POST) the server tells when it is this seat's turn while the
    /// player is away.
    #[arg(long)]
    pub webhook: Option<String>,
    /// Create a room of this game (eile, razboiniki, suomi1918, helsinki1918).
    #[arg(long)]
    pub create: Option<String>,
    /// The new room's options as JSON (the game's defaults when left out).
    #[arg(long, default_value = "{}")]
    pub options: String,
    /// The new room's seats, comma-separated: open, ai:random (beginner), ai:quick (casual),
    /// ai:strong (club player), ai:master.
    #[arg(long, default_value = "open,open")]
    pub seats: String,
    /// The seat to take (1 = the first); without it, watch.
    #[arg(long)]
    pub seat: Option<u8>,
    /// Back to one's seat with its token.
    #[arg(long)]
    pub token: Option<String>,
    /// How the AI plays the seat: random, quick, strong or master.
    #[arg(long, default_value = "quick")]
    pub ai: String,
    /// The seed of the AI's choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// At least this many milliseconds between two actions.
    #[arg(long, default_value_t = 60)]
    pub pace_ms: u64,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 600)]
    pub seconds: u64,
    /// The new room is played by correspondence.
    #[arg(long)]
    pub slow: bool,
    /// The time per move of a correspondence room, in seconds (none: no limit).
    #[arg(long, requires = "slow")]
    pub move_seconds: Option<u64>,
    /// What a seat that lets the time run out does: lose, or ai (the server's AI takes it).
    #[arg(long, default_value = "ai")]
    pub on_timeout: String,
}

fn pace_of(args: &JoinArgs) -> Result<Pace, String> {
    if !args.slow {
        return Ok(Pace::Live);
    }
    let on_timeout = OnTimeout::parse(&args.on_timeout).ok_or_else(|| {
        format!(
            "'{}' is not lose or ai",
            crate::rules::quote(&args.on_timeout)
        )
    })?;
    Ok(Pace::Slow {
        seconds_per_move: args.move_seconds,
        on_timeout,
    })
}

pub fn run_serve(args: &ServeArgs) -> Result<(), String> {
    let data = (!args.memory).then(|| args.data.clone().unwrap_or_else(default_data_dir));
    let prefixes = Prefixes::new(args.ipv4_prefix, args.ipv6_prefix)?;
    let limits = Limits {
        rooms: args.max_rooms,
        rooms_per_address: args.rooms_per_address,
        prefixes,
        master_seats_per_network: args.master_seats_per_network,
        expire_finished: args.keep_finished_days.saturating_mul(86_400),
        finished_per_network: args.finished_per_network.max(1),
        ai_pause_after: args.ai_pause_minutes.saturating_mul(60),
        expire_waiting: args.expire_waiting_hours.saturating_mul(3600),
        expire_abandoned: args.expire_abandoned_days.saturating_mul(86_400),
        expire_correspondence: args.expire_correspondence_days.saturating_mul(86_400),
        spectators_per_room: args.spectators_per_room,
        ..Limits::default()
    };
    let gate = Gate {
        max_connections: args.max_connections,
        connections_per_address: args.connections_per_address,
        handshake_timeout: Duration::from_secs(args.handshake_seconds.max(1)),
        idle_timeout: Duration::from_secs(args.idle_seconds.max(3)),
        trusted_proxies: args.trusted_proxy.clone(),
        prefixes,
        web: args.web.clone(),
        webhooks: !args.no_webhooks,
        webhooks_inside: args.webhook_private,
        link: args.link.clone(),
        mail: args.smtp.clone().zip(args.mail_from.clone()),
        push: args.push || (args.web.is_some() && !args.no_push),
        push_contact: args.push_contact.clone(),
        ..Gate::default()
    };
    serve(
        SocketAddr::new(args.bind, args.port),
        data.as_deref(),
        limits,
        &gate,
    )
}

/// Seconds since 1970 at the start of day `date` (YYYY-MM-DD, UTC).
pub fn day_start(date: &str) -> Result<u64, String> {
    let bad = || format!("'{}' is not a day as YYYY-MM-DD", crate::rules::quote(date));
    let mut parts = date.trim().split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let (y, m, d): (i64, i64, i64) = (
        y.parse().map_err(|_| bad())?,
        m.parse().map_err(|_| bad())?,
        d.parse().map_err(|_| bad())?,
    );
    if !(1970..=9999).contains(&y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return Err(bad());
    }
    // Days from 1970-01-01 (the civil-from-days inverse, proleptic Gregorian).
    let (yy, mm) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = yy.div_euclid(400);
    let yoe = yy - era * 400;
    let doy = (153 * mm + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Ok(days as u64 * 86_400)
}

/// `pelikaappi rooms`: the stored rooms, one line each (never a token), or one's record.
pub fn run_rooms(args: &RoomsArgs) -> Result<(), String> {
    let dir = args.data.clone().unwrap_or_else(default_data_dir);
    if !dir.join(FILE_NAME).exists() {
        return Err(format!("no server store in {}", dir.display()));
    }
    let mut store = SqliteStore::open(&dir)?;
    if let Some(date) = &args.purge_before {
        let before = day_start(date)?;
        let purged = store.purge_before(before)?;
        say!(
            "{purged} rooms last changed before {} deleted from {}",
            utc_time(before),
            store.path().display()
        );
        return Ok(());
    }
    if args.stats {
        let heads = store.finished_room_heads(crate::net::lobby::MOST_READ_FOR_STATS)?;
        let games = crate::net::lobby::stats_of(&heads);
        return print_stats(&games, args.json);
    }
    if let Some(code) = &args.record {
        let code = code.to_ascii_uppercase();
        let room = store
            .load(&code)?
            .ok_or_else(|| format!("no room {code} in {}", store.path().display()))?;
        let record = crate::rules::record::GameRecord {
            game: room.head.game,
            options: serde_json::from_str(&room.head.options)
                .map_err(|e| format!("room {code}'s options are not JSON: {e}"))?,
            actions: room.actions,
            hints: Vec::new(),
        };
        let json = serde_json::to_string_pretty(&record).map_err(|e| e.to_string())?;
        say!("{json}");
        return Ok(());
    }
    let rooms = store.list()?;
    say!("{} rooms in {}", rooms.len(), store.path().display());
    for room in rooms {
        let state = if room.over {
            "over"
        } else if room.started {
            "playing"
        } else {
            "waiting"
        };
        let turn = match (room.over, room.started) {
            (false, true) => store
                .load(&room.code)?
                .and_then(|r| whose_turn(&r))
                .unwrap_or_default(),
            _ => String::new(),
        };
        say!(
            "{} {:<12} {:<7} {}{} seats [{}] {} actions, last {}{}",
            room.code,
            room.game,
            state,
            if room.slow { "slow " } else { "" },
            turn,
            room.seats.join(", "),
            room.actions,
            utc_time(room.updated_at),
            ""
        );
    }
    Ok(())
}

/// "seat N to move " for a stored room, from its replayed record.
fn whose_turn(room: &crate::net::store::StoredRoom) -> Option<String> {
    let mut game =
        crate::net::online_game::new_online_game(&room.head.game, &room.head.options).ok()?;
    for a in &room.actions {
        game.restore(a).ok()?;
    }
    match game.to_move() {
        crate::rules::ToMove::Seat(s) => Some(format!("seat {} to move ", s.0 + 1)),
        crate::rules::ToMove::Chance => Some("chance to move ".into()),
        crate::rules::ToMove::Over => None,
    }
}

/// A time as `YYYY-MM-DD HH:MM UTC`.
pub fn utc_time(seconds: u64) -> String {
    let days = (seconds / 86_400) as i64;
    let (h, m) = ((seconds % 86_400) / 3600, (seconds % 3600) / 60);
    // Days to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let mo = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(mo <= 2);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{m:02} UTC")
}

fn seat_plans(text: &str) -> Result<Vec<SeatPlan>, String> {
    text.split(',')
        .map(|s| match s.trim() {
            "open" => Ok(SeatPlan::Open),
            other => other
                .strip_prefix("ai:")
                .and_then(Strength::parse)
                .map(SeatPlan::Ai)
                .ok_or_else(|| {
                    format!(
                        "'{}' is no seat (open, ai:quick, ai:strong, ai:random)",
                        crate::rules::quote(other)
                    )
                }),
        })
        .collect()
}

pub fn run_join(args: &JoinArgs) -> Result<(), String> {
    let strength = Strength::parse(&args.ai)
        .ok_or_else(|| format!("'{}' is no AI strength", crate::rules::quote(&args.ai)))?;
    let seat = match args.seat {
        Some(0) => return Err("seats are counted from 1".into()),
        s => s.map(|s| s - 1),
    };
    let first = match (&args.create, &args.room) {
        (None, None) if args.quick.is_some() => {
            let ai_after = match args.ai_after {
                Some(seconds) => Some((
                    seconds,
                    Strength::parse(&args.ai_opponent).ok_or_else(|| {
                        format!(
                            "'{}' is no AI strength",
                            crate::rules::quote(&args.ai_opponent)
                        )
                    })?,
                )),
                None => None,
            };
            Request::QuickMatch {
                game: args.quick.clone().unwrap_or_default(),
                options: args.options.clone(),
                pace: pace_of(args)?,
                ai_after,
            }
        }
        (Some(game), None) => Request::Create {
            game: game.clone(),
            options: args.options.clone(),
            seats: seat_plans(&args.seats)?,
            pace: pace_of(args)?,
        },
        (None, Some(code)) => Request::Join {
            code: code.clone(),
            seat,
            token: args.token.clone(),
        },
        _ => return Err("give a room's code, --create GAME or --quick GAME".into()),
    };
    let mut plan = JoinPlan {
        first: Vec::new(),
        publish: args.public,
        say: args.say.clone(),
        webhook: args.webhook.clone(),
    };
    if let Some(name) = &args.name {
        plan.first.push(Request::Hello {
            name: name.clone(),
            language: args.language.clone(),
        });
    }
    plan.first.push(first);
    let result = join_with(
        &args.server,
        plan,
        strength,
        args.seed,
        Duration::from_millis(args.pace_ms),
        Duration::from_secs(args.seconds),
    )?;
    say!(
        "game over in room {}: places {:?} after {} actions",
        result.code,
        result.places,
        result.actions.len()
    );
    Ok(())
}

/// The statistics as a table per game, or as JSON.
fn print_stats(games: &[crate::net::protocol::GameStats], json: bool) -> Result<(), String> {
    if json {
        say!(
            "{}",
            serde_json::to_string_pretty(games).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    say!("{} games with their options", games.len());
    for g in games {
        say!(
            "{} {}: {} finished ({} on time, {} resigned), actions {}–{} (mean {}), firsts by seat {:?}",
            g.game,
            g.options,
            g.finished,
            g.on_time,
            g.resigned,
            g.shortest,
            g.longest,
            g.mean_actions,
            g.seat_wins
        );
        for a in &g.against_ai {
            say!(
                "  against the {} AI: {} of {} players placed before it",
                a.level.label(),
                a.players_ahead,
                a.players
            );
        }
    }
    Ok(())
}

/// `pelikaappi lobby`: a running server's public rooms, or its statistics.
pub fn run_lobby(args: &LobbyArgs) -> Result<(), String> {
    let limit = Duration::from_secs(20);
    if args.stats {
        let session = ask(&args.server, Request::Stats, |s| s.stats.is_some(), limit)?;
        return print_stats(&session.stats.unwrap_or_default(), args.json);
    }
    let session = ask(
        &args.server,
        Request::Lobby {
            game: args.game.clone(),
        },
        |s| s.lobby.is_some(),
        limit,
    )?;
    let (waiting, playing) = session.lobby.unwrap_or_default();
    if args.json {
        let json = serde_json::json!({ "waiting": waiting, "playing": playing });
        say!(
            "{}",
            serde_json::to_string_pretty(&json).map_err(|e| e.to_string())?
        );
        return Ok(());
    }
    say!("{} rooms waiting for players", waiting.len());
    for r in &waiting {
        say!(
            "{} {:<12} seats {} open {:?} host '{}' {} s old {}",
            r.code,
            r.game,
            r.seats,
            r.open.iter().map(|s| s + 1).collect::<Vec<_>>(),
            r.host_name,
            r.age,
            r.options
        );
    }
    say!("{} games being played", playing.len());
    for r in &playing {
        say!("{} {:<12} {} actions", r.code, r.game, r.actions);
    }
    Ok(())
}
