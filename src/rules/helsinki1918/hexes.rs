//! Hex geometry of the Helsinki 1918 map: axial hexes, their six directions and distances,
//! vertices (three hexes meeting), and a quick hasher for hex-keyed maps.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A quick hasher for hexes and vertices (small integer keys; no untrusted input).
#[derive(Default, Clone, Copy)]
pub struct FastHasher(u64);

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_i32(&mut self, x: i32) {
        self.write_u64(x as u32 as u64);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
}

/// Maps and sets keyed by hexes, with the quick hasher.
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;
pub type FastSet<K> = HashSet<K, BuildHasherDefault<FastHasher>>;

/// A hex in axial coordinates (q, r), as the hexx crate has them (x = q, y = r); pointy
/// tops, r grows northwards.
pub type Hex = (i32, i32);

/// The six neighbour directions, counter-clockwise from east.
pub const DIRS: [Hex; 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

pub fn neighbour(h: Hex, dir: usize) -> Hex {
    (h.0 + DIRS[dir % 6].0, h.1 + DIRS[dir % 6].1)
}

/// The direction from `a` to its neighbour `b`.
pub fn direction(a: Hex, b: Hex) -> Option<usize> {
    DIRS.iter().position(|d| (a.0 + d.0, a.1 + d.1) == b)
}

pub fn hex_distance(a: Hex, b: Hex) -> i32 {
    let (dq, dr) = (a.0 - b.0, a.1 - b.1);
    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
}

/// A hex vertex, named by the three hexes that meet there (sorted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct Vertex(pub [Hex; 3]);

impl Vertex {
    /// Corner `k` of `hex`: between directions k and k + 1.
    pub fn of(hex: Hex, corner: usize) -> Self {
        let mut t = [hex, neighbour(hex, corner), neighbour(hex, corner + 1)];
        t.sort();
        Vertex(t)
    }

    pub fn hexes(&self) -> [Hex; 3] {
        self.0
    }

    pub fn touches(&self, hex: Hex) -> bool {
        self.0.contains(&hex)
    }

    /// Text for notation: the three hexes.
    pub fn code(&self) -> String {
        let [a, b, c] = self.0;
        format!("{},{}/{},{}/{},{}", a.0, a.1, b.0, b.1, c.0, c.1)
    }
}
