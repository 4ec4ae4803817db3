//! Suomi 1918's colours: the Red and White tiles, the circles a tile can move to and the
//! tiles it can shoot, the land and sea circles, and the map's rails, roads and sea lanes.

use super::{DANGER, HIGHLIGHT, INK, Meaning, MeaningSet, Srgb};

/// The Reds' tiles.
pub const RED_TILE: Srgb = Srgb::new(0.74, 0.13, 0.11);
/// The Whites' tiles.
pub const WHITE_TILE: Srgb = Srgb::new(0.97, 0.96, 0.92);
/// A circle on land (inside the inked coastline).
pub const LAND_CIRCLE: Srgb = Srgb::new(0.99, 0.97, 0.92);
/// A circle at sea (beyond the coastline, on dashed sea lanes).
pub const SEA_CIRCLE: Srgb = Srgb::new(0.88, 0.93, 0.93);
/// A railway (a thick ink line).
pub const RAIL: Srgb = INK;
/// A road (a thin ink line).
pub const ROAD: Srgb = INK;
/// A sea lane (dashed).
pub const SEA_LANE: Srgb = Srgb::new(0.12, 0.16, 0.26);

/// The colours the views draw anew, one set per palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// The tiles that may act, the picked tile and the circles it can move to.
    pub movable: Srgb,
    /// An enemy the picked tile can shoot, and the line of fire.
    pub shot: Srgb,
}

/// The colours the game was drawn in.
pub const NORMAL: Colours = Colours {
    movable: HIGHLIGHT,
    shot: DANGER,
};

/// The colour-blind palette: the same, for every set already holds apart.
pub const COLOUR_BLIND: Colours = NORMAL;

/// Suomi 1918's sets of meanings in these colours.
pub fn sets(c: &Colours) -> Vec<MeaningSet> {
    let set = |name, meanings| MeaningSet {
        game: "suomi1918",
        name,
        meanings,
    };
    vec![
        set(
            "sides",
            vec![
                Meaning::bare("Reds", RED_TILE),
                Meaning::bare("Whites", WHITE_TILE),
            ],
        ),
        set(
            "highlights",
            vec![
                Meaning::bare("can move", c.movable),
                Meaning::bare("can shoot", c.shot),
            ],
        ),
        set(
            "circles",
            vec![
                Meaning::signed("land", LAND_CIRCLE, "inside the inked coastline"),
                Meaning::signed("sea", SEA_CIRCLE, "beyond the coastline, on dashed lanes"),
            ],
        ),
        set(
            "map lines",
            vec![
                Meaning::signed("railway", RAIL, "a thick line"),
                Meaning::signed("road", ROAD, "a thin line"),
                Meaning::signed("sea lane", SEA_LANE, "a dashed line"),
            ],
        ),
    ]
}
