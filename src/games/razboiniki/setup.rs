//! The setup page's options card of Razboiniki: players, seats and options.

use bevy_egui::egui;

use super::RazSetup;
use crate::app::{
    menu::{MenuNav, cycle, nav_choice},
    screens::setup::seat_choice,
};

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut RazSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    let names = [crate::tr!("raz-white-first"), super::side_name(1)];
    for (seat, name) in names.iter().enumerate() {
        seat_choice(
            ui,
            nav,
            name,
            &mut setup.seats[seat],
            <crate::rules::razboiniki::Razboiniki as crate::rules::Game>::ID,
        );
    }
    let limits = [30u16, 60, 90, 120];
    let i = limits
        .iter()
        .position(|&l| l == setup.options.quiet_limit)
        .unwrap_or(1);
    let label = crate::tr!("raz-moves", moves = setup.options.quiet_limit);
    let change = nav_choice(ui, nav, &crate::tr!("raz-quiet-limit"), &label);
    if change != 0 {
        setup.options.quiet_limit = limits[cycle(i, change, limits.len())];
    }
}
