//! A multi-threaded guest program through the whole chain (issue 15): `simrun` in trace mode
//! runs `tests/e2e/java/ThreadChurn.java` (three allocating workers and a consumer on a
//! shared queue with wait/notify, a 128 KB heap so that it collects 7-22 times) under every
//! collector plan with the VM's `-X:stats`; its output must be the host JDK's, and
//! `traceanalyze --format json` reads the run directory:
//! - its totals equal the VM's own counts (objects and bytes allocated, collections by
//!   kind), as they do for single-threaded runs (analyzer/tests/real_runs.rs);
//! - its per-thread allocations add up to those totals (the collector allocates nothing);
//! - its switch counts add up to the THREAD_SWITCH events in the trace, every thread but
//!   main ends once, and class.dump names every thread;
//! - the trace keeps traceio's ordering rules (`Checker`), no switch inside a collection
//!   or a class dump included.

use std::process::{Command, Stdio};

use serde_json::Value;
use traceio::protocol::Decoded;
use traceio::Record;

fn table<'a>(report: &'a Value, name: &str) -> (Vec<String>, &'a Vec<Value>) {
    let t = report["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("no table {name}"));
    let cols = t["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    (cols, t["rows"].as_array().unwrap())
}

fn cell<'a>(cols: &[String], row: &'a Value, name: &str) -> &'a Value {
    let i = cols
        .iter()
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name}"));
    &row[i]
}

fn check(plan: &str) {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    e2e::javac(cwd, "ThreadChurn");
    let out = Command::new(e2e::simrun())
        .args([
            "--reproducible",
            "--out",
            "run",
            "jvm",
            "-X:h=128k",
            "-X:stats",
        ])
        .arg(format!("-X:gc={plan}"))
        .args(["-cp", "cls", "ThreadChurn"])
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{plan}: simrun failed:\n{stderr}"
    );
    let host = Command::new("java")
        .args(["-cp", "cls", "ThreadChurn"])
        .current_dir(cwd)
        .output()
        .expect("java");
    assert!(host.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&host.stdout),
        "{plan}: guest output equals the host JDK's"
    );
    let vm = e2e::kv_line(&stderr, "jvm: stats: ");
    assert!(vm["collections"] > 0, "{plan}: the run must collect");

    let dir = cwd.join("run");
    let an = Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json"])
        .arg(dir.join("trace.bz2"))
        .output()
        .expect("running traceanalyze");
    assert!(
        an.status.success(),
        "{plan}: traceanalyze failed:\n{}",
        String::from_utf8_lossy(&an.stderr)
    );
    let report: Value = serde_json::from_slice(&an.stdout).expect("JSON report");

    // Totals against the VM's counts.
    let (cols, _) = table(&report, "allocation");
    // The total is a summary row (text and JSON only; traceanalyze --tables leaves it out).
    let summary = report["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "allocation")
        .map(|t| t["summary"].as_array().unwrap().clone())
        .unwrap();
    let total = summary.iter().find(|r| r[0] == "total").expect("total row");
    assert_eq!(
        cell(&cols, total, "objects").as_u64(),
        Some(vm["alloc_objects"]),
        "{plan}"
    );
    assert_eq!(
        cell(&cols, total, "bytes").as_u64(),
        Some(vm["alloc_bytes"]),
        "{plan}"
    );
    let (_, kinds) = table(&report, "survival_by_kind");
    for kind in ["full", "minor", "major", "window"] {
        let got = kinds
            .iter()
            .find(|r| r[0] == kind)
            .map_or(0, |r| r[1].as_u64().unwrap());
        assert_eq!(got, vm[kind], "{plan}: {kind} collections");
    }

    // Per-thread allocations add up to the totals.
    let (cols, rows) = table(&report, "threads");
    let threads: Vec<&Value> = rows.iter().filter(|r| !r[0].is_null()).collect();
    assert!(
        threads.len() >= 3,
        "{plan}: main and at least two threads: {rows:?}"
    );
    let sum = |c: &str| -> u64 {
        threads
            .iter()
            .map(|r| cell(&cols, r, c).as_u64().unwrap())
            .sum()
    };
    assert_eq!(sum("objects allocated"), vm["alloc_objects"], "{plan}");
    assert_eq!(sum("bytes allocated"), vm["alloc_bytes"], "{plan}");
    for r in &threads {
        let name = cell(&cols, r, "name").as_str().unwrap_or("");
        assert!(
            !name.is_empty() && !name.starts_with('#'),
            "{plan}: unnamed thread {r:?}"
        );
    }

    // Switches against the trace's THREAD_SWITCH events.
    let (_, recs) = e2e::records(&dir.join("trace.bz2"));
    let mut checker = traceio::Checker::new();
    for r in &recs {
        checker.check(r);
    }
    let (violations, n) = checker.finish();
    assert_eq!(n, 0, "{plan}: ordering violations: {violations:?}");
    let switches = recs
        .iter()
        .filter(|r| matches!(r, Record::Event(e) if matches!(e.decoded(), Decoded::ThreadSwitch { .. })))
        .count() as u64;
    assert!(switches > 0, "{plan}: no THREAD_SWITCH in the trace");
    let (cols, rows) = table(&report, "thread_switches");
    let counted: u64 = rows
        .iter()
        .map(|r| cell(&cols, r, "switches").as_u64().unwrap())
        .sum();
    assert_eq!(
        counted, switches,
        "{plan}: switches in the report vs the trace"
    );
    let ended = rows
        .iter()
        .filter(|r| cell(&cols, r, "reason") == "ended")
        .map(|r| cell(&cols, r, "switches").as_u64().unwrap())
        .sum::<u64>();
    assert_eq!(
        ended,
        threads.len() as u64 - 1,
        "{plan}: every thread but main ends once"
    );
}

#[test]
fn threaded_run_semispace() {
    check("semispace");
}

#[test]
fn threaded_run_appel() {
    check("appel");
}

#[test]
fn threaded_run_marksweep() {
    check("marksweep");
}

#[test]
fn threaded_run_olderfirst() {
    check("olderfirst");
}
