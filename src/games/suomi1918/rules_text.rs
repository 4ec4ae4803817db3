//! The rules view's texts for the 1918 game: the rules as this game plays them, in the
//! player's language, beside the Finnish card.

use bevy_egui::egui;

/// The Finnish rules card of 1918 with the verses, OCR errors corrected.
pub const FINNISH: &str = include_str!("../../../assets/suomi1918/texts/rules-fi.txt");
/// The rules as this game plays them, in English, Finnish, German, Russian and Swedish.
pub const OURS: crate::i18n::texts::RulesText =
    crate::i18n::texts::RulesText::new("suomi1918-ours");

/// Draws our text in the player's language: `# ` lines are headings, `[ours]` marks a
/// reconstruction or a decision of ours.
pub fn ours(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, &OURS.shown());
}
