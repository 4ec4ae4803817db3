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

/// Every number below the chance outcomes' total weight draws the outcome whose share holds
/// it, in the order of `chance_outcomes`, asking once about that total (the weights are the
/// probabilities over the first one's denominator, as `Game::pick_chance_outcome` says).
pub fn assert_chance_pick_matches_outcomes<G: Game>(game: &G) {
    let outcomes = game.chance_outcomes();
    let scale = outcomes.first().map_or(1, |(_, p)| p.denominator);
    let weights: Vec<u32> = outcomes
        .iter()
        .map(|(_, p)| p.numerator * (scale / p.denominator.max(1)))
        .collect();
    let total: u32 = weights.iter().sum();
    let mut number = 0;
    for ((expected, _), weight) in outcomes.iter().zip(&weights) {
        for _ in 0..*weight {
            let mut asked = Vec::new();
            let drawn = game.pick_chance_outcome(&mut |t| {
                asked.push(t);
                number
            });
            assert_eq!(drawn.as_ref(), Some(expected), "number {number} of {total}");
            assert_eq!(asked, vec![total], "asked once, about the total weight");
            number += 1;
        }
    }
    assert_eq!(
        game.pick_chance_outcome(&mut |t| t.max(1)),
        None,
        "past the end"
    );
}
