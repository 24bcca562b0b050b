//! The driver: replays records through the [`Heap`], attributes accesses and fans both out
//! to the analyses ([`crate::tools`]). It owns the measured window (which TRACE_ON opens
//! one, which is reported) and the assembly of MARKER strings, and passes both on as
//! events like the heap's. THREAD_SWITCH sets the heap's running thread (which allocates
//! and uses objects from then on) and is passed on as `HeapEvent::ThreadSwitch`. With
//! exact lifetimes (issue 18) it feeds [`crate::merlin`]: reference and static stores
//! outside collections, allocations, root reports, DEATH, FINAL_STEP, and a pass before
//! anything is reclaimed; Merlin writes each object's exact death into the heap's object.

use std::path::PathBuf;

use traceio::dump::{ClassDump, FeatureDump, StaticSlot};
use traceio::protocol::{MarkerAssembler, MarkerChunk};
use traceio::{Access, AccessKind, Decoded, Event, Record};

use crate::heap::{Anomaly, Heap, HeapEvent, NewObj};
use crate::merlin::engine::{missing_table, Report};
use crate::merlin::Merlin;
use crate::tool::{Attribution, Referent, Table, Target};
use crate::tools::Tools;
use crate::types::Types;
use crate::Error;

/// Which objects and field get a write history (seed tables 4.6-4.9).
#[derive(Clone, Debug, Default)]
pub struct Selection {
    /// One object by id.
    pub object: Option<u64>,
    /// Every object of this type (name), up to `limit`.
    pub type_name: Option<String>,
    /// Field name or number (element index for arrays).
    pub field: Option<String>,
    /// Most objects followed with `type_name`.
    pub limit: usize,
    /// With `type_name`: follow only objects that get copied (survive a collection), the
    /// first `limit` of them, as the seed's tables 4.6-4.9 did.
    pub copied: bool,
    /// Also write the object-level access trace (seed table 3.4) to this file.
    pub objects: Option<PathBuf>,
    /// Show progress on stderr (when it is a terminal).
    pub progress: bool,
    /// Restrict the reports to measured window N (1 = the first): from the N-th TRACE_ON
    /// to the next TRACE_OFF (or the end of the trace).
    pub window: Option<usize>,
    /// Write the per-object table (one row per object, CSV) to this file.
    pub object_table: Option<PathBuf>,
    /// Bytes allocated between two points of the drag curve (0: 1 MiB).
    pub drag_sample: u64,
    /// The locality analyses (reuse distances, 3C misses, per-PC and hot-field statistics), off
    /// by default.
    pub locality: crate::locality::Locality,
}

/// Where the replay stands with respect to the measured window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Window {
    /// Reports follow the whole trace (no `--window`).
    All,
    /// Before the chosen window's TRACE_ON: the heap is replayed, nothing is reported.
    Before,
    /// Inside the window.
    Inside,
    /// After the window's TRACE_OFF: the heap is replayed, nothing is reported.
    After,
}

/// Longest MARKER string kept (bytes); a longer one is cut there. The guest sends at most
/// [`traceio::protocol::MARKER_MAX`] bytes; this is for a producer that sends more.
const MARKER_KEEP: usize = 4096;

/// Replays one trace.
pub struct Analyzer {
    types: Types,
    heap: Heap,
    tools: Tools,
    /// The pieces of the last access that spans parts or objects.
    pieces: Vec<Attribution>,
    site: Option<(u32, u32)>,
    last_time: u64,
    records: u64,
    window: Window,
    /// The window reported (`--window N`), from 1.
    chosen: usize,
    /// Measured windows opened so far.
    opened: usize,
    /// A measured window is open.
    open: bool,
    markers: MarkerAssembler,
    /// Exact lifetimes ([`crate::merlin`]): from the start when class.dump has `static`
    /// records, else from the first exact-lifetime event; `None` for a run without them
    /// (no cost per access beyond this test).
    merlin: Option<Box<Merlin>>,
    statics: Vec<StaticSlot>,
    /// Problems in the exact-lifetime events are warnings, not errors.
    lenient: bool,
    /// Exact lifetimes cannot be computed from this input, and why (an event log has no
    /// accesses, so no reference stores): their events are ignored.
    exact_off: Option<&'static str>,
    /// The D-L1 stack distances `--reuse` and `--three-c` share (both on, with the D-L1's
    /// line as the reuse granule, and no fetches in the L1's stream), computed once per
    /// access ([`Attribution::l1_distance`]).
    shared_rd: Option<cache::reuse::ReuseDistance>,
    /// The replay's clock at each GC_START and GC_END it has passed whose event is not yet
    /// processed ([`Analyzer::gc_clock`]), in trace order.
    gc_clocks: std::collections::VecDeque<cache::pause::Clock>,
    /// The same at each TRACE_ON and TRACE_OFF ([`Analyzer::window_clock`]).
    window_clocks: std::collections::VecDeque<cache::pause::Clock>,
}

/// The stack distances `--reuse` and `--three-c` can share: both asked for, and the reuse
/// granule the D-L1's line.
fn shared_distances(
    loc: &crate::locality::Locality,
) -> Result<Option<cache::reuse::ReuseDistance>, Error> {
    if !(loc.reuse && loc.three_c) {
        return Ok(None);
    }
    let Some(dl1) = loc.hierarchy()?.dl1 else {
        return Ok(None);
    };
    if loc.reuse_line.is_some_and(|g| g != dl1.bsize) {
        return Ok(None);
    }
    Ok(cache::reuse::ReuseDistance::new(dl1.bsize).ok())
}

/// Passes one heap change to the analyses, and an object's end to Merlin.
fn fan(
    tools: &mut Tools,
    merlin: &mut Option<Box<Merlin>>,
    on: bool,
    types: &Types,
    ev: &HeapEvent<'_>,
) {
    if let (HeapEvent::Death { obj, time, .. }, Some(m)) = (ev, merlin.as_deref_mut()) {
        m.ended(obj, *time, true);
    }
    tools.event(on, ev, types);
}

impl Analyzer {
    /// An analyzer with the standard analyses; boot objects are loaded from `feature`.
    pub fn new(
        classes: &ClassDump,
        feature: &FeatureDump,
        sel: &Selection,
    ) -> Result<Analyzer, Error> {
        let types = Types::new(classes);
        let tools = Tools::new(sel, &types)?;
        let mut a = Analyzer {
            types,
            heap: Heap::default(),
            tools,
            pieces: Vec::new(),
            site: None,
            last_time: 0,
            records: 0,
            window: if sel.window.is_some() {
                Window::Before
            } else {
                Window::All
            },
            chosen: sel.window.unwrap_or(0),
            opened: 0,
            open: false,
            markers: MarkerAssembler::with_limit(MARKER_KEEP),
            merlin: None,
            statics: classes.statics.clone(),
            lenient: false,
            exact_off: None,
            shared_rd: shared_distances(&sel.locality)?,
            gc_clocks: std::collections::VecDeque::new(),
            window_clocks: std::collections::VecDeque::new(),
        };
        for o in &feature.objects {
            a.alloc(NewObj {
                addr: o.addr,
                type_id: o.type_id,
                size: o.size,
                length: o.length,
                time: 0,
                site: None,
                boot: true,
            });
        }
        if !a.statics.is_empty() {
            a.start_merlin(0);
        }
        Ok(a)
    }

    /// Problems in the exact-lifetime events (docs/events.md) become warnings
    /// ([`Analyzer::finish_with_warnings`]) instead of errors.
    pub fn set_lenient(&mut self, lenient: bool) {
        self.lenient = lenient;
    }

    fn start_merlin(&mut self, time: u64) -> &mut Merlin {
        let Analyzer {
            merlin,
            statics,
            types,
            heap,
            ..
        } = self;
        merlin.get_or_insert_with(|| Box::new(Merlin::new(statics, types, heap, time)))
    }

    /// The type table.
    pub fn types(&self) -> &Types {
        &self.types
    }

    /// The live-object map.
    pub fn heap(&self) -> &Heap {
        &self.heap
    }

    /// Records processed.
    pub fn records(&self) -> u64 {
        self.records
    }

    /// Whether the analyses are fed now.
    #[inline]
    fn reporting(&self) -> bool {
        matches!(self.window, Window::All | Window::Inside)
    }

    fn alloc(&mut self, n: NewObj) {
        let on = self.reporting();
        let bytes_before = self.heap.bytes_allocated;
        let Analyzer {
            heap,
            tools,
            types,
            merlin,
            ..
        } = self;
        heap.alloc(n, &mut |ev| fan(tools, merlin, on, types, &ev));
        if let (Some(m), false) = (self.merlin.as_deref_mut(), n.boot) {
            if let Some(slot) = self.heap.at(n.addr) {
                m.alloc(&self.heap, slot, bytes_before, n.time);
            }
        }
    }

    /// The shadow graph's view of an access outside collections (exact lifetimes only):
    /// stores to reference slots and static slots, and reads of reference slots checked.
    #[inline(never)]
    fn shadow(&mut self, a: &Access, one: Option<Attribution>) {
        let Some(m) = self.merlin.as_deref_mut() else {
            return;
        };
        let write = a.kind == AccessKind::Write;
        let pieces: &[Attribution] = match &one {
            Some(at) => std::slice::from_ref(at),
            None => &self.pieces,
        };
        let whole = one.is_some() && a.size == 4 && a.addr & 3 == 0;
        for at in pieces {
            let slot = at
                .target
                .and_then(|t| self.types.ref_slot(t.type_id, t.part).map(|k| (t, k)));
            if let (Some(t), false) = (at.target, write) {
                if self.types.is_referent(t.type_id, t.part) {
                    m.referent_read(&mut self.heap);
                }
            }
            let Some((t, key)) = slot else {
                // Static slots are outside the heap, or in an object's non-reference part
                // (a class's storage): looked up by address either way.
                if write && !at.continued {
                    if let Some(i) = m.static_at(a.addr & !3) {
                        match a.value {
                            Some(v) if whole => m.store_static(&self.heap, i, v),
                            v => m.unseen_static_store(a.pc, v.is_some()),
                        }
                    }
                }
                continue;
            };
            match (write, a.value) {
                (true, Some(v)) if whole && t.at_start => m.store(&self.heap, t.obj_id, key, v),
                (true, v) => m.unseen_store(a.pc, v.is_some()),
                (false, Some(v)) if whole && t.at_start => m.read(&self.heap, t.obj_id, key, v),
                (false, _) => {}
            }
        }
    }

    /// Attributes one access without feeding the analyses: its first piece (the object
    /// and part holding its first heap byte; see `Analyzer::attribute_all`).
    pub fn attribute(&mut self, a: &Access) -> Attribution {
        match self.attribute_all(a) {
            Some(at) => at,
            None => self.pieces[0],
        }
    }

    /// The target of an access at byte `offset` of the object in `slot`, and the end
    /// offset of the part it lands in.
    #[inline]
    fn target(&self, slot: u32, offset: u32) -> (Target, u32) {
        let o = self.heap.object(slot);
        let (part, at_start, end) =
            self.types
                .part_span(o.type_id, o.length.is_some(), offset, o.size);
        let target = Target {
            slot,
            obj_id: o.id,
            type_id: o.type_id,
            offset,
            part,
            at_start,
        };
        (target, end)
    }

    /// Attributes one access: one piece per (object, part) it touches, in address order,
    /// the first with `continued == false`; "not heap" if it touches no object. An access
    /// within one part — nearly all — is returned at once; one spanning parts or objects
    /// (a word read of two `char`s, `dcbz` over several objects) leaves its pieces in
    /// `self.pieces`. Each object touched outside a collection is touched once (last use).
    #[inline(always)] // called per access from `process`; not inlined by itself
    fn attribute_all(&mut self, a: &Access) -> Option<Attribution> {
        let in_gc = self.heap.in_gc;
        let referent = match a.value {
            Some(v) if a.size == 4 && v != 0 => self.heap.at(v).map(|s| {
                let o = self.heap.object(s);
                Referent {
                    obj_id: o.id,
                    type_id: o.type_id,
                }
            }),
            _ => None,
        };
        let len = u32::from(a.size.max(1));
        let mut at = Attribution {
            target: None,
            referent,
            in_gc,
            continued: false,
            l1_distance: None,
        };
        // Most accesses: within one word that no object touches (stack, VM data, code).
        if (a.addr & 3) + len <= 4 && self.heap.word(a.addr) == 0 {
            return Some(at);
        }
        match self.heap.locate(a.addr) {
            Some((slot, offset)) => {
                let (target, end) = self.target(slot, offset);
                if u64::from(offset) + u64::from(len) <= u64::from(end) {
                    at.target = Some(target);
                    if !in_gc {
                        self.heap.touch(slot, a.time);
                    }
                    return Some(at);
                }
            }
            None if !self.heap.any_object(a.addr, len) => return Some(at),
            None => {}
        }
        // Spanning: walk the bytes [addr, addr + len).
        self.pieces.clear();
        let end = (u64::from(a.addr) + u64::from(len)).min(1 << 32); // no wrap to address 0
        let mut p = u64::from(a.addr);
        let mut last_slot = None;
        while p < end {
            let Some((slot, offset)) = self.heap.locate(p as u32) else {
                p += 1;
                continue;
            };
            let (target, part_end) = self.target(slot, offset);
            self.pieces.push(Attribution {
                target: Some(target),
                continued: !self.pieces.is_empty(),
                ..at
            });
            // Past this part: `part_end` > `offset`, so `p` grows (and stays below 2^32).
            p = u64::from(self.heap.object(slot).addr) + u64::from(part_end);
            if !in_gc && last_slot != Some(slot) {
                self.heap.touch(slot, a.time);
            }
            last_slot = Some(slot);
        }
        if self.pieces.is_empty() {
            self.pieces.push(at);
        }
        None
    }

    /// Processes one record.
    #[inline]
    pub fn process(&mut self, r: &Record) {
        self.records += 1;
        self.last_time = r.time();
        match r {
            Record::Access(a) => {
                let one = self.attribute_all(a);
                if self.merlin.is_some() && !self.heap.in_gc {
                    self.shadow(a, one);
                }
                if self.reporting() {
                    let mut one = one;
                    if let Some(rd) = self.shared_rd.as_mut() {
                        let d = Some(rd.access_range(u64::from(a.addr), u32::from(a.size)));
                        match one.as_mut() {
                            Some(at) => at.l1_distance = d,
                            None => self.pieces.iter_mut().for_each(|p| p.l1_distance = d),
                        }
                    }
                    match one {
                        Some(at) => self.tools.access(a, &at, &self.heap),
                        None => {
                            for at in &self.pieces {
                                self.tools.access(a, at, &self.heap);
                            }
                        }
                    }
                }
            }
            Record::Event(e) => self.event(e),
        }
    }

    /// The replay of the whole hierarchy ([`crate::replay`]) runs under this analyzer:
    /// tells the analyses, before any record.
    pub fn start_replay(&mut self, config: &cache::HierarchyConfig) {
        if config.il1 == cache::InstL1::Dl1 {
            // The unified L1's 3C stream has the fetches too: no longer `--reuse`'s.
            self.shared_rd = None;
        }
        self.tools.replay(config);
    }

    /// One replayed access record (its verdict the replay's).
    #[inline]
    pub fn process_access(&mut self, a: &Access) {
        self.process(&Record::Access(*a));
    }

    /// The L2's lookups of one replayed hierarchy call.
    #[inline]
    pub fn l2_lookups(&mut self, cause: crate::replay::Cause, l: &[crate::replay::L2Lookup]) {
        // A data access's (or cache-control operation's, which may be a dcbz with its
        // access record) call comes even without lookups: a new access begins.
        if !l.is_empty() || cause != crate::replay::Cause::Fetch {
            let on = self.reporting();
            self.tools.l2_lookups(on, cause, l);
        }
    }

    /// One call of the replay into its hierarchy, to the analyses that drive one of their
    /// own (every call, inside the reported window or not).
    #[inline]
    pub fn step(&mut self, s: &crate::replay::StepSeen) {
        self.tools.step(s, &self.heap, &self.types);
    }

    /// The replayed hierarchy's clock at the next GC_START or GC_END of the trace, read by
    /// the replay before the event reaches [`Analyzer::process`]: the event carries it
    /// (`HeapEvent::GcStart`'s and `GcEnd`'s `clock`).
    pub fn gc_clock(&mut self, clock: cache::pause::Clock) {
        self.gc_clocks.push_back(clock);
    }

    /// The replayed hierarchy's clock at the next TRACE_ON or TRACE_OFF of the trace, read
    /// by the replay where the event's instruction was fetched (`HeapEvent::WindowOpen`'s
    /// and `WindowClose`'s `clock`).
    pub fn window_clock(&mut self, clock: cache::pause::Clock) {
        self.window_clocks.push_back(clock);
    }

    /// The replayed hierarchy's clock after the records passed so far (at the end of
    /// each block; after the last, the run's `sim_num_insn` and `sim_cycle`), to every
    /// analysis ([`crate::tool::Tool::clock`]).
    pub fn replay_clock(&mut self, clock: cache::pause::Clock) {
        self.tools.clock(clock);
    }

    /// One replayed fetch segment.
    #[inline]
    pub fn fetch(&mut self, f: &crate::replay::Fetch) {
        if self.reporting() {
            self.tools.fetch(f);
        }
    }

    /// One event, decoded once by the protocol ([`Event::decoded`]).
    fn event(&mut self, e: &Event) {
        let on = self.reporting();
        let time = e.time;
        match e.decoded() {
            Decoded::New {
                addr,
                type_id,
                size,
                array_length,
            } => {
                let site = self.site.take();
                self.alloc(NewObj {
                    addr,
                    type_id,
                    size,
                    length: array_length,
                    time,
                    site,
                    boot: false,
                });
            }
            Decoded::AllocSite { method, bci } => {
                self.site = Some((method, bci));
                if let Some(m) = self.merlin.as_deref_mut() {
                    m.clock.touch(self.heap.bytes_allocated, time);
                }
            }
            Decoded::GcStart { number, kind } => {
                if let Some(m) = self.merlin.as_deref_mut() {
                    m.gc_start(&mut self.heap, time);
                }
                let Analyzer {
                    heap, tools, types, ..
                } = self;
                heap.gc_start(kind, &mut |ev| tools.event(on, &ev, types));
                let clock = self.gc_clocks.pop_front();
                let ev = HeapEvent::GcStart {
                    number,
                    kind,
                    time,
                    clock,
                };
                self.tools.event(on, &ev, &self.types);
            }
            Decoded::GcEnd { number } => {
                self.heap.gc_end();
                let clock = self.gc_clocks.pop_front();
                let ev = HeapEvent::GcEnd {
                    number,
                    time,
                    clock,
                };
                self.tools.event(on, &ev, &self.types);
            }
            Decoded::Copy { from, to, .. } => {
                let Analyzer {
                    heap,
                    tools,
                    types,
                    merlin,
                    ..
                } = self;
                heap.copy(from, to, time, &mut |ev| fan(tools, merlin, on, types, &ev));
            }
            Decoded::MemUnmap { start, len } => {
                if let Some(m) = self.merlin.as_deref_mut() {
                    m.before_reclaim(&mut self.heap, time);
                }
                let Analyzer {
                    heap,
                    tools,
                    types,
                    merlin,
                    ..
                } = self;
                heap.unmap(start, len, time, &mut |ev| {
                    fan(tools, merlin, on, types, &ev)
                });
            }
            Decoded::Free { addr, size } => {
                if let Some(m) = self.merlin.as_deref_mut() {
                    m.before_reclaim(&mut self.heap, time);
                }
                let Analyzer {
                    heap,
                    tools,
                    types,
                    merlin,
                    ..
                } = self;
                heap.free(addr, size, time, &mut |ev| {
                    fan(tools, merlin, on, types, &ev)
                });
            }
            Decoded::RootAdd { addr } => self.exact(Report::Add(addr), time),
            Decoded::RootDrop { addr } => self.exact(Report::Drop(addr), time),
            Decoded::Death { addr, kind } => self.exact(Report::Death(addr, kind), time),
            Decoded::FinalStep => self.exact(Report::Final, time),
            // Every TRACE_ON and TRACE_OFF has its clock (with the replay), used or not.
            Decoded::TraceOn => {
                let clock = self.window_clocks.pop_front();
                if !self.open {
                    self.open_window(time, clock);
                }
            }
            Decoded::TraceOff => {
                let clock = self.window_clocks.pop_front();
                if self.open {
                    self.close_window(time, on, clock);
                }
            }
            Decoded::Marker(chunk) => self.marker(&chunk, time),
            Decoded::ThreadSwitch { thread, reason } => {
                let from = std::mem::replace(&mut self.heap.thread, thread);
                let ev = HeapEvent::ThreadSwitch {
                    from,
                    to: thread,
                    reason,
                    time,
                };
                self.tools.event(on, &ev, &self.types);
            }
            Decoded::Code {
                method,
                addr,
                size,
                routine,
            } => {
                let ev = HeapEvent::Code {
                    method,
                    addr,
                    size,
                    routine,
                    time,
                };
                self.tools.event(on, &ev, &self.types);
            }
            // Class dump brackets, ids the protocol does not define: nothing to replay.
            // Unmeasured regions need nothing: the simulator leaves their accesses out of
            // the trace.
            Decoded::ClassDumpStart
            | Decoded::ClassDumpEnd
            | Decoded::MeasureOff
            | Decoded::MeasureOn
            | Decoded::Unknown { .. } => {}
        }
    }

    /// TRACE_ON outside a window: a window opens, the reported one if it is the chosen.
    fn open_window(&mut self, time: u64, clock: Option<cache::pause::Clock>) {
        self.open = true;
        self.opened += 1;
        let enter = self.window == Window::Before && self.opened == self.chosen;
        if enter {
            self.window = Window::Inside;
        }
        let ev = HeapEvent::WindowOpen {
            time,
            thread: self.heap.thread,
            clock,
        };
        self.tools.event(self.reporting(), &ev, &self.types);
        if enter {
            let Analyzer {
                heap, tools, types, ..
            } = self;
            heap.enter_window(&mut |ev| tools.event(true, &ev, types));
        }
    }

    /// TRACE_OFF inside a window (`on`: it was reported): the window closes; the reported
    /// one finishes the heap's histories there.
    fn close_window(&mut self, time: u64, on: bool, clock: Option<cache::pause::Clock>) {
        self.open = false;
        let ev = HeapEvent::WindowClose { time, clock };
        self.tools.event(on, &ev, &self.types);
        if self.window == Window::Inside {
            self.window = Window::After;
            let Analyzer {
                heap, tools, types, ..
            } = self;
            heap.finish(time, &mut |ev| tools.event(true, &ev, types));
        }
    }

    /// Ignores exact-lifetime events: the input cannot give exact deaths (`why` says why,
    /// in the `exact_deaths` table).
    pub fn without_exact(&mut self, why: &'static str) {
        self.exact_off = Some(why);
        self.merlin = None;
    }

    /// An exact-lifetime report: starts Merlin at the first one.
    fn exact(&mut self, r: Report, time: u64) {
        if self.exact_off.is_some() {
            return;
        }
        self.start_merlin(time);
        let m = self.merlin.as_deref_mut().expect("started");
        m.report(&mut self.heap, r, time);
    }

    /// One MARKER chunk (docs/events.md), put together with the others of its string by
    /// the protocol's [`MarkerAssembler`]; a chunk that claims more than 12 bytes is an
    /// anomaly.
    fn marker(&mut self, chunk: &MarkerChunk, time: u64) {
        let on = self.reporting();
        if chunk.is_malformed() {
            let ev = HeapEvent::Anomaly {
                kind: Anomaly::BadMarker,
                count: 1,
            };
            self.tools.event(on, &ev, &self.types);
        }
        if let Some(text) = self.markers.push(chunk) {
            let ev = HeapEvent::Marker { text: &text, time };
            self.tools.event(on, &ev, &self.types);
        }
    }

    /// Ends the replay (live objects become survivors) and returns every table. Problems
    /// in the exact-lifetime events are an error unless [`Analyzer::set_lenient`].
    pub fn finish(self) -> Result<Vec<Table>, Error> {
        Ok(self.finish_with_warnings()?.0)
    }

    /// [`Analyzer::finish`], with what a lenient replay only warns about.
    pub fn finish_with_warnings(mut self) -> Result<(Vec<Table>, Vec<String>), Error> {
        let problems = self
            .merlin
            .as_ref()
            .map(|m| m.problems())
            .unwrap_or_default();
        if !problems.is_empty() && !self.lenient {
            return Err(Error::Events(format!(
                "{} (--lenient analyses on)",
                problems.join("; ")
            )));
        }
        if self.window == Window::Before {
            return Err(Error::Selection(match self.opened {
                0 => "--window: the trace has no TRACE_ON event (no measured window)".into(),
                n => format!(
                    "--window {}: the trace has {n} measured window{}",
                    self.chosen,
                    if n == 1 { "" } else { "s" }
                ),
            }));
        }
        let on = self.reporting();
        let Analyzer {
            heap,
            tools,
            types,
            last_time,
            markers,
            merlin,
            ..
        } = &mut self;
        heap.settle(&mut |ev| tools.event(on, &ev, types));
        if markers.is_pending() {
            let ev = HeapEvent::Anomaly {
                kind: Anomaly::BadMarker,
                count: 1,
            };
            tools.event(on, &ev, types);
        }
        if let Some(m) = merlin.as_deref_mut() {
            for (_, o) in heap.objects() {
                m.ended(o, *last_time, false);
            }
        }
        heap.finish(*last_time, &mut |ev| tools.event(on, &ev, types));
        let mut tables = self.tools.report(&self.types)?;
        match (self.merlin.as_deref(), self.exact_off) {
            (Some(m), _) => tables.extend(m.tables()),
            (None, why) => tables.push(missing_table(why)),
        }
        Ok((tables, problems))
    }
}
