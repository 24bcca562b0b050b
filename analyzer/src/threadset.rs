//! [`ThreadSet`]: the threads that used an object (THREAD_SWITCH ids), kept in every live
//! object by the replay ([`crate::heap::Object::threads`]) for the thread-escape analysis
//! ([`crate::tools::threads`]).
//!
//! Set on every access outside collections, so the common case costs one OR: ids below 64
//! are bits of one word; larger ids (programs that start many threads) go to a sorted
//! list beside it, allocated only by objects such threads touch.

use serde::ser::{Serialize, SerializeSeq, Serializer};

/// A set of thread ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadSet {
    /// Ids 0..64, bit `id`.
    bits: u64,
    /// Ids 64 and above, sorted, no duplicates (a boxed slice: one word in every object
    /// that has none).
    more: Option<Box<[u32]>>,
}

impl ThreadSet {
    /// The set of one thread.
    pub fn of(id: u32) -> ThreadSet {
        let mut s = ThreadSet::default();
        s.insert(id);
        s
    }

    /// Adds a thread.
    #[inline(always)] // per access
    pub fn insert(&mut self, id: u32) {
        if id < 64 {
            self.bits |= 1 << id;
        } else {
            self.insert_large(id);
        }
    }

    #[cold]
    fn insert_large(&mut self, id: u32) {
        let mut v = self.more.take().map(Vec::from).unwrap_or_default();
        if let Err(i) = v.binary_search(&id) {
            v.insert(i, id);
        }
        self.more = Some(v.into_boxed_slice());
    }

    /// Number of threads.
    pub fn len(&self) -> usize {
        self.bits.count_ones() as usize + self.more.as_ref().map_or(0, |v| v.len())
    }

    /// No thread.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `id` is in the set.
    pub fn contains(&self, id: u32) -> bool {
        if id < 64 {
            self.bits & (1 << id) != 0
        } else {
            self.more
                .as_ref()
                .is_some_and(|v| v.binary_search(&id).is_ok())
        }
    }

    /// The ids, ascending.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        let bits = self.bits;
        (0..64u32)
            .filter(move |i| bits & (1 << i) != 0)
            .chain(self.more.iter().flat_map(|v| v.iter().copied()))
    }
}

/// As the list of ids, ascending.
impl Serialize for ThreadSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for id in self.iter() {
            seq.serialize_element(&id)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    proptest! {
        /// Equal to a BTreeSet for any ids, small and large.
        #[test]
        fn behaves_as_a_set(ids in prop::collection::vec(
            prop_oneof![0u32..70, any::<u32>()], 0..40)
        ) {
            let mut s = ThreadSet::default();
            let mut model = BTreeSet::new();
            for &id in &ids {
                s.insert(id);
                model.insert(id);
                prop_assert_eq!(s.len(), model.len());
            }
            prop_assert_eq!(s.iter().collect::<Vec<_>>(), model.iter().copied().collect::<Vec<_>>());
            for id in [0, 1, 63, 64, 65, u32::MAX] {
                prop_assert_eq!(s.contains(id), model.contains(&id));
            }
            prop_assert_eq!(s.is_empty(), model.is_empty());
        }
    }

    #[test]
    fn serialises_as_a_list() {
        let mut s = ThreadSet::of(3);
        s.insert(100);
        s.insert(1);
        assert_eq!(serde_json::to_string(&s).unwrap(), "[1,3,100]");
    }
}
