//! The title screen: the four games of the cupboard, resume, replay, online play, settings.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::tr;

use crate::app::{
    Overlay, Screen,
    cupboard::{ActiveGame, Cupboard},
    menu::{MenuNav, nav_button},
    session::{GameSaves, KeptSave, MatchStart},
    theme::EguiUiSystems,
    theme::title_text,
};

/// The saved games the title offers, per game id, read once each time the title opens.
#[derive(Resource, Default)]
pub struct TitleSaves(pub std::collections::HashMap<&'static str, GameSaves>);

/// Reads every game's saves; a save that cannot be used is moved aside here, before any
/// new game could write over it.
pub fn read_saves(mut commands: Commands, cupboard: Res<Cupboard>) {
    let saves = cupboard
        .entries()
        .iter()
        .filter(|e| e.playable)
        .map(|e| (e.id, (e.read_saves)()))
        .collect();
    commands.insert_resource(TitleSaves(saves));
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

/// The width of a game's card on the title page.
pub const CARD_WIDTH: f32 = 560.0;

#[expect(
    clippy::too_many_arguments,
    reason = "the title reads the cupboard and its saves and starts every screen"
)]
fn title_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut commands: Commands,
    mut exit: MessageWriter<AppExit>,
    mut saves: ResMut<TitleSaves>,
    cupboard: Res<Cupboard>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    nav.begin();
    let mut discard: Option<(&'static str, String)> = None;
    dark_page(ctx, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space(12.0);
                ui.label(
                    title_text("Pelikaappi", 54.0).color(egui::Color32::from_rgb(245, 220, 160)),
                );
                ui.label(
                    egui::RichText::new(tr!("app-tagline"))
                        .size(18.0)
                        .italics()
                        .color(egui::Color32::from_rgb(220, 200, 160)),
                );
                ui.add_space(18.0);
                for entry in cupboard.entries() {
                    egui::Frame::new()
                        .fill(egui::Color32::from_rgb(245, 232, 200))
                        .corner_radius(6.0)
                        .inner_margin(egui::Margin::symmetric(16, 8))
                        .show(ui, |ui| {
                            ui.set_width(CARD_WIDTH);
                            ui.vertical_centered(|ui| {
                                ui.label(title_text(entry.title, 22.0));
                                ui.label(
                                    egui::RichText::new(crate::i18n::text(entry.subtitle))
                                        .size(14.0),
                                );
                                let game = entry.id;
                                if entry.playable {
                                    let none = GameSaves::default();
                                    let GameSaves {
                                        autosave,
                                        finished,
                                        kept,
                                    } = saves.0.get(game).unwrap_or(&none);
                                    if nav_button(ui, &mut nav, &tr!("title-new-game"), true) {
                                        commands.insert_resource(ActiveGame(game));
                                        next_screen.set(Screen::Setup);
                                    }
                                    if let Some(text) = entry.lesson
                                        && nav_button(ui, &mut nav, &tr!("title-learn"), true)
                                    {
                                        match crate::app::session::Lesson::from_ron(game, text) {
                                            Ok(lesson) => {
                                                commands.insert_resource(ActiveGame(game));
                                                commands
                                                    .insert_resource(MatchStart::lesson(lesson));
                                                next_screen.set(Screen::Playing);
                                            }
                                            Err(e) => error!("{e}"),
                                        }
                                    }
                                    if let Some(saved) = autosave
                                        && nav_button(ui, &mut nav, &tr!("title-resume"), true)
                                    {
                                        commands.insert_resource(ActiveGame(game));
                                        commands.insert_resource(MatchStart::resume(
                                            game,
                                            saved.clone(),
                                        ));
                                        next_screen.set(Screen::Playing);
                                    }
                                    if let Some(saved) = finished
                                        && nav_button(ui, &mut nav, &tr!("title-replay"), true)
                                    {
                                        commands.insert_resource(ActiveGame(game));
                                        commands.insert_resource(MatchStart::replay(
                                            game,
                                            saved.clone(),
                                        ));
                                        next_screen.set(Screen::Playing);
                                    }
                                    for k in kept {
                                        kept_notice(ui, k);
                                        if nav_button(ui, &mut nav, &tr!("title-discard"), true) {
                                            discard = Some((game, k.key.clone()));
                                        }
                                    }
                                } else {
                                    ui.label(egui::RichText::new(tr!("title-coming")).italics());
                                }
                            });
                        });
                    ui.add_space(8.0);
                }
                ui.add_space(8.0);
                if nav_button(ui, &mut nav, &tr!("title-play-online"), true) {
                    next_screen.set(Screen::Online);
                }
                if nav_button(ui, &mut nav, &tr!("menu-settings"), true) {
                    next_overlay.set(Overlay::Settings);
                }
                if cfg!(not(target_arch = "wasm32"))
                    && nav_button(ui, &mut nav, &tr!("title-quit"), true)
                {
                    exit.write(AppExit::Success);
                }
                ui.add_space(6.0);
                ui.label(
                    egui::RichText::new(tr!("title-controls"))
                        .size(13.0)
                        .color(egui::Color32::from_rgb(200, 180, 140)),
                );
            });
        });
    });
    nav.end();
    if let Some((game, key)) = discard {
        crate::app::storage::remove(&key);
        if let Some(s) = saves.0.get_mut(game) {
            s.kept.retain(|k| k.key != key);
        }
    }
    Ok(())
}

/// Says in plain words that a save could not be used and where it is kept.
fn kept_notice(ui: &mut egui::Ui, kept: &KeptSave) {
    let why = kept
        .reason
        .as_ref()
        .map_or_else(|| tr!("save-unusable-reason"), |w| w.text());
    ui.label(
        egui::RichText::new(tr!(
            "save-unusable",
            why = why,
            place = crate::app::storage::place_of(&kept.key)
        ))
        .size(13.0)
        .color(egui::Color32::from_rgb(150, 40, 30)),
    );
}

/// The screens' page: the whole window in the cupboard's dark wood, `add` drawing on it.
pub fn dark_page(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    egui::CentralPanel::default()
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(40, 28, 20))
                .inner_margin(24),
        )
        .show(&mut root_ui(ctx), add);
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
