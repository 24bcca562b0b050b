//! The instruction stream of a trace (format version 3 and later): what a replay needs
//! besides the data accesses to feed a cache hierarchy exactly what the simulator fed it.
//!
//! The simulator fetches one instruction per timestamp: the instruction with time `t` is
//! the `t`-th fetched (from 0), and an access's `time` is that of its instruction. Fetches
//! go on at `pc + 4` except where a [`Flow::Jump`] says otherwise, so the PC of every
//! fetch follows from the jumps alone; [`Flow::Op`] records the cache-control instructions
//! (`dcbz`, `dcbf`, `dcbst`, `icbi`) with their exact address, and [`Flow::End`] how many
//! instructions the run fetched in all (the fetches after the last access).
//!
//! Flow items are not [`crate::Record`]s: `TraceReader::records` never yields them (a
//! consumer of accesses and events sees a version-3 or -4 trace as it saw version 2), and
//! [`crate::RecordIter::next_block_flow`] hands them out per block beside the records,
//! each with the position of the record it precedes ([`FlowItem::at`]).
//!
//! Order within the stream, as the simulator observes it: the fetch of instruction `t`
//! (after every item with a smaller time), then its accesses and cache-control operations.
//! A `dcbz` is both an [`Flow::Op`] (its address as the instruction gave it) and, right
//! after, an access record (32 bytes at the block, a write): a replay performs the
//! operation and skips that access.

use serde::{Deserialize, Serialize};

/// A cache-control instruction that acts on the cache model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CacheOp {
    /// `dcbz`: allocate the block zeroed (its access record follows the item).
    Dcbz,
    /// `dcbf`: write back and invalidate the block in every data cache.
    Dcbf,
    /// `dcbst`: write back the block in every data cache.
    Dcbst,
    /// `icbi`: invalidate the block in the instruction cache.
    Icbi,
}

impl CacheOp {
    /// The mnemonic.
    pub fn name(self) -> &'static str {
        match self {
            CacheOp::Dcbz => "dcbz",
            CacheOp::Dcbf => "dcbf",
            CacheOp::Dcbst => "dcbst",
            CacheOp::Icbi => "icbi",
        }
    }
}

/// One item of the instruction stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Flow {
    /// Instruction `time` was fetched at `pc`, which is not the previous fetch's PC + 4
    /// (a taken branch, a thread switch, a signal, the first instruction measured, or the
    /// first after an unmeasured region).
    Jump {
        /// The instruction's time (its fetch number).
        time: u64,
        /// Its address.
        pc: u32,
    },
    /// Instruction `time` at `pc` is the cache-control instruction `op` on `addr`.
    Op {
        /// The instruction's time.
        time: u64,
        /// Its address.
        pc: u32,
        /// The effective address it names.
        addr: u32,
        /// Which operation.
        op: CacheOp,
    },
    /// The run fetched `time` instructions in all; nothing follows.
    End {
        /// Instructions fetched.
        time: u64,
    },
}

impl Flow {
    /// The item's time.
    pub fn time(&self) -> u64 {
        match *self {
            Flow::Jump { time, .. } | Flow::Op { time, .. } | Flow::End { time } => time,
        }
    }
}

/// A flow item and its place among a block's records: it comes right before record `at`
/// of the block (`at` = the block's record count: after the last record).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FlowItem {
    /// Index of the record it precedes within its block.
    pub at: u32,
    /// The item.
    pub flow: Flow,
}

impl std::fmt::Display for Flow {
    /// `<time> JUMP pc=<pc>`, `<time> OP <name> pc=<pc> addr=<addr>`, `<time> END`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Flow::Jump { time, pc } => write!(f, "{time} JUMP pc={pc:#010x}"),
            Flow::Op { time, pc, addr, op } => {
                write!(f, "{time} OP {} pc={pc:#010x} addr={addr:#010x}", op.name())
            }
            Flow::End { time } => write!(f, "{time} END"),
        }
    }
}

/// A record or a flow item: a block's contents in stream order (what `tracedump` shows and
/// what the round-trip tests compare).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    /// An access or event.
    Record(crate::Record),
    /// An item of the instruction stream.
    Flow(Flow),
}

/// Appends `records` and `flow` (`at` counted from `records[0]`) to `out` in stream order.
pub fn interleave(records: &[crate::Record], flow: &[FlowItem], out: &mut Vec<Item>) {
    let mut j = 0;
    for (i, r) in records.iter().enumerate() {
        while j < flow.len() && flow[j].at as usize <= i {
            out.push(Item::Flow(flow[j].flow));
            j += 1;
        }
        out.push(Item::Record(*r));
    }
    out.extend(flow[j..].iter().map(|f| Item::Flow(f.flow)));
}

/// The instruction stream a simulator would have written for `records` if every access
/// with a PC other than the sequential one were reached by one jump: at a point between
/// the previous access's instruction and this one's picked by `seed`, landing so that
/// the access is at its PC; plus a `dcbz` operation before every 32-byte write and the
/// end item. For tests and benchmarks of the flow column on synthetic streams.
pub fn synthetic_stream(records: &[crate::Record], seed: u64) -> Vec<Item> {
    let mut out = Vec::with_capacity(records.len() * 3 / 2);
    let mut rng = seed | 1;
    let mut next = |n: u64| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng % n.max(1)
    };
    // (time, pc) of the last instruction whose address is known.
    let mut at: Option<(u64, u32)> = None;
    let mut end = 0u64;
    for r in records {
        if let crate::Record::Access(a) = r {
            let jump = match at {
                None => Some(a.time),
                Some((t, pc)) if a.time > t => {
                    let seq = pc.wrapping_add(((a.time - t) as u32).wrapping_mul(4));
                    (seq != a.pc).then(|| t + 1 + next(a.time - t))
                }
                Some((t, pc)) => (a.time < t || pc != a.pc).then_some(a.time),
            };
            if let Some(k) = jump {
                let back = (a.time.saturating_sub(k) as u32).wrapping_mul(4);
                out.push(Item::Flow(Flow::Jump {
                    time: k,
                    pc: a.pc.wrapping_sub(back),
                }));
            }
            if a.size == 32 && a.kind == crate::AccessKind::Write {
                out.push(Item::Flow(Flow::Op {
                    time: a.time,
                    pc: a.pc,
                    addr: a.addr.wrapping_add(next(32) as u32),
                    op: CacheOp::Dcbz,
                }));
            }
            at = Some((a.time, a.pc));
        }
        end = end.max(r.time() + 1);
        out.push(Item::Record(*r));
    }
    out.push(Item::Flow(Flow::End { time: end }));
    out
}
