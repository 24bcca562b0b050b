//! GC timeline, allocation up to each collection (4.3), dead and copied
//! objects per collection (4.4, 4.5), survival rate per collection and heap composition
//! at each collection's start; survival per collection kind (full, minor, major);
//! MARKER strings placed on the timeline.

use std::collections::HashMap;

use serde_json::Value;
use tables::AnalyzerTable;
use cache::pause::Clock;
use traceio::GcKind;

use crate::heap::{kind_index, Death, HeapEvent, KINDS, KIND_NAMES};
use crate::tool::{percent, ratio, Col, Kind, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// (type id, objects, bytes).
type TypeCount = (u32, u64, u64);

/// Composition rows per collection in the text report (the files have every type).
const TOP_TYPES: usize = 5;

#[derive(Clone, Debug)]
struct Gc {
    number: u32,
    kind: GcKind,
    start: u64,
    end: Option<u64>,
    /// The replay's clock at GC_START and GC_END (`None` without the replay).
    start_clock: Option<Clock>,
    end_clock: Option<Clock>,
    alloc_objects: u64,
    alloc_bytes: u64,
    dead_objects: u64,
    dead_bytes: u64,
    copied_objects: u64,
    copied_bytes: u64,
    freed_objects: u64,
    unmapped_bytes: u64,
    live_objects: u64,
    live_bytes: u64,
    top: Vec<(u32, u64, u64)>,
}

/// The collection-by-collection analysis.
#[derive(Debug, Default)]
pub struct GcTimeline {
    gcs: Vec<Gc>,
    alloc_objects: u64,
    alloc_bytes: u64,
    boot_objects: u64,
    boot_bytes: u64,
    dead_before_gc: (u64, u64),
    live_by_type: HashMap<u32, (u64, u64)>,
    live: (u64, u64),
    last_time: u64,
    markers: Vec<(u64, String, Option<u32>, bool)>, // time, text, last gc started, inside it
    unmapped_before_gc: u64,
    at_end: Option<(u64, u64, Vec<TypeCount>)>,
}

impl GcTimeline {
    /// The types of the objects in the heap now, largest first: (type, objects, bytes).
    fn top_types(&self) -> Vec<(u32, u64, u64)> {
        let mut top: Vec<(u32, u64, u64)> = self
            .live_by_type
            .iter()
            .map(|(&t, &(n, b))| (t, n, b))
            .collect();
        top.sort_by(|a, b| b.2.cmp(&a.2).then(a.0.cmp(&b.0)));
        top
    }
}

impl Tool for GcTimeline {
    fn new(_sel: &Selection, _types: &Types) -> Result<GcTimeline, Error> {
        Ok(GcTimeline::default())
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::Alloc(o) => {
                if o.boot {
                    self.boot_objects += 1;
                    self.boot_bytes += u64::from(o.size);
                } else {
                    self.alloc_objects += 1;
                    self.alloc_bytes += u64::from(o.size);
                    self.last_time = o.alloc_time;
                }
                let e = self.live_by_type.entry(o.type_id).or_default();
                e.0 += 1;
                e.1 += u64::from(o.size);
                self.live.0 += 1;
                self.live.1 += u64::from(o.size);
            }
            HeapEvent::Death {
                obj, time, cause, ..
            } => {
                self.last_time = time;
                let size = u64::from(obj.size);
                match self.gcs.last_mut() {
                    Some(g) => {
                        g.dead_objects += 1;
                        g.dead_bytes += size;
                        g.freed_objects += u64::from(cause == Death::Freed);
                    }
                    None => {
                        self.dead_before_gc.0 += 1;
                        self.dead_before_gc.1 += size;
                    }
                }
                if let Some(e) = self.live_by_type.get_mut(&obj.type_id) {
                    e.0 -= 1;
                    e.1 -= size;
                    if e.0 == 0 {
                        self.live_by_type.remove(&obj.type_id);
                    }
                }
                self.live.0 -= 1;
                self.live.1 -= size;
            }
            HeapEvent::Copy { obj, time, .. } => {
                self.last_time = time;
                if let Some(g) = self.gcs.last_mut() {
                    g.copied_objects += 1;
                    g.copied_bytes += u64::from(obj.size);
                }
            }
            HeapEvent::GcStart {
                number,
                kind,
                time,
                clock,
            } => {
                self.last_time = time;
                let top = self.top_types();
                self.gcs.push(Gc {
                    number,
                    kind,
                    start: time,
                    end: None,
                    start_clock: clock,
                    end_clock: None,
                    alloc_objects: self.alloc_objects,
                    alloc_bytes: self.alloc_bytes,
                    dead_objects: 0,
                    dead_bytes: 0,
                    copied_objects: 0,
                    copied_bytes: 0,
                    freed_objects: 0,
                    unmapped_bytes: 0,
                    live_objects: self.live.0,
                    live_bytes: self.live.1,
                    top,
                });
            }
            HeapEvent::GcEnd { time, clock, .. } => {
                self.last_time = time;
                if let Some(g) = self.gcs.last_mut() {
                    g.end = Some(time);
                    g.end_clock = clock;
                }
            }
            HeapEvent::Survivor { time, .. } => self.last_time = self.last_time.max(time),
            HeapEvent::Code { .. } => {}
            HeapEvent::End { time } => {
                self.last_time = self.last_time.max(time);
                self.at_end = Some((self.live.0, self.live.1, self.top_types()));
            }
            HeapEvent::Unmap { len, time, .. } => {
                self.last_time = time;
                match self.gcs.last_mut() {
                    Some(g) => g.unmapped_bytes += u64::from(len),
                    None => self.unmapped_before_gc += u64::from(len),
                }
            }
            HeapEvent::Marker { text, time } => {
                self.last_time = time;
                let g = self.gcs.last();
                self.markers.push((
                    time,
                    text.to_string(),
                    g.map(|g| g.number),
                    g.is_some_and(|g| g.end.is_none()),
                ));
            }
            HeapEvent::ThreadSwitch { time, .. } => self.last_time = time,
            // Whole-trace bookkeeping: the windows and anomalies tables.
            HeapEvent::WindowOpen { .. }
            | HeapEvent::WindowClose { .. }
            | HeapEvent::Anomaly { .. } => {}
        }
    }

    fn report(&self, types: &Types) -> Vec<Table> {
        let sums = self.sums();
        vec![
            self.timeline(),
            self.allocation(),
            self.dead_copied(&sums),
            self.totals(&sums),
            survival_by_kind(&sums),
            self.markers(),
            self.composition(types),
        ]
    }
}

/// Dead and copied objects summed over the collections, for `dead_copied`'s total row,
/// `gc_totals` and `survival_by_kind`.
struct Sums {
    /// Dead objects, dead bytes, copied objects, copied bytes, over every collection
    /// (not the deaths before the first).
    all: [u64; 4],
    /// Per collection kind ([`kind_index`]): collections, dead objects, dead bytes,
    /// copied objects, copied bytes.
    by_kind: [[u64; 5]; KINDS],
    /// Objects freed by non-moving collections.
    freed: u64,
    /// Bytes unmapped, before the first collection included.
    unmapped: u64,
}

impl GcTimeline {
    /// `t` as a percentage of the trace.
    fn pct(&self, t: u64) -> Value {
        percent(t, self.last_time.max(1))
    }

    fn sums(&self) -> Sums {
        let mut all = [0u64; 4];
        let mut by_kind = [[0u64; 5]; KINDS];
        for g in &self.gcs {
            let k = &mut by_kind[kind_index(g.kind)];
            k[0] += 1;
            k[1] += g.dead_objects;
            k[2] += g.dead_bytes;
            k[3] += g.copied_objects;
            k[4] += g.copied_bytes;
            all[0] += g.dead_objects;
            all[1] += g.dead_bytes;
            all[2] += g.copied_objects;
            all[3] += g.copied_bytes;
        }
        Sums {
            all,
            by_kind,
            freed: self.gcs.iter().map(|g| g.freed_objects).sum(),
            unmapped: self.unmapped_before_gc
                + self.gcs.iter().map(|g| g.unmapped_bytes).sum::<u64>(),
        }
    }

    /// `gc_timeline`.
    fn timeline(&self) -> Table {
        let mut timeline = Table::new(
            AnalyzerTable::GcTimeline,
            "GC timeline: start and end in instructions, each pause in \
             instructions and in cycles (the replayed hierarchy's latency model)",
            &[
                Col::int("gc", "gc"),
                Col::text("kind", "kind"),
                Col::int("start", "start_insns"),
                Col::float("% of total", "start_percent_of_trace", 1),
                Col::int("end", "end_insns"),
                Col::float("% of total", "end_percent_of_trace", 1),
                Col::int("duration", "duration_insns"),
                Col::files("start_cycles", Kind::Int),
                Col::files("end_cycles", Kind::Int),
                Col::int("pause (cycles)", "duration_cycles"),
            ],
        );
        let cycles = |c: Option<Clock>| c.map_or(Value::Null, |c| Value::from(c.cycles));
        for g in &self.gcs {
            timeline.row(vec![
                g.number.into(),
                g.kind.to_string().into(),
                g.start.into(),
                self.pct(g.start),
                g.end.map_or(Value::Null, Value::from),
                g.end.map_or(Value::Null, |e| self.pct(e)),
                g.end.map_or(Value::Null, |e| Value::from(e - g.start)),
                cycles(g.start_clock),
                cycles(g.end_clock),
                match (g.start_clock, g.end_clock) {
                    (Some(s), Some(e)) => Value::from(e.cycles - s.cycles),
                    _ => Value::Null,
                },
            ]);
        }
        let paused = |f: fn(&Gc) -> Option<u64>| -> Value {
            let v: Option<Vec<u64>> = self.gcs.iter().map(f).collect();
            v.filter(|v| !v.is_empty())
                .map_or(Value::Null, |v| Value::from(v.iter().sum::<u64>()))
        };
        timeline.summary_row(vec![
            "total".into(),
            "".into(),
            Value::Null,
            Value::Null,
            self.last_time.into(),
            Value::from(100.0),
            paused(|g| g.end.map(|e| e - g.start)),
            Value::Null,
            Value::Null,
            paused(|g| Some(g.end_clock?.cycles - g.start_clock?.cycles)),
        ]);
        timeline
    }

    /// `allocation`.
    fn allocation(&self) -> Table {
        let mut alloc = Table::new(
            AnalyzerTable::Allocation,
            "Objects and bytes allocated up to each GC and in total",
            &[
                Col::label("up to"),
                Col::files("gc", Kind::Int),
                Col::int("objects", "objects_before"),
                Col::int("bytes", "bytes_before"),
            ],
        );
        for g in &self.gcs {
            alloc.row(vec![
                format!("gc {}", g.number).into(),
                g.number.into(),
                g.alloc_objects.into(),
                g.alloc_bytes.into(),
            ]);
        }
        alloc.summary_row(vec![
            "total".into(),
            Value::Null,
            self.alloc_objects.into(),
            self.alloc_bytes.into(),
        ]);
        alloc.summary_row(vec![
            "present at start (feature.dump, before the window)".into(),
            Value::Null,
            self.boot_objects.into(),
            self.boot_bytes.into(),
        ]);
        alloc
    }

    /// `dead_copied`, with the deaths before the first collection.
    fn dead_copied(&self, s: &Sums) -> Table {
        let mut dead = Table::new(
            AnalyzerTable::DeadCopied,
            "Dead and copied objects within each GC and survival rate",
            &[
                Col::label("within"),
                Col::files("gc", Kind::Int),
                Col::int("dead", "dead_objects"),
                Col::int("dead bytes", "dead_bytes"),
                Col::int("copied", "copied_objects"),
                Col::int("copied bytes", "copied_bytes"),
                Col::ratio("survival (objects)", "survival_rate_objects"),
                Col::ratio("survival (bytes)", "survival_rate_bytes"),
                Col::text("kind", "kind"),
                Col::int("freed", "freed_objects"),
                Col::int("unmapped bytes", "unmapped_bytes"),
            ],
        );
        if self.dead_before_gc.0 > 0 {
            dead.row(vec![
                "before the first gc".into(),
                Value::Null,
                self.dead_before_gc.0.into(),
                self.dead_before_gc.1.into(),
                0.into(),
                0.into(),
                Value::Null,
                Value::Null,
                Value::Null,
                Value::Null,
                self.unmapped_before_gc.into(),
            ]);
        }
        for g in &self.gcs {
            dead.row(vec![
                format!("gc {}", g.number).into(),
                g.number.into(),
                g.dead_objects.into(),
                g.dead_bytes.into(),
                g.copied_objects.into(),
                g.copied_bytes.into(),
                ratio(g.copied_objects, g.copied_objects + g.dead_objects),
                ratio(g.copied_bytes, g.copied_bytes + g.dead_bytes),
                g.kind.to_string().into(),
                g.freed_objects.into(),
                g.unmapped_bytes.into(),
            ]);
        }
        dead.summary_row(vec![
            "total".into(),
            Value::Null,
            (s.all[0] + self.dead_before_gc.0).into(),
            (s.all[1] + self.dead_before_gc.1).into(),
            s.all[2].into(),
            s.all[3].into(),
            ratio(s.all[2], s.all[2] + s.all[0]),
            ratio(s.all[3], s.all[3] + s.all[1]),
            Value::Null,
            s.freed.into(),
            s.unmapped.into(),
        ]);
        dead
    }

    /// `gc_totals`: the totals the text shows as summary rows, as one observation of the
    /// run.
    fn totals(&self, s: &Sums) -> Table {
        let mut totals = Table::new(
        AnalyzerTable::GcTotals,
        "Totals of the run: end of the trace, allocation, objects present at the start, dead and copied over every collection",
        &[
            Col::int("end", "end_insns"),
            Col::int("collections", "collections"),
            Col::int("allocated objects", "allocated_objects"),
            Col::int("allocated bytes", "allocated_bytes"),
            Col::int("objects present at start", "boot_objects"),
            Col::int("bytes present at start", "boot_bytes"),
            Col::int("dead", "dead_objects"),
            Col::int("dead bytes", "dead_bytes"),
            Col::int("copied", "copied_objects"),
            Col::int("copied bytes", "copied_bytes"),
            Col::ratio("survival (objects)", "survival_rate_objects"),
            Col::ratio("survival (bytes)", "survival_rate_bytes"),
            Col::int("freed", "freed_objects"),
            Col::int("unmapped bytes", "unmapped_bytes"),
        ],
    );
        totals.files_only = true;
        totals.row(vec![
            self.last_time.into(),
            self.gcs.len().into(),
            self.alloc_objects.into(),
            self.alloc_bytes.into(),
            self.boot_objects.into(),
            self.boot_bytes.into(),
            (s.all[0] + self.dead_before_gc.0).into(),
            (s.all[1] + self.dead_before_gc.1).into(),
            s.all[2].into(),
            s.all[3].into(),
            ratio(s.all[2], s.all[2] + s.all[0]),
            ratio(s.all[3], s.all[3] + s.all[1]),
            s.freed.into(),
            s.unmapped.into(),
        ]);
        totals
    }

    /// `markers`: MARKER strings on the timeline.
    fn markers(&self) -> Table {
        let mut markers = Table::new(
            AnalyzerTable::Markers,
            "MARKER strings on the GC timeline",
            &[
                Col::int("time", "time_insns"),
                Col::float("% of total", "time_percent_of_trace", 1),
                Col::int("after gc", "after_gc"),
                Col::label("during it"),
                Col::files("during_gc", Kind::Bool),
                Col::text("marker", "marker"),
            ],
        );
        for (t, text, g, during) in &self.markers {
            markers.row(vec![
                (*t).into(),
                self.pct(*t),
                g.map_or(Value::Null, Value::from),
                Value::from(if *during { "yes" } else { "no" }),
                Value::from(*during),
                text.clone().into(),
            ]);
        }
        markers
    }

    /// `heap_composition` at each collection's start and at the end.
    fn composition(&self, types: &Types) -> Table {
        let mut comp = Table::new(
        AnalyzerTable::HeapComposition,
        &format!(
            "Heap composition at each GC start and at the end: objects not yet reclaimed, by type (largest first; text: top {TOP_TYPES})"
        ),
        &[
            Col::label("gc"),
            Col::files("gc", Kind::Int),
            Col::files("at_end", Kind::Bool),
            Col::files("time_insns", Kind::Int),
            Col::int("live objects", "live_objects"),
            Col::int("live bytes", "live_bytes"),
            Col::text("type", "type"),
            Col::int("objects", "objects"),
            Col::int("bytes", "bytes"),
            Col::float("% of bytes", "percent_of_live_bytes", 1),
        ],
    );
        let points = self
            .gcs
            .iter()
            .map(|g| {
                (
                    Some(g.number),
                    g.start,
                    g.live_objects,
                    g.live_bytes,
                    &g.top,
                )
            })
            .chain(
                self.at_end
                    .iter()
                    .map(|(n, b, top)| (None, self.last_time, *n, *b, top)),
            );
        for (gc, time, objects, bytes, top) in points {
            for (i, &(t, n, b)) in top.iter().enumerate() {
                let cells = vec![
                    gc.map_or(Value::from("end"), Value::from),
                    gc.map_or(Value::Null, Value::from),
                    Value::from(gc.is_none()),
                    time.into(),
                    objects.into(),
                    bytes.into(),
                    types.name(t).into(),
                    n.into(),
                    b.into(),
                    percent(b, bytes.max(1)),
                ];
                if i < TOP_TYPES {
                    comp.row(cells);
                } else {
                    comp.hidden_row(cells);
                }
            }
        }
        comp
    }
}

/// `survival_by_kind`.
fn survival_by_kind(s: &Sums) -> Table {
    let mut kinds = Table::new(
        AnalyzerTable::SurvivalByKind,
        "Survival per collection kind (minor: the nursery; window: part of the heap; major, full: all of it)",
        &[
            Col::text("kind", "kind"),
            Col::int("collections", "collections"),
            Col::int("dead", "dead_objects"),
            Col::int("dead bytes", "dead_bytes"),
            Col::int("copied", "copied_objects"),
            Col::int("copied bytes", "copied_bytes"),
            Col::ratio("survival (objects)", "survival_rate_objects"),
            Col::ratio("survival (bytes)", "survival_rate_bytes"),
        ],
    );
    for (i, k) in s.by_kind.iter().enumerate().filter(|(_, k)| k[0] > 0) {
        kinds.row(vec![
            KIND_NAMES[i].into(),
            k[0].into(),
            k[1].into(),
            k[2].into(),
            k[3].into(),
            k[4].into(),
            ratio(k[3], k[3] + k[1]),
            ratio(k[4], k[4] + k[2]),
        ]);
    }
    kinds
}
