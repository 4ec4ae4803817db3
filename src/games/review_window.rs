//! The post-game review on screen: asked from the end of a game or from a replay, it is
//! worked out off the frame (a thread on the desktop, a slice of each frame on the web) with a
//! progress bar, then shows each seat's chance over the game as a chart (with its error) with
//! the mistakes and the luck marked; a mistake clicked takes the replay there and says the
//! move played beside the master's, a luck line the die or card.

use std::sync::{
    Arc,
    atomic::{AtomicU32, Ordering},
};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::table::{Jumped, Match, TableGame};
use crate::{
    ai::review::{Review, ReviewWork},
    app::{Screen, theme::EguiUiSystems},
    rules::{Seat, record::GameRecord},
    tr,
};

/// A mistake's ring (its radius), a luck square (its side) and the stroke they are drawn with.
const RING_RADIUS: f32 = 7.0;
const LUCK_SQUARE: f32 = 11.0;
const MARK_STROKE: f32 = 2.0;

/// The chart's margin round its lines: a mistake's ring or a luck square at 0 % or 100 %
/// stays whole inside the chart.
const MARK_MARGIN: f32 = RING_RADIUS + MARK_STROKE / 2.0 + 2.0;

/// The box a mark's ring or square takes, its stroke included.
const MARK_SIZE: egui::Vec2 = egui::vec2(
    2.0 * RING_RADIUS + MARK_STROKE,
    2.0 * RING_RADIUS + MARK_STROKE,
);

/// The box a mark's label ("12", "c") takes.
const LABEL_SIZE: egui::Vec2 = egui::vec2(16.0, 12.0);

/// Where a label may go from its mark, nearest first: above, below, beside (up left, up
/// right, down left, down right), then further above or below.
const LABEL_OFFSETS: [(f32, f32); 8] = [
    (0.0, -15.0),
    (0.0, 15.0),
    (-17.0, -13.0),
    (17.0, -13.0),
    (-17.0, 13.0),
    (17.0, 13.0),
    (0.0, -29.0),
    (0.0, 29.0),
];

/// Where each mark's label goes: the first of `LABEL_OFFSETS` that stays inside the chart,
/// nearer its own mark than any other, and clear of every mark and of the labels placed
/// before it, so the labels of marks close together neither print over each other nor read
/// as another mark's. Where none is clear (a crowd of marks), the one inside the chart that is
/// most clearly its own mark's: the nearest other mark furthest beyond its own.
fn mark_label_centres(marks: &[egui::Pos2], chart: egui::Rect) -> Vec<egui::Pos2> {
    let label_box = |centre: egui::Pos2| egui::Rect::from_center_size(centre, LABEL_SIZE);
    let inside = |centre: egui::Pos2| chart.contains_rect(label_box(centre));
    let mut placed: Vec<egui::Rect> = Vec::with_capacity(marks.len());
    for (k, &mark) in marks.iter().enumerate() {
        // How much nearer its own mark a label there is than any other mark (squared).
        let own_margin = |centre: egui::Pos2| {
            let others = marks
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, &m)| centre.distance_sq(m))
                .fold(f32::INFINITY, f32::min);
            others - centre.distance_sq(mark)
        };
        let clear = |centre: egui::Pos2| {
            let label = label_box(centre);
            inside(centre)
                && own_margin(centre) >= 0.0
                && !placed.iter().any(|p| p.intersects(label))
                && !marks
                    .iter()
                    .any(|&m| egui::Rect::from_center_size(m, MARK_SIZE).intersects(label))
        };
        let candidates = LABEL_OFFSETS.map(|(dx, dy)| mark + egui::vec2(dx, dy));
        let centre = candidates
            .iter()
            .copied()
            .find(|&c| clear(c))
            .or_else(|| {
                candidates
                    .iter()
                    .copied()
                    .filter(|&c| inside(c))
                    .max_by(|&a, &b| own_margin(a).total_cmp(&own_margin(b)))
            })
            .unwrap_or(candidates[0]);
        placed.push(label_box(centre));
    }
    placed.iter().map(|r| r.center()).collect()
}

/// Asks the game screen to open the review (the end buttons and the replay controls set it).
#[derive(Resource)]
pub struct OpenReview;

/// The review being worked out or shown.
#[derive(Resource)]
pub struct ReviewState<G: TableGame> {
    pub open: bool,
    run: Option<ReviewRun<G>>,
    /// The review and the record it is of.
    pub result: Option<(GameRecord, Review)>,
    /// The mistake (or, past the mistakes, the luck) whose moves are shown.
    pub picked: Option<usize>,
}

enum ReviewRun<G: TableGame> {
    /// On a thread, with its progress in thousandths.
    Task(bevy::tasks::Task<Option<Review>>, Arc<AtomicU32>),
    /// A slice of each frame (the web).
    Steps(Box<ReviewWork<G>>),
}

impl<G: TableGame> Default for ReviewState<G> {
    fn default() -> Self {
        Self {
            open: false,
            run: None,
            result: None,
            picked: None,
        }
    }
}

/// The record a review is of: the replay's whole game, or the match once it is over.
fn reviewed_record<G: TableGame>(m: &Match<G>) -> Option<&GameRecord> {
    match &m.replay {
        Some(r) => Some(&r.full),
        None if m.game.outcome().is_some() => Some(&m.record),
        None => None,
    }
}

/// The time of a frame the review may take on a single-threaded host.
const REVIEW_SLICE: std::time::Duration = std::time::Duration::from_millis(12);

/// Starts, steps and collects the review.
fn run_review<G: TableGame>(
    mut commands: Commands,
    asked: Option<Res<OpenReview>>,
    m: Res<Match<G>>,
    mut state: ResMut<ReviewState<G>>,
) {
    if asked.is_some() {
        commands.remove_resource::<OpenReview>();
        state.open = true;
    }
    if !state.open {
        return;
    }
    let Some(record) = reviewed_record(&m) else {
        return;
    };
    if state.result.as_ref().is_some_and(|(r, _)| r == record) {
        return;
    }
    match &mut state.run {
        None => {
            let Ok(work) = ReviewWork::<G>::new(record, G::REVIEW_PLAN) else {
                state.open = false;
                return;
            };
            state.run = Some(if cfg!(target_arch = "wasm32") {
                ReviewRun::Steps(Box::new(work))
            } else {
                let progress = Arc::new(AtomicU32::new(0));
                let told = progress.clone();
                let mut work = work;
                let threads = crate::ai::review::review_threads();
                let task = bevy::tasks::AsyncComputeTaskPool::get().spawn(async move {
                    loop {
                        if let Some(review) = work.step_spread(threads) {
                            return Some(review);
                        }
                        told.store((work.progress() * 1000.0) as u32, Ordering::Relaxed);
                    }
                });
                ReviewRun::Task(task, progress)
            });
        }
        Some(ReviewRun::Task(task, _)) => {
            if let Some(done) = bevy::tasks::futures::check_ready(task) {
                state.run = None;
                state.picked = None;
                state.result = done.map(|review| (record.clone(), review));
            }
        }
        Some(ReviewRun::Steps(work)) => {
            let start = bevy::platform::time::Instant::now();
            while start.elapsed() < REVIEW_SLICE {
                if let Some(review) = work.step() {
                    state.run = None;
                    state.picked = None;
                    state.result = Some((record.clone(), review));
                    return;
                }
            }
        }
    }
}

/// A seat's line colour on the chart.
fn seat_colour(seat: usize) -> egui::Color32 {
    [
        egui::Color32::from_rgb(190, 40, 30),
        egui::Color32::from_rgb(40, 90, 190),
        egui::Color32::from_rgb(40, 140, 60),
        egui::Color32::from_rgb(200, 150, 20),
    ][seat % 4]
}

/// What a move written in the notation does, in the log's words, from the position the
/// match is at.
fn move_words<G: TableGame>(game: &G, text: &str) -> String {
    match game.parse_action(text) {
        Ok(action) => super::hint::move_words(game, &action),
        Err(_) => text.to_string(),
    }
}

/// The review's window over the table.
fn review_window<G: TableGame>(
    mut contexts: EguiContexts,
    mut m: ResMut<Match<G>>,
    mut state: ResMut<ReviewState<G>>,
    mut jumped: MessageWriter<Jumped<G>>,
) -> Result {
    if !state.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut seek = None;
    egui::Window::new(tr!("review-title"))
        .id(egui::Id::new("review-window"))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_TOP, [-150.0, 10.0])
        .default_width(560.0)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_width(560.0);
            let Some((_, review)) = state.result.clone() else {
                let done = match &state.run {
                    Some(ReviewRun::Task(_, p)) => f64::from(p.load(Ordering::Relaxed)) / 1000.0,
                    Some(ReviewRun::Steps(w)) => w.progress(),
                    None => 0.0,
                };
                ui.label(tr!("review-working"));
                ui.add(egui::ProgressBar::new(done as f32).show_percentage());
                return;
            };
            let error = format!("{:.0}", review.standard_error * 100.0);
            let how = if review.candidates > 0 && review.horizon > 0 {
                tr!(
                    "review-how-horizon",
                    playouts = review.playouts,
                    horizon = review.horizon,
                    candidates = review.candidates,
                    error = error
                )
            } else if review.candidates > 0 {
                tr!(
                    "review-how-sampled",
                    playouts = review.playouts,
                    candidates = review.candidates,
                    error = error
                )
            } else {
                tr!(
                    "review-how",
                    playouts = review.playouts,
                    share = format!("{:.0}", review.random_share * 100.0),
                    error = error
                )
            };
            ui.label(egui::RichText::new(how).size(12.0).italics());
            let (rect, _) = ui.allocate_exact_size(egui::vec2(560.0, 170.0), egui::Sense::hover());
            let painter = ui.painter_at(rect);
            painter.rect_filled(rect, 2.0, egui::Color32::from_rgb(250, 244, 230));
            let total = review.actions.max(1) as f32;
            // The lines drawn inside a margin, so a mark at 0 % or 100 % shows whole.
            let plot = rect.shrink(MARK_MARGIN);
            let at = |action: usize, chance: f64| {
                egui::pos2(
                    plot.left() + plot.width() * action as f32 / total,
                    plot.bottom() - plot.height() * chance.clamp(0.0, 1.0) as f32,
                )
            };
            painter.line_segment(
                [at(0, 0.5), at(review.actions, 0.5)],
                egui::Stroke::new(1.0, egui::Color32::from_gray(190)),
            );
            let cursor = m.record.actions.len();
            painter.line_segment(
                [at(cursor, 0.0), at(cursor, 1.0)],
                egui::Stroke::new(1.0, egui::Color32::from_gray(120)),
            );
            let seats = review.points.first().map_or(0, |p| p.chances.len());
            for seat in 0..seats {
                // The estimate's error at each point, a faint bar (√(p(1−p)/n)).
                let faint = seat_colour(seat).gamma_multiply(0.25);
                for p in &review.points {
                    let c = p.chances[seat];
                    let error = (c * (1.0 - c) / review.playouts.max(1) as f64).sqrt();
                    if error > 0.0 {
                        painter.line_segment(
                            [at(p.at, c - error), at(p.at, c + error)],
                            egui::Stroke::new(2.0, faint),
                        );
                    }
                }
                let line: Vec<egui::Pos2> = review
                    .points
                    .iter()
                    .map(|p| at(p.at, p.chances[seat]))
                    .collect();
                painter.add(egui::Shape::line(
                    line,
                    egui::Stroke::new(2.0, seat_colour(seat)),
                ));
            }
            let marks = review
                .swings
                .iter()
                .map(|s| (s.at, s.after))
                .chain(review.luck.iter().map(|l| (l.at + 1, l.after)));
            let marks: Vec<egui::Pos2> = marks.map(|(action, chance)| at(action, chance)).collect();
            let label_at = mark_label_centres(&marks, rect);
            for (k, &c) in marks.iter().enumerate() {
                let luck = k >= review.swings.len();
                let label = if luck {
                    painter.rect_stroke(
                        egui::Rect::from_center_size(c, egui::vec2(LUCK_SQUARE, LUCK_SQUARE)),
                        2.0,
                        egui::Stroke::new(MARK_STROKE, egui::Color32::from_gray(90)),
                        egui::StrokeKind::Middle,
                    );
                    char::from(b'a' + (k - review.swings.len()) as u8).to_string()
                } else {
                    painter.circle_stroke(
                        c,
                        RING_RADIUS,
                        egui::Stroke::new(MARK_STROKE, egui::Color32::BLACK),
                    );
                    format!("{}", k + 1)
                };
                painter.text(
                    label_at[k],
                    egui::Align2::CENTER_CENTER,
                    label,
                    egui::FontId::proportional(13.0),
                    egui::Color32::BLACK,
                );
            }
            ui.horizontal_wrapped(|ui| {
                for seat in 0..seats {
                    let last = review.points.last().map_or(0.0, |p| p.chances[seat]);
                    ui.label(
                        egui::RichText::new(format!(
                            "■ {} {:.0} %",
                            m.game.seat_name(Seat(seat as u8)),
                            last * 100.0
                        ))
                        .color(seat_colour(seat)),
                    );
                }
            });
            ui.separator();
            let percent = |chance: f64| format!("{:.0}", chance * 100.0);
            ui.label(egui::RichText::new(tr!("review-mistakes")).strong());
            if review.swings.is_empty() {
                ui.label(if review.judged > 0 {
                    tr!("review-no-mistakes")
                } else {
                    tr!("review-no-drops")
                });
            }
            for (k, s) in review.swings.iter().enumerate() {
                let text = tr!(
                    "review-swing",
                    n = k + 1,
                    action = s.at + 1,
                    seat = m.game.seat_name(Seat(s.seat)),
                    before = percent(s.before),
                    after = percent(s.after),
                    best = percent(s.master_after)
                );
                if ui.selectable_label(state.picked == Some(k), text).clicked() {
                    seek = Some((k, s.at));
                }
            }
            if !review.luck.is_empty() {
                ui.label(egui::RichText::new(tr!("review-luck")).strong());
            }
            for (j, l) in review.luck.iter().enumerate() {
                let k = review.swings.len() + j;
                let text = format!(
                    "{}. {}",
                    char::from(b'a' + j as u8),
                    tr!(
                        "review-luck-line",
                        action = l.at + 1,
                        seat = m.game.seat_name(Seat(l.seat)),
                        before = percent(l.before),
                        after = percent(l.after)
                    )
                );
                if ui.selectable_label(state.picked == Some(k), text).clicked() {
                    seek = Some((k, l.at));
                }
            }
            match state.picked {
                Some(k) if k < review.swings.len() => {
                    let s = &review.swings[k];
                    if m.record.actions.len() == s.at {
                        ui.label(
                            egui::RichText::new(tr!(
                                "review-played",
                                what = move_words(&m.game, &s.played)
                            ))
                            .strong(),
                        );
                        ui.label(tr!(
                            "review-preferred",
                            what = move_words(&m.game, &s.preferred)
                        ));
                    }
                }
                Some(k) => {
                    if let Some(l) = review.luck.get(k - review.swings.len())
                        && m.record.actions.len() == l.at
                    {
                        ui.label(
                            egui::RichText::new(tr!(
                                "review-thrown",
                                what = move_words(&m.game, &l.action)
                            ))
                            .strong(),
                        );
                    }
                }
                None => {}
            }
        });
    if let Some((k, at)) = seek {
        state.picked = Some(k);
        if m.replay.is_some() {
            if let Some(r) = &mut m.replay {
                r.playing = false;
            }
            m.seek(at);
            m.cancel();
            jumped.write(Jumped::default());
        }
    }
    if !open {
        state.open = false;
    }
    Ok(())
}

/// The review of game `G` on its screen.
pub fn review_plugin<G: TableGame>(app: &mut App) {
    app.init_resource::<ReviewState<G>>();
    app.add_systems(
        OnExit(Screen::Playing),
        |mut state: ResMut<ReviewState<G>>| {
            state.open = false;
            state.picked = None;
        },
    );
    app.add_systems(
        Update,
        run_review::<G>
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Match<G>>),
    );
    app.add_systems(
        EguiPrimaryContextPass,
        review_window::<G>
            .run_if(in_state(Screen::Playing))
            .run_if(resource_exists::<Match<G>>)
            .in_set(EguiUiSystems),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label_box(centre: egui::Pos2) -> egui::Rect {
        egui::Rect::from_center_size(centre, LABEL_SIZE)
    }

    fn chart() -> egui::Rect {
        egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(560.0, 170.0))
    }

    /// Every label inside the chart, near its mark and no nearer to another mark.
    fn assert_each_label_reads_as_its_marks(marks: &[egui::Pos2], labels: &[egui::Pos2]) {
        assert_eq!(labels.len(), marks.len());
        for (i, (&label, &mark)) in labels.iter().zip(marks).enumerate() {
            assert!(
                chart().contains_rect(label_box(label)),
                "label {i} leaves the chart"
            );
            assert!(
                label.distance(mark) < 30.0,
                "label {i} is far from its mark"
            );
            for (j, &other) in marks.iter().enumerate() {
                assert!(
                    label.distance_sq(other) >= label.distance_sq(mark),
                    "label {i} is nearer mark {j} than its own"
                );
            }
        }
    }

    /// No label over another or over a mark.
    fn assert_labels_clear(marks: &[egui::Pos2], labels: &[egui::Pos2]) {
        for (i, &a) in labels.iter().enumerate() {
            for (j, &b) in labels.iter().enumerate().skip(i + 1) {
                assert!(
                    !label_box(a).intersects(label_box(b)),
                    "labels {i} and {j} overlap: {a:?} {b:?}"
                );
            }
            for &m in marks {
                assert!(
                    !egui::Rect::from_center_size(m, MARK_SIZE).intersects(label_box(a)),
                    "label {i} covers a mark"
                );
            }
        }
    }

    #[test]
    fn labels_of_marks_close_together_do_not_overlap() {
        // A mistake and two luck squares a few pixels apart at one height (the "b" and "c"
        // seen printed over each other), one mark at the chart's top and one alone.
        let marks = [
            egui::pos2(300.0, 90.0),
            egui::pos2(304.0, 88.0),
            egui::pos2(309.0, 92.0),
            egui::pos2(120.0, 10.0),
            egui::pos2(450.0, 90.0),
        ];
        let labels = mark_label_centres(&marks, chart());
        assert_each_label_reads_as_its_marks(&marks, &labels);
        assert_labels_clear(&marks, &labels);
        // A mark alone has its label above it; the top mark's is below it.
        assert_eq!(labels[4], marks[4] + egui::vec2(0.0, -15.0));
        assert!(labels[3].y > marks[3].y);
    }

    #[test]
    fn in_a_cluster_each_label_stays_nearest_its_own_mark() {
        // Four marks on four moves in a row, a few pixels apart (a label 28 px above its mark
        // could sit nearer another), and one more above them.
        let marks = [
            egui::pos2(300.0, 90.0),
            egui::pos2(303.0, 80.0),
            egui::pos2(309.0, 85.0),
            egui::pos2(312.0, 100.0),
            egui::pos2(300.0, 30.0),
        ];
        let labels = mark_label_centres(&marks, chart());
        assert_each_label_reads_as_its_marks(&marks, &labels);
        assert_labels_clear(&marks, &labels);
    }

    #[test]
    fn a_mark_hemmed_in_by_others_still_has_its_label_in_the_chart_near_it() {
        let marks = [
            egui::pos2(300.0, 90.0),
            egui::pos2(296.0, 91.0),
            egui::pos2(304.0, 91.0),
            egui::pos2(300.0, 103.0),
            egui::pos2(300.0, 77.0),
        ];
        let labels = mark_label_centres(&marks, chart());
        for (&label, &mark) in labels.iter().zip(&marks) {
            assert!(chart().contains_rect(label_box(label)));
            assert!(label.distance(mark) < 30.0);
        }
    }
}
