//! The headless app every app test shares: `MinimalPlugins`, the app's states, instant
//! animations, fixed dice, saves in a scratch folder of the test binary, and a new match of
//! one game started through the shared match flow.
#![allow(dead_code, reason = "each test binary uses the helpers it needs")]

use bevy::{app::Plugins, prelude::*, state::app::StatesPlugin};
use pelikaappi::{
    app::{
        Overlay, Screen,
        cupboard::ActiveGame,
        settings::{AnimationSpeed, Settings},
        storage,
    },
    games::table::{DiceSeed, Match, MatchStart, TableGame},
    rules::ToMove,
};

/// This test binary's save folder (made empty on first use), never the player's.
pub fn scratch_saves(name: &str) -> std::path::PathBuf {
    static FOLDER: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    FOLDER
        .get_or_init(|| {
            let dir =
                std::env::temp_dir().join(format!("pelikaappi-test-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).expect("a scratch folder");
            storage::use_folder(dir.clone());
            dir
        })
        .clone()
}

/// An app with the states and settings of the game screen and nothing drawn.
pub fn base_app(saves: &str) -> App {
    scratch_saves(saves);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.init_state::<Screen>();
    app.init_state::<Overlay>();
    app.insert_resource(Settings {
        ai_delay: 0.0,
        animation: AnimationSpeed::Instant,
        ..Default::default()
    });
    app
}

/// Opens the game screen on `start` for game `G` with its core plugin `core`.
pub fn open_match<G: TableGame, M>(
    mut app: App,
    start: MatchStart,
    seed: u64,
    core: impl Plugins<M>,
) -> App {
    app.insert_resource(ActiveGame(G::ID));
    app.insert_resource(DiceSeed(seed));
    app.insert_resource(start);
    app.add_plugins(core);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app
}

/// A headless app that starts a new match of `G` from `setup`.
pub fn new_match<G: TableGame, M>(
    saves: &str,
    setup: G::Setup,
    seed: u64,
    core: impl Plugins<M>,
) -> App {
    let mut app = base_app(saves);
    app.insert_resource(setup);
    open_match::<G, M>(app, MatchStart::new_game(G::ID), seed, core)
}

/// Runs frames (calling `each_frame` before each) until the match of `G` is over; returns
/// the frame count. Panics if it does not end within `limit` frames.
pub fn run_to_end<G: TableGame>(
    app: &mut App,
    limit: usize,
    mut each_frame: impl FnMut(&mut App),
) -> usize {
    for frame in 0..limit {
        each_frame(app);
        app.update();
        if app
            .world()
            .get_resource::<Match<G>>()
            .is_some_and(|m| m.game.to_move() == ToMove::Over)
        {
            return frame;
        }
    }
    panic!("the game did not end in {limit} frames");
}
