//! Touch screens (a tablet or a phone in the browser): a tap is a click, a long press shows
//! what a hover would (and it stays until the next touch), one finger dragging pans the
//! Helsinki map and two fingers pinch to zoom it. egui hears the same touches (bevy_egui turns
//! the first finger into its pointer), and once a touch was seen every button is at least
//! `TOUCH_BUTTON_HEIGHT` tall.

use bevy::{
    input::touch::{TouchInput, Touches, touch_screen_input_system},
    prelude::*,
};

/// How far a finger may wander, in logical pixels, and still tap.
pub const TAP_SLOP: f32 = 14.0;
/// How long a finger rests, in seconds, before its press is a long one.
pub const LONG_PRESS: f32 = 0.5;
/// The least height of a button once the player has touched the screen.
pub const TOUCH_BUTTON_HEIGHT: f32 = 40.0;

/// What the touches of this frame say, in window coordinates (logical pixels, y down).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct TouchPointer {
    /// Where the finger is, or where the last long press showed (until the next touch).
    pub at: Option<Vec2>,
    /// A tap ended at `at` this frame: a click there.
    pub tapped: bool,
    /// One finger dragging: how far it moved this frame.
    pub drag: Vec2,
    /// Two fingers: the zoom factor of this frame's pinch (1: none; above 1 zooms out) and
    /// where between them it is.
    pub pinch: f32,
    pub pinch_at: Option<Vec2>,
}

/// A touch was seen: the screen is a touch screen (buttons grow to be hit by a finger).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TouchScreen(pub bool);

/// The gesture the first finger down began.
#[derive(Debug, Clone, Copy)]
pub struct Gesture {
    id: u64,
    began: f32,
    /// It moved farther than a tap may, or became a pinch.
    moved: bool,
    /// It rested long enough to be a long press.
    long: bool,
    /// It began over a panel or window of egui's: the board hears none of it.
    on_egui: bool,
}

/// The gesture under way and the fingers' distance last frame (a pinch).
#[derive(Resource, Debug, Default)]
pub struct GestureState {
    gesture: Option<Gesture>,
    spread: Option<f32>,
}

pub(super) fn plugin(app: &mut App) {
    // The engine's `touch` feature is off (the desktop needs none of it): its touch messages
    // and the touches' state come in here, unless something already brought them.
    if !app.world().contains_resource::<Touches>() {
        app.add_message::<TouchInput>();
        app.init_resource::<Touches>();
        app.add_systems(
            PreUpdate,
            touch_screen_input_system.in_set(bevy::input::InputSystems),
        );
    }
    app.init_resource::<TouchPointer>();
    app.init_resource::<TouchScreen>();
    app.init_resource::<GestureState>();
}

/// Reads the fingers into this frame's `TouchPointer` (the input systems call it first).
pub fn read_touches(
    touches: Res<Touches>,
    mut mouse: MessageReader<CursorMoved>,
    time: Res<Time<Real>>,
    egui_busy: Option<Res<super::input::EguiPointerBusy>>,
    mut state: ResMut<GestureState>,
    mut out: ResMut<TouchPointer>,
    mut screen: ResMut<TouchScreen>,
) {
    let now = time.elapsed_secs();
    // The finger's last place stays the pointer until the mouse moves or a finger lands.
    let mouse_moved = mouse.read().count() > 0;
    let kept = if state.gesture.is_none() && !mouse_moved {
        out.at
    } else {
        None
    };
    *out = TouchPointer {
        at: kept,
        pinch: 1.0,
        ..default()
    };
    if let Some(first) = touches.iter_just_pressed().next() {
        screen.set_if_neq(TouchScreen(true));
        if state.gesture.is_none() {
            state.gesture = Some(Gesture {
                id: first.id(),
                began: now,
                moved: false,
                long: false,
                on_egui: egui_busy.as_deref().is_some_and(|b| b.0),
            });
            out.at = None;
        }
    }
    let down: Vec<_> = touches.iter().collect();
    let Some(mut gesture) = state.gesture else {
        return;
    };
    if down.len() >= 2 {
        // Two fingers: a pinch (never a tap).
        gesture.moved = true;
        let (a, b) = (down[0].position(), down[1].position());
        let spread = a.distance(b).max(1.0);
        if let Some(before) = state.spread
            && !gesture.on_egui
        {
            out.pinch = before / spread;
            out.pinch_at = Some((a + b) / 2.0);
        }
        state.spread = Some(spread);
    } else {
        state.spread = None;
    }
    if let Some(finger) = touches.get_pressed(gesture.id) {
        if finger.distance().length() > TAP_SLOP {
            gesture.moved = true;
        }
        if !gesture.moved && now - gesture.began >= LONG_PRESS {
            gesture.long = true;
        }
        if !gesture.on_egui {
            out.at = Some(finger.position());
            if gesture.moved && down.len() == 1 {
                out.drag = finger.delta();
            }
        }
        state.gesture = Some(gesture);
        return;
    }
    // The first finger left (or the system took it): the gesture ends.
    let released = touches
        .iter_just_released()
        .find(|t| t.id() == gesture.id)
        .map(|t| t.position());
    state.gesture = None;
    state.spread = None;
    if gesture.on_egui {
        return;
    }
    match released {
        Some(at) if !gesture.moved && !gesture.long => {
            out.at = Some(at);
            out.tapped = true;
        }
        // A long press keeps showing what is under it until the next touch.
        Some(at) if gesture.long && !gesture.moved => out.at = Some(at),
        _ => {}
    }
}

/// Once a touch was seen, every button is tall enough for a finger.
pub fn touch_sized_buttons(style: &mut bevy_egui::egui::Style) {
    style.spacing.interact_size.y = style.spacing.interact_size.y.max(TOUCH_BUTTON_HEIGHT);
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::input::touch::TouchPhase;

    /// An app with the touch layer alone, its clock moved by hand.
    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins);
        app.add_plugins(plugin);
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(50),
        ));
        app.add_message::<CursorMoved>();
        app.add_systems(Update, read_touches);
        app.update();
        app
    }

    fn finger(app: &mut App, id: u64, phase: TouchPhase, at: Vec2) {
        app.world_mut().write_message(TouchInput {
            phase,
            position: at,
            window: Entity::PLACEHOLDER,
            force: None,
            id,
        });
    }

    fn pointer(app: &App) -> TouchPointer {
        *app.world().resource::<TouchPointer>()
    }

    #[test]
    fn a_tap_clicks_where_it_ended_and_only_once() {
        let mut app = app();
        finger(&mut app, 1, TouchPhase::Started, Vec2::new(100.0, 100.0));
        app.update();
        assert!(!pointer(&app).tapped, "a finger down is no click yet");
        assert!(app.world().resource::<TouchScreen>().0);
        finger(&mut app, 1, TouchPhase::Moved, Vec2::new(104.0, 103.0));
        finger(&mut app, 1, TouchPhase::Ended, Vec2::new(104.0, 103.0));
        app.update();
        let p = pointer(&app);
        assert!(p.tapped && p.at == Some(Vec2::new(104.0, 103.0)), "{p:?}");
        app.update();
        assert!(!pointer(&app).tapped, "one tap, one click");
    }

    #[test]
    fn a_drag_pans_and_is_no_tap() {
        let mut app = app();
        finger(&mut app, 1, TouchPhase::Started, Vec2::new(100.0, 100.0));
        app.update();
        finger(&mut app, 1, TouchPhase::Moved, Vec2::new(160.0, 120.0));
        app.update();
        assert_eq!(pointer(&app).drag, Vec2::new(60.0, 20.0));
        finger(&mut app, 1, TouchPhase::Ended, Vec2::new(160.0, 120.0));
        app.update();
        assert!(!pointer(&app).tapped, "a drag clicks nothing");
    }

    #[test]
    fn a_long_press_shows_what_is_under_it_until_the_next_touch() {
        let mut app = app();
        finger(&mut app, 1, TouchPhase::Started, Vec2::new(300.0, 200.0));
        for _ in 0..14 {
            app.update();
        }
        finger(&mut app, 1, TouchPhase::Ended, Vec2::new(300.0, 200.0));
        app.update();
        let p = pointer(&app);
        assert!(!p.tapped, "a long press is no click");
        assert_eq!(p.at, Some(Vec2::new(300.0, 200.0)));
        app.update();
        assert_eq!(pointer(&app).at, Some(Vec2::new(300.0, 200.0)), "it stays");
        finger(&mut app, 2, TouchPhase::Started, Vec2::new(10.0, 10.0));
        app.update();
        assert_eq!(
            pointer(&app).at,
            Some(Vec2::new(10.0, 10.0)),
            "the next touch moves it"
        );
    }

    #[test]
    fn two_fingers_pinch_to_zoom() {
        let mut app = app();
        finger(&mut app, 1, TouchPhase::Started, Vec2::new(100.0, 100.0));
        finger(&mut app, 2, TouchPhase::Started, Vec2::new(200.0, 100.0));
        app.update();
        // Apart to twice the distance: zoom in by two.
        finger(&mut app, 1, TouchPhase::Moved, Vec2::new(50.0, 100.0));
        finger(&mut app, 2, TouchPhase::Moved, Vec2::new(250.0, 100.0));
        app.update();
        let p = pointer(&app);
        assert!((p.pinch - 0.5).abs() < 1e-4, "{p:?}");
        assert_eq!(p.pinch_at, Some(Vec2::new(150.0, 100.0)));
        finger(&mut app, 1, TouchPhase::Ended, Vec2::new(50.0, 100.0));
        finger(&mut app, 2, TouchPhase::Ended, Vec2::new(250.0, 100.0));
        app.update();
        assert!(!pointer(&app).tapped, "a pinch clicks nothing");
    }
}
