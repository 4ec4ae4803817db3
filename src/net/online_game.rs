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
    /// The whole record (the server's own: it holds every card).
    fn record(&self) -> &GameRecord;
    /// Applies `seat`'s action written in the notation, or says why not (nothing changes).
    fn act(&mut self, seat: Seat, text: &str) -> Result<(), String>;
    /// Chance is to move: the server's generator picks the outcome; returns its notation.
    fn roll(&mut self, rng: &mut GameRng) -> String;
    /// The AI of `strength` acts for the seat to move; returns the action's notation.
    fn ai_act(&mut self, strength: Strength, rng: &mut GameRng) -> String;
    /// Takes back `seat`'s last action if it is the last of the record (nobody and no die
    /// has acted since), or says why not.
    fn undo(&mut self, seat: Seat) -> Result<(), String>;
    /// The record as `seat` may see it (none: a spectator): every action for the games
    /// without hidden information.
    fn record_for(&self, seat: Option<Seat>) -> Vec<String>;
    /// Does the game hide anything from some seats (cards in hand, the draw pile)?
    fn has_hidden_information(&self) -> bool;
    /// A mirror follows the server: applies any action of the record (a seat's or chance's).
    fn follow(&mut self, text: &str) -> Result<(), String>;
    /// A mirror goes back to the first `len` actions of its record (the server took some
    /// back).
    fn truncate(&mut self, len: usize) -> Result<(), String>;
    /// What the AI of `strength` would do for the seat to move, in notation (nothing
    /// applied); nothing when no seat is to move (chance's turn, or the game is over).
    fn choose(&self, strength: Strength, rng: &mut GameRng) -> Option<String>;
}

/// The authority over a game `G`: its state, its record and who took each action.
pub struct GameAuthority<G: Game> {
    game: G,
    record: GameRecord,
    /// The seat of each action of the record (none: chance).
    actors: Vec<Option<Seat>>,
}

impl<G: Evaluate> GameAuthority<G> {
    /// A new game with these options (the game's options as JSON).
    pub fn new(options_json: &str) -> Result<Self, String> {
        let value: serde_json::Value = serde_json::from_str(options_json)
            .map_err(|e| format!("the options are not JSON: {e}"))?;
        let record = GameRecord {
            game: G::ID.to_string(),
            options: value,
            actions: Vec::new(),
        };
        let options = record.options::<G>().map_err(|e| e.to_string())?;
        let game = G::new(&options).map_err(|e| e.message)?;
        let record = GameRecord::new::<G>(&options);
        Ok(Self {
            game,
            record,
            actors: Vec::new(),
        })
    }

    fn push(&mut self, action: &G::Action, actor: Option<Seat>) -> String {
        let text = self.game.format_action(action);
        self.game
            .apply(action)
            .expect("an action the rules offered applies");
        self.record.actions.push(text.clone());
        self.actors.push(actor);
        text
    }
}

impl<G: Evaluate> OnlineGame for GameAuthority<G> {
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

    fn act(&mut self, seat: Seat, text: &str) -> Result<(), String> {
        match self.game.to_move() {
            ToMove::Seat(s) if s == seat => {}
            ToMove::Seat(_) => return Err("it is another seat's turn".into()),
            ToMove::Chance => return Err("the dice or the cards decide now".into()),
            ToMove::Over => return Err("the game is over".into()),
        }
        let action = self.game.parse_action(text).map_err(|e| e.message)?;
        // The single legality path: the rules' own `apply` checks the action.
        let events = self.game.apply(&action).map_err(|e| e.reason)?;
        drop(events);
        self.record.actions.push(self.game.format_action(&action));
        self.actors.push(Some(seat));
        Ok(())
    }

    fn roll(&mut self, rng: &mut GameRng) -> String {
        let action = sample_chance(&self.game, rng);
        self.push(&action, None)
    }

    fn ai_act(&mut self, strength: Strength, rng: &mut GameRng) -> String {
        let seat = match self.game.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        let action = choose_action(&self.game, strength, rng);
        self.push(&action, seat)
    }

    fn undo(&mut self, seat: Seat) -> Result<(), String> {
        if self.game.outcome().is_some() {
            return Err("the game is over".into());
        }
        match self.actors.last() {
            Some(Some(s)) if *s == seat => {}
            Some(Some(_)) => return Err("another seat has acted since".into()),
            Some(None) => return Err("the dice or the cards have decided since".into()),
            None => return Err("nothing to take back".into()),
        }
        let mut record = self.record.clone();
        record.actions.pop();
        let game = record
            .replay::<G>()
            .map_err(|e| format!("the record does not replay: {e}"))?;
        self.game = game;
        self.record = record;
        self.actors.pop();
        Ok(())
    }

    fn record_for(&self, _seat: Option<Seat>) -> Vec<String> {
        self.record.actions.clone()
    }

    fn has_hidden_information(&self) -> bool {
        G::ID == Helsinki1918::ID
    }

    fn follow(&mut self, text: &str) -> Result<(), String> {
        let action = self.game.parse_action(text).map_err(|e| e.message)?;
        let actor = match self.game.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        };
        self.game.apply(&action).map_err(|e| e.reason)?;
        self.record.actions.push(self.game.format_action(&action));
        self.actors.push(actor);
        Ok(())
    }

    fn truncate(&mut self, len: usize) -> Result<(), String> {
        if len >= self.record.actions.len() {
            return Ok(());
        }
        let mut record = self.record.clone();
        record.actions.truncate(len);
        self.game = record
            .replay::<G>()
            .map_err(|e| format!("the record does not replay: {e}"))?;
        self.record = record;
        self.actors.truncate(len);
        Ok(())
    }

    fn choose(&self, strength: Strength, rng: &mut GameRng) -> Option<String> {
        if !matches!(self.game.to_move(), ToMove::Seat(_)) {
            return None;
        }
        let action = choose_action(&self.game, strength, rng);
        Some(self.game.format_action(&action))
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
