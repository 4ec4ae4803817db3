//! The side panel of the 1918 game: both sides' tiles and men, whose turn, the die, the
//! selected tile's moves and shots, buttons, the log, replay controls, the verse card and
//! the end of the game.

use crate::rules::suomi1918::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Choice, SuomiMatch, VerseCard, circle_label, side_word, winning_side};
use crate::games::side_panel;
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
        suomi1918::{Phase, SIDE_NAMES, Suomi1918, SuomiAction, SuomiEvent, SuomiVerses},
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
        SuomiAction::Move { to, .. } => format!("march to {}", circle_label(&m.game, *to)),
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
                "from where it stands".to_string()
            } else {
                format!("from {}", circle_label(&m.game, *from))
            };
            format!(
                "fire at {} {target} at {at} {place}: −{loss} 000",
                side_word(enemy)
            )
        }
        SuomiAction::Roll(f) => format!("roll {f}"),
    };
    match consequence(m, action, &preview) {
        Some(c) => format!("{base} — {c}"),
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
                parts.push("this tile is lost".to_string());
            }
            SuomiEvent::Removed { side: s, tile } => {
                swept.push(format!("{} {tile}", side_word(*s)));
            }
            SuomiEvent::StrengthChanged {
                side: s,
                tile,
                strength: 6,
            } if *s == side => filled.push(*tile),
            SuomiEvent::RollAgain { .. } => parts.push("roll again".to_string()),
            _ => {}
        }
    }
    if !swept.is_empty() {
        parts.push(format!("sweeps {}", swept.join(" and ")));
    }
    match filled.as_slice() {
        [] => {}
        [only] if *only == mover => parts.push("refilled to 6".to_string()),
        many => parts.push(format!(
            "refills {} to 6",
            many.iter()
                .map(|t| format!("{} {t}", side_word(side)))
                .collect::<Vec<_>>()
                .join(" and ")
        )),
    }
    if parts.is_empty() {
        parts.push("the verse is read".to_string());
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
            let players: Vec<&str> = m
                .seats
                .iter()
                .enumerate()
                .filter(|(s, _)| m.game.seat_side(*s) == side)
                .map(|(_, k)| k.label())
                .collect();
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(if to_move { "▶" } else { "  " }).size(16.0));
                ui.label(
                    egui::RichText::new(side.name())
                        .size(17.0)
                        .strong()
                        .color(SIDE_COLORS[side.index()]),
                );
                ui.label(egui::RichText::new(players.join(", ")).size(12.0));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(men_text(men)).size(16.0).strong());
                });
            });
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
            egui::RichText::new(format!(
                "Turn {} of {} (then fewer men lost wins: Reds {}, Whites {}) · tile k:strength, ● artillery",
                red_turns.max(white_turns),
                m.game.options().turn_limit,
                men_text(m.game.men_lost()[0]),
                men_text(m.game.men_lost()[1]),
            ))
            .size(12.0)
            .italics(),
        );
        ui.separator();
        let side = m.game.side_to_move();
        let who = side.name();
        let turn = match (m.game.phase(), m.acting_kind()) {
            (Phase::Over, _) => "Game over".to_string(),
            (Phase::Setup(k), SeatKind::Human) => format!(
                "Setup: {} roll for tile {}",
                SIDE_NAMES[usize::from(k % 2)],
                k / 2 + 1
            ),
            (Phase::Setup(k), _) => format!("Setup: {} (AI) roll", SIDE_NAMES[usize::from(k % 2)]),
            (Phase::AwaitRoll, SeatKind::Human) => format!("{who}: roll the die"),
            (Phase::AwaitRoll | Phase::AwaitMove { .. }, SeatKind::Remote) => {
                format!("{who} (online) to move")
            }
            (Phase::AwaitRoll, _) | (Phase::AwaitMove { .. }, SeatKind::Ai(_)) => {
                format!("{who} (AI) is thinking")
            }
            (Phase::AwaitMove { face }, SeatKind::Human) => {
                format!("{who}: move {face} or fire")
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
                ui.label(egui::RichText::new(format!("{} {number}:", side_word(side))).strong());
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
                ui.label(egui::RichText::new("Pick a lit tile.").size(14.0));
            }
            ui.horizontal(|ui| {
                side_panel::undo_rules_menu(ui, m.undo_allowed(), &mut intents, &mut next_overlay)
            });
            side_panel::device_hint(
                ui,
                *device,
                [
                    "Click the die to roll. Click a lit tile, then a lit circle (march) or a red-ringed enemy (fire).",
                    "Space: roll / pick / go · ←→: choose · Backspace: other tile · U: undo · Esc: menu",
                    "A: roll / pick / go · D-pad: choose · left stick: cursor · B: other tile · X: undo · Start: menu",
                ],
            );
        }
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
        .map(|v| v.reading.clone());
    let tile = m.game.tiles().iter().find(|t| t.circle == circle).map(|t| {
        let men = if t.strength == 0 {
            "strength not rolled yet".to_string()
        } else {
            format!("{} men", men_text(u32::from(t.strength)))
        };
        format!(
            "{} {} ({}): {men}",
            side_word(t.side),
            t.number,
            if t.artillery { "artillery" } else { "infantry" },
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
fn men_text(thousands: u32) -> String {
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
        Some(side) => format!("{} win!", side.name()),
        None => "A draw".to_string(),
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
                egui::RichText::new(format!(
                    "Punaiset {} men · Valkoiset {} men",
                    men_text(men(crate::rules::suomi1918::RED)),
                    men_text(men(crate::rules::suomi1918::WHITE))
                ))
                .size(16.0),
            );
            let [red_lost, white_lost] = m.game.men_lost();
            ui.label(
                egui::RichText::new(format!(
                    "men lost: Reds {} · Whites {}",
                    men_text(red_lost),
                    men_text(white_lost)
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
                            "Punaisten joukoille vahingollisia · harmful to the Reds"
                        } else {
                            "Valkoisten joukoille vahingollisia · harmful to the Whites"
                        };
                        ui.label(
                            egui::RichText::new(format!("{}. {harms}", verse.number))
                                .size(12.0)
                                .italics(),
                        );
                    });
                    ui.add_space(6.0);
                    ui.columns(2, |cols| {
                        cols[0].label(
                            egui::RichText::new(&verse.finnish)
                                .size(14.0)
                                .italics()
                                .color(egui::Color32::from_rgb(60, 30, 20)),
                        );
                        cols[1].label(egui::RichText::new(&verse.english).size(13.5));
                    });
                    ui.add_space(6.0);
                    ui.separator();
                    ui.label(
                        egui::RichText::new(format!(
                            "A {} tile stopped here. {}",
                            side_word(shown.side),
                            verse.reading
                        ))
                        .size(14.0)
                        .strong(),
                    );
                    let note = if verse.note.is_empty() {
                        "How the verse works is our reading [ours].".to_string()
                    } else {
                        format!("How the verse works is our reading [ours]. {}", verse.note)
                    };
                    ui.label(egui::RichText::new(note).size(11.0).italics());
                    ui.vertical_centered(|ui| {
                        if ui
                            .button(egui::RichText::new("Continue (click · Space · A)").size(15.0))
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
