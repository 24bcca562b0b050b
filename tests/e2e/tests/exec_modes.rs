//! The whole chain under both execution modes of the guest VM (issue 21): `simrun` in
//! trace mode runs jess -s0 on a 256 KB heap (it collects) interpreted (`-X:exec=interp`)
//! and compiled (`-X:exec=baseline`), with the VM's `-X:stats`, and `traceanalyze --format
//! json` reads each run directory:
//! - the two modes print the same output (the benchmark's checksums and `OK`);
//! - under each, the analyzer's totals equal the VM's own counts (objects and bytes
//!   allocated, collections by kind, objects and bytes copied, bytes left in the heap);
//! - under baseline, the trace's CODE events are the VM's `-X:exec-stats` (one per compiled
//!   method, their sizes adding up to its code bytes), each naming a method of class.dump
//!   at a distinct address; interpreted, there are none;
//! - the compiled run executes fewer guest instructions than the interpreted one;
//! - the two modes' traces carry the same events in the same order (every allocation,
//!   allocation site, collection, copy, free, unmap and marker, payloads included), CODE
//!   events aside: compiled code must change the VM's own memory traffic, never what the
//!   program does to its objects. Also under marksweep, appel and olderfirst (under
//!   olderfirst the compiled run's heap sits lower, after the code space: its addresses
//!   are compared by their order of first appearance).

use std::collections::{HashMap, HashSet};
use std::process::{Command, Stdio};

use e2e::{col, kv_line, summary, table};
use serde_json::Value;
use traceio::protocol::{CodeRoutine, Decoded};
use traceio::Record;

struct Run {
    stdout: String,
    insns: f64,
    /// (method id, address, size) of every CODE event of a method, in order.
    code: Vec<(u32, u32, u32)>,
    /// (routine, address, size) of every CODE event of a code-space routine, in order.
    routines: Vec<(CodeRoutine, u32, u32)>,
    exec: Option<HashMap<String, u64>>,
    methods: HashSet<u32>,
    /// Every event but CODE, in order.
    events: Vec<Decoded>,
}

/// `simrun --mode trace jvm -X:gc=PLAN -X:h=HEAP -X:stats -X:exec=MODE jess -s0` in
/// `cwd`, checked against the analyzer.
fn run(cwd: &std::path::Path, mode: &str, plan: &str, heap: &str) -> Run {
    let out_dir = format!("run-{plan}-{mode}");
    let mut args = vec![
        "--reproducible".to_string(),
        "--out".into(),
        out_dir.clone(),
        "jvm".into(),
        format!("-X:gc={plan}"),
        format!("-X:h={heap}"),
        "-X:stats".into(),
        format!("-X:exec={mode}"),
    ];
    if mode == "baseline" {
        args.push("-X:exec-stats".into());
    }
    args.extend(["jess".into(), "-s0".into()]);
    let out = Command::new(e2e::simrun())
        .args(&args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{mode}: simrun failed:\n{stderr}"
    );
    let vm = kv_line(&stderr, "jvm: stats: ");
    assert!(vm["collections"] > 0, "{mode}: the run must collect");
    let exec = (mode == "baseline").then(|| kv_line(&stderr, "jvm: exec: "));

    let dir = cwd.join(&out_dir);
    let an = Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json"])
        .arg(dir.join("trace.bz2"))
        .output()
        .expect("running traceanalyze");
    assert!(
        an.status.success(),
        "{mode}: traceanalyze failed:\n{}",
        String::from_utf8_lossy(&an.stderr)
    );
    let report: Value = serde_json::from_slice(&an.stdout).expect("JSON report");

    // The analyzer's totals against the VM's counts.
    let al = table(&report, "allocation");
    assert_eq!(
        summary(al, Some("total"), "objects"),
        vm["alloc_objects"],
        "{mode}: objects allocated"
    );
    assert_eq!(
        summary(al, Some("total"), "bytes"),
        vm["alloc_bytes"],
        "{mode}: bytes allocated"
    );
    let kinds = table(&report, "survival_by_kind")["rows"]
        .as_array()
        .unwrap();
    for kind in ["full", "minor", "major", "window"] {
        let got = kinds
            .iter()
            .find(|r| r[0] == kind)
            .map_or(0, |r| r[1].as_u64().unwrap());
        assert_eq!(got, vm[kind], "{mode}: {kind} collections");
    }
    let dc = table(&report, "dead_copied");
    assert_eq!(summary(dc, None, "copied"), vm["copied_objects"], "{mode}");
    assert_eq!(
        summary(dc, None, "copied bytes"),
        vm["copied_bytes"],
        "{mode}"
    );
    let comp = table(&report, "heap_composition");
    let end = comp["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r[0] == "end")
        .expect("end row");
    // marksweep's `used` counts size-class cells (and large-object blocks), not bytes of
    // objects.
    if plan != "marksweep" {
        assert_eq!(
            end[col(comp, "live bytes")].as_u64(),
            Some(vm["heap_used"]),
            "{mode}: bytes in the heap at the end"
        );
    }

    let (_, recs) = e2e::records(&dir.join("trace.bz2"));
    let mut code = Vec::new();
    let mut routines = Vec::new();
    let mut events = Vec::new();
    for r in &recs {
        if let Record::Event(e) = r {
            match e.decoded() {
                Decoded::Code {
                    method,
                    addr,
                    size,
                    routine: CodeRoutine::Method,
                } => code.push((method, addr, size)),
                Decoded::Code {
                    addr,
                    size,
                    routine,
                    ..
                } => routines.push((routine, addr, size)),
                d => events.push(d),
            }
        }
    }
    let cd = traceio::dump::ClassDump::open(dir.join("class.dump")).expect("class.dump");
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        insns: e2e::stats(&dir)["sim_num_insn"],
        code,
        routines,
        exec,
        methods: cd.methods.iter().map(|m| m.method_id).collect(),
        events,
    }
}

/// `events` with every heap address replaced by the order of its first appearance.
fn by_first_appearance(events: &[Decoded]) -> Vec<Decoded> {
    let mut seen: HashMap<u32, u32> = HashMap::new();
    let mut id = |a: u32| {
        let n = seen.len() as u32;
        *seen.entry(a).or_insert(n)
    };
    events
        .iter()
        .map(|&d| match d {
            Decoded::New {
                addr,
                type_id,
                size,
                array_length,
            } => Decoded::New {
                addr: id(addr),
                type_id,
                size,
                array_length,
            },
            Decoded::Copy { from, to, array } => Decoded::Copy {
                from: id(from),
                to: id(to),
                array,
            },
            Decoded::Free { addr, size } => Decoded::Free {
                addr: id(addr),
                size,
            },
            Decoded::MemUnmap { start, len } => Decoded::MemUnmap {
                start: id(start),
                len,
            },
            Decoded::Death { .. } => panic!("no DEATH events expected: {d:?}"),
            d => d,
        })
        .collect()
}

/// The first difference between two event sequences, for a readable failure.
fn first_difference(a: &[Decoded], b: &[Decoded]) -> Option<String> {
    if let Some(i) = a.iter().zip(b).position(|(x, y)| x != y) {
        return Some(format!("event {i}: {:?} vs {:?}", a[i], b[i]));
    }
    (a.len() != b.len()).then(|| format!("{} vs {} events", a.len(), b.len()))
}

#[test]
fn jess_interpreted_and_compiled_agree_with_the_vm() {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    let interp = run(cwd, "interp", "semispace", "256k");
    let base = run(cwd, "baseline", "semispace", "256k");

    assert!(interp.stdout.contains("OK"), "{}", interp.stdout);
    assert_eq!(base.stdout, interp.stdout, "same output under both modes");

    assert!(interp.code.is_empty(), "CODE events when interpreting");
    let exec = base.exec.as_ref().unwrap();
    assert!(exec["compiled"] > 0);
    assert_eq!(
        base.code.len() as u64,
        exec["compiled"],
        "one CODE per method"
    );
    let bytes: u64 = base.code.iter().map(|c| u64::from(c.2)).sum();
    assert_eq!(
        bytes, exec["code_bytes"],
        "CODE sizes add up to the code bytes"
    );
    let mut addrs = HashSet::new();
    for &(method, addr, size) in &base.code {
        assert!(
            base.methods.contains(&method),
            "CODE of unknown method {method}"
        );
        assert!(
            size > 0 && addr % 4 == 0,
            "CODE {method} at {addr:#x}, {size} bytes"
        );
        assert!(addrs.insert(addr), "two methods at {addr:#x}");
    }
    // The code space's routines: each made once, none where a method is; jess -s0 makes
    // all four (an array clone among its allocations).
    let mut kinds: Vec<CodeRoutine> = base.routines.iter().map(|r| r.0).collect();
    kinds.sort();
    assert_eq!(
        kinds,
        [
            CodeRoutine::Glue,
            CodeRoutine::NewScalar,
            CodeRoutine::NewArray,
            CodeRoutine::ArrayClone
        ],
        "the code space's routines"
    );
    for &(r, addr, size) in &base.routines {
        assert!(size > 0 && addr % 4 == 0, "{r} at {addr:#x}, {size} bytes");
        assert!(addrs.insert(addr), "{r} at a method's address {addr:#x}");
    }
    assert!(interp.routines.is_empty(), "routines when interpreting");

    assert!(
        base.insns < interp.insns,
        "compiled {} vs interpreted {} instructions",
        base.insns,
        interp.insns
    );
    assert_eq!(
        first_difference(&interp.events, &base.events),
        None,
        "the same events under both modes"
    );
}

/// The events agree under the other three collectors too (jess -s0 on a heap that makes
/// each collect, as `sim-core/tests/jvm_collectors.rs`), and so do the analyzer's totals
/// with the VM's under each mode.
#[test]
fn jess_events_agree_between_modes_under_every_collector() {
    let tmp = tempfile::tempdir().unwrap();
    for plan in ["marksweep", "appel", "olderfirst"] {
        let interp = run(tmp.path(), "interp", plan, "192k");
        let base = run(tmp.path(), "baseline", plan, "192k");
        assert_eq!(base.stdout, interp.stdout, "{plan}: same output");
        let (a, b) = if plan == "olderfirst" {
            (
                by_first_appearance(&interp.events),
                by_first_appearance(&base.events),
            )
        } else {
            (interp.events, base.events)
        };
        assert!(a.len() > 1000, "{plan}: {} events", a.len());
        assert_eq!(first_difference(&a, &b), None, "{plan}: the same events");
    }
}
