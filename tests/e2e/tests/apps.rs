//! The application suite of guests/apps (issue 34) through `simrun jvm APP`, as the bundled
//! benchmarks run: Debian's jars on OpenJDK's class library, each application's driver
//! printing a checksum of what it computed, which must be HotSpot's (guests/apps/expected.txt).
//! - every application at -s0, interpreted under the default collector, in a run directory
//!   named after it, with its jars' hashes in run.json;
//! - a slice of the collector × execution-mode matrix with the heap verifier (the whole
//!   matrix is guests/apps/matrix.sh, not run here);
//! - a missing or another jar stops simrun before the run with a message naming the Debian
//!   package and guests/apps/setup.sh; another class library is a usage error;
//! - one application in trace mode, its trace read by `traceanalyze`, whose totals must be
//!   the VM's own counts (`-X:stats`), as for the bundled benchmarks (exec_modes.rs).
//!
//! The applications come from `sim_core::apps` (guests/apps/suite.txt), their jars from
//! guests/apps/setup.sh, which tools/setup.sh runs.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use e2e::{col, kv_line, summary, table};
use serde_json::Value;
use sim_core::apps;

/// Whether the runtime image and the applications' jars are there (else skipped, a failure
/// under CI).
#[track_caller]
fn ready() -> bool {
    if e2e::jdk_image().is_none() {
        return false;
    }
    let jars = e2e::repo().join("guests/apps/jars");
    let all = apps::apps()
        .iter()
        .flat_map(|a| &a.jars)
        .all(|j| jars.join(j.name).is_file());
    if !all {
        e2e::skip(
            "the applications' jars are not in guests/apps/jars",
            "guests/apps/setup.sh installs them (tools/setup.sh runs it)",
        );
    }
    all
}

/// `simrun -q --mode MODE [SIMRUN_OPTS] jvm VM_ARGS` in `cwd`.
fn simrun(cwd: &Path, simrun_opts: &[&str], vm_args: &[&str], jars: Option<&Path>) -> Output {
    let mut c = Command::new(e2e::simrun());
    c.arg("-q")
        .args(simrun_opts)
        .arg("jvm")
        .args(vm_args)
        .current_dir(cwd)
        .stdin(Stdio::null());
    if let Some(d) = jars {
        c.env("PPCSIM_APPS_JARS", d);
    } else {
        c.env_remove("PPCSIM_APPS_JARS");
    }
    c.output().expect("running simrun")
}

/// The checksum line of a run that must have succeeded.
fn line(o: &Output, what: &str) -> String {
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{what}:\n{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    out.trim_end().to_string()
}

fn run_json(dir: &Path) -> Value {
    let text = std::fs::read_to_string(dir.join("run.json")).expect("run.json");
    serde_json::from_str(&text).expect("run.json is JSON")
}

/// Every application at -s0 in fast mode gives HotSpot's line, in a directory named as a
/// benchmark's, and run.json records the SHA-256 of each of its jars (the pinned ones).
#[test]
fn every_application_gives_hotspots_checksum() {
    if !ready() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    for app in apps::apps() {
        let o = simrun(tmp.path(), &["--mode", "fast"], &[app.name, "-s0"], None);
        let want = apps::expected(app.name, "s0").unwrap();
        assert_eq!(line(&o, app.name), want, "{}", app.name);
        let dir = tmp.path().join(format!(
            "out/jvm-{}-s0-semispace-1m-256m-jdk-fast",
            app.name
        ));
        let meta = run_json(&dir);
        let vm = &meta["config"]["vm"];
        assert_eq!(vm["classlib"], "jdk", "{meta}");
        let jars = vm["jars_sha256"].as_object().expect("jars_sha256");
        assert_eq!(jars.len(), app.jars.len(), "{meta}");
        for j in &app.jars {
            assert_eq!(
                jars[j.name],
                apps::pinned_sha256(j.name).unwrap(),
                "{}",
                j.name
            );
        }
        assert_eq!(meta["config"]["input_size"], "s0");
        assert_eq!(meta["config"]["other_args"], serde_json::json!([]));
    }
}

/// A slice of the matrix: other collectors, compiled, with the heap verifier. (xalan under
/// immix with -X:verify stops at its first collection: the verifier finds a slot that holds
/// no object of the heap; guests/apps/matrix.sh shows it.)
#[test]
fn other_collectors_compiled_and_verified() {
    if !ready() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    for (app, gc, exec) in [
        ("h2", "appel", "baseline"),
        ("lucene", "immix", "baseline"),
        ("javacc", "marksweep", "interp"),
        ("antlr", "olderfirst", "baseline"),
    ] {
        let gc_opt = format!("-X:gc={gc}");
        let exec_opt = format!("-X:exec={exec}");
        let o = simrun(
            tmp.path(),
            &["--mode", "fast", "--force", "--out", "run"],
            &[&gc_opt, &exec_opt, "-X:verify", app, "-s0"],
            None,
        );
        let what = format!("{app} {gc} {exec}");
        assert_eq!(
            line(&o, &what),
            apps::expected(app, "s0").unwrap(),
            "{what}"
        );
        let meta = run_json(&tmp.path().join("run"));
        assert_eq!(meta["config"]["vm"]["collector"], gc, "{what}");
    }
}

/// A missing jar and another jar stop simrun before the run (exit status 125), naming the
/// jar's Debian package and the script that installs it; another class library is a usage
/// error (2).
#[test]
fn a_missing_or_another_jar_is_an_error() {
    let tmp = tempfile::tempdir().unwrap();
    let jars = tmp.path().join("jars");
    std::fs::create_dir(&jars).unwrap();
    let o = simrun(tmp.path(), &["--mode", "fast"], &["h2", "-s0"], Some(&jars));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(
        err.contains("h2-2.1.214.jar")
            && err.contains("libh2-java=2.1.214-1")
            && err.contains("guests/apps/setup.sh"),
        "{err}"
    );
    assert!(!tmp.path().join("out").exists(), "no run directory");
    assert!(!err.contains("panicked"), "{err}");

    // janino's first jar another file, its second the pinned one.
    std::fs::write(jars.join("janino-2.7.0.jar"), b"not janino").unwrap();
    let real = e2e::repo().join("guests/apps/jars/commons-compiler-2.7.0.jar");
    if real.is_file() {
        std::fs::copy(&real, jars.join("commons-compiler-2.7.0.jar")).unwrap();
    }
    let o = simrun(tmp.path(), &["--mode", "fast"], &["janino"], Some(&jars));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(125), "{err}");
    assert!(
        err.contains("janino-2.7.0.jar is not the pinned jar of janino")
            && err.contains(apps::pinned_sha256("janino-2.7.0.jar").unwrap())
            && err.contains("libjanino-java=2.7.0-2.1")
            && err.contains("guests/apps/setup.sh"),
        "{err}"
    );
    assert!(!tmp.path().join("out").exists(), "no run directory");

    let o = simrun(
        tmp.path(),
        &["--mode", "fast"],
        &["-X:classlib=bundled", "lucene", "-s0"],
        None,
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("OpenJDK's class library"), "{err}");
}

/// javacc -s0 in trace mode (simrun's default for `jvm`) with the VM's `-X:stats`; the
/// analyzer reads its trace, and its totals are the VM's counts: objects and bytes
/// allocated, collections by kind, objects and bytes copied, bytes in the heap at the end.
/// The first 850 M of its 0.96 G instructions (OpenJDK's boot, class loading and 15 of its
/// 18 collections) run functionally (`--fastfwd`): the trace still holds every event of the
/// run, but memory references only from there, which keeps the test near half a minute
/// (the whole run traced takes 80 s here and its analysis 100 s; both agree with the VM).
#[test]
fn an_application_traced_and_analyzed_agrees_with_the_vm() {
    if !ready() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let o = simrun(
        tmp.path(),
        &["--reproducible", "--fastfwd", "850000000", "--out", "run"],
        &["-X:stats", "javacc", "-s0"],
        None,
    );
    assert_eq!(
        line(&o, "javacc traced"),
        apps::expected("javacc", "s0").unwrap()
    );
    let vm = kv_line(&String::from_utf8_lossy(&o.stderr), "jvm: stats: ");
    assert!(vm["collections"] > 0, "the run must collect");
    let dir = tmp.path().join("run");
    assert_eq!(run_json(&dir)["config"]["mode"], "trace");

    let an = Command::new(e2e::traceanalyze())
        .args(["-q", "--format", "json"])
        .arg(dir.join("trace.bz2"))
        .output()
        .expect("running traceanalyze");
    assert!(
        an.status.success(),
        "traceanalyze failed:\n{}",
        String::from_utf8_lossy(&an.stderr)
    );
    let report: Value = serde_json::from_slice(&an.stdout).expect("JSON report");
    let al = table(&report, "allocation");
    assert_eq!(summary(al, Some("total"), "objects"), vm["alloc_objects"]);
    assert_eq!(summary(al, Some("total"), "bytes"), vm["alloc_bytes"]);
    let kinds = table(&report, "survival_by_kind")["rows"]
        .as_array()
        .unwrap();
    for kind in ["full", "minor", "major", "window"] {
        let got = kinds
            .iter()
            .find(|r| r[0] == kind)
            .map_or(0, |r| r[1].as_u64().unwrap());
        assert_eq!(got, vm[kind], "{kind} collections");
    }
    let dc = table(&report, "dead_copied");
    assert_eq!(summary(dc, None, "copied"), vm["copied_objects"]);
    assert_eq!(summary(dc, None, "copied bytes"), vm["copied_bytes"]);
    let comp = table(&report, "heap_composition");
    let end = comp["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r[0] == "end")
        .expect("end row");
    assert_eq!(
        end[col(comp, "live bytes")].as_u64(),
        Some(vm["heap_used"]),
        "bytes in the heap at the end"
    );
}
