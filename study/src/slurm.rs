//! The Slurm runner: the pending runs as one job array (`sbatch --array=<indices>%M`, one
//! run per task), each task running `simstudy task STUDY --index $SLURM_ARRAY_TASK_ID`,
//! which does what the local runner does for one run. `sbatch --wait` blocks until the
//! array has finished; meanwhile the run directories are polled for the progress display.
//! Everything is then read from the run directories, as for a local study.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

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

/// Submits `todo` as one job array and waits for it; `study_file` and `out` absolute.
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
    let mut child = Command::new("sbatch")
        .args(["--parsable", "--wait"])
        .arg(format!("--array={array}"))
        .arg(dir.join("array.sh"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Error::Slurm(format!("starting sbatch: {e}")))?;
    let pb = progress(todo.len(), quiet);
    let counts = Counts::default();
    let status = loop {
        if let Some(s) = child
            .try_wait()
            .map_err(|e| Error::Slurm(format!("waiting for sbatch: {e}")))?
        {
            break s;
        }
        let (mut done, mut failed) = (0, 0);
        for r in todo {
            match rundir::state(study, out, r) {
                State::Done => done += 1,
                State::Failed(_) => failed += 1,
                State::Pending => {}
            }
        }
        counts
            .done
            .store(done, std::sync::atomic::Ordering::Relaxed);
        counts
            .failed
            .store(failed, std::sync::atomic::Ordering::Relaxed);
        pb.set_position((done + failed) as u64);
        pb.set_message(format!("{} (Slurm)", counts.message()));
        std::thread::sleep(Duration::from_millis(500));
    };
    pb.finish_and_clear();
    let output = child
        .wait_with_output()
        .map_err(|e| Error::Slurm(format!("reading sbatch's output: {e}")))?;
    let job = String::from_utf8_lossy(&output.stdout).trim().to_string();
    if job.is_empty() {
        let err = String::from_utf8_lossy(&output.stderr);
        return Err(Error::Slurm(format!(
            "sbatch failed ({status}): {}",
            err.trim().lines().last().unwrap_or("no message")
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_lists_are_ranges() {
        assert_eq!(array_list(&[0, 1, 2, 3]), "0-3");
        assert_eq!(array_list(&[0, 1, 2, 3, 5, 7, 8, 9]), "0-3,5,7-9");
        assert_eq!(array_list(&[4]), "4");
        assert_eq!(array_list(&[]), "");
    }
}
