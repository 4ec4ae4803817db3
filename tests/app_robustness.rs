//! Headless app test of the saves: a corrupt save, one that no longer replays, one of a newer
//! format and one with the wrong seats are each kept aside byte for byte (never overwritten by
//! the next game), the title reports them, and resuming a bad save never crashes the app.
#![cfg(feature = "app")]

use bevy::{ecs::system::RunSystemOnce, prelude::*};
use pelikaappi::{
    ai::Strength,
    app::{
        screens::title::{TitleSaves, read_saves},
        storage,
    },
    games::{
        core::{GameSaves, SAVE_VERSION, SavedGame},
        eile::{EileMatch, EileSetup, SeatKind},
        razboiniki::RazMatch,
        table::MatchStart,
    },
    rules::{
        Game,
        eile::{Eile, EileOptions},
        razboiniki::Razboiniki,
        record::GameRecord,
    },
};

#[path = "support/app.rs"]
mod support;

fn data_dir() -> std::path::PathBuf {
    support::scratch_saves("saves")
}

fn base_app() -> App {
    support::base_app("saves")
}

/// The title's reading of the saves, as it runs when the title opens (every game's core
/// plugin registers it in the cupboard).
fn title_saves() -> TitleSaves {
    let mut app = base_app();
    app.add_plugins((
        pelikaappi::games::eile::core_plugin,
        pelikaappi::games::razboiniki::core_plugin,
        pelikaappi::games::suomi1918::core_plugin,
    ));
    app.world_mut().run_system_once(read_saves).unwrap();
    app.update();
    app.world_mut()
        .remove_resource::<TitleSaves>()
        .expect("the title read the saves")
}

fn file(key: &str) -> std::path::PathBuf {
    data_dir().join(format!("{key}.json"))
}

fn raz_record(actions: &[&str]) -> GameRecord {
    let mut record =
        GameRecord::new::<pelikaappi::rules::razboiniki::Razboiniki>(&Default::default());
    record.actions = actions.iter().map(|a| a.to_string()).collect();
    record
}

/// One game's saves as the title read them.
struct Saves {
    eile: GameSaves,
    razboiniki: GameSaves,
    suomi1918: GameSaves,
}

// One test, steps in order: the steps share the binary's save folder.
#[test]
fn bad_saves_are_kept_reported_and_never_crash_the_app() {
    let dir = data_dir();

    // A corrupt Eile autosave, a Razboiniki save with three seats for a two-seat game, a
    // Suomi save whose record no longer replays, and one from a newer save format.
    let corrupt = "{\"record\": {\"game\": \"eile\", \"opt";
    std::fs::write(file("eile-autosave"), corrupt).unwrap();
    let wrong_seats = serde_json::to_string(&SavedGame {
        version: SAVE_VERSION,
        record: raz_record(&[]),
        seats: vec![SeatKind::Human; 3],
    })
    .unwrap();
    std::fs::write(file("razboiniki-autosave"), &wrong_seats).unwrap();
    let stale = r#"{"version":1,"record":{"game":"suomi1918","options":{},"actions":["r7"]},"seats":["Human","Human"]}"#;
    std::fs::write(file("suomi1918-finished"), stale).unwrap();
    let newer = r#"{"version":99,"record":{"game":"suomi1918","options":{},"actions":[]},"seats":["Human","Human"]}"#;
    std::fs::write(file("suomi1918-autosave"), newer).unwrap();

    let all = title_saves();
    let of = |all: &TitleSaves, id: &str| all.0.get(id).cloned().unwrap_or_default();
    let saves = Saves {
        eile: of(&all, "eile"),
        razboiniki: of(&all, "razboiniki"),
        suomi1918: of(&all, "suomi1918"),
    };
    assert!(saves.eile.autosave.is_none() && saves.razboiniki.autosave.is_none());
    assert!(saves.suomi1918.autosave.is_none() && saves.suomi1918.finished.is_none());
    let reason = |kept: &[pelikaappi::games::core::KeptSave]| {
        kept.iter()
            .map(|k| k.reason.as_ref().map(|w| w.english()).unwrap_or_default())
            .collect::<Vec<_>>()
            .join(" | ")
    };
    assert_eq!(saves.eile.kept.len(), 1);
    assert!(reason(&saves.eile.kept).contains("not a saved game"));
    assert!(reason(&saves.razboiniki.kept).contains("3 seats for a game of 2"));
    let suomi = reason(&saves.suomi1918.kept);
    assert!(
        suomi.contains("no longer replays") && suomi.contains("newer version"),
        "{suomi}"
    );
    // Each is kept byte for byte under its own key, and its old key is free.
    let kept_eile = saves.eile.kept[0].key.clone();
    assert_eq!(std::fs::read_to_string(file(&kept_eile)).unwrap(), corrupt);
    assert!(!file("eile-autosave").exists());
    let kept_raz = saves.razboiniki.kept[0].key.clone();
    assert_eq!(
        std::fs::read_to_string(file(&kept_raz)).unwrap(),
        wrong_seats
    );

    // A whole new Eile game autosaves and finishes without touching the kept file.
    let seats = vec![SeatKind::Ai(Strength::Quick), SeatKind::Ai(Strength::Quick)];
    let options = EileOptions {
        players: 2,
        stones: 1,
        play_on: false,
    };
    let mut app = support::new_match::<Eile, _>(
        "saves",
        EileSetup { options, seats },
        7,
        pelikaappi::games::eile::core_plugin,
    );
    support::run_to_end::<Eile>(&mut app, 50_000, |_| {});
    assert!(app.world().get_resource::<EileMatch>().is_some());
    assert!(storage::load_text("eile-finished").is_some());
    assert_eq!(std::fs::read_to_string(file(&kept_eile)).unwrap(), corrupt);

    // The title reads them again after a restart, now without a reason it cannot know.
    let again = of(&title_saves(), "eile");
    assert_eq!(again.kept.len(), 1);
    assert!(
        again.finished.is_some(),
        "the finished game is offered for replay"
    );

    // Resuming a save with the wrong seats (however it got there) starts a game, not a crash.
    let bad: SavedGame = serde_json::from_str(&wrong_seats).unwrap();
    let mut app = support::open_match::<Razboiniki, _>(
        base_app(),
        MatchStart::resume(Razboiniki::ID, bad),
        7,
        pelikaappi::games::razboiniki::core_plugin,
    );
    app.update();
    app.update();
    let m = app.world().resource::<RazMatch>();
    assert_eq!(m.seats.len(), m.game.seat_count());
    assert!(
        m.notice
            .as_deref()
            .unwrap_or("")
            .contains("could not be started")
    );

    // Discarding a kept save (the title's button) removes just that file.
    storage::remove(&kept_raz);
    assert!(!file(&kept_raz).exists());
    assert!(file(&kept_eile).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two presses of one key (and of one gamepad button) inside one slow frame are two intents:
/// the input layer counts the press events, not "pressed this frame".
#[test]
fn two_presses_in_one_frame_are_two_intents() {
    use bevy::input::{
        ButtonState,
        gamepad::GamepadButtonStateChangedEvent,
        keyboard::{Key, KeyboardInput},
    };
    use pelikaappi::app::input::{Intent, LastDevice, gamepad_intents, keyboard_intents};
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    app.add_message::<KeyboardInput>();
    app.add_message::<GamepadButtonStateChangedEvent>();
    app.add_message::<Intent>();
    app.init_resource::<LastDevice>();
    app.add_systems(Update, (keyboard_intents, gamepad_intents));
    let key = |state, repeat| KeyboardInput {
        key_code: KeyCode::ArrowDown,
        logical_key: Key::ArrowDown,
        state,
        text: None,
        repeat,
        window: Entity::PLACEHOLDER,
    };
    let world = app.world_mut();
    world.write_message(key(ButtonState::Pressed, false));
    world.write_message(key(ButtonState::Released, false));
    world.write_message(key(ButtonState::Pressed, false));
    world.write_message(key(ButtonState::Pressed, true)); // a held key's repeat
    let pad = world.spawn(Gamepad::default()).id();
    for state in [
        ButtonState::Pressed,
        ButtonState::Released,
        ButtonState::Pressed,
    ] {
        world.write_message(GamepadButtonStateChangedEvent::new(
            pad,
            GamepadButton::South,
            state,
        ));
    }
    app.update();
    let intents: Vec<Intent> = app
        .world_mut()
        .resource_mut::<Messages<Intent>>()
        .drain()
        .collect();
    let count = |i: Intent| intents.iter().filter(|&&x| x == i).count();
    assert_eq!(count(Intent::Next), 2, "{intents:?}");
    assert_eq!(count(Intent::Confirm), 2, "{intents:?}");
}

/// The gamepad's free cursor: the left stick brings it up and moves it over the board; A with
/// it shown clicks there (no confirm of the focused choice); the D-pad puts it away and A then
/// confirms again.
#[test]
fn the_left_stick_moves_a_pad_cursor_that_clicks_with_a() {
    use bevy::{
        input::{
            ButtonState,
            gamepad::{GamepadAxis, GamepadButtonStateChangedEvent},
            keyboard::KeyboardInput,
        },
        window::{CursorMoved, PrimaryWindow},
    };
    use pelikaappi::app::input::{Intent, LastDevice, PadCursor, gamepad_intents, pad_cursor};
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    app.add_message::<KeyboardInput>();
    app.add_message::<CursorMoved>();
    app.add_message::<GamepadButtonStateChangedEvent>();
    app.add_message::<Intent>();
    app.init_resource::<LastDevice>();
    app.init_resource::<PadCursor>();
    app.add_systems(Update, (pad_cursor, gamepad_intents).chain());
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    let mut gamepad = Gamepad::default();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, 1.0);
    let pad = app.world_mut().spawn(gamepad).id();
    let intents = |app: &mut App| -> Vec<Intent> {
        app.world_mut()
            .resource_mut::<Messages<Intent>>()
            .drain()
            .collect()
    };
    app.update();
    std::thread::sleep(std::time::Duration::from_millis(30));
    app.update();
    let at = app
        .world()
        .resource::<PadCursor>()
        .at
        .expect("the stick shows the cursor");
    let middle = 1280.0 / 2.0;
    assert!(
        at.x > middle,
        "the stick pushed right moves it right: {at:?}"
    );
    assert_eq!(*app.world().resource::<LastDevice>(), LastDevice::Gamepad);
    // The stick let go: A clicks at the cursor.
    let mut entity = app.world_mut().entity_mut(pad);
    entity
        .get_mut::<Gamepad>()
        .unwrap()
        .analog_mut()
        .set(GamepadAxis::LeftStickX, 0.0);
    let press = |app: &mut App, button| {
        app.world_mut()
            .write_message(GamepadButtonStateChangedEvent::new(
                pad,
                button,
                ButtonState::Pressed,
            ));
        app.update();
    };
    intents(&mut app);
    press(&mut app, GamepadButton::South);
    assert!(app.world().resource::<PadCursor>().clicked, "A clicks");
    assert!(
        !intents(&mut app).contains(&Intent::Confirm),
        "and confirms nothing"
    );
    app.update();
    assert!(
        !app.world().resource::<PadCursor>().clicked,
        "one click per press"
    );
    // The D-pad goes back to the focus: the cursor goes, A confirms.
    press(&mut app, GamepadButton::DPadDown);
    assert_eq!(app.world().resource::<PadCursor>().at, None);
    assert_eq!(intents(&mut app), vec![Intent::Next]);
    press(&mut app, GamepadButton::South);
    assert_eq!(intents(&mut app), vec![Intent::Confirm]);
}
