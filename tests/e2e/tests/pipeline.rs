//! The whole run (issue 7): `simrun` in trace mode on the guest VM with a small workload
//! (`java/Churn.java` on a 1 MB heap: several collections in ~14 M instructions), checked
//! against oracles that do not come from the simulator:
//! - the host JDK's output of the same program (stdout);
//! - `bzip2 -t` (the trace is a valid bzip2 file);
//! - the VM's own event log (`-X:eventlog`): the trace's events are exactly those;
//! - counting: access records, split per 32-byte block, are the dl1 accesses; loads,
//!   stores and featured-page accesses add up to every reference executed;
//! - the heap: every allocation lies inside a space the collector later unmaps;
//! - determinism: the same command again gives byte-identical files.
//!
//! Plus the stop paths: `--max-insns`, Ctrl-C (SIGINT) and a guest killed by a signal all
//! leave a finished, readable trace and statistics.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use traceio::protocol::{self, Decoded};
use traceio::{FileEnd, Record};

fn simrun(cwd: &Path, args: &[&str]) -> Output {
    Command::new(e2e::simrun())
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("running simrun")
}

const ROUNDS: &str = "3000";

fn churn_args(out: &str) -> Vec<String> {
    [
        "--reproducible",
        "--out",
        out,
        "--interval",
        "1000000",
        "jvm",
        "-X:h=1",
        "-X:eventlog=ev.log",
        "-cp",
        "cls",
        "Churn",
        ROUNDS,
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

fn run_churn(cwd: &Path, out: &str) -> Output {
    let a = churn_args(out);
    let a: Vec<&str> = a.iter().map(String::as_str).collect();
    let o = simrun(cwd, &a);
    assert_eq!(
        o.status.code(),
        Some(0),
        "simrun failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    o
}

/// Blocks of `size` bytes at `addr` in a cache of 32-byte lines.
fn blocks(addr: u32, size: u32) -> u64 {
    let end = u64::from(addr) + u64::from(size.max(1)) - 1;
    end / 32 - u64::from(addr) / 32 + 1
}

#[test]
fn churn_trace_run_is_complete_consistent_and_deterministic() {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    e2e::javac(cwd, "Churn");
    let host = Command::new("java")
        .args(["-cp", "cls", "Churn", ROUNDS])
        .current_dir(cwd)
        .output()
        .expect("java");
    assert!(host.status.success());

    let o = run_churn(cwd, "out1");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&host.stdout),
        "guest output equals the host JDK's"
    );
    let dir = cwd.join("out1");
    for f in [
        "trace.bz2",
        "class.dump",
        "feature.dump",
        "stats.txt",
        "stats.json",
        "intervals.csv",
    ] {
        assert!(dir.join(f).is_file(), "{f} in the run directory");
    }

    // bzip2 accepts the trace.
    let t = Command::new("bzip2")
        .arg("-t")
        .arg(dir.join("trace.bz2"))
        .status()
        .expect("bzip2 must be installed: tools/setup.sh installs it");
    assert!(t.success(), "bzip2 -t rejects the trace");

    let (reader, recs) = e2e::records(&dir.join("trace.bz2"));
    assert_eq!(reader.end(), FileEnd::Finished);
    let h = reader.header();
    assert_eq!(h.guest, "jvm");
    assert_eq!(h.benchmark, format!("Churn {ROUNDS}"));
    assert_eq!(h.cache_config, cache_default_flags());
    let cd = traceio::dump::ClassDump::open(dir.join("class.dump")).expect("class.dump");
    assert_eq!(
        h.object_model,
        Some(cd.model),
        "header's object model is the VM's"
    );

    // Ordering rules (times never decrease, no featured-page access, values on words).
    let mut checker = traceio::Checker::new();
    for r in &recs {
        checker.check(r);
    }
    let (violations, n) = checker.finish();
    assert_eq!(n, 0, "ordering violations: {violations:?}");

    // Counting against the statistics.
    let st = e2e::stats(&dir);
    let accesses: Vec<&traceio::Access> = recs
        .iter()
        .filter_map(|r| match r {
            Record::Access(a) => Some(a),
            Record::Event(_) => None,
        })
        .collect();
    let dl1_blocks: u64 = accesses
        .iter()
        .map(|a| blocks(a.addr, u32::from(a.size)))
        .sum();
    assert_eq!(dl1_blocks as f64, st["dl1.accesses"], "dl1 accesses");
    assert_eq!(
        accesses.len() as f64,
        st["sim_num_loads"] + st["sim_num_stores"] + st["sim_num_dcbz"]
    );
    assert_eq!(
        st["sim_num_loads"] + st["sim_num_stores"] + st["sim_num_featured_refs"],
        st["sim_num_refs"],
        "every reference is modelled or featured"
    );
    assert!(st["sim_num_featured_refs"] > 0.0);
    let reads = accesses
        .iter()
        .filter(|a| a.kind == traceio::AccessKind::Read)
        .count();
    assert_eq!(reads as f64, st["sim_num_loads"]);
    assert_eq!(recs.len() as f64, st["sim_trace_records"]);
    let memory = accesses
        .iter()
        .filter(|a| a.level == traceio::Level::Memory)
        .count() as f64;
    // An access served by memory missed dl1 (and ul2); misses also count splits and dcbz.
    assert!(memory > 0.0 && memory <= st["ul2.misses"]);
    let tlb = accesses.iter().filter(|a| a.tlb_miss).count() as f64;
    assert!(tlb > 0.0 && tlb <= st["dtlb.misses"]);
    let last = recs.last().unwrap().time();
    assert!(last < st["sim_num_insn"] as u64);

    // Events: exactly the VM's own log, in order.
    let events: Vec<traceio::Event> = recs
        .iter()
        .filter_map(|r| match r {
            Record::Event(e) => Some(*e),
            Record::Access(_) => None,
        })
        .collect();
    let log = e2e::event_log(&cwd.join("ev.log"));
    // The log holds the six page words of each event as the VM stored them (FEATURE_END as
    // 0); the protocol makes the event from them as the simulator does on FEATURE_END.
    let expected: Vec<(u8, [u32; 4])> = log
        .iter()
        .map(|w| {
            let e = protocol::commit(0, w).expect("the log has no event of id 0");
            (e.id, e.payload)
        })
        .collect();
    let got: Vec<(u8, [u32; 4])> = events.iter().map(|e| (e.id, e.payload)).collect();
    assert_eq!(got.len(), expected.len(), "event count equals the VM's log");
    assert_eq!(got, expected, "events equal the VM's log");
    let decoded: Vec<Decoded> = events.iter().map(traceio::Event::decoded).collect();
    let gcs = decoded
        .iter()
        .filter(|d| matches!(d, Decoded::GcStart { .. }))
        .count();
    assert!(gcs >= 2, "the workload collects at least twice ({gcs})");
    assert_eq!(gcs as f64, st["sim_num_gcs"]);

    // Every NEW object lies inside a heap space (the spaces the collector unmaps).
    let spaces: Vec<(u64, u64)> = decoded
        .iter()
        .filter_map(|d| match *d {
            Decoded::MemUnmap { start, len } => {
                Some((u64::from(start), u64::from(start) + u64::from(len)))
            }
            _ => None,
        })
        .collect();
    let mut news = 0;
    for d in &decoded {
        if let Decoded::New { addr, size, .. } = *d {
            news += 1;
            let (a, size) = (u64::from(addr), u64::from(size));
            assert!(size > 0, "{d:?}: size");
            assert!(
                spaces.iter().any(|&(lo, hi)| lo <= a && a + size <= hi),
                "{d:?} outside every heap space {spaces:x?}"
            );
        }
    }
    assert!(news > 3 * 3000, "allocations seen: {news}");

    // intervals.csv adds up to the totals.
    let iv = std::fs::read_to_string(dir.join("intervals.csv")).unwrap();
    let mut lines = iv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| head.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    assert!(rows.len() >= 10, "a row per million instructions");
    let sum = |name: &str| -> f64 {
        rows.iter()
            .map(|r| r[col(name)].parse::<f64>().unwrap())
            .sum()
    };
    assert_eq!(sum("loads"), st["sim_num_loads"]);
    assert_eq!(sum("dl1_misses"), st["dl1.misses"]);
    assert_eq!(sum("gcs"), st["sim_num_gcs"]);
    assert_eq!(
        rows.last().unwrap()[0].parse::<f64>().unwrap(),
        st["sim_num_insn"]
    );
    for r in &rows {
        assert!(
            [
                "mutator",
                "gc-full",
                "gc-minor",
                "gc-major",
                "gc-window",
                "gc-other"
            ]
            .contains(&r[col("gc_phase")]),
            "{r:?}"
        );
    }

    // The same command again: byte-identical files.
    let first_log = std::fs::read(cwd.join("ev.log")).unwrap();
    std::fs::rename(&dir, cwd.join("first")).unwrap();
    run_churn(cwd, "out1");
    for f in [
        "trace.bz2",
        "class.dump",
        "feature.dump",
        "stats.txt",
        "stats.json",
        "intervals.csv",
    ] {
        let a = std::fs::read(cwd.join("first").join(f)).unwrap();
        let b = std::fs::read(dir.join(f)).unwrap();
        assert!(a == b, "{f} differs between two runs of the same command");
    }
    assert_eq!(first_log, std::fs::read(cwd.join("ev.log")).unwrap());
}

fn cache_default_flags() -> &'static str {
    "-cache:dl1 dl1:128:32:8:l -cache:il1 il1:128:32:8:l -cache:dl2 ul2:512:64:8:r \
-cache:il2 dl2 -tlb:dtlb dtlb:64:4096:2:l -tlb:itlb itlb:64:4096:2:l"
}

/// The stop paths leave finished, readable files.
#[test]
fn instruction_limit_leaves_a_finished_trace() {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    e2e::javac(cwd, "Churn");
    let o = simrun(
        cwd,
        &[
            "--max-insns",
            "3000000",
            "--out",
            "lim",
            "jvm",
            "-cp",
            "cls",
            "Churn",
            "100000",
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(124),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let dir = cwd.join("lim");
    let (reader, recs) = e2e::records(&dir.join("trace.bz2"));
    assert_eq!(reader.end(), FileEnd::Finished);
    assert!(!recs.is_empty());
    assert!(recs.last().unwrap().time() < 3_000_000);
    let st = e2e::stats(&dir);
    assert_eq!(st["sim_num_insn"], 3_000_000.0);
    assert_eq!(recs.len() as f64, st["sim_trace_records"]);
}

#[test]
fn ctrl_c_stops_cleanly() {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    e2e::javac(cwd, "Churn");
    let child = Command::new(e2e::simrun())
        .args(["--out", "int", "jvm", "-cp", "cls", "Churn", "100000000"])
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the run is under way (intervals.csv has a first row), then interrupt.
    let iv = cwd.join("int/intervals.csv");
    let start = std::time::Instant::now();
    while std::fs::read_to_string(&iv).map_or(0, |s| s.lines().count()) < 2 {
        assert!(start.elapsed().as_secs() < 120, "no progress");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("interrupted"), "{err}");
    let dir = cwd.join("int");
    let (reader, recs) = e2e::records(&dir.join("trace.bz2"));
    assert_eq!(reader.end(), FileEnd::Finished);
    let st = e2e::stats(&dir);
    assert_eq!(recs.len() as f64, st["sim_trace_records"]);
    assert!(st["sim_num_insn"] >= 10_000_000.0);
}

#[test]
fn guest_killed_by_a_signal_leaves_valid_files() {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    let bin = e2e::repo().join("guests/conformance/bin/killed.static");
    let o = simrun(
        cwd,
        &[
            "--mode",
            "trace",
            "--out",
            "k",
            bin.to_str().unwrap(),
            "segv",
        ],
    );
    assert_eq!(o.status.code(), Some(139));
    let dir = cwd.join("k");
    let (reader, recs) = e2e::records(&dir.join("trace.bz2"));
    assert_eq!(reader.end(), FileEnd::Finished);
    assert!(!recs.is_empty());
    let st = e2e::stats(&dir);
    assert_eq!(recs.len() as f64, st["sim_trace_records"]);
}
