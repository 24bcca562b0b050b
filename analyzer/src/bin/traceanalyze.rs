//! `traceanalyze <run>/trace.bz2`: replays a trace (class.dump and feature.dump beside it)
//! and prints the GC timeline, allocation, dead/copied, demographics, field and miss
//! tables, and write statistics for selected objects; on request the locality analyses
//! (`--reuse`, `--three-c`, `--pcstat`, `--hot-fields`, `--layout FILE`; `--locality` for
//! the first four; docs/analyzer.md), the per-method fetches (`--methods`) and, with
//! `--cache FLAGS`, the whole trace replayed into another hierarchy.
//!
//! Exit status: 0; 1 when the analysis fails (unreadable or damaged input, an unknown
//! type, stdout); 2 for a usage error (clap's, as simrun, tracedump and cachesim).

/// Writes a line to stderr: a closed or full stderr is no reason to panic (the exit status
/// still tells what happened).
macro_rules! say {
    ($($a:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($a)*);
    }};
}

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use analyzer::report::{render, Format, Formats};
use analyzer::{analyze_eventlog, analyze_file, AnalyzerTable, Selection};
use anyhow::Context as _;
use clap::{Parser, ValueEnum};

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Fmt {
    Text,
    Json,
    Csv,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum TablesFmt {
    Csv,
    Parquet,
    Both,
}

/// Per-object field read/write, miss and lifetime histories of a traced run.
#[derive(Parser, Debug)]
#[command(name = "traceanalyze", version = traceio::VERSION, about)]
struct Cli {
    /// The trace (class.dump and feature.dump are read from the same directory).
    trace: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: Fmt,
    /// Follow this object (id: allocation order, boot objects first, from 1).
    #[arg(long)]
    object: Option<u64>,
    /// Follow objects of this type (e.g. java.lang.String), up to --limit.
    #[arg(long = "type")]
    type_name: Option<String>,
    /// Field of the followed objects: name or number (class.dump order from 0), or an
    /// element index for arrays.
    #[arg(long)]
    field: Option<String>,
    /// Most objects followed with --type.
    #[arg(long, default_value_t = 10)]
    limit: usize,
    /// With --type: follow only objects that get copied by a collection (the first --limit
    /// of them), as the seed's tables 4.6-4.9 did.
    #[arg(long)]
    copied: bool,
    /// Errors only on stderr: no progress, no `wrote` lines (warnings that the results
    /// are incomplete, e.g. damage read with --lenient, are still shown).
    #[arg(long, short)]
    quiet: bool,
    /// Analyse up to damage instead of failing on it.
    #[arg(long)]
    lenient: bool,
    /// Also write the object-level access trace (seed table 3.4), bzip2 TSV.
    #[arg(long)]
    objects: Option<PathBuf>,
    /// Write the per-object table (one row per object: type, size, site, thread, allocation,
    /// first and last use, exact death, reclamation, copies, reads, writes, misses), CSV.
    #[arg(long, value_name = "FILE")]
    object_table: Option<PathBuf>,
    /// Bytes allocated between two points of the drag curve (exact lifetimes).
    #[arg(long, value_name = "BYTES", default_value_t = 1 << 20,
          value_parser = clap::value_parser!(u64).range(1..))]
    drag_sample: u64,
    /// Write one file per table into this directory (created): `DIR/<table>.csv` and
    /// `DIR/<table>.parquet`, one row per observation, columns named with their units,
    /// numbers at full precision, every row, no summary rows (docs/analyzer.md lists them).
    #[arg(long, value_name = "DIR")]
    tables: Option<PathBuf>,
    /// The files --tables writes.
    #[arg(long, value_enum, default_value = "both", requires = "tables")]
    tables_format: TablesFmt,
    /// Write SVG plots (lifetime CDF, heap composition, miss rates) into this directory.
    #[arg(long)]
    plots: Option<PathBuf>,
    /// Restrict the reports to measured window N (`--window=N`: the N-th TRACE_ON to the
    /// next TRACE_OFF; `--window`: the first); objects alive when it opens count as present
    /// at the start.
    #[arg(long, value_name = "N", num_args = 0..=1, require_equals = true, default_missing_value = "1",
          value_parser = clap::value_parser!(u64).range(1..))]
    window: Option<u64>,
    /// The input is the guest VM's event log (-X:eventlog=FILE) instead of a trace: objects
    /// and collections only, times are event numbers.
    #[arg(long)]
    eventlog: bool,
    /// Locality: reuse-distance histograms per type, field and allocation site.
    #[arg(long)]
    reuse: bool,
    /// Block size of the reuse distances in bytes, a power of two (default: the D-L1's line).
    #[arg(long, value_name = "BYTES")]
    reuse_line: Option<u32>,
    /// Locality: compulsory/capacity/conflict misses of the D-L1 and L2 per type, field
    /// and allocation site.
    #[arg(long)]
    three_c: bool,
    /// Locality: accesses and misses per instruction and per guest function.
    #[arg(long)]
    pcstat: bool,
    /// The guest's ELF for --pcstat's symbols (default: the one the trace header names).
    #[arg(long, value_name = "ELF")]
    symbols: Option<PathBuf>,
    /// Locality: each type's hottest fields and how many cache lines they span.
    #[arg(long)]
    hot_fields: bool,
    /// Locality: replay the hierarchy again with the field orders of this file (`Type field
    /// field ...` a line) and compare the D-L1 and L2 misses before and after.
    #[arg(long, value_name = "FILE")]
    layout: Option<PathBuf>,
    /// Replay the whole hierarchy from the trace's instruction stream with these sim-cache
    /// flags (`"-cache:dl1 dl1:256:32:2:l -cache:dl2 none"`, over the default hierarchy, as
    /// cachesim takes them) instead of the run's: every verdict the analyses use is then
    /// this hierarchy's, and the `replay` table gives its statistics.
    #[arg(long, value_name = "FLAGS", allow_hyphen_values = true)]
    cache: Option<String>,
    /// Instruction fetches, I-L1 and L2 misses per compiled method (CODE events of
    /// -X:exec=baseline) and VM function, and the code footprint over time.
    #[arg(long)]
    methods: bool,
    /// Instructions per row of --methods' code footprint table.
    #[arg(long, value_name = "N", default_value_t = 1_000_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    footprint_interval: u64,
    /// Locality: all of --reuse, --three-c, --pcstat and --hot-fields.
    #[arg(long)]
    locality: bool,
    /// Do not replay the hierarchy for time: the GC timeline's pauses and the MMU curve
    /// in cycles are then null (instructions only), and the analysis is faster.
    #[arg(long)]
    no_cycles: bool,
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let sel = Selection {
        object: cli.object,
        type_name: cli.type_name,
        field: cli.field,
        limit: cli.limit,
        copied: cli.copied,
        objects: cli.objects,
        progress: !cli.quiet,
        window: cli.window.map(|n| n as usize),
        object_table: cli.object_table,
        drag_sample: cli.drag_sample,
        locality: analyzer::locality::Locality {
            reuse: cli.reuse || cli.locality,
            reuse_line: cli.reuse_line,
            three_c: cli.three_c || cli.locality,
            pcstat: cli.pcstat || cli.locality,
            symbols: cli.symbols,
            hot_fields: cli.hot_fields || cli.locality,
            layout: cli.layout,
            cache: cli.cache,
            methods: cli.methods,
            footprint_interval: cli.footprint_interval,
            cycles: !cli.no_cycles,
            header: None,
        },
    };
    let out = if cli.eventlog {
        analyze_eventlog(&cli.trace, &sel)
    } else {
        analyze_file(&cli.trace, &sel, cli.lenient)
    }
    .with_context(|| format!("analysing {}", cli.trace.display()))?;
    if let Some(d) = &out.damage {
        say!("traceanalyze: warning: {d}");
    }
    for w in &out.warnings {
        say!("traceanalyze: warning: {w}");
    }
    // Exact deaths: Merlin against the oracle's DEATH events, one summary line when they
    // differ (the death_mismatches table lists every object).
    if let Some(m) = out
        .tables
        .iter()
        .find(|t| t.name == AnalyzerTable::DeathMismatches)
    {
        if !m.rows.is_empty() {
            say!(
                "traceanalyze: warning: exact deaths: {} objects whose Merlin death differs from \
                 their DEATH event (table death_mismatches)",
                m.rows.len()
            );
        }
    }
    if let Some(dir) = &cli.tables {
        let formats = match cli.tables_format {
            TablesFmt::Csv => Formats::Csv,
            TablesFmt::Parquet => Formats::Parquet,
            TablesFmt::Both => Formats::Both,
        };
        analyzer::report::write_tables(&out.tables, dir, formats)
            .with_context(|| format!("writing the tables into {}", dir.display()))?;
        if !cli.quiet {
            for t in out.tables.iter().filter(|t| t.note) {
                say!("traceanalyze: table {} not written: {}", t.name, t.title);
            }
            say!(
                "traceanalyze: wrote {} tables into {}",
                out.tables.iter().filter(|t| !t.note).count(),
                dir.display()
            );
        }
    }
    if let Some(dir) = &cli.plots {
        for p in analyzer::plots::write_plots(&out.tables, dir)? {
            if !cli.quiet {
                say!("traceanalyze: wrote {}", p.display());
            }
        }
    }
    let format = match cli.format {
        Fmt::Text => Format::Text,
        Fmt::Json => Format::Json,
        Fmt::Csv => Format::Csv,
    };
    let text = render(&out.tables, format);
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_bytes()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        r => r.context("writing the report"),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            say!("traceanalyze: {}", traceio::one_line(e.as_ref()));
            ExitCode::FAILURE
        }
    }
}
