//! Helsinki 1918 in the cupboard: listed on the title screen; its board is still to come.

use bevy::prelude::*;

use crate::{
    app::cupboard::{CupboardEntry, RegisterGame},
    rules::{Game, helsinki1918::Helsinki1918},
};

pub(crate) fn plugin(app: &mut App) {
    app.register_game(CupboardEntry::coming(
        Helsinki1918::ID,
        "Helsinki 1918",
        "Three-sided hex-and-card wargame · 2–3 players",
    ));
}
