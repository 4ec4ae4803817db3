//! For the tests that compare a quick search with the rules as written: positions of seeded
//! games.

use super::*;

/// Plays a seeded three-player game with `strength` on every seat for at most `actions`
/// actions, showing each position to `look` (with the number of its action, from 1) before
/// its action is chosen: for the tests that compare a quick search with the rules as written.
pub(super) fn play_seeded_game(
    seed: u64,
    actions: usize,
    strength: crate::ai::Strength,
    mut look: impl FnMut(&Helsinki1918, usize),
) {
    use crate::ai::{choose_action, sample_chance, seeded_rng};
    let mut rng = seeded_rng(seed);
    let mut game = Helsinki1918::new(&HelsinkiOptions::default()).expect("valid");
    let mut step = 0;
    while game.to_move() != ToMove::Over && step < actions {
        step += 1;
        look(&game, step);
        let action = match game.to_move() {
            ToMove::Chance => sample_chance(&game, &mut rng),
            _ => choose_action(&game, strength, &mut rng),
        };
        game.apply(&action).expect("a listed action is legal");
    }
}
