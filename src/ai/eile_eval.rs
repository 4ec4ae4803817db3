//! The evaluation of an Eile mit Weile position: progress, safety, threats and blockades.

use super::Evaluate;
use crate::rules::{
    Game, Seat,
    eile::{Eile, StonePos},
};

/// Value of a stone that has left the star, before its progress counts.
const ENTERED_BONUS: f64 = 12.0;
/// Extra value of a stone in the hut.
const HUT_BONUS: f64 = 10.0;
/// Value of a stone on its path: safe from capture.
const PATH_BONUS: f64 = 6.0;

impl Evaluate for Eile {
    /// `review_judge eile 30 64`: Brier 0.206 with 10 % random moves (0.216 at 25 %, 0.232
    /// random).
    const JUDGE: super::review::Judge = super::review::Judge {
        random_share: 0.1,
        candidates: 0,
    };

    fn evaluate(&self) -> Vec<f64> {
        let n = self.seat_count();
        let scores: Vec<f64> = (0..n).map(|s| self.seat_score(Seat(s as u8))).collect();
        (0..n)
            .map(|s| {
                let others: Vec<f64> = (0..n).filter(|&o| o != s).map(|o| scores[o]).collect();
                let best_other = others.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let mean_other = others.iter().sum::<f64>() / others.len() as f64;
                scores[s] - 0.5 * (best_other + mean_other)
            })
            .collect()
    }
}

impl Eile {
    fn seat_score(&self, seat: Seat) -> f64 {
        let board = self.board();
        let hut = board.steps_to_hut() as f64;
        let mut score = 0.0;
        for &pos in self.stones(seat) {
            let StonePos::Run(k) = pos else { continue };
            let k = f64::from(k);
            let mut value = ENTERED_BONUS + k;
            if self.in_hut(pos) {
                value += HUT_BONUS;
            } else if self.path_field(pos).is_some() {
                value += PATH_BONUS;
            } else if let Some(t) = self.track_index(seat, pos)
                && !board.is_protected(t)
            {
                value -= (ENTERED_BONUS + k) * 0.6 * self.threat_at(seat, t);
            }
            score += value;
        }
        // The race matters more as it nears its end.
        score / hut * 100.0
    }

    /// The chance that some opponent's next roll reaches or passes this track field.
    fn threat_at(&self, seat: Seat, track_index: usize) -> f64 {
        let len = self.board().track_len();
        let head = self.board().steps_to_head();
        let mut safe_chance = 1.0;
        for o in 0..self.seat_count() {
            let other = Seat(o as u8);
            if other == seat {
                continue;
            }
            for &pos in self.stones(other) {
                let Some(u) = self.track_index(other, pos) else {
                    continue;
                };
                let StonePos::Run(k) = pos else { continue };
                let d = (track_index + len - u) % len;
                if d == 0 || usize::from(k) + d > head {
                    continue;
                }
                // Counts 1..=5 and 12 are equally likely; any count >= d reaches it.
                let reach = match d {
                    1..=5 => (6 - d + 1) as f64 / 6.0,
                    6..=12 => 1.0 / 6.0,
                    _ => 0.0,
                };
                safe_chance *= 1.0 - reach;
            }
        }
        1.0 - safe_chance
    }
}
