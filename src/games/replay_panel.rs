//! The replay controls every game's side panel shows: a scrubber, step, play and leave.

use bevy::prelude::*;
use bevy_egui::egui;

use super::core::MatchCore;
use crate::{app::Screen, rules::Game};

/// Draws the replay controls; returns true when the match jumped (the view must redraw).
pub fn replay_controls<G: Game>(
    ui: &mut egui::Ui,
    m: &mut MatchCore<G>,
    next_screen: &mut NextState<Screen>,
) -> bool {
    let Some(replay) = m.replay.clone() else {
        return false;
    };
    let total = replay.full.actions.len();
    let cursor = m.record.actions.len();
    ui.label(
        egui::RichText::new(crate::tr!(
            "replay-position",
            cursor = cursor,
            total = total
        ))
        .strong(),
    );
    let mut wanted = cursor;
    ui.spacing_mut().slider_width = 300.0;
    ui.add(egui::Slider::new(&mut wanted, 0..=total).show_value(false));
    ui.horizontal(|ui| {
        if ui.button("◀◀").clicked() {
            wanted = 0;
        }
        if ui.button("◀").clicked() {
            wanted = cursor.saturating_sub(1);
        }
        let label = if replay.playing {
            crate::tr!("replay-pause")
        } else {
            crate::tr!("replay-play")
        };
        if ui.button(label).clicked()
            && let Some(r) = &mut m.replay
        {
            r.playing = !r.playing;
        }
        if ui.button("▶|").clicked() && cursor < total {
            wanted = cursor + 1;
        }
        if ui.button("▶▶").clicked() {
            wanted = total;
        }
    });
    ui.label(
        egui::RichText::new(crate::tr!("replay-keys"))
            .size(13.0)
            .italics(),
    );
    let jumped = wanted != cursor;
    if jumped {
        m.seek(wanted);
    }
    if ui
        .button(egui::RichText::new(crate::tr!("replay-leave")).size(16.0))
        .clicked()
    {
        next_screen.set(Screen::Title);
    }
    jumped
}
