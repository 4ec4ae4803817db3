//! The Helsinki 1918 hex map in small for the title: every hex in its terrain's colour, the
//! Reds' units and the Germans' landing places marked in their sides' colours.

use std::sync::OnceLock;

use bevy_egui::egui;

use super::side_rgb;
use crate::{
    app::{
        cupboard::ThumbnailFit,
        theme::{egui_color, palette},
    },
    rules::helsinki1918::{GERMAN, HelsinkiData, Hex, RED, Terrain},
};

/// A terrain's colour: the ground colour of its tile in `view/tiles.rs`, with the hatching
/// of city blocks and fortifications, too fine to see this small, mixed in.
fn terrain_rgb(t: Terrain) -> [u8; 3] {
    match t {
        Terrain::Open => [238, 228, 200],
        Terrain::Park => [186, 208, 150],
        Terrain::Rough => [214, 196, 160],
        Terrain::City => [212, 150, 130],
        Terrain::Fortification => [180, 170, 150],
        Terrain::Water => [178, 204, 212],
    }
}

/// The lines between the hexes: the tiles' edges, darkened as `view/tiles.rs` darkens them.
const GRID: egui::Color32 = egui::Color32::from_rgb(178, 168, 146);

/// The centre of a hex in hex sizes: pointy tops, r growing north-eastwards (as the view's
/// `hexx` layout has it).
fn centre(h: Hex) -> (f32, f32) {
    let root3 = 3f32.sqrt();
    (root3 * (h.0 as f32 + h.1 as f32 / 2.0), 1.5 * h.1 as f32)
}

/// The map's hexes with their centres and colours, and the box round them, worked out once.
struct Hexes {
    cells: Vec<((f32, f32), egui::Color32)>,
    bounds: (f32, f32, f32, f32),
}

fn hexes() -> &'static Hexes {
    static HEXES: OnceLock<Hexes> = OnceLock::new();
    HEXES.get_or_init(|| {
        let mut cells: Vec<((f32, f32), egui::Color32)> = HelsinkiData::standard()
            .terrain
            .iter()
            .map(|(&h, &t)| {
                let [r, g, b] = terrain_rgb(t);
                (centre(h), egui::Color32::from_rgb(r, g, b))
            })
            .collect();
        // The map's order, not the hash map's: the same picture every run.
        cells.sort_by(|a, b| a.0.1.total_cmp(&b.0.1).then(a.0.0.total_cmp(&b.0.0)));
        let mut bounds = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for ((x, y), _) in &cells {
            bounds = (
                bounds.0.min(x - 1.0),
                bounds.1.min(y - 1.0),
                bounds.2.max(x + 1.0),
                bounds.3.max(y + 1.0),
            );
        }
        Hexes { cells, bounds }
    })
}

/// Paints the map into `rect`.
pub(super) fn paint(painter: &egui::Painter, rect: egui::Rect) {
    let Hexes { cells, bounds } = hexes();
    let fit = ThumbnailFit::new(rect, *bounds);
    let ink = egui_color(palette::INK);
    painter.rect_filled(
        fit.rect(*bounds).expand(2.0),
        2.0,
        egui_color(palette::PAPER),
    );
    // One mesh of all the hexes on the grid's darker ground, each a little smaller than its
    // cell so the grid shows (open ground is nearly the paper's colour).
    painter.rect_filled(fit.rect(*bounds).shrink(fit.scale * 0.5), 0.0, GRID);
    let radius = fit.scale * 0.92;
    let corners: Vec<egui::Vec2> = (0..6)
        .map(|k| {
            let angle = std::f32::consts::FRAC_PI_6 + k as f32 * std::f32::consts::FRAC_PI_3;
            egui::vec2(angle.cos(), angle.sin()) * radius
        })
        .collect();
    let mut mesh = egui::Mesh::default();
    mesh.reserve_vertices(cells.len() * 7);
    mesh.reserve_triangles(cells.len() * 6);
    for &((x, y), color) in cells {
        let c = fit.at(x, y);
        let first = mesh.vertices.len() as u32;
        mesh.colored_vertex(c, color);
        for corner in &corners {
            mesh.colored_vertex(c + *corner, color);
        }
        for k in 0..6 {
            mesh.add_triangle(first, first + 1 + k, first + 1 + (k + 1) % 6);
        }
    }
    painter.add(egui::Shape::mesh(mesh));
    let data = HelsinkiData::standard();
    for (units, side) in [(&data.red_units, RED), (&data.german_units, GERMAN)] {
        let [r, g, b] = side_rgb(side);
        for &h in units {
            let (x, y) = centre(h);
            let counter = egui::Rect::from_center_size(fit.at(x, y), egui::Vec2::splat(radius));
            painter.rect_filled(counter.expand(0.6), 1.0, ink);
            painter.rect_filled(counter, 1.0, egui::Color32::from_rgb(r, g, b));
        }
    }
}
