//! Where things sit on the Eile mit Weile board, in world units; shared by drawing, animation and clicks.

use bevy::prelude::*;

use crate::rules::{
    Game, Seat,
    eile::{Eile, StonePos},
};

/// The side of one board cell in world units.
pub const CELL: f32 = 37.0;
/// The centre of the board in the world (the HUD takes the right of the window).
pub const BOARD_CENTER: Vec2 = Vec2::new(-222.0, 0.0);
/// Where the die lies, right of the board.
pub const DIE_CENTER: Vec2 = Vec2::new(240.0, 20.0);
/// The die's side.
pub const DIE_SIZE: f32 = 74.0;
/// A stone's radius.
pub const STONE_RADIUS: f32 = CELL * 0.36;

/// A board cell coordinate to the world.
pub fn cell_to_world(x: f32, y: f32) -> Vec2 {
    BOARD_CENTER + Vec2::new(x, y) * CELL
}

/// The world position of a track field.
pub fn track_pos(game: &Eile, track_index: usize) -> Vec2 {
    let f = game.board().fields[track_index];
    cell_to_world(f.x as f32, f.y as f32)
}

/// The world position of a path field (1-based) of an arm.
pub fn path_pos(game: &Eile, arm: usize, field: usize) -> Vec2 {
    let (x, y) = game.board().paths[arm][field - 1];
    cell_to_world(x as f32, y as f32)
}

/// The centre of an arm's star.
pub fn star_pos(game: &Eile, arm: usize) -> Vec2 {
    let (x, y) = game.board().stars[arm];
    cell_to_world(x as f32, y as f32)
}

/// A stone's own slot on its star (four slots round the star).
pub fn star_slot(game: &Eile, arm: usize, stone: usize) -> Vec2 {
    let offsets = [(-0.75, 0.75), (0.75, 0.75), (-0.75, -0.75), (0.75, -0.75)];
    let (dx, dy) = offsets[stone % 4];
    star_pos(game, arm) + Vec2::new(dx, dy) * CELL * 1.05
}

/// A stone's slot in the hut: each colour has a corner of the hut.
pub fn hut_slot(game: &Eile, arm: usize, stone: usize) -> Vec2 {
    let (hx, hy) = game.board().hut;
    let corner = [(0.75, -0.75), (0.75, 0.75), (-0.75, 0.75), (-0.75, -0.75)][arm % 4];
    let spread = [(-0.27, -0.27), (0.27, -0.27), (-0.27, 0.27), (0.27, 0.27)][stone % 4];
    cell_to_world(
        hx as f32 + corner.0 + spread.0,
        hy as f32 + corner.1 + spread.1,
    )
}

/// Where a stone position is drawn for a seat, without the offset for shared fields.
pub fn pos_world(game: &Eile, seat: Seat, stone: usize, pos: StonePos) -> Vec2 {
    let arm = game.arm_of(seat);
    if pos == StonePos::Star {
        return star_slot(game, arm, stone);
    }
    if game.in_hut(pos) {
        return hut_slot(game, arm, stone);
    }
    if let Some(t) = game.track_index(seat, pos) {
        return track_pos(game, t);
    }
    let p = game.path_field(pos).unwrap_or(1);
    path_pos(game, arm, p)
}

/// Every stone's world position, with stones that share a field set side by side.
pub fn stone_positions(game: &Eile) -> Vec<(Seat, usize, Vec2)> {
    let mut placed: Vec<(Seat, usize, Vec2)> = Vec::new();
    for s in 0..game.seat_count() {
        let seat = Seat(s as u8);
        for (i, &pos) in game.stones(seat).iter().enumerate() {
            placed.push((seat, i, pos_world(game, seat, i, pos)));
        }
    }
    // Stones on the same spot fan out so each can be seen and clicked.
    let spots: Vec<Vec2> = placed.iter().map(|p| p.2).collect();
    for (k, item) in placed.iter_mut().enumerate() {
        let same: Vec<usize> = (0..spots.len())
            .filter(|&j| spots[j].distance(spots[k]) < 1.0)
            .collect();
        if same.len() > 1 {
            let rank = same.iter().position(|&j| j == k).unwrap_or(0) as f32;
            let n = same.len() as f32;
            let angle = std::f32::consts::TAU * rank / n + 0.6;
            item.2 += Vec2::new(angle.cos(), angle.sin()) * CELL * 0.2;
        }
    }
    placed
}

/// How big a stone is drawn: smaller in the crowded hut.
pub fn stone_scale(game: &Eile, seat: Seat, stone: usize) -> f32 {
    if game.in_hut(game.stones(seat)[stone]) {
        0.72
    } else {
        1.0
    }
}

/// The fields a stone passes through when it moves from `from` to `to` (including `to`).
pub fn hop_points(
    game: &Eile,
    seat: Seat,
    stone: usize,
    from: StonePos,
    to: StonePos,
) -> Vec<Vec2> {
    match (from, to) {
        (StonePos::Run(a), StonePos::Run(b)) if b > a => (a + 1..=b)
            .map(|k| pos_world(game, seat, stone, StonePos::Run(k)))
            .collect(),
        _ => vec![pos_world(game, seat, stone, to)],
    }
}
