//! `e2e`: end-to-end tests across crates — `simrun` runs the guest VM on a workload, and
//! the run directory it writes is checked with `traceio`'s reader and independent oracles
//! (the host JDK's output, the VM's own event log, `bzip2 -t`).
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! This library holds the helpers the tests share: where the `simrun` binary is (built on
//! demand with the same cargo and profile as the test), the repository root, readers for
//! the run directory's small files, and the one rule for a test that needs a missing tool
//! ([`skip`]: skipped with a warning, but failed under CI). The other crates' tests use it
//! too, as a dev-dependency.
//!
//! ```no_run
//! let simrun = e2e::simrun();
//! let status = std::process::Command::new(simrun).arg("--help").status().unwrap();
//! assert!(status.success());
//! ```
#![deny(missing_docs)]

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The repository root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Whether this is a CI run, where no test may be skipped: `PPCSIM_CI` (which `.ci/run`
/// sets) or `CI` (as CI services set it) set to anything but empty, `0` or `false`.
pub fn under_ci() -> bool {
    ["PPCSIM_CI", "CI"].iter().any(|k| {
        std::env::var(k)
            .is_ok_and(|v| !v.is_empty() && v != "0" && !v.eq_ignore_ascii_case("false"))
    })
}

/// A test, or part of one, cannot run here because `what` is missing: outside CI this
/// prints a warning saying it is skipped and returns (the caller then skips it); under CI
/// ([`under_ci`]) it fails, naming `how` to get what is missing.
///
/// ```no_run
/// let ld = std::path::Path::new("/usr/powerpc-linux-gnu/lib/ld.so.1");
/// if !ld.exists() {
///     e2e::skip("no ppc32 sysroot", "apt-get install libc6-powerpc-cross");
///     return;
/// }
/// ```
#[track_caller]
pub fn skip(what: &str, how: &str) {
    assert!(
        !under_ci(),
        "{what}, and under CI (PPCSIM_CI or CI set) no test may be skipped: {how}"
    );
    eprintln!("WARNING: SKIPPED: {what} ({how}; under CI this fails)");
}

/// The pinned OpenJDK runtime image's lib/modules (guests/jdk/image.sh builds it; tools/setup.sh
/// calls that script), or a skip saying so (a failure under CI).
#[track_caller]
pub fn jdk_image() -> Option<PathBuf> {
    let m = repo().join("guests/jdk/image/lib/modules");
    if m.is_file() {
        Some(m)
    } else {
        skip(
            "no runtime image at guests/jdk/image",
            "guests/jdk/image.sh builds it (tools/setup.sh runs it)",
        );
        None
    }
}

/// `target/<name>` under the repository, emptied: a test's run directories, kept after it
/// for a look.
pub fn work_dir(name: &str) -> PathBuf {
    let dir = repo().join("target").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compiles `tests/e2e/java/<name>.java` with `javac --release 8` into `<dir>/cls`, or with
/// the release its first line names (`// RELEASE 17`, as guests/jvm/tests' programs do).
pub fn javac(dir: &Path, name: &str) {
    let src = repo().join("tests/e2e/java").join(format!("{name}.java"));
    let text = std::fs::read_to_string(&src).unwrap_or_default();
    let release = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// RELEASE "))
        .map(str::trim)
        .unwrap_or("8");
    let status = Command::new("javac")
        .args(["--release", release, "-nowarn", "-d"])
        .arg(dir.join("cls"))
        .arg(&src)
        .status()
        .expect("javac (JDK 17) must be installed: tools/setup.sh installs it");
    assert!(status.success(), "javac {} failed", src.display());
}

/// The `simrun` binary, built once per test process with `cargo build -p sim-core --bin
/// simrun` in the profile this test was built with (a no-op when it is current). A crate's
/// tests only get their own crate's binaries from cargo, hence the build.
pub fn simrun() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| build_bin("sim-core", "simrun"))
}

/// The `traceanalyze` binary, built as [`simrun`] is.
pub fn traceanalyze() -> &'static Path {
    static BIN: OnceLock<PathBuf> = OnceLock::new();
    BIN.get_or_init(|| build_bin("analyzer", "traceanalyze"))
}

/// Any binary `name` of the workspace's `package`, built as [`simrun`] is (every call
/// runs cargo; keep the path).
pub fn build_bin(package: &str, name: &str) -> PathBuf {
    // The test executable is <target>/<profile>/deps/<name>-<hash>.
    let exe = std::env::current_exe().expect("test executable path");
    let profile_dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("test executable in <target>/<profile>/deps");
    let profile = profile_dir
        .file_name()
        .and_then(|n| n.to_str())
        .expect("profile directory name")
        .to_string();
    let target = profile_dir.parent().expect("target directory");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let cargo_profile = if profile == "debug" { "dev" } else { &profile };
    let status = Command::new(cargo)
        .args(["build", "--quiet", "-p", package, "--bin", name])
        .args(["--profile", cargo_profile])
        .env("CARGO_TARGET_DIR", target)
        .current_dir(repo())
        .status()
        .expect("running cargo build");
    assert!(status.success(), "building {name} failed");
    let bin = profile_dir.join(name);
    assert!(bin.exists(), "{} missing after the build", bin.display());
    bin
}

/// stats.json as a map of statistic name → number.
pub fn stats(dir: &Path) -> BTreeMap<String, f64> {
    let text = std::fs::read_to_string(dir.join("stats.json")).expect("stats.json");
    let v: serde_json::Value = serde_json::from_str(&text).expect("stats.json is JSON");
    v.as_object()
        .expect("stats.json is an object")
        .iter()
        .map(|(k, v)| (k.clone(), v.as_f64().expect("numeric statistic")))
        .collect()
}

/// One event of the guest VM's `-X:eventlog` file: six big-endian words (event word,
/// NEXT, EXTRA, 0, ARG3, ARG4): the page's words in the order of `traceio::protocol::Word`.
pub fn event_log(path: &Path) -> Vec<[u32; 6]> {
    let b = std::fs::read(path).expect("event log");
    assert_eq!(b.len() % 24, 0, "event log is whole records");
    b.chunks(24)
        .map(|c| {
            let w = |i: usize| u32::from_be_bytes(c[4 * i..4 * i + 4].try_into().unwrap());
            [w(0), w(1), w(2), w(3), w(4), w(5)]
        })
        .collect()
}

/// Every record of a trace (panics on damage).
pub fn records(path: &Path) -> (traceio::TraceReader, Vec<traceio::Record>) {
    let r = traceio::TraceReader::open(path).expect("the trace opens");
    let v = r
        .records()
        .collect::<Result<Vec<_>, _>>()
        .expect("every record decodes");
    (r, v)
}

/// Runs a tool to the end, panicking with its stderr unless it succeeds; its stdout.
pub fn run(cmd: &mut Command) -> String {
    let o = cmd
        .stdin(std::process::Stdio::null())
        .output()
        .expect("running a tool");
    assert!(
        o.status.success(),
        "{cmd:?} failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("utf-8 output")
}

/// The table `name` of a `traceanalyze --format json` report.
pub fn table<'a>(report: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    report["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .find(|t| t["name"] == name)
        .unwrap_or_else(|| panic!("no table {name}"))
}

/// The index of column `name` of a report table.
pub fn col(t: &serde_json::Value, name: &str) -> usize {
    t["columns"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c == name)
        .unwrap_or_else(|| panic!("no column {name} in {}", t["name"]))
}

/// The cell of column `name` in the summary row of report table `t` whose first cell is
/// `first` (the last summary row when None), as a count.
pub fn summary(t: &serde_json::Value, first: Option<&str>, name: &str) -> u64 {
    let rows = t["summary"].as_array().expect("summary rows");
    let r = match first {
        Some(f) => rows.iter().find(|r| r[0] == f).expect("summary row"),
        None => rows.last().expect("a summary row"),
    };
    r[col(t, name)]
        .as_u64()
        .unwrap_or_else(|| panic!("{}: {name} = {}", t["name"], r[col(t, name)]))
}

/// The `key=value` counts of the stderr line that starts with `prefix` (the VM's
/// `jvm: stats: ` and `jvm: exec: ` lines).
pub fn kv_line(stderr: &str, prefix: &str) -> HashMap<String, u64> {
    let line = stderr
        .lines()
        .find_map(|l| l.strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no {prefix:?} line in:\n{stderr}"));
    line.split(' ')
        .filter_map(|f| f.split_once('='))
        .filter_map(|(k, v)| v.parse().ok().map(|v| (k.to_string(), v)))
        .collect()
}
