//! Player settings (volume, animation speed, language, the size of text and buttons, the
//! window), saved between sessions.

use bevy::{audio::Volume, prelude::*};

use super::storage;
use crate::{i18n::Lang, tr};

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

    pub fn label(self) -> String {
        match self {
            Self::Slow => tr!("animation-slow"),
            Self::Normal => tr!("animation-normal"),
            Self::Fast => tr!("animation-fast"),
            Self::Instant => tr!("animation-instant"),
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
    /// The language chosen (`en`, `fi`, `de`, `ru`), or empty: the system's.
    pub language: String,
    /// Seconds an AI waits before it acts, so a human can follow.
    pub ai_delay: f32,
    /// The game server's address last used for online play.
    pub online_server: String,
    /// The display name the player goes by online (empty: none).
    pub online_name: String,
    /// The size of text and buttons, in percent of the system's (`UI_SCALES`).
    pub ui_scale: u16,
    /// The desktop window fills the screen (F11).
    pub fullscreen: bool,
    /// The desktop window's size when it was last closed, in logical pixels.
    pub window_size: Option<[u32; 2]>,
    /// The master AI's time a decision, in seconds (`MASTER_SECONDS`; 0: the platform's
    /// default, 1 s on the desktop and 2 s on the web).
    pub master_seconds: f32,
    /// The boards are drawn in the colour-blind palette (`colours::Palette::ColourBlind`).
    pub colour_blind: bool,
    /// Panels, menus and dialogs in black on white with strong outlines.
    pub high_contrast: bool,
}

/// The master AI's times a decision a player may choose, in seconds.
pub const MASTER_SECONDS: [f32; 6] = [0.25, 0.5, 1.0, 2.0, 3.0, 5.0];

/// The sizes of text and buttons a player can choose, in percent of the system's.
pub const UI_SCALES: [u16; 6] = [75, 100, 125, 150, 175, 200];

impl Default for Settings {
    fn default() -> Self {
        Self {
            volume: 70,
            animation: AnimationSpeed::Normal,
            language: String::new(),
            ai_delay: 0.45,
            online_server: format!("ws://127.0.0.1:{}", crate::net::DEFAULT_PORT),
            online_name: String::new(),
            ui_scale: 100,
            fullscreen: false,
            window_size: None,
            master_seconds: 0.0,
            colour_blind: false,
            high_contrast: false,
        }
    }
}

const SETTINGS_KEY: &str = "settings";

impl Settings {
    pub fn load() -> Self {
        let mut settings: Self = storage::load_text(SETTINGS_KEY)
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default();
        // Before there was a choice the settings said "English": that is no choice.
        if settings.language == "English" {
            settings.language.clear();
        }
        settings
    }

    /// The UI scale as a factor (a value from an older or edited file is brought into
    /// `UI_SCALES`' range).
    pub fn ui_factor(&self) -> f32 {
        f32::from(
            self.ui_scale
                .clamp(UI_SCALES[0], UI_SCALES[UI_SCALES.len() - 1]),
        ) / 100.0
    }

    /// The master AI's time a decision this setting gives.
    pub fn master_budget(&self) -> std::time::Duration {
        if self.master_seconds <= 0.0 {
            return std::time::Duration::from_secs(if cfg!(target_arch = "wasm32") {
                2
            } else {
                1
            });
        }
        std::time::Duration::from_secs_f32(self.master_seconds.clamp(0.25, 5.0))
    }

    /// The palette the boards are drawn in.
    pub fn palette(&self) -> crate::colours::Palette {
        if self.colour_blind {
            crate::colours::Palette::ColourBlind
        } else {
            crate::colours::Palette::Normal
        }
    }

    /// The language every screen is shown in: the chosen one, else the system's, else
    /// English.
    pub fn language(&self) -> Lang {
        Lang::from_locale(&self.language)
            .or_else(crate::i18n::system_language)
            .unwrap_or(Lang::En)
    }

    pub fn save(&self) {
        let text = serde_json::to_string_pretty(self).expect("settings serialise");
        if let Err(e) = storage::save_text(SETTINGS_KEY, &text) {
            warn!("settings not saved: {e}");
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    let settings = Settings::load();
    crate::i18n::set_language(settings.language());
    app.insert_resource(settings);
    app.add_systems(
        Update,
        (apply_volume, apply_language, apply_master_budget).run_if(resource_changed::<Settings>),
    );
}

/// The master AI thinks as long as the settings say.
fn apply_master_budget(settings: Res<Settings>) {
    crate::ai::master::set_master_budget(settings.master_budget());
}

/// The language follows the settings at once, on every screen.
fn apply_language(settings: Res<Settings>) {
    let lang = settings.language();
    if crate::i18n::language() != lang {
        crate::i18n::set_language(lang);
    }
}

/// The language picker's choices: the system's (empty), then each language found at build
/// time.
pub fn language_choices() -> Vec<String> {
    std::iter::once(String::new())
        .chain(Lang::every().map(|l| l.code().to_string()))
        .collect()
}

/// How a choice of the language picker reads.
pub fn language_label(choice: &str) -> String {
    match Lang::from_locale(choice) {
        Some(lang) => lang.native_name(),
        None => tr!(
            "settings-language-system",
            language = crate::i18n::system_language()
                .unwrap_or(Lang::En)
                .native_name()
        ),
    }
}

fn apply_volume(settings: Res<Settings>, volume: Option<ResMut<GlobalVolume>>) {
    if let Some(mut volume) = volume {
        volume.volume = Volume::Linear(f32::from(settings.volume) / 100.0);
    }
}
