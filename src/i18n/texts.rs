//! The rules views' long texts (`assets/<game>/texts/<part>-<lang>.txt`) in the player's
//! language. The desktop game has every built-in language's text built in; the web build has
//! only the English one, and the page fetches the player's language the first time the text
//! is shown (`window.pelikaappiTexts` in web/index.html; web/build.sh copies the files to
//! web/dist/texts/<game>-<part>-<lang>.txt), so that the texts stay out of the wasm's budget.
//! Until it has come (or if it cannot be had) the English text is shown.

use std::{ops::Deref, sync::Arc};

/// One rules text in every built-in language.
#[derive(Clone, Copy, Debug)]
pub struct RulesText {
    /// Its name on the web page: `eile-ours` is fetched as `texts/eile-ours-fi.txt`.
    pub name: &'static str,
    pub english: &'static str,
    /// The built-in languages' texts, in `found::BUILT_IN`'s order (the desktop game only).
    #[cfg(not(target_arch = "wasm32"))]
    pub all: [&'static str; 5],
}

/// A rules text as shown: built in, or fetched by the web page.
#[derive(Clone, Debug)]
pub enum Shown {
    BuiltIn(&'static str),
    Fetched(Arc<str>),
}

impl Deref for Shown {
    type Target = str;
    fn deref(&self) -> &str {
        match self {
            Shown::BuiltIn(text) => text,
            Shown::Fetched(text) => text,
        }
    }
}

/// A `RulesText` of `assets/<game>/texts/<part>-<lang>.txt`.
#[macro_export]
macro_rules! rules_text {
    ($game:literal, $part:literal) => {
        $crate::i18n::texts::RulesText {
            name: concat!($game, "-", $part),
            english: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/",
                $game,
                "/texts/",
                $part,
                "-en.txt"
            )),
            #[cfg(not(target_arch = "wasm32"))]
            all: [
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/",
                    $game,
                    "/texts/",
                    $part,
                    "-en.txt"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/",
                    $game,
                    "/texts/",
                    $part,
                    "-fi.txt"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/",
                    $game,
                    "/texts/",
                    $part,
                    "-de.txt"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/",
                    $game,
                    "/texts/",
                    $part,
                    "-ru.txt"
                )),
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/",
                    $game,
                    "/texts/",
                    $part,
                    "-sv.txt"
                )),
            ],
        }
    };
}

impl RulesText {
    /// The text in the player's language (English until the web page has fetched it).
    pub fn shown(&self) -> Shown {
        #[cfg(not(target_arch = "wasm32"))]
        {
            Shown::BuiltIn(super::pick(self.all))
        }
        #[cfg(target_arch = "wasm32")]
        {
            let lang = super::language();
            if lang == super::Lang::En {
                return Shown::BuiltIn(self.english);
            }
            web::fetched(self.name, lang.code())
                .map_or(Shown::BuiltIn(self.english), Shown::Fetched)
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::{
        collections::BTreeMap,
        sync::{Arc, Mutex},
    };

    use js_sys::wasm_bindgen::{JsCast, JsValue};

    /// The texts the page has given, by file name.
    static FETCHED: Mutex<BTreeMap<String, Arc<str>>> = Mutex::new(BTreeMap::new());

    /// The text `texts/<name>-<tag>.txt` once the page has it; asks the page for it first.
    pub fn fetched(name: &str, tag: &str) -> Option<Arc<str>> {
        let file = format!("{name}-{tag}");
        let mut fetched = FETCHED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(text) = fetched.get(&file) {
            return Some(text.clone());
        }
        let texts = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("pelikaappiTexts")).ok())?;
        let got = js_sys::Reflect::get(&texts, &JsValue::from_str("files"))
            .ok()
            .and_then(|files| js_sys::Reflect::get(&files, &JsValue::from_str(&file)).ok())
            .and_then(|t| t.as_string());
        match got {
            Some(text) => {
                let text: Arc<str> = text.into();
                fetched.insert(file, text.clone());
                Some(text)
            }
            None => {
                // The page fetches each file once, however often it is asked.
                let load = js_sys::Reflect::get(&texts, &JsValue::from_str("load"))
                    .ok()
                    .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
                if let Some(load) = load {
                    let _ = load.call1(&texts, &JsValue::from_str(&file));
                }
                None
            }
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    #[test]
    fn a_rules_text_is_shown_in_the_players_language_with_english_beside_it() {
        let text = crate::rules_text!("eile", "ours");
        assert_eq!(text.name, "eile-ours");
        assert_eq!(text.all[0], text.english);
        let lang = crate::i18n::language();
        let shown = text.shown();
        assert_eq!(&*shown, crate::i18n::pick(text.all), "{lang:?}");
        assert!(text.all.iter().all(|t| !t.trim().is_empty()));
    }
}
