//! Punaisten ja valkoisten taistelu Suomessa 1918: the rebuilt map (the rules follow in a later step).

mod map;

pub use map::{Circle, CircleKind, LineKind, Link, STANDARD_MAP_RON, SuomiMap};
