//! Rules tests for Helsinki 1918: each quotes the rulebook (or names our reconstruction).

use pelikaappi::i18n::Lang;
use pelikaappi::rules::{
    Game, ToMove,
    helsinki1918::{
        Command, GERMAN, HAction, HEvent, Helsinki1918, HelsinkiData, HelsinkiOptions, Hex, Place,
        RED, Side, Terrain, UnitList, Victory, WHITE, direction, hex_distance, in_tikkurila,
        neighbour,
    },
};

#[path = "support/helsinki1918.rs"]
mod support;
use support::{act, started};

fn count(game: &Helsinki1918, side: Side, place: fn(&Place) -> bool) -> usize {
    game.units()
        .iter()
        .filter(|u| u.side == side && place(&u.place))
        .count()
}

#[test]
fn setup_puts_every_unit_where_the_rulebook_says() {
    // "15 Red units are placed on the battlefield in the hexes with Red unit symbols. Eight
    // units are placed in the Red Reserves box." "One red unit is set up in Tikkurila box"
    // "three units into the Abteilung Meurer box and another three units into the leftmost
    // hex of the Tikkurila box ... Eight units and three HQs ... 12 units are placed in the
    // German Reserves box." "Eight white squad markers and six units are placed in the White
    // Reserves box."
    let game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    let on_map = |p: &Place| matches!(p, Place::Map(h) if h.0 < 1000);
    let in_box = |p: &Place| matches!(p, Place::Map(h) if h.0 >= 1000);
    assert_eq!(count(&game, RED, on_map), 15);
    assert_eq!(count(&game, RED, in_box), 1);
    assert_eq!(count(&game, RED, |p| *p == Place::Reserve), 8);
    assert_eq!(count(&game, GERMAN, on_map), 8);
    assert_eq!(count(&game, GERMAN, in_box), 3);
    assert_eq!(count(&game, GERMAN, |p| *p == Place::Meurer), 3);
    assert_eq!(count(&game, GERMAN, |p| *p == Place::Reserve), 12);
    assert_eq!(count(&game, WHITE, |p| *p == Place::Reserve), 6);
    assert_eq!(game.red_hqs().iter().flatten().count(), 3);
    // "A red marker is placed in the Red Morale track at the highest square of morale level 3."
    assert_eq!(game.morale_value(), 3);
    let levels = &HelsinkiData::standard().tables.morale_levels;
    let start = game.morale_square();
    assert!(
        levels[..start].iter().all(|&level| level > 3),
        "every square above the marker's is of a higher level: {levels:?} from {start}"
    );
}

#[test]
fn the_reds_draw_secret_events_and_the_first_initiative_is_the_germans() {
    // "The Red player randomly draws two cards from the six "Reds' event cards"." and "The
    // initiative dice are not thrown for the first initiative of the game. The German player
    // receives 4 command points ... The Red player draws one support card".
    let game = started();
    assert_eq!(game.red_events().len(), 2);
    assert_eq!(game.hand(RED).len(), 1);
    assert_eq!(game.active_side(), GERMAN);
    assert_eq!(game.command_points(), 4);
    // Two players: "The Red player draws three Reds' event cards instead of two."
    let mut two = Helsinki1918::new(&HelsinkiOptions { players: 2 }).unwrap();
    for text in ["c:e-general-strike", "c:e-commissars", "c:e-garrison"] {
        act(&mut two, text);
    }
    assert_eq!(two.red_events().len(), 3);
}

#[test]
fn initiative_ties_go_to_the_whites_and_the_last_winner_loses_one() {
    // "If a player has won the previous initiative one is reduced from the die score ... If the
    // results of the dice rolls after modifiers are equal the White player gets the initiative."
    let mut game = started();
    act(&mut game, "end");
    assert_eq!(game.to_move(), ToMove::Chance);
    act(&mut game, "i43"); // Germans 4 − 1 (they won the first) = 3, Reds 3
    assert_eq!(game.active_side(), WHITE);
    // "The White Activity marker is moved one square forward ... The White player gets command
    // points (1-3) according to the White Activity track."
    assert_eq!(game.white_activity(), 1);
    assert_eq!(game.command_points(), 1);
}

#[test]
fn on_april_11_the_reds_get_the_difference_of_the_dice() {
    // "On April 11th (1st day of the battle) the Red player receives command points equal to
    // the difference between the German and Red initiative dice (including modifiers)."
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i26"); // Germans 2 − 1 = 1, Reds 6: the Reds win by 5
    // "The German player chooses one of the following at the beginning of Reds' initiative"
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
    act(&mut game, "choose:hq");
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(WHITE)));
    act(&mut game, "pass");
    assert_eq!(game.active_side(), RED);
    assert_eq!(game.command_points(), 5);
}

#[test]
fn every_german_command_point_moves_the_time_marker() {
    // "Every time the German player uses a command point ... the time marker is moved one
    // square forward (for each expended Command Point) at the beginning of the order."
    let mut game = started();
    assert_eq!(game.time_square(), 0);
    act(&mut game, "draw");
    assert_eq!(game.to_move(), ToMove::Chance);
    let card = game.legal_actions()[0].clone();
    game.apply(&card).unwrap();
    assert_eq!(game.time_square(), 1);
    assert_eq!(game.hand(GERMAN).len(), 1);
    // Ours: points left unspent move it too, so a waiting German does not stop the clock.
    act(&mut game, "end");
    assert_eq!(game.time_square(), 4);
}

/// Does any unit stand on `h`?
fn occupied(game: &Helsinki1918, h: Hex) -> bool {
    game.units().iter().any(|u| u.place == Place::Map(h))
}

/// Every hex of the map in a fixed order, for scenario searches.
fn sorted_hexes(data: &HelsinkiData) -> Vec<Hex> {
    let mut hexes: Vec<Hex> = data.terrain.keys().copied().collect();
    hexes.sort();
    hexes
}

/// Two neighbouring land hexes of this terrain for the defender, the attacker's hex open.
fn arena(terrain: Terrain) -> (Hex, Hex) {
    find_arena(terrain, false)
}

/// An arena as `arena` whose three hexes behind `b` (seen from `a`) are free land a
/// defender there can retreat into.
fn arena_with_room(terrain: Terrain) -> (Hex, Hex) {
    find_arena(terrain, true)
}

/// The first `b` of `terrain` (by coordinates) with a free open neighbour `a`, and with
/// `room` three free open hexes behind `b` seen from `a`.
fn find_arena(terrain: Terrain, room: bool) -> (Hex, Hex) {
    let data = HelsinkiData::standard();
    let game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    let free_open = |h: Hex| data.terrain(h) == Some(Terrain::Open) && !occupied(&game, h);
    for b in sorted_hexes(data) {
        if data.terrain(b) != Some(terrain) || occupied(&game, b) {
            continue;
        }
        for d in 0..6 {
            let a = neighbour(b, d);
            let behind_free = || {
                [d + 2, d + 3, d + 4].into_iter().all(|back| {
                    let n = neighbour(b, back % 6);
                    free_open(n) && data.passable(b, n)
                })
            };
            if free_open(a) && data.passable(a, b) && (!room || behind_free()) {
                return (a, b);
            }
        }
    }
    panic!("no arena for {terrain:?} (room behind: {room})");
}

/// The first free open hex (by coordinates) where a German (unit 24) stands out of command.
fn german_out_of_command_hex(game: &Helsinki1918) -> Hex {
    let data = HelsinkiData::standard();
    sorted_hexes(data)
        .into_iter()
        .find(|&h| {
            if data.terrain(h) != Some(Terrain::Open) || occupied(game, h) {
                return false;
            }
            let mut probe = game.clone();
            probe.set_unit_place(24, Place::Map(h));
            probe.status(24) == Command::Out
        })
        .expect("an open hex out of German command")
}

/// Puts a German (unit 24) on `a` and a Red (unit 0) on `b`; the German attacks.
fn attack(terrain: Terrain) -> (Helsinki1918, Hex, Hex) {
    let mut game = started();
    let (a, b) = arena(terrain);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    order_move(&mut game, &[24], b, a);
    assert!(
        game.in_a_battle(),
        "a move into an enemy hex starts a battle"
    );
    (game, a, b)
}

/// Orders `units` to move into `to` from `via`; an out-of-command test passes on a 6 ("A die
/// result of 6 always passes").
fn order_move(game: &mut Helsinki1918, units: &[u16], to: Hex, via: Hex) {
    game.apply(&HAction::Move {
        units: UnitList::from_slice(units).unwrap(),
        to,
        via,
    })
    .unwrap();
    if game.to_move() == ToMove::Chance && !game.in_a_battle() {
        act(game, "d6");
    }
}

/// Rolls the battle dice, then passes every window and shift until the battle's totals are
/// known; returns the events.
fn battle_dice(game: &mut Helsinki1918, dice: &str) -> Vec<HEvent> {
    pass_decisions(game);
    let mut events = game.apply(&game.parse_action(dice).unwrap()).unwrap();
    while !events.iter().any(|e| matches!(e, HEvent::Battle { .. })) {
        let ToMove::Seat(_) = game.to_move() else {
            break;
        };
        let legal = game.legal_actions();
        let pass = legal
            .iter()
            .find(|a| **a == HAction::Pass)
            .unwrap_or(&legal[0])
            .clone();
        events.extend(game.apply(&pass).unwrap());
    }
    events
}

/// Passes the card windows of the battle, then rolls its dice.
fn battle_roll(game: &mut Helsinki1918, dice: &str) {
    pass_decisions(game);
    act(game, dice);
}

/// Passes every decision until chance must act or the battle is over.
fn pass_decisions(game: &mut Helsinki1918) {
    while game.in_a_battle() {
        match game.to_move() {
            ToMove::Seat(_) => {
                let legal = game.legal_actions();
                let pass = legal
                    .iter()
                    .find(|a| **a == HAction::Pass)
                    .unwrap_or(&legal[0])
                    .clone();
                game.apply(&pass).unwrap();
            }
            _ => return,
        }
    }
}

#[test]
fn the_defender_gets_at_least_the_terrain_defence_value() {
    // "If the defender's die result after modifiers is lower than the terrain defence value,
    // then the die result is increased to equal the terrain defence value." Rough M = 3
    // (ours).
    let (mut game, _, b) = attack(Terrain::Rough);
    battle_roll(&mut game, "b31");
    pass_decisions(&mut game);
    assert!(
        !game.in_a_battle(),
        "3 against 3: no effect, the battle pauses"
    );
    assert_eq!(game.units()[0].place, Place::Map(b));
    assert_eq!(game.units()[24].place, Place::Map(b));
}

#[test]
fn a_destroyed_red_unit_goes_onto_the_morale_track() {
    // "Destroyed Red units are put into the Reds' morale track filling it from top to
    // bottom." A difference of 5 is "destroyed + retreat all" in the centre column (ours).
    let (mut game, _, b) = attack(Terrain::Open);
    battle_roll(&mut game, "b61");
    pass_decisions(&mut game);
    assert_eq!(game.units()[0].place, Place::Gone);
    assert_eq!(game.red_casualties(), 1);
    assert_eq!(game.units()[24].place, Place::Map(b));
}

#[test]
fn a_disordered_red_unit_retreats_then_tests_against_morale() {
    // "A disordered unit must first perform a retreat ... and then be removed from the
    // battlefield and put to the Reserves box. A Red player must roll a die for a disordered
    // unit. If the die result is higher than the Reds' morale value the unit is destroyed".
    // A difference of 3 is "disorder + retreat all" in the centre column (ours).
    let (mut game, _, _) = attack(Terrain::Open);
    battle_roll(&mut game, "b41");
    pass_decisions(&mut game);
    while game.to_move() == ToMove::Chance && game.units()[0].place != Place::Reserve {
        act(&mut game, "d1"); // 1 is not above morale 3: back to the reserve
        pass_decisions(&mut game);
    }
    assert!(matches!(
        game.units()[0].place,
        Place::Reserve | Place::Gone
    ));
}

#[test]
fn no_move_makes_a_stack_of_four() {
    // "Each hex can contain up to three friendly units."
    let mut game = started();
    let (a, b) = arena(Terrain::Open);
    for u in [24, 25, 26] {
        game.set_unit_place(u, Place::Map(b));
    }
    game.set_unit_place(27, Place::Map(a));
    let into_b = game
        .legal_actions()
        .into_iter()
        .any(|x| matches!(&x, HAction::Move { units, to, .. } if units.contains(&27) && *to == b));
    assert!(!into_b);
}

#[test]
fn germans_and_whites_win_when_no_red_unit_holds_a_flag_hex() {
    // "The Germans and/or Whites control all the five hexes with the red flag symbol (i.e.
    // there are no Red units in those hexes). Whites and Germans Victory." and "If neither
    // Germans nor Whites fulfil the major victory then the victory is shared."
    let mut game = started();
    let flags = HelsinkiData::standard().flag_hexes();
    for i in 0..game.units().len() as u16 {
        let u = game.units()[usize::from(i)];
        if u.side == RED && matches!(u.place, Place::Map(h) if flags.contains(&h)) {
            game.set_unit_place(i, Place::Reserve);
        }
    }
    let mv = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Move { .. }))
        .unwrap();
    game.apply(&mv).unwrap();
    if game.to_move() == ToMove::Chance {
        act(&mut game, "d6");
    }
    assert_eq!(game.to_move(), ToMove::Over);
    assert_eq!(game.victory(), Some(Victory::Shared));
    assert_eq!(game.outcome().unwrap().places, vec![3, 1, 1]);
}

#[test]
fn a_broken_data_file_is_an_error() {
    use pelikaappi::rules::helsinki1918::{
        STANDARD_CARDS_RON, STANDARD_MAP_RON, STANDARD_TABLES_RON,
    };
    let no_flags = STANDARD_MAP_RON.replacen("(name: \"Smolna\"", "(name: \"Smolna2\"", 1);
    assert!(HelsinkiData::from_ron(&no_flags, STANDARD_TABLES_RON, STANDARD_CARDS_RON).is_ok());
    let seven_events = STANDARD_CARDS_RON.replacen("red_events: [", "red_events: [(id: \"e-extra\", name: \"x\", when: OwnInitiative, only: Any, effect: CommandPoints(1), text: \"x\"),", 1);
    let err =
        HelsinkiData::from_ron(STANDARD_MAP_RON, STANDARD_TABLES_RON, &seven_events).unwrap_err();
    assert!(
        err.message.contains("six Red event cards"),
        "{}",
        err.message
    );
    assert!(HelsinkiData::from_ron("(hexes: [", STANDARD_TABLES_RON, STANDARD_CARDS_RON).is_err());
    // Two flags on one hex would count its units for one of them only.
    let shared_flag = STANDARD_MAP_RON.replacen("hex: (6, 14))]", "hex: (6, 7))]", 1);
    assert_ne!(shared_flag, STANDARD_MAP_RON);
    let err =
        HelsinkiData::from_ron(&shared_flag, STANDARD_TABLES_RON, STANDARD_CARDS_RON).unwrap_err();
    assert!(err.message.contains("shares the hex"), "{}", err.message);
    // The map's grid must leave Tikkurila's hexes (1000..1002, 0) off it.
    let reaching = STANDARD_MAP_RON.replacen(
        "(hex: (0, 0), terrain: Open),",
        "(hex: (0, 0), terrain: Open), (hex: (1001, 0), terrain: Open),",
        1,
    );
    assert_ne!(reaching, STANDARD_MAP_RON);
    let err =
        HelsinkiData::from_ron(&reaching, STANDARD_TABLES_RON, STANDARD_CARDS_RON).unwrap_err();
    assert!(err.message.contains("Tikkurila"), "{}", err.message);
}

#[test]
fn a_red_hq_left_alone_with_the_enemy_is_lost() {
    // "If after movement or battle a Reds HQ marker is alone in a hex containing an opponent
    // unit, the HQ marker is removed from the game."
    let mut game = started();
    let hq = game.red_hqs()[0].unwrap();
    for i in 0..game.units().len() as u16 {
        if game.units()[usize::from(i)].place == Place::Map(hq) {
            game.set_unit_place(i, Place::Reserve);
        }
    }
    let next = (0..6)
        .map(|d| neighbour(hq, d))
        .find(|h| {
            HelsinkiData::standard().passable(*h, hq)
                && !game.units().iter().any(|u| u.place == Place::Map(*h))
        })
        .unwrap();
    game.set_unit_place(24, Place::Map(next));
    game.apply(&HAction::Move {
        units: UnitList::one(24),
        to: hq,
        via: next,
    })
    .unwrap();
    if game.to_move() == ToMove::Chance {
        act(&mut game, "d6");
    }
    assert_eq!(game.red_hqs()[0], None);
}

#[test]
fn a_seat_sees_its_own_hand_and_no_other() {
    // "The two drawn cards are not shown to other players before being played."
    let game = started();
    let red = game.view(pelikaappi::rules::Seat(0));
    let white = game.view(pelikaappi::rules::Seat(1));
    let german = game.view(pelikaappi::rules::Seat(2));
    assert_eq!(red.secret_events.len(), 2);
    assert_eq!(red.hand, vec!["r-speech".to_string()]);
    for other in [&white, &german] {
        assert!(other.secret_events.is_empty());
        assert!(other.hand.is_empty());
        assert_eq!(other.secret_event_count, 2);
        assert_eq!(other.hand_sizes[0], 1);
    }
}

#[test]
fn a_stack_may_move_together_for_a_point_a_unit() {
    // "The player can use multiple points simultaneously for a single hex to move multiple IC
    // or OOC units at the same time (for example to a battle)."
    let mut game = started();
    let (a, _) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(25, Place::Map(a));
    let group = game
        .legal_actions()
        .into_iter()
        .find(|x| matches!(x, HAction::Move { units, .. } if *units == vec![24, 25]));
    assert!(group.is_some(), "the two can move as one order");
    // Two of a stack of three may go together too, leaving the third.
    game.set_unit_place(26, Place::Map(a));
    let pair = game
        .legal_actions()
        .into_iter()
        .find(
            |x| matches!(x, HAction::Move { units, to, .. } if *units == vec![24, 25] && *to != a),
        )
        .expect("two of three move as one order");
    game.apply(&pair).unwrap();
    // Out of command, each of the two takes its own test.
    while game.to_move() == ToMove::Chance {
        act(&mut game, "d6");
    }
    assert_eq!(game.units()[26].place, Place::Map(a));
    assert_ne!(game.units()[24].place, Place::Map(a));
}

#[test]
fn abteilung_meurer_lands_on_a_roll_at_or_under_its_square() {
    // "The German player chooses ... Move the Abteilung Meurer arrival marker one square
    // forward" and "If the die result equals or is lower than the number in the square where
    // the marker is, the naval forces disembark in Helsinki. Three units from the Meurer box
    // are placed into the arrival hex ... and the arrival track marker is placed as a fourth
    // German HQ into one of the vertexes of the arrival hex."
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i26"); // the Reds act
    act(&mut game, "choose:meurer");
    act(&mut game, "pass");
    act(&mut game, "end");
    act(&mut game, "i61"); // Germans 6, Reds 1 − 1: the Germans act
    // The Reds' die (0) is at or under their morale: they draw first.
    act(&mut game, "c:r-barricades");
    act(&mut game, "d1"); // square 1 needs a roll of 1 or less
    let arrival = HelsinkiData::standard().meurer_arrival;
    // The German picks the HQ's corner (the first free one here).
    let corner = game.legal_actions()[0].clone();
    assert!(matches!(corner, HAction::MoveHq { hq: 3, .. }));
    game.apply(&corner).expect("a free corner");
    let landed = game
        .units()
        .iter()
        .filter(|u| u.side == GERMAN && u.place != Place::Meurer)
        .count();
    assert_eq!(
        landed,
        game.units().iter().filter(|u| u.side == GERMAN).count()
    );
    assert!(
        game.units()
            .iter()
            .any(|u| u.side == GERMAN && u.place == Place::Map(arrival))
    );
    let view = game.view(pelikaappi::rules::Seat(2));
    assert_eq!(view.german_hq.iter().flatten().count(), 4);
}

#[test]
fn a_failed_out_of_command_test_wastes_the_point() {
    // "If the test is failed, then the command point is lost and the order is not performed."
    let mut game = started();
    let data = HelsinkiData::standard();
    let hexes = sorted_hexes(data);
    let far = hexes
        .into_iter()
        .find(|h| {
            data.terrain(*h) == Some(Terrain::Open) && {
                let mut probe = game.clone();
                probe.set_unit_place(24, Place::Map(*h));
                probe.status(24) == Command::Out
                    && probe
                        .legal_actions()
                        .iter()
                        .any(|a| matches!(a, HAction::Move { units, .. } if *units == vec![24]))
            }
        })
        .expect("an open hex out of command");
    game.set_unit_place(24, Place::Map(far));
    let mv = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Move { units, .. } if *units == vec![24]))
        .unwrap();
    let points = game.command_points();
    game.apply(&mv).unwrap();
    assert_eq!(game.to_move(), ToMove::Chance, "the test needs a die");
    act(&mut game, "d1");
    assert_eq!(
        game.units()[24].place,
        Place::Map(far),
        "the order is not performed"
    );
    assert_eq!(game.command_points(), points - 1, "the point is lost");
}

#[test]
fn a_flank_attack_from_straight_behind_gets_two_and_goes_back() {
    // "If the unit(s) arrives from one of the three hexes behind the enemy unit facing a battle
    // roll occurs immediately as a flank attack ... The attacker gets +2 die roll modifier if
    // the attack comes from directly behind ... After the battle resolution the attacking units
    // move back to the hex from which they arrived into the battle."
    use pelikaappi::rules::helsinki1918::{HEvent, direction};
    let data = HelsinkiData::standard();
    let mut game = started();
    let hexes = sorted_hexes(data);
    // A city hex with open ground on one side and land straight across from it.
    let (a, b, behind) = hexes
        .into_iter()
        .filter(|b| data.terrain(*b) == Some(Terrain::City) && !occupied(&game, *b))
        .find_map(|b| {
            (0..6).find_map(|d| {
                let a = neighbour(b, d);
                let c = neighbour(b, d + 3);
                (data.terrain(a) == Some(Terrain::Open)
                    && data.passable(a, b)
                    && data.is_land(c)
                    && data.passable(c, b)
                    && !occupied(&game, a)
                    && !occupied(&game, c))
                .then_some((a, b, c))
            })
        })
        .expect("a city hex with ground on both sides");
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    order_move(&mut game, &[24], b, a);
    battle_roll(&mut game, "b21"); // 2 against city M 2: the battle stays, the Red faces the German's edge
    pass_decisions(&mut game);
    assert_eq!(
        direction(b, behind),
        Some((direction(b, a).unwrap() + 3) % 6)
    );
    game.set_unit_place(25, Place::Map(behind));
    order_move(&mut game, &[25], b, behind);
    assert!(game.in_a_battle(), "a flank attack is a battle");
    pass_decisions(&mut game);
    let events = battle_dice(&mut game, "b11");
    let attack = events.iter().find_map(|e| match e {
        HEvent::Battle { attack, .. } => Some(*attack),
        _ => None,
    });
    assert_eq!(attack, Some(3), "die 1 + 2 from straight behind");
    pass_decisions(&mut game);
    while game.to_move() == ToMove::Chance && game.in_a_battle() {
        act(&mut game, "d1");
        pass_decisions(&mut game);
    }
    assert_eq!(
        game.units()[25].place,
        Place::Map(behind),
        "the flankers go back"
    );
}

#[test]
fn at_night_the_attacker_takes_one_off() {
    // "-1 die roll modifier to the attacker's battle dice." (night squares: 21:00–05:00, ours)
    use pelikaappi::rules::helsinki1918::HEvent;
    let mut game = started();
    // 21:00 on 11 April is the 24th square after 15:00.
    game.set_time_square(24);
    assert!(game.is_night());
    let (a, b) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    order_move(&mut game, &[24], b, a);
    pass_decisions(&mut game);
    let mut events = battle_dice(&mut game, "b41");
    // The column-shift choices come before the effects: pass them, keeping the events.
    while game.in_a_battle() && matches!(game.to_move(), ToMove::Seat(_)) {
        events.extend(game.apply(&HAction::Pass).unwrap());
    }
    let attack = events.iter().find_map(|e| match e {
        HEvent::Battle { attack, .. } => Some(*attack),
        _ => None,
    });
    assert_eq!(attack, Some(3), "die 4 − 1 at night");
}

#[test]
fn the_reds_win_when_the_clock_runs_out() {
    // "The time marker is to be moved but it cannot be moved forward because the time track
    // has ended ... Reds Victory." and "Red Guards major victory: The Reds have units in at
    // least two flag hexes and one HQ on the map."
    let mut game = started();
    let last = game.time_limit() - 1;
    game.set_time_square(last);
    act(&mut game, "draw"); // a German point: the marker cannot move
    assert_eq!(game.to_move(), ToMove::Over);
    assert_eq!(game.victory(), Some(Victory::RedMajor));
    assert_eq!(game.outcome().unwrap().places, vec![1, 2, 2]);
}

#[test]
fn tikkurila_units_are_in_command_and_rest_at_night() {
    // "All units have IC status in Tikkurila." "Neither player can give orders in Tikkurila
    // during night." "The Reds can use their command points for Tikkurila during their
    // initiative."
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i26"); // the Reds act
    act(&mut game, "choose:hq");
    act(&mut game, "pass");
    assert_eq!(game.active_side(), RED);
    assert_eq!(
        game.status(15),
        Command::In,
        "the Red unit at Tikkurila is in command"
    );
    let moves_of_15 = |g: &Helsinki1918| {
        g.legal_actions()
            .iter()
            .filter(|a| matches!(a, HAction::Move { units, .. } if units.contains(&15)))
            .count()
    };
    assert!(
        moves_of_15(&game) > 0,
        "by day the Reds may act at Tikkurila"
    );
    game.set_time_square(24);
    assert!(game.is_night());
    assert_eq!(moves_of_15(&game), 0, "no orders at Tikkurila by night");
}

/// After the first German initiative: a Red initiative (Germans 1 − 1, Reds 6 on 11 April:
/// six points), the German choice and the White pass done.
fn red_initiative() -> Helsinki1918 {
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i16");
    act(&mut game, "choose:hq");
    act(&mut game, "pass");
    assert_eq!(game.active_side(), RED);
    game
}

/// After the first German initiative: a White initiative (a tie after the −1).
fn white_initiative() -> Helsinki1918 {
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i43");
    assert_eq!(game.active_side(), WHITE);
    game
}

#[test]
fn a_morale_order_moves_the_marker_up_by_the_table() {
    // "The Red player rolls a die, adds the die roll modifiers (for Tikkurila and flags) and
    // applies the result shown in the Order table on the map (the morale marker is moved
    // upwards in the morale track)." Ours: 4–5 one square, 6–7 two, +1 while the Reds hold
    // Tikkurila's railway hex alone (they do at the start).
    let mut game = red_initiative();
    // Below the top of the track, so that two squares up fit.
    game.set_morale_square(5);
    let before = game.morale_square();
    act(&mut game, "morale");
    act(&mut game, "d2"); // 2 + 1 (Tikkurila) = 3: no effect
    assert_eq!(game.morale_square(), before);
    act(&mut game, "morale");
    act(&mut game, "d5"); // 5 + 1 = 6: two squares up
    assert_eq!(game.morale_square(), before - 2);
    assert_eq!(game.command_points(), 4);
}

#[test]
fn recruitment_puts_a_reserve_unit_in_command() {
    // "Recruitment orders can be given only if there are units in the Red reserve box ...
    // Either no new unit is formed, a new unit is formed in a direct command position or a
    // new unit is formed in any hex where it will be in command." Ours: 5 direct command,
    // 6+ in command (+1 while the Reds hold Tikkurila, as they do at the start).
    let mut game = red_initiative();
    let reserve = count(&game, RED, |p| *p == Place::Reserve);
    act(&mut game, "recruit");
    act(&mut game, "d3"); // 4: nothing
    assert_eq!(count(&game, RED, |p| *p == Place::Reserve), reserve);
    act(&mut game, "recruit");
    act(&mut game, "d4"); // 5: a unit in direct command, on an HQ hex
    let puts: Vec<Hex> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            HAction::Put(h) => Some(h),
            _ => None,
        })
        .collect();
    assert!(!puts.is_empty());
    let hqs: Vec<Hex> = game.red_hqs().iter().flatten().copied().collect();
    assert!(
        puts.iter().all(|h| hqs.contains(h)),
        "{puts:?} not all HQ hexes"
    );
    game.apply(&HAction::Put(puts[0])).unwrap();
    assert_eq!(count(&game, RED, |p| *p == Place::Reserve), reserve - 1);
}

#[test]
fn deployment_takes_a_unit_from_the_rightmost_column() {
    // "To deploy a unit the player rolls a die and adds the modifier shown in the Reserve
    // box's rightmost column containing a unit ... a new unit can be deployed ... to "in
    // command" position." Ours (tables.ron): columns −2, −1, 0, +1; 3+ into direct command,
    // 5+ anywhere in command.
    let mut game = started();
    let reserve = count(&game, GERMAN, |p| *p == Place::Reserve);
    act(&mut game, "deploy");
    act(&mut game, "d3"); // 3 + 1 = 4: into direct command (not yet anywhere in command)
    let put = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Put(_)))
        .expect("a place to deploy");
    game.apply(&put).unwrap();
    assert_eq!(count(&game, GERMAN, |p| *p == Place::Reserve), reserve - 1);
}

#[test]
fn a_regroup_order_takes_a_whole_direct_command_stack_to_the_reserve() {
    // "If the order is given for an IDC unit all the other units in the same hex can be moved
    // to the Reserves box at the same time using just that one order."
    let mut game = started();
    let regroup = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            HAction::Regroup(units) => Some(units),
            _ => None,
        })
        .max_by_key(|u| u.len())
        .expect("a regroup order");
    let reserve = count(&game, GERMAN, |p| *p == Place::Reserve);
    game.apply(&HAction::Regroup(regroup)).unwrap();
    assert_eq!(
        count(&game, GERMAN, |p| *p == Place::Reserve),
        reserve + regroup.len()
    );
    assert_eq!(game.command_points(), 3, "one point for the order");
}

#[test]
fn a_disordered_german_finds_room_in_the_reserve_box() {
    // "A disordered unit must first perform a retreat ... and then be removed from the
    // battlefield and put to the Reserves box." Ours: the box has four columns of six squares,
    // so the twelve reserve units leave room for every German.
    let mut game = red_initiative();
    let (a, b) = arena_with_room(Terrain::Open);
    game.set_unit_place(24, Place::Map(b));
    game.set_unit_place(0, Place::Map(a));
    order_move(&mut game, &[0], b, a);
    pass_decisions(&mut game);
    battle_roll(&mut game, "b51"); // 5 against open ground's defence 2: difference 3, disorder
    pass_decisions(&mut game);
    assert_eq!(game.units()[24].place, Place::Reserve);
    assert_eq!(count(&game, GERMAN, |p| *p == Place::Reserve), 13);
}

#[test]
fn a_reinforcement_from_behind_its_own_side_starts_no_battle() {
    // "If they arrive from one of the three hexes behind the friendly unit facing they arrive
    // as a reinforcement and do not generate a new battle roll."
    let (mut game, a, b) = attack(Terrain::City);
    battle_roll(&mut game, "b31"); // 3 against 3: the battle stays
    pass_decisions(&mut game);
    game.set_unit_place(25, Place::Map(a));
    order_move(&mut game, &[25], b, a);
    assert!(!game.in_a_battle(), "no battle roll for a reinforcement");
    assert_eq!(game.units()[25].place, Place::Map(b));
    assert_eq!(
        game.units()[25].facing,
        game.units()[24].facing,
        "it aligns with the same facing"
    );
}

#[test]
fn in_a_combined_defence_the_german_takes_the_loss_first() {
    // "If the defence consists of both White and German units then the loser effects are
    // first applied to a German unit."
    let mut game = red_initiative();
    let (a, b) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(b));
    game.set_unit_place(50, Place::Map(b));
    game.set_unit_place(0, Place::Map(a));
    order_move(&mut game, &[0], b, a);
    pass_decisions(&mut game);
    battle_roll(&mut game, "b61"); // 6 against open ground's defence 2: one unit destroyed (ours)
    pass_decisions(&mut game);
    assert_eq!(game.units()[24].place, Place::Gone);
    assert_ne!(game.units()[50].place, Place::Gone);
}

#[test]
fn a_white_squad_is_organised_and_a_unit_formed_beside_it() {
    // "The player chooses a city hex vertex which contains a yellow or blue symbol. The player
    // rolls a die ... (either a White squad marker is placed in that vertex, in an adjacent
    // vertex or the attempt is failed)." and "If the die result equals or is lower than the
    // number of White squad markers touching that hex, a White unit is placed in the hex."
    let mut game = white_initiative();
    let organise = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Organise(_)))
        .expect("an organise order");
    let HAction::Organise(vertex) = organise.clone() else {
        unreachable!()
    };
    game.apply(&organise).unwrap();
    act(&mut game, "d6"); // 5+: on the chosen corner (ours)
    let view = game.view(game.seat_of(WHITE));
    assert!(view.squads.contains(&vertex));
    // The next White initiative (a tie again: the Whites' win takes nothing off): form a
    // unit in a hex the squad touches.
    act(&mut game, "end");
    act(&mut game, "i55");
    assert_eq!(game.active_side(), WHITE);
    let form = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Form(h) if vertex.hexes().contains(h)))
        .expect("a form order beside the squad");
    let before = count(&game, WHITE, |p| matches!(p, Place::Map(_)));
    game.apply(&form).unwrap();
    act(&mut game, "d1"); // 1 ≤ one squad touching
    assert_eq!(
        count(&game, WHITE, |p| matches!(p, Place::Map(_))),
        before + 1
    );
}

#[test]
fn a_squad_never_shares_a_corner_with_a_german_hq() {
    // "A vertex can contain only one German HQ-marker or one White squad marker." A symbol
    // corner that holds a German HQ is no place to organise a squad, and a roll that would
    // gather the squad on such a corner (the chosen one, or the adjacent one) gathers none.
    let mut game = white_initiative();
    let HAction::Organise(vertex) = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Organise(_)))
        .expect("an organise order")
    else {
        unreachable!()
    };
    game.set_german_hq(0, Some(vertex));
    assert!(
        !game.legal_actions().contains(&HAction::Organise(vertex)),
        "no organise order on the German HQ's corner"
    );
    // The HQ steps onto the corner after the order was given: the 5+ finds it taken.
    game.set_german_hq(0, None);
    game.apply(&HAction::Organise(vertex)).unwrap();
    game.set_german_hq(0, Some(vertex));
    let squads = game.view(game.seat_of(WHITE)).squads.len();
    act(&mut game, "d6");
    let view = game.view(game.seat_of(WHITE));
    assert_eq!(
        view.squads.len(),
        squads,
        "no squad gathers on the HQ's corner"
    );
    assert!(!view.squads.contains(&vertex));
}

#[test]
fn unspent_red_and_white_points_are_lost_at_the_end_of_the_initiative() {
    // "The active player receives command points ... No points can be stored for later
    // initiatives." The next Red (and White) initiative brings the same points whether the
    // last one spent a point or left it.
    let next_red_points = |spend: bool| {
        let mut game = red_initiative();
        let points = game.command_points();
        if spend {
            act(&mut game, "morale");
            act(&mut game, "d1"); // a failed morale order: the point is spent all the same
            assert_eq!(game.command_points(), points - 1);
        }
        act(&mut game, "end");
        act(&mut game, "i16");
        act(&mut game, "choose:hq");
        act(&mut game, "pass");
        assert_eq!(game.active_side(), RED);
        game.command_points()
    };
    assert_eq!(next_red_points(true), next_red_points(false));
    let next_white_points = |spend: bool| {
        let mut game = white_initiative();
        if spend {
            let organise = game
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, HAction::Organise(_)))
                .expect("an organise order");
            game.apply(&organise).unwrap();
            act(&mut game, "d1"); // no squad: the point is spent all the same
        }
        act(&mut game, "end");
        act(&mut game, "i55");
        assert_eq!(game.active_side(), WHITE);
        game.command_points()
    };
    assert_eq!(next_white_points(true), next_white_points(false));
}

#[test]
fn germans_and_whites_never_attack_each_other_nor_share_an_order() {
    // "Germans and Whites are not considered to be opponents in the game ... They can move
    // into the same hexes as long as the stacking rules are fulfilled. They cannot attack
    // against each other. White units cannot take part for German orders nor can Germans
    // take part for Whites orders."
    let mut game = started();
    let data = HelsinkiData::standard();
    // A White unit beside a German on the map, in an empty land hex a German can move to.
    let (white_hex, german_moves) = (0..6)
        .flat_map(|d| {
            game.units()
                .iter()
                .filter(|u| u.side == GERMAN)
                .filter_map(move |u| match u.place {
                    Place::Map(h) => Some(neighbour(h, d)),
                    _ => None,
                })
        })
        .filter(|h| data.is_land(*h) && !occupied(&game, *h))
        .find_map(|h| {
            let mut probe = game.clone();
            probe.set_unit_place(50, Place::Map(h));
            let moves: Vec<HAction> = probe
                .legal_actions()
                .into_iter()
                .filter(|a| matches!(a, HAction::Move { to, .. } if *to == h))
                .collect();
            (!moves.is_empty()).then_some((h, moves))
        })
        .expect("a German move into a hex beside a German stack");
    game.set_unit_place(50, Place::Map(white_hex));
    for order in game.legal_actions() {
        if let HAction::Move { units, .. } | HAction::Battle { units, .. } = &order {
            assert!(
                units
                    .iter()
                    .all(|u| game.units()[usize::from(*u)].side == GERMAN),
                "a German order takes Germans only: {order:?}"
            );
        }
    }
    game.apply(&german_moves[0]).unwrap();
    assert!(
        !game.in_a_battle(),
        "a German moving in beside the Whites starts no battle"
    );
    let sides: Vec<Side> = game
        .units()
        .iter()
        .filter(|u| u.place == Place::Map(white_hex))
        .map(|u| u.side)
        .collect();
    assert!(
        sides.contains(&GERMAN) && sides.contains(&WHITE),
        "{sides:?}"
    );
}

#[test]
fn the_reds_arrest_a_white_squad() {
    // "If a Red unit is in a hex the vertex of which contains a White squad marker the Red
    // player can give an arrest order ... The modifier from the White Activity track is added
    // to the die value ... it is put into the arrested Whites box and the White Activity
    // marker is moved one square leftwards on the track." Ours: 4+ arrests.
    let mut game = white_initiative();
    let organise = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Organise(_)))
        .unwrap();
    let HAction::Organise(vertex) = organise.clone() else {
        unreachable!()
    };
    game.apply(&organise).unwrap();
    act(&mut game, "d6");
    act(&mut game, "end");
    act(&mut game, "i16"); // Germans 1, Reds 6 − 0: the Reds
    act(&mut game, "choose:hq");
    act(&mut game, "pass");
    assert_eq!(game.active_side(), RED);
    assert!(
        !game.legal_actions().contains(&HAction::Arrest(vertex)),
        "no Red unit touches the squad yet"
    );
    let touching = vertex
        .hexes()
        .into_iter()
        .find(|h| HelsinkiData::standard().is_land(*h))
        .unwrap();
    game.set_unit_place(1, Place::Map(touching));
    let activity = game.white_activity();
    game.apply(&HAction::Arrest(vertex)).unwrap();
    act(&mut game, "d2"); // 2 + 0: not arrested
    assert_eq!(game.arrested_squads(), 0);
    game.apply(&HAction::Arrest(vertex)).unwrap();
    act(&mut game, "d5");
    assert_eq!(game.arrested_squads(), 1);
    assert!(!game.view(game.seat_of(RED)).squads.contains(&vertex));
    assert_eq!(game.white_activity(), activity - 1);
}

#[test]
fn at_midnight_every_red_unit_out_of_command_is_tested() {
    // "After a German order during which the time marker is moved to or through 0:00 square
    // the Red player must make an out of command test for each unit whose current status is
    // out of command ... If a unit fails the test it is disordered and must roll another die
    // according the disorder rules (retreat check is ignored)".
    let data = HelsinkiData::standard();
    let squares = data.time_squares();
    let before_midnight = (0..squares.len() - 1)
        .find(|&s| squares[s + 1] % 1440 < squares[s] % 1440)
        .expect("a midnight on the track");
    let mut game = started();
    game.set_time_square(before_midnight);
    let on_map = |g: &Helsinki1918| {
        (0..g.units().len() as u16)
            .filter(|&u| {
                g.units()[usize::from(u)].side == RED
                    && matches!(g.units()[usize::from(u)].place, Place::Map(h) if h.0 < 1000)
            })
            .collect::<Vec<u16>>()
    };
    let out_of_command = on_map(&game)
        .into_iter()
        .filter(|&u| game.status(u) == Command::Out)
        .count();
    assert!(out_of_command > 0, "some Reds start out of command");
    let reserve = count(&game, RED, |p| *p == Place::Reserve);
    let before = on_map(&game).len();
    act(&mut game, "draw");
    let card = game.legal_actions()[0].clone();
    game.apply(&card).unwrap();
    // Every test fails on a 1 (not above any distance), every disorder test passes on a 1.
    while game.to_move() == ToMove::Chance {
        act(&mut game, "d1");
    }
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
    assert_eq!(on_map(&game).len(), before - out_of_command);
    assert_eq!(
        count(&game, RED, |p| *p == Place::Reserve),
        reserve + out_of_command
    );
}

#[test]
fn the_whites_may_swap_a_card_and_discards_return_after_a_white_initiative() {
    // At a Red initiative "The White player may choose to ... Discard one card from the hand
    // ... and draw two new cards from the White Activity deck." and "If the card deck runs out of cards a player will be unable to draw new cards before
    // the discard pile is shuffled back into the deck during the White's initiative."
    let mut game = red_initiative_with_white_draw();
    act(&mut game, "end");
    act(&mut game, "i16"); // Germans 1, Reds 6 − 1: the Reds again
    act(&mut game, "choose:hq");
    act(&mut game, "swap:w-guides");
    let guides = game.parse_action("c:w-guides").unwrap();
    let outcomes: Vec<HAction> = game.chance_outcomes().into_iter().map(|(a, _)| a).collect();
    assert!(
        !outcomes.contains(&guides),
        "the discarded card is not in the deck"
    );
    act(&mut game, "c:w-reports");
    act(&mut game, "c:w-squads");
    assert_eq!(game.hand(WHITE).len(), 2);
    assert_eq!(game.active_side(), RED);
    act(&mut game, "end");
    act(&mut game, "i45"); // Germans 4, Reds 5 − 1: a tie, the Whites act
    assert_eq!(game.active_side(), WHITE);
    act(&mut game, "end");
    act(&mut game, "i16"); // the Reds
    act(&mut game, "choose:hq");
    act(&mut game, "choose:draw");
    let outcomes: Vec<HAction> = game.chance_outcomes().into_iter().map(|(a, _)| a).collect();
    assert!(
        outcomes.contains(&guides),
        "the discard pile is back in the deck"
    );
}

/// A Red initiative at which the Whites drew the "Guides for the Germans" card.
fn red_initiative_with_white_draw() -> Helsinki1918 {
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i16");
    act(&mut game, "choose:hq");
    act(&mut game, "choose:draw");
    act(&mut game, "c:w-guides");
    assert_eq!(game.hand(WHITE).len(), 1);
    assert_eq!(game.active_side(), RED);
    game
}

/// The battle's dice totals from the events of one action.
fn battle_totals(events: &[pelikaappi::rules::helsinki1918::HEvent]) -> Option<(i8, i8)> {
    use pelikaappi::rules::helsinki1918::HEvent;
    events.iter().find_map(|e| match e {
        HEvent::Battle {
            attack, defence, ..
        } => Some((*attack, *defence)),
        _ => None,
    })
}

#[test]
fn an_attack_over_a_bridge_that_leaves_defenders_goes_back_over_it() {
    // "If the attacker used a bridge to move into a battle (at the other end of the bridge)
    // and at least one opponent unit remains in that hex after the battle the attacking units
    // must retreat back to the hex at their end of the bridge."
    use pelikaappi::rules::helsinki1918::EdgeKind;
    let data = HelsinkiData::standard();
    let mut game = started();
    let mut bridges: Vec<(Hex, Hex)> = data
        .edges
        .iter()
        .filter(|(_, kinds)| kinds.contains(&EdgeKind::Bridge))
        .map(|(k, _)| *k)
        .collect();
    bridges.sort();
    let (a, b) = bridges
        .into_iter()
        .find(|(a, b)| !occupied(&game, *a) && !occupied(&game, *b))
        .expect("a free bridge");
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    order_move(&mut game, &[24], b, a);
    assert!(game.in_a_battle(), "the move over the bridge is an attack");
    pass_decisions(&mut game);
    battle_roll(&mut game, "b22"); // equal totals (the defence at least M 2): the Red stays
    pass_decisions(&mut game);
    assert!(!game.in_a_battle());
    assert_eq!(game.units()[0].place, Place::Map(b), "the defender holds");
    assert_eq!(
        game.units()[24].place,
        Place::Map(a),
        "the attacker goes back over the bridge"
    );
}

#[test]
fn blocked_retreat_hexes_cost_the_defender_but_not_the_moving_attacker() {
    // "A player gets a -1 modifier for each of these hexes if the hex contains an enemy unit
    // or is otherwise blocked for retreat ... In a battle which occurs at the end of a
    // movement order the attacker does not suffer modifiers for blocked retreat areas."
    let data = HelsinkiData::standard();
    let mut game = started();
    let hexes = sorted_hexes(data);
    // Open ground (defence 2, under the defender's total here) entered from `a`, with the
    // three hexes behind free land.
    let (a, b, behind) = hexes
        .into_iter()
        .filter(|b| data.terrain(*b) == Some(Terrain::Open) && !occupied(&game, *b))
        .find_map(|b| {
            (0..6).find_map(|d| {
                let a = neighbour(b, d);
                let behind = [d + 2, d + 3, d + 4].map(|k| neighbour(b, k % 6));
                let free = |h: Hex| data.passable(b, h) && !occupied(&game, h);
                (data.passable(a, b) && free(a) && behind.iter().all(|h| free(*h)))
                    .then_some((a, b, behind))
            })
        })
        .expect("open ground with room behind");
    game.set_unit_place(0, Place::Map(b));
    // Germans in two of the hexes behind the Red; the attacker's own back is blocked too.
    game.set_unit_place(25, Place::Map(behind[0]));
    game.set_unit_place(26, Place::Map(behind[1]));
    game.set_unit_place(24, Place::Map(a));
    order_move(&mut game, &[24], b, a);
    pass_decisions(&mut game);
    let events = battle_dice(&mut game, "b25");
    assert_eq!(
        battle_totals(&events),
        Some((2, 3)),
        "attacker 2 unmodified, defender 5 - 2 for two hexes held by Germans"
    );
}

#[test]
fn a_german_hq_beside_a_hex_of_reds_only_falls_back_to_another_corner() {
    // "If after movement or battle a German HQ marker is in a vertex of a hex containing only
    // a Red unit then the HQ must immediately move into another vertex of the hexes it
    // currently touches." Ours: the first free such corner in a fixed order.
    let data = HelsinkiData::standard();
    let mut game = red_initiative();
    let corner = game.german_hqs()[0].expect("the first German HQ is on the map");
    // An empty land hex of the HQ's corner, and a free hex a Red may move from into it.
    let (from, into) = corner
        .hexes()
        .into_iter()
        .filter(|h| data.is_land(*h) && !occupied(&game, *h))
        .find_map(|into| {
            (0..6).map(|d| neighbour(into, d)).find_map(|f| {
                if !data.is_land(f) || occupied(&game, f) {
                    return None;
                }
                let mut trial = game.clone();
                trial.set_unit_place(0, Place::Map(f));
                let step = HAction::Move {
                    units: UnitList::one(0),
                    to: into,
                    via: f,
                };
                trial.legal_actions().contains(&step).then_some((f, into))
            })
        })
        .expect("a free hex at the HQ");
    game.set_unit_place(0, Place::Map(from));
    order_move(&mut game, &[0], into, from);
    let moved_to = game.german_hqs()[0].expect("room to fall back");
    assert_ne!(moved_to, corner, "the HQ left its corner");
    assert!(
        moved_to.hexes().iter().all(|h| !game
            .units()
            .iter()
            .any(|u| u.side == RED && u.place == Place::Map(*h))),
        "its new corner touches no hex of Reds"
    );
    assert!(
        moved_to.hexes().iter().any(|h| corner.hexes().contains(h)),
        "a corner of a hex it touched"
    );
}

#[test]
fn battle_cards_are_offered_only_in_their_window() {
    // "Some cards can be played to improve the battle situation before the dice are thrown.
    // The attacker plays their cards first and then the defender. Some cards can be played
    // after the battle roll. Such cards are played first by the defender." Ours: the card's
    // condition (here "when you attack") limits it further.
    let mut game = started();
    act(&mut game, "draw");
    act(&mut game, "c:g-machine-guns");
    act(&mut game, "draw");
    act(&mut game, "c:g-second-wave");
    let plays = |g: &Helsinki1918| -> Vec<String> {
        g.legal_actions()
            .iter()
            .map(|a| g.format_action(a))
            .filter(|t| t.starts_with("play:"))
            .collect()
    };
    assert!(
        plays(&game).is_empty(),
        "battle cards are no orders in one's own initiative"
    );
    let (a, b) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    order_move(&mut game, &[24], b, a);
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
    assert_eq!(
        plays(&game),
        vec!["play:g-machine-guns".to_string()],
        "before the dice: the attacking German, only the card for an attack"
    );
    act(&mut game, "play:g-machine-guns");
    // The German still holds a card, the Reds theirs: each gets the window, with nothing to
    // play in it but a pass (a hand's size is public, its cards are not).
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
    assert!(plays(&game).is_empty());
    act(&mut game, "pass");
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(RED)));
    assert_eq!(game.legal_actions(), vec![HAction::Pass]);
    act(&mut game, "pass");
    assert_eq!(game.to_move(), ToMove::Chance, "then the dice");
    battle_roll(&mut game, "b23"); // 2 + 1 against 3: equal, the battle stays
    // After the dice the defender is asked first.
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(RED)));
    act(&mut game, "pass");
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(GERMAN)));
    assert_eq!(
        plays(&game),
        vec!["play:g-second-wave".to_string()],
        "after the dice: the roll-again card"
    );
}

#[test]
fn every_event_is_typed_and_reads_in_words() {
    // A screen animates what happens and the log writes it: each event is typed (who moved
    // where, which unit fell) and has its words. Random games touch most kinds of event.
    use pelikaappi::ai::{Strength, choose_action, sample_chance, seeded_rng};
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..12u64 {
        let mut rng = seeded_rng(seed);
        let players = if seed % 2 == 0 { 3 } else { 2 };
        let mut game = Helsinki1918::new(&HelsinkiOptions { players }).unwrap();
        while game.outcome().is_none() {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            for event in game.apply(&action).unwrap() {
                kinds.insert(std::mem::discriminant(&event));
                assert!(
                    !event.text(game.data(), players, Lang::En).is_empty(),
                    "{event:?}"
                );
                match &event {
                    HEvent::Moved { side, units, to }
                    | HEvent::Reinforced {
                        side,
                        units,
                        hex: to,
                    } => {
                        for &u in units {
                            let unit = game.units()[usize::from(u)];
                            assert_eq!(unit.side, *side, "{event:?}");
                            assert!(
                                matches!(unit.place, Place::Map(_) | Place::Gone | Place::Reserve),
                                "{event:?}"
                            );
                            let _ = to;
                        }
                    }
                    HEvent::Placed { side, unit, hex } => {
                        assert_eq!(game.units()[usize::from(*unit)].side, *side);
                        assert!(
                            game.units()[usize::from(*unit)].place != Place::Meurer,
                            "{hex:?}"
                        );
                    }
                    HEvent::Destroyed { side, unit } => {
                        let u = game.units()[usize::from(*unit)];
                        assert_eq!((u.side, u.place), (*side, Place::Gone));
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(
        kinds.len() >= 20,
        "only {} kinds of event seen",
        kinds.len()
    );
}

#[test]
fn the_german_chooses_the_corner_of_the_meurer_hq() {
    // "… the arrival track marker is placed as a fourth German HQ into one of the vertexes
    // of the arrival hex", and "A vertex can contain only one German HQ-marker or one White
    // squad marker": the German chooses among the corners free of HQs and squads.
    let mut game = started();
    let arrival = HelsinkiData::standard().meurer_arrival;
    act(&mut game, "end");
    act(&mut game, "i26");
    act(&mut game, "choose:meurer");
    act(&mut game, "pass");
    act(&mut game, "end");
    act(&mut game, "i61");
    act(&mut game, "c:r-barricades");
    act(&mut game, "d1"); // Meurer lands
    assert_eq!(game.to_move(), ToMove::Seat(pelikaappi::rules::Seat(2)));
    let taken: Vec<_> = game
        .german_hqs()
        .iter()
        .flatten()
        .copied()
        .chain(game.squads().iter().copied())
        .collect();
    let corners: Vec<_> = game
        .legal_actions()
        .iter()
        .map(|a| match a {
            HAction::MoveHq { hq: 3, to } => *to,
            other => panic!("only the HQ's corner is to choose, not {other:?}"),
        })
        .collect();
    assert!(corners.len() > 1, "a choice of corners");
    // "The German HQ can be placed into a vertex in water, but when first moved it must
    // fulfil the movement rules" (hq_moves_and_moves_out_of_a_battle_keep_their_rules).
    let data = HelsinkiData::standard();
    assert!(
        corners
            .iter()
            .any(|v| v.hexes().iter().any(|h| !data.is_land(*h))),
        "a corner by the water is offered at the harbour"
    );
    for v in &corners {
        assert!(v.hexes().contains(&arrival), "a corner of the arrival hex");
        assert!(!taken.contains(v), "a free corner");
    }
    let last = *corners.last().expect("a corner");
    let notation = game.format_action(&HAction::MoveHq { hq: 3, to: last });
    act(&mut game, &notation);
    assert_eq!(
        game.german_hqs()[3],
        Some(last),
        "the HQ where the German put it"
    );
    // The Reds on the arrival hex take their disorder tests, then the Germans act.
    while game.to_move() == ToMove::Chance {
        act(&mut game, "d1");
    }
    assert_eq!(game.active_side(), GERMAN, "the initiative goes on");
}

#[test]
fn a_landing_on_red_units_keeps_the_german_initiative() {
    // "If the arrival hex contains Red units they are disordered." and the German
    // initiative's steps go on "in this order": after the Meurer roll (and the Red disorder
    // tests it causes) the Germans "receive command points equal to the German die".
    let mut game = started();
    let arrival = HelsinkiData::standard().meurer_arrival;
    let reds_there: Vec<usize> = (0..game.units().len())
        .filter(|&u| game.units()[u].side == RED && game.units()[u].place == Place::Map(arrival))
        .collect();
    assert!(
        !reds_there.is_empty(),
        "a Red setup unit stands on the arrival hex"
    );
    act(&mut game, "end");
    act(&mut game, "i26"); // the Reds act
    act(&mut game, "choose:meurer");
    act(&mut game, "pass");
    act(&mut game, "end");
    act(&mut game, "i61"); // Germans 6, Reds 1 − 1: the Germans act
    act(&mut game, "c:r-barricades");
    act(&mut game, "d1"); // Meurer lands
    let corner = game.legal_actions()[0].clone();
    game.apply(&corner)
        .expect("the German puts the HQ on a free corner");
    // Each Red unit on the arrival hex takes its disorder test: a 1 is at or under morale.
    for _ in &reds_there {
        assert_eq!(game.to_move(), ToMove::Chance);
        act(&mut game, "d1");
    }
    for &u in &reds_there {
        assert_eq!(
            game.units()[u].place,
            Place::Reserve,
            "disordered to the reserve"
        );
    }
    assert_eq!(game.active_side(), GERMAN);
    assert_eq!(game.command_points(), 6, "the German die's points");
    assert!(!game.in_a_battle());
    assert!(
        game.legal_actions().iter().any(|a| matches!(a, HAction::Move { units, .. } if game.units()[usize::from(units[0])].side == GERMAN)),
        "the Germans give orders"
    );
}

#[test]
fn in_quick_ai_games_meurer_landing_on_reds_leaves_the_germans_acting() {
    // The seeded 3-seat quick-AI games of the bug report: wherever Abteilung Meurer lands
    // on Red units, the next order after the landing's dice is a German one.
    use pelikaappi::ai::{Strength, choose_action, sample_chance, seeded_rng};
    let arrival = HelsinkiData::standard().meurer_arrival;
    let mut landings_on_reds = 0;
    for seed in 1..=6u64 {
        if landings_on_reds > 0 {
            break;
        }
        let mut rng = seeded_rng(seed);
        let mut game = Helsinki1918::new(&HelsinkiOptions { players: 3 }).unwrap();
        let mut watching = false;
        while game.outcome().is_none() {
            let placing_meurer_hq = game
                .legal_actions()
                .iter()
                .all(|a| matches!(a, HAction::MoveHq { hq: 3, .. }));
            if watching && matches!(game.to_move(), ToMove::Seat(_)) && !placing_meurer_hq {
                assert_eq!(game.active_side(), GERMAN, "seed {seed}: after the landing");
                break;
            }
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Quick, &mut rng),
            };
            let reds_on_arrival = game
                .units()
                .iter()
                .any(|u| u.side == RED && u.place == Place::Map(arrival));
            for event in game.apply(&action).unwrap() {
                if matches!(event, HEvent::Meurer { landed: true, .. }) && reds_on_arrival {
                    landings_on_reds += 1;
                    watching = true;
                }
            }
        }
    }
    assert!(landings_on_reds > 0, "no seed landed on Red units");
}

#[test]
fn units_fighting_in_a_battle_hex_can_be_in_command() {
    // "A unit is considered to be "in command" if it is in a hex which contains a road ...
    // which leads to a hex which contains ... its own HQ", and "the route cannot be drawn
    // through ... a hex containing an enemy unit": the route ends in the unit's own battle
    // hex, it does not pass through it. The rulebook orders "IC or OOC units to battle in the
    // same hex", so a battle hex is no bar to being in command.
    let mut game = started();
    let data = HelsinkiData::standard();
    let hq = game.red_hqs().iter().flatten().copied().next().unwrap();
    let battle_hex = (0..6)
        .map(|d| neighbour(hq, d))
        .find(|&n| {
            data.road(hq, n, true)
                || (data.terrain(hq) == Some(Terrain::City)
                    && data.terrain(n) == Some(Terrain::City))
        })
        .expect("a road out of a Red HQ hex");
    let red = (0..game.units().len() as u16)
        .find(|&u| {
            game.units()[usize::from(u)].side == RED
                && game.units()[usize::from(u)].place == Place::Reserve
        })
        .unwrap();
    let german = (0..game.units().len() as u16)
        .find(|&u| {
            game.units()[usize::from(u)].side == GERMAN
                && game.units()[usize::from(u)].place == Place::Reserve
        })
        .unwrap();
    for u in 0..game.units().len() as u16 {
        if game.units()[usize::from(u)].place == Place::Map(battle_hex) {
            game.set_unit_place(u, Place::Reserve);
        }
    }
    game.set_unit_place(red, Place::Map(battle_hex));
    assert_eq!(
        game.status(red),
        Command::In,
        "in command by road, no enemy yet"
    );
    game.set_unit_place(german, Place::Map(battle_hex));
    assert_eq!(
        game.status(red),
        Command::In,
        "still in command while it fights there"
    );
}

#[test]
fn a_battle_order_may_take_some_of_the_units_at_a_point_each() {
    // "The player can use multiple points to simultaneously order multiple IC or OOC units to
    // battle in the same hex at the same time. For "in direct command" units a single battle
    // order can be used to cause any or all of the units to battle in the same hex." So a
    // side with fewer points than units there can still go on with its battle.
    let mut game = started();
    let data = HelsinkiData::standard();
    // A battle hex away from the German HQs: a Red unit and three Germans.
    let b = sorted_hexes(data)
        .into_iter()
        .find(|&h| {
            data.terrain(h) == Some(Terrain::Open) && !occupied(&game, h) && {
                let mut probe = game.clone();
                probe.set_unit_place(24, Place::Map(h));
                probe.status(24) != Command::Direct
            }
        })
        .unwrap();
    game.set_unit_place(0, Place::Map(b));
    for u in [24, 25, 26] {
        game.set_unit_place(u, Place::Map(b));
    }
    let battle_sizes = |game: &Helsinki1918| -> Vec<usize> {
        game.legal_actions()
            .iter()
            .filter_map(|a| match a {
                HAction::Battle { hex, units } if *hex == b => Some(units.len()),
                _ => None,
            })
            .collect()
    };
    assert_eq!(game.command_points(), 4);
    assert_ne!(game.status(24), Command::Direct, "{:?}", game.status(24));
    assert_eq!(battle_sizes(&game), vec![1, 2, 3], "one, two or all three");
    act(&mut game, "draw");
    act(&mut game, "c:g-ships-guns");
    act(&mut game, "draw");
    act(&mut game, "c:g-machine-guns");
    act(&mut game, "draw");
    act(&mut game, "c:g-barrage");
    // One point left and the Division HQ's point ("can also use the points in the Division
    // HQ track as a command point"): two points, so one or two units.
    assert_eq!(game.command_points(), 1);
    assert_eq!(battle_sizes(&game), vec![1, 2]);
}

/// Victory tests: the units of `side` in a box, first `n` of them.
fn reserve_units(game: &Helsinki1918, side: Side, n: usize) -> Vec<u16> {
    (0..game.units().len() as u16)
        .filter(|&u| {
            let unit = game.units()[usize::from(u)];
            unit.side == side && unit.place == Place::Reserve
        })
        .take(n)
        .collect()
}

/// Empties hex `h` of Red units (to their reserve).
fn clear_reds(game: &mut Helsinki1918, h: Hex) {
    for u in 0..game.units().len() as u16 {
        let unit = game.units()[usize::from(u)];
        if unit.side == RED && unit.place == Place::Map(h) {
            game.set_unit_place(u, Place::Reserve);
        }
    }
}

/// Each Red HQ hex taken by a unit of the side given for it; every flag hex emptied of Reds;
/// then a German move (an order checks HQs and flags after it) ends the game.
fn end_with_hqs_taken_by(game: &mut Helsinki1918, takers: &[Side]) {
    let on_map_at_start: Vec<u16> = (0..game.units().len() as u16)
        .filter(|&u| game.units()[usize::from(u)].side == GERMAN)
        .filter(|&u| matches!(game.units()[usize::from(u)].place, Place::Map(_)))
        .collect();
    let hqs: Vec<Hex> = game.red_hqs().iter().flatten().copied().collect();
    for (&h, &side) in hqs.iter().zip(takers) {
        clear_reds(game, h);
        let u = reserve_units(game, side, 1)[0];
        game.set_unit_place(u, Place::Map(h));
    }
    for f in HelsinkiData::standard().flag_hexes() {
        clear_reds(game, f);
    }
    let mv = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Move { units, .. } if on_map_at_start.contains(&units[0])))
        .expect("a German move");
    game.apply(&mv).unwrap();
    if game.to_move() == ToMove::Chance {
        act(game, "d6");
    }
    assert_eq!(game.to_move(), ToMove::Over);
}

#[test]
fn the_germans_major_victory_needs_all_three_red_hqs_destroyed_by_them() {
    // "White Guards minor victory - Germans major victory: The Germans have destroyed all
    // three Red HQs."
    let mut game = started();
    end_with_hqs_taken_by(&mut game, &[GERMAN, GERMAN, GERMAN]);
    assert_eq!(game.victory(), Some(Victory::GermanMajor));
    assert_eq!(game.outcome().unwrap().places, vec![3, 2, 1]);
    // One of the three taken by the Whites: not the Germans' major victory (and the Whites
    // have no units by the flags): shared.
    let mut game = started();
    end_with_hqs_taken_by(&mut game, &[GERMAN, WHITE, GERMAN]);
    assert_eq!(game.victory(), Some(Victory::Shared));
}

#[test]
fn the_whites_major_victory_needs_an_hq_and_four_units_by_three_flags() {
    // "White Guards major victory - Germans minor victory: The Whites destroyed at least one
    // Red HQ. In addition they have at least four units in three or more flag hexes or in
    // hexes adjacent to them."
    let flags = HelsinkiData::standard().flag_hexes();
    let with_whites = |spots: &[Hex]| {
        let mut game = started();
        for (&h, u) in spots.iter().zip(reserve_units(&game, WHITE, spots.len())) {
            clear_reds(&mut game, h);
            game.set_unit_place(u, Place::Map(h));
        }
        end_with_hqs_taken_by(&mut game, &[WHITE]);
        game
    };
    // In two flag hexes and next to a third (a unit next to a flag counts for it).
    let next_to = |f: Hex| {
        (0..6)
            .map(|d| neighbour(f, d))
            .find(|h| HelsinkiData::standard().is_land(*h) && !flags.contains(h))
            .unwrap()
    };
    let game = with_whites(&[flags[0], flags[0], flags[1], next_to(flags[2])]);
    assert_eq!(game.victory(), Some(Victory::WhiteMajor));
    assert_eq!(game.outcome().unwrap().places, vec![3, 1, 2]);
    // The White taking the first Red HQ stands on its flag hex (the Red HQs are flag hexes).
    let hq = started().red_hqs()[0].unwrap();
    assert!(
        flags.contains(&hq),
        "{hq:?} {flags:?} {:?}",
        started().red_hqs()
    );
    let touched = |spots: &[Hex]| {
        flags
            .iter()
            .filter(|f| {
                spots
                    .iter()
                    .any(|h| *h == **f || direction(**f, *h).is_some())
            })
            .count()
    };
    // Four units by only two flag hexes: shared.
    let near: Vec<Hex> = flags
        .iter()
        .copied()
        .filter(|f| *f != hq && direction(*f, hq).is_some())
        .collect();
    assert!(!near.is_empty(), "{hq:?} {flags:?}");
    let spots = [hq, hq, near[0]];
    assert_eq!(touched(&[hq, hq, hq, near[0]]), 2);
    let game = with_whites(&spots);
    assert_eq!(game.victory(), Some(Victory::Shared));
    // Three units by three flag hexes: shared.
    let far: Vec<Hex> = flags
        .iter()
        .copied()
        .filter(|f| touched(&[hq, *f]) == touched(&[hq]) + 1)
        .take(2)
        .collect();
    assert!(touched(&[hq, far[0], far[1]]) >= 3, "{far:?}");
    let game = with_whites(&far);
    assert_eq!(game.victory(), Some(Victory::Shared));
}

#[test]
fn the_reds_minor_victory_with_one_flag_hex_at_the_end_of_time() {
    // "Red Guards minor victory: The Reds have units in at least one flag hex." (the major
    // victory needs two flag hexes and an HQ).
    let mut game = started();
    let flags = HelsinkiData::standard().flag_hexes();
    let held: Vec<Hex> = flags
        .iter()
        .copied()
        .filter(|f| {
            game.units()
                .iter()
                .any(|u| u.side == RED && u.place == Place::Map(*f))
        })
        .collect();
    for &f in held.iter().skip(1) {
        clear_reds(&mut game, f);
    }
    game.set_time_square(game.time_limit() - 1);
    act(&mut game, "draw");
    assert_eq!(game.victory(), Some(Victory::RedMinor));
    assert_eq!(game.outcome().unwrap().places, vec![1, 2, 2]);
}

#[test]
fn two_players_win_a_major_victory_only_when_it_is_shared() {
    // "The German/White player victory is considered as a major victory only if the result is
    // "shared victory", otherwise it is a minor victory."
    use pelikaappi::rules::helsinki1918::victory_text;
    let words = |v| victory_text(Lang::En, v, 2);
    assert!(words(Victory::Shared).contains("major"));
    for v in [Victory::GermanMajor, Victory::WhiteMajor] {
        assert!(words(v).contains("minor"), "{v:?}");
        assert!(!words(v).contains("major"), "{v:?}");
    }
    let mut game = Helsinki1918::new(&HelsinkiOptions { players: 2 }).unwrap();
    // The setup draws (three Red events with two players, a support card).
    while game.to_move() == ToMove::Chance {
        let first = game.legal_actions()[0].clone();
        game.apply(&first).unwrap();
    }
    end_with_hqs_taken_by(&mut game, &[GERMAN, GERMAN, GERMAN]);
    assert_eq!(game.victory(), Some(Victory::GermanMajor));
    assert_eq!(game.outcome().unwrap().places, vec![2, 1]);
}

#[test]
fn unspent_german_points_that_pass_midnight_bring_the_night_test() {
    // "After a German order during which the time marker is moved to or through 0:00 square the
    // Red player must make an out of command test for each unit whose current status is out
    // of command." Our clock rule moves the marker for unspent German points too, so the test
    // follows the end of such an initiative as well.
    let mut game = started();
    let squares = HelsinkiData::standard().time_squares();
    let before_midnight = (0..squares.len() - 1)
        .find(|&i| squares[i + 1] % 1440 < squares[i] % 1440)
        .unwrap();
    game.set_time_square(before_midnight);
    let out_of_command = (0..game.units().len() as u16)
        .filter(|&u| {
            let unit = game.units()[usize::from(u)];
            unit.side == RED
                && matches!(unit.place, Place::Map(h) if !pelikaappi::rules::helsinki1918::in_tikkurila(h))
                && game.status(u) == Command::Out
        })
        .count();
    assert!(out_of_command > 0, "a Red unit out of command at setup");
    assert_eq!(game.command_points(), 4);
    act(&mut game, "end"); // four unspent points: the marker passes midnight
    let mut tests = 0;
    while game.to_move() == ToMove::Chance
        && !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, HAction::Initiative { .. }))
    {
        act(&mut game, "d6"); // a 6 always passes
        tests += 1;
    }
    assert_eq!(
        tests, out_of_command,
        "one night test per Red unit out of command"
    );
    assert!(
        game.legal_actions()
            .iter()
            .any(|a| matches!(a, HAction::Initiative { .. })),
        "then the next initiative"
    );
}

#[test]
fn each_unit_out_of_command_takes_its_own_test() {
    // "If the battle order is given to a hex in which units are "out of command" the player
    // must first choose which units take part in the battle and spend the command points and
    // after that make an out of command test for each of these units to see which units
    // actually will perform the battle order." The same for moves: "If the status is "out of
    // command" then the player must make an out of command test to move the unit."
    let mut game = started();
    let a = german_out_of_command_hex(&game);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(25, Place::Map(a));
    assert_eq!(game.status(24), Command::Out);
    let pair = game
        .legal_actions()
        .into_iter()
        .find(
            |x| matches!(x, HAction::Move { units, to, .. } if *units == vec![24, 25] && *to != a),
        )
        .expect("the two move as one order");
    let HAction::Move { to, .. } = pair else {
        unreachable!()
    };
    let points = game.command_points();
    game.apply(&pair).unwrap();
    assert_eq!(
        game.command_points(),
        points - 2,
        "a point a unit, spent first"
    );
    act(&mut game, "d6"); // the first passes
    assert_eq!(game.to_move(), ToMove::Chance, "the second unit's own test");
    act(&mut game, "d1"); // the second fails (a 1 never beats a distance of 1 or more)
    assert_eq!(
        game.units()[24].place,
        Place::Map(to),
        "the unit that passed moves"
    );
    assert_eq!(
        game.units()[25].place,
        Place::Map(a),
        "the one that failed stays"
    );
}

#[test]
fn a_regroup_out_of_command_needs_its_test() {
    // "When an OOC unit is ordered to move, battle or regroup the player must make an "out of
    // command test" ... If the test is failed, then the command point is lost and the order is
    // not performed."
    let mut game = started();
    let a = german_out_of_command_hex(&game);
    game.set_unit_place(24, Place::Map(a));
    assert_eq!(game.status(24), Command::Out);
    act(&mut game, "regroup:24");
    assert_eq!(game.to_move(), ToMove::Chance, "the test's die");
    act(&mut game, "d1");
    assert_eq!(
        game.units()[24].place,
        Place::Map(a),
        "a failed test: it stays"
    );
    act(&mut game, "regroup:24");
    act(&mut game, "d6");
    assert_eq!(game.units()[24].place, Place::Reserve, "a 6 always passes");
}

#[test]
fn every_side_holding_cards_gets_the_battle_window_playable_or_not() {
    // "The two drawn cards are not shown to other players before being played." A pause for
    // the Reds' card window only when they hold a playable card would show that they hold
    // one: every side in the battle that holds any card gets the window.
    let (game, _, _) = attack(Terrain::Open);
    // The Reds hold only initiative cards ("Revolutionary speech" and two events): none
    // can be played in a battle, yet they are asked, and may only pass.
    assert_eq!(game.to_move(), ToMove::Seat(game.seat_of(RED)));
    assert_eq!(game.legal_actions(), vec![HAction::Pass]);
}

#[test]
fn the_white_swap_names_no_card() {
    // "Discard one card from the hand (the card is not shown to the other players)": the
    // event the screens and the log show does not name it.
    let mut game = red_initiative_with_white_draw();
    act(&mut game, "end");
    act(&mut game, "i16");
    act(&mut game, "choose:hq");
    let name = pelikaappi::rules::helsinki1918::card_name(
        Lang::En,
        game.data(),
        usize::from(game.hand(WHITE)[0]),
    );
    let events = game
        .apply(&game.parse_action("swap:w-guides").unwrap())
        .unwrap();
    assert!(matches!(events.as_slice(), [HEvent::CardSwapped { side }] if *side == WHITE));
    let text = events[0].text(game.data(), 3, Lang::En);
    assert!(
        !text.contains(&name) && !text.contains("w-guides"),
        "{text}"
    );
}

#[test]
fn in_tikkurila_disorder_all_is_a_retreat_and_the_reds_still_test() {
    // Tikkurila: "Any disorder result is changed into a retreat result, but Reds must still
    // make the test for being destroyed."
    use pelikaappi::rules::helsinki1918::TIKKURILA;
    let mut game = started();
    act(&mut game, "end");
    act(&mut game, "i26"); // the Reds act
    act(&mut game, "choose:tikkurila"); // a Tikkurila point: the German shift there
    act(&mut game, "pass");
    // Two Reds at the Tikkurila railway hex attack the Germans in the box's first hex.
    let second = reserve_units(&game, RED, 1)[0];
    game.set_unit_place(second, Place::Map(TIKKURILA[2]));
    let attack = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Move { units, to, .. } if units.len() == 2 && *to == TIKKURILA[1]))
        .or_else(|| {
            game.legal_actions().into_iter().find(
                |a| matches!(a, HAction::Move { units, to, .. } if units.len() == 2 && *to == TIKKURILA[0]),
            )
        });
    let Some(attack) = attack else {
        // The box's hexes: the Reds may not reach the Germans in one move; nothing to test.
        panic!("no two-unit Red move in Tikkurila");
    };
    let HAction::Move { to, .. } = attack.clone() else {
        unreachable!()
    };
    game.apply(&attack).unwrap();
    if to != TIKKURILA[0] {
        // Next to the Germans: attack them from there.
        let on = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, HAction::Move { units, to, .. } if units.len() == 2 && *to == TIKKURILA[0]))
            .expect("the attack on the German hex");
        game.apply(&on).unwrap();
    }
    assert!(game.in_a_battle());
    // Attack 1 against 6: the Reds lose by 5; the German shifts to the harsh column
    // (Destroyed, DisorderAll): one Red destroyed, the other "disordered", in Tikkurila a
    // retreat and then the Red test.
    let casualties = game.red_casualties();
    battle_roll(&mut game, "b16");
    let mut shifted = false;
    while game.in_a_battle() {
        let legal = game.legal_actions();
        if let Some(shift) = legal.iter().find(|a| matches!(a, HAction::Shift(-1))) {
            game.apply(&shift.clone()).unwrap();
            shifted = true;
            continue;
        }
        match game.to_move() {
            ToMove::Seat(_) => {
                let pick = legal
                    .iter()
                    .find(|a| **a == HAction::Pass)
                    .unwrap_or(&legal[0])
                    .clone();
                game.apply(&pick).unwrap();
            }
            _ => break,
        }
    }
    assert!(shifted, "the German's harsh column");
    assert_eq!(
        game.to_move(),
        ToMove::Chance,
        "the surviving Red's test for being destroyed"
    );
    act(&mut game, "d1"); // at or under the morale: it stays, in the box
    let reds_in_box = game
        .units()
        .iter()
        .filter(|u| u.side == RED && matches!(u.place, Place::Map(h) if TIKKURILA.contains(&h)))
        .count();
    assert_eq!(
        reds_in_box, 1,
        "the survivor retreated within the box, not to the reserve"
    );
    // "Destroyed units are put to the morale track and the time track according to the
    // battle rules."
    assert_eq!(
        game.red_casualties(),
        casualties + 1,
        "the dead Red on the morale track"
    );
}

#[test]
fn the_red_setup_guards_its_hqs_and_holds_four_flags() {
    // "One HQ marker is placed in each of three hexes with Red HQ symbols. 15 Red units are
    // placed on the battlefield in the hexes with Red unit symbols." Our map puts a Red unit
    // symbol on each HQ hex (the Red staff at Smolna, the Workers' House, Kallio held out to
    // the end) and on four of the five flag hexes.
    let game = started();
    let red_at = |h: Hex| {
        game.units()
            .iter()
            .any(|u| u.side == RED && u.place == Place::Map(h))
    };
    for hq in game.red_hqs().iter().flatten() {
        assert!(red_at(*hq), "a Red unit guards the HQ at {hq:?}");
    }
    let held = HelsinkiData::standard()
        .flag_hexes()
        .into_iter()
        .filter(|f| red_at(*f))
        .count();
    assert!(held >= 4, "four or five flag hexes held: {held}");
}

#[test]
fn a_card_recruiting_as_if_the_roll_were_6_follows_the_order_table() {
    // The card: "recruit a unit as if the roll were 6"; with the Germans holding Tikkurila
    // (−1) the Red recruitment table gives a unit in direct command for it (our table: 5
    // direct command, 6+ in command), so the card places the unit where the table would,
    // beside an HQ, not in any in-command hex.
    let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    for text in ["c:e-general-strike", "c:e-commissars", "c:r-volunteers"] {
        act(&mut game, text);
    }
    act(&mut game, "end");
    act(&mut game, "i26"); // the Reds act (no Tikkurila modifier, by day)
    act(&mut game, "choose:meurer");
    act(&mut game, "pass");
    // The Germans hold the Tikkurila railway hex: −1.
    use pelikaappi::rules::helsinki1918::TIKKURILA;
    for u in 0..game.units().len() as u16 {
        if game.units()[usize::from(u)].place == Place::Map(TIKKURILA[2]) {
            game.set_unit_place(u, Place::Reserve);
        }
    }
    let german = reserve_units(&game, GERMAN, 1)[0];
    game.set_unit_place(german, Place::Map(TIKKURILA[2]));
    act(&mut game, "play:r-volunteers");
    let hqs: Vec<Hex> = game.red_hqs().iter().flatten().copied().collect();
    let puts: Vec<Hex> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            HAction::Put(h) => Some(*h),
            _ => None,
        })
        .collect();
    assert!(!puts.is_empty(), "the unit is placed");
    assert!(
        puts.iter().all(|h| hqs.contains(h)),
        "only direct-command hexes (the HQ hexes): {puts:?}"
    );
}

#[test]
fn every_order_table_keeps_each_result_reachable() {
    // The order tables are ours (printed on the lost map); each result of each order must
    // stay reachable with a die (1-6) in normal play, so no order is hollow: the morale
    // order's best result with the Reds at Tikkurila (+1), a recruitment by night or with the
    // Germans at Tikkurila (−1), a first German deployment that can still fail by day.
    let t = &HelsinkiData::standard().tables;
    let (lo, hi) = (1i8, 6i8);
    let (with_plus_one, with_minus_one) = (hi + 1, hi - 1);
    // Morale: one, two and three squares up.
    assert!(
        with_plus_one >= t.red_morale.up_three,
        "three up with the Reds at Tikkurila"
    );
    assert!(hi >= t.red_morale.up_two && lo < t.red_morale.up_one);
    // Recruitment: nothing, direct command, in command; with −1 still a unit.
    assert!(lo < t.red_recruit.direct_command && hi >= t.red_recruit.in_command);
    assert!(
        with_minus_one >= t.red_recruit.direct_command,
        "a unit by night"
    );
    // Deployment from the rightmost column (+1, the first ones): it can fail, and reach
    // both placements; from the column after it (0) as well.
    let right = *t.reserve_columns.last().unwrap();
    assert!(
        lo + right < t.german_deploy.direct_command,
        "a first deployment can fail"
    );
    assert!(
        with_minus_one + right >= t.german_deploy.in_command,
        "in command even by night"
    );
    assert!(hi >= t.german_deploy.in_command);
    // Arrest and organise: both results.
    assert!(lo < t.red_arrest.arrested && hi >= t.red_arrest.arrested);
    assert!(lo < t.white_organise.adjacent && with_minus_one >= t.white_organise.chosen);
}

/// Passes every decision of a battle (card windows, shifts), taking the first retreat hex.
fn settle(game: &mut Helsinki1918) {
    while game.in_a_battle() {
        match game.to_move() {
            ToMove::Seat(_) => {
                let legal = game.legal_actions();
                let pick = legal
                    .iter()
                    .find(|a| **a == HAction::Pass)
                    .unwrap_or(&legal[0])
                    .clone();
                game.apply(&pick).unwrap();
            }
            _ => act(game, "d1"),
        }
    }
}

#[test]
fn a_destroyed_german_shortens_the_time_track_by_three_squares() {
    // "German destroyed units are placed on the time track, each taking up the space of three
    // unoccupied time squares from the end of the track."
    let (mut game, _, _) = attack(Terrain::City);
    let limit = game.time_limit();
    battle_roll(&mut game, "b16"); // 1 against 6: the German loses by 5, destroyed
    settle(&mut game);
    assert_eq!(game.units()[24].place, Place::Gone);
    assert_eq!(game.time_limit(), limit - 3);
}

#[test]
fn the_division_hq_points_pay_orders_without_moving_the_clock() {
    // "The German player can also use the points in the Division HQ track as a command
    // point." and the time marker moves for every German command point "except those in
    // Division HQ or Tikkurila track".
    let mut game = started();
    for card in [
        "c:g-ships-guns",
        "c:g-machine-guns",
        "c:g-barrage",
        "c:g-staff",
    ] {
        act(&mut game, "draw");
        act(&mut game, card);
    }
    assert_eq!(game.command_points(), 0, "the four points are spent");
    let time = game.time_square();
    assert!(
        game.legal_actions().contains(&HAction::DrawCard),
        "the Division HQ's point still pays an order"
    );
    act(&mut game, "draw");
    act(&mut game, "c:g-guides");
    assert_eq!(game.time_square(), time, "the clock did not move for it");
    assert!(
        !game.legal_actions().contains(&HAction::DrawCard),
        "and it is spent"
    );
}

#[test]
fn a_losing_red_may_spend_morale_for_the_milder_column() {
    // "If the Red player lost a battle they can choose to expend a morale point (by moving
    // the marker in the morale track one square downwards) to change the result by shifting
    // one column to the right on the battle effects table. The Red player makes this decision
    // after the German player."
    // The Red defends a hex on a road out of a Red HQ hex: in command, as the shift needs.
    let mut game = started();
    let data = HelsinkiData::standard();
    let occupied_now =
        |g: &Helsinki1918, h: Hex| g.units().iter().any(|u| u.place == Place::Map(h));
    let (a, b) = game
        .red_hqs()
        .iter()
        .flatten()
        .flat_map(|hq| (0..6).map(move |d| (*hq, neighbour(*hq, d))))
        .filter(|(hq, b)| data.road(*hq, *b, true) && !occupied_now(&game, *b))
        .find_map(|(hq, b)| {
            (0..6)
                .map(|d| neighbour(b, d))
                .find(|a| {
                    *a != hq && data.is_land(*a) && data.passable(*a, b) && !occupied_now(&game, *a)
                })
                .map(|a| (a, b))
        })
        .expect("a road hex beside a Red HQ with room beside it");
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    assert_ne!(game.status(0), Command::Out);
    order_move(&mut game, &[24], b, a);
    assert!(game.in_a_battle());
    battle_roll(&mut game, "b61"); // 6 against at most 3: the Red loses
    let mut offered = false;
    while game.in_a_battle() && matches!(game.to_move(), ToMove::Seat(_)) {
        let legal = game.legal_actions();
        if legal.contains(&HAction::MoraleShift) {
            offered = true;
            let before = game.morale_square();
            act(&mut game, "moraleshift");
            assert_eq!(
                game.morale_square(),
                before + 1,
                "one square down the track"
            );
            break;
        }
        act(&mut game, "pass");
    }
    assert!(
        offered,
        "the Red is offered the morale shift after the German's choice"
    );
}

#[test]
fn a_unit_that_cannot_retreat_is_destroyed() {
    // "A retreating unit must move into one of the three adjacent hexes behind the unit
    // (retreat hexes). It cannot retreat into a hex containing opponent units. If a unit
    // cannot perform a retreat then it is destroyed."
    let data = HelsinkiData::standard();
    let game0 = started();
    let (a, b, behind) = sorted_hexes(data)
        .into_iter()
        .filter(|b| data.terrain(*b) == Some(Terrain::Open) && !occupied(&game0, *b))
        .find_map(|b| {
            (0..6).find_map(|d| {
                let a = neighbour(b, d);
                let behind: Vec<Hex> = [d + 2, d + 3, d + 4]
                    .iter()
                    .map(|k| neighbour(b, k % 6))
                    .collect();
                (data.terrain(a) == Some(Terrain::Open)
                    && data.passable(a, b)
                    && !occupied(&game0, a)
                    && behind
                        .iter()
                        .all(|h| data.is_land(*h) && data.passable(b, *h) && !occupied(&game0, *h)))
                .then_some((a, b, behind))
            })
        })
        .expect("open ground with land all round");
    let mut game = game0;
    game.set_unit_place(0, Place::Map(b));
    for (u, h) in [25u16, 26, 27].into_iter().zip(&behind) {
        game.set_unit_place(u, Place::Map(*h));
    }
    game.set_unit_place(24, Place::Map(a));
    order_move(&mut game, &[24], b, a);
    let casualties = game.red_casualties();
    battle_roll(&mut game, "b31"); // 3 against 2 (the terrain's minimum): the Red must retreat
    settle(&mut game);
    assert_eq!(game.units()[0].place, Place::Gone, "no way back: destroyed");
    assert_eq!(
        game.red_casualties(),
        casualties + 1,
        "onto the morale track"
    );
}

#[test]
fn by_night_recruitment_takes_one_off() {
    // Night: "-1 die roll modifier to deployment and recruitment rolls."
    let placements = |night: bool| -> Vec<Hex> {
        let mut game = red_initiative();
        if night {
            game.set_time_square(24); // 21:00 on 11 April
            assert!(game.is_night());
        }
        act(&mut game, "recruit");
        act(&mut game, "d4"); // 4 + 1 (the Reds hold Tikkurila): 5, or 4 by night
        game.legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                HAction::Put(h) => Some(h),
                _ => None,
            })
            .collect()
    };
    assert!(
        !placements(false).is_empty(),
        "by day: a unit in direct command"
    );
    assert!(placements(true).is_empty(), "by night: no new unit");
}

#[test]
fn moves_never_cross_water_without_a_bridge_nor_leave_the_land() {
    // "A unit cannot move from a hex to another hex if the edge between these hexes is fully
    // in water (marked with blue dots) unless there is a bridge (a road connection) between
    // these hexes." Every move offered in random games enters its last hex over a passable
    // edge, onto land.
    use pelikaappi::ai::{Strength, choose_action, sample_chance, seeded_rng};
    let data = HelsinkiData::standard();
    let mut checked = 0;
    for seed in 0..4u64 {
        let mut rng = seeded_rng(100 + seed);
        let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
        for _ in 0..400 {
            if game.outcome().is_some() {
                break;
            }
            if let ToMove::Seat(_) = game.to_move() {
                for a in game.legal_actions() {
                    if let HAction::Move { to, via, .. } = a {
                        if pelikaappi::rules::helsinki1918::in_tikkurila(to) {
                            continue;
                        }
                        assert!(data.is_land(to), "{to:?}");
                        assert!(data.passable(via, to), "{via:?} -> {to:?}");
                        checked += 1;
                    }
                }
            }
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            game.apply(&action).unwrap();
        }
    }
    assert!(checked > 1000, "{checked} moves checked");
}

#[test]
fn hq_moves_and_moves_out_of_a_battle_keep_their_rules() {
    // HQ movement: "The HQ can never move into a hex containing enemy units. When the movement
    // is finished the HQ is then shifted into one of the vertexes of the hex, but not into a
    // vertex of a hex containing only opponent units. An HQ can never move into a vertex which
    // is in water." Leaving a battle: "A unit which starts its movement in a battle can move
    // only one hex and the move must be into a hex into which the unit could retreat".
    use pelikaappi::ai::{Strength, choose_action, sample_chance, seeded_rng};
    let data = HelsinkiData::standard();
    let (mut hq_moves, mut leaving) = (0, 0);
    for seed in 0..12u64 {
        let mut rng = seeded_rng(200 + seed);
        let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
        for _ in 0..600 {
            if game.outcome().is_some() {
                break;
            }
            if let ToMove::Seat(_) = game.to_move() {
                let reds_only = |h: Hex| {
                    let here: Vec<_> = game
                        .units()
                        .iter()
                        .filter(|u| u.place == Place::Map(h))
                        .collect();
                    !here.is_empty() && here.iter().all(|u| u.side == RED)
                };
                for a in game.legal_actions() {
                    match a {
                        // The Meurer HQ's landing is a placement, not a move: "into one
                        // of the vertexes of the arrival hex" (it may start in water).
                        HAction::MoveHq { hq: 3, .. } if game.german_hqs()[3].is_none() => {}
                        HAction::MoveHq { to, .. } => {
                            hq_moves += 1;
                            assert!(
                                to.hexes().iter().any(|h| data.is_land(*h)),
                                "{to:?} in water"
                            );
                            assert!(
                                !to.hexes().iter().any(|h| reds_only(*h)),
                                "{to:?} touches Reds only"
                            );
                        }
                        HAction::Move { units, to, .. } => {
                            let Place::Map(from) = game.units()[usize::from(units[0])].place else {
                                continue;
                            };
                            let side = game.units()[usize::from(units[0])].side;
                            let enemy_there = game.units().iter().any(|u| {
                                u.place == Place::Map(from) && (u.side == RED) != (side == RED)
                            });
                            if enemy_there && !pelikaappi::rules::helsinki1918::in_tikkurila(from) {
                                leaving += 1;
                                assert!(direction(from, to).is_some(), "one hex out of the battle");
                                assert!(
                                    !game.units().iter().any(|u| u.place == Place::Map(to)
                                        && (u.side == RED) != (side == RED)),
                                    "not into the enemy"
                                );
                            }
                        }
                        _ => {}
                    }
                }
            }
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            game.apply(&action).unwrap();
        }
    }
    assert!(
        hq_moves > 50 && leaving > 5,
        "{hq_moves} HQ moves, {leaving} moves out of battles"
    );
}

/// Two Germans (units 24 and 25) put together on an empty hex touching a German HQ: a stack
/// in direct command ("its HQ is in the vertex of that hex").
fn german_stack_in_direct_command(game: &mut Helsinki1918) -> (Hex, Vec<u16>) {
    let data = HelsinkiData::standard();
    let h = sorted_hexes(data)
        .into_iter()
        .find(|&h| {
            !occupied(game, h) && {
                let mut probe = game.clone();
                probe.set_unit_place(24, Place::Map(h));
                probe.status(24) == Command::Direct
            }
        })
        .expect("an empty hex touching a German HQ");
    game.set_unit_place(24, Place::Map(h));
    game.set_unit_place(25, Place::Map(h));
    assert_eq!(game.status(25), Command::Direct);
    (h, vec![24, 25])
}

/// A legal move of exactly these units into a hex without enemies.
fn a_quiet_move(game: &Helsinki1918, units: &[u16], not_to: &[Hex]) -> HAction {
    game.legal_actions()
        .into_iter()
        .find(|a| match a {
            HAction::Move { units: u, to, .. } => {
                **u == *units
                    && !not_to.contains(to)
                    && !game
                        .units()
                        .iter()
                        .any(|x| x.side == RED && x.place == Place::Map(*to))
            }
            _ => false,
        })
        .expect("a move into a hex without enemies")
}

#[test]
fn a_stack_in_direct_command_may_split_its_move_in_one_order() {
    // "If the status of the ordered unit is "in direct command" all units in the hex can be
    // moved with a single order. These units can even be moved into different directions as
    // long as none of them are entering battle."
    let mut game = started();
    let (from, stack) = german_stack_in_direct_command(&mut game);
    let (points, time) = (game.command_points(), game.time_square());
    let first = a_quiet_move(&game, &stack[..1], &[]);
    let HAction::Move { to: first_to, .. } = first else {
        unreachable!()
    };
    game.apply(&first).unwrap();
    assert_eq!(
        game.command_points(),
        points - 1,
        "the order costs its point"
    );
    assert_eq!(game.time_square(), time + 1, "and moves the time marker");
    // The rest of the stack goes another way in the same order: no point, no time.
    let second = a_quiet_move(&game, &stack[1..2], &[first_to, from]);
    game.apply(&second).unwrap();
    assert_eq!(
        game.command_points(),
        points - 1,
        "the same order: no new point"
    );
    assert_eq!(game.time_square(), time + 1, "and no time");
    assert_ne!(
        game.units()[usize::from(stack[0])].place,
        game.units()[usize::from(stack[1])].place,
        "two directions"
    );
    // Moving on again is a new order.
    let again = a_quiet_move(&game, &stack[1..2], &[]);
    game.apply(&again).unwrap();
    assert_eq!(
        game.command_points(),
        points - 2,
        "a new order costs a point"
    );
}

#[test]
fn another_order_ends_a_split_move() {
    // "all units in the hex can be moved with a single order": once another order is given
    // the first is over, and the units left behind need an order of their own.
    let mut game = started();
    let (_, stack) = german_stack_in_direct_command(&mut game);
    let points = game.command_points();
    let first = a_quiet_move(&game, &stack[..1], &[]);
    game.apply(&first).unwrap();
    act(&mut game, "draw");
    act(&mut game, "c:g-ships-guns");
    assert_eq!(game.command_points(), points - 2);
    let rest = a_quiet_move(&game, &stack[1..2], &[]);
    game.apply(&rest).unwrap();
    assert_eq!(
        game.command_points(),
        points - 3,
        "the rest's move is a new order"
    );
}

#[test]
fn a_split_move_enters_no_battle_for_free() {
    // "... as long as none of them are entering battle": the rest of a split stack may not
    // attack in the running order; an attack is an order of its own, at its point.
    let mut game = started();
    let (from, stack) = german_stack_in_direct_command(&mut game);
    let first = a_quiet_move(&game, &stack[..1], &[]);
    game.apply(&first).unwrap();
    // A Red unit next to the stack: the rest may attack it only with a new point.
    let data = HelsinkiData::standard();
    let target = (0..6)
        .map(|d| neighbour(from, d))
        .find(|&h| {
            data.terrain(h).is_some()
                && data.passable(from, h)
                && !game.units().iter().any(|u| u.place == Place::Map(h))
        })
        .expect("a free neighbour");
    game.set_unit_place(0, Place::Map(target));
    let points = game.command_points();
    let attack = HAction::Move {
        units: UnitList::from_slice(&stack[1..2]).unwrap(),
        to: target,
        via: from,
    };
    assert!(
        game.legal_actions().contains(&attack),
        "an attack is still an order"
    );
    game.apply(&attack).unwrap();
    assert_eq!(game.command_points(), points - 1, "at a point of its own");
    assert!(game.in_a_battle());
}

/// The hexes a lone German (unit 24) put on `h` may move to, in its first initiative.
fn german_destinations(game: &Helsinki1918, h: Hex) -> Vec<Hex> {
    let mut probe = game.clone();
    probe.set_unit_place(24, Place::Map(h));
    let mut out: Vec<Hex> = probe
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            HAction::Move { units, to, .. } if units == [24u16] => Some(to),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

/// A hex with no unit on it or next to it (so no battle or fortification rule interferes).
fn quiet(game: &Helsinki1918, h: Hex) -> bool {
    !occupied(game, h) && (0..6).all(|d| !occupied(game, neighbour(h, d)))
}

#[test]
fn road_movement_goes_four_hexes_and_terrain_limits_the_rest() {
    // "If a unit starts the movement in a hex containing a road (or a railway) and moves its
    // whole movement along that road, then the road movement value is used instead of the
    // terrain movement value." Ours: road 4, open 3 (docs/rules/helsinki1918.md).
    let game = started();
    let data = HelsinkiData::standard();
    let open_road = |h: Hex| {
        data.terrain(h) == Some(Terrain::Open) && quiet(&game, h) && data.has_road(h, true)
    };
    // A straight-enough road run of four steps over open ground, its end four hexes away.
    let mut found = None;
    'search: for s in sorted_hexes(data).into_iter().filter(|h| open_road(*h)) {
        let mut stack = vec![vec![s]];
        while let Some(path) = stack.pop() {
            let at = *path.last().unwrap();
            if path.len() == 5 {
                if hex_distance(s, at) == 4 {
                    found = Some((s, at));
                    break 'search;
                }
                continue;
            }
            for d in 0..6 {
                let n = neighbour(at, d);
                if open_road(n) && !path.contains(&n) && data.road(at, n, true) {
                    let mut next = path.clone();
                    next.push(n);
                    stack.push(next);
                }
            }
        }
    }
    let (start, end) = found.expect("a road of four steps over open ground");
    let by_road = german_destinations(&game, start);
    assert!(by_road.contains(&end), "four hexes along the road");
    assert!(by_road.iter().all(|h| hex_distance(start, *h) <= 4));
    // Off the road: open ground's 3 at most.
    let off_road = sorted_hexes(data)
        .into_iter()
        .find(|&h| {
            data.terrain(h) == Some(Terrain::Open) && quiet(&game, h) && !data.has_road(h, true)
        })
        .expect("open ground without a road");
    let moves = german_destinations(&game, off_road);
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|h| hex_distance(off_road, *h) <= 3),
        "no road: the terrain's movement value"
    );
}

#[test]
fn germans_move_one_city_hex_or_two_through_a_friend() {
    // "Germans and Whites have a movement value of 1 in city hexes, but it is increased to 2
    // if the first move is through a hex which contains a friendly unit."
    let game = started();
    let data = HelsinkiData::standard();
    let city = |h: Hex| data.terrain(h) == Some(Terrain::City);
    // A quiet city hex whose neighbours are all city hexes, so no road counts.
    let start = sorted_hexes(data)
        .into_iter()
        .find(|&h| {
            city(h)
                && quiet(&game, h)
                && (0..6).all(|d| {
                    let n = neighbour(h, d);
                    city(n) && data.passable(h, n) && quiet(&game, n)
                })
        })
        .expect("a quiet city hex among city hexes");
    let alone = german_destinations(&game, start);
    assert!(!alone.is_empty());
    assert!(
        alone.iter().all(|h| hex_distance(start, *h) == 1),
        "one city hex: {alone:?}"
    );
    // A friend in the first hex: two.
    let mut with_friend = game.clone();
    with_friend.set_unit_place(25, Place::Map(neighbour(start, 0)));
    let moves = german_destinations(&with_friend, start);
    assert!(
        moves.iter().any(|h| hex_distance(start, *h) == 2),
        "two hexes through a friend: {moves:?}"
    );
}

#[test]
fn at_night_minor_roads_do_not_count_for_the_germans() {
    // "Night: Minor roads are not considered as roads for Germans." A German unit in command
    // only by a minor road is out of command at night; the Reds keep theirs.
    let day = started();
    let data = HelsinkiData::standard();
    let mut night = day.clone();
    let first_night = (0..night.time_squares())
        .find(|&s| {
            let mut probe = day.clone();
            probe.set_time_square(s);
            probe.is_night()
        })
        .unwrap();
    night.set_time_square(first_night);
    assert!(!day.is_night() && night.is_night());
    let status_on = |game: &Helsinki1918, unit: u16, h: Hex| {
        let mut probe = game.clone();
        probe.set_unit_place(unit, Place::Map(h));
        probe.status(unit)
    };
    let minor_only = sorted_hexes(data).into_iter().find(|&h| {
        !occupied(&day, h)
            && status_on(&day, 24, h) == Command::In
            && status_on(&night, 24, h) == Command::Out
    });
    let h = minor_only.expect("a hex in German command only by a minor road");
    assert!(
        data.has_road(h, true) || (0..6).any(|d| data.road(h, neighbour(h, d), true)),
        "it lies on a road"
    );
    // Nothing changes at night for a Red on the same roads.
    for r in sorted_hexes(data)
        .into_iter()
        .filter(|h| !occupied(&day, *h))
    {
        assert_eq!(
            status_on(&day, 0, r),
            status_on(&night, 0, r),
            "Red at {r:?}"
        );
    }
}

/// A German (unit 24) on open ground with a Red (unit 0) next to it, the German holding the
/// artillery card that starts a battle.
fn artillery_ready() -> (Helsinki1918, Hex, Hex) {
    let mut game = started();
    let (a, b) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(a));
    game.set_unit_place(0, Place::Map(b));
    act(&mut game, "draw");
    act(&mut game, "c:g-artillery");
    (game, a, b)
}

#[test]
fn a_card_can_start_a_battle() {
    // "A battle (action) occurs either when a unit moves into a hex containing an opponent
    // unit, when a player gives a battle order to continue an existing battle, or a player
    // uses a card which initiates a battle." Ours: the German artillery card, two dice.
    let (mut game, a, b) = artillery_ready();
    let points = game.command_points();
    act(&mut game, "play:g-artillery");
    assert!(
        game.legal_actions().contains(&HAction::Target(b)),
        "the Red hex next to the German is a target"
    );
    assert!(
        game.legal_actions()
            .iter()
            .all(|t| matches!(t, HAction::Target(h) if game.units().iter().any(|u| u.side == RED && u.place == Place::Map(*h)))),
        "only hexes of Reds"
    );
    game.apply(&HAction::Target(b)).unwrap();
    assert!(game.in_a_battle(), "the card starts a battle");
    pass_decisions(&mut game);
    // Two dice for the attack: the best of two is 6 in 11 of 36.
    let six: f64 = game
        .chance_outcomes()
        .into_iter()
        .filter(|(action, _)| matches!(action, HAction::BattleDice { attacker: 6, .. }))
        .map(|(_, p)| p.as_f64())
        .sum();
    assert!((six - 11.0 / 36.0).abs() < 1e-9, "two dice: {six}");
    // 6 against 1 (raised to open ground's M 2): a difference of 4, "destroyed".
    act(&mut game, "b61");
    pass_decisions(&mut game);
    assert!(!game.in_a_battle());
    assert_eq!(game.units()[0].place, Place::Gone, "the Red is destroyed");
    assert_eq!(
        game.units()[24].place,
        Place::Map(a),
        "no German entered the hex"
    );
    assert_eq!(
        game.command_points(),
        points,
        "a card is an order without a point"
    );
}

#[test]
fn a_lost_card_battle_costs_the_attacker_nothing() {
    // Ours: no German unit is in the shot-at hex, so the loser's effects find none of them.
    let (mut game, a, b) = artillery_ready();
    act(&mut game, "play:g-artillery");
    game.apply(&HAction::Target(b)).unwrap();
    pass_decisions(&mut game);
    act(&mut game, "b16");
    pass_decisions(&mut game);
    assert!(!game.in_a_battle());
    assert_eq!(game.units()[24].place, Place::Map(a));
    assert_eq!(game.units()[0].place, Place::Map(b));
    assert_eq!(game.active_side(), GERMAN);
    assert!(
        game.legal_actions().contains(&HAction::End),
        "the German initiative goes on with its orders"
    );
}

#[test]
fn the_battle_card_waits_for_a_target() {
    // A card is played "in the situation the card explains": no Red next to a German, no play.
    let mut game = started();
    act(&mut game, "draw");
    act(&mut game, "c:g-artillery");
    let (a, _) = arena(Terrain::Open);
    game.set_unit_place(24, Place::Map(a));
    let card = game.parse_action("play:g-artillery").unwrap();
    let reds_next_to_germans = game.units().iter().any(|r| {
        r.side == RED
            && matches!(r.place, Place::Map(h) if game.units().iter().any(|g| g.side == GERMAN
                && matches!(g.place, Place::Map(x) if hex_distance(x, h) == 1)))
    });
    assert_eq!(
        game.legal_actions().contains(&card),
        reds_next_to_germans,
        "playable exactly when a Red hex touches a German"
    );
}

#[test]
fn a_battle_card_must_be_an_initiative_card() {
    // The data check: a card that starts a battle is played as an order, rolling 1 to 3 dice.
    let map = std::fs::read_to_string("assets/helsinki1918/data/map.ron").unwrap();
    let tables = std::fs::read_to_string("assets/helsinki1918/data/tables.ron").unwrap();
    let cards = std::fs::read_to_string("assets/helsinki1918/data/cards.ron").unwrap();
    assert!(HelsinkiData::from_ron(&map, &tables, &cards).is_ok());
    let broken = cards.replace(
        "when: OwnInitiative, only: Any, effect: Bombard(2)",
        "when: BeforeDice, only: Any, effect: Bombard(2)",
    );
    assert_ne!(broken, cards);
    let err = HelsinkiData::from_ron(&map, &tables, &broken).unwrap_err();
    assert!(err.to_string().contains("g-artillery"), "{err}");
    let four = cards.replace("effect: Bombard(2)", "effect: Bombard(4)");
    assert!(HelsinkiData::from_ron(&map, &tables, &four).is_err());
}

/// The hexes offered for a German unit deployed in direct command (a 2 and the rightmost
/// column's +1: 3).
fn direct_deployment_hexes(game: &Helsinki1918) -> Vec<Hex> {
    let mut probe = game.clone();
    act(&mut probe, "deploy");
    act(&mut probe, "d2");
    probe
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            HAction::Put(h) => Some(h),
            _ => None,
        })
        .collect()
}

#[test]
fn deployment_uses_only_hqs_with_a_road_to_the_west_edge() {
    // "Only HQs which have a road or railway connection from the hex the HQ is touching to
    // the west edge of the map can be used in deployment to fulfill IDC and IC status. The
    // same rule applies for the route as when determining the road connection between HQ
    // and IC unit" (a route does not pass through enemies).
    let mut game = started();
    let data = HelsinkiData::standard();
    let away = |game: &Helsinki1918, k: usize| {
        let hqs: Vec<[Hex; 3]> = game
            .german_hqs()
            .iter()
            .flatten()
            .map(|v| v.hexes())
            .collect();
        hqs[k].iter().all(|h| {
            !data.west_edge.contains(h)
                && !occupied(game, *h)
                && hqs
                    .iter()
                    .enumerate()
                    .all(|(j, other)| j == k || !other.contains(h))
        })
    };
    // The HQs set up on the west edge: move one inland first (an HQ move order).
    let inland = game
        .legal_actions()
        .into_iter()
        .find(|a| match a {
            HAction::MoveHq { hq, .. } => {
                let mut probe = game.clone();
                probe.apply(a).unwrap();
                away(&probe, usize::from(*hq))
            }
            _ => false,
        })
        .expect("an HQ move inland");
    game.apply(&inland).unwrap();
    let hqs: Vec<[Hex; 3]> = game
        .german_hqs()
        .iter()
        .flatten()
        .map(|v| v.hexes())
        .collect();
    // An HQ whose hexes no other HQ touches and none of which is on the west edge.
    let (k, touched) = hqs
        .iter()
        .enumerate()
        .find(|(k, hexes)| {
            hexes.iter().all(|h| {
                !data.west_edge.contains(h)
                    && hqs
                        .iter()
                        .enumerate()
                        .all(|(j, other)| j == *k || !other.contains(h))
            })
        })
        .map(|(k, hexes)| (k, hexes.to_vec()))
        .expect("an HQ away from the edge and the others");
    let mine: Vec<Hex> = touched
        .iter()
        .copied()
        .filter(|h| data.is_land(*h) && !occupied(&game, *h))
        .collect();
    assert!(!mine.is_empty(), "HQ {k} touches an empty land hex");
    let before = direct_deployment_hexes(&game);
    assert!(
        mine.iter().all(|h| before.contains(h)),
        "with its road to the west edge the HQ takes deployments"
    );
    // Reds all round the HQ's hexes: no route leaves them.
    let mut ring: Vec<Hex> = touched
        .iter()
        .flat_map(|h| (0..6).map(move |d| neighbour(*h, d)))
        .filter(|n| data.is_land(*n) && !touched.contains(n))
        .collect();
    ring.sort();
    ring.dedup();
    let mut reds = 0..24u16;
    for h in &ring {
        for u in game
            .units()
            .iter()
            .enumerate()
            .filter(|(_, u)| u.place == Place::Map(*h))
        {
            assert_ne!(u.1.side, RED, "a Red already there");
        }
        let red = reds.next().expect("Reds enough for the ring");
        for g in 0..game.units().len() as u16 {
            if game.units()[usize::from(g)].place == Place::Map(*h) {
                game.set_unit_place(g, Place::Reserve);
            }
        }
        game.set_unit_place(red, Place::Map(*h));
    }
    let after = direct_deployment_hexes(&game);
    assert!(
        mine.iter().all(|h| !after.contains(h)),
        "cut off from the west edge it takes none: {after:?}"
    );
}

#[test]
fn whole_games_keep_the_morale_track_the_squads_and_the_white_dead() {
    // "Destroyed Red units are put into the Reds' morale track filling it from top to bottom.
    // If the Red morale marker is in the same square as the destroyed unit is placed then the
    // morale is immediately moved one step down." (the marker never stands on a casualty);
    // "White squad markers remain in their position even if a Red unit is in the hex touching
    // the vertex. These markers can be only removed by the Red's arrest order."; "White
    // destroyed units are just removed from the game."
    use pelikaappi::ai::{Strength, choose_action, sample_chance, seeded_rng};
    let last = HelsinkiData::standard().tables.morale_levels.len() - 1;
    let (mut casualties, mut arrests, mut white_dead, mut squads_seen) = (0, 0, 0, 0);
    for seed in 0..150u64 {
        let mut rng = seeded_rng(700 + seed);
        let players = if seed % 2 == 0 { 3 } else { 2 };
        let mut game = Helsinki1918::new(&HelsinkiOptions { players }).unwrap();
        let mut gone_whites: Vec<usize> = Vec::new();
        while game.outcome().is_none() {
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(&game, Strength::Random, &mut rng),
            };
            let squads_before = game.squads().to_vec();
            let events = game.apply(&action).unwrap();
            assert!(
                game.morale_square() >= game.red_casualties().min(last),
                "seed {seed}: the morale marker at {} with {} casualties",
                game.morale_square(),
                game.red_casualties()
            );
            let arrested = events
                .iter()
                .any(|e| matches!(e, HEvent::Arrest { arrested: true, .. }));
            let lost = squads_before
                .iter()
                .filter(|s| !game.squads().contains(s))
                .count();
            assert_eq!(
                lost,
                usize::from(arrested),
                "seed {seed}: a squad left the map by {action:?} ({events:?})"
            );
            arrests += lost;
            squads_seen = squads_seen.max(game.squads().len());
            for e in &events {
                if let HEvent::Destroyed { side: WHITE, unit } = e {
                    assert_eq!(game.units()[usize::from(*unit)].place, Place::Gone);
                    gone_whites.push(usize::from(*unit));
                    white_dead += 1;
                }
            }
            for &u in &gone_whites {
                assert_eq!(
                    game.units()[u].place,
                    Place::Gone,
                    "seed {seed}: a destroyed White came back"
                );
            }
        }
        casualties += game.red_casualties();
    }
    assert!(
        casualties > 0 && squads_seen > 0,
        "the games had losses and squads"
    );
    assert!(arrests > 0, "an arrest was seen");
    assert!(white_dead > 0, "a White unit was destroyed");
}

/// The German first initiative's orders that move one unit to a quiet hex in command (no
/// test to roll): each as the game would be after it.
fn quiet_single_moves(game: &Helsinki1918, unit: Option<u16>) -> Vec<(HAction, Helsinki1918)> {
    game.legal_actions()
        .into_iter()
        .filter(|a| {
            matches!(a, HAction::Move { units, to, .. }
                if units.len() == 1 && unit.is_none_or(|u| units[0] == u) && quiet(game, *to))
        })
        .filter_map(|a| {
            let mut after = game.clone();
            after.apply(&a).unwrap();
            matches!(after.to_move(), ToMove::Seat(_)).then_some((a, after))
        })
        .collect()
}

#[test]
fn each_order_costs_a_point_and_a_unit_may_take_many() {
    // "Each order costs one command point and the player can give the same order more than
    // once during the same initiative. A unit can be given any number of orders during the
    // same initiative."
    let game = started();
    assert_eq!(game.command_points(), 4);
    let (first, game) = quiet_single_moves(&game, None)
        .into_iter()
        .next()
        .expect("a quiet move in command");
    let HAction::Move { units, to, .. } = first else {
        unreachable!()
    };
    assert_eq!(game.command_points(), 3, "one point for the order");
    assert_eq!(game.units()[usize::from(units[0])].place, Place::Map(to));
    let (_, game) = quiet_single_moves(&game, Some(units[0]))
        .into_iter()
        .next()
        .expect("a second order for the same unit");
    assert_eq!(game.command_points(), 2, "one point for the second order");
    assert_eq!(game.active_side(), GERMAN);
}

/// A German order that checks the HQs and flags after it (a unit on the map moving).
fn a_checking_german_move(game: &mut Helsinki1918, not_these: &[u16]) -> Vec<HEvent> {
    let mv = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, HAction::Move { units, .. } if !not_these.contains(&units[0])))
        .expect("a German move");
    let mut events = game.apply(&mv).unwrap();
    while game.to_move() == ToMove::Chance {
        events.extend(game.apply(&HAction::Die(6)).unwrap());
    }
    events
}

#[test]
fn a_red_hq_taken_by_germans_and_whites_together_counts_for_the_whites() {
    // "If after movement or battle a Reds HQ marker is alone in a hex containing an opponent
    // unit, the HQ marker is removed from the game." and "The Whites destroyed at least one
    // Red HQ" (their major victory) against "The Germans have destroyed all three Red HQs"
    // (the Germans'): ours, a White unit in the stack that takes it makes it the Whites'.
    let mut game = started();
    let hq = game.red_hqs()[0].expect("a Red HQ");
    clear_reds(&mut game, hq);
    let german = reserve_units(&game, GERMAN, 1)[0];
    let white = reserve_units(&game, WHITE, 1)[0];
    game.set_unit_place(german, Place::Map(hq));
    game.set_unit_place(white, Place::Map(hq));
    let events = a_checking_german_move(&mut game, &[german, white]);
    assert!(
        events.contains(&HEvent::RedHqTaken { by: WHITE }),
        "{events:?}"
    );
    assert_eq!(game.red_hqs()[0], None);
}

#[test]
fn two_flags_without_a_red_hq_is_the_reds_minor_victory() {
    // "Red Guards major victory: The Reds have units in at least two flag hexes and one HQ on
    // the map." "Red Guards minor victory: The Reds have units in at least one flag hex."
    let mut game = started();
    let flags = HelsinkiData::standard().flag_hexes();
    let hqs: Vec<Hex> = game.red_hqs().iter().flatten().copied().collect();
    let mut takers = Vec::new();
    for (&h, u) in hqs.iter().zip(reserve_units(&game, GERMAN, hqs.len())) {
        clear_reds(&mut game, h);
        game.set_unit_place(u, Place::Map(h));
        takers.push(u);
    }
    // Reds in two flag hexes that hold no HQ.
    let others: Vec<Hex> = flags.iter().copied().filter(|f| !hqs.contains(f)).collect();
    assert!(others.len() >= 2, "{flags:?} {hqs:?}");
    for (&f, u) in others.iter().zip(reserve_units(&game, RED, 2)) {
        game.set_unit_place(u, Place::Map(f));
    }
    a_checking_german_move(&mut game, &takers);
    assert!(
        game.red_hqs().iter().all(Option::is_none),
        "every Red HQ taken"
    );
    assert_eq!(game.outcome(), None, "two flag hexes still Red");
    game.set_time_square(game.time_limit() - 1);
    act(&mut game, "draw");
    assert_eq!(game.victory(), Some(Victory::RedMinor));
}

#[test]
fn a_destroyed_german_in_the_next_time_square_ends_the_game() {
    // "The time marker is to be moved but it cannot be moved forward because the time track
    // has ended or because the next square contains a destroyed German unit. ... Reds
    // Victory."
    let (mut game, _, _) = attack(Terrain::City);
    battle_roll(&mut game, "b16"); // the German loses by 5: destroyed
    settle(&mut game);
    assert_eq!(game.time_limit(), game.time_squares() - 3);
    game.set_time_square(game.time_limit() - 1);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.active_side(), GERMAN);
    act(&mut game, "draw"); // a German point: the next square holds the destroyed German
    assert!(
        matches!(game.victory(), Some(Victory::RedMajor | Victory::RedMinor)),
        "{:?}",
        game.victory()
    );
    assert!(
        game.time_square() < game.time_squares() - 1,
        "ended before the track's end"
    );
}

#[test]
fn a_german_hq_with_no_free_corner_is_destroyed() {
    // "If after movement or battle a German HQ marker is in a vertex of a hex containing only
    // a Red unit then the HQ must immediately move into another vertex of the hexes it
    // currently touches. If there are no vertex available to avoid a similar situation then
    // the HQ is destroyed and removed from the game."
    use pelikaappi::rules::helsinki1918::Vertex;
    let mut game = started();
    let data = HelsinkiData::standard();
    // A corner of three empty land hexes away from everyone: every corner of those hexes
    // touches one of them, so with a Red in each there is nowhere to go.
    let corner = sorted_hexes(data)
        .into_iter()
        .flat_map(|h| (0..6).map(move |k| Vertex::of(h, k)))
        .find(|v| {
            v.hexes().iter().all(|h| {
                data.is_land(*h)
                    && !in_tikkurila(*h)
                    && !occupied(&game, *h)
                    && (0..6).all(|d| !occupied(&game, neighbour(*h, d)))
            })
        })
        .expect("a free corner of three land hexes");
    for (h, u) in corner.hexes().iter().zip(reserve_units(&game, RED, 3)) {
        game.set_unit_place(u, Place::Map(*h));
    }
    game.set_german_hq(1, Some(corner));
    let events = a_checking_german_move(&mut game, &[]);
    assert!(
        events.contains(&HEvent::GermanHqOverrun { hq: 1 }),
        "{events:?}"
    );
    assert_eq!(game.german_hqs()[1], None);
}

/// A German (unit 24) on a free hex next to a free open hex where a Red (unit 0) stands in or
/// out of command, as `red_out` asks; the German attacks it.
fn attack_a_red(red_out: bool) -> Helsinki1918 {
    let data = HelsinkiData::standard();
    let game = started();
    for b in sorted_hexes(data) {
        if data.terrain(b) != Some(Terrain::Open) || occupied(&game, b) || in_tikkurila(b) {
            continue;
        }
        let mut probe = game.clone();
        probe.set_unit_place(0, Place::Map(b));
        if (probe.status(0) == Command::Out) != red_out {
            continue;
        }
        for d in 0..6 {
            let a = neighbour(b, d);
            if !data.is_land(a) || occupied(&probe, a) || in_tikkurila(a) {
                continue;
            }
            let mut fight = probe.clone();
            fight.set_unit_place(24, Place::Map(a));
            let order = HAction::Move {
                units: UnitList::from_slice(&[24]).unwrap(),
                to: b,
                via: a,
            };
            if fight.legal_actions().contains(&order) {
                order_move(&mut fight, &[24], b, a);
                // Its status as it fights (the German beside it may cut a route).
                if fight.in_a_battle() && (fight.status(0) == Command::Out) == red_out {
                    return fight;
                }
            }
        }
    }
    panic!(
        "no arena with a Red {}",
        if red_out {
            "out of command"
        } else {
            "in command"
        }
    );
}

/// Rolls `dice` for the battle and answers its windows with a pass: was the Red morale shift
/// offered?
fn morale_shift_offered(game: &mut Helsinki1918, dice: &str) -> bool {
    battle_roll(game, dice);
    while game.in_a_battle() {
        let ToMove::Seat(_) = game.to_move() else {
            return false;
        };
        let legal = game.legal_actions();
        if legal.contains(&HAction::MoraleShift) {
            return true;
        }
        let pass = legal
            .iter()
            .find(|a| **a == HAction::Pass)
            .unwrap_or(&legal[0])
            .clone();
        game.apply(&pass).unwrap();
    }
    false
}

#[test]
fn no_column_shift_while_ones_unit_in_the_battle_is_out_of_command() {
    // "If the Red player lost a battle they can choose to expend a morale point ... to change
    // the result by shifting one column to the right" and "Command and morale points cannot
    // be used to change battle effect column if the player's unit in the battle is out of
    // command."
    let mut in_command = attack_a_red(false);
    assert!(
        morale_shift_offered(&mut in_command, "b61"),
        "a losing Red in command may shift"
    );
    let mut out = attack_a_red(true);
    assert!(
        !morale_shift_offered(&mut out, "b61"),
        "out of command: no shift"
    );
}

#[test]
fn a_unit_beside_an_enemy_fortification_may_not_slip_along_it() {
    // "A unit adjacent to a fortification hex containing an opponent unit cannot move into
    // another hex if that hex is also adjacent to a fortification hex containing an opponent
    // unit unless attacking such a hex."
    let data = HelsinkiData::standard();
    let base = started();
    for fort in sorted_hexes(data) {
        if data.terrain(fort) != Some(Terrain::Fortification) || in_tikkurila(fort) {
            continue;
        }
        // A free hex `a` beside the fortification, and a free hex `b` beside both.
        for d in 0..6 {
            let a = neighbour(fort, d);
            let b = neighbour(fort, d + 1);
            if [a, b]
                .iter()
                .any(|h| !data.is_land(*h) || occupied(&base, *h) || in_tikkurila(*h))
                || direction(a, b).is_none()
                || occupied(&base, fort)
                    && base
                        .units()
                        .iter()
                        .any(|u| u.place == Place::Map(fort) && u.side != RED)
            {
                continue;
            }
            let mut game = base.clone();
            clear_reds(&mut game, fort);
            game.set_unit_place(0, Place::Map(fort));
            game.set_unit_place(24, Place::Map(a));
            let moves_to = |game: &Helsinki1918, to: Hex| {
                game.legal_actions().into_iter().any(
                    |x| matches!(x, HAction::Move { units, to: t, .. } if units.len() == 1 && units[0] == 24 && t == to),
                )
            };
            // Only where the German can move at all along the fortification's side.
            let mut free = game.clone();
            free.set_unit_place(0, Place::Reserve);
            if !moves_to(&free, b) {
                continue;
            }
            assert!(
                !moves_to(&game, b),
                "{a:?} to {b:?} along the fortification {fort:?}"
            );
            assert!(
                moves_to(&game, fort),
                "attacking the fortification is allowed"
            );
            return;
        }
    }
    panic!("no fortification to test");
}

#[test]
fn organising_next_to_a_red_takes_one_off_the_die() {
    // "The player rolls a die and reduces one from the result if a Red unit exists in a hex
    // touching that vertex."
    let organise_total = |red_near: bool| {
        let mut game = white_initiative();
        let organise = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, HAction::Organise(_)))
            .expect("an organise order");
        let HAction::Organise(v) = organise.clone() else {
            unreachable!()
        };
        for h in v.hexes() {
            clear_reds(&mut game, h);
        }
        if red_near {
            let h = *v
                .hexes()
                .iter()
                .find(|h| HelsinkiData::standard().is_land(**h))
                .unwrap();
            let red = reserve_units(&game, RED, 1)[0];
            game.set_unit_place(red, Place::Map(h));
        }
        game.apply(&organise).unwrap();
        let events = game.apply(&HAction::Die(4)).unwrap();
        events
            .iter()
            .find_map(|e| match e {
                HEvent::Organise { total, .. } => Some(*total),
                _ => None,
            })
            .expect("the organise roll")
    };
    assert_eq!(organise_total(false), 4);
    assert_eq!(organise_total(true), 3);
}

/// Do all the units of the order stand in the Tikkurila box, or does it lead there?
fn tikkurila_order(game: &Helsinki1918, action: &HAction) -> bool {
    let in_box =
        |u: &u16| matches!(game.units()[usize::from(*u)].place, Place::Map(h) if in_tikkurila(h));
    match action {
        HAction::Move { units, to, .. } => units.iter().any(in_box) || in_tikkurila(*to),
        HAction::Battle { hex, .. } => in_tikkurila(*hex),
        _ => false,
    }
}

#[test]
fn the_german_tikkurila_step_spends_only_its_own_points_and_only_by_day() {
    // "At the beginning of the German initiative the German player can play command points
    // from the Tikkurila track. The Germans cannot use other command points for orders in
    // Tikkurila. The Germans can give move and battle orders in Tikkurila." "Neither player
    // can give orders in Tikkurila during night."
    let to_german_initiative = |night: bool| {
        let mut game = started();
        act(&mut game, "end");
        act(&mut game, "i26"); // the Reds act
        act(&mut game, "choose:tikkurila");
        act(&mut game, "pass");
        act(&mut game, "end");
        if night {
            game.set_time_square(24);
            assert!(game.is_night());
        }
        act(&mut game, "i61"); // the Germans act; the Reds' die within morale: they draw
        act(&mut game, "c:r-barricades");
        game
    };
    let mut game = to_german_initiative(false);
    assert_eq!(game.active_side(), GERMAN);
    assert_eq!(game.track_points().1, 1, "one Tikkurila point");
    let legal = game.legal_actions();
    assert!(
        legal.iter().any(|a| tikkurila_order(&game, a)),
        "orders in the box"
    );
    for a in &legal {
        assert!(
            *a == HAction::End || tikkurila_order(&game, a),
            "{a:?} in the Tikkurila step"
        );
    }
    act(&mut game, "end");
    assert_eq!(game.command_points(), 6, "then the German die's points");
    let legal = game.legal_actions();
    assert!(legal.iter().any(|a| matches!(a, HAction::Move { .. })));
    assert!(
        !legal.iter().any(|a| tikkurila_order(&game, a)),
        "no other point for Tikkurila"
    );
    // By night there is no Tikkurila step.
    let game = to_german_initiative(true);
    assert_eq!(game.track_points().1, 1, "the point stays on its track");
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| tikkurila_order(&game, a))
    );
}

#[test]
fn the_command_route_avoids_enemies_their_neighbours_and_for_germans_empty_city() {
    // "The route cannot be drawn through the following hexes: - A hex containing an enemy
    // unit. - A hex adjacent to an enemy unit unless the hex contains a friendly unit or the
    // HQ is in the vertex of the hex. - Only Germans: A city hex unless that hex contains a
    // friendly unit."
    let data = HelsinkiData::standard();
    let base = started();
    let red = reserve_units(&base, RED, 2);
    let german = reserve_units(&base, GERMAN, 2);
    let status_with = |placed: &[(u16, Hex)], unit: u16| {
        let mut g = base.clone();
        for &(u, h) in placed {
            g.set_unit_place(u, Place::Map(h));
        }
        g.status(unit)
    };
    let free = |h: Hex| data.is_land(h) && !in_tikkurila(h) && quiet(&base, h);
    let (mut through_enemy, mut beside_enemy, mut german_city) = (false, false, false);
    for a in sorted_hexes(data).into_iter().filter(|h| free(*h)) {
        for d in 0..6 {
            let b = neighbour(a, d);
            if !free(b) {
                continue;
            }
            // A Red at `b` in command by a route through `a`.
            if status_with(&[(red[0], b)], red[0]) == Command::In {
                if !through_enemy
                    && status_with(&[(red[0], b), (german[0], a)], red[0]) == Command::Out
                {
                    through_enemy = true;
                }
                // An enemy beside `a` (not beside `b`): `a` is barred unless a friend holds it.
                for e in (0..6).map(|k| neighbour(a, k)) {
                    if beside_enemy
                        || e == b
                        || direction(e, b).is_some()
                        || !free(e)
                        || status_with(&[(red[0], b), (german[0], e)], red[0]) != Command::Out
                    {
                        continue;
                    }
                    // The only cut is `a` when a friend there gives the route back.
                    let with_friend = [(red[0], b), (german[0], e), (red[1], a)];
                    beside_enemy = status_with(&with_friend, red[0]) == Command::In;
                }
            }
        }
    }
    // A German at `b` whose route to an HQ needs the city hex `a`: only with a friend there.
    use pelikaappi::rules::helsinki1918::Vertex;
    let city = |h: Hex| data.terrain(h) == Some(Terrain::City) && !occupied(&base, h);
    'search: for c0 in sorted_hexes(data).into_iter().filter(|h| city(*h)) {
        for k in 0..6 {
            let v = Vertex::of(c0, k);
            for a in (0..6).map(|d| neighbour(c0, d)).filter(|h| city(*h)) {
                for b in (0..6).map(|d| neighbour(a, d)).filter(|h| city(*h)) {
                    if v.touches(a) || v.touches(b) || b == c0 || direction(b, c0).is_some() {
                        continue;
                    }
                    let status = |friend: bool| {
                        let mut g = base.clone();
                        g.set_german_hq(0, Some(v));
                        g.set_unit_place(german[0], Place::Map(b));
                        if friend {
                            g.set_unit_place(german[1], Place::Map(a));
                        }
                        g.status(german[0])
                    };
                    if status(false) == Command::Out && status(true) == Command::In {
                        german_city = true;
                        break 'search;
                    }
                }
            }
        }
    }
    assert!(through_enemy, "an enemy on the route cuts it");
    assert!(
        beside_enemy,
        "an enemy beside the route cuts it, a friend there keeps it"
    );
    assert!(
        german_city,
        "a German route through a city hex needs a friend there"
    );
}
