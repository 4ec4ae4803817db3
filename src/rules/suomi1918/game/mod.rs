//! The 1918 map game's rules: setup by alternate rolls, exact moves, shooting, the verses of
//! the starred places, sides shared by several players, and the end.

mod apply;
mod moves;
mod notation;
mod turn_end;

use crate::words;
use std::sync::Arc;

use super::SuomiMap;
use crate::rules::{
    EventSink, Game, IllegalAction, NoEvents, Outcome, Probability, RulesError, Seat, ToMove,
    common::{d6_face_at, d6_outcomes},
};

/// The two sides: the Reds begin.
pub const SIDE_NAMES: [&str; 2] = ["Punaiset", "Valkoiset"];

/// The two sides of the 1918 game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Side {
    Red,
    White,
}

pub const RED: Side = Side::Red;
pub const WHITE: Side = Side::White;

impl Side {
    pub const BOTH: [Side; 2] = [RED, WHITE];

    /// The side of the setup roll `k` (the sides take turns, Reds first).
    pub fn of_turn(k: u8) -> Side {
        if k.is_multiple_of(2) { RED } else { WHITE }
    }

    /// The side's place in per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            RED => WHITE,
            WHITE => RED,
        }
    }

    /// The side's Finnish name ("Punaiset").
    pub fn name(self) -> &'static str {
        SIDE_NAMES[self.index()]
    }
}

/// Options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SuomiOptions {
    /// Artillery tiles per side: 2 (tiles 5–6) or 4 (tiles 3–6), our reading.
    pub artillery: u8,
    /// Players on the Red side and on the White side; a side's turns rotate among them.
    pub red_players: u8,
    pub white_players: u8,
    /// Turns per side after which the side that lost fewer men wins (ours: the printed rules
    /// have no limit, and two careful sides could dodge each other for ever).
    pub turn_limit: u32,
}

/// The most turns per side a game may set (ours: a game's length stays bounded).
pub const MAX_TURN_LIMIT: u32 = 500;

impl Default for SuomiOptions {
    fn default() -> Self {
        Self {
            artillery: 4,
            turn_limit: 150,
            red_players: 1,
            white_players: 1,
        }
    }
}

/// A tile: a disc with a pin in the sector of its strength (thousands of men).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Tile {
    pub side: Side,
    /// 1..=6: the tile's number in the setup list.
    pub number: u8,
    /// 0 before its setup roll; removed tiles are not kept.
    pub strength: u8,
    pub artillery: bool,
    pub circle: usize,
}

/// One action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SuomiAction {
    /// The die shows this face (chance).
    Roll(u8),
    /// Move the side's tile `tile` (1..=6) exactly the roll to this circle.
    Move { tile: u8, to: usize },
    /// Shoot from tile `tile` at the enemy tile `target` (1..=6), firing from the circle
    /// `from` next to the target (the shooter's own circle when it fires without moving).
    Shoot { tile: u8, target: u8, from: usize },
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SuomiEvent {
    /// A setup roll set a tile's strength.
    Strength {
        side: Side,
        tile: u8,
        strength: u8,
    },
    Rolled {
        side: Side,
        face: u8,
    },
    Moved {
        side: Side,
        tile: u8,
        path: Vec<usize>,
    },
    /// A shot: the shooter walked `path` to the circle next to the target, which lost men.
    Shot {
        side: Side,
        tile: u8,
        path: Vec<usize>,
        target: u8,
        loss: u8,
    },
    /// A tile's strength changed (a shot or a verse).
    StrengthChanged {
        side: Side,
        tile: u8,
        strength: u8,
    },
    /// A tile left the game.
    Removed {
        side: Side,
        tile: u8,
    },
    /// The verse of a starred place applied.
    Verse {
        circle: usize,
        side: Side,
        tile: u8,
    },
    /// The roll could not be used.
    Passed {
        side: Side,
    },
    /// Hanko: the Whites roll again.
    RollAgain {
        side: Side,
    },
    GameOver {
        outcome: Outcome,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Phase {
    /// Setup roll `k` (0..12): Red's tile k/2+1 on even k, White's on odd k.
    Setup(u8),
    AwaitRoll,
    AwaitMove {
        face: u8,
    },
    Over,
}

/// The whole state.
#[derive(Clone, Debug)]
pub struct Suomi1918 {
    map: Arc<SuomiMap>,
    options: SuomiOptions,
    tiles: Vec<Tile>,
    phase: Phase,
    side: Side,
    /// Turns each side has had, to rotate its players.
    turns: [u32; 2],
    /// The verses of one historical event that have fired (each fires once a game).
    spent: OnceVerses,
    /// Men each side has lost to shots and verses (Reds, Whites), for the turn limit.
    lost: [u32; 2],
    outcome: Option<Outcome>,
    actions: u64,
    /// The map's special places, looked up by name once.
    places: Places,
    /// For the roll the side is moving with (`Phase::AwaitMove`): each tile's reach, by its
    /// number (`moves::RollReach`), worked out once when the die fell.
    roll_reach: [moves::RollReach; 7],
}

/// The verses that tell of one event and so fire once a game: Viipuri's victory march,
/// the Hanko landing and the Varkaus relief.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct OnceVerses {
    pub viipuri: bool,
    pub hanko: bool,
    pub varkaus: bool,
}

/// What a side sees: everything.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SuomiView {
    pub side: Side,
    pub phase: Phase,
    pub tiles: Vec<Tile>,
    /// The once-a-game verses already fired.
    pub spent: OnceVerses,
}

/// Special places by printed name.
#[derive(Clone, Copy, Debug)]
struct Places {
    helsinki: Option<usize>,
    kirkkonummi: Option<usize>,
    pahankoski: Option<usize>,
    pori: Option<usize>,
    vammala: Option<usize>,
    varkaus: Option<usize>,
    hanko: Option<usize>,
    kymi: Option<usize>,
    mantyharju: Option<usize>,
    kouvola: Option<usize>,
    tampere: Option<usize>,
    viipuri: Option<usize>,
    vilppula: Option<usize>,
}

impl Places {
    fn of(map: &SuomiMap) -> Self {
        Self {
            helsinki: map.named("Helsinki"),
            kirkkonummi: map.named("Kirkkonummi"),
            pahankoski: map.named("Pahankoski"),
            pori: map.named("Pori"),
            vammala: map.named("Vammala"),
            varkaus: map.named("Varkaus"),
            hanko: map.named("Hanko"),
            kymi: map.named("Kymin silta"),
            mantyharju: map.named("Mäntyharju"),
            kouvola: map.named("Kouvola"),
            tampere: map.named("Tampere"),
            viipuri: map.named("Viipuri"),
            vilppula: map.named("Vilppula"),
        }
    }
}

impl Suomi1918 {
    pub fn with_map(options: &SuomiOptions, map: Arc<SuomiMap>) -> Result<Self, RulesError> {
        if options.artillery != 2 && options.artillery != 4 {
            return Err(RulesError::new("each side has 2 or 4 artillery tiles"));
        }
        if !(1..=MAX_TURN_LIMIT).contains(&options.turn_limit) {
            let limit = format!("the turn limit must be 1 to {MAX_TURN_LIMIT}");
            return Err(RulesError::new(limit));
        }
        if !(1..=3).contains(&options.red_players) || !(1..=3).contains(&options.white_players) {
            return Err(RulesError::new("each side has 1 to 3 players"));
        }
        let first_artillery = 7 - options.artillery;
        let mut tiles = Vec::new();
        for (side, setup) in [(RED, &map.red_setup), (WHITE, &map.white_setup)] {
            for (i, &circle) in setup.iter().enumerate() {
                let number = i as u8 + 1;
                tiles.push(Tile {
                    side,
                    number,
                    strength: 0,
                    artillery: number >= first_artillery,
                    circle,
                });
            }
        }
        Ok(Self {
            places: Places::of(&map),
            map,
            options: options.clone(),
            tiles,
            phase: Phase::Setup(0),
            side: RED,
            turns: [0, 0],
            spent: OnceVerses::default(),
            lost: [0, 0],
            outcome: None,
            actions: 0,
            roll_reach: Default::default(),
        })
    }

    /// A position for tests: these tiles, `side` to roll next (setup done).
    pub fn with_tiles(
        options: &SuomiOptions,
        tiles: Vec<Tile>,
        side: Side,
    ) -> Result<Self, RulesError> {
        let mut game = <Self as Game>::new(options)?;
        for (i, t) in tiles.iter().enumerate() {
            if t.circle >= game.map.circles.len() || !(1..=6).contains(&t.strength) {
                return Err(RulesError::new(
                    "a tile needs a circle of the map and strength 1 to 6",
                ));
            }
            // The rules find a side's tile by its number (the roll's reach is kept by it).
            let twin = tiles[..i]
                .iter()
                .any(|o| o.side == t.side && o.number == t.number);
            if !(1..=6).contains(&t.number) || twin {
                return Err(RulesError::new(
                    "a side's tiles are numbered 1 to 6, each number once",
                ));
            }
        }
        game.tiles = tiles;
        game.phase = Phase::AwaitRoll;
        game.side = side;
        Ok(game)
    }

    pub fn map(&self) -> &SuomiMap {
        &self.map
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    pub fn options(&self) -> &SuomiOptions {
        &self.options
    }

    /// Turns each side has had (Reds, Whites).
    pub fn turns(&self) -> [u32; 2] {
        self.turns
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The once-a-game verses already fired.
    pub fn spent_verses(&self) -> OnceVerses {
        self.spent
    }

    /// Thousands of men each side has lost to shots and verses (Reds, Whites): at the turn
    /// limit the side that lost fewer wins.
    pub fn men_lost(&self) -> [u32; 2] {
        self.lost
    }

    /// Mäntyharju: a Red tile there leaves only on a 6, and only once the Reds have brought
    /// their guns to Kouvola (a Red artillery tile stands at Kouvola).
    pub fn held_at_mantyharju(&self, tile: &Tile, face: u8) -> bool {
        let places = &self.places;
        if tile.side != RED || Some(tile.circle) != places.mantyharju {
            return false;
        }
        let guns_at_kouvola = self
            .tiles
            .iter()
            .any(|t| t.side == RED && t.artillery && Some(t.circle) == places.kouvola);
        face != 6 || !guns_at_kouvola
    }

    pub fn side_to_move(&self) -> Side {
        self.side
    }

    /// The side a seat plays for: the Red players' seats come first.
    pub fn seat_side(&self, seat: usize) -> Side {
        if seat < usize::from(self.options.red_players) {
            RED
        } else {
            WHITE
        }
    }

    /// A tile by side and number, if it is still in the game.
    pub fn tile(&self, side: Side, number: u8) -> Option<&Tile> {
        self.tiles
            .iter()
            .find(|t| t.side == side && t.number == number)
    }

    /// The seat whose die it is or who moves now: in the setup the rolling side's first
    /// player, in play the side's player whose turn it is; `None` once the game is over.
    pub fn acting_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Setup(k) => Some(self.seat_of_side(Side::of_turn(k))),
            Phase::AwaitRoll | Phase::AwaitMove { .. } => Some(self.seat_of_side(self.side)),
        }
    }

    /// The seat that plays for a side now (the side's players take turns).
    pub fn seat_of_side(&self, side: Side) -> Seat {
        let players = [self.options.red_players, self.options.white_players];
        let offset = if side == RED {
            0
        } else {
            self.options.red_players
        };
        Seat(offset + (self.turns[side.index()] % u32::from(players[side.index()])) as u8)
    }
}

impl Game for Suomi1918 {
    type Options = SuomiOptions;
    type Action = SuomiAction;
    type Event = SuomiEvent;
    type View = SuomiView;

    const ID: &'static str = "suomi1918";

    fn new(options: &SuomiOptions) -> Result<Self, RulesError> {
        Self::with_map(options, SuomiMap::standard())
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.red_players + self.options.white_players)
    }

    fn to_move(&self) -> ToMove {
        match self.phase {
            Phase::Over => ToMove::Over,
            Phase::Setup(_) | Phase::AwaitRoll => ToMove::Chance,
            Phase::AwaitMove { .. } => ToMove::Seat(self.seat_of_side(self.side)),
        }
    }

    fn legal_actions(&self) -> Vec<SuomiAction> {
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Setup(_) | Phase::AwaitRoll => (1..=6).map(SuomiAction::Roll).collect(),
            Phase::AwaitMove { face } => self.moves_with(face),
        }
    }

    fn pick_legal_action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<SuomiAction> {
        match self.phase {
            Phase::Over => None,
            Phase::Setup(_) | Phase::AwaitRoll => d6_face_at(pick(6)).map(SuomiAction::Roll),
            Phase::AwaitMove { face } => self.pick_move(face, pick),
        }
    }

    fn chance_outcomes(&self) -> Vec<(SuomiAction, Probability)> {
        match self.phase {
            Phase::Setup(_) | Phase::AwaitRoll => d6_outcomes()
                .map(|(f, p)| (SuomiAction::Roll(f), p))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn pick_chance_outcome(&self, pick: &mut dyn FnMut(u32) -> u32) -> Option<SuomiAction> {
        // One die, its faces alike (`chance_outcomes`).
        match self.phase {
            Phase::Setup(_) | Phase::AwaitRoll => {
                d6_face_at(pick(6) as usize).map(SuomiAction::Roll)
            }
            _ => None,
        }
    }

    fn apply(&mut self, action: &SuomiAction) -> Result<Vec<SuomiEvent>, IllegalAction> {
        let mut events = Vec::with_capacity(4);
        self.apply_checked::<true, _>(action, &mut events)?;
        self.actions += 1;
        Ok(events)
    }

    fn apply_quietly(&mut self, action: &SuomiAction) -> Result<(), IllegalAction> {
        self.apply_checked::<true, _>(action, &mut NoEvents)?;
        self.actions += 1;
        Ok(())
    }

    fn apply_listed(&mut self, action: &SuomiAction) -> Result<(), IllegalAction> {
        self.apply_checked::<false, _>(action, &mut NoEvents)?;
        self.actions += 1;
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, _seat: Seat) -> SuomiView {
        SuomiView {
            side: self.side,
            phase: self.phase,
            tiles: self.tiles.clone(),
            spent: self.spent,
        }
    }

    fn format_action(&self, action: &SuomiAction) -> String {
        match action {
            SuomiAction::Roll(f) => format!("r{f}"),
            SuomiAction::Move { tile, to } => format!("t{tile}-{}", self.map.circles[*to].id),
            SuomiAction::Shoot { tile, target, from } => {
                format!("t{tile}x{target}@{}", self.map.circles[*from].id)
            }
        }
    }

    fn parse_action(&self, text: &str) -> Result<SuomiAction, RulesError> {
        crate::rules::parse_canonical(text, |t| self.parse_loose(t), |a| self.format_action(a))
    }

    fn progress(&self) -> u64 {
        self.actions
    }
}
