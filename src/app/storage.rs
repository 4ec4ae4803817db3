//! Small text files that survive restarts: a user data folder on desktop, browser storage on the web.

/// Saves `text` under `key`; returns a message for the player on failure.
pub fn save_text(key: &str, text: &str) -> Result<(), String> {
    imp::save_text(key, text)
}

/// Reads the text saved under `key`, if any.
pub fn load_text(key: &str) -> Option<String> {
    imp::load_text(key)
}

/// Forgets the text saved under `key`.
pub fn remove(key: &str) {
    imp::remove(key);
}

/// Where saves live, for the player to find them.
pub fn location() -> String {
    imp::location()
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::path::PathBuf;

    fn folder() -> PathBuf {
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

    pub fn save_text(key: &str, text: &str) -> Result<(), String> {
        let dir = folder();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        // Write then rename, so a crash never leaves half a save.
        let tmp = dir.join(format!("{key}.tmp"));
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, path(key)).map_err(|e| format!("cannot save {key}: {e}"))
    }

    pub fn load_text(key: &str) -> Option<String> {
        std::fs::read_to_string(path(key)).ok()
    }

    pub fn remove(key: &str) {
        let _ = std::fs::remove_file(path(key));
    }

    pub fn location() -> String {
        folder().display().to_string()
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window()?.local_storage().ok()?
    }

    pub fn save_text(key: &str, text: &str) -> Result<(), String> {
        storage()
            .ok_or_else(|| "browser storage is not available".to_string())?
            .set_item(&format!("pelikaappi.{key}"), text)
            .map_err(|_| "browser storage refused the save (full?)".to_string())
    }

    pub fn load_text(key: &str) -> Option<String> {
        storage()?.get_item(&format!("pelikaappi.{key}")).ok()?
    }

    pub fn remove(key: &str) {
        if let Some(s) = storage() {
            let _ = s.remove_item(&format!("pelikaappi.{key}"));
        }
    }

    pub fn location() -> String {
        "browser storage".to_string()
    }
}
