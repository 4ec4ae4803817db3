//! Eile mit Weile move rules: entering, counting, captures, blockades, the hut and turn order.

use super::{Eile, EileAction, EileEvent, FromField, Phase, StonePos};
use crate::rules::{Game, IllegalAction, Outcome, Seat};

/// What a legal move would do, for highlights and previews.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovePlan {
    pub stone: u8,
    pub from: StonePos,
    pub to: StonePos,
    /// Opponent stones the move would send back to their stars: (seat, stone).
    pub captures: Vec<(Seat, u8)>,
}

impl Eile {
    /// The distinct legal moves for a die face (one per starting field).
    pub(super) fn legal_moves(&self, face: u8) -> Vec<EileAction> {
        let seat = self.current;
        let mut actions = Vec::new();
        for stone in 0..self.stones(seat).len() {
            if let Ok(action) = self.check_stone(seat, stone as u8, face)
                && !actions.contains(&action)
            {
                actions.push(action);
            }
        }
        actions
    }

    /// The action that moves this stone with this face, or why it cannot move.
    pub fn check_stone(
        &self,
        seat: Seat,
        stone: u8,
        face: u8,
    ) -> Result<EileAction, IllegalAction> {
        let pos = *self
            .stones(seat)
            .get(usize::from(stone))
            .ok_or_else(|| IllegalAction::new("there is no such stone"))?;
        match pos {
            StonePos::Star => {
                if face != 5 {
                    return Err(IllegalAction::new(
                        "a stone can leave the star only with a 5",
                    ));
                }
                let start = self.board.start_field(self.arm_of(seat));
                if self.blockade_at_track(start).is_some() {
                    return Err(IllegalAction::new(format!(
                        "the start field {} is blocked by a blockade",
                        start + 1
                    )));
                }
                Ok(EileAction::Enter)
            }
            StonePos::Run(k) => {
                if self.in_hut(pos) {
                    return Err(IllegalAction::new("this stone is already in the hut"));
                }
                let count = usize::from(Self::count_of(face));
                let target = usize::from(k) + count;
                if target > self.board.steps_to_hut() {
                    return Err(IllegalAction::new(format!(
                        "the hut needs exactly {}; {} would overshoot it",
                        self.board.steps_to_hut() - usize::from(k),
                        count
                    )));
                }
                for step in usize::from(k) + 1..=target {
                    if let Some(where_) = self.blockade_on_step(seat, step) {
                        return Err(IllegalAction::new(if step == target {
                            format!("it would land on the blockade on {where_}")
                        } else {
                            format!("the blockade on {where_} cannot be passed")
                        }));
                    }
                }
                let field = self
                    .from_field(seat, pos)
                    .expect("a stone out of the hut stands on a field");
                Ok(EileAction::Move(field))
            }
        }
    }

    /// Names the field a stone stands on, as the notation and the log print it.
    /// None for stones on the star or in the hut.
    pub fn from_field(&self, seat: Seat, pos: StonePos) -> Option<FromField> {
        match (self.track_index(seat, pos), self.path_field(pos)) {
            (Some(t), _) => Some(FromField::Track(t as u8)),
            (None, Some(p)) => Some(FromField::Path(p as u8)),
            _ => None,
        }
    }

    /// If `step` (counted from the seat's start) is a blockaded field, its name.
    fn blockade_on_step(&self, seat: Seat, step: usize) -> Option<String> {
        let pos = StonePos::Run(step as u8);
        if let Some(t) = self.track_index(seat, pos) {
            return self
                .blockade_at_track(t)
                .map(|_| format!("field {}", t + 1));
        }
        if let Some(p) = self.path_field(pos) {
            let own_here = self.stones(seat).iter().filter(|&&s| s == pos).count();
            if own_here >= 2 {
                return Some(format!("path field {p}"));
            }
        }
        None
    }

    /// The seat whose two (or more) stones block this track field.
    pub fn blockade_at_track(&self, track_index: usize) -> Option<Seat> {
        (0..self.seat_count()).map(|s| Seat(s as u8)).find(|&seat| {
            self.stones(seat)
                .iter()
                .filter(|&&p| self.track_index(seat, p) == Some(track_index))
                .count()
                >= 2
        })
    }

    /// Opponent stones standing on an unprotected track field.
    fn catchable_at(&self, mover: Seat, track_index: usize) -> Vec<(Seat, u8)> {
        if self.board.is_protected(track_index) {
            return Vec::new();
        }
        let mut caught = Vec::new();
        for s in 0..self.seat_count() {
            let seat = Seat(s as u8);
            if seat == mover {
                continue;
            }
            for (i, &p) in self.stones(seat).iter().enumerate() {
                if self.track_index(seat, p) == Some(track_index) {
                    caught.push((seat, i as u8));
                }
            }
        }
        caught
    }

    /// What a legal action of the current player would do (None for rolls and illegal actions).
    pub fn plan(&self, action: &EileAction) -> Option<MovePlan> {
        let Phase::AwaitMove { face } = self.phase else {
            return None;
        };
        if !self.legal_moves(face).contains(action) {
            return None;
        }
        let seat = self.current;
        let stones = self.stones(seat);
        match *action {
            EileAction::Roll(_) => None,
            EileAction::Enter => {
                let stone = stones.iter().position(|&p| p == StonePos::Star)? as u8;
                Some(MovePlan {
                    stone,
                    from: StonePos::Star,
                    to: StonePos::Run(0),
                    captures: Vec::new(),
                })
            }
            EileAction::Move(field) => {
                let stone = stones
                    .iter()
                    .position(|&p| self.from_field(seat, p) == Some(field))?
                    as u8;
                let StonePos::Run(k) = stones[usize::from(stone)] else {
                    return None;
                };
                let target = k + Self::count_of(face);
                let mut captures = Vec::new();
                for step in k + 1..=target {
                    if let Some(t) = self.track_index(seat, StonePos::Run(step)) {
                        captures.extend(self.catchable_at(seat, t));
                    }
                }
                Some(MovePlan {
                    stone,
                    from: StonePos::Run(k),
                    to: StonePos::Run(target),
                    captures,
                })
            }
        }
    }

    pub(super) fn apply_checked(
        &mut self,
        action: EileAction,
    ) -> Result<Vec<EileEvent>, IllegalAction> {
        let seat = self.current;
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::new("the game is over")),
            (Phase::AwaitRoll, EileAction::Roll(face)) => {
                if !(1..=6).contains(&face) {
                    return Err(IllegalAction::new(format!("a die has no face {face}")));
                }
                Ok(self.roll(face))
            }
            (Phase::AwaitRoll, _) => Err(IllegalAction::new("roll the die first")),
            (Phase::AwaitMove { .. }, EileAction::Roll(_)) => Err(IllegalAction::new(
                "the die has been rolled: move a stone with it",
            )),
            (Phase::AwaitMove { face }, _) => {
                if !self.legal_moves(face).contains(&action) {
                    return Err(self.explain_illegal(seat, face, action));
                }
                let plan = self.plan(&action).expect("a legal move has a plan");
                Ok(self.execute(seat, face, plan))
            }
        }
    }

    fn explain_illegal(&self, seat: Seat, face: u8, action: EileAction) -> IllegalAction {
        let stone = self.stones(seat).iter().position(|&p| match action {
            EileAction::Enter => p == StonePos::Star,
            EileAction::Move(field) => self.from_field(seat, p) == Some(field),
            EileAction::Roll(_) => false,
        });
        match stone {
            None if action == EileAction::Enter => {
                IllegalAction::new("no stone of yours waits on the star")
            }
            None => IllegalAction::new("no stone of yours stands on that field"),
            Some(i) => match self.check_stone(seat, i as u8, face) {
                Err(why) => why,
                Ok(_) => IllegalAction::new("that move is not legal now"),
            },
        }
    }

    fn roll(&mut self, face: u8) -> Vec<EileEvent> {
        let seat = self.current;
        let count = Self::count_of(face);
        let mut events = vec![EileEvent::Rolled { seat, face, count }];
        if face == 6 {
            self.sixes_in_row += 1;
            if self.sixes_in_row == 3 {
                let hut = self.board.steps_to_hut() as u8;
                let mut sent_home = Vec::new();
                for (i, p) in self.stones[seat.index()].iter_mut().enumerate() {
                    if *p != StonePos::Star && *p != StonePos::Run(hut) {
                        sent_home.push((i as u8, *p));
                        *p = StonePos::Star;
                    }
                }
                events.push(EileEvent::ThirdSix { seat, sent_home });
                self.pass_turn(&mut events);
                return events;
            }
        }
        if self.legal_moves(face).is_empty() {
            events.push(EileEvent::RollLost { seat, face });
            // The card: with no stone out, a roll other than 5 passes the die, even a 6.
            if face == 6 && self.has_stone_out(seat) {
                events.push(EileEvent::RollAgain { seat });
            } else {
                self.pass_turn(&mut events);
            }
            return events;
        }
        self.phase = Phase::AwaitMove { face };
        events
    }

    fn has_stone_out(&self, seat: Seat) -> bool {
        self.stones(seat)
            .iter()
            .any(|&p| p != StonePos::Star && !self.in_hut(p))
    }

    fn execute(&mut self, seat: Seat, face: u8, plan: MovePlan) -> Vec<EileEvent> {
        let mut events = Vec::new();
        if plan.from == StonePos::Star {
            events.push(EileEvent::Entered {
                seat,
                stone: plan.stone,
            });
        } else {
            events.push(EileEvent::Moved {
                seat,
                stone: plan.stone,
                from: plan.from,
                to: plan.to,
            });
        }
        for &(victim, stone) in &plan.captures {
            let pos = self.stones[victim.index()][usize::from(stone)];
            let track_index = self.track_index(victim, pos).unwrap_or(0) as u8;
            self.stones[victim.index()][usize::from(stone)] = StonePos::Star;
            events.push(EileEvent::Captured {
                seat: victim,
                stone,
                track_index,
                by: seat,
            });
        }
        self.stones[seat.index()][usize::from(plan.stone)] = plan.to;
        if self.in_hut(plan.to) {
            events.push(EileEvent::ReachedHut {
                seat,
                stone: plan.stone,
            });
            if self.stones(seat).iter().all(|&p| self.in_hut(p)) {
                self.finished.push(seat);
                events.push(EileEvent::Finished {
                    seat,
                    place: self.finished.len() as u8,
                });
                let unfinished = self.seat_count() - self.finished.len();
                if !self.options.play_on || unfinished <= 1 {
                    self.end_game(&mut events);
                    return events;
                }
                self.pass_turn(&mut events);
                return events;
            }
        }
        if face == 6 {
            self.phase = Phase::AwaitRoll;
            events.push(EileEvent::RollAgain { seat });
        } else {
            self.pass_turn(&mut events);
        }
        events
    }

    fn pass_turn(&mut self, events: &mut Vec<EileEvent>) {
        self.sixes_in_row = 0;
        self.phase = Phase::AwaitRoll;
        let n = self.seat_count();
        let mut next = self.current.index();
        for _ in 0..n {
            next = (next + 1) % n;
            if !self.finished.contains(&Seat(next as u8)) {
                break;
            }
        }
        self.current = Seat(next as u8);
        events.push(EileEvent::TurnPassed { to: self.current });
    }

    fn end_game(&mut self, events: &mut Vec<EileEvent>) {
        self.phase = Phase::Over;
        events.push(EileEvent::GameOver {
            outcome: self.current_places(),
        });
    }

    /// Places so far: finishers in order, everyone else shares the next place.
    pub(super) fn current_places(&self) -> Outcome {
        let rest = self.finished.len() as u8 + 1;
        let places = (0..self.seat_count())
            .map(|s| {
                self.finished
                    .iter()
                    .position(|&f| f == Seat(s as u8))
                    .map_or(rest, |i| i as u8 + 1)
            })
            .collect();
        Outcome { places }
    }
}
