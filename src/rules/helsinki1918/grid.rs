//! The Helsinki 1918 map as a dense grid over its bounding box: per hex its terrain, and per
//! hexside what the rules' searches ask many times a move (passable, road, a fortification
//! beyond), read from arrays instead of hash maps.

use super::data::{EdgeKind, FastMap, HelsinkiData, Hex, Terrain, direction, edge_key, neighbour};
use super::hexes::Vertex;

/// The map's hexes in a dense grid: a hex's cell is its place in the bounding box. What the
/// rules ask of a hex and its six sides many times a move is read from here, not from the
/// hash maps.
#[derive(Clone, Debug, Default)]
pub(super) struct Grid {
    pub(super) q_min: i32,
    pub(super) r_min: i32,
    pub(super) width: i32,
    pub(super) height: i32,
    /// Per cell: the terrain (`None` off the map).
    pub(super) terrain: Vec<Option<Terrain>>,
    /// Per cell and direction (`DIRS`): the features of that hexside as `EdgeKind` bits.
    pub(super) sides: Vec<[u8; 6]>,
    /// The terrain table's movement values, by `Terrain`.
    pub(super) movement: [u8; 6],
    /// Per cell, bit `d` set: a command route's step in direction `d` is open, along a road
    /// or from a city into a city (without, and with, minor roads).
    pub(super) command_steps: Vec<[u8; 2]>,
    /// Per place in the order of hexes (by q, then r), its cell.
    pub(super) cell_of_rank: Vec<u16>,
    /// Per cell, its hex.
    hexes: Vec<Hex>,
    /// Per cell, the bits of its six corners in a `CornerSet`.
    corner_slots: Vec<[u32; 6]>,
    /// Per cell, its neighbours, its hexsides' sets and what a move search asks of its
    /// terrain, in one record (`StepCell`).
    pub(super) step_cells: Vec<StepCell>,
}

/// A cell's neighbours and hexside sets, and what a move search (`GridWalk`) asks of its
/// terrain: a search's step reads one record, not one array for each.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct StepCell {
    /// The neighbour's cell in each direction (`DIRS`), or `NO_CELL` outside the grid.
    pub(super) next: [u16; 6],
    /// `6 × rank`, the rank being the cell's place in the order of hexes (by q, then r):
    /// the cell's first bit in a search's set of ends.
    pub(super) ends_key: u32,
    /// Bit `d` set: the step in direction `d` is `passable`.
    pub(super) open: u8,
    /// Bit `d` set: the neighbour in direction `d` is a fortification hex.
    pub(super) forts: u8,
    /// Bit `d` set: a road in direction `d` (`road` without, and with, minor roads).
    pub(super) roads: [u8; 2],
    /// The terrain table's movement value of the cell's terrain.
    pub(super) movement: u8,
    /// The cell is a city; a fortification.
    pub(super) city: bool,
    pub(super) fortification: bool,
}

/// No cell: outside the grid.
pub(super) const NO_CELL: u16 = u16::MAX;

impl Grid {
    pub(super) fn cell(&self, h: Hex) -> Option<usize> {
        let (q, r) = (h.0.wrapping_sub(self.q_min), h.1.wrapping_sub(self.r_min));
        (0..self.width).contains(&q).then_some(())?;
        (0..self.height).contains(&r).then_some(())?;
        Some((r * self.width + q) as usize)
    }
}

impl Grid {
    /// The hex of a cell.
    pub(super) fn hex_of(&self, cell: usize) -> Hex {
        self.hexes[cell]
    }

    /// The number of cells.
    pub(super) fn len(&self) -> usize {
        self.terrain.len()
    }

    fn terrain_at(&self, h: Hex) -> Option<Terrain> {
        self.cell(h).and_then(|c| self.terrain[c])
    }

    /// Works out the per-cell tables (`step_cells`, `command_steps`, the hexes, the ranks and
    /// the corner slots) from the terrain and the hexsides.
    pub(super) fn fill_direction_sets(&mut self) {
        let cells = self.terrain.len();
        let mut open = vec![0u8; cells];
        let mut roads = vec![[0u8; 2]; cells];
        let mut forts = vec![0u8; cells];
        let mut next = vec![[NO_CELL; 6]; cells];
        self.command_steps = vec![[0; 2]; cells];
        self.hexes = (0..cells as i32)
            .map(|c| (self.q_min + c % self.width, self.r_min + c / self.width))
            .collect();
        let (width, height) = (self.width as usize, self.height as usize);
        let rank: Vec<u16> = (0..cells)
            .map(|c| ((c % width) * height + c / width) as u16)
            .collect();
        self.cell_of_rank = vec![0; cells];
        for (c, &r) in rank.iter().enumerate() {
            self.cell_of_rank[usize::from(r)] = c as u16;
        }
        let corners = corner_offsets();
        self.corner_slots = (0..cells)
            .map(|cell| {
                let h = self.hexes[cell];
                corners.map(|(dq, dr, shape)| {
                    self.corner_slot((h.0 + dq, h.1 + dr), shape)
                        .expect("a grid hex's corners lie in the grown box")
                        as u32
                })
            })
            .collect();
        let road_bits =
            edge_bit(EdgeKind::Road) | edge_bit(EdgeKind::Railway) | edge_bit(EdgeKind::Bridge);
        for cell in 0..cells {
            let h = (
                self.q_min + cell as i32 % self.width,
                self.r_min + cell as i32 / self.width,
            );
            for (d, next_cell) in next[cell].iter_mut().enumerate() {
                let n = neighbour(h, d);
                if let Some(c) = self.cell(n) {
                    *next_cell = c as u16;
                }
                let e = self.sides[cell][d];
                let bit = 1u8 << d;
                let land = self.terrain_at(n).is_some_and(|t| t != Terrain::Water);
                if land
                    && (e & edge_bit(EdgeKind::Water) == 0 || e & edge_bit(EdgeKind::Bridge) != 0)
                {
                    open[cell] |= bit;
                }
                if e & road_bits != 0 {
                    roads[cell][0] |= bit;
                }
                if e & (road_bits | edge_bit(EdgeKind::MinorRoad)) != 0 {
                    roads[cell][1] |= bit;
                }
                if self.terrain_at(n) == Some(Terrain::Fortification) {
                    forts[cell] |= bit;
                }
                let city_link = self.terrain[cell] == Some(Terrain::City)
                    && self.terrain_at(n) == Some(Terrain::City);
                for (steps, road) in self.command_steps[cell].iter_mut().zip(roads[cell]) {
                    if open[cell] & bit != 0 && (road & bit != 0 || city_link) {
                        *steps |= bit;
                    }
                }
            }
        }
        self.step_cells = (0..cells)
            .map(|cell| {
                let terrain = self.terrain[cell].unwrap_or(Terrain::Water);
                StepCell {
                    next: next[cell],
                    ends_key: 6 * u32::from(rank[cell]),
                    open: open[cell],
                    forts: forts[cell],
                    roads: roads[cell],
                    movement: self.movement[terrain as usize],
                    city: terrain == Terrain::City,
                    fortification: terrain == Terrain::Fortification,
                }
            })
            .collect();
    }
}

/// Per corner `k` of a hex (`Vertex::of`): its first hex's offset from the hex and its shape
/// (see `CornerSet`).
fn corner_offsets() -> [(i32, i32, usize); 6] {
    std::array::from_fn(|k| {
        let [a, b, _] = Vertex::of((0, 0), k).hexes();
        (a.0, a.1, usize::from(b != (a.0, a.1 + 1)))
    })
}

impl Grid {
    /// The bit of the corner `shape` of first hex `first` in a `CornerSet`, if inside the
    /// grid's box grown by one hex on every side.
    fn corner_slot(&self, first: Hex, shape: usize) -> Option<usize> {
        let q = first.0.wrapping_sub(self.q_min).wrapping_add(1);
        let r = first.1.wrapping_sub(self.r_min).wrapping_add(1);
        let (width, height) = (self.width + 2, self.height + 2);
        ((0..width).contains(&q) && (0..height).contains(&r))
            .then(|| 2 * (q * height + r) as usize + shape)
    }
}

pub(super) fn edge_bit(kind: EdgeKind) -> u8 {
    1 << kind as u8
}

/// The dense grid of the map's hexes and hexsides.
pub(super) fn build_grid(
    terrain: &FastMap<Hex, Terrain>,
    edges: &FastMap<(Hex, Hex), Vec<EdgeKind>>,
) -> Grid {
    let qs = terrain.keys().map(|h| h.0);
    let rs = terrain.keys().map(|h| h.1);
    let (q_min, q_max) = (qs.clone().min().unwrap_or(0), qs.max().unwrap_or(0));
    let (r_min, r_max) = (rs.clone().min().unwrap_or(0), rs.max().unwrap_or(0));
    let mut grid = Grid {
        q_min,
        r_min,
        width: q_max - q_min + 1,
        height: r_max - r_min + 1,
        ..Grid::default()
    };
    let cells = (grid.width * grid.height) as usize;
    grid.terrain = vec![None; cells];
    grid.sides = vec![[0; 6]; cells];
    for (&h, &t) in terrain {
        let cell = grid.cell(h).expect("inside its own bounding box");
        grid.terrain[cell] = Some(t);
        for (d, side) in grid.sides[cell].iter_mut().enumerate() {
            if let Some(kinds) = edges.get(&edge_key(h, neighbour(h, d))) {
                *side = kinds.iter().fold(0, |bits, &k| bits | edge_bit(k));
            }
        }
    }
    grid
}

/// What the rules ask of hexes and hexsides, read from the grid.
impl HelsinkiData {
    /// The number of cells of the map's dense grid (see `cell`).
    pub fn cell_count(&self) -> usize {
        self.grid.terrain.len()
    }

    /// A hex's cell in the map's dense grid (its bounding box), if it lies inside.
    pub fn cell(&self, h: Hex) -> Option<usize> {
        self.grid.cell(h)
    }

    /// May a unit cross from `a` into its neighbour `b` (land, and no water hexside
    /// without a bridge)?
    pub fn passable(&self, a: Hex, b: Hex) -> bool {
        match direction(a, b) {
            Some(d) => self.passable_dir(a, d),
            None => self.is_land(b),
        }
    }

    /// `passable` from `a` into its neighbour in direction `d` (of `DIRS`).
    pub fn passable_dir(&self, a: Hex, d: usize) -> bool {
        match self.grid.cell(a) {
            Some(cell) => self.grid.step_cells[cell].open >> (d % 6) & 1 == 1,
            // Off the map, no hexside has a feature: only the neighbour's land counts.
            None => self.is_land(neighbour(a, d)),
        }
    }

    /// The directions (bit `d`) from `h` into a fortification hex.
    pub fn fortification_directions(&self, h: Hex) -> u8 {
        self.grid
            .cell(h)
            .map_or(0, |cell| self.grid.step_cells[cell].forts)
    }

    /// Is there a road (or railway, or minor road when `minor` counts) from `a` to `b`?
    pub fn road(&self, a: Hex, b: Hex, minor: bool) -> bool {
        direction(a, b).is_some_and(|d| self.road_dir(a, d, minor))
    }

    /// `road` from `a` to its neighbour in direction `d` (of `DIRS`).
    pub fn road_dir(&self, a: Hex, d: usize, minor: bool) -> bool {
        self.grid.cell(a).is_some_and(|cell| {
            self.grid.step_cells[cell].roads[usize::from(minor)] >> (d % 6) & 1 == 1
        })
    }

    /// The movement value of a land terrain (its row of the terrain table).
    pub fn movement(&self, t: Terrain) -> u8 {
        self.grid.movement[t as usize]
    }
}

/// A set of hex corners (vertices) near the map, as bits in the order of vertices (by their
/// first hex, then their second): corner `shape` (0: its other hexes are (q, r + 1) and
/// (q + 1, r); 1: (q + 1, r − 1) and (q + 1, r)) of first hex (q, r), over the grid's
/// bounding box grown by one hex on every side.
pub(super) struct CornerSet<'a> {
    grid: &'a Grid,
    bits: Vec<u64>,
    /// Per corner `k` of a hex (`Vertex::of`): its first hex's offset and its shape.
    corners: [(i32, i32, usize); 6],
}

impl<'a> CornerSet<'a> {
    pub(super) fn new(grid: &'a Grid) -> Self {
        let slots = 2 * (grid.width + 2) as usize * (grid.height + 2) as usize;
        Self {
            grid,
            bits: vec![0; slots.div_ceil(64)],
            corners: corner_offsets(),
        }
    }

    /// Adds the six corners of a grid cell's hex.
    pub(super) fn insert_corners_of_cell(&mut self, cell: usize) {
        for slot in self.grid.corner_slots[cell] {
            self.bits[slot as usize / 64] |= 1 << (slot % 64);
        }
    }

    /// Takes out the six corners of `h` (those inside the grown box).
    pub(super) fn remove_corners_of(&mut self, h: Hex) {
        if let Some(cell) = self.grid.cell(h) {
            for slot in self.grid.corner_slots[cell] {
                self.bits[slot as usize / 64] &= !(1 << (slot % 64));
            }
            return;
        }
        for (dq, dr, shape) in self.corners {
            if let Some(slot) = self.grid.corner_slot((h.0 + dq, h.1 + dr), shape) {
                self.bits[slot / 64] &= !(1 << (slot % 64));
            }
        }
    }

    /// Takes out the vertex `v`.
    pub(super) fn remove(&mut self, v: Vertex) {
        let [a, b, _] = v.hexes();
        if let Some(slot) = self.grid.corner_slot(a, usize::from(b != (a.0, a.1 + 1))) {
            self.bits[slot / 64] &= !(1 << (slot % 64));
        }
    }

    /// The number of corners in the set.
    pub(super) fn len(&self) -> usize {
        self.bits
            .iter()
            .map(|word| word.count_ones() as usize)
            .sum()
    }

    /// The corners in the set, in the order of vertices (a list made at its size, in plain
    /// loops: a flattened iterator grew it a corner at a time).
    pub(super) fn vertices(&self) -> Vec<Vertex> {
        let height = self.grid.height + 2;
        let (q0, r0) = (self.grid.q_min - 1, self.grid.r_min - 1);
        let mut out = Vec::with_capacity(self.len());
        for (w, &word) in self.bits.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let slot = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let place = (slot / 2) as i32;
                let (q, r) = (q0 + place / height, r0 + place % height);
                let second = if slot & 1 == 0 {
                    (q, r + 1)
                } else {
                    (q + 1, r - 1)
                };
                out.push(Vertex([(q, r), second, (q + 1, r)]));
            }
        }
        out
    }
}
