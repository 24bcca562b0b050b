//! The observer of a cache or trace run: counts instructions, drives the cache hierarchy,
//! runs the featured-address detector and hands accesses and events to a [`Sink`].
//!
//! Per instruction ([`Observer::on_fetch`]): one counter increment and one
//! `Hierarchy::fetch` (`Hierarchy::fetch_next`, which checks nothing, for the fetches
//! the machine reports as following the last one in its granule:
//! [`Observer::on_fetch_next`]). Per data access ([`Observer::on_data`]): a featured-page range
//! check, one `Hierarchy::data_access`, a load or store count, and the sink call — which
//! is empty for `()` (cache mode) and a push into the trace writer's block buffer for
//! [`TraceSink`] (trace mode). Everything else (events, system calls, cache-control
//! instructions) is rare and kept out of line.
//!
//! # GC phases
//! At every GC_START and GC_END the pipeline reads its counters and the hierarchy's
//! ([`Pipeline::reading`]) and hands the reading to its [`PhaseSplit`], which adds what
//! happened since the previous change to the bank of the phase that ends
//! ([`cache::phase`]): the split costs one reading per collection boundary and nothing per
//! access. The same reading ends an intervals.csv row there ([`PhaseChange`]), so that no
//! row holds two phases.
//!
//! # Timestamps
//! `on_data` carries no instruction count, so the pipeline counts fetches itself: the
//! timestamp of an access or event is the number of instructions fetched before the
//! accessing instruction. That equals the machine's retired-instruction count
//! (`sim_num_insn` so far) except after an instruction that faults (a synchronous signal
//! such as SIGSEGV or SIGILL): it was fetched but did not retire, and it is re-fetched if
//! the handler returns to it. Each such fault puts the trace clock one instruction ahead of
//! the machine's; times never decrease either way. (The guest VM installs no signal
//! handlers, so its traces have none.)

use cache::phase::{Phase, PhaseCounts, PhaseSplit, PhaseStats};
use cache::{ControlOp, Hierarchy, ServedBy};
use isa_ppc::bus::CacheOp;
use isa_ppc::isa::Ins;
use traceio::protocol::{Decoded, GcKind, EVENT_WORD_IDS, ID_MASK};
use traceio::{Access, AccessKind, Event, Flow, Level, TraceWriter};

use crate::observer::Observer;
use crate::run::featured::{is_featured, mem_unmap, Detector};
use crate::run::windows::{Window, Windows};

/// Where the pipeline sends accesses and events.
pub trait Sink {
    /// One data access (never one to the featured page).
    fn access(&mut self, a: Access);
    /// One committed event.
    fn event(&mut self, e: Event);
    /// The fetch of instruction `time` at `pc` (before its accesses): the instruction
    /// stream, kept by a trace as its jumps. Nothing by default.
    #[inline(always)]
    fn fetch(&mut self, time: u64, pc: u32) {
        let _ = (time, pc);
    }
    /// An item of the instruction stream that is not a jump (cache-control operations,
    /// the end). Nothing by default.
    #[inline(always)]
    fn flow(&mut self, f: Flow) {
        let _ = f;
    }
}

/// No sink: cache mode. Every call compiles to nothing.
impl Sink for () {
    #[inline(always)]
    fn access(&mut self, _: Access) {}
    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

/// The trace writer as a sink. The first write error is kept (and later records are
/// dropped); the driver checks [`TraceSink::error`] between slices and stops the run.
pub struct TraceSink {
    writer: Option<TraceWriter>,
    error: Option<traceio::Error>,
    /// Where the next fetch goes if it does not jump (never an instruction address at the
    /// start, so that the first fetch is a jump).
    next_pc: u32,
}

impl TraceSink {
    /// A sink writing into `writer`.
    pub fn new(writer: TraceWriter) -> TraceSink {
        TraceSink {
            writer: Some(writer),
            error: None,
            next_pc: 1,
        }
    }

    /// Records pushed so far.
    pub fn records(&self) -> u64 {
        self.writer.as_ref().map_or(0, |w| w.records())
    }

    /// The first write error, if any.
    pub fn error(&self) -> Option<&traceio::Error> {
        self.error.as_ref()
    }

    /// Writes the last block, the index and the trailer.
    pub fn finish(&mut self) -> Result<traceio::WriteSummary, traceio::Error> {
        if let Some(e) = self.error.take() {
            if let Some(w) = self.writer.take() {
                // The file stays valid up to the last complete block.
                let _ = w.finish();
            }
            return Err(e);
        }
        match self.writer.take() {
            Some(w) => w.finish(),
            None => Err(traceio::Error::WriterFailed),
        }
    }

    #[inline(always)]
    fn push(&mut self, r: traceio::Record) {
        if let Some(w) = self.writer.as_mut() {
            if let Err(e) = w.push(r) {
                self.failed(e);
            }
        }
    }

    /// The writer failed. Out of line and cold: `push` is inlined into every instruction
    /// handler of a trace run, and this path in it cost trace mode 8 % of its CPU time
    /// (register pressure in the handlers). The background threads only say that they
    /// failed: finishing the writer gives their cause (e.g. the file and its OS error) and
    /// keeps the file valid up to the last complete block.
    #[cold]
    #[inline(never)]
    fn failed(&mut self, e: traceio::Error) {
        let cause = match (e, self.writer.take()) {
            (traceio::Error::WriterFailed, Some(w)) => {
                w.finish().err().unwrap_or(traceio::Error::WriterFailed)
            }
            (e, _) => e,
        };
        self.error = Some(cause);
    }
}

impl Sink for TraceSink {
    #[inline(always)]
    fn access(&mut self, a: Access) {
        self.push(traceio::Record::Access(a));
    }
    #[inline(always)]
    fn event(&mut self, e: Event) {
        self.push(traceio::Record::Event(e));
    }
    #[inline(always)]
    fn fetch(&mut self, time: u64, pc: u32) {
        if pc != self.next_pc {
            self.jump(time, pc);
        }
        self.next_pc = pc.wrapping_add(4);
    }
    fn flow(&mut self, f: Flow) {
        if let Some(w) = self.writer.as_mut() {
            w.push_flow(f);
        }
    }
}

impl TraceSink {
    /// A taken branch (about one fetch in five): out of line, as `failed`, to keep the
    /// per-instruction path short.
    #[inline(never)]
    fn jump(&mut self, time: u64, pc: u32) {
        if let Some(w) = self.writer.as_mut() {
            w.push_flow(Flow::Jump { time, pc });
        }
    }
}

/// Counts the pipeline keeps besides the hierarchy's statistics.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    /// Instructions fetched (the trace clock; see the module docs).
    pub fetched: u64,
    /// Loads sent to the hierarchy (featured page excluded).
    pub loads: u64,
    /// Stores sent to the hierarchy (featured page excluded).
    pub stores: u64,
    /// `dcbz` instructions sent to the hierarchy (each one dl1 write access).
    pub dcbz: u64,
    /// Other cache-control instructions sent to the hierarchy (`dcbf`, `dcbst`, `icbi`).
    pub cache_control: u64,
    /// Loads and stores (and `dcbz`) to the featured page: instrumentation.
    pub featured_refs: u64,
    /// Events committed by the guest or made by the simulator (MEM_UNMAP).
    pub events: u64,
    /// Collections started (GC_START events).
    pub gcs: u64,
}

/// A GC phase change: the counters when it happened and the phase it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseChange {
    /// The reading ([`Pipeline::reading`]; `insns` is the instructions fetched).
    pub reading: PhaseCounts,
    /// Collections started before it (a GC_START's own not counted yet).
    pub gcs: u64,
    /// The phase that ended.
    pub ended: Phase,
}

/// The counters split by GC phase (and the current phase), and the phase changes not yet
/// taken ([`Pipeline::take_changes`]).
struct Phases {
    split: PhaseSplit,
    changes: Vec<PhaseChange>,
    /// The measured windows (TRACE_ON .. TRACE_OFF), read from the split.
    windows: Windows,
}

/// The cache/trace observer.
pub struct Pipeline<S: Sink> {
    /// The cache and TLB hierarchy.
    pub hier: Hierarchy,
    /// The featured-address detector.
    pub detector: Detector,
    /// Where accesses and events go.
    pub sink: S,
    /// Counts.
    pub counts: Counts,
    /// The split by GC phase: cold, behind one pointer, so that the pipeline keeps the
    /// size and layout it has without it (inline, its ~450 bytes moved the hot counters
    /// and the hierarchy's shortcut state; cache mode measured 0-5 % slower on jess -s1
    /// with 22 collections, within the shared machine's noise but not worth the risk).
    phases: Box<Phases>,
    /// Event counts by id (0..=31, the ids an event word can carry).
    pub events_by_id: [u64; EVENT_WORD_IDS],
}

fn level(s: ServedBy) -> Level {
    match s {
        ServedBy::L1 => Level::L1,
        ServedBy::L2 => Level::L2,
        ServedBy::Memory => Level::Memory,
    }
}

impl<S: Sink> Pipeline<S> {
    /// A pipeline around a hierarchy and a sink.
    pub fn new(hier: Hierarchy, sink: S) -> Pipeline<S> {
        let levels = hier.counters().len();
        Pipeline {
            hier,
            detector: Detector::new(),
            sink,
            counts: Counts::default(),
            phases: Box::new(Phases {
                split: PhaseSplit::new(levels),
                changes: Vec::new(),
                windows: Windows::default(),
            }),
            events_by_id: [0; EVENT_WORD_IDS],
        }
    }

    /// The GC phase running now.
    pub fn phase(&self) -> Phase {
        self.phases.split.phase()
    }

    /// The cumulative counters now, as a phase split reads them (`insns`: the instructions
    /// fetched, the trace's clock).
    pub fn reading(&self) -> PhaseCounts {
        PhaseCounts {
            insns: self.counts.fetched,
            loads: self.counts.loads,
            stores: self.counts.stores,
            dcbz: self.counts.dcbz,
            levels: self.hier.counters(),
        }
    }

    /// The measured part begins (`simrun --fastfwd`): the phase changes so far are
    /// dropped, and the collections counted are the one running now, if any (those of
    /// the functional part ended before it). The counters have not moved: the pipeline
    /// saw events only.
    pub fn begin_measured(&mut self) {
        let now = self.reading();
        let Phases { split, changes, .. } = &mut *self.phases;
        changes.clear();
        split.restart(&now);
        self.counts.gcs = u64::from(split.phase().is_gc());
        let at = self.phase_stats(self.counts.fetched);
        self.phases.windows.restart(at);
    }

    /// The measured windows at the end of a run of `insns` retired instructions (see
    /// [`Pipeline::phase_stats`]).
    pub fn windows(&self, insns: u64) -> Vec<Window> {
        self.phases.windows.finish(insns, self.phase_stats(insns))
    }

    /// TRACE_ON, TRACE_OFF or a MARKER chunk: the windows' bounds and labels.
    #[cold]
    #[inline(never)]
    fn window_event(&mut self, d: &Decoded) {
        match d {
            Decoded::Marker(c) => {
                let in_gc = self.phases.split.phase().is_gc();
                self.phases.windows.marker(c, in_gc);
            }
            Decoded::TraceOn | Decoded::TraceOff => {
                let at = self.phase_stats(self.counts.fetched);
                let w = &mut self.phases.windows;
                if matches!(d, Decoded::TraceOn) {
                    w.on(self.counts.fetched, at);
                } else {
                    w.off(self.counts.fetched, at);
                }
            }
            _ => {}
        }
    }

    /// The phase changes since the last call, oldest first.
    pub fn take_changes(&mut self) -> Vec<PhaseChange> {
        std::mem::take(&mut self.phases.changes)
    }

    /// The counters split by phase at the end of a run of `insns` retired instructions
    /// (the last phase's instructions are counted up to `insns`, `sim_num_insn`, so that
    /// the phases add up to it: see the module docs on timestamps).
    pub fn phase_stats(&self, insns: u64) -> PhaseStats {
        let now = PhaseCounts {
            insns,
            ..self.reading()
        };
        let names = self
            .hier
            .stats()
            .caches
            .into_iter()
            .map(|c| c.name)
            .collect();
        self.phases.split.finish(&now, names)
    }

    /// A GC_START of `kind` (`None`: a GC_END) at the instruction being executed.
    fn phase_change(&mut self, start: Option<GcKind>) {
        let now = self.reading();
        let Phases { split, changes, .. } = &mut *self.phases;
        let ended = split.phase();
        match start {
            Some(kind) => split.gc_start(&now, kind),
            None => split.gc_end(&now),
        }
        changes.push(PhaseChange {
            reading: now,
            gcs: self.counts.gcs,
            ended,
        });
    }

    /// Timestamp of the instruction being executed.
    #[inline(always)]
    fn now(&self) -> u64 {
        self.counts.fetched.wrapping_sub(1)
    }

    /// Timestamp of an event: the instruction being executed, or 0 before the first one
    /// the pipeline saw (`simrun --fastfwd` hands it the events of the functional part,
    /// which therefore lie at the measured part's start, as events in an unmeasured region
    /// lie at the last instruction measured).
    fn event_time(&self) -> u64 {
        self.counts.fetched.saturating_sub(1)
    }

    #[cold]
    #[inline(never)]
    fn featured(&mut self, addr: u32, size: u8, write: bool, value: u64) {
        self.counts.featured_refs += 1;
        if write {
            let t = self.event_time();
            if let Some(e) = self.detector.store(t, addr, size, value) {
                self.emit(e);
            }
        }
    }

    fn emit(&mut self, e: Event) {
        self.counts.events += 1;
        self.events_by_id[(u32::from(e.id) & ID_MASK) as usize] += 1;
        match e.decoded() {
            Decoded::GcStart { kind, .. } => {
                self.phase_change(Some(kind));
                self.counts.gcs += 1;
            }
            Decoded::GcEnd { .. } => self.phase_change(None),
            d @ (Decoded::TraceOn | Decoded::TraceOff | Decoded::Marker(_)) => {
                self.window_event(&d)
            }
            _ => {}
        }
        self.sink.event(e);
    }

    #[cold]
    #[inline(never)]
    fn control(&mut self, pc: u32, op: CacheOp, addr: u32) {
        let op = match op {
            CacheOp::Dcbz => ControlOp::Dcbz,
            CacheOp::Dcbf => ControlOp::Dcbf,
            CacheOp::Dcbst => ControlOp::Dcbst,
            CacheOp::Icbi => ControlOp::Icbi,
            // Hints and barriers: no effect on sim-cache's model.
            CacheOp::Dcbt | CacheOp::Dcbtst | CacheOp::Sync | CacheOp::Isync => return,
        };
        let block = addr & !(os_emu::stack::CACHE_LINE - 1);
        if op == ControlOp::Dcbz && is_featured(block, os_emu::stack::CACHE_LINE as u8) {
            self.counts.featured_refs += 1;
            return;
        }
        let served = self.hier.control(op, addr);
        let flow_op = match op {
            ControlOp::Dcbz => traceio::CacheOp::Dcbz,
            ControlOp::Dcbf => traceio::CacheOp::Dcbf,
            ControlOp::Dcbst => traceio::CacheOp::Dcbst,
            ControlOp::Icbi => traceio::CacheOp::Icbi,
        };
        self.sink.flow(Flow::Op {
            time: self.now(),
            pc,
            addr,
            op: flow_op,
        });
        if op == ControlOp::Dcbz {
            self.counts.dcbz += 1;
            self.sink.access(Access {
                time: self.now(),
                pc,
                addr: block,
                size: os_emu::stack::CACHE_LINE as u8,
                kind: AccessKind::Write,
                level: level(served.level),
                tlb_miss: !served.tlb_hit,
                value: None,
            });
        } else {
            self.counts.cache_control += 1;
        }
    }
}

impl<S: Sink> Observer for Pipeline<S> {
    #[inline(always)]
    fn on_fetch(&mut self, pc: u32, _ins: Ins) {
        self.sink.fetch(self.counts.fetched, pc);
        self.counts.fetched += 1;
        self.hier.fetch(pc);
    }

    /// The hierarchy's ([`Hierarchy::fetch_granule`]).
    fn fetch_granule(&self) -> u32 {
        self.hier.fetch_granule()
    }

    /// [`Observer::on_fetch`] with [`Hierarchy::fetch_next`], the hierarchy's fetch
    /// without its first check.
    #[inline(always)]
    fn on_fetch_next(&mut self, pc: u32, _ins: Ins) {
        self.sink.fetch(self.counts.fetched, pc);
        self.counts.fetched += 1;
        self.hier.fetch_next(pc);
    }

    #[inline(always)]
    fn on_data(&mut self, pc: u32, addr: u32, size: u8, write: bool, value: u64) {
        if is_featured(addr, size) {
            self.featured(addr, size, write, value);
            return;
        }
        let served = self.hier.data_access(addr, u32::from(size), write);
        if write {
            self.counts.stores += 1;
        } else {
            self.counts.loads += 1;
        }
        self.sink.access(Access {
            time: self.now(),
            pc,
            addr,
            size,
            kind: if write {
                AccessKind::Write
            } else {
                AccessKind::Read
            },
            level: level(served.level),
            tlb_miss: !served.tlb_hit,
            value: (size == 4).then_some(value as u32),
        });
    }

    #[inline(always)]
    fn on_cache_op(&mut self, pc: u32, op: CacheOp, addr: u32) {
        self.control(pc, op, addr);
    }

    /// MEM_UNMAP from what munmap unmapped (nothing when it failed).
    #[inline(always)]
    fn on_os_effect(&mut self, effect: os_emu::Effect) {
        let os_emu::Effect::Unmapped { start, len } = effect;
        let e = mem_unmap(self.event_time(), start, len);
        self.emit(e);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cache::HierarchyConfig;
    use traceio::event_id;

    /// Keeps everything it is given.
    #[derive(Default)]
    struct Keep(Vec<traceio::Record>);

    impl Sink for Keep {
        fn access(&mut self, a: Access) {
            self.0.push(a.into());
        }
        fn event(&mut self, e: Event) {
            self.0.push(e.into());
        }
    }

    fn pipeline() -> Pipeline<Keep> {
        let h = Hierarchy::new(&HierarchyConfig::default()).unwrap();
        Pipeline::new(h, Keep::default())
    }

    fn nop() -> Ins {
        Ins::new(0x6000_0000)
    }

    #[test]
    fn featured_stores_become_events_and_stay_out_of_the_model() {
        let mut p = pipeline();
        p.on_fetch(0x1000, nop());
        p.on_data(0x1000, 0x2000_0000, 4, false, 7); // an ordinary load at time 0
        p.on_fetch(0x1004, nop());
        p.on_data(0x1004, 0x7fff_e004, 4, true, 0x3000_0000);
        p.on_fetch(0x1008, nop());
        p.on_data(0x1008, 0x7fff_e000, 4, true, 3); // GC_START
        p.on_fetch(0x100c, nop());
        p.on_data(0x100c, 0x7fff_e00c, 4, true, 1);
        assert_eq!(p.phase(), Phase::Gc(GcKind::Full));
        p.on_fetch(0x1010, nop());
        p.on_data(0x1010, 0x7fff_e000, 4, false, 0); // a featured load: nothing
        p.on_data(0x1010, 0x7fff_e000, 4, true, 4); // GC_END
        p.on_data(0x1010, 0x7fff_e00c, 4, true, 1);
        assert_eq!(p.phase(), Phase::Mutator);
        assert_eq!(
            p.sink.0,
            vec![
                traceio::Record::Access(Access {
                    time: 0,
                    pc: 0x1000,
                    addr: 0x2000_0000,
                    size: 4,
                    kind: AccessKind::Read,
                    level: Level::Memory,
                    tlb_miss: true,
                    value: Some(7),
                }),
                traceio::Record::Event(Event {
                    time: 3,
                    id: 3,
                    payload: [0x3000_0000, 0, 0, 0],
                }),
                traceio::Record::Event(Event {
                    time: 4,
                    id: 4,
                    payload: [0; 4],
                }),
            ]
        );
        let dl1 = p.hier.stats().get("dl1").unwrap().accesses;
        assert_eq!(dl1, 1, "only the ordinary load reached dl1");
        assert_eq!(p.counts.featured_refs, 6);
        assert_eq!((p.counts.loads, p.counts.stores), (1, 0));
        assert_eq!((p.counts.gcs, p.counts.events), (1, 2));
    }

    /// A GC_START of `kind` then loads and fetches, a GC_END, more of both: the split puts
    /// the committing instructions' fetches where the module docs say.
    #[test]
    fn counters_split_at_gc_start_and_gc_end() {
        let mut p = pipeline();
        let mut pc = 0x1000;
        let mut step = |p: &mut Pipeline<Keep>, data: Option<(u32, u64, bool)>| {
            p.on_fetch(pc, nop());
            if let Some((addr, value, write)) = data {
                p.on_data(pc, addr, 4, write, value);
            }
            pc += 4;
        };
        for i in 0..10 {
            step(&mut p, Some((0x2000_0000 + 64 * i, 0, false)));
        }
        step(&mut p, Some((0x7fff_e014, 1, true))); // ARG4: minor
        step(&mut p, Some((0x7fff_e000, 3, true))); // GC_START
        step(&mut p, Some((0x7fff_e00c, 1, true))); // FEATURE_END: instruction 12
        assert_eq!(p.phase(), Phase::Gc(GcKind::Minor));
        for i in 0..5 {
            step(&mut p, Some((0x2100_0000 + 64 * i, 0, true)));
        }
        step(&mut p, Some((0x7fff_e000, 4, true))); // GC_END
        step(&mut p, Some((0x7fff_e00c, 1, true))); // instruction 19
        assert_eq!(p.phase(), Phase::Mutator);
        step(&mut p, Some((0x2000_0000, 0, false)));
        step(&mut p, None);
        let changes = p.take_changes();
        assert_eq!(changes.len(), 2);
        assert_eq!(
            (changes[0].reading.insns, changes[0].ended),
            (13, Phase::Mutator)
        );
        assert_eq!(
            changes[0].gcs, 0,
            "the collection counts in the row it starts"
        );
        assert_eq!(
            (changes[1].reading.insns, changes[1].ended),
            (20, Phase::Gc(GcKind::Minor))
        );
        assert!(p.take_changes().is_empty());
        let st = p.phase_stats(p.counts.fetched);
        let gc = st.get(Phase::Gc(GcKind::Minor));
        // GC_END.time - GC_START.time instructions: 19 - 12.
        assert_eq!((gc.insns, gc.loads, gc.stores), (7, 0, 5));
        let m = st.get(Phase::Mutator);
        assert_eq!((m.insns, m.loads, m.stores), (15, 11, 0));
        let whole = p.hier.stats();
        let total = st.total();
        for (i, c) in whole.caches.iter().enumerate() {
            assert_eq!(total.levels[i], c.counters(), "{}", c.name);
        }
        assert_eq!(st.gcs[Phase::Gc(GcKind::Minor).index()], 1);
    }

    #[test]
    fn dcbz_is_a_block_write_and_munmap_an_event() {
        let mut p = pipeline();
        for _ in 0..5 {
            p.on_fetch(0x1000, nop());
        }
        p.on_cache_op(0x1000, CacheOp::Dcbz, 0x2000_0044);
        p.on_cache_op(0x1000, CacheOp::Dcbf, 0x2000_0044);
        p.on_cache_op(0x1000, CacheOp::Sync, 0);
        p.on_cache_op(0x1000, CacheOp::Dcbz, 0x7fff_e000);
        p.on_data(0x1000, 0x2000_0004, 8, false, 1); // no value for 8 bytes
        p.on_os_effect(os_emu::Effect::Unmapped {
            start: 0x4000_0000,
            len: 0x10_0000,
        });
        p.on_syscall(0x1000, 91, [0; 6]);
        let r = &p.sink.0;
        assert_eq!(r.len(), 3);
        match r[0] {
            traceio::Record::Access(a) => {
                assert_eq!(
                    (a.time, a.addr, a.size, a.kind),
                    (4, 0x2000_0040, 32, AccessKind::Write)
                );
                assert_eq!(a.value, None);
            }
            _ => panic!("{r:?}"),
        }
        match r[1] {
            traceio::Record::Access(a) => assert_eq!((a.size, a.value), (8, None)),
            _ => panic!("{r:?}"),
        }
        assert_eq!(
            r[2],
            traceio::Record::Event(Event {
                time: 4,
                id: event_id::MEM_UNMAP,
                payload: [0x4000_0000, 0x10_0000, 0, 0],
            })
        );
        assert_eq!((p.counts.dcbz, p.counts.cache_control), (1, 1));
        let dl1 = p.hier.stats().get("dl1").unwrap().clone();
        assert_eq!(dl1.accesses, 2, "dcbz and the load");
        assert_eq!(dl1.invalidations, 1, "dcbf");
    }
}
