//! A match whose authority is the game server. The match follows the server's record (one
//! action at a time, animated like any other), the player's own moves go to the server as
//! requests and come back in its record, refusals show on this client only, and a bar says
//! whom the game waits for. The game plugins do not know: they read the same `Match<G>` and
//! answer the same `human_turn` as in local play.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::tr;

use crate::{
    app::{
        Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        online::{Link, LinkStatus},
        screens::{correspondence::duration_text, online::PendingJoin},
        session::SeatKind,
        settings::Settings,
        theme::EguiUiSystems,
    },
    games::table::{Applied, Busy, Jumped, Match, MatchDriveSet, TableGame, apply},
    net::{
        protocol::{Request, SeatState},
        replicon::OnlineClient,
    },
    rules::{Seat, ToMove},
};

/// This client's part in an online match.
#[derive(Clone, Debug, Default)]
pub struct RemoteSeat {
    /// The seat this client plays (none: watching).
    pub seat: Option<Seat>,
    /// The record length at which this client last sent an action (one per position).
    asked_at: Option<usize>,
    /// That action's request and when it went (seconds of the app's clock), sent again
    /// when no answer comes or the connection is made anew.
    asked: Option<(Request, f64)>,
    /// Whether the request was sent more than once (a refusal of the copy that came second,
    /// after the first was taken, is not shown).
    resent: bool,
    /// The session's joins when this seat last looked (a reconnection is a new join).
    joins_seen: u32,
    /// The server's refusals already shown.
    refusals_seen: usize,
    /// The record length at which the waiting notice was last written.
    noted_at: Option<usize>,
}

/// The chat beside the board: open or not, and what is being typed.
#[derive(Default)]
struct ChatWindow {
    open: bool,
    draft: crate::app::chat::ChatDraft,
}

/// Seconds without an answer after which a player's request is sent again.
const RESEND_SECONDS: f64 = 10.0;

/// The seats of an online match as this client shows them: its own seat is the human at
/// this screen, the other players are remote, the server's AIs are AIs.
pub fn seat_kinds(seats: &[SeatState], mine: Option<u8>) -> Vec<SeatKind> {
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            _ if mine == Some(i as u8) => SeatKind::Human,
            SeatState::Ai(strength) => SeatKind::Ai(*strength),
            SeatState::Open | SeatState::Player { .. } => SeatKind::Remote,
        })
        .collect()
}

/// The match of the room this client is in, as the server's record has it.
pub fn online_match<G: TableGame>(client: &OnlineClient, seed: u64) -> Result<Match<G>, String> {
    let session = &client.session;
    let mirror = session
        .mirror
        .as_ref()
        .ok_or("this client is in no online room")?;
    let mut m = Match::<G>::from_record(
        mirror.concrete().clone(),
        seat_kinds(&session.seats, session.seat),
        seed,
    )?;
    m.remote = Some(RemoteSeat {
        seat: session.seat.map(Seat),
        refusals_seen: session.refusals.len(),
        joins_seen: session.joins,
        ..Default::default()
    });
    Ok(m)
}

/// The online side of game `G`'s table: following the server, the status bar, leaving.
pub fn online_plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        drive_remote_match::<G>
            .run_if(|m: Option<Res<Match<G>>>| m.is_some_and(|m| m.remote.is_some()))
            .run_if(in_state(Screen::Playing))
            .run_if(in_state(Overlay::None))
            .in_set(MatchDriveSet),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        status_bar::<G>
            .run_if(|m: Option<Res<Match<G>>>| m.is_some_and(|m| m.remote.is_some()))
            .run_if(in_state(Screen::Playing))
            .after(EguiUiSystems),
    );
    app.add_systems(OnExit(Screen::Playing), leave_room::<G>);
    app.add_systems(
        Update,
        chat_by_pad
            .run_if(|m: Option<Res<Match<G>>>| m.is_some_and(|m| m.remote.is_some()))
            .run_if(in_state(Screen::Playing)),
    );
    app.add_systems(
        Update,
        attention_on_turn::<G>
            .run_if(|m: Option<Res<Match<G>>>| m.is_some_and(|m| m.remote.is_some()))
            .run_if(in_state(Screen::Playing)),
    );
}

/// A gamepad's chat button opens the chat overlay over the board, or closes it.
fn chat_by_pad(
    mut intents: MessageReader<Intent>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if intents.read().any(|i| *i == Intent::Chat) {
        match overlay.get() {
            Overlay::None => next.set(Overlay::Chat),
            Overlay::Chat => next.set(Overlay::None),
            _ => {}
        }
    }
}

/// The player's turn comes in an online game while the window is in the background: the
/// system is asked to draw their eye to it (once a turn).
fn attention_on_turn<G: TableGame>(
    m: Res<Match<G>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    mut told: Local<Option<usize>>,
) {
    let mine = m.remote.as_ref().and_then(|r| r.seat);
    let ToMove::Seat(s) = m.game.to_move() else {
        return;
    };
    let at = m.record.actions.len();
    if Some(s) != mine || *told == Some(at) {
        return;
    }
    *told = Some(at);
    if window.single().is_ok_and(|w| !w.focused) {
        crate::app::window::request_attention();
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "a system reads the devices, the server's session and writes every message"
)]
fn drive_remote_match<G: TableGame>(
    mut m: ResMut<Match<G>>,
    client: Option<ResMut<OnlineClient>>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    busy: Res<Busy<G>>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut applied: MessageWriter<Applied<G>>,
    mut jumped: MessageWriter<Jumped<G>>,
    mut sfx: MessageWriter<Sfx>,
) {
    m.idle += time.delta_secs();
    let intents: Vec<Intent> = intents.read().copied().collect();
    let (Some(mut client), Some(mut remote)) = (client, m.remote.clone()) else {
        return;
    };
    let now = time.elapsed_secs_f64();
    let session = &client.session;
    if session.refusals.len() > remote.refusals_seen {
        remote.refusals_seen = session.refusals.len();
        let taken = session
            .mirror
            .as_ref()
            .is_some_and(|mirror| Some(mirror.record().actions.len()) > remote.asked_at);
        if !(remote.resent && taken) {
            m.notice = session
                .refusals
                .last()
                .map(|r| tr!("online-server-said", reason = r.text()));
            sfx.write(Sfx::Refuse);
        }
        remote.asked_at = None;
        remote.asked = None;
        remote.resent = false;
    }
    if session.joins != remote.joins_seen {
        // Connected anew: a request sent while the connection was down never arrived.
        remote.joins_seen = session.joins;
        if let Some((request, at)) = remote.asked.as_mut() {
            *at = f64::NEG_INFINITY;
            info!("online: back in the room, the last request will be sent again: {request:?}");
        }
    }
    let kinds = seat_kinds(&session.seats, session.seat);
    if kinds.len() == m.seats.len() && kinds != m.seats {
        m.seats = kinds;
    }
    m.remote = Some(remote.clone());
    let Some(mirror) = session.mirror.as_ref().filter(|_| session.synced) else {
        return;
    };
    if busy.0 {
        return;
    }
    // The record as this seat sees it, a stand-in for each card it may not see.
    let server = &mirror.concrete().actions;
    let len = m.record.actions.len();
    let common = m
        .record
        .actions
        .iter()
        .zip(server)
        .take_while(|(a, b)| a == b)
        .count();
    if common < len {
        // The server took actions back (an undo), or a stand-in card changed: jump to the
        // server's record as long as this one (what follows is animated as it comes).
        let mut record = m.record.clone();
        record.actions = server[..len.min(server.len())].to_vec();
        m.rebuild(record);
        m.undo_floor = m.record.actions.len();
        m.cancel();
        jumped.write(Jumped::default());
        return;
    }
    if server.len() > len {
        let by_me = remote.seat.is_some() && m.game.acting_seat() == remote.seat;
        let delay = settings.as_ref().map_or(0.0, |s| s.ai_delay);
        // The others' actions come at a pace one can follow; one's own at once.
        if !by_me && m.idle < delay * 0.6 {
            return;
        }
        match m.game.parse_action(&server[len]) {
            Ok(action) => {
                apply(&mut m, action, &mut applied);
                if !by_me {
                    // Only one's own last move may be taken back.
                    m.undo_floor = m.record.actions.len();
                }
            }
            Err(e) => m.notice = Some(tr!("notice-record-unreadable", reason = e.to_string())),
        }
        return;
    }
    if m.game.to_move() == ToMove::Over {
        if remote.noted_at != Some(usize::MAX) {
            // The web check reads the end of an online game from the console.
            info!(
                "online game over in room {}",
                session.code.as_deref().unwrap_or_default()
            );
            remote.noted_at = Some(usize::MAX);
            m.remote = Some(remote);
        }
        return;
    }
    if intents.contains(&Intent::Undo) {
        if let (Some(_), Some(code)) = (remote.seat, session.code.clone()) {
            client.outbox.push(Request::Undo { code });
        }
        return;
    }
    match m.game.to_move() {
        ToMove::Seat(s) if Some(s) == remote.seat => {
            if remote.asked_at == Some(len) {
                // No answer yet: after a reconnection, or when none has come in a while, the
                // request goes again (the server takes an action for the position it was
                // asked in only once: a copy that comes second is refused, unseen).
                if let Some((request, at)) = remote.asked.as_mut()
                    && now - *at >= RESEND_SECONDS
                {
                    info!("online: no answer to the request, sent again: {request:?}");
                    client.outbox.push(request.clone());
                    *at = now;
                    remote.resent = true;
                    m.remote = Some(remote);
                }
                return;
            }
            let pointer = pointer.map(|p| *p).unwrap_or_default();
            let reply = super::move_line::human_reply(&mut m, &intents, pointer);
            if let Some(s) = reply.sfx {
                sfx.write(s);
            }
            if let Some(action) = reply.action {
                let text = m.game.format_action(&action);
                if let Some(request) = client.session.act(text) {
                    info!(
                        "online: asked for {:?} at action {len}",
                        m.game.format_action(&action)
                    );
                    remote.asked = Some((request.clone(), now));
                    remote.resent = false;
                    client.outbox.push(request);
                }
                remote.asked_at = Some(len);
                m.cancel();
                m.remote = Some(remote);
            }
        }
        ToMove::Seat(s) => {
            if remote.noted_at != Some(len) {
                let away = matches!(
                    session.seats.get(s.index()),
                    Some(SeatState::Player { connected: false })
                );
                let name = m.game.seat_name(s);
                m.notice = Some(if away {
                    tr!("notice-waiting-away", side = name)
                } else {
                    tr!("notice-waiting", side = name)
                });
                remote.noted_at = Some(len);
                m.remote = Some(remote);
            }
        }
        ToMove::Chance | ToMove::Over => {}
    }
}

/// The online bar over the board: the room, the connection, whom the game waits for, for
/// the host the choice to give an away player's seat to the AI, and for a player the choice
/// to resign (asked twice).
#[expect(
    clippy::too_many_arguments,
    reason = "the bar reads the match, the session and the link, and keeps its chat"
)]
fn status_bar<G: TableGame>(
    mut contexts: EguiContexts,
    m: Res<Match<G>>,
    mut client: ResMut<OnlineClient>,
    link: Res<Link>,
    mut resign_asked: Local<bool>,
    mut chat: Local<ChatWindow>,
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    (area, window): (
        Res<crate::app::table_area::TableArea>,
        Query<&Window, With<bevy::window::PrimaryWindow>>,
    ),
    (mut nav, overlay, mut next_overlay): (
        ResMut<crate::app::menu::MenuNav>,
        Res<State<Overlay>>,
        ResMut<NextState<Overlay>>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let session = &client.session;
    let code = session.code.clone().unwrap_or_default();
    let me = match session.seat {
        Some(s) => tr!("bar-you-play", side = m.game.seat_name(Seat(s))),
        None => tr!("bar-watching"),
    };
    let connection = match &link.status {
        LinkStatus::Connected => None,
        LinkStatus::Lost { retrying: true, .. } | LinkStatus::Connecting => {
            Some(tr!("bar-reconnecting"))
        }
        LinkStatus::Lost { reason, .. } => Some(tr!("bar-lost", reason = reason)),
        LinkStatus::Closed => Some(tr!("bar-not-connected")),
    };
    let waiting = match m.game.to_move() {
        ToMove::Seat(s) if Some(s) != m.remote.as_ref().and_then(|r| r.seat) => Some(s),
        _ => None,
    };
    let away = waiting.filter(|s| {
        matches!(
            session.seats.get(s.index()),
            Some(SeatState::Player { connected: false })
        )
    });
    let scale = window.single().map_or(1.0, |w| w.scale_factor());
    let panel_points = area.panel * scale / ctx.pixels_per_point();
    let host = session.seat.is_some() && session.seat == session.host;
    let mut hand_over = None;
    let mut resign = false;
    let mut rematch = false;
    let mut chat_request = None;
    let over = session.forfeit.is_some() || m.game.outcome().is_some();
    // C opens the chat from the keyboard (while no text field has the keys).
    if keys.just_pressed(KeyCode::KeyC) && !ctx.egui_wants_keyboard_input() {
        chat.open = !chat.open;
        chat.draft.focus = chat.open;
    }
    // A gamepad's chat (its left stick pressed: `Intent::Chat`) is an overlay whose quick
    // lines the pad steps through and sends; the board waits meanwhile.
    let pad_chat = *overlay.get() == Overlay::Chat;
    if chat.open || pad_chat {
        client.session.unread_chat = 0;
    }
    let session = &client.session;
    egui::Area::new(egui::Id::new("online-bar"))
        // In the middle of the board's part of the window (the side panel's width left out).
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(-panel_points / 2.0, 6.0),
        )
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(40, 28, 20, 225))
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(12, 5))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        let color = egui::Color32::from_rgb(245, 225, 180);
                        ui.label(
                            egui::RichText::new(tr!("bar-room", code = &code, me = me))
                                .size(15.0)
                                .color(color),
                        );
                        if let Some(c) = &connection {
                            ui.label(
                                egui::RichText::new(format!("· {c}"))
                                    .size(15.0)
                                    .color(egui::Color32::from_rgb(255, 150, 120)),
                            );
                        } else if let Some(lost) = session.forfeit {
                            let name = m.game.seat_name(Seat(lost));
                            let text = if session.resigned {
                                tr!("bar-resigned", side = name)
                            } else {
                                tr!("bar-out-of-time", side = name)
                            };
                            ui.label(
                                egui::RichText::new(text)
                                    .size(15.0)
                                    .color(egui::Color32::from_rgb(255, 190, 120)),
                            );
                        } else if let Some(s) = waiting {
                            let name = m.game.seat_name(s);
                            let text = if away.is_some() {
                                tr!("bar-waiting-away", side = name)
                            } else {
                                tr!("bar-waiting", side = name)
                            };
                            ui.label(egui::RichText::new(text).size(15.0).color(color));
                        }
                        if session.forfeit.is_none()
                            && let Some(deadline) = session.deadline
                        {
                            let now = crate::app::storage::unix_seconds();
                            let left = if deadline > now {
                                tr!("bar-time-left", time = duration_text(deadline - now))
                            } else {
                                tr!("bar-time-up")
                            };
                            ui.label(egui::RichText::new(left).size(15.0).color(color));
                        }
                        if let (Some(s), true) = (away, host)
                            && ui.button(tr!("bar-hand-over")).clicked()
                        {
                            hand_over = Some(s);
                        }
                        let playing = session.seat.is_some()
                            && session.started
                            && session.forfeit.is_none()
                            && m.game.outcome().is_none();
                        if playing {
                            let label = if *resign_asked {
                                tr!("bar-resign-sure")
                            } else {
                                tr!("bar-resign")
                            };
                            if ui.button(label).clicked() {
                                if *resign_asked {
                                    resign = true;
                                }
                                *resign_asked = !*resign_asked;
                            }
                        } else {
                            *resign_asked = false;
                        }
                        let chat_label = if session.unread_chat > 0 {
                            tr!("bar-chat-unread", unread = session.unread_chat)
                        } else {
                            tr!("bar-chat")
                        };
                        if ui.button(chat_label).clicked() {
                            chat.open = !chat.open;
                            chat.draft.focus = chat.open;
                        }
                        if session.seat.is_some() && over {
                            let label = if session.rematch.is_some() {
                                tr!("bar-rematch-offered")
                            } else {
                                tr!("bar-rematch")
                            };
                            if ui.button(label).clicked() {
                                rematch = true;
                            }
                        }
                    });
                });
        });
    if pad_chat {
        nav.begin();
    }
    if chat.open || pad_chat {
        egui::Window::new(tr!("chat-title"))
            .id(egui::Id::new("online-chat"))
            .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -10.0))
            .default_width(360.0)
            .collapsible(false)
            .resizable(false)
            .show(ctx, |ui| {
                chat_request = crate::app::chat::chat_panel(ui, session, &mut chat.draft, 220.0);
                if pad_chat {
                    if let Some(r) = crate::app::chat::quick_lines(ui, &mut nav, session) {
                        chat_request = Some(r);
                    }
                    if crate::app::menu::nav_button(ui, &mut nav, &tr!("chat-close"), true)
                        || nav.back
                    {
                        next_overlay.set(Overlay::None);
                    }
                } else if ui.button(tr!("chat-close")).clicked() {
                    chat.open = false;
                }
            });
    }
    if pad_chat {
        nav.end();
    }
    if let Some(r) = chat_request {
        client.outbox.push(r);
    }
    if rematch {
        // The rematch is asked for from the online screen: this screen's leaving keeps the
        // seat (the room is not left), and the waiting room shows the new room.
        commands.insert_resource(PendingJoin(Request::Rematch { code: code.clone() }));
        commands.queue(|world: &mut World| {
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Online);
        });
    }
    if let Some(s) = hand_over {
        client.outbox.push(Request::HandToAi {
            code: code.clone(),
            seat: s.0,
        });
    }
    if resign {
        client.outbox.push(Request::Resign { code });
    }
    Ok(())
}

/// Leaving the game screen leaves the room (the seat stays this player's: the kept token
/// brings them back, to a finished game too).
fn leave_room<G: TableGame>(
    m: Option<Res<Match<G>>>,
    client: Option<ResMut<OnlineClient>>,
    rematch: Option<Res<PendingJoin>>,
) {
    let (Some(m), Some(mut client)) = (m, client) else {
        return;
    };
    if m.remote.is_none() {
        return;
    }
    if rematch.is_some_and(|p| matches!(p.0, Request::Rematch { .. })) {
        // Off to the rematch: the room is not left (the rematch is asked from it); this
        // client forgets it and waits for the new one.
        client.session = Default::default();
        return;
    }
    // A finished game stays in "Your online games" (the server keeps it: it opens again at
    // its end) until the player forgets it.
    if let Some(code) = client.session.code.clone() {
        client.outbox.push(Request::Leave { code });
    }
    client.session = Default::default();
}
