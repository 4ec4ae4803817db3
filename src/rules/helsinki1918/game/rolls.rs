//! Die rolls: what each pending die decides.

use super::*;

impl Helsinki1918 {
    pub(super) fn resolve_roll(&mut self, pending: Pending, face: u8, events: &mut Vec<HEvent>) {
        let t = &self.data.tables;
        let night = i8::from(self.is_night());
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
                                && self.stack(*h, GERMAN) < 3
                        });
                        if let Some(h) = spot {
                            self.units[usize::from(u)].place = Place::Map(h);
                        }
                    }
                    self.german_hq[3] = Some(Vertex::of(arrival, 0));
                    self.log(
                        events,
                        Some(GERMAN),
                        format!("Abteilung Meurer lands (roll {face})"),
                    );
                    let reds: Vec<u16> = self
                        .units_at(arrival)
                        .filter(|(_, u)| u.side == RED)
                        .map(|(i, _)| i)
                        .collect();
                    for r in reds {
                        self.work.push_back(Job::ToReserve(r));
                    }
                } else {
                    self.log(
                        events,
                        Some(GERMAN),
                        format!("Abteilung Meurer does not land yet (roll {face})"),
                    );
                }
                if self.run_work(events) {
                    self.german_steps(3, events);
                }
                // Disorder tests of the Reds at the landing come back through `after_work`.
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
                self.log(
                    events,
                    Some(RED),
                    format!(
                        "Morale order: {total}: the marker moves {} up",
                        before - self.morale
                    ),
                );
                self.back_to_orders();
            }
            Pending::Recruit | Pending::Deploy => {
                let (side, table, modifier) = if pending == Pending::Recruit {
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
                    self.log(
                        events,
                        Some(side),
                        format!("{total}: a new unit in command"),
                    );
                    self.offer_placement(side, false);
                } else if total >= table.direct_command {
                    self.log(
                        events,
                        Some(side),
                        format!("{total}: a new unit in direct command"),
                    );
                    self.offer_placement(side, true);
                } else {
                    self.log(events, Some(side), format!("{total}: no new unit"));
                    self.back_to_orders();
                }
            }
            Pending::Arrest(v) => {
                let modifier = t.white_activity_arrest[self.white_activity];
                let total = total + modifier;
                if total >= t.red_arrest.arrested {
                    self.squads.retain(|s| *s != v);
                    self.white_activity = self.white_activity.saturating_sub(1);
                    self.log(
                        events,
                        Some(RED),
                        format!("Arrest: {total}: a White squad is arrested"),
                    );
                } else {
                    self.log(
                        events,
                        Some(RED),
                        format!("Arrest: {total}: the squad slips away"),
                    );
                }
                self.back_to_orders();
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
                    near.into_iter().find(|w| !self.squads.contains(w))
                } else {
                    None
                };
                match target {
                    Some(w) if !self.squads.contains(&w) && self.squads_in_reserve > 0 => {
                        self.squads.push(w);
                        self.squads_in_reserve -= 1;
                        self.log(
                            events,
                            Some(WHITE),
                            format!("Organise: {total}: a White squad gathers"),
                        );
                    }
                    _ => self.log(events, Some(WHITE), format!("Organise: {total}: no squad")),
                }
                self.back_to_orders();
            }
            Pending::Form(h) => {
                let squads = self.squads.iter().filter(|v| v.touches(h)).count() as u8;
                if face <= squads && self.stack(h, WHITE) < 3 && !self.enemy_in(h, WHITE) {
                    self.log(
                        events,
                        Some(WHITE),
                        format!("Form a unit: {face}: a White unit comes out"),
                    );
                    self.place_unit(WHITE, h, events);
                } else {
                    self.log(
                        events,
                        Some(WHITE),
                        format!("Form a unit: {face}: nobody comes"),
                    );
                }
                self.back_to_orders();
            }
            Pending::Ooc { order, unit } => {
                let distance = self.ooc_distance(unit);
                if face == 6 || u32::from(face) > distance {
                    self.log(
                        events,
                        Some(self.active),
                        format!("Out of command test {face} against {distance}: passed"),
                    );
                    self.execute(&order, events);
                } else {
                    self.log(
                        events,
                        Some(self.active),
                        format!("Out of command test {face} against {distance}: failed"),
                    );
                    self.back_to_orders();
                }
            }
            Pending::Disorder(u) => {
                self.work.pop_front();
                let in_box =
                    matches!(self.units[usize::from(u)].place, Place::Map(h) if in_tikkurila(h));
                if face > self.morale_value() {
                    self.log(
                        events,
                        Some(RED),
                        format!("Disorder test {face}: the men go home"),
                    );
                    self.destroy(u, events);
                } else if !in_box {
                    self.send_to_reserve(u, events);
                }
                self.continue_work(events);
                // A disorder test left standing goes back to orders; the midnight tests
                // still queued (a `Night` roll) go on.
                if self.work.is_empty()
                    && self.battle.is_none()
                    && matches!(self.phase, Phase::Roll(Pending::Disorder(_)))
                {
                    self.back_to_orders();
                }
            }
            Pending::Night(mut queue) => {
                let u = queue.remove(0);
                let distance = self.ooc_distance(u);
                if !(face == 6 || u32::from(face) > distance) {
                    self.log(
                        events,
                        Some(RED),
                        format!("Night test {face}: a Red unit out of command breaks up"),
                    );
                    self.work.push_back(Job::ToReserve(u));
                }
                self.night_queue = queue;
                self.continue_work(events);
            }
            Pending::Reroll { attacker } => {
                if let Some(b) = self.battle.as_mut() {
                    if attacker {
                        b.attack_die = face;
                    } else {
                        b.defence_die = face;
                    }
                }
                self.phase = Phase::Battle;
                self.settle_battle(events);
            }
        }
    }
}
