//! Razboiniki's random choice of a move without the list: each piece's moves are counted, and
//! only the chosen one is written out (`Game::pick_legal_action`).

use std::ops::ControlFlow;

use super::board::RazBoard;
use super::moves::{JumpChain, slides};
use super::{Landings, RazAction, Razboiniki, Square};

impl Razboiniki {
    /// `legal_actions()[k]` for the `k` that `pick` chooses from their number (asked only when
    /// there are two or more), in the order of `moves_of`; `Pass` when the side cannot move;
    /// `None` for an index out of range.
    pub(super) fn pick_move(
        &self,
        side: u8,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<RazAction> {
        // One copy a side: its directions are then constants, and the loops over them
        // unrolled.
        match side {
            0 => self.pick_move_of::<0>(pick),
            1 => self.pick_move_of::<1>(pick),
            _ => None,
        }
    }

    /// `pick_move` for the side `SIDE`.
    fn pick_move_of<const SIDE: u8>(
        &self,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<RazAction> {
        let side = SIDE;
        let occupied = self.occupied();
        let own = *self.sets.get(usize::from(side))?;
        let empty = self.board.on_board() & !occupied;
        // As in `moves_of`: where a step in each direction reaches an empty square, and
        // where a jump in it may start.
        let steps: [u64; 4] = std::array::from_fn(|d| self.board.stepping_into(empty, d));
        let first_jumps: [u64; 4] =
            std::array::from_fn(|d| self.board.stepping_into(occupied & steps[d], d));
        let robbers = own & self.robbers;
        let pieces = own & !self.robbers;
        // The number of steps and first jumps of every piece at once, a robber's slides
        // apart: `counts` adds each direction's set of the pieces that step or jump in it.
        let mut counts = SquareCounts::default();
        for &d in Self::directions_of(side, false) {
            counts.add(pieces & steps[d]);
        }
        // A robber's steps and slides, counted by where they end: two robbers cannot end on
        // one square moving in one direction (the nearer stops the other), so each
        // direction's set of ends holds each slide once.
        let mut slide_ends = SquareCounts::default();
        if robbers != 0 {
            for &d in Self::directions_of(side, true) {
                slide_ends.add(slides(robbers, steps[d], d));
            }
        }
        let mut total = slide_ends.total();
        // The first jumps (`first_jumpers[d]`: the pieces that jump in direction `d`). A
        // chain goes on only from a landing where a jump in one of the piece's directions
        // starts, so only the pieces landing on one (`going_on`) are searched further.
        let mut first_jumpers = [0u64; 4];
        for &d in Self::directions_of(side, false) {
            first_jumpers[d] |= pieces & first_jumps[d];
        }
        for &d in Self::directions_of(side, true) {
            first_jumpers[d] |= robbers & first_jumps[d];
        }
        let piece_starts = Self::directions_of(side, false)
            .iter()
            .fold(0, |set, &d| set | first_jumps[d]);
        let any_start = first_jumps[0] | first_jumps[1] | first_jumps[2] | first_jumps[3];
        let mut going_on = 0u64;
        for (d, &jumpers) in first_jumpers.iter().enumerate() {
            counts.add(jumpers);
            going_on |= jumpers
                & (pieces & RazBoard::stepped_back(piece_starts, d, 2)
                    | robbers & RazBoard::stepped_back(any_start, d, 2));
        }
        total += counts.total();
        // The number of longer chains of each of those pieces, by its square (as many as a
        // bit set has).
        let mut longer = [0u32; 64];
        let mut searching = going_on;
        while searching != 0 {
            let from = searching.trailing_zeros() as Square;
            searching &= searching - 1;
            let jumps = self.piece_jumps_from(side, from, &first_jumps);
            let starts = jumps[0] | jumps[1] | jumps[2] | jumps[3];
            let origin = 1u64 << from;
            let (_, first_landings) = landings_from(&jumps, from, origin);
            let count = chain_count(&jumps, starts, first_landings & starts, origin, 1);
            longer[usize::from(from)] = count;
            total += count as usize;
        }
        let mut k = match total {
            0 => return Some(RazAction::Pass),
            1 => 0,
            n => pick(n),
        };
        let mut pieces_left = own;
        while pieces_left != 0 {
            let from = pieces_left.trailing_zeros() as Square;
            pieces_left &= pieces_left - 1;
            let origin = 1u64 << from;
            let robber = robbers & origin != 0;
            let mut count = counts.at(from) + longer[usize::from(from)];
            if robber {
                // Its slides, found without a loop (the four directions' are apart).
                let slid = (0..4).fold(0, |set, d| set | slides(origin, steps[d], d));
                count += slid.count_ones();
            }
            let count = count as usize;
            if k >= count {
                k -= count;
                continue;
            }
            let directions = Self::directions_of(side, robber);
            let mut left = k as u32;
            // Its steps first, as the move list has them (`step_count`).
            for &d in directions {
                let count = Self::step_count(from, robber, steps[d], d);
                if left < count {
                    let to = RazBoard::steps_on(from, d, left as i8 + 1);
                    return Some(RazAction::Step { from, to });
                }
                left -= count;
            }
            let mut chain = self.jump_chain(side, from, directions, &first_jumps);
            return chain
                .nth_from(from, 1u64 << from, &mut left)
                .then_some(RazAction::Jumps {
                    from,
                    landings: chain.landings,
                });
        }
        None
    }
}

/// A small number (0 to 7) for every square, kept as three bit sets: the square's ones,
/// twos and fours.
#[derive(Default)]
struct SquareCounts {
    planes: [u64; 3],
}

impl SquareCounts {
    /// Adds one to each square of `set` (no square goes past 7: a piece has at most one step
    /// or first jump in each of its three directions, a robber a first jump in each of four,
    /// its slides counted apart, and a square is the end of at most one slide a direction).
    fn add(&mut self, set: u64) {
        let carry = self.planes[0] & set;
        self.planes[0] ^= set;
        self.planes[2] |= self.planes[1] & carry;
        self.planes[1] ^= carry;
    }

    /// The sum over every square.
    fn total(&self) -> usize {
        let [ones, twos, fours] = self.planes.map(|set| set.count_ones() as usize);
        ones + 2 * twos + 4 * fours
    }

    /// The number on `square`.
    fn at(&self, square: Square) -> u32 {
        let [ones, twos, fours] = self.planes.map(|set| (set >> square & 1) as u32);
        ones | twos << 1 | fours << 2
    }
}

/// The number of chains `JumpChain::walk_from` lists that go on from each square of
/// `landed`, all landed on after `depth` landings (`jumps[d]`: where the piece's jump in
/// direction `d` may start, empty for a direction it does not move in; `starts`: the four
/// together; `visited`: the origin and the squares landed on before). The order of the
/// chains does not matter to their number, so every landing from a square is found at once
/// as a bit set, and only a landing where a jump starts is searched further. Each square's
/// landings are counted as it is taken from `landed`; every square of the set but the last
/// is searched further by a call, the last in the same call: most chains have one way on at
/// each landing, and need no call.
fn chain_count(
    jumps: &[u64; 4],
    starts: u64,
    mut landed: u64,
    mut visited: u64,
    mut depth: usize,
) -> u32 {
    let mut count = 0;
    while depth < Landings::MAX && landed != 0 {
        // Every landing but the last is searched by a call...
        while landed & (landed - 1) != 0 {
            let at = landed.trailing_zeros() as Square;
            landed &= landed - 1;
            let visited = visited | 1u64 << at;
            let (landings, going_on) = landings_from(jumps, at, visited);
            count += landings;
            if going_on & starts != 0 {
                count += chain_count(jumps, starts, going_on & starts, visited, depth + 1);
            }
        }
        // ...and the last one here: a chain with one way on needs no call.
        let at = landed.trailing_zeros() as Square;
        visited |= 1u64 << at;
        let (landings, going_on) = landings_from(jumps, at, visited);
        count += landings;
        landed = going_on & starts;
        depth += 1;
    }
    count
}

/// The landings of one jump from `at` not on `visited` (`jumps` as for `chain_count`): their
/// number, and the set of them (no two directions land on one square).
#[inline(always)]
fn landings_from(jumps: &[u64; 4], at: Square, visited: u64) -> (u32, u64) {
    let square = 1u64 << at;
    let landings: [u64; 4] =
        std::array::from_fn(|d| RazBoard::stepped_by(square & jumps[d], d, 2) & !visited);
    let count = landings.iter().map(|&land| u32::from(land != 0)).sum();
    (count, landings[0] | landings[1] | landings[2] | landings[3])
}

impl JumpChain<'_> {
    /// Walks the chains from `at` (`walk_from`, the move list's order) to the `left`-th, which
    /// `landings` then holds (true), or lowers `left` by the number of chains from `at`
    /// (false).
    pub(super) fn nth_from(&mut self, at: Square, visited: u64, left: &mut u32) -> bool {
        self.walk_from(at, visited, &mut |_| {
            if *left == 0 {
                return ControlFlow::Break(());
            }
            *left -= 1;
            ControlFlow::Continue(())
        })
        .is_break()
    }
}
