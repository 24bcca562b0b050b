//! The replay core: an exact map of live objects, kept through allocation (NEW_SCALAR,
//! NEW_ARRAY, feature.dump's boot objects), copying (COPY_SCALAR, COPY_ARRAY: the object
//! moves and keeps its identity), MEM_UNMAP (every object in the range dies) and FREE.
//!
//! Lookups: objects live in a slab; an ordered map from start address to slab slot answers
//! "which object holds this byte" with one `range(..=addr).next_back()`. Two filters run
//! before it: the last object hit (accesses cluster on one object) and a table with one
//! counter per 64 KiB chunk of the address space saying whether any live object touches
//! it, so stack, code and VM-data accesses are rejected in O(1).

use std::collections::BTreeMap;

use serde::Serialize;

const CHUNK_SHIFT: u32 = 16;

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
    /// From feature.dump.
    pub boot: bool,
    /// Times copied, and the time of each copy.
    pub copies: Vec<u64>,
    /// Collections completed before it was allocated.
    pub gcs_at_alloc: u32,
    /// Time of the last access to it (its death by last use), if any.
    pub last_use: Option<u64>,
    /// Accesses to it.
    pub accesses: u64,
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
        /// Bytes allocated so far.
        alloc_bytes: u64,
    },
    /// A collection started.
    GcStart {
        /// Collection number from the event.
        number: u32,
        /// Kind: 0 full, 1 minor, 2 major.
        kind: u32,
        /// When.
        time: u64,
    },
    /// A collection ended.
    GcEnd {
        /// Collection number.
        number: u32,
        /// When.
        time: u64,
    },
    /// The end of the trace: `obj` is still alive.
    Survivor {
        /// The object.
        obj: &'a Object,
        /// Time of the last record.
        time: u64,
    },
}

/// Inconsistencies in the event stream (counted, never fatal).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Anomalies {
    /// COPY of an address where no object starts.
    pub copy_of_unknown: u64,
    /// FREE of an address where no object starts.
    pub free_of_unknown: u64,
    /// Allocations over a live object.
    pub overlapping_alloc: u64,
}

/// The live-object map.
#[derive(Debug)]
pub struct Heap {
    slab: Vec<Option<Object>>,
    free: Vec<u32>,
    by_addr: BTreeMap<u32, u32>,
    chunks: Vec<u32>,
    last: Option<(u32, u32, u32)>, // (start, end, slot)
    next_id: u64,
    /// Bytes allocated so far (NEW_* only).
    pub bytes_allocated: u64,
    /// Objects allocated so far (NEW_* only).
    pub objects_allocated: u64,
    /// Collections completed.
    pub gcs: u32,
    /// Between GC_START and GC_END.
    pub in_gc: bool,
    /// Live bytes.
    pub live_bytes: u64,
    /// Problems found.
    pub anomalies: Anomalies,
}

impl Default for Heap {
    fn default() -> Self {
        Heap {
            slab: Vec::new(),
            free: Vec::new(),
            by_addr: BTreeMap::new(),
            chunks: vec![0; 1 << (32 - CHUNK_SHIFT)],
            last: None,
            next_id: 1,
            bytes_allocated: 0,
            objects_allocated: 0,
            gcs: 0,
            in_gc: false,
            live_bytes: 0,
            anomalies: Anomalies::default(),
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

    /// The object in slot `slot`.
    #[inline]
    pub fn object(&self, slot: u32) -> &Object {
        self.slab[slot as usize].as_ref().expect("live slot")
    }

    fn chunk_range(addr: u32, size: u32) -> std::ops::RangeInclusive<usize> {
        let last = addr.saturating_add(size.max(1) - 1);
        (addr >> CHUNK_SHIFT) as usize..=(last >> CHUNK_SHIFT) as usize
    }

    fn link(&mut self, slot: u32) {
        let o = self.slab[slot as usize].as_ref().expect("live slot");
        let (addr, size) = (o.addr, o.size);
        for c in Self::chunk_range(addr, size) {
            self.chunks[c] += 1;
        }
        self.by_addr.insert(addr, slot);
        self.live_bytes += u64::from(size);
    }

    fn unlink(&mut self, slot: u32) {
        let o = self.slab[slot as usize].as_ref().expect("live slot");
        let (addr, size) = (o.addr, o.size);
        for c in Self::chunk_range(addr, size) {
            self.chunks[c] -= 1;
        }
        self.by_addr.remove(&addr);
        self.live_bytes -= u64::from(size);
        self.last = None;
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
            self.anomalies.overlapping_alloc += 1;
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
            gcs_at_alloc: self.gcs,
            last_use: None,
            accesses: 0,
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
        let mut gcs_survived = self.gcs - o.gcs_at_alloc;
        if !self.in_gc && cause != Death::Overwritten && gcs_survived > 0 {
            // Outside a collection, the space was reclaimed by the last one completed.
            gcs_survived -= 1;
        }
        f(HeapEvent::Death {
            obj: &o,
            time,
            cause,
            gcs_survived,
            alloc_bytes: self.bytes_allocated,
        });
    }

    /// The object starting exactly at `addr`.
    #[inline]
    pub fn at(&self, addr: u32) -> Option<u32> {
        if self.chunks[(addr >> CHUNK_SHIFT) as usize] == 0 {
            return None;
        }
        self.by_addr.get(&addr).copied()
    }

    /// Moves the object at `from` to `to`.
    pub fn copy(&mut self, from: u32, to: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let Some(slot) = self.at(from) else {
            self.anomalies.copy_of_unknown += 1;
            return;
        };
        self.unlink(slot);
        let o = self.slab[slot as usize].as_mut().expect("live slot");
        o.addr = to;
        o.copies.push(time);
        let size = o.size;
        // Whatever the copy lands on is dead (normally nothing: to-space is fresh).
        let end = to.saturating_add(size.max(1));
        let victims: Vec<u32> = self.by_addr.range(to..end).map(|(_, &s)| s).collect();
        for s in victims {
            self.anomalies.overlapping_alloc += 1;
            self.kill(s, time, Death::Overwritten, f);
        }
        self.link(slot);
        f(HeapEvent::Copy {
            obj: self.object(slot),
            from,
            time,
        });
    }

    /// Kills every object starting in `[start, start + len)`.
    pub fn unmap(&mut self, start: u32, len: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        let end = u64::from(start) + u64::from(len);
        let victims: Vec<u32> = self
            .by_addr
            .range(start..)
            .take_while(|(&a, _)| u64::from(a) < end)
            .map(|(_, &s)| s)
            .collect();
        for s in victims {
            self.kill(s, time, Death::Unmapped, f);
        }
    }

    /// Kills the object at `addr` (FREE).
    pub fn free(&mut self, addr: u32, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        match self.at(addr) {
            Some(s) => self.kill(s, time, Death::Freed, f),
            None => self.anomalies.free_of_unknown += 1,
        }
    }

    /// The live object holding byte `addr`, with the offset into it.
    #[inline]
    pub fn locate(&mut self, addr: u32) -> Option<(u32, u32)> {
        if let Some((start, end, slot)) = self.last {
            if addr >= start && addr < end {
                return Some((slot, addr - start));
            }
        }
        if self.chunks[(addr >> CHUNK_SHIFT) as usize] == 0 {
            return None;
        }
        let (&start, &slot) = self.by_addr.range(..=addr).next_back()?;
        let size = self.object(slot).size;
        if u64::from(addr) < u64::from(start) + u64::from(size) {
            self.last = Some((start, start.wrapping_add(size), slot));
            Some((slot, addr - start))
        } else {
            None
        }
    }

    /// Records a use of the object in `slot`.
    #[inline]
    pub fn touch(&mut self, slot: u32, time: u64) {
        let o = self.slab[slot as usize].as_mut().expect("live slot");
        o.last_use = Some(time);
        o.accesses += 1;
    }

    /// Reports every live object as a survivor (end of trace), in address order.
    pub fn finish(&self, time: u64, f: &mut dyn FnMut(HeapEvent<'_>)) {
        for &s in self.by_addr.values() {
            f(HeapEvent::Survivor {
                obj: self.object(s),
                time,
            });
        }
    }
}
