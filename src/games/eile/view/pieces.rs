//! The stones: spawned on the board, placed on their fields, and where each one stands.

use super::*;

pub(super) fn spawn_pieces(
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
        edges: crate::app::paint::Edges::Feathered,
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

/// After a jump (start, undo, seek) every stone and the die go straight to their places.
pub(super) fn jump_view(
    mut jumped: MessageReader<Jumped<Eile>>,
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

pub(super) fn snap_stones(game: &Eile, stones: &mut Query<(&StoneView, &mut Transform)>) {
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

pub(super) fn stone_pos(
    stones: &Query<(&StoneView, &mut Transform), Without<DieView>>,
    seat: Seat,
    stone: usize,
) -> Vec2 {
    stones
        .iter()
        .find(|(v, _)| v.seat == seat && v.stone == stone)
        .map_or(Vec2::ZERO, |(_, t)| t.translation.truncate())
}

pub(super) fn set_stone(
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

pub(super) fn stone_world(game: &Eile, seat: Seat, stone: usize) -> Vec2 {
    layout::stone_positions(game)
        .into_iter()
        .find(|(s, i, _)| *s == seat && *i == stone)
        .map_or(Vec2::ZERO, |(_, _, p)| p)
}
