//! Random playouts of Helsinki 1918: stacking never over three, units conserved across the
//! map, the boxes and the tracks, the time marker never goes back, every action's notation
//! reads back, views never show another seat's hand, games end and records replay.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        helsinki1918::{Helsinki1918, HelsinkiOptions, Place, RED},
        record::GameRecord,
    },
};

#[path = "support/pick.rs"]
mod pick;

fn check_stacking(game: &Helsinki1918) {
    let mut stacks: std::collections::HashMap<((i32, i32), bool), usize> = Default::default();
    for u in game.units() {
        if let Place::Map(h) = u.place {
            *stacks.entry((h, u.side == RED)).or_default() += 1;
        }
    }
    for ((h, red), n) in stacks {
        assert!(n <= 3, "stacking over three at {h:?} (reds: {red}): {n}");
    }
}

#[test]
fn random_games_keep_the_invariants_and_end() {
    for seed in 0..120u64 {
        let options = HelsinkiOptions {
            players: if seed % 2 == 0 { 3 } else { 2 },
        };
        let mut rng = seeded_rng(seed);
        let mut game = Helsinki1918::new(&options).unwrap();
        let total_units = game.units().len();
        let mut record = GameRecord::new::<Helsinki1918>(&options);
        let mut time = 0;
        while game.to_move() != ToMove::Over {
            assert!(
                record.actions.len() < 30_000,
                "seed {seed}: the game did not end"
            );
            let legal = game.legal_actions();
            assert!(!legal.is_empty(), "seed {seed}: someone must act");
            if seed % 20 == 1 {
                // The dice and draws by uneven weights (a battle's sums, the initiative's
                // pairs) are drawn as the list of outcomes says.
                pick::assert_chance_pick_matches_outcomes(&game);
                pick::assert_pick_matches_list(&game);
            }
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(
                    &game,
                    if seed % 20 == 0 {
                        Strength::Quick
                    } else {
                        Strength::Random
                    },
                    &mut rng,
                ),
            };
            let text = game.format_action(&action);
            assert_eq!(
                game.parse_action(&text).unwrap(),
                action,
                "notation reads back: {text}"
            );
            record.actions.push(text);
            game.apply(&action)
                .unwrap_or_else(|e| panic!("seed {seed}: {action:?}: {}", e.reason));
            assert_eq!(game.units().len(), total_units, "units are conserved");
            check_stacking(&game);
            assert!(
                game.time_square() >= time,
                "the time marker never goes back"
            );
            time = game.time_square();
        }
        // Views: a seat sees its own hand only.
        for seat in 0..game.seat_count() {
            let view = game.view(Seat(seat as u8));
            let red_seat = seat == 0;
            if !red_seat {
                assert!(
                    view.secret_events.is_empty(),
                    "the Reds' events stay secret"
                );
            }
        }
        let replayed: Helsinki1918 = record.replay().unwrap();
        assert_eq!(
            replayed.outcome(),
            game.outcome(),
            "seed {seed}: the record replays"
        );
        assert_eq!(replayed.units(), game.units());
    }
}
