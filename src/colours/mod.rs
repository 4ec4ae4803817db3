//! Every colour that tells something in the four games, as data: per game, its sets of
//! meanings (the sides, Helsinki 1918's command states, the lit targets, attacks and picks,
//! the dice, the tracks...), each meaning's colour in sRGB and the second sign it has on the
//! board if any (a letter, a shape, an outline, a pattern). Two palettes: `Normal`, the
//! colours the games were drawn in, and `ColourBlind`, whose colours of a set stay apart
//! under simulated protanopia, deuteranopia and tritanopia (`vision`). Pure: no Bevy; the
//! views turn these into their colours and the settings choose the palette.
//!
//! A colour drawn once per match (the sides, the map's lines) is a constant of its game's
//! module, the same in both palettes, so a palette switched mid-match leaves nothing stale;
//! a colour the views draw anew (the highlights, the tracks, the die's pips, Razboiniki's
//! cities) is in its game's `Colours`, one per palette.

pub mod eile;
pub mod helsinki1918;
pub mod razboiniki;
pub mod suomi1918;
pub mod vision;

use vision::Vision;

/// A colour in sRGB, each channel in 0..=1 (as `Color::srgb` takes it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Srgb {
    pub r: f32,
    pub g: f32,
    pub b: f32,
}

impl Srgb {
    pub const fn new(r: f32, g: f32, b: f32) -> Self {
        Self { r, g, b }
    }

    /// From 8-bit channels.
    pub const fn from_u8(r: u8, g: u8, b: u8) -> Self {
        Self::new(r as f32 / 255.0, g as f32 / 255.0, b as f32 / 255.0)
    }

    /// To 8-bit channels, rounded.
    pub fn to_u8(self) -> [u8; 3] {
        [self.r, self.g, self.b].map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8)
    }
}

/// The theme's ink (the app's `theme::palette::INK`): lines, pips, the ground of a track.
pub const INK: Srgb = Srgb::new(0.18, 0.13, 0.10);
/// The theme's paper.
pub const PAPER: Srgb = Srgb::new(0.96, 0.91, 0.78);
/// The theme's darker paper.
pub const PAPER_DARK: Srgb = Srgb::new(0.88, 0.80, 0.62);
/// The theme's blue of a protected place.
pub const PROTECTED: Srgb = Srgb::new(0.36, 0.55, 0.78);
/// The theme's highlight: what can be picked.
pub const HIGHLIGHT: Srgb = Srgb::new(1.0, 0.84, 0.20);
/// The theme's danger: a capture, a shot, a six.
pub const DANGER: Srgb = Srgb::new(0.85, 0.15, 0.12);

/// The colours the boards are drawn in (a setting).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Palette {
    /// The colours the games were drawn in.
    #[default]
    Normal,
    /// Colours that stay apart for viewers with any of the three dichromacies.
    ColourBlind,
}

impl Palette {
    pub const ALL: [Palette; 2] = [Palette::Normal, Palette::ColourBlind];

    pub fn name(self) -> &'static str {
        match self {
            Palette::Normal => "normal",
            Palette::ColourBlind => "colour-blind",
        }
    }

    pub fn helsinki1918(self) -> &'static helsinki1918::Colours {
        match self {
            Palette::Normal => &helsinki1918::NORMAL,
            Palette::ColourBlind => &helsinki1918::COLOUR_BLIND,
        }
    }

    pub fn eile(self) -> &'static eile::Colours {
        match self {
            Palette::Normal => &eile::NORMAL,
            Palette::ColourBlind => &eile::COLOUR_BLIND,
        }
    }

    pub fn razboiniki(self) -> &'static razboiniki::Colours {
        match self {
            Palette::Normal => &razboiniki::NORMAL,
            Palette::ColourBlind => &razboiniki::COLOUR_BLIND,
        }
    }

    pub fn suomi1918(self) -> &'static suomi1918::Colours {
        match self {
            Palette::Normal => &suomi1918::NORMAL,
            Palette::ColourBlind => &suomi1918::COLOUR_BLIND,
        }
    }
}

/// One thing a colour tells, as a set of the board's colours tells it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Meaning {
    /// What it tells ("out of command").
    pub name: &'static str,
    /// The colour as the eye gets it (a colour laid translucently, blended with its ground).
    pub colour: Srgb,
    /// The sign besides the colour that tells it, if any ("the letter R", "a cross").
    pub sign: Option<&'static str>,
}

impl Meaning {
    /// A meaning told by colour alone.
    pub const fn bare(name: &'static str, colour: Srgb) -> Self {
        Self {
            name,
            colour,
            sign: None,
        }
    }

    /// A meaning told by its colour and a second sign.
    pub const fn signed(name: &'static str, colour: Srgb, sign: &'static str) -> Self {
        Self {
            name,
            colour,
            sign: Some(sign),
        }
    }

    /// Whether the second signs alone tell the two apart: both have one and they differ.
    pub fn told_apart_by_signs(&self, other: &Meaning) -> bool {
        matches!((self.sign, other.sign), (Some(a), Some(b)) if a != b)
    }
}

/// The meanings that are seen together and must be told from each other.
#[derive(Clone, Debug, PartialEq)]
pub struct MeaningSet {
    /// The game's id ("helsinki1918").
    pub game: &'static str,
    /// The set's name ("command").
    pub name: &'static str,
    pub meanings: Vec<Meaning>,
}

/// Every set of meanings of the four games in a palette.
pub fn meaning_sets(palette: Palette) -> Vec<MeaningSet> {
    let mut sets = helsinki1918::sets(palette.helsinki1918());
    sets.extend(eile::sets(palette.eile()));
    sets.extend(razboiniki::sets(palette.razboiniki()));
    sets.extend(suomi1918::sets(palette.suomi1918()));
    sets
}

/// The least ΔE76 two meanings of a set keep under every simulated vision unless their
/// second signs tell them apart (issue 58).
pub const LEAST_DISTANCE: f64 = 40.0;

/// Two meanings of a set and how close they come: the least ΔE76 over the three simulated
/// dichromacies, and under which.
#[derive(Clone, Debug, PartialEq)]
pub struct Pair {
    pub game: &'static str,
    pub set: &'static str,
    pub a: &'static str,
    pub b: &'static str,
    pub vision: Vision,
    pub delta_e: f64,
    /// Whether their second signs tell them apart.
    pub signed: bool,
}

/// Every pair of every set in a palette, with its closest simulated vision.
pub fn pairs(palette: Palette) -> Vec<Pair> {
    let mut out = Vec::new();
    for set in meaning_sets(palette) {
        for (i, a) in set.meanings.iter().enumerate() {
            for b in &set.meanings[i + 1..] {
                let (vision, delta_e) = Vision::SIMULATED
                    .iter()
                    .map(|v| (*v, v.delta_e(a.colour, b.colour)))
                    .min_by(|x, y| x.1.total_cmp(&y.1))
                    .expect("three visions");
                out.push(Pair {
                    game: set.game,
                    set: set.name,
                    a: a.name,
                    b: b.name,
                    vision,
                    delta_e,
                    signed: a.told_apart_by_signs(b),
                });
            }
        }
    }
    out
}

/// The pairs a palette leaves too close (under `LEAST_DISTANCE` for some simulated vision)
/// with no second signs to tell them apart: told by colour alone, and not well enough.
pub fn too_close(palette: Palette) -> Vec<Pair> {
    pairs(palette)
        .into_iter()
        .filter(|p| p.delta_e < LEAST_DISTANCE && !p.signed)
        .collect()
}

/// The pairs the normal palette leaves too close, as (game, set, meaning, meaning): what the
/// colour-blind palette is for.
pub const NORMAL_NEEDS_PALETTE: &[(&str, &str, &str, &str)] = &[
    ("helsinki1918", "command", "direct", "in command"),
    ("helsinki1918", "command", "direct", "out of command"),
    ("helsinki1918", "command", "direct", "in reach"),
    ("helsinki1918", "command", "in command", "out of command"),
    ("helsinki1918", "highlights", "lit target", "attack"),
    ("helsinki1918", "time track", "night", "past the time limit"),
    ("helsinki1918", "time track", "now", "past the time limit"),
    ("helsinki1918", "morale track", "marker", "casualty"),
    ("helsinki1918", "Meurer track", "empty square", "landed"),
    ("razboiniki", "squares", "White's city", "Black's city"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_bit_colours_go_back_to_their_bytes() {
        for rgb in [[172, 28, 24], [236, 234, 226], [84, 96, 88], [0, 255, 128]] {
            assert_eq!(Srgb::from_u8(rgb[0], rgb[1], rgb[2]).to_u8(), rgb);
        }
    }

    #[test]
    fn meanings_are_named_once_in_their_set() {
        for palette in Palette::ALL {
            let sets = meaning_sets(palette);
            assert!(sets.len() >= 15, "{}", sets.len());
            for (i, set) in sets.iter().enumerate() {
                assert!(set.meanings.len() >= 2, "{} {}", set.game, set.name);
                assert!(
                    sets[..i]
                        .iter()
                        .all(|s| (s.game, s.name) != (set.game, set.name)),
                    "{} {} twice",
                    set.game,
                    set.name
                );
                for (k, m) in set.meanings.iter().enumerate() {
                    assert!(
                        set.meanings[..k].iter().all(|n| n.name != m.name),
                        "{} {} {} twice",
                        set.game,
                        set.name,
                        m.name
                    );
                }
            }
        }
    }

    #[test]
    fn both_palettes_have_the_same_meanings_and_signs() {
        let (normal, blind) = (
            meaning_sets(Palette::Normal),
            meaning_sets(Palette::ColourBlind),
        );
        assert_eq!(normal.len(), blind.len());
        for (n, b) in normal.iter().zip(&blind) {
            assert_eq!((n.game, n.name), (b.game, b.name));
            let names = |s: &MeaningSet| -> Vec<_> {
                s.meanings.iter().map(|m| (m.name, m.sign)).collect()
            };
            assert_eq!(names(n), names(b));
        }
    }

    #[test]
    fn signs_tell_apart_only_when_both_have_one_and_they_differ() {
        let c = Srgb::new(0.5, 0.5, 0.5);
        let (r, w, bare) = (
            Meaning::signed("red", c, "R"),
            Meaning::signed("white", c, "W"),
            Meaning::bare("none", c),
        );
        assert!(r.told_apart_by_signs(&w));
        assert!(!r.told_apart_by_signs(&r));
        assert!(!r.told_apart_by_signs(&bare) && !bare.told_apart_by_signs(&w));
    }
}
