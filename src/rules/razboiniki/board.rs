//! The Razboiniki board read from `assets/razboiniki/data/board.ron` through one validated constructor.

use crate::rules::RulesError;

/// Files a..g and ranks 1..7.
pub const FILES: usize = 7;
pub const RANKS: usize = 7;

/// A square index: `(rank - 1) * 7 + file`.
pub type Square = u8;

/// What a square of the drawing is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareKind {
    Missing,
    Open,
    /// A city square with its printed number, in the city of `city` (0 White, 1 Black).
    Numbered {
        city: u8,
        number: u8,
    },
    /// A city's unnumbered centre.
    Centre {
        city: u8,
    },
}

#[derive(serde::Deserialize)]
struct BoardFile {
    layout: Vec<String>,
    white_city_ranks: Vec<usize>,
    black_city_ranks: Vec<usize>,
}

/// A validated board.
#[derive(Clone, Debug, PartialEq)]
pub struct RazBoard {
    kinds: Vec<SquareKind>,
    /// `next[square][d]`: the square one step in direction `d` of `DIRECTIONS`, or
    /// `NO_SQUARE` off the board (worked out once: every move search asks).
    next: Vec<[Square; 4]>,
    /// The squares of the board, as a bit set.
    on_board: u64,
    /// `steps_from[d]`: the board's squares with a square next to them in direction `d`, as
    /// a bit set (that square's index is the square's plus `STEP_OFFSETS[d]`).
    steps_from: [u64; 4],
    /// `numbered[city][number]`: the city's squares printed with `number`, as a bit set (a
    /// move asks whether its piece became a robber).
    numbered: [[u64; 6]; 2],
}

/// The four directions of a line (file, rank): up, left, right, down.
pub const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (-1, 0), (1, 0), (0, -1)];

/// What one step in each direction of `DIRECTIONS` adds to a square's index.
pub const STEP_OFFSETS: [i8; 4] = [FILES as i8, -1, 1, -(FILES as i8)];

/// No square: off the board.
pub const NO_SQUARE: Square = Square::MAX;

/// The board shipped with the game.
pub const STANDARD_BOARD_RON: &str = include_str!("../../../assets/razboiniki/data/board.ron");

impl RazBoard {
    /// The shipped board, read once and shared.
    pub fn standard() -> std::sync::Arc<Self> {
        static SHIPPED: std::sync::OnceLock<std::sync::Arc<RazBoard>> = std::sync::OnceLock::new();
        SHIPPED
            .get_or_init(|| {
                std::sync::Arc::new(
                    Self::from_ron(STANDARD_BOARD_RON)
                        .expect("the shipped board.ron is valid (tested)"),
                )
            })
            .clone()
    }

    /// Reads and validates a board; every error says what is wrong.
    pub fn from_ron(text: &str) -> Result<Self, RulesError> {
        let file: BoardFile = ron::from_str(text)
            .map_err(|e| RulesError::new(format!("razboiniki board.ron does not parse: {e}")))?;
        if file.layout.len() != RANKS {
            return Err(RulesError::new(format!(
                "razboiniki board.ron: {} ranks, expected {RANKS}",
                file.layout.len()
            )));
        }
        let city_of = |rank: usize| {
            if file.white_city_ranks.contains(&rank) {
                Some(0)
            } else if file.black_city_ranks.contains(&rank) {
                Some(1)
            } else {
                None
            }
        };
        let mut kinds = Vec::with_capacity(FILES * RANKS);
        for (r, row) in file.layout.iter().enumerate() {
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != FILES {
                return Err(RulesError::new(format!(
                    "razboiniki board.ron: rank {} has {} squares, expected {FILES}",
                    r + 1,
                    chars.len()
                )));
            }
            for c in chars {
                let city = city_of(r + 1);
                kinds.push(match (c, city) {
                    ('-', _) => SquareKind::Missing,
                    ('.', _) => SquareKind::Open,
                    ('1'..='5', Some(city)) => SquareKind::Numbered {
                        city,
                        number: c as u8 - b'0',
                    },
                    ('c', Some(city)) => SquareKind::Centre { city },
                    _ => {
                        return Err(RulesError::new(format!(
                            "razboiniki board.ron: '{c}' on rank {} (numbers and 'c' only inside a city)",
                            r + 1
                        )));
                    }
                });
            }
        }
        let mut board = Self {
            kinds,
            next: Vec::new(),
            on_board: 0,
            steps_from: [0; 4],
            numbered: [[0; 6]; 2],
        };
        board.next = (0..(FILES * RANKS) as Square)
            .map(|s| DIRECTIONS.map(|(df, dr)| board.offset(s, df, dr).unwrap_or(NO_SQUARE)))
            .collect();
        board.on_board = board.squares().fold(0, |set, s| set | 1u64 << s);
        for (s, next) in board.next.iter().enumerate() {
            for (set, &to) in board.steps_from.iter_mut().zip(next) {
                if to != NO_SQUARE && board.on_board >> s & 1 == 1 {
                    *set |= 1u64 << s;
                }
            }
        }
        for city in 0..2u8 {
            for number in 1..=5u8 {
                let count = board
                    .squares()
                    .filter(|&s| board.kind(s) == SquareKind::Numbered { city, number })
                    .count();
                if count != 2 {
                    return Err(RulesError::new(format!(
                        "razboiniki board.ron: city {city} needs two squares numbered {number}, has {count}"
                    )));
                }
            }
        }
        for s in 0..(FILES * RANKS) as Square {
            if let SquareKind::Numbered { city, number } = board.kind(s)
                && let Some(set) = board
                    .numbered
                    .get_mut(usize::from(city))
                    .and_then(|numbers| numbers.get_mut(usize::from(number)))
            {
                *set |= 1u64 << s;
            }
        }
        Ok(board)
    }

    pub fn kind(&self, square: Square) -> SquareKind {
        self.kinds[usize::from(square)]
    }

    /// Whether `square` is one of `city`'s squares printed with `number`.
    pub fn is_numbered(&self, square: Square, city: u8, number: u8) -> bool {
        let set = self
            .numbered
            .get(usize::from(city))
            .and_then(|numbers| numbers.get(usize::from(number)));
        set.is_some_and(|set| set >> square & 1 == 1)
    }

    pub fn exists(&self, square: Square) -> bool {
        self.kind(square) != SquareKind::Missing
    }

    /// Every square of the board (missing ones excluded).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..(FILES * RANKS) as u8).filter(|&s| self.exists(s))
    }

    /// The square `(file, rank)` moved by `(df, dr)`, if it is on the board.
    pub fn offset(&self, square: Square, df: i8, dr: i8) -> Option<Square> {
        let file = (square as usize % FILES) as i8 + df;
        let rank = (square as usize / FILES) as i8 + dr;
        if !(0..FILES as i8).contains(&file) || !(0..RANKS as i8).contains(&rank) {
            return None;
        }
        let s = (rank as usize * FILES + file as usize) as Square;
        self.exists(s).then_some(s)
    }

    /// The square one step in direction `d` (an index of `DIRECTIONS`), or `NO_SQUARE`.
    pub fn step(&self, square: Square, d: usize) -> Square {
        self.next[usize::from(square)][d]
    }

    /// The squares of the board, as a bit set.
    pub fn on_board(&self) -> u64 {
        self.on_board
    }

    /// The squares whose next square in direction `d` is in `targets`, as a bit set.
    pub fn stepping_into(&self, targets: u64, d: usize) -> u64 {
        shifted(targets, -STEP_OFFSETS[d]) & self.steps_from[d]
    }

    /// The squares `count` steps in direction `d` from `squares`, which the caller knows
    /// those steps to stay on the board from (a subset of a `stepping_into` set, for one).
    pub fn stepped_by(squares: u64, d: usize, count: i8) -> u64 {
        shifted(squares, STEP_OFFSETS[d] * count)
    }

    /// The squares from which `count` steps in direction `d` lead into `squares`, for
    /// squares the caller knows those steps to stay on the board from (the rest of the set
    /// is meaningless).
    pub fn stepped_back(squares: u64, d: usize, count: i8) -> u64 {
        Self::stepped_by(squares, d, -count)
    }

    /// The square `count` steps in direction `d` from `square`, which the caller knows to be
    /// on the board (a bit of `stepping_into` said so).
    pub fn steps_on(square: Square, d: usize, count: i8) -> Square {
        (square as i8 + STEP_OFFSETS[d] * count) as Square
    }

    /// Whether a square lies in a side's city (0 White, 1 Black).
    pub fn in_city(&self, square: Square, city: u8) -> bool {
        matches!(self.kind(square), SquareKind::Numbered { city: c, .. } | SquareKind::Centre { city: c } if c == city)
    }
}

/// A bit set of squares moved `offset` squares along the board's indices (bits shifted off
/// either end are lost; the callers mask or know what stays on the board).
fn shifted(squares: u64, offset: i8) -> u64 {
    if offset > 0 {
        squares << offset
    } else {
        squares >> -offset
    }
}

/// The file (0..7) and rank (0..7) of a square.
pub fn file_rank(square: Square) -> (usize, usize) {
    (square as usize % FILES, square as usize / FILES)
}

/// A square's name, `a1`..`g7`.
pub fn square_name(square: Square) -> String {
    let (f, r) = file_rank(square);
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// Reads a square's name.
pub fn parse_square(text: &str) -> Option<Square> {
    let mut chars = text.chars();
    let f = chars.next()?;
    let r: usize = chars.as_str().parse().ok()?;
    if !('a'..='g').contains(&f) || !(1..=RANKS).contains(&r) {
        return None;
    }
    Some(((r - 1) * FILES + (f as usize - 'a' as usize)) as Square)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bit-set steps agree with the table of next squares, square by square.
    #[test]
    fn bit_set_steps_agree_with_the_next_squares() {
        let board = RazBoard::standard();
        let mut with_a_next = 0;
        for s in 0..(FILES * RANKS) as Square {
            assert_eq!(
                board.on_board() >> s & 1 == 1,
                board.exists(s),
                "square {s}"
            );
            for d in 0..DIRECTIONS.len() {
                let next = board.step(s, d);
                let reaches = |target: u64| board.stepping_into(target, d) >> s & 1 == 1;
                let stepping = next != NO_SQUARE && board.exists(s);
                assert_eq!(reaches(board.on_board()), stepping, "{s} in {d}");
                if stepping {
                    with_a_next += 1;
                    assert_eq!(RazBoard::steps_on(s, d, 1), next);
                    assert!(reaches(1u64 << next));
                    assert!(!reaches(board.on_board() & !(1u64 << next)));
                }
            }
        }
        assert!(
            with_a_next > 100,
            "the board has its lines ({with_a_next} steps)"
        );
    }
}
