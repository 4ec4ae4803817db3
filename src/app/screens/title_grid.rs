//! The title page drawn with egui alone: the cupboard's name, its games as boxes two by two
//! (a picture of the board, the name, who plays, the buttons), and Play online, Settings and
//! Quit in a bar along the bottom that never scrolls away. The page fits a 1024 × 600 window;
//! only a smaller one (or a large UI scale) scrolls the boxes.

use std::collections::HashMap;

use bevy_egui::egui;

use crate::{
    app::{
        cupboard::CupboardEntry,
        menu::{BUTTON_WIDTH, MenuNav, nav_button_sized},
        session::{GameSaves, KeptSave},
        theme::{egui_color, palette, title_text},
    },
    tr,
};

/// What the player chose on the title this frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TitleChoice {
    /// Set up a new match of the game.
    NewGame(&'static str),
    /// Play the game's guided first game.
    Learn(&'static str),
    /// Go on with the game's saved match.
    Resume(&'static str),
    /// Watch the game's last finished match again.
    Replay(&'static str),
    /// Delete a save that was kept aside because it could not be used.
    Discard {
        game: &'static str,
        key: String,
    },
    PlayOnline,
    Settings,
    Quit,
}

/// What a frame of the title page came to.
#[derive(Debug, Default)]
pub struct TitleOutcome {
    pub choice: Option<TitleChoice>,
    /// Whether the boxes did not fit above the bar and had to scroll.
    pub scrolls: bool,
}

/// The widest and tallest a game's box grows on a large window.
const MAX_BOX: egui::Vec2 = egui::vec2(720.0, 320.0);
/// Between the boxes, and between the parts of the page.
const BOX_GAP: f32 = 10.0;
/// Round a box's contents, and its edge's width.
const BOX_MARGIN: f32 = 6.0;
const BOX_EDGE: f32 = 1.0;
/// Between a box's picture and its column of text and buttons.
const COLUMN_GAP: f32 = 10.0;
/// A box's column takes at least this share of the box, for the name and who plays.
const COLUMN_SHARE: f32 = 0.55;
/// The smallest picture a box keeps, however long its buttons' labels.
const MIN_PICTURE: f32 = 72.0;
/// The buttons in a box: their height, the size of their labels and the space between them.
pub(crate) const BOX_BUTTON_HEIGHT: f32 = 32.0;
const BOX_BUTTON_TEXT: f32 = 16.0;
const BOX_BUTTON_SPACING: f32 = 4.0;
/// The bar's buttons.
const BAR_BUTTON_HEIGHT: f32 = 38.0;
const BAR_BUTTON_TEXT: f32 = 19.0;
/// The size of the controls line under the bar.
const CONTROLS_TEXT: f32 = 13.0;

/// A box's card and its edge.
const CARD: egui::Color32 = egui::Color32::from_rgb(245, 232, 200);
const CARD_EDGE: egui::Color32 = egui::Color32::from_rgb(120, 90, 60);
/// The page's gold title and its light lines.
const GOLD: egui::Color32 = egui::Color32::from_rgb(245, 220, 160);
const PALE: egui::Color32 = egui::Color32::from_rgb(220, 200, 160);
const DIM: egui::Color32 = egui::Color32::from_rgb(200, 180, 140);

/// Draws the title page into `ui` (the whole window but its margin): `entries` in boxes with
/// the saves each game has in `saves`, the bar under them.
pub fn title_page(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    entries: &[CupboardEntry],
    saves: &HashMap<&'static str, GameSaves>,
) -> TitleOutcome {
    let page = ui.max_rect();
    let spacing = ui.spacing().item_spacing.y;
    let controls = egui::WidgetText::from(
        egui::RichText::new(tr!("title-controls"))
            .size(CONTROLS_TEXT)
            .color(DIM),
    )
    .into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        page.width(),
        egui::TextStyle::Body,
    );
    let bar_height = BAR_BUTTON_HEIGHT + spacing + controls.size().y;
    // Above the bar: the name, then the boxes as large as the room allows (up to their
    // largest); what is left over goes half above and half below the whole page.
    let above = page.height() - bar_height - BOX_GAP;
    let (name, tagline) = header(ui, page.width(), above);
    let header_height = name.size().y + tagline.size().y + 2.0 * spacing + BOX_GAP;
    let rows = entries.len().div_ceil(2).max(1) as f32;
    let gaps = (BOX_GAP + spacing) * (rows - 1.0);
    let size = egui::vec2(
        ((page.width() - BOX_GAP) / 2.0).min(MAX_BOX.x).floor(),
        ((above - header_height - gaps) / rows).min(MAX_BOX.y),
    );
    let spare = (above - header_height - size.y * rows - gaps).max(0.0);
    let look = BoxLook {
        size,
        split: box_split(
            size - egui::Vec2::splat(2.0 * (BOX_MARGIN + BOX_EDGE)),
            widest_box_row(
                |key| box_button_width(ui, crate::i18n::message(key, &[])),
                ui.spacing().item_spacing.x,
                Shown::in_saves(saves),
            ),
        ),
        title: (size.y * 0.075).clamp(18.0, 23.0),
        subtitle: (size.y * 0.05).clamp(13.0, 15.0),
    };
    let boxes_part = egui::Rect::from_min_max(
        egui::pos2(page.min.x, page.min.y + spare / 2.0),
        egui::pos2(page.max.x, page.max.y - bar_height - BOX_GAP - spare / 2.0),
    );
    let bar_part = egui::Rect::from_min_size(
        egui::pos2(page.min.x, boxes_part.max.y + BOX_GAP),
        egui::vec2(page.width(), bar_height),
    );
    let mut outcome = TitleOutcome::default();
    ui.scope_builder(egui::UiBuilder::new().max_rect(boxes_part), |ui| {
        let scroll = egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    ui.label(name);
                    ui.label(tagline);
                });
                ui.add_space(BOX_GAP);
                boxes(ui, nav, entries, saves, &look)
            });
        outcome.scrolls = scroll.content_size.y > scroll.inner_rect.height() + 0.5;
        outcome.choice = scroll.inner;
    });
    ui.scope_builder(egui::UiBuilder::new().max_rect(bar_part), |ui| {
        if let Some(choice) = bar(ui, nav, controls) {
            outcome.choice = Some(choice);
        }
    });
    outcome
}

/// The cupboard's name and its tagline, `width` wide at most: smaller on a low window
/// (`height` above the bar), so that the boxes keep their room.
fn header(
    ui: &egui::Ui,
    width: f32,
    height: f32,
) -> (std::sync::Arc<egui::Galley>, std::sync::Arc<egui::Galley>) {
    let size = (height * 0.07).clamp(30.0, 54.0);
    let name = egui::WidgetText::from(title_text("Pelikaappi", size).color(GOLD)).into_galley(
        ui,
        None,
        width,
        egui::TextStyle::Heading,
    );
    let tagline = egui::WidgetText::from(
        egui::RichText::new(tr!("app-tagline"))
            .size((size * 0.4).clamp(13.0, 18.0))
            .italics()
            .color(PALE),
    )
    .into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        egui::TextStyle::Body,
    );
    (name, tagline)
}

/// How the boxes are drawn on this window: their size, their picture's side and their
/// column's width (`box_split`), the size of a game's name and of the line under it.
struct BoxLook {
    size: egui::Vec2,
    split: (f32, f32),
    title: f32,
    subtitle: f32,
}

/// The games' boxes two by two, each row centred.
fn boxes(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    entries: &[CupboardEntry],
    saves: &HashMap<&'static str, GameSaves>,
    look: &BoxLook,
) -> Option<TitleChoice> {
    let width = ui.available_width();
    let mut choice = None;
    for (row, pair) in entries.chunks(2).enumerate() {
        if row > 0 {
            ui.add_space(BOX_GAP);
        }
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = BOX_GAP;
            let used = look.size.x * pair.len() as f32 + BOX_GAP * (pair.len() - 1) as f32;
            ui.add_space(((width - used) / 2.0).max(0.0));
            for entry in pair {
                let none = GameSaves::default();
                let saves = saves.get(entry.id).unwrap_or(&none);
                if let Some(c) = game_box(ui, nav, entry, saves, look) {
                    choice = Some(c);
                }
            }
        });
    }
    choice
}

/// A box's picture side and the width of its column, in a box whose inside is `inner` and
/// whose widest row of buttons needs `widest`: the column gets what its buttons need (and at
/// least its share), the picture the rest, as high as the box.
fn box_split(inner: egui::Vec2, widest: f32) -> (f32, f32) {
    let column = widest.max(inner.x * COLUMN_SHARE);
    let picture = (inner.x - column - COLUMN_GAP)
        .min(inner.y)
        .max(MIN_PICTURE);
    (picture, inner.x - picture - COLUMN_GAP)
}

/// Which of the buttons that only some boxes have are in some box this frame.
#[derive(Clone, Copy, Debug)]
struct Shown {
    resume: bool,
    replay: bool,
    discard: bool,
}

impl Shown {
    fn in_saves(saves: &HashMap<&'static str, GameSaves>) -> Self {
        Self {
            resume: saves.values().any(|s| s.autosave.is_some()),
            replay: saves.values().any(|s| s.finished.is_some()),
            discard: saves.values().any(|s| !s.kept.is_empty()),
        }
    }
}

/// The width the widest row of the boxes' buttons needs (`width` of a button by its
/// message's key, `gap` between two buttons): New game and Learn to play side by side, or
/// one of the long labels alone where some box shows it. All boxes share it, so that their
/// pictures are of a size.
fn widest_box_row(width: impl Fn(&str) -> f32, gap: f32, shown: Shown) -> f32 {
    let pair = width("title-new-game").max(width("title-learn"));
    [
        ("title-resume", shown.resume),
        ("title-replay", shown.replay),
        ("title-discard", shown.discard),
    ]
    .into_iter()
    .filter(|(_, on)| *on)
    .fold(2.0 * pair + gap, |widest, (key, _)| widest.max(width(key)))
}

/// The width of a box's button labelled `label`.
fn box_button_width(ui: &egui::Ui, label: String) -> f32 {
    let text = ui
        .painter()
        .layout_no_wrap(
            label,
            egui::FontId::proportional(BOX_BUTTON_TEXT),
            egui::Color32::BLACK,
        )
        .size()
        .x;
    // The button's own padding and a little air.
    text + 2.0 * ui.spacing().button_padding.x + 12.0
}

/// One game's box, drawn as `look` says.
fn game_box(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    entry: &CupboardEntry,
    saves: &GameSaves,
    look: &BoxLook,
) -> Option<TitleChoice> {
    let (picture, column) = look.split;
    let inner = look.size - egui::Vec2::splat(2.0 * (BOX_MARGIN + BOX_EDGE));
    egui::Frame::new()
        .fill(CARD)
        .stroke(egui::Stroke::new(BOX_EDGE, CARD_EDGE))
        .corner_radius(8.0)
        .inner_margin(BOX_MARGIN)
        .show(ui, |ui| {
            ui.set_min_size(inner);
            ui.set_max_width(inner.x);
            ui.horizontal_top(|ui| {
                ui.spacing_mut().item_spacing.x = COLUMN_GAP;
                // The picture in the middle of the box's height.
                let (slot, _) = ui.allocate_exact_size(
                    egui::vec2(picture, inner.y.max(picture)),
                    egui::Sense::hover(),
                );
                let rect = egui::Rect::from_center_size(slot.center(), egui::Vec2::splat(picture));
                ui.painter()
                    .rect_filled(rect, 6.0, egui_color(palette::TABLE));
                let board = rect.shrink(picture * 0.05);
                (entry.thumbnail)(&ui.painter_at(board), board);
                ui.allocate_ui_with_layout(
                    egui::vec2(column, inner.y),
                    egui::Layout::top_down(egui::Align::Min),
                    |ui| {
                        ui.set_width(column);
                        ui.spacing_mut().item_spacing.y = BOX_BUTTON_SPACING;
                        // The column stands in the middle of the box's height. Its own
                        // height is known from the pass before: a new one asks egui for
                        // another pass, so that no frame shows it out of place.
                        let id = egui::Id::new(("title-box-column", entry.id));
                        let last = ui.data(|d| d.get_temp::<f32>(id));
                        ui.add_space(((inner.y - last.unwrap_or(inner.y)) / 2.0).max(0.0));
                        let top = ui.cursor().min.y;
                        ui.label(title_text(entry.title, look.title));
                        ui.label(
                            egui::RichText::new(crate::i18n::text(entry.subtitle))
                                .size(look.subtitle),
                        );
                        // The buttons' labels centred, as in every menu.
                        let choice = ui
                            .with_layout(egui::Layout::top_down(egui::Align::Center), |ui| {
                                box_buttons(ui, nav, entry, saves, column)
                            })
                            .inner;
                        let height = ui.min_rect().max.y - top;
                        if last.is_none_or(|h| (h - height).abs() > 0.5) {
                            ui.data_mut(|d| d.insert_temp(id, height));
                            ui.ctx()
                                .request_discard("a title box's column changed height");
                        }
                        choice
                    },
                )
                .inner
            })
            .inner
        })
        .inner
}

/// A box's buttons: New game and Learn to play side by side, then Resume and Replay where
/// there are saves, and a notice with Discard for each save kept aside.
fn box_buttons(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    entry: &CupboardEntry,
    saves: &GameSaves,
    column: f32,
) -> Option<TitleChoice> {
    let game = entry.id;
    if !entry.playable {
        ui.label(egui::RichText::new(tr!("title-coming")).italics());
        return None;
    }
    let mut choice = None;
    let button = |ui: &mut egui::Ui, nav: &mut MenuNav, label: &str, width: f32| {
        let size = egui::vec2(width, BOX_BUTTON_HEIGHT);
        nav_button_sized(ui, nav, label, true, BOX_BUTTON_TEXT, size)
    };
    ui.horizontal(|ui| {
        let half = (column - ui.spacing().item_spacing.x) / 2.0;
        let first = if entry.lesson.is_some() { half } else { column };
        if button(ui, nav, &tr!("title-new-game"), first) {
            choice = Some(TitleChoice::NewGame(game));
        }
        if entry.lesson.is_some() && button(ui, nav, &tr!("title-learn"), half) {
            choice = Some(TitleChoice::Learn(game));
        }
    });
    if saves.autosave.is_some() && button(ui, nav, &tr!("title-resume"), column) {
        choice = Some(TitleChoice::Resume(game));
    }
    if saves.finished.is_some() && button(ui, nav, &tr!("title-replay"), column) {
        choice = Some(TitleChoice::Replay(game));
    }
    for kept in &saves.kept {
        kept_notice(ui, kept);
        if button(ui, nav, &tr!("title-discard"), column) {
            choice = Some(TitleChoice::Discard {
                game,
                key: kept.key.clone(),
            });
        }
    }
    choice
}

/// Says in plain words that a save could not be used and where it is kept.
fn kept_notice(ui: &mut egui::Ui, kept: &KeptSave) {
    let why = kept
        .reason
        .as_ref()
        .map_or_else(|| tr!("save-unusable-reason"), |w| w.text());
    ui.label(
        egui::RichText::new(tr!(
            "save-unusable",
            why = why,
            place = crate::app::storage::place_of(&kept.key)
        ))
        .size(CONTROLS_TEXT)
        .color(egui::Color32::from_rgb(150, 40, 30)),
    );
}

/// The bar along the bottom: Play online, Settings and Quit in a row, the controls under them.
fn bar(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    controls: std::sync::Arc<egui::Galley>,
) -> Option<TitleChoice> {
    let mut items = vec![
        (tr!("title-play-online"), TitleChoice::PlayOnline),
        (tr!("menu-settings"), TitleChoice::Settings),
    ];
    // A web page is closed by its browser.
    if cfg!(not(target_arch = "wasm32")) {
        items.push((tr!("title-quit"), TitleChoice::Quit));
    }
    let width = ui.available_width();
    let gap = BOX_GAP;
    let count = items.len() as f32;
    let each = ((width - gap * (count - 1.0)) / count).min(BUTTON_WIDTH * 0.62);
    let mut choice = None;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        ui.add_space(((width - each * count - gap * (count - 1.0)) / 2.0).max(0.0));
        for (label, item) in items {
            let size = egui::vec2(each, BAR_BUTTON_HEIGHT);
            if nav_button_sized(ui, nav, &label, true, BAR_BUTTON_TEXT, size) {
                choice = Some(item);
            }
        }
    });
    ui.vertical_centered(|ui| ui.label(controls));
    choice
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, message_in};

    use crate::app::theme::test_context as context;

    #[test]
    fn in_every_language_a_box_at_1024_keeps_its_buttons_on_one_line_and_a_picture() {
        // The column of a box is as wide as its widest row of buttons, the picture takes
        // the rest: both must have room at the narrowest window.
        let ctx = context();
        let box_width = ((1024.0 - 2.0 * 24.0 - BOX_GAP) / 2.0f32).min(MAX_BOX.x);
        let inner = egui::vec2(box_width - 2.0 * (BOX_MARGIN + BOX_EDGE), 180.0);
        for lang in Lang::every() {
            let mut widest = 0.0;
            // The fonts set are ready from the second frame on.
            for _ in 0..2 {
                let output = ctx.run_ui(egui::RawInput::default(), |ui| {
                    let every = Shown {
                        resume: true,
                        replay: true,
                        discard: true,
                    };
                    let width = |key: &str| {
                        let label = message_in(lang, key, &[]);
                        assert_ne!(label, key, "{}: no message {key}", lang.code());
                        box_button_width(ui, label)
                    };
                    widest = widest_box_row(width, ui.spacing().item_spacing.x, every);
                });
                output.drop_without_applying_deltas();
            }
            let (picture, column) = box_split(inner, widest);
            assert!(
                column >= widest,
                "{}: the buttons need {widest:.0}, the column is {column:.0}",
                lang.code()
            );
            assert!(
                picture >= 100.0,
                "{}: the picture is only {picture:.0}",
                lang.code()
            );
        }
    }
}
