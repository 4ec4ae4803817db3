//! The evaluation of a Helsinki 1918 position: flag hexes, HQs, units, the clock and morale,
//! seen from the Reds (the Germans and Whites want the opposite), with pending dice averaged.

use super::Evaluate;
use super::helsinki1918_paths::{SEARCH_REACH, path_lengths};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{
        DIRS, GERMAN, HAction, HEvent, Helsinki1918, Hex, Place, RED, WHITE, hex_distance,
        in_tikkurila, neighbour, seat_sides,
    },
};

/// The extra worth of each Red unit in the flag hex the Germans and Whites go for.
const FOCUS_DEFENDER: f64 = 10.0;
/// The worth of a German or White stack next to a held flag, by the square of its size.
const MASSING: f64 = 0.7;
const MASSING_AT_FOCUS: f64 = 1.5;
/// The worth of a German or White unit in command, and the cost of each step an out-of-command
/// unit is away from command (its orders need a roll above that distance).
const IN_COMMAND: f64 = 0.4;
const OUT_OF_COMMAND_STEP: f64 = 0.1;
/// The worth of a German or White unit on the map (one in a reserve box is worth 1).
const ON_MAP_GERMAN_WHITE: f64 = 3.0;
/// The worth of a card in hand (up to `HAND_CARDS_COUNTED` a side): without it drawing a card
/// looked worthless and playing one free.
const HAND_CARD: f64 = 1.5;
const HAND_CARDS_COUNTED: usize = 4;
/// The worth of a Red unit on the map (one in the reserve box is worth 1).
const ON_MAP_RED: f64 = 7.0;
/// The worth of a waiting Abteilung Meurer unit when it is sure to land at the next German
/// initiative (a landed unit near the flags is worth about twice that).
const MEURER_ON_ITS_WAY: f64 = 8.0;
/// The worth of a point on the Division HQ track and on the Tikkurila track.
const DIVISION_HQ_POINT: f64 = 1.0;
const TIKKURILA_POINT: f64 = 0.4;
/// The worth of a Red HQ on the map: the Reds recruit next to it and their command runs to
/// it (15 before: the Germans then went for the nearest flag, not the Red command).
const RED_HQ: f64 = 30.0;

/// The Reds' side of the balance, before dice.
fn red_value(game: &Helsinki1918) -> f64 {
    let data = game.data();
    let flags = data.flag_hexes();
    let mut value = 0.0;
    // The flags the Reds hold, with their defenders.
    let mut held: Vec<(Hex, usize)> = Vec::new();
    // Per flag, the Reds and the others in it: counted in one pass over the units.
    let mut in_flag = vec![(0usize, 0usize); flags.len()];
    for u in game.units() {
        if let Place::Map(h) = u.place
            && let Some(i) = flags.iter().position(|f| *f == h)
        {
            if u.side == RED {
                in_flag[i].0 += 1;
            } else {
                in_flag[i].1 += 1;
            }
        }
    }
    for (f, &(reds, others)) in flags.iter().zip(&in_flag) {
        if reds > 0 {
            held.push((*f, reds));
        }
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
    // A flag that holds a Red HQ comes first: the HQs are where the Reds recruit and what their
    // units' command runs to, and the Germans' major victory needs all three.
    let red_hq_hexes: Vec<Hex> = game.red_hqs().iter().flatten().copied().collect();
    let focus = held
        .iter()
        .min_by_key(|(f, _)| {
            let nearest = attackers
                .iter()
                .map(|h| hex_distance(*f, *h))
                .min()
                .unwrap_or(99);
            (!red_hq_hexes.contains(f), nearest)
        })
        .copied();
    if let Some((_, defenders)) = focus {
        value += FOCUS_DEFENDER * defenders as f64;
    }
    let focus = focus.map(|(f, _)| f);
    // The way there: steps from the focus, a hex held by Reds counting as several, so
    // pushing a Red out of the way brings everyone behind it closer.
    let paths = focus.map(|f| path_lengths(game, f));
    value += RED_HQ * red_hq_hexes.len() as f64;
    // Germans and Whites massing next to (or already fighting in) a flag the Reds hold
    // prepare its assault: a full stack rolls three dice, so stacks count by the square of
    // their size.
    // The stacks in the order of their hexes: the attackers' hexes sorted, each run a stack.
    let mut attackers = attackers;
    attackers.sort_unstable();
    let stacks = attackers
        .chunk_by(|a, b| a == b)
        .map(|run| (run[0], run.len()));
    for (h, size) in stacks {
        let next_to_held = held.iter().any(|(f, _)| hex_distance(*f, h) <= 1);
        if next_to_held {
            let weight = if focus.is_some_and(|f| hex_distance(f, h) <= 1) {
                MASSING_AT_FOCUS
            } else {
                MASSING
            };
            value -= weight * (size * size) as f64;
        }
    }
    for u in game.units() {
        let on_map = matches!(u.place, Place::Map(_));
        let worth = match (u.side, on_map) {
            (RED, true) => ON_MAP_RED,
            (RED, false) if u.place == Place::Reserve => 1.0,
            (_, true) => -ON_MAP_GERMAN_WHITE,
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
            let near = match &paths {
                Some(paths) => paths.get(h).unwrap_or(SEARCH_REACH).min(SEARCH_REACH) as i32,
                None => 0,
            };
            value -= (SEARCH_REACH as i32 - near.min(SEARCH_REACH as i32)) as f64 * 0.6;
        }
    }
    // Units in command can act without tests; an HQ far behind costs the Germans.
    let german_ic = game.command_area_of(GERMAN);
    let white_ic = game.command_area_of(WHITE);
    for u in game.units() {
        if let Place::Map(h) = u.place {
            let ic = match u.side {
                GERMAN => german_ic.contains(h),
                WHITE => white_ic.contains(h),
                _ => continue,
            };
            if ic {
                value -= IN_COMMAND;
            } else if !in_tikkurila(h) {
                // Out of command: every order is a test against the distance back.
                let ic_hexes = if u.side == GERMAN {
                    &german_ic
                } else {
                    &white_ic
                };
                // The distance to the nearest hex in command, counted up to 6: the rings
                // round the unit are searched outwards.
                let away = (0..6u32)
                    .find(|&k| hex_ring(h, k).any(|c| ic_hexes.contains(c)))
                    .unwrap_or(6);
                value += OUT_OF_COMMAND_STEP * away as f64;
            }
        }
    }
    // Cards in hand win battles later: each is worth something until it is played.
    let held = |side: crate::rules::helsinki1918::Side| {
        game.hand(side).len().min(HAND_CARDS_COUNTED) as f64
    };
    value += HAND_CARD * (held(RED) + game.red_events().len().min(HAND_CARDS_COUNTED) as f64);
    value -= HAND_CARD * (held(GERMAN) + held(WHITE));
    // Abteilung Meurer on its way: its three units count by the chance that they land at
    // the next German initiative, so advancing the marker is worth what it brings.
    let tables = &data.tables;
    let (meurer_square, landed) = game.meurer_arrival();
    if !landed && meurer_square > 0 {
        let chance =
            f64::from(tables.meurer_track[meurer_square.min(tables.meurer_track.len() - 1)]) / 6.0;
        let waiting = game
            .units()
            .iter()
            .filter(|u| u.place == Place::Meurer)
            .count() as f64;
        value -= MEURER_ON_ITS_WAY * chance * waiting;
    }
    // Division HQ points are orders that cost no time (or a column shift); Tikkurila points
    // orders in the box.
    let (division_hq, tikkurila) = game.track_points();
    value -= DIVISION_HQ_POINT * f64::from(division_hq);
    value -= TIKKURILA_POINT * f64::from(tikkurila);
    // The clock runs for the Reds.
    let limit = game.time_limit().max(1) as f64;
    value += 80.0 * game.time_square() as f64 / limit;
    value += 3.0 * f64::from(game.morale_value());
    value
}

/// The hexes at distance `k` from `centre` (the centre itself for 0): from the corner `k`
/// steps in direction 4, `k` steps in each of the six directions in turn (walked, not kept).
fn hex_ring(centre: Hex, k: u32) -> impl Iterator<Item = Hex> {
    let k = k as usize;
    let reach = k as i32;
    let corner = (centre.0 + DIRS[4].0 * reach, centre.1 + DIRS[4].1 * reach);
    (0..(6 * k).max(1)).scan(corner, move |at, i| {
        let here = *at;
        // The centre alone for 0 (no direction to walk in), else side `i / k` of the ring.
        if let Some(d) = i.checked_div(k) {
            *at = neighbour(*at, d);
        }
        Some(here)
    })
}

/// A decided game's value: a win `+DECIDED`, a loss `−DECIDED` (open positions stay within
/// about ±200).
const DECIDED: f64 = 1000.0;

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
    /// `review_judge helsinki1918 10 16 0/3 0/3/60/300 …` (40 positions, 16 playouts): three
    /// orders drawn at random, to the end 0.166 at 1,256 ms; stopped after 60 decisions (a lead
    /// of 300 a chance of σ(1)) 0.138 at 199 ms (README). Random playouts: 0.71 on 6 games.
    const JUDGE: super::review::Judge = super::review::Judge {
        random_share: 0.0,
        candidates: 3,
        horizon: 60,
        scale: 300.0,
    };
    /// Fewer, dearer playouts: 16 a point at 60 points and 30 looks (a review of a 997-action
    /// game: 122 s on one core, 67 s on two, spread by `review/spread.rs`). The master at a
    /// drop gets 80 rollouts: where eight orders or more are legal and none drops out, its
    /// eight candidates eleven guesses each, where 40 gave its four thirteen (the first 12 go
    /// to the next four catching up on the club's three).
    const REVIEW_PLAN: super::review::ReviewPlan = super::review::ReviewPlan {
        playouts: 16,
        max_points: 60,
        max_looks: 30,
        master_positions: 800_000,
        ..super::review::ReviewPlan::DEFAULT
    };

    fn planner(&self, rng: &mut super::GameRng) -> Option<Box<dyn super::PlanSteps<HAction>>> {
        Some(Box::new(super::helsinki1918_plan::Planner::new(self, rng)))
    }

    fn master_steps(
        &self,
        rng: &mut super::GameRng,
        budget: super::master::MasterBudget,
    ) -> Option<Box<dyn super::PlanSteps<HAction>>> {
        Some(Box::new(super::helsinki1918_master::RefinedPlan::new(
            self, rng, budget,
        )))
    }

    fn evaluate(&self) -> Vec<f64> {
        counted_values(self, &mut 0)
    }

    /// The Reds' chance by their value against their enemies' mean (two players: the softmax
    /// measured); each allied seat's is the Reds' loss, as an allied win scores for both.
    fn horizon_chances(&self, scale: f64) -> Vec<f64> {
        let values = self.evaluate();
        let allies = &values[1..];
        let enemy = allies.iter().sum::<f64>() / allies.len().max(1) as f64;
        let red = super::review::chances_by_values(&[values[0], enemy], scale)[0];
        std::iter::once(red)
            .chain(allies.iter().map(|_| 1.0 - red))
            .collect()
    }
}

/// The evaluation, with the positions it judged statically added to `judged` (the planner's
/// rollouts keep their work within a bound by it).
pub(super) fn counted_values(game: &Helsinki1918, judged: &mut u32) -> Vec<f64> {
    let mut budget = EXPANSION_BUDGET;
    let values = expected_values(game, 2, &mut budget);
    *judged = judged.saturating_add((EXPANSION_BUDGET - budget).max(1));
    values
}

/// The most positions one evaluation judges statically while it averages pending dice. A
/// battle's dice and the decisions after them take some 300; an order whose tests lead into
/// a battle and more rounds of dice took 1 900 (0.12 s, a single step of a plan): past the
/// budget the remaining outcomes are judged as they stand, without following their dice.
const EXPANSION_BUDGET: u32 = 600;

/// The value of a position with pending dice averaged: a die that leads into a battle (an
/// out-of-command test before an attack) looks `extra` levels further, to the battle's dice,
/// and the decisions after a battle's dice are passed to see the effects.
fn expected_values(game: &Helsinki1918, extra: u32, budget: &mut u32) -> Vec<f64> {
    if let Some(o) = game.outcome() {
        return super::decided_values(&o, DECIDED);
    }
    if *budget == 0 {
        return static_values(game);
    }
    if game.in_a_battle() && matches!(game.to_move(), ToMove::Seat(_)) {
        // A battle waiting for card choices: judge it as if nobody played a card, so the
        // dice still count.
        let mut skipped = game.clone();
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
        if skipped.to_move() == ToMove::Chance || skipped.outcome().is_some() {
            return expected_values(&skipped, extra, budget);
        }
        *budget = budget.saturating_sub(1);
        return static_values(&skipped);
    }
    if game.to_move() != ToMove::Chance {
        *budget = budget.saturating_sub(1);
        return static_values(game);
    }
    // A pending die or battle roll: its expected result. The faces of an out-of-command test
    // lead to two states only (passed or failed): each is judged once with the chance of its
    // faces, and a test of the next unit in the same order is followed on.
    let mut total = vec![0.0; game.seat_count()];
    let mut tests: Vec<(bool, f64, Helsinki1918)> = Vec::new();
    for (action, p) in game.chance_outcomes() {
        let mut child = game.clone();
        let Ok(events) = child.apply(&action) else {
            continue;
        };
        let test = events.iter().find_map(|e| match e {
            HEvent::CommandTest { passed, .. } => Some(*passed),
            _ => None,
        });
        if let Some(passed) = test {
            match tests.iter_mut().find(|t| t.0 == passed) {
                Some(t) => t.1 += p.as_f64(),
                None => tests.push((passed, p.as_f64(), child)),
            }
            continue;
        }
        for (t, v) in total.iter_mut().zip(after_die(&child, extra, budget)) {
            *t += p.as_f64() * v;
        }
    }
    for (_, p, child) in tests {
        let values = if child.to_move() == ToMove::Chance && !child.in_a_battle() {
            expected_values(&child, extra, budget)
        } else {
            after_die(&child, extra, budget)
        };
        for (t, v) in total.iter_mut().zip(values) {
            *t += p * v;
        }
    }
    total
}

/// The value of the position a die led to.
fn after_die(child: &Helsinki1918, extra: u32, budget: &mut u32) -> Vec<f64> {
    if child.outcome().is_none() && child.in_a_battle() && *budget > 0 {
        // The battle goes on: its dice (with `extra` to spare), or the decisions after them
        // (column shifts, the retreat), taken as passes and the first retreat hex.
        if matches!(child.to_move(), ToMove::Seat(_)) {
            expected_values(child, extra.saturating_sub(1), budget)
        } else if extra > 0 {
            expected_values(child, extra - 1, budget)
        } else {
            *budget -= 1;
            static_values(child)
        }
    } else {
        match child.outcome() {
            Some(o) => super::decided_values(&o, DECIDED),
            None => {
                *budget = budget.saturating_sub(1);
                static_values(child)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ring holds every hex at its distance once, and no other.
    #[test]
    fn a_ring_is_every_hex_at_its_distance() {
        let centre = (3, -2);
        for k in 0..6u32 {
            let mut ring: Vec<Hex> = hex_ring(centre, k).collect();
            ring.sort_unstable();
            let mut expected: Vec<Hex> = (-6..=6)
                .flat_map(|dq| (-6..=6).map(move |dr| (centre.0 + dq, centre.1 + dr)))
                .filter(|&h| hex_distance(h, centre) == k as i32)
                .collect();
            expected.sort_unstable();
            assert_eq!(ring, expected, "ring {k}");
        }
    }
}
