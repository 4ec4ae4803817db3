//! Rules tests for the 1918 map game: each test quotes the Finnish rules of 1918 it checks.

use pelikaappi::rules::{
    Game, Seat, ToMove,
    suomi1918::{Phase, RED, Side, Suomi1918, SuomiAction, SuomiEvent, SuomiOptions, Tile, WHITE},
};

fn at(game: &Suomi1918, name: &str) -> usize {
    game.map()
        .named(name)
        .unwrap_or_else(|| panic!("{name} on the map"))
}

fn tile(side: Side, number: u8, strength: u8, artillery: bool, circle: usize) -> Tile {
    Tile {
        side,
        number,
        strength,
        artillery,
        circle,
    }
}

/// A position with these tiles; `side` rolls next.
fn position(tiles: Vec<(Side, u8, u8, bool, &str)>, side: Side) -> Suomi1918 {
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let tiles = tiles
        .into_iter()
        .map(|(s, n, st, art, place)| tile(s, n, st, art, at(&blank, place)))
        .collect();
    Suomi1918::with_tiles(&SuomiOptions::default(), tiles, side).unwrap()
}

/// A circle one interval from `place` that is not a starred place.
fn beside(game: &Suomi1918, place: &str) -> usize {
    let p = at(game, place);
    game.map().neighbours[p]
        .iter()
        .map(|&(n, _)| n)
        .find(|&n| !game.map().circles[n].star)
        .unwrap()
}

fn roll(game: &mut Suomi1918, face: u8) -> Vec<SuomiEvent> {
    game.apply(&SuomiAction::Roll(face)).unwrap()
}

/// The listed shots of tile `number` at the enemy's `target`, the shortest approach first.
fn shots_at(game: &Suomi1918, number: u8, target_number: u8) -> Vec<SuomiAction> {
    game.legal_actions()
        .into_iter()
        .filter(|a| {
            matches!(a, SuomiAction::Shoot { tile, target, .. }
                if *tile == number && *target == target_number)
        })
        .collect()
}

/// Fires tile `number` at `target` by its shortest approach (the most men lost).
fn shoot(game: &mut Suomi1918, number: u8, target: u8) -> Vec<SuomiEvent> {
    let shot = shots_at(game, number, target)
        .into_iter()
        .next()
        .expect("the shot is listed");
    game.apply(&shot).unwrap()
}

#[test]
fn setup_places_and_alternate_rolls_then_the_reds_begin() {
    // "Kumpikin puolue asettaa ensin pelilaattansa seuraaviin paikkoihin ... Sitten heittää kumpikin
    // vuorotellen kuusi kertaa arpanopalla. Joka heitto määrää järjestyksessä ... kunkin laatan
    // miesluvun" and "Punaiset alkavat aina pelin."
    let mut game = Suomi1918::new(&SuomiOptions::default()).unwrap();
    assert_eq!(game.tile(RED, 1).unwrap().circle, at(&game, "Helsinki"));
    assert_eq!(
        game.tile(WHITE, 6).unwrap().circle,
        at(&game, "Danzigin reitti")
    );
    for k in 0..12u8 {
        let events = roll(&mut game, k % 6 + 1);
        let side = Side::of_turn(k);
        assert_eq!(
            events[0],
            SuomiEvent::Strength {
                side,
                tile: k / 2 + 1,
                strength: k % 6 + 1
            }
        );
    }
    assert_eq!(game.phase(), Phase::AwaitRoll);
    assert_eq!(game.side_to_move(), RED);
}

#[test]
fn artillery_count_is_an_option() {
    // "joista keskeltä mustat laatat merkitsevät tykkiväkeä" (how many is not said: 2 or 4).
    for (count, first) in [(4u8, 3u8), (2, 5)] {
        let game = Suomi1918::new(&SuomiOptions {
            artillery: count,
            ..Default::default()
        })
        .unwrap();
        let artillery: Vec<u8> = game
            .tiles()
            .iter()
            .filter(|t| t.side == RED && t.artillery)
            .map(|t| t.number)
            .collect();
        assert_eq!(artillery, (first..=6).collect::<Vec<_>>());
    }
    assert!(
        Suomi1918::new(&SuomiOptions {
            artillery: 3,
            ..Default::default()
        })
        .is_err()
    );
}

#[test]
fn a_tile_moves_exactly_the_roll_without_revisiting_or_passing_tiles() {
    // "siirretään ... niin monta ... siirtoympyräin väliä (mihin suuntaan tahansa) kuin arpanopan
    // silmäluku osottaa ... ettei saman siirron aikana saa tulla sellaiseen paikkaan ... jossa jo on
    // sillä siirrolla käynyt. Myöskään ei saa koskaan siirtyä oman tai vihollisen pelilaatan yli."
    let mut game = position(
        vec![
            (RED, 1, 3, false, "Lahti"),
            (WHITE, 1, 3, false, "Seinäjoki"),
        ],
        RED,
    );
    roll(&mut game, 2);
    let lahti = at(&game, "Lahti");
    for action in game.legal_actions() {
        let SuomiAction::Move { to, .. } = action else {
            continue;
        };
        assert!(
            game.map()
                .distance(lahti, to)
                .is_some_and(|d| (1..=2).contains(&d)),
            "two intervals at most"
        );
        assert_ne!(to, lahti, "a move never ends where it began (no revisits)");
    }
    // A tile in the way blocks the only road through it.
    let mut game = position(
        vec![
            (RED, 1, 3, false, "Kouvola"),
            (RED, 2, 3, false, "Kymin silta"),
            (WHITE, 1, 3, false, "Seinäjoki"),
        ],
        RED,
    );
    roll(&mut game, 1);
    assert!(!game.legal_actions().contains(&SuomiAction::Move {
        tile: 1,
        to: at(&game, "Kymin silta")
    }));
}

#[test]
fn artillery_moves_only_on_thick_lines() {
    // "Tykistö, tykkiväki, saa kulkea ja ampua vain paksumpia viivoja, rautateitä ja meriteitä pitkin".
    let mut game = position(
        vec![
            (RED, 3, 3, true, "Loviisa"),
            (WHITE, 1, 3, false, "Seinäjoki"),
        ],
        RED,
    );
    // Loviisa lies only on the coast road (Porvoo has had its railway since 1874).
    let events = roll(&mut game, 1);
    assert!(events.contains(&SuomiEvent::Passed { side: RED }));
}

#[test]
fn the_lahti_example_shoots_five_thousand() {
    // "Jos hän on esim. kaksi väliä Lahdesta, missä vihollinen on, ja heittää kuusi silmää, silloin
    // hän siirtyy Lahden vierei seen ympyrään ja kaataa viisi (viisi tuhatta) vihollista".
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let lahti = at(&blank, "Lahti");
    let two_away = (0..blank.map().circles.len())
        .find(|&c| blank.map().distance(c, lahti) == Some(2) && !blank.map().circles[c].star)
        .unwrap();
    let tiles = vec![
        tile(RED, 1, 3, false, two_away),
        tile(WHITE, 2, 6, false, lahti),
        tile(WHITE, 1, 2, false, at(&blank, "Seinäjoki")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 6);
    let events = shoot(&mut game, 1, 2);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SuomiEvent::Shot { loss: 5, .. })),
        "{events:?}"
    );
    assert_eq!(game.tile(WHITE, 2).unwrap().strength, 1);
    assert_eq!(
        game.map()
            .distance(game.tile(RED, 1).unwrap().circle, lahti),
        Some(1),
        "the shooter stops beside Lahti"
    );
}

#[test]
fn artillery_shoots_one_pip_more_and_a_tile_at_zero_is_removed() {
    // "saa ampua yhtä silmää enemmällä kuin noppa näyttää" and "jos vihollisen laatta on vähemmän tai
    // juuri sen silmäluvun arvoinen, poistetaan se pelistä".
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let lahti = at(&blank, "Lahti");
    let next = blank.map().neighbours[lahti]
        .iter()
        .find(|&&(_, k)| k.is_thick())
        .unwrap()
        .0;
    let tiles = vec![
        tile(RED, 3, 3, true, next),
        tile(WHITE, 2, 2, false, lahti),
        tile(WHITE, 1, 2, false, at(&blank, "Seinäjoki")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 1);
    let events = shoot(&mut game, 3, 2);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SuomiEvent::Shot { loss: 2, .. }))
    );
    assert!(events.contains(&SuomiEvent::Removed {
        side: WHITE,
        tile: 2
    }));
    assert!(game.tile(WHITE, 2).is_none());
}

#[test]
fn a_side_with_no_tiles_left_loses() {
    // "Pelin tarkotuksena on voittaa vihollinen, niin ettei hänellä ole enää yhtään miestä eikä siis
    // myöskään pelilaattaa jäljellä."
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let lahti = at(&blank, "Lahti");
    let next = blank.map().neighbours[lahti][0].0;
    let tiles = vec![
        tile(RED, 1, 3, false, next),
        tile(WHITE, 2, 1, false, lahti),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 3);
    shoot(&mut game, 1, 2);
    assert_eq!(game.to_move(), ToMove::Over);
    assert_eq!(game.outcome().unwrap().winners(), vec![Seat(0)]);
}

fn step_onto(
    side: Side,
    strength: u8,
    place: &str,
    others: Vec<(Side, u8, u8, bool, &str)>,
) -> (Suomi1918, Vec<SuomiEvent>) {
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let from = beside(&blank, place);
    let mut tiles = vec![tile(side, 1, strength, false, from)];
    tiles.extend(
        others
            .into_iter()
            .map(|(s, n, st, art, p)| tile(s, n, st, art, at(&blank, p))),
    );
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, side).unwrap();
    roll(&mut game, 1);
    let to = at(&game, place);
    let events = game.apply(&SuomiAction::Move { tile: 1, to }).unwrap();
    (game, events)
}

#[test]
fn verses_that_harm_the_whites() {
    // "3. PAHANKOSKEN SILTA: ... valkoinen jos tähän käy, ei taito, voima auta."
    let (game, _) = step_onto(
        WHITE,
        5,
        "Pahankoski",
        vec![
            (RED, 2, 2, false, "Turku"),
            (WHITE, 2, 2, false, "Seinäjoki"),
        ],
    );
    assert!(game.tile(WHITE, 1).is_none());
    // "4. PORI: Seis, seis, joukko valkoinen ... Pahankosken sillalle ... silta ilmaan räjähtää"
    let (game, _) = step_onto(
        WHITE,
        5,
        "Pori",
        vec![
            (RED, 2, 2, false, "Turku"),
            (WHITE, 2, 2, false, "Seinäjoki"),
        ],
    );
    assert!(game.tile(WHITE, 1).is_none());
    // "5. VAMMALA: ... täällä sama kohtalo kuin Poriss' sua uhkaa."
    let (game, _) = step_onto(
        WHITE,
        5,
        "Vammala",
        vec![
            (RED, 2, 2, false, "Turku"),
            (WHITE, 2, 2, false, "Seinäjoki"),
        ],
    );
    assert!(game.tile(WHITE, 1).is_none());
    // "6. VARKAUS: ... Punajoukko jokainen, mi tänne ponnistaapi, täällä kuuteen tuhanteen mieslukunsa se saapi"
    let (game, _) = step_onto(RED, 2, "Varkaus", vec![(WHITE, 2, 2, false, "Seinäjoki")]);
    assert_eq!(game.tile(RED, 1).unwrap().strength, 6);
    // "2. KIRKKONUMMI: ... (päässä kahden siirtovälin taikka lähempänä joka valkojoukko kaatuu)"
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let near = (0..blank.map().circles.len())
        .find(|&c| {
            blank.map().distance(c, at(&blank, "Kirkkonummi")) == Some(2)
                && blank.map().circles[c].name.is_none()
        })
        .unwrap();
    let from = beside(&blank, "Kirkkonummi");
    let tiles = vec![
        tile(RED, 1, 3, false, from),
        tile(WHITE, 1, 6, false, near),
        tile(WHITE, 2, 6, false, at(&blank, "Seinäjoki")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 1);
    game.apply(&SuomiAction::Move {
        tile: 1,
        to: at(&game, "Kirkkonummi"),
    })
    .unwrap();
    assert!(
        game.tile(WHITE, 1).is_none(),
        "two intervals away: surrenders"
    );
    assert!(game.tile(WHITE, 2).is_some(), "Seinäjoki is far away");
}

#[test]
fn verses_that_harm_the_reds() {
    // "2. KYMIN SILTA: ... jos nyt punajoukko tähän paikkaan saapi, räjähdyksin valkoiset sen oitis tuhoaapi."
    let (game, _) = step_onto(
        RED,
        6,
        "Kymin silta",
        vec![
            (RED, 2, 2, false, "Turku"),
            (WHITE, 2, 2, false, "Seinäjoki"),
        ],
    );
    assert!(game.tile(RED, 1).is_none());
    // "5. VIIPURI: ... Miestä kuusituhatta saa täyteen valkokaarti, laatta kukin, kaupungin mi vallotti"
    let (game, _) = step_onto(WHITE, 1, "Viipuri", vec![(RED, 2, 2, false, "Turku")]);
    assert_eq!(game.tile(WHITE, 1).unwrap().strength, 6);
    // "1. HANKO: ... (noppaa tässä heittää saa he heti kerran toisen)."
    let (game, events) = step_onto(WHITE, 3, "Hanko", vec![(RED, 2, 2, false, "Turku")]);
    assert!(events.contains(&SuomiEvent::RollAgain { side: WHITE }));
    assert_eq!(game.side_to_move(), WHITE);
    // "4. TAMPERE: ... (päässä kolmen siirtovälin taikka lähempänä joka punajoukko kaatuu)"
    let (game, _) = step_onto(
        WHITE,
        3,
        "Tampere",
        vec![(RED, 2, 2, false, "Nokia"), (RED, 3, 2, true, "Helsinki")],
    );
    assert!(
        game.tile(RED, 2).is_none(),
        "Nokia is within three intervals"
    );
    assert!(game.tile(RED, 3).is_some(), "Helsinki is far");
}

#[test]
fn vilppula_and_helsinki_and_mantyharju_hold() {
    // "6. VILPPULA: Yli Vilppulan ei pääse punakaartin mahti ... (Kun siis valkoinen on Vilppulassa,
    // ei sitä vihollinen voi ampua)."
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let from = beside(&blank, "Vilppula");
    let vilppula = at(&blank, "Vilppula");
    let tiles = vec![
        tile(RED, 1, 3, false, from),
        tile(WHITE, 1, 3, false, vilppula),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 3);
    assert!(shots_at(&game, 1, 1).is_empty());
    // "1. HELSINKI: Helsinki on paha paikka valkoisien saada ... Siksi tykkiväellä vain vallata sen voipi"
    let (game, _) = {
        let from = beside(&blank, "Helsinki");
        let tiles = vec![
            tile(WHITE, 1, 3, false, from),
            tile(RED, 2, 2, false, at(&blank, "Turku")),
        ];
        let mut g = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, WHITE).unwrap();
        roll(&mut g, 1);
        (g, ())
    };
    assert!(!game.legal_actions().contains(&SuomiAction::Move {
        tile: 1,
        to: at(&game, "Helsinki")
    }));
    // "3. MÄNTYHARJU: Punainen jos lienet, seis ... kuusi silmää siinä heität, eelleen tästä kulet."
    let tiles = vec![
        tile(RED, 1, 3, false, at(&blank, "Mäntyharju")),
        tile(WHITE, 1, 3, false, at(&blank, "Seinäjoki")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    let events = roll(&mut game, 5);
    assert!(events.contains(&SuomiEvent::Passed { side: RED }));
}

#[test]
fn notation_round_trips() {
    let mut game = Suomi1918::new(&SuomiOptions::default()).unwrap();
    for _ in 0..12 {
        roll(&mut game, 4);
    }
    roll(&mut game, 3);
    for action in game.legal_actions() {
        let text = game.format_action(&action);
        assert_eq!(game.parse_action(&text).unwrap(), action, "{text}");
    }
}

#[test]
fn the_turn_limit_goes_to_the_side_that_lost_fewer_men() {
    // Ours: the printed rules have no limit ("Pelin tarkotuksena on voittaa vihollinen, niin
    // ettei hänellä ole enää yhtään miestä"); after the turn limit the side that lost fewer
    // men wins, so the setup dice alone do not decide.
    let options = SuomiOptions {
        turn_limit: 1,
        ..Default::default()
    };
    let blank = Suomi1918::new(&options).unwrap();
    let quiet = |game: &mut Suomi1918| {
        for _ in 0..2 {
            roll(game, 1);
            if let Some(action) = game
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, SuomiAction::Move { .. }))
            {
                game.apply(&action).unwrap();
            }
        }
    };
    // Five thousand against two, and nobody lost a man: a draw, not a win on the dice.
    let tiles = vec![
        tile(RED, 1, 5, false, at(&blank, "Helsinki")),
        tile(WHITE, 1, 2, false, at(&blank, "Seinäjoki")),
    ];
    let mut game = Suomi1918::with_tiles(&options, tiles, RED).unwrap();
    quiet(&mut game);
    assert_eq!(game.to_move(), ToMove::Over);
    assert_eq!(
        game.outcome().unwrap().winners().len(),
        2,
        "equal losses draw"
    );
    // The Whites shoot two thousand off the Red tile: fewer men, but fewer lost.
    let lahti = at(&blank, "Lahti");
    let next = blank.map().neighbours[lahti][0].0;
    let tiles = vec![
        tile(RED, 1, 5, false, lahti),
        tile(WHITE, 1, 2, false, next),
    ];
    let mut game = Suomi1918::with_tiles(&options, tiles, WHITE).unwrap();
    roll(&mut game, 2);
    shoot(&mut game, 1, 1);
    assert_eq!(game.tile(RED, 1).unwrap().strength, 3);
    assert_eq!(game.men_lost(), [2, 0]);
    assert_eq!(
        game.to_move(),
        ToMove::Over,
        "the Whites' first turn was the last"
    );
    assert_eq!(
        game.outcome().unwrap().winners(),
        vec![Seat(1)],
        "three thousand against two, but the Reds lost two and the Whites none"
    );
}

/// Moves tile `number` of the side to move exactly `face` onto `place`.
fn march(game: &mut Suomi1918, face: u8, number: u8, place: &str) -> Vec<SuomiEvent> {
    roll(game, face);
    let to = at(game, place);
    game.apply(&SuomiAction::Move { tile: number, to }).unwrap()
}

/// Passes the other side's turn with a roll its only tile cannot use (it stands far away).
fn other_side_moves_away(game: &mut Suomi1918) {
    let face = 1;
    roll(game, face);
    if let Some(a) = game.legal_actions().into_iter().next()
        && game.to_move() != ToMove::Chance
    {
        game.apply(&a).unwrap();
    }
}

#[test]
fn viipuri_fills_every_white_tile_at_or_beside_the_town_once() {
    // "5. VIIPURI: Viipuriin kun karjalaisten päätyy voiton retki ... Miestä kuusituhatta saa
    // täyteen valkokaarti, laatta kukin, kaupungin mi vallotti ja saarti." One victory march:
    // each tile that took and encircled the town is filled, once a game.
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let viipuri = at(&blank, "Viipuri");
    let mut beside_viipuri = blank.map().neighbours[viipuri]
        .iter()
        .map(|&(n, _)| n)
        .filter(|&n| !blank.map().circles[n].star);
    let (from, encircler) = (
        beside_viipuri.next().unwrap(),
        beside_viipuri.next().unwrap(),
    );
    let two_away = (0..blank.map().circles.len())
        .find(|&c| blank.map().distance(c, viipuri) == Some(2) && !blank.map().circles[c].star)
        .unwrap();
    let tiles = vec![
        tile(WHITE, 1, 1, false, from),
        tile(WHITE, 2, 2, false, encircler),
        tile(WHITE, 3, 3, false, two_away),
        tile(RED, 1, 2, false, at(&blank, "Turku")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, WHITE).unwrap();
    march(&mut game, 1, 1, "Viipuri");
    assert_eq!(game.tile(WHITE, 1).unwrap().strength, 6, "took the town");
    assert_eq!(game.tile(WHITE, 2).unwrap().strength, 6, "encircled it");
    assert_eq!(
        game.tile(WHITE, 3).unwrap().strength,
        3,
        "two intervals away"
    );
    assert!(game.spent_verses().viipuri);
    // No refills: stepping off and back on reads no verse.
    other_side_moves_away(&mut game);
    roll(&mut game, 1);
    game.apply(&SuomiAction::Move { tile: 1, to: from })
        .unwrap();
    other_side_moves_away(&mut game);
    let events = march(&mut game, 1, 1, "Viipuri");
    assert!(
        !events.iter().any(|e| matches!(e, SuomiEvent::Verse { .. })),
        "{events:?}"
    );
}

#[test]
fn once_verses_fire_once() {
    // "1. HANKO: Heti koska valkojoukko täyttää Hangon rantaa ... (noppaa tässä heittää saa he
    // heti kerran toisen)": the landing happened once. "6. VARKAUS: ... apua se vuottaa": the
    // relief came once.
    let (mut game, events) = step_onto(WHITE, 3, "Hanko", vec![(RED, 2, 2, false, "Turku")]);
    assert!(events.contains(&SuomiEvent::RollAgain { side: WHITE }));
    assert!(game.spent_verses().hanko);
    // The same tile steps off and back on Hanko: no second roll.
    let off = beside(&game, "Hanko");
    roll(&mut game, 1);
    game.apply(&SuomiAction::Move { tile: 1, to: off }).unwrap();
    other_side_moves_away(&mut game);
    let events = march(&mut game, 1, 1, "Hanko");
    assert!(
        !events.contains(&SuomiEvent::RollAgain { side: WHITE }),
        "{events:?}"
    );
    assert_eq!(game.side_to_move(), RED);
    let (mut game, _) = step_onto(RED, 2, "Varkaus", vec![(WHITE, 2, 2, false, "Seinäjoki")]);
    assert_eq!(game.tile(RED, 1).unwrap().strength, 6);
    assert!(game.spent_verses().varkaus);
    // A weakened tile coming back gets nothing.
    let off = beside(&game, "Varkaus");
    other_side_moves_away(&mut game);
    roll(&mut game, 1);
    game.apply(&SuomiAction::Move { tile: 1, to: off }).unwrap();
    other_side_moves_away(&mut game);
    let events = march(&mut game, 1, 1, "Varkaus");
    assert!(
        !events.iter().any(|e| matches!(e, SuomiEvent::Verse { .. })),
        "{events:?}"
    );
}

#[test]
fn a_verse_fires_only_where_a_tile_stops_after_a_real_move() {
    // "Pelilaatan pysähtyessä kehän ympäröimään tai tähtimäiseen paikkaan on noudatettava niitä
    // määräyksiä, joita allaolevat erikoisrunot säätävät": a tile that fires from where it
    // stands does not stop anew.
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let hanko = at(&blank, "Hanko");
    let next = blank.map().neighbours[hanko][0].0;
    let tiles = vec![
        tile(WHITE, 1, 3, false, hanko),
        tile(RED, 2, 6, false, next),
        tile(RED, 3, 6, false, at(&blank, "Helsinki")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, WHITE).unwrap();
    roll(&mut game, 2);
    let in_place = SuomiAction::Shoot {
        tile: 1,
        target: 2,
        from: hanko,
    };
    assert!(game.legal_actions().contains(&in_place));
    let events = game.apply(&in_place).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SuomiEvent::Shot { loss: 2, .. })),
        "{events:?}"
    );
    assert!(!events.contains(&SuomiEvent::RollAgain { side: WHITE }));
    assert!(!game.spent_verses().hanko);
}

#[test]
fn the_shooter_chooses_where_it_stops() {
    // "... lähinnä vihollisen viereiseen ympyrään päästyään, johon hänen silloin täytyy mennä ja
    // pysähtyä": any circle next to the enemy that the roll reaches; the nearer, the more men fall.
    // The first place on the map where a Red tile can reach two circles next to a White
    // tile with a 6.
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let plain: Vec<usize> = (0..blank.map().circles.len())
        .filter(|&c| !blank.map().circles[c].star)
        .collect();
    let far = at(&blank, "Seinäjoki");
    let (mut game, target_circle) = plain
        .iter()
        .flat_map(|&s| plain.iter().map(move |&t| (s, t)))
        .filter(|&(s, t)| s != t && t != far && s != far)
        .find_map(|(s, t)| {
            let tiles = vec![
                tile(RED, 1, 3, false, s),
                tile(WHITE, 2, 6, false, t),
                tile(WHITE, 1, 2, false, far),
            ];
            let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
            roll(&mut game, 6);
            (shots_at(&game, 1, 2).len() >= 2).then_some((game, t))
        })
        .expect("a place with two ways to fire");
    let shots = shots_at(&game, 1, 2);
    let stops: Vec<usize> = shots
        .iter()
        .map(|a| match a {
            SuomiAction::Shoot { from, .. } => *from,
            _ => unreachable!(),
        })
        .collect();
    let mut distinct = stops.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), stops.len(), "one shot per stop: {stops:?}");
    for &from in &stops {
        assert_eq!(game.map().distance(from, target_circle), Some(1));
    }
    // Each stop has its own loss: roll − (intervals to the target − 1), and the tile stops
    // where the player chose.
    let mut losses = Vec::new();
    for shot in &shots {
        let SuomiAction::Shoot { from, .. } = *shot else {
            unreachable!()
        };
        let mut copy = game.clone();
        let events = copy.apply(shot).unwrap();
        let (walked, loss) = events
            .iter()
            .find_map(|e| match e {
                SuomiEvent::Shot { path, loss, .. } => Some((path.len() as u8 - 1, *loss)),
                _ => None,
            })
            .unwrap();
        assert_eq!(loss, 6 - walked, "{events:?}");
        assert_eq!(copy.tile(RED, 1).unwrap().circle, from);
        losses.push(loss);
    }
    assert!(
        losses.windows(2).all(|w| w[0] >= w[1]),
        "nearest first: {losses:?}"
    );
    game.apply(shots.last().unwrap()).unwrap();
}

#[test]
fn mantyharju_holds_a_red_tile_until_the_guns_reach_kouvola_and_a_six() {
    // "3. MÄNTYHARJU: Punainen jos lienet, seis ... vasta konsa Kouvolahan tykkiväin tulet,
    // kuusi silmää siinä heität, eelleen tästä kulet."
    let without_guns = position(
        vec![
            (RED, 1, 3, false, "Mäntyharju"),
            (WHITE, 1, 3, false, "Seinäjoki"),
        ],
        RED,
    );
    let mut game = without_guns.clone();
    let events = roll(&mut game, 6);
    assert!(
        events.contains(&SuomiEvent::Passed { side: RED }),
        "a 6 without guns at Kouvola: {events:?}"
    );
    let with_guns = position(
        vec![
            (RED, 1, 3, false, "Mäntyharju"),
            (RED, 3, 3, true, "Kouvola"),
            (WHITE, 1, 3, false, "Seinäjoki"),
        ],
        RED,
    );
    let mut game = with_guns.clone();
    roll(&mut game, 6);
    assert!(
        game.legal_actions()
            .iter()
            .any(|a| matches!(a, SuomiAction::Move { tile: 1, .. })),
        "a 6 with the guns at Kouvola"
    );
    let mut game = with_guns;
    roll(&mut game, 5);
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, SuomiAction::Move { tile: 1, .. })),
        "a 5 holds the tile even with the guns at Kouvola"
    );
}

#[test]
fn moves_never_pass_over_a_tile_and_the_reds_never_pass_vilppula() {
    // "Myöskään ei saa koskaan siirtyä oman tai vihollisen pelilaatan yli." and "6. VILPPULA:
    // Yli Vilppulan ei pääse punakaartin mahti".
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let vilppula = at(&blank, "Vilppula");
    let from = beside(&blank, "Vilppula");
    let tiles = vec![
        tile(RED, 1, 3, false, from),
        tile(WHITE, 1, 3, false, at(&blank, "Sortavala")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 2);
    let mut moves = 0;
    for a in game.legal_actions() {
        let events = game.clone().apply(&a).unwrap();
        for e in events {
            if let SuomiEvent::Moved { path, .. } = e {
                assert!(
                    !path.contains(&vilppula),
                    "a Red tile went past Vilppula: {path:?}"
                );
                moves += 1;
            }
        }
    }
    assert!(moves > 0, "the tile has other ways");
    // Blocking: a, b, c in a row where c is two intervals from a only through b; a tile on b
    // blocks both the move a → c and a shot from a at a tile on c.
    let map = blank.map();
    let plain = |c: usize| !map.circles[c].star;
    let (a, b, c) = (0..map.circles.len())
        .filter(|&a| plain(a))
        .find_map(|a| {
            map.neighbours[a].iter().find_map(|&(b, _)| {
                map.neighbours[b].iter().find_map(|&(c, _)| {
                    let common = map.neighbours[a]
                        .iter()
                        .filter(|&&(x, _)| map.neighbours[x].iter().any(|&(y, _)| y == c))
                        .count();
                    (c != a && plain(b) && plain(c) && map.distance(a, c) == Some(2) && common == 1)
                        .then_some((a, b, c))
                })
            })
        })
        .expect("a row of three circles");
    let tiles = vec![
        tile(RED, 1, 3, false, a),
        tile(RED, 2, 3, false, b),
        tile(WHITE, 1, 3, false, at(&blank, "Sortavala")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles.clone(), RED).unwrap();
    roll(&mut game, 2);
    assert!(
        !game
            .legal_actions()
            .contains(&SuomiAction::Move { tile: 1, to: c })
    );
    let mut tiles = tiles;
    tiles[2].circle = c;
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED).unwrap();
    roll(&mut game, 2);
    assert!(shots_at(&game, 1, 1).is_empty(), "no shot over an own tile");
}

#[test]
fn a_verse_fires_where_a_shot_stops_and_white_guns_may_take_helsinki() {
    // "Pelilaatan pysähtyessä kehän ympäröimään tai tähtimäiseen paikkaan ..." — a shooter
    // "täytyy mennä ja pysähtyä" next to the enemy: where it stops, the verse applies.
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let hanko = at(&blank, "Hanko");
    let around: Vec<usize> = blank.map().neighbours[hanko]
        .iter()
        .map(|&(n, _)| n)
        .filter(|&n| !blank.map().circles[n].star)
        .collect();
    let (white_from, red_at) = (around[0], around[1]);
    let tiles = vec![
        tile(WHITE, 1, 3, false, white_from),
        tile(RED, 2, 6, false, red_at),
        tile(RED, 3, 6, false, at(&blank, "Pietari")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, WHITE).unwrap();
    roll(&mut game, 2);
    let via_hanko = shots_at(&game, 1, 2)
        .into_iter()
        .find(|a| matches!(a, SuomiAction::Shoot { from, .. } if *from == hanko))
        .expect("a shot that stops at Hanko");
    let events = game.apply(&via_hanko).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SuomiEvent::Verse { circle, .. } if *circle == hanko)),
        "{events:?}"
    );
    assert!(events.contains(&SuomiEvent::RollAgain { side: WHITE }));
    // "1. HELSINKI: ... Siksi tykkiväellä vain vallata sen voipi": White artillery may enter.
    let from = blank.map().neighbours[at(&blank, "Helsinki")]
        .iter()
        .find(|&&(n, kind)| kind.is_thick() && !blank.map().circles[n].star)
        .unwrap()
        .0;
    let tiles = vec![
        tile(WHITE, 3, 3, true, from),
        tile(RED, 2, 2, false, at(&blank, "Turku")),
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, WHITE).unwrap();
    roll(&mut game, 1);
    assert!(game.legal_actions().contains(&SuomiAction::Move {
        tile: 3,
        to: at(&game, "Helsinki")
    }));
}

#[test]
fn the_turn_limit_is_bounded() {
    // Ours (docs/rules/suomi1918.md, "Turn limit"): the limit is 1 to 500 turns a side, so a
    // game's length stays bounded; a room asking for more is refused, not played for ever.
    for (limit, ok) in [
        (0, false),
        (1, true),
        (500, true),
        (501, false),
        (u32::MAX, false),
    ] {
        let options = SuomiOptions {
            turn_limit: limit,
            ..Default::default()
        };
        let made = Suomi1918::new(&options);
        assert_eq!(made.is_ok(), ok, "turn limit {limit}");
        if let Err(e) = made {
            assert!(e.message.contains("1 to 500"), "{}", e.message);
        }
    }
}

/// "Sitten heittää kumpikin vuorotellen kuusi kertaa arpanopalla. Joka heitto määrää
/// järjestyksessä ... jokaiselle puolueen laatoista kunkin laatan miesluvun": six tiles a
/// side, numbered 1 to 6 in the list's order. The rules find a side's tile by its number, so
/// a test position with another number, or a number twice on one side, is refused as a
/// value and not played wrongly.
#[test]
fn a_position_numbers_each_sides_tiles_once_from_1_to_6() {
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let (a, b) = (at(&blank, "Tampere"), at(&blank, "Lahti"));
    for tiles in [
        vec![tile(RED, 7, 3, false, a), tile(WHITE, 1, 3, false, b)],
        vec![tile(RED, 0, 3, false, a), tile(WHITE, 1, 3, false, b)],
        vec![tile(RED, 2, 3, false, a), tile(RED, 2, 3, false, b)],
    ] {
        let refused = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, RED);
        assert!(refused.is_err(), "numbers outside 1-6 or twice are refused");
    }
    // One number on each side is two tiles.
    let both = vec![tile(RED, 2, 3, false, a), tile(WHITE, 2, 3, false, b)];
    assert!(Suomi1918::with_tiles(&SuomiOptions::default(), both, RED).is_ok());
}
