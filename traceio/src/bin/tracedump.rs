//! `tracedump`: prints a trace as text (one line per record), or checks it.
//!
//! ```text
//! tracedump trace.bz2                 # header, then every record
//! tracedump --from 1000000 trace.bz2  # records at or after instruction 1000000
//! tracedump --check trace.bz2         # invariant checker, a summary, exit 1 on violations
//! tracedump --lenient trace.bz2       # read up to damage instead of failing
//! tracedump --flow trace.bz2          # with the instruction stream: JUMP, OP, END lines
//! ```
//!
//! Exit status: 0; 1 when the trace cannot be read, is damaged or `--check` finds
//! violations, or stdout cannot be written (a full disk); 2 for a usage error (clap's, as
//! simrun, traceanalyze and cachesim). A closed pipe on stdout (`tracedump t | head`) ends
//! it quietly with status 0.

/// Writes a line to stderr: a closed or full stderr is no reason to panic (the exit status
/// still tells what happened).
macro_rules! say {
    ($($a:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($a)*);
    }};
}

use std::io::{BufWriter, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;
use traceio::{Checker, FileEnd, ReadOptions, Record, TraceReader};

#[derive(Parser)]
#[command(
    name = "tracedump",
    version = traceio::VERSION,
    about = "Print or check a traceio trace file"
)]
struct Args {
    /// The trace file.
    trace: PathBuf,
    /// Start at the first record with this timestamp or later.
    #[arg(long)]
    from: Option<u64>,
    /// Read up to damage and report it instead of failing.
    #[arg(long)]
    lenient: bool,
    /// Check the ordering rules instead of printing records.
    #[arg(long)]
    check: bool,
    /// Stop after this many records.
    #[arg(long)]
    limit: Option<u64>,
    /// Also print the instruction stream (format version 3 and later): `JUMP`, `OP` and `END` lines
    /// between the records (not with --from or --check).
    #[arg(long, conflicts_with_all = ["from", "check"])]
    flow: bool,
}

fn main() -> ExitCode {
    match run(&Args::parse()) {
        Ok(code) => code,
        // `tracedump trace.bz2 | head`: the reader has what it wanted.
        Err(e) if traceio::broken_pipe(e.as_ref()) => ExitCode::SUCCESS,
        Err(e) => {
            say!("tracedump: {}", traceio::one_line(e.as_ref()));
            ExitCode::FAILURE
        }
    }
}

/// What failed when stdout cannot be written (closed pipe, full disk).
const STDOUT: &str = "writing to stdout";

fn run(args: &Args) -> Result<ExitCode> {
    let reader = TraceReader::open_with(
        &args.trace,
        ReadOptions {
            lenient: args.lenient,
            ..Default::default()
        },
    )
    .with_context(|| format!("opening {}", args.trace.display()))?;
    let mut out = BufWriter::new(std::io::stdout().lock());
    let h = reader.header();
    writeln!(
        out,
        "# {} guest={} benchmark={} cache={:?} format={}",
        h.simulator, h.guest, h.benchmark, h.cache_config, h.format_version
    )
    .context(STDOUT)?;
    let mut iter = match args.from {
        Some(t) => reader.records_from(t)?,
        None => reader.records(),
    };
    let mut checker = Checker::new();
    let mut n = 0u64;
    let limit = args.limit.unwrap_or(u64::MAX);
    let mut items = Vec::new();
    while args.flow && n < limit {
        let Some(block) = iter.next_block_flow() else {
            break;
        };
        let (recs, flow) = block.context("reading records")?;
        items.clear();
        traceio::flow::interleave(recs, flow, &mut items);
        for it in &items {
            match it {
                traceio::Item::Record(r) if n < limit => {
                    writeln!(out, "{r}").context(STDOUT)?;
                    n += 1;
                }
                traceio::Item::Flow(f) if n < limit => writeln!(out, "{f}").context(STDOUT)?,
                _ => break,
            }
        }
    }
    for r in iter.by_ref() {
        if args.flow {
            break;
        }
        if n >= limit {
            break;
        }
        let r: Record = r.context("reading records")?;
        if args.check {
            checker.check(&r);
        } else {
            writeln!(out, "{r}").context(STDOUT)?;
        }
        n += 1;
    }
    let mut code = ExitCode::SUCCESS;
    if let FileEnd::Unfinished {
        complete_len,
        file_len,
    } = reader.end()
    {
        writeln!(
            out,
            "# unfinished file: complete streams end at byte {complete_len} of {file_len}"
        )
        .context(STDOUT)?;
    }
    if let Some(d) = iter.damage() {
        writeln!(
            out,
            "# damage at block {}, byte offset {}: {}",
            d.block, d.offset, d.reason
        )
        .context(STDOUT)?;
        code = ExitCode::FAILURE;
    }
    if args.check {
        let (violations, total) = checker.finish();
        for v in &violations {
            writeln!(out, "# violation: {v}").context(STDOUT)?;
        }
        writeln!(out, "# {n} records checked, {total} violations").context(STDOUT)?;
        if total > 0 {
            code = ExitCode::FAILURE;
        }
    }
    out.flush().context(STDOUT)?;
    Ok(code)
}
