//! Miss classification into compulsory, capacity and conflict misses (Hill and Smith
//! 1989, "Evaluating associativity in CPU caches"), one reference at a time.
//!
//! For a cache of `C` lines of `B` bytes, a reference that the real cache misses is
//! - *compulsory* when it is the first reference to its line (of `B` bytes);
//! - *capacity* when a fully associative LRU cache of the same `C` lines of `B` bytes
//!   would miss it too: its LRU stack distance ([`crate::reuse`]) is `C` or more;
//! - *conflict* otherwise: the fully associative cache would have hit.
//!
//! One [`ReuseDistance`] gives both the classification and the distance, so the caller can
//! histogram distances at no extra cost. The classifier takes *any* stream of references
//! with the real cache's verdict for each (the data accesses of a trace for the D-L1, the
//! accesses that reached the L2, or a replay's per-level streams): it simulates no
//! cache itself. A reference that the real cache hits but the fully associative one would
//! miss (possible: LRU is not optimal, and a level fed by several streams sees lines
//! brought in by the others) is a hit here and counted apart ([`Class::HitFaMiss`]), so
//! that `compulsory + capacity + conflict` is exactly the real cache's misses.

use crate::reuse::ReuseDistance;
use crate::{CacheConfig, Error};

/// What one reference was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Class {
    /// The real cache hit, and so would the fully associative one.
    Hit,
    /// The real cache hit; the fully associative LRU cache would have missed.
    HitFaMiss,
    /// A miss on the first reference to the line.
    Compulsory,
    /// A miss the fully associative LRU cache of the same size makes too.
    Capacity,
    /// A miss the fully associative LRU cache of the same size would not make.
    Conflict,
}

impl Class {
    /// Index in [`CLASSES`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The classes, in [`Class::index`] order.
pub const CLASSES: [Class; 5] = [
    Class::Hit,
    Class::HitFaMiss,
    Class::Compulsory,
    Class::Capacity,
    Class::Conflict,
];

/// Classifies the references of one stream against one cache geometry.
#[derive(Debug, Clone)]
pub struct ThreeC {
    reuse: ReuseDistance,
    lines: u64,
}

impl ThreeC {
    /// A classifier for a cache of `config`'s size and line size.
    pub fn new(config: &CacheConfig) -> Result<Self, Error> {
        Self::with_geometry(config.nsets as u64 * config.assoc as u64, config.bsize)
    }

    /// A classifier for a cache of `lines` lines of `bsize` bytes.
    pub fn with_geometry(lines: u64, bsize: u32) -> Result<Self, Error> {
        Ok(ThreeC {
            reuse: ReuseDistance::new(bsize)?,
            lines,
        })
    }

    /// The line size.
    pub fn bsize(&self) -> u32 {
        self.reuse.granule()
    }

    /// Lines of the cache.
    pub fn lines(&self) -> u64 {
        self.lines
    }

    /// One reference of `size` bytes at `addr` (every line it touches) that the real cache
    /// missed (`missed`; for a reference spanning lines: missed any of them). Returns its
    /// stack distance in lines (the largest over its lines, `None` if any is a first
    /// reference) and its class.
    #[inline]
    pub fn reference(&mut self, addr: u64, size: u32, missed: bool) -> (Option<u64>, Class) {
        let d = self.reuse.access_range(addr, size);
        (d, self.class_of(d, missed))
    }

    /// The class of a reference at stack distance `d` that the real cache `missed`.
    #[inline]
    pub fn class_of(&self, d: Option<u64>, missed: bool) -> Class {
        let fa_miss = d.map_or(true, |d| d >= self.lines);
        match (missed, d) {
            (false, _) if fa_miss => Class::HitFaMiss,
            (false, _) => Class::Hit,
            (true, None) => Class::Compulsory,
            (true, Some(_)) if fa_miss => Class::Capacity,
            (true, Some(_)) => Class::Conflict,
        }
    }
}
