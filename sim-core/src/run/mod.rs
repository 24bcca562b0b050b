//! A whole run (SPEC §5): the machine driven in slices, observers for the cache and trace
//! modes, and the run directory's files.
//!
//! ```text
//! Machine<O>::run(max_insns = next slice end)   ← slices of at most `slice` instructions
//!   O = ()                       fast:  functional only
//!   O = Pipeline<()>             cache: hierarchy + featured-address detector
//!   O = Pipeline<TraceSink>      trace: the same + every access and event to trace.bz2
//! between slices: intervals.csv rows (one per GC phase change in the slice, then one at
//! the interval boundary), progress, Ctrl-C / limit / trace-error checks
//! at the end: trace finished (index + trailer), stats.txt, stats.json
//! ```
//!
//! [`drive`] owns that loop; [`RunObserver`] is what it needs from each mode's observer.
//! The binary (`simrun`) only parses options, builds the machine and shows progress.

pub mod digest;
pub mod featured;
pub mod files;
pub mod intervals;
pub mod meta;
pub mod pipeline;
pub mod windows;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use os_emu::Exit;

use crate::machine::{Machine, Stop};
use crate::observer::Observer;
use crate::report::RunStats;
use intervals::{Cut, IntervalWriter};
use pipeline::{Pipeline, Sink, TraceSink};

/// What a mode's observer contributes to the run directory.
pub trait RunObserver: Observer {
    /// Counter names of intervals.csv (besides `insns` and `gc_phase`).
    fn interval_columns(&self) -> Vec<String>;
    /// Their cumulative values now; `refs` and `insns` are the machine's load/store and
    /// retired-instruction counts.
    fn interval_values(&self, refs: u64, insns: u64) -> Vec<u64>;
    /// The GC phase's name now (intervals.csv's `gc_phase`).
    fn phase(&self) -> &'static str {
        "mutator"
    }
    /// The intervals.csv rows that end at the GC phase changes since the last call, oldest
    /// first (none where phases are not observed).
    fn take_cuts(&mut self) -> Vec<Cut> {
        Vec::new()
    }
    /// The measured part begins after `--fastfwd`'s functional part (see
    /// [`fast_forward`]): what the observer counted there is dropped.
    fn begin_measured(&mut self) {}
    /// Collections so far (None: not observed in this mode).
    fn gcs(&self) -> Option<u64> {
        None
    }
    /// Trace records so far (None: no trace).
    fn trace_records(&self) -> Option<u64> {
        None
    }
    /// A failure that must stop the run (the trace cannot be written).
    fn failure(&self) -> Option<String> {
        None
    }
    /// Fills the mode's statistics.
    fn fill_stats(&self, stats: &mut RunStats) {
        let _ = stats;
    }
    /// The measured windows (TRACE_ON .. TRACE_OFF) at the end of a run of `insns`
    /// measured instructions (None: not observed in this mode).
    fn windows(&self, insns: u64) -> Option<Vec<windows::Window>> {
        let _ = insns;
        None
    }
    /// The cache configuration (None: no cache model).
    fn cache_config(&self) -> Option<&cache::HierarchyConfig> {
        None
    }
    /// Ends the observer's output (the trace's index and trailer).
    fn finish(&mut self) -> anyhow::Result<Option<traceio::WriteSummary>> {
        Ok(None)
    }
}

/// Fast mode: the machine counts instructions and references itself.
impl RunObserver for () {
    fn interval_columns(&self) -> Vec<String> {
        vec!["refs".to_string()]
    }
    fn interval_values(&self, refs: u64, _insns: u64) -> Vec<u64> {
        vec![refs]
    }
}

/// Finishing a sink at the end of the run.
pub trait FinishSink: Sink {
    /// Records so far, when the sink writes a trace.
    fn records(&self) -> Option<u64>;
    /// A write failure.
    fn failure(&self) -> Option<String>;
    /// Ends the output.
    fn finish(&mut self) -> anyhow::Result<Option<traceio::WriteSummary>>;
}

impl FinishSink for () {
    fn records(&self) -> Option<u64> {
        None
    }
    fn failure(&self) -> Option<String> {
        None
    }
    fn finish(&mut self) -> anyhow::Result<Option<traceio::WriteSummary>> {
        Ok(None)
    }
}

impl FinishSink for TraceSink {
    fn records(&self) -> Option<u64> {
        Some(TraceSink::records(self))
    }
    fn failure(&self) -> Option<String> {
        self.error().map(|e| format!("writing the trace: {e}"))
    }
    fn finish(&mut self) -> anyhow::Result<Option<traceio::WriteSummary>> {
        Ok(Some(TraceSink::finish(self).map_err(|e| {
            anyhow::anyhow!("finishing the trace: {e}")
        })?))
    }
}

/// intervals.csv's counters from a pipeline's reading and its collections so far: loads,
/// stores, each level's misses, collections, cycles (the latency model's, `cache::timing`:
/// a collection's pause is the sum of its rows').
fn pipeline_values<S: Sink>(p: &Pipeline<S>, r: &cache::phase::PhaseCounts, gcs: u64) -> Vec<u64> {
    let mut v = vec![r.loads, r.stores];
    v.extend(r.levels.iter().map(|c| c.misses));
    v.push(gcs);
    let cfg = p.hier.config();
    v.push(cfg.timing.cycles(cfg, r));
    v
}

impl<S: FinishSink> RunObserver for Pipeline<S> {
    fn interval_columns(&self) -> Vec<String> {
        let mut v = vec!["loads".to_string(), "stores".to_string()];
        for c in self.hier.stats().caches {
            v.push(format!("{}_misses", c.name));
        }
        v.push("gcs".to_string());
        v.push("cycles".to_string());
        v
    }
    fn interval_values(&self, _refs: u64, insns: u64) -> Vec<u64> {
        // The machine's count, as stats.txt's `sim_cycle` takes it: the rows add up to it.
        let r = cache::phase::PhaseCounts {
            insns,
            ..self.reading()
        };
        pipeline_values(self, &r, self.counts.gcs)
    }
    fn phase(&self) -> &'static str {
        Pipeline::phase(self).label()
    }
    fn take_cuts(&mut self) -> Vec<Cut> {
        self.take_changes()
            .into_iter()
            .map(|c| Cut {
                insns: c.reading.insns,
                values: pipeline_values(self, &c.reading, c.gcs),
                phase: c.ended.label(),
            })
            .collect()
    }
    fn begin_measured(&mut self) {
        Pipeline::begin_measured(self);
    }
    fn gcs(&self) -> Option<u64> {
        Some(self.counts.gcs)
    }
    fn trace_records(&self) -> Option<u64> {
        self.sink.records()
    }
    fn failure(&self) -> Option<String> {
        self.sink.failure()
    }
    fn fill_stats(&self, s: &mut RunStats) {
        s.loads = Some(self.counts.loads);
        s.stores = Some(self.counts.stores);
        s.featured_refs = Some(self.counts.featured_refs);
        s.dcbz = Some(self.counts.dcbz);
        s.events = Some(self.counts.events);
        s.gcs = Some(self.counts.gcs);
        s.trace_records = self.sink.records();
        s.caches = self.hier.stats().caches;
        let phases = self.phase_stats(s.insns);
        s.cycles = Some(cache::timing::Cycles::new(self.hier.config(), &phases));
        s.phases = Some(phases);
    }
    fn windows(&self, insns: u64) -> Option<Vec<windows::Window>> {
        Some(Pipeline::windows(self, insns))
    }
    fn cache_config(&self) -> Option<&cache::HierarchyConfig> {
        Some(self.hier.config())
    }
    fn finish(&mut self) -> anyhow::Result<Option<traceio::WriteSummary>> {
        // The fetches after the last access, for a replay.
        self.sink.flow(traceio::Flow::End {
            time: self.counts.fetched,
        });
        self.sink.finish()
    }
}

/// How the run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The guest process ended.
    Exit(Exit),
    /// `--max-insns` was reached.
    Limit,
    /// Ctrl-C (the stop flag was raised).
    Interrupted,
    /// The observer failed (e.g. the trace could not be written).
    Failed(String),
}

/// What the progress display sees after each slice.
#[derive(Clone, Copy, Debug, Default)]
pub struct Snapshot {
    /// Instructions retired.
    pub insns: u64,
    /// Host seconds since the run started.
    pub elapsed: f64,
    /// Collections so far, if observed.
    pub gcs: Option<u64>,
    /// Trace records so far, if tracing.
    pub records: Option<u64>,
}

/// Options of [`drive`].
pub struct DriveOptions<'a> {
    /// Stop after this many instructions.
    pub max_insns: Option<u64>,
    /// Most instructions per slice (between progress updates and stop checks). Slices
    /// adapt to the speed so that one takes about [`SLICE_SECONDS`] of host time, between
    /// [`MIN_SLICE`] and this; the output does not depend on where slices end.
    pub slice: u64,
    /// intervals.csv row period in instructions.
    pub interval: u64,
    /// Raised by the Ctrl-C handler.
    pub stop: &'a AtomicBool,
    /// Called after every slice.
    pub progress: &'a mut dyn FnMut(&Snapshot),
}

/// Host seconds one slice aims at.
pub const SLICE_SECONDS: f64 = 0.2;
/// Fewest instructions per slice.
pub const MIN_SLICE: u64 = 1 << 16;

/// Runs `m` to its end in slices, writing intervals.csv rows into `intervals`.
///
/// The measured part starts where the machine stands (instruction 0, or where
/// [`fast_forward`] left it): intervals.csv's `insns` and the limit count from there.
pub fn drive<O: RunObserver>(
    m: &mut Machine<O>,
    intervals: Option<&mut IntervalWriter>,
    opts: DriveOptions<'_>,
) -> anyhow::Result<(Ended, f64)> {
    let start = Instant::now();
    let (base, base_refs) = (m.icount, m.refs);
    let limit = opts.max_insns.map_or(u64::MAX, |n| base.saturating_add(n));
    let max_slice = opts.slice.max(1);
    let mut slice = MIN_SLICE.min(max_slice);
    let interval = opts.interval.max(1);
    let mut intervals = intervals;
    let mut next_row = base.saturating_add(interval);
    // The rows ending at the slice's phase changes, then one now. A change's instruction
    // count is the pipeline's fetch count, which a faulting instruction puts ahead of the
    // machine's (see `pipeline`): never past the machine's, so that rows stay in order.
    let row = |m: &mut Machine<O>, w: &mut IntervalWriter| -> anyhow::Result<()> {
        let path = w.path().to_path_buf();
        let err = |e: std::io::Error| anyhow::anyhow!("writing {}: {e}", path.display());
        let insns = m.icount - base;
        for c in m.obs.take_cuts() {
            w.row(c.insns.min(insns), &c.values, c.phase).map_err(err)?;
        }
        let v = m.obs.interval_values(m.refs - base_refs, insns);
        w.row(insns, &v, m.obs.phase()).map_err(err)
    };
    let ended = loop {
        let end = (m.icount.saturating_add(slice)).min(next_row).min(limit);
        m.max_insns = end;
        let (t0, i0) = (Instant::now(), m.icount);
        let stop = m.run();
        let (dt, di) = (t0.elapsed().as_secs_f64(), m.icount - i0);
        if di > 0 && dt > 0.0 {
            let want = (di as f64 * SLICE_SECONDS / dt) as u64;
            slice = want.clamp(MIN_SLICE.min(max_slice), max_slice);
        }
        if intervals.is_none() {
            // No rows to end: the changes are not kept.
            m.obs.take_cuts();
        }
        if m.icount >= next_row {
            if let Some(w) = intervals.as_deref_mut() {
                if let Err(e) = row(m, w) {
                    // Stop, but finish the other files (the trace keeps its blocks).
                    // The trace's failure, if any, came first (its writer runs behind).
                    intervals = None;
                    break Ended::Failed(m.obs.failure().unwrap_or_else(|| e.to_string()));
                }
            }
            next_row = ((m.icount - base) / interval + 1)
                .saturating_mul(interval)
                .saturating_add(base);
        }
        (opts.progress)(&Snapshot {
            insns: m.icount,
            elapsed: start.elapsed().as_secs_f64(),
            gcs: m.obs.gcs(),
            records: m.obs.trace_records(),
        });
        if let Stop::Exit(x) = stop {
            break Ended::Exit(x);
        }
        if let Some(f) = m.obs.failure() {
            break Ended::Failed(f);
        }
        if m.icount >= limit {
            break Ended::Limit;
        }
        if opts.stop.load(Ordering::Relaxed) {
            break Ended::Interrupted;
        }
    };
    let ended = match intervals.map(|w| row(m, w)) {
        Some(Err(e)) if !matches!(ended, Ended::Failed(_)) => {
            Ended::Failed(m.obs.failure().unwrap_or_else(|| e.to_string()))
        }
        _ => ended,
    };
    Ok((ended, start.elapsed().as_secs_f64()))
}

/// `--fastfwd`: runs `m` functionally (its observer sees events only: `Unmeasured`) until
/// `n` instructions retired, in slices, with the same progress and stop checks as
/// [`drive`]. `None` when the machine stands at `n` (the measured part follows), else how
/// the run ended before.
pub fn fast_forward<O: Observer>(
    m: &mut Machine<O>,
    n: u64,
    opts: DriveOptions<'_>,
) -> Option<Ended> {
    let start = Instant::now();
    let max_slice = opts.slice.max(1);
    let mut slice = MIN_SLICE.min(max_slice);
    while m.icount < n {
        m.max_insns = m.icount.saturating_add(slice).min(n);
        let (t0, i0) = (Instant::now(), m.icount);
        let stop = m.run();
        let (dt, di) = (t0.elapsed().as_secs_f64(), m.icount - i0);
        if di > 0 && dt > 0.0 {
            let want = (di as f64 * SLICE_SECONDS / dt) as u64;
            slice = want.clamp(MIN_SLICE.min(max_slice), max_slice);
        }
        (opts.progress)(&Snapshot {
            insns: m.icount,
            elapsed: start.elapsed().as_secs_f64(),
            ..Snapshot::default()
        });
        if let Stop::Exit(x) = stop {
            return Some(Ended::Exit(x));
        }
        if opts.stop.load(Ordering::Relaxed) {
            return Some(Ended::Interrupted);
        }
    }
    None
}

/// Writes stats.txt and stats.json into `dir` (never through a symlink: see [`files`]).
pub fn write_stats(dir: &files::RunDir, stats: &RunStats) -> Result<(), files::RunDirError> {
    dir.write(files::STATS_TXT, stats.render().as_bytes())?;
    dir.write(files::STATS_JSON, stats.to_json().as_bytes())
}
