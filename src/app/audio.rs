//! Sound effects, embedded in the binary so the desktop and the web build need no loading.

use std::sync::Arc;

use bevy::{audio::AudioSource, prelude::*};

/// A sound the game asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    Dice,
    Click,
    Capture,
    Hut,
    Win,
    Refuse,
}

#[derive(Resource)]
struct SfxHandles {
    dice: Handle<AudioSource>,
    click: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    hut: Handle<AudioSource>,
    win: Handle<AudioSource>,
    refuse: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Sfx>();
    app.add_systems(Startup, load_sounds);
    app.add_systems(Update, play_sounds.in_set(super::AppSystems::Present));
}

fn embedded(sources: &mut Assets<AudioSource>, bytes: &'static [u8]) -> Handle<AudioSource> {
    sources.add(AudioSource {
        bytes: Arc::from(bytes),
    })
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let handles = SfxHandles {
        dice: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/dice.wav"),
        ),
        click: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/click.wav"),
        ),
        capture: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/capture.wav"),
        ),
        hut: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/hut.wav"),
        ),
        win: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/win.wav"),
        ),
        refuse: embedded(
            &mut sources,
            include_bytes!("../../assets/shared/audio/refuse.wav"),
        ),
    };
    commands.insert_resource(handles);
}

fn play_sounds(mut commands: Commands, mut requests: MessageReader<Sfx>, handles: Res<SfxHandles>) {
    for sfx in requests.read() {
        let handle = match sfx {
            Sfx::Dice => &handles.dice,
            Sfx::Click => &handles.click,
            Sfx::Capture => &handles.capture,
            Sfx::Hut => &handles.hut,
            Sfx::Win => &handles.win,
            Sfx::Refuse => &handles.refuse,
        };
        commands.spawn((AudioPlayer::new(handle.clone()), PlaybackSettings::DESPAWN));
    }
}
