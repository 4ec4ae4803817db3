//! Negamax alpha-beta for two-seat games that take turns and have no chance (Razboiniki).

use super::expectimax::{Unwatched, Watch};
use super::{Evaluate, decided_values};
use crate::rules::{Seat, ToMove};

pub(super) const WIN: f64 = 1_000_000.0;

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

/// The value of a position for `seat`, the seat to move here, searching `depth` more moves.
/// The evaluation must be zero-sum (`evaluate()[0] == -evaluate()[1]`).
pub fn negamax<G: Evaluate>(game: &G, depth: u32, alpha: f64, beta: f64, seat: Seat) -> f64 {
    negamax_watched(game, depth, alpha, beta, seat, &mut Unwatched)
        .expect("an unwatched search ends")
}

/// `negamax`, or None once `watch` says stop (the master's clock).
pub(super) fn negamax_watched<G: Evaluate>(
    game: &G,
    depth: u32,
    mut alpha: f64,
    beta: f64,
    seat: Seat,
    watch: &mut impl Watch,
) -> Option<f64> {
    if watch.stop() {
        return None;
    }
    Some(match game.to_move() {
        ToMove::Over => {
            let outcome = game.outcome().expect("a finished game has an outcome");
            // Sooner wins (more depth left) are worth a little more.
            decided_values(&outcome, WIN + f64::from(depth))[seat.index()]
        }
        _ if depth == 0 => game.evaluate()[seat.index()],
        ToMove::Chance => game.evaluate()[seat.index()],
        ToMove::Seat(mover) if mover != seat => {
            -negamax_watched(game, depth, -beta, -alpha, mover, watch)?
        }
        ToMove::Seat(_) => {
            let mut best = f64::NEG_INFINITY;
            for action in ordered_actions(game, seat) {
                let mut child = game.clone();
                child.apply_listed(&action).expect("legal actions apply");
                let value = -negamax_watched(&child, depth - 1, -beta, -alpha, other(seat), watch)?;
                best = best.max(value);
                alpha = alpha.max(value);
                if alpha >= beta {
                    break;
                }
            }
            best
        }
    })
}

/// The best of `actions` (the legal actions of this `game`, in the order ties should be
/// broken; they are applied by `Game::apply_listed`) for the seat to move, by a `depth`-move
/// search.
pub fn best_by_negamax<G: Evaluate>(
    game: &G,
    actions: Vec<G::Action>,
    depth: u32,
    seat: Seat,
    rng: &mut super::GameRng,
) -> G::Action {
    // Moves within this margin of the best count as equally good; one of them is drawn,
    // so two strong players do not repeat one game forever.
    const MARGIN: f64 = 0.5;
    let mut scored: Vec<(f64, G::Action)> = Vec::new();
    let mut best = f64::NEG_INFINITY;
    for action in order_by_first_look(game, actions, seat) {
        let mut child = game.clone();
        child.apply_listed(&action).expect("legal actions apply");
        // A window just below the best so far keeps near-best values exact.
        let value = -negamax(
            &child,
            depth.saturating_sub(1),
            f64::NEG_INFINITY,
            -(best - MARGIN),
            other(seat),
        );
        best = best.max(value);
        scored.push((value, action));
    }
    let near: Vec<G::Action> = scored
        .into_iter()
        .filter(|(v, _)| *v >= best - MARGIN)
        .map(|(_, a)| a)
        .collect();
    let pick = rand::Rng::random_range(rng, 0..near.len() as u32) as usize;
    near[pick].clone()
}

/// The legal actions, the most promising first (by a one-move look), so pruning bites early.
fn ordered_actions<G: Evaluate>(game: &G, seat: Seat) -> Vec<G::Action> {
    order_by_first_look(game, game.legal_actions(), seat)
}

/// Sorts actions by a one-move look; the sort is stable, so ties keep their given order.
pub(super) fn order_by_first_look<G: Evaluate>(
    game: &G,
    actions: Vec<G::Action>,
    seat: Seat,
) -> Vec<G::Action> {
    let mut scored: Vec<(f64, G::Action)> = actions
        .into_iter()
        .map(|a| {
            let mut child = game.clone();
            child.apply_listed(&a).expect("legal actions apply");
            let v = match child.outcome() {
                Some(o) => decided_values(&o, WIN)[seat.index()],
                None => child.evaluate()[seat.index()],
            };
            (v, a)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().map(|(_, a)| a).collect()
}
