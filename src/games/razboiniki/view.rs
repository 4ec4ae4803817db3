//! The Razboiniki board drawn as a home-made card, the plywood pieces, their animations
//! (hops, a pinch for enclosures, a flip for robbers) and the highlights.

use bevy::prelude::*;
use std::collections::{HashMap, VecDeque};

use super::RazMatch;
use crate::{
    app::{
        AppSystems, Screen,
        audio::Sfx,
        paint::{MaterialCache, Painter, world_text},
        settings::Settings,
        theme::{Fonts, palette},
    },
    games::colour::color,
    games::core::SeatKind,
    games::table::{Applied, Busy, Jumped, MatchStartSet},
    rules::{
        Game, ToMove,
        razboiniki::{FILES, Piece, RANKS, RazBoard, RazEvent, Razboiniki, Square, file_rank},
    },
};

/// The side of a square in world units.
pub const SQUARE: f32 = 82.0;
/// The centre of the board.
pub const CENTER: Vec2 = Vec2::new(-222.0, 0.0);
const PIECE_RADIUS: f32 = SQUARE * 0.38;
/// The wood of White's pieces and of Black's.
pub(super) const WHITE_WOOD: Color = color(crate::colours::razboiniki::WHITE_WOOD);
pub(super) const BLACK_WOOD: Color = color(crate::colours::razboiniki::BLACK_WOOD);
/// The numbers on Black's pieces (White's are in ink).
pub(super) const BLACK_INK: Color = Color::srgb(0.96, 0.92, 0.82);

/// The centre of a square in the world.
pub fn square_pos(square: Square) -> Vec2 {
    let (f, r) = file_rank(square);
    CENTER + Vec2::new(f as f32 - 3.0, r as f32 - 3.0) * SQUARE
}

/// The board square under a world point.
pub fn square_at(world: Vec2) -> Option<Square> {
    let local = (world - CENTER) / SQUARE + Vec2::splat(3.5);
    if local.x < 0.0 || local.y < 0.0 {
        return None;
    }
    let (f, r) = (local.x as usize, local.y as usize);
    if f >= FILES || r >= RANKS {
        return None;
    }
    let s = (r * FILES + f) as Square;
    RazBoard::standard().exists(s).then_some(s)
}

/// A piece on the board.
#[derive(Component)]
struct PieceView;

/// The robber face of a piece (hidden until it turns robber).
#[derive(Component)]
struct RobberFace;

#[derive(Debug, Clone)]
enum Step {
    Hop {
        from: Square,
        path: Vec<Square>,
        jumped: bool,
    },
    Pinch {
        squares: Vec<Square>,
    },
    Flip {
        square: Square,
    },
    Sound(Sfx),
}

#[derive(Resource, Default)]
struct Queue {
    steps: VecDeque<Step>,
    active: Option<(Step, f32, f32)>,
}

/// Which entity shows the piece on which square.
#[derive(Resource, Default)]
struct PieceEntities(HashMap<Square, Entity>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Queue>();
    app.init_resource::<PieceEntities>();
    app.add_systems(
        OnEnter(Screen::Playing),
        super::board_view::spawn_board
            .after(MatchStartSet)
            .run_if(resource_exists::<RazMatch>),
    );
    app.add_systems(
        Update,
        super::board_view::retint_cities
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_changed::<Settings>),
    );
    app.add_systems(
        Update,
        (respawn_pieces, queue_steps, run_steps, highlights)
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<RazMatch>),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut q: ResMut<Queue>, mut e: ResMut<PieceEntities>, mut busy: ResMut<Busy<Razboiniki>>| {
            *q = Queue::default();
            e.0.clear();
            busy.0 = false;
        },
    );
}

fn spawn_piece(p: &mut Painter, fonts: &Fonts, square: Square, piece: Piece) -> Entity {
    let white = piece.side == 0;
    let wood = if white { WHITE_WOOD } else { BLACK_WOOD };
    let ink = if white { palette::INK } else { BLACK_INK };
    let r = PIECE_RADIUS;
    let mut parts = vec![
        p.circle(Vec2::new(3.0, -4.0), r, Color::BLACK.with_alpha(0.35), -0.3),
        // The rim: a ring under the face's edge (a disc beneath would shade the piece twice).
        p.ring(Vec2::ZERO, r * 0.88, r, wood.mix(&Color::BLACK, 0.4), -0.2),
        p.circle(Vec2::ZERO, r * 0.9, wood, -0.1),
        p.ring(
            Vec2::ZERO,
            r * 0.62,
            r * 0.66,
            wood.mix(&Color::BLACK, 0.2),
            -0.05,
        ),
    ];
    // The robber's face: a red rim and a black mask.
    // The mask contrasts with the wood: dark on White's pieces, light on Black's.
    let mask_color = if white {
        Color::srgb(0.1, 0.08, 0.08)
    } else {
        Color::srgb(0.93, 0.88, 0.78)
    };
    let robber_parts = vec![
        p.ring(
            Vec2::ZERO,
            r * 0.8,
            r * 0.9,
            Color::srgb(0.75, 0.12, 0.10),
            0.05,
        ),
        p.rect(
            Vec2::new(0.0, r * 0.42),
            Vec2::new(r * 1.1, r * 0.22),
            mask_color,
            0.05,
        ),
        p.ellipse(
            Vec2::new(-r * 0.25, r * 0.42),
            Vec2::new(r * 0.2, r * 0.14),
            mask_color,
            0.06,
        ),
        p.ellipse(
            Vec2::new(r * 0.25, r * 0.42),
            Vec2::new(r * 0.2, r * 0.14),
            mask_color,
            0.06,
        ),
    ];
    for e in &robber_parts {
        p.commands.entity(*e).insert((
            RobberFace,
            if piece.robber {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
        ));
    }
    parts.extend(robber_parts);
    let at = square_pos(square);
    let parent = p
        .commands
        .spawn((
            Name::new("Piece"),
            PieceView,
            Transform::from_xyz(at.x, at.y, 10.0),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    let number = world_text(
        p.commands,
        &fonts.serif_bold,
        &piece.number.to_string(),
        28.0,
        ink,
        Vec2::new(0.0, -3.0),
        0.1,
    );
    parts.push(number);
    p.commands.entity(parent).add_children(&parts);
    parent
}

#[expect(
    clippy::too_many_arguments,
    reason = "respawning needs the painter's resources"
)]
fn respawn_pieces(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped<Razboiniki>>,
    m: Res<RazMatch>,
    existing: Query<Entity, With<PieceView>>,
    mut entities: ResMut<PieceEntities>,
    mut queue: ResMut<Queue>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    *queue = Queue::default();
    entities.0.clear();
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        cache: &mut cache,
        edges: crate::app::paint::Edges::Feathered,
    };
    for s in m.game.board().squares() {
        if let Some(piece) = m.game.piece_at(s) {
            let e = spawn_piece(&mut p, &fonts, s, piece);
            entities.0.insert(s, e);
        }
    }
}

fn queue_steps(mut applied: MessageReader<Applied<Razboiniki>>, mut queue: ResMut<Queue>) {
    for a in applied.read() {
        let mut pinched = Vec::new();
        for e in &a.events {
            match e {
                RazEvent::Moved {
                    from, path, jumped, ..
                } => queue.steps.push_back(Step::Hop {
                    from: *from,
                    path: path.clone(),
                    jumped: *jumped,
                }),
                RazEvent::BecameRobber { square, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Hut));
                    queue.steps.push_back(Step::Flip { square: *square });
                }
                RazEvent::Captured { square, .. } => pinched.push(*square),
                RazEvent::GameOver { .. } => {}
                RazEvent::Passed { .. } => {}
            }
        }
        if !pinched.is_empty() {
            queue.steps.push_back(Step::Sound(Sfx::Capture));
            queue.steps.push_back(Step::Pinch { squares: pinched });
        }
        if a.events
            .iter()
            .any(|e| matches!(e, RazEvent::GameOver { .. }))
        {
            queue.steps.push_back(Step::Sound(Sfx::Win));
        }
    }
}

fn duration(step: &Step, speed: f32) -> f32 {
    speed
        * match step {
            Step::Hop { path, jumped, .. } => path.len() as f32 * if *jumped { 0.32 } else { 0.22 },
            Step::Pinch { .. } => 0.55,
            Step::Flip { .. } => 0.45,
            Step::Sound(_) => 0.0,
        }
}

#[expect(
    clippy::too_many_arguments,
    reason = "the animation moves, flips and removes pieces"
)]
fn run_steps(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<Queue>,
    mut busy: ResMut<Busy<Razboiniki>>,
    mut entities: ResMut<PieceEntities>,
    mut transforms: Query<&mut Transform, With<PieceView>>,
    children: Query<&Children>,
    mut faces: Query<&mut Visibility, With<RobberFace>>,
    mut sfx: MessageWriter<Sfx>,
) {
    let speed = settings.animation.factor();
    let mut dt = time.delta_secs();
    for _ in 0..32 {
        if queue.active.is_none() {
            let Some(step) = queue.steps.pop_front() else {
                break;
            };
            if let Step::Sound(s) = step {
                sfx.write(s);
                continue;
            }
            let d = duration(&step, speed);
            queue.active = Some((step, 0.0, d));
        }
        let Some((step, elapsed, total)) = queue.active.as_mut() else {
            break;
        };
        let before = *elapsed;
        *elapsed = (*elapsed + dt).min(*total);
        dt -= *elapsed - before;
        let t = if *total <= 0.0 {
            1.0
        } else {
            *elapsed / *total
        };
        let done = t >= 1.0;
        match step.clone() {
            Step::Hop { from, path, jumped } => {
                if let Some(&e) = entities.0.get(&from)
                    && let Ok(mut tr) = transforms.get_mut(e)
                {
                    let n = path.len() as f32;
                    let hop = ((t * n).floor() as usize).min(path.len() - 1);
                    let local = if done { 1.0 } else { t * n - hop as f32 };
                    let a = if hop == 0 {
                        square_pos(from)
                    } else {
                        square_pos(path[hop - 1])
                    };
                    let b = square_pos(path[hop]);
                    let lift = if jumped {
                        (local * std::f32::consts::PI).sin()
                    } else {
                        0.0
                    };
                    tr.translation = (a.lerp(b, local) + Vec2::Y * lift * 22.0).extend(20.0);
                    tr.scale = Vec3::splat(1.0 + lift * 0.25);
                    if done {
                        tr.translation.z = 10.0;
                        tr.scale = Vec3::ONE;
                        let to = *path.last().expect("a move lands somewhere");
                        entities.0.remove(&from);
                        entities.0.insert(to, e);
                        sfx.write(Sfx::Click);
                    }
                }
            }
            Step::Pinch { squares } => {
                for s in &squares {
                    if let Some(&e) = entities.0.get(s)
                        && let Ok(mut tr) = transforms.get_mut(e)
                    {
                        // Squeezed from both sides, then gone.
                        let squeeze = (t * 2.0).min(1.0);
                        let fade = ((t - 0.5) * 2.0).clamp(0.0, 1.0);
                        tr.scale = Vec3::new(1.0 - 0.45 * squeeze, 1.0 + 0.15 * squeeze, 1.0)
                            * (1.0 - fade);
                    }
                }
                if done {
                    for s in &squares {
                        if let Some(e) = entities.0.remove(s) {
                            commands.entity(e).despawn();
                        }
                    }
                }
            }
            Step::Flip { square } => {
                if let Some(&e) = entities.0.get(&square)
                    && let Ok(mut tr) = transforms.get_mut(e)
                {
                    tr.scale.x = (1.0 - 2.0 * t).abs().max(0.05);
                    if t >= 0.5 {
                        for child in children.iter_descendants(e) {
                            if let Ok(mut v) = faces.get_mut(child) {
                                *v = Visibility::Inherited;
                            }
                        }
                    }
                    if done {
                        tr.scale = Vec3::ONE;
                    }
                }
            }
            Step::Sound(_) => {}
        }
        if done {
            queue.active = None;
        } else {
            break;
        }
    }
    busy.0 = queue.active.is_some() || !queue.steps.is_empty();
}

/// Rings on the pieces that can move, the selected piece, its chain and the squares it can
/// reach, in the settings' palette.
fn highlights(
    mut gizmos: crate::app::paint::Highlights,
    settings: Res<Settings>,
    m: Res<RazMatch>,
    busy: Res<Busy<Razboiniki>>,
    time: Res<Time>,
) {
    let pal = settings.palette().razboiniki();
    let (go, stop) = (color(pal.go), color(pal.stop));
    if busy.0
        || m.replay.is_some()
        || m.game.to_move() == ToMove::Over
        || m.acting_kind() != SeatKind::Human
    {
        return;
    }
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    let choices = m.choices();
    let focus = m.focus.min(choices.len().saturating_sub(1));
    if let Some(sel) = m.choosing.selected {
        // Every square the piece can still end on (through longer chains too), faintly.
        for action in m.legal() {
            let fits = match &action {
                crate::rules::razboiniki::RazAction::Step { from, .. } => {
                    *from == sel && m.choosing.chain.is_empty()
                }
                crate::rules::razboiniki::RazAction::Jumps { from, landings } => {
                    *from == sel
                        && landings.len() > m.choosing.chain.len() + 1
                        && landings.starts_with(&m.choosing.chain)
                }
                crate::rules::razboiniki::RazAction::Pass => false,
            };
            if fits && let Some(end) = action.destination() {
                gizmos.circle_2d(square_pos(end), SQUARE * 0.16, go.with_alpha(0.8));
            }
        }
        let at = square_pos(sel);
        gizmos.circle_2d(at, PIECE_RADIUS + 6.0, go);
        gizmos.circle_2d(at, PIECE_RADIUS + 9.0, go);
        let mut prev = at;
        for &s in &m.choosing.chain {
            let p = square_pos(s);
            gizmos.line_2d(prev, p, go);
            gizmos.circle_2d(p, PIECE_RADIUS * 0.5, go);
            prev = p;
        }
        for (i, &s) in choices.iter().enumerate() {
            let p = square_pos(s);
            let ends = m.choosing.chain.last() == Some(&s);
            let ring = if ends { stop } else { go };
            gizmos.rect_2d(p, Vec2::splat(SQUARE - 10.0 - pulse * 4.0), ring);
            if i == focus {
                gizmos.rect_2d(p, Vec2::splat(SQUARE - 2.0), ring);
                gizmos.line_2d(prev, p, ring.with_alpha(0.6));
            }
        }
    } else {
        for (i, &s) in choices.iter().enumerate() {
            let p = square_pos(s);
            let alpha = if i == focus { 1.0 } else { 0.5 };
            gizmos.circle_2d(p, PIECE_RADIUS + 4.0 + pulse * 2.0, go.with_alpha(alpha));
            if i == focus {
                gizmos.circle_2d(p, PIECE_RADIUS + 9.0, go);
            }
        }
    }
}
