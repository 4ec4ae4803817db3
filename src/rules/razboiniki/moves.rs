//! Razboiniki move rules: steps, slides and jump chains, robbers, enclosure captures, scoring, the end.

use super::{
    Piece, RazAction, RazEvent, Razboiniki, SIDE_NAMES, Square, SquareKind, TARGET_SCORE,
    square_name,
};
use crate::rules::{IllegalAction, Outcome};

impl Razboiniki {
    /// The directions a piece may move in: forward and sideways; a robber also backward.
    fn directions(piece: Piece) -> Vec<(i8, i8)> {
        let forward = if piece.side == 0 { 1 } else { -1 };
        let mut dirs = vec![(0, forward), (-1, 0), (1, 0)];
        if piece.robber {
            dirs.push((0, -forward));
        }
        dirs
    }

    fn empty(&self, square: Square) -> bool {
        self.piece_at(square).is_none()
    }

    /// Every legal move of a side (without `Pass`).
    pub fn moves_of(&self, side: u8) -> Vec<RazAction> {
        let mut moves = Vec::new();
        for from in self.board.squares() {
            let Some(piece) = self.piece_at(from) else {
                continue;
            };
            if piece.side != side {
                continue;
            }
            for (df, dr) in Self::directions(piece) {
                let mut at = from;
                while let Some(next) = self.board.offset(at, df, dr) {
                    if !self.empty(next) {
                        break;
                    }
                    moves.push(RazAction::Step { from, to: next });
                    if !piece.robber {
                        break;
                    }
                    at = next;
                }
            }
            let mut chain = Vec::new();
            self.jump_chains(from, piece, from, &mut chain, &mut moves);
        }
        moves
    }

    /// Every jump chain from `at` (the piece left `origin`); each prefix is a move.
    fn jump_chains(
        &self,
        origin: Square,
        piece: Piece,
        at: Square,
        chain: &mut Vec<Square>,
        out: &mut Vec<RazAction>,
    ) {
        for (df, dr) in Self::directions(piece) {
            let Some(over) = self.board.offset(at, df, dr) else {
                continue;
            };
            // The moving piece has left its origin, so the origin is empty now.
            if over == origin || self.empty(over) {
                continue;
            }
            let Some(land) = self.board.offset(over, df, dr) else {
                continue;
            };
            if land == origin || !self.empty(land) || chain.contains(&land) {
                continue;
            }
            chain.push(land);
            out.push(RazAction::Jumps {
                from: origin,
                landings: chain.clone(),
            });
            self.jump_chains(origin, piece, land, chain, out);
            chain.pop();
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

    pub(super) fn apply_checked(
        &mut self,
        action: &RazAction,
    ) -> Result<Vec<RazEvent>, IllegalAction> {
        if self.outcome.is_some() {
            return Err(IllegalAction::new("the game is over"));
        }
        let side = self.to_move;
        let legal = self.moves_of(side);
        if *action == RazAction::Pass {
            if !legal.is_empty() {
                return Err(IllegalAction::new("you can move, so you may not pass"));
            }
            let mut events = vec![RazEvent::Passed { side }];
            self.to_move = 1 - side;
            if self.moves_of(self.to_move).is_empty() {
                self.finish_by_score("neither side can move", &mut events);
            }
            return Ok(events);
        }
        if !legal.contains(action) {
            return Err(self.explain(side, action));
        }
        let from = action.origin().expect("a move has an origin");
        let to = action.destination().expect("a move has a destination");
        let mut piece = self.piece_at(from).expect("legal moves start on a piece");
        let (path, jumped) = match action {
            RazAction::Step { to, .. } => (vec![*to], false),
            RazAction::Jumps { landings, .. } => (landings.clone(), true),
            RazAction::Pass => unreachable!(),
        };
        let mut events = vec![RazEvent::Moved {
            side,
            from,
            path,
            jumped,
        }];
        self.squares[usize::from(from)] = None;
        let mut progress = false;
        // First the mover may become a robber...
        if !piece.robber
            && self.board.kind(to)
                == (SquareKind::Numbered {
                    city: 1 - side,
                    number: piece.number,
                })
        {
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
        self.squares[usize::from(to)] = Some(piece);
        // ...then every enclosed piece goes, all at once.
        let enclosed: Vec<Square> = self
            .board
            .squares()
            .filter(|&s| self.is_enclosed(s))
            .collect();
        for s in enclosed {
            let taken = self.squares[usize::from(s)]
                .take()
                .expect("enclosed squares hold a piece");
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
                &mut events,
            );
            return Ok(events);
        }
        if self.quiet_moves >= self.options.quiet_limit {
            let reason = format!(
                "{} moves without a capture or a new robber",
                self.options.quiet_limit
            );
            self.finish_by_score(&reason, &mut events);
            return Ok(events);
        }
        self.to_move = 1 - side;
        Ok(events)
    }

    /// Whether the piece on `square` stands between two enemy pieces on its row or column.
    pub fn is_enclosed(&self, square: Square) -> bool {
        let Some(piece) = self.piece_at(square) else {
            return false;
        };
        let enemy = |df: i8, dr: i8| {
            self.board
                .offset(square, df, dr)
                .and_then(|s| self.piece_at(s))
                .is_some_and(|p| p.side != piece.side)
        };
        (enemy(-1, 0) && enemy(1, 0)) || (enemy(0, -1) && enemy(0, 1))
    }

    fn finish_by_score(&mut self, reason: &str, events: &mut Vec<RazEvent>) {
        let [white, black] = self.scores;
        let winner = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        self.end(winner, format!("{reason}: the higher score wins"), events);
    }

    fn end(&mut self, winner: Option<u8>, reason: String, events: &mut Vec<RazEvent>) {
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
            return IllegalAction::new("that is not a move");
        };
        match self.piece_at(from) {
            None => IllegalAction::new(format!("there is no piece on {}", square_name(from))),
            Some(p) if p.side != side => IllegalAction::new(format!(
                "the piece on {} is {}'s",
                square_name(from),
                SIDE_NAMES[usize::from(p.side)]
            )),
            Some(p) => {
                let dest = action.destination().map(square_name).unwrap_or_default();
                if !p.robber {
                    IllegalAction::new(format!(
                        "a piece steps one square forward or sideways onto an empty square, or jumps over a neighbour; it cannot reach {dest} that way"
                    ))
                } else {
                    IllegalAction::new(format!("the robber cannot reach {dest} that way"))
                }
            }
        }
    }
}
