//! The lit things of the map: what the human can pick, the picked hex and its targets, the
//! focused choice, the hex under the pointer or named by the log line pointed at, the battle
//! being fought, and on demand every unit's command status and the reach of the side to act.

use super::*;
use crate::rules::helsinki1918::Command;

/// Lights what the human can pick: the hexes and HQs that can take an order, the picked
/// hex, the targets of its orders, the focused choice, the hex under the pointer and the
/// battle being fought, in the settings' palette.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub(super) fn highlights(
    settings: Res<Settings>,
    m: Res<HelsinkiMatch>,
    pointer: Res<BoardPointer>,
    device: Res<LastDevice>,
    busy: Res<Busy<Helsinki1918>>,
    show: Res<ShowCommand>,
    log_hover: Res<super::super::panels::LogHover>,
    mut reach: Local<Option<(usize, Vec<(Vec2, Command)>, Vec<Vec2>)>>,
    mut hl: Highlights,
) {
    let pal = settings.palette().helsinki1918();
    let (lit, attack, picked) = (color(pal.lit), color(pal.attack), color(pal.picked));
    let game = &m.game;
    if let Some(h) = log_hover.0
        && (game.data().terrain.contains_key(&h) || TIKKURILA.contains(&h))
    {
        hl.circle_2d(hex_center(h), HEX_SIZE * 1.1, picked);
        hl.circle_2d(hex_center(h), HEX_SIZE * 1.25, picked.with_alpha(0.5));
    }
    if show.0 {
        // Worked out once per position: the badges and the reach.
        let at = m.record.actions.len();
        if reach.as_ref().is_none_or(|r| r.0 != at) {
            use crate::rules::helsinki1918::Place;
            let places = pieces::places(game, None);
            let badges = game
                .units()
                .iter()
                .enumerate()
                .filter(|(_, u)| matches!(u.place, Place::Map(_)))
                .map(|(i, _)| (places[i].1.to, game.status(i as u16)))
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
                hl.circle_2d(*h, HEX_SIZE * 0.2, picked.with_alpha(colours::REACH_ALPHA));
            }
            for (p, status) in badges {
                let c = match status {
                    Command::Direct => pal.direct,
                    Command::In => pal.in_command,
                    Command::Out => pal.out_of_command,
                };
                hl.circle_2d(*p, HEX_SIZE * 0.2, color(c));
            }
        }
    }
    if let Some(b) = game.battle_summary() {
        hl.circle_2d(hex_center(b.hex), HEX_SIZE * 0.95, attack);
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
        hl.circle_2d(hex_center(h), HEX_SIZE * 0.9, picked);
    }
    if let Some(k) = m.choosing.hq
        && let Some(Some(v)) = game.german_hqs().get(usize::from(k))
    {
        hl.circle_2d(vertex_center(*v), HEX_SIZE * 0.4, picked);
    }
    for c in &choices {
        let strong = Some(*c) == focused;
        let fade = |base: Color| if strong { base } else { base.with_alpha(0.8) };
        match c {
            Choice::Hex(h) => hl.circle_2d(
                hex_center(*h),
                HEX_SIZE * if strong { 0.85 } else { 0.75 },
                fade(lit),
            ),
            Choice::Hq(k) => {
                if let Some(Some(v)) = game.german_hqs().get(usize::from(*k)) {
                    hl.circle_2d(vertex_center(*v), HEX_SIZE * 0.35, fade(lit));
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
                    let ring = fade(if enemy { attack } else { lit });
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
                        hl.line_2d(hex_center(*via), hex_center(*to), lit);
                        if let Some(from) = origin(game, a)
                            && from != *via
                        {
                            hl.line_2d(hex_center(from), hex_center(*via), lit.with_alpha(0.6));
                        }
                    }
                } else if let Some(v) = target_vertex(a) {
                    hl.circle_2d(vertex_center(v), HEX_SIZE * 0.3, fade(lit));
                }
            }
        }
    }
}
