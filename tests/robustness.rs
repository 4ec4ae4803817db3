//! Hostile input against the rules cores: an action is accepted exactly when it is listed,
//! one notation per action, strict records, a seeded mutation fuzz of records (no panic, a
//! clear message), and reference legal-move counts at fixed positions (perft vectors).

use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use pelikaappi::rules::{
    Game, ToMove,
    eile::{Eile, EileOptions},
    helsinki1918::{HAction, Helsinki1918, HelsinkiOptions, UnitList, Vertex},
    razboiniki::{Landings, RazOptions, Razboiniki},
    record::GameRecord,
    suomi1918::{Suomi1918, SuomiOptions},
};

#[path = "support/fuzz.rs"]
mod fuzz;
use fuzz::fuzz_cases;

/// A tiny seeded generator (splitmix64), so the tests depend on no RNG crate's stream.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Plays uniformly random listed actions (chance included) for at most `plies` actions,
/// calling `visit` on every state before its action; returns the state and its record.
fn random_playout<G: Game>(
    options: &G::Options,
    seed: u64,
    plies: usize,
    mut visit: impl FnMut(&G),
) -> (G, GameRecord) {
    let mut game = G::new(options).expect("the options are valid");
    let mut record = GameRecord::new::<G>(options);
    let mut mix = Mix(seed);
    while record.actions.len() < plies && game.to_move() != ToMove::Over {
        visit(&game);
        let legal = game.legal_actions();
        let action = legal[mix.below(legal.len())].clone();
        record.actions.push(game.format_action(&action));
        game.apply(&action).expect("a listed action applies");
    }
    (game, record)
}

// ----- one legality path ------------------------------------------------------------------

/// At states along random games: every listed action applies, and an action from
/// elsewhere (another state's actions, `extra`) applies exactly when it is listed.
fn accepted_exactly_when_listed<G: Game>(
    options: &G::Options,
    games: u64,
    plies: usize,
    extra: impl Fn(&G, &mut Mix) -> Vec<G::Action>,
) -> usize {
    let mut pool: Vec<String> = Vec::new();
    let mut checked = 0;
    for seed in 0..games {
        let mut mix = Mix(seed ^ 0xfeed);
        random_playout::<G>(options, seed, plies, |game| {
            let listed = game.legal_actions();
            for action in &listed {
                let mut copy = game.clone();
                if let Err(e) = copy.apply(action) {
                    panic!("listed {action:?} is refused: {e}");
                }
                pool.push(game.format_action(action));
            }
            let mut tries: Vec<G::Action> = (0..6)
                .filter_map(|_| game.parse_action(&pool[mix.below(pool.len())]).ok())
                .collect();
            tries.extend(extra(game, &mut mix));
            for action in tries {
                let mut copy = game.clone();
                let accepted = catch_unwind(AssertUnwindSafe(|| copy.apply(&action).is_ok()))
                    .unwrap_or_else(|_| panic!("{action:?} panicked in apply"));
                assert_eq!(
                    accepted,
                    listed.contains(&action),
                    "{action:?}: accepted {accepted}, listed {}",
                    listed.contains(&action)
                );
                checked += 1;
            }
        });
    }
    checked
}

#[test]
fn eile_accepts_an_action_exactly_when_it_is_listed() {
    let checked = accepted_exactly_when_listed::<Eile>(&EileOptions::default(), 40, 400, |_, m| {
        use pelikaappi::rules::eile::{EileAction, FromField};
        vec![
            EileAction::Roll(m.below(9) as u8),
            EileAction::Enter,
            EileAction::Move(FromField::Track(m.below(80) as u8)),
            EileAction::Move(FromField::Path(m.below(10) as u8)),
        ]
    });
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn razboiniki_accepts_an_action_exactly_when_it_is_listed() {
    let checked =
        accepted_exactly_when_listed::<Razboiniki>(&RazOptions::default(), 30, 300, |_, m| {
            use pelikaappi::rules::razboiniki::RazAction;
            let sq = |m: &mut Mix| m.below(70) as _;
            vec![
                RazAction::Step {
                    from: sq(m),
                    to: sq(m),
                },
                RazAction::Jumps {
                    from: sq(m),
                    landings: Landings::from_slice(
                        &(0..m.below(4)).map(|_| sq(m)).collect::<Vec<_>>(),
                    )
                    .expect("at most three landings"),
                },
                RazAction::Pass,
            ]
        });
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn suomi1918_accepts_an_action_exactly_when_it_is_listed() {
    let checked =
        accepted_exactly_when_listed::<Suomi1918>(&SuomiOptions::default(), 30, 400, |g, m| {
            use pelikaappi::rules::suomi1918::SuomiAction;
            let circles = g.map().circles.len();
            vec![
                SuomiAction::Roll(m.below(9) as u8),
                SuomiAction::Move {
                    tile: m.below(9) as u8,
                    to: m.below(circles),
                },
                SuomiAction::Shoot {
                    tile: m.below(9) as u8,
                    target: m.below(9) as u8,
                    from: m.below(circles),
                },
            ]
        });
    assert!(checked > 5_000, "{checked}");
}

/// Orders no side may give: other sides' units, empty groups, hexes off the map.
fn hostile_helsinki_orders(game: &Helsinki1918, m: &mut Mix) -> Vec<HAction> {
    let units = game.units().len();
    let unit = |m: &mut Mix| m.below(units + 3) as u16;
    let hex = |m: &mut Mix| (m.below(40) as i32 - 5, m.below(40) as i32 - 5);
    let vertex = |m: &mut Mix| {
        let (q, r) = hex(m);
        Vertex([(q, r), (q + 1, r), (q, r + 1)])
    };
    vec![
        HAction::Move {
            units: UnitList::one(unit(m)),
            to: hex(m),
            via: hex(m),
        },
        HAction::Move {
            units: UnitList::default(),
            to: hex(m),
            via: hex(m),
        },
        HAction::Move {
            units: UnitList::from_slice(&[unit(m), unit(m)]).expect("two units"),
            to: (999, -999),
            via: (0, 0),
        },
        HAction::Battle {
            hex: hex(m),
            units: UnitList::default(),
        },
        HAction::Battle {
            hex: hex(m),
            units: UnitList::one(unit(m)),
        },
        HAction::Regroup(UnitList::default()),
        HAction::Regroup(UnitList::from_slice(&[unit(m), unit(m)]).expect("two units")),
        HAction::MoveHq {
            hq: m.below(6) as u8,
            to: vertex(m),
        },
        HAction::Arrest(vertex(m)),
        HAction::Organise(vertex(m)),
        HAction::Form(hex(m)),
        HAction::Put(hex(m)),
        HAction::Retreat(hex(m)),
        HAction::Choose(m.below(5) as u8),
        HAction::Shift(m.below(5) as i8 - 2),
        HAction::Die(m.below(9) as u8),
        HAction::Initiative {
            german: m.below(8) as u8,
            red: m.below(8) as u8,
        },
        HAction::BattleDice {
            attacker: m.below(8) as u8,
            defender: m.below(8) as u8,
        },
        HAction::End,
        HAction::Pass,
        HAction::MoraleShift,
    ]
}

#[test]
fn helsinki1918_accepts_an_action_exactly_when_it_is_listed() {
    let mut checked = 0;
    for players in [3, 2] {
        checked += accepted_exactly_when_listed::<Helsinki1918>(
            &HelsinkiOptions { players },
            4,
            150,
            hostile_helsinki_orders,
        );
    }
    assert!(checked > 2_000, "{checked}");
}

/// Issue reproducer: three card draws, then the side to move orders a unit that is not its
/// own. This panicked in the move check before; now it is a clear refusal.
#[test]
fn helsinki1918_refuses_an_order_to_another_sides_unit() {
    let record = GameRecord::from_json(
        r#"{"game":"helsinki1918","options":{"players":3},
            "actions":["c:e-general-strike","c:e-commissars","c:r-speech","m0:0,0<0,0"]}"#,
    )
    .unwrap();
    let Err(err) = record.replay::<Helsinki1918>() else {
        panic!("an order to another side's unit was accepted");
    };
    assert!(err.to_string().contains("action 3"), "{err}");
}

// ----- one notation -----------------------------------------------------------------------

#[test]
fn every_action_has_one_written_form() {
    let eile = Eile::new(&EileOptions::default()).unwrap();
    assert!(eile.parse_action("r5").is_ok());
    for loose in ["r+3", "r05", " r5 ", "r5\n", "R5", "m014", "e "] {
        assert!(eile.parse_action(loose).is_err(), "'{loose}' is refused");
    }
    let raz = Razboiniki::new(&RazOptions::default()).unwrap();
    for loose in [" pass", "c2 -c3", "C2-c3"] {
        assert!(raz.parse_action(loose).is_err(), "'{loose}' is refused");
    }
    let suomi = Suomi1918::new(&SuomiOptions::default()).unwrap();
    for loose in ["r+1", "r01", "t01x2", "t1x+2"] {
        assert!(suomi.parse_action(loose).is_err(), "'{loose}' is refused");
    }
    let helsinki = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    let sorted = helsinki.parse_action("arrest:0,0/0,1/1,0").unwrap();
    assert_eq!(helsinki.format_action(&sorted), "arrest:0,0/0,1/1,0");
    for loose in [
        "arrest:1,0/0,0/0,1",
        "arrest:0, 0/0,1/1,0",
        "shift:1",
        "i0 5",
        "m+1:0,0<0,0",
        "m01:0,0<0,0",
    ] {
        assert!(
            helsinki.parse_action(loose).is_err(),
            "'{loose}' is refused"
        );
    }
}

#[test]
fn echoed_action_text_is_short_and_escaped() {
    let eile = Eile::new(&EileOptions::default()).unwrap();
    let long = "r".repeat(200_000);
    let err = eile.parse_action(&long).unwrap_err().message;
    assert!(
        err.len() < 300,
        "the error repeats the input: {} bytes",
        err.len()
    );
    let err = eile.parse_action("r\u{1b}[31m5").unwrap_err().message;
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert!(err.contains("\\u{1b}"), "{err:?}");
}

// ----- strict records ---------------------------------------------------------------------

#[test]
fn records_refuse_foreign_options_unknown_fields_and_arrays() {
    let read = |json: &str| {
        GameRecord::from_json(json).and_then(|r| {
            r.replay::<Eile>()
                .map(|_| ())
                .map_err(|e| pelikaappi::rules::RulesError::new(e.to_string()))
        })
    };
    assert!(read(r#"{"game":"eile","options":{"players":2},"actions":["r5"]}"#).is_ok());
    let suomi_options = r#"{"game":"eile","options":{"artillery":4,"red_players":1},"actions":[]}"#;
    assert!(read(suomi_options).is_err(), "another game's options");
    assert!(
        read(r#"{"game":"eile","options":[2,4,false],"actions":[]}"#).is_err(),
        "positional options"
    );
    assert!(
        read(r#"{"game":"eile","options":{},"actions":[],"extra":1}"#).is_err(),
        "an unknown record field"
    );
    let many = format!(
        r#"{{"game":"eile","options":{{}},"actions":[{}]}}"#,
        vec!["\"r5\""; 200_001].join(",")
    );
    assert!(read(&many).unwrap_err().message.contains("too long"));
}

// ----- the fuzz ---------------------------------------------------------------------------

/// One mutation of a record's JSON text.
fn mutate(base: &GameRecord, pool: &[String], m: &mut Mix) -> String {
    let mut record = base.clone();
    let n = record.actions.len();
    let pick = |m: &mut Mix| m.below(n.max(1));
    match m.below(12) {
        0 if n > 0 => {
            record.actions.remove(pick(m));
        }
        1 if n > 0 => {
            let i = pick(m);
            record.actions.insert(i, record.actions[i].clone());
        }
        2 if n > 1 => {
            let (i, j) = (pick(m), pick(m));
            record.actions.swap(i, j);
        }
        3 if n > 0 => {
            let i = pick(m);
            record.actions[i] = pool[m.below(pool.len())].clone();
        }
        4 => record.actions.truncate(pick(m)),
        5 if n > 0 => {
            let i = pick(m);
            let mut chars: Vec<char> = record.actions[i].chars().collect();
            let at = m.below(chars.len() + 1);
            let noise = [
                '0', '9', '+', '-', ' ', ':', ',', '<', '/', '\u{1b}', '\0', 'é', 'x',
            ];
            match m.below(3) {
                0 => chars.insert(at, noise[m.below(noise.len())]),
                1 if at < chars.len() => {
                    chars.remove(at);
                }
                _ if at < chars.len() => chars[at] = noise[m.below(noise.len())],
                _ => {}
            }
            record.actions[i] = chars.into_iter().collect();
        }
        6 => {
            let options = [
                r#"{"players":0}"#,
                r#"{"players":255}"#,
                r#"{"players":-1}"#,
                r#"{"stones":99}"#,
                r#"{"artillery":3}"#,
                r#"{"quiet_limit":0}"#,
                r#"{"turn_limit":0}"#,
                r#"{"turn_limit":4294967295}"#,
                r#"{"quiet_limit":65535}"#,
                r#"{"red_players":0,"white_players":9}"#,
                r#"{"players":"two"}"#,
                r#"[3]"#,
                r#"null"#,
                r#"{"players":3,"cheat":true}"#,
            ];
            record.options = serde_json::from_str(options[m.below(options.len())]).unwrap();
        }
        7 => {
            let games = [
                "eile",
                "razboiniki",
                "suomi1918",
                "helsinki1918",
                "",
                "chess",
            ];
            record.game = games[m.below(games.len())].to_string();
        }
        8 if n > 0 => {
            let i = pick(m);
            record.actions[i] = "x".repeat(m.below(400));
        }
        9 => {
            for _ in 0..m.below(20) {
                record.actions.push(pool[m.below(pool.len())].clone());
            }
        }
        _ => {}
    }
    let mut text = record.to_json();
    if m.below(4) == 0 && !text.is_empty() {
        // Break the JSON itself: cut it or change a byte (kept on a char boundary).
        let at = m.below(text.len());
        if text.is_char_boundary(at) {
            if m.below(2) == 0 {
                text.truncate(at);
            } else {
                text.replace_range(at..at, "\"}\u{7}");
            }
        }
    }
    text
}

/// What the fuzz did to one game.
#[derive(Default)]
struct FuzzTally {
    cases: usize,
    refused: usize,
    replayed: usize,
}

/// Reads and replays `cases` mutated records of game `G`, as `replay` and `legal` do.
/// A panic fails the test; every refusal is a short message without control characters.
fn fuzz_records<G: Game>(options: &G::Options, cases: usize, plies: usize) -> FuzzTally {
    let mut bases = Vec::new();
    let mut pool = Vec::new();
    for seed in 0..8 {
        let (_, record) = random_playout::<G>(options, 1000 + seed, plies, |_| {});
        pool.extend(record.actions.iter().cloned());
        bases.push(record);
    }
    let mut m = Mix(0xf0220);
    let mut tally = FuzzTally::default();
    for case in 0..cases {
        let text = mutate(&bases[case % bases.len()], &pool, &mut m);
        let result = catch_unwind(AssertUnwindSafe(|| -> Result<usize, String> {
            let record = GameRecord::from_json(&text).map_err(|e| e.message)?;
            let game: G = record.replay().map_err(|e| e.to_string())?;
            let listed = game.legal_actions();
            for action in &listed {
                game.format_action(action);
            }
            let _ = game.outcome();
            Ok(listed.len())
        }));
        let Ok(result) = result else {
            panic!("{} case {case} panicked on the record:\n{text}", G::ID);
        };
        tally.cases += 1;
        match result {
            Ok(_) => tally.replayed += 1,
            Err(message) => {
                tally.refused += 1;
                assert!(
                    !message.chars().any(char::is_control),
                    "case {case}: control characters in {message:?}"
                );
                assert!(
                    message.len() < 600,
                    "case {case}: a message of {} bytes",
                    message.len()
                );
            }
        }
    }
    eprintln!(
        "fuzz: {} {} cases, {} refused with a message, {} replayed, 0 panics",
        G::ID,
        tally.cases,
        tally.refused,
        tally.replayed
    );
    tally
}

#[test]
fn fuzzed_records_never_panic() {
    let tallies = [
        fuzz_records::<Eile>(&EileOptions::default(), fuzz_cases(3000), 300),
        fuzz_records::<Razboiniki>(&RazOptions::default(), fuzz_cases(3000), 150),
        fuzz_records::<Suomi1918>(&SuomiOptions::default(), fuzz_cases(3000), 200),
        fuzz_records::<Helsinki1918>(&HelsinkiOptions::default(), fuzz_cases(2000), 120),
    ];
    for t in &tallies {
        assert!(
            t.refused > 0 && t.replayed > 0,
            "the mutations reach both ends"
        );
    }
}

// ----- perft vectors ----------------------------------------------------------------------

/// Leaf count of the game tree `depth` actions deep (chance outcomes count as actions).
fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    if depth == 0 || game.to_move() == ToMove::Over {
        return 1;
    }
    game.legal_actions()
        .iter()
        .map(|a| {
            let mut next = game.clone();
            next.apply(a).expect("a listed action applies");
            perft(&next, depth - 1)
        })
        .sum()
}

/// The position after `plies` random actions from seed `seed` with the default options.
fn perft_line(game: &str, seed: u64, plies: usize, depth: u32) -> String {
    fn count<G: Game>(seed: u64, plies: usize, depth: u32) -> u64 {
        let (g, _) = random_playout::<G>(&G::Options::default(), seed, plies, |_| {});
        perft(&g, depth)
    }
    let n = match game {
        "eile" => count::<Eile>(seed, plies, depth),
        "razboiniki" => count::<Razboiniki>(seed, plies, depth),
        "suomi1918" => count::<Suomi1918>(seed, plies, depth),
        "helsinki1918" => count::<Helsinki1918>(seed, plies, depth),
        other => panic!("unknown game {other}"),
    };
    format!("{game} {seed} {plies} {depth} {n}")
}

/// The fixed positions: (game, seed, plies, depth).
const PERFT_POSITIONS: [(&str, u64, usize, u32); 16] = [
    ("eile", 1, 0, 5),
    ("eile", 2, 40, 5),
    ("eile", 3, 150, 5),
    ("eile", 4, 300, 5),
    ("razboiniki", 1, 0, 3),
    ("razboiniki", 2, 10, 3),
    ("razboiniki", 3, 30, 3),
    ("razboiniki", 4, 60, 3),
    ("suomi1918", 1, 0, 4),
    ("suomi1918", 2, 20, 4),
    ("suomi1918", 3, 60, 4),
    ("suomi1918", 4, 150, 4),
    ("helsinki1918", 1, 0, 4),
    ("helsinki1918", 2, 8, 3),
    ("helsinki1918", 3, 40, 3),
    ("helsinki1918", 4, 100, 2),
];

/// Compares the counts with `tests/perft/vectors.txt`; `PELIKAAPPI_BLESS=1` rewrites it
/// (after a deliberate rules change, with the reason in the commit).
#[test]
fn legal_move_counts_match_the_reference_vectors() {
    // Read at run time from the package root (cargo test's working directory): a path fixed
    // at compile time would point into whichever clone built this binary first.
    let path = "tests/perft/vectors.txt";
    let mut now = String::from("# game seed plies depth leaves (see tests/robustness.rs)\n");
    for (game, seed, plies, depth) in PERFT_POSITIONS {
        writeln!(now, "{}", perft_line(game, seed, plies, depth)).unwrap();
    }
    if std::env::var("PELIKAAPPI_BLESS").is_ok() {
        std::fs::write(path, &now).unwrap();
    }
    let reference = std::fs::read_to_string(path).expect("the reference vectors exist");
    for (want, got) in reference.lines().zip(now.lines()).skip(1) {
        assert_eq!(got, want, "the legal moves changed at this position");
    }
    assert_eq!(reference.lines().count(), now.lines().count());
}
