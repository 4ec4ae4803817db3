//! The Razboiniki AI: it takes what the board offers and the strong player beats the quick one.

use pelikaappi::{
    ai::{Strength, choose_action, seeded_rng},
    cli::play_one,
    rules::{
        Game,
        razboiniki::{Piece, RazOptions, Razboiniki},
    },
};

fn piece(side: u8, number: u8) -> Piece {
    Piece {
        side,
        number,
        robber: false,
    }
}

#[test]
fn both_strengths_take_an_enclosure() {
    // White closes c4 _ e4 round Black's 5 on d4 by stepping e3-e4.
    let game = Razboiniki::with_pieces(
        &RazOptions::default(),
        &[
            ("c4", piece(0, 1)),
            ("d4", piece(1, 5)),
            ("e3", piece(0, 2)),
            ("a7", piece(1, 1)),
        ],
        0,
    )
    .unwrap();
    for strength in [Strength::Quick, Strength::Strong] {
        let action = choose_action(&game, strength, &mut seeded_rng(3));
        assert_eq!(game.format_action(&action), "e3-e4", "{strength:?}");
    }
}

#[test]
fn the_strong_player_beats_the_quick_one() {
    let mut strong_wins = 0;
    for seed in 0..10u64 {
        let strong_seat = (seed % 2) as usize;
        let mut seats = vec![Strength::Quick, Strength::Quick];
        seats[strong_seat] = Strength::Strong;
        let (_, game) =
            play_one::<Razboiniki>(&RazOptions::default(), &seats, seed, 2_000).unwrap();
        if game.outcome().unwrap().places[strong_seat] == 1 {
            strong_wins += 1;
        }
    }
    assert!(strong_wins >= 8, "strong won {strong_wins} of 10");
}
