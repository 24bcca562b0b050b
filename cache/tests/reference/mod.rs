//! A deliberately naive reference model of the hierarchy, written from the
//! crate's documented semantics and sharing none of its machinery: lines are
//! structs with timestamps in a `Vec` per set, victims are found by scanning for
//! an invalid line and then the oldest timestamp, accesses are split by walking
//! every byte. Used by the property tests (and the benchmark, as a speed
//! reference). LRU, FIFO and random: random replacement picks way
//! `next() & (assoc - 1)` of xorshift64* seeded with the documented seed on
//! every miss, valid or not (written out again here, not taken from the crate).

#![allow(dead_code)] // each test target that includes this module uses a different part

use cache::{ControlOp, HierarchyConfig, InstL1, InstL2, ReplKind, ServedBy};

#[derive(Clone, Debug, Default)]
struct Line {
    valid: bool,
    dirty: bool,
    block: u64,
    last_use: u64,
    filled: u64,
}

/// Counters in sim-cache's order: hits, misses, replacements, writebacks, invalidations.
pub type RefCounts = [u64; 5];

#[derive(Clone, Debug)]
pub struct RefCache {
    pub name: String,
    bsize: u64,
    nsets: u64,
    lru: bool,
    /// Random replacement's generator state (xorshift64*), if random.
    rng: Option<u64>,
    sets: Vec<Vec<Line>>,
    clock: u64,
    pub counts: RefCounts,
    rank: ServedBy,
    next: Option<usize>,
}

impl RefCache {
    fn new(c: &cache::CacheConfig, rank: ServedBy) -> Self {
        RefCache {
            name: c.name.clone(),
            bsize: u64::from(c.bsize),
            nsets: u64::from(c.nsets),
            lru: c.repl == ReplKind::Lru,
            rng: (c.repl == ReplKind::Random).then_some(0x9E37_79B9_7F4A_7C15),
            sets: vec![vec![Line::default(); c.assoc as usize]; c.nsets as usize],
            clock: 0,
            counts: [0; 5],
            rank,
            next: None,
        }
    }

    fn locate(&self, addr: u64) -> (usize, u64) {
        let block = addr / self.bsize;
        ((block % self.nsets) as usize, block)
    }

    /// Returns (hit, address of a dirty victim).
    fn access(&mut self, addr: u64, write: bool) -> (bool, Option<u64>) {
        self.clock += 1;
        let now = self.clock;
        let (s, block) = self.locate(addr);
        let lru = self.lru;
        let set = &mut self.sets[s];
        for line in set.iter_mut() {
            if line.valid && line.block == block {
                self.counts[0] += 1;
                if lru {
                    line.last_use = now;
                }
                if write {
                    line.dirty = true;
                }
                return (true, None);
            }
        }
        self.counts[1] += 1;
        let victim = match (self.rng.as_mut(), set.iter().position(|l| !l.valid)) {
            (Some(state), _) => {
                let mut x = *state;
                x ^= x >> 12;
                x ^= x << 25;
                x ^= x >> 27;
                *state = x;
                ((x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 32) as usize) & (set.len() - 1)
            }
            (None, Some(i)) => i,
            (None, None) => {
                let key = |l: &Line| if lru { l.last_use } else { l.filled };
                let mut best = 0;
                for i in 1..set.len() {
                    if key(&set[i]) < key(&set[best]) {
                        best = i;
                    }
                }
                best
            }
        };
        let old = set[victim].clone();
        let mut wb = None;
        if old.valid {
            self.counts[2] += 1;
            if old.dirty {
                self.counts[3] += 1;
                wb = Some(old.block * self.bsize);
            }
        }
        set[victim] = Line {
            valid: true,
            dirty: write,
            block,
            last_use: now,
            filled: now,
        };
        (false, wb)
    }

    /// Flush: Some(was dirty) if present.
    fn flush(&mut self, addr: u64, invalidate: bool) -> Option<bool> {
        let (s, block) = self.locate(addr);
        let line = self.sets[s]
            .iter_mut()
            .find(|l| l.valid && l.block == block)?;
        let dirty = line.dirty;
        if dirty {
            self.counts[3] += 1;
            line.dirty = false;
        }
        if invalidate {
            self.counts[4] += 1;
            line.valid = false;
        }
        Some(dirty)
    }
}

#[derive(Clone, Debug)]
pub struct RefHierarchy {
    pub caches: Vec<RefCache>,
    dl1: Option<usize>,
    il1: Option<usize>,
    dl2: Option<usize>,
    dtlb: Option<usize>,
    itlb: Option<usize>,
    order: Vec<usize>,
    /// Cycles under the latency model (`cache::timing`), added up event by event as the
    /// walk goes: each instruction its base CPI, each cache lookup its level's cost, each
    /// block moved from or to memory its transfer time, each TLB miss its latency.
    pub cycles: u64,
    lat: RefLat,
}

/// The latency model's constants as the walk charges them.
#[derive(Clone, Debug, Default)]
struct RefLat {
    cpi: u64,
    /// Per cache: the cost of a lookup (an L1's hit time past one cycle, an L2's hit time).
    lookup: Vec<u64>,
    /// Per cache: the cost of a block moved to or from memory (0 above the last level).
    mem: Vec<u64>,
    tlb: u64,
    /// A path without a cache: the first chunk's latency per access.
    first: u64,
}

/// Distinct multiples of `unit` (rounded down) covering bytes `addr..addr+size`,
/// found by walking every byte.
fn units(addr: u64, size: u64, unit: u64) -> Vec<u64> {
    let mut v: Vec<u64> = Vec::new();
    let mut a = addr;
    while a < addr + size && a <= u64::from(u32::MAX) {
        let u = a / unit * unit;
        if v.last() != Some(&u) {
            v.push(u);
        }
        a += 1;
    }
    v
}

impl RefHierarchy {
    pub fn new(cfg: &HierarchyConfig) -> Self {
        let mut caches = Vec::new();
        let mut push = |c: &cache::CacheConfig, r: ServedBy| {
            caches.push(RefCache::new(c, r));
            Some(caches.len() - 1)
        };
        let dl1 = cfg.dl1.as_ref().and_then(|c| push(c, ServedBy::L1));
        let dl2 = cfg.dl2.as_ref().and_then(|c| push(c, ServedBy::L2));
        let mut own_i1 = None;
        let mut own_i2 = None;
        let il1 = match &cfg.il1 {
            InstL1::Own(c) => {
                own_i1 = push(c, ServedBy::L1);
                own_i1
            }
            InstL1::Dl1 => dl1,
            InstL1::Dl2 => dl2,
            InstL1::None => None,
        };
        let il2 = match (&cfg.il1, &cfg.il2) {
            (InstL1::Own(_), InstL2::Own(c)) => {
                own_i2 = push(c, ServedBy::L2);
                own_i2
            }
            (InstL1::Own(_), InstL2::Dl2) => dl2,
            _ => None,
        };
        let itlb = cfg.itlb.as_ref().and_then(|c| push(c, ServedBy::L1));
        let dtlb = cfg.dtlb.as_ref().and_then(|c| push(c, ServedBy::L1));
        if let Some(d) = dl1 {
            caches[d].next = dl2;
        }
        if let Some(i) = own_i1 {
            caches[i].next = il2;
        }
        let order = [own_i1, own_i2, dl1, dl2, itlb, dtlb]
            .into_iter()
            .flatten()
            .collect();
        let mut h = RefHierarchy {
            caches,
            dl1,
            il1,
            dl2,
            dtlb,
            itlb,
            order,
            cycles: 0,
            lat: RefLat::default(),
        };
        h.set_timing(&cfg.timing, [own_i1, own_i2, dl1, dl2]);
        h
    }

    /// The costs of `t` for the caches in the roles il1 (own), il2 (own), dl1, dl2.
    fn set_timing(&mut self, t: &cache::timing::Timing, roles: [Option<usize>; 4]) {
        let n = self.caches.len();
        let mut lat = RefLat {
            cpi: u64::from(t.cpi),
            lookup: vec![0; n],
            mem: vec![0; n],
            tlb: u64::from(t.tlblat),
            first: u64::from(t.mem_first),
        };
        let costs = [
            u64::from(t.il1lat) - 1,
            u64::from(t.il2lat),
            u64::from(t.dl1lat) - 1,
            u64::from(t.dl2lat),
        ];
        for (role, cost) in roles.into_iter().zip(costs) {
            if let Some(i) = role {
                lat.lookup[i] = cost;
                if self.caches[i].next.is_none() {
                    // Chunks of the 8-byte bus, written out by the byte.
                    let mut chunks = 0u64;
                    let mut b = 0;
                    while b < self.caches[i].bsize {
                        chunks += 1;
                        b += 8;
                    }
                    lat.mem[i] = u64::from(t.mem_first) + u64::from(t.mem_inter) * (chunks - 1);
                }
            }
        }
        self.lat = lat;
    }

    fn level_access(&mut self, idx: usize, addr: u64, write: bool) -> ServedBy {
        let (hit, wb) = self.caches[idx].access(addr, write);
        self.cycles += self.lat.lookup[idx];
        if hit {
            return self.caches[idx].rank;
        }
        let bsize = self.caches[idx].bsize;
        let Some(next) = self.caches[idx].next else {
            // The block comes from memory, the dirty victim goes there.
            self.cycles += self.lat.mem[idx] * (1 + u64::from(wb.is_some()));
            return ServedBy::Memory;
        };
        if let Some(wb) = wb {
            for b in units(wb, bsize, self.caches[next].bsize) {
                self.level_access(next, b, true);
            }
        }
        let mut worst = ServedBy::L1;
        for b in units(addr / bsize * bsize, bsize, self.caches[next].bsize) {
            worst = worst.max(self.level_access(next, b, false));
        }
        worst
    }

    fn path(
        &mut self,
        tlb: Option<usize>,
        l1: Option<usize>,
        addr: u32,
        size: u32,
        write: bool,
    ) -> (ServedBy, bool) {
        let (addr, size) = (u64::from(addr), u64::from(size.max(1)));
        let mut tlb_hit = true;
        if let Some(t) = tlb {
            for p in units(addr, size, self.caches[t].bsize) {
                let hit = self.caches[t].access(p, false).0;
                tlb_hit &= hit;
                if !hit {
                    self.cycles += self.lat.tlb;
                }
            }
        }
        let mut worst = ServedBy::L1;
        match l1 {
            Some(c) => {
                for b in units(addr, size, self.caches[c].bsize) {
                    worst = worst.max(self.level_access(c, b, write));
                }
            }
            None => {
                self.cycles += self.lat.first;
                worst = ServedBy::Memory;
            }
        }
        (worst, tlb_hit)
    }

    pub fn data(&mut self, addr: u32, size: u32, write: bool) -> (ServedBy, bool) {
        self.path(self.dtlb, self.dl1, addr, size, write)
    }

    /// One instruction's fetch (it costs the base CPI).
    pub fn fetch(&mut self, addr: u32, size: u32) -> (ServedBy, bool) {
        self.cycles += self.lat.cpi;
        self.path(self.itlb, self.il1, addr, size, false)
    }

    pub fn control(&mut self, op: ControlOp, addr: u32) -> (ServedBy, bool) {
        let a = u64::from(addr);
        let tlb_hit = match self.dtlb {
            Some(t) => self.caches[t].access(a, false).0,
            None => true,
        };
        if !tlb_hit {
            self.cycles += self.lat.tlb;
        }
        let level = match op {
            ControlOp::Dcbz => match self.dl1 {
                None => {
                    self.cycles += self.lat.first;
                    ServedBy::Memory
                }
                Some(c) => {
                    let (hit, wb) = self.caches[c].access(a, true);
                    self.cycles += self.lat.lookup[c];
                    if hit {
                        ServedBy::L1
                    } else {
                        match (wb, self.caches[c].next) {
                            (Some(wb), Some(n)) => {
                                for b in units(wb, self.caches[c].bsize, self.caches[n].bsize) {
                                    self.level_access(n, b, true);
                                }
                            }
                            // The last level: the model charges the miss a transfer
                            // (although a dcbz reads nothing), and the victim its own.
                            (wb, None) => {
                                self.cycles += self.lat.mem[c] * (1 + u64::from(wb.is_some()))
                            }
                            (None, Some(_)) => {}
                        }
                        ServedBy::Memory
                    }
                }
            },
            ControlOp::Dcbf | ControlOp::Dcbst => {
                let mut found = ServedBy::Memory;
                for c in [self.dl1, self.dl2].into_iter().flatten() {
                    if let Some(dirty) = self.caches[c].flush(a, op == ControlOp::Dcbf) {
                        found = found.min(self.caches[c].rank);
                        // Only the last level's flush is charged (the model's choice).
                        if dirty && self.caches[c].next.is_none() {
                            self.cycles += self.lat.mem[c];
                        }
                    }
                }
                found
            }
            ControlOp::Icbi => match self.il1 {
                None => ServedBy::Memory,
                Some(c) => match self.caches[c].flush(a, true) {
                    None => ServedBy::Memory,
                    Some(dirty) => {
                        match (dirty, self.caches[c].next) {
                            (true, Some(n)) => {
                                let bs = self.caches[c].bsize;
                                for b in units(a / bs * bs, bs, self.caches[n].bsize) {
                                    self.level_access(n, b, true);
                                }
                            }
                            (true, None) => self.cycles += self.lat.mem[c],
                            (false, _) => {}
                        }
                        self.caches[c].rank
                    }
                },
            },
        };
        (level, tlb_hit)
    }

    /// (name, counts) per level in sim-cache's report order.
    pub fn report(&self) -> Vec<(String, RefCounts)> {
        self.order
            .iter()
            .map(|&i| (self.caches[i].name.clone(), self.caches[i].counts))
            .collect()
    }
}
