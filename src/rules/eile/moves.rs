//! Eile mit Weile move rules: entering, counting, captures, blockades, the hut and turn order.

use super::{Eile, EileAction, EileEvent, FromField, Phase, StonePos};
use crate::rules::{EventSink, Game, IllegalAction, Outcome, Seat};
use crate::words;

/// The stones on the common track as bit sets (the board has at most 128 fields, checked
/// when it is read): kept up to date as stones move, and read by every move's check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct TrackMasks {
    /// Per seat, the fields with its stones.
    pub occupied: [u128; super::ARMS],
    /// Per seat, the fields with two of its stones (never more: a blockade cannot be joined).
    pub doubled: [u128; super::ARMS],
}

impl TrackMasks {
    /// One of `seat`'s stones left track field `t`.
    fn leave(&mut self, seat: usize, t: usize) {
        let bit = 1u128 << t;
        if self.doubled[seat] & bit != 0 {
            self.doubled[seat] &= !bit;
        } else {
            self.occupied[seat] &= !bit;
        }
    }

    /// One of `seat`'s stones came onto track field `t`.
    fn enter(&mut self, seat: usize, t: usize) {
        let bit = 1u128 << t;
        if self.occupied[seat] & bit != 0 {
            self.doubled[seat] |= bit;
        } else {
            self.occupied[seat] |= bit;
        }
    }

    /// The blockades: fields with two stones of one seat.
    fn blockades(&self) -> u128 {
        self.doubled.iter().fold(0, |all, d| all | d)
    }
}

/// The blockaded fields of the common track as a bit set (the board has at most 128
/// fields, checked when it is read).
#[derive(Clone, Copy, Default)]
struct Blockades(u128);

impl Blockades {
    fn at(self, track_index: usize) -> bool {
        self.0 >> track_index & 1 == 1
    }

    /// Is any track field blockaded from `seat`'s step `from` to step `to` (both on the
    /// common track, `from` ≤ `to`)?
    fn on_steps(self, game: &Eile, seat: Seat, from: usize, to: usize) -> bool {
        let len = game.board.track_len();
        let start = game.board.start_field(game.arm_of(seat));
        let range = |a: usize, b: usize| -> u128 {
            // Bits a..=b.
            let upper = if b >= 127 {
                u128::MAX
            } else {
                (1u128 << (b + 1)) - 1
            };
            upper & !((1u128 << a) - 1)
        };
        let (a, b) = (start + from, start + to);
        let fields = if a >= len {
            range(a - len, b - len)
        } else if b >= len {
            range(a, len - 1) | range(0, b - len)
        } else {
            range(a, b)
        };
        self.0 & fields != 0
    }
}

/// Why a stone cannot move, as a small value; `explain` writes it for a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    NoSuchStone,
    StarNeedsFive,
    StartBlocked(usize),
    InHut,
    Overshoot { need: usize, count: usize },
    Blockade { field: FromField, lands: bool },
}

impl Refusal {
    fn explain(self) -> IllegalAction {
        // The field: its number, and whether it is on a path to the hut.
        let field = |words: crate::i18n::Words, field: FromField| match field {
            FromField::Track(t) => words.with("field", t + 1).with("path", "no"),
            FromField::Path(p) => words.with("field", p).with("path", "yes"),
        };
        IllegalAction::new(match self {
            Refusal::NoSuchStone => words!("eile-refuse-no-such-stone"),
            Refusal::StarNeedsFive => words!("eile-refuse-star-needs-five"),
            Refusal::StartBlocked(start) => words!("eile-refuse-start-blocked", field = start + 1),
            Refusal::InHut => words!("eile-refuse-in-hut"),
            Refusal::Overshoot { need, count } => {
                words!("eile-refuse-overshoot", need = need, count = count)
            }
            Refusal::Blockade { field: f, lands } => field(
                words!(
                    "eile-refuse-blockade",
                    lands = if lands { "yes" } else { "no" }
                ),
                f,
            ),
        })
    }
}

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
        let blockades = self.blockades();
        let mut actions = Vec::with_capacity(self.stones(seat).len());
        for stone in 0..self.stones(seat).len() {
            if let Ok(action) = self.stone_move(&blockades, seat, stone as u8, face)
                && !actions.contains(&action)
            {
                actions.push(action);
            }
        }
        actions
    }

    /// Does any stone of the current player move with this face?
    fn has_legal_move(&self, face: u8) -> bool {
        let seat = self.current;
        let blockades = self.blockades();
        (0..self.stones(seat).len())
            .any(|stone| self.stone_move(&blockades, seat, stone as u8, face).is_ok())
    }

    /// The first of `seat`'s stones on the place an action names (the star for entering):
    /// stones on one place move alike, so it stands for them all.
    fn stone_for(&self, seat: Seat, action: EileAction) -> Option<usize> {
        self.stones(seat).iter().position(|&p| match action {
            EileAction::Enter => p == StonePos::Star,
            EileAction::Move(field) => self.from_field(seat, p) == Some(field),
            EileAction::Roll(_) => false,
        })
    }

    /// The current player's stone that makes this move, if it is one of
    /// `legal_moves(face)`. Only the stone the action names is checked: stones on one place
    /// move alike.
    fn legal_stone(&self, face: u8, action: EileAction) -> Option<usize> {
        let seat = self.current;
        self.stone_for(seat, action).filter(|&stone| {
            self.stone_move(&self.blockades(), seat, stone as u8, face) == Ok(action)
        })
    }

    /// The action that moves this stone with this face, or why it cannot move.
    pub fn check_stone(
        &self,
        seat: Seat,
        stone: u8,
        face: u8,
    ) -> Result<EileAction, IllegalAction> {
        self.stone_move(&self.blockades(), seat, stone, face)
            .map_err(Refusal::explain)
    }

    /// The rules of one stone's move, with the refusal as a small value (the message is only
    /// written when a player asks).
    fn stone_move(
        &self,
        blockades: &Blockades,
        seat: Seat,
        stone: u8,
        face: u8,
    ) -> Result<EileAction, Refusal> {
        let pos = *self
            .stones(seat)
            .get(usize::from(stone))
            .ok_or(Refusal::NoSuchStone)?;
        match pos {
            StonePos::Star => {
                if face != 5 {
                    return Err(Refusal::StarNeedsFive);
                }
                let start = self.board.start_field(self.arm_of(seat));
                if blockades.at(start) {
                    return Err(Refusal::StartBlocked(start));
                }
                Ok(EileAction::Enter)
            }
            StonePos::Run(k) => {
                if self.in_hut(pos) {
                    return Err(Refusal::InHut);
                }
                let count = usize::from(Self::count_of(face));
                let target = usize::from(k) + count;
                if target > self.board.steps_to_hut() {
                    return Err(Refusal::Overshoot {
                        need: self.board.steps_to_hut() - usize::from(k),
                        count,
                    });
                }
                // The steps on the common track are checked at once against the blockades'
                // bit set; only the path's steps, or a blocked track, are looked at one by one.
                let head = self.board.steps_to_head();
                let first_path_step = if target <= head {
                    if !blockades.on_steps(self, seat, usize::from(k) + 1, target) {
                        target + 1
                    } else {
                        usize::from(k) + 1
                    }
                } else if usize::from(k) < head
                    && !blockades.on_steps(self, seat, usize::from(k) + 1, head)
                {
                    head + 1
                } else {
                    usize::from(k) + 1
                };
                for step in first_path_step..=target {
                    if let Some(field) = self.blockade_on_step(blockades, seat, step) {
                        return Err(Refusal::Blockade {
                            field,
                            lands: step == target,
                        });
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

    /// If `step` (counted from the seat's start) is a blockaded field, that field.
    fn blockade_on_step(
        &self,
        blockades: &Blockades,
        seat: Seat,
        step: usize,
    ) -> Option<FromField> {
        let pos = StonePos::Run(step as u8);
        if let Some(t) = self.track_index(seat, pos) {
            return blockades.at(t).then_some(FromField::Track(t as u8));
        }
        if let Some(p) = self.path_field(pos) {
            let own_here = self.stones(seat).iter().filter(|&&s| s == pos).count();
            if own_here >= 2 {
                return Some(FromField::Path(p as u8));
            }
        }
        None
    }

    /// The blockades of the position (kept with the stones: see `TrackMasks`).
    fn blockades(&self) -> Blockades {
        Blockades(self.track.blockades())
    }

    /// Where the stones stand on the common track, read from the stones in one pass.
    pub(super) fn read_track(&self) -> TrackMasks {
        let mut masks = TrackMasks::default();
        for s in 0..self.seat_count() {
            let seat = Seat(s as u8);
            let mut seen = 0u128;
            for &p in self.stones(seat) {
                if let Some(t) = self.track_index(seat, p) {
                    let bit = 1u128 << t;
                    masks.doubled[s] |= seen & bit;
                    seen |= bit;
                }
            }
            masks.occupied[s] = seen;
        }
        masks
    }

    /// The track fields where the mover's opponents have stones, as a bit set.
    fn opponents_on_track(&self, mover: Seat) -> u128 {
        (0..self.seat_count())
            .filter(|&s| s != mover.index())
            .fold(0, |fields, s| fields | self.track.occupied[s])
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
        self.plan_legal(face, action)
    }

    /// What a move already known to be legal does.
    fn plan_legal(&self, face: u8, action: &EileAction) -> Option<MovePlan> {
        let stone = self.stone_for(self.current, *action)?;
        Some(self.plan_of_stone(face, stone))
    }

    /// What the current player's `stone` does with this face, its move known to be legal.
    fn plan_of_stone(&self, face: u8, stone: usize) -> MovePlan {
        let seat = self.current;
        let from = self.stones(seat)[stone];
        let StonePos::Run(k) = from else {
            return MovePlan {
                stone: stone as u8,
                from: StonePos::Star,
                to: StonePos::Run(0),
                captures: Vec::new(),
            };
        };
        let target = k + Self::count_of(face);
        let mut captures = Vec::new();
        let others = self.opponents_on_track(seat);
        for step in k + 1..=target {
            if let Some(t) = self.track_index(seat, StonePos::Run(step))
                && others >> t & 1 == 1
            {
                captures.extend(self.catchable_at(seat, t));
            }
        }
        MovePlan {
            stone: stone as u8,
            from,
            to: StonePos::Run(target),
            captures,
        }
    }

    /// Applies a checked action, its events written into `events`.
    pub(super) fn apply_checked(
        &mut self,
        action: EileAction,
        events: &mut impl EventSink<EileEvent>,
    ) -> Result<(), IllegalAction> {
        let seat = self.current;
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::new(words!("refuse-game-over"))),
            (Phase::AwaitRoll, EileAction::Roll(face)) => {
                if !(1..=6).contains(&face) {
                    return Err(IllegalAction::new(words!("refuse-no-face", face = face)));
                }
                self.roll(face, events);
                Ok(())
            }
            (Phase::AwaitRoll, _) => Err(IllegalAction::new(words!("refuse-roll-first"))),
            (Phase::AwaitMove { .. }, EileAction::Roll(_)) => {
                Err(IllegalAction::new(words!("eile-refuse-rolled")))
            }
            (Phase::AwaitMove { face }, _) => {
                let Some(stone) = self.legal_stone(face, action) else {
                    return Err(self.explain_illegal(seat, face, action));
                };
                self.execute(seat, face, self.plan_of_stone(face, stone), events);
                Ok(())
            }
        }
    }

    fn explain_illegal(&self, seat: Seat, face: u8, action: EileAction) -> IllegalAction {
        match self.stone_for(seat, action) {
            None if action == EileAction::Enter => {
                IllegalAction::new(words!("eile-refuse-none-on-star"))
            }
            None => IllegalAction::new(words!("eile-refuse-none-on-field")),
            Some(i) => match self.check_stone(seat, i as u8, face) {
                Err(why) => why,
                Ok(_) => IllegalAction::new(words!("refuse-not-legal-now")),
            },
        }
    }

    fn roll(&mut self, face: u8, events: &mut impl EventSink<EileEvent>) {
        let seat = self.current;
        let count = Self::count_of(face);
        events.push(EileEvent::Rolled { seat, face, count });
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
                self.track = self.read_track();
                events.push(EileEvent::ThirdSix { seat, sent_home });
                self.pass_turn(events);
                return;
            }
        }
        if !self.has_legal_move(face) {
            events.push(EileEvent::RollLost { seat, face });
            // The card: with no stone out, a roll other than 5 passes the die, even a 6.
            if face == 6 && self.has_stone_out(seat) {
                events.push(EileEvent::RollAgain { seat });
            } else {
                self.pass_turn(events);
            }
            return;
        }
        self.phase = Phase::AwaitMove { face };
    }

    fn has_stone_out(&self, seat: Seat) -> bool {
        self.stones(seat)
            .iter()
            .any(|&p| p != StonePos::Star && !self.in_hut(p))
    }

    fn execute(
        &mut self,
        seat: Seat,
        face: u8,
        plan: MovePlan,
        events: &mut impl EventSink<EileEvent>,
    ) {
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
            let on_track = self.track_index(victim, pos);
            if let Some(t) = on_track {
                self.track.leave(victim.index(), t);
            }
            let track_index = on_track.unwrap_or(0) as u8;
            self.stones[victim.index()][usize::from(stone)] = StonePos::Star;
            events.push(EileEvent::Captured {
                seat: victim,
                stone,
                track_index,
                by: seat,
            });
        }
        self.stones[seat.index()][usize::from(plan.stone)] = plan.to;
        if let Some(t) = self.track_index(seat, plan.from) {
            self.track.leave(seat.index(), t);
        }
        if let Some(t) = self.track_index(seat, plan.to) {
            self.track.enter(seat.index(), t);
        }
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
                    self.end_game(events);
                    return;
                }
                self.pass_turn(events);
                return;
            }
        }
        if face == 6 {
            self.phase = Phase::AwaitRoll;
            events.push(EileEvent::RollAgain { seat });
        } else {
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut impl EventSink<EileEvent>) {
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

    fn end_game(&mut self, events: &mut impl EventSink<EileEvent>) {
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
