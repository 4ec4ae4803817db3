//! Cards: the decks, drawing and discarding, which cards may be played when, and playing one.

use super::*;

/// A pile of cards for each of the four decks: the cards left to draw, or the discards
/// (an array indexed by the deck, so a state's clone allocates only the piles with cards).
#[derive(Clone, Debug, Default)]
pub(super) struct DeckPiles([Vec<CardId>; 4]);

impl DeckPiles {
    /// Each card of the data in its deck's pile, in the data's order.
    pub(super) fn dealt(data: &HelsinkiData) -> Self {
        let mut piles = Self::default();
        for (i, (deck, _)) in data.cards.iter().enumerate() {
            piles.pile_mut(*deck).push(i as CardId);
        }
        piles
    }

    pub(super) fn pile(&self, deck: Deck) -> &[CardId] {
        &self.0[deck as usize]
    }

    pub(super) fn pile_mut(&mut self, deck: Deck) -> &mut Vec<CardId> {
        &mut self.0[deck as usize]
    }

    /// Every pile of `other` put on the same deck's pile here, leaving `other`'s empty.
    pub(super) fn take_all_from(&mut self, other: &mut DeckPiles) {
        for (pile, from) in self.0.iter_mut().zip(other.0.iter_mut()) {
            pile.append(from);
        }
    }

    /// Each pile in card order.
    pub(super) fn sort_each(&mut self) {
        for pile in &mut self.0 {
            pile.sort_unstable();
        }
    }
}

impl Helsinki1918 {
    /// Whether the side holds any card (its hand, and for the Reds their secret events):
    /// public knowledge, as the number of cards in a hand is.
    pub(super) fn holds_cards(&self, side: Side) -> bool {
        !self.hands[side.index()].is_empty() || (side == RED && !self.red_events.is_empty())
    }

    pub(super) fn deck(&self, deck: Deck) -> &[CardId] {
        self.decks.pile(deck)
    }

    /// Who draws in the current draw phase, and from which deck.
    pub(super) fn drawing(&self) -> Option<(Side, Deck)> {
        match self.phase {
            Phase::SetupEvents => Some((RED, Deck::RedEvents)),
            Phase::FirstRedDraw | Phase::RedCardDraw => Some((RED, Deck::RedSupport)),
            Phase::GermanDraw => Some((GERMAN, Deck::GermanSupport)),
            Phase::WhiteDraws(_) => Some((WHITE, Deck::WhiteActivity)),
            _ => None,
        }
    }

    pub(super) fn take_card(&mut self, deck: Deck, card: CardId) -> bool {
        let cards = self.decks.pile_mut(deck);
        let Some(i) = cards.iter().position(|&c| c == card) else {
            return false;
        };
        cards.remove(i);
        true
    }

    pub(super) fn discard(&mut self, card: CardId) {
        let deck = self.data.deck_of(usize::from(card));
        if deck != Deck::RedEvents {
            self.discards.pile_mut(deck).push(card);
        }
    }

    // ----- the flow ------------------------------------------------------------------------

    /// Does a card's condition hold for `side` in the current battle?
    pub(super) fn condition_holds(&self, only: Condition, side: Side) -> bool {
        let Some(b) = self.battle() else {
            return false;
        };
        let attacking = !opposed(side, b.attacker);
        match only {
            Condition::Any => true,
            Condition::City => self.terrain(b.hex) == Terrain::City,
            Condition::NearWater => (0..6).any(|d| {
                let n = neighbour(b.hex, d);
                !self.is_land(n)
                    || self
                        .data
                        .edge(b.hex, n)
                        .contains(&crate::rules::helsinki1918::data::EdgeKind::Water)
            }),
            Condition::Bridge => (0..6).any(|d| {
                self.data
                    .edge(b.hex, neighbour(b.hex, d))
                    .contains(&crate::rules::helsinki1918::data::EdgeKind::Bridge)
            }),
            Condition::Night => self.is_night(),
            Condition::Day => !self.is_night(),
            Condition::Attacking => attacking,
            Condition::Defending => !attacking,
        }
    }

    /// The cards `side` may play now in the battle's window.
    pub(super) fn battle_cards(&self, side: Side, timing: Timing) -> Vec<u16> {
        let mut cards: Vec<u16> = self.hands[side.index()].clone();
        if side == RED {
            cards.extend(self.red_events.iter().copied());
        }
        cards
            .into_iter()
            .filter(|&c| {
                let card = self.data.card(usize::from(c));
                card.when == timing && self.condition_holds(card.only, side)
            })
            .collect()
    }

    pub(super) fn own_initiative_cards(&self, side: Side) -> Vec<u16> {
        let mut cards: Vec<u16> = self.hands[side.index()].clone();
        if side == RED {
            cards.extend(self.red_events.iter().copied());
        }
        cards
            .into_iter()
            .filter(|&c| {
                let card = self.data.card(usize::from(c));
                card.when == Timing::OwnInitiative
                    && match card.effect {
                        CardEffect::FreeUnit => {
                            self.in_reserve(side) > 0
                                && match side {
                                    WHITE => !self.white_form_hexes().is_empty(),
                                    _ => self.has_placement(side),
                                }
                        }
                        CardEffect::Morale(_) => side == RED,
                        CardEffect::Bombard(_) => !self.card_battle_targets(side).is_empty(),
                        _ => true,
                    }
            })
            .collect()
    }

    pub(super) fn play_card(&mut self, card: CardId, events: &mut Vec<HEvent>) {
        let side = self.deciding_side().unwrap_or(self.active);
        if let Some(i) = self.hands[side.index()].iter().position(|&c| c == card) {
            self.hands[side.index()].remove(i);
        } else if let Some(i) = self.red_events.iter().position(|&c| c == card) {
            self.red_events.remove(i);
        }
        self.discard(card);
        let c = self.data.card(usize::from(card)).clone();
        events.push(HEvent::CardPlayed { side, card });
        match c.effect {
            CardEffect::CommandPoints(n) => self.cp += n,
            CardEffect::Morale(n) => {
                self.morale = self
                    .morale
                    .saturating_sub(usize::from(n))
                    .max(self.red_casualties);
            }
            CardEffect::WhiteActivity(n) => {
                let last = self.data.tables.white_activity_points.len() as i64 - 1;
                self.white_activity =
                    (self.white_activity as i64 + i64::from(n)).clamp(0, last) as usize;
            }
            CardEffect::MeurerAdvance(n) => {
                if !self.meurer_landed {
                    let last = self.data.tables.meurer_track.len() as u8 - 1;
                    self.meurer_track = (self.meurer_track + n).min(last);
                }
            }
            CardEffect::DivisionHq(n) => {
                self.division_hq = (self.division_hq + n).min(self.data.tables.division_hq_max)
            }
            CardEffect::TikkurilaPoints(n) => {
                self.tikkurila_points =
                    (self.tikkurila_points + n).min(self.data.tables.tikkurila_max)
            }
            // "As if the roll were 6": the order table's result for a 6 (the Whites' form a
            // unit "as if the roll had succeeded").
            CardEffect::FreeUnit if side == WHITE => self.offer_placement(side, false, events),
            CardEffect::FreeUnit => self.new_unit_roll(side == RED, 6, events),
            CardEffect::Bombard(dice) => {
                self.phase = Phase::Target {
                    side,
                    dice,
                    hexes: self.card_battle_targets(side),
                }
            }
            CardEffect::OwnDie(n) | CardEffect::EnemyDie(n) => {
                let Some(b) = self.battle_mut() else {
                    return;
                };
                let attacking = !opposed(side, b.attacker);
                let own = matches!(c.effect, CardEffect::OwnDie(_));
                let change = if own { n } else { -n };
                if attacking == own {
                    b.attack_mod += change;
                } else {
                    b.defence_mod += change;
                }
            }
            CardEffect::Reroll => {
                let Some(b) = self.take_battle() else {
                    return;
                };
                let attacker = !opposed(side, b.attacker);
                self.phase = Phase::Roll(Pending::Reroll {
                    attacker,
                    battle: Box::new(b),
                });
            }
        }
    }

    /// The hexes a card's battle may be fought in: held only by enemies of `side` (no battle
    /// there yet), next to a unit of `side` that could move there, outside Tikkurila.
    pub(super) fn card_battle_targets(&self, side: Side) -> Vec<Hex> {
        let mut out: Vec<Hex> = self
            .units
            .iter()
            .filter_map(|u| match u.place {
                Place::Map(h) if opposed(u.side, side) && !in_tikkurila(h) => Some(h),
                _ => None,
            })
            .filter(|&h| !self.friend_in(h, side) && self.card_battle_front(h, side).is_some())
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The first neighbour of `h` (by direction) holding a unit of `side` with a passable
    /// hexside between: where a card's battle comes from.
    fn card_battle_front(&self, h: Hex, side: Side) -> Option<Hex> {
        (0..6)
            .map(|d| neighbour(h, d))
            .find(|&n| self.passable(n, h) && self.units_at(n).any(|(_, u)| u.side == side))
    }

    /// A card's battle in `hex`: the defenders face the side's units next to it (their
    /// retreat is away from them); no unit of the side enters the hex, so a lost card battle
    /// costs the attacker nothing.
    pub(super) fn card_battle(&mut self, side: Side, dice: u8, hex: Hex, events: &mut Vec<HEvent>) {
        let Some(front) = self.card_battle_front(hex, side) else {
            return self.back_to_orders(events);
        };
        let facing = direction(hex, front).unwrap_or(0) as u8;
        for u in self.units.iter_mut() {
            if u.place == Place::Map(hex) {
                u.facing = Some(facing);
            }
        }
        self.begin_battle(
            hex,
            side,
            Vec::new(),
            BattleKind::Card { dice },
            Some(front),
            events,
        );
    }
}
