//! The hot seat's hand-over between humans at one screen: which human sits at the table, and
//! the cover that hides the table (and the hand on it) until the next human to act — for a
//! decision, or for a die or a draw of their side — says they sit there.

use bevy::prelude::*;

use super::HelsinkiMatch;
use crate::{
    app::input::Intent,
    games::{core::SeatKind, table::TableGame},
    rules::Seat,
};

/// The human seat whose hand the table shows (hot seat: changed behind the hand-over cover).
#[derive(Resource, Default)]
pub struct Viewer(pub Option<Seat>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Viewer>();
    app.add_systems(
        OnEnter(crate::app::Screen::Playing),
        |mut v: ResMut<Viewer>| v.0 = None,
    );
    // Before the match reads the keys of the frame: under the cover a key only seats the
    // next player. The panel updates it again before it draws (after the match acted).
    app.add_systems(
        Update,
        hand_over_system
            .before(crate::games::table::MatchDriveSet)
            .run_if(resource_exists::<HelsinkiMatch>),
    );
}

fn hand_over_system(mut m: ResMut<HelsinkiMatch>, mut viewer: ResMut<Viewer>) {
    hand_over(&mut m, &mut viewer);
}

/// The human who acts next: the seat of a decision, or the seat whose side a die or a draw
/// belongs to (the Reds' support draw during a German initiative is the Red player's).
pub fn acting_human(m: &HelsinkiMatch) -> Option<Seat> {
    if m.replay.is_some() {
        return None;
    }
    TableGame::acting_seat(&m.game).filter(|s| m.seats[s.index()] == SeatKind::Human)
}

fn humans(m: &HelsinkiMatch) -> Vec<usize> {
    (0..m.seats.len())
        .filter(|&s| m.seats[s] == SeatKind::Human)
        .collect()
}

/// Puts the cover up when the next human to act is not the one at the table, and seats them
/// when they said so under it (Space / Enter / A, or the cover's button). Returns the seat the
/// cover waits for, if it is up.
pub fn hand_over(m: &mut HelsinkiMatch, viewer: &mut Viewer) -> Option<Seat> {
    let mut cover = match acting_human(m) {
        Some(next) if humans(m).len() > 1 && viewer.0 != Some(next) => Some(next),
        _ => None,
    };
    if let Some(next) = cover
        && m.choosing.sit_down
    {
        viewer.0 = Some(next);
        cover = None;
    }
    m.choosing.sit_down = false;
    m.choosing.covered = cover.is_some();
    cover
}

/// The seat whose hand the table shows now: none under the cover; the only human at a table
/// with one; otherwise the human seated behind the last cover.
pub fn shown_hand(m: &HelsinkiMatch, viewer: &Viewer) -> Option<Seat> {
    if m.choosing.covered {
        return None;
    }
    match humans(m).as_slice() {
        [only] => Some(Seat(*only as u8)),
        _ => viewer.0,
    }
}

/// Under the cover the table takes no key or click; a confirm says the next player sat down.
pub(super) fn held_by_cover(m: &mut HelsinkiMatch, intents: &[Intent]) -> bool {
    if !m.choosing.covered {
        return false;
    }
    if intents.contains(&Intent::Confirm) {
        m.choosing.sit_down = true;
    }
    true
}
