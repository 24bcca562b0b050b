//! The Slurm runner: the pending runs as one job array (`sbatch --array=<indices>%M`, one
//! run per task), each task running `simstudy task STUDY --index $SLURM_ARRAY_TASK_ID`,
//! which does what the local runner does for one run and logs what it ran and how it ended
//! into the task's `slurm/task-<job>_<task>.out`. The run directories are read four times a
//! second for the progress display, and `squeue` is asked every second (every step once
//! every run has its status) whether a task is still pending or running: the study returns
//! within about a second of the last task's end (`sbatch --wait` polls with growing
//! intervals and returned up to 30 s late). Everything is then read from the run
//! directories, as for a local study.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crate::local::{progress, Counts};
use crate::matrix::Run;
use crate::rundir::{self, State};
use crate::spec::Study;
use crate::Error;

/// The `--array` list of `indices` (sorted): ranges `0-3,5,7-9`.
pub fn array_list(indices: &[usize]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < indices.len() {
        let mut j = i;
        while j + 1 < indices.len() && indices[j + 1] == indices[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            indices[i].to_string()
        } else {
            format!("{}-{}", indices[i], indices[j])
        });
        i = j + 1;
    }
    parts.join(",")
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

/// The batch script of a study: resources from the study file, one run per task.
pub fn script(study: &Study, simstudy: &Path, study_file: &Path, out: &Path) -> String {
    let mut s = String::from("#!/bin/sh\n");
    s.push_str(&format!("#SBATCH --job-name=simstudy-{}\n", study.name));
    s.push_str(&format!(
        "#SBATCH --output={}\n",
        out.join("slurm").join("task-%A_%a.out").display()
    ));
    let r = &study.slurm;
    if let Some(t) = &r.time {
        s.push_str(&format!("#SBATCH --time={t}\n"));
    }
    if let Some(m) = &r.mem {
        s.push_str(&format!("#SBATCH --mem={m}\n"));
    }
    if let Some(c) = r.cpus_per_task {
        s.push_str(&format!("#SBATCH --cpus-per-task={c}\n"));
    }
    if let Some(p) = &r.partition {
        s.push_str(&format!("#SBATCH --partition={p}\n"));
    }
    for e in &r.extra {
        s.push_str(&format!("#SBATCH {e}\n"));
    }
    s.push_str(&format!(
        "exec {} task {} --out {} --index \"$SLURM_ARRAY_TASK_ID\"\n",
        quote(&simstudy.display().to_string()),
        quote(&study_file.display().to_string()),
        quote(&out.display().to_string()),
    ));
    s
}

/// How often the run directories are read for the progress display.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);
/// How often Slurm is asked whether the array is still running (more often once every
/// run directory has its status: then only the tasks' ends are awaited).
const ASK_EVERY: Duration = Duration::from_millis(1000);

/// How long squeue may keep failing before the study gives up waiting (the job goes on).
const SQUEUE_PATIENCE: Duration = Duration::from_secs(60);

/// Where a job array stands, as `squeue` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArrayState {
    /// Some task is pending, running or being requeued.
    Active,
    /// Every task has ended (or the controller has forgotten the job).
    Ended,
}

/// States of a job whose batch script still has to run or end (squeue's long names).
const ACTIVE: [&str; 9] = [
    "PENDING",
    "RUNNING",
    "CONFIGURING",
    "SUSPENDED",
    "REQUEUED",
    "REQUEUE_FED",
    "REQUEUE_HOLD",
    "RESIZING",
    "SIGNALING",
];

/// The array's state from `squeue -h -t all -o %T` output (one state per line, one line
/// per task or per group of pending tasks); `COMPLETING` counts as ended: the batch script
/// has exited and its output is written, only Slurm's clean-up remains.
pub fn array_state(squeue: &str) -> ArrayState {
    if squeue.lines().map(str::trim).any(|l| ACTIVE.contains(&l)) {
        ArrayState::Active
    } else {
        ArrayState::Ended
    }
}

/// Asks squeue for job `job`'s state.
fn ask(job: &str) -> Result<ArrayState, Error> {
    let o = Command::new("squeue")
        .args(["-h", "-t", "all", "-o", "%T"])
        .arg(format!("--jobs={job}"))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::Slurm(format!("starting squeue: {e}")))?;
    let err = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() {
        // A job the controller no longer holds (MinJobAge passed) has ended.
        if err.contains("Invalid job id") {
            return Ok(ArrayState::Ended);
        }
        return Err(Error::Slurm(format!(
            "squeue --jobs={job} ({}): {}",
            o.status,
            err.trim().lines().last().unwrap_or("no message")
        )));
    }
    Ok(array_state(&String::from_utf8_lossy(&o.stdout)))
}

/// Submits `todo` as one job array and waits for it, returning as soon as squeue shows
/// every task ended (within about a second); `study_file` and `out` absolute.
pub fn run(
    study: &Study,
    study_file: &Path,
    out: &Path,
    todo: &[Run],
    quiet: bool,
) -> Result<(), Error> {
    if todo.is_empty() {
        return Ok(());
    }
    let simstudy: PathBuf = std::env::current_exe().map_err(|e| Error::Io {
        what: "finding simstudy's own path".into(),
        source: e,
    })?;
    let dir = out.join("slurm");
    std::fs::create_dir_all(&dir).map_err(|e| Error::Io {
        what: format!("creating {}", dir.display()),
        source: e,
    })?;
    let text = script(study, &simstudy, study_file, out);
    rundir::write_atomic(&dir, "array.sh", text.as_bytes())?;
    let indices: Vec<usize> = todo.iter().map(|r| r.index).collect();
    let mut array = array_list(&indices);
    if let Some(m) = study.slurm.max_parallel {
        array.push_str(&format!("%{m}"));
    }
    let output = Command::new("sbatch")
        .arg("--parsable")
        .arg(format!("--array={array}"))
        .arg(dir.join("array.sh"))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| Error::Slurm(format!("starting sbatch: {e}")))?;
    // --parsable: `JOBID` or `JOBID;CLUSTER`.
    let stdout = String::from_utf8_lossy(&output.stdout);
    let job = stdout.trim().split(';').next().unwrap_or("").to_string();
    if !output.status.success() || job.is_empty() {
        let err = String::from_utf8_lossy(&output.stderr);
        return Err(Error::Slurm(format!(
            "sbatch failed ({}): {}",
            output.status,
            err.trim().lines().last().unwrap_or("no message")
        )));
    }
    let pb = progress(todo.len(), quiet);
    let counts = Counts::default();
    let mut asked = Instant::now();
    // squeue failing (a controller restarting) is retried for a while, as sbatch --wait did.
    let mut failing_since: Option<Instant> = None;
    loop {
        let (mut done, mut failed) = (0, 0);
        for r in todo {
            match rundir::state(study, out, r) {
                State::Done => done += 1,
                State::Failed(_) => failed += 1,
                State::Pending => {}
            }
        }
        counts.done.store(done, Ordering::Relaxed);
        counts.failed.store(failed, Ordering::Relaxed);
        pb.set_position((done + failed) as u64);
        pb.set_message(format!("{} (Slurm job {job})", counts.message()));
        // Once every run has its status only the tasks' ends remain: ask at each step.
        let settled = done + failed == todo.len();
        if settled || asked.elapsed() >= ASK_EVERY {
            asked = Instant::now();
            match ask(&job) {
                Ok(ArrayState::Ended) => break,
                Ok(ArrayState::Active) => failing_since = None,
                Err(e) => {
                    let since = *failing_since.get_or_insert_with(Instant::now);
                    if since.elapsed() >= SQUEUE_PATIENCE {
                        pb.finish_and_clear();
                        return Err(e);
                    }
                }
            }
        }
        std::thread::sleep(PROGRESS_EVERY);
    }
    pb.finish_and_clear();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_array_is_active_while_a_task_is_pending_or_running() {
        assert_eq!(array_state(""), ArrayState::Ended);
        assert_eq!(array_state("COMPLETED\nCOMPLETED\n"), ArrayState::Ended);
        assert_eq!(
            array_state("COMPLETED\nCOMPLETING\nFAILED\nTIMEOUT\n"),
            ArrayState::Ended
        );
        assert_eq!(array_state("COMPLETED\nRUNNING\n"), ArrayState::Active);
        assert_eq!(array_state("PENDING\n"), ArrayState::Active);
    }

    #[test]
    fn array_lists_are_ranges() {
        assert_eq!(array_list(&[0, 1, 2, 3]), "0-3");
        assert_eq!(array_list(&[0, 1, 2, 3, 5, 7, 8, 9]), "0-3,5,7-9");
        assert_eq!(array_list(&[4]), "4");
        assert_eq!(array_list(&[]), "");
    }
}
