//! Replaying a simulator trace (`trace.bz2`, format version 3 or 4) into any number of
//! hierarchies in one pass: the statistics equal those of `simrun --mode cache` with the
//! same configuration, since every hierarchy is fed exactly the calls the simulator's
//! pipeline made, in its order.
//!
//! What the pipeline does per instruction, and what the trace keeps of it
//! (`traceio::flow`): `Hierarchy::fetch(pc)` for every instruction fetched (the trace
//! keeps the jumps, so the PC of every fetch follows), then `Hierarchy::data_access` for
//! each of its data accesses (the access records, featured page excluded) and
//! `Hierarchy::control` for a cache-control instruction (the trace's operation items; a
//! `dcbz` also has an access record, which the replay skips). [`StepBuilder`] turns a
//! block of records and flow items into that sequence of calls ([`Step`]s), once;
//! [`run_steps`] feeds the steps to one hierarchy. [`replay_trace`] does both for a whole
//! trace and many configurations: blocks are decoded on the reader's threads while the
//! hierarchies run, split over `threads` simulation threads, each distinct instruction
//! side simulated once (`crate::split`).
//!
//! With [`StepBuilder::with_phases`], the builder also notes where GC_START and GC_END (and
//! TRACE_ON and TRACE_OFF)
//! events fall in the steps ([`Cut`]s: after the committing instruction's fetch, as the
//! pipeline switches); [`replay_trace`] reads every hierarchy's counters there and splits
//! them by phase (`crate::phase`), as `simrun` does.
//!
//! A version-2 trace has no instruction stream and is refused; so is a trace whose run
//! did not finish writing it (no end item: the last fetches are unknown).

use std::path::Path;

use traceio::protocol::{Decoded, GcKind};
use traceio::{CacheOp, Event, Flow, FlowItem, ReadOptions, Record, TraceReader};

use crate::config::HierarchyConfig;
use crate::hierarchy::{ControlOp, Hierarchy};
use crate::pause::Clock;
use crate::phase::{PhaseCounts, PhaseSplit, PhaseStats};
use crate::split::Plan;
use crate::stats::HierarchyStats;
use crate::Error;

/// One call into a hierarchy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// `n` fetches at `pc`, `pc + 4`, ...
    Fetch {
        /// The first fetch's address.
        pc: u32,
        /// How many.
        n: u32,
    },
    /// A data access.
    Data {
        /// Its address.
        addr: u32,
        /// Its size in bytes.
        size: u32,
        /// A store.
        write: bool,
    },
    /// A cache-control operation.
    Control {
        /// Which.
        op: ControlOp,
        /// Its address.
        addr: u32,
    },
    /// A read in the level-2 data cache alone (a miss of a separate instruction L1
    /// simulated apart, see `crate::split`).
    Fill {
        /// The block's address.
        addr: u32,
        /// The instruction L1's block size.
        size: u32,
    },
}

/// What a replay counted besides the hierarchies' statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Totals {
    /// Instructions fetched (simrun's `sim_num_insn`).
    pub insns: u64,
    /// Loads sent to the hierarchy (simrun's `sim_num_loads`).
    pub loads: u64,
    /// Stores sent to the hierarchy (simrun's `sim_num_stores`).
    pub stores: u64,
    /// `dcbz` operations (simrun's `sim_num_dcbz`).
    pub dcbz: u64,
    /// Other cache-control operations.
    pub cache_control: u64,
}

impl Totals {
    /// These totals with the levels' counters `levels`: a reading for a phase split.
    pub fn reading(&self, levels: Vec<crate::Counters>) -> PhaseCounts {
        PhaseCounts {
            insns: self.insns,
            loads: self.loads,
            stores: self.stores,
            dcbz: self.dcbz,
            levels,
        }
    }
}

/// What happens at a [`Cut`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutKind {
    /// A GC_START of this kind.
    GcStart(GcKind),
    /// A GC_END.
    GcEnd,
    /// No event but the stream's first instruction after some GC events (a fast-forwarded
    /// run, `simrun --fastfwd`, whose functional part left only its events): the split
    /// starts afresh there, as simrun's does (`PhaseSplit::restart`).
    Restart,
    /// A TRACE_ON: a measured window may open (the analyzer reads the clock there).
    TraceOn,
    /// A TRACE_OFF.
    TraceOff,
}

/// A phase change (or a window bound) in the steps: a GC_START or GC_END event (TRACE_ON,
/// TRACE_OFF).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    /// The index in the steps at which the new phase begins: the steps before it (the
    /// committing instruction's fetch included) belong to the phase that ends.
    pub at: usize,
    /// The totals at that point (`insns`: the instructions fetched).
    pub totals: Totals,
    /// What happens there.
    pub kind: CutKind,
}

/// Turns records and flow items into [`Step`]s, block after block, checking that the
/// instruction stream agrees with every access's PC.
#[derive(Debug)]
pub struct StepBuilder {
    /// Instructions fetched so far.
    fetched: u64,
    /// The next sequential fetch's address (unknown before the first jump).
    next_pc: Option<u32>,
    /// The next access record is the `dcbz` just performed: skip it.
    skip_dcbz: Option<u64>,
    ended: bool,
    totals: Totals,
    /// Whether to note phase changes in `cuts`.
    phases: bool,
    /// Whether a GC event came yet.
    gc_events: bool,
    cuts: Vec<Cut>,
}

impl Default for StepBuilder {
    fn default() -> Self {
        Self::new()
    }
}

fn bad(reason: String) -> Error {
    Error::Replay(reason)
}

impl StepBuilder {
    /// A builder at the start of a trace.
    pub fn new() -> StepBuilder {
        StepBuilder {
            fetched: 0,
            next_pc: None,
            skip_dcbz: None,
            ended: false,
            totals: Totals::default(),
            phases: false,
            gc_events: false,
            cuts: Vec::new(),
        }
    }

    /// A builder that also notes where the GC phase changes ([`StepBuilder::take_cuts`]).
    pub fn with_phases() -> StepBuilder {
        StepBuilder {
            phases: true,
            ..StepBuilder::new()
        }
    }

    /// The phase changes noted since the last call, their `at` counted in the `steps` that
    /// [`StepBuilder::block`] appended to.
    pub fn take_cuts(&mut self) -> Vec<Cut> {
        std::mem::take(&mut self.cuts)
    }

    /// A GC_START, GC_END, TRACE_ON or TRACE_OFF at instruction `e.time`: the fetches
    /// through that instruction come first (the pipeline switches after the committing
    /// instruction's fetch).
    fn event(&mut self, e: &Event, steps: &mut Vec<Step>) -> Result<(), Error> {
        let kind = match e.decoded() {
            Decoded::GcStart { kind, .. } => CutKind::GcStart(kind),
            Decoded::GcEnd { .. } => CutKind::GcEnd,
            Decoded::TraceOn => CutKind::TraceOn,
            Decoded::TraceOff => CutKind::TraceOff,
            _ => return Ok(()),
        };
        if self.ended {
            return Err(bad(format!(
                "an event at time {} follows the end item",
                e.time
            )));
        }
        // Inside an unmeasured region nothing is fetched: the event's time is then the
        // last instruction fetched, and there is nothing to catch up. Before the stream's
        // first jump nothing was fetched yet: the events of a fast-forwarded run's
        // functional part (`simrun --fastfwd`), at time 0, precede instruction 0.
        let started = self.next_pc.is_some();
        if let Some(t) = e
            .time
            .checked_add(1)
            .filter(|&t| started && t > self.fetched)
        {
            self.catch_up(t, steps)?;
        }
        self.gc_events |= matches!(kind, CutKind::GcStart(_) | CutKind::GcEnd);
        self.cuts.push(Cut {
            at: steps.len(),
            totals: Totals {
                insns: self.fetched,
                ..self.totals
            },
            kind,
        });
        Ok(())
    }

    /// Fetches up to (not including) instruction `target`.
    fn catch_up(&mut self, target: u64, steps: &mut Vec<Step>) -> Result<(), Error> {
        if target <= self.fetched {
            return Ok(());
        }
        let Some(mut pc) = self.next_pc else {
            return Err(bad(format!(
                "instruction {} is fetched before the trace says where (no jump starts the stream)",
                self.fetched
            )));
        };
        let mut left = target - self.fetched;
        while left > 0 {
            let n = left.min(u64::from(u32::MAX >> 2)) as u32;
            steps.push(Step::Fetch { pc, n });
            pc = pc.wrapping_add(n.wrapping_mul(4));
            left -= u64::from(n);
        }
        self.next_pc = Some(pc);
        self.fetched = target;
        Ok(())
    }

    /// Fetches through instruction `time` and checks that it was at `pc`.
    fn at_instruction(&mut self, time: u64, pc: u32, steps: &mut Vec<Step>) -> Result<(), Error> {
        if self.ended {
            return Err(bad(format!("a record at time {time} follows the end item")));
        }
        if time.checked_add(1).map_or(true, |t| t < self.fetched) {
            return Err(bad(format!(
                "a record at time {time} comes after instruction {} was fetched",
                self.fetched - 1
            )));
        }
        self.catch_up(time + 1, steps)?;
        let fetched_pc = self.next_pc.map(|p| p.wrapping_sub(4));
        if fetched_pc != Some(pc) {
            return Err(bad(format!(
                "the instruction stream has instruction {time} at {:#010x}, its record says {pc:#010x}",
                fetched_pc.unwrap_or(0)
            )));
        }
        Ok(())
    }

    fn flow(&mut self, f: &Flow, steps: &mut Vec<Step>) -> Result<(), Error> {
        match *f {
            Flow::Jump { time, pc } => {
                if self.ended || time < self.fetched {
                    return Err(bad(format!(
                        "a jump to instruction {time} comes after instruction {} was fetched",
                        self.fetched.saturating_sub(1)
                    )));
                }
                if self.next_pc.is_none() && time > self.fetched {
                    return Err(bad(format!(
                        "the instruction stream starts at instruction {time}: the ones before are unknown"
                    )));
                }
                if self.next_pc.is_none() && self.phases && self.gc_events {
                    self.cuts.push(Cut {
                        at: steps.len(),
                        totals: Totals {
                            insns: self.fetched,
                            ..self.totals
                        },
                        kind: CutKind::Restart,
                    });
                }
                self.catch_up(time, steps)?;
                self.next_pc = Some(pc);
            }
            Flow::Op { time, pc, addr, op } => {
                self.at_instruction(time, pc, steps)?;
                let op = match op {
                    CacheOp::Dcbz => {
                        self.totals.dcbz += 1;
                        self.skip_dcbz = Some(time);
                        ControlOp::Dcbz
                    }
                    CacheOp::Dcbf => ControlOp::Dcbf,
                    CacheOp::Dcbst => ControlOp::Dcbst,
                    CacheOp::Icbi => ControlOp::Icbi,
                };
                if op != ControlOp::Dcbz {
                    self.totals.cache_control += 1;
                }
                steps.push(Step::Control { op, addr });
            }
            Flow::End { time } => {
                if time < self.fetched {
                    return Err(bad(format!(
                        "the end item says {time} instructions, {} were fetched",
                        self.fetched
                    )));
                }
                self.catch_up(time, steps)?;
                self.ended = true;
            }
        }
        Ok(())
    }

    fn record(&mut self, r: &Record, steps: &mut Vec<Step>) -> Result<(), Error> {
        let Record::Access(a) = r else {
            return Ok(());
        };
        if let Some(t) = self.skip_dcbz.take() {
            if a.time != t || a.kind != traceio::AccessKind::Write {
                return Err(bad(format!(
                    "the dcbz at time {t} is not followed by its access record"
                )));
            }
            return Ok(());
        }
        self.at_instruction(a.time, a.pc, steps)?;
        let write = a.kind == traceio::AccessKind::Write;
        if write {
            self.totals.stores += 1;
        } else {
            self.totals.loads += 1;
        }
        steps.push(Step::Data {
            addr: a.addr,
            size: u32::from(a.size),
            write,
        });
        Ok(())
    }

    /// Appends the steps of one block (`flow[i].at` counted from `records[0]`) to `steps`.
    pub fn block(
        &mut self,
        records: &[Record],
        flow: &[FlowItem],
        steps: &mut Vec<Step>,
    ) -> Result<(), Error> {
        // About one fetch run and one data step per access.
        steps.reserve(2 * records.len() + flow.len());
        let mut j = 0;
        let mut next_at = flow.first().map_or(u32::MAX, |f| f.at);
        // Whether the routine cases can be: only `flow` and `record` change that.
        let mut open = self.open();
        for (i, r) in records.iter().enumerate() {
            if next_at as usize <= i {
                while j < flow.len() && flow[j].at as usize <= i {
                    if !(open && self.routine_jump(&flow[j].flow, steps)) {
                        self.flow(&flow[j].flow, steps)?;
                        open = self.open();
                    }
                    j += 1;
                }
                next_at = flow.get(j).map_or(u32::MAX, |f| f.at);
            }
            match r {
                Record::Access(a) => {
                    if !(open && self.routine_access(a, steps)) {
                        self.record(r, steps)?;
                        open = self.open();
                    }
                }
                Record::Event(e) if self.phases => {
                    self.event(e, steps)?;
                    open = self.open();
                }
                Record::Event(_) => {}
            }
        }
        for f in &flow[j..] {
            self.flow(&f.flow, steps)?;
        }
        Ok(())
    }

    /// The stream started, not ended, and no `dcbz` pending: the routine cases can be.
    fn open(&self) -> bool {
        self.next_pc.is_some() && !self.ended && self.skip_dcbz.is_none()
    }

    /// The common case of [`StepBuilder::flow`] when [`StepBuilder::open`]: a jump at or
    /// ahead of the next fetch. Appends exactly the steps `flow` would and returns true;
    /// false (nothing done) for anything else.
    #[inline]
    fn routine_jump(&mut self, f: &Flow, steps: &mut Vec<Step>) -> bool {
        let Flow::Jump { time, pc } = *f else {
            return false;
        };
        let Some(next) = self.next_pc else {
            return false;
        };
        if time < self.fetched {
            return false;
        }
        let gap = time - self.fetched;
        if gap > u64::from(u32::MAX >> 2) {
            return false;
        }
        if gap > 0 {
            steps.push(Step::Fetch {
                pc: next,
                n: gap as u32,
            });
            self.fetched = time;
        }
        self.next_pc = Some(pc);
        true
    }

    /// The common case of [`StepBuilder::record`] when [`StepBuilder::open`], without its
    /// checks' error paths: an access at the instruction just fetched or at one ahead on
    /// the sequential path. Appends exactly the steps `record` would and returns true;
    /// false (nothing done) for anything else.
    #[inline]
    fn routine_access(&mut self, a: &traceio::Access, steps: &mut Vec<Step>) -> bool {
        let Some(next) = self.next_pc else {
            return false;
        };
        let Some(end) = a.time.checked_add(1) else {
            return false;
        };
        if a.time >= self.fetched {
            // Fetches `fetched..=time`, in one run.
            let gap = a.time - self.fetched;
            if gap >= u64::from(u32::MAX >> 2) {
                return false;
            }
            let last = next.wrapping_add((gap as u32).wrapping_mul(4));
            if last != a.pc {
                return false;
            }
            steps.push(Step::Fetch {
                pc: next,
                n: gap as u32 + 1,
            });
            self.next_pc = Some(last.wrapping_add(4));
            self.fetched = end;
        } else if end != self.fetched || next.wrapping_sub(4) != a.pc {
            return false;
        }
        let write = a.kind == traceio::AccessKind::Write;
        self.totals.stores += u64::from(write);
        self.totals.loads += u64::from(!write);
        steps.push(Step::Data {
            addr: a.addr,
            size: u32::from(a.size),
            write,
        });
        true
    }

    /// The totals of the steps built so far (`insns`: the instructions fetched).
    pub fn totals_now(&self) -> Totals {
        Totals {
            insns: self.fetched,
            ..self.totals
        }
    }

    /// The totals, once the whole trace was given; an error if it had no end item.
    pub fn finish(&self) -> Result<Totals, Error> {
        if !self.ended {
            return Err(bad(
                "the trace has no end item: its run did not finish writing it, so its last \
                 fetches are unknown"
                    .into(),
            ));
        }
        Ok(Totals {
            insns: self.fetched,
            ..self.totals
        })
    }
}

/// Feeds `steps` to `h`.
pub fn run_steps(h: &mut Hierarchy, steps: &[Step]) {
    for s in steps {
        match *s {
            Step::Fetch { pc, n } => h.fetch_run(pc, n),
            Step::Data { addr, size, write } => {
                h.data_access(addr, size, write);
            }
            Step::Control { op, addr } => {
                h.control(op, addr);
            }
            Step::Fill { addr, size } => h.read_l2(addr, size),
        }
    }
}

/// The result of [`replay_trace`].
#[derive(Debug, Clone)]
pub struct Replayed {
    /// What the trace's instruction stream and records counted.
    pub totals: Totals,
    /// Each configuration's statistics, in the order given.
    pub stats: Vec<HierarchyStats>,
    /// Each configuration's counters split by GC phase, in the order given.
    pub phases: Vec<PhaseStats>,
    /// Each configuration's collections with their clocks, in the order given.
    pub pauses: Vec<Vec<Pause>>,
}

/// One collection of a replayed run under one configuration: where it started and ended
/// in both units ([`crate::pause::Clock`], under the configuration's latency model), as
/// the analyzer's `gc_timeline` and the live run's intervals.csv give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pause {
    /// Its number (1, 2, ...: the trace's GC_STARTs in order).
    pub gc: u64,
    /// Its kind (GC_START's ARG4).
    pub kind: GcKind,
    /// The clock at its GC_START.
    pub start: Clock,
    /// The clock at its GC_END (None: still running when the trace ends).
    pub end: Option<Clock>,
}

/// Whether the file at `path` starts like a trace (a bzip2 stream: `BZh`, a level digit,
/// the block magic).
pub fn is_trace(path: &Path) -> std::io::Result<bool> {
    use std::io::Read;
    let mut head = [0u8; 10];
    let mut f = std::fs::File::open(path)?;
    let mut n = 0;
    while n < head.len() {
        match f.read(&mut head[n..])? {
            0 => break,
            k => n += k,
        }
    }
    Ok(n == 10
        && &head[..3] == b"BZh"
        && (b'1'..=b'9').contains(&head[3])
        && head[4..] == [0x31, 0x41, 0x59, 0x26, 0x53, 0x59])
}

/// Replays the trace at `path` into one fresh hierarchy per configuration, decoding it
/// once; `threads` simulation threads share the hierarchies (at least 1).
pub fn replay_trace(
    path: &Path,
    configs: &[HierarchyConfig],
    threads: usize,
) -> Result<Replayed, Error> {
    let mut plan = Plan::new(configs)?;
    let reader =
        TraceReader::open_with(path, ReadOptions::default()).map_err(|e| bad(e.to_string()))?;
    let version = reader.header().format_version;
    if version < 3 {
        return Err(bad(format!(
            "{} is trace format version {version}, which has no instruction stream; \
             record the run again with this simrun (version 4)",
            path.display()
        )));
    }
    let mut it = reader.records();
    let mut b = StepBuilder::with_phases();
    let mut steps = Vec::new();
    let levels = |st: &HierarchyStats| st.caches.iter().map(|c| c.counters()).collect();
    let mut splits: Vec<PhaseSplit> = plan
        .stats()
        .iter()
        .map(|st| PhaseSplit::new(st.caches.len()))
        .collect();
    let mut pauses: Vec<Vec<Pause>> = vec![Vec::new(); configs.len()];
    while let Some(block) = it.next_block_flow() {
        let (records, flow) = block.map_err(|e| bad(e.to_string()))?;
        steps.clear();
        b.block(records, flow, &mut steps)?;
        let mut from = 0;
        for cut in b.take_cuts() {
            plan.block(&steps[from..cut.at], threads);
            from = cut.at;
            if matches!(cut.kind, CutKind::TraceOn | CutKind::TraceOff) {
                continue;
            }
            for (i, (split, st)) in splits.iter_mut().zip(plan.stats()).enumerate() {
                let now = cut.totals.reading(levels(&st));
                let clock = || Clock::read(&configs[i], &now);
                let p = &mut pauses[i];
                match cut.kind {
                    CutKind::Restart => split.restart(&now),
                    CutKind::GcStart(kind) => {
                        p.push(Pause {
                            gc: p.len() as u64 + 1,
                            kind,
                            start: clock(),
                            end: None,
                        });
                        split.gc_start(&now, kind)
                    }
                    CutKind::GcEnd => {
                        if let Some(last) = p.last_mut().filter(|l| l.end.is_none()) {
                            last.end = Some(clock());
                        }
                        split.gc_end(&now)
                    }
                    CutKind::TraceOn | CutKind::TraceOff => {}
                }
            }
        }
        plan.block(&steps[from..], threads);
    }
    if let Some(d) = it.damage() {
        return Err(bad(format!(
            "{}: damaged at block {}: {}",
            path.display(),
            d.block,
            d.reason
        )));
    }
    let totals = b.finish()?;
    let stats = plan.stats();
    let phases = splits
        .iter()
        .zip(&stats)
        .map(|(split, st)| {
            let names = st.caches.iter().map(|c| c.name.clone()).collect();
            split.finish(&totals.reading(levels(st)), names)
        })
        .collect();
    Ok(Replayed {
        totals,
        stats,
        phases,
        pauses,
    })
}
