//! The flow column of a data frame (`docs/trace-format.md`, "The flow column"): one
//! group of flow items before every record and one after the last, each coded against the
//! flow model, which starts empty at every block like the access model. Version 3 stores
//! a code per group (0: the prediction); version 4 stores only the groups that are not
//! the prediction, each after the number of predicted groups before it (nearly every
//! group is predicted: on jess, 99 %, which version 3 spent a byte each on).
//!
//! The model follows the **stream position** (`spc`, `stime`): the PC and time of the last
//! instruction whose address the block told (an access, a jump, an operation). A group
//! before an access is predicted by the **gap table**, keyed by the stream position and
//! the access's PC and time: the items that came between the same two places last time.
//! Jump targets in explicit groups are predicted by a branch-target table keyed by the
//! jump's source (the instruction before it).

use super::varint::{put, scale4, unscale4, unzigzag32, unzigzag64, zigzag32, zigzag64, Cursor};
use crate::flow::{CacheOp, Flow, FlowItem};

const BTB_BITS: u32 = 12;
const GAP_BITS: u32 = 12;

/// Item kinds in the low 3 bits of an item's header.
const K_JUMP: u8 = 0;
const K_END: u8 = 5;
/// Header kind 7: the kind byte and the time difference follow in full.
const K_ESCAPE: u8 = 7;
/// Largest zigzagged time difference stored in a header with its kind.
const INLINE_DT: u64 = 1 << 60;

/// An item as the gap table keeps it: its time relative to the group's start.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Stored {
    dt: u64,
    kind: u8,
    pc: u32,
    addr: u32,
}

#[derive(Clone, Copy, Default)]
struct Gap {
    valid: bool,
    tag: u32,
    start: u32,
    len: u32,
}

#[derive(Clone, Copy, Default)]
struct Btb {
    valid: bool,
    source: u32,
    target: u32,
}

fn kind_of(f: &Flow) -> u8 {
    match f {
        Flow::Jump { .. } => K_JUMP,
        Flow::Op { op, .. } => match op {
            CacheOp::Dcbz => 1,
            CacheOp::Dcbf => 2,
            CacheOp::Dcbst => 3,
            CacheOp::Icbi => 4,
        },
        Flow::End { .. } => K_END,
    }
}

fn op_of(kind: u8) -> Option<CacheOp> {
    Some(match kind {
        1 => CacheOp::Dcbz,
        2 => CacheOp::Dcbf,
        3 => CacheOp::Dcbst,
        4 => CacheOp::Icbi,
        _ => return None,
    })
}

fn stored(f: &Flow, base: u64) -> Stored {
    let (pc, addr) = match *f {
        Flow::Jump { pc, .. } => (pc, 0),
        Flow::Op { pc, addr, .. } => (pc, addr),
        Flow::End { .. } => (0, 0),
    };
    Stored {
        dt: f.time().wrapping_sub(base),
        kind: kind_of(f),
        pc,
        addr,
    }
}

fn unstored(s: &Stored, base: u64) -> Flow {
    let time = base.wrapping_add(s.dt);
    match s.kind {
        K_JUMP => Flow::Jump { time, pc: s.pc },
        K_END => Flow::End { time },
        k => Flow::Op {
            time,
            pc: s.pc,
            addr: s.addr,
            op: op_of(k).expect("stored kinds are valid"),
        },
    }
}

/// `FlowModel::run` when the column has no explicit group left.
const NO_MORE: u64 = u64::MAX;

/// The flow model.
pub struct FlowModel {
    /// Version 4: groups are run-length coded ([`FlowModel::run`], [`FlowModel::pending`]).
    runs: bool,
    /// Decoding version 4: predicted groups before the next explicit one ([`NO_MORE`]: no
    /// explicit group left in the column).
    run: u64,
    /// Encoding version 4: predicted groups since the last explicit one.
    pending: u64,
    spc: u32,
    stime: u64,
    op_addr: u32,
    btb: Box<[Btb; 1 << BTB_BITS]>,
    gaps: Box<[Gap; 1 << GAP_BITS]>,
    arena: Vec<Stored>,
    /// Scratch for the group being coded.
    group: Vec<Stored>,
}

impl Default for FlowModel {
    fn default() -> Self {
        FlowModel {
            runs: true,
            run: NO_MORE,
            pending: 0,
            spc: 0,
            stime: 0,
            op_addr: 0,
            btb: super::model::table(),
            gaps: super::model::table(),
            arena: Vec::new(),
            group: Vec::new(),
        }
    }
}

impl FlowModel {
    /// The empty model for a block whose first record has time `first_time`, to encode
    /// (the current version, 4) or to decode version `version` (3 or 4).
    pub fn reset(&mut self, first_time: u64, version: u8) {
        self.runs = version >= 4;
        self.run = NO_MORE;
        self.pending = 0;
        self.spc = 0;
        self.stime = first_time;
        self.op_addr = 0;
        self.btb.fill(Btb::default());
        self.gaps.fill(Gap::default());
        self.arena.clear();
    }

    /// The gap-table key of an access at `pc`, `time` from the current stream position.
    pub fn key(&self, pc: u32, time: u64) -> u32 {
        let dt = time.wrapping_sub(self.stime) as u32;
        self.spc.wrapping_mul(0x9e37_79b1)
            ^ pc.wrapping_mul(0x85eb_ca6b)
            ^ dt.wrapping_mul(0x2545_f491).rotate_left(7)
    }

    #[inline]
    fn predicted(&self, key: Option<u32>) -> &[Stored] {
        let Some(key) = key else { return &[] };
        let g = &self.gaps[(key >> (32 - GAP_BITS)) as usize];
        if g.valid && g.tag == key {
            &self.arena[g.start as usize..(g.start + g.len) as usize]
        } else {
            &[]
        }
    }

    fn remember(&mut self, key: u32) {
        let start = self.arena.len() as u32;
        self.arena.extend_from_slice(&self.group);
        self.gaps[(key >> (32 - GAP_BITS)) as usize] = Gap {
            valid: true,
            tag: key,
            start,
            len: self.group.len() as u32,
        };
    }

    /// An access at `pc`, `time` moves the stream position there.
    pub fn access(&mut self, pc: u32, time: u64) {
        self.spc = pc;
        self.stime = time;
    }

    /// The sequential PC at `time` from the stream position.
    fn seq_pc(&self, time: u64) -> u32 {
        let n = time.wrapping_sub(self.stime) as u32;
        self.spc.wrapping_add(n.wrapping_mul(4))
    }

    fn btb_index(source: u32) -> usize {
        ((source >> 2).wrapping_mul(0x9e37_79b1) >> (32 - BTB_BITS)) as usize
    }

    fn target_pred(&self, source: u32) -> u32 {
        let b = &self.btb[Self::btb_index(source)];
        if b.valid && b.source == source {
            b.target
        } else {
            source.wrapping_add(4)
        }
    }

    /// Applies an item to the model (after coding it).
    fn apply(&mut self, f: &Flow) {
        match *f {
            Flow::Jump { time, pc } => {
                let source = self.seq_pc(time.wrapping_sub(1));
                self.btb[Self::btb_index(source)] = Btb {
                    valid: true,
                    source,
                    target: pc,
                };
                (self.spc, self.stime) = (pc, time);
            }
            Flow::Op { time, pc, addr, .. } => {
                self.op_addr = addr;
                (self.spc, self.stime) = (pc, time);
            }
            Flow::End { .. } => {}
        }
    }

    /// Codes the group `items` (predicted by the gap table when `key` is given, else
    /// empty) into `out` (version 4: nothing for a predicted group, the number of
    /// predicted groups before it and the item count for another), updating the model.
    #[inline]
    pub fn encode_group(&mut self, items: &[FlowItem], key: Option<u32>, out: &mut Vec<u8>) {
        // Most groups (on jess, 80 %) are empty and so predicted: an empty group whose
        // prediction is empty changes nothing but the count of predicted groups. Inline,
        // in the encoder's loop; the rest out of line.
        if items.is_empty() && self.predicted(key).is_empty() {
            self.pending += 1;
            return;
        }
        self.encode_other_group(items, key, out);
    }

    /// [`FlowModel::encode_group`] for a group that is not empty or not predicted empty.
    #[inline(never)]
    fn encode_other_group(&mut self, items: &[FlowItem], key: Option<u32>, out: &mut Vec<u8>) {
        let base = self.stime;
        self.group.clear();
        self.group
            .extend(items.iter().map(|f| stored(&f.flow, base)));
        if self.predicted(key) == self.group.as_slice() {
            self.pending += 1;
            for f in items {
                self.apply(&f.flow);
            }
            return;
        }
        put(out, self.pending);
        self.pending = 0;
        put(out, items.len() as u64);
        for f in items {
            self.encode_item(&f.flow, out);
            self.apply(&f.flow);
        }
        if let Some(key) = key {
            self.remember(key);
        }
    }

    fn encode_item(&self, f: &Flow, out: &mut Vec<u8>) {
        let kind = kind_of(f);
        let zz = zigzag64(f.time().wrapping_sub(self.stime));
        if zz < INLINE_DT {
            put(out, (zz << 3) | u64::from(kind));
        } else {
            put(out, u64::from(K_ESCAPE));
            out.push(kind);
            put(out, zz);
        }
        match *f {
            Flow::Jump { time, pc } => {
                let pred = self.target_pred(self.seq_pc(time.wrapping_sub(1)));
                put(out, u64::from(zigzag32(scale4(pc.wrapping_sub(pred)))));
            }
            Flow::Op { time, pc, addr, .. } => {
                let d = scale4(pc.wrapping_sub(self.seq_pc(time)));
                put(out, u64::from(zigzag32(d)));
                put(out, u64::from(zigzag32(addr.wrapping_sub(self.op_addr))));
            }
            Flow::End { .. } => {}
        }
    }

    /// Decodes the group before an access at `pc`, `time` (record `at` of the block) and
    /// moves the stream position to that access: [`FlowModel::decode_group`] with the
    /// access's key, then [`FlowModel::access`], with the common case (version 4, a
    /// predicted group) inline.
    #[inline]
    pub fn decode_before_access(
        &mut self,
        c: &mut Cursor,
        pc: u32,
        time: u64,
        at: u32,
        out: &mut Vec<FlowItem>,
    ) -> Result<(), String> {
        let key = self.key(pc, time);
        if self.runs && self.run > 0 {
            if self.run != NO_MORE {
                self.run -= 1;
            }
            let g = self.gaps[(key >> (32 - GAP_BITS)) as usize];
            if g.valid && g.tag == key && g.len > 0 {
                self.apply_stored(g, at, out);
            }
        } else {
            self.decode_group(c, Some(key), at, out)?;
        }
        self.access(pc, time);
        Ok(())
    }

    /// Applies and appends the stored items of gap-table entry `g` (a predicted group).
    #[inline(never)]
    fn apply_stored(&mut self, g: Gap, at: u32, out: &mut Vec<FlowItem>) {
        let base = self.stime;
        for k in g.start..g.start + g.len {
            let f = unstored(&self.arena[k as usize], base);
            self.apply(&f);
            out.push(FlowItem { at, flow: f });
        }
    }

    /// Decodes one group from `c` (predicted as for [`FlowModel::encode_group`]),
    /// appending its items to `out`.
    #[inline(never)]
    pub fn decode_group(
        &mut self,
        c: &mut Cursor,
        key: Option<u32>,
        at: u32,
        out: &mut Vec<FlowItem>,
    ) -> Result<(), String> {
        let bad = "flow column exhausted or malformed";
        let n = if self.runs {
            if self.run > 0 {
                if self.run != NO_MORE {
                    self.run -= 1;
                }
                return self.decode_predicted(key, at, out);
            }
            c.varint().ok_or(bad)?
        } else {
            match c.varint().ok_or(bad)? {
                0 => return self.decode_predicted(key, at, out),
                code => code - 1,
            }
        };
        self.decode_explicit(c, n, key, at, out)?;
        if self.runs {
            self.run = if c.at_end() {
                NO_MORE
            } else {
                c.varint().ok_or(bad)?
            };
        }
        Ok(())
    }

    /// Version 4: reads where the column's first explicit group is (call after
    /// [`FlowModel::reset`], before the first group).
    pub fn begin(&mut self, c: &mut Cursor) -> Result<(), String> {
        if self.runs && !c.at_end() {
            self.run = c.varint().ok_or("flow column exhausted or malformed")?;
        }
        Ok(())
    }

    /// Version 4: after the last group, whether the column announced another explicit
    /// group (damage: a run longer than the groups left).
    pub fn expects_more(&self) -> bool {
        self.runs && self.run != NO_MORE
    }

    /// A group that is the prediction: its items, applied to the model.
    #[inline]
    fn decode_predicted(
        &mut self,
        key: Option<u32>,
        at: u32,
        out: &mut Vec<FlowItem>,
    ) -> Result<(), String> {
        let Some(key) = key else { return Ok(()) };
        let g = self.gaps[(key >> (32 - GAP_BITS)) as usize];
        if g.valid && g.tag == key && g.len > 0 {
            self.apply_stored(g, at, out);
        }
        Ok(())
    }

    fn decode_explicit(
        &mut self,
        c: &mut Cursor,
        n: u64,
        key: Option<u32>,
        at: u32,
        out: &mut Vec<FlowItem>,
    ) -> Result<(), String> {
        let base = self.stime;
        let remaining = c.remaining() as u64;
        if n > remaining {
            return Err(format!("flow group of {n} items in {remaining} bytes"));
        }
        self.group.clear();
        for _ in 0..n {
            let f = self.decode_item(c)?;
            self.group.push(stored(&f, base));
            self.apply(&f);
            out.push(FlowItem { at, flow: f });
        }
        if let Some(key) = key {
            self.remember(key);
        }
        Ok(())
    }

    fn decode_item(&self, c: &mut Cursor) -> Result<Flow, String> {
        let bad = "flow column exhausted or malformed";
        let h = c.varint().ok_or(bad)?;
        let (kind, zz) = if h & 7 == u64::from(K_ESCAPE) {
            if h != u64::from(K_ESCAPE) {
                return Err("flow item escape with a time difference".into());
            }
            let kind = c.byte().ok_or(bad)?;
            let zz = c.varint().ok_or(bad)?;
            if zz < INLINE_DT {
                return Err("flow item escape for a short time difference".into());
            }
            (kind, zz)
        } else {
            ((h & 7) as u8, h >> 3)
        };
        let time = self.stime.wrapping_add(unzigzag64(zz));
        Ok(match kind {
            K_JUMP => {
                let pred = self.target_pred(self.seq_pc(time.wrapping_sub(1)));
                let d = unscale4(unzigzag32(c.varint32().ok_or(bad)?));
                Flow::Jump {
                    time,
                    pc: pred.wrapping_add(d),
                }
            }
            K_END => Flow::End { time },
            k => {
                let op = op_of(k).ok_or_else(|| format!("unknown flow item kind {k}"))?;
                let d = unscale4(unzigzag32(c.varint32().ok_or(bad)?));
                let a = unzigzag32(c.varint32().ok_or(bad)?);
                Flow::Op {
                    time,
                    pc: self.seq_pc(time).wrapping_add(d),
                    addr: self.op_addr.wrapping_add(a),
                    op,
                }
            }
        })
    }
}
