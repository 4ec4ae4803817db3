//! The evaluation of a 1918 map game position: men on the map and artillery, and the race to
//! the turn limit (where the side that lost fewer men wins).

use super::Evaluate;
use crate::rules::{
    Game,
    suomi1918::{RED, Suomi1918, WHITE},
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
        let diff = side[RED.index()] - side[RED.other().index()] + self.limit_value();
        (0..self.seat_count())
            .map(|s| {
                let red_seat = self.seat_side(s) == RED;
                if red_seat { diff } else { -diff }
            })
            .collect()
    }
}

/// The worth of the race to the turn limit, at its most (a side's tiles are worth about a
/// thousand): a side sure to win at the limit is this much better off.
const LIMIT_WORTH: f64 = 300.0;
/// How far the men lost may still move a turn, in thousands, while the sides are in reach of
/// each other (the spread of the race).
const LIMIT_SPREAD: f64 = 1.5;
/// The intervals at which the nearest tiles of the two sides are in reach (a die's six).
const REACH: u32 = 6;

impl Suomi1918 {
    /// The Reds' side of the race to the turn limit: the lead in men lost (the Whites' less
    /// the Reds'), against the spread that the turns left may still bring, through a sigmoid
    /// (z / √(1 + z²): square roots are the same on every platform). The spread is the
    /// widest while the sides are in reach of each other and narrows as they draw apart, so
    /// a side that is behind gains by closing in and a side that is ahead by keeping away;
    /// near the limit the one behind loses most by waiting (the curve is convex there).
    fn limit_value(&self) -> f64 {
        let [red, white] = self.men_lost();
        let left = self
            .options()
            .turn_limit
            .saturating_sub(self.turns()[WHITE.index()]);
        let gap = self.gap_between_sides().unwrap_or(REACH).max(REACH);
        let engagement = f64::from(REACH + 1) / f64::from(gap + 1);
        let spread = LIMIT_SPREAD * engagement * f64::from(left + 1).sqrt();
        let z = (f64::from(white) - f64::from(red)) / spread;
        LIMIT_WORTH * z / (1.0 + z * z).sqrt()
    }

    /// The fewest intervals between a Red tile and a White tile along any lines (ignoring
    /// what stands between), None when a side has no tile.
    fn gap_between_sides(&self) -> Option<u32> {
        let mut reds = 0u128;
        let mut whites = 0u128;
        for t in self.tiles() {
            let bit = 1u128 << t.circle;
            if t.side == RED {
                reds |= bit;
            } else {
                whites |= bit;
            }
        }
        if reds == 0 || whites == 0 {
            return None;
        }
        let map = self.map();
        let mut seen = reds;
        let mut frontier = reds;
        let mut steps = 0;
        while seen & whites == 0 {
            let mut next = 0u128;
            let mut bits = frontier;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                next |= map.step_set(c, false);
            }
            frontier = next & !seen;
            if frontier == 0 {
                return None;
            }
            seen |= frontier;
            steps += 1;
        }
        Some(steps)
    }
}
