//! The units an order names, kept in the action itself (no heap): an order takes units of
//! one side in one hex, at most the stack limit, so a list copies as quickly as a number.

use super::UnitId;

/// The units of an order, in order: at most `UnitList::MAX`.
#[derive(Clone, Copy, Default)]
pub struct UnitList {
    ids: [UnitId; UnitList::MAX],
    len: u8,
}

impl UnitList {
    /// Room for more than a stack (three units of a camp in a hex: the rules never name
    /// more in one order, and the data are checked to start so).
    pub const MAX: usize = 8;

    /// The list of these units, if there are at most `MAX`.
    pub fn from_slice(units: &[UnitId]) -> Option<Self> {
        if units.len() > Self::MAX {
            return None;
        }
        let mut list = Self::default();
        list.ids[..units.len()].copy_from_slice(units);
        list.len = units.len() as u8;
        Some(list)
    }

    /// The list of the units of one stack (never more than `MAX`: see above).
    pub(super) fn of(units: &[UnitId]) -> Self {
        debug_assert!(units.len() <= Self::MAX, "an order names one stack's units");
        Self::from_slice(&units[..units.len().min(Self::MAX)]).unwrap_or_default()
    }

    /// One unit.
    pub fn one(unit: UnitId) -> Self {
        Self::of(&[unit])
    }
}

impl std::ops::Deref for UnitList {
    type Target = [UnitId];

    fn deref(&self) -> &[UnitId] {
        &self.ids[..usize::from(self.len)]
    }
}

impl PartialEq for UnitList {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for UnitList {}

impl PartialEq<[UnitId]> for UnitList {
    fn eq(&self, other: &[UnitId]) -> bool {
        **self == *other
    }
}

impl PartialEq<Vec<UnitId>> for UnitList {
    fn eq(&self, other: &Vec<UnitId>) -> bool {
        **self == **other
    }
}

impl<const N: usize> PartialEq<[UnitId; N]> for UnitList {
    fn eq(&self, other: &[UnitId; N]) -> bool {
        **self == *other
    }
}

impl std::hash::Hash for UnitList {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl std::fmt::Debug for UnitList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a> IntoIterator for &'a UnitList {
    type Item = &'a UnitId;
    type IntoIter = std::slice::Iter<'a, UnitId>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}
