//! The hostile-guest suite (issue 17): one program per sandbox escape class, run under
//! the built `simrun` like the conformance programs (guests/conformance/bin/hostile_*,
//! static and dynamic). Each test plants host files outside the guest's working
//! directory and asserts, from the host side, that they are untouched and that their
//! contents never reach the guest's output.
//!
//! The interpreter escapes (PT_INTERP with `..`, a FIFO, /dev/zero) use a copy of a
//! conformance binary with its PT_INTERP string replaced, and a sysroot of the test's own.
//! The run-directory escape (simrun's own files written through planted symlinks) is
//! simrun's, tested with its run-directory code.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const SECRET: &str = "HOST-SECRET-4f1c9a";
const VICTIM: &str = "HOST-VICTIM-77d0e2";

fn bin(name: &str, kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guests/conformance/bin")
        .join(format!("{name}.{kind}"))
}

fn kinds() -> Vec<&'static str> {
    if Path::new(os_emu::DEFAULT_SYSROOT)
        .join("lib/ld.so.1")
        .exists()
    {
        vec!["static", "dynamic"]
    } else {
        e2e::skip(
            "no ppc32 sysroot: the dynamic hostile runs",
            "apt-get install libc6-powerpc-cross",
        );
        vec!["static"]
    }
}

/// A temporary tree: `work/` (the guest's cwd) and `host/` beside it with the planted
/// files `secret.txt` and `victim.txt`.
struct Tree {
    dir: tempfile::TempDir,
}

impl Tree {
    fn new() -> Tree {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("work")).unwrap();
        std::fs::create_dir(dir.path().join("host")).unwrap();
        std::fs::write(dir.path().join("host/secret.txt"), SECRET).unwrap();
        std::fs::write(dir.path().join("host/victim.txt"), VICTIM).unwrap();
        Tree { dir }
    }

    fn path(&self, rel: &str) -> PathBuf {
        // Canonical, so that the guest is handed the host's real names.
        self.dir.path().canonicalize().unwrap().join(rel)
    }

    /// The planted files are as they were, and nothing new appeared beside them.
    fn assert_host_untouched(&self, out: &Output) {
        assert_eq!(
            std::fs::read_to_string(self.path("host/secret.txt")).unwrap(),
            SECRET
        );
        assert_eq!(
            std::fs::read_to_string(self.path("host/victim.txt")).unwrap(),
            VICTIM
        );
        let mut names: Vec<String> = std::fs::read_dir(self.path("host"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, ["secret.txt", "victim.txt"], "files created outside");
        let mut top: Vec<String> = std::fs::read_dir(self.path(""))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        top.sort();
        assert_eq!(top, ["host", "work"], "files created beside the sandbox");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(!text.contains(SECRET), "the guest read the secret:\n{text}");
        assert!(!text.contains(VICTIM), "the guest read the victim:\n{text}");
    }

    fn run(&self, prog: &Path, args: &[&str]) -> Output {
        self.run_env(prog, args, false)
    }

    /// Runs `prog` under simrun; `walk` forces the fallback component walk.
    fn run_env(&self, prog: &Path, args: &[&str], walk: bool) -> Output {
        let mut c = Command::new(env!("CARGO_BIN_EXE_simrun"));
        if walk {
            c.env(os_emu::beneath::FORCE_WALK_ENV, "1");
        }
        c.args(["--mode", "fast", "-q", "--out", "../run"])
            .arg(prog)
            .args(args)
            .current_dir(self.path("work"))
            .stdin(Stdio::null())
            .output()
            .expect("spawn simrun")
    }
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn hostile_dangling_symlink_with_o_creat() {
    for kind in kinds() {
        let t = Tree::new();
        let missing = t.path("host/created.txt");
        let victim = t.path("host/victim.txt");
        let out = t.run(
            &bin("hostile_creat", kind),
            &[missing.to_str().unwrap(), victim.to_str().unwrap()],
        );
        std::fs::remove_dir_all(t.path("run")).ok();
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{kind}: {text}");
        assert_eq!(text.matches("open refused").count(), 5, "{kind}: {text}");
        t.assert_host_untouched(&out);
    }
}

#[test]
fn hostile_getdents_through_a_renamed_directory() {
    for kind in kinds() {
        let t = Tree::new();
        let host = t.path("host");
        let out = t.run(&bin("hostile_getdents", kind), &[host.to_str().unwrap()]);
        std::fs::remove_dir_all(t.path("run")).ok();
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{kind}: {text}");
        // Linux lists the renamed directory; the host directory's names never appear.
        assert!(text.contains("listed: inner.txt"), "{kind}: {text}");
        assert!(!text.contains("listed: secret.txt"), "{kind}: {text}");
        assert!(!text.contains("listed: victim.txt"), "{kind}: {text}");
        assert!(
            text.contains("openat secret.txt: No such file or directory"),
            "{kind}: {text}"
        );
        t.assert_host_untouched(&out);
    }
}

/// Flips `name` in `dir` between a regular file holding "inside" and a symlink to
/// `target` until `stop`, each flip an atomic rename; returns the number of flips.
fn flipper(dir: PathBuf, name: &str, target: PathBuf, stop: Arc<AtomicBool>) -> u64 {
    let file = dir.join(format!(".{name}.f"));
    let link = dir.join(format!(".{name}.l"));
    let dest = dir.join(name);
    let mut flips = 0;
    while !stop.load(Ordering::Relaxed) {
        std::fs::write(&file, "inside").unwrap();
        std::fs::rename(&file, &dest).unwrap();
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&target, &link).unwrap();
        std::fs::rename(&link, &dest).unwrap();
        flips += 2;
    }
    flips
}

#[test]
fn hostile_check_then_open_race() {
    race(false);
}

/// The same race with the component walk that kernels without openat2 get.
#[test]
fn hostile_check_then_open_race_with_the_fallback_walk() {
    race(true);
}

fn race(walk: bool) {
    for kind in kinds() {
        let t = Tree::new();
        let work = t.path("work");
        std::fs::write(work.join("x"), "inside").unwrap();
        std::fs::write(work.join("y"), "inside").unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let fx = {
            let (w, s, st) = (work.clone(), t.path("host/secret.txt"), stop.clone());
            std::thread::spawn(move || flipper(w, "x", s, st))
        };
        let fy = {
            let (w, v, st) = (work.clone(), t.path("host/victim.txt"), stop.clone());
            std::thread::spawn(move || flipper(w, "y", v, st))
        };
        let out = t.run_env(&bin("hostile_race", kind), &["20000"], walk);
        stop.store(true, Ordering::Relaxed);
        let flips = fx.join().unwrap() + fy.join().unwrap();
        std::fs::remove_dir_all(t.path("run")).ok();
        let text = stdout(&out);
        assert_eq!(out.status.code(), Some(0), "{kind}: {text}");
        assert!(text.contains("foreign 0"), "{kind}: {text}");
        eprintln!("{kind} (walk: {walk}): {} flips; {}", flips, text.trim());
        assert!(flips > 0, "the flippers ran");
        for f in [".x.f", ".x.l", ".y.f", ".y.l", "x", "y"] {
            let _ = std::fs::remove_file(work.join(f));
        }
        t.assert_host_untouched(&out);
    }
}

/// A copy of the exit_status conformance binary (dynamic) in `dir` whose PT_INTERP is
/// `interp` (shorter than "/lib/ld.so.1").
fn with_interp(dir: &Path, interp: &str) -> PathBuf {
    let mut bytes = std::fs::read(bin("exit_status", "dynamic")).unwrap();
    let old = b"/lib/ld.so.1\0";
    let at = bytes
        .windows(old.len())
        .position(|w| w == old)
        .expect("PT_INTERP string");
    let mut new = interp.as_bytes().to_vec();
    assert!(new.len() < old.len());
    new.resize(old.len(), 0);
    bytes[at..at + old.len()].copy_from_slice(&new);
    let p = dir.join("guest");
    std::fs::write(&p, bytes).unwrap();
    std::fs::set_permissions(&p, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    p
}

/// Runs simrun on `guest` with `sysroot`, killing it after 60 s (a hang is a failure).
fn run_bounded(cwd: &Path, sysroot: &Path, guest: &Path) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_simrun"))
        .args(["--mode", "fast", "-q", "--out", "run", "--sysroot"])
        .arg(sysroot)
        .arg(guest)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn simrun");
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("simrun hung on {}", guest.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn hostile_interpreter_paths() {
    let real_ld = Path::new(os_emu::DEFAULT_SYSROOT).join("lib/ld.so.1");
    if !real_ld.exists() {
        e2e::skip(
            &format!("no ppc32 sysroot at {}", real_ld.display()),
            "apt-get install libc6-powerpc-cross",
        );
        return;
    }
    let t = Tree::new();
    let work = t.path("work");
    let sys = work.join("sys");
    std::fs::create_dir_all(sys.join("lib")).unwrap();
    // `..` out of the sysroot to a working loader planted beside it.
    std::fs::copy(&real_ld, work.join("evil.elf")).unwrap();
    let guest = with_interp(&work, "/../evil.elf");
    let out = run_bounded(&work, &sys, &guest);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(err.contains("leaves the sysroot"), "{err}");
    assert!(out.stdout.is_empty(), "the guest ran");
    // A FIFO as the loader: refused at once, not waited on.
    let guest = with_interp(&work, "/lib/ld.so.1");
    let made = Command::new("mkfifo")
        .arg(sys.join("lib/ld.so.1"))
        .status()
        .expect("mkfifo");
    assert!(made.success());
    let out = run_bounded(&work, &sys, &guest);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(err.contains("not a regular file"), "{err}");
    // /dev/zero by an absolute symlink: the link resolves inside the sysroot.
    std::fs::remove_file(sys.join("lib/ld.so.1")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", sys.join("lib/ld.so.1")).unwrap();
    let out = run_bounded(&work, &sys, &guest);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(err.contains("not found in sysroot"), "{err}");
    // A symlink climbing out to the host's secret: also inside the sysroot.
    std::fs::remove_file(sys.join("lib/ld.so.1")).unwrap();
    let up = "../../../../../../../../../../..".to_string()
        + &t.path("host/secret.txt").display().to_string();
    std::os::unix::fs::symlink(up, sys.join("lib/ld.so.1")).unwrap();
    let out = run_bounded(&work, &sys, &guest);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(126), "{err}");
    assert!(!err.contains(SECRET), "{err}");
    std::fs::remove_dir_all(&work).unwrap();
    std::fs::create_dir(&work).unwrap();
    t.assert_host_untouched(&out);
}
