//! The Eile mit Weile board in small for the title: the cross of 68 fields with its protected
//! places, the four coloured corners with their stars and stones, the paths and the hut.

use bevy::color::Mix;
use bevy_egui::egui;

use super::board::{ARM_COLORS, arm_tint};
use crate::{
    app::{
        cupboard::ThumbnailFit,
        theme::{egui_color, palette},
    },
    rules::eile::EileBoard,
};

/// The half side of the printed paper in cells (`board.rs` draws the frame round it).
const PAPER_HALF: f32 = 10.2;
/// The half side of the wooden frame in cells.
const FRAME_HALF: f32 = 10.6;

/// Paints the board into `rect`.
pub(super) fn paint(painter: &egui::Painter, rect: egui::Rect) {
    let board = EileBoard::standard();
    let (hx, hy) = (board.hut.0 as f32, board.hut.1 as f32);
    let fit = ThumbnailFit::new(
        rect,
        (
            hx - FRAME_HALF,
            hy - FRAME_HALF,
            hx + FRAME_HALF,
            hy + FRAME_HALF,
        ),
    );
    let cell = fit.scale;
    let at = |(x, y): (i32, i32)| fit.at(x as f32, y as f32);
    let ink = egui_color(palette::INK);
    let paper = egui_color(palette::PAPER);
    let square = |half: f32| fit.rect((hx - half, hy - half, hx + half, hy + half));
    painter.rect_filled(square(FRAME_HALF), cell * 0.3, egui_color(palette::FRAME));
    painter.rect_filled(square(PAPER_HALF), 0.0, paper);
    for (arm, (&color, &star)) in ARM_COLORS.iter().zip(&board.stars).enumerate() {
        let star = at(star);
        painter.circle_filled(star, cell * 2.6, egui_color(arm_tint(arm, 0.78)));
        painter.circle_stroke(
            star,
            cell * 2.6,
            egui::Stroke::new(
                (cell * 0.1).max(0.6),
                egui_color(color.mix(&palette::INK, 0.3)),
            ),
        );
        painter.add(star_shape(
            star,
            cell * 1.9,
            egui_color(color.mix(&palette::PAPER, 0.15)),
        ));
    }
    // The cross: a long and a wide bar, ink under paper.
    let (long, wide) = (19.3 / 2.0, 3.3 / 2.0);
    let rim = 3.0 / super::layout::CELL;
    for (extra, color) in [(rim, ink), (0.0, egui_color(palette::PAPER_DARK))] {
        for (w, h) in [(wide + extra, long + extra), (long + extra, wide + extra)] {
            painter.rect_filled(fit.rect((hx - w, hy - h, hx + w, hy + h)), 0.0, color);
        }
    }
    let line = egui::Stroke::new((cell * 0.08).max(0.5), ink.gamma_multiply(0.55));
    let track: Vec<egui::Pos2> = board.fields.iter().map(|f| at((f.x, f.y))).collect();
    painter.add(egui::Shape::closed_line(track.clone(), line));
    for (arm, path) in board.paths.iter().enumerate() {
        let mut points = vec![track[board.head_field(arm)]];
        points.extend(path.iter().map(|&p| at(p)));
        painter.add(egui::Shape::line(
            points.clone(),
            egui::Stroke::new(line.width, egui_color(ARM_COLORS[arm])),
        ));
        for p in &points[1..] {
            field(painter, *p, cell, egui_color(arm_tint(arm, 0.55)));
        }
    }
    for (f, &p) in board.fields.iter().zip(&track) {
        let fill = if f.kind.is_protected() {
            egui_color(palette::PROTECTED)
        } else {
            paper
        };
        field(painter, p, cell, fill);
    }
    hut(painter, fit.at(hx, hy), cell);
    // Each colour's four stones waiting on its star, as at the start.
    for (arm, &color) in ARM_COLORS.iter().enumerate() {
        let star = at(board.stars[arm]);
        for (dx, dy) in [(-0.79, 0.79), (0.79, 0.79), (-0.79, -0.79), (0.79, -0.79)] {
            let p = star + egui::vec2(dx, -dy) * cell;
            painter.circle_filled(p, cell * 0.42, ink);
            painter.circle_filled(p, cell * 0.34, egui_color(color));
        }
    }
}

/// A field: an ink ring round its fill.
fn field(painter: &egui::Painter, at: egui::Pos2, cell: f32, fill: egui::Color32) {
    painter.circle_filled(at, cell * 0.45, egui_color(palette::INK));
    painter.circle_filled(at, cell * 0.38, fill);
}

/// A five-pointed star of outer radius `r`, as a fan round its centre.
fn star_shape(centre: egui::Pos2, r: f32, fill: egui::Color32) -> egui::Shape {
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(centre, fill);
    for k in 0..10 {
        let radius = if k % 2 == 0 { r } else { r * 0.42 };
        let angle = -std::f32::consts::FRAC_PI_2 + k as f32 * std::f32::consts::PI / 5.0;
        mesh.colored_vertex(centre + egui::vec2(angle.cos(), angle.sin()) * radius, fill);
    }
    for k in 0..10 {
        mesh.add_triangle(0, 1 + k, 1 + (k + 1) % 10);
    }
    egui::Shape::mesh(mesh)
}

/// The Alpenhütte: sky, a mountain, a meadow, the hut with its red roof.
fn hut(painter: &egui::Painter, c: egui::Pos2, u: f32) {
    let rect = |x: f32, y: f32, w: f32, h: f32| {
        egui::Rect::from_center_size(c + egui::vec2(x, -y) * u, egui::vec2(w, h) * u)
    };
    painter.rect_filled(rect(0.0, 0.0, 3.2, 3.2), 0.0, egui_color(palette::INK));
    painter.rect_filled(
        rect(0.0, 0.0, 3.05, 3.05),
        0.0,
        egui::Color32::from_rgb(179, 214, 242),
    );
    let point = |x: f32, y: f32| c + egui::vec2(x, -y) * u;
    painter.add(egui::Shape::convex_polygon(
        vec![point(-1.4, -0.3), point(1.4, -0.3), point(0.4, 1.15)],
        egui::Color32::from_rgb(115, 128, 143),
        egui::Stroke::NONE,
    ));
    painter.rect_filled(
        rect(0.0, -1.05, 3.05, 0.9),
        0.0,
        egui::Color32::from_rgb(115, 173, 77),
    );
    painter.rect_filled(
        rect(0.0, -0.5, 1.1, 0.7),
        0.0,
        egui::Color32::from_rgb(140, 84, 38),
    );
    painter.add(egui::Shape::convex_polygon(
        vec![point(-0.7, -0.17), point(0.7, -0.17), point(0.0, 0.35)],
        egui::Color32::from_rgb(166, 31, 26),
        egui::Stroke::NONE,
    ));
}
