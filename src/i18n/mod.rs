//! The player's language: Project Fluent message files (`assets/i18n/<lang>/<part>.ftl`) in
//! English, Finnish, German, Russian and any language whose folder is there at build time
//! (`found`), the language in use (the system's by default, the player's choice from the
//! settings), and `tr!` to look a message up with its variables.
//! Plural and case forms are the message files' business (Fluent selectors).

use std::sync::{OnceLock, RwLock};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use unic_langid::LanguageIdentifier;

pub mod found;
pub mod texts;

/// The languages found under `assets/i18n` when the program was built (build.rs writes this
/// list: `TAGS`, `FILES`).
mod languages {
    include!(concat!(env!("OUT_DIR"), "/languages.rs"));
}

/// A language of the cupboard: the four whose rules texts are written whole, or another one
/// whose folder of message files was found at build time (`docs/translating.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    En,
    Fi,
    De,
    Ru,
    Sv,
    /// The `n`th language after the built-in five, by tag.
    Other(u8),
}

impl Lang {
    /// The four built-in languages, in the order of the texts written whole for each
    /// (`pick`).
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fi, Lang::De, Lang::Ru, Lang::Sv];

    /// Every language the program has messages in: the built-in four, then the others found.
    pub fn every() -> impl Iterator<Item = Lang> {
        (0..languages::TAGS.len()).map(Lang::from_index)
    }

    /// The language's tag (the folder of its message files).
    pub fn code(self) -> &'static str {
        languages::TAGS
            .get(self.index())
            .copied()
            .unwrap_or(languages::TAGS[0])
    }

    /// The language's name in itself, for the picker (message `language-name`).
    pub fn native_name(self) -> String {
        message_in(self, "language-name", &[])
    }

    /// The language a locale names (`fi_FI.UTF-8`, `de-CH`, `ru`, `English`), if it is one
    /// of the cupboard's.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let tag = locale
            .split(['.', '@'])
            .next()
            .unwrap_or("")
            .split(['_', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if tag.is_empty() {
            return None;
        }
        Lang::every().find(|l| {
            l.code().eq_ignore_ascii_case(&tag)
                || l.code().split('-').next() == Some(tag.as_str())
                || l.native_name().eq_ignore_ascii_case(locale.trim())
        })
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Fi => 1,
            Lang::De => 2,
            Lang::Ru => 3,
            Lang::Sv => 4,
            Lang::Other(n) => Lang::ALL.len() + usize::from(n),
        }
    }

    fn from_index(index: usize) -> Lang {
        Lang::ALL.get(index).copied().unwrap_or_else(|| {
            Lang::Other(u8::try_from(index - Lang::ALL.len()).unwrap_or(u8::MAX))
        })
    }
}

/// Every language's message files, part by part: (language, part, text). Built into the
/// program so the web build and a moved binary have them too. (`web` is the web page's before
/// the game runs: web/page.py copies it into the page.)
pub fn message_files() -> impl Iterator<Item = (Lang, &'static str, &'static str)> {
    languages::FILES
        .iter()
        .map(|(index, part, text)| (Lang::from_index(*index), *part, *text))
}

struct Catalogue {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let bundles = Lang::every()
            .map(|lang| {
                let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around variables: the fonts draw them as boxes.
                bundle.set_use_isolating(false);
                for (l, part, text) in message_files() {
                    if l != lang {
                        continue;
                    }
                    // The message files are checked by the tests; a broken entry is skipped
                    // (its key then shows as itself) rather than stopping the game.
                    let resource = FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(partial, _)| partial);
                    if bundle.add_resource(resource).is_err() {
                        eprintln!("i18n: {}/{part}.ftl repeats a message", lang.code());
                    }
                }
                bundle
            })
            .collect();
        Catalogue { bundles }
    })
}

static CURRENT: RwLock<Lang> = RwLock::new(Lang::En);

/// The language every message is shown in now.
pub fn language() -> Lang {
    *CURRENT
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Shows every message in `lang` from now on.
pub fn set_language(lang: Lang) {
    *CURRENT
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = lang;
}

/// The system's language, if it is one of the cupboard's: `LC_ALL`, `LC_MESSAGES`, `LANG`
/// on the desktop, `navigator.language` in the browser.
pub fn system_language() -> Option<Lang> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.navigator().language())
            .and_then(|l| Lang::from_locale(&l))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_locale(&v))
    }
}

/// A variable's value for a message.
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(t: &str) -> Self {
        Arg::Text(t.to_string())
    }
}
impl From<String> for Arg {
    fn from(t: String) -> Self {
        Arg::Text(t)
    }
}
impl From<&String> for Arg {
    fn from(t: &String) -> Self {
        Arg::Text(t.clone())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// Message `key` in language `lang` with these variables; the key itself when no message has
/// it (the tests see that none is missing).
pub fn message_in(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let Some(bundle) = catalogue().bundles.get(lang.index()) else {
        return key.to_string();
    };
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_string();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_str())),
            Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// Message `key` in the language in use.
pub fn message(key: &str, args: &[(&str, Arg)]) -> String {
    message_in(language(), key, args)
}

/// The item for the language in use, of four given in `Lang::ALL`'s order (English, Finnish,
/// German, Russian): a text written whole in each language, such as a game's rules. Any other
/// language gets the English.
pub fn pick<T>(by_lang: [T; 5]) -> T {
    // A language found beyond the built-in four reads the English text.
    let index = Some(language().index())
        .filter(|i| *i < by_lang.len())
        .unwrap_or(0);
    by_lang
        .into_iter()
        .nth(index)
        .expect("five languages, five items")
}

/// The message `key_or_text` names, or the text itself where no message has that key (the
/// texts of a game not yet in the message files).
pub fn text(key_or_text: &str) -> String {
    if has_message(language(), key_or_text) {
        message(key_or_text, &[])
    } else {
        key_or_text.to_string()
    }
}

/// Whether language `lang` has message `key`.
pub fn has_message(lang: Lang, key: &str) -> bool {
    catalogue()
        .bundles
        .get(lang.index())
        .is_some_and(|b| b.has_message(key))
}

/// Whether a line of a rules text carries our mark: `[ours]`, `[ours: what]` naming the
/// decision, or `[OURS]` in a heading in capitals. The text files keep this mark in every
/// language, and the rules view shows the reader's word for it (`ours_shown`).
pub fn is_ours(line: &str) -> bool {
    line.contains("[ours]") || line.contains("[ours:") || line.contains("[OURS]")
}

/// A line of a rules text as a reader of `lang` sees it: our mark in that language's word
/// (message `rules-ours-mark`, in capitals where the mark is).
pub fn ours_shown(line: &str, lang: Lang) -> String {
    if !is_ours(line) {
        return line.to_string();
    }
    let word = message_in(lang, "rules-ours-mark", &[]);
    line.replace("[ours]", &format!("[{word}]"))
        .replace("[ours:", &format!("[{word}:"))
        .replace("[OURS]", &format!("[{}]", word.to_uppercase()))
}

/// `tr!("key")` or `tr!("key", name = value, …)`: the message in the language in use.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::message($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message(
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// `tr_in!(lang, "key", name = value, …)`: the message in language `lang` (the rules core's
/// words, which the command line asks for in English and a screen in the player's language).
#[macro_export]
macro_rules! tr_in {
    ($lang:expr, $key:literal) => {
        $crate::i18n::message_in($lang, $key, &[])
    };
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message_in(
            $lang,
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// A message to be shown later in the reader's language: its key and variables. The rules'
/// refusals and the server's go out as these (over the network too), and each screen writes
/// them in its player's language; the command line writes them in English.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Words {
    pub key: String,
    pub args: Vec<(String, String)>,
}

impl Words {
    /// Message `key` with no variables (`words!` gives the variables too).
    pub fn new(key: &str) -> Self {
        Self {
            key: key.to_string(),
            args: Vec::new(),
        }
    }

    /// The same message with one more variable.
    pub fn with(mut self, name: &str, value: impl std::fmt::Display) -> Self {
        self.args.push((name.to_string(), value.to_string()));
        self
    }

    /// The message in `lang` (a variable that is a whole number is a number, for plurals).
    pub fn in_lang(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = match value.parse::<i64>() {
                    Ok(n) => Arg::from(n),
                    Err(_) => Arg::from(value.as_str()),
                };
                (name.as_str(), arg)
            })
            .collect();
        message_in(lang, &self.key, &args)
    }

    /// The message in the language in use.
    pub fn text(&self) -> String {
        self.in_lang(language())
    }

    /// The message in English (the command line's, the server's log).
    pub fn english(&self) -> String {
        self.in_lang(Lang::En)
    }
}

/// A text with no message of its own (a store's or a data file's error, in English): shown as
/// it is.
impl From<String> for Words {
    fn from(text: String) -> Self {
        Words::new("said-as-is").with("text", text)
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.english())
    }
}

/// `words!("key")` or `words!("key", name = value, …)`: a message kept to be shown later in
/// the reader's language (`Words`).
#[macro_export]
macro_rules! words {
    ($key:literal) => {
        $crate::i18n::Words::new($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Words::new($key)$(.with(stringify!($name), $value))+
    };
}
