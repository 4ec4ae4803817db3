//! The desktop window itself: its icon (the cupboard of `tools/gen_icon.py`), a size that fits
//! the screen it opens on and is remembered, full screen (F11 and Settings), and the size of
//! text and buttons (Settings' UI scale, on top of the system's scale factor). The web page
//! shows the icon as its favicon and follows the browser for the rest.

use bevy::{
    prelude::*,
    window::{MonitorSelection, PrimaryWindow, WindowMode, WindowResized},
};
use bevy_egui::EguiContexts;

use super::settings::Settings;

/// The icon's pixels: 64 × 64, RGBA, rows from the top.
#[cfg(not(target_arch = "wasm32"))]
const ICON_RGBA: &[u8] = include_bytes!("../../assets/shared/icon/pelikaappi-64.rgba");
/// The icon's width and height in pixels.
#[cfg(not(target_arch = "wasm32"))]
const ICON_SIZE: u32 = 64;

/// The key that switches full screen on and off.
pub const FULLSCREEN_KEY: KeyCode = KeyCode::F11;

/// The window's size when the settings remember none, in logical pixels.
pub const DEFAULT_SIZE: UVec2 = UVec2::new(1280, 800);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_ui_scale,
            fullscreen_key,
            apply_fullscreen.run_if(resource_changed::<Settings>),
            remember_size,
        ),
    );
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(
        Update,
        (
            set_window_icon.run_if(not(resource_exists::<IconSet>)),
            fit_the_screen.run_if(not(resource_exists::<ScreenFitted>)),
        ),
    );
}

/// The size the window opens at: the one remembered, else the default (the screen it opens
/// on may then shrink it: `fit_the_screen`).
pub fn opening_size(settings: &Settings) -> UVec2 {
    settings
        .window_size
        .map_or(DEFAULT_SIZE, |[w, h]| UVec2::new(w, h))
        .max(super::MIN_WINDOW.as_uvec2())
}

/// The largest window that fits a screen of `screen` logical pixels with room for the
/// desktop's bars and the window's frame (a size the player chose before needs only fit the
/// screen: a window maximised last time opens so again), not below the game's smallest window.
pub fn fitting_size(wanted: UVec2, screen: Vec2, chosen: bool) -> UVec2 {
    let share = if chosen {
        Vec2::ONE
    } else {
        Vec2::new(0.94, 0.88)
    };
    let room = (screen * share).as_uvec2();
    wanted.min(room).max(super::MIN_WINDOW.as_uvec2())
}

/// egui's zoom follows the UI scale of the settings (the system's scale factor is already in
/// egui's points).
fn apply_ui_scale(mut contexts: EguiContexts, settings: Res<Settings>) {
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let factor = settings.ui_factor();
    if (ctx.zoom_factor() - factor).abs() > 1e-3 {
        ctx.set_zoom_factor(factor);
    }
}

/// F11 switches full screen (and the setting with it).
fn fullscreen_key(keys: Option<Res<ButtonInput<KeyCode>>>, mut settings: ResMut<Settings>) {
    if cfg!(target_arch = "wasm32") || !keys.is_some_and(|k| k.just_pressed(FULLSCREEN_KEY)) {
        return;
    }
    settings.fullscreen = !settings.fullscreen;
    settings.save();
}

/// The window follows the full-screen setting.
fn apply_fullscreen(settings: Res<Settings>, mut window: Query<&mut Window, With<PrimaryWindow>>) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    let Ok(mut window) = window.single_mut() else {
        return;
    };
    let mode = if settings.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    if window.mode != mode {
        window.mode = mode;
    }
}

/// Remembers the window's size (windowed, not full screen) once it has stayed the same for a
/// second after a change, so the next start opens it so.
fn remember_size(
    mut resized: MessageReader<WindowResized>,
    window: Query<&Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
    mut settings: ResMut<Settings>,
    mut pending: Local<Option<(UVec2, f32)>>,
) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    let Ok(window) = window.single() else {
        return;
    };
    if resized.read().count() > 0 && window.mode == WindowMode::Windowed {
        let size = Vec2::new(window.width(), window.height())
            .round()
            .as_uvec2();
        *pending = Some((size, time.elapsed_secs()));
    }
    if let Some((size, since)) = *pending
        && time.elapsed_secs() - since > 1.0
    {
        *pending = None;
        let size = size.max(super::MIN_WINDOW.as_uvec2());
        if settings.window_size != Some([size.x, size.y]) {
            settings.window_size = Some([size.x, size.y]);
            settings.save();
        }
    }
}

/// Marks that the window was fitted to its screen.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Resource)]
struct ScreenFitted;

/// Once the screens are known: a window larger than its screen leaves room for the desktop
/// and comes to the screen's middle (a 1024 × 600 netbook gets a window it can see whole).
#[cfg(not(target_arch = "wasm32"))]
fn fit_the_screen(
    mut commands: Commands,
    settings: Res<Settings>,
    monitors: Query<&bevy::window::Monitor>,
    primary: Query<&bevy::window::Monitor, With<bevy::window::PrimaryMonitor>>,
    mut window: Query<&mut Window, With<PrimaryWindow>>,
    time: Res<Time<Real>>,
) {
    let Ok(mut window) = window.single_mut() else {
        return;
    };
    let monitor = primary.iter().next().or_else(|| monitors.iter().next());
    let Some(monitor) = monitor else {
        // No screen known after a few seconds: the window stays as it opened.
        if time.elapsed_secs() > 5.0 {
            commands.insert_resource(ScreenFitted);
        }
        return;
    };
    commands.insert_resource(ScreenFitted);
    let scale = monitor.scale_factor.max(0.5) as f32;
    let screen = Vec2::new(
        monitor.physical_width as f32,
        monitor.physical_height as f32,
    ) / scale;
    let now = Vec2::new(window.width(), window.height())
        .round()
        .as_uvec2();
    let fitted = fitting_size(now, screen, settings.window_size.is_some());
    if fitted != now {
        info!("the window fits its screen of {screen}: {fitted} instead of {now}");
        window.resolution.set(fitted.x as f32, fitted.y as f32);
        window.position = WindowPosition::Centered(MonitorSelection::Current);
    }
}

/// Asks the system to draw the player's eye to the window (its taskbar entry blinks or the
/// dock bounces, as the system does it): an online game's turn came while the window was in
/// the background. On the web: nothing (the page is its own tab).
pub fn request_attention() {
    #[cfg(not(target_arch = "wasm32"))]
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.request_user_attention(Some(winit::window::UserAttentionType::Informational));
        }
    });
}

/// Marks that the window has its icon.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Resource)]
struct IconSet;

/// Gives every engine window the icon, once they exist (the first frames may have none).
#[cfg(not(target_arch = "wasm32"))]
fn set_window_icon(mut commands: Commands) {
    let icon = match winit::window::Icon::from_rgba(ICON_RGBA.to_vec(), ICON_SIZE, ICON_SIZE) {
        Ok(icon) => icon,
        Err(e) => {
            warn!("the window icon is not used: {e}");
            commands.insert_resource(IconSet);
            return;
        }
    };
    let any = bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
        }
        !windows.windows.is_empty()
    });
    if any {
        commands.insert_resource(IconSet);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn the_icon_is_a_whole_picture_of_its_size() {
        assert_eq!(ICON_RGBA.len() as u32, ICON_SIZE * ICON_SIZE * 4);
        assert!(winit::window::Icon::from_rgba(ICON_RGBA.to_vec(), ICON_SIZE, ICON_SIZE).is_ok());
        // Its corners are see-through and its middle is not.
        assert_eq!(ICON_RGBA[3], 0, "the top left corner is transparent");
        let middle = ((ICON_SIZE / 2 * ICON_SIZE + ICON_SIZE / 2) * 4 + 3) as usize;
        assert_eq!(ICON_RGBA[middle], 255, "the middle is opaque");
    }

    #[test]
    fn the_window_fits_small_screens_and_keeps_its_size_on_large_ones() {
        // A 1024 × 600 netbook: the smallest window the game allows, not more.
        assert_eq!(
            fitting_size(DEFAULT_SIZE, Vec2::new(1024.0, 600.0), false),
            super::super::MIN_WINDOW.as_uvec2()
        );
        // 1366 × 768: the default 1280 × 800 would hang off the bottom.
        let laptop = fitting_size(DEFAULT_SIZE, Vec2::new(1366.0, 768.0), false);
        assert!(laptop.y <= 768 - 60 && laptop.x == 1280, "{laptop}");
        // 1920 × 1080 at 150 %: 1280 × 720 logical pixels.
        let hidpi = fitting_size(DEFAULT_SIZE, Vec2::new(1280.0, 720.0), false);
        assert!(hidpi.x <= 1280 && hidpi.y <= 720 - 60, "{hidpi}");
        assert_eq!(
            fitting_size(DEFAULT_SIZE, Vec2::new(2560.0, 1440.0), false),
            DEFAULT_SIZE
        );
        // A window the player made as large as the screen stays so; one larger than a
        // smaller screen (another monitor) is brought onto it.
        let maximised = UVec2::new(1920, 1050);
        assert_eq!(
            fitting_size(maximised, Vec2::new(1920.0, 1080.0), true),
            maximised
        );
        assert_eq!(
            fitting_size(maximised, Vec2::new(1366.0, 768.0), true),
            UVec2::new(1366, 768)
        );
    }

    #[test]
    fn a_remembered_size_opens_the_window_and_a_tiny_one_is_raised() {
        let mut settings = Settings::default();
        assert_eq!(opening_size(&settings), DEFAULT_SIZE);
        settings.window_size = Some([1600, 900]);
        assert_eq!(opening_size(&settings), UVec2::new(1600, 900));
        settings.window_size = Some([200, 100]);
        assert_eq!(opening_size(&settings), super::super::MIN_WINDOW.as_uvec2());
    }
}
