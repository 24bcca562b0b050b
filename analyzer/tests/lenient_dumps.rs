//! Damaged or missing dumps (issue 17): a run stopped before the guest VM wrote class.dump
//! (kill -9, --max-insns) or while it was writing it. Strict reading fails with one line
//! naming the file; `--lenient` analyses what there is and says what was lost.

mod common;

use std::process::Command;

use common::*;
use traceio::event_id::*;
use traceio::Level;

fn run(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_traceanalyze"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
    )
}

fn small_run(name: &str) -> std::path::PathBuf {
    let (a, b) = (0x4000_0000, 0x4000_0100);
    let recs = vec![
        ev(1, NEW_SCALAR, [a, 40, 16, 0]),
        ev(2, NEW_SCALAR, [b, 30, 16, 0]),
        wr(3, a + 8, 0x3000_0000),
        rd(4, a + 8, Level::L2, Some(0x3000_0000)),
        wr(5, b + 12, 7),
        rd(6, 0x3000_0008, Level::L1, Some(1)),
    ];
    write_run(name, &recs, FEATURE_DUMP)
}

fn type_names(json: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(json).unwrap();
    let mut names = Vec::new();
    for t in v["tables"].as_array().unwrap() {
        for r in t["rows"].as_array().into_iter().flatten() {
            for c in r.as_array().into_iter().flatten() {
                if let Some(s) = c.as_str() {
                    names.push(s.to_string());
                }
            }
        }
    }
    names
}

#[test]
fn r17_missing_class_dump_is_an_error_and_lenient_does_without() {
    let p = small_run("lenient-no-class-dump");
    std::fs::remove_file(p.with_file_name("class.dump")).unwrap();
    let (code, _, err) = run(&[p.to_str().unwrap(), "-q"]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("class.dump") && err.matches("os error").count() == 1,
        "{err}"
    );
    let (code, out, err) = run(&[p.to_str().unwrap(), "-q", "--lenient", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning") && err.contains("class.dump") && err.contains("unknown types"),
        "{err}"
    );
    let names = type_names(&out);
    assert!(names.iter().any(|n| n == "#40"), "{names:?}");
    assert!(!names.iter().any(|n| n == "java.lang.String"), "{names:?}");
}

#[test]
fn r17_truncated_class_dump_is_an_error_and_lenient_keeps_the_whole_lines() {
    let p = small_run("lenient-cut-class-dump");
    // Cut in the middle of the `class 40 java.lang.String` record's field lines.
    let cut = CLASS_DUMP.find("field\t8\t41").unwrap() + 4;
    std::fs::write(p.with_file_name("class.dump"), &CLASS_DUMP[..cut]).unwrap();
    let (code, _, err) = run(&[p.to_str().unwrap(), "-q"]);
    assert_ne!(code, 0);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("class.dump") && err.contains("truncated"),
        "{err}"
    );
    let (code, out, err) = run(&[p.to_str().unwrap(), "-q", "--lenient", "--format", "json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning") && err.contains("truncated") && err.contains("dropped"),
        "{err}"
    );
    let names = type_names(&out);
    // Node (before the cut) is known; String (its class record cut short) is not.
    assert!(names.iter().any(|n| n == "Node"), "{names:?}");
    assert!(names.iter().any(|n| n == "#40"), "{names:?}");
}

#[test]
fn r17_missing_feature_dump_is_an_error_and_lenient_does_without() {
    let p = small_run("lenient-no-feature-dump");
    std::fs::remove_file(p.with_file_name("feature.dump")).unwrap();
    let (code, _, err) = run(&[p.to_str().unwrap(), "-q"]);
    assert_ne!(code, 0, "{err}");
    let (code, _, err) = run(&[p.to_str().unwrap(), "-q", "--lenient"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("feature.dump") && err.contains("before tracing"),
        "{err}"
    );
}
