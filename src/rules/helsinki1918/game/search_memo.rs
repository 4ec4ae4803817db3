//! Move searches and command areas carried from state to state while they still hold, so a
//! listing of orders need not search again what the last action left untouched.

use super::movement::MoveEnd;
use super::*;
use crate::rules::common::InlineList;
use crate::rules::helsinki1918::grid::Grid;
use crate::rules::helsinki1918::hex_distance;
use std::sync::Arc;

/// A move search kept for reuse: whose, from where, whether minor roads counted, its ends,
/// and whether it may be carried to the next state (a start on the grid, not in a battle).
#[derive(Clone, Debug)]
pub(super) struct KeptSearch {
    side: Side,
    start: Hex,
    minor: bool,
    carry: bool,
    ends: Arc<[MoveEnd]>,
    /// How far from `start` the search read units (`Helsinki1918::move_ends_and_reach`).
    reach: u8,
}

/// How many move searches a state carries to the next (at most `KEPT_MOST` when a listing
/// made more).
const KEPT_SEARCHES: usize = 48;
/// The most searches kept: one bit each in `SearchMemo::gone`.
const KEPT_MOST: usize = 64;
const _: () = assert!(KEPT_SEARCHES <= KEPT_MOST && KEPT_MOST <= u64::BITS as usize);

/// Move searches carried from state to state. A search reads the units of the hexes it
/// enters and of a fortification next to them: at most its reach from its start (one more
/// than the most steps it took from a hex, two where it looked beside a fortification; at
/// most `road movement + 1`), so after an action it stays true unless a unit left or entered
/// a hex that near. The searches a listing made are kept with it; applying an action carries
/// them on, without those within reach of the hexes whose units changed.
#[derive(Clone, Debug, Default)]
pub(super) struct SearchMemo {
    kept: Arc<Vec<KeptSearch>>,
    /// Bit `i` set: `kept[i]` no longer holds (a unit moved within its reach). Marked, not
    /// taken out: the list is shared from state to state and made again only by a listing.
    gone: u64,
    listed: std::sync::OnceLock<Arc<Vec<KeptSearch>>>,
    /// The hexes units left or entered during the action being applied (`None`: too many
    /// to list, forget every search).
    changed: Option<InlineList<Hex, 16>>,
    /// Each side's command area (by `Side::index`), kept until a unit moves: the area reads
    /// every hex's units.
    pub(super) areas: [std::sync::OnceLock<Arc<super::board::KeptArea>>; 3],
}

impl SearchMemo {
    /// An action begins: no hex changed yet.
    pub(super) fn begin(&mut self) {
        self.changed = Some(InlineList::default());
    }

    /// A unit left or entered `h`.
    pub(super) fn changed(&mut self, h: Hex) {
        self.areas = Default::default();
        if let Some(list) = &mut self.changed
            && !list.contains(&h)
            && !list.push(h)
        {
            self.changed = None;
        }
    }

    /// The action is applied: the searches of its state that still hold go on to the next.
    pub(super) fn carry(&mut self) {
        if let Some(listed) = self.listed.take() {
            self.kept = listed;
            self.gone = 0;
        }
        match self.changed.take() {
            Some(changed) => {
                for &h in changed.iter() {
                    for (i, k) in self.kept.iter().enumerate() {
                        if hex_distance(h, k.start) <= i32::from(k.reach) {
                            self.gone |= 1 << i;
                        }
                    }
                }
            }
            None => {
                self.kept = Arc::default();
                self.gone = 0;
            }
        }
    }

    /// The searches that still hold.
    fn holding(&self) -> impl Iterator<Item = &KeptSearch> {
        holding(&self.kept, self.gone)
    }

    /// Forgets every search (a change made without a rule).
    pub(super) fn forget(&mut self) {
        *self = SearchMemo::default();
    }

    /// Keeps the searches a listing made (and the older ones it did not repeat).
    fn record(&self, made: Vec<KeptSearch>, grid: &Grid) {
        if made.is_empty() {
            return;
        }
        let mut kept: Vec<KeptSearch> = Vec::with_capacity(KEPT_MOST);
        kept.extend(made.into_iter().filter(|k| k.carry).take(KEPT_MOST));
        // The sides and starts made anew, as a set by side and cell (a search is carried only
        // from a start on the grid): an older search of one of them is not kept.
        let words = grid.len().div_ceil(64);
        let slot_of = |k: &KeptSearch| grid.cell(k.start).map(|c| k.side.index() * words * 64 + c);
        let mut made_anew = vec![0u64; 3 * words];
        for slot in kept.iter().filter_map(slot_of) {
            made_anew[slot / 64] |= 1 << (slot % 64);
        }
        for k in self.holding() {
            if kept.len() >= KEPT_SEARCHES {
                break;
            }
            let anew = slot_of(k).is_some_and(|s| made_anew[s / 64] >> (s % 64) & 1 == 1);
            if !anew {
                kept.push(k.clone());
            }
        }
        let _ = self.listed.set(Arc::new(kept));
    }
}

/// The searches of `kept` that still hold: those whose bit in `gone` is clear.
fn holding(kept: &[KeptSearch], gone: u64) -> impl Iterator<Item = &KeptSearch> {
    kept.iter()
        .enumerate()
        .filter(move |(i, _)| gone >> i & 1 == 0)
        .map(|(_, k)| k)
}

/// The move searches made while listing one position's orders, by start hex (one side's),
/// with those the state carried.
pub(super) struct MoveSearches<'a> {
    kept: &'a [KeptSearch],
    /// `SearchMemo::gone`: the kept searches that no longer hold.
    gone: u64,
    made: Vec<KeptSearch>,
}

impl<'a> MoveSearches<'a> {
    /// The searches of a listing of `game`'s orders.
    pub(super) fn of(game: &'a Helsinki1918) -> Self {
        Self {
            kept: &game.searches.kept,
            gone: game.searches.gone,
            // Room for a listing's searches: a start for each stack and HQ hex.
            made: Vec::with_capacity(KEPT_SEARCHES),
        }
    }

    /// Searches made afresh, none carried (for tests).
    #[cfg(test)]
    pub(super) fn fresh() -> Self {
        Self {
            kept: &[],
            gone: 0,
            made: Vec::new(),
        }
    }

    /// The ends of a move of `side` from `start`, searched once.
    pub(super) fn ends(&mut self, game: &Helsinki1918, side: Side, start: Hex) -> &[MoveEnd] {
        let minor = game.minor_counts(side);
        let found = |k: &&KeptSearch| k.side == side && k.start == start && k.minor == minor;
        let at = match self.made.iter().position(|k| found(&k)) {
            Some(at) => at,
            None => {
                let search = match holding(self.kept, self.gone).find(found) {
                    Some(k) => k.clone(),
                    None => {
                        let (ends, reach) = game.move_ends_and_reach(side, start);
                        KeptSearch {
                            side,
                            start,
                            minor,
                            carry: game.data.cell(start).is_some()
                                && game.all_units_on_grid()
                                && !game.in_battle(start),
                            ends,
                            reach,
                        }
                    }
                };
                self.made.push(search);
                self.made.len() - 1
            }
        };
        &self.made[at].ends
    }

    /// The listing is done: its searches are kept with `game`'s state.
    pub(super) fn keep(self, game: &Helsinki1918) {
        game.searches.record(self.made, &game.data.grid);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_games::play_seeded_game;
    use super::*;

    /// Searches carried from state to state list the same orders (and command areas) as
    /// searches made afresh, in every decision of seeded games (random and quick seats).
    #[test]
    fn carried_searches_list_the_orders_fresh_searches_list() {
        use crate::ai::Strength;
        let mut carried = 0;
        for seed in 0..4 {
            let strength = if seed < 3 {
                Strength::Random
            } else {
                Strength::Quick
            };
            play_seeded_game(seed, 500, strength, |game, step| {
                if game.to_move() == ToMove::Chance {
                    return;
                }
                carried += usize::from(game.searches.holding().next().is_some());
                let listed = game.legal_actions();
                let mut fresh = game.clone();
                fresh.searches.forget();
                fresh.legal_cache = std::sync::OnceLock::new();
                assert_eq!(fresh.legal_actions(), listed, "seed {seed}, action {step}");
                for side in Side::ALL {
                    let kept: Vec<Hex> = game.command_area_of(side).hexes().collect();
                    let searched: Vec<Hex> = fresh.command_area_of(side).hexes().collect();
                    assert_eq!(kept, searched, "seed {seed}, action {step}, {side}");
                }
            });
        }
        assert!(
            carried > 500,
            "only {carried} listings with carried searches"
        );
    }
}
