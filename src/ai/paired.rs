//! Measuring two players on paired dice (common random numbers): each seed is played twice,
//! the players' seats swapped, with the same dice and card draws in both games (the chance
//! actions draw from a generator of their own, seeded by the game's seed, and each seat's
//! player from one of its own), so the luck of the dice cancels within a pair and a small
//! difference between the players shows in far fewer games. The ladder
//! (`examples/ladder.rs`) and `examples/ai_duel.rs` measure with it.

use web_time::{Duration, Instant};

use super::{GameRng, sample_chance, seeded_rng};
use crate::rules::{Game, ToMove};

/// A player of a measured game: chooses the action of the seat to move.
pub type Chooser<'a, G> = &'a dyn Fn(&G, &mut GameRng) -> <G as Game>::Action;

/// A game's length limit, past which it counts as shared (none of the games reaches it).
const MAX_ACTIONS: usize = 100_000;

/// One seed's two games: A's points in each (A in the even seats first, then in the odd
/// ones; a shared first place counts its share), and each player's decisions and slowest one.
#[derive(Clone, Debug, PartialEq)]
pub struct PairedGames {
    pub seed: u64,
    pub points: [f64; 2],
    pub decisions: [u64; 2],
    pub slowest: [Duration; 2],
}

impl PairedGames {
    /// A's share of the pair's points (0 to 1).
    pub fn share(&self) -> f64 {
        (self.points[0] + self.points[1]) / 2.0
    }
}

/// The chance generator of seed `seed`'s games: the same in both games of a pair.
pub fn chance_rng(seed: u64) -> GameRng {
    seeded_rng(seed ^ 0xD1CE_D1CE_D1CE_D1CE)
}

/// The generator of the player in `seat` (the same seat draws the same numbers in both games).
pub fn seat_rng(seed: u64, seat: usize) -> GameRng {
    seeded_rng(
        seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(seat as u64 + 1),
    )
}

/// Plays seed `seed` twice between `players` (A, B): in the first game A takes seats 0, 2, …,
/// in the second 1, 3, …; the dice and draws come from one generator seeded by `seed`.
pub fn play_pair<G: Game>(
    options: &G::Options,
    players: [Chooser<G>; 2],
    seed: u64,
) -> PairedGames {
    let mut out = PairedGames {
        seed,
        points: [0.0; 2],
        decisions: [0; 2],
        slowest: [Duration::ZERO; 2],
    };
    for swap in 0..2 {
        let mut game = G::new(options).expect("the options are valid");
        let mut chance = chance_rng(seed);
        let mut seats: Vec<GameRng> = (0..game.seat_count()).map(|s| seat_rng(seed, s)).collect();
        // Which player (0: A, 1: B) plays a seat in this game.
        let player = |seat: usize| (seat + swap) % 2;
        let mut actions = 0;
        while actions < MAX_ACTIONS {
            let action = match game.to_move() {
                ToMove::Over => break,
                ToMove::Chance => sample_chance(&game, &mut chance),
                ToMove::Seat(seat) => {
                    let who = player(seat.index());
                    let started = Instant::now();
                    let action = players[who](&game, &mut seats[seat.index()]);
                    out.slowest[who] = out.slowest[who].max(started.elapsed());
                    out.decisions[who] += 1;
                    action
                }
            };
            game.apply_quietly(&action)
                .expect("the players play legal actions");
            actions += 1;
        }
        out.points[swap] = match game.outcome() {
            Some(outcome) => {
                let winners = outcome.winners();
                winners.iter().filter(|w| player(w.index()) == 0).count() as f64
                    / winners.len().max(1) as f64
            }
            None => 0.5,
        };
    }
    out
}

/// A's mean score over `pairs` (each pair's share counted once) and its 95 % interval's
/// half-width from the spread of the pairs' shares (a normal approximation: the pairs are
/// independent, the two games of a pair are not).
pub fn mean_with_interval(shares: &[f64]) -> (f64, f64) {
    let n = shares.len();
    if n == 0 {
        return (0.5, 0.5);
    }
    let mean = shares.iter().sum::<f64>() / n as f64;
    if n < 2 {
        return (mean, 0.5);
    }
    let variance = shares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    (mean, 1.96 * (variance / n as f64).sqrt())
}

/// The Elo difference a score share means (clamped short of a clean sweep).
pub fn elo_of_share(share: f64) -> f64 {
    let s = share.clamp(0.001, 0.999);
    400.0 * (s / (1.0 - s)).log10()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Strength, choose_action};
    use crate::rules::eile::Eile;

    #[test]
    fn both_games_of_a_pair_roll_the_same_dice_and_a_player_against_itself_scores_half() {
        let quick = |g: &Eile, rng: &mut GameRng| choose_action(g, Strength::Quick, rng);
        let options = crate::rules::eile::EileOptions {
            players: 2,
            ..Default::default()
        };
        // The same player in both chairs, the same dice in both games: the seats' numbers
        // are the same too, so the two games are the same game and A wins exactly one.
        let mut shares = Vec::new();
        for seed in 1..=6 {
            let pair = play_pair::<Eile>(&options, [&quick, &quick], seed);
            assert_eq!(
                pair.points[0] + pair.points[1],
                1.0,
                "one game each: {pair:?}"
            );
            shares.push(pair.share());
        }
        let (mean, half) = mean_with_interval(&shares);
        assert_eq!(mean, 0.5);
        assert_eq!(half, 0.0, "no spread between identical pairs");
    }

    #[test]
    fn the_interval_narrows_with_more_pairs_and_elo_follows_the_share() {
        let few = [1.0, 0.5, 0.5, 0.0, 1.0, 0.5];
        let many: Vec<f64> = few.iter().cycle().take(60).copied().collect();
        let (m1, h1) = mean_with_interval(&few);
        let (m2, h2) = mean_with_interval(&many);
        assert!((m1 - m2).abs() < 1e-12 && h2 < h1 / 2.0, "{h1} {h2}");
        assert!((elo_of_share(0.5)).abs() < 1e-9);
        assert!(
            (elo_of_share(0.64) - 100.0).abs() < 2.5,
            "{}",
            elo_of_share(0.64)
        );
        assert!(elo_of_share(0.3) < 0.0);
    }
}
