//! `serve` and `join`: the game server, and a headless client whose AI plays one seat.

use std::{net::SocketAddr, time::Duration};

use clap::Args;

use crate::{
    ai::Strength,
    net::{
        lobby::Limits,
        protocol::{Request, SeatPlan},
        socket::{DEFAULT_PORT, join, serve},
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
    /// Unfinished rooms at most created from one network address.
    #[arg(long, default_value_t = Limits::default().rooms_per_address)]
    pub rooms_per_address: usize,
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
}

/// A headless client: create or join a room and let the AI play the seat to the end.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// The server, e.g. ws://127.0.0.1:7918.
    pub server: String,
    /// The room's six-letter code (without it, `--create` makes a room).
    pub room: Option<String>,
    /// Create a room of this game (eile, razboiniki, suomi1918, helsinki1918).
    #[arg(long)]
    pub create: Option<String>,
    /// The new room's options as JSON (the game's defaults when left out).
    #[arg(long, default_value = "{}")]
    pub options: String,
    /// The new room's seats, comma-separated: open, ai:quick, ai:strong, ai:random.
    #[arg(long, default_value = "open,open")]
    pub seats: String,
    /// The seat to take (1 = the first); without it, watch.
    #[arg(long)]
    pub seat: Option<u8>,
    /// Back to one's seat with its token.
    #[arg(long)]
    pub token: Option<String>,
    /// How the AI plays the seat: random, quick or strong.
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
    let limits = Limits {
        rooms: args.max_rooms,
        rooms_per_address: args.rooms_per_address,
        ..Limits::default()
    };
    serve(
        SocketAddr::new(args.bind, args.port),
        data.as_deref(),
        limits,
    )
}

/// `pelikaappi rooms`: the stored rooms, one line each (never a token), or one's record.
pub fn run_rooms(args: &RoomsArgs) -> Result<(), String> {
    let dir = args.data.clone().unwrap_or_else(default_data_dir);
    if !dir.join(FILE_NAME).exists() {
        return Err(format!("no server store in {}", dir.display()));
    }
    let mut store = SqliteStore::open(&dir)?;
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
        _ => return Err("give a room's code or --create GAME (not both)".into()),
    };
    let result = join(
        &args.server,
        first,
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
