//! Random playouts of the 1918 map game: strengths stay 1–6, tiles never share a circle,
//! artillery stays on the thick network, games end and records replay.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        record::GameRecord,
        suomi1918::{Phase, Suomi1918, SuomiOptions},
    },
};

/// Two states alike in everything a game goes on from: what the seats see, whose turn and
/// the phase, the men lost, the turns, the once-verses, the outcome and the progress.
fn assert_same_state(quiet: &Suomi1918, loud: &Suomi1918) {
    assert_eq!(
        serde_json::to_string(&quiet.view(Seat(0))).unwrap(),
        serde_json::to_string(&loud.view(Seat(0))).unwrap()
    );
    assert_eq!(quiet.phase(), loud.phase());
    assert_eq!(quiet.men_lost(), loud.men_lost());
    assert_eq!(quiet.turns(), loud.turns());
    assert_eq!(quiet.spent_verses(), loud.spent_verses());
    assert_eq!(quiet.outcome(), loud.outcome());
    assert_eq!(quiet.progress(), loud.progress());
    assert_eq!(quiet.to_move(), loud.to_move());
}

#[test]
fn thousands_of_random_games_keep_the_invariants_and_end() {
    for seed in 0..2000u64 {
        let options = SuomiOptions {
            artillery: if seed % 2 == 0 { 4 } else { 2 },
            red_players: 1 + (seed % 3) as u8,
            white_players: 1 + (seed % 2) as u8,
            ..Default::default()
        };
        let mut rng = seeded_rng(seed);
        let mut game = Suomi1918::new(&options).unwrap();
        let mut record = GameRecord::new::<Suomi1918>(&options);
        let thick = game.map().reachable(game.map().red_setup[0], true);
        while game.to_move() != ToMove::Over {
            assert!(
                record.actions.len() < 20_000,
                "seed {seed}: the game did not end"
            );
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(
                    &game,
                    if seed % 7 == 0 {
                        Strength::Quick
                    } else {
                        Strength::Random
                    },
                    &mut rng,
                ),
            };
            record.actions.push(game.format_action(&action));
            // The searches' quiet path (no events, no way searched for a move's event) leaves
            // the state `apply` leaves.
            let mut quiet = game.clone();
            quiet.apply_quietly(&action).unwrap();
            game.apply(&action).unwrap();
            assert_same_state(&quiet, &game);
            let tiles = game.tiles();
            let setup_done = !matches!(game.phase(), Phase::Setup(_));
            for (i, t) in tiles.iter().enumerate() {
                if setup_done {
                    assert!((1..=6).contains(&t.strength), "strength always 1–6");
                }
                assert!(
                    tiles[i + 1..].iter().all(|o| o.circle != t.circle),
                    "tiles never share a circle"
                );
                if t.artillery {
                    assert!(thick.contains(&t.circle), "artillery stays on thick lines");
                }
            }
        }
        if seed % 100 == 0 {
            let replayed: Suomi1918 = record.replay().unwrap();
            assert_eq!(replayed.outcome(), game.outcome());
            assert_eq!(
                serde_json::to_string(&replayed.view(Seat(0))).unwrap(),
                serde_json::to_string(&game.view(Seat(0))).unwrap()
            );
        }
    }
}
