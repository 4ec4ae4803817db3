//! The part of the window a board has: left of the game's side panel, whatever the window's
//! size. Every board is laid out in one design frame of world units (a 1280 × 800 window with
//! the 340-unit side panel on its right, so the board's part is `BOARD_FRAME`); the table's
//! camera shows that frame whole, as large as it fits, in the window's part the panel leaves.
//! The side panel folds away (its button, or F9) and the board takes the whole window.

use bevy::prelude::*;
use bevy_egui::egui;

use super::theme::TableCamera;

/// The board's part of the design frame, in world units: every game keeps its board, dice and
/// words inside it.
pub const BOARD_FRAME: Rect = Rect {
    min: Vec2::new(-640.0, -400.0),
    max: Vec2::new(300.0, 400.0),
};

/// The side panel's share of the window this frame.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct TableArea {
    /// The panel's width in logical window pixels (0 when no panel is shown, or folded away:
    /// `crate::games::side_panel::show`).
    pub panel: f32,
}

/// A game that moves the camera itself (the Helsinki map's pan and zoom) puts this in: the
/// area still sets the view's size, the game its place and zoom, by [`TableFit`].
#[derive(Resource, Default)]
pub struct CameraSteered;

/// How the design frame sits in a window: world units per logical pixel at zoom 1, and the
/// world x of the window's middle when the board's part is centred on `BOARD_FRAME`'s.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TableFit {
    /// World units per logical window pixel.
    pub world_per_pixel: f32,
    /// The world x of the window's middle minus the world x of the board part's middle.
    pub shift: f32,
    /// The view's size in world units (the whole window).
    pub view: Vec2,
}

impl TableFit {
    /// The fit of the design frame in a window of `window` logical pixels whose right
    /// `panel` pixels are the side panel's.
    pub fn of(window: Vec2, panel: f32) -> Self {
        let window = window.max(Vec2::ONE);
        // A panel wider than most of the window still leaves the board a strip to show.
        let board = Vec2::new((window.x - panel).max(window.x * 0.25), window.y);
        let frame = BOARD_FRAME.size();
        let world_per_pixel = (frame.x / board.x).max(frame.y / board.y);
        Self {
            world_per_pixel,
            shift: (window.x - board.x) / 2.0 * world_per_pixel,
            view: window * world_per_pixel,
        }
    }

    /// Where the camera stands to show the board part's middle at `centre`, zoomed by `zoom`.
    pub fn camera_at(&self, centre: Vec2, zoom: f32) -> Vec2 {
        centre + Vec2::new(self.shift * zoom, 0.0)
    }

    /// The world rectangle the board's part of the window shows, the camera at `at`.
    pub fn board_view(&self, at: Vec2, zoom: f32) -> Rect {
        let half = self.view * zoom / 2.0;
        let left = at.x - half.x;
        let right = at.x + half.x - 2.0 * self.shift * zoom;
        Rect::new(left, at.y - half.y, right, at.y + half.y)
    }
}

/// The middle of the board's part of the design frame.
pub fn board_centre() -> Vec2 {
    BOARD_FRAME.center()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableArea>();
    app.add_systems(First, read_panel_width);
    app.add_systems(
        PostUpdate,
        fit_table_camera.before(bevy::camera::CameraUpdateSystems),
    );
}

/// The egui memory key under which the side panel leaves its width (in points) each frame.
pub fn panel_width_id() -> egui::Id {
    egui::Id::new("pelikaappi-side-panel-width")
}

/// Reads the width the side panel had last frame (none drawn: no panel).
fn read_panel_width(
    mut contexts: bevy_egui::EguiContexts,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut area: ResMut<TableArea>,
) {
    let (Ok(window), Ok(ctx)) = (window.single(), contexts.ctx_mut()) else {
        return;
    };
    let points: Option<f32> = ctx.data_mut(|d| d.remove_temp(panel_width_id()));
    let panel = points.map_or(0.0, |p| p * ctx.pixels_per_point() / window.scale_factor());
    if area.panel != panel {
        area.panel = panel;
    }
}

/// Sizes the table camera's view to show the board's part of the design frame whole beside
/// the panel, and (unless a game steers it) stands it where that part is in the middle.
fn fit_table_camera(
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    area: Res<TableArea>,
    steered: Option<Res<CameraSteered>>,
    mut camera: Query<(&mut Transform, &mut Projection), With<TableCamera>>,
) {
    let Ok(window) = window.single() else {
        return;
    };
    let fit = TableFit::of(Vec2::new(window.width(), window.height()), area.panel);
    for (mut at, mut projection) in &mut camera {
        if let Projection::Orthographic(o) = &mut *projection {
            let same = matches!(o.scaling_mode,
                bevy::camera::ScalingMode::Fixed { width, height } if width == fit.view.x && height == fit.view.y);
            if !same {
                o.scaling_mode = bevy::camera::ScalingMode::Fixed {
                    width: fit.view.x,
                    height: fit.view.y,
                };
            }
        }
        if steered.is_none() {
            let place = fit.camera_at(board_centre(), 1.0);
            if at.translation.truncate() != place {
                at.translation.x = place.x;
                at.translation.y = place.y;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The four window sizes the screen-size check opens, and the smallest the game allows.
    const WINDOWS: [Vec2; 5] = [
        Vec2::new(1024.0, 600.0),
        Vec2::new(1280.0, 800.0),
        Vec2::new(1366.0, 768.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(3840.0, 2160.0),
    ];

    #[test]
    fn the_design_window_shows_the_frame_as_it_always_did() {
        let fit = TableFit::of(Vec2::new(1280.0, 800.0), 340.0);
        assert!((fit.world_per_pixel - 1.0).abs() < 1e-6);
        assert!((fit.shift - 170.0).abs() < 1e-4);
        let at = fit.camera_at(board_centre(), 1.0);
        assert!(at.abs_diff_eq(Vec2::ZERO, 1e-3), "the camera stays at {at}");
    }

    #[test]
    fn every_window_shows_the_whole_board_beside_the_panel() {
        for window in WINDOWS {
            for panel in [0.0, 300.0, 340.0, 510.0] {
                let fit = TableFit::of(window, panel);
                let at = fit.camera_at(board_centre(), 1.0);
                let shown = fit.board_view(at, 1.0);
                assert!(
                    shown.contains(BOARD_FRAME.min + Vec2::splat(0.01))
                        && shown.contains(BOARD_FRAME.max - Vec2::splat(0.01)),
                    "{window} with a panel of {panel}: {shown:?} holds the board"
                );
                // The board's part ends where the panel begins: the world at the panel's
                // left edge, on the screen, is at window.x - panel.
                let panel_edge = at.x - fit.view.x / 2.0 + (window.x - panel) * fit.world_per_pixel;
                assert!(
                    (panel_edge - shown.max.x).abs() < 0.01,
                    "{window}, {panel}: the board's part ends at the panel"
                );
                // And it is as large as fits: one side of the frame touches the part's edge.
                let slack = shown.size() - BOARD_FRAME.size();
                assert!(slack.x.min(slack.y) < 0.01, "{window}, {panel}: {slack}");
            }
        }
    }
}
