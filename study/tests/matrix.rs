//! Expanding study files: the example study's runs, ids and simrun command lines
//! (snapshot), ids that depend on the configuration alone, and study-file errors.

use study::matrix::expand;
use study::minheap::MinHeaps;
use study::spec::Study;

mod common;

fn listing(runs: &[study::matrix::Run]) -> String {
    runs.iter()
        .map(|r| {
            format!(
                "{} {} {}\n    simrun {}\n",
                r.index,
                r.id,
                r.dir_name,
                r.config.simrun_args().join(" ")
            )
        })
        .collect()
}

/// Minimum heaps for every key `study` needs: 128 KiB, 144 KiB, ... in the order of
/// `needed`, so that each run's heap shows which minimum it was multiplied from.
fn made_up_minima(study: &Study) -> MinHeaps {
    MinHeaps(
        study::minheap::needed(study)
            .into_iter()
            .zip((128..).step_by(16))
            .collect(),
    )
}

#[test]
fn the_example_study_expands_to_twelve_runs() {
    let s = Study::load(&common::example()).unwrap();
    // Heap multiples need the minimum heaps first.
    let e = expand(&s, &MinHeaps::default()).unwrap_err().to_string();
    assert!(e.contains("is not known yet"), "{e}");
    let runs = expand(&s, &made_up_minima(&s)).unwrap();
    assert_eq!(runs.len(), 12);
    insta::assert_snapshot!(listing(&runs));
}

#[test]
fn the_full_example_study_has_four_heap_multiples() {
    let s = Study::load(&common::example_full()).unwrap();
    assert_eq!(s.heaps, ["1.5x", "2x", "3x", "6x"]);
    let runs = expand(&s, &made_up_minima(&s)).unwrap();
    assert_eq!(runs.len(), 2 * 4 * 4);
    // Each run's heap is its multiple of its own benchmark's and collector's minimum,
    // rounded up to a KiB: `<benchmark>-<size>-<collector>-<multiple>-<heap>-...`.
    let min = made_up_minima(&s);
    for r in &runs {
        let parts: Vec<&str> = r.dir_name.split('-').collect();
        let key = study::minheap::Key {
            benchmark: parts[0].into(),
            size: Some(parts[1].into()),
            collector: parts[2].into(),
            vm_args: vec![],
        };
        let m: f64 = parts[3].strip_suffix('x').unwrap().parse().unwrap();
        let want = (m * min.0[&key] as f64).ceil() as u64;
        assert_eq!(parts[4], format!("{want}k"), "{}", r.dir_name);
    }
    let mut multiples: Vec<&str> = runs
        .iter()
        .map(|r| r.dir_name.split('-').nth(3).unwrap())
        .collect();
    multiples.sort();
    multiples.dedup();
    assert_eq!(multiples, ["1.5x", "2x", "3x", "6x"]);
}

#[test]
fn ids_depend_on_the_configuration_not_on_the_matrix() {
    let a = Study::parse(
        r#"name = "a"
benchmarks = ["jess", "db"]
collectors = ["appel"]
heaps = ["128k"]"#,
        "a",
    )
    .unwrap();
    let b = Study::parse(
        r#"name = "b"
benchmarks = ["compress", "db"]
collectors = ["appel", "semispace"]
heaps = ["128k", "1"]
seeds = [0, 1]
[caches]
default = []
small = ["-cache:dl1", "dl1:64:32:4:l"]"#,
        "b",
    )
    .unwrap();
    let none = MinHeaps::default();
    let (ra, rb) = (expand(&a, &none).unwrap(), expand(&b, &none).unwrap());
    assert_eq!(rb.len(), 2 * 2 * 2 * 2 * 2);
    let db_a = &ra[1];
    let db_b = rb
        .iter()
        .find(|r| r.config == db_a.config)
        .expect("the same configuration in the larger study");
    assert_eq!(db_a.id, db_b.id);
    assert_eq!(db_a.dir_name, db_b.dir_name);
    assert_ne!(db_a.index, db_b.index);
    let mut ids: Vec<&str> = rb.iter().map(|r| r.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), rb.len(), "ids are distinct");
    let small = rb.iter().find(|r| r.config.cache == "small").unwrap();
    insta::assert_snapshot!(small.config.simrun_args().join(" "), @"--mode trace --seed 0 -cache:dl1 dl1:64:32:4:l jvm -X:gc=appel -X:h=128k compress");
}

#[test]
fn bad_study_files_are_named_errors() {
    let cases = [
        ("benchmarks = []\nname = \"x\"\ncollectors = [\"appel\"]\nheaps = [\"1\"]", "benchmarks: the list is empty"),
        ("name = \"x y\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\"]", "name 'x y'"),
        ("name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\"]\nmodes = [\"slow\"]", "modes: 'slow'"),
        ("name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\", \"1\"]", "'1' is listed twice"),
        ("name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\"]\nheap = 3", "unknown field `heap`"),
        ("name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\"]\n[[analyses]]\nname = \"m\"\nargs = [\"--format\", \"json\"]", "--format is the study's"),
        ("name = \"x\"\nbenchmarks = [\"jess\"]\ncollectors = [\"appel\"]\nheaps = [\"1\"]\n[[analyses]]\nname = \"m\"\ntables = [\"gc_timeline\", \"gc_timline\"]", "'gc_timline' is not a table of the analyzer"),
    ];
    for (text, want) in cases {
        let e = Study::parse(text, "s.toml").unwrap_err().to_string();
        assert!(
            e.starts_with("s.toml: ") && e.contains(want),
            "{e:?} lacks {want:?}"
        );
        assert!(!e.contains('\n'), "one line: {e:?}");
    }
}

#[test]
fn usage_errors_exit_2_and_bad_files_1() {
    let tmp = tempfile::tempdir().unwrap();
    // --version: the version and the commit built from, as every binary of the workspace.
    let out = common::simstudy_in(tmp.path(), &["--version"], &[]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(&format!("simstudy {} (commit ", env!("CARGO_PKG_VERSION")))
            && text.ends_with(")\n"),
        "{text}"
    );
    let out = common::simstudy_in(tmp.path(), &["run"], &[]);
    assert_eq!(out.status.code(), Some(2));
    let out = common::simstudy_in(tmp.path(), &["run", "x.toml", "--jobs", "0"], &[]);
    assert_eq!(out.status.code(), Some(2));
    let out = common::simstudy_in(tmp.path(), &["run", "missing.toml"], &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("simstudy: reading missing.toml"), "{err}");
    // A task past the end (heaps in bytes: no minimum heap to find first).
    let ex = tmp.path().join("four.toml");
    std::fs::write(
        &ex,
        "name = \"four\"\nbenchmarks = [\"jess\", \"db\"]\ncollectors = [\"appel\"]\nheaps = [\"128k\", \"256k\"]\n",
    )
    .unwrap();
    let out = common::simstudy_in(
        tmp.path(),
        &["task", ex.to_str().unwrap(), "--index", "4"],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the study has 4 runs"));
    // The example's tasks need its minimum heaps, which `simstudy run` finds first.
    let out = common::simstudy_in(
        tmp.path(),
        &["task", common::example().to_str().unwrap(), "--index", "0"],
        &[],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not known yet"));
}
