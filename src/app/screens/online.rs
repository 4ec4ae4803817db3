//! The online screen: the game server's address (kept for next time), creating a room (the
//! game's own setup page makes it), joining one by its code, the rooms this
//! machine holds a seat in, and the waiting room with its seats until the host starts.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::tr;

use super::{
    correspondence::{PaceChoice, games_list, games_request, pace_buttons},
    find_players,
    title::dark_page,
};
use crate::{
    app::{
        Overlay, Screen,
        cupboard::{ActiveGame, Cupboard},
        menu::{MenuNav, nav_button},
        online::{self, KeptRoom, Link, LinkStatus, check_address, keep_room, kept_rooms},
        session::{CreatingRoom, MatchStart},
        settings::Settings,
        theme::{EguiUiSystems, title_text},
    },
    net::{protocol::Request, replicon::OnlineClient},
};

/// What the player is typing on the online screen.
#[derive(Resource, Default)]
pub struct OnlineForm {
    pub address: String,
    pub code: String,
    /// Why the address typed last could not be used.
    pub address_error: Option<String>,
    /// The server's refusals already shown.
    refusals_seen: usize,
    /// The last refusal, shown until the next request.
    pub refusal: Option<crate::i18n::Words>,
    /// The pace of the next room created.
    pub pace: PaceChoice,
    /// When (seconds since 1970) the list of one's games was last asked for.
    games_asked_at: Option<u64>,
    /// The display name typed, and the server it was last said to.
    pub name: String,
    hello_for: Option<String>,
    /// The wait before the AI in a quick match (`find_players::AI_AFTER`).
    ai_after: usize,
    /// When the lobby's list was last asked for.
    lobby_asked_at: Option<u64>,
    /// The room's chat being typed.
    pub chat: crate::app::chat::ChatDraft,
    /// The notification channels typed or asked for one's seat.
    notify: find_players::NotifyDraft,
    /// Whether the server's statistics are shown.
    stats_shown: bool,
}

/// A room to join as soon as the connection is up (a room link, or a kept seat).
#[derive(Resource, Clone, Debug)]
pub struct PendingJoin(pub Request);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineForm>();
    app.add_systems(
        OnEnter(Screen::Online),
        |mut nav: ResMut<MenuNav>, mut form: ResMut<OnlineForm>, settings: Res<Settings>| {
            nav.reset();
            if form.name.is_empty() {
                form.name = settings.online_name.clone();
            }
            if form.address.is_empty() {
                // A page served by a game server (`serve --web`) names it in its address.
                form.address = online::page_location()
                    .and_then(|(_, query)| online::page_server(&query))
                    .unwrap_or_else(|| settings.online_server.clone());
            }
        },
    );
    app.add_systems(
        EguiPrimaryContextPass,
        online_ui
            .run_if(in_state(Screen::Online))
            .run_if(in_state(Overlay::None))
            .in_set(EguiUiSystems),
    );
    app.add_systems(
        Update,
        (send_pending_join, enter_started_game).run_if(in_state(Screen::Online)),
    );
    app.add_systems(Startup, open_room_link);
}

/// The web build opened from a room link goes straight into that room (back to one's own
/// seat when this browser keeps its token).
fn open_room_link(world: &mut World) {
    let Some((_, query)) = online::page_location() else {
        return;
    };
    if let Some((server, game)) = online::parse_quick_link(&query) {
        info!("the page asks for a quick match of {game} on {server}");
        world.resource_mut::<OnlineForm>().address = server.clone();
        world.insert_resource(PendingJoin(Request::QuickMatch {
            options: find_players::quick_options(&game),
            game,
            pace: crate::net::store::Pace::Live,
            ai_after: None,
        }));
        online::open(world, server);
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
        return;
    }
    let Some((server, code)) = online::parse_room_link(&query) else {
        return;
    };
    info!("the page links to room {code} on {server}");
    let token = kept_rooms()
        .into_iter()
        .find(|r| r.server == server && r.code == code)
        .map(|r| r.token);
    world.resource_mut::<OnlineForm>().address = server.clone();
    world.insert_resource(PendingJoin(Request::Join {
        code,
        seat: None,
        token,
    }));
    online::open(world, server);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
}

/// What the online screen asks of the world after drawing.
pub(super) enum Then {
    Nothing,
    Connect(String),
    Disconnect,
    Send(Request),
    /// Leave the room (the seat stays kept on this machine).
    Leave(Request),
    Create(&'static str),
    Title,
    /// The player's display name changed: kept in the settings and said to the server.
    Name(String),
}

#[expect(
    clippy::too_many_arguments,
    reason = "the online screen draws from the session, the link, the cupboard and the settings"
)]
fn online_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut form: ResMut<OnlineForm>,
    client: Res<OnlineClient>,
    link: Res<Link>,
    cupboard: Res<Cupboard>,
    settings: Res<Settings>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let session = &client.session;
    let settings_name = settings.online_name.clone();
    let now = crate::app::storage::unix_seconds();
    let ask_games = link.connected()
        && session.code.is_none()
        && form.games_asked_at.is_none_or(|at| now >= at + 30);
    // The name is said to each server once connected (and again after each change).
    let mut also: Vec<Request> = Vec::new();
    if link.connected() && form.hello_for != link.url {
        form.hello_for = link.url.clone();
        also.push(Request::Hello {
            name: form.name.trim().to_string(),
            language: crate::i18n::language().code().to_string(),
        });
    }
    if !link.connected() {
        form.hello_for = None;
    }
    // The lobby's list, every ten seconds while it is on screen.
    if link.connected()
        && session.code.is_none()
        && form.lobby_asked_at.is_none_or(|at| now >= at + 10)
    {
        form.lobby_asked_at = Some(now);
        also.push(Request::Lobby { game: None });
    }
    if session.refusals.len() > form.refusals_seen {
        form.refusals_seen = session.refusals.len();
        form.refusal = session.refusals.last().cloned();
    }
    let mut then = Then::Nothing;
    nav.begin();
    dark_page(ctx, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.label(
                    title_text(&tr!("online-title"), 40.0)
                        .color(egui::Color32::from_rgb(245, 220, 160)),
                );
                ui.label(
                    egui::RichText::new(tr!("online-tagline"))
                        .italics()
                        .color(egui::Color32::from_rgb(220, 200, 160)),
                );
                ui.add_space(12.0);
                card(ui, |ui| {
                    server_card(ui, &mut nav, &mut form, &link, &mut then)
                });
                if session.gone {
                    ui.add_space(6.0);
                    ui.label(
                        egui::RichText::new(tr!("online-room-gone"))
                            .size(16.0)
                            .color(egui::Color32::from_rgb(255, 150, 120)),
                    );
                }
                if let Some(reason) = &form.refusal {
                    ui.add_space(6.0);
                    ui.label(
                        egui::RichText::new(tr!("online-server-said", reason = reason.text()))
                            .size(16.0)
                            .color(egui::Color32::from_rgb(255, 150, 120)),
                    );
                }
                ui.add_space(10.0);
                if link.connected() {
                    if session.code.is_some() {
                        card(ui, |ui| {
                            super::waiting_room::room_card(
                                ui,
                                &mut nav,
                                &client,
                                link.url.as_ref(),
                                &cupboard,
                                &mut then,
                            )
                        });
                        ui.add_space(8.0);
                        card(ui, |ui| {
                            let form = &mut *form;
                            if let Some(r) = find_players::room_extras(
                                ui,
                                &mut nav,
                                session,
                                &mut form.chat,
                                &mut form.notify,
                            ) {
                                then = Then::Send(r);
                            }
                        });
                    } else {
                        // Side by side where the window is wide enough (the keys go through
                        // the left card first), else one under the other.
                        let wide = ui.available_width() >= 1150.0;
                        // 0: create or join a room; 1: find players.
                        let mut draw = |ui: &mut egui::Ui, which: u8| {
                            if which == 0 {
                                card(ui, |ui| {
                                    lobby_card(
                                        ui, &mut nav, &mut form, &link, &client, &cupboard,
                                        &mut then,
                                    )
                                });
                            } else {
                                card(ui, |ui| {
                                    if let Some(name) = find_players::name_row(ui, &mut form.name)
                                        && name != settings_name
                                    {
                                        then = Then::Name(name);
                                    }
                                    ui.add_space(6.0);
                                    let pace = form.pace.pace();
                                    let mut ai_after = form.ai_after;
                                    if let Some(r) = find_players::quick_match_card(
                                        ui,
                                        &mut nav,
                                        session,
                                        &cupboard,
                                        pace,
                                        &mut ai_after,
                                    ) {
                                        then = Then::Send(r);
                                    }
                                    form.ai_after = ai_after;
                                    ui.add_space(8.0);
                                    if let Some(r) =
                                        find_players::lobby_list(ui, &mut nav, session, &cupboard)
                                    {
                                        then = Then::Send(r);
                                    }
                                    ui.add_space(8.0);
                                    if let Some(r) = find_players::stats_section(
                                        ui,
                                        &mut nav,
                                        session,
                                        &cupboard,
                                        &mut form.stats_shown,
                                    ) {
                                        then = Then::Send(r);
                                    }
                                });
                            }
                        };
                        if wide {
                            ui.columns(2, |columns| {
                                columns[0].vertical_centered(|ui| draw(ui, 0));
                                columns[1].vertical_centered(|ui| draw(ui, 1));
                            });
                        } else {
                            draw(ui, 0);
                            ui.add_space(8.0);
                            draw(ui, 1);
                        }
                    }
                }
                ui.add_space(12.0);
                if nav_button(ui, &mut nav, &tr!("menu-back-to-cupboard"), true) || nav.back {
                    then = Then::Title;
                }
            });
        });
    });
    nav.end();
    if !also.is_empty() {
        commands.queue(move |world: &mut World| {
            world.resource_mut::<OnlineClient>().outbox.extend(also);
        });
    }
    if ask_games && matches!(then, Then::Nothing) {
        form.games_asked_at = Some(now);
        let server = link.url.clone().unwrap_or_default();
        let mine: Vec<KeptRoom> = kept_rooms()
            .into_iter()
            .filter(|r| r.server == server)
            .collect();
        if !mine.is_empty() {
            then = Then::Send(games_request(&mine));
        }
    }
    match then {
        Then::Nothing => {}
        Then::Connect(url) => {
            commands.queue(move |world: &mut World| {
                world.resource_mut::<Settings>().online_server = url.clone();
                world.resource::<Settings>().save();
                online::open(world, url);
            });
        }
        Then::Disconnect => commands.queue(online::close),
        Then::Send(request) => {
            form.refusal = None;
            commands.queue(move |world: &mut World| {
                world.resource_mut::<OnlineClient>().outbox.push(request);
            });
        }
        Then::Leave(request) => {
            form.refusal = None;
            commands.queue(move |world: &mut World| {
                let mut client = world.resource_mut::<OnlineClient>();
                client.outbox.push(request);
                client.session = Default::default();
            });
        }
        Then::Create(game) => {
            form.refusal = None;
            form.games_asked_at = None;
            commands.insert_resource(ActiveGame(game));
            commands.insert_resource(CreatingRoom {
                pace: form.pace.pace(),
            });
            commands.queue(|world: &mut World| {
                world.resource_mut::<NextState<Screen>>().set(Screen::Setup);
            });
        }
        Then::Title => commands.queue(|world: &mut World| {
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }),
        Then::Name(name) => {
            form.refusal = None;
            commands.queue(move |world: &mut World| {
                world.resource_mut::<Settings>().online_name = name.clone();
                world.resource::<Settings>().save();
                world
                    .resource_mut::<OnlineClient>()
                    .outbox
                    .push(Request::Hello {
                        name,
                        language: crate::i18n::language().code().to_string(),
                    });
            });
        }
    }
    Ok(())
}

fn card(ui: &mut egui::Ui, content: impl FnOnce(&mut egui::Ui)) {
    egui::Frame::new()
        .fill(ui.visuals().panel_fill)
        .corner_radius(6.0)
        .inner_margin(16)
        .show(ui, |ui| {
            ui.set_width(520.0);
            ui.vertical_centered(content);
        });
}

fn server_card(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    form: &mut OnlineForm,
    link: &Link,
    then: &mut Then,
) {
    ui.label(
        egui::RichText::new(tr!("online-game-server"))
            .size(20.0)
            .strong(),
    );
    let status = match &link.status {
        LinkStatus::Closed => tr!("online-not-connected"),
        LinkStatus::Connecting => tr!(
            "online-connecting",
            url = link.url.as_deref().unwrap_or_default()
        ),
        LinkStatus::Connected => {
            tr!(
                "online-connected",
                url = link.url.as_deref().unwrap_or_default()
            )
        }
        LinkStatus::Lost {
            reason,
            retrying: true,
        } => tr!("online-lost-retrying", reason = reason),
        LinkStatus::Lost { reason, .. } => tr!("online-lost", reason = reason),
    };
    ui.label(egui::RichText::new(status).size(16.0));
    if link.status == LinkStatus::Closed || matches!(link.status, LinkStatus::Lost { .. }) {
        let entered = ui
            .horizontal(|ui| {
                ui.label(egui::RichText::new(tr!("online-address")).size(16.0));
                let field = ui.add(
                    egui::TextEdit::singleline(&mut form.address)
                        .desired_width(320.0)
                        .font(egui::TextStyle::Heading),
                );
                field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
            })
            .inner;
        if let Some(e) = &form.address_error {
            ui.label(
                egui::RichText::new(e)
                    .size(14.0)
                    .color(egui::Color32::from_rgb(150, 40, 30)),
            );
        }
        if nav_button(ui, nav, &tr!("online-connect"), true) || entered {
            match check_address(&form.address) {
                Ok(url) => {
                    form.address_error = None;
                    form.address = url.clone();
                    *then = Then::Connect(url);
                }
                Err(e) => form.address_error = Some(e),
            }
        }
        ui.label(
            egui::RichText::new(tr!("online-run-a-server"))
                .size(13.0)
                .italics(),
        );
    } else if nav_button(ui, nav, &tr!("online-disconnect"), true) {
        *then = Then::Disconnect;
    }
}

fn lobby_card(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    form: &mut OnlineForm,
    link: &Link,
    client: &OnlineClient,
    cupboard: &Cupboard,
    then: &mut Then,
) {
    ui.label(
        egui::RichText::new(tr!("online-create"))
            .size(20.0)
            .strong(),
    );
    ui.label(egui::RichText::new(tr!("online-create-help")).size(14.0));
    pace_buttons(ui, nav, &mut form.pace);
    for entry in cupboard.entries().iter().filter(|e| e.playable) {
        if nav_button(ui, nav, entry.title, true) {
            *then = Then::Create(entry.id);
        }
    }
    ui.add_space(10.0);
    ui.label(
        egui::RichText::new(tr!("online-join-heading"))
            .size(20.0)
            .strong(),
    );
    let entered = ui
        .horizontal(|ui| {
            ui.label(egui::RichText::new(tr!("online-room-code")).size(16.0));
            let field = ui.add(
                egui::TextEdit::singleline(&mut form.code)
                    .desired_width(180.0)
                    .char_limit(8)
                    .font(egui::TextStyle::Heading),
            );
            field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
        })
        .inner;
    let code = form.code.trim().to_ascii_uppercase();
    let complete = (6..=8).contains(&code.len());
    if nav_button(ui, nav, &tr!("online-join"), complete) || (entered && complete) {
        *then = Then::Send(Request::Join {
            code,
            seat: None,
            token: None,
        });
    }
    let server = link.url.clone().unwrap_or_default();
    let mine: Vec<KeptRoom> = kept_rooms()
        .into_iter()
        .filter(|r| r.server == server)
        .collect();
    if !mine.is_empty() {
        ui.add_space(10.0);
        let now = crate::app::storage::unix_seconds();
        let games = client.session.games.as_ref();
        let (open, forget) = games_list(ui, nav, &mine, games, cupboard, now);
        if let Some(room) = open {
            *then = Then::Send(Request::Join {
                code: room.code.clone(),
                seat: None,
                token: Some(room.token.clone()),
            });
        }
        if let Some(room) = forget {
            keep_room(&room, false);
        }
    }
}

/// Sends the room a link or a kept seat asked for, once connected.
fn send_pending_join(
    mut commands: Commands,
    pending: Option<Res<PendingJoin>>,
    link: Res<Link>,
    mut client: ResMut<OnlineClient>,
) {
    if let Some(pending) = pending
        && link.connected()
    {
        client.outbox.push(pending.0.clone());
        commands.remove_resource::<PendingJoin>();
    }
}

/// A room whose game has started opens the game screen (players and spectators alike).
fn enter_started_game(
    client: Res<OnlineClient>,
    cupboard: Res<Cupboard>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    let session = &client.session;
    if !(session.started && session.synced) {
        return;
    }
    let Some(entry) = session.game.as_ref().and_then(|(g, _)| cupboard.get(g)) else {
        return;
    };
    commands.insert_resource(ActiveGame(entry.id));
    commands.insert_resource(MatchStart::online(entry.id));
    next.set(Screen::Playing);
}
