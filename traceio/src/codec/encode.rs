//! The block encoder: records → body bytes.

use super::flow::FlowModel;
use super::model::{self, shape_of, Model, A_BASE, A_CONTEXT, A_NEAR_PC, A_STRIDE, CTL_MODES};
use super::varint::{put, scale4, zigzag32, zigzag64};
use super::{BlockSummary, Column, COLUMNS, EXT_EVENT};
use crate::flow::FlowItem;
use crate::record::{Access, Event, Level, Record};

/// Encodes blocks; keeps its model and column buffers between blocks to avoid allocation.
pub struct BlockEncoder {
    model: Model,
    flow: Box<FlowModel>,
    cols: [Vec<u8>; COLUMNS],
    /// Flag bits of the records since the last full flag byte, from bit 0 up.
    flags: u8,
    /// How many: the next record's flag goes to bit `nflags`.
    nflags: u32,
}

impl Default for BlockEncoder {
    fn default() -> Self {
        Self::new()
    }
}

impl BlockEncoder {
    /// A fresh encoder.
    pub fn new() -> BlockEncoder {
        BlockEncoder {
            model: Model::new(0),
            flow: Box::default(),
            cols: Default::default(),
            flags: 0,
            nflags: 0,
        }
    }

    /// Appends the body of a data frame holding `recs` (at most `u32::MAX` of them) and no
    /// flow items to `out`.
    pub fn encode(&mut self, recs: &[Record], out: &mut Vec<u8>) -> BlockSummary {
        self.encode_with_flow(recs, &[], out)
    }

    /// Appends the body of a data frame holding `recs` (at most `u32::MAX` of them) and
    /// the flow items `flow` (in order of `at`; an `at` past the last record counts as
    /// the end) to `out`.
    pub fn encode_with_flow(
        &mut self,
        recs: &[Record],
        flow: &[FlowItem],
        out: &mut Vec<u8>,
    ) -> BlockSummary {
        assert!(
            u32::try_from(recs.len()).is_ok(),
            "a block holds at most u32::MAX records"
        );
        let first_time = recs.first().map_or(0, Record::time);
        let last_time = recs.last().map_or(0, Record::time);
        self.model.reset(first_time);
        self.flow.reset(first_time, crate::FORMAT_VERSION);
        for c in &mut self.cols {
            c.clear();
        }
        self.flags = 0;
        self.nflags = 0;
        let mut j = 0;
        // Where the next flow item goes (`usize::MAX`: no item left).
        let at = |j: usize| flow.get(j).map_or(usize::MAX, |f| f.at as usize);
        let mut next_at = at(0);
        for (i, r) in recs.iter().enumerate() {
            let start = j;
            while next_at <= i {
                j += 1;
                next_at = at(j);
            }
            let group = &flow[start..j];
            let col = &mut self.cols[Column::Flow as usize];
            match r {
                Record::Access(a) => {
                    let key = self.flow.key(a.pc, a.time);
                    self.flow.encode_group(group, Some(key), col);
                    self.flow.access(a.pc, a.time);
                    self.access(a);
                }
                Record::Event(e) => {
                    self.flow.encode_group(group, None, col);
                    self.flag(false);
                    self.event(e);
                }
            }
        }
        self.flow
            .encode_group(&flow[j..], None, &mut self.cols[Column::Flow as usize]);
        if self.nflags > 0 {
            self.cols[Column::Flags as usize].push(self.flags);
        }
        out.extend_from_slice(&first_time.to_le_bytes());
        out.extend_from_slice(&last_time.to_le_bytes());
        out.extend_from_slice(&(recs.len() as u32).to_le_bytes());
        for c in &self.cols {
            let len = u32::try_from(c.len()).expect("column of a block exceeds 4 GiB");
            out.extend_from_slice(&len.to_le_bytes());
        }
        for c in &self.cols {
            out.extend_from_slice(c);
        }
        BlockSummary {
            first_time,
            last_time,
            count: recs.len() as u32,
        }
    }

    /// Appends one record's flag bit (1: a routine access, whose control byte is not
    /// written).
    #[inline(always)]
    fn flag(&mut self, routine: bool) {
        self.flags |= u8::from(routine) << self.nflags;
        self.nflags += 1;
        if self.nflags == 8 {
            self.cols[Column::Flags as usize].push(self.flags);
            self.flags = 0;
            self.nflags = 0;
        }
    }

    #[inline]
    fn access(&mut self, a: &Access) {
        let m = &self.model;
        let pc_hit = m.pred_pc() == Some(a.pc);
        let slot = Model::slot(a.pc);
        let e = m.entry_at(slot, a.pc);
        let known = e.is_some();
        let pred_time = m.pred_time(a.pc, pc_hit, e);
        let time_hit = a.time == pred_time;
        let shape = shape_of(a);
        let shape_hit = e.is_some_and(|e| e.shape == shape);

        // The first source that hits of: the PC's remembered one, stride, base, context.
        let hits = m.addr_hits(e, a.addr);
        let hit = |src| match src {
            A_STRIDE => hits.stride,
            A_BASE => hits.base,
            A_CONTEXT => hits.ctx,
            _ => false,
        };
        let amode = match e {
            Some(e) if hit(e.asrc) => e.asrc,
            _ if hits.stride => A_STRIDE,
            _ if hits.base => A_BASE,
            _ if hits.ctx => A_CONTEXT,
            _ => A_NEAR_PC,
        };
        let ares = zigzag32(a.addr.wrapping_sub(m.near_ref(e)));
        let vmode = match a.value {
            Some(v) => m.choose_vsrc(e, a.addr, v),
            None => model::V_EXPLICIT,
        };
        let ext = a.tlb_miss || !shape_hit;
        let level = if ext { 3 } else { a.level.code() };
        let ctl = level
            | (u8::from(!pc_hit) << 2)
            | (u8::from(!time_hit) << 3)
            | (amode << 4)
            | (vmode << 6);
        let ctl16 = u16::from(ctl)
            | if ext {
                u16::from(
                    a.level.code() | (u8::from(a.tlb_miss) << 2) | (u8::from(!shape_hit) << 3),
                ) << 8
            } else {
                0
            };
        // Routine: an L1 access at the predicted PC, its modes as last time at this PC.
        let routine = pc_hit
            && !ext
            && a.level == Level::L1
            && e.is_some_and(|e| e.ctl == ctl16 & u16::from(CTL_MODES));
        if !pc_hit {
            let d = scale4(a.pc.wrapping_sub(m.prev_pc));
            put(&mut self.cols[Column::Pc as usize], u64::from(zigzag32(d)));
        }
        if !shape_hit {
            put(&mut self.cols[Column::Shape as usize], u64::from(shape));
        }
        if !time_hit {
            let d = zigzag64(a.time.wrapping_sub(pred_time));
            put(&mut self.cols[Column::Time as usize], d);
        }
        if amode == A_NEAR_PC {
            put(&mut self.cols[Column::Addr as usize], u64::from(ares));
        }
        if let (Some(v), model::V_EXPLICIT) = (a.value, vmode) {
            let reference = e.map_or(0, |e| e.last_val);
            let d = zigzag32(v.wrapping_sub(reference));
            put(&mut self.cols[Column::Value as usize], u64::from(d));
        }
        self.flag(routine);
        if !routine {
            let ctl_col = &mut self.cols[Column::Ctl as usize];
            ctl_col.push(ctl);
            if ext {
                ctl_col.push((ctl16 >> 8) as u8);
            }
        }
        self.model.update_access(a, shape, ctl16, slot, known, hits);
    }

    fn event(&mut self, e: &Event) {
        let ctl_col = &mut self.cols[Column::Ctl as usize];
        ctl_col.push(3);
        ctl_col.push(EXT_EVENT);
        let col = &mut self.cols[Column::Event as usize];
        col.push(e.id);
        put(col, zigzag64(e.time.wrapping_sub(self.model.last_time)));
        let mask = e
            .payload
            .iter()
            .enumerate()
            .fold(0u8, |m, (i, &w)| m | (u8::from(w != 0) << i));
        col.push(mask);
        let prev = self.model.event_prev(e.id);
        for (w, p) in e.payload.iter().zip(prev) {
            if *w != 0 {
                put(col, u64::from(zigzag32(w.wrapping_sub(p))));
            }
        }
        self.model.update_event(e);
    }
}
