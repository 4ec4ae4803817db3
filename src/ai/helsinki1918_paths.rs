//! The ways to Helsinki 1918's focus flag for the evaluation: steps from the flag to every
//! land hex, a hex held by Reds costing more, searched once per arrangement of the Reds and kept.

use std::{cell::RefCell, rc::Rc};

use crate::rules::helsinki1918::{Helsinki1918, Hex, Place, RED};

/// Steps a hex held by Reds counts for on the way to the focus.
const RED_HEX_STEPS: u32 = 4;
/// The path search goes on from hexes under this many steps from the focus, and `red_value`
/// draws a unit towards the focus by the steps it is closer than this.
pub(super) const SEARCH_REACH: u32 = 30;

/// Steps from `target` to every land hex over passable hexsides (bridges count), a hex
/// holding Reds costing `RED_HEX_STEPS` (the target itself one).
pub(super) fn path_lengths(game: &Helsinki1918, target: Hex) -> PathLengths {
    let mut red_hexes: Vec<Hex> = game
        .units()
        .iter()
        .filter_map(|u| match u.place {
            Place::Map(h) if u.side == RED => Some(h),
            _ => None,
        })
        .collect();
    red_hexes.sort_unstable();
    red_hexes.dedup();
    // The positions judged in one decision share a few arrangements of the Reds (before and
    // after each battle's dice): recent searches are kept and reused.
    let data: *const _ = game.data();
    let key = (data as usize, target, red_hexes);
    thread_local! {
        static RECENT: RefCell<Vec<(PathKey, PathLengths)>> = const { RefCell::new(Vec::new()) };
        static GRID: RefCell<Option<(usize, Rc<Grid>)>> = const { RefCell::new(None) };
    }
    if let Some(hit) = RECENT.with(|recent| {
        recent
            .borrow()
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.clone())
    }) {
        return hit;
    }
    let grid = GRID.with(|grid| {
        let mut grid = grid.borrow_mut();
        match &*grid {
            Some((d, g)) if *d == key.0 => g.clone(),
            _ => {
                let g = Rc::new(Grid::new(game));
                *grid = Some((key.0, g.clone()));
                g
            }
        }
    });
    let lengths = Rc::new(grid.search(target, &key.2));
    RECENT.with(|recent| {
        let mut recent = recent.borrow_mut();
        if recent.len() >= PATH_CACHE {
            recent.remove(0);
        }
        recent.push((key, lengths.clone()));
    });
    lengths
}

/// How many path searches are kept.
const PATH_CACHE: usize = 48;

/// The data, the target and the hexes holding Reds: what a path search depends on.
type PathKey = (usize, Hex, Vec<Hex>);
/// Steps from the target, by hex.
pub(super) type PathLengths = Rc<PathTable>;

/// Path lengths over the map's bounding box.
pub(super) struct PathTable {
    min: Hex,
    width: i32,
    steps: Vec<u32>,
}

impl PathTable {
    pub(super) fn get(&self, h: Hex) -> Option<u32> {
        let (q, r) = (h.0 - self.min.0, h.1 - self.min.1);
        if q < 0 || r < 0 || q >= self.width {
            return None;
        }
        self.steps
            .get((r * self.width + q) as usize)
            .copied()
            .filter(|&s| s != u32::MAX)
    }
}

/// The map's hexes in a dense box with their passable neighbours, built once per data.
struct Grid {
    min: Hex,
    width: i32,
    cells: usize,
    neighbours: Vec<Vec<usize>>,
}

impl Grid {
    fn new(game: &Helsinki1918) -> Self {
        let data = game.data();
        let hexes: Vec<Hex> = data.terrain.keys().copied().collect();
        let min = (
            hexes.iter().map(|h| h.0).min().unwrap_or(0),
            hexes.iter().map(|h| h.1).min().unwrap_or(0),
        );
        let max = (
            hexes.iter().map(|h| h.0).max().unwrap_or(0),
            hexes.iter().map(|h| h.1).max().unwrap_or(0),
        );
        let width = max.0 - min.0 + 1;
        let cells = (width * (max.1 - min.1 + 1)) as usize;
        let index = |h: Hex| ((h.1 - min.1) * width + (h.0 - min.0)) as usize;
        let mut neighbours = vec![Vec::new(); cells];
        for &h in &hexes {
            for dir in 0..6 {
                let n = crate::rules::helsinki1918::neighbour(h, dir);
                if data.terrain(n).is_some() && data.passable(h, n) {
                    neighbours[index(h)].push(index(n));
                }
            }
        }
        Self {
            min,
            width,
            cells,
            neighbours,
        }
    }

    fn index(&self, h: Hex) -> Option<usize> {
        let (q, r) = (h.0 - self.min.0, h.1 - self.min.1);
        (q >= 0 && r >= 0 && q < self.width)
            .then(|| (r * self.width + q) as usize)
            .filter(|&i| i < self.cells)
    }

    /// Dijkstra from the target outwards (stepping into a hex costs what entering it would),
    /// its queue a bucket per distance: a step costs 1 or `RED_HEX_STEPS`, and no hex at
    /// `SEARCH_REACH` or beyond is searched from.
    fn search(&self, target: Hex, red_hexes: &[Hex]) -> PathTable {
        let mut steps = vec![u32::MAX; self.cells];
        let mut red = vec![false; self.cells];
        for h in red_hexes {
            if let Some(i) = self.index(*h) {
                red[i] = true;
            }
        }
        if let Some(t) = self.index(target) {
            red[t] = false;
            steps[t] = 0;
            let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); SEARCH_REACH as usize];
            buckets[0].push(t);
            for d in 0..SEARCH_REACH {
                while let Some(i) = buckets[d as usize].pop() {
                    if d > steps[i] {
                        continue;
                    }
                    let step = if red[i] { RED_HEX_STEPS } else { 1 };
                    for &n in &self.neighbours[i] {
                        if d + step < steps[n] {
                            steps[n] = d + step;
                            if let Some(bucket) = buckets.get_mut((d + step) as usize) {
                                bucket.push(n);
                            }
                        }
                    }
                }
            }
        }
        PathTable {
            min: self.min,
            width: self.width,
            steps,
        }
    }
}
