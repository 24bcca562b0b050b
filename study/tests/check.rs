//! A study is checked whole before anything starts: `simstudy check` and `simstudy run`
//! list every problem of a study file at once, exit with status 2 and start nothing.

use std::path::Path;

mod common;
use common::{example, simstudy_in};

/// A study with one mistake of each kind a matrix and its analyses can hold.
const SIX_MISTAKES: &str = r#"name = "mistakes"
benchmarks = ["jess", "jesss"]
sizes = ["s0", "s2"]
collectors = ["appel", "semispce"]
heaps = ["128k", "12q"]
modes = ["trace", "slow"]

[[analyses]]
name = "main"
tables = ["gc_timelines", "lifetimes"]
"#;

/// The problem lines of simstudy's stderr.
fn problems(stderr: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .filter(|l| l.starts_with("simstudy: "))
        .map(str::to_string)
        .collect()
}

fn write_study(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("mistakes.toml");
    std::fs::write(&path, SIX_MISTAKES).unwrap();
    path
}

#[test]
fn every_mistake_is_listed_and_nothing_starts() {
    let tmp = tempfile::tempdir().unwrap();
    let study = write_study(tmp.path());
    let wanted = [
        "benchmarks: 'jesss' is not a benchmark of the bundled VM (did you mean 'jess'?)",
        "sizes: 's2' is not an input size of the bundled benchmarks",
        "collectors: 'semispce' is not a collector of the bundled VM (did you mean 'semispace'?)",
        "heaps: '12q' is not a heap size",
        "modes: 'slow' is not a mode (fast, cache or trace)",
        "analyses: 'main': 'gc_timelines' is not a table of the analyzer (did you mean 'gc_timeline'?)",
    ];
    for cmd in ["check", "run"] {
        let out = tmp.path().join("out");
        let mut args = vec![cmd, study.to_str().unwrap()];
        if cmd == "run" {
            args.extend(["--out", out.to_str().unwrap()]);
        }
        let o = simstudy_in(tmp.path(), &args, &[]);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        let lines = problems(&o.stderr);
        assert_eq!(lines.len(), wanted.len(), "{cmd}: {lines:#?}");
        for (line, want) in lines.iter().zip(wanted) {
            assert!(
                line.starts_with(&format!("simstudy: {}: ", study.display()))
                    && line.contains(want),
                "{cmd}: {line:?} lacks {want:?}"
            );
        }
        assert!(!out.exists(), "{cmd}: nothing started");
        assert!(!tmp.path().join("out/study-mistakes").exists());
    }
}

#[test]
fn a_misspelt_table_name_is_an_error_not_an_empty_table() {
    // Regression: `gc_timelines` merged to an empty table with exit status 0.
    let tmp = tempfile::tempdir().unwrap();
    let study = tmp.path().join("s.toml");
    std::fs::write(
        &study,
        "name = \"s\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"128k\"]\n\
         [[analyses]]\nname = \"main\"\ntables = [\"gc_timelines\"]\n",
    )
    .unwrap();
    for cmd in ["check", "run", "merge", "report", "list"] {
        let o = simstudy_in(tmp.path(), &[cmd, study.to_str().unwrap()], &[]);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("'gc_timelines' is not a table"),
            "{cmd}"
        );
    }
    assert!(!tmp.path().join("out").exists());
}

#[test]
fn the_example_study_checks_clean() {
    let tmp = tempfile::tempdir().unwrap();
    let ex = example();
    let o = simstudy_in(tmp.path(), &["check", ex.to_str().unwrap()], &[]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(": 12 runs (2 benchmarks × 1 sizes × 3 collectors × 2 heaps"),
        "{text}"
    );
    assert!(!tmp.path().join("out").exists(), "check starts nothing");
    // The docs' full example too.
    let full = common::example_full();
    let o = simstudy_in(tmp.path(), &["check", full.to_str().unwrap()], &[]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains(": 32 runs (2 benchmarks × 1 sizes × 4 collectors × 4 heaps"),
        "{text}"
    );
    assert!(!tmp.path().join("out").exists(), "check starts nothing");
}
