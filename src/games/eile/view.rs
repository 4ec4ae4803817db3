//! The moving parts of the board: stones, the die, animations, highlights and the turn indicator.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::{
    ActionApplied, EileMatch, MatchJumped, SeatKind,
    board::ARM_COLORS,
    flow::BoardBusy,
    layout::{self, CELL, DIE_CENTER, DIE_SIZE, STONE_RADIUS},
};
use crate::{
    app::{
        AppSystems, Screen,
        audio::Sfx,
        paint::{MaterialCache, Painter, world_text},
        settings::Settings,
        theme::{Fonts, palette},
    },
    rules::{
        Game, Seat, ToMove,
        eile::{Eile, EileEvent, Phase, StonePos},
    },
};

/// A stone on the board: the view of `stones[seat][stone]`.
#[derive(Component, Debug, Clone, Copy)]
pub struct StoneView {
    pub seat: Seat,
    pub stone: usize,
}

/// The die.
#[derive(Component)]
struct DieView;

/// A pip of the die.
#[derive(Component)]
struct DiePip;

/// The text under the die ("6 = 12").
#[derive(Component)]
struct DieLabel;

/// The turn indicator above the die.
#[derive(Component)]
struct TurnLabel;

/// One step of the board's animation.
#[derive(Debug, Clone)]
enum Step {
    Roll {
        face: u8,
    },
    Hop {
        seat: Seat,
        stone: usize,
        points: Vec<Vec2>,
    },
    Fly {
        movers: Vec<(Seat, usize, Vec2)>,
    },
    Sound(Sfx),
    Settle,
}

#[derive(Debug)]
struct Active {
    step: Step,
    elapsed: f32,
    duration: f32,
    starts: Vec<Vec2>,
}

/// What the board still has to show before the match may go on.
#[derive(Resource, Default)]
struct AnimationQueue {
    steps: VecDeque<Step>,
    active: Option<Active>,
}

/// The face the die shows.
#[derive(Resource, Default)]
struct DieFace(Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>();
    app.init_resource::<DieFace>();
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_pieces
            .after(super::flow::CoreStart)
            .run_if(resource_exists::<EileMatch>),
    );
    app.add_systems(
        Update,
        (
            queue_animations,
            jump_view,
            run_animations,
            draw_highlights,
            update_labels,
        )
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<EileMatch>),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut q: ResMut<AnimationQueue>, mut busy: ResMut<BoardBusy>| {
            *q = AnimationQueue::default();
            busy.0 = false;
        },
    );
}

fn spawn_pieces(
    mut commands: Commands,
    m: Res<EileMatch>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
) {
    let game = &m.game;
    let positions = layout::stone_positions(game);
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        cache: &mut cache,
    };
    for (seat, stone, at) in positions {
        let arm = game.arm_of(seat);
        let color = ARM_COLORS[arm];
        let r = STONE_RADIUS;
        let mut parts = vec![
            p.circle(Vec2::new(2.5, -3.5), r, Color::BLACK.with_alpha(0.35), -0.3),
            p.circle(Vec2::ZERO, r, color.mix(&Color::BLACK, 0.45), -0.2),
            p.circle(Vec2::ZERO, r * 0.84, color, -0.1),
            p.circle(
                Vec2::new(-r * 0.25, r * 0.25),
                r * 0.35,
                color.mix(&Color::WHITE, 0.25),
                -0.05,
            ),
        ];
        // A mark per colour, so colour is never the only cue.
        let mark = if arm == 3 { palette::INK } else { Color::WHITE };
        parts.push(match arm {
            0 => p.circle(Vec2::ZERO, r * 0.3, mark, 0.0),
            1 => p.rect(Vec2::ZERO, Vec2::splat(r * 0.6), mark, 0.0),
            2 => p.polygon(Vec2::new(0.0, -r * 0.05), r * 0.42, 3, 0.0, mark, 0.0),
            _ => p.polygon(Vec2::ZERO, r * 0.42, 4, 0.0, mark, 0.0),
        });
        let parent = p
            .commands
            .spawn((
                Name::new(format!("Stone {} {}", seat.0, stone)),
                StoneView { seat, stone },
                Transform::from_xyz(at.x, at.y, 10.0),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        p.commands.entity(parent).add_children(&parts);
    }
    // The die with its shadow and rim.
    let die = p
        .commands
        .spawn((
            Name::new("Die"),
            DieView,
            Transform::from_xyz(DIE_CENTER.x, DIE_CENTER.y, 5.0),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    let mut parts = p.rounded_square(
        Vec2::new(5.0, -6.0),
        DIE_SIZE,
        10.0,
        Color::BLACK.with_alpha(0.4),
        -0.3,
    );
    parts.extend(p.rounded_square(Vec2::ZERO, DIE_SIZE, 10.0, palette::INK, -0.2));
    parts.extend(p.rounded_square(
        Vec2::ZERO,
        DIE_SIZE - 5.0,
        8.0,
        Color::srgb(0.98, 0.96, 0.90),
        -0.1,
    ));
    p.commands.entity(die).add_children(&parts);
    let label = world_text(
        &mut commands,
        &fonts.serif_bold,
        "",
        24.0,
        palette::PAPER,
        DIE_CENTER + Vec2::new(0.0, -70.0),
        5.0,
    );
    commands
        .entity(label)
        .insert((DieLabel, DespawnOnExit(Screen::Playing)));
    let turn = world_text(
        &mut commands,
        &fonts.serif_bold,
        "",
        20.0,
        palette::PAPER,
        DIE_CENTER + Vec2::new(0.0, 92.0),
        5.0,
    );
    commands
        .entity(turn)
        .insert((TurnLabel, DespawnOnExit(Screen::Playing)));
}

/// Turns applied actions into animation steps.
fn queue_animations(
    mut applied: MessageReader<ActionApplied>,
    mut queue: ResMut<AnimationQueue>,
    m: Res<EileMatch>,
) {
    for a in applied.read() {
        for event in &a.events {
            match event {
                EileEvent::Rolled { face, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Dice));
                    queue.steps.push_back(Step::Roll { face: *face });
                }
                EileEvent::Entered { seat, stone } => {
                    let to =
                        layout::pos_world(&m.game, *seat, usize::from(*stone), StonePos::Run(0));
                    queue.steps.push_back(Step::Hop {
                        seat: *seat,
                        stone: usize::from(*stone),
                        points: vec![to],
                    });
                }
                EileEvent::Moved {
                    seat,
                    stone,
                    from,
                    to,
                } => {
                    let points =
                        layout::hop_points(&a.before, *seat, usize::from(*stone), *from, *to);
                    queue.steps.push_back(Step::Hop {
                        seat: *seat,
                        stone: usize::from(*stone),
                        points,
                    });
                }
                EileEvent::Captured { seat, stone, .. } => {
                    let home =
                        layout::star_slot(&m.game, m.game.arm_of(*seat), usize::from(*stone));
                    queue.steps.push_back(Step::Sound(Sfx::Capture));
                    queue.steps.push_back(Step::Fly {
                        movers: vec![(*seat, usize::from(*stone), home)],
                    });
                }
                EileEvent::ThirdSix { seat, sent_home } => {
                    let movers = sent_home
                        .iter()
                        .map(|(s, _)| {
                            (
                                *seat,
                                usize::from(*s),
                                layout::star_slot(&m.game, m.game.arm_of(*seat), usize::from(*s)),
                            )
                        })
                        .collect();
                    queue.steps.push_back(Step::Sound(Sfx::Capture));
                    queue.steps.push_back(Step::Fly { movers });
                }
                EileEvent::ReachedHut { .. } => queue.steps.push_back(Step::Sound(Sfx::Hut)),
                EileEvent::GameOver { .. } => queue.steps.push_back(Step::Sound(Sfx::Win)),
                _ => {}
            }
        }
        queue.steps.push_back(Step::Settle);
    }
}

/// After a jump (start, undo, seek) every stone and the die go straight to their places.
fn jump_view(
    mut jumped: MessageReader<MatchJumped>,
    mut queue: ResMut<AnimationQueue>,
    m: Res<EileMatch>,
    mut stones: Query<(&StoneView, &mut Transform)>,
    mut face: ResMut<DieFace>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    *queue = AnimationQueue::default();
    snap_stones(&m.game, &mut stones);
    face.0 = match m.game.phase() {
        Phase::AwaitMove { face } => Some(face),
        _ => None,
    };
}

fn snap_stones(game: &Eile, stones: &mut Query<(&StoneView, &mut Transform)>) {
    let positions = layout::stone_positions(game);
    for (view, mut t) in stones.iter_mut() {
        if let Some((_, _, at)) = positions
            .iter()
            .find(|(s, i, _)| *s == view.seat && *i == view.stone)
        {
            t.translation = at.extend(10.0);
            t.scale = Vec3::splat(layout::stone_scale(game, view.seat, view.stone));
        }
    }
}

fn step_duration(step: &Step, speed: f32) -> f32 {
    speed
        * match step {
            Step::Roll { .. } => 0.6,
            Step::Hop { points, .. } => 0.13 * points.len() as f32,
            Step::Fly { .. } => 0.5,
            Step::Sound(_) => 0.0,
            Step::Settle => 0.12,
        }
}

#[expect(
    clippy::too_many_arguments,
    reason = "the animation touches stones, the die and sounds"
)]
fn run_animations(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<AnimationQueue>,
    mut busy: ResMut<BoardBusy>,
    m: Res<EileMatch>,
    mut stones: Query<(&StoneView, &mut Transform), Without<DieView>>,
    mut die: Query<(Entity, &mut Transform), With<DieView>>,
    pips: Query<Entity, With<DiePip>>,
    mut face: ResMut<DieFace>,
    mut sfx: MessageWriter<Sfx>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    mut shown_face: Local<Option<u8>>,
) {
    let speed = settings.animation.factor();
    let mut dt = time.delta_secs();
    // Several instant steps may finish in one frame.
    for _ in 0..64 {
        if queue.active.is_none() {
            let Some(step) = queue.steps.pop_front() else {
                break;
            };
            let starts = match &step {
                Step::Hop { seat, stone, .. } => vec![stone_pos(&stones, *seat, *stone)],
                Step::Fly { movers } => movers
                    .iter()
                    .map(|(s, i, _)| stone_pos(&stones, *s, *i))
                    .collect(),
                _ => Vec::new(),
            };
            if let Step::Sound(s) = step {
                sfx.write(s);
                continue;
            }
            let duration = step_duration(&step, speed);
            queue.active = Some(Active {
                step,
                elapsed: 0.0,
                duration,
                starts,
            });
        }
        let Some(active) = queue.active.as_mut() else {
            break;
        };
        let before = active.elapsed;
        active.elapsed = (active.elapsed + dt).min(active.duration);
        dt -= active.elapsed - before;
        let t = if active.duration <= 0.0 {
            1.0
        } else {
            active.elapsed / active.duration
        };
        match &active.step {
            Step::Roll { face: f } => {
                if let Ok((_, mut tr)) = die.single_mut() {
                    tr.rotation = Quat::from_rotation_z((1.0 - t) * 9.0 * (1.0 - t));
                    tr.translation.y = DIE_CENTER.y + (t * std::f32::consts::PI).sin() * 30.0;
                }
                face.0 = if t < 1.0 {
                    Some(((active.elapsed * 14.0) as u8 % 6) + 1)
                } else {
                    Some(*f)
                };
            }
            Step::Hop {
                seat,
                stone,
                points,
            } => {
                let n = points.len().max(1) as f32;
                let hop = ((t * n).floor() as usize).min(points.len() - 1);
                let local = if t >= 1.0 { 1.0 } else { t * n - hop as f32 };
                let from = if hop == 0 {
                    active.starts[0]
                } else {
                    points[hop - 1]
                };
                let to = points[hop];
                let at = from.lerp(to, local);
                let lift = (local * std::f32::consts::PI).sin();
                set_stone(
                    &mut stones,
                    *seat,
                    *stone,
                    at + Vec2::Y * lift * 8.0,
                    1.0 + lift * 0.25,
                );
            }
            Step::Fly { movers } => {
                let ease = 1.0 - (1.0 - t).powi(3);
                for (k, (seat, stone, target)) in movers.iter().enumerate() {
                    let from = active.starts[k];
                    let arc = (t * std::f32::consts::PI).sin();
                    set_stone(
                        &mut stones,
                        *seat,
                        *stone,
                        from.lerp(*target, ease) + Vec2::Y * arc * 40.0,
                        1.0 + arc * 0.5,
                    );
                }
            }
            Step::Settle => {
                let positions = layout::stone_positions(&m.game);
                for (view, mut tr) in stones.iter_mut() {
                    if let Some((_, _, at)) = positions
                        .iter()
                        .find(|(s, i, _)| *s == view.seat && *i == view.stone)
                    {
                        let current = tr.translation.truncate();
                        let next = if t >= 1.0 { *at } else { current.lerp(*at, t) };
                        tr.translation = next.extend(10.0);
                        tr.scale = Vec3::splat(layout::stone_scale(&m.game, view.seat, view.stone));
                    }
                }
            }
            Step::Sound(_) => {}
        }
        let finished = active.elapsed >= active.duration;
        if let Step::Hop { .. } = &active.step
            && finished
        {
            sfx.write(Sfx::Click);
        }
        if finished {
            queue.active = None;
        } else {
            break;
        }
    }
    busy.0 = queue.active.is_some() || !queue.steps.is_empty();
    if *shown_face != face.0 {
        *shown_face = face.0;
        for pip in &pips {
            commands.entity(pip).despawn();
        }
        if let (Some(f), Ok((die_entity, _))) = (face.0, die.single()) {
            let mut p = Painter {
                commands: &mut commands,
                meshes: &mut meshes,
                materials: &mut materials,
                cache: &mut cache,
            };
            let s = DIE_SIZE * 0.26;
            let spots = crate::app::paint::die_spots(f);
            let color = if f == 6 {
                palette::DANGER
            } else {
                palette::INK
            };
            let children: Vec<Entity> = spots
                .iter()
                .map(|&(x, y)| p.circle(Vec2::new(x, y) * s, DIE_SIZE * 0.085, color, 0.1))
                .collect();
            for c in &children {
                commands.entity(*c).insert(DiePip);
            }
            commands.entity(die_entity).add_children(&children);
        }
    }
}

fn stone_pos(
    stones: &Query<(&StoneView, &mut Transform), Without<DieView>>,
    seat: Seat,
    stone: usize,
) -> Vec2 {
    stones
        .iter()
        .find(|(v, _)| v.seat == seat && v.stone == stone)
        .map_or(Vec2::ZERO, |(_, t)| t.translation.truncate())
}

fn set_stone(
    stones: &mut Query<(&StoneView, &mut Transform), Without<DieView>>,
    seat: Seat,
    stone: usize,
    at: Vec2,
    scale: f32,
) {
    for (v, mut t) in stones.iter_mut() {
        if v.seat == seat && v.stone == stone {
            t.translation = at.extend(20.0);
            t.scale = Vec3::splat(scale);
        }
    }
}

/// Rings round the stones that can move, the focused choice, its landing field and its captures.
fn draw_highlights(
    mut gizmos: crate::app::paint::Highlights,
    m: Res<EileMatch>,
    busy: Res<BoardBusy>,
    time: Res<Time>,
) {
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
    if m.current_kind() != SeatKind::Human {
        return;
    }
    if game.to_move() == ToMove::Chance {
        gizmos.rect_2d(
            DIE_CENTER,
            Vec2::splat(DIE_SIZE + 12.0 + pulse * 6.0),
            palette::HIGHLIGHT,
        );
        return;
    }
    let choices = m.choices();
    for (i, action) in choices.iter().enumerate() {
        let Some(plan) = game.plan(action) else {
            continue;
        };
        let from = stone_world(game, current, usize::from(plan.stone));
        let focused = i == m.focus.min(choices.len() - 1);
        let color = if focused {
            palette::HIGHLIGHT
        } else {
            palette::HIGHLIGHT.with_alpha(0.55)
        };
        gizmos.circle_2d(from, STONE_RADIUS + 4.0 + pulse * 2.0, color);
        if focused {
            gizmos.circle_2d(from, STONE_RADIUS + 8.0, color);
            let to = layout::pos_world(game, current, usize::from(plan.stone), plan.to);
            gizmos.circle_2d(to, CELL * 0.5, palette::HIGHLIGHT);
            gizmos.circle_2d(to, CELL * 0.56, palette::HIGHLIGHT);
            let points =
                layout::hop_points(game, current, usize::from(plan.stone), plan.from, plan.to);
            let mut prev = from;
            for p in points {
                gizmos.line_2d(prev, p, palette::HIGHLIGHT.with_alpha(0.7));
                prev = p;
            }
            for (seat, stone) in &plan.captures {
                let at = stone_world(game, *seat, usize::from(*stone));
                let d = STONE_RADIUS * 0.9;
                gizmos.line_2d(
                    at + Vec2::new(-d, -d),
                    at + Vec2::new(d, d),
                    palette::DANGER,
                );
                gizmos.line_2d(
                    at + Vec2::new(-d, d),
                    at + Vec2::new(d, -d),
                    palette::DANGER,
                );
                gizmos.circle_2d(at, STONE_RADIUS + 5.0, palette::DANGER);
            }
        }
    }
}

fn stone_world(game: &Eile, seat: Seat, stone: usize) -> Vec2 {
    layout::stone_positions(game)
        .into_iter()
        .find(|(s, i, _)| *s == seat && *i == stone)
        .map_or(Vec2::ZERO, |(_, _, p)| p)
}

type TurnLabelQuery<'w, 's> = Query<
    'w,
    's,
    (&'static mut Text2d, &'static mut TextColor),
    (With<TurnLabel>, Without<DieLabel>),
>;

fn update_labels(
    m: Res<EileMatch>,
    face: Res<DieFace>,
    busy: Res<BoardBusy>,
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
            "Game\nover".to_string()
        } else {
            let who = game.colour_name(game.current());
            match (game.to_move(), m.current_kind()) {
                (ToMove::Chance, SeatKind::Human) => format!("{who}\nroll!"),
                (ToMove::Chance, _) => format!("{who}\nrolls…"),
                (_, SeatKind::Human) => format!("{who}\nmove"),
                _ => format!("{who}\nthinks…"),
            }
        };
        if text.0 != wanted {
            text.0 = wanted;
        }
        color.0 = ARM_COLORS[game.arm_of(game.current())].mix(&palette::PAPER, 0.25);
    }
}
