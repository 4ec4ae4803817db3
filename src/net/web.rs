//! The web build served by the game server itself (`pelikaappi serve --web DIR`): the folder's
//! files read once at the start and answered from memory over plain HTTP on the server's own
//! port, and the page sent to the server it came from (a request for the page without a
//! `server` in its address is sent on to the same page with the server's WebSocket address
//! added, so `http://HOST:PORT/?room=ABCDEF` lands in that room).

use std::{collections::HashMap, path::Path, sync::Arc};

use aeronet_websocket::server::{HttpHandler, HttpRequest, HttpResponse};

/// The most a web folder may hold (the web build is some 16 MB).
const MAX_WEB_BYTES: u64 = 256 * 1024 * 1024;

/// The web build's files by their path (`/index.html`, `/pelikaappi_bg.wasm`, …).
#[derive(Debug, Default)]
pub struct WebFiles {
    files: HashMap<String, (&'static str, bytes::Bytes)>,
}

impl WebFiles {
    /// Reads every file of `dir` (its subfolders too); an error names what could not be read.
    pub fn read(dir: &Path) -> Result<Self, String> {
        let mut files = HashMap::new();
        let mut total = 0u64;
        let mut folders = vec![dir.to_path_buf()];
        while let Some(folder) = folders.pop() {
            let entries = std::fs::read_dir(&folder)
                .map_err(|e| format!("the web folder {}: {e}", folder.display()))?;
            for entry in entries {
                let entry =
                    entry.map_err(|e| format!("the web folder {}: {e}", folder.display()))?;
                let path = entry.path();
                let kind = entry
                    .file_type()
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                if kind.is_dir() {
                    folders.push(path);
                    continue;
                }
                if !kind.is_file() {
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
                files.insert(
                    name.clone(),
                    (content_type(&name), bytes::Bytes::from(bytes)),
                );
            }
        }
        if !files.contains_key("/index.html") {
            return Err(format!(
                "the web folder {} has no index.html (build it with web/build.sh, or unpack the web package there)",
                dir.display()
            ));
        }
        Ok(Self { files })
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
            return text(405, "only GET and HEAD");
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
                headers: vec![("Location".to_string(), location)],
            };
        }
        match self.files.get(path) {
            Some((kind, body)) => HttpResponse {
                status: 200,
                content_type: (*kind).to_string(),
                body: body.clone(),
                headers: vec![("Cache-Control".to_string(), "no-cache".to_string())],
            },
            None => text(404, "not found"),
        }
    }
}

/// The HTTP handler of the server for the web build in `dir`.
pub fn handler(dir: &Path) -> Result<HttpHandler, String> {
    let files = Arc::new(WebFiles::read(dir)?);
    eprintln!(
        "serving the web page from {} ({} files)",
        dir.display(),
        files.len()
    );
    Ok(Arc::new(move |request: &HttpRequest| files.answer(request)))
}

fn text(status: u16, body: &'static str) -> HttpResponse {
    HttpResponse {
        status,
        content_type: "text/plain; charset=utf-8".to_string(),
        body: bytes::Bytes::from_static(body.as_bytes()),
        headers: Vec::new(),
    }
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
    match name.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        "wav" => "audio/wav",
        "ogg" => "audio/ogg",
        _ => "application/octet-stream",
    }
}
