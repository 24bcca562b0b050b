//! One cache (or TLB) level: flat line storage, tag compare by mask, counters.
//!
//! A level knows nothing of the levels around it: [`Cache::access`] reports a
//! hit, or a miss with the dirty victim (if any) that must be written to the
//! next level; the hierarchy ([`crate::Hierarchy`]) does that and reads the
//! missing block, in sim-cache's order (write back the victim, then read).
//!
//! Lines are `u32` words, `nsets * assoc` of them in one flat array, set by set:
//! the block address (`addr & !(bsize - 1)`) with [`VALID`] and [`DIRTY`] in the
//! low bits (`bsize >= 8`, so they are free), `0` when invalid. A lookup
//! compares `line & !DIRTY` with `block | VALID`: one mask, one compare per way.
//!
//! # The line touched last in each set
//! Like sim-cache's `last_tagset`, but per set, the level remembers which line of
//! each set it touched last (`recent`). Another access to that line is a hit that
//! changes no replacement state: under LRU the line is already the most recent of
//! its set (it was stamped last), and FIFO and random never reorder on a hit. So
//! such an access costs one load and one compare (and, for a write, setting the
//! dirty bit), without a set search. Only [`Cache::flush_block`] removes lines
//! besides the set search, and it forgets the line it invalidates.

use crate::config::CacheConfig;
use crate::hierarchy::ServedBy;
use crate::policy::{Policy, Replacement, DIRTY, VALID};
use crate::stats::{CacheStats, Counters};
use crate::table::Table;

/// Policy codes of [`Cache::access_set_n`]'s copies.
const LRU: u8 = 0;
const FIFO: u8 = 1;
const RANDOM: u8 = 2;

/// What one block access did in one level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lookup {
    /// The block was present.
    Hit,
    /// The block was absent and has been allocated. `writeback` is the block
    /// address of a dirty victim, which the next level must receive.
    Miss {
        /// Dirty victim to write to the next level.
        writeback: Option<u32>,
    },
}

/// What [`Cache::flush_block`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flushed {
    /// The block was dirty (a writeback was counted and the line is now clean
    /// or gone).
    pub dirty: bool,
}

/// One level of the hierarchy.
#[derive(Debug, Clone)]
pub struct Cache {
    config: CacheConfig,
    /// Where a hit in this level counts as served from.
    pub(crate) rank: ServedBy,
    /// Index of the next level in the hierarchy's arena; `None` is memory.
    pub(crate) next: Option<usize>,
    lines: Table<u32>,
    /// The policy's stamp of each line (same layout as `lines`).
    stamps: Box<[u64]>,
    /// `!(bsize - 1)`.
    block_mask: u32,
    /// `log2(bsize)`.
    pub(crate) block_shift: u32,
    /// `nsets - 1`.
    set_mask: u32,
    /// `log2(assoc)`.
    assoc_shift: u32,
    policy: Policy,
    /// Per set, the line touched last in it: its key (`block | VALID`) in the low
    /// 32 bits and its index in `lines` in the high 32 bits; `0` for none (no key
    /// is 0, since keys carry [`VALID`]).
    recent: Table<u64>,
    counters: Counters,
}

impl Cache {
    /// An empty level (all lines invalid). The configuration must already be
    /// valid (as [`CacheConfig`]'s parser guarantees).
    pub fn new(config: CacheConfig, rank: ServedBy) -> Self {
        let lines = (config.nsets as usize) * (config.assoc as usize);
        Cache {
            rank,
            next: None,
            lines: Table::new(lines, 0u32),
            stamps: vec![0u64; lines].into_boxed_slice(),
            block_mask: !(config.bsize - 1),
            block_shift: config.bsize.trailing_zeros(),
            set_mask: config.nsets - 1,
            assoc_shift: config.assoc.trailing_zeros(),
            policy: Policy::new(config.repl),
            recent: Table::new(config.nsets as usize, 0u64),
            counters: Counters::default(),
            config,
        }
    }

    /// The level's configuration.
    pub fn config(&self) -> &CacheConfig {
        &self.config
    }

    /// The level's name (its statistics' prefix).
    pub fn name(&self) -> &str {
        &self.config.name
    }

    /// Block size in bytes (page size for a TLB).
    pub fn block_size(&self) -> u32 {
        self.config.bsize
    }

    /// Raw counters.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Zeroes the counters; the contents stay.
    pub fn reset_counters(&mut self) {
        self.counters = Counters::default();
    }

    /// Statistics with sim-cache's names.
    pub fn stats(&self) -> CacheStats {
        CacheStats::new(&self.config.name, &self.counters)
    }

    #[inline]
    fn set_base(&self, addr: u32) -> usize {
        (((addr >> self.block_shift) & self.set_mask) as usize) << self.assoc_shift
    }

    /// One access to the block holding `addr`: counts a hit or a miss; on a miss
    /// the victim (if valid) counts a replacement and (if dirty) a writeback, and
    /// the block is allocated; a write leaves the line dirty.
    #[inline(always)]
    pub fn access(&mut self, addr: u32, write: bool) -> Lookup {
        if let Some(idx) = self.recent_line(addr) {
            // The line touched last in its set: a hit that reorders nothing.
            self.counters.hits += 1;
            if write {
                self.mark_dirty(idx);
            }
            return Lookup::Hit;
        }
        self.access_set((addr & self.block_mask) | VALID, write)
    }

    /// The set search, out of line so that the repeat-block path above stays
    /// a handful of instructions wherever it is inlined. Common associativities
    /// get their own copy with the set length fixed at compile time (the loops
    /// unroll into straight-line code), chosen at each inlined call site so
    /// that every site keeps calling the same copy (a well-predicted branch).
    #[inline(always)]
    fn access_set(&mut self, key: u32, write: bool) -> Lookup {
        macro_rules! by_policy {
            ($n:literal) => {
                match self.policy {
                    Policy::Lru(_) => self.access_set_n::<$n, LRU>(key, write),
                    Policy::Fifo(_) => self.access_set_n::<$n, FIFO>(key, write),
                    Policy::Random(_) => self.access_set_n::<$n, RANDOM>(key, write),
                }
            };
        }
        match self.assoc_shift {
            0 => by_policy!(1),
            1 => by_policy!(2),
            2 => by_policy!(4),
            3 => by_policy!(8),
            4 => by_policy!(16),
            _ => by_policy!(0),
        }
    }

    /// The search in a set of `N` ways (`N == 0`: any associativity) under policy `P`
    /// (fixed per copy, so that a hierarchy whose levels differ in policy does not
    /// alternate one branch between them).
    #[inline(never)]
    fn access_set_n<const N: usize, const P: u8>(&mut self, key: u32, write: bool) -> Lookup {
        let base = self.set_base(key);
        let n = if N == 0 { 1 << self.assoc_shift } else { N };
        let Cache {
            lines,
            stamps,
            policy,
            counters,
            ..
        } = self;
        let set = &mut lines.as_mut_slice()[base..base + n];
        let stamps = &mut stamps[base..base + n];
        let found = if N == 0 {
            set.iter().position(|&l| l & !DIRTY == key)
        } else {
            let set: &[u32; N] = (&*set).try_into().expect("a set is N lines long");
            let mask = match_mask(set, key);
            (mask != 0).then(|| mask.trailing_zeros() as usize)
        };
        let dirty = if write { DIRTY } else { 0 };
        let (way, result) = match found {
            Some(way) => {
                counters.hits += 1;
                if P != RANDOM {
                    policy.on_hit(stamps, way);
                }
                set[way] |= dirty;
                (way, Lookup::Hit)
            }
            None => {
                counters.misses += 1;
                let way = policy.victim(set, stamps);
                let old = set[way];
                set[way] = key | dirty;
                if P != RANDOM {
                    policy.on_fill(stamps, way);
                }
                let mut writeback = None;
                if old & VALID != 0 {
                    counters.replacements += 1;
                    if old & DIRTY != 0 {
                        counters.writebacks += 1;
                        writeback = Some(old & self.block_mask);
                    }
                }
                (way, Lookup::Miss { writeback })
            }
        };
        self.recent.as_mut_slice()[base >> self.assoc_shift] =
            u64::from(key) | ((base + way) as u64) << 32;
        result
    }

    /// The index in `lines` of the block holding `addr` if it is the line
    /// touched last in its set: an access to it would be a hit that changes
    /// nothing but the hit count (which the caller then owes, see
    /// [`Cache::add_hits`]) and, for a write, the dirty bit ([`Cache::mark_dirty`]).
    #[inline(always)]
    pub(crate) fn recent_line(&self, addr: u32) -> Option<usize> {
        self.recent_view().line(addr)
    }

    /// Marks the line at `idx` (from [`Cache::recent_line`]) written.
    #[inline(always)]
    pub(crate) fn mark_dirty(&mut self, idx: usize) {
        // SAFETY: `idx` came from this level's `recent_line`; `&mut self` holds no
        // borrow of the lines.
        unsafe { self.recent_view().mark_dirty(idx) }
    }

    /// A copy of what [`Cache::recent_line`] and [`Cache::mark_dirty`] need, for the
    /// hierarchy to keep next to its shortcut (see [`RecentView`]).
    pub(crate) fn recent_view(&self) -> RecentView {
        RecentView {
            recent: self.recent.ptr(),
            lines: self.lines.ptr(),
            block_mask: self.block_mask,
            shift: self.block_shift,
            set_mask: self.set_mask,
        }
    }

    /// Counts `n` hits answered without calling [`Cache::access`].
    pub(crate) fn add_hits(&mut self, n: u64) {
        self.counters.hits += n;
    }

    /// Whether the block holding `addr` is present (no counting, no reordering).
    pub fn probe(&self, addr: u32) -> bool {
        let key = (addr & self.block_mask) | VALID;
        let base = self.set_base(key);
        self.lines.as_slice()[base..base + (1usize << self.assoc_shift)]
            .iter()
            .any(|&l| l & !DIRTY == key)
    }

    /// Flushes the block holding `addr`, as sim-cache's `cache_flush_addr`: if it
    /// is present and dirty, counts a writeback and cleans it; with `invalidate`,
    /// also counts an invalidation and removes it. Returns `None` when absent.
    pub fn flush_block(&mut self, addr: u32, invalidate: bool) -> Option<Flushed> {
        let key = (addr & self.block_mask) | VALID;
        let base = self.set_base(key);
        let n = 1usize << self.assoc_shift;
        let set = &mut self.lines.as_mut_slice()[base..base + n];
        let way = set.iter().position(|&l| l & !DIRTY == key)?;
        let dirty = set[way] & DIRTY != 0;
        if dirty {
            self.counters.writebacks += 1;
            set[way] &= !DIRTY;
        }
        if invalidate {
            self.counters.invalidations += 1;
            set[way] = 0;
            self.policy
                .invalidate(&mut self.stamps[base..base + n], way);
            let recent = &mut self.recent.as_mut_slice()[base >> self.assoc_shift];
            if *recent as u32 == key {
                *recent = 0;
            }
        }
        Some(Flushed { dirty })
    }
}

/// A level's memory of the line touched last in each set, as the hierarchy's inline
/// shortcut reads it: the tables' pointers (which stay valid while the level lives, see
/// [`Table`]) and the parameters that find a set's entry. The views [`RecentView::never`]
/// (no level: nothing is ever found) and [`RecentView::always`] (no TLB: every page is
/// found) stand in for absent levels, so the shortcut has no branch for them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RecentView {
    recent: *const u64,
    lines: *mut u32,
    block_mask: u32,
    shift: u32,
    set_mask: u32,
}

/// The one entry of [`RecentView::never`]: no key is 0.
static NO_LINE: u64 = 0;
/// The one entry of [`RecentView::always`]: the key of block 0, which every address has
/// under a block mask of 0.
static ANY_LINE: u64 = VALID as u64;

impl RecentView {
    /// A view in which no address is found.
    pub(crate) fn never() -> Self {
        Self::single(&NO_LINE)
    }

    /// A view in which every address is found (at line 0, which must not be marked).
    pub(crate) fn always() -> Self {
        Self::single(&ANY_LINE)
    }

    fn single(entry: &'static u64) -> Self {
        RecentView {
            recent: entry,
            lines: std::ptr::null_mut(),
            block_mask: 0,
            shift: 0,
            set_mask: 0,
        }
    }

    /// The index in the level's lines of the block holding `addr` if it is the line
    /// touched last in its set.
    #[inline(always)]
    pub(crate) fn line(&self, addr: u32) -> Option<usize> {
        let key = (addr & self.block_mask) | VALID;
        let set = ((addr >> self.shift) & self.set_mask) as usize;
        // SAFETY: `recent` points at `set_mask + 1` entries that live as long as the
        // view is used (a level's table, or a static), and `set <= set_mask`.
        let recent = unsafe { self.recent.add(set).read() };
        (recent as u32 == key).then_some((recent >> 32) as usize)
    }

    /// Marks the line at `idx` written.
    ///
    /// # Safety
    /// `idx` came from [`RecentView::line`] of a view of a level (not a stand-in) that is
    /// alive, with no borrow of its lines live.
    #[inline(always)]
    pub(crate) unsafe fn mark_dirty(&self, idx: usize) {
        // SAFETY: the entries of a level's `recent` hold indices `access_set_n`
        // stored, each `base + way` of a set inside its lines.
        unsafe { *self.lines.add(idx) |= DIRTY };
    }
}

/// A bit per way of `set` whose block is `key` (`N <= 16`), by four-lane vector
/// compares where the target has them (SSE2 is part of x86-64).
#[inline(always)]
fn match_mask<const N: usize>(set: &[u32; N], key: u32) -> u32 {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if N % 4 == 0 {
        use std::arch::x86_64::{
            __m128i, _mm_and_si128, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128,
            _mm_movemask_ps, _mm_set1_epi32,
        };
        let mut mask = 0u32;
        // SAFETY: SSE2 is enabled for this target (the `cfg` above), and each
        // unaligned load reads the 16 bytes of one `quad` of 4 `u32`s.
        unsafe {
            let k = _mm_set1_epi32(key as i32);
            let m = _mm_set1_epi32(!DIRTY as i32);
            for (c, quad) in set.chunks_exact(4).enumerate() {
                let v = _mm_loadu_si128(quad.as_ptr().cast::<__m128i>());
                let eq = _mm_cmpeq_epi32(_mm_and_si128(v, m), k);
                mask |= (_mm_movemask_ps(_mm_castsi128_ps(eq)) as u32) << (4 * c);
            }
        }
        return mask;
    }
    let mut mask = 0u32;
    for (i, &l) in set.iter().enumerate() {
        mask |= u32::from(l & !DIRTY == key) << i;
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cache(cfg: &str) -> Cache {
        Cache::new(cfg.parse().unwrap(), ServedBy::L1)
    }

    #[test]
    fn direct_mapped_conflicts() {
        // 4 sets of 16 bytes: 0x00 and 0x40 share set 0.
        let mut c = cache("c:4:16:1:l");
        assert_eq!(c.access(0x00, false), Lookup::Miss { writeback: None });
        assert_eq!(c.access(0x04, true), Lookup::Hit);
        assert_eq!(
            c.access(0x40, false),
            Lookup::Miss {
                writeback: Some(0x00)
            }
        );
        assert_eq!(c.access(0x10, false), Lookup::Miss { writeback: None });
        assert_eq!(c.access(0x0c, false), Lookup::Miss { writeback: None });
        let s = c.counters();
        assert_eq!(
            (s.hits, s.misses, s.replacements, s.writebacks),
            (1, 4, 2, 1)
        );
    }

    #[test]
    fn recent_line_of_each_set_hits_without_reordering() {
        // 2 sets of 2 ways, 16-byte blocks: 0x00, 0x20, 0x40 share set 0; 0x10 is set 1.
        let mut c = cache("c:2:16:2:l");
        c.access(0x00, false);
        c.access(0x20, false);
        c.access(0x10, false); // set 1: set 0's recent line stays 0x20
        assert_eq!(c.access(0x24, true), Lookup::Hit, "recent line of set 0");
        // LRU order of set 0 is still 0x20, 0x00: 0x40 evicts 0x00.
        assert_eq!(c.access(0x40, false), Lookup::Miss { writeback: None });
        assert!(c.probe(0x20) && !c.probe(0x00));
        // The write through the recent line made 0x20 dirty: evicting it writes back.
        assert_eq!(
            c.access(0x00, false),
            Lookup::Miss {
                writeback: Some(0x20)
            }
        );
        // An invalidated recent line is forgotten: the next access misses.
        assert!(c.flush_block(0x00, true).is_some());
        assert_eq!(c.access(0x00, false), Lookup::Miss { writeback: None });
        let s = c.counters();
        assert_eq!((s.hits, s.misses, s.writebacks), (1, 6, 1));
    }

    #[test]
    fn flush_cleans_or_invalidates() {
        let mut c = cache("c:1:8:2:l");
        c.access(0x08, true);
        c.access(0x10, false);
        assert_eq!(c.flush_block(0x08, false), Some(Flushed { dirty: true }));
        assert_eq!(c.flush_block(0x08, false), Some(Flushed { dirty: false }));
        assert_eq!(c.flush_block(0x10, true), Some(Flushed { dirty: false }));
        assert_eq!(c.flush_block(0x10, true), None);
        assert!(!c.probe(0x10) && c.probe(0x08));
        // The freed way is refilled without evicting 0x08.
        assert_eq!(c.access(0x18, false), Lookup::Miss { writeback: None });
        assert!(c.probe(0x08));
        let s = c.counters();
        assert_eq!((s.writebacks, s.invalidations, s.replacements), (1, 1, 0));
    }
}
