//! Setup: the starting position from the data, placing new units, and the scenario setters.

use super::*;

impl Helsinki1918 {
    pub fn with_data(
        options: &HelsinkiOptions,
        data: &'static HelsinkiData,
    ) -> Result<Self, RulesError> {
        if options.players != 2 && options.players != 3 {
            return Err(RulesError::new("Helsinki 1918 is for 2 or 3 players"));
        }
        let t = &data.tables;
        let mut units = Vec::new();
        let mut add = |side: Side, place: Place, n: usize| {
            for _ in 0..n {
                units.push(Unit {
                    side,
                    place,
                    facing: None,
                });
            }
        };
        for h in &data.red_units {
            add(RED, Place::Map(*h), 1);
        }
        add(RED, Place::Map(TIKKURILA[2]), 1);
        add(RED, Place::Reserve, usize::from(t.red_reserve));
        for h in &data.german_units {
            add(GERMAN, Place::Map(*h), 1);
        }
        add(
            GERMAN,
            Place::Map(TIKKURILA[0]),
            usize::from(t.german_tikkurila),
        );
        add(GERMAN, Place::Meurer, usize::from(t.german_meurer));
        add(GERMAN, Place::Reserve, usize::from(t.german_reserve));
        add(WHITE, Place::Reserve, usize::from(t.white_units));
        let columns = t.reserve_columns.len().max(1);
        let mut reserve_columns = vec![0u8; columns];
        for i in 0..usize::from(t.german_reserve) {
            reserve_columns[columns - 1 - (i % columns)] += 1;
        }
        let decks = cards::DeckPiles::dealt(data);
        let mut german_hq: Vec<Option<Vertex>> = data.german_hq.iter().copied().map(Some).collect();
        german_hq.push(None);
        Ok(Self {
            occupancy: Occupancy::of(data, &units),
            data,
            options: options.clone(),
            units,
            red_hq: data.red_hq.iter().copied().map(Some).collect(),
            red_hq_lost: Vec::new(),
            german_hq,
            squads: Vec::new(),
            squads_in_reserve: t.white_squads,
            reserve_columns,
            time: 0,
            german_dead: 0,
            morale: t.morale_start,
            red_casualties: 0,
            meurer_track: 0,
            meurer_landed: false,
            division_hq: t.division_hq_start,
            tikkurila_points: 0,
            split_move: Vec::new(),
            white_activity: 0,
            decks,
            discards: cards::DeckPiles::default(),
            hands: [Vec::new(), Vec::new(), Vec::new()],
            red_events: Vec::new(),
            events_to_draw: if options.players == 2 { 3 } else { 2 },
            phase: Phase::SetupEvents,
            active: GERMAN,
            cp: 0,
            dice: (0, 0),
            last_winner: None,
            night_queue: Vec::new(),
            work: VecDeque::new(),
            after_work: AfterWork::Orders,
            midnight: false,
            tikkurila_step: false,
            outcome: None,
            actions: 0,
            legal_cache: std::sync::OnceLock::new(),
            searches: Default::default(),
        })
    }

    pub(super) fn place_unit(&mut self, side: Side, h: Hex, events: &mut Vec<HEvent>) {
        if let Some(u) = self.first_in_reserve(side) {
            self.move_unit(u, Place::Map(h));
            if side == GERMAN
                && let Some(col) = self.reserve_columns.iter().rposition(|&c| c > 0)
            {
                self.reserve_columns[col] -= 1;
            }
            events.push(HEvent::Placed {
                side,
                unit: u,
                hex: h,
            });
        }
    }

    pub(super) fn offer_placement(&mut self, side: Side, direct: bool, events: &mut Vec<HEvent>) {
        let hexes = if side == WHITE {
            self.white_form_hexes()
        } else {
            self.placements(side, direct)
        };
        if hexes.is_empty() || self.in_reserve(side) == 0 {
            self.back_to_orders(events);
        } else {
            self.phase = Phase::Place { side, hexes };
        }
    }
}

/// Scenario setters: a position put together without the rules, for scenarios and tests.
impl Helsinki1918 {
    /// Puts a unit somewhere without a rule: for scenarios and tests.
    pub fn set_unit_place(&mut self, unit: UnitId, place: Place) {
        if usize::from(unit) < self.units.len() {
            self.move_unit(unit, place);
            self.units[usize::from(unit)].facing = None;
        }
        self.legal_cache = std::sync::OnceLock::new();
        self.searches.forget();
    }

    /// Puts German HQ `hq` on a corner (or off the map) without a rule: for scenarios and tests.
    pub fn set_german_hq(&mut self, hq: usize, at: Option<Vertex>) {
        if let Some(slot) = self.german_hq.get_mut(hq) {
            *slot = at;
        }
        self.legal_cache = std::sync::OnceLock::new();
        self.searches.forget();
    }

    /// Puts the Red morale marker on a square without a rule: for scenarios and tests.
    pub fn set_morale_square(&mut self, square: usize) {
        self.morale = square.min(self.data.tables.morale_levels.len() - 1);
        self.legal_cache = std::sync::OnceLock::new();
    }

    /// Puts the time marker on a square without a rule: for scenarios and tests.
    pub fn set_time_square(&mut self, square: usize) {
        self.time = square.min(self.time_squares().saturating_sub(1));
        self.legal_cache = std::sync::OnceLock::new();
        self.searches.forget();
    }
}
