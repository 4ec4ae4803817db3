//! The setup page of each game on the table: the shell's page (`app::screens::setup`) with
//! the game's title, tagline and options card; Start begins a new match when the game
//! accepts the options.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::{
    app::{
        Overlay, Screen,
        cupboard::{Cupboard, active_game_is},
        menu::MenuNav,
        screens::setup::{SetupChoice, setup_page},
        session::MatchStart,
        theme::EguiUiSystems,
    },
    games::table::TableGame,
};

/// The setup page of game `G`, shown while it is the active game.
pub fn setup_plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        setup_ui::<G>
            .run_if(in_state(Screen::Setup))
            .run_if(in_state(Overlay::None))
            .run_if(active_game_is(G::ID))
            .in_set(EguiUiSystems),
    );
}

/// The setup page of game `G`: its title and tagline, its options, Start and Back. Start
/// begins a new match when the game accepts the options.
fn setup_ui<G: TableGame>(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut setup: ResMut<G::Setup>,
    cupboard: Res<Cupboard>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = cupboard.get(G::ID).map_or(G::ID, |e| e.title);
    let choice = setup_page(ctx, &mut nav, title, G::TAGLINE, |ui, nav| {
        G::setup_options(&mut *setup, ui, nav)
    });
    match choice {
        SetupChoice::Start => match G::check_setup(&*setup) {
            Ok(()) => {
                commands.insert_resource(MatchStart::new_game(G::ID));
                next_screen.set(Screen::Playing);
            }
            Err(e) => warn!("the setup cannot start a game: {e}"),
        },
        SetupChoice::Back => next_screen.set(Screen::Title),
        SetupChoice::Stay => {}
    }
    Ok(())
}
