//! The highlights: the stones that may move and where they would land.

use super::*;

/// Rings round the stones that can move, the focused choice, its landing field and its
/// captures, in the settings' palette.
pub(super) fn draw_highlights(
    mut gizmos: crate::app::paint::Highlights,
    settings: Res<Settings>,
    m: Res<EileMatch>,
    busy: Res<Busy<Eile>>,
    time: Res<Time>,
) {
    let pal = settings.palette().eile();
    let (movable, capture) = (
        crate::games::colour::color(pal.movable),
        crate::games::colour::color(pal.capture),
    );
    if busy.0 || m.replay.is_some() {
        return;
    }
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    let game = &m.game;
    let current = game.current();
    if game.to_move() != ToMove::Over {
        // The current player's star glows.
        let star = layout::star_pos(game, game.arm_of(current));
        gizmos.circle_2d(
            star,
            CELL * 2.75 + pulse * 3.0,
            ARM_COLORS[game.arm_of(current)],
        );
    }
    if m.acting_kind() != SeatKind::Human {
        return;
    }
    if game.to_move() == ToMove::Chance {
        gizmos.rect_2d(
            DIE_CENTER,
            Vec2::splat(DIE_SIZE + 12.0 + pulse * 6.0),
            movable,
        );
        return;
    }
    let choices = m.seat_actions();
    for (i, action) in choices.iter().enumerate() {
        let Some(plan) = game.plan(action) else {
            continue;
        };
        let from = stone_world(game, current, usize::from(plan.stone));
        let focused = i == m.focus.min(choices.len() - 1);
        let color = if focused {
            movable
        } else {
            movable.with_alpha(0.55)
        };
        gizmos.circle_2d(from, STONE_RADIUS + 4.0 + pulse * 2.0, color);
        if focused {
            gizmos.circle_2d(from, STONE_RADIUS + 8.0, color);
            let to = layout::pos_world(game, current, usize::from(plan.stone), plan.to);
            gizmos.circle_2d(to, CELL * 0.5, movable);
            gizmos.circle_2d(to, CELL * 0.56, movable);
            let points =
                layout::hop_points(game, current, usize::from(plan.stone), plan.from, plan.to);
            let mut prev = from;
            for p in points {
                gizmos.line_2d(prev, p, movable.with_alpha(0.7));
                prev = p;
            }
            for (seat, stone) in &plan.captures {
                let at = stone_world(game, *seat, usize::from(*stone));
                let d = STONE_RADIUS * 0.9;
                gizmos.line_2d(at + Vec2::new(-d, -d), at + Vec2::new(d, d), capture);
                gizmos.line_2d(at + Vec2::new(-d, d), at + Vec2::new(d, -d), capture);
                gizmos.circle_2d(at, STONE_RADIUS + 5.0, capture);
            }
        }
    }
}
