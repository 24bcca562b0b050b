//! The guest JVM's own test programs (`guests/jvm/tests/*.java`) run on the bundled
//! `guests/jvm/jvm.elf` under the built `simrun`; stdout and the exit status must equal the
//! outputs recorded on the host JDK 17 (`guests/jvm/tests/expected/`).
//!
//! The programs are compiled at test time with `javac --release 8` (the host JDK is part of
//! the machine image; `.ci/run` installs it where missing). Each run gets a fresh working
//! directory, because the VM writes class.dump and feature.dump into it.
//!
//! `GcStress` runs reduced, with an expected output recorded on the host JDK for the reduced
//! arguments: `GcStress 10` (depth 10 instead of 14, with a 1 MB heap so it still collects
//! often, and the heap verifier on). `DoubleToString` is the longest (1.04 * 10^10 guest
//! instructions, about 23 s of CPU in fast mode); it runs whole.
//!
//! simrun runs in `--mode fast` where it has modes (functional simulation only).
//!
//! One bundled benchmark runs by name from the archive embedded in `jvm.elf`
//! (`jvm.elf -X:h=4 -X:verify jess -s0`), checked against the benchmark's own recorded
//! checksum constant.

mod common;
use common::simrun;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

/// Compiles every test program once into a shared temporary directory.
fn classes() -> &'static Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mut sources: Vec<PathBuf> = std::fs::read_dir(jvm_dir().join("tests"))
            .expect("guests/jvm/tests")
            .map(|e| e.expect("directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "java"))
            .collect();
        sources.sort();
        let status = Command::new("javac")
            .args(["--release", "8", "-nowarn", "-d"])
            .arg(dir.path())
            .args(&sources)
            .status()
            .expect("javac (JDK 17) must be installed: .ci/run installs it");
        assert!(status.success(), "javac failed on guests/jvm/tests");
        dir
    })
    .path()
}

/// Runs `jvm.elf [flags] -cp <classes> <main> [args]` under simrun and compares with
/// `expected/<expected>.out` and `.status`.
fn check(main: &str, flags: &[&str], args: &[&str], expected: &str) {
    let exp_dir = jvm_dir().join("tests/expected");
    let want_out = std::fs::read(exp_dir.join(format!("{expected}.out")))
        .unwrap_or_else(|e| panic!("expected/{expected}.out: {e}"));
    let want_status: i32 = std::fs::read_to_string(exp_dir.join(format!("{expected}.status")))
        .unwrap_or_else(|e| panic!("expected/{expected}.status: {e}"))
        .trim()
        .parse()
        .expect("status file holds an integer");
    let cwd = tempfile::tempdir().expect("temporary directory");
    // The sandbox lets the guest read its cwd tree only; the classes are granted.
    let out = simrun()
        .arg("--allow-read")
        .arg(classes())
        .arg("jvm") // the bundled guests/jvm/jvm.elf, by name
        .args(flags)
        .arg("-cp")
        .arg(classes())
        .arg(main)
        .args(args)
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let got_out = String::from_utf8_lossy(&out.stdout);
    let want = String::from_utf8_lossy(&want_out);
    if got_out != want {
        let line = got_out
            .lines()
            .zip(want.lines())
            .position(|(g, w)| g != w)
            .unwrap_or_else(|| got_out.lines().count().min(want.lines().count()));
        panic!(
            "{main}: stdout differs from expected/{expected}.out at line {}:\n  got:  {:?}\n  want: {:?}\nstderr:\n{}",
            line + 1,
            got_out.lines().nth(line),
            want.lines().nth(line),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    assert_eq!(
        out.status.code(),
        Some(want_status),
        "{main}: exit status; stderr:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

macro_rules! jvm_tests {
    ($($name:ident),* $(,)?) => {
        /// The programs run whole by a test of their own name.
        const WHOLE: &[&str] = &[$(stringify!($name)),*];
        $(
            #[test]
            #[allow(non_snake_case)] // named after the Java class it runs
            fn $name() {
                check(stringify!($name), &[], &[], stringify!($name));
            }
        )*
    };
}

jvm_tests!(
    Arith,
    BigDecimals,
    BigIntegers,
    Bytecodes,
    ClinitOrder,
    Collections1,
    DoubleEdges,
    DoubleToString,
    Enums,
    Exceptions,
    ExitStatus,
    FloatSemantics,
    Formatting,
    HashOrder,
    Hello,
    Interfaces,
    IoAndFunctions,
    Lambda,
    Monitors,
    NumberFormats,
    Numbers,
    ObjectModel,
    RandomDateCharsets,
    RandomSeq,
    RegexTable,
    Strings,
    Uncaught,
);

#[test]
fn gc_stress_small_heap_verified() {
    check(
        "GcStress",
        &["-X:h=1", "-X:verify"],
        &["10"],
        "GcStress-depth10",
    );
}

/// Every test program has a test here, so a new program cannot be forgotten.
#[test]
fn every_program_is_covered() {
    // GcStress runs reduced (gc_stress_small_heap_verified).
    let covered: Vec<&str> = WHOLE.iter().copied().chain(["GcStress"]).collect();
    let mut missing = Vec::new();
    for e in std::fs::read_dir(jvm_dir().join("tests")).expect("guests/jvm/tests") {
        let p = e.expect("directory entry").path();
        if p.extension().is_some_and(|x| x == "java") {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            if !covered.contains(&stem.as_str()) {
                missing.push(stem);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "test programs without a simulator test: {missing:?}"
    );
}

/// A bundled benchmark run by name (`jvm.elf jess -s0`, no `-cp`: the classes come from the
/// archive embedded in the ELF) on a 4 MB heap with the verifier on. The oracle is the s0
/// checksum constant in `guests/benchmarks/src/bench/jess/Main.java` (`EXPECTED[0]`,
/// recorded on the host JDK), which the benchmark itself also checks before printing `OK`.
#[test]
fn bundled_jess_s0_by_name() {
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = simrun()
        .arg("jvm") // the bundled guests/jvm/jvm.elf, by name
        .args(["-X:h=4", "-X:verify", "jess", "-s0"])
        .current_dir(cwd.path())
        .stdin(Stdio::null())
        .output()
        .expect("running simrun");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(0),
        "jess -s0: exit status; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert!(
        stdout.lines().any(|l| l == "jess s0 checksum 996dda04"),
        "jess -s0: checksum line missing; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
    assert_eq!(
        stdout.lines().last(),
        Some("OK"),
        "jess -s0: last line; stdout:\n{stdout}\nstderr:\n{stderr}"
    );
}
