//! The setup page's options card of Helsinki 1918: two or three players and their seats.

use bevy_egui::egui;

use super::HelsinkiSetup;
use crate::{
    app::{
        menu::{MenuNav, nav_choice},
        screens::setup::{ratings_note, seat_choice},
    },
    tr,
};

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut HelsinkiSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    let players = if setup.options.players == 2 {
        tr!("h-players-two")
    } else {
        tr!("h-players-three")
    };
    if nav_choice(ui, nav, &tr!("h-players"), &players) != 0 {
        setup.options.players = if setup.options.players == 2 { 3 } else { 2 };
        setup.fit_seats();
    }
    let names = if setup.options.players == 2 {
        vec![tr!("h-seat-reds"), tr!("h-seat-allies")]
    } else {
        vec![
            tr!("h-seat-reds"),
            tr!("h-seat-whites"),
            tr!("h-seat-germans"),
        ]
    };
    for (seat, name) in names.iter().enumerate() {
        if let Some(kind) = setup.seats.get_mut(seat) {
            seat_choice(
                ui,
                nav,
                name,
                kind,
                <crate::rules::helsinki1918::Helsinki1918 as crate::rules::Game>::ID,
            );
        }
    }
    let seated = names.len().min(setup.seats.len());
    ratings_note(
        ui,
        <crate::rules::helsinki1918::Helsinki1918 as crate::rules::Game>::ID,
        &setup.seats[..seated],
    );
}
