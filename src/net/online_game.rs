//! One game played online, whatever the game (`OnlineGame`): on the server it is the
//! authority (actions checked on the game's single legality path, parse then `apply`; chance
//! and AI seats played from the server's own generator; undo by the local policy; the record
//! as each seat may see it), on a client the mirror the server's record is replayed into.

use crate::{
    ai::{Evaluate, GameRng, Strength, choose_action, sample_chance},
    rules::{
        Game, Outcome, Seat, ToMove, eile::Eile, helsinki1918::Helsinki1918,
        razboiniki::Razboiniki, record::GameRecord, suomi1918::Suomi1918,
    },
};
use crate::{i18n::Words, words};

/// One game of the cupboard played online: the server's authority over it, or a client's
/// mirror of the server's record.
pub trait OnlineGame: Send + Sync {
    /// The game's id.
    fn game_id(&self) -> &'static str;
    /// How many seats the game has.
    fn seat_count(&self) -> usize;
    /// Who acts next.
    fn to_move(&self) -> ToMove;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// The whole record: the server's own (it holds every card), or a mirror's as the
    /// server sent it (a card this seat may not see is `c:?`).
    fn record(&self) -> &GameRecord;
    /// The record the state replays from: the record with a stand-in for each action this
    /// seat may not see (the server's own record on the server).
    fn concrete(&self) -> &GameRecord;
    /// Applies `seat`'s action written in the notation, or says why not (nothing changes).
    fn act(&mut self, seat: Seat, text: &str) -> Result<(), Words>;
    /// Chance is to move: the server's generator picks the outcome; returns its notation.
    fn roll(&mut self, rng: &mut GameRng) -> String;
    /// The AI of `strength` acts for the seat to move; returns the action's notation.
    fn ai_act(&mut self, strength: Strength, rng: &mut GameRng) -> String;
    /// Takes back `seat`'s last action if it is the last of the record (nobody and no die
    /// has acted since), or says why not.
    fn undo(&mut self, seat: Seat) -> Result<(), Words>;
    /// Whether an undo now goes back to a kept state (else it replays the record).
    fn undo_is_kept(&self) -> bool;
    /// The record as `seat` may see it (none: a spectator), from action `from` on: every
    /// action for the games without hidden information.
    fn record_from(&self, seat: Option<Seat>, from: usize) -> Vec<String>;
    /// The first action whose text some seat now sees differently (a card played shows its
    /// way into the hand), since the last call: the server sends the records again from there.
    fn take_shown_from(&mut self) -> Option<usize>;
    /// The server restores its own game from its store: applies any action of the record (a
    /// seat's or chance's) as it was first played, with what each seat may see of it.
    fn restore(&mut self, text: &str) -> Result<(), String>;
    /// `restore` of a whole stored record, the state before its last action kept for an
    /// undo; on an error, the index of the action that did not restore and why.
    fn restore_all(&mut self, texts: &[String]) -> Result<(), (usize, String)>;
    /// A mirror follows the server: applies any action of the record (a seat's or chance's).
    fn follow(&mut self, text: &str) -> Result<(), String>;
    /// A mirror goes back to the first `len` actions of its record (the server took some
    /// back).
    fn truncate(&mut self, len: usize) -> Result<(), String>;
    /// What the AI of `strength` would do for the seat to move, in notation (nothing
    /// applied); nothing when no seat is to move (chance's turn, or the game is over).
    fn choose(&self, strength: Strength, rng: &mut GameRng) -> Option<String>;
    /// `choose` on a copy of the position, to run elsewhere (a thread of the server's pool)
    /// while the game goes on being served.
    fn thinker(&self, strength: Strength) -> Thinker;
}

/// An AI decision to be made away from the game it was asked in: the notation of the action
/// chosen for the seat to move (nothing when no seat is to move).
pub type Thinker = Box<dyn FnOnce(&mut GameRng) -> Option<String> + Send + Sync>;

/// What a game keeps from some seats; nothing for the games without hidden information.
pub trait Secrets: Game {
    /// The text `seat` (none: a spectator) gets for `action`, taken in this state, when it
    /// may not see it; none when it sees it as it is.
    fn masked_for(&self, _action: &Self::Action, _seat: Option<Seat>) -> Option<String> {
        None
    }
    /// A mirror's stand-in for a masked text in this state (none: `text` is not masked);
    /// `later` is the rest of the record as the mirror has it.
    fn stand_in(&self, _text: &str, _later: &[String]) -> Option<Result<Self::Action, String>> {
        None
    }
    /// The card an action's text names (a draw, a swap, a play).
    fn card_named(_text: &str) -> Option<&str> {
        None
    }
    /// The card an action's text makes public (a card played).
    fn card_played(_text: &str) -> Option<&str> {
        None
    }
}

impl Secrets for Eile {}
impl Secrets for Razboiniki {}
impl Secrets for Suomi1918 {}

impl Secrets for Helsinki1918 {
    fn masked_for(&self, action: &Self::Action, seat: Option<Seat>) -> Option<String> {
        let sides = seat.map_or_else(Vec::new, |s| {
            crate::rules::helsinki1918::seat_sides(self.options().players, s.index())
        });
        if self.visible_to(action, &sides) {
            return None;
        }
        self.secret_of(action).map(|(_, text)| text.to_string())
    }

    fn stand_in(&self, text: &str, later: &[String]) -> Option<Result<Self::Action, String>> {
        Helsinki1918::stand_in(self, text, later).map(|r| r.map_err(|e| e.message))
    }

    fn card_named(text: &str) -> Option<&str> {
        Helsinki1918::card_named(text)
    }

    fn card_played(text: &str) -> Option<&str> {
        Helsinki1918::card_played(text)
    }
}

/// The authority over a game `G` (or a client's mirror of it): its state, its record, who
/// took each action and what each seat may see of it.
pub struct GameAuthority<G: Game> {
    game: G,
    record: GameRecord,
    /// The record the state replays from (a mirror's stand-ins in place of masked actions).
    concrete: GameRecord,
    /// The seat of each action of the record (none: chance).
    actors: Vec<Option<Seat>>,
    /// Per action, what each viewer gets instead of it (index 0 a spectator, 1 + n seat
    /// n); empty for an action everyone sees.
    masks: Vec<Vec<Option<String>>>,
    /// The first action whose mask was lifted since the server last asked.
    shown_from: Option<usize>,
    /// The state before the record's last action when a seat took it: an undo goes back to
    /// it without replaying the record.
    before_last: Option<Box<G>>,
}

impl<G: Evaluate + Secrets> GameAuthority<G> {
    /// A new game with these options (the game's options as JSON).
    pub fn new(options_json: &str) -> Result<Self, String> {
        let value: serde_json::Value = serde_json::from_str(options_json)
            .map_err(|e| format!("the options are not JSON: {e}"))?;
        let record = GameRecord {
            game: G::ID.to_string(),
            options: value,
            actions: Vec::new(),
            hints: Vec::new(),
        };
        let options = record.options::<G>().map_err(|e| e.to_string())?;
        let game = G::new(&options).map_err(|e| e.message)?;
        let record = GameRecord::new::<G>(&options);
        Ok(Self {
            game,
            concrete: record.clone(),
            record,
            actors: Vec::new(),
            masks: Vec::new(),
            shown_from: None,
            before_last: None,
        })
    }

    /// What each viewer gets instead of `action` (in the state before it).
    fn masks_of(&self, action: &G::Action) -> Vec<Option<String>> {
        let viewers =
            std::iter::once(None).chain((0..self.game.seat_count()).map(|s| Some(Seat(s as u8))));
        let masks: Vec<Option<String>> = viewers.map(|v| self.game.masked_for(action, v)).collect();
        if masks.iter().all(Option::is_none) {
            Vec::new()
        } else {
            masks
        }
    }

    /// Applies an action the rules accept and writes it down.
    fn push(&mut self, action: &G::Action, actor: Option<Seat>) -> Result<String, Words> {
        let text = self.game.format_action(action);
        let masks = self.masks_of(action);
        self.game.apply(action).map_err(|e| e.words)?;
        self.record.actions.push(text.clone());
        self.concrete.actions.push(text.clone());
        self.actors.push(actor);
        self.masks.push(masks);
        if let Some(card) = G::card_played(&text) {
            self.show_way_of(card);
        }
        Ok(text)
    }

    /// Replays the record the mirror has, with a stand-in for each masked action chosen with
    /// the whole record in view.
    fn refill(&mut self) -> Result<(), String> {
        let options = self.concrete.options::<G>().map_err(|e| e.to_string())?;
        let mut game = G::new(&options).map_err(|e| e.message)?;
        let mut concrete = self.record.clone();
        let mut actors = Vec::new();
        for (i, text) in self.record.actions.iter().enumerate() {
            let action = match game.stand_in(text, &self.record.actions[i + 1..]) {
                Some(stand_in) => stand_in?,
                None => game.parse_action(text).map_err(|e| e.message)?,
            };
            actors.push(match game.to_move() {
                ToMove::Seat(s) => Some(s),
                _ => None,
            });
            concrete.actions[i] = game.format_action(&action);
            game.apply(&action)
                .map_err(|e| format!("action {} ({text}) does not apply: {}", i + 1, e.reason))?;
        }
        self.game = game;
        self.concrete = concrete;
        self.actors = actors;
        self.before_last = None;
        Ok(())
    }

    /// A card was played: every earlier draw and swap of it is shown to every seat from now
    /// on (the card is public; its way there no longer hides anything in a hand).
    fn show_way_of(&mut self, played: &str) {
        for (i, text) in self.record.actions.iter().enumerate() {
            if !self.masks[i].is_empty() && G::card_named(text) == Some(played) {
                self.masks[i].clear();
                self.shown_from = Some(self.shown_from.map_or(i, |f| f.min(i)));
            }
        }
    }
}

impl<G: Evaluate + Secrets> OnlineGame for GameAuthority<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn seat_count(&self) -> usize {
        self.game.seat_count()
    }

    fn to_move(&self) -> ToMove {
        self.game.to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn record(&self) -> &GameRecord {
        &self.record
    }

    fn concrete(&self) -> &GameRecord {
        &self.concrete
    }

    fn act(&mut self, seat: Seat, text: &str) -> Result<(), Words> {
        match self.game.to_move() {
            ToMove::Seat(s) if s == seat => {}
            ToMove::Seat(_) => return Err(words!("net-refuse-not-your-turn")),
            ToMove::Chance => return Err(words!("net-refuse-chance-decides")),
            ToMove::Over => return Err(words!("refuse-game-over")),
        }
        let action = self
            .game
            .parse_action(text)
            .map_err(|e| words!("net-refuse-unreadable", reason = e.message))?;
        // The single legality path: the rules' own `apply` checks the action.
        let before = Box::new(self.game.clone());
        self.push(&action, Some(seat))?;
        self.before_last = Some(before);
        Ok(())
    }

    fn roll(&mut self, rng: &mut GameRng) -> String {
        let action = sample_chance(&self.game, rng);
        self.before_last = None;
        self.push(&action, None)
            .expect("a chance outcome the rules offered applies")
    }

    fn ai_act(&mut self, strength: Strength, rng: &mut GameRng) -> String {
        let seat = match self.game.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        let action = choose_action(&self.game, strength, rng);
        self.before_last = None;
        self.push(&action, seat)
            .expect("an action the rules offered applies")
    }

    fn undo(&mut self, seat: Seat) -> Result<(), Words> {
        if self.game.outcome().is_some() {
            return Err(words!("refuse-game-over"));
        }
        match self.actors.last() {
            Some(Some(s)) if *s == seat => {}
            Some(Some(_)) => return Err(words!("net-refuse-undo-other-seat")),
            Some(None) => return Err(words!("net-refuse-undo-chance")),
            None => return Err(words!("net-refuse-undo-nothing")),
        }
        // A card played was seen by every seat: taking it back would tell them it is in the
        // hand again.
        if self
            .record
            .actions
            .last()
            .is_some_and(|text| G::card_played(text).is_some())
        {
            return Err(words!("net-refuse-undo-card-shown"));
        }
        // The state kept before the action; a room brought back from the store without it
        // (its last action restored, not played) replays its record once.
        self.game = match self.before_last.take() {
            Some(before) => *before,
            None => {
                let mut record = self.record.clone();
                record.actions.pop();
                record
                    .replay::<G>()
                    .map_err(|e| format!("the record does not replay: {e}"))?
            }
        };
        self.record.actions.pop();
        self.concrete.actions.pop();
        self.actors.pop();
        self.masks.pop();
        Ok(())
    }

    fn undo_is_kept(&self) -> bool {
        self.before_last.is_some()
    }

    fn record_from(&self, seat: Option<Seat>, from: usize) -> Vec<String> {
        let viewer = seat.map_or(0, |s| s.index() + 1);
        self.record
            .actions
            .iter()
            .zip(&self.masks)
            .skip(from)
            .map(|(text, masks)| {
                masks
                    .get(viewer)
                    .cloned()
                    .flatten()
                    .unwrap_or_else(|| text.clone())
            })
            .collect()
    }

    fn take_shown_from(&mut self) -> Option<usize> {
        self.shown_from.take()
    }

    fn restore(&mut self, text: &str) -> Result<(), String> {
        let actor = match self.game.to_move() {
            ToMove::Seat(s) => Some(s),
            ToMove::Chance => None,
            ToMove::Over => return Err("the game is over".into()),
        };
        let action = self.game.parse_action(text).map_err(|e| e.message)?;
        self.before_last = None;
        self.push(&action, actor).map(drop).map_err(|e| e.english())
    }

    fn restore_all(&mut self, texts: &[String]) -> Result<(), (usize, String)> {
        let Some((last, earlier)) = texts.split_last() else {
            return Ok(());
        };
        for (i, text) in earlier.iter().enumerate() {
            self.restore(text).map_err(|e| (i, e))?;
        }
        // The state before the last action is kept: an undo of it needs no replay.
        let before =
            matches!(self.game.to_move(), ToMove::Seat(_)).then(|| Box::new(self.game.clone()));
        self.restore(last).map_err(|e| (earlier.len(), e))?;
        self.before_last = before;
        Ok(())
    }

    fn follow(&mut self, text: &str) -> Result<(), String> {
        let actor = match self.game.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        let followed = match self.game.stand_in(text, &[]) {
            Some(stand_in) => stand_in,
            None => self.game.parse_action(text).map_err(|e| e.message),
        }
        .and_then(|action| {
            let concrete = self.game.format_action(&action);
            self.game.apply(&action).map_err(|e| e.reason)?;
            Ok(concrete)
        });
        match followed {
            Ok(concrete) => {
                self.before_last = None;
                self.record.actions.push(text.to_string());
                self.concrete.actions.push(concrete);
                self.actors.push(actor);
                self.masks.push(Vec::new());
                Ok(())
            }
            // A card played that a stand-in did not foresee: the stand-ins are chosen again
            // with this action in view.
            Err(first) if self.record.actions.iter().any(|a| a.ends_with(":?")) => {
                self.record.actions.push(text.to_string());
                self.masks.push(Vec::new());
                self.refill().map_err(|e| {
                    self.record.actions.pop();
                    self.masks.pop();
                    format!("{first} (and no stand-ins fit: {e})")
                })
            }
            Err(e) => Err(e),
        }
    }

    fn truncate(&mut self, len: usize) -> Result<(), String> {
        if len >= self.record.actions.len() {
            return Ok(());
        }
        self.before_last = None;
        self.record.actions.truncate(len);
        self.concrete.actions.truncate(len);
        self.masks.truncate(len);
        self.actors.truncate(len);
        self.game = self
            .concrete
            .replay::<G>()
            .map_err(|e| format!("the record does not replay: {e}"))?;
        Ok(())
    }

    fn choose(&self, strength: Strength, rng: &mut GameRng) -> Option<String> {
        if !matches!(self.game.to_move(), ToMove::Seat(_)) {
            return None;
        }
        let action = choose_action(&self.game, strength, rng);
        Some(self.game.format_action(&action))
    }

    fn thinker(&self, strength: Strength) -> Thinker {
        let game = self.game.clone();
        Box::new(move |rng| {
            if !matches!(game.to_move(), ToMove::Seat(_)) {
                return None;
            }
            let action = choose_action(&game, strength, rng);
            Some(game.format_action(&action))
        })
    }
}

/// The ids of the games that can be played online.
pub const ONLINE_GAMES: [&str; 4] = [Eile::ID, Razboiniki::ID, Suomi1918::ID, Helsinki1918::ID];

/// A new game `game_id` with these options (JSON), to play online.
pub fn new_online_game(game_id: &str, options_json: &str) -> Result<Box<dyn OnlineGame>, String> {
    Ok(match game_id {
        Eile::ID => Box::new(GameAuthority::<Eile>::new(options_json)?),
        Razboiniki::ID => Box::new(GameAuthority::<Razboiniki>::new(options_json)?),
        Suomi1918::ID => Box::new(GameAuthority::<Suomi1918>::new(options_json)?),
        Helsinki1918::ID => Box::new(GameAuthority::<Helsinki1918>::new(options_json)?),
        other => {
            return Err(format!(
                "no game '{}' in the cupboard (the games: {})",
                crate::rules::quote(other),
                ONLINE_GAMES.join(", ")
            ));
        }
    })
}
