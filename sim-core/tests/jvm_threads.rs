//! Green threads of the guest VM under simrun (guests/jvm/threads.c): runs are
//! deterministic, the timer preempts threads inside synchronized blocks and waits (counted
//! from the THREAD_SWITCH events of `-X:eventlog`), class.dump names the threads, and a
//! deadlock ends the run with a VM error listing every thread.
//!
//! Oracles: the program outputs recorded on the host JDK (`guests/jvm/tests/expected/`);
//! the event-log layout of docs/events.md (six big-endian words per event: word, NEXT,
//! EXTRA, 0, ARG3, ARG4); for the deadlock, the lock order the program forces.

mod common;
use common::{simrun, vm_file};

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use traceio::protocol::{EventId, Word, ID_MASK};

fn jvm_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/jvm")
}

/// Compiles `guests/jvm/tests/<name>.java` with `javac --release 8` into `out`.
fn compile_test(name: &str, out: &Path) {
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(out)
        .arg(jvm_dir().join(format!("tests/{name}.java")))
        .status()
        .expect("javac (JDK 17) must be installed: tools/setup.sh installs it");
    assert!(status.success(), "javac of {name} failed");
}

/// `simrun [mode args] jvm [flags] -cp classes main` in `cwd`.
fn run_vm(cwd: &Path, classes: &Path, mode: &[&str], flags: &[&str], main: &str) -> Output {
    let mut c = if mode.is_empty() {
        simrun()
    } else {
        let mut c = Command::new(env!("CARGO_BIN_EXE_simrun"));
        c.args(mode);
        c
    };
    c.arg("--allow-read")
        .arg(classes)
        .arg("jvm")
        .args(flags)
        .arg("-cp")
        .arg(classes)
        .arg(main)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .output()
        .expect("running simrun")
}

fn expected(name: &str) -> String {
    std::fs::read_to_string(jvm_dir().join(format!("tests/expected/{name}.out")))
        .unwrap_or_else(|e| panic!("expected/{name}.out: {e}"))
}

/// THREAD_SWITCH events of an event log: (NEXT, EXTRA) pairs (words and id from
/// traceio::protocol, the protocol's one home).
fn thread_switches(log: &[u8]) -> Vec<(u32, u32)> {
    assert_eq!(log.len() % 24, 0, "an event log is whole 24-byte records");
    log.chunks(24)
        .map(|e| |x: Word| u32::from_be_bytes(e[x.offset() as usize..][..4].try_into().unwrap()))
        .filter(|w| (w(Word::Event) & ID_MASK) as u8 == EventId::ThreadSwitch.code())
        .map(|w| (w(Word::Next), w(Word::Extra)))
        .collect()
}

/// ThreadsPreempt's critical sections last several quanta: the timer must preempt threads
/// holding the lock (reason 0), others must then block on it (reason 1, which can only
/// happen when an owner was switched out inside its synchronized block), the ping-pong
/// threads wait (reason 2), and each of the six threads ends once (reason 4). Two runs give
/// byte-identical event logs, class.dump and stdout; class.dump names the seven threads.
#[test]
fn preemption_inside_synchronized_blocks_is_deterministic() {
    let classes = tempfile::tempdir().expect("temporary directory");
    compile_test("ThreadsPreempt", classes.path());
    let mut runs = Vec::new();
    for _ in 0..2 {
        let cwd = tempfile::tempdir().expect("temporary directory");
        let out = run_vm(
            cwd.path(),
            classes.path(),
            &[],
            &["-X:eventlog=ev.log"],
            "ThreadsPreempt",
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected("ThreadsPreempt"),
            "stderr:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(0));
        let log = std::fs::read(vm_file(cwd.path(), "ev.log")).expect("event log");
        let dump = std::fs::read_to_string(vm_file(cwd.path(), "class.dump")).expect("class.dump");
        runs.push((out.stdout, log, dump));
    }
    assert!(runs[0] == runs[1], "two runs of ThreadsPreempt differ");
    let (_, log, dump) = &runs[0];
    let switches = thread_switches(log);
    let count = |reason: u32| switches.iter().filter(|s| s.1 == reason).count();
    assert!(count(0) >= 10, "preemptions: {}", count(0));
    assert!(
        count(1) >= 5,
        "switches because a thread blocked on a held monitor: {}",
        count(1)
    );
    assert!(count(2) >= 20, "switches to wait: {}", count(2));
    assert_eq!(count(3), 0, "nobody yields");
    assert_eq!(count(4), 6, "each started thread ends once");
    assert!(switches.iter().all(|s| s.1 <= 4 && (1..=7).contains(&s.0)));
    let threads: Vec<&str> = dump.lines().filter(|l| l.starts_with("thread\t")).collect();
    let want: Vec<String> = std::iter::once("thread\t1\tmain".to_string())
        .chain((0..6).map(|i| format!("thread\t{}\tThread-{i}", i + 2)))
        .collect();
    assert_eq!(threads, want);
}

/// A single-threaded program writes no `thread` records and sends no THREAD_SWITCH.
#[test]
fn single_threaded_runs_have_no_thread_records() {
    let classes = tempfile::tempdir().expect("temporary directory");
    compile_test("Hello", classes.path());
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = run_vm(
        cwd.path(),
        classes.path(),
        &[],
        &["-X:eventlog=ev.log"],
        "Hello",
    );
    assert_eq!(out.status.code(), Some(0));
    let log = std::fs::read(vm_file(cwd.path(), "ev.log")).expect("event log");
    assert!(thread_switches(&log).is_empty());
    let dump = std::fs::read_to_string(vm_file(cwd.path(), "class.dump")).expect("class.dump");
    assert!(!dump.lines().any(|l| l.starts_with("thread\t")));
}

/// Two trace-mode runs of a threaded program (waits, notifies, switches) give byte-identical
/// run directories (`--reproducible` zeroes simrun's own host timings).
#[test]
fn threaded_trace_runs_are_byte_identical() {
    let classes = tempfile::tempdir().expect("temporary directory");
    compile_test("ThreadsRing", classes.path());
    let mut dirs = Vec::new();
    for _ in 0..2 {
        let cwd = tempfile::tempdir().expect("temporary directory");
        let out = run_vm(
            cwd.path(),
            classes.path(),
            &["--mode", "trace", "-q", "--reproducible", "--out", "run"],
            &[],
            "ThreadsRing",
        );
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected("ThreadsRing"),
            "stderr:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        dirs.push(cwd);
    }
    let names = files_below(&dirs[0].path().join("run"));
    assert!(names.contains(&"trace.bz2".to_string()) && names.contains(&"class.dump".to_string()));
    assert_eq!(
        names,
        files_below(&dirs[1].path().join("run")),
        "the runs' files differ"
    );
    for n in &names {
        let a = std::fs::read(dirs[0].path().join("run").join(n)).expect("file of run 1");
        let b = std::fs::read(dirs[1].path().join("run").join(n))
            .unwrap_or_else(|e| panic!("{n} missing from run 2: {e}"));
        assert!(a == b, "{n} differs between two runs");
    }
}

/// The files below `dir` (the guest's private `tmp/` included), as sorted relative paths.
fn files_below(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).expect("run directory") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let rel = p.strip_prefix(dir).expect("below the run directory");
                out.push(rel.to_string_lossy().into_owned());
            }
        }
    }
    out.sort();
    out
}

/// Two threads take two locks in opposite orders (each sleeps while holding its first):
/// the VM must stop with status 1 and a report that lists main (joining) and both threads,
/// each blocked on the lock the other one owns.
#[test]
fn deadlock_lists_every_thread() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = dir.path().join("Dead.java");
    std::fs::write(
        &src,
        "public class Dead {\n\
         static final Object a = new Object(); static final String b = new String(\"b\");\n\
         public static void main(String[] args) throws Exception {\n\
         Thread t1 = new Thread(() -> { synchronized (a) { nap(); synchronized (b) { System.out.println(\"never\"); } } }, \"first\");\n\
         Thread t2 = new Thread(() -> { synchronized (b) { nap(); synchronized (a) { System.out.println(\"never\"); } } }, \"second\");\n\
         t1.start(); t2.start(); System.out.println(\"started\"); t1.join(); }\n\
         static void nap() { try { Thread.sleep(50); } catch (InterruptedException e) { throw new RuntimeException(e); } } }\n",
    )
    .expect("write source");
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(dir.path())
        .arg(&src)
        .status()
        .expect("javac");
    assert!(status.success());
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = run_vm(cwd.path(), dir.path(), &[], &[], "Dead");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "started\n");
    assert_eq!(out.status.code(), Some(1), "stderr:\n{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "jvm: deadlock: no thread can run; threads:",
            "  \"main\" #1 WAITING on a java.lang.Thread",
            "  \"first\" #2 BLOCKED to lock a java.lang.String owned by \"second\"",
            "  \"second\" #3 BLOCKED to lock a java.lang.Object owned by \"first\"",
        ]
    );
}

/// A thread parked with LockSupport.park and never unparked, joined by main: the deadlock
/// report names it as parked.
#[test]
fn deadlock_report_names_a_parked_thread() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let src = dir.path().join("Parked.java");
    std::fs::write(
        &src,
        "import java.util.concurrent.locks.LockSupport;\n\
         public class Parked {\n\
         public static void main(String[] args) throws Exception {\n\
         Thread t = new Thread(() -> { for (;;) LockSupport.park(); }, \"parker\");\n\
         t.start(); System.out.println(\"started\"); t.join(); } }\n",
    )
    .expect("write source");
    let status = Command::new("javac")
        .args(["--release", "8", "-nowarn", "-d"])
        .arg(dir.path())
        .arg(&src)
        .status()
        .expect("javac");
    assert!(status.success());
    let cwd = tempfile::tempdir().expect("temporary directory");
    let out = run_vm(cwd.path(), dir.path(), &[], &[], "Parked");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "started\n");
    assert_eq!(out.status.code(), Some(1), "stderr:\n{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "jvm: deadlock: no thread can run; threads:",
            "  \"main\" #1 WAITING on a java.lang.Thread",
            "  \"parker\" #2 WAITING parked (LockSupport.park)",
        ]
    );
}
