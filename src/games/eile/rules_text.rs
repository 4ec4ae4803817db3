//! The rules view's texts: the rules as this game plays them, in the player's language,
//! beside the original German rule card.

use bevy_egui::egui;

/// The original German rule card, as printed.
pub const GERMAN: &str = include_str!("../../../assets/eile/texts/rules-de.txt");
/// The card in translation and the rules as this game enforces them, in English, Finnish,
/// German and Russian (Markdown-like).
pub const OURS: crate::i18n::texts::RulesText = crate::i18n::texts::RulesText::new("eile-ours");

/// Draws our text in the player's language: lines starting with `# ` are headings, `[ours]`
/// marks a reconstruction.
pub fn ours(ui: &mut egui::Ui) {
    styled(ui, &OURS.shown());
}

/// Draws a rules text: `# ` lines are headings, lines with our mark are tinted as
/// reconstructions and show the mark in the player's language.
pub fn styled(ui: &mut egui::Ui, text: &str) {
    let lang = crate::i18n::language();
    for line in text.lines() {
        if let Some(heading) = line.strip_prefix("# ") {
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(crate::i18n::ours_shown(heading, lang))
                    .strong()
                    .size(19.0),
            );
        } else if crate::i18n::is_ours(line) {
            ui.label(
                egui::RichText::new(crate::i18n::ours_shown(line, lang))
                    .size(15.0)
                    .color(egui::Color32::from_rgb(140, 60, 20)),
            );
        } else {
            ui.label(egui::RichText::new(line).size(15.0));
        }
    }
}
