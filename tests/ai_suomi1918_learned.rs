//! The learned evaluation of the 1918 map game: the shipped weights load and know a lead, a
//! broken weights text is an error value, training from a seed lowers the held-out prediction
//! error and gives the same weights again, the two sides' chances add up to one, and the
//! threat features see a tile in reach.

use std::sync::Arc;

use pelikaappi::{
    ai::{
        Evaluate, sample_chance, seeded_rng,
        suomi1918_learned::{
            FEATURES, GAME_EVALUATION, Judgement, LEARNED_SCALE, LearnedEval, SHIPPED_WEIGHTS_RON,
            Suomi1918Evaluation, Suomi1918With, TrainConfig, feature_names, features,
            held_out_positions, prediction_error, shipped, train,
        },
    },
    rules::{
        Game, ToMove,
        suomi1918::{RED, Side, Suomi1918, SuomiOptions, Tile, WHITE},
    },
};

/// A small training: a few dozen games, a curve point at the start and the end.
fn small(games: u64) -> TrainConfig {
    TrainConfig {
        hidden: 8,
        alpha: 0.02,
        alpha_end: 0.01,
        lambda: 0.8,
        explore: 0.05,
        teacher: 0.0,
        curve_every: games,
        curve_pairs: 2,
        held_out_games: 30,
    }
}

/// A tile for a test position.
fn tile(side: Side, number: u8, strength: u8, circle: usize) -> Tile {
    Tile {
        side,
        number,
        strength,
        artillery: false,
        circle,
    }
}

/// The index of the feature named `name`.
fn feature(name: &str) -> usize {
    feature_names()
        .iter()
        .position(|n| n == name)
        .unwrap_or_else(|| panic!("no feature {name}"))
}

#[test]
fn training_from_a_seed_makes_the_held_out_error_fall() {
    let games = 60;
    let (model, curve) = train(11, games, &small(games), |_| {});
    let (first, last) = (&curve[0], curve.last().unwrap());
    println!("before {first:?}, after {last:?}");
    assert_eq!((first.games, last.games), (0, games));
    // The untrained weights say about one half everywhere: the error is about 0.25.
    assert!(
        last.held_out_error < first.held_out_error - 0.03,
        "held-out error {} before, {} after",
        first.held_out_error,
        last.held_out_error
    );
    // And on positions of other games than the curve's own.
    let curve_set = held_out_positions(30).len();
    let other = held_out_positions(50)[curve_set..].to_vec();
    assert!(other.len() > 200, "{} positions", other.len());
    let untrained = LearnedEval::untrained(8, &mut seeded_rng(11));
    let (before, after) = (
        prediction_error(&untrained, &other),
        prediction_error(&model, &other),
    );
    assert!(
        after < before - 0.03,
        "error {before} before, {after} after"
    );
}

#[test]
fn the_same_seed_trains_the_same_weights() {
    let config = small(8);
    let (a, curve_a) = train(5, 8, &config, |_| {});
    let (b, curve_b) = train(5, 8, &config, |_| {});
    assert_eq!(a, b);
    assert_eq!(curve_a, curve_b);
    let (c, _) = train(6, 8, &config, |_| {});
    assert_ne!(a, c, "another seed, other games, other weights");
}

#[test]
fn weights_read_back_as_they_were_written() {
    let (model, _) = train(3, 4, &small(4), |_| {});
    let text = model.to_ron("a header\nof two lines");
    assert!(text.starts_with("// a header\n// of two lines\n"), "{text}");
    assert_eq!(LearnedEval::from_ron(&text), Ok(model));
}

#[test]
fn the_shipped_weights_load_and_know_a_lead_from_a_deficit() {
    let model = LearnedEval::from_ron(SHIPPED_WEIGHTS_RON).expect("the shipped weights load");
    assert_eq!(shipped(), Some(&model));
    let options = SuomiOptions::default();
    let probe = Suomi1918::new(&options).unwrap();
    let (red_setup, white_setup) = (&probe.map().red_setup, &probe.map().white_setup);
    // Six strong Red tiles on their start places against one weak White tile.
    let mut tiles: Vec<Tile> = (0..6)
        .map(|i| tile(RED, i as u8 + 1, 6, red_setup[i]))
        .collect();
    tiles.push(tile(WHITE, 1, 1, white_setup[0]));
    let red_ahead = Suomi1918::with_tiles(&options, tiles, WHITE).unwrap();
    let chances = model.probabilities(&red_ahead);
    assert!(chances[0] > 0.7 && chances[1] < 0.3, "{chances:?}");
    for value in model.values(&red_ahead) {
        assert!(value.is_finite() && value.abs() < LEARNED_SCALE, "{value}");
    }
}

#[test]
fn the_sides_chances_add_up_to_one_and_a_sides_seats_share_theirs() {
    let model = shipped().expect("the shipped weights load");
    let options = SuomiOptions {
        red_players: 2,
        white_players: 1,
        ..SuomiOptions::default()
    };
    let mut rng = seeded_rng(7);
    let mut game = Suomi1918::new(&options).unwrap();
    let mut judged = 0;
    while game.to_move() != ToMove::Over && judged < 200 {
        let chances = model.probabilities(&game);
        assert_eq!(chances.len(), 3);
        assert!((chances[0] + chances[2] - 1.0).abs() < 1e-12, "{chances:?}");
        assert_eq!(chances[0], chances[1], "two Red seats, one chance");
        let values = model.values(&game);
        assert!((values[0] + values[2]).abs() < 1e-9, "{values:?}");
        // Either side's features, seen from the other: the chance is one less.
        let x = features(&game);
        let swapped = [x[1], x[0]];
        assert!((model.red_chance(&x) + model.red_chance(&swapped) - 1.0).abs() < 1e-12);
        judged += 1;
        let action = match game.to_move() {
            ToMove::Chance => sample_chance(&game, &mut rng),
            _ => {
                let legal = game.legal_actions();
                legal[judged % legal.len()].clone()
            }
        };
        game.apply(&action).unwrap();
    }
    assert!(judged > 50, "{judged} positions judged");
}

#[test]
fn the_threats_see_a_tile_within_a_roll_and_not_one_far_away() {
    let options = SuomiOptions::default();
    let probe = Suomi1918::new(&options).unwrap();
    let map = probe.map();
    let turku = map.named("Turku").unwrap();
    let near = (0..map.circles.len())
        .find(|&c| map.distance(turku, c) == Some(2))
        .unwrap();
    let far = (0..map.circles.len())
        .max_by_key(|&c| map.distance(turku, c).unwrap_or(0))
        .unwrap();
    let judge = |white_at: usize| {
        let tiles = vec![tile(RED, 1, 2, turku), tile(WHITE, 1, 3, white_at)];
        features(&Suomi1918::with_tiles(&options, tiles, WHITE).unwrap())
    };
    let (close, apart) = (judge(near), judge(far));
    let red = RED.index();
    // Two intervals away: every roll from 2 up hits; a 2-man tile falls to a 3 or more.
    assert!(close[red][feature("own_tiles_in_reach")] > 0.0);
    assert!(close[red][feature("own_threatened_men")] > 0.0);
    assert!((close[red][feature("own_kill_chance")] - 4.0 / 6.0).abs() < 1e-12);
    // The White side sees the same threat as its opponent's.
    let white = WHITE.index();
    assert_eq!(
        close[white][feature("opponent_kill_chance")],
        close[red][feature("own_kill_chance")]
    );
    for name in [
        "own_tiles_in_reach",
        "own_threatened_men",
        "own_kill_chance",
    ] {
        assert_eq!(apart[red][feature(name)], 0.0, "{name}");
    }
    assert!(apart[red][feature("gap")] > close[red][feature("gap")]);
    assert_eq!(feature_names().len(), FEATURES);
}

#[test]
fn the_game_judges_by_its_chosen_evaluation() {
    let options = SuomiOptions::default();
    let mut game = Suomi1918::new(&options).unwrap();
    let mut rng = seeded_rng(3);
    // The twelve setup rolls: then the Reds are to roll.
    while game.to_move() == ToMove::Chance && game.progress() < 12 {
        let action = sample_chance(&game, &mut rng);
        game.apply(&action).unwrap();
    }
    assert_eq!(game.to_move(), ToMove::Chance);
    let judgement = match GAME_EVALUATION {
        Suomi1918Evaluation::Learned => {
            Judgement::Learned(Arc::new(shipped().expect("the weights load").clone()))
        }
        Suomi1918Evaluation::HandMade => Judgement::HandMade,
    };
    let with = Suomi1918With::new(game.clone(), judgement);
    assert_eq!(game.evaluate(), with.evaluate());
    let other = Suomi1918With::new(
        game.clone(),
        match GAME_EVALUATION {
            Suomi1918Evaluation::Learned => Judgement::HandMade,
            Suomi1918Evaluation::HandMade => {
                Judgement::Learned(Arc::new(shipped().expect("the weights load").clone()))
            }
        },
    );
    assert_ne!(
        game.evaluate(),
        other.evaluate(),
        "the two evaluations differ"
    );
}

#[test]
fn a_broken_weights_text_is_an_error_not_a_panic() {
    let shipped_text = SHIPPED_WEIGHTS_RON;
    let first_number = shipped_text.find("bias: ").unwrap() + "bias: ".len();
    let end = first_number + shipped_text[first_number..].find(',').unwrap();
    let cases = [
        ("empty", String::new()),
        (
            "cut short",
            shipped_text[..shipped_text.len() / 2].to_string(),
        ),
        (
            "a feature renamed",
            shipped_text.replacen("\"own_men\"", "\"own_women\"", 1),
        ),
        (
            "a number not finite",
            format!(
                "{}NaN{}",
                &shipped_text[..first_number],
                &shipped_text[end..]
            ),
        ),
        (
            "a hidden unit missing",
            shipped_text.replacen("hidden: ", "hidden: 1", 1),
        ),
        (
            "an unknown field",
            shipped_text.replacen("bias:", "bais:", 1),
        ),
        (
            "Eile's weights",
            include_str!("../assets/eile/data/eval_weights.ron").to_string(),
        ),
    ];
    for (what, text) in cases {
        let result = LearnedEval::from_ron(&text);
        let error = result.expect_err(what);
        assert!(
            error.message.contains("1918 map game weights file"),
            "{what}: {error}"
        );
    }
}
