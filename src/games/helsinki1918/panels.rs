//! The Helsinki 1918 panels beside the side panel's orders: the move log that points at the
//! map, the battle box, the tracks and boxes in words, the card overlay and the end banner.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy_egui::egui;

use super::{
    Choice, HelsinkiMatch, hex_name,
    hud::{clock, color},
};
use crate::{
    app::{input::Intent, theme::title_text},
    i18n::{language, text as tr_key},
    rules::{
        Seat,
        helsinki1918::{
            Deck, RED, Side, WHITE, card_name, card_text, effect_words, seat_sides, side_the,
        },
    },
    tr,
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
pub(super) fn move_log(
    ui: &mut egui::Ui,
    m: &HelsinkiMatch,
    players: u8,
) -> Option<crate::rules::helsinki1918::Hex> {
    ui.separator();
    ui.label(egui::RichText::new(tr!("h-move-log")).strong());
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

/// The end: the victory level and the standing that decided it.
pub(super) fn banner(ctx: &egui::Context, m: &HelsinkiMatch) {
    let Some(victory) = m.game.victory() else {
        return;
    };
    let g = &m.game;
    let text = crate::rules::helsinki1918::victory_text(language(), victory, g.options().players);
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
    crate::games::side_panel::end_banner(
        ctx,
        "helsinki-victory",
        pos,
        420.0,
        crate::games::side_panel::BANNER_EDGE,
        |ui| {
            ui.label(title_text(&text, 28.0));
            ui.label(
                egui::RichText::new(tr!(
                    "h-banner-standing",
                    clock = clock(g, g.time_square()),
                    flags = flags,
                    all_flags = g.data().flags.len(),
                    hqs = hqs,
                    all_hqs = g.red_hqs().len()
                ))
                .size(15.0),
            );
        },
    );
}

/// The battle being fought: who attacks where, the dice, the modifiers and the column.
pub(super) fn battle_box(
    ui: &mut egui::Ui,
    m: &HelsinkiMatch,
    b: &crate::rules::helsinki1918::BattleSummary,
) {
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(250, 236, 220))
        .stroke(egui::Stroke::new(1.0, egui::Color32::from_rgb(150, 40, 30)))
        .inner_margin(6)
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(tr!(
                    "h-battle-box",
                    at = hex_name(&m.game, b.hex),
                    side = side_the(language(), b.attacker),
                    units = b.units.len(),
                    kind = tr_key(b.kind)
                ))
                .size(14.0),
            );
            if let Some((attack, defence)) = b.totals {
                let raised =
                    i16::from(defence) > i16::from(b.defence_die) + i16::from(b.defence_mod);
                ui.label(
                    egui::RichText::new(tr!(
                        "h-battle-dice",
                        attack_die = b.attack_die,
                        attack_mod = format!("{:+}", b.attack_mod),
                        attack = i32::from(attack),
                        defence_die = b.defence_die,
                        defence_mod = format!("{:+}", b.defence_mod),
                        defence = i32::from(defence),
                        raised = if raised { "yes" } else { "no" }
                    ))
                    .size(14.0)
                    .strong(),
                );
                // The battle effect table's row for the difference, the column in force lit.
                let diff = (attack - defence).unsigned_abs().clamp(1, 5);
                if attack != defence
                    && let Some(row) = m
                        .game
                        .data()
                        .tables
                        .battle_effects
                        .get(usize::from(diff) - 1)
                {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(egui::RichText::new(tr!("h-difference", diff = diff)).size(13.0));
                        for (k, (name, effects)) in [
                            (tr!("h-column-harsh"), &row.harsh),
                            (tr!("h-column-centre"), &row.normal),
                            (tr!("h-column-mild"), &row.mild),
                        ]
                        .into_iter()
                        .enumerate()
                        {
                            let words: Vec<String> = effects
                                .iter()
                                .map(|e| effect_words(language(), *e))
                                .collect();
                            let text =
                                egui::RichText::new(format!("{name}: {}", words.join(" + ")))
                                    .size(13.0);
                            let text = if k as i8 == b.column {
                                text.strong()
                                    .background_color(egui::Color32::from_rgb(255, 214, 120))
                            } else {
                                text.weak()
                            };
                            ui.label(text);
                        }
                    });
                }
            }
            let column = match b.column {
                0 => tr!("h-column-harsh"),
                1 => tr!("h-column-centre"),
                _ => tr!("h-column-mild"),
            };
            let loser = b.loser.map_or("—".to_string(), super::side_name);
            ui.label(
                egui::RichText::new(tr!(
                    "h-battle-now",
                    stage = tr_key(b.stage),
                    column = column,
                    loser = loser
                ))
                .size(13.0),
            );
        });
}

/// The tracks and boxes round the map, in words.
pub(super) fn tracks(ui: &mut egui::Ui, m: &HelsinkiMatch) {
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
        tr!(
            "h-tracks-morale",
            square = g.morale_square() + 1,
            value = i32::from(g.morale_value()),
            casualties = g.red_casualties()
        ),
        if landed {
            tr!("h-tracks-meurer-landed")
        } else {
            tr!(
                "h-tracks-meurer",
                square = meurer,
                waiting = in_box(
                    crate::rules::helsinki1918::GERMAN,
                    crate::rules::helsinki1918::Place::Meurer
                )
            )
        },
        tr!(
            "h-tracks-division-tikkurila",
            division = division,
            tikkurila = tikkurila
        ),
        tr!("h-tracks-white-activity", square = g.white_activity() + 1),
        tr!(
            "h-tracks-reserve-columns",
            columns = g
                .reserve_columns()
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" · ")
        ),
        tr!(
            "h-tracks-reserves",
            red = in_box(RED, crate::rules::helsinki1918::Place::Reserve),
            white = in_box(WHITE, crate::rules::helsinki1918::Place::Reserve),
            arrested = g.arrested_squads()
        ),
        tr!(
            "h-tracks-flags",
            flags = g
                .data()
                .flags
                .iter()
                .filter(|(_, f)| {
                    g.units().iter().any(|u| {
                        u.side == RED && u.place == crate::rules::helsinki1918::Place::Map(*f)
                    })
                })
                .count(),
            all = g.data().flags.len()
        ),
    ];
    for l in lines {
        ui.label(egui::RichText::new(l).size(13.0));
    }
    ui.label(
        egui::RichText::new(tr!(
            "h-tracks-victory",
            squares = g.time_limit().saturating_sub(g.time_square() + 1)
        ))
        .size(12.5)
        .italics(),
    );
}

/// How far a card slides in from, in points, and the pause between cards arriving together.
const CARD_SLIDE: f32 = 90.0;
const CARD_STAGGER: f64 = 0.18;

/// The width the hand's cards are laid out in.
pub(crate) const HAND_WIDTH: f32 = 262.0;

/// A card's line under its text: when it may be played, and Play when it can be now (under
/// it where the line is full); true when Play is clicked.
pub(crate) fn card_when_row(ui: &mut egui::Ui, when: &str, play: Option<&str>) -> bool {
    let mut clicked = false;
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(when).size(11.5).italics());
        if let Some(play) = play {
            clicked = ui.button(egui::RichText::new(play).strong()).clicked();
        }
    });
    clicked
}

/// How far a card that came into the hand `since` seconds ago has arrived: 0 (not yet) to 1
/// (in place), easing out over a third of a second.
fn card_arrival(since: f64) -> f32 {
    let t = (since / 0.35).clamp(0.0, 1.0) as f32;
    1.0 - (1.0 - t).powi(3)
}

/// The cards of the seat at the table, with their texts (and the Reds' secret events).
pub(super) fn hand(
    ui: &mut egui::Ui,
    m: &mut HelsinkiMatch,
    seat: Seat,
    intents: &mut MessageWriter<Intent>,
) {
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
    let title = tr!(
        "h-hand-title",
        cards = cards.len(),
        playable = if any_playable { "yes" } else { "no" }
    );
    // Each card slides in from the left and fades in when it comes into the hand (several
    // at once one after another): when it was first seen, kept in egui's memory per seat.
    let now = ui.ctx().input(|i| i.time);
    let seen_id = egui::Id::new(("helsinki-hand-seen", seat.index()));
    let mut seen: HashMap<u16, f64> = ui.ctx().data(|d| d.get_temp(seen_id)).unwrap_or_default();
    seen.retain(|c, _| cards.iter().any(|(k, _)| k == c));
    let mut arriving = 0.0;
    for (c, _) in &cards {
        seen.entry(*c).or_insert_with(|| {
            arriving += 1.0;
            now + CARD_STAGGER * (arriving - 1.0)
        });
    }
    ui.ctx().data_mut(|d| d.insert_temp(seen_id, seen.clone()));
    let mut picked = None;
    ui.set_max_width(HAND_WIDTH);
    ui.label(egui::RichText::new(title).strong());
    egui::ScrollArea::vertical()
        .id_salt("helsinki-hand")
        .max_height(210.0)
        .show(ui, |ui| {
            for (c, secret) in cards {
                let since = now - seen.get(&c).copied().unwrap_or(now);
                let arrived = card_arrival(since);
                if arrived < 1.0 {
                    ui.ctx().request_repaint();
                }
                let shift = egui::emath::TSTransform::from_translation(egui::vec2(
                    (1.0 - arrived) * -CARD_SLIDE,
                    0.0,
                ));
                ui.with_visual_transform(shift, |ui| {
                    ui.multiply_opacity(arrived);
                    let data = m.game.data();
                    let card = data.card(usize::from(c));
                    let deck = data.deck_of(usize::from(c));
                    let tag = match (secret, deck) {
                        (true, _) => "event",
                        (_, Deck::WhiteActivity) => "activity",
                        _ => "support",
                    };
                    ui.label(
                        egui::RichText::new(tr!(
                            "h-card-heading",
                            name = card_name(language(), data, usize::from(c)),
                            deck = tag
                        ))
                        .size(14.0)
                        .strong(),
                    );
                    ui.label(
                        egui::RichText::new(card_text(language(), data, usize::from(c))).size(12.5),
                    );
                    let when = match card.when {
                        crate::rules::helsinki1918::Timing::OwnInitiative => {
                            tr!("h-card-when-initiative")
                        }
                        crate::rules::helsinki1918::Timing::BeforeDice => {
                            tr!("h-card-when-before")
                        }
                        crate::rules::helsinki1918::Timing::AfterDice => {
                            tr!("h-card-when-after")
                        }
                    };
                    let play = playable(c).map(|i| (i, tr!("h-play-it")));
                    if card_when_row(ui, &when, play.as_ref().map(|(_, p)| p.as_str())) {
                        picked = play.map(|(i, _)| i);
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
    use super::{card_arrival, hex_in_text};

    #[test]
    fn a_new_card_arrives_eased_and_then_stays() {
        assert_eq!(
            card_arrival(-0.2),
            0.0,
            "a card waiting for its turn is not shown"
        );
        assert_eq!(card_arrival(0.0), 0.0);
        let mid = card_arrival(0.1);
        assert!(mid > 0.2 && mid < 1.0, "half-way in: {mid}");
        assert!(card_arrival(0.2) > mid);
        assert_eq!(card_arrival(0.35), 1.0);
        assert_eq!(card_arrival(100.0), 1.0);
    }

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
