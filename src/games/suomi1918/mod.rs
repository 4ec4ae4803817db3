//! The 1918 map game plugin: the match and its flow, the printed map, the tiles with their
//! pins, the verse cards and the HUD.

use crate::rules::suomi1918::Side;
mod coast;
mod describe;
mod flow;
pub(crate) mod hud;
pub mod rules_text;
mod setup;
mod thumbnail;
pub(crate) mod view;

use bevy::prelude::*;

use crate::app::cupboard::{CupboardEntry, RegisterGame};
use crate::tr;

use crate::{
    ai::Strength,
    games::{
        core::{LogLine, SeatKind},
        table::{Match, match_plugin},
    },
    rules::{
        Game, Seat,
        suomi1918::{Suomi1918, SuomiAction, SuomiEvent, SuomiOptions},
    },
};

pub use coast::{Coast, STANDARD_COAST_RON};
pub use view::VerseCard;

/// The choices of the setup screen.
#[derive(Resource, Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct SuomiSetup {
    pub options: SuomiOptions,
    /// The Red players' seats, then the White players'.
    pub seats: Vec<SeatKind>,
}

impl Default for SuomiSetup {
    fn default() -> Self {
        Self {
            options: SuomiOptions::default(),
            seats: vec![SeatKind::Human, SeatKind::Ai(Strength::Strong)],
        }
    }
}

impl SuomiSetup {
    /// Keeps one seat per player after the player counts changed.
    pub fn fit_seats(&mut self) {
        let reds = usize::from(self.options.red_players);
        let whites = usize::from(self.options.white_players);
        let mut red: Vec<SeatKind> = self.seats.iter().copied().take(reds).collect();
        let old_reds = self.seats.len().min(reds.max(1));
        let mut white: Vec<SeatKind> = self.seats.iter().copied().skip(old_reds).collect();
        red.resize(reds, SeatKind::Human);
        white.resize(whites, SeatKind::Ai(Strength::Strong));
        red.extend(white);
        self.seats = red;
    }
}

/// What the human can pick now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// One of the side's tiles (by number) that can move or shoot.
    Tile(u8),
    /// The selected tile's action.
    Act(usize),
}

/// The human's half-made move: the tile picked.
#[derive(Clone, Debug, Default)]
pub struct SuomiChoosing {
    pub selected: Option<u8>,
}

/// The match being played (the shared match of the table).
pub type SuomiMatch = Match<Suomi1918>;

impl Match<Suomi1918> {
    /// The legal moves and shots of the tile `number` of the side to move.
    pub fn actions_of(&self, number: u8) -> Vec<SuomiAction> {
        self.legal()
            .iter()
            .filter(|a| match a {
                SuomiAction::Move { tile, .. } | SuomiAction::Shoot { tile, .. } => *tile == number,
                SuomiAction::Roll(_) => false,
            })
            .cloned()
            .collect()
    }

    /// The numbers of the side's tiles that have a move or a shot.
    pub fn acting_tiles(&self) -> Vec<u8> {
        let mut tiles: Vec<u8> = self
            .legal()
            .iter()
            .filter_map(|a| match a {
                SuomiAction::Move { tile, .. } | SuomiAction::Shoot { tile, .. } => Some(*tile),
                SuomiAction::Roll(_) => None,
            })
            .collect();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
    }

    /// The human's choices now: tiles that can act, or the selected tile's actions.
    pub fn choices(&self) -> Vec<Choice> {
        if self.game.to_move() != crate::rules::ToMove::Seat(self.game_seat()) {
            return Vec::new();
        }
        match self.choosing.selected {
            None => self.acting_tiles().into_iter().map(Choice::Tile).collect(),
            Some(number) => (0..self.actions_of(number).len())
                .map(Choice::Act)
                .collect(),
        }
    }

    fn game_seat(&self) -> Seat {
        self.game.acting_seat().unwrap_or(Seat(0))
    }

    /// The circle a choice points at: the tile's circle, the move's end or the target's circle.
    pub fn choice_circle(&self, choice: Choice) -> Option<usize> {
        let side = self.game.side_to_move();
        match choice {
            Choice::Tile(n) => self.game.tile(side, n).map(|t| t.circle),
            Choice::Act(i) => {
                let actions = self.actions_of(self.choosing.selected?);
                match actions.get(i)? {
                    SuomiAction::Move { to, .. } => Some(*to),
                    SuomiAction::Shoot { target, .. } => {
                        self.game.tile(side.other(), *target).map(|t| t.circle)
                    }
                    SuomiAction::Roll(_) => None,
                }
            }
        }
    }
}

/// A circle's printed name, or where it lies.
pub fn circle_label(game: &Suomi1918, circle: usize) -> String {
    let c = &game.map().circles[circle];
    match &c.name {
        Some(name) => name.clone(),
        None => {
            // "circle 2 between Lahti and Kouvola": the id says so.
            let parts: Vec<&str> = c.id.split('-').collect();
            let named = |slug: &str| {
                game.map()
                    .circles
                    .iter()
                    .find(|c| c.id == slug)
                    .and_then(|c| c.name.clone())
                    .unwrap_or_else(|| slug.to_string())
            };
            match parts.as_slice() {
                [a, b, k] => {
                    // Name the circle: "circle 2 of 3 on the line Karjaa–Hyvinkää".
                    let prefix = format!("{a}-{b}-");
                    let count = game
                        .map()
                        .circles
                        .iter()
                        .filter(|c| c.id.starts_with(&prefix))
                        .count();
                    if count == 1 {
                        tr!("suomi-circle-on-line", a = named(a), b = named(b))
                    } else {
                        tr!(
                            "suomi-circle-of",
                            k = *k,
                            count = count,
                            a = named(a),
                            b = named(b)
                        )
                    }
                }
                _ => c.id.clone(),
            }
        }
    }
}

/// The side's key in the message files.
fn side_key(side: Side) -> &'static str {
    if side == crate::rules::suomi1918::RED {
        "red"
    } else {
        "white"
    }
}

/// A tile as the players name it: "Red 3".
pub fn tile_name(side: Side, number: u8) -> String {
    tr!("suomi-tile", side = side_key(side), number = number)
}

/// The side's name as the panel heads it ("Punaiset").
pub fn side_name(side: Side) -> String {
    tr!("suomi-side", side = side_key(side))
}

/// The side as the players of a side ("Reds").
pub fn side_players(side: Side) -> String {
    tr!("suomi-side-plural", side = side_key(side))
}

/// "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => tr!("suomi-and", first = rest.join(", "), second = last),
    }
}

/// The log lines of one action.
pub fn log_lines(game: &Suomi1918, action: &SuomiAction, events: &[SuomiEvent]) -> Vec<LogLine> {
    let place = |c: usize| circle_label(game, c);
    let verses = crate::rules::suomi1918::SuomiVerses::standard();
    let mut out = Vec::new();
    for e in events {
        let (side, text) = match e {
            SuomiEvent::Strength {
                side,
                tile,
                strength,
            } => (
                Some(*side),
                tr!(
                    "suomi-log-strength",
                    tile = tile_name(*side, *tile),
                    place = game
                        .tile(*side, *tile)
                        .map_or(String::new(), |t| place(t.circle)),
                    strength = *strength
                ),
            ),
            SuomiEvent::Rolled { side, face } => (
                Some(*side),
                tr!("suomi-log-roll", side = side_players(*side), face = *face),
            ),
            SuomiEvent::Moved { side, tile, path } => (
                Some(*side),
                tr!(
                    "suomi-log-moves",
                    tile = tile_name(*side, *tile),
                    steps = path.len().saturating_sub(1),
                    place = place(*path.last().expect("a path"))
                ),
            ),
            SuomiEvent::Shot {
                side,
                tile,
                path,
                target,
                loss,
            } => (
                Some(*side),
                tr!(
                    "suomi-log-shoots",
                    tile = tile_name(*side, *tile),
                    place = place(*path.last().expect("a path")),
                    target = tile_name(side.other(), *target),
                    loss = *loss
                ),
            ),
            SuomiEvent::StrengthChanged {
                side,
                tile,
                strength,
            } => (
                Some(*side),
                tr!(
                    "suomi-log-now",
                    tile = tile_name(*side, *tile),
                    strength = *strength
                ),
            ),
            SuomiEvent::Removed { side, tile } => (
                Some(*side),
                tr!("suomi-log-wiped-out", tile = tile_name(*side, *tile)),
            ),
            SuomiEvent::Verse { circle, side, .. } => {
                let name = place(*circle);
                let text = match verses.at(game.map(), *circle) {
                    Some(v) => tr!(
                        "suomi-log-verse-reading",
                        place = name,
                        reading = v.reading(crate::i18n::language())
                    ),
                    None => tr!("suomi-log-verse", place = name),
                };
                (Some(*side), text)
            }
            SuomiEvent::Passed { side } => (
                Some(*side),
                tr!("suomi-log-passes", side = side_players(*side)),
            ),
            SuomiEvent::RollAgain { side } => (
                Some(*side),
                tr!("suomi-log-roll-again", side = side_players(*side)),
            ),
            SuomiEvent::GameOver { outcome } => {
                let text = match winning_side(game, outcome) {
                    Some(side) => tr!("suomi-log-won", side = side_name(side)),
                    None => tr!("suomi-log-draw"),
                };
                (None, text)
            }
        };
        out.push(LogLine {
            seat: side.map(|s| Seat(s as u8)),
            text,
        });
    }
    let _ = action;
    out
}

/// The side whose players won, or `None` for a draw.
pub fn winning_side(game: &Suomi1918, outcome: &crate::rules::Outcome) -> Option<Side> {
    let mut sides: Vec<Side> = outcome
        .winners()
        .iter()
        .map(|w| game.seat_side(w.index()))
        .collect();
    sides.dedup();
    match sides.as_slice() {
        [side] => Some(*side),
        _ => None,
    }
}

/// The game's entry in the cupboard: its names, saves, rules, lesson and picture.
pub fn cupboard_entry() -> CupboardEntry {
    CupboardEntry {
        id: Suomi1918::ID,
        title: "Punaisten ja valkoisten taistelu Suomessa 1918",
        subtitle: "cupboard-suomi-subtitle",
        playable: true,
        read_saves: crate::games::core::read_saves::<Suomi1918>,
        rules_title: "cupboard-suomi-rules-title",
        rules_ours: rules_text::ours,
        original_heading: "cupboard-suomi-original",
        original: || crate::i18n::texts::Shown::BuiltIn(rules_text::FINNISH),
        lesson: Some(include_str!("../../../assets/suomi1918/data/lesson.ron")),
        thumbnail: thumbnail::paint,
    }
}

/// The game in the cupboard and its match logic, without any drawing (headless tests add
/// only this).
pub fn core_plugin(app: &mut App) {
    app.register_game(cupboard_entry());
    match_plugin::<Suomi1918>(app);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, hud::plugin));
    app.add_plugins(crate::games::hint::hint_view_plugin::<Suomi1918>);
    app.add_plugins(crate::games::review_window::review_plugin::<Suomi1918>);
    app.add_plugins(crate::games::lesson::lesson_view_plugin::<Suomi1918>);
    app.add_plugins(crate::games::setup_page::setup_plugin::<Suomi1918>);
}
