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
//! # Sharing the set counts: shortcuts
//! The groups of one engine (one per set count, same block size, ascending) are run one
//! after another for each access, after one check that answers the commonest access for
//! all of them at once: the engine remembers, per set of its smallest set count, the
//! block accessed last and whether it was written since, and forgets it when a `dcbf` or
//! `dcbst` flushes it. A block accessed last in a set of `S` sets is also the last one
//! accessed in its set of any multiple of `S` sets (with bit-selection indexing a finer
//! set is part of a coarser one), and no class of any group has evicted it since: a read
//! of it, or a write after a write (every dirty bit is set), hits at depth 0 in every
//! class and changes nothing. For the same reason a read found on top of its set in one
//! group is on top in every later group, which are then counted at once; that one holds
//! until the first `dcbf` that invalidates a block (which can leave on top of a coarse
//! set a block that a finer set had evicted), and is then no longer used.
//!
//! Each group checks its sets' tops in an array of keys ([`Group::access`]) before it
//! searches the stack; regular sets (see [`Group::search`]) need no counting, and each
//! stack depth up to 16 has its own copy of the search.

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
/// No victim (the class is not full), in [`Group::victims`].
const NO_VICTIM: u8 = u8::MAX;

/// In [`Engine`]'s memory of the block accessed last in a set, and in a group's tops:
/// written since, dirty in every class (block keys have [`VALID`] and never this bit, as
/// blocks are at least 8 bytes).
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
    #[inline(always)]
    fn l2_range(&mut self, addr: u32, end: u32, write: bool) {
        if let Some(l2) = &mut self.l2 {
            let shift = l2.block_shift;
            let (first, last) = (addr >> shift, end >> shift);
            if first == last {
                l2.access(addr, write);
            } else {
                for block in first..=last {
                    l2.access(block << shift, write);
                }
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

/// Class `k` missed the block at `block` (lines of `last + 1` bytes): its LRU line at
/// `victim` (when the class is full) is replaced, leaving the class (and written back to the
/// class's L2s if dirty in it), then the block is read in them unless `fetch` is false
/// (`dcbz`). For [`Group::search_any`], which keeps the memberships of every set.
#[inline(always)]
fn miss(
    class: &mut Class,
    k: usize,
    set: &mut [u64],
    victim: Option<usize>,
    block: u32,
    last: u32,
    fetch: bool,
) {
    let mut writeback = None;
    if let Some(v) = victim {
        class.counters.replacements += 1;
        let e = set[v];
        let bit = 1u64 << (DIRTY_SHIFT + k as u32);
        if e & bit != 0 {
            class.counters.writebacks += 1;
            writeback = Some(e as u32 & !VALID);
        }
        set[v] = (e & !bit & !(0xff << MEMB_SHIFT)) | ((k as u64 + 1) << MEMB_SHIFT);
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

/// The dl1s of one set count.
#[derive(Debug)]
struct Group {
    nsets: u32,
    shift: u32,
    /// A block's size less one.
    block_last: u32,
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
    /// Per membership `m`, the dirty bits of classes `m..n`.
    dirty_from: Vec<u64>,
    /// Per set, the key of its top entry if that is in every class, with [`WRITTEN`]
    /// if it is dirty in every class; else 0. What [`Group::access`] reads first: a
    /// quarter of the entries' size, so the tops of every group stay in the host's
    /// first-level cache.
    tops: Vec<u32>,
    /// Per depth (`ways` of them, then zeros), the smallest class that holds an entry
    /// there in a regular set.
    class_at: [u8; MAX_WAYS as usize],
    /// [`Group::irregular_victims`]'s answer: per class, its victim's depth or
    /// [`NO_VICTIM`].
    victims: [u8; MAX_CLASSES],
    /// Per set, whether it is irregular: a `dcbf` left a hole in it, and its
    /// memberships are not yet again those of their depths (see [`Group::search`]).
    irregular: Vec<bool>,
}

impl Group {
    fn new(nsets: u32, bsize: u32) -> Group {
        Group {
            nsets,
            shift: bsize.trailing_zeros(),
            block_last: bsize - 1,
            set_mask: nsets - 1,
            ways: 0,
            entries: Vec::new(),
            hist: Vec::new(),
            classes: Vec::new(),
            all_dirty: 0,
            dirty_from: Vec::new(),
            class_at: [0; MAX_WAYS as usize],
            tops: Vec::new(),
            irregular: Vec::new(),
            victims: [NO_VICTIM; MAX_CLASSES],
        }
    }

    /// Sizes the stacks once every class is known.
    fn finish(&mut self) {
        self.classes.sort_by_key(|c| c.assoc);
        self.ways = self.classes.last().map_or(0, |c| c.assoc);
        self.entries = vec![0; self.nsets as usize * self.ways];
        self.hist = vec![0; self.classes.len() + 1];
        self.all_dirty = ((1u64 << self.classes.len()) - 1) << DIRTY_SHIFT;
        self.dirty_from = (0..=self.classes.len())
            .map(|m| self.all_dirty & !((1u64 << (DIRTY_SHIFT + m as u32)) - 1))
            .collect();
        for (d, c) in self.class_at[..self.ways].iter_mut().enumerate() {
            *c = self.classes.iter().take_while(|c| c.assoc <= d).count() as u8;
        }
        self.irregular = vec![false; self.nsets as usize];
        self.tops = vec![0; self.nsets as usize];
    }

    #[inline(always)]
    fn set_of(&self, key: u32) -> usize {
        ((key >> self.shift) & self.set_mask) as usize
    }

    /// One access to the block `key` (`block | VALID`); `fetch`: misses read the block
    /// from the L2 (not for `dcbz`). Whether it was a hit on top of its set (in every
    /// class, changing no order).
    #[inline(always)]
    fn access(&mut self, key: u32, write: bool, fetch: bool) -> bool {
        let s = self.set_of(key);
        let top = self.tops[s];
        if top & !WRITTEN == key {
            self.hist[0] += 1;
            if write && top & WRITTEN == 0 {
                self.entries[s * self.ways] |= self.all_dirty;
                self.tops[s] = key | WRITTEN;
            }
            return true;
        }
        self.search(s, key, write, fetch);
        false
    }

    /// Sets `tops[s]` from the top of set `s`.
    #[inline(always)]
    fn set_top(&mut self, s: usize) {
        let e = self.entries[s * self.ways];
        self.tops[s] = match (e, memb(e)) {
            (0, _) | (_, 1..) => 0,
            _ if e & self.all_dirty == self.all_dirty => e as u32 | WRITTEN,
            _ => e as u32,
        };
    }

    /// The search below the top of a set: which classes miss, their victims, their
    /// L2s' calls, and the block to the top.
    ///
    /// A set is **regular** while every entry's membership is the class of its depth
    /// (as without cache-control operations): class `k` then holds the top
    /// `min(len, assoc)` entries, and when it misses it is full if the stack is that
    /// deep (always when the block was found below it) and evicts the entry at depth
    /// `assoc - 1`, whose membership becomes `k + 1`, the class of the depth it is
    /// pushed to. A `dcbf` makes its set irregular; there the memberships say it all,
    /// counted in one pass ([`Group::irregular_victims`]), until they are again those
    /// of the depths.
    /// Each stack depth up to 16 has its own copy, inlined where the engine visits the
    /// groups (their depths come in the same order at every access: a predicted branch).
    #[inline(always)]
    fn search(&mut self, s: usize, key: u32, write: bool, fetch: bool) {
        if self.irregular[s] {
            return self.search_any(s, key, write, fetch);
        }
        match self.ways {
            1 => self.search_regular::<1>(s, key, write, fetch),
            2 => self.search_regular::<2>(s, key, write, fetch),
            4 => self.search_regular::<4>(s, key, write, fetch),
            8 => self.search_regular::<8>(s, key, write, fetch),
            16 => self.search_regular::<16>(s, key, write, fetch),
            _ => self.search_any(s, key, write, fetch),
        }
    }

    /// [`Group::search`] in a regular set of `W` ways (the loops unroll). Its memberships,
    /// those of the depths, are not stored: an evicted entry keeps its old membership and
    /// dirty bits until [`Group::normalize`] (before a `dcbf` or `dcbst` reads the set),
    /// and a read hit keeps only the dirty bits of `dirty_from`.
    #[inline(always)]
    fn search_regular<const W: usize>(&mut self, s: usize, key: u32, write: bool, fetch: bool) {
        let Group {
            entries,
            classes,
            hist,
            class_at,
            dirty_from,
            tops,
            block_last,
            all_dirty,
            ..
        } = self;
        let set: &mut [u64; W] = (&mut entries[s * W..(s + 1) * W])
            .try_into()
            .expect("a set is W entries long");
        // `found`: the block's depth, `W` if absent; `len`: the stack's length.
        let (mut found, mut len) = (W, W);
        for (i, &e) in set.iter().enumerate() {
            if e as u32 == key {
                found = i;
                break;
            }
            if e == 0 {
                len = i;
                break;
            }
        }
        let n = classes.len();
        let m = if found < W {
            usize::from(class_at[found])
        } else {
            n
        };
        hist[m] += 1;
        if m > 0 {
            let block = key & !VALID;
            let last = *block_last;
            for (k, class) in classes[..m].iter_mut().enumerate() {
                // Full when the block was found below it, or the stack is that deep.
                let mut writeback = None;
                if found < W || len >= class.assoc {
                    class.counters.replacements += 1;
                    let e = set[class.assoc - 1];
                    if e & (1u64 << (DIRTY_SHIFT + k as u32)) != 0 {
                        class.counters.writebacks += 1;
                        writeback = Some(e as u32 & !VALID);
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
        }
        // The block goes on top: out of its place, or out of the bottom (which the
        // largest class evicted when the stack was full), or into the first free place.
        let dirty = if write {
            *all_dirty
        } else if found < W {
            // Still dirty in the classes that hit.
            set[found] & dirty_from[m]
        } else {
            0
        };
        let hole = if found < W { found } else { len.min(W - 1) };
        for i in (1..=hole).rev() {
            set[i] = set[i - 1];
        }
        set[0] = u64::from(key) | dirty;
        tops[s] = if dirty == *all_dirty {
            key | WRITTEN
        } else {
            key
        };
    }

    /// Makes the stored memberships and dirty bits of regular set `s` those of its
    /// depths (what [`Group::search_regular`] leaves implicit).
    fn normalize(&mut self, s: usize) {
        if self.irregular[s] {
            return;
        }
        let set = &mut self.entries[s * self.ways..(s + 1) * self.ways];
        for (e, &c) in set.iter_mut().zip(&self.class_at) {
            if *e != 0 {
                *e = (*e & !(0xff << MEMB_SHIFT) & !self.all_dirty)
                    | (*e & self.dirty_from[usize::from(c)])
                    | (u64::from(c) << MEMB_SHIFT);
            }
        }
    }

    /// [`Group::search`] in any set (the memberships say it all).
    #[inline(never)]
    fn search_any(&mut self, s: usize, key: u32, write: bool, fetch: bool) {
        let base = s * self.ways;
        let n = self.classes.len();
        let irregular = self.irregular[s];
        let set = &mut self.entries[base..base + self.ways];
        let (found, len) = if irregular {
            Self::irregular_victims(set, key, &self.classes, &mut self.victims)
        } else {
            let (mut found, mut len) = (None, set.len());
            for (i, &e) in set.iter().enumerate() {
                if e as u32 == key {
                    found = Some(i);
                    break;
                }
                if e == 0 {
                    len = i;
                    break;
                }
            }
            (found, len)
        };
        let m = match found {
            Some(p) if irregular => memb(set[p]),
            Some(p) => usize::from(self.class_at[p]),
            None => n,
        };
        self.hist[m] += 1;
        let block = key & !VALID;
        let last = (1u32 << self.shift) - 1;
        let mut dropped = None;
        for (k, class) in self.classes[..m].iter_mut().enumerate() {
            let victim = if irregular {
                (self.victims[k] != NO_VICTIM).then_some(usize::from(self.victims[k]))
            } else {
                (found.is_some() || len >= class.assoc).then_some(class.assoc - 1)
            };
            if let Some(v) = victim {
                debug_assert_eq!(
                    memb(set[v]),
                    k,
                    "a full class's LRU line is in no smaller one"
                );
            }
            miss(class, k, set, victim, block, last, fetch);
            if k + 1 == n && victim.is_some() {
                dropped = victim;
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
            (false, Some(p)) => set[p] & self.dirty_from[m],
            (false, None) => 0,
        };
        set.copy_within(0..hole, 1);
        set[0] = u64::from(key) | dirty;
        self.tops[s] = if dirty == self.all_dirty {
            key | WRITTEN
        } else {
            key
        };
        if irregular && Self::regular(set, &self.class_at) {
            self.irregular[s] = false;
        }
    }

    /// Whether every entry of `set` has the membership of its depth.
    fn regular(set: &[u64], class_at: &[u8]) -> bool {
        set.iter()
            .zip(class_at)
            .all(|(&e, &c)| e == 0 || memb(e) == usize::from(c))
    }

    /// In an irregular set: the block's place, the stack's length, and the victim of
    /// each class `k` that misses if it is full: the deepest entry of membership `<= k`
    /// (which then moves to class `k + 1`: still counted for the next class, and a
    /// candidate for its victim).
    #[cold]
    fn irregular_victims(
        set: &[u64],
        key: u32,
        classes: &[Class],
        victims: &mut [u8; MAX_CLASSES],
    ) -> (Option<usize>, usize) {
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
        let m = found.map_or(classes.len(), |p| memb(set[p]));
        let (mut held, mut victim) = (0, 0);
        for (k, class) in classes[..m].iter().enumerate() {
            held += count[k];
            if count[k] > 0 {
                victim = victim.max(deepest[k]);
            }
            victims[k] = if held == class.assoc {
                victim as u8
            } else {
                NO_VICTIM
            };
        }
        (found, len)
    }

    /// `dcbst` (`invalidate` false) or `dcbf` (true) on the block `key`, in the classes
    /// that hold it; whether any did.
    fn flush(&mut self, key: u32, invalidate: bool) -> bool {
        let s = self.set_of(key);
        self.normalize(s);
        let set = &mut self.entries[s * self.ways..(s + 1) * self.ways];
        let Some(p) = set.iter().position(|&e| e as u32 == key) else {
            return false;
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
            self.irregular[s] = !Self::regular(set, &self.class_at);
        } else {
            set[p] = e & !self.all_dirty;
        }
        self.set_top(s);
        true
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
    /// The block shift and set mask of the first group (`last`'s index).
    last_shift: u32,
    last_mask: u32,
    /// Accesses answered by `last`: a hit in every class of every group.
    last_hits: u64,
    /// Per group, the reads answered by the top of a smaller set count's set: a hit in
    /// every class of this group and of the larger ones.
    top_reads: Vec<u64>,
    /// A `dcbf` has invalidated a block: the tops of sets of different set counts no
    /// longer say anything of each other.
    invalidated: bool,
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
            last_shift: 0,
            last_mask: 0,
            last_hits: 0,
            top_reads: Vec::new(),
            invalidated: false,
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
        if let Some(g) = self.groups.first() {
            (self.last_shift, self.last_mask) = (g.shift, g.set_mask);
        }
        self.top_reads = vec![0; self.groups.len()];
    }

    #[inline(always)]
    fn last_index(&self, key: u32) -> usize {
        ((key >> self.last_shift) & self.last_mask) as usize
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
        let nested = !write && !self.invalidated;
        for (j, g) in self.groups.iter_mut().enumerate() {
            if g.access(key, write, fetch) && nested {
                // On top in this set count: also in every larger one.
                if let Some(t) = self.top_reads.get_mut(j + 1) {
                    *t += 1;
                }
                return;
            }
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
                                self.invalidated |= g.flush(key, invalidate) && invalidate;
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
        let j = self.groups.iter().position(|h| h.nsets == slot.nsets);
        let top = self
            .top_reads
            .iter()
            .take(j.map_or(0, |j| j + 1))
            .sum::<u64>();
        let hits = g.hist.iter().take(k + 1).sum::<u64>() + self.last_hits + top;
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
