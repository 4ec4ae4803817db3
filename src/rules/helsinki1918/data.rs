//! The data of Helsinki 1918, read from `assets/helsinki1918/data/` through one validated
//! constructor: the hex map (terrain, roads, railways, bridges, water hexsides, flags, HQ and
//! setup symbols, squad vertices, the Meurer arrival hex), the tables and tracks, and the
//! four card decks. All of it is our reconstruction of the lost map and cards.

use std::collections::HashSet;

pub use super::hexes::{DIRS, FastMap, FastSet, Hex, Vertex, direction, hex_distance, neighbour};

use super::grid::{Grid, build_grid};

use crate::rules::RulesError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
pub enum Terrain {
    Open,
    Park,
    Rough,
    City,
    Fortification,
    Water,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize, serde::Serialize)]
pub enum EdgeKind {
    Road,
    MinorRoad,
    Railway,
    Bridge,
    /// The hexside lies in water: no crossing unless there is a bridge.
    Water,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum SquadColour {
    Yellow,
    Blue,
}

#[derive(serde::Deserialize)]
struct HexEntry {
    hex: Hex,
    terrain: Terrain,
}

#[derive(serde::Deserialize)]
struct EdgeEntry {
    a: Hex,
    b: Hex,
    kinds: Vec<EdgeKind>,
}

#[derive(serde::Deserialize)]
struct FlagEntry {
    name: String,
    hex: Hex,
}

#[derive(serde::Deserialize)]
struct CornerEntry {
    hex: Hex,
    corner: usize,
}

#[derive(serde::Deserialize)]
struct SquadEntry {
    hex: Hex,
    corner: usize,
    colour: SquadColour,
}

#[derive(serde::Deserialize)]
struct MapFile {
    hexes: Vec<HexEntry>,
    edges: Vec<EdgeEntry>,
    flags: Vec<FlagEntry>,
    red_hq: Vec<Hex>,
    red_units: Vec<Hex>,
    german_units: Vec<Hex>,
    german_hq: Vec<CornerEntry>,
    squad_vertices: Vec<SquadEntry>,
    meurer_arrival: Hex,
}

/// One terrain's row of the terrain table.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct TerrainRow {
    pub terrain: Terrain,
    pub movement: u8,
    pub defence_m: u8,
    pub defence_b: u8,
}

/// A result of the battle effect table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum Effect {
    Retreat,
    RetreatAll,
    Disorder,
    DisorderAll,
    Destroyed,
}

/// One row of the battle effect table (a difference of the final dice).
#[derive(Clone, Debug, serde::Deserialize)]
pub struct EffectRow {
    pub harsh: Vec<Effect>,
    pub normal: Vec<Effect>,
    pub mild: Vec<Effect>,
}

#[derive(Clone, Debug, serde::Deserialize)]
pub struct MoraleTable {
    pub up_one: i8,
    pub up_two: i8,
    pub up_three: i8,
}

#[derive(Clone, Debug, serde::Deserialize)]
pub struct PlacementTable {
    pub direct_command: i8,
    pub in_command: i8,
}

#[derive(Clone, Debug, serde::Deserialize)]
pub struct ArrestTable {
    pub arrested: i8,
}

#[derive(Clone, Debug, serde::Deserialize)]
pub struct OrganiseTable {
    pub adjacent: i8,
    pub chosen: i8,
}

/// The tables and tracks printed on the map.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct Tables {
    pub terrain: Vec<TerrainRow>,
    pub road_movement: u8,
    pub city_movement_germans_whites: u8,
    pub city_movement_with_friend: u8,
    pub battle_effects: Vec<EffectRow>,
    pub red_morale: MoraleTable,
    pub red_recruit: PlacementTable,
    pub red_arrest: ArrestTable,
    pub white_organise: OrganiseTable,
    pub german_deploy: PlacementTable,
    pub morale_levels: Vec<u8>,
    pub morale_start: usize,
    pub meurer_track: Vec<u8>,
    pub division_hq_max: u8,
    pub tikkurila_max: u8,
    pub division_hq_start: u8,
    pub white_activity_points: Vec<u8>,
    pub white_activity_arrest: Vec<i8>,
    pub reserve_columns: Vec<i8>,
    /// Squares in each column of the German reserve box.
    pub reserve_column_squares: u8,
    /// The terrain of the three Tikkurila hexes.
    pub tikkurila_terrain: Terrain,
    pub start_minutes: u32,
    pub end_minutes: u32,
    pub night_from: u32,
    pub night_to: u32,
    pub red_reserve: u8,
    pub white_units: u8,
    pub white_squads: u8,
    pub german_reserve: u8,
    pub german_meurer: u8,
    pub german_tikkurila: u8,
}

/// When a card may be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum Timing {
    /// In one's own initiative, as an order that costs no command point.
    OwnInitiative,
    /// In a battle of one's side, before the dice (the attacker plays first).
    BeforeDice,
    /// In a battle of one's side, after the dice (the defender plays first).
    AfterDice,
}

/// A condition on the battle a card is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum Condition {
    Any,
    City,
    NearWater,
    Bridge,
    Night,
    Day,
    Attacking,
    Defending,
}

/// What a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum CardEffect {
    CommandPoints(u8),
    OwnDie(i8),
    EnemyDie(i8),
    Reroll,
    Morale(u8),
    WhiteActivity(i8),
    MeurerAdvance(u8),
    DivisionHq(u8),
    TikkurilaPoints(u8),
    /// Recruit, deploy or form a unit as if the roll had been the best.
    FreeUnit,
    /// "A player uses a card which initiates a battle": a battle against a hex held only by
    /// enemies next to one's own units, the attacker rolling this many dice.
    Bombard(u8),
}

#[derive(Clone, Debug, serde::Deserialize, serde::Serialize)]
pub struct Card {
    /// The card's name in the message files: `hcard-<id>`, its text `hcard-<id>-text`.
    pub id: String,
    pub when: Timing,
    pub only: Condition,
    pub effect: CardEffect,
}

#[derive(serde::Deserialize)]
struct CardFile {
    german_support: Vec<Card>,
    red_support: Vec<Card>,
    red_events: Vec<Card>,
    white_activity: Vec<Card>,
}

/// The four decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Deck {
    GermanSupport,
    RedSupport,
    RedEvents,
    WhiteActivity,
}

/// Everything the rules read from data.
#[derive(Clone, Debug)]
pub struct HelsinkiData {
    pub terrain: FastMap<Hex, Terrain>,
    /// Sorted hex pairs: the features of the hexside between them.
    pub edges: FastMap<(Hex, Hex), Vec<EdgeKind>>,
    pub flags: Vec<(String, Hex)>,
    pub red_hq: Vec<Hex>,
    pub red_units: Vec<Hex>,
    pub german_units: Vec<Hex>,
    pub german_hq: Vec<Vertex>,
    pub squad_vertices: Vec<(Vertex, SquadColour)>,
    pub meurer_arrival: Hex,
    pub tables: Tables,
    /// All cards, indexed by their number in the records.
    pub cards: Vec<(Deck, Card)>,
    /// The western edge hexes (German deployment routes lead there).
    pub west_edge: FastSet<Hex>,
    /// The time track's squares, as minutes from 11 April 00:00.
    squares: Vec<u32>,
    /// The map as a dense grid over its bounding box, for the rules' searches.
    pub(super) grid: Grid,
}

/// The longest road move the rules' search keeps room for.
pub const MAX_ROAD_MOVEMENT: usize = 8;

pub const STANDARD_MAP_RON: &str = include_str!("../../../assets/helsinki1918/data/map.ron");
pub const STANDARD_TABLES_RON: &str = include_str!("../../../assets/helsinki1918/data/tables.ron");
pub const STANDARD_CARDS_RON: &str = include_str!("../../../assets/helsinki1918/data/cards.ron");

pub(super) fn edge_key(a: Hex, b: Hex) -> (Hex, Hex) {
    if a <= b { (a, b) } else { (b, a) }
}

impl HelsinkiData {
    /// The shipped data, read once.
    pub fn standard() -> &'static Self {
        static DATA: std::sync::OnceLock<HelsinkiData> = std::sync::OnceLock::new();
        DATA.get_or_init(|| {
            Self::from_ron(STANDARD_MAP_RON, STANDARD_TABLES_RON, STANDARD_CARDS_RON)
                .expect("the shipped Helsinki data are valid")
        })
    }

    /// Reads and checks the three files.
    pub fn from_ron(map: &str, tables: &str, cards: &str) -> Result<Self, RulesError> {
        let err = |what: &str, e: ron::error::SpannedError| {
            RulesError::new(format!("the Helsinki {what} file does not read: {e}"))
        };
        let map: MapFile = ron::from_str(map).map_err(|e| err("map", e))?;
        let tables: Tables = ron::from_str(tables).map_err(|e| err("tables", e))?;
        let cards: CardFile = ron::from_str(cards).map_err(|e| err("cards", e))?;
        let bad = |m: String| Err(RulesError::new(m));
        let mut terrain = FastMap::default();
        for h in &map.hexes {
            if terrain.insert(h.hex, h.terrain).is_some() {
                return bad(format!("hex {:?} is listed twice", h.hex));
            }
        }
        let land = |h: Hex| terrain.get(&h).is_some_and(|t| *t != Terrain::Water);
        let mut edges = FastMap::default();
        for e in &map.edges {
            if direction(e.a, e.b).is_none() {
                return bad(format!(
                    "the edge {:?}-{:?} joins hexes that do not touch",
                    e.a, e.b
                ));
            }
            if !terrain.contains_key(&e.a) || !terrain.contains_key(&e.b) {
                return bad(format!("the edge {:?}-{:?} leaves the map", e.a, e.b));
            }
            if e.kinds.contains(&EdgeKind::Bridge) && !e.kinds.contains(&EdgeKind::Water) {
                return bad(format!("the bridge {:?}-{:?} crosses no water", e.a, e.b));
            }
            edges.insert(edge_key(e.a, e.b), e.kinds.clone());
        }
        let check_land = |what: &str, hexes: &[Hex]| -> Result<(), RulesError> {
            for h in hexes {
                if !land(*h) {
                    return Err(RulesError::new(format!("{what} {h:?} is not on land")));
                }
            }
            Ok(())
        };
        let flag_hexes: Vec<Hex> = map.flags.iter().map(|f| f.hex).collect();
        check_land("the flag hex", &flag_hexes)?;
        if let Some((i, h)) = flag_hexes
            .iter()
            .enumerate()
            .find(|(i, h)| flag_hexes[..*i].contains(h))
        {
            return bad(format!(
                "flag {} shares the hex {h:?} with another flag",
                i + 1
            ));
        }
        check_land("the Red HQ hex", &map.red_hq)?;
        check_land("the Red setup hex", &map.red_units)?;
        check_land("the German setup hex", &map.german_units)?;
        check_land("the Meurer arrival hex", &[map.meurer_arrival])?;
        let counts = [
            ("flag hexes", map.flags.len(), 5),
            ("Red HQ hexes", map.red_hq.len(), 3),
            ("Red unit hexes", map.red_units.len(), 15),
            ("German unit hexes", map.german_units.len(), 8),
            ("German HQ vertices", map.german_hq.len(), 3),
        ];
        for (what, n, want) in counts {
            if n != want {
                return bad(format!("the map has {n} {what}, the rules need {want}"));
            }
        }
        // An order names the units of one stack (`UnitList`): no hex starts over a stack.
        let most_in_a_hex = map
            .german_units
            .iter()
            .map(|h| map.german_units.iter().filter(|o| *o == h).count())
            .max()
            .unwrap_or(0);
        if most_in_a_hex > 3 || tables.german_tikkurila > 3 {
            return bad("at most three German units start in a hex or in Tikkurila".into());
        }
        let distinct: HashSet<Hex> = map.red_units.iter().copied().collect();
        if distinct.len() != map.red_units.len() {
            return bad("two Red setup hexes are the same hex".into());
        }
        let german_hq: Vec<Vertex> = map
            .german_hq
            .iter()
            .map(|c| Vertex::of(c.hex, c.corner))
            .collect();
        let squad_vertices: Vec<(Vertex, SquadColour)> = map
            .squad_vertices
            .iter()
            .map(|s| (Vertex::of(s.hex, s.corner), s.colour))
            .collect();
        for (v, _) in &squad_vertices {
            if !v
                .hexes()
                .iter()
                .any(|h| terrain.get(h) == Some(&Terrain::City))
            {
                return bad(format!("the squad vertex {} touches no city hex", v.code()));
            }
        }
        for t in [
            Terrain::Open,
            Terrain::Park,
            Terrain::Rough,
            Terrain::City,
            Terrain::Fortification,
        ] {
            if !tables.terrain.iter().any(|r| r.terrain == t) {
                return bad(format!("the terrain table has no row for {t:?}"));
            }
        }
        // The map's bounding box: its least and greatest q, then r.
        let (qs, rs) = (
            map.hexes.iter().map(|m| m.hex.0),
            map.hexes.iter().map(|m| m.hex.1),
        );
        let (q_min, q_max) = (qs.clone().min().unwrap_or(0), qs.max().unwrap_or(0));
        let (r_min, r_max) = (rs.clone().min().unwrap_or(0), rs.max().unwrap_or(0));
        let (width, height) = (q_max - q_min, r_max - r_min);
        // The rules keep the map's hexes in a grid over its bounding box, by 16-bit cells.
        if (i64::from(width) + 1) * (i64::from(height) + 1) >= i64::from(u16::MAX) {
            return bad("the map's bounding box is too large (under 65 535 hexes)".into());
        }
        // Tikkurila's box has hexes of its own beside the map: the grid's searches take every
        // cell for a map hex, so the box must lie outside the map's bounding box.
        let in_box = |h: Hex| (q_min..=q_max).contains(&h.0) && (r_min..=r_max).contains(&h.1);
        if let Some(h) = super::game::TIKKURILA.into_iter().find(|&h| in_box(h)) {
            return bad(format!(
                "the map's bounding box reaches Tikkurila's hex {h:?}, which lies off the map"
            ));
        }
        if !(1..=MAX_ROAD_MOVEMENT).contains(&usize::from(tables.road_movement)) {
            return bad(format!(
                "the road movement must be 1 to {MAX_ROAD_MOVEMENT}, not {}",
                tables.road_movement
            ));
        }
        if tables.battle_effects.len() != 5 {
            return bad("the battle effect table needs rows for differences 1 to 5+".into());
        }
        if tables.morale_start >= tables.morale_levels.len() {
            return bad("the morale marker starts off its track".into());
        }
        if tables.white_activity_points.len() != tables.white_activity_arrest.len() {
            return bad("the White Activity track's two rows differ in length".into());
        }
        let german_units = usize::from(tables.german_reserve)
            + usize::from(tables.german_meurer)
            + map.german_units.len();
        if tables.reserve_columns.is_empty()
            || tables.reserve_columns.len() * usize::from(tables.reserve_column_squares)
                < german_units
        {
            return bad(format!(
                "the German reserve box must have room for all {german_units} German units outside Tikkurila"
            ));
        }
        if tables.tikkurila_terrain == Terrain::Water {
            return bad("the Tikkurila box cannot be water".into());
        }
        if tables.end_minutes <= tables.start_minutes {
            return bad("the time track ends before it starts".into());
        }
        let mut all = Vec::new();
        for (deck, list) in [
            (Deck::GermanSupport, cards.german_support),
            (Deck::RedSupport, cards.red_support),
            (Deck::RedEvents, cards.red_events),
            (Deck::WhiteActivity, cards.white_activity),
        ] {
            if deck == Deck::RedEvents && list.len() != 6 {
                return bad(format!(
                    "there must be six Red event cards, found {}",
                    list.len()
                ));
            }
            if list.is_empty() {
                return bad(format!("the {deck:?} deck is empty"));
            }
            for c in list {
                if all.iter().any(|(_, o): &(Deck, Card)| o.id == c.id) {
                    return bad(format!("two cards are called '{}'", c.id));
                }
                if let CardEffect::Bombard(dice) = c.effect
                    && (c.when != Timing::OwnInitiative || !(1..=3).contains(&dice))
                {
                    return bad(format!(
                        "card '{}' starts a battle: it is played on its side's initiative and \
                         rolls 1 to 3 dice",
                        c.id
                    ));
                }
                all.push((deck, c));
            }
        }
        let min_x = map
            .hexes
            .iter()
            .map(|h| 2 * h.hex.0 + h.hex.1)
            .min()
            .unwrap_or(0);
        let west_edge = map
            .hexes
            .iter()
            .filter(|h| 2 * h.hex.0 + h.hex.1 <= min_x + 1 && h.terrain != Terrain::Water)
            .map(|h| h.hex)
            .collect();
        let mut squares = Vec::new();
        let mut m = tables.start_minutes;
        while m <= tables.end_minutes {
            squares.push(m);
            let of_day = m % 1440;
            let night = of_day >= tables.night_from || of_day < tables.night_to;
            m += if night { 60 } else { 15 };
        }
        let mut grid = build_grid(&terrain, &edges);
        for row in &tables.terrain {
            grid.movement[row.terrain as usize] = row.movement;
        }
        grid.fill_direction_sets();
        Ok(Self {
            grid,
            squares,
            terrain,
            edges,
            flags: map.flags.into_iter().map(|f| (f.name, f.hex)).collect(),
            red_hq: map.red_hq,
            red_units: map.red_units,
            german_units: map.german_units,
            german_hq,
            squad_vertices,
            meurer_arrival: map.meurer_arrival,
            tables,
            cards: all,
            west_edge,
        })
    }

    pub fn terrain(&self, h: Hex) -> Option<Terrain> {
        self.grid.cell(h).and_then(|c| self.grid.terrain[c])
    }

    pub fn is_land(&self, h: Hex) -> bool {
        self.terrain(h).is_some_and(|t| t != Terrain::Water)
    }

    pub fn edge(&self, a: Hex, b: Hex) -> &[EdgeKind] {
        self.edges
            .get(&edge_key(a, b))
            .map_or(&[][..], |v| v.as_slice())
    }

    /// Does a hex have any road, railway or minor road (city hexes always do)?
    pub fn has_road(&self, h: Hex, minor: bool) -> bool {
        self.terrain(h) == Some(Terrain::City)
            || (0..6).any(|d| self.road(h, neighbour(h, d), minor))
    }

    pub fn terrain_row(&self, t: Terrain) -> &TerrainRow {
        self.tables
            .terrain
            .iter()
            .find(|r| r.terrain == t)
            .expect("validated: every land terrain has a row")
    }

    pub fn card(&self, index: usize) -> &Card {
        &self.cards[index].1
    }

    pub fn deck_of(&self, index: usize) -> Deck {
        self.cards[index].0
    }

    pub fn card_index(&self, id: &str) -> Option<usize> {
        self.cards.iter().position(|(_, c)| c.id == id)
    }

    pub fn flag_hexes(&self) -> Vec<Hex> {
        self.flags.iter().map(|(_, h)| *h).collect()
    }

    /// The time track's squares as minutes from 11 April 00:00: 15 minutes by day, an hour by
    /// night.
    pub fn time_squares(&self) -> &[u32] {
        &self.squares
    }

    pub fn is_night(&self, minutes: u32) -> bool {
        let of_day = minutes % 1440;
        of_day >= self.tables.night_from || of_day < self.tables.night_to
    }
}
