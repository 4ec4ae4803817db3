//! Headless app test of the History view: in a game of the 1918 map, N (with the place under
//! the pointer) opens the view on that place's note, read from the notes built into the
//! desktop game in the player's language; in Eile mit Weile, which has no place notes, it
//! opens on the makers' notes; Close goes back to the board.
#![cfg(feature = "app")]

use bevy::prelude::*;
use pelikaappi::{
    app::{
        Overlay,
        history_load::{self, HistoryLibrary},
        history_view::{self, HistoryPlace, HistoryTab, HistoryView},
        menu::MenuNav,
    },
    games::{
        core::SeatKind,
        suomi1918::{SuomiSetup, core_plugin},
    },
    i18n::{self, Lang},
    rules::suomi1918::{Suomi1918, SuomiOptions},
};

#[path = "support/app.rs"]
mod support;

fn press(app: &mut App, key: KeyCode) {
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    keys.press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
    app.update();
}

#[test]
fn n_opens_the_note_of_the_place_under_the_pointer_in_the_players_language() {
    let setup = SuomiSetup {
        options: SuomiOptions::default(),
        seats: vec![SeatKind::Human, SeatKind::Human],
    };
    let mut app = support::base_app("history");
    app.init_resource::<ButtonInput<KeyCode>>();
    app.init_resource::<MenuNav>();
    app.add_plugins((history_load::plugin, history_view::plugin));
    app.insert_resource(setup);
    let mut app = support::open_match::<Suomi1918, _>(
        app,
        pelikaappi::games::table::MatchStart::new_game("suomi1918"),
        7,
        core_plugin,
    );
    app.update();
    app.update();
    i18n::set_language(Lang::Fi);
    // The board says Tampere is under the pointer.
    app.world_mut().resource_mut::<HistoryPlace>().0 = Some("tampere".into());
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::History
    );
    let library = app.world().resource::<HistoryLibrary>();
    let book = library
        .book()
        .expect("the notes are read when the view opens");
    let view = app.world().resource::<HistoryView>();
    assert_eq!(view.tab, HistoryTab::Notes);
    let notes = book.notes("suomi1918");
    let shown = &notes[view.selected];
    assert_eq!(shown.place, "tampere");
    assert!(
        shown.text.contains("Tampere") && shown.text.contains("huhtikuuta"),
        "the note in Finnish: {}",
        shown.text
    );
    assert!(!shown.sources.is_empty(), "every note names its sources");
    // The list is by date: the first note is the earliest.
    assert!(notes.windows(2).all(|w| w[0].first <= w[1].first));
    i18n::set_language(Lang::En);
    app.update();
    let library = app.world().resource::<HistoryLibrary>();
    let book = library.book().expect("read again in English");
    assert!(
        book.note_of("suomi1918", "tampere")
            .unwrap()
            .text
            .contains("the heaviest battle of the war")
    );

    // Closing (Back) goes back to the board; with no place under the pointer N opens the list.
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::None);
    app.update();
    app.world_mut().resource_mut::<HistoryPlace>().0 = None;
    press(&mut app, KeyCode::F3);
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::History
    );
    // Eile mit Weile has no place notes: the same key opens its makers' notes.
    let mut view = app.world_mut().resource_mut::<HistoryView>();
    let mut next = NextState::<Overlay>::default();
    history_view::open(&mut view, &mut next, "eile", HistoryTab::Notes, None, false);
    assert_eq!(view.tab, HistoryTab::Makers);
    let book = app.world().resource::<HistoryLibrary>().book().unwrap();
    assert!(book.makers("eile").len() >= 3);
    assert!(!book.makers_sources("eile").is_empty());
}
