//! The Razboiniki board as a home-made card: its squares, the two cities' tints (in the
//! settings' palette, tinted again when it changes), the numbers, the files and ranks and the
//! cities' names, baked into the table's picture.

use bevy::prelude::*;

use super::view::{CENTER, SQUARE, square_pos};
use crate::{
    app::{
        Screen,
        bake::Baked,
        paint::{Edges, MaterialCache, Painter, world_text, world_words},
        settings::Settings,
        theme::{Fonts, palette},
    },
    colours::Palette,
    games::colour::color,
    rules::razboiniki::{FILES, RANKS, RazBoard, SquareKind},
};

/// The sheet of card the board is drawn on, its slightly lighter face and an open square.
pub(super) const CARD: Color = Color::srgb(0.90, 0.85, 0.74);
pub(super) const CARD_FACE: Color = Color::srgb(0.95, 0.92, 0.83);
pub(super) const OPEN_SQUARE: Color = color(crate::colours::razboiniki::OPEN_SQUARE);

/// A square of a city, tinted by the palette.
#[derive(Component, Clone, Copy)]
pub(super) struct CitySquare(SquareKind);

/// The city tint of a square in a palette (White's city warm, Black's city grey, or slate
/// in the colour-blind palette).
pub(super) fn city_tint(kind: SquareKind, palette: Palette) -> Option<Color> {
    let pal = palette.razboiniki();
    match kind {
        SquareKind::Numbered { city: 0, .. } | SquareKind::Centre { city: 0 } => {
            Some(color(pal.white_city))
        }
        SquareKind::Numbered { .. } | SquareKind::Centre { .. } => Some(color(pal.black_city)),
        _ => None,
    }
}

/// Tints the cities' squares again in the palette the settings switched to (the baked
/// picture is drawn again as their material changes).
pub(super) fn retint_cities(
    settings: Res<Settings>,
    mut squares: Query<(&CitySquare, &mut MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
) {
    for (square, mut material) in &mut squares {
        if let Some(tint) = city_tint(square.0, settings.palette()) {
            let handle = cache.get(&mut materials, tint);
            if material.0 != handle {
                material.0 = handle;
            }
        }
    }
}

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    settings: Res<Settings>,
) {
    let board = RazBoard::standard();
    let mut spawned = Vec::new();
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
            edges: Edges::Multisampled,
        };
        let card = Vec2::new(SQUARE * 7.0 + 90.0, SQUARE * 7.0 + 110.0);
        spawned.push(p.rect(
            CENTER + Vec2::new(7.0, -9.0),
            card,
            Color::BLACK.with_alpha(0.45),
            -10.0,
        ));
        // A sheet of card, slightly yellowed, with a pencil frame.
        spawned.push(p.rect(CENTER, card, CARD, -9.5));
        spawned.push(p.rect(CENTER, card - Vec2::splat(10.0), CARD_FACE, -9.4));
        for s in board.squares() {
            let at = square_pos(s);
            spawned.push(p.rect(at, Vec2::splat(SQUARE), palette::INK.with_alpha(0.85), -9.0));
            let tint = city_tint(board.kind(s), settings.palette());
            let fill = p.rect(
                at,
                Vec2::splat(SQUARE - 4.0),
                tint.unwrap_or(OPEN_SQUARE),
                -8.9,
            );
            if tint.is_some() {
                p.commands.entity(fill).insert(CitySquare(board.kind(s)));
            }
            spawned.push(fill);
        }
    }
    for s in board.squares() {
        if let SquareKind::Numbered { number, city } = board.kind(s) {
            let at = square_pos(s) + Vec2::new(SQUARE * 0.3, -SQUARE * 0.3);
            let color = if city == 0 {
                Color::srgb(0.55, 0.35, 0.10)
            } else {
                Color::srgb(0.25, 0.25, 0.28)
            };
            spawned.push(world_text(
                &mut commands,
                &fonts.serif_bold,
                &number.to_string(),
                20.0,
                color.with_alpha(0.8),
                at,
                -8.0,
            ));
        }
    }
    for f in 0..FILES {
        let at = CENTER + Vec2::new(f as f32 - 3.0, -3.5) * SQUARE - Vec2::new(0.0, 18.0);
        spawned.push(world_text(
            &mut commands,
            &fonts.sans,
            &((b'a' + f as u8) as char).to_string(),
            16.0,
            palette::INK,
            at,
            -8.0,
        ));
    }
    for r in 0..RANKS {
        let at = CENTER + Vec2::new(-3.5, r as f32 - 3.0) * SQUARE - Vec2::new(20.0, 0.0);
        spawned.push(world_text(
            &mut commands,
            &fonts.sans,
            &(r + 1).to_string(),
            16.0,
            palette::INK,
            at,
            -8.0,
        ));
    }
    for (side, y) in [("black", 3.78), ("white", -3.93)] {
        let at = CENTER + Vec2::new(0.0, y) * SQUARE;
        spawned.push(world_words(
            &mut commands,
            &fonts.serif_bold,
            crate::words!("raz-city", side = side),
            15.0,
            palette::INK.with_alpha(0.7),
            at,
            -8.0,
        ));
    }
    for e in spawned {
        commands
            .entity(e)
            .insert((Baked, DespawnOnExit(Screen::Playing)));
    }
}
