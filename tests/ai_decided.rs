//! Decided games in every AI search: a loss scores below every open position and a win above,
//! in every game, so an AI that is behind never chooses to lose at once when it can play on.

use pelikaappi::{
    ai::{Evaluate, Strength, choose_action, decided_values, sample_chance, seeded_rng},
    rules::{
        Game, Outcome, ToMove,
        eile::{Eile, EileOptions},
        helsinki1918::{Helsinki1918, HelsinkiOptions},
        razboiniki::{RazOptions, Razboiniki},
        suomi1918::{RED, Suomi1918, SuomiAction, SuomiEvent, SuomiOptions, Tile, WHITE},
    },
};

/// The largest evaluation seen along random games, and the decided values' bound checked
/// against it: a loss (utility 0) must score below it, a win above.
fn evaluations_stay_inside_the_decided_values<G: Evaluate>(
    options: &G::Options,
    games: u64,
    scale: f64,
) {
    let mut largest: f64 = 0.0;
    for seed in 0..games {
        let mut rng = seeded_rng(seed);
        let mut game = G::new(options).unwrap();
        let mut steps = 0;
        while game.to_move() != ToMove::Over && steps < 3000 {
            for v in game.evaluate() {
                largest = largest.max(v.abs());
            }
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            game.apply(&action).unwrap();
            steps += 1;
        }
    }
    let seats = G::new(options).unwrap().seat_count();
    let mut places = vec![2u8; seats];
    places[0] = 1;
    let values = decided_values(&Outcome { places }, scale);
    assert!(
        values[0] > largest && values[1] < -largest,
        "{}: decided {values:?} against evaluations up to ±{largest}",
        G::ID
    );
}

#[test]
fn every_game_scores_a_loss_below_any_open_position() {
    // The scales the searches use: expectimax 10 000 (Eile mit Weile, the 1918 game), the
    // Helsinki evaluation 1 000, alpha-beta 1 000 000 (Razboiniki).
    evaluations_stay_inside_the_decided_values::<Eile>(&EileOptions::default(), 20, 10_000.0);
    evaluations_stay_inside_the_decided_values::<Suomi1918>(&SuomiOptions::default(), 20, 10_000.0);
    evaluations_stay_inside_the_decided_values::<Razboiniki>(
        &RazOptions::default(),
        20,
        1_000_000.0,
    );
    evaluations_stay_inside_the_decided_values::<Helsinki1918>(
        &HelsinkiOptions::default(),
        2,
        1_000.0,
    );
}

#[test]
fn the_last_red_tile_never_marches_onto_kymi_bridge_by_choice() {
    // "2. KYMIN SILTA: ... jos nyt punajoukko tähän paikkaan saapi, räjähdyksin valkoiset sen
    // oitis tuhoaapi." The Reds are far behind (one weak tile against six strong ones): before
    // this fix the quick player walked the last tile onto the bridge to end the game.
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let kymi = blank.map().named("Kymin silta").unwrap();
    let beside = blank.map().neighbours[kymi]
        .iter()
        .map(|&(n, _)| n)
        .find(|&n| !blank.map().circles[n].star)
        .unwrap();
    let mut tiles = vec![Tile {
        side: RED,
        number: 1,
        strength: 1,
        artillery: false,
        circle: beside,
    }];
    for (number, place) in ["Seinäjoki", "Jyväskylä", "Mikkeli", "Sortavala", "Tallinna"]
        .iter()
        .enumerate()
    {
        tiles.push(Tile {
            side: WHITE,
            number: number as u8 + 1,
            strength: 6,
            artillery: number >= 2,
            circle: blank.map().named(place).unwrap(),
        });
    }
    for strength in [Strength::Quick, Strength::Strong] {
        for seed in 0..6 {
            let mut game =
                Suomi1918::with_tiles(&SuomiOptions::default(), tiles.clone(), RED).unwrap();
            game.apply(&SuomiAction::Roll(1)).unwrap();
            let legal = game.legal_actions();
            let onto_bridge = SuomiAction::Move { tile: 1, to: kymi };
            assert!(legal.contains(&onto_bridge) && legal.len() > 1);
            let mut rng = seeded_rng(seed);
            let chosen = choose_action(&game, strength, &mut rng);
            let events = game.clone().apply(&chosen).unwrap();
            assert!(
                !events
                    .iter()
                    .any(|e| matches!(e, SuomiEvent::GameOver { .. })),
                "{strength:?} chose {chosen:?} and lost at once"
            );
        }
    }
}
