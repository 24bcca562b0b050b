//! Statistics per measured window: windows.csv (`docs/statistics.md`, "Measured windows").
//!
//! ```text
//! TRACE_ON ........ TRACE_OFF        a window: the guest's measured region (events.md)
//!    │ PhaseStats at ON      │ at OFF     its statistics: the difference (PhaseStats::since)
//! MARKER before TRACE_ON            the window's label: the last string sent outside a
//!                                    collection since the previous TRACE_ON, if any
//! ```
//!
//! The pipeline reads its phase split at each TRACE_ON and TRACE_OFF (rare events: nothing
//! is done per access), so a window has every counter of stats.txt, split by phase as the
//! whole run's are, and the cycles of the latency model. A TRACE_ON inside a window and a
//! TRACE_OFF outside one change nothing (as the analyzer reads them); a window still open
//! when the run ends closes there. Windows are numbered by their TRACE_ON from 1, as
//! `traceanalyze --window=N` numbers them.

use cache::phase::PhaseStats;
use cache::{CacheStats, HierarchyConfig};
use traceio::protocol::{MarkerAssembler, MarkerChunk};

use crate::report::{RunStats, Stat};

/// One window, closed.
#[derive(Clone, Debug, PartialEq)]
pub struct Window {
    /// Its number (1 = the run's first TRACE_ON).
    pub index: usize,
    /// Instructions at its TRACE_ON and at its TRACE_OFF (the run's clock, after the
    /// committing instruction, as the phase split's).
    pub start: u64,
    /// See `start`.
    pub end: u64,
    /// The last MARKER string completed outside a collection between the previous
    /// TRACE_ON (or the start) and its own, if any.
    pub marker: Option<String>,
    /// Its counters by phase.
    pub phases: PhaseStats,
}

/// The windows of a run, as the pipeline sees its events.
#[derive(Debug, Default)]
pub struct Windows {
    /// The open window: number, start, marker, the split at its start.
    open: Option<(usize, u64, Option<String>, PhaseStats)>,
    done: Vec<Window>,
    opened: usize,
    markers: MarkerAssembler,
    last_marker: Option<String>,
}

impl Windows {
    /// Whether a window is open.
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// A TRACE_ON at `insns`, the split being `at` there.
    pub fn on(&mut self, insns: u64, at: PhaseStats) {
        if self.open.is_none() {
            self.opened += 1;
            self.open = Some((self.opened, insns, self.last_marker.take(), at));
        }
    }

    /// A TRACE_OFF at `insns`, the split being `at` there.
    pub fn off(&mut self, insns: u64, at: PhaseStats) {
        if let Some((index, start, marker, from)) = self.open.take() {
            self.done.push(Window {
                index,
                start,
                end: insns,
                marker,
                phases: at.since(&from),
            });
        }
    }

    /// A MARKER chunk; `in_gc`: sent inside a collection (the plans name each
    /// collection's kind so), which labels no window.
    pub fn marker(&mut self, chunk: &MarkerChunk, in_gc: bool) {
        if let Some(s) = self.markers.push(chunk) {
            if !in_gc {
                self.last_marker = Some(s);
            }
        }
    }

    /// The measured part begins (`--fastfwd`), the split restarted as `at`: the windows
    /// closed before are dropped (they are empty), an open one starts at 0 with `at`.
    pub fn restart(&mut self, at: PhaseStats) {
        self.done.clear();
        if let Some(open) = &mut self.open {
            open.1 = 0;
            open.3 = at;
        }
    }

    /// Every window at the end of the run, whose clock and split are `insns` and `at`
    /// (an open window ends there).
    pub fn finish(&self, insns: u64, at: PhaseStats) -> Vec<Window> {
        let mut v = self.done.clone();
        if let Some((index, start, marker, from)) = &self.open {
            v.push(Window {
                index: *index,
                start: *start,
                end: insns,
                marker: marker.clone(),
                phases: at.since(from),
            });
        }
        v
    }
}

/// The statistics of stats.txt that a window has: all but the run-level and host ones
/// (`sim_num_refs`, `sim_ref_percent` and the featured page's and events' counts, which
/// the phase split does not keep either, and the host's time and rate).
pub fn window_stats(w: &Window, cfg: &HierarchyConfig) -> Vec<(String, Stat)> {
    let total = w.phases.total();
    let caches = w
        .phases
        .levels
        .iter()
        .zip(&total.levels)
        .map(|(name, c)| CacheStats::new(name, c))
        .collect();
    let s = RunStats {
        insns: total.insns,
        loads: Some(total.loads),
        stores: Some(total.stores),
        dcbz: Some(total.dcbz),
        gcs: Some(w.phases.gcs.iter().sum()),
        caches,
        cycles: Some(cache::timing::Cycles::new(cfg, &w.phases)),
        phases: Some(w.phases.clone()),
        ..RunStats::default()
    };
    const LEFT_OUT: [&str; 4] = [
        "sim_num_refs",
        "sim_ref_percent",
        "sim_elapsed_time",
        "sim_inst_rate",
    ];
    s.entries()
        .into_iter()
        .filter(|(n, _, _)| !LEFT_OUT.contains(&n.as_str()))
        .map(|(n, v, _)| (n, v))
        .collect()
}

/// windows.csv: one row per window and statistic, `window,start_insns,end_insns,marker,
/// name,value` (counters as integers, rates at full precision; an empty marker when none).
pub fn to_csv(windows: &[Window], cfg: &HierarchyConfig) -> String {
    let mut s = String::from("window,start_insns,end_insns,marker,name,value\n");
    for w in windows {
        let marker = csv_field(w.marker.as_deref().unwrap_or(""));
        for (name, value) in window_stats(w, cfg) {
            let v = match value {
                Stat::Count(n) => n.to_string(),
                Stat::Real(x) => x.to_string(),
            };
            s.push_str(&format!(
                "{},{},{},{marker},{name},{v}\n",
                w.index, w.start, w.end
            ));
        }
    }
    s
}

/// A CSV field, quoted when it holds a comma, quote or line break (RFC 4180).
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cache::phase::{PhaseCounts, PhaseSplit};
    use cache::Counters;
    use traceio::protocol::{marker_chunks, GcKind};

    fn reading(insns: u64) -> PhaseCounts {
        PhaseCounts {
            insns,
            loads: insns / 2,
            stores: insns / 4,
            dcbz: 0,
            levels: vec![Counters {
                hits: insns - insns / 10,
                misses: insns / 10,
                ..Counters::default()
            }],
        }
    }

    #[test]
    fn windows_take_their_marker_and_the_difference_of_the_split() {
        let names = || vec!["dl1".to_string()];
        let mut split = PhaseSplit::new(1);
        let mut w = Windows::default();
        for c in marker_chunks(b"benchmark, \"quoted\" s0") {
            w.marker(&c, false);
        }
        for c in marker_chunks(b"full") {
            w.marker(&c, true);
        }
        w.on(100, split.finish(&reading(100), names()));
        w.on(150, split.finish(&reading(150), names())); // inside: nothing
        split.gc_start(&reading(200), GcKind::Full);
        split.gc_end(&reading(300));
        w.off(400, split.finish(&reading(400), names()));
        w.off(450, split.finish(&reading(450), names())); // outside: nothing
        w.on(500, split.finish(&reading(500), names()));
        let all = w.finish(1000, split.finish(&reading(1000), names()));
        assert_eq!(all.len(), 2);
        assert_eq!((all[0].index, all[0].start, all[0].end), (1, 100, 400));
        assert_eq!(all[0].phases.total().insns, 300);
        assert_eq!(all[0].phases.gc().insns, 100);
        assert_eq!((all[1].index, all[1].start, all[1].end), (2, 500, 1000));
        assert_eq!(all[1].phases.gcs.iter().sum::<u64>(), 0);
        assert_eq!(all[1].marker, None, "the first window took the marker");
        let csv = to_csv(&all, &HierarchyConfig::default());
        let first = csv.lines().nth(1).unwrap();
        assert_eq!(
            first,
            "1,100,400,\"benchmark, \"\"quoted\"\" s0\",sim_num_insn,300"
        );
        assert!(csv.contains("\n1,100,400,\"benchmark, \"\"quoted\"\" s0\",sim_num_gcs,1\n"));
        assert!(csv.contains(",dl1.misses.gc,10\n"));
        assert!(csv.contains(",dl1.miss_rate,0.1\n"));
        assert!(!csv.contains("sim_num_refs") && !csv.contains("sim_inst_rate"));
    }
}
