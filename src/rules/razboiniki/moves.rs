//! Razboiniki move rules: steps, slides and jump chains, robbers, enclosure captures, scoring, the end.

use super::board::{FILES, NO_SQUARE, RANKS, RazBoard};
use super::{
    Landings, Piece, RazAction, RazEvent, Razboiniki, SIDE_NAMES, Square, TARGET_SCORE, square_name,
};
use std::ops::ControlFlow;

use crate::rules::{EventSink, IllegalAction, Outcome, refuses};
use crate::words;

impl Razboiniki {
    /// The directions a piece may move in (indices of `DIRECTIONS`): forward and sideways;
    /// a robber also backward.
    fn directions(piece: Piece) -> &'static [usize] {
        Self::directions_of(piece.side, piece.robber)
    }

    /// The directions of a side's pieces, or of its robbers (`directions`).
    pub(super) fn directions_of(side: u8, robber: bool) -> &'static [usize] {
        /// White's piece and robber, then Black's.
        const ORDERS: [&[usize]; 4] = [&[0, 1, 2], &[0, 1, 2, 3], &[3, 1, 2], &[3, 1, 2, 0]];
        ORDERS[usize::from(side != 0) * 2 + usize::from(robber)]
    }

    /// The squares holding a piece, as a bit set.
    pub(super) fn occupied(&self) -> u64 {
        self.sets[0] | self.sets[1]
    }

    /// Puts `piece` (or nothing) on `square`, its side's set kept with it.
    fn put(&mut self, square: Square, piece: Option<Piece>) {
        let bit = 1u64 << square;
        if let Some(old) = self.squares[usize::from(square)] {
            self.sets[usize::from(old.side)] &= !bit;
        }
        self.robbers &= !bit;
        if let Some(new) = piece {
            self.sets[usize::from(new.side)] |= bit;
            if new.robber {
                self.robbers |= bit;
            }
        }
        self.squares[usize::from(square)] = piece;
    }

    /// Every legal move of a side (without `Pass`).
    pub fn moves_of(&self, side: u8) -> Vec<RazAction> {
        let occupied = self.occupied();
        let mut moves = Vec::with_capacity(48);
        let Some(&(mut own)) = self.side_sets().get(usize::from(side)) else {
            return moves;
        };
        let empty = self.board.on_board() & !occupied;
        // Where a step in each direction reaches an empty square, and where a jump in it
        // may start (a piece next to the square, the square beyond empty), as bit sets.
        let steps: [u64; 4] = std::array::from_fn(|d| self.board.stepping_into(empty, d));
        let first_jumps: [u64; 4] =
            std::array::from_fn(|d| self.board.stepping_into(occupied & steps[d], d));
        while own != 0 {
            let from = own.trailing_zeros() as Square;
            own &= own - 1;
            if let Some(piece) = self.piece_at(from) {
                let directions = Self::directions(piece);
                for &d in directions {
                    for n in 1..=Self::step_count(from, piece.robber, steps[d], d) {
                        let to = RazBoard::steps_on(from, d, n as i8);
                        moves.push(RazAction::Step { from, to });
                    }
                }
                if directions.iter().any(|&d| first_jumps[d] >> from & 1 == 1) {
                    let mut chain = self.jump_chain(side, from, directions, &first_jumps);
                    chain.extend_from(from, 1u64 << from, &mut moves);
                }
            }
        }
        moves
    }

    /// Can the side move at all? (A piece can when the square next to it in one of its
    /// directions is empty, or when it can jump over that square onto an empty one: the
    /// first steps of `moves_of`.)
    fn can_move(&self, side: u8) -> bool {
        let occupied = self.occupied();
        let Some(&(mut own)) = self.sets.get(usize::from(side)) else {
            return false;
        };
        let empty = self.board.on_board() & !occupied;
        let movable: [u64; 4] = std::array::from_fn(|d| {
            let steps = self.board.stepping_into(empty, d);
            steps | self.board.stepping_into(occupied & steps, d)
        });
        while own != 0 {
            let from = own.trailing_zeros() as Square;
            own &= own - 1;
            if let Some(piece) = self.piece_at(from)
                && Self::directions(piece)
                    .iter()
                    .any(|&d| movable[d] >> from & 1 == 1)
            {
                return true;
            }
        }
        false
    }

    /// The number of squares the piece on `from` steps onto in direction `d` (`steps`: the
    /// squares whose next one in `d` is empty): one or none, or for a `robber` its slide's.
    /// They follow one another from its square, nearest first: the move list's order, which
    /// the random choice (`pick.rs`) keeps.
    pub(super) fn step_count(from: Square, robber: bool, steps: u64, d: usize) -> u32 {
        let origin = 1u64 << from;
        if robber {
            slides(origin, steps, d).count_ones()
        } else {
            u32::from(steps & origin != 0)
        }
    }

    /// The jump chains of the side's piece on `from`, moving in `directions`, before its
    /// first jump (`first_jumps[d]`: where the side's jumps in direction `d` may start).
    pub(super) fn jump_chain<'a>(
        &self,
        side: u8,
        from: Square,
        directions: &'a [usize],
        first_jumps: &[u64; 4],
    ) -> JumpChain<'a> {
        JumpChain {
            origin: from,
            directions,
            jumps: self.piece_jumps_from(side, from, first_jumps),
            landings: Landings::default(),
        }
    }

    /// Where each jump of the side's piece on `from` may start, from the side's first jumps:
    /// the piece has left its origin, so no jump goes over it (and it never lands there
    /// again: the chains' `visited`); empty in a direction the piece does not move in.
    pub(super) fn piece_jumps_from(
        &self,
        side: u8,
        from: Square,
        first_jumps: &[u64; 4],
    ) -> [u64; 4] {
        let origin = 1u64 << from;
        let robber = self.robbers & origin != 0;
        // The one direction a piece that is not a robber does not move in: back.
        let back = if side == 0 { 3 } else { 0 };
        std::array::from_fn(|d| {
            if d == back && !robber {
                0
            } else {
                first_jumps[d] & !self.board.stepping_into(origin, d)
            }
        })
    }

    /// Is this one of the side's legal moves? Only its piece's moves are listed.
    fn is_legal_move(&self, side: u8, action: &RazAction) -> bool {
        let Some(from) = action.origin() else {
            return false;
        };
        let Some(piece) = self.piece_at(from).filter(|p| p.side == side) else {
            return false;
        };
        let occupied = self.occupied();
        match action {
            RazAction::Step { to, .. } => Self::directions(piece).iter().any(|&d| {
                // A step, or a robber's slide over empty squares, in one direction.
                let mut at = from;
                loop {
                    let next = self.board.step(at, d);
                    if next == NO_SQUARE || occupied >> next & 1 == 1 {
                        return false;
                    }
                    if next == *to {
                        return true;
                    }
                    if !piece.robber {
                        return false;
                    }
                    at = next;
                }
            }),
            RazAction::Jumps { landings, .. } => {
                // Each jump over a piece next to it onto the empty square beyond, in one of
                // the piece's directions, never back to its origin or a square of the chain
                // (the moving piece has left its origin: `piece_jumps_from`).
                let occupied = occupied & !(1u64 << from);
                let mut at = from;
                for (i, &land) in landings.iter().enumerate() {
                    let jumps_there = Self::directions(piece).iter().any(|&d| {
                        let over = self.board.step(at, d);
                        over != NO_SQUARE
                            && occupied >> over & 1 == 1
                            && self.board.step(over, d) == land
                    });
                    if !jumps_there
                        || land == from
                        || occupied >> land & 1 == 1
                        || landings[..i].contains(&land)
                    {
                        return false;
                    }
                    at = land;
                }
                !landings.is_empty()
            }
            RazAction::Pass => false,
        }
    }

    /// The squares a selected piece can end on, for highlights.
    pub fn destinations_from(&self, from: Square) -> Vec<Square> {
        let mut out: Vec<Square> = self
            .legal_moves_cached()
            .iter()
            .filter(|a| a.origin() == Some(from))
            .filter_map(RazAction::destination)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn legal_moves_cached(&self) -> Vec<RazAction> {
        self.moves_of(self.to_move)
    }

    /// The action applied, its events written into `events`: checked first if `CHECK`
    /// (`apply`, `apply_quietly`), else only in a debug build (`Game::apply_listed`: an
    /// action the state listed).
    pub(super) fn apply_move<const CHECK: bool, S: EventSink<RazEvent>>(
        &mut self,
        action: &RazAction,
        events: &mut S,
    ) -> Result<(), IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::new(words!("refuse-game-over")));
        }
        let side = self.to_move;
        if *action == RazAction::Pass {
            if refuses(CHECK, "pass", || !self.can_move(side)) {
                return Err(IllegalAction::new(words!("raz-refuse-may-not-pass")));
            }
            events.push(RazEvent::Passed { side });
            self.to_move = 1 - side;
            if !self.can_move(self.to_move) {
                self.finish_by_score("neither side can move", events);
            }
            return Ok(());
        }
        if refuses(CHECK, "move", || self.is_legal_move(side, action)) {
            return Err(self.explain(side, action));
        }
        let from = action.origin().expect("a move has an origin");
        let to = action.destination().expect("a move has a destination");
        let mut piece = self.piece_at(from).expect("legal moves start on a piece");
        if S::KEEPS {
            // The path is a list: built only for a sink that keeps it.
            let (path, jumped) = match action {
                RazAction::Step { to, .. } => (vec![*to], false),
                RazAction::Jumps { landings, .. } => (landings.to_vec(), true),
                RazAction::Pass => unreachable!(),
            };
            events.push(RazEvent::Moved {
                side,
                from,
                path,
                jumped,
            });
        }
        self.put(from, None);
        let mut progress = false;
        // First the mover may become a robber...
        if !piece.robber && self.board.is_numbered(to, 1 - side, piece.number) {
            piece.robber = true;
            let points = 2 * u16::from(piece.number);
            self.scores[usize::from(side)] += points;
            events.push(RazEvent::BecameRobber {
                side,
                square: to,
                points,
            });
            progress = true;
        }
        self.put(to, Some(piece));
        // ...then every enclosed piece goes, all at once.
        let mut enclosed = self.enclosed_set();
        while enclosed != 0 {
            let s = enclosed.trailing_zeros() as Square;
            enclosed &= enclosed - 1;
            let taken = self.piece_at(s).expect("enclosed squares hold a piece");
            self.put(s, None);
            let by = 1 - taken.side;
            let points = taken.value();
            self.scores[usize::from(by)] += points;
            events.push(RazEvent::Captured {
                square: s,
                piece: taken,
                by,
                points,
            });
            progress = true;
        }
        self.quiet_moves = if progress { 0 } else { self.quiet_moves + 1 };
        let [white, black] = self.scores;
        if white >= TARGET_SCORE || black >= TARGET_SCORE {
            let winner = if white >= TARGET_SCORE && black >= TARGET_SCORE {
                match white.cmp(&black) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => side,
                }
            } else if white >= TARGET_SCORE {
                0
            } else {
                1
            };
            self.end(
                Some(winner),
                format!("{} reaches {TARGET_SCORE}", SIDE_NAMES[usize::from(winner)]),
                events,
            );
            return Ok(());
        }
        if self.quiet_moves >= self.options.quiet_limit {
            let reason = format!(
                "{} moves without a capture or a new robber",
                self.options.quiet_limit
            );
            self.finish_by_score(&reason, events);
            return Ok(());
        }
        self.to_move = 1 - side;
        Ok(())
    }

    /// The squares of each side's pieces (White, Black) as bit sets.
    fn side_sets(&self) -> [u64; 2] {
        self.sets
    }

    /// Every enclosed piece's square (`is_enclosed`) as a bit set: a piece with enemies on
    /// both sides of its rank or of its file.
    fn enclosed_set(&self) -> u64 {
        const BOARD: u64 = (1u64 << (FILES * RANKS)) - 1;
        let first_file: u64 = (0..RANKS).fold(0, |m, r| m | 1u64 << (r * FILES));
        let last_file: u64 = first_file << (FILES - 1);
        let [white, black] = self.side_sets();
        let between = |enemies: u64| {
            let left = (enemies << 1) & !first_file;
            let right = (enemies >> 1) & !last_file;
            let below = (enemies << FILES) & BOARD;
            let above = enemies >> FILES;
            (left & right) | (below & above)
        };
        (white & between(black)) | (black & between(white))
    }

    /// Whether the piece on `square` stands between two enemy pieces on its row or column.
    pub fn is_enclosed(&self, square: Square) -> bool {
        let Some(piece) = self.piece_at(square) else {
            return false;
        };
        let enemy = |d: usize| {
            let s = self.board.step(square, d);
            s != NO_SQUARE && self.piece_at(s).is_some_and(|p| p.side != piece.side)
        };
        // Left and right, or down and up (`DIRECTIONS`).
        (enemy(1) && enemy(2)) || (enemy(3) && enemy(0))
    }

    fn finish_by_score(&mut self, reason: &str, events: &mut impl EventSink<RazEvent>) {
        let [white, black] = self.scores;
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        self.end(winner, format!("{reason}: the higher score wins"), events);
    }

    fn end(&mut self, winner: Option<u8>, reason: String, events: &mut impl EventSink<RazEvent>) {
        let places = match winner {
            Some(0) => vec![1, 2],
            Some(_) => vec![2, 1],
            None => vec![1, 1],
        };
        let outcome = Outcome { places };
        self.outcome = Some(outcome.clone());
        events.push(RazEvent::GameOver { outcome, reason });
    }

    fn explain(&self, side: u8, action: &RazAction) -> IllegalAction {
        let Some(from) = action.origin() else {
            return IllegalAction::new(words!("raz-refuse-not-a-move"));
        };
        match self.piece_at(from) {
            None => IllegalAction::new(words!("raz-refuse-no-piece", square = square_name(from))),
            Some(p) if p.side != side => IllegalAction::new(words!(
                "raz-refuse-not-yours",
                square = square_name(from),
                side = p.side
            )),
            Some(p) => {
                let dest = action.destination().map(square_name).unwrap_or_default();
                if !p.robber {
                    IllegalAction::new(words!("raz-refuse-piece-move", square = dest))
                } else {
                    IllegalAction::new(words!("raz-refuse-robber-move", square = dest))
                }
            }
        }
    }
}

/// The jump chains of one piece under way: where it started, the directions it moves in,
/// `jumps[d]` the squares a jump in direction `d` may start from (the piece having left its
/// origin), and the squares landed on so far.
pub(super) struct JumpChain<'a> {
    pub(super) origin: Square,
    pub(super) directions: &'a [usize],
    pub(super) jumps: [u64; 4],
    pub(super) landings: Landings,
}

impl JumpChain<'_> {
    /// Every chain going on from `at` (`visited`: the origin and the squares landed on), each
    /// prefix a move.
    fn extend_from(&mut self, at: Square, visited: u64, out: &mut Vec<RazAction>) {
        let origin = self.origin;
        let _ = self.walk_from(at, visited, &mut |landings| {
            out.push(RazAction::Jumps {
                from: origin,
                landings: *landings,
            });
            ControlFlow::Continue(())
        });
    }

    /// Hands every chain going on from `at` to `visit`, in the order of the piece's
    /// directions, depth first, each prefix before its longer chains, until `visit` breaks
    /// (`landings` then holds the chain it broke at). The move list and the random choice
    /// (`nth_from`) both walk the chains through it, so their order is one.
    pub(super) fn walk_from(
        &mut self,
        at: Square,
        visited: u64,
        visit: &mut impl FnMut(&Landings) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for &d in self.directions {
            if self.jumps[d] >> at & 1 == 0 {
                continue;
            }
            let land = RazBoard::steps_on(at, d, 2);
            if visited >> land & 1 == 1 || !self.landings.push(land) {
                continue;
            }
            visit(&self.landings)?;
            self.walk_from(land, visited | 1u64 << land, visit)?;
            self.landings.pop();
        }
        ControlFlow::Continue(())
    }
}

/// The squares the pieces on `from` slide onto in direction `d`, one step or more over empty
/// squares (`steps`: the squares whose next one in `d` is empty), without a loop: the
/// squares that can take one step, two and four are found once, and three doubling steps
/// reach as far as a line of the board goes.
pub(super) fn slides(from: u64, steps: u64, d: usize) -> u64 {
    const _: () = assert!(
        FILES <= 8 && RANKS <= 8,
        "three doubling steps go 7 squares"
    );
    let steps_twice = steps & RazBoard::stepped_back(steps, d, 1);
    let steps_four_times = steps_twice & RazBoard::stepped_back(steps_twice, d, 2);
    let mut reached = from;
    reached |= RazBoard::stepped_by(reached & steps, d, 1);
    reached |= RazBoard::stepped_by(reached & steps_twice, d, 2);
    reached |= RazBoard::stepped_by(reached & steps_four_times, d, 4);
    reached & !from
}
