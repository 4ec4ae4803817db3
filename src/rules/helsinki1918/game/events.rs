//! What happens in Helsinki 1918, as typed events: a screen animates them and the move log
//! writes them in words (`HEvent::text`, in words.rs).

use super::*;

/// What a roll for new units gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewUnit {
    InCommand,
    DirectCommand,
    Nobody,
}

/// Where the Germans put the point a Red initiative gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GermanTrack {
    Tikkurila,
    Meurer,
    DivisionHq,
}

/// What happened, for logs and views.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HEvent {
    /// A card drawn from `deck` into the side's hand (or the Reds' secret events).
    CardDrawn {
        side: Side,
        deck: Deck,
    },
    /// A card discarded unseen to draw two (the White choice at a Red initiative).
    CardSwapped {
        side: Side,
    },
    /// A card played (its index in the data).
    CardPlayed {
        side: Side,
        card: CardId,
    },
    /// The first initiative: no dice.
    FirstInitiative {
        side: Side,
        points: u8,
    },
    /// The initiative dice (after the last winner's −1) and who acts.
    InitiativeRolled {
        german: u8,
        red: u8,
        winner: Side,
    },
    /// The side gives orders with these command points.
    CommandPoints {
        side: Side,
        points: u8,
    },
    /// At a Red initiative the Germans add a point to a track.
    GermanPoint {
        to: GermanTrack,
    },
    /// German command points left unspent move the clock.
    UnspentPoints {
        points: u8,
    },
    InitiativeEnded {
        side: Side,
    },
    /// At midnight these Red units out of command take the night test.
    Midnight {
        tests: usize,
    },
    /// Units move (a new unit taking the field moves from nowhere).
    Moved {
        side: Side,
        units: Vec<UnitId>,
        to: Hex,
    },
    /// A new unit takes the field.
    Placed {
        side: Side,
        unit: UnitId,
        hex: Hex,
    },
    /// Units joined their side in an existing battle.
    Reinforced {
        side: Side,
        units: Vec<UnitId>,
        hex: Hex,
    },
    /// A battle begins (or goes on) at `hex`.
    BattleBegun {
        hex: Hex,
        attacker: Side,
    },
    /// The German column shift (−1 harsher, +1 milder).
    ColumnShifted {
        by: i8,
    },
    /// The Reds spend a morale point for a milder column.
    MoraleSpent,
    /// A battle's totals and effects (no effects: the battle pauses).
    Battle {
        hex: Hex,
        attacker: Side,
        attack: i8,
        defence: i8,
        effects: Vec<Effect>,
    },
    Retreated {
        side: Side,
        unit: UnitId,
    },
    /// A disordered unit goes back to its reserve.
    ToReserve {
        side: Side,
        unit: UnitId,
    },
    /// A unit destroyed: a Red onto the morale track, a German onto the time track.
    Destroyed {
        side: Side,
        unit: UnitId,
    },
    Regrouped {
        units: Vec<UnitId>,
    },
    HqMoved {
        hq: u8,
        to: Vertex,
    },
    /// Abteilung Meurer's HQ is put on a corner of the arrival hex at the landing.
    MeurerHqPlaced {
        to: Vertex,
    },
    /// The Abteilung Meurer landing roll.
    Meurer {
        face: u8,
        landed: bool,
    },
    /// The morale order moved the marker up this many squares.
    MoraleOrder {
        total: i8,
        up: usize,
    },
    /// A recruitment (Red) or deployment (German) roll.
    NewUnitRoll {
        side: Side,
        total: i8,
        result: NewUnit,
    },
    Arrest {
        total: i8,
        arrested: bool,
    },
    Organise {
        total: i8,
        gathered: bool,
    },
    Form {
        face: u8,
        formed: bool,
    },
    /// An out-of-command test against the distance to command (`None`: no way there).
    CommandTest {
        side: Side,
        face: u8,
        distance: Option<u32>,
        passed: bool,
    },
    /// A Red disorder test lost: the men go home.
    DisorderLost {
        face: u8,
    },
    /// A Red unit out of command broke up at the night test.
    NightBreakUp {
        face: u8,
    },
    RedHqTaken {
        by: Side,
    },
    GermanHqFellBack {
        hq: u8,
        to: Vertex,
    },
    GermanHqOverrun {
        hq: u8,
    },
    GameOver {
        outcome: Outcome,
        victory: Victory,
    },
}

impl HEvent {
    /// The side the event is about, for the log's colour.
    pub fn side(&self) -> Option<Side> {
        use HEvent::*;
        match self {
            CardDrawn { side, .. }
            | CardSwapped { side }
            | CardPlayed { side, .. }
            | FirstInitiative { side, .. }
            | CommandPoints { side, .. }
            | InitiativeEnded { side }
            | Moved { side, .. }
            | Placed { side, .. }
            | Reinforced { side, .. }
            | Retreated { side, .. }
            | ToReserve { side, .. }
            | Destroyed { side, .. }
            | NewUnitRoll { side, .. }
            | CommandTest { side, .. } => Some(*side),
            InitiativeRolled { winner, .. } => Some(*winner),
            BattleBegun { attacker, .. } => Some(*attacker),
            RedHqTaken { by } => Some(*by),
            GermanPoint { .. }
            | UnspentPoints { .. }
            | ColumnShifted { .. }
            | Regrouped { .. }
            | HqMoved { .. }
            | MeurerHqPlaced { .. }
            | Meurer { .. }
            | GermanHqFellBack { .. } => Some(GERMAN),
            Midnight { .. }
            | MoraleSpent
            | MoraleOrder { .. }
            | Arrest { .. }
            | DisorderLost { .. }
            | NightBreakUp { .. }
            | GermanHqOverrun { .. } => Some(RED),
            Organise { .. } | Form { .. } => Some(WHITE),
            Battle { .. } | GameOver { .. } => None,
        }
    }
}
