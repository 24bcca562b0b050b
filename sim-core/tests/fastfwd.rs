//! `simrun --fastfwd N` on real runs of the guest VM (jess -s0 under semispace in 128 KiB:
//! 13 full collections).
//!
//! Oracles, none of them the fast-forward itself:
//! - `--fastfwd 0` is no fast-forward: every file byte for byte;
//! - the whole run's trace, cut at instruction N: its records from N on (times moved by
//!   N) are the fast-forwarded run's, but for the levels that served them (the caches
//!   start cold at N); its instruction stream from N on, replayed into a cold hierarchy,
//!   gives the fast-forwarded run's statistics of every cache and TLB; its GC events give
//!   each phase's instructions, loads and stores inside [N, end) and the collections that
//!   reach past N;
//! - `cachesim`'s replay of the fast-forwarded trace (the same statistics and phase lines)
//!   and the analyzer's pauses (their cycles add up to `sim_cycle.gc`).
//!
//! N is chosen inside a collection, so the switch lands in a GC phase.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use cache::replay::{run_steps, Step, StepBuilder};
use cache::{Hierarchy, HierarchyConfig};
use traceio::protocol::Decoded;
use traceio::{Access, Record, TraceReader};

const VM: [&str; 2] = ["-X:gc=semispace", "-X:h=128k"];

fn simrun(dir: &Path, mode: &str, flags: &[&str]) {
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
            .args(VM)
            .args(["jess", "-s0"]),
    );
}

/// Statistics as integers (rates dropped).
fn counts(dir: &Path) -> BTreeMap<String, u64> {
    e2e::stats(dir)
        .into_iter()
        .filter(|(_, v)| v.fract() == 0.0)
        .map(|(k, v)| (k, v as u64))
        .collect()
}

#[test]
fn fastfwd_zero_is_no_fastfwd() {
    let dir = e2e::work_dir("fastfwd-zero");
    simrun(&dir.join("plain"), "trace", &[]);
    simrun(&dir.join("zero"), "trace", &["--fastfwd", "0"]);
    for f in [
        "stats.txt",
        "stats.json",
        "intervals.csv",
        "trace.bz2",
        "class.dump",
        "feature.dump",
    ] {
        let a = std::fs::read(dir.join("plain").join(f)).unwrap();
        let b = std::fs::read(dir.join("zero").join(f)).unwrap();
        assert!(a == b, "{f} differs");
    }
    let config = |d: &str| -> serde_json::Value {
        let t = std::fs::read_to_string(dir.join(d).join("run.json")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&t).unwrap();
        v["config"].clone()
    };
    assert_eq!(config("plain"), config("zero"));
    assert!(config("plain").get("fastfwd").is_none());
}

/// The whole run's records and instruction stream as steps, each step with the
/// instruction it belongs to (a fetch run split at `n`).
fn steps_from(trace: &Path, n: u64) -> Vec<Step> {
    let r = TraceReader::open(trace).unwrap();
    let mut it = r.records();
    let mut b = StepBuilder::new();
    let mut all = Vec::new();
    while let Some(block) = it.next_block_flow() {
        let (records, flow) = block.unwrap();
        b.block(records, flow, &mut all).unwrap();
    }
    b.finish().unwrap();
    let mut fetched = 0u64;
    let mut out = Vec::new();
    for s in all {
        match s {
            Step::Fetch { pc, n: k } => {
                let (from, to) = (fetched, fetched + u64::from(k));
                fetched = to;
                if to > n {
                    let skip = n.saturating_sub(from) as u32;
                    out.push(Step::Fetch {
                        pc: pc.wrapping_add(4 * skip),
                        n: k - skip,
                    });
                }
            }
            // A data or control step belongs to the instruction fetched last.
            other if fetched > n => out.push(other),
            _ => {}
        }
    }
    out
}

#[test]
fn fastfwd_counts_the_measured_part_only() {
    let dir = e2e::work_dir("fastfwd-suffix");
    let whole = dir.join("whole");
    simrun(&whole, "trace", &[]);
    let w = counts(&whole);
    let (_, records) = e2e::records(&whole.join("trace.bz2"));
    // The GC phases of the whole run: (first instruction, end) of each collection.
    let mut gcs = Vec::new();
    let mut start = 0;
    for r in &records {
        if let Record::Event(e) = r {
            match e.decoded() {
                Decoded::GcStart { .. } => start = e.time + 1,
                Decoded::GcEnd { .. } => gcs.push((start, e.time + 1)),
                _ => {}
            }
        }
    }
    assert_eq!(gcs.len(), 13);
    // N inside the third collection.
    let (s3, e3) = gcs[2];
    let n = (s3 + e3) / 2;
    let ff = dir.join("ff");
    let nn = n.to_string();
    simrun(&ff, "trace", &["--fastfwd", &nn]);
    let f = counts(&ff);
    assert_eq!(f["sim_fastfwd_insns"], n);
    assert_eq!(f["sim_num_insn"] + n, w["sim_num_insn"]);

    // Loads, stores, instructions per phase of [n, end) from the whole run's records.
    let (mut loads, mut stores) = ([0u64; 2], [0u64; 2]);
    let in_gc = |t: u64| gcs.iter().any(|&(s, e)| s <= t && t < e);
    for r in &records {
        if let Record::Access(a) = r {
            if a.time >= n && !(a.size == 32 && a.value.is_none()) {
                let p = usize::from(in_gc(a.time));
                match a.kind {
                    traceio::AccessKind::Read => loads[p] += 1,
                    traceio::AccessKind::Write => stores[p] += 1,
                }
            }
        }
    }
    let gc_insns: u64 = gcs.iter().map(|&(s, e)| e.saturating_sub(s.max(n))).sum();
    let reaching = gcs.iter().filter(|&&(_, e)| e > n).count() as u64;
    assert_eq!(f["sim_num_loads.mutator"], loads[0]);
    assert_eq!(f["sim_num_loads.gc"], loads[1]);
    assert_eq!(f["sim_num_stores.mutator"], stores[0]);
    assert_eq!(f["sim_num_stores.gc"], stores[1]);
    assert_eq!(f["sim_num_insn.gc"], gc_insns);
    assert_eq!(f["sim_num_gcs"], reaching);
    assert_eq!(f["sim_num_gcs.gc_full"], reaching);
    assert_eq!(reaching, 11, "the third collection and the ten after it");

    // The records: the whole run's from n on, moved by n, but for who served them.
    let (_, ff_records) = e2e::records(&ff.join("trace.bz2"));
    let strip = |a: &Access, shift: u64| Access {
        time: a.time - shift,
        level: traceio::Level::L1,
        tlb_miss: false,
        ..*a
    };
    let want: Vec<Access> = records
        .iter()
        .filter_map(|r| match r {
            Record::Access(a) if a.time >= n => Some(strip(a, n)),
            _ => None,
        })
        .collect();
    let got: Vec<Access> = ff_records
        .iter()
        .filter_map(|r| match r {
            Record::Access(a) => Some(strip(a, 0)),
            _ => None,
        })
        .collect();
    assert!(got == want, "the measured part's accesses");
    // Every event is there (the functional part's at time 0).
    let events = |rs: &[Record]| rs.iter().filter(|r| matches!(r, Record::Event(_))).count();
    assert_eq!(events(&ff_records), events(&records));

    // Every cache and TLB: the whole run's stream from n on into a cold hierarchy.
    let mut h = Hierarchy::new(&HierarchyConfig::default()).unwrap();
    run_steps(&mut h, &steps_from(&whole.join("trace.bz2"), n));
    for c in h.stats().caches {
        for (stat, v) in [
            ("accesses", c.accesses),
            ("hits", c.hits),
            ("misses", c.misses),
            ("replacements", c.replacements),
            ("writebacks", c.writebacks),
            ("invalidations", c.invalidations),
        ] {
            let name = format!("{}.{stat}", c.name);
            assert_eq!(f[&name], v, "{name}");
        }
    }

    // cachesim's replay of the fast-forwarded trace: the same lines.
    let cachesim = e2e::build_bin("cache", "cachesim");
    let replayed = e2e::run(Command::new(&cachesim).arg(ff.join("trace.bz2")));
    let text = std::fs::read_to_string(ff.join("stats.txt")).unwrap();
    let mut n_lines = 0;
    for l in replayed.lines() {
        let name = l.split_whitespace().next().unwrap_or("");
        if name == "sim_elapsed_time" || name == "sim_inst_rate" {
            continue;
        }
        assert!(
            text.lines().any(|t| t == l),
            "replay line not in stats.txt: {l}"
        );
        n_lines += 1;
    }
    assert!(n_lines > 150, "{n_lines}");

    // The analyzer's pauses add up to the collector's cycles; the collections of the
    // functional part are there with none.
    let out = e2e::run(
        Command::new(e2e::traceanalyze())
            .args(["-q", "--format", "json"])
            .arg(ff.join("trace.bz2")),
    );
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let t = e2e::table(&report, "gc_timeline");
    let rows = t["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 13);
    let cyc = e2e::col(t, "pause (cycles)");
    let pauses: Vec<u64> = rows.iter().map(|r| r[cyc].as_u64().unwrap()).collect();
    assert_eq!(pauses.iter().sum::<u64>(), f["sim_cycle.gc"]);
    assert_eq!(pauses.iter().filter(|&&p| p == 0).count(), 2);
}
