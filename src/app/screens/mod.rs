//! The title and setup screens.

pub mod setup;
pub mod title;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, setup::plugin));
}
