//! Helsinki 1918's colours: the sides' counters (each with its letter), the command overlay
//! (direct, in and out of command, the side's reach), the lit targets, attacks and picks, the
//! tracks round the map (day and night, the marker, the squares past the time limit, the
//! casualties, Meurer's landing), the squad corners and the map's lines.

use super::{INK, Meaning, MeaningSet, PAPER_DARK, Srgb, vision::over};

/// The Reds' counters (lettered R).
pub const RED: Srgb = Srgb::from_u8(172, 28, 24);
/// The Whites' counters (lettered W).
pub const WHITE: Srgb = Srgb::from_u8(236, 234, 226);
/// The Germans' counters (lettered G).
pub const GERMAN: Srgb = Srgb::from_u8(84, 96, 88);

/// The squad corners printed on the map: yellow and blue dots.
pub const SQUAD_YELLOW: Srgb = Srgb::new(0.93, 0.78, 0.16);
pub const SQUAD_BLUE: Srgb = Srgb::new(0.18, 0.36, 0.72);

/// The map's lines: a road (thick), a minor road (thin), a railway (with its sleepers) and
/// water (along a hexside).
pub const ROAD: Srgb = Srgb::new(0.55, 0.30, 0.16);
pub const MINOR_ROAD: Srgb = Srgb::new(0.66, 0.50, 0.34);
pub const RAILWAY: Srgb = Srgb::new(0.12, 0.10, 0.10);
pub const WATER_EDGE: Srgb = Srgb::new(0.26, 0.44, 0.60);

/// The casualty squares of the morale track are laid over ink at this opacity.
pub const CASUALTY_ALPHA: f32 = 0.6;
/// The reach dots of the command overlay are the picked colour at this opacity.
pub const REACH_ALPHA: f32 = 0.45;

/// The colours the views draw anew, one set per palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// The command overlay's badge of a unit in direct command.
    pub direct: Srgb,
    /// ... in command.
    pub in_command: Srgb,
    /// ... out of command.
    pub out_of_command: Srgb,
    /// What can be picked and a target of a move.
    pub lit: Srgb,
    /// A target held by the enemy, and the battle being fought.
    pub attack: Srgb,
    /// The picked hex or HQ, the hex a log line names, and the side's reach.
    pub picked: Srgb,
    /// A track's empty square, and a day square of the time track.
    pub day: Srgb,
    /// A night square of the time track.
    pub night: Srgb,
    /// The marker on a track: the time now, the morale, Meurer's roll, the points.
    pub marker: Srgb,
    /// A time square past the time limit (filled by destroyed Germans).
    pub past_limit: Srgb,
    /// A Red casualty on the morale track (laid at `CASUALTY_ALPHA` over ink).
    pub casualty: Srgb,
    /// Meurer's track once he has landed.
    pub landed: Srgb,
}

/// The colours the game was drawn in.
pub const NORMAL: Colours = Colours {
    direct: Srgb::new(0.1, 0.7, 0.2),
    in_command: Srgb::new(0.95, 0.75, 0.1),
    out_of_command: Srgb::new(0.9, 0.1, 0.1),
    lit: Srgb::new(1.0, 0.84, 0.20),
    attack: Srgb::new(0.90, 0.16, 0.10),
    picked: Srgb::new(0.15, 0.55, 0.95),
    day: Srgb::new(0.96, 0.92, 0.80),
    night: Srgb::new(0.22, 0.24, 0.34),
    marker: Srgb::new(0.85, 0.15, 0.10),
    past_limit: Srgb::new(0.33, 0.37, 0.34),
    casualty: Srgb::new(0.60, 0.12, 0.10),
    landed: PAPER_DARK,
};

/// The colour-blind palette: still green, yellow and red for the command states, but a mint
/// green, a warmer yellow and a dark red that lightness keeps apart; a dark red attack; a
/// duller blue pick; an orange marker, sky-blue squares past the limit (Okabe–Ito's sky
/// blue, near), near-black casualties and a slate track once Meurer has landed.
pub const COLOUR_BLIND: Colours = Colours {
    direct: Srgb::new(0.0, 1.0, 0.7),
    in_command: Srgb::new(1.0, 0.8, 0.1),
    out_of_command: Srgb::new(0.7, 0.0, 0.0),
    lit: NORMAL.lit,
    attack: Srgb::new(0.7, 0.0, 0.0),
    picked: Srgb::new(0.3, 0.45, 0.8),
    day: NORMAL.day,
    night: NORMAL.night,
    marker: Srgb::new(0.95, 0.5, 0.05),
    past_limit: Srgb::new(0.35, 0.75, 1.0),
    casualty: Srgb::new(0.3, 0.05, 0.05),
    landed: Srgb::new(0.35, 0.37, 0.40),
};

/// Helsinki 1918's sets of meanings in these colours.
pub fn sets(c: &Colours) -> Vec<MeaningSet> {
    let set = |name, meanings| MeaningSet {
        game: "helsinki1918",
        name,
        meanings,
    };
    let empty = Meaning::bare("empty square", c.day);
    let marker = Meaning::bare("marker", c.marker);
    vec![
        set(
            "sides",
            vec![
                Meaning::signed("Reds", RED, "the letter R"),
                Meaning::signed("Whites", WHITE, "the letter W"),
                Meaning::signed("Germans", GERMAN, "the letter G"),
            ],
        ),
        // The badges sit on the units, the reach dots on hexes, all of one size: colour alone.
        // The reach dots are the picked colour (at `REACH_ALPHA` over the map; the set holds
        // the colour itself).
        set(
            "command",
            vec![
                Meaning::bare("direct", c.direct),
                Meaning::bare("in command", c.in_command),
                Meaning::bare("out of command", c.out_of_command),
                Meaning::bare("in reach", c.picked),
            ],
        ),
        set(
            "highlights",
            vec![
                Meaning::bare("lit target", c.lit),
                Meaning::bare("attack", c.attack),
                Meaning::bare("picked", c.picked),
            ],
        ),
        set(
            "time track",
            vec![
                Meaning::bare("day", c.day),
                Meaning::bare("night", c.night),
                Meaning::bare("now", c.marker),
                Meaning::bare("past the time limit", c.past_limit),
            ],
        ),
        set(
            "morale track",
            vec![
                empty,
                marker,
                Meaning::bare("casualty", over(c.casualty, CASUALTY_ALPHA, INK)),
            ],
        ),
        set(
            "Meurer track",
            vec![empty, marker, Meaning::bare("landed", c.landed)],
        ),
        set("points tracks", vec![empty, marker]),
        set(
            "squad corners",
            vec![
                Meaning::bare("yellow squad", SQUAD_YELLOW),
                Meaning::bare("blue squad", SQUAD_BLUE),
            ],
        ),
        set(
            "map lines",
            vec![
                Meaning::signed("road", ROAD, "a thick line"),
                Meaning::signed("minor road", MINOR_ROAD, "a thin line"),
                Meaning::signed("railway", RAILWAY, "a line with sleepers"),
                Meaning::signed("water", WATER_EDGE, "along a hexside"),
            ],
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sides_are_the_panels_bytes() {
        assert_eq!(RED.to_u8(), [172, 28, 24]);
        assert_eq!(WHITE.to_u8(), [236, 234, 226]);
        assert_eq!(GERMAN.to_u8(), [84, 96, 88]);
    }

    #[test]
    fn the_colour_blind_palette_keeps_the_papers_look() {
        // Day and night squares and the lit colour are the printed map's own in both.
        assert_eq!(COLOUR_BLIND.day, NORMAL.day);
        assert_eq!(COLOUR_BLIND.night, NORMAL.night);
        assert_eq!(COLOUR_BLIND.lit, NORMAL.lit);
    }
}
