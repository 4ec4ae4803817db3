//! The rules view's texts for Razboiniki: our English translation beside the Russian original.

use bevy_egui::egui;

/// The original Russian text.
pub const RUSSIAN: &str = include_str!("../../../assets/razboiniki/texts/rules-ru.txt");
/// Our English translation, the board we rebuilt and our rule 7.
pub const ENGLISH: &str = include_str!("../../../assets/razboiniki/texts/rules-en.txt");

/// Draws the English text: `# ` lines are headings, `[ours]` marks a reconstruction.
pub fn english(ui: &mut egui::Ui) {
    crate::games::eile::rules_text::styled(ui, ENGLISH);
}
