//! Browser push on the web page: the player asks for notifications in this browser; the page's
//! script (`window.pelikaappiPush` in web/index.html) asks the browser's permission, registers
//! the service worker (web/sw.js) and subscribes with the server's public key; this side
//! starts it, reads how it went each frame, and hands the subscription to the server. The
//! desktop game has no push (it asks for the window's attention instead).

/// How asking the browser goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PushState {
    /// Nothing asked.
    #[default]
    Idle,
    /// Waiting for the server's key or for the browser.
    Asking,
    /// The browser's subscription (its JSON), to give to the server.
    Subscribed(String),
    /// The browser said no, or cannot: why.
    Failed(String),
}

/// Whether this build can ask for browser push (the web page only).
pub const AVAILABLE: bool = cfg!(target_arch = "wasm32");

/// Starts asking the browser to subscribe with the server's public `key`.
#[cfg(target_arch = "wasm32")]
pub fn start(key: &str) {
    use js_sys::wasm_bindgen::{JsCast, JsValue};
    let Some(window) = web_sys::window() else {
        return;
    };
    let push = js_sys::Reflect::get(&window, &JsValue::from_str("pelikaappiPush"));
    let start = push
        .as_ref()
        .ok()
        .and_then(|p| js_sys::Reflect::get(p, &JsValue::from_str("start")).ok())
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let (Ok(push), Some(start)) = (push, start) {
        let _ = start.call1(&push, &JsValue::from_str(key));
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub fn start(_key: &str) {}

/// How asking the browser stands (`pelikaappiPush.state`: "", "asking", "ok JSON" or
/// "error WHY").
#[cfg(target_arch = "wasm32")]
pub fn state() -> PushState {
    use js_sys::wasm_bindgen::JsValue;
    let text = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("pelikaappiPush")).ok())
        .and_then(|p| js_sys::Reflect::get(&p, &JsValue::from_str("state")).ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    parse_state(&text)
}

#[cfg(not(target_arch = "wasm32"))]
pub fn state() -> PushState {
    PushState::Idle
}

/// The page script's state text as a `PushState`.
pub fn parse_state(text: &str) -> PushState {
    if let Some(json) = text.strip_prefix("ok ") {
        PushState::Subscribed(json.to_string())
    } else if let Some(why) = text.strip_prefix("error ") {
        PushState::Failed(why.to_string())
    } else if text == "asking" {
        PushState::Asking
    } else {
        PushState::Idle
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_state_is_read() {
        assert_eq!(parse_state(""), PushState::Idle);
        assert_eq!(parse_state("asking"), PushState::Asking);
        assert_eq!(
            parse_state("ok {\"endpoint\":\"https://x\"}"),
            PushState::Subscribed("{\"endpoint\":\"https://x\"}".into())
        );
        assert_eq!(
            parse_state("error denied"),
            PushState::Failed("denied".into())
        );
    }
}
