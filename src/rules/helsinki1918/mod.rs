//! Helsinki 1918: the reconstructed hex map, tables and cards (data), and the rules.

mod data;
mod game;
mod grid;
mod hexes;

pub use data::{
    Card, CardEffect, Condition, DIRS, Deck, EdgeKind, Effect, HelsinkiData, Hex,
    STANDARD_CARDS_RON, STANDARD_MAP_RON, STANDARD_TABLES_RON, SquadColour, Terrain, Timing,
    Vertex, direction, hex_distance, neighbour,
};
pub use game::{
    BattleSummary, CardId, Command, CommandArea, GERMAN, HAction, HEvent, HIDDEN_DRAW, HIDDEN_SWAP,
    Helsinki1918, HelsinkiOptions, HelsinkiView, Place, RED, SIDE_NAMES, STACK_LIMIT, Side,
    TIKKURILA, Unit, UnitId, UnitList, Victory, WHITE, card_name, card_text, effect_words,
    in_tikkurila, opposed, seat_sides, side_label, side_the, victory_text,
};
