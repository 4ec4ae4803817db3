//! The 1918 map in small for the title: the sea, the land and its lakes with the coastline,
//! the railways and roads between the towns, the starred places, and both sides' tiles on
//! their setup circles.

use std::sync::OnceLock;

use bevy_egui::egui;

use super::{
    coast::{Coast, TriangleSet},
    view::{COAST_INK, LAND, RED_TILE, SEA, STAR_RED, WHITE_TILE},
};
use crate::{
    app::{
        cupboard::ThumbnailFit,
        theme::{egui_color, palette},
    },
    rules::suomi1918::{LineKind, SuomiMap},
};

/// The paper round the sheet, in kilometres.
const MARGIN_KM: f32 = 12.0;

/// The shipped geography, read once (its file is large).
fn coast() -> &'static Coast {
    static COAST: OnceLock<Coast> = OnceLock::new();
    COAST.get_or_init(Coast::standard)
}

/// Paints the map into `rect`.
pub(super) fn paint(painter: &egui::Painter, rect: egui::Rect) {
    let coast = coast();
    let (x0, y0, x1, y1) = coast.bounds;
    let paper = (
        x0 - MARGIN_KM,
        y0 - MARGIN_KM,
        x1 + MARGIN_KM,
        y1 + MARGIN_KM,
    );
    let fit = ThumbnailFit::new(rect, paper);
    let ink = egui_color(palette::INK);
    painter.rect_filled(fit.rect(paper), 0.0, egui_color(palette::PAPER));
    painter.rect_filled(fit.rect(coast.bounds).expand(1.0), 0.0, ink);
    painter.rect_filled(fit.rect(coast.bounds), 0.0, egui_color(SEA));
    painter.add(mesh(&coast.land, &fit, egui_color(LAND)));
    painter.add(mesh(&coast.lakes, &fit, egui_color(SEA)));
    let shore = egui::Stroke::new(0.7, egui_color(COAST_INK));
    for line in &coast.coast {
        let points = line.iter().map(|&(x, y)| fit.at(x, y)).collect();
        painter.add(egui::Shape::line(points, shore));
    }
    let map = SuomiMap::standard();
    let at = |c: usize| fit.at(map.circles[c].x, map.circles[c].y);
    for (a, lines) in map.neighbours.iter().enumerate() {
        for &(b, kind) in lines.iter().filter(|&&(b, _)| a < b) {
            let width = match kind {
                LineKind::Rail => 1.6,
                LineKind::Road => 0.6,
                LineKind::Sea => 1.0,
            };
            painter.line_segment([at(a), at(b)], egui::Stroke::new(width, ink));
        }
    }
    let dot = (fit.scale * 3.5).max(1.2);
    for (c, circle) in map.circles.iter().enumerate() {
        let fill = if circle.star {
            egui_color(STAR_RED)
        } else {
            ink
        };
        painter.circle_filled(at(c), dot, fill);
    }
    let tile = (fit.scale * 8.0).max(2.5);
    for (setup, color) in [(&map.red_setup, RED_TILE), (&map.white_setup, WHITE_TILE)] {
        for &c in setup {
            painter.circle_filled(at(c), tile, ink);
            painter.circle_filled(at(c), tile - 0.8, egui_color(color));
        }
    }
}

/// The triangles of `set` placed by `fit`, in one colour.
fn mesh(set: &TriangleSet, fit: &ThumbnailFit, color: egui::Color32) -> egui::Shape {
    let mut mesh = egui::Mesh::default();
    mesh.reserve_vertices(set.points.len());
    mesh.reserve_triangles(set.triangles.len() / 3);
    for &(x, y) in &set.points {
        mesh.colored_vertex(fit.at(x, y), color);
    }
    mesh.indices.extend_from_slice(&set.triangles);
    egui::Shape::mesh(mesh)
}
