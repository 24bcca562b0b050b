//! Each collection's pause in cycles (`gc_timeline`) and the minimum mutator utilisation
//! curve (`mmu`) on real runs, against what simrun itself reports: jess -s0 under
//! semispace on a 128 KiB heap (13 full collections) and pseudojbb -s0 under Appel on
//! 512 KiB (minor and major collections).
//!
//! - The pauses add up to stats.json's `sim_cycle.gc` and, kind by kind, to
//!   `sim_cycle.gc_<kind>`; their instructions to `sim_num_insn.gc`.
//! - Each pause equals the sum of intervals.csv's `cycles` over its collection's rows
//!   (simrun's live clock against the analyzer's replay, collection by collection).
//! - The MMU curve runs from the shortest pause (utilisation 0) to the whole run, whose
//!   utilisation is the mutator's share of `sim_cycle` (and of `sim_num_insn`).
//! - Replayed with other latencies (`--cache`), the pauses are those of a cache-mode run
//!   made with them: a latency sweep needs no new run.
//! - `cachesim --out`'s pauses.csv, replaying the trace under the run's latencies and
//!   others, lists the analyzer's pauses and the other latencies' cache-mode run's.
//! - Under `--window=1` the pauses and the MMU curve are the measured window's, against
//!   simrun's windows.csv (its `sim_cycle`, mutator share and collections).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn simrun(dir: &Path, mode: &str, flags: &[&str], vm: &[&str], bench: &str) {
    e2e::run(
        Command::new(e2e::simrun())
            .args([
                "-q",
                "--reproducible",
                "--interval",
                "1000000",
                "--mode",
                mode,
            ])
            .arg("--out")
            .arg(dir)
            .args(flags)
            .arg("jvm")
            .args(vm)
            .args([bench, "-s0"]),
    );
}

/// The JSON report of `traceanalyze ARGS TRACE`.
fn analyze(trace: &Path, args: &[&str]) -> Value {
    let out = e2e::run(
        Command::new(e2e::traceanalyze())
            .args(["-q", "--format", "json"])
            .args(args)
            .arg(trace),
    );
    serde_json::from_str(&out).expect("JSON report")
}

/// Column `key` (a file key) of table `name`, one value per row.
fn column(report: &Value, name: &str, key: &str) -> Vec<Value> {
    let t = e2e::table(report, name);
    let i = t["keys"]
        .as_array()
        .unwrap()
        .iter()
        .position(|k| k == key)
        .unwrap_or_else(|| panic!("no key {key} in {name}"));
    t["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r[i].clone())
        .collect()
}

fn ints(v: &[Value]) -> Vec<u64> {
    v.iter()
        .map(|x| x.as_u64().unwrap_or_else(|| panic!("not a count: {x}")))
        .collect()
}

/// intervals.csv's collections: the cycles and instructions of each run of consecutive
/// `gc-*` rows, with its phase label.
fn interval_pauses(dir: &Path) -> Vec<(String, u64, u64)> {
    let text = std::fs::read_to_string(dir.join("intervals.csv")).unwrap();
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at = |k: &str| head.iter().position(|h| *h == k).unwrap();
    let (insns, cycles, phase) = (at("insns"), at("cycles"), at("gc_phase"));
    let mut out: Vec<(String, u64, u64)> = Vec::new();
    let (mut prev_insns, mut in_gc) = (0u64, false);
    for l in lines {
        let f: Vec<&str> = l.split(',').collect();
        let (i, c, p) = (
            f[insns].parse::<u64>().unwrap(),
            f[cycles].parse::<u64>().unwrap(),
            f[phase],
        );
        if p == "mutator" {
            in_gc = false;
        } else {
            if !in_gc {
                out.push((p.to_string(), 0, 0));
            }
            in_gc = true;
            let last = out.last_mut().unwrap();
            last.1 += c;
            last.2 += i - prev_insns;
        }
        prev_insns = i;
    }
    out
}

/// The checks of the module doc on the trace-mode run in `dir`; the pauses in cycles.
fn check_run(dir: &Path, kinds: &[&str]) -> Vec<u64> {
    let stats = e2e::stats(dir);
    let s = |k: &str| *stats.get(k).unwrap_or_else(|| panic!("no {k}")) as u64;
    let plots = dir.join("plots");
    let report = analyze(
        &dir.join("trace.bz2"),
        &["--plots", plots.to_str().unwrap()],
    );
    let kind = column(&report, "gc_timeline", "kind");
    let cycles = ints(&column(&report, "gc_timeline", "duration_cycles"));
    let insns = ints(&column(&report, "gc_timeline", "duration_insns"));
    let (start, end) = (
        ints(&column(&report, "gc_timeline", "start_cycles")),
        ints(&column(&report, "gc_timeline", "end_cycles")),
    );
    assert!(cycles.len() >= 2, "collections: {}", cycles.len());
    assert_eq!(cycles.iter().sum::<u64>(), s("sim_cycle.gc"));
    assert_eq!(insns.iter().sum::<u64>(), s("sim_num_insn.gc"));
    for k in kinds {
        let of_kind: u64 = cycles
            .iter()
            .zip(&kind)
            .filter(|(_, x)| x.as_str() == Some(k))
            .map(|(c, _)| c)
            .sum();
        assert!(of_kind > 0, "no {k} collection");
        assert_eq!(of_kind, s(&format!("sim_cycle.gc_{k}")), "{k}");
    }
    for i in 0..cycles.len() {
        assert_eq!(end[i] - start[i], cycles[i]);
        assert!(
            cycles[i] >= insns[i],
            "a pause takes at least an instruction's cycle each"
        );
        if i > 0 {
            assert!(start[i] >= end[i - 1], "pauses in time order");
        }
    }
    // simrun's live clock (intervals.csv), collection by collection.
    let live = interval_pauses(dir);
    assert_eq!(live.len(), cycles.len());
    for (i, (phase, c, n)) in live.iter().enumerate() {
        assert_eq!(
            *phase,
            format!("gc-{}", kind[i].as_str().unwrap()),
            "gc {i}"
        );
        assert_eq!(
            (*c, *n),
            (cycles[i], insns[i]),
            "gc {i}: intervals.csv against the replay"
        );
    }
    // The MMU curve: from the shortest pause to the whole run.
    let w = ints(&column(&report, "mmu", "window_cycles"));
    let m: Vec<f64> = column(&report, "mmu", "mmu_cycles_share")
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    assert!(w.len() >= 20 && w.len() <= 30, "{} windows", w.len());
    assert!(w.windows(2).all(|p| p[0] < p[1]), "windows grow: {w:?}");
    assert_eq!(w[0], *cycles.iter().min().unwrap());
    assert_eq!(m[0], 0.0, "a window the length of the shortest pause");
    assert_eq!(*w.last().unwrap(), s("sim_cycle"));
    assert_eq!(
        *m.last().unwrap(),
        s("sim_cycle.mutator") as f64 / s("sim_cycle") as f64
    );
    assert!(m.iter().all(|x| (0.0..=1.0).contains(x)));
    let wi = ints(&column(&report, "mmu", "window_insns"));
    let mi = column(&report, "mmu", "mmu_insns_share");
    assert_eq!(*wi.last().unwrap(), s("sim_num_insn"));
    assert_eq!(
        mi.last().unwrap().as_f64().unwrap(),
        s("sim_num_insn.mutator") as f64 / s("sim_num_insn") as f64
    );
    let svg = std::fs::read_to_string(plots.join("mmu.svg")).expect("mmu.svg");
    assert!(svg.contains("Minimum mutator utilisation") && svg.contains("window (cycles"));
    // Without the replay: instructions only.
    let plain = analyze(&dir.join("trace.bz2"), &["--no-cycles"]);
    assert!(column(&plain, "gc_timeline", "duration_cycles")
        .iter()
        .all(Value::is_null));
    assert_eq!(
        column(&plain, "gc_timeline", "duration_insns"),
        column(&report, "gc_timeline", "duration_insns")
    );
    // Its run ends at the last record instead of `sim_num_insn` (the end of the
    // instruction stream, which only the replay reads): a few instructions apart.
    let plain_mi = column(&plain, "mmu", "mmu_insns_share");
    assert_eq!(plain_mi.len(), mi.len());
    for (a, b) in plain_mi.iter().zip(&mi) {
        assert!(
            (a.as_f64().unwrap() - b.as_f64().unwrap()).abs() < 1e-4,
            "{a} {b}"
        );
    }
    cycles
}

/// `--window=1`: the MMU curve runs from the window's shortest pause to the window, whose
/// utilisation is the mutator's share of the window in simrun's windows.csv, in cycles
/// and in instructions.
fn check_window(dir: &Path) {
    let text = std::fs::read_to_string(dir.join("windows.csv")).expect("windows.csv");
    let w: BTreeMap<&str, f64> = text
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect::<Vec<_>>())
        .filter(|f| f[0] == "1")
        .map(|f| (f[4], f[5].parse().unwrap()))
        .collect();
    let s = |k: &str| *w.get(k).unwrap_or_else(|| panic!("no {k}")) as u64;
    let report = analyze(&dir.join("trace.bz2"), &["--window=1"]);
    let cycles = ints(&column(&report, "gc_timeline", "duration_cycles"));
    assert_eq!(cycles.len() as u64, s("sim_num_gcs"));
    assert_eq!(cycles.iter().sum::<u64>(), s("sim_cycle.gc"));
    let wc = ints(&column(&report, "mmu", "window_cycles"));
    let mc = column(&report, "mmu", "mmu_cycles_share");
    assert!(wc.len() >= 20, "{} windows", wc.len());
    assert_eq!(wc[0], *cycles.iter().min().unwrap());
    assert_eq!(mc[0].as_f64(), Some(0.0));
    assert_eq!(*wc.last().unwrap(), s("sim_cycle"));
    assert_eq!(
        mc.last().unwrap().as_f64().unwrap(),
        s("sim_cycle.mutator") as f64 / s("sim_cycle") as f64
    );
    let wi = ints(&column(&report, "mmu", "window_insns"));
    let mi = column(&report, "mmu", "mmu_insns_share");
    assert_eq!(*wi.last().unwrap(), s("sim_num_insn"));
    assert_eq!(
        mi.last().unwrap().as_f64().unwrap(),
        s("sim_num_insn.mutator") as f64 / s("sim_num_insn") as f64
    );
    // Not the whole run's curve.
    let stats = e2e::stats(dir);
    assert!(*wc.last().unwrap() < stats["sim_cycle"] as u64);
}

#[test]
fn semispace_pauses_are_the_gc_cycles_and_the_mmu_runs_to_the_mutator_share() {
    let dir = e2e::work_dir("pauses-semispace");
    let run = dir.join("trace");
    simrun(
        &run,
        "trace",
        &[],
        &["-X:gc=semispace", "-X:h=128k"],
        "jess",
    );
    check_run(&run, &["full"]);
    check_window(&run);
}

#[test]
fn appel_pauses_by_kind_and_under_other_latencies() {
    let dir = e2e::work_dir("pauses-appel");
    let run = dir.join("trace");
    let vm = ["-X:gc=appel", "-X:h=512k"];
    simrun(&run, "trace", &[], &vm, "pseudojbb");
    let default = check_run(&run, &["minor", "major"]);
    // Other latencies: the replay against a cache-mode run made with them.
    let lat = ["-mem:lat", "100:4", "-cache:dl2lat", "10", "-tlb:lat", "50"];
    let cache = dir.join("cache");
    simrun(&cache, "cache", &lat, &vm, "pseudojbb");
    let report = analyze(&run.join("trace.bz2"), &["--cache", &lat.join(" ")]);
    let cycles = ints(&column(&report, "gc_timeline", "duration_cycles"));
    let live: Vec<u64> = interval_pauses(&cache).iter().map(|p| p.1).collect();
    assert_eq!(cycles, live);
    let stats: BTreeMap<String, f64> = e2e::stats(&cache);
    assert_eq!(cycles.iter().sum::<u64>(), stats["sim_cycle.gc"] as u64);
    assert!(
        cycles.iter().zip(&default).all(|(a, b)| a > b),
        "slower memory, longer pauses"
    );
    // cachesim's pauses.csv: the default latencies' pauses are the analyzer's timeline
    // (start, end and duration in cycles), the other latencies' the cache-mode run's.
    let out = dir.join("sweep");
    e2e::run(
        Command::new(e2e::build_bin("cache", "cachesim"))
            .args(["--out", out.to_str().unwrap()])
            .args(["--config", "", "--config", &lat.join(" ")])
            .arg(run.join("trace.bz2")),
    );
    let text = std::fs::read_to_string(out.join("pauses.csv")).unwrap();
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    let ids: Vec<&str> = {
        let mut v: Vec<&str> = rows.iter().map(|r| r[0]).collect();
        v.dedup();
        v
    };
    assert_eq!(ids.len(), 2);
    let of = |id: &str, c: usize| -> Vec<u64> {
        rows.iter()
            .filter(|r| r[0] == id)
            .map(|r| r[c].parse().unwrap())
            .collect()
    };
    let report = analyze(&run.join("trace.bz2"), &[]);
    assert_eq!(of(ids[0], 8), default);
    assert_eq!(
        of(ids[0], 6),
        ints(&column(&report, "gc_timeline", "start_cycles"))
    );
    assert_eq!(
        of(ids[0], 7),
        ints(&column(&report, "gc_timeline", "end_cycles"))
    );
    let kinds: Vec<String> = rows
        .iter()
        .filter(|r| r[0] == ids[0])
        .map(|r| r[2].to_string())
        .collect();
    let want: Vec<String> = column(&report, "gc_timeline", "kind")
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, want);
    assert_eq!(of(ids[1], 8), live);
}
