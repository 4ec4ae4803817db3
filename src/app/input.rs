//! Keyboard, mouse and gamepad become abstract intents here; game code never reads a device.

use bevy::{
    input::{ButtonState, gamepad::GamepadButtonStateChangedEvent, keyboard::KeyboardInput},
    prelude::*,
    window::PrimaryWindow,
};
use bevy_egui::input::egui_wants_any_pointer_input;

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
    app.init_resource::<LastDevice>();
    track_egui_pointer(app);
    app.add_systems(
        Update,
        (keyboard_intents, gamepad_intents, board_pointer)
            .in_set(AppSystems::Input)
            .in_set(InputSystems),
    );
}

/// The keys and what each says.
const KEY_INTENTS: [(KeyCode, Intent); 14] = [
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
];

/// The gamepad buttons and what each says.
const BUTTON_INTENTS: [(GamepadButton, Intent); 11] = [
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
];

/// Every key press becomes an intent, read from the input events: two presses of one key
/// that fall into one slow frame count twice (a held key's repeats count not at all).
pub fn keyboard_intents(
    mut keys: MessageReader<KeyboardInput>,
    mut intents: MessageWriter<Intent>,
    mut last: ResMut<LastDevice>,
) {
    for key in keys.read() {
        if key.state != ButtonState::Pressed || key.repeat {
            continue;
        }
        if let Some((_, intent)) = KEY_INTENTS.iter().find(|(k, _)| *k == key.key_code) {
            intents.write(*intent);
            *last = LastDevice::Keyboard;
        }
    }
}

/// Every gamepad button press becomes an intent, read from the input events.
pub fn gamepad_intents(
    mut buttons: MessageReader<GamepadButtonStateChangedEvent>,
    mut intents: MessageWriter<Intent>,
    mut last: ResMut<LastDevice>,
) {
    for press in buttons.read() {
        if press.state != ButtonState::Pressed {
            continue;
        }
        if let Some((_, intent)) = BUTTON_INTENTS.iter().find(|(b, _)| *b == press.button) {
            intents.write(*intent);
            *last = LastDevice::Gamepad;
        }
    }
}

fn board_pointer(
    window: Query<&Window, With<PrimaryWindow>>,
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    egui_wants: Option<Res<EguiPointerBusy>>,
    mut pointer: ResMut<BoardPointer>,
    mut last: ResMut<LastDevice>,
) {
    let previous = pointer.world;
    *pointer = BoardPointer::default();
    let (Ok(window), Ok((camera, transform))) = (window.single(), camera.single()) else {
        return;
    };
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

/// Whether egui holds the pointer this frame (over a panel or window).
#[derive(Resource, Default)]
pub struct EguiPointerBusy(pub bool);

pub(super) fn track_egui_pointer(app: &mut App) {
    app.init_resource::<EguiPointerBusy>();
    app.add_systems(
        Update,
        (|mut busy: ResMut<EguiPointerBusy>| busy.0 = true)
            .run_if(egui_wants_any_pointer_input)
            .before(AppSystems::Input),
    );
    app.add_systems(
        Update,
        (|mut busy: ResMut<EguiPointerBusy>| busy.0 = false)
            .run_if(not(egui_wants_any_pointer_input))
            .before(AppSystems::Input),
    );
}

/// Drops every intent still waiting to be read.
fn forget_intents(mut intents: ResMut<Messages<Intent>>) {
    intents.clear();
}
