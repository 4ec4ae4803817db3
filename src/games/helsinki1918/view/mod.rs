//! The Helsinki 1918 board: the hex map (terrain tiles, roads, railways, bridges, water
//! hexsides, flags, HQ and squad symbols, the Tikkurila box), the pieces (units as sticks
//! along the hexside they face, HQ cubes and squads on corners), the lit targets and the map
//! camera. hexx does the hex maths of the screen.

mod camera;
mod highlights;
mod pieces;
mod ship;
mod tiles;
mod tracks;

use bevy::prelude::*;

use crate::app::bake::Baked;

use super::{Choice, HelsinkiMatch, origin, target_hex, target_vertex};
use crate::{
    app::{
        AppSystems, Screen,
        input::{BoardPointer, CameraIntent, LastDevice},
        paint::{Highlights, MaterialCache, Painter, world_text, world_words},
        settings::Settings,
        theme::{Fonts, palette},
    },
    colours::helsinki1918 as colours,
    games::{
        colour::color,
        table::{Busy, MatchStartSet},
    },
    rules::helsinki1918::{EdgeKind, Helsinki1918, Hex, SquadColour, TIKKURILA, Vertex, neighbour},
};

/// The circumradius of a hex in world units.
pub const HEX_SIZE: f32 = 20.0;
/// Where the hex (0, 0) lies in the world: the map's middle sits left of the side panel.
const MAP_ORIGIN: Vec2 = Vec2::new(-520.0, -440.0);
/// The Tikkurila box, off the map to the north-west: the centre of its middle hex.
const TIKKURILA_AT: Vec2 = Vec2::new(-740.0, 300.0);
/// The die, in the sea south-west of the map.
const DIE_AT: Vec2 = Vec2::new(-600.0, 320.0);
const DIE_SIZE: f32 = 44.0;

/// Whether the map shows each unit's command status and the command reach of the side to
/// act (a toggle of the panel).
#[derive(Resource, Default)]
pub struct ShowCommand(pub bool);

/// The die's square, which tumbles when a die is rolled.
#[derive(Component)]
struct DieBody;

/// A roll being shown: seconds left of the tumble and the faces to settle on.
#[derive(Resource, Default)]
struct Tumble {
    left: f32,
    faces: String,
    spin: f32,
}

/// The text on the die: the last roll.
#[derive(Component)]
struct DieText;

/// Everything of the map drawn once per match.
#[derive(Component)]
pub struct MapEntity;

/// The map camera: its zoom (1 = the window's 1280 × 800 world units) and centre.
#[derive(Resource, Debug, Clone, Copy)]
pub struct MapCamera {
    pub zoom: f32,
    pub centre: Vec2,
}

impl MapCamera {
    /// The whole map in view.
    pub fn home() -> Self {
        Self {
            zoom: 1.18,
            centre: Vec2::new(-150.0, 0.0),
        }
    }
}

impl Default for MapCamera {
    fn default() -> Self {
        Self::home()
    }
}

/// The screen's hex layout: pointy tops, r growing north-eastwards as in the core.
pub fn layout() -> hexx::HexLayout {
    hexx::HexLayout::pointy()
        .with_hex_size(HEX_SIZE)
        .with_origin(to_hexx(MAP_ORIGIN))
}

/// A world point for hexx: hexx 0.25 (its newest) does its maths on glam 0.32, Bevy 0.20 on
/// glam 0.33, so points cross between them as plain coordinates.
pub fn to_hexx(v: Vec2) -> hexx::Vec2 {
    hexx::Vec2::new(v.x, v.y)
}

/// A hexx point in the world (see [`to_hexx`]).
pub fn from_hexx(v: hexx::Vec2) -> Vec2 {
    Vec2::new(v.x, v.y)
}

/// The centre of a hex in the world (the Tikkurila box's hexes beside the map).
pub fn hex_center(h: Hex) -> Vec2 {
    if let Some(i) = TIKKURILA.iter().position(|t| *t == h) {
        return TIKKURILA_AT + Vec2::new((i as f32 - 1.0) * HEX_SIZE * 3f32.sqrt(), 0.0);
    }
    from_hexx(layout().hex_to_world_pos(hexx::Hex::new(h.0, h.1)))
}

/// The hex of the map (or the Tikkurila box) at a world point.
pub fn hex_at(game: &Helsinki1918, world: Vec2) -> Option<Hex> {
    if let Some(t) = TIKKURILA
        .iter()
        .find(|t| hex_center(**t).distance(world) < HEX_SIZE * 0.86)
    {
        return Some(*t);
    }
    let h = layout().world_pos_to_hex(to_hexx(world));
    let h = (h.x, h.y);
    game.data().terrain.contains_key(&h).then_some(h)
}

/// A corner where three hexes meet, in the world.
pub fn vertex_center(v: Vertex) -> Vec2 {
    let [a, b, c] = v.hexes();
    (hex_center(a) + hex_center(b) + hex_center(c)) / 3.0
}

/// The corner of the map at a world point, if the point is near one.
pub fn vertex_at(game: &Helsinki1918, world: Vec2) -> Option<Vertex> {
    let h = layout().world_pos_to_hex(to_hexx(world));
    let h = (h.x, h.y);
    if !game.data().terrain.contains_key(&h) {
        return None;
    }
    (0..6)
        .map(|k| Vertex::of(h, k))
        .find(|v| vertex_center(*v).distance(world) < HEX_SIZE * 0.3)
}

/// The middle of the hexside of `h` towards direction `dir`.
pub fn side_center(h: Hex, dir: usize) -> Vec2 {
    (hex_center(h) + hex_center(neighbour(h, dir))) / 2.0
}

/// Whether a world point is on the die.
pub fn die_at(world: Vec2) -> bool {
    (world - DIE_AT).abs().max_element() < DIE_SIZE / 2.0 + 4.0
}

pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<bevy_ecs_tilemap::TilemapPlugin>() {
        app.add_plugins(bevy_ecs_tilemap::TilemapPlugin);
    }
    app.init_resource::<MapCamera>();
    app.init_resource::<ShowCommand>();
    app.init_resource::<Tumble>();
    app.init_resource::<pieces::PieceEntities>();
    app.add_systems(
        OnEnter(Screen::Playing),
        (
            spawn_map,
            pieces::spawn_pieces,
            ship::spawn_ship,
            |mut commands: Commands| {
                commands.insert_resource(crate::app::table_area::CameraSteered);
            },
        )
            .chain()
            .after(MatchStartSet)
            .run_if(resource_exists::<HelsinkiMatch>),
    );
    app.add_systems(
        Update,
        (
            pieces::redraw_pieces,
            ship::sail_ship,
            pieces::lift_hovered,
            tracks::update_tracks,
            die_text,
            camera::move_camera,
            highlights::highlights,
        )
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<HelsinkiMatch>),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut commands: Commands,
         map: Query<Entity, With<MapEntity>>,
         mut camera: Query<
            (&mut Transform, &mut Projection),
            With<crate::app::theme::TableCamera>,
        >,
         mut pieces: ResMut<pieces::PieceEntities>,
         mut busy: ResMut<Busy<Helsinki1918>>| {
            for e in &map {
                commands.entity(e).despawn();
            }
            pieces.0.clear();
            busy.set(false);
            commands.remove_resource::<crate::app::table_area::CameraSteered>();
            // The other screens see the window as it was.
            for (mut t, mut p) in &mut camera {
                t.translation = Vec3::new(0.0, 0.0, t.translation.z);
                if let Projection::Orthographic(o) = &mut *p {
                    o.scale = 1.0;
                }
            }
        },
    );
}

const ROAD: Color = color(colours::ROAD);
const MINOR_ROAD: Color = color(colours::MINOR_ROAD);
const RAIL: Color = color(colours::RAILWAY);
const WATER_EDGE: Color = color(colours::WATER_EDGE);
const FLAG_RED: Color = Color::srgb(0.78, 0.10, 0.08);

#[allow(clippy::too_many_arguments)]
fn spawn_map(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    m: Res<HelsinkiMatch>,
    mut camera: ResMut<MapCamera>,
) {
    *camera = MapCamera::home();
    let game = &m.game;
    let data = game.data();
    tiles::spawn_tilemap(&mut commands, &mut images, game);
    let mut spawned = Vec::new();
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
            edges: crate::app::paint::Edges::Multisampled,
        };
        // The table under the sheet and the sheet's frame.
        let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
        for h in data.terrain.keys() {
            lo = lo.min(hex_center(*h));
            hi = hi.max(hex_center(*h));
        }
        let middle = (lo + hi) / 2.0;
        let size = hi - lo + Vec2::new(HEX_SIZE * 2.4, HEX_SIZE * 2.8);
        spawned.push(p.rect(
            middle + Vec2::new(6.0, -8.0),
            size + Vec2::splat(20.0),
            Color::BLACK.with_alpha(0.4),
            -13.0,
        ));
        spawned.push(p.rect(middle, size + Vec2::splat(20.0), palette::PAPER, -12.9));
        spawned.push(p.rect(middle, size + Vec2::splat(6.0), palette::INK, -12.8));
        spawned.push(p.rect(middle, size, Color::srgb(0.70, 0.80, 0.84), -12.7));
        // Roads, railways and bridges between hex centres; water along the hexsides.
        let mut edges: Vec<(&(Hex, Hex), &Vec<EdgeKind>)> = data.edges.iter().collect();
        edges.sort_by_key(|(k, _)| **k);
        for ((a, b), kinds) in edges {
            let (pa, pb) = (hex_center(*a), hex_center(*b));
            for kind in kinds {
                match kind {
                    EdgeKind::Road => spawned.push(p.line(pa, pb, 3.2, ROAD, -5.0)),
                    EdgeKind::MinorRoad => spawned.push(p.line(pa, pb, 1.6, MINOR_ROAD, -5.1)),
                    EdgeKind::Railway => {
                        spawned.push(p.line(pa, pb, 1.6, RAIL, -4.8));
                        let d = (pb - pa).normalize_or_zero();
                        let n = Vec2::new(-d.y, d.x) * 3.0;
                        for k in 1..5 {
                            let at = pa.lerp(pb, k as f32 / 5.0);
                            spawned.push(p.line(at - n, at + n, 1.0, RAIL, -4.8));
                        }
                    }
                    EdgeKind::Bridge => {
                        let mid = (pa + pb) / 2.0;
                        let d = (pb - pa).normalize_or_zero() * HEX_SIZE * 0.45;
                        let n = Vec2::new(-d.y, d.x) * 0.35;
                        spawned.push(p.line(mid - d, mid + d, 6.0, palette::INK, -4.7));
                        spawned.push(p.line(mid - d + n, mid + d + n, 1.2, palette::PAPER, -4.6));
                        spawned.push(p.line(mid - d - n, mid + d - n, 1.2, palette::PAPER, -4.6));
                    }
                    EdgeKind::Water => {
                        let (c1, c2) = shared_side(*a, *b);
                        spawned.push(p.line(c1, c2, 3.0, WATER_EDGE, -4.9));
                    }
                }
            }
        }
        // The Tikkurila box: three hexes of open ground with a frame.
        spawned.push(p.rect(
            TIKKURILA_AT + Vec2::new(0.0, 6.0),
            Vec2::new(HEX_SIZE * 6.2, HEX_SIZE * 3.2),
            palette::INK,
            -12.0,
        ));
        spawned.push(p.rect(
            TIKKURILA_AT + Vec2::new(0.0, 6.0),
            Vec2::new(HEX_SIZE * 6.0, HEX_SIZE * 3.0),
            palette::PAPER,
            -11.9,
        ));
        for t in TIKKURILA {
            spawned.push(p.polygon(hex_center(t), HEX_SIZE * 0.98, 6, 0.0, palette::INK, -11.8));
            spawned.push(p.polygon(
                hex_center(t),
                HEX_SIZE * 0.92,
                6,
                0.0,
                Color::srgb(0.93, 0.89, 0.78),
                -11.7,
            ));
        }
        spawned.push(p.line(
            hex_center(TIKKURILA[2]) + Vec2::new(-HEX_SIZE * 0.8, 0.0),
            hex_center(TIKKURILA[2]) + Vec2::new(HEX_SIZE * 0.8, 0.0),
            1.6,
            RAIL,
            -11.6,
        ));
        // The die, drawn on the table's camera: its edges fade out.
        p.edges = crate::app::paint::Edges::Feathered;
        for (size, color, z) in [
            (DIE_SIZE + 4.0, palette::INK, -3.0),
            (DIE_SIZE, palette::PAPER, -2.9),
        ] {
            // Not baked: it tumbles with every roll.
            let e = p.rect(DIE_AT, Vec2::splat(size), color, z);
            p.commands
                .entity(e)
                .insert((DieBody, MapEntity, DespawnOnExit(Screen::Playing)));
        }
        p.edges = crate::app::paint::Edges::Multisampled;
        // The flags: a pole and a red cloth in the hex's upper half.
        for (_, f) in &data.flags {
            let c = hex_center(*f) + Vec2::new(-HEX_SIZE * 0.66, -HEX_SIZE * 0.4);
            spawned.push(p.line(
                c,
                c + Vec2::new(0.0, HEX_SIZE * 0.62),
                1.4,
                palette::INK,
                -4.0,
            ));
            spawned.push(p.rect(
                c + Vec2::new(HEX_SIZE * 0.16, HEX_SIZE * 0.5),
                Vec2::new(HEX_SIZE * 0.32, HEX_SIZE * 0.22),
                FLAG_RED,
                -4.0,
            ));
        }
        // The Red HQ symbols of the setup: a red ring.
        for h in &data.red_hq {
            spawned.push(p.circle(
                hex_center(*h),
                HEX_SIZE * 0.78,
                FLAG_RED.with_alpha(0.55),
                -4.5,
            ));
            spawned.push(p.circle(hex_center(*h), HEX_SIZE * 0.68, Color::NONE, -4.4));
        }
        // The squad corners: yellow or blue dots.
        for (v, colour) in &data.squad_vertices {
            let c = match colour {
                SquadColour::Yellow => color(colours::SQUAD_YELLOW),
                SquadColour::Blue => color(colours::SQUAD_BLUE),
            };
            spawned.push(p.circle(vertex_center(*v), 3.6, palette::INK, -3.6));
            spawned.push(p.circle(vertex_center(*v), 2.6, c, -3.5));
        }
        // Abteilung Meurer's arrival: an arrow from the landing point at the quay.
        let arrival = hex_center(data.meurer_arrival);
        let tail = ship::landing(game) + Vec2::new(0.0, HEX_SIZE * 0.5);
        let tip = arrival + (tail - arrival).normalize_or_zero() * HEX_SIZE * 0.55;
        let along = (tip - tail).normalize_or_zero();
        let across = Vec2::new(-along.y, along.x);
        spawned.push(p.line(tail, tip - along * 6.0, 3.0, palette::INK, -3.4));
        spawned.push(p.triangle(
            tip,
            tip - along * 11.0 + across * 5.5,
            tip - along * 11.0 - across * 5.5,
            palette::INK,
            -3.4,
        ));
    }
    tracks::spawn_tracks(
        &mut commands,
        &mut meshes,
        &mut materials,
        &mut cache,
        &fonts,
        game,
    );
    // Names: the flags, the Tikkurila box, the die.
    let font = fonts.serif_bold.clone();
    for (name, f) in &data.flags {
        spawned.push(world_text(
            &mut commands,
            &font,
            name,
            9.0,
            palette::INK,
            hex_center(*f) + Vec2::new(0.0, -HEX_SIZE * 0.62),
            -3.9,
        ));
    }
    let die = world_text(
        &mut commands,
        &fonts.sans,
        "–",
        14.0,
        palette::INK,
        DIE_AT,
        -2.8,
    );
    commands
        .entity(die)
        .insert((DieText, MapEntity, DespawnOnExit(Screen::Playing)));
    spawned.push(world_words(
        &mut commands,
        &font,
        "h-map-dice",
        10.0,
        palette::PAPER,
        DIE_AT + Vec2::new(0.0, -DIE_SIZE * 0.75),
        -2.8,
    ));
    spawned.push(world_words(
        &mut commands,
        &font,
        "h-map-tikkurila",
        12.0,
        palette::INK,
        TIKKURILA_AT + Vec2::new(0.0, HEX_SIZE * 1.25),
        -11.5,
    ));
    let title = world_words(
        &mut commands,
        &font,
        "h-map-title",
        18.0,
        palette::PAPER,
        Vec2::new(-890.0, 420.0),
        -3.0,
    );
    commands.entity(title).insert((
        bevy::sprite::Anchor::CENTER_LEFT,
        TextLayout::justify(Justify::Left),
    ));
    spawned.push(title);
    for e in spawned {
        commands
            .entity(e)
            .insert((MapEntity, Baked, DespawnOnExit(Screen::Playing)));
    }
}

/// Shows the last roll on the die: one die, the two initiative dice or the battle dice.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn die_text(
    mut applied: MessageReader<crate::games::table::Applied<Helsinki1918>>,
    mut jumped: MessageReader<crate::games::table::Jumped<Helsinki1918>>,
    mut text: Query<&mut Text2d, With<DieText>>,
    mut body: Query<&mut Transform, With<DieBody>>,
    mut tumble: ResMut<Tumble>,
    settings: Option<Res<crate::app::settings::Settings>>,
    time: Res<Time>,
    mut busy: ResMut<Busy<Helsinki1918>>,
) {
    use crate::rules::helsinki1918::HAction;
    let factor = settings.map_or(1.0, |s| s.animation.factor());
    for a in applied.read() {
        let shown = match a.action {
            HAction::Die(n) => format!("{n}"),
            HAction::Initiative { german, red } => format!(
                "{}{german} {}{red}",
                crate::tr!("h-letter-german"),
                crate::tr!("h-letter-red")
            ),
            HAction::BattleDice { attacker, defender } => format!("{attacker}:{defender}"),
            _ => continue,
        };
        *tumble = Tumble {
            left: 0.45 * factor,
            faces: shown,
            spin: 0.0,
        };
    }
    if jumped.read().count() > 0 {
        tumble.left = 0.0;
    }
    if tumble.left > 0.0 {
        // The die turns over, its faces flicking, until it settles on the roll.
        tumble.left -= time.delta_secs();
        tumble.spin += time.delta_secs() * 14.0;
        let face = 1 + (tumble.spin as u32 * 7 + 3) % 6;
        for mut t in &mut text {
            t.0 = face.to_string();
        }
        for mut t in &mut body {
            t.rotation = Quat::from_rotation_z(tumble.spin.sin() * 0.5);
        }
        busy.set(true);
        return;
    }
    if !tumble.faces.is_empty() {
        let faces = std::mem::take(&mut tumble.faces);
        for mut t in &mut text {
            t.0 = faces.clone();
        }
        for mut t in &mut body {
            t.rotation = Quat::IDENTITY;
        }
    }
}

/// The two corners of the hexside between neighbours `a` and `b`.
fn shared_side(a: Hex, b: Hex) -> (Vec2, Vec2) {
    let (pa, pb) = (hex_center(a), hex_center(b));
    let mid = (pa + pb) / 2.0;
    let d = (pb - pa).normalize_or_zero();
    let along = Vec2::new(-d.y, d.x) * HEX_SIZE / 2.0;
    (mid - along, mid + along)
}
