//! Heaps as multiples of each benchmark's minimum heap: `simstudy run` finds the minimum
//! of each benchmark and collector by bisection once, records it in `<out>/minheaps.json`,
//! runs each multiple of it, and reuses the record afterwards.

use std::path::Path;
use std::process::Command;

mod common;
use common::{simstudy_in, table};

/// jess -s0 under appel (fits the VM's smallest heap) and marksweep (does not: out of
/// memory in 128k), at 1x and 2x their minimum, in fast mode.
const STUDY: &str = r#"
name = "multiples"
benchmarks = ["jess"]
sizes = ["s0"]
collectors = ["appel", "marksweep"]
heaps = ["1x", "2x"]
modes = ["fast"]
"#;

/// Whether `simrun --mode fast jvm -X:gc=GC -X:h=KIBk jess -s0` exits 0.
fn fits(dir: &Path, gc: &str, kib: u64) -> bool {
    Command::new(e2e::simrun())
        .args(["--mode", "fast", "-q", "--force", "--out"])
        .arg(dir.join(format!("check-{gc}-{kib}")))
        .args(["jvm", &format!("-X:gc={gc}"), &format!("-X:h={kib}k")])
        .args(["jess", "-s0"])
        .output()
        .unwrap()
        .status
        .success()
}

#[test]
fn minimum_heaps_are_found_once_and_multiplied() {
    let tmp = tempfile::tempdir().unwrap();
    let study = tmp.path().join("multiples.toml");
    std::fs::write(&study, STUDY).unwrap();
    let s = study.to_str().unwrap();
    let out = tmp.path().join("out");
    let o_ = out.to_str().unwrap();

    // Before the study has run, the minimum heaps are unknown: merge says so.
    let o = simstudy_in(tmp.path(), &["merge", s, "--out", o_], &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("is not known yet"));

    let o = simstudy_in(tmp.path(), &["run", s, "--out", o_], &[]);
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        err.matches("minimum heap of jess -s0 under ").count(),
        2,
        "{err}"
    );

    // The record: one minimum per collector, on the bisection's 16 KiB grid, the smallest
    // that fits (checked here by running simrun at it and one step below).
    let rec: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("minheaps.json")).unwrap()).unwrap();
    let rec = rec.as_array().unwrap();
    assert_eq!(rec.len(), 2);
    let min = |gc: &str| {
        rec.iter()
            .find(|r| r["collector"] == gc)
            .and_then(|r| r["min_heap_kib"].as_u64())
            .unwrap()
    };
    let (appel, marksweep) = (min("appel"), min("marksweep"));
    assert_eq!(appel, 128, "appel runs jess -s0 in the VM's smallest heap");
    assert!(marksweep > 128 && marksweep % 16 == 0, "{marksweep}");
    assert!(fits(tmp.path(), "marksweep", marksweep));
    assert!(!fits(tmp.path(), "marksweep", marksweep - 16));

    // Four runs at 1x and 2x of each minimum, all done.
    let o = simstudy_in(tmp.path(), &["merge", s, "--out", o_], &[]);
    assert!(o.status.success());
    let (head, runs) = table(&out.join("merged/runs.csv"));
    assert!(head.contains(&"heap_multiple".to_string()));
    assert_eq!(runs.len(), 4);
    for r in &runs {
        assert_eq!(r["status"], "ok", "{r:?}");
        let m: f64 = r["heap_multiple"].parse().unwrap();
        let base = min(&r["collector"]);
        assert_eq!(r["min_heap_bytes"], (base << 10).to_string());
        assert_eq!(r["heap"], format!("{}k", (m * base as f64).ceil() as u64));
        assert_eq!(
            r["heap_bytes"],
            (((m * base as f64).ceil() as u64) << 10).to_string()
        );
        assert!(
            r["dir"].contains(&format!("-{}x-{}-", m, r["heap"])),
            "{r:?}"
        );
    }

    // Run again: nothing to find, nothing to run; the record is kept as it was.
    let before = std::fs::read(out.join("minheaps.json")).unwrap();
    let o = simstudy_in(tmp.path(), &["run", s, "--out", o_], &[]);
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("minimum heap of"), "{err}");
    assert!(err.contains("4 done (0 now, 4 before)"), "{err}");
    assert_eq!(std::fs::read(out.join("minheaps.json")).unwrap(), before);
}

/// The allocate-only plan's minimum heap is what the run allocates (one run in the VM's
/// largest heap reports it, a second checks it), not a bisection: jess -s0 under nogc
/// allocates about 270 KB, boot objects included; the minimum fits and a granule less
/// does not.
#[test]
fn nogc_minimum_heap_is_what_the_run_allocates() {
    let tmp = tempfile::tempdir().unwrap();
    let study = tmp.path().join("nogc.toml");
    std::fs::write(
        &study,
        STUDY
            .replace(r#"["appel", "marksweep"]"#, r#"["nogc"]"#)
            .replace(r#"["1x", "2x"]"#, r#"["1x"]"#),
    )
    .unwrap();
    let (s, out) = (study.to_str().unwrap(), tmp.path().join("out"));
    let o = simstudy_in(tmp.path(), &["run", s, "--out", out.to_str().unwrap()], &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("minimum heap of jess -s0 under nogc: "),
        "{err}"
    );
    assert!(err.contains("(2 runs, "), "{err}");
    let rec: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("minheaps.json")).unwrap()).unwrap();
    let kib = rec[0]["min_heap_kib"].as_u64().unwrap();
    assert!(kib > 256 && kib % 16 == 0, "{kib}");
    assert!(fits(tmp.path(), "nogc", kib));
    assert!(!fits(tmp.path(), "nogc", kib - 16));
}
