//! `cachesim [FLAGS] [TRACE]`: runs a Dinero IV "din" trace (a file, or stdin
//! when TRACE is absent or `-`) through the cache hierarchy that sim-cache's
//! `-cache:*`/`-tlb:*` flags describe and prints the statistics in sim-cache's
//! `name value # description` form.
//!
//! A simulator trace (`trace.bz2` of `simrun --mode trace`, format version 3 or 4; told by its
//! bzip2 magic) is replayed instead (`cache::replay`): the statistics equal those of
//! `simrun --mode cache` with the same flags, the split by GC phase included
//! (`dl1.misses.mutator`, ...: `cache::phase`, docs/statistics.md; configs.json holds it as
//! `phases`, name → value), and the cycles of the latency model (`sim_cycle`, `sim_CPI`,
//! per phase too: `cache::timing`, whose flags `-cache:dl1lat`, `-mem:lat`, ... it takes
//! as simrun does), so a latency sweep needs no new run. With `--config FLAGS` (repeatable) and
//! `--sweep LEVEL:SIZES:BSIZES:ASSOCS[:REPL]` it replays many configurations in one pass
//! (each `--config` is the command line's flags with FLAGS on top; a sweep varies one
//! level of them); `--out DIR` writes `stats-<id>.txt` per configuration and
//! `configs.csv`/`configs.json` and the collections of each, `pauses.csv`, for all
//! (docs/cache-sweeps.md, "Output files").
//!
//! The command line is clap's, like simrun's, traceanalyze's and tracedump's (`--help`,
//! `--version`), with sim-cache's one-dash flags (`-cache:dl1 C`) taken out first.
//! Exit status: 0; 2 for a usage error (unknown option, bad flag or configuration, the
//! same configuration twice in a replay, more than one trace); 1 when the run fails (the trace cannot be read or is malformed,
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

use anyhow::{bail, Context, Result};
use cache::phase::{PhaseStats, Value};
use cache::replay::{self, Totals};
use cache::stats::{write_stat_line, HierarchyStats};
use cache::sweep::{check_distinct, config_id, sweep, with_flags};
use cache::timing::Cycles;
use cache::{din, CacheConfig, Hierarchy, HierarchyConfig, InstL1, InstL2, DEFAULT_FLAGS};
use clap::Parser;
use traceio::protocol::GcKind;

const EXIT_FAILED: u8 = 1;
const EXIT_USAGE: u8 = 2;

const FLAGS_HELP: &str = "sim-cache flags (one dash, before or after TRACE):
  -cache:dl1 C|none   -cache:il1 C|dl1|dl2|none   -cache:dl2 C|none
  -cache:il2 C|dl2|none   -tlb:dtlb C|none   -tlb:itlb C|none
  C is <name>:<nsets>:<bsize>:<assoc>:<repl>, repl l (LRU), f (FIFO) or r (random).
Latency model (replays print sim_cycle and sim_CPI, also per GC phase):
  -cache:il1lat N -cache:dl1lat N (default 1)   -cache:il2lat N -cache:dl2lat N (6)
  -mem:lat FIRST[:INTER] (18:2)   -tlb:lat N (30)   -cpu:cpi N (base CPI, 1)
TRACE is a Dinero IV din trace, one `label hexaddress [size]` a line (label 0 read,
1 write, 2 instruction fetch; size in bytes, default 4); stdin if absent or `-`; or a
simulator trace (trace.bz2 of simrun --mode trace, format version 3 or 4), replayed with the
statistics of simrun --mode cache.

Exit status: 0; 1 the trace cannot be read or is malformed; 2 usage error.";

/// Run a Dinero IV din trace through a cache hierarchy given by sim-cache's flags and
/// print sim-cache's statistics.
#[derive(Parser, Debug)]
#[command(name = "cachesim", version = traceio::VERSION, about)]
struct Cli {
    /// The din trace (stdin when absent or `-`) or a simulator trace.bz2.
    #[arg(value_name = "TRACE")]
    trace: Option<PathBuf>,
    /// One more configuration: the command line's flags with these sim-cache flags on top,
    /// e.g. `--config "-cache:il1 dl1"` (repeatable; trace.bz2 only).
    #[arg(long, value_name = "FLAGS", allow_hyphen_values = true)]
    config: Vec<String>,
    /// Configurations over one level: `LEVEL:SIZES:BSIZES:ASSOCS[:REPL]`, e.g.
    /// `dl1:8k,16k,32k,64k:32:1,2,4,8,16` (lists comma-separated, sizes with k/m;
    /// repeatable; trace.bz2 only).
    #[arg(long, value_name = "SPEC")]
    sweep: Vec<String>,
    /// Write `stats-<id>.txt` for every configuration and configs.csv, pauses.csv,
    /// configs.json for all into DIR (trace.bz2 only).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Simulation threads sharing the configurations (default: half the cores, at least
    /// one: the trace is decoded on as many threads as there are cores besides them).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
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
        if a == "--config" {
            // Its value is sim-cache flags for clap's option, not for the base.
            rest.extend(args[i..(i + 2).min(args.len())].iter().cloned());
            i += 2;
            continue;
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
    let path = cli.trace.as_ref().filter(|p| p.as_os_str() != "-");
    if let Some(p) = path {
        if replay::is_trace(p).with_context(|| format!("opening trace {}", p.display()))? {
            return run_replay(config, cli, p);
        }
    }
    if !cli.config.is_empty() || !cli.sweep.is_empty() || cli.out.is_some() {
        bail!("--config, --sweep and --out need a simulator trace (trace.bz2), not a din trace");
    }
    let mut h = Hierarchy::new(config)?;
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

/// The statistics text of one replayed configuration: the run counters simrun also
/// prints, then every cache and TLB, then the same split by GC phase, as in simrun's
/// stats.txt.
fn replay_text(
    config: &HierarchyConfig,
    t: &Totals,
    stats: &HierarchyStats,
    phases: &PhaseStats,
) -> Result<String> {
    let cycles = Cycles::new(config, phases);
    let line = |text: &mut String, (name, v, desc): (String, Value, &str)| {
        let value = match v {
            Value::Count(n) => format!("{n:>12}"),
            Value::Rate(x) => format!("{x:>12.4}"),
        };
        write_stat_line(text, &name, &value, desc)
    };
    let mut text = String::new();
    for (name, v, desc) in [
        (
            "sim_num_insn",
            t.insns,
            "total number of instructions executed",
        ),
        (
            "sim_num_loads",
            t.loads,
            "total number of loads sent to the cache model",
        ),
        (
            "sim_num_stores",
            t.stores,
            "total number of stores sent to the cache model",
        ),
        (
            "sim_num_dcbz",
            t.dcbz,
            "total number of dcbz instructions (dl1 write accesses)",
        ),
    ] {
        write_stat_line(&mut text, name, &format!("{v:>12}"), desc)?;
    }
    for e in cycles.run_entries() {
        line(&mut text, e)?;
    }
    text.push_str(&stats.to_string());
    text.push_str(&phases.to_string());
    for e in cycles.phase_entries() {
        line(&mut text, e)?;
    }
    Ok(text)
}

/// A usage error found after the command line was parsed (a bad `--config` or `--sweep`,
/// a configuration given twice): exit status 2, as clap's.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
struct Usage(String);

/// The replay's configurations: each `--config`, then each `--sweep`'s, else the base;
/// none twice.
fn replay_configs(base: &HierarchyConfig, cli: &Cli) -> Result<Vec<HierarchyConfig>, Usage> {
    let mut configs = Vec::new();
    for c in &cli.config {
        configs.push(with_flags(base, c).map_err(|e| Usage(format!("--config {c:?}: {e}")))?);
    }
    for s in &cli.sweep {
        configs.extend(sweep(base, s).map_err(|e| Usage(e.to_string()))?);
    }
    if configs.is_empty() {
        configs.push(base.clone());
    }
    check_distinct(&configs).map_err(|e| Usage(e.to_string()))?;
    Ok(configs)
}

fn run_replay(base: &HierarchyConfig, cli: &Cli, path: &std::path::Path) -> Result<()> {
    let configs = replay_configs(base, cli)?;
    // Half the cores: decoding keeps the others busy. On 2 cores one simulation thread is
    // faster than two (bench/replay.sh's sweep: 4.35 against 4.57 s wall on jess -s1), the
    // second's per-block hand-offs costing more than its work gives back.
    let threads = cli.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
    });
    let r = replay::replay_trace(path, &configs, threads)
        .with_context(|| format!("trace {}", path.display()))?;
    let ids: Vec<String> = configs.iter().map(config_id).collect();
    let mut text = String::new();
    for (i, (c, st)) in configs.iter().zip(&r.stats).enumerate() {
        if configs.len() > 1 {
            text.push_str(&format!("# configuration {} {}: {c}\n", i + 1, ids[i]));
        }
        text.push_str(&replay_text(c, &r.totals, st, &r.phases[i])?);
    }
    if let Some(dir) = &cli.out {
        write_outputs(dir, &configs, &ids, &r)?;
    }
    let mut out = BufWriter::new(io::stdout().lock());
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("writing the statistics")?;
    Ok(())
}

/// `stats-<id>.txt` per configuration, configs.csv (one row per configuration and level),
/// pauses.csv (one row per configuration and collection) and configs.json (every
/// configuration with its flags, totals, levels, phases, cycles and pauses).
fn write_outputs(
    dir: &std::path::Path,
    configs: &[HierarchyConfig],
    ids: &[String],
    r: &replay::Replayed,
) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let write = |name: String, body: &str| -> Result<()> {
        let p = dir.join(name);
        std::fs::write(&p, body).with_context(|| format!("writing {}", p.display()))
    };
    let mut csv = String::from(CONFIGS_HEAD);
    let mut pauses_csv = String::from(PAUSES_HEAD);
    let mut json = Vec::new();
    for ((((c, id), st), ph), pauses) in configs
        .iter()
        .zip(ids)
        .zip(&r.stats)
        .zip(&r.phases)
        .zip(&r.pauses)
    {
        write(
            format!("stats-{id}.txt"),
            &replay_text(c, &r.totals, st, ph)?,
        )?;
        let t = &c.timing;
        for l in &st.caches {
            let (role, lc, lat) = level_of(c, &l.name);
            let (nsets, bsize, assoc, repl) = match lc {
                Some(lc) => (
                    lc.nsets.to_string(),
                    lc.bsize.to_string(),
                    lc.assoc.to_string(),
                    lc.repl.name(),
                ),
                None => Default::default(),
            };
            csv.push_str(&format!(
                "{id},{c},{},{},{role},{nsets},{bsize},{assoc},{repl},{lat},{},{},{},\
                 {},{},{},{},{},{},{},{},{},{}\n",
                r.totals.insns,
                l.name,
                t.mem_first,
                t.mem_inter,
                t.cpi,
                l.accesses,
                l.hits,
                l.misses,
                l.replacements,
                l.writebacks,
                l.invalidations,
                l.miss_rate,
                l.repl_rate,
                l.wb_rate,
                l.inv_rate
            ));
        }
        for p in pauses {
            let (end, end_cycles, dur, dur_cycles) = match p.end {
                Some(e) => (
                    e.insns.to_string(),
                    e.cycles.to_string(),
                    (e.insns - p.start.insns).to_string(),
                    (e.cycles - p.start.cycles).to_string(),
                ),
                None => Default::default(),
            };
            pauses_csv.push_str(&format!(
                "{id},{},{},{},{end},{dur},{},{end_cycles},{dur_cycles}\n",
                p.gc,
                kind_name(p.kind),
                p.start.insns,
                p.start.cycles
            ));
        }
        let pauses_json: Vec<serde_json::Value> = pauses
            .iter()
            .map(|p| {
                serde_json::json!({
                    "gc": p.gc,
                    "kind": kind_name(p.kind),
                    "start": p.start,
                    "end": p.end,
                })
            })
            .collect();
        json.push(serde_json::json!({
            "id": id,
            "flags": c.to_string(),
            "totals": r.totals,
            "caches": st.caches,
            "phases": phase_map(ph),
            "cycles": Cycles::new(c, ph),
            "pauses": pauses_json,
        }));
    }
    write("configs.csv".into(), &csv)?;
    write("pauses.csv".into(), &pauses_csv)?;
    let mut j = serde_json::to_string_pretty(&json).context("configs.json")?;
    j.push('\n');
    write("configs.json".into(), &j)
}

/// configs.csv's header (docs/cache-sweeps.md, "Output files").
const CONFIGS_HEAD: &str = "id,flags,insns,level,role,nsets,bsize,assoc,repl,latency_cycles,\
    mem_lat_first_cycles,mem_lat_inter_cycles,cpi,accesses,hits,misses,replacements,\
    writebacks,invalidations,miss_rate,repl_rate,wb_rate,inv_rate\n";

/// pauses.csv's header.
const PAUSES_HEAD: &str = "id,gc,kind,start_insns,end_insns,duration_insns,start_cycles,\
    end_cycles,duration_cycles\n";

/// A collection kind as the analyzer's `gc_timeline` names it.
fn kind_name(k: GcKind) -> &'static str {
    k.name().unwrap_or("other")
}

/// The level named `name` in `c`: the flag that defines it (`dl1`, `il1`, `dl2`, `il2`,
/// `dtlb`, `itlb`), its configuration and its latency in cycles (an L1's or L2's hit
/// time, a TLB's miss time: `cache::timing`).
fn level_of<'a>(
    c: &'a HierarchyConfig,
    name: &str,
) -> (&'static str, Option<&'a CacheConfig>, u32) {
    let t = &c.timing;
    let il1 = match &c.il1 {
        InstL1::Own(x) => Some(x),
        _ => None,
    };
    let il2 = match &c.il2 {
        InstL2::Own(x) => Some(x),
        _ => None,
    };
    let levels = [
        ("dl1", c.dl1.as_ref(), t.dl1lat),
        ("il1", il1, t.il1lat),
        ("dl2", c.dl2.as_ref(), t.dl2lat),
        ("il2", il2, t.il2lat),
        ("dtlb", c.dtlb.as_ref(), t.tlblat),
        ("itlb", c.itlb.as_ref(), t.tlblat),
    ];
    levels
        .into_iter()
        .find(|(_, lc, _)| lc.is_some_and(|lc| lc.name == name))
        .unwrap_or(("", None, 0))
}

/// The phase statistics as one JSON object, name → number, in order.
fn phase_map(ph: &PhaseStats) -> serde_json::Map<String, serde_json::Value> {
    ph.entries()
        .into_iter()
        .map(|(name, v, _)| {
            let v = match v {
                Value::Count(n) => serde_json::Value::from(n),
                Value::Rate(x) => serde_json::Value::from(x),
            };
            (name, v)
        })
        .collect()
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
        Err(e) if e.downcast_ref::<Usage>().is_some() => {
            say!("cachesim: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
        Err(e) => {
            say!("cachesim: {e:#}");
            ExitCode::from(EXIT_FAILED)
        }
    }
}
