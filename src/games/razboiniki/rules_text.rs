//! The rules view's texts for Razboiniki: the rules as this game plays them, in the player's
//! language, beside the Russian original.

use bevy_egui::egui;

/// The original Russian text.
pub const RUSSIAN: &str = include_str!("../../../assets/razboiniki/texts/rules-ru.txt");
/// The rules as this game plays them, in English, Finnish, German, Russian and Swedish.
pub const OURS: crate::i18n::texts::RulesText =
    crate::i18n::texts::RulesText::new("razboiniki-ours");

/// Draws our text in the player's language: `# ` lines are headings, `[ours]` marks a
/// reconstruction or a decision of ours.
pub fn ours(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, &OURS.shown());
}
