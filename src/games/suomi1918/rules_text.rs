//! The rules view's texts for the 1918 game: our English translation beside the Finnish card.

use bevy_egui::egui;

/// The Finnish rules card of 1918 with the verses, OCR errors corrected.
pub const FINNISH: &str = include_str!("../../../assets/suomi1918/texts/rules-fi.txt");
/// Our English translation, our reading of the verses and the map we rebuilt.
pub const ENGLISH: &str = include_str!("../../../assets/suomi1918/texts/rules-en.txt");

/// Draws the English text: `# ` lines are headings, `[ours]` marks a reconstruction.
pub fn english(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, ENGLISH);
}
