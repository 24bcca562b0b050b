//! Threads (issue 15): work, switches and thread-escaping objects per Java thread, from
//! THREAD_SWITCH events (`docs/events.md`). Thread 1 (main) runs until the first switch;
//! every record belongs to the thread running when it was made.
//!
//! - `threads`: per thread, the instructions it ran (outside collections), its time slices
//!   (the instructions from being switched in to being switched out, or to the end of the
//!   trace or window: count, mean, median, longest) and the objects and bytes it allocated.
//!   The collector's row (thread `-`) holds the instructions between GC_START and GC_END,
//!   which are nobody's time slice work: a collection runs when some thread's allocation
//!   found the heap full, an accident of timing rather than that thread's behaviour, so it
//!   is reported apart rather than charged to that thread.
//! - `thread_accesses`: per thread, the data accesses it made (reads, writes, accesses to
//!   heap objects, L1 and L2 misses, TLB misses); the trace carries no instruction fetches.
//!   The collector's accesses (between GC_START and GC_END) are its own row, for the same
//!   reason.
//! - `thread_switches`: one row per thread and reason it stopped running (preempted,
//!   monitor, waiting, yielded, ended).
//! - `thread_escape` and `thread_escape_types`: thread-escaping objects (Dieckmann and
//!   Hölzle; Elephant Tracks' thread-local analysis): for every object allocated in the
//!   reported range, the set of threads that used it — the allocating thread and every
//!   thread that accessed it outside collections, over its whole life in the trace (kept
//!   in the object by the replay, so it survives copies: [`crate::heap::Object::threads`]).
//!   An object used by one thread is thread-local, by more shared. By the number of
//!   threads, and per type (the text shows the [`TOP_TYPES`] types with the most shared
//!   bytes; CSV and JSON have every type). Boot objects (feature.dump, or alive when the
//!   window opened) are not counted: their allocation is not in the range.
//!
//! A trace without THREAD_SWITCH in the reported range whose class.dump names no threads
//! (a single-threaded run) has no thread tables. Per access this costs one counter bump;
//! per switch one number kept (the slice length, for the median).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, AccessKind, Level, SwitchReason};

use crate::heap::{Heap, HeapEvent, Object};
use crate::tool::{mean, ratio, Attribution, Col, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Types shown in the text form of `thread_escape_types`.
pub const TOP_TYPES: usize = 20;

/// Data accesses of one thread (or of the collector).
#[derive(Clone, Copy, Debug, Default)]
struct Work {
    reads: u64,
    writes: u64,
    heap: u64,
    l2: u64,
    memory: u64,
    tlb: u64,
}

impl Work {
    #[inline]
    fn add(&mut self, a: &Access, heap: bool) {
        let write = u64::from(a.kind == AccessKind::Write);
        self.reads += 1 - write;
        self.writes += write;
        self.heap += u64::from(heap);
        self.l2 += u64::from(a.level == Level::L2);
        self.memory += u64::from(a.level == Level::Memory);
        self.tlb += u64::from(a.tlb_miss);
    }

    fn cells(&self) -> Vec<Value> {
        let n = self.reads + self.writes;
        let l1_misses = self.l2 + self.memory;
        vec![
            n.into(),
            self.reads.into(),
            self.writes.into(),
            self.heap.into(),
            l1_misses.into(),
            self.memory.into(),
            self.tlb.into(),
            ratio(l1_misses, n),
            ratio(self.memory, n),
        ]
    }
}

/// One thread's figures.
#[derive(Clone, Debug, Default)]
struct PerThread {
    id: u32,
    instructions: u64,
    /// Lengths of its time slices, in instructions.
    slices: Vec<u64>,
    /// Why it stopped running, counted.
    switches: BTreeMap<SwitchReason, u64>,
    work: Work,
    objects: u64,
    bytes: u64,
}

/// Thread-local and shared objects of one type.
#[derive(Clone, Copy, Debug, Default)]
struct Escape {
    local: u64,
    local_bytes: u64,
    shared: u64,
    shared_bytes: u64,
    /// Sum over shared objects of their thread counts.
    shared_threads: u64,
    most_threads: u64,
}

/// The threads analysis.
#[derive(Debug)]
pub struct Threads {
    /// `--window`: time and the running thread start at the window's TRACE_ON.
    windowed: bool,
    /// Threads in order of first appearance; index 0 is thread 1.
    threads: Vec<PerThread>,
    index: HashMap<u32, usize>,
    /// The running thread's index.
    cur: usize,
    /// The collector's accesses and instructions.
    gc: Work,
    gc_instructions: u64,
    in_gc: bool,
    /// Instructions before this are charged.
    mark: u64,
    /// Start of the running thread's time slice.
    slice_start: u64,
    switches: u64,
    escape: BTreeMap<u32, Escape>,
    /// Objects and bytes by the number of threads that used them.
    by_threads: BTreeMap<usize, (u64, u64)>,
}

impl Threads {
    /// The index of thread `id`, added when new.
    fn index(&mut self, id: u32) -> usize {
        if let Some(&i) = self.index.get(&id) {
            return i;
        }
        self.threads.push(PerThread {
            id,
            ..PerThread::default()
        });
        self.index.insert(id, self.threads.len() - 1);
        self.threads.len() - 1
    }

    /// Charges the instructions up to `time` to the collector or the running thread.
    fn charge(&mut self, time: u64) {
        let d = time.saturating_sub(self.mark);
        if self.in_gc {
            self.gc_instructions += d;
        } else {
            self.threads[self.cur].instructions += d;
        }
        self.mark = self.mark.max(time);
    }

    /// Ends the running thread's time slice at `time`.
    fn end_slice(&mut self, time: u64) {
        let len = time.saturating_sub(self.slice_start);
        self.threads[self.cur].slices.push(len);
        self.slice_start = time;
    }

    /// Folds a finished (dead or surviving) object into the escape figures.
    fn object_done(&mut self, o: &Object) {
        if o.boot {
            return;
        }
        let n = o.threads.len().max(1);
        let size = u64::from(o.size);
        let e = self.escape.entry(o.type_id).or_default();
        if n == 1 {
            e.local += 1;
            e.local_bytes += size;
        } else {
            e.shared += 1;
            e.shared_bytes += size;
            e.shared_threads += n as u64;
            e.most_threads = e.most_threads.max(n as u64);
        }
        let b = self.by_threads.entry(n).or_default();
        b.0 += 1;
        b.1 += size;
    }

    /// The thread's name from class.dump, or null.
    fn name(types: &Types, id: u32) -> Value {
        types
            .threads
            .get(&id)
            .map_or(Value::Null, |n| Value::from(n.as_str()))
    }

    /// Every thread to report, by id: those seen and those class.dump names.
    fn ids(&self, types: &Types) -> BTreeSet<u32> {
        let mut ids: BTreeSet<u32> = self.threads.iter().map(|t| t.id).collect();
        ids.extend(types.threads.keys());
        ids
    }

    fn thread(&self, id: u32) -> Option<&PerThread> {
        self.index.get(&id).map(|&i| &self.threads[i])
    }

    fn threads_table(&self, types: &Types) -> Table {
        let mut t = Table::new(
            AnalyzerTable::Threads,
            "Threads: instructions (outside collections), time slices and allocation per thread",
            &[
                Col::int("thread", "thread"),
                Col::text("name", "name"),
                Col::int("instructions", "insns"),
                Col::int("time slices", "time_slices"),
                Col::float("mean slice (instructions)", "mean_slice_insns", 0),
                Col::int("median slice (instructions)", "median_slice_insns"),
                Col::int("longest slice (instructions)", "longest_slice_insns"),
                Col::int("objects allocated", "allocated_objects"),
                Col::int("bytes allocated", "allocated_bytes"),
            ],
        );
        let none = PerThread::default();
        for id in self.ids(types) {
            let p = self.thread(id).unwrap_or(&none);
            let mut s = p.slices.clone();
            s.sort_unstable();
            let n = s.len() as u64;
            let (mean, median, longest) = match s.last() {
                None => (Value::Null, Value::Null, Value::Null),
                Some(&max) => (
                    mean(s.iter().map(|&x| u128::from(x)).sum(), n),
                    Value::from(s[(s.len() - 1) / 2]),
                    Value::from(max),
                ),
            };
            t.row(vec![
                id.into(),
                Self::name(types, id),
                p.instructions.into(),
                n.into(),
                mean,
                median,
                longest,
                p.objects.into(),
                p.bytes.into(),
            ]);
        }
        t.row(vec![
            Value::Null,
            "(collector)".into(),
            self.gc_instructions.into(),
            Value::Null,
            Value::Null,
            Value::Null,
            Value::Null,
            Value::Null,
            Value::Null,
        ]);
        t
    }

    fn accesses_table(&self, types: &Types) -> Table {
        let mut t = Table::new(
            AnalyzerTable::ThreadAccesses,
            "Data accesses per thread (the collector's, between GC_START and GC_END, apart)",
            &[
                Col::int("thread", "thread"),
                Col::text("name", "name"),
                Col::int("accesses", "accesses"),
                Col::int("reads", "reads"),
                Col::int("writes", "writes"),
                Col::int("heap accesses", "heap_accesses"),
                Col::int("L1 misses", "l1_misses"),
                Col::int("L2 misses", "l2_misses"),
                Col::int("TLB misses", "tlb_misses"),
                Col::ratio("L1 miss rate", "l1_miss_rate"),
                Col::ratio("L2 miss rate", "l2_miss_rate"),
            ],
        );
        for id in self.ids(types) {
            let w = self.thread(id).map(|p| p.work).unwrap_or_default();
            let mut row = vec![id.into(), Self::name(types, id)];
            row.extend(w.cells());
            t.row(row);
        }
        let mut row = vec![Value::Null, "(collector)".into()];
        row.extend(self.gc.cells());
        t.row(row);
        t
    }

    fn switches_table(&self, types: &Types) -> Table {
        let mut t = Table::new(
            AnalyzerTable::ThreadSwitches,
            "Thread switches: why each thread stopped running",
            &[
                Col::int("thread", "thread"),
                Col::text("name", "name"),
                Col::text("reason", "reason"),
                Col::int("switches", "switches"),
            ],
        );
        for id in self.ids(types) {
            let Some(p) = self.thread(id) else { continue };
            for (reason, &n) in &p.switches {
                t.row(vec![
                    id.into(),
                    Self::name(types, id),
                    reason.to_string().into(),
                    n.into(),
                ]);
            }
        }
        t
    }

    fn escape_tables(&self, types: &Types) -> [Table; 2] {
        let mut by_n = Table::new(
            AnalyzerTable::ThreadEscape,
            "Objects by the number of threads that used them (1: thread-local; allocation counts as a use)",
            &[
                Col::int("threads", "threads"),
                Col::int("objects", "objects"),
                Col::int("bytes", "bytes"),
                Col::ratio("share of objects", "share_of_objects"),
                Col::ratio("share of bytes", "share_of_bytes"),
            ],
        );
        let (objects, bytes) = self
            .by_threads
            .values()
            .fold((0, 0), |(o, b), &(o2, b2)| (o + o2, b + b2));
        for (&n, &(o, b)) in &self.by_threads {
            by_n.row(vec![
                n.into(),
                o.into(),
                b.into(),
                ratio(o, objects),
                ratio(b, bytes),
            ]);
        }
        let mut per_type = Table::new(
            AnalyzerTable::ThreadEscapeTypes,
            &format!(
                "Thread-local and shared objects per type (most shared bytes first; text: top {TOP_TYPES})"
            ),
            &[
                Col::text("type", "type"),
                Col::int("objects", "objects"),
                Col::int("bytes", "bytes"),
                Col::int("thread-local objects", "thread_local_objects"),
                Col::int("thread-local bytes", "thread_local_bytes"),
                Col::int("shared objects", "shared_objects"),
                Col::int("shared bytes", "shared_bytes"),
                Col::ratio("share of objects shared", "share_of_objects_shared"),
                Col::float("mean threads per shared object", "mean_threads_per_shared_object", 2),
                Col::int("most threads", "most_threads"),
            ],
        );
        let mut rows: Vec<(u32, &Escape, String)> = self
            .escape
            .iter()
            .map(|(&id, e)| (id, e, types.name(id)))
            .collect();
        rows.sort_by(|a, b| {
            let key = |e: &Escape| (e.shared_bytes, e.local_bytes + e.shared_bytes);
            key(b.1).cmp(&key(a.1)).then_with(|| a.2.cmp(&b.2))
        });
        for (_, e, name) in rows {
            let n = e.local + e.shared;
            let mean = mean(u128::from(e.shared_threads), e.shared);
            per_type.row(vec![
                name.into(),
                n.into(),
                (e.local_bytes + e.shared_bytes).into(),
                e.local.into(),
                e.local_bytes.into(),
                e.shared.into(),
                e.shared_bytes.into(),
                ratio(e.shared, n),
                mean,
                e.most_threads.max(u64::from(n > 0)).into(),
            ]);
        }
        per_type.text_rows = Some(TOP_TYPES);
        [by_n, per_type]
    }
}

impl Tool for Threads {
    fn new(sel: &Selection, _types: &Types) -> Result<Threads, Error> {
        let mut t = Threads {
            windowed: sel.window.is_some(),
            threads: Vec::new(),
            index: HashMap::new(),
            cur: 0,
            gc: Work::default(),
            gc_instructions: 0,
            in_gc: false,
            mark: 0,
            slice_start: 0,
            switches: 0,
            escape: BTreeMap::new(),
            by_threads: BTreeMap::new(),
        };
        t.cur = t.index(1);
        Ok(t)
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if at.continued {
            return; // counted with its first piece
        }
        let w = if at.in_gc {
            &mut self.gc
        } else {
            &mut self.threads[self.cur].work
        };
        w.add(a, at.target.is_some());
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) if !o.boot => {
                let i = self.index(o.thread);
                self.threads[i].objects += 1;
                self.threads[i].bytes += u64::from(o.size);
            }
            HeapEvent::GcStart { time, .. } => {
                self.charge(time);
                self.in_gc = true;
            }
            HeapEvent::GcEnd { time, .. } => {
                self.charge(time);
                self.in_gc = false;
            }
            HeapEvent::ThreadSwitch {
                from,
                to,
                reason,
                time,
            } => {
                self.charge(time);
                self.cur = self.index(from);
                self.end_slice(time);
                *self.threads[self.cur].switches.entry(reason).or_default() += 1;
                self.switches += 1;
                self.cur = self.index(to);
            }
            HeapEvent::WindowOpen { time, thread, .. } if self.windowed => {
                self.mark = time;
                self.slice_start = time;
                self.cur = self.index(thread);
            }
            HeapEvent::End { time } => {
                self.charge(time);
                if time > self.slice_start {
                    self.end_slice(time);
                }
            }
            HeapEvent::Death { obj, .. } | HeapEvent::Survivor { obj, .. } => {
                self.object_done(obj)
            }
            _ => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        if self.switches == 0 && types.threads.is_empty() {
            return Vec::new(); // one thread: nothing to tell apart
        }
        let [escape, escape_types] = self.escape_tables(types);
        vec![
            self.threads_table(types),
            self.accesses_table(types),
            self.switches_table(types),
            escape,
            escape_types,
        ]
    }
}
