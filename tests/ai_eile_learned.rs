//! The learned evaluation of Eile mit Weile: training from a seed lowers its prediction error
//! and gives the same weights again, the shipped weights load, and a broken weights text is an
//! error value.

use pelikaappi::{
    ai::{
        Evaluate,
        eile_learned::{
            EileEvaluation, EileWith, GAME_EVALUATION, Judgement, LEARNED_SCALE, LearnedEval,
            MASTER_WEIGHTS_RON, SHIPPED_WEIGHTS_RON, TrainConfig, held_out_positions,
            master_weights, prediction_error, shipped, train,
        },
        master::{MasterBudget, choose_master},
        sample_chance, seeded_rng,
    },
    rules::{
        Game, Seat, ToMove,
        eile::{Eile, EileOptions, StonePos::*},
    },
};

/// A small training: a few hundred games, a curve point at the start and the end.
fn small(games: u64) -> TrainConfig {
    TrainConfig {
        hidden: 8,
        alpha: 0.02,
        alpha_end: 0.01,
        lambda: 0.7,
        curve_every: games,
        curve_pairs: 10,
        held_out_games: 100,
    }
}

#[test]
fn training_from_a_seed_makes_the_prediction_error_fall() {
    let games = 600;
    let (model, curve) = train(11, games, &small(games), |_| {});
    let (first, last) = (&curve[0], curve.last().unwrap());
    println!("held-out error {first:?} before, {last:?} after");
    assert_eq!((first.games, last.games), (0, games));
    // The untrained weights say one half everywhere: the error is about 0.25.
    assert!(
        last.held_out_error < first.held_out_error - 0.01,
        "held-out error {} before, {} after",
        first.held_out_error,
        last.held_out_error
    );
    // And on positions of other games than the curve's own.
    let curve_set = held_out_positions(100).len();
    let other = held_out_positions(140)[curve_set..].to_vec();
    assert!(other.len() > 1_000, "{} positions", other.len());
    let untrained = LearnedEval::untrained(8, &mut seeded_rng(11));
    let (before, after) = (
        prediction_error(&untrained, &other),
        prediction_error(&model, &other),
    );
    assert!(
        after < before - 0.01,
        "error {before} before, {after} after"
    );
}

#[test]
fn the_same_seed_trains_the_same_weights() {
    let config = small(30);
    let (a, curve_a) = train(5, 30, &config, |_| {});
    let (b, curve_b) = train(5, 30, &config, |_| {});
    assert_eq!(a, b);
    assert_eq!(curve_a, curve_b);
    let (c, _) = train(6, 30, &config, |_| {});
    assert_ne!(a, c, "another seed, other games, other weights");
}

#[test]
fn weights_read_back_as_they_were_written() {
    let (model, _) = train(3, 20, &small(20), |_| {});
    let text = model.to_ron("a header\nof two lines");
    assert!(text.starts_with("// a header\n// of two lines\n"), "{text}");
    assert_eq!(LearnedEval::from_ron(&text), Ok(model));
}

#[test]
fn the_shipped_weights_load_and_know_a_lead_from_a_deficit() {
    let model = LearnedEval::from_ron(SHIPPED_WEIGHTS_RON).expect("the shipped weights load");
    assert_eq!(shipped(), Some(&model));
    let options = EileOptions {
        players: 2,
        stones: 4,
        play_on: false,
    };
    // Red has three stones in the hut and one on its path; Green has not left the star.
    let red_ahead = Eile::with_stones(
        &options,
        vec![vec![Run(71), Run(71), Run(71), Run(66)], vec![Star; 4]],
        Seat(1),
    )
    .unwrap();
    let chances = model.probabilities(&red_ahead);
    assert!(chances[0] > 0.8 && chances[1] < 0.2, "{chances:?}");
    // The opening: both sides near one half, every value inside the search's range.
    let start = Eile::new(&options).unwrap();
    for p in model.probabilities(&start) {
        assert!((0.3..0.7).contains(&p), "{p}");
    }
    for value in model.values(&red_ahead) {
        assert!(value.is_finite() && value.abs() < LEARNED_SCALE, "{value}");
    }
}

/// The master judges by its own, wider weights (`eile_learned::master_weights`): its choice
/// is the rollouts' choice on the game judged by them, with the same draws, and on some
/// positions another than the rollouts on the weights the other levels use.
#[test]
fn the_master_rolls_out_on_its_own_wider_weights() {
    assert_eq!(
        GAME_EVALUATION,
        EileEvaluation::Learned,
        "the game judges by learned weights"
    );
    let master = master_weights().expect("the master's weights load");
    assert_eq!(
        *master,
        LearnedEval::from_ron(MASTER_WEIGHTS_RON).expect("they read")
    );
    let others = std::sync::Arc::new(shipped().expect("the shipped weights load").clone());
    assert_ne!(*master, *others, "the master has weights of its own");
    let options = EileOptions {
        players: 2,
        stones: 4,
        play_on: false,
    };
    let mut game = Eile::new(&options).unwrap();
    let mut dice = seeded_rng(5);
    let (mut decisions, mut differ) = (0, 0);
    while decisions < 16 && game.outcome().is_none() {
        let action = match game.to_move() {
            ToMove::Seat(seat) if game.legal_actions().len() > 1 => {
                decisions += 1;
                let actions = game.legal_actions();
                let budget = MasterBudget::Positions(4_000);
                let choose = |on: &dyn Fn() -> Option<Judgement>| {
                    let mut rng = seeded_rng(decisions);
                    match on() {
                        None => choose_master(&game, seat, actions.clone(), budget, &mut rng),
                        Some(judgement) => choose_master(
                            &EileWith::new(game.clone(), judgement),
                            seat,
                            actions.clone(),
                            budget,
                            &mut rng,
                        ),
                    }
                };
                let played = choose(&|| None);
                let on_master = choose(&|| Some(Judgement::Learned(master.clone())));
                let on_others = choose(&|| Some(Judgement::Learned(others.clone())));
                assert_eq!(played, on_master, "decision {decisions}");
                differ += usize::from(on_others != played);
                played
            }
            ToMove::Chance => sample_chance(&game, &mut dice),
            _ => game.legal_actions()[0],
        };
        game.apply(&action).unwrap();
    }
    assert_eq!(decisions, 16);
    assert!(
        differ > 0,
        "the other weights chose alike at every decision"
    );
}

#[test]
fn the_game_judges_by_its_chosen_evaluation() {
    let game = Eile::new(&EileOptions::default()).unwrap();
    let judgement = match GAME_EVALUATION {
        EileEvaluation::Learned => Judgement::Learned(std::sync::Arc::new(
            shipped().expect("the shipped weights load").clone(),
        )),
        EileEvaluation::HandMade => Judgement::HandMade,
    };
    let with = EileWith::new(game.clone(), judgement);
    assert_eq!(game.evaluate(), with.evaluate());
    assert_eq!(
        game.evaluate().len(),
        4,
        "one value a seat with four players"
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
            shipped_text.replacen("\"own_star\"", "\"own_moon\"", 1),
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
    ];
    for (what, text) in cases {
        let result = LearnedEval::from_ron(&text);
        let error = result.expect_err(what);
        assert!(error.message.contains("weights file"), "{what}: {error}");
    }
}
