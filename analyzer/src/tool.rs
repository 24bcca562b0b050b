//! The analysis interface: every analysis is one module behind [`Tool`] (drcachesim's
//! `analysis_tool_t`: `process_memref`, `print_results`), fed by the replay core and
//! registered once in [`crate::tools`].

use serde::Serialize;
use serde_json::Value;
use tables::AnalyzerTable;
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
    /// The access's LRU stack distance in D-L1 lines (`Some(None)`: cold), when the
    /// driver computed it once for `--reuse` and `--three-c` together (both want the same
    /// one; `None`: each computes its own).
    pub l1_distance: Option<Option<u64>>,
}

/// How a column's values are typed (in the files: Int64, Float64, Boolean, Utf8) and
/// shown in the text report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Integers.
    Int,
    /// Numbers, at full precision in JSON, CSV and Parquet; the text report rounds them
    /// to this many decimals.
    Float(u8),
    /// Truth values.
    Bool,
    /// Text.
    Text,
}

impl Kind {
    /// The name JSON gives the kind.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Int => "int",
            Kind::Float(_) => "float",
            Kind::Bool => "bool",
            Kind::Text => "text",
        }
    }

    /// The type of the column in the table files.
    pub fn column_type(self) -> tables::ColumnType {
        match self {
            Kind::Int => tables::ColumnType::Int64,
            Kind::Float(_) => tables::ColumnType::Float64,
            Kind::Bool => tables::ColumnType::Boolean,
            Kind::Text => tables::ColumnType::Utf8,
        }
    }
}

impl Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Where a column is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// In the text report (under its heading) and in the files (under its key).
    Both,
    /// Only in the text report (a label such as `1024..2047` or `gc 3`, whose values the
    /// files hold as numbers in other columns).
    Text,
    /// Only in the files (and JSON).
    Files,
}

/// A column: the text heading, the machine key (snake_case, unit in the name: `start_insns`,
/// `l1_miss_rate`), the kind of its values and where it is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Col {
    /// Heading of the text report (for a files-only column, its key).
    pub heading: &'static str,
    /// Key in the files; empty: the heading in snake_case.
    pub key: &'static str,
    /// Its values.
    pub kind: Kind,
    /// Where it is shown.
    pub shown: Shown,
}

impl Col {
    /// A column of integers.
    pub const fn int(heading: &'static str, key: &'static str) -> Col {
        Col {
            heading,
            key,
            kind: Kind::Int,
            shown: Shown::Both,
        }
    }
    /// A column of numbers, rounded in the text report to `decimals`.
    pub const fn float(heading: &'static str, key: &'static str, decimals: u8) -> Col {
        Col {
            heading,
            key,
            kind: Kind::Float(decimals),
            shown: Shown::Both,
        }
    }
    /// A ratio (rounded to 4 decimals in the text report).
    pub const fn ratio(heading: &'static str, key: &'static str) -> Col {
        Col::float(heading, key, 4)
    }
    /// A column of text.
    pub const fn text(heading: &'static str, key: &'static str) -> Col {
        Col {
            heading,
            key,
            kind: Kind::Text,
            shown: Shown::Both,
        }
    }
    /// A text label shown only in the text report.
    pub const fn label(heading: &'static str) -> Col {
        Col {
            heading,
            key: "",
            kind: Kind::Text,
            shown: Shown::Text,
        }
    }
    /// A column only in the files (and JSON).
    pub const fn files(key: &'static str, kind: Kind) -> Col {
        Col {
            heading: key,
            key,
            kind,
            shown: Shown::Files,
        }
    }
}

/// Columns made at run time from file keys (snake_case, unit in the name), shown under
/// their keys in the text report too: the locality tables, whose columns depend on the
/// options (`d_2_3_lines` ... for the reuse distance's buckets). The kind follows the key:
/// text for the labels ([`TEXT_KEYS`]), a ratio for `*_rate` and `*share*` keys, an
/// integer otherwise; [`Table`]'s files check every value against it.
pub fn keyed_cols(keys: &[&str]) -> Vec<Col> {
    keys.iter()
        .map(|&k| {
            let kind = if TEXT_KEYS.contains(&k) || k.starts_with("median") {
                Kind::Text
            } else if k.ends_with("_rate") || k.contains("share") {
                Kind::Float(4)
            } else if k == "hot" {
                Kind::Bool
            } else {
                Kind::Int
            };
            Col {
                heading: intern(k),
                key: intern(k),
                kind,
                shown: Shown::Both,
            }
        })
        .collect()
}

/// Keys of [`keyed_cols`] that hold text.
pub const TEXT_KEYS: [&str; 12] = [
    "statistic",
    "method",
    "kind",
    "type",
    "field",
    "site",
    "function",
    "pc",
    "level",
    "cache_and_stream",
    "accesses_to",
    "group",
];

/// A key made at run time as a `&'static str` ([`Col`] holds static strings): each
/// distinct key is leaked once and reused, so a process holds one copy per key.
fn intern(k: &str) -> &'static str {
    use std::collections::HashSet;
    use std::sync::{Mutex, OnceLock};
    static KEYS: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut keys = KEYS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(&s) = keys.get(k) {
        return s;
    }
    let s: &'static str = Box::leak(k.to_string().into_boxed_str());
    keys.insert(s);
    s
}

/// A heading in snake_case: lower case, every run of other characters one `_`.
pub fn snake(heading: &str) -> String {
    let mut out = String::new();
    for c in heading.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_string()
}

/// One table of a report: the rows are observations (one per row, at full precision);
/// the text report may show a part of them ([`Table::text_rows`], [`Table::text_hidden`])
/// and adds the [`Table::summary`] rows (totals) that the files leave out.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    /// Its name (`gc_timeline`), one of the list every crate takes the names from.
    #[serde(serialize_with = "serialize_name")]
    pub name: AnalyzerTable,
    /// Human title, with the seed table it reproduces.
    pub title: String,
    /// Column headings, one per column (a files-only column's is its key).
    pub columns: Vec<String>,
    /// Column keys of the files, one per column (`None`: shown in the text report only).
    pub keys: Vec<Option<String>>,
    /// The kind of each column's values.
    pub kinds: Vec<Kind>,
    /// The decimals the text report rounds each [`Kind::Float`] column to (`None` for the
    /// other kinds).
    pub decimals: Vec<Option<u8>>,
    /// Whether each column is shown in the text report.
    pub in_text: Vec<bool>,
    /// Rows of cells (numbers, strings, booleans, null), one per observation.
    pub rows: Vec<Vec<Value>>,
    /// Rows shown after the others in the text report only: totals and other summaries of
    /// the rows (left out of the files).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub summary: Vec<Vec<Value>>,
    /// The text report shows only the first this many rows (and says how many it left
    /// out); JSON and the files have them all.
    #[serde(skip)]
    pub text_rows: Option<usize>,
    /// Rows the text report leaves out (by index; empty: none), e.g. histogram rows of
    /// fields beyond the text's top N.
    #[serde(skip)]
    pub text_hidden: Vec<bool>,
    /// Not data but a note (e.g. which figures a run cannot give): shown in the text
    /// report and JSON (`"note": true`), absent from the table files.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub note: bool,
    /// Only in the files and JSON, not in the text report (e.g. totals the text shows as
    /// summary rows of other tables).
    #[serde(skip)]
    pub files_only: bool,
}

/// A table's name in JSON: the string.
fn serialize_name<S: serde::Serializer>(name: &AnalyzerTable, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(name.name())
}

impl Table {
    /// An empty table.
    pub fn new(name: AnalyzerTable, title: &str, columns: &[Col]) -> Table {
        Table {
            name,
            title: title.to_string(),
            columns: columns.iter().map(|c| c.heading.to_string()).collect(),
            keys: columns
                .iter()
                .map(|c| match (c.shown, c.key) {
                    (Shown::Text, _) => None,
                    (_, "") => Some(snake(c.heading)),
                    (_, k) => Some(k.to_string()),
                })
                .collect(),
            kinds: columns.iter().map(|c| c.kind).collect(),
            decimals: columns
                .iter()
                .map(|c| match c.kind {
                    Kind::Float(d) => Some(d),
                    _ => None,
                })
                .collect(),
            in_text: columns.iter().map(|c| c.shown != Shown::Files).collect(),
            rows: Vec::new(),
            summary: Vec::new(),
            text_rows: None,
            text_hidden: Vec::new(),
            note: false,
            files_only: false,
        }
    }

    /// Appends a row.
    pub fn row(&mut self, cells: Vec<Value>) {
        debug_assert_eq!(cells.len(), self.columns.len(), "table {}", self.name);
        self.rows.push(cells);
    }

    /// Appends a row the text report leaves out.
    pub fn hidden_row(&mut self, cells: Vec<Value>) {
        self.text_hidden.resize(self.rows.len(), false);
        self.row(cells);
        self.text_hidden.push(true);
    }

    /// Appends a summary row (text report only).
    pub fn summary_row(&mut self, cells: Vec<Value>) {
        debug_assert_eq!(cells.len(), self.columns.len(), "table {}", self.name);
        self.summary.push(cells);
    }

    /// The index of the column whose key is `key`.
    pub fn key(&self, key: &str) -> Option<usize> {
        self.keys.iter().position(|k| k.as_deref() == Some(key))
    }

    /// Whether row `i` is left out of the text report by [`Table::text_hidden`].
    pub fn is_hidden(&self, i: usize) -> bool {
        self.text_hidden.get(i).copied().unwrap_or(false)
    }

    /// The table as the files hold it: the keyed columns, typed by their kind, every row,
    /// no summary rows. A cell that does not fit its column's kind (a bug of the tool) is
    /// written as text and fails the writer's type check.
    pub fn tidy(&self) -> tables::Table {
        let mut t = tables::Table::new(self.name.name());
        let cols: Vec<usize> = (0..self.columns.len())
            .filter(|&i| self.keys[i].is_some())
            .collect();
        for &i in &cols {
            let key = self.keys[i].as_deref().expect("keyed");
            t.typed_column(key, Some(self.kinds[i].column_type()));
        }
        for r in &self.rows {
            t.rows.push(
                cols.iter()
                    .map(|&i| tidy_cell(&r[i], self.kinds[i]))
                    .collect(),
            );
        }
        t
    }
}

/// A cell as the files hold it.
fn tidy_cell(v: &Value, kind: Kind) -> tables::Cell {
    use tables::Cell;
    match (v, kind) {
        (Value::Null, _) => Cell::Null,
        (Value::Number(n), Kind::Int) => match n.as_i64() {
            Some(i) => Cell::Int(i),
            None => Cell::Str(n.to_string()),
        },
        (Value::Number(n), Kind::Float(_)) => n.as_f64().map_or(Cell::Null, Cell::Float),
        (Value::Bool(b), Kind::Bool) => Cell::Bool(*b),
        (Value::String(s), Kind::Text) => Cell::Str(s.clone()),
        (Value::Number(n), Kind::Text) => Cell::Str(n.to_string()),
        (v, _) => Cell::Str(v.to_string()),
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

    /// The whole hierarchy is replayed under the analyses ([`crate::replay`]): called once,
    /// before any record, with the replayed configuration. Without it (no replay asked
    /// for, or a trace without an instruction stream) [`Tool::fetch`] and
    /// [`Tool::l2_lookups`] are never called.
    fn replay(&mut self, config: &cache::HierarchyConfig) {
        let _ = config;
    }

    /// The L2's lookups made by one hierarchy call of the replay, with what made them;
    /// called for every call of the whole trace (`on`: inside the reported window) that
    /// made lookups, and for every data access and cache-control operation even without
    /// any, just before its access record (a data access, a `dcbz`) is passed on.
    #[inline(always)] // per access
    fn l2_lookups(&mut self, on: bool, cause: crate::replay::Cause, l: &[crate::replay::L2Lookup]) {
        let _ = (on, cause, l);
    }

    /// Every call of the replay into its hierarchy (replay only; inside the reported window
    /// or not), in order, with the heap as it stands at that call: what an analysis that
    /// drives a hierarchy of its own feeds it (`--layout`). Called before the call's
    /// [`Tool::l2_lookups`] and its access record, so before the access is attributed.
    #[inline(always)] // per replay step
    fn step(&mut self, s: &crate::replay::StepSeen, heap: &Heap, types: &Types) {
        let _ = (s, heap, types);
    }

    /// Instruction fetches within one I-L1 line (replay only), inside the reported window.
    #[inline(always)] // per fetch segment
    fn fetch(&mut self, f: &crate::replay::Fetch) {
        let _ = f;
    }

    /// The replayed hierarchy's clock (instructions and cycles under the latency model)
    /// after the records passed so far: called at the end of every block of the replay
    /// (replay only, whatever the window), so the last call gives the run's whole
    /// `sim_num_insn` and `sim_cycle`.
    fn clock(&mut self, clock: cache::pause::Clock) {
        let _ = clock;
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

/// A ratio at full precision (0 when the denominator is 0); the text report rounds it
/// ([`Col::ratio`]).
pub fn ratio(num: u64, den: u64) -> Value {
    if den == 0 {
        Value::from(0.0)
    } else {
        Value::from(num as f64 / den as f64)
    }
}

/// A percentage at full precision (0 when the total is 0).
pub fn percent(num: u64, total: u64) -> Value {
    if total == 0 {
        Value::from(0.0)
    } else {
        Value::from(num as f64 / total as f64 * 100.0)
    }
}

/// A mean at full precision (null when there is nothing to average).
pub fn mean(sum: u128, n: u64) -> Value {
    if n == 0 {
        Value::Null
    } else {
        Value::from(sum as f64 / n as f64)
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

/// The bounds of log2 bucket `k`: its lowest and highest value.
pub fn bucket_bounds(k: usize) -> (Value, Value) {
    match k {
        0 => (0.into(), 0.into()),
        _ => {
            let hi = (1u128 << k) - 1;
            (
                Value::from(1u64 << (k - 1)),
                u64::try_from(hi).map_or(Value::from(u64::MAX), Value::from),
            )
        }
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
