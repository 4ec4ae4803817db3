//! The map's ways listed once: every simple path of up to six lines from each circle, depth
//! first, so a roll's exact moves and its shooter's reach are read off a list instead of searched.

/// The longest way the table holds: a die's highest face (a move goes exactly the roll's
/// intervals, a shooter at most one less).
pub const LONGEST_WAY: u8 = 6;

/// The most ways the table keeps from one circle (`Way::past` counts them in 16 bits).
const MOST_WAYS_FROM_A_CIRCLE: usize = u16::MAX as usize;

/// One way in the table: a simple path of `len` lines from its circle that ends on `end`.
/// The ways from a circle are listed depth first, so the ways that go on from this one follow
/// it, up to the index `past` (counted from the circle's first way).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Way {
    pub end: u8,
    pub len: u8,
    pub past: u16,
}

/// Every way of up to `LONGEST_WAY` lines from each circle along the given lines.
#[derive(Clone, Debug, Default)]
pub struct WayTable {
    ways: Vec<Way>,
    /// `starts[c]..starts[c + 1]`: the ways from circle `c`.
    starts: Vec<u32>,
}

impl WayTable {
    /// The table of the map whose circle `c` has lines to `steps[c]` (in the map's order, which
    /// the table keeps); an error names the first circle with more than
    /// `MOST_WAYS_FROM_A_CIRCLE` ways.
    pub fn new(steps: &[Vec<u8>]) -> Result<Self, String> {
        let mut table = Self {
            ways: Vec::new(),
            starts: vec![0],
        };
        let mut on_way = vec![false; steps.len()];
        for from in 0..steps.len() {
            let first = table.ways.len();
            on_way[from] = true;
            if table.list_from(steps, from, 1, &mut on_way, first).is_err() {
                return Err(format!(
                    "more than {MOST_WAYS_FROM_A_CIRCLE} ways of up to {LONGEST_WAY} lines start \
                     at circle {from} (the rules list them once, and no more)"
                ));
            }
            on_way[from] = false;
            table.starts.push(table.ways.len() as u32);
        }
        Ok(table)
    }

    /// Lists the ways going on from `at` with their `len`-th line, each before the ways that
    /// go on from it (`on_way`: the circles on the way so far; `first`: the index of the
    /// circle's first way). Stops with an error at the circle's `MOST_WAYS_FROM_A_CIRCLE`-th
    /// way, before a map too dense fills the memory.
    fn list_from(
        &mut self,
        steps: &[Vec<u8>],
        at: usize,
        len: u8,
        on_way: &mut [bool],
        first: usize,
    ) -> Result<(), ()> {
        if len > LONGEST_WAY {
            return Ok(());
        }
        for &next in &steps[at] {
            let next_index = usize::from(next);
            if on_way[next_index] {
                continue;
            }
            let index = self.ways.len();
            if index - first >= MOST_WAYS_FROM_A_CIRCLE {
                return Err(());
            }
            self.ways.push(Way {
                end: next,
                len,
                past: 0,
            });
            on_way[next_index] = true;
            self.list_from(steps, next_index, len + 1, on_way, first)?;
            on_way[next_index] = false;
            // At most `MOST_WAYS_FROM_A_CIRCLE`, which is `u16::MAX` (checked at each way).
            self.ways[index].past = u16::try_from(self.ways.len() - first).unwrap_or(u16::MAX);
        }
        Ok(())
    }

    /// The ways from `circle`, depth first (none for a circle off the map).
    pub fn from(&self, circle: usize) -> &[Way] {
        match (self.starts.get(circle), self.starts.get(circle + 1)) {
            (Some(&start), Some(&end)) => &self.ways[start as usize..end as usize],
            _ => &[],
        }
    }

    /// Walks the ways from `circle` over circles not in `closed`: a way is open when its end
    /// is free and the way it goes on from is open, so a closed end skips every way through
    /// it. Gives the ends of the open ways of exactly `exact` lines (1 to `LONGEST_WAY`) and
    /// their number, and hands each open way shorter than that to `shorter` (its length, and
    /// its end as a half of a 128-bit set, 0 or 1, and a bit in that half).
    fn walk_open(
        &self,
        circle: usize,
        exact: u8,
        closed: u128,
        mut shorter: impl FnMut(u8, usize, u64),
    ) -> (u128, u32) {
        debug_assert!((1..=LONGEST_WAY).contains(&exact), "a roll is 1 to 6");
        let ways = self.from(circle);
        // Two 64-bit halves are cheaper to test and set than a 128-bit set.
        let closed = [closed as u64, (closed >> 64) as u64];
        let mut ends = [0u64; 2];
        let mut count = 0;
        let mut i = 0;
        while let Some(way) = ways.get(i) {
            let half = usize::from(way.end >> 6 & 1);
            let bit = 1u64 << (way.end & 63);
            if closed[half] & bit != 0 {
                i = usize::from(way.past);
            } else if way.len >= exact {
                // Two ways may end on one circle: it is counted once.
                count += u32::from(ends[half] & bit == 0);
                ends[half] |= bit;
                i = usize::from(way.past);
            } else {
                shorter(way.len, half, bit);
                i += 1;
            }
        }
        (whole(ends), count)
    }

    /// The ends of the open ways of exactly `exact` lines from `circle` (`walk_open`), and the
    /// circles nearer than that by distance: `levels[d]` the circles whose shortest open way
    /// has `d` lines, `d` below `exact` (the circle itself at 0), as a search breadth first
    /// over the free circles finds them.
    pub fn open_ends(
        &self,
        circle: usize,
        exact: u8,
        closed: u128,
    ) -> (u128, [u128; LONGEST_WAY as usize]) {
        let mut by_length = [[0u64; 2]; LONGEST_WAY as usize];
        let (ends, _) = self.walk_open(circle, exact, closed, |len, half, bit| {
            if let Some(level) = by_length.get_mut(usize::from(len)) {
                level[half] |= bit;
            }
        });
        let mut levels = by_length.map(whole);
        if let Some(start) = levels.first_mut() {
            *start = circle_bit(circle);
        }
        // A circle's shortest open way is simple, so its length is the circle's distance.
        let mut nearer = 0u128;
        for level in &mut levels {
            *level &= !nearer;
            nearer |= *level;
        }
        (ends, levels)
    }

    /// The ends of the open ways of exactly `exact` lines from `circle` and their number, and
    /// every circle nearer than that (`open_ends`' levels together, the circle itself
    /// included).
    pub fn open_ends_and_nearer(
        &self,
        circle: usize,
        exact: u8,
        closed: u128,
    ) -> (u128, u32, u128) {
        let mut nearer = [0u64; 2];
        let (ends, count) =
            self.walk_open(circle, exact, closed, |_, half, bit| nearer[half] |= bit);
        (ends, count, whole(nearer) | circle_bit(circle))
    }
}

/// The set of `circle` alone (empty for a circle past 127, which no map has).
fn circle_bit(circle: usize) -> u128 {
    1u128.checked_shl(circle as u32).unwrap_or(0)
}

/// A 128-bit set from its two halves.
fn whole([low, high]: [u64; 2]) -> u128 {
    u128::from(low) | u128::from(high) << 64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square 0-1-2-3-0 with a tail 3-4.
    fn square_with_tail() -> Vec<Vec<u8>> {
        vec![vec![1, 3], vec![0, 2], vec![1, 3], vec![2, 0, 4], vec![3]]
    }

    #[test]
    fn the_ways_are_listed_depth_first_with_where_they_stop() {
        let table = WayTable::new(&square_with_tail()).expect("a small map");
        let ends: Vec<(u8, u8, u16)> = table
            .from(0)
            .iter()
            .map(|w| (w.end, w.len, w.past))
            .collect();
        // 0-1, 0-1-2, 0-1-2-3, 0-1-2-3-4, then 0-3, 0-3-2, 0-3-2-1, 0-3-4.
        assert_eq!(
            ends,
            vec![
                (1, 1, 4),
                (2, 2, 4),
                (3, 3, 4),
                (4, 4, 4),
                (3, 1, 8),
                (2, 2, 7),
                (1, 3, 7),
                (4, 2, 8)
            ]
        );
    }

    #[test]
    fn a_closed_circle_stops_every_way_through_it() {
        let table = WayTable::new(&square_with_tail()).expect("a small map");
        // Exactly two lines from 0: to 2 both ways round the square, and to 4.
        let (ends, levels) = table.open_ends(0, 2, 0);
        assert_eq!(ends, 1 << 2 | 1 << 4);
        // Two ways end on 2, one on 4: two ends.
        assert_eq!(table.open_ends_and_nearer(0, 2, 0).1, 2);
        assert_eq!(levels[0], 1 << 0);
        assert_eq!(levels[1], 1 << 1 | 1 << 3);
        // With 3 closed only the way over 1 is left.
        let (ends, levels) = table.open_ends(0, 2, 1 << 3);
        assert_eq!(ends, 1 << 2);
        assert_eq!(levels[1], 1 << 1);
        // Within three lines: 2 is two away both ways round, and not again at three; 4 is
        // two away over 3.
        let (_, levels) = table.open_ends(0, 4, 0);
        assert_eq!(levels[2], 1 << 2 | 1 << 4);
        assert_eq!(levels[3], 0);
        // The same circles together.
        let (_, _, nearer) = table.open_ends_and_nearer(0, 4, 0);
        assert_eq!(nearer, levels.iter().fold(0, |set, level| set | level));
        assert_eq!(nearer, 0b11111);
        // Exactly three lines, 2 closed: 0-3-4 is too short, and nothing else is open.
        let (ends, _) = table.open_ends(0, 3, 1 << 2);
        assert_eq!(ends, 0);
    }

    #[test]
    fn a_circle_with_too_many_ways_is_refused() {
        // Twelve circles, each joined to every other: 11 · 10 · 9 · 8 · 7 · 6 ways of six
        // lines from each (refused at the 65,535th, not listed to the end).
        let steps: Vec<Vec<u8>> = (0..12u8)
            .map(|c| (0..12u8).filter(|&n| n != c).collect())
            .collect();
        let error = WayTable::new(&steps).expect_err("too many ways");
        assert!(error.contains("start at circle 0"), "{error}");
    }
}
