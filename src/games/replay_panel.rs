//! The replay controls every game's side panel shows: a scrubber, step, play and leave.

use bevy::prelude::*;
use bevy_egui::egui;

use super::core::MatchCore;
use crate::{app::Screen, rules::Game};

/// A button of the replay's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    First,
    Back,
    PlayPause,
    Forward,
    Last,
}

/// The replay's row of buttons, with `play` (Play or Pause) in the middle: the one clicked.
pub fn replay_row(ui: &mut egui::Ui, play: &str) -> Option<ReplayStep> {
    let mut clicked = None;
    ui.horizontal(|ui| {
        for (label, step) in [
            ("◀◀", ReplayStep::First),
            ("◀", ReplayStep::Back),
            (play, ReplayStep::PlayPause),
            ("▶|", ReplayStep::Forward),
            ("▶▶", ReplayStep::Last),
        ] {
            if ui.button(label).clicked() {
                clicked = Some(step);
            }
        }
    });
    clicked
}

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
    let label = if replay.playing {
        crate::tr!("replay-pause")
    } else {
        crate::tr!("replay-play")
    };
    match replay_row(ui, &label) {
        Some(ReplayStep::First) => wanted = 0,
        Some(ReplayStep::Back) => wanted = cursor.saturating_sub(1),
        Some(ReplayStep::PlayPause) => {
            if let Some(r) = &mut m.replay {
                r.playing = !r.playing;
            }
        }
        Some(ReplayStep::Forward) if cursor < total => wanted = cursor + 1,
        Some(ReplayStep::Last) => wanted = total,
        _ => {}
    }
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
