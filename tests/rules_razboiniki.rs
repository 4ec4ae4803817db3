//! Rules tests for Razboiniki: each test quotes the Russian rule text (or the design note) it checks.

use pelikaappi::rules::{
    Game, Seat, ToMove,
    razboiniki::{
        Piece, RazAction, RazBoard, RazEvent, RazOptions, Razboiniki, SquareKind, parse_square,
    },
};

fn w(number: u8) -> Piece {
    Piece {
        side: 0,
        number,
        robber: false,
    }
}
fn b(number: u8) -> Piece {
    Piece {
        side: 1,
        number,
        robber: false,
    }
}
fn robber(side: u8, number: u8) -> Piece {
    Piece {
        side,
        number,
        robber: true,
    }
}

fn position(pieces: &[(&str, Piece)], to_move: u8) -> Razboiniki {
    Razboiniki::with_pieces(&RazOptions::default(), pieces, to_move).expect("valid test position")
}

fn legal(game: &Razboiniki) -> Vec<String> {
    let mut v: Vec<String> = game
        .legal_actions()
        .iter()
        .map(|a| game.format_action(a))
        .collect();
    v.sort();
    v
}

fn play(game: &mut Razboiniki, text: &str) -> Vec<RazEvent> {
    let action = game.parse_action(text).unwrap();
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap()
}

#[test]
fn the_setup_matches_the_printed_rows() {
    // "В первых рядах (на пяти квадратиках) помещаются шашки №№ 5, 4, 4 и 5, имея средний
    // квадратик пустым; во вторых рядах (на семи квадратиках) — шашки №№ 3, 2, 1, 1, 2 и 3".
    let game = Razboiniki::new(&RazOptions::default()).unwrap();
    let numbers = |rank: &str| -> Vec<Option<u8>> {
        "abcdefg"
            .chars()
            .map(|f| {
                parse_square(&format!("{f}{rank}"))
                    .and_then(|s| game.piece_at(s))
                    .map(|p| p.number)
            })
            .collect()
    };
    assert_eq!(
        numbers("1"),
        vec![Some(3), Some(2), Some(1), None, Some(1), Some(2), Some(3)]
    );
    assert_eq!(
        numbers("2"),
        vec![None, Some(5), Some(4), None, Some(4), Some(5), None]
    );
    assert_eq!(numbers("7"), numbers("1"));
    assert_eq!(game.piece_at(sq("b7")).unwrap().side, 1);
    assert_eq!(game.to_move(), ToMove::Seat(Seat(0)), "White moves first");
    let board = RazBoard::standard();
    assert!(
        !board.exists(sq("a2")) && !board.exists(sq("g6")),
        "front rows are 5 wide"
    );
    assert_eq!(board.kind(sq("d1")), SquareKind::Centre { city: 0 });
}

#[test]
fn broken_board_data_is_an_error() {
    let err =
        RazBoard::from_ron("(layout: [], white_city_ranks: [], black_city_ranks: [])").unwrap_err();
    assert!(err.message.contains("ranks"), "{}", err.message);
}

#[test]
fn a_piece_steps_forward_or_sideways_onto_an_empty_square() {
    // "1. Передвигать свою шашку можно или вперед на следующий вышележащий квадратик или вдоль
    // того же ряда; в том и другом случае обязательно на свободный от шашки квадратик.
    // Передвигать шашки по диагонали ... или назад не допускается."
    let game = position(&[("d4", w(3)), ("a7", b(1))], 0);
    let moves = legal(&game);
    assert!(moves.contains(&"d4-d5".to_string()));
    assert!(moves.contains(&"d4-c4".to_string()) && moves.contains(&"d4-e4".to_string()));
    assert!(!moves.contains(&"d4-d3".to_string()), "never backwards");
    assert!(
        !moves.iter().any(|m| m == "d4-e5" || m == "d4-c5"),
        "never diagonally"
    );
    // Black's forward is down the board.
    let game = position(&[("d4", b(3)), ("a1", w(1))], 1);
    assert!(legal(&game).contains(&"d4-d3".to_string()));
    assert!(!legal(&game).contains(&"d4-d5".to_string()));
}

#[test]
fn a_piece_jumps_over_any_neighbour_and_may_chain_jumps() {
    // "2. Если рядом с вашей шашкой стоит другая (ваша или противника, безразлично), а
    // следующий квадратик свободен, то вы можете своей шашкой перепрыгнуть через нее ...
    // Таких прыжков сделать можно сколько угодно".
    let mut game = position(&[("c3", w(2)), ("c4", w(1)), ("d5", b(4)), ("a7", b(1))], 0);
    let moves = legal(&game);
    assert!(moves.contains(&"c3:c5".to_string()), "over its own piece");
    assert!(
        moves.contains(&"c3:c5:e5".to_string()),
        "then over an enemy, sideways"
    );
    let events = play(&mut game, "c3:c5:e5");
    assert!(matches!(&events[0], RazEvent::Moved { jumped: true, path, .. } if path.len() == 2));
    assert!(
        game.piece_at(sq("d5")).is_some(),
        "the jumped piece is not taken"
    );
}

#[test]
fn a_chain_never_lands_twice_on_one_square_nor_on_its_start() {
    // Design note 2: "A chain never lands twice on the same square in one move, nor back on
    // its starting square."
    let game = position(&[("c3", w(2)), ("d3", b(1)), ("e3", w(3)), ("a7", b(1))], 0);
    for m in legal(&game) {
        let squares: Vec<&str> = m.split(':').collect();
        let mut unique = squares.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), squares.len(), "{m}");
    }
}

#[test]
fn a_piece_between_two_enemies_is_taken_and_scores_its_number() {
    // "3. Если между двумя вашими шашками окажется шашка противника, то она выбывает из игры.
    // Цифра, какой обозначена эта шашка, записывается вам".
    let mut game = position(&[("c4", w(2)), ("d4", b(4)), ("f4", w(1)), ("a7", b(1))], 0);
    let events = play(&mut game, "f4-e4");
    assert!(events.iter().any(|e| matches!(
        e,
        RazEvent::Captured {
            by: 0,
            points: 4,
            ..
        }
    )));
    assert!(game.piece_at(sq("d4")).is_none());
    assert_eq!(game.scores(), [4, 0]);
    // Enclosed on a column too.
    let mut game = position(&[("d5", w(2)), ("d4", b(3)), ("c3", w(1)), ("a7", b(1))], 0);
    play(&mut game, "c3-d3");
    assert_eq!(game.scores(), [3, 0]);
}

#[test]
fn the_printed_note_case_takes_the_mover_and_two_enemies_at_once() {
    // "Примечание. ... На одной линии стоят: шашка противника, затем рядом с ней ваша шашка,
    // потом свободный квадратик, а там опять ваша и противника шашки. Если противник теперь
    // поставит свою шашку на свободный квадратик (между вашими), то выбывает как она ..., так и
    // обе ваши шашки".
    // Row 4: b4 Black, c4 White, d4 empty, e4 White, f4 Black; Black moves d5-d4.
    let mut game = position(
        &[
            ("b4", b(1)),
            ("c4", w(2)),
            ("e4", w(3)),
            ("f4", b(2)),
            ("d5", b(5)),
            ("a1", w(1)),
        ],
        1,
    );
    let events = play(&mut game, "d5-d4");
    let captured: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, RazEvent::Captured { .. }))
        .collect();
    assert_eq!(captured.len(), 3);
    assert_eq!(
        game.scores(),
        [5, 2 + 3],
        "White takes the 5, Black the 2 and the 3"
    );
}

#[test]
fn reaching_an_enemy_city_square_of_its_number_makes_a_robber_worth_double() {
    // "4. Если ваша шашка сумеет пробраться в город противника и стать на квадратик, отмеченный
    // той же цифрой, то она делается разбойником." and "Каждая шашка, сделавшись разбойником,
    // дает владельцу вдвое больше очков ... шашка № 5 ... дает 10 очков".
    let mut game = position(&[("b5", w(5)), ("g1", w(1)), ("a7", b(3))], 0);
    let events = play(&mut game, "b5-b6");
    assert!(events.contains(&RazEvent::BecameRobber {
        side: 0,
        square: sq("b6"),
        points: 10
    }));
    assert!(game.piece_at(sq("b6")).unwrap().robber);
    assert_eq!(game.scores(), [10, 0]);
    // A square of another number makes no robber.
    let mut game = position(&[("c5", w(5)), ("g1", w(1)), ("a7", b(3))], 0);
    play(&mut game, "c5-c6");
    assert!(!game.piece_at(sq("c6")).unwrap().robber);
}

#[test]
fn black_becomes_a_robber_in_the_white_city_only() {
    // Rule 4 (above) for Black: "в город противника" — a Black 5 stepping onto the White
    // city's 5 (b2) becomes a robber worth 10; one stepping onto its own city's 5 (b6) does not.
    let mut game = position(&[("b3", b(5)), ("g1", w(1)), ("a7", b(3))], 1);
    let events = play(&mut game, "b3-b2");
    assert!(events.contains(&RazEvent::BecameRobber {
        side: 1,
        square: sq("b2"),
        points: 10
    }));
    assert_eq!(game.scores(), [0, 10]);
    let mut game = position(&[("c6", b(5)), ("g1", w(1)), ("a7", b(3))], 1);
    play(&mut game, "c6-b6");
    assert!(!game.piece_at(sq("b6")).unwrap().robber);
    assert_eq!(game.scores(), [0, 0]);
}

#[test]
fn a_robber_moves_back_too_and_slides_like_a_king() {
    // "5. Разбойник может ходить не только вперед, но и назад и притом имеет право
    // перескакивать через любое количество свободных квадратиков, расположенных по одной линии".
    let game = position(&[("d6", robber(0, 4)), ("a1", w(1)), ("g7", b(1))], 0);
    let moves = legal(&game);
    for m in ["d6-d5", "d6-d3", "d6-d1", "d6-d7", "d6-b6", "d6-f6"] {
        assert!(moves.contains(&m.to_string()), "{m} in {moves:?}");
    }
}

/// Rule 5 (above), for the random player: a robber's slides, nearest first along each of its
/// directions, are picked as the move list lists them, index by index — the longest slide a
/// line allows, two robbers on one rank and on one file (the nearer stops the other), and a
/// Black robber moving down the board.
#[test]
fn a_robbers_slides_are_picked_as_listed() {
    let positions = [
        // Rank 4 empty but for the robber: six squares to the right.
        (
            vec![("a4", robber(0, 4)), ("a1", w(1)), ("g7", b(1))],
            0,
            "a4-g4",
        ),
        // Two robbers on rank 4 and two on file d.
        (
            vec![
                ("a4", robber(0, 4)),
                ("e4", robber(0, 2)),
                ("d3", robber(0, 3)),
                ("d5", robber(0, 5)),
                ("g7", b(1)),
            ],
            0,
            "e4-g4",
        ),
        // Black's robber, with a White piece to jump and the file below it open.
        (
            vec![
                ("d5", robber(1, 4)),
                ("d4", w(2)),
                ("g5", robber(1, 1)),
                ("a1", w(1)),
            ],
            1,
            "g5-g3",
        ),
    ];
    for (pieces, to_move, slide) in positions {
        let game = position(&pieces, to_move);
        let listed = game.legal_actions();
        assert!(legal(&game).contains(&slide.to_string()), "{slide} listed");
        for (k, expected) in listed.iter().enumerate() {
            let picked = game.pick_legal_action(&mut |n| {
                assert_eq!(n, listed.len(), "asked about the list's length");
                k
            });
            assert_eq!(picked.as_ref(), Some(expected), "index {k} of {listed:?}");
        }
    }
}

#[test]
fn a_captured_robber_gives_double_points() {
    // "6. Если же разбойник будет съеден ... то последнему в приход записывается удвоенная же
    // цифра очков, т. е. разбойник № 5 дает 10 очков".
    let mut game = position(
        &[
            ("c6", b(1)),
            ("d6", robber(0, 5)),
            ("f6", b(2)),
            ("a1", w(1)),
        ],
        1,
    );
    play(&mut game, "f6-e6");
    assert_eq!(game.scores(), [0, 10]);
}

#[test]
fn the_first_to_thirty_points_wins() {
    // "тот из них, кто ранее сумеет набрать, 30 очков, выигрывает партию".
    // Two fives and two fours walk into Black's city: 10 + 10 + 8 + 8 points.
    let mut game = position(
        &[
            ("b5", w(5)),
            ("f5", w(5)),
            ("c5", w(4)),
            ("e5", w(4)),
            ("a3", b(1)),
        ],
        0,
    );
    for (white, black) in [("b5-b6", "a3-b3"), ("f5-f6", "b3-a3"), ("c5-c6", "a3-b3")] {
        play(&mut game, white);
        assert!(game.outcome().is_none());
        play(&mut game, black);
    }
    assert_eq!(game.scores(), [28, 0]);
    let events = play(&mut game, "e5-e6");
    assert!(matches!(events.last(), Some(RazEvent::GameOver { .. })));
    assert_eq!(game.scores(), [36, 0]);
    assert_eq!(game.outcome().unwrap().places, vec![1, 2]);
}

#[test]
fn no_move_means_pass_and_a_quiet_game_ends_on_points() {
    // Rule 7 (ours): a player who cannot move passes; if neither can move, or after the quiet
    // limit, the higher score wins.
    // A White piece hemmed in on a7 by two Black pieces passes, and Black plays on.
    let mut game = position(&[("a7", w(1)), ("b7", b(2)), ("c7", b(3))], 0);
    assert_eq!(legal(&game), vec!["pass"]);
    play(&mut game, "pass");
    assert_eq!(game.to_move(), ToMove::Seat(Seat(1)));
    // A full row of White on rank 7 cannot move and Black has no piece: the game ends.
    let row: Vec<(String, Piece)> = "abcdefg".chars().map(|f| (format!("{f}7"), w(1))).collect();
    let row: Vec<(&str, Piece)> = row.iter().map(|(s, p)| (s.as_str(), *p)).collect();
    let mut game = position(&row, 0);
    assert_eq!(legal(&game), vec!["pass"]);
    let events = play(&mut game, "pass");
    assert!(
        matches!(events.last(), Some(RazEvent::GameOver { .. })),
        "{events:?}"
    );
    assert_eq!(
        game.outcome().unwrap().places,
        vec![1, 1],
        "equal scores: a draw"
    );
    let options = RazOptions { quiet_limit: 2 };
    let mut game = Razboiniki::with_pieces(&options, &[("a3", w(1)), ("g5", b(1))], 0).unwrap();
    play(&mut game, "a3-b3");
    play(&mut game, "g5-f5");
    assert_eq!(game.to_move(), ToMove::Over);
}

#[test]
fn illegal_moves_are_refused_with_a_reason() {
    let mut game = Razboiniki::new(&RazOptions::default()).unwrap();
    let err = game
        .apply(&game.parse_action("b7-b6").unwrap())
        .unwrap_err();
    assert!(err.reason.contains("Black"), "{}", err.reason);
    let err = game.apply(&RazAction::Pass).unwrap_err();
    assert!(err.reason.contains("pass"), "{}", err.reason);
    assert!(game.parse_action("z9-a1").is_err());
}

#[test]
fn notation_round_trips() {
    let game = Razboiniki::new(&RazOptions::default()).unwrap();
    for action in game.legal_actions() {
        let text = game.format_action(&action);
        assert_eq!(game.parse_action(&text).unwrap(), action, "{text}");
    }
    assert_eq!(game.parse_action("pass").unwrap(), RazAction::Pass);
}

#[test]
fn the_quiet_move_limit_is_bounded() {
    // Ours (docs/rules/razboiniki.md): the quiet-move limit is 1 to 500 moves, so a game's
    // length stays bounded; a room asking for more is refused.
    for (limit, ok) in [
        (0, false),
        (1, true),
        (500, true),
        (501, false),
        (u16::MAX, false),
    ] {
        let made = Razboiniki::new(&RazOptions { quiet_limit: limit });
        assert_eq!(made.is_ok(), ok, "quiet limit {limit}");
        if let Err(e) = made {
            assert!(e.message.contains("1 to 500"), "{}", e.message);
        }
    }
}

/// Rule 2: "...вы можете своей шашкой перепрыгнуть через нее... Таких прыжков сделать можно
/// сколько угодно" (jumps over a piece, as many as stand right). In a crowded
/// test position, far more pieces than a game's ten a side, where more than sixteen pieces can
/// jump, the random player's choice without the list is still the list's, index by index.
#[test]
fn a_crowded_position_picks_every_listed_move() {
    let board = RazBoard::standard();
    let names: Vec<String> = board
        .squares()
        .filter(|&s| s % 3 != 0)
        .map(pelikaappi::rules::razboiniki::square_name)
        .collect();
    let pieces: Vec<(&str, Piece)> = names.iter().map(|n| (n.as_str(), w(1))).collect();
    let game = position(&pieces, 0);
    let listed = game.legal_actions();
    let jumpers: std::collections::BTreeSet<_> = listed
        .iter()
        .filter_map(|a| match a {
            RazAction::Jumps { from, .. } => Some(*from),
            _ => None,
        })
        .collect();
    assert!(jumpers.len() > 16, "{} pieces can jump", jumpers.len());
    for (k, expected) in listed.iter().enumerate() {
        assert_eq!(game.pick_legal_action(&mut |_| k).as_ref(), Some(expected));
    }
}
