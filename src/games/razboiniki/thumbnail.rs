//! The Razboiniki board in small for the title: the card with its squares and the two cities'
//! tints, and the numbered pieces on their start squares.

use bevy_egui::egui;

use super::{
    board_view::{CARD, CARD_FACE, OPEN_SQUARE, city_tint},
    view::{BLACK_INK, BLACK_WOOD, WHITE_WOOD},
};
use crate::{
    app::{
        cupboard::ThumbnailFit,
        theme::{egui_color, palette},
    },
    rules::razboiniki::{RazBoard, SquareKind, file_rank},
};

/// The card's half width and half height in squares (`board_view.rs` adds a margin round
/// the 7 × 7 squares, wider below and above for the cities' names).
const CARD_HALF: (f32, f32) = (4.05, 4.17);

/// Paints the board with its pieces set up into `rect`.
pub(super) fn paint(painter: &egui::Painter, rect: egui::Rect) {
    let board = RazBoard::standard();
    let (hw, hh) = CARD_HALF;
    let fit = ThumbnailFit::new(rect, (-hw, -hh, hw, hh));
    let square = fit.scale;
    painter.rect_filled(fit.rect((-hw, -hh, hw, hh)), 0.0, egui_color(CARD));
    let face = (hw - 0.06, hh - 0.06);
    painter.rect_filled(
        fit.rect((-face.0, -face.1, face.0, face.1)),
        0.0,
        egui_color(CARD_FACE),
    );
    let ink = egui_color(palette::INK);
    // Small pieces show no number: it would be a smudge.
    let numbered = square >= 14.0;
    for s in board.squares() {
        let (f, r) = file_rank(s);
        let centre = fit.at(f as f32 - 3.0, r as f32 - 3.0);
        let kind = board.kind(s);
        painter.rect_filled(
            egui::Rect::from_center_size(centre, egui::Vec2::splat(square)),
            0.0,
            ink.gamma_multiply(0.85),
        );
        painter.rect_filled(
            egui::Rect::from_center_size(centre, egui::Vec2::splat(square * 0.92)),
            0.0,
            egui_color(city_tint(kind, crate::colours::Palette::Normal).unwrap_or(OPEN_SQUARE)),
        );
        // Every numbered square starts with its city's piece of that number.
        if let SquareKind::Numbered { city, number } = kind {
            let (wood, text) = if city == 0 {
                (WHITE_WOOD, palette::INK)
            } else {
                (BLACK_WOOD, BLACK_INK)
            };
            let r = square * 0.38;
            painter.circle_filled(centre + egui::vec2(1.0, 1.0), r, ink.gamma_multiply(0.4));
            painter.circle_filled(centre, r, egui_color(wood));
            painter.circle_stroke(
                centre,
                r * 0.64,
                egui::Stroke::new(1.0, egui_color(text).gamma_multiply(0.5)),
            );
            if numbered {
                painter.text(
                    centre,
                    egui::Align2::CENTER_CENTER,
                    number.to_string(),
                    egui::FontId::proportional(r),
                    egui_color(text),
                );
            }
        }
    }
}
