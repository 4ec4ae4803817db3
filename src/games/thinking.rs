//! An AI seat's decision being worked out without holding up a frame: on the task pool's
//! threads, or stepped a slice of each frame on a single-threaded host (the web).

use bevy::prelude::*;

use super::table::{Match, TableGame};
use crate::ai::{GameRng, Strength, Thinking, choose_action, start_thinking};

/// An AI seat's decision being worked out without holding up a frame: on the task pool's
/// threads (the desktop), or a slice of each frame on the main thread (the web, which has one
/// thread: the pool would run the whole search between two frames). It is dropped if the match
/// moved on meanwhile (an undo, a replay jump).
#[derive(Resource)]
pub struct AiThinking<G: TableGame> {
    /// The record's length the decision is for, and the work on it.
    pub(super) task: Option<(usize, AiWork<G>)>,
    /// Whether decisions are stepped in frame slices (the web) instead of a task.
    pub in_frames: bool,
}

/// The work on an AI decision: a task giving the action and the AI's dice afterwards, or
/// the decision's steps with the dice it leaves.
pub(super) enum AiWork<G: TableGame> {
    Task(bevy::tasks::Task<(G::Action, GameRng)>),
    Steps(Thinking<G::Action>, Box<GameRng>),
}

/// The time of a frame an AI decision may take on a single-threaded host.
const THINK_SLICE: std::time::Duration = std::time::Duration::from_millis(12);

impl<G: TableGame> Default for AiThinking<G> {
    fn default() -> Self {
        Self {
            task: None,
            in_frames: cfg!(target_arch = "wasm32"),
        }
    }
}

impl<G: TableGame> AiThinking<G> {
    /// Whether an AI is thinking now.
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    /// Starts the decision of the seat to move in `m`'s game.
    pub(super) fn start(&mut self, m: &Match<G>, strength: Strength) {
        let mut rng = m.rng.clone();
        let work = if self.in_frames {
            AiWork::Steps(start_thinking(&m.game, strength, &mut rng), Box::new(rng))
        } else {
            let game = m.game.clone();
            AiWork::Task(bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
                let action = choose_action(&game, strength, &mut rng);
                (action, rng)
            }))
        };
        self.task = Some((m.record.actions.len(), work));
    }

    /// The decision and the record's length it is for, once it is made (stepping it for a
    /// slice of this frame if it runs in frames).
    pub(super) fn poll(&mut self) -> Option<(usize, G::Action, GameRng)> {
        let (at, work) = self.task.as_mut()?;
        let at = *at;
        let done = match work {
            AiWork::Task(task) => bevy::tasks::futures::check_ready(task),
            AiWork::Steps(steps, rng) => {
                let start = bevy::platform::time::Instant::now();
                let mut action = None;
                while action.is_none() && start.elapsed() < THINK_SLICE {
                    action = steps.step();
                }
                action.map(|a| (a, (**rng).clone()))
            }
        };
        let (action, rng) = done?;
        self.task = None;
        Some((at, action, rng))
    }
}
