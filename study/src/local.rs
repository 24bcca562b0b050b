//! The local runner: the pending runs on `jobs` worker threads, one progress display for
//! the whole study (runs done, failed, running, elapsed, time left; drawn only on a
//! terminal).

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::matrix::Run;
use crate::rundir::{self, Outcome, Tools};
use crate::spec::Study;
use crate::Error;

/// The progress display of a study: `len` runs to do.
pub fn progress(len: usize, quiet: bool) -> ProgressBar {
    let target = if quiet {
        ProgressDrawTarget::hidden()
    } else {
        // Draws nothing when stderr is not a terminal.
        ProgressDrawTarget::stderr()
    };
    let pb = ProgressBar::with_draw_target(Some(len as u64), target);
    pb.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:30}] {pos}/{len} runs  {msg}  ETA {eta}",
        )
        .expect("template")
        .progress_chars("=> "),
    );
    pb.enable_steady_tick(Duration::from_millis(500));
    pb
}

/// Counters shown in the progress message.
#[derive(Default)]
pub struct Counts {
    /// Runs finished cleanly.
    pub done: AtomicUsize,
    /// Runs failed.
    pub failed: AtomicUsize,
    /// Runs in progress.
    pub running: AtomicUsize,
}

impl Counts {
    /// The progress message.
    pub fn message(&self) -> String {
        format!(
            "{} done, {} failed, {} running",
            self.done.load(Ordering::Relaxed),
            self.failed.load(Ordering::Relaxed),
            self.running.load(Ordering::Relaxed)
        )
    }
}

/// Runs `todo` on `jobs` threads; returns each run's outcome, in `todo`'s order (runs not
/// started count as interrupted). The first error of the study itself (a directory it
/// cannot create, a tool it cannot start) stops the workers from taking more runs and is
/// returned; so does a run stopped by a signal (Ctrl-C reaches the whole process group).
pub fn run_all(
    study: &Study,
    out: &Path,
    tools: &Tools,
    todo: &[Run],
    jobs: usize,
    quiet: bool,
) -> Result<Vec<Outcome>, Error> {
    let pb = progress(todo.len(), quiet);
    let counts = Counts::default();
    pb.set_message(counts.message());
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; todo.len()]);
    let first_error: Mutex<Option<Error>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1).min(todo.len().max(1)) {
            s.spawn(|| loop {
                if first_error.lock().expect("lock").is_some() || stop.load(Ordering::SeqCst) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(run) = todo.get(i) else { break };
                counts.running.fetch_add(1, Ordering::Relaxed);
                pb.set_message(counts.message());
                let r = rundir::execute(study, out, tools, run);
                counts.running.fetch_sub(1, Ordering::Relaxed);
                match r {
                    Ok(o) => {
                        match o {
                            Outcome::Ok => counts.done.fetch_add(1, Ordering::Relaxed),
                            Outcome::Failed(_) => counts.failed.fetch_add(1, Ordering::Relaxed),
                            Outcome::Interrupted => {
                                // A signal stopped the run: the study is being stopped.
                                stop.store(true, Ordering::SeqCst);
                                0
                            }
                        };
                        results.lock().expect("lock")[i] = Some(o);
                        pb.inc(1);
                        pb.set_message(counts.message());
                    }
                    Err(e) => {
                        first_error.lock().expect("lock").get_or_insert(e);
                        break;
                    }
                }
            });
        }
    });
    pb.finish_and_clear();
    if let Some(e) = first_error.into_inner().expect("lock") {
        return Err(e);
    }
    Ok(results
        .into_inner()
        .expect("lock")
        .into_iter()
        .map(|o| o.unwrap_or(Outcome::Interrupted))
        .collect())
}
