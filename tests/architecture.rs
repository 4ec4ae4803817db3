//! Architecture rules: the rules core never imports Bevy, and every source file opens with `//!`.

use std::{fs, path::Path};

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_rules_core_does_not_import_bevy() {
    let mut files = Vec::new();
    rust_files(Path::new("src/rules"), &mut files);
    assert!(!files.is_empty());
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        assert!(!text.contains("bevy"), "{} mentions bevy", file.display());
    }
}

#[test]
fn every_source_file_opens_with_a_doc_line() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    rust_files(Path::new("tests"), &mut files);
    for file in files {
        let text = fs::read_to_string(&file).unwrap();
        assert!(
            text.starts_with("//!"),
            "{} must open with a //! line",
            file.display()
        );
    }
}
