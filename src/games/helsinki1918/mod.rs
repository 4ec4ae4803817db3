//! The Helsinki 1918 plugin: the match and its flow, the hex map with its pieces, the panel
//! with the prompt, the orders, the tracks, the hand and the log.

mod describe;
mod flow;
pub mod handover;
pub mod hud;
pub(crate) mod panels;
pub mod rules_text;
mod setup;
mod thumbnail;
pub(crate) mod view;

use bevy::prelude::*;

use crate::i18n::language;

use crate::{
    ai::Strength,
    app::cupboard::{CupboardEntry, RegisterGame},
    games::{
        core::{LogLine, SeatKind},
        table::{Match, match_plugin},
    },
    rules::{
        Game, Seat, ToMove,
        helsinki1918::{
            GERMAN, HAction, HEvent, Helsinki1918, HelsinkiOptions, Hex, Place, RED, Side,
            TIKKURILA, Terrain, UnitId, Vertex, WHITE, card_name, in_tikkurila, seat_sides,
            side_label,
        },
    },
    tr,
};

pub use view::{hex_at, hex_center, vertex_center};

/// The choices of the setup screen.
#[derive(Resource, Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct HelsinkiSetup {
    pub options: HelsinkiOptions,
    /// One seat per player: Reds, Whites, Germans (two players: Reds, then Germans and Whites).
    pub seats: Vec<SeatKind>,
}

impl Default for HelsinkiSetup {
    fn default() -> Self {
        Self {
            options: HelsinkiOptions::default(),
            seats: vec![
                SeatKind::Ai(Strength::Quick),
                SeatKind::Ai(Strength::Quick),
                SeatKind::Human,
            ],
        }
    }
}

impl HelsinkiSetup {
    /// Keeps one seat per player after the player count changed.
    pub fn fit_seats(&mut self) {
        let players = usize::from(self.options.players);
        if self.seats.len() > players {
            // The Whites' seat goes; the Germans' stays the last.
            let germans = self.seats.last().copied().unwrap_or(SeatKind::Human);
            self.seats.truncate(players);
            if let Some(last) = self.seats.last_mut() {
                *last = germans;
            }
        }
        while self.seats.len() < players {
            self.seats.insert(1, SeatKind::Ai(Strength::Quick));
        }
    }
}

/// The human's half-made order: the hex (and the units in it) or the HQ picked, and the
/// target hex when several orders lead there.
#[derive(Clone, Debug, Default)]
pub struct HelsinkiChoosing {
    pub selected: Option<Hex>,
    /// The units of the selected hex the order takes (all that can act, unless toggled).
    pub units: Vec<UnitId>,
    /// The German HQ picked to move.
    pub hq: Option<u8>,
    /// Several orders lead to this hex: the panel lists them.
    pub target: Option<Hex>,
    /// The hand-over cover hides the table: no key or click acts until the next player
    /// says they sit there (the panel sets it each frame).
    pub covered: bool,
    /// Under the cover the next player pressed Space / Enter / A: they sit down.
    pub sit_down: bool,
}

/// What the human can pick now, as the panel lists it and the keys cycle through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// A legal action, by its index in the legal list.
    Act(usize),
    /// A hex whose units can take orders.
    Hex(Hex),
    /// A unit of the selected hex, in or out of the order.
    Toggle(UnitId),
    /// A German HQ that can move.
    Hq(u8),
}

/// The match being played (the shared match of the table).
pub type HelsinkiMatch = Match<Helsinki1918>;

/// Where an order starts on the map: the hex of its units.
pub fn origin(game: &Helsinki1918, action: &HAction) -> Option<Hex> {
    let unit_hex = |u: &UnitId| match game.units().get(usize::from(*u))?.place {
        Place::Map(h) => Some(h),
        _ => None,
    };
    match action {
        HAction::Move { units, .. } | HAction::Regroup(units) => units.first().and_then(unit_hex),
        HAction::Battle { hex, .. } => Some(*hex),
        _ => None,
    }
}

/// The hex an order leads to, if it has one.
pub fn target_hex(action: &HAction) -> Option<Hex> {
    match action {
        HAction::Move { to, .. } => Some(*to),
        HAction::Put(h) | HAction::Target(h) | HAction::Retreat(h) | HAction::Form(h) => Some(*h),
        _ => None,
    }
}

/// The vertex an order leads to, if it has one.
pub fn target_vertex(action: &HAction) -> Option<Vertex> {
    match action {
        HAction::MoveHq { to, .. } | HAction::Arrest(to) | HAction::Organise(to) => Some(*to),
        _ => None,
    }
}

/// The units an order takes.
pub fn order_units(action: &HAction) -> &[UnitId] {
    match action {
        HAction::Move { units, .. } | HAction::Regroup(units) | HAction::Battle { units, .. } => {
            units
        }
        _ => &[],
    }
}

fn same_units(a: &[UnitId], b: &[UnitId]) -> bool {
    let mut a = a.to_vec();
    let mut b = b.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

impl Match<Helsinki1918> {
    /// The seat deciding now, when it is a human's.
    pub fn human_to_move(&self) -> Option<Seat> {
        match self.game.to_move() {
            ToMove::Seat(s) if self.seats[s.index()] == SeatKind::Human => Some(s),
            _ => None,
        }
    }

    /// Indices of the legal actions that start in hex `h`.
    pub fn actions_from(&self, h: Hex) -> Vec<usize> {
        (0..self.legal().len())
            .filter(|&i| origin(&self.game, &self.legal()[i]) == Some(h))
            .collect()
    }

    /// The units of hex `h` that some order of the moment can take.
    pub fn acting_units(&self, h: Hex) -> Vec<UnitId> {
        let mut units: Vec<UnitId> = self
            .actions_from(h)
            .iter()
            .flat_map(|&i| order_units(&self.legal()[i]).to_vec())
            .collect();
        units.sort_unstable();
        units.dedup();
        units
    }

    /// The orders of the selected hex with the units chosen (and the target, if one is set).
    pub fn selected_actions(&self) -> Vec<usize> {
        let Some(h) = self.choosing.selected else {
            return Vec::new();
        };
        let chosen = &self.choosing.units;
        self.actions_from(h)
            .into_iter()
            .filter(|&i| {
                let a = &self.legal()[i];
                chosen.is_empty() || same_units(order_units(a), chosen)
            })
            .filter(|&i| {
                self.choosing.target.is_none()
                    || target_hex(&self.legal()[i]) == self.choosing.target
            })
            .collect()
    }

    /// The moves of the German HQ picked.
    pub fn hq_actions(&self, hq: u8) -> Vec<usize> {
        (0..self.legal().len())
            .filter(|&i| matches!(self.legal()[i], HAction::MoveHq { hq: k, .. } if k == hq))
            .collect()
    }

    /// The HQ being put on the map (Abteilung Meurer's, at its landing) when that is the
    /// only thing to decide: its corners are the choices without picking it first.
    pub fn placing_hq(&self) -> Option<u8> {
        let mut hqs = self.legal().iter().map(|a| match a {
            HAction::MoveHq { hq, .. } => Some(*hq),
            _ => None,
        });
        let first = hqs.next()??;
        let off_map = self.game.german_hqs().get(usize::from(first)) == Some(&None);
        (off_map && hqs.all(|hq| hq == Some(first))).then_some(first)
    }

    /// The human's choices now, in the panel's order.
    pub fn choices(&self) -> Vec<Choice> {
        if self.human_to_move().is_none() {
            return Vec::new();
        }
        if let Some(hq) = self.choosing.hq.or(self.placing_hq()) {
            return self.hq_actions(hq).into_iter().map(Choice::Act).collect();
        }
        if let Some(h) = self.choosing.selected {
            let mut out = Vec::new();
            let units = self.acting_units(h);
            if units.len() > 1 && self.choosing.target.is_none() {
                out.extend(units.into_iter().map(Choice::Toggle));
            }
            out.extend(self.selected_actions().into_iter().map(Choice::Act));
            return out;
        }
        if let Some(t) = self.choosing.target {
            return (0..self.legal().len())
                .filter(|&i| {
                    origin(&self.game, &self.legal()[i]).is_none()
                        && target_hex(&self.legal()[i]) == Some(t)
                })
                .map(Choice::Act)
                .collect();
        }
        let mut general = Vec::new();
        let mut hexes: Vec<Hex> = Vec::new();
        let mut hqs: Vec<u8> = Vec::new();
        for (i, a) in self.legal().iter().enumerate() {
            match (origin(&self.game, a), a) {
                (Some(h), _) => {
                    if !hexes.contains(&h) {
                        hexes.push(h);
                    }
                }
                (None, HAction::MoveHq { hq, .. }) => {
                    if !hqs.contains(hq) {
                        hqs.push(*hq);
                    }
                }
                _ => general.push(Choice::Act(i)),
            }
        }
        hexes.sort_unstable();
        general.extend(hqs.into_iter().map(Choice::Hq));
        general.extend(hexes.into_iter().map(Choice::Hex));
        general
    }

    /// Picks hex `h` (its units that can act, all of them in the order).
    pub fn select_hex(&mut self, h: Hex) {
        self.choosing = HelsinkiChoosing {
            selected: Some(h),
            units: self.acting_units(h),
            hq: None,
            target: None,
            covered: self.choosing.covered,
            sit_down: false,
        };
        self.focus = 0;
        // A toggle list first: keep the focus on the first order.
        if let Some(i) = self
            .choices()
            .iter()
            .position(|c| matches!(c, Choice::Act(_)))
        {
            self.focus = i;
        }
    }

    /// Takes a unit of the selected hex into the order or out of it.
    pub fn toggle_unit(&mut self, unit: UnitId) {
        if let Some(i) = self.choosing.units.iter().position(|u| *u == unit) {
            if self.choosing.units.len() > 1 {
                self.choosing.units.remove(i);
            }
        } else {
            self.choosing.units.push(unit);
            self.choosing.units.sort_unstable();
        }
    }
}

/// A hex in words: its flag's name, Tikkurila, or its terrain and coordinates.
pub fn hex_name(game: &Helsinki1918, h: Hex) -> String {
    if in_tikkurila(h) {
        let part = match TIKKURILA.iter().position(|t| *t == h).unwrap_or(0) {
            0 => "south",
            1 => "village",
            _ => "railway",
        };
        return tr!("h-hex-tikkurila", part = part);
    }
    let at = format!("{},{}", h.0, h.1);
    if let Some((name, _)) = game.data().flags.iter().find(|(_, f)| *f == h) {
        return tr!("h-hex-flag", name = name, at = at);
    }
    let terrain = match game.data().terrain(h) {
        Some(Terrain::Open) => "open",
        Some(Terrain::Park) => "park",
        Some(Terrain::Rough) => "rough",
        Some(Terrain::City) => "city",
        Some(Terrain::Fortification) => "fortification",
        Some(Terrain::Water) => "water",
        None => "none",
    };
    tr!("h-hex-terrain", terrain = terrain, at = at)
}

/// A corner of three hexes in words.
fn vertex_words(v: &Vertex) -> String {
    let [a, b, c] = v.hexes();
    tr!(
        "h-corner",
        a = format!("{},{}", a.0, a.1),
        b = format!("{},{}", b.0, b.1),
        c = format!("{},{}", c.0, c.1)
    )
}

/// An action in the panel's words.
pub fn describe(game: &Helsinki1918, action: &HAction) -> String {
    let card = |c: &u16| card_name(language(), game.data(), usize::from(*c));
    match action {
        HAction::End => tr!("h-act-end"),
        HAction::Morale => tr!("h-act-morale"),
        HAction::Recruit => tr!("h-act-recruit"),
        HAction::Deploy => tr!("h-act-deploy"),
        HAction::DrawCard => tr!("h-act-draw-card"),
        HAction::Regroup(units) => tr!("h-act-regroup", units = units.len()),
        HAction::Move { units, to, via } => {
            let enemy = game.units().iter().any(|u| {
                u.place == Place::Map(*to)
                    && crate::rules::helsinki1918::opposed(
                        u.side,
                        game.units()[usize::from(units[0])].side,
                    )
            });
            let from = origin(game, action);
            let via = if Some(*via) != from && *via != *to {
                format!("{},{}", via.0, via.1)
            } else {
                "none".to_string()
            };
            tr!(
                "h-act-move",
                attack = if enemy { "yes" } else { "no" },
                units = units.len(),
                to = hex_name(game, *to),
                via = via
            )
        }
        HAction::Battle { hex, units } => tr!(
            "h-act-battle",
            at = hex_name(game, *hex),
            units = units.len()
        ),
        // Abteilung Meurer's HQ is put on the map at the landing, not moved.
        HAction::MoveHq { hq, to } if game.german_hqs().get(usize::from(*hq)) == Some(&None) => {
            tr!("h-act-meurer-hq", corner = vertex_words(to))
        }
        HAction::MoveHq { hq, to } => {
            tr!("h-act-move-hq", hq = hq + 1, corner = vertex_words(to))
        }
        HAction::Arrest(v) => tr!("h-act-arrest", corner = vertex_words(v)),
        HAction::Organise(v) => tr!("h-act-organise", corner = vertex_words(v)),
        HAction::Form(h) => tr!("h-act-form", at = hex_name(game, *h)),
        HAction::Play(c) => tr!("h-act-play", card = card(c)),
        HAction::Pass => tr!("h-act-pass"),
        HAction::Put(h) => tr!("h-act-put", at = hex_name(game, *h)),
        HAction::Target(h) => tr!("h-act-target", at = hex_name(game, *h)),
        HAction::Choose(k) => match (game.deciding(), k) {
            (Some(WHITE), _) => tr!("h-act-choose-activity"),
            (_, 0) => tr!("h-act-choose-tikkurila"),
            (_, 1) => tr!("h-act-choose-meurer"),
            _ => tr!("h-act-choose-division"),
        },
        HAction::Swap(c) => tr!("h-act-swap", card = card(c)),
        HAction::Shift(d) if *d < 0 => tr!("h-act-shift-harsher"),
        HAction::Shift(_) => tr!("h-act-shift-milder"),
        HAction::MoraleShift => tr!("h-act-morale-shift"),
        HAction::Retreat(h) => tr!("h-act-retreat", at = hex_name(game, *h)),
        HAction::Initiative { .. }
        | HAction::Die(_)
        | HAction::Draw(_)
        | HAction::BattleDice { .. } => tr!("h-act-roll"),
    }
}

/// The log lines of one action: the events in words (a drawn card is never named).
pub fn log_lines(game: &Helsinki1918, events: &[HEvent]) -> Vec<LogLine> {
    events
        .iter()
        .map(|e| LogLine {
            seat: e.side().map(|s| game.seat_of(s)),
            text: e.text(game.data(), game.options().players, language()),
        })
        .collect()
}

/// A side's name in the player's language ("Reds").
pub fn side_name(side: Side) -> String {
    side_label(language(), side)
}

/// The names of the sides of a seat, joined ("Germans and Whites").
pub fn seat_names(players: u8, seat: usize) -> String {
    let names: Vec<String> = seat_sides(players, seat)
        .iter()
        .map(|s| side_name(*s))
        .collect();
    match names.as_slice() {
        [first, second] => tr!("h-and", first = first, second = second),
        _ => names.join(", "),
    }
}

/// Side colours for the panel and the pieces.
pub fn side_rgb(side: Side) -> [u8; 3] {
    use crate::colours::helsinki1918 as colours;
    match side {
        RED => colours::RED,
        WHITE => colours::WHITE,
        GERMAN => colours::GERMAN,
    }
    .to_u8()
}

/// The game's entry in the cupboard: its names, saves, rules, lesson and picture.
pub fn cupboard_entry() -> CupboardEntry {
    CupboardEntry {
        id: Helsinki1918::ID,
        title: "Helsinki 1918",
        subtitle: "h-subtitle",
        playable: true,
        read_saves: crate::games::core::read_saves::<Helsinki1918>,
        rules_title: "h-rules-title",
        rules_ours: rules_text::ours,
        original_heading: "h-original-heading",
        original: rules_text::tables,
        lesson: Some(include_str!("../../../assets/helsinki1918/data/lesson.ron")),
        thumbnail: thumbnail::paint,
    }
}

/// The game in the cupboard and its match logic, without any drawing (headless tests add
/// only this).
pub fn core_plugin(app: &mut App) {
    app.register_game(cupboard_entry());
    match_plugin::<Helsinki1918>(app);
    app.add_plugins(handover::plugin);
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((core_plugin, view::plugin, hud::plugin));
    app.add_plugins(crate::games::hint::hint_view_plugin::<Helsinki1918>);
    app.add_plugins(crate::games::review_window::review_plugin::<Helsinki1918>);
    app.add_plugins(crate::games::lesson::lesson_view_plugin::<Helsinki1918>);
    app.add_plugins(crate::games::setup_page::setup_plugin::<Helsinki1918>);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fitting_seats_keeps_the_german_seat_last() {
        let mut setup = HelsinkiSetup::default();
        setup.seats[2] = SeatKind::Ai(Strength::Strong);
        setup.options.players = 2;
        setup.fit_seats();
        assert_eq!(setup.seats.len(), 2);
        assert_eq!(setup.seats[1], SeatKind::Ai(Strength::Strong));
        setup.options.players = 3;
        setup.fit_seats();
        assert_eq!(setup.seats.len(), 3);
        assert_eq!(setup.seats[2], SeatKind::Ai(Strength::Strong));
    }

    #[test]
    fn every_action_of_the_start_has_words() {
        let game = Helsinki1918::new(&HelsinkiOptions::default()).expect("a game");
        for a in game.legal_actions() {
            assert!(!describe(&game, &a).is_empty());
        }
    }
}
