//! The languages found in a folder of message files, `<root>/<tag>/<part>.ftl`: the build
//! script (build.rs) builds every one into the program, so a new language is a new folder and
//! no change of code. The tests read the same list to see that nothing was left out.

use std::path::{Path, PathBuf};

/// The languages whose rules texts are written whole (English, Finnish, German, Russian,
/// Swedish), in this order; every other language found comes after them, by tag.
pub const BUILT_IN: [&str; 5] = ["en", "fi", "de", "ru", "sv"];

/// The file that makes a folder a language: the shell's messages, with the language's own
/// name (`language-name`).
pub const LOCALE_FILE: &str = "shell.ftl";

/// A language folder: its tag and its message files, `(part, path)`, sorted by part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundLanguage {
    pub tag: String,
    pub parts: Vec<(String, PathBuf)>,
}

/// Whether a folder name is a language tag: `fi`, `sv`, `pt-BR` (letters, one optional
/// region after a hyphen).
pub fn is_tag(name: &str) -> bool {
    let mut pieces = name.split('-');
    let language = pieces.next().unwrap_or("");
    let region = pieces.next();
    pieces.next().is_none()
        && (2..=3).contains(&language.len())
        && language.chars().all(|c| c.is_ascii_lowercase())
        && region.is_none_or(|r| {
            (2..=4).contains(&r.len()) && r.chars().all(|c| c.is_ascii_alphanumeric())
        })
}

/// Every language folder under `root`: a folder named by a language tag that holds
/// `shell.ftl`. The four built-in languages first, the others by tag.
pub fn languages(root: &Path) -> Vec<FoundLanguage> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(root) else {
        return found;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(tag) = path
            .file_name()
            .and_then(|n| n.to_str())
            .map(str::to_string)
        else {
            continue;
        };
        if !path.is_dir() || !is_tag(&tag) || !path.join(LOCALE_FILE).is_file() {
            continue;
        }
        let mut parts: Vec<(String, PathBuf)> = std::fs::read_dir(&path)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .filter_map(|p| Some((p.file_stem()?.to_str()?.to_string(), p)))
            .collect();
        parts.sort();
        found.push(FoundLanguage { tag, parts });
    }
    found.sort_by_key(|l| {
        let built_in = BUILT_IN.iter().position(|t| *t == l.tag);
        (built_in.unwrap_or(BUILT_IN.len()), l.tag.clone())
    });
    found
}

/// The Rust source that builds the languages under `root` into the program: their tags in
/// order (`TAGS`) and every message file as `(language's index, part, text)` (`FILES`). A
/// file under `package` (the package's folder) is named from `CARGO_MANIFEST_DIR` at compile
/// time, so a build kept from a clone in another folder finds the files of this one.
pub fn source(root: &Path, package: &Path) -> String {
    let languages = languages(root);
    let mut out = String::from(
        "/// Every language's tag, the built-in four first (the order of `Lang`'s indexes).\n\
         pub const TAGS: &[&str] = &[\n",
    );
    for language in &languages {
        out.push_str(&format!("    {:?},\n", language.tag));
    }
    out.push_str(
        "];\n\n/// Every message file: (its language's index in `TAGS`, part, text).\n\
         pub const FILES: &[(usize, &str, &str)] = &[\n",
    );
    for (index, language) in languages.iter().enumerate() {
        for (part, path) in &language.parts {
            let file = match path.strip_prefix(package) {
                Ok(inside) => format!(
                    "concat!(env!(\"CARGO_MANIFEST_DIR\"), {:?})",
                    format!("/{}", inside.display()).replace('\\', "/")
                ),
                Err(_) => format!("{:?}", path.display().to_string()),
            };
            out.push_str(&format!("    ({index}, {part:?}, include_str!({file})),\n"));
        }
    }
    out.push_str("];\n");
    out
}
