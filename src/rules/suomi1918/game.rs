//! The 1918 map game's rules: setup by alternate rolls, exact moves, shooting, the verses of
//! the starred places, sides shared by several players, and the end.

use std::sync::Arc;

use super::{LineKind, SuomiMap};
use crate::rules::{
    Game, IllegalAction, Outcome, Probability, RulesError, Seat, ToMove, common::d6_outcomes,
};

/// The two sides: the Reds begin.
pub const SIDE_NAMES: [&str; 2] = ["Punaiset", "Valkoiset"];
pub const RED: u8 = 0;
pub const WHITE: u8 = 1;

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
    pub side: u8,
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
        side: u8,
        tile: u8,
        strength: u8,
    },
    Rolled {
        side: u8,
        face: u8,
    },
    Moved {
        side: u8,
        tile: u8,
        path: Vec<usize>,
    },
    /// A shot: the shooter walked `path` to the circle next to the target, which lost men.
    Shot {
        side: u8,
        tile: u8,
        path: Vec<usize>,
        target: u8,
        loss: u8,
    },
    /// A tile's strength changed (a shot or a verse).
    StrengthChanged {
        side: u8,
        tile: u8,
        strength: u8,
    },
    /// A tile left the game.
    Removed {
        side: u8,
        tile: u8,
    },
    /// The verse of a starred place applied.
    Verse {
        circle: usize,
        side: u8,
        tile: u8,
    },
    /// The roll could not be used.
    Passed {
        side: u8,
    },
    /// Hanko: the Whites roll again.
    RollAgain {
        side: u8,
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
    side: u8,
    /// Turns each side has had, to rotate its players.
    turns: [u32; 2],
    /// The verses of one historical event that have fired (each fires once a game).
    spent: OnceVerses,
    /// Men each side has lost to shots and verses (Reds, Whites), for the turn limit.
    lost: [u32; 2],
    outcome: Option<Outcome>,
    actions: u64,
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
    pub side: u8,
    pub phase: Phase,
    pub tiles: Vec<Tile>,
    /// The once-a-game verses already fired.
    pub spent: OnceVerses,
}

/// Special places by printed name.
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
        if options.turn_limit == 0 {
            return Err(RulesError::new("the turn limit must be at least 1"));
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
        })
    }

    /// A position for tests: these tiles, `side` to roll next (setup done).
    pub fn with_tiles(
        options: &SuomiOptions,
        tiles: Vec<Tile>,
        side: u8,
    ) -> Result<Self, RulesError> {
        let mut game = <Self as Game>::new(options)?;
        for t in &tiles {
            if t.circle >= game.map.circles.len() || !(1..=6).contains(&t.strength) {
                return Err(RulesError::new(
                    "a tile needs a circle of the map and strength 1 to 6",
                ));
            }
        }
        game.tiles = tiles;
        game.phase = Phase::AwaitRoll;
        game.side = side.min(1);
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
        let places = Places::of(&self.map);
        if tile.side != RED || Some(tile.circle) != places.mantyharju {
            return false;
        }
        let guns_at_kouvola = self
            .tiles
            .iter()
            .any(|t| t.side == RED && t.artillery && Some(t.circle) == places.kouvola);
        face != 6 || !guns_at_kouvola
    }

    pub fn side_to_move(&self) -> u8 {
        self.side
    }

    /// The side a seat plays for: the Red players' seats come first.
    pub fn seat_side(&self, seat: usize) -> u8 {
        if seat < usize::from(self.options.red_players) {
            RED
        } else {
            WHITE
        }
    }

    /// A tile by side and number, if it is still in the game.
    pub fn tile(&self, side: u8, number: u8) -> Option<&Tile> {
        self.tiles
            .iter()
            .find(|t| t.side == side && t.number == number)
    }

    fn tile_at(&self, circle: usize) -> Option<&Tile> {
        self.tiles.iter().find(|t| t.circle == circle)
    }

    /// The seat whose die it is or who moves now: in the setup the rolling side's first
    /// player, in play the side's player whose turn it is; `None` once the game is over.
    pub fn acting_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Setup(k) => Some(self.seat_of_side(k % 2)),
            Phase::AwaitRoll | Phase::AwaitMove { .. } => Some(self.seat_of_side(self.side)),
        }
    }

    /// The seat that plays for a side now (the side's players take turns).
    pub fn seat_of_side(&self, side: u8) -> Seat {
        let players = [self.options.red_players, self.options.white_players];
        let offset = if side == RED {
            0
        } else {
            self.options.red_players
        };
        Seat(offset + (self.turns[usize::from(side)] % u32::from(players[usize::from(side)])) as u8)
    }

    /// May this tile step from `from` to `to` along a line of this kind?
    fn may_step(&self, tile: &Tile, to: usize, kind: LineKind, places: &Places) -> bool {
        if tile.artillery && !kind.is_thick() {
            return false;
        }
        // Vilppula: the Red Guard can never get past it.
        if tile.side == RED && Some(to) == places.vilppula {
            return false;
        }
        true
    }

    /// Every simple path of exactly `steps` intervals from the tile over free circles.
    fn move_paths(&self, tile: &Tile, steps: u8) -> Vec<Vec<usize>> {
        let places = Places::of(&self.map);
        let mut out = Vec::new();
        let mut path = vec![tile.circle];
        self.extend_paths(tile, steps, &places, &mut path, &mut out);
        out
    }

    fn extend_paths(
        &self,
        tile: &Tile,
        steps: u8,
        places: &Places,
        path: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if path.len() - 1 == usize::from(steps) {
            out.push(path.clone());
            return;
        }
        let at = *path.last().expect("a path starts somewhere");
        for &(next, kind) in &self.map.neighbours[at] {
            if path.contains(&next)
                || self.tile_at(next).is_some()
                || !self.may_step(tile, next, kind, places)
            {
                continue;
            }
            // Helsinki: White infantry may not enter it.
            if tile.side == WHITE && !tile.artillery && Some(next) == places.helsinki {
                continue;
            }
            path.push(next);
            self.extend_paths(tile, steps, places, path, out);
            path.pop();
        }
    }

    /// Where the tile can go over free circles within `max` intervals: the distance and
    /// the previous circle of each circle reached (breadth first, so shortest ways).
    fn reach(&self, tile: &Tile, max: u8, places: &Places) -> (Vec<u8>, Vec<usize>) {
        let mut prev = vec![usize::MAX; self.map.circles.len()];
        let mut dist = vec![u8::MAX; self.map.circles.len()];
        dist[tile.circle] = 0;
        let mut queue = std::collections::VecDeque::from([tile.circle]);
        while let Some(c) = queue.pop_front() {
            if dist[c] >= max {
                continue;
            }
            for &(n, kind) in &self.map.neighbours[c] {
                if dist[n] != u8::MAX
                    || self.tile_at(n).is_some()
                    || !self.may_step(tile, n, kind, places)
                    || (tile.side == WHITE && !tile.artillery && Some(n) == places.helsinki)
                {
                    continue;
                }
                dist[n] = dist[c] + 1;
                prev[n] = c;
                queue.push_back(n);
            }
        }
        (dist, prev)
    }

    /// Every way the tile can shoot with `roll`: (target number, the circle next to the
    /// target it fires from, intervals d to the target). The shooter walks at most
    /// `roll − 1` intervals over free circles to a circle next to the target.
    fn shots(&self, tile: &Tile, roll: u8) -> Vec<(u8, usize, u8)> {
        let places = Places::of(&self.map);
        let (dist, _) = self.reach(tile, roll.saturating_sub(1), &places);
        let mut out = Vec::new();
        for target in self.tiles.iter().filter(|t| t.side != tile.side) {
            // Vilppula: a White tile there cannot be shot. Helsinki: White infantry cannot
            // shoot at it.
            if (target.side == WHITE && Some(target.circle) == places.vilppula)
                || (tile.side == WHITE && !tile.artillery && Some(target.circle) == places.helsinki)
            {
                continue;
            }
            let mut froms: Vec<(usize, u8)> = self.map.neighbours[target.circle]
                .iter()
                .filter(|(_, kind)| !tile.artillery || kind.is_thick())
                .filter(|&&(c, _)| dist[c] != u8::MAX)
                .map(|&(c, _)| (c, dist[c] + 1))
                .collect();
            froms.sort_unstable_by_key(|&(c, d)| (d, c));
            froms.dedup_by_key(|(c, _)| *c);
            out.extend(froms.into_iter().map(|(c, d)| (target.number, c, d)));
        }
        out
    }

    /// The way a shot walks: from the shooter's circle to `from`, shortest.
    fn shot_walk(&self, tile: &Tile, from: usize, roll: u8) -> Vec<usize> {
        let places = Places::of(&self.map);
        let (_, prev) = self.reach(tile, roll.saturating_sub(1), &places);
        let mut path = vec![from];
        let mut at = from;
        while prev[at] != usize::MAX {
            at = prev[at];
            path.push(at);
        }
        path.reverse();
        path
    }

    fn moves_with(&self, face: u8) -> Vec<SuomiAction> {
        let mut actions = Vec::new();
        for tile in self.tiles.iter().filter(|t| t.side == self.side) {
            if self.held_at_mantyharju(tile, face) {
                continue;
            }
            let mut ends: Vec<usize> = self
                .move_paths(tile, face)
                .into_iter()
                .filter_map(|p| p.last().copied())
                .collect();
            ends.sort_unstable();
            ends.dedup();
            actions.extend(ends.into_iter().map(|to| SuomiAction::Move {
                tile: tile.number,
                to,
            }));
            actions.extend(self.shots(tile, face).into_iter().map(|(target, from, _)| {
                SuomiAction::Shoot {
                    tile: tile.number,
                    target,
                    from,
                }
            }));
        }
        actions
    }

    fn apply_checked(&mut self, action: &SuomiAction) -> Result<Vec<SuomiEvent>, IllegalAction> {
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::new("the game is over")),
            (Phase::Setup(k), SuomiAction::Roll(face)) if (1..=6).contains(face) => {
                let side = k % 2;
                let number = k / 2 + 1;
                let tile = self
                    .tiles
                    .iter_mut()
                    .find(|t| t.side == side && t.number == number)
                    .expect("all tiles exist at setup");
                tile.strength = *face;
                let events = vec![SuomiEvent::Strength {
                    side,
                    tile: number,
                    strength: *face,
                }];
                // After the twelfth setup roll the Reds begin.
                self.phase = if k + 1 == 12 {
                    Phase::AwaitRoll
                } else {
                    Phase::Setup(k + 1)
                };
                self.side = if k + 1 == 12 { RED } else { (k + 1) % 2 };
                Ok(events)
            }
            (Phase::AwaitRoll, SuomiAction::Roll(face)) if (1..=6).contains(face) => {
                let mut events = vec![SuomiEvent::Rolled {
                    side: self.side,
                    face: *face,
                }];
                if self.moves_with(*face).is_empty() {
                    events.push(SuomiEvent::Passed { side: self.side });
                    events.extend(self.end_turn());
                } else {
                    self.phase = Phase::AwaitMove { face: *face };
                }
                Ok(events)
            }
            (Phase::Setup(_) | Phase::AwaitRoll, _) => {
                Err(IllegalAction::new("roll the die first"))
            }
            (Phase::AwaitMove { .. }, SuomiAction::Roll(_)) => {
                Err(IllegalAction::new("the die has been rolled: move or shoot"))
            }
            (Phase::AwaitMove { face }, _) => {
                // One legality path: an action is legal exactly when the list holds it.
                if !self.moves_with(face).contains(action) {
                    return Err(IllegalAction::new(match action {
                        SuomiAction::Shoot { .. } => {
                            "that enemy cannot be shot from there with this roll along a free path"
                        }
                        _ => "that tile cannot go exactly there with this roll",
                    }));
                }
                Ok(self.execute(action, face))
            }
        }
    }

    fn execute(&mut self, action: &SuomiAction, face: u8) -> Vec<SuomiEvent> {
        let side = self.side;
        let mut events = Vec::new();
        let (number, stop, moved) = match *action {
            SuomiAction::Move { tile, to } => {
                let t = *self.tile(side, tile).expect("legal moves use live tiles");
                let path = self
                    .move_paths(&t, face)
                    .into_iter()
                    .find(|p| p.last() == Some(&to))
                    .expect("a legal move has a path");
                events.push(SuomiEvent::Moved { side, tile, path });
                (tile, to, true)
            }
            SuomiAction::Shoot { tile, target, from } => {
                let t = *self.tile(side, tile).expect("legal shots use live tiles");
                let enemy = *self
                    .tile(1 - side, target)
                    .expect("legal shots aim at live tiles");
                let path = self.shot_walk(&t, from, face);
                // d intervals to the target: the walk and the last one onto the target.
                let d = path.len() as u8;
                let loss = face - (d - 1) + u8::from(t.artillery);
                let stop = from;
                events.push(SuomiEvent::Shot {
                    side,
                    tile,
                    path,
                    target,
                    loss,
                });
                self.change_strength(
                    1 - side,
                    target,
                    i16::from(enemy.strength) - i16::from(loss),
                    &mut events,
                );
                (tile, stop, stop != t.circle)
            }
            SuomiAction::Roll(_) => unreachable!("rolls are handled before"),
        };
        if let Some(t) = self
            .tiles
            .iter_mut()
            .find(|t| t.side == side && t.number == number)
        {
            t.circle = stop;
        }
        // A verse applies where a tile stops after a real move ("pelilaatan pysähtyessä"); a
        // shooter that fires from where it stands does not stop anew.
        let again = moved && self.verse(side, number, stop, &mut events);
        if self.check_end(&mut events) {
            return events;
        }
        if again {
            events.push(SuomiEvent::RollAgain { side });
            self.phase = Phase::AwaitRoll;
        } else {
            events.extend(self.end_turn());
        }
        events
    }

    fn change_strength(&mut self, side: u8, number: u8, new: i16, events: &mut Vec<SuomiEvent>) {
        if let Some(t) = self.tile(side, number) {
            let drop = i16::from(t.strength) - new.max(0);
            if drop > 0 {
                self.lost[usize::from(side.min(1))] += drop as u32;
            }
        }
        if new <= 0 {
            self.tiles
                .retain(|t| !(t.side == side && t.number == number));
            events.push(SuomiEvent::Removed { side, tile: number });
        } else if let Some(t) = self
            .tiles
            .iter_mut()
            .find(|t| t.side == side && t.number == number)
        {
            t.strength = new.min(6) as u8;
            events.push(SuomiEvent::StrengthChanged {
                side,
                tile: number,
                strength: t.strength,
            });
        }
    }

    /// Applies the verse of a starred place where a tile stopped; true means roll again (Hanko).
    fn verse(&mut self, side: u8, number: u8, at: usize, events: &mut Vec<SuomiEvent>) -> bool {
        let p = Places::of(&self.map);
        let here = Some(at);
        let note = |events: &mut Vec<SuomiEvent>| {
            events.push(SuomiEvent::Verse {
                circle: at,
                side,
                tile: number,
            })
        };
        if side == WHITE {
            if here == p.pahankoski || here == p.pori || here == p.vammala {
                note(events);
                self.change_strength(side, number, 0, events);
            } else if here == p.hanko && !self.spent.hanko {
                // The German landing happened once: the first White tile here rolls again.
                self.spent.hanko = true;
                note(events);
                return true;
            } else if here == p.tampere {
                note(events);
                self.remove_near(RED, at, 3, events);
            } else if here == p.viipuri && !self.spent.viipuri {
                // The victory march: each White tile that took and encircled the town (at
                // Viipuri or beside it) is filled to 6 thousand, once.
                self.spent.viipuri = true;
                note(events);
                let marchers: Vec<u8> = self
                    .tiles
                    .iter()
                    .filter(|t| {
                        t.side == WHITE && self.map.distance(at, t.circle).is_some_and(|d| d <= 1)
                    })
                    .map(|t| t.number)
                    .collect();
                for n in marchers {
                    self.change_strength(WHITE, n, 6, events);
                }
            } else if here == p.helsinki || here == p.vilppula {
                // Helsinki taken by the guns; Vilppula held: the verse is read, nothing changes.
                note(events);
            }
        } else if here == p.kirkkonummi {
            note(events);
            self.remove_near(WHITE, at, 2, events);
        } else if here == p.varkaus && !self.spent.varkaus {
            // The relief of the Varkaus Red Guard: the first Red tile here, once.
            self.spent.varkaus = true;
            note(events);
            self.change_strength(side, number, 6, events);
        } else if here == p.kymi {
            note(events);
            self.change_strength(side, number, 0, events);
        } else if here == p.mantyharju || here == p.helsinki || here == p.vilppula {
            // Mäntyharju holds the tile (it leaves only on a 6); nothing happens at once.
            if here == p.mantyharju {
                note(events);
            }
        }
        false
    }

    fn remove_near(&mut self, victims: u8, at: usize, within: usize, events: &mut Vec<SuomiEvent>) {
        let doomed: Vec<u8> = self
            .tiles
            .iter()
            .filter(|t| {
                t.side == victims && self.map.distance(at, t.circle).is_some_and(|d| d <= within)
            })
            .map(|t| t.number)
            .collect();
        for n in doomed {
            self.change_strength(victims, n, 0, events);
        }
    }

    fn check_end(&mut self, events: &mut Vec<SuomiEvent>) -> bool {
        for loser in [RED, WHITE] {
            if !self.tiles.iter().any(|t| t.side == loser) {
                let outcome = self.outcome_for_winner(1 - loser);
                self.outcome = Some(outcome.clone());
                self.phase = Phase::Over;
                events.push(SuomiEvent::GameOver { outcome });
                return true;
            }
        }
        false
    }

    fn outcome_for_winner(&self, winner: u8) -> Outcome {
        let seats = self.seat_count();
        let places = (0..seats)
            .map(|s| {
                let side = if (s as u8) < self.options.red_players {
                    RED
                } else {
                    WHITE
                };
                if side == winner { 1 } else { 2 }
            })
            .collect();
        Outcome { places }
    }

    fn end_turn(&mut self) -> Option<SuomiEvent> {
        self.turns[usize::from(self.side)] += 1;
        self.side = 1 - self.side;
        self.phase = Phase::AwaitRoll;
        if self.turns[usize::from(WHITE)] < self.options.turn_limit {
            return None;
        }
        // The turn limit (ours): the side that lost fewer men wins; equal is a draw. Men a
        // verse gives do not count, and the setup dice alone do not decide: a side that
        // rolled more men must still fight for the win.
        let [red, white] = self.lost;
        let outcome = match white.cmp(&red) {
            std::cmp::Ordering::Greater => self.outcome_for_winner(RED),
            std::cmp::Ordering::Less => self.outcome_for_winner(WHITE),
            std::cmp::Ordering::Equal => Outcome {
                places: vec![1; self.seat_count()],
            },
        };
        self.outcome = Some(outcome.clone());
        self.phase = Phase::Over;
        Some(SuomiEvent::GameOver { outcome })
    }
}

impl Suomi1918 {
    /// Reads an action in any spelling; [`Game::parse_action`] keeps only the written one.
    fn parse_loose(&self, text: &str) -> Result<SuomiAction, RulesError> {
        let bad = || {
            RulesError::new(format!(
                "'{}' is not a move of the 1918 game (r1..r6, t3-helsinki, t3x2@lahti)",
                crate::rules::quote(text)
            ))
        };
        if let Some(face) = text.strip_prefix('r') {
            let f: u8 = face.parse().map_err(|_| bad())?;
            return if (1..=6).contains(&f) {
                Ok(SuomiAction::Roll(f))
            } else {
                Err(bad())
            };
        }
        let rest = text.strip_prefix('t').ok_or_else(bad)?;
        if let Some((tile, shot)) = rest.split_once('x') {
            let tile: u8 = tile.parse().map_err(|_| bad())?;
            let (target, from) = shot.split_once('@').ok_or_else(bad)?;
            let target: u8 = target.parse().map_err(|_| bad())?;
            let from = self.map.circle(from).ok_or_else(bad)?;
            return Ok(SuomiAction::Shoot { tile, target, from });
        }
        let (tile, circle) = rest.split_once('-').ok_or_else(bad)?;
        let tile: u8 = tile.parse().map_err(|_| bad())?;
        let to = self.map.circle(circle).ok_or_else(bad)?;
        Ok(SuomiAction::Move { tile, to })
    }
}

impl Game for Suomi1918 {
    type Options = SuomiOptions;
    type Action = SuomiAction;
    type Event = SuomiEvent;
    type View = SuomiView;

    const ID: &'static str = "suomi1918";

    fn new(options: &SuomiOptions) -> Result<Self, RulesError> {
        Self::with_map(options, Arc::new(SuomiMap::standard()))
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

    fn chance_outcomes(&self) -> Vec<(SuomiAction, Probability)> {
        match self.phase {
            Phase::Setup(_) | Phase::AwaitRoll => d6_outcomes()
                .map(|(f, p)| (SuomiAction::Roll(f), p))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, action: &SuomiAction) -> Result<Vec<SuomiEvent>, IllegalAction> {
        let events = self.apply_checked(action)?;
        self.actions += 1;
        Ok(events)
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
