//! The terrain tiles of the Helsinki map, painted in code in the palette of a period city
//! map (paper, ink, hatched blocks, blue-grey water) and laid through bevy_ecs_tilemap.

use bevy::{
    asset::RenderAssetUsages,
    image::Image,
    prelude::*,
    render::render_resource::{Extent3d, TextureDimension, TextureFormat, TextureUsages},
};
use bevy_ecs_tilemap::prelude::*;

use super::{HEX_SIZE, MapEntity, layout};
use crate::rules::helsinki1918::{Helsinki1918, Terrain};

/// A tile's picture in pixels: a pointy-topped hex of circumradius `TILE_R`.
const TILE_R: f32 = 40.0;
const TILE_W: u32 = 70;
const TILE_H: u32 = 80;
/// The order of the terrains in the strip.
const TERRAINS: [Terrain; 6] = [
    Terrain::Open,
    Terrain::Park,
    Terrain::Rough,
    Terrain::City,
    Terrain::Fortification,
    Terrain::Water,
];

fn terrain_index(t: Terrain) -> u32 {
    TERRAINS.iter().position(|x| *x == t).unwrap_or(0) as u32
}

/// The colour of one pixel of a terrain's tile (`x`, `y` from the tile's centre, y up), or
/// none outside the hex.
fn pixel(t: Terrain, x: f32, y: f32) -> Option<[u8; 4]> {
    let half_w = TILE_R * 3f32.sqrt() / 2.0;
    let ax = x.abs();
    if ax > half_w || y.abs() > TILE_R - ax / 3f32.sqrt() {
        return None;
    }
    // Distance to the hex's edge, for the faint grid line.
    let edge = (half_w - ax).min((TILE_R - ax / 3f32.sqrt() - y.abs()) * 3f32.sqrt() / 2.0);
    let hash = |a: f32, b: f32| {
        let v = ((a * 12.9898 + b * 78.233).sin() * 43_758.547).fract();
        v.abs()
    };
    let (base, ink): ([u8; 3], Option<[u8; 3]>) = match t {
        Terrain::Open => {
            let speck = hash(x.floor(), y.floor()) > 0.985;
            ([238, 228, 200], speck.then_some([190, 175, 140]))
        }
        Terrain::Park => {
            // Trees: little rings on a grid, shifted row by row.
            let row = ((y + 40.0) / 11.0).floor();
            let gx = (x + 40.0 + row * 5.5).rem_euclid(11.0) - 5.5;
            let gy = (y + 40.0).rem_euclid(11.0) - 5.5;
            let r = (gx * gx + gy * gy).sqrt();
            let tree = (2.0..3.4).contains(&r);
            ([205, 220, 170], tree.then_some([96, 128, 70]))
        }
        Terrain::Rough => {
            // Rocks: short strokes.
            let cell = ((x + 40.0) / 9.0).floor() + ((y + 40.0) / 7.0).floor() * 13.0;
            let gx = (x + 40.0).rem_euclid(9.0);
            let gy = (y + 40.0).rem_euclid(7.0);
            let stroke = hash(cell, 1.0) > 0.45 && (gy - gx * 0.5 - 1.0).abs() < 0.7 && gx < 5.0;
            ([222, 206, 172], stroke.then_some([120, 100, 72]))
        }
        Terrain::City => {
            // City blocks hatched in red-brown, with white streets between them.
            let street = (x + 40.0).rem_euclid(24.0) < 3.0 || (y + 40.0).rem_euclid(20.0) < 3.0;
            if street {
                ([242, 234, 214], None)
            } else {
                let hatch = (x + y).rem_euclid(4.0) < 1.1;
                ([228, 178, 160], hatch.then_some([160, 82, 66]))
            }
        }
        Terrain::Fortification => {
            let hatch = (x + y).rem_euclid(7.0) < 1.0 || (x - y).rem_euclid(7.0) < 1.0;
            ([212, 204, 184], hatch.then_some([140, 128, 112]))
        }
        Terrain::Water => {
            let wave = ((y + 40.0) + (x * 0.35).sin() * 1.5).rem_euclid(7.0) < 0.9;
            ([178, 204, 212], wave.then_some([120, 156, 172]))
        }
    };
    let mut c = ink.unwrap_or(base);
    if edge < 1.2 && t != Terrain::Water {
        c = [c[0] / 4 * 3, c[1] / 4 * 3, c[2] / 4 * 3];
    }
    Some([c[0], c[1], c[2], 255])
}

/// The strip of the six terrain tiles.
pub fn terrain_image() -> Image {
    let width = TILE_W * TERRAINS.len() as u32;
    let mut data = vec![0u8; (width * TILE_H * 4) as usize];
    for (k, t) in TERRAINS.iter().enumerate() {
        for py in 0..TILE_H {
            for px in 0..TILE_W {
                let x = px as f32 + 0.5 - TILE_W as f32 / 2.0;
                let y = TILE_H as f32 / 2.0 - (py as f32 + 0.5);
                if let Some(rgba) = pixel(*t, x, y) {
                    let i = ((py * width + k as u32 * TILE_W + px) * 4) as usize;
                    data[i..i + 4].copy_from_slice(&rgba);
                }
            }
        }
    }
    let mut image = Image::new(
        Extent3d {
            width,
            height: TILE_H,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD | RenderAssetUsages::MAIN_WORLD,
    );
    image.texture_descriptor.usage =
        TextureUsages::TEXTURE_BINDING | TextureUsages::COPY_SRC | TextureUsages::COPY_DST;
    image
}

/// Lays the map's terrain as a hexagonal tilemap (pointy tops, axial rows, as the core has
/// them).
pub fn spawn_tilemap(commands: &mut Commands, images: &mut Assets<Image>, game: &Helsinki1918) {
    let data = game.data();
    let q_min = data.terrain.keys().map(|h| h.0).min().unwrap_or(0);
    let q_max = data.terrain.keys().map(|h| h.0).max().unwrap_or(0);
    let r_min = data.terrain.keys().map(|h| h.1).min().unwrap_or(0);
    let r_max = data.terrain.keys().map(|h| h.1).max().unwrap_or(0);
    let size = TilemapSize {
        x: (q_max - q_min + 1) as u32,
        y: (r_max - r_min + 1) as u32,
    };
    let texture = images.add(terrain_image());
    let tilemap = commands.spawn_empty().id();
    let mut storage = TileStorage::empty(size);
    for (hex, terrain) in &data.terrain {
        let position = TilePos {
            x: (hex.0 - q_min) as u32,
            y: (hex.1 - r_min) as u32,
        };
        let tile = commands
            .spawn(TileBundle {
                position,
                tilemap_id: TilemapId(tilemap),
                texture_index: TileTextureIndex(terrain_index(*terrain)),
                ..Default::default()
            })
            .id();
        storage.set(&position, tile);
    }
    // Tile (0, 0) is hex (q_min, r_min); the tilemap's own units are the picture's pixels.
    let scale = HEX_SIZE / TILE_R;
    let origin = layout().hex_to_world_pos(hexx::Hex::new(q_min, r_min));
    commands.entity(tilemap).insert((
        TilemapBundle {
            grid_size: TilemapGridSize {
                x: TILE_R * 3f32.sqrt(),
                y: TILE_R * 2.0,
            },
            map_type: TilemapType::Hexagon(HexCoordSystem::Row),
            size,
            storage,
            texture: TilemapTexture::Single(texture),
            tile_size: TilemapTileSize {
                x: TILE_W as f32,
                y: TILE_H as f32,
            },
            transform: Transform::from_xyz(origin.x, origin.y, -10.0)
                .with_scale(Vec3::new(scale, scale, 1.0)),
            ..Default::default()
        },
        MapEntity,
        crate::app::bake::Baked,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_is_a_hex_with_clear_corners() {
        let image = terrain_image();
        let bytes = image.data.as_ref().expect("pixels");
        let width = TILE_W * TERRAINS.len() as u32;
        for k in 0..TERRAINS.len() as u32 {
            let at = |x: u32, y: u32| bytes[((y * width + k * TILE_W + x) * 4 + 3) as usize];
            assert_eq!(at(0, 0), 0, "the corner of tile {k} is clear");
            assert_eq!(
                at(TILE_W / 2, TILE_H / 2),
                255,
                "the centre of tile {k} is painted"
            );
        }
    }
}
