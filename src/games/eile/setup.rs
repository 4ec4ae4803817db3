//! The setup page's options card of Eile mit Weile: players, seats and options.

use bevy_egui::egui;

use super::EileSetup;
use crate::app::{
    menu::{MenuNav, cycle, nav_choice},
    screens::setup::seat_choice,
};
use crate::rules::eile::COLOUR_NAMES;

/// The line under the title on the setup page.
pub const TAGLINE: &str = "Hurry slowly: race your stones round the cross to the Alpenhütte";

/// Draws the options card and applies the player's changes to `setup`.
pub fn options(setup: &mut EileSetup, ui: &mut egui::Ui, nav: &mut MenuNav) {
    let players = setup.options.players;
    let change = nav_choice(ui, nav, "Players", &players.to_string());
    if change != 0 {
        setup.options.players = 2 + cycle(usize::from(players - 2), change, 3) as u8;
    }
    let arms = crate::games::eile::arms_of(setup.options.players);
    for (seat, arm) in arms.iter().enumerate() {
        let label = format!("{} ({})", COLOUR_NAMES[*arm], seat + 1);
        seat_choice(ui, nav, &label, &mut setup.seats[seat]);
    }
    let stones = setup.options.stones;
    let change = nav_choice(ui, nav, "Stones each", &stones.to_string());
    if change != 0 {
        setup.options.stones = 1 + cycle(usize::from(stones - 1), change, 4) as u8;
    }
    let play_on = if setup.options.play_on {
        "Yes"
    } else {
        "No, first home wins"
    };
    if nav_choice(ui, nav, "Play on for places", play_on) != 0 {
        setup.options.play_on = !setup.options.play_on;
    }
}
