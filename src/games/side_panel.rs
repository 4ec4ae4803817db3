//! The parts every game's side panel shares: the panel itself, the notice box and the move log.

use bevy_egui::egui;

use super::core::LogLine;
use crate::{app::screens::title::root_ui, rules::Seat};

/// Shows the game's side panel on the right of the window.
pub fn show(ctx: &egui::Context, id: &str, contents: impl FnOnce(&mut egui::Ui)) {
    egui::Panel::right(id.to_string())
        .exact_size(340.0)
        .resizable(false)
        .frame(
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(245, 232, 200))
                .inner_margin(12),
        )
        .show(&mut root_ui(ctx), contents);
}

/// A short message for the player, in a box (nothing when there is none).
pub fn notice(ui: &mut egui::Ui, notice: Option<&String>) {
    let Some(notice) = notice else { return };
    egui::Frame::new()
        .fill(egui::Color32::from_rgb(255, 244, 200))
        .stroke(egui::Stroke::new(
            1.0,
            egui::Color32::from_rgb(180, 130, 40),
        ))
        .corner_radius(4.0)
        .inner_margin(6)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(notice).size(15.0));
        });
}

/// The move log, newest at the bottom, each line tinted by its seat's colour.
pub fn move_log(ui: &mut egui::Ui, log: &[LogLine], seat_color: impl Fn(Seat) -> egui::Color32) {
    ui.separator();
    ui.label(egui::RichText::new("Move log").strong());
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for line in log {
                let color = line.seat.map_or(egui::Color32::DARK_GRAY, &seat_color);
                ui.label(egui::RichText::new(&line.text).size(14.0).color(color));
            }
        });
}
