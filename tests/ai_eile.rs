//! The AI players on Eile mit Weile positions: they take captures, and they beat weaker players.

use pelikaappi::{
    ai::{Strength, choose_action, expectimax_values, seeded_rng},
    cli::play_one,
    rules::{
        Game, Seat,
        eile::{Eile, EileOptions, StonePos::*},
    },
};

fn two_players(stones: u8) -> EileOptions {
    EileOptions {
        players: 2,
        stones,
        play_on: false,
    }
}

#[test]
fn both_ai_strengths_take_an_open_capture() {
    // Red's stone on 15 can catch Green's stone on 17 with a 2; the other stone could
    // just walk. Green on 17 stands on track index 16: Run(16 + 68 - 47).
    let mut game = Eile::with_stones(
        &two_players(2),
        vec![vec![Run(1), Run(30)], vec![Run(37), Star]],
        Seat(0),
    )
    .unwrap();
    game.apply(&game.parse_action("r2").unwrap()).unwrap();
    for strength in [Strength::Quick, Strength::Strong] {
        let action = choose_action(&game, strength, &mut seeded_rng(1));
        assert_eq!(game.format_action(&action), "m15", "{strength:?}");
    }
}

#[test]
fn a_finished_game_is_worth_its_outcome() {
    let mut game =
        Eile::with_stones(&two_players(1), vec![vec![Run(70)], vec![Star]], Seat(0)).unwrap();
    for text in ["r1", "p7"] {
        game.apply(&game.parse_action(text).unwrap()).unwrap();
    }
    let values = expectimax_values(&game, 3);
    assert!(values[0] > values[1]);
}

#[test]
fn the_strong_player_beats_the_random_player() {
    let mut strong_wins = 0;
    for seed in 0..30u64 {
        // Alternate the seats so neither strength keeps the first move.
        let strong_seat = (seed % 2) as usize;
        let mut seats = vec![Strength::Random, Strength::Random];
        seats[strong_seat] = Strength::Strong;
        let (_, game) = play_one::<Eile>(&two_players(4), &seats, seed, 100_000).unwrap();
        if game.outcome().unwrap().winners()[0].index() == strong_seat {
            strong_wins += 1;
        }
    }
    assert!(strong_wins >= 22, "strong won only {strong_wins} of 30");
}
