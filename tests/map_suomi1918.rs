//! The rebuilt 1918 map: connected, every named place of the design note present, the setup
//! and starred places where the note puts them, and the thick network reaching every setup place.

use pelikaappi::rules::suomi1918::{CircleKind, LineKind, SuomiMap};

const NAMED: [&str; 31] = [
    "Helsinki",
    "Turku",
    "Tampere",
    "Viipuri",
    "Pietari",
    "Kronstadt",
    "Seinäjoki",
    "Jyväskylä",
    "Mikkeli",
    "Sortavala",
    "Tallinna",
    "Danzigin reitti",
    "Lahti",
    "Kouvola",
    "Riihimäki",
    "Hämeenlinna",
    "Karjaa",
    "Kotka",
    "Pieksämäki",
    "Haapamäki",
    "Kuopio",
    "Kirkkonummi",
    "Pahankoski",
    "Pori",
    "Vammala",
    "Varkaus",
    "Hanko",
    "Kymin silta",
    "Mäntyharju",
    "Vilppula",
    "Toijala",
];

const STARRED: [&str; 12] = [
    "Helsinki",
    "Kirkkonummi",
    "Pahankoski",
    "Pori",
    "Vammala",
    "Varkaus",
    "Hanko",
    "Kymin silta",
    "Mäntyharju",
    "Tampere",
    "Viipuri",
    "Vilppula",
];

#[test]
fn the_map_is_connected_and_the_size_the_note_asks_for() {
    // Design note: "on the order of 100–150 circles".
    let map = SuomiMap::standard();
    assert!(
        (100..=150).contains(&map.circles.len()),
        "{} circles",
        map.circles.len()
    );
    assert_eq!(map.reachable(0, false).len(), map.circles.len());
}

#[test]
fn every_named_place_of_the_design_note_is_on_the_map() {
    let map = SuomiMap::standard();
    for name in NAMED {
        assert!(map.named(name).is_some(), "{name} is missing");
    }
}

#[test]
fn exactly_the_twelve_verse_places_are_starred() {
    // Design note: six verses harmful to the Whites and six harmful to the Reds.
    let map = SuomiMap::standard();
    let starred: Vec<&str> = map
        .circles
        .iter()
        .filter(|c| c.star)
        .filter_map(|c| c.name.as_deref())
        .collect();
    assert_eq!(starred.len(), 12, "{starred:?}");
    for name in STARRED {
        assert!(starred.contains(&name), "{name} must be starred");
    }
}

#[test]
fn setup_places_are_where_the_note_puts_them() {
    // "Reds: 1 Helsinki, 2 Turku, 3 Tampere, 4 Viipuri, 5 Pietari, 6 Kronstadt. Whites:
    // 1 Seinäjoki, 2 Jyväskylä, 3 Mikkeli, 4 Sortavala, 5 Tallinna, 6 Danzig route circle."
    let map = SuomiMap::standard();
    let names = |setup: &[usize]| -> Vec<String> {
        setup
            .iter()
            .map(|&c| map.circles[c].name.clone().unwrap_or_default())
            .collect()
    };
    assert_eq!(
        names(&map.red_setup),
        [
            "Helsinki",
            "Turku",
            "Tampere",
            "Viipuri",
            "Pietari",
            "Kronstadt"
        ]
    );
    assert_eq!(
        names(&map.white_setup),
        [
            "Seinäjoki",
            "Jyväskylä",
            "Mikkeli",
            "Sortavala",
            "Tallinna",
            "Danzigin reitti"
        ]
    );
    assert_eq!(map.circles[map.white_setup[5]].kind, CircleKind::Sea);
}

#[test]
fn the_thick_network_reaches_every_setup_place() {
    // Artillery moves only on thick lines (railways and sea routes): every setup place lies on
    // one connected thick network, so artillery can start anywhere a tile starts.
    let map = SuomiMap::standard();
    let helsinki = map.named("Helsinki").unwrap();
    let thick = map.reachable(helsinki, true);
    for &c in map.red_setup.iter().chain(&map.white_setup) {
        assert!(
            thick.contains(&c),
            "{:?} is off the thick network",
            map.circles[c].name
        );
    }
}

#[test]
fn the_bridges_sit_on_their_railways() {
    // Design note: "Kymi bridge is the railway bridge over the Kymi river on the Lahti–Kouvola
    // line, one interval from Kouvola"; Pahankoski lies on the Pori railway.
    let map = SuomiMap::standard();
    let kymi = map.named("Kymin silta").unwrap();
    let kouvola = map.named("Kouvola").unwrap();
    assert_eq!(map.distance(kymi, kouvola), Some(1));
    assert!(
        map.neighbours[kymi]
            .iter()
            .all(|&(_, k)| k == LineKind::Rail)
    );
    let pahankoski = map.named("Pahankoski").unwrap();
    assert!(
        map.neighbours[pahankoski]
            .iter()
            .all(|&(_, k)| k == LineKind::Rail)
    );
    let (vammala, pori) = (map.named("Vammala").unwrap(), map.named("Pori").unwrap());
    assert_eq!(
        map.distance(vammala, pahankoski).unwrap() + map.distance(pahankoski, pori).unwrap(),
        map.distance(vammala, pori).unwrap(),
        "Pahankoski lies on the way from Vammala to Pori"
    );
}

#[test]
fn a_broken_map_file_is_an_error() {
    let err =
        SuomiMap::from_ron("(circles: [], links: [], red_setup: [], white_setup: [])").unwrap_err();
    assert!(err.message.contains("map.ron"), "{}", err.message);
    let text = pelikaappi::rules::suomi1918::STANDARD_MAP_RON.replacen(
        "(a: \"helsinki\"",
        "(a: \"nowhere\"",
        1,
    );
    assert!(
        SuomiMap::from_ron(&text)
            .unwrap_err()
            .message
            .contains("nowhere")
    );
}

/// The verses of Tampere, Kirkkonummi and Viipuri reach "within" some intervals of the place
/// (design note): the map's distances, worked out once, agree with a walk along the lines
/// from each circle, nearest first, are symmetric, and name no circle off the map.
#[test]
fn the_distances_are_the_walks_along_the_lines() {
    let map = SuomiMap::standard();
    let n = map.circles.len();
    for from in 0..n {
        let mut walked = vec![None; n];
        walked[from] = Some(0);
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(c) = queue.pop_front() {
            for &(next, _) in &map.neighbours[c] {
                if walked[next].is_none() {
                    walked[next] = walked[c].map(|d: usize| d + 1);
                    queue.push_back(next);
                }
            }
        }
        for (to, walk) in walked.iter().enumerate() {
            assert_eq!(map.distance(from, to), *walk, "{from} to {to}");
            assert_eq!(map.distance(from, to), map.distance(to, from));
        }
        assert_eq!(map.distance(from, n), None, "no circle {n}");
    }
}
