//! Eile mit Weile on the table: what the shared match flow asks of it (setup, log, the die,
//! the seat that rolls) and the human's turn: picking a stone or its landing field.

use bevy::prelude::*;

use super::{EileMatch, EileSetup, layout};
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
        Game, Seat, ToMove,
        eile::{Eile, EileAction},
        record::GameRecord,
    },
};

impl TableGame for Eile {
    type Setup = EileSetup;
    type Choosing = ();
    fn nothing_to_undo() -> String {
        crate::tr!("eile-nothing-to-undo")
    }

    fn tagline() -> String {
        crate::tr!("eile-tagline")
    }

    fn setup_options(setup: &mut Self::Setup, ui: &mut bevy_egui::egui::Ui, nav: &mut MenuNav) {
        super::setup::options(setup, ui, nav)
    }

    fn new_match(setup: &EileSetup) -> (GameRecord, Vec<SeatKind>) {
        let mut seats = setup.seats.clone();
        seats.truncate(usize::from(setup.options.players));
        (GameRecord::new::<Eile>(&setup.options), seats)
    }

    fn seat_name(&self, seat: Seat) -> String {
        super::log::colour(self, seat)
    }

    fn log_lines(&self, action: &EileAction, events: &[Self::Event]) -> Vec<LogLine> {
        super::log::lines(self, action, events)
    }

    /// `?pieces [COLOUR]`: where each stone of a colour (of every colour) stands; `?at N`:
    /// what stands on track field N.
    fn describe(&self, what: &str, rest: &str) -> Option<String> {
        let seats: Vec<Seat> = (0..self.seat_count()).map(|s| Seat(s as u8)).collect();
        match what {
            "pieces" | "p" => Some(crate::games::move_line::describe_sides(
                rest,
                seats.iter().map(|&s| (s, self.seat_name(s))),
                |s| {
                    let places: Vec<String> = self
                        .stones(s)
                        .iter()
                        .map(|p| super::log::place_name(self, s, *p))
                        .collect();
                    crate::tr!(
                        "eile-describe-stones",
                        colour = self.seat_name(s),
                        places = places.join(", ")
                    )
                },
            )),
            "at" | "a" => {
                let field: usize = rest.trim().trim_start_matches(['m', 'M']).parse().ok()?;
                let here: Vec<String> = seats
                    .iter()
                    .flat_map(|&s| {
                        self.stones(s)
                            .iter()
                            .filter(move |p| {
                                self.track_index(s, **p) == Some(field.wrapping_sub(1))
                            })
                            .map(move |_| self.seat_name(s))
                    })
                    .collect();
                Some(if here.is_empty() {
                    crate::tr!("eile-describe-empty", field = field)
                } else {
                    crate::tr!("eile-describe-at", field = field, stones = here.join(", "))
                })
            }
            _ => None,
        }
    }

    /// The player whose turn it is acts, and rolls their own die.
    fn acting_seat(&self) -> Option<Seat> {
        (self.to_move() != ToMove::Over).then(|| self.current())
    }

    fn die_at(world: Vec2) -> bool {
        world.distance(layout::DIE_CENTER) < layout::DIE_SIZE * 0.7
    }

    fn hint_spots(&self, action: &EileAction) -> Vec<Vec2> {
        let Some(plan) = self.plan(action) else {
            return Vec::new();
        };
        let (seat, stone) = (self.current(), usize::from(plan.stone));
        vec![
            layout::pos_world(self, seat, stone, plan.from),
            layout::pos_world(self, seat, stone, plan.to),
        ]
    }

    fn human_turn(m: &mut EileMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Eile> {
        human_move(m, intents, pointer)
    }

    fn notice_after(&self, events: &[Self::Event]) -> Option<String> {
        super::log::notice(self, events)
    }
}

/// Whether the player may take back the last action now.
pub fn undo_allowed(m: &EileMatch) -> bool {
    m.undo_allowed()
}

fn human_move(m: &mut EileMatch, intents: &[Intent], pointer: BoardPointer) -> Reply<Eile> {
    let choices = m.seat_actions();
    if choices.is_empty() {
        return Reply::wait();
    }
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right | Intent::Previous | Intent::Left => {
                crate::games::table::step_focus(&mut m.focus, *intent, choices.len());
            }
            Intent::Confirm => {
                return Reply::act(choices[m.focus.min(choices.len() - 1)]);
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else {
        return Reply::wait();
    };
    // The mouse focuses the stone or landing field under it.
    let hovered = choice_under(m, &choices, world);
    if let Some(i) = hovered
        && pointer.moved
    {
        m.focus = i;
    }
    if !pointer.clicked {
        return Reply::wait();
    }
    if let Some(i) = hovered {
        return Reply::act(choices[i]);
    }
    // A click that is no legal move: say why.
    if let Some((seat, stone)) = stone_under(&m.game, world) {
        let Some(face) = pending_face(&m.game) else {
            return Reply::wait();
        };
        let why = if seat != m.game.current() {
            crate::tr!(
                "eile-not-your-stone",
                owner = super::log::colour(&m.game, seat),
                current = super::log::colour(&m.game, m.game.current())
            )
        } else {
            match m.game.check_stone(seat, stone as u8, face) {
                Err(e) => crate::tr!("eile-stone-cannot-move", reason = e.text()),
                Ok(_) => crate::tr!("eile-click-again"),
            }
        };
        m.notice = Some(why);
        return Reply::sound(Sfx::Refuse);
    }
    Reply::wait()
}

fn pending_face(game: &Eile) -> Option<u8> {
    match game.phase() {
        crate::rules::eile::Phase::AwaitMove { face } => Some(face),
        _ => None,
    }
}

/// The stone under a world point, if any.
pub fn stone_under(game: &Eile, world: Vec2) -> Option<(crate::rules::Seat, usize)> {
    layout::stone_positions(game)
        .into_iter()
        .filter(|(_, _, p)| p.distance(world) < layout::STONE_RADIUS * 1.15)
        .min_by(|a, b| a.2.distance(world).total_cmp(&b.2.distance(world)))
        .map(|(seat, stone, _)| (seat, stone))
}

/// The legal choice whose stone or landing field is under a world point.
fn choice_under(m: &EileMatch, choices: &[EileAction], world: Vec2) -> Option<usize> {
    let seat = m.game.current();
    let under = stone_under(&m.game, world);
    choices.iter().position(|action| {
        let Some(plan) = m.game.plan(action) else {
            return false;
        };
        let on_stone = under == Some((seat, usize::from(plan.stone)))
            || (plan.from == crate::rules::eile::StonePos::Star
                && under.is_some_and(|(s, i)| s == seat && m.game.stones(s)[i] == plan.from));
        let target = layout::pos_world(&m.game, seat, usize::from(plan.stone), plan.to);
        on_stone || (under.is_none() && target.distance(world) < layout::CELL * 0.45)
    })
}
