//! Builds the message files of every language folder under `assets/i18n` into the program
//! (`src/i18n/found.rs` finds them; `src/i18n/mod.rs` includes the list): a new language is a
//! new folder with its `.ftl` files, and no change of code. For Windows it also links the
//! program's icon (`assets/shared/icon/pelikaappi.ico`, made by `tools/gen_icon.py`) into the
//! executable as a resource, compiled with mingw-w64's `windres`.

#[path = "src/i18n/found.rs"]
mod found;

fn main() {
    println!("cargo::rerun-if-changed=assets/i18n");
    println!("cargo::rerun-if-changed=src/i18n/found.rs");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo names the package folder");
    let root = std::path::Path::new(&manifest).join("assets/i18n");
    let out = std::env::var("OUT_DIR").expect("cargo names the output folder");
    let languages = found::source(&root, std::path::Path::new(&manifest));
    assert!(
        found::BUILT_IN
            .iter()
            .all(|tag| languages.contains(&format!("{tag:?}"))),
        "assets/i18n lacks a built-in language: {root:?}"
    );
    std::fs::write(std::path::Path::new(&out).join("languages.rs"), languages)
        .expect("the language list is written");
    rules_texts(std::path::Path::new(&manifest), std::path::Path::new(&out));
    windows_icon(std::path::Path::new(&manifest), std::path::Path::new(&out));
}

/// The rules views' long texts, `assets/<game>/texts/<part>-<tag>.txt` (`ours`, `tables`), as a
/// table `RULES_TEXTS` of (`<game>-<part>`, tag, text) built into the program: every language's
/// on the desktop, English alone in the web build (the page fetches the others;
/// `src/i18n/texts.rs`). A language's rules text is a file, and no change of code.
fn rules_texts(manifest: &std::path::Path, out: &std::path::Path) {
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut found = Vec::new();
    let assets = manifest.join("assets");
    for game in std::fs::read_dir(&assets)
        .expect("the assets folder")
        .flatten()
    {
        let texts = game.path().join("texts");
        let Ok(files) = std::fs::read_dir(&texts) else {
            continue;
        };
        println!("cargo::rerun-if-changed={}", texts.display());
        let game = game.file_name().to_string_lossy().to_string();
        for file in files.flatten() {
            let name = file.file_name().to_string_lossy().to_string();
            let Some(stem) = name.strip_suffix(".txt") else {
                continue;
            };
            let Some((part, tag)) = stem.split_once('-') else {
                continue;
            };
            if !["ours", "tables"].contains(&part) || !found::is_tag(tag) || (web && tag != "en") {
                continue;
            }
            let path = file.path().display().to_string().replace('\\', "/");
            found.push(format!(
                "    ({:?}, {tag:?}, include_str!({path:?})),",
                format!("{game}-{part}")
            ));
        }
    }
    found.sort();
    let table = format!(
        "/// (`<game>-<part>`, tag, text) of every rules text built in.\npub const RULES_TEXTS: &[(&str, &str, &str)] = &[\n{}\n];\n",
        found.join("\n")
    );
    std::fs::write(out.join("rules_texts.rs"), table).expect("the rules texts' table is written");
}

/// The icon Explorer and the taskbar show for `pelikaappi.exe`: a resource script naming the
/// ICO, compiled to an object the GNU linker links into the program. Without `windres` the
/// program is built with the system's plain icon and a warning.
fn windows_icon(manifest: &std::path::Path, out: &std::path::Path) {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os != "windows" || env != "gnu" {
        return;
    }
    let icon = manifest.join("assets/shared/icon/pelikaappi.ico");
    println!("cargo::rerun-if-changed={}", icon.display());
    let script = out.join("icon.rc");
    let object = out.join("icon.o");
    let path = icon.display().to_string().replace('\\', "/");
    std::fs::write(&script, format!("1 ICON \"{path}\"\n"))
        .expect("the resource script is written");
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    let tools = [format!("{arch}-w64-mingw32-windres"), "windres".to_string()];
    for tool in &tools {
        let made = std::process::Command::new(tool)
            .arg(&script)
            .args(["-O", "coff", "-o"])
            .arg(&object)
            .status();
        if matches!(made, Ok(status) if status.success()) {
            println!("cargo::rustc-link-arg-bins={}", object.display());
            return;
        }
    }
    println!(
        "cargo::warning=no windres found ({tools:?}): pelikaappi.exe is built without its icon"
    );
}
