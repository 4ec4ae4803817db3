//! A room's chat on screen, the same in the waiting room and beside the board: the lines the
//! player reads (a spectator's marked, lines of muted writers hidden), a line to type with
//! Enter to send, and for the host a button that removes a line. Keys: Enter sends and gives
//! the keys back to the game.

use bevy_egui::egui;

use crate::{
    net::{
        protocol::{MAX_CHAT_CHARS, Request},
        session::ClientSession,
    },
    tr,
};

/// The quick lines a gamepad sends (the chat overlay): each a focusable button; the request
/// of the one pressed.
pub fn quick_lines(
    ui: &mut egui::Ui,
    nav: &mut crate::app::menu::MenuNav,
    session: &ClientSession,
) -> Option<Request> {
    let code = session.code.clone()?;
    ui.label(egui::RichText::new(tr!("chat-quick")).size(14.0).strong());
    let lines = [
        tr!("chat-quick-hello"),
        tr!("chat-quick-luck"),
        tr!("chat-quick-thinking"),
        tr!("chat-quick-thanks"),
        tr!("chat-quick-good-game"),
    ];
    let mut request = None;
    for text in lines {
        if crate::app::menu::nav_button(ui, nav, &text, true) {
            request = Some(Request::Chat {
                code: code.clone(),
                text,
            });
        }
    }
    request
}

/// What the player typed and whom they muted (by display name, for this connection).
#[derive(Default)]
pub struct ChatDraft {
    pub text: String,
    pub muted: Vec<String>,
    /// Put the keyboard on the line when it is next drawn.
    pub focus: bool,
}

/// The chat: at most `height` of lines, the newest at the bottom, then the line to type.
/// Returns the request the player made (a line said, or one removed by the host).
pub fn chat_panel(
    ui: &mut egui::Ui,
    session: &ClientSession,
    draft: &mut ChatDraft,
    height: f32,
) -> Option<Request> {
    let code = session.code.clone()?;
    let host = session.seat.is_some() && session.seat == session.host;
    let mut request = None;
    egui::ScrollArea::vertical()
        .max_height(height)
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if session.chat.is_empty() {
                ui.label(egui::RichText::new(tr!("chat-empty")).italics().size(13.0));
            }
            for line in &session.chat {
                let name = if line.name.is_empty() {
                    match line.seat {
                        Some(s) => tr!("chat-seat", seat = u32::from(s) + 1),
                        None => tr!("chat-spectator"),
                    }
                } else {
                    line.name.clone()
                };
                if draft.muted.contains(&name) {
                    continue;
                }
                ui.horizontal_wrapped(|ui| {
                    let who = if line.seat.is_none() {
                        tr!("chat-who-watching", name = name.clone())
                    } else {
                        name.clone()
                    };
                    ui.label(egui::RichText::new(format!("{who}:")).strong().size(14.0));
                    ui.label(egui::RichText::new(&line.text).size(14.0));
                    let mine = session.seat.is_some() && line.seat == session.seat;
                    if !mine && ui.small_button(tr!("chat-mute")).clicked() {
                        draft.muted.push(name.clone());
                    }
                    if host && ui.small_button(tr!("chat-remove")).clicked() {
                        request = Some(Request::RemoveChat {
                            code: code.clone(),
                            id: line.id,
                        });
                    }
                });
            }
        });
    if !draft.muted.is_empty() && ui.small_button(tr!("chat-unmute")).clicked() {
        draft.muted.clear();
    }
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut draft.text)
                .hint_text(tr!("chat-hint"))
                .char_limit(MAX_CHAT_CHARS)
                .desired_width(ui.available_width() - 70.0),
        );
        if draft.focus {
            field.request_focus();
            draft.focus = false;
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let send = ui.button(tr!("chat-send")).clicked() || entered;
        if send && !draft.text.trim().is_empty() {
            request = Some(Request::Chat {
                code: code.clone(),
                text: std::mem::take(&mut draft.text),
            });
            // Enter gives the keys back to the game (C types the next line).
            field.surrender_focus();
        }
    });
    request
}
