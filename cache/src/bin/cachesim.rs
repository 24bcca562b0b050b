//! `cachesim [FLAGS] [TRACE]`: runs a Dinero IV "din" trace (a file, or stdin
//! when TRACE is absent or `-`) through the cache hierarchy that sim-cache's
//! `-cache:*`/`-tlb:*` flags describe and prints the statistics in sim-cache's
//! `name value # description` form.
//!
//! The command line is clap's, like simrun's, traceanalyze's and tracedump's (`--help`,
//! `--version`), with sim-cache's one-dash flags (`-cache:dl1 C`) taken out first.
//! Exit status: 0; 2 for a usage error (unknown option, bad flag or configuration, more
//! than one trace); 1 when the run fails (the trace cannot be read or is malformed,
//! stdout cannot be written: a full disk). A closed pipe on stdout (`cachesim t | head`)
//! ends it quietly with status 0, as tracedump and traceanalyze. Errors are one line on
//! stderr (clap's usage errors add their usage lines).

/// Writes a line to stderr: a closed or full stderr is no reason to panic (the exit status
/// still tells what happened).
macro_rules! say {
    ($($a:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($a)*);
    }};
}

use std::fs::File;
use std::io::{self, BufReader, BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use cache::stats::write_stat_line;
use cache::{din, Hierarchy, HierarchyConfig, DEFAULT_FLAGS};
use clap::Parser;

const EXIT_FAILED: u8 = 1;
const EXIT_USAGE: u8 = 2;

const FLAGS_HELP: &str = "sim-cache flags (one dash, before or after TRACE):
  -cache:dl1 C|none   -cache:il1 C|dl1|dl2|none   -cache:dl2 C|none
  -cache:il2 C|dl2|none   -tlb:dtlb C|none   -tlb:itlb C|none
  C is <name>:<nsets>:<bsize>:<assoc>:<repl>, repl l (LRU), f (FIFO) or r (random).
TRACE is a Dinero IV din trace, one `label hexaddress [size]` a line (label 0 read,
1 write, 2 instruction fetch; size in bytes, default 4); stdin if absent or `-`.

Exit status: 0; 1 the trace cannot be read or is malformed; 2 usage error.";

/// Run a Dinero IV din trace through a cache hierarchy given by sim-cache's flags and
/// print sim-cache's statistics.
#[derive(Parser, Debug)]
#[command(name = "cachesim", version, about)]
struct Cli {
    /// The din trace (stdin when absent or `-`).
    #[arg(value_name = "TRACE")]
    trace: Option<PathBuf>,
}

/// Takes sim-cache's one-dash flags (`-cache:dl1 C`, `-tlb:itlb C`) out of `args`; the
/// rest is clap's. `-h` and `-help` (sim-cache's) ask for the help.
fn split(args: &[String]) -> Result<(HierarchyConfig, Vec<String>), cache::Error> {
    let mut cfg = HierarchyConfig::default();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "--" {
            rest.extend(args[i..].iter().cloned());
            break;
        }
        if cfg.take_flag_at(args, i)? {
            i += 2;
            continue;
        }
        if a == "-help" {
            rest.push("--help".into());
        } else if a.len() > 2 && a.starts_with('-') && !a.starts_with("--") {
            // sim-cache's style of option that is none of its flags: name it whole
            // (clap would report its first letter).
            return Err(cache::Error::UnknownFlag(a.clone()));
        } else {
            rest.push(a.clone());
        }
        i += 1;
    }
    cfg.validate()?;
    Ok((cfg, rest))
}

fn run(config: &HierarchyConfig, cli: &Cli) -> Result<()> {
    let mut h = Hierarchy::new(config)?;
    let path = cli.trace.as_ref().filter(|p| p.as_os_str() != "-");
    let totals = match path {
        None => din::run_trace(&mut h, io::stdin().lock()).context("trace on stdin")?,
        Some(path) => {
            let f =
                File::open(path).with_context(|| format!("opening trace {}", path.display()))?;
            din::run_trace(&mut h, BufReader::with_capacity(1 << 16, f))
                .with_context(|| format!("trace {}", path.display()))?
        }
    };
    let mut text = String::new();
    let counter = |v: u64| format!("{v:>12}");
    write_stat_line(
        &mut text,
        "sim_num_insn",
        &counter(totals.fetches),
        "total number of instructions executed",
    )?;
    write_stat_line(
        &mut text,
        "sim_num_refs",
        &counter(totals.refs),
        "total number of loads and stores executed",
    )?;
    text.push_str(&h.stats().to_string());
    let mut out = BufWriter::new(io::stdout().lock());
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("writing the statistics")?;
    Ok(())
}

/// Whether `e` comes from a closed pipe on stdout (EPIPE): the reader went away, as `head`
/// does; the tools then stop quietly with status 0 (traceio::broken_pipe for the others).
fn broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (config, rest) = match split(&args) {
        Ok(x) => x,
        Err(e) => {
            say!("cachesim: {e}");
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let help = format!("{FLAGS_HELP}\n\nDefaults: {DEFAULT_FLAGS}");
    let parsed = <Cli as clap::CommandFactory>::command()
        .after_help(help)
        .try_get_matches_from(std::iter::once("cachesim".to_string()).chain(rest))
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) if e.use_stderr() => {
            let _ = e.print();
            return ExitCode::from(EXIT_USAGE);
        }
        Err(e) => {
            // --help, --version: stdout that cannot be written is a failure.
            let text = e.render().to_string();
            let mut out = io::stdout().lock();
            if let Err(e) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
                say!("cachesim: writing the help: {e}");
                return ExitCode::from(EXIT_FAILED);
            }
            return ExitCode::SUCCESS;
        }
    };
    match run(&config, &cli) {
        Ok(()) => ExitCode::SUCCESS,
        // `cachesim t | head`: the reader has what it wanted (as tracedump, traceanalyze).
        Err(e) if broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            say!("cachesim: {e:#}");
            ExitCode::from(EXIT_FAILED)
        }
    }
}
