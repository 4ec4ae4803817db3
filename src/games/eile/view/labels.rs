//! The die's label and the turn indicator.

use super::*;

pub(super) type TurnLabelQuery<'w, 's> = Query<
    'w,
    's,
    (&'static mut Text2d, &'static mut TextColor),
    (With<TurnLabel>, Without<DieLabel>),
>;

pub(super) fn update_labels(
    m: Res<EileMatch>,
    face: Res<DieFace>,
    busy: Res<Busy<Eile>>,
    mut die_label: Query<&mut Text2d, (With<DieLabel>, Without<TurnLabel>)>,
    mut turn_label: TurnLabelQuery,
) {
    if let Ok(mut text) = die_label.single_mut() {
        let wanted = match face.0 {
            Some(6) if !busy.0 => "6 = 12".to_string(),
            Some(f) if !busy.0 => f.to_string(),
            _ => String::new(),
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
    if let Ok((mut text, mut color)) = turn_label.single_mut() {
        let game = &m.game;
        let wanted = if game.to_move() == ToMove::Over {
            crate::tr!("eile-die-over")
        } else {
            let who = crate::games::eile::log::colour(game, game.current());
            match (game.to_move(), m.acting_kind()) {
                (ToMove::Chance, SeatKind::Human) => crate::tr!("eile-die-roll", colour = who),
                (ToMove::Chance, _) => crate::tr!("eile-die-rolling", colour = who),
                (_, SeatKind::Human) => crate::tr!("eile-die-move", colour = who),
                _ => crate::tr!("eile-die-thinking", colour = who),
            }
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
        color.0 = ARM_COLORS[game.arm_of(game.current())].mix(&palette::PAPER, 0.25);
    }
}
