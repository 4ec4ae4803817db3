//! The rules view's texts for Helsinki 1918, made from the rules document by
//! `tools/helsinki_rules_text.py`: the rules in our words, and the reconstructed tables.

use bevy_egui::egui;

/// The rules as this game enforces them, in our words (the rulebook is not copied), in
/// English, Finnish, German and Russian.
pub const OURS: [&str; 5] = [
    include_str!("../../../assets/helsinki1918/texts/ours-en.txt"),
    include_str!("../../../assets/helsinki1918/texts/ours-fi.txt"),
    include_str!("../../../assets/helsinki1918/texts/ours-de.txt"),
    include_str!("../../../assets/helsinki1918/texts/ours-ru.txt"),
    include_str!("../../../assets/helsinki1918/texts/ours-sv.txt"),
];
/// The map, tables, tracks and cards of our reconstruction, in the four languages.
pub const TABLES: [&str; 5] = [
    include_str!("../../../assets/helsinki1918/texts/tables-en.txt"),
    include_str!("../../../assets/helsinki1918/texts/tables-fi.txt"),
    include_str!("../../../assets/helsinki1918/texts/tables-de.txt"),
    include_str!("../../../assets/helsinki1918/texts/tables-ru.txt"),
    include_str!("../../../assets/helsinki1918/texts/tables-sv.txt"),
];

/// Draws our text in the player's language: `# ` lines are headings, `[ours]` marks a
/// reconstruction or a decision of ours.
pub fn ours(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, crate::i18n::pick(OURS));
}
