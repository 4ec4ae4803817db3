//! The random player's choice without a list (`Game::pick_legal_action`) against the list, and
//! the dice drawn without a list of outcomes (`Game::pick_chance_outcome`) against that list.

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

/// The first and the last number of each chance outcome's share of the total weight draw that
/// outcome, in the order of `chance_outcomes`, asking once about that total (the weights are
/// the probabilities over the first one's denominator, as `Game::pick_chance_outcome` says);
/// a number past the end draws nothing, and so does any number when chance is not to move.
pub fn assert_chance_pick_matches_outcomes<G: Game>(game: &G) {
    let outcomes = game.chance_outcomes();
    let scale = outcomes.first().map_or(1, |(_, p)| p.denominator);
    let weights: Vec<u32> = outcomes
        .iter()
        .map(|(_, p)| p.numerator * (scale / p.denominator.max(1)))
        .collect();
    let total: u32 = weights.iter().sum();
    let mut start = 0;
    for ((expected, _), &weight) in outcomes.iter().zip(&weights) {
        if weight == 0 {
            continue;
        }
        for number in [start, start + weight - 1] {
            let mut asked = Vec::new();
            let drawn = game.pick_chance_outcome(&mut |t| {
                asked.push(t);
                number
            });
            assert_eq!(drawn.as_ref(), Some(expected), "number {number} of {total}");
            assert_eq!(asked, vec![total], "asked once, about the total weight");
        }
        start += weight;
    }
    if outcomes.is_empty() {
        // Chance is not to move: nothing is drawn, whatever the number.
        assert_eq!(
            game.pick_chance_outcome(&mut |_| 0),
            None,
            "no outcome to draw"
        );
    }
    if total > 0 {
        let past_the_end = game.pick_chance_outcome(&mut |t| t);
        assert_eq!(past_the_end, None, "past the end");
    }
}
