//! The highlights: the tiles that may act, their moves and shots, and the pointer's choice.

use super::*;

/// Rings on the tiles that can act, the selected tile, the circles it can reach, the
/// enemies it can shoot, and the path of the focused choice, in the settings' palette.
pub(super) fn highlights(
    mut marks: crate::app::paint::Highlights,
    settings: Res<Settings>,
    m: Res<SuomiMatch>,
    busy: Res<Busy<Suomi1918>>,
    time: Res<Time>,
) {
    let pal = settings.palette().suomi1918();
    let (movable, shot_at) = (color(pal.movable), color(pal.shot));
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    if busy.0 || m.replay.is_some() || m.game.to_move() == ToMove::Over {
        return;
    }
    if m.acting_kind() != SeatKind::Human {
        return;
    }
    if m.game.to_move() == ToMove::Chance {
        marks.circle_2d(DIE_CENTER, DIE_SIZE * 0.8 + pulse * 3.0, movable);
        return;
    }
    let choices = m.choices();
    let focus = m.focus.min(choices.len().saturating_sub(1));
    if let Some(number) = m.choosing.selected {
        if let Some(tile) = m.game.tile(m.game.side_to_move(), number) {
            let at = circle_pos(&m.game, tile.circle);
            marks.circle_2d(at, TILE_R + 4.0, movable);
            marks.circle_2d(at, TILE_R + 7.0, movable);
        }
        let actions = m.actions_of(number);
        for (i, action) in actions.iter().enumerate() {
            let Some(circle) = m.choice_circle(Choice::Act(i)) else {
                continue;
            };
            let at = circle_pos(&m.game, circle);
            let shot = matches!(action, SuomiAction::Shoot { .. });
            let color = if shot { shot_at } else { movable };
            if shot {
                marks.circle_2d(at, TILE_R + 3.0 + pulse * 3.0, color);
            } else {
                marks.circle_2d(at, 8.0 + pulse * 2.0, color);
            }
            if i == focus {
                marks.circle_2d(at, TILE_R + 8.0, color);
                // The path the tile would take.
                for e in m.preview(action) {
                    if let SuomiEvent::Moved { path, .. } | SuomiEvent::Shot { path, .. } = e {
                        for pair in path.windows(2) {
                            marks.line_2d(
                                circle_pos(&m.game, pair[0]),
                                circle_pos(&m.game, pair[1]),
                                color.with_alpha(0.8),
                            );
                        }
                        if shot {
                            let end = circle_pos(&m.game, *path.last().expect("a path"));
                            marks.line_2d(end, at, shot_at.with_alpha(0.5));
                        }
                    }
                }
            }
        }
    } else {
        for (i, choice) in choices.iter().enumerate() {
            let Some(circle) = m.choice_circle(*choice) else {
                continue;
            };
            let at = circle_pos(&m.game, circle);
            let alpha = if i == focus { 1.0 } else { 0.55 };
            marks.circle_2d(at, TILE_R + 3.0 + pulse * 2.0, movable.with_alpha(alpha));
            if i == focus {
                marks.circle_2d(at, TILE_R + 8.0, movable);
            }
        }
    }
}
