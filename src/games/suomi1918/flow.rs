//! The 1918 game on the table: what the shared match flow asks of it (setup, log, the die,
//! whose die it is) and the human's turn: picking a tile, then its move or shot.

use bevy::prelude::*;

use super::{
    Choice, SuomiChoosing, SuomiMatch, SuomiSetup,
    view::{circle_at, circle_pos},
};
use crate::{
    app::{
        audio::Sfx,
        input::{BoardPointer, Intent},
        menu::MenuNav,
    },
    games::{
        core::{LogLine, SeatKind},
        table::{Reply, TableGame},
    },
    rules::{
        Seat,
        record::GameRecord,
        suomi1918::{Phase, RED, Suomi1918, SuomiAction, SuomiEvent, WHITE},
    },
};

impl TableGame for Suomi1918 {
    type Setup = SuomiSetup;
    type Choosing = SuomiChoosing;
    /// `?pieces [SIDE]` and `?at PLACE` (`describe.rs`).
    fn describe(&self, what: &str, rest: &str) -> Option<String> {
        super::describe::describe(self, what, rest)
    }

    fn nothing_to_undo() -> String {
        crate::tr!("suomi-nothing-to-undo")
    }

    fn tagline() -> String {
        crate::tr!("suomi-tagline")
    }

    fn setup_options(setup: &mut Self::Setup, ui: &mut bevy_egui::egui::Ui, nav: &mut MenuNav) {
        super::setup::options(setup, ui, nav)
    }

    fn new_match(setup: &SuomiSetup) -> (GameRecord, Vec<SeatKind>) {
        let mut setup = setup.clone();
        setup.fit_seats();
        (GameRecord::new::<Suomi1918>(&setup.options), setup.seats)
    }

    fn seat_name(&self, seat: crate::rules::Seat) -> String {
        let side = super::side_name(self.seat_side(seat.index()));
        if crate::rules::Game::seat_count(self) > 2 {
            crate::tr!("suomi-seat-name", side = side, seat = seat.0 + 1)
        } else {
            side
        }
    }

    fn log_lines(&self, action: &SuomiAction, events: &[SuomiEvent]) -> Vec<LogLine> {
        super::log_lines(self, action, events)
    }

    /// The seat whose die it is or who moves: its kind decides who acts.
    fn acting_seat(&self) -> Option<Seat> {
        Suomi1918::acting_seat(self)
    }

    /// The setup rolls go quicker than the rolls of play.
    fn roll_wait(&self, delay: f32, grace: f32) -> f32 {
        if matches!(self.phase(), Phase::Setup(_)) {
            delay * 0.5
        } else {
            delay + grace
        }
    }

    fn die_at(world: Vec2) -> bool {
        world.distance(super::view::DIE_CENTER) < super::view::DIE_SIZE
    }

    fn hint_spots(&self, action: &SuomiAction) -> Vec<Vec2> {
        let side = self.side_to_move();
        let at = |number: u8, side| self.tile(side, number).map(|t| circle_pos(self, t.circle));
        match action {
            SuomiAction::Move { tile, to } => at(*tile, side)
                .into_iter()
                .chain([circle_pos(self, *to)])
                .collect(),
            SuomiAction::Shoot { tile, target, from } => at(*tile, side)
                .into_iter()
                .chain([circle_pos(self, *from)])
                .chain(at(*target, side.other()))
                .collect(),
            SuomiAction::Roll(_) => Vec::new(),
        }
    }

    fn focus_toward(m: &SuomiMatch, action: &SuomiAction) -> Option<usize> {
        let tile = match action {
            SuomiAction::Move { tile, .. } | SuomiAction::Shoot { tile, .. } => *tile,
            SuomiAction::Roll(_) => return None,
        };
        let wanted = match m.choosing.selected {
            None => Choice::Tile(tile),
            Some(selected) if selected == tile => {
                Choice::Act(m.actions_of(tile).iter().position(|a| a == action)?)
            }
            Some(_) => return None,
        };
        m.choices().iter().position(|c| *c == wanted)
    }

    fn human_turn(m: &mut SuomiMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Self> {
        human_turn(m, intents, pointer)
    }
}

fn human_turn(m: &mut SuomiMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Suomi1918> {
    let choices = m.choices();
    if choices.len() == 1
        && m.choosing.selected.is_none()
        && let Choice::Tile(only) = choices[0]
    {
        // One tile can act: pick it at once.
        m.choosing.selected = Some(only);
        m.focus = 0;
        return Reply::wait();
    }
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right | Intent::Previous | Intent::Left => {
                crate::games::table::step_focus(&mut m.focus, *intent, choices.len());
            }
            Intent::Confirm if !choices.is_empty() => {
                let choice = choices[m.focus.min(choices.len() - 1)];
                return choose(m, choice);
            }
            Intent::Back => {
                if m.choosing.selected.is_some() && m.acting_tiles().len() > 1 {
                    m.cancel();
                }
                return Reply::wait();
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else {
        return Reply::wait();
    };
    let Some(circle) = circle_at(&m.game, world) else {
        return Reply::wait();
    };
    let hit = choices
        .iter()
        .position(|&c| m.choice_circle(c) == Some(circle));
    if pointer.moved
        && let Some(i) = hit
    {
        m.focus = i;
    }
    if !pointer.clicked {
        return Reply::wait();
    }
    if let Some(i) = hit {
        return choose(m, choices[i]);
    }
    // An own tile that can act, while another is selected: switch to it.
    let side = m.game.side_to_move();
    if let Some(t) = m
        .game
        .tiles()
        .iter()
        .find(|t| t.circle == circle && t.side == side)
        .copied()
    {
        if !m.actions_of(t.number).is_empty() {
            m.choosing.selected = Some(t.number);
            m.focus = 0;
            m.notice = None;
            return Reply::sound(Sfx::Click);
        } else {
            let face = match m.game.phase() {
                Phase::AwaitMove { face } => face,
                _ => 0,
            };
            m.notice = Some(if m.game.held_at_mantyharju(&t, face) {
                crate::tr!("suomi-held-mantyharju")
            } else {
                crate::tr!(
                    "suomi-cannot-use-roll",
                    tile = super::tile_name(side, t.number)
                )
            });
            return Reply::sound(Sfx::Refuse);
        }
    }
    m.notice = Some(why_not(m, circle));
    Reply::sound(Sfx::Refuse)
}

/// Why a click on a circle does nothing, in the rules' words.
fn why_not(m: &SuomiMatch, circle: usize) -> String {
    let Phase::AwaitMove { face } = m.game.phase() else {
        return crate::tr!("suomi-wait-roll");
    };
    let name = super::circle_label(&m.game, circle);
    let Some(number) = m.choosing.selected else {
        return crate::tr!("suomi-pick-first");
    };
    let Some(tile) = m.game.tile(m.game.side_to_move(), number).copied() else {
        return crate::tr!("suomi-pick-first");
    };
    let named = |place: &str| m.game.map().named(place) == Some(circle);
    let white_infantry = tile.side == WHITE && !tile.artillery;
    if white_infantry && named("Helsinki") {
        return crate::tr!("suomi-why-helsinki");
    }
    if tile.side == RED && named("Vilppula") {
        return crate::tr!("suomi-why-vilppula-red");
    }
    if let Some(enemy) = m.game.tiles().iter().find(|t| t.circle == circle) {
        if enemy.side == tile.side {
            return crate::tr!("suomi-why-onto-tile");
        }
        if enemy.side == WHITE && named("Vilppula") {
            return crate::tr!("suomi-why-vilppula-white");
        }
        return crate::tr!(
            "suomi-why-out-of-reach",
            place = name,
            face = face,
            guns = if tile.artillery { "yes" } else { "no" }
        );
    }
    let dist = m.game.map().distance(tile.circle, circle);
    match dist {
        Some(d) if d > usize::from(face) => {
            crate::tr!("suomi-why-too-far", place = name, distance = d, face = face)
        }
        _ if tile.artillery => crate::tr!("suomi-why-artillery", face = face),
        _ => crate::tr!("suomi-why-exact", face = face),
    }
}

fn choose(m: &mut SuomiMatch, choice: Choice) -> Reply<Suomi1918> {
    match choice {
        Choice::Tile(n) => {
            m.choosing.selected = Some(n);
            m.focus = 0;
            m.notice = None;
            Reply::sound(Sfx::Click)
        }
        Choice::Act(i) => {
            let Some(n) = m.choosing.selected else {
                return Reply::wait();
            };
            match m.actions_of(n).get(i).cloned() {
                Some(action) => Reply::act(action),
                None => Reply::wait(),
            }
        }
    }
}
