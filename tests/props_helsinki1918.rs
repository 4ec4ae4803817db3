//! Random playouts of Helsinki 1918: stacking never over three, units conserved across the
//! map, the boxes and the tracks, the time marker never goes back, every action's notation
//! reads back, views never show another seat's hand, games end and records replay.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        helsinki1918::{HAction, Helsinki1918, HelsinkiOptions, Place, RED},
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
            // The searches' path for a listed action (not checked again) leaves the state
            // `apply` leaves.
            let listed = (seed % 10 == 2).then(|| {
                let mut listed = game.clone();
                listed.apply_listed(&action).unwrap();
                listed
            });
            game.apply(&action)
                .unwrap_or_else(|e| panic!("seed {seed}: {action:?}: {}", e.reason));
            if let Some(listed) = listed {
                assert_eq!(listed.units(), game.units(), "seed {seed}: {action:?}");
                assert_eq!(listed.to_move(), game.to_move());
                assert_eq!(listed.progress(), game.progress());
                assert_eq!(listed.outcome(), game.outcome());
                assert_eq!(
                    serde_json::to_string(&listed.view(Seat(0))).unwrap(),
                    serde_json::to_string(&game.view(Seat(0))).unwrap()
                );
            }
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

/// `apply_listed` takes an action the state itself listed and, in a release build, does not
/// check it again; a draw that is not among the outcomes is caught by a debug build's check
/// (the tests run in one).
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a listed outcome is legal")]
fn an_unlisted_outcome_given_as_listed_is_caught_in_a_debug_build() {
    let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    // The setup draws the Reds' events: no die is cast.
    let unlisted = HAction::Die(3);
    assert!(game.clone().apply(&unlisted).is_err(), "not an outcome");
    let _ = game.apply_listed(&unlisted);
}

/// The same for an order the side to move may not give.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a listed order is legal")]
fn an_unlisted_order_given_as_listed_is_caught_in_a_debug_build() {
    let mut rng = seeded_rng(3);
    let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    while game.to_move() == ToMove::Chance {
        let draw = sample_chance(&game, &mut rng);
        game.apply(&draw).unwrap();
    }
    let listed = game.legal_actions();
    let unlisted = [
        HAction::Recruit,
        HAction::Morale,
        HAction::Deploy,
        HAction::DrawCard,
    ]
    .into_iter()
    .find(|action| !listed.contains(action))
    .expect("an order the side may not give");
    assert!(game.clone().apply(&unlisted).is_err(), "not a legal order");
    let _ = game.apply_listed(&unlisted);
}
