//! The hint: the player to move asks (the panel's button, I or F2, the gamepad's Y) and the
//! strong AI works out its choice for them off the frame, as an AI seat does; the panel then
//! says what the move does and the board points at it. Each hint asked is counted in the
//! game's record and shown at the end. No hints in an online game: only the server decides
//! there, and a hint would be a second player at the table.

use bevy::prelude::*;

use super::{
    table::{Match, TableGame},
    thinking::AiThinking,
};
use crate::{
    ai::Strength,
    app::{input::Intent, paint::Highlights},
    rules::ToMove,
    tr,
};

/// Who gives the hints: the master AI (within its time a decision), unless a test or a host
/// puts another level in.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintStrength(pub Strength);

impl Default for HintStrength {
    fn default() -> Self {
        Self(Strength::Master)
    }
}

/// The hint being worked out, and the one shown for the position the match is at.
#[derive(Resource)]
pub struct HintState<G: TableGame> {
    /// The strong AI's decision for the position (off the frame, or stepped in slices).
    pub work: AiThinking<G>,
    /// The hint shown: the record's length it is for and the move.
    pub shown: Option<(usize, G::Action)>,
}

impl<G: TableGame> Default for HintState<G> {
    fn default() -> Self {
        Self {
            work: AiThinking::default(),
            shown: None,
        }
    }
}

impl<G: TableGame> HintState<G> {
    /// The move hinted at for the position `m` is at now.
    pub fn for_now(&self, m: &Match<G>) -> Option<&G::Action> {
        match &self.shown {
            Some((at, action)) if *at == m.record.actions.len() && m.replay.is_none() => {
                Some(action)
            }
            _ => None,
        }
    }
}

/// What a move does from `game`, in the log's words (its notation where it says nothing).
pub fn move_words<G: TableGame>(game: &G, action: &G::Action) -> String {
    let mut after = game.clone();
    match after.apply(action) {
        Ok(events) => {
            let lines: Vec<String> = after
                .log_lines(action, &events)
                .into_iter()
                .map(|l| l.text)
                .collect();
            if lines.is_empty() {
                game.format_action(action)
            } else {
                lines.join("; ")
            }
        }
        Err(_) => game.format_action(action),
    }
}

/// The panel's sentence for a hinted move.
pub fn hint_words<G: TableGame>(game: &G, action: &G::Action) -> String {
    tr!("hint-says", what = move_words(game, action))
}

/// Asks for a hint on the intent, and shows it once the AI has decided.
pub fn ask_and_show_hints<G: TableGame>(
    mut m: ResMut<Match<G>>,
    mut intents: MessageReader<Intent>,
    mut state: ResMut<HintState<G>>,
    strength: Option<Res<HintStrength>>,
) {
    let now = m.record.actions.len();
    // A hint worked out for a position the match has left is dropped.
    if state
        .work
        .task
        .as_ref()
        .is_some_and(|(at, _)| *at != now || m.replay.is_some())
    {
        state.work.task = None;
    }
    if intents.read().any(|i| *i == Intent::Hint) {
        let human_to_move = matches!(m.game.to_move(), ToMove::Seat(_))
            && m.acting_kind() == super::core::SeatKind::Human;
        if m.remote.is_some() {
            m.notice = Some(tr!("hint-not-online"));
        } else if m.replay.is_some() || !human_to_move {
            m.notice = Some(tr!("hint-not-now"));
        } else if state.for_now(&m).is_none() && !state.work.busy() {
            // The master's move, within its time a decision (Settings).
            state
                .work
                .start(&m, strength.map_or(Strength::Master, |s| s.0));
            m.record.hints.push(now);
            m.notice = Some(tr!("hint-thinking"));
        }
    }
    if state.work.busy()
        && let Some((at, action, _)) = state.work.poll()
        && at == now
    {
        m.notice = Some(hint_words(&m.game, &action));
        state.shown = Some((at, action));
    }
}

/// The hinted move on the board: a ring on each place it names and a line from the first to
/// the last (a game says which places: `TableGame::hint_spots`).
pub fn draw_hint<G: TableGame>(
    m: Option<Res<Match<G>>>,
    state: Res<HintState<G>>,
    mut marks: Highlights,
    time: Res<Time>,
) {
    let Some(m) = m else { return };
    let Some(action) = state.for_now(&m) else {
        return;
    };
    let spots = m.game.hint_spots(action);
    let pulse = 0.5 + 0.5 * (time.elapsed_secs() * 4.0).sin();
    let colour = Color::srgb(0.10, 0.45, 0.90);
    for spot in &spots {
        for radius in [16.0, 18.0, 20.0 + 3.0 * pulse] {
            marks.circle_2d(*spot, radius, colour);
        }
    }
    if let (Some(first), Some(last)) = (spots.first(), spots.last())
        && first.distance(*last) > 1.0
    {
        marks.line_2d(*first, *last, colour);
    }
}

/// The hint's systems for game `G`: the asking in every app, the drawing where there is a
/// screen.
pub fn hint_plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<HintState<G>>();
    app.init_resource::<HintStrength>();
    app.add_systems(
        Update,
        ask_and_show_hints::<G>
            .in_set(crate::app::AppSystems::Decide)
            .run_if(in_state(crate::app::Screen::Playing))
            .run_if(in_state(crate::app::Overlay::None))
            .run_if(resource_exists::<Match<G>>),
    );
    // A new match starts without the last one's hint.
    app.add_systems(
        OnExit(crate::app::Screen::Playing),
        |mut state: ResMut<HintState<G>>| *state = HintState::default(),
    );
}

/// The board's pointer to the hinted move (added with each game's view).
pub fn hint_view_plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        draw_hint::<G>
            .in_set(crate::app::AppSystems::Present)
            .run_if(in_state(crate::app::Screen::Playing)),
    );
}
