//! Keyboard, mouse and gamepad become abstract intents here; game code never reads a device.

use bevy::{
    input::{ButtonState, gamepad::GamepadButtonStateChangedEvent, keyboard::KeyboardInput},
    prelude::*,
    window::PrimaryWindow,
};

use super::AppSystems;

/// What the player wants, whatever device said it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Move the focus to the previous / next choice (menus and legal moves).
    Previous,
    Next,
    /// Change the focused value (menus) or move along (replays).
    Left,
    Right,
    /// Roll the die, press the focused button, make the focused move.
    Confirm,
    /// Back out of a menu.
    Back,
    Undo,
    /// Open or close the pause menu.
    Menu,
    /// Open the rules view.
    Rules,
    /// Ask the strong AI for a hint.
    Hint,
    /// Open or close an online game's chat (its quick lines for a gamepad).
    Chat,
}

/// The systems that turn devices into intents.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InputSystems;

/// Where the pointer is on the board, in world units, and whether it clicked there this frame.
#[derive(Resource, Default, Debug, Clone, Copy)]
pub struct BoardPointer {
    pub world: Option<Vec2>,
    pub clicked: bool,
    /// The pointer moved this frame (the focus follows the mouse only then).
    pub moved: bool,
}

/// What the player asks of a map camera this frame (a game with a map larger than the
/// window reads it): pan in window fractions, zoom as a factor, fit the whole map.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraIntent {
    pub pan: Vec2,
    /// Pan by this many world units per window pixel dragged (a mouse drag).
    pub drag: Vec2,
    pub zoom: f32,
    /// Where the wheel zoomed, in world units (the zoom keeps it under the cursor).
    pub zoom_at: Option<Vec2>,
    pub home: bool,
}

impl Default for CameraIntent {
    fn default() -> Self {
        Self {
            pan: Vec2::ZERO,
            drag: Vec2::ZERO,
            zoom: 1.0,
            zoom_at: None,
            home: false,
        }
    }
}

/// The gamepad's free cursor over the board, in window coordinates: the left stick moves it
/// like a mouse pointer and A clicks where it is (instead of confirming the focused choice).
/// It appears when the stick moves and goes when the mouse moves or the D-pad or keys move
/// the focus.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct PadCursor {
    pub at: Option<Vec2>,
    /// A was pressed with the cursor shown: a click at the cursor this frame.
    pub clicked: bool,
}

/// How fast the pad cursor crosses the window at full tilt, in window pixels per second.
const PAD_CURSOR_SPEED: f32 = 650.0;

/// The device used last, so hints can name the right buttons.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LastDevice {
    #[default]
    Mouse,
    Keyboard,
    Gamepad,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>();
    app.init_resource::<BoardPointer>();
    app.init_resource::<CameraIntent>();
    app.init_resource::<PadCursor>();
    // The key or button that pressed a menu button must not also act on the next screen.
    for screen in [
        super::Screen::Title,
        super::Screen::Setup,
        super::Screen::Playing,
    ] {
        app.add_systems(OnEnter(screen), forget_intents);
    }
    app.add_systems(OnExit(super::Overlay::Pause), forget_intents);
    app.add_systems(OnExit(super::Overlay::Rules), forget_intents);
    app.add_systems(OnExit(super::Overlay::Settings), forget_intents);
    app.add_systems(OnExit(super::Overlay::Chat), forget_intents);
    app.init_resource::<LastDevice>();
    track_egui_pointer(app);
    app.add_systems(
        Update,
        (
            keyboard_intents,
            (
                super::touch::read_touches,
                pad_cursor,
                gamepad_intents,
                board_pointer,
                camera_intent,
            )
                .chain(),
        )
            .in_set(AppSystems::Input)
            .in_set(InputSystems),
    );
}

/// The keys and what each says.
const KEY_INTENTS: [(KeyCode, Intent); 16] = [
    (KeyCode::ArrowUp, Intent::Previous),
    (KeyCode::ArrowDown, Intent::Next),
    (KeyCode::Tab, Intent::Next),
    (KeyCode::ArrowLeft, Intent::Left),
    (KeyCode::ArrowRight, Intent::Right),
    (KeyCode::Space, Intent::Confirm),
    (KeyCode::Enter, Intent::Confirm),
    (KeyCode::NumpadEnter, Intent::Confirm),
    (KeyCode::Backspace, Intent::Back),
    (KeyCode::KeyU, Intent::Undo),
    (KeyCode::KeyZ, Intent::Undo),
    (KeyCode::Escape, Intent::Menu),
    (KeyCode::F1, Intent::Rules),
    (KeyCode::KeyR, Intent::Rules),
    (KeyCode::KeyI, Intent::Hint),
    (KeyCode::F2, Intent::Hint),
];

/// The gamepad buttons and what each says.
const BUTTON_INTENTS: [(GamepadButton, Intent); 13] = [
    (GamepadButton::DPadUp, Intent::Previous),
    (GamepadButton::DPadDown, Intent::Next),
    (GamepadButton::LeftTrigger, Intent::Previous),
    (GamepadButton::RightTrigger, Intent::Next),
    (GamepadButton::DPadLeft, Intent::Left),
    (GamepadButton::DPadRight, Intent::Right),
    (GamepadButton::South, Intent::Confirm),
    (GamepadButton::East, Intent::Back),
    (GamepadButton::West, Intent::Undo),
    (GamepadButton::Start, Intent::Menu),
    (GamepadButton::Select, Intent::Rules),
    (GamepadButton::North, Intent::Hint),
    (GamepadButton::LeftThumb, Intent::Chat),
];

/// Every key press becomes an intent, read from the input events: two presses of one key
/// that fall into one slow frame count twice (a held key's repeats count not at all).
pub fn keyboard_intents(
    mut keys: MessageReader<KeyboardInput>,
    mut intents: MessageWriter<Intent>,
    mut last: ResMut<LastDevice>,
    editing: Option<Res<super::theme::TextEditing>>,
) {
    let typing = editing.is_some_and(|e| e.0);
    for key in keys.read() {
        if typing {
            continue;
        }
        if key.state != ButtonState::Pressed || key.repeat {
            continue;
        }
        if let Some((_, intent)) = KEY_INTENTS.iter().find(|(k, _)| *k == key.key_code) {
            intents.write(*intent);
            *last = LastDevice::Keyboard;
        }
    }
}

/// Every gamepad button press becomes an intent, read from the input events; A with the pad
/// cursor shown is a click at the cursor instead, and the D-pad puts the cursor away.
pub fn gamepad_intents(
    mut buttons: MessageReader<GamepadButtonStateChangedEvent>,
    mut intents: MessageWriter<Intent>,
    mut last: ResMut<LastDevice>,
    mut cursor: Option<ResMut<PadCursor>>,
) {
    for press in buttons.read() {
        if press.state != ButtonState::Pressed {
            continue;
        }
        *last = LastDevice::Gamepad;
        if let Some(cursor) = cursor.as_deref_mut()
            && cursor.at.is_some()
        {
            match press.button {
                GamepadButton::South => {
                    cursor.clicked = true;
                    continue;
                }
                GamepadButton::DPadUp
                | GamepadButton::DPadDown
                | GamepadButton::DPadLeft
                | GamepadButton::DPadRight => cursor.at = None,
                _ => {}
            }
        }
        if let Some((_, intent)) = BUTTON_INTENTS.iter().find(|(b, _)| *b == press.button) {
            intents.write(*intent);
        }
    }
}

/// The left stick moves the pad cursor (from where the mouse pointer was, or the window's
/// middle); the mouse moving or a key press puts it away.
pub fn pad_cursor(
    pads: Query<&Gamepad>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut mouse: MessageReader<CursorMoved>,
    mut keys: MessageReader<KeyboardInput>,
    time: Res<Time>,
    mut cursor: ResMut<PadCursor>,
    mut last: ResMut<LastDevice>,
) {
    cursor.clicked = false;
    if mouse.read().count() > 0 || keys.read().count() > 0 {
        cursor.at = None;
    }
    let Ok(window) = window.single() else {
        return;
    };
    let size = Vec2::new(window.width(), window.height());
    let dt = time.delta_secs().min(0.1);
    for pad in &pads {
        let stick = pad.left_stick();
        if stick.length() < 0.25 {
            continue;
        }
        let from = cursor
            .at
            .or_else(|| window.cursor_position())
            .unwrap_or(size / 2.0);
        // Finer near the middle of the stick's travel, fast at full tilt; window y grows down.
        let step = Vec2::new(stick.x, -stick.y) * stick.length() * PAD_CURSOR_SPEED * dt;
        cursor.at = Some((from + step).clamp(Vec2::ZERO, size));
        *last = LastDevice::Gamepad;
    }
}

/// The board pointer: the pad cursor while it is shown, else a finger (a tap clicks), else
/// the mouse (unless egui holds it).
#[expect(clippy::too_many_arguments, reason = "the pointer hears every device")]
fn board_pointer(
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<super::theme::TableCamera>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    egui_wants: Option<Res<EguiPointerBusy>>,
    pad: Option<Res<PadCursor>>,
    touch: Option<Res<super::touch::TouchPointer>>,
    mut pointer: ResMut<BoardPointer>,
    mut last: ResMut<LastDevice>,
) {
    let previous = pointer.world;
    *pointer = BoardPointer::default();
    let (Ok(window), Ok((camera, transform))) = (window.single(), camera.single()) else {
        return;
    };
    if let Some(pad) = pad.as_deref()
        && let Some(at) = pad.at
    {
        pointer.world = camera.viewport_to_world_2d(transform, at).ok();
        pointer.moved = pointer.world != previous && previous.is_some();
        pointer.clicked = pad.clicked;
        return;
    }
    if let Some(touch) = touch.as_deref()
        && let Some(at) = touch.at
    {
        // A finger: the gesture layer already left out what began on a panel.
        pointer.world = camera.viewport_to_world_2d(transform, at).ok();
        pointer.moved = pointer.world != previous || touch.tapped;
        pointer.clicked = touch.tapped;
        *last = LastDevice::Mouse;
        return;
    }
    if egui_wants.is_some_and(|b| b.0) {
        return;
    }
    let Some(cursor) = window.cursor_position() else {
        return;
    };
    pointer.world = camera.viewport_to_world_2d(transform, cursor).ok();
    pointer.moved = pointer.world != previous && previous.is_some();
    pointer.clicked = buttons.is_some_and(|b| b.just_pressed(MouseButton::Left));
    if pointer.clicked || pointer.moved {
        *last = LastDevice::Mouse;
    }
}

/// The camera keys, the wheel, a right or middle drag and the pad's right stick and
/// triggers: WASD pans, Q / E (or − / +) zoom, H or Home fits the map.
#[expect(clippy::too_many_arguments, reason = "a camera hears every device")]
fn camera_intent(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    mut wheel: MessageReader<bevy::input::mouse::MouseWheel>,
    mut motion: MessageReader<bevy::input::mouse::MouseMotion>,
    pads: Query<&Gamepad>,
    egui_wants: Option<Res<EguiPointerBusy>>,
    pointer: Res<BoardPointer>,
    touch: Option<Res<super::touch::TouchPointer>>,
    camera: Query<(&Camera, &GlobalTransform), With<super::theme::TableCamera>>,
    time: Res<Time>,
    mut out: ResMut<CameraIntent>,
) {
    *out = CameraIntent::default();
    let dt = time.delta_secs().min(0.1);
    let over_panel = egui_wants.is_some_and(|b| b.0);
    if let Some(keys) = keys {
        let mut pan = Vec2::ZERO;
        for (key, dir) in [
            (KeyCode::KeyW, Vec2::Y),
            (KeyCode::KeyS, Vec2::NEG_Y),
            (KeyCode::KeyA, Vec2::NEG_X),
            (KeyCode::KeyD, Vec2::X),
        ] {
            if keys.pressed(key) {
                pan += dir;
            }
        }
        out.pan += pan * dt * 0.8;
        if keys.pressed(KeyCode::KeyE) || keys.pressed(KeyCode::Equal) {
            out.zoom *= 1.0 - dt * 1.5;
        }
        if keys.pressed(KeyCode::KeyQ) || keys.pressed(KeyCode::Minus) {
            out.zoom *= 1.0 + dt * 1.5;
        }
        out.home |= keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::Home);
    }
    let wheel_lines: f32 = wheel
        .read()
        .map(|w| match w.unit {
            bevy::input::mouse::MouseScrollUnit::Line => w.y,
            bevy::input::mouse::MouseScrollUnit::Pixel => w.y / 40.0,
        })
        .sum();
    if wheel_lines != 0.0 && !over_panel {
        out.zoom *= 0.85f32.powf(wheel_lines);
        out.zoom_at = pointer.world;
    }
    let dragging =
        buttons.is_some_and(|b| b.pressed(MouseButton::Right) || b.pressed(MouseButton::Middle));
    let moved: Vec2 = motion.read().map(|m| m.delta).sum();
    if dragging && !over_panel {
        out.drag = moved;
    }
    if let Some(touch) = touch.as_deref() {
        // One finger drags the map along; two pinch it.
        out.drag += touch.drag;
        if touch.pinch != 1.0 {
            out.zoom *= touch.pinch;
            if let (Some(at), Ok((camera, transform))) = (touch.pinch_at, camera.single()) {
                out.zoom_at = camera.viewport_to_world_2d(transform, at).ok();
            }
        }
    }
    for pad in &pads {
        let stick = pad.right_stick();
        if stick.length() > 0.2 {
            out.pan += stick * dt * 0.8;
        }
        let zoom_in = pad.get(GamepadButton::RightTrigger2).unwrap_or(0.0);
        let zoom_out = pad.get(GamepadButton::LeftTrigger2).unwrap_or(0.0);
        out.zoom *= 1.0 + (zoom_out - zoom_in) * dt * 1.5;
        out.home |= pad.just_pressed(GamepadButton::RightThumb);
    }
}

/// Whether egui holds the pointer this frame (over a panel or window).
#[derive(Resource, Default)]
pub struct EguiPointerBusy(pub bool);

pub(super) fn track_egui_pointer(app: &mut App) {
    app.init_resource::<EguiPointerBusy>();
    app.add_systems(
        Update,
        pointer_over_egui
            .run_if(resource_exists::<bevy_egui::EguiGlobalSettings>)
            .before(AppSystems::Input),
    );
}

/// Where the game's side panel was drawn last (egui memory, in points).
pub fn side_panel_rect_id() -> bevy_egui::egui::Id {
    bevy_egui::egui::Id::new("pelikaappi-side-panel-rect")
}

/// Whether egui holds the pointer, by where the pointer is now: over the side panel or a
/// window, or dragging something of egui's. egui's own answer is about the last frame's
/// pointer (and the side panel, drawn in the background layer, is not in it): a pointer that
/// jumps and clicks in one frame (a tap on a touch screen, a fast flick) would click the
/// board under a panel, or be refused on the board just after leaving the panel.
fn pointer_over_egui(
    mut contexts: bevy_egui::EguiContexts,
    window: Query<&Window, With<PrimaryWindow>>,
    touches: Option<Res<bevy::input::touch::Touches>>,
    mut busy: ResMut<EguiPointerBusy>,
) {
    let (Ok(window), Ok(ctx)) = (window.single(), contexts.ctx_mut()) else {
        return;
    };
    // Taken each frame: a screen without the panel leaves none behind.
    let panel: Option<bevy_egui::egui::Rect> = ctx.data_mut(|d| {
        let rect = d.get_temp(side_panel_rect_id());
        d.remove::<bevy_egui::egui::Rect>(side_panel_rect_id());
        rect
    });
    busy.0 = ctx.egui_is_using_pointer();
    // A finger that lands this frame is where the pointer is (a touch moves no cursor).
    let finger = touches
        .as_deref()
        .and_then(|t| t.iter_just_pressed().next().or_else(|| t.iter().next()))
        .map(|t| t.position());
    let Some(cursor) = finger.or_else(|| window.cursor_position()) else {
        return;
    };
    let at = bevy_egui::egui::pos2(cursor.x, cursor.y)
        * (window.scale_factor() / ctx.pixels_per_point());
    busy.0 |= panel.is_some_and(|r| r.contains(at))
        || ctx
            .layer_id_at(at)
            .is_some_and(|layer| layer.order != bevy_egui::egui::Order::Background);
}

/// Drops every intent still waiting to be read.
fn forget_intents(mut intents: ResMut<Messages<Intent>>) {
    intents.clear();
}
