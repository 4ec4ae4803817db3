//! Headless app test: the 1918 game's plugin plays whole games under `MinimalPlugins` — AI on
//! every seat, a side of several players, a human seat driven by intents (the keyboard path)
//! with an undo, and a gamepad — and the baked coastline loads through its validated reader.
#![cfg(feature = "app")]

use bevy::{
    input::{ButtonState, gamepad::GamepadButtonStateChangedEvent},
    prelude::*,
};
use pelikaappi::{
    ai::Strength,
    app::input::Intent,
    games::{
        core::SeatKind,
        suomi1918::{Coast, SuomiMatch, SuomiSetup, core_plugin},
    },
    rules::{
        Game,
        suomi1918::{Suomi1918, SuomiOptions},
    },
};

#[path = "support/app.rs"]
mod support;

fn headless_app(setup: SuomiSetup, seed: u64) -> App {
    support::new_match::<Suomi1918, _>("suomi1918", setup, seed, core_plugin)
}

fn run_to_end(app: &mut App, each_frame: impl FnMut(&mut App)) {
    support::run_to_end::<Suomi1918>(app, 60_000, each_frame);
}

fn setup(red: Vec<SeatKind>, white: Vec<SeatKind>) -> SuomiSetup {
    SuomiSetup {
        options: SuomiOptions {
            red_players: red.len() as u8,
            white_players: white.len() as u8,
            turn_limit: 80,
            ..Default::default()
        },
        seats: red.into_iter().chain(white).collect(),
    }
}

/// The match's record replays to the same tiles and outcome, and the log names the end.
fn check_finished(m: &SuomiMatch) {
    let outcome = m.game.outcome().expect("over");
    let replayed: Suomi1918 = m.record.replay().unwrap();
    assert_eq!(replayed.outcome(), Some(outcome));
    assert_eq!(replayed.tiles(), m.game.tiles());
    assert!(m.log.last().unwrap().text.starts_with("Game over"));
    // The setup rolled twelve strengths before the first move.
    assert!(m.log.iter().filter(|l| l.text.contains("000 men")).count() >= 12);
}

// The scenarios share the binary's save folder, so they run in one test.
#[test]
fn headless_1918_games_through_the_plugin() {
    a_whole_ai_game();
    a_side_of_three_players();
    a_human_seat_with_the_keyboard_path_and_undo();
    a_gamepad_plays_a_whole_game();
}

fn a_whole_ai_game() {
    let mut app = headless_app(
        setup(
            vec![SeatKind::Ai(Strength::Strong)],
            vec![SeatKind::Ai(Strength::Quick)],
        ),
        7,
    );
    run_to_end(&mut app, |_| {});
    check_finished(app.world().resource::<SuomiMatch>());
}

fn a_side_of_three_players() {
    let quick = SeatKind::Ai(Strength::Quick);
    let mut app = headless_app(setup(vec![quick; 3], vec![quick]), 11);
    run_to_end(&mut app, |_| {});
    let m = app.world().resource::<SuomiMatch>();
    check_finished(m);
    assert_eq!(m.seats.len(), 4);
}

fn a_human_seat_with_the_keyboard_path_and_undo() {
    let mut app = headless_app(
        setup(vec![SeatKind::Human], vec![SeatKind::Ai(Strength::Quick)]),
        3,
    );
    let mut frame = 0u32;
    let mut undone = false;
    run_to_end(&mut app, |app| {
        frame += 1;
        let can_undo = app
            .world()
            .get_resource::<SuomiMatch>()
            .is_some_and(|m| m.undo_allowed());
        let intent = if can_undo && !undone {
            undone = true;
            Intent::Undo
        } else if frame.is_multiple_of(4) {
            Intent::Next
        } else {
            Intent::Confirm
        };
        app.world_mut().write_message(intent);
    });
    assert!(undone, "a human move was taken back");
    let m = app.world().resource::<SuomiMatch>();
    check_finished(m);
    let red_moves = m
        .log
        .iter()
        .filter(|l| {
            l.seat.is_some_and(|s| s.0 == 0)
                && (l.text.contains(" moves ") || l.text.contains(" shoots "))
        })
        .count();
    assert!(red_moves > 5, "the human seat played: {red_moves} moves");
}

fn a_gamepad_plays_a_whole_game() {
    let mut app = headless_app(
        setup(vec![SeatKind::Ai(Strength::Quick)], vec![SeatKind::Human]),
        5,
    );
    app.init_resource::<pelikaappi::app::input::LastDevice>();
    app.add_message::<GamepadButtonStateChangedEvent>();
    app.add_systems(Update, pelikaappi::app::input::gamepad_intents);
    let pad = app.world_mut().spawn(Gamepad::default()).id();
    let mut frame = 0u32;
    run_to_end(&mut app, |app| {
        frame += 1;
        // A rolls, picks and goes; now and then the D-pad moves the focus.
        let button = if frame.is_multiple_of(3) {
            GamepadButton::DPadRight
        } else {
            GamepadButton::South
        };
        app.world_mut()
            .write_message(GamepadButtonStateChangedEvent::new(
                pad,
                button,
                ButtonState::Pressed,
            ));
    });
    let m = app.world().resource::<SuomiMatch>();
    check_finished(m);
    let white_moves = m
        .log
        .iter()
        .filter(|l| {
            l.seat.is_some_and(|s| s.0 == 1)
                && (l.text.contains(" moves ") || l.text.contains(" shoots "))
        })
        .count();
    assert!(white_moves > 5, "the pad played: {white_moves} moves");
}

#[test]
fn the_baked_coastline_loads_and_a_broken_one_is_refused() {
    let coast = Coast::standard();
    assert!(coast.land.triangles.len() > 1000);
    assert!(!coast.lakes.triangles.is_empty());
    assert!(!coast.coast.is_empty());
    // The map's circles all lie on the drawn sheet.
    let map = pelikaappi::rules::suomi1918::SuomiMap::standard();
    let (x0, y0, x1, y1) = coast.bounds;
    assert!(
        map.circles
            .iter()
            .all(|c| c.x > x0 && c.x < x1 && c.y > y0 && c.y < y1)
    );
    let text = pelikaappi::games::suomi1918::STANDARD_COAST_RON;
    let broken = text.replacen("triangles: [", "triangles: [999999, ", 1);
    let err = Coast::from_ron(&broken).unwrap_err();
    assert!(err.contains("missing") || err.contains("threes"), "{err}");
    assert!(Coast::from_ron("(bounds: (0.0, 0.0").is_err());
}

/// Whether the point lies in one of the triangles.
fn covers(points: &[(f32, f32)], triangles: &[u32], x: f32, y: f32) -> bool {
    triangles.chunks(3).any(|t| {
        let p = |i: u32| points[i as usize];
        let ((ax, ay), (bx, by), (cx, cy)) = (p(t[0]), p(t[1]), p(t[2]));
        let d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
        let d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
        let d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
        !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0))
    })
}

#[test]
fn sea_routes_stay_on_water_and_land_circles_on_land() {
    // The design note: "Sea routes stay on water: check each circle against the coastline."
    // Viipuri–Kronstadt goes down Vyborg Bay, Sortavala–Pietari over Lake Ladoga to the Neva.
    use pelikaappi::rules::suomi1918::CircleKind;
    let coast = Coast::standard();
    let map = pelikaappi::rules::suomi1918::SuomiMap::standard();
    let mut checked = 0;
    for c in map.circles.iter().filter(|c| c.name.is_none()) {
        let lake = covers(&coast.lakes.points, &coast.lakes.triangles, c.x, c.y);
        let land = covers(&coast.land.points, &coast.land.triangles, c.x, c.y) && !lake;
        if c.kind == CircleKind::Sea {
            assert!(!land, "the sea circle {} lies on land", c.id);
        } else {
            assert!(land, "the land circle {} lies in the water", c.id);
        }
        checked += 1;
    }
    assert!(checked > 60, "{checked}");
    for id in ["viipuri-kronstadt-1", "sortavala-pahkinalinna-1"] {
        assert!(map.circle(id).is_some(), "{id}");
    }
}

#[test]
fn the_railways_of_1918_are_thick_lines() {
    // research-facts.md: Seinäjoki–Vaasa (1883), Kokemäki–Rauma (1897), Kerava–Porvoo (1874).
    use pelikaappi::rules::suomi1918::LineKind;
    let map = pelikaappi::rules::suomi1918::SuomiMap::standard();
    for (a, b) in [
        ("seinajoki", "vaasa"),
        ("kokemaki", "rauma"),
        ("kerava", "porvoo"),
    ] {
        // The line from a to b: a walk along rail links only.
        let (from, to) = (map.circle(a).unwrap(), map.circle(b).unwrap());
        let mut seen = vec![from];
        let mut frontier = vec![from];
        while let Some(c) = frontier.pop() {
            for &(n, kind) in &map.neighbours[c] {
                let plain = map.circles[n].name.is_none() || n == to;
                if kind == LineKind::Rail && plain && !seen.contains(&n) {
                    seen.push(n);
                    frontier.push(n);
                }
            }
        }
        assert!(seen.contains(&to), "{a}–{b} is a railway");
    }
    assert!(
        map.named("Vaasa").is_some(),
        "the White capital is on the map"
    );
}
