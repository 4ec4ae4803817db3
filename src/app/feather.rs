//! Shapes whose edges fade out over one pixel, so they stay smooth on the table's camera,
//! which draws without multisampling (the baked board keeps its multisampled camera).

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use std::f32::consts::{FRAC_PI_2, TAU};

/// How wide the fade across an edge is, in table units, before the table's camera is known
/// (one pixel at the table's 1280×800 view); then `FeatheredMeshes` follows its pixel.
pub const FEATHER: f32 = 1.0;

/// The longest a corner's offset may grow at a sharp point (a star's tip), in fades.
const MITER_LIMIT: f32 = 3.0;

/// Vertices with an alpha each (white, so the material's colour shows), and triangles.
#[derive(Default)]
struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    colors: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    fn vertex(&mut self, at: Vec2, alpha: f32) -> u32 {
        self.positions.push([at.x, at.y, 0.0]);
        self.colors.push([1.0, 1.0, 1.0, alpha]);
        (self.positions.len() - 1) as u32
    }

    fn triangle(&mut self, a: u32, b: u32, c: u32) {
        self.indices.extend([a, b, c]);
    }

    /// Two triangles over `a b c d`, in that order around.
    fn quad(&mut self, a: u32, b: u32, c: u32, d: u32) {
        self.indices.extend([a, b, c, a, c, d]);
    }

    /// The fading band along a closed line: `solid[i]` opaque, `faded[i]` clear.
    fn band(&mut self, solid: &[u32], faded: &[u32]) {
        let n = solid.len();
        for i in 0..n {
            let j = (i + 1) % n;
            self.quad(solid[i], faded[i], faded[j], solid[j]);
        }
    }

    fn build(self) -> Mesh {
        let count = self.positions.len();
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::RENDER_WORLD,
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, vec![[0.0, 0.0]; count])
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colors)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// How far each corner of a counter-clockwise outline moves for an offset of one unit
/// outwards (the mitre of its two edges, limited at sharp points).
fn corner_offsets(outline: &[Vec2]) -> Vec<Vec2> {
    let n = outline.len();
    let normal = |a: Vec2, b: Vec2| {
        let d = (b - a).normalize_or_zero();
        Vec2::new(d.y, -d.x)
    };
    (0..n)
        .map(|i| {
            let prev = outline[(i + n - 1) % n];
            let here = outline[i];
            let next = outline[(i + 1) % n];
            let (n0, n1) = (normal(prev, here), normal(here, next));
            let miter = (n0 + n1) / (1.0 + n0.dot(n1)).max(1e-3);
            miter.clamp_length_max(MITER_LIMIT)
        })
        .collect()
}

/// Twice the signed area: positive for a counter-clockwise outline.
fn signed_area(outline: &[Vec2]) -> f32 {
    let n = outline.len();
    (0..n)
        .map(|i| outline[i].perp_dot(outline[(i + 1) % n]))
        .sum()
}

/// A filled outline (convex, or star-shaped about `center`), its edge fading out across
/// `feather` units.
pub fn fill(outline: &[Vec2], center: Vec2, feather: f32) -> Mesh {
    let mut outline = outline.to_vec();
    if signed_area(&outline) < 0.0 {
        outline.reverse();
    }
    let offsets = corner_offsets(&outline);
    let mut b = MeshBuilder::default();
    let middle = b.vertex(center, 1.0);
    let solid: Vec<u32> = outline
        .iter()
        .zip(&offsets)
        .map(|(&p, &o)| b.vertex(p - o * feather / 2.0, 1.0))
        .collect();
    let faded: Vec<u32> = outline
        .iter()
        .zip(&offsets)
        .map(|(&p, &o)| b.vertex(p + o * feather / 2.0, 0.0))
        .collect();
    let n = solid.len();
    for i in 0..n {
        b.triangle(middle, solid[i], solid[(i + 1) % n]);
    }
    b.band(&solid, &faded);
    b.build()
}

/// `count` points on an ellipse, counter-clockwise from `start` (radians).
fn ellipse_points(half: Vec2, count: u32, start: f32) -> Vec<Vec2> {
    (0..count)
        .map(|k| {
            let a = start + k as f32 * TAU / count as f32;
            Vec2::new(a.cos() * half.x, a.sin() * half.y)
        })
        .collect()
}

pub fn circle(radius: f32, resolution: u32, feather: f32) -> Mesh {
    ellipse(Vec2::splat(radius), resolution, feather)
}

pub fn ellipse(half: Vec2, resolution: u32, feather: f32) -> Mesh {
    fill(&ellipse_points(half, resolution, 0.0), Vec2::ZERO, feather)
}

/// A regular polygon with a corner straight up (as Bevy's `RegularPolygon`).
pub fn regular_polygon(radius: f32, sides: u32, feather: f32) -> Mesh {
    fill(
        &ellipse_points(Vec2::splat(radius), sides, FRAC_PI_2),
        Vec2::ZERO,
        feather,
    )
}

pub fn rect(size: Vec2, feather: f32) -> Mesh {
    let h = size / 2.0;
    fill(
        &[
            Vec2::new(-h.x, -h.y),
            Vec2::new(h.x, -h.y),
            Vec2::new(h.x, h.y),
            Vec2::new(-h.x, h.y),
        ],
        Vec2::ZERO,
        feather,
    )
}

/// A rectangle with corners rounded to `radius`.
pub fn rounded_rect(size: Vec2, radius: f32, feather: f32) -> Mesh {
    let h = size / 2.0 - Vec2::splat(radius);
    let corners = [
        (Vec2::new(h.x, -h.y), -FRAC_PI_2),
        (Vec2::new(h.x, h.y), 0.0),
        (Vec2::new(-h.x, h.y), FRAC_PI_2),
        (Vec2::new(-h.x, -h.y), std::f32::consts::PI),
    ];
    const STEPS: u32 = 8;
    let outline: Vec<Vec2> = corners
        .iter()
        .flat_map(|&(c, from)| {
            (0..=STEPS).map(move |k| {
                let a = from + k as f32 * FRAC_PI_2 / STEPS as f32;
                c + Vec2::new(a.cos(), a.sin()) * radius
            })
        })
        .collect();
    fill(&outline, Vec2::ZERO, feather)
}

/// A five-pointed star with a point straight up, its inner corners at `inner` of `outer`.
pub fn star(outer: f32, inner: f32, feather: f32) -> Mesh {
    let outline: Vec<Vec2> = (0..10)
        .map(|k| {
            let a = FRAC_PI_2 + k as f32 * TAU / 10.0;
            let r = if k % 2 == 0 { outer } else { inner };
            Vec2::new(a.cos(), a.sin()) * r
        })
        .collect();
    fill(&outline, Vec2::ZERO, feather)
}

/// A circular sector centred on the positive Y axis, `half_angle` to each side (as Bevy's
/// `CircularSector`). Only its arc fades out: sectors side by side (a tile's six numbers)
/// meet on their straight sides without a seam.
pub fn sector(radius: f32, half_angle: f32, resolution: u32, feather: f32) -> Mesh {
    let mut b = MeshBuilder::default();
    let middle = b.vertex(Vec2::ZERO, 1.0);
    let arc = |b: &mut MeshBuilder, r: f32, alpha: f32| -> Vec<u32> {
        (0..=resolution)
            .map(|k| {
                let a = FRAC_PI_2 - half_angle + k as f32 * 2.0 * half_angle / resolution as f32;
                b.vertex(Vec2::new(a.cos(), a.sin()) * r, alpha)
            })
            .collect()
    };
    let solid = arc(&mut b, radius - feather / 2.0, 1.0);
    let faded = arc(&mut b, radius + feather / 2.0, 0.0);
    for k in 0..resolution as usize {
        b.triangle(middle, solid[k], solid[k + 1]);
        b.quad(solid[k], faded[k], faded[k + 1], solid[k + 1]);
    }
    b.build()
}

/// A ring between two radii, both edges fading out across `feather` (in the mesh's units:
/// a ring drawn scaled up takes a thinner one).
pub fn ring(inner: f32, outer: f32, resolution: u32, feather: f32) -> Mesh {
    let half = (feather / 2.0).min((outer - inner) / 2.0);
    let radii = [
        (inner - feather / 2.0, 0.0),
        (inner + half, 1.0),
        (outer - half, 1.0),
        (outer + feather / 2.0, 0.0),
    ];
    let mut b = MeshBuilder::default();
    let circles: Vec<Vec<u32>> = radii
        .iter()
        .map(|&(r, alpha)| {
            ellipse_points(Vec2::splat(r), resolution, 0.0)
                .into_iter()
                .map(|p| b.vertex(p, alpha))
                .collect()
        })
        .collect();
    for pair in circles.windows(2) {
        b.band(&pair[1], &pair[0]);
    }
    b.build()
}

/// A bar one unit long and one wide, meant to be drawn `width` units wide: its long sides
/// fade out across `feather` units at that width, its ends are cut square.
pub fn bar(width: f32, feather: f32) -> Mesh {
    let f = feather / width / 2.0;
    let mut b = MeshBuilder::default();
    let rows = [
        (-0.5 - f, 0.0),
        (-0.5 + f, 1.0),
        (0.5 - f, 1.0),
        (0.5 + f, 0.0),
    ];
    let ends: Vec<[u32; 2]> = rows
        .iter()
        .map(|&(y, alpha)| {
            [
                b.vertex(Vec2::new(-0.5, y), alpha),
                b.vertex(Vec2::new(0.5, y), alpha),
            ]
        })
        .collect();
    for pair in ends.windows(2) {
        b.quad(pair[0][0], pair[0][1], pair[1][1], pair[1][0]);
    }
    b.build()
}

/// A feathered mesh's recipe: the mesh for a fade this many units wide.
type Recipe = Box<dyn Fn(f32) -> Mesh + Send + Sync>;

/// The feathered meshes made so far, each with its recipe, and the fade they are built for:
/// one pixel of the table's camera in table units. When that changes (Helsinki's zoom, a
/// resized window) they are built again, so an edge fades over one pixel at any zoom.
pub struct FeatheredMeshes {
    width: f32,
    made: Vec<(AssetId<Mesh>, Recipe)>,
}

impl Default for FeatheredMeshes {
    fn default() -> Self {
        Self {
            width: FEATHER,
            made: Vec::new(),
        }
    }
}

impl FeatheredMeshes {
    /// The fade's width now, in table units (one pixel).
    pub fn width(&self) -> f32 {
        self.width
    }

    /// A mesh made by `recipe` for today's fade, and again whenever the fade changes.
    pub fn add(
        &mut self,
        meshes: &mut Assets<Mesh>,
        recipe: impl Fn(f32) -> Mesh + Send + Sync + 'static,
    ) -> Handle<Mesh> {
        let handle = meshes.add(recipe(self.width));
        self.made.push((handle.id(), Box::new(recipe)));
        handle
    }

    /// Builds every mesh still in use again for a fade `width` units wide (rounded to a
    /// quarter of a doubling, so a smooth zoom rebuilds them now and then, not every frame).
    pub fn follow(&mut self, meshes: &mut Assets<Mesh>, width: f32) {
        let width = (width.log2() * 4.0).round() / 4.0;
        let width = width.exp2();
        if !width.is_finite() || width == self.width {
            return;
        }
        self.width = width;
        self.made.retain(|(id, _)| meshes.contains(*id));
        for (id, recipe) in &self.made {
            // The id is in the assets (just checked): the insert replaces it.
            let _ = meshes.insert(*id, recipe(width));
        }
    }
}

/// One pixel of the table's camera in table units: its visible width over the window's
/// pixels.
pub fn table_pixel(projection: &Projection, camera: &Camera) -> Option<f32> {
    let Projection::Orthographic(ortho) = projection else {
        return None;
    };
    let pixels = camera.physical_viewport_size()?.x;
    (pixels > 0 && ortho.area.width() > 0.0).then(|| ortho.area.width() / pixels as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alphas(mesh: &Mesh) -> Vec<f32> {
        match mesh.attribute(Mesh::ATTRIBUTE_COLOR) {
            Some(bevy::mesh::VertexAttributeValues::Float32x4(c)) => {
                c.iter().map(|c| c[3]).collect()
            }
            _ => panic!("no colours"),
        }
    }

    fn positions(mesh: &Mesh) -> Vec<Vec2> {
        match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(bevy::mesh::VertexAttributeValues::Float32x3(p)) => {
                p.iter().map(|p| Vec2::new(p[0], p[1])).collect()
            }
            _ => panic!("no positions"),
        }
    }

    #[test]
    fn a_circle_fades_from_half_a_pixel_inside_to_half_outside() {
        let mesh = circle(10.0, 48, 1.0);
        for (p, a) in positions(&mesh).iter().zip(alphas(&mesh)) {
            let r = p.length();
            if a == 0.0 {
                assert!((r - 10.5).abs() < 0.05, "clear vertex at {r}");
            } else if r > 0.0 {
                assert!((r - 9.5).abs() < 0.05, "solid vertex at {r}");
            }
        }
    }

    #[test]
    fn a_clockwise_outline_is_filled_the_same_as_a_counter_clockwise_one() {
        let square = [
            Vec2::new(-1.0, -1.0),
            Vec2::new(1.0, -1.0),
            Vec2::new(1.0, 1.0),
            Vec2::new(-1.0, 1.0),
        ];
        let mut reversed = square;
        reversed.reverse();
        let a = positions(&fill(&square, Vec2::ZERO, 1.0));
        let b = positions(&fill(&reversed, Vec2::ZERO, 1.0));
        let extent = |ps: &[Vec2]| {
            ps.iter()
                .map(|p| p.x.abs().max(p.y.abs()))
                .fold(0.0, f32::max)
        };
        assert!((extent(&a) - 1.5).abs() < 1e-4);
        assert!((extent(&b) - 1.5).abs() < 1e-4);
    }

    #[test]
    fn a_thin_ring_keeps_a_solid_middle() {
        let mesh = ring(5.0, 5.5, 24, 1.0);
        let solid: Vec<f32> = positions(&mesh)
            .iter()
            .zip(alphas(&mesh))
            .filter(|(_, a)| *a == 1.0)
            .map(|(p, _)| p.length())
            .collect();
        assert!(solid.iter().all(|r| (5.0..=5.5).contains(r)), "{solid:?}");
    }

    #[test]
    fn the_meshes_are_built_again_when_the_pixel_changes_size() {
        let mut meshes = Assets::<Mesh>::default();
        let mut made = FeatheredMeshes::default();
        let handle = made.add(&mut meshes, |w| circle(10.0, 24, w));
        let widest = |meshes: &Assets<Mesh>| {
            positions(meshes.get(&handle).expect("the mesh"))
                .iter()
                .map(|p| p.length())
                .fold(0.0, f32::max)
        };
        assert!((widest(&meshes) - 10.5).abs() < 0.05);
        // Zoomed out: a pixel is two units, the fade two units wide.
        made.follow(&mut meshes, 2.0);
        assert_eq!(made.width(), 2.0);
        assert!((widest(&meshes) - 11.0).abs() < 0.05);
        // A small change rounds to the same quarter doubling: nothing is built again.
        made.follow(&mut meshes, 2.05);
        assert_eq!(made.width(), 2.0);
    }
}
