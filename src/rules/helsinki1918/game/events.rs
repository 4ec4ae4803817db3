//! What happens in Helsinki 1918, as typed events: a screen animates them and the move log
//! writes them in words (`HEvent::text`).

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

    /// The event in the move log's words (`players`: the game's seat count, for the victory).
    pub fn text(&self, data: &HelsinkiData, players: u8) -> String {
        use HEvent::*;
        let at = |h: &Hex| format!("{},{}", h.0, h.1);
        match self {
            CardDrawn { side, deck } => match deck {
                Deck::RedEvents => "The Reds draw a secret event".into(),
                Deck::WhiteActivity => "The Whites draw an activity card".into(),
                _ => format!("The {side} draw a support card"),
            },
            CardSwapped { side } => format!("The {side} discard a card unseen and draw two"),
            CardPlayed { side, card } => {
                format!("The {side} play \"{}\"", data.card(usize::from(*card)).name)
            }
            FirstInitiative { side, points } => {
                format!("First initiative: {side}, {points} command points")
            }
            InitiativeRolled {
                german,
                red,
                winner,
            } => format!("Initiative: Germans {german}, Reds {red}: the {winner} act"),
            CommandPoints { side, points } => format!("{side}: {points} command points"),
            GermanPoint { to } => {
                let what = match to {
                    GermanTrack::Tikkurila => "Tikkurila",
                    GermanTrack::Meurer => "the Meurer arrival track",
                    GermanTrack::DivisionHq => "the Division HQ",
                };
                format!("The Germans add a point to {what}")
            }
            UnspentPoints { points } => {
                format!("{points} German command points left unspent: the clock runs on")
            }
            InitiativeEnded { side } => format!("The {side} end their initiative"),
            Midnight { tests } => format!("Midnight: {tests} Red units out of command test"),
            Moved { side, units, to } => format!(
                "{} {} move to {}",
                units.len(),
                side_adjective(*side),
                at(to)
            ),
            Placed { side, hex, .. } => {
                format!(
                    "A {} unit takes the field at {}",
                    side_adjective(*side),
                    at(hex)
                )
            }
            Reinforced { .. } => "They reinforce the battle".into(),
            BattleBegun { hex, attacker } => {
                format!("Battle at {}: the {attacker} attack", at(hex))
            }
            ColumnShifted { .. } => "The Germans shift the battle column".into(),
            MoraleSpent => "The Reds spend morale for a milder result".into(),
            Battle {
                attack,
                defence,
                effects,
                ..
            } if effects.is_empty() => format!("Battle: {attack} against {defence}: no effect"),
            Battle {
                attack,
                defence,
                effects,
                ..
            } => format!(
                "Battle: {attack} against {defence}: the {} lose ({})",
                if attack < defence {
                    "attackers"
                } else {
                    "defenders"
                },
                effects
                    .iter()
                    .map(|e| e.words())
                    .collect::<Vec<_>>()
                    .join(" + ")
            ),
            Retreated { side, .. } => format!("A {} unit retreats", side_adjective(*side)),
            ToReserve { side, .. } => format!(
                "A {} unit is disordered back to the reserve",
                side_adjective(*side)
            ),
            Destroyed { side, .. } => match *side {
                RED => "A Red unit is destroyed: onto the morale track".into(),
                GERMAN => "A German unit is destroyed: three time squares lost".into(),
                _ => "A White unit is destroyed".into(),
            },
            Regrouped { units } => {
                format!("{} German units regroup to the reserve", units.len())
            }
            HqMoved { .. } => "A German HQ moves".into(),
            MeurerHqPlaced { .. } => {
                "Abteilung Meurer's HQ is put on a corner of the arrival hex".into()
            }
            Meurer { face, landed: true } => format!("Abteilung Meurer lands (roll {face})"),
            Meurer { face, .. } => format!("Abteilung Meurer does not land yet (roll {face})"),
            MoraleOrder { total, up } => {
                format!("Morale order: {total}: the marker moves {up} up")
            }
            NewUnitRoll { total, result, .. } => match result {
                NewUnit::InCommand => format!("{total}: a new unit in command"),
                NewUnit::DirectCommand => format!("{total}: a new unit in direct command"),
                NewUnit::Nobody => format!("{total}: no new unit"),
            },
            Arrest {
                total,
                arrested: true,
            } => format!("Arrest: {total}: a White squad is arrested"),
            Arrest { total, .. } => format!("Arrest: {total}: the squad slips away"),
            Organise {
                total,
                gathered: true,
            } => format!("Organise: {total}: a White squad gathers"),
            Organise { total, .. } => format!("Organise: {total}: no squad"),
            Form { face, formed: true } => format!("Form a unit: {face}: a White unit comes out"),
            Form { face, .. } => format!("Form a unit: {face}: nobody comes"),
            CommandTest {
                face,
                distance,
                passed,
                ..
            } => format!(
                "Out of command test {face} against {}: {}",
                distance.map_or_else(|| "no way to command".to_string(), |d| d.to_string()),
                if *passed { "passed" } else { "failed" }
            ),
            DisorderLost { face } => format!("Disorder test {face}: the men go home"),
            NightBreakUp { face } => {
                format!("Night test {face}: a Red unit out of command breaks up")
            }
            RedHqTaken { by } => format!("A Red HQ is taken by the {by}"),
            GermanHqFellBack { .. } => "A German HQ falls back to another corner".into(),
            GermanHqOverrun { .. } => "A German HQ is overrun".into(),
            GameOver { victory, .. } => {
                format!("The game ends: {}", victory_text(*victory, players))
            }
        }
    }
}
