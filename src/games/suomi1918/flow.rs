//! The 1918 match flow: rolls (setup and play), picking a tile and its move or shot, AI
//! turns, undo, autosave and replays. Works without rendering.

use bevy::prelude::*;
use rand::Rng;

use super::{Choice, SuomiApplied, SuomiJumped, SuomiMatch, SuomiStart, view::circle_at};
use crate::games::core::{ReplayCommand, ReplayState};
use crate::{
    ai::choose_action,
    app::{
        ActiveGame, AppSystems, Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        settings::Settings,
    },
    games::core::SeatKind,
    rules::{
        Game, ToMove,
        record::GameRecord,
        suomi1918::{Phase, RED, Suomi1918, SuomiAction, WHITE},
    },
};

pub use crate::games::eile::DiceSeed;

/// Set by the view while tiles move or a verse card waits; the match waits for it.
#[derive(Resource, Default, Debug)]
pub struct SuomiBusy(pub bool);

/// The match logic without any drawing.
pub fn core_plugin(app: &mut App) {
    app.add_message::<SuomiApplied>();
    app.add_message::<SuomiJumped>();
    app.add_message::<Intent>();
    app.add_message::<Sfx>();
    app.init_resource::<SuomiBusy>();
    app.init_resource::<ActiveGame>();
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match
            .in_set(SuomiStartSet)
            .run_if(resource_equals(ActiveGame::Suomi1918)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<SuomiMatch>();
    });
    app.add_systems(
        Update,
        drive_match
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Playing))
            .run_if(in_state(Overlay::None))
            .run_if(resource_exists::<SuomiMatch>),
    );
}

/// The match is built in this set; views spawn after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SuomiStartSet;

fn start_match(
    mut commands: Commands,
    start: Option<Res<SuomiStart>>,
    seed: Option<Res<DiceSeed>>,
    mut jumped: MessageWriter<SuomiJumped>,
) {
    let dice = seed
        .map(|s| s.0)
        .unwrap_or_else(|| getrandom::u64().unwrap_or(0x1918));
    let start = start
        .map(|s| s.clone())
        .unwrap_or(SuomiStart::New(Default::default()));
    let built = match &start {
        SuomiStart::New(setup) => SuomiMatch::from_record(
            GameRecord::new::<Suomi1918>(&setup.options),
            setup.seats.clone(),
            dice,
        ),
        SuomiStart::Resume(saved) => {
            SuomiMatch::from_record(saved.record.clone(), saved.seats.clone(), dice)
        }
        SuomiStart::Replay(saved) => {
            let mut empty = saved.record.clone();
            empty.actions.clear();
            SuomiMatch::from_record(empty, saved.seats.clone(), dice).map(|mut m| {
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
        let setup = super::SuomiSetup::default();
        SuomiMatch::from_record(
            GameRecord::new::<Suomi1918>(&setup.options),
            setup.seats,
            dice,
        )
        .expect("a new match starts")
    });
    commands.insert_resource(m);
    jumped.write(SuomiJumped);
}

#[expect(
    clippy::too_many_arguments,
    reason = "a system reads the devices and writes every message"
)]
fn drive_match(
    mut m: ResMut<SuomiMatch>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    busy: Res<SuomiBusy>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut applied: MessageWriter<SuomiApplied>,
    mut jumped: MessageWriter<SuomiJumped>,
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
        match m.replay_step(&intents, delay) {
            ReplayCommand::Forward(action) => apply(&mut m, action, &mut applied),
            ReplayCommand::Jumped => {
                cancel(&mut m);
                jumped.write(SuomiJumped);
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
            cancel(&mut m);
            jumped.write(SuomiJumped);
        } else {
            m.notice = Some("Nothing to undo: a roll came after it.".into());
            sfx.write(Sfx::Refuse);
        }
        return;
    }
    let kind = m.acting_kind();
    match (m.game.to_move(), kind) {
        (ToMove::Over, _) => {}
        (ToMove::Chance, SeatKind::Human) => {
            let die_clicked = pointer.clicked
                && pointer
                    .world
                    .is_some_and(|p| p.distance(super::view::DIE_CENTER) < super::view::DIE_SIZE);
            if intents.contains(&Intent::Confirm) || die_clicked {
                roll(&mut m, &mut applied);
            } else if pointer.clicked && pointer.world.is_some() {
                m.notice = Some("Roll the die first: click it, or press Space / A.".into());
            }
        }
        (ToMove::Chance, SeatKind::Ai(_)) => {
            // A human's move stays open to undo a little longer before the next roll seals it.
            let grace = if m.record.actions.len() > m.undo_floor {
                2.0 * delay
            } else {
                0.0
            };
            let setup = matches!(m.game.phase(), Phase::Setup(_));
            if m.idle >= if setup { delay * 0.5 } else { delay + grace } {
                roll(&mut m, &mut applied);
            }
        }
        (ToMove::Seat(_), SeatKind::Human) => {
            human_turn(&mut m, &intents, pointer, &mut applied, &mut sfx)
        }
        (ToMove::Seat(_), SeatKind::Ai(strength)) => {
            if m.idle >= delay {
                let seed = m.record.actions.len() as u64;
                let action = choose_action(&m.game, strength, &mut crate::ai::seeded_rng(seed));
                apply(&mut m, action, &mut applied);
            }
        }
    }
}

fn roll(m: &mut SuomiMatch, applied: &mut MessageWriter<SuomiApplied>) {
    let face = m.rng.random_range(1..=6u8);
    info!("suomi1918 roll r{face}");
    apply(m, SuomiAction::Roll(face), applied);
}

fn human_turn(
    m: &mut SuomiMatch,
    intents: &[Intent],
    pointer: BoardPointer,
    applied: &mut MessageWriter<SuomiApplied>,
    sfx: &mut MessageWriter<Sfx>,
) {
    let choices = m.choices();
    if choices.len() == 1
        && m.selected.is_none()
        && let Choice::Tile(only) = choices[0]
    {
        // One tile can act: pick it at once.
        m.selected = Some(only);
        m.focus = 0;
        return;
    }
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right if !choices.is_empty() => {
                m.focus = (m.focus + 1) % choices.len()
            }
            Intent::Previous | Intent::Left if !choices.is_empty() => {
                m.focus = (m.focus + choices.len() - 1) % choices.len()
            }
            Intent::Confirm if !choices.is_empty() => {
                let choice = choices[m.focus.min(choices.len() - 1)];
                choose(m, choice, applied, sfx);
                return;
            }
            Intent::Back => {
                if m.selected.is_some() && m.acting_tiles().len() > 1 {
                    cancel(m);
                }
                return;
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else { return };
    let Some(circle) = circle_at(&m.game, world) else {
        return;
    };
    let hit = choices
        .iter()
        .position(|&c| m.choice_circle(c) == Some(circle));
    if pointer.moved
        && let Some(i) = hit
    {
        m.focus = i;
    }
    if !pointer.clicked {
        return;
    }
    if let Some(i) = hit {
        choose(m, choices[i], applied, sfx);
        return;
    }
    // An own tile that can act, while another is selected: switch to it.
    let side = m.game.side_to_move();
    if let Some(t) = m
        .game
        .tiles()
        .iter()
        .find(|t| t.circle == circle && t.side == side)
        .copied()
    {
        if !m.actions_of(t.number).is_empty() {
            m.selected = Some(t.number);
            m.focus = 0;
            m.notice = None;
            sfx.write(Sfx::Click);
        } else {
            let face = match m.game.phase() {
                Phase::AwaitMove { face } => face,
                _ => 0,
            };
            m.notice = Some(if m.game.held_at_mantyharju(&t, face) {
                "Mäntyharju holds this tile: it goes on only on a 6, and only once the Red guns stand at Kouvola (the verse).".to_string()
            } else {
                format!(
                    "{} {} cannot use this roll.",
                    super::side_word(side),
                    t.number
                )
            });
            sfx.write(Sfx::Refuse);
        }
        return;
    }
    m.notice = Some(why_not(m, circle));
    sfx.write(Sfx::Refuse);
}

/// Why a click on a circle does nothing, in the rules' words.
fn why_not(m: &SuomiMatch, circle: usize) -> String {
    let Phase::AwaitMove { face } = m.game.phase() else {
        return "Wait for the roll.".into();
    };
    let name = super::circle_label(&m.game, circle);
    let Some(number) = m.selected else {
        return "Pick one of your lit tiles first.".into();
    };
    let Some(tile) = m.game.tile(m.game.side_to_move(), number).copied() else {
        return "Pick one of your lit tiles first.".into();
    };
    let named = |place: &str| m.game.map().named(place) == Some(circle);
    let white_infantry = tile.side == WHITE && !tile.artillery;
    if white_infantry && named("Helsinki") {
        return "Helsinki (the verse): stone walls stop the rifles; White infantry can neither enter Helsinki nor fire at it, only the guns take it.".into();
    }
    if tile.side == RED && named("Vilppula") {
        return "Vilppula (the verse): the Red Guard can never get past Vilppula.".into();
    }
    if let Some(enemy) = m.game.tiles().iter().find(|t| t.circle == circle) {
        if enemy.side == tile.side {
            return "A tile may not move onto another tile.".into();
        }
        if enemy.side == WHITE && named("Vilppula") {
            return "Vilppula (the verse): a White tile at Vilppula cannot be shot.".into();
        }
        return format!(
            "The enemy at {name} is out of reach: a shot needs a free path of at most {face} intervals{}.",
            if tile.artillery {
                " along thick lines"
            } else {
                ""
            }
        );
    }
    let dist = m.game.map().distance(tile.circle, circle);
    match dist {
        Some(d) if d > usize::from(face) => {
            format!("{name} is {d} intervals away; the tile must move exactly {face}.")
        }
        _ if tile.artillery => format!(
            "Artillery moves exactly {face} intervals along railways and sea routes only, never twice through a circle nor over a tile."
        ),
        _ => format!(
            "The tile must move exactly {face} intervals, never twice through a circle nor over a tile."
        ),
    }
}

fn choose(
    m: &mut SuomiMatch,
    choice: Choice,
    applied: &mut MessageWriter<SuomiApplied>,
    sfx: &mut MessageWriter<Sfx>,
) {
    match choice {
        Choice::Tile(n) => {
            m.selected = Some(n);
            m.focus = 0;
            m.notice = None;
            sfx.write(Sfx::Click);
        }
        Choice::Act(i) => {
            let Some(n) = m.selected else { return };
            if let Some(action) = m.actions_of(n).get(i).cloned() {
                apply(m, action, applied);
            }
        }
    }
}

fn cancel(m: &mut SuomiMatch) {
    m.selected = None;
    m.focus = 0;
}

/// Applies an action: record, log, undo floor, autosave, and the message to the view.
pub fn apply(m: &mut SuomiMatch, action: SuomiAction, applied: &mut MessageWriter<SuomiApplied>) {
    // A roll or an AI's move seals what came before: no undo reaches past it.
    let sealed = match m.game.to_move() {
        ToMove::Chance => true,
        ToMove::Seat(s) => matches!(m.seats[s.index()], SeatKind::Ai(_)),
        ToMove::Over => return,
    };
    let events = match m.core_apply(&action, sealed) {
        Ok(e) => e,
        Err(reason) => {
            m.notice = Some(reason);
            return;
        }
    };
    cancel(m);
    m.notice = None;
    applied.write(SuomiApplied { action, events });
}

impl SuomiMatch {
    /// Applies an action through the shared core (see `MatchCore::apply`).
    pub fn core_apply(
        &mut self,
        action: &SuomiAction,
        sealed: bool,
    ) -> Result<Vec<crate::rules::suomi1918::SuomiEvent>, String> {
        self.core.apply(action, sealed)
    }
}
