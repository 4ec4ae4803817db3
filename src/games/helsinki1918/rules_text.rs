//! The rules view's texts for Helsinki 1918, made from the rules document by
//! `tools/helsinki_rules_text.py`: the rules in our words, and the reconstructed tables.

use bevy_egui::egui;

/// The rules as this game enforces them, in our words (the rulebook is not copied), in
/// English, Finnish, German and Russian.
pub const OURS: crate::i18n::texts::RulesText =
    crate::i18n::texts::RulesText::new("helsinki1918-ours");
/// The map, tables, tracks and cards of our reconstruction, in the four languages.
pub const TABLES: crate::i18n::texts::RulesText =
    crate::i18n::texts::RulesText::new("helsinki1918-tables");

/// The tables in the player's language, for the rules view's second column.
pub fn tables() -> crate::i18n::texts::Shown {
    TABLES.shown()
}

/// Draws our text in the player's language: `# ` lines are headings, `[ours]` marks a
/// reconstruction or a decision of ours.
pub fn ours(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, &OURS.shown());
}
