//! The prediction model shared by the block encoder and decoder
//! (`docs/trace-format.md`, "Prediction model"). Both sides start every block from the
//! empty model and apply the same updates after every record, so whatever the encoder
//! predicted the decoder predicts too, and only the mispredicted parts are stored.

use crate::record::{Access, AccessKind, Event};

/// log2 of the number of PC table entries.
pub const PC_BITS: u32 = 12;
/// log2 of the number of value-cache entries.
pub const MEM_BITS: u32 = 12;
/// log2 of the number of context-table entries.
pub const CTX_BITS: u32 = 12;

/// Address sources (the `amode` of a control byte).
pub const A_STRIDE: u8 = 0;
pub const A_BASE: u8 = 1;
pub const A_NEAR_PC: u8 = 2;
pub const A_CONTEXT: u8 = 3;

/// The control byte's "PC explicit" bit.
pub const CTL_PC: u8 = 4;
/// The control byte's time, address and value mode bits.
pub const CTL_MODES: u8 = 0xf8;

/// Value sources (the `vmode` of a control byte).
pub const V_EXPLICIT: u8 = 0;
pub const V_MEM: u8 = 1;
pub const V_PC: u8 = 2;
pub const V_LAST: u8 = 3;

/// What the model remembers about one instruction address.
#[derive(Clone, Copy, Default)]
pub struct PcEntry {
    /// The entry is valid when this is the model's current epoch.
    pub epoch: u32,
    pub pc: u32,
    pub shape: u16,
    pub asrc: u8,
    pub vsrc: u8,
    pub last_addr: u32,
    pub stride: u32,
    pub base_off: u32,
    pub last_val: u32,
    pub succ_valid: bool,
    pub succ: u32,
    pub succ_dt: u64,
    /// Time distance from the previous access, the last time this PC was seen.
    pub dt_in: u64,
    /// The modes (time, address, value: bits 3-7) of this PC's last control byte, the
    /// rest 0: the control byte of a routine access at this PC.
    pub ctl: u16,
}

/// Which address predictions an access met ([`Model::addr_hits`]).
#[derive(Clone, Copy, Default)]
pub struct AddrHits {
    /// The PC's last address plus its stride.
    pub stride: bool,
    /// The last value plus the PC's base offset.
    pub base: bool,
    /// The context's address.
    pub ctx: bool,
}

/// What followed a context (the last two accesses) last time.
#[derive(Clone, Copy, Default)]
pub struct CtxEntry {
    pub epoch: u32,
    pub tag: u32,
    pub pc: u32,
    pub addr: u32,
    pub dt: u64,
}

/// Mixes an access into a context word.
#[inline]
fn mix(pc: u32, addr: u32) -> u32 {
    pc.wrapping_mul(0x9e37_79b1) ^ addr.wrapping_mul(0x85eb_ca6b)
}

#[derive(Clone, Copy, Default)]
struct MemEntry {
    epoch: u32,
    addr: u32,
    value: u32,
}

/// Packs size, value presence and direction: `size << 2 | has_value << 1 | write`.
#[inline]
pub fn shape_of(a: &Access) -> u16 {
    (u16::from(a.size) << 2)
        | (u16::from(a.value.is_some()) << 1)
        | u16::from(a.kind == AccessKind::Write)
}

/// The model state.
pub struct Model {
    /// Table entries are valid when their epoch is this one (never 0).
    epoch: u32,
    pcs: Box<[PcEntry; 1 << PC_BITS]>,
    mem: Box<[MemEntry; 1 << MEM_BITS]>,
    ctx_table: Box<[CtxEntry; 1 << CTX_BITS]>,
    ev_prev: Vec<[u32; 4]>,
    /// `mix` of the previous access and of the one before it.
    mix1: u32,
    mix2: u32,
    /// The current context: `mix1 ^ mix2.rotate_left(11)`.
    ctx: u32,
    /// Cached lookups, valid between updates (only `update_access` changes either
    /// table): the slot of `ctx` in the context table and whether it holds `ctx`, and the
    /// entry for `prev_pc`.
    ctx_i: usize,
    ctx_hit: bool,
    /// Index of `E(prev_pc)` in `pcs`, `usize::MAX` for none.
    prev_i: usize,
    /// PC of the previous access (0 at block start).
    pub prev_pc: u32,
    /// Time of the previous access (the block's first time at block start).
    pub access_time: u64,
    /// Time of the previous record of any kind.
    pub last_time: u64,
    /// Address of the previous access.
    pub prev_addr: u32,
    /// Value of the previous access that had one.
    pub last_value: u32,
}

/// Index masks of the tables (their indices are in range; the mask tells the compiler).
const PC_MASK: usize = (1 << PC_BITS) - 1;
const CTX_MASK: usize = (1 << CTX_BITS) - 1;

/// A table of `N` default entries on the heap.
pub(crate) fn table<T: Default + Clone, const N: usize>() -> Box<[T; N]> {
    vec![T::default(); N]
        .into_boxed_slice()
        .try_into()
        .unwrap_or_else(|_| unreachable!("the vector has N entries"))
}

/// Fibonacci hashing of a word address: the top bits of `(x >> 2) * 0x9e3779b1`.
#[inline]
fn hash(x: u32, bits: u32) -> usize {
    ((x >> 2).wrapping_mul(0x9e37_79b1) >> (32 - bits)) as usize
}

#[inline]
fn pc_index(pc: u32) -> usize {
    hash(pc, PC_BITS)
}

#[inline]
fn mem_index(addr: u32) -> usize {
    hash(addr, MEM_BITS)
}

impl Model {
    /// The empty model for a block whose first record has time `first_time`.
    pub fn new(first_time: u64) -> Model {
        Model {
            epoch: 1,
            pcs: table(),
            mem: table(),
            ctx_table: table(),
            mix1: 0,
            mix2: 0,
            ctx: 0,
            ctx_i: 0,
            ctx_hit: false,
            prev_i: usize::MAX,
            ev_prev: vec![[0; 4]; 256],
            prev_pc: 0,
            access_time: first_time,
            last_time: first_time,
            prev_addr: 0,
            last_value: 0,
        }
    }

    /// Back to the empty model (reusing the tables).
    pub fn reset(&mut self, first_time: u64) {
        // A new epoch invalidates every table entry without touching them; only when the
        // counter wraps are the tables cleared (epoch 0 is never current).
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.pcs.fill(PcEntry::default());
            self.mem.fill(MemEntry::default());
            self.ctx_table.fill(CtxEntry::default());
            self.epoch = 1;
        }
        self.mix1 = 0;
        self.mix2 = 0;
        self.ctx = 0;
        self.ctx_i = 0;
        self.ctx_hit = false;
        self.prev_i = usize::MAX;
        self.ev_prev.fill([0; 4]);
        self.prev_pc = 0;
        self.access_time = first_time;
        self.last_time = first_time;
        self.prev_addr = 0;
        self.last_value = 0;
    }

    /// The PC table's slot for `pc` (where its entry is, or would go).
    #[inline]
    pub fn slot(pc: u32) -> usize {
        pc_index(pc)
    }

    /// The entry in slot `i` (`Model::slot(pc)`) if it holds `pc`.
    #[inline]
    pub fn entry_at(&self, i: usize, pc: u32) -> Option<&PcEntry> {
        let e = &self.pcs[i & PC_MASK];
        (e.epoch == self.epoch && e.pc == pc).then_some(e)
    }

    /// The entry in slot `i`, known to hold the PC looked for (`entry_at` said so).
    #[inline]
    pub fn entry_in(&self, i: usize) -> &PcEntry {
        &self.pcs[i & PC_MASK]
    }

    /// The context-table entry for the current context, if it holds that context.
    #[inline]
    pub fn ctx_entry(&self) -> Option<&CtxEntry> {
        self.ctx_hit.then(|| &self.ctx_table[self.ctx_i & CTX_MASK])
    }

    /// The predicted PC of the next access: what followed the current context last time,
    /// else the successor last seen after the previous PC.
    #[inline]
    pub fn pred_pc(&self) -> Option<u32> {
        if let Some(c) = self.ctx_entry() {
            return Some(c.pc);
        }
        let e = self.pcs.get(self.prev_i)?;
        e.succ_valid.then_some(e.succ)
    }

    /// The predicted time of an access at `pc`; `pc_hit` says the PC was the predicted
    /// successor, whose recorded time distance is then used; otherwise the distance this
    /// PC had from its predecessor last time, or for an unknown PC the distance in
    /// instructions from the previous PC when it is ahead, else 0.
    /// `e` is the entry for `pc` (`entry_at(Model::slot(pc), pc)`).
    #[inline]
    pub fn pred_time(&self, pc: u32, pc_hit: bool, e: Option<&PcEntry>) -> u64 {
        let dt = if pc_hit {
            match self.ctx_entry() {
                Some(c) => c.dt,
                None => self.pcs.get(self.prev_i).map_or(0, |e| e.succ_dt),
            }
        } else if let Some(e) = e {
            e.dt_in
        } else if pc >= self.prev_pc {
            u64::from((pc - self.prev_pc) >> 2)
        } else {
            0
        };
        self.access_time.wrapping_add(dt)
    }

    /// The value cache's word at `addr`, if it holds that address.
    #[inline]
    pub fn mem_value(&self, addr: u32) -> Option<u32> {
        let m = &self.mem[mem_index(addr)];
        (m.epoch == self.epoch && m.addr == addr).then_some(m.value)
    }

    /// The value predicted by source `src` (1..=3) for an access at `addr` of a PC whose
    /// entry is `e`, `None` when that source has no prediction.
    #[inline]
    pub fn value_pred(&self, src: u8, e: Option<&PcEntry>, addr: u32) -> Option<u32> {
        match src {
            V_MEM => self.mem_value(addr),
            V_PC => e.map(|e| e.last_val),
            V_LAST => Some(self.last_value),
            _ => None,
        }
    }

    /// The address predicted by source `src` (0 stride, 1 base, 3 context); stride and
    /// base need the PC's entry.
    #[inline]
    pub fn addr_pred(&self, src: u8, e: Option<&PcEntry>) -> Option<u32> {
        match src {
            A_STRIDE => e.map(|e| e.last_addr.wrapping_add(e.stride)),
            A_BASE => e.map(|e| self.last_value.wrapping_add(e.base_off)),
            A_CONTEXT => self.ctx_entry().map(|c| c.addr),
            _ => None,
        }
    }

    /// The reference of an explicit `A_NEAR_PC` address: the PC's previous address when the
    /// PC is known, else the previous access's address.
    #[inline]
    pub fn near_ref(&self, e: Option<&PcEntry>) -> u32 {
        e.map_or(self.prev_addr, |e| e.last_addr)
    }

    /// The value source the model would choose for `v`: the remembered one if it hits,
    /// else the first of memory, PC, last that hits, else `V_EXPLICIT`.
    #[inline]
    pub fn choose_vsrc(&self, e: Option<&PcEntry>, addr: u32, v: u32) -> u8 {
        if let Some(e) = e {
            if e.vsrc != V_EXPLICIT && self.value_pred(e.vsrc, Some(e), addr) == Some(v) {
                return e.vsrc;
            }
        }
        for src in [V_MEM, V_PC, V_LAST] {
            if self.value_pred(src, e, addr) == Some(v) {
                return src;
            }
        }
        V_EXPLICIT
    }

    /// Which address predictions `addr` meets for a PC whose entry is `e`: stride and base
    /// (both need the entry) and the context's. Read before the access's update, which
    /// takes them (it chooses the entry's next address source by them).
    #[inline]
    pub fn addr_hits(&self, e: Option<&PcEntry>, addr: u32) -> AddrHits {
        AddrHits {
            stride: e.is_some_and(|e| addr == e.last_addr.wrapping_add(e.stride)),
            base: e.is_some_and(|e| addr == self.last_value.wrapping_add(e.base_off)),
            ctx: self.ctx_entry().is_some_and(|c| c.addr == addr),
        }
    }

    /// Applies one access (after it was encoded) whose control byte, with the extension
    /// byte in bits 8-15, was `ctl`. `shape` is `shape_of(a)`, `i` is `Model::slot(a.pc)`,
    /// `known` whether that slot holds `a.pc` and `hits` is `self.addr_hits(E(a.pc),
    /// a.addr)`, all of which the encoder has at hand.
    #[inline]
    pub fn update_access(
        &mut self,
        a: &Access,
        shape: u16,
        ctl: u16,
        i: usize,
        known: bool,
        hits: AddrHits,
    ) {
        self.update::<true>(a, shape, ctl, i, known, hits);
    }

    /// [`Model::update_access`] for the decoder, which never reads the address and value
    /// sources an entry remembers (the encoder's choices, which the control bytes carry):
    /// it leaves them out. `shape` is `shape_of(a)`, `i` is `Model::slot(a.pc)` and
    /// `known` whether that slot holds `a.pc`. Every prediction the decoder makes is the
    /// same as after `update_access`.
    #[inline]
    pub fn update_decoded(&mut self, a: &Access, shape: u16, ctl: u16, i: usize, known: bool) {
        self.update::<false>(a, shape, ctl, i, known, AddrHits::default());
    }

    /// The update; `SOURCES`: also the entry's address and value sources.
    #[inline(always)]
    fn update<const SOURCES: bool>(
        &mut self,
        a: &Access,
        shape: u16,
        ctl: u16,
        i: usize,
        known: bool,
        hits: AddrHits,
    ) {
        let epoch = self.epoch;
        let dt = a.time.wrapping_sub(self.access_time);
        // `prev_i` is the slot of E(prev_pc) when it exists (set below; nothing else
        // changes the PC table between two accesses), `usize::MAX` otherwise.
        if let Some(p) = self.pcs.get_mut(self.prev_i) {
            p.succ_valid = true;
            p.succ = a.pc;
            p.succ_dt = dt;
        }
        let last_value = self.last_value;
        let ctx_hit = SOURCES && hits.ctx;
        // The value source: the one the control byte used, else the PC's (or none).
        let vsrc = if !SOURCES {
            V_EXPLICIT
        } else {
            let vmode = (ctl >> 6) as u8 & 3;
            if a.value.is_some() && vmode != V_EXPLICIT {
                vmode
            } else if known {
                self.pcs[i & PC_MASK].vsrc
            } else {
                V_EXPLICIT
            }
        };
        let e = &mut self.pcs[i & PC_MASK];
        if known {
            if SOURCES {
                let (stride_hit, base_hit) = (hits.stride, hits.base);
                let keep = (e.asrc == A_STRIDE && stride_hit)
                    || (e.asrc == A_BASE && base_hit)
                    || (e.asrc == A_CONTEXT && ctx_hit);
                if !keep {
                    if stride_hit {
                        e.asrc = A_STRIDE;
                    } else if base_hit {
                        e.asrc = A_BASE;
                    } else if ctx_hit {
                        e.asrc = A_CONTEXT;
                    }
                }
                e.vsrc = vsrc;
            }
            e.stride = a.addr.wrapping_sub(e.last_addr);
            e.last_addr = a.addr;
            e.base_off = a.addr.wrapping_sub(last_value);
            e.shape = shape;
            e.dt_in = dt;
            e.ctl = ctl & u16::from(CTL_MODES);
            if let Some(v) = a.value {
                e.last_val = v;
            }
        } else {
            *e = PcEntry {
                epoch,
                pc: a.pc,
                shape,
                asrc: if ctx_hit { A_CONTEXT } else { A_STRIDE },
                vsrc,
                last_addr: a.addr,
                stride: 0,
                base_off: a.addr.wrapping_sub(last_value),
                last_val: a.value.unwrap_or(0),
                succ_valid: false,
                succ: 0,
                succ_dt: 0,
                dt_in: dt,
                ctl: ctl & u16::from(CTL_MODES),
            };
        }
        if let Some(v) = a.value {
            self.mem[mem_index(a.addr)] = MemEntry {
                epoch,
                addr: a.addr,
                value: v,
            };
            self.last_value = v;
        }
        let c = &mut self.ctx_table[self.ctx_i & CTX_MASK];
        *c = CtxEntry {
            epoch,
            tag: self.ctx,
            pc: a.pc,
            addr: a.addr,
            dt,
        };
        self.mix2 = self.mix1;
        self.mix1 = mix(a.pc, a.addr);
        self.ctx = self.mix1 ^ self.mix2.rotate_left(11);
        self.ctx_i = (self.ctx >> (32 - CTX_BITS)) as usize;
        let c = &self.ctx_table[self.ctx_i & CTX_MASK];
        self.ctx_hit = c.epoch == epoch && c.tag == self.ctx;
        self.prev_i = i;
        self.prev_pc = a.pc;
        self.access_time = a.time;
        self.last_time = a.time;
        self.prev_addr = a.addr;
    }

    /// The previous payload words of events with this id.
    #[inline]
    pub fn event_prev(&self, id: u8) -> [u32; 4] {
        self.ev_prev[usize::from(id)]
    }

    /// Applies one event.
    #[inline]
    pub fn update_event(&mut self, e: &Event) {
        let prev = &mut self.ev_prev[usize::from(e.id)];
        for (p, &w) in prev.iter_mut().zip(&e.payload) {
            if w != 0 {
                *p = w;
            }
        }
        self.last_time = e.time;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Level;

    fn access(pc: u32, addr: u32) -> Access {
        Access {
            time: 1,
            pc,
            addr,
            size: 4,
            kind: AccessKind::Read,
            level: Level::L1,
            tlb_miss: false,
            value: Some(7),
        }
    }

    #[test]
    fn reset_forgets_every_entry_also_when_the_epoch_wraps() {
        for start in [1, u32::MAX - 1, u32::MAX] {
            let mut m = Model::new(0);
            m.epoch = start;
            let a = access(0x100, 0x2000);
            m.update_access(
                &a,
                shape_of(&a),
                0,
                Model::slot(0x100),
                false,
                m.addr_hits(None, 0x2000),
            );
            assert!(
                m.entry_at(Model::slot(0x100), 0x100).is_some() && m.mem_value(0x2000) == Some(7)
            );
            m.reset(0);
            assert_ne!(m.epoch, 0, "epoch 0 is never current");
            assert!(
                m.entry_at(Model::slot(0x100), 0x100).is_none(),
                "start {start}"
            );
            assert_eq!(m.mem_value(0x2000), None);
            assert!(m.pred_pc().is_none() && m.ctx_entry().is_none());
        }
    }
}
