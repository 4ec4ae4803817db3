//! Helpers shared by the Helsinki 1918 test files: actions by notation and the started game.
#![allow(dead_code)]

use pelikaappi::rules::{
    Game,
    helsinki1918::{Helsinki1918, HelsinkiOptions},
};

/// Applies an action written in the notation; a refusal fails the test with its reason.
pub fn act(game: &mut Helsinki1918, text: &str) {
    let action = game.parse_action(text).unwrap();
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{text}: {}", e.reason));
}

/// A three-player game after the setup draws: the Germans' first initiative.
pub fn started() -> Helsinki1918 {
    let mut game = Helsinki1918::new(&HelsinkiOptions::default()).unwrap();
    for text in ["c:e-general-strike", "c:e-commissars", "c:r-speech"] {
        act(&mut game, text);
    }
    game
}
