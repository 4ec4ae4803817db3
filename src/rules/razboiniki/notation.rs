//! Razboiniki notation: a step or slide `c2-c3`, a chain of jumps `c2:c4:e4`, and `pass`.

use super::{Landings, RazAction, parse_square, square_name};
use crate::rules::{RulesError, parse_canonical, quote};

pub fn format(action: &RazAction) -> String {
    match action {
        RazAction::Step { from, to } => format!("{}-{}", square_name(*from), square_name(*to)),
        RazAction::Jumps { from, landings } => {
            let mut text = square_name(*from);
            for s in landings {
                text.push(':');
                text.push_str(&square_name(*s));
            }
            text
        }
        RazAction::Pass => "pass".into(),
    }
}

/// Reads a move exactly as [`format`] writes it.
pub fn parse(text: &str) -> Result<RazAction, RulesError> {
    parse_canonical(text, parse_loose, format)
}

fn parse_loose(text: &str) -> Result<RazAction, RulesError> {
    let bad = || {
        RulesError::new(format!(
            "'{}' is not a Razboiniki move (c2-c3 for a step, c2:c4:e4 for jumps, pass)",
            quote(text)
        ))
    };
    if text == "pass" {
        return Ok(RazAction::Pass);
    }
    if let Some((a, b)) = text.split_once('-') {
        return Ok(RazAction::Step {
            from: parse_square(a).ok_or_else(bad)?,
            to: parse_square(b).ok_or_else(bad)?,
        });
    }
    let mut parts = text.split(':');
    let from = parse_square(parts.next().ok_or_else(bad)?).ok_or_else(bad)?;
    let landings = parts
        .map(|p| parse_square(p).ok_or_else(bad))
        .collect::<Result<Vec<_>, _>>()?;
    if landings.is_empty() {
        return Err(bad());
    }
    let landings = Landings::from_slice(&landings).ok_or_else(|| {
        RulesError::new(format!(
            "'{}' lands {} times: a chain of jumps lands at most {} times",
            quote(text),
            landings.len(),
            Landings::MAX
        ))
    })?;
    Ok(RazAction::Jumps { from, landings })
}
