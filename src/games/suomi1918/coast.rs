//! The land, sea and big lakes under the 1918 map, read from `assets/suomi1918/data/coast.ron`
//! (baked from Natural Earth by `tools/gen_suomi1918_coast.py`) through one validated
//! constructor, and turned into flat meshes.

use bevy::{
    asset::RenderAssetUsages,
    mesh::{Indices, PrimitiveTopology},
    prelude::*,
};

/// Points and the triangles that cover a shape.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct TriangleSet {
    pub points: Vec<(f32, f32)>,
    pub triangles: Vec<u32>,
}

/// The baked geography, in the map's kilometres.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct Coast {
    /// min x, min y, max x, max y of the drawn sheet.
    pub bounds: (f32, f32, f32, f32),
    pub land: TriangleSet,
    pub lakes: TriangleSet,
    pub coast: Vec<Vec<(f32, f32)>>,
    pub shores: Vec<Vec<(f32, f32)>>,
    pub water_lines: Vec<Vec<(f32, f32)>>,
}

/// The coastline shipped with the game.
pub const STANDARD_COAST_RON: &str = include_str!("../../../assets/suomi1918/data/coast.ron");

impl Coast {
    pub fn standard() -> Self {
        Self::from_ron(STANDARD_COAST_RON).expect("the shipped coastline is valid")
    }

    /// Reads and checks the file: triangles in threes pointing at existing points, lines of
    /// two points or more, a sheet of positive size, every point on the sheet.
    pub fn from_ron(text: &str) -> Result<Self, String> {
        let coast: Coast =
            ron::from_str(text).map_err(|e| format!("the coastline file does not read: {e}"))?;
        let (x0, y0, x1, y1) = coast.bounds;
        if x1 <= x0 || y1 <= y0 {
            return Err("the coastline's sheet has no size".into());
        }
        let on_sheet =
            |&(x, y): &(f32, f32)| x >= x0 - 0.5 && x <= x1 + 0.5 && y >= y0 - 0.5 && y <= y1 + 0.5;
        for (name, set) in [("land", &coast.land), ("lakes", &coast.lakes)] {
            if set.triangles.is_empty() || !set.triangles.len().is_multiple_of(3) {
                return Err(format!("the {name} triangles do not come in threes"));
            }
            if let Some(bad) = set
                .triangles
                .iter()
                .find(|&&i| i as usize >= set.points.len())
            {
                return Err(format!(
                    "a {name} triangle names point {bad}, which is missing"
                ));
            }
            if !set.points.iter().all(on_sheet) {
                return Err(format!("a {name} point lies off the sheet"));
            }
        }
        for (name, lines) in [
            ("coast", &coast.coast),
            ("shore", &coast.shores),
            ("water", &coast.water_lines),
        ] {
            if lines.iter().any(|l| l.len() < 2) {
                return Err(format!("a {name} line has fewer than two points"));
            }
        }
        Ok(coast)
    }
}

/// A mesh of the triangles, each point placed by `place`.
pub fn triangle_mesh(set: &TriangleSet, place: impl Fn(f32, f32) -> Vec2) -> Mesh {
    let positions: Vec<[f32; 3]> = set
        .points
        .iter()
        .map(|&(x, y)| {
            let p = place(x, y);
            [p.x, p.y, 0.0]
        })
        .collect();
    flat_mesh(positions, set.triangles.clone())
}

/// One mesh for many polylines, each drawn `width` wide (quads with small joint caps).
pub fn line_mesh(lines: &[Vec<Vec2>], width: f32) -> Mesh {
    let mut positions: Vec<[f32; 3]> = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    let half = width / 2.0;
    for line in lines {
        for pair in line.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let d = b - a;
            if d.length_squared() < 1e-6 {
                continue;
            }
            let dir = d.normalize();
            let n = dir.perp() * half;
            // Stretch each segment by half the width so joints close.
            let (a, b) = (a - dir * half * 0.8, b + dir * half * 0.8);
            let base = positions.len() as u32;
            for p in [a - n, a + n, b + n, b - n] {
                positions.push([p.x, p.y, 0.0]);
            }
            indices.extend_from_slice(&[base, base + 2, base + 1, base, base + 3, base + 2]);
        }
    }
    flat_mesh(positions, indices)
}

fn flat_mesh(positions: Vec<[f32; 3]>, indices: Vec<u32>) -> Mesh {
    let count = positions.len();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
    .with_inserted_indices(Indices::U32(indices))
}
