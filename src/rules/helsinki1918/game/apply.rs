//! Applying an action: the legality check, chance actions and decisions.

use super::*;
use crate::rules::refuses;
use crate::words;

impl Helsinki1918 {
    /// Applies an action and returns its events (`Game::apply`), checked first if `check`,
    /// else only in a debug build (`Game::apply_listed`: an action the state listed).
    pub(super) fn apply_action(
        &mut self,
        action: &HAction,
        check: bool,
    ) -> Result<Vec<HEvent>, IllegalAction> {
        self.searches.begin();
        let events = self.apply_checked(action, check)?;
        debug_assert!(
            self.occupancy_follows_units(),
            "the occupancy counts follow the units"
        );
        self.searches.carry();
        self.forget_stale_areas();
        self.legal_cache = std::sync::OnceLock::new();
        self.actions += 1;
        Ok(events)
    }

    fn apply_checked(
        &mut self,
        action: &HAction,
        check: bool,
    ) -> Result<Vec<HEvent>, IllegalAction> {
        let mut events = Vec::new();
        if self.phase == Phase::Over {
            return Err(IllegalAction::new(words!("refuse-game-over")));
        }
        if self.is_chance() {
            let is_outcome = || self.chance_outcomes().iter().any(|(a, _)| a == action);
            if refuses(check, "outcome", is_outcome) {
                return Err(IllegalAction::new(words!(
                    "refuse-not-possible-outcome",
                    action = self.format_action(action)
                )));
            }
            self.apply_chance(action, &mut events);
            return Ok(events);
        }
        // One legality path: an order is legal exactly when the legal list holds it.
        let is_legal = || {
            self.legal_cache
                .get_or_init(|| std::sync::Arc::new(self.decision_actions()))
                .contains(action)
        };
        if refuses(check, "order", is_legal) {
            return Err(IllegalAction::new(words!(
                "refuse-not-legal-action",
                action = self.format_action(action)
            )));
        }
        self.apply_decision(action, &mut events);
        Ok(events)
    }

    pub(super) fn apply_chance(&mut self, action: &HAction, events: &mut Vec<HEvent>) {
        match (self.phase.clone(), action) {
            (Phase::SetupEvents, HAction::Draw(c)) => {
                self.take_card(Deck::RedEvents, *c);
                self.red_events.push(*c);
                self.events_to_draw -= 1;
                events.push(HEvent::CardDrawn {
                    side: RED,
                    deck: Deck::RedEvents,
                });
                if self.events_to_draw == 0 {
                    // The other event cards are not used: they stay set aside, unseen and
                    // never drawn, so a guess at the Reds' events deals from all of them.
                    self.phase = Phase::FirstRedDraw;
                }
            }
            (Phase::FirstRedDraw, HAction::Draw(c)) => {
                self.take_card(Deck::RedSupport, *c);
                self.hands[RED.index()].push(*c);
                events.push(HEvent::CardDrawn {
                    side: RED,
                    deck: Deck::RedSupport,
                });
                // The first initiative: no dice, the Germans get four command points.
                self.active = GERMAN;
                self.cp = 4;
                self.last_winner = Some(GERMAN);
                events.push(HEvent::FirstInitiative {
                    side: GERMAN,
                    points: 4,
                });
                self.phase = Phase::Orders { tikkurila: false };
            }
            (Phase::Initiative, HAction::Initiative { german, red }) => {
                self.start_initiative(*german, *red, events);
            }
            (Phase::RedCardDraw, HAction::Draw(c)) => {
                self.take_card(Deck::RedSupport, *c);
                self.hands[RED.index()].push(*c);
                events.push(HEvent::CardDrawn {
                    side: RED,
                    deck: Deck::RedSupport,
                });
                self.german_steps(2, events);
            }
            (Phase::GermanDraw, HAction::Draw(c)) => {
                self.take_card(Deck::GermanSupport, *c);
                self.hands[GERMAN.index()].push(*c);
                events.push(HEvent::CardDrawn {
                    side: GERMAN,
                    deck: Deck::GermanSupport,
                });
                self.back_to_orders(events);
            }
            (Phase::WhiteDraws(n), HAction::Draw(c)) => {
                self.take_card(Deck::WhiteActivity, *c);
                self.hands[WHITE.index()].push(*c);
                events.push(HEvent::CardDrawn {
                    side: WHITE,
                    deck: Deck::WhiteActivity,
                });
                if n > 1 && !self.deck(Deck::WhiteActivity).is_empty() {
                    self.phase = Phase::WhiteDraws(n - 1);
                } else {
                    self.red_orders(events);
                }
            }
            (Phase::Roll(pending), HAction::Die(face)) => self.resolve_roll(pending, *face, events),
            (Phase::Battle(_), HAction::BattleDice { attacker, defender }) => {
                let Some(b) = self.battle_mut() else {
                    return;
                };
                b.attack_die = *attacker;
                b.defence_die = *defender;
                let mut queue: VecDeque<Side> = VecDeque::new();
                let (hex, att) = (b.hex, b.attacker);
                queue.extend(self.sides_in(hex, att != RED));
                queue.push_back(att);
                if let Some(b) = self.battle_mut() {
                    b.stage = Stage::AfterCards(queue);
                }
                self.settle_battle(events);
            }
            _ => {}
        }
        self.check_flags(events);
    }

    pub(super) fn apply_decision(&mut self, action: &HAction, events: &mut Vec<HEvent>) {
        match (self.phase.clone(), action) {
            (Phase::GermanChoice, HAction::Choose(k)) => {
                let t = &self.data.tables;
                match k {
                    0 => self.tikkurila_points = (self.tikkurila_points + 1).min(t.tikkurila_max),
                    1 => {
                        self.meurer_track =
                            (self.meurer_track + 1).min(t.meurer_track.len() as u8 - 1)
                    }
                    _ => self.division_hq = (self.division_hq + 1).min(t.division_hq_max),
                }
                let to = [
                    GermanTrack::Tikkurila,
                    GermanTrack::Meurer,
                    GermanTrack::DivisionHq,
                ][usize::from((*k).min(2))];
                events.push(HEvent::GermanPoint { to });
                self.phase = Phase::WhiteChoice;
            }
            (Phase::WhiteChoice, HAction::Pass) => self.red_orders(events),
            (Phase::WhiteChoice, HAction::Choose(_)) => self.phase = Phase::WhiteDraws(1),
            (Phase::WhiteChoice, HAction::Swap(c)) => {
                let hand = &mut self.hands[WHITE.index()];
                if let Some(i) = hand.iter().position(|x| x == c) {
                    hand.remove(i);
                }
                self.discard(*c);
                // "The card is not shown to the other players": the event names no card.
                events.push(HEvent::CardSwapped { side: WHITE });
                self.phase = Phase::WhiteDraws(2);
            }
            (Phase::Orders { tikkurila }, order) => self.give_order(tikkurila, order, events),
            (Phase::Target { side, dice, .. }, HAction::Target(h)) => {
                self.card_battle(side, dice, *h, events);
            }
            (Phase::MeurerHq(_), HAction::MoveHq { hq, to }) => {
                self.german_hq[usize::from(*hq)] = Some(*to);
                events.push(HEvent::MeurerHqPlaced { to: *to });
                self.phase = Phase::Roll(Pending::Meurer);
                self.after_meurer_landing(events);
            }
            (Phase::Place { side, .. }, HAction::Put(h)) => {
                self.place_unit(side, *h, events);
                self.back_to_orders(events);
            }
            (Phase::Battle(_), HAction::Retreat(h)) => {
                if let Some(Job::Retreat { unit, disorder }) = self.work.pop_front() {
                    self.retreat_to(unit, *h, disorder, events);
                }
                self.continue_work(events);
            }
            (Phase::Battle(_), HAction::Pass) | (Phase::Battle(_), HAction::Play(_)) => {
                if let HAction::Play(c) = action {
                    self.play_card(*c, events);
                    if matches!(self.phase, Phase::Roll(_)) {
                        // A reroll: the window stays open after the new die.
                        return;
                    }
                    return self.settle_battle(events);
                }
                let Some(b) = self.battle_mut() else {
                    return;
                };
                match &mut b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => {
                        q.pop_front();
                    }
                    Stage::GermanShift => b.stage = Stage::RedShift,
                    Stage::RedShift => {
                        self.apply_effects(events);
                        return;
                    }
                    _ => {}
                }
                self.settle_battle(events);
            }
            (Phase::Battle(_), HAction::Shift(d)) => {
                let Some(b) = self.battle_mut() else {
                    return;
                };
                b.column = (b.column + d).clamp(0, 2);
                if in_tikkurila(b.hex) {
                    self.tikkurila_points = self.tikkurila_points.saturating_sub(1);
                } else {
                    self.division_hq = self.division_hq.saturating_sub(1);
                }
                events.push(HEvent::ColumnShifted { by: *d });
                if let Some(b) = self.battle_mut() {
                    b.stage = Stage::RedShift;
                }
                self.settle_battle(events);
            }
            (Phase::Battle(_), HAction::MoraleShift) => {
                self.morale += 1;
                let Some(b) = self.battle_mut() else {
                    return;
                };
                b.column = (b.column + 1).min(2);
                events.push(HEvent::MoraleSpent);
                self.apply_effects(events);
            }
            _ => {}
        }
    }
}
