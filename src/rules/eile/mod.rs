//! Eile mit Weile: state, options, actions and events; the Game trait implementation.

mod board;
mod moves;
pub use moves::MovePlan;
mod notation;

use std::sync::Arc;

pub use board::{ARMS, EileBoard, FieldKind, STANDARD_BOARD_RON, TrackField};

use crate::rules::{
    EventSink, Game, IllegalAction, NoEvents, Outcome, Probability, RulesError, Seat, ToMove,
    common::{d6_face_at, d6_outcomes},
};

/// The colours in arm order; a seat's colour is the colour of its arm.
pub const COLOUR_NAMES: [&str; ARMS] = ["Red", "Blue", "Green", "Yellow"];

/// Options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EileOptions {
    /// 2, 3 or 4 players.
    pub players: u8,
    /// Stones per player, 1 to 4.
    pub stones: u8,
    /// Play on after the winner for second and third place.
    pub play_on: bool,
}

impl Default for EileOptions {
    fn default() -> Self {
        Self {
            players: 4,
            stones: 4,
            play_on: false,
        }
    }
}

/// Where one stone is, counted from its own start field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum StonePos {
    /// Waiting on the player's star.
    Star,
    /// `Run(k)`: k steps past the start field. 0..=steps_to_head is the track,
    /// then the path to the hut, and `steps_to_hut` is the hut itself.
    Run(u8),
}

/// A field a move starts from, as the mover sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FromField {
    /// A field of the common track (0-based index; printed 1..=68).
    Track(u8),
    /// A field of the mover's own path to the hut (1-based).
    Path(u8),
}

/// One action: a die roll (chance) or a player's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EileAction {
    /// The die shows this face (chance).
    Roll(u8),
    /// Bring a stone from the star onto the start field (needs a 5).
    Enter,
    /// Move the stone standing on this field by the whole count.
    Move(FromField),
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Phase {
    /// The current player must roll.
    AwaitRoll,
    /// The current player must move with this die face.
    AwaitMove { face: u8 },
    /// The game has ended.
    Over,
}

/// What happened, in order, when an action was applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EileEvent {
    /// The die showed `face`, worth `count` fields (a 6 counts 12).
    Rolled { seat: Seat, face: u8, count: u8 },
    /// A stone went from the star onto the start field.
    Entered { seat: Seat, stone: u8 },
    /// A stone moved from one place to another.
    Moved {
        seat: Seat,
        stone: u8,
        from: StonePos,
        to: StonePos,
    },
    /// An opponent's stone was caught and went back to its star.
    Captured {
        seat: Seat,
        stone: u8,
        track_index: u8,
        by: Seat,
    },
    /// A stone reached the Alpenhütte.
    ReachedHut { seat: Seat, stone: u8 },
    /// The roll could not be used by any stone.
    RollLost { seat: Seat, face: u8 },
    /// Third six in a row: these stones went back to the star.
    ThirdSix {
        seat: Seat,
        sent_home: Vec<(u8, StonePos)>,
    },
    /// A six: the same player rolls again.
    RollAgain { seat: Seat },
    /// The die passes to this seat.
    TurnPassed { to: Seat },
    /// A player brought every stone into the hut.
    Finished { seat: Seat, place: u8 },
    /// The game ended.
    GameOver { outcome: Outcome },
}

/// The whole state of a game of Eile mit Weile.
#[derive(Clone, Debug)]
pub struct Eile {
    board: Arc<EileBoard>,
    options: EileOptions,
    /// The arm (and colour) of each seat.
    arms: Vec<usize>,
    /// `stones[seat][stone]`.
    stones: Vec<Vec<StonePos>>,
    current: Seat,
    phase: Phase,
    /// Sixes rolled in a row in the current turn.
    sixes_in_row: u8,
    /// Seats in the order they finished.
    finished: Vec<Seat>,
    actions_applied: u64,
    /// The stones on the track as bit sets, kept with `stones`.
    track: moves::TrackMasks,
}

/// What every seat sees: the whole state (Eile mit Weile hides nothing).
#[derive(Clone, Debug, serde::Serialize)]
pub struct EileView {
    pub options: EileOptions,
    pub colours: Vec<&'static str>,
    pub current: Seat,
    pub phase: Phase,
    pub sixes_in_row: u8,
    pub stones: Vec<Vec<StonePos>>,
    pub finished: Vec<Seat>,
}

impl Eile {
    /// A new game on a given board.
    pub fn with_board(options: &EileOptions, board: Arc<EileBoard>) -> Result<Self, RulesError> {
        if !(2..=4).contains(&options.players) {
            return Err(RulesError::new(format!(
                "Eile mit Weile is for 2, 3 or 4 players, not {}",
                options.players
            )));
        }
        if !(1..=4).contains(&options.stones) {
            return Err(RulesError::new(format!(
                "each player has 1 to 4 stones, not {}",
                options.stones
            )));
        }
        let arms = arms_for_players(options.players);
        let stones = vec![vec![StonePos::Star; usize::from(options.stones)]; arms.len()];
        Ok(Self {
            board,
            options: options.clone(),
            arms,
            stones,
            current: Seat(0),
            phase: Phase::AwaitRoll,
            sixes_in_row: 0,
            finished: Vec::new(),
            actions_applied: 0,
            track: moves::TrackMasks::default(),
        })
    }

    /// A position for tests and puzzles: these stones, this seat to roll.
    /// Validated: one list per seat, the option's number of stones, no stone past the hut,
    /// never three stones of one colour on a track field (no move can make that: a blockade
    /// cannot be joined, and the track's bit sets count two at most).
    pub fn with_stones(
        options: &EileOptions,
        stones: Vec<Vec<StonePos>>,
        current: Seat,
    ) -> Result<Self, RulesError> {
        let mut game = <Self as Game>::new(options)?;
        if stones.len() != game.seat_count()
            || stones
                .iter()
                .any(|s| s.len() != usize::from(options.stones))
        {
            return Err(RulesError::new(
                "one list per seat, each with the options' number of stones",
            ));
        }
        let hut = game.board.steps_to_hut();
        if stones
            .iter()
            .flatten()
            .any(|p| matches!(p, StonePos::Run(k) if usize::from(*k) > hut))
        {
            return Err(RulesError::new("a stone stands past the hut"));
        }
        if current.index() >= game.seat_count() {
            return Err(RulesError::new("no such seat"));
        }
        let crowded = stones.iter().enumerate().any(|(s, own)| {
            let mut fields: Vec<usize> = own
                .iter()
                .filter_map(|&p| game.track_index(Seat(s as u8), p))
                .collect();
            fields.sort_unstable();
            fields.windows(3).any(|w| w[0] == w[2])
        });
        if crowded {
            return Err(RulesError::new(
                "three stones of one colour stand on one field (two make a blockade, which no \
                 stone may join)",
            ));
        }
        game.stones = stones;
        game.track = game.read_track();
        game.current = current;
        Ok(game)
    }

    pub fn board(&self) -> &EileBoard {
        &self.board
    }

    pub fn options(&self) -> &EileOptions {
        &self.options
    }

    /// The arm (and colour index) of a seat.
    pub fn arm_of(&self, seat: Seat) -> usize {
        self.arms[seat.index()]
    }

    /// The colour name of a seat.
    pub fn colour_name(&self, seat: Seat) -> &'static str {
        COLOUR_NAMES[self.arm_of(seat)]
    }

    pub fn stones(&self, seat: Seat) -> &[StonePos] {
        &self.stones[seat.index()]
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn sixes_in_row(&self) -> u8 {
        self.sixes_in_row
    }

    pub fn finished(&self) -> &[Seat] {
        &self.finished
    }

    /// The track index of a stone, if it stands on the common track.
    pub fn track_index(&self, seat: Seat, pos: StonePos) -> Option<usize> {
        match pos {
            StonePos::Run(k) if usize::from(k) <= self.board.steps_to_head() => {
                // The start field and the steps are each below the track's length.
                let t = self.board.start_field(self.arm_of(seat)) + usize::from(k);
                let len = self.board.track_len();
                Some(if t >= len { t - len } else { t })
            }
            _ => None,
        }
    }

    /// The 1-based path field of a stone on its path to the hut.
    pub fn path_field(&self, pos: StonePos) -> Option<usize> {
        match pos {
            StonePos::Run(k)
                if usize::from(k) > self.board.steps_to_head()
                    && usize::from(k) < self.board.steps_to_hut() =>
            {
                Some(usize::from(k) - self.board.steps_to_head())
            }
            _ => None,
        }
    }

    /// Whether a stone is in the hut.
    pub fn in_hut(&self, pos: StonePos) -> bool {
        pos == StonePos::Run(self.board.steps_to_hut() as u8)
    }

    /// Fields a die face is worth: a 6 counts 12.
    pub fn count_of(face: u8) -> u8 {
        if face == 6 { 12 } else { face }
    }

    /// `apply` and `apply_quietly`: the action checked and applied, its events written into
    /// `events`.
    fn apply_into(
        &mut self,
        action: &EileAction,
        events: &mut impl EventSink<EileEvent>,
    ) -> Result<(), IllegalAction> {
        self.apply_checked(*action, events)?;
        debug_assert_eq!(
            self.track,
            self.read_track(),
            "the track masks follow the stones"
        );
        self.actions_applied += 1;
        Ok(())
    }
}

/// Which arms the players take: two players sit opposite each other.
fn arms_for_players(players: u8) -> Vec<usize> {
    match players {
        2 => vec![0, 2],
        3 => vec![0, 1, 2],
        _ => vec![0, 1, 2, 3],
    }
}

impl Game for Eile {
    type Options = EileOptions;
    type Action = EileAction;
    type Event = EileEvent;
    type View = EileView;

    const ID: &'static str = "eile";

    fn new(options: &EileOptions) -> Result<Self, RulesError> {
        Self::with_board(options, EileBoard::standard())
    }

    fn seat_count(&self) -> usize {
        self.arms.len()
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::AwaitRoll => ToMove::Chance,
            Phase::AwaitMove { .. } => ToMove::Seat(self.current),
            Phase::Over => ToMove::Over,
        }
    }

    fn legal_actions(&self) -> Vec<EileAction> {
        match self.phase {
            Phase::AwaitRoll => (1..=6).map(EileAction::Roll).collect(),
            Phase::AwaitMove { face } => self.legal_moves(face),
            Phase::Over => Vec::new(),
        }
    }

    fn chance_outcomes(&self) -> Vec<(EileAction, Probability)> {
        if self.phase != Phase::AwaitRoll {
            return Vec::new();
        }
        d6_outcomes()
            .map(|(face, p)| (EileAction::Roll(face), p))
            .collect()
    }

    fn pick_chance_outcome(&self, pick: &mut dyn FnMut(u32) -> u32) -> Option<EileAction> {
        // One die, its faces alike (`chance_outcomes`).
        if self.phase != Phase::AwaitRoll {
            return None;
        }
        d6_face_at(pick(6) as usize).map(EileAction::Roll)
    }

    fn apply(&mut self, action: &EileAction) -> Result<Vec<EileEvent>, IllegalAction> {
        let mut events = Vec::with_capacity(4);
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    fn apply_quietly(&mut self, action: &EileAction) -> Result<(), IllegalAction> {
        self.apply_into(action, &mut NoEvents)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.current_places())
    }

    fn view(&self, _seat: Seat) -> EileView {
        EileView {
            options: self.options.clone(),
            colours: self.arms.iter().map(|&a| COLOUR_NAMES[a]).collect(),
            current: self.current,
            phase: self.phase,
            sixes_in_row: self.sixes_in_row,
            stones: self.stones.clone(),
            finished: self.finished.clone(),
        }
    }

    fn format_action(&self, action: &EileAction) -> String {
        notation::format(action)
    }

    fn parse_action(&self, text: &str) -> Result<EileAction, RulesError> {
        notation::parse(text)
    }

    fn progress(&self) -> u64 {
        self.actions_applied
    }
}
