//! A short list kept inside a value (no heap), so a value holding it copies as quickly as a
//! number: the squares a Razboiniki jump chain lands on, the units a Helsinki 1918 order names.

/// At most `N` items, in order.
#[derive(Clone, Copy)]
pub struct InlineList<T: Copy + Default, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> Default for InlineList<T, N> {
    fn default() -> Self {
        Self {
            items: [T::default(); N],
            len: 0,
        }
    }
}

impl<T: Copy + Default, const N: usize> InlineList<T, N> {
    /// The most items the list holds.
    pub const MAX: usize = N;

    /// The list of these items, if there are at most `MAX`.
    pub fn from_slice(items: &[T]) -> Option<Self> {
        if items.len() > N {
            return None;
        }
        let mut list = Self::default();
        list.items[..items.len()].copy_from_slice(items);
        list.len = items.len() as u8;
        Some(list)
    }

    /// The list of items its caller knows to fit (checked in debug builds; past `MAX` only
    /// the first `MAX` would be kept).
    pub fn of(items: &[T]) -> Self {
        debug_assert!(items.len() <= N, "{} items for a list of {N}", items.len());
        Self::from_slice(&items[..items.len().min(N)]).unwrap_or_default()
    }

    /// One item.
    pub fn one(item: T) -> Self {
        Self::of(&[item])
    }

    /// Adds an item; false (and nothing added) when the list is full.
    pub fn push(&mut self, item: T) -> bool {
        let Some(slot) = self.items.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = item;
        self.len += 1;
        true
    }

    pub fn pop(&mut self) -> Option<T> {
        let last = self.last().copied()?;
        self.len -= 1;
        Some(last)
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Deref for InlineList<T, N> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for InlineList<T, N> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for InlineList<T, N> {}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<[T]> for InlineList<T, N> {
    fn eq(&self, other: &[T]) -> bool {
        **self == *other
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<Vec<T>> for InlineList<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + PartialEq, const N: usize, const M: usize> PartialEq<[T; M]>
    for InlineList<T, N>
{
    fn eq(&self, other: &[T; M]) -> bool {
        **self == *other
    }
}

impl<T: Copy + Default + std::hash::Hash, const N: usize> std::hash::Hash for InlineList<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl<T: Copy + Default + std::fmt::Debug, const N: usize> std::fmt::Debug for InlineList<T, N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a InlineList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A list holds what fits, refuses what does not, and compares by its items only.
    #[test]
    fn an_inline_list_holds_at_most_its_size() {
        let mut list: InlineList<u8, 3> = InlineList::from_slice(&[1, 2]).expect("fits");
        assert!(list.push(3));
        assert!(!list.push(4), "a full list takes no more");
        assert_eq!(*list, [1, 2, 3]);
        assert_eq!(list.pop(), Some(3));
        assert_eq!(list, InlineList::from_slice(&[1, 2]).expect("fits"));
        assert!(InlineList::<u8, 3>::from_slice(&[1, 2, 3, 4]).is_none());
        assert_eq!(InlineList::<u8, 3>::one(7), vec![7]);
    }
}
