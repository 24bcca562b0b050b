//! Collections as pauses, and the minimum mutator utilisation over them.
//!
//! ```text
//! cumulative counters at GC_START / GC_END ──[`Clock::read`]──▶ (instructions, cycles)
//!     pause = end − start            (a collection's duration, in either unit)
//! pauses of a run ──[`Mmu`]──▶ MMU(w) = min over windows of length w of mutator time / w
//! ```
//!
//! # Clocks
//! The latency model ([`crate::timing`]) is a sum of counters times constants, so the
//! cycles of the run's *cumulative* counters at a moment are the run's clock in cycles at
//! that moment, and a collection's pause in cycles is the difference of the clocks read
//! at its GC_START and GC_END ([`Clock::read`]): the same formula as `sim_cycle`, read at
//! the same places as the phase split ([`crate::phase`]), so the pauses of every
//! collection add up to `sim_cycle.gc` exactly.
//!
//! # Minimum mutator utilisation
//! Cheng and Blelloch (PLDI 2001, "A parallel, real-time garbage collector") define the
//! mutator utilisation of a window of time as the fraction of it the mutator runs, and
//! the minimum mutator utilisation MMU(w) as its minimum over every window of length `w`
//! in the run; Blackburn, Cheng and McKinley (SIGMETRICS 2004) draw it per collector
//! against `w`. [`Mmu`] computes it exactly from the pause intervals.
//!
//! The collector's time in a window `[t, t + w)`, `G(t)`, is piecewise linear in `t`,
//! with slope `gc(t + w) − gc(t)` (1 inside a pause, 0 outside). Its slope falls only where
//! `t + w` leaves a pause (the window *ends at a pause's end*) or `t` enters one (the
//! window *starts at a pause's start*), so its maximum over `[start, end − w]` lies at one
//! of those points or at an end of the range (either family alone, with the ends, would
//! do: from a window ending at a pause's end, `G` stays level or grows until the window
//! starts at the next pause or reaches the end of the run). [`Mmu::utilisation`]
//! evaluates `G` at both, each by two binary searches over the pauses' prefix sums:
//! O(P log P) per window for P pauses. MMU(w) = 1 − max G / w.
//!
//! # Example
//! ```
//! use cache::pause::Mmu;
//!
//! // A run of 100 time units with pauses [10, 20) and [30, 35).
//! let mmu = Mmu::new(0, 100, &[(10, 20), (30, 35)]);
//! assert_eq!(mmu.utilisation(10), 0.0); // a window inside the first pause
//! assert_eq!(mmu.utilisation(25), 10.0 / 25.0); // [10, 35): 15 units of collection
//! assert_eq!(mmu.utilisation(100), 85.0 / 100.0); // the whole run
//! assert_eq!(mmu.windows(3), vec![5, 22, 100]); // smallest pause to the whole run
//! ```

use crate::config::HierarchyConfig;
use crate::phase::PhaseCounts;

/// A moment of a run in both units: instructions and cycles since its start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Clock {
    /// Instructions executed so far.
    pub insns: u64,
    /// Cycles so far, under the latency model of the configuration the clock was read with.
    pub cycles: u64,
}

impl Clock {
    /// The clock of cumulative counters `now` of a hierarchy built from `cfg`, under its
    /// latency model (`cfg.timing`).
    pub fn read(cfg: &HierarchyConfig, now: &PhaseCounts) -> Clock {
        Clock {
            insns: now.insns,
            cycles: cfg.timing.cycles(cfg, now),
        }
    }
}

/// The pauses of a run, ready for MMU queries (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mmu {
    start: u64,
    end: u64,
    /// Disjoint pauses in time order, clipped to `[start, end]`, none empty.
    pauses: Vec<(u64, u64)>,
    /// `before[i]`: collector time in `pauses[..i]`.
    before: Vec<u64>,
}

impl Mmu {
    /// The run `[start, end)` with its pauses `(start, end)`, in any order: pauses are
    /// clipped to the run, and overlapping ones merged.
    pub fn new(start: u64, end: u64, pauses: &[(u64, u64)]) -> Mmu {
        let end = end.max(start);
        let mut p: Vec<(u64, u64)> = pauses
            .iter()
            .map(|&(s, e)| (s.clamp(start, end), e.clamp(start, end)))
            .filter(|(s, e)| e > s)
            .collect();
        p.sort_unstable();
        let mut merged: Vec<(u64, u64)> = Vec::with_capacity(p.len());
        for (s, e) in p {
            match merged.last_mut() {
                Some(last) if s <= last.1 => last.1 = last.1.max(e),
                _ => merged.push((s, e)),
            }
        }
        let mut before = Vec::with_capacity(merged.len() + 1);
        let mut sum = 0;
        before.push(0);
        for &(s, e) in &merged {
            sum += e - s;
            before.push(sum);
        }
        Mmu {
            start,
            end,
            pauses: merged,
            before,
        }
    }

    /// The length of the run.
    pub fn span(&self) -> u64 {
        self.end - self.start
    }

    /// The collector's time in the whole run.
    pub fn gc_time(&self) -> u64 {
        self.before.last().copied().unwrap_or(0)
    }

    /// The shortest pause (after merging), `None` without any.
    pub fn shortest_pause(&self) -> Option<u64> {
        self.pauses.iter().map(|(s, e)| e - s).min()
    }

    /// The collector's time in `[start, x)`.
    fn gc_before(&self, x: u64) -> u64 {
        // Pauses that start before x: all of them count but the last, which may be cut.
        let n = self.pauses.partition_point(|&(s, _)| s < x);
        match n {
            0 => 0,
            n => {
                let (s, e) = self.pauses[n - 1];
                self.before[n - 1] + e.min(x) - s
            }
        }
    }

    /// The collector's time in `[t, t + w)`.
    fn gc_in(&self, t: u64, w: u64) -> u64 {
        self.gc_before(t + w) - self.gc_before(t)
    }

    /// MMU(`w`): the least fraction of any window of length `w` inside the run that is
    /// not a pause; `w` at least 1 and at most [`Mmu::span`] (a longer window is the whole
    /// run, a window of 0 is 1).
    pub fn utilisation(&self, w: u64) -> f64 {
        let w = w.min(self.span());
        if w == 0 {
            return 1.0;
        }
        let last = self.end - w; // the latest start of a window
        let mut worst = self.gc_in(self.start, w).max(self.gc_in(last, w));
        for &(s, e) in &self.pauses {
            if s <= last {
                worst = worst.max(self.gc_in(s, w));
            }
            if let Some(t) = e.checked_sub(w).filter(|&t| t >= self.start) {
                worst = worst.max(self.gc_in(t, w));
            }
        }
        (w - worst) as f64 / w as f64
    }

    /// `n` window lengths spaced evenly on a log scale from the shortest pause to the
    /// whole run (both included), rounded to whole units, each once; empty without pauses
    /// or for an empty run.
    pub fn windows(&self, n: usize) -> Vec<u64> {
        let (Some(lo), hi) = (self.shortest_pause(), self.span()) else {
            return Vec::new();
        };
        if n == 0 || hi == 0 {
            return Vec::new();
        }
        let lo = lo.min(hi);
        let mut v: Vec<u64> = (0..n)
            .map(|i| match (i, n) {
                (0, _) => lo,
                (i, n) if i + 1 == n => hi,
                (i, n) => {
                    let f = i as f64 / (n - 1) as f64;
                    let x = (lo as f64).ln() + f * ((hi as f64).ln() - (lo as f64).ln());
                    (x.exp().round() as u64).clamp(lo, hi)
                }
            })
            .collect();
        v.dedup();
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The naive model: slides the window one unit at a time over the run and counts, unit
    /// by unit, the units no pause covers.
    fn naive(start: u64, end: u64, pauses: &[(u64, u64)], w: u64) -> f64 {
        let busy = |x: u64| pauses.iter().any(|&(s, e)| s <= x && x < e);
        let mut worst = w;
        for t in start..=end - w {
            let free = (t..t + w).filter(|&x| !busy(x)).count() as u64;
            worst = worst.min(free);
        }
        worst as f64 / w as f64
    }

    /// Pauses inside a run of up to 150 units, possibly overlapping or touching.
    fn run() -> impl Strategy<Value = (u64, u64, Vec<(u64, u64)>)> {
        (0u64..20, 1u64..150).prop_flat_map(|(start, len)| {
            let end = start + len;
            let pause = (start..end, 1u64..40).prop_map(move |(s, d)| (s, (s + d).min(end)));
            (Just(start), Just(end), prop::collection::vec(pause, 0..8))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        #[test]
        fn exact_mmu_equals_the_sliding_window((start, end, pauses) in run()) {
            let mmu = Mmu::new(start, end, &pauses);
            for w in 1..=end - start {
                prop_assert_eq!(mmu.utilisation(w), naive(start, end, &pauses, w), "w = {}", w);
            }
        }

        #[test]
        fn the_whole_run_is_its_mutator_share((start, end, pauses) in run()) {
            let mmu = Mmu::new(start, end, &pauses);
            let busy = (start..end)
                .filter(|&x| pauses.iter().any(|&(s, e)| s <= x && x < e))
                .count() as u64;
            prop_assert_eq!(mmu.gc_time(), busy);
            let whole = mmu.utilisation(end - start);
            prop_assert_eq!(whole, (end - start - busy) as f64 / (end - start) as f64);
        }
    }

    #[test]
    fn windows_are_log_spaced_from_the_shortest_pause_to_the_run() {
        let mmu = Mmu::new(0, 1_000_000, &[(100, 200), (5000, 5010), (9000, 12000)]);
        let w = mmu.windows(5);
        assert_eq!(w, vec![10, 178, 3162, 56_234, 1_000_000]);
        assert_eq!(mmu.utilisation(10), 0.0);
        assert!(Mmu::new(0, 100, &[]).windows(30).is_empty());
        assert_eq!(Mmu::new(0, 100, &[]).utilisation(50), 1.0);
        // Rounding to whole units leaves each window once.
        assert_eq!(Mmu::new(0, 4, &[(1, 2)]).windows(30), vec![1, 2, 3, 4]);
    }

    #[test]
    fn clocks_are_the_latency_model_of_cumulative_counters() {
        let cfg = HierarchyConfig::default();
        let mut c = PhaseCounts::new(5);
        c.insns = 10;
        c.levels[2].misses = 1; // one ul2 miss: 6 + 32 cycles
        assert_eq!(
            Clock::read(&cfg, &c),
            Clock {
                insns: 10,
                cycles: 10 + 6 + 32
            }
        );
    }
}
