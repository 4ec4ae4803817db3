//! Rules tests for Eile mit Weile: each test quotes the rule card (or the design note) it checks.

use pelikaappi::rules::{
    Game, Seat, ToMove,
    eile::{Eile, EileAction, EileBoard, EileEvent, EileOptions, FieldKind, FromField, StonePos},
};

use StonePos::{Run, Star};

fn two_players(stones: u8) -> EileOptions {
    EileOptions {
        players: 2,
        stones,
        play_on: false,
    }
}

fn position(options: &EileOptions, stones: Vec<Vec<StonePos>>) -> Eile {
    Eile::with_stones(options, stones, Seat(0)).expect("valid test position")
}

fn act(game: &mut Eile, text: &str) -> Vec<EileEvent> {
    let action = game.parse_action(text).expect("test notation");
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{text} should be legal: {e}"))
}

fn legal(game: &Eile) -> Vec<String> {
    game.legal_actions()
        .iter()
        .map(|a| game.format_action(a))
        .collect()
}

// Two players: seat 0 is Red on arm 0 (start field 14, printed numbering),
// seat 1 is Green on arm 2 (start field 48). Seat 1 at Run(k) stands on
// track index (47 + k) % 68.
fn green_at(track_index: u8) -> StonePos {
    Run((track_index + 68 - 47) % 68)
}

#[test]
fn board_has_68_fields_12_protected_and_63_steps_to_the_head() {
    // Design note: "A common track of 68 fields, 17 per arm ... 12 protected fields ...
    // From its start field a stone goes once round the track (63 fields to its own tip
    // field) and then up its path (8 more steps to the hut)."
    let board = EileBoard::standard();
    assert_eq!(board.track_len(), 68);
    assert_eq!(
        board
            .fields
            .iter()
            .filter(|f| f.kind.is_protected())
            .count(),
        12
    );
    assert_eq!(board.steps_to_head(), 63);
    assert_eq!(board.steps_to_hut(), 71);
    assert_eq!(board.path_len(), 7);
    for arm in 0..4 {
        assert!(board.is_protected(board.start_field(arm)));
        assert_eq!(board.fields[board.head_field(arm)].kind, FieldKind::Bench);
    }
}

#[test]
fn stones_move_counter_clockwise() {
    // Card: "und wird immer nun links herum weiter vorgerückt".
    let board = EileBoard::standard();
    let n = board.track_len();
    let turning: i64 = (0..n)
        .map(|i| {
            let a = board.fields[i];
            let b = board.fields[(i + 1) % n];
            i64::from(a.x) * i64::from(b.y) - i64::from(a.y) * i64::from(b.x)
        })
        .sum();
    assert!(turning > 0, "the track must turn counter-clockwise (y up)");
}

#[test]
fn broken_board_data_is_an_error_not_a_panic() {
    // Data, not code: a broken data file gets a clear message.
    let err = EileBoard::from_ron("(arm_length: 17)").unwrap_err();
    assert!(err.message.contains("board.ron"), "{}", err.message);
    let short =
        pelikaappi::rules::eile::STANDARD_BOARD_RON.replacen("(x: -1, y: -2, kind: Plain),", "", 1);
    let err = EileBoard::from_ron(&short).unwrap_err();
    assert!(err.message.contains("track fields"), "{}", err.message);
}

#[test]
fn a_position_with_three_stones_of_one_colour_on_a_field_is_refused() {
    // Card: "Trifft es sich, daß zwei Steine von gleicher Farbe auf ein Feld kommen, so ist
    // dies eine Blockade, über welche hinaus kein Spieler mehr rücken darf, selbst nicht der,
    // welcher blockiert hat." No stone joins a blockade, so no field holds three of one
    // colour; a position that claims so is an error, not a game.
    let options = two_players(4);
    let err = Eile::with_stones(
        &options,
        vec![vec![Run(3), Run(3), Run(3), Star], vec![Star; 4]],
        Seat(0),
    )
    .unwrap_err();
    assert!(err.message.contains("three stones"), "{}", err.message);
    // Two make a blockade and are fine; three in the hut are not on the track.
    assert!(
        Eile::with_stones(
            &options,
            vec![vec![Run(3), Run(3), Star, Star], vec![Star; 4]],
            Seat(0)
        )
        .is_ok()
    );
    assert!(
        Eile::with_stones(
            &options,
            vec![vec![Run(71), Run(71), Run(71), Star], vec![Star; 4]],
            Seat(0)
        )
        .is_ok()
    );
}

#[test]
fn two_players_sit_opposite_each_other() {
    // Design note 1: "Two players sit opposite each other."
    let game = Eile::new(&two_players(4)).unwrap();
    assert_eq!(game.arm_of(Seat(0)), 0);
    assert_eq!(game.arm_of(Seat(1)), 2);
}

#[test]
fn options_outside_the_rules_are_refused() {
    // Card: "Es können zwei, drei oder vier Personen am Spiele teilnehmen".
    for (players, stones) in [(1, 4), (5, 4), (2, 0), (2, 5)] {
        let options = EileOptions {
            players,
            stones,
            play_on: false,
        };
        assert!(
            Eile::new(&options).is_err(),
            "{players} players, {stones} stones"
        );
    }
}

#[test]
fn a_stone_leaves_the_star_only_with_a_five() {
    // Card: "Niemand darf einen Stein eher vorrücken, bis er fünf Augen geworfen hat;
    // geschieht dies nicht, so würfelt der nächste".
    let mut game = Eile::new(&two_players(4)).unwrap();
    let events = act(&mut game, "r4");
    assert!(events.contains(&EileEvent::RollLost {
        seat: Seat(0),
        face: 4
    }));
    assert_eq!(game.current(), Seat(1));
    act(&mut game, "r5");
    assert_eq!(legal(&game), vec!["e"]);
    act(&mut game, "e");
    assert_eq!(game.stones(Seat(1))[0], Run(0));
    let start = game.track_index(Seat(1), Run(0)).unwrap();
    assert_eq!(start, game.board().start_field(2));
}

#[test]
fn a_six_with_no_stone_out_passes_the_die() {
    // Card: "bis er fünf Augen geworfen hat; geschieht dies nicht, so würfelt der nächste"
    // (our reading: this holds for a 6 too when no stone is out).
    let mut game = Eile::new(&two_players(4)).unwrap();
    act(&mut game, "r6");
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn a_five_may_enter_a_stone_or_move_five() {
    // Design note 2: "A player who rolls 5 with stones already out may choose to enter
    // a stone or to move 5."
    let mut game = position(&two_players(2), vec![vec![Run(0), Star], vec![Star, Star]]);
    act(&mut game, "r5");
    assert_eq!(legal(&game), vec!["m14", "e"]);
}

#[test]
fn a_six_counts_twelve_and_rolls_again() {
    // Card: "Der Wurf sechs gilt doppelt, also zwölf, und darf der Betreffende noch
    // einmal würfeln".
    let mut game = position(&two_players(1), vec![vec![Run(0)], vec![Star]]);
    let events = act(&mut game, "r6");
    assert!(events.contains(&EileEvent::Rolled {
        seat: Seat(0),
        face: 6,
        count: 12
    }));
    let events = act(&mut game, "m14");
    assert_eq!(game.stones(Seat(0))[0], Run(12));
    assert!(events.contains(&EileEvent::RollAgain { seat: Seat(0) }));
    assert_eq!(game.to_move(), ToMove::Chance);
    assert_eq!(game.current(), Seat(0));
}

#[test]
fn the_third_six_in_a_row_sends_every_stone_not_in_the_hut_back() {
    // Card: "fällt die Zahl sechs dreimal hintereinander, so gilt das zweite Mal der
    // Wurf wieder zwölf, das dritte Mal dagegen muß der Spieler ... seine Steine auf den
    // Stern von seiner Farbe zurücklegen".
    let mut game = position(
        &two_players(4),
        vec![vec![Run(5), Run(66), Run(71), Star], vec![Star; 4]],
    );
    act(&mut game, "r6");
    act(&mut game, "m19");
    act(&mut game, "r6");
    act(&mut game, "m31");
    assert_eq!(
        game.stones(Seat(0))[0],
        Run(29),
        "the second six still counts 12"
    );
    let events = act(&mut game, "r6");
    assert!(matches!(events[1], EileEvent::ThirdSix { .. }));
    assert_eq!(game.stones(Seat(0)), &[Star, Star, Run(71), Star]);
    assert_eq!(game.current(), Seat(1));
}

#[test]
fn an_unusable_six_still_rolls_again_when_a_stone_is_out() {
    // Design note 2 and 4: a 6 gives another roll; a roll no stone can use is lost.
    let mut game = position(&two_players(1), vec![vec![Run(70)], vec![Star]]);
    let events = act(&mut game, "r6");
    assert!(events.contains(&EileEvent::RollLost {
        seat: Seat(0),
        face: 6
    }));
    assert!(events.contains(&EileEvent::RollAgain { seat: Seat(0) }));
    assert_eq!(game.current(), Seat(0));
}

#[test]
fn landing_on_an_opponent_sends_it_home() {
    // Card: "kommt dabei ein Spieler auf das gleiche Feld mit einem anderen zu stehen
    // ... so muß derjenige ... denselben auf seinen Stern zurücklegen".
    let mut game = position(&two_players(1), vec![vec![Run(1)], vec![green_at(16)]]);
    act(&mut game, "r2");
    let events = act(&mut game, "m15");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, EileEvent::Captured { seat: Seat(1), .. }))
    );
    assert_eq!(game.stones(Seat(1))[0], Star);
}

#[test]
fn passing_an_opponent_sends_it_home_and_one_move_can_catch_several() {
    // Card: "oder kommt er einem anderen vor ... dessen Stein eingeholt oder überholt
    // wurde"; design note 5: "One move can capture several stones."
    let options = EileOptions {
        players: 3,
        stones: 1,
        play_on: false,
    };
    // Seat 1 is Blue on arm 1 (start index 30); seat 2 is Green on arm 2 (start index 47).
    let blue_at_16 = Run(16 + 68 - 30);
    let mut game = position(
        &options,
        vec![vec![Run(1)], vec![blue_at_16], vec![green_at(17)]],
    );
    act(&mut game, "r4");
    let events = act(&mut game, "m15");
    let caught = events
        .iter()
        .filter(|e| matches!(e, EileEvent::Captured { .. }))
        .count();
    assert_eq!(caught, 2);
    assert_eq!(game.stones(Seat(1))[0], Star);
    assert_eq!(game.stones(Seat(2))[0], Star);
}

#[test]
fn stones_on_protected_places_are_safe() {
    // Card: "Dies darf jedoch nicht geschehen, wenn sich ein Stein auf einer Ruhebank,
    // Mauer, Baumstamm, Wall etc., welche als Schutzplätze gelten, befindet."
    let mut game = position(&two_players(1), vec![vec![Run(1)], vec![green_at(20)]]);
    assert!(game.board().is_protected(20));
    act(&mut game, "r6");
    let events = act(&mut game, "m15");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, EileEvent::Captured { .. }))
    );
    assert_eq!(game.stones(Seat(1))[0], green_at(20));
}

#[test]
fn a_blockade_can_be_neither_passed_nor_landed_on() {
    // Card: "Trifft es sich, daß zwei Steine von gleicher Farbe auf ein Feld kommen, so
    // ist dies eine Blockade, über welche hinaus kein Spieler mehr rücken darf".
    let mut game = position(
        &two_players(2),
        vec![vec![Run(1), Star], vec![green_at(16), green_at(16)]],
    );
    act(&mut game, "r3");
    assert_eq!(
        game.current(),
        Seat(1),
        "passing the blockade is not allowed: the roll is lost"
    );
    let mut game = position(
        &two_players(2),
        vec![vec![Run(1), Star], vec![green_at(16), green_at(16)]],
    );
    act(&mut game, "r2");
    assert_eq!(
        game.current(),
        Seat(1),
        "landing on the blockade is not allowed either"
    );
    let game = position(
        &two_players(2),
        vec![vec![Run(1), Star], vec![green_at(16), green_at(16)]],
    );
    let why = game.check_stone(Seat(0), 0, 3).unwrap_err();
    assert!(
        why.reason.contains("blockade on field 17"),
        "{}",
        why.reason
    );
}

#[test]
fn a_blockade_stops_even_its_own_player() {
    // Card: "über welche hinaus kein Spieler mehr rücken darf, selbst nicht der,
    // welcher blockiert hat."
    let mut game = position(
        &two_players(3),
        vec![vec![Run(1), Run(3), Run(3)], vec![Star; 3]],
    );
    act(&mut game, "r4");
    assert_eq!(
        legal(&game),
        vec!["m17"],
        "only the blockade itself may move"
    );
}

#[test]
fn a_blockade_on_the_start_field_keeps_stones_on_the_star() {
    // Card: "über welche hinaus kein Spieler mehr rücken darf"; entering lands on the start field.
    let mut game = position(
        &two_players(2),
        vec![vec![Star, Star], vec![green_at(13), green_at(13)]],
    );
    act(&mut game, "r5");
    assert_eq!(game.current(), Seat(1), "the 5 cannot be used");
}

#[test]
fn the_blockade_must_open_when_nothing_else_can_move() {
    // Card: "Eine solche Blockade kann so lange geschlossen werden, bis der betreffende
    // Spieler mit keinem anderen Stein rücken kann, in welchem Fall dieselbe aufgehoben
    // ... wird."
    let mut game = position(
        &two_players(3),
        vec![vec![Run(3), Run(3), Star], vec![Star; 3]],
    );
    act(&mut game, "r2");
    assert_eq!(legal(&game), vec!["m17"]);
    act(&mut game, "m17");
    assert_eq!(game.stones(Seat(0)), &[Run(5), Run(3), Star]);
}

#[test]
fn a_stone_on_its_path_can_no_longer_be_sent_back() {
    // Card: "Wer an dem zur Alpenhütte führenden Weg angelangt ist, kann von keinem
    // Spieler mehr zurückgeschickt werden."
    let game = position(&two_players(1), vec![vec![Run(65)], vec![Star]]);
    assert_eq!(game.track_index(Seat(0), Run(65)), None);
    assert_eq!(game.path_field(Run(65)), Some(2));
}

#[test]
fn the_hut_needs_the_exact_count() {
    // Card: "Um zur Alpenhütte zu gelangen, muß genau die Zahl geworfen werden, welche den
    // noch übrigen Feldern entspricht; wird darüber gewürfelt, darf der betreffende
    // Stein nicht gerückt werden."
    let game = position(&two_players(2), vec![vec![Run(68), Star], vec![Star; 2]]);
    assert!(game.check_stone(Seat(0), 0, 3).is_ok());
    let why = game.check_stone(Seat(0), 0, 4).unwrap_err();
    assert!(why.reason.contains("exactly 3"), "{}", why.reason);
    let mut game = game;
    act(&mut game, "r4");
    assert_eq!(game.current(), Seat(1), "the overshooting roll is lost");
}

#[test]
fn the_first_player_with_all_stones_in_the_hut_wins() {
    // Card: "Das Spiel ist zu Ende, wenn ein Spieler seine vier Steine auf die Almhütte
    // gebracht hat".
    let mut game = position(&two_players(2), vec![vec![Run(71), Run(70)], vec![Star; 2]]);
    act(&mut game, "r1");
    act(&mut game, "p7");
    assert_eq!(game.to_move(), ToMove::Over);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.places, vec![1, 2]);
    assert_eq!(outcome.winners(), vec![Seat(0)]);
}

#[test]
fn playing_on_for_places_skips_finished_players() {
    // Design note 9: "Offer to play on for 2nd/3rd place."
    let options = EileOptions {
        players: 3,
        stones: 1,
        play_on: true,
    };
    let mut game = position(&options, vec![vec![Run(70)], vec![Star], vec![Star]]);
    act(&mut game, "r1");
    act(&mut game, "p7");
    assert_eq!(game.to_move(), ToMove::Chance);
    assert_eq!(game.current(), Seat(1));
    act(&mut game, "r1");
    act(&mut game, "r1");
    assert_eq!(
        game.current(),
        Seat(1),
        "seat 0 has finished and is skipped"
    );
}

#[test]
fn illegal_actions_are_refused_with_a_reason() {
    // Rules enforced: an illegal attempt gets a clear reason, never a panic.
    let mut game = Eile::new(&two_players(4)).unwrap();
    let err = game.apply(&EileAction::Enter).unwrap_err();
    assert!(err.reason.contains("roll"), "{}", err.reason);
    act(&mut game, "r5");
    let err = game
        .apply(&EileAction::Move(FromField::Track(3)))
        .unwrap_err();
    assert!(err.reason.contains("no stone"), "{}", err.reason);
    let err = game.apply(&EileAction::Roll(3)).unwrap_err();
    assert!(err.reason.contains("rolled"), "{}", err.reason);
    assert!(game.parse_action("x9").is_err());
    assert!(game.parse_action("m69").is_err());
}

#[test]
fn notation_round_trips() {
    // Every action prints and reads back as itself.
    let game = Eile::new(&EileOptions::default()).unwrap();
    let mut all = vec![EileAction::Enter];
    all.extend((1..=6).map(EileAction::Roll));
    all.extend((0..68).map(|t| EileAction::Move(FromField::Track(t))));
    all.extend((1..=7).map(|p| EileAction::Move(FromField::Path(p))));
    for action in all {
        let text = game.format_action(&action);
        assert_eq!(game.parse_action(&text).unwrap(), action, "{text}");
    }
}
