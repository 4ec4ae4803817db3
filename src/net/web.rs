//! The web build served by the game server itself (`pelikaappi serve --web DIR`): the folder's
//! files read once at the start and answered from memory over plain HTTP on the server's own
//! port, and the page sent to the server it came from (a request for the page without a
//! `server` in its address is sent on to the same page with the server's WebSocket address
//! added, so `http://HOST:PORT/?room=ABCDEF` lands in that room).
//!
//! Only the web build's own kinds of file are read and served (`SERVED`): never a file or
//! folder whose name starts with a dot, nor anything else the folder holds (`serve.py`, a
//! `rooms.sqlite`, …). Each file is sent compressed when the browser accepts it: its `.br` or
//! `.gz` copy beside it (web/build.sh makes both for the wasm and the js), reached only through
//! `Accept-Encoding`, never by its own name. A wasm or js without a `.gz` copy (a web folder of
//! an older build) is gzipped once at the start. Every answer has an `ETag` (per encoding) and
//! is answered 304 when the browser already holds it; the page itself is always revalidated,
//! and a file asked for with its version (`?v=HASH`, the page's own links) is kept a year.

use std::{collections::HashMap, io::Write, path::Path, sync::Arc};

use aeronet_websocket::server::{HttpHandler, HttpRequest, HttpResponse};

/// The most a web folder may hold (the web build is some 16 MB).
const MAX_WEB_BYTES: u64 = 256 * 1024 * 1024;

/// The kinds of file (by extension) served: the web build's own.
const SERVED: [&str; 9] = [
    "html", "js", "wasm", "png", "ico", "svg", "css", "woff2", "txt",
];

/// The kinds gzipped at the start when the folder has no `.gz` copy (the index page is small
/// and every other kind is compressed already or tiny).
const GZIP_AT_START: [&str; 2] = ["wasm", "js"];

/// The `Cache-Control` of a file asked for with its version (`?v=HASH`): its address changes
/// with its contents, so it is kept.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// One form of a file's contents: its bytes and their `ETag`.
#[derive(Debug)]
struct Encoded {
    body: bytes::Bytes,
    etag: String,
}

impl Encoded {
    fn new(body: Vec<u8>, suffix: &str) -> Self {
        let etag = format!(
            "\"{:016x}{suffix}\"",
            xxhash_rust::xxh3::xxh3_64(body.as_slice())
        );
        Self {
            body: bytes::Bytes::from(body),
            etag,
        }
    }
}

/// A content coding the server sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Coding {
    Brotli,
    Gzip,
    Identity,
}

/// One file of the web build: its type, its contents, and its compressed copies.
#[derive(Debug)]
struct WebFile {
    content_type: &'static str,
    identity: Encoded,
    gzip: Option<Encoded>,
    brotli: Option<Encoded>,
}

impl WebFile {
    fn coded(&self, coding: Coding) -> Option<&Encoded> {
        match coding {
            Coding::Brotli => self.brotli.as_ref(),
            Coding::Gzip => self.gzip.as_ref(),
            Coding::Identity => Some(&self.identity),
        }
    }
}

/// The web build's files by their path (`/index.html`, `/pelikaappi_bg.wasm`, …).
#[derive(Debug, Default)]
pub struct WebFiles {
    files: HashMap<String, WebFile>,
    /// The files gzipped at the start (they had no `.gz` copy).
    gzipped_here: Vec<String>,
    /// The build's version its page names (`const VERSION = '…'`, written by web/build.sh):
    /// only a file asked for with this version is kept a year.
    version: Option<String>,
}

impl WebFiles {
    /// Reads the web build's files in `dir` (its subfolders too); an error names what could
    /// not be read.
    pub fn read(dir: &Path) -> Result<Self, String> {
        let mut found: HashMap<String, Vec<u8>> = HashMap::new();
        let mut total = 0u64;
        let mut folders = vec![dir.to_path_buf()];
        while let Some(folder) = folders.pop() {
            let entries = std::fs::read_dir(&folder)
                .map_err(|e| format!("the web folder {}: {e}", folder.display()))?;
            for entry in entries {
                let entry =
                    entry.map_err(|e| format!("the web folder {}: {e}", folder.display()))?;
                let path = entry.path();
                let file_name = entry.file_name();
                if file_name.to_string_lossy().starts_with('.') {
                    continue;
                }
                let kind = entry
                    .file_type()
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                if kind.is_dir() {
                    folders.push(path);
                    continue;
                }
                let relative = path
                    .strip_prefix(dir)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                let name = format!(
                    "/{}",
                    relative
                        .components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/")
                );
                if !kind.is_file() || !is_read(&name) {
                    continue;
                }
                let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
                total += bytes.len() as u64;
                if total > MAX_WEB_BYTES {
                    return Err(format!(
                        "the web folder {} holds over {} MB",
                        dir.display(),
                        MAX_WEB_BYTES / 1024 / 1024
                    ));
                }
                found.insert(name, bytes);
            }
        }
        if !found.contains_key("/index.html") {
            return Err(format!(
                "the web folder {} has no index.html (build it with web/build.sh, or unpack the web package there)",
                dir.display()
            ));
        }
        let version = found
            .get("/index.html")
            .and_then(|page| build_version(page));
        let names: Vec<String> = found.keys().filter(|n| is_served(n)).cloned().collect();
        let mut files = HashMap::new();
        let mut gzipped_here = Vec::new();
        for name in names {
            let Some(bytes) = found.remove(&name) else {
                continue;
            };
            let brotli = found
                .remove(&format!("{name}.br"))
                .map(|b| Encoded::new(b, "-br"));
            let gzip = match found.remove(&format!("{name}.gz")) {
                Some(b) => Some(Encoded::new(b, "-gz")),
                None if GZIP_AT_START.contains(&extension(&name)) && bytes.len() > 1024 => {
                    gzipped_here.push(name.clone());
                    Some(Encoded::new(gzipped(&bytes)?, "-gz"))
                }
                None => None,
            };
            files.insert(
                name.clone(),
                WebFile {
                    content_type: content_type(&name),
                    identity: Encoded::new(bytes, ""),
                    gzip,
                    brotli,
                },
            );
        }
        gzipped_here.sort();
        Ok(Self {
            files,
            gzipped_here,
            version,
        })
    }

    /// How many files there are.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The answer to `request`.
    pub fn answer(&self, request: &HttpRequest) -> HttpResponse {
        if request.method != "GET" && request.method != "HEAD" {
            let mut refused = text(405, "only GET and HEAD");
            refused
                .headers
                .push(("Allow".to_string(), "GET, HEAD".to_string()));
            return refused;
        }
        let (path, query) = request
            .target
            .split_once('?')
            .unwrap_or((request.target.as_str(), ""));
        let path = if path == "/" { "/index.html" } else { path };
        if path == "/index.html"
            && !query.split('&').any(|p| p.starts_with("server="))
            && let Some(host) = request.header("host").filter(|h| host_is_plain(h))
        {
            // The page goes to the server it came from: its address in the page's own.
            let secure = request
                .header("x-forwarded-proto")
                .is_some_and(|p| p.eq_ignore_ascii_case("https"));
            // Behind a proxy that serves the game under a path (`/play`), it names it.
            let prefix = request
                .header("x-forwarded-prefix")
                .filter(|p| {
                    p.starts_with('/')
                        && p.len() < 100
                        && p.chars()
                            .all(|c| c.is_ascii_alphanumeric() || "/-_.".contains(c))
                })
                .map_or("", |p| p.trim_end_matches('/'));
            let server = format!("{}://{host}{prefix}", if secure { "wss" } else { "ws" });
            let mut location = format!("./?server={}", encode(&server));
            if !query.is_empty() {
                location.push('&');
                location.push_str(query);
            }
            return HttpResponse {
                status: 302,
                content_type: "text/plain; charset=utf-8".to_string(),
                body: bytes::Bytes::new(),
                headers: vec![
                    ("Location".to_string(), location),
                    ("Cache-Control".to_string(), "no-cache".to_string()),
                ],
            };
        }
        let Some(file) = self.files.get(path) else {
            return text(404, "not found");
        };
        let coding = choose_coding(request.header("accept-encoding"), file);
        let encoded = file.coded(coding).unwrap_or(&file.identity);
        // Kept a year only under this build's own version: an address of a version to come
        // (asked for early, through a shared cache) is not filled with this build's bytes.
        let versioned = self.version.as_deref().is_some_and(|version| {
            query
                .split('&')
                .any(|p| p.strip_prefix("v=") == Some(version))
        });
        let cache = if versioned && !path.ends_with(".html") {
            IMMUTABLE
        } else {
            "no-cache"
        };
        let mut headers = vec![
            ("Cache-Control".to_string(), cache.to_string()),
            ("ETag".to_string(), encoded.etag.clone()),
        ];
        if file.gzip.is_some() || file.brotli.is_some() {
            headers.push(("Vary".to_string(), "Accept-Encoding".to_string()));
        }
        let content_encoding = match coding {
            Coding::Brotli => Some("br"),
            Coding::Gzip => Some("gzip"),
            Coding::Identity => None,
        };
        if let Some(name) = content_encoding {
            headers.push(("Content-Encoding".to_string(), name.to_string()));
        }
        let held = request
            .header("if-none-match")
            .is_some_and(|tags| etag_matches(tags, &encoded.etag));
        HttpResponse {
            status: if held { 304 } else { 200 },
            content_type: file.content_type.to_string(),
            body: if held {
                bytes::Bytes::new()
            } else {
                encoded.body.clone()
            },
            headers,
        }
    }
}

/// The build's version that its page (index.html) names: the hex digits of
/// `const VERSION = '…'`, if there are any.
fn build_version(page: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(page).ok()?;
    let start = text.find("const VERSION = '")? + "const VERSION = '".len();
    let version: String = text[start..]
        .chars()
        .take_while(char::is_ascii_hexdigit)
        .collect();
    (!version.is_empty() && text[start + version.len()..].starts_with('\'')).then_some(version)
}

/// The server's statistics as the JSON `/stats.json` answers (the game server writes it
/// again as each finished game is counted).
pub type StatsJson = Arc<std::sync::RwLock<bytes::Bytes>>;

/// The HTTP handler of the server: the web build in `dir` (none: no page), `/stats.json`
/// from `stats`, and the e-mails' links (`…/mail?confirm=TOKEN`) when the server sends
/// e-mail with the addresses in `book`.
pub fn handler(
    dir: Option<&Path>,
    stats: StatsJson,
    book: Option<super::lobby::SharedMailBook>,
) -> Result<HttpHandler, String> {
    let files = match dir {
        Some(dir) => {
            let files = WebFiles::read(dir)?;
            eprintln!(
                "serving the web page from {} ({} files)",
                dir.display(),
                files.len()
            );
            if !files.gzipped_here.is_empty() {
                eprintln!(
                    "gzipped at the start (no .gz copy beside them; web/build.sh makes them): {}",
                    files.gzipped_here.join(", ")
                );
            }
            Some(Arc::new(files))
        }
        None => None,
    };
    Ok(Arc::new(move |request: &HttpRequest| {
        let path = request.target.split('?').next().unwrap_or("");
        if let Some(book) = &book
            && path.ends_with("/mail")
        {
            return mail_page::answer(book, request);
        }
        if path == "/stats.json" && (request.method == "GET" || request.method == "HEAD") {
            let body = stats.read().map(|b| b.clone()).unwrap_or_default();
            return HttpResponse {
                status: 200,
                content_type: "application/json".to_string(),
                body,
                headers: vec![("Cache-Control".to_string(), "max-age=60".to_string())],
            };
        }
        match &files {
            Some(files) => files.answer(request),
            None => text(404, "not here"),
        }
    }))
}

fn text(status: u16, body: &'static str) -> HttpResponse {
    HttpResponse {
        status,
        content_type: "text/plain; charset=utf-8".to_string(),
        body: bytes::Bytes::from_static(body.as_bytes()),
        headers: Vec::new(),
    }
}

/// A file's extension (after its last dot; empty without one).
fn extension(name: &str) -> &str {
    let file = name.rsplit('/').next().unwrap_or(name);
    file.rsplit_once('.').map_or("", |(_, e)| e)
}

/// Whether a file of this path is served: one of the web build's kinds, no part of its path
/// starting with a dot.
fn is_served(name: &str) -> bool {
    SERVED.contains(&extension(name)) && !name.split('/').any(|part| part.starts_with('.'))
}

/// Whether a file of this path is read: served, or a compressed copy of one.
fn is_read(name: &str) -> bool {
    is_served(name)
        || name
            .strip_suffix(".gz")
            .or_else(|| name.strip_suffix(".br"))
            .is_some_and(is_served)
}

fn gzipped(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(bytes.len() / 3),
        flate2::Compression::default(),
    );
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.finish())
        .map_err(|e| format!("gzip: {e}"))
}

/// The weight (`q`) an `Accept-Encoding` value gives `coding`: named, or through `*`; none when
/// it names neither.
fn weight(accept: &str, coding: &str) -> Option<f32> {
    let mut star = None;
    for element in accept.split(',') {
        let mut parts = element.split(';');
        let name = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let mut q = Some(1.0f32);
        for parameter in parts {
            if let Some((key, value)) = parameter.split_once('=')
                && key.trim().eq_ignore_ascii_case("q")
            {
                q = value
                    .trim()
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q));
            }
        }
        // A weight that is not one is ignored with its coding.
        let Some(q) = q else { continue };
        if name == coding || (coding == "gzip" && name == "x-gzip") {
            return Some(q);
        }
        if name == "*" {
            star = Some(q);
        }
    }
    star
}

/// The coding to send `file` in: the compressed copy the browser accepts with the highest
/// weight (brotli before gzip when equal), else the file as it is. `q=0` refuses a coding.
fn choose_coding(accept: Option<&str>, file: &WebFile) -> Coding {
    let Some(accept) = accept else {
        return Coding::Identity;
    };
    let mut best = (0.0f32, Coding::Identity);
    for (coding, name) in [(Coding::Brotli, "br"), (Coding::Gzip, "gzip")] {
        if file.coded(coding).is_none() {
            continue;
        }
        if let Some(q) = weight(accept, name)
            && q > best.0
        {
            best = (q, coding);
        }
    }
    best.1
}

/// Whether an `If-None-Match` value names `etag` (weakly compared, as RFC 9110 asks for it).
fn etag_matches(tags: &str, etag: &str) -> bool {
    tags.split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

/// A `Host` header that can go into an address as it is (a name or address and a port).
fn host_is_plain(host: &str) -> bool {
    !host.is_empty()
        && host.len() < 256
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn content_type(name: &str) -> &'static str {
    match extension(name) {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

mod mail_page;
#[cfg(test)]
mod tests;
