//! Punaisten ja valkoisten taistelu Suomessa 1918: the rebuilt map and the rules.

mod game;
mod map;

pub use game::{
    Phase, RED, SIDE_NAMES, Suomi1918, SuomiAction, SuomiEvent, SuomiOptions, SuomiView, Tile,
    WHITE,
};
pub use map::{Circle, CircleKind, LineKind, Link, STANDARD_MAP_RON, SuomiMap};
