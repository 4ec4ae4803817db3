//! Разбойники (Razboiniki, "Robbers"): state, options, actions, events and the Game trait.

mod board;
mod moves;
mod notation;
mod pick;

use std::sync::Arc;

pub use board::{
    FILES, RANKS, RazBoard, STANDARD_BOARD_RON, Square, SquareKind, file_rank, parse_square,
    square_name,
};

use crate::rules::{Game, IllegalAction, NoEvents, Outcome, Probability, RulesError, Seat, ToMove};

/// Side names in seat order: White (seat 0) moves first, up the board.
pub const SIDE_NAMES: [&str; 2] = ["White", "Black"];

/// The score that wins.
pub const TARGET_SCORE: u16 = 30;

/// Options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RazOptions {
    /// Moves in a row without a capture or a new robber that end the game (our rule 7).
    pub quiet_limit: u16,
}

impl Default for RazOptions {
    fn default() -> Self {
        Self { quiet_limit: 60 }
    }
}

/// A round piece with its number; a robber is the piece flipped over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Piece {
    /// 0 White, 1 Black.
    pub side: u8,
    pub number: u8,
    pub robber: bool,
}

impl Piece {
    /// Points for taking this piece: its number, twice for a robber.
    pub fn value(self) -> u16 {
        u16::from(self.number) * if self.robber { 2 } else { 1 }
    }
}

/// The squares a chain of jumps lands on, in order, kept in the action itself (no heap).
/// A chain lands on distinct squares two steps apart, so all of the origin's class of files
/// and ranks of the same parity: at most 16 squares on a 7 × 7 board, and never the origin.
pub type Landings = crate::rules::common::InlineList<Square, 16>;

/// One move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RazAction {
    /// One step (or a robber's slide) along a line onto an empty square.
    Step { from: Square, to: Square },
    /// A chain of jumps: the squares landed on, in order.
    Jumps { from: Square, landings: Landings },
    /// No move is possible.
    Pass,
}

impl RazAction {
    /// Where the moving piece ends.
    pub fn destination(&self) -> Option<Square> {
        match self {
            Self::Step { to, .. } => Some(*to),
            Self::Jumps { landings, .. } => landings.last().copied(),
            Self::Pass => None,
        }
    }

    pub fn origin(&self) -> Option<Square> {
        match self {
            Self::Step { from, .. } | Self::Jumps { from, .. } => Some(*from),
            Self::Pass => None,
        }
    }
}

/// What happened when a move was applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RazEvent {
    /// A piece moved; `path` lists every square it landed on (one for a step).
    Moved {
        side: u8,
        from: Square,
        path: Vec<Square>,
        jumped: bool,
    },
    /// The piece became a robber on an enemy city square of its number.
    BecameRobber {
        side: u8,
        square: Square,
        points: u16,
    },
    /// A piece enclosed between two enemies left the board; `by` scored `points`.
    Captured {
        square: Square,
        piece: Piece,
        by: u8,
        points: u16,
    },
    /// The side could not move.
    Passed {
        side: u8,
    },
    GameOver {
        outcome: Outcome,
        reason: String,
    },
}

/// The longest quiet-move limit a game may set (ours: a game's length stays bounded; the
/// default is 60).
pub const MAX_QUIET_LIMIT: u16 = 500;

/// The squares of each side's pieces (White, Black) as bit sets.
fn sets_of(squares: &[Option<Piece>]) -> [u64; 2] {
    let mut sets = [0u64; 2];
    for (i, p) in squares.iter().enumerate() {
        if let Some(set) = p.and_then(|p| sets.get_mut(usize::from(p.side))) {
            *set |= 1u64 << i;
        }
    }
    sets
}

/// The squares of the robbers of both sides as a bit set.
fn robbers_of(squares: &[Option<Piece>]) -> u64 {
    squares
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_some_and(|p| p.robber))
        .fold(0, |set, (i, _)| set | 1u64 << i)
}

/// The whole state of a game of Razboiniki.
#[derive(Clone, Debug)]
pub struct Razboiniki {
    board: Arc<RazBoard>,
    options: RazOptions,
    squares: [Option<Piece>; FILES * RANKS],
    /// The squares of each side's pieces (White, Black) as bit sets, kept with `squares`.
    sets: [u64; 2],
    /// The squares of the robbers of both sides as a bit set, kept with `squares`.
    robbers: u64,
    to_move: u8,
    scores: [u16; 2],
    quiet_moves: u16,
    outcome: Option<Outcome>,
    moves_made: u64,
}

/// What either side sees: everything.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RazView {
    pub to_move: u8,
    pub scores: [u16; 2],
    pub quiet_moves: u16,
    /// Every occupied square by name.
    pub pieces: Vec<(String, Piece)>,
}

impl Razboiniki {
    pub fn with_board(options: &RazOptions, board: Arc<RazBoard>) -> Result<Self, RulesError> {
        if !(1..=MAX_QUIET_LIMIT).contains(&options.quiet_limit) {
            return Err(RulesError::new(format!(
                "the quiet-move limit must be 1 to {MAX_QUIET_LIMIT}"
            )));
        }
        let mut squares = [None; FILES * RANKS];
        for s in board.squares() {
            if let SquareKind::Numbered { city, number } = board.kind(s) {
                squares[usize::from(s)] = Some(Piece {
                    side: city,
                    number,
                    robber: false,
                });
            }
        }
        Ok(Self {
            board,
            options: options.clone(),
            sets: sets_of(&squares),
            robbers: robbers_of(&squares),
            squares,
            to_move: 0,
            scores: [0, 0],
            quiet_moves: 0,
            outcome: None,
            moves_made: 0,
        })
    }

    /// A position for tests: these pieces (square name, piece), this side to move.
    pub fn with_pieces(
        options: &RazOptions,
        pieces: &[(&str, Piece)],
        to_move: u8,
    ) -> Result<Self, RulesError> {
        let mut game = <Self as Game>::new(options)?;
        game.squares = [None; FILES * RANKS];
        for (name, piece) in pieces {
            let s =
                parse_square(name).ok_or_else(|| RulesError::new(format!("no square {name}")))?;
            if !game.board.exists(s) {
                return Err(RulesError::new(format!("{name} is not on the board")));
            }
            game.squares[usize::from(s)] = Some(*piece);
        }
        game.sets = sets_of(&game.squares);
        game.robbers = robbers_of(&game.squares);
        game.to_move = to_move.min(1);
        Ok(game)
    }

    pub fn board(&self) -> &RazBoard {
        &self.board
    }

    /// The piece on `square`; none off the board.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.squares.get(usize::from(square)).copied().flatten()
    }

    pub fn scores(&self) -> [u16; 2] {
        self.scores
    }

    pub fn side_to_move(&self) -> u8 {
        self.to_move
    }

    pub fn quiet_moves(&self) -> u16 {
        self.quiet_moves
    }

    pub fn options(&self) -> &RazOptions {
        &self.options
    }

    /// An action in notation, without a game at hand.
    pub fn format_static(action: &RazAction) -> String {
        notation::format(action)
    }
}

impl Game for Razboiniki {
    type Options = RazOptions;
    type Action = RazAction;
    type Event = RazEvent;
    type View = RazView;

    const ID: &'static str = "razboiniki";

    fn new(options: &RazOptions) -> Result<Self, RulesError> {
        Self::with_board(options, RazBoard::standard())
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_move(&self) -> ToMove {
        if self.outcome.is_some() {
            ToMove::Over
        } else {
            ToMove::Seat(Seat(self.to_move))
        }
    }

    fn legal_actions(&self) -> Vec<RazAction> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let moves = self.moves_of(self.to_move);
        if moves.is_empty() {
            vec![RazAction::Pass]
        } else {
            moves
        }
    }

    fn pick_legal_action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<RazAction> {
        if self.outcome.is_some() {
            return None;
        }
        self.pick_move(self.to_move, pick)
    }

    fn chance_outcomes(&self) -> Vec<(RazAction, Probability)> {
        Vec::new()
    }

    fn apply(&mut self, action: &RazAction) -> Result<Vec<RazEvent>, IllegalAction> {
        let mut events = Vec::with_capacity(4);
        self.apply_move::<true, _>(action, &mut events)?;
        self.moves_made += 1;
        Ok(events)
    }

    fn apply_quietly(&mut self, action: &RazAction) -> Result<(), IllegalAction> {
        self.apply_move::<true, _>(action, &mut NoEvents)?;
        self.moves_made += 1;
        Ok(())
    }

    fn apply_listed(&mut self, action: &RazAction) -> Result<(), IllegalAction> {
        self.apply_move::<false, _>(action, &mut NoEvents)?;
        self.moves_made += 1;
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, _seat: Seat) -> RazView {
        RazView {
            to_move: self.to_move,
            scores: self.scores,
            quiet_moves: self.quiet_moves,
            pieces: self
                .board
                .squares()
                .filter_map(|s| self.piece_at(s).map(|p| (square_name(s), p)))
                .collect(),
        }
    }

    fn format_action(&self, action: &RazAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<RazAction, RulesError> {
        notation::parse(text)
    }

    fn progress(&self) -> u64 {
        self.moves_made
    }
}
