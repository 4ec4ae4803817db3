//! The rebuilt 1918 map, read from `assets/suomi1918/data/map.ron` through one validated
//! constructor: move circles, the lines between them (roads thin; railways and sea routes
//! thick) and the setup places of both sides.

use std::collections::{HashMap, HashSet, VecDeque};

use super::ways::WayTable;
use crate::rules::RulesError;

/// What a circle is on the printed map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum CircleKind {
    /// A named town.
    Town,
    /// A bridge (Kymin silta, Pahankoski).
    Bridge,
    /// A circle out at sea.
    Sea,
    /// A plain circle on a line between places.
    Plain,
}

/// What a line between two circles is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
pub enum LineKind {
    /// A thin line: infantry only.
    Road,
    /// A thick line: a railway.
    Rail,
    /// A thick line: a sea route.
    Sea,
}

impl LineKind {
    /// Thick lines carry artillery.
    pub fn is_thick(self) -> bool {
        self != LineKind::Road
    }
}

/// A move circle.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct Circle {
    pub id: String,
    /// The Finnish name printed beside it, if any.
    pub name: Option<String>,
    /// Board position in kilometres (x east, y north).
    pub x: f32,
    pub y: f32,
    pub kind: CircleKind,
    /// A starred place: a verse applies when a tile stops here.
    pub star: bool,
    /// Where the name is printed when the circles around are crowded: "N", "S", "E", "W",
    /// "NE", "NW", "SE" or "SW" of the circle (the drawing decides for the others).
    #[serde(default)]
    pub label: Option<String>,
}

/// One interval: a line between two circles.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
pub struct Link {
    pub a: String,
    pub b: String,
    pub kind: LineKind,
}

#[derive(serde::Deserialize)]
struct MapFile {
    circles: Vec<Circle>,
    links: Vec<Link>,
    red_setup: Vec<String>,
    white_setup: Vec<String>,
}

/// A validated map: circles by index, neighbours with the kind of line to each.
#[derive(Clone, Debug)]
pub struct SuomiMap {
    pub circles: Vec<Circle>,
    /// `neighbours[c]`: (circle, line kind) for every line at circle `c`.
    pub neighbours: Vec<Vec<(usize, LineKind)>>,
    /// Setup circles of tiles 1..=6 of the Reds and of the Whites.
    pub red_setup: Vec<usize>,
    pub white_setup: Vec<usize>,
    index: HashMap<String, usize>,
    /// `steps[c]` and `thick_steps[c]`: the circles one line (one thick line) from `c`, in
    /// the order of `neighbours`, for the rules' searches.
    steps: Vec<Vec<u8>>,
    thick_steps: Vec<Vec<u8>>,
    /// The same as bit sets.
    step_sets: Vec<u128>,
    thick_step_sets: Vec<u128>,
    /// Every way of up to six lines from each circle (`ways`), along any lines and along
    /// thick lines.
    ways: WayTable,
    thick_ways: WayTable,
    /// `distances[from * circles + to]`: the intervals between two circles along any lines
    /// (`u8::MAX`: not connected), worked out once: the verses that reach around a place and
    /// the map screen read it.
    distances: Vec<u8>,
}

/// The map shipped with the game.
pub const STANDARD_MAP_RON: &str = include_str!("../../../assets/suomi1918/data/map.ron");

impl SuomiMap {
    /// The shipped map, read once and shared.
    pub fn standard() -> std::sync::Arc<Self> {
        static SHIPPED: std::sync::OnceLock<std::sync::Arc<SuomiMap>> = std::sync::OnceLock::new();
        SHIPPED
            .get_or_init(|| {
                std::sync::Arc::new(
                    Self::from_ron(STANDARD_MAP_RON)
                        .expect("the shipped map.ron is valid (tested)"),
                )
            })
            .clone()
    }

    /// Reads and validates a map; every error says what is wrong.
    pub fn from_ron(text: &str) -> Result<Self, RulesError> {
        let bad = |m: String| RulesError::new(format!("suomi1918 map.ron: {m}"));
        let file: MapFile = ron::from_str(text).map_err(|e| bad(format!("does not parse: {e}")))?;
        // The rules keep sets of circles as 128-bit sets.
        if file.circles.len() > 128 {
            return Err(bad(format!(
                "{} circles are too many (at most 128)",
                file.circles.len()
            )));
        }
        let mut index = HashMap::new();
        for (i, c) in file.circles.iter().enumerate() {
            if index.insert(c.id.clone(), i).is_some() {
                return Err(bad(format!("two circles are called '{}'", c.id)));
            }
        }
        let find = |id: &str| {
            index
                .get(id)
                .copied()
                .ok_or_else(|| bad(format!("no circle '{id}'")))
        };
        let mut neighbours = vec![Vec::new(); file.circles.len()];
        let mut seen = HashSet::new();
        for link in &file.links {
            let (a, b) = (find(&link.a)?, find(&link.b)?);
            if a == b {
                return Err(bad(format!("a line from '{}' to itself", link.a)));
            }
            if !seen.insert((a.min(b), a.max(b))) {
                return Err(bad(format!("two lines join '{}' and '{}'", link.a, link.b)));
            }
            neighbours[a].push((b, link.kind));
            neighbours[b].push((a, link.kind));
        }
        let setup = |ids: &[String]| -> Result<Vec<usize>, RulesError> {
            if ids.len() != 6 {
                return Err(bad(format!(
                    "a side needs 6 setup places, not {}",
                    ids.len()
                )));
            }
            ids.iter().map(|id| find(id)).collect()
        };
        let red_setup = setup(&file.red_setup)?;
        let white_setup = setup(&file.white_setup)?;
        let steps: Vec<Vec<u8>> = neighbours
            .iter()
            .map(|list| list.iter().map(|&(n, _)| n as u8).collect())
            .collect();
        let thick_steps: Vec<Vec<u8>> = neighbours
            .iter()
            .map(|list| {
                list.iter()
                    .filter(|(_, kind)| kind.is_thick())
                    .map(|&(n, _)| n as u8)
                    .collect()
            })
            .collect();
        let as_set = |lists: &Vec<Vec<u8>>| -> Vec<u128> {
            lists
                .iter()
                .map(|list| list.iter().fold(0, |set, &n| set | 1u128 << n))
                .collect()
        };
        let ways = WayTable::new(&steps).map_err(&bad)?;
        let thick_ways = WayTable::new(&thick_steps).map_err(&bad)?;
        let mut map = Self {
            distances: Vec::new(),
            ways,
            thick_ways,
            step_sets: as_set(&steps),
            thick_step_sets: as_set(&thick_steps),
            steps,
            thick_steps,
            circles: file.circles,
            neighbours,
            red_setup,
            white_setup,
            index,
        };
        if map.reachable(0, false).len() != map.circles.len() {
            return Err(bad("the map is not connected".into()));
        }
        map.distances = map.all_distances();
        Ok(map)
    }

    /// The circles one line from `circle` (only thick lines: `thick_only`).
    pub fn steps_from(&self, circle: usize, thick_only: bool) -> &[u8] {
        if thick_only {
            &self.thick_steps[circle]
        } else {
            &self.steps[circle]
        }
    }

    /// `steps_from` as a bit set.
    pub fn step_set(&self, circle: usize, thick_only: bool) -> u128 {
        if thick_only {
            self.thick_step_sets[circle]
        } else {
            self.step_sets[circle]
        }
    }

    /// Every way of up to `LONGEST_WAY` lines from each circle (only along thick lines:
    /// `thick_only`).
    pub fn ways(&self, thick_only: bool) -> &WayTable {
        if thick_only {
            &self.thick_ways
        } else {
            &self.ways
        }
    }

    /// The index of a circle by its id.
    pub fn circle(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }

    /// The index of a circle by its printed name.
    pub fn named(&self, name: &str) -> Option<usize> {
        self.circles
            .iter()
            .position(|c| c.name.as_deref() == Some(name))
    }

    /// Every circle reachable from `start` (along thick lines only if `thick_only`).
    pub fn reachable(&self, start: usize, thick_only: bool) -> HashSet<usize> {
        let mut seen = HashSet::from([start]);
        let mut queue = VecDeque::from([start]);
        while let Some(c) = queue.pop_front() {
            for &(n, kind) in &self.neighbours[c] {
                if (!thick_only || kind.is_thick()) && seen.insert(n) {
                    queue.push_back(n);
                }
            }
        }
        seen
    }

    /// The number of intervals between two circles along any lines; None for an index off
    /// the map.
    pub fn distance(&self, from: usize, to: usize) -> Option<usize> {
        let n = self.circles.len();
        if from >= n || to >= n {
            return None;
        }
        let d = self.distances[from * n + to];
        (d != u8::MAX).then_some(usize::from(d))
    }

    /// Every circle's distance to every circle, breadth first along any lines (`distances`).
    fn all_distances(&self) -> Vec<u8> {
        let n = self.circles.len();
        let mut distances = vec![u8::MAX; n * n];
        let mut queue = VecDeque::with_capacity(n);
        for from in 0..n {
            let row = &mut distances[from * n..(from + 1) * n];
            row[from] = 0;
            queue.push_back(from);
            while let Some(c) = queue.pop_front() {
                for &(next, _) in &self.neighbours[c] {
                    if row[next] == u8::MAX {
                        // At most 127: a connected map of at most 128 circles.
                        row[next] = row[c] + 1;
                        queue.push_back(next);
                    }
                }
            }
        }
        distances
    }
}
