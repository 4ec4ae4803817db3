//! What the game waits for, in a player's words (the screen's prompt bar and the CLI), and a
//! public summary of the battle being fought (the screen's battle overlay).

use super::*;

/// The battle being fought, as every player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BattleSummary {
    pub hex: Hex,
    pub attacker: Side,
    /// The attacking units (none for a battle a card starts).
    pub units: Vec<UnitId>,
    /// How the battle came about, in words.
    pub kind: &'static str,
    /// The dice rolled so far (0 before the roll) and the modifiers, with the column shift
    /// (the column of the battle effect table: 0 harsh, 1 centre, 2 mild).
    pub attack_die: u8,
    pub defence_die: u8,
    pub attack_mod: i8,
    pub defence_mod: i8,
    pub column: i8,
    /// The step the battle is at, in words.
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
                BattleKind::Move => "an attack after a move (defence M)",
                BattleKind::Continue => "a battle order (defence B)",
                BattleKind::Flank { .. } => "a flank attack",
                BattleKind::Card { .. } => "a card's bombardment (defence M)",
            },
            attack_die: b.attack_die,
            defence_die: b.defence_die,
            attack_mod: b.attack_mod,
            defence_mod: b.defence_mod,
            column: b.column,
            stage: match b.stage {
                Stage::BeforeCards(_) => "cards before the dice",
                Stage::Dice => "the dice",
                Stage::AfterCards(_) => "cards after the dice",
                Stage::GermanShift => "the German column shift",
                Stage::RedShift => "the Red morale shift",
                Stage::Effects => "the effects",
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

    /// What the game waits for now, in a player's words.
    pub fn prompt(&self) -> String {
        let points = |n: u8| {
            if n == 1 {
                "1 command point".to_string()
            } else {
                format!("{n} command points")
            }
        };
        if let Some((unit, _)) = self.retreat_choice() {
            let side = self.units[usize::from(unit)].side;
            return format!("The {side}: choose the hex the retreating unit falls back to.");
        }
        match &self.phase {
            Phase::SetupEvents => "The Reds draw their secret events.".into(),
            Phase::FirstRedDraw => "The Reds draw their first support card.".into(),
            Phase::Initiative => "The initiative dice: who acts next?".into(),
            Phase::RedCardDraw => "The Reds draw a card (their die was within their morale).".into(),
            Phase::GermanDraw => "The Germans draw a support card.".into(),
            Phase::WhiteDraws(n) => format!("The Whites draw {n} activity card(s)."),
            Phase::GermanChoice => "Red initiative. The Germans choose: a Tikkurila point, the Meurer marker forward, or a Division HQ point.".into(),
            Phase::WhiteChoice => "Red initiative. The Whites may draw a card, or discard one unseen and draw two.".into(),
            Phase::Orders { tikkurila: true } => format!(
                "German initiative, Tikkurila: {} from the Tikkurila track. Give an order in Tikkurila or go on.",
                points(self.tikkurila_points)
            ),
            Phase::Orders { .. } => {
                let mut text = format!(
                    "{} initiative: {} left. Give an order, or end the initiative.",
                    self.active,
                    points(self.cp)
                );
                if self.active == GERMAN && self.division_hq > 0 {
                    text.push_str(&format!(" (Division HQ track: {} more.)", self.division_hq));
                }
                text
            }
            Phase::Roll(p) => match p {
                Pending::Meurer => "Abteilung Meurer: the arrival die.".into(),
                Pending::Morale => "The morale order's die.".into(),
                Pending::Recruit => "The recruitment die.".into(),
                Pending::Deploy => "The deployment die.".into(),
                Pending::Arrest(_) => "The arrest die.".into(),
                Pending::Organise(_) => "The die for organising a squad.".into(),
                Pending::Form(_) => "The die for forming a unit.".into(),
                Pending::Ooc { .. } => "An out-of-command test: the die decides whether the unit obeys.".into(),
                Pending::Disorder(_) => "The Red disorder test: above the morale value the unit is lost.".into(),
                Pending::Night(_) => "Midnight: the out-of-command Red units test whether they stay.".into(),
                Pending::Reroll { .. } => "A battle die rolled again by a card.".into(),
            },
            Phase::Place { side, .. } => format!("The {side}: place the new unit on a lit hex."),
            Phase::MeurerHq(_) => {
                "Abteilung Meurer has landed. The Germans: put its HQ on a corner of the arrival hex.".into()
            }
            Phase::Target { side, .. } => {
                format!("The {side}: choose the hex the card's battle is fought in.")
            }
            Phase::Battle(b) => match &b.stage {
                Stage::BeforeCards(q) => format!(
                    "Battle at {},{}: the {} may play a battle card before the dice, or pass.",
                    b.hex.0,
                    b.hex.1,
                    q.front().copied().unwrap_or(b.attacker)
                ),
                Stage::AfterCards(q) => format!(
                    "Battle at {},{}: the {} may play a card after the dice, or pass.",
                    b.hex.0,
                    b.hex.1,
                    q.front().copied().unwrap_or(b.attacker)
                ),
                Stage::GermanShift => format!(
                    "Battle at {},{}: the Germans may spend a Division HQ point to shift the column, or pass.",
                    b.hex.0, b.hex.1
                ),
                Stage::RedShift => format!(
                    "Battle at {},{}: the Reds may spend a morale point for the milder column, or pass.",
                    b.hex.0, b.hex.1
                ),
                Stage::Dice => format!("Battle at {},{}: the battle dice.", b.hex.0, b.hex.1),
                Stage::Effects => format!("Battle at {},{}: the effects.", b.hex.0, b.hex.1),
            },
            Phase::Over => match self.outcome.as_ref() {
                Some((_, v)) => format!("The game is over: {}.", victory_text(*v, self.options.players)),
                None => "The game is over.".into(),
            },
        }
    }
}
