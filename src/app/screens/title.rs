//! The title screen: reads the games' saves when it opens and acts on what is chosen on its
//! page (`title_grid` draws it): a new game, a lesson, resume, replay, online play, settings.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::title_grid::{TitleChoice, TitleOutcome, title_page};
use crate::app::{
    Overlay, Screen,
    cupboard::{ActiveGame, Cupboard},
    menu::MenuNav,
    session::{GameSaves, MatchStart, SavedGame},
    theme::EguiUiSystems,
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

/// The width the labels of the title's menu buttons are checked at (`text_fits`); the boxes'
/// own, smaller buttons are checked by `title_grid`'s tests.
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
    let mut outcome = TitleOutcome::default();
    dark_page(ctx, |ui| {
        outcome = title_page(ui, &mut nav, cupboard.entries(), &saves.0);
    });
    nav.end();
    let Some(choice) = outcome.choice else {
        return Ok(());
    };
    let saved = |game: &str, pick: fn(&GameSaves) -> &Option<SavedGame>| {
        saves.0.get(game).and_then(|s| pick(s).clone())
    };
    match choice {
        TitleChoice::NewGame(game) => {
            commands.insert_resource(ActiveGame(game));
            next_screen.set(Screen::Setup);
        }
        TitleChoice::Learn(game) => {
            let Some(text) = cupboard.get(game).and_then(|e| e.lesson) else {
                return Ok(());
            };
            match crate::app::session::Lesson::from_ron(game, text) {
                Ok(lesson) => {
                    commands.insert_resource(ActiveGame(game));
                    commands.insert_resource(MatchStart::lesson(lesson));
                    next_screen.set(Screen::Playing);
                }
                Err(e) => error!("{e}"),
            }
        }
        TitleChoice::Resume(game) => {
            if let Some(saved) = saved(game, |s| &s.autosave) {
                commands.insert_resource(ActiveGame(game));
                commands.insert_resource(MatchStart::resume(game, saved));
                next_screen.set(Screen::Playing);
            }
        }
        TitleChoice::Replay(game) => {
            if let Some(saved) = saved(game, |s| &s.finished) {
                commands.insert_resource(ActiveGame(game));
                commands.insert_resource(MatchStart::replay(game, saved));
                next_screen.set(Screen::Playing);
            }
        }
        TitleChoice::Discard { game, key } => {
            crate::app::storage::remove(&key);
            if let Some(s) = saves.0.get_mut(game) {
                s.kept.retain(|k| k.key != key);
            }
        }
        TitleChoice::PlayOnline => next_screen.set(Screen::Online),
        TitleChoice::Settings => next_overlay.set(Overlay::Settings),
        TitleChoice::Quit => {
            exit.write(AppExit::Success);
        }
    }
    Ok(())
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
