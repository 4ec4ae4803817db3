//! The Razboiniki match flow: selecting pieces, building jump chains hop by hop, AI moves,
//! undo, autosave and replays. Works without rendering.

use bevy::prelude::*;

use super::{RazApplied, RazJumped, RazMatch, RazStart, view::square_at};
use crate::games::core::{ReplayCommand, ReplayState};
use crate::{
    ai::{choose_action, seeded_rng},
    app::{
        ActiveGame, AppSystems, Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        settings::Settings,
    },
    games::core::SeatKind,
    rules::{
        Game, ToMove,
        razboiniki::{RazAction, Razboiniki, Square, square_name},
        record::GameRecord,
    },
};

/// Set by the view while pieces move; the match waits for it.
#[derive(Resource, Default, Debug)]
pub struct RazBusy(pub bool);

/// The match logic without any drawing.
pub fn core_plugin(app: &mut App) {
    app.add_message::<RazApplied>();
    app.add_message::<RazJumped>();
    app.add_message::<Intent>();
    app.add_message::<Sfx>();
    app.init_resource::<RazBusy>();
    app.init_resource::<ActiveGame>();
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match
            .in_set(RazStartSet)
            .run_if(resource_equals(ActiveGame::Razboiniki)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<RazMatch>();
    });
    app.add_systems(
        Update,
        drive_match
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Playing))
            .run_if(in_state(Overlay::None))
            .run_if(resource_exists::<RazMatch>),
    );
}

/// The match is built in this set; views spawn after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RazStartSet;

fn start_match(
    mut commands: Commands,
    start: Option<Res<RazStart>>,
    mut jumped: MessageWriter<RazJumped>,
) {
    let start = start
        .map(|s| s.clone())
        .unwrap_or(RazStart::New(Default::default()));
    let built = match &start {
        RazStart::New(setup) => RazMatch::from_record(
            GameRecord::new::<Razboiniki>(&setup.options),
            setup.seats.clone(),
        ),
        RazStart::Resume(saved) => RazMatch::from_record(saved.record.clone(), saved.seats.clone()),
        RazStart::Replay(saved) => {
            let mut empty = saved.record.clone();
            empty.actions.clear();
            RazMatch::from_record(empty, saved.seats.clone()).map(|mut m| {
                m.replay = Some(ReplayState {
                    full: saved.record.clone(),
                    playing: false,
                });
                m
            })
        }
    };
    let m = built.unwrap_or_else(|e| {
        error!("cannot start the match: {e}");
        let setup = super::RazSetup::default();
        let mut m =
            RazMatch::from_record(GameRecord::new::<Razboiniki>(&setup.options), setup.seats)
                .expect("a new match starts");
        m.notice = Some(format!(
            "The game could not be started ({e}); a new one began."
        ));
        m
    });
    commands.insert_resource(m);
    jumped.write(RazJumped);
}

/// Whether the player may take back the last move now: back to the start of their own
/// turn (a perfect-information game), never past the other side's move.
pub fn undo_allowed(m: &RazMatch) -> bool {
    m.undo_allowed()
}

#[expect(
    clippy::too_many_arguments,
    reason = "a system reads the devices and writes every message"
)]
fn drive_match(
    mut m: ResMut<RazMatch>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    busy: Res<RazBusy>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut applied: MessageWriter<RazApplied>,
    mut jumped: MessageWriter<RazJumped>,
    mut sfx: MessageWriter<Sfx>,
) {
    m.idle += time.delta_secs();
    let intents: Vec<Intent> = intents.read().copied().collect();
    if busy.0 {
        return;
    }
    let pointer = pointer.map(|p| *p).unwrap_or_default();
    let delay = settings.map_or(0.0, |s| s.ai_delay);
    if m.replay.is_some() {
        drive_replay(&mut m, &intents, delay, &mut applied, &mut jumped);
        return;
    }
    if m.game.to_move() == ToMove::Over {
        return;
    }
    if intents.contains(&Intent::Undo) {
        if undo_allowed(&m) {
            m.undo();
            cancel(&mut m);
            jumped.write(RazJumped);
        } else {
            m.notice = Some("Nothing to undo on this turn.".into());
            sfx.write(Sfx::Refuse);
        }
        return;
    }
    match m.current_kind() {
        SeatKind::Ai(strength) => {
            // The other side's reply seals the human's move: no undo past it.
            let grace = if m.record.actions.len() > m.undo_floor {
                2.0 * delay
            } else {
                0.0
            };
            if m.idle >= delay + grace {
                let seed = m.record.actions.len() as u64;
                let action = choose_action(&m.game, strength, &mut seeded_rng(seed));
                apply(&mut m, action, &mut applied);
            }
        }
        SeatKind::Human => human_turn(&mut m, &intents, pointer, &mut applied, &mut sfx),
    }
}

fn human_turn(
    m: &mut RazMatch,
    intents: &[Intent],
    pointer: BoardPointer,
    applied: &mut MessageWriter<RazApplied>,
    sfx: &mut MessageWriter<Sfx>,
) {
    if m.game.legal_actions() == vec![RazAction::Pass] {
        if intents.contains(&Intent::Confirm) || pointer.clicked {
            apply(m, RazAction::Pass, applied);
        } else {
            m.notice = Some("No piece can move: press Space / A or click to pass.".into());
        }
        return;
    }
    let choices = m.choices();
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right if !choices.is_empty() => {
                m.focus = (m.focus + 1) % choices.len()
            }
            Intent::Previous | Intent::Left if !choices.is_empty() => {
                m.focus = (m.focus + choices.len() - 1) % choices.len()
            }
            Intent::Confirm if !choices.is_empty() => {
                let square = choices[m.focus.min(choices.len() - 1)];
                choose_square(m, square, applied, sfx);
                return;
            }
            Intent::Back => {
                cancel(m);
                return;
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else { return };
    let Some(square) = square_at(world) else {
        if pointer.clicked {
            cancel(m);
        }
        return;
    };
    if pointer.moved
        && let Some(i) = choices.iter().position(|&c| c == square)
    {
        m.focus = i;
    }
    if pointer.clicked {
        choose_square(m, square, applied, sfx);
    }
}

fn cancel(m: &mut RazMatch) {
    m.selected = None;
    m.chain.clear();
    m.focus = 0;
}

/// The human picked a square: select a piece, extend or stop a jump chain, or make a step.
fn choose_square(
    m: &mut RazMatch,
    square: Square,
    applied: &mut MessageWriter<RazApplied>,
    sfx: &mut MessageWriter<Sfx>,
) {
    let side = m.game.side_to_move();
    let own_piece = m.game.piece_at(square).is_some_and(|p| p.side == side);
    let actions = m.game.legal_actions();
    if let Some(sel) = m.selected {
        // Stop the chain where it stands.
        if m.chain.last() == Some(&square) {
            let action = RazAction::Jumps {
                from: sel,
                landings: m.chain.clone(),
            };
            apply(m, action, applied);
            return;
        }
        if m.chain.is_empty()
            && let Some(step) = actions.iter().find(
                |a| matches!(a, RazAction::Step { from, to } if *from == sel && *to == square),
            )
        {
            let step = step.clone();
            apply(m, step, applied);
            return;
        }
        let mut longer = m.chain.clone();
        longer.push(square);
        let continues = actions.iter().any(|a| matches!(a, RazAction::Jumps { from, landings } if *from == sel && landings.starts_with(&longer)));
        if continues {
            let goes_on = actions.iter().any(|a| matches!(a, RazAction::Jumps { from, landings } if *from == sel && landings.len() > longer.len() && landings.starts_with(&longer)));
            if goes_on {
                m.chain = longer;
                m.focus = 0;
                m.notice = Some(format!(
                    "Jumped to {}: jump on, or click it again (Space / A) to stop there.",
                    square_name(square)
                ));
                sfx.write(Sfx::Click);
            } else {
                apply(
                    m,
                    RazAction::Jumps {
                        from: sel,
                        landings: longer,
                    },
                    applied,
                );
            }
            return;
        }
        if own_piece && m.chain.is_empty() {
            select(m, square);
            return;
        }
        if square == sel {
            cancel(m);
            return;
        }
        m.notice = Some(format!(
            "The piece cannot go to {} from here.",
            square_name(square)
        ));
        sfx.write(Sfx::Refuse);
        return;
    }
    if own_piece {
        select(m, square);
    } else if let Some(p) = m.game.piece_at(square) {
        m.notice = Some(format!(
            "That is {}'s piece.",
            crate::rules::razboiniki::SIDE_NAMES[usize::from(p.side)]
        ));
        sfx.write(Sfx::Refuse);
    }
}

fn select(m: &mut RazMatch, square: Square) {
    if m.game.destinations_from(square).is_empty() {
        m.notice = Some(format!("The piece on {} has no move.", square_name(square)));
        return;
    }
    m.selected = Some(square);
    m.chain.clear();
    m.focus = 0;
    m.notice = None;
}

/// Applies an action: record, log, undo floor, autosave, and the message to the view.
pub fn apply(m: &mut RazMatch, action: RazAction, applied: &mut MessageWriter<RazApplied>) {
    let ToMove::Seat(side) = m.game.to_move() else {
        return;
    };
    // An AI's move (or a replay step) seals what came before: no undo reaches past it.
    let sealed = matches!(m.seats[side.index()], SeatKind::Ai(_));
    let events = match m.core_apply(&action, sealed) {
        Ok(e) => e,
        Err(reason) => {
            m.notice = Some(reason);
            return;
        }
    };
    cancel(m);
    m.notice = None;
    applied.write(RazApplied {
        side,
        action,
        events,
    });
}

fn drive_replay(
    m: &mut RazMatch,
    intents: &[Intent],
    delay: f32,
    applied: &mut MessageWriter<RazApplied>,
    jumped: &mut MessageWriter<RazJumped>,
) {
    match m.replay_step(intents, delay) {
        ReplayCommand::Forward(action) => apply(m, action, applied),
        ReplayCommand::Jumped => {
            cancel(m);
            jumped.write(RazJumped);
        }
        ReplayCommand::Nothing => {}
    }
}
