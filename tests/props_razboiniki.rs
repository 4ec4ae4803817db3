//! Random playouts of Razboiniki: thousands of games checking invariants on every move.

use pelikaappi::{
    ai::{Strength, choose_action, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        razboiniki::{RazEvent, RazOptions, Razboiniki},
        record::GameRecord,
    },
};

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
            let action = choose_action(&game, strength, &mut rng);
            let text = game.format_action(&action);
            assert_eq!(game.parse_action(&text).unwrap(), action);
            record.actions.push(text);
            for event in game.apply(&action).unwrap() {
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
