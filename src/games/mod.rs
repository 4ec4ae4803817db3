//! One Bevy plugin per game; each shows a match that its rules core decides.

mod accessibility_tree;
pub mod colour;
pub mod core;
pub mod eile;
mod fits_frame;
pub mod helsinki1918;
pub mod hint;
pub mod lesson;
pub mod move_line;
pub mod online_table;
pub mod razboiniki;
pub mod replay_panel;
pub mod review_window;
pub mod setup_page;
pub mod side_panel;
pub mod suomi1918;
pub mod table;
#[cfg(test)]
mod text_fits;
pub mod thinking;
mod title_fits;

use bevy::prelude::*;

use crate::app::storage;

/// Saves a match as `<game>-autosave` while it runs and as `<game>-finished` once it is
/// over; the autosave is removed only after the finished game is safely written, so a failed
/// write loses neither.
pub fn save_match(game_id: &str, saved: &impl serde::Serialize, over: bool) {
    let text = serde_json::to_string(saved).expect("saves serialise");
    let key = if over {
        format!("{game_id}-finished")
    } else {
        format!("{game_id}-autosave")
    };
    match storage::save_text(&key, &text) {
        Ok(()) if over => storage::remove(&format!("{game_id}-autosave")),
        Ok(()) => {}
        Err(e) => warn!("saving the game failed: {e}"),
    }
}

/// The shared flow, then the games of the cupboard in title order: adding a game is its
/// folder under `src/games/` and its line here.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        table::plugin,
        move_line::keys_plugin,
        eile::plugin,
        razboiniki::plugin,
        suomi1918::plugin,
        helsinki1918::plugin,
    ));
}
