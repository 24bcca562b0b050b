//! The analyzer's replay of the whole hierarchy (issues 20 and 21), end to end on jess -s0
//! compiled by the baseline compiler (`-X:exec=baseline`):
//! - `traceanalyze --methods --three-c` on the trace: its `replay` table equals the run's
//!   stats.txt for every level (and the instruction, load, store and dcbz counts); the
//!   fetches and I-L1 misses per method and VM function add up to `sim_num_insn` and
//!   `il1.misses`, compiled methods take some of both; the L2's 3C stream is the L2's
//!   lookups (`ul2.accesses`), its classes adding up to `ul2.misses`;
//! - `traceanalyze --cache FLAGS` on the same trace (a unified L1 over small caches) equals
//!   `simrun --mode cache` with those flags, level by level;
//! - `traceanalyze --layout FILE` replays the whole hierarchy twice: a layout that moves
//!   nothing changes no miss, under the run's hierarchy (where "before" is the run's own
//!   verdict) and under the unified L1 (where the fetches share the data's L1), and the
//!   "before" columns do not depend on the layout.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use e2e::{col, run, table};
use serde_json::Value;

const FLAGS: &str = "-cache:dl1 dl1:32:32:2:l -cache:il1 dl1 -cache:dl2 ul2:128:64:4:f \
                     -tlb:dtlb dtlb:8:4096:2:l";

fn simrun(dir: &Path, mode: &str, flags: &str) {
    run(Command::new(e2e::simrun())
        .args(["-q", "--reproducible", "--mode", mode, "--out"])
        .arg(dir)
        .args(flags.split_whitespace())
        .args(["jvm", "-X:exec=baseline", "jess", "-s0"]));
}

fn analyze(trace: &Path, args: &[&str]) -> Value {
    let out = run(Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json"])
        .args(args)
        .arg(trace));
    serde_json::from_str(&out).expect("JSON report")
}

fn rows(t: &Value) -> &Vec<Value> {
    t["rows"].as_array().expect("rows")
}

/// The integer statistics of stats.txt a replay knows: every level's counters and the
/// instruction, load, store and dcbz counts.
fn stats_txt(dir: &Path) -> BTreeMap<String, u64> {
    let text = std::fs::read_to_string(dir.join("stats.txt")).expect("stats.txt");
    let known = [
        "sim_num_insn",
        "sim_num_loads",
        "sim_num_stores",
        "sim_num_dcbz",
    ];
    text.lines()
        .filter_map(|l| {
            let mut f = l.split_whitespace();
            let (k, v) = (f.next()?, f.next()?);
            let counter = ["accesses", "hits", "misses", "replacements", "writebacks"]
                .iter()
                .chain(&["invalidations"])
                .any(|c| k.ends_with(&format!(".{c}")));
            if !(counter || known.contains(&k)) {
                return None;
            }
            Some((k.to_string(), v.parse().ok()?))
        })
        .collect()
}

/// The `replay` table as statistic → value, without the count stats.txt does not have.
fn replayed(report: &Value) -> BTreeMap<String, u64> {
    let t = table(report, "replay");
    rows(t)
        .iter()
        .filter(|r| r[0] != "sim_num_cache_control")
        .map(|r| (r[0].as_str().unwrap().to_string(), r[1].as_u64().unwrap()))
        .collect()
}

#[test]
fn replayed_levels_and_methods_agree_with_the_runs() {
    let dir = e2e::work_dir("e2e-levels");
    let trace_dir = dir.join("trace");
    simrun(&trace_dir, "trace", "");
    let trace = trace_dir.join("trace.bz2");
    let stats = stats_txt(&trace_dir);
    assert!(stats.contains_key("ul2.misses") && stats.contains_key("itlb.hits"));

    let report = analyze(&trace, &["--methods", "--three-c"]);
    assert_eq!(replayed(&report), stats, "replay table against stats.txt");

    // Per method and VM function: every fetch and every I-L1 miss, once.
    let t = table(&report, "methods");
    let sum = |c: &str, kind: Option<&str>| -> u64 {
        rows(t)
            .iter()
            .filter(|r| kind.map_or(true, |k| r[col(t, "kind")] == k))
            .map(|r| r[col(t, c)].as_u64().unwrap())
            .sum()
    };
    assert_eq!(sum("fetches", None), stats["sim_num_insn"]);
    assert_eq!(sum("il1_misses", None), stats["il1.misses"]);
    assert!(sum("fetches", Some("compiled")) > 0, "compiled code ran");
    assert!(sum("il1_misses", Some("compiled")) > 0);
    assert!(sum("fetches", Some("vm")) > 0, "the VM's own code ran");
    // Every fetch has an owner: the code space's routines are named by their CODE events
    // (not taken for the ELF's last size-0 symbol, `_fini`, which only runs at exit).
    assert_eq!(sum("fetches", Some("unknown")), 0, "code without an owner");
    let fetches_of = |name: &str| {
        rows(t)
            .iter()
            .find(|r| r[0] == name)
            .map_or(0, |r| r[col(t, "fetches")].as_u64().unwrap())
    };
    for routine in ["glue", "new", "newarray", "array clone"] {
        let f = fetches_of(&format!("(code space) {routine}"));
        assert!(f > 0, "the code space's {routine} routine ran: {f} fetches");
    }
    assert!(fetches_of("_fini") < 100, "_fini holds only its own code");
    let totals = table(&report, "methods_totals");
    let compiled = &rows(totals)[0];
    assert_eq!(compiled[0], "compiled");
    assert!(compiled[col(totals, "code_bytes")].as_u64().unwrap() > 0);
    let fp = table(&report, "code_footprint");
    let last = rows(fp).last().expect("footprint rows");
    assert_eq!(
        last[col(fp, "code_bytes_installed")],
        compiled[col(totals, "code_bytes")]
    );
    let fetched: u64 = rows(fp)
        .iter()
        .map(|r| r[col(fp, "fetches")].as_u64().unwrap())
        .sum();
    assert_eq!(fetched, stats["sim_num_insn"]);

    // The L2's 3C: its whole stream is its lookups, its classes its misses.
    let t = table(&report, "three_c");
    let l2 = rows(t).iter().find(|r| r[0] == "l2").expect("l2 row");
    let get = |c: &str| l2[col(t, c)].as_u64().unwrap();
    assert_eq!(get("accesses"), stats["ul2.accesses"]);
    assert_eq!(get("misses"), stats["ul2.misses"]);
    assert_eq!(
        get("compulsory_misses") + get("capacity_misses") + get("conflict_misses"),
        stats["ul2.misses"]
    );

    // Data accesses with L2 fills (a dcbz reads nothing from the L2) are at most the fills.
    let t = table(&report, "three_c_l2_totals");
    let accesses = |name: &str| {
        let r = rows(t).iter().find(|r| r[0] == name).expect("totals row");
        r[col(t, "accesses")].as_u64().unwrap()
    };
    assert!(accesses("all accesses") <= accesses("fills for data accesses"));
    assert!(stats["sim_num_dcbz"] > 0, "jess zeroes with dcbz");

    // Another hierarchy from the same trace equals a cache-mode run with its flags.
    let cache_dir = dir.join("cache");
    simrun(&cache_dir, "cache", FLAGS);
    let other = analyze(&trace, &["--cache", FLAGS, "--three-c"]);
    let want = stats_txt(&cache_dir);
    assert_ne!(want, stats);
    assert_eq!(
        replayed(&other),
        want,
        "--cache against simrun --mode cache"
    );
    // Its unified L1's 3C stream holds the data accesses and every fetch.
    let t = table(&other, "three_c_l1_totals");
    let fetches = rows(t)
        .iter()
        .find(|r| r[0] == "instruction fetches")
        .expect("fetch row");
    assert_eq!(
        fetches[col(t, "accesses")].as_u64(),
        Some(want["sim_num_insn"])
    );

    // --layout: the second hierarchy receives every call the replayed one does (fetches,
    // fills, cache-control operations), so a layout that moves nothing changes nothing.
    let layout = |name: &str, text: &str, cache: Option<&str>| {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        let mut args = vec!["--layout", file.to_str().unwrap()];
        args.extend(cache.map(|f| ["--cache", f]).into_iter().flatten());
        analyze(&trace, &args)
    };
    let misses = |r: &Value, t: &Value, level: &str, which: &str| {
        r[col(t, &format!("{level}_misses_{which}"))]
            .as_u64()
            .unwrap()
    };
    for cache in [None, Some(FLAGS)] {
        let same = layout("same.txt", "java.lang.String value offset count\n", cache);
        let f = table(&same, "layout_fields");
        for r in rows(f) {
            assert_eq!(r[col(f, "old_offset_bytes")], r[col(f, "new_offset_bytes")]);
        }
        let moved = layout("moved.txt", "java.lang.String count hash value\n", cache);
        for name in ["layout", "layout_types", "layout_fields"] {
            let (t, m) = (table(&same, name), table(&moved, name));
            assert_eq!(rows(t).len(), rows(m).len());
            for r in rows(t) {
                // The same row of the other layout's table (layout_fields: its type and
                // field; the rows follow the new order).
                let key = &r.as_array().unwrap()[..2];
                let rm = rows(m)
                    .iter()
                    .find(|x| &x.as_array().unwrap()[..2] == key)
                    .expect("the same row");
                for level in ["l1", "l2"] {
                    let before = misses(r, t, level, "before");
                    assert_eq!(before, misses(r, t, level, "after"), "{name} {level} {r}");
                    if cache.is_none() {
                        assert_eq!(before, misses(r, t, level, "traced"), "{name} {r}");
                    }
                    assert_eq!(before, misses(rm, m, level, "before"), "{name} {rm}");
                }
            }
        }
        let all = &rows(table(&same, "layout"))[0];
        assert!(misses(all, table(&same, "layout"), "l1", "before") > 0);
    }
}
