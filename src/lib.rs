//! Pelikaappi, the game cupboard: four historical board games. The rules core,
//! AI and command line are always built; the windowed game needs the `app` feature.

#![forbid(unsafe_code)]

pub mod ai;
pub mod cli;
pub mod i18n;
pub mod net;
pub mod rules;

#[cfg(feature = "app")]
pub mod app;

#[cfg(feature = "app")]
pub mod games;
