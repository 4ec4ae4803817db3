//! Orders: the orders a side may give, their cost, the decisions offered, and carrying an order out.

use super::search_memo::MoveSearches;
use super::*;

impl Helsinki1918 {
    pub(super) fn in_reserve(&self, side: Side) -> usize {
        self.units
            .iter()
            .filter(|u| u.side == side && u.place == Place::Reserve)
            .count()
    }

    pub(super) fn first_in_reserve(&self, side: Side) -> Option<u16> {
        self.units
            .iter()
            .position(|u| u.side == side && u.place == Place::Reserve)
            .map(|i| i as u16)
    }

    pub(super) fn order_actions(&self, tikkurila: bool) -> Vec<HAction> {
        let side = self.active;
        // Room for most listings at once, not grown an order at a time (a short list is cut
        // to its length at the end: the state keeps its listing).
        let mut out = Vec::with_capacity(512);
        out.push(HAction::End);
        if !tikkurila {
            for c in self.own_initiative_cards(side) {
                out.push(HAction::Play(c));
            }
        }
        if !tikkurila {
            out.extend(self.split_move_actions());
        }
        if !self.can_spend(tikkurila) {
            return out;
        }
        if !tikkurila {
            match side {
                RED => {
                    out.push(HAction::Morale);
                    if self.in_reserve(RED) > 0 {
                        out.push(HAction::Recruit);
                    }
                    let mut targets: Vec<Vertex> = self
                        .squads
                        .iter()
                        .copied()
                        .filter(|v| v.hexes().iter().any(|h| self.has_side(*h, true)))
                        .collect();
                    targets.sort();
                    out.extend(targets.into_iter().map(HAction::Arrest));
                }
                WHITE => {
                    if self.squads_in_reserve > 0 {
                        for (v, _) in &self.data.squad_vertices {
                            if !self.corner_taken(*v) {
                                out.push(HAction::Organise(*v));
                            }
                        }
                    }
                    if self.in_reserve(WHITE) > 0 {
                        out.extend(self.white_form_hexes().into_iter().map(HAction::Form));
                    }
                }
                _ => {
                    if !self.deck(Deck::GermanSupport).is_empty() {
                        out.push(HAction::DrawCard);
                    }
                    if self.reserve_columns.iter().any(|&c| c > 0) && self.in_reserve(GERMAN) > 0 {
                        out.push(HAction::Deploy);
                    }
                }
            }
        }
        // Moves and battles, by hex.
        let night = self.is_night();
        // The side's units on the map by hex, each hex's in unit order.
        let mut placed: Vec<(Hex, u16)> = Vec::with_capacity(self.units.len());
        placed.extend(
            self.units
                .iter()
                .enumerate()
                .filter(|(_, u)| u.side == side)
                .filter_map(|(i, u)| match u.place {
                    Place::Map(h) => Some((h, i as u16)),
                    _ => None,
                }),
        );
        placed.sort_unstable();
        // The move searches of this listing, by start hex (a German HQ's hexes are often a
        // stack's).
        let mut searched = MoveSearches::of(self);
        for stack in placed.chunk_by(|a, b| a.0 == b.0) {
            let h = stack[0].0;
            if in_tikkurila(h) != tikkurila && !(side == RED && in_tikkurila(h)) {
                continue;
            }
            if in_tikkurila(h) && night {
                continue;
            }
            // The hex's units of the side, kept inline (no heap): a side stacks at most
            // `STACK_LIMIT` units in a hex.
            let mut mine = UnitList::default();
            for &(_, unit) in stack {
                let kept = mine.push(unit);
                debug_assert!(kept, "at most {STACK_LIMIT} units of a side in a hex");
            }
            let in_battle = self.in_battle(h);
            if side == GERMAN && !tikkurila && !in_tikkurila(h) {
                // Regroup: a unit, or the whole stack when in direct command.
                if !in_battle {
                    out.push(HAction::Regroup(UnitList::one(mine[0])));
                    if mine.len() > 1 && self.is_idc(mine[0]) {
                        out.push(HAction::Regroup(UnitList::of(&mine)));
                    }
                }
            }
            if in_battle {
                // "The player can use multiple points to simultaneously order multiple IC or
                // OOC units to battle in the same hex ... For "in direct command" units a
                // single battle order can be used to cause any or all of the units to
                // battle": one, two or all of them, a point a unit unless in direct command.
                for size in 1..=mine.len().min(STACK_LIMIT) {
                    let fighting = &mine[..size];
                    if self.order_cost(fighting) <= self.points(tikkurila) {
                        out.push(HAction::Battle {
                            hex: h,
                            units: UnitList::of(fighting),
                        });
                    }
                }
            }
            // The rest of a stack whose move is running: its quiet moves are listed above, free;
            // an attack is a new order.
            let split_here = self.split_move.contains(&mine[0]);
            // One unit, two, or the whole stack: one point in direct command, else a point a
            // unit ("multiple points simultaneously for a single hex"). A side's units are
            // alike, so the first two stand for any two.
            let largest = if in_battle { 1 } else { mine.len() };
            // One search for every group of this hex (they differ only in the stack limit),
            // made if one of them can pay for its order.
            let affordable = |size: usize| self.order_cost(&mine[..size]) <= self.points(tikkurila);
            if !(1..=largest).any(affordable) {
                continue;
            }
            let ends = searched.ends(self, side, h);
            for size in 1..=largest {
                let group = &mine[..size];
                if !affordable(size) {
                    continue;
                }
                // The group's move, made once and copied for each end, its end then written
                // in place: an order made afresh for each end was stored aside in parts and
                // read back whole before the parts had landed (a stall in every push).
                let template = HAction::Move {
                    units: UnitList::of(group),
                    to: h,
                    via: h,
                };
                // The ends come sorted by destination: a quiet move is listed once per
                // destination, entered from the first hex.
                let mut last_quiet: Option<Hex> = None;
                for e in ends.iter().filter(|e| e.fits(size)) {
                    let (to, via) = (e.to, e.via);
                    // The end holds enemies: a move into battle.
                    let battle = e.attack;
                    if !battle && (split_here || last_quiet == Some(to)) {
                        continue;
                    }
                    if !battle {
                        last_quiet = Some(to);
                    }
                    out.push(template.clone());
                    if let Some(HAction::Move { to: t, via: v, .. }) = out.last_mut() {
                        (*t, *v) = (to, via);
                    }
                }
            }
        }
        if side == GERMAN && !tikkurila {
            for (i, v) in self.german_hq.iter().enumerate() {
                let Some(v) = v else { continue };
                // As the moves above: one order copied, its corner written in place.
                let template = HAction::MoveHq {
                    hq: i as u8,
                    to: *v,
                };
                for to in self.hq_destinations(*v, &mut searched) {
                    out.push(template.clone());
                    if let Some(HAction::MoveHq { to: t, .. }) = out.last_mut() {
                        *t = to;
                    }
                }
            }
        }
        searched.keep(self);
        if out.capacity() > 2 * out.len() {
            out.shrink_to_fit();
        }
        out
    }

    pub(super) fn points(&self, tikkurila: bool) -> u8 {
        if tikkurila {
            self.tikkurila_points
        } else if self.active == GERMAN {
            self.cp + self.division_hq
        } else {
            self.cp
        }
    }

    /// One point for a group in direct command, else one a unit.
    pub(super) fn order_cost(&self, units: &[UnitId]) -> u8 {
        if units.len() > 1 && units.iter().all(|&u| self.is_idc(u)) {
            1
        } else {
            units.len() as u8
        }
    }

    pub(super) fn decision_actions(&self) -> Vec<HAction> {
        match &self.phase {
            Phase::GermanChoice => {
                let mut out = vec![HAction::Choose(0), HAction::Choose(2)];
                if !self.meurer_landed {
                    out.insert(1, HAction::Choose(1));
                }
                out
            }
            Phase::WhiteChoice => {
                let mut out = vec![HAction::Pass];
                if !self.deck(Deck::WhiteActivity).is_empty() {
                    out.push(HAction::Choose(0));
                    if self.deck(Deck::WhiteActivity).len() >= 2 {
                        out.extend(self.hands[WHITE.index()].iter().map(|&c| HAction::Swap(c)));
                    }
                }
                out
            }
            Phase::Orders { tikkurila } => self.order_actions(*tikkurila),
            Phase::Place { hexes, .. } => hexes.iter().map(|h| HAction::Put(*h)).collect(),
            Phase::Target { hexes, .. } => hexes.iter().map(|h| HAction::Target(*h)).collect(),
            Phase::MeurerHq(corners) => corners
                .iter()
                .map(|&to| HAction::MoveHq { hq: 3, to })
                .collect(),
            Phase::Battle(b) => {
                if let Some((_, options)) = self.retreat_choice() {
                    return options.into_iter().map(HAction::Retreat).collect();
                }
                match &b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => {
                        let timing = if matches!(b.stage, Stage::BeforeCards(_)) {
                            Timing::BeforeDice
                        } else {
                            Timing::AfterDice
                        };
                        let side = *q.front().expect("a side to ask");
                        let mut out = vec![HAction::Pass];
                        out.extend(
                            self.battle_cards(side, timing)
                                .into_iter()
                                .map(HAction::Play),
                        );
                        out
                    }
                    Stage::GermanShift => {
                        vec![HAction::Pass, HAction::Shift(-1), HAction::Shift(1)]
                            .into_iter()
                            .filter(|a| match a {
                                HAction::Shift(d) => (0..=2).contains(&(b.column + d)),
                                _ => true,
                            })
                            .collect()
                    }
                    Stage::RedShift => vec![HAction::Pass, HAction::MoraleShift],
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// The side whose decision it is now.
    pub(super) fn deciding_side(&self) -> Option<Side> {
        match &self.phase {
            Phase::GermanChoice | Phase::MeurerHq(_) => Some(GERMAN),
            Phase::WhiteChoice => Some(WHITE),
            Phase::Orders { .. } => Some(self.active),
            Phase::Place { side, .. } | Phase::Target { side, .. } => Some(*side),
            Phase::Battle(b) => {
                if let Some((unit, _)) = self.retreat_choice() {
                    return Some(self.units[usize::from(unit)].side);
                }
                match &b.stage {
                    Stage::BeforeCards(q) | Stage::AfterCards(q) => q.front().copied(),
                    Stage::GermanShift => Some(GERMAN),
                    Stage::RedShift => Some(RED),
                    Stage::Dice | Stage::Effects => None,
                }
            }
            _ => None,
        }
    }

    pub(super) fn is_chance(&self) -> bool {
        match &self.phase {
            Phase::SetupEvents
            | Phase::FirstRedDraw
            | Phase::Initiative
            | Phase::RedCardDraw
            | Phase::GermanDraw
            | Phase::WhiteDraws(_)
            | Phase::Roll(_) => true,
            Phase::Battle(b) => self.retreat_choice().is_none() && b.stage == Stage::Dice,
            _ => false,
        }
    }

    /// Carries out an order whose point is paid (and whose test, if any, passed).
    pub(super) fn execute(&mut self, order: &HAction, events: &mut Vec<HEvent>) {
        match order {
            HAction::Move { units, to, via } => {
                let side = self.units[usize::from(units[0])].side;
                let from = match self.units[usize::from(units[0])].place {
                    Place::Map(h) => h,
                    _ => *via,
                };
                let fresh_battle = self.enemy_in(*to, side) && !self.friend_in(*to, side);
                let existing = self.in_battle(*to);
                let own_facing = self
                    .units_at(*to)
                    .find(|(_, u)| !opposed(u.side, side))
                    .and_then(|(_, u)| u.facing);
                let enemy_facing = self
                    .units_at(*to)
                    .find(|(_, u)| opposed(u.side, side))
                    .and_then(|(_, u)| u.facing);
                for &u in units {
                    self.move_unit(u, Place::Map(*to));
                    self.units[usize::from(u)].facing = None;
                }
                self.clear_facings(from);
                events.push(HEvent::Moved {
                    side,
                    units: units.to_vec(),
                    to: *to,
                });
                if fresh_battle {
                    let entry = direction(*to, *via).unwrap_or(0) as u8;
                    for (i, u) in self.units.iter_mut().enumerate() {
                        if u.place == Place::Map(*to) {
                            u.facing = Some(if units.contains(&(i as u16)) {
                                (entry + 3) % 6
                            } else {
                                entry
                            });
                        }
                    }
                    self.begin_battle(
                        *to,
                        side,
                        units.to_vec(),
                        BattleKind::Move,
                        Some(*via),
                        events,
                    );
                    return;
                }
                if existing {
                    let entry = direction(*to, *via).unwrap_or(0) as u8;
                    let behind = |facing: u8| {
                        let back = (facing + 3) % 6;
                        [back, (back + 1) % 6, (back + 5) % 6].contains(&entry)
                    };
                    if own_facing.is_some_and(behind) || enemy_facing.is_none() {
                        for &u in units {
                            self.units[usize::from(u)].facing = own_facing;
                        }
                        events.push(HEvent::Reinforced {
                            side,
                            units: units.to_vec(),
                            hex: *to,
                        });
                    } else {
                        let enemy = enemy_facing.unwrap_or(0);
                        let bonus = if entry == (enemy + 3) % 6 { 2 } else { 1 };
                        for &u in units {
                            self.units[usize::from(u)].facing = Some((entry + 3) % 6);
                        }
                        self.begin_battle(
                            *to,
                            side,
                            units.to_vec(),
                            BattleKind::Flank { bonus },
                            Some(*via),
                            events,
                        );
                        return;
                    }
                }
                self.check_hqs(events);
                self.check_flags(events);
                self.back_to_orders(events);
            }
            HAction::Battle { hex, units } => {
                let side = self.units[usize::from(units[0])].side;
                self.begin_battle(
                    *hex,
                    side,
                    units.to_vec(),
                    BattleKind::Continue,
                    None,
                    events,
                );
            }
            _ => self.back_to_orders(events),
        }
    }

    pub(super) fn give_order(
        &mut self,
        tikkurila: bool,
        order: &HAction,
        events: &mut Vec<HEvent>,
    ) {
        if let HAction::Move { units, to, .. } = order
            && self.continues_split_move(units, *to)
        {
            // The same order goes on: no point, no time, no test (the units are in direct
            // command).
            self.split_move.retain(|u| !units.contains(u));
            self.execute(order, events);
            return;
        }
        let split_rest = if tikkurila {
            Vec::new()
        } else {
            self.split_rest(order)
        };
        self.split_move.clear();
        match order {
            HAction::End => {
                if tikkurila {
                    self.german_steps(4, events);
                } else {
                    self.end_initiative(events);
                }
                return;
            }
            HAction::Play(c) => {
                self.play_card(*c, events);
                if self.phase == (Phase::Orders { tikkurila: false })
                    || matches!(self.phase, Phase::Place { .. } | Phase::Target { .. })
                {
                    return;
                }
                self.back_to_orders(events);
                return;
            }
            _ => {}
        }
        // Every other order costs a point (a German point moves the time marker first).
        if !self.spend(tikkurila, events) {
            return;
        }
        match order {
            HAction::Morale => self.phase = Phase::Roll(Pending::Morale),
            HAction::Recruit => self.phase = Phase::Roll(Pending::Recruit),
            HAction::Deploy => self.phase = Phase::Roll(Pending::Deploy),
            HAction::Arrest(v) => self.phase = Phase::Roll(Pending::Arrest(*v)),
            HAction::Organise(v) => self.phase = Phase::Roll(Pending::Organise(*v)),
            HAction::Form(h) => self.phase = Phase::Roll(Pending::Form(*h)),
            HAction::DrawCard => self.phase = Phase::GermanDraw,
            HAction::Regroup(units) => {
                if !self.test_out_of_command(order, units) {
                    self.regroup(units, events);
                }
            }
            HAction::MoveHq { hq, to } => {
                self.german_hq[usize::from(*hq)] = Some(*to);
                events.push(HEvent::HqMoved { hq: *hq, to: *to });
                self.back_to_orders(events);
            }
            HAction::Move { units, .. } | HAction::Battle { units, .. } => {
                // Extra points for a group not in direct command.
                let cost = self.order_cost(units);
                for _ in 1..cost {
                    if !self.spend(tikkurila, events) {
                        return;
                    }
                }
                if !self.test_out_of_command(order, units) {
                    self.execute(order, events);
                    if self.phase == (Phase::Orders { tikkurila: false }) {
                        self.split_move = split_rest;
                    }
                }
            }
            _ => self.back_to_orders(events),
        }
    }

    /// Starts the out-of-command tests of an order's units, one die a unit; false when every
    /// unit is in command and the order goes ahead at once.
    fn test_out_of_command(&mut self, order: &HAction, units: &[UnitId]) -> bool {
        let untested: Vec<UnitId> = units
            .iter()
            .zip(self.statuses(units))
            .filter(|(_, status)| *status == Command::Out)
            .map(|(&u, _)| u)
            .collect();
        if untested.is_empty() {
            return false;
        }
        self.phase = Phase::Roll(Pending::Ooc {
            order: Box::new(order.clone()),
            untested,
            passed: Vec::new(),
        });
        true
    }

    /// German units back to the reserve box.
    pub(super) fn regroup(&mut self, units: &[UnitId], events: &mut Vec<HEvent>) {
        for &u in units {
            self.put_in_reserve_box(u);
        }
        events.push(HEvent::Regrouped {
            units: units.to_vec(),
        });
        self.check_flags(events);
        self.back_to_orders(events);
    }

    /// Carries out an order with the units that may: those in command and those that passed
    /// their tests. None left: the point is lost.
    pub(super) fn execute_with(
        &mut self,
        order: &HAction,
        failed: &[UnitId],
        events: &mut Vec<HEvent>,
    ) {
        let keep = |units: &[UnitId]| -> Vec<u16> {
            units
                .iter()
                .copied()
                .filter(|u| !failed.contains(u))
                .collect()
        };
        match order {
            HAction::Move { units, to, via } if !keep(units).is_empty() => {
                let order = HAction::Move {
                    units: UnitList::of(&keep(units)),
                    to: *to,
                    via: *via,
                };
                self.execute(&order, events);
            }
            HAction::Battle { hex, units } if !keep(units).is_empty() => {
                let order = HAction::Battle {
                    hex: *hex,
                    units: UnitList::of(&keep(units)),
                };
                self.execute(&order, events);
            }
            HAction::Regroup(units) if !keep(units).is_empty() => {
                self.regroup(&keep(units), events)
            }
            _ => self.back_to_orders(events),
        }
    }
}
