//! The setup page's options card of the 1918 map game: players, seats and options.

use bevy_egui::egui;

use super::SuomiSetup;
use crate::app::{
    menu::{MenuNav, cycle, nav_choice},
    screens::setup::{ratings_note, seat_choice},
};
use crate::tr;

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut SuomiSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    for (side, name) in [
        (0usize, tr!("suomi-red-players")),
        (1, tr!("suomi-white-players")),
    ] {
        let count = if side == 0 {
            setup.options.red_players
        } else {
            setup.options.white_players
        };
        let change = nav_choice(ui, nav, &name, &count.to_string());
        if change != 0 {
            let count = 1 + cycle(usize::from(count - 1), change, 3) as u8;
            if side == 0 {
                setup.options.red_players = count;
            } else {
                setup.options.white_players = count;
            }
            setup.fit_seats();
        }
    }
    let reds = usize::from(setup.options.red_players);
    for seat in 0..setup.seats.len() {
        let label = if seat < reds {
            tr!("suomi-red-player", n = seat + 1)
        } else {
            tr!("suomi-white-player", n = seat - reds + 1)
        };
        seat_choice(
            ui,
            nav,
            &label,
            &mut setup.seats[seat],
            <crate::rules::suomi1918::Suomi1918 as crate::rules::Game>::ID,
        );
    }
    ratings_note(
        ui,
        <crate::rules::suomi1918::Suomi1918 as crate::rules::Game>::ID,
        &setup.seats,
    );
    let artillery = tr!(
        "suomi-artillery-count",
        count = setup.options.artillery,
        from = 7 - setup.options.artillery
    );
    if nav_choice(ui, nav, &tr!("suomi-artillery-tiles"), &artillery) != 0 {
        setup.options.artillery = if setup.options.artillery == 4 { 2 } else { 4 };
    }
    let limits = [60u32, 100, 150, 250];
    let i = limits
        .iter()
        .position(|&l| l == setup.options.turn_limit)
        .unwrap_or(2);
    let label = tr!("suomi-turns-a-side", turns = setup.options.turn_limit);
    let change = nav_choice(ui, nav, &tr!("suomi-turn-limit"), &label);
    if change != 0 {
        setup.options.turn_limit = limits[cycle(i, change, limits.len())];
    }
}
