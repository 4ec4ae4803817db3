//! The tracks round the map, as the paper map prints them: the time track (day squares
//! light, night squares dark, the marker, destroyed Germans filling squares from the end),
//! the Red morale track with the casualties, the Abteilung Meurer arrival track, the
//! Division HQ, Tikkurila and White Activity tracks. They change after every action.

use bevy::prelude::*;

use super::{HelsinkiMatch, MapEntity};
use crate::{
    app::{
        Screen,
        paint::{MaterialCache, Painter, world_text, world_words},
        settings::Settings,
        theme::{Fonts, palette},
    },
    colours::helsinki1918::CASUALTY_ALPHA,
    games::{
        colour::color,
        table::{Applied, Jumped},
    },
    rules::helsinki1918::Helsinki1918,
};

/// The left edge of the tracks' column, left of the map.
const LEFT: f32 = -900.0;
/// Time squares per row, and a square's size.
const TIME_ROW: usize = 24;
const TIME_CELL: f32 = 13.0;
const TIME_TOP: f32 = 212.0;
const CELL: f32 = 19.0;
/// A square before `update_tracks` colours it.
const DAY: Color = color(crate::colours::helsinki1918::NORMAL.day);

/// A square of a track.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackSquare {
    Time(usize),
    Morale(usize),
    Meurer(usize),
    Division(usize),
    Tikkurila(usize),
    White(usize),
}

fn time_pos(i: usize) -> Vec2 {
    Vec2::new(
        LEFT + 8.0 + (i % TIME_ROW) as f32 * TIME_CELL,
        TIME_TOP - (i / TIME_ROW) as f32 * TIME_CELL,
    )
}

/// Rows of the small tracks below the time track: (label's message key, squares, y).
fn rows(game: &Helsinki1918) -> [(&'static str, usize, f32); 5] {
    let t = &game.data().tables;
    let base = TIME_TOP - game.time_squares().div_ceil(TIME_ROW) as f32 * TIME_CELL - 40.0;
    [
        ("h-map-track-morale", t.morale_levels.len(), base),
        ("h-map-track-meurer", t.meurer_track.len(), base - 44.0),
        (
            "h-map-track-division",
            usize::from(t.division_hq_max) + 1,
            base - 88.0,
        ),
        (
            "h-map-track-tikkurila",
            usize::from(t.tikkurila_max) + 1,
            base - 132.0,
        ),
        (
            "h-map-track-white",
            t.white_activity_points.len(),
            base - 176.0,
        ),
    ]
}

/// Where a destroyed unit flies to: the Reds' to the morale track, the others' to the end
/// of the time track.
pub fn grave(game: &Helsinki1918, red: bool) -> Vec2 {
    if red {
        let rows = rows(game);
        square_pos(&rows, 0, game.red_casualties().saturating_sub(1))
    } else {
        time_pos(game.time_squares().saturating_sub(1))
    }
}

fn square_pos(rows: &[(&str, usize, f32); 5], row: usize, i: usize) -> Vec2 {
    Vec2::new(LEFT + 10.0 + i as f32 * CELL, rows[row].2)
}

/// The squares and their labels, drawn once per match.
pub(super) fn spawn_tracks(
    commands: &mut Commands,
    p_meshes: &mut Assets<Mesh>,
    p_materials: &mut Assets<ColorMaterial>,
    cache: &mut MaterialCache,
    fonts: &Fonts,
    game: &Helsinki1918,
) {
    let mut spawned = Vec::new();
    let rows = rows(game);
    {
        let mut p = Painter {
            commands,
            meshes: p_meshes,
            materials: p_materials,
            cache,
            edges: crate::app::paint::Edges::Multisampled,
        };
        for i in 0..game.time_squares() {
            let at = time_pos(i);
            spawned.push(p.rect(at, Vec2::splat(TIME_CELL), palette::INK, -6.0));
            let e = p.rect(at, Vec2::splat(TIME_CELL - 2.0), DAY, -5.9);
            p.commands.entity(e).insert(TrackSquare::Time(i));
            spawned.push(e);
        }
        for (row, (_, n, _)) in rows.iter().enumerate() {
            for i in 0..*n {
                let at = square_pos(&rows, row, i);
                spawned.push(p.rect(at, Vec2::splat(CELL), palette::INK, -6.0));
                let e = p.rect(at, Vec2::splat(CELL - 2.0), DAY, -5.9);
                let kind = match row {
                    0 => TrackSquare::Morale(i),
                    1 => TrackSquare::Meurer(i),
                    2 => TrackSquare::Division(i),
                    3 => TrackSquare::Tikkurila(i),
                    _ => TrackSquare::White(i),
                };
                p.commands.entity(e).insert(kind);
                spawned.push(e);
            }
        }
    }
    let font = fonts.sans.clone();
    let label = |commands: &mut Commands, key: &'static str, at: Vec2, size: f32| {
        let e = world_words(commands, &font, key, 24.0, palette::PAPER, at, -5.0);
        commands
            .entity(e)
            .insert(Transform::from_xyz(at.x, at.y, -5.0).with_scale(Vec3::splat(size / 24.0)));
        e
    };
    spawned.push(label(
        commands,
        "h-map-time-track",
        Vec2::new(LEFT + 160.0, TIME_TOP + 16.0),
        10.0,
    ));
    let t = &game.data().tables;
    for (row, (name, n, y)) in rows.iter().enumerate() {
        // Left-aligned from the track's first square: a long name runs right, over the map's
        // dark margin, never off the window.
        let e = label(commands, name, Vec2::new(LEFT + 4.0, *y + 16.0), 10.0);
        commands.entity(e).insert((
            bevy::sprite::Anchor::CENTER_LEFT,
            TextLayout::justify(Justify::Left),
        ));
        spawned.push(e);
        // The numbers printed in the squares: morale levels, Meurer's roll, points, CPs.
        for i in 0..*n {
            let text = match row {
                0 => t.morale_levels[i].to_string(),
                1 => t.meurer_track[i].to_string(),
                2 | 3 => i.to_string(),
                _ => t.white_activity_points[i].to_string(),
            };
            let e = world_text(
                commands,
                &font,
                &text,
                24.0,
                palette::INK,
                square_pos(&rows, row, i),
                -5.5,
            );
            let at = square_pos(&rows, row, i);
            commands.entity(e).insert(
                Transform::from_xyz(at.x, at.y - 0.5, -5.5).with_scale(Vec3::splat(9.0 / 24.0)),
            );
            spawned.push(e);
        }
    }
    for e in spawned {
        commands.entity(e).insert((
            MapEntity,
            crate::app::bake::Baked,
            DespawnOnExit(Screen::Playing),
        ));
    }
}

/// Colours each square by the state after an action (or a jump), in the settings' palette
/// (and again when the settings change).
#[allow(clippy::too_many_arguments)]
pub(super) fn update_tracks(
    settings: Res<Settings>,
    m: Res<HelsinkiMatch>,
    mut applied: MessageReader<Applied<Helsinki1918>>,
    mut jumped: MessageReader<Jumped<Helsinki1918>>,
    mut squares: Query<(&TrackSquare, &mut MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    mut first: Local<bool>,
) {
    let changed = applied.read().count() + jumped.read().count() > 0 || settings.is_changed();
    if !changed && *first {
        return;
    }
    *first = true;
    let pal = settings.palette().helsinki1918();
    let [day, night, marker, past_limit, casualty, meurer_landed] = [
        pal.day,
        pal.night,
        pal.marker,
        pal.past_limit,
        pal.casualty,
        pal.landed,
    ]
    .map(color);
    let g = &m.game;
    let data = g.data();
    let now = g.time_square();
    let limit = g.time_limit();
    let (meurer, landed) = g.meurer_arrival();
    let (division, tikkurila) = g.track_points();
    for (square, mut material) in &mut squares {
        let color = match *square {
            TrackSquare::Time(i) => {
                let minutes = data.time_squares()[i];
                if i == now {
                    marker
                } else if i >= limit {
                    past_limit
                } else if data.is_night(minutes) {
                    night
                } else {
                    day
                }
            }
            TrackSquare::Morale(i) => {
                if i == g.morale_square() {
                    marker
                } else if i < g.red_casualties() {
                    casualty.with_alpha(CASUALTY_ALPHA)
                } else {
                    day
                }
            }
            TrackSquare::Meurer(i) => match (landed, i == meurer) {
                (true, _) => meurer_landed,
                (false, true) => marker,
                _ => day,
            },
            TrackSquare::Division(i) if i == usize::from(division) => marker,
            TrackSquare::Tikkurila(i) if i == usize::from(tikkurila) => marker,
            TrackSquare::White(i) if i == g.white_activity() => marker,
            _ => day,
        };
        let handle = cache.get(&mut materials, color);
        if material.0 != handle {
            material.0 = handle;
        }
    }
}
