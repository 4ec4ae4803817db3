//! The server's statistics of finished games: per game and options, the games, each seat's
//! wins, how they ended, their lengths and how the players fared against each AI level;
//! from the store's finished rooms (or, without a store, those finished in this run).

use std::collections::BTreeMap;

use super::{ClientKey, Lobby, Outbox};
use crate::{
    ai::Strength,
    net::{
        protocol::{AgainstAi, GameStats, Notice},
        store::{RoomHead, StoredHolder},
    },
};

/// The finished rooms a server without a store remembers for its statistics.
pub const KEPT_FINISHED: usize = 10_000;

/// The most finished rooms of the store the statistics read.
pub const MOST_READ: usize = 200_000;

/// Seconds the statistics are kept before they are worked out again.
const STATS_FRESH: u64 = 60;

/// Each seat's place in a finished room: its places by the rules, or after a loss on time or
/// a resignation with two seats, the other seat first (none: not known).
fn places_of(head: &RoomHead) -> Option<Vec<u8>> {
    if !head.places.is_empty() {
        return Some(head.places.clone());
    }
    match head.forfeit {
        Some(lost) if head.seats.len() == 2 => {
            Some((0..2).map(|s| if s == lost { 2 } else { 1 }).collect())
        }
        _ => None,
    }
}

/// The statistics of `heads` (finished rooms), per game and options, in that order.
pub fn stats_of(heads: &[RoomHead]) -> Vec<GameStats> {
    let mut by_game: BTreeMap<(String, String), GameStats> = BTreeMap::new();
    let mut totals: BTreeMap<(String, String), u64> = BTreeMap::new();
    for head in heads.iter().filter(|h| h.over) {
        let key = (head.game.clone(), head.options.clone());
        let stats = by_game.entry(key.clone()).or_insert_with(|| GameStats {
            game: head.game.clone(),
            options: head.options.clone(),
            shortest: u32::MAX,
            ..GameStats::default()
        });
        stats.finished += 1;
        if head.forfeit.is_some() {
            if head.resigned {
                stats.resigned += 1;
            } else {
                stats.on_time += 1;
            }
        }
        stats.shortest = stats.shortest.min(head.actions);
        stats.longest = stats.longest.max(head.actions);
        *totals.entry(key).or_default() += u64::from(head.actions);
        if stats.seat_wins.len() < head.seats.len() {
            stats.seat_wins.resize(head.seats.len(), 0);
        }
        let Some(places) = places_of(head) else {
            continue;
        };
        for (seat, place) in places.iter().enumerate() {
            if *place == 1 && seat < stats.seat_wins.len() {
                stats.seat_wins[seat] += 1;
            }
        }
        // The players against each AI level at the table: ahead of every seat of it?
        let players: Vec<usize> = head
            .seats
            .iter()
            .enumerate()
            .filter(|(_, h)| matches!(h, StoredHolder::Player { .. }))
            .map(|(s, _)| s)
            .collect();
        let mut levels: Vec<Strength> = head
            .seats
            .iter()
            .filter_map(|h| match h {
                StoredHolder::Ai(s) => Some(*s),
                _ => None,
            })
            .collect();
        levels.sort_by_key(|s| s.label());
        levels.dedup();
        for level in levels {
            let best_ai = head
                .seats
                .iter()
                .enumerate()
                .filter(|(_, h)| matches!(h, StoredHolder::Ai(s) if *s == level))
                .filter_map(|(s, _)| places.get(s).copied())
                .min();
            let (Some(best_ai), false) = (best_ai, players.is_empty()) else {
                continue;
            };
            let entry = match stats.against_ai.iter_mut().position(|a| a.level == level) {
                Some(i) => &mut stats.against_ai[i],
                None => {
                    stats.against_ai.push(AgainstAi {
                        level,
                        players: 0,
                        players_ahead: 0,
                    });
                    stats.against_ai.last_mut().expect("just pushed")
                }
            };
            for &p in &players {
                entry.players += 1;
                if places.get(p).is_some_and(|&place| place < best_ai) {
                    entry.players_ahead += 1;
                }
            }
        }
    }
    by_game
        .into_iter()
        .map(|(key, mut stats)| {
            let total = totals.get(&key).copied().unwrap_or(0);
            stats.mean_actions = (total / u64::from(stats.finished.max(1))) as u32;
            if stats.finished == 0 {
                stats.shortest = 0;
            }
            stats.against_ai.sort_by_key(|a| {
                ["random", "quick", "strong", "master"]
                    .iter()
                    .position(|l| *l == a.level.label())
            });
            stats
        })
        .collect()
}

impl Lobby {
    /// The statistics for `client` (worked out at most once a minute).
    pub(super) fn stats(&mut self, client: ClientKey) -> Outbox {
        let now = self.now;
        let fresh = self
            .stats_cache
            .as_ref()
            .is_some_and(|(at, _)| now < at + STATS_FRESH);
        if !fresh {
            let games = match self.store.as_mut() {
                Some(store) => match store.finished_heads(MOST_READ) {
                    Ok(heads) => stats_of(&heads),
                    Err(reason) => return super::refused(client, reason),
                },
                None => {
                    let mut heads: Vec<RoomHead> = self.finished_log.iter().cloned().collect();
                    heads.extend(
                        self.rooms
                            .iter()
                            .filter(|(_, r)| r.over())
                            .map(|(code, r)| r.head(code)),
                    );
                    stats_of(&heads)
                }
            };
            self.stats_cache = Some((now, games));
        }
        let games = self
            .stats_cache
            .as_ref()
            .map(|(_, g)| g.clone())
            .unwrap_or_default();
        vec![(client, Notice::Stats { games })]
    }

    /// Room `code` leaves memory: a finished one is remembered for the statistics of a server
    /// without a store.
    pub(super) fn remember_finished(&mut self, code: &str) {
        if self.store.is_some() {
            return;
        }
        if let Some(room) = self.rooms.get(code)
            && room.over()
        {
            self.finished_log.push_back(room.head(code));
            if self.finished_log.len() > KEPT_FINISHED {
                self.finished_log.pop_front();
            }
        }
    }
}
