//! The threads analysis (issue 15) on synthetic traces: work, switches and time slices per
//! thread counted by hand for a small scenario, the collector's share kept apart, the
//! running thread at a window's start, thread names from class.dump, nothing for a
//! single-threaded run, and thread-escaping objects against a naive model of random
//! streams of allocations, accesses, switches and copying collections.

mod common;

use analyzer::AnalyzerTable;
use std::collections::{BTreeMap, BTreeSet};

use analyzer::report::{render, Format};
use analyzer::tool::Table;
use analyzer::{analyze_file, Analyzer, Selection};
use common::*;
use proptest::prelude::*;
use serde_json::{json, Value};
use traceio::dump::{ClassDump, FeatureDump};
use traceio::{event_id, Access, AccessKind, Level, Record};

const POINT: u32 = 10;
const NODE: u32 = 30;

fn new(time: u64, addr: u32, ty: u32) -> Record {
    ev(time, event_id::NEW_SCALAR, [addr, ty, 16, 0])
}

fn switch(time: u64, to: u32, reason: u32) -> Record {
    ev(time, event_id::THREAD_SWITCH, [to, reason, 0, 0])
}

/// The rows of a table, each as a JSON array.
fn rows(t: &Table) -> Vec<Value> {
    t.rows.iter().map(|r| Value::from(r.clone())).collect()
}

fn thread_tables(tables: &[Table]) -> Vec<&str> {
    tables
        .iter()
        .filter(|t| t.name.name().starts_with("thread"))
        .map(|t| t.name.name())
        .collect()
}

/// Two threads, one collection while thread 2 runs. Thread 1 allocates A and C, thread 2
/// allocates B and reads A (A is shared); the collector reads C while thread 2 runs (C stays
/// thread 1's) and copies all three; thread 2 ends.
fn scenario() -> Vec<Record> {
    let (a, b, c) = (0x4000_0000, 0x4000_0020, 0x4000_0010);
    let moved = |x: u32| x + 0x1000_0000;
    vec![
        new(10, a, POINT),
        new(11, c, POINT),
        wr(12, a + 8, 1),
        rd(20, 0x7fff_0000, Level::L2, Some(0)),
        switch(100, 2, 0),
        new(110, b, NODE),
        rd(120, a + 8, Level::Memory, Some(1)),
        wr(130, b + 12, 7),
        ev(200, event_id::GC_START, [0, 0, 1, 0]),
        rd(210, c + 12, Level::L1, Some(0)),
        ev(211, event_id::COPY_SCALAR, [a, moved(a), 0, 0]),
        ev(212, event_id::COPY_SCALAR, [c, moved(c), 0, 0]),
        ev(213, event_id::COPY_SCALAR, [b, moved(b), 0, 0]),
        ev(250, event_id::MEM_UNMAP, [0x4000_0000, 0x1000, 0, 0]),
        ev(260, event_id::GC_END, [0, 0, 1, 0]),
        rd(300, moved(b) + 12, Level::L1, Some(7)),
        switch(400, 1, 4),
        wr(420, moved(c) + 8, 3),
        rd(500, 0x7fff_0000, Level::L1, Some(0)),
    ]
}

#[test]
fn work_switches_and_slices_per_thread() {
    let tables = analyse("threads-scenario", &scenario(), &Selection::default());
    assert_eq!(
        thread_tables(&tables),
        [
            "threads",
            "thread_accesses",
            "thread_switches",
            "thread_escape",
            "thread_escape_types"
        ]
    );
    // Instructions: thread 1 0..100 and 400..500, thread 2 100..200 and 260..400, the
    // collector 200..260: 500 in all. Slices: thread 1 0..100 and 400..500, thread 2
    // 100..400 (the collection inside it). Thread 1 allocated A and C, thread 2 B.
    assert_eq!(
        rows(table(&tables, AnalyzerTable::Threads)),
        [
            json!([1, null, 200, 2, 100.0, 100, 100, 2, 32]),
            json!([2, null, 240, 1, 300.0, 300, 300, 1, 16]),
            json!([null, "(collector)", 60, null, null, null, null, null, null]),
        ]
    );
    // Accesses, reads, writes, heap, L1 misses, L2 misses, TLB misses, rates.
    assert_eq!(
        rows(table(&tables, AnalyzerTable::ThreadAccesses)),
        [
            json!([1, null, 4, 2, 2, 2, 1, 0, 0, 0.25, 0.0]),
            json!([2, null, 3, 2, 1, 3, 1, 1, 0, 1.0 / 3.0, 1.0 / 3.0]),
            json!([null, "(collector)", 1, 1, 0, 1, 0, 0, 0, 0.0, 0.0]),
        ]
    );
    assert_eq!(
        rows(table(&tables, AnalyzerTable::ThreadSwitches)),
        [
            json!([1, null, "preempted", 1]),
            json!([2, null, "ended", 1])
        ]
    );
    // A (read by thread 2 before the collection copied it) stays shared after the copy;
    // C, which only the collector touched while thread 2 ran, stays thread 1's.
    assert_eq!(
        rows(table(&tables, AnalyzerTable::ThreadEscape)),
        [
            json!([1, 2, 32, 2.0 / 3.0, 2.0 / 3.0]),
            json!([2, 1, 16, 1.0 / 3.0, 1.0 / 3.0])
        ]
    );
    assert_eq!(
        rows(table(&tables, AnalyzerTable::ThreadEscapeTypes)),
        [
            json!(["Point", 2, 32, 1, 16, 1, 16, 0.5, 2.0, 2]),
            json!(["Node", 1, 16, 1, 16, 0, 0, 0.0, null, 1]),
        ]
    );
    let threads: Vec<Table> = tables
        .iter()
        .filter(|t| t.name.name().starts_with("thread"))
        .cloned()
        .collect();
    insta::assert_snapshot!("threads_text", render(&threads, Format::Text));
}

/// Names come from class.dump's `thread` records; a thread it names that never ran in
/// the trace still has its (empty) rows.
#[test]
fn names_from_class_dump() {
    let path = write_run("threads-names", &scenario(), "# feature.dump 1\n");
    let dump = format!("{CLASS_DUMP}thread\t1\tmain\nthread\t2\tworker-1\nthread\t3\tidle\n");
    std::fs::write(path.with_file_name("class.dump"), dump).unwrap();
    let tables = analyze_file(&path, &Selection::default(), false)
        .unwrap()
        .tables;
    let t = table(&tables, AnalyzerTable::Threads);
    let names: Vec<(Value, Value)> = t
        .rows
        .iter()
        .map(|r| (r[0].clone(), r[1].clone()))
        .collect();
    assert_eq!(
        names,
        [
            (json!(1), json!("main")),
            (json!(2), json!("worker-1")),
            (json!(3), json!("idle")),
            (json!(null), json!("(collector)")),
        ]
    );
    assert_eq!(rows(t)[2], json!([3, "idle", 0, 0, null, null, null, 0, 0]));
    let text = render(&tables, Format::Text);
    assert!(text.contains("worker-1"), "{text}");
}

/// A single-threaded trace (no THREAD_SWITCH, no `thread` records) has no thread tables:
/// the reports of existing runs do not change.
#[test]
fn one_thread_has_no_thread_tables() {
    let recs: Vec<Record> = scenario()
        .into_iter()
        .filter(|r| !matches!(r, Record::Event(e) if e.id == event_id::THREAD_SWITCH))
        .collect();
    let tables = analyse("threads-one", &recs, &Selection::default());
    assert!(thread_tables(&tables).is_empty());
    assert!(tables.iter().any(|t| t.name == AnalyzerTable::GcTimeline));
}

/// With `--window`, time starts at the window's TRACE_ON, with the thread running then.
#[test]
fn a_window_starts_with_the_running_thread() {
    let recs = vec![
        new(10, 0x4000_0000, POINT),
        switch(50, 2, 3),
        ev(100, event_id::TRACE_ON, [0; 4]),
        wr(150, 0x4000_0008, 5),
        switch(170, 1, 2),
        ev(200, event_id::TRACE_OFF, [0; 4]),
        switch(300, 2, 0),
        rd(400, 0x4000_0008, Level::L1, Some(5)),
    ];
    let sel = Selection {
        window: Some(1),
        ..Selection::default()
    };
    let tables = analyse("threads-window", &recs, &sel);
    assert_eq!(
        rows(table(&tables, AnalyzerTable::Threads)),
        [
            json!([1, null, 30, 1, 30.0, 30, 30, 0, 0]),
            json!([2, null, 70, 1, 70.0, 70, 70, 0, 0]),
            json!([null, "(collector)", 0, null, null, null, null, null, null]),
        ]
    );
    assert_eq!(
        rows(table(&tables, AnalyzerTable::ThreadSwitches)),
        [json!([2, null, "waiting", 1])]
    );
    // The object was allocated before the window: not counted as an escape.
    assert!(table(&tables, AnalyzerTable::ThreadEscape).rows.is_empty());
}

/// The text report lists the top types only, and says how many it left out; CSV has all.
#[test]
fn text_shows_the_top_types_csv_all() {
    // 25 array types named in class.dump, one object each, all thread 1's.
    let mut dump = CLASS_DUMP.to_string();
    let mut recs = Vec::new();
    for i in 0..25u32 {
        dump += &format!("array\t{}\tT{i}[]\t5\t4\n", 100 + i);
        recs.push(ev(
            u64::from(i) + 1,
            event_id::NEW_ARRAY,
            [0x4000_0000 + 64 * i, 100 + i, 16, 1],
        ));
    }
    recs.push(switch(100, 2, 0));
    let path = write_run("threads-top", &recs, "# feature.dump 1\n");
    std::fs::write(path.with_file_name("class.dump"), dump).unwrap();
    let tables = analyze_file(&path, &Selection::default(), false)
        .unwrap()
        .tables;
    let t = table(&tables, AnalyzerTable::ThreadEscapeTypes);
    assert_eq!(t.rows.len(), 25);
    let text = analyzer::report::text(t);
    assert!(
        text.contains("(5 more rows: --format csv or json, or --tables, lists them all)"),
        "{text}"
    );
    let types = |s: &str| {
        s.lines()
            .filter(|l| l.starts_with('T') && l.contains("[]"))
            .count()
    };
    assert_eq!(types(&text), 20, "{text}");
    let csv = render(std::slice::from_ref(t), Format::Csv);
    assert_eq!(types(&csv), 25);
}

// ---- property: against a naive model ----

/// What the model expects.
#[derive(Debug, Default, PartialEq)]
struct Expected {
    /// Threads used → (objects, bytes).
    by_threads: BTreeMap<usize, (u64, u64)>,
    /// Thread → (objects, bytes) allocated.
    allocated: BTreeMap<u32, (u64, u64)>,
    /// Thread (None: the collector) → accesses.
    accesses: BTreeMap<Option<u32>, u64>,
    /// (thread, reason) → switches.
    switches: BTreeMap<(u32, String), u64>,
}

const SPACE: [u32; 2] = [0x4000_0000, 0x5000_0000];

/// A random stream and the model's figures, kept by a straightforward map: each live
/// object's address → its size and set of threads.
fn stream(ops: &[(u8, u32, u32)]) -> (Vec<Record>, Expected) {
    let mut out = Vec::new();
    let mut x = Expected::default();
    let mut live: BTreeMap<u32, (u32, BTreeSet<u32>)> = BTreeMap::new();
    let (mut space, mut bump, mut time, mut cur, mut gcs) = (0usize, SPACE[0], 1u64, 1u32, 0u32);
    let done = |threads: &BTreeSet<u32>, size: u32, x: &mut Expected| {
        let e = x.by_threads.entry(threads.len()).or_default();
        e.0 += 1;
        e.1 += u64::from(size);
    };
    let access = |time: u64, addr: u32, a: u32| {
        Record::Access(Access {
            time,
            pc: 0x1000_0000,
            addr,
            size: 4,
            kind: if a & 1 == 0 {
                AccessKind::Read
            } else {
                AccessKind::Write
            },
            level: Level::L1,
            tlb_miss: false,
            value: Some(a),
        })
    };
    for &(k, a, b) in ops {
        time += 1 + u64::from(a % 5);
        match k % 6 {
            0 => {
                let size = 16 + 8 * (a % 3);
                out.push(new(time, bump, POINT));
                if let Some(Record::Event(e)) = out.last_mut() {
                    e.payload[2] = size;
                }
                live.insert(bump, (size, BTreeSet::from([cur])));
                let e = x.allocated.entry(cur).or_default();
                e.0 += 1;
                e.1 += u64::from(size);
                bump += size;
            }
            1 | 2 if !live.is_empty() => {
                let n = live.len();
                let (&addr, o) = live.iter_mut().nth(b as usize % n).unwrap();
                out.push(access(time, addr + 4 * (a % (o.0 / 4)), a));
                o.1.insert(cur);
                *x.accesses.entry(Some(cur)).or_default() += 1;
            }
            1 | 2 => {
                out.push(access(time, 0x7fff_0000 + 4 * (a % 64), a));
                *x.accesses.entry(Some(cur)).or_default() += 1;
            }
            3 => {
                // Mostly a few threads; sometimes ids around 64, where ThreadSet stops
                // keeping bits.
                let to = if b & 0x30 == 0x30 {
                    60 + b % 8
                } else {
                    1 + b % 4
                };
                let reason = a % 6;
                out.push(switch(time, to, reason));
                let name = traceio::SwitchReason::from_code(reason).to_string();
                *x.switches.entry((cur, name)).or_default() += 1;
                cur = to;
            }
            4 => {
                // A collection: the collector reads every live object's first word, copies
                // the ones the bits of `a` keep, and unmaps the old space.
                gcs += 1;
                out.push(ev(time, event_id::GC_START, [0, 0, gcs, 0]));
                let to = 1 - space;
                let mut nb = SPACE[to];
                let mut kept = BTreeMap::new();
                for (i, (&addr, (size, threads))) in live.iter().enumerate() {
                    out.push(access(time, addr, 0));
                    *x.accesses.entry(None).or_default() += 1;
                    if (a.rotate_left(i as u32) ^ b) & 1 == 1 {
                        out.push(ev(time, event_id::COPY_SCALAR, [addr, nb, 0, 0]));
                        kept.insert(nb, (*size, threads.clone()));
                        nb += size;
                    } else {
                        done(threads, *size, &mut x);
                    }
                }
                out.push(ev(
                    time,
                    event_id::MEM_UNMAP,
                    [SPACE[space], 0x100_0000, 0, 0],
                ));
                out.push(ev(time + 1, event_id::GC_END, [0, 0, gcs, 0]));
                time += 1;
                live = kept;
                space = to;
                bump = nb;
            }
            _ => {
                // Stack traffic holding a reference: no object is used.
                let v = live.keys().next().copied().unwrap_or(0);
                out.push(access(time, 0x7ffb_0000 + 4 * (a % 256), v));
                *x.accesses.entry(Some(cur)).or_default() += 1;
            }
        }
    }
    for (size, threads) in live.values() {
        done(threads, *size, &mut x);
    }
    (out, x)
}

fn u(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a count: {v}"))
}

fn observed(tables: &[Table]) -> Expected {
    let mut x = Expected::default();
    for r in &table(tables, AnalyzerTable::ThreadEscape).rows {
        x.by_threads.insert(u(&r[0]) as usize, (u(&r[1]), u(&r[2])));
    }
    for r in &table(tables, AnalyzerTable::Threads).rows {
        if let Some(id) = r[0].as_u64() {
            if u(&r[7]) > 0 {
                x.allocated.insert(id as u32, (u(&r[7]), u(&r[8])));
            }
        }
    }
    for r in &table(tables, AnalyzerTable::ThreadAccesses).rows {
        if u(&r[2]) > 0 {
            x.accesses
                .insert(r[0].as_u64().map(|id| id as u32), u(&r[2]));
        }
    }
    for r in &table(tables, AnalyzerTable::ThreadSwitches).rows {
        let reason = r[2].as_str().unwrap().to_string();
        x.switches.insert((u(&r[0]) as u32, reason), u(&r[3]));
    }
    x
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn thread_sets_agree_with_a_naive_model(
        ops in prop::collection::vec((any::<u8>(), any::<u32>(), any::<u32>()), 1..300)
    ) {
        let (recs, expected) = stream(&ops);
        let classes = ClassDump::parse(CLASS_DUMP, std::path::Path::new("class.dump")).unwrap();
        let mut an = Analyzer::new(&classes, &FeatureDump::default(), &Selection::default()).unwrap();
        for r in &recs {
            an.process(r);
        }
        let tables = an.finish().unwrap();
        if expected.switches.is_empty() {
            prop_assert!(thread_tables(&tables).is_empty());
        } else {
            prop_assert_eq!(observed(&tables), expected);
            // Instructions of the threads and the collector add up to the trace's span.
            let last = recs.last().map_or(0, Record::time);
            let sum: u64 = table(&tables, AnalyzerTable::Threads).rows.iter().map(|r| u(&r[2])).sum();
            prop_assert_eq!(sum, last);
        }
    }
}
