//! The evaluation of a Helsinki 1918 position: flag hexes, HQs, units, the clock and morale,
//! seen from the Reds (the Germans and Whites want the opposite), with pending dice averaged.

use super::Evaluate;
use crate::rules::{
    Game, ToMove,
    helsinki1918::{
        GERMAN, HAction, Helsinki1918, Hex, Place, RED, WHITE, hex_distance, in_tikkurila,
        seat_sides,
    },
};

/// The extra worth of each Red unit in the flag hex the Germans and Whites go for.
const FOCUS_DEFENDER: f64 = 10.0;

/// The Reds' side of the balance, before dice.
fn red_value(game: &Helsinki1918) -> f64 {
    let data = game.data();
    let flags = data.flag_hexes();
    let mut value = 0.0;
    for f in &flags {
        let reds = game
            .units()
            .iter()
            .filter(|u| u.side == RED && u.place == Place::Map(*f))
            .count();
        let others = game
            .units()
            .iter()
            .filter(|u| u.side != RED && u.place == Place::Map(*f))
            .count();
        value += if reds > 0 {
            24.0 + 8.0 * reds as f64
        } else {
            0.0
        };
        value -= 4.0 * others as f64;
    }
    // The Germans and Whites take the flags one at a time: the held flag nearest to them is
    // their focus; its defenders count more and every unit of theirs is drawn towards it.
    let attackers: Vec<Hex> = game
        .units()
        .iter()
        .filter_map(|u| match u.place {
            Place::Map(h) if u.side != RED && !in_tikkurila(h) => Some(h),
            _ => None,
        })
        .collect();
    let focus = flags
        .iter()
        .filter(|f| {
            game.units()
                .iter()
                .any(|u| u.side == RED && u.place == Place::Map(**f))
        })
        .min_by_key(|f| {
            attackers
                .iter()
                .map(|h| hex_distance(**f, *h))
                .min()
                .unwrap_or(99)
        })
        .copied();
    if let Some(f) = focus {
        let defenders = game
            .units()
            .iter()
            .filter(|u| u.side == RED && u.place == Place::Map(f))
            .count();
        value += FOCUS_DEFENDER * defenders as f64;
    }
    value += 15.0 * game.red_hqs().iter().flatten().count() as f64;
    // Germans and Whites massing next to a flag the Reds hold prepare its assault.
    for f in &flags {
        let held = game
            .units()
            .iter()
            .any(|u| u.side == RED && u.place == Place::Map(*f));
        if !held {
            continue;
        }
        let massed = game
            .units()
            .iter()
            .filter(|u| {
                u.side != RED && matches!(u.place, Place::Map(h) if hex_distance(*f, h) == 1)
            })
            .count()
            .min(6) as f64;
        value -= 2.0 * massed;
    }
    for u in game.units() {
        let on_map = matches!(u.place, Place::Map(_));
        let worth = match (u.side, on_map) {
            (RED, true) => 4.0,
            (RED, false) if u.place == Place::Reserve => 1.0,
            (_, true) => -3.0,
            (_, false) if u.place == Place::Reserve => -1.0,
            // A destroyed German also shortens the clock by three squares.
            (GERMAN, false) if u.place == Place::Gone => 6.0,
            _ => 0.0,
        };
        value += worth;
        // Germans and Whites close to the flags threaten them.
        if u.side != RED
            && let Place::Map(h) = u.place
        {
            let near = match focus {
                Some(f) => hex_distance(f, h),
                None => 0,
            };
            value -= (30 - near.min(30)) as f64 * 0.6;
        }
    }
    // Units in command can act without tests; an HQ far behind costs the Germans.
    let german_ic = game.command_hexes(GERMAN);
    let white_ic = game.command_hexes(WHITE);
    for u in game.units() {
        if let Place::Map(h) = u.place {
            let ic = match u.side {
                GERMAN => german_ic.contains(&h),
                WHITE => white_ic.contains(&h),
                _ => continue,
            };
            if ic {
                value -= 1.5;
            } else if !in_tikkurila(h) {
                // Out of command: every order is a test against the distance back.
                let ic_hexes = if u.side == GERMAN {
                    &german_ic
                } else {
                    &white_ic
                };
                let away = ic_hexes
                    .iter()
                    .map(|c| hex_distance(*c, h))
                    .min()
                    .unwrap_or(10)
                    .min(10);
                value += 0.6 * away as f64;
            }
        }
    }
    // The clock runs for the Reds.
    let limit = game.time_limit().max(1) as f64;
    value += 80.0 * game.time_square() as f64 / limit;
    value += 3.0 * f64::from(game.morale_value());
    value
}

pub(super) fn static_values(game: &Helsinki1918) -> Vec<f64> {
    let red = red_value(game);
    (0..game.seat_count())
        .map(|s| {
            let sides = seat_sides(game.options().players, s);
            if sides.contains(&RED) {
                red
            } else {
                // Germans and Whites share the aim; each also likes its own men on the map.
                let own = game
                    .units()
                    .iter()
                    .filter(|u| sides.contains(&u.side) && matches!(u.place, Place::Map(_)))
                    .count() as f64;
                -red + 0.5 * own
            }
        })
        .collect()
}

impl Evaluate for Helsinki1918 {
    /// A wide game (hundreds of orders a decision): the strong player is the planning search
    /// of `helsinki1918_plan`, not expectimax.
    const STRONG_DEPTH: u32 = 0;

    fn plan(&self, rng: &mut super::GameRng) -> Option<HAction> {
        Some(super::helsinki1918_plan::plan(self, rng))
    }

    fn evaluate(&self) -> Vec<f64> {
        if self.in_a_battle() && matches!(self.to_move(), ToMove::Seat(_)) {
            // A battle waiting for card choices: judge it as if nobody played a card, so
            // the dice still count.
            let mut skipped = self.clone();
            for _ in 0..8 {
                if !skipped.in_a_battle() || !matches!(skipped.to_move(), ToMove::Seat(_)) {
                    break;
                }
                let legal = skipped.legal_actions();
                let pass = legal
                    .iter()
                    .find(|a| **a == HAction::Pass)
                    .unwrap_or(&legal[0])
                    .clone();
                if skipped.apply(&pass).is_err() {
                    break;
                }
            }
            if skipped.to_move() == ToMove::Chance {
                return skipped.evaluate();
            }
            return static_values(&skipped);
        }
        if self.to_move() != ToMove::Chance {
            return static_values(self);
        }
        // A pending die or battle roll: its expected result, one level deep.
        let mut total = vec![0.0; self.seat_count()];
        for (action, p) in self.chance_outcomes() {
            let mut child = self.clone();
            if child.apply(&action).is_err() {
                continue;
            }
            let values = match child.outcome() {
                Some(o) => o.utilities().into_iter().map(|u| u * 1000.0).collect(),
                None => static_values(&child),
            };
            for (t, v) in total.iter_mut().zip(values) {
                *t += p.as_f64() * v;
            }
        }
        total
    }
}
