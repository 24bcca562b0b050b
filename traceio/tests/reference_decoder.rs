//! A second decoder, written from `docs/trace-format.md` alone (it shares no code with the
//! crate's reader), run on what `bzcat` makes of our files: the file is a valid bzip2
//! concatenation, and the documented encoding is complete and exact.

mod common;

use std::process::Command;

use common::*;
use proptest::prelude::*;
use traceio::synth::Synth;
use traceio::{Access, AccessKind, CacheOp, Event, Flow, Item, Level, Record};

struct Col<'a> {
    b: &'a [u8],
    at: usize,
}

impl Col<'_> {
    fn byte(&mut self) -> u8 {
        self.at += 1;
        self.b[self.at - 1]
    }
    fn varint(&mut self) -> u64 {
        let (mut v, mut shift) = (0u64, 0);
        loop {
            let b = self.byte();
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return v;
            }
            shift += 7;
        }
    }
    fn done(&self) -> bool {
        self.at == self.b.len()
    }
}

fn unzz64(z: u64) -> u64 {
    (z >> 1) ^ (z & 1).wrapping_neg()
}
fn unzz32(z: u64) -> u32 {
    let z = z as u32;
    (z >> 1) ^ (z & 1).wrapping_neg()
}
fn unscale4(m: u32) -> u32 {
    let s = if m & (1 << 29) != 0 { 3 } else { 0 };
    let low = ((m >> 30) & 3) ^ s;
    ((m ^ (low << 30)) << 2) | low
}
fn h(x: u32) -> usize {
    ((x >> 2).wrapping_mul(0x9e37_79b1) >> 20) as usize
}

#[derive(Clone, Copy, Default)]
struct Entry {
    valid: bool,
    pc: u32,
    shape: u64,
    asrc: u8,
    vsrc: u8,
    last_addr: u32,
    stride: u32,
    base_off: u32,
    last_val: u32,
    succ_valid: bool,
    succ: u32,
    succ_dt: u64,
    dt_in: u64,
    ctl: u8,
}

struct Model {
    prev_pc: u32,
    access_time: u64,
    last_time: u64,
    prev_addr: u32,
    last_value: u32,
    pcs: Vec<Entry>,
    mem: Vec<Option<(u32, u32)>>,
    ev: Vec<[u32; 4]>,
    // context table: (tag, pc, addr, dt)
    ctxt: Vec<Option<(u32, u32, u32, u64)>>,
    mix1: u32,
    mix2: u32,
    ctx: u32,
}

fn mix(pc: u32, addr: u32) -> u32 {
    pc.wrapping_mul(0x9e37_79b1) ^ addr.wrapping_mul(0x85eb_ca6b)
}

impl Model {
    fn e(&self, pc: u32) -> Option<Entry> {
        let e = self.pcs[h(pc)];
        (e.valid && e.pc == pc).then_some(e)
    }
    fn m(&self, a: u32) -> Option<u32> {
        self.mem[h(a)].filter(|&(t, _)| t == a).map(|(_, v)| v)
    }
    fn c(&self) -> Option<(u32, u32, u32, u64)> {
        self.ctxt[(self.ctx >> 20) as usize].filter(|c| c.0 == self.ctx)
    }
    fn pred_pc(&self) -> Option<u32> {
        if let Some(c) = self.c() {
            return Some(c.1);
        }
        self.e(self.prev_pc)
            .filter(|e| e.succ_valid)
            .map(|e| e.succ)
    }
    fn pred_time(&self, pc: u32, hit: bool) -> u64 {
        let dt = if hit {
            match self.c() {
                Some(c) => c.3,
                None => self.e(self.prev_pc).unwrap().succ_dt,
            }
        } else if let Some(e) = self.e(pc) {
            e.dt_in
        } else if pc >= self.prev_pc {
            u64::from((pc - self.prev_pc) >> 2)
        } else {
            0
        };
        self.access_time.wrapping_add(dt)
    }
    fn addr_src(&self, s: u8, e: Option<Entry>) -> u32 {
        match s {
            0 => e.unwrap().last_addr.wrapping_add(e.unwrap().stride),
            1 => self.last_value.wrapping_add(e.unwrap().base_off),
            _ => self.c().unwrap().2,
        }
    }
    fn val_src(&self, s: u8, pc: u32, addr: u32) -> Option<u32> {
        match s {
            1 => self.m(addr),
            2 => self.e(pc).map(|e| e.last_val),
            3 => Some(self.last_value),
            _ => None,
        }
    }
    fn update(&mut self, a: &Access, c: u8) {
        let dt = a.time.wrapping_sub(self.access_time);
        if self.e(self.prev_pc).is_some() {
            let p = &mut self.pcs[h(self.prev_pc)];
            p.succ_valid = true;
            p.succ = a.pc;
            p.succ_dt = dt;
        }
        let old = self.e(a.pc);
        let choice = if a.value.is_some() && c >> 6 != 0 {
            c >> 6
        } else {
            old.map_or(0, |e| e.vsrc)
        };
        let shape = u64::from(a.size) << 2
            | u64::from(a.value.is_some()) << 1
            | u64::from(a.kind == AccessKind::Write);
        let lv = self.last_value;
        let ctx_hit = self.c().is_some_and(|c| c.2 == a.addr);
        let slot = &mut self.pcs[h(a.pc)];
        if old.is_some() {
            let stride_hit = a.addr == slot.last_addr.wrapping_add(slot.stride);
            let base_hit = a.addr == lv.wrapping_add(slot.base_off);
            if !((slot.asrc == 0 && stride_hit)
                || (slot.asrc == 1 && base_hit)
                || (slot.asrc == 3 && ctx_hit))
            {
                if stride_hit {
                    slot.asrc = 0;
                } else if base_hit {
                    slot.asrc = 1;
                } else if ctx_hit {
                    slot.asrc = 3;
                }
            }
            slot.stride = a.addr.wrapping_sub(slot.last_addr);
            slot.last_addr = a.addr;
            slot.base_off = a.addr.wrapping_sub(lv);
            slot.shape = shape;
            slot.vsrc = choice;
            slot.dt_in = dt;
            slot.ctl = c & 0xf8;
            if let Some(v) = a.value {
                slot.last_val = v;
            }
        } else {
            *slot = Entry {
                valid: true,
                pc: a.pc,
                shape,
                asrc: if ctx_hit { 3 } else { 0 },
                vsrc: choice,
                last_addr: a.addr,
                stride: 0,
                base_off: a.addr.wrapping_sub(lv),
                last_val: a.value.unwrap_or(0),
                succ_valid: false,
                succ: 0,
                succ_dt: 0,
                dt_in: dt,
                ctl: c & 0xf8,
            };
        }
        if let Some(v) = a.value {
            self.mem[h(a.addr)] = Some((a.addr, v));
            self.last_value = v;
        }
        self.ctxt[(self.ctx >> 20) as usize] = Some((self.ctx, a.pc, a.addr, dt));
        self.mix2 = self.mix1;
        self.mix1 = mix(a.pc, a.addr);
        self.ctx = self.mix1 ^ self.mix2.rotate_left(11);
        self.prev_pc = a.pc;
        self.access_time = a.time;
        self.last_time = a.time;
        self.prev_addr = a.addr;
    }
}

/// A stored item: time relative to the group's start, kind, pc, addr.
type Stored = (u64, u64, u32, u32);

/// The flow model of the doc's "The flow column".
struct FlowModel {
    spc: u32,
    stime: u64,
    op_addr: u32,
    btb: Vec<Option<(u32, u32)>>,
    /// Gap table: tag and items (time relative to the group's start, kind, pc, addr).
    gaps: Vec<Option<(u32, Vec<Stored>)>>,
    /// Predicted groups before the next explicit one; `None`: no explicit group is left.
    run: Option<u64>,
}

impl FlowModel {
    fn seq(&self, t: u64) -> u32 {
        self.spc
            .wrapping_add((t.wrapping_sub(self.stime) as u32).wrapping_mul(4))
    }
    fn key(&self, pc: u32, time: u64) -> u32 {
        let d = time.wrapping_sub(self.stime) as u32;
        self.spc.wrapping_mul(0x9e37_79b1)
            ^ pc.wrapping_mul(0x85eb_ca6b)
            ^ d.wrapping_mul(0x2545_f491).rotate_left(7)
    }
    fn t(&self, s: u32) -> u32 {
        match self.btb[h(s)] {
            Some((src, tgt)) if src == s => tgt,
            _ => s.wrapping_add(4),
        }
    }
    fn item(kind: u64, time: u64, pc: u32, addr: u32) -> Flow {
        let op = [CacheOp::Dcbz, CacheOp::Dcbf, CacheOp::Dcbst, CacheOp::Icbi];
        match kind {
            0 => Flow::Jump { time, pc },
            5 => Flow::End { time },
            k => Flow::Op {
                time,
                pc,
                addr,
                op: op[k as usize - 1],
            },
        }
    }
    fn apply(&mut self, f: &Flow) {
        match *f {
            Flow::Jump { time, pc } => {
                let s = self.seq(time.wrapping_sub(1));
                self.btb[h(s)] = Some((s, pc));
                (self.spc, self.stime) = (pc, time);
            }
            Flow::Op { time, pc, addr, .. } => {
                self.op_addr = addr;
                (self.spc, self.stime) = (pc, time);
            }
            Flow::End { .. } => {}
        }
    }
    /// One group; `key` for the group before an access.
    fn group(&mut self, col: &mut Col, key: Option<u32>, out: &mut Vec<Item>) {
        let base = self.stime;
        if self.run != Some(0) {
            self.run = self.run.map(|r| r - 1);
            let pred = key
                .and_then(|k| match &self.gaps[(k >> 20) as usize] {
                    Some((tag, items)) if *tag == k => Some(items.clone()),
                    _ => None,
                })
                .unwrap_or_default();
            for (dt, kind, pc, addr) in pred {
                let f = Self::item(kind, base.wrapping_add(dt), pc, addr);
                self.apply(&f);
                out.push(Item::Flow(f));
            }
            return;
        }
        let mut stored = Vec::new();
        for _ in 0..col.varint() {
            let hd = col.varint();
            let (kind, zz) = if hd == 7 {
                let k = u64::from(col.byte());
                (k, col.varint())
            } else {
                (hd & 7, hd >> 3)
            };
            let time = self.stime.wrapping_add(unzz64(zz));
            let (pc, addr) = match kind {
                0 => {
                    let p = self.t(self.seq(time.wrapping_sub(1)));
                    (p.wrapping_add(unscale4(unzz32(col.varint()))), 0)
                }
                5 => (0, 0),
                _ => {
                    let pc = self.seq(time).wrapping_add(unscale4(unzz32(col.varint())));
                    (pc, self.op_addr.wrapping_add(unzz32(col.varint())))
                }
            };
            let f = Self::item(kind, time, pc, addr);
            stored.push((time.wrapping_sub(base), kind, pc, addr));
            self.apply(&f);
            out.push(Item::Flow(f));
        }
        if let Some(k) = key {
            self.gaps[(k >> 20) as usize] = Some((k, stored));
        }
        self.run = (!col.done()).then(|| col.varint());
    }
}

fn u32le(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}
fn u64le(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

fn decode_data(body: &[u8]) -> Vec<Item> {
    let first_time = u64le(body, 0);
    let last_time = u64le(body, 8);
    let count = u32le(body, 16) as usize;
    let mut cols = Vec::new();
    let mut at = 20 + 36;
    for i in 0..9 {
        let l = u32le(body, 20 + 4 * i) as usize;
        cols.push(Col {
            b: &body[at..at + l],
            at: 0,
        });
        at += l;
    }
    assert_eq!(at, body.len());
    let mut m = Model {
        prev_pc: 0,
        access_time: first_time,
        last_time: first_time,
        prev_addr: 0,
        last_value: 0,
        pcs: vec![Entry::default(); 4096],
        mem: vec![None; 4096],
        ev: vec![[0; 4]; 256],
        ctxt: vec![None; 4096],
        mix1: 0,
        mix2: 0,
        ctx: 0,
    };
    let mut fm = FlowModel {
        spc: 0,
        stime: first_time,
        op_addr: 0,
        btb: vec![None; 4096],
        gaps: vec![None; 4096],
        run: None,
    };
    fm.run = (!cols[8].done()).then(|| cols[8].varint());
    let mut out = Vec::new();
    let mut items = Vec::new();
    let level = |c: u8| [Level::L1, Level::L2, Level::Memory][c as usize];
    let flags = cols[7].b;
    assert_eq!(flags.len(), count.div_ceil(8));
    for i in 0..count {
        let (c, x) = if flags[i / 8] >> (i % 8) & 1 == 1 {
            // Routine: the predicted PC's modes, at L1.
            let pc = m.pred_pc().unwrap();
            (m.e(pc).unwrap().ctl, None)
        } else {
            let c = cols[0].byte();
            if c & 3 != 3 {
                (c, None)
            } else {
                let x = cols[0].byte();
                if x == 0x03 {
                    let ev = &mut cols[6];
                    let id = ev.byte();
                    let time = m.last_time.wrapping_add(unzz64(ev.varint()));
                    let mask = ev.byte();
                    let mut payload = [0u32; 4];
                    for (i, w) in payload.iter_mut().enumerate() {
                        if mask & (1 << i) != 0 {
                            *w = m.ev[id as usize][i].wrapping_add(unzz32(ev.varint()));
                            m.ev[id as usize][i] = *w;
                        }
                    }
                    m.last_time = time;
                    fm.group(&mut cols[8], None, &mut items);
                    out.push(Record::Event(Event { time, id, payload }));
                    items.push(Item::Record(*out.last().unwrap()));
                    continue;
                }
                (c, Some(x))
            }
        };
        let (lv, tlb, shape_x) = match x {
            Some(x) => (x & 3, x & 4 != 0, x & 8 != 0),
            None => (c & 3, false, false),
        };
        let pc_x = c & 4 != 0;
        let pc = if pc_x {
            m.prev_pc.wrapping_add(unscale4(unzz32(cols[1].varint())))
        } else {
            m.pred_pc().unwrap()
        };
        let t0 = m.pred_time(pc, !pc_x);
        let time = if c & 8 != 0 {
            t0.wrapping_add(unzz64(cols[3].varint()))
        } else {
            t0
        };
        let e = m.e(pc);
        let shape = if shape_x {
            cols[2].varint()
        } else {
            e.unwrap().shape
        };
        let amode = (c >> 4) & 3;
        let addr = match amode {
            2 => e
                .map_or(m.prev_addr, |e| e.last_addr)
                .wrapping_add(unzz32(cols[4].varint())),
            _ => m.addr_src(amode, e),
        };
        let vmode = c >> 6;
        let value = (shape & 2 != 0).then(|| {
            if vmode == 0 {
                e.map_or(0, |e| e.last_val)
                    .wrapping_add(unzz32(cols[5].varint()))
            } else {
                m.val_src(vmode, pc, addr).unwrap()
            }
        });
        let a = Access {
            time,
            pc,
            addr,
            size: (shape >> 2) as u8,
            kind: if shape & 1 != 0 {
                AccessKind::Write
            } else {
                AccessKind::Read
            },
            level: level(lv),
            tlb_miss: tlb,
            value,
        };
        m.update(&a, c);
        let key = fm.key(a.pc, a.time);
        fm.group(&mut cols[8], Some(key), &mut items);
        (fm.spc, fm.stime) = (a.pc, a.time);
        out.push(Record::Access(a));
        items.push(Item::Record(Record::Access(a)));
    }
    fm.group(&mut cols[8], None, &mut items);
    assert_eq!(fm.run, None, "no explicit group after the last");
    cols[7].at = flags.len();
    assert!(cols.iter().all(Col::done), "columns fully consumed");
    if count > 0 {
        assert_eq!(out.last().unwrap().time(), last_time);
    }
    items
}

/// Decodes the bytes `bzcat` yields: header, data frames, index, trailer.
fn decode_bzcat_output(raw: &[u8]) -> (serde_json::Value, Vec<Item>, Vec<u8>) {
    let mut at = 0;
    let mut kinds = Vec::new();
    let mut header = serde_json::Value::Null;
    let mut recs = Vec::new();
    while at < raw.len() {
        assert_eq!(&raw[at..at + 4], b"TRIO");
        assert_eq!(raw[at + 4], 4);
        let kind = raw[at + 5];
        let len = u32le(raw, at + 8) as usize;
        let body = &raw[at + 12..at + 12 + len];
        kinds.push(kind);
        match kind {
            1 => header = serde_json::from_slice(body).unwrap(),
            2 => recs.extend(decode_data(body)),
            3 => assert_eq!(u64le(body, 0) as usize * 48 + 8, body.len()),
            4 => assert_eq!(body.len(), 40),
            k => panic!("kind {k}"),
        }
        at += 12 + len;
    }
    (header, recs, kinds)
}

fn bz_tool(args: &[&str]) -> Vec<u8> {
    let out = Command::new(args[0])
        .args(&args[1..])
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "{} is needed for this test (tools/setup.sh installs it): {e}",
                args[0]
            )
        });
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn check_with_bzcat(items: &[Item], block: usize) -> Result<(), TestCaseError> {
    let dir = TempDir::new("bzcat");
    let path = dir.join("t.bz2");
    write_items(&path, items, block, 2);
    let nrecs = items
        .iter()
        .filter(|i| matches!(i, Item::Record(_)))
        .count();
    let p = path.to_str().unwrap();
    bz_tool(&["bzip2", "-t", p]);
    let raw = bz_tool(&["bzcat", p]);
    let (header, got, kinds) = decode_bzcat_output(&raw);
    prop_assert_eq!(&header["guest"], "synthetic");
    prop_assert_eq!(&header["format_version"], 4);
    // The writer's last block may hold flow items only.
    let trailing = items
        .iter()
        .rev()
        .take_while(|i| matches!(i, Item::Flow(_)))
        .count();
    let blocks = nrecs.div_ceil(block) + usize::from(trailing > 0 && nrecs % block == 0);
    let mut want_kinds = vec![1u8];
    want_kinds.extend(std::iter::repeat(2).take(blocks));
    want_kinds.extend([3, 4]);
    prop_assert_eq!(kinds, want_kinds);
    prop_assert_eq!(got, items);
    Ok(())
}

#[test]
fn bzcat_yields_the_documented_bytes_for_a_synthetic_run() {
    let items = traceio::flow::synthetic_stream(&Synth::generate(200_000, 21), 4);
    check_with_bzcat(&items, 50_000).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    #[test]
    fn bzcat_yields_the_documented_bytes(
        items in prop_oneof![
            prop::collection::vec(
                prop_oneof![4 => any_access(), 1 => any_event()].prop_map(Item::Record),
                0..200,
            ),
            any_items(400),
        ],
        block in 1usize..100,
    ) {
        check_with_bzcat(&items, block)?;
    }
}
