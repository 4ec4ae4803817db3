//! Reading the 1918 game's action notation in any spelling; `Game::parse_action` keeps only
//! the written one.

use super::*;

impl Suomi1918 {
    /// Reads an action in any spelling; [`Game::parse_action`] keeps only the written one.
    pub(super) fn parse_loose(&self, text: &str) -> Result<SuomiAction, RulesError> {
        let bad = || {
            RulesError::new(format!(
                "'{}' is not a move of the 1918 game (r1..r6, t3-helsinki, t3x2@lahti)",
                crate::rules::quote(text)
            ))
        };
        if let Some(face) = text.strip_prefix('r') {
            let f: u8 = face.parse().map_err(|_| bad())?;
            return if (1..=6).contains(&f) {
                Ok(SuomiAction::Roll(f))
            } else {
                Err(bad())
            };
        }
        let rest = text.strip_prefix('t').ok_or_else(bad)?;
        if let Some((tile, shot)) = rest.split_once('x') {
            let tile: u8 = tile.parse().map_err(|_| bad())?;
            let (target, from) = shot.split_once('@').ok_or_else(bad)?;
            let target: u8 = target.parse().map_err(|_| bad())?;
            let from = self.map.circle(from).ok_or_else(bad)?;
            return Ok(SuomiAction::Shoot { tile, target, from });
        }
        let (tile, circle) = rest.split_once('-').ok_or_else(bad)?;
        let tile: u8 = tile.parse().map_err(|_| bad())?;
        let to = self.map.circle(circle).ok_or_else(bad)?;
        Ok(SuomiAction::Move { tile, to })
    }
}
