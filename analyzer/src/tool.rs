//! The analysis interface: every analysis is one module behind [`Tool`] (drcachesim's
//! `analysis_tool_t`: `process_memref`, `print_results`), fed by the replay core and
//! registered once in [`crate::tools`].

use serde::Serialize;
use serde_json::Value;
use traceio::Access;

use crate::heap::{Heap, HeapEvent};
use crate::types::{Part, Types};
use crate::{Error, Selection};

/// Where an access landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Target {
    /// Slab slot of the object (valid during this call only).
    pub slot: u32,
    /// Object identity.
    pub obj_id: u64,
    /// Its type.
    pub type_id: u32,
    /// Byte offset of the access in the object.
    pub offset: u32,
    /// The part of the object.
    pub part: Part,
    /// The access begins at the part's first byte (see [`Types::part_at`]).
    pub at_start: bool,
}

/// A reference value: the word read or written is the address of a live object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Referent {
    /// Object identity.
    pub obj_id: u64,
    /// Its type.
    pub type_id: u32,
}

/// The attribution of one access.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Attribution {
    /// The object accessed; `None` for "not heap" (stack, VM data, code, dead memory).
    pub target: Option<Target>,
    /// The object the value refers to, when it is a reference to a live object.
    pub referent: Option<Referent>,
    /// Made by the collector: between GC_START and GC_END. Such accesses are counted in
    /// the access tables but are not program behaviour: they are no "use" of the object
    /// (death by last use) and stay out of the write statistics.
    pub in_gc: bool,
    /// A further piece of an access already passed on: an access that spans several
    /// parts or objects is passed once per (object, part) it touches, and only its first
    /// piece has this false. Per-access counts (all accesses, miss series) skip these.
    pub continued: bool,
}

/// One table of a report.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    /// Short machine name (`gc_timeline`).
    pub name: String,
    /// Human title, with the seed table it reproduces.
    pub title: String,
    /// Column headings.
    pub columns: Vec<String>,
    /// Rows of cells (numbers or strings).
    pub rows: Vec<Vec<Value>>,
    /// The text report shows only the first this many rows (and says how many it left
    /// out); JSON and CSV have them all.
    #[serde(skip)]
    pub text_rows: Option<usize>,
}

impl Table {
    /// An empty table.
    pub fn new(name: &str, title: &str, columns: &[&str]) -> Table {
        Table {
            name: name.to_string(),
            title: title.to_string(),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            rows: Vec::new(),
            text_rows: None,
        }
    }

    /// Appends a row.
    pub fn row(&mut self, cells: Vec<Value>) {
        debug_assert_eq!(cells.len(), self.columns.len());
        self.rows.push(cells);
    }
}

/// An analysis fed by the replay. Each is one module of [`crate::tools`], registered once
/// in the list there, which generates the driver's fan-out: the calls are static (and
/// inlined), and a method left at its default costs nothing.
pub trait Tool {
    /// The tool sees every event of the replay, also outside the reported window
    /// (`--window`): the `windows` and `anomalies` tables describe the whole trace. It then
    /// also sees the `Survivor`s and `End` of a window that closes before the trace ends,
    /// and the `End` of the trace after them. Accesses are passed on inside the reported
    /// window only, to every tool.
    const EVERY_EVENT: bool = false;

    /// Makes the tool for a run: the selection given on the command line and the types
    /// of class.dump.
    fn new(sel: &Selection, types: &Types) -> Result<Self, Error>
    where
        Self: Sized;

    /// Called for every access inside the reported window, after attribution: it is made
    /// for every access of the trace, so a tool that does not look at accesses leaves it
    /// at the default. (GcTimeline learns the end of the trace from `HeapEvent::End`,
    /// not from accesses.)
    #[inline(always)] // per access
    fn access(&mut self, a: &Access, at: &Attribution, heap: &Heap) {
        let _ = (a, at, heap);
    }

    /// Called for every change to the heap (and every event of the trace with
    /// [`Tool::EVERY_EVENT`]).
    fn event(&mut self, ev: &HeapEvent<'_>, types: &Types) {
        let _ = (ev, types);
    }

    /// Called once at the end, before `report` (flush outputs).
    fn finish(&mut self) -> Result<(), Error> {
        Ok(())
    }

    /// The tool's tables.
    fn report(&self, types: &Types) -> Vec<Table>;
}

/// A ratio rounded to 4 decimals for reports (0 when the denominator is 0).
pub fn ratio(num: u64, den: u64) -> Value {
    if den == 0 {
        Value::from(0.0)
    } else {
        Value::from((num as f64 / den as f64 * 10_000.0).round() / 10_000.0)
    }
}

/// Index of a log2 bucket: 0 for 0, k for values in [2^(k-1), 2^k).
pub fn log2_bucket(v: u64) -> usize {
    (64 - v.leading_zeros()) as usize
}

/// Number of log2 buckets: 0 and one per bit of a `u64`.
pub const BUCKETS: usize = 65;

/// A histogram over log2 buckets ([`log2_bucket`]).
#[derive(Clone, Debug)]
pub struct Log2Hist(pub [u64; BUCKETS]);

impl Default for Log2Hist {
    fn default() -> Self {
        Log2Hist([0; BUCKETS])
    }
}

impl Log2Hist {
    /// Counts one value.
    #[inline]
    pub fn add(&mut self, v: u64) {
        self.0[log2_bucket(v)] += 1;
    }
}

/// The label of log2 bucket `k`.
pub fn bucket_label(k: usize) -> String {
    match k {
        0 => "0".to_string(),
        1 => "1".to_string(),
        _ => format!("{}..{}", 1u64 << (k - 1), (1u128 << k) - 1),
    }
}
