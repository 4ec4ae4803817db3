//! The web page's answers: encodings, caching, the files served, HEAD.

use super::*;

/// A web folder in the temp folder, removed when dropped.
struct Folder(std::path::PathBuf);

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn folder(name: &str, files: &[(&str, &[u8])]) -> Folder {
    // The tests run at once: each its own folder.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "pelikaappi-web-unit-{name}-{}-{n}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, bytes) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    Folder(dir)
}

fn request(method: &str, target: &str, headers: &[(&str, &str)]) -> HttpRequest {
    HttpRequest {
        method: method.to_string(),
        target: target.to_string(),
        headers: headers
            .iter()
            .map(|(n, v)| (n.to_ascii_lowercase(), (*v).to_string()))
            .collect(),
    }
}

fn header<'a>(response: &'a HttpResponse, name: &str) -> Option<&'a str> {
    response
        .headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

const WASM: &[u8] = &[0, 97, 115, 109, 1, 0, 0, 0];

fn build() -> Folder {
    folder(
        "build",
        &[
            (
                "index.html",
                b"<html><script>const VERSION = '0123456789abcdef';</script></html>",
            ),
            ("pelikaappi.js", b"export default 1;"),
            ("pelikaappi.js.gz", b"js-gz"),
            ("pelikaappi.js.br", b"js-br"),
            ("pelikaappi_bg.wasm", WASM),
            ("pelikaappi_bg.wasm.gz", b"wasm-gz"),
            ("pelikaappi_bg.wasm.br", b"wasm-br"),
            ("favicon.png", b"png"),
        ],
    )
}

#[test]
fn the_encoding_follows_accept_encoding_and_its_weights() {
    let dir = build();
    let files = WebFiles::read(&dir.0).unwrap();
    let wasm = |accept: Option<&str>| {
        let headers: Vec<(&str, &str)> = accept
            .map(|a| vec![("Accept-Encoding", a)])
            .unwrap_or_default();
        files.answer(&request("GET", "/pelikaappi_bg.wasm", &headers))
    };
    for (accept, body, coding) in [
        (None, WASM, None),
        (
            Some("gzip, deflate, br, zstd"),
            b"wasm-br".as_slice(),
            Some("br"),
        ),
        (Some("gzip, deflate"), b"wasm-gz", Some("gzip")),
        (Some("br;q=0, gzip"), b"wasm-gz", Some("gzip")),
        (Some("gzip;q=0, br;q=0"), WASM, None),
        (Some("BR;Q=0.5, gzip;q=0.9"), b"wasm-gz", Some("gzip")),
        (Some("*"), b"wasm-br", Some("br")),
        (Some("*;q=0"), WASM, None),
        (Some("identity"), WASM, None),
        (Some("deflate"), WASM, None),
        (Some("br;q=nonsense, gzip"), b"wasm-gz", Some("gzip")),
    ] {
        let answer = wasm(accept);
        assert_eq!(answer.status, 200, "{accept:?}");
        assert_eq!(&answer.body[..], body, "{accept:?}");
        assert_eq!(header(&answer, "content-encoding"), coding, "{accept:?}");
        // The type is the file's own whatever the coding, and caches keep the codings apart.
        assert_eq!(answer.content_type, "application/wasm");
        assert_eq!(header(&answer, "vary"), Some("Accept-Encoding"));
    }
    // Each coding its own ETag.
    let etags: std::collections::HashSet<String> = [None, Some("gzip"), Some("br")]
        .into_iter()
        .map(|a| header(&wasm(a), "etag").unwrap().to_string())
        .collect();
    assert_eq!(etags.len(), 3, "{etags:?}");
    // The copies are not served by their own names.
    let gz = files.answer(&request("GET", "/pelikaappi_bg.wasm.gz", &[]));
    assert_eq!(gz.status, 404);
}

#[test]
fn a_wasm_without_a_gz_copy_is_gzipped_at_the_start() {
    let big: Vec<u8> = (0..100_000u32)
        .flat_map(|i| (i % 7).to_le_bytes())
        .collect();
    let dir = folder(
        "older",
        &[
            ("index.html", b"<html></html>"),
            ("pelikaappi_bg.wasm", &big),
        ],
    );
    let files = WebFiles::read(&dir.0).unwrap();
    let answer = files.answer(&request(
        "GET",
        "/pelikaappi_bg.wasm",
        &[("Accept-Encoding", "gzip, br")],
    ));
    assert_eq!(header(&answer, "content-encoding"), Some("gzip"));
    let mut unpacked = Vec::new();
    std::io::Read::read_to_end(
        &mut flate2::read::GzDecoder::new(&answer.body[..]),
        &mut unpacked,
    )
    .unwrap();
    assert_eq!(unpacked, big);
    assert!(answer.body.len() < big.len() / 10);
    // The small page is not.
    let page = files.answer(&request(
        "GET",
        "/index.html?server=x",
        &[("Accept-Encoding", "gzip")],
    ));
    assert_eq!(header(&page, "content-encoding"), None);
    assert_eq!(header(&page, "vary"), None);
}

#[test]
fn an_etag_the_browser_holds_is_answered_304() {
    let dir = build();
    let files = WebFiles::read(&dir.0).unwrap();
    let gzip = [("Accept-Encoding", "gzip")];
    let first = files.answer(&request("GET", "/pelikaappi.js", &gzip));
    let etag = header(&first, "etag").unwrap().to_string();
    assert!(etag.starts_with('"') && etag.ends_with("-gz\""), "{etag}");
    for held in [
        etag.clone(),
        format!("W/{etag}"),
        format!("\"other\", {etag}"),
        "*".into(),
    ] {
        let again = files.answer(&request(
            "GET",
            "/pelikaappi.js",
            &[("Accept-Encoding", "gzip"), ("If-None-Match", &held)],
        ));
        assert_eq!(again.status, 304, "{held}");
        assert!(again.body.is_empty());
        assert_eq!(header(&again, "etag"), Some(etag.as_str()));
        assert_eq!(header(&again, "vary"), Some("Accept-Encoding"));
    }
    // The gzip copy's ETag is not the brotli one's: a browser that now takes brotli gets
    // it whole.
    let other = files.answer(&request(
        "GET",
        "/pelikaappi.js",
        &[("Accept-Encoding", "br"), ("If-None-Match", &etag)],
    ));
    assert_eq!(other.status, 200);
    assert_eq!(&other.body[..], b"js-br");
}

#[test]
fn a_versioned_file_is_kept_and_the_page_revalidated() {
    let dir = build();
    let files = WebFiles::read(&dir.0).unwrap();
    let cache = |target: &str| {
        let answer = files.answer(&request("GET", target, &[]));
        assert_eq!(answer.status, 200, "{target}");
        header(&answer, "cache-control").unwrap().to_string()
    };
    assert_eq!(cache("/pelikaappi_bg.wasm?v=0123456789abcdef"), IMMUTABLE);
    assert_eq!(cache("/pelikaappi.js?x=1&v=0123456789abcdef"), IMMUTABLE);
    assert_eq!(cache("/pelikaappi_bg.wasm"), "no-cache");
    assert_eq!(cache("/pelikaappi.js?v="), "no-cache");
    // Another build's version (one to come, asked for early) is not kept.
    assert_eq!(cache("/pelikaappi_bg.wasm?v=fedcba9876543210"), "no-cache");
    assert_eq!(cache("/favicon.png"), "no-cache");
    assert_eq!(cache("/index.html?server=ws%3A%2F%2Fx&v=1"), "no-cache");
}

#[test]
fn only_the_web_builds_own_files_are_served() {
    let dir = folder(
        "foreign",
        &[
            ("index.html", b"<html></html>"),
            ("rooms.sqlite", b"SQLite format 3"),
            ("serve.py", b"import os"),
            (".env", b"SECRET=1"),
            (".git/config", b"[core]"),
            (".hidden/x.js", b"1"),
            ("assets/.x.png", b"png"),
            ("assets/x.png", b"png"),
            ("notes.md", b"# notes"),
            ("data.json", b"{}"),
            ("orphan.sqlite.gz", b"gz"),
        ],
    );
    let files = WebFiles::read(&dir.0).unwrap();
    for target in [
        "/rooms.sqlite",
        "/serve.py",
        "/.env",
        "/.git/config",
        "/.hidden/x.js",
        "/assets/.x.png",
        "/notes.md",
        "/data.json",
        "/orphan.sqlite.gz",
        "/orphan.sqlite",
        "/../Cargo.toml",
    ] {
        for accept in ["", "gzip, br"] {
            let answer = files.answer(&request("GET", target, &[("Accept-Encoding", accept)]));
            assert_eq!(answer.status, 404, "{target}");
        }
    }
    assert_eq!(
        files.answer(&request("GET", "/assets/x.png", &[])).status,
        200
    );
    assert_eq!(files.len(), 2, "index.html and assets/x.png only");
}

#[test]
fn head_gets_the_headers_and_other_methods_are_refused() {
    let dir = build();
    let files = WebFiles::read(&dir.0).unwrap();
    let get = files.answer(&request("GET", "/pelikaappi_bg.wasm", &[]));
    let head = files.answer(&request("HEAD", "/pelikaappi_bg.wasm", &[]));
    assert_eq!(head.status, 200);
    assert_eq!(head.headers, get.headers);
    assert_eq!(head.content_type, get.content_type);
    // The length of the body a GET would get (the gate sends none for HEAD).
    assert_eq!(head.body.len(), get.body.len());
    let post = files.answer(&request("POST", "/pelikaappi_bg.wasm", &[]));
    assert_eq!(post.status, 405);
    assert_eq!(header(&post, "allow"), Some("GET, HEAD"));
    // The page without a server is still sent on to itself.
    let link = files.answer(&request("GET", "/?room=ABC", &[("Host", "h:7918")]));
    assert_eq!(link.status, 302);
    assert_eq!(
        header(&link, "location"),
        Some("./?server=ws%3A%2F%2Fh%3A7918&room=ABC")
    );
}
