//! The verses of the starred places as data: all twelve, each on its starred place, each
//! shown (a `Verse` event) when a tile stops there, and a broken file refused.

use pelikaappi::i18n::Lang;
use pelikaappi::rules::{
    Game,
    suomi1918::{
        RED, STANDARD_VERSES_RON, Side, Suomi1918, SuomiAction, SuomiEvent, SuomiMap, SuomiOptions,
        SuomiVerses, Tile, WHITE,
    },
};

#[test]
fn every_starred_place_has_its_verse_with_a_translation() {
    // "Pelilaatan pysähtyessä kehän ympäröimään tai tähtimäiseen paikkaan on noudatettava niitä
    // määräyksiä, joita allaolevat erikoisrunot säätävät" — twelve verses, six against each side.
    let map = SuomiMap::standard();
    let verses = SuomiVerses::standard();
    assert_eq!(verses.verses.len(), 12);
    for (i, c) in map.circles.iter().enumerate() {
        if c.star {
            let v = verses.at(&map, i).expect("a verse for every star");
            assert!(v.finnish.lines().count() >= 4, "{}: four lines", v.place);
            // Translated in English, German and Russian, line for line; read in all four.
            for lang in [Lang::En, Lang::De, Lang::Ru] {
                let lines = v.translation(lang).lines().count();
                assert_eq!(lines, v.finnish.lines().count(), "{} in {lang:?}", v.place);
            }
            assert!(v.translation(Lang::Fi).is_empty(), "Finnish needs none");
            for lang in Lang::ALL {
                assert!(v.reading(lang).len() > 20, "{}: read in {lang:?}", v.place);
            }
        } else {
            assert!(verses.at(&map, i).is_none());
        }
    }
    let vilppula = verses
        .verses
        .iter()
        .find(|v| v.place == "Vilppula")
        .unwrap();
    assert!(vilppula.finnish.contains("ei sitä vihollinen voi ampua"));
}

#[test]
fn a_verse_file_with_a_missing_or_misplaced_verse_is_refused() {
    let map = SuomiMap::standard();
    let missing = STANDARD_VERSES_RON.replacen("place: \"Hanko\"", "place: \"Turku\"", 1);
    let err = SuomiVerses::from_ron(&missing, &map).unwrap_err();
    assert!(err.message.contains("Turku"), "{}", err.message);
    let nowhere = STANDARD_VERSES_RON.replacen("place: \"Hanko\"", "place: \"Oulu\"", 1);
    assert!(SuomiVerses::from_ron(&nowhere, &map).is_err());
    assert!(SuomiVerses::from_ron("(verses: [", &map).is_err());
}

fn stop_on(place: &str, side: Side, artillery: bool) -> Vec<SuomiEvent> {
    let blank = Suomi1918::new(&SuomiOptions::default()).unwrap();
    let map = blank.map();
    let target = map.named(place).unwrap();
    let (from, _) = map.neighbours[target]
        .iter()
        .copied()
        .find(|&(n, kind)| !map.circles[n].star && (!artillery || kind.is_thick()))
        .unwrap();
    let enemy_far = map
        .named(if side == RED { "Sortavala" } else { "Pietari" })
        .unwrap();
    let tiles = vec![
        Tile {
            side,
            number: 3,
            strength: 4,
            artillery,
            circle: from,
        },
        Tile {
            side: side.other(),
            number: 1,
            strength: 2,
            artillery: false,
            circle: enemy_far,
        },
    ];
    let mut game = Suomi1918::with_tiles(&SuomiOptions::default(), tiles, side).unwrap();
    game.apply(&SuomiAction::Roll(1)).unwrap();
    game.apply(&SuomiAction::Move {
        tile: 3,
        to: target,
    })
    .unwrap()
}

#[test]
fn the_helsinki_and_vilppula_verses_are_read_when_a_white_tile_stops_there() {
    // "Siksi tykkiväellä vain vallata sen voipi" — the Whites' guns take Helsinki; and
    // "Kun siis valkoinen on Vilppulassa, ei sitä vihollinen voi ampua."
    for place in ["Helsinki", "Vilppula"] {
        let events = stop_on(place, WHITE, true);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, SuomiEvent::Verse { side, .. } if *side == WHITE)),
            "{place}: {events:?}"
        );
    }
    // A Red tile stopping on a plain town reads no verse.
    let events = stop_on("Lahti", RED, false);
    assert!(!events.iter().any(|e| matches!(e, SuomiEvent::Verse { .. })));
}
