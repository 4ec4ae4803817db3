//! Razboiniki's colours: the two sides' wood, the squares a pick can go to and the square a
//! jump chain stops on, and the squares of White's city, Black's city and the open board.

use super::{DANGER, HIGHLIGHT, Meaning, MeaningSet, Srgb};

/// The wood of White's pieces.
pub const WHITE_WOOD: Srgb = Srgb::new(0.92, 0.82, 0.62);
/// The wood of Black's pieces.
pub const BLACK_WOOD: Srgb = Srgb::new(0.30, 0.20, 0.14);
/// A square of neither city (no number on it).
pub const OPEN_SQUARE: Srgb = Srgb::new(0.97, 0.95, 0.88);

/// The colours the views draw anew, one set per palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// The pieces that may move, the picked piece, where it can go and its chain.
    pub go: Srgb,
    /// The square a jump chain would stop on.
    pub stop: Srgb,
    /// A square of White's city.
    pub white_city: Srgb,
    /// A square of Black's city.
    pub black_city: Srgb,
}

/// The colours the game was drawn in.
pub const NORMAL: Colours = Colours {
    go: HIGHLIGHT,
    stop: DANGER,
    white_city: Srgb::new(0.98, 0.86, 0.62),
    black_city: Srgb::new(0.74, 0.72, 0.70),
};

/// The colour-blind palette: Black's city a cool slate teal instead of a grey as light as
/// White's warm sand.
pub const COLOUR_BLIND: Colours = Colours {
    black_city: Srgb::new(0.5, 0.7, 0.75),
    ..NORMAL
};

/// Razboiniki's sets of meanings in these colours.
pub fn sets(c: &Colours) -> Vec<MeaningSet> {
    let set = |name, meanings| MeaningSet {
        game: "razboiniki",
        name,
        meanings,
    };
    vec![
        set(
            "sides",
            vec![
                Meaning::bare("White", WHITE_WOOD),
                Meaning::bare("Black", BLACK_WOOD),
            ],
        ),
        set(
            "highlights",
            vec![
                Meaning::bare("can go", c.go),
                Meaning::bare("the chain stops", c.stop),
            ],
        ),
        // Both cities' squares carry a number (the same sign): colour tells the cities apart.
        set(
            "squares",
            vec![
                Meaning::signed("White's city", c.white_city, "its number"),
                Meaning::signed("Black's city", c.black_city, "its number"),
                Meaning::signed("open", OPEN_SQUARE, "no number"),
            ],
        ),
    ]
}
