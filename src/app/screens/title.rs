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
    games::{
        core::{GameSaves, SavedGame},
        eile::MatchStart,
        razboiniki::RazStart,
        suomi1918::SuomiStart,
    },
};

/// The saved games the title offers, read once each time the title opens.
#[derive(Resource, Default)]
pub struct TitleSaves {
    pub eile: GameSaves,
    pub razboiniki: GameSaves,
    pub suomi1918: GameSaves,
}

impl TitleSaves {
    fn of(&self, game: ActiveGame) -> &GameSaves {
        match game {
            ActiveGame::Eile => &self.eile,
            ActiveGame::Razboiniki => &self.razboiniki,
            ActiveGame::Suomi1918 => &self.suomi1918,
        }
    }

    fn of_mut(&mut self, game: ActiveGame) -> &mut GameSaves {
        match game {
            ActiveGame::Eile => &mut self.eile,
            ActiveGame::Razboiniki => &mut self.razboiniki,
            ActiveGame::Suomi1918 => &mut self.suomi1918,
        }
    }
}

/// Reads every game's saves; a save that cannot be used is moved aside here, before any
/// new game could write over it.
pub fn read_saves(mut commands: Commands) {
    commands.insert_resource(TitleSaves {
        eile: crate::games::eile::read_saves(),
        razboiniki: crate::games::razboiniki::read_saves(),
        suomi1918: crate::games::suomi1918::read_saves(),
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
    mut saves: ResMut<TitleSaves>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    nav.begin();
    let mut discard: Option<(ActiveGame, String)> = None;
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
                                        let GameSaves {
                                            autosave,
                                            finished,
                                            kept,
                                        } = saves.of(game);
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
                                        for k in kept {
                                            kept_notice(ui, k);
                                            if nav_button(
                                                ui,
                                                &mut nav,
                                                "Discard the kept save",
                                                true,
                                            ) {
                                                discard = Some((game, k.key.clone()));
                                            }
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
    if let Some((game, key)) = discard {
        crate::app::storage::remove(&key);
        saves.of_mut(game).kept.retain(|k| k.key != key);
    }
    Ok(())
}

/// Says in plain words that a save could not be used and where it is kept.
fn kept_notice(ui: &mut egui::Ui, kept: &crate::games::core::KeptSave) {
    let why = kept
        .reason
        .as_deref()
        .unwrap_or("it could not be resumed by this version");
    ui.label(
        egui::RichText::new(format!(
            "A saved game could not be used: {why}. It is kept, untouched, as {}.",
            crate::app::storage::place_of(&kept.key)
        ))
        .size(13.0)
        .color(egui::Color32::from_rgb(150, 40, 30)),
    );
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
