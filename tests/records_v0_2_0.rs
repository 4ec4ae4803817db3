//! The game records and saves written by Pelikaappi 0.2.0 (`tests/data/v0.2.0/`, made with
//! `pelikaappi sim --games 1 --seed 202 --records DIR` and the app's save format) load in this
//! version and in every later one: a record replays to its end, a save resumes its game. When
//! a change of the rules or of a format breaks one of these, the change must read the old
//! file (a migration), not the file be made anew.

use pelikaappi::rules::{
    Game, eile::Eile, helsinki1918::Helsinki1918, razboiniki::Razboiniki, record::GameRecord,
    suomi1918::Suomi1918,
};

fn data(name: &str) -> String {
    // The folder of the package as cargo runs the test (not as it was compiled: a build
    // cache shared between clones of the repository keeps the path of the first).
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let path = format!("{root}/tests/data/v0.2.0/{name}");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn replays_to_its_end<G: Game>(name: &str) -> usize {
    let record = GameRecord::from_json(&data(name))
        .unwrap_or_else(|e| panic!("{name} reads: {}", e.message));
    let game: G = record
        .replay()
        .unwrap_or_else(|e| panic!("{name} replays: {e}"));
    assert!(game.outcome().is_some(), "{name}: the game ends as it did");
    record.actions.len()
}

#[test]
fn the_records_of_0_2_0_replay_to_their_end() {
    assert!(replays_to_its_end::<Eile>("eile-record.json") > 50);
    assert!(replays_to_its_end::<Razboiniki>("razboiniki-record.json") > 10);
    assert!(replays_to_its_end::<Suomi1918>("suomi1918-record.json") > 50);
    assert!(replays_to_its_end::<Helsinki1918>("helsinki1918-record.json") > 300);
}

#[cfg(feature = "app")]
#[test]
fn the_saves_of_0_2_0_resume_their_games() {
    use pelikaappi::games::core::check_save;
    let (saved, game) = check_save::<Eile>(&data("eile-autosave.json"))
        .unwrap_or_else(|e| panic!("the Eile save loads: {}", e.english()));
    assert_eq!(saved.record.actions.len(), 20);
    assert!(game.outcome().is_none(), "a game in progress");
    let (saved, game) = check_save::<Helsinki1918>(&data("helsinki1918-autosave.json"))
        .unwrap_or_else(|e| panic!("the Helsinki 1918 save loads: {}", e.english()));
    assert_eq!(saved.record.actions.len(), 300);
    assert!(game.outcome().is_none(), "a game in progress");
}
