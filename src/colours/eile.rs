//! Eile mit Weile's colours: the four arms (each stone with its shape), the plain and
//! protected fields, the stones that may move and the stones a move captures, and the die's
//! six.

use super::{DANGER, HIGHLIGHT, INK, Meaning, MeaningSet, PAPER, PROTECTED, Srgb};

/// The arms' colours in arm order: red, blue, green, yellow.
pub const ARMS: [Srgb; 4] = [
    Srgb::new(0.78, 0.15, 0.13),
    Srgb::new(0.15, 0.34, 0.74),
    Srgb::new(0.13, 0.52, 0.24),
    Srgb::new(0.92, 0.72, 0.10),
];
/// The mark on each arm's stones, in arm order, so colour is never the only cue (the
/// colour's name is printed by its corner too).
pub const ARM_MARKS: [&str; 4] = ["a circle", "a square", "a triangle", "a diamond"];
/// The English names of the arms' colours.
const ARM_NAMES: [&str; 4] = ["red", "blue", "green", "yellow"];

/// A plain field of the track (its number printed on it).
pub const PLAIN_FIELD: Srgb = PAPER;
/// A protected field (a picture on it: a bench, a wall, a tree trunk or a rampart).
pub const PROTECTED_FIELD: Srgb = PROTECTED;

/// The colours the views draw anew, one set per palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// The rings round the stones that may move, the landing field and the path.
    pub movable: Srgb,
    /// The cross and ring over a stone the move captures.
    pub capture: Srgb,
    /// The die's pips from one to five.
    pub pip: Srgb,
    /// The die's pips of a six (which moves again).
    pub six: Srgb,
}

/// The colours the game was drawn in.
pub const NORMAL: Colours = Colours {
    movable: HIGHLIGHT,
    capture: DANGER,
    pip: INK,
    six: DANGER,
};

/// The colour-blind palette: the same, for every set already holds apart (its sign or its
/// distance).
pub const COLOUR_BLIND: Colours = NORMAL;

/// Eile mit Weile's sets of meanings in these colours.
pub fn sets(c: &Colours) -> Vec<MeaningSet> {
    let set = |name, meanings| MeaningSet {
        game: "eile",
        name,
        meanings,
    };
    vec![
        set(
            "arms",
            (0..4)
                .map(|arm| Meaning::signed(ARM_NAMES[arm], ARMS[arm], ARM_MARKS[arm]))
                .collect(),
        ),
        set(
            "fields",
            vec![
                Meaning::signed("plain", PLAIN_FIELD, "its number"),
                Meaning::signed("protected", PROTECTED_FIELD, "a picture"),
            ],
        ),
        set(
            "highlights",
            vec![
                Meaning::bare("may move", c.movable),
                Meaning::signed("captured", c.capture, "a cross over the stone"),
            ],
        ),
        set(
            "die",
            vec![
                Meaning::signed("one to five", c.pip, "one to five pips"),
                Meaning::signed("six", c.six, "six pips"),
            ],
        ),
    ]
}
