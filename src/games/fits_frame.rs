//! Each board lies inside the design frame the table's camera keeps whole beside the side
//! panel at every window size (`crate::app::table_area::BOARD_FRAME`): the fields, squares,
//! circles and dice of Eile mit Weile, Razboiniki and the 1918 map game, and the Helsinki
//! map at its home view. With `table_area`'s own test (the frame fits the window's part left
//! of the panel at 1024 × 600 … 4K) this is the screen-size check that needs no screen.

#[cfg(test)]
mod tests {
    use bevy::prelude::*;

    use crate::app::table_area::{BOARD_FRAME, TableFit};
    use crate::rules::{Game, eile::Eile, suomi1918::Suomi1918};

    /// Whether a disc of `radius` round `at` lies inside the frame.
    fn inside(at: Vec2, radius: f32, frame: Rect) -> bool {
        at.x - radius >= frame.min.x
            && at.x + radius <= frame.max.x
            && at.y - radius >= frame.min.y
            && at.y + radius <= frame.max.y
    }

    #[test]
    fn the_eile_cross_and_its_die_lie_inside_the_frame() {
        use crate::games::eile::layout::{
            CELL, DIE_CENTER, DIE_SIZE, cell_to_world, hut_slot, star_pos,
        };
        let game = Eile::new(&Default::default()).expect("a game");
        let board = game.board();
        for f in &board.fields {
            let at = cell_to_world(f.x as f32, f.y as f32);
            assert!(inside(at, CELL / 2.0, BOARD_FRAME), "field at {at}");
        }
        for arm in 0..board.stars.len() {
            // A star's disc spans about two cells each way.
            assert!(
                inside(star_pos(&game, arm), CELL * 1.9, BOARD_FRAME),
                "star {arm}"
            );
            assert!(inside(hut_slot(&game, arm, 0), CELL / 2.0, BOARD_FRAME));
        }
        assert!(inside(DIE_CENTER, DIE_SIZE * 0.75, BOARD_FRAME), "the die");
    }

    #[test]
    fn the_razboiniki_card_lies_inside_the_frame() {
        use crate::games::razboiniki::view::{SQUARE, square_pos};
        use crate::rules::razboiniki::{FILES, RANKS};
        for square in 0..(FILES * RANKS) as u8 {
            // The card's margin and its file and rank letters: most of a square more.
            let at = square_pos(square);
            assert!(
                inside(at, SQUARE * 0.5 + 40.0, BOARD_FRAME),
                "square {square}"
            );
        }
    }

    #[test]
    fn every_circle_of_the_1918_map_and_its_die_lie_inside_the_frame() {
        use crate::games::suomi1918::view::{DIE_CENTER, DIE_SIZE, TILE_R, layout::circle_pos};
        let game = Suomi1918::new(&Default::default()).expect("a game");
        for c in 0..game.map().circles.len() {
            let at = circle_pos(&game, c);
            assert!(inside(at, TILE_R, BOARD_FRAME), "circle {c} at {at}");
        }
        assert!(inside(DIE_CENTER, DIE_SIZE * 0.75, BOARD_FRAME), "the die");
    }

    #[test]
    fn the_helsinki_map_at_its_home_view_shows_whole_beside_the_panel() {
        use crate::games::helsinki1918::view::{HEX_SIZE, MapCamera, hex_center};
        let data = crate::rules::helsinki1918::HelsinkiData::standard();
        let home = MapCamera::home();
        let mut hexes = 0;
        for window in [
            Vec2::new(1024.0, 600.0),
            Vec2::new(1280.0, 800.0),
            Vec2::new(1366.0, 768.0),
            Vec2::new(1920.0, 1080.0),
        ] {
            let fit = TableFit::of(window, 340.0);
            let middle = home.centre + crate::app::table_area::board_centre() * home.zoom;
            let shown = fit.board_view(fit.camera_at(middle, home.zoom), home.zoom);
            for &hex in data.terrain.keys() {
                hexes += 1;
                let at = hex_center(hex);
                assert!(
                    inside(at, HEX_SIZE * 0.5, shown),
                    "{window}: the hex at {at} is outside {shown:?}"
                );
            }
        }
        assert!(hexes > 400, "the map has its hexes ({hexes})");
    }
}
