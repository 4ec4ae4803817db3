//! The setup screen: players, who sits at each seat (human or AI and its strength), options.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::title::root_ui;
use crate::{
    app::ActiveGame,
    app::{
        Overlay, Screen,
        menu::{MenuNav, cycle, nav_button, nav_choice},
        theme::EguiUiSystems,
        theme::title_text,
    },
    games::{
        core::SeatKind,
        eile::{EileSetup, MatchStart},
        razboiniki::{RazSetup, RazStart},
        suomi1918::{SuomiSetup, SuomiStart},
    },
    rules::eile::{COLOUR_NAMES, Eile},
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EileSetup>();
    app.init_resource::<RazSetup>();
    app.init_resource::<SuomiSetup>();
    app.add_systems(OnEnter(Screen::Setup), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
    app.add_systems(
        EguiPrimaryContextPass,
        (
            setup_ui.run_if(resource_equals(ActiveGame::Eile)),
            raz_setup_ui.run_if(resource_equals(ActiveGame::Razboiniki)),
            suomi_setup_ui.run_if(resource_equals(ActiveGame::Suomi1918)),
        )
            .run_if(in_state(Screen::Setup))
            .run_if(in_state(Overlay::None))
            .in_set(EguiUiSystems),
    );
}

/// What the player chose on a setup page this frame.
#[derive(PartialEq, Eq)]
enum SetupChoice {
    Stay,
    Start,
    Back,
}

/// A setup page: the game's title, a subtitle, a card of options, Start and Back.
fn setup_page(
    ctx: &egui::Context,
    nav: &mut MenuNav,
    title: &str,
    subtitle: &str,
    options: impl FnOnce(&mut egui::Ui, &mut MenuNav),
) -> SetupChoice {
    let mut choice = SetupChoice::Stay;
    nav.begin();
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(40, 28, 20))
                .inner_margin(24),
        )
        .show(&mut root_ui(ctx), |ui| {
            ui.vertical_centered(|ui| {
                ui.label(title_text(title, 40.0).color(egui::Color32::from_rgb(245, 220, 160)));
                ui.label(
                    egui::RichText::new(subtitle)
                        .italics()
                        .color(egui::Color32::from_rgb(220, 200, 160)),
                );
                ui.add_space(14.0);
                egui::Frame::new()
                    .fill(egui::Color32::from_rgb(245, 232, 200))
                    .corner_radius(6.0)
                    .inner_margin(16)
                    .show(ui, |ui| {
                        ui.set_width(460.0);
                        options(ui, nav);
                    });
                ui.add_space(12.0);
                if nav_button(ui, nav, "Start the game", true) {
                    choice = SetupChoice::Start;
                }
                if nav_button(ui, nav, "Back to the cupboard", true) || nav.back {
                    choice = SetupChoice::Back;
                }
            });
        });
    nav.end();
    choice
}

/// Cycles a seat through human, quick AI and strong AI.
fn seat_choice(ui: &mut egui::Ui, nav: &mut MenuNav, label: &str, seat: &mut SeatKind) {
    let change = nav_choice(ui, nav, label, seat.label());
    if change != 0 {
        let i = SeatKind::ALL.iter().position(|k| k == seat).unwrap_or(0);
        *seat = SeatKind::ALL[cycle(i, change, SeatKind::ALL.len())];
    }
}

fn setup_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut setup: ResMut<EileSetup>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let choice = setup_page(
        ctx,
        &mut nav,
        "Eile mit Weile",
        "Hurry slowly: race your stones round the cross to the Alpenhütte",
        |ui, nav| {
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
        },
    );
    match choice {
        SetupChoice::Start => {
            let mut chosen = setup.clone();
            chosen.seats.truncate(usize::from(chosen.options.players));
            if <Eile as crate::rules::Game>::new(&chosen.options).is_ok() {
                commands.insert_resource(MatchStart::New(chosen));
                next_screen.set(Screen::Playing);
            }
        }
        SetupChoice::Back => next_screen.set(Screen::Title),
        SetupChoice::Stay => {}
    }
    Ok(())
}

fn raz_setup_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut setup: ResMut<RazSetup>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let choice = setup_page(
        ctx,
        &mut nav,
        "Разбойники · Robbers",
        "Break into the enemy city, turn robber, race to 30 points",
        |ui, nav| {
            for (seat, name) in ["White (moves first)", "Black"].iter().enumerate() {
                seat_choice(ui, nav, name, &mut setup.seats[seat]);
            }
            let limits = [30u16, 60, 90, 120];
            let i = limits
                .iter()
                .position(|&l| l == setup.options.quiet_limit)
                .unwrap_or(1);
            let label = format!("{} moves", setup.options.quiet_limit);
            let change = nav_choice(ui, nav, "Quiet-move limit", &label);
            if change != 0 {
                setup.options.quiet_limit = limits[cycle(i, change, limits.len())];
            }
        },
    );
    match choice {
        SetupChoice::Start => {
            commands.insert_resource(RazStart::New(setup.clone()));
            next_screen.set(Screen::Playing);
        }
        SetupChoice::Back => next_screen.set(Screen::Title),
        SetupChoice::Stay => {}
    }
    Ok(())
}

fn suomi_setup_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut setup: ResMut<SuomiSetup>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let choice = setup_page(
        ctx,
        &mut nav,
        "Suomi 1918",
        "Punaisten ja valkoisten taistelu Suomessa 1918 — Reds against Whites on the map of 1918",
        |ui, nav| {
            for (side, name) in [(0usize, "Red players"), (1, "White players")] {
                let count = if side == 0 {
                    setup.options.red_players
                } else {
                    setup.options.white_players
                };
                let change = nav_choice(ui, nav, name, &count.to_string());
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
                    format!("Punaiset, player {}", seat + 1)
                } else {
                    format!("Valkoiset, player {}", seat - reds + 1)
                };
                seat_choice(ui, nav, &label, &mut setup.seats[seat]);
            }
            let artillery = format!(
                "{} a side (tiles {}–6)",
                setup.options.artillery,
                7 - setup.options.artillery
            );
            if nav_choice(ui, nav, "Artillery tiles", &artillery) != 0 {
                setup.options.artillery = if setup.options.artillery == 4 { 2 } else { 4 };
            }
            let limits = [60u32, 100, 150, 250];
            let i = limits
                .iter()
                .position(|&l| l == setup.options.turn_limit)
                .unwrap_or(2);
            let label = format!("{} turns a side", setup.options.turn_limit);
            let change = nav_choice(ui, nav, "Turn limit (ours)", &label);
            if change != 0 {
                setup.options.turn_limit = limits[cycle(i, change, limits.len())];
            }
        },
    );
    match choice {
        SetupChoice::Start => {
            setup.fit_seats();
            commands.insert_resource(SuomiStart::New(setup.clone()));
            next_screen.set(Screen::Playing);
        }
        SetupChoice::Back => next_screen.set(Screen::Title),
        SetupChoice::Stay => {}
    }
    Ok(())
}
