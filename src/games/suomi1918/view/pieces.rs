//! The tiles (discs with six numbered sectors and a pin) and the die.

use super::*;

/// Spawns a tile: a disc of six numbered sectors, a black centre for artillery, the pin.
pub(super) fn spawn_tile(p: &mut Painter, fonts: &Fonts, at: Vec2, tile: &Tile) -> Entity {
    let red = tile.side == RED;
    let (base, ink) = if red {
        (RED_TILE, Color::srgb(0.99, 0.95, 0.88))
    } else {
        (WHITE_TILE, palette::INK)
    };
    let r = TILE_R;
    let mut parts = vec![
        p.circle(Vec2::new(2.5, -3.5), r, Color::BLACK.with_alpha(0.4), -0.5),
        p.circle(Vec2::ZERO, r, base.mix(&Color::BLACK, 0.45), -0.4),
    ];
    for k in 1..=6u8 {
        let tint = if k % 2 == 0 {
            base.mix(&Color::BLACK, 0.10)
        } else {
            base
        };
        let angle = -(f32::from(k) - 1.0) * std::f32::consts::TAU / 6.0;
        // One shared mesh for every sector of every tile, turned into place.
        parts.push(p.sector(
            Vec2::ZERO,
            r - 1.5,
            std::f32::consts::PI / 6.0,
            angle,
            tint,
            -0.3,
        ));
    }
    if tile.artillery {
        parts.push(p.circle(Vec2::ZERO, r * 0.36, Color::srgb(0.05, 0.05, 0.05), -0.2));
    } else {
        parts.push(p.circle(Vec2::ZERO, r * 0.12, ink.with_alpha(0.6), -0.2));
    }
    for k in 1..=6u8 {
        let at = sector_point(f32::from(k), r * 0.76);
        parts.push(world_text(
            p.commands,
            &fonts.serif_bold,
            &k.to_string(),
            8.5,
            ink,
            at,
            -0.1,
        ));
    }
    let pin = p
        .commands
        .spawn((
            PinView {
                shown: f32::from(tile.strength.max(1)),
            },
            Transform::from_translation(
                sector_point(f32::from(tile.strength.max(1)), r * 0.45).extend(0.2),
            ),
            if tile.strength == 0 {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            },
        ))
        .id();
    // A pin head: brass with a dark rim, so it shows on red and on white.
    let head = [
        p.circle(Vec2::new(1.2, -1.6), 4.0, Color::BLACK.with_alpha(0.5), 0.0),
        p.circle(Vec2::ZERO, 4.0, Color::srgb(0.12, 0.10, 0.08), 0.01),
        p.circle(Vec2::ZERO, 3.0, Color::srgb(0.92, 0.74, 0.25), 0.02),
        p.circle(
            Vec2::new(-1.0, 1.0),
            1.2,
            Color::srgb(1.0, 0.96, 0.80),
            0.03,
        ),
    ];
    p.commands.entity(pin).add_children(&head);
    parts.push(pin);
    let parent = p
        .commands
        .spawn((
            Name::new(format!("Tile {:?} {}", tile.side, tile.number)),
            TileView,
            Transform::from_xyz(at.x, at.y, 10.0),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    p.commands.entity(parent).add_children(&parts);
    parent
}

#[expect(
    clippy::too_many_arguments,
    reason = "respawning needs the painter's resources"
)]
pub(super) fn respawn_tiles(
    mut commands: Commands,
    mut jumped: MessageReader<Jumped<Suomi1918>>,
    m: Res<SuomiMatch>,
    existing: Query<Entity, With<TileView>>,
    mut entities: ResMut<TileEntities>,
    mut queue: ResMut<Queue>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    mut face: ResMut<DieFace>,
    mut card: ResMut<VerseCard>,
    mut fire: ResMut<FireEntities>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    for e in fire.0.drain(..) {
        commands.entity(e).despawn();
    }
    *queue = Queue::default();
    card.shown = None;
    entities.0.clear();
    face.0 = match m.game.phase() {
        Phase::AwaitMove { face } => Some(face),
        _ => None,
    };
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        cache: &mut cache,
        edges: crate::app::paint::Edges::Feathered,
    };
    for tile in m.game.tiles() {
        let e = spawn_tile(&mut p, &fonts, circle_pos(&m.game, tile.circle), tile);
        entities.0.insert((tile.side, tile.number), e);
    }
}

/// The die's pips and the words under it.
#[expect(
    clippy::too_many_arguments,
    reason = "the die reads the match and paints its pips"
)]
pub(super) fn draw_die(
    mut commands: Commands,
    face: Res<DieFace>,
    m: Res<SuomiMatch>,
    die: Query<Entity, With<DieView>>,
    pips: Query<Entity, With<DiePip>>,
    mut label: Query<&mut Text2d, With<DieLabel>>,
    mut painter: PainterParams,
    mut shown: Local<Option<Option<u8>>>,
    busy: Res<Busy<Suomi1918>>,
) {
    if let Ok(mut text) = label.single_mut() {
        let who = |side: Side| super::super::side_players(side);
        let words = match (m.game.phase(), m.acting_kind()) {
            _ if busy.0 => String::new(),
            (Phase::Setup(k), SeatKind::Human) => {
                crate::tr!(
                    "suomi-die-setup",
                    side = who(Side::of_turn(k)),
                    tile = k / 2 + 1
                )
            }
            (Phase::Setup(k), _) => crate::tr!("suomi-die-rolling", side = who(Side::of_turn(k))),
            (Phase::AwaitRoll, SeatKind::Human) => {
                crate::tr!("suomi-die-roll", side = who(m.game.side_to_move()))
            }
            (Phase::AwaitRoll, _) => {
                crate::tr!("suomi-die-rolling", side = who(m.game.side_to_move()))
            }
            (Phase::AwaitMove { face }, _) => crate::tr!(
                "suomi-die-move",
                side = who(m.game.side_to_move()),
                face = face
            ),
            (Phase::Over, _) => String::new(),
        };
        if text.0 != words {
            text.0 = words;
        }
    }
    if *shown == Some(face.0) {
        return;
    }
    *shown = Some(face.0);
    for pip in &pips {
        commands.entity(pip).despawn();
    }
    let (Some(f), Ok(die_entity)) = (face.0, die.single()) else {
        return;
    };
    let mut p = painter.painter(&mut commands);
    let s = DIE_SIZE * 0.26;
    let children: Vec<Entity> = die_spots(f)
        .iter()
        .map(|&(x, y)| p.circle(Vec2::new(x, y) * s, DIE_SIZE * 0.085, palette::INK, 0.1))
        .collect();
    for c in &children {
        commands.entity(*c).insert(DiePip);
    }
    commands.entity(die_entity).add_children(&children);
}
