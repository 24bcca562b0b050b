//! Minimum mutator utilisation (Cheng and Blelloch, PLDI 2001): for window lengths from
//! the shortest pause to the whole run, spaced on a log scale, the least fraction of any
//! window of that length that the mutator runs, from the collections' pauses in cycles
//! (the replayed hierarchy's clock, `crate::replay`) and in instructions. The exact
//! algorithm is `cache::pause::Mmu`'s.
//!
//! The time axis is the reported range: the whole trace, from instruction 0 (cycle 0) to
//! the run's end (`sim_num_insn`, `sim_cycle` with the replay; the last record without
//! it), or the measured window of `--window`, from its TRACE_ON to its TRACE_OFF (the
//! replay's clocks there; the run's end for a window still open then). A collection still
//! running at the end lasts to the end; one running when the window opens counts from
//! there (the analyzer reports the collections that start inside the window).

use serde_json::Value;
use tables::AnalyzerTable;

use cache::pause::{Clock, Mmu};

use crate::heap::HeapEvent;
use crate::tool::{keyed_cols, Table, Tool};
use crate::types::Types;
use crate::{Error, Selection};

/// Window lengths per curve.
pub const POINTS: usize = 30;

/// One collection: start and end times (instructions) and clocks.
#[derive(Clone, Copy, Debug)]
struct Pause {
    start: u64,
    end: Option<u64>,
    start_clock: Option<Clock>,
    end_clock: Option<Clock>,
}

/// The MMU analysis.
#[derive(Debug, Default)]
pub struct MutatorUtilisation {
    /// `--window`: the cycle axis is not known.
    windowed: bool,
    /// The reported range's first instruction.
    origin: u64,
    /// `--window`: the clock at its TRACE_ON and TRACE_OFF (with the replay).
    window_clocks: (Option<Clock>, Option<Clock>),
    /// The reported range's last record.
    end: u64,
    pauses: Vec<Pause>,
    /// The replay's clock after the last block.
    clock: Option<Clock>,
}

impl MutatorUtilisation {
    /// The curve in instructions: `(window, mmu)` pairs.
    fn in_insns(&self) -> Vec<(u64, f64)> {
        let end = match (self.windowed, self.clock) {
            (false, Some(c)) => c.insns.max(self.end),
            _ => self.end,
        };
        let pauses: Vec<(u64, u64)> = self
            .pauses
            .iter()
            .map(|p| (p.start, p.end.unwrap_or(end)))
            .collect();
        curve(&Mmu::new(self.origin, end, &pauses))
    }

    /// The curve in cycles, when every collection has its clocks and so has the range
    /// (the replay).
    fn in_cycles(&self) -> Option<Vec<(u64, f64)>> {
        let (origin, end) = if self.windowed {
            let (open, close) = self.window_clocks;
            (open?.cycles, close.or(self.clock)?.cycles)
        } else {
            (0, self.clock?.cycles)
        };
        let pauses: Option<Vec<(u64, u64)>> = self
            .pauses
            .iter()
            .map(|p| {
                let s = p.start_clock?.cycles;
                match (p.end, p.end_clock) {
                    (Some(_), Some(e)) => Some((s, e.cycles)),
                    (None, _) => Some((s, end)),
                    (Some(_), None) => None,
                }
            })
            .collect();
        Some(curve(&Mmu::new(origin, end, &pauses?)))
    }
}

/// MMU at [`POINTS`] window lengths.
fn curve(m: &Mmu) -> Vec<(u64, f64)> {
    m.windows(POINTS)
        .into_iter()
        .map(|w| (w, m.utilisation(w)))
        .collect()
}

impl Tool for MutatorUtilisation {
    fn new(sel: &Selection, _types: &Types) -> Result<MutatorUtilisation, Error> {
        Ok(MutatorUtilisation {
            windowed: sel.window.is_some(),
            ..MutatorUtilisation::default()
        })
    }

    fn clock(&mut self, clock: Clock) {
        self.clock = Some(clock);
    }

    fn event(&mut self, ev: &HeapEvent<'_>, _types: &Types) {
        match *ev {
            HeapEvent::GcStart { time, clock, .. } => self.pauses.push(Pause {
                start: time,
                end: None,
                start_clock: clock,
                end_clock: None,
            }),
            HeapEvent::GcEnd { time, clock, .. } => {
                if let Some(p) = self.pauses.last_mut().filter(|p| p.end.is_none()) {
                    p.end = Some(time);
                    p.end_clock = clock;
                }
            }
            HeapEvent::WindowOpen { time, clock, .. } if self.windowed => {
                self.origin = time;
                self.window_clocks.0 = clock;
            }
            HeapEvent::WindowClose { clock, .. } if self.windowed => {
                self.window_clocks.1 = clock;
            }
            HeapEvent::End { time } => self.end = self.end.max(time),
            _ => {}
        }
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        let mut t = Table::new(
            AnalyzerTable::Mmu,
            "Minimum mutator utilisation (Cheng and Blelloch 2001): for each window length, \
             the least share of any window of that length the mutator runs; windows in \
             cycles (the replayed hierarchy's latency model) and in instructions",
            &keyed_cols(&[
                "window_cycles",
                "mmu_cycles_share",
                "window_insns",
                "mmu_insns_share",
            ]),
        );
        let insns = self.in_insns();
        let cycles = self.in_cycles().unwrap_or_default();
        let cell = |c: Option<&(u64, f64)>| match c {
            Some(&(w, m)) => (Value::from(w), Value::from(m)),
            None => (Value::Null, Value::Null),
        };
        for i in 0..insns.len().max(cycles.len()) {
            let (wc, mc) = cell(cycles.get(i));
            let (wi, mi) = cell(insns.get(i));
            t.row(vec![wc, mc, wi, mi]);
        }
        vec![t]
    }
}
