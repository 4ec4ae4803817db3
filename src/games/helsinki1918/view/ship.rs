//! Abteilung Meurer's ships: a steamer lies at anchor off the arrival hex until the
//! detachment lands, then sails in carrying its sticks (they ride on board to the landing
//! point and walk ashore from there) and steams away.

use bevy::prelude::*;

use super::{HEX_SIZE, HelsinkiMatch, MapEntity, hex_center};
use crate::{
    app::{
        Screen,
        paint::{MaterialCache, Painter},
        settings::Settings,
        theme::palette,
    },
    games::table::Jumped,
    rules::helsinki1918::Helsinki1918,
};

/// The ship's pace against the sticks' (a steamer coming alongside, not a counter sliding).
pub const SHIP_PACE: f32 = 0.3;

/// Where the ship waits at sea: out in the water south-east of the arrival hex.
pub fn anchorage(game: &Helsinki1918) -> Vec2 {
    hex_center(game.data().meurer_arrival) + Vec2::new(3.6, -6.2) * HEX_SIZE
}

/// Where the ship puts the detachment ashore: at the quay south of the arrival hex.
pub fn landing(game: &Helsinki1918) -> Vec2 {
    hex_center(game.data().meurer_arrival) + Vec2::new(0.6, -3.0) * HEX_SIZE
}

/// Where the ship steams off to after the landing, before it is lost from view.
fn offing(game: &Helsinki1918) -> Vec2 {
    anchorage(game) + Vec2::new(3.0, -1.4) * HEX_SIZE
}

/// The ship's voyage.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Voyage {
    /// At anchor, waiting for the landing.
    #[default]
    Waiting,
    /// Sailing in to the landing point.
    In,
    /// Steaming away.
    Out,
    /// Gone from the map.
    Gone,
}

/// The ship's hull, funnel, bridge, mast and ensign, as children of one entity at the
/// anchorage (hidden once the detachment has landed).
pub(super) fn spawn_ship(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    m: Res<HelsinkiMatch>,
) {
    let hull = Color::srgb(0.22, 0.22, 0.25);
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        cache: &mut cache,
        edges: crate::app::paint::Edges::Feathered,
    };
    let l = HEX_SIZE * 1.25;
    let parts = vec![
        // The wake behind her and the hull (the bow to the left, towards the harbour).
        p.line(
            Vec2::new(l * 0.95, -1.5),
            Vec2::new(l * 1.9, -5.0),
            1.4,
            palette::PAPER.with_alpha(0.8),
            -0.3,
        ),
        p.line(
            Vec2::new(l * 0.95, 1.5),
            Vec2::new(l * 1.9, 4.0),
            1.4,
            palette::PAPER.with_alpha(0.8),
            -0.3,
        ),
        p.rect(Vec2::ZERO, Vec2::new(l * 1.6, 7.0), hull, 0.0),
        p.triangle(
            Vec2::new(-l * 0.8, 3.5),
            Vec2::new(-l * 0.8, -3.5),
            Vec2::new(-l * 1.12, 3.5),
            hull,
            0.0,
        ),
        p.triangle(
            Vec2::new(l * 0.8, 3.5),
            Vec2::new(l * 0.8, -3.5),
            Vec2::new(l * 0.95, 3.5),
            hull,
            0.0,
        ),
        // The white superstructure, the funnel with its band, the mast and the ensign.
        p.rect(
            Vec2::new(l * 0.1, 6.0),
            Vec2::new(l * 0.7, 5.0),
            palette::PAPER,
            0.1,
        ),
        p.rect(Vec2::new(l * 0.15, 11.0), Vec2::new(4.0, 8.0), hull, 0.2),
        p.rect(
            Vec2::new(l * 0.15, 13.0),
            Vec2::new(4.0, 1.6),
            palette::PAPER,
            0.3,
        ),
        p.line(
            Vec2::new(-l * 0.5, 3.5),
            Vec2::new(-l * 0.5, 17.0),
            1.0,
            hull,
            0.2,
        ),
        p.rect(
            Vec2::new(l * 0.86, 7.5),
            Vec2::new(6.0, 4.0),
            palette::PAPER,
            0.3,
        ),
        p.line(
            Vec2::new(l * 0.86 - 3.0, 7.5),
            Vec2::new(l * 0.86 + 3.0, 7.5),
            0.9,
            palette::INK,
            0.4,
        ),
        p.line(
            Vec2::new(l * 0.86, 5.5),
            Vec2::new(l * 0.86, 9.5),
            0.9,
            palette::INK,
            0.4,
        ),
    ];
    let at = anchorage(&m.game);
    let landed = m.game.meurer_arrival().1;
    commands
        .spawn((
            if landed {
                Voyage::Gone
            } else {
                Voyage::Waiting
            },
            Transform::from_xyz(at.x, at.y, 4.0),
            if landed {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            },
            MapEntity,
            DespawnOnExit(Screen::Playing),
        ))
        .add_children(&parts);
}

/// The ship sails in when the detachment lands (at the sticks' pace, so they ride on board)
/// and steams off; undo, replay jumps and resumes put her where the game says.
pub(super) fn sail_ship(
    m: Res<HelsinkiMatch>,
    mut jumped: MessageReader<Jumped<Helsinki1918>>,
    mut ship: Query<(&mut Voyage, &mut Transform, &mut Visibility)>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
) {
    let landed = m.game.meurer_arrival().1;
    let jump = jumped.read().count() > 0;
    let factor = settings.map_or(1.0, |s| s.animation.factor());
    let step = if factor <= 0.0 {
        f32::MAX
    } else {
        super::pieces::SLIDE_SPEED * SHIP_PACE / factor * time.delta_secs()
    };
    for (mut voyage, mut t, mut vis) in &mut ship {
        if jump {
            *voyage = if landed {
                Voyage::Gone
            } else {
                Voyage::Waiting
            };
            let at = anchorage(&m.game);
            t.translation.x = at.x;
            t.translation.y = at.y;
        } else if landed && *voyage == Voyage::Waiting {
            *voyage = Voyage::In;
        }
        let to = match *voyage {
            Voyage::Waiting | Voyage::Gone => None,
            Voyage::In => Some(landing(&m.game)),
            Voyage::Out => Some(offing(&m.game)),
        };
        if let Some(to) = to {
            let d = to - t.translation.truncate();
            if d.length() <= step {
                t.translation.x = to.x;
                t.translation.y = to.y;
                *voyage = match *voyage {
                    Voyage::In => Voyage::Out,
                    _ => Voyage::Gone,
                };
            } else {
                let go = d.normalize() * step;
                t.translation.x += go.x;
                t.translation.y += go.y;
            }
        }
        vis.set_if_neq(if *voyage == Voyage::Gone {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        });
    }
}
