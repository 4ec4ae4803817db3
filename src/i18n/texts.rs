//! The rules views' long texts (`assets/<game>/texts/<part>-<lang>.txt`) in the player's
//! language. The desktop game has every language's text that has its file built in (build.rs finds them:
//! a language is a file, no code); the web build has
//! only the English one, and the page fetches the player's language the first time the text
//! is shown (`window.pelikaappiTexts` in web/index.html; web/build.sh copies the files to
//! web/dist/texts/<game>-<part>-<lang>.txt), so that the texts stay out of the wasm's budget.
//! Until it has come (or if it cannot be had) the English text is shown.

use std::{ops::Deref, sync::Arc};

/// The rules texts built in, found by build.rs (`RULES_TEXTS`: every language's on the
/// desktop, English alone on the web).
mod built_in {
    include!(concat!(env!("OUT_DIR"), "/rules_texts.rs"));
}

/// A rules text, `assets/<game>/texts/<part>-<tag>.txt`, by its name `<game>-<part>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesText {
    /// `eile-ours`: built in by build.rs, fetched by the web page as `texts/eile-ours-fi.txt`.
    pub name: &'static str,
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

impl RulesText {
    /// The text `<game>-<part>`.
    pub const fn new(name: &'static str) -> RulesText {
        RulesText { name }
    }

    /// The text in language `tag`, if it is built in.
    pub fn built_in(&self, tag: &str) -> Option<&'static str> {
        built_in::RULES_TEXTS
            .iter()
            .find(|(name, t, _)| *name == self.name && *t == tag)
            .map(|(_, _, text)| *text)
    }

    /// The languages it is built in (every one that has its file, on the desktop).
    pub fn tags(&self) -> Vec<&'static str> {
        built_in::RULES_TEXTS
            .iter()
            .filter(|(name, _, _)| *name == self.name)
            .map(|(_, tag, _)| *tag)
            .collect()
    }

    /// The text in the player's language: built in, or (on the web) fetched by the page;
    /// English where the language has no such file, or until the page has fetched it.
    pub fn shown(&self) -> Shown {
        let english = self.built_in("en").unwrap_or("");
        let tag = super::language().code();
        if let Some(text) = self.built_in(tag) {
            return Shown::BuiltIn(text);
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(text) = web::fetched(self.name, tag) {
            return Shown::Fetched(text);
        }
        Shown::BuiltIn(english)
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
    use super::RulesText;

    #[test]
    fn every_rules_text_is_built_in_in_every_language_that_has_its_file() {
        for name in [
            "eile-ours",
            "razboiniki-ours",
            "suomi1918-ours",
            "helsinki1918-ours",
            "helsinki1918-tables",
        ] {
            let text = RulesText::new(name);
            let tags = text.tags();
            for tag in crate::i18n::found::BUILT_IN {
                assert!(tags.contains(&tag), "{name}: no {tag}");
                assert!(
                    !text.built_in(tag).unwrap().trim().is_empty(),
                    "{name}-{tag}"
                );
            }
        }
        assert_eq!(RulesText::new("nothing-ours").built_in("en"), None);
        assert!(RulesText::new("nothing-ours").shown().is_empty());
    }
}
