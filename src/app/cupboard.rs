//! The cupboard: the registry of games. Each game's plugin registers an entry (its id,
//! title, players, a picture of its board, rules text and saves); the title, setup and rules
//! screens read the registry and never name a game.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::GameSaves;

/// One game of the cupboard as the screens show it.
#[derive(Clone)]
pub struct CupboardEntry {
    /// The game's id (`Game::ID`), also the name of its saves.
    pub id: &'static str,
    /// The name on the title screen and the setup page.
    pub title: &'static str,
    /// Where it comes from and how many play, under the title (a message key, or the text
    /// itself: `i18n::text`).
    pub subtitle: &'static str,
    /// Whether it can be played on screen yet (otherwise the title says it is coming).
    pub playable: bool,
    /// Reads its saves (a save that cannot be used is moved aside here).
    pub read_saves: fn() -> GameSaves,
    /// The heading of its rules overlay.
    pub rules_title: &'static str,
    /// Our rules in the player's language, drawn into the rules overlay.
    pub rules_ours: fn(&mut egui::Ui),
    /// The original rules text and its heading, beside ours.
    pub original_heading: &'static str,
    /// The printed original, or, where our reconstruction stands in for it, ours in the
    /// player's language.
    pub original: fn() -> crate::i18n::texts::Shown,
    /// Its guided first game, if it has one (`assets/<game>/data/lesson.ron`).
    pub lesson: Option<&'static str>,
    /// Paints a small picture of the game's board into the rect (its box on the title),
    /// with egui shapes drawn from the game's own board data. Called every frame the title
    /// shows: whatever is costly to work out is worked out once (a `OnceLock`).
    pub thumbnail: fn(&egui::Painter, egui::Rect),
}

impl CupboardEntry {
    /// An entry for a game that has no screen yet.
    pub fn coming(id: &'static str, title: &'static str, subtitle: &'static str) -> Self {
        Self {
            id,
            title,
            subtitle,
            playable: false,
            read_saves: GameSaves::default,
            rules_title: title,
            rules_ours: |_| {},
            original_heading: "",
            original: || crate::i18n::texts::Shown::BuiltIn(""),
            lesson: None,
            thumbnail: |_, _| {},
        }
    }
}

/// A board's own units placed into a thumbnail's rect: the board's box `(min x, min y, max x,
/// max y)` scaled to fit without stretching and centred, y up as the boards have it.
#[derive(Clone, Copy, Debug)]
pub struct ThumbnailFit {
    centre: egui::Pos2,
    middle: egui::Vec2,
    /// Points per board unit.
    pub scale: f32,
}

impl ThumbnailFit {
    /// The fit of the board box `bounds` into `rect`.
    pub fn new(rect: egui::Rect, bounds: (f32, f32, f32, f32)) -> Self {
        let (x0, y0, x1, y1) = bounds;
        let size = egui::vec2((x1 - x0).max(f32::EPSILON), (y1 - y0).max(f32::EPSILON));
        Self {
            centre: rect.center(),
            middle: egui::vec2((x0 + x1) / 2.0, (y0 + y1) / 2.0),
            scale: (rect.width() / size.x).min(rect.height() / size.y),
        }
    }

    /// Where the board point (`x`, `y`) falls in the rect.
    pub fn at(&self, x: f32, y: f32) -> egui::Pos2 {
        self.centre + egui::vec2(x - self.middle.x, self.middle.y - y) * self.scale
    }

    /// The rect the board box `bounds` takes.
    pub fn rect(&self, bounds: (f32, f32, f32, f32)) -> egui::Rect {
        egui::Rect::from_two_pos(self.at(bounds.0, bounds.1), self.at(bounds.2, bounds.3))
    }
}

/// The games of the cupboard in the order they registered.
#[derive(Resource, Default, Clone)]
pub struct Cupboard {
    entries: Vec<CupboardEntry>,
}

impl Cupboard {
    pub fn entries(&self) -> &[CupboardEntry] {
        &self.entries
    }

    /// The entry of game `id`.
    pub fn get(&self, id: &str) -> Option<&CupboardEntry> {
        self.entries.iter().find(|e| e.id == id)
    }
}

/// Registering a game with the app.
pub trait RegisterGame {
    fn register_game(&mut self, entry: CupboardEntry) -> &mut Self;
}

impl RegisterGame for App {
    fn register_game(&mut self, entry: CupboardEntry) -> &mut Self {
        let mut cupboard = self
            .world_mut()
            .get_resource_or_insert_with(Cupboard::default);
        assert!(
            cupboard.get(entry.id).is_none(),
            "the game {} registered twice",
            entry.id
        );
        cupboard.entries.push(entry);
        self
    }
}

/// The game the setup and game screens show, by its id (empty until the title picks one).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ActiveGame(pub &'static str);

/// A run condition: the active game is `id`.
pub fn active_game_is(id: &'static str) -> impl Fn(Option<Res<ActiveGame>>) -> bool + Clone {
    move |active: Option<Res<ActiveGame>>| active.is_some_and(|a| a.0 == id)
}
