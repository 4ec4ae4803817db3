//! The title screen: the four games of the cupboard, resume, replay, settings.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::{
    app::ActiveGame,
    app::{
        Overlay, Screen,
        menu::{MenuNav, nav_button},
        theme::EguiUiSystems,
        theme::title_text,
    },
    games::{core::SavedGame, eile::MatchStart, razboiniki::RazStart, suomi1918::SuomiStart},
};

/// The saved games the title offers, read once each time the title opens.
#[derive(Resource, Default)]
pub struct TitleSaves {
    /// (the running game to resume, the last finished game to replay)
    pub eile: (Option<SavedGame>, Option<SavedGame>),
    pub razboiniki: (Option<SavedGame>, Option<SavedGame>),
    pub suomi1918: (Option<SavedGame>, Option<SavedGame>),
}

fn read_saves(mut commands: Commands) {
    commands.insert_resource(TitleSaves {
        eile: (
            crate::games::eile::load_autosave(),
            crate::games::eile::load_finished(),
        ),
        razboiniki: (
            crate::games::razboiniki::load_autosave(),
            crate::games::razboiniki::load_finished(),
        ),
        suomi1918: (
            crate::games::suomi1918::load_autosave(),
            crate::games::suomi1918::load_finished(),
        ),
    });
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TitleSaves>();
    app.add_systems(
        OnEnter(Screen::Title),
        (|mut nav: ResMut<MenuNav>| nav.reset(), read_saves),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        title_ui
            .run_if(in_state(Screen::Title))
            .run_if(in_state(Overlay::None))
            .in_set(EguiUiSystems),
    );
}

/// The games of the cupboard as the title screen lists them.
const GAMES: [(&str, &str, Option<ActiveGame>); 4] = [
    (
        "Eile mit Weile",
        "German/Swiss race game, c. 1900 · 2–4 players",
        Some(ActiveGame::Eile),
    ),
    (
        "Разбойники · Robbers",
        "Soviet home-made game of numbered pieces · 2 players",
        Some(ActiveGame::Razboiniki),
    ),
    (
        "Punaisten ja valkoisten taistelu Suomessa 1918",
        "Finnish map game printed in 1918 · Reds against Whites, 1–3 players a side",
        Some(ActiveGame::Suomi1918),
    ),
    (
        "Helsinki 1918",
        "Three-sided hex-and-card wargame · 2–3 players",
        None,
    ),
];

/// Puts the start of a resumed or replayed match of `game` in place.
fn insert_start(commands: &mut Commands, game: ActiveGame, saved: &SavedGame, replay: bool) {
    let saved = saved.clone();
    match (game, replay) {
        (ActiveGame::Eile, false) => commands.insert_resource(MatchStart::Resume(saved)),
        (ActiveGame::Eile, true) => commands.insert_resource(MatchStart::Replay(saved)),
        (ActiveGame::Razboiniki, false) => commands.insert_resource(RazStart::Resume(saved)),
        (ActiveGame::Razboiniki, true) => commands.insert_resource(RazStart::Replay(saved)),
        (ActiveGame::Suomi1918, false) => commands.insert_resource(SuomiStart::Resume(saved)),
        (ActiveGame::Suomi1918, true) => commands.insert_resource(SuomiStart::Replay(saved)),
    }
}

fn title_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
    saves: Res<TitleSaves>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    nav.begin();
    let TitleSaves {
        eile: (autosave, last_finished),
        razboiniki: (raz_autosave, raz_finished),
        suomi1918: (suomi_autosave, suomi_finished),
    } = &*saves;
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(40, 28, 20))
                .inner_margin(24),
        )
        .show(&mut root_ui(ctx), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add_space(12.0);
                    ui.label(
                        title_text("Pelikaappi", 54.0)
                            .color(egui::Color32::from_rgb(245, 220, 160)),
                    );
                    ui.label(
                        egui::RichText::new("the game cupboard — four historical board games")
                            .size(18.0)
                            .italics()
                            .color(egui::Color32::from_rgb(220, 200, 160)),
                    );
                    ui.add_space(18.0);
                    for (name, origin, ready) in GAMES {
                        egui::Frame::new()
                            .fill(egui::Color32::from_rgb(245, 232, 200))
                            .corner_radius(6.0)
                            .inner_margin(egui::Margin::symmetric(16, 8))
                            .show(ui, |ui| {
                                ui.set_width(560.0);
                                ui.vertical_centered(|ui| {
                                    ui.label(title_text(name, 22.0));
                                    ui.label(egui::RichText::new(origin).size(14.0));
                                    if let Some(game) = ready {
                                        let (autosave, finished) = match game {
                                            ActiveGame::Eile => (autosave, last_finished),
                                            ActiveGame::Razboiniki => (raz_autosave, raz_finished),
                                            ActiveGame::Suomi1918 => {
                                                (suomi_autosave, suomi_finished)
                                            }
                                        };
                                        if nav_button(ui, &mut nav, "New game", true) {
                                            commands.insert_resource(game);
                                            next_screen.set(Screen::Setup);
                                        }
                                        if let Some(saved) = autosave
                                            && nav_button(
                                                ui,
                                                &mut nav,
                                                "Resume the saved game",
                                                true,
                                            )
                                        {
                                            commands.insert_resource(game);
                                            insert_start(&mut commands, game, saved, false);
                                            next_screen.set(Screen::Playing);
                                        }
                                        if let Some(saved) = finished
                                            && nav_button(
                                                ui,
                                                &mut nav,
                                                "Replay the last finished game",
                                                true,
                                            )
                                        {
                                            commands.insert_resource(game);
                                            insert_start(&mut commands, game, saved, true);
                                            next_screen.set(Screen::Playing);
                                        }
                                    } else {
                                        ui.label(
                                            egui::RichText::new("coming to the cupboard").italics(),
                                        );
                                    }
                                });
                            });
                        ui.add_space(8.0);
                    }
                    ui.add_space(8.0);
                    if nav_button(ui, &mut nav, "Settings", true) {
                        next_overlay.set(Overlay::Settings);
                    }
                    if cfg!(not(target_arch = "wasm32")) && nav_button(ui, &mut nav, "Quit", true) {
                        exit.write(AppExit::Success);
                    }
                    ui.add_space(6.0);
                    ui.label(
                        egui::RichText::new(
                            "Mouse, keyboard (arrows, Enter, Esc) or gamepad (D-pad, A, B)",
                        )
                        .size(13.0)
                        .color(egui::Color32::from_rgb(200, 180, 140)),
                    );
                });
            });
        });
    nav.end();
    Ok(())
}

/// A Ui covering the whole window, for panels (egui 0.36 panels live inside a Ui).
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}
