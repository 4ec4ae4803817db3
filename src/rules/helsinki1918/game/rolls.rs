//! Die rolls: what each pending die decides.

use super::*;

impl Helsinki1918 {
    pub(super) fn resolve_roll(&mut self, pending: Pending, face: u8, events: &mut Vec<HEvent>) {
        let t = &self.data.tables;
        let total = face as i8;
        match pending {
            Pending::Meurer => {
                let need =
                    t.meurer_track[usize::from(self.meurer_track).min(t.meurer_track.len() - 1)];
                if face <= need {
                    self.meurer_landed = true;
                    let arrival = self.data.meurer_arrival;
                    // Ours: units that do not fit the arrival hex (three at most with friends
                    // already there) land on the next free land hex round it.
                    let landing: Vec<u16> = (0..self.units.len() as u16)
                        .filter(|&u| {
                            let u = self.units[usize::from(u)];
                            u.side == GERMAN && u.place == Place::Meurer
                        })
                        .collect();
                    let mut spots = vec![arrival];
                    spots.extend((0..6).map(|d| neighbour(arrival, d)));
                    for u in landing {
                        let spot = spots.iter().copied().find(|h| {
                            self.data.is_land(*h)
                                && (*h == arrival || !self.enemy_in(*h, GERMAN))
                                && self.stack(*h, GERMAN) < STACK_LIMIT
                        });
                        if let Some(h) = spot {
                            self.move_unit(u, Place::Map(h));
                        }
                    }
                    events.push(HEvent::Meurer { face, landed: true });
                    // "The HQ-marker is placed … into one of the vertexes of the arrival
                    // hex": the German picks one free of HQs and squads (one marker a
                    // corner). With one free corner there is nothing to pick; with none the
                    // HQ is lost, as an HQ is that has no free corner to fall back to.
                    let corners = self.meurer_hq_corners();
                    if corners.len() > 1 {
                        self.phase = Phase::MeurerHq(corners);
                        return;
                    }
                    self.german_hq[3] = corners.first().copied();
                    self.after_meurer_landing(events);
                    return;
                } else {
                    events.push(HEvent::Meurer {
                        face,
                        landed: false,
                    });
                }
                self.after_work = AfterWork::GermanSteps(3);
                self.continue_work(events);
            }
            Pending::Morale => {
                let flags_lost = self
                    .data
                    .flag_hexes()
                    .iter()
                    .filter(|h| !self.has_side(**h, true) && self.has_side(**h, false))
                    .count() as i8;
                let total = total + self.tikkurila_modifier() - flags_lost / 2;
                let up = if total >= t.red_morale.up_three {
                    3
                } else if total >= t.red_morale.up_two {
                    2
                } else if total >= t.red_morale.up_one {
                    1
                } else {
                    0
                };
                let floor = self.red_casualties;
                let before = self.morale;
                self.morale = self.morale.saturating_sub(up).max(floor).min(before);
                events.push(HEvent::MoraleOrder {
                    total,
                    up: before - self.morale,
                });
                self.back_to_orders(events);
            }
            Pending::Recruit | Pending::Deploy => {
                self.new_unit_roll(pending == Pending::Recruit, face, events)
            }
            Pending::Arrest(v) => {
                let modifier = t.white_activity_arrest[self.white_activity];
                let total = total + modifier;
                if total >= t.red_arrest.arrested {
                    self.squads.retain(|s| *s != v);
                    self.white_activity = self.white_activity.saturating_sub(1);
                    events.push(HEvent::Arrest {
                        total,
                        arrested: true,
                    });
                } else {
                    events.push(HEvent::Arrest {
                        total,
                        arrested: false,
                    });
                }
                self.back_to_orders(events);
            }
            Pending::Organise(v) => {
                let red_near = v.hexes().iter().any(|h| self.has_side(*h, true));
                let total = total - i8::from(red_near);
                let symbols: Vec<Vertex> =
                    self.data.squad_vertices.iter().map(|(v, _)| *v).collect();
                let target = if total >= t.white_organise.chosen {
                    Some(v)
                } else if total >= t.white_organise.adjacent {
                    // Our reading: the squad gathers at the first free symbol vertex next to it.
                    let mut near: Vec<Vertex> = symbols
                        .iter()
                        .copied()
                        .filter(|w| {
                            *w != v && w.hexes().iter().filter(|h| v.touches(**h)).count() == 2
                        })
                        .collect();
                    near.sort();
                    near.into_iter().find(|w| !self.corner_taken(*w))
                } else {
                    None
                };
                match target {
                    Some(w) if !self.corner_taken(w) && self.squads_in_reserve > 0 => {
                        self.squads.push(w);
                        self.squads_in_reserve -= 1;
                        events.push(HEvent::Organise {
                            total,
                            gathered: true,
                        });
                    }
                    _ => events.push(HEvent::Organise {
                        total,
                        gathered: false,
                    }),
                }
                self.back_to_orders(events);
            }
            Pending::Form(h) => {
                let squads = self.squads.iter().filter(|v| v.touches(h)).count() as u8;
                if face <= squads && self.stack(h, WHITE) < STACK_LIMIT && !self.enemy_in(h, WHITE)
                {
                    events.push(HEvent::Form { face, formed: true });
                    self.place_unit(WHITE, h, events);
                } else {
                    events.push(HEvent::Form {
                        face,
                        formed: false,
                    });
                }
                self.back_to_orders(events);
            }
            Pending::Ooc {
                order,
                mut untested,
                mut passed,
            } => {
                let unit = untested.remove(0);
                let distance = self.ooc_distance(unit);
                let pass = ooc_test(face, distance);
                events.push(HEvent::CommandTest {
                    side: self.active,
                    face,
                    distance,
                    passed: pass,
                });
                if pass {
                    passed.push(unit);
                }
                if untested.is_empty() {
                    let units = match order.as_ref() {
                        HAction::Move { units, .. }
                        | HAction::Battle { units, .. }
                        | HAction::Regroup(units) => units.to_vec(),
                        _ => Vec::new(),
                    };
                    let statuses = self.statuses(&units);
                    let failed: Vec<u16> = units
                        .into_iter()
                        .zip(statuses)
                        .filter(|(u, status)| *status == Command::Out && !passed.contains(u))
                        .map(|(u, _)| u)
                        .collect();
                    self.execute_with(&order, &failed, events);
                } else {
                    self.phase = Phase::Roll(Pending::Ooc {
                        order,
                        untested,
                        passed,
                    });
                }
            }
            Pending::Disorder(u) => {
                self.work.pop_front();
                let in_box =
                    matches!(self.units[usize::from(u)].place, Place::Map(h) if in_tikkurila(h));
                if face > self.morale_value() {
                    events.push(HEvent::DisorderLost { face });
                    self.destroy(u, events);
                } else if !in_box {
                    self.send_to_reserve(u, events);
                }
                self.continue_work(events);
                // A disorder test left standing goes back to orders; the midnight tests
                // still queued (a `Night` roll) go on.
                if self.work.is_empty()
                    && self.battle().is_none()
                    && matches!(self.phase, Phase::Roll(Pending::Disorder(_)))
                {
                    self.back_to_orders(events);
                }
            }
            Pending::Night(mut queue) => {
                let u = queue.remove(0);
                if !ooc_test(face, self.ooc_distance(u)) {
                    events.push(HEvent::NightBreakUp { face });
                    self.work.push_back(Job::ToReserve(u));
                }
                self.night_queue = queue;
                self.continue_work(events);
            }
            Pending::Reroll {
                attacker,
                mut battle,
            } => {
                if attacker {
                    battle.attack_die = face;
                } else {
                    battle.defence_die = face;
                }
                self.phase = Phase::Battle(battle);
                self.settle_battle(events);
            }
        }
    }

    /// A recruitment (Red) or deployment (German) roll of `face`, by the order table: a new
    /// unit in command, in direct command, or none. Also the cards that act "as if the roll
    /// were 6".
    pub(super) fn new_unit_roll(&mut self, recruit: bool, face: u8, events: &mut Vec<HEvent>) {
        let t = &self.data.tables;
        let night = i8::from(self.is_night());
        let total = face as i8;
        let (side, table, modifier) = if recruit {
            (RED, &t.red_recruit, self.tikkurila_modifier())
        } else {
            let col = self
                .reserve_columns
                .iter()
                .rposition(|&c| c > 0)
                .unwrap_or(0);
            (GERMAN, &t.german_deploy, t.reserve_columns[col])
        };
        let total = total + modifier - night;
        if total >= table.in_command {
            events.push(HEvent::NewUnitRoll {
                side,
                total,
                result: NewUnit::InCommand,
            });
            self.offer_placement(side, false, events);
        } else if total >= table.direct_command {
            events.push(HEvent::NewUnitRoll {
                side,
                total,
                result: NewUnit::DirectCommand,
            });
            self.offer_placement(side, true, events);
        } else {
            events.push(HEvent::NewUnitRoll {
                side,
                total,
                result: NewUnit::Nobody,
            });
            self.back_to_orders(events);
        }
    }

    /// The corners of Abteilung Meurer's arrival hex its HQ may take: free of HQs and squads.
    pub(super) fn meurer_hq_corners(&self) -> Vec<Vertex> {
        let arrival = self.data.meurer_arrival;
        (0..6)
            .map(|d| Vertex::of(arrival, d))
            .filter(|v| !self.corner_taken(*v))
            .collect()
    }

    /// After the landing and its HQ: the Reds in the arrival hex are disordered, then the
    /// German initiative goes on (also when a Red disorder test waits for its die).
    pub(super) fn after_meurer_landing(&mut self, events: &mut Vec<HEvent>) {
        let reds: Vec<u16> = self
            .units_at(self.data.meurer_arrival)
            .filter(|(_, u)| u.side == RED)
            .map(|(i, _)| i)
            .collect();
        for r in reds {
            self.work.push_back(Job::ToReserve(r));
        }
        self.after_work = AfterWork::GermanSteps(3);
        self.continue_work(events);
    }
}

/// The out-of-command test: a 6 always passes, otherwise the die must beat the distance to
/// command (`None`: there is no way there).
fn ooc_test(face: u8, distance: Option<u32>) -> bool {
    face == 6 || distance.is_some_and(|d| u32::from(face) > d)
}
