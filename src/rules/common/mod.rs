//! Vocabulary shared by every game: seats, probabilities and dice.

mod dice;
mod seat;

pub use dice::{Probability, d6_outcomes};
pub use seat::Seat;
