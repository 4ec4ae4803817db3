//! The setup page's options card of Helsinki 1918: two or three players and their seats.

use bevy_egui::egui;

use super::HelsinkiSetup;
use crate::app::{
    menu::{MenuNav, nav_choice},
    screens::setup::seat_choice,
};

/// The line under the title on the setup page.
pub const TAGLINE: &str = "Helsinki 1918 — the Red Guards, the White Guards and the German Baltic Division fight for the city, 11–13 April";

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut HelsinkiSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    let players = if setup.options.players == 2 {
        "2: Reds against Germans and Whites"
    } else {
        "3: Reds, Whites, Germans"
    };
    if nav_choice(ui, nav, "Players", players) != 0 {
        setup.options.players = if setup.options.players == 2 { 3 } else { 2 };
        setup.fit_seats();
    }
    let names: &[&str] = if setup.options.players == 2 {
        &["Red Guards", "Germans and White Guards"]
    } else {
        &["Red Guards", "White Guards", "German Baltic Division"]
    };
    for (seat, name) in names.iter().enumerate() {
        if let Some(kind) = setup.seats.get_mut(seat) {
            seat_choice(ui, nav, name, kind);
        }
    }
}
