//! Helsinki 1918 on the table: what the shared match flow asks of it (setup, log, whose die
//! it is) and the human's turn: picking a hex, its units and an order, or an order of the
//! panel, by mouse, keys or pad.

use bevy::prelude::*;

use super::{
    Choice, HelsinkiChoosing, HelsinkiMatch, HelsinkiSetup, origin, target_hex, target_vertex,
    view::{hex_at, vertex_at},
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
        Game, Seat,
        helsinki1918::{HAction, HEvent, Helsinki1918},
        record::GameRecord,
    },
};

impl TableGame for Helsinki1918 {
    type Setup = HelsinkiSetup;
    type Choosing = HelsinkiChoosing;
    /// `?pieces [SIDE]` and `?at PLACE` (`describe.rs`).
    fn describe(&self, what: &str, rest: &str) -> Option<String> {
        super::describe::describe(self, what, rest)
    }

    fn nothing_to_undo() -> String {
        crate::tr!("h-nothing-to-undo")
    }

    fn tagline() -> String {
        crate::tr!("h-tagline")
    }

    fn setup_options(setup: &mut Self::Setup, ui: &mut bevy_egui::egui::Ui, nav: &mut MenuNav) {
        super::setup::options(setup, ui, nav)
    }

    fn new_match(setup: &HelsinkiSetup) -> (GameRecord, Vec<SeatKind>) {
        let mut setup = setup.clone();
        setup.fit_seats();
        (GameRecord::new::<Helsinki1918>(&setup.options), setup.seats)
    }

    fn seat_name(&self, seat: crate::rules::Seat) -> String {
        super::seat_names(self.options().players, seat.index())
    }

    fn log_lines(&self, _action: &HAction, events: &[HEvent]) -> Vec<LogLine> {
        super::log_lines(self, events)
    }

    /// The seat that decides, or whose die or draw it is.
    fn acting_seat(&self) -> Option<Seat> {
        match self.to_move() {
            crate::rules::ToMove::Seat(s) => Some(s),
            crate::rules::ToMove::Chance => self.chance_side().map(|side| self.seat_of(side)),
            crate::rules::ToMove::Over => None,
        }
    }

    /// Card draws go quicker than dice.
    fn roll_wait(&self, delay: f32, grace: f32) -> f32 {
        if self
            .legal_actions()
            .first()
            .is_some_and(|a| matches!(a, HAction::Draw(_)))
        {
            delay * 0.4 + grace
        } else {
            delay + grace
        }
    }

    fn die_at(world: Vec2) -> bool {
        super::view::die_at(world)
    }

    fn held_by_cover(m: &mut HelsinkiMatch, intents: &[Intent]) -> bool {
        super::handover::held_by_cover(m, intents)
    }

    fn hint_spots(&self, action: &HAction) -> Vec<Vec2> {
        super::origin(self, action)
            .into_iter()
            .chain(super::target_hex(action))
            .map(super::hex_center)
            .collect()
    }

    fn focus_toward(m: &HelsinkiMatch, action: &HAction) -> Option<usize> {
        let index = m.legal().iter().position(|a| a == action)?;
        let from = super::origin(&m.game, action);
        m.choices().iter().position(|choice| match choice {
            Choice::Act(i) => *i == index,
            Choice::Hex(h) => from == Some(*h),
            Choice::Hq(q) => matches!(action, HAction::MoveHq { hq, .. } if hq == q),
            Choice::Toggle(_) => false,
        })
    }

    fn human_turn(m: &mut HelsinkiMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Self> {
        human_turn(m, intents, pointer)
    }
}

fn human_turn(
    m: &mut HelsinkiMatch,
    intents: &[Intent],
    pointer: BoardPointer,
) -> Reply<Helsinki1918> {
    let choices = m.choices();
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
                m.cancel();
                return Reply::sound(Sfx::Click);
            }
            _ => {}
        }
    }
    if !pointer.clicked {
        return Reply::wait();
    }
    let Some(world) = pointer.world else {
        return Reply::wait();
    };
    click(m, world)
}

/// A click on the map: a vertex order, a target of the picked units, a hex's own order, or
/// the hex's units picked.
fn click(m: &mut HelsinkiMatch, world: Vec2) -> Reply<Helsinki1918> {
    let legal = m.legal().to_vec();
    // A corner: an HQ to pick, or the corner an order leads to.
    if let Some(v) = vertex_at(&m.game, world) {
        let hq = m
            .game
            .german_hqs()
            .iter()
            .position(|h| *h == Some(v))
            .map(|k| k as u8);
        if let Some(hq) = hq
            && !m.hq_actions(hq).is_empty()
            && m.choosing.hq != Some(hq)
        {
            m.choosing = HelsinkiChoosing {
                hq: Some(hq),
                ..Default::default()
            };
            m.focus = 0;
            return Reply::sound(Sfx::Click);
        }
        let hits: Vec<usize> = (0..legal.len())
            .filter(|&i| target_vertex(&legal[i]) == Some(v))
            .filter(|&i| match (&legal[i], m.choosing.hq.or(m.placing_hq())) {
                (HAction::MoveHq { hq, .. }, Some(k)) => *hq == k,
                (HAction::MoveHq { .. }, None) => false,
                _ => true,
            })
            .collect();
        if let [only] = hits.as_slice() {
            return Reply::act(legal[*only].clone());
        }
    }
    let Some(h) = hex_at(&m.game, world) else {
        return Reply::wait();
    };
    if let Some(from) = m.choosing.selected {
        let hits: Vec<usize> = m
            .selected_actions()
            .into_iter()
            .filter(|&i| {
                target_hex(&legal[i]) == Some(h)
                    || (h == from
                        && target_hex(&legal[i]).is_none()
                        && matches!(legal[i], HAction::Battle { .. }))
            })
            .collect();
        match hits.as_slice() {
            [only] => return Reply::act(legal[*only].clone()),
            [_, ..] => {
                m.choosing.target = Some(h);
                m.focus = 0;
                m.notice = Some(crate::tr!("h-several-ways"));
                return Reply::sound(Sfx::Click);
            }
            [] => {}
        }
    }
    let own: Vec<usize> = (0..legal.len())
        .filter(|&i| origin(&m.game, &legal[i]).is_none() && target_hex(&legal[i]) == Some(h))
        .collect();
    match own.as_slice() {
        [only] => return Reply::act(legal[*only].clone()),
        [_, ..] => {
            m.cancel();
            m.choosing.target = Some(h);
            return Reply::sound(Sfx::Click);
        }
        [] => {}
    }
    if !m.actions_from(h).is_empty() {
        m.select_hex(h);
        m.notice = None;
        return Reply::sound(Sfx::Click);
    }
    m.notice = Some(crate::tr!(
        "h-no-order-there",
        at = super::hex_name(&m.game, h)
    ));
    Reply::sound(Sfx::Refuse)
}

/// Carries out a choice of the panel or the keys.
pub fn choose(m: &mut HelsinkiMatch, choice: Choice) -> Reply<Helsinki1918> {
    match choice {
        Choice::Act(i) => match m.legal().get(i).cloned() {
            Some(a) => Reply::act(a),
            None => Reply::wait(),
        },
        Choice::Hex(h) => {
            m.select_hex(h);
            Reply::sound(Sfx::Click)
        }
        Choice::Toggle(u) => {
            m.toggle_unit(u);
            Reply::sound(Sfx::Click)
        }
        Choice::Hq(k) => {
            m.choosing = HelsinkiChoosing {
                hq: Some(k),
                ..Default::default()
            };
            m.focus = 0;
            Reply::sound(Sfx::Click)
        }
    }
}
