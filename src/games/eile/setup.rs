//! The setup page's options card of Eile mit Weile: players, seats and options.

use bevy_egui::egui;

use super::EileSetup;
use crate::app::{
    menu::{MenuNav, cycle, nav_choice},
    screens::setup::{ratings_note, seat_choice},
};

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut EileSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    let players = setup.options.players;
    let change = nav_choice(ui, nav, &crate::tr!("eile-players"), &players.to_string());
    if change != 0 {
        setup.options.players = 2 + cycle(usize::from(players - 2), change, 3) as u8;
    }
    let arms = crate::games::eile::arms_of(setup.options.players);
    for (seat, arm) in arms.iter().enumerate() {
        let label = crate::tr!(
            "eile-seat",
            colour = super::log::arm_colour(*arm),
            n = seat + 1
        );
        seat_choice(
            ui,
            nav,
            &label,
            &mut setup.seats[seat],
            <crate::rules::eile::Eile as crate::rules::Game>::ID,
        );
    }
    ratings_note(
        ui,
        <crate::rules::eile::Eile as crate::rules::Game>::ID,
        &setup.seats[..arms.len().min(setup.seats.len())],
    );
    let stones = setup.options.stones;
    let change = nav_choice(
        ui,
        nav,
        &crate::tr!("eile-stones-each"),
        &stones.to_string(),
    );
    if change != 0 {
        setup.options.stones = 1 + cycle(usize::from(stones - 1), change, 4) as u8;
    }
    let play_on = if setup.options.play_on {
        crate::tr!("eile-play-on-yes")
    } else {
        crate::tr!("eile-play-on-no")
    };
    if nav_choice(ui, nav, &crate::tr!("eile-play-on"), &play_on) != 0 {
        setup.options.play_on = !setup.options.play_on;
    }
}
