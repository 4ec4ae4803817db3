//! A search over what a Helsinki 1918 side cannot see: information-set Monte Carlo tree search
//! (single observer, with availability counts: Cowling, Powley & Whitehouse 2012). Each
//! iteration deals the other sides' hands and the draw piles again from what this seat cannot
//! see, walks down a tree of this seat's decisions (the planner's best few orders by the
//! quick evaluation at each, chosen by UCB1 among those legal in this deal), and plays on
//! with the planner's fast greedy policy to the planner's horizon (the end of this initiative
//! and of the next), judged as the planner judges. The most-visited first order is played.

use web_time::{Duration, Instant};

use super::{
    GameRng, PlanSteps,
    helsinki1918_eval::static_values,
    helsinki1918_plan::{
        HORIZON_INITIATIVES, RANKING_STEP, ROLLOUT_DECISIONS, ROLLOUT_JUDGED, Rollout, fast_choice,
        judge,
    },
    master::MasterBudget,
    pick_index, sample_chance, seeded_rng, shuffle,
};
use crate::rules::{
    Game, ToMove,
    helsinki1918::{GERMAN, HAction, Helsinki1918, RED, Side, WHITE, seat_sides},
};

/// The first orders the search weighs: the quick evaluation's best few.
const ROOT_CANDIDATES: usize = 6;
/// The orders weighed at this seat's later decisions in the tree.
const NODE_CANDIDATES: usize = 3;
/// A later node is ranked at this visit (before it, its iterations play on with the fast
/// policy): ranking every order costs as much as three or four iterations, so only the
/// information sets met again and again are worth it.
const RANK_AT_VISIT: u32 = 3;
/// UCB1's exploration, in standard deviations of the results seen so far.
const EXPLORATION: f64 = 1.0;
/// A budget of positions buys one iteration for this many (the planner's rollouts are
/// counted alike by the master's `RefinedPlan`), and never fewer than the strong player's rollouts.
const POSITIONS_PER_ITERATION: u32 = 10_000;
const MIN_ITERATIONS: u32 = 12;

/// What this seat sees of an action: the action, or that a hidden card was drawn or swapped.
type Seen = Option<HAction>;

/// One of this seat's information sets: the orders weighed there (none until it is ranked,
/// at its `RANK_AT_VISIT`th visit) and the visits that met it unranked.
#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
    ranked: bool,
    visits: u32,
}

/// An order at a node: how often it was taken and was legal (available), the results'
/// total, and the information sets it led to, by what this seat saw on the way.
struct Edge {
    action: HAction,
    visits: u32,
    available: u32,
    total: f64,
    children: Vec<(Vec<Seen>, usize)>,
}

/// Where an iteration is.
enum Stage {
    /// At this seat's decision in the tree's node.
    AtNode(usize),
    /// After the edge's order, until this seat decides again (what it sees is gathered).
    After(usize, usize, Vec<Seen>),
    /// Out of the tree: the playout.
    Playout,
}

/// An iteration under way: the dealt game played on, the path of (node, edge) taken.
struct Descent {
    rollout: Rollout,
    path: Vec<(usize, usize)>,
    stage: Stage,
}

/// A node's ranking under way: the position's orders still to judge (the next last) and
/// those judged.
struct Ranking {
    node: usize,
    game: Helsinki1918,
    left: Vec<HAction>,
    judged: Vec<(f64, HAction)>,
}

/// The search as steps: a dozen orders judged, or one decision of an iteration, a step.
pub struct IsMcts {
    /// The position with the hidden cards put in a fixed order (`erase_hidden_order`).
    root: Helsinki1918,
    seat: usize,
    viewer: Vec<Side>,
    rng: GameRng,
    deadline: Option<Instant>,
    max_iterations: u32,
    iterations: u32,
    nodes: Vec<Node>,
    ranking: Option<Ranking>,
    descent: Option<Descent>,
    /// The results seen (count, mean, sum of squared deviations), for UCB1's scale.
    results: (u32, f64, f64),
    decided: Option<HAction>,
    /// The longest step so far (a search on the clock ends a step early rather than late).
    longest_step: Duration,
}

impl IsMcts {
    /// The search for the seat to move in `game` within `budget`; its random numbers come
    /// from a generator seeded from `rng` here.
    pub fn new(game: &Helsinki1918, rng: &mut GameRng, budget: MasterBudget) -> Self {
        let started = Instant::now();
        let seat = match game.to_move() {
            ToMove::Seat(seat) => seat.index(),
            _ => 0,
        };
        let viewer = seat_sides(game.options().players, seat);
        let mut own = seeded_rng(u64::from(pick_index(rng, u32::MAX as usize) as u32));
        let mut root = game.clone();
        erase_hidden_order(&mut root, &viewer);
        let mut actions = root.legal_actions();
        shuffle(&mut actions, &mut own);
        let decided = (actions.len() <= 1)
            .then(|| actions.first().cloned())
            .flatten();
        actions.reverse();
        let (deadline, max_iterations) = match budget {
            MasterBudget::Time(time) => (Some(started + time), u32::MAX),
            MasterBudget::Positions(n) => (None, (n / POSITIONS_PER_ITERATION).max(MIN_ITERATIONS)),
        };
        Self {
            ranking: Some(Ranking {
                node: 0,
                game: root.clone(),
                left: actions,
                judged: Vec::new(),
            }),
            root,
            seat,
            viewer,
            rng: own,
            deadline,
            max_iterations,
            iterations: 0,
            nodes: vec![Node::default()],
            descent: None,
            results: (0, 0.0, 0.0),
            decided,
            longest_step: Duration::ZERO,
        }
    }

    /// The iterations finished so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// The first orders weighed, with their visits (empty until they are ranked).
    pub fn root_visits(&self) -> Vec<(HAction, u32)> {
        self.nodes[0]
            .edges
            .iter()
            .map(|e| (e.action.clone(), e.visits))
            .collect()
    }

    /// The choice now: the most-visited first order (the better mean among equals, then the
    /// better ranked); before any iteration the best ranked order, or the best judged.
    fn choice(&self) -> HAction {
        let edges = &self.nodes[0].edges;
        if let Some(best) = edges.iter().enumerate().max_by(|(i, a), (j, b)| {
            let mean = |e: &Edge| e.total / f64::from(e.visits.max(1));
            a.visits
                .cmp(&b.visits)
                .then(mean(a).total_cmp(&mean(b)))
                .then(j.cmp(i))
        }) {
            return best.1.action.clone();
        }
        let ranking = self.ranking.as_ref().expect("the root is being ranked");
        let best = ranking
            .judged
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.0.total_cmp(&b.0).then(j.cmp(i)));
        match best {
            Some((_, (_, action))) => action.clone(),
            None => ranking.left.last().expect("a legal action").clone(),
        }
    }

    fn out_of_budget(&self) -> bool {
        self.iterations >= self.max_iterations
            || self
                .deadline
                .is_some_and(|d| Instant::now() + self.longest_step >= d)
    }

    /// Judges a dozen of the ranked node's orders; at the end keeps its best few.
    fn rank_some(&mut self) {
        let ranking = self.ranking.as_mut().expect("a ranking under way");
        for _ in 0..RANKING_STEP {
            let Some(action) = ranking.left.pop() else {
                break;
            };
            let mut child = ranking.game.clone();
            child.apply_listed(&action).expect("legal actions apply");
            ranking.judged.push((judge(&child, self.seat), action));
        }
        if !ranking.left.is_empty() {
            return;
        }
        let mut ranking = self.ranking.take().expect("a ranking under way");
        // A stable sort: equal values keep the shuffled order.
        ranking.judged.sort_by(|a, b| b.0.total_cmp(&a.0));
        let width = if ranking.node == 0 {
            ROOT_CANDIDATES
        } else {
            NODE_CANDIDATES
        };
        let node = &mut self.nodes[ranking.node];
        node.edges = ranking
            .judged
            .into_iter()
            .take(width)
            .map(|(_, action)| Edge {
                action,
                visits: 0,
                available: 0,
                total: 0.0,
                children: Vec::new(),
            })
            .collect();
        node.ranked = true;
    }

    /// A new iteration: the hidden cards dealt again from this seat's view.
    fn deal(&mut self) -> Descent {
        let mut deal_rng = seeded_rng(u64::from(
            pick_index(&mut self.rng, u32::MAX as usize) as u32
        ));
        let mut game = self.root.clone();
        game.redeal_hidden(&self.viewer, &mut |n| pick_index(&mut deal_rng, n));
        Descent {
            rollout: Rollout::new(game, deal_rng),
            path: Vec::new(),
            stage: Stage::AtNode(0),
        }
    }

    /// One piece of the iteration under way; its result once it is over.
    fn advance(&mut self, descent: &mut Descent) -> Option<f64> {
        match std::mem::replace(&mut descent.stage, Stage::Playout) {
            Stage::Playout => descent.rollout.step(self.seat),
            Stage::AtNode(node) => {
                if !self.nodes[node].ranked {
                    self.nodes[node].visits += 1;
                    if self.nodes[node].visits < RANK_AT_VISIT {
                        return None;
                    }
                    // Ranked on this deal (the orders of this seat do not depend on the cards
                    // it cannot see).
                    let game = &descent.rollout.game;
                    let mut left = game.legal_actions();
                    shuffle(&mut left, &mut descent.rollout.rng);
                    left.reverse();
                    self.ranking = Some(Ranking {
                        node,
                        game: game.clone(),
                        left,
                        judged: Vec::new(),
                    });
                    descent.stage = Stage::AtNode(node);
                    return None;
                }
                let Some(edge) = self.select(node, &descent.rollout.game) else {
                    // None of the node's orders is legal in this deal: the playout goes on.
                    return None;
                };
                let rollout = &mut descent.rollout;
                rollout.decisions += 1;
                let action = self.nodes[node].edges[edge].action.clone();
                rollout
                    .game
                    .apply(&action)
                    .expect("an available order applies");
                descent.path.push((node, edge));
                descent.stage = Stage::After(node, edge, Vec::new());
                None
            }
            Stage::After(node, edge, mut seen) => {
                let rollout = &mut descent.rollout;
                let game = &mut rollout.game;
                let action = match game.to_move() {
                    ToMove::Over => return Some(judge(game, self.seat)),
                    ToMove::Seat(mover) if mover.index() == self.seat => {
                        descent.stage = self.enter(node, edge, seen);
                        return None;
                    }
                    ToMove::Chance => {
                        let action = sample_chance(game, &mut rollout.rng);
                        if matches!(action, HAction::Initiative { .. }) {
                            rollout.initiatives += 1;
                            if rollout.initiatives >= HORIZON_INITIATIVES {
                                return Some(static_values(game)[self.seat]);
                            }
                        }
                        action
                    }
                    ToMove::Seat(mover) => {
                        rollout.decisions += 1;
                        if rollout.decisions > ROLLOUT_DECISIONS || rollout.judged > ROLLOUT_JUDGED
                        {
                            return Some(judge(game, self.seat));
                        }
                        fast_choice(game, mover.index(), &mut rollout.rng, &mut rollout.judged)
                    }
                };
                seen.push(
                    game.visible_to(&action, &self.viewer)
                        .then(|| action.clone()),
                );
                game.apply_listed(&action).expect("legal actions apply");
                descent.stage = Stage::After(node, edge, seen);
                None
            }
        }
    }

    /// UCB1 with availability among the node's orders legal in this deal (the first untried
    /// one first); none when none is legal.
    fn select(&mut self, node: usize, game: &Helsinki1918) -> Option<usize> {
        let legal = game.legal_actions();
        let (count, _, squares) = self.results;
        let scale = if count > 1 {
            (squares / f64::from(count - 1)).sqrt().max(1.0)
        } else {
            1.0
        };
        let mut best: Option<(f64, usize)> = None;
        for (i, edge) in self.nodes[node].edges.iter_mut().enumerate() {
            if !legal.contains(&edge.action) {
                continue;
            }
            edge.available += 1;
            let score = if edge.visits == 0 {
                f64::INFINITY
            } else {
                let visits = f64::from(edge.visits);
                edge.total / visits / scale
                    + EXPLORATION * (f64::from(edge.available).ln() / visits).sqrt()
            };
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, i));
            }
        }
        best.map(|(_, i)| i)
    }

    /// This seat decides again: the node of what it saw, or a new one (its first visit: the
    /// playout).
    fn enter(&mut self, node: usize, edge: usize, seen: Vec<Seen>) -> Stage {
        let children = &self.nodes[node].edges[edge].children;
        if let Some((_, child)) = children.iter().find(|(s, _)| *s == seen) {
            return Stage::AtNode(*child);
        }
        let child = self.nodes.len();
        self.nodes.push(Node {
            visits: 1,
            ..Node::default()
        });
        self.nodes[node].edges[edge].children.push((seen, child));
        Stage::Playout
    }

    /// An iteration's result, up its path.
    fn back_up(&mut self, path: &[(usize, usize)], value: f64) {
        for &(node, edge) in path {
            let edge = &mut self.nodes[node].edges[edge];
            edge.visits += 1;
            edge.total += value;
        }
        let (count, mean, squares) = &mut self.results;
        *count += 1;
        let delta = value - *mean;
        *mean += delta / f64::from(*count);
        *squares += delta * (value - *mean);
        self.iterations += 1;
    }
}

impl PlanSteps<HAction> for IsMcts {
    fn step(&mut self) -> Option<HAction> {
        if let Some(only) = &self.decided {
            return Some(only.clone());
        }
        if self.out_of_budget() {
            return Some(self.choice());
        }
        if self.deadline.is_none() {
            return self.work();
        }
        let started = Instant::now();
        let choice = self.work();
        self.longest_step = self.longest_step.max(started.elapsed());
        choice
    }
}

impl IsMcts {
    /// One step's work: a dozen orders ranked, or a piece of an iteration.
    fn work(&mut self) -> Option<HAction> {
        if self.ranking.is_some() {
            self.rank_some();
            if self.ranking.is_none() && self.nodes[0].edges.len() == 1 && self.descent.is_none() {
                return Some(self.choice());
            }
            return None;
        }
        let mut descent = match self.descent.take() {
            Some(descent) => descent,
            None => self.deal(),
        };
        match self.advance(&mut descent) {
            Some(value) => self.back_up(&descent.path, value),
            None => self.descent = Some(descent),
        }
        None
    }
}

/// Puts the cards `viewer` cannot see (each hidden hand with its draw pile, and the Reds'
/// secret events with theirs) in a fixed order, so that what the search deals from depends
/// only on which cards are hidden, not on where they lie: two positions that differ only in
/// a hidden hand are searched alike. The rules deal from a hand and its pile laid end to end
/// (`Helsinki1918::redeal_hidden`); each such pool is read through deals that bring one of
/// its cards into the hand, then sorted by a deal. A pool whose hand is empty is its pile,
/// which the rules keep sorted.
fn erase_hidden_order(game: &mut Helsinki1918, viewer: &[Side]) {
    // The deals' draws, each pool's the pool's length down to 2 (a pool of one draws none).
    let mut draws = Vec::new();
    game.clone().redeal_hidden(viewer, &mut |n| {
        draws.push(n);
        n - 1
    });
    let starts: Vec<usize> = (0..draws.len())
        .filter(|&i| i == 0 || draws[i - 1] == 2)
        .collect();
    let hands = |g: &Helsinki1918| -> Vec<Vec<u16>> {
        let mut hands: Vec<Vec<u16>> = [RED, WHITE, GERMAN]
            .iter()
            .map(|&side| g.hand(side).to_vec())
            .collect();
        hands.push(g.red_events().to_vec());
        hands
    };
    let before = hands(game);
    let mut picks: Vec<usize> = draws.iter().map(|n| n - 1).collect();
    for &start in &starts {
        let len = draws[start];
        // The pool's card at `j` brought to the front: swapped with it at the draw of j + 1.
        let mut pool: Vec<Option<u16>> = vec![None; len];
        for j in 1..len {
            let at = start + (len - 1 - j);
            let mut probe = game.clone();
            let mut k = 0;
            probe.redeal_hidden(viewer, &mut |n| {
                k += 1;
                if k - 1 == at { 0 } else { n - 1 }
            });
            for (was, now) in before.iter().zip(hands(&probe)) {
                if let (Some(&first), Some(&card)) = (was.first(), now.first())
                    && first != card
                {
                    pool[0] = Some(first);
                    pool[j] = Some(card);
                }
            }
        }
        let Some(pool) = pool.into_iter().collect::<Option<Vec<u16>>>() else {
            // An empty hand: nothing to read, and the pile is in order already.
            continue;
        };
        // The draws of a deal that sorts the pool (Fisher–Yates from the end).
        let mut sorted = pool.clone();
        sorted.sort_unstable();
        let mut now = pool;
        for i in (1..len).rev() {
            let from = now[..=i]
                .iter()
                .position(|&c| c == sorted[i])
                .expect("the card is in the pool");
            now.swap(i, from);
            picks[start + (len - 1 - i)] = from;
        }
    }
    let mut k = 0;
    game.redeal_hidden(viewer, &mut |_| {
        k += 1;
        picks[k - 1]
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::helsinki1918::HelsinkiOptions;

    fn two_player_game(draws: [&str; 4]) -> Helsinki1918 {
        let mut game = Helsinki1918::new(&HelsinkiOptions { players: 2 }).unwrap();
        for text in draws {
            game.apply_quietly(&game.parse_action(text).unwrap())
                .unwrap();
        }
        game
    }

    #[test]
    fn erasing_the_hidden_order_leaves_only_what_the_viewer_may_know() {
        let one = two_player_game([
            "c:e-general-strike",
            "c:e-commissars",
            "c:e-garrison",
            "c:r-speech",
        ]);
        let other = two_player_game([
            "c:e-garrison",
            "c:e-general-strike",
            "c:e-commissars",
            "c:r-sailors",
        ]);
        let viewer = [WHITE, GERMAN];
        let (mut a, mut b) = (one.clone(), other.clone());
        erase_hidden_order(&mut a, &viewer);
        erase_hidden_order(&mut b, &viewer);
        // A different support card, the same events drawn in another order: the hidden hands
        // are now the same (the lowest cards of their pools), their sizes kept.
        assert_eq!(a.hand(RED), b.hand(RED));
        assert_eq!(a.red_events(), b.red_events());
        assert_eq!(a.hand(RED).len(), one.hand(RED).len());
        assert_eq!(a.red_events().len(), 3);
        // So are the deals made from them with the same draws.
        let deal = |g: &Helsinki1918| {
            let mut g = g.clone();
            let mut rng = seeded_rng(8);
            g.redeal_hidden(&viewer, &mut |n| pick_index(&mut rng, n));
            (g.hand(RED).to_vec(), g.red_events().to_vec())
        };
        assert_eq!(deal(&a), deal(&b));
        // The Reds see their own cards: nothing of theirs is moved.
        let mut red = one.clone();
        erase_hidden_order(&mut red, &[RED]);
        assert_eq!(
            (red.hand(RED), red.red_events()),
            (one.hand(RED), one.red_events())
        );
    }
}
