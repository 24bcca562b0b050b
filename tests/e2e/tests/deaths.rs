//! Exact deaths through the whole chain (issue 18): the eight benchmarks at -s0 run under
//! `simrun --mode trace` with `-X:deaths=brute`, so each trace holds both the VM's root
//! reports and its brute-force DEATH oracle; `traceanalyze` computes every object's death
//! by Merlin from the trace and compares it with the oracle object by object. Every object
//! must agree (boot objects, whose slots the trace cannot show, are taken as roots: when the
//! oracle finds one unreachable only at the final step, Merlin gives it at-exit at the same
//! step, which the analyzer counts as agreement and reports apart), every reference store
//! must be followed, and every reference read must agree with the shadow graph.
//!
//! The collectors rotate over the benchmarks (each plan twice) to keep CI time low;
//! `DEATHS_ALL_PLANS=1` runs every benchmark under every plan. Compiled code
//! (`-X:exec=baseline`: root reports from compiled frames' GC maps) is checked the same way
//! on four benchmarks, one per plan, and must find the very deaths the interpreter finds.

use std::process::{Command, Stdio};

use serde_json::Value;

use sim_core::benchmarks::BENCHMARKS;
use sim_core::plans::COLLECTING as PLANS;

/// The `exact_deaths` summary of a JSON report, as (what, count) pairs.
fn summary(report: &Value) -> Vec<(String, Value)> {
    let t = e2e::table(report, "exact_deaths");
    t["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r[0].as_str().unwrap().trim().to_string(), r[1].clone()))
        .collect()
}

fn get(s: &[(String, Value)], what: &str) -> u64 {
    s.iter()
        .find(|(w, _)| w.starts_with(what))
        .unwrap_or_else(|| panic!("no row {what:?} in {s:?}"))
        .1
        .as_u64()
        .unwrap_or_else(|| panic!("row {what:?} is not a count"))
}

/// Runs `bench` at -s0 under `plan` and `exec`, checks Merlin against the oracle, and gives
/// the `exact_deaths` summary.
fn check(bench: &str, plan: &str, exec: &str) -> Vec<(String, Value)> {
    check_with(bench, plan, exec, &[]).0
}

/// `check` with more VM options (`vm`: a heap size, say); also gives the whole report.
fn check_with(bench: &str, plan: &str, exec: &str, vm: &[&str]) -> (Vec<(String, Value)>, Value) {
    let tmp = tempfile::tempdir().unwrap();
    let cwd = tmp.path();
    let out = Command::new(e2e::simrun())
        .args([
            "--reproducible",
            "-q",
            "--mode",
            "trace",
            "--out",
            "run",
            "jvm",
        ])
        .args([
            "-X:deaths=brute",
            &format!("-X:gc={plan}"),
            &format!("-X:exec={exec}"),
        ])
        .args(vm)
        .args([bench, "-s0"])
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .expect("running simrun");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{bench} {plan}: simrun failed:\n{stderr}"
    );
    let rep = Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json", "run/trace.bz2"])
        .current_dir(cwd)
        .output()
        .expect("running traceanalyze");
    let err = String::from_utf8_lossy(&rep.stderr);
    assert!(
        rep.status.success(),
        "{bench} {plan}: traceanalyze failed:\n{err}"
    );
    assert!(
        err.trim().is_empty(),
        "{bench} {plan}: traceanalyze warned:\n{err}"
    );
    let report: Value = serde_json::from_slice(&rep.stdout).expect("JSON report");
    let s = summary(&report);
    let oracle = get(&s, "DEATH events (oracle)");
    assert!(oracle > 100, "{bench} {plan}: only {oracle} DEATH events");
    assert_eq!(
        get(&s, "objects whose deaths differ"),
        0,
        "{bench} {plan}: {s:?}"
    );
    assert_eq!(
        get(&s, "objects whose Merlin and oracle deaths agree"),
        oracle,
        "{bench} {plan}: {s:?}"
    );
    assert_eq!(
        get(&s, "objects ended without an exact death"),
        0,
        "{bench} {plan}"
    );
    assert_eq!(
        get(&s, "reference stores not followed"),
        0,
        "{bench} {plan}"
    );
    assert_eq!(get(&s, "reference reads disagreeing"), 0, "{bench} {plan}");
    assert!(
        get(&s, "roots dropped") > 0,
        "{bench} {plan}: no root drops"
    );
    (s, report)
}

/// Immix's defragmentation through the whole chain: at jack's 160k its collections copy the
/// most fragmented blocks' objects out (COPY events from a plan that also FREEs); the
/// analyzer must see every copy's source reclaimed (no anomaly: `check` fails on any
/// warning) and Merlin must still equal the oracle.
#[test]
fn merlin_equals_the_oracle_under_immix_defragmentation() {
    let (_, report) = check_with("jack", "immix", "interp", &["-X:h=160k"]);
    let table = |name: &str| e2e::table(&report, name);
    let kinds = table("survival_by_kind");
    let full = &kinds["rows"][0];
    assert_eq!(full[0], "full", "{kinds}");
    assert!(full[4].as_u64().unwrap() > 0, "no copies: {kinds}");
    let anomalies = table("anomalies");
    assert!(
        anomalies["rows"][0]
            .as_array()
            .unwrap()
            .iter()
            .all(|v| v == 0),
        "{anomalies}"
    );
}

#[test]
fn merlin_equals_the_brute_force_oracle_on_every_benchmark() {
    let all = std::env::var_os("DEATHS_ALL_PLANS").is_some();
    for (i, bench) in BENCHMARKS.iter().enumerate() {
        if all {
            for plan in PLANS {
                check(bench, plan, "interp");
            }
        } else {
            check(bench, PLANS[i % PLANS.len()], "interp");
        }
    }
}

#[test]
fn merlin_equals_the_oracle_in_compiled_code_and_the_interpreters_deaths() {
    for (bench, plan) in [
        ("jess", "semispace"),
        ("bintrees", "appel"),
        ("jack", "marksweep"),
        ("pseudojbb", "olderfirst"),
    ] {
        let compiled = check(bench, plan, "baseline");
        if bench == "jess" {
            let interpreted = check(bench, plan, "interp");
            for what in ["DEATH events (oracle)", "roots dropped"] {
                assert_eq!(
                    get(&compiled, what),
                    get(&interpreted, what),
                    "{bench} {plan}: {what} differ between baseline and interp"
                );
            }
        }
    }
}

/// OpenJDK's library (issue 33): its Java boot (System.initPhase1-3) is announced as any
/// program's code, so Hello World's 5,081 objects, most of them the library's, each get an
/// exact death equal to the oracle's, under semispace in a heap small enough to collect
/// during the boot. Every allocated object is in the analyzer's totals, and a MARKER `main`
/// shows where the program's own code starts.
#[test]
fn merlin_equals_the_oracle_on_the_jdks_library() {
    if e2e::jdk_image().is_none() {
        return;
    }
    let dir = e2e::work_dir("deaths-jdk-hello");
    e2e::javac(&dir, "Hello");
    // canonical: the guest does not find a granted path through '..' from another directory
    let cls = std::fs::canonicalize(dir.join("cls"))
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let (plan, exec) = ("semispace", "interp");
    let (s, report) = check_with(
        "Hello",
        plan,
        exec,
        &["-X:classlib=jdk", "-X:h=384k", "-cp", &cls],
    );
    let oracle = get(&s, "DEATH events (oracle)");
    assert!(
        oracle > 4000,
        "{plan}: {oracle} objects: the boot is not announced"
    );
    assert!(
        get(&s, "deaths computed: unreachable") > 500,
        "{plan}: the boot's garbage does not die: {s:?}"
    );
    let allocation = e2e::table(&report, "allocation");
    let total = &allocation["summary"][0];
    assert_eq!(total[0], "total", "{allocation}");
    assert_eq!(total[2].as_u64(), Some(oracle), "{plan}: {allocation}");
    let markers = e2e::table(&report, "markers");
    assert!(
        markers["rows"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r[5] == "main"),
        "{plan}: no MARKER main where the program starts: {markers}"
    );
}
