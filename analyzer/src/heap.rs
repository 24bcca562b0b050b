//! The replay core: an exact map of live objects, kept through allocation (NEW_SCALAR,
//! NEW_ARRAY, feature.dump's boot objects), copying (COPY_SCALAR, COPY_ARRAY: the object
//! moves and keeps its identity), MEM_UNMAP (every object in the range dies) and FREE.
//!
//! Death rule (docs/analyzer.md): an object dies when its space is reclaimed — a
//! MEM_UNMAP over any of its bytes (copying plans give evacuated spaces back with munmap)
//! or a FREE of it (non-moving plans). Not being copied in a collection is not death: a
//! minor collection copies only the nursery, and old objects it leaves in place are alive.
//! Each collection's reclaimed ranges are recorded, and a copy whose source the same
//! collection never reclaims is counted (`copy from unreclaimed space`), so a plan that
//! recycles space without telling is caught instead of trusted.
//!
//! Lookups: objects live in a slab; an ordered map from start address to slab slot keeps
//! them in address order (range queries for allocation over, and unmapping of, a range;
//! the end-of-trace order). "Which object holds this byte" is answered in O(1) by a word
//! table: for each 64 KiB chunk of the address space that a live object touches, one entry
//! per 4-byte word naming the only object with bytes in that word (slot + 1; 0: none).
//! A word shared by two objects (boundaries not word-aligned) is marked `SHARED` and
//! looked up in the ordered map instead, so the answer is exact for any layout. Chunks no
//! object touches have no table: stack, code and VM-data accesses are rejected at once.

use std::collections::BTreeMap;

use serde::Serialize;
use traceio::{GcKind, SwitchReason};

use crate::merlin::ExactDeath;
use crate::threadset::ThreadSet;

const CHUNK_SHIFT: u32 = 16;
/// Words per chunk table.
const CHUNK_WORDS: usize = 1 << (CHUNK_SHIFT - 2);
/// A word-table entry: the word holds bytes of more than one object (or did, since the
/// entry was last cleared): ask the ordered map.
const SHARED: u32 = u32::MAX;

/// Why an object died.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Death {
    /// Its space was unmapped and it had not been copied out (death by GC).
    Unmapped,
    /// A non-moving collector freed it (FREE).
    Freed,
    /// A new object was allocated over it (the producer missed a death: counted as an anomaly).
    Overwritten,
}

/// One object, live or just dead.
#[derive(Clone, Debug, Serialize)]
pub struct Object {
    /// Identity: 1, 2, ... in allocation order (boot objects from feature.dump first).
    pub id: u64,
    /// Current address.
    pub addr: u32,
    /// Size in bytes.
    pub size: u32,
    /// Type id.
    pub type_id: u32,
    /// Array length (arrays only).
    pub length: Option<u32>,
    /// Allocation time (instructions); 0 for boot objects.
    pub alloc_time: u64,
    /// Bytes allocated in the run before this object (its birth on the allocation clock).
    pub alloc_bytes: u64,
    /// Allocation site (method id, bytecode index) from an ALLOC_SITE event.
    pub site: Option<(u32, u32)>,
    /// Present at the start: from feature.dump, or alive when the measured window began
    /// (`--window`).
    pub boot: bool,
    /// Times copied, and the time of each copy.
    pub copies: Vec<u64>,
    /// Collections completed before it was allocated, by kind (full, minor, major, window, other).
    pub gcs_at_alloc: [u32; KINDS],
    /// Time of the first access to it outside collections, if any.
    pub first_use: Option<u64>,
    /// Bytes allocated in the run at its first use (0 when unused).
    pub first_use_bytes: u64,
    /// Time of the last access to it outside collections (its death by last use), if any.
    pub last_use: Option<u64>,
    /// Bytes allocated in the run at its last use (0 when unused).
    pub last_use_bytes: u64,
    /// Its exact death (the first time step at which it is unreachable), when the run has
    /// exact-lifetime events and the death is known ([`crate::merlin`]).
    pub exact: Option<ExactDeath>,
    /// The death a DEATH event (`-X:deaths=brute`, the oracle) gave it, if any.
    pub oracle: Option<ExactDeath>,
    /// Accesses to it outside collections.
    pub accesses: u64,
    /// The thread that allocated it (THREAD_SWITCH's id; 1 before the first switch, and
    /// for feature.dump's boot objects).
    pub thread: u32,
    /// The threads that used it: its allocating thread and every thread that accessed it
    /// outside collections. It moves with the object when a collection copies it.
    pub threads: ThreadSet,
}

/// A change to the heap, passed to the analyses.
#[derive(Debug)]
pub enum HeapEvent<'a> {
    /// An object was allocated (or loaded from feature.dump at time 0).
    Alloc(&'a Object),
    /// An object was copied from `from` to its current address.
    Copy {
        /// The object (already moved).
        obj: &'a Object,
        /// Its previous address.
        from: u32,
        /// When.
        time: u64,
    },
    /// An object died.
    Death {
        /// The object as it was.
        obj: &'a Object,
        /// When.
        time: u64,
        /// Why.
        cause: Death,
        /// Collections it survived: completed while it lived, not counting the one that
        /// killed it.
        gcs_survived: u32,
        /// The same by kind (full, minor, major, window, other).
        survived_by_kind: [u32; KINDS],
        /// Bytes allocated so far.
        alloc_bytes: u64,
    },
    /// A collection started.
    GcStart {
        /// Collection number from the event.
        number: u32,
        /// Its kind.
        kind: GcKind,
        /// When.
        time: u64,
        /// The replayed hierarchy's clock at the phase change (instructions and cycles
        /// under the latency model; `crate::replay`), `None` without the replay.
        clock: Option<cache::pause::Clock>,
    },
    /// A collection ended.
    GcEnd {
        /// Collection number.
        number: u32,
        /// When.
        time: u64,
        /// The replayed hierarchy's clock at the phase change, as for `GcStart`.
        clock: Option<cache::pause::Clock>,
    },
    /// A range was unmapped (after its objects' `Death` events).
    Unmap {
        /// First byte.
        start: u32,
        /// Length in bytes.
        len: u32,
        /// When.
        time: u64,
    },
    /// A method's compiled code, or a routine of the VM's code space, was installed (CODE,
    /// `-X:exec=baseline`); it never moves.
    Code {
        /// The method's id (class.dump `method`; 0 for a routine).
        method: u32,
        /// Its first instruction.
        addr: u32,
        /// Its size in bytes.
        size: u32,
        /// A compiled method, or which routine.
        routine: traceio::CodeRoutine,
        /// When (the event's time).
        time: u64,
    },
    /// A MARKER string from the guest (a GC phase, a benchmark iteration).
    Marker {
        /// The text.
        text: &'a str,
        /// When.
        time: u64,
    },
    /// A measured window opened: a TRACE_ON outside a window (one inside is ignored).
    WindowOpen {
        /// When.
        time: u64,
        /// The thread running then.
        thread: u32,
        /// The replayed hierarchy's clock there (None without the replay).
        clock: Option<cache::pause::Clock>,
    },
    /// Another thread runs from now on (THREAD_SWITCH).
    ThreadSwitch {
        /// The thread that stopped running.
        from: u32,
        /// The thread that runs from now on.
        to: u32,
        /// Why `from` stopped.
        reason: SwitchReason,
        /// When.
        time: u64,
    },
    /// The open measured window closed: a TRACE_OFF inside a window (one outside is
    /// ignored).
    WindowClose {
        /// When.
        time: u64,
        /// The replayed hierarchy's clock there (None without the replay).
        clock: Option<cache::pause::Clock>,
    },
    /// `count` inconsistencies of one kind were found.
    Anomaly {
        /// Which.
        kind: Anomaly,
        /// How many (at least 1).
        count: u64,
    },
    /// The end of the trace (or of the measured window), after the survivors.
    End {
        /// Time of the last record (or of TRACE_OFF).
        time: u64,
    },
    /// The end of the trace (or of the measured window): `obj` is still alive.
    Survivor {
        /// The object.
        obj: &'a Object,
        /// Time of the last record.
        time: u64,
        /// Collections it survived (all completed since its allocation).
        gcs_survived: u32,
        /// The same by kind (full, minor, major, window, other).
        survived_by_kind: [u32; KINDS],
    },
}

/// An inconsistency in the event stream: counted (by the `anomalies` analysis), never
/// fatal, never trusted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Anomaly {
    /// COPY of an address where no object starts.
    CopyOfUnknown,
    /// FREE of an address where no object starts.
    FreeOfUnknown,
    /// An allocation (or a copy) over a live object.
    OverlappingAlloc,
    /// FREE whose size differs from the object's.
    FreeSizeMismatch,
    /// A copy in a collection whose source that collection did not unmap.
    CopyFromUnreclaimed,
    /// A MARKER chunk with more than 12 bytes, or a MARKER string never ended.
    BadMarker,
}

impl Anomaly {
    /// Every kind, in report order.
    pub const ALL: [Anomaly; 6] = [
        Anomaly::CopyOfUnknown,
        Anomaly::FreeOfUnknown,
        Anomaly::OverlappingAlloc,
        Anomaly::FreeSizeMismatch,
        Anomaly::CopyFromUnreclaimed,
        Anomaly::BadMarker,
    ];

    /// The column of the `anomalies` table.
    pub fn column(self) -> &'static str {
        match self {
            Anomaly::CopyOfUnknown => "copy of unknown",
            Anomaly::FreeOfUnknown => "free of unknown",
            Anomaly::OverlappingAlloc => "overlapping alloc",
            Anomaly::FreeSizeMismatch => "free size mismatch",
            Anomaly::CopyFromUnreclaimed => "copy from unreclaimed space",
            Anomaly::BadMarker => "bad or unfinished markers",
        }
    }
}

/// Collection kinds told apart: the protocol's ([`GcKind::KNOWN`]: full, minor (the
/// nursery), major, window (older-first's collection of one window of the heap)), and any
/// other.
pub const KINDS: usize = GcKind::KNOWN.len() + 1;

/// Names of the kinds, by [`kind_index`]: the protocol's, then `other`.
pub const KIND_NAMES: [&str; KINDS] = ["full", "minor", "major", "window", "other"];

/// The index of a collection kind in per-kind arrays: its code for the protocol's kinds,
/// the last for any other.
pub const fn kind_index(kind: GcKind) -> usize {
    match kind {
        GcKind::Other(_) => KINDS - 1,
        k => k.code() as usize,
    }
}

/// Reports `count` anomalies of one kind (none when `count` is 0).
fn anomaly(kind: Anomaly, count: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
    if count > 0 {
        f(HeapEvent::Anomaly { kind, count });
    }
}

/// What one collection reclaimed: unmapped ranges and the sources of its copies.
#[derive(Clone, Debug, Default)]
struct Reclaim {
    ranges: Vec<(u32, u64)>, // start, end (exclusive)
    sources: Vec<u32>,
}

impl Reclaim {
    /// Copies whose source lies in none of the ranges.
    fn unreclaimed_sources(&mut self) -> u64 {
        self.ranges.sort_unstable();
        let r = &self.ranges;
        self.sources
            .iter()
            .filter(|&&a| {
                let i = r.partition_point(|x| x.0 <= a);
                // Ranges may overlap: any range starting at or before `a` may cover it.
                !r[..i].iter().rev().any(|x| u64::from(a) < x.1)
            })
            .count() as u64
    }
}

/// The live-object map.
#[derive(Debug)]
pub struct Heap {
    slab: Vec<Option<Object>>,
    free: Vec<u32>,
    by_addr: BTreeMap<u32, u32>,
    /// Per 64 KiB chunk: live objects touching it.
    chunks: Vec<u32>,
    /// Per 64 KiB chunk touched by a live object: the word table (see the module docs).
    words: Vec<Option<Box<[u32]>>>,
    next_id: u64,
    /// Bytes allocated so far (NEW_* only).
    pub bytes_allocated: u64,
    /// Objects allocated so far (NEW_* only).
    pub objects_allocated: u64,
    /// Collections completed.
    pub gcs: u32,
    /// Collections completed by kind (full, minor, major, window, other).
    pub gcs_by_kind: [u32; KINDS],
    /// Between GC_START and GC_END.
    pub in_gc: bool,
    /// The thread running now (THREAD_SWITCH's NEXT; 1 before the first switch): it
    /// allocates the objects made now and uses those accessed now.
    pub thread: u32,
    /// Kind index of the current collection, or of the last one when outside.
    pub gc_kind: usize,
    reclaim: Option<Reclaim>,
    /// Live bytes.
    pub live_bytes: u64,
}

impl Default for Heap {
    fn default() -> Self {
        Heap {
            slab: Vec::new(),
            free: Vec::new(),
            by_addr: BTreeMap::new(),
            chunks: vec![0; 1 << (32 - CHUNK_SHIFT)],
            words: vec![None; 1 << (32 - CHUNK_SHIFT)],
            next_id: 1,
            bytes_allocated: 0,
            objects_allocated: 0,
            gcs: 0,
            gcs_by_kind: [0; KINDS],
            in_gc: false,
            thread: 1,
            gc_kind: 0,
            reclaim: None,
            live_bytes: 0,
        }
    }
}

/// A new object's description.
#[derive(Clone, Copy, Debug)]
pub struct NewObj {
    /// Address.
    pub addr: u32,
    /// Type id.
    pub type_id: u32,
    /// Size in bytes.
    pub size: u32,
    /// Array length for arrays.
    pub length: Option<u32>,
    /// Time.
    pub time: u64,
    /// Allocation site.
    pub site: Option<(u32, u32)>,
    /// From feature.dump.
    pub boot: bool,
}

impl Heap {
    /// Number of live objects.
    pub fn live(&self) -> usize {
        self.by_addr.len()
    }

    /// The live objects in address order, with their slots.
    pub fn objects(&self) -> impl Iterator<Item = (u32, &Object)> + '_ {
        self.by_addr.values().map(|&s| (s, self.object(s)))
    }

    /// The object in slot `slot`, to change (exact deaths are written into it).
    pub(crate) fn object_mut(&mut self, slot: u32) -> &mut Object {
        self.slab[slot as usize].as_mut().expect("live slot")
    }

    /// The object in slot `slot`.
    #[inline(always)] // per access
    pub fn object(&self, slot: u32) -> &Object {
        self.slab[slot as usize].as_ref().expect("live slot")
    }

    fn chunk_range(addr: u32, size: u32) -> std::ops::RangeInclusive<usize> {
        let last = addr.saturating_add(size.max(1) - 1);
        (addr >> CHUNK_SHIFT) as usize..=(last >> CHUNK_SHIFT) as usize
    }

    /// The word-table entries of the words holding bytes of `[addr, addr + size)`.
    fn for_words(&mut self, addr: u32, size: u32, mut f: impl FnMut(&mut u32)) {
        let first = u64::from(addr) >> 2;
        let last = (u64::from(addr) + u64::from(size.max(1)) - 1).min(u64::from(u32::MAX)) >> 2;
        for w in first..=last {
            let c = (w >> (CHUNK_SHIFT - 2)) as usize;
            let table =
                self.words[c].get_or_insert_with(|| vec![0u32; CHUNK_WORDS].into_boxed_slice());
            f(&mut table[w as usize & (CHUNK_WORDS - 1)]);
        }
    }

    fn link(&mut self, slot: u32) {
        let o = self.slab[slot as usize].as_ref().expect("live slot");
        let (addr, size) = (o.addr, o.size);
        for c in Self::chunk_range(addr, size) {
            self.chunks[c] += 1;
        }
        self.for_words(addr, size, |e| *e = if *e == 0 { slot + 1 } else { SHARED });
        self.by_addr.insert(addr, slot);
        self.live_bytes += u64::from(size);
    }

    fn unlink(&mut self, slot: u32) {
        let o = self.slab[slot as usize].as_ref().expect("live slot");
        let (addr, size) = (o.addr, o.size);
        // A shared word stays marked (the ordered map answers for it): exact, if slower.
        self.for_words(addr, size, |e| {
            if *e == slot + 1 {
                *e = 0
            }
        });
        for c in Self::chunk_range(addr, size) {
            self.chunks[c] -= 1;
            if self.chunks[c] == 0 {
                self.words[c] = None;
            }
        }
        self.by_addr.remove(&addr);
        self.live_bytes -= u64::from(size);
    }

    /// The word-table entry of the word holding byte `addr` (0 when no object touches it).
    #[inline(always)] // per access
    pub(crate) fn word(&self, addr: u32) -> u32 {
        match &self.words[(addr >> CHUNK_SHIFT) as usize] {
            Some(t) => t[(addr >> 2) as usize & (CHUNK_WORDS - 1)],
            None => 0,
        }
    }

    fn release(&mut self, slot: u32) -> Object {
        self.free.push(slot);
        self.slab[slot as usize].take().expect("live slot")
    }

    /// Allocates; objects already overlapping the new one die as `Overwritten`.
    pub fn alloc(&mut self, n: NewObj, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let end = n.addr.saturating_add(n.size.max(1));
        // Live objects overlapping [addr, end): the one starting before addr, and those inside.
        let mut victims = Vec::new();
        if let Some((_, &s)) = self.by_addr.range(..n.addr).next_back() {
            let o = self.object(s);
            if o.addr.saturating_add(o.size) > n.addr {
                victims.push(s);
            }
        }
        victims.extend(self.by_addr.range(n.addr..end).map(|(_, &s)| s));
        for s in victims {
            anomaly(Anomaly::OverlappingAlloc, 1, f);
            self.kill(s, n.time, Death::Overwritten, f);
        }
        let o = Object {
            id: self.next_id,
            addr: n.addr,
            size: n.size,
            type_id: n.type_id,
            length: n.length,
            alloc_time: n.time,
            alloc_bytes: self.bytes_allocated,
            site: n.site,
            boot: n.boot,
            copies: Vec::new(),
            gcs_at_alloc: self.gcs_by_kind,
            first_use: None,
            first_use_bytes: 0,
            last_use: None,
            last_use_bytes: 0,
            exact: None,
            oracle: None,
            accesses: 0,
            thread: self.thread,
            threads: ThreadSet::of(self.thread),
        };
        self.next_id += 1;
        if !n.boot {
            self.bytes_allocated += u64::from(n.size);
            self.objects_allocated += 1;
        }
        let slot = match self.free.pop() {
            Some(s) => {
                self.slab[s as usize] = Some(o);
                s
            }
            None => {
                self.slab.push(Some(o));
                (self.slab.len() - 1) as u32
            }
        };
        self.link(slot);
        f(HeapEvent::Alloc(self.object(slot)));
    }

    fn kill(&mut self, slot: u32, time: u64, cause: Death, f: &mut dyn FnMut(HeapEvent<'_>)) {
        self.unlink(slot);
        let o = self.release(slot);
        let survived_by_kind = self.survived(&o, cause != Death::Overwritten);
        f(HeapEvent::Death {
            obj: &o,
            time,
            cause,
            gcs_survived: survived_by_kind.iter().sum(),
            survived_by_kind,
            alloc_bytes: self.bytes_allocated,
        });
    }

    /// Collections `o` survived, by kind. `dying`: it is being reclaimed now, and outside a
    /// collection that reclamation belongs to the last completed collection (a plan that
    /// unmaps or frees lazily), which it therefore did not survive.
    pub fn survived(&self, o: &Object, dying: bool) -> [u32; KINDS] {
        let mut s = [0u32; KINDS];
        for (k, v) in s.iter_mut().enumerate() {
            *v = self.gcs_by_kind[k] - o.gcs_at_alloc[k];
        }
        if dying && !self.in_gc && s[self.gc_kind] > 0 {
            s[self.gc_kind] -= 1;
        }
        s
    }

    /// A collection starts (GC_START); the copies of the previous one whose source it
    /// never unmapped are reported as [`Anomaly::CopyFromUnreclaimed`].
    pub fn gc_start(&mut self, kind: GcKind, f: &mut dyn FnMut(HeapEvent<'_>)) {
        self.settle(f);
        self.in_gc = true;
        self.gc_kind = kind_index(kind);
        self.reclaim = Some(Reclaim::default());
    }

    /// A collection ends (GC_END).
    pub fn gc_end(&mut self) {
        if self.in_gc {
            self.gcs += 1;
            self.gcs_by_kind[self.gc_kind] += 1;
        }
        self.in_gc = false;
    }

    /// Checks the last collection's copies against what it reclaimed (at the next
    /// collection's start, and at the end of the trace): copies from space it never
    /// unmapped are reported as [`Anomaly::CopyFromUnreclaimed`].
    pub fn settle(&mut self, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let stale = self
            .reclaim
            .take()
            .map_or(0, |mut r| r.unreclaimed_sources());
        anomaly(Anomaly::CopyFromUnreclaimed, stale, f);
    }

    /// Whether any live object may have a byte in the words of `[addr, addr + len)`
    /// (false: certainly none).
    #[inline]
    pub fn any_object(&self, addr: u32, len: u32) -> bool {
        let last = (u64::from(addr) + u64::from(len.max(1)) - 1).min(u64::from(u32::MAX)) as u32;
        let mut w = addr & !3;
        loop {
            if self.word(w) != 0 {
                return true;
            }
            if w >= last & !3 {
                return false;
            }
            w += 4;
        }
    }

    /// The object starting exactly at `addr`.
    #[inline(always)] // per access
    pub fn at(&self, addr: u32) -> Option<u32> {
        match self.word(addr) {
            0 => None,
            SHARED => self.by_addr.get(&addr).copied(),
            e => (self.object(e - 1).addr == addr).then_some(e - 1),
        }
    }

    /// Moves the object at `from` to `to`.
    pub fn copy(&mut self, from: u32, to: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let Some(slot) = self.at(from) else {
            anomaly(Anomaly::CopyOfUnknown, 1, f);
            return;
        };
        self.unlink(slot);
        if let Some(r) = self.reclaim.as_mut() {
            r.sources.push(from);
        }
        let o = self.slab[slot as usize].as_mut().expect("live slot");
        o.addr = to;
        o.copies.push(time);
        let size = o.size;
        // Whatever the copy lands on is dead (normally nothing: to-space is fresh).
        let end = to.saturating_add(size.max(1));
        let victims: Vec<u32> = self.by_addr.range(to..end).map(|(_, &s)| s).collect();
        for s in victims {
            anomaly(Anomaly::OverlappingAlloc, 1, f);
            self.kill(s, time, Death::Overwritten, f);
        }
        self.link(slot);
        f(HeapEvent::Copy {
            obj: self.object(slot),
            from,
            time,
        });
    }

    /// Kills every object with a byte in `[start, start + len)`; the range counts as
    /// reclaimed by the current collection (or the last one, until the next starts).
    pub fn unmap(&mut self, start: u32, len: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let end = u64::from(start) + u64::from(len);
        if let Some(r) = self.reclaim.as_mut() {
            r.ranges.push((start, end));
        }
        let mut victims: Vec<u32> = Vec::new();
        if let Some((_, &s)) = self.by_addr.range(..start).next_back() {
            let o = self.object(s);
            if u64::from(o.addr) + u64::from(o.size) > u64::from(start) {
                victims.push(s);
            }
        }
        victims.extend(
            self.by_addr
                .range(start..)
                .take_while(|(&a, _)| u64::from(a) < end)
                .map(|(_, &s)| s),
        );
        for s in victims {
            self.kill(s, time, Death::Unmapped, f);
        }
        f(HeapEvent::Unmap { start, len, time });
    }

    /// Kills the object at `addr` (FREE of `size` bytes; a size that differs from the
    /// object's is counted as an anomaly, the object dies all the same).
    pub fn free(&mut self, addr: u32, size: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        match self.at(addr) {
            Some(s) => {
                if self.object(s).size != size {
                    anomaly(Anomaly::FreeSizeMismatch, 1, f);
                }
                self.kill(s, time, Death::Freed, f)
            }
            None => anomaly(Anomaly::FreeOfUnknown, 1, f),
        }
    }

    /// The live object holding byte `addr`, with the offset into it.
    #[inline(always)] // per access
    pub fn locate(&self, addr: u32) -> Option<(u32, u32)> {
        let slot = match self.word(addr) {
            0 => return None,
            SHARED => *self.by_addr.range(..=addr).next_back()?.1,
            e => e - 1,
        };
        // The word's only object may still not hold this byte of it (an unaligned end).
        let o = self.object(slot);
        let offset = addr.wrapping_sub(o.addr);
        (addr >= o.addr && offset < o.size).then_some((slot, offset))
    }

    /// Records a use of the object in `slot` by the running thread.
    #[inline(always)] // per access
    pub fn touch(&mut self, slot: u32, time: u64) {
        let thread = self.thread;
        let bytes = self.bytes_allocated;
        let o = self.slab[slot as usize].as_mut().expect("live slot");
        if o.first_use.is_none() {
            o.first_use = Some(time);
            o.first_use_bytes = bytes;
        }
        o.last_use = Some(time);
        o.last_use_bytes = bytes;
        o.accesses += 1;
        o.threads.insert(thread);
    }

    /// Makes every live object "present at the start" (as feature.dump's boot objects are)
    /// and reports it as allocated: the measured window begins.
    pub fn enter_window(&mut self, f: &mut dyn FnMut(HeapEvent<'_>)) {
        for &s in self.by_addr.values() {
            let o = self.slab[s as usize].as_mut().expect("live slot");
            o.boot = true;
            f(HeapEvent::Alloc(o));
        }
    }

    /// Reports every live object as a survivor (end of trace), in address order, then
    /// the end.
    pub fn finish(&self, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        for &s in self.by_addr.values() {
            let obj = self.object(s);
            let survived_by_kind = self.survived(obj, false);
            f(HeapEvent::Survivor {
                obj,
                time,
                gcs_survived: survived_by_kind.iter().sum(),
                survived_by_kind,
            });
        }
        f(HeapEvent::End { time });
    }
}

#[cfg(test)]
#[path = "heap_tests.rs"]
mod tests;
