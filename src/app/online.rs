//! The game's connection to a game server, on the desktop and in the browser alike
//! (bevy_replicon over aeronet's WebSocket): connecting, the connection's state for the
//! screens, coming back by itself after a drop (with backoff, back to the same seat by its
//! token) and the seat tokens kept on this machine for the rooms one plays in.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::storage;
pub use crate::net::link::{Link, LinkStatus, close, open};
use crate::net::{protocol::Notice, replicon::ServerNotice};
use crate::tr;

/// The game's online side: the connection and the client's session.
pub fn plugin(app: &mut App) {
    app.add_plugins(crate::net::link::plugin);
    app.add_systems(Update, (keep_tokens, say_game_over));
}

/// Writes to the log (the browser's console on the web) once the room's game is over: the
/// web checks and a player's bug report read it there.
fn say_game_over(client: Option<Res<crate::net::replicon::OnlineClient>>, mut said: Local<bool>) {
    let over = client.is_some_and(|c| c.session.over());
    if over && !*said {
        info!("online game over");
    }
    *said = over;
}

/// Why an address cannot be used, or the address as the client uses it.
pub fn check_address(text: &str) -> Result<String, String> {
    let text = text.trim();
    let with_scheme = if text.contains("://") {
        text.to_string()
    } else {
        format!("ws://{text}")
    };
    if with_scheme.starts_with("wss://") && cfg!(not(target_arch = "wasm32")) {
        return Err(tr!("address-wss-desktop"));
    }
    if !(with_scheme.starts_with("ws://") || with_scheme.starts_with("wss://")) {
        return Err(tr!("address-not-server", text = crate::rules::quote(text)));
    }
    let rest = with_scheme.split_once("://").map_or("", |(_, r)| r);
    if rest.is_empty() || rest.starts_with(':') || rest.contains(' ') {
        return Err(tr!("address-no-host", text = crate::rules::quote(text)));
    }
    // The default port when none is given.
    let host_part = rest.split('/').next().unwrap_or(rest);
    if !host_part.contains(':') || host_part.ends_with(']') {
        let (scheme, _) = with_scheme.split_once("://").expect("a scheme");
        return Ok(format!(
            "{scheme}://{host_part}:{}",
            crate::net::DEFAULT_PORT
        ));
    }
    Ok(with_scheme)
}

/// A room this player holds a seat in, kept on this machine (a file on the desktop,
/// localStorage in the browser) so the seat can be taken back after a drop or a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptRoom {
    pub server: String,
    pub code: String,
    /// The game's id.
    pub game: String,
    pub seat: u8,
    pub token: String,
}

const ROOMS_KEY: &str = "online-rooms";
/// The most rooms kept (the oldest go first).
const ROOMS_KEPT: usize = 20;

/// The rooms kept on this machine, newest first.
pub fn kept_rooms() -> Vec<KeptRoom> {
    storage::load_text(ROOMS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Keeps `room` (first in the list), or forgets it (`keep` false).
pub fn keep_room(room: &KeptRoom, keep: bool) {
    let mut rooms = kept_rooms();
    rooms.retain(|r| !(r.server == room.server && r.code == room.code));
    if keep {
        rooms.insert(0, room.clone());
        rooms.truncate(ROOMS_KEPT);
    }
    let text = serde_json::to_string(&rooms).expect("rooms serialise");
    if let Err(e) = storage::save_text(ROOMS_KEY, &text) {
        warn!("the room's seat could not be kept on this machine: {e}");
    }
}

/// Keeps each seat token the server hands this client.
fn keep_tokens(mut notices: MessageReader<ServerNotice>, link: Res<Link>) {
    for notice in notices.read() {
        if let Notice::Joined {
            code,
            game,
            seat: Some(seat),
            token: Some(token),
            ..
        } = &notice.0
        {
            info!("online: in room {code} at seat {}", u32::from(*seat) + 1);
            keep_room(
                &KeptRoom {
                    server: link.url.clone().unwrap_or_default(),
                    code: code.clone(),
                    game: game.clone(),
                    seat: *seat,
                    token: token.clone(),
                },
                true,
            );
        }
    }
}

/// The server and room a link names: `?server=ws://host:7918&room=ABCDEF` (the web build
/// opened from a room link goes straight into the room).
pub fn parse_room_link(query: &str) -> Option<(String, String)> {
    let mut server = None;
    let mut room = None;
    for pair in query.trim_start_matches('?').split('&') {
        let Some((key, value)) = pair.split_once('=') else {
            continue;
        };
        let value = percent_decode(value)?;
        match key {
            "server" => server = Some(value),
            "room" => room = Some(value.trim().to_ascii_uppercase()),
            _ => {}
        }
    }
    let room =
        room.filter(|r| (6..=8).contains(&r.len()) && r.chars().all(|c| c.is_ascii_alphabetic()))?;
    Some((check_address(&server?).ok()?, room))
}

/// The server and game a quick-match link names: `?server=ws://host:7918&quick=razboiniki`
/// (the web build opened from it waits at once for a player of that game).
pub fn parse_quick_link(query: &str) -> Option<(String, String)> {
    let server = page_server(query)?;
    let game = query.trim_start_matches('?').split('&').find_map(|pair| {
        let value = pair.strip_prefix("quick=")?;
        let game = percent_decode(value)?;
        (!game.is_empty() && game.len() <= 32 && game.chars().all(|c| c.is_ascii_alphanumeric()))
            .then_some(game)
    })?;
    Some((server, game))
}

/// The game server a page's query names (`?server=ws://host:7918`), room or not.
pub fn page_server(query: &str) -> Option<String> {
    query.trim_start_matches('?').split('&').find_map(|pair| {
        let value = pair.strip_prefix("server=")?;
        check_address(&percent_decode(value)?).ok()
    })
}

/// The link that opens the web build at `page` straight into room `code` of `server`.
pub fn room_link(page: &str, server: &str, code: &str) -> String {
    let encoded: String = server
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                char::from(b).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect();
    format!("{page}?server={encoded}&room={code}")
}

/// The link to room `code` on the web page that the game server at `server` serves itself
/// (`pelikaappi serve --web`): `ws://HOST:PORT` becomes `http://HOST:PORT/?room=CODE`.
pub fn server_page_link(server: &str, code: &str) -> Option<String> {
    let (scheme, rest) = server.split_once("://")?;
    let web = match scheme {
        "ws" => "http",
        "wss" => "https",
        _ => return None,
    };
    let rest = rest.trim_end_matches('/');
    Some(format!("{web}://{rest}/?room={code}"))
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = text.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// The page's own address and query in the browser (none on the desktop).
pub fn page_location() -> Option<(String, String)> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let page = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
        Some((page, location.search().ok()?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

#[cfg(test)]
mod tests {
    use super::{check_address, parse_quick_link, parse_room_link, room_link};

    #[test]
    fn a_quick_match_link_names_its_server_and_game() {
        assert_eq!(
            parse_quick_link("?server=ws%3A%2F%2Fexample.org%3A7918&quick=razboiniki"),
            Some((
                "ws://example.org:7918".to_string(),
                "razboiniki".to_string()
            ))
        );
        assert_eq!(parse_quick_link("?quick=razboiniki"), None, "no server");
        assert_eq!(parse_quick_link("?server=localhost&quick=a%20b"), None);
        assert_eq!(parse_quick_link("?server=localhost&room=ABCDEF"), None);
    }

    #[test]
    fn a_room_link_round_trips() {
        let link = room_link(
            "https://example.org/play/",
            "ws://example.org:7918",
            "ABCDEF",
        );
        assert_eq!(
            link,
            "https://example.org/play/?server=ws%3A%2F%2Fexample.org%3A7918&room=ABCDEF"
        );
        let query = link.split_once('?').map(|(_, q)| q).unwrap_or_default();
        assert_eq!(
            parse_room_link(query),
            Some(("ws://example.org:7918".to_string(), "ABCDEF".to_string()))
        );
        assert_eq!(
            parse_room_link("?room=abcdef&server=localhost")
                .map(|l| l.1)
                .as_deref(),
            Some("ABCDEF")
        );
        assert_eq!(parse_room_link("?server=ws%3A%2F%2Fx&room=ABC"), None);
        assert_eq!(parse_room_link("?room=ABCDEF"), None);
        assert_eq!(parse_room_link(""), None);
    }

    #[test]
    fn an_address_gets_its_scheme_and_port() {
        assert_eq!(
            check_address("example.org").as_deref(),
            Ok("ws://example.org:7918")
        );
        assert_eq!(
            check_address(" ws://127.0.0.1:9000 ").as_deref(),
            Ok("ws://127.0.0.1:9000")
        );
        assert!(check_address("http://example.org").is_err());
        assert!(check_address("ws://").is_err());
        assert!(check_address("ws://a b").is_err());
    }
}
