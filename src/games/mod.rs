//! One Bevy plugin per game; each shows a match that its rules core decides.

pub mod core;
pub mod eile;
pub mod razboiniki;
pub mod replay_panel;
pub mod side_panel;
pub mod suomi1918;

use bevy::prelude::*;

use crate::app::storage;

/// Saves a match as `<game>-autosave` while it runs and as `<game>-finished` once it is
/// over (then no game is left to resume).
pub fn save_match(game_id: &str, saved: &impl serde::Serialize, over: bool) {
    let text = serde_json::to_string(saved).expect("saves serialise");
    let key = if over {
        storage::remove(&format!("{game_id}-autosave"));
        format!("{game_id}-finished")
    } else {
        format!("{game_id}-autosave")
    };
    if let Err(e) = storage::save_text(&key, &text) {
        warn!("autosave failed: {e}");
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((eile::plugin, razboiniki::plugin, suomi1918::plugin));
}
