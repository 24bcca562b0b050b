//! Statistics split by GC phase (`cache::phase`), on real runs of the guest VM: jess -s0
//! under a semispace heap of 128 KiB (13 full collections) and pseudojbb -s0 under Appel's
//! generational plan in 512 KiB (two minor collections and a major one; jess -s0 makes no
//! major collection under Appel in any heap it runs in), each recorded once in trace mode
//! and once in cache mode.
//!
//! Oracles, none of them the split itself:
//! - a naive model of the trace: the records in order, a phase switched by each GC_START
//!   and GC_END event; a collection's instructions are `GC_END.time - GC_START.time`, the
//!   accesses between the two events its loads, stores and `dcbz`s;
//! - the analyzer's GC timeline (`traceanalyze`'s `gc_timeline` table): each collection's
//!   duration, summed per kind;
//! - the whole run's figures, which every phase family must add up to exactly;
//! - intervals.csv, read as a file: a row ends at every phase change (no row holds two
//!   phases), its label is the phase the naive model says, and its rows add up per phase;
//! - the same run in cache mode (the same statistics and rows) and `cachesim`'s replay of
//!   the trace (the same phase lines, byte for byte);
//! - cycles (`cache::timing`): the default latencies applied by hand to the run's and each
//!   phase's figures, and a replay with other latencies against a cache-mode run with
//!   them (a latency sweep without a new run).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use traceio::protocol::{Decoded, GcKind};
use traceio::{AccessKind, Record};

/// The phase suffix of stats.txt (`cache::phase::Phase::name`), written out here.
fn suffix(kind: Option<GcKind>) -> &'static str {
    match kind {
        None => "mutator",
        Some(GcKind::Full) => "gc_full",
        Some(GcKind::Minor) => "gc_minor",
        Some(GcKind::Major) => "gc_major",
        Some(GcKind::Window) => "gc_window",
        Some(GcKind::Other(_)) => "gc_other",
    }
}

/// intervals.csv's label of a phase.
fn label(kind: Option<GcKind>) -> String {
    suffix(kind).replace('_', "-")
}

fn simrun(dir: &Path, mode: &str, vm: &[&str], bench: &str) {
    simrun_with(dir, mode, &[], vm, bench);
}

fn simrun_with(dir: &Path, mode: &str, flags: &[&str], vm: &[&str], bench: &str) {
    e2e::run(
        Command::new(e2e::simrun())
            .args([
                "-q",
                "--reproducible",
                "--interval",
                "500000",
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

/// A phase change: the first instruction of the new phase, the new phase.
type Change = (u64, Option<GcKind>);

/// What the naive model counts per phase suffix.
#[derive(Default, Debug, PartialEq)]
struct Naive {
    insns: u64,
    loads: u64,
    stores: u64,
    dcbz: u64,
    gcs: u64,
}

/// The naive model over the trace: counts per phase suffix, and every phase change as
/// (first instruction of the new phase, new phase).
fn naive(records: &[Record], insns: u64) -> (BTreeMap<&'static str, Naive>, Vec<Change>) {
    let mut by: BTreeMap<&'static str, Naive> = BTreeMap::new();
    let mut phase: Option<GcKind> = None;
    let mut start = 0;
    let mut changes = Vec::new();
    for r in records {
        match r {
            Record::Access(a) => {
                let n = by.entry(suffix(phase)).or_default();
                match a.kind {
                    // dcbz: the only 32-byte access, a block write without a value.
                    AccessKind::Write if a.size == 32 && a.value.is_none() => n.dcbz += 1,
                    AccessKind::Write => n.stores += 1,
                    AccessKind::Read => n.loads += 1,
                }
            }
            Record::Event(e) => match e.decoded() {
                Decoded::GcStart { kind, .. } => {
                    assert!(phase.is_none(), "a collection inside a collection");
                    phase = Some(kind);
                    start = e.time;
                    by.entry(suffix(phase)).or_default().gcs += 1;
                    changes.push((e.time + 1, phase));
                }
                Decoded::GcEnd { .. } => {
                    let kind = phase.take().expect("GC_END inside a collection");
                    by.entry(suffix(Some(kind))).or_default().insns += e.time - start;
                    changes.push((e.time + 1, None));
                }
                _ => {}
            },
        }
    }
    assert!(phase.is_none(), "the run ends outside a collection");
    let gc: u64 = by
        .iter()
        .filter(|(k, _)| **k != "mutator")
        .map(|(_, n)| n.insns)
        .sum();
    by.entry("mutator").or_default().insns = insns - gc;
    (by, changes)
}

/// The statistics of stats.txt whose name ends in a phase suffix, as lines.
fn phase_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| {
            let name = l.split_whitespace().next().unwrap_or("");
            let last = name.rsplit('.').next().unwrap_or("");
            name.contains('.') && (last == "mutator" || last == "gc" || last.starts_with("gc_"))
        })
        .collect()
}

fn check(dir: &Path, bench: &str, vm: &[&str], kinds: &[GcKind]) {
    let trace_dir = dir.join("trace");
    simrun(&trace_dir, "trace", vm, bench);
    let st = e2e::stats(&trace_dir);
    let get = |k: &str| -> u64 {
        let v = *st.get(k).unwrap_or_else(|| panic!("no statistic {k}"));
        v as u64
    };
    let listed: Vec<&str> = kinds.iter().map(|&k| suffix(Some(k))).collect();
    assert!(get("sim_num_gcs") >= 2, "the heap makes the VM collect");

    // Every phase family adds up to the whole run's figure, and `gc` to its kinds.
    let levels: Vec<String> = st
        .keys()
        .filter_map(|k| k.strip_suffix(".misses").map(str::to_string))
        .collect();
    assert!(levels.len() >= 5, "{levels:?}");
    let mut families: Vec<String> = [
        "sim_num_insn",
        "sim_num_loads",
        "sim_num_stores",
        "sim_num_dcbz",
    ]
    .map(String::from)
    .to_vec();
    for l in &levels {
        for c in [
            "accesses",
            "hits",
            "misses",
            "replacements",
            "writebacks",
            "invalidations",
        ] {
            families.push(format!("{l}.{c}"));
        }
    }
    for f in &families {
        let (m, gc) = (get(&format!("{f}.mutator")), get(&format!("{f}.gc")));
        assert_eq!(m + gc, get(f), "{f}: mutator + gc");
        let kinds_sum: u64 = listed.iter().map(|k| get(&format!("{f}.{k}"))).sum();
        assert_eq!(kinds_sum, gc, "{f}: the kinds add up to gc");
    }
    for k in ["gc_full", "gc_minor", "gc_major", "gc_window", "gc_other"] {
        assert_eq!(
            st.contains_key(&format!("sim_num_insn.{k}")),
            listed.contains(&k),
            "{k} is listed exactly when such collections ran"
        );
    }
    let gcs: u64 = listed
        .iter()
        .map(|k| get(&format!("sim_num_gcs.{k}")))
        .sum();
    assert_eq!(gcs, get("sim_num_gcs"));
    assert!(get("dl1.misses.gc") > 0 && get("dl1.misses.mutator") > 0);

    // The naive model of the trace.
    let (_, records) = e2e::records(&trace_dir.join("trace.bz2"));
    let (by, changes) = naive(&records, get("sim_num_insn"));
    assert_eq!(changes.len() as u64, 2 * get("sim_num_gcs"));
    for (phase, n) in &by {
        assert_eq!(
            n.insns,
            get(&format!("sim_num_insn.{phase}")),
            "insns {phase}"
        );
        assert_eq!(
            n.loads,
            get(&format!("sim_num_loads.{phase}")),
            "loads {phase}"
        );
        assert_eq!(
            n.stores,
            get(&format!("sim_num_stores.{phase}")),
            "stores {phase}"
        );
        assert_eq!(
            n.dcbz,
            get(&format!("sim_num_dcbz.{phase}")),
            "dcbz {phase}"
        );
        if *phase != "mutator" {
            assert_eq!(n.gcs, get(&format!("sim_num_gcs.{phase}")), "gcs {phase}");
        }
    }

    // The analyzer's GC timeline: durations summed per kind.
    let out = e2e::run(
        Command::new(e2e::traceanalyze())
            .args(["-q", "--format", "json"])
            .arg(trace_dir.join("trace.bz2")),
    );
    let report: serde_json::Value = serde_json::from_str(&out).expect("JSON report");
    let t = e2e::table(&report, "gc_timeline");
    let mut timeline: BTreeMap<String, u64> = BTreeMap::new();
    for r in t["rows"].as_array().unwrap() {
        let kind = r[e2e::col(t, "kind")].as_str().unwrap().to_string();
        *timeline.entry(format!("gc_{kind}")).or_default() +=
            r[e2e::col(t, "duration")].as_u64().unwrap();
    }
    let ours: BTreeMap<String, u64> = listed
        .iter()
        .map(|k| (k.to_string(), get(&format!("sim_num_insn.{k}"))))
        .collect();
    assert_eq!(ours, timeline, "collector instructions against gc_timeline");

    // intervals.csv: a row ends at every change, each row lies in one phase (the naive
    // model's), and the rows of a phase add up to its statistics.
    let iv = std::fs::read_to_string(trace_dir.join("intervals.csv")).unwrap();
    let mut lines = iv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let col = |name: &str| head.iter().position(|h| *h == name).unwrap();
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    let num = |r: &Vec<&str>, c: &str| -> u64 { r[col(c)].parse().unwrap() };
    let ends: Vec<u64> = rows.iter().map(|r| num(r, "insns")).collect();
    for &(at, _) in &changes {
        assert!(ends.contains(&at), "no row ends at the change at {at}");
    }
    let mut sums: BTreeMap<String, BTreeMap<&str, u64>> = BTreeMap::new();
    let mut prev = 0;
    for r in &rows {
        let end = num(r, "insns");
        assert!(end > prev, "rows in order, none empty: {r:?}");
        assert!(
            !changes.iter().any(|&(at, _)| prev < at && at < end),
            "the row {prev}..{end} holds a phase change"
        );
        let phase = changes
            .iter()
            .rfind(|&&(at, _)| at <= prev)
            .and_then(|&(_, p)| p);
        assert_eq!(r[col("gc_phase")], label(phase), "row {prev}..{end}");
        let mut add = |s: &str| {
            let m = sums.entry(s.to_string()).or_default();
            *m.entry("insns").or_default() += end - prev;
            for c in &head[1..head.len() - 1] {
                *m.entry(c).or_default() += num(r, c);
            }
        };
        add(suffix(phase));
        if phase.is_some() {
            add("gc");
        }
        prev = end;
    }
    assert_eq!(prev, get("sim_num_insn"));
    // Each collection's pause: the cycles of its run of rows, one run per collection.
    let mut pauses = Vec::new();
    let mut open = false;
    for r in &rows {
        let gc = r[col("gc_phase")] != "mutator";
        if gc && !open {
            pauses.push(0);
        }
        if gc {
            *pauses.last_mut().unwrap() += num(r, "cycles");
        }
        open = gc;
    }
    assert_eq!(pauses.len() as u64, get("sim_num_gcs"));
    assert_eq!(pauses.iter().sum::<u64>(), get("sim_cycle.gc"));
    assert!(pauses.iter().all(|&p| p > 0));
    for (phase, m) in &sums {
        assert_eq!(m["insns"], get(&format!("sim_num_insn.{phase}")), "{phase}");
        assert_eq!(
            m["loads"],
            get(&format!("sim_num_loads.{phase}")),
            "{phase}"
        );
        assert_eq!(
            m["stores"],
            get(&format!("sim_num_stores.{phase}")),
            "{phase}"
        );
        for l in &levels {
            let c = format!("{l}_misses");
            assert_eq!(
                m[c.as_str()],
                get(&format!("{l}.misses.{phase}")),
                "{c} {phase}"
            );
        }
        let gcs = if phase == "mutator" {
            0
        } else if phase == "gc" {
            get("sim_num_gcs")
        } else {
            get(&format!("sim_num_gcs.{phase}"))
        };
        assert_eq!(
            m["gcs"], gcs,
            "a collection counts in its own rows: {phase}"
        );
        assert_eq!(
            m["cycles"],
            get(&format!("sim_cycle.{phase}")),
            "cycles {phase}"
        );
    }

    // Cache mode: the same statistics (but the trace's record count) and rows.
    let cache_dir = dir.join("cache");
    simrun(&cache_dir, "cache", vm, bench);
    let mut cst = e2e::stats(&cache_dir);
    let mut tst = st.clone();
    tst.remove("sim_trace_records");
    cst.remove("sim_trace_records");
    assert_eq!(cst, tst, "cache mode against trace mode");
    let civ = std::fs::read_to_string(cache_dir.join("intervals.csv")).unwrap();
    assert_eq!(civ, iv, "intervals.csv of cache mode against trace mode");

    // The replay of the trace: the same phase lines.
    let cachesim = e2e::build_bin("cache", "cachesim");
    let replayed = e2e::run(Command::new(&cachesim).arg(trace_dir.join("trace.bz2")));
    let text = std::fs::read_to_string(trace_dir.join("stats.txt")).unwrap();
    let ours = phase_lines(&text);
    assert!(ours.len() > 100, "{}", ours.len());
    assert_eq!(
        phase_lines(&replayed),
        ours,
        "cachesim's replay against the run"
    );

    // Cycles of the default model (CPI 1, 1-cycle L1s, 6 per ul2 lookup, 18 + 2 * 7 per
    // 64-byte block to or from memory, 30 per TLB miss) by hand, for the run and every
    // phase listed.
    let mut suffixes = vec![String::new(), ".mutator".into(), ".gc".into()];
    suffixes.extend(listed.iter().map(|k| format!(".{k}")));
    for p in &suffixes {
        let g = |s: &str| get(&format!("{s}{p}"));
        let want = g("sim_num_insn")
            + 6 * g("ul2.accesses")
            + 32 * (g("ul2.misses") + g("ul2.writebacks"))
            + 30 * (g("itlb.misses") + g("dtlb.misses"));
        assert_eq!(g("sim_cycle"), want, "sim_cycle{p}");
    }
    assert_eq!(
        get("sim_cycle.mutator") + get("sim_cycle.gc"),
        get("sim_cycle")
    );
    // Other latencies: the replay of the same trace equals a run made with them.
    let flags = ["-mem:lat", "100:4", "-tlb:lat", "7", "-cache:dl2lat", "11"];
    let slow_dir = dir.join("slow");
    simrun_with(&slow_dir, "cache", &flags, vm, bench);
    let slow = std::fs::read_to_string(slow_dir.join("stats.txt")).unwrap();
    let replayed = e2e::run(
        Command::new(&cachesim)
            .args(flags)
            .arg(trace_dir.join("trace.bz2")),
    );
    let cycles = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("sim_cycle") || l.starts_with("sim_CPI"))
            .map(String::from)
            .collect()
    };
    assert_eq!(cycles(&slow).len(), 2 * suffixes.len());
    assert_eq!(
        cycles(&replayed),
        cycles(&slow),
        "a latency sweep by replay"
    );
    assert_ne!(
        cycles(&slow),
        cycles(&text),
        "the latencies change the cycles"
    );
}

#[test]
fn semispace_collections_split_exactly() {
    let dir = e2e::work_dir("phase-semispace");
    check(
        &dir,
        "jess",
        &["-X:gc=semispace", "-X:h=128k"],
        &[GcKind::Full],
    );
}

#[test]
fn generational_minor_and_major_collections_split_exactly() {
    let dir = e2e::work_dir("phase-appel");
    check(
        &dir,
        "pseudojbb",
        &["-X:gc=appel", "-X:h=512k"],
        &[GcKind::Minor, GcKind::Major],
    );
}
