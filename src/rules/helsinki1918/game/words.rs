//! Helsinki 1918 in words, from the message files (`assets/i18n/<lang>/helsinki1918*.ftl`):
//! the sides, the cards, the victory levels, the battle effects, the move log's lines and what
//! the game waits for. The command line asks for English, a screen for the player's language.

use super::*;
use crate::i18n::{Lang, message_in};
use crate::tr_in;

/// The side's key in the message files' selectors.
fn side_key(side: Side) -> &'static str {
    match side {
        RED => "red",
        WHITE => "white",
        _ => "german",
    }
}

/// The side's name as a label ("Reds").
pub fn side_label(lang: Lang, side: Side) -> String {
    tr_in!(lang, "h-side", side = side_key(side))
}

/// The side as the subject that begins a sentence ("The Reds").
pub fn side_the(lang: Lang, side: Side) -> String {
    tr_in!(lang, "h-side-the", side = side_key(side))
}

/// A card's name (`hcard-<id>` in the message files).
pub fn card_name(lang: Lang, data: &HelsinkiData, card: usize) -> String {
    message_in(lang, &format!("hcard-{}", data.card(card).id), &[])
}

/// A card's text (`hcard-<id>-text`).
pub fn card_text(lang: Lang, data: &HelsinkiData, card: usize) -> String {
    message_in(lang, &format!("hcard-{}-text", data.card(card).id), &[])
}

/// The victory level, as the players' count makes it.
pub fn victory_text(lang: Lang, v: Victory, players: u8) -> String {
    let two = players == 2;
    match v {
        Victory::RedMajor => tr_in!(lang, "h-victory-red-major"),
        Victory::RedMinor => tr_in!(lang, "h-victory-red-minor"),
        // Two players: the Germans and Whites win a major victory only on a shared result.
        Victory::GermanMajor | Victory::WhiteMajor if two => {
            tr_in!(lang, "h-victory-allied-minor")
        }
        Victory::GermanMajor => tr_in!(lang, "h-victory-german-major"),
        Victory::WhiteMajor => tr_in!(lang, "h-victory-white-major"),
        Victory::Shared if two => tr_in!(lang, "h-victory-allied-major"),
        Victory::Shared => tr_in!(lang, "h-victory-shared"),
    }
}

/// A battle effect in the battle table's words.
pub fn effect_words(lang: Lang, e: Effect) -> String {
    match e {
        Effect::Retreat => tr_in!(lang, "h-effect-retreat"),
        Effect::RetreatAll => tr_in!(lang, "h-effect-retreat-all"),
        Effect::Disorder => tr_in!(lang, "h-effect-disorder"),
        Effect::DisorderAll => tr_in!(lang, "h-effect-disorder-all"),
        Effect::Destroyed => tr_in!(lang, "h-effect-destroyed"),
    }
}

/// A hex's coordinates as the log writes them ("-13,28"; the map points at them).
fn at(h: &Hex) -> String {
    format!("{},{}", h.0, h.1)
}

impl HEvent {
    /// The event in the move log's words (`players`: the game's seat count, for the victory).
    pub fn text(&self, data: &HelsinkiData, players: u8, lang: Lang) -> String {
        use HEvent::*;
        let the = |s: &Side| side_the(lang, *s);
        let key = |s: &Side| side_key(*s);
        match self {
            CardDrawn { side, deck } => match deck {
                Deck::RedEvents => tr_in!(lang, "h-log-draw-event"),
                Deck::WhiteActivity => tr_in!(lang, "h-log-draw-activity"),
                _ => tr_in!(lang, "h-log-draw-support", side = the(side)),
            },
            CardSwapped { side } => tr_in!(lang, "h-log-swap", side = the(side)),
            CardPlayed { side, card } => tr_in!(
                lang,
                "h-log-play",
                side = the(side),
                card = card_name(lang, data, usize::from(*card))
            ),
            FirstInitiative { side, points } => tr_in!(
                lang,
                "h-log-first-initiative",
                side = side_label(lang, *side),
                points = *points
            ),
            InitiativeRolled {
                german,
                red,
                winner,
            } => tr_in!(
                lang,
                "h-log-initiative",
                german = *german,
                red = *red,
                side = the(winner)
            ),
            CommandPoints { side, points } => tr_in!(
                lang,
                "h-log-command-points",
                side = side_label(lang, *side),
                points = *points
            ),
            GermanPoint { to } => match to {
                GermanTrack::Tikkurila => tr_in!(lang, "h-log-german-point-tikkurila"),
                GermanTrack::Meurer => tr_in!(lang, "h-log-german-point-meurer"),
                GermanTrack::DivisionHq => tr_in!(lang, "h-log-german-point-division"),
            },
            UnspentPoints { points } => tr_in!(lang, "h-log-unspent", points = *points),
            InitiativeEnded { side } => tr_in!(lang, "h-log-initiative-ended", side = the(side)),
            Midnight { tests } => tr_in!(lang, "h-log-midnight", units = *tests),
            Moved { side, units, to } => tr_in!(
                lang,
                "h-log-moved",
                side = key(side),
                units = units.len(),
                at = at(to)
            ),
            Placed { side, hex, .. } => {
                tr_in!(lang, "h-log-placed", side = key(side), at = at(hex))
            }
            Reinforced { .. } => tr_in!(lang, "h-log-reinforced"),
            BattleBegun { hex, attacker } => {
                tr_in!(
                    lang,
                    "h-log-battle-begun",
                    side = the(attacker),
                    at = at(hex)
                )
            }
            ColumnShifted { .. } => tr_in!(lang, "h-log-column-shifted"),
            MoraleSpent => tr_in!(lang, "h-log-morale-spent"),
            Battle {
                attack,
                defence,
                effects,
                ..
            } if effects.is_empty() => tr_in!(
                lang,
                "h-log-battle-no-effect",
                attack = i32::from(*attack),
                defence = i32::from(*defence)
            ),
            Battle {
                attack,
                defence,
                effects,
                ..
            } => tr_in!(
                lang,
                "h-log-battle",
                attack = i32::from(*attack),
                defence = i32::from(*defence),
                loser = if attack < defence {
                    "attackers"
                } else {
                    "defenders"
                },
                effects = effects
                    .iter()
                    .map(|e| effect_words(lang, *e))
                    .collect::<Vec<_>>()
                    .join(" + ")
            ),
            Retreated { side, .. } => tr_in!(lang, "h-log-retreated", side = key(side)),
            ToReserve { side, .. } => tr_in!(lang, "h-log-to-reserve", side = key(side)),
            Destroyed { side, .. } => tr_in!(lang, "h-log-destroyed", side = key(side)),
            Regrouped { units } => tr_in!(lang, "h-log-regrouped", units = units.len()),
            HqMoved { .. } => tr_in!(lang, "h-log-hq-moved"),
            MeurerHqPlaced { .. } => tr_in!(lang, "h-log-meurer-hq"),
            Meurer { face, landed } => tr_in!(
                lang,
                "h-log-meurer",
                face = *face,
                landed = if *landed { "yes" } else { "no" }
            ),
            MoraleOrder { total, up } => tr_in!(
                lang,
                "h-log-morale-order",
                total = i32::from(*total),
                up = *up
            ),
            NewUnitRoll { total, result, .. } => tr_in!(
                lang,
                "h-log-new-unit",
                total = i32::from(*total),
                result = match result {
                    NewUnit::InCommand => "in-command",
                    NewUnit::DirectCommand => "direct",
                    NewUnit::Nobody => "nobody",
                }
            ),
            Arrest { total, arrested } => tr_in!(
                lang,
                "h-log-arrest",
                total = i32::from(*total),
                arrested = if *arrested { "yes" } else { "no" }
            ),
            Organise { total, gathered } => tr_in!(
                lang,
                "h-log-organise",
                total = i32::from(*total),
                gathered = if *gathered { "yes" } else { "no" }
            ),
            Form { face, formed } => tr_in!(
                lang,
                "h-log-form",
                face = *face,
                formed = if *formed { "yes" } else { "no" }
            ),
            CommandTest {
                face,
                distance,
                passed,
                ..
            } => match distance {
                Some(d) => tr_in!(
                    lang,
                    "h-log-command-test",
                    face = *face,
                    distance = *d,
                    passed = if *passed { "yes" } else { "no" }
                ),
                None => tr_in!(
                    lang,
                    "h-log-command-test-no-way",
                    face = *face,
                    passed = if *passed { "yes" } else { "no" }
                ),
            },
            DisorderLost { face } => tr_in!(lang, "h-log-disorder-lost", face = *face),
            NightBreakUp { face } => tr_in!(lang, "h-log-night-break-up", face = *face),
            RedHqTaken { by } => tr_in!(lang, "h-log-red-hq-taken", side = the(by)),
            GermanHqFellBack { .. } => tr_in!(lang, "h-log-german-hq-fell-back"),
            GermanHqOverrun { .. } => tr_in!(lang, "h-log-german-hq-overrun"),
            GameOver { victory, .. } => tr_in!(
                lang,
                "h-log-game-over",
                victory = victory_text(lang, *victory, players)
            ),
        }
    }
}

impl Helsinki1918 {
    /// What the game waits for now, in a player's words.
    pub fn prompt(&self, lang: Lang) -> String {
        if let Some((unit, _)) = self.retreat_choice() {
            let side = self.units[usize::from(unit)].side;
            return tr_in!(lang, "h-prompt-retreat", side = side_the(lang, side));
        }
        match &self.phase {
            Phase::SetupEvents => tr_in!(lang, "h-prompt-setup-events"),
            Phase::FirstRedDraw => tr_in!(lang, "h-prompt-first-red-draw"),
            Phase::Initiative => tr_in!(lang, "h-prompt-initiative"),
            Phase::RedCardDraw => tr_in!(lang, "h-prompt-red-card-draw"),
            Phase::GermanDraw => tr_in!(lang, "h-prompt-german-draw"),
            Phase::WhiteDraws(n) => tr_in!(lang, "h-prompt-white-draws", cards = *n),
            Phase::GermanChoice => tr_in!(lang, "h-prompt-german-choice"),
            Phase::WhiteChoice => tr_in!(lang, "h-prompt-white-choice"),
            Phase::Orders { tikkurila: true } => {
                tr_in!(lang, "h-prompt-tikkurila", points = self.tikkurila_points)
            }
            Phase::Orders { .. } => {
                let mut text = tr_in!(
                    lang,
                    "h-prompt-orders",
                    side = side_label(lang, self.active),
                    points = self.cp
                );
                if self.active == GERMAN && self.division_hq > 0 {
                    text.push(' ');
                    text.push_str(&tr_in!(
                        lang,
                        "h-prompt-division-hq",
                        points = self.division_hq
                    ));
                }
                text
            }
            Phase::Roll(p) => match p {
                Pending::Meurer => tr_in!(lang, "h-prompt-roll-meurer"),
                Pending::Morale => tr_in!(lang, "h-prompt-roll-morale"),
                Pending::Recruit => tr_in!(lang, "h-prompt-roll-recruit"),
                Pending::Deploy => tr_in!(lang, "h-prompt-roll-deploy"),
                Pending::Arrest(_) => tr_in!(lang, "h-prompt-roll-arrest"),
                Pending::Organise(_) => tr_in!(lang, "h-prompt-roll-organise"),
                Pending::Form(_) => tr_in!(lang, "h-prompt-roll-form"),
                Pending::Ooc { .. } => tr_in!(lang, "h-prompt-roll-ooc"),
                Pending::Disorder(_) => tr_in!(lang, "h-prompt-roll-disorder"),
                Pending::Night(_) => tr_in!(lang, "h-prompt-roll-night"),
                Pending::Reroll { .. } => tr_in!(lang, "h-prompt-roll-reroll"),
            },
            Phase::Place { side, .. } => {
                tr_in!(lang, "h-prompt-place", side = side_the(lang, *side))
            }
            Phase::MeurerHq(_) => tr_in!(lang, "h-prompt-meurer-hq"),
            Phase::Target { side, .. } => {
                tr_in!(lang, "h-prompt-target", side = side_the(lang, *side))
            }
            Phase::Battle(b) => {
                let deciding = |q: &VecDeque<Side>| q.front().copied().unwrap_or(b.attacker);
                let hex = at(&b.hex);
                match &b.stage {
                    Stage::BeforeCards(q) => tr_in!(
                        lang,
                        "h-prompt-battle-before",
                        at = hex,
                        side = side_the(lang, deciding(q))
                    ),
                    Stage::AfterCards(q) => tr_in!(
                        lang,
                        "h-prompt-battle-after",
                        at = hex,
                        side = side_the(lang, deciding(q))
                    ),
                    Stage::GermanShift => tr_in!(lang, "h-prompt-battle-german-shift", at = hex),
                    Stage::RedShift => tr_in!(lang, "h-prompt-battle-red-shift", at = hex),
                    Stage::Dice => tr_in!(lang, "h-prompt-battle-dice", at = hex),
                    Stage::Effects => tr_in!(lang, "h-prompt-battle-effects", at = hex),
                }
            }
            Phase::Over => match self.outcome.as_ref() {
                Some((_, v)) => tr_in!(
                    lang,
                    "h-prompt-over",
                    victory = victory_text(lang, *v, self.options.players)
                ),
                None => tr_in!(lang, "h-prompt-over-plain"),
            },
        }
    }
}
