//! Vocabulary shared by every game: seats, probabilities and dice, short inline lists.

mod dice;
mod inline_list;
mod seat;

pub use dice::{Probability, d6_face_at, d6_outcomes};
pub use inline_list::InlineList;
pub use seat::Seat;
