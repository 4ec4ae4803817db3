//! Text fits: every menu button, setup and settings row, side-panel button and row, replay
//! control, Helsinki 1918 order, card line and rules-view title, in every language, laid out
//! by the functions that draw them with the game's own fonts and sizes, stays inside the
//! space it is drawn in, at 1280 × 800 and at the smallest window the game allows.

use bevy_egui::egui;

use crate::app::{
    MIN_WINDOW,
    menu::{BUTTON_WIDTH, MenuNav, nav_button, nav_choice},
    overlays::{PAUSE_WIDTH, SETTINGS_WIDTH, rules_title_row, rules_width},
    screens::{setup::OPTIONS_WIDTH, title::CARD_WIDTH},
    theme::test_context as context,
};
use crate::games::side_panel::{INNER_WIDTH, panel_button, row_with_right};
use crate::i18n::{Arg, Lang, message_in};

/// The window sizes every layout is checked at.
const WINDOWS: [egui::Vec2; 2] = [egui::vec2(1280.0, 800.0), egui::vec2(1024.0, 600.0)];

/// The online screen's cards (`src/app/screens/online.rs`).
const ONLINE_CARD_WIDTH: f32 = 520.0;

/// The size `add` takes when laid out in a column `width` wide, in a window of `window`.
fn measure(
    ctx: &egui::Context,
    window: egui::Vec2,
    width: f32,
    mut add: impl FnMut(&mut egui::Ui),
) -> egui::Vec2 {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, window)),
        ..Default::default()
    };
    let mut size = egui::Vec2::ZERO;
    // The fonts set are ready from the second frame on.
    for _ in 0..2 {
        let output = ctx.run_ui(input.clone(), |ui| {
            ui.allocate_ui_with_layout(
                egui::vec2(width, window.y),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    ui.set_max_width(width);
                    let top = ui.cursor().min.y;
                    add(ui);
                    size = egui::vec2(ui.min_rect().width(), ui.cursor().min.y - top);
                },
            );
        });
        output.drop_without_applying_deltas();
    }
    size
}

/// Message `key` in `lang` with these variables.
fn say(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let text = message_in(lang, key, args);
    assert_ne!(text, key, "{}: no message {key}", lang.code());
    text
}

fn n(value: i64) -> Arg {
    Arg::from(value)
}

/// The findings of a check: what did not fit where.
#[derive(Default)]
struct Misfits(Vec<String>);

impl Misfits {
    fn wider(&mut self, lang: Lang, window: egui::Vec2, what: &str, size: egui::Vec2, width: f32) {
        if size.x > width + 0.5 {
            self.0.push(format!(
                "{} at {}×{}: {what} is {:.0} wide in {width:.0}",
                lang.code(),
                window.x,
                window.y,
                size.x
            ));
        }
    }

    fn taller(&mut self, lang: Lang, window: egui::Vec2, what: &str, height: f32, most: f32) {
        if height > most + 0.5 {
            self.0.push(format!(
                "{} at {}×{}: {what} takes {height:.0} high, more than one line ({most:.0})",
                lang.code(),
                window.x,
                window.y
            ));
        }
    }

    fn assert_none(self) {
        assert!(
            self.0.is_empty(),
            "texts that do not fit:\n{}",
            self.0.join("\n")
        );
    }
}

/// The seat kinds a setup row or a panel row names.
fn seat_kinds(lang: Lang) -> Vec<String> {
    [
        "seat-kind-human",
        "seat-kind-ai-random",
        "seat-kind-ai-quick",
        "seat-kind-ai-strong",
        "seat-kind-online",
    ]
    .iter()
    .map(|k| say(lang, k, &[]))
    .collect()
}

#[test]
fn every_menu_button_keeps_its_label_on_one_line() {
    let ctx = context();
    let mut misfits = Misfits::default();
    for window in WINDOWS {
        // Each column of menu buttons and its width (the button grows to `BUTTON_WIDTH`).
        let columns: [(f32, &[&str]); 8] = [
            (
                CARD_WIDTH,
                &[
                    "title-new-game",
                    "title-learn",
                    "title-resume",
                    "title-replay",
                    "title-discard",
                ],
            ),
            (
                window.x,
                &[
                    "title-play-online",
                    "menu-settings",
                    "title-quit",
                    "setup-start",
                    "setup-create-room",
                    "setup-back",
                    "menu-back-to-cupboard",
                ],
            ),
            (
                PAUSE_WIDTH,
                &[
                    "pause-resume",
                    "pause-rules",
                    "menu-settings",
                    "menu-back-to-cupboard",
                ],
            ),
            (SETTINGS_WIDTH, &["settings-done"]),
            (crate::app::overlays::RULES_CLOSE_WIDTH, &["rules-close"]),
            (
                INNER_WIDTH,
                &[
                    "end-watch-replay",
                    "end-review",
                    "end-new-game",
                    "menu-back-to-cupboard",
                ],
            ),
            (
                ONLINE_CARD_WIDTH,
                &[
                    "online-connect",
                    "online-disconnect",
                    "online-join",
                    "online-start",
                    "online-leave",
                ],
            ),
            (ONLINE_CARD_WIDTH, &["online-take-seat"]),
        ];
        let button = |label: &str, width: f32| {
            measure(&ctx, window, width, |ui| {
                let mut nav = MenuNav::default();
                nav.begin();
                nav_button(ui, &mut nav, label, true);
            })
        };
        for lang in Lang::every() {
            for (width, keys) in columns {
                let one_line = button("OK", width).y;
                for key in keys {
                    let label = say(lang, key, &[("seat", n(3))]);
                    let size = button(&label, width);
                    // A button is as wide as its label, and at most `BUTTON_WIDTH`.
                    misfits.wider(lang, window, key, size, width.min(BUTTON_WIDTH));
                    misfits.taller(lang, window, key, size.y, one_line);
                }
            }
        }
    }
    misfits.assert_none();
}

#[test]
fn every_setup_and_settings_row_stays_in_its_card() {
    let ctx = context();
    let mut misfits = Misfits::default();
    for window in WINDOWS {
        for lang in Lang::every() {
            let kinds = seat_kinds(lang);
            let colour = say(lang, "eile-colour", &[("colour", "yellow".into())]);
            let mut rows: Vec<(String, String)> = vec![
                (say(lang, "eile-players", &[]), "4".into()),
                (say(lang, "eile-stones-each", &[]), "4".into()),
                (
                    say(lang, "eile-play-on", &[]),
                    say(lang, "eile-play-on-yes", &[]),
                ),
                (
                    say(lang, "eile-play-on", &[]),
                    say(lang, "eile-play-on-no", &[]),
                ),
                (
                    say(lang, "raz-quiet-limit", &[]),
                    say(lang, "raz-moves", &[("moves", n(200))]),
                ),
                (say(lang, "suomi-red-players", &[]), "3".into()),
                (say(lang, "suomi-white-players", &[]), "3".into()),
                (
                    say(lang, "suomi-artillery-tiles", &[]),
                    say(
                        lang,
                        "suomi-artillery-count",
                        &[("count", n(4)), ("from", n(3))],
                    ),
                ),
                (
                    say(lang, "suomi-turn-limit", &[]),
                    say(lang, "suomi-turns-a-side", &[("turns", n(300))]),
                ),
                (say(lang, "h-players", &[]), say(lang, "h-players-two", &[])),
                (
                    say(lang, "h-players", &[]),
                    say(lang, "h-players-three", &[]),
                ),
            ];
            let seats = [
                say(
                    lang,
                    "eile-seat",
                    &[("colour", colour.as_str().into()), ("n", n(4))],
                ),
                say(lang, "raz-white-first", &[]),
                say(lang, "suomi-red-player", &[("n", n(3))]),
                say(lang, "suomi-white-player", &[("n", n(3))]),
                say(lang, "h-seat-reds", &[]),
                say(lang, "h-seat-allies", &[]),
                say(lang, "h-seat-whites", &[]),
                say(lang, "h-seat-germans", &[]),
            ];
            for seat in &seats {
                for kind in &kinds {
                    rows.push((seat.clone(), kind.clone()));
                }
            }
            let mut settings: Vec<(String, String)> = vec![
                (say(lang, "settings-volume", &[]), "100 %".into()),
                (say(lang, "settings-ai-pause", &[]), "0.75 s".into()),
            ];
            for key in [
                "animation-slow",
                "animation-normal",
                "animation-fast",
                "animation-instant",
            ] {
                settings.push((say(lang, "settings-animations", &[]), say(lang, key, &[])));
            }
            for other in Lang::every() {
                let name = other.native_name();
                settings.push((say(lang, "settings-language", &[]), name.clone()));
                settings.push((
                    say(lang, "settings-language", &[]),
                    say(
                        lang,
                        "settings-language-system",
                        &[("language", name.into())],
                    ),
                ));
            }
            for (width, rows) in [(OPTIONS_WIDTH, &rows), (SETTINGS_WIDTH, &settings)] {
                for (label, value) in rows {
                    let size = measure(&ctx, window, width, |ui| {
                        let mut nav = MenuNav::default();
                        nav.begin();
                        nav_choice(ui, &mut nav, label, value);
                    });
                    misfits.wider(lang, window, &format!("“{label}: {value}”"), size, width);
                }
            }
        }
    }
    misfits.assert_none();
}

#[test]
fn the_side_panels_buttons_and_rows_stay_in_the_panel() {
    let ctx = context();
    let mut misfits = Misfits::default();
    for window in WINDOWS {
        for lang in Lang::every() {
            let kinds = seat_kinds(lang);
            let longest_kind = kinds
                .iter()
                .max_by_key(|k| k.chars().count())
                .cloned()
                .unwrap_or_default();
            let panel = |add: &mut dyn FnMut(&mut egui::Ui)| {
                measure(&ctx, window, INNER_WIDTH, |ui| add(ui))
            };
            // The row of buttons under a game's panel (Eile mit Weile's has its roll first).
            let buttons: Vec<String> = [
                "eile-roll-button",
                "panel-undo",
                "panel-hint",
                "panel-rules",
                "panel-menu",
            ]
            .iter()
            .map(|k| say(lang, k, &[]))
            .collect();
            let size = panel(&mut |ui| {
                ui.horizontal_wrapped(|ui| {
                    for b in &buttons {
                        panel_button(ui, b, true);
                    }
                });
            });
            misfits.wider(lang, window, "the panel's buttons", size, INNER_WIDTH);
            // The replay's row, playing and paused.
            for key in ["replay-play", "replay-pause"] {
                let label = say(lang, key, &[]);
                let size = panel(&mut |ui| {
                    crate::games::replay_panel::replay_row(ui, &label);
                });
                misfits.wider(lang, window, key, size, INNER_WIDTH);
            }
            let leave = say(lang, "replay-leave", &[]);
            let size = panel(&mut |ui| {
                let _ = ui.button(egui::RichText::new(&leave).size(16.0));
            });
            misfits.wider(lang, window, "replay-leave", size, INNER_WIDTH);
            // Each game's seat rows, with the longest player of the language.
            for kind in &kinds {
                let colour = say(lang, "eile-colour", &[("colour", "yellow".into())]);
                let line = say(
                    lang,
                    "eile-seat-line",
                    &[
                        ("colour", colour.as_str().into()),
                        ("kind", kind.as_str().into()),
                    ],
                );
                let home = say(lang, "eile-home-out", &[("home", n(4)), ("out", n(4))]);
                let size = panel(&mut |ui| {
                    crate::games::eile::hud::seat_row(ui, true, 3, &line, &home);
                });
                misfits.wider(
                    lang,
                    window,
                    &format!("the Eile seat row “{line}”"),
                    size,
                    INNER_WIDTH,
                );
                for side in 0..2u8 {
                    let name = say(
                        lang,
                        "raz-side",
                        &[("side", ["white", "black"][usize::from(side)].into())],
                    );
                    let line = say(
                        lang,
                        "raz-seat-line",
                        &[
                            ("side", name.as_str().into()),
                            ("kind", kind.as_str().into()),
                        ],
                    );
                    let size = panel(&mut |ui| {
                        crate::games::razboiniki::hud::seat_row(ui, true, side, &line, "30 / 30");
                    });
                    misfits.wider(
                        lang,
                        window,
                        &format!("the Razboiniki row “{line}”"),
                        size,
                        INNER_WIDTH,
                    );
                }
            }
            for side in crate::rules::suomi1918::Side::BOTH {
                let name = say(
                    lang,
                    "suomi-side",
                    &[(
                        "side",
                        if side.index() == 0 { "red" } else { "white" }.into(),
                    )],
                );
                let players = [longest_kind.as_str(); 3].join(", ");
                let men = say(lang, "suomi-men", &[("men", "36 000".into())]);
                let size = panel(&mut |ui| {
                    crate::games::suomi1918::hud::seat_row(ui, true, side, [&name, &players, &men]);
                });
                misfits.wider(lang, window, "the 1918 seat row", size, INNER_WIDTH);
            }
            let sides: Vec<(String, egui::Color32)> = ["german", "white"]
                .iter()
                .map(|s| {
                    (
                        say(lang, "h-side", &[("side", (*s).into())]),
                        egui::Color32::BLACK,
                    )
                })
                .collect();
            let cards = say(lang, "h-seat-cards", &[("cards", n(13))]);
            let size = panel(&mut |ui| {
                crate::games::helsinki1918::hud::seat_row(ui, true, &sides, &longest_kind, &cards);
            });
            misfits.wider(lang, window, "the Helsinki seat row", size, INNER_WIDTH);
        }
    }
    misfits.assert_none();
}

#[test]
fn the_helsinki_orders_and_cards_stay_in_their_space() {
    let ctx = context();
    let mut misfits = Misfits::default();
    for window in WINDOWS {
        for lang in Lang::every() {
            let at = "Senaatintori (10,7)";
            let orders = [
                say(lang, "h-act-end", &[]),
                say(lang, "h-act-morale", &[]),
                say(lang, "h-act-recruit", &[]),
                say(lang, "h-act-deploy", &[]),
                say(lang, "h-act-draw-card", &[]),
                say(lang, "h-act-regroup", &[("units", n(3))]),
                say(lang, "h-act-battle", &[("at", at.into()), ("units", n(3))]),
                say(
                    lang,
                    "h-act-arrest",
                    &[("corner", "10,7 / 10,8 / 11,7".into())],
                ),
                say(
                    lang,
                    "h-act-organise",
                    &[("corner", "10,7 / 10,8 / 11,7".into())],
                ),
                say(lang, "h-act-form", &[("at", at.into())]),
                say(lang, "h-act-choose-activity", &[]),
                say(lang, "h-act-choose-tikkurila", &[]),
                say(lang, "h-act-choose-meurer", &[]),
                say(lang, "h-act-choose-division", &[]),
                say(lang, "h-act-shift-harsher", &[]),
                say(lang, "h-act-shift-milder", &[]),
                say(lang, "h-act-morale-shift", &[]),
                say(lang, "h-act-pass", &[]),
                say(lang, "h-roll-or-draw", &[]),
            ];
            let one_line = measure(&ctx, window, INNER_WIDTH, |ui| {
                crate::games::helsinki1918::hud::order_entry(ui, "OK", true);
            })
            .y;
            for order in &orders {
                let size = measure(&ctx, window, INNER_WIDTH, |ui| {
                    crate::games::helsinki1918::hud::order_entry(ui, order, true);
                });
                misfits.wider(
                    lang,
                    window,
                    &format!("the order “{order}”"),
                    size,
                    INNER_WIDTH,
                );
                // An order may take two lines of the list, no more.
                misfits.taller(
                    lang,
                    window,
                    &format!("the order “{order}”"),
                    size.y,
                    2.0 * one_line,
                );
            }
            let play = say(lang, "h-play-it", &[]);
            for key in [
                "h-card-when-initiative",
                "h-card-when-before",
                "h-card-when-after",
            ] {
                let when = say(lang, key, &[]);
                let width = crate::games::helsinki1918::panels::HAND_WIDTH;
                let size = measure(&ctx, window, width, |ui| {
                    crate::games::helsinki1918::panels::card_when_row(ui, &when, Some(&play));
                });
                misfits.wider(lang, window, key, size, width);
            }
        }
    }
    misfits.assert_none();
}

#[test]
fn the_rules_views_title_row_fits_every_window() {
    let ctx = context();
    let mut misfits = Misfits::default();
    assert_eq!(
        WINDOWS[1],
        egui::vec2(MIN_WINDOW.x, MIN_WINDOW.y),
        "the smallest window is the game's"
    );
    for window in WINDOWS {
        let width = rules_width(window);
        for lang in Lang::every() {
            let close = say(lang, "rules-close", &[]);
            for key in [
                "cupboard-eile-rules-title",
                "cupboard-raz-rules-title",
                "cupboard-suomi-rules-title",
                "h-rules-title",
            ] {
                let title = say(lang, key, &[]);
                let size = measure(&ctx, window, width, |ui| {
                    let mut nav = MenuNav::default();
                    nav.begin();
                    rules_title_row(ui, &mut nav, &title, &close);
                });
                misfits.wider(lang, window, key, size, width);
            }
        }
    }
    misfits.assert_none();
}

#[test]
fn a_label_too_long_for_its_space_is_caught() {
    // The checks themselves: a button that must wrap, and a row wider than the panel.
    let ctx = context();
    let window = WINDOWS[0];
    let mut misfits = Misfits::default();
    let one_line = measure(&ctx, window, 200.0, |ui| {
        nav_button(ui, &mut MenuNav::default(), "OK", true);
    })
    .y;
    let long = "Katso viimeisin päättynyt peli uudelleen alusta loppuun";
    let size = measure(&ctx, window, CARD_WIDTH, |ui| {
        nav_button(ui, &mut MenuNav::default(), long, true);
    });
    misfits.wider(Lang::Fi, window, "a long button", size, BUTTON_WIDTH);
    misfits.taller(Lang::Fi, window, "a long button", size.y, one_line);
    let row = measure(&ctx, window, INNER_WIDTH, |ui| {
        crate::games::replay_panel::replay_row(ui, "▶ Воспроизвести воспроизведение");
    });
    misfits.wider(Lang::Ru, window, "a long replay row", row, INNER_WIDTH);
    let fits = measure(&ctx, window, INNER_WIDTH, |ui| {
        row_with_right(
            ui,
            |ui| {
                ui.label(egui::RichText::new("Keltainen · Tekoäly (satunnainen)").size(15.0));
            },
            egui::RichText::new("4 perillä · 4 matkalla").size(13.0),
        );
    });
    assert!(
        fits.x <= INNER_WIDTH + 0.5,
        "a row with its right part under it fits: {fits:?}"
    );
    assert_eq!(misfits.0.len(), 3, "{:?}", misfits.0);
}
