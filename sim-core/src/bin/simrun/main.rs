//! `simrun [OPTIONS] <GUEST> [GUEST_ARGS]...` — run a 32-bit PowerPC Linux program, with
//! the cache model and the trace (SPEC §5; `docs/run-directory.md`).
//!
//! GUEST is a bundled guest name (`jvm`: guests/jvm/jvm.elf) or a path to a ppc32 ELF.
//! Modes: `--mode fast` (functional only), `cache` (cache hierarchy, statistics), `trace`
//! (hierarchy + trace.bz2; the default for `jvm`; `fast` is the default for an ELF).
//! sim-cache's `-cache:dl1 <config>` ... `-tlb:itlb <config>` flags go before GUEST.
//! A run directory (`--out`, default `out/<guest>-<benchmark>-<size>-<collector>-<heap>-<mode>/`
//! plus the configuration's id when other options are not the defaults:
//! `sim_core::run::meta`) is written for `jvm`, for the cache and trace modes, and whenever
//! `--out` is given; its run.json describes the run, and a directory holding a run of
//! another configuration is refused unless `--force`.
//!
//! Guest stdout/stderr pass through; simrun's own messages go to stderr (`-q`: errors
//! only). Exit status: the guest's (128+N when signal N killed it, 130 after Ctrl-C, 143
//! after SIGTERM); 2 for a usage error (bad option or value, bad cache flag or
//! configuration, `--env` without `=`: as clap, traceanalyze, tracedump and cachesim);
//! 125 when simrun itself fails (cannot write the run directory, the run directory is
//! locked by another simrun or holds a run of another configuration, a full disk), 126
//! when the guest cannot be executed, 124 when the instruction limit is reached or the
//! guest waits forever (as `timeout` reports a timeout).

/// Writes a line to stderr: a closed or full stderr is no reason to panic (the exit status
/// still tells what happened).
macro_rules! say {
    ($($a:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($a)*);
    }};
}

/// Writes to stderr without a newline, as [`say!`].
macro_rules! say_raw {
    ($($a:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($a)*);
    }};
}

mod args;
mod jvm;
mod progress;
mod signals;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use cache::{Hierarchy, HierarchyConfig};
use clap::{CommandFactory, FromArgMatches, ValueEnum};
use os_emu::{Exit, Os, OsConfig, OsError};
use sim_core::machine::Machine;
use sim_core::observer::Unmeasured;
use sim_core::report::{crash_report, RunStats};
use sim_core::run::files::{self, RunDir};
use sim_core::run::intervals::IntervalWriter;
use sim_core::run::meta::{self, RunConfig, RunJson, BASE_ENV};
use sim_core::run::pipeline::{Pipeline, TraceSink};
use sim_core::run::{drive, fast_forward, write_stats, DriveOptions, Ended, RunObserver};
use traceio::{TraceHeader, TraceWriter, WriterOptions};

/// What a run records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Mode {
    /// Functional simulation only (fastest).
    Fast,
    /// With the cache and TLB hierarchy: statistics, intervals.
    Cache,
    /// With the hierarchy and the trace (trace.bz2).
    Trace,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::Fast => "fast",
            Mode::Cache => "cache",
            Mode::Trace => "trace",
        }
    }
}

/// Run a 32-bit big-endian PowerPC Linux program (static or dynamically linked) on the
/// simulated machine. sim-cache's flags (-cache:dl1 ..., -cache:il1 ..., -cache:dl2 ...,
/// -cache:il2 ..., -tlb:dtlb ..., -tlb:itlb ...) may be given before GUEST; the default
/// hierarchy is the seed's table 4.1.
#[derive(clap::Parser, Debug)]
#[command(name = "simrun", version = VERSION, about)]
struct Cli {
    /// fast: functional only; cache: + cache hierarchy; trace: + trace.bz2.
    /// Default: trace for `jvm`, fast for an ELF path.
    #[arg(long, value_enum)]
    mode: Option<Mode>,
    /// The run directory (default `out/<guest>-<benchmark>-<size>-<collector>-<heap>-<mode>/`,
    /// with the configuration's id appended when other options differ from the defaults).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Replace a run directory that holds a run of another configuration.
    #[arg(long)]
    force: bool,
    /// Stop after N guest instructions (exit status 124; the files stay valid). With
    /// --fastfwd, N measured instructions (as sim-outorder's -max:inst).
    #[arg(long, value_name = "N")]
    max_insns: Option<u64>,
    /// Run the first N guest instructions functionally (no cache model, no trace records
    /// but the guest's events), then go on in the chosen mode, as sim-outorder's
    /// -fastfwd: the statistics, intervals.csv and the trace cover the rest, from
    /// instruction 0 of the measured part (stats `sim_fastfwd_insns`).
    #[arg(long, value_name = "N")]
    fastfwd: Option<u64>,
    /// One intervals.csv row every N instructions.
    #[arg(long, value_name = "N", default_value_t = meta::DEFAULT_INTERVAL)]
    interval: u64,
    /// Sysroot holding the dynamic loader and libraries of dynamically linked guests
    /// (as qemu-ppc's -L; default: $QEMU_LD_PREFIX, else /usr/powerpc-linux-gnu).
    #[arg(long, short = 'L', value_name = "DIR")]
    sysroot: Option<PathBuf>,
    /// Seed of AT_RANDOM, getrandom and /dev/urandom.
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// Let the guest read files under DIR too (repeatable).
    #[arg(long, value_name = "DIR")]
    allow_read: Vec<PathBuf>,
    /// Add K=V to the guest's environment (repeatable; the base environment is fixed:
    /// PATH=/usr/bin:/bin HOME=/ LANG=C TZ=UTC).
    #[arg(long, value_name = "K=V")]
    env: Vec<String>,
    /// Pass the host's environment to the guest, as qemu-ppc does, instead of the fixed
    /// one (--env still applies on top). Runs then depend on the host's environment.
    #[arg(long)]
    inherit_env: bool,
    /// Print the statistics (sim_num_insn, sim_num_refs, caches ...) to stderr at exit.
    #[arg(long)]
    stats: bool,
    /// Write 0 for the host measurements (sim_elapsed_time, sim_inst_rate), so that every
    /// file of the run directory is byte-identical between runs.
    #[arg(long)]
    reproducible: bool,
    /// Errors only: no progress bar, summary line, notes or warnings.
    #[arg(long, short)]
    quiet: bool,
    /// The guest: a bundled guest name (`jvm`: guests/jvm/jvm.elf) or a path to a ppc32
    /// ELF executable (write `./jvm` for a file of that name).
    #[arg(value_name = "GUEST")]
    guest: PathBuf,
    /// Arguments passed to the guest.
    #[arg(
        value_name = "GUEST_ARGS",
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    guest_args: Vec<String>,
}

/// `--version`: the package version and the commit it was built from.
const VERSION: &str = traceio::VERSION;

const EXIT_USAGE: u8 = 2;
const EXIT_SIMRUN_FAILED: u8 = 125;
const EXIT_CANNOT_EXECUTE: u8 = 126;
const EXIT_LIMIT: u8 = 124;
const EXIT_INTERRUPTED: u8 = 128 + 2;

fn main() -> ExitCode {
    signals::ignore_file_size_signal();
    let raw: Vec<OsString> = std::env::args_os().skip(1).collect();
    let argv: Vec<String> = raw
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let (hcfg, rest) = match args::split_cache_flags(&argv) {
        Ok(x) => x,
        Err(e) => {
            say!("simrun: {e}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let parsed = command()
        .try_get_matches_from(std::iter::once("simrun".to_string()).chain(rest))
        .and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    if let Some(kv) = cli.env.iter().find(|kv| !kv.contains('=')) {
        say!("simrun: --env {kv}: expected K=V");
        return ExitCode::from(EXIT_USAGE);
    }
    // The guest's arguments are the tail of simrun's (nothing after the guest is simrun's):
    // the guest gets their bytes unchanged, even when they are not UTF-8.
    let guest_raw = raw[raw.len() - cli.guest_args.len()..].to_vec();
    match run(cli, guest_raw, hcfg) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            let code = match e.downcast_ref::<OsError>() {
                Some(OsError::NotExecutable(_)) => EXIT_CANNOT_EXECUTE,
                _ if e.is::<Usage>() => EXIT_USAGE,
                _ => EXIT_SIMRUN_FAILED,
            };
            say!("simrun: {}", traceio::one_line(e.as_ref()));
            ExitCode::from(code)
        }
    }
}

/// A usage error found after the command line was parsed (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Usage(String);

/// Everything the generic part of a run needs.
struct Plan {
    cli: Cli,
    mode: Mode,
    elf: PathBuf,
    argv: Vec<OsString>,
    env: Vec<String>,
    dir: Option<PathBuf>,
    /// The run directory, open and locked.
    rundir: Option<RunDir>,
    /// The bundled VM's profile, for `simrun jvm`.
    jvm: Option<jvm::Profile>,
    /// run.json as written at the start (no outcome yet), when there is a run directory.
    meta: Option<RunJson>,
}

fn run(cli: Cli, guest_raw: Vec<OsString>, hcfg: HierarchyConfig) -> anyhow::Result<u8> {
    let jvm = (cli.guest.as_os_str() == "jvm").then(|| jvm::Profile::new(&cli.guest_args));
    if let Some(j) = &jvm {
        // OpenJDK's runtime image and an application's jars: there and the pinned ones,
        // before anything starts.
        j.check().map_err(|(usage, why)| {
            if usage {
                anyhow::Error::new(Usage(why))
            } else {
                anyhow::Error::msg(why)
            }
        })?;
    }
    let elf = match &jvm {
        Some(_) => jvm::Profile::elf(),
        None => cli.guest.clone(),
    };
    let mode = cli.mode.unwrap_or(match &jvm {
        Some(_) => Mode::Trace,
        None => Mode::Fast,
    });
    let guest_name = match &jvm {
        Some(_) => "jvm".to_string(),
        None => cli
            .guest
            .file_name()
            .map_or("guest".into(), |n| n.to_string_lossy().into_owned()),
    };
    let benchmark: Vec<String> = match &jvm {
        Some(j) => j.benchmark().to_vec(),
        None => cli.guest_args.clone(),
    };
    let env = guest_env(&cli)?;
    let config = run_config(&cli, jvm.as_ref(), mode, &env, &benchmark, &hcfg);
    let dir = if cli.out.is_some() || jvm.is_some() || mode != Mode::Fast {
        Some(
            cli.out
                .clone()
                .unwrap_or_else(|| Path::new("out").join(config.dir_name())),
        )
    } else {
        None
    };
    let (rundir, meta) = match &dir {
        Some(d) => {
            let (rd, m) = open_rundir(d, config, cli.force)?;
            (Some(rd), Some(m))
        }
        None => (None, None),
    };
    let (argv, dir_aliases) = guest_argv(
        &cli,
        jvm.as_ref(),
        dir.as_deref(),
        rundir.as_ref(),
        guest_raw,
    )?;

    let mut plan = Plan {
        cli,
        mode,
        elf,
        argv,
        env,
        dir,
        rundir,
        jvm,
        meta,
    };
    if let Some(j) = &plan.jvm {
        plan.cli.allow_read.extend(j.allow_read());
    }
    let os = guest_os(&plan, dir_aliases);
    match mode {
        Mode::Fast => execute(Machine::new(os, ()), &plan),
        Mode::Cache => {
            let h = Hierarchy::new(&hcfg).context("the cache configuration")?;
            execute(Machine::new(os, Pipeline::new(h, ())), &plan)
        }
        Mode::Trace => {
            let h = Hierarchy::new(&hcfg).context("the cache configuration")?;
            let w = trace_writer(&plan, guest_name, &benchmark, &hcfg)?;
            execute(Machine::new(os, Pipeline::new(h, TraceSink::new(w))), &plan)
        }
    }
}

/// The run's configuration, as run.json records it (and its id and directory name come
/// from).
fn run_config(
    cli: &Cli,
    jvm: Option<&jvm::Profile>,
    mode: Mode,
    env: &[String],
    benchmark: &[String],
    hcfg: &HierarchyConfig,
) -> RunConfig {
    RunConfig {
        guest: cli.guest.to_string_lossy().into_owned(),
        guest_args: cli.guest_args.clone(),
        benchmark: benchmark.first().cloned(),
        input_size: jvm.and_then(|j| j.input_size()),
        vm: jvm.map(|j| j.vm_options()),
        mode: mode.name().to_string(),
        cache_flags: (mode != Mode::Fast).then(|| hcfg.to_string()),
        cache: (mode != Mode::Fast).then(|| hcfg.clone()),
        seed: cli.seed,
        max_insns: cli.max_insns,
        fastfwd: cli.fastfwd.filter(|&n| n > 0),
        interval: cli.interval,
        env: recorded_env(cli, env).to_vec(),
        inherit_env: cli.inherit_env,
        sysroot: jvm
            .is_none()
            .then(|| sysroot(cli).to_string_lossy().into_owned()),
        other_args: match jvm {
            Some(j) => j.other_args(),
            None => cli.guest_args.iter().skip(1).cloned().collect(),
        },
    }
}

/// Opens the run directory `dir`, locked for the whole run: a run of another
/// configuration is refused (unless `force`), an earlier run's files removed (never
/// through a symlink), and run.json written as at the start (no outcome yet).
fn open_rundir(dir: &Path, config: RunConfig, force: bool) -> anyhow::Result<(RunDir, RunJson)> {
    let rd = RunDir::open(dir)?;
    if !force {
        meta::check_existing(&rd, &config)?;
    }
    rd.clear(&files::ALL)?;
    let meta = RunJson {
        format: meta::FORMAT,
        command_line: std::env::args_os()
            .map(|a| a.to_string_lossy().into_owned())
            .collect(),
        config_id: config.id(),
        config,
        simrun: meta::Build::current(),
        outcome: None,
        host: None,
    };
    rd.write(files::RUN_JSON, meta.to_text().as_bytes())?;
    Ok((rd, meta))
}

/// Host directories the guest sees under fixed names (`OsConfig::dir_aliases`).
type DirAliases = Vec<(String, PathBuf)>;

/// The guest's argv (the VM's options first for `simrun jvm`, then `guest_raw`) and the
/// host directories it sees under fixed guest names.
fn guest_argv(
    cli: &Cli,
    jvm: Option<&jvm::Profile>,
    dir: Option<&Path>,
    rundir: Option<&RunDir>,
    guest_raw: Vec<OsString>,
) -> anyhow::Result<(Vec<OsString>, DirAliases)> {
    let mut argv = vec![cli.guest.clone().into_os_string()];
    // The VM writes class.dump and feature.dump into the run directory, which it knows by
    // a fixed guest name (a directory alias), so that the --out path does not change the run.
    let mut dir_aliases = Vec::new();
    if let Some(j) = jvm {
        let (opts, aliases) = j.dump_dir(dir);
        argv.extend(opts.into_iter().map(OsString::from));
        dir_aliases = aliases;
        let (opts, aliases) = j.image_args();
        argv.extend(opts.into_iter().map(OsString::from));
        dir_aliases.extend(aliases);
        dir_aliases.extend(j.app_aliases());
    }
    // The guest's /tmp is a fresh directory of the run: mkstemp and tmpfile work, and
    // nothing lands in the host's /tmp.
    if let Some(rd) = rundir {
        let tmp = rd.fresh_dir(files::TMP)?;
        let host = std::fs::canonicalize(&tmp).unwrap_or(tmp);
        dir_aliases.push(("/tmp".to_string(), host));
    }
    match jvm {
        // An application's name becomes its library, class path and driver.
        Some(j) => argv.extend(j.expand(&guest_raw)),
        None => argv.extend(guest_raw),
    }
    Ok((argv, dir_aliases))
}

/// The guest's kernel: its sandbox, environment and names.
fn guest_os(plan: &Plan, dir_aliases: DirAliases) -> Os {
    let mut os = Os::new(OsConfig {
        sysroot: sysroot(&plan.cli),
        seed: plan.cli.seed,
        allow_read: plan.cli.allow_read.clone(),
        allow_write: plan.dir.iter().cloned().collect(),
        cwd: None,
        env: plan.env.clone(),
        // The bundled VM sees itself under a fixed name, wherever the checkout lies:
        // the same command gives the same instruction counts on every machine.
        exe_alias: plan.jvm.as_ref().map(|_| jvm::GUEST_PATH.to_string()),
        dir_aliases,
    });
    // The guest may write into the run directory (the VM's dumps), but never simrun's files.
    if let Some(rd) = &plan.rundir {
        os.protect(&files::SIMRUN_WRITES.map(|n| rd.path().join(n)));
    }
    os
}

/// The trace file of a trace-mode run, its header written.
fn trace_writer(
    plan: &Plan,
    guest_name: String,
    benchmark: &[String],
    hcfg: &HierarchyConfig,
) -> anyhow::Result<TraceWriter> {
    let dir = plan
        .rundir
        .as_ref()
        .expect("trace mode has a run directory");
    let header = TraceHeader {
        format_version: 0,
        simulator: format!("ppcsim {}", env!("CARGO_PKG_VERSION")),
        guest: guest_name,
        benchmark: benchmark.join(" "),
        cache_config: hcfg.to_string(),
        object_model: plan.jvm.as_ref().map(|_| jvm::OBJECT_MODEL),
        extra: header_extra(plan),
    };
    let path = dir.join(files::TRACE);
    TraceWriter::from_file(
        dir.create(files::TRACE)?,
        &path,
        &header,
        WriterOptions::default(),
    )
    .with_context(|| format!("creating {}", path.display()))
}

/// The sysroot: `-L`/`--sysroot`, else `$QEMU_LD_PREFIX` (as qemu-ppc), else the default.
fn sysroot(cli: &Cli) -> PathBuf {
    cli.sysroot
        .clone()
        .or_else(|| {
            std::env::var_os("QEMU_LD_PREFIX")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        })
        .unwrap_or_else(|| PathBuf::from(os_emu::DEFAULT_SYSROOT))
}

/// simrun's command line: [`Cli`] with the bundled guests, the VM's options and the
/// benchmarks after the options.
fn command() -> clap::Command {
    Cli::command().after_help(jvm::help())
}

/// The guest's environment: the fixed base (the host's with `--inherit-env`, in its
/// order), then each `--env K=V` (replacing K).
fn guest_env(cli: &Cli) -> anyhow::Result<Vec<String>> {
    let mut env: Vec<String> = if cli.inherit_env {
        std::env::vars_os()
            .map(|(k, v)| format!("{}={}", k.to_string_lossy(), v.to_string_lossy()))
            .collect()
    } else {
        BASE_ENV.iter().map(|s| s.to_string()).collect()
    };
    for kv in &cli.env {
        let Some((k, _)) = kv.split_once('=') else {
            anyhow::bail!("--env {kv}: expected K=V");
        };
        env.retain(|e| e.split_once('=').map(|(ek, _)| ek) != Some(k));
        env.push(kv.clone());
    }
    Ok(env)
}

/// Rewrites run.json with how the run ended and the host measurements.
fn finish_meta(
    plan: &Plan,
    outcome: meta::Outcome,
    started: u64,
    elapsed: f64,
) -> anyhow::Result<()> {
    let (Some(rd), Some(m)) = (&plan.rundir, &plan.meta) else {
        return Ok(());
    };
    let mut m = m.clone();
    if !plan.cli.reproducible {
        m.host = Some(meta::Host {
            started_unix: started,
            elapsed_seconds: elapsed,
            inst_rate: if elapsed > 0.0 {
                outcome.insns as f64 / elapsed
            } else {
                0.0
            },
        });
    }
    m.outcome = Some(outcome);
    rd.write(files::RUN_JSON, m.to_text().as_bytes())?;
    Ok(())
}

/// The guest environment as run.json and the trace header record it: the host's
/// environment is never copied into the files (it may hold secrets), so with
/// `--inherit-env` only the `--env` additions are recorded.
fn recorded_env<'a>(cli: &'a Cli, env: &'a [String]) -> &'a [String] {
    if cli.inherit_env {
        &cli.env
    } else {
        env
    }
}

fn header_extra(plan: &Plan) -> std::collections::BTreeMap<String, String> {
    let mut x = std::collections::BTreeMap::new();
    let argv: Vec<String> = plan
        .argv
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    x.insert("argv".to_string(), argv.join(" "));
    x.insert(
        "env".to_string(),
        recorded_env(&plan.cli, &plan.env).join(" "),
    );
    if plan.cli.inherit_env {
        x.insert("inherit_env".to_string(), "1".to_string());
    }
    x.insert("seed".to_string(), plan.cli.seed.to_string());
    x.insert("mode".to_string(), plan.mode.name().to_string());
    if let Some(n) = plan.cli.fastfwd.filter(|&n| n > 0) {
        // The trace starts at the measured part: its instruction 0 is the run's n-th.
        x.insert("fastfwd_insns".to_string(), n.to_string());
    }
    if let Some(j) = &plan.jvm {
        j.header_extra(&mut x);
    }
    x
}

fn execute<O: RunObserver>(mut m: Machine<O>, plan: &Plan) -> anyhow::Result<u8> {
    let cli = &plan.cli;
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    if let Err(e) = m.load(&plan.elf, &plan.argv, &plan.env) {
        if let Some(d) = &plan.rundir {
            let _ = m.obs.finish();
            let _ = d.remove(files::TRACE);
        }
        return Err(anyhow::Error::new(e).context(format!("loading {}", plan.elf.display())));
    }
    let mut intervals = match &plan.rundir {
        Some(d) => {
            let p = d.join(files::INTERVALS);
            Some(
                IntervalWriter::from_file(
                    d.create(files::INTERVALS)?,
                    &p,
                    &m.obs.interval_columns(),
                )
                .with_context(|| format!("writing {}", p.display()))?,
            )
        }
        None => None,
    };
    // A second SIGINT/SIGTERM while the run winds down ends simrun at once.
    if let Err(e) = signals::handle_stops() {
        if !cli.quiet {
            say!("simrun: warning: cannot handle SIGINT/SIGTERM: {e}");
        }
    }
    let trace_path = (plan.mode == Mode::Trace)
        .then(|| plan.dir.as_ref().map(|d| d.join(files::TRACE)))
        .flatten();
    let mut bar = progress::Progress::new(!cli.quiet && plan.dir.is_some(), trace_path);
    if let Some(c) = bar.console() {
        m.os.set_console(c);
    }
    let mut last = sim_core::run::Snapshot::default();
    let mut on_slice = |s: &sim_core::run::Snapshot| {
        bar.update(s);
        last = *s;
    };
    let ff_started = std::time::Instant::now();
    let (mut m, ff_ended) = match cli.fastfwd.filter(|&n| n > 0) {
        Some(n) => {
            // Functional until n: the observer sees the guest's events only (GC phases,
            // the featured-address detector's state, the trace's events at time 0).
            let mut f = m.map_observer(Unmeasured);
            let ended = fast_forward(
                &mut f,
                n,
                DriveOptions {
                    max_insns: None,
                    slice: 1 << 26,
                    interval: cli.interval,
                    stop: &signals::STOP,
                    progress: &mut on_slice,
                },
            );
            let mut m = f.map_observer(|u| u.0);
            m.obs.begin_measured();
            (m, ended)
        }
        None => (m, None),
    };
    let (base, base_refs, base_unmeasured) = (m.icount, m.refs, m.unmeasured);
    let (ended, elapsed) = match ff_ended {
        Some(e) => (e, 0.0),
        None => drive(
            &mut m,
            intervals.as_mut(),
            DriveOptions {
                max_insns: cli.max_insns,
                slice: 1 << 24,
                interval: cli.interval,
                stop: &signals::STOP,
                progress: &mut on_slice,
            },
        )?,
    };
    let elapsed = if base > 0 {
        ff_started.elapsed().as_secs_f64()
    } else {
        elapsed
    };
    bar.finish();
    let mut stats = RunStats {
        insns: m.icount - base,
        fastfwd: base,
        unmeasured: m.unmeasured - base_unmeasured,
        refs: m.refs - base_refs,
        elapsed: if cli.reproducible { 0.0 } else { elapsed },
        ..RunStats::default()
    };
    m.obs.fill_stats(&mut stats);
    let windows = match (m.obs.windows(stats.insns), m.obs.cache_config()) {
        (Some(w), Some(cfg)) => Some(sim_core::run::windows::to_csv(&w, cfg)),
        _ => None,
    };
    let summary = m.obs.finish();
    let written = plan.rundir.as_ref().map(|d| {
        write_stats(d, &stats)?;
        match &windows {
            Some(csv) => d.write(files::WINDOWS, csv.as_bytes()),
            None => Ok(()),
        }
    });
    if let Ended::Failed(why) = &ended {
        let failed = meta::Outcome {
            exit_status: EXIT_SIMRUN_FAILED,
            ended: "failed".into(),
            insns: m.icount,
        };
        let meta_written = finish_meta(plan, failed, started, elapsed);
        // The first failure is the message; what failed after it is a consequence.
        let also = match (&written, meta_written) {
            (Some(Err(e)), _) => format!("; then {e}"),
            (_, Err(e)) => format!("; then {e}"),
            _ => String::new(),
        };
        anyhow::bail!("{why}; the files are valid up to there{also}");
    }
    // The trace was finished before stats.txt was written: on a full disk its error is
    // the first, and stats.txt's a consequence.
    let summary = match (summary, written.transpose()) {
        (Ok(s), Ok(_)) => s,
        (Err(e), Ok(_)) => return Err(e),
        (Ok(_), Err(w)) => return Err(w.into()),
        (Err(e), Err(w)) => anyhow::bail!("{e:#}; then {w:#}"),
    };
    if cli.stats {
        say_raw!("{}", stats.render());
    }
    let code = exit_status(&ended, &mut m)?;
    let outcome = meta::Outcome {
        exit_status: code,
        ended: ended_name(&ended).into(),
        insns: m.icount,
    };
    finish_meta(plan, outcome, started, elapsed)?;
    if let (Some(d), false) = (&plan.dir, cli.quiet) {
        let snap = sim_core::run::Snapshot {
            insns: m.icount,
            elapsed,
            ..last
        };
        let mut line = format!(
            "simrun: {}: {}",
            d.display(),
            progress::describe(&snap, summary.map(|s| s.bytes))
        );
        if let Some(s) = summary {
            let accesses = stats.loads.unwrap_or(0) + stats.stores.unwrap_or(0);
            if accesses > 0 {
                line.push_str(&format!(
                    ", {:.3} bytes/access",
                    s.bytes as f64 / accesses as f64
                ));
            }
        }
        say!("{line}; exit status {code}");
        if let Some(note) = plan.jvm.as_ref().and_then(|j| j.note_after(snap.gcs, code)) {
            say!("simrun: note: {note}");
        }
    }
    Ok(code)
}

/// How a run ended, as run.json's `ended` names it.
fn ended_name(ended: &Ended) -> &'static str {
    match ended {
        Ended::Exit(Exit::Code(_)) => "exit",
        Ended::Exit(Exit::Signal { .. }) => "signal",
        Ended::Exit(Exit::Hang(_)) => "hang",
        Ended::Limit => "limit",
        Ended::Interrupted => "interrupted",
        Ended::Failed(_) => "failed",
    }
}

/// simrun's exit status for how the run ended (the guest's own, 128 + a signal, or one
/// of simrun's), saying why when the guest did not exit by itself (a fatal signal's crash
/// report, a hang, the instruction limit, an interruption).
fn exit_status<O: RunObserver>(ended: &Ended, m: &mut Machine<O>) -> anyhow::Result<u8> {
    Ok(match ended {
        Ended::Exit(Exit::Code(c)) => *c,
        Ended::Exit(Exit::Signal { signo, pc }) => {
            say_raw!("{}", crash_report(*signo, *pc, &m.cpu, &mut m.mem));
            (128 + signo) as u8
        }
        Ended::Exit(Exit::Hang(why)) => {
            say!("simrun: stopped: {why} (it would wait forever)");
            EXIT_LIMIT
        }
        Ended::Limit => {
            say!(
                "simrun: instruction limit of {} reached at pc {:#010x}",
                m.icount,
                m.cpu.pc
            );
            EXIT_LIMIT
        }
        Ended::Interrupted => {
            let (signo, name) = signals::stopped_by().unwrap_or((2, "SIGINT"));
            say!(
                "simrun: interrupted by {name} after {} instructions; the files are complete \
                 up to there",
                m.icount
            );
            EXIT_INTERRUPTED - 2 + signo as u8
        }
        Ended::Failed(why) => anyhow::bail!("{why}"),
    })
}
