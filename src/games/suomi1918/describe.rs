//! The 1918 map game's answers to the move line's questions: `?pieces [SIDE]`, each side's
//! tiles with their kind, strength and circle; `?at PLACE`, what stands on a circle named
//! by its map name (or the start of it) or its id.

use super::{circle_label, side_name, tile_name};
use crate::{
    rules::suomi1918::{Side, Suomi1918, Tile},
    tr,
};

/// A tile in words: "Red 3 (artillery, 3,000 men) at Tampere", or without its circle
/// ("Red 3 (artillery): 3,000 men") where the answer names the circle already.
fn tile_words(game: &Suomi1918, t: &Tile, with_place: bool) -> String {
    let men = if t.strength == 0 {
        tr!("suomi-not-rolled")
    } else {
        tr!(
            "suomi-men",
            men = super::hud::men_text(u32::from(t.strength))
        )
    };
    let kind = if t.artillery {
        tr!("suomi-artillery")
    } else {
        tr!("suomi-infantry")
    };
    if !with_place {
        return tr!(
            "suomi-tile-card",
            tile = tile_name(t.side, t.number),
            kind = kind,
            men = men
        );
    }
    tr!(
        "suomi-describe-tile",
        tile = tile_name(t.side, t.number),
        kind = kind,
        men = men,
        place = circle_label(game, t.circle)
    )
}

/// The answer to `?WHAT REST`, or none for a question the game does not have.
pub fn describe(game: &Suomi1918, what: &str, rest: &str) -> Option<String> {
    match what {
        "pieces" | "p" => Some(crate::games::move_line::describe_sides(
            rest,
            Side::BOTH.map(|side| (side, side_name(side))),
            |side| {
                let tiles: Vec<String> = game
                    .tiles()
                    .iter()
                    .filter(|t| t.side == side)
                    .map(|t| tile_words(game, t, true))
                    .collect();
                if tiles.is_empty() {
                    tr!("suomi-describe-no-tiles", side = side_name(side))
                } else {
                    tr!(
                        "suomi-describe-side",
                        side = side_name(side),
                        tiles = tiles.join("; ")
                    )
                }
            },
        )),
        "at" | "a" => Some(describe_at(game, rest.trim())),
        _ => None,
    }
}

/// What stands on the circle `name` names: its map name (case aside, the start is enough
/// when only one circle's name starts so) or its id.
fn describe_at(game: &Suomi1918, name: &str) -> String {
    let wanted = name.to_lowercase();
    let circles = &game.map().circles;
    let exact = circles.iter().position(|c| {
        c.id == wanted
            || c.name
                .as_deref()
                .is_some_and(|n| n.to_lowercase() == wanted)
    });
    let starting: Vec<usize> = (0..circles.len())
        .filter(|&i| {
            circles[i]
                .name
                .as_deref()
                .is_some_and(|n| n.to_lowercase().starts_with(&wanted))
        })
        .collect();
    let circle = match (exact, starting.as_slice()) {
        (Some(i), _) => i,
        (None, [only]) if !wanted.is_empty() => *only,
        _ => return tr!("suomi-describe-no-place", name = name),
    };
    let mut place = circle_label(game, circle);
    if circles[circle].star {
        place = format!("★ {place}");
    }
    let tiles: Vec<String> = game
        .tiles()
        .iter()
        .filter(|t| t.circle == circle)
        .map(|t| tile_words(game, t, false))
        .collect();
    if tiles.is_empty() {
        tr!("suomi-describe-empty", place = place)
    } else {
        tr!("suomi-describe-at", place = place, tiles = tiles.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::table::TableGame,
        rules::{Game, suomi1918::SuomiOptions},
    };

    #[test]
    fn the_move_line_says_where_the_tiles_stand_and_what_stands_on_a_circle() {
        let game = Suomi1918::new(&SuomiOptions::default()).unwrap();
        let both = game.describe("pieces", "").unwrap();
        // The sides keep their Finnish names on every screen.
        let (red, white) = (side_name(Side::BOTH[0]), side_name(Side::BOTH[1]));
        let reds = game.describe("p", &red[..3].to_lowercase()).unwrap();
        assert!(
            reds.starts_with(&format!("{red}: ")) && !reds.contains(&white),
            "{reds}"
        );
        assert!(both.contains(&red) && both.contains(&white), "{both}");
        // Every tile is named, on its circle.
        assert_eq!(reds.matches(" at ").count(), 6, "{reds}");
        let circle = game.tiles()[0].circle;
        let name = circle_label(&game, circle);
        let at = game.describe("at", &name.to_lowercase()).unwrap();
        assert!(
            at.contains(&tile_name(game.tiles()[0].side, game.tiles()[0].number)),
            "{at}"
        );
        let empty = game.describe("at", "Kuopio").unwrap();
        assert!(empty.contains("nothing stands there"), "{empty}");
        let none = game.describe("at", "Stockholm").unwrap();
        assert!(none.starts_with("No circle"), "{none}");
        assert_eq!(game.describe("weather", ""), None);
    }
}
