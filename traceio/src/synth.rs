//! A synthetic record stream shaped like a traced JVM interpreter, for benchmarks and
//! tests that need realistic volume without a simulator: bytecode dispatch, operand-stack
//! and local-variable traffic, object allocation sweeps (header stores, zeroing), field
//! loads through pointer chasing, array sweeps, call/return register spills, and copying
//! collections (word-by-word copies with COPY_* events, GC_START/END, MEM_UNMAP).
//! Serving levels come from a small direct-mapped L1/L2/TLB model, so misses cluster
//! where a real cache would put them. Deterministic for a seed.

use std::collections::HashMap;

use crate::protocol::{Decoded, GcKind};
use crate::record::{Access, AccessKind, Level, Record};

const TEXT: u32 = 0x1000_0000;
const BYTECODE: u32 = 0x2000_0000;
const JSTACK: u32 = 0x3000_0000;
const CSTACK: u32 = 0x7ffb_0000;
const SPACE: [u32; 2] = [0x4000_0000, 0x5000_0000];
const SPACE_BYTES: u32 = 256 << 10;
const TIB_BASE: u32 = 0x2800_0000;

#[derive(Clone, Copy)]
struct Obj {
    addr: u32,
    words: u32,
    refs: u32,
    array: bool,
}

#[derive(Clone, Copy)]
struct Bytecode {
    op: u32,
    bcp: u32,
    arg: u32,
}

/// The generator.
pub struct Synth {
    methods: Vec<Vec<Bytecode>>,
    rng: u64,
    time: u64,
    out: Vec<Record>,
    l1: Vec<u32>,
    l2: Vec<u32>,
    tlb: Vec<u32>,
    sp: u32,
    fp: u32,
    space: usize,
    bump: u32,
    live: Vec<Obj>,
    by_addr: HashMap<u32, usize>,
    mem: HashMap<u32, u32>,
    gcs: u32,
}

impl Synth {
    /// A generator with this seed.
    pub fn new(seed: u64) -> Synth {
        let mut s = Synth {
            methods: Vec::new(),
            rng: seed ^ 0x9e37_79b9_7f4a_7c15,
            time: 1_000_000,
            out: Vec::new(),
            l1: vec![u32::MAX; 1024],
            l2: vec![u32::MAX; 8192],
            tlb: vec![u32::MAX; 64],
            sp: JSTACK + 0x140,
            fp: JSTACK,
            space: 0,
            bump: SPACE[0],
            live: Vec::new(),
            by_addr: HashMap::new(),
            mem: HashMap::new(),
            gcs: 0,
        };
        // The program: methods whose bodies are fixed bytecode sequences.
        let mut bcp = BYTECODE;
        for _ in 0..24 {
            let len = 6 + s.below(30);
            let mut body = Vec::with_capacity(len as usize);
            for _ in 0..len {
                let op = match s.below(100) {
                    0..=29 => 0,  // load local
                    30..=44 => 1, // store local
                    45..=59 => 2, // arithmetic
                    60..=74 => 3, // getfield (pointer chasing)
                    75..=81 => 4, // putfield
                    82..=87 => 5, // new
                    88..=89 => 6, // newarray
                    90..=95 => 7, // invoke/return
                    _ => 8,       // array sweep
                };
                body.push(Bytecode {
                    op,
                    bcp,
                    arg: s.below(8),
                });
                bcp += 1 + s.below(3);
            }
            bcp = (bcp + 15) & !15;
            s.methods.push(body);
        }
        s
    }

    /// The first `n` records of the stream for `seed`.
    pub fn generate(n: usize, seed: u64) -> Vec<Record> {
        let mut s = Synth::new(seed);
        s.out.reserve(n + 4096);
        while s.out.len() < n {
            s.step();
        }
        s.out.truncate(n);
        s.out
    }

    fn rand(&mut self) -> u64 {
        // SplitMix64.
        self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u32) -> u32 {
        (((self.rand() >> 32) * u64::from(n)) >> 32) as u32
    }

    fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent
    }

    fn serve(&mut self, addr: u32) -> (Level, bool) {
        let line = addr >> 5;
        let page = addr >> 12;
        let t = &mut self.tlb[(page.wrapping_mul(0x9e37_79b1) >> 26) as usize];
        let tlb_miss = *t != page;
        *t = page;
        let l1 = &mut self.l1[(line & 1023) as usize];
        if *l1 == line {
            return (Level::L1, tlb_miss);
        }
        *l1 = line;
        let l2 = &mut self.l2[(line & 8191) as usize];
        if *l2 == line {
            return (Level::L2, tlb_miss);
        }
        *l2 = line;
        (Level::Memory, tlb_miss)
    }

    /// One access `dt` instructions after the previous one.
    fn acc(&mut self, dt: u64, pc: u32, addr: u32, size: u8, write: bool, value: u32) {
        self.time += dt;
        let (level, tlb_miss) = self.serve(addr);
        self.out.push(Record::Access(Access {
            time: self.time,
            pc,
            addr,
            size,
            kind: if write {
                AccessKind::Write
            } else {
                AccessKind::Read
            },
            level,
            tlb_miss,
            value: (size == 4).then_some(value),
        }));
    }

    /// A word load: the value is what memory holds (never-written words hold a value
    /// derived from their address).
    fn ld(&mut self, dt: u64, pc: u32, addr: u32) -> u32 {
        let v = match self.mem.get(&addr) {
            Some(&v) => v,
            None => {
                let h = addr.wrapping_mul(0x9e37_79b1);
                if h % 5 == 0 {
                    h
                } else {
                    h % 97
                }
            }
        };
        self.acc(dt, pc, addr, 4, false, v);
        v
    }

    /// A word store.
    fn st(&mut self, dt: u64, pc: u32, addr: u32, v: u32) {
        self.mem.insert(addr, v);
        self.acc(dt, pc, addr, 4, true, v);
    }

    fn event(&mut self, dt: u64, e: Decoded) {
        self.time += dt;
        self.out.push(Record::Event(e.encode(self.time)));
    }

    fn small_int(&mut self) -> u32 {
        match self.below(10) {
            0..=5 => self.below(16),
            6..=8 => self.below(4096),
            _ => self.rand() as u32,
        }
    }

    fn some_object(&mut self) -> Option<Obj> {
        if self.live.is_empty() {
            return None;
        }
        // Mostly recently allocated objects, sometimes any.
        let n = self.live.len() as u32;
        let i = if self.chance(70) {
            n - 1 - self.below(n.min(64))
        } else {
            self.below(n)
        };
        Some(self.live[i as usize])
    }

    fn push(&mut self, dt: u64, pc: u32, v: u32) {
        self.st(dt, pc, self.sp, v);
        self.sp = (self.sp + 4).min(JSTACK + 0x400);
    }

    fn pop(&mut self, dt: u64, pc: u32) -> u32 {
        self.sp = (self.sp - 4).max(JSTACK + 0x100);
        self.ld(dt, pc, self.sp)
    }

    /// Runs one method: its loop body (a fixed bytecode sequence) a few times.
    fn step(&mut self) {
        let m = if self.chance(80) {
            self.below(4)
        } else {
            self.below(self.methods.len() as u32)
        } as usize;
        let saved_fp = self.fp;
        self.fp = JSTACK + 0x40 * (m as u32 % 4);
        for _ in 0..1 + self.below(12) {
            for k in 0..self.methods[m].len() {
                let op = self.methods[m][k];
                self.bytecode(op);
            }
        }
        self.fp = saved_fp;
    }

    /// One interpreted bytecode (dispatch + handler).
    fn bytecode(&mut self, bc: Bytecode) {
        let Bytecode { op, bcp, arg } = bc;
        // Dispatch: fetch the opcode byte, then the handler address from the table.
        let d = TEXT + 0x100;
        let opcode = (op * 17 + 3) & 0xff;
        self.acc(2, d, bcp, 1, false, 0);
        let table = TEXT + 0x8000 + 4 * opcode;
        self.mem.insert(table, TEXT + 0x1000 * (op + 1) + 0x40 * op);
        self.ld(2, d + 8, table);
        let h = TEXT + 0x1000 * (op + 1) + 0x40 * op;
        match op {
            0 => {
                let local = self.fp + 4 * arg;
                let v = self.ld(3, h, local);
                self.push(1, h + 4, v);
            }
            1 => {
                let v = self.pop(2, h);
                let local = self.fp + 4 * arg;
                self.st(1, h + 4, local, v);
            }
            2 => {
                let a = self.pop(2, h);
                let b = self.pop(1, h + 4);
                let r = if self.chance(50) {
                    a.wrapping_add(b)
                } else {
                    self.small_int()
                };
                self.push(2, h + 12, r);
            }
            3 => self.getfield(h),
            4 => {
                if let Some(o) = self.some_object() {
                    let v = if o.refs > 0 && self.chance(60) {
                        self.some_object().map_or(0, |t| t.addr)
                    } else {
                        self.small_int()
                    };
                    self.push(1, h, o.addr);
                    self.push(1, h + 4, v);
                    let v = self.pop(2, h + 8);
                    let r = self.pop(1, h + 12);
                    let k = if o.refs > 0 && v >= SPACE[0] {
                        self.below(o.refs)
                    } else {
                        o.refs + self.below(o.words - 2 - o.refs)
                    };
                    self.st(3, h + 16, r + 8 + 4 * k, v);
                }
            }
            5 => self.allocate(h, 3 + arg % 6, false),
            6 => {
                let words = 3 + self.below(60);
                self.allocate(h, words, true);
            }
            7 => {
                // Call: spill 6 registers to the C stack, run the callee, reload them.
                let base = CSTACK + 0x800 - 16 * self.below(16);
                let regs: Vec<u32> = (0..6).map(|_| self.small_int()).collect();
                for (k, &r) in regs.iter().enumerate() {
                    self.st(1, h + 4 * k as u32, base + 4 * k as u32, r);
                }
                let saved_fp = self.fp;
                self.fp = JSTACK + 16 * self.below(8);
                self.getfield(TEXT + 0x1000 * 4 + 0xc0);
                self.fp = saved_fp;
                for k in 0..6u32 {
                    self.ld(1, h + 0x40 + 4 * k, base + 4 * k);
                }
            }
            _ => {
                if let Some(o) = self.some_object() {
                    let n = o.words.saturating_sub(3).min(32);
                    let mut sum = 0u32;
                    for k in 0..n {
                        sum = sum.wrapping_add(self.ld(4, h + 8, o.addr + 12 + 4 * k));
                    }
                    self.push(2, h + 0x10, sum);
                }
            }
        }
    }

    fn getfield(&mut self, h: u32) {
        let Some(mut o) = self.some_object() else {
            return;
        };
        // aload; then follow references: each getfield pops the reference and pushes the
        // field, which for a reference field is the next object.
        self.push(2, h, o.addr);
        for _ in 0..1 + self.below(4) {
            let r = self.pop(2, h + 4);
            let field = if o.refs > 0 {
                0
            } else {
                self.below(o.words - 2)
            };
            let v = self.ld(2, h + 8, r + 8 + 4 * field);
            self.push(1, h + 12, v);
            match self.by_addr.get(&v) {
                Some(&next) if o.refs > 0 => o = self.live[next],
                _ => break,
            }
        }
    }

    fn allocate(&mut self, h: u32, words: u32, array: bool) {
        let bytes = 4 * words;
        if self.bump + bytes > SPACE[self.space] + SPACE_BYTES {
            self.collect();
        }
        let addr = self.bump;
        self.bump += bytes;
        let type_id = if array {
            40 + self.below(4)
        } else {
            100 + self.below(30)
        };
        let tib = TIB_BASE + 64 * type_id;
        self.st(5, h, addr, 0);
        self.st(1, h + 4, addr + 4, tib);
        let first = if array {
            self.st(1, h + 8, addr + 8, words - 3);
            3
        } else {
            2
        };
        for k in first..words {
            self.st(2, h + 0x20, addr + 4 * k, 0);
        }
        self.event(
            3,
            Decoded::New {
                addr,
                type_id,
                size: bytes,
                array_length: array.then_some(words - 3),
            },
        );
        self.push(4, h + 0x40, addr);
        let refs = if array {
            0
        } else {
            self.below(3).min(words - 2)
        };
        self.by_addr.insert(addr, self.live.len());
        self.live.push(Obj {
            addr,
            words,
            refs,
            array,
        });
        if self.live.len() > 4096 {
            // The oldest objects die.
            let drop = self.live.len() - 3072;
            self.live.drain(..drop);
            self.reindex();
        }
    }

    fn reindex(&mut self) {
        self.by_addr.clear();
        for (i, o) in self.live.iter().enumerate() {
            self.by_addr.insert(o.addr, i);
        }
    }

    /// A copying collection: survivors are copied word by word into the other space.
    fn collect(&mut self) {
        self.gcs += 1;
        let g = TEXT + 0x20_0000;
        let number = self.gcs;
        self.event(
            20,
            Decoded::GcStart {
                number,
                kind: GcKind::Minor,
            },
        );
        let from = self.space;
        self.space ^= 1;
        self.bump = SPACE[self.space];
        let survivors: Vec<Obj> = self
            .live
            .iter()
            .copied()
            .filter(|o| o.addr % 3 == 0)
            .collect();
        let mut moved = Vec::with_capacity(survivors.len());
        for o in survivors {
            let dst = self.bump;
            self.bump += 4 * o.words;
            self.ld(6, g, o.addr + 4);
            for k in 0..o.words {
                let v = self.ld(2, g + 0x20, o.addr + 4 * k);
                self.st(1, g + 0x24, dst + 4 * k, v);
            }
            // Forwarding pointer in the old copy.
            self.st(2, g + 0x30, o.addr, dst | 1);
            let copy = Decoded::Copy {
                from: o.addr,
                to: dst,
                array: o.array,
            };
            self.event(2, copy);
            moved.push(Obj { addr: dst, ..o });
        }
        // The old space is gone: forget its words.
        let lo = SPACE[from];
        self.mem
            .retain(|&a, _| !(lo..lo + SPACE_BYTES).contains(&a));
        self.live = moved;
        self.reindex();
        self.event(10, Decoded::GcEnd { number });
        let unmap = Decoded::MemUnmap {
            start: SPACE[from],
            len: SPACE_BYTES,
        };
        self.event(40, unmap);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::Checker;

    #[test]
    fn stream_is_deterministic_and_follows_the_rules() {
        let a = Synth::generate(1_000_000, 7);
        assert_eq!(a.len(), 1_000_000);
        assert_eq!(a[..1000], Synth::generate(1000, 7)[..]);
        let mut c = Checker::new();
        a.iter().for_each(|r| c.check(r));
        let (v, _) = c.finish();
        // The cut may fall inside a collection; nothing else may be flagged.
        assert!(v.iter().all(|v| v.index == a.len() as u64), "{v:?}");
        let gcs = a
            .iter()
            .filter(
                |r| matches!(r, Record::Event(e) if matches!(e.decoded(), Decoded::GcStart { .. })),
            )
            .count();
        assert!(gcs >= 1, "a stream this long collects at least once");
    }
}
