//! Draws the Eile mit Weile board: the cross, the protected places, stars, paths and the Alpenhütte.

use bevy::prelude::*;

use super::layout::{BOARD_CENTER, CELL, cell_to_world};
use crate::{
    app::{
        Screen,
        paint::{MaterialCache, Painter, world_text, world_words},
        theme::{Fonts, palette},
    },
    games::colour::color,
    rules::eile::{ARMS, EileBoard, FieldKind},
};

/// Each arm's colour, in arm order (red, blue, green, yellow): the same in every palette, for
/// each arm's stones carry their shape (`colours::eile::ARM_MARKS`).
pub const ARM_COLORS: [Color; ARMS] = {
    let arms = crate::colours::eile::ARMS;
    [
        color(arms[0]),
        color(arms[1]),
        color(arms[2]),
        color(arms[3]),
    ]
};

/// A lighter tint of an arm's colour, for its paths and corner.
pub fn arm_tint(arm: usize, amount: f32) -> Color {
    ARM_COLORS[arm].mix(&palette::PAPER, amount)
}

/// Marks the whole board entity tree.
#[derive(Component)]
pub struct BoardPiece;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_board.run_if(crate::app::cupboard::active_game_is(
            <crate::rules::eile::Eile as crate::rules::Game>::ID,
        )),
    );
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
) {
    let board = EileBoard::standard();
    let mut spawned = Vec::new();
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
            edges: crate::app::paint::Edges::Multisampled,
        };
        draw_frame(&mut p, &mut spawned);
        draw_corners(&mut p, &board, &mut spawned);
        draw_cross(&mut p, &board, &mut spawned);
        draw_track(&mut p, &board, &mut spawned);
        draw_paths(&mut p, &board, &mut spawned);
        draw_hut(&mut p, &board, &mut spawned);
    }
    for (i, f) in board.fields.iter().enumerate() {
        if f.kind == FieldKind::Plain {
            let at = cell_to_world(f.x as f32, f.y as f32);
            spawned.push(world_text(
                &mut commands,
                &fonts.sans,
                &(i + 1).to_string(),
                10.0,
                palette::INK.with_alpha(0.45),
                at,
                3.0,
            ));
        }
    }
    for (arm, &(x, y)) in board.stars.iter().enumerate().take(ARMS) {
        // The colour's name is printed just outside its corner circle, towards the board's edge.
        let at =
            cell_to_world(x as f32, y as f32) + Vec2::new(0.0, (y as f32).signum() * 3.05 * CELL);
        spawned.push(world_words(
            &mut commands,
            &fonts.serif_bold,
            crate::words!(
                "eile-colour",
                colour = crate::rules::eile::COLOUR_NAMES[arm].to_ascii_lowercase()
            ),
            16.0,
            ARM_COLORS[arm].mix(&palette::INK, 0.35),
            at,
            3.0,
        ));
    }
    let (hx, hy) = board.hut;
    spawned.push(world_text(
        &mut commands,
        &fonts.serif_bold,
        "Alpenhütte",
        11.0,
        palette::INK,
        cell_to_world(hx as f32, hy as f32 - 1.25),
        6.0,
    ));
    for e in spawned {
        commands.entity(e).insert((
            BoardPiece,
            crate::app::bake::Baked,
            DespawnOnExit(Screen::Playing),
        ));
    }
}

fn draw_frame(p: &mut Painter, out: &mut Vec<Entity>) {
    let half = CELL * 10.2;
    out.push(p.rect(
        BOARD_CENTER + Vec2::new(8.0, -8.0),
        Vec2::splat(half * 2.0 + 24.0),
        Color::BLACK.with_alpha(0.45),
        -10.0,
    ));
    out.push(p.rect(
        BOARD_CENTER,
        Vec2::splat(half * 2.0 + 24.0),
        palette::FRAME,
        -9.0,
    ));
    out.push(p.rect(
        BOARD_CENTER,
        Vec2::splat(half * 2.0 + 8.0),
        palette::FRAME.mix(&Color::BLACK, 0.3),
        -8.9,
    ));
    out.push(p.rect(BOARD_CENTER, Vec2::splat(half * 2.0), palette::PAPER, -8.8));
    // A printed double rule just inside the paper's edge.
    let inner = half * 2.0 - 14.0;
    out.push(p.rect(BOARD_CENTER, Vec2::splat(inner), palette::INK, -8.7));
    out.push(p.rect(BOARD_CENTER, Vec2::splat(inner - 3.0), palette::PAPER, -8.6));
    out.push(p.rect(
        BOARD_CENTER,
        Vec2::splat(inner - 8.0),
        palette::INK.with_alpha(0.6),
        -8.5,
    ));
    out.push(p.rect(BOARD_CENTER, Vec2::splat(inner - 9.5), palette::PAPER, -8.4));
}

fn draw_corners(p: &mut Painter, board: &EileBoard, out: &mut Vec<Entity>) {
    #[expect(
        clippy::needless_range_loop,
        reason = "arm indexes stars and colours alike"
    )]
    for arm in 0..ARMS {
        let (x, y) = board.stars[arm];
        let at = cell_to_world(x as f32, y as f32);
        out.push(p.circle(at, CELL * 2.6, arm_tint(arm, 0.78), -8.0));
        out.push(p.ring(
            at,
            CELL * 2.6,
            CELL * 2.7,
            ARM_COLORS[arm].mix(&palette::INK, 0.3),
            -7.9,
        ));
        out.extend(p.star(
            at,
            CELL * 1.9,
            ARM_COLORS[arm].mix(&palette::PAPER, 0.15),
            -7.8,
        ));
    }
}

fn draw_cross(p: &mut Painter, board: &EileBoard, out: &mut Vec<Entity>) {
    let long = CELL * 19.3;
    let wide = CELL * 3.3;
    let (hx, hy) = board.hut;
    let c = cell_to_world(hx as f32, hy as f32);
    for (size, color, z) in [
        (Vec2::new(wide + 6.0, long + 6.0), palette::INK, -7.5),
        (Vec2::new(wide, long), palette::PAPER_DARK, -7.4),
    ] {
        out.push(p.rect(c, size, color, z));
        out.push(p.rect(c, Vec2::new(size.y, size.x), color, z));
    }
}

fn field_world(board: &EileBoard, i: usize) -> Vec2 {
    let f = board.fields[i];
    cell_to_world(f.x as f32, f.y as f32)
}

fn draw_track(p: &mut Painter, board: &EileBoard, out: &mut Vec<Entity>) {
    let n = board.track_len();
    // The line of travel through every field.
    for i in 0..n {
        let a = field_world(board, i);
        let b = field_world(board, (i + 1) % n);
        out.push(p.line(a, b, 3.0, palette::INK.with_alpha(0.55), -7.0));
    }
    for i in 0..n {
        let at = field_world(board, i);
        let kind = board.fields[i].kind;
        out.push(p.circle(at, CELL * 0.45, palette::INK, -6.0));
        let fill = color(if kind.is_protected() {
            crate::colours::eile::PROTECTED_FIELD
        } else {
            crate::colours::eile::PLAIN_FIELD
        });
        out.push(p.circle(at, CELL * 0.40, fill, -5.9));
        draw_place_icon(p, at, kind, out);
    }
    for (arm, &color) in ARM_COLORS.iter().enumerate() {
        // The start field's arrow, in the arm's colour, pointing along the track.
        let start = board.start_field(arm);
        let at = field_world(board, start);
        let dir = (field_world(board, (start + 1) % n) - at).normalize();
        let side = Vec2::new(dir.y, -dir.x);
        let base = at + side * CELL * 0.82;
        out.push(p.triangle(
            base + dir * CELL * 0.42,
            base - dir * CELL * 0.3 + side * CELL * 0.24,
            base - dir * CELL * 0.3 - side * CELL * 0.24,
            color,
            -5.5,
        ));
        out.push(p.line(
            base - dir * CELL * 0.55,
            base - dir * CELL * 0.2,
            5.0,
            color,
            -5.5,
        ));
    }
}

/// Draws the illustration of a protected place inside its field.
fn draw_place_icon(p: &mut Painter, at: Vec2, kind: FieldKind, out: &mut Vec<Entity>) {
    let u = CELL;
    let wood = Color::srgb(0.55, 0.34, 0.16);
    let dark = Color::srgb(0.30, 0.18, 0.08);
    match kind {
        FieldKind::Plain => {}
        FieldKind::Bench => {
            out.push(p.rect(
                at + Vec2::new(0.0, 0.13) * u,
                Vec2::new(0.52, 0.08) * u,
                wood,
                -5.0,
            ));
            out.push(p.rect(
                at + Vec2::new(0.0, -0.01) * u,
                Vec2::new(0.56, 0.09) * u,
                wood,
                -5.0,
            ));
            for x in [-0.2, 0.2] {
                out.push(p.rect(
                    at + Vec2::new(x, -0.13) * u,
                    Vec2::new(0.06, 0.17) * u,
                    dark,
                    -5.0,
                ));
            }
        }
        FieldKind::Wall => {
            let stone = Color::srgb(0.62, 0.58, 0.52);
            out.push(p.rect(at, Vec2::new(0.56, 0.34) * u, dark, -5.0));
            for (dx, dy) in [
                (-0.13, 0.08),
                (0.13, 0.08),
                (0.0, -0.08),
                (-0.2, -0.08),
                (0.2, -0.08),
            ] {
                out.push(p.rect(
                    at + Vec2::new(dx, dy) * u,
                    Vec2::new(0.22, 0.13) * u,
                    stone,
                    -4.9,
                ));
            }
        }
        FieldKind::TreeTrunk => {
            out.push(p.rect(
                at + Vec2::new(-0.04, 0.0) * u,
                Vec2::new(0.5, 0.24) * u,
                wood,
                -5.0,
            ));
            out.push(p.ellipse(
                at + Vec2::new(0.21, 0.0) * u,
                Vec2::new(0.07, 0.12) * u,
                Color::srgb(0.85, 0.68, 0.42),
                -4.9,
            ));
            out.push(p.rect(
                at + Vec2::new(-0.1, 0.05) * u,
                Vec2::new(0.25, 0.02) * u,
                dark,
                -4.9,
            ));
        }
        FieldKind::Rampart => {
            let grass = Color::srgb(0.30, 0.55, 0.22);
            out.push(p.ellipse(
                at + Vec2::new(0.0, -0.08) * u,
                Vec2::new(0.3, 0.17) * u,
                grass,
                -5.0,
            ));
            out.push(p.rect(
                at + Vec2::new(0.0, -0.16) * u,
                Vec2::new(0.6, 0.1) * u,
                grass.mix(&Color::BLACK, 0.2),
                -4.95,
            ));
            out.push(p.rect(
                at + Vec2::new(0.02, 0.12) * u,
                Vec2::new(0.03, 0.3) * u,
                dark,
                -4.9,
            ));
            out.push(p.triangle(
                at + Vec2::new(0.035, 0.26) * u,
                at + Vec2::new(0.22, 0.2) * u,
                at + Vec2::new(0.035, 0.14) * u,
                Color::srgb(0.85, 0.1, 0.1),
                -4.9,
            ));
        }
    }
}

fn draw_paths(p: &mut Painter, board: &EileBoard, out: &mut Vec<Entity>) {
    for (arm, &color) in ARM_COLORS.iter().enumerate() {
        let head = field_world(board, board.head_field(arm));
        let mut previous = head;
        for &(x, y) in &board.paths[arm] {
            let at = cell_to_world(x as f32, y as f32);
            out.push(p.line(previous, at, 3.0, color, -7.0));
            out.push(p.circle(at, CELL * 0.45, palette::INK, -6.0));
            out.push(p.circle(at, CELL * 0.40, arm_tint(arm, 0.55), -5.9));
            previous = at;
        }
        // The arrow on the rest bench that shows the way to the hut.
        let first = cell_to_world(board.paths[arm][0].0 as f32, board.paths[arm][0].1 as f32);
        let dir = (first - head).normalize();
        let tip = head + dir * CELL * 0.62;
        let side = Vec2::new(-dir.y, dir.x);
        out.push(p.triangle(
            tip,
            tip - dir * CELL * 0.25 + side * CELL * 0.2,
            tip - dir * CELL * 0.25 - side * CELL * 0.2,
            color,
            -4.5,
        ));
    }
}

fn draw_hut(p: &mut Painter, board: &EileBoard, out: &mut Vec<Entity>) {
    let (hx, hy) = board.hut;
    let c = cell_to_world(hx as f32, hy as f32);
    let u = CELL;
    out.push(p.rect(c, Vec2::splat(3.2 * u), palette::INK, -6.5));
    out.push(p.rect(
        c,
        Vec2::splat(3.05 * u),
        Color::srgb(0.70, 0.84, 0.95),
        -6.4,
    ));
    // Mountains with snow behind the hut.
    for (dx, h, w) in [(-0.7, 1.25, 1.0), (0.55, 1.45, 1.1), (0.0, 1.0, 0.9)] {
        let base = c + Vec2::new(dx, -0.3) * u;
        out.push(p.triangle(
            base + Vec2::new(-w, 0.0) * u,
            base + Vec2::new(w, 0.0) * u,
            base + Vec2::new(0.0, h) * u,
            Color::srgb(0.45, 0.50, 0.56),
            -6.3,
        ));
        out.push(p.triangle(
            base + Vec2::new(-w * 0.32, h * 0.68) * u,
            base + Vec2::new(w * 0.32, h * 0.68) * u,
            base + Vec2::new(0.0, h) * u,
            Color::WHITE,
            -6.25,
        ));
    }
    out.push(p.rect(
        c + Vec2::new(0.0, -1.05) * u,
        Vec2::new(3.05, 0.9) * u,
        Color::srgb(0.45, 0.68, 0.30),
        -6.2,
    ));
    // The hut: log walls, a red roof, a door and a window.
    let body = c + Vec2::new(0.0, -0.5) * u;
    out.push(p.rect(
        body,
        Vec2::new(1.1, 0.7) * u,
        Color::srgb(0.55, 0.33, 0.15),
        -6.1,
    ));
    for dy in [-0.2, 0.0, 0.2] {
        out.push(p.rect(
            body + Vec2::new(0.0, dy) * u,
            Vec2::new(1.1, 0.025) * u,
            Color::srgb(0.35, 0.2, 0.08),
            -6.05,
        ));
    }
    out.push(p.triangle(
        body + Vec2::new(-0.7, 0.33) * u,
        body + Vec2::new(0.7, 0.33) * u,
        body + Vec2::new(0.0, 0.85) * u,
        Color::srgb(0.65, 0.12, 0.10),
        -6.0,
    ));
    out.push(p.rect(
        body + Vec2::new(-0.2, -0.15) * u,
        Vec2::new(0.22, 0.4) * u,
        Color::srgb(0.28, 0.15, 0.06),
        -5.95,
    ));
    out.push(p.rect(
        body + Vec2::new(0.25, 0.05) * u,
        Vec2::new(0.2, 0.18) * u,
        Color::srgb(0.98, 0.88, 0.5),
        -5.95,
    ));
}
