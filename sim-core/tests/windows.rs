//! Statistics per measured window (windows.csv) on a real run: `tests/e2e/java/Windows.java`
//! on the guest VM in 128 KiB (three windows, each after a MARKER naming it, work and
//! collections inside and outside them, and a fourth window open at the exit).
//!
//! Oracles, none of them the windows' own bookkeeping:
//! - the trace, read naively: each window's bounds from its TRACE_ON/TRACE_OFF events, its
//!   instructions, loads, stores and `dcbz`s by phase (GC_START/GC_END), its collections;
//! - a replay of the trace's instruction stream into one hierarchy, read at every window
//!   and phase boundary: each window's counters of every cache and TLB, by phase;
//! - the whole run's statistics, which the windows' sums cannot exceed, and cache mode's
//!   windows.csv, the same byte for byte.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use cache::replay::{run_steps, Step, StepBuilder};
use cache::{Counters, Hierarchy, HierarchyConfig};
use traceio::protocol::Decoded;
use traceio::{AccessKind, Record, TraceReader};

fn simrun(dir: &Path, cls: &Path, mode: &str) {
    e2e::run(
        Command::new(e2e::simrun())
            .args(["-q", "--reproducible", "--mode", mode, "--out"])
            .arg(dir)
            .args(["jvm", "-X:h=128k", "-cp"])
            // without "..": a class path with ".." under /tmp is not found when the guest's
            // working directory is elsewhere in the checkout (noted for the sandbox's owner)
            .arg(std::fs::canonicalize(cls).unwrap())
            .arg("Windows"),
    );
}

/// windows.csv: per window its (start, end, marker) and statistics.
type Csv = BTreeMap<u64, ((u64, u64, String), BTreeMap<String, f64>)>;

fn read_csv(path: &Path) -> Csv {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("window,start_insns,end_insns,marker,name,value")
    );
    let mut out = Csv::new();
    for l in lines {
        let f: Vec<&str> = l.split(',').collect();
        assert_eq!(f.len(), 6, "{l}");
        let n = |i: usize| f[i].parse::<u64>().unwrap();
        let e = out
            .entry(n(0))
            .or_insert_with(|| ((n(1), n(2), f[3].to_string()), BTreeMap::new()));
        assert_eq!(e.0, (n(1), n(2), f[3].to_string()));
        e.1.insert(f[4].to_string(), f[5].parse().unwrap());
    }
    out
}

/// Every level's counters of a hierarchy fed the trace's instruction stream, read before
/// the fetch of each instruction in `points` (sorted).
fn counters_at(trace: &Path, points: &[u64]) -> (Vec<String>, Vec<Vec<Counters>>) {
    let r = TraceReader::open(trace).unwrap();
    let mut h = Hierarchy::new(&HierarchyConfig::default()).unwrap();
    let names = h.stats().caches.into_iter().map(|c| c.name).collect();
    let mut it = r.records();
    let mut b = StepBuilder::new();
    let mut steps = Vec::new();
    let mut fetched = 0u64;
    let mut next = 0;
    let mut out = Vec::new();
    let read = |h: &Hierarchy, fetched: u64, next: &mut usize, out: &mut Vec<Vec<Counters>>| {
        while *next < points.len() && points[*next] <= fetched {
            assert_eq!(points[*next], fetched);
            out.push(h.counters());
            *next += 1;
        }
    };
    while let Some(block) = it.next_block_flow() {
        let (records, flow) = block.unwrap();
        steps.clear();
        b.block(records, flow, &mut steps).unwrap();
        for &s in &steps {
            match s {
                Step::Fetch { mut pc, mut n } => {
                    while n > 0 {
                        read(&h, fetched, &mut next, &mut out);
                        // Up to the next point, if it lies inside this run.
                        let k = match points.get(next) {
                            Some(&p) if p > fetched && p - fetched < u64::from(n) => {
                                (p - fetched) as u32
                            }
                            _ => n,
                        };
                        run_steps(&mut h, &[Step::Fetch { pc, n: k }]);
                        fetched += u64::from(k);
                        pc = pc.wrapping_add(4 * k);
                        n -= k;
                    }
                }
                other => run_steps(&mut h, &[other]),
            }
        }
    }
    b.finish().unwrap();
    read(&h, fetched, &mut next, &mut out);
    assert_eq!(out.len(), points.len(), "every point reached");
    (names, out)
}

#[test]
fn window_statistics_equal_the_trace_read_naively() {
    let dir = e2e::work_dir("windows");
    e2e::javac(&dir, "Windows");
    let cls = dir.join("cls");
    let run = dir.join("trace");
    simrun(&run, &cls, "trace");
    let csv = read_csv(&run.join("windows.csv"));
    let st = e2e::stats(&run);
    let total = st["sim_num_insn"] as u64;

    // The trace: windows (first instruction, end), collections (first, end), records.
    let (_, records) = e2e::records(&run.join("trace.bz2"));
    let (mut windows, mut gcs) = (Vec::new(), Vec::new());
    let (mut on, mut gc) = (None, None);
    for r in &records {
        if let Record::Event(e) = r {
            match e.decoded() {
                Decoded::TraceOn if on.is_none() => on = Some(e.time + 1),
                Decoded::TraceOff => windows.extend(on.take().map(|s| (s, e.time + 1))),
                Decoded::GcStart { .. } => gc = Some(e.time + 1),
                Decoded::GcEnd { .. } => gcs.extend(gc.take().map(|s| (s, e.time + 1))),
                _ => {}
            }
        }
    }
    windows.extend(on.map(|s| (s, total)));
    assert_eq!(windows.len(), 4);
    let in_gc = |t: u64| gcs.iter().any(|&(s, e)| s <= t && t < e);

    // Bounds, markers and the counts of the records.
    let mut sum_insns = 0;
    for (i, &(s, e)) in windows.iter().enumerate() {
        let (bounds, w) = &csv[&(i as u64 + 1)];
        let marker = if i < 3 {
            format!("window {i}")
        } else {
            String::new()
        };
        assert_eq!(*bounds, (s, e, marker), "window {}", i + 1);
        let get = |k: &str| w[k] as u64;
        let (mut loads, mut stores, mut dcbz) = ([0u64; 2], [0u64; 2], 0);
        for r in &records {
            if let Record::Access(a) = r {
                if s <= a.time && a.time < e {
                    let p = usize::from(in_gc(a.time));
                    match a.kind {
                        AccessKind::Write if a.size == 32 && a.value.is_none() => dcbz += 1,
                        AccessKind::Write => stores[p] += 1,
                        AccessKind::Read => loads[p] += 1,
                    }
                }
            }
        }
        let gc_insns: u64 = gcs
            .iter()
            .map(|&(gs, ge)| ge.min(e).saturating_sub(gs.max(s)))
            .sum();
        let started = gcs.iter().filter(|&&(gs, _)| s < gs && gs <= e).count() as u64;
        assert_eq!(get("sim_num_insn"), e - s);
        assert_eq!(get("sim_num_insn.gc"), gc_insns);
        assert_eq!(get("sim_num_loads.mutator"), loads[0]);
        assert_eq!(get("sim_num_loads.gc"), loads[1]);
        assert_eq!(get("sim_num_stores.mutator"), stores[0]);
        assert_eq!(get("sim_num_stores.gc"), stores[1]);
        assert_eq!(get("sim_num_dcbz"), dcbz);
        assert_eq!(get("sim_num_gcs"), started, "window {}", i + 1);
        assert_eq!(get("sim_num_gcs.gc_full"), started);
        assert!(started > 0 && gc_insns > 0, "window {} collects", i + 1);
        sum_insns += e - s;
    }
    let sum = |k: &str| csv.values().map(|(_, w)| w[k] as u64).sum::<u64>();
    assert_eq!(sum("sim_num_insn"), sum_insns);
    assert!(sum("sim_num_insn") < total);
    assert!(sum("sim_num_gcs") < st["sim_num_gcs"] as u64);
    assert!(sum("dl1.misses") < st["dl1.misses"] as u64);

    // Every cache and TLB, by phase: the replay read at every window and phase bound.
    let mut points: Vec<u64> = windows.iter().flat_map(|&(s, e)| [s, e]).collect();
    points.extend(gcs.iter().flat_map(|&(s, e)| [s, e]));
    points.sort();
    points.dedup();
    let (names, at) = counters_at(&run.join("trace.bz2"), &points);
    let mut checked = 0;
    for (i, &(s, e)) in windows.iter().enumerate() {
        let (_, w) = &csv[&(i as u64 + 1)];
        for (l, name) in names.iter().enumerate() {
            let mut by = [Counters::default(); 2];
            for k in 0..points.len() - 1 {
                let (a, b) = (points[k], points[k + 1]);
                if s <= a && b <= e {
                    by[usize::from(in_gc(a))].add_since(&at[k + 1][l], &at[k][l]);
                }
            }
            for (p, phase) in ["mutator", "gc"].iter().enumerate() {
                let c = by[p];
                for (stat, v) in [
                    ("accesses", c.hits + c.misses),
                    ("hits", c.hits),
                    ("misses", c.misses),
                    ("replacements", c.replacements),
                    ("writebacks", c.writebacks),
                    ("invalidations", c.invalidations),
                ] {
                    let k = format!("{name}.{stat}.{phase}");
                    assert_eq!(w[&k] as u64, v, "window {}: {k}", i + 1);
                    checked += 1;
                }
            }
            let whole = w[&format!("{name}.misses")] as u64;
            assert_eq!(whole, by[0].misses + by[1].misses);
        }
    }
    assert_eq!(checked, 4 * 5 * 2 * 6);

    // Cache mode: the same file.
    let cache_run = dir.join("cache");
    simrun(&cache_run, &cls, "cache");
    let a = std::fs::read(run.join("windows.csv")).unwrap();
    let b = std::fs::read(cache_run.join("windows.csv")).unwrap();
    assert!(a == b, "windows.csv of cache mode against trace mode");
}
