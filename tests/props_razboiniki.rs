//! Random playouts of Razboiniki: thousands of games checking invariants on every move.

use pelikaappi::{
    ai::{Strength, choose_action, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        razboiniki::{Landings, RazAction, RazEvent, RazOptions, Razboiniki},
        record::GameRecord,
    },
};

#[path = "support/pick.rs"]
mod pick;

/// Two states alike in everything a game goes on from: the pieces, the scores, the side to
/// move, the quiet moves, the outcome, the progress and the moves (which read the pieces' bit
/// sets).
fn assert_same_state(quiet: &Razboiniki, loud: &Razboiniki) {
    assert_eq!(quiet.legal_actions(), loud.legal_actions());
    assert_eq!(
        serde_json::to_string(&quiet.view(Seat(0))).unwrap(),
        serde_json::to_string(&loud.view(Seat(0))).unwrap()
    );
    assert_eq!(quiet.outcome(), loud.outcome());
    assert_eq!(quiet.progress(), loud.progress());
    assert_eq!(quiet.to_move(), loud.to_move());
}

#[test]
fn thousands_of_random_games_keep_the_invariants_and_end() {
    let options = RazOptions::default();
    for seed in 0..2500u64 {
        let mut rng = seeded_rng(seed);
        let mut game = Razboiniki::new(&options).unwrap();
        let mut record = GameRecord::new::<Razboiniki>(&options);
        // Points each side earned, counted from the events.
        let mut earned = [0u16; 2];
        let mut pieces = 20;
        while game.to_move() != ToMove::Over {
            assert!(
                record.actions.len() < 5_000,
                "seed {seed}: the game did not end"
            );
            let strength = if seed % 5 == 0 {
                Strength::Quick
            } else {
                Strength::Random
            };
            if seed % 10 == 1 {
                // The random player's choice without the list is the list's.
                pick::assert_pick_matches_list(&game);
                // No dice in Razboiniki: nothing to draw.
                pick::assert_chance_pick_matches_outcomes(&game);
            }
            let action = choose_action(&game, strength, &mut rng);
            let text = game.format_action(&action);
            assert_eq!(game.parse_action(&text).unwrap(), action);
            record.actions.push(text);
            // The searches' quiet path (no events) and their path for a listed action (not
            // checked again) leave the state `apply` leaves.
            let mut quiet = game.clone();
            quiet.apply_quietly(&action).unwrap();
            let mut listed = game.clone();
            listed.apply_listed(&action).unwrap();
            let events = game.apply(&action).unwrap();
            assert_same_state(&quiet, &game);
            assert_same_state(&listed, &game);
            for event in events {
                match event {
                    RazEvent::Captured {
                        by, points, piece, ..
                    } => {
                        earned[usize::from(by)] += points;
                        assert_eq!(points, piece.value());
                        pieces -= 1;
                    }
                    RazEvent::BecameRobber { side, points, .. } => {
                        earned[usize::from(side)] += points
                    }
                    _ => {}
                }
            }
            assert_eq!(
                game.scores(),
                earned,
                "scores equal what was taken and robbed"
            );
            let on_board: Vec<_> = game
                .board()
                .squares()
                .filter_map(|s| game.piece_at(s))
                .collect();
            assert_eq!(on_board.len(), pieces, "pieces leave only by capture");
            for s in 0..49u8 {
                if !game.board().exists(s) {
                    assert!(
                        game.piece_at(s).is_none(),
                        "never a piece on a missing square"
                    );
                }
            }
            assert!(
                game.board().squares().all(|s| !game.is_enclosed(s)),
                "no enclosure is left standing"
            );
        }
        if seed % 100 == 0 {
            let replayed: Razboiniki = record.replay().unwrap();
            assert_eq!(replayed.scores(), game.scores());
            assert_eq!(
                serde_json::to_string(&replayed.view(Seat(0))).unwrap(),
                serde_json::to_string(&game.view(Seat(0))).unwrap()
            );
        }
    }
}

/// Every move a side could try from a position: a step from each of its pieces to every
/// square, and each listed jump chain with a landing changed or one cut short or longer.
fn tried_moves(game: &Razboiniki) -> Vec<RazAction> {
    let side = game.side_to_move();
    let mut tried = Vec::new();
    for from in game.board().squares() {
        if game.piece_at(from).is_some_and(|p| p.side == side) {
            for to in 0..49u8 {
                tried.push(RazAction::Step { from, to });
                tried.push(RazAction::Jumps {
                    from,
                    landings: Landings::one(to),
                });
            }
        }
    }
    for action in game.legal_actions() {
        if let RazAction::Jumps { from, landings } = action {
            for to in 0..49u8 {
                let mut longer = landings;
                if longer.push(to) {
                    tried.push(RazAction::Jumps {
                        from,
                        landings: longer,
                    });
                }
                let mut changed: Vec<u8> = landings.to_vec();
                if let Some(last) = changed.last_mut() {
                    *last = to;
                }
                tried.push(RazAction::Jumps {
                    from,
                    landings: Landings::of(&changed),
                });
            }
        }
    }
    tried
}

/// "Если рядом с вашей шашкой стоит другая …, а следующий квадратик свободен, то вы можете
/// своей шашкой перепрыгнуть через нее" and "Разбойник может ходить не только вперед, но и
/// назад и … перескакивать через любое количество свободных квадратиков" (rules 2 and 5): the
/// moves `apply` takes are exactly the moves listed, and it refuses every other tried move
/// (its check of a move works without listing them all).
#[test]
fn apply_takes_exactly_the_listed_moves() {
    let options = RazOptions::default();
    let mut checked = 0;
    for seed in 0..60u64 {
        let mut rng = seeded_rng(seed);
        let mut game = Razboiniki::new(&options).unwrap();
        while game.to_move() != ToMove::Over {
            let legal = game.legal_actions();
            for tried in tried_moves(&game) {
                let taken = game.clone().apply(&tried).is_ok();
                assert_eq!(
                    game.clone().apply_quietly(&tried).is_ok(),
                    taken,
                    "the quiet path takes what apply takes"
                );
                assert_eq!(
                    taken,
                    legal.contains(&tried),
                    "seed {seed}: {} in {:?}",
                    game.format_action(&tried),
                    game.view(Seat(0))
                );
                checked += 1;
            }
            let action = choose_action(&game, Strength::Random, &mut rng);
            game.apply(&action).unwrap();
        }
    }
    assert!(checked > 100_000, "only {checked} moves tried");
}

/// The legal moves come in one fixed order (piece by square, then direction, slide and jump
/// chain depth first): the AI's tie-breaks and every seeded record rest on it, so a quicker
/// move search must list them as the one before did. A digest of every list of 40 seeded
/// random games, pinned at the move search's bit-set form (whose records were those of the
/// search before it: `tools/series_digest.sh`).
#[test]
fn the_legal_moves_keep_their_order() {
    let mut digest: u64 = 0xcbf2_9ce4_8422_2325;
    let mut lists = 0;
    for seed in 0..40u64 {
        let mut rng = seeded_rng(1000 + seed);
        let mut game = Razboiniki::new(&RazOptions::default()).unwrap();
        while game.to_move() != ToMove::Over {
            let legal = game.legal_actions();
            lists += 1;
            for action in &legal {
                for byte in game.format_action(action).bytes().chain(*b";") {
                    digest = (digest ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
                }
            }
            digest = (digest ^ u64::from(b'|')).wrapping_mul(0x0100_0000_01b3);
            let action = choose_action(&game, Strength::Random, &mut rng);
            game.apply(&action).unwrap();
        }
    }
    assert!(lists > 1000, "{lists} lists");
    assert_eq!(
        digest, PINNED_MOVE_ORDER,
        "the digest of {lists} lists: {digest:#x}"
    );
}

/// `the_legal_moves_keep_their_order`'s digest.
const PINNED_MOVE_ORDER: u64 = 0xb03c_c4ca_ea7e_0e25;

/// `apply_listed` takes an action the state itself listed and, in a release build, does not
/// check it again; one it did not list is caught by a debug build's check (the tests run in
/// one), so a search that handed it a stale action would fail its tests.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a listed move is legal")]
fn an_unlisted_move_given_as_listed_is_caught_in_a_debug_build() {
    let mut game = Razboiniki::new(&RazOptions::default()).unwrap();
    // d4 is empty at the start: no piece steps from it.
    let unlisted = RazAction::Step { from: 24, to: 31 };
    assert!(game.clone().apply(&unlisted).is_err(), "not a legal move");
    let _ = game.apply_listed(&unlisted);
}
