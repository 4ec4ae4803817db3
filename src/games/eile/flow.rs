//! The match flow: human intents and clicks, AI turns, dice, undo, autosave and replays.
//! Works without rendering, so headless tests drive it with `MinimalPlugins`.

use bevy::prelude::*;
use rand::Rng;

use super::{ActionApplied, EileMatch, MatchJumped, MatchStart, SeatKind, layout};
use crate::games::core::ReplayCommand;
use crate::{
    ai::choose_action,
    app::{
        ActiveGame, AppSystems, Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        settings::Settings,
    },
    rules::{
        Game, ToMove,
        eile::{Eile, EileAction},
    },
};

/// Set by the view while stones or the die are moving; the match waits for it.
#[derive(Resource, Default, Debug)]
pub struct BoardBusy(pub bool);

/// The match is built in this set when the game screen opens; views spawn after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoreStart;

/// An AI waits this many times its usual pause after a human move, so the human can still undo it.
const UNDO_GRACE: f32 = 2.0;

/// The match logic without any drawing.
pub fn core_plugin(app: &mut App) {
    app.add_message::<ActionApplied>();
    app.add_message::<MatchJumped>();
    app.add_message::<Intent>();
    app.add_message::<Sfx>();
    app.init_resource::<BoardBusy>();
    app.init_resource::<ActiveGame>();
    app.add_systems(
        OnEnter(Screen::Playing),
        start_match
            .in_set(CoreStart)
            .run_if(resource_equals(ActiveGame::Eile)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut commands: Commands| {
        commands.remove_resource::<EileMatch>();
    });
    app.add_systems(
        Update,
        drive_match
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Playing))
            .run_if(in_state(Overlay::None))
            .run_if(resource_exists::<EileMatch>),
    );
}

/// A seed for the app's dice (records keep every roll, so replays need none).
fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5eed)
}

/// A fixed seed for the app's dice (tests); without it every match gets a fresh one.
#[derive(Resource, Clone, Copy, Debug)]
pub struct DiceSeed(pub u64);

fn start_match(
    mut commands: Commands,
    start: Option<Res<MatchStart>>,
    seed: Option<Res<DiceSeed>>,
    mut jumped: MessageWriter<MatchJumped>,
) {
    let fresh_seed = || seed.as_ref().map_or_else(fresh_seed, |s| s.0);
    let start = start
        .map(|s| s.clone())
        .unwrap_or(MatchStart::New(Default::default()));
    let built = match &start {
        MatchStart::New(setup) => EileMatch::new(setup, fresh_seed()),
        MatchStart::Resume(saved) => {
            EileMatch::from_record(saved.record.clone(), saved.seats.clone(), fresh_seed())
        }
        MatchStart::Replay(saved) => {
            let mut empty = saved.record.clone();
            empty.actions.clear();
            EileMatch::from_record(empty, saved.seats.clone(), 0).map(|mut m| {
                m.replay = Some(super::ReplayState {
                    full: saved.record.clone(),
                    playing: false,
                });
                m
            })
        }
    };
    match built {
        Ok(m) => {
            commands.insert_resource(m);
            jumped.write(MatchJumped);
        }
        Err(e) => {
            error!("cannot start the match: {e}");
            let fallback = EileMatch::new(&Default::default(), fresh_seed())
                .expect("the default match starts");
            commands.insert_resource(fallback);
            jumped.write(MatchJumped);
        }
    }
}

/// Whether the player may take back the last action now.
pub fn undo_allowed(m: &EileMatch) -> bool {
    m.undo_allowed()
}

#[expect(
    clippy::too_many_arguments,
    reason = "a system reads the devices and writes every message"
)]
fn drive_match(
    mut m: ResMut<EileMatch>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    busy: Res<BoardBusy>,
    settings: Option<Res<Settings>>,
    time: Res<Time>,
    mut applied: MessageWriter<ActionApplied>,
    mut jumped: MessageWriter<MatchJumped>,
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
    if intents.contains(&Intent::Undo) {
        if undo_allowed(&m) {
            m.undo();
            m.focus = 0;
            jumped.write(MatchJumped);
        } else {
            m.notice =
                Some("Nothing to undo: a roll or another player's move came after it.".into());
            sfx.write(Sfx::Refuse);
        }
        return;
    }
    let kind = m.current_kind();
    match (m.game.to_move(), kind) {
        (ToMove::Over, _) => {}
        (ToMove::Chance, SeatKind::Human) => {
            let die_clicked = pointer.clicked
                && pointer
                    .world
                    .is_some_and(|p| p.distance(layout::DIE_CENTER) < layout::DIE_SIZE * 0.7);
            if intents.contains(&Intent::Confirm) || die_clicked {
                roll(&mut m, &mut applied);
            } else if pointer.clicked && pointer.world.is_some_and(|p| p.x < 180.0) {
                m.notice = Some("Roll the die first: click it, or press Space / A.".into());
            }
        }
        (ToMove::Chance, SeatKind::Ai(_)) => {
            let grace = if m.record.actions.len() > m.undo_floor {
                UNDO_GRACE * delay
            } else {
                0.0
            };
            if m.idle >= delay + grace {
                roll(&mut m, &mut applied);
            }
        }
        (ToMove::Seat(_), SeatKind::Human) => {
            human_move(&mut m, &intents, pointer, &mut applied, &mut sfx)
        }
        (ToMove::Seat(_), SeatKind::Ai(strength)) => {
            if m.idle >= delay {
                let mut rng = m.rng.clone();
                let action = choose_action(&m.game, strength, &mut rng);
                m.rng = rng;
                apply(&mut m, action, &mut applied);
            }
        }
    }
}

fn roll(m: &mut EileMatch, applied: &mut MessageWriter<ActionApplied>) {
    let face = m.rng.random_range(1..=6u8);
    apply(m, EileAction::Roll(face), applied);
}

fn human_move(
    m: &mut EileMatch,
    intents: &[Intent],
    pointer: BoardPointer,
    applied: &mut MessageWriter<ActionApplied>,
    sfx: &mut MessageWriter<Sfx>,
) {
    let choices = m.choices();
    if choices.is_empty() {
        return;
    }
    for intent in intents {
        match intent {
            Intent::Next | Intent::Right => m.focus = (m.focus + 1) % choices.len(),
            Intent::Previous | Intent::Left => {
                m.focus = (m.focus + choices.len() - 1) % choices.len()
            }
            Intent::Confirm => {
                let action = choices[m.focus.min(choices.len() - 1)];
                apply(m, action, applied);
                return;
            }
            _ => {}
        }
    }
    let Some(world) = pointer.world else { return };
    // The mouse focuses the stone or landing field under it.
    let hovered = choice_under(m, &choices, world);
    if let Some(i) = hovered
        && pointer.moved
    {
        m.focus = i;
    }
    if !pointer.clicked {
        return;
    }
    if let Some(i) = hovered {
        apply(m, choices[i], applied);
        return;
    }
    // A click that is no legal move: say why.
    if let Some((seat, stone)) = stone_under(&m.game, world) {
        let Some(face) = pending_face(&m.game) else {
            return;
        };
        let why = if seat != m.game.current() {
            format!(
                "That is {}'s stone; it is {}'s turn.",
                m.game.colour_name(seat),
                m.game.colour_name(m.game.current())
            )
        } else {
            match m.game.check_stone(seat, stone as u8, face) {
                Err(e) => format!("That stone cannot move: {}.", e.reason),
                Ok(_) => "That stone shares its field with another; click again.".into(),
            }
        };
        m.notice = Some(why);
        sfx.write(Sfx::Refuse);
    }
}

fn pending_face(game: &Eile) -> Option<u8> {
    match game.phase() {
        crate::rules::eile::Phase::AwaitMove { face } => Some(face),
        _ => None,
    }
}

/// The stone under a world point, if any.
pub fn stone_under(game: &Eile, world: Vec2) -> Option<(crate::rules::Seat, usize)> {
    layout::stone_positions(game)
        .into_iter()
        .filter(|(_, _, p)| p.distance(world) < layout::STONE_RADIUS * 1.15)
        .min_by(|a, b| a.2.distance(world).total_cmp(&b.2.distance(world)))
        .map(|(seat, stone, _)| (seat, stone))
}

/// The legal choice whose stone or landing field is under a world point.
fn choice_under(m: &EileMatch, choices: &[EileAction], world: Vec2) -> Option<usize> {
    let seat = m.game.current();
    let under = stone_under(&m.game, world);
    choices.iter().position(|action| {
        let Some(plan) = m.game.plan(action) else {
            return false;
        };
        let on_stone = under == Some((seat, usize::from(plan.stone)))
            || (plan.from == crate::rules::eile::StonePos::Star
                && under.is_some_and(|(s, i)| s == seat && m.game.stones(s)[i] == plan.from));
        let target = layout::pos_world(&m.game, seat, usize::from(plan.stone), plan.to);
        on_stone || (under.is_none() && target.distance(world) < layout::CELL * 0.45)
    })
}

/// Applies an action to the match: record, log, undo floor, autosave, and the message to the view.
pub fn apply(m: &mut EileMatch, action: EileAction, applied: &mut MessageWriter<ActionApplied>) {
    let before = m.game.clone();
    let seat = m.game.current();
    let sealed =
        matches!(action, EileAction::Roll(_)) || matches!(m.seats[seat.index()], SeatKind::Ai(_));
    if let EileAction::Roll(_) = action {
        info!("eile roll {}", m.game.format_action(&action));
    }
    let events = match m.core_apply(&action, sealed) {
        Ok(events) => events,
        Err(reason) => {
            m.notice = Some(reason);
            return;
        }
    };
    m.notice = super::log::notice(&m.game, &events);
    m.focus = 0;
    applied.write(ActionApplied {
        seat,
        action,
        events,
        before,
    });
}

fn drive_replay(
    m: &mut EileMatch,
    intents: &[Intent],
    delay: f32,
    applied: &mut MessageWriter<ActionApplied>,
    jumped: &mut MessageWriter<MatchJumped>,
) {
    match m.replay_step(intents, delay) {
        ReplayCommand::Forward(action) => apply(m, action, applied),
        ReplayCommand::Jumped => {
            m.focus = 0;
            jumped.write(MatchJumped);
        }
        ReplayCommand::Nothing => {}
    }
}
