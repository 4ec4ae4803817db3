//! Builds the message files of every language folder under `assets/i18n` into the program
//! (`src/i18n/found.rs` finds them; `src/i18n/mod.rs` includes the list): a new language is a
//! new folder with its `.ftl` files, and no change of code.

#[path = "src/i18n/found.rs"]
mod found;

fn main() {
    println!("cargo::rerun-if-changed=assets/i18n");
    println!("cargo::rerun-if-changed=src/i18n/found.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo names the package folder");
    let root = std::path::Path::new(&manifest).join("assets/i18n");
    let out = std::env::var("OUT_DIR").expect("cargo names the output folder");
    let languages = found::source(&root);
    assert!(
        found::BUILT_IN
            .iter()
            .all(|tag| languages.contains(&format!("{tag:?}"))),
        "assets/i18n lacks a built-in language: {root:?}"
    );
    std::fs::write(std::path::Path::new(&out).join("languages.rs"), languages)
        .expect("the language list is written");
}
