//! The side panel of Helsinki 1918: the sides, the clock, the prompt and the orders to pick,
//! the battle being fought, the tracks and boxes, the hand of the seat at the table, the
//! buttons and the log; the hand-over cover between two humans; the end of the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Choice, HelsinkiMatch, describe, hex_name, side_rgb};
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
        helsinki1918::{Deck, Helsinki1918, RED, Side, WHITE, seat_sides},
    },
};

/// The hex the log line under the pointer names, for the map to point at.
#[derive(Resource, Default)]
pub struct LogHover(pub Option<crate::rules::helsinki1918::Hex>);

/// The first hex a log line names ("… to -13,28", "Battle at 10,7 …").
pub fn hex_in_text(text: &str) -> Option<crate::rules::helsinki1918::Hex> {
    let bytes: Vec<char> = text.chars().collect();
    let number = |from: usize| -> Option<(i32, usize)> {
        let mut end = from;
        if bytes.get(end) == Some(&'-') {
            end += 1;
        }
        let digits = end;
        while bytes.get(end).is_some_and(|c| c.is_ascii_digit()) {
            end += 1;
        }
        if end == digits {
            return None;
        }
        let s: String = bytes[from..end].iter().collect();
        s.parse().ok().map(|n| (n, end))
    };
    for start in 0..bytes.len() {
        if start > 0 && (bytes[start - 1].is_ascii_digit() || bytes[start - 1] == '-') {
            continue;
        }
        if let Some((q, end)) = number(start)
            && bytes.get(end) == Some(&',')
            && let Some((r, _)) = number(end + 1)
        {
            return Some((q, r));
        }
    }
    None
}

/// The move log, newest at the bottom, tinted by side; returns the hex of the line under the
/// pointer.
fn move_log(
    ui: &mut egui::Ui,
    m: &HelsinkiMatch,
    players: u8,
) -> Option<crate::rules::helsinki1918::Hex> {
    ui.separator();
    ui.label(egui::RichText::new("Move log (point at a line: the map shows where)").strong());
    let mut hovered = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for line in &m.log {
                let side = line.seat.map(|s| {
                    seat_sides(players, s.index())
                        .last()
                        .copied()
                        .unwrap_or(RED)
                });
                let c = side.map_or(egui::Color32::DARK_GRAY, color);
                let r = ui.label(egui::RichText::new(&line.text).size(14.0).color(c));
                if r.hovered() {
                    hovered = hex_in_text(&line.text);
                }
            }
        });
    hovered
}

/// The human seat whose hand the table shows (hot seat: changed behind the hand-over cover).
#[derive(Resource, Default)]
pub struct Viewer(pub Option<Seat>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Viewer>();
    app.init_resource::<LogHover>();
    app.add_systems(OnEnter(Screen::Playing), |mut v: ResMut<Viewer>| v.0 = None);
    app.add_systems(
        EguiPrimaryContextPass,
        hud_ui
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<HelsinkiMatch>)
            .in_set(EguiUiSystems),
    );
}

fn color(side: Side) -> egui::Color32 {
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
    format!("{day} April {:02}:{:02}", m / 60, m % 60)
}

/// The seat whose hand shows: the one set behind the cover, or the only human.
fn viewer(m: &HelsinkiMatch, shown: &Viewer) -> Option<Seat> {
    let humans: Vec<usize> = (0..m.seats.len())
        .filter(|&s| m.seats[s] == SeatKind::Human)
        .collect();
    match humans.as_slice() {
        [only] => Some(Seat(*only as u8)),
        _ => shown.0,
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
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut show_command: ResMut<super::view::ShowCommand>,
    mut hover: ResMut<LogHover>,
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
    let humans = m.seats.iter().filter(|k| **k == SeatKind::Human).count();
    // Hot seat: a cover hides the table until the next human says they sit there.
    let mut cover = match m.human_to_move() {
        Some(next) if humans > 1 && m.replay.is_none() && shown.0 != Some(next) => Some(next),
        _ => None,
    };
    if let Some(next) = cover
        && m.choosing.sit_down
    {
        shown.0 = Some(next);
        m.choosing.sit_down = false;
        cover = None;
    }
    if m.choosing.covered != cover.is_some() {
        m.choosing.covered = cover.is_some();
    }
    if let Some(next) = cover {
        let names: Vec<&str> = seat_sides(m.game.options().players, next.index())
            .iter()
            .map(|s| s.name())
            .collect();
        egui::Area::new(egui::Id::new("helsinki-handover"))
            .fixed_pos(egui::pos2(0.0, 0.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                let screen = ui.ctx().content_rect();
                ui.painter().rect_filled(screen, 0.0, egui::Color32::from_rgb(40, 30, 24));
                ui.scope_builder(egui::UiBuilder::new().max_rect(screen.shrink(200.0)), |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add_space(120.0);
                        ui.label(title_text("Hand over", 34.0).color(egui::Color32::from_rgb(240, 214, 150)));
                        ui.label(
                            egui::RichText::new(format!(
                                "The next decision is the {}' player's. Pass the device: their cards are shown only to them. (Space, Enter or A: I sit here.)",
                                names.join(" and ")
                            ))
                            .size(18.0)
                            .color(egui::Color32::from_rgb(245, 232, 200)),
                        );
                        ui.add_space(20.0);
                        if ui
                            .button(egui::RichText::new(format!("I play the {}", names.join(" and "))).size(20.0))
                            .clicked()
                        {
                            shown.0 = Some(next);
                        }
                    });
                });
            });
    }
    if over && m.replay.is_none() {
        banner(ctx, &m);
    }
    let view_seat = viewer(&m, &shown);
    side_panel::show(ctx, "helsinki-hud", |ui| {
        ui.label(title_text("Helsinki 1918", 24.0));
        let players = m.game.options().players;
        for seat in 0..m.seats.len() {
            let sides = seat_sides(players, seat);
            let acting = crate::games::table::TableGame::acting_seat(&m.game)
                == Some(Seat(seat as u8))
                && !over;
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(if acting { "▶" } else { "  " }).size(15.0));
                for side in &sides {
                    ui.label(
                        egui::RichText::new(side.name())
                            .size(15.0)
                            .strong()
                            .color(color(*side)),
                    );
                }
                ui.label(egui::RichText::new(m.seats[seat].label()).size(12.0));
                let cards: usize = sides.iter().map(|s| m.game.hand(*s).len()).sum();
                ui.label(egui::RichText::new(format!("· {cards} cards")).size(12.0));
            });
        }
        let t = m.game.time_square();
        ui.label(
            egui::RichText::new(format!(
                "{}{} · square {} of {}",
                clock(&m.game, t),
                if m.game.is_night() { " (night)" } else { "" },
                t + 1,
                m.game.time_limit() + 1
            ))
            .size(14.0),
        );
        ui.separator();
        ui.label(egui::RichText::new(m.game.prompt()).size(16.0).strong());
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
            ui.horizontal(|ui| {
                side_panel::undo_rules_menu(ui, m.undo_allowed(), &mut intents, &mut next_overlay)
            });
            side_panel::device_hint(
                ui,
                *device,
                [
                    "Click a lit hex, then a lit target; or pick an order below. Wheel: zoom · right-drag: pan · H: whole map",
                    "Tab / ↑↓: choose · Space: go / roll · Backspace: back · WASD pan · Q/E zoom · H map · U undo",
                    "D-pad: choose · A: go / roll · B: back · right stick: pan · triggers: zoom · X: undo",
                ],
            );
        }
        ui.checkbox(
            &mut show_command.0,
            "Command: green direct, yellow in, red out; blue dots: the reach",
        );
        egui::CollapsingHeader::new(egui::RichText::new("Tracks and boxes").strong())
            .default_open(false)
            .show(ui, |ui| tracks(ui, &m));
        hover.0 = move_log(ui, &m, players);
    });
    // The hand: a card overlay in the corner of the table, for the seat at the table only.
    if let Some(seat) = view_seat
        && cover.is_none()
    {
        egui::Window::new("Your cards")
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

/// The end: the victory level and the standing that decided it.
fn banner(ctx: &egui::Context, m: &HelsinkiMatch) {
    let Some(victory) = m.game.victory() else {
        return;
    };
    let g = &m.game;
    let text = crate::rules::helsinki1918::victory_text(victory, g.options().players);
    let flags = g
        .data()
        .flags
        .iter()
        .filter(|(_, f)| {
            g.units()
                .iter()
                .any(|u| u.side == RED && u.place == crate::rules::helsinki1918::Place::Map(*f))
        })
        .count();
    let hqs = g.red_hqs().iter().flatten().count();
    let pos = ctx.viewport_rect().center() + egui::vec2(-390.0, -110.0);
    egui::Area::new("helsinki-victory".into())
        .fixed_pos(pos)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(250, 240, 215, 240))
                .stroke(egui::Stroke::new(4.0, egui::Color32::from_rgb(150, 40, 30)))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(26, 14))
                .show(ui, |ui| {
                    ui.set_width(420.0);
                    ui.vertical_centered(|ui| {
                        ui.label(title_text(text, 28.0));
                        ui.label(
                            egui::RichText::new(format!(
                                "{} · flags held by the Reds: {flags} of {} · Red HQs standing: {hqs} of {}",
                                clock(g, g.time_square()),
                                g.data().flags.len(),
                                g.red_hqs().len()
                            ))
                            .size(15.0),
                        );
                    });
                });
        });
}

/// The orders the human can give now, or who is thinking, or the roll.
fn orders(ui: &mut egui::Ui, m: &mut HelsinkiMatch, intents: &mut MessageWriter<Intent>) {
    match (m.game.to_move(), m.acting_kind()) {
        (ToMove::Chance, SeatKind::Human) => {
            if ui
                .button(egui::RichText::new("Roll the die / draw (Space)").size(17.0))
                .clicked()
            {
                intents.write(Intent::Confirm);
            }
            return;
        }
        (_, SeatKind::Ai(_)) => {
            ui.label(egui::RichText::new("The AI is playing…").italics());
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
            (_, Some(k), _) => format!("German HQ {}", k + 1),
            (_, _, Some(h)) => format!("to {}", hex_name(&m.game, h)),
            _ => String::new(),
        };
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new(what).strong());
            if ui.small_button("✖ back").clicked() {
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
                        format!("Units at {} ({units})", hex_name(&m.game, *h))
                    }
                    Choice::Toggle(u) => {
                        let on = m.choosing.units.contains(u);
                        format!("{} unit {u} takes the order", if on { "☑" } else { "☐" })
                    }
                    Choice::Hq(k) => format!("German HQ {}: move it", k + 1),
                };
                let rich = egui::RichText::new(text).size(14.0);
                let rich = if i == focus { rich.strong() } else { rich };
                if ui.selectable_label(i == focus, rich).clicked() {
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
        .map(|e| e.text(m.game.data(), m.game.options().players))
        .collect();
    if effects.is_empty() {
        text
    } else {
        format!("{text} → {}", effects.join("; "))
    }
}

/// The battle being fought: who attacks where, the dice, the modifiers and the column.
fn battle_box(ui: &mut egui::Ui, m: &HelsinkiMatch, b: &crate::rules::helsinki1918::BattleSummary) {
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(250, 236, 220))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(150, 40, 30)))
        .inner_margin(6)
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(format!(
                    "Battle at {}: the {} attack with {} — {}",
                    hex_name(&m.game, b.hex),
                    b.attacker,
                    b.units.len(),
                    b.kind
                ))
                .size(14.0),
            );
            if b.attack_die > 0 {
                ui.label(
                    egui::RichText::new(format!(
                        "Attack die {} {:+} = {} · defence die {} {:+} = {}",
                        b.attack_die,
                        b.attack_mod,
                        i16::from(b.attack_die) + i16::from(b.attack_mod),
                        b.defence_die,
                        b.defence_mod,
                        i16::from(b.defence_die) + i16::from(b.defence_mod),
                    ))
                    .size(14.0)
                    .strong(),
                );
            }
            let column = match b.column {
                c if c < 0 => "harsh",
                0 => "centre",
                _ => "mild",
            };
            let loser = b.loser.map_or("—".to_string(), |s| s.name().to_string());
            ui.label(
                egui::RichText::new(format!(
                    "Now: {} · column: {column} · loser: {loser}",
                    b.stage
                ))
                .size(13.0),
            );
        });
}

/// The tracks and boxes round the map, in words.
fn tracks(ui: &mut egui::Ui, m: &HelsinkiMatch) {
    let g = &m.game;
    let (meurer, landed) = g.meurer_arrival();
    let (division, tikkurila) = g.track_points();
    let in_box = |side: Side, place: crate::rules::helsinki1918::Place| {
        g.units()
            .iter()
            .filter(|u| u.side == side && u.place == place)
            .count()
    };
    let lines = [
        format!(
            "Red morale: square {} · morale value {} · Red casualties {}",
            g.morale_square() + 1,
            g.morale_value(),
            g.red_casualties()
        ),
        format!(
            "Abteilung Meurer: {}",
            if landed {
                "landed".to_string()
            } else {
                format!(
                    "arrival track square {meurer} ({} waiting)",
                    in_box(
                        crate::rules::helsinki1918::GERMAN,
                        crate::rules::helsinki1918::Place::Meurer
                    )
                )
            }
        ),
        format!("Division HQ track: {division} · Tikkurila track: {tikkurila}"),
        format!("White Activity track: square {}", g.white_activity() + 1),
        format!("German reserve columns: {:?}", g.reserve_columns()),
        format!(
            "Reserves: Red {} · White {} · arrested White squads {}",
            in_box(RED, crate::rules::helsinki1918::Place::Reserve),
            in_box(WHITE, crate::rules::helsinki1918::Place::Reserve),
            g.arrested_squads()
        ),
        format!(
            "Flags held by Reds: {} of {}",
            g.data()
                .flags
                .iter()
                .filter(|(_, f)| {
                    g.units().iter().any(|u| {
                        u.side == RED && u.place == crate::rules::helsinki1918::Place::Map(*f)
                    })
                })
                .count(),
            g.data().flags.len()
        ),
    ];
    for l in lines {
        ui.label(egui::RichText::new(l).size(13.0));
    }
    ui.label(
        egui::RichText::new(format!(
            "Victory: the Germans and Whites win the moment no flag hex holds a Red unit; the Reds win when the clock cannot move on ({} squares left), a major victory with two flags and an HQ.",
            g.time_limit().saturating_sub(g.time_square())
        ))
        .size(12.5)
        .italics(),
    );
}

/// The cards of the seat at the table, with their texts (and the Reds' secret events).
fn hand(ui: &mut egui::Ui, m: &mut HelsinkiMatch, seat: Seat, intents: &mut MessageWriter<Intent>) {
    let sides = seat_sides(m.game.options().players, seat.index());
    let mut cards: Vec<(u16, bool)> = sides
        .iter()
        .flat_map(|s| m.game.hand(*s).iter().map(|c| (*c, false)))
        .collect();
    if sides.contains(&RED) {
        cards.extend(m.game.red_events().iter().map(|c| (*c, true)));
    }
    // The cards that can be played now: their choice in the order list.
    let choices = m.choices();
    let playable = |c: u16| {
        choices.iter().position(|ch| {
            matches!(ch, Choice::Act(k) if m.legal().get(*k) == Some(&crate::rules::helsinki1918::HAction::Play(c)))
        })
    };
    let any_playable = cards.iter().any(|(c, _)| playable(*c).is_some());
    let title = if any_playable {
        format!("{} cards · some can be played now", cards.len())
    } else {
        format!("{} cards", cards.len())
    };
    let mut picked = None;
    ui.set_max_width(262.0);
    ui.label(egui::RichText::new(title).strong());
    egui::ScrollArea::vertical()
        .id_salt("helsinki-hand")
        .max_height(210.0)
        .show(ui, |ui| {
            for (c, secret) in cards {
                let card = m.game.data().card(usize::from(c));
                let deck = m.game.data().deck_of(usize::from(c));
                let tag = match (secret, deck) {
                    (true, _) => "secret event",
                    (_, Deck::WhiteActivity) => "activity",
                    _ => "support",
                };
                ui.label(
                    egui::RichText::new(format!("{} ({tag}) [ours]", card.name))
                        .size(14.0)
                        .strong(),
                );
                ui.label(egui::RichText::new(&card.text).size(12.5));
                let when = match card.when {
                    crate::rules::helsinki1918::Timing::OwnInitiative => {
                        "in your initiative, as a free order"
                    }
                    crate::rules::helsinki1918::Timing::BeforeDice => {
                        "in a battle, before the dice"
                    }
                    crate::rules::helsinki1918::Timing::AfterDice => "in a battle, after the dice",
                };
                ui.horizontal(|ui| {
                    ui.label(egui::RichText::new(when).size(11.5).italics());
                    if let Some(i) = playable(c)
                        && ui.button(egui::RichText::new("Play it").strong()).clicked()
                    {
                        picked = Some(i);
                    }
                });
            }
        });
    if let Some(i) = picked {
        m.focus = i;
        intents.write(Intent::Confirm);
    }
}

#[cfg(test)]
mod tests {
    use super::hex_in_text;

    #[test]
    fn a_log_line_names_its_hex() {
        assert_eq!(hex_in_text("1 German move to -13,28"), Some((-13, 28)));
        assert_eq!(
            hex_in_text("Battle at 10,7: the Germans attack"),
            Some((10, 7))
        );
        assert_eq!(hex_in_text("1 Red move to 1000,0"), Some((1000, 0)));
        assert_eq!(hex_in_text("Battle: 4 against 3: no effect"), None);
    }
}
