//! Miss rates over time: accesses are counted in windows of equal access count; when
//! there are `MAX_WINDOWS`, neighbours are merged and the window doubles, so memory stays
//! bounded whatever the trace length.

use serde_json::Value;
use tables::AnalyzerTable;
use traceio::{Access, Level};

use crate::heap::Heap;
use crate::tool::{ratio, Attribution, Col, Table, Tool};
use crate::{Error, Selection};
use crate::types::Types;

const MAX_WINDOWS: usize = 1024;

#[derive(Clone, Copy, Debug, Default)]
struct Window {
    start: u64,
    end: u64,
    accesses: u64,
    l2: u64,
    memory: u64,
}

impl Window {
    /// Counts one access at `time` served by `level`.
    #[inline]
    fn count(&mut self, time: u64, level: Level) {
        self.end = time;
        self.accesses += 1;
        match level {
            Level::L1 => {}
            Level::L2 => self.l2 += 1,
            Level::Memory => self.memory += 1,
        }
    }
}

/// The time-series analysis.
#[derive(Debug)]
pub struct Series {
    windows: Vec<Window>,
    size: u64,
}

impl Default for Series {
    fn default() -> Self {
        Series {
            windows: Vec::new(),
            size: 1024,
        }
    }
}

impl Tool for Series {
    fn new(_sel: &Selection, _types: &Types) -> Result<Series, Error> {
        Ok(Series::default())
    }

    #[inline]
    fn access(&mut self, a: &Access, at: &Attribution, _heap: &Heap) {
        if at.continued {
            return; // counted with its first piece
        }
        // Fast path: the current window has room.
        if let Some(w) = self.windows.last_mut().filter(|w| w.accesses < self.size) {
            w.count(a.time, a.level);
            return;
        }
        if self
            .windows
            .last()
            .map_or(true, |w| w.accesses >= self.size)
        {
            if self.windows.len() == MAX_WINDOWS {
                let merged: Vec<Window> = self
                    .windows
                    .chunks(2)
                    .map(|c| {
                        let mut w = c[0];
                        if let Some(b) = c.get(1) {
                            w.end = b.end;
                            w.accesses += b.accesses;
                            w.l2 += b.l2;
                            w.memory += b.memory;
                        }
                        w
                    })
                    .collect();
                self.windows = merged;
                self.size *= 2;
            }
            if self
                .windows
                .last()
                .map_or(true, |w| w.accesses >= self.size)
            {
                self.windows.push(Window {
                    start: a.time,
                    ..Window::default()
                });
            }
        }
        self.windows
            .last_mut()
            .expect("a window")
            .count(a.time, a.level);
    }

    fn report(&self, _types: &Types) -> Vec<Table> {
        let mut t = Table::new(
            AnalyzerTable::MissSeries,
            "Miss rates over time (windows of equal access count)",
            &[
                Col::int("start", "start_insns"),
                Col::int("end", "end_insns"),
                Col::int("accesses", "accesses"),
                Col::ratio("L1 miss rate", "l1_miss_rate"),
                Col::ratio("L2 miss rate", "l2_miss_rate"),
            ],
        );
        for w in &self.windows {
            t.row(vec![
                Value::from(w.start),
                Value::from(w.end),
                Value::from(w.accesses),
                ratio(w.l2 + w.memory, w.accesses),
                ratio(w.memory, w.accesses),
            ]);
        }
        vec![t]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use traceio::AccessKind;

    #[test]
    fn windows_stay_bounded_and_keep_every_access() {
        let mut s = Series::default();
        let heap = Heap::default();
        let n = 3_000_000u64;
        for t in 0..n {
            let a = Access {
                time: t,
                pc: 0,
                addr: 0,
                size: 4,
                kind: AccessKind::Read,
                // One memory access in four.
                level: if t % 4 == 0 { Level::Memory } else { Level::L1 },
                tlb_miss: false,
                value: None,
            };
            s.access(&a, &Attribution::default(), &heap);
        }
        assert!(s.windows.len() <= MAX_WINDOWS);
        // 3 M accesses: the window doubled twice (1024 → 4096: 732.4 windows).
        assert_eq!(s.size, 4096);
        assert_eq!(s.windows.iter().map(|w| w.accesses).sum::<u64>(), n);
        assert!(s.windows.windows(2).all(|p| p[0].end < p[1].start));
        for w in &s.windows[..s.windows.len() - 1] {
            assert_eq!(w.accesses, 4096);
            assert_eq!(w.memory, 1024);
        }
    }
}
