//! Exact LRU stack distance (reuse distance) of every reference in a stream, in
//! O(log n) per reference.
//!
//! The stack distance of a reference to line `L` is the number of *distinct* other lines
//! referenced since the previous reference to `L` (Mattson et al. 1970, "Evaluation
//! techniques for storage hierarchies"); a first reference has none (infinite, "cold").
//! A fully associative LRU cache of `C` lines hits exactly the references whose distance
//! is below `C`, so one pass gives the miss count of every such cache size.
//!
//! # Algorithm
//! Bennett and Kruskal (1975, "LRU stack processing") with Olken's tree (1981, "Efficient
//! methods for calculating the success function of fixed space replacement policies"):
//! each reference gets the next slot of a time axis; a hash map gives each line the slot
//! of its last reference, and a Fenwick (binary indexed) tree holds a 1 at every slot that
//! is still some line's last reference. The distance of a reference to `L`, last seen at
//! slot `t`, is the number of ones in `(t, now)`: each marks a distinct line referenced
//! since. Then `t` is cleared and `now` set. Both are O(log n) in the slots in use.
//!
//! The time axis grows by one slot per reference; when it is full it is *compacted*: the
//! live lines' slots are renumbered `0..k` in order (the order is all the distance needs)
//! and the tree rebuilt in O(k), with room for `max(2k, minimum)` slots, so compaction is
//! amortised O(log k) per reference and memory stays proportional to the distinct lines.
//!
//! Checked against a naive move-to-front stack model on random streams and on a prefix of
//! a real trace (`tests/reuse.rs`, property tests), with compaction forced often.

use hashbrown::HashMap;

use crate::Error;

/// Slots of the time axis a new [`ReuseDistance`] starts with (grown as needed).
const MIN_SLOTS: usize = 1 << 16;

/// Exact LRU stack distances at a granularity of `granule` bytes (a power of two: 32 for
/// cache lines of 32 bytes, 4 for words, 1 for bytes).
#[derive(Debug, Clone)]
pub struct ReuseDistance {
    shift: u32,
    /// Line → slot of its last reference.
    last: HashMap<u64, u32>,
    /// Fenwick tree over the slots, 1-based: `tree[i]` sums a range ending at slot `i - 1`.
    tree: Vec<u32>,
    /// The next free slot.
    now: u32,
    /// Smallest number of slots after a compaction.
    min_slots: usize,
    /// Compactions so far.
    compactions: u64,
}

impl ReuseDistance {
    /// Distances between references to blocks of `granule` bytes (a power of two).
    pub fn new(granule: u32) -> Result<Self, Error> {
        Self::with_min_slots(granule, MIN_SLOTS)
    }

    /// [`ReuseDistance::new`] with a time axis of at least `min_slots` slots (at least 2):
    /// small values compact often (for tests).
    pub fn with_min_slots(granule: u32, min_slots: usize) -> Result<Self, Error> {
        if !granule.is_power_of_two() {
            return Err(Error::BadGranule(granule));
        }
        let min_slots = min_slots.max(2);
        Ok(ReuseDistance {
            shift: granule.trailing_zeros(),
            last: HashMap::new(),
            tree: vec![0; min_slots + 1],
            now: 0,
            min_slots,
            compactions: 0,
        })
    }

    /// The granule in bytes.
    pub fn granule(&self) -> u32 {
        1 << self.shift
    }

    /// Distinct lines referenced so far.
    pub fn distinct(&self) -> usize {
        self.last.len()
    }

    /// Times the time axis was compacted.
    pub fn compactions(&self) -> u64 {
        self.compactions
    }

    /// A reference to the byte at `addr`: the stack distance of its line (`None`: the
    /// first reference to the line).
    #[inline]
    pub fn access(&mut self, addr: u64) -> Option<u64> {
        self.access_line(addr >> self.shift)
    }

    /// A reference to every line of `[addr, addr + size)` (`size` 0 counts as 1 byte),
    /// in address order: the largest distance of them (`None` if any is a first
    /// reference), as a fully associative cache misses the access if it misses any line.
    pub fn access_range(&mut self, addr: u64, size: u32) -> Option<u64> {
        let first = addr >> self.shift;
        let last = (addr + u64::from(size.max(1)) - 1) >> self.shift;
        let mut worst = Some(0);
        for line in first..=last {
            let d = self.access_line(line);
            worst = match (worst, d) {
                (Some(w), Some(d)) => Some(w.max(d)),
                _ => None,
            };
        }
        worst
    }

    /// A reference to line number `line` (an address shifted by the granule).
    pub fn access_line(&mut self, line: u64) -> Option<u64> {
        if self.now as usize + 1 >= self.tree.len() {
            self.compact();
        }
        let now = self.now;
        self.now += 1;
        let previous = self.last.insert(line, now);
        let distance = previous.map(|t| {
            // Ones in (t, now): prefix(now - 1) - prefix(t).
            let d = self.prefix(now) - self.prefix(t + 1);
            self.add(t, false);
            u64::from(d)
        });
        self.add(now, true);
        distance
    }

    /// Sum of slots `0..end`.
    #[inline]
    fn prefix(&self, end: u32) -> u32 {
        let mut i = end as usize;
        let mut s = 0;
        while i > 0 {
            s += self.tree[i];
            i &= i - 1;
        }
        s
    }

    /// Sets (`one`) or clears slot `slot`.
    #[inline]
    fn add(&mut self, slot: u32, one: bool) {
        let mut i = slot as usize + 1;
        while i < self.tree.len() {
            self.tree[i] = if one {
                self.tree[i] + 1
            } else {
                self.tree[i] - 1
            };
            i += i & i.wrapping_neg();
        }
    }

    /// Renumbers the live slots `0..k` in order and rebuilds the tree with room to grow.
    fn compact(&mut self) {
        self.compactions += 1;
        let mut live: Vec<(u32, u64)> = self.last.iter().map(|(&l, &t)| (t, l)).collect();
        live.sort_unstable();
        for (i, &(_, line)) in live.iter().enumerate() {
            self.last.insert(line, i as u32);
        }
        let k = live.len();
        let slots = (2 * k).max(self.min_slots);
        assert!(
            slots < u32::MAX as usize,
            "reuse distance: more than 2^31 lines"
        );
        self.tree.clear();
        self.tree.resize(slots + 1, 0);
        // O(n) Fenwick build: ones at 0..k, each node pushed to its parent (also the nodes
        // past k, which hold sums of nodes below).
        for i in 1..=slots {
            self.tree[i] += u32::from(i <= k);
            let parent = i + (i & i.wrapping_neg());
            if parent <= slots {
                self.tree[parent] += self.tree[i];
            }
        }
        self.now = k as u32;
    }
}

/// Number of log2 buckets of a distance histogram ([`distance_bucket`]): 0, then one per
/// power of two up to 2^32 lines and more, then "cold" (a first reference).
pub const DISTANCE_BUCKETS: usize = 35;

/// The bucket of a distance: 0 for 0, `k` for `[2^(k-1), 2^k)` (the last finite bucket
/// takes everything from 2^32 on), [`DISTANCE_BUCKETS`]` - 1` for a first reference.
#[inline]
pub fn distance_bucket(d: Option<u64>) -> usize {
    match d {
        None => DISTANCE_BUCKETS - 1,
        Some(d) => ((64 - d.leading_zeros()) as usize).min(DISTANCE_BUCKETS - 2),
    }
}

/// The label of a distance bucket: `0`, `1`, `2-3`, `4-7`, ..., `cold`.
pub fn distance_label(k: usize) -> String {
    match k {
        0 => "0".into(),
        1 => "1".into(),
        k if k == DISTANCE_BUCKETS - 1 => "cold".into(),
        k if k == DISTANCE_BUCKETS - 2 => format!("{}+", 1u64 << (k - 1)),
        k => format!("{}-{}", 1u64 << (k - 1), (1u64 << k) - 1),
    }
}
