//! The evaluation of a 1918 map game position: men on the map, artillery, and closeness to the enemy.

use super::Evaluate;
use crate::rules::{
    Game,
    suomi1918::{RED, Suomi1918},
};

impl Evaluate for Suomi1918 {
    /// After its own move: the opponent's roll and reply (a wide game: deeper is too slow).
    const STRONG_DEPTH: u32 = 2;
    /// `review_judge suomi1918 30 64`: Brier 0.155 with half the moves random (0.170 at 25 %,
    /// 0.177 the quick player alone).
    const JUDGE: super::review::Judge = super::review::Judge {
        random_share: 0.5,
        candidates: 0,
    };

    fn evaluate(&self) -> Vec<f64> {
        let mut side = [0.0f64; 2];
        for t in self.tiles() {
            // Men count most; a tile still standing counts on its own (it can still act).
            side[t.side.index()] +=
                f64::from(t.strength) * 10.0 + 15.0 + if t.artillery { 5.0 } else { 0.0 };
        }
        let diff = side[RED.index()] - side[RED.other().index()];
        (0..self.seat_count())
            .map(|s| {
                let red_seat = self.seat_side(s) == RED;
                if red_seat { diff } else { -diff }
            })
            .collect()
    }
}
