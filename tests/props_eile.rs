//! Random playouts of Eile mit Weile: thousands of games checking invariants on every step.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        eile::{Eile, EileAction, EileOptions, FromField, StonePos},
        record::GameRecord,
    },
};

#[path = "support/pick.rs"]
mod pick;

/// A game that has not ended after this many actions counts as endless.
const MAX_ACTIONS: usize = 50_000;

fn check_invariants(game: &Eile, options: &EileOptions) {
    let hut = game.board().steps_to_hut() as u8;
    for s in 0..game.seat_count() {
        let stones = game.stones(Seat(s as u8));
        assert_eq!(
            stones.len(),
            usize::from(options.stones),
            "stones are conserved"
        );
        for &p in stones {
            assert!(matches!(p, StonePos::Star) || matches!(p, StonePos::Run(k) if k <= hut));
        }
    }
    // No field ever holds three stones of one colour (a blockade cannot be joined).
    for s in 0..game.seat_count() {
        let seat = Seat(s as u8);
        let mut on_track = [0u8; 68];
        for &p in game.stones(seat) {
            if let Some(t) = game.track_index(seat, p) {
                on_track[t] += 1;
            }
        }
        assert!(
            on_track.iter().all(|&c| c <= 2),
            "at most two stones of a colour per field"
        );
    }
}

/// Two games in the same state, as far as a player or the rules can tell.
fn assert_same_state(a: &Eile, b: &Eile) {
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.phase(), b.phase());
    assert_eq!(a.current(), b.current());
    assert_eq!(a.sixes_in_row(), b.sixes_in_row());
    assert_eq!(a.finished(), b.finished());
    assert_eq!(a.progress(), b.progress());
    assert_eq!(a.legal_actions(), b.legal_actions());
    for s in 0..a.seat_count() {
        assert_eq!(a.stones(Seat(s as u8)), b.stones(Seat(s as u8)));
    }
}

/// Plays one random game, checking every legal action applies and illegal ones are refused.
fn random_game(options: &EileOptions, seed: u64) -> GameRecord {
    let mut rng = seeded_rng(seed);
    let mut game = Eile::new(options).unwrap();
    let mut record = GameRecord::new::<Eile>(options);
    let all_moves: Vec<EileAction> = (0..68)
        .map(|t| EileAction::Move(FromField::Track(t)))
        .chain((1..=7).map(|p| EileAction::Move(FromField::Path(p))))
        .chain([EileAction::Enter])
        .collect();
    while game.to_move() != ToMove::Over {
        assert!(
            record.actions.len() < MAX_ACTIONS,
            "seed {seed}: the game did not end"
        );
        if seed % 10 == 1 {
            // The dice drawn without the list of outcomes are the list's; the random
            // player's choice without the list of actions is that list's.
            pick::assert_chance_pick_matches_outcomes(&game);
            pick::assert_pick_matches_list(&game);
        }
        let action = match game.to_move() {
            ToMove::Chance => sample_chance(&game, &mut rng),
            _ => {
                let legal = game.legal_actions();
                assert!(
                    !legal.is_empty(),
                    "a seat to move always has a legal action"
                );
                // Every action outside the legal list is refused without changing the state.
                for other in &all_moves {
                    if !legal.contains(other) {
                        let mut copy = game.clone();
                        assert!(copy.apply(other).is_err());
                        assert!(copy.apply_quietly(other).is_err());
                        assert_eq!(copy.stones(Seat(0)), game.stones(Seat(0)));
                    }
                }
                choose_action(&game, Strength::Random, &mut rng)
            }
        };
        let text = game.format_action(&action);
        assert_eq!(game.parse_action(&text).unwrap(), action);
        record.actions.push(text);
        // The searches' quiet path leaves the state `apply` leaves.
        let mut quiet = game.clone();
        quiet.apply_quietly(&action).unwrap();
        game.apply(&action).unwrap();
        assert_same_state(&quiet, &game);
        check_invariants(&game, options);
    }
    let outcome = game.outcome().expect("a finished game has an outcome");
    assert_eq!(outcome.winners().len(), 1, "exactly one winner");
    let winner = outcome.winners()[0];
    assert!(game.stones(winner).iter().all(|&p| game.in_hut(p)));
    record
}

#[test]
fn thousands_of_random_games_keep_the_invariants_and_end() {
    let mut games = 0;
    for players in 2..=4 {
        for stones in 1..=4 {
            let options = EileOptions {
                players,
                stones,
                play_on: false,
            };
            for seed in 0..170u64 {
                let record = random_game(&options, seed * 31 + u64::from(players * 7 + stones));
                games += 1;
                if seed % 17 == 0 {
                    // Records replay to the same final state, with no RNG.
                    let json = record.to_json();
                    let replayed: Eile = GameRecord::from_json(&json).unwrap().replay().unwrap();
                    assert_eq!(replayed.to_move(), ToMove::Over);
                    let view = serde_json::to_string(&replayed.view(Seat(0))).unwrap();
                    let again: Eile = record.replay().unwrap();
                    assert_eq!(view, serde_json::to_string(&again.view(Seat(0))).unwrap());
                }
            }
        }
    }
    assert!(games >= 2000);
}

#[test]
fn playing_on_ranks_every_player() {
    // Design note 9: play on for 2nd and 3rd place.
    for seed in 0..100 {
        let options = EileOptions {
            players: 4,
            stones: 2,
            play_on: true,
        };
        let mut rng = seeded_rng(seed);
        let mut game = Eile::new(&options).unwrap();
        while game.to_move() != ToMove::Over {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Quick, &mut rng),
            };
            game.apply(&action).unwrap();
        }
        let mut places = game.outcome().unwrap().places;
        places.sort_unstable();
        assert_eq!(places, vec![1, 2, 3, 4]);
    }
}

#[test]
fn a_record_with_an_illegal_action_names_its_index() {
    let mut record = GameRecord::new::<Eile>(&EileOptions::default());
    record.actions = vec![
        "r5".into(),
        "e".into(),
        "r3".into(),
        "r2".into(),
        "e".into(),
    ];
    let err = record.replay::<Eile>().unwrap_err().to_string();
    assert!(err.contains("action 4"), "{err}");
    let bad_options = GameRecord {
        game: "eile".into(),
        options: serde_json::json!({ "players": 9 }),
        actions: vec![],
        hints: Vec::new(),
    };
    assert!(bad_options.replay::<Eile>().is_err());
    assert!(GameRecord::from_json("{ not json").is_err());
}
