//! The rules of Helsinki 1918: setup, initiatives, command points, time and night, unit
//! status, the orders of the three sides, movement, battle, cards, Tikkurila, Abteilung
//! Meurer and the end with its victory levels. Dice and card draws are chance actions.

mod apply;
mod battle;
mod board;
mod cards;
mod events;
mod game_impl;
mod grid_walk;
mod hidden;
mod initiative;
mod losses;
mod movement;
mod notation;
mod orders;
mod prompt;
mod rolls;
mod search_memo;
mod setup;
#[cfg(test)]
mod test_games;
mod victory;
mod words;

pub use board::CommandArea;
pub use events::{GermanTrack, HEvent, NewUnit};
pub use hidden::{HIDDEN_DRAW, HIDDEN_SWAP};
pub use prompt::BattleSummary;
pub use words::{card_name, card_text, effect_words, side_label, side_the, victory_text};

use board::Occupancy;

use std::collections::VecDeque;

use super::data::{
    CardEffect, Condition, Deck, Effect, FastMap, FastSet, HelsinkiData, Hex, Terrain, Timing,
    Vertex, direction, neighbour,
};
use crate::rules::{Game, IllegalAction, Outcome, Probability, RulesError, Seat, ToMove};

/// A unit, by its index in the game's unit list (fixed from the setup).
pub type UnitId = u16;

/// The units an order names, kept in the action itself (no heap): an order takes units of
/// one side in one hex, at most the stack limit (the data are checked to start so), with
/// room to spare.
pub type UnitList = crate::rules::common::InlineList<UnitId, 8>;
/// A card, by its index in the data's card list.
pub type CardId = u16;

/// One of the three sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Side {
    Red,
    White,
    German,
}

pub const RED: Side = Side::Red;
pub const WHITE: Side = Side::White;
pub const GERMAN: Side = Side::German;
pub const SIDE_NAMES: [&str; 3] = ["Reds", "Whites", "Germans"];

impl Side {
    /// The three sides in their order (Reds, Whites, Germans).
    pub const ALL: [Side; 3] = [RED, WHITE, GERMAN];

    /// The side's place in per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side at `index` of a per-side array.
    pub fn from_index(index: usize) -> Option<Side> {
        Self::ALL.get(index).copied()
    }

    /// The side's name in the plural ("Reds").
    pub fn name(self) -> &'static str {
        SIDE_NAMES[self.index()]
    }
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Units in one hex of one camp at the most: the stack limit.
pub const STACK_LIMIT: usize = 3;
// An order names a stack's units in a `UnitList`, and the listing keeps a hex's in one.
const _: () = assert!(STACK_LIMIT <= UnitList::MAX);

/// A unit's command status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Command {
    /// Out of command: orders to it need a test.
    Out,
    /// In command of an HQ (or in the Tikkurila box).
    In,
    /// In direct command: in the hex of an HQ.
    Direct,
}

/// The three hexes of the Tikkurila box, off the map; the last one holds the railway.
pub const TIKKURILA: [Hex; 3] = [(1000, 0), (1001, 0), (1002, 0)];

pub fn in_tikkurila(h: Hex) -> bool {
    TIKKURILA.contains(&h)
}

/// Reds fight Germans and Whites; Germans and Whites are friends.
pub fn opposed(a: Side, b: Side) -> bool {
    (a == RED) != (b == RED)
}

/// Options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HelsinkiOptions {
    /// 3: Reds, Whites and Germans each a seat; 2: the Reds against Germans and Whites.
    pub players: u8,
}

impl Default for HelsinkiOptions {
    fn default() -> Self {
        Self { players: 3 }
    }
}

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Place {
    Map(Hex),
    Reserve,
    /// In the Abteilung Meurer box, waiting for the landing.
    Meurer,
    /// Destroyed (a Red unit on the morale track, a German on the time track) or gone.
    Gone,
}

/// A unit: a stick, about a company. `facing` is the direction it faces in a battle hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Unit {
    pub side: Side,
    pub place: Place,
    pub facing: Option<u8>,
}

/// The victory level at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Victory {
    RedMajor,
    RedMinor,
    /// The Germans destroyed all three Red HQs: German major, White minor victory.
    GermanMajor,
    /// The Whites destroyed a Red HQ and hold flag hexes: White major, German minor.
    WhiteMajor,
    Shared,
}

/// One action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HAction {
    /// Chance: the German and the Red initiative dice.
    Initiative {
        german: u8,
        red: u8,
    },
    /// Chance: one die for the pending order or test.
    Die(u8),
    /// Chance: a card drawn (its index in the data).
    Draw(CardId),
    /// Chance: the attacker's best battle die and the defender's die.
    BattleDice {
        attacker: u8,
        defender: u8,
    },
    End,
    Morale,
    Recruit,
    Arrest(Vertex),
    Organise(Vertex),
    Form(Hex),
    Deploy,
    DrawCard,
    Regroup(UnitList),
    Move {
        units: UnitList,
        to: Hex,
        via: Hex,
    },
    Battle {
        hex: Hex,
        units: UnitList,
    },
    MoveHq {
        hq: u8,
        to: Vertex,
    },
    Play(CardId),
    Pass,
    Put(Hex),
    /// The hex a card's battle is fought in.
    Target(Hex),
    /// The German choice at a Red initiative: 0 Tikkurila, 1 Meurer, 2 Division HQ; the
    /// White choice: 0 draw a card.
    Choose(u8),
    /// White: discard this card and draw two.
    Swap(CardId),
    /// German: shift the battle effect column (−1 harsher, +1 milder).
    Shift(i8),
    /// Red: spend a morale point for a milder column.
    MoraleShift,
    Retreat(Hex),
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Pending {
    Meurer,
    Morale,
    Recruit,
    Deploy,
    Arrest(Vertex),
    Organise(Vertex),
    Form(Hex),
    /// An order waits for the out-of-command test of `unit`.
    /// "Make an out of command test for each of these units to see which units actually will
    /// perform the order": the units still to test and those that passed.
    Ooc {
        order: Box<HAction>,
        untested: Vec<UnitId>,
        passed: Vec<UnitId>,
    },
    /// Red disorder test: a roll above the morale value destroys the unit.
    Disorder(UnitId),
    /// The night test of out-of-command Red units, one after the other.
    Night(Vec<UnitId>),
    /// A battle die rolled again by a card.
    Reroll {
        attacker: bool,
        /// The battle the die belongs to; it goes on after the die.
        battle: Box<BattleState>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BattleKind {
    /// A move into a hex with only enemies.
    Move,
    /// A battle order in an existing battle.
    Continue,
    /// A move into an existing battle from behind the enemy's facing.
    Flank { bonus: i8 },
    /// A battle a card starts, with no attacking units in the hex: the attack rolls `dice`.
    Card { dice: u8 },
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    BeforeCards(VecDeque<Side>),
    Dice,
    AfterCards(VecDeque<Side>),
    GermanShift,
    RedShift,
    Effects,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct BattleState {
    hex: Hex,
    /// The attacking side (Red, or the German or White side that gave the order).
    attacker: Side,
    units: Vec<UnitId>,
    kind: BattleKind,
    /// Where the attackers came from (for a flank attack or an attack over a bridge).
    from: Option<Hex>,
    over_bridge: bool,
    attack_mod: i8,
    defence_mod: i8,
    attack_die: u8,
    defence_die: u8,
    column: i8,
    stage: Stage,
    /// The losing side (Red, or German for the Germans and Whites), once the dice are in.
    loser: Option<Side>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    SetupEvents,
    FirstRedDraw,
    Initiative,
    RedCardDraw,
    /// The German draw-a-card order.
    GermanDraw,
    GermanChoice,
    WhiteChoice,
    WhiteDraws(u8),
    /// The active side gives orders; `tikkurila`: the German Tikkurila step.
    Orders {
        tikkurila: bool,
    },
    Roll(Pending),
    /// The side places a new unit on one of these hexes.
    Place {
        side: Side,
        hexes: Vec<Hex>,
    },
    /// The side chooses the hex of its card's battle, the attack rolling `dice` dice.
    Target {
        side: Side,
        dice: u8,
        hexes: Vec<Hex>,
    },
    /// A battle: its state lives here (and while a die or a retreat interrupts it, in the
    /// interruption: `Pending::Reroll`, `AfterWork::Battle`).
    Battle(Box<BattleState>),
    /// Abteilung Meurer has landed: the German puts its HQ on one of these free corners.
    MeurerHq(Vec<Vertex>),
    Over,
}

/// The whole state.
#[derive(Clone, Debug)]
pub struct Helsinki1918 {
    data: &'static HelsinkiData,
    options: HelsinkiOptions,
    pub(crate) units: Vec<Unit>,
    red_hq: Vec<Option<Hex>>,
    /// Red HQs destroyed, with the side whose units took the hex.
    red_hq_lost: Vec<Side>,
    german_hq: Vec<Option<Vertex>>,
    squads: Vec<Vertex>,
    squads_in_reserve: u8,
    /// German reserve box: units per column (left to right).
    reserve_columns: Vec<u8>,
    time: usize,
    german_dead: u8,
    morale: usize,
    red_casualties: usize,
    meurer_track: u8,
    meurer_landed: bool,
    division_hq: u8,
    tikkurila_points: u8,
    white_activity: usize,
    /// Cards left in each deck (indices into the data), hands, discards, Red events.
    decks: cards::DeckPiles,
    discards: cards::DeckPiles,
    hands: [Vec<CardId>; 3],
    red_events: Vec<CardId>,
    events_to_draw: u8,
    phase: Phase,
    active: Side,
    cp: u8,
    dice: (u8, u8),
    last_winner: Option<Side>,
    /// Red units waiting for their midnight out-of-command test.
    night_queue: Vec<UnitId>,
    /// The time marker passed 0:00 during the order now running: its tests follow it.
    midnight: bool,
    /// Retreats, disorders and destructions waiting to be carried out.
    work: VecDeque<Job>,
    /// Where play goes on once the work is done: every interruption of an initiative (a
    /// die for a disorder, a retreat choice) returns to the step it came from.
    after_work: AfterWork,
    /// The rest of a stack in direct command whose move order is still running: "these
    /// units can even be moved into different directions as long as none of them are entering
    /// battle", so each may still move without a point until another order is given.
    split_move: Vec<UnitId>,
    /// The German Tikkurila step of an initiative: orders paid from the Tikkurila track.
    tikkurila_step: bool,
    outcome: Option<(Outcome, Victory)>,
    actions: u64,
    /// How many units of each camp stand in each hex, kept with the units' places.
    occupancy: Occupancy,
    /// The legal decisions of this state, listed once (cloned states share it).
    legal_cache: std::sync::OnceLock<std::sync::Arc<Vec<HAction>>>,
    /// Move searches carried from state to state while they hold.
    searches: search_memo::SearchMemo,
}

/// What a seat sees: everything public, its own hand, its own secret events.
#[derive(Clone, Debug, serde::Serialize)]
pub struct HelsinkiView {
    pub seat: u8,
    pub units: Vec<Unit>,
    pub red_hq: Vec<Option<Hex>>,
    pub german_hq: Vec<Option<Vertex>>,
    pub squads: Vec<Vertex>,
    pub time: usize,
    pub morale: usize,
    pub red_casualties: usize,
    pub white_activity: usize,
    /// The seat's own cards, by id; the others' only as counts.
    pub hand: Vec<String>,
    pub hand_sizes: [usize; 3],
    pub secret_events: Vec<String>,
    pub secret_event_count: usize,
}

/// The sides a seat plays: with two players the second seat has the Whites and Germans.
pub fn seat_sides(players: u8, seat: usize) -> Vec<Side> {
    match (players, seat) {
        (2, 0) => vec![RED],
        (2, _) => vec![WHITE, GERMAN],
        (_, s) => vec![Side::from_index(s).unwrap_or(RED)],
    }
}

impl Helsinki1918 {
    pub fn data(&self) -> &'static HelsinkiData {
        self.data
    }

    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    pub fn options(&self) -> &HelsinkiOptions {
        &self.options
    }

    /// The seat that plays a side.
    pub fn seat_of(&self, side: Side) -> Seat {
        if self.options.players == 2 {
            Seat(if side == RED { 0 } else { 1 })
        } else {
            Seat(side as u8)
        }
    }

    pub fn time_square(&self) -> usize {
        self.time
    }

    pub fn time_squares(&self) -> usize {
        self.data.time_squares().len()
    }

    /// How many squares of the time track the marker may use (it ends on the last of them,
    /// index `time_limit() − 1`): destroyed Germans fill the end, three squares each.
    pub fn time_limit(&self) -> usize {
        self.time_squares()
            .saturating_sub(3 * usize::from(self.german_dead))
    }

    pub fn is_night(&self) -> bool {
        let squares = self.data.time_squares();
        self.data
            .is_night(squares[self.time.min(squares.len() - 1)])
    }

    /// The Reds' morale value: the level of the marker's square.
    pub fn morale_value(&self) -> u8 {
        self.data.tables.morale_levels[self.morale.min(self.data.tables.morale_levels.len() - 1)]
    }

    pub fn victory(&self) -> Option<Victory> {
        self.outcome.as_ref().map(|(_, v)| *v)
    }

    pub fn red_hqs(&self) -> &[Option<Hex>] {
        &self.red_hq
    }

    /// The German HQs' corners (`None` once lost; the fourth is Meurer's, before landing).
    pub fn german_hqs(&self) -> &[Option<Vertex>] {
        &self.german_hq
    }

    pub fn hand(&self, side: Side) -> &[CardId] {
        &self.hands[side.index()]
    }

    pub fn red_events(&self) -> &[CardId] {
        &self.red_events
    }

    /// A guess at the hidden cards for a player who sees only `viewer`'s sides: every other
    /// side's hand (and the Reds' secret events) is dealt again from the cards that player
    /// cannot see (that hand and its deck), keeping the sizes. `pick(n)` returns an index
    /// below `n`; the AI's search plays its samples on such guesses instead of the true hands.
    pub fn redeal_hidden(&mut self, viewer: &[Side], pick: &mut dyn FnMut(usize) -> usize) {
        let mut redeal = |hand: &mut Vec<u16>, deck: &mut Vec<u16>| {
            let size = hand.len();
            let mut pool: Vec<u16> = hand.drain(..).chain(deck.drain(..)).collect();
            for i in (1..pool.len()).rev() {
                pool.swap(i, pick(i + 1));
            }
            deck.extend(pool.split_off(size.min(pool.len())));
            *hand = pool;
        };
        for (side, deck) in [
            (RED, Deck::RedSupport),
            (WHITE, Deck::WhiteActivity),
            (GERMAN, Deck::GermanSupport),
        ] {
            if viewer.contains(&side) {
                continue;
            }
            redeal(&mut self.hands[side.index()], self.decks.pile_mut(deck));
        }
        if !viewer.contains(&RED) {
            redeal(&mut self.red_events, self.decks.pile_mut(Deck::RedEvents));
        }
        self.legal_cache = std::sync::OnceLock::new();
    }

    /// White squads arrested by the Reds (neither on the map nor in the reserve box).
    pub fn arrested_squads(&self) -> usize {
        usize::from(self.data.tables.white_squads)
            - usize::from(self.squads_in_reserve)
            - self.squads.len()
    }

    /// The number of Red units destroyed (on the morale track).
    pub fn red_casualties(&self) -> usize {
        self.red_casualties
    }

    /// The square of the Red morale marker (0 = the top).
    pub fn morale_square(&self) -> usize {
        self.morale
    }

    /// The White Activity marker's square.
    pub fn white_activity(&self) -> usize {
        self.white_activity
    }

    /// Is a battle being resolved?
    pub fn in_a_battle(&self) -> bool {
        self.battle().is_some()
    }

    pub fn active_side(&self) -> Side {
        self.active
    }

    pub fn command_points(&self) -> u8 {
        self.cp
    }

    /// The Abteilung Meurer arrival marker's square (0 = not yet on its way) and whether the
    /// detachment has landed.
    pub fn meurer_arrival(&self) -> (usize, bool) {
        (usize::from(self.meurer_track), self.meurer_landed)
    }

    /// The points on the German Division HQ track and on the Tikkurila track.
    pub fn track_points(&self) -> (u8, u8) {
        (self.division_hq, self.tikkurila_points)
    }
}

/// The step that follows the work queue.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
enum AfterWork {
    /// Back to the orders of the side giving them (after a battle with it, its end).
    #[default]
    Orders,
    /// The rest of a German initiative from this step (after Abteilung Meurer's landing).
    GermanSteps(u8),
    /// The end of the initiative (after the midnight tests its unspent German points caused).
    EndInitiative,
    /// The end of this battle (after its effects' dice and retreats).
    Battle(Box<BattleState>),
}

/// Work left after a battle's effects or a landing: retreats, disorders, destructions.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Job {
    Retreat { unit: UnitId, disorder: bool },
    ToReserve(UnitId),
    Destroy(UnitId),
}
