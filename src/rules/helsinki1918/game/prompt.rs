//! Who decides and draws now, and a public summary of the battle being fought (the screen's battle overlay).

use super::*;

/// The battle being fought, as every player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleSummary {
    pub hex: Hex,
    pub attacker: Side,
    /// The attacking units (none for a battle a card starts).
    pub units: Vec<UnitId>,
    /// How the battle came about: its message key (`i18n::text` gives the words).
    pub kind: &'static str,
    /// The dice rolled so far (0 before the roll) and the modifiers, with the column shift
    /// (the column of the battle effect table: 0 harsh, 1 centre, 2 mild).
    pub attack_die: u8,
    pub defence_die: u8,
    pub attack_mod: i8,
    pub defence_mod: i8,
    pub column: i8,
    /// The step the battle is at: its message key.
    pub stage: &'static str,
    /// The side that lost the roll, once the dice are in.
    pub loser: Option<Side>,
    /// The final totals, attacker's and defender's (the defence raised to the terrain's
    /// value), once the dice are in.
    pub totals: Option<(i8, i8)>,
}

impl Helsinki1918 {
    /// The battle being fought, if any.
    pub fn battle_summary(&self) -> Option<BattleSummary> {
        let b = self.battle()?;
        Some(BattleSummary {
            hex: b.hex,
            attacker: b.attacker,
            units: b.units.clone(),
            kind: match b.kind {
                BattleKind::Move => "h-battle-kind-move",
                BattleKind::Continue => "h-battle-kind-continue",
                BattleKind::Flank { .. } => "h-battle-kind-flank",
                BattleKind::Card { .. } => "h-battle-kind-card",
            },
            attack_die: b.attack_die,
            defence_die: b.defence_die,
            attack_mod: b.attack_mod,
            defence_mod: b.defence_mod,
            column: b.column,
            stage: match b.stage {
                Stage::BeforeCards(_) => "h-battle-stage-before",
                Stage::Dice => "h-battle-stage-dice",
                Stage::AfterCards(_) => "h-battle-stage-after",
                Stage::GermanShift => "h-battle-stage-german-shift",
                Stage::RedShift => "h-battle-stage-red-shift",
                Stage::Effects => "h-battle-stage-effects",
            },
            loser: b.loser,
            totals: (b.attack_die > 0 && b.defence_die > 0).then(|| self.battle_totals()),
        })
    }

    /// The side that decides now (none while chance is to move or the game is over).
    pub fn deciding(&self) -> Option<Side> {
        if self.is_chance() || self.phase == Phase::Over {
            return None;
        }
        self.deciding_side()
    }

    /// The squads of the Whites on the map, by vertex.
    pub fn squads(&self) -> &[Vertex] {
        &self.squads
    }

    /// Units in each column of the German reserve box, left to right.
    pub fn reserve_columns(&self) -> &[u8] {
        &self.reserve_columns
    }

    /// The side whose die or draw chance decides now (its player rolls or draws it), if
    /// chance is to move: the initiative dice count as the Germans'.
    pub fn chance_side(&self) -> Option<Side> {
        if !self.is_chance() {
            return None;
        }
        if let Some((side, _)) = self.drawing() {
            return Some(side);
        }
        Some(match &self.phase {
            Phase::Initiative => GERMAN,
            Phase::Roll(p) => match p {
                Pending::Meurer | Pending::Deploy => GERMAN,
                Pending::Morale
                | Pending::Recruit
                | Pending::Arrest(_)
                | Pending::Disorder(_)
                | Pending::Night(_) => RED,
                Pending::Organise(_) | Pending::Form(_) => WHITE,
                Pending::Ooc { .. } | Pending::Reroll { .. } => self.active,
            },
            Phase::Battle(b) => b.attacker,
            _ => self.active,
        })
    }
}
