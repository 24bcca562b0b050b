//! The hierarchy: levels wired as the flags say, accesses split per block and
//! page, misses sent down, cache-control operations.

use crate::config::{CacheConfig, HierarchyConfig, InstL1, InstL2};
use crate::level::{Cache, Lookup, RecentView};
use crate::stats::{CacheStats, Counters, HierarchyStats};
use crate::Error;

/// The level that supplied an access's data.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum ServedBy {
    /// Hit in a level-1 cache (`dl1`/`il1`).
    L1,
    /// Missed level 1, hit in a level-2 cache.
    L2,
    /// Missed every cache (or there is none).
    Memory,
}

/// Where one access was served and whether its TLB lookup hit.
///
/// For an access split over several blocks or pages, the worst part counts:
/// the deepest level and a TLB miss if any page missed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Served {
    /// The deepest level any part of the access reached.
    pub level: ServedBy,
    /// Every TLB lookup hit (also `true` without a TLB).
    pub tlb_hit: bool,
}

/// Cache-control operations (PowerPC's cache management instructions, named
/// here without depending on any CPU crate).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ControlOp {
    /// `dcbz`: allocate the data block dirty in the first data cache without
    /// reading it from below (an access: hit, or miss with the usual victim
    /// handling but no read).
    Dcbz,
    /// `dcbf`: write back (if dirty) and invalidate the block in every data cache.
    Dcbf,
    /// `dcbst`: write back (if dirty) the block in every data cache; it stays valid.
    Dcbst,
    /// `icbi`: invalidate the block in the level-1 instruction cache.
    Icbi,
}

/// Which cache of the hierarchy, by role.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Level-1 data cache.
    Dl1,
    /// Level-1 instruction cache (may be the same cache as `Dl1`).
    Il1,
    /// Level-2 data cache.
    Dl2,
    /// Level-2 instruction cache (may be the same cache as `Dl2`).
    Il2,
    /// Data TLB.
    Dtlb,
    /// Instruction TLB.
    Itlb,
}

/// Watches the lookups of a hierarchy's caches: which stream each level really sees (the
/// accesses, the misses of the levels above, their writebacks), for analyses that replay a
/// trace ([`Hierarchy::data_access_observed`] and the other `_observed` calls). The plain
/// calls pass [`NoObserver`], whose empty method compiles away: they cost nothing for it.
///
/// An observer is passed by value down the hierarchy's calls, hence `Copy`: a zero-sized
/// one is no argument at all in the compiled code (a reference would be one more register
/// argument of every out-of-line step); one that records is a shared reference to
/// something with interior mutability (a `Cell` or a `RefCell`).
pub trait Observer: Copy {
    /// Cache `level` (an index, [`Hierarchy::level_index`]) looked up the block holding
    /// `addr` (`write`: a store, a `dcbz` or a writeback from the level above) and hit or
    /// missed. Not called for the hits the shortcuts answer (an L1 hit on the line touched
    /// last in its set: the access's [`Served`] says so), nor for TLBs.
    fn lookup(self, level: usize, addr: u32, write: bool, hit: bool);
}

/// The observer that watches nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    #[inline(always)]
    fn lookup(self, _level: usize, _addr: u32, _write: bool, _hit: bool) {}
}

/// "No such level" in a [`Path`].
const NONE: u32 = u32::MAX;

/// The first levels one kind of access goes through, as plain indices (with
/// [`NONE`]) so that the per-access path reads a few words, and the shortcuts
/// of that kind of access.
///
/// # The shortcuts
/// Each level remembers the line it touched last in each set (see
/// [`crate::level`]); an access to that line is a hit that changes no
/// replacement state. So an access that stays in one block and one page, and
/// finds both its TLB entry and its L1 block to be the line touched last in
/// their sets, is answered inline: one hit in each level, which is only
/// counted in `hits` here (and added to both levels' statistics when they are
/// read), and for a write the dirty bit. Nothing else changes, so the
/// shortcut needs no invalidation: every other access, and every
/// cache-control operation, keeps the levels' own memory up to date.
///
/// Fetches have a cheaper first check: `key` is the granule (`addr & same`)
/// the last fetch ended in, whose TLB entry and L1 block were then the lines
/// touched last in their sets. It stays so until an access that is not
/// answered by a shortcut touches one of the two levels: the next fetch
/// outside the shortcuts sets `key` anew, and a data access or cache-control
/// operation outside them clears it when the instruction L1 is also a data
/// cache (the TLBs are never shared).
#[derive(Debug, Clone, Copy)]
struct Path {
    tlb: u32,
    l1: u32,
    /// The two levels' memories as the shortcut reads them (stand-ins when absent);
    /// they point into `caches` and are refreshed by [`Hierarchy::rebind`].
    tlb_view: RecentView,
    l1_view: RecentView,
    /// Addresses equal under this mask are in one L1 block and one page.
    same: u32,
    /// `same` with the low two bits set: a fetch of 4 bytes at an address `a`
    /// with `a & same4 == key` is 4-aligned and inside `key`'s granule.
    same4: u32,
    /// Granule of the last fetch (unused for data), or [`NO_KEY`].
    key: u32,
    /// Where an L1 hit of this kind counts as served from.
    rank: ServedBy,
    /// Accesses answered by the shortcuts: each is a hit in the TLB (if any)
    /// and in the L1 that the levels' counters do not hold yet.
    hits: u64,
}

/// A `key` no address has under `same4`: blocks and pages are at least 8
/// bytes, so `same4` clears bit 2.
const NO_KEY: u32 = u32::MAX;

fn opt(i: Option<usize>) -> u32 {
    i.map_or(NONE, |i| i as u32)
}

fn some(i: u32) -> Option<usize> {
    (i != NONE).then_some(i as usize)
}

impl Path {
    fn new(caches: &[Cache], tlb: Option<usize>, l1: Option<usize>) -> Self {
        let gran = |i: Option<usize>| i.map_or(u32::MAX, |i| caches[i].block_size());
        let g = gran(tlb).min(gran(l1));
        let same = if g == u32::MAX { 0 } else { !(g - 1) };
        Path {
            tlb: opt(tlb),
            l1: opt(l1),
            tlb_view: tlb.map_or(RecentView::always(), |i| caches[i].recent_view()),
            l1_view: l1.map_or(RecentView::never(), |i| caches[i].recent_view()),
            same,
            same4: same | 3,
            key: NO_KEY,
            rank: l1.map_or(ServedBy::Memory, |i| caches[i].rank),
            hits: 0,
        }
    }
}

/// A cache and TLB hierarchy with sim-cache's semantics; see the crate docs.
#[derive(Debug)]
pub struct Hierarchy {
    config: HierarchyConfig,
    /// Every distinct level; shared roles point at the same index.
    caches: Box<[Cache]>,
    dl1: Option<usize>,
    il1: Option<usize>,
    dl2: Option<usize>,
    il2: Option<usize>,
    data: Path,
    inst: Path,
    /// The instruction L1 is one of the data caches: data accesses that the
    /// shortcut does not answer clear the fetch key.
    shared: bool,
    /// Statistics order: separate il1, separate il2, dl1, dl2, itlb, dtlb.
    report: Vec<usize>,
}

// SAFETY: the only pointers a `Hierarchy` holds (in its paths' views) point into the
// tables of its own `caches`, which it owns and which move with it; `&Hierarchy` only
// reads through them.
unsafe impl Send for Hierarchy {}
// SAFETY: as above.
unsafe impl Sync for Hierarchy {}

impl Clone for Hierarchy {
    /// A copy whose paths' views point into the copy's own levels.
    fn clone(&self) -> Self {
        let mut h = Hierarchy {
            config: self.config.clone(),
            caches: self.caches.clone(),
            dl1: self.dl1,
            il1: self.il1,
            dl2: self.dl2,
            il2: self.il2,
            data: self.data,
            inst: self.inst,
            shared: self.shared,
            report: self.report.clone(),
        };
        h.rebind();
        h
    }
}

impl Hierarchy {
    /// Builds the hierarchy (all lines invalid) after checking the configuration.
    pub fn new(config: &HierarchyConfig) -> Result<Self, Error> {
        config.validate()?;
        let mut caches: Vec<Cache> = Vec::new();
        let mut add = |c: &CacheConfig, rank: ServedBy| {
            caches.push(Cache::new(c.clone(), rank));
            caches.len() - 1
        };
        let dl1 = config.dl1.as_ref().map(|c| add(c, ServedBy::L1));
        let dl2 = config.dl2.as_ref().map(|c| add(c, ServedBy::L2));
        let (il1, il2) = match &config.il1 {
            InstL1::None => (None, None),
            InstL1::Dl1 => (dl1, dl2),
            InstL1::Dl2 => (dl2, None),
            InstL1::Own(c) => {
                let il1 = add(c, ServedBy::L1);
                let il2 = match &config.il2 {
                    InstL2::Own(c) => Some(add(c, ServedBy::L2)),
                    InstL2::Dl2 => dl2,
                    InstL2::None => None,
                };
                (Some(il1), il2)
            }
        };
        let itlb = config.itlb.as_ref().map(|c| add(c, ServedBy::L1));
        let dtlb = config.dtlb.as_ref().map(|c| add(c, ServedBy::L1));
        if let (Some(a), b) = (dl1, dl2) {
            caches[a].next = b;
        }
        if let (Some(a), b) = (il1, il2) {
            if il1 != dl1 && il1 != dl2 {
                caches[a].next = b;
            }
        }
        let mut report = Vec::new();
        for i in [il1, il2].into_iter().flatten() {
            if Some(i) != dl1 && Some(i) != dl2 {
                report.push(i);
            }
        }
        report.extend([dl1, dl2, itlb, dtlb].into_iter().flatten());
        Ok(Hierarchy {
            data: Path::new(&caches, dtlb, dl1),
            inst: Path::new(&caches, itlb, il1),
            shared: il1.is_some() && (il1 == dl1 || il1 == dl2),
            config: config.clone(),
            caches: caches.into_boxed_slice(),
            dl1,
            il1,
            dl2,
            il2,
            report,
        })
    }

    /// The configuration the hierarchy was built from.
    pub fn config(&self) -> &HierarchyConfig {
        &self.config
    }

    /// A data access of `size` bytes at `addr` (a size of 0 counts as 1; an
    /// access running past `0xffff_ffff` stops there). Looks up every page it
    /// touches in the dtlb (as reads), then accesses every dl1 block it touches.
    #[inline(always)]
    pub fn data_access(&mut self, addr: u32, size: u32, write: bool) -> Served {
        self.data_access_observed(addr, size, write, NoObserver)
    }

    /// [`Hierarchy::data_access`], telling `o` every cache lookup it makes.
    #[inline(always)]
    pub fn data_access_observed<O: Observer>(
        &mut self,
        addr: u32,
        size: u32,
        write: bool,
        o: O,
    ) -> Served {
        let end = addr.wrapping_add(size.max(1) - 1);
        let path = self.data;
        if let Some(line) = self.recent_hit(path, addr, end) {
            self.data.hits += 1;
            if write {
                // SAFETY: `line` came from the L1's view, whose level `self` owns and
                // does not borrow here.
                unsafe { path.l1_view.mark_dirty(line) };
            }
            return Served {
                level: path.rank,
                tlb_hit: true,
            };
        }
        self.data_slow(addr, size, write, o)
    }

    /// An instruction fetch of 4 bytes at `addr` through the itlb and il1.
    #[inline(always)]
    pub fn fetch(&mut self, addr: u32) -> Served {
        self.fetch_observed(addr, NoObserver)
    }

    /// [`Hierarchy::fetch`], telling `o` every cache lookup it makes.
    #[inline(always)]
    pub fn fetch_observed<O: Observer>(&mut self, addr: u32, o: O) -> Served {
        let path = self.inst;
        if addr & path.same4 == path.key {
            self.inst.hits += 1;
            return Served {
                level: path.rank,
                tlb_hit: true,
            };
        }
        self.fetch_sized_observed(addr, 4, o)
    }

    /// The size of the granules ([`Hierarchy::fetch_next`]'s): an instruction L1 block
    /// or an itlb page, whichever is smaller; 0 without an instruction L1 or when it is
    /// also a data cache (data accesses then move its lines).
    pub fn fetch_granule(&self) -> u32 {
        if self.inst.l1 == NONE || self.shared {
            return 0;
        }
        (!self.inst.same).wrapping_add(1)
    }

    /// A fetch at `addr` that is the word after the previous fetch, in the same granule
    /// ([`Hierarchy::fetch_granule`], not 0), with no cache-control operation since:
    /// what [`Hierarchy::fetch`] does then (its first check always holds: the previous
    /// fetch left `key` at this granule and nothing since cleared it), without the check.
    #[inline(always)]
    pub fn fetch_next(&mut self, addr: u32) -> Served {
        debug_assert_eq!(
            addr & self.inst.same4,
            self.inst.key,
            "fetch_next at {addr:#x} outside the last fetch's granule"
        );
        self.inst.hits += 1;
        Served {
            level: self.inst.rank,
            tlb_hit: true,
        }
    }

    /// `n` sequential fetches at `pc`, `pc + 4`, ...: exactly `n` calls of
    /// [`Hierarchy::fetch`], with the fetches that the first check would answer (the rest
    /// of the granule the previous fetch ended in) counted at once. For replays, whose
    /// instruction stream comes as runs.
    pub fn fetch_run(&mut self, pc: u32, n: u32) {
        self.fetch_run_with(pc, n, |_, _| {});
    }

    /// [`Hierarchy::fetch_run`], telling `slow` the address and outcome of each fetch
    /// that the shortcut did not answer (those it answers are L1 hits).
    #[inline]
    pub fn fetch_run_with(&mut self, pc: u32, n: u32, mut slow: impl FnMut(u32, Served)) {
        let (mut pc, mut left) = (pc, n);
        while left > 0 {
            let path = self.inst;
            if pc & path.same4 == path.key {
                // The rest of the key's granule: each would be one more shortcut hit.
                let last = path.key | !path.same;
                let k = ((last.wrapping_sub(pc) >> 2) + 1).min(left);
                self.inst.hits += u64::from(k);
                pc = pc.wrapping_add(k.wrapping_mul(4));
                left -= k;
                continue;
            }
            let served = self.fetch(pc);
            slow(pc, served);
            pc = pc.wrapping_add(4);
            left -= 1;
        }
    }

    /// A read of `size` bytes at `addr` in the level-2 data cache alone (nothing without
    /// one): what a miss in a separate instruction L1 does to a unified L2, for a replay
    /// that simulates the instruction side apart ([`crate::replay`]).
    pub fn read_l2(&mut self, addr: u32, size: u32) {
        if let Some(d2) = self.dl2 {
            let end = addr.saturating_add(size.max(1) - 1);
            self.range_access(d2, addr, end, false, NoObserver);
        }
    }

    /// An instruction fetch of `size` bytes (for traces with other sizes).
    #[inline(always)]
    pub fn fetch_sized(&mut self, addr: u32, size: u32) -> Served {
        self.fetch_sized_observed(addr, size, NoObserver)
    }

    #[inline(always)]
    fn fetch_sized_observed<O: Observer>(&mut self, addr: u32, size: u32, o: O) -> Served {
        let end = addr.wrapping_add(size.max(1) - 1);
        let path = self.inst;
        if self.recent_hit(path, addr, end).is_some() {
            self.inst.hits += 1;
            self.inst.key = end & path.same;
            return Served {
                level: path.rank,
                tlb_hit: true,
            };
        }
        self.fetch_slow(addr, size, o)
    }

    /// The shortcut: when `addr..=end` lies in one block and one page whose
    /// L1 line and TLB entry (if there is a TLB) are the lines touched last
    /// in their sets, the index of the L1 line. The caller counts the hit.
    #[inline(always)]
    fn recent_hit(&mut self, path: Path, addr: u32, end: u32) -> Option<usize> {
        // Without an L1 the view finds nothing (so `same == 0`, no level at all, is
        // never a hit); without a TLB its view finds every page.
        if (addr ^ end) & path.same != 0 {
            return None;
        }
        let line = path.l1_view.line(addr)?;
        path.tlb_view.line(addr)?;
        Some(line)
    }

    /// Points the paths' views at the levels (after building or copying them).
    fn rebind(&mut self) {
        let view = |i: u32, stand_in: RecentView| match some(i) {
            Some(i) => self.caches[i].recent_view(),
            None => stand_in,
        };
        let (dt, dl, it, il) = (
            view(self.data.tlb, RecentView::always()),
            view(self.data.l1, RecentView::never()),
            view(self.inst.tlb, RecentView::always()),
            view(self.inst.l1, RecentView::never()),
        );
        (self.data.tlb_view, self.data.l1_view) = (dt, dl);
        (self.inst.tlb_view, self.inst.l1_view) = (it, il);
    }

    #[inline(never)]
    fn data_slow<O: Observer>(&mut self, addr: u32, size: u32, write: bool, o: O) -> Served {
        if self.shared {
            self.inst.key = NO_KEY;
        }
        self.path_access(true, addr, size, write, o)
    }

    #[inline(never)]
    fn fetch_slow<O: Observer>(&mut self, addr: u32, size: u32, o: O) -> Served {
        let served = self.path_access(false, addr, size, false, o);
        if self.inst.l1 != NONE {
            // The last page and block touched are the granule of the access's end.
            let end = addr.saturating_add(size.max(1) - 1);
            self.inst.key = end & self.inst.same;
        }
        served
    }

    #[inline(always)]
    fn path_access<O: Observer>(
        &mut self,
        data: bool,
        addr: u32,
        size: u32,
        write: bool,
        o: O,
    ) -> Served {
        let path = if data { &self.data } else { &self.inst };
        let (tlb, l1, same) = (path.tlb, path.l1, path.same);
        let end = addr.saturating_add(size.max(1) - 1);
        if (addr ^ end) & same == 0 {
            // One page, one block: the common case.
            let tlb_hit =
                tlb == NONE || self.level(tlb as usize).access(addr, false) == Lookup::Hit;
            let level = if l1 != NONE {
                self.block_access(l1 as usize, addr, write, o)
            } else {
                ServedBy::Memory
            };
            return Served { level, tlb_hit };
        }
        let path = *path;
        self.split_access(path, addr, end, write, o)
    }

    #[inline(never)]
    fn split_access<O: Observer>(
        &mut self,
        path: Path,
        addr: u32,
        end: u32,
        write: bool,
        o: O,
    ) -> Served {
        let mut tlb_hit = true;
        if let Some(t) = some(path.tlb) {
            let shift = self.caches[t].block_shift;
            for page in (addr >> shift)..=(end >> shift) {
                tlb_hit &= self.caches[t].access(page << shift, false) == Lookup::Hit;
            }
        }
        let level = match some(path.l1) {
            Some(c) => self.range_access(c, addr, end, write, o),
            None => ServedBy::Memory,
        };
        Served { level, tlb_hit }
    }

    /// Accesses every block of level `idx` that `addr..=end` touches.
    fn range_access<O: Observer>(
        &mut self,
        idx: usize,
        addr: u32,
        end: u32,
        write: bool,
        o: O,
    ) -> ServedBy {
        let shift = self.caches[idx].block_shift;
        let mut worst = self.caches[idx].rank;
        for block in (addr >> shift)..=(end >> shift) {
            worst = worst.max(self.block_access(idx, block << shift, write, o));
        }
        worst
    }

    /// The level at `idx` without a bounds check, for the per-access path.
    #[inline(always)]
    fn level(&mut self, idx: usize) -> &mut Cache {
        debug_assert!(idx < self.caches.len());
        // SAFETY: every index held in a `Path` or a level's `next` was handed
        // out by `Hierarchy::new` as a position in `caches`, a boxed slice whose
        // length never changes afterwards.
        unsafe { self.caches.get_unchecked_mut(idx) }
    }

    #[inline(always)]
    fn block_access<O: Observer>(&mut self, idx: usize, addr: u32, write: bool, o: O) -> ServedBy {
        let c = self.level(idx);
        match c.access(addr, write) {
            Lookup::Hit => {
                let rank = c.rank;
                o.lookup(idx, addr, write, true);
                rank
            }
            Lookup::Miss { writeback } => {
                o.lookup(idx, addr, write, false);
                self.miss(idx, addr, writeback, true, o)
            }
        }
    }

    /// After a miss in level `idx`: write the dirty victim to the next level,
    /// then (with `fetch`) read the missing block from it — sim-cache's order.
    #[inline(never)]
    fn miss<O: Observer>(
        &mut self,
        idx: usize,
        addr: u32,
        writeback: Option<u32>,
        fetch: bool,
        o: O,
    ) -> ServedBy {
        let c = &self.caches[idx];
        let (next, bsize, block) = (c.next, c.block_size(), addr & !(c.block_size() - 1));
        let Some(next) = next else {
            return ServedBy::Memory;
        };
        if let Some(wb) = writeback {
            self.range_access(next, wb, wb + (bsize - 1), true, o);
        }
        if fetch {
            self.range_access(next, block, block + (bsize - 1), false, o)
        } else {
            ServedBy::Memory
        }
    }

    /// A cache-control operation on the block holding `addr`. Every operation
    /// first looks the page up in the dtlb (a read).
    ///
    /// The returned level is where the block was found before the operation:
    /// the closest cache that held it, `Memory` if none did (for `dcbz`, which
    /// only looks at the first data cache: `L1` on a hit, `Memory` on a miss).
    /// Writebacks of `dcbf`/`dcbst` count at each level that held the block
    /// dirty and go to memory, since every data level is flushed alike.
    pub fn control(&mut self, op: ControlOp, addr: u32) -> Served {
        self.control_observed(op, addr, NoObserver)
    }

    /// [`Hierarchy::control`], telling `o` every cache lookup it makes (a `dcbz`'s, and
    /// the writebacks' into the level below; `dcbf`/`dcbst`/`icbi` look up nothing).
    pub fn control_observed<O: Observer>(&mut self, op: ControlOp, addr: u32, o: O) -> Served {
        // Every operation may change any L1 line.
        self.inst.key = NO_KEY;
        let tlb_hit = match some(self.data.tlb) {
            Some(t) => self.caches[t].access(addr, false) == Lookup::Hit,
            None => true,
        };
        let level = match op {
            ControlOp::Dcbz => match self.dl1 {
                Some(c) => match self.caches[c].access(addr, true) {
                    Lookup::Hit => {
                        o.lookup(c, addr, true, true);
                        self.caches[c].rank
                    }
                    Lookup::Miss { writeback } => {
                        o.lookup(c, addr, true, false);
                        self.miss(c, addr, writeback, false, o)
                    }
                },
                None => ServedBy::Memory,
            },
            ControlOp::Dcbf | ControlOp::Dcbst => {
                let invalidate = op == ControlOp::Dcbf;
                let mut found = ServedBy::Memory;
                for c in [self.dl1, self.dl2].into_iter().flatten() {
                    if self.caches[c].flush_block(addr, invalidate).is_some() {
                        found = found.min(self.caches[c].rank);
                    }
                }
                found
            }
            ControlOp::Icbi => match self.il1 {
                Some(c) => match self.caches[c].flush_block(addr, true) {
                    Some(f) => {
                        if f.dirty {
                            // Only a unified L1 holds dirty instruction blocks.
                            if let Some(next) = self.caches[c].next {
                                let bsize = self.caches[c].block_size();
                                let block = addr & !(bsize - 1);
                                self.range_access(next, block, block + (bsize - 1), true, o);
                            }
                        }
                        self.caches[c].rank
                    }
                    None => ServedBy::Memory,
                },
                None => ServedBy::Memory,
            },
        };
        Served { level, tlb_hit }
    }

    /// The index of the cache playing `role` (the level [`Observer::lookup`] names), if
    /// there is one; roles played by one cache (a unified L2) have the same index.
    pub fn level_index(&self, role: Role) -> Option<usize> {
        match role {
            Role::Dl1 => self.dl1,
            Role::Il1 => self.il1,
            Role::Dl2 => self.dl2,
            Role::Il2 => self.il2,
            Role::Dtlb => some(self.data.tlb),
            Role::Itlb => some(self.inst.tlb),
        }
    }

    /// The cache playing `role`, if there is one (its counters include every
    /// hit the shortcuts answered).
    pub fn cache(&mut self, role: Role) -> Option<&Cache> {
        self.settle();
        self.level_index(role).map(|i| &self.caches[i])
    }

    /// Zeroes every level's counters and keeps the contents, for a measured
    /// window that starts on a warm hierarchy.
    pub fn reset_stats(&mut self) {
        for c in self.caches.iter_mut() {
            c.reset_counters();
        }
        self.data.hits = 0;
        self.inst.hits = 0;
    }

    /// The hits the shortcuts answered in level `idx` that its counters do
    /// not hold yet.
    fn pending_hits(&self, idx: usize) -> u64 {
        let i = idx as u32;
        [self.data, self.inst]
            .iter()
            .filter(|p| p.tlb == i || p.l1 == i)
            .map(|p| p.hits)
            .sum()
    }

    /// Adds the hits the shortcuts answered to the levels' counters.
    fn settle(&mut self) {
        for idx in 0..self.caches.len() {
            let hits = self.pending_hits(idx);
            self.caches[idx].add_hits(hits);
        }
        self.data.hits = 0;
        self.inst.hits = 0;
    }

    /// The raw counters of every level, in the order of [`Hierarchy::stats`] (the hits
    /// the shortcuts answered counted in): a reading that allocates no names, for a split
    /// by phase ([`crate::phase`]).
    pub fn counters(&self) -> Vec<Counters> {
        self.report
            .iter()
            .map(|&i| {
                let mut c = *self.caches[i].counters();
                c.hits += self.pending_hits(i);
                c
            })
            .collect()
    }

    /// Statistics of every level, in sim-cache's order.
    pub fn stats(&self) -> HierarchyStats {
        HierarchyStats {
            caches: self
                .report
                .iter()
                .map(|&i| {
                    let c = &self.caches[i];
                    let mut counters = *c.counters();
                    counters.hits += self.pending_hits(i);
                    CacheStats::new(c.name(), &counters)
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts each level's observed lookups.
    #[derive(Default)]
    struct Count(std::cell::RefCell<Vec<[u64; 2]>>);

    impl Observer for &Count {
        fn lookup(self, level: usize, _addr: u32, _write: bool, hit: bool) {
            let mut v = self.0.borrow_mut();
            if v.len() <= level {
                v.resize(level + 1, [0; 2]);
            }
            v[level][usize::from(hit)] += 1;
        }
    }

    /// The L2 has no shortcut: its observed lookups are its statistics, writebacks from
    /// the L1s and instruction misses included; the L1s' observed misses are theirs.
    #[test]
    fn observer_sees_every_l2_lookup_and_every_l1_miss() {
        let (config, _) = HierarchyConfig::from_args([
            "-cache:dl1",
            "dl1:4:32:1:l",
            "-cache:il1",
            "il1:4:32:1:l",
            "-cache:dl2",
            "ul2:8:64:2:l",
        ])
        .unwrap();
        let mut h = Hierarchy::new(&config).unwrap();
        let mut plain = h.clone();
        let o = Count::default();
        let mut x = 12345u32;
        for i in 0..20_000u32 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let addr = (x >> 8) & 0x1fff;
            let a = h.data_access_observed(addr, 4, i % 3 == 0, &o);
            let b = plain.data_access(addr, 4, i % 3 == 0);
            assert_eq!(a, b);
            let pc = 0x10_0000 + ((x >> 20) & 0x7ff) * 4;
            assert_eq!(h.fetch_observed(pc, &o), plain.fetch(pc));
            if i % 97 == 0 {
                h.control_observed(ControlOp::Dcbz, addr, &o);
                plain.control(ControlOp::Dcbz, addr);
            }
        }
        assert_eq!(h.stats(), plain.stats());
        let stats = h.stats();
        let l2 = h.level_index(Role::Dl2).unwrap();
        assert_eq!(h.level_index(Role::Il2), Some(l2));
        let ul2 = stats.get("ul2").unwrap();
        let o = o.0.borrow();
        assert_eq!(o[l2], [ul2.misses, ul2.hits]);
        for (role, name) in [(Role::Dl1, "dl1"), (Role::Il1, "il1")] {
            let i = h.level_index(role).unwrap();
            assert_eq!(o[i][0], stats.get(name).unwrap().misses, "{name}");
        }
    }
}
