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

/// The face at `index` of `d6_outcomes`' order (the face less one), if there is one: a die
/// drawn or chosen by its place without the list.
pub fn d6_face_at(index: usize) -> Option<u8> {
    (index < 6).then(|| index as u8 + 1)
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
