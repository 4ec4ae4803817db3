//! The Eile mit Weile board read from `assets/eile/data/board.ron` through one validated constructor.

use crate::rules::RulesError;

/// What is drawn on a track field; every kind but `Plain` is a protected place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum FieldKind {
    Plain,
    /// A rest bench (Ruhebank) at each arm's tip, where the path to the hut begins.
    Bench,
    /// A wall (Mauer).
    Wall,
    /// A tree trunk (Baumstamm).
    TreeTrunk,
    /// A rampart (Wall), used for the start fields.
    Rampart,
}

impl FieldKind {
    /// Whether a stone here is safe from capture.
    pub fn is_protected(self) -> bool {
        self != FieldKind::Plain
    }
}

/// One field of the common track with its place on the drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct TrackField {
    pub x: i32,
    pub y: i32,
    pub kind: FieldKind,
}

/// The unchecked board as it stands in the data file.
#[derive(Clone, Debug, serde::Deserialize)]
struct BoardFile {
    arm_length: usize,
    head_offset: usize,
    start_offset: usize,
    fields: Vec<TrackField>,
    paths: Vec<Vec<(i32, i32)>>,
    stars: Vec<(i32, i32)>,
    hut: (i32, i32),
}

/// A validated cross board: four arms, a common track, four paths to the hut.
#[derive(Clone, Debug, PartialEq)]
pub struct EileBoard {
    /// The common track in the direction of play; index 0 is arm 0's first field.
    pub fields: Vec<TrackField>,
    /// Per arm, the path fields from the arm's tip to the hut.
    pub paths: Vec<Vec<(i32, i32)>>,
    /// Per arm, where the star (the waiting place) is drawn.
    pub stars: Vec<(i32, i32)>,
    /// Where the Alpenhütte is drawn.
    pub hut: (i32, i32),
    arm_length: usize,
    head_offset: usize,
    start_offset: usize,
    /// Steps from a start field to its arm's head field, and into the hut (worked out once:
    /// every move asks for them).
    steps_to_head: usize,
    steps_to_hut: usize,
    start_fields: [usize; ARMS],
}

/// The board shipped with the game.
pub const STANDARD_BOARD_RON: &str = include_str!("../../../assets/eile/data/board.ron");

/// How many arms (and colours) the cross has.
pub const ARMS: usize = 4;

impl EileBoard {
    /// The standard 68-field board.
    /// The shipped board, read once and shared.
    pub fn standard() -> std::sync::Arc<Self> {
        static SHIPPED: std::sync::OnceLock<std::sync::Arc<EileBoard>> = std::sync::OnceLock::new();
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
            .map_err(|e| RulesError::new(format!("board.ron does not parse: {e}")))?;
        if file.arm_length < 2 {
            return Err(RulesError::new("board.ron: arm_length must be at least 2"));
        }
        if file.fields.len() != ARMS * file.arm_length {
            return Err(RulesError::new(format!(
                "board.ron: {} track fields, expected {} arms × {} = {}",
                file.fields.len(),
                ARMS,
                file.arm_length,
                ARMS * file.arm_length
            )));
        }
        for (name, offset) in [("head", file.head_offset), ("start", file.start_offset)] {
            if offset >= file.arm_length {
                return Err(RulesError::new(format!(
                    "board.ron: {name}_offset {offset} lies outside an arm of {}",
                    file.arm_length
                )));
            }
            for arm in 0..ARMS {
                let kind = file.fields[arm * file.arm_length + offset].kind;
                if !kind.is_protected() {
                    return Err(RulesError::new(format!(
                        "board.ron: the {name} field of arm {arm} must be a protected place"
                    )));
                }
            }
        }
        if file.paths.len() != ARMS || file.stars.len() != ARMS {
            return Err(RulesError::new(
                "board.ron: there must be one path and one star per arm",
            ));
        }
        let path_len = file.paths[0].len();
        if path_len == 0 || file.paths.iter().any(|p| p.len() != path_len) {
            return Err(RulesError::new(
                "board.ron: every path to the hut must have the same, non-zero length",
            ));
        }
        let mut cells: Vec<(i32, i32)> = file.fields.iter().map(|f| (f.x, f.y)).collect();
        cells.extend(file.paths.iter().flatten().copied());
        let count = cells.len();
        cells.sort_unstable();
        cells.dedup();
        if cells.len() != count {
            return Err(RulesError::new("board.ron: two fields share a position"));
        }
        let track_len = file.fields.len();
        // The rules keep the track's blockades in a 128-bit set.
        if track_len > 128 {
            return Err(RulesError::new(format!(
                "board.ron: {track_len} track fields are too many (at most 128)"
            )));
        }
        let steps_to_head = (file.head_offset + track_len - file.start_offset) % track_len;
        let steps_to_hut = steps_to_head + path_len + 1;
        // A stone's place is a step count in a byte, and a move adds up to 12 to it.
        if steps_to_hut + 12 > usize::from(u8::MAX) {
            return Err(RulesError::new(format!(
                "board.ron: {steps_to_hut} steps from a start field into the hut are too many \
                 (at most {})",
                u8::MAX - 12
            )));
        }
        Ok(Self {
            start_fields: std::array::from_fn(|arm| arm * file.arm_length + file.start_offset),
            steps_to_head,
            steps_to_hut,
            fields: file.fields,
            paths: file.paths,
            stars: file.stars,
            hut: file.hut,
            arm_length: file.arm_length,
            head_offset: file.head_offset,
            start_offset: file.start_offset,
        })
    }

    /// The number of fields on the common track.
    pub fn track_len(&self) -> usize {
        self.fields.len()
    }

    /// The number of fields on each path to the hut (the hut not counted).
    pub fn path_len(&self) -> usize {
        self.paths[0].len()
    }

    /// The track index of an arm's start field (marked with its arrow).
    pub fn start_field(&self, arm: usize) -> usize {
        self.start_fields[arm]
    }

    /// The track index of an arm's tip field, where its path to the hut begins.
    pub fn head_field(&self, arm: usize) -> usize {
        arm * self.arm_length + self.head_offset
    }

    /// Steps from the start field round the track to the arm's own head field.
    pub fn steps_to_head(&self) -> usize {
        self.steps_to_head
    }

    /// Steps from the start field into the hut.
    pub fn steps_to_hut(&self) -> usize {
        self.steps_to_hut
    }

    /// Whether a track field is a protected place.
    pub fn is_protected(&self, track_index: usize) -> bool {
        self.fields[track_index].kind.is_protected()
    }
}
