//! Max-n expectimax over chance nodes: every seat maximises its own value, dice are averaged.

use super::{Evaluate, decided_values};
use crate::rules::ToMove;

/// How much a finished game outweighs any evaluation (the evaluations stay within a few
/// hundred): a win `+OUTCOME_SCALE`, a loss `−OUTCOME_SCALE`.
pub(super) const OUTCOME_SCALE: f64 = 10_000.0;

/// The expected value per seat of a position, searching `depth` more levels
/// (a decision or a chance event each uses one level).
pub fn expectimax_values<G: Evaluate>(game: &G, depth: u32) -> Vec<f64> {
    expectimax_watched(game, depth, &mut Unwatched).expect("an unwatched search ends")
}

/// What a search looks at before each position: a clock (the master's), or nothing.
pub(super) trait Watch {
    /// True once the search must stop (then for good).
    fn stop(&mut self) -> bool;
}

/// No clock: the search runs to its depth.
pub(super) struct Unwatched;

impl Watch for Unwatched {
    #[inline(always)]
    fn stop(&mut self) -> bool {
        false
    }
}

/// `expectimax_values`, or None once `watch` says stop.
pub(super) fn expectimax_watched<G: Evaluate>(
    game: &G,
    depth: u32,
    watch: &mut impl Watch,
) -> Option<Vec<f64>> {
    if watch.stop() {
        return None;
    }
    Some(match game.to_move() {
        ToMove::Over => {
            let outcome = game.outcome().expect("a finished game has an outcome");
            decided_values(&outcome, OUTCOME_SCALE)
        }
        _ if depth == 0 => game.evaluate(),
        ToMove::Chance => {
            let mut total = vec![0.0; game.seat_count()];
            for (action, p) in game.chance_outcomes() {
                let mut child = game.clone();
                child.apply_listed(&action).expect("chance outcomes apply");
                let values = expectimax_watched(&child, depth - 1, watch)?;
                for (t, v) in total.iter_mut().zip(values) {
                    *t += p.as_f64() * v;
                }
            }
            total
        }
        ToMove::Seat(seat) => {
            let mut best: Option<Vec<f64>> = None;
            for action in game.legal_actions() {
                let mut child = game.clone();
                child.apply_listed(&action).expect("legal actions apply");
                let values = expectimax_watched(&child, depth - 1, watch)?;
                if best
                    .as_ref()
                    .is_none_or(|b| values[seat.index()] > b[seat.index()])
                {
                    best = Some(values);
                }
            }
            best.unwrap_or_else(|| game.evaluate())
        }
    })
}
