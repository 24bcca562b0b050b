//! One run: its directory under `<out>/runs/`, its state, and running it (simrun, then the
//! analyses).
//!
//! Besides simrun's own files (run.json, stats.json, intervals.csv, trace.bz2, ...), the
//! study keeps in each run directory:
//!
//! | file | content |
//! |------|---------|
//! | `study-run.json` | the run's index, id and [`RunConfig`](crate::matrix::RunConfig), written before simrun starts |
//! | `simrun.stdout`, `simrun.stderr` | simrun's (and the guest's) output |
//! | `analysis-<name>/` | traceanalyze `--tables` output: `<table>.parquet` and `<table>.csv` per table, written into `analysis-<name>.tmp/` and renamed into place when complete |
//! | `analysis-<name>.stderr` | traceanalyze's messages |
//! | `study-status.json` | `{"status": "ok"}` or `{"status": "failed", "message": ...}`, with the host and the run's start and end (Unix seconds), written last, atomically |
//!
//! The state is derived from these files alone, so a study killed at any moment resumes
//! correctly: a run is **done** when `study-status.json` says ok, run.json's outcome is a
//! clean exit and every analysis output exists; **failed** when `study-status.json` says
//! failed; **pending** otherwise (never started, or interrupted: a killed or signalled run
//! writes no status and runs again from the start). A run starts only once its directory's
//! lock is free: a simrun of a killed study may still be ending (up to two minutes' wait,
//! then the study stops with an error rather than record a failure that is not the run's).

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use serde::{Deserialize, Serialize};

use crate::child::DiesWithParent;
use crate::matrix::Run;
use crate::spec::Study;
use crate::Error;

/// The study's file in a run directory: the configuration.
pub const STUDY_RUN: &str = "study-run.json";
/// The study's file in a run directory: the final status.
pub const STUDY_STATUS: &str = "study-status.json";

/// Where a run stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// Finished cleanly, with every analysis output.
    Done,
    /// Finished with a failure (the message says which step and why).
    Failed(String),
    /// Not run, or interrupted.
    Pending,
}

/// The content of `study-status.json`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Status {
    /// `ok` or `failed`.
    pub status: String,
    /// Why it failed (empty when ok).
    #[serde(default)]
    pub message: String,
    /// The host the run ran on (absent in files of older studies).
    #[serde(default)]
    pub host: Option<String>,
    /// When the run started, seconds since the Unix epoch (absent in older files).
    #[serde(default)]
    pub started_unix: Option<f64>,
    /// When it ended (absent in older files).
    #[serde(default)]
    pub ended_unix: Option<f64>,
}

/// The status file of run directory `dir`, if it has a readable one.
pub fn status(dir: &Path) -> Option<Status> {
    fs::read_to_string(dir.join(STUDY_STATUS))
        .ok()
        .and_then(|t| serde_json::from_str::<Status>(&t).ok())
}

/// The binaries a run uses.
#[derive(Clone, Debug)]
pub struct Tools {
    /// `simrun`.
    pub simrun: PathBuf,
    /// `traceanalyze`.
    pub traceanalyze: PathBuf,
}

impl Tools {
    /// simrun and traceanalyze beside the running executable, else the names (found on
    /// PATH when run).
    pub fn find() -> Tools {
        let dir = std::env::current_exe()
            .ok()
            .and_then(|p| p.parent().map(Path::to_path_buf));
        let pick = |name: &str| match &dir {
            Some(d) if d.join(name).is_file() => d.join(name),
            _ => PathBuf::from(name),
        };
        Tools {
            simrun: pick("simrun"),
            traceanalyze: pick("traceanalyze"),
        }
    }
}

/// The directory of `run` under the study's output directory.
pub fn run_dir(out: &Path, run: &Run) -> PathBuf {
    out.join("runs").join(&run.dir_name)
}

/// The analysis output directory of analysis `name` (one file per table).
pub fn analysis_file(name: &str) -> String {
    format!("analysis-{name}")
}

/// Whether the run's mode produces a trace (analyses run only then).
pub fn analysed(run: &Run) -> bool {
    run.config.mode == "trace"
}

/// The outcome recorded in a run directory's run.json: `(exit_status, ended, insns)`.
pub fn outcome(dir: &Path) -> Option<(i64, String, Option<u64>)> {
    let text = fs::read_to_string(dir.join("run.json")).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    let o = v.get("outcome")?;
    Some((
        o.get("exit_status")?.as_i64()?,
        o.get("ended")?.as_str()?.to_string(),
        o.get("insns").and_then(|i| i.as_u64()),
    ))
}

/// The state of `run` (see the module overview).
pub fn state(study: &Study, out: &Path, run: &Run) -> State {
    let dir = run_dir(out, run);
    let Some(st) = status(&dir) else {
        return State::Pending;
    };
    if st.status != "ok" {
        return State::Failed(st.message);
    }
    let clean = matches!(outcome(&dir), Some((0, ended, _)) if ended == "exit");
    let analyses = !analysed(run)
        || study
            .analyses
            .iter()
            .all(|a| dir.join(analysis_file(&a.name)).is_dir());
    if clean && analyses {
        State::Done
    } else {
        State::Pending
    }
}

/// Writes `bytes` to `dir/name` atomically (a temporary file renamed over it).
pub fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), Error> {
    let tmp = dir.join(format!("{name}.tmp"));
    let io = |e| Error::Io {
        what: format!("writing {}", dir.join(name).display()),
        source: e,
    };
    fs::write(&tmp, bytes).map_err(io)?;
    fs::rename(&tmp, dir.join(name)).map_err(io)
}

/// The last non-empty line of a file (a failing tool's message), at most 300 characters.
fn last_line(path: &Path) -> Option<String> {
    let text = fs::read(path).ok()?;
    let text = String::from_utf8_lossy(&text);
    let line = text.lines().rev().find(|l| !l.trim().is_empty())?.trim();
    Some(line.chars().take(300).collect())
}

/// Whether a child's end means it was interrupted rather than failed: killed by a signal,
/// or simrun's statuses for SIGINT (130) and SIGTERM (143).
fn interrupted(s: &ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    s.signal().is_some() || matches!(s.code(), Some(130 | 143))
}

/// How long a run waits for its directory's lock (simrun's `flock`) to be released.
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(120);

/// Waits until no process holds `dir`'s lock (simrun takes `flock(LOCK_EX)` on the
/// directory while it runs); `false` when `limit` passed first. The lock is released again
/// at once: simrun takes it itself.
fn wait_unlocked(dir: &Path, limit: std::time::Duration) -> std::io::Result<bool> {
    use std::os::fd::AsRawFd;
    let d = File::open(dir)?;
    let t0 = std::time::Instant::now();
    loop {
        // SAFETY: flock on a descriptor we own; released when `d` is dropped.
        if unsafe { libc::flock(d.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
            return Ok(true);
        }
        let e = std::io::Error::last_os_error();
        if e.raw_os_error() != Some(libc::EWOULDBLOCK) {
            return Err(e);
        }
        if t0.elapsed() >= limit {
            return Ok(false);
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// What running one run came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done.
    Ok,
    /// Failed (recorded in the run directory).
    Failed(String),
    /// Interrupted by a signal: nothing recorded, the run stays pending.
    Interrupted,
}

/// A command line as a shell would take it back: words quoted where they need it.
pub fn command_line(c: &Command) -> String {
    std::iter::once(c.get_program())
        .chain(c.get_args())
        .map(|w| {
            let w = w.to_string_lossy();
            let plain = !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_./:=,+%@".contains(&b));
            if plain {
                w.into_owned()
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Runs `c` to its end, logging its command line, then its exit status and wall time.
fn logged(c: &mut Command, what: &str, log: &mut dyn FnMut(String)) -> std::io::Result<ExitStatus> {
    log(format!("{what}: {}", command_line(c)));
    let t0 = std::time::Instant::now();
    let status = c.status()?;
    log(format!(
        "{what}: {}, wall time {:.2} s",
        describe(&status),
        t0.elapsed().as_secs_f64()
    ));
    Ok(status)
}

/// `exit status N` or `killed by signal N`.
pub fn describe(s: &ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (Some(c), _) => format!("exit status {c}"),
        (None, Some(sig)) => format!("killed by signal {sig}"),
        (None, None) => "ended".into(),
    }
}

/// Runs `run` into its directory: simrun, then each analysis (trace mode), then the
/// status file. Errors are the study's own (cannot create the directory, start a tool).
pub fn execute(study: &Study, out: &Path, tools: &Tools, run: &Run) -> Result<Outcome, Error> {
    execute_logged(study, out, tools, run, &mut |_| {})
}

/// [`execute`], telling `log` each tool's command line, exit status and wall time (what
/// a Slurm task writes into its log).
pub fn execute_logged(
    study: &Study,
    out: &Path,
    tools: &Tools,
    run: &Run,
    log: &mut dyn FnMut(String),
) -> Result<Outcome, Error> {
    let started = crate::provenance::now_unix();
    let dir = run_dir(out, run);
    let io = |what: String| move |e| Error::Io { what, source: e };
    fs::create_dir_all(&dir).map_err(io(format!("creating {}", dir.display())))?;
    // A simrun of an interrupted study (killed with its process group) may still be
    // ending and hold the directory's lock: wait for it rather than record a failure.
    if !wait_unlocked(&dir, LOCK_WAIT).map_err(io(format!("locking {}", dir.display())))? {
        return Err(Error::Io {
            what: format!(
                "waiting {} s for {} (another simrun holds its lock)",
                LOCK_WAIT.as_secs(),
                dir.display()
            ),
            source: std::io::Error::from(std::io::ErrorKind::WouldBlock),
        });
    }
    match fs::remove_file(dir.join(STUDY_STATUS)) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(io(format!("removing the old status in {}", dir.display()))(
                e,
            ))
        }
        _ => {}
    }
    let record = serde_json::json!({"index": run.index, "id": run.id, "config": run.config});
    let mut text = serde_json::to_string_pretty(&record).expect("record serialises");
    text.push('\n');
    write_atomic(&dir, STUDY_RUN, text.as_bytes())?;

    let file = |name: &str| {
        File::create(dir.join(name)).map_err(io(format!("creating {}", dir.join(name).display())))
    };
    let status = logged(
        Command::new(&tools.simrun)
            .dies_with_parent()
            .arg("-q")
            .arg("--force")
            .arg("--out")
            .arg(&dir)
            .args(run.config.simrun_args())
            .stdin(Stdio::null())
            .stdout(file("simrun.stdout")?)
            .stderr(file("simrun.stderr")?),
        "simrun",
        log,
    )
    .map_err(io(format!("starting {}", tools.simrun.display())))?;
    if interrupted(&status) {
        return Ok(Outcome::Interrupted);
    }
    let failed = if !status.success() {
        let why = last_line(&dir.join("simrun.stderr"))
            .or_else(|| last_line(&dir.join("simrun.stdout")))
            .unwrap_or_else(|| "no message".into());
        Some(format!(
            "simrun exit status {}: {why}",
            status.code().unwrap_or(-1)
        ))
    } else if analysed(run) {
        analyse(study, tools, &dir, log)?
    } else {
        None
    };
    if failed.is_none() && interrupted_analysis(&dir, study, run) {
        return Ok(Outcome::Interrupted);
    }
    let st = Status {
        status: if failed.is_some() { "failed" } else { "ok" }.into(),
        message: failed.clone().unwrap_or_default(),
        host: Some(crate::provenance::host_name()),
        started_unix: Some(started),
        ended_unix: Some(crate::provenance::now_unix()),
    };
    let mut text = serde_json::to_string(&st).expect("status serialises");
    text.push('\n');
    write_atomic(&dir, STUDY_STATUS, text.as_bytes())?;
    Ok(match failed {
        Some(m) => Outcome::Failed(m),
        None => Outcome::Ok,
    })
}

/// An analysis output missing after a clean pass means one was interrupted.
fn interrupted_analysis(dir: &Path, study: &Study, run: &Run) -> bool {
    analysed(run)
        && study
            .analyses
            .iter()
            .any(|a| !dir.join(analysis_file(&a.name)).is_dir())
}

/// Runs every analysis; `Some(message)` for the first that fails. An interrupted analysis
/// leaves its output missing (checked by the caller).
fn analyse(
    study: &Study,
    tools: &Tools,
    dir: &Path,
    log: &mut dyn FnMut(String),
) -> Result<Option<String>, Error> {
    for a in &study.analyses {
        let name = analysis_file(&a.name);
        let tmp = dir.join(format!("{name}.tmp"));
        let err_name = format!("analysis-{}.stderr", a.name);
        let io = |what: String| move |e| Error::Io { what, source: e };
        let _ = fs::remove_dir_all(dir.join(&name));
        let _ = fs::remove_dir_all(&tmp);
        let status = logged(
            Command::new(&tools.traceanalyze)
                .dies_with_parent()
                .args([
                    "-q",
                    "--format",
                    "json",
                    "--tables-format",
                    "both",
                    "--tables",
                ])
                .arg(&tmp)
                .args(&a.args)
                .arg(dir.join("trace.bz2"))
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(
                    File::create(dir.join(&err_name))
                        .map_err(io(format!("creating {}", dir.join(&err_name).display())))?,
                ),
            &format!("traceanalyze ({})", a.name),
            log,
        )
        .map_err(io(format!("starting {}", tools.traceanalyze.display())))?;
        if interrupted(&status) {
            return Ok(None);
        }
        if !status.success() {
            let why = last_line(&dir.join(&err_name)).unwrap_or_else(|| "no message".into());
            return Ok(Some(format!(
                "analysis {}: traceanalyze exit status {}: {why}",
                a.name,
                status.code().unwrap_or(-1)
            )));
        }
        fs::rename(&tmp, dir.join(&name)).map_err(io(format!("writing {}", name)))?;
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::fd::AsRawFd;
    use std::time::Duration;

    #[test]
    fn a_held_lock_is_waited_for_and_a_released_one_is_not() {
        let tmp = tempfile::tempdir().unwrap();
        let holder = File::open(tmp.path()).unwrap();
        // SAFETY: flock on a descriptor we own.
        assert_eq!(
            unsafe { libc::flock(holder.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) },
            0
        );
        assert!(!wait_unlocked(tmp.path(), Duration::from_millis(200)).unwrap());
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            drop(holder);
        });
        assert!(wait_unlocked(tmp.path(), Duration::from_secs(30)).unwrap());
        release.join().unwrap();
        // Released again: a second wait succeeds at once.
        assert!(wait_unlocked(tmp.path(), Duration::ZERO).unwrap());
    }
}
