//! Random playouts of the 1918 map game: strengths stay 1–6, tiles never share a circle,
//! artillery stays on the thick network, games end and records replay, and the searches'
//! quiet path leaves the state `apply` leaves and refuses what it refuses.

use pelikaappi::{
    ai::{Strength, choose_action, sample_chance, seeded_rng},
    rules::{
        Game, Seat, ToMove,
        record::GameRecord,
        suomi1918::{Phase, RED, Suomi1918, SuomiAction, SuomiOptions, WHITE},
    },
};
use std::collections::{BTreeSet, HashSet};

#[path = "support/pick.rs"]
mod pick;

/// Two states alike in everything a game goes on from: what the seats see, whose turn and
/// the phase, the men lost, the turns, the once-verses, the outcome and the progress.
fn assert_same_state(quiet: &Suomi1918, loud: &Suomi1918) {
    assert_eq!(
        serde_json::to_string(&quiet.view(Seat(0))).unwrap(),
        serde_json::to_string(&loud.view(Seat(0))).unwrap()
    );
    assert_eq!(quiet.phase(), loud.phase());
    assert_eq!(quiet.men_lost(), loud.men_lost());
    assert_eq!(quiet.turns(), loud.turns());
    assert_eq!(quiet.spent_verses(), loud.spent_verses());
    assert_eq!(quiet.outcome(), loud.outcome());
    assert_eq!(quiet.progress(), loud.progress());
    assert_eq!(quiet.to_move(), loud.to_move());
}

/// Every move of the side's tile numbers to every fifth circle, and every shot of the legal
/// list aimed from another circle: the quiet path takes exactly what `apply` takes, and that
/// is exactly the legal list.
fn assert_quiet_refuses_as_apply(game: &Suomi1918) {
    let legal = game.legal_actions();
    let mut tried: Vec<SuomiAction> = (1..=6u8)
        .flat_map(|tile| {
            (0..game.map().circles.len())
                .step_by(5)
                .map(move |to| (tile, to))
        })
        .map(|(tile, to)| SuomiAction::Move { tile, to })
        .collect();
    for action in &legal {
        if let SuomiAction::Shoot { tile, target, from } = *action {
            tried.push(SuomiAction::Shoot {
                tile,
                target,
                from: (from + 1) % game.map().circles.len(),
            });
            // The same circle at every other target (one that may not be shot among them).
            tried.extend((1..=6u8).filter(|&other| other != target).map(|other| {
                SuomiAction::Shoot {
                    tile,
                    target: other,
                    from,
                }
            }));
        }
    }
    tried.extend(legal.iter().cloned());
    for action in &tried {
        let loud = game.clone().apply(action).is_ok();
        assert_eq!(
            game.clone().apply_quietly(action).is_ok(),
            loud,
            "{action:?}"
        );
        assert_eq!(loud, legal.contains(action), "{action:?}");
    }
}

/// The moves and shots of the side to move, worked out here by plain searches over the map's
/// lines, are the legal ones. Rules card, 2: "move one tile exactly that many intervals, never
/// visiting a circle twice in the move, never passing over or onto another tile"; 3: a tile
/// may shoot an enemy "it could reach with this roll: it walks to a circle next to the enemy
/// and stops there", over free circles; 4: artillery "only along thick lines"; Helsinki:
/// "White infantry may not enter Helsinki nor shoot at it"; Vilppula: "Red tiles may not
/// enter or pass Vilppula; a White tile on Vilppula cannot be shot".
fn assert_moves_and_shots_as_the_rules_say(game: &Suomi1918) {
    let Phase::AwaitMove { face } = game.phase() else {
        return;
    };
    let map = game.map();
    let helsinki = map.named("Helsinki");
    let vilppula = map.named("Vilppula");
    let side = game.side_to_move();
    let tiles = game.tiles();
    let mut expected = HashSet::new();
    for tile in tiles.iter().filter(|t| t.side == side) {
        if game.held_at_mantyharju(tile, face) {
            continue;
        }
        let closed = |c: usize| {
            tiles.iter().any(|t| t.circle == c)
                || (tile.side == RED && Some(c) == vilppula)
                || (tile.side == WHITE && !tile.artillery && Some(c) == helsinki)
        };
        let lines = |c: usize| {
            map.steps_from(c, tile.artillery)
                .iter()
                .map(|&n| usize::from(n))
        };
        // Every way of exactly `face` intervals over free circles, each circle once.
        fn ways(
            at: usize,
            left: u8,
            way: &mut Vec<usize>,
            lines: &dyn Fn(usize) -> Vec<usize>,
            closed: &dyn Fn(usize) -> bool,
            ends: &mut BTreeSet<usize>,
        ) {
            if left == 0 {
                ends.insert(at);
                return;
            }
            for next in lines(at) {
                if closed(next) || way.contains(&next) {
                    continue;
                }
                way.push(next);
                ways(next, left - 1, way, lines, closed, ends);
                way.pop();
            }
        }
        let mut ends = BTreeSet::new();
        let listed = |c: usize| lines(c).collect::<Vec<_>>();
        ways(
            tile.circle,
            face,
            &mut vec![tile.circle],
            &listed,
            &closed,
            &mut ends,
        );
        for to in ends {
            expected.insert(SuomiAction::Move {
                tile: tile.number,
                to,
            });
        }
        // The circles within `face - 1` intervals over free circles, breadth first.
        let mut reached = BTreeSet::from([tile.circle]);
        let mut frontier = vec![tile.circle];
        for _ in 1..face {
            let mut next = Vec::new();
            for &c in &frontier {
                for n in lines(c) {
                    if !closed(n) && reached.insert(n) {
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        for target in tiles.iter().filter(|t| {
            t.side != side
                && !(t.side == WHITE && Some(t.circle) == vilppula)
                && !(tile.side == WHITE && !tile.artillery && Some(t.circle) == helsinki)
        }) {
            for from in lines(target.circle).filter(|c| reached.contains(c)) {
                expected.insert(SuomiAction::Shoot {
                    tile: tile.number,
                    target: target.number,
                    from,
                });
            }
        }
    }
    let legal: HashSet<SuomiAction> = game.legal_actions().into_iter().collect();
    assert_eq!(legal, expected, "roll {face}");
}

#[test]
fn thousands_of_random_games_keep_the_invariants_and_end() {
    for seed in 0..2000u64 {
        let options = SuomiOptions {
            artillery: if seed % 2 == 0 { 4 } else { 2 },
            red_players: 1 + (seed % 3) as u8,
            white_players: 1 + (seed % 2) as u8,
            // Some games end at the turn limit (the quiet path's end of a turn included).
            turn_limit: [150, 20, 40, 150, 60][(seed % 5) as usize],
        };
        let mut rng = seeded_rng(seed);
        let mut game = Suomi1918::new(&options).unwrap();
        let mut record = GameRecord::new::<Suomi1918>(&options);
        let thick = game.map().reachable(game.map().red_setup[0], true);
        while game.to_move() != ToMove::Over {
            assert!(
                record.actions.len() < 20_000,
                "seed {seed}: the game did not end"
            );
            let action = match game.to_move() {
                ToMove::Chance => sample_chance(&game, &mut rng),
                _ => choose_action(
                    &game,
                    if seed % 7 == 0 {
                        Strength::Quick
                    } else {
                        Strength::Random
                    },
                    &mut rng,
                ),
            };
            if seed % 20 == 0 && matches!(game.phase(), Phase::AwaitMove { .. }) {
                assert_quiet_refuses_as_apply(&game);
            }
            if seed % 10 == 3 {
                assert_moves_and_shots_as_the_rules_say(&game);
            }
            if seed % 10 == 1 {
                // The random player's choice without the list is the list's, and so are the
                // dice drawn without the list of outcomes.
                pick::assert_pick_matches_list(&game);
                pick::assert_chance_pick_matches_outcomes(&game);
            }
            record.actions.push(game.format_action(&action));
            // The searches' quiet path (no events, no way searched for a move's event) and
            // their path for a listed action (not checked again) leave the state `apply`
            // leaves.
            let mut quiet = game.clone();
            quiet.apply_quietly(&action).unwrap();
            let mut listed = game.clone();
            listed.apply_listed(&action).unwrap();
            game.apply(&action).unwrap();
            assert_same_state(&quiet, &game);
            assert_same_state(&listed, &game);
            let tiles = game.tiles();
            let setup_done = !matches!(game.phase(), Phase::Setup(_));
            for (i, t) in tiles.iter().enumerate() {
                if setup_done {
                    assert!((1..=6).contains(&t.strength), "strength always 1–6");
                }
                assert!(
                    tiles[i + 1..].iter().all(|o| o.circle != t.circle),
                    "tiles never share a circle"
                );
                if t.artillery {
                    assert!(thick.contains(&t.circle), "artillery stays on thick lines");
                }
            }
        }
        if seed % 100 == 0 {
            let replayed: Suomi1918 = record.replay().unwrap();
            assert_eq!(replayed.outcome(), game.outcome());
            assert_eq!(
                serde_json::to_string(&replayed.view(Seat(0))).unwrap(),
                serde_json::to_string(&game.view(Seat(0))).unwrap()
            );
        }
    }
}

/// `apply_listed` takes an action the state itself listed and, in a release build, does not
/// check it again; a move it did not list is caught by a debug build's check (the tests run
/// in one).
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a listed move is legal")]
fn an_unlisted_move_given_as_listed_is_caught_in_a_debug_build() {
    let mut game = Suomi1918::new(&SuomiOptions::default()).unwrap();
    // The twelve setup rolls, then rolls until the side to move has a move.
    while !matches!(game.phase(), Phase::AwaitMove { .. }) {
        game.apply(&SuomiAction::Roll(4)).unwrap();
    }
    let listed = game.legal_actions();
    let unlisted = (0..game.map().circles.len())
        .map(|to| SuomiAction::Move { tile: 1, to })
        .find(|action| !listed.contains(action))
        .expect("a circle tile 1 cannot reach");
    assert!(game.clone().apply(&unlisted).is_err(), "not a legal move");
    let _ = game.apply_listed(&unlisted);
}
