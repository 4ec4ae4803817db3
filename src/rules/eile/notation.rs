//! The text notation of Eile mit Weile actions: `r1`..`r6`, `e`, `m1`..`m68`, `p1`..`p7`.

use super::{EileAction, FromField};
use crate::rules::{RulesError, parse_canonical, quote};

/// Prints an action: a roll `r5`, entering `e`, a move from track field 23 `m23`
/// (fields numbered 1..=68), a move from the mover's path field 3 `p3`.
pub fn format(action: &EileAction) -> String {
    match action {
        EileAction::Roll(face) => format!("r{face}"),
        EileAction::Enter => "e".to_string(),
        EileAction::Move(FromField::Track(t)) => format!("m{}", u16::from(*t) + 1),
        EileAction::Move(FromField::Path(p)) => format!("p{p}"),
    }
}

/// Reads an action exactly as [`format`] writes it (no spaces, signs or leading zeros).
pub fn parse(text: &str) -> Result<EileAction, RulesError> {
    parse_canonical(text, parse_loose, format)
}

fn parse_loose(text: &str) -> Result<EileAction, RulesError> {
    let bad = || {
        RulesError::new(format!(
            "'{}' is not an Eile mit Weile action (r1..r6, e, m1..m68, p1..p7)",
            quote(text)
        ))
    };
    if text == "e" {
        return Ok(EileAction::Enter);
    }
    let (head, number) = text.split_at_checked(1).ok_or_else(bad)?;
    let n: u8 = number.parse().map_err(|_| bad())?;
    match head {
        "r" if (1..=6).contains(&n) => Ok(EileAction::Roll(n)),
        "m" if (1..=68).contains(&n) => Ok(EileAction::Move(FromField::Track(n - 1))),
        "p" if (1..=7).contains(&n) => Ok(EileAction::Move(FromField::Path(n))),
        _ => Err(bad()),
    }
}
