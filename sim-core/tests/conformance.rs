//! THE conformance test: every program of `guests/conformance/manifest.txt`, static and
//! dynamic, runs under the built `simrun` in a fresh temporary directory with stdin
//! empty; stdout and the exit status must equal `expected/` (recorded with QEMU 10).
//!
//! The dynamic runs need the ppc32 sysroot (/usr/powerpc-linux-gnu). Under CI
//! (`PPCSIM_CI=1`, which `.ci/run` sets, or `CI` as CI services set it) a missing sysroot
//! fails the test; elsewhere the dynamic runs are skipped with a warning naming each one and
//! how to install the sysroot, never silently passed.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The suite: `guests/conformance`, or `$PPCSIM_CONFORMANCE_DIR` (to run another copy,
/// e.g. a clean export of a commit).
fn root() -> PathBuf {
    match std::env::var_os("PPCSIM_CONFORMANCE_DIR") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance"),
    }
}

struct Case {
    /// Test id: expected/<name>.out, expected/<name>.status.
    name: String,
    /// Program: bin/<program>.static, bin/<program>.dynamic.
    program: String,
    args: Vec<String>,
}

fn manifest() -> Vec<Case> {
    let text = std::fs::read_to_string(root().join("manifest.txt")).expect("manifest.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            // `test<TAB>program<TAB>args<TAB>notes`, or the older `name<TAB>args<TAB>notes`.
            let f: Vec<&str> = l.split('\t').collect();
            let (name, program, args) = if f.len() >= 4 {
                (f[0], f[1], f[2])
            } else {
                (f[0], f[0], f.get(1).copied().unwrap_or_default())
            };
            let args = args
                .split(' ')
                .filter(|w| !w.is_empty())
                .map(String::from)
                .collect();
            Case {
                name: name.to_string(),
                program: program.to_string(),
                args,
            }
        })
        .collect()
}

fn expected(name: &str, kind: &str) -> Result<(Vec<u8>, i32), String> {
    let dir = root().join("expected");
    let pick = |ext: &str| {
        let specific = dir.join(format!("{name}.{kind}.{ext}"));
        if specific.exists() {
            specific
        } else {
            dir.join(format!("{name}.{ext}"))
        }
    };
    let out = std::fs::read(pick("out")).map_err(|e| format!("{name}: expected stdout: {e}"))?;
    let status = std::fs::read_to_string(pick("status"))
        .map_err(|e| format!("{name}: expected status: {e}"))?
        .trim()
        .parse()
        .map_err(|e| format!("{name}: bad status file: {e}"))?;
    Ok((out, status))
}

/// Runs one binary; returns a failure description, or None when it matches.
fn run_case(case: &Case, kind: &str) -> Option<String> {
    let bin = root().join("bin").join(format!("{}.{kind}", case.program));
    let (want_out, want_status) = match expected(&case.name, kind) {
        Ok(e) => e,
        Err(e) => return Some(e),
    };
    if !bin.exists() {
        return Some(format!("{}: binary missing", bin.display()));
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let out = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .arg("--max-insns")
        .arg("20000000000")
        .arg(&bin)
        .args(&case.args)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .expect("spawn simrun");
    let status = out.status.code().unwrap_or(-1);
    if out.stdout == want_out && status == want_status {
        return None;
    }
    let got = String::from_utf8_lossy(&out.stdout);
    let want = String::from_utf8_lossy(&want_out);
    let first_diff = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .map(|i| {
            format!(
                "first difference at line {}:\n  got:  {}\n  want: {}",
                i + 1,
                got.lines().nth(i).unwrap_or(""),
                want.lines().nth(i).unwrap_or("")
            )
        })
        .unwrap_or_else(|| {
            format!(
                "lengths differ: got {} lines, want {}",
                got.lines().count(),
                want.lines().count()
            )
        });
    Some(format!(
        "{}.{kind}: status {status} (want {want_status}); {first_diff}\n  stderr: {}",
        case.name,
        String::from_utf8_lossy(&out.stderr)
            .lines()
            .take(8)
            .collect::<Vec<_>>()
            .join("\n          ")
    ))
}

/// Tests that do not pass yet, with the reason. Each is still run: a listed test that
/// starts passing fails this test, so that the list is kept honest.
const KNOWN_FAILURES: &[(&str, &str)] = &[];

#[test]
fn conformance() {
    let sysroot = Path::new(os_emu::DEFAULT_SYSROOT)
        .join("lib/ld.so.1")
        .exists();
    if !sysroot {
        e2e::skip(
            &format!(
                "no ppc32 sysroot at {}: the dynamic conformance runs",
                os_emu::DEFAULT_SYSROOT
            ),
            "tools/setup.sh installs it (libc6-powerpc-cross)",
        );
    }
    let mut failures = Vec::new();
    let mut unexpected_passes = Vec::new();
    let mut ran = 0;
    for case in manifest() {
        for kind in ["static", "dynamic"] {
            if kind == "dynamic" && !sysroot {
                eprintln!("WARNING: skipped: {}.dynamic", case.name);
                continue;
            }
            ran += 1;
            let known = KNOWN_FAILURES
                .iter()
                .find(|(n, _)| *n == format!("{}.{kind}", case.name));
            match (run_case(&case, kind), known) {
                (Some(f), None) => failures.push(f),
                (Some(_), Some((n, why))) => eprintln!("known failure: {n}: {why}"),
                (None, Some((n, _))) => unexpected_passes.push(n.to_string()),
                (None, None) => {}
            }
        }
    }
    assert!(ran > 0, "the manifest lists no tests");
    assert!(
        unexpected_passes.is_empty(),
        "known failures now pass (remove them from the list): {unexpected_passes:?}"
    );
    assert!(
        failures.is_empty(),
        "{} of {ran} runs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
