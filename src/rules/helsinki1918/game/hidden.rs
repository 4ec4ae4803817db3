//! The cards a side keeps from the others: the card it draws and the card it discards unseen
//! (the White swap). Online, a seat that does not play that side gets such an action as
//! `c:?` or `swap:?` until the card is played (then every draw and swap of it is shown); a
//! client replaying that record puts a stand-in card in its place, one the record does not
//! name later. Whether a window for cards opens depends only on a hand's size (public), so
//! the stand-ins never change the public course of the game.

use super::*;

/// A draw as a seat that may not see the card gets it.
pub const HIDDEN_DRAW: &str = "c:?";
/// The White swap as a seat that may not see the discarded card gets it.
pub const HIDDEN_SWAP: &str = "swap:?";

impl Helsinki1918 {
    /// The side whose secret `action` is, in the state before it, and the text the other
    /// sides' seats see instead: a card drawn into a hand or the Reds' secret events, the
    /// card the Whites discard unseen.
    pub fn secret_of(&self, action: &HAction) -> Option<(Side, &'static str)> {
        match action {
            HAction::Draw(_) => self.drawing().map(|(side, _)| (side, HIDDEN_DRAW)),
            HAction::Swap(_) => Some((WHITE, HIDDEN_SWAP)),
            _ => None,
        }
    }

    /// Whether a seat playing `sides` sees `action` (in the state before it) as it is.
    pub fn visible_to(&self, action: &HAction, sides: &[Side]) -> bool {
        self.secret_of(action)
            .is_none_or(|(owner, _)| sides.contains(&owner))
    }

    /// The card an action names in notation, if it names one: a draw, a swap, a play
    /// (`play:r-sailors` → `r-sailors`); none for a masked one.
    pub fn card_named(text: &str) -> Option<&str> {
        text.strip_prefix("c:")
            .or_else(|| text.strip_prefix("play:"))
            .or_else(|| text.strip_prefix("swap:"))
            .filter(|id| *id != "?")
    }

    /// The card a played action makes public (`play:r-sailors` → `r-sailors`).
    pub fn card_played(text: &str) -> Option<&str> {
        text.strip_prefix("play:")
    }

    /// The stand-in for a masked action (`c:?`, `swap:?`) in this state; none when `text`
    /// is not masked. `later` is the rest of the record as the same seat has it. The server
    /// shows every draw and swap of a card once the card is played, so the true card of a
    /// masked action is never named later: a card not named later is as good a stand-in as
    /// the true one, and one is always at hand.
    pub fn stand_in(&self, text: &str, later: &[String]) -> Option<Result<HAction, RulesError>> {
        let named_later: Vec<CardId> = later
            .iter()
            .filter_map(|t| Self::card_named(t))
            .filter_map(|id| self.data.card_index(id))
            .map(|i| i as CardId)
            .collect();
        let pick = |pool: &[CardId]| -> Option<CardId> {
            pool.iter()
                .copied()
                .find(|c| !named_later.contains(c))
                .or_else(|| pool.first().copied())
        };
        match text {
            HIDDEN_DRAW => Some(match self.drawing() {
                Some((_, deck)) => pick(self.deck(deck))
                    .map(HAction::Draw)
                    .ok_or_else(|| RulesError::new("a hidden card is drawn from an empty pile")),
                None => Err(RulesError::new("a hidden card is drawn when nobody draws")),
            }),
            HIDDEN_SWAP => Some(
                pick(&self.hands[WHITE.index()])
                    .map(HAction::Swap)
                    .ok_or_else(|| RulesError::new("a hidden swap from an empty hand")),
            ),
            _ => None,
        }
    }
}
