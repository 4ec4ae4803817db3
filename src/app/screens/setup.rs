//! The setup screen: players, who sits at each seat (human or AI and its strength), options.
//! One page for every game: the game fills in its options card (`games::setup_page`).

use bevy::prelude::*;
use bevy_egui::egui;

use super::title::dark_page;
use crate::app::{
    Screen,
    menu::{MenuNav, cycle, nav_button, nav_choice},
    session::SeatKind,
    theme::title_text,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Setup), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
}

/// What the player chose on a setup page this frame.
#[derive(PartialEq, Eq)]
pub enum SetupChoice {
    Stay,
    Start,
    Back,
}

/// The width of a setup page's card of options.
pub const OPTIONS_WIDTH: f32 = 460.0;

/// A setup page: the game's title, a subtitle, a card of options, Start and Back (with
/// their labels).
pub fn setup_page(
    ctx: &egui::Context,
    nav: &mut MenuNav,
    title: &str,
    subtitle: &str,
    [start, back]: [&str; 2],
    options: impl FnOnce(&mut egui::Ui, &mut MenuNav),
) -> SetupChoice {
    let mut choice = SetupChoice::Stay;
    nav.begin();
    dark_page(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(title_text(title, 40.0).color(egui::Color32::from_rgb(245, 220, 160)));
            ui.label(
                egui::RichText::new(subtitle)
                    .italics()
                    .color(egui::Color32::from_rgb(220, 200, 160)),
            );
            ui.add_space(14.0);
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .corner_radius(6.0)
                .inner_margin(16)
                .show(ui, |ui| {
                    ui.set_width(OPTIONS_WIDTH);
                    options(ui, nav);
                });
            ui.add_space(12.0);
            let top = ui.cursor().top();
            if nav_button(ui, nav, start, true) {
                choice = SetupChoice::Start;
            }
            let middle = egui::pos2(
                ui.max_rect().center().x,
                (top + ui.cursor().top() - ui.spacing().item_spacing.y) / 2.0,
            );
            say_where(ui.ctx(), "start", middle);
            if nav_button(ui, nav, back, true) || nav.back {
                choice = SetupChoice::Back;
            }
        });
    });
    nav.end();
    choice
}

/// Logs where a button is when it moves (in the page's points: CSS pixels on the web), so the
/// browser checks tap it where it is drawn (a touch screen's buttons are taller).
fn say_where(ctx: &egui::Context, what: &'static str, at: egui::Pos2) {
    let id = egui::Id::new(("pelikaappi-place", what));
    let at = at.round();
    if ctx.data(|d| d.get_temp::<egui::Pos2>(id)) != Some(at) {
        ctx.data_mut(|d| d.insert_temp(id, at));
        info!("place: {what} {} {}", at.x, at.y);
    }
}

/// Under the seats of game `game`: when an AI sits at a table of another size than the games
/// that rated the levels, a small line says which games those were.
pub fn ratings_note(ui: &mut egui::Ui, game: &str, seats: &[SeatKind]) {
    if !seats.iter().any(|s| matches!(s, SeatKind::Ai(_))) {
        return;
    }
    if let Some(note) = SeatKind::ratings_note(game, seats.len()) {
        ui.label(egui::RichText::new(note).italics().small());
    }
}

/// Cycles a seat through a player and the AI levels of game `game`, each with its rating.
pub fn seat_choice(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    label: &str,
    seat: &mut SeatKind,
    game: &str,
) {
    let change = nav_choice(ui, nav, label, &seat.rated_label(game));
    if change != 0 {
        let i = SeatKind::ALL.iter().position(|k| k == seat).unwrap_or(0);
        *seat = SeatKind::ALL[cycle(i, change, SeatKind::ALL.len())];
    }
}
