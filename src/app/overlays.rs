//! Overlays over any screen: the pause menu, settings and the rules view.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::tr;

use super::{
    Overlay, Screen,
    input::{Intent, PadCursor},
    menu::{MenuNav, cycle, nav_button, nav_button_sized, nav_choice},
    settings::{
        AnimationSpeed, MASTER_SECONDS, Settings, UI_SCALES, language_choices, language_label,
    },
    storage,
    theme::title_text,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Pause), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
    app.add_systems(OnEnter(Overlay::Settings), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
    app.add_systems(OnEnter(Overlay::Chat), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
    app.add_systems(OnEnter(Overlay::Rules), |mut nav: ResMut<MenuNav>| {
        nav.reset()
    });
    app.add_systems(
        EguiPrimaryContextPass,
        (
            pause_ui.run_if(in_state(Overlay::Pause)),
            settings_ui.run_if(in_state(Overlay::Settings)),
            rules_ui.run_if(in_state(Overlay::Rules)),
            pad_cursor_ui
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Overlay::None)),
        )
            .in_set(super::theme::EguiUiSystems),
    );
    app.add_systems(
        Update,
        open_overlays
            .in_set(super::AppSystems::Input)
            .after(super::input::InputSystems),
    );
}

/// The gamepad's free cursor, drawn over everything while it is shown: a ring with a dot.
fn pad_cursor_ui(mut contexts: EguiContexts, cursor: Res<PadCursor>) -> Result {
    let Some(at) = cursor.at else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("pad-cursor"),
    ));
    let at = egui::pos2(at.x, at.y);
    let ink = egui::Color32::from_rgb(30, 26, 22);
    let paper = egui::Color32::from_rgb(250, 244, 228);
    painter.circle_stroke(at, 11.0, egui::Stroke::new(4.5, paper));
    painter.circle_stroke(at, 11.0, egui::Stroke::new(2.0, ink));
    painter.circle_filled(at, 2.5, ink);
    Ok(())
}

/// Esc / Start opens the pause menu in a game; F1 / Select opens the rules.
fn open_overlays(
    mut intents: MessageReader<Intent>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    for intent in intents.read() {
        match (intent, overlay.get()) {
            (Intent::Menu, Overlay::None) if *screen.get() == Screen::Playing => {
                next.set(Overlay::Pause)
            }
            (Intent::Rules, Overlay::None) if *screen.get() == Screen::Playing => {
                next.set(Overlay::Rules)
            }
            _ => {}
        }
    }
}

/// Dims everything under an overlay window.
pub(super) fn dim_background(ctx: &egui::Context) {
    let layer = egui::LayerId::new(egui::Order::Background, "overlay-dim".into());
    ctx.layer_painter(layer).rect_filled(
        ctx.viewport_rect(),
        0.0,
        egui::Color32::from_rgba_unmultiplied(20, 12, 6, 150),
    );
}

pub(super) fn centered_window(title: &str) -> egui::Window<'static> {
    egui::Window::new(title.to_string())
        .collapsible(false)
        .resizable(false)
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
}

fn pause_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    active: Res<super::cupboard::ActiveGame>,
    mut view: ResMut<super::history_view::HistoryView>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    dim_background(ctx);
    nav.begin();
    centered_window("paused").show(ctx, |ui| {
        ui.set_width(PAUSE_WIDTH);
        ui.vertical_centered(|ui| {
            ui.label(title_text(&tr!("pause-title"), 30.0));
            ui.add_space(8.0);
            if nav_button(ui, &mut nav, &tr!("pause-resume"), true) || nav.back {
                next_overlay.set(Overlay::None);
            }
            if nav_button(ui, &mut nav, &tr!("pause-rules"), true) {
                next_overlay.set(Overlay::Rules);
            }
            if nav_button(ui, &mut nav, &tr!("pause-history"), true) {
                let tab = super::history_view::HistoryTab::Notes;
                super::history_view::open(&mut view, &mut next_overlay, active.0, tab, None, false);
            }
            if nav_button(ui, &mut nav, &tr!("menu-settings"), true) {
                next_overlay.set(Overlay::Settings);
            }
            if nav_button(ui, &mut nav, &tr!("menu-back-to-cupboard"), true) {
                next_overlay.set(Overlay::None);
                next_screen.set(Screen::Title);
            }
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new(tr!("pause-saved-where", place = storage::location()))
                    .size(13.0),
            );
        });
    });
    nav.end();
    Ok(())
}

fn settings_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    mut settings: ResMut<Settings>,
    screen: Res<State<Screen>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    dim_background(ctx);
    nav.begin();
    let mut changed = settings.clone();
    centered_window("settings").show(ctx, |ui| {
        ui.set_width(SETTINGS_WIDTH);
        ui.vertical_centered(|ui| {
            ui.label(title_text(&tr!("menu-settings"), 30.0));
            ui.add_space(8.0);
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-volume"),
                &format!("{} %", changed.volume),
            );
            if change != 0 {
                changed.volume = (i32::from(changed.volume) + change * 10).clamp(0, 100) as u8;
            }
            let i = AnimationSpeed::ALL
                .iter()
                .position(|s| *s == changed.animation)
                .unwrap_or(1);
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-animations"),
                &changed.animation.label(),
            );
            if change != 0 {
                changed.animation = AnimationSpeed::ALL[cycle(i, change, 4)];
            }
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-ai-pause"),
                &format!("{:.2} s", changed.ai_delay),
            );
            if change != 0 {
                changed.ai_delay = (changed.ai_delay + change as f32 * 0.15).clamp(0.0, 1.5);
            }
            let i = UI_SCALES
                .iter()
                .position(|s| *s == changed.ui_scale)
                .unwrap_or(1);
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-ui-scale"),
                &format!("{} %", UI_SCALES[i]),
            );
            if change != 0 {
                // No wrapping round: from 200 % to 75 % in one press would be a shock.
                let j = (i as i32 + change).clamp(0, UI_SCALES.len() as i32 - 1) as usize;
                changed.ui_scale = UI_SCALES[j];
            }
            let budget = changed.master_budget().as_secs_f32();
            let i = MASTER_SECONDS
                .iter()
                .position(|s| (*s - budget).abs() < 0.01)
                .unwrap_or(2);
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-master-time"),
                &tr!(
                    "settings-seconds",
                    seconds = format!("{}", MASTER_SECONDS[i])
                ),
            );
            if change != 0 {
                let j = (i as i32 + change).clamp(0, MASTER_SECONDS.len() as i32 - 1) as usize;
                changed.master_seconds = MASTER_SECONDS[j];
            }
            if cfg!(not(target_arch = "wasm32")) {
                let on_off = if changed.fullscreen {
                    tr!("settings-on")
                } else {
                    tr!("settings-off")
                };
                let change = nav_choice(ui, &mut nav, &tr!("settings-fullscreen"), &on_off);
                if change != 0 {
                    changed.fullscreen = !changed.fullscreen;
                }
            }
            let on_off = if changed.colour_blind {
                tr!("settings-on")
            } else {
                tr!("settings-off")
            };
            if nav_choice(ui, &mut nav, &tr!("settings-colour-blind"), &on_off) != 0 {
                changed.colour_blind = !changed.colour_blind;
            }
            let on_off = if changed.high_contrast {
                tr!("settings-on")
            } else {
                tr!("settings-off")
            };
            if nav_choice(ui, &mut nav, &tr!("settings-high-contrast"), &on_off) != 0 {
                changed.high_contrast = !changed.high_contrast;
            }
            let choices = language_choices();
            let i = choices
                .iter()
                .position(|c| *c == changed.language)
                .unwrap_or(0);
            let change = nav_choice(
                ui,
                &mut nav,
                &tr!("settings-language"),
                &language_label(&choices[i]),
            );
            if change != 0 {
                changed.language = choices[cycle(i, change, choices.len())].clone();
            }
            ui.add_space(8.0);
            if nav_button(ui, &mut nav, &tr!("settings-done"), true) || nav.back {
                let back = if *screen.get() == Screen::Playing {
                    Overlay::Pause
                } else {
                    Overlay::None
                };
                next_overlay.set(back);
            }
        });
    });
    nav.end();
    if changed != *settings {
        changed.save();
        *settings = changed;
    }
    Ok(())
}

/// The pause menu's width.
pub const PAUSE_WIDTH: f32 = 380.0;
/// The settings window's width.
pub const SETTINGS_WIDTH: f32 = 440.0;
/// The width of the rules view's Close button.
pub const RULES_CLOSE_WIDTH: f32 = 160.0;

/// The rules view's width in a window of `size`.
pub fn rules_width(size: egui::Vec2) -> f32 {
    (size.x - 80.0).min(1150.0)
}

/// The rules view's top row: the game's rules title and the Close button; true when closed.
/// A title too long for the row wraps onto a second line rather than under the button.
pub fn rules_title_row(ui: &mut egui::Ui, nav: &mut MenuNav, title: &str, close: &str) -> bool {
    let mut closed = false;
    ui.horizontal(|ui| {
        let room = ui.available_width() - RULES_CLOSE_WIDTH - ui.spacing().item_spacing.x;
        ui.allocate_ui_with_layout(
            egui::vec2(room, 0.0),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_max_width(room);
                ui.add(egui::Label::new(title_text(title, 26.0)).wrap());
            },
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            ui.set_width(RULES_CLOSE_WIDTH);
            closed = nav_button(ui, nav, close, true);
        });
    });
    closed
}

/// The rules of the game on screen: our English text beside the original.
fn rules_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    active: Res<super::cupboard::ActiveGame>,
    cupboard: Res<super::cupboard::Cupboard>,
    mut scroll: Local<f32>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut view: ResMut<super::history_view::HistoryView>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(entry) = cupboard.get(active.0).cloned() else {
        next_overlay.set(Overlay::None);
        return Ok(());
    };
    dim_background(ctx);
    nav.begin();
    let size = ctx.viewport_rect().size();
    centered_window("rules").show(ctx, |ui| {
        ui.set_width(rules_width(size));
        ui.set_height(size.y - 140.0);
        let title = crate::i18n::text(entry.rules_title);
        if rules_title_row(ui, &mut nav, &title, &tr!("rules-close")) || nav.back {
            next_overlay.set(Overlay::None);
        }
        // The game's history and its makers' notes, a page each.
        ui.horizontal(|ui| {
            use super::history_view::{HistoryTab, has_notes, open};
            let size = egui::vec2(240.0, 34.0);
            if has_notes(entry.id)
                && nav_button_sized(ui, &mut nav, &tr!("rules-history"), true, 17.0, size)
            {
                open(
                    &mut view,
                    &mut next_overlay,
                    entry.id,
                    HistoryTab::Notes,
                    None,
                    true,
                );
            }
            if nav_button_sized(ui, &mut nav, &tr!("rules-makers"), true, 17.0, size) {
                open(
                    &mut view,
                    &mut next_overlay,
                    entry.id,
                    HistoryTab::Makers,
                    None,
                    true,
                );
            }
        });
        ui.separator();
        let column_height = size.y - 260.0;
        // Arrow keys, D-pad and triggers scroll both texts.
        let keyed = nav.steps != 0;
        *scroll = (*scroll + nav.steps as f32 * 90.0).max(0.0);
        ui.columns(2, |columns| {
            columns[0].label(egui::RichText::new(tr!("rules-ours")).strong());
            let mut english = egui::ScrollArea::vertical()
                .id_salt("rules-en")
                .max_height(column_height);
            if keyed {
                english = english.vertical_scroll_offset(*scroll);
            }
            let shown = english.show(&mut columns[0], |ui| (entry.rules_ours)(ui));
            if !keyed {
                *scroll = shown.state.offset.y;
            }
            let (heading, original) = (
                crate::i18n::text(entry.original_heading),
                (entry.original)(),
            );
            columns[1].label(egui::RichText::new(heading).strong());
            let mut german = egui::ScrollArea::vertical()
                .id_salt("rules-de")
                .max_height(column_height);
            if keyed {
                german = german.vertical_scroll_offset(*scroll);
            }
            german.show(&mut columns[1], |ui| {
                // Our reconstruction's tables stand in for a lost original: their marks are
                // shown in the player's word as in our text.
                let lang = crate::i18n::language();
                let text: Vec<String> = original
                    .lines()
                    .map(|line| crate::i18n::ours_shown(line, lang))
                    .collect();
                ui.label(egui::RichText::new(text.join("\n")).size(15.0));
            });
        });
    });
    nav.end();
    Ok(())
}
