//! Small text files that survive restarts: a user data folder on desktop, browser storage on the web.
//!
//! A write never leaves half a file: native writes go to a temp file of their own, are synced
//! and then renamed over the old one. A save that cannot be used is never overwritten: it is
//! kept aside under a new key (`<key>.kept-<n>`) until the player discards it.

/// Saves `text` under `key`; returns a message for the player on failure.
pub fn save_text(key: &str, text: &str) -> Result<(), String> {
    imp::save_text(key, text)
}

/// Reads the text saved under `key`: `Ok(None)` when nothing is saved there, `Err` when
/// something is there but cannot be read.
pub fn read_text(key: &str) -> Result<Option<String>, String> {
    imp::read_text(key)
}

/// Reads the text saved under `key`, if any can be read.
pub fn load_text(key: &str) -> Option<String> {
    read_text(key).ok().flatten()
}

/// Forgets the text saved under `key`.
pub fn remove(key: &str) {
    imp::remove(key);
}

/// Moves what is saved under `key` to a fresh key `<key>.kept-<n>` that no other write uses,
/// and returns that key.
pub fn set_aside(key: &str) -> Result<String, String> {
    for n in 1..10_000 {
        let kept = format!("{key}.kept-{n}");
        if !imp::exists(&kept) {
            return imp::rename(key, &kept).map(|()| kept);
        }
    }
    Err(format!("too many kept copies of {key}"))
}

/// The keys of the copies of `key` kept aside, oldest first.
pub fn kept_keys(key: &str) -> Vec<String> {
    let prefix = format!("{key}.kept-");
    let mut keys: Vec<(u32, String)> = imp::keys()
        .into_iter()
        .filter_map(|k| {
            let n = k.strip_prefix(&prefix)?.parse().ok()?;
            Some((n, k))
        })
        .collect();
    keys.sort();
    keys.into_iter().map(|(_, k)| k).collect()
}

/// Where saves live, for the player to find them.
pub fn location() -> String {
    imp::location()
}

/// Where the text under `key` lives, in words for the player.
pub fn place_of(key: &str) -> String {
    imp::place_of(key)
}

/// Keeps this process's saves in `dir` instead of the player's folder (tests: no
/// environment variable to set while threads run). The first call wins.
#[cfg(not(target_arch = "wasm32"))]
pub fn use_folder(dir: std::path::PathBuf) {
    let _ = imp::FOLDER.set(dir);
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::io::Write as _;
    use std::path::PathBuf;
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicU64, Ordering};

    /// The folder chosen by `use_folder`, if any.
    pub static FOLDER: OnceLock<PathBuf> = OnceLock::new();

    fn folder() -> PathBuf {
        if let Some(dir) = FOLDER.get() {
            return dir.clone();
        }
        if let Ok(dir) = std::env::var("PELIKAAPPI_DATA") {
            return PathBuf::from(dir);
        }
        let base = std::env::var("XDG_DATA_HOME")
            .map(PathBuf::from)
            .or_else(|_| std::env::var("HOME").map(|h| PathBuf::from(h).join(".local/share")))
            .or_else(|_| std::env::var("APPDATA").map(PathBuf::from))
            .unwrap_or_else(|_| PathBuf::from("."));
        base.join("pelikaappi")
    }

    fn path(key: &str) -> PathBuf {
        folder().join(format!("{key}.json"))
    }

    /// A temp file name no other write uses: this process, a counter and the clock.
    fn temp_path(key: &str) -> PathBuf {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        folder().join(format!(".{key}.{}-{n}-{nanos}.tmp", std::process::id()))
    }

    pub fn save_text(key: &str, text: &str) -> Result<(), String> {
        let dir = folder();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let tmp = temp_path(key);
        let written = std::fs::File::create(&tmp)
            .and_then(|mut file| {
                file.write_all(text.as_bytes())?;
                file.sync_all()
            })
            .map_err(|e| format!("cannot write {}: {e}", tmp.display()))
            .and_then(|()| {
                std::fs::rename(&tmp, path(key)).map_err(|e| format!("cannot save {key}: {e}"))
            });
        if written.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        written?;
        // The rename itself survives a power cut once the folder is synced.
        if let Ok(d) = std::fs::File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    }

    pub fn read_text(key: &str) -> Result<Option<String>, String> {
        match std::fs::read_to_string(path(key)) {
            Ok(text) => Ok(Some(text)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("cannot read {}: {e}", path(key).display())),
        }
    }

    pub fn remove(key: &str) {
        let _ = std::fs::remove_file(path(key));
    }

    pub fn exists(key: &str) -> bool {
        path(key).exists()
    }

    pub fn rename(from: &str, to: &str) -> Result<(), String> {
        std::fs::rename(path(from), path(to))
            .map_err(|e| format!("cannot move {} aside: {e}", path(from).display()))
    }

    pub fn keys() -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(folder()) else {
            return Vec::new();
        };
        entries
            .filter_map(|e| {
                let name = e.ok()?.file_name().into_string().ok()?;
                name.strip_suffix(".json").map(str::to_string)
            })
            .collect()
    }

    pub fn location() -> String {
        folder().display().to_string()
    }

    pub fn place_of(key: &str) -> String {
        path(key).display().to_string()
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    const PREFIX: &str = "pelikaappi.";

    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    pub fn save_text(key: &str, text: &str) -> Result<(), String> {
        storage()
            .ok_or_else(|| "browser storage is not available".to_string())?
            .set_item(&format!("{PREFIX}{key}"), text)
            .map_err(|_| "browser storage refused the save (full?)".to_string())
    }

    pub fn read_text(key: &str) -> Result<Option<String>, String> {
        let Some(s) = storage() else {
            return Ok(None);
        };
        s.get_item(&format!("{PREFIX}{key}"))
            .map_err(|_| format!("browser storage would not give {key}"))
    }

    pub fn remove(key: &str) {
        if let Some(s) = storage() {
            let _ = s.remove_item(&format!("{PREFIX}{key}"));
        }
    }

    pub fn exists(key: &str) -> bool {
        read_text(key).is_ok_and(|t| t.is_some())
    }

    pub fn rename(from: &str, to: &str) -> Result<(), String> {
        let text = read_text(from)?.ok_or_else(|| format!("nothing saved under {from}"))?;
        save_text(to, &text)?;
        remove(from);
        Ok(())
    }

    pub fn keys() -> Vec<String> {
        let Some(s) = storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .collect()
    }

    pub fn location() -> String {
        "browser storage".to_string()
    }

    pub fn place_of(key: &str) -> String {
        format!("browser storage, {PREFIX}{key}")
    }
}

/// Seconds since 1970 (UTC), on the desktop and in the browser.
pub fn unix_seconds() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        (js_sys::Date::now() / 1000.0) as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }
}
