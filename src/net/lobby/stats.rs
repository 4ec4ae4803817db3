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

/// The most finished rooms of the store read at the start.
pub const MOST_READ: usize = 200_000;

/// The most games-with-options the statistics tell (those with the most finished games).
pub const MOST_GROUPS: usize = 100;

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

/// Running statistics: per game and options, the statistics so far and the sum of the
/// records' lengths.
pub type StatsTotals = BTreeMap<(String, String), (GameStats, u64)>;

/// The statistics of `heads` (finished rooms), per game and options, in that order.
pub fn stats_of(heads: &[RoomHead]) -> Vec<GameStats> {
    let mut totals = StatsTotals::new();
    for head in heads {
        add_to_stats(&mut totals, head);
    }
    told_stats(&totals, usize::MAX)
}

/// The statistics as told: the mean lengths worked out, the groups with the most finished
/// games first when there are more than `most` (else in order of game and options).
pub fn told_stats(totals: &StatsTotals, most: usize) -> Vec<GameStats> {
    let mut games: Vec<GameStats> = totals
        .values()
        .map(|(stats, total)| {
            let mut stats = stats.clone();
            stats.mean_actions = (total / u64::from(stats.finished.max(1))) as u32;
            if stats.finished == 0 {
                stats.shortest = 0;
            }
            stats
        })
        .collect();
    if games.len() > most {
        games.sort_by_key(|g| std::cmp::Reverse(g.finished));
        games.truncate(most);
        games.sort_by(|a, b| (&a.game, &a.options).cmp(&(&b.game, &b.options)));
    }
    games
}

/// Adds finished room `head` to `totals`.
pub fn add_to_stats(totals: &mut StatsTotals, head: &RoomHead) {
    if !head.over {
        return;
    }
    let key = (head.game.clone(), head.options.clone());
    let (stats, total) = totals.entry(key).or_insert_with(|| {
        (
            GameStats {
                game: head.game.clone(),
                options: head.options.clone(),
                shortest: u32::MAX,
                ..GameStats::default()
            },
            0,
        )
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
    *total += u64::from(head.actions);
    if stats.seat_wins.len() < head.seats.len() {
        stats.seat_wins.resize(head.seats.len(), 0);
    }
    let Some(places) = places_of(head) else {
        return;
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
    if players.is_empty() {
        return;
    }
    let mut levels: Vec<Strength> = head
        .seats
        .iter()
        .filter_map(|h| match h {
            StoredHolder::Ai(s) => Some(*s),
            _ => None,
        })
        .collect();
    levels.sort_by_key(|s| level_order(*s));
    levels.dedup();
    for level in levels {
        let Some(best_ai) = head
            .seats
            .iter()
            .enumerate()
            .filter(|(_, h)| matches!(h, StoredHolder::Ai(s) if *s == level))
            .filter_map(|(s, _)| places.get(s).copied())
            .min()
        else {
            continue;
        };
        let at = match stats.against_ai.iter().position(|a| a.level == level) {
            Some(i) => i,
            None => {
                stats.against_ai.push(AgainstAi {
                    level,
                    players: 0,
                    players_ahead: 0,
                });
                stats.against_ai.sort_by_key(|a| level_order(a.level));
                stats
                    .against_ai
                    .iter()
                    .position(|a| a.level == level)
                    .expect("just added")
            }
        };
        let entry = &mut stats.against_ai[at];
        for &p in &players {
            entry.players += 1;
            if places.get(p).is_some_and(|&place| place < best_ai) {
                entry.players_ahead += 1;
            }
        }
    }
}

/// The AI levels from the weakest.
fn level_order(level: Strength) -> usize {
    match level {
        Strength::Random => 0,
        Strength::Quick => 1,
        Strength::Strong => 2,
        Strength::Master => 3,
    }
}

impl Lobby {
    /// How many finished games the statistics have counted in this run (a change of it is a
    /// change of the statistics).
    pub fn statistics_changes(&self) -> u64 {
        self.stats_changes
    }

    /// The statistics of the finished games so far (as `Request::Stats` answers them).
    pub fn statistics(&self) -> Vec<GameStats> {
        told_stats(&self.stats_totals, MOST_GROUPS)
    }

    /// The statistics for `client`: the running totals (no store is read).
    pub(super) fn stats(&mut self, client: ClientKey) -> Outbox {
        let games = told_stats(&self.stats_totals, MOST_GROUPS);
        vec![(client, Notice::Stats { games })]
    }

    /// Counts every finished room not counted yet (once a second, and as a room leaves
    /// memory): each finished game is counted once.
    pub(super) fn count_finished(&mut self, only: Option<&str>) {
        let codes: Vec<String> = match only {
            Some(code) => vec![code.to_string()],
            None => self
                .rooms
                .iter()
                .filter(|(_, r)| !r.counted && r.over())
                .map(|(c, _)| c.clone())
                .collect(),
        };
        for code in codes {
            let Some(room) = self.rooms.get_mut(&code) else {
                continue;
            };
            if room.counted || !room.over() {
                continue;
            }
            room.counted = true;
            let head = room.head(&code);
            add_to_stats(&mut self.stats_totals, &head);
            self.stats_changes += 1;
        }
    }

    /// Finished room `code` leaves memory: its end is told and it is counted first.
    pub(super) fn finished_leaving(&mut self, code: &str) {
        self.tell_end_before_leaving(code);
        self.count_finished(Some(code));
    }
}
