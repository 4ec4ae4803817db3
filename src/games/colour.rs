//! The colours module's sRGB as Bevy's colours: what the views draw the palette's meanings in.

use bevy::prelude::Color;

use crate::colours::Srgb;

/// A palette's colour as Bevy's.
pub const fn color(c: Srgb) -> Color {
    Color::srgb(c.r, c.g, c.b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{app::theme::palette, colours};

    #[test]
    fn the_colours_modules_theme_colours_are_the_themes() {
        for (ours, theme) in [
            (colours::INK, palette::INK),
            (colours::PAPER, palette::PAPER),
            (colours::PAPER_DARK, palette::PAPER_DARK),
            (colours::PROTECTED, palette::PROTECTED),
            (colours::HIGHLIGHT, palette::HIGHLIGHT),
            (colours::DANGER, palette::DANGER),
        ] {
            assert_eq!(color(ours), theme);
        }
    }
}
