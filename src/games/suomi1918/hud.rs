//! The side panel of the 1918 game: both sides' tiles and men, whose turn, the die, the
//! selected tile's moves and shots, buttons, the log, replay controls, the verse card and
//! the end of the game.

use crate::rules::suomi1918::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{
    Choice, SuomiMatch, VerseCard, and_list, circle_label, side_name, tile_name, winning_side,
};
use crate::games::side_panel;
use crate::tr;
use crate::{
    app::{
        Overlay, Screen,
        input::{BoardPointer, Intent, LastDevice},
        menu::MenuNav,
        theme::{EguiUiSystems, title_text},
    },
    games::core::SeatKind,
    games::table::Jumped,
    rules::{
        Game, ToMove,
        suomi1918::{
            Phase, RED, SIDE_NAMES, Suomi1918, SuomiAction, SuomiEvent, SuomiVerses, WHITE,
        },
    },
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (hud_ui, verse_card_ui)
            .chain()
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<SuomiMatch>)
            .in_set(EguiUiSystems),
    );
}

const SIDE_COLORS: [egui::Color32; 2] = [
    egui::Color32::from_rgb(170, 30, 26),
    egui::Color32::from_rgb(70, 80, 110),
];

/// One line per action of the selected tile, as the panel lists them, with what it would
/// do before the player commits.
fn action_text(m: &SuomiMatch, action: &SuomiAction) -> String {
    let preview = m.preview(action);
    let base = match action {
        SuomiAction::Move { to, .. } => tr!("suomi-march", place = circle_label(&m.game, *to)),
        SuomiAction::Shoot { target, from, tile } => {
            let loss = preview
                .iter()
                .find_map(|e| match e {
                    SuomiEvent::Shot { loss, .. } => Some(*loss),
                    _ => None,
                })
                .unwrap_or(0);
            let enemy = m.game.side_to_move().other();
            let at = m
                .game
                .tile(enemy, *target)
                .map_or(String::new(), |t| circle_label(&m.game, t.circle));
            let stands = m
                .game
                .tile(m.game.side_to_move(), *tile)
                .is_some_and(|t| t.circle == *from);
            let place = if stands {
                tr!("suomi-from-where-it-stands")
            } else {
                tr!("suomi-from", place = circle_label(&m.game, *from))
            };
            tr!(
                "suomi-fire",
                target = tile_name(enemy, *target),
                at = at,
                from = place,
                loss = loss
            )
        }
        SuomiAction::Roll(f) => tr!("suomi-roll", face = *f),
    };
    match consequence(m, action, &preview) {
        Some(c) => tr!("suomi-with-consequence", action = base, consequence = c),
        None => base,
    }
}

/// What a verse would do to the board if this action were taken: "★ this tile is lost",
/// "★ sweeps Red 2 and Red 5", "★ refilled to 6", "★ roll again".
pub fn consequence(m: &SuomiMatch, action: &SuomiAction, preview: &[SuomiEvent]) -> Option<String> {
    let verse_at = preview
        .iter()
        .position(|e| matches!(e, SuomiEvent::Verse { .. }))?;
    let mover = match action {
        SuomiAction::Move { tile, .. } | SuomiAction::Shoot { tile, .. } => *tile,
        SuomiAction::Roll(_) => return None,
    };
    let side = m.game.side_to_move();
    let mut parts = Vec::new();
    let mut swept = Vec::new();
    let mut filled = Vec::new();
    for e in &preview[verse_at..] {
        match e {
            SuomiEvent::Removed { side: s, tile } if *s == side && *tile == mover => {
                parts.push(tr!("suomi-tile-lost"));
            }
            SuomiEvent::Removed { side: s, tile } => {
                swept.push(tile_name(*s, *tile));
            }
            SuomiEvent::StrengthChanged {
                side: s,
                tile,
                strength: 6,
            } if *s == side => filled.push(*tile),
            SuomiEvent::RollAgain { .. } => parts.push(tr!("suomi-roll-again")),
            _ => {}
        }
    }
    if !swept.is_empty() {
        parts.push(tr!("suomi-sweeps", tiles = and_list(&swept)));
    }
    match filled.as_slice() {
        [] => {}
        [only] if *only == mover => parts.push(tr!("suomi-refilled")),
        many => {
            let tiles: Vec<String> = many.iter().map(|t| tile_name(side, *t)).collect();
            parts.push(tr!("suomi-refills", tiles = and_list(&tiles)))
        }
    }
    if parts.is_empty() {
        parts.push(tr!("suomi-verse-read"));
    }
    Some(format!("★ {}", parts.join(", ")))
}

#[expect(
    clippy::too_many_arguments,
    reason = "the panel shows and steers the whole match"
)]
fn hud_ui(
    mut contexts: EguiContexts,
    mut m: ResMut<SuomiMatch>,
    mut intents: MessageWriter<Intent>,
    mut jumped: MessageWriter<Jumped<Suomi1918>>,
    mut nav: ResMut<MenuNav>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    device: Res<LastDevice>,
    busy: Res<crate::games::table::Busy<Suomi1918>>,
    pointer: Option<Res<BoardPointer>>,
    mut was_over: Local<bool>,
    mut move_line: ResMut<crate::games::move_line::MoveLine>,
    mut history_place: ResMut<crate::app::history_view::HistoryPlace>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The circle under the pointer, or the focused choice's with keys or a pad.
    let hovered = match *device {
        LastDevice::Mouse => pointer
            .and_then(|p| p.world)
            .and_then(|w| super::view::circle_at(&m.game, w)),
        _ => {
            let choices = m.choices();
            choices
                .get(m.focus.min(choices.len().saturating_sub(1)))
                .and_then(|c| m.choice_circle(*c))
        }
    };
    // Its history note shows beside the board.
    let place = hovered.map(|c| m.game.map().circles[c].id.clone());
    if history_place.0 != place {
        history_place.0 = place;
    }
    let over = m.game.to_move() == ToMove::Over;
    let use_nav = crate::games::side_panel::end_menu_nav(
        &mut nav,
        over && m.replay.is_none() && *overlay.get() == Overlay::None,
        &mut was_over,
    );
    if over && m.replay.is_none() && !busy.0 {
        banner(ctx, &m);
    }
    crate::games::side_panel::show(ctx, "suomi-hud", |ui| {
        ui.label(title_text("Suomi 1918", 24.0));
        ui.label(
            egui::RichText::new("Punaisten ja valkoisten taistelu Suomessa 1918")
                .size(12.0)
                .italics(),
        );
        ui.separator();
        for side in Side::BOTH {
            let tiles: Vec<_> = m.game.tiles().iter().filter(|t| t.side == side).collect();
            let men: u32 = tiles.iter().map(|t| u32::from(t.strength)).sum();
            let to_move = m.game.side_to_move() == side && !over;
            let players: Vec<String> = m
                .seats
                .iter()
                .enumerate()
                .filter(|(s, _)| m.game.seat_side(*s) == side)
                .map(|(_, k)| k.label())
                .collect();
            seat_row(
                ui,
                to_move,
                side,
                [&side_name(side), &players.join(", "), &men_text(men)],
            );
            ui.horizontal_wrapped(|ui| {
                for number in 1..=6u8 {
                    let text = match tiles.iter().find(|t| t.number == number) {
                        Some(t) if t.strength > 0 => format!(
                            "{number}{}:{}",
                            if t.artillery { "●" } else { "" },
                            t.strength
                        ),
                        Some(t) => format!("{number}{}:–", if t.artillery { "●" } else { "" }),
                        None => format!("{number}:✝"),
                    };
                    ui.label(
                        egui::RichText::new(text)
                            .size(13.0)
                            .monospace()
                            .color(SIDE_COLORS[side.index()]),
                    );
                }
            });
        }
        let [red_turns, white_turns] = m.game.turns();
        ui.label(
            egui::RichText::new(tr!(
                "suomi-turn-line",
                turn = red_turns.max(white_turns),
                limit = m.game.options().turn_limit,
                red = men_text(m.game.men_lost()[0]),
                white = men_text(m.game.men_lost()[1]),
            ))
            .size(12.0)
            .italics(),
        );
        ui.separator();
        let side = m.game.side_to_move();
        let who = side_name(side);
        let setup_side = |k: u8| side_name(Side::of_turn(k));
        let turn = match (m.game.phase(), m.acting_kind()) {
            (Phase::Over, _) => tr!("suomi-game-over"),
            // A replay shows whose move it was, not an AI thinking.
            _ if m.replay.is_some() => tr!("suomi-to-move", side = who),
            (Phase::Setup(k), SeatKind::Human) => {
                tr!("suomi-setup-roll", side = setup_side(k), tile = k / 2 + 1)
            }
            (Phase::Setup(k), _) => tr!("suomi-setup-ai-roll", side = setup_side(k)),
            (Phase::AwaitRoll, SeatKind::Human) => tr!("suomi-roll-the-die", side = who),
            (Phase::AwaitRoll | Phase::AwaitMove { .. }, SeatKind::Remote) => {
                tr!("suomi-online-to-move", side = who)
            }
            (Phase::AwaitRoll, _) | (Phase::AwaitMove { .. }, SeatKind::Ai(_)) => {
                tr!("suomi-ai-thinking", side = who)
            }
            (Phase::AwaitMove { face }, SeatKind::Human) => {
                tr!("suomi-move-or-fire", side = who, face = face)
            }
        };
        ui.label(egui::RichText::new(turn).size(19.0).strong());
        if let Some(circle) = hovered {
            place_card(ui, &m, circle);
        }
        crate::games::side_panel::notice(ui, m.notice.as_ref());
        if !side_panel::replay_or_end(
            ui,
            &mut m,
            &mut nav,
            &mut commands,
            &mut next_screen,
            &mut jumped,
        ) {
            // The selected tile's choices, clickable here as on the map.
            if m.acting_kind() == SeatKind::Human
                && let Some(number) = m.choosing.selected
            {
                let actions = m.actions_of(number);
                let focus = m.focus.min(actions.len().saturating_sub(1));
                ui.label(egui::RichText::new(format!("{}:", tile_name(side, number))).strong());
                let mut picked = None;
                for (i, action) in actions.iter().enumerate() {
                    let text = action_text(&m, action);
                    let rich = egui::RichText::new(text).size(14.0);
                    let rich = if i == focus { rich.strong() } else { rich };
                    if ui.selectable_label(i == focus, rich).clicked() {
                        picked = Some(i);
                    }
                }
                if let Some(i) = picked {
                    m.focus = i;
                    intents.write(Intent::Confirm);
                }
            } else if m.acting_kind() == SeatKind::Human
                && let Some(Choice::Tile(_)) = m.choices().first()
            {
                ui.label(egui::RichText::new(tr!("suomi-pick-tile")).size(14.0));
            }
            ui.horizontal_wrapped(|ui| {
                side_panel::undo_rules_menu(ui, m.undo_allowed(), &mut intents, &mut next_overlay)
            });
            side_panel::device_hint(
                ui,
                *device,
                [
                    tr!("suomi-hint-mouse"),
                    tr!("suomi-hint-keys"),
                    tr!("suomi-hint-pad"),
                ],
            );
        }
        crate::games::move_line::move_line(ui, &mut move_line, &m);
        crate::games::side_panel::move_log(ui, &m.log, |s| SIDE_COLORS[s.index().min(1)]);
    });
    if use_nav {
        nav.end();
    }
    Ok(())
}

/// What stands at a circle: its name, its verse in a word, the tile on it.
fn place_card(ui: &mut egui::Ui, m: &SuomiMatch, circle: usize) {
    let c = &m.game.map().circles[circle];
    let mut text = circle_label(&m.game, circle);
    if c.star {
        text = format!("★ {text}");
    }
    let verse = SuomiVerses::standard()
        .at(m.game.map(), circle)
        .map(|v| v.reading(crate::i18n::language()));
    let tile = m.game.tiles().iter().find(|t| t.circle == circle).map(|t| {
        let men = if t.strength == 0 {
            tr!("suomi-not-rolled")
        } else {
            tr!("suomi-men", men = men_text(u32::from(t.strength)))
        };
        tr!(
            "suomi-tile-card",
            tile = tile_name(t.side, t.number),
            kind = if t.artillery {
                tr!("suomi-artillery")
            } else {
                tr!("suomi-infantry")
            },
            men = men
        )
    });
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(236, 226, 196))
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(8, 4))
        .show(ui, |ui| {
            ui.label(egui::RichText::new(text).size(14.0).strong());
            if let Some(tile) = tile {
                ui.label(egui::RichText::new(tile).size(13.0));
            }
            if let Some(verse) = verse {
                ui.label(egui::RichText::new(verse).size(12.0).italics());
            }
        });
}

/// Thousands of men as the card counts them: "4 000", or "0".
pub(super) fn men_text(thousands: u32) -> String {
    if thousands == 0 {
        "0".into()
    } else {
        format!("{thousands} 000")
    }
}

fn banner(ctx: &egui::Context, m: &SuomiMatch) {
    let Some(outcome) = m.game.outcome() else {
        return;
    };
    let text = match winning_side(&m.game, &outcome) {
        Some(side) => tr!("suomi-win", side = side_name(side)),
        None => tr!("suomi-draw"),
    };
    let men = |side: Side| -> u32 {
        m.game
            .tiles()
            .iter()
            .filter(|t| t.side == side)
            .map(|t| u32::from(t.strength))
            .sum()
    };
    let pos = ctx.viewport_rect().center() + egui::vec2(-360.0, -90.0);
    crate::games::side_panel::end_banner(
        ctx,
        "suomi-winner",
        pos,
        340.0,
        crate::games::side_panel::BANNER_EDGE,
        |ui| {
            ui.label(title_text(&text, 40.0));
            ui.label(
                egui::RichText::new(tr!(
                    "suomi-banner-men",
                    red = men_text(men(RED)),
                    white = men_text(men(WHITE))
                ))
                .size(16.0),
            );
            let [red_lost, white_lost] = m.game.men_lost();
            ui.label(
                egui::RichText::new(tr!(
                    "suomi-banner-lost",
                    red = men_text(red_lost),
                    white = men_text(white_lost)
                ))
                .size(14.0),
            );
        },
    );
}

/// The card of a starred place's verse: the Finnish verse, our translation and our reading.
fn verse_card_ui(
    mut contexts: EguiContexts,
    mut card: ResMut<VerseCard>,
    m: Res<SuomiMatch>,
) -> Result {
    let Some(shown) = card.shown.clone() else {
        return Ok(());
    };
    let verses = SuomiVerses::standard();
    let Some(verse) = verses.at(m.game.map(), shown.circle) else {
        card.shown = None;
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    // The card keeps clear of the place it speaks of: below it when the place is in the
    // north, above it when the place is in the south.
    let offset = if shown.world_y > 0.0 { 150.0 } else { -150.0 };
    let centre = ctx.viewport_rect().center() + egui::vec2(-170.0, offset);
    let mut close = false;
    egui::Area::new("suomi-verse".into())
        .pivot(egui::Align2::CENTER_CENTER)
        .fixed_pos(centre)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(248, 240, 218))
                .stroke(egui::Stroke::new(3.0, egui::Color32::from_rgb(150, 30, 24)))
                .corner_radius(6.0)
                .inner_margin(egui::Margin::symmetric(22, 14))
                .show(ui, |ui| {
                    ui.set_width(740.0);
                    ui.vertical_centered(|ui| {
                        ui.label(title_text(
                            &format!("★ {} ★", verse.place.to_uppercase()),
                            26.0,
                        ));
                        let harms = if verse.harms == SIDE_NAMES[0] {
                            tr!("suomi-harmful-red")
                        } else {
                            tr!("suomi-harmful-white")
                        };
                        ui.label(
                            egui::RichText::new(format!("{}. {harms}", verse.number))
                                .size(12.0)
                                .italics(),
                        );
                    });
                    ui.add_space(6.0);
                    // The printed Finnish verse, and beside it our translation (none in
                    // Finnish: the verse speaks it already).
                    let lang = crate::i18n::language();
                    let finnish = egui::RichText::new(&verse.finnish)
                        .size(14.0)
                        .italics()
                        .color(egui::Color32::from_rgb(60, 30, 20));
                    let translation = verse.translation(lang);
                    if translation.is_empty() {
                        ui.label(finnish);
                    } else {
                        ui.columns(2, |cols| {
                            cols[0].label(finnish);
                            cols[1].label(egui::RichText::new(translation).size(13.5));
                        });
                    }
                    ui.add_space(6.0);
                    ui.separator();
                    ui.label(
                        egui::RichText::new(tr!(
                            "suomi-verse-stopped",
                            side = if shown.side == RED { "red" } else { "white" },
                            reading = verse.reading(lang)
                        ))
                        .size(14.0)
                        .strong(),
                    );
                    let note = match verse.note(lang) {
                        n if n.is_empty() => tr!("suomi-verse-ours"),
                        n => format!("{} {n}", tr!("suomi-verse-ours")),
                    };
                    ui.label(egui::RichText::new(note).size(11.0).italics());
                    ui.vertical_centered(|ui| {
                        if ui
                            .button(egui::RichText::new(tr!("suomi-verse-continue")).size(15.0))
                            .clicked()
                        {
                            close = true;
                        }
                    });
                });
        });
    if close {
        card.shown = None;
    }
    Ok(())
}

/// A side's row of the panel: the turn's marker, the side and its men at the right, its
/// players under them.
pub(crate) fn seat_row(
    ui: &mut egui::Ui,
    to_move: bool,
    side: Side,
    [name, players, men]: [&str; 3],
) {
    side_panel::row_with_right(
        ui,
        |ui| {
            ui.label(egui::RichText::new(if to_move { "▶" } else { "  " }).size(16.0));
            ui.label(
                egui::RichText::new(name)
                    .size(17.0)
                    .strong()
                    .color(SIDE_COLORS[side.index()]),
            );
        },
        egui::RichText::new(men).size(16.0).strong(),
    );
    ui.label(egui::RichText::new(players).size(12.0));
}
