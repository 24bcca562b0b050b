//! Helpers: a run directory (trace.bz2, class.dump, feature.dump) made by the test.

#![allow(dead_code)] // each test binary uses a different subset of the helpers

pub mod prog;

use analyzer::AnalyzerTable;
use std::path::PathBuf;

use analyzer::tool::Table;
use analyzer::{analyze_file, Selection};
use serde_json::Value;

use traceio::{Access, AccessKind, Event, Level, Record, TraceHeader, TraceWriter};

/// The guest VM's object model with: int (5), Point (10: x@8, y@12), int[] (20),
/// Node (30: next@8 ref to Node, val@12 int), java.lang.String (40: value@8 char[], hash@12);
/// methods 7 `Node.makeNode` and 8 `Point.coords` for allocation sites.
pub const CLASS_DUMP: &str = "# class.dump 1
model\theader=8\tstatus=0\ttib=4\tarray_length=8\tarray_data=12\tref=4\talign=4
prim\t3\tchar\t2
prim\t5\tint\t4
class\t10\tPoint\t16\t0\t2
field\t8\t5\tx
field\t12\t5\ty
array\t20\tint[]\t5\t4
class\t30\tNode\t16\t0\t2
field\t8\t30\tnext
field\t12\t5\tval
array\t41\tchar[]\t3\t2
class\t40\tjava.lang.String\t16\t0\t2
field\t8\t41\tvalue
field\t12\t5\thash
method\t7\t30\tmakeNode\t(I)LNode;
method\t8\t10\tcoords\t()[I
";

pub const FEATURE_DUMP: &str = "# feature.dump 1
new\t0x30000000\t10\t16\t-
";

/// A fresh directory under cargo's temp area for integration tests (inside the target
/// directory; reused by the next run, so nothing piles up in /tmp).
pub fn run_dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("analyzer-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes the three files of a run and returns the trace's path.
pub fn write_run(name: &str, records: &[Record], feature: &str) -> PathBuf {
    let d = run_dir(name);
    std::fs::write(d.join("class.dump"), CLASS_DUMP).unwrap();
    std::fs::write(d.join("feature.dump"), feature).unwrap();
    let path = d.join("trace.bz2");
    let mut w = TraceWriter::create(&path, &TraceHeader::default(), Default::default()).unwrap();
    for r in records {
        w.push(*r).unwrap();
    }
    w.finish().unwrap();
    path
}

pub fn rd(time: u64, addr: u32, level: Level, value: Option<u32>) -> Record {
    acc(time, addr, AccessKind::Read, level, value)
}

pub fn wr(time: u64, addr: u32, value: u32) -> Record {
    acc(time, addr, AccessKind::Write, Level::L1, Some(value))
}

pub fn acc(time: u64, addr: u32, kind: AccessKind, level: Level, value: Option<u32>) -> Record {
    Record::Access(Access {
        time,
        pc: 0x1000_0000,
        addr,
        size: if value.is_some() { 4 } else { 2 },
        kind,
        level,
        tlb_miss: false,
        value,
    })
}

pub fn ev(time: u64, id: u8, payload: [u32; 4]) -> Record {
    Record::Event(Event { time, id, payload })
}

/// The table called `name` in an analysis result.
pub fn table(tables: &[Table], name: AnalyzerTable) -> &Table {
    tables
        .iter()
        .find(|t| t.name == name)
        .unwrap_or_else(|| panic!("no table {name}"))
}

/// The row of `t` whose first cell is `first` (a data row or a summary row such as
/// `total`).
pub fn row<'a>(t: &'a Table, first: &str) -> &'a [Value] {
    t.rows
        .iter()
        .chain(&t.summary)
        .find(|r| r[0] == first)
        .unwrap_or_else(|| panic!("no row {first} in {}", t.name))
}

/// The cell of row `r` in column `name`.
pub fn col(t: &Table, r: &[Value], name: &str) -> Value {
    let i = t
        .columns
        .iter()
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name} in {}", t.name));
    r[i].clone()
}

/// Writes `recs` as a run (empty feature.dump) and analyses it.
pub fn analyse(name: &str, recs: &[Record], sel: &Selection) -> Vec<Table> {
    let path = write_run(name, recs, "# feature.dump 1\n");
    analyze_file(&path, sel, false).unwrap().tables
}
