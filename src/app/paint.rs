//! A small painter over Bevy 2D meshes: circles, boxes, triangles, stars and text, with shared materials.

use std::collections::HashMap;

use bevy::prelude::*;

use super::feather;
pub use super::world_text::{WorldWords, rewrite_world_words, world_text, world_words};

/// Caches one material per colour, and one mesh per shape: shapes alike share their mesh and
/// material, so the renderer draws them in one batch (a board of a hundred fields was a
/// hundred draws, each costly on a software renderer).
#[derive(Resource, Default)]
pub struct MaterialCache {
    materials: HashMap<([u8; 4], Edges), Handle<ColorMaterial>>,
    meshes: HashMap<ShapeKey, Handle<Mesh>>,
    /// Every feathered mesh, built again when the table's pixel changes size.
    pub feathered: feather::FeatheredMeshes,
}

/// How a shape's edges are made smooth. The table's camera draws without multisampling (a
/// software renderer pays for every sample), so what it shows fades its own edges out; the
/// baked board's camera multisamples, and shapes baked into it keep sharp meshes (two
/// shapes side by side then show no seam between them).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Edges {
    /// Sharp meshes, smoothed by the baking camera's multisampling.
    Multisampled,
    /// Each edge fades out across a pixel (`feather::FEATHER`), drawn blended.
    Feathered,
}

/// A shape's kind, its edges and its sizes (as bits), which make its mesh.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct ShapeKey(u8, Edges, [u32; 3]);

impl ShapeKey {
    fn new(kind: u8, edges: Edges, sizes: [f32; 3]) -> Self {
        Self(kind, edges, sizes.map(f32::to_bits))
    }
}

impl MaterialCache {
    /// The material of a sharp shape: opaque unless the colour is see-through.
    pub fn get(
        &mut self,
        materials: &mut Assets<ColorMaterial>,
        color: Color,
    ) -> Handle<ColorMaterial> {
        self.get_for(materials, color, Edges::Multisampled)
    }

    /// The material of a shape with these edges: a feathered shape is always blended.
    pub fn get_for(
        &mut self,
        materials: &mut Assets<ColorMaterial>,
        color: Color,
        edges: Edges,
    ) -> Handle<ColorMaterial> {
        let key = (color.to_srgba().to_u8_array(), edges);
        self.materials
            .entry(key)
            .or_insert_with(|| {
                let mut material = ColorMaterial::from(color);
                if edges == Edges::Feathered {
                    material.alpha_mode = bevy::sprite_render::AlphaMode2d::Blend;
                }
                materials.add(material)
            })
            .clone()
    }
}

/// Spawns flat shapes; every shape is one entity with a mesh and a colour material.
pub struct Painter<'a, 'w, 's> {
    pub commands: &'a mut Commands<'w, 's>,
    pub meshes: &'a mut Assets<Mesh>,
    pub materials: &'a mut Assets<ColorMaterial>,
    pub cache: &'a mut MaterialCache,
    pub edges: Edges,
}

impl Painter<'_, '_, '_> {
    /// A shape whose mesh is shared with every shape of the same key: `sharp` or `feathered`
    /// as the painter's edges say.
    #[allow(clippy::too_many_arguments)]
    fn shape(
        &mut self,
        kind: u8,
        sizes: [f32; 3],
        sharp: impl FnOnce() -> Mesh,
        feathered: impl Fn(f32) -> Mesh + Send + Sync + 'static,
        color: Color,
        at: Vec2,
        z: f32,
        angle: f32,
    ) -> Entity {
        let meshes = &mut *self.meshes;
        let edges = self.edges;
        let MaterialCache {
            meshes: cached,
            feathered: made,
            ..
        } = &mut *self.cache;
        let mesh = cached
            .entry(ShapeKey::new(kind, edges, sizes))
            .or_insert_with(|| match edges {
                Edges::Multisampled => meshes.add(sharp()),
                Edges::Feathered => made.add(meshes, feathered),
            })
            .clone();
        self.spawn_mesh(mesh, color, at, z, angle)
    }

    fn spawn_mesh(
        &mut self,
        mesh: Handle<Mesh>,
        color: Color,
        at: Vec2,
        z: f32,
        angle: f32,
    ) -> Entity {
        let material = self.cache.get_for(self.materials, color, self.edges);
        self.commands
            .spawn((
                Mesh2d(mesh),
                MeshMaterial2d(material),
                Transform::from_xyz(at.x, at.y, z).with_rotation(Quat::from_rotation_z(angle)),
            ))
            .id()
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn circle(&mut self, at: Vec2, radius: f32, color: Color, z: f32) -> Entity {
        self.shape(
            0,
            [radius, 0.0, 0.0],
            || Circle::new(radius).mesh().resolution(48).build(),
            move |w| feather::circle(radius, 48, w),
            color,
            at,
            z,
            0.0,
        )
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn ellipse(&mut self, at: Vec2, half: Vec2, color: Color, z: f32) -> Entity {
        self.shape(
            1,
            [half.x, half.y, 0.0],
            || Ellipse::new(half.x, half.y).mesh().resolution(40).build(),
            move |w| feather::ellipse(half, 40, w),
            color,
            at,
            z,
            0.0,
        )
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn ring(&mut self, at: Vec2, inner: f32, outer: f32, color: Color, z: f32) -> Entity {
        self.shape(
            2,
            [inner, outer, 0.0],
            || Annulus::new(inner, outer).mesh().resolution(48).build(),
            move |w| feather::ring(inner, outer, 48, w),
            color,
            at,
            z,
            0.0,
        )
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn rect(&mut self, at: Vec2, size: Vec2, color: Color, z: f32) -> Entity {
        self.rotated_rect(at, size, 0.0, color, z)
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn rotated_rect(
        &mut self,
        at: Vec2,
        size: Vec2,
        angle: f32,
        color: Color,
        z: f32,
    ) -> Entity {
        self.shape(
            3,
            [size.x, size.y, 0.0],
            || Rectangle::new(size.x, size.y).into(),
            move |w| feather::rect(size, w),
            color,
            at,
            z,
            angle,
        )
    }

    /// A square with rounded corners, centred at `at`; returns its parts.
    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn rounded_square(
        &mut self,
        at: Vec2,
        size: f32,
        radius: f32,
        color: Color,
        z: f32,
    ) -> Vec<Entity> {
        if self.edges == Edges::Feathered {
            // One outline: parts side by side would each fade out where they meet.
            return vec![self.shape(
                5,
                [size, radius, 0.0],
                || feather::rounded_rect(Vec2::splat(size), radius, feather::FEATHER),
                move |w| feather::rounded_rect(Vec2::splat(size), radius, w),
                color,
                at,
                z,
                0.0,
            )];
        }
        let inner = size - 2.0 * radius;
        let mut parts = vec![
            self.rect(at, Vec2::new(inner, size), color, z),
            self.rect(at, Vec2::new(size, inner), color, z),
        ];
        for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            parts.push(self.circle(at + Vec2::new(dx, dy) * inner / 2.0, radius, color, z));
        }
        parts
    }

    /// A line as a thin box from `a` to `b`.
    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn line(&mut self, a: Vec2, b: Vec2, width: f32, color: Color, z: f32) -> Entity {
        let d = b - a;
        self.rotated_rect(
            (a + b) / 2.0,
            Vec2::new(d.length(), width),
            d.y.atan2(d.x),
            color,
            z,
        )
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn triangle(&mut self, a: Vec2, b: Vec2, c: Vec2, color: Color, z: f32) -> Entity {
        let mesh = match self.edges {
            Edges::Multisampled => self.meshes.add(Triangle2d::new(a, b, c)),
            Edges::Feathered => self.cache.feathered.add(self.meshes, move |w| {
                feather::fill(&[a, b, c], (a + b + c) / 3.0, w)
            }),
        };
        self.spawn_mesh(mesh, color, Vec2::ZERO, z, 0.0)
    }

    /// A circular sector pointing along `angle` from straight up, `half_angle` to each side;
    /// feathered, only its arc fades out (sectors side by side meet without a seam).
    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn sector(
        &mut self,
        at: Vec2,
        radius: f32,
        half_angle: f32,
        angle: f32,
        color: Color,
        z: f32,
    ) -> Entity {
        self.shape(
            7,
            [radius, half_angle, 0.0],
            || {
                CircularSector::new(radius, half_angle)
                    .mesh()
                    .resolution(12)
                    .build()
            },
            move |w| feather::sector(radius, half_angle, 12, w),
            color,
            at,
            z,
            angle,
        )
    }

    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn polygon(
        &mut self,
        at: Vec2,
        radius: f32,
        sides: u32,
        angle: f32,
        color: Color,
        z: f32,
    ) -> Entity {
        self.shape(
            4,
            [radius, sides as f32, 0.0],
            || RegularPolygon::new(radius, sides).into(),
            move |w| feather::regular_polygon(radius, sides, w),
            color,
            at,
            z,
            angle,
        )
    }

    /// A five-pointed star; returns its parts.
    #[must_use = "a shape the caller does not keep is neither baked nor moved"]
    pub fn star(&mut self, at: Vec2, outer: f32, color: Color, z: f32) -> Vec<Entity> {
        let inner = outer * 0.42;
        if self.edges == Edges::Feathered {
            return vec![self.shape(
                6,
                [outer, inner, 0.0],
                || feather::star(outer, inner, feather::FEATHER),
                move |w| feather::star(outer, inner, w),
                color,
                at,
                z,
                0.0,
            )];
        }
        let point = |k: f32, r: f32| {
            let a = std::f32::consts::FRAC_PI_2 + k * std::f32::consts::TAU / 10.0;
            at + Vec2::new(a.cos(), a.sin()) * r
        };
        let mut parts = Vec::new();
        for i in 0..5 {
            let k = i as f32 * 2.0;
            parts.push(self.triangle(
                point(k - 1.0, inner),
                point(k, outer),
                point(k + 1.0, inner),
                color,
                z,
            ));
        }
        // The pentagon in the middle; RegularPolygon puts a vertex straight up.
        let pentagon_radius = inner;
        parts.push(self.polygon(at, pentagon_radius, 5, std::f32::consts::PI / 5.0, color, z));
        parts
    }
}

/// Where the pips of a die face sit, in units of a third of the face.
pub fn die_spots(face: u8) -> &'static [(f32, f32)] {
    match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, 1.0), (1.0, -1.0)],
        3 => &[(-1.0, 1.0), (0.0, 0.0), (1.0, -1.0)],
        4 => &[(-1.0, 1.0), (1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)],
        5 => &[
            (-1.0, 1.0),
            (1.0, 1.0),
            (0.0, 0.0),
            (-1.0, -1.0),
            (1.0, -1.0),
        ],
        _ => &[
            (-1.0, 1.0),
            (1.0, 1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, -1.0),
            (1.0, -1.0),
        ],
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, rewrite_world_words);
    app.init_resource::<MaterialCache>();
    app.add_systems(Startup, setup_highlight_shapes);
    app.init_resource::<HighlightPool>();
    app.add_systems(Update, reuse_highlights.in_set(super::AppSystems::Decide));
    app.add_systems(PostUpdate, hide_unused_highlights);
    app.add_systems(
        PostUpdate,
        follow_table_pixel.after(bevy::camera::CameraUpdateSystems),
    );
}

/// The feathered meshes follow the size of the table's pixel (a zoom, a resized window).
fn follow_table_pixel(
    camera: Query<(&Projection, &Camera), With<super::theme::TableCamera>>,
    mut cache: ResMut<MaterialCache>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    let Ok((projection, camera)) = camera.single() else {
        return;
    };
    if let Some(pixel) = feather::table_pixel(projection, camera) {
        cache.feathered.follow(&mut meshes, pixel);
    }
}

/// Shared unit shapes for highlights.
#[derive(Resource)]
pub struct HighlightShapes {
    rings: Vec<Handle<Mesh>>,
    bar: Handle<Mesh>,
}

/// A highlight mesh: drawn for one frame, then reused by the next frame's highlights (or
/// hidden when that frame draws fewer).
#[derive(Component)]
pub struct Highlight;

/// The highlight entities, and how many this frame has drawn.
#[derive(Resource, Default)]
pub struct HighlightPool {
    entities: Vec<Entity>,
    used: usize,
}

/// Rings, lines and square outlines drawn as meshes for a single frame. It draws what
/// `Gizmos` would, but on every renderer (gizmos do not show in the WebGL2 build). The
/// entities are kept and reused from frame to frame, not spawned anew.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Highlights<'w, 's> {
    commands: Commands<'w, 's>,
    shapes: Res<'w, HighlightShapes>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
    cache: ResMut<'w, MaterialCache>,
    pool: ResMut<'w, HighlightPool>,
    drawn: Query<
        'w,
        's,
        (
            &'static mut Transform,
            &'static mut Mesh2d,
            &'static mut MeshMaterial2d<ColorMaterial>,
            &'static mut Visibility,
        ),
        With<Highlight>,
    >,
}

/// Highlights lie above the board and the pieces.
const HIGHLIGHT_Z: f32 = 30.0;

impl Highlights<'_, '_> {
    fn spawn(&mut self, mesh: Handle<Mesh>, color: Color, transform: Transform) {
        let material = self
            .cache
            .get_for(&mut self.materials, color, Edges::Feathered);
        let next = self.pool.entities.get(self.pool.used).copied();
        self.pool.used += 1;
        if let Some((mut t, mut m, mut mat, mut vis)) =
            next.and_then(|e| self.drawn.get_mut(e).ok())
        {
            t.set_if_neq(transform);
            if m.0 != mesh {
                m.0 = mesh;
            }
            if mat.0 != material {
                mat.0 = material;
            }
            vis.set_if_neq(Visibility::Inherited);
            return;
        }
        let e = self
            .commands
            .spawn((Highlight, Mesh2d(mesh), MeshMaterial2d(material), transform))
            .id();
        match next {
            // Its entity is gone (a screen despawned it): take the new one's place.
            Some(_) => {
                let slot = self.pool.used - 1;
                self.pool.entities[slot] = e;
            }
            None => self.pool.entities.push(e),
        }
    }

    /// A ring of this radius, about three units wide.
    pub fn circle_2d(&mut self, at: Vec2, radius: f32, color: Color) {
        // The ring made for this radius in pixels fades over about one pixel.
        let pixels = radius / self.cache.feathered.width();
        let ring = self.shapes.ring(pixels).clone();
        self.spawn(
            ring,
            color,
            Transform::from_xyz(at.x, at.y, HIGHLIGHT_Z).with_scale(Vec3::new(radius, radius, 1.0)),
        );
    }

    /// A straight line three units wide.
    pub fn line_2d(&mut self, a: Vec2, b: Vec2, color: Color) {
        let d = b - a;
        let mid = (a + b) / 2.0;
        let bar = self.shapes.bar.clone();
        self.spawn(
            bar,
            color,
            Transform::from_xyz(mid.x, mid.y, HIGHLIGHT_Z)
                .with_rotation(Quat::from_rotation_z(d.y.atan2(d.x)))
                .with_scale(Vec3::new(d.length().max(0.01), 3.0, 1.0)),
        );
    }

    /// The outline of a rectangle.
    pub fn rect_2d(&mut self, center: Vec2, size: Vec2, color: Color) {
        let h = size / 2.0;
        let corners = [
            center + Vec2::new(-h.x, -h.y),
            center + Vec2::new(h.x, -h.y),
            center + Vec2::new(h.x, h.y),
            center + Vec2::new(-h.x, h.y),
        ];
        for i in 0..4 {
            self.line_2d(corners[i], corners[(i + 1) % 4], color);
        }
    }
}

/// Highlight rings are made for radii in steps of this many units, up to `RING_STEPS` steps:
/// a ring drawn scaled keeps its edges' fade near one pixel.
const RING_STEP: f32 = 2.0;
const RING_STEPS: usize = 120;

impl HighlightShapes {
    /// The unit ring made for the step nearest `pixels`, a radius in pixels (thin from 40
    /// pixels up).
    fn ring(&self, pixels: f32) -> &Handle<Mesh> {
        let step = ((pixels / RING_STEP).round() as usize).clamp(1, RING_STEPS);
        &self.rings[step - 1]
    }
}

fn setup_highlight_shapes(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut cache: ResMut<MaterialCache>,
) {
    let rings = (1..=RING_STEPS)
        .map(|step| {
            let radius = step as f32 * RING_STEP;
            let (inner, resolution) = if radius > 40.0 {
                (0.97, 96)
            } else {
                (0.88, 48)
            };
            meshes.add(feather::ring(inner, 1.0, resolution, 1.0 / radius))
        })
        .collect();
    commands.insert_resource(HighlightShapes {
        rings,
        bar: cache.feathered.add(&mut meshes, |w| feather::bar(3.0, w)),
    });
}

/// A new frame draws its highlights over last frame's entities.
fn reuse_highlights(mut pool: ResMut<HighlightPool>) {
    pool.used = 0;
}

/// Hides the highlights this frame did not draw.
fn hide_unused_highlights(
    pool: Res<HighlightPool>,
    mut drawn: Query<&mut Visibility, With<Highlight>>,
) {
    for &e in pool.entities.iter().skip(pool.used) {
        if let Ok(mut vis) = drawn.get_mut(e) {
            vis.set_if_neq(Visibility::Hidden);
        }
    }
}
