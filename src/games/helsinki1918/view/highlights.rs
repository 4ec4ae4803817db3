//! The lit things of the map: what the human can pick, the picked hex and its targets, the
//! focused choice, the hex under the pointer or named by the log line pointed at, the battle
//! being fought, and on demand every unit's command status and the reach of the side to act.

use super::*;

const LIT: Color = Color::srgb(1.0, 0.84, 0.20);
const ATTACK: Color = Color::srgb(0.90, 0.16, 0.10);
const PICKED: Color = Color::srgb(0.15, 0.55, 0.95);

/// Lights what the human can pick: the hexes and HQs that can take an order, the picked
/// hex, the targets of its orders, the focused choice, the hex under the pointer and the
/// battle being fought.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub(super) fn highlights(
    m: Res<HelsinkiMatch>,
    pointer: Res<BoardPointer>,
    device: Res<LastDevice>,
    busy: Res<Busy<Helsinki1918>>,
    show: Res<ShowCommand>,
    log_hover: Res<super::super::panels::LogHover>,
    mut reach: Local<Option<(usize, Vec<(Vec2, Color)>, Vec<Vec2>)>>,
    mut hl: Highlights,
) {
    let game = &m.game;
    if let Some(h) = log_hover.0
        && (game.data().terrain.contains_key(&h) || TIKKURILA.contains(&h))
    {
        hl.circle_2d(hex_center(h), HEX_SIZE * 1.1, PICKED);
        hl.circle_2d(hex_center(h), HEX_SIZE * 1.25, PICKED.with_alpha(0.5));
    }
    if show.0 {
        // Worked out once per position: the badges and the reach.
        let at = m.record.actions.len();
        if reach.as_ref().is_none_or(|r| r.0 != at) {
            use crate::rules::helsinki1918::{Command, Place};
            let places = pieces::places(game, None);
            let badges = game
                .units()
                .iter()
                .enumerate()
                .filter(|(_, u)| matches!(u.place, Place::Map(_)))
                .map(|(i, _)| {
                    let color = match game.status(i as u16) {
                        Command::Direct => Color::srgb(0.1, 0.7, 0.2),
                        Command::In => Color::srgb(0.95, 0.75, 0.1),
                        Command::Out => Color::srgb(0.9, 0.1, 0.1),
                    };
                    (places[i].1.to, color)
                })
                .collect();
            let side = game.deciding().unwrap_or_else(|| game.active_side());
            let mut hexes: Vec<Vec2> = game
                .command_hexes(side)
                .into_iter()
                .map(hex_center)
                .collect();
            hexes.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
            *reach = Some((at, badges, hexes));
        }
        if let Some((_, badges, hexes)) = reach.as_ref() {
            for h in hexes {
                hl.circle_2d(*h, HEX_SIZE * 0.2, PICKED.with_alpha(0.45));
            }
            for (p, c) in badges {
                hl.circle_2d(*p, HEX_SIZE * 0.2, *c);
            }
        }
    }
    if let Some(b) = game.battle_summary() {
        hl.circle_2d(hex_center(b.hex), HEX_SIZE * 0.95, ATTACK);
    }
    if busy.0 || m.replay.is_some() {
        return;
    }
    if *device == LastDevice::Mouse
        && let Some(h) = pointer.world.and_then(|w| hex_at(game, w))
    {
        hl.circle_2d(hex_center(h), HEX_SIZE * 0.55, palette::INK.with_alpha(0.5));
    }
    let choices = m.choices();
    let legal = m.legal();
    let focused = choices
        .get(m.focus.min(choices.len().saturating_sub(1)))
        .copied();
    if let Some(h) = m.choosing.selected {
        hl.circle_2d(hex_center(h), HEX_SIZE * 0.9, PICKED);
    }
    if let Some(k) = m.choosing.hq
        && let Some(Some(v)) = game.german_hqs().get(usize::from(k))
    {
        hl.circle_2d(vertex_center(*v), HEX_SIZE * 0.4, PICKED);
    }
    for c in &choices {
        let strong = Some(*c) == focused;
        let color = |base: Color| if strong { base } else { base.with_alpha(0.8) };
        match c {
            Choice::Hex(h) => hl.circle_2d(
                hex_center(*h),
                HEX_SIZE * if strong { 0.85 } else { 0.75 },
                color(LIT),
            ),
            Choice::Hq(k) => {
                if let Some(Some(v)) = game.german_hqs().get(usize::from(*k)) {
                    hl.circle_2d(vertex_center(*v), HEX_SIZE * 0.35, color(LIT));
                }
            }
            Choice::Toggle(_) => {}
            Choice::Act(i) => {
                let a = &legal[*i];
                if let Some(t) = target_hex(a) {
                    let enemy = origin(game, a).is_some()
                        && game.units().iter().any(|u| {
                            u.place == crate::rules::helsinki1918::Place::Map(t)
                                && crate::rules::helsinki1918::opposed(u.side, game.active_side())
                        });
                    // A double ring: a target reads at the whole map's zoom too.
                    let ring = color(if enemy { ATTACK } else { LIT });
                    hl.circle_2d(
                        hex_center(t),
                        HEX_SIZE * if strong { 0.8 } else { 0.7 },
                        ring,
                    );
                    hl.circle_2d(hex_center(t), HEX_SIZE * 0.5, ring);
                    if strong
                        && let crate::rules::helsinki1918::HAction::Move { via, to, .. } = a
                        && via != to
                    {
                        hl.line_2d(hex_center(*via), hex_center(*to), LIT);
                        if let Some(from) = origin(game, a)
                            && from != *via
                        {
                            hl.line_2d(hex_center(from), hex_center(*via), LIT.with_alpha(0.6));
                        }
                    }
                } else if let Some(v) = target_vertex(a) {
                    hl.circle_2d(vertex_center(v), HEX_SIZE * 0.3, color(LIT));
                }
            }
        }
    }
}
