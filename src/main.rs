//! The pelikaappi binary: a subcommand runs the command line, none opens the game.

// On Windows the game started from Explorer opens no console window; a command run in a
// terminal still prints there (`windows_console::attach_to_terminal`).
#![cfg_attr(all(windows, feature = "app"), windows_subsystem = "windows")]

use std::process::ExitCode;

#[cfg(not(all(target_arch = "wasm32", feature = "app")))]
fn main() -> ExitCode {
    use clap::Parser;
    use pelikaappi::cli::{Cli, run};

    #[cfg(all(windows, feature = "app"))]
    windows_console::attach_to_terminal();
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

/// A program of the Windows GUI subsystem has no console of its own: started from a terminal,
/// it writes to the terminal's (what `--version`, `--help` and every subcommand print).
#[cfg(all(windows, feature = "app"))]
mod windows_console {
    #[link(name = "kernel32")]
    unsafe extern "system" {
        fn AttachConsole(process: u32) -> i32;
    }

    /// The console of the process that started this one, if it has one.
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;

    pub fn attach_to_terminal() {
        // SAFETY: AttachConsole takes a process id and changes only this process's console;
        // it fails harmlessly when the parent has none (started from Explorer).
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
