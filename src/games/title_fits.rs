//! The title page at the sizes it must fit, with the four games as they register (the app
//! names no game, so this test of `crate::app::screens::title_grid` lives beside the games):
//! at 1024 × 600 and larger every button of the page — every box with a match to resume and
//! one to replay, and the bar — is on the screen, tall enough, apart from the others, and
//! nothing scrolls; a window too small scrolls the boxes and keeps the bar in view.

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use bevy_egui::egui;

    use crate::app::{
        cupboard::CupboardEntry,
        menu::MenuNav,
        screens::title_grid::{BOX_BUTTON_HEIGHT, title_page},
        session::{GameSaves, SavedGame},
        theme::test_context as context,
    };
    use crate::rules::record::GameRecord;

    /// The windows the title must fit without scrolling, in logical points.
    const WINDOWS: [egui::Vec2; 3] = [
        egui::vec2(1024.0, 600.0),
        egui::vec2(1280.0, 800.0),
        egui::vec2(1920.0, 1080.0),
    ];

    /// The four games as they register with the cupboard.
    fn entries() -> Vec<CupboardEntry> {
        vec![
            crate::games::eile::cupboard_entry(),
            crate::games::razboiniki::cupboard_entry(),
            crate::games::suomi1918::cupboard_entry(),
            crate::games::helsinki1918::cupboard_entry(),
        ]
    }

    /// Every game with a match to resume and one to replay: the most buttons a box has but
    /// for saves kept aside.
    fn saves_of_both_kinds(entries: &[CupboardEntry]) -> HashMap<&'static str, GameSaves> {
        let saved = |id: &str| SavedGame {
            version: 1,
            record: GameRecord {
                game: id.to_string(),
                options: serde_json::Value::Null,
                actions: Vec::new(),
                hints: Vec::new(),
            },
            seats: Vec::new(),
        };
        entries
            .iter()
            .map(|e| {
                let saves = GameSaves {
                    autosave: Some(saved(e.id)),
                    finished: Some(saved(e.id)),
                    kept: Vec::new(),
                };
                (e.id, saves)
            })
            .collect()
    }

    /// The title laid out in a window of `window`: the rects of its buttons (the widgets the
    /// focus can rest on) and whether its boxes had to scroll.
    fn lay_out(
        ctx: &egui::Context,
        window: egui::Vec2,
        entries: &[CupboardEntry],
        saves: &HashMap<&'static str, GameSaves>,
    ) -> (Vec<egui::Rect>, bool) {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, window)),
            ..Default::default()
        };
        let mut scrolls = false;
        // The fonts set are ready from the second frame on.
        for _ in 0..3 {
            let output = ctx.run_ui(input.clone(), |ui| {
                let mut nav = MenuNav::default();
                nav.begin();
                crate::app::screens::title::dark_page(ui.ctx(), |ui| {
                    scrolls = title_page(ui, &mut nav, entries, saves).scrolls;
                });
                nav.end();
            });
            output.drop_without_applying_deltas();
        }
        let buttons = ctx.viewport(|viewport| {
            viewport
                .prev_pass
                .widgets
                .layers()
                .flat_map(|(_, widgets)| widgets.iter())
                .filter(|w| w.sense.senses_click() && w.sense.contains(egui::Sense::FOCUSABLE))
                .map(|w| w.rect)
                .collect()
        });
        (buttons, scrolls)
    }

    #[test]
    fn at_1024_by_600_and_larger_every_title_button_is_in_view_without_scrolling() {
        // The brief: every game's box with New game, Learn to play, Resume and Replay, and
        // Play online, Settings and Quit, in view at 1024 × 600 and larger, nothing scrolled.
        let ctx = context();
        let entries = entries();
        let saves = saves_of_both_kinds(&entries);
        let expected = entries.len() * 4 + 3;
        for window in WINDOWS {
            let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, window);
            let (buttons, scrolls) = lay_out(&ctx, window, &entries, &saves);
            assert_eq!(
                buttons.len(),
                expected,
                "at {window:?}: {} buttons drawn, {expected} expected",
                buttons.len()
            );
            assert!(!scrolls, "at {window:?} the boxes scroll");
            for (k, b) in buttons.iter().enumerate() {
                assert!(
                    screen.contains_rect(*b),
                    "at {window:?} button {k} at {b:?} is not all on the screen"
                );
                assert!(
                    b.height() >= BOX_BUTTON_HEIGHT - 0.5,
                    "at {window:?} button {k} is {} high",
                    b.height()
                );
                for (j, other) in buttons.iter().enumerate().skip(k + 1) {
                    assert!(
                        !b.shrink(0.5).intersects(other.shrink(0.5)),
                        "at {window:?} buttons {k} and {j} overlap: {b:?} {other:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_window_too_small_for_the_boxes_scrolls_them_and_keeps_the_bar_in_view() {
        // The fallback: the boxes scroll, Play online, Settings and Quit stay on the screen.
        let ctx = context();
        let entries = entries();
        let saves = saves_of_both_kinds(&entries);
        let window = egui::vec2(800.0, 420.0);
        let (buttons, scrolls) = lay_out(&ctx, window, &entries, &saves);
        assert!(scrolls, "800 × 420 is too small for four boxes");
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, window);
        let bar = &buttons[buttons.len() - 3..];
        assert!(bar.iter().all(|b| screen.contains_rect(*b)), "{bar:?}");
    }
}
