//! The rules view's texts for Helsinki 1918, made from the rules document by
//! `tools/helsinki_rules_text.py`: the rules in our words, and the reconstructed tables.

use bevy_egui::egui;

/// The rules as this game enforces them, in our words (the rulebook is not copied).
pub const ENGLISH: &str = include_str!("../../../assets/helsinki1918/texts/rules-en.txt");
/// The map, tables, tracks and cards of our reconstruction.
pub const TABLES: &str = include_str!("../../../assets/helsinki1918/texts/tables-en.txt");

/// Draws the rules: `# ` lines are headings, `[ours]` marks a decision of ours.
pub fn english(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, ENGLISH);
}
