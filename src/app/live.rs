//! What a screen reader is told beyond the widgets AccessKit gives it: on the web page, where
//! AccessKit does not run, the page's ARIA live region (`window.pelikaappiSay` in
//! web/index.html) says it; everywhere it is in the log as `says: …`.

use bevy::prelude::*;

/// Says `text` to the screen reader: the web page's live region (elsewhere the log only).
pub fn say(text: &str) {
    info!("says: {text}");
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::wasm_bindgen::{JsCast, JsValue};
        let say = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("pelikaappiSay")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if let Some(say) = say {
            let _ = say.call1(&JsValue::NULL, &JsValue::from_str(text));
        }
    }
}
