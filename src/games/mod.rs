//! One Bevy plugin per game; each shows a match that its rules core decides.

pub mod eile;
pub mod razboiniki;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((eile::plugin, razboiniki::plugin));
}
