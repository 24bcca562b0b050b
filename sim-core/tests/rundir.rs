//! The run directory is simrun's alone: files planted in it (symlinks to host files, left
//! by an earlier run or by the guest) are never written through, and two simruns on one
//! `--out` cannot mix (issue 17).

use std::process::Command;

use sim_core::run::files::{self, RunDir};

mod cmd;
use cmd::{conformance_bin, simrun};

#[test]
fn r17_symlinks_planted_in_the_run_directory_are_not_followed() {
    let d = tempfile::tempdir().unwrap();
    let victim = d.path().join("victim.txt");
    std::fs::write(&victim, "precious host file\n").unwrap();
    let out = d.path().join("run");
    std::fs::create_dir(&out).unwrap();
    for f in files::ALL {
        std::os::unix::fs::symlink(&victim, out.join(f)).unwrap();
    }
    // A dangling link: following it would create a file outside the run directory.
    std::fs::remove_file(out.join(files::STATS_JSON)).unwrap();
    std::os::unix::fs::symlink(
        d.path().join("created-outside"),
        out.join(files::STATS_JSON),
    )
    .unwrap();
    let bin = conformance_bin("int_arith.static");
    // Files without a readable run.json are a run of unknown configuration: simrun
    // replaces them only when told to (issue 19).
    let (code, err) = simrun(
        &[
            "--mode",
            "trace",
            "-q",
            "--out",
            out.to_str().unwrap(),
            &bin,
        ],
        d.path(),
    );
    assert_eq!(code, 125, "{err}");
    assert!(err.contains("--force"), "{err}");
    let (code, err) = simrun(
        &[
            "--mode",
            "trace",
            "-q",
            "--force",
            "--out",
            out.to_str().unwrap(),
            &bin,
        ],
        d.path(),
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read_to_string(&victim).unwrap(),
        "precious host file\n"
    );
    assert!(!d.path().join("created-outside").exists());
    for f in [
        files::RUN_JSON,
        files::TRACE,
        files::STATS_TXT,
        files::STATS_JSON,
        files::INTERVALS,
    ] {
        let m = std::fs::symlink_metadata(out.join(f)).unwrap();
        assert!(m.file_type().is_file() && m.len() > 0, "{f}: {m:?}");
    }
    // The guest's dumps (none for this guest) are gone, not left pointing at the host file.
    assert!(std::fs::symlink_metadata(out.join(files::CLASS_DUMP)).is_err());
}

#[test]
fn r17_a_second_simrun_on_the_same_out_fails_at_once() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let held = RunDir::open(&out).unwrap();
    std::fs::write(out.join(files::STATS_TXT), "the first run's\n").unwrap();
    let bin = conformance_bin("int_arith.static");
    let (code, err) = simrun(
        &[
            "--mode",
            "cache",
            "-q",
            "--out",
            out.to_str().unwrap(),
            &bin,
        ],
        d.path(),
    );
    assert_eq!(code, 125, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&out.display().to_string()) && err.contains("in use"),
        "{err}"
    );
    // Nothing of the first run's was touched.
    assert_eq!(
        std::fs::read_to_string(out.join(files::STATS_TXT)).unwrap(),
        "the first run's\n"
    );
    drop(held);
    // The planted stats.txt has no run.json: replacing it takes --force (issue 19).
    let again = || {
        simrun(
            &[
                "--mode",
                "cache",
                "-q",
                "--force",
                "--out",
                out.to_str().unwrap(),
                &bin,
            ],
            d.path(),
        )
    };
    // A child forked by a concurrent test of this process holds a copy of `held`'s
    // descriptor (and so the lock) until its exec; on a loaded machine that can last a
    // moment, so "in use" is retried for up to 2 s.
    let mut r = again();
    for _ in 0..100 {
        if !r.1.contains("in use") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        r = again();
    }
    assert_eq!(r.0, 0, "{}", r.1);
}

/// The guest may write into its run directory (the VM writes its dumps there) but not
/// simrun's own files (issue 17: "a guest cannot delete or replace its own run directory's
/// files"): opening them for writing, unlinking them and renaming over them are refused,
/// and they stay whole. `hostile_rundir` makes every attempt and reports each.
#[test]
fn r17_the_guest_cannot_overwrite_simruns_files() {
    let d = tempfile::tempdir().unwrap();
    for kind in ["static", "dynamic"] {
        // One directory each: two guests are two configurations (issue 19).
        let out = d.path().join(format!("run-{kind}"));
        std::fs::create_dir(&out).unwrap();
        let out_s = out.to_str().unwrap();
        let bin = conformance_bin(&format!("hostile_rundir.{kind}"));
        let o = Command::new(env!("CARGO_BIN_EXE_simrun"))
            .args(["--mode", "trace", "-q", "--out", out_s, &bin, out_s])
            .current_dir(d.path())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{kind}: {stdout}");
        assert!(
            stdout.starts_with("create mine.txt: done\n"),
            "{kind}: {stdout}"
        );
        // hostile_rundir.c knows the five files simrun wrote when it was written;
        // windows.csv, protected the same way, came later.
        for name in files::SIMRUN_WRITES
            .into_iter()
            .filter(|&n| n != files::WINDOWS)
        {
            for what in ["open-write", "unlink", "rename-over"] {
                let line = format!("{what} {name}: refused: Permission denied");
                assert!(stdout.contains(&line), "{kind}: no {line:?} in\n{stdout}");
            }
        }
        assert_eq!(
            stdout.matches(": done").count(),
            1,
            "{kind}: only mine.txt: {stdout}"
        );
        // simrun's files are its own: the trace reads to its end, the statistics are whole.
        let r = traceio::TraceReader::open(out.join(files::TRACE)).expect("the trace opens");
        assert!(
            r.records().all(|x| x.is_ok()),
            "{kind}: the trace reads whole"
        );
        let stats = std::fs::read_to_string(out.join(files::STATS_TXT)).unwrap();
        assert!(stats.contains("sim_num_insn"), "{kind}: {stats}");
        assert_eq!(std::fs::read(out.join("mine.txt")).unwrap(), b"mine\n");
    }
}

/// The guest's /tmp is the run directory's `tmp/` (issue 17): mkstemp, tmpfile and mkdir
/// work there, nothing reaches the host's /tmp, and the next run starts with it empty
/// (also when a symlink to a host directory was planted in its place).
#[test]
fn r17_the_guest_has_a_private_tmp_in_the_run_directory() {
    let d = tempfile::tempdir().unwrap();
    let out = d.path().join("run");
    let run = || {
        let o = Command::new(env!("CARGO_BIN_EXE_simrun"))
            .args(["--mode", "fast", "-q", "--force", "--out"])
            .arg(&out)
            .arg(conformance_bin("tmp_private.static"))
            .current_dir(d.path())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(0), "{o:?}");
        String::from_utf8(o.stdout).unwrap()
    };
    let text = run();
    let name = text
        .lines()
        .find_map(|l| l.strip_prefix("name: /tmp/"))
        .unwrap_or_else(|| panic!("{text}"))
        .to_string();
    assert_eq!(
        text.lines().take(7).collect::<Vec<_>>(),
        [
            "mkstemp: ok",
            "write: 5",
            "read back: 5 hello",
            "tmpfile: ok",
            "tmpfile reads back: x",
            "mkdir: 0",
            "rmdir: 0"
        ],
        "{text}"
    );
    let file = out.join(files::TMP).join(&name);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "hello");
    assert!(!std::path::Path::new("/tmp").join(&name).exists());
    // The next run empties it, and removes a symlink planted in its place unfollowed.
    let host_dir = d.path().join("host-dir");
    std::fs::create_dir(&host_dir).unwrap();
    std::fs::write(host_dir.join("keep"), "host").unwrap();
    std::fs::remove_dir_all(out.join(files::TMP)).unwrap();
    std::os::unix::fs::symlink(&host_dir, out.join(files::TMP)).unwrap();
    run();
    assert_eq!(
        std::fs::read_to_string(host_dir.join("keep")).unwrap(),
        "host"
    );
    assert_eq!(std::fs::read_dir(&host_dir).unwrap().count(), 1);
    assert!(std::fs::symlink_metadata(out.join(files::TMP))
        .unwrap()
        .is_dir());
    assert!(!file.exists() || std::fs::read_dir(out.join(files::TMP)).unwrap().count() == 1);
}
