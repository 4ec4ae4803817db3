//! The rules trait for Helsinki 1918: who moves, legal actions, chance outcomes, views and notation.

use super::notation::units_text;
use super::*;

impl Game for Helsinki1918 {
    type Options = HelsinkiOptions;
    type Action = HAction;
    type Event = HEvent;
    type View = HelsinkiView;

    const ID: &'static str = "helsinki1918";

    fn new(options: &HelsinkiOptions) -> Result<Self, RulesError> {
        Self::with_data(options, HelsinkiData::standard())
    }

    fn seat_count(&self) -> usize {
        usize::from(self.options.players)
    }

    fn to_move(&self) -> ToMove {
        if self.phase == Phase::Over {
            return ToMove::Over;
        }
        if self.is_chance() {
            return ToMove::Chance;
        }
        match self.deciding_side() {
            Some(side) => ToMove::Seat(self.seat_of(side)),
            None => ToMove::Chance,
        }
    }

    fn legal_actions(&self) -> Vec<HAction> {
        if self.is_chance() {
            return self.chance_outcomes().into_iter().map(|(a, _)| a).collect();
        }
        self.legal_cache
            .get_or_init(|| std::sync::Arc::new(self.decision_actions()))
            .as_ref()
            .clone()
    }

    /// The action at `pick`'s index in the listing kept with the state: only that action is
    /// copied, not the whole list.
    fn pick_legal_action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<HAction> {
        if self.is_chance() {
            return crate::rules::pick_listed(&self.legal_actions(), pick);
        }
        let listed = self
            .legal_cache
            .get_or_init(|| std::sync::Arc::new(self.decision_actions()));
        crate::rules::pick_listed(listed, pick)
    }

    fn chance_outcomes(&self) -> Vec<(HAction, Probability)> {
        if !self.is_chance() {
            return Vec::new();
        }
        if let Some((_, deck)) = self.drawing() {
            let cards = self.deck(deck);
            let n = cards.len() as u32;
            return cards
                .iter()
                .map(|&c| {
                    (
                        HAction::Draw(c),
                        Probability {
                            numerator: 1,
                            denominator: n.max(1),
                        },
                    )
                })
                .collect();
        }
        match &self.phase {
            Phase::Initiative => {
                let mut out = Vec::new();
                for german in 1..=6 {
                    for red in 1..=6 {
                        out.push((
                            HAction::Initiative { german, red },
                            Probability {
                                numerator: 1,
                                denominator: 36,
                            },
                        ));
                    }
                }
                out
            }
            Phase::Roll(_) => (1..=6)
                .map(|f| {
                    (
                        HAction::Die(f),
                        Probability {
                            numerator: 1,
                            denominator: 6,
                        },
                    )
                })
                .collect(),
            Phase::Battle(b) => {
                let k = match b.kind {
                    BattleKind::Card { dice } => u32::from(dice.clamp(1, 3)),
                    _ => b.units.len().clamp(1, 3) as u32,
                };
                let all = 6u32.pow(k);
                let mut out = Vec::new();
                for a in 1..=6u32 {
                    let ways = a.pow(k) - (a - 1).pow(k);
                    for d in 1..=6u8 {
                        out.push((
                            HAction::BattleDice {
                                attacker: a as u8,
                                defender: d,
                            },
                            Probability {
                                numerator: ways,
                                denominator: all * 6,
                            },
                        ));
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    fn apply(&mut self, action: &HAction) -> Result<Vec<HEvent>, IllegalAction> {
        self.apply_action(action, true)
    }

    fn apply_listed(&mut self, action: &HAction) -> Result<(), IllegalAction> {
        self.apply_action(action, false).map(drop)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.as_ref().map(|(o, _)| o.clone())
    }

    fn view(&self, seat: Seat) -> HelsinkiView {
        let sides = seat_sides(self.options.players, seat.index());
        let mut hand: Vec<String> = Vec::new();
        for side in &sides {
            hand.extend(
                self.hands[side.index()]
                    .iter()
                    .map(|&c| self.data.card(usize::from(c)).id.clone()),
            );
        }
        let secret_events = if sides.contains(&RED) {
            self.red_events
                .iter()
                .map(|&c| self.data.card(usize::from(c)).id.clone())
                .collect()
        } else {
            Vec::new()
        };
        HelsinkiView {
            seat: seat.0,
            units: self.units.clone(),
            red_hq: self.red_hq.clone(),
            german_hq: self.german_hq.clone(),
            squads: self.squads.clone(),
            time: self.time,
            morale: self.morale,
            red_casualties: self.red_casualties,
            white_activity: self.white_activity,
            hand,
            hand_sizes: [
                self.hands[0].len(),
                self.hands[1].len(),
                self.hands[2].len(),
            ],
            secret_events,
            secret_event_count: self.red_events.len(),
        }
    }

    fn format_action(&self, action: &HAction) -> String {
        let hex = |h: &Hex| format!("{},{}", h.0, h.1);
        let card = |c: &u16| self.data.card(usize::from(*c)).id.clone();
        match action {
            HAction::Initiative { german, red } => format!("i{german}{red}"),
            HAction::Die(f) => format!("d{f}"),
            HAction::Draw(c) => format!("c:{}", card(c)),
            HAction::BattleDice { attacker, defender } => format!("b{attacker}{defender}"),
            HAction::End => "end".into(),
            HAction::Morale => "morale".into(),
            HAction::Recruit => "recruit".into(),
            HAction::Arrest(v) => format!("arrest:{}", v.code()),
            HAction::Organise(v) => format!("organise:{}", v.code()),
            HAction::Form(h) => format!("form:{}", hex(h)),
            HAction::Deploy => "deploy".into(),
            HAction::DrawCard => "draw".into(),
            HAction::Regroup(units) => format!("regroup:{}", units_text(units)),
            HAction::Move { units, to, via } => {
                format!("m{}:{}<{}", units_text(units), hex(to), hex(via))
            }
            HAction::Battle { hex: h, units } => format!("battle:{}:{}", hex(h), units_text(units)),
            HAction::MoveHq { hq, to } => format!("hq{hq}:{}", to.code()),
            HAction::Play(c) => format!("play:{}", card(c)),
            HAction::Pass => "pass".into(),
            HAction::Put(h) => format!("put:{}", hex(h)),
            HAction::Target(h) => format!("target:{}", hex(h)),
            HAction::Choose(k) => format!(
                "choose:{}",
                match (&self.phase, k) {
                    (Phase::WhiteChoice, _) => "draw",
                    (_, 0) => "tikkurila",
                    (_, 1) => "meurer",
                    _ => "hq",
                }
            ),
            HAction::Swap(c) => format!("swap:{}", card(c)),
            HAction::Shift(d) => format!("shift:{d:+}"),
            HAction::MoraleShift => "moraleshift".into(),
            HAction::Retreat(h) => format!("retreat:{}", hex(h)),
        }
    }

    fn parse_action(&self, text: &str) -> Result<HAction, RulesError> {
        crate::rules::parse_canonical(text, |t| self.parse_loose(t), |a| self.format_action(a))
    }

    fn progress(&self) -> u64 {
        self.actions
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_games::play_seeded_game;
    use super::*;
    use crate::ai::Strength;

    /// The random player's choice on a state that has not listed its orders yet (as in a
    /// random playout, where nothing else lists them) is the listed order at that index.
    #[test]
    fn a_pick_on_a_state_not_yet_listed_is_the_listed_order() {
        let mut decisions = 0;
        for seed in 0..3 {
            play_seeded_game(seed, 300, Strength::Random, |game, step| {
                if game.to_move() == ToMove::Chance {
                    return;
                }
                let listed = game.clone().legal_actions();
                let n = listed.len();
                for k in [0, n / 2, n.saturating_sub(1), n] {
                    let mut asked = None;
                    let picked = game.clone().pick_legal_action(&mut |count| {
                        asked = Some(count);
                        k
                    });
                    // The only order is given without asking (whatever the index would be).
                    let expected = if n == 1 {
                        listed.first()
                    } else {
                        listed.get(k)
                    };
                    assert_eq!(picked.as_ref(), expected, "seed {seed}, action {step}");
                    assert_eq!(
                        asked,
                        (n > 1).then_some(n),
                        "asked about the listing's length"
                    );
                }
                decisions += 1;
            });
        }
        assert!(decisions > 300, "only {decisions} decisions");
    }
}
