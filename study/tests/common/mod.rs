//! Helpers of the study tests: the binaries, running simstudy, reading merged tables.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// simstudy, with simrun and traceanalyze built beside it (in the same profile directory).
pub fn simstudy() -> PathBuf {
    let s = PathBuf::from(env!("CARGO_BIN_EXE_simstudy"));
    let dir = s.parent().unwrap();
    assert_eq!(
        e2e::simrun().parent().unwrap(),
        dir,
        "simrun beside simstudy"
    );
    assert_eq!(e2e::traceanalyze().parent().unwrap(), dir);
    s
}

/// The repository's root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The example study's slice that CI runs (`studies/example-ci.toml`: the example at -s0,
/// at two of its heap multiples).
pub fn example() -> PathBuf {
    repo().join("studies/example-ci.toml")
}

/// The example study of the docs (`studies/example.toml`: -s1, four heap multiples).
pub fn example_full() -> PathBuf {
    repo().join("studies/example.toml")
}

/// Runs simstudy with `args`, in `cwd`.
pub fn simstudy_in(cwd: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(simstudy());
    c.args(args).current_dir(cwd);
    for (k, v) in env {
        c.env(k, v);
    }
    let out = c.output().expect("running simstudy");
    eprintln!(
        "simstudy {args:?}: {}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// A merged CSV table: the header and the rows as column → value.
pub fn table(path: &Path) -> (Vec<String>, Vec<BTreeMap<String, String>>) {
    let mut rd = csv::Reader::from_path(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let head: Vec<String> = rd.headers().unwrap().iter().map(str::to_string).collect();
    let rows = rd
        .records()
        .map(|r| {
            let r = r.unwrap();
            head.iter()
                .cloned()
                .zip(r.iter().map(str::to_string))
                .collect()
        })
        .collect();
    (head, rows)
}

/// The run directories of a study's output.
pub fn run_dirs(out: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(out.join("runs"))
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}
