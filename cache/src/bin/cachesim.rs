//! `cachesim [FLAGS] [TRACE]`: runs a Dinero IV "din" trace (a file, or stdin
//! when TRACE is absent or `-`) through the cache hierarchy that sim-cache's
//! `-cache:*`/`-tlb:*` flags describe and prints the statistics in sim-cache's
//! `name value # description` form. Errors: one line on stderr, exit status 2.

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
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use cache::stats::write_stat_line;
use cache::{din, Hierarchy, HierarchyConfig, DEFAULT_FLAGS};

const USAGE: &str =
    "usage: cachesim [-cache:dl1 C|none] [-cache:il1 C|dl1|dl2|none] [-cache:dl2 C|none]
                [-cache:il2 C|dl2|none] [-tlb:dtlb C|none] [-tlb:itlb C|none] [TRACE|-]
  C is <name>:<nsets>:<bsize>:<assoc>:<repl>, repl l (LRU), f (FIFO) or r (random).
  TRACE is a Dinero IV din trace, one `label hexaddress [size]` a line
  (label 0 read, 1 write, 2 instruction fetch; size in bytes, default 4); stdin if absent.";

fn run(args: Vec<String>) -> Result<()> {
    if args
        .iter()
        .any(|a| a == "-h" || a == "-help" || a == "--help")
    {
        return writeln!(io::stdout(), "{USAGE}\n  defaults: {DEFAULT_FLAGS}")
            .context("writing the usage");
    }
    let (config, rest) = HierarchyConfig::from_args(&args)?;
    if rest.len() > 1 {
        bail!(
            "more than one trace given ({}); {}",
            rest.join(", "),
            USAGE.lines().next().unwrap_or("")
        );
    }
    let mut h = Hierarchy::new(&config)?;
    let totals = match rest.first().map(String::as_str) {
        None | Some("-") => din::run_trace(&mut h, io::stdin().lock()).context("trace on stdin")?,
        Some(path) => {
            let f = File::open(path).with_context(|| format!("opening trace {path}"))?;
            din::run_trace(&mut h, BufReader::with_capacity(1 << 16, f))
                .with_context(|| format!("trace {path}"))?
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

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            say!("cachesim: {e:#}");
            ExitCode::from(2)
        }
    }
}
