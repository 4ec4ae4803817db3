//! The command line: `sim`, `replay`, `legal`, `review`, `bench`, and with online play `serve`
//! and `join`, run without a window.

/// Prints a line to stdout; a closed pipe (e.g. `| head`) ends the command quietly, any
/// other write error (a full disk) ends it with a message and a failing exit code.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        if let Err(e) = writeln!(out, $($arg)*).and_then(|()| out.flush()) {
            $crate::cli::output_failed(e);
        }
    }};
}

/// Ends the process after a failed write to stdout.
pub(crate) fn output_failed(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    eprintln!("error: cannot write the output: {e}");
    std::process::exit(1);
}

mod bench;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
mod online;
pub mod sim;

pub use sim::play_one;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::rules::{
    Game, ToMove,
    eile::Eile,
    helsinki1918::Helsinki1918,
    razboiniki::Razboiniki,
    record::{GameRecord, ReplayError},
    suomi1918::Suomi1918,
};

/// Pelikaappi: without a subcommand the game window opens.
#[derive(Parser, Debug)]
#[command(name = "pelikaappi", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play games between AI seats and print the results.
    Sim(sim::SimArgs),
    /// Apply a JSON game record; exits non-zero at the first illegal action.
    Replay {
        file: String,
        /// Print the final state as JSON.
        #[arg(long)]
        json: bool,
        /// Print every action with the events it caused.
        #[arg(long)]
        log: bool,
    },
    /// Print the legal actions after a JSON game record.
    Legal { file: String },
    /// Review a finished game: each seat's chance over the game (the judge's playouts), the
    /// mistakes with the move played and the master's choice, and the luck.
    Review {
        file: String,
        /// Print the whole review as JSON.
        #[arg(long)]
        json: bool,
        /// The judge's playouts per point of the chart (default: the game's own, 64 or fewer).
        #[arg(long)]
        playouts: Option<usize>,
    },
    /// Print random playouts per second and AI think time per game as JSON.
    Bench {
        /// Seconds of random playouts per game.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        /// Only this game (a record id: eile, razboiniki, suomi1918, helsinki1918).
        #[arg(long)]
        game: Option<String>,
        /// Random playouts only, no AI think time.
        #[arg(long)]
        playouts_only: bool,
    },
    /// Run the game server for online play (no window, no GPU).
    #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
    Serve(online::ServeArgs),
    /// Join a game server as a headless client whose AI plays its seat.
    #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
    Join(online::JoinArgs),
    /// List the rooms a game server has stored (or print one's record, or the statistics).
    #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
    Rooms(online::RoomsArgs),
    /// A running game server's lobby: its public rooms, or its statistics.
    #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
    Lobby(online::LobbyArgs),
}

/// The games the command line knows, by record id.
pub const GAME_IDS: [&str; 4] = [Eile::ID, Razboiniki::ID, Suomi1918::ID, Helsinki1918::ID];

/// Runs a subcommand and returns the process exit code.
pub fn run(command: Command) -> ExitCode {
    let result = match command {
        Command::Sim(args) => sim::run(&args),
        Command::Replay { file, json, log } => replay(&file, json, log),
        Command::Legal { file } => legal(&file),
        Command::Review {
            file,
            json,
            playouts,
        } => review(&file, json, playouts),
        Command::Bench {
            seconds,
            game,
            playouts_only,
        } => bench::run(seconds, game.as_deref(), playouts_only),
        #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
        Command::Serve(args) => online::run_serve(&args),
        #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
        Command::Join(args) => online::run_join(&args),
        #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
        Command::Rooms(args) => online::run_rooms(&args),
        #[cfg(all(feature = "net", not(target_arch = "wasm32")))]
        Command::Lobby(args) => online::run_lobby(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn read_record(file: &str) -> Result<GameRecord, String> {
    let name = crate::rules::quote(file);
    let size = std::fs::metadata(file)
        .map_err(|e| format!("cannot read {name}: {e}"))?
        .len();
    if size > crate::rules::record::MAX_RECORD_BYTES as u64 {
        return Err(format!(
            "{name}: a record of {size} bytes is too large (at most {})",
            crate::rules::record::MAX_RECORD_BYTES
        ));
    }
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {name}: {e}"))?;
    GameRecord::from_json(&text).map_err(|e| format!("{name}: {e}"))
}

fn replay(file: &str, json: bool, log: bool) -> Result<(), String> {
    let record = read_record(file)?;
    match record.game.as_str() {
        "eile" => replay_game::<Eile>(&record, json, log),
        "razboiniki" => replay_game::<Razboiniki>(&record, json, log),
        "suomi1918" => replay_game::<Suomi1918>(&record, json, log),
        "helsinki1918" => replay_game::<Helsinki1918>(&record, json, log),
        other => Err(unknown_game(other)),
    }
}

fn legal(file: &str) -> Result<(), String> {
    let record = read_record(file)?;
    match record.game.as_str() {
        "eile" => legal_game::<Eile>(&record),
        "razboiniki" => legal_game::<Razboiniki>(&record),
        "suomi1918" => legal_game::<Suomi1918>(&record),
        "helsinki1918" => legal_game::<Helsinki1918>(&record),
        other => Err(unknown_game(other)),
    }
}

fn review(file: &str, json: bool, playouts: Option<usize>) -> Result<(), String> {
    let record = read_record(file)?;
    fn run<G: crate::ai::Evaluate>(
        record: &crate::rules::record::GameRecord,
        playouts: Option<usize>,
    ) -> Result<crate::ai::review::Review, crate::rules::record::ReplayError> {
        let plan = crate::ai::review::ReviewPlan {
            playouts: playouts.map_or(G::REVIEW_PLAN.playouts, |p| p.clamp(1, 100_000)),
            ..G::REVIEW_PLAN
        };
        crate::ai::review::review::<G>(record, plan, |_| {})
    }
    let review = match record.game.as_str() {
        "eile" => run::<Eile>(&record, playouts),
        "razboiniki" => run::<Razboiniki>(&record, playouts),
        "suomi1918" => run::<Suomi1918>(&record, playouts),
        "helsinki1918" => run::<Helsinki1918>(&record, playouts),
        other => return Err(unknown_game(other)),
    }
    .map_err(replay_error)?;
    if json {
        say!(
            "{}",
            serde_json::to_string_pretty(&review).expect("a review is JSON")
        );
        return Ok(());
    }
    say!(
        "{} actions; each seat's chance at {} points, {} playouts each by the quick player with {:.0} % random moves{}{} (standard error at most {:.1} points):",
        review.actions,
        review.points.len(),
        review.playouts,
        review.random_share * 100.0,
        match review.candidates {
            0 => String::new(),
            n => format!(", comparing {n} choices drawn at random"),
        },
        match review.horizon {
            0 => String::new(),
            n => format!(", {n} decisions on, then judged by the evaluation"),
        },
        review.standard_error * 100.0
    );
    let seats = review.points.first().map_or(0, |p| p.chances.len());
    for seat in 0..seats {
        let line: String = review
            .points
            .iter()
            .map(|p| {
                let bars = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
                bars[((p.chances[seat] * 7.0).round() as usize).min(7)]
            })
            .collect();
        let last = review.points.last().map_or(0.0, |p| p.chances[seat]);
        say!("seat {seat} {line} {:.0} %", last * 100.0);
    }
    for (k, s) in review.swings.iter().enumerate() {
        say!(
            "mistake {}: action {} by seat {} ({}): {:.0} % -> {:.0} %; the master would have played {} ({:.0} %)",
            k + 1,
            s.at,
            s.seat,
            s.played,
            s.before * 100.0,
            s.after * 100.0,
            s.preferred,
            s.master_after * 100.0
        );
    }
    say!(
        "the master judged the {} biggest drops after a decision: it would have played the same at {}",
        review.judged,
        review.agreed
    );
    for (k, l) in review.luck.iter().enumerate() {
        say!(
            "luck {}: action {} ({}): seat {} {:.0} % -> {:.0} %",
            k + 1,
            l.at,
            l.action,
            l.seat,
            l.before * 100.0,
            l.after * 100.0
        );
    }
    Ok(())
}

fn unknown_game(id: &str) -> String {
    format!(
        "unknown game '{}' (known: {})",
        crate::rules::quote(id),
        GAME_IDS.join(", ")
    )
}

fn replay_error(e: ReplayError) -> String {
    e.to_string()
}

fn replay_game<G: Game>(record: &GameRecord, json: bool, log: bool) -> Result<(), String> {
    let mut index = 0;
    let game: G = record
        .replay_with(|_: &G, _, events| {
            if log {
                // The record's own text: the notation may depend on the state before the
                // action (Helsinki's `choose:`), and the game here is the state after it.
                say!("{index} {}: {events:?}", record.actions[index]);
            }
            index += 1;
        })
        .map_err(replay_error)?;
    if json {
        let to_move = match game.to_move() {
            ToMove::Seat(s) => serde_json::json!({ "seat": s.0 }),
            ToMove::Chance => serde_json::json!("chance"),
            ToMove::Over => serde_json::json!("over"),
        };
        let state = serde_json::json!({
            "game": G::ID,
            "actions": record.actions.len(),
            "to_move": to_move,
            "outcome": game.outcome(),
            "state": game.view(crate::rules::Seat(0)),
        });
        say!("{}", serde_json::to_string_pretty(&state).expect("JSON"));
    } else {
        say!("{} actions replayed", record.actions.len());
        match game.outcome() {
            Some(outcome) => say!("game over; places {:?}", outcome.places),
            None => say!("game in progress; next: {}", describe_to_move(&game)),
        }
    }
    Ok(())
}

fn describe_to_move<G: Game>(game: &G) -> String {
    match game.to_move() {
        ToMove::Seat(s) => s.to_string(),
        ToMove::Chance => "chance".to_string(),
        ToMove::Over => "nobody (over)".to_string(),
    }
}

fn legal_game<G: Game>(record: &GameRecord) -> Result<(), String> {
    let game: G = record.replay().map_err(replay_error)?;
    say!("# to move: {}", describe_to_move(&game));
    if game.to_move() == ToMove::Chance {
        for (action, p) in game.chance_outcomes() {
            say!(
                "{} {}/{}",
                game.format_action(&action),
                p.numerator,
                p.denominator
            );
        }
    } else {
        for action in game.legal_actions() {
            say!("{}", game.format_action(&action));
        }
    }
    Ok(())
}
