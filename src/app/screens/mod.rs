//! The title, setup and online screens.

pub mod correspondence;
pub mod find_players;
pub mod online;
pub mod setup;
pub mod title;
pub mod title_grid;
pub mod title_rooms;
pub mod waiting_room;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        title_rooms::plugin,
        setup::plugin,
        online::plugin,
    ));
}
