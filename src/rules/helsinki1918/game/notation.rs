//! The text notation of actions: reading hexes, vertices and unit lists.

use super::*;

pub(super) fn parse_hex(text: &str) -> Option<Hex> {
    let (q, r) = text.split_once(',')?;
    Some((q.trim().parse().ok()?, r.trim().parse().ok()?))
}

pub(super) fn parse_vertex(text: &str) -> Option<Vertex> {
    let hexes: Vec<Hex> = text.split('/').map(parse_hex).collect::<Option<Vec<_>>>()?;
    let [a, b, c]: [Hex; 3] = hexes.try_into().ok()?;
    let mut t = [a, b, c];
    t.sort();
    Some(Vertex(t))
}

pub(super) fn units_text(units: &[UnitId]) -> String {
    units
        .iter()
        .map(|u| u.to_string())
        .collect::<Vec<_>>()
        .join("+")
}

/// Units `3+4+5`; `None` for anything else, or more than an order can name.
pub(super) fn parse_units(text: &str) -> Option<UnitList> {
    let units: Option<Vec<u16>> = text.split('+').map(|u| u.parse().ok()).collect();
    UnitList::from_slice(&units?)
}

impl Helsinki1918 {
    /// Reads an action in any spelling; [`Game::parse_action`] keeps only the written one.
    pub(super) fn parse_loose(&self, text: &str) -> Result<HAction, RulesError> {
        let bad = || {
            RulesError::new(format!(
                "'{}' is not a Helsinki 1918 action (see docs/notation.md)",
                crate::rules::quote(text)
            ))
        };
        let card = |id: &str| self.data.card_index(id).map(|i| i as u16).ok_or_else(bad);
        let digits = |t: &str| -> Option<(u8, u8)> {
            let b = t.as_bytes();
            (b.len() == 2 && b[0].is_ascii_digit() && b[1].is_ascii_digit())
                .then(|| (b[0] - b'0', b[1] - b'0'))
        };
        Ok(match text {
            "end" => HAction::End,
            "morale" => HAction::Morale,
            "recruit" => HAction::Recruit,
            "deploy" => HAction::Deploy,
            "draw" => HAction::DrawCard,
            "pass" => HAction::Pass,
            "moraleshift" => HAction::MoraleShift,
            "choose:draw" | "choose:tikkurila" => HAction::Choose(0),
            "choose:meurer" => HAction::Choose(1),
            "choose:hq" => HAction::Choose(2),
            _ => {
                if let Some(rest) = text.strip_prefix("c:") {
                    HAction::Draw(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("play:") {
                    HAction::Play(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("swap:") {
                    HAction::Swap(card(rest)?)
                } else if let Some(rest) = text.strip_prefix("arrest:") {
                    HAction::Arrest(parse_vertex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("organise:") {
                    HAction::Organise(parse_vertex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("form:") {
                    HAction::Form(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("put:") {
                    HAction::Put(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("target:") {
                    HAction::Target(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("retreat:") {
                    HAction::Retreat(parse_hex(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("regroup:") {
                    HAction::Regroup(parse_units(rest).ok_or_else(bad)?)
                } else if let Some(rest) = text.strip_prefix("shift:") {
                    HAction::Shift(rest.parse().map_err(|_| bad())?)
                } else if let Some(rest) = text.strip_prefix("battle:") {
                    let (h, units) = rest.rsplit_once(':').ok_or_else(bad)?;
                    HAction::Battle {
                        hex: parse_hex(h).ok_or_else(bad)?,
                        units: parse_units(units).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix("hq") {
                    let (n, v) = rest.split_once(':').ok_or_else(bad)?;
                    HAction::MoveHq {
                        hq: n.parse().map_err(|_| bad())?,
                        to: parse_vertex(v).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix('m') {
                    let (units, rest) = rest.split_once(':').ok_or_else(bad)?;
                    let (to, via) = rest.split_once('<').ok_or_else(bad)?;
                    HAction::Move {
                        units: parse_units(units).ok_or_else(bad)?,
                        to: parse_hex(to).ok_or_else(bad)?,
                        via: parse_hex(via).ok_or_else(bad)?,
                    }
                } else if let Some(rest) = text.strip_prefix('i') {
                    let (german, red) = digits(rest).ok_or_else(bad)?;
                    HAction::Initiative { german, red }
                } else if let Some(rest) = text.strip_prefix('b') {
                    let (attacker, defender) = digits(rest).ok_or_else(bad)?;
                    HAction::BattleDice { attacker, defender }
                } else if let Some(rest) = text.strip_prefix('d') {
                    HAction::Die(rest.parse().map_err(|_| bad())?)
                } else {
                    return Err(bad());
                }
            }
        })
    }
}
