//! The block decoder: body bytes → records. Every malformed input is an error, never a
//! panic: this runs on damaged files.

use super::flow::FlowModel;
use super::model::{self, Model, A_NEAR_PC, CTL_PC};
use super::varint::{unscale4, unzigzag32, unzigzag64, Cursor};
use super::{columns, peek_summary, BlockSummary, Column, COLUMNS, EXT_EVENT};
use crate::flow::FlowItem;
use crate::record::{Access, AccessKind, Event, Level, Record};

/// No control byte (a `u16` no control byte, stored or kept by the model, can be).
const NO_CTL: u16 = 0xffff;

/// Decodes blocks; keeps its model between blocks to avoid allocation.
pub struct BlockDecoder {
    model: Model,
    flow: Box<FlowModel>,
    /// The flow items of [`BlockDecoder::decode`], which drops them.
    scratch: Vec<FlowItem>,
}

impl Default for BlockDecoder {
    fn default() -> Self {
        Self::new()
    }
}

/// Most records reserved ahead of decoding a block (the writer's blocks hold fewer).
const MAX_RESERVE: usize = 1 << 20;

struct Cols<'a> {
    ctl: Cursor<'a>,
    pc: Cursor<'a>,
    shape: Cursor<'a>,
    time: Cursor<'a>,
    addr: Cursor<'a>,
    value: Cursor<'a>,
    event: Cursor<'a>,
    flow: Cursor<'a>,
}

impl BlockDecoder {
    /// A fresh decoder.
    pub fn new() -> BlockDecoder {
        BlockDecoder {
            model: Model::new(0),
            flow: Box::default(),
            scratch: Vec::new(),
        }
    }

    /// Decodes a data body of the current version, appending its records to `out` (its
    /// flow items are checked and dropped). On error `out` may hold part of the block; the
    /// message says what was wrong.
    pub fn decode(&mut self, body: &[u8], out: &mut Vec<Record>) -> Result<BlockSummary, String> {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        let r = self.decode_flow(body, crate::FORMAT_VERSION, out, &mut scratch);
        self.scratch = scratch;
        r
    }

    /// Decodes a data body of format `version` (2, 3 or 4), appending its records to `out`
    /// and its flow items to `flow` (none for version 2), their `at` counted from the
    /// block's first record. On error both may hold part of the block.
    pub fn decode_flow(
        &mut self,
        body: &[u8],
        version: u8,
        out: &mut Vec<Record>,
        flow: &mut Vec<FlowItem>,
    ) -> Result<BlockSummary, String> {
        let summary = peek_summary(body).ok_or("data frame body shorter than its fixed part")?;
        let ncols = columns(version);
        let header = 20 + 4 * ncols;
        if body.len() < header {
            return Err("data frame body shorter than its fixed part".into());
        }
        let mut lens = [0usize; COLUMNS];
        let mut total = header;
        for (i, l) in lens[..ncols].iter_mut().enumerate() {
            let at = 20 + 4 * i;
            *l = u32::from_le_bytes(body[at..at + 4].try_into().expect("4 bytes")) as usize;
            total = total.checked_add(*l).ok_or("column lengths overflow")?;
        }
        if total != body.len() {
            return Err(format!(
                "column lengths add up to {total} bytes, body has {}",
                body.len()
            ));
        }
        let mut slices = [&body[..0]; COLUMNS];
        let mut at = header;
        for (s, l) in slices.iter_mut().zip(lens) {
            *s = &body[at..at + l];
            at += l;
        }
        let mut c = Cols {
            ctl: Cursor::new(slices[0]),
            pc: Cursor::new(slices[1]),
            shape: Cursor::new(slices[2]),
            time: Cursor::new(slices[3]),
            addr: Cursor::new(slices[4]),
            value: Cursor::new(slices[5]),
            event: Cursor::new(slices[6]),
            flow: Cursor::new(slices[Column::Flow as usize]),
        };
        let has_flow = ncols > Column::Flow as usize;
        self.model.reset(summary.first_time);
        self.flow.reset(summary.first_time, version);
        if has_flow {
            self.flow.begin(&mut c.flow)?;
        }
        let count = u64::from(summary.count);
        let flags = slices[Column::Flags as usize];
        if flags.len() as u64 != count.div_ceil(8) {
            return Err(format!(
                "flag column has {} bytes for {count} records",
                flags.len()
            ));
        }
        // The count is bounded by the body now (a flag bit per record); reserve no more
        // than a block's worth ahead, so that a damaged count cannot ask for gigabytes.
        out.reserve((summary.count as usize).min(MAX_RESERVE));
        if count % 8 != 0 && flags[flags.len() - 1] >> (count % 8) != 0 {
            return Err("flag column has bits set after the last record".into());
        }
        for i in 0..summary.count as usize {
            let routine = usize::from((flags[i >> 3] >> (i & 7)) & 1);
            // Both candidates for the control byte, chosen without a branch on the flag
            // (which is close to a coin toss): the predicted PC's modes, or the next
            // stored byte.
            let m = &self.model;
            let pred = m.pred_pc();
            // The predicted PC's slot and whether it holds that PC: the entry a routine
            // access (and any access at the predicted PC) uses, looked up once.
            let (pslot, kept) = match pred {
                Some(pc) => {
                    let s = Model::slot(pc);
                    (s, m.entry_at(s, pc).map_or(NO_CTL, |e| e.ctl))
                }
                None => (0, NO_CTL),
            };
            // An entry's modes are never `NO_CTL` (their low bits are 0).
            let pknown = kept != NO_CTL;
            let stored = c.ctl.peek().map_or(NO_CTL, u16::from);
            let ctl = [stored, kept][routine];
            if ctl == NO_CTL {
                return Err(if routine == 1 {
                    "routine record without a predicted, known PC".into()
                } else {
                    "control column ends before the last record".into()
                });
            }
            c.ctl.skip(1 - routine);
            let access = self.record(ctl as u8, pred, (pslot, pknown), &mut c, out)?;
            if has_flow {
                let at = i as u32;
                match access {
                    Some((pc, time)) => {
                        self.flow
                            .decode_before_access(&mut c.flow, pc, time, at, flow)?;
                    }
                    None => self.flow.decode_group(&mut c.flow, None, at, flow)?,
                }
            }
        }
        if has_flow {
            self.flow
                .decode_group(&mut c.flow, None, summary.count, flow)?;
            if self.flow.expects_more() {
                return Err("flow column announces a group after the last".into());
            }
        }
        for (name, cur) in [
            ("control", &c.ctl),
            ("pc", &c.pc),
            ("shape", &c.shape),
            ("time", &c.time),
            ("address", &c.addr),
            ("value", &c.value),
            ("event", &c.event),
            ("flow", &c.flow),
        ] {
            if !cur.at_end() {
                return Err(format!("{name} column has bytes after the last record"));
            }
        }
        if let Some(last) = out.last() {
            if count > 0 && last.time() != summary.last_time {
                return Err("last record's time differs from the block's last_time".into());
            }
        }
        Ok(summary)
    }

    /// Appends the record with control byte `ctl` (its extension byte, if any, is next in the
    /// control column), `pred` being the PC prediction and `pred_slot` its slot in the PC
    /// table and whether that slot holds it. Returns an access's PC and time, `None` for
    /// an event.
    #[inline]
    fn record(
        &mut self,
        ctl: u8,
        pred: Option<u32>,
        pred_slot: (usize, bool),
        c: &mut Cols,
        out: &mut Vec<Record>,
    ) -> Result<Option<(u32, u64)>, String> {
        let mut ctl16 = u16::from(ctl);
        if ctl & 3 == 3 {
            let ext = c
                .ctl
                .byte()
                .ok_or("control column ends inside an extension byte")?;
            if ext & !0x0f != 0 {
                return Err(format!("extension byte {ext:#04x} has reserved bits set"));
            }
            if ext == EXT_EVENT {
                if ctl != 3 {
                    return Err(format!("event control byte {ctl:#04x} is not 0x03"));
                }
                out.push(Record::Event(self.event(c)?));
                return Ok(None);
            }
            if ext & 3 == 3 {
                return Err(format!(
                    "extension byte {ext:#04x} is not a valid event marker"
                ));
            }
            ctl16 |= u16::from(ext) << 8;
        }
        let (pc, slot) = if ctl & CTL_PC != 0 {
            let d = c.pc.varint32().ok_or("pc column exhausted or malformed")?;
            let pc = self.model.prev_pc.wrapping_add(unscale4(unzigzag32(d)));
            let s = Model::slot(pc);
            (pc, (s, self.model.entry_at(s, pc).is_some()))
        } else {
            let pc = pred.ok_or("record without a PC prediction or an explicit PC")?;
            (pc, pred_slot)
        };
        self.access(ctl16, pc, slot, c, out)?;
        Ok(Some((pc, self.model.access_time)))
    }

    /// Appends an access at `pc` with control byte `ctl` (extension byte in bits 8-15, already
    /// checked); `(slot, known)` is `pc`'s slot in the PC table and whether it holds `pc`.
    #[inline]
    fn access(
        &mut self,
        ctl16: u16,
        pc: u32,
        (slot, known): (usize, bool),
        c: &mut Cols,
        out: &mut Vec<Record>,
    ) -> Result<(), String> {
        let ctl = ctl16 as u8;
        let (level_code, tlb_miss, shape_explicit) = if ctl & 3 == 3 {
            let ext = (ctl16 >> 8) as u8;
            (ext & 3, ext & 4 != 0, ext & 8 != 0)
        } else {
            (ctl & 3, false, false)
        };
        let level = Level::from_code(level_code).expect("codes 0..=2 are levels");
        let m = &self.model;
        let pc_explicit = ctl & CTL_PC != 0;
        let time_explicit = ctl & 8 != 0;
        let amode = (ctl >> 4) & 3;
        let vmode = (ctl >> 6) & 3;

        let e = known.then(|| m.entry_in(slot));
        let pred_time = m.pred_time(pc, !pc_explicit, e);
        let time = if time_explicit {
            let d = c
                .time
                .varint()
                .ok_or("time column exhausted or malformed")?;
            pred_time.wrapping_add(unzigzag64(d))
        } else {
            pred_time
        };
        let shape = if shape_explicit {
            let s = c
                .shape
                .varint()
                .ok_or("shape column exhausted or malformed")?;
            u16::try_from(s).map_err(|_| format!("shape {s} out of range"))?
        } else {
            e.ok_or("record without a known PC or an explicit shape")?
                .shape
        };
        let (size, has_value, kind) = unshape(shape)?;
        let addr = if amode == A_NEAR_PC {
            let d = c
                .addr
                .varint32()
                .ok_or("address column exhausted or malformed")?;
            m.near_ref(e).wrapping_add(unzigzag32(d))
        } else {
            m.addr_pred(amode, e)
                .ok_or("address source without a prediction")?
        };
        let value = if has_value {
            if vmode == model::V_EXPLICIT {
                let d = c
                    .value
                    .varint32()
                    .ok_or("value column exhausted or malformed")?;
                let reference = e.map_or(0, |e| e.last_val);
                Some(reference.wrapping_add(unzigzag32(d)))
            } else {
                Some(
                    m.value_pred(vmode, e, addr)
                        .ok_or("value source without a prediction")?,
                )
            }
        } else {
            if vmode != 0 {
                return Err("value source given for an access without value".into());
            }
            None
        };
        let a = Access {
            time,
            pc,
            addr,
            size,
            kind,
            level,
            tlb_miss,
            value,
        };
        self.model.update_decoded(&a, shape, ctl16, slot, known);
        out.push(Record::Access(a));
        Ok(())
    }

    fn event(&mut self, c: &mut Cols) -> Result<Event, String> {
        let id = c.event.byte().ok_or("event column exhausted")?;
        let dt = c
            .event
            .varint()
            .ok_or("event column exhausted or malformed")?;
        let time = self.model.last_time.wrapping_add(unzigzag64(dt));
        let mask = c.event.byte().ok_or("event column exhausted")?;
        if mask & !0x0f != 0 {
            return Err(format!("event word mask {mask:#04x} has reserved bits set"));
        }
        let prev = self.model.event_prev(id);
        let mut payload = [0u32; 4];
        for (i, w) in payload.iter_mut().enumerate() {
            if mask & (1 << i) != 0 {
                let d = c
                    .event
                    .varint32()
                    .ok_or("event column exhausted or malformed")?;
                *w = prev[i].wrapping_add(unzigzag32(d));
                if *w == 0 {
                    return Err("event word marked non-zero decodes to zero".into());
                }
            }
        }
        let e = Event { time, id, payload };
        self.model.update_event(&e);
        Ok(e)
    }
}

fn unshape(shape: u16) -> Result<(u8, bool, AccessKind), String> {
    let size = u8::try_from(shape >> 2).map_err(|_| format!("shape {shape:#x} out of range"))?;
    let has_value = shape & 2 != 0;
    let kind = if shape & 1 != 0 {
        AccessKind::Write
    } else {
        AccessKind::Read
    };
    Ok((size, has_value, kind))
}
