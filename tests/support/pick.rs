//! The random player's choice without a list (`Game::pick_legal_action`) against the list.

use pelikaappi::rules::Game;

/// Every index of the legal actions picks the action at that index, the number asked about
/// is the list's length (asked once, and only when there are two or more), an index past the end picks
/// nothing, and a position with no action picks none.
pub fn assert_pick_matches_list<G: Game>(game: &G) {
    let listed = game.legal_actions();
    for (k, expected) in listed.iter().enumerate() {
        let mut asked = Vec::new();
        let picked = game.pick_legal_action(&mut |n| {
            asked.push(n);
            k
        });
        assert_eq!(picked.as_ref(), Some(expected), "index {k} of {listed:?}");
        let wanted: Vec<usize> = (listed.len() > 1)
            .then_some(listed.len())
            .into_iter()
            .collect();
        assert_eq!(asked, wanted, "asked once, about the number of actions");
    }
    let past_the_end = game.pick_legal_action(&mut |n| n);
    match listed.len() {
        0 => assert_eq!(past_the_end, None, "no action to pick"),
        1 => assert_eq!(past_the_end.as_ref(), listed.first(), "the only action"),
        _ => assert_eq!(past_the_end, None, "an index past the end picks nothing"),
    }
}
