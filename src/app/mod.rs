//! The windowed game: the app plugin, top-level screens and overlay states.

pub mod audio;
pub mod bake;
pub mod chat;
pub mod cupboard;
pub mod feather;
pub mod history_load;
pub mod history_view;
pub mod input;
pub mod live;
pub mod menu;
pub mod online;
pub mod overlays;
pub mod paint;
pub mod screens;
pub mod session;
pub mod settings;
pub mod storage;
pub mod table_area;
pub mod theme;
pub mod touch;
pub mod web_push;
pub mod window;
pub mod world_text;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

/// The top-level flow of the app.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Setup,
    Playing,
    /// Play online: the server, creating and joining rooms, the waiting room.
    Online,
}

/// An overlay over the current screen.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    None,
    Pause,
    Settings,
    Rules,
    /// An online game's chat, driven by a gamepad: its quick lines take the intents.
    Chat,
    /// The history notes of a 1918 game and the makers' notes of every game.
    History,
}

/// The order of work inside a frame of `Update`.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Devices become intents.
    Input,
    /// The match decides and applies actions.
    Decide,
    /// Views follow the match and animate.
    Present,
}

/// The smallest window the game allows (a desktop window; a web page's canvas follows the
/// page): every screen's words are laid out to fit it as they fit 1280 × 800
/// (`src/games/text_fits.rs`).
pub const MIN_WINDOW: Vec2 = Vec2::new(1024.0, 600.0);

/// Opens the game window with the games `cupboard` adds and runs until it closes.
pub fn run<M>(cupboard: impl bevy::app::Plugins<M>) {
    // The language first: the engine's first words (a missing graphics driver) are the
    // player's too.
    let settings = settings::Settings::load();
    crate::i18n::set_language(settings.language());
    #[cfg(not(target_arch = "wasm32"))]
    explain_a_missing_gpu();
    let size = window::opening_size(&settings);
    let mode = if settings.fullscreen && cfg!(not(target_arch = "wasm32")) {
        bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current)
    } else {
        bevy::window::WindowMode::Windowed
    };
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Pelikaappi".into(),
            resolution: (size.x, size.y).into(),
            mode,
            resize_constraints: bevy::window::WindowResizeConstraints {
                min_width: MIN_WINDOW.x,
                min_height: MIN_WINDOW.y,
                ..default()
            },
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    }));
    app.add_plugins(EguiPlugin::default());
    app.add_plugins((AppPlugin, cupboard));
    app.run();
}

/// Without a graphics driver the engine stops with a panic ("Unable to find a GPU!"): the
/// player reads instead, in their language, what to install, and the program ends with exit
/// code 1 and no backtrace.
#[cfg(not(target_arch = "wasm32"))]
fn explain_a_missing_gpu() {
    let engine_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let text = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        if text.contains("Unable to find a GPU") {
            eprintln!("{}", crate::tr!("no-gpu"));
            std::process::exit(1);
        }
        engine_hook(info);
    }));
}

/// The shell above the engine: states, input, settings, screens and overlays. The games come
/// in beside it (`run`'s argument), so the shell names none of them.
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>();
        app.init_resource::<cupboard::ActiveGame>();
        app.init_resource::<cupboard::Cupboard>();
        app.init_state::<Overlay>();
        app.configure_sets(
            Update,
            (AppSystems::Input, AppSystems::Decide, AppSystems::Present).chain(),
        );
        app.add_systems(Update, log_screen.run_if(state_changed::<Screen>));
        app.add_plugins((
            theme::plugin,
            settings::plugin,
            input::plugin,
            audio::plugin,
            menu::plugin,
            paint::plugin,
            bake::plugin,
            screens::plugin,
            overlays::plugin,
            online::plugin,
            window::plugin,
            table_area::plugin,
            touch::plugin,
        ));
        app.add_plugins((history_load::plugin, history_view::plugin));
    }
}

/// Logs each screen change with the game it is for (the web check reads it from the browser
/// console).
fn log_screen(screen: Res<State<Screen>>, game: Res<cupboard::ActiveGame>) {
    match screen.get() {
        Screen::Title => info!("screen: {:?}", screen.get()),
        other => info!("screen: {other:?} game: {}", game.0),
    }
}
