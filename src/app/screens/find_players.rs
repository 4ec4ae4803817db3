//! Finding players on the online screen: the player's display name, quick match (a game, and
//! whether the club AI comes after a wait), and the lobby's list of public rooms to join or
//! games to watch.

use bevy_egui::egui;

use crate::{
    ai::Strength,
    app::{
        cupboard::Cupboard,
        menu::{MenuNav, nav_button},
    },
    net::{
        protocol::{MAX_NAME_CHARS, PublicRoom, Request},
        session::ClientSession,
        store::Pace,
    },
    tr,
};

/// The waits a player may choose before the AI takes the other seats (none: wait for a
/// player however long).
pub const AI_AFTER: [Option<u32>; 3] = [None, Some(60), Some(300)];

/// The options a quick match of `game` asks for: two players where the game takes more.
pub fn quick_options(game: &str) -> String {
    match game {
        "eile" => r#"{"players":2,"stones":4,"play_on":false}"#.to_string(),
        "helsinki1918" => r#"{"players":2}"#.to_string(),
        _ => "{}".to_string(),
    }
}

/// The display name line: typed, and said to the server with Enter or when the field is
/// left. Returns the name to say, if the player changed it.
pub fn name_row(ui: &mut egui::Ui, name: &mut String) -> Option<String> {
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr!("online-your-name")).size(16.0));
        let field = ui.add(
            egui::TextEdit::singleline(name)
                .hint_text(tr!("online-name-hint"))
                .char_limit(MAX_NAME_CHARS)
                .desired_width(220.0)
                .font(egui::TextStyle::Heading),
        );
        field.lost_focus().then(|| name.trim().to_string())
    })
    .inner
}

/// Quick match: while waiting, what for and a way to stop; else the wait for the AI and a
/// button per game. Returns the request made.
pub fn quick_match_card(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    session: &ClientSession,
    cupboard: &Cupboard,
    pace: Pace,
    ai_after: &mut usize,
) -> Option<Request> {
    ui.label(egui::RichText::new(tr!("online-quick")).size(20.0).strong());
    if let Some(game) = &session.quick_match {
        let title = cupboard.get(game).map_or(game.as_str(), |e| e.title);
        ui.label(egui::RichText::new(tr!("online-quick-waiting", game = title)).size(16.0));
        if nav_button(ui, nav, &tr!("online-quick-cancel"), true) {
            return Some(Request::CancelQuickMatch);
        }
        return None;
    }
    ui.label(egui::RichText::new(tr!("online-quick-help")).size(14.0));
    let wait = match AI_AFTER[*ai_after % AI_AFTER.len()] {
        None => tr!("online-quick-no-ai"),
        Some(s) => tr!("online-quick-ai-after", minutes = s / 60),
    };
    if nav_button(ui, nav, &wait, true) {
        *ai_after = (*ai_after + 1) % AI_AFTER.len();
    }
    let mut request = None;
    for entry in cupboard.entries().iter().filter(|e| e.playable) {
        if nav_button(ui, nav, entry.title, true) {
            request = Some(Request::QuickMatch {
                game: entry.id.to_string(),
                options: quick_options(entry.id),
                pace,
                ai_after: AI_AFTER[*ai_after % AI_AFTER.len()].map(|s| (s, Strength::Strong)),
            });
        }
    }
    request
}

/// One room of the lobby's list, in words.
fn room_line(room: &PublicRoom, cupboard: &Cupboard) -> String {
    let title = cupboard
        .get(&room.game)
        .map_or(room.game.as_str(), |e| e.title);
    let host = if room.host_name.is_empty() {
        tr!("online-lobby-no-name")
    } else {
        room.host_name.clone()
    };
    let pace = super::correspondence::pace_text(room.pace);
    tr!(
        "online-lobby-room",
        game = title,
        host = host,
        open = room.open.len(),
        seats = u32::from(room.seats),
        pace = pace,
        minutes = room.age / 60
    )
}

/// The lobby's list: rooms waiting for players (Join takes the first open seat) and games
/// being played (Watch). Returns the request made.
pub fn lobby_list(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    session: &ClientSession,
    cupboard: &Cupboard,
) -> Option<Request> {
    ui.label(egui::RichText::new(tr!("online-lobby")).size(20.0).strong());
    let Some((waiting, playing)) = &session.lobby else {
        ui.label(egui::RichText::new(tr!("online-lobby-asking")).size(14.0));
        return None;
    };
    let mut request = None;
    if waiting.is_empty() {
        ui.label(egui::RichText::new(tr!("online-lobby-none")).size(14.0));
    }
    for room in waiting.iter().take(20) {
        ui.label(egui::RichText::new(room_line(room, cupboard)).size(15.0));
        if nav_button(ui, nav, &tr!("online-lobby-join", code = &room.code), true) {
            request = Some(Request::Join {
                code: room.code.clone(),
                seat: room.open.first().copied(),
                token: None,
            });
        }
    }
    if !playing.is_empty() {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(tr!("online-lobby-playing")).size(16.0));
        for room in playing.iter().take(10) {
            let title = cupboard
                .get(&room.game)
                .map_or(room.game.as_str(), |e| e.title);
            let label = tr!("online-lobby-watch", game = title, code = &room.code);
            if nav_button(ui, nav, &label, true) {
                request = Some(Request::Join {
                    code: room.code.clone(),
                    seat: None,
                    token: None,
                });
            }
        }
    }
    request
}

/// What a seated player typed or asked for their turns' notifications.
#[derive(Default)]
pub struct NotifyDraft {
    pub webhook: String,
    pub email: String,
    /// Browser push (the web page): how asking the browser stands, and whether the page's
    /// script was started with the server's key.
    push: crate::app::web_push::PushState,
    push_started: bool,
}

/// One line for a notification channel: its label, a field and its Set button; the field's
/// text when set.
fn channel_field(ui: &mut egui::Ui, label: &str, hint: &str, text: &mut String) -> Option<String> {
    ui.label(egui::RichText::new(label).size(14.0));
    let mut set = None;
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(hint)
                .desired_width(ui.available_width() - 90.0),
        );
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(tr!("online-webhook-set")).clicked() || entered {
            set = Some(text.trim().to_string());
        }
    });
    set
}

/// The seated player's notification channels: a webhook, an e-mail address, and on the web
/// page browser push. Returns the request made.
fn notify_section(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    session: &ClientSession,
    code: &str,
    draft: &mut NotifyDraft,
) -> Option<Request> {
    use crate::app::web_push::{self, PushState};
    let mut request = None;
    if let Some(webhook) =
        channel_field(ui, &tr!("online-webhook"), "https://…", &mut draft.webhook)
    {
        request = Some(Request::Notify {
            code: code.to_string(),
            webhook,
        });
    }
    if let Some(address) = channel_field(ui, &tr!("online-email"), "@", &mut draft.email) {
        request = Some(Request::NotifyEmail {
            code: code.to_string(),
            address,
        });
    }
    if web_push::AVAILABLE {
        if nav_button(
            ui,
            nav,
            &tr!("online-push"),
            draft.push != PushState::Asking,
        ) {
            draft.push = PushState::Asking;
            draft.push_started = false;
            if session.push_key.is_none() {
                request = Some(Request::PushKey);
            }
        }
        if draft.push == PushState::Asking {
            match session.push_key.as_deref() {
                Some("") => draft.push = PushState::Failed(tr!("net-refuse-no-push")),
                Some(key) if !draft.push_started => {
                    web_push::start(key);
                    draft.push_started = true;
                }
                Some(_) => match web_push::state() {
                    PushState::Subscribed(subscription) => {
                        draft.push = PushState::Subscribed(subscription.clone());
                        request = Some(Request::NotifyPush {
                            code: code.to_string(),
                            subscription,
                        });
                    }
                    PushState::Failed(why) => draft.push = PushState::Failed(why),
                    _ => {}
                },
                None => {}
            }
        }
        match &draft.push {
            PushState::Asking => {
                ui.label(egui::RichText::new(tr!("online-push-asking")).size(14.0));
            }
            PushState::Failed(why) => {
                ui.label(
                    egui::RichText::new(tr!("online-push-failed", reason = why.as_str()))
                        .size(14.0)
                        .color(egui::Color32::from_rgb(240, 150, 120)),
                );
            }
            _ => {}
        }
    }
    if let Some(said) = session.said.last() {
        ui.label(
            egui::RichText::new(said.to_string())
                .size(14.0)
                .color(egui::Color32::from_rgb(170, 220, 150)),
        );
    }
    request
}

/// Below the waiting room: for the host, the room listed in the lobby or not; for a seated
/// player, where they are told of their turns while they are away; the room's chat. Returns
/// the request made.
pub fn room_extras(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    session: &ClientSession,
    chat: &mut crate::app::chat::ChatDraft,
    notify: &mut NotifyDraft,
) -> Option<Request> {
    let code = session.code.clone()?;
    let mut request = None;
    let host = session.seat.is_some() && session.seat == session.host;
    if host && !session.started {
        let label = if session.public {
            tr!("online-public-on")
        } else {
            tr!("online-public-off")
        };
        if nav_button(ui, nav, &label, true) {
            request = Some(Request::Publish {
                code: code.clone(),
                public: !session.public,
            });
        }
    }
    if session.seat.is_some()
        && let Some(r) = notify_section(ui, nav, session, &code, notify)
    {
        request = Some(r);
    }
    ui.add_space(6.0);
    ui.label(egui::RichText::new(tr!("chat-title")).size(18.0).strong());
    if let Some(r) = crate::app::chat::chat_panel(ui, session, chat, 160.0) {
        request = Some(r);
    }
    request
}

/// The server's statistics of finished games, shown when asked for: per game and options
/// the games, the first places by seat, the mean length, and how the players fared against
/// each AI level. Returns the request made (the statistics asked for).
pub fn stats_section(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    session: &ClientSession,
    cupboard: &Cupboard,
    shown: &mut bool,
) -> Option<Request> {
    let label = if *shown {
        tr!("online-stats-hide")
    } else {
        tr!("online-stats")
    };
    let mut request = None;
    if nav_button(ui, nav, &label, true) {
        *shown = !*shown;
        if *shown {
            request = Some(Request::Stats);
        }
    }
    if !*shown {
        return request;
    }
    let Some(games) = &session.stats else {
        ui.label(egui::RichText::new(tr!("online-lobby-asking")).size(14.0));
        return request;
    };
    if games.is_empty() {
        ui.label(egui::RichText::new(tr!("online-stats-none")).size(14.0));
    }
    for g in games {
        let title = cupboard.get(&g.game).map_or(g.game.as_str(), |e| e.title);
        let firsts: Vec<String> = g.seat_wins.iter().map(u32::to_string).collect();
        ui.label(
            egui::RichText::new(tr!(
                "online-stats-game",
                game = title,
                games = g.finished,
                firsts = firsts.join(" · "),
                actions = g.mean_actions
            ))
            .size(15.0),
        );
        for a in &g.against_ai {
            let level = match a.level {
                Strength::Random => tr!("strength-random"),
                Strength::Quick => tr!("strength-quick"),
                Strength::Strong => tr!("strength-strong"),
                Strength::Master => tr!("strength-master"),
            };
            ui.label(
                egui::RichText::new(tr!(
                    "online-stats-ai",
                    level = level,
                    ahead = a.players_ahead,
                    players = a.players
                ))
                .size(13.0),
            );
        }
    }
    request
}
