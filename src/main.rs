//! The pelikaappi binary: a subcommand runs the command line, none opens the game.

use std::process::ExitCode;

use clap::Parser;
use pelikaappi::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => run(command),
        None => open_window(),
    }
}

#[cfg(feature = "app")]
fn open_window() -> ExitCode {
    pelikaappi::app::run();
    ExitCode::SUCCESS
}

#[cfg(not(feature = "app"))]
fn open_window() -> ExitCode {
    eprintln!("this build has no window: build with the `app` feature, or use a subcommand");
    ExitCode::FAILURE
}
