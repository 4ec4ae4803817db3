//! The guided first game ("Learn to play" on the title): a scripted game whose every die and
//! every move of the other side is written in the lesson's file; the learner rolls their own
//! die and makes their own moves, the move to make ringed on the board (the hint's rings) and
//! said in a card over the table; another move is explained, not made. At the end the card
//! offers a real game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{
    hint::HintState,
    table::{Applied, Match, TableGame, apply, asks_to_roll},
};
use crate::{
    app::{
        AppSystems, Overlay, Screen,
        audio::Sfx,
        input::{BoardPointer, Intent},
        session::{Lesson, MatchStart},
    },
    rules::{Seat, ToMove},
    tr,
};

/// What the lesson says now: the step's message, or the end's.
pub fn lesson_words(lesson: &Lesson, step: usize) -> String {
    if step >= lesson.script.len() {
        return crate::i18n::text(&lesson.done);
    }
    lesson
        .say_at(step)
        .map(crate::i18n::text)
        .unwrap_or_default()
}

/// Whether `action` is the lesson's next move; the explanation when it is not.
pub fn check_move<G: TableGame>(
    lesson: &Lesson,
    m: &Match<G>,
    action: &G::Action,
) -> Result<(), String> {
    let step = m.record.actions.len();
    match lesson.script.get(step) {
        Some(text) if *text == m.game.format_action(action) => Ok(()),
        _ => Err(tr!("lesson-not-this", what = lesson_words(lesson, step))),
    }
}

/// Plays the lesson: the other side's moves and dice by themselves after a pause to read, the
/// learner's die on their roll, the learner's move when it is the one the lesson asks.
#[expect(
    clippy::too_many_arguments,
    reason = "the lesson steers the whole match"
)]
fn drive_lesson<G: TableGame>(
    mut m: ResMut<Match<G>>,
    lesson: Res<Lesson>,
    mut intents: MessageReader<Intent>,
    pointer: Option<Res<BoardPointer>>,
    time: Res<Time>,
    mut hint: ResMut<HintState<G>>,
    mut applied: MessageWriter<Applied<G>>,
    mut sfx: MessageWriter<Sfx>,
    mut aim: Local<(usize, bool)>,
) {
    m.idle += time.delta_secs();
    let intents: Vec<Intent> = intents.read().copied().collect();
    let step = m.record.actions.len();
    let Some(text) = lesson.script.get(step) else {
        return;
    };
    let Ok(next) = m.game.parse_action(text) else {
        error!("the lesson's step {step} ({text}) does not read");
        return;
    };
    let pointer = pointer.map(|p| *p).unwrap_or_default();
    let you = Seat(lesson.you);
    let learner = m.game.acting_seat() == Some(you);
    match m.game.to_move() {
        ToMove::Over => {}
        ToMove::Chance if learner => {
            if asks_to_roll::<G>(&intents, pointer) {
                apply(&mut m, next, &mut applied);
            }
        }
        ToMove::Seat(s) if s == you => {
            // The move to make is ringed as a hint is, and the keys' focus is kept on the
            // choice leading to it, unless the learner steps through the choices themselves
            // (until their next pick).
            let (aimed_step, navigating) = *aim;
            let navigating = navigating && aimed_step == step;
            if !navigating && let Some(i) = G::focus_toward(&m, &next) {
                m.focus = i;
            }
            hint.shown = Some((step, next.clone()));
            let reply = super::move_line::human_reply(&mut m, &intents, pointer);
            let picked = pointer.clicked
                || intents
                    .iter()
                    .any(|i| matches!(i, Intent::Confirm | Intent::Back));
            let stepped = intents.iter().any(|i| {
                matches!(
                    i,
                    Intent::Next | Intent::Previous | Intent::Left | Intent::Right
                )
            });
            *aim = (step, (navigating || stepped) && !picked);
            if !picked
                && reply.action.is_none()
                && !navigating
                && let Some(i) = G::focus_toward(&m, &next)
            {
                m.focus = i;
            }
            if let Some(s) = reply.sfx {
                sfx.write(s);
            }
            if let Some(action) = reply.action {
                match check_move(&lesson, &m, &action) {
                    Ok(()) => apply(&mut m, action, &mut applied),
                    Err(why) => {
                        m.cancel();
                        m.notice = Some(why);
                        sfx.write(Sfx::Refuse);
                    }
                }
            }
        }
        // The other side, and its dice, after a moment to read.
        _ if m.idle >= 1.2 => apply(&mut m, next, &mut applied),
        _ => {}
    }
}

/// The lesson's card over the table: what to do now and why; at the end, a real game.
fn lesson_card<G: TableGame>(
    mut contexts: EguiContexts,
    m: Res<Match<G>>,
    lesson: Res<Lesson>,
    mut commands: Commands,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let step = m.record.actions.len();
    egui::Area::new(egui::Id::new("lesson-card"))
        // In the side panel's lower part, over the move log: the board stays clear.
        .anchor(egui::Align2::RIGHT_BOTTOM, [-8.0, -8.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(252, 246, 226))
                .stroke(egui::Stroke::new(2.0, egui::Color32::from_rgb(40, 90, 170)))
                .inner_margin(10)
                .corner_radius(6)
                .show(ui, |ui| {
                    ui.set_max_width(300.0);
                    ui.label(
                        egui::RichText::new(tr!(
                            "lesson-step",
                            step = (step + 1).min(lesson.script.len()),
                            steps = lesson.script.len()
                        ))
                        .size(12.0)
                        .italics(),
                    );
                    ui.label(egui::RichText::new(lesson_words(&lesson, step)).size(15.0));
                    if step >= lesson.script.len() {
                        ui.horizontal_wrapped(|ui| {
                            if ui
                                .button(egui::RichText::new(tr!("lesson-real-game")).size(17.0))
                                .clicked()
                            {
                                commands.remove_resource::<Lesson>();
                                commands.insert_resource(MatchStart::new_game(G::ID));
                                next_screen.set(Screen::Setup);
                            }
                            if ui
                                .button(
                                    egui::RichText::new(tr!("menu-back-to-cupboard")).size(17.0),
                                )
                                .clicked()
                            {
                                next_screen.set(Screen::Title);
                            }
                        });
                    }
                });
        });
    Ok(())
}

/// Whether a lesson of this game is being played.
fn in_lesson<G: TableGame>(lesson: Option<Res<Lesson>>) -> bool {
    lesson.is_some_and(|l| l.game == G::ID)
}

/// The lesson's flow for game `G` (in every app).
pub fn lesson_plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        Update,
        drive_lesson::<G>
            .in_set(AppSystems::Decide)
            .run_if(in_state(Screen::Playing))
            .run_if(in_state(Overlay::None))
            .run_if(resource_exists::<Match<G>>)
            .run_if(in_lesson::<G>),
    );
}

/// The lesson's card for game `G` (where there is a screen).
pub fn lesson_view_plugin<G: TableGame>(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_card::<G>
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Match<G>>)
            .run_if(in_lesson::<G>)
            .in_set(crate::app::theme::EguiUiSystems),
    );
}

/// The seats of a lesson of game `G`: the learner's a human, the others the lesson's.
pub(super) fn record_seats<G: TableGame>(
    record: &crate::rules::record::GameRecord,
    you: u8,
) -> Result<Vec<super::core::SeatKind>, String> {
    let options = record.options::<G>().map_err(|e| e.to_string())?;
    let game = G::new(&options).map_err(|e| e.message)?;
    Ok((0..game.seat_count())
        .map(|s| {
            if s == usize::from(you) {
                super::core::SeatKind::Human
            } else {
                super::core::SeatKind::Ai(crate::ai::Strength::Quick)
            }
        })
        .collect())
}
