//! `serve` and `join`: the game server, and a headless client whose AI plays one seat.

use std::{net::SocketAddr, time::Duration};

use clap::Args;

use crate::{
    ai::Strength,
    net::{
        protocol::{Request, SeatPlan},
        socket::{DEFAULT_PORT, join, serve},
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
}

pub fn run_serve(args: &ServeArgs) -> Result<(), String> {
    match serve(SocketAddr::new(args.bind, args.port)) {
        bevy::app::AppExit::Success => Ok(()),
        bevy::app::AppExit::Error(code) => Err(format!("the server stopped ({code})")),
    }
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
