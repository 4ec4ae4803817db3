//! The pieces: every unit a stick lying along the hexside it faces (coloured by side and
//! lettered R, W or G), up to three side by side in a hex; German HQ cubes and White squads
//! on corners; the Red HQs in their hexes. Each piece slides to its new place after an
//! action; the match waits while they move.

use std::collections::HashMap;

use bevy::prelude::*;

use super::{HEX_SIZE, HelsinkiMatch, MapEntity, hex_center, side_center, vertex_center};
use crate::{
    app::{
        Screen,
        paint::MaterialCache,
        settings::Settings,
        theme::{Fonts, palette},
    },
    games::table::{Applied, Busy, Jumped},
    rules::helsinki1918::{GERMAN, Helsinki1918, Hex, Place, RED, Side, WHITE, opposed},
};

/// The piece entities of the match: units by index, then HQs and squads.
#[derive(Resource, Default)]
pub struct PieceEntities(pub Vec<Entity>);

/// Where a piece is going: its place, its turn, whether it shows there.
#[derive(Component, Clone, Copy, Debug)]
pub struct Slide {
    pub to: Vec2,
    pub angle: f32,
    pub shown: bool,
}

/// The hexes a moving piece passes before its new place (hex by hex up to the one it enters
/// its target from), or the track or box a unit leaving the map flies to before it vanishes
/// (then the flag is set).
#[derive(Component, Clone, Debug, Default)]
pub struct Waypoint(pub std::collections::VecDeque<Vec2>, pub bool);

/// The hexes a move passes from `from` to `via` (the hex it enters its target from), by the
/// fewest steps over passable hexsides: the path the sticks slide along. Not the rules' own
/// route (the core checks that), only its picture; a straight line when none is found.
fn route(game: &Helsinki1918, from: Hex, via: Hex) -> Vec<Hex> {
    use std::collections::VecDeque;
    let data = game.data();
    let mut came: HashMap<Hex, Hex> = HashMap::new();
    let mut queue = VecDeque::from([(from, 0)]);
    came.insert(from, from);
    while let Some((h, steps)) = queue.pop_front() {
        if h == via {
            let mut path = vec![h];
            let mut at = h;
            while at != from {
                at = came[&at];
                path.push(at);
            }
            path.reverse();
            return path;
        }
        if steps >= 8 {
            continue;
        }
        for d in 0..6 {
            let n = crate::rules::helsinki1918::neighbour(h, d);
            if !came.contains_key(&n) && data.passable(h, n) {
                came.insert(n, h);
                queue.push_back((n, steps + 1));
            }
        }
    }
    vec![from, via]
}

/// What a piece is.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    Unit(usize),
    GermanHq(usize),
    RedHq(usize),
    Squad(usize),
}

/// The reserve boxes, by the die, where disordered units go.
const RESERVE_AT: Vec2 = Vec2::new(-740.0, -250.0);
const STICK: Vec2 = Vec2::new(HEX_SIZE * 0.8, HEX_SIZE * 0.27);
/// How fast pieces slide, in world units per second at the normal animation speed.
pub const SLIDE_SPEED: f32 = 420.0;
/// Squads a side can have on the map at most (the pool of markers).
const SQUAD_MARKERS: usize = 12;

pub fn side_color(side: Side) -> Color {
    let [r, g, b] = super::super::side_rgb(side);
    Color::srgb_u8(r, g, b)
}

fn letter(side: Side) -> String {
    match side {
        RED => crate::tr!("h-letter-red"),
        WHITE => crate::tr!("h-letter-white"),
        _ => crate::tr!("h-letter-german"),
    }
}

/// Where each piece stands now and whether it shows.
/// `fanned`: the stack under the pointer, spread out so each stick can be seen.
pub fn places(game: &Helsinki1918, fanned: Option<Hex>) -> Vec<(Piece, Slide)> {
    let mut out = Vec::new();
    // Units: by hex, each camp along the side it faces.
    let mut by_hex: HashMap<Hex, Vec<usize>> = HashMap::new();
    for (i, u) in game.units().iter().enumerate() {
        if let Place::Map(h) = u.place {
            by_hex.entry(h).or_default().push(i);
        }
    }
    let mut unit_slide = vec![
        Slide {
            to: Vec2::ZERO,
            angle: 0.0,
            shown: false,
        };
        game.units().len()
    ];
    for (h, units) in &by_hex {
        let centre = hex_center(*h);
        let first = game.units()[units[0]].side;
        let camps: [Vec<usize>; 2] = [
            units
                .iter()
                .copied()
                .filter(|&i| !opposed(game.units()[i].side, first))
                .collect(),
            units
                .iter()
                .copied()
                .filter(|&i| opposed(game.units()[i].side, first))
                .collect(),
        ];
        let f = if fanned == Some(*h) { 2.0 } else { 1.0 };
        for (c, camp) in camps.iter().enumerate() {
            for (k, &i) in camp.iter().enumerate() {
                let u = game.units()[i];
                let slide = match u.facing {
                    Some(d) => {
                        let out_dir =
                            (side_center(*h, usize::from(d)) - centre).normalize_or_zero();
                        Slide {
                            to: centre + out_dir * HEX_SIZE * (0.6 - 0.27 * f * k as f32),
                            angle: out_dir.y.atan2(out_dir.x) + std::f32::consts::FRAC_PI_2,
                            shown: true,
                        }
                    }
                    None => {
                        let y = if c == 0 {
                            0.32 * f.min(1.8) - 0.3 * f * k as f32
                        } else {
                            -0.5 * f.min(1.8) + 0.3 * f * k as f32
                        };
                        Slide {
                            to: centre + Vec2::new(0.12, y) * HEX_SIZE,
                            angle: 0.0,
                            shown: true,
                        }
                    }
                };
                unit_slide[i] = slide;
            }
        }
    }
    for (i, s) in unit_slide.into_iter().enumerate() {
        out.push((Piece::Unit(i), s));
    }
    for (k, hq) in game.german_hqs().iter().enumerate() {
        out.push((
            Piece::GermanHq(k),
            Slide {
                to: hq.map_or(Vec2::ZERO, vertex_center),
                angle: 0.0,
                shown: hq.is_some(),
            },
        ));
    }
    for (k, hq) in game.red_hqs().iter().enumerate() {
        out.push((
            Piece::RedHq(k),
            Slide {
                to: hq.map_or(Vec2::ZERO, |h| {
                    hex_center(h) + Vec2::new(HEX_SIZE * 0.42, -HEX_SIZE * 0.6)
                }),
                angle: 0.0,
                shown: hq.is_some(),
            },
        ));
    }
    for k in 0..SQUAD_MARKERS {
        let v = game.squads().get(k);
        out.push((
            Piece::Squad(k),
            Slide {
                to: v.map_or(Vec2::ZERO, |v| vertex_center(*v)),
                angle: 0.0,
                shown: v.is_some(),
            },
        ));
    }
    out
}

#[allow(clippy::too_many_arguments)]
pub(super) fn spawn_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    m: Res<HelsinkiMatch>,
    mut entities: ResMut<PieceEntities>,
) {
    entities.0.clear();
    // Drawn on the table's camera, which does not multisample: their edges fade out.
    use crate::app::{feather, paint::Edges};
    let made = &mut cache.feathered;
    let stick = made.add(&mut meshes, |w| feather::rect(STICK, w));
    let stick_edge = made.add(&mut meshes, |w| feather::rect(STICK + Vec2::splat(2.0), w));
    let cube_size = Vec2::splat(HEX_SIZE * 0.42);
    let cube = made.add(&mut meshes, move |w| feather::rect(cube_size, w));
    let cube_edge = made.add(&mut meshes, move |w| {
        feather::rect(cube_size + Vec2::splat(2.0), w)
    });
    let disc = made.add(&mut meshes, |w| feather::circle(HEX_SIZE * 0.2, 24, w));
    let disc_edge = made.add(&mut meshes, |w| {
        feather::circle(HEX_SIZE * 0.2 + 1.5, 24, w)
    });
    let ink = cache.get_for(&mut materials, palette::INK, Edges::Feathered);
    let font = fonts.sans.clone();
    let part = |commands: &mut Commands,
                mesh: &Handle<Mesh>,
                color: Handle<ColorMaterial>,
                z: f32|
     -> Entity {
        commands
            .spawn((
                Mesh2d(mesh.clone()),
                MeshMaterial2d(color),
                Transform::from_xyz(0.0, 0.0, z),
            ))
            .id()
    };
    for (piece, slide) in places(&m.game, None) {
        let (edge_mesh, body_mesh, color, text, text_color, z) = match piece {
            Piece::Unit(i) => {
                let side = m.game.units()[i].side;
                let text_color = if side == WHITE {
                    palette::INK
                } else {
                    palette::PAPER
                };
                (
                    &stick_edge,
                    &stick,
                    side_color(side),
                    letter(side).to_string(),
                    text_color,
                    5.0,
                )
            }
            Piece::GermanHq(k) => (
                &cube_edge,
                &cube,
                side_color(GERMAN),
                format!("{}", k + 1),
                palette::PAPER,
                7.0,
            ),
            Piece::RedHq(_) => (
                &cube_edge,
                &cube,
                side_color(RED),
                crate::tr!("h-letter-hq"),
                palette::PAPER,
                6.5,
            ),
            Piece::Squad(_) => (
                &disc_edge,
                &disc,
                Color::srgb(0.97, 0.97, 0.95),
                crate::tr!("h-letter-squad"),
                palette::INK,
                7.0,
            ),
        };
        let body = cache.get_for(&mut materials, color, Edges::Feathered);
        let edge = part(&mut commands, edge_mesh, ink.clone(), -0.05);
        let fill = part(&mut commands, body_mesh, body, 0.0);
        let size = if matches!(piece, Piece::Unit(_)) {
            4.6
        } else {
            5.5
        };
        let label = commands
            .spawn((
                Text2d::new(text),
                // Set large and scaled down: crisp when the map is zoomed in.
                TextFont::from_font_size(24.0).with_font(font.clone()),
                TextColor(text_color),
                Transform::from_xyz(0.0, 0.0, 0.05).with_scale(Vec3::splat(size / 24.0)),
            ))
            .id();
        let e = commands
            .spawn((
                piece,
                slide,
                Waypoint::default(),
                Transform::from_xyz(slide.to.x, slide.to.y, z)
                    .with_rotation(Quat::from_rotation_z(slide.angle)),
                if slide.shown {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                },
                MapEntity,
                DespawnOnExit(Screen::Playing),
            ))
            .add_children(&[edge, fill, label])
            .id();
        entities.0.push(e);
    }
}

/// After an action: every piece heads for its new place (a jump puts it there at once);
/// then the pieces slide, and the match waits until they stand.
#[allow(clippy::too_many_arguments)]
pub(super) fn redraw_pieces(
    m: Res<HelsinkiMatch>,
    mut applied: MessageReader<Applied<Helsinki1918>>,
    mut jumped: MessageReader<Jumped<Helsinki1918>>,
    mut pieces: Query<(
        &Piece,
        &mut Slide,
        &mut Waypoint,
        &mut Transform,
        &mut Visibility,
    )>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut busy: ResMut<Busy<Helsinki1918>>,
    pointer: Res<crate::app::input::BoardPointer>,
    mut fanned: Local<Option<Hex>>,
    mut after_action: Local<bool>,
) {
    // The stack under the pointer fans out (two units or more).
    let hovered = pointer
        .world
        .and_then(|w| super::hex_at(&m.game, w))
        .filter(|h| {
            m.game
                .units()
                .iter()
                .filter(|u| u.place == Place::Map(*h))
                .count()
                > 1
        });
    let refan = hovered != *fanned;
    *fanned = hovered;
    // Units that moved slide hex by hex to the hex they enter their target from.
    let mut via: HashMap<usize, Vec<Vec2>> = HashMap::new();
    let mut moved = false;
    // Where each unit was before the action (a unit coming onto the map comes from there).
    let mut before: HashMap<usize, Place> = HashMap::new();
    for a in applied.read() {
        moved = true;
        for (i, u) in a.before.units().iter().enumerate() {
            before.entry(i).or_insert(u.place);
        }
        if let crate::rules::helsinki1918::HAction::Move { units, via: v, to } = &a.action
            && v != to
            && let Some(Place::Map(from)) = units
                .first()
                .and_then(|u| a.before.units().get(usize::from(*u)))
                .map(|u| u.place)
        {
            let path: Vec<Vec2> = route(&a.before, from, *v)
                .into_iter()
                .skip(1)
                .map(hex_center)
                .collect();
            for u in units {
                via.insert(usize::from(*u), path.clone());
            }
        }
    }
    let jump = jumped.read().count() > 0;
    // The match waits for pieces moved by an action; a stack fanning out or closing under
    // the pointer is only a view, and a click made meanwhile must not be lost.
    *after_action |= moved;
    if moved || jump || refan {
        let now: HashMap<Piece, Slide> = places(&m.game, *fanned).into_iter().collect();
        for (piece, mut slide, mut waypoint, mut t, mut vis) in &mut pieces {
            let Some(next) = now.get(piece) else { continue };
            let appears = next.shown && !slide.shown;
            let leaves = slide.shown && !next.shown && !jump;
            *slide = *next;
            waypoint.1 = false;
            waypoint.0 = match piece {
                Piece::Unit(i) if !jump => via.get(i).cloned().unwrap_or_default().into(),
                _ => Default::default(),
            };
            // A unit leaving the map flies to its track or box first, then vanishes.
            if leaves && let Piece::Unit(i) = piece {
                let u = m.game.units()[*i];
                waypoint.0 = [match u.place {
                    Place::Gone => super::tracks::grave(&m.game, u.side == RED),
                    _ => RESERVE_AT,
                }]
                .into();
                waypoint.1 = true;
            }
            if jump || appears {
                // A new unit comes in: Meurer's on board the ship from the anchorage to the
                // landing point, the others from the reserve box.
                let start = match (piece, jump) {
                    (Piece::Unit(i), false) => match before.get(i) {
                        Some(Place::Meurer) => {
                            waypoint.0 = [super::ship::landing(&m.game)].into();
                            Some(super::ship::anchorage(&m.game))
                        }
                        Some(Place::Reserve) => Some(RESERVE_AT),
                        _ => None,
                    },
                    _ => None,
                }
                .unwrap_or(next.to);
                t.translation.x = start.x;
                t.translation.y = start.y;
                t.rotation = Quat::from_rotation_z(next.angle);
            }
            vis.set_if_neq(if next.shown {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            });
        }
    }
    let factor = settings.map_or(1.0, |s| s.animation.factor());
    let step = if factor <= 0.0 {
        f32::MAX
    } else {
        SLIDE_SPEED / factor * time.delta_secs()
    };
    let mut sliding = false;
    let quay = super::ship::landing(&m.game);
    for (_, slide, mut waypoint, mut t, mut vis) in &mut pieces {
        let at = t.translation.truncate();
        let to = waypoint.0.front().copied().unwrap_or(slide.to);
        let d = to - at;
        // On board Meurer's ship to the quay: at the ship's pace.
        let step = if to == quay {
            step * super::ship::SHIP_PACE
        } else {
            step
        };
        if d.length() > 0.01 {
            let go = if d.length() <= step {
                d
            } else {
                d.normalize() * step
            };
            t.translation.x += go.x;
            t.translation.y += go.y;
            sliding |= slide.shown || waypoint.1;
        } else if waypoint.0.pop_front().is_some() {
            if waypoint.0.is_empty() && waypoint.1 {
                // Arrived at its track or box: gone from the table.
                waypoint.1 = false;
                vis.set_if_neq(Visibility::Hidden);
                t.translation.x = slide.to.x;
                t.translation.y = slide.to.y;
            }
            sliding |= slide.shown;
        }
        let target = Quat::from_rotation_z(slide.angle);
        if t.rotation.angle_between(target) > 0.001 {
            t.rotation = target;
        }
    }
    *after_action &= sliding;
    busy.set(sliding && *after_action);
}

impl std::hash::Hash for Piece {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Piece::Unit(i) | Piece::GermanHq(i) | Piece::RedHq(i) | Piece::Squad(i) => {
                i.hash(state)
            }
        }
    }
}

/// The stack under the pointer grows (and fans out, see `redraw_pieces`) so its sticks and
/// letters can be read at any zoom.
pub(super) fn lift_hovered(
    m: Res<HelsinkiMatch>,
    pointer: Res<crate::app::input::BoardPointer>,
    mut pieces: Query<(&Piece, &mut Transform)>,
) {
    let hovered = pointer.world.and_then(|w| super::hex_at(&m.game, w));
    for (piece, mut t) in &mut pieces {
        let lifted = match (piece, hovered) {
            (Piece::Unit(i), Some(h)) => m
                .game
                .units()
                .get(*i)
                .is_some_and(|u| u.place == Place::Map(h)),
            _ => false,
        };
        let scale = if lifted {
            Vec3::new(1.6, 1.6, 1.0)
        } else {
            Vec3::ONE
        };
        if t.scale != scale {
            t.scale = scale;
            t.translation.z = if lifted { 12.0 } else { 5.0 };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{
        Game,
        helsinki1918::{HelsinkiOptions, direction},
    };

    #[test]
    fn a_move_slides_hex_by_hex_over_passable_hexsides() {
        let game = Helsinki1918::new(&HelsinkiOptions::default()).expect("a game");
        let path = route(&game, (-14, 28), (-13, 26));
        assert_eq!(path.first(), Some(&(-14, 28)));
        assert_eq!(path.last(), Some(&(-13, 26)));
        assert_eq!(path.len(), 3, "two steps: {path:?}");
        for w in path.windows(2) {
            assert!(direction(w[0], w[1]).is_some(), "neighbours: {path:?}");
            assert!(game.data().passable(w[0], w[1]));
        }
    }
}
