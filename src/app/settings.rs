//! Player settings (volume, animation speed, language), saved between sessions.

use bevy::{audio::Volume, prelude::*};

use super::storage;

/// How fast the board animates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum AnimationSpeed {
    Slow,
    Normal,
    Fast,
    /// No animation: pieces jump to their places.
    Instant,
}

impl AnimationSpeed {
    pub const ALL: [Self; 4] = [Self::Slow, Self::Normal, Self::Fast, Self::Instant];

    /// Multiplier on animation durations (0 = instant).
    pub fn factor(self) -> f32 {
        match self {
            Self::Slow => 1.6,
            Self::Normal => 1.0,
            Self::Fast => 0.5,
            Self::Instant => 0.0,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Slow => "Slow",
            Self::Normal => "Normal",
            Self::Fast => "Fast",
            Self::Instant => "Instant",
        }
    }
}

/// The settings a player can change.
#[derive(Resource, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// 0..=100.
    pub volume: u8,
    pub animation: AnimationSpeed,
    /// Only English for now; the rules view shows the original texts beside it.
    pub language: String,
    /// Seconds an AI waits before it acts, so a human can follow.
    pub ai_delay: f32,
    /// The game server's address last used for online play.
    pub online_server: String,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            volume: 70,
            animation: AnimationSpeed::Normal,
            language: "English".to_string(),
            ai_delay: 0.45,
            online_server: format!("ws://127.0.0.1:{}", crate::net::DEFAULT_PORT),
        }
    }
}

const SETTINGS_KEY: &str = "settings";

impl Settings {
    pub fn load() -> Self {
        storage::load_text(SETTINGS_KEY)
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default()
    }

    pub fn save(&self) {
        let text = serde_json::to_string_pretty(self).expect("settings serialise");
        if let Err(e) = storage::save_text(SETTINGS_KEY, &text) {
            warn!("settings not saved: {e}");
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Settings::load());
    app.add_systems(Update, apply_volume.run_if(resource_changed::<Settings>));
}

fn apply_volume(settings: Res<Settings>, volume: Option<ResMut<GlobalVolume>>) {
    if let Some(mut volume) = volume {
        volume.volume = Volume::Linear(f32::from(settings.volume) / 100.0);
    }
}
