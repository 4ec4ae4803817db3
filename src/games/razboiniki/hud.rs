//! The side panel of a Razboiniki game: the race to 30, whose move, notices, buttons, the log,
//! replay controls and the end of the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{RazMatch, flow};
use crate::games::side_panel;
use crate::{
    app::{
        Overlay, Screen,
        input::{Intent, LastDevice},
        menu::MenuNav,
        theme::{EguiUiSystems, title_text},
    },
    games::{core::SeatKind, table::Jumped},
    rules::{
        Game, ToMove,
        razboiniki::{Razboiniki, TARGET_SCORE},
    },
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud_ui
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<RazMatch>)
            .in_set(EguiUiSystems),
    );
}

const SIDE_COLORS: [egui::Color32; 2] = [
    egui::Color32::from_rgb(176, 120, 40),
    egui::Color32::from_rgb(60, 45, 38),
];

#[expect(
    clippy::too_many_arguments,
    reason = "the panel shows and steers the whole match"
)]
fn hud_ui(
    mut contexts: EguiContexts,
    mut m: ResMut<RazMatch>,
    mut intents: MessageWriter<Intent>,
    mut jumped: MessageWriter<Jumped<Razboiniki>>,
    mut nav: ResMut<MenuNav>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    device: Res<LastDevice>,
    mut was_over: Local<bool>,
    mut move_line: ResMut<crate::games::move_line::MoveLine>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let over = m.game.to_move() == ToMove::Over;
    let use_nav = crate::games::side_panel::end_menu_nav(
        &mut nav,
        over && m.replay.is_none() && *overlay.get() == Overlay::None,
        &mut was_over,
    );
    if over && m.replay.is_none() {
        banner(ctx, &m);
    }
    crate::games::side_panel::show(ctx, "raz-hud", |ui| {
        ui.label(title_text("Разбойники · Robbers", 24.0));
        ui.separator();
        for side in 0..2u8 {
            let score = m.game.scores()[usize::from(side)];
            let to_move = m.game.to_move() == ToMove::Seat(crate::rules::Seat(side));
            let line = crate::tr!(
                "raz-seat-line",
                side = super::side_name(side),
                kind = m.seats[usize::from(side)].label()
            );
            seat_row(
                ui,
                to_move,
                side,
                &line,
                &format!("{score} / {TARGET_SCORE}"),
            );
            ui.add(
                egui::ProgressBar::new((f32::from(score) / f32::from(TARGET_SCORE)).min(1.0))
                    .fill(SIDE_COLORS[usize::from(side)])
                    .desired_height(10.0),
            );
        }
        ui.label(
            egui::RichText::new(crate::tr!(
                "raz-quiet-moves",
                moves = m.game.quiet_moves(),
                limit = m.game.options().quiet_limit
            ))
            .size(12.0)
            .italics(),
        );
        ui.separator();
        let turn = turn_line(&m);
        ui.label(egui::RichText::new(turn).size(20.0).strong());
        crate::games::side_panel::notice(ui, m.notice.as_ref());
        if !side_panel::replay_or_end(
            ui,
            &mut m,
            &mut nav,
            &mut commands,
            &mut next_screen,
            &mut jumped,
        ) {
            ui.horizontal_wrapped(|ui| {
                side_panel::undo_rules_menu(
                    ui,
                    flow::undo_allowed(&m),
                    &mut intents,
                    &mut next_overlay,
                )
            });
            side_panel::device_hint(
                ui,
                *device,
                [
                    crate::tr!("raz-hint-mouse"),
                    crate::tr!("raz-hint-keys"),
                    crate::tr!("raz-hint-pad"),
                ],
            );
        }
        crate::games::move_line::move_line(ui, &mut move_line, &m);
        crate::games::side_panel::move_log(ui, &m.log, |s| SIDE_COLORS[s.index()]);
    });
    if use_nav {
        nav.end();
    }
    Ok(())
}

fn banner(ctx: &egui::Context, m: &RazMatch) {
    let Some(outcome) = m.game.outcome() else {
        return;
    };
    let text = match outcome.winners().as_slice() {
        [w] => crate::tr!("raz-wins", side = super::side_name(w.0)),
        _ => crate::tr!("raz-draw"),
    };
    let [white, black] = m.game.scores();
    let pos = ctx.viewport_rect().center() + egui::vec2(-360.0, -90.0);
    crate::games::side_panel::end_banner(
        ctx,
        "raz-winner",
        pos,
        320.0,
        crate::games::side_panel::BANNER_EDGE,
        |ui| {
            ui.label(title_text(&text, 40.0));
            ui.label(
                egui::RichText::new(crate::tr!("raz-scores", white = white, black = black))
                    .size(18.0),
            );
        },
    );
}

/// A side's row of the panel: the turn's marker, the side and its player, and its score at
/// the right.
pub(crate) fn seat_row(ui: &mut egui::Ui, to_move: bool, side: u8, line: &str, score: &str) {
    crate::games::side_panel::row_with_right(
        ui,
        |ui| {
            ui.label(egui::RichText::new(if to_move { "▶" } else { "  " }).size(16.0));
            ui.label(
                egui::RichText::new(line)
                    .size(16.0)
                    .color(SIDE_COLORS[usize::from(side)]),
            );
        },
        egui::RichText::new(score).size(18.0).strong(),
    );
}

/// The panel's line of whose turn it is: a replay shows whose move it was, not an AI
/// thinking.
fn turn_line(m: &RazMatch) -> String {
    let kind = if m.replay.is_some() {
        SeatKind::Human
    } else {
        m.acting_kind()
    };
    match (m.game.to_move(), kind) {
        (ToMove::Seat(s), SeatKind::Human) => {
            crate::tr!("raz-to-move", side = super::side_name(s.0))
        }
        (ToMove::Seat(s), _) => crate::tr!("raz-ai-thinking", side = super::side_name(s.0)),
        _ => crate::tr!("raz-game-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::core::ReplayState;

    #[test]
    fn a_replay_names_the_side_to_move_and_no_ai_thinking() {
        // Both seats AI; at the start of a replay White is to move and nobody thinks.
        let setup = Default::default();
        let mut m = RazMatch::new(&setup, 1).expect("the default match starts");
        m.seats = vec![SeatKind::Ai(crate::ai::Strength::Strong); 2];
        assert_eq!(
            turn_line(&m),
            crate::tr!("raz-ai-thinking", side = super::super::side_name(0))
        );
        m.replay = Some(ReplayState {
            full: m.record.clone(),
            playing: false,
        });
        assert_eq!(
            turn_line(&m),
            crate::tr!("raz-to-move", side = super::super::side_name(0))
        );
    }
}
