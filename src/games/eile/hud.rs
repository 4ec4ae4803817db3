//! The side panel of the game screen: players, turn, notices, buttons, the move log, replay controls
//! and the end of the game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{EileMatch, SeatKind, board::ARM_COLORS, flow, log::turn_text};
use crate::{
    app::{
        Overlay, Screen,
        input::{Intent, LastDevice},
        menu::MenuNav,
        theme::{egui_color, title_text},
    },
    games::table::Jumped,
    rules::{Game, Seat, ToMove, eile::Eile},
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        hud_ui
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<EileMatch>)
            .in_set(crate::app::theme::EguiUiSystems),
    );
}

#[expect(
    clippy::too_many_arguments,
    reason = "the panel shows and steers the whole match"
)]
fn hud_ui(
    mut contexts: EguiContexts,
    mut m: ResMut<EileMatch>,
    mut intents: MessageWriter<Intent>,
    mut jumped: MessageWriter<Jumped<Eile>>,
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
        winner_banner(ctx, &m);
    }
    crate::games::side_panel::show(ctx, "eile-hud", |ui| {
        ui.label(title_text("Eile mit Weile", 26.0));
        ui.separator();
        players(ui, &m);
        ui.separator();
        let turn = turn_text(&m.game, m.acting_kind() == SeatKind::Human);
        let color = egui_color(ARM_COLORS[m.game.arm_of(m.game.current())]);
        ui.label(egui::RichText::new(turn).size(20.0).strong().color(color));
        crate::games::side_panel::notice(ui, m.notice.as_ref());
        ui.add_space(4.0);
        if m.replay.is_some() {
            if crate::games::replay_panel::replay_controls(ui, &mut m, &mut next_screen) {
                m.focus = 0;
                jumped.write(Jumped::default());
            }
        } else if over {
            end_of_game(ui, &m, &mut nav, &mut commands, &mut next_screen);
        } else {
            play_buttons(ui, &m, &mut intents, &mut next_overlay, *device);
        }
        crate::games::move_line::move_line(ui, &mut move_line, &m);
        crate::games::side_panel::move_log(ui, &m.log, |s| {
            egui_color(ARM_COLORS[m.game.arm_of(s)].mix(&Color::BLACK, 0.25))
        });
    });
    if use_nav {
        nav.end();
    }
    Ok(())
}

/// A banner over the board that names the winner.
fn winner_banner(ctx: &egui::Context, m: &EileMatch) {
    let Some(outcome) = m.game.outcome() else {
        return;
    };
    let winner = outcome.winners()[0];
    let color = egui_color(ARM_COLORS[m.game.arm_of(winner)]);
    let board_center = ctx.viewport_rect().center() + egui::vec2(-170.0, 0.0);
    crate::games::side_panel::end_banner(
        ctx,
        "eile-winner",
        board_center - egui::vec2(190.0, 270.0),
        328.0,
        color,
        |ui| {
            ui.label(
                title_text(
                    &crate::tr!("eile-wins", colour = super::log::colour(&m.game, winner)),
                    40.0,
                )
                .color(color),
            );
            ui.label(
                egui::RichText::new(crate::tr!("eile-all-safe"))
                    .italics()
                    .size(16.0),
            );
        },
    );
}

fn players(ui: &mut egui::Ui, m: &EileMatch) {
    let game = &m.game;
    for s in 0..game.seat_count() {
        let seat = Seat(s as u8);
        let arm = game.arm_of(seat);
        let home = game
            .stones(seat)
            .iter()
            .filter(|&&p| game.in_hut(p))
            .count();
        let out = game
            .stones(seat)
            .iter()
            .filter(|&&p| p != crate::rules::eile::StonePos::Star && !game.in_hut(p))
            .count();
        let acting = game.current() == seat && game.to_move() != ToMove::Over;
        let line = crate::tr!(
            "eile-seat-line",
            colour = super::log::colour(game, seat),
            kind = m.seats[s].label()
        );
        let home_out = crate::tr!("eile-home-out", home = home, out = out);
        seat_row(ui, acting, arm, &line, &home_out);
    }
}

/// A seat's row of the panel: the turn's marker, the arm's mark, the seat's colour and player,
/// and its stones home and out at the right.
pub(crate) fn seat_row(ui: &mut egui::Ui, acting: bool, arm: usize, line: &str, home_out: &str) {
    let marker = if acting { "▶ " } else { "   " };
    let mark = ["●", "■", "▲", "◆"][arm];
    crate::games::side_panel::row_with_right(
        ui,
        |ui| {
            ui.label(egui::RichText::new(marker).size(16.0));
            ui.label(
                egui::RichText::new(mark)
                    .size(18.0)
                    .color(egui_color(ARM_COLORS[arm])),
            );
            ui.label(egui::RichText::new(line).size(15.0));
        },
        egui::RichText::new(home_out).size(13.0),
    );
}

fn play_buttons(
    ui: &mut egui::Ui,
    m: &EileMatch,
    intents: &mut MessageWriter<Intent>,
    next_overlay: &mut NextState<Overlay>,
    device: LastDevice,
) {
    let human = m.acting_kind() == SeatKind::Human;
    ui.horizontal_wrapped(|ui| {
        let can_roll = human && m.game.to_move() == ToMove::Chance;
        if crate::games::side_panel::panel_button(ui, &crate::tr!("eile-roll-button"), can_roll)
            .clicked()
        {
            intents.write(Intent::Confirm);
        }
        crate::games::side_panel::undo_rules_menu(ui, flow::undo_allowed(m), intents, next_overlay);
    });
    crate::games::side_panel::device_hint(
        ui,
        device,
        [
            crate::tr!("eile-hint-mouse"),
            crate::tr!("eile-hint-keys"),
            crate::tr!("eile-hint-pad"),
        ],
    );
}

fn end_of_game(
    ui: &mut egui::Ui,
    m: &EileMatch,
    nav: &mut MenuNav,
    commands: &mut Commands,
    next_screen: &mut NextState<Screen>,
) {
    if let Some(outcome) = m.game.outcome() {
        let mut order: Vec<usize> = (0..outcome.places.len()).collect();
        order.sort_by_key(|&s| outcome.places[s]);
        for s in order {
            let arm = m.game.arm_of(Seat(s as u8));
            ui.label(
                egui::RichText::new(crate::tr!(
                    "eile-place-line",
                    place = outcome.places[s],
                    colour = super::log::colour(&m.game, Seat(s as u8))
                ))
                .size(18.0)
                .color(egui_color(ARM_COLORS[arm])),
            );
        }
    }
    let saved = || super::SavedGame::of(&m.record, &m.seats);
    crate::games::side_panel::end_buttons(ui, nav, commands, next_screen, Eile::ID, saved);
}
