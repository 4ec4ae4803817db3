//! The 1918 map drawn as an old printed map (Natural Earth land, sea and lakes; black circles
//! and lines; starred places; Finnish names), the tiles as discs with six numbered sectors
//! and a pin, the die, the animations (rolls, pins, marches, fire, removals, verse cards)
//! and the highlights.

use std::collections::{HashMap, VecDeque};

use bevy::{prelude::*, sprite::Anchor};

use super::{
    Choice, SuomiApplied, SuomiJumped, SuomiMatch,
    coast::{Coast, line_mesh, triangle_mesh},
    flow::SuomiBusy,
};
use crate::{
    app::{
        AppSystems, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        paint::{MaterialCache, Painter, die_spots, world_text},
        settings::{AnimationSpeed, Settings},
        theme::{Fonts, palette},
    },
    games::core::SeatKind,
    rules::{
        Game, ToMove,
        suomi1918::{CircleKind, LineKind, Phase, RED, Suomi1918, SuomiAction, SuomiEvent, Tile},
    },
};

/// World units per kilometre of the map.
pub const MAP_SCALE: f32 = 1.5;
/// The kilometre point drawn at `MAP_ORIGIN`.
const MAP_CENTER_KM: Vec2 = Vec2::new(57.5, 62.5);
/// The middle of the map in the world (the side panel covers the right).
const MAP_ORIGIN: Vec2 = Vec2::new(-168.0, 0.0);
/// A tile's radius.
pub const TILE_R: f32 = 16.0;
/// The die, out in the Gulf of Bothnia.
pub const DIE_CENTER: Vec2 = Vec2::new(-560.0, 318.0);
pub const DIE_SIZE: f32 = 52.0;

const SEA: Color = Color::srgb(0.74, 0.82, 0.82);
const LAND: Color = Color::srgb(0.94, 0.89, 0.76);
const COAST_INK: Color = Color::srgb(0.30, 0.26, 0.22);
const WATER_LINE: Color = Color::srgb(0.45, 0.58, 0.62);
const STAR_RED: Color = Color::srgb(0.70, 0.12, 0.10);
const RED_TILE: Color = Color::srgb(0.74, 0.13, 0.11);
const WHITE_TILE: Color = Color::srgb(0.97, 0.96, 0.92);

/// A kilometre point of the map in the world.
pub fn km_to_world(x: f32, y: f32) -> Vec2 {
    MAP_ORIGIN + (Vec2::new(x, y) - MAP_CENTER_KM) * MAP_SCALE
}

/// Where a circle is drawn.
pub fn circle_pos(game: &Suomi1918, circle: usize) -> Vec2 {
    let c = &game.map().circles[circle];
    km_to_world(c.x, c.y)
}

/// The circle under a world point (within a tile's radius).
pub fn circle_at(game: &Suomi1918, world: Vec2) -> Option<usize> {
    (0..game.map().circles.len())
        .map(|c| (c, circle_pos(game, c).distance(world)))
        .filter(|&(_, d)| d <= TILE_R)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(c, _)| c)
}

/// The centre of sector `k` (1..=6) of a tile, at `r` from the middle; sector 1 is at the top
/// and the numbers go round clockwise.
fn sector_point(k: f32, r: f32) -> Vec2 {
    let angle = std::f32::consts::FRAC_PI_2 - (k - 1.0) * std::f32::consts::TAU / 6.0;
    Vec2::new(angle.cos(), angle.sin()) * r
}

/// A tile on the map (`TileEntities` says which).
#[derive(Component)]
struct TileView;

/// The pin of a tile; `shown` is the strength it stands at (fractional while it moves).
#[derive(Component)]
struct PinView {
    shown: f32,
}

/// The die.
#[derive(Component)]
struct DieView;

#[derive(Component)]
struct DiePip;

/// The words under the die.
#[derive(Component)]
struct DieLabel;

/// A flame of a shot.
#[derive(Component)]
struct Flame {
    phase: f32,
}

/// A number that rises and fades ("−5").
#[derive(Component)]
struct FloatingText {
    age: f32,
}

/// The verse card on screen: the HUD draws it, a click or Space closes it.
#[derive(Resource, Default, Debug, Clone)]
pub struct VerseCard {
    pub shown: Option<VerseShown>,
}

#[derive(Debug, Clone)]
pub struct VerseShown {
    pub circle: usize,
    pub side: u8,
    /// The place's height on the map (world units): the card goes where it does not cover it.
    pub world_y: f32,
    /// Close by itself after this many seconds (no human at the table), else wait.
    pub auto_close: Option<f32>,
    pub age: f32,
}

#[derive(Debug, Clone)]
enum Step {
    Roll(u8),
    Pin {
        side: u8,
        tile: u8,
        to: u8,
    },
    Walk {
        side: u8,
        tile: u8,
        path: Vec<usize>,
    },
    Fire {
        from: usize,
        /// The target tile (side, number): its entity shows where it stands.
        target: (u8, u8),
        loss: u8,
    },
    Remove {
        side: u8,
        tile: u8,
    },
    Verse {
        circle: usize,
        side: u8,
    },
    Sound(Sfx),
}

#[derive(Resource, Default)]
struct Queue {
    steps: VecDeque<Step>,
    active: Option<(Step, f32, f32)>,
}

/// Which entity shows which tile.
#[derive(Resource, Default)]
struct TileEntities(HashMap<(u8, u8), Entity>);

/// The face the die shows.
#[derive(Resource, Default)]
struct DieFace(Option<u8>);

/// Entities of the shot being drawn.
#[derive(Resource, Default)]
struct FireEntities(Vec<Entity>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Queue>();
    app.init_resource::<TileEntities>();
    app.init_resource::<DieFace>();
    app.init_resource::<FireEntities>();
    app.init_resource::<VerseCard>();
    app.add_systems(
        OnEnter(Screen::Playing),
        spawn_map
            .after(super::flow::SuomiStartSet)
            .run_if(resource_exists::<SuomiMatch>),
    );
    app.add_systems(
        Update,
        (
            respawn_tiles,
            queue_steps,
            close_verse_card,
            run_steps,
            draw_die,
            float_texts,
            highlights,
        )
            .chain()
            .in_set(AppSystems::Present)
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<SuomiMatch>),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut q: ResMut<Queue>,
         mut e: ResMut<TileEntities>,
         mut busy: ResMut<SuomiBusy>,
         mut card: ResMut<VerseCard>,
         mut fire: ResMut<FireEntities>| {
            *q = Queue::default();
            e.0.clear();
            fire.0.clear();
            busy.0 = false;
            card.shown = None;
        },
    );
}

/// Places names beside their circles where they cover the fewest circles, lines and names.
fn place_labels(game: &Suomi1918) -> Vec<(usize, Vec2, Anchor)> {
    let map = game.map();
    let points: Vec<Vec2> = (0..map.circles.len())
        .map(|c| circle_pos(game, c))
        .collect();
    let mut line_samples = Vec::new();
    for (a, ns) in map.neighbours.iter().enumerate() {
        for &(b, _) in ns {
            if a < b {
                for k in 1..6 {
                    line_samples.push(points[a].lerp(points[b], k as f32 / 6.0));
                }
            }
        }
    }
    let mut placed: Vec<Rect> = Vec::new();
    let mut out = Vec::new();
    for (c, circle) in map.circles.iter().enumerate() {
        let Some(name) = &circle.name else { continue };
        let w = name.chars().count() as f32 * 8.0 + 4.0;
        let h = 15.0;
        let p = points[c];
        // Clear of a tile standing on the circle (its rim and shadow included), so a tile
        // never covers its own place's name (Turku, Tampere, Helsinki at the setup).
        let (dx, dy, dd) = (TILE_R + 8.0, TILE_R + 5.0, TILE_R * 1.05);
        let candidates = [
            (
                Vec2::new(dx, 0.0),
                Anchor::CENTER_LEFT,
                Vec2::new(dx + w / 2.0, 0.0),
            ),
            (
                Vec2::new(-dx, 0.0),
                Anchor::CENTER_RIGHT,
                Vec2::new(-dx - w / 2.0, 0.0),
            ),
            (
                Vec2::new(0.0, dy),
                Anchor::BOTTOM_CENTER,
                Vec2::new(0.0, dy + h / 2.0),
            ),
            (
                Vec2::new(0.0, -dy),
                Anchor::TOP_CENTER,
                Vec2::new(0.0, -dy - h / 2.0),
            ),
            (
                Vec2::new(dd, dd),
                Anchor::BOTTOM_LEFT,
                Vec2::new(dd + w / 2.0, dd + h / 2.0),
            ),
            (
                Vec2::new(-dd, -dd),
                Anchor::TOP_RIGHT,
                Vec2::new(-dd - w / 2.0, -dd - h / 2.0),
            ),
            (
                Vec2::new(-dd, dd),
                Anchor::BOTTOM_RIGHT,
                Vec2::new(-dd - w / 2.0, dd + h / 2.0),
            ),
            (
                Vec2::new(dd, -dd),
                Anchor::TOP_LEFT,
                Vec2::new(dd + w / 2.0, -dd - h / 2.0),
            ),
        ];
        let hinted = circle.label.as_deref().and_then(|side| {
            let index = ["E", "W", "N", "S", "NE", "SW", "NW", "SE"]
                .iter()
                .position(|s| *s == side)?;
            Some(candidates[index])
        });
        if let Some((offset, anchor, centre)) = hinted {
            placed.push(Rect::from_center_size(p + centre, Vec2::new(w, h)));
            out.push((c, p + offset, anchor));
            continue;
        }
        let mut best: Option<(usize, Vec2, Anchor, Rect)> = None;
        for (i, (offset, anchor, centre)) in candidates.iter().enumerate() {
            let rect = Rect::from_center_size(p + *centre, Vec2::new(w, h));
            // A tile on any circle would cover the name: keep clear of every circle's disc.
            let grown = rect.inflate(TILE_R * 0.9);
            let circles = points
                .iter()
                .enumerate()
                .filter(|&(o, q)| o != c && grown.contains(*q))
                .count();
            let lines = line_samples.iter().filter(|q| rect.contains(**q)).count();
            let names = placed
                .iter()
                .filter(|r| !r.intersect(rect).is_empty())
                .count();
            let score = circles * 10 + lines * 3 + names * 40 + i;
            if best.as_ref().is_none_or(|(s, ..)| score < *s) {
                best = Some((score, *offset, *anchor, rect));
            }
        }
        if let Some((_, offset, anchor, rect)) = best {
            placed.push(rect);
            out.push((c, p + offset, anchor));
        }
    }
    out
}

fn spawn_map(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    m: Res<SuomiMatch>,
    mut face: ResMut<DieFace>,
) {
    let game = &m.game;
    let coast = Coast::standard();
    let mut spawned = Vec::new();
    let (x0, y0, x1, y1) = coast.bounds;
    let sheet_min = km_to_world(x0, y0);
    let sheet_max = km_to_world(x1, y1);
    let sheet_size = sheet_max - sheet_min;
    let sheet_centre = (sheet_min + sheet_max) / 2.0;
    let place = |x: f32, y: f32| km_to_world(x, y);
    let to_world = |l: &Vec<(f32, f32)>| l.iter().map(|&(x, y)| place(x, y)).collect::<Vec<_>>();
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
        };
        // The sheet: a shadow, a paper margin with a double frame, then the sea.
        spawned.push(p.rect(
            sheet_centre + Vec2::new(6.0, -8.0),
            sheet_size + Vec2::splat(28.0),
            Color::BLACK.with_alpha(0.45),
            -20.0,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(28.0),
            palette::PAPER,
            -19.9,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(10.0),
            palette::INK,
            -19.8,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(6.0),
            palette::PAPER,
            -19.7,
        ));
        spawned.push(p.rect(
            sheet_centre,
            sheet_size + Vec2::splat(2.0),
            palette::INK,
            -19.6,
        ));
        spawned.push(p.rect(sheet_centre, sheet_size, SEA, -19.5));
    }
    let mut mesh_entity = |mesh: Mesh, color: Color, z: f32| {
        let material = cache.get(&mut materials, color);
        commands
            .spawn((
                Mesh2d(meshes.add(mesh)),
                MeshMaterial2d(material),
                Transform::from_xyz(0.0, 0.0, z),
            ))
            .id()
    };
    let water: Vec<Vec<Vec2>> = coast.water_lines.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&water, 0.8), WATER_LINE, -19.4));
    spawned.push(mesh_entity(triangle_mesh(&coast.land, place), LAND, -19.3));
    spawned.push(mesh_entity(triangle_mesh(&coast.lakes, place), SEA, -19.2));
    let coastlines: Vec<Vec<Vec2>> = coast.coast.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&coastlines, 1.3), COAST_INK, -19.1));
    let shores: Vec<Vec<Vec2>> = coast.shores.iter().map(to_world).collect();
    spawned.push(mesh_entity(line_mesh(&shores, 1.0), COAST_INK, -19.1));
    {
        let mut p = Painter {
            commands: &mut commands,
            meshes: &mut meshes,
            materials: &mut materials,
            cache: &mut cache,
        };
        let map = game.map();
        // The lines: railways solid and thick, sea routes thick and dashed, roads thin.
        for (a, ns) in map.neighbours.iter().enumerate() {
            for &(b, kind) in ns {
                if a > b {
                    continue;
                }
                let (pa, pb) = (circle_pos(game, a), circle_pos(game, b));
                match kind {
                    LineKind::Rail => spawned.push(p.line(pa, pb, 3.4, palette::INK, -15.0)),
                    LineKind::Road => spawned.push(p.line(pa, pb, 1.3, palette::INK, -15.0)),
                    LineKind::Sea => {
                        let len = pa.distance(pb);
                        let dashes = (len / 11.0).max(1.0) as usize;
                        for k in 0..dashes {
                            let t0 = k as f32 / dashes as f32;
                            let t1 = (k as f32 + 0.62) / dashes as f32;
                            spawned.push(p.line(
                                pa.lerp(pb, t0),
                                pa.lerp(pb, t1),
                                3.0,
                                Color::srgb(0.12, 0.16, 0.26),
                                -15.0,
                            ));
                        }
                    }
                }
            }
        }
        for (c, circle) in map.circles.iter().enumerate() {
            let at = circle_pos(game, c);
            if circle.star {
                spawned.extend(p.star(at, 13.0, STAR_RED, -14.5));
            }
            let (outer, inner) = match circle.kind {
                CircleKind::Town | CircleKind::Bridge => (7.0, 4.6),
                CircleKind::Sea | CircleKind::Plain => (5.4, 3.4),
            };
            spawned.push(p.circle(at, outer, palette::INK, -14.0));
            let fill = if circle.kind == CircleKind::Sea {
                Color::srgb(0.88, 0.93, 0.93)
            } else {
                Color::srgb(0.99, 0.97, 0.92)
            };
            spawned.push(p.circle(at, inner, fill, -13.9));
        }
        // The cartouche with the title and the key, on Ingrian land in the south-east.
        let card_at = km_to_world(268.0, -138.0);
        spawned.push(p.rect(card_at, Vec2::new(244.0, 104.0), palette::INK, -13.0));
        spawned.push(p.rect(card_at, Vec2::new(238.0, 98.0), palette::PAPER, -12.9));
        let key_y = card_at.y - 24.0;
        spawned.push(p.line(
            card_at + Vec2::new(-108.0, key_y - card_at.y),
            card_at + Vec2::new(-84.0, key_y - card_at.y),
            3.4,
            palette::INK,
            -12.8,
        ));
        spawned.push(p.line(
            card_at + Vec2::new(-108.0, key_y - card_at.y - 18.0),
            card_at + Vec2::new(-84.0, key_y - card_at.y - 18.0),
            1.3,
            palette::INK,
            -12.8,
        ));
        spawned.extend(p.star(card_at + Vec2::new(16.0, -42.0), 8.0, STAR_RED, -12.8));
        // A paper plate under the die and its words.
        spawned.push(p.rect(
            DIE_CENTER + Vec2::new(0.0, -26.0),
            Vec2::new(132.0, 118.0),
            palette::INK,
            4.0,
        ));
        spawned.push(p.rect(
            DIE_CENTER + Vec2::new(0.0, -26.0),
            Vec2::new(128.0, 114.0),
            palette::PAPER,
            4.1,
        ));
        // The die with its shadow and rim.
        let die = p
            .commands
            .spawn((
                Name::new("Die"),
                DieView,
                Transform::from_xyz(DIE_CENTER.x, DIE_CENTER.y, 5.0),
                Visibility::default(),
                DespawnOnExit(Screen::Playing),
            ))
            .id();
        let mut parts = p.rounded_square(
            Vec2::new(4.0, -5.0),
            DIE_SIZE,
            9.0,
            Color::BLACK.with_alpha(0.4),
            -0.3,
        );
        parts.extend(p.rounded_square(Vec2::ZERO, DIE_SIZE, 9.0, palette::INK, -0.2));
        parts.extend(p.rounded_square(
            Vec2::ZERO,
            DIE_SIZE - 5.0,
            7.0,
            Color::srgb(0.98, 0.96, 0.90),
            -0.1,
        ));
        p.commands.entity(die).add_children(&parts);
    }
    let card_at = km_to_world(268.0, -138.0);
    let texts = [
        (
            "PUNAISTEN JA VALKOISTEN",
            12.0,
            Vec2::new(0.0, 36.0),
            Anchor::CENTER,
        ),
        (
            "TAISTELU SUOMESSA 1918",
            12.0,
            Vec2::new(0.0, 21.0),
            Anchor::CENTER,
        ),
        (
            "rautatie, meritie (tykistö)",
            10.0,
            Vec2::new(-78.0, -24.0),
            Anchor::CENTER_LEFT,
        ),
        (
            "maantie",
            10.0,
            Vec2::new(-78.0, -42.0),
            Anchor::CENTER_LEFT,
        ),
        ("runo", 10.0, Vec2::new(28.0, -42.0), Anchor::CENTER_LEFT),
    ];
    for (text, size, offset, anchor) in texts {
        let e = world_text(
            &mut commands,
            &fonts.serif_bold,
            text,
            size,
            palette::INK,
            card_at + offset,
            -12.7,
        );
        commands.entity(e).insert(anchor);
        spawned.push(e);
    }
    // Finnish names beside their circles.
    for (c, at, anchor) in place_labels(game) {
        let circle = &game.map().circles[c];
        let name = circle.name.clone().unwrap_or_default();
        let color = if circle.star { STAR_RED } else { palette::INK };
        let e = world_text(
            &mut commands,
            &fonts.serif_bold,
            &name,
            12.0,
            color,
            at,
            -12.0,
        );
        commands.entity(e).insert(anchor);
        spawned.push(e);
        if circle.kind == CircleKind::Sea {
            commands
                .entity(e)
                .insert(TextColor(Color::srgb(0.12, 0.16, 0.30)));
        }
    }
    let label = world_text(
        &mut commands,
        &fonts.serif_bold,
        "",
        14.0,
        palette::INK,
        DIE_CENTER + Vec2::new(0.0, -58.0),
        5.0,
    );
    commands
        .entity(label)
        .insert((DieLabel, DespawnOnExit(Screen::Playing)));
    for e in spawned {
        commands.entity(e).insert(DespawnOnExit(Screen::Playing));
    }
    face.0 = None;
}

/// Spawns a tile: a disc of six numbered sectors, a black centre for artillery, the pin.
fn spawn_tile(p: &mut Painter, fonts: &Fonts, at: Vec2, tile: &Tile) -> Entity {
    let red = tile.side == RED;
    let (base, ink) = if red {
        (RED_TILE, Color::srgb(0.99, 0.95, 0.88))
    } else {
        (WHITE_TILE, palette::INK)
    };
    let r = TILE_R;
    let mut parts = vec![
        p.circle(Vec2::new(2.5, -3.5), r, Color::BLACK.with_alpha(0.4), -0.5),
        p.circle(Vec2::ZERO, r, base.mix(&Color::BLACK, 0.45), -0.4),
    ];
    for k in 1..=6u8 {
        let tint = if k % 2 == 0 {
            base.mix(&Color::BLACK, 0.10)
        } else {
            base
        };
        let angle = -(f32::from(k) - 1.0) * std::f32::consts::TAU / 6.0;
        let mesh = p.meshes.add(
            CircularSector::new(r - 1.5, std::f32::consts::PI / 6.0)
                .mesh()
                .resolution(12)
                .build(),
        );
        let material = p.cache.get(p.materials, tint);
        parts.push(
            p.commands
                .spawn((
                    Mesh2d(mesh),
                    MeshMaterial2d(material),
                    Transform::from_xyz(0.0, 0.0, -0.3).with_rotation(Quat::from_rotation_z(angle)),
                ))
                .id(),
        );
    }
    if tile.artillery {
        parts.push(p.circle(Vec2::ZERO, r * 0.36, Color::srgb(0.05, 0.05, 0.05), -0.2));
    } else {
        parts.push(p.circle(Vec2::ZERO, r * 0.12, ink.with_alpha(0.6), -0.2));
    }
    for k in 1..=6u8 {
        let at = sector_point(f32::from(k), r * 0.76);
        parts.push(world_text(
            p.commands,
            &fonts.serif_bold,
            &k.to_string(),
            8.5,
            ink,
            at,
            -0.1,
        ));
    }
    let pin = p
        .commands
        .spawn((
            PinView {
                shown: f32::from(tile.strength.max(1)),
            },
            Transform::from_translation(
                sector_point(f32::from(tile.strength.max(1)), r * 0.45).extend(0.2),
            ),
            if tile.strength == 0 {
                Visibility::Hidden
            } else {
                Visibility::Inherited
            },
        ))
        .id();
    // A pin head: brass with a dark rim, so it shows on red and on white.
    let head = [
        p.circle(Vec2::new(1.2, -1.6), 4.0, Color::BLACK.with_alpha(0.5), 0.0),
        p.circle(Vec2::ZERO, 4.0, Color::srgb(0.12, 0.10, 0.08), 0.01),
        p.circle(Vec2::ZERO, 3.0, Color::srgb(0.92, 0.74, 0.25), 0.02),
        p.circle(
            Vec2::new(-1.0, 1.0),
            1.2,
            Color::srgb(1.0, 0.96, 0.80),
            0.03,
        ),
    ];
    p.commands.entity(pin).add_children(&head);
    parts.push(pin);
    let parent = p
        .commands
        .spawn((
            Name::new(format!("Tile {} {}", tile.side, tile.number)),
            TileView,
            Transform::from_xyz(at.x, at.y, 10.0),
            Visibility::default(),
            DespawnOnExit(Screen::Playing),
        ))
        .id();
    p.commands.entity(parent).add_children(&parts);
    parent
}

#[expect(
    clippy::too_many_arguments,
    reason = "respawning needs the painter's resources"
)]
fn respawn_tiles(
    mut commands: Commands,
    mut jumped: MessageReader<SuomiJumped>,
    m: Res<SuomiMatch>,
    existing: Query<Entity, With<TileView>>,
    mut entities: ResMut<TileEntities>,
    mut queue: ResMut<Queue>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut cache: ResMut<MaterialCache>,
    fonts: Res<Fonts>,
    mut face: ResMut<DieFace>,
    mut card: ResMut<VerseCard>,
    mut fire: ResMut<FireEntities>,
) {
    if jumped.read().count() == 0 {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    for e in fire.0.drain(..) {
        commands.entity(e).despawn();
    }
    *queue = Queue::default();
    card.shown = None;
    entities.0.clear();
    face.0 = match m.game.phase() {
        Phase::AwaitMove { face } => Some(face),
        _ => None,
    };
    let mut p = Painter {
        commands: &mut commands,
        meshes: &mut meshes,
        materials: &mut materials,
        cache: &mut cache,
    };
    for tile in m.game.tiles() {
        let e = spawn_tile(&mut p, &fonts, circle_pos(&m.game, tile.circle), tile);
        entities.0.insert((tile.side, tile.number), e);
    }
}

fn queue_steps(mut applied: MessageReader<SuomiApplied>, mut queue: ResMut<Queue>) {
    for a in applied.read() {
        for e in &a.events {
            match e {
                SuomiEvent::Strength {
                    side,
                    tile,
                    strength,
                } => {
                    if let SuomiAction::Roll(face) = a.action {
                        queue.steps.push_back(Step::Sound(Sfx::Dice));
                        queue.steps.push_back(Step::Roll(face));
                    }
                    queue.steps.push_back(Step::Pin {
                        side: *side,
                        tile: *tile,
                        to: *strength,
                    });
                }
                SuomiEvent::Rolled { face, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Dice));
                    queue.steps.push_back(Step::Roll(*face));
                }
                SuomiEvent::Moved { side, tile, path } => queue.steps.push_back(Step::Walk {
                    side: *side,
                    tile: *tile,
                    path: path.clone(),
                }),
                SuomiEvent::Shot {
                    side,
                    tile,
                    path,
                    target,
                    loss,
                } => {
                    if path.len() > 1 {
                        queue.steps.push_back(Step::Walk {
                            side: *side,
                            tile: *tile,
                            path: path.clone(),
                        });
                    }
                    queue.steps.push_back(Step::Sound(Sfx::Capture));
                    queue.steps.push_back(Step::Fire {
                        from: *path.last().expect("a path"),
                        target: (1 - *side, *target),
                        loss: *loss,
                    });
                }
                SuomiEvent::StrengthChanged {
                    side,
                    tile,
                    strength,
                } => queue.steps.push_back(Step::Pin {
                    side: *side,
                    tile: *tile,
                    to: *strength,
                }),
                SuomiEvent::Removed { side, tile } => queue.steps.push_back(Step::Remove {
                    side: *side,
                    tile: *tile,
                }),
                SuomiEvent::Verse { circle, side, .. } => {
                    queue.steps.push_back(Step::Sound(Sfx::Hut));
                    queue.steps.push_back(Step::Verse {
                        circle: *circle,
                        side: *side,
                    });
                }
                SuomiEvent::Passed { .. } | SuomiEvent::RollAgain { .. } => {}
                SuomiEvent::GameOver { .. } => queue.steps.push_back(Step::Sound(Sfx::Win)),
            }
        }
    }
}

fn duration(step: &Step, speed: f32) -> f32 {
    speed
        * match step {
            Step::Roll(_) => 0.45,
            Step::Pin { .. } => 0.45,
            Step::Walk { path, .. } => path.len().saturating_sub(1) as f32 * 0.2,
            Step::Fire { loss, .. } => 0.7 + f32::from(*loss).min(6.0) * 0.12,
            Step::Remove { .. } => 0.5,
            // The card stays until it is closed.
            Step::Verse { .. } => 0.0,
            Step::Sound(_) => 0.0,
        }
}

/// Closes the verse card on a click, any key or button, or its timer.
fn close_verse_card(
    mut card: ResMut<VerseCard>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    time: Res<Time>,
) {
    let intents: Vec<Intent> = intents.read().copied().collect();
    let Some(shown) = card.shown.as_mut() else {
        return;
    };
    shown.age += time.delta_secs();
    let clicked = pointer.is_some_and(|p| p.clicked);
    // A click that opened the card does not close it in the same moment.
    // Any key or button closes it (in a replay the arrows step on at once).
    let pressed = shown.age > 0.25 && (clicked || !intents.is_empty());
    let timed_out = shown.auto_close.is_some_and(|t| shown.age >= t);
    if pressed || timed_out {
        card.shown = None;
    }
}

#[expect(
    clippy::too_many_arguments,
    reason = "the animation moves tiles, pins, the die, fire and the verse card"
)]
fn run_steps(
    mut commands: Commands,
    time: Res<Time>,
    settings: Res<Settings>,
    m: Res<SuomiMatch>,
    mut queue: ResMut<Queue>,
    mut busy: ResMut<SuomiBusy>,
    mut entities: ResMut<TileEntities>,
    mut tiles: Query<&mut Transform, TileFilter>,
    mut pins: Query<(&mut PinView, &mut Transform, &mut Visibility), Without<TileView>>,
    mut die: Query<&mut Transform, DieFilter>,
    children: Query<&Children>,
    mut shown: ShownState,
    mut painter: PainterParams,
    fonts: Res<Fonts>,
    mut sfx: MessageWriter<Sfx>,
) {
    let ShownState { face, card, fire } = &mut shown;
    let speed = settings.animation.factor();
    let mut dt = time.delta_secs();
    for _ in 0..64 {
        if card.shown.is_some() {
            break;
        }
        if queue.active.is_none() {
            let Some(step) = queue.steps.pop_front() else {
                break;
            };
            match &step {
                Step::Sound(s) => {
                    sfx.write(*s);
                    continue;
                }
                Step::Verse { circle, side } => {
                    let humans = m.seats.contains(&SeatKind::Human);
                    let auto_close = if m.replay.is_some() || !humans {
                        Some(6.0 * speed)
                    } else if settings.animation == AnimationSpeed::Instant {
                        Some(0.0)
                    } else {
                        None
                    };
                    if auto_close != Some(0.0) {
                        card.shown = Some(VerseShown {
                            circle: *circle,
                            side: *side,
                            world_y: circle_pos(&m.game, *circle).y,
                            auto_close,
                            age: 0.0,
                        });
                    }
                    continue;
                }
                Step::Fire { from, target, loss } => {
                    let a = circle_pos(&m.game, *from);
                    let b = entities
                        .0
                        .get(target)
                        .and_then(|&e| tiles.get(e).ok())
                        .map_or(a, |tr| tr.translation.truncate());
                    let mut p = painter.painter(&mut commands);
                    let n = ((a.distance(b) / 7.0) as usize).max(2);
                    for k in 0..=n {
                        let at = a.lerp(b, k as f32 / n as f32);
                        let e = p.circle(at, 3.2, Color::srgb(1.0, 0.55, 0.10), 32.0);
                        p.commands.entity(e).insert(Flame {
                            phase: k as f32 * 0.7,
                        });
                        fire.0.push(e);
                    }
                    let burst = p.star(b, 15.0, Color::srgb(1.0, 0.78, 0.15), 33.0);
                    fire.0.extend(burst);
                    let e = world_text(
                        &mut commands,
                        &fonts.serif_bold,
                        &format!("−{loss} 000"),
                        20.0,
                        palette::DANGER,
                        b + Vec2::new(0.0, 24.0),
                        40.0,
                    );
                    commands
                        .entity(e)
                        .insert((FloatingText { age: 0.0 }, DespawnOnExit(Screen::Playing)));
                }
                _ => {}
            }
            let d = duration(&step, speed);
            queue.active = Some((step, 0.0, d));
        }
        let Some((step, elapsed, total)) = queue.active.as_mut() else {
            break;
        };
        let before = *elapsed;
        *elapsed = (*elapsed + dt).min(*total);
        dt -= *elapsed - before;
        let t = if *total <= 0.0 {
            1.0
        } else {
            *elapsed / *total
        };
        let done = t >= 1.0;
        let step = step.clone();
        match step {
            Step::Roll(f) => {
                face.0 = Some(if done { f } else { ((t * 17.0) as u8 % 6) + 1 });
                if let Ok(mut tr) = die.single_mut() {
                    let wobble = if done { 0.0 } else { (t * 30.0).sin() * 0.4 };
                    tr.rotation = Quat::from_rotation_z(wobble);
                }
            }
            Step::Pin { side, tile, to } => {
                if let Some(&e) = entities.0.get(&(side, tile)) {
                    for child in children.iter_descendants(e) {
                        if let Ok((mut pin, mut tr, mut vis)) = pins.get_mut(child) {
                            let target = f32::from(to.max(1));
                            if *vis == Visibility::Hidden {
                                // The first pin drops in from above.
                                *vis = Visibility::Inherited;
                                pin.shown = target;
                            }
                            let from = pin.shown;
                            let s = from + (target - from) * ease(t);
                            let lift = if done {
                                0.0
                            } else {
                                (t * std::f32::consts::PI).sin() * 5.0
                            };
                            tr.translation =
                                (sector_point(s, TILE_R * 0.45) + Vec2::Y * lift).extend(0.2);
                            tr.scale = Vec3::splat(1.0 + lift * 0.08);
                            if done {
                                pin.shown = target;
                            }
                        }
                    }
                }
                if done {
                    sfx.write(Sfx::Click);
                }
            }
            Step::Walk { side, tile, path } => {
                if let Some(&e) = entities.0.get(&(side, tile))
                    && let Ok(mut tr) = tiles.get_mut(e)
                    && path.len() > 1
                {
                    let hops = (path.len() - 1) as f32;
                    let hop = ((t * hops).floor() as usize).min(path.len() - 2);
                    let local = if done { 1.0 } else { t * hops - hop as f32 };
                    let a = circle_pos(&m.game, path[hop]);
                    let b = circle_pos(&m.game, path[hop + 1]);
                    let lift = (local * std::f32::consts::PI).sin();
                    tr.translation = (a.lerp(b, local) + Vec2::Y * lift * 6.0).extend(20.0);
                    tr.scale = Vec3::splat(1.0 + lift * 0.12);
                    if done {
                        tr.translation.z = 10.0;
                        tr.scale = Vec3::ONE;
                        sfx.write(Sfx::Click);
                    }
                }
            }
            Step::Fire { .. } => {
                if done {
                    for e in fire.0.drain(..) {
                        commands.entity(e).despawn();
                    }
                }
            }
            Step::Remove { side, tile } => {
                if let Some(&e) = entities.0.get(&(side, tile))
                    && let Ok(mut tr) = tiles.get_mut(e)
                {
                    tr.scale = Vec3::splat((1.0 - t) * (1.0 + 0.3 * (t * 20.0).sin().abs()));
                    tr.rotation = Quat::from_rotation_z(t * 2.0);
                    if done {
                        entities.0.remove(&(side, tile));
                        commands.entity(e).despawn();
                    }
                }
            }
            Step::Verse { .. } | Step::Sound(_) => {}
        }
        if done {
            queue.active = None;
        } else {
            break;
        }
    }
    busy.0 = queue.active.is_some() || !queue.steps.is_empty() || card.shown.is_some();
}

fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// The tiles' transforms, apart from the pins' and the die's.
type TileFilter = (With<TileView>, Without<PinView>, Without<DieView>);
/// The die's transform, apart from the tiles' and the pins'.
type DieFilter = (With<DieView>, Without<TileView>, Without<PinView>);

/// What the animation shows besides the tiles: the die's face, the verse card, the fire.
#[derive(bevy::ecs::system::SystemParam)]
struct ShownState<'w> {
    face: ResMut<'w, DieFace>,
    card: ResMut<'w, VerseCard>,
    fire: ResMut<'w, FireEntities>,
}

/// The painter's resources as one system parameter.
#[derive(bevy::ecs::system::SystemParam)]
struct PainterParams<'w> {
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
    cache: ResMut<'w, MaterialCache>,
}

impl<'w> PainterParams<'w> {
    fn painter<'a, 'cw, 'cs>(
        &'a mut self,
        commands: &'a mut Commands<'cw, 'cs>,
    ) -> Painter<'a, 'cw, 'cs> {
        Painter {
            commands,
            meshes: &mut self.meshes,
            materials: &mut self.materials,
            cache: &mut self.cache,
        }
    }
}

/// Flickers the flames of a shot and lifts the floating numbers.
fn float_texts(
    mut commands: Commands,
    time: Res<Time>,
    mut flames: Query<(&Flame, &mut Transform), Without<FloatingText>>,
    mut texts: Query<(Entity, &mut FloatingText, &mut Transform, &mut TextColor)>,
) {
    let now = time.elapsed_secs();
    for (flame, mut tr) in &mut flames {
        tr.scale = Vec3::splat(0.7 + 0.5 * ((now * 18.0 + flame.phase).sin() * 0.5 + 0.5));
    }
    for (e, mut f, mut tr, mut color) in &mut texts {
        f.age += time.delta_secs();
        tr.translation.y += time.delta_secs() * 18.0;
        color.0 = color.0.with_alpha((1.6 - f.age).clamp(0.0, 1.0));
        if f.age > 1.6 {
            commands.entity(e).despawn();
        }
    }
}

/// The die's pips and the words under it.
#[expect(
    clippy::too_many_arguments,
    reason = "the die reads the match and paints its pips"
)]
fn draw_die(
    mut commands: Commands,
    face: Res<DieFace>,
    m: Res<SuomiMatch>,
    die: Query<Entity, With<DieView>>,
    pips: Query<Entity, With<DiePip>>,
    mut label: Query<&mut Text2d, With<DieLabel>>,
    mut painter: PainterParams,
    mut shown: Local<Option<Option<u8>>>,
    busy: Res<SuomiBusy>,
) {
    if let Ok(mut text) = label.single_mut() {
        let who = |side: u8| super::side_word(side);
        let words = match (m.game.phase(), m.acting_kind()) {
            _ if busy.0 => String::new(),
            (Phase::Setup(k), SeatKind::Human) => {
                format!("{}: roll\nfor tile {}", who(k % 2), k / 2 + 1)
            }
            (Phase::Setup(k), _) => format!("{} roll…", who(k % 2)),
            (Phase::AwaitRoll, SeatKind::Human) => format!("{}: roll!", who(m.game.side_to_move())),
            (Phase::AwaitRoll, _) => format!("{} roll…", who(m.game.side_to_move())),
            (Phase::AwaitMove { face }, _) => format!("{} move {face}", who(m.game.side_to_move())),
            (Phase::Over, _) => String::new(),
        };
        if text.0 != words {
            text.0 = words;
        }
    }
    if *shown == Some(face.0) {
        return;
    }
    *shown = Some(face.0);
    for pip in &pips {
        commands.entity(pip).despawn();
    }
    let (Some(f), Ok(die_entity)) = (face.0, die.single()) else {
        return;
    };
    let mut p = painter.painter(&mut commands);
    let s = DIE_SIZE * 0.26;
    let children: Vec<Entity> = die_spots(f)
        .iter()
        .map(|&(x, y)| p.circle(Vec2::new(x, y) * s, DIE_SIZE * 0.085, palette::INK, 0.1))
        .collect();
    for c in &children {
        commands.entity(*c).insert(DiePip);
    }
    commands.entity(die_entity).add_children(&children);
}

/// Rings on the tiles that can act, the selected tile, the circles it can reach, the
/// enemies it can shoot, and the path of the focused choice.
fn highlights(
    mut marks: crate::app::paint::Highlights,
    m: Res<SuomiMatch>,
    busy: Res<SuomiBusy>,
    time: Res<Time>,
) {
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 5.0).sin();
    if busy.0 || m.replay.is_some() || m.game.to_move() == ToMove::Over {
        return;
    }
    if m.acting_kind() != SeatKind::Human {
        return;
    }
    if m.game.to_move() == ToMove::Chance {
        marks.circle_2d(DIE_CENTER, DIE_SIZE * 0.8 + pulse * 3.0, palette::HIGHLIGHT);
        return;
    }
    let choices = m.choices();
    let focus = m.focus.min(choices.len().saturating_sub(1));
    if let Some(number) = m.selected {
        if let Some(tile) = m.game.tile(m.game.side_to_move(), number) {
            let at = circle_pos(&m.game, tile.circle);
            marks.circle_2d(at, TILE_R + 4.0, palette::HIGHLIGHT);
            marks.circle_2d(at, TILE_R + 7.0, palette::HIGHLIGHT);
        }
        let actions = m.actions_of(number);
        for (i, action) in actions.iter().enumerate() {
            let Some(circle) = m.choice_circle(Choice::Act(i)) else {
                continue;
            };
            let at = circle_pos(&m.game, circle);
            let shot = matches!(action, SuomiAction::Shoot { .. });
            let color = if shot {
                palette::DANGER
            } else {
                palette::HIGHLIGHT
            };
            if shot {
                marks.circle_2d(at, TILE_R + 3.0 + pulse * 3.0, color);
            } else {
                marks.circle_2d(at, 8.0 + pulse * 2.0, color);
            }
            if i == focus {
                marks.circle_2d(at, TILE_R + 8.0, color);
                // The path the tile would take.
                for e in m.preview(action) {
                    if let SuomiEvent::Moved { path, .. } | SuomiEvent::Shot { path, .. } = e {
                        for pair in path.windows(2) {
                            marks.line_2d(
                                circle_pos(&m.game, pair[0]),
                                circle_pos(&m.game, pair[1]),
                                color.with_alpha(0.8),
                            );
                        }
                        if shot {
                            let end = circle_pos(&m.game, *path.last().expect("a path"));
                            marks.line_2d(end, at, palette::DANGER.with_alpha(0.5));
                        }
                    }
                }
            }
        }
    } else {
        for (i, choice) in choices.iter().enumerate() {
            let Some(circle) = m.choice_circle(*choice) else {
                continue;
            };
            let at = circle_pos(&m.game, circle);
            let alpha = if i == focus { 1.0 } else { 0.55 };
            marks.circle_2d(
                at,
                TILE_R + 3.0 + pulse * 2.0,
                palette::HIGHLIGHT.with_alpha(alpha),
            );
            if i == focus {
                marks.circle_2d(at, TILE_R + 8.0, palette::HIGHLIGHT);
            }
        }
    }
}
