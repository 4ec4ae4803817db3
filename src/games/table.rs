//! The match flow every game on the table shares: starting a match (new, resumed, replayed),
//! dice and AI seats, human turns through the game's own input, undo with its grace,
//! replays, autosave, and the messages its views animate. Works without rendering, so
//! headless tests drive it with `MinimalPlugins`.

use std::marker::PhantomData;

use bevy::prelude::*;
use bevy_egui::egui;
use rand::SeedableRng;

use crate::{
    ai::{Evaluate, GameRng, sample_chance},
    app::{
        AppSystems, Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        menu::MenuNav,
        settings::Settings,
    },
    games::core::{LogLine, MatchCore, ReplayCommand, ReplayState, SeatKind},
    rules::{Game, Seat, ToMove, record::GameRecord},
};

/// An AI waits this many times its usual pause before the first action that would seal a
/// human's move, so the human can still take it back.
pub const UNDO_GRACE: f32 = 2.0;

/// What the shared flow needs from a game to put it on the table.
pub trait TableGame: Game + Evaluate {
    /// The choices of the game's setup page.
    type Setup: Resource<Mutability = bevy::ecs::component::Mutable>
        + Clone
        + Default
        + std::fmt::Debug;
    /// The human's half-made move (a selected piece, a jump chain); reset after each action.
    type Choosing: Default + Clone + std::fmt::Debug + Send + Sync + 'static;
    /// What the match says when the player asks for an undo that is not allowed, in the
    /// player's language.
    fn nothing_to_undo() -> String;

    /// The line under the game's title on its setup page, in the player's language.
    fn tagline() -> String;

    /// Draws the setup page's options card and applies the player's changes.
    fn setup_options(setup: &mut Self::Setup, ui: &mut egui::Ui, nav: &mut MenuNav);

    /// Whether a new match can start from these choices, or why not.
    fn check_setup(setup: &Self::Setup) -> Result<(), String> {
        let (record, seats) = Self::new_match(setup);
        let game: Self = record.replay().map_err(|e| e.to_string())?;
        if seats.len() != game.seat_count() {
            return Err(format!(
                "{} seats for a game of {}",
                seats.len(),
                game.seat_count()
            ));
        }
        Ok(())
    }

    /// The record and seats of a new match from the setup page's choices.
    fn new_match(setup: &Self::Setup) -> (GameRecord, Vec<SeatKind>);

    /// The name of a seat as the players know it ("Red", "Punaiset", "Whites and Germans").
    fn seat_name(&self, seat: Seat) -> String {
        format!("seat {}", seat.0 + 1)
    }

    /// The move-log lines of one applied action.
    fn log_lines(&self, action: &Self::Action, events: &[Self::Event]) -> Vec<LogLine>;

    /// The seat that acts now; when chance is to move, the seat whose die it is (its kind
    /// decides whether a human clicks the die or the table rolls it).
    fn acting_seat(&self) -> Option<Seat> {
        match self.to_move() {
            ToMove::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// Seconds an AI's die waits before it rolls (`grace` is non-zero while a human's move
    /// is still open to undo).
    fn roll_wait(&self, delay: f32, grace: f32) -> f32 {
        delay + grace
    }

    /// Hot seat: whether a hand-over cover hides the table from the human about to act (for
    /// a decision or a roll); the game reads the frame's intents under it. No cover by default.
    fn held_by_cover(_m: &mut Match<Self>, _intents: &[Intent]) -> bool {
        false
    }

    /// Whether a world point is on the die, for a human's roll by click.
    fn die_at(world: Vec2) -> bool;

    /// The keyboard choice now (an index into the game's choices, as `Match::focus` counts
    /// them) that leads toward `action`: a guided game keeps the focus there, so Space
    /// follows the lesson. By default the action's place among the seat's actions.
    fn focus_toward(m: &Match<Self>, action: &Self::Action) -> Option<usize> {
        m.seat_actions().iter().position(|a| a == action)
    }

    /// A human's turn at a seat: the game reads the intents and the pointer and answers
    /// with the action to apply, if the player made one, and a sound.
    fn human_turn(m: &mut Match<Self>, intents: &[Intent], pointer: BoardPointer) -> Reply<Self>;

    /// A short message for the player after an action, if it needs one.
    /// The places on the board a hinted move names, in world units, first to last (where it
    /// starts, where it goes): the board rings them and draws a line between.
    fn hint_spots(&self, _action: &Self::Action) -> Vec<Vec2> {
        Vec::new()
    }

    fn notice_after(&self, _events: &[Self::Event]) -> Option<String> {
        None
    }

    /// The answer to a question typed on the move line (`?WHAT REST`: a side's pieces, what
    /// stands on a field), in the player's language; none if the game has no such question.
    fn describe(&self, _what: &str, _rest: &str) -> Option<String> {
        None
    }
}

/// Moves the focus through `len` choices for a Next / Previous (or Right / Left) intent;
/// false for any other intent, or when there is nothing to choose.
pub fn step_focus(focus: &mut usize, intent: Intent, len: usize) -> bool {
    if len == 0 {
        return false;
    }
    match intent {
        Intent::Next | Intent::Right => *focus = (*focus + 1) % len,
        Intent::Previous | Intent::Left => *focus = (*focus + len - 1) % len,
        _ => return false,
    }
    true
}

/// A human turn's answer.
pub struct Reply<G: Game> {
    pub action: Option<G::Action>,
    pub sfx: Option<Sfx>,
}

impl<G: Game> Reply<G> {
    /// Nothing happened.
    pub fn wait() -> Self {
        Self {
            action: None,
            sfx: None,
        }
    }
    /// Apply this action.
    pub fn act(action: G::Action) -> Self {
        Self {
            action: Some(action),
            sfx: None,
        }
    }
    /// Only a sound (a choice made, a refusal).
    pub fn sound(sfx: Sfx) -> Self {
        Self {
            action: None,
            sfx: Some(sfx),
        }
    }
}

/// The match being played: the shared match core and the human's half-made move.
#[derive(Resource)]
pub struct Match<G: TableGame> {
    core: MatchCore<G>,
    /// The human's half-made move.
    pub choosing: G::Choosing,
    /// The focused choice for keyboard and gamepad.
    pub focus: usize,
    /// The app's dice and the AI seats' random choices (records keep every roll).
    pub rng: GameRng,
    /// In an online game, this client's part (the server decides); none in local play.
    pub remote: Option<super::online_table::RemoteSeat>,
    /// A move the player typed on the move line, for their next turn's reply.
    pub typed: Option<G::Action>,
}

impl<G: TableGame> std::ops::Deref for Match<G> {
    type Target = MatchCore<G>;
    fn deref(&self) -> &MatchCore<G> {
        &self.core
    }
}

impl<G: TableGame> std::ops::DerefMut for Match<G> {
    fn deref_mut(&mut self) -> &mut MatchCore<G> {
        &mut self.core
    }
}

impl<G: TableGame> Match<G> {
    /// A match from a record, replayed to its end; `seed` drives the app's dice and AIs.
    pub fn from_record(
        record: GameRecord,
        seats: Vec<SeatKind>,
        seed: u64,
    ) -> Result<Self, String> {
        Ok(Self {
            core: MatchCore::from_record(record, seats, G::log_lines)?,
            choosing: G::Choosing::default(),
            focus: 0,
            rng: GameRng::seed_from_u64(seed),
            remote: None,
            typed: None,
        })
    }

    /// A new match from the setup page's choices.
    pub fn new(setup: &G::Setup, seed: u64) -> Result<Self, String> {
        let (record, seats) = G::new_match(setup);
        Self::from_record(record, seats, seed)
    }

    /// The kind of the seat that acts now (the roller too, when chance is to move); a
    /// finished game counts as human.
    pub fn acting_kind(&self) -> SeatKind {
        self.game
            .acting_seat()
            .map_or(SeatKind::Human, |s| self.seats[s.index()])
    }

    /// Forgets the human's half-made move.
    pub fn cancel(&mut self) {
        self.choosing = G::Choosing::default();
        self.focus = 0;
    }

    /// The legal actions of the seat to move (empty while chance or nobody moves).
    pub fn seat_actions(&self) -> Vec<G::Action> {
        match self.game.to_move() {
            ToMove::Seat(_) => self.legal().to_vec(),
            _ => Vec::new(),
        }
    }
}

/// An action was applied to the match: the views animate it, the log records it.
#[derive(Message, Clone, Debug)]
pub struct Applied<G: TableGame> {
    /// The seat that acted or rolled, if any.
    pub seat: Option<Seat>,
    pub action: G::Action,
    pub events: Vec<G::Event>,
    /// The state before the action, for animation paths.
    pub before: G,
}

/// The match jumped (start, undo, replay seek): the views redraw without animation.
#[derive(Message, Clone, Copy, Debug)]
pub struct Jumped<G: TableGame>(PhantomData<fn() -> G>);

impl<G: TableGame> Default for Jumped<G> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

/// Set by the views while pieces or dice move; the match waits for it.
#[derive(Resource, Debug)]
pub struct Busy<G: TableGame>(pub bool, PhantomData<fn() -> G>);

impl<G: TableGame> Default for Busy<G> {
    fn default() -> Self {
        Self(false, PhantomData)
    }
}

impl<G: TableGame> Busy<G> {
    pub fn set(&mut self, busy: bool) {
        self.0 = busy;
    }
}

/// A fixed seed for the app's dice and AIs (tests); without it every match gets a fresh one.
#[derive(Resource, Clone, Copy, Debug)]
pub struct DiceSeed(pub u64);

/// The match is built in this set when the game screen opens; views spawn after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchStartSet;

/// The match reads the frame's intents and acts in this set.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchDriveSet;

/// Asks the app to go straight back to the game screen (to restart it as a replay).
#[derive(Resource)]
pub struct ReopenPlaying;

pub use super::thinking::AiThinking;
pub use crate::app::session::{MatchStart, StartHow};

/// The shared flow of game `G`: its messages, busy flag and setup, starting and ending the
/// match with the game screen, driving it each frame and saving it after each change.
pub fn match_plugin<G: TableGame>(app: &mut App) {
    app.add_message::<Applied<G>>();
    app.add_message::<Jumped<G>>();
    app.add_message::<Intent>();
    app.add_message::<Sfx>();
    app.init_resource::<Busy<G>>();
    app.init_resource::<AiThinking<G>>();
    app.init_resource::<G::Setup>();
    app.add_systems(
        Update,
        relog_in_new_language::<G>.run_if(resource_exists::<Match<G>>),
    );
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match::<G>
            .in_set(MatchStartSet)
            .run_if(|start: Option<Res<MatchStart>>| start.is_some_and(|s| s.game == G::ID)),
    );
    app.add_systems(
        OnExit(Screen::Playing),
        |mut commands: Commands, mut busy: ResMut<Busy<G>>, mut thinking: ResMut<AiThinking<G>>| {
            commands.remove_resource::<Match<G>>();
            busy.set(false);
            thinking.task = None;
        },
    );
    app.add_systems(
        Update,
        (
            drive_match::<G>
                .run_if(|m: Option<Res<Match<G>>>| m.is_some_and(|m| m.remote.is_none()))
                .run_if(not(resource_exists::<crate::app::session::Lesson>))
                .run_if(in_state(Screen::Playing))
                .run_if(in_state(Overlay::None))
                .in_set(MatchDriveSet),
            autosave::<G>.run_if(not(resource_exists::<crate::app::session::Lesson>)),
        )
            .chain()
            .in_set(AppSystems::Decide)
            .run_if(resource_exists::<Match<G>>),
    );
    app.add_plugins(super::online_table::online_plugin::<G>);
    app.add_plugins(super::hint::hint_plugin::<G>);
    app.add_plugins(super::lesson::lesson_plugin::<G>);
    app.add_plugins(super::move_line::plugin::<G>);
}

/// The systems every game shares once: going back to the game screen for a replay; a lesson
/// ends with the game screen.
pub fn plugin(app: &mut App) {
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<crate::app::session::Lesson>();
    });
    app.add_systems(
        OnEnter(Screen::Setup),
        |mut commands: Commands,
         reopen: Option<Res<ReopenPlaying>>,
         mut next: ResMut<NextState<Screen>>| {
            if reopen.is_some() {
                commands.remove_resource::<ReopenPlaying>();
                next.set(Screen::Playing);
            }
        },
    );
}

fn start_match<G: TableGame>(
    mut commands: Commands,
    start: Res<MatchStart>,
    setup: Res<G::Setup>,
    seed: Option<Res<DiceSeed>>,
    online: Option<Res<crate::net::replicon::OnlineClient>>,
    mut jumped: MessageWriter<Jumped<G>>,
) {
    let seed = seed
        .map(|s| s.0)
        .unwrap_or_else(|| getrandom::u64().unwrap_or(0x5eed));
    let built = match &start.how {
        StartHow::New => Match::<G>::new(&setup, seed),
        StartHow::Resume(saved) => {
            Match::from_record(saved.record.clone(), saved.seats.clone(), seed)
        }
        StartHow::Replay(saved) => {
            let mut empty = saved.record.clone();
            empty.actions.clear();
            Match::<G>::from_record(empty, saved.seats.clone(), seed).map(|mut m| {
                m.replay = Some(ReplayState {
                    full: saved.record.clone(),
                    playing: false,
                });
                m
            })
        }
        StartHow::Lesson(lesson) => {
            // The learner's seat is theirs; the lesson plays the others.
            let seats = super::lesson::record_seats::<G>(&lesson.start, lesson.you);
            commands.insert_resource(lesson.clone());
            seats.and_then(|seats| Match::<G>::from_record(lesson.start.clone(), seats, seed))
        }
        StartHow::Online => match online {
            Some(client) => super::online_table::online_match::<G>(&client, seed),
            None => Err("this game has no online side".into()),
        },
    };
    let m = built.unwrap_or_else(|e| {
        error!("cannot start the match: {e}");
        let mut m = Match::new(&G::Setup::default(), seed).expect("the default match starts");
        m.notice = Some(crate::tr!("notice-could-not-start", reason = e));
        m
    });
    commands.insert_resource(m);
    jumped.write(Jumped::default());
}

#[expect(
    clippy::too_many_arguments,
    reason = "a system reads the devices and writes every message"
)]
fn drive_match<G: TableGame>(
    mut m: ResMut<Match<G>>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    busy: Res<Busy<G>>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut applied: MessageWriter<Applied<G>>,
    mut jumped: MessageWriter<Jumped<G>>,
    mut sfx: MessageWriter<Sfx>,
    mut thinking: ResMut<AiThinking<G>>,
) {
    m.idle += time.delta_secs();
    // A decision worked out for a position the match has left is dropped.
    if thinking
        .task
        .as_ref()
        .is_some_and(|(at, _)| *at != m.record.actions.len() || m.replay.is_some())
    {
        thinking.task = None;
    }
    let intents: Vec<Intent> = intents.read().copied().collect();
    if busy.0 {
        return;
    }
    let pointer = pointer.map(|p| *p).unwrap_or_default();
    let delay = settings.map_or(0.0, |s| s.ai_delay);
    if m.replay.is_some() {
        match m.replay_step(&intents, delay) {
            ReplayCommand::Forward(action) => apply(&mut m, action, &mut applied),
            ReplayCommand::Jumped => {
                m.cancel();
                jumped.write(Jumped::default());
            }
            ReplayCommand::Nothing => {}
        }
        return;
    }
    if m.game.to_move() == ToMove::Over {
        return;
    }
    if intents.contains(&Intent::Undo) {
        if m.undo_allowed() {
            m.undo();
            m.save();
            m.cancel();
            jumped.write(Jumped::default());
        } else {
            m.notice = Some(G::nothing_to_undo());
            sfx.write(Sfx::Refuse);
        }
        return;
    }
    // A human's move stays open to undo a little longer before the next sealed action.
    let grace = if m.record.actions.len() > m.undo_floor {
        UNDO_GRACE * delay
    } else {
        0.0
    };
    if m.acting_kind() == SeatKind::Human && G::held_by_cover(&mut m, &intents) {
        return;
    }
    match (m.game.to_move(), m.acting_kind()) {
        // Remote seats exist only in online matches, which `drive_remote_match` drives.
        (ToMove::Over, _) | (_, SeatKind::Remote) => {}
        (ToMove::Chance, SeatKind::Human) => {
            if asks_to_roll::<G>(&intents, pointer) {
                roll(&mut m, &mut applied);
            } else if pointer.clicked && pointer.world.is_some() {
                m.notice = Some(crate::tr!("notice-roll-first"));
            }
        }
        (ToMove::Chance, SeatKind::Ai(_)) => {
            if m.idle >= m.game.roll_wait(delay, grace) {
                roll(&mut m, &mut applied);
            }
        }
        (ToMove::Seat(_), SeatKind::Human) => {
            let reply = super::move_line::human_reply(&mut m, &intents, pointer);
            if let Some(s) = reply.sfx {
                sfx.write(s);
            }
            if let Some(action) = reply.action {
                apply(&mut m, action, &mut applied);
            }
        }
        (ToMove::Seat(_), SeatKind::Ai(strength)) => {
            if thinking.busy() {
                if let Some((at, action, rng)) = thinking.poll()
                    && at == m.record.actions.len()
                {
                    m.rng = rng;
                    apply(&mut m, action, &mut applied);
                }
            } else if m.idle >= delay + grace {
                thinking.start(&m, strength);
            }
        }
    }
}

/// Whether the player asks to roll their die: Space / Enter / A, or a click on the die.
pub fn asks_to_roll<G: TableGame>(intents: &[Intent], pointer: BoardPointer) -> bool {
    intents.contains(&Intent::Confirm) || pointer.clicked && pointer.world.is_some_and(G::die_at)
}

/// Rolls the app's die (or draws whatever chance decides) for the match.
fn roll<G: TableGame>(m: &mut Match<G>, applied: &mut MessageWriter<Applied<G>>) {
    let mut rng = m.rng.clone();
    let action = sample_chance(&m.game, &mut rng);
    m.rng = rng;
    info!("{} roll {}", G::ID, m.game.format_action(&action));
    apply(m, action, applied);
}

/// Applies an action to the match: record, log and undo floor, the notice, and the message
/// to the views. A roll or an AI's move seals what came before: no undo reaches past it.
pub fn apply<G: TableGame>(
    m: &mut Match<G>,
    action: G::Action,
    applied: &mut MessageWriter<Applied<G>>,
) {
    let sealed = match m.game.to_move() {
        ToMove::Chance => true,
        ToMove::Seat(s) => matches!(m.seats[s.index()], SeatKind::Ai(_)),
        ToMove::Over => return,
    };
    let before = m.game.clone();
    let seat = m.game.acting_seat();
    let own_move = (!sealed).then(|| m.game.format_action(&action));
    let events = match m.apply(&action, sealed) {
        Ok(events) => events,
        Err(reason) => {
            m.notice = Some(reason);
            return;
        }
    };
    if let Some(notation) = own_move {
        // A player's own move (the web checks read it from the browser's console).
        info!("{} player move {notation}", G::ID);
    }
    m.notice = m.game.notice_after(&events);
    m.cancel();
    applied.write(Applied {
        seat,
        action,
        events,
        before,
    });
}

/// Saves the match after each applied action: the autosave while it runs, the finished
/// game once it is over. Replays are never saved (an undo saves where it happens), nor an
/// online game before its end (the server keeps it).
fn autosave<G: TableGame>(m: Res<Match<G>>, mut applied: MessageReader<Applied<G>>) {
    let online_unfinished = m.remote.is_some() && m.game.outcome().is_none();
    if applied.read().count() > 0 && m.replay.is_none() && !online_unfinished {
        m.save();
    }
}

/// The player chose another language: the move log is written again in it (every screen's
/// other text follows by itself, frame by frame).
fn relog_in_new_language<G: TableGame>(
    mut m: ResMut<Match<G>>,
    mut written_in: Local<Option<crate::i18n::Lang>>,
) {
    let now = crate::i18n::language();
    if written_in.replace(now).is_some_and(|was| was != now) {
        m.relog();
    }
}
