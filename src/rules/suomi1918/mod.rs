//! Punaisten ja valkoisten taistelu Suomessa 1918: the rebuilt map, the rules and the verses.

mod game;
mod map;
mod verses;
mod ways;

pub use game::{
    Phase, RED, SIDE_NAMES, Side, Suomi1918, SuomiAction, SuomiEvent, SuomiOptions, SuomiView,
    Tile, WHITE,
};
pub use map::{Circle, CircleKind, LineKind, Link, STANDARD_MAP_RON, SuomiMap};
pub use verses::{STANDARD_VERSES_RON, SuomiVerses, Verse};
pub use ways::{LONGEST_WAY, Way, WayTable};
