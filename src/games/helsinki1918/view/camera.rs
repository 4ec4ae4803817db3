//! The map camera: pan and zoom from the camera intents, the whole map on the home key, and
//! with keys or a pad the map follows the focused choice.

use super::*;

/// Pans and zooms the map camera from the camera intents; the home key fits the map.
#[expect(
    clippy::too_many_arguments,
    reason = "the camera, the window and the panel's share of it"
)]
pub(super) fn move_camera(
    intent: Res<CameraIntent>,
    mut camera: ResMut<MapCamera>,
    mut view: Query<(&mut Transform, &mut Projection), With<crate::app::theme::TableCamera>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    area: Res<crate::app::table_area::TableArea>,
    m: Res<HelsinkiMatch>,
    device: Res<LastDevice>,
    mut followed: Local<Option<(usize, usize)>>,
) {
    if intent.home {
        *camera = MapCamera::home();
    }
    // Keys and pad: the map follows the focused choice when it lies out of view.
    let key = (m.record.actions.len(), m.focus);
    if *device != LastDevice::Mouse && *followed != Some(key) {
        *followed = Some(key);
        if let Some(at) = focused_point(&m) {
            let z = camera.zoom;
            let lo = camera.centre + Vec2::new(-640.0, -400.0) * z + Vec2::splat(30.0 * z);
            let hi = camera.centre + Vec2::new(640.0 - 340.0, 400.0) * z - Vec2::splat(30.0 * z);
            if at.x < lo.x || at.y < lo.y || at.x > hi.x || at.y > hi.y {
                camera.centre = at + Vec2::new(170.0 * z, 0.0);
            }
        }
    }
    let before = camera.zoom;
    camera.zoom = (camera.zoom * intent.zoom).clamp(0.25, 1.6);
    if let Some(at) = intent.zoom_at {
        // Keep the point under the cursor where it is.
        let k = camera.zoom / before;
        camera.centre = at + (camera.centre - at) * k;
    }
    // The map's `centre` is the middle of the design window (the board's part of it is
    // left of the side panel): whatever the window and the panel, the same part of the map
    // shows beside the panel.
    let fit = windows.iter().next().map_or(
        crate::app::table_area::TableFit::of(Vec2::new(1280.0, 800.0), 340.0),
        |w| crate::app::table_area::TableFit::of(Vec2::new(w.width(), w.height()), area.panel),
    );
    let world_per_pixel = fit.world_per_pixel * camera.zoom;
    let zoom = camera.zoom;
    camera.centre += intent.pan * Vec2::new(1280.0, 800.0) * zoom;
    camera.centre += Vec2::new(-intent.drag.x, intent.drag.y) * world_per_pixel;
    camera.centre = camera
        .centre
        .clamp(Vec2::new(-700.0, -560.0), Vec2::new(400.0, 560.0));
    let board_middle = camera.centre + crate::app::table_area::board_centre() * zoom;
    let at = fit.camera_at(board_middle, zoom);
    for (mut t, mut p) in &mut view {
        t.translation.x = at.x;
        t.translation.y = at.y;
        if let Projection::Orthographic(o) = &mut *p
            && o.scale != camera.zoom
        {
            o.scale = camera.zoom;
        }
    }
}

/// Where the focused choice is on the map: its hex, its target, or its corner.
fn focused_point(m: &HelsinkiMatch) -> Option<Vec2> {
    let choices = m.choices();
    let c = *choices.get(m.focus.min(choices.len().checked_sub(1)?))?;
    match c {
        Choice::Hex(h) => Some(hex_center(h)),
        Choice::Hq(k) => m
            .game
            .german_hqs()
            .get(usize::from(k))
            .copied()
            .flatten()
            .map(vertex_center),
        Choice::Toggle(_) => m.choosing.selected.map(hex_center),
        Choice::Act(i) => {
            let a = m.legal().get(i)?;
            target_hex(a)
                .map(hex_center)
                .or_else(|| target_vertex(a).map(vertex_center))
                .or_else(|| origin(&m.game, a).map(hex_center))
        }
    }
}
