//! The 1918 map drawn as an old printed map (Natural Earth land, sea and lakes; black circles
//! and lines; starred places; Finnish names), the tiles as discs with six numbered sectors
//! and a pin, the die, the animations (rolls, pins, marches, fire, removals, verse cards)
//! and the highlights.

use crate::rules::suomi1918::Side;
mod animation;
mod highlights;
pub(crate) mod layout;
mod map;
mod pieces;
mod verse_card;

pub use layout::{circle_at, circle_pos, km_to_world};
pub use verse_card::{VerseCard, VerseShown};

use animation::*;
use highlights::*;
use layout::*;
use map::*;
use pieces::*;
use verse_card::*;

use std::collections::{HashMap, VecDeque};

use bevy::{prelude::*, sprite::Anchor};

use super::{
    Choice, SuomiMatch,
    coast::{Coast, line_mesh, triangle_mesh},
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
    colours::suomi1918 as colours,
    games::colour::color,
    games::core::SeatKind,
    games::table::{Applied, Busy, Jumped, MatchStartSet},
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

pub(super) const SEA: Color = Color::srgb(0.74, 0.82, 0.82);
pub(super) const LAND: Color = Color::srgb(0.94, 0.89, 0.76);
pub(super) const COAST_INK: Color = Color::srgb(0.30, 0.26, 0.22);
const WATER_LINE: Color = Color::srgb(0.45, 0.58, 0.62);
pub(super) const STAR_RED: Color = Color::srgb(0.70, 0.12, 0.10);
pub(super) const RED_TILE: Color = color(colours::RED_TILE);
pub(super) const WHITE_TILE: Color = color(colours::WHITE_TILE);

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

#[derive(Resource, Default)]
struct Queue {
    steps: VecDeque<Step>,
    active: Option<(Step, f32, f32)>,
}

/// Which entity shows which tile.
#[derive(Resource, Default)]
struct TileEntities(HashMap<(Side, u8), Entity>);

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
            .after(MatchStartSet)
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
         mut busy: ResMut<Busy<Suomi1918>>,
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
            edges: crate::app::paint::Edges::Feathered,
        }
    }
}
