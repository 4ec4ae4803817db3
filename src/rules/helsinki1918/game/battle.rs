//! Battles: who takes part, the modifiers and column shifts, the battle table and its effects.

use super::*;

impl Helsinki1918 {
    /// The battle being fought: in its phase, or in the die or the work that interrupts it.
    pub(super) fn battle(&self) -> Option<&BattleState> {
        match &self.phase {
            Phase::Battle(b) | Phase::Roll(Pending::Reroll { battle: b, .. }) => Some(b),
            _ => match &self.after_work {
                AfterWork::Battle(b) => Some(b),
                _ => None,
            },
        }
    }

    pub(super) fn battle_mut(&mut self) -> Option<&mut BattleState> {
        match &mut self.phase {
            Phase::Battle(b) | Phase::Roll(Pending::Reroll { battle: b, .. }) => Some(b),
            _ => match &mut self.after_work {
                AfterWork::Battle(b) => Some(b),
                _ => None,
            },
        }
    }

    /// Takes the battle out of wherever it waits (its end, or a pause for work).
    pub(super) fn take_battle(&mut self) -> Option<BattleState> {
        if matches!(self.phase, Phase::Battle(_)) {
            let orders = Phase::Orders {
                tikkurila: self.tikkurila_step,
            };
            if let Phase::Battle(b) = std::mem::replace(&mut self.phase, orders) {
                return Some(*b);
            }
        }
        match std::mem::take(&mut self.after_work) {
            AfterWork::Battle(b) => Some(*b),
            other => {
                self.after_work = other;
                None
            }
        }
    }

    pub(super) fn sides_in(&self, h: Hex, red: bool) -> Vec<Side> {
        let mut out: Vec<Side> = Vec::new();
        for side in [GERMAN, WHITE, RED] {
            if (side == RED) == red && self.units_at(h).any(|(_, u)| u.side == side) {
                out.push(side);
            }
        }
        out
    }

    pub(super) fn begin_battle(
        &mut self,
        hex: Hex,
        attacker: Side,
        units: Vec<UnitId>,
        kind: BattleKind,
        from: Option<Hex>,
        events: &mut Vec<HEvent>,
    ) {
        let tikkurila = in_tikkurila(hex);
        let defender_red = attacker != RED;
        let mut attack_mod: i8 = 0;
        let mut defence_mod: i8 = 0;
        if self.is_night() {
            attack_mod -= 1;
        }
        if let BattleKind::Flank { bonus } = kind {
            attack_mod += bonus;
        }
        if !tikkurila {
            if kind == BattleKind::Continue {
                attack_mod -= self.blocked_retreats(hex, attacker);
            }
            if !matches!(kind, BattleKind::Flank { .. }) {
                let defender = if defender_red { RED } else { GERMAN };
                defence_mod -= self.blocked_retreats(hex, defender);
            }
        }
        let over_bridge = from.is_some_and(|f| {
            self.data
                .edge(f, hex)
                .contains(&crate::rules::helsinki1918::data::EdgeKind::Bridge)
        });
        let mut order: VecDeque<Side> = VecDeque::new();
        order.push_back(attacker);
        order.extend(self.sides_in(hex, defender_red));
        events.push(HEvent::BattleBegun { hex, attacker });
        self.phase = Phase::Battle(Box::new(BattleState {
            hex,
            attacker,
            units,
            kind,
            from,
            over_bridge,
            attack_mod,
            defence_mod,
            attack_die: 0,
            defence_die: 0,
            column: 1,
            stage: Stage::BeforeCards(order),
            loser: None,
        }));
        self.settle_battle(events);
    }

    /// Skips the battle's windows nobody can use; resolves when the dice are in.
    pub(super) fn settle_battle(&mut self, events: &mut Vec<HEvent>) {
        loop {
            let Some(b) = self.battle().cloned() else {
                return;
            };
            let before = matches!(b.stage, Stage::BeforeCards(_));
            match b.stage {
                Stage::BeforeCards(mut queue) | Stage::AfterCards(mut queue) => {
                    let timing = if before {
                        Timing::BeforeDice
                    } else {
                        Timing::AfterDice
                    };
                    // Every side in the battle that holds any card gets its window, playable
                    // or not: a pause only for a playable card would show the card to all.
                    while let Some(&side) = queue.front() {
                        if self.holds_cards(side) {
                            break;
                        }
                        queue.pop_front();
                    }
                    let done = queue.is_empty();
                    let Some(battle) = self.battle_mut() else {
                        return;
                    };
                    battle.stage = match (timing, done) {
                        (Timing::BeforeDice, false) => Stage::BeforeCards(queue),
                        (Timing::BeforeDice, true) => Stage::Dice,
                        (_, false) => Stage::AfterCards(queue),
                        (_, true) => {
                            self.resolve_battle(events);
                            continue;
                        }
                    };
                    return;
                }
                Stage::Dice => return,
                Stage::GermanShift => {
                    if self.german_may_shift() {
                        return;
                    }
                    if let Some(b) = self.battle_mut() {
                        b.stage = Stage::RedShift;
                    }
                }
                Stage::RedShift => {
                    if self.red_may_shift() {
                        return;
                    }
                    self.apply_effects(events);
                    return;
                }
                Stage::Effects => return,
            }
        }
    }

    /// Are the side's units in the battle out of command (all in one hex: one route search)?
    pub(super) fn side_ooc_in_battle(&self, side_red: bool) -> bool {
        let Some(b) = self.battle() else { return true };
        if in_tikkurila(b.hex) {
            return false;
        }
        let sides: Vec<Side> = self
            .units_at(b.hex)
            .filter(|(_, u)| (u.side == RED) == side_red)
            .map(|(_, u)| u.side)
            .collect();
        sides.iter().any(|&side| {
            !self.is_anchor(side, b.hex) && !self.command_area_of(side).contains(b.hex)
        })
    }

    pub(super) fn german_may_shift(&self) -> bool {
        let Some(b) = self.battle() else { return false };
        let germans_in = self.units_at(b.hex).any(|(_, u)| u.side == GERMAN)
            || b.units
                .iter()
                .any(|&u| self.units[usize::from(u)].side == GERMAN);
        let points = if in_tikkurila(b.hex) {
            self.tikkurila_points
        } else {
            self.division_hq
        };
        germans_in && points > 0 && !self.side_ooc_in_battle(false)
    }

    pub(super) fn red_may_shift(&self) -> bool {
        let Some(b) = self.battle() else { return false };
        b.loser == Some(RED)
            && b.column < 2
            && self.morale + 1 < self.data.tables.morale_levels.len()
            && !self.side_ooc_in_battle(true)
    }

    /// The battle's final totals, attacker's and defender's (none without a battle).
    pub(super) fn battle_totals(&self) -> (i8, i8) {
        let Some(b) = self.battle() else {
            return (0, 0);
        };
        let attack = b.attack_die as i8 + b.attack_mod;
        let row = self.data.terrain_row(self.terrain(b.hex));
        // "The first defence value (M) is used for a battle which occurs after the movement or
        // if a battle action occurs as a card event."
        let minimum = if matches!(b.kind, BattleKind::Move | BattleKind::Card { .. }) {
            row.defence_m
        } else {
            row.defence_b
        } as i8;
        let defence = (b.defence_die as i8 + b.defence_mod).max(minimum);
        (attack, defence)
    }

    pub(super) fn resolve_battle(&mut self, events: &mut Vec<HEvent>) {
        let (attack, defence) = self.battle_totals();
        let Some(b) = self.battle_mut() else {
            return;
        };
        if attack == defence {
            b.loser = None;
            let hex = b.hex;
            let attacker = b.attacker;
            events.push(HEvent::Battle {
                hex,
                attacker,
                attack,
                defence,
                effects: Vec::new(),
            });
            self.finish_battle(events);
            return;
        }
        let attacker_red = b.attacker == RED;
        let attacker_lost = attack < defence;
        b.loser = Some(if attacker_lost == attacker_red {
            RED
        } else {
            GERMAN
        });
        b.stage = Stage::GermanShift;
        self.settle_battle(events);
    }

    pub(super) fn apply_effects(&mut self, events: &mut Vec<HEvent>) {
        let (attack, defence) = self.battle_totals();
        let Some(b) = self.battle().cloned() else {
            return;
        };
        let diff = (attack - defence).unsigned_abs().clamp(1, 5);
        let row = &self.data.tables.battle_effects[usize::from(diff) - 1];
        let effects = match b.column {
            0 => row.harsh.clone(),
            2 => row.mild.clone(),
            _ => row.normal.clone(),
        };
        let attacker_lost = attack < defence;
        // The loser's units: the attackers that fought, or every defender (Germans first).
        let mut losers: Vec<u16> = if attacker_lost {
            b.units
                .iter()
                .copied()
                .filter(|&u| self.units[usize::from(u)].place == Place::Map(b.hex))
                .collect()
        } else {
            let mut d: Vec<(u8, u16)> = self
                .units_at(b.hex)
                .filter(|(_, u)| opposed(u.side, b.attacker))
                .map(|(i, u)| (if u.side == GERMAN { 0 } else { 1 }, i))
                .collect();
            d.sort_unstable();
            d.into_iter().map(|(_, i)| i).collect()
        };
        events.push(HEvent::Battle {
            hex: b.hex,
            attacker: b.attacker,
            attack,
            defence,
            effects: effects.clone(),
        });
        let flank_defender = matches!(b.kind, BattleKind::Flank { .. }) && !attacker_lost;
        let tikkurila = in_tikkurila(b.hex);
        // A loser's retreat, disordered or not. "A defender unit which must retreat is
        // disordered instead of the retreat" in a flank attack; in Tikkurila "any disorder
        // result is changed into a retreat result, but Reds must still make the test for
        // being destroyed" (the test there leaves a surviving unit in the box).
        let loss = |game: &Self, unit: UnitId, disorder: bool| -> Vec<Job> {
            let disorder = disorder || flank_defender;
            if !tikkurila {
                return vec![Job::Retreat { unit, disorder }];
            }
            let mut jobs = vec![Job::Retreat {
                unit,
                disorder: false,
            }];
            if disorder && game.units[usize::from(unit)].side == RED {
                jobs.push(Job::ToReserve(unit));
            }
            jobs
        };
        for effect in effects {
            if losers.is_empty() {
                break;
            }
            let (units, disorder) = match effect {
                Effect::Destroyed => {
                    let u = losers.remove(0);
                    self.work.push_back(Job::Destroy(u));
                    continue;
                }
                Effect::Retreat => (vec![losers.remove(0)], false),
                Effect::Disorder => (vec![losers.remove(0)], true),
                Effect::RetreatAll => (std::mem::take(&mut losers), false),
                Effect::DisorderAll => (std::mem::take(&mut losers), true),
            };
            for u in units {
                let jobs = loss(self, u, disorder);
                self.work.extend(jobs);
            }
        }
        if let Some(b) = self.battle_mut() {
            b.stage = Stage::Effects;
        }
        self.continue_work(events);
    }

    pub(super) fn finish_battle(&mut self, events: &mut Vec<HEvent>) {
        let Some(b) = self.take_battle() else { return };
        let enemy_left = self
            .units_at(b.hex)
            .any(|(_, u)| opposed(u.side, b.attacker));
        let back = matches!(b.kind, BattleKind::Flank { .. }) || (b.over_bridge && enemy_left);
        if back && let Some(from) = b.from {
            for &u in &b.units {
                let side = self.units[usize::from(u)].side;
                // Ours: a unit whose way back has filled up (a retreat went there) or holds
                // enemies stays where it fought.
                if self.units[usize::from(u)].place == Place::Map(b.hex)
                    && self.stack(from, side) < STACK_LIMIT
                    && !self.enemy_in(from, side)
                {
                    self.move_unit(u, Place::Map(from));
                    self.units[usize::from(u)].facing = None;
                }
            }
        }
        self.clear_facings(b.hex);
        self.check_hqs(events);
        self.check_flags(events);
        self.back_to_orders(events);
    }
}
