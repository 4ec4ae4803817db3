//! The waiting room on the online screen: the room's code and link, its seats (with their
//! players' names), taking an open seat, the host's start, and leaving.

use bevy_egui::egui;

use super::{correspondence::pace_text, online::Then};
use crate::{
    app::{
        cupboard::Cupboard,
        menu::{MenuNav, nav_button},
        online,
    },
    net::{
        protocol::{Request, SeatState},
        replicon::OnlineClient,
    },
    tr,
};

pub(super) fn room_card(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    client: &OnlineClient,
    server: Option<&String>,
    cupboard: &Cupboard,
    then: &mut Then,
) {
    let session = &client.session;
    let code = session.code.clone().unwrap_or_default();
    let title = session
        .game
        .as_ref()
        .and_then(|(g, _)| cupboard.get(g))
        .map_or_else(|| tr!("online-a-game"), |e| e.title.to_string());
    ui.label(
        egui::RichText::new(tr!("online-room", code = &code))
            .size(28.0)
            .strong(),
    );
    ui.label(egui::RichText::new(title).size(18.0));
    ui.label(egui::RichText::new(tr!("online-played", pace = pace_text(session.pace))).size(15.0));
    ui.label(
        egui::RichText::new(tr!("online-tell-friends"))
            .size(14.0)
            .italics(),
    );
    // In the browser: the page's own address with the room; on the desktop: the page of a
    // server that serves the web build (`serve --web`).
    let link = match (online::page_location(), server) {
        (Some((page, _)), Some(server)) => Some(online::room_link(&page, server, &code)),
        (None, Some(server)) => online::server_page_link(server, &code),
        _ => None,
    };
    if let Some(link) = link {
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(tr!("online-send-link")).size(14.0));
            if ui.button(tr!("online-copy")).clicked() {
                ui.ctx().copy_text(link.clone());
            }
        });
        ui.label(egui::RichText::new(link).size(12.0).monospace());
    }
    ui.add_space(6.0);
    for (i, seat) in session.seats.iter().enumerate() {
        let who = match seat {
            _ if session.seat == Some(i as u8) => tr!("seat-you"),
            SeatState::Open => tr!("seat-open"),
            SeatState::Player { .. } if session.names.get(i).is_some_and(|n| !n.is_empty()) => {
                session.names[i].clone()
            }
            SeatState::Player { connected: true } => tr!("seat-player"),
            SeatState::Player { connected: false } => tr!("seat-player-away"),
            SeatState::Ai(s) => tr!(
                "seat-ai",
                strength = match s {
                    crate::ai::Strength::Random => tr!("strength-random"),
                    crate::ai::Strength::Quick => tr!("strength-quick"),
                    crate::ai::Strength::Strong => tr!("strength-strong"),
                    crate::ai::Strength::Master => tr!("strength-master"),
                }
            ),
        };
        ui.label(egui::RichText::new(tr!("online-seat", seat = i + 1, who = who)).size(17.0));
        if *seat == SeatState::Open
            && session.seat.is_none()
            && !session.started
            && nav_button(ui, nav, &tr!("online-take-seat", seat = i + 1), true)
        {
            *then = Then::Send(Request::Join {
                code: code.clone(),
                seat: Some(i as u8),
                token: None,
            });
        }
    }
    ui.add_space(6.0);
    let host = session.seat.is_some() && session.seat == session.host;
    let full = !session.seats.contains(&SeatState::Open);
    if host {
        if nav_button(ui, nav, &tr!("online-start"), full) {
            *then = Then::Send(Request::Start { code: code.clone() });
        }
        if !full {
            ui.label(egui::RichText::new(tr!("online-waiting-open")).size(14.0));
        }
    } else if session.seat.is_some() {
        ui.label(egui::RichText::new(tr!("online-waiting-host")).size(14.0));
    } else {
        ui.label(egui::RichText::new(tr!("online-watching")).size(14.0));
    }
    if nav_button(ui, nav, &tr!("online-leave"), true) {
        *then = Then::Leave(Request::Leave { code });
    }
}
