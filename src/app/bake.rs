//! The baked board: the shapes and words of a board that do not move (marked `Baked`) are
//! drawn once into a picture the size of the window, by a camera of their own, and the table
//! shows that picture as one sprite under the pieces. A frame then draws one layer for the
//! board instead of hundreds of overlapping shapes, which is most of a frame's cost on a
//! software renderer. The picture is drawn again when a baked thing changes, the window's size
//! changes or the view moves (the Helsinki map's pan and zoom).

use bevy::{
    camera::{RenderTarget, visibility::RenderLayers},
    prelude::*,
    render::render_resource::TextureFormat,
    window::PrimaryWindow,
};

use super::Screen;

/// The render layer of the baked board (the table's camera sees layer 0 only).
pub const BAKED_LAYER: usize = 1;

/// Depth of the baked picture: under every piece and highlight of the games.
const PICTURE_Z: f32 = -100.0;

/// A part of a board that does not move: drawn into the baked picture, not every frame.
#[derive(Component, Clone, Copy, Default)]
pub struct Baked;

/// The camera that draws the baked things into the picture.
#[derive(Component)]
struct BakeCamera;

/// The rectangle that shows the picture on the table (opaque: drawn without blending, which a
/// software renderer pays for at every sample of the window).
#[derive(Component)]
struct BakedPicture;

/// Frames left in which the bake camera draws (a change draws in this frame and the next, so
/// a change that lands late in a frame is in the picture).
#[derive(Resource, Default)]
struct BakeDue(u8);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BakeDue>();
    app.add_systems(
        PostUpdate,
        (put_on_baked_layer, keep_picture)
            .chain()
            .after(bevy::transform::TransformSystems::Propagate)
            .run_if(resource_exists::<Assets<Image>>),
    );
}

/// Puts new baked things (and their children) on the baked layer, and asks for a new picture
/// when a baked thing came, changed or went.
#[expect(
    clippy::type_complexity,
    reason = "the changes that redraw the picture"
)]
fn put_on_baked_layer(
    mut commands: Commands,
    added: Query<Entity, Added<Baked>>,
    children: Query<&Children>,
    changed: Query<
        (),
        (
            With<Baked>,
            Or<(
                Changed<GlobalTransform>,
                Changed<Visibility>,
                Changed<Text2d>,
                Changed<TextColor>,
                Changed<MeshMaterial2d<ColorMaterial>>,
            )>,
        ),
    >,
    mut removed: RemovedComponents<Baked>,
    mut due: ResMut<BakeDue>,
) {
    for e in &added {
        commands.entity(e).insert(RenderLayers::layer(BAKED_LAYER));
        // A baked thing's parts are baked with it (and their changes redraw the picture).
        for child in children.iter_descendants(e) {
            commands
                .entity(child)
                .insert((Baked, RenderLayers::layer(BAKED_LAYER)));
        }
    }
    if !added.is_empty() || !changed.is_empty() || removed.read().next().is_some() {
        due.0 = 2;
    }
}

/// The table's own camera.
type TableView = (
    With<super::theme::TableCamera>,
    Without<BakeCamera>,
    Without<BakedPicture>,
);

/// What the bake camera's upkeep changes.
type BakeCameraParts = (
    &'static mut Camera,
    &'static mut Transform,
    &'static mut Projection,
    &'static RenderTarget,
);

/// Keeps the bake camera and the picture matching the table's camera and the window; the bake
/// camera draws only when something changed.
#[expect(
    clippy::too_many_arguments,
    reason = "the camera, the picture and the window"
)]
fn keep_picture(
    mut commands: Commands,
    window: Query<&Window, With<PrimaryWindow>>,
    table: Query<(&Transform, &Projection), TableView>,
    mut bake: Query<BakeCameraParts, (With<BakeCamera>, Without<BakedPicture>)>,
    mut picture: Query<&mut Transform, (With<BakedPicture>, Without<Camera2d>)>,
    baked: Query<(), With<Baked>>,
    mut images: ResMut<Assets<Image>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    clear: Option<Res<ClearColor>>,
    mut due: ResMut<BakeDue>,
    screen: Option<Res<State<Screen>>>,
) {
    let (Ok(window), Ok((table_at, table_view))) = (window.single(), table.single()) else {
        return;
    };
    let size = window.physical_size().max(UVec2::ONE);
    let Ok((mut camera, mut at, mut view, target)) = bake.single_mut() else {
        // The first baked thing of a board: the camera and the picture come with it.
        if baked.is_empty() || screen.is_none_or(|s| *s.get() != Screen::Playing) {
            return;
        }
        // sRGB itself, with no second view format: WebGL2 has none.
        let image = images.add(Image::new_target_texture(
            size.x,
            size.y,
            TextureFormat::Rgba8UnormSrgb,
            None,
        ));
        let clear = clear.map_or(Color::BLACK, |c| c.0);
        commands.spawn((
            Name::new("Bake camera"),
            BakeCamera,
            Camera2d,
            Camera {
                order: -1,
                clear_color: ClearColorConfig::Custom(clear),
                ..default()
            },
            RenderTarget::Image(image.clone().into()),
            *table_at,
            table_view.clone(),
            RenderLayers::layer(BAKED_LAYER),
            DespawnOnExit(Screen::Playing),
        ));
        commands.spawn((
            Name::new("Baked board"),
            BakedPicture,
            Mesh2d(meshes.add(Rectangle::new(1.0, 1.0))),
            MeshMaterial2d(materials.add(ColorMaterial {
                texture: Some(image),
                alpha_mode: bevy::sprite_render::AlphaMode2d::Opaque,
                ..default()
            })),
            picture_place(table_at, table_view),
            DespawnOnExit(Screen::Playing),
        ));
        due.0 = 2;
        return;
    };
    // The window's size: a new picture of that size.
    if let RenderTarget::Image(target) = target
        && let Some(mut image) = images.get_mut(&target.handle)
        && image.size() != size
    {
        image.resize(bevy::render::render_resource::Extent3d {
            width: size.x,
            height: size.y,
            depth_or_array_layers: 1,
        });
        due.0 = 2;
    }
    // The view moved or zoomed: the bake camera follows.
    if *at != *table_at || !same_view(&view, table_view) {
        *at = *table_at;
        *view = table_view.clone();
        due.0 = 2;
    }
    if let Ok(mut picture_at) = picture.single_mut() {
        let place = picture_place(table_at, table_view);
        if *picture_at != place {
            *picture_at = place;
        }
    }
    let draw = due.0 > 0;
    if camera.is_active != draw {
        camera.is_active = draw;
    }
    due.0 = due.0.saturating_sub(1);
}

/// Whether two projections show the same (scale and scaling of an orthographic view).
fn same_view(a: &Projection, b: &Projection) -> bool {
    match (a, b) {
        (Projection::Orthographic(a), Projection::Orthographic(b)) => {
            a.scale == b.scale && a.area == b.area && a.viewport_origin == b.viewport_origin
        }
        _ => false,
    }
}

/// Where the picture lies: under the table camera's view, as large as it.
fn picture_place(table_at: &Transform, view: &Projection) -> Transform {
    Transform::from_xyz(table_at.translation.x, table_at.translation.y, PICTURE_Z)
        .with_scale(view_size(view).extend(1.0))
}

/// The world size the table's camera shows.
fn view_size(view: &Projection) -> Vec2 {
    match view {
        Projection::Orthographic(o) => o.area.size(),
        _ => Vec2::new(1280.0, 800.0),
    }
}
