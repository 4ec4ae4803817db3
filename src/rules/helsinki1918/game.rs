//! The rules of Helsinki 1918: setup, initiatives, command points, time and night, unit
//! status, the orders of the three sides, movement, battle, cards, Tikkurila, Abteilung
//! Meurer and the end with its victory levels. Dice and card draws are chance actions.

use std::collections::{HashMap, VecDeque};

use super::data::{
    CardEffect, Condition, Deck, Effect, FastMap, FastSet, HelsinkiData, Hex, Terrain, Timing,
    Vertex, direction, neighbour,
};
use crate::rules::{Game, IllegalAction, Outcome, Probability, RulesError, Seat, ToMove};

pub const RED: u8 = 0;
pub const WHITE: u8 = 1;
pub const GERMAN: u8 = 2;
pub const SIDE_NAMES: [&str; 3] = ["Reds", "Whites", "Germans"];

/// The three hexes of the Tikkurila box, off the map; the last one holds the railway.
pub const TIKKURILA: [Hex; 3] = [(1000, 0), (1001, 0), (1002, 0)];

pub fn in_tikkurila(h: Hex) -> bool {
    TIKKURILA.contains(&h)
}

/// Reds fight Germans and Whites; Germans and Whites are friends.
pub fn opposed(a: u8, b: u8) -> bool {
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
    pub side: u8,
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
    Draw(u16),
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
    Regroup(Vec<u16>),
    Move {
        units: Vec<u16>,
        to: Hex,
        via: Hex,
    },
    Battle {
        hex: Hex,
        units: Vec<u16>,
    },
    MoveHq {
        hq: u8,
        to: Vertex,
    },
    Play(u16),
    Pass,
    Put(Hex),
    /// The German choice at a Red initiative: 0 Tikkurila, 1 Meurer, 2 Division HQ; the
    /// White choice: 0 draw a card.
    Choose(u8),
    /// White: discard this card and draw two.
    Swap(u16),
    /// German: shift the battle effect column (−1 harsher, +1 milder).
    Shift(i8),
    /// Red: spend a morale point for a milder column.
    MoraleShift,
    Retreat(Hex),
}

/// What happened, for logs and views.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HEvent {
    Log {
        side: Option<u8>,
        text: String,
    },
    Moved {
        side: u8,
        units: Vec<u16>,
        to: Hex,
    },
    Battle {
        hex: Hex,
        attacker: u8,
        attack: i8,
        defence: i8,
        effects: Vec<Effect>,
    },
    GameOver {
        outcome: Outcome,
        victory: Victory,
    },
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
    Ooc {
        order: Box<HAction>,
        unit: u16,
    },
    /// Red disorder test: a roll above the morale value destroys the unit.
    Disorder(u16),
    /// The night test of out-of-command Red units, one after the other.
    Night(Vec<u16>),
    /// A battle die rolled again by a card.
    Reroll {
        attacker: bool,
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
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Stage {
    BeforeCards(VecDeque<u8>),
    Dice,
    AfterCards(VecDeque<u8>),
    GermanShift,
    RedShift,
    Effects,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct BattleState {
    hex: Hex,
    /// The attacking side (Red, or the German or White side that gave the order).
    attacker: u8,
    units: Vec<u16>,
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
    loser: Option<u8>,
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
        side: u8,
        hexes: Vec<Hex>,
    },
    Battle,
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
    red_hq_lost: Vec<u8>,
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
    decks: HashMap<Deck, Vec<u16>>,
    discards: HashMap<Deck, Vec<u16>>,
    hands: [Vec<u16>; 3],
    red_events: Vec<u16>,
    events_to_draw: u8,
    phase: Phase,
    active: u8,
    cp: u8,
    dice: (u8, u8),
    last_winner: Option<u8>,
    battle: Option<BattleState>,
    /// Red units waiting for their midnight out-of-command test.
    night_queue: Vec<u16>,
    /// Retreats, disorders and destructions waiting to be carried out.
    work: VecDeque<Job>,
    /// The German Tikkurila step of an initiative: orders paid from the Tikkurila track.
    tikkurila_step: bool,
    outcome: Option<(Outcome, Victory)>,
    actions: u64,
    /// The legal decisions of this state, listed once (cloned states share it).
    legal_cache: std::sync::OnceLock<std::sync::Arc<Vec<HAction>>>,
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
pub fn seat_sides(players: u8, seat: usize) -> Vec<u8> {
    match (players, seat) {
        (2, 0) => vec![RED],
        (2, _) => vec![WHITE, GERMAN],
        (_, s) => vec![s as u8],
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
    pub fn seat_of(&self, side: u8) -> Seat {
        if self.options.players == 2 {
            Seat(if side == RED { 0 } else { 1 })
        } else {
            Seat(side)
        }
    }

    pub fn time_square(&self) -> usize {
        self.time
    }

    pub fn time_squares(&self) -> usize {
        self.data.time_squares().len()
    }

    /// The last square the time marker may reach: destroyed Germans fill the end.
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

    pub fn hand(&self, side: u8) -> &[u16] {
        &self.hands[usize::from(side)]
    }

    pub fn red_events(&self) -> &[u16] {
        &self.red_events
    }

    /// A guess at the hidden cards for a player who sees only `viewer`'s sides: every other
    /// side's hand (and the Reds' secret events) is dealt again from the cards that player
    /// cannot see (that hand and its deck), keeping the sizes. `pick(n)` returns an index
    /// below `n`; the AI's search plays its samples on such guesses instead of the true hands.
    pub fn redeal_hidden(&mut self, viewer: &[u8], pick: &mut dyn FnMut(usize) -> usize) {
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
            let mut cards = self.decks.remove(&deck).unwrap_or_default();
            redeal(&mut self.hands[usize::from(side)], &mut cards);
            self.decks.insert(deck, cards);
        }
        if !viewer.contains(&RED) {
            let mut events = self.decks.remove(&Deck::RedEvents).unwrap_or_default();
            redeal(&mut self.red_events, &mut events);
            self.decks.insert(Deck::RedEvents, events);
        }
        self.legal_cache = std::sync::OnceLock::new();
    }

    /// Puts a unit somewhere without a rule: for scenarios and tests.
    pub fn set_unit_place(&mut self, unit: u16, place: Place) {
        if let Some(u) = self.units.get_mut(usize::from(unit)) {
            u.place = place;
            u.facing = None;
        }
        self.legal_cache = std::sync::OnceLock::new();
    }

    /// White squads arrested by the Reds (neither on the map nor in the reserve box).
    pub fn arrested_squads(&self) -> usize {
        usize::from(self.data.tables.white_squads)
            - usize::from(self.squads_in_reserve)
            - self.squads.len()
    }

    /// Puts the time marker on a square without a rule: for scenarios and tests.
    pub fn set_time_square(&mut self, square: usize) {
        self.time = square.min(self.time_squares().saturating_sub(1));
        self.legal_cache = std::sync::OnceLock::new();
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
        self.battle.is_some()
    }

    pub fn active_side(&self) -> u8 {
        self.active
    }

    pub fn command_points(&self) -> u8 {
        self.cp
    }

    fn units_at(&self, h: Hex) -> impl Iterator<Item = (u16, &Unit)> {
        self.units
            .iter()
            .enumerate()
            .filter(move |(_, u)| u.place == Place::Map(h))
            .map(|(i, u)| (i as u16, u))
    }

    fn has_side(&self, h: Hex, red: bool) -> bool {
        self.units_at(h).any(|(_, u)| (u.side == RED) == red)
    }

    /// Does the hex hold units opposed to `side`?
    fn enemy_in(&self, h: Hex, side: u8) -> bool {
        self.units_at(h).any(|(_, u)| opposed(u.side, side))
    }

    fn friend_in(&self, h: Hex, side: u8) -> bool {
        self.units_at(h).any(|(_, u)| !opposed(u.side, side))
    }

    fn in_battle(&self, h: Hex) -> bool {
        self.has_side(h, true) && self.has_side(h, false)
    }

    fn is_land(&self, h: Hex) -> bool {
        in_tikkurila(h) || self.data.is_land(h)
    }

    fn terrain(&self, h: Hex) -> Terrain {
        if in_tikkurila(h) {
            self.data.tables.tikkurila_terrain
        } else {
            self.data.terrain(h).unwrap_or(Terrain::Water)
        }
    }

    fn passable(&self, a: Hex, b: Hex) -> bool {
        if in_tikkurila(a) || in_tikkurila(b) {
            return in_tikkurila(a) && in_tikkurila(b) && direction(a, b).is_some();
        }
        self.data.passable(a, b)
    }

    /// Hexes from which a side's units are commanded: HQ hexes, hexes touching a German HQ
    /// or a White squad.
    fn anchors(&self, side: u8, for_deploy: bool) -> FastSet<Hex> {
        let mut out = FastSet::default();
        match side {
            RED => out.extend(self.red_hq.iter().flatten().copied()),
            WHITE => {
                for v in &self.squads {
                    out.extend(v.hexes().into_iter().filter(|h| self.is_land(*h)));
                }
            }
            _ => {
                for v in self.german_hq.iter().flatten() {
                    let hexes: Vec<Hex> =
                        v.hexes().into_iter().filter(|h| self.is_land(*h)).collect();
                    if for_deploy && !hexes.iter().any(|h| self.route_to_west(*h)) {
                        continue;
                    }
                    out.extend(hexes);
                }
            }
        }
        out
    }

    fn minor_counts(&self, side: u8) -> bool {
        !(side == GERMAN && self.is_night())
    }

    /// The road neighbours of a hex for the command route (city hexes join every edge).
    fn road_step(&self, a: Hex, b: Hex, side: u8) -> bool {
        if !self.passable(a, b) {
            return false;
        }
        let city = |h: Hex| self.terrain(h) == Terrain::City;
        (city(a) && city(b)) || self.data.road(a, b, self.minor_counts(side))
    }

    /// The hexes where a unit of `side` is in command (its HQs, and road routes to them).
    pub fn command_hexes(&self, side: u8) -> FastSet<Hex> {
        self.command_from(side, &self.anchors(side, false))
    }

    fn command_from(&self, side: u8, anchors: &FastSet<Hex>) -> FastSet<Hex> {
        // Which hexes hold friends and enemies of `side`, counted once.
        let occupied = self.occupancy(side);
        let enemy = |h: Hex| occupied.get(&h).is_some_and(|o| o.1);
        let friend = |h: Hex| occupied.get(&h).is_some_and(|o| o.0 > 0);
        let through = |h: Hex| {
            if anchors.contains(&h) {
                return true;
            }
            if enemy(h) {
                return false;
            }
            let near_enemy = (0..6).any(|d| enemy(neighbour(h, d)));
            if near_enemy && !friend(h) {
                return false;
            }
            !(side == GERMAN && self.terrain(h) == Terrain::City && !friend(h))
        };
        let mut ic: FastSet<Hex> = FastSet::default();
        let mut queue: VecDeque<Hex> = VecDeque::new();
        for &a in anchors {
            if !enemy(a) {
                ic.insert(a);
                queue.push_back(a);
            }
        }
        let mut expanded: FastSet<Hex> = FastSet::default();
        while let Some(h) = queue.pop_front() {
            if !expanded.insert(h) {
                continue;
            }
            if !through(h) {
                continue;
            }
            for d in 0..6 {
                let n = neighbour(h, d);
                if !self.is_land(n) || enemy(n) || !self.road_step(h, n, side) {
                    continue;
                }
                // A unit's own hex holds a friend (the unit itself), so it always counts as
                // an end of a route.
                ic.insert(n);
                queue.push_back(n);
            }
        }
        ic.extend(TIKKURILA);
        ic
    }

    fn route_to_west(&self, from: Hex) -> bool {
        let anchors: FastSet<Hex> = [from].into_iter().collect();
        let reach = self.command_from(GERMAN, &anchors);
        reach.iter().any(|h| self.data.west_edge.contains(h))
    }

    /// Is the unit in direct command (its hex holds or touches its HQ)?
    fn is_idc(&self, unit: u16) -> bool {
        let u = &self.units[usize::from(unit)];
        matches!(u.place, Place::Map(h) if !in_tikkurila(h) && self.anchors(u.side, false).contains(&h))
    }

    /// A unit's command status: 2 in direct command, 1 in command, 0 out of command.
    pub fn status(&self, unit: u16) -> u8 {
        let u = &self.units[usize::from(unit)];
        let Place::Map(h) = u.place else { return 0 };
        if in_tikkurila(h) {
            return 1;
        }
        let anchors = self.anchors(u.side, false);
        if anchors.contains(&h) {
            2
        } else if self.command_from(u.side, &anchors).contains(&h) {
            1
        } else {
            0
        }
    }

    /// Hexes from `from` to the nearest hex where the unit would be in command.
    fn ooc_distance(&self, unit: u16) -> u32 {
        let u = self.units[usize::from(unit)];
        let Place::Map(start) = u.place else {
            return 99;
        };
        let ic = self.command_hexes(u.side);
        let mut seen: FastSet<Hex> = [start].into_iter().collect();
        let mut queue: VecDeque<(Hex, u32)> = [(start, 0)].into_iter().collect();
        while let Some((h, d)) = queue.pop_front() {
            if ic.contains(&h) && !self.enemy_in(h, u.side) {
                return d;
            }
            for k in 0..6 {
                let n = neighbour(h, k);
                if self.is_land(n)
                    && self.passable(h, n)
                    && !self.enemy_in(n, u.side)
                    && seen.insert(n)
                {
                    queue.push_back((n, d + 1));
                }
            }
        }
        99
    }

    fn stack(&self, h: Hex, side: u8) -> usize {
        self.units_at(h)
            .filter(|(_, u)| !opposed(u.side, side))
            .count()
    }

    /// Who stands where, seen from `side`: (friendly units, enemies present) per hex.
    fn occupancy(&self, side: u8) -> FastMap<Hex, (u8, bool)> {
        let mut occupied: FastMap<Hex, (u8, bool)> = FastMap::default();
        for u in &self.units {
            if let Place::Map(h) = u.place {
                let e = occupied.entry(h).or_default();
                if opposed(u.side, side) {
                    e.1 = true;
                } else {
                    e.0 += 1;
                }
            }
        }
        occupied
    }

    /// A hex's movement value for `side` (`first_friend`: the first hex entered holds a friend).
    fn move_value(&self, side: u8, h: Hex, first_friend: bool) -> u8 {
        let t = &self.data.tables;
        let terrain = self.terrain(h);
        if terrain == Terrain::City && side != RED {
            if first_friend {
                t.city_movement_with_friend
            } else {
                t.city_movement_germans_whites
            }
        } else {
            self.data.terrain_row(terrain).movement
        }
    }

    /// Every end of a move for these units from `start`: (destination, the hex entered from).
    fn destinations(&self, side: u8, start: Hex, movers: usize) -> Vec<(Hex, Hex)> {
        let mut out: Vec<(Hex, Hex)> = Vec::new();
        if self.in_battle(start) {
            // Leaving a battle: one hex, into a hex the unit could retreat to.
            for h in self.retreat_hexes(start, side) {
                if !self.enemy_in(h, side) && self.stack(h, side) + movers <= 3 {
                    out.push((h, start));
                }
            }
            return out;
        }
        let occupied = self.occupancy(side);
        let minor = self.minor_counts(side);
        let walk = Walk {
            side,
            start,
            movers,
            minor,
            occupied: &occupied,
        };
        let mut path = Vec::new();
        let on_road = self.data.has_road(start, minor) || in_tikkurila(start);
        self.walk(&walk, start, &mut path, u8::MAX, on_road, false, &mut out);
        out.sort();
        out.dedup();
        out
    }

    /// Extends a move by one hex in every direction: the lowest movement value of the hexes
    /// entered so far (`least`), whether every step so far followed a road from a road hex
    /// and entered no city hex (`on_road`), whether the first hex entered held a friend.
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        w: &Walk,
        at: Hex,
        path: &mut Vec<Hex>,
        least: u8,
        on_road: bool,
        first_friend: bool,
        out: &mut Vec<(Hex, Hex)>,
    ) {
        let road_movement = usize::from(self.data.tables.road_movement);
        if path.len() >= road_movement {
            return;
        }
        let enemy = |h: Hex| w.occupied.get(&h).is_some_and(|o| o.1);
        let friends = |h: Hex| w.occupied.get(&h).map_or(0, |o| usize::from(o.0));
        let fort_near = |h: Hex| {
            (0..6).any(|d| {
                let n = neighbour(h, d);
                self.terrain(n) == Terrain::Fortification && enemy(n)
            })
        };
        let here_fort = fort_near(at);
        for d in 0..6 {
            let n = neighbour(at, d);
            if n == w.start || path.contains(&n) || !self.is_land(n) || !self.passable(at, n) {
                continue;
            }
            let attacking = enemy(n);
            if here_fort
                && fort_near(n)
                && !(attacking && self.terrain(n) == Terrain::Fortification)
            {
                continue;
            }
            let first = if path.is_empty() {
                friends(n) > 0
            } else {
                first_friend
            };
            let value = self.move_value(w.side, n, first);
            let least_now = least.min(value);
            let road_now =
                on_road && self.data.road(at, n, w.minor) && self.terrain(n) != Terrain::City;
            // Before the first hex the city value is not known: the first hex fixes it.
            let least_now = if path.is_empty() { value } else { least_now };
            let steps = path.len() + 1;
            let allowed = steps <= usize::from(least_now) || (road_now && steps <= road_movement);
            if !allowed {
                continue;
            }
            path.push(n);
            if attacking {
                if friends(n) == 0 || friends(n) + w.movers <= 3 {
                    out.push((n, at));
                }
            } else {
                if friends(n) + w.movers <= 3 {
                    out.push((n, at));
                }
                self.walk(w, n, path, least_now, road_now, first, out);
            }
            path.pop();
        }
    }

    /// The three hexes behind a side's units in a battle hex.
    fn retreat_hexes(&self, h: Hex, side: u8) -> Vec<Hex> {
        let facing = self
            .units_at(h)
            .find(|(_, u)| !opposed(u.side, side) && u.facing.is_some())
            .and_then(|(_, u)| u.facing)
            .unwrap_or(0);
        let back = usize::from(facing) + 3;
        [back + 5, back, back + 1]
            .into_iter()
            .map(|d| neighbour(h, d % 6))
            .filter(|n| self.is_land(*n) && self.passable(h, *n))
            .collect()
    }

    fn blocked_retreats(&self, h: Hex, side: u8) -> i8 {
        let facing = self
            .units_at(h)
            .find(|(_, u)| !opposed(u.side, side) && u.facing.is_some())
            .and_then(|(_, u)| u.facing)
            .unwrap_or(0);
        let back = usize::from(facing) + 3;
        [back + 5, back, back + 1]
            .into_iter()
            .map(|d| neighbour(h, d % 6))
            .filter(|n| !self.is_land(*n) || !self.passable(h, *n) || self.enemy_in(*n, side))
            .count() as i8
    }

    fn flags_held_by_reds(&self) -> usize {
        self.data
            .flag_hexes()
            .iter()
            .filter(|h| self.has_side(**h, true))
            .count()
    }

    fn tikkurila_control(&self) -> Option<u8> {
        let rail = TIKKURILA[2];
        let reds = self.has_side(rail, true);
        let others = self.units_at(rail).any(|(_, u)| u.side == GERMAN);
        match (reds, others) {
            (true, false) => Some(RED),
            (false, true) => Some(GERMAN),
            _ => None,
        }
    }

    fn tikkurila_modifier(&self) -> i8 {
        match self.tikkurila_control() {
            Some(RED) => 1,
            Some(_) => -1,
            None => 0,
        }
    }

    fn log(&self, events: &mut Vec<HEvent>, side: Option<u8>, text: impl Into<String>) {
        events.push(HEvent::Log {
            side,
            text: text.into(),
        });
    }

    /// Moves the time marker one square; false if it cannot move (the game ends).
    fn advance_time(&mut self, events: &mut Vec<HEvent>) -> bool {
        if self.time + 1 >= self.time_limit() {
            self.finish_red(events);
            return false;
        }
        let squares = self.data.time_squares();
        let before = squares[self.time] % 1440;
        self.time += 1;
        let after = squares[self.time] % 1440;
        if after < before {
            // Through 0:00: the Reds test every unit out of command.
            let ooc: Vec<u16> = (0..self.units.len() as u16)
                .filter(|&u| {
                    self.units[usize::from(u)].side == RED
                        && matches!(self.units[usize::from(u)].place, Place::Map(h) if !in_tikkurila(h))
                        && self.status(u) == 0
                })
                .collect();
            if !ooc.is_empty() {
                self.log(
                    events,
                    Some(RED),
                    format!("Midnight: {} Red units out of command test", ooc.len()),
                );
                self.night_queue = ooc;
            }
        }
        true
    }
}

/// The fixed parts of a move search.
struct Walk<'a> {
    side: u8,
    start: Hex,
    movers: usize,
    minor: bool,
    occupied: &'a FastMap<Hex, (u8, bool)>,
}

/// Work left after a battle's effects or a landing: retreats, disorders, destructions.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Job {
    Retreat { unit: u16, disorder: bool },
    ToReserve(u16),
    Destroy(u16),
}

impl Helsinki1918 {
    pub fn with_data(
        options: &HelsinkiOptions,
        data: &'static HelsinkiData,
    ) -> Result<Self, RulesError> {
        if options.players != 2 && options.players != 3 {
            return Err(RulesError::new("Helsinki 1918 is for 2 or 3 players"));
        }
        let t = &data.tables;
        let mut units = Vec::new();
        let mut add = |side: u8, place: Place, n: usize| {
            for _ in 0..n {
                units.push(Unit {
                    side,
                    place,
                    facing: None,
                });
            }
        };
        for h in &data.red_units {
            add(RED, Place::Map(*h), 1);
        }
        add(RED, Place::Map(TIKKURILA[2]), 1);
        add(RED, Place::Reserve, usize::from(t.red_reserve));
        for h in &data.german_units {
            add(GERMAN, Place::Map(*h), 1);
        }
        add(
            GERMAN,
            Place::Map(TIKKURILA[0]),
            usize::from(t.german_tikkurila),
        );
        add(GERMAN, Place::Meurer, usize::from(t.german_meurer));
        add(GERMAN, Place::Reserve, usize::from(t.german_reserve));
        add(WHITE, Place::Reserve, usize::from(t.white_units));
        let columns = t.reserve_columns.len().max(1);
        let mut reserve_columns = vec![0u8; columns];
        for i in 0..usize::from(t.german_reserve) {
            reserve_columns[columns - 1 - (i % columns)] += 1;
        }
        let mut decks: HashMap<Deck, Vec<u16>> = HashMap::new();
        for (i, (deck, _)) in data.cards.iter().enumerate() {
            decks.entry(*deck).or_default().push(i as u16);
        }
        let mut german_hq: Vec<Option<Vertex>> = data.german_hq.iter().copied().map(Some).collect();
        german_hq.push(None);
        Ok(Self {
            data,
            options: options.clone(),
            units,
            red_hq: data.red_hq.iter().copied().map(Some).collect(),
            red_hq_lost: Vec::new(),
            german_hq,
            squads: Vec::new(),
            squads_in_reserve: t.white_squads,
            reserve_columns,
            time: 0,
            german_dead: 0,
            morale: t.morale_start,
            red_casualties: 0,
            meurer_track: 0,
            meurer_landed: false,
            division_hq: t.division_hq_start,
            tikkurila_points: 0,
            white_activity: 0,
            decks,
            discards: HashMap::new(),
            hands: [Vec::new(), Vec::new(), Vec::new()],
            red_events: Vec::new(),
            events_to_draw: if options.players == 2 { 3 } else { 2 },
            phase: Phase::SetupEvents,
            active: GERMAN,
            cp: 0,
            dice: (0, 0),
            last_winner: None,
            battle: None,
            night_queue: Vec::new(),
            work: VecDeque::new(),
            tikkurila_step: false,
            outcome: None,
            actions: 0,
            legal_cache: std::sync::OnceLock::new(),
        })
    }

    fn deck(&self, deck: Deck) -> &[u16] {
        self.decks.get(&deck).map_or(&[][..], |d| d.as_slice())
    }

    /// Who draws in the current draw phase, and from which deck.
    fn drawing(&self) -> Option<(u8, Deck)> {
        match self.phase {
            Phase::SetupEvents => Some((RED, Deck::RedEvents)),
            Phase::FirstRedDraw | Phase::RedCardDraw => Some((RED, Deck::RedSupport)),
            Phase::GermanDraw => Some((GERMAN, Deck::GermanSupport)),
            Phase::WhiteDraws(_) => Some((WHITE, Deck::WhiteActivity)),
            _ => None,
        }
    }

    fn take_card(&mut self, deck: Deck, card: u16) -> bool {
        let Some(cards) = self.decks.get_mut(&deck) else {
            return false;
        };
        let Some(i) = cards.iter().position(|&c| c == card) else {
            return false;
        };
        cards.remove(i);
        true
    }

    fn discard(&mut self, card: u16) {
        let deck = self.data.deck_of(usize::from(card));
        if deck != Deck::RedEvents {
            self.discards.entry(deck).or_default().push(card);
        }
    }

    // ----- the flow ------------------------------------------------------------------------

    /// The steps of a German initiative, from `step` on.
    fn german_steps(&mut self, step: u8, events: &mut Vec<HEvent>) {
        if step <= 1
            && self.dice.1 <= self.morale_value() as i8 as u8
            && !self.deck(Deck::RedSupport).is_empty()
        {
            self.phase = Phase::RedCardDraw;
            return;
        }
        if step <= 2 && self.meurer_track > 0 && !self.meurer_landed && !self.is_night() {
            self.phase = Phase::Roll(Pending::Meurer);
            return;
        }
        if step <= 3 && self.tikkurila_points > 0 && !self.is_night() {
            self.active = GERMAN;
            self.cp = 0;
            self.tikkurila_step = true;
            self.phase = Phase::Orders { tikkurila: true };
            return;
        }
        self.tikkurila_step = false;
        self.active = GERMAN;
        self.cp = self.dice.0;
        self.log(
            events,
            Some(GERMAN),
            format!("Germans: {} command points", self.cp),
        );
        self.phase = Phase::Orders { tikkurila: false };
    }

    fn start_initiative(&mut self, german: u8, red: u8, events: &mut Vec<HEvent>) {
        let g = german.saturating_sub(u8::from(self.last_winner == Some(GERMAN)));
        let r = red.saturating_sub(u8::from(self.last_winner == Some(RED)));
        self.dice = (g, r);
        let winner = if g > r {
            GERMAN
        } else if r > g {
            RED
        } else {
            WHITE
        };
        self.last_winner = Some(winner);
        self.log(
            events,
            Some(winner),
            format!(
                "Initiative: Germans {g}, Reds {r}: the {} act",
                SIDE_NAMES[usize::from(winner)]
            ),
        );
        match winner {
            GERMAN => self.german_steps(1, events),
            RED => self.phase = Phase::GermanChoice,
            _ => {
                let last = self.data.tables.white_activity_points.len() - 1;
                self.white_activity = (self.white_activity + 1).min(last);
                let cp = self.data.tables.white_activity_points[self.white_activity];
                self.begin_orders(WHITE, cp, events);
            }
        }
    }

    fn red_orders(&mut self, events: &mut Vec<HEvent>) {
        let squares = self.data.time_squares();
        let day1 = squares[self.time] < 1440;
        let cp = if day1 {
            self.dice.0.abs_diff(self.dice.1)
        } else {
            self.dice.1
        };
        self.begin_orders(RED, cp, events);
    }

    /// The Reds' or the Whites' orders begin with these command points.
    fn begin_orders(&mut self, side: u8, cp: u8, events: &mut Vec<HEvent>) {
        self.active = side;
        self.cp = cp;
        self.log(
            events,
            Some(side),
            format!("{}: {cp} command points", SIDE_NAMES[usize::from(side)]),
        );
        self.phase = Phase::Orders { tikkurila: false };
    }

    fn end_initiative(&mut self, events: &mut Vec<HEvent>) {
        if self.active == GERMAN && self.cp > 0 {
            // Ours: time does not stand still while the Germans wait. Each command point left
            // unspent moves the time marker as a spent one would (no midnight test).
            let unspent = self.cp;
            self.cp = 0;
            for _ in 0..unspent {
                if !self.advance_time(events) {
                    return;
                }
            }
            self.night_queue.clear();
            self.log(
                events,
                Some(GERMAN),
                format!("{unspent} German command points left unspent: the clock runs on"),
            );
        }
        if self.active == WHITE {
            // All discard piles go back into their decks.
            for (deck, cards) in std::mem::take(&mut self.discards) {
                self.decks.entry(deck).or_default().extend(cards);
            }
            for cards in self.decks.values_mut() {
                cards.sort_unstable();
            }
        }
        self.cp = 0;
        self.log(
            events,
            Some(self.active),
            format!(
                "The {} end their initiative",
                SIDE_NAMES[usize::from(self.active)]
            ),
        );
        self.phase = Phase::Initiative;
    }

    /// After an order or a battle: tests left from midnight, then back to orders.
    fn back_to_orders(&mut self) {
        if self.outcome.is_some() {
            self.phase = Phase::Over;
            return;
        }
        if !self.work.is_empty() {
            return;
        }
        let night = std::mem::take(&mut self.night_queue);
        if !night.is_empty() {
            self.phase = Phase::Roll(Pending::Night(night));
            return;
        }
        self.phase = Phase::Orders {
            tikkurila: self.tikkurila_step,
        };
    }

    fn can_spend(&self, tikkurila: bool) -> bool {
        if tikkurila {
            self.tikkurila_points > 0
        } else {
            self.cp > 0 || (self.active == GERMAN && self.division_hq > 0)
        }
    }

    /// Pays one command point; a German point moves the time marker (false: the game ended).
    fn spend(&mut self, tikkurila: bool, events: &mut Vec<HEvent>) -> bool {
        if tikkurila {
            self.tikkurila_points = self.tikkurila_points.saturating_sub(1);
            return true;
        }
        if self.cp > 0 {
            self.cp -= 1;
            if self.active == GERMAN {
                return self.advance_time(events);
            }
            true
        } else {
            self.division_hq = self.division_hq.saturating_sub(1);
            true
        }
    }

    fn finish_red(&mut self, events: &mut Vec<HEvent>) {
        let flags = self.flags_held_by_reds();
        let victory = if flags >= 2 && self.red_hq.iter().any(Option::is_some) {
            Victory::RedMajor
        } else {
            Victory::RedMinor
        };
        self.finish(victory, events);
    }

    fn finish(&mut self, victory: Victory, events: &mut Vec<HEvent>) {
        if self.outcome.is_some() {
            return;
        }
        let places: Vec<u8> = if self.options.players == 2 {
            match victory {
                Victory::RedMajor | Victory::RedMinor => vec![1, 2],
                _ => vec![2, 1],
            }
        } else {
            // Reds, Whites, Germans.
            match victory {
                Victory::RedMajor | Victory::RedMinor => vec![1, 2, 2],
                Victory::GermanMajor => vec![3, 2, 1],
                Victory::WhiteMajor => vec![3, 1, 2],
                Victory::Shared => vec![3, 1, 1],
            }
        };
        let outcome = Outcome { places };
        self.log(
            events,
            None,
            format!(
                "The game ends: {}",
                victory_text(victory, self.options.players)
            ),
        );
        events.push(HEvent::GameOver {
            outcome: outcome.clone(),
            victory,
        });
        self.outcome = Some((outcome, victory));
        self.phase = Phase::Over;
    }

    /// The Germans and Whites hold every flag hex (no Red unit in any): their victory.
    fn check_flags(&mut self, events: &mut Vec<HEvent>) {
        if self.outcome.is_some() || self.flags_held_by_reds() > 0 {
            return;
        }
        let german_major =
            self.red_hq.iter().all(Option::is_none) && self.red_hq_lost.contains(&GERMAN);
        let flags = self.data.flag_hexes();
        let near_flags = |h: Hex| flags.iter().any(|f| *f == h || direction(*f, h).is_some());
        let white_units_near: usize = self
            .units
            .iter()
            .filter(|u| u.side == WHITE && matches!(u.place, Place::Map(h) if near_flags(h)))
            .count();
        let white_flag_hexes = flags
            .iter()
            .filter(|f| self.units_at(**f).any(|(_, u)| u.side == WHITE))
            .count();
        let white_major =
            self.red_hq_lost.contains(&WHITE) && white_units_near >= 4 && white_flag_hexes >= 3;
        let victory = if german_major && !white_major {
            Victory::GermanMajor
        } else if white_major {
            Victory::WhiteMajor
        } else {
            Victory::Shared
        };
        self.finish(victory, events);
    }

    /// Removes HQs left alone with the enemy; moves German HQs away from Red-only hexes.
    fn check_hqs(&mut self, events: &mut Vec<HEvent>) {
        for i in 0..self.red_hq.len() {
            let Some(h) = self.red_hq[i] else { continue };
            if !self.has_side(h, true) && self.has_side(h, false) {
                let by = if self.units_at(h).any(|(_, u)| u.side == WHITE) {
                    WHITE
                } else {
                    GERMAN
                };
                self.red_hq[i] = None;
                self.red_hq_lost.push(by);
                self.log(
                    events,
                    Some(by),
                    format!("A Red HQ is taken by the {}", SIDE_NAMES[usize::from(by)]),
                );
            }
        }
        for i in 0..self.german_hq.len() {
            let Some(v) = self.german_hq[i] else { continue };
            let threatened = |g: &Self, v: Vertex| {
                v.hexes()
                    .iter()
                    .any(|h| g.has_side(*h, true) && !g.has_side(*h, false))
            };
            if !threatened(self, v) {
                continue;
            }
            let mut options: Vec<Vertex> = Vec::new();
            for h in v.hexes() {
                for k in 0..6 {
                    let w = Vertex::of(h, k);
                    if w != v
                        && w.hexes().iter().any(|x| self.data.is_land(*x))
                        && !threatened(self, w)
                        && !self.german_hq.iter().flatten().any(|o| *o == w)
                        && !self.squads.contains(&w)
                    {
                        options.push(w);
                    }
                }
            }
            options.sort();
            match options.first() {
                Some(w) => {
                    self.german_hq[i] = Some(*w);
                    self.log(
                        events,
                        Some(GERMAN),
                        "A German HQ falls back to another corner",
                    );
                }
                None => {
                    self.german_hq[i] = None;
                    self.log(events, Some(RED), "A German HQ is overrun");
                }
            }
        }
    }

    fn clear_facings(&mut self, h: Hex) {
        if !self.in_battle(h) {
            for u in self.units.iter_mut() {
                if u.place == Place::Map(h) {
                    u.facing = None;
                }
            }
        }
    }

    fn destroy(&mut self, unit: u16, events: &mut Vec<HEvent>) {
        let u = self.units[usize::from(unit)];
        self.units[usize::from(unit)].place = Place::Gone;
        self.units[usize::from(unit)].facing = None;
        match u.side {
            RED => {
                self.red_casualties += 1;
                let last = self.data.tables.morale_levels.len() - 1;
                if self.morale < self.red_casualties {
                    self.morale = self.red_casualties.min(last);
                }
                self.log(
                    events,
                    Some(RED),
                    "A Red unit is destroyed: onto the morale track",
                );
            }
            GERMAN => {
                self.german_dead += 1;
                self.log(
                    events,
                    Some(GERMAN),
                    "A German unit is destroyed: three time squares lost",
                );
            }
            _ => self.log(events, Some(WHITE), "A White unit is destroyed"),
        }
        if let Place::Map(h) = u.place {
            self.clear_facings(h);
        }
    }

    /// The leftmost column of the German reserve box with a free square.
    fn free_reserve_column(&self) -> Option<usize> {
        let squares = self.data.tables.reserve_column_squares;
        self.reserve_columns.iter().position(|&c| c < squares)
    }

    /// Takes a unit off the map into its side's reserve box (a German into the leftmost
    /// free square); false, and nothing moves, when the German box has no free square.
    fn put_in_reserve_box(&mut self, unit: u16) -> bool {
        let u = self.units[usize::from(unit)];
        if u.side == GERMAN {
            let Some(col) = self.free_reserve_column() else {
                return false;
            };
            self.reserve_columns[col] += 1;
        }
        self.units[usize::from(unit)].place = Place::Reserve;
        self.units[usize::from(unit)].facing = None;
        if let Place::Map(h) = u.place {
            self.clear_facings(h);
        }
        true
    }

    fn send_to_reserve(&mut self, unit: u16, events: &mut Vec<HEvent>) {
        if !self.put_in_reserve_box(unit) {
            self.destroy(unit, events);
            return;
        }
        let side = self.units[usize::from(unit)].side;
        self.log(
            events,
            Some(side),
            format!(
                "A {} unit is disordered back to the reserve",
                side_adjective(side)
            ),
        );
    }

    /// Runs queued jobs until one needs a decision or a die; true when all are done.
    fn run_work(&mut self, events: &mut Vec<HEvent>) -> bool {
        while let Some(job) = self.work.front().cloned() {
            match job {
                Job::Destroy(u) => {
                    self.work.pop_front();
                    if matches!(self.units[usize::from(u)].place, Place::Map(_)) {
                        self.destroy(u, events);
                    }
                }
                Job::ToReserve(u) => {
                    if !matches!(self.units[usize::from(u)].place, Place::Map(_)) {
                        self.work.pop_front();
                        continue;
                    }
                    if self.units[usize::from(u)].side == RED {
                        // The Red disorder test needs a die.
                        self.phase = Phase::Roll(Pending::Disorder(u));
                        return false;
                    }
                    self.work.pop_front();
                    self.send_to_reserve(u, events);
                }
                Job::Retreat { unit, disorder } => {
                    let Place::Map(h) = self.units[usize::from(unit)].place else {
                        self.work.pop_front();
                        continue;
                    };
                    let side = self.units[usize::from(unit)].side;
                    let options: Vec<Hex> = self
                        .retreat_hexes(h, side)
                        .into_iter()
                        .filter(|n| !self.enemy_in(*n, side))
                        .collect();
                    let room: Vec<Hex> = options
                        .iter()
                        .copied()
                        .filter(|n| self.stack(*n, side) < 3)
                        .collect();
                    if options.is_empty() {
                        self.work.pop_front();
                        self.destroy(unit, events);
                    } else if room.is_empty() {
                        // Blocked by the stacking limit: disordered.
                        self.work.pop_front();
                        self.work.push_front(Job::ToReserve(unit));
                    } else if room.len() == 1 {
                        self.work.pop_front();
                        self.retreat_to(unit, room[0], disorder, events);
                    } else {
                        // The unit's owner chooses where it goes.
                        return false;
                    }
                }
            }
        }
        true
    }

    fn retreat_to(&mut self, unit: u16, to: Hex, disorder: bool, events: &mut Vec<HEvent>) {
        let u = self.units[usize::from(unit)];
        self.units[usize::from(unit)].place = Place::Map(to);
        self.units[usize::from(unit)].facing = None;
        if let Place::Map(from) = u.place {
            self.clear_facings(from);
        }
        if in_tikkurila(to) || self.in_battle(to) {
            // A retreat into a battle keeps that battle's facing.
            let facing = self
                .units_at(to)
                .find(|(i, o)| *i != unit && !opposed(o.side, u.side) && o.facing.is_some())
                .and_then(|(_, o)| o.facing);
            self.units[usize::from(unit)].facing = facing;
        }
        self.log(
            events,
            Some(u.side),
            format!("A {} unit retreats", side_adjective(u.side)),
        );
        if disorder {
            self.work.push_front(Job::ToReserve(unit));
        }
    }

    /// The current retreat decision: the unit and where it may go.
    fn retreat_choice(&self) -> Option<(u16, Vec<Hex>)> {
        let Some(Job::Retreat { unit, .. }) = self.work.front() else {
            return None;
        };
        let Place::Map(h) = self.units[usize::from(*unit)].place else {
            return None;
        };
        let side = self.units[usize::from(*unit)].side;
        let room: Vec<Hex> = self
            .retreat_hexes(h, side)
            .into_iter()
            .filter(|n| !self.enemy_in(*n, side) && self.stack(*n, side) < 3)
            .collect();
        (room.len() > 1).then_some((*unit, room))
    }
}

pub fn side_adjective(side: u8) -> &'static str {
    match side {
        RED => "Red",
        WHITE => "White",
        _ => "German",
    }
}

pub fn victory_text(v: Victory, players: u8) -> &'static str {
    match (v, players) {
        (Victory::RedMajor, _) => "Red Guards' major victory",
        (Victory::RedMinor, _) => "Red Guards' minor victory",
        // Two players: the Germans and Whites win a major victory only on a shared result.
        (Victory::GermanMajor | Victory::WhiteMajor, 2) => "Germans' and Whites' minor victory",
        (Victory::GermanMajor, _) => "Germans' major victory, Whites' minor victory",
        (Victory::WhiteMajor, _) => "Whites' major victory, Germans' minor victory",
        (Victory::Shared, 2) => "Germans' and Whites' major victory (a shared result)",
        (Victory::Shared, _) => "Germans and Whites share the victory",
    }
}

// ----- battles ------------------------------------------------------------------------------

impl Helsinki1918 {
    /// Does a card's condition hold for `side` in the current battle?
    fn condition_holds(&self, only: Condition, side: u8) -> bool {
        let Some(b) = &self.battle else {
            return false;
        };
        let attacking = !opposed(side, b.attacker);
        match only {
            Condition::Any => true,
            Condition::City => self.terrain(b.hex) == Terrain::City,
            Condition::NearWater => (0..6).any(|d| {
                let n = neighbour(b.hex, d);
                !self.is_land(n)
                    || self
                        .data
                        .edge(b.hex, n)
                        .contains(&super::data::EdgeKind::Water)
            }),
            Condition::Bridge => (0..6).any(|d| {
                self.data
                    .edge(b.hex, neighbour(b.hex, d))
                    .contains(&super::data::EdgeKind::Bridge)
            }),
            Condition::Night => self.is_night(),
            Condition::Day => !self.is_night(),
            Condition::Attacking => attacking,
            Condition::Defending => !attacking,
        }
    }

    /// The cards `side` may play now in the battle's window.
    fn battle_cards(&self, side: u8, timing: Timing) -> Vec<u16> {
        let mut cards: Vec<u16> = self.hands[usize::from(side)].clone();
        if side == RED {
            cards.extend(self.red_events.iter().copied());
        }
        cards
            .into_iter()
            .filter(|&c| {
                let card = self.data.card(usize::from(c));
                card.when == timing && self.condition_holds(card.only, side)
            })
            .collect()
    }

    fn sides_in(&self, h: Hex, red: bool) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for side in [GERMAN, WHITE, RED] {
            if (side == RED) == red && self.units_at(h).any(|(_, u)| u.side == side) {
                out.push(side);
            }
        }
        out
    }

    fn begin_battle(
        &mut self,
        hex: Hex,
        attacker: u8,
        units: Vec<u16>,
        kind: BattleKind,
        from: Option<Hex>,
        events: &mut Vec<HEvent>,
    ) {
        let tikkurila = in_tikkurila(hex);
        let defender_red = attacker != RED;
        let mut attack_mod: i8 = 0;
        let mut defence_mod: i8 = 0;
        if self.is_night() {
            attack_mod -= 1;
        }
        if let BattleKind::Flank { bonus } = kind {
            attack_mod += bonus;
        }
        if !tikkurila {
            if kind == BattleKind::Continue {
                attack_mod -= self.blocked_retreats(hex, attacker);
            }
            if !matches!(kind, BattleKind::Flank { .. }) {
                let defender = if defender_red { RED } else { GERMAN };
                defence_mod -= self.blocked_retreats(hex, defender);
            }
        }
        let over_bridge = from.is_some_and(|f| {
            self.data
                .edge(f, hex)
                .contains(&super::data::EdgeKind::Bridge)
        });
        let mut order: VecDeque<u8> = VecDeque::new();
        order.push_back(attacker);
        order.extend(self.sides_in(hex, defender_red));
        self.log(
            events,
            Some(attacker),
            format!(
                "Battle at {},{}: the {} attack",
                hex.0,
                hex.1,
                SIDE_NAMES[usize::from(attacker)]
            ),
        );
        self.battle = Some(BattleState {
            hex,
            attacker,
            units,
            kind,
            from,
            over_bridge,
            attack_mod,
            defence_mod,
            attack_die: 0,
            defence_die: 0,
            column: 1,
            stage: Stage::BeforeCards(order),
            loser: None,
        });
        self.phase = Phase::Battle;
        self.settle_battle(events);
    }

    /// Skips the battle's windows nobody can use; resolves when the dice are in.
    fn settle_battle(&mut self, events: &mut Vec<HEvent>) {
        loop {
            let Some(b) = self.battle.clone() else {
                return;
            };
            let before = matches!(b.stage, Stage::BeforeCards(_));
            match b.stage {
                Stage::BeforeCards(mut queue) | Stage::AfterCards(mut queue) => {
                    let timing = if before {
                        Timing::BeforeDice
                    } else {
                        Timing::AfterDice
                    };
                    while let Some(&side) = queue.front() {
                        if self.battle_cards(side, timing).is_empty() {
                            queue.pop_front();
                        } else {
                            break;
                        }
                    }
                    let done = queue.is_empty();
                    let battle = self.battle.as_mut().expect("a battle");
                    battle.stage = match (timing, done) {
                        (Timing::BeforeDice, false) => Stage::BeforeCards(queue),
                        (Timing::BeforeDice, true) => Stage::Dice,
                        (_, false) => Stage::AfterCards(queue),
                        (_, true) => {
                            self.resolve_battle(events);
                            continue;
                        }
                    };
                    return;
                }
                Stage::Dice => return,
                Stage::GermanShift => {
                    if self.german_may_shift() {
                        return;
                    }
                    self.battle.as_mut().expect("a battle").stage = Stage::RedShift;
                }
                Stage::RedShift => {
                    if self.red_may_shift() {
                        return;
                    }
                    self.apply_effects(events);
                    return;
                }
                Stage::Effects => return,
            }
        }
    }

    /// Are the side's units in the battle out of command (all in one hex: one route search)?
    fn side_ooc_in_battle(&self, side_red: bool) -> bool {
        let Some(b) = &self.battle else { return true };
        if in_tikkurila(b.hex) {
            return false;
        }
        let sides: Vec<u8> = self
            .units_at(b.hex)
            .filter(|(_, u)| (u.side == RED) == side_red)
            .map(|(_, u)| u.side)
            .collect();
        sides.iter().any(|&side| {
            let anchors = self.anchors(side, false);
            !anchors.contains(&b.hex) && !self.command_from(side, &anchors).contains(&b.hex)
        })
    }

    fn german_may_shift(&self) -> bool {
        let Some(b) = &self.battle else { return false };
        let germans_in = self.units_at(b.hex).any(|(_, u)| u.side == GERMAN)
            || b.units
                .iter()
                .any(|&u| self.units[usize::from(u)].side == GERMAN);
        let points = if in_tikkurila(b.hex) {
            self.tikkurila_points
        } else {
            self.division_hq
        };
        germans_in && points > 0 && !self.side_ooc_in_battle(false)
    }

    fn red_may_shift(&self) -> bool {
        let Some(b) = &self.battle else { return false };
        b.loser == Some(RED)
            && b.column < 2
            && self.morale + 1 < self.data.tables.morale_levels.len()
            && !self.side_ooc_in_battle(true)
    }

    fn battle_totals(&self) -> (i8, i8) {
        let b = self.battle.as_ref().expect("a battle");
        let attack = b.attack_die as i8 + b.attack_mod;
        let row = self.data.terrain_row(self.terrain(b.hex));
        let minimum = if matches!(b.kind, BattleKind::Move) {
            row.defence_m
        } else {
            row.defence_b
        } as i8;
        let defence = (b.defence_die as i8 + b.defence_mod).max(minimum);
        (attack, defence)
    }

    fn resolve_battle(&mut self, events: &mut Vec<HEvent>) {
        let (attack, defence) = self.battle_totals();
        let b = self.battle.as_mut().expect("a battle");
        if attack == defence {
            b.loser = None;
            let hex = b.hex;
            let attacker = b.attacker;
            events.push(HEvent::Battle {
                hex,
                attacker,
                attack,
                defence,
                effects: Vec::new(),
            });
            self.log(
                events,
                None,
                format!("Battle: {attack} against {defence}: no effect"),
            );
            self.finish_battle(events);
            return;
        }
        let attacker_red = b.attacker == RED;
        let attacker_lost = attack < defence;
        b.loser = Some(if attacker_lost == attacker_red {
            RED
        } else {
            GERMAN
        });
        b.stage = Stage::GermanShift;
        self.settle_battle(events);
    }

    fn apply_effects(&mut self, events: &mut Vec<HEvent>) {
        let (attack, defence) = self.battle_totals();
        let b = self.battle.clone().expect("a battle");
        let diff = (attack - defence).unsigned_abs().clamp(1, 5);
        let row = &self.data.tables.battle_effects[usize::from(diff) - 1];
        let effects = match b.column {
            0 => row.harsh.clone(),
            2 => row.mild.clone(),
            _ => row.normal.clone(),
        };
        let attacker_lost = attack < defence;
        // The loser's units: the attackers that fought, or every defender (Germans first).
        let mut losers: Vec<u16> = if attacker_lost {
            b.units
                .iter()
                .copied()
                .filter(|&u| self.units[usize::from(u)].place == Place::Map(b.hex))
                .collect()
        } else {
            let mut d: Vec<(u8, u16)> = self
                .units_at(b.hex)
                .filter(|(_, u)| opposed(u.side, b.attacker))
                .map(|(i, u)| (if u.side == GERMAN { 0 } else { 1 }, i))
                .collect();
            d.sort_unstable();
            d.into_iter().map(|(_, i)| i).collect()
        };
        events.push(HEvent::Battle {
            hex: b.hex,
            attacker: b.attacker,
            attack,
            defence,
            effects: effects.clone(),
        });
        self.log(
            events,
            None,
            format!(
                "Battle: {attack} against {defence}: the {} lose ({effects:?})",
                if attacker_lost {
                    "attackers"
                } else {
                    "defenders"
                }
            ),
        );
        let flank_defender = matches!(b.kind, BattleKind::Flank { .. }) && !attacker_lost;
        let tikkurila = in_tikkurila(b.hex);
        let retreat = |unit: u16, disorder: bool| {
            if flank_defender && !disorder {
                // A flanked defender that must retreat is disordered instead.
                Job::Retreat {
                    unit,
                    disorder: true,
                }
            } else {
                Job::Retreat {
                    unit,
                    disorder: disorder && !tikkurila,
                }
            }
        };
        for effect in effects {
            if losers.is_empty() {
                break;
            }
            match effect {
                Effect::Destroyed => {
                    let u = losers.remove(0);
                    self.work.push_back(Job::Destroy(u));
                }
                Effect::Retreat => {
                    let u = losers.remove(0);
                    self.work.push_back(retreat(u, false));
                }
                Effect::Disorder => {
                    let u = losers.remove(0);
                    self.work.push_back(retreat(u, true));
                    if tikkurila && self.units[usize::from(u)].side == RED {
                        self.work.push_back(Job::ToReserve(u));
                    }
                }
                Effect::RetreatAll => {
                    for u in losers.drain(..) {
                        self.work.push_back(retreat(u, false));
                    }
                }
                Effect::DisorderAll => {
                    for u in losers.drain(..) {
                        self.work.push_back(retreat(u, true));
                    }
                }
            }
        }
        self.battle.as_mut().expect("a battle").stage = Stage::Effects;
        if self.run_work(events) {
            self.finish_battle(events);
        }
    }

    fn finish_battle(&mut self, events: &mut Vec<HEvent>) {
        let Some(b) = self.battle.take() else { return };
        let enemy_left = self
            .units_at(b.hex)
            .any(|(_, u)| opposed(u.side, b.attacker));
        let back = matches!(b.kind, BattleKind::Flank { .. }) || (b.over_bridge && enemy_left);
        if back && let Some(from) = b.from {
            for &u in &b.units {
                let side = self.units[usize::from(u)].side;
                // Ours: a unit whose way back has filled up (a retreat went there) or holds
                // enemies stays where it fought.
                if self.units[usize::from(u)].place == Place::Map(b.hex)
                    && self.stack(from, side) < 3
                    && !self.enemy_in(from, side)
                {
                    self.units[usize::from(u)].place = Place::Map(from);
                    self.units[usize::from(u)].facing = None;
                }
            }
        }
        self.clear_facings(b.hex);
        self.check_hqs(events);
        self.check_flags(events);
        self.back_to_orders();
    }
}

// ----- orders and legal actions ---------------------------------------------------------------

impl Helsinki1918 {
    /// Hexes where a new unit of `side` may be placed: `direct` for direct command only.
    fn placements(&self, side: u8, direct: bool) -> Vec<Hex> {
        let anchors = self.anchors(side, side == GERMAN);
        let pool: FastSet<Hex> = if direct {
            anchors.clone()
        } else {
            self.command_from(side, &anchors)
        };
        let mut out: Vec<Hex> = pool
            .into_iter()
            .filter(|h| {
                !in_tikkurila(*h)
                    && self.is_land(*h)
                    && !self.enemy_in(*h, side)
                    && self.stack(*h, side) < 3
            })
            .collect();
        out.sort_unstable();
        out
    }

    fn white_form_hexes(&self) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .squads
            .iter()
            .flat_map(|v| v.hexes())
            .filter(|h| self.is_land(*h) && !self.enemy_in(*h, WHITE) && self.stack(*h, WHITE) < 3)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn in_reserve(&self, side: u8) -> usize {
        self.units
            .iter()
            .filter(|u| u.side == side && u.place == Place::Reserve)
            .count()
    }

    fn first_in_reserve(&self, side: u8) -> Option<u16> {
        self.units
            .iter()
            .position(|u| u.side == side && u.place == Place::Reserve)
            .map(|i| i as u16)
    }

    fn own_initiative_cards(&self, side: u8) -> Vec<u16> {
        let mut cards: Vec<u16> = self.hands[usize::from(side)].clone();
        if side == RED {
            cards.extend(self.red_events.iter().copied());
        }
        cards
            .into_iter()
            .filter(|&c| {
                let card = self.data.card(usize::from(c));
                card.when == Timing::OwnInitiative
                    && match card.effect {
                        CardEffect::FreeUnit => {
                            self.in_reserve(side) > 0
                                && match side {
                                    WHITE => !self.white_form_hexes().is_empty(),
                                    _ => !self.placements(side, false).is_empty(),
                                }
                        }
                        CardEffect::Morale(_) => side == RED,
                        _ => true,
                    }
            })
            .collect()
    }

    fn order_actions(&self, tikkurila: bool) -> Vec<HAction> {
        let side = self.active;
        let mut out = vec![HAction::End];
        if !tikkurila {
            for c in self.own_initiative_cards(side) {
                out.push(HAction::Play(c));
            }
        }
        if !self.can_spend(tikkurila) {
            return out;
        }
        if !tikkurila {
            match side {
                RED => {
                    out.push(HAction::Morale);
                    if self.in_reserve(RED) > 0 {
                        out.push(HAction::Recruit);
                    }
                    let mut targets: Vec<Vertex> = self
                        .squads
                        .iter()
                        .copied()
                        .filter(|v| v.hexes().iter().any(|h| self.has_side(*h, true)))
                        .collect();
                    targets.sort();
                    out.extend(targets.into_iter().map(HAction::Arrest));
                }
                WHITE => {
                    if self.squads_in_reserve > 0 {
                        for (v, _) in &self.data.squad_vertices {
                            if !self.squads.contains(v) {
                                out.push(HAction::Organise(*v));
                            }
                        }
                    }
                    if self.in_reserve(WHITE) > 0 {
                        out.extend(self.white_form_hexes().into_iter().map(HAction::Form));
                    }
                }
                _ => {
                    if !self.deck(Deck::GermanSupport).is_empty() {
                        out.push(HAction::DrawCard);
                    }
                    if self.reserve_columns.iter().any(|&c| c > 0) && self.in_reserve(GERMAN) > 0 {
                        out.push(HAction::Deploy);
                    }
                }
            }
        }
        // Moves and battles, by hex.
        let night = self.is_night();
        let mut hexes: Vec<Hex> = self
            .units
            .iter()
            .filter(|u| u.side == side)
            .filter_map(|u| match u.place {
                Place::Map(h) => Some(h),
                _ => None,
            })
            .collect();
        hexes.sort_unstable();
        hexes.dedup();
        for h in hexes {
            if in_tikkurila(h) != tikkurila && !(side == RED && in_tikkurila(h)) {
                continue;
            }
            if in_tikkurila(h) && night {
                continue;
            }
            let mine: Vec<u16> = self
                .units_at(h)
                .filter(|(_, u)| u.side == side)
                .map(|(i, _)| i)
                .collect();
            if side == GERMAN && !tikkurila && !in_tikkurila(h) {
                // Regroup: a unit, or the whole stack when in direct command.
                if !self.in_battle(h) {
                    out.push(HAction::Regroup(vec![mine[0]]));
                    if mine.len() > 1 && self.is_idc(mine[0]) {
                        out.push(HAction::Regroup(mine.clone()));
                    }
                }
            }
            if self.in_battle(h) {
                let fighting: Vec<u16> = mine.iter().copied().take(3).collect();
                if self.order_cost(&fighting) <= self.points(tikkurila) {
                    out.push(HAction::Battle {
                        hex: h,
                        units: fighting,
                    });
                }
            }
            // One unit, two, or the whole stack: one point in direct command, else a point a
            // unit ("multiple points simultaneously for a single hex"). A side's units are
            // alike, so the first two stand for any two.
            let mut groups: Vec<Vec<u16>> = vec![vec![mine[0]]];
            if !self.in_battle(h) {
                for size in 2..=mine.len() {
                    groups.push(mine[..size].to_vec());
                }
            }
            for group in groups {
                if self.order_cost(&group) > self.points(tikkurila) {
                    continue;
                }
                let mut seen: FastSet<Hex> = FastSet::default();
                for (to, via) in self.destinations(side, h, group.len()) {
                    let battle = self.enemy_in(to, side);
                    if !battle && !seen.insert(to) {
                        continue;
                    }
                    out.push(HAction::Move {
                        units: group.clone(),
                        to,
                        via,
                    });
                }
            }
        }
        if side == GERMAN && !tikkurila {
            for (i, v) in self.german_hq.iter().enumerate() {
                let Some(v) = v else { continue };
                for to in self.hq_destinations(*v) {
                    out.push(HAction::MoveHq { hq: i as u8, to });
                }
            }
        }
        out
    }

    fn points(&self, tikkurila: bool) -> u8 {
        if tikkurila {
            self.tikkurila_points
        } else if self.active == GERMAN {
            self.cp + self.division_hq
        } else {
            self.cp
        }
    }

    /// One point for a group in direct command, else one a unit.
    fn order_cost(&self, units: &[u16]) -> u8 {
        if units.len() > 1 && units.iter().all(|&u| self.is_idc(u)) {
            1
        } else {
            units.len() as u8
        }
    }

    /// Vertices a German HQ can reach: from a touching hex, a unit's move, then a corner.
    fn hq_destinations(&self, v: Vertex) -> Vec<Vertex> {
        let mut ends: FastSet<Hex> = FastSet::default();
        for h in v.hexes() {
            if !self.data.is_land(h) || self.enemy_in(h, GERMAN) {
                continue;
            }
            ends.insert(h);
            for (to, _) in self.destinations(GERMAN, h, 0) {
                if !self.enemy_in(to, GERMAN) {
                    ends.insert(to);
                }
            }
        }
        let mut out: Vec<Vertex> = Vec::new();
        for h in ends {
            for k in 0..6 {
                let w = Vertex::of(h, k);
                if w == v
                    || w.hexes().iter().all(|x| !self.data.is_land(*x))
                    || w.hexes()
                        .iter()
                        .any(|x| self.has_side(*x, true) && !self.has_side(*x, false))
                    || self.german_hq.iter().flatten().any(|o| *o == w)
                    || self.squads.contains(&w)
                {
                    continue;
                }
                out.push(w);
            }
        }
        out.sort();
        out.dedup();
        out
    }

    fn decision_actions(&self) -> Vec<HAction> {
        match &self.phase {
            Phase::GermanChoice => {
                let mut out = vec![HAction::Choose(0), HAction::Choose(2)];
                if !self.meurer_landed {
                    out.insert(1, HAction::Choose(1));
                }
                out
            }
            Phase::WhiteChoice => {
                let mut out = vec![HAction::Pass];
                if !self.deck(Deck::WhiteActivity).is_empty() {
                    out.push(HAction::Choose(0));
                    if self.deck(Deck::WhiteActivity).len() >= 2 {
                        out.extend(
                            self.hands[usize::from(WHITE)]
                                .iter()
                                .map(|&c| HAction::Swap(c)),
                        );
                    }
                }
                out
            }
            Phase::Orders { tikkurila } => self.order_actions(*tikkurila),
            Phase::Place { hexes, .. } => hexes.iter().map(|h| HAction::Put(*h)).collect(),
            Phase::Battle => {
                if let Some((_, options)) = self.retreat_choice() {
                    return options.into_iter().map(HAction::Retreat).collect();
                }
                let Some(b) = &self.battle else {
                    return Vec::new();
                };
                match &b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => {
                        let timing = if matches!(b.stage, Stage::BeforeCards(_)) {
                            Timing::BeforeDice
                        } else {
                            Timing::AfterDice
                        };
                        let side = *q.front().expect("a side to ask");
                        let mut out = vec![HAction::Pass];
                        out.extend(
                            self.battle_cards(side, timing)
                                .into_iter()
                                .map(HAction::Play),
                        );
                        out
                    }
                    Stage::GermanShift => {
                        vec![HAction::Pass, HAction::Shift(-1), HAction::Shift(1)]
                            .into_iter()
                            .filter(|a| match a {
                                HAction::Shift(d) => (0..=2).contains(&(b.column + d)),
                                _ => true,
                            })
                            .collect()
                    }
                    Stage::RedShift => vec![HAction::Pass, HAction::MoraleShift],
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// The side whose decision it is now.
    fn deciding_side(&self) -> Option<u8> {
        match &self.phase {
            Phase::GermanChoice => Some(GERMAN),
            Phase::WhiteChoice => Some(WHITE),
            Phase::Orders { .. } => Some(self.active),
            Phase::Place { side, .. } => Some(*side),
            Phase::Battle => {
                if let Some((unit, _)) = self.retreat_choice() {
                    return Some(self.units[usize::from(unit)].side);
                }
                let b = self.battle.as_ref()?;
                match &b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => q.front().copied(),
                    Stage::GermanShift => Some(GERMAN),
                    Stage::RedShift => Some(RED),
                    Stage::Dice | Stage::Effects => None,
                }
            }
            _ => None,
        }
    }

    fn is_chance(&self) -> bool {
        match &self.phase {
            Phase::SetupEvents
            | Phase::FirstRedDraw
            | Phase::Initiative
            | Phase::RedCardDraw
            | Phase::GermanDraw
            | Phase::WhiteDraws(_)
            | Phase::Roll(_) => true,
            Phase::Battle => {
                self.retreat_choice().is_none()
                    && self.battle.as_ref().is_some_and(|b| b.stage == Stage::Dice)
            }
            _ => false,
        }
    }
}

// ----- applying actions -------------------------------------------------------------------------

impl Helsinki1918 {
    fn continue_work(&mut self, events: &mut Vec<HEvent>) {
        if self.run_work(events) {
            if self.battle.is_some() {
                self.finish_battle(events);
            } else {
                self.check_hqs(events);
                self.check_flags(events);
                self.back_to_orders();
            }
        } else if matches!(self.work.front(), Some(Job::Retreat { .. })) {
            self.phase = Phase::Battle;
        }
    }

    fn place_unit(&mut self, side: u8, h: Hex, events: &mut Vec<HEvent>) {
        if let Some(u) = self.first_in_reserve(side) {
            self.units[usize::from(u)].place = Place::Map(h);
            if side == GERMAN
                && let Some(col) = self.reserve_columns.iter().rposition(|&c| c > 0)
            {
                self.reserve_columns[col] -= 1;
            }
            self.log(
                events,
                Some(side),
                format!(
                    "A {} unit takes the field at {},{}",
                    side_adjective(side),
                    h.0,
                    h.1
                ),
            );
            events.push(HEvent::Moved {
                side,
                units: vec![u],
                to: h,
            });
        }
    }

    fn offer_placement(&mut self, side: u8, direct: bool) {
        let hexes = if side == WHITE {
            self.white_form_hexes()
        } else {
            self.placements(side, direct)
        };
        if hexes.is_empty() || self.in_reserve(side) == 0 {
            self.back_to_orders();
        } else {
            self.phase = Phase::Place { side, hexes };
        }
    }

    fn resolve_roll(&mut self, pending: Pending, face: u8, events: &mut Vec<HEvent>) {
        let t = &self.data.tables;
        let night = i8::from(self.is_night());
        let total = face as i8;
        match pending {
            Pending::Meurer => {
                let need =
                    t.meurer_track[usize::from(self.meurer_track).min(t.meurer_track.len() - 1)];
                if face <= need {
                    self.meurer_landed = true;
                    let arrival = self.data.meurer_arrival;
                    // Ours: units that do not fit the arrival hex (three at most with friends
                    // already there) land on the next free land hex round it.
                    let landing: Vec<u16> = (0..self.units.len() as u16)
                        .filter(|&u| {
                            let u = self.units[usize::from(u)];
                            u.side == GERMAN && u.place == Place::Meurer
                        })
                        .collect();
                    let mut spots = vec![arrival];
                    spots.extend((0..6).map(|d| neighbour(arrival, d)));
                    for u in landing {
                        let spot = spots.iter().copied().find(|h| {
                            self.data.is_land(*h)
                                && (*h == arrival || !self.enemy_in(*h, GERMAN))
                                && self.stack(*h, GERMAN) < 3
                        });
                        if let Some(h) = spot {
                            self.units[usize::from(u)].place = Place::Map(h);
                        }
                    }
                    self.german_hq[3] = Some(Vertex::of(arrival, 0));
                    self.log(
                        events,
                        Some(GERMAN),
                        format!("Abteilung Meurer lands (roll {face})"),
                    );
                    let reds: Vec<u16> = self
                        .units_at(arrival)
                        .filter(|(_, u)| u.side == RED)
                        .map(|(i, _)| i)
                        .collect();
                    for r in reds {
                        self.work.push_back(Job::ToReserve(r));
                    }
                } else {
                    self.log(
                        events,
                        Some(GERMAN),
                        format!("Abteilung Meurer does not land yet (roll {face})"),
                    );
                }
                if self.run_work(events) {
                    self.german_steps(3, events);
                }
                // Disorder tests of the Reds at the landing come back through `after_work`.
            }
            Pending::Morale => {
                let flags_lost = self
                    .data
                    .flag_hexes()
                    .iter()
                    .filter(|h| !self.has_side(**h, true) && self.has_side(**h, false))
                    .count() as i8;
                let total = total + self.tikkurila_modifier() - flags_lost / 2;
                let up = if total >= t.red_morale.up_three {
                    3
                } else if total >= t.red_morale.up_two {
                    2
                } else if total >= t.red_morale.up_one {
                    1
                } else {
                    0
                };
                let floor = self.red_casualties;
                let before = self.morale;
                self.morale = self.morale.saturating_sub(up).max(floor).min(before);
                self.log(
                    events,
                    Some(RED),
                    format!(
                        "Morale order: {total}: the marker moves {} up",
                        before - self.morale
                    ),
                );
                self.back_to_orders();
            }
            Pending::Recruit | Pending::Deploy => {
                let (side, table, modifier) = if pending == Pending::Recruit {
                    (RED, &t.red_recruit, self.tikkurila_modifier())
                } else {
                    let col = self
                        .reserve_columns
                        .iter()
                        .rposition(|&c| c > 0)
                        .unwrap_or(0);
                    (GERMAN, &t.german_deploy, t.reserve_columns[col])
                };
                let total = total + modifier - night;
                if total >= table.in_command {
                    self.log(
                        events,
                        Some(side),
                        format!("{total}: a new unit in command"),
                    );
                    self.offer_placement(side, false);
                } else if total >= table.direct_command {
                    self.log(
                        events,
                        Some(side),
                        format!("{total}: a new unit in direct command"),
                    );
                    self.offer_placement(side, true);
                } else {
                    self.log(events, Some(side), format!("{total}: no new unit"));
                    self.back_to_orders();
                }
            }
            Pending::Arrest(v) => {
                let modifier = t.white_activity_arrest[self.white_activity];
                let total = total + modifier;
                if total >= t.red_arrest.arrested {
                    self.squads.retain(|s| *s != v);
                    self.white_activity = self.white_activity.saturating_sub(1);
                    self.log(
                        events,
                        Some(RED),
                        format!("Arrest: {total}: a White squad is arrested"),
                    );
                } else {
                    self.log(
                        events,
                        Some(RED),
                        format!("Arrest: {total}: the squad slips away"),
                    );
                }
                self.back_to_orders();
            }
            Pending::Organise(v) => {
                let red_near = v.hexes().iter().any(|h| self.has_side(*h, true));
                let total = total - i8::from(red_near);
                let symbols: Vec<Vertex> =
                    self.data.squad_vertices.iter().map(|(v, _)| *v).collect();
                let target = if total >= t.white_organise.chosen {
                    Some(v)
                } else if total >= t.white_organise.adjacent {
                    // Our reading: the squad gathers at the first free symbol vertex next to it.
                    let mut near: Vec<Vertex> = symbols
                        .iter()
                        .copied()
                        .filter(|w| {
                            *w != v && w.hexes().iter().filter(|h| v.touches(**h)).count() == 2
                        })
                        .collect();
                    near.sort();
                    near.into_iter().find(|w| !self.squads.contains(w))
                } else {
                    None
                };
                match target {
                    Some(w) if !self.squads.contains(&w) && self.squads_in_reserve > 0 => {
                        self.squads.push(w);
                        self.squads_in_reserve -= 1;
                        self.log(
                            events,
                            Some(WHITE),
                            format!("Organise: {total}: a White squad gathers"),
                        );
                    }
                    _ => self.log(events, Some(WHITE), format!("Organise: {total}: no squad")),
                }
                self.back_to_orders();
            }
            Pending::Form(h) => {
                let squads = self.squads.iter().filter(|v| v.touches(h)).count() as u8;
                if face <= squads && self.stack(h, WHITE) < 3 && !self.enemy_in(h, WHITE) {
                    self.log(
                        events,
                        Some(WHITE),
                        format!("Form a unit: {face}: a White unit comes out"),
                    );
                    self.place_unit(WHITE, h, events);
                } else {
                    self.log(
                        events,
                        Some(WHITE),
                        format!("Form a unit: {face}: nobody comes"),
                    );
                }
                self.back_to_orders();
            }
            Pending::Ooc { order, unit } => {
                let distance = self.ooc_distance(unit);
                if face == 6 || u32::from(face) > distance {
                    self.log(
                        events,
                        Some(self.active),
                        format!("Out of command test {face} against {distance}: passed"),
                    );
                    self.execute(&order, events);
                } else {
                    self.log(
                        events,
                        Some(self.active),
                        format!("Out of command test {face} against {distance}: failed"),
                    );
                    self.back_to_orders();
                }
            }
            Pending::Disorder(u) => {
                self.work.pop_front();
                let in_box =
                    matches!(self.units[usize::from(u)].place, Place::Map(h) if in_tikkurila(h));
                if face > self.morale_value() {
                    self.log(
                        events,
                        Some(RED),
                        format!("Disorder test {face}: the men go home"),
                    );
                    self.destroy(u, events);
                } else if !in_box {
                    self.send_to_reserve(u, events);
                }
                self.continue_work(events);
                // A disorder test left standing goes back to orders; the midnight tests
                // still queued (a `Night` roll) go on.
                if self.work.is_empty()
                    && self.battle.is_none()
                    && matches!(self.phase, Phase::Roll(Pending::Disorder(_)))
                {
                    self.back_to_orders();
                }
            }
            Pending::Night(mut queue) => {
                let u = queue.remove(0);
                let distance = self.ooc_distance(u);
                if !(face == 6 || u32::from(face) > distance) {
                    self.log(
                        events,
                        Some(RED),
                        format!("Night test {face}: a Red unit out of command breaks up"),
                    );
                    self.work.push_back(Job::ToReserve(u));
                }
                self.night_queue = queue;
                self.continue_work(events);
            }
            Pending::Reroll { attacker } => {
                if let Some(b) = self.battle.as_mut() {
                    if attacker {
                        b.attack_die = face;
                    } else {
                        b.defence_die = face;
                    }
                }
                self.phase = Phase::Battle;
                self.settle_battle(events);
            }
        }
    }

    /// Carries out an order whose point is paid (and whose test, if any, passed).
    fn execute(&mut self, order: &HAction, events: &mut Vec<HEvent>) {
        match order {
            HAction::Move { units, to, via } => {
                let side = self.units[usize::from(units[0])].side;
                let from = match self.units[usize::from(units[0])].place {
                    Place::Map(h) => h,
                    _ => *via,
                };
                let fresh_battle = self.enemy_in(*to, side) && !self.friend_in(*to, side);
                let existing = self.in_battle(*to);
                let own_facing = self
                    .units_at(*to)
                    .find(|(_, u)| !opposed(u.side, side))
                    .and_then(|(_, u)| u.facing);
                let enemy_facing = self
                    .units_at(*to)
                    .find(|(_, u)| opposed(u.side, side))
                    .and_then(|(_, u)| u.facing);
                for &u in units {
                    self.units[usize::from(u)].place = Place::Map(*to);
                    self.units[usize::from(u)].facing = None;
                }
                self.clear_facings(from);
                events.push(HEvent::Moved {
                    side,
                    units: units.clone(),
                    to: *to,
                });
                self.log(
                    events,
                    Some(side),
                    format!(
                        "{} {} move to {},{}",
                        units.len(),
                        side_adjective(side),
                        to.0,
                        to.1
                    ),
                );
                if fresh_battle {
                    let entry = direction(*to, *via).unwrap_or(0) as u8;
                    for (i, u) in self.units.iter_mut().enumerate() {
                        if u.place == Place::Map(*to) {
                            u.facing = Some(if units.contains(&(i as u16)) {
                                (entry + 3) % 6
                            } else {
                                entry
                            });
                        }
                    }
                    self.begin_battle(
                        *to,
                        side,
                        units.clone(),
                        BattleKind::Move,
                        Some(*via),
                        events,
                    );
                    return;
                }
                if existing {
                    let entry = direction(*to, *via).unwrap_or(0) as u8;
                    let behind = |facing: u8| {
                        let back = (facing + 3) % 6;
                        [back, (back + 1) % 6, (back + 5) % 6].contains(&entry)
                    };
                    if own_facing.is_some_and(behind) || enemy_facing.is_none() {
                        for &u in units {
                            self.units[usize::from(u)].facing = own_facing;
                        }
                        self.log(events, Some(side), "They reinforce the battle");
                    } else {
                        let enemy = enemy_facing.unwrap_or(0);
                        let bonus = if entry == (enemy + 3) % 6 { 2 } else { 1 };
                        for &u in units {
                            self.units[usize::from(u)].facing = Some((entry + 3) % 6);
                        }
                        self.begin_battle(
                            *to,
                            side,
                            units.clone(),
                            BattleKind::Flank { bonus },
                            Some(*via),
                            events,
                        );
                        return;
                    }
                }
                self.check_hqs(events);
                self.check_flags(events);
                self.back_to_orders();
            }
            HAction::Battle { hex, units } => {
                let side = self.units[usize::from(units[0])].side;
                self.begin_battle(
                    *hex,
                    side,
                    units.clone(),
                    BattleKind::Continue,
                    None,
                    events,
                );
            }
            _ => self.back_to_orders(),
        }
    }

    fn play_card(&mut self, card: u16, events: &mut Vec<HEvent>) {
        let side = self.deciding_side().unwrap_or(self.active);
        if let Some(i) = self.hands[usize::from(side)]
            .iter()
            .position(|&c| c == card)
        {
            self.hands[usize::from(side)].remove(i);
        } else if let Some(i) = self.red_events.iter().position(|&c| c == card) {
            self.red_events.remove(i);
        }
        self.discard(card);
        let c = self.data.card(usize::from(card)).clone();
        self.log(
            events,
            Some(side),
            format!("The {} play \"{}\"", SIDE_NAMES[usize::from(side)], c.name),
        );
        match c.effect {
            CardEffect::CommandPoints(n) => self.cp += n,
            CardEffect::Morale(n) => {
                self.morale = self
                    .morale
                    .saturating_sub(usize::from(n))
                    .max(self.red_casualties);
            }
            CardEffect::WhiteActivity(n) => {
                let last = self.data.tables.white_activity_points.len() as i64 - 1;
                self.white_activity =
                    (self.white_activity as i64 + i64::from(n)).clamp(0, last) as usize;
            }
            CardEffect::MeurerAdvance(n) => {
                if !self.meurer_landed {
                    let last = self.data.tables.meurer_track.len() as u8 - 1;
                    self.meurer_track = (self.meurer_track + n).min(last);
                }
            }
            CardEffect::DivisionHq(n) => {
                self.division_hq = (self.division_hq + n).min(self.data.tables.division_hq_max)
            }
            CardEffect::TikkurilaPoints(n) => {
                self.tikkurila_points =
                    (self.tikkurila_points + n).min(self.data.tables.tikkurila_max)
            }
            CardEffect::FreeUnit => self.offer_placement(side, false),
            CardEffect::OwnDie(n) | CardEffect::EnemyDie(n) => {
                let Some(b) = self.battle.as_mut() else {
                    return;
                };
                let attacking = !opposed(side, b.attacker);
                let own = matches!(c.effect, CardEffect::OwnDie(_));
                let change = if own { n } else { -n };
                if attacking == own {
                    b.attack_mod += change;
                } else {
                    b.defence_mod += change;
                }
            }
            CardEffect::Reroll => {
                let Some(b) = self.battle.as_ref() else {
                    return;
                };
                let attacker = !opposed(side, b.attacker);
                self.phase = Phase::Roll(Pending::Reroll { attacker });
            }
        }
    }

    fn apply_checked(&mut self, action: &HAction) -> Result<Vec<HEvent>, IllegalAction> {
        let mut events = Vec::new();
        if self.phase == Phase::Over {
            return Err(IllegalAction::new("the game is over"));
        }
        if self.is_chance() {
            let legal = self.chance_outcomes().iter().any(|(a, _)| a == action);
            if !legal {
                return Err(IllegalAction::new(format!(
                    "{action:?} is not a possible outcome now"
                )));
            }
            self.apply_chance(action, &mut events);
            return Ok(events);
        }
        // One legality path: an order is legal exactly when the legal list holds it.
        let legal = self
            .legal_cache
            .get_or_init(|| std::sync::Arc::new(self.decision_actions()))
            .contains(action);
        if !legal {
            return Err(IllegalAction::new(format!(
                "{action:?} is not a legal action now"
            )));
        }
        self.apply_decision(action, &mut events);
        Ok(events)
    }

    fn apply_chance(&mut self, action: &HAction, events: &mut Vec<HEvent>) {
        match (self.phase.clone(), action) {
            (Phase::SetupEvents, HAction::Draw(c)) => {
                self.take_card(Deck::RedEvents, *c);
                self.red_events.push(*c);
                self.events_to_draw -= 1;
                self.log(events, Some(RED), "The Reds draw a secret event");
                if self.events_to_draw == 0 {
                    // The other event cards are not used.
                    self.decks.insert(Deck::RedEvents, Vec::new());
                    self.phase = Phase::FirstRedDraw;
                }
            }
            (Phase::FirstRedDraw, HAction::Draw(c)) => {
                self.take_card(Deck::RedSupport, *c);
                self.hands[usize::from(RED)].push(*c);
                self.log(events, Some(RED), "The Reds draw a support card");
                // The first initiative: no dice, the Germans get four command points.
                self.active = GERMAN;
                self.cp = 4;
                self.last_winner = Some(GERMAN);
                self.log(
                    events,
                    Some(GERMAN),
                    "First initiative: Germans, 4 command points",
                );
                self.phase = Phase::Orders { tikkurila: false };
            }
            (Phase::Initiative, HAction::Initiative { german, red }) => {
                self.start_initiative(*german, *red, events);
            }
            (Phase::RedCardDraw, HAction::Draw(c)) => {
                self.take_card(Deck::RedSupport, *c);
                self.hands[usize::from(RED)].push(*c);
                self.log(events, Some(RED), "The Reds draw a support card");
                self.german_steps(2, events);
            }
            (Phase::GermanDraw, HAction::Draw(c)) => {
                self.take_card(Deck::GermanSupport, *c);
                self.hands[usize::from(GERMAN)].push(*c);
                self.log(events, Some(GERMAN), "The Germans draw a support card");
                self.back_to_orders();
            }
            (Phase::WhiteDraws(n), HAction::Draw(c)) => {
                self.take_card(Deck::WhiteActivity, *c);
                self.hands[usize::from(WHITE)].push(*c);
                self.log(events, Some(WHITE), "The Whites draw an activity card");
                if n > 1 && !self.deck(Deck::WhiteActivity).is_empty() {
                    self.phase = Phase::WhiteDraws(n - 1);
                } else {
                    self.red_orders(events);
                }
            }
            (Phase::Roll(pending), HAction::Die(face)) => self.resolve_roll(pending, *face, events),
            (Phase::Battle, HAction::BattleDice { attacker, defender }) => {
                let b = self.battle.as_mut().expect("a battle");
                b.attack_die = *attacker;
                b.defence_die = *defender;
                let mut queue: VecDeque<u8> = VecDeque::new();
                let (hex, att) = (b.hex, b.attacker);
                queue.extend(self.sides_in(hex, att != RED));
                queue.push_back(att);
                self.battle.as_mut().expect("a battle").stage = Stage::AfterCards(queue);
                self.settle_battle(events);
            }
            _ => {}
        }
        self.check_flags(events);
    }

    fn apply_decision(&mut self, action: &HAction, events: &mut Vec<HEvent>) {
        match (self.phase.clone(), action) {
            (Phase::GermanChoice, HAction::Choose(k)) => {
                let t = &self.data.tables;
                match k {
                    0 => self.tikkurila_points = (self.tikkurila_points + 1).min(t.tikkurila_max),
                    1 => {
                        self.meurer_track =
                            (self.meurer_track + 1).min(t.meurer_track.len() as u8 - 1)
                    }
                    _ => self.division_hq = (self.division_hq + 1).min(t.division_hq_max),
                }
                let what = ["Tikkurila", "the Meurer arrival track", "the Division HQ"]
                    [usize::from((*k).min(2))];
                self.log(
                    events,
                    Some(GERMAN),
                    format!("The Germans add a point to {what}"),
                );
                self.phase = Phase::WhiteChoice;
            }
            (Phase::WhiteChoice, HAction::Pass) => self.red_orders(events),
            (Phase::WhiteChoice, HAction::Choose(_)) => self.phase = Phase::WhiteDraws(1),
            (Phase::WhiteChoice, HAction::Swap(c)) => {
                let hand = &mut self.hands[usize::from(WHITE)];
                if let Some(i) = hand.iter().position(|x| x == c) {
                    hand.remove(i);
                }
                self.discard(*c);
                self.phase = Phase::WhiteDraws(2);
            }
            (Phase::Orders { tikkurila }, order) => self.give_order(tikkurila, order, events),
            (Phase::Place { side, .. }, HAction::Put(h)) => {
                self.place_unit(side, *h, events);
                self.back_to_orders();
            }
            (Phase::Battle, HAction::Retreat(h)) => {
                if let Some(Job::Retreat { unit, disorder }) = self.work.pop_front() {
                    self.retreat_to(unit, *h, disorder, events);
                }
                self.continue_work(events);
            }
            (Phase::Battle, HAction::Pass) | (Phase::Battle, HAction::Play(_)) => {
                if let HAction::Play(c) = action {
                    self.play_card(*c, events);
                    if matches!(self.phase, Phase::Roll(_)) {
                        // A reroll: the window stays open after the new die.
                        return;
                    }
                    return self.settle_battle(events);
                }
                let b = self.battle.as_mut().expect("a battle");
                match &mut b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => {
                        q.pop_front();
                    }
                    Stage::GermanShift => b.stage = Stage::RedShift,
                    Stage::RedShift => {
                        self.apply_effects(events);
                        return;
                    }
                    _ => {}
                }
                self.settle_battle(events);
            }
            (Phase::Battle, HAction::Shift(d)) => {
                let b = self.battle.as_mut().expect("a battle");
                b.column = (b.column + d).clamp(0, 2);
                if in_tikkurila(b.hex) {
                    self.tikkurila_points = self.tikkurila_points.saturating_sub(1);
                } else {
                    self.division_hq = self.division_hq.saturating_sub(1);
                }
                self.log(events, Some(GERMAN), "The Germans shift the battle column");
                self.battle.as_mut().expect("a battle").stage = Stage::RedShift;
                self.settle_battle(events);
            }
            (Phase::Battle, HAction::MoraleShift) => {
                self.morale += 1;
                let b = self.battle.as_mut().expect("a battle");
                b.column = (b.column + 1).min(2);
                self.log(
                    events,
                    Some(RED),
                    "The Reds spend morale for a milder result",
                );
                self.apply_effects(events);
            }
            _ => {}
        }
    }

    fn give_order(&mut self, tikkurila: bool, order: &HAction, events: &mut Vec<HEvent>) {
        match order {
            HAction::End => {
                if tikkurila {
                    self.german_steps(4, events);
                } else {
                    self.end_initiative(events);
                }
                return;
            }
            HAction::Play(c) => {
                self.play_card(*c, events);
                if self.phase == (Phase::Orders { tikkurila: false })
                    || matches!(self.phase, Phase::Place { .. })
                {
                    return;
                }
                self.back_to_orders();
                return;
            }
            _ => {}
        }
        // Every other order costs a point (a German point moves the time marker first).
        if !self.spend(tikkurila, events) {
            return;
        }
        match order {
            HAction::Morale => self.phase = Phase::Roll(Pending::Morale),
            HAction::Recruit => self.phase = Phase::Roll(Pending::Recruit),
            HAction::Deploy => self.phase = Phase::Roll(Pending::Deploy),
            HAction::Arrest(v) => self.phase = Phase::Roll(Pending::Arrest(*v)),
            HAction::Organise(v) => self.phase = Phase::Roll(Pending::Organise(*v)),
            HAction::Form(h) => self.phase = Phase::Roll(Pending::Form(*h)),
            HAction::DrawCard => self.phase = Phase::GermanDraw,
            HAction::Regroup(units) => {
                for &u in units {
                    self.put_in_reserve_box(u);
                }
                self.log(
                    events,
                    Some(GERMAN),
                    format!("{} German units regroup to the reserve", units.len()),
                );
                self.check_flags(events);
                self.back_to_orders();
            }
            HAction::MoveHq { hq, to } => {
                self.german_hq[usize::from(*hq)] = Some(*to);
                self.log(events, Some(GERMAN), "A German HQ moves");
                self.back_to_orders();
            }
            HAction::Move { units, .. } | HAction::Battle { units, .. } => {
                // Extra points for a group not in direct command.
                let cost = self.order_cost(units);
                for _ in 1..cost {
                    if !self.spend(tikkurila, events) {
                        return;
                    }
                }
                if let Some(&ooc) = units.iter().find(|&&u| self.status(u) == 0) {
                    self.phase = Phase::Roll(Pending::Ooc {
                        order: Box::new(order.clone()),
                        unit: ooc,
                    });
                    return;
                }
                self.execute(order, events);
            }
            _ => self.back_to_orders(),
        }
    }
}

// ----- the rules trait ------------------------------------------------------------------------

fn parse_hex(text: &str) -> Option<Hex> {
    let (q, r) = text.split_once(',')?;
    Some((q.trim().parse().ok()?, r.trim().parse().ok()?))
}

fn parse_vertex(text: &str) -> Option<Vertex> {
    let hexes: Vec<Hex> = text.split('/').map(parse_hex).collect::<Option<Vec<_>>>()?;
    let [a, b, c]: [Hex; 3] = hexes.try_into().ok()?;
    let mut t = [a, b, c];
    t.sort();
    Some(Vertex(t))
}

fn units_text(units: &[u16]) -> String {
    units
        .iter()
        .map(|u| u.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

fn parse_units(text: &str) -> Option<Vec<u16>> {
    text.split('+').map(|u| u.parse().ok()).collect()
}

impl Helsinki1918 {
    /// Reads an action in any spelling; [`Game::parse_action`] keeps only the written one.
    fn parse_loose(&self, text: &str) -> Result<HAction, RulesError> {
        let bad = || {
            RulesError::new(format!(
                "'{}' is not a Helsinki 1918 action (see docs/notation.md)",
                crate::rules::quote(text)
            ))
        };
        let card = |id: &str| self.data.card_index(id).map(|i| i as u16).ok_or_else(bad);
        let digits = |t: &str| -> Option<(u8, u8)> {
            let b = t.as_bytes();
            (b.len() == 2 && b[0].is_ascii_digit() && b[1].is_ascii_digit())
                .then(|| (b[0] - b'0', b[1] - b'0'))
        };
        Ok(match text {
            "end" => HAction::End,
            "morale" => HAction::Morale,
            "recruit" => HAction::Recruit,
            "deploy" => HAction::Deploy,
            "draw" => HAction::DrawCard,
            "pass" => HAction::Pass,
            "moraleshift" => HAction::MoraleShift,
            "choose:draw" | "choose:tikkurila" => HAction::Choose(0),
            "choose:meurer" => HAction::Choose(1),
            "choose:hq" => HAction::Choose(2),
            _ => {
                if let Some(rest) = text.strip_prefix("c:") {
                    HAction::Draw(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("play:") {
                    HAction::Play(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("swap:") {
                    HAction::Swap(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("arrest:") {
                    HAction::Arrest(parse_vertex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("organise:") {
                    HAction::Organise(parse_vertex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("form:") {
                    HAction::Form(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("put:") {
                    HAction::Put(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("retreat:") {
                    HAction::Retreat(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("regroup:") {
                    HAction::Regroup(parse_units(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("shift:") {
                    HAction::Shift(rest.parse().map_err(|_| bad())?)
                } else if let Some(rest) = text.strip_prefix("battle:") {
                    let (h, units) = rest.rsplit_once(':').ok_or_else(bad)?;
                    HAction::Battle {
                        hex: parse_hex(h).ok_or_else(bad)?,
                        units: parse_units(units).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix("hq") {
                    let (n, v) = rest.split_once(':').ok_or_else(bad)?;
                    HAction::MoveHq {
                        hq: n.parse().map_err(|_| bad())?,
                        to: parse_vertex(v).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix('m') {
                    let (units, rest) = rest.split_once(':').ok_or_else(bad)?;
                    let (to, via) = rest.split_once('<').ok_or_else(bad)?;
                    HAction::Move {
                        units: parse_units(units).ok_or_else(bad)?,
                        to: parse_hex(to).ok_or_else(bad)?,
                        via: parse_hex(via).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix('i') {
                    let (german, red) = digits(rest).ok_or_else(bad)?;
                    HAction::Initiative { german, red }
                } else if let Some(rest) = text.strip_prefix('b') {
                    let (attacker, defender) = digits(rest).ok_or_else(bad)?;
                    HAction::BattleDice { attacker, defender }
                } else if let Some(rest) = text.strip_prefix('d') {
                    HAction::Die(rest.parse().map_err(|_| bad())?)
                } else {
                    return Err(bad());
                }
            }
        })
    }
}

impl Game for Helsinki1918 {
    type Options = HelsinkiOptions;
    type Action = HAction;
    type Event = HEvent;
    type View = HelsinkiView;

    const ID: &'static str = "helsinki1918";

    fn new(options: &HelsinkiOptions) -> Result<Self, RulesError> {
        Self::with_data(options, HelsinkiData::standard())
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            return ToMove::Over;
        }
        if self.is_chance() {
            return ToMove::Chance;
        }
        match self.deciding_side() {
            Some(side) => ToMove::Seat(self.seat_of(side)),
            None => ToMove::Chance,
        }
    }

    fn legal_actions(&self) -> Vec<HAction> {
        if self.is_chance() {
            return self.chance_outcomes().into_iter().map(|(a, _)| a).collect();
        }
        self.legal_cache
            .get_or_init(|| std::sync::Arc::new(self.decision_actions()))
            .as_ref()
            .clone()
    }

    fn chance_outcomes(&self) -> Vec<(HAction, Probability)> {
        if !self.is_chance() {
            return Vec::new();
        }
        if let Some((_, deck)) = self.drawing() {
            let cards = self.deck(deck);
            let n = cards.len() as u32;
            return cards
                .iter()
                .map(|&c| {
                    (
                        HAction::Draw(c),
                        Probability {
                            numerator: 1,
                            denominator: n.max(1),
                        },
                    )
                })
                .collect();
        }
        match &self.phase {
            Phase::Initiative => {
                let mut out = Vec::new();
                for german in 1..=6 {
                    for red in 1..=6 {
                        out.push((
                            HAction::Initiative { german, red },
                            Probability {
                                numerator: 1,
                                denominator: 36,
                            },
                        ));
                    }
                }
                out
            }
            Phase::Roll(_) => (1..=6)
                .map(|f| {
                    (
                        HAction::Die(f),
                        Probability {
                            numerator: 1,
                            denominator: 6,
                        },
                    )
                })
                .collect(),
            Phase::Battle => {
                let k = self
                    .battle
                    .as_ref()
                    .map_or(1, |b| b.units.len().clamp(1, 3)) as u32;
                let all = 6u32.pow(k);
                let mut out = Vec::new();
                for a in 1..=6u32 {
                    let ways = a.pow(k) - (a - 1).pow(k);
                    for d in 1..=6u8 {
                        out.push((
                            HAction::BattleDice {
                                attacker: a as u8,
                                defender: d,
                            },
                            Probability {
                                numerator: ways,
                                denominator: all * 6,
                            },
                        ));
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, action: &HAction) -> Result<Vec<HEvent>, IllegalAction> {
        let events = self.apply_checked(action)?;
        self.legal_cache = std::sync::OnceLock::new();
        self.actions += 1;
        Ok(events)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.as_ref().map(|(o, _)| o.clone())
    }

    fn view(&self, seat: Seat) -> HelsinkiView {
        let sides = seat_sides(self.options.players, seat.index());
        let mut hand: Vec<String> = Vec::new();
        for side in &sides {
            hand.extend(
                self.hands[usize::from(*side)]
                    .iter()
                    .map(|&c| self.data.card(usize::from(c)).id.clone()),
            );
        }
        let secret_events = if sides.contains(&RED) {
            self.red_events
                .iter()
                .map(|&c| self.data.card(usize::from(c)).id.clone())
                .collect()
        } else {
            Vec::new()
        };
        HelsinkiView {
            seat: seat.0,
            units: self.units.clone(),
            red_hq: self.red_hq.clone(),
            german_hq: self.german_hq.clone(),
            squads: self.squads.clone(),
            time: self.time,
            morale: self.morale,
            red_casualties: self.red_casualties,
            white_activity: self.white_activity,
            hand,
            hand_sizes: [
                self.hands[0].len(),
                self.hands[1].len(),
                self.hands[2].len(),
            ],
            secret_events,
            secret_event_count: self.red_events.len(),
        }
    }

    fn format_action(&self, action: &HAction) -> String {
        let hex = |h: &Hex| format!("{},{}", h.0, h.1);
        let card = |c: &u16| self.data.card(usize::from(*c)).id.clone();
        match action {
            HAction::Initiative { german, red } => format!("i{german}{red}"),
            HAction::Die(f) => format!("d{f}"),
            HAction::Draw(c) => format!("c:{}", card(c)),
            HAction::BattleDice { attacker, defender } => format!("b{attacker}{defender}"),
            HAction::End => "end".into(),
            HAction::Morale => "morale".into(),
            HAction::Recruit => "recruit".into(),
            HAction::Arrest(v) => format!("arrest:{}", v.code()),
            HAction::Organise(v) => format!("organise:{}", v.code()),
            HAction::Form(h) => format!("form:{}", hex(h)),
            HAction::Deploy => "deploy".into(),
            HAction::DrawCard => "draw".into(),
            HAction::Regroup(units) => format!("regroup:{}", units_text(units)),
            HAction::Move { units, to, via } => {
                format!("m{}:{}<{}", units_text(units), hex(to), hex(via))
            }
            HAction::Battle { hex: h, units } => format!("battle:{}:{}", hex(h), units_text(units)),
            HAction::MoveHq { hq, to } => format!("hq{hq}:{}", to.code()),
            HAction::Play(c) => format!("play:{}", card(c)),
            HAction::Pass => "pass".into(),
            HAction::Put(h) => format!("put:{}", hex(h)),
            HAction::Choose(k) => format!(
                "choose:{}",
                match (&self.phase, k) {
                    (Phase::WhiteChoice, _) => "draw",
                    (_, 0) => "tikkurila",
                    (_, 1) => "meurer",
                    _ => "hq",
                }
            ),
            HAction::Swap(c) => format!("swap:{}", card(c)),
            HAction::Shift(d) => format!("shift:{d:+}"),
            HAction::MoraleShift => "moraleshift".into(),
            HAction::Retreat(h) => format!("retreat:{}", hex(h)),
        }
    }

    fn parse_action(&self, text: &str) -> Result<HAction, RulesError> {
        crate::rules::parse_canonical(text, |t| self.parse_loose(t), |a| self.format_action(a))
    }

    fn progress(&self) -> u64 {
        self.actions
    }
}
