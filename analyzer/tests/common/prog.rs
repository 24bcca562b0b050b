//! A heap program turned into a synthetic trace with exact-lifetime events, and the naive
//! model of its deaths: full reachability at every time step (what `-X:deaths=brute`
//! does), given as DEATH events when `oracle` is set.
//!
//! A step is one allocation: its root reports (ROOT_ADD/ROOT_DROP, queued by `root_add` and
//! `root_drop` since the last one), then the naive model's DEATH events, then a queued
//! collection, then its NEW_*. Stores, reads and queued reports between two allocations
//! belong between the steps. The mutator touches only objects it can reach: from the roots
//! of the last step, the object allocated then, the statics and the boot object, and the
//! referents it read since (`Reference.get`: a weakly reachable object, dead by the model,
//! may so become strong again; its death stays the first).

#![allow(dead_code)]

use traceio::{Access, AccessKind, DeathKind, Decoded, GcKind, Level, Record};

/// Types: Node2 (50: a@8, b@12 references), Obj[] (51: references), int (5), a
/// java.lang.ref.WeakReference (61, referent@8 not a strong reference, next@12 one); two
/// static reference slots; methods 1 and 2 for allocation sites.
pub const PROG_CLASS_DUMP: &str = "# class.dump 1
model\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4
prim\t5\tint\t4
class\t50\tNode2\t16\t0\t2
field\t8\t50\ta
field\t12\t50\tb
array\t51\tNode2[]\t50\t4
class\t60\tjava.lang.ref.Reference\t16\t0\t2
field\t8\t50\treferent
field\t12\t50\tnext
class\t61\tjava.lang.ref.WeakReference\t16\t60\t2
field\t8\t50\treferent
field\t12\t50\tnext
method\t1\t50\tmake\t()V
method\t2\t51\tfill\t()V
static\t50\t0x20000000\t50\tS0
static\t50\t0x20000004\t50\tS1
";

/// The boot object (feature.dump): a Node2, object 1, always reachable.
pub const PROG_FEATURE_DUMP: &str = "# feature.dump 1\nnew\t0x30000000\t50\t16\t-\n";

pub const STATIC_BASE: u32 = 0x2000_0000;
const SPACES: [u32; 2] = [0x4000_0000, 0x5000_0000];

/// What can be allocated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A Node2.
    Node,
    /// A Node2[] of this length.
    Array(u32),
    /// A WeakReference.
    Weak,
}

#[derive(Clone, Debug)]
pub struct PObj {
    pub addr: u32,
    pub size: u32,
    pub type_id: u32,
    pub length: Option<u32>,
    /// Reference slots: what each holds.
    pub slots: Vec<Option<usize>>,
    /// Slot 0 of a WeakReference is its referent: not strong.
    pub weak: bool,
    pub root: bool,
    pub pinned: bool,
    /// The naive model's death (step, kind).
    pub death: Option<(u64, DeathKind)>,
    pub reclaimed: bool,
    pub alloc_step: u64,
    /// Got again after its death (a referent read), so maybe used and made strong again.
    pub revived: bool,
}

/// The program being written.
pub struct Prog {
    pub recs: Vec<Record>,
    pub t: u64,
    pub objs: Vec<PObj>,
    pub statics: [Option<usize>; 2],
    pending: Vec<(usize, bool)>,
    gc: Option<bool>,
    pub steps: u64,
    pub gcs: u32,
    space: usize,
    bump: u32,
    /// Emit the naive model's deaths as DEATH events.
    pub oracle: bool,
    /// Emit roots and FINAL_STEP (false: a run without -X:deaths).
    pub exact: bool,
    last_new: Option<usize>,
    /// Objects the mutator got from a referent (`Reference.get`) since the last step.
    held: Vec<usize>,
}

impl Prog {
    pub fn new(oracle: bool) -> Prog {
        Prog {
            recs: Vec::new(),
            t: 1000,
            objs: vec![PObj {
                addr: 0x3000_0000,
                size: 16,
                type_id: 50,
                length: None,
                slots: vec![None; 2],
                weak: false,
                root: false,
                pinned: true,
                death: None,
                reclaimed: false,
                alloc_step: 0,
                revived: false,
            }],
            statics: [None; 2],
            pending: Vec::new(),
            gc: None,
            steps: 0,
            gcs: 0,
            space: 0,
            bump: SPACES[0],
            oracle,
            exact: true,
            last_new: None,
            held: Vec::new(),
        }
    }

    fn tick(&mut self) -> u64 {
        self.t += 10;
        self.t
    }

    fn ev(&mut self, d: Decoded) {
        let t = self.tick();
        self.recs.push(Record::Event(d.encode(t)));
    }

    fn access(&mut self, addr: u32, kind: AccessKind, value: u32) {
        let t = self.tick();
        self.recs.push(Record::Access(Access {
            time: t,
            pc: 0x1000_0100,
            addr,
            size: 4,
            kind,
            level: if kind == AccessKind::Read {
                Level::L2
            } else {
                Level::L1
            },
            tlb_miss: false,
            value: Some(value),
        }));
    }

    fn addr_of(&self, o: Option<usize>) -> u32 {
        o.map_or(0, |i| self.objs[i].addr)
    }

    /// The address of reference slot `slot` of object `i`.
    pub fn slot_addr(&self, i: usize, slot: usize) -> u32 {
        let o = &self.objs[i];
        match o.length {
            Some(_) => o.addr + 12 + 4 * slot as u32,
            None => o.addr + 8 + 4 * slot as u32,
        }
    }

    /// Reachable from roots, statics and the boot object (strong references only), plus
    /// the extra objects given.
    pub fn reachable(&self, extra: &[usize]) -> Vec<bool> {
        let mut seen = vec![false; self.objs.len()];
        let mut stack: Vec<usize> = self
            .objs
            .iter()
            .enumerate()
            .filter(|(_, o)| o.root || o.pinned)
            .map(|(i, _)| i)
            .chain(self.statics.iter().flatten().copied())
            .chain(extra.iter().copied())
            .collect();
        while let Some(i) = stack.pop() {
            if seen[i] || self.objs[i].reclaimed {
                continue;
            }
            seen[i] = true;
            let o = &self.objs[i];
            for (k, s) in o.slots.iter().enumerate() {
                if let Some(t) = s {
                    if !(o.weak && k == 0) {
                        stack.push(*t);
                    }
                }
            }
        }
        seen
    }

    /// Objects the mutator may touch now.
    pub fn accessible(&self) -> Vec<usize> {
        let extra: Vec<usize> = self.last_new.into_iter().chain(self.held.clone()).collect();
        let r = self.reachable(&extra);
        (0..self.objs.len()).filter(|&i| r[i]).collect()
    }

    /// The naive model at a step: every object not dead and unreachable dies at `step`.
    fn naive(&mut self, step: u64) {
        let r = self.reachable(&[]);
        for (i, reached) in r.into_iter().enumerate() {
            if !reached && self.objs[i].death.is_none() && !self.objs[i].reclaimed {
                self.objs[i].death = Some((step, DeathKind::Unreachable));
                if self.oracle {
                    let addr = self.objs[i].addr;
                    self.ev(Decoded::Death {
                        addr,
                        kind: DeathKind::Unreachable,
                    });
                }
            }
        }
    }

    /// The request of the next step: root reports, deaths, a queued collection.
    fn request(&mut self) {
        let step = self.steps + 1;
        for (i, add) in std::mem::take(&mut self.pending) {
            if self.objs[i].root == add || self.objs[i].reclaimed {
                continue;
            }
            self.objs[i].root = add;
            if self.exact {
                let addr = self.objs[i].addr;
                self.ev(if add {
                    Decoded::RootAdd { addr }
                } else {
                    Decoded::RootDrop { addr }
                });
            }
        }
        self.naive(step);
        if let Some(copying) = self.gc.take() {
            self.collect(copying);
        }
    }

    /// A collection: what is unreachable now is reclaimed (a weakly reachable object made
    /// strong again by a referent read is not), and the referents of reclaimed objects are
    /// cleared by the collector (a store inside the collection, which is not the program's).
    #[allow(clippy::needless_range_loop)] // objects change while `live` is read
    fn collect(&mut self, copying: bool) {
        let live = self.reachable(&[]);
        self.gcs += 1;
        let number = self.gcs;
        self.ev(Decoded::GcStart {
            number,
            kind: GcKind::Full,
        });
        if copying {
            let from = self.space;
            self.space ^= 1;
            self.bump = SPACES[self.space];
            for i in 0..self.objs.len() {
                let o = &self.objs[i];
                if o.pinned || o.reclaimed || !live[i] {
                    continue;
                }
                let (old, size, array) = (o.addr, o.size, o.length.is_some());
                let to = self.bump;
                self.bump += size;
                self.objs[i].addr = to;
                self.ev(Decoded::Copy {
                    from: old,
                    to,
                    array,
                });
            }
            for (i, o) in self.objs.iter_mut().enumerate() {
                if !o.pinned && !live[i] {
                    o.reclaimed = true;
                }
            }
            self.clear_referents();
            self.ev(Decoded::GcEnd { number });
            self.ev(Decoded::MemUnmap {
                start: SPACES[from],
                len: 0x0100_0000,
            });
        } else {
            for i in 0..self.objs.len() {
                let o = &self.objs[i];
                if o.pinned || o.reclaimed || live[i] {
                    continue;
                }
                let (addr, size) = (o.addr, o.size);
                self.ev(Decoded::Free { addr, size });
                self.objs[i].reclaimed = true;
            }
            self.clear_referents();
            self.ev(Decoded::GcEnd { number });
        }
    }

    /// Clears the referents of reclaimed objects (the collector's stores).
    fn clear_referents(&mut self) {
        for i in 0..self.objs.len() {
            let o = &self.objs[i];
            if o.weak && !o.reclaimed && o.slots[0].is_some_and(|t| self.objs[t].reclaimed) {
                self.objs[i].slots[0] = None;
                let a = self.slot_addr(i, 0);
                self.access(a, AccessKind::Write, 0);
            }
        }
    }

    /// Allocates (one step); returns the object's index (its id is index + 1).
    pub fn alloc(&mut self, kind: Kind) -> usize {
        self.request();
        self.steps += 1;
        self.held.clear();
        let (type_id, size, length, nslots, weak) = match kind {
            Kind::Node => (50, 16, None, 2, false),
            Kind::Array(n) => (51, 12 + 4 * n, Some(n), n as usize, false),
            Kind::Weak => (61, 16, None, 2, true),
        };
        let addr = self.bump;
        self.bump += size;
        self.ev(Decoded::AllocSite {
            method: if length.is_some() { 2 } else { 1 },
            bci: 3,
        });
        self.ev(Decoded::New {
            addr,
            type_id,
            size,
            array_length: length,
        });
        self.objs.push(PObj {
            addr,
            size,
            type_id,
            length,
            slots: vec![None; nslots],
            weak,
            root: false,
            pinned: false,
            death: None,
            reclaimed: false,
            alloc_step: self.steps,
            revived: false,
        });
        let i = self.objs.len() - 1;
        self.last_new = Some(i);
        i
    }

    /// A word store of `target` into reference slot `slot` of `i`.
    pub fn store(&mut self, i: usize, slot: usize, target: Option<usize>) {
        self.objs[i].slots[slot] = target;
        self.revive(target);
        let (a, v) = (self.slot_addr(i, slot), self.addr_of(target));
        self.access(a, AccessKind::Write, v);
    }

    /// A word read of reference slot `slot` of `i`; of a WeakReference's referent, it is
    /// `get`: the mutator holds the referent until the next step, and with it every object
    /// the referent reaches by strong references: a dead referent brings its whole strong
    /// subgraph back (each of them may be used now, after its death).
    pub fn read(&mut self, i: usize, slot: usize) {
        if self.objs[i].weak && slot == 0 {
            self.held.extend(self.objs[i].slots[0]);
            let mut stack: Vec<usize> = self.objs[i].slots[0].into_iter().collect();
            let mut seen = vec![false; self.objs.len()];
            while let Some(t) = stack.pop() {
                if std::mem::replace(&mut seen[t], true) || self.objs[t].reclaimed {
                    continue;
                }
                self.revive(Some(t));
                let o = &self.objs[t];
                stack.extend(
                    o.slots
                        .iter()
                        .enumerate()
                        .filter(|&(k, _)| !(o.weak && k == 0))
                        .filter_map(|(_, s)| *s),
                );
            }
        }
        let (a, v) = (
            self.slot_addr(i, slot),
            self.addr_of(self.objs[i].slots[slot]),
        );
        self.access(a, AccessKind::Read, v);
    }

    /// A word store into static slot `s`.
    pub fn store_static(&mut self, s: usize, target: Option<usize>) {
        self.statics[s] = target;
        self.revive(target);
        let v = self.addr_of(target);
        self.access(STATIC_BASE + 4 * s as u32, AccessKind::Write, v);
    }

    /// `i` is referenced from the roots from the next step on.
    pub fn root_add(&mut self, i: usize) {
        self.pending.push((i, true));
        self.revive(Some(i));
    }

    fn revive(&mut self, target: Option<usize>) {
        if let Some(t) = target {
            if self.objs[t].death.is_some() {
                self.objs[t].revived = true;
            }
        }
    }

    /// `i` is no longer referenced from the roots from the next step on.
    pub fn root_drop(&mut self, i: usize) {
        self.pending.push((i, false));
    }

    /// A collection at the next step's request.
    pub fn gc(&mut self, copying: bool) {
        self.gc = Some(copying);
    }

    /// The final step: its root reports, deaths, at-exit deaths, FINAL_STEP.
    pub fn finish(&mut self) {
        self.gc = None;
        self.request();
        let step = self.steps + 1;
        for i in 0..self.objs.len() {
            if self.objs[i].death.is_none() {
                self.objs[i].death = Some((step, DeathKind::AtExit));
                if self.oracle {
                    let addr = self.objs[i].addr;
                    self.ev(Decoded::Death {
                        addr,
                        kind: DeathKind::AtExit,
                    });
                }
            }
        }
        if self.exact {
            self.ev(Decoded::FinalStep);
        }
    }
}

/// Writes a program's run (trace, class.dump, feature.dump) and returns the trace path.
pub fn write_prog(name: &str, recs: &[Record]) -> std::path::PathBuf {
    let d = super::run_dir(name);
    std::fs::write(d.join("class.dump"), PROG_CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), PROG_FEATURE_DUMP).unwrap();
    let path = d.join("trace.bz2");
    let mut w =
        traceio::TraceWriter::create(&path, &traceio::TraceHeader::default(), Default::default())
            .unwrap();
    for r in recs {
        w.push(*r).unwrap();
    }
    w.finish().unwrap();
    path
}
