//! The evaluations of a 1918 map game position: the hand-made one (men on the map and
//! artillery, and the race to the turn limit, where the side that lost fewer men wins), which
//! of it and the learned one (`suomi1918_learned.rs`) the game's AI uses, and a game judged by
//! either (`Suomi1918With`, for comparing them).

use std::sync::Arc;

use super::{
    Evaluate,
    suomi1918_learned::{self, GAME_EVALUATION, LearnedEval, Suomi1918Evaluation},
};
use crate::rules::{
    Game, IllegalAction, Outcome, Probability, RulesError, Seat, ToMove,
    suomi1918::{RED, Suomi1918, SuomiAction, SuomiEvent, SuomiOptions, SuomiView, WHITE},
};

impl Evaluate for Suomi1918 {
    /// After its own move: the opponent's roll and reply (a wide game: deeper is too slow).
    const STRONG_DEPTH: u32 = 2;
    /// `review_judge suomi1918 30 64`: Brier 0.155 with half the moves random (0.170 at 25 %,
    /// 0.177 the quick player alone).
    const JUDGE: super::review::Judge = super::review::Judge {
        random_share: 0.5,
        ..super::review::Judge::PLAYED_OUT
    };
    /// Every choice searched four levels deeper after the club's look (the opponent's roll and
    /// reply, then its own roll and move: about 130 ms a decision here), then the deeper
    /// search's best three rolled out. `ladder suomi1918 … club-master`: see
    /// `docs/rules/suomi1918.md`, the master.
    const MASTER_ROLLOUTS: Option<super::rollout::RolloutPlan> =
        Some(super::rollout::RolloutPlan {
            candidates: 3,
            horizon: 12,
            min_rounds: 8,
            drop: None,
            deepen: Some(4),
            overrule: None,
        });

    fn evaluate(&self) -> Vec<f64> {
        match GAME_EVALUATION {
            Suomi1918Evaluation::HandMade => self.hand_made_values(),
            Suomi1918Evaluation::Learned => match suomi1918_learned::shipped() {
                Some(model) => model.values(self),
                None => self.hand_made_values(),
            },
        }
    }
    /// The learned evaluation's win chances (learned where a die is to be rolled, where a
    /// rollout stops).
    fn win_chances(&self) -> Vec<f64> {
        match (GAME_EVALUATION, suomi1918_learned::shipped()) {
            (Suomi1918Evaluation::Learned, Some(model)) => model.probabilities(self),
            _ => super::review::chances_by_values(&self.hand_made_values(), 100.0),
        }
    }
}

impl Suomi1918 {
    /// The hand-made evaluation: the Reds' lead in men, tiles and artillery on the map and in
    /// the race to the turn limit, for each seat of the Reds, against it for the Whites'.
    pub(super) fn hand_made_values(&self) -> Vec<f64> {
        let diff = self.hand_made_red_lead();
        (0..self.seat_count())
            .map(|s| {
                let red_seat = self.seat_side(s) == RED;
                if red_seat { diff } else { -diff }
            })
            .collect()
    }

    /// The Reds' lead by the hand-made evaluation (the Whites' is its negative).
    pub(super) fn hand_made_red_lead(&self) -> f64 {
        let mut side = [0.0f64; 2];
        for t in self.tiles() {
            // Men count most; a tile still standing counts on its own (it can still act).
            side[t.side.index()] +=
                f64::from(t.strength) * 10.0 + 15.0 + if t.artillery { 5.0 } else { 0.0 };
        }
        side[RED.index()] - side[RED.other().index()] + self.limit_value()
    }
}

/// The worth of the race to the turn limit, at its most (a side's tiles are worth about a
/// thousand): a side sure to win at the limit is this much better off.
pub(super) const LIMIT_WORTH: f64 = 300.0;
/// How far the men lost may still move a turn, in thousands, while the sides are in reach of
/// each other (the spread of the race).
const LIMIT_SPREAD: f64 = 1.5;
/// The intervals at which the nearest tiles of the two sides are in reach (a die's six).
pub(super) const REACH: u32 = 6;

impl Suomi1918 {
    /// The Reds' side of the race to the turn limit: the lead in men lost (the Whites' less
    /// the Reds'), against the spread that the turns left may still bring, through a sigmoid
    /// (z / √(1 + z²): square roots are the same on every platform). The spread is the
    /// widest while the sides are in reach of each other and narrows as they draw apart, so
    /// a side that is behind gains by closing in and a side that is ahead by keeping away;
    /// near the limit the one behind loses most by waiting (the curve is convex there).
    pub(super) fn limit_value(&self) -> f64 {
        let [red, white] = self.men_lost();
        let left = self
            .options()
            .turn_limit
            .saturating_sub(self.turns()[WHITE.index()]);
        let gap = self.gap_between_sides().unwrap_or(REACH).max(REACH);
        let engagement = f64::from(REACH + 1) / f64::from(gap + 1);
        let spread = LIMIT_SPREAD * engagement * f64::from(left + 1).sqrt();
        let z = (f64::from(white) - f64::from(red)) / spread;
        LIMIT_WORTH * z / (1.0 + z * z).sqrt()
    }

    /// The fewest intervals between a Red tile and a White tile along any lines (ignoring
    /// what stands between), None when a side has no tile.
    pub(super) fn gap_between_sides(&self) -> Option<u32> {
        let mut reds = 0u128;
        let mut whites = 0u128;
        for t in self.tiles() {
            let bit = 1u128 << t.circle;
            if t.side == RED {
                reds |= bit;
            } else {
                whites |= bit;
            }
        }
        if reds == 0 || whites == 0 {
            return None;
        }
        let map = self.map();
        let mut seen = reds;
        let mut frontier = reds;
        let mut steps = 0;
        while seen & whites == 0 {
            let mut next = 0u128;
            let mut bits = frontier;
            while bits != 0 {
                let c = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                next |= map.step_set(c, false);
            }
            frontier = next & !seen;
            if frontier == 0 {
                return None;
            }
            seen |= frontier;
            steps += 1;
        }
        Some(steps)
    }
}

/// How a `Suomi1918With` judges positions.
#[derive(Clone, Debug)]
pub enum Judgement {
    HandMade,
    Learned(Arc<LearnedEval>),
}

/// A 1918 map game judged by a chosen evaluation, for the AI players of a comparison (the
/// game itself judges by `GAME_EVALUATION`).
#[derive(Clone, Debug)]
pub struct Suomi1918With {
    pub game: Suomi1918,
    pub judgement: Judgement,
}

impl Suomi1918With {
    pub fn new(game: Suomi1918, judgement: Judgement) -> Self {
        Self { game, judgement }
    }
}

impl Game for Suomi1918With {
    type Options = SuomiOptions;
    type Action = SuomiAction;
    type Event = SuomiEvent;
    type View = SuomiView;

    const ID: &'static str = Suomi1918::ID;

    fn new(options: &SuomiOptions) -> Result<Self, RulesError> {
        let judgement = match (GAME_EVALUATION, suomi1918_learned::shipped()) {
            (Suomi1918Evaluation::Learned, Some(model)) => {
                Judgement::Learned(Arc::new(model.clone()))
            }
            _ => Judgement::HandMade,
        };
        Ok(Self::new(Suomi1918::new(options)?, judgement))
    }

    fn seat_count(&self) -> usize {
        self.game.seat_count()
    }

    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }

    fn legal_actions(&self) -> Vec<SuomiAction> {
        self.game.legal_actions()
    }

    fn pick_legal_action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<SuomiAction> {
        self.game.pick_legal_action(pick)
    }

    fn chance_outcomes(&self) -> Vec<(SuomiAction, Probability)> {
        self.game.chance_outcomes()
    }

    fn pick_chance_outcome(&self, pick: &mut dyn FnMut(u32) -> u32) -> Option<SuomiAction> {
        self.game.pick_chance_outcome(pick)
    }

    fn apply(&mut self, action: &SuomiAction) -> Result<Vec<SuomiEvent>, IllegalAction> {
        self.game.apply(action)
    }

    fn apply_quietly(&mut self, action: &SuomiAction) -> Result<(), IllegalAction> {
        self.game.apply_quietly(action)
    }

    fn apply_listed(&mut self, action: &SuomiAction) -> Result<(), IllegalAction> {
        self.game.apply_listed(action)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn view(&self, seat: Seat) -> SuomiView {
        self.game.view(seat)
    }

    fn format_action(&self, action: &SuomiAction) -> String {
        self.game.format_action(action)
    }

    fn parse_action(&self, text: &str) -> Result<SuomiAction, RulesError> {
        self.game.parse_action(text)
    }

    fn progress(&self) -> u64 {
        self.game.progress()
    }
}

impl Evaluate for Suomi1918With {
    const STRONG_DEPTH: u32 = <Suomi1918 as Evaluate>::STRONG_DEPTH;
    const JUDGE: super::review::Judge = <Suomi1918 as Evaluate>::JUDGE;

    fn evaluate(&self) -> Vec<f64> {
        match &self.judgement {
            Judgement::HandMade => self.game.hand_made_values(),
            Judgement::Learned(model) => model.values(&self.game),
        }
    }
}
