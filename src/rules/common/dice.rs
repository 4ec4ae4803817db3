//! Dice as chance: outcomes with exact rational probabilities.

/// An exact probability `numerator / denominator`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Probability {
    pub numerator: u32,
    pub denominator: u32,
}

impl Probability {
    /// The probability as a float, for search.
    pub fn as_f64(self) -> f64 {
        f64::from(self.numerator) / f64::from(self.denominator)
    }
}

/// The six faces of a fair die, each with probability 1/6.
pub fn d6_outcomes() -> impl Iterator<Item = (u8, Probability)> {
    (1..=6).map(|face| {
        (
            face,
            Probability {
                numerator: 1,
                denominator: 6,
            },
        )
    })
}
