//! The parts every game's side panel shares: the panel itself, the notice box and the move log.

use bevy_egui::egui;

use super::core::LogLine;
use crate::{app::screens::title::root_ui, rules::Seat};

/// The side panel's width, and its margin on every side.
pub const WIDTH: f32 = 340.0;
pub const MARGIN: i8 = 12;
/// The width the panel's contents have.
pub const INNER_WIDTH: f32 = WIDTH - 2.0 * MARGIN as f32;

/// Shows the game's side panel on the right of the window, with a tab on its left edge that
/// folds it away (F9 as well); folded, only a tab at the window's right edge is left, which
/// brings it back. The board takes the window's part the panel leaves
/// (`crate::app::table_area`).
pub fn show(ctx: &egui::Context, id: &str, contents: impl FnOnce(&mut egui::Ui)) {
    let folded = folded_after_keys(ctx);
    if folded {
        let viewport = ctx.viewport_rect();
        if fold_tab(
            ctx,
            viewport.right_top() + egui::vec2(-TAB_WIDTH - 4.0, 8.0),
            false,
        ) {
            set_folded(ctx, false);
        }
        return;
    }
    let shown = egui::Panel::right(id.to_string())
        .exact_size(WIDTH)
        .resizable(false)
        .frame(
            // The theme's panel paper: white in the high-contrast theme.
            egui::Frame::new()
                .fill(ctx.global_style().visuals.panel_fill)
                .inner_margin(MARGIN),
        )
        .show(&mut root_ui(ctx), contents);
    // The input layer reads it: a click there is the panel's, never the board's beneath.
    let rect = shown.response.rect;
    ctx.data_mut(|d| {
        d.insert_temp(crate::app::input::side_panel_rect_id(), rect);
        d.insert_temp(crate::app::table_area::panel_width_id(), rect.width());
    });
    if fold_tab(ctx, rect.left_top() + egui::vec2(-TAB_WIDTH, 8.0), true) {
        set_folded(ctx, true);
    }
}

/// The fold tab's width.
const TAB_WIDTH: f32 = 30.0;

/// Whether the panel is folded away, after this frame's F9 (read once a frame, however many
/// times the panel is drawn).
fn folded_after_keys(ctx: &egui::Context) -> bool {
    let id = egui::Id::new("pelikaappi-side-panel-folded");
    let pass = ctx.cumulative_pass_nr();
    let (folded, seen) = ctx
        .data(|d| d.get_temp::<(bool, u64)>(id))
        .unwrap_or((false, u64::MAX));
    if seen != pass && ctx.input(|i| i.key_pressed(egui::Key::F9)) {
        ctx.data_mut(|d| d.insert_temp(id, (!folded, pass)));
        return !folded;
    }
    ctx.data_mut(|d| d.insert_temp(id, (folded, pass)));
    folded
}

fn set_folded(ctx: &egui::Context, folded: bool) {
    let id = egui::Id::new("pelikaappi-side-panel-folded");
    ctx.data_mut(|d| d.insert_temp(id, (folded, ctx.cumulative_pass_nr())));
}

/// The tab that folds the panel (`fold`) or brings it back, at `at`; true when pressed.
fn fold_tab(ctx: &egui::Context, at: egui::Pos2, fold: bool) -> bool {
    let (arrow, tip) = if fold {
        ("▶", crate::tr!("panel-fold"))
    } else {
        ("◀", crate::tr!("panel-unfold"))
    };
    egui::Area::new(egui::Id::new(("pelikaappi-panel-tab", fold)))
        .fixed_pos(at)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.add(
                egui::Button::new(egui::RichText::new(arrow).size(16.0))
                    .min_size(egui::vec2(TAB_WIDTH, 40.0))
                    .fill(egui::Color32::from_rgb(236, 220, 184))
                    .corner_radius(egui::CornerRadius {
                        nw: 6,
                        sw: 6,
                        ne: if fold { 0 } else { 6 },
                        se: if fold { 0 } else { 6 },
                    }),
            )
            .on_hover_text(tip)
            .clicked()
        })
        .inner
}

/// A row of the panel: `left`'s labels, and `right` at the right edge; where `right` finds no
/// room beside them it goes at the right of a line of its own under them.
pub fn row_with_right(ui: &mut egui::Ui, left: impl FnOnce(&mut egui::Ui), right: egui::RichText) {
    let right_width = egui::WidgetText::from(right.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x;
    let mut below = None;
    ui.horizontal(|ui| {
        left(ui);
        if ui.available_width() >= right_width + ui.spacing().item_spacing.x {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                ui.label(right.clone());
            });
        } else {
            below = Some(right.clone());
        }
    });
    if let Some(right) = below {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
            ui.label(right);
        });
    }
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
    ui.label(egui::RichText::new(crate::tr!("panel-move-log")).strong());
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

/// The Undo, Rules and Menu buttons every game's panel shows while it is played.
pub fn undo_rules_menu(
    ui: &mut egui::Ui,
    undo_allowed: bool,
    intents: &mut bevy::prelude::MessageWriter<crate::app::input::Intent>,
    next_overlay: &mut bevy::prelude::NextState<crate::app::Overlay>,
) {
    use crate::app::{Overlay, input::Intent};
    if panel_button(ui, &crate::tr!("panel-undo"), undo_allowed).clicked() {
        intents.write(Intent::Undo);
    }
    if panel_button(ui, &crate::tr!("panel-hint"), true)
        .on_hover_text(crate::tr!("panel-hint-tip"))
        .clicked()
    {
        intents.write(Intent::Hint);
    }
    if panel_button(ui, &crate::tr!("panel-rules"), true).clicked() {
        next_overlay.set(Overlay::Rules);
    }
    if panel_button(ui, &crate::tr!("panel-menu"), true).clicked() {
        next_overlay.set(Overlay::Pause);
    }
}

/// A button of the panel's row of buttons (a game's roll, Undo, Hint, Rules, Menu).
pub fn panel_button(ui: &mut egui::Ui, label: &str, enabled: bool) -> egui::Response {
    ui.add_enabled(
        enabled,
        egui::Button::new(egui::RichText::new(label).size(18.0)),
    )
}

/// The controls hint for the device used last: `[mouse, keyboard, gamepad]`.
pub fn device_hint<S: Into<String>>(
    ui: &mut egui::Ui,
    device: crate::app::input::LastDevice,
    hints: [S; 3],
) {
    use crate::app::input::LastDevice;
    let [mouse, keyboard, gamepad] = hints;
    let hint = match device {
        LastDevice::Mouse => mouse,
        LastDevice::Keyboard => keyboard,
        LastDevice::Gamepad => gamepad,
    };
    ui.label(egui::RichText::new(hint.into()).size(13.0).italics());
}

/// The buttons after a game: watch its replay (the game `game` as `saved` makes it, only
/// when asked), a new game, back to the cupboard.
pub fn end_buttons(
    ui: &mut egui::Ui,
    nav: &mut crate::app::menu::MenuNav,
    commands: &mut bevy::prelude::Commands,
    next_screen: &mut bevy::prelude::NextState<crate::app::Screen>,
    game: &'static str,
    saved: impl Fn() -> crate::games::core::SavedGame,
) {
    use crate::app::{Screen, menu::nav_button};
    use crate::games::table::{MatchStart, ReopenPlaying};
    if nav_button(ui, nav, &crate::tr!("end-watch-replay"), true) {
        commands.insert_resource(MatchStart::replay(game, saved()));
        commands.insert_resource(ReopenPlaying);
        next_screen.set(Screen::Setup);
    }
    if nav_button(ui, nav, &crate::tr!("end-review"), true) {
        commands.insert_resource(MatchStart::replay(game, saved()));
        commands.insert_resource(ReopenPlaying);
        commands.insert_resource(crate::games::review_window::OpenReview);
        next_screen.set(Screen::Setup);
    }
    if nav_button(ui, nav, &crate::tr!("end-new-game"), true) {
        next_screen.set(Screen::Setup);
    }
    if nav_button(ui, nav, &crate::tr!("menu-back-to-cupboard"), true) {
        next_screen.set(Screen::Title);
    }
}

/// The replay controls while a replay runs, the end buttons once the game is over; false
/// otherwise, when the game draws its own controls.
pub fn replay_or_end<G: crate::games::table::TableGame>(
    ui: &mut egui::Ui,
    m: &mut crate::games::table::Match<G>,
    nav: &mut crate::app::menu::MenuNav,
    commands: &mut bevy::prelude::Commands,
    next_screen: &mut bevy::prelude::NextState<crate::app::Screen>,
    jumped: &mut bevy::prelude::MessageWriter<crate::games::table::Jumped<G>>,
) -> bool {
    if m.replay.is_some() {
        if crate::games::replay_panel::replay_controls(ui, m, next_screen) {
            m.cancel();
            jumped.write(Default::default());
        }
        if ui.button(crate::tr!("replay-review")).clicked() {
            commands.insert_resource(crate::games::review_window::OpenReview);
        }
        return true;
    }
    if m.game.to_move() != crate::rules::ToMove::Over {
        return false;
    }
    if !m.record.hints.is_empty() {
        ui.label(
            egui::RichText::new(crate::tr!("hints-used", hints = m.record.hints.len()))
                .size(14.0)
                .italics(),
        );
    }
    let saved = || crate::games::core::SavedGame::of(&m.record, &m.seats);
    end_buttons(ui, nav, commands, next_screen, G::ID, saved);
    true
}

/// The menu navigation of the end-of-game buttons: on while `shown`, starting from the first
/// button when the game has just ended. Returns whether it is on (end it after the panel).
pub fn end_menu_nav(
    nav: &mut crate::app::menu::MenuNav,
    shown: bool,
    was_shown: &mut bool,
) -> bool {
    if shown {
        if !*was_shown {
            nav.reset();
        }
        nav.begin();
    }
    *was_shown = shown;
    shown
}

/// The red edge of the end-of-game banners.
pub const BANNER_EDGE: egui::Color32 = egui::Color32::from_rgb(150, 40, 30);

/// The end-of-game banner over the board: a framed card `width` wide at `pos`, its lines
/// centred, edged in `edge`.
pub fn end_banner(
    ctx: &egui::Context,
    id: &str,
    pos: egui::Pos2,
    width: f32,
    edge: egui::Color32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(egui::Id::new(id))
        .fixed_pos(pos)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(250, 240, 215, 240))
                .stroke(egui::Stroke::new(4.0, edge))
                .corner_radius(10.0)
                .inner_margin(egui::Margin::symmetric(26, 14))
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.vertical_centered(contents);
                });
        });
}
