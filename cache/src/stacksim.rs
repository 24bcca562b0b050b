//! One pass for many data L1s: configurations whose dl1s differ only in their number of
//! sets and associativity (same name and block size, LRU) share one simulation of them,
//! in the spirit of Mattson et al.'s stack algorithms (1970), Hill and Smith's
//! all-associativity simulation (1989) and Sugumar and Abraham's Cheetah (1993).
//!
//! # Sharing the ways: one LRU stack per set
//! The dl1s of one set count form a **group**; their distinct associativities, in
//! ascending order, are its **classes** `0..n`. Under LRU a cache of `A` ways holds the
//! `A` blocks of its set used last, so every class's set is a prefix of one LRU stack per
//! set, as deep as the largest class: an access found at depth `d` hits in every class of
//! more than `d` ways and misses in the others, and a class that misses evicts its line
//! at depth `A - 1`. Cache-control operations break the prefixes (a `dcbf` leaves a hole
//! that the class's next miss fills without evicting), so each stack entry carries its
//! **membership** `m` instead, the smallest class that holds it: it is in classes
//! `m..n`, and the classes hold nested sets of blocks (a smaller one's lines are always
//! in every larger one: the LRU line of a full class is in no smaller class), so one
//! number says which. Without holes `m` is the class of the entry's depth. An access to
//! an entry of membership `m`, or to a block in no class (`m = n`), hits in classes
//! `m..n` and misses in `0..m`; each of those, if full, evicts the deepest entry it
//! holds (whose membership is then exactly that class; it moves to the next class, and
//! leaves the stack when it leaves the last). The block then goes on top with membership
//! 0. A class's hits and misses are a histogram over `m`, added up at the end.
//!
//! Dirty bits are per class (write-back, write-allocate, as [`crate::level`]): a write
//! sets them all; a read keeps them in the classes that hit and clears them in those that
//! missed (the block was read anew). A class's victim is written back when its bit is
//! set. `dcbst` counts a writeback in every class that holds the block dirty and cleans
//! it; `dcbf` also counts an invalidation in every class that holds it and removes the
//! entry; `dcbz` is a write access whose misses read nothing.
//!
//! # What stays per configuration
//! Each configuration keeps its own L2 (any policy; random replacement draws its own
//! sequence), fed from the shared dl1 exactly as [`crate::Hierarchy`] feeds it: on each
//! dl1 miss the dirty victim is written (an access per L2 block it spans), then the block
//! is read (not for `dcbz`); the fills of an instruction side simulated apart
//! ([`Step::Fill`]) and `dcbf`/`dcbst` (a flush of the L2's block) come in the order of
//! the steps. Configurations with the same dl1 but different L2s (a sweep of the L2)
//! share one class. Only the L2s' calls differ between configurations, and they are a
//! few per cent of the accesses.
//!
//! # Sharing the set counts: a shortcut
//! The groups of one engine (one per set count, same block size) are run one after
//! another for each access, after one check that answers the commonest access, a read of
//! the block read or written last in its set, for all of them at once: the engine
//! remembers, per set of its smallest set count, the block accessed last, and forgets it
//! when a `dcbf` invalidates it. A block accessed last in a set of `S` sets is also the
//! last one accessed in its set of any multiple of `S` sets (with bit-selection indexing
//! a finer set is part of a coarser one), and since then no class of any group has
//! evicted it: a read of it hits at depth 0 in every class and changes nothing.

use crate::config::CacheConfig;
use crate::hierarchy::{ControlOp, ServedBy};
use crate::level::Cache;
use crate::policy::{ReplKind, VALID};
use crate::replay::Step;
use crate::stats::{CacheStats, Counters};

/// Bits of an entry: the block's key (`block | VALID`) in the low 32 bits, its membership
/// above, then one dirty bit per class.
const MEMB_SHIFT: u32 = 32;
const DIRTY_SHIFT: u32 = 40;
/// The largest associativity shared (a larger one is simulated on its own): the stack
/// of a set is searched and shifted on every access that is not a depth-0 hit.
const MAX_WAYS: u32 = 64;
/// The most classes a group may have (associativities are powers of two, 1 to
/// [`MAX_WAYS`]).
const MAX_CLASSES: usize = MAX_WAYS.trailing_zeros() as usize + 1;

/// In [`Engine`]'s memory of the block accessed last in a set: written since (block
/// keys have [`VALID`] and never this bit, as blocks are at least 8 bytes).
const WRITTEN: u32 = 2;

#[inline(always)]
fn memb(e: u64) -> usize {
    ((e >> MEMB_SHIFT) & 0xff) as usize
}

/// Whether [`Engine`] can simulate this dl1 shared with others.
pub(crate) fn shares(dl1: &CacheConfig) -> bool {
    dl1.repl == ReplKind::Lru && dl1.assoc <= MAX_WAYS
}

/// A configuration's L2, fed from the shared dl1.
#[derive(Debug)]
struct Member {
    l2: Option<Cache>,
}

impl Member {
    /// Accesses every block of the L2 that `addr..=end` touches, as the hierarchy's
    /// `range_access` does (the L2's misses go to memory).
    #[inline]
    fn l2_range(&mut self, addr: u32, end: u32, write: bool) {
        if let Some(l2) = &mut self.l2 {
            let shift = l2.block_shift;
            for block in (addr >> shift)..=(end >> shift) {
                l2.access(block << shift, write);
            }
        }
    }
}

/// The dl1s of one associativity in a group, and the L2s of their configurations.
#[derive(Debug)]
struct Class {
    assoc: usize,
    /// Replacements, writebacks and invalidations (hits and misses come from the
    /// group's histogram).
    counters: Counters,
    members: Vec<Member>,
}

/// The dl1s of one set count.
#[derive(Debug)]
struct Group {
    nsets: u32,
    shift: u32,
    set_mask: u32,
    /// The largest class's associativity: the depth of each set's stack.
    ways: usize,
    /// `nsets * ways` entries, set by set, each set's stack from the top (most recent)
    /// down, then zeros.
    entries: Vec<u64>,
    /// Accesses by the membership they found (`classes.len()`: none).
    hist: Vec<u64>,
    classes: Vec<Class>,
    /// The dirty bits of every class.
    all_dirty: u64,
}

impl Group {
    fn new(nsets: u32, bsize: u32) -> Group {
        Group {
            nsets,
            shift: bsize.trailing_zeros(),
            set_mask: nsets - 1,
            ways: 0,
            entries: Vec::new(),
            hist: Vec::new(),
            classes: Vec::new(),
            all_dirty: 0,
        }
    }

    /// Sizes the stacks once every class is known.
    fn finish(&mut self) {
        self.classes.sort_by_key(|c| c.assoc);
        self.ways = self.classes.last().map_or(0, |c| c.assoc);
        self.entries = vec![0; self.nsets as usize * self.ways];
        self.hist = vec![0; self.classes.len() + 1];
        self.all_dirty = ((1u64 << self.classes.len()) - 1) << DIRTY_SHIFT;
    }

    #[inline(always)]
    fn base(&self, key: u32) -> usize {
        (((key >> self.shift) & self.set_mask) as usize) * self.ways
    }

    /// One access to the block `key` (`block | VALID`); `fetch`: misses read the block
    /// from the L2 (not for `dcbz`).
    #[inline(always)]
    fn access(&mut self, key: u32, write: bool, fetch: bool) {
        let base = self.base(key);
        let top = &mut self.entries[base];
        // On top with membership 0: a hit in every class that changes no order.
        if *top & ((0xff << MEMB_SHIFT) | 0xffff_ffff) == u64::from(key) {
            self.hist[0] += 1;
            if write {
                *top |= self.all_dirty;
            }
            return;
        }
        self.search(base, key, write, fetch);
    }

    #[inline(never)]
    fn search(&mut self, base: usize, key: u32, write: bool, fetch: bool) {
        let n = self.classes.len();
        let set = &mut self.entries[base..base + self.ways];
        // One pass: the block's place, the stack's length, and per membership how many
        // entries have it and the deepest of them.
        let (mut found, mut len) = (None, set.len());
        let mut count = [0usize; MAX_CLASSES];
        let mut deepest = [0usize; MAX_CLASSES];
        for (i, &e) in set.iter().enumerate() {
            if e == 0 {
                len = i;
                break;
            }
            if e as u32 == key {
                found = Some(i);
            } else {
                count[memb(e)] += 1;
                deepest[memb(e)] = i;
            }
        }
        let m = found.map_or(n, |p| memb(set[p]));
        self.hist[m] += 1;
        let block = key & !VALID;
        let last = (1u32 << self.shift) - 1;
        // Class k (missed) holds the entries of membership <= k; its victim, when it is
        // full, is the deepest of them, which then moves to class k + 1 (still counted
        // in the prefix, and a candidate for k + 1's victim).
        let (mut held, mut victim, mut dropped) = (0, 0, None);
        for (k, class) in self.classes[..m].iter_mut().enumerate() {
            held += count[k];
            if count[k] > 0 {
                victim = victim.max(deepest[k]);
            }
            let mut writeback = None;
            if held == class.assoc {
                class.counters.replacements += 1;
                let e = set[victim];
                debug_assert_eq!(memb(e), k, "a full class's LRU line is in no smaller one");
                let bit = 1u64 << (DIRTY_SHIFT + k as u32);
                if e & bit != 0 {
                    class.counters.writebacks += 1;
                    writeback = Some(e as u32 & !VALID);
                }
                set[victim] = (e & !bit & !(0xff << MEMB_SHIFT)) | ((k as u64 + 1) << MEMB_SHIFT);
                if k + 1 == n {
                    dropped = Some(victim);
                }
            }
            for member in &mut class.members {
                if let Some(wb) = writeback {
                    member.l2_range(wb, wb + last, true);
                }
                if fetch {
                    member.l2_range(block, block + last, false);
                }
            }
        }
        // The block goes on top: out of its place, or out of the place of the entry the
        // largest class evicted (now in no class), or into the first free one.
        let hole = found.or(dropped).unwrap_or(len);
        debug_assert!(hole < set.len(), "the largest class had room or evicted");
        let dirty = match (write, found) {
            (true, _) => self.all_dirty,
            // Still dirty in the classes that hit (the others' bits were cleared when
            // they evicted it).
            (false, Some(p)) => set[p] & self.all_dirty,
            (false, None) => 0,
        };
        set.copy_within(0..hole, 1);
        set[0] = u64::from(key) | dirty;
    }

    /// `dcbst` (`invalidate` false) or `dcbf` (true) on the block `key`, in the classes
    /// that hold it.
    fn flush(&mut self, key: u32, invalidate: bool) {
        let base = self.base(key);
        let set = &mut self.entries[base..base + self.ways];
        let Some(p) = set.iter().position(|&e| e as u32 == key) else {
            return;
        };
        let e = set[p];
        for (k, class) in self.classes.iter_mut().enumerate().skip(memb(e)) {
            if e & (1u64 << (DIRTY_SHIFT + k as u32)) != 0 {
                class.counters.writebacks += 1;
            }
            if invalidate {
                class.counters.invalidations += 1;
            }
        }
        if invalidate {
            set.copy_within(p + 1.., p);
            let last = set.len() - 1;
            set[last] = 0;
        } else {
            set[p] = e & !self.all_dirty;
        }
    }
}

/// Where a configuration's statistics are in an [`Engine`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Slot {
    nsets: u32,
    assoc: usize,
    member: usize,
}

/// The shared dl1s of configurations with one dl1 name and block size (LRU), each with
/// its own L2. See the module's overview.
#[derive(Debug)]
pub(crate) struct Engine {
    name: String,
    bsize: u32,
    groups: Vec<Group>,
    /// Per set of the first group (the fewest sets), the key of the block accessed last
    /// in it, with [`WRITTEN`] if it was written since (it is then dirty in every
    /// class), or 0.
    last: Vec<u32>,
    /// Accesses answered by `last`: a hit in every class of every group.
    last_hits: u64,
    /// The groups' stacks are sized (at the first step; no configuration is added
    /// after).
    finished: bool,
}

impl Engine {
    /// An engine for dl1s named `name` with blocks of `bsize` bytes.
    pub(crate) fn new(name: &str, bsize: u32) -> Engine {
        Engine {
            name: name.to_string(),
            bsize,
            groups: Vec::new(),
            last: Vec::new(),
            last_hits: 0,
            finished: false,
        }
    }

    /// Whether `dl1` can join this engine.
    pub(crate) fn shares_with(&self, dl1: &CacheConfig) -> bool {
        !self.finished && shares(dl1) && dl1.name == self.name && dl1.bsize == self.bsize
    }

    /// Adds a configuration: its dl1 (which [`shares`], with this engine's name and
    /// block size) and its L2.
    pub(crate) fn add(&mut self, dl1: &CacheConfig, dl2: Option<&CacheConfig>) -> Slot {
        assert!(self.shares_with(dl1), "a dl1 this engine can simulate");
        let group = match self.groups.iter().position(|g| g.nsets == dl1.nsets) {
            Some(g) => g,
            None => {
                self.groups.push(Group::new(dl1.nsets, dl1.bsize));
                self.groups.len() - 1
            }
        };
        let classes = &mut self.groups[group].classes;
        let assoc = dl1.assoc as usize;
        if !classes.iter().any(|c| c.assoc == assoc) {
            classes.push(Class {
                assoc,
                counters: Counters::default(),
                members: Vec::new(),
            });
        }
        let class = classes
            .iter_mut()
            .find(|c| c.assoc == assoc)
            .expect("added above");
        class.members.push(Member {
            l2: dl2.map(|c| Cache::new(c.clone(), ServedBy::L2)),
        });
        Slot {
            nsets: dl1.nsets,
            assoc,
            member: class.members.len() - 1,
        }
    }

    /// The number of configurations added.
    #[cfg(test)]
    pub(crate) fn configs(&self) -> usize {
        self.groups
            .iter()
            .flat_map(|g| &g.classes)
            .map(|c| c.members.len())
            .sum()
    }

    fn finish(&mut self) {
        self.finished = true;
        self.groups.sort_by_key(|g| g.nsets);
        for g in &mut self.groups {
            assert!(
                g.classes.len() <= MAX_CLASSES,
                "associativities are powers of two"
            );
            g.finish();
        }
        self.last = vec![0; self.groups.first().map_or(0, |g| g.nsets as usize)];
    }

    #[inline(always)]
    fn last_index(&self, key: u32) -> usize {
        ((key >> self.groups[0].shift) & self.groups[0].set_mask) as usize
    }

    /// One access to the block `key` in every group.
    #[inline(always)]
    fn block(&mut self, key: u32, write: bool, fetch: bool) {
        let i = self.last_index(key);
        let last = self.last[i];
        // The block accessed last in its set: a read, or a write after a write (every
        // class's dirty bit is already set), changes nothing but the hit counts.
        if last == key | WRITTEN || (!write && last == key) {
            self.last_hits += 1;
            return;
        }
        self.last[i] = if write { key | WRITTEN } else { key };
        for g in &mut self.groups {
            g.access(key, write, fetch);
        }
    }

    fn members(&mut self) -> impl Iterator<Item = &mut Member> {
        self.groups
            .iter_mut()
            .flat_map(|g| &mut g.classes)
            .flat_map(|c| &mut c.members)
    }

    /// Runs a data side's steps (data accesses, cache-control operations, L2 fills).
    pub(crate) fn run(&mut self, steps: &[Step]) {
        if !self.finished {
            self.finish();
        }
        let shift = self.bsize.trailing_zeros();
        for s in steps {
            match *s {
                Step::Data { addr, size, write } => {
                    let end = addr.saturating_add(size.max(1) - 1);
                    let (first, last) = (addr >> shift, end >> shift);
                    if first == last {
                        self.block((first << shift) | VALID, write, true);
                    } else {
                        for block in first..=last {
                            self.block((block << shift) | VALID, write, true);
                        }
                    }
                }
                Step::Control { op, addr } => {
                    let key = (addr & !(self.bsize - 1)) | VALID;
                    match op {
                        ControlOp::Dcbz => self.block(key, true, false),
                        ControlOp::Dcbf | ControlOp::Dcbst => {
                            let invalidate = op == ControlOp::Dcbf;
                            // Forgotten: invalidated, or no longer dirty.
                            let i = self.last_index(key);
                            if self.last[i] & !WRITTEN == key {
                                self.last[i] = 0;
                            }
                            for g in &mut self.groups {
                                g.flush(key, invalidate);
                            }
                            for m in self.members() {
                                if let Some(l2) = &mut m.l2 {
                                    l2.flush_block(addr, invalidate);
                                }
                            }
                        }
                        // A data side has no instruction L1.
                        ControlOp::Icbi => {}
                    }
                }
                Step::Fill { addr, size } => {
                    let end = addr.saturating_add(size.max(1) - 1);
                    for m in self.members() {
                        m.l2_range(addr, end, false);
                    }
                }
                // A data side sees no fetches (its configuration has no instruction side).
                Step::Fetch { .. } => {}
            }
        }
    }

    /// The statistics of the configuration at `slot`: its dl1's, then its L2's if it has
    /// one.
    pub(crate) fn stats(&self, slot: Slot) -> Vec<CacheStats> {
        let g = self
            .groups
            .iter()
            .find(|g| g.nsets == slot.nsets)
            .expect("a slot of this engine");
        let (k, class) = g
            .classes
            .iter()
            .enumerate()
            .find(|(_, c)| c.assoc == slot.assoc)
            .expect("a slot of this engine");
        // Before the first step the histogram is not sized yet: nothing was counted.
        let hits = g.hist.iter().take(k + 1).sum::<u64>() + self.last_hits;
        let misses = g.hist.iter().skip(k + 1).sum::<u64>();
        let counters = Counters {
            hits,
            misses,
            ..class.counters
        };
        let mut out = vec![CacheStats::new(&self.name, &counters)];
        if let Some(l2) = &class.members[slot.member].l2 {
            out.push(l2.stats());
        }
        out
    }
}

#[cfg(test)]
#[path = "stacksim_tests.rs"]
mod tests;
