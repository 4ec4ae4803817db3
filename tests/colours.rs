//! Nothing told by colour alone (issue 58): every set of colour-coded meanings of the four
//! games, run through simulated protanopia, deuteranopia and tritanopia (Machado 2009 at full
//! strength, CIELAB ΔE76), keeps its meanings apart or has second signs that tell them.
//!
//! The issue's rule: "every colour that carries a meaning — sides, command states, lit
//! targets, attacks, picks, dice, the tracks — gets a second sign (a pattern, an outline, a
//! letter or an icon) or a palette whose colours stay apart; a colour-blind palette in
//! Settings; a test that runs every such set of colours through simulated protanopia,
//! deuteranopia and tritanopia and holds a least distance between any two meanings (ΔE76 ≥
//! 40) unless the second sign is there."

use std::collections::BTreeSet;

use pelikaappi::colours::{
    LEAST_DISTANCE, NORMAL_NEEDS_PALETTE, Pair, Palette, helsinki1918, meaning_sets, pairs,
    too_close, vision::Vision,
};

fn key(p: &Pair) -> (&'static str, &'static str, &'static str, &'static str) {
    (p.game, p.set, p.a, p.b)
}

fn report(palette: Palette) {
    let mut all = pairs(palette);
    all.sort_by(|x, y| x.delta_e.total_cmp(&y.delta_e));
    eprintln!(
        "{} palette, the pairs under {LEAST_DISTANCE}:",
        palette.name()
    );
    let line = |p: &Pair| {
        format!(
            "{:5.1} {:12} {:14} {} ~ {} ({}){}",
            p.delta_e,
            p.game,
            p.set,
            p.a,
            p.b,
            p.vision.name(),
            if p.signed { ", told by signs" } else { "" }
        )
    };
    for p in all.iter().filter(|p| p.delta_e < LEAST_DISTANCE) {
        eprintln!("  {}", line(p));
    }
    if let Some(p) = all.iter().find(|p| !p.signed) {
        eprintln!("  the closest pair told by colour alone: {}", line(p));
    }
}

/// "holds a least distance between any two meanings (ΔE76 ≥ 40) unless the second sign is
/// there": in the colour-blind palette, for every set of every game.
#[test]
fn the_colour_blind_palette_keeps_every_two_meanings_40_apart_unless_signs_tell_them() {
    report(Palette::ColourBlind);
    let close: Vec<String> = too_close(Palette::ColourBlind)
        .iter()
        .map(|p| format!("{p:?}"))
        .collect();
    assert!(close.is_empty(), "too close by colour alone: {close:#?}");
    // And so under each simulation separately, read straight from the sets.
    for set in meaning_sets(Palette::ColourBlind) {
        for (i, a) in set.meanings.iter().enumerate() {
            for b in &set.meanings[i + 1..] {
                if a.told_apart_by_signs(b) {
                    continue;
                }
                for v in Vision::SIMULATED {
                    let d = v.delta_e(a.colour, b.colour);
                    assert!(
                        d >= LEAST_DISTANCE,
                        "{} {}: {} ~ {} under {}: ΔE {d:.1}",
                        set.game,
                        set.name,
                        a.name,
                        b.name,
                        v.name()
                    );
                }
            }
        }
    }
}

/// The normal palette is the games' look: a pair it leaves under 40 with no second signs is
/// what the colour-blind palette is for, and must be listed as needing it — no more, no less.
#[test]
fn the_normal_palettes_close_pairs_are_those_listed_as_needing_the_colour_blind_palette() {
    report(Palette::Normal);
    let found: BTreeSet<_> = too_close(Palette::Normal).iter().map(key).collect();
    let listed: BTreeSet<_> = NORMAL_NEEDS_PALETTE.iter().copied().collect();
    assert_eq!(
        found.difference(&listed).collect::<Vec<_>>(),
        Vec::<&(&str, &str, &str, &str)>::new(),
        "too close in the normal palette and not listed"
    );
    assert_eq!(
        listed.difference(&found).collect::<Vec<_>>(),
        Vec::<&(&str, &str, &str, &str)>::new(),
        "listed but no longer too close: take them off the list"
    );
    // Each listed pair is one the colour-blind palette holds apart.
    let blind: Vec<Pair> = pairs(Palette::ColourBlind);
    for listed in NORMAL_NEEDS_PALETTE {
        let p = blind
            .iter()
            .find(|p| key(p) == *listed)
            .unwrap_or_else(|| panic!("{listed:?} is no pair of the data"));
        assert!(p.delta_e >= LEAST_DISTANCE, "{p:?}");
    }
}

/// The issue measured Helsinki 1918's overlay: "green and red there differ by 15 under
/// deuteranopia (134 for normal vision), and green and yellow by 18 under protanopia".
#[test]
fn the_simulation_gives_the_issues_numbers_for_helsinkis_command_colours() {
    let c = Palette::Normal.helsinki1918();
    let near = |d: f64, want: f64| (d - want).abs() <= 2.0;
    let deutan = Vision::Deuteranopia.delta_e(c.direct, c.out_of_command);
    let normal = Vision::Normal.delta_e(c.direct, c.out_of_command);
    let protan = Vision::Protanopia.delta_e(c.direct, c.in_command);
    assert!(near(deutan, 15.0), "{deutan}");
    assert!(near(normal, 134.0), "{normal}");
    assert!(near(protan, 18.0), "{protan}");
    let blind = Palette::ColourBlind.helsinki1918();
    for v in Vision::SIMULATED {
        assert!(v.delta_e(blind.direct, blind.out_of_command) >= LEAST_DISTANCE);
        assert!(v.delta_e(blind.direct, blind.in_command) >= LEAST_DISTANCE);
    }
}

/// "sides, command states, lit targets, attacks, picks, dice, the tracks": each is a set of
/// the data.
#[test]
fn the_sets_cover_what_the_issue_names() {
    let sets = meaning_sets(Palette::Normal);
    let has = |game: &str, name: &str| sets.iter().any(|s| s.game == game && s.name == name);
    for game in ["helsinki1918", "eile", "razboiniki", "suomi1918"] {
        assert!(has(game, "sides") || has(game, "arms"), "{game}'s sides");
        assert!(has(game, "highlights"), "{game}'s highlights");
    }
    for name in ["command", "time track", "morale track", "Meurer track"] {
        assert!(has("helsinki1918", name), "{name}");
    }
    assert!(has("eile", "die"));
    let highlights = sets
        .iter()
        .find(|s| s.game == "helsinki1918" && s.name == "highlights")
        .unwrap();
    let names: Vec<_> = highlights.meanings.iter().map(|m| m.name).collect();
    assert_eq!(names, ["lit target", "attack", "picked"]);
    // The sides' letters are the pieces' own.
    assert_eq!(helsinki1918::RED.to_u8(), [172, 28, 24]);
}

/// The colour data is pure, as the rules are: the views and the tests read it without Bevy.
#[test]
fn the_colours_module_does_not_import_bevy() {
    let dir = std::path::Path::new("src/colours");
    let mut files = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("bevy"), "{} mentions bevy", path.display());
        files += 1;
    }
    assert!(files >= 6, "{files}");
}
