//! The animations of applied actions: rolls, pins, marches, fire, removals and floating texts, played one step at a time.

use super::*;

#[derive(Debug, Clone)]
pub(super) enum Step {
    Roll(u8),
    Pin {
        side: Side,
        tile: u8,
        to: u8,
    },
    Walk {
        side: Side,
        tile: u8,
        path: Vec<usize>,
    },
    Fire {
        from: usize,
        /// The target tile (side, number): its entity shows where it stands.
        target: (Side, u8),
        loss: u8,
    },
    Remove {
        side: Side,
        tile: u8,
    },
    Verse {
        circle: usize,
        side: Side,
    },
    Sound(Sfx),
}

pub(super) fn queue_steps(
    mut applied: MessageReader<Applied<Suomi1918>>,
    mut queue: ResMut<Queue>,
) {
    for a in applied.read() {
        for e in &a.events {
            match e {
                SuomiEvent::Strength {
                    side,
                    tile,
                    strength,
                } => {
                    if let SuomiAction::Roll(face) = a.action {
                        queue.steps.push_back(Step::Sound(Sfx::Dice));
                        queue.steps.push_back(Step::Roll(face));
                    }
                    queue.steps.push_back(Step::Pin {
                        side: *side,
                        tile: *tile,
                        to: *strength,
                    });
                }
                SuomiEvent::Rolled { face, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Dice));
                    queue.steps.push_back(Step::Roll(*face));
                }
                SuomiEvent::Moved { side, tile, path } => queue.steps.push_back(Step::Walk {
                    side: *side,
                    tile: *tile,
                    path: path.clone(),
                }),
                SuomiEvent::Shot {
                    side,
                    tile,
                    path,
                    target,
                    loss,
                } => {
                    if path.len() > 1 {
                        queue.steps.push_back(Step::Walk {
                            side: *side,
                            tile: *tile,
                            path: path.clone(),
                        });
                    }
                    queue.steps.push_back(Step::Sound(Sfx::Capture));
                    queue.steps.push_back(Step::Fire {
                        from: *path.last().expect("a path"),
                        target: (side.other(), *target),
                        loss: *loss,
                    });
                }
                SuomiEvent::StrengthChanged {
                    side,
                    tile,
                    strength,
                } => queue.steps.push_back(Step::Pin {
                    side: *side,
                    tile: *tile,
                    to: *strength,
                }),
                SuomiEvent::Removed { side, tile } => queue.steps.push_back(Step::Remove {
                    side: *side,
                    tile: *tile,
                }),
                SuomiEvent::Verse { circle, side, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Hut));
                    queue.steps.push_back(Step::Verse {
                        circle: *circle,
                        side: *side,
                    });
                }
                SuomiEvent::Passed { .. } | SuomiEvent::RollAgain { .. } => {}
                SuomiEvent::GameOver { .. } => queue.steps.push_back(Step::Sound(Sfx::Win)),
            }
        }
    }
}

pub(super) fn duration(step: &Step, speed: f32) -> f32 {
    speed
        * match step {
            Step::Roll(_) => 0.45,
            Step::Pin { .. } => 0.45,
            Step::Walk { path, .. } => path.len().saturating_sub(1) as f32 * 0.2,
            Step::Fire { loss, .. } => 0.7 + f32::from(*loss).min(6.0) * 0.12,
            Step::Remove { .. } => 0.5,
            // The card stays until it is closed.
            Step::Verse { .. } => 0.0,
            Step::Sound(_) => 0.0,
        }
}

#[expect(
    clippy::too_many_arguments,
    reason = "the animation moves tiles, pins, the die, fire and the verse card"
)]
pub(super) fn run_steps(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    m: Res<SuomiMatch>,
    mut queue: ResMut<Queue>,
    mut busy: ResMut<Busy<Suomi1918>>,
    mut entities: ResMut<TileEntities>,
    mut tiles: Query<&mut Transform, TileFilter>,
    mut pins: Query<(&mut PinView, &mut Transform, &mut Visibility), Without<TileView>>,
    mut die: Query<&mut Transform, DieFilter>,
    children: Query<&Children>,
    mut shown: ShownState,
    mut painter: PainterParams,
    fonts: Res<Fonts>,
    mut sfx: MessageWriter<Sfx>,
) {
    let ShownState { face, card, fire } = &mut shown;
    let speed = settings.animation.factor();
    let mut dt = time.delta_secs();
    for _ in 0..64 {
        if card.shown.is_some() {
            break;
        }
        if queue.active.is_none() {
            let Some(step) = queue.steps.pop_front() else {
                break;
            };
            match &step {
                Step::Sound(s) => {
                    sfx.write(*s);
                    continue;
                }
                Step::Verse { circle, side } => {
                    let humans = m.seats.contains(&SeatKind::Human);
                    let auto_close = if m.replay.is_some() || !humans {
                        Some(6.0 * speed)
                    } else if settings.animation == AnimationSpeed::Instant {
                        Some(0.0)
                    } else {
                        None
                    };
                    if auto_close != Some(0.0) {
                        card.shown = Some(VerseShown {
                            circle: *circle,
                            side: *side,
                            world_y: circle_pos(&m.game, *circle).y,
                            auto_close,
                            age: 0.0,
                        });
                    }
                    continue;
                }
                Step::Fire { from, target, loss } => {
                    let a = circle_pos(&m.game, *from);
                    let b = entities
                        .0
                        .get(target)
                        .and_then(|&e| tiles.get(e).ok())
                        .map_or(a, |tr| tr.translation.truncate());
                    let mut p = painter.painter(&mut commands);
                    let n = ((a.distance(b) / 7.0) as usize).max(2);
                    for k in 0..=n {
                        let at = a.lerp(b, k as f32 / n as f32);
                        let e = p.circle(at, 3.2, Color::srgb(1.0, 0.55, 0.10), 32.0);
                        p.commands.entity(e).insert(Flame {
                            phase: k as f32 * 0.7,
                        });
                        fire.0.push(e);
                    }
                    let burst = p.star(b, 15.0, Color::srgb(1.0, 0.78, 0.15), 33.0);
                    fire.0.extend(burst);
                    let e = world_text(
                        &mut commands,
                        &fonts.serif_bold,
                        &format!("−{loss} 000"),
                        20.0,
                        palette::DANGER,
                        b + Vec2::new(0.0, 24.0),
                        40.0,
                    );
                    commands
                        .entity(e)
                        .insert((FloatingText { age: 0.0 }, DespawnOnExit(Screen::Playing)));
                }
                _ => {}
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
        let step = step.clone();
        match step {
            Step::Roll(f) => {
                face.0 = Some(if done { f } else { ((t * 17.0) as u8 % 6) + 1 });
                if let Ok(mut tr) = die.single_mut() {
                    let wobble = if done { 0.0 } else { (t * 30.0).sin() * 0.4 };
                    tr.rotation = Quat::from_rotation_z(wobble);
                }
            }
            Step::Pin { side, tile, to } => {
                if let Some(&e) = entities.0.get(&(side, tile)) {
                    for child in children.iter_descendants(e) {
                        if let Ok((mut pin, mut tr, mut vis)) = pins.get_mut(child) {
                            let target = f32::from(to.max(1));
                            if *vis == Visibility::Hidden {
                                // The first pin drops in from above.
                                *vis = Visibility::Inherited;
                                pin.shown = target;
                            }
                            let from = pin.shown;
                            let s = from + (target - from) * ease(t);
                            let lift = if done {
                                0.0
                            } else {
                                (t * std::f32::consts::PI).sin() * 5.0
                            };
                            tr.translation =
                                (sector_point(s, TILE_R * 0.45) + Vec2::Y * lift).extend(0.2);
                            tr.scale = Vec3::splat(1.0 + lift * 0.08);
                            if done {
                                pin.shown = target;
                            }
                        }
                    }
                }
                if done {
                    sfx.write(Sfx::Click);
                }
            }
            Step::Walk { side, tile, path } => {
                if let Some(&e) = entities.0.get(&(side, tile))
                    && let Ok(mut tr) = tiles.get_mut(e)
                    && path.len() > 1
                {
                    let hops = (path.len() - 1) as f32;
                    let hop = ((t * hops).floor() as usize).min(path.len() - 2);
                    let local = if done { 1.0 } else { t * hops - hop as f32 };
                    let a = circle_pos(&m.game, path[hop]);
                    let b = circle_pos(&m.game, path[hop + 1]);
                    let lift = (local * std::f32::consts::PI).sin();
                    tr.translation = (a.lerp(b, local) + Vec2::Y * lift * 6.0).extend(20.0);
                    tr.scale = Vec3::splat(1.0 + lift * 0.12);
                    if done {
                        tr.translation.z = 10.0;
                        tr.scale = Vec3::ONE;
                        sfx.write(Sfx::Click);
                    }
                }
            }
            Step::Fire { .. } => {
                if done {
                    for e in fire.0.drain(..) {
                        commands.entity(e).despawn();
                    }
                }
            }
            Step::Remove { side, tile } => {
                if let Some(&e) = entities.0.get(&(side, tile))
                    && let Ok(mut tr) = tiles.get_mut(e)
                {
                    tr.scale = Vec3::splat((1.0 - t) * (1.0 + 0.3 * (t * 20.0).sin().abs()));
                    tr.rotation = Quat::from_rotation_z(t * 2.0);
                    if done {
                        entities.0.remove(&(side, tile));
                        commands.entity(e).despawn();
                    }
                }
            }
            Step::Verse { .. } | Step::Sound(_) => {}
        }
        if done {
            queue.active = None;
        } else {
            break;
        }
    }
    busy.0 = queue.active.is_some() || !queue.steps.is_empty() || card.shown.is_some();
}

pub(super) fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Flickers the flames of a shot and lifts the floating numbers.
pub(super) fn float_texts(
    mut commands: Commands,
    time: Res<Time>,
    mut flames: Query<(&Flame, &mut Transform), Without<FloatingText>>,
    mut texts: Query<(Entity, &mut FloatingText, &mut Transform, &mut TextColor)>,
) {
    let now = time.elapsed_secs();
    for (flame, mut tr) in &mut flames {
        tr.scale = Vec3::splat(0.7 + 0.5 * ((now * 18.0 + flame.phase).sin() * 0.5 + 0.5));
    }
    for (e, mut f, mut tr, mut color) in &mut texts {
        f.age += time.delta_secs();
        tr.translation.y += time.delta_secs() * 18.0;
        color.0 = color.0.with_alpha((1.6 - f.age).clamp(0.0, 1.0));
        if f.age > 1.6 {
            commands.entity(e).despawn();
        }
    }
}
