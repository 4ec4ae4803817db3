//! Online play: the protocol, one game played online (the server's authority or a client's
//! mirror) and the server's rooms are plain Rust; the server and the client on
//! bevy_replicon over WebSocket come with the `net` feature.

/// The port a game server listens on unless told otherwise (the year of two of the games).
pub const DEFAULT_PORT: u16 = 7918;

pub mod lobby;
pub mod network;
pub mod online_game;
pub mod protocol;
pub mod session;
pub mod store;
pub mod version;

#[cfg(all(feature = "store", not(target_arch = "wasm32")))]
pub mod sqlite;

#[cfg(feature = "net")]
pub mod link;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
pub mod mail;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
pub mod notify;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
pub mod push;
#[cfg(feature = "net")]
pub mod replicon;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
pub mod socket;
#[cfg(all(feature = "net", not(target_arch = "wasm32")))]
pub mod web;
