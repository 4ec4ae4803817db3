//! Pelikaappi, the game cupboard: four historical board games. The rules core,
//! AI and command line are always built; the windowed game needs the `app` feature.

// No unsafe code, but for one call the server makes into the C library (`net::socket`,
// giving freed memory back to the system), allowed there alone with its reason.
#![deny(unsafe_code)]

pub mod ai;
pub mod cli;
pub mod colours;
pub mod history;
pub mod i18n;
pub mod net;
pub mod rules;

#[cfg(feature = "app")]
pub mod app;

#[cfg(feature = "app")]
pub mod games;
