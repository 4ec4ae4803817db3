//! The pages the e-mails' links open (`…/mail?confirm=TOKEN&l=fi`, `…/mail?stop=TOKEN`): the
//! link itself only asks, with a button; the button's answer (`&yes=1`) confirms the address
//! or stops its e-mails. A mail scanner that opens every link in a message changes nothing.

use aeronet_websocket::server::{HttpRequest, HttpResponse};

use crate::{
    i18n::{Lang, Words},
    net::lobby::{MailClick, SharedMailBook},
    words,
};

/// The answer to a request for `…/mail`.
pub fn answer(book: &SharedMailBook, request: &HttpRequest) -> HttpResponse {
    let query = request.target.split_once('?').map_or("", |(_, q)| q);
    let mut click = None;
    let mut lang = Lang::En;
    let mut yes = false;
    for pair in query.split('&') {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        match name {
            "confirm" => click = Some((MailClick::Confirm, value)),
            "stop" => click = Some((MailClick::Stop, value)),
            "l" => lang = Lang::from_locale(value).unwrap_or(Lang::En),
            "yes" => yes = value == "1",
            _ => {}
        }
    }
    let token_ok =
        |t: &str| !t.is_empty() && t.len() <= 64 && t.chars().all(|c| c.is_ascii_hexdigit());
    let Some((what, token)) = click.filter(|(_, t)| token_ok(t)) else {
        return page(404, lang, &words!("mail-page-unknown"), None);
    };
    if !yes {
        let (ask, button) = match what {
            MailClick::Confirm => (
                words!("mail-page-confirm-ask"),
                words!("mail-page-confirm-button"),
            ),
            MailClick::Stop => (
                words!("mail-page-stop-ask"),
                words!("mail-page-stop-button"),
            ),
        };
        let verb = match what {
            MailClick::Confirm => "confirm",
            MailClick::Stop => "stop",
        };
        let form = format!(
            "<form method=\"get\" action=\"mail\"><input type=\"hidden\" name=\"{verb}\" value=\"{token}\"><input type=\"hidden\" name=\"l\" value=\"{}\"><input type=\"hidden\" name=\"yes\" value=\"1\"><button type=\"submit\">{}</button></form>",
            lang.code(),
            escaped(&button.in_lang(lang))
        );
        return page(200, lang, &ask, Some(form));
    }
    let clicked = crate::net::lobby::open_book(book).click(token, what);
    match (clicked, what) {
        (None, _) => page(404, lang, &words!("mail-page-unknown"), None),
        (Some(address), MailClick::Confirm) => page(
            200,
            lang,
            &words!("mail-page-confirmed", address = address.as_str()),
            None,
        ),
        (Some(address), MailClick::Stop) => page(
            200,
            lang,
            &words!("mail-page-stopped", address = address.as_str()),
            None,
        ),
    }
}

/// `text` safe inside HTML.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A small page in `lang` saying `said`, with `form` under it.
fn page(status: u16, lang: Lang, said: &Words, form: Option<String>) -> HttpResponse {
    let body = format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>Pelikaappi</title><style>body{{font-family:sans-serif;background:#2b2118;color:#f5dca0;max-width:34em;margin:3em auto;padding:0 1em;line-height:1.5}}button{{font-size:1.1em;padding:.5em 1.2em}}</style></head><body><h1>Pelikaappi</h1><p>{}</p>{}</body></html>",
        lang.code(),
        escaped(&said.in_lang(lang)),
        form.unwrap_or_default()
    );
    HttpResponse {
        status,
        content_type: "text/html; charset=utf-8".to_string(),
        body: bytes::Bytes::from(body),
        headers: vec![
            ("Cache-Control".to_string(), "no-store".to_string()),
            ("Referrer-Policy".to_string(), "no-referrer".to_string()),
        ],
    }
}
