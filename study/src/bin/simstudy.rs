//! `simstudy`: run a study (a matrix of simrun runs) locally or on Slurm, merge it into
//! tables, draw its report. The work is in the `study` library.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};

use study::check::Bundled;
use study::matrix::{expand, Run};
use study::minheap::MinHeaps;
use study::provenance;
use study::rundir::{self, State, Tools};
use study::spec::Study;

/// Studies of simrun runs: benchmarks × sizes × collectors × heaps × cache configurations
/// × modes × seeds, described by a TOML file.
#[derive(Parser)]
#[command(name = "simstudy", version = traceio::VERSION, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the study's runs that are not done (locally in parallel, or as a Slurm job array)
    Run {
        /// The study file
        study: PathBuf,
        /// Runs at once (default: the number of cores)
        #[arg(long, short = 'j', value_parser = clap::value_parser!(u16).range(1..))]
        jobs: Option<u16>,
        /// Submit the runs as one Slurm job array and wait for it
        #[arg(long)]
        slurm: bool,
        /// Run failed runs again (otherwise they are reported and skipped)
        #[arg(long)]
        retry_failed: bool,
        #[command(flatten)]
        out: OutArg,
        /// Errors and failed runs only: no progress, no summary
        #[arg(long, short = 'q')]
        quiet: bool,
    },
    /// Run one run of the study (what a Slurm array task does): exit 0 when it is done
    Task {
        /// The study file
        study: PathBuf,
        /// The run's index in the matrix (`list` shows them)
        #[arg(long)]
        index: usize,
        #[command(flatten)]
        out: OutArg,
    },
    /// Check the study file (the whole matrix and every analysis table name) and start
    /// nothing: every problem is listed, exit status 2 when there is one
    Check {
        /// The study file
        study: PathBuf,
    },
    /// List the study's runs: index, id, state, directory
    List {
        /// The study file
        study: PathBuf,
        #[command(flatten)]
        out: OutArg,
    },
    /// Collect every run into long-format tables (Parquet and CSV) under `<out>/merged/`
    Merge {
        /// The study file
        study: PathBuf,
        #[command(flatten)]
        out: OutArg,
    },
    /// Draw the study's plots into one self-contained HTML file, `<out>/report.html`
    Report {
        /// The study file
        study: PathBuf,
        #[command(flatten)]
        out: OutArg,
        /// Also write each plot as an SVG file into this directory
        #[arg(long)]
        svg_dir: Option<PathBuf>,
    },
}

#[derive(clap::Args)]
struct OutArg {
    /// The study's output directory (default `out/study-<name>`)
    #[arg(long)]
    out: Option<PathBuf>,
}

/// Reads the study file; `bundled`: check its benchmarks and sizes against the bundled VM
/// that simrun runs (what `run`, `check` and `list` do before anything else). Returns the
/// study and its output directory.
fn load_study(path: &Path, out: &OutArg, bundled: bool) -> Result<(Study, PathBuf)> {
    let study = if bundled {
        let b = Bundled::ask(&Tools::find().simrun)?;
        Study::load_checked(path, Some(&b))?
    } else {
        Study::load(path)?
    };
    let out = out
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from("out").join(format!("study-{}", study.name)));
    Ok((study, out))
}

/// [`load_study`] and the study's runs, heap multiples resolved with the minimum heaps
/// recorded in the output directory.
fn load(path: &Path, out: &OutArg, bundled: bool) -> Result<(Study, Vec<Run>, PathBuf)> {
    let (study, out) = load_study(path, out, bundled)?;
    let runs = expand(&study, &MinHeaps::load(&out)?)?;
    Ok((study, runs, out))
}

fn absolute(p: &Path) -> Result<PathBuf> {
    if p.is_absolute() {
        return Ok(p.to_path_buf());
    }
    Ok(std::env::current_dir()
        .context("finding the working directory")?
        .join(p))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        Err(e) => match e.downcast_ref::<study::Error>() {
            // A study file with problems: each on its line, the status of a usage error.
            Some(study::Error::Study { .. }) => {
                for line in e.to_string().lines() {
                    eprintln!("simstudy: {line}");
                }
                ExitCode::from(2)
            }
            _ => {
                eprintln!("simstudy: {e:#}");
                ExitCode::from(1)
            }
        },
    }
}

fn run(cli: Cli) -> Result<ExitCode> {
    match cli.cmd {
        Cmd::Run {
            study,
            jobs,
            slurm,
            retry_failed,
            out,
            quiet,
        } => run_study(&study, &out, jobs, slurm, retry_failed, quiet),
        Cmd::Task { study, index, out } => task(&study, &out, index),
        Cmd::Check { study } => check(&study),
        Cmd::List { study, out } => list(&study, &out),
        Cmd::Merge { study, out } => merge(&study, &out),
        Cmd::Report {
            study,
            out,
            svg_dir,
        } => report(&study, &out, svg_dir),
    }
}

/// `simstudy run`: the runs not done yet (and the failed ones with `retry_failed`),
/// locally or on Slurm, then a summary; status 1 unless every run is done.
fn run_study(
    path: &Path,
    out: &OutArg,
    jobs: Option<u16>,
    slurm: bool,
    retry_failed: bool,
    quiet: bool,
) -> Result<ExitCode> {
    let (study, out) = load_study(path, out, true)?;
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    // Heaps given as multiples: each minimum heap found once, before any run starts.
    let min = study::minheap::resolve(&study, &out, &Tools::find().simrun, &mut |l| {
        if !quiet {
            eprintln!("{l}")
        }
    })?;
    let runs = expand(&study, &min)?;
    let before: Vec<State> = runs
        .iter()
        .map(|r| rundir::state(&study, &out, r))
        .collect();
    let todo: Vec<Run> = runs
        .iter()
        .zip(&before)
        .filter(|(_, s)| match s {
            State::Done => false,
            State::Failed(_) => retry_failed,
            State::Pending => true,
        })
        .map(|(r, _)| r.clone())
        .collect();
    if slurm {
        let out = absolute(&out)?;
        study::slurm::run(&study, &absolute(path)?, &out, &todo, quiet)?;
    } else {
        let jobs = jobs.map_or_else(
            || std::thread::available_parallelism().map_or(1, |n| n.get()),
            usize::from,
        );
        study::local::run_all(&study, &out, &Tools::find(), &todo, jobs, quiet)?;
    }
    let after: Vec<State> = runs
        .iter()
        .map(|r| rundir::state(&study, &out, r))
        .collect();
    let done = after.iter().filter(|s| **s == State::Done).count();
    let done_before = before.iter().filter(|s| **s == State::Done).count();
    let failed: Vec<(&Run, &String)> = runs
        .iter()
        .zip(&after)
        .filter_map(|(r, s)| match s {
            State::Failed(m) => Some((r, m)),
            _ => None,
        })
        .collect();
    let pending = after.iter().filter(|s| **s == State::Pending).count();
    if !quiet {
        eprintln!(
            "study {}: {} runs: {} done ({} now, {} before), {} failed, {} pending ({})",
            study.name,
            runs.len(),
            done,
            done - done_before.min(done),
            done_before,
            failed.len(),
            pending,
            out.display()
        );
    }
    for (r, m) in &failed {
        eprintln!("failed: runs/{}: {m}", r.dir_name);
    }
    if !failed.is_empty() && !retry_failed && !quiet {
        eprintln!("(simstudy run --retry-failed runs the failed runs again)");
    }
    Ok(if failed.is_empty() && pending == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `simstudy task`: run `index` of the study (one Slurm array task). Its standard output
/// (the task's Slurm log) says what ran, each tool's command line, exit status and wall
/// time, and how the run ended.
fn task(path: &Path, out: &OutArg, index: usize) -> Result<ExitCode> {
    let (study, runs, out) = load(path, out, false)?;
    let run = runs.get(index).with_context(|| {
        format!(
            "--index {index}: the study has {} runs (0..{})",
            runs.len(),
            runs.len()
        )
    })?;
    let t0 = std::time::Instant::now();
    println!(
        "simstudy {} task: study {} ({}), run {index} of {}: runs/{}",
        traceio::VERSION,
        study.name,
        path.display(),
        runs.len(),
        run.dir_name
    );
    println!(
        "host {}, started {}",
        provenance::host_name(),
        provenance::iso8601(provenance::now_unix())
    );
    let outcome =
        rundir::execute_logged(&study, &out, &Tools::find(), run, &mut |l| println!("{l}"));
    let (code, how) = match &outcome {
        Ok(rundir::Outcome::Ok) => (0, "ok".to_string()),
        Ok(rundir::Outcome::Failed(m)) => {
            eprintln!("failed: runs/{}: {m}", run.dir_name);
            (1, format!("failed: {m}"))
        }
        Ok(rundir::Outcome::Interrupted) => {
            eprintln!("interrupted: runs/{}", run.dir_name);
            (130, "interrupted (the run stays pending)".to_string())
        }
        Err(e) => (1, format!("error: {e}")),
    };
    let end = provenance::now_unix();
    println!(
        "ended: {how}; exit status {code}, wall time {:.2} s, at {} (unix {end:.3})",
        t0.elapsed().as_secs_f64(),
        provenance::iso8601(end)
    );
    outcome?;
    Ok(ExitCode::from(code))
}

/// `simstudy check`: the study file checked whole; a summary of the matrix when it is fine.
fn check(path: &Path) -> Result<ExitCode> {
    let (study, _) = load_study(path, &OutArg { out: None }, true)?;
    let n_sizes = study.sizes.len().max(1);
    let runs = study.benchmarks.len()
        * n_sizes
        * study.collectors.len()
        * study.heaps.len()
        * study.caches.len()
        * study.modes.len()
        * study.seeds.len();
    println!(
        "{}: {} runs ({} benchmarks × {} sizes × {} collectors × {} heaps × {} caches × {} modes × {} seeds), {} analyses: no problem",
        path.display(),
        runs,
        study.benchmarks.len(),
        n_sizes,
        study.collectors.len(),
        study.heaps.len(),
        study.caches.len(),
        study.modes.len(),
        study.seeds.len(),
        study.analyses.len()
    );
    Ok(ExitCode::SUCCESS)
}

/// `simstudy list`: every run with its id, state and directory.
fn list(path: &Path, out: &OutArg) -> Result<ExitCode> {
    let (study, runs, out) = load(path, out, true)?;
    for r in &runs {
        let st = match rundir::state(&study, &out, r) {
            State::Done => "done",
            State::Failed(_) => "failed",
            State::Pending => "pending",
        };
        println!("{}\t{}\t{}\truns/{}", r.index, r.id, st, r.dir_name);
    }
    Ok(ExitCode::SUCCESS)
}

/// `simstudy merge`: the run directories into `merged/*.{parquet,csv}`.
fn merge(path: &Path, out: &OutArg) -> Result<ExitCode> {
    let (study, runs, out) = load(path, out, false)?;
    let m = study::merge::collect(&study, &out, &runs)?;
    let dir = out.join("merged");
    study::merge::write(&m, &dir)?;
    for t in m.tables() {
        eprintln!(
            "wrote {}/{}.{{parquet,csv}} ({} rows)",
            dir.display(),
            t.name,
            t.rows.len()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// `simstudy report`: report.html (and each plot as an SVG into `svg_dir`).
fn report(path: &Path, out: &OutArg, svg_dir: Option<PathBuf>) -> Result<ExitCode> {
    let (study, runs, out) = load(path, out, false)?;
    let m = study::merge::collect(&study, &out, &runs)?;
    let prov = provenance::Provenance::gather(path, &m)?;
    let html = study::report::html(&study.name, &m, &prov)?;
    std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
    study::rundir::write_atomic(&out, "report.html", html.as_bytes())?;
    eprintln!("wrote {}", out.join("report.html").display());
    if let Some(dir) = svg_dir {
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        for (name, svg) in study::report::svgs(&m)? {
            study::rundir::write_atomic(&dir, &name, svg.as_bytes())?;
        }
        eprintln!("wrote the plots into {}", dir.display());
    }
    Ok(ExitCode::SUCCESS)
}
