//! The setup page of each game on the table: the shell's page (`app::screens::setup`) with
//! the game's title, tagline and options card; Start begins a new match when the game
//! accepts the options. Opened from the online screen, the same page creates an online room:
//! each Human seat is open for a player who joins, each AI seat is the server's.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::tr;

use crate::{
    app::{
        Overlay, Screen,
        cupboard::{Cupboard, active_game_is},
        menu::MenuNav,
        screens::setup::{SetupChoice, setup_page},
        session::{CreatingRoom, MatchStart, SeatKind},
        theme::EguiUiSystems,
    },
    games::table::TableGame,
    net::{
        protocol::{Request, SeatPlan},
        replicon::OnlineClient,
    },
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
#[expect(
    clippy::too_many_arguments,
    reason = "the page reads the setup and starts a match or an online room"
)]
fn setup_ui<G: TableGame>(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut setup: ResMut<G::Setup>,
    cupboard: Res<Cupboard>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    online: Option<Res<CreatingRoom>>,
    client: Option<ResMut<OnlineClient>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = cupboard.get(G::ID).map_or(G::ID, |e| e.title);
    let labels = if online.is_some() {
        [tr!("setup-create-room"), tr!("setup-back")]
    } else {
        [tr!("setup-start"), tr!("menu-back-to-cupboard")]
    };
    let [start, back] = &labels;
    let choice = setup_page(
        ctx,
        &mut nav,
        title,
        &G::tagline(),
        [start, back],
        |ui, nav| {
            G::setup_options(&mut *setup, ui, nav);
            if online.is_some() {
                ui.label(
                    egui::RichText::new(tr!("setup-online-help"))
                        .size(14.0)
                        .italics(),
                );
            }
        },
    );
    match (choice, online.is_some()) {
        (SetupChoice::Start, creating) => match G::check_setup(&*setup) {
            Ok(()) if creating => {
                if let (Some(mut client), Some(creating)) = (client, online.as_deref()) {
                    client
                        .outbox
                        .push(create_request::<G>(&setup, creating.pace));
                }
                commands.remove_resource::<CreatingRoom>();
                next_screen.set(Screen::Online);
            }
            Ok(()) => {
                commands.insert_resource(MatchStart::new_game(G::ID));
                next_screen.set(Screen::Playing);
            }
            Err(e) => warn!("the setup cannot start a game: {e}"),
        },
        (SetupChoice::Back, true) => {
            commands.remove_resource::<CreatingRoom>();
            next_screen.set(Screen::Online);
        }
        (SetupChoice::Back, false) => next_screen.set(Screen::Title),
        (SetupChoice::Stay, _) => {}
    }
    Ok(())
}

/// The request that creates an online room of game `G` from the setup page's choices.
pub fn create_request<G: TableGame>(setup: &G::Setup, pace: crate::net::store::Pace) -> Request {
    let (record, seats) = G::new_match(setup);
    Request::Create {
        game: G::ID.to_string(),
        options: record.options.to_string(),
        seats: seats
            .iter()
            .map(|s| match s {
                SeatKind::Ai(strength) => SeatPlan::Ai(*strength),
                SeatKind::Human | SeatKind::Remote => SeatPlan::Open,
            })
            .collect(),
        pace,
    }
}
