//! Helsinki 1918's answers to the move line's questions: `?pieces [SIDE]`, where each side's
//! units stand (the hexes of the map, the reserve, Abteilung Meurer's box, the lost ones);
//! `?at HEX`, the units on a hex named by its coordinates (`10,7`), a flag's name or Tikkurila.

use std::collections::BTreeMap;

use super::{hex_name, side_name};
use crate::{
    rules::helsinki1918::{Helsinki1918, Hex, Place, Side, TIKKURILA},
    tr,
};

/// The answer to `?WHAT REST`, or none for a question the game does not have.
pub fn describe(game: &Helsinki1918, what: &str, rest: &str) -> Option<String> {
    match what {
        "pieces" | "p" => Some(crate::games::move_line::describe_sides(
            rest,
            Side::ALL.map(|side| (side, side_name(side))),
            |side| side_words(game, side),
        )),
        "at" | "a" => Some(describe_at(game, rest.trim())),
        _ => None,
    }
}

/// Where a side's units are: its stacks on the map hex by hex, then the boxes.
fn side_words(game: &Helsinki1918, side: Side) -> String {
    let mut stacks: BTreeMap<Hex, u32> = BTreeMap::new();
    let [mut reserve, mut meurer, mut gone] = [0u32; 3];
    for unit in game.units().iter().filter(|u| u.side == side) {
        match unit.place {
            Place::Map(h) => *stacks.entry(h).or_default() += 1,
            Place::Reserve => reserve += 1,
            Place::Meurer => meurer += 1,
            Place::Gone => gone += 1,
        }
    }
    let on_map: Vec<String> = stacks
        .iter()
        .map(|(h, count)| tr!("h-describe-stack", hex = hex_name(game, *h), count = *count))
        .collect();
    tr!(
        "h-describe-side",
        side = side_name(side),
        map = stacks.values().sum::<u32>(),
        stacks = if on_map.is_empty() {
            "–".to_string()
        } else {
            on_map.join("; ")
        },
        reserve = reserve,
        meurer = meurer,
        gone = gone
    )
}

/// The hex `name` names: `q,r`, a flag's name (case aside, its start is enough) or Tikkurila.
fn hex_named(game: &Helsinki1918, name: &str) -> Option<Hex> {
    let wanted = name.trim().to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    if let Some((q, r)) = wanted.split_once(',')
        && let (Ok(q), Ok(r)) = (q.trim().parse(), r.trim().parse())
    {
        let h: Hex = (q, r);
        return (game.data().terrain(h).is_some() || TIKKURILA.contains(&h)).then_some(h);
    }
    // Tikkurila by its Finnish name or the player's (Dickursby, Тиккурила).
    let local = tr!("h-describe-tikkurila").to_lowercase();
    if "tikkurila".starts_with(&wanted) || local.starts_with(&wanted) {
        return Some(TIKKURILA[1]);
    }
    let flags: Vec<Hex> = game
        .data()
        .flags
        .iter()
        .filter(|(flag, _)| flag.to_lowercase().starts_with(&wanted))
        .map(|(_, h)| *h)
        .collect();
    match flags.as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

fn describe_at(game: &Helsinki1918, name: &str) -> String {
    let Some(hex) = hex_named(game, name) else {
        return tr!("h-describe-no-hex", name = name);
    };
    let mut by_side = [0u32; 3];
    for unit in game.units().iter().filter(|u| u.place == Place::Map(hex)) {
        by_side[unit.side.index()] += 1;
    }
    let units: Vec<String> = Side::ALL
        .iter()
        .filter(|s| by_side[s.index()] > 0)
        .map(|s| {
            tr!(
                "h-describe-units",
                side = side_name(*s),
                count = by_side[s.index()]
            )
        })
        .collect();
    if units.is_empty() {
        tr!("h-describe-empty", hex = hex_name(game, hex))
    } else {
        tr!(
            "h-describe-at",
            hex = hex_name(game, hex),
            units = units.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        games::table::TableGame,
        rules::{Game, helsinki1918::HelsinkiOptions},
    };

    #[test]
    fn the_move_line_says_where_each_sides_units_stand_and_what_stands_on_a_hex() {
        let game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
        let germans = game.describe("pieces", "germ").unwrap();
        assert!(germans.starts_with("Germans: "), "{germans}");
        let all = game.describe("pieces", "").unwrap();
        for side in ["Reds: ", "Whites: ", "Germans: "] {
            assert!(all.contains(side), "{all}");
        }
        // Each unit is counted once: on the map, in reserve, in Meurer's box or lost.
        let counted: u32 = Side::ALL
            .iter()
            .map(|s| game.units().iter().filter(|u| u.side == *s).count() as u32)
            .sum();
        assert_eq!(counted as usize, game.units().len());
        let (flag, hex) = game.data().flags[0].clone();
        let at_flag = game.describe("at", &flag.to_lowercase()).unwrap();
        let at_coords = game.describe("a", &format!("{},{}", hex.0, hex.1)).unwrap();
        assert_eq!(
            at_flag, at_coords,
            "a flag's name and its coordinates are one hex"
        );
        assert!(at_flag.contains(&flag), "{at_flag}");
        let none = game.describe("at", "99,99").unwrap();
        assert!(none.starts_with("No hex"), "{none}");
        assert!(game.describe("at", "tikku").unwrap().contains("Tikkurila"));
    }
}
