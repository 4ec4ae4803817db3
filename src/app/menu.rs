//! Menus that keyboard and gamepad can drive: a focus moved by intents, drawn with egui.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{AppSystems, input::Intent};

/// The focus and this frame's intents for the menu on screen.
#[derive(Resource, Default, Debug)]
pub struct MenuNav {
    /// The focused item.
    pub focus: usize,
    /// Items drawn last frame.
    count: usize,
    /// Items drawn so far this frame.
    next: usize,
    confirm: bool,
    left: bool,
    right: bool,
    /// Back was asked for this frame.
    pub back: bool,
    /// Up (-1) and down (+1) steps this frame, for views that scroll.
    pub steps: i32,
    /// Whether any menu is drawn; intents feed the menu only then.
    pub active: bool,
}

impl MenuNav {
    /// Starts a frame of a menu.
    pub fn begin(&mut self) {
        self.next = 0;
        self.active = true;
    }

    /// Ends a frame of a menu: clamps the focus and forgets the intents.
    pub fn end(&mut self) {
        self.count = self.next;
        if self.count > 0 {
            self.focus = self.focus.min(self.count - 1);
        }
        self.confirm = false;
        self.left = false;
        self.right = false;
        self.back = false;
        self.steps = 0;
    }

    /// Resets the focus to the first item (when a menu opens).
    pub fn reset(&mut self) {
        self.focus = 0;
    }

    /// Whether left or right was asked for this frame (a view's tabs).
    pub fn left_or_right(&self) -> bool {
        self.left || self.right
    }

    fn take_index(&mut self) -> (usize, bool) {
        let index = self.next;
        self.next += 1;
        (index, index == self.focus)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuNav>();
    app.add_systems(
        Update,
        read_intents
            .in_set(AppSystems::Input)
            .after(super::input::InputSystems),
    );
}

fn read_intents(mut intents: MessageReader<Intent>, mut nav: ResMut<MenuNav>) {
    if !nav.active {
        intents.clear();
        return;
    }
    for intent in intents.read() {
        match intent {
            Intent::Previous => {
                nav.steps -= 1;
                nav.focus = if nav.focus == 0 {
                    nav.count.saturating_sub(1)
                } else {
                    nav.focus - 1
                };
            }
            Intent::Next => {
                nav.steps += 1;
                nav.focus = if nav.focus + 1 >= nav.count {
                    0
                } else {
                    nav.focus + 1
                };
            }
            Intent::Left => nav.left = true,
            Intent::Right => nav.right = true,
            Intent::Confirm => nav.confirm = true,
            Intent::Back | Intent::Menu => nav.back = true,
            Intent::Undo | Intent::Rules | Intent::Hint | Intent::Chat => {}
        }
    }
    // The egui pass sets this again if a menu is still drawn.
    nav.active = false;
}

fn frame_for(focused: bool) -> (egui::Stroke, egui::Color32) {
    if focused {
        (
            egui::Stroke::new(3.0, egui::Color32::from_rgb(214, 160, 20)),
            egui::Color32::from_rgb(255, 236, 170),
        )
    } else {
        (
            egui::Stroke::new(1.0, egui::Color32::from_rgb(120, 90, 60)),
            egui::Color32::from_rgb(236, 220, 184),
        )
    }
}

/// The widest a menu button grows (narrower where its column is).
pub const BUTTON_WIDTH: f32 = 420.0;

/// A button the focus can rest on; true when clicked or confirmed.
pub fn nav_button(ui: &mut egui::Ui, nav: &mut MenuNav, label: &str, enabled: bool) -> bool {
    let size = egui::vec2(ui.available_width().min(BUTTON_WIDTH), 40.0);
    nav_button_sized(ui, nav, label, enabled, 20.0, size)
}

/// A `nav_button` at least `size` big with its label `text_size` high, for menus that need
/// smaller buttons than the usual (the title's boxes).
pub fn nav_button_sized(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    label: &str,
    enabled: bool,
    text_size: f32,
    size: egui::Vec2,
) -> bool {
    let (_, focused) = nav.take_index();
    let (stroke, fill) = frame_for(focused);
    let button = egui::Button::new(egui::RichText::new(label).size(text_size))
        .min_size(size)
        .stroke(stroke)
        .fill(fill);
    let response = ui.add_enabled(enabled, button);
    if focused {
        response.scroll_to_me(None);
    }
    enabled && (response.clicked() || (focused && nav.confirm))
}

/// A row that shows a value and changes it with left/right or a click:
/// returns -1, 0 or +1.
pub fn nav_choice(ui: &mut egui::Ui, nav: &mut MenuNav, label: &str, value: &str) -> i32 {
    let (_, focused) = nav.take_index();
    let (stroke, fill) = frame_for(focused);
    let mut change = 0;
    egui::Frame::new()
        .stroke(stroke)
        .fill(fill)
        .corner_radius(4.0)
        .inner_margin(egui::Margin::symmetric(10, 6))
        .show(ui, |ui| {
            ui.set_min_width(ui.available_width().min(400.0));
            let label_text = egui::RichText::new(label).size(18.0);
            let value_text = egui::RichText::new(value).size(18.0).strong();
            let previous = egui::RichText::new(" ◀ ").size(18.0);
            let next = egui::RichText::new(" ▶ ").size(18.0);
            let button_width =
                |ui: &egui::Ui, text| text_width(ui, text) + 2.0 * ui.spacing().button_padding.x;
            let needed = text_width(ui, &label_text)
                + text_width(ui, &value_text)
                + button_width(ui, &previous)
                + button_width(ui, &next)
                + 4.0 * ui.spacing().item_spacing.x;
            let arrows_and_value = |ui: &mut egui::Ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(next).clicked() {
                        change = 1;
                    }
                    ui.label(value_text);
                    if ui.button(previous).clicked() {
                        change = -1;
                    }
                });
            };
            if needed <= ui.available_width() {
                ui.horizontal(|ui| {
                    ui.label(label_text);
                    arrows_and_value(ui);
                });
            } else {
                // A long value goes on a line of its own under the label, not over it.
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    ui.label(label_text);
                    ui.horizontal(arrows_and_value);
                });
            }
        });
    if focused {
        if nav.left {
            change = -1;
        }
        if nav.right || nav.confirm {
            change = 1;
        }
    }
    change
}

/// The width of a text laid out on one line in this ui.
fn text_width(ui: &egui::Ui, text: &egui::RichText) -> f32 {
    egui::WidgetText::from(text.clone())
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// Steps an index through `len` values, wrapping.
pub fn cycle(index: usize, change: i32, len: usize) -> usize {
    ((index as i64 + i64::from(change)).rem_euclid(len as i64)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The space a choice row takes in a window `width` points wide.
    fn choice_row_size(width: f32, label: &str, value: &str) -> egui::Vec2 {
        let ctx = egui::Context::default();
        ctx.set_fonts(crate::app::theme::font_definitions());
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(width, 600.0),
            )),
            ..Default::default()
        };
        let mut size = egui::Vec2::ZERO;
        // The fonts set are ready from the second frame on.
        for _ in 0..2 {
            let output = ctx.run_ui(input.clone(), |ui| {
                let mut nav = MenuNav::default();
                nav.begin();
                let top = ui.cursor().min.y;
                nav_choice(ui, &mut nav, label, value);
                size = egui::vec2(ui.min_rect().width(), ui.cursor().min.y - top);
            });
            output.drop_without_applying_deltas();
        }
        size
    }

    #[test]
    fn a_choice_too_long_for_its_row_goes_under_its_label_not_over_it() {
        let short = choice_row_size(460.0, "Players", "3");
        let long = choice_row_size(460.0, "Players", "2: Reds against Germans and Whites");
        assert!(
            long.y > 1.4 * short.y,
            "the long value takes a line of its own: {long:?} against {short:?}"
        );
        assert!(long.x <= 460.0, "the row stays inside the window: {long:?}");
        let wide = choice_row_size(900.0, "Players", "2: Reds against Germans and Whites");
        assert!(
            wide.y < 1.3 * short.y,
            "where it fits, it stays on the label's line: {wide:?} against {short:?}"
        );
    }
}
