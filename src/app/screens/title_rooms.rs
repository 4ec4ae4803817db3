//! "Your online games" on the title: with seats kept on this machine for the last game server,
//! the title connects to it and shows each of those games with whose move it is and the time
//! left; a click goes back into the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::correspondence::{games_list, games_request};
use crate::{
    app::{
        Overlay, Screen,
        cupboard::Cupboard,
        menu::MenuNav,
        online::{self, KeptRoom, Link, LinkStatus, keep_room, kept_rooms},
        settings::Settings,
        storage::unix_seconds,
        theme::EguiUiSystems,
    },
    net::{protocol::Request, replicon::OnlineClient},
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), connect_for_games);
    app.add_systems(
        EguiPrimaryContextPass,
        title_games_ui
            .run_if(in_state(Screen::Title))
            .run_if(in_state(Overlay::None))
            .in_set(EguiUiSystems),
    );
}

/// The seats kept for `server`.
fn mine(server: &str) -> Vec<KeptRoom> {
    kept_rooms()
        .into_iter()
        .filter(|r| r.server == server)
        .collect()
}

/// On the title, with seats kept for the last server and no connection: connect to it (to
/// ask how those games stand).
fn connect_for_games(world: &mut World) {
    let Some(server) = world
        .get_resource::<Settings>()
        .map(|s| s.online_server.clone())
    else {
        return;
    };
    let closed = world
        .get_resource::<Link>()
        .is_some_and(|l| l.status == LinkStatus::Closed);
    if closed && !mine(&server).is_empty() {
        online::open(world, server);
    }
}

/// When the server was last asked (seconds since 1970) and the kept seats it was asked about.
#[derive(Default)]
struct Asked {
    at: Option<u64>,
    rooms: Vec<KeptRoom>,
}

fn title_games_ui(
    mut contexts: EguiContexts,
    client: Option<ResMut<OnlineClient>>,
    link: Option<Res<Link>>,
    cupboard: Res<Cupboard>,
    mut asked: Local<Asked>,
    mut nav: Local<MenuNav>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let (Some(mut client), Some(link)) = (client, link) else {
        return Ok(());
    };
    if !link.connected() || client.session.code.is_some() {
        return Ok(());
    }
    // The kept seats are read from their file when the server is asked again (every 30 s),
    // not every frame.
    let now = unix_seconds();
    if asked.at.is_none_or(|at| now >= at + 30) {
        asked.at = Some(now);
        asked.rooms = mine(link.url.as_deref().unwrap_or_default());
        if !asked.rooms.is_empty() {
            client.outbox.push(games_request(&asked.rooms));
        }
    }
    if asked.rooms.is_empty() {
        return Ok(());
    }
    let rooms = asked.rooms.clone();
    let ctx = contexts.ctx_mut()?;
    let mut chosen = None;
    egui::Area::new(egui::Id::new("title-online-games"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-14.0, 14.0))
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(ui.visuals().panel_fill)
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(10, 8))
                .show(ui, |ui| {
                    ui.set_max_width(300.0);
                    // Reached by the mouse here (the keys and the pad have the same list on
                    // the Play online screen): no item is focused.
                    nav.begin();
                    nav.focus = usize::MAX;
                    let games = client.session.games.as_ref();
                    let (open, forget) = games_list(ui, &mut nav, &rooms, games, &cupboard, now);
                    if let Some(room) = forget {
                        keep_room(&room, false);
                        asked.rooms.retain(|r| r.code != room.code);
                    }
                    chosen = open;
                });
        });
    if let Some(room) = chosen {
        client.outbox.push(Request::Join {
            code: room.code,
            seat: None,
            token: Some(room.token),
        });
        next_screen.set(Screen::Online);
    }
    Ok(())
}
