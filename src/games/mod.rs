//! One Bevy plugin per game; each shows a match that its rules core decides.

pub mod eile;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(eile::plugin);
}
