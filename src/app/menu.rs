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
            Intent::Undo | Intent::Rules | Intent::Hint => {}
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

/// A button the focus can rest on; true when clicked or confirmed.
pub fn nav_button(ui: &mut egui::Ui, nav: &mut MenuNav, label: &str, enabled: bool) -> bool {
    let (_, focused) = nav.take_index();
    let (stroke, fill) = frame_for(focused);
    let button = egui::Button::new(egui::RichText::new(label).size(20.0))
        .min_size(egui::vec2(ui.available_width().min(420.0), 40.0))
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
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(label).size(18.0));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button(egui::RichText::new(" ▶ ").size(18.0)).clicked() {
                        change = 1;
                    }
                    ui.label(egui::RichText::new(value).size(18.0).strong());
                    if ui.button(egui::RichText::new(" ◀ ").size(18.0)).clicked() {
                        change = -1;
                    }
                });
            });
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

/// Steps an index through `len` values, wrapping.
pub fn cycle(index: usize, change: i32, len: usize) -> usize {
    ((index as i64 + i64::from(change)).rem_euclid(len as i64)) as usize
}
