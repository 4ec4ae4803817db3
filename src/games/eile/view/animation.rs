//! The animations of applied actions: the die roll and the stones' moves, one step at a time.

use super::*;

/// One step of the board's animation.
#[derive(Debug, Clone)]
pub(super) enum Step {
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
pub(super) struct Active {
    step: Step,
    elapsed: f32,
    duration: f32,
    starts: Vec<Vec2>,
}

/// What the board still has to show before the match may go on.
#[derive(Resource, Default)]
pub(super) struct AnimationQueue {
    steps: VecDeque<Step>,
    active: Option<Active>,
}

/// Turns applied actions into animation steps.
pub(super) fn queue_animations(
    mut applied: MessageReader<Applied<Eile>>,
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

pub(super) fn step_duration(step: &Step, speed: f32) -> f32 {
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
pub(super) fn run_animations(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    mut queue: ResMut<AnimationQueue>,
    mut busy: ResMut<Busy<Eile>>,
    m: Res<EileMatch>,
    mut stones: Query<(&StoneView, &mut Transform), Without<DieView>>,
    mut die: Query<(Entity, &mut Transform), With<DieView>>,
    pips: Query<Entity, With<DiePip>>,
    mut face: ResMut<DieFace>,
    mut sfx: MessageWriter<Sfx>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    mut shown_face: Local<(Option<u8>, crate::colours::Palette)>,
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
    // The pips are drawn again for a new face, or in a palette the settings switched to.
    let chosen = settings.palette();
    if *shown_face != (face.0, chosen) {
        *shown_face = (face.0, chosen);
        for pip in &pips {
            commands.entity(pip).despawn();
        }
        if let (Some(f), Ok((die_entity, _))) = (face.0, die.single()) {
            let mut p = Painter {
                commands: &mut commands,
                meshes: &mut meshes,
                materials: &mut materials,
                cache: &mut cache,
                edges: crate::app::paint::Edges::Feathered,
            };
            let s = DIE_SIZE * 0.26;
            let spots = crate::app::paint::die_spots(f);
            let pal = chosen.eile();
            let color = crate::games::colour::color(if f == 6 { pal.six } else { pal.pip });
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
