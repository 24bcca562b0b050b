//! The fault suite (issue 17): every way a run can stop leaves a run directory that
//! `traceanalyze --lenient` reads, and says what was lost. Each case runs `simrun jvm jess`
//! in trace mode, stops it one way, checks simrun's exit status and message, then analyses
//! the directory. The guest VM appends each type to class.dump as it links it, so every
//! stop leaves the types (`types_known`). A guest that uses up the process's descriptors
//! must not stop simrun writing its files either.

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use e2e::{simrun, traceanalyze};

const TRACE: &str = "trace.bz2";

/// `simrun -q --out <out> jvm <args>` as a child process, output captured.
fn spawn(out: &Path, args: &[&str]) -> Child {
    Command::new(simrun())
        .args(["-q", "--mode", "trace", "--out"])
        .arg(out)
        .arg("jvm")
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn finish(c: Child) -> (i32, String) {
    let o = c.wait_with_output().unwrap();
    (code(&o), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn code(o: &Output) -> i32 {
    use std::os::unix::process::ExitStatusExt;
    o.status
        .code()
        .unwrap_or_else(|| 128 + o.status.signal().unwrap_or(0))
}

/// Waits until the trace holds a few blocks, so that the stop happens mid-run.
fn wait_for_blocks(out: &Path, child: &mut Child) {
    let t0 = Instant::now();
    loop {
        let len = std::fs::metadata(out.join(TRACE)).map_or(0, |m| m.len());
        if len > 400_000 {
            return;
        }
        assert!(child.try_wait().unwrap().is_none(), "the run ended early");
        assert!(
            t0.elapsed() < Duration::from_secs(120),
            "no trace after 2 minutes"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// `traceanalyze --lenient` on the run directory: must succeed; returns its warnings.
fn analyse(out: &Path) -> String {
    analyse_all(out).0
}

/// As [`analyse`], with the JSON report.
fn analyse_all(out: &Path) -> (String, String) {
    let o = Command::new(traceanalyze())
        .args(["-q", "--lenient", "--format", "json"])
        .arg(out.join(TRACE))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(
        code(&o),
        0,
        "traceanalyze --lenient on {}: {err}",
        out.display()
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(!v["tables"].as_array().unwrap().is_empty());
    (err, String::from_utf8_lossy(&o.stdout).into_owned())
}

/// The stopped run's class.dump (written as classes are linked) named the types: no
/// warning about it, and the report names classes instead of `#<type id>`.
fn types_known(out: &Path, class: &str) {
    let (w, report) = analyse_all(out);
    assert!(!w.contains("class.dump"), "{w}");
    assert!(report.contains(class), "no {class} in the report");
    assert!(
        !report.contains("\"#"),
        "a type without a name in the report"
    );
}

fn signal(child: &Child, sig: &str) {
    let s = Command::new("kill")
        .args(["-s", sig, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(s.success());
}

#[test]
fn r17_max_insns_leaves_a_readable_directory() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let c = Command::new(simrun())
        .args(["-q", "--mode", "trace", "--max-insns", "3000000", "--out"])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&c.stderr);
    assert_eq!(code(&c), 124, "{err}");
    assert!(err.contains("instruction limit"), "{err}");
    // class.dump holds the types linked so far (the VM appends each as it is linked).
    types_known(&out, "\"java.lang.String\"");
}

#[test]
fn r17_sigint_and_sigterm_finish_the_files() {
    for (sig, status) in [("INT", 130), ("TERM", 143)] {
        let d = tempfile::tempdir().unwrap();
        let out = d.path().join("run");
        let mut child = spawn(&out, &["jess", "-s10"]);
        wait_for_blocks(&out, &mut child);
        signal(&child, sig);
        let (got, err) = finish(child);
        assert_eq!(got, status, "SIG{sig}: {err}");
        assert!(err.contains(&format!("interrupted by SIG{sig}")), "{err}");
        for f in ["stats.txt", "stats.json", "intervals.csv"] {
            assert!(out.join(f).exists(), "SIG{sig}: {f} missing");
        }
        // The trace was finished (index and trailer); class.dump holds the types so far.
        let w = analyse(&out);
        assert!(!w.contains("truncated") && !w.contains("unfinished"), "{w}");
        types_known(&out, "bench.jess.");
    }
}

#[test]
fn r17_kill_9_keeps_every_complete_block() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let mut child = spawn(&out, &["jess", "-s10"]);
    wait_for_blocks(&out, &mut child);
    child.kill().unwrap();
    let (status, _) = finish(child);
    assert_eq!(status, 128 + 9);
    let w = analyse(&out);
    assert!(w.contains("the writer did not finish it"), "{w}");
    // The VM never reached its exit: class.dump is the one it appended to as it ran. (The
    // complete blocks may end before jess allocated objects of its own classes.)
    types_known(&out, "\"java.lang.String\"");
    // The lock went with the process: the directory can be reused at once (by another
    // configuration: --force, issue 19).
    let c = Command::new(simrun())
        .args([
            "-q",
            "--force",
            "--mode",
            "trace",
            "--max-insns",
            "100000",
            "--out",
        ])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(code(&c), 124, "{}", String::from_utf8_lossy(&c.stderr));
}

#[test]
fn r17_a_vm_error_leaves_a_readable_directory() {
    // The guest VM runs out of heap (OutOfMemoryError) and exits with an error status.
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let c = Command::new(simrun())
        .args(["-q", "--mode", "trace", "--out"])
        .arg(&out)
        .args(["jvm", "-X:h=128k", "-X:gc=marksweep", "jess", "-s1"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&c.stderr);
    assert_ne!(code(&c), 0, "{err}");
    assert!(err.contains("OutOfMemoryError"), "{err}");
    let w = analyse(&out);
    assert!(!w.contains("warning"), "nothing was lost: {w}");
}

#[test]
fn r17_a_file_size_limit_names_the_file_and_keeps_the_rest_valid() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    // 200 blocks of 1 KiB: the trace hits the limit first.
    let c = Command::new("sh")
        .arg("-c")
        .arg("ulimit -f 200 && exec \"$0\" -q --mode trace --out \"$1\" jvm jess -s0")
        .arg(simrun())
        .arg(&out)
        .stdout(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&c.stderr);
    assert_eq!(code(&c), 125, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("trace.bz2") && err.contains("File too large"),
        "{err}"
    );
    assert!(out.join("stats.txt").exists() && out.join("intervals.csv").exists());
    let w = analyse(&out);
    assert!(w.contains("truncated") && w.contains("dropped"), "{w}");
}

/// The guest opens files until the descriptors run out, under a host limit of 64
/// (`ulimit -n`): the guest sees EMFILE, and simrun still writes every file of the run
/// directory, which the analyzer then reads without a warning about lost data.
#[test]
fn r17_descriptor_exhaustion_by_the_guest_leaves_simrun_its_files() {
    let d = tempfile::tempdir().unwrap();
    e2e::javac(d.path(), "FdHog");
    let out = d.path().join("run");
    let c = Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 64 && exec \"$0\" -q --mode trace --out \"$1\" jvm -cp \"$2\" FdHog")
        .arg(simrun())
        .arg(&out)
        .arg(d.path().join("cls"))
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&c.stderr);
    assert_eq!(code(&c), 0, "{err}");
    assert_eq!(
        String::from_utf8_lossy(&c.stdout),
        "limit reached: true /dev/null (Too many open files)\n"
    );
    for f in [
        TRACE,
        "class.dump",
        "feature.dump",
        "stats.txt",
        "stats.json",
        "run.json",
        "intervals.csv",
    ] {
        assert!(out.join(f).is_file(), "{f} missing");
    }
    assert!(e2e::stats(&out)["sim_num_insn"] > 0.0);
    let (_, recs) = e2e::records(&out.join(TRACE));
    assert!(!recs.is_empty());
    assert_eq!(analyse(&out), "", "no data lost");
    types_known(&out, "FdHog");
}

#[test]
fn r17_a_full_disk_names_the_file_and_keeps_the_rest_valid() {
    let d = tempfile::tempdir().unwrap();
    let mnt = d.path().join("small");
    std::fs::create_dir(&mnt).unwrap();
    // A 256 KiB file system; mounting needs privileges the test may not have.
    let m = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=256k", "tmpfs"])
        .arg(&mnt)
        .stderr(Stdio::null())
        .status();
    if !matches!(m, Ok(s) if s.success()) {
        e2e::skip(
            "cannot mount a small tmpfs here",
            "run as root, as .ci/run does",
        );
        return;
    }
    struct Unmount<'a>(&'a Path);
    impl Drop for Unmount<'_> {
        fn drop(&mut self) {
            let _ = Command::new("umount").arg(self.0).status();
        }
    }
    let _guard = Unmount(&mnt);
    let out = mnt.join("run");
    let c = Command::new(simrun())
        .args(["-q", "--mode", "trace", "--out"])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&c.stderr);
    assert_eq!(code(&c), 125, "{err}");
    // The first file that could not be written is named first: the trace, or a dump the
    // guest VM writes (class.dump, which it appends to, or feature.dump: it then runs on
    // without it, and the trace's writer may meet the full disk only later, at a block's
    // end); simrun names its own.
    let first = err.lines().next().unwrap_or("");
    assert!(
        (first.contains("trace.bz2")
            || first.contains("class.dump")
            || first.contains("feature.dump"))
            && first.contains("No space left"),
        "{err}"
    );
    assert!(
        err.lines()
            .any(|l| l.starts_with("simrun: ") && l.contains("No space left")),
        "{err}"
    );
    let w = analyse(&out);
    assert!(w.contains("truncated") || w.contains("unfinished"), "{w}");
}

#[test]
fn r17_a_full_stdout_or_stderr_is_an_error_exit_not_a_panic() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let c = Command::new(simrun())
        .args(["-q", "--mode", "trace", "--max-insns", "2000000", "--out"])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .output()
        .unwrap();
    assert_eq!(code(&c), 124);
    let trace = out.join(TRACE);
    let full = || Stdio::from(std::fs::File::create("/dev/full").unwrap());
    let tracedump = e2e::build_bin("traceio", "tracedump");
    let cachesim = e2e::build_bin("cache", "cachesim");
    let cases: Vec<(&str, Command)> = vec![
        ("traceanalyze", {
            let mut c = Command::new(traceanalyze());
            c.args(["-q", "--lenient"]).arg(&trace);
            c
        }),
        ("tracedump", {
            let mut c = Command::new(&tracedump);
            c.arg(&trace);
            c
        }),
        ("cachesim", {
            let mut c = Command::new(&cachesim);
            c.arg("--help");
            c
        }),
    ];
    for (name, mut c) in cases {
        // stdout full: an error exit with a message on stderr.
        let o = c.stdout(full()).stderr(Stdio::piped()).output().unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{name}: {err}");
        assert!(
            o.status.code().is_some_and(|c| c != 0 && c != 101),
            "{name}: {err}"
        );
        assert!(err.contains("No space left"), "{name}: {err}");
        // stderr full as well: still an exit status, never a panic (101).
        let o = c.stdout(full()).stderr(full()).output().unwrap();
        assert!(
            o.status.code().is_some_and(|c| c != 0 && c != 101),
            "{name}"
        );
    }
    // simrun with a full stderr: the run's own status, not a panic.
    let c = Command::new(simrun())
        .args(["--mode", "trace", "--max-insns", "2000000", "--out"])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .stdout(full())
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(code(&c), 124);
}

/// `tracedump trace | head`: the reader closing the pipe ends tracedump quietly with
/// status 0 (the convention of the README's command-line section), not an error line.
#[test]
fn r17_a_closed_stdout_pipe_ends_tracedump_quietly() {
    use std::io::Read as _;
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let c = Command::new(simrun())
        .args(["-q", "--mode", "trace", "--max-insns", "2000000", "--out"])
        .arg(&out)
        .args(["jvm", "jess", "-s0"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(code(&c), 124);
    let mut child = Command::new(e2e::build_bin("traceio", "tracedump"))
        .arg(out.join(TRACE))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Megabytes of text: read the first line's bytes, then close the pipe as head does.
    let mut first = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(first.starts_with(b"# ppcsim"));
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
