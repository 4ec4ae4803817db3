//! The Helsinki 1918 AI: the planning player's guesses of hidden cards, and its choices.

use pelikaappi::{
    ai::{Strength, choose_action, seeded_rng},
    rules::{
        Game, ToMove,
        helsinki1918::{
            GERMAN, HAction, Helsinki1918, HelsinkiData, Hex, Place, RED, WHITE, neighbour,
        },
    },
};

#[path = "support/helsinki1918.rs"]
mod support;
use support::started;

#[test]
fn a_guess_deals_only_the_cards_the_viewer_cannot_see() {
    let game = started();
    let mut guess = game.clone();
    let mut k = 0;
    guess.redeal_hidden(&[GERMAN], &mut |n| {
        k += 1;
        k % n
    });
    // The viewer's own hand stays; the Reds keep as many cards and events as they had.
    assert_eq!(guess.hand(GERMAN), game.hand(GERMAN));
    assert_eq!(guess.hand(RED).len(), game.hand(RED).len());
    assert_eq!(guess.red_events().len(), game.red_events().len());
    assert_eq!(guess.hand(WHITE).len(), game.hand(WHITE).len());
    // A Red card in the guess is a Red support card, an event a Red event.
    let data = HelsinkiData::standard();
    for &c in guess.hand(RED) {
        assert_eq!(
            data.deck_of(usize::from(c)),
            pelikaappi::rules::helsinki1918::Deck::RedSupport
        );
    }
    for &c in guess.red_events() {
        assert_eq!(
            data.deck_of(usize::from(c)),
            pelikaappi::rules::helsinki1918::Deck::RedEvents
        );
    }
    // The events set aside unseen at the start are in the guesses too: the Germans do not
    // learn the Reds' events from the cards that left the game.
    let mut guessed = std::collections::BTreeSet::new();
    for seed in 0..40usize {
        let mut guess = game.clone();
        let mut k = seed;
        guess.redeal_hidden(&[GERMAN], &mut |n| {
            k = k
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (k >> 33) % n
        });
        guessed.extend(guess.red_events().iter().copied());
    }
    assert!(
        guessed.iter().any(|c| !game.red_events().contains(c)),
        "the guesses deal only the events the Reds hold: {guessed:?} against {:?}",
        game.red_events()
    );
    // The Reds' own view of their guess is untouched.
    let mut red_guess = game.clone();
    red_guess.redeal_hidden(&[RED], &mut |_| 0);
    assert_eq!(red_guess.red_events(), game.red_events());
    assert_eq!(red_guess.hand(RED), game.hand(RED));
}

/// Every Red off the map but one, alone in a flag hex; three Germans beside it with the
/// first initiative's points to spend: winning the battle there ends the game.
fn last_flag_with_three_germans_beside() -> (Helsinki1918, Hex) {
    let mut game = started();
    let flags = HelsinkiData::standard().flag_hexes();
    for i in 0..game.units().len() as u16 {
        let u = game.units()[usize::from(i)];
        if u.side == RED && matches!(u.place, Place::Map(_)) {
            game.set_unit_place(i, Place::Reserve);
        }
    }
    let target = flags[0];
    game.set_unit_place(0, Place::Map(target));
    let data = HelsinkiData::standard();
    let beside = (0..6)
        .map(|d| neighbour(target, d))
        .find(|h| {
            data.passable(*h, target) && !game.units().iter().any(|u| u.place == Place::Map(*h))
        })
        .expect("a free hex beside the flag");
    for u in [24, 25, 26] {
        game.set_unit_place(u, Place::Map(beside));
    }
    (game, target)
}

#[test]
fn the_planning_player_takes_the_last_flag_when_it_can() {
    // Within the initiative: a battle group in direct command may march first for a point
    // (the planner sees the attack still to come), but the attack on the flag comes before
    // the points run out.
    let (mut game, target) = last_flag_with_three_germans_beside();
    let mut rng = seeded_rng(3);
    let mut orders = Vec::new();
    let attacked = loop {
        assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
        let choice = choose_action(&game, Strength::Strong, &mut rng);
        orders.push(game.format_action(&choice));
        if matches!(&choice, HAction::Move { to, .. } if *to == target) {
            break true;
        }
        if choice == HAction::End || orders.len() >= 4 {
            break false;
        }
        game.apply(&choice).unwrap();
    };
    assert!(attacked, "expected an attack on the flag, got {orders:?}");
}

#[test]
fn the_quick_player_attacks_with_the_whole_stack() {
    // "The attacker rolls a number of battle dice equal to the number of attacking units (1
    // to 3). The attacker keeps the highest die result": three dice win the battle that
    // ends the game more often than one.
    let (game, target) = last_flag_with_three_germans_beside();
    let mut rng = seeded_rng(5);
    let choice = choose_action(&game, Strength::Quick, &mut rng);
    assert!(
        matches!(&choice, HAction::Move { to, units, .. } if *to == target && units.len() == 3),
        "expected the whole stack to attack the flag, got {}",
        game.format_action(&choice)
    );
}

#[test]
fn the_planning_player_chooses_legal_actions_through_a_whole_initiative() {
    let mut game = started();
    let mut rng = seeded_rng(11);
    let mut decisions = 0;
    while game.active_side() == GERMAN && game.to_move() != ToMove::Over && decisions < 40 {
        let action = match game.to_move() {
            ToMove::Chance => pelikaappi::ai::sample_chance(&game, &mut rng),
            _ => {
                decisions += 1;
                choose_action(&game, Strength::Strong, &mut rng)
            }
        };
        assert!(
            game.legal_actions().contains(&action) || game.to_move() == ToMove::Chance,
            "{} is not legal",
            game.format_action(&action)
        );
        game.apply(&action).unwrap();
    }
    assert!(decisions > 0);
}

#[test]
fn a_card_in_hand_is_worth_more_than_the_point_it_cost() {
    // Drawing a support card costs the Germans a command point (a time square); the card
    // wins a battle later, so the evaluation counts it while it is held.
    use pelikaappi::ai::Evaluate;
    let game = started();
    let german = game.seat_of(GERMAN).index();
    let mut drawn = game.clone();
    for text in ["draw", "c:g-machine-guns"] {
        drawn.apply(&drawn.parse_action(text).unwrap()).unwrap();
    }
    assert_eq!(drawn.hand(GERMAN).len(), game.hand(GERMAN).len() + 1);
    let mut waited = game.clone();
    waited.set_time_square(drawn.time_square());
    assert!(
        drawn.evaluate()[german] > waited.evaluate()[german],
        "with the card {:?}, without {:?}",
        drawn.evaluate(),
        waited.evaluate()
    );
}

/// The web steps the planning search (and the quick player's look at every choice) a slice
/// per frame: stepped to its end it makes the same choice as the search run at once, and
/// leaves the same dice behind, decision by decision.
#[test]
fn the_planner_stepped_in_slices_chooses_as_the_planner_run_at_once() {
    stepped_and_at_once_agree(Strength::Strong, 4);
    stepped_and_at_once_agree(Strength::Quick, 12);
}

fn stepped_and_at_once_agree(strength: Strength, decisions: usize) {
    use pelikaappi::ai::start_thinking;
    let mut game = started();
    let mut rng = seeded_rng(23);
    let mut compared = 0;
    let mut steps_seen = 0;
    while compared < decisions && game.to_move() != ToMove::Over {
        let action = match game.to_move() {
            ToMove::Chance => pelikaappi::ai::sample_chance(&game, &mut rng),
            _ => {
                let mut at_once_rng = rng.clone();
                let at_once = choose_action(&game, strength, &mut at_once_rng);
                let mut thinking = start_thinking(&game, strength, &mut rng);
                let mut steps = 1;
                let stepped = loop {
                    if let Some(a) = thinking.step() {
                        break a;
                    }
                    steps += 1;
                };
                assert_eq!(
                    game.format_action(&stepped),
                    game.format_action(&at_once),
                    "the same choice"
                );
                assert_eq!(rng, at_once_rng, "the same dice afterwards");
                if game.legal_actions().len() > 1 {
                    compared += 1;
                    steps_seen += steps;
                }
                stepped
            }
        };
        game.apply(&action).unwrap();
    }
    assert_eq!(compared, decisions);
    assert!(
        steps_seen > decisions * 2,
        "a {strength:?} decision is several small steps: {steps_seen}"
    );
}

/// The master gives way to its clock even inside its first plan (the strong player's, which
/// in a wide order phase can take longer than a short budget): it then plays the best it has.
#[test]
fn the_master_keeps_a_short_budget_in_a_wide_order_phase() {
    use pelikaappi::ai::master::{MasterBudget, master_steps};
    use std::time::{Duration, Instant};
    let game = started();
    let legal = game.legal_actions();
    assert!(legal.len() > 100, "a wide phase: {} orders", legal.len());
    let ToMove::Seat(seat) = game.to_move() else {
        panic!("a seat decides");
    };
    let started_at = Instant::now();
    let mut steps = master_steps(
        &game,
        seat,
        legal.clone(),
        MasterBudget::Time(Duration::from_millis(1)),
        &mut seeded_rng(5),
    );
    let choice = loop {
        if let Some(action) = steps.step() {
            break action;
        }
    };
    let took = started_at.elapsed();
    assert!(legal.contains(&choice));
    // The strong player's whole plan (which the master once always finished) on the same
    // machine: a millisecond's budget is a step or two of it.
    let started_at = Instant::now();
    choose_action(&game, Strength::Strong, &mut seeded_rng(5));
    let strong = started_at.elapsed();
    assert!(
        took * 3 < strong,
        "the master took {took:?}, the strong player's plan {strong:?}"
    );
}
