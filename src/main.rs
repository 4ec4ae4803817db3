//! The pelikaappi binary: a subcommand runs the command line, none opens the game.

use std::process::ExitCode;

#[cfg(not(all(target_arch = "wasm32", feature = "app")))]
fn main() -> ExitCode {
    use clap::Parser;
    use pelikaappi::cli::{Cli, run};

    let cli = Cli::parse();
    match cli.command {
        Some(command) => run(command),
        None => open_window(),
    }
}

/// The web build has no command line: it opens the game (and leaves the CLI out of the
/// wasm). The pure wasm32 build (the cross-target check) keeps the command line.
#[cfg(all(target_arch = "wasm32", feature = "app"))]
fn main() -> ExitCode {
    open_window()
}

#[cfg(feature = "app")]
fn open_window() -> ExitCode {
    pelikaappi::app::run(pelikaappi::games::plugin);
    ExitCode::SUCCESS
}

#[cfg(not(feature = "app"))]
fn open_window() -> ExitCode {
    eprintln!("this build has no window: build with the `app` feature, or use a subcommand");
    ExitCode::FAILURE
}
