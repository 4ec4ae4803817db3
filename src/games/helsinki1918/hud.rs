//! The side panel of Helsinki 1918: the sides, the clock, the prompt and the orders to pick,
//! the battle being fought, the tracks and boxes, the hand of the seat at the table, the
//! buttons and the log; the hand-over cover between two humans; the end of the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{
    Choice, HelsinkiMatch, describe,
    handover::{Viewer, hand_over, shown_hand},
    hex_name,
    panels::{LogHover, banner, battle_box, hand, move_log, tracks},
    side_rgb,
};
use crate::{
    app::{
        Overlay, Screen,
        input::{Intent, LastDevice},
        menu::MenuNav,
        theme::{EguiUiSystems, title_text},
    },
    games::{core::SeatKind, side_panel, table::Jumped},
    rules::{
        Game, Seat, ToMove,
        helsinki1918::{Helsinki1918, Side, WHITE, seat_sides},
    },
    tr,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LogHover>();
    app.add_systems(
        EguiPrimaryContextPass,
        hud_ui
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<HelsinkiMatch>)
            .in_set(EguiUiSystems),
    );
    app.add_systems(
        Update,
        history_place
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<HelsinkiMatch>),
    );
}

/// The named place under the pointer (a flag's hex, Tikkurila or a district's hex), whose
/// history note the board's card shows.
fn history_place(
    m: Res<HelsinkiMatch>,
    pointer: Res<crate::app::input::BoardPointer>,
    library: Res<crate::app::history_load::HistoryLibrary>,
    mut place: ResMut<crate::app::history_view::HistoryPlace>,
) {
    let found = pointer
        .world
        .and_then(|w| super::hex_at(&m.game, w))
        .and_then(|h| {
            if crate::rules::helsinki1918::in_tikkurila(h) {
                Some("Tikkurila".to_string())
            } else {
                m.game
                    .data()
                    .flags
                    .iter()
                    .find(|(_, f)| *f == h)
                    .map(|(name, _)| name.clone())
                    // A district's hexes (Katajanokka, Töölö …), from its note.
                    .or_else(|| {
                        library
                            .book()
                            .and_then(|b| b.place_at_hex("helsinki1918", h))
                            .map(str::to_string)
                    })
            }
        });
    if place.0 != found {
        place.0 = found;
    }
}

pub(super) fn color(side: Side) -> egui::Color32 {
    let [r, g, b] = side_rgb(side);
    if side == WHITE {
        egui::Color32::from_rgb(90, 90, 80)
    } else {
        egui::Color32::from_rgb(r, g, b)
    }
}

/// The clock of a time square: "12 April 09:15".
pub fn clock(game: &Helsinki1918, square: usize) -> String {
    let squares = game.data().time_squares();
    let minutes = squares.get(square).or(squares.last()).copied().unwrap_or(0);
    let day = 11 + minutes / 1440;
    let m = minutes % 1440;
    tr!(
        "h-clock",
        day = day,
        time = format!("{:02}:{:02}", m / 60, m % 60)
    )
}

/// Where the time marker stands: its square of the squares the Germans may still use, or,
/// once destroyed Germans have filled the track up to the marker (their squares come off
/// the end), that the next German command point ends the game.
pub fn track_line(game: &Helsinki1918) -> String {
    let square = game.time_square() + 1;
    let limit = game.time_limit();
    if square >= limit {
        tr!("h-track-full", square = square)
    } else {
        tr!("h-track-square", square = square, limit = limit)
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "the panel shows and steers the whole match"
)]
fn hud_ui(
    mut contexts: EguiContexts,
    mut m: ResMut<HelsinkiMatch>,
    mut intents: MessageWriter<Intent>,
    mut jumped: MessageWriter<Jumped<Helsinki1918>>,
    mut nav: ResMut<MenuNav>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    device: Res<LastDevice>,
    mut shown: ResMut<Viewer>,
    mut was_over: Local<bool>,
    camera: Query<(&Camera, &GlobalTransform), With<crate::app::theme::TableCamera>>,
    (mut show_command, mut hover, mut move_line): (
        ResMut<super::view::ShowCommand>,
        ResMut<LogHover>,
        ResMut<crate::games::move_line::MoveLine>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The battle's box stands beside its hex on the map.
    if let Some(b) = m.game.battle_summary()
        && let Ok((cam, at)) = camera.single()
        && let Ok(p) = cam.world_to_viewport(at, super::hex_center(b.hex).extend(0.0))
    {
        let zoom = ctx.zoom_factor();
        let screen = ctx.content_rect();
        // Right of the hex, or left of it when the panel leaves no room.
        let hex_x = p.x / zoom;
        let x = if hex_x + 28.0 + 300.0 > screen.width() - 340.0 {
            (hex_x - 28.0 - 300.0).max(4.0)
        } else {
            hex_x + 28.0
        };
        let y = (p.y / zoom - 40.0).clamp(4.0, (screen.height() - 120.0).max(4.0));
        egui::Area::new(egui::Id::new("helsinki-battle"))
            .fixed_pos(egui::pos2(x, y))
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                ui.set_max_width(290.0);
                battle_box(ui, &m, &b);
            });
    }
    let over = m.game.to_move() == ToMove::Over;
    let use_nav = side_panel::end_menu_nav(
        &mut nav,
        over && m.replay.is_none() && *overlay.get() == Overlay::None,
        &mut was_over,
    );
    // Hot seat: a cover hides the table until the next human to act says they sit there.
    let cover = hand_over(&mut m, &mut shown);
    if let Some(next) = cover {
        let names = super::seat_names(m.game.options().players, next.index());
        egui::Area::new(egui::Id::new("helsinki-handover"))
            .fixed_pos(egui::pos2(0.0, 0.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                let screen = ui.ctx().content_rect();
                ui.painter()
                    .rect_filled(screen, 0.0, egui::Color32::from_rgb(40, 30, 24));
                ui.scope_builder(
                    egui::UiBuilder::new().max_rect(screen.shrink(200.0)),
                    |ui| {
                        ui.vertical_centered(|ui| {
                            ui.add_space(120.0);
                            ui.label(
                                title_text(&tr!("h-hand-over"), 34.0)
                                    .color(egui::Color32::from_rgb(240, 214, 150)),
                            );
                            ui.label(
                                egui::RichText::new(tr!(
                                    "h-hand-over-text",
                                    sides = names.as_str(),
                                    chance = if m.game.to_move() == ToMove::Chance {
                                        "yes"
                                    } else {
                                        "no"
                                    }
                                ))
                                .size(18.0)
                                .color(egui::Color32::from_rgb(245, 232, 200)),
                            );
                            ui.add_space(20.0);
                            if ui
                                .button(
                                    egui::RichText::new(tr!("h-i-play", sides = names.as_str()))
                                        .size(20.0),
                                )
                                .clicked()
                            {
                                shown.0 = Some(next);
                            }
                        });
                    },
                );
            });
    }
    if over && m.replay.is_none() {
        banner(ctx, &m);
    }
    let view_seat = shown_hand(&m, &shown);
    side_panel::show(ctx, "helsinki-hud", |ui| {
        ui.label(title_text("Helsinki 1918", 24.0));
        let players = m.game.options().players;
        for seat in 0..m.seats.len() {
            let sides = seat_sides(players, seat);
            let acting = crate::games::table::TableGame::acting_seat(&m.game)
                == Some(Seat(seat as u8))
                && !over;
            let names: Vec<(String, egui::Color32)> = sides
                .iter()
                .map(|side| (super::side_name(*side), color(*side)))
                .collect();
            let cards: usize = sides.iter().map(|s| m.game.hand(*s).len()).sum();
            seat_row(
                ui,
                acting,
                &names,
                &m.seats[seat].label(),
                &tr!("h-seat-cards", cards = cards),
            );
        }
        let t = m.game.time_square();
        ui.label(
            egui::RichText::new(tr!(
                "h-time-line",
                clock = clock(&m.game, t),
                night = if m.game.is_night() { "yes" } else { "no" },
                track = track_line(&m.game)
            ))
            .size(14.0),
        );
        ui.separator();
        ui.label(
            egui::RichText::new(m.game.prompt(crate::i18n::language()))
                .size(16.0)
                .strong(),
        );
        side_panel::notice(ui, m.notice.as_ref());
        if !side_panel::replay_or_end(
            ui,
            &mut m,
            &mut nav,
            &mut commands,
            &mut next_screen,
            &mut jumped,
        ) {
            orders(ui, &mut m, &mut intents);
            ui.horizontal_wrapped(|ui| {
                side_panel::undo_rules_menu(ui, m.undo_allowed(), &mut intents, &mut next_overlay)
            });
            side_panel::device_hint(
                ui,
                *device,
                [tr!("h-hint-mouse"), tr!("h-hint-keys"), tr!("h-hint-pad")],
            );
        }
        ui.checkbox(
            &mut show_command.0,
            egui::RichText::new(tr!("h-show-command")).size(13.0),
        );
        egui::CollapsingHeader::new(egui::RichText::new(tr!("h-tracks-and-boxes")).strong())
            .default_open(false)
            .show(ui, |ui| tracks(ui, &m));
        crate::games::move_line::move_line(ui, &mut move_line, &m);
        hover.0 = move_log(ui, &m, players);
    });
    // The hand: a card overlay in the corner of the table, for the seat at the table only.
    if let Some(seat) = view_seat
        && *overlay.get() == Overlay::None
    {
        egui::Window::new(tr!("h-your-cards"))
            .id(egui::Id::new("helsinki-your-cards"))
            .anchor(egui::Align2::LEFT_BOTTOM, [6.0, -6.0])
            .default_width(270.0)
            .max_width(270.0)
            .resizable(false)
            .collapsible(true)
            .show(ctx, |ui| hand(ui, &mut m, seat, &mut intents));
    }
    if use_nav {
        nav.end();
    }
    Ok(())
}

/// A seat's row of the panel: the turn's marker, the seat's sides in their colours, its
/// player and its cards (on a second line where the first is full).
pub(crate) fn seat_row(
    ui: &mut egui::Ui,
    acting: bool,
    sides: &[(String, egui::Color32)],
    player: &str,
    cards: &str,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(if acting { "▶" } else { "  " }).size(15.0));
        for (name, color) in sides {
            ui.label(egui::RichText::new(name).size(15.0).strong().color(*color));
        }
        ui.label(egui::RichText::new(player).size(12.0));
        ui.label(egui::RichText::new(cards).size(12.0));
    });
}

/// An order of the panel's list, the focused one in bold.
pub(crate) fn order_entry(ui: &mut egui::Ui, text: &str, focused: bool) -> egui::Response {
    let rich = egui::RichText::new(text).size(14.0);
    let rich = if focused { rich.strong() } else { rich };
    ui.selectable_label(focused, rich)
}

/// The orders the human can give now, or who is thinking, or the roll.
fn orders(ui: &mut egui::Ui, m: &mut HelsinkiMatch, intents: &mut MessageWriter<Intent>) {
    match (m.game.to_move(), m.acting_kind()) {
        (ToMove::Chance, SeatKind::Human) => {
            if ui
                .button(egui::RichText::new(tr!("h-roll-or-draw")).size(17.0))
                .clicked()
            {
                intents.write(Intent::Confirm);
            }
            return;
        }
        (_, SeatKind::Ai(_)) => {
            ui.label(egui::RichText::new(tr!("h-ai-playing")).italics());
            return;
        }
        _ => {}
    }
    let choices = m.choices();
    if choices.is_empty() {
        return;
    }
    let focus = m.focus.min(choices.len() - 1);
    if m.choosing.selected.is_some() || m.choosing.hq.is_some() || m.choosing.target.is_some() {
        let what = match (m.choosing.selected, m.choosing.hq, m.choosing.target) {
            (Some(h), _, _) => hex_name(&m.game, h),
            (_, Some(k), _) => tr!("h-german-hq", hq = k + 1),
            (_, _, Some(h)) => tr!("h-to", at = hex_name(&m.game, h)),
            _ => String::new(),
        };
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(what).strong());
            if ui.small_button(tr!("h-back")).clicked() {
                intents.write(Intent::Back);
            }
        });
    }
    let mut picked = None;
    egui::ScrollArea::vertical()
        .id_salt("helsinki-orders")
        .max_height(220.0)
        .show(ui, |ui| {
            for (i, c) in choices.iter().enumerate() {
                let text = match c {
                    Choice::Act(k) => with_preview(m, &m.legal()[*k]),
                    Choice::Hex(h) => {
                        let units = m.acting_units(*h).len();
                        tr!("h-units-at", at = hex_name(&m.game, *h), units = units)
                    }
                    Choice::Toggle(u) => {
                        let on = m.choosing.units.contains(u);
                        tr!(
                            "h-unit-takes-order",
                            mark = if on { "☑" } else { "☐" },
                            unit = *u
                        )
                    }
                    Choice::Hq(k) => tr!("h-german-hq-move", hq = k + 1),
                };
                if order_entry(ui, &text, i == focus).clicked() {
                    picked = Some(i);
                }
            }
        });
    if let Some(i) = picked {
        m.focus = i;
        intents.write(Intent::Confirm);
    }
}

/// An order's words, and for a choice inside a battle (pass, a shift, a card after the
/// dice) what the battle's roll would then give.
fn with_preview(m: &HelsinkiMatch, action: &crate::rules::helsinki1918::HAction) -> String {
    use crate::rules::helsinki1918::{HAction, HEvent};
    let text = describe(&m.game, action);
    let in_battle = m.game.in_a_battle()
        && matches!(
            action,
            HAction::Pass | HAction::Shift(_) | HAction::MoraleShift | HAction::Play(_)
        );
    if !in_battle {
        return text;
    }
    // The dice of a choice before the roll are not known: only what follows a roll shows.
    let effects: Vec<String> = m
        .preview(action)
        .iter()
        .filter(|e| {
            matches!(
                e,
                HEvent::Battle { .. }
                    | HEvent::Retreated { .. }
                    | HEvent::ToReserve { .. }
                    | HEvent::Destroyed { .. }
                    | HEvent::DisorderLost { .. }
            )
        })
        .take(3)
        .map(|e| {
            e.text(
                m.game.data(),
                m.game.options().players,
                crate::i18n::language(),
            )
        })
        .collect();
    if effects.is_empty() {
        text
    } else {
        format!("{text} → {}", effects.join("; "))
    }
}
