//! The history notes' files for the History view: built into the desktop game, fetched by the
//! web page when a player first wants them (`window.pelikaappiHistory` in web/index.html; the
//! files are in web/dist/history/, copied there by web/build.sh, and stay out of the wasm).
//! The book is kept for the language it was read in and read again when the language changes.

use std::sync::Arc;

use bevy::prelude::*;

use crate::{
    history::{HistoryBook, HistoryFiles},
    i18n::{self, Lang},
};

/// How the history book stands.
#[derive(Debug, Clone, Default)]
pub enum BookState {
    /// Nobody has asked for it yet.
    #[default]
    NotAsked,
    /// The web page is fetching its files.
    Loading,
    Ready(Arc<HistoryBook>),
    /// The files could not be had or read: why.
    Failed(String),
}

/// The history book in the player's language, once it is wanted.
#[derive(Resource, Debug, Default)]
pub struct HistoryLibrary {
    /// Set by whoever wants the book (the History view, a 1918 game's board).
    pub wanted: bool,
    lang: Option<Lang>,
    pub state: BookState,
}

impl HistoryLibrary {
    /// The book, when it is ready in the language on screen.
    pub fn book(&self) -> Option<&HistoryBook> {
        match &self.state {
            BookState::Ready(book) if self.lang == Some(i18n::language()) => Some(book),
            _ => None,
        }
    }
}

/// Reading the book (before the view picks a note from it).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HistorySystems;

pub fn plugin(app: &mut App) {
    app.init_resource::<HistoryLibrary>();
    app.add_systems(Update, keep_loaded.in_set(HistorySystems));
}

/// Reads the book when it is wanted and the language has changed (or it was never read);
/// on the web, starts the page's fetch and takes its files when they have come.
fn keep_loaded(mut library: ResMut<HistoryLibrary>) {
    if !library.wanted {
        return;
    }
    let lang = i18n::language();
    if library.lang != Some(lang) {
        library.lang = Some(lang);
        library.state = start(lang);
    }
    if matches!(library.state, BookState::Loading) {
        library.state = poll();
    }
}

/// The files' texts read into a book, or why not.
fn read_book(files: &HistoryFiles) -> BookState {
    match HistoryBook::new(files) {
        Ok(book) => {
            info!("history: the notes are read");
            BookState::Ready(Arc::new(book))
        }
        Err(why) => {
            warn!("history: {why}");
            BookState::Failed(why)
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn start(lang: Lang) -> BookState {
    read_book(&HistoryFiles::built_in(lang.code()))
}

#[cfg(not(target_arch = "wasm32"))]
fn poll() -> BookState {
    BookState::NotAsked
}

/// The page's loader object, `window.pelikaappiHistory`.
#[cfg(target_arch = "wasm32")]
fn page_loader() -> Option<js_sys::wasm_bindgen::JsValue> {
    use js_sys::wasm_bindgen::JsValue;
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &JsValue::from_str("pelikaappiHistory")).ok()
}

#[cfg(target_arch = "wasm32")]
fn start(lang: Lang) -> BookState {
    use js_sys::wasm_bindgen::{JsCast, JsValue};
    let Some(loader) = page_loader() else {
        return BookState::Failed("the page cannot fetch the history notes".into());
    };
    let load = js_sys::Reflect::get(&loader, &JsValue::from_str("load"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match load {
        Some(load) => {
            let _ = load.call1(&loader, &JsValue::from_str(lang.code()));
            BookState::Loading
        }
        None => BookState::Failed("the page cannot fetch the history notes".into()),
    }
}

/// How the page's fetch stands: `state` is "loading", "ok" (then `files` holds the seven
/// texts in `HISTORY_FILES`' order of web/index.html) or "error WHY".
#[cfg(target_arch = "wasm32")]
fn poll() -> BookState {
    use js_sys::wasm_bindgen::JsValue;
    let Some(loader) = page_loader() else {
        return BookState::Failed("the page cannot fetch the history notes".into());
    };
    let get = |name: &str| js_sys::Reflect::get(&loader, &JsValue::from_str(name)).ok();
    let state = get("state").and_then(|s| s.as_string()).unwrap_or_default();
    if let Some(why) = state.strip_prefix("error ") {
        return BookState::Failed(why.to_string());
    }
    if state != "ok" {
        return BookState::Loading;
    }
    let texts: Vec<String> = get("files")
        .map(|f| {
            js_sys::Array::from(&f)
                .iter()
                .filter_map(|t| t.as_string())
                .collect()
        })
        .unwrap_or_default();
    let [
        suomi,
        helsinki,
        makers,
        notes,
        makers_text,
        english,
        english_makers,
    ] = <[String; 7]>::try_from(texts).unwrap_or_default();
    read_book(&HistoryFiles {
        games: [suomi, helsinki],
        makers_sources: makers,
        notes_text: notes,
        makers_text,
        english_notes_text: english,
        english_makers_text: english_makers,
    })
}
