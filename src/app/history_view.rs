//! History at the table: the History view (the notes of a 1918 game listed by date, each
//! with its days, text and sources) and the makers' notes of every game, as one overlay; and
//! the card beside the board that shows the note of the place under the pointer or the focus.
//! Opened by N (or F3) in a game, by the card's button, from the pause menu and from the
//! rules view, so mouse, keyboard, gamepad and touch all reach it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::{
    history::{HistoryBook, NOTE_GAMES, Note, Status, place_name},
    tr,
};

use super::{
    Overlay, Screen,
    cupboard::{ActiveGame, Cupboard},
    history_load::{BookState, HistoryLibrary},
    menu::{MenuNav, nav_button_sized},
    overlays::{dim_background, rules_title_row, rules_width},
    theme::title_text,
};

/// Which part of the view is shown.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum HistoryTab {
    /// The notes of the places, by date (the 1918 games).
    #[default]
    Notes,
    /// The makers' notes (every game).
    Makers,
}

/// The History view's state.
#[derive(Resource, Debug, Default)]
pub struct HistoryView {
    pub tab: HistoryTab,
    /// The note shown, in the list's order.
    pub selected: usize,
    /// A place whose note is to be shown once the book is ready.
    pub place: Option<String>,
    /// Where Close goes back to: the rules view when opened from it.
    pub back_to_rules: bool,
    scroll: f32,
    /// What was last said to the screen reader (the tab, the note, the language).
    said: Option<(HistoryTab, usize, crate::i18n::Lang)>,
}

/// The place under the pointer or the focus in a 1918 game, written by its board each frame:
/// the 1918 map's circle id, or a Helsinki place's name.
#[derive(Resource, Debug, Default)]
pub struct HistoryPlace(pub Option<String>);

/// Whether a game has place notes (the two 1918 games).
pub fn has_notes(game: &str) -> bool {
    NOTE_GAMES.contains(&game)
}

/// Opens the view on a tab (the notes of `place` when given).
pub fn open(
    view: &mut HistoryView,
    next: &mut NextState<Overlay>,
    game: &str,
    tab: HistoryTab,
    place: Option<String>,
    from_rules: bool,
) {
    view.tab = if has_notes(game) {
        tab
    } else {
        HistoryTab::Makers
    };
    view.place = place;
    view.back_to_rules = from_rules;
    view.scroll = 0.0;
    view.said = None;
    next.set(Overlay::History);
}

pub fn plugin(app: &mut App) {
    app.init_resource::<HistoryView>()
        .init_resource::<HistoryPlace>();
    app.add_systems(
        OnEnter(Overlay::History),
        |mut nav: ResMut<MenuNav>, mut library: ResMut<HistoryLibrary>| {
            nav.reset();
            library.wanted = true;
        },
    );
    app.add_systems(OnEnter(Screen::Playing), want_for_1918_games);
    app.add_systems(
        OnExit(Screen::Playing),
        |mut place: ResMut<HistoryPlace>| place.0 = None,
    );
    app.add_systems(
        Update,
        (
            open_by_key
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Overlay::None)),
            (select_place, say_shown)
                .chain()
                .run_if(in_state(Overlay::History))
                .after(super::history_load::HistorySystems),
        ),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        (
            history_ui.run_if(in_state(Overlay::History)),
            place_card_ui
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Overlay::None)),
        )
            .in_set(super::theme::EguiUiSystems),
    );
}

/// A 1918 game's board shows its places' notes: the book is read (fetched on the web) when
/// such a game starts.
fn want_for_1918_games(active: Res<ActiveGame>, mut library: ResMut<HistoryLibrary>) {
    if has_notes(active.0) {
        library.wanted = true;
    }
}

/// N or F3 (while no text field has the keys) opens the note of the place under the pointer
/// or the focus, or the list.
fn open_by_key(
    keys: Res<ButtonInput<KeyCode>>,
    editing: Option<Res<super::theme::TextEditing>>,
    active: Res<ActiveGame>,
    place: Res<HistoryPlace>,
    mut view: ResMut<HistoryView>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let typing = editing.is_some_and(|e| e.0);
    if typing || !(keys.just_pressed(KeyCode::KeyN) || keys.just_pressed(KeyCode::F3)) {
        return;
    }
    let place = place.0.clone();
    open(
        &mut view,
        &mut next,
        active.0,
        HistoryTab::Notes,
        place,
        false,
    );
}

/// Once the book is ready, the place the view was opened for becomes the note shown (and the
/// list's focus).
fn select_place(
    library: Res<HistoryLibrary>,
    active: Res<ActiveGame>,
    mut view: ResMut<HistoryView>,
    mut nav: ResMut<MenuNav>,
) {
    let (Some(book), Some(place)) = (library.book(), view.place.clone()) else {
        return;
    };
    if let Some(i) = book.notes(active.0).iter().position(|n| n.place == place) {
        view.selected = i;
        nav.focus = BUTTONS_BEFORE_LIST + i;
    }
    view.place = None;
}

/// The note or the makers' notes shown, said to the screen reader whenever they change (on
/// the web page, where AccessKit does not run, its live region reads them).
fn say_shown(library: Res<HistoryLibrary>, active: Res<ActiveGame>, mut view: ResMut<HistoryView>) {
    let Some(book) = library.book() else {
        return;
    };
    let now = (view.tab, view.selected, crate::i18n::language());
    if view.said == Some(now) {
        return;
    }
    view.said = Some(now);
    let text = match view.tab {
        HistoryTab::Notes => book.notes(active.0).get(view.selected).map(|n| {
            format!(
                "{}, {}. {}",
                place_name(active.0, n.place),
                book.days(n.first, n.last),
                n.text
            )
        }),
        HistoryTab::Makers => Some(book.makers(active.0).join(" ")),
    };
    if let Some(text) = text {
        super::live::say(&text);
    }
}

/// The note of the place under the pointer or the focus, on a card at the board's lower left
/// (its button opens the whole note with its sources: the way in by touch).
fn place_card_ui(
    mut contexts: EguiContexts,
    active: Res<ActiveGame>,
    place: Res<HistoryPlace>,
    library: Res<HistoryLibrary>,
    mut view: ResMut<HistoryView>,
    mut next: ResMut<NextState<Overlay>>,
) -> Result {
    let (Some(place), Some(book)) = (place.0.as_deref(), library.book()) else {
        return Ok(());
    };
    let Some(note) = book.note_of(active.0, place) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let mut clicked = false;
    egui::Area::new(egui::Id::new("history-card"))
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(12.0, -12.0))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(250, 244, 228, 240))
                .stroke(egui::Stroke::new(1.5, egui::Color32::from_rgb(120, 90, 60)))
                .corner_radius(6.0)
                .inner_margin(egui::Margin::same(10))
                .show(ui, |ui| {
                    ui.set_max_width((screen.width() * 0.36).clamp(260.0, 440.0));
                    ui.label(title_text(&place_name(active.0, place), 19.0));
                    ui.label(
                        egui::RichText::new(book.days(note.first, note.last))
                            .italics()
                            .size(13.0),
                    );
                    ui.label(egui::RichText::new(note.text).size(13.5));
                    ui.horizontal(|ui| {
                        clicked = ui
                            .button(egui::RichText::new(tr!("history-card-more")).size(15.0))
                            .clicked();
                        ui.label(egui::RichText::new(tr!("history-card-key")).size(12.0));
                    });
                });
        });
    if clicked {
        open(
            &mut view,
            &mut next,
            active.0,
            HistoryTab::Notes,
            Some(place.to_string()),
            false,
        );
    }
    Ok(())
}

/// The number of the view's buttons before its list of notes: Close and the two tabs.
const BUTTONS_BEFORE_LIST: usize = 3;

fn history_ui(
    mut contexts: EguiContexts,
    mut nav: ResMut<MenuNav>,
    active: Res<ActiveGame>,
    cupboard: Res<Cupboard>,
    library: Res<HistoryLibrary>,
    mut view: ResMut<HistoryView>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = active.0;
    let game_title = cupboard
        .get(game)
        .map(|e| crate::i18n::text(e.title))
        .unwrap_or_default();
    let notes_here = has_notes(game);
    dim_background(ctx);
    nav.begin();
    let size = ctx.viewport_rect().size();
    // Left and right switch the tab; the list's focus is the note shown.
    if notes_here && nav.left_or_right() {
        view.tab = match view.tab {
            HistoryTab::Notes => HistoryTab::Makers,
            HistoryTab::Makers => HistoryTab::Notes,
        };
    }
    let book = library.book();
    super::overlays::centered_window("history").show(ctx, |ui| {
        ui.set_width(rules_width(size));
        ui.set_height(size.y - 140.0);
        let title = match view.tab {
            HistoryTab::Notes => tr!("history-title", game = game_title.as_str()),
            HistoryTab::Makers => tr!("makers-title", game = game_title.as_str()),
        };
        if rules_title_row(ui, &mut nav, &title, &tr!("rules-close")) || nav.back {
            next_overlay.set(if view.back_to_rules {
                Overlay::Rules
            } else {
                Overlay::None
            });
        }
        ui.horizontal(|ui| {
            let size = egui::vec2(240.0, 34.0);
            // The tab shown carries a dot (the focus has its own frame).
            let marked = |text: String, shown: bool| {
                if shown { format!("● {text}") } else { text }
            };
            let notes_label = marked(tr!("history-tab-notes"), view.tab == HistoryTab::Notes);
            if nav_button_sized(ui, &mut nav, &notes_label, notes_here, 17.0, size) {
                view.tab = HistoryTab::Notes;
            }
            let makers_label = marked(tr!("history-tab-makers"), view.tab == HistoryTab::Makers);
            if nav_button_sized(ui, &mut nav, &makers_label, true, 17.0, size) {
                view.tab = HistoryTab::Makers;
            }
        });
        ui.separator();
        let height = size.y - 250.0;
        match (&library.state, book) {
            (_, Some(book)) => match view.tab {
                HistoryTab::Notes => notes_tab(ui, &mut nav, &mut view, book, game, height),
                HistoryTab::Makers => makers_tab(ui, &mut nav, &mut view, book, game, height),
            },
            (BookState::Failed(why), None) => {
                ui.label(tr!("history-failed", why = why.as_str()));
            }
            _ => {
                ui.label(tr!("history-loading"));
            }
        }
    });
    nav.end();
    Ok(())
}

/// The list of notes by date on the left, the chosen one with its sources on the right.
fn notes_tab(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    view: &mut HistoryView,
    book: &HistoryBook,
    game: &str,
    height: f32,
) {
    let notes = book.notes(game);
    if notes.is_empty() {
        return;
    }
    if let Some(i) = nav.focus.checked_sub(BUTTONS_BEFORE_LIST)
        && i < notes.len()
    {
        view.selected = i;
    }
    view.selected = view.selected.min(notes.len() - 1);
    let list_width = (ui.available_width() * 0.3).clamp(220.0, 330.0);
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(
            egui::vec2(list_width, height),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("history-list")
                    .max_height(height)
                    .show(ui, |ui| {
                        for (i, note) in notes.iter().enumerate() {
                            let label = format!(
                                "{}\n{}",
                                place_name(game, note.place),
                                book.days(note.first, note.last)
                            );
                            let size = egui::vec2(list_width - 16.0, 50.0);
                            if nav_button_sized(ui, nav, &label, true, 15.0, size) {
                                view.selected = i;
                                nav.focus = BUTTONS_BEFORE_LIST + i;
                            }
                        }
                    });
            },
        );
        ui.separator();
        // The note's column: a top-down layout of its own, so that its text wraps.
        let note_width = ui.available_width();
        ui.allocate_ui_with_layout(
            egui::vec2(note_width, height),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_max_width(note_width);
                egui::ScrollArea::vertical()
                    .id_salt(("history-note", view.selected))
                    .max_height(height)
                    .show(ui, |ui| {
                        ui.set_max_width(note_width - 16.0);
                        note_page(ui, book, game, &notes[view.selected]);
                    });
            },
        );
    });
}

/// One note: its place, days, text, how it stands and its sources.
fn note_page(ui: &mut egui::Ui, book: &HistoryBook, game: &str, note: &Note<'_>) {
    ui.label(title_text(&place_name(game, note.place), 24.0));
    ui.label(
        egui::RichText::new(book.days(note.first, note.last))
            .italics()
            .size(16.0),
    );
    ui.add_space(6.0);
    ui.label(egui::RichText::new(note.text).size(17.0));
    if note.disputed {
        ui.add_space(4.0);
        ui.label(
            egui::RichText::new(tr!("history-disputed"))
                .italics()
                .size(14.0),
        );
    }
    if note.status == Status::Derived {
        ui.label(
            egui::RichText::new(tr!("history-derived"))
                .italics()
                .size(14.0),
        );
    }
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(tr!("history-sources"))
            .strong()
            .size(16.0),
    );
    for source in &note.sources {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new("•").size(14.0));
            ui.hyperlink_to(egui::RichText::new(&source.title).size(14.0), &source.url);
            ui.label(
                egui::RichText::new(format!(
                    "— {} ({})",
                    source.publisher,
                    tr!("history-read-on", day = source.read.as_str())
                ))
                .size(13.0),
            );
        });
    }
}

/// The makers' notes of the game and their sources; the arrow keys and the pad scroll them.
fn makers_tab(
    ui: &mut egui::Ui,
    nav: &mut MenuNav,
    view: &mut HistoryView,
    book: &HistoryBook,
    game: &str,
    height: f32,
) {
    let keyed = nav.steps != 0;
    view.scroll = (view.scroll + nav.steps as f32 * 90.0).max(0.0);
    let mut area = egui::ScrollArea::vertical()
        .id_salt("makers-notes")
        .max_height(height);
    if keyed {
        area = area.vertical_scroll_offset(view.scroll);
    }
    let width = ui.available_width();
    let shown = area.show(ui, |ui| {
        ui.set_max_width(width - 16.0);
        for paragraph in book.makers(game) {
            ui.label(egui::RichText::new(paragraph).size(17.0));
            ui.add_space(8.0);
        }
        ui.label(
            egui::RichText::new(tr!("history-sources"))
                .strong()
                .size(16.0),
        );
        for (n, source) in book.makers_sources(game).iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                ui.label(egui::RichText::new("•").size(14.0));
                if source.url.is_empty() {
                    ui.label(egui::RichText::new(&source.title).strong().size(14.0));
                } else {
                    ui.hyperlink_to(egui::RichText::new(&source.title).size(14.0), &source.url);
                }
                let detail = book.makers_source_detail(game, n + 1, source);
                ui.label(egui::RichText::new(format!("— {detail}")).size(13.0));
            });
        }
    });
    if !keyed {
        view.scroll = shown.state.offset.y;
    }
}
