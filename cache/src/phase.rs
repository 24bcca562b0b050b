//! Statistics per GC phase: every counter of a run (instructions, loads, stores, `dcbz`,
//! each level's accesses, hits, misses, replacements, writebacks, invalidations) split
//! between the mutator and the collector, the collector by the kind of collection the
//! guest VM announced in GC_START's ARG4 (`docs/events.md`: 0 full, 1 minor, 2 major,
//! 3 window). `simrun --mode cache`/`trace` and a replay of a trace (`crate::replay`)
//! make the same split.
//!
//! ```text
//! cumulative counters ──GC_START(kind)──▶ mark ──GC_END──▶ mark ── ... ──▶ end of run
//!     bank[mutator] += now − mark   bank[gc kind] += now − mark   bank[current] += ...
//! ```
//!
//! # How: a mark at every phase change, nothing per access
//! The counters themselves are not touched: at each GC_START and GC_END, [`PhaseSplit`]
//! reads the cumulative counters ([`PhaseCounts`]: the run's own and the hierarchy's,
//! [`crate::Hierarchy::counters`]), adds what happened since the previous change to the
//! bank of the phase that is ending and keeps the reading as the new mark. At the end the
//! phase still running gets the rest. Every counter only grows, so each bank is an exact
//! sum of differences and the banks add up to the whole run's figures exactly, at the
//! cost of one reading per collection boundary (a few dozen words) and none per access.
//!
//! # Where the boundary lies
//! The guest commits an event by a store to `FEATURE_END`. Everything up to and including
//! that instruction's fetch (and its accesses before the store) belongs to the phase the
//! event ends: GC_START's own instruction is the mutator's, GC_END's the collector's. A
//! collection's instructions are therefore `GC_END.time − GC_START.time` in the trace's
//! clock, as a GC timeline computes them from the events alone.
//!
//! # Names (sim-cache style)
//! A phase's figure is the whole run's statistic with the phase appended:
//! `sim_num_insn.mutator`, `dl1.misses.gc`, `dl1.misses.gc_minor`. The phases listed are
//! `mutator`, `gc` (every collection, whatever its kind) and `gc_<kind>` (`gc_full`,
//! `gc_minor`, `gc_major`, `gc_window`, `gc_other` for a code the protocol does not
//! define) for each kind that started at least once; `sim_num_gcs.gc_<kind>` counts those
//! collections. `<stat>.mutator + <stat>.gc = <stat>`, and `<stat>.gc` is the sum of the
//! kinds listed.
//!
//! # Example
//! ```
//! use cache::phase::{Phase, PhaseCounts, PhaseSplit};
//! use traceio::protocol::GcKind;
//!
//! let at = |insns| PhaseCounts { insns, ..PhaseCounts::new(0) };
//! let mut split = PhaseSplit::new(0);
//! split.gc_start(&at(100), GcKind::Minor); // instructions 0..100: the mutator's
//! split.gc_end(&at(130)); // 30 instructions of a minor collection
//! let stats = split.finish(&at(200), Vec::new());
//! assert_eq!(stats.get(Phase::Mutator).insns, 170);
//! assert_eq!(stats.get(Phase::Gc(GcKind::Minor)).insns, 30);
//! assert_eq!(stats.gc().insns, 30);
//! assert!(stats.to_string().contains("sim_num_insn.gc_minor"));
//! ```

use std::fmt;

use traceio::protocol::GcKind;

use crate::stats::{write_stat_line, Counters};

/// The phases a counter is split into: the mutator and one per kind of collection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Phase {
    /// No collection running.
    #[default]
    Mutator,
    /// Inside a collection of this kind (every [`GcKind::Other`] code shares one bank).
    Gc(GcKind),
}

/// How many banks a [`PhaseSplit`] keeps: the mutator, the four defined kinds, the rest.
pub const PHASES: usize = 6;

impl Phase {
    /// Every bank, in their order: the mutator, full, minor, major, window, other.
    pub const ALL: [Phase; PHASES] = [
        Phase::Mutator,
        Phase::Gc(GcKind::Full),
        Phase::Gc(GcKind::Minor),
        Phase::Gc(GcKind::Major),
        Phase::Gc(GcKind::Window),
        Phase::Gc(GcKind::Other(u32::MAX)),
    ];

    /// The bank of this phase.
    pub fn index(self) -> usize {
        match self {
            Phase::Mutator => 0,
            Phase::Gc(GcKind::Full) => 1,
            Phase::Gc(GcKind::Minor) => 2,
            Phase::Gc(GcKind::Major) => 3,
            Phase::Gc(GcKind::Window) => 4,
            Phase::Gc(GcKind::Other(_)) => 5,
        }
    }

    /// The suffix of this phase's statistics (`mutator`, `gc_full`, ..., `gc_other`).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Mutator => "mutator",
            Phase::Gc(GcKind::Full) => "gc_full",
            Phase::Gc(GcKind::Minor) => "gc_minor",
            Phase::Gc(GcKind::Major) => "gc_major",
            Phase::Gc(GcKind::Window) => "gc_window",
            Phase::Gc(GcKind::Other(_)) => "gc_other",
        }
    }

    /// The label of this phase in intervals.csv's `gc_phase` column (`mutator`,
    /// `gc-full`, `gc-minor`, `gc-major`, `gc-window`, `gc-other`).
    pub fn label(self) -> &'static str {
        match self {
            Phase::Mutator => "mutator",
            Phase::Gc(GcKind::Full) => "gc-full",
            Phase::Gc(GcKind::Minor) => "gc-minor",
            Phase::Gc(GcKind::Major) => "gc-major",
            Phase::Gc(GcKind::Window) => "gc-window",
            Phase::Gc(GcKind::Other(_)) => "gc-other",
        }
    }

    /// Whether this is a collection.
    pub fn is_gc(self) -> bool {
        self != Phase::Mutator
    }
}

/// The cumulative counters of a run at one moment, or what happened in one phase.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PhaseCounts {
    /// Instructions.
    pub insns: u64,
    /// Loads sent to the hierarchy.
    pub loads: u64,
    /// Stores sent to the hierarchy.
    pub stores: u64,
    /// `dcbz` operations.
    pub dcbz: u64,
    /// Each cache and TLB, in the order of the hierarchy's statistics.
    pub levels: Vec<Counters>,
}

impl PhaseCounts {
    /// Zero counts for a hierarchy of `levels` levels.
    pub fn new(levels: usize) -> PhaseCounts {
        PhaseCounts {
            levels: vec![Counters::default(); levels],
            ..PhaseCounts::default()
        }
    }

    /// Adds `now − then` (two readings of cumulative counters, `then` the earlier).
    fn add_since(&mut self, now: &PhaseCounts, then: &PhaseCounts) {
        self.insns += now.insns - then.insns;
        self.loads += now.loads - then.loads;
        self.stores += now.stores - then.stores;
        self.dcbz += now.dcbz - then.dcbz;
        self.levels.resize(now.levels.len(), Counters::default());
        let zero = Counters::default();
        for (i, (c, n)) in self.levels.iter_mut().zip(&now.levels).enumerate() {
            c.add_since(n, then.levels.get(i).unwrap_or(&zero));
        }
    }

    /// Adds `other`.
    fn add(&mut self, other: &PhaseCounts) {
        self.add_since(other, &PhaseCounts::new(other.levels.len()));
    }
}

/// Splits a run's counters by phase as it runs: told the cumulative counters at every
/// phase change (see the module docs).
#[derive(Debug, Clone)]
pub struct PhaseSplit {
    phase: Phase,
    banks: [PhaseCounts; PHASES],
    /// Collections started, per bank.
    gcs: [u64; PHASES],
    /// The counters at the last phase change.
    mark: PhaseCounts,
}

impl PhaseSplit {
    /// A split at the start of a run (in the mutator) of a hierarchy of `levels` levels.
    pub fn new(levels: usize) -> PhaseSplit {
        PhaseSplit {
            phase: Phase::Mutator,
            banks: std::array::from_fn(|_| PhaseCounts::new(levels)),
            gcs: [0; PHASES],
            mark: PhaseCounts::new(levels),
        }
    }

    /// The phase running now.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    fn switch(&mut self, now: &PhaseCounts, to: Phase) {
        self.banks[self.phase.index()].add_since(now, &self.mark);
        self.mark.clone_from(now);
        self.phase = to;
    }

    /// A GC_START of `kind` with the counters `now`.
    pub fn gc_start(&mut self, now: &PhaseCounts, kind: GcKind) {
        let to = Phase::Gc(kind);
        self.switch(now, to);
        self.gcs[to.index()] += 1;
    }

    /// A GC_END with the counters `now`.
    pub fn gc_end(&mut self, now: &PhaseCounts) {
        self.switch(now, Phase::Mutator);
    }

    /// Starts counting afresh where the counters are `now` (`simrun --fastfwd`: the
    /// measured part begins): every bank empty, and the collection running now, if any,
    /// counted as its kind's one collection so far.
    pub fn restart(&mut self, now: &PhaseCounts) {
        let levels = now.levels.len();
        self.banks = std::array::from_fn(|_| PhaseCounts::new(levels));
        self.gcs = [0; PHASES];
        if self.phase.is_gc() {
            self.gcs[self.phase.index()] = 1;
        }
        self.mark.clone_from(now);
    }

    /// The split at the end of the run, whose counters are `now`; `levels` names the
    /// levels of [`PhaseCounts::levels`].
    pub fn finish(&self, now: &PhaseCounts, levels: Vec<String>) -> PhaseStats {
        let mut banks = self.banks.clone();
        banks[self.phase.index()].add_since(now, &self.mark);
        PhaseStats {
            banks,
            gcs: self.gcs,
            levels,
        }
    }
}

/// A value of a phase statistic.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// A counter.
    Count(u64),
    /// A rate.
    Rate(f64),
}

/// A whole run's counters split by phase, with the names of its levels.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PhaseStats {
    /// One bank per phase, in [`Phase::ALL`]'s order.
    pub banks: [PhaseCounts; PHASES],
    /// Collections started, per bank (0 for the mutator).
    pub gcs: [u64; PHASES],
    /// The levels' names, in the order of [`PhaseCounts::levels`].
    pub levels: Vec<String>,
}

impl PhaseStats {
    /// The counts of one phase.
    pub fn get(&self, phase: Phase) -> &PhaseCounts {
        &self.banks[phase.index()]
    }

    /// What happened between `earlier` and these (two splits of one run, as
    /// [`PhaseSplit::finish`] gives them at two moments): each bank's and each kind's
    /// collections' differences. A measured window's statistics (`simrun`'s windows.csv).
    pub fn since(&self, earlier: &PhaseStats) -> PhaseStats {
        let levels = self.levels.len();
        let zero = PhaseCounts::new(levels);
        PhaseStats {
            banks: std::array::from_fn(|i| {
                let mut b = PhaseCounts::new(levels);
                b.add_since(&self.banks[i], earlier.banks.get(i).unwrap_or(&zero));
                b
            }),
            gcs: std::array::from_fn(|i| self.gcs[i] - earlier.gcs[i]),
            levels: self.levels.clone(),
        }
    }

    /// The counts of every collection, whatever its kind.
    pub fn gc(&self) -> PhaseCounts {
        let mut sum = PhaseCounts::new(self.levels.len());
        for p in Phase::ALL.iter().filter(|p| p.is_gc()) {
            sum.add(self.get(*p));
        }
        sum
    }

    /// The counts of the whole run: the sum of every phase.
    pub fn total(&self) -> PhaseCounts {
        let mut sum = self.gc();
        sum.add(self.get(Phase::Mutator));
        sum
    }

    /// The kinds of collection that started at least once, in [`Phase::ALL`]'s order.
    pub fn kinds(&self) -> Vec<Phase> {
        Phase::ALL
            .into_iter()
            .filter(|p| p.is_gc() && self.gcs[p.index()] > 0)
            .collect()
    }

    /// The phases listed, each with its suffix and counts: `mutator`, `gc`, then each
    /// kind that started.
    pub fn listed(&self) -> Vec<(&'static str, PhaseCounts)> {
        let mut v = vec![
            ("mutator", self.get(Phase::Mutator).clone()),
            ("gc", self.gc()),
        ];
        v.extend(
            self.kinds()
                .into_iter()
                .map(|p| (p.name(), self.get(p).clone())),
        );
        v
    }

    /// Every phase statistic `(name, value, description)`: the run counters by phase, the
    /// collections by kind, then each level's counters and miss rate by phase.
    pub fn entries(&self) -> Vec<(String, Value, &'static str)> {
        let listed = self.listed();
        let mut v = Vec::new();
        type RunGet = fn(&PhaseCounts) -> u64;
        let run: [(&str, RunGet, &'static str); 4] = [
            (
                "sim_num_insn",
                |c| c.insns,
                "instructions executed in the phase",
            ),
            (
                "sim_num_loads",
                |c| c.loads,
                "loads sent to the cache model in the phase",
            ),
            (
                "sim_num_stores",
                |c| c.stores,
                "stores sent to the cache model in the phase",
            ),
            ("sim_num_dcbz", |c| c.dcbz, "dcbz instructions in the phase"),
        ];
        for (stat, get, desc) in run {
            for (phase, c) in &listed {
                v.push((format!("{stat}.{phase}"), Value::Count(get(c)), desc));
            }
        }
        for p in self.kinds() {
            v.push((
                format!("sim_num_gcs.{}", p.name()),
                Value::Count(self.gcs[p.index()]),
                "collections of this kind",
            ));
        }
        type Get = fn(&Counters) -> u64;
        let counters: [(&str, Get, &'static str); 6] = [
            ("accesses", |c| c.hits + c.misses, "accesses in the phase"),
            ("hits", |c| c.hits, "hits in the phase"),
            ("misses", |c| c.misses, "misses in the phase"),
            (
                "replacements",
                |c| c.replacements,
                "replacements in the phase",
            ),
            ("writebacks", |c| c.writebacks, "writebacks in the phase"),
            (
                "invalidations",
                |c| c.invalidations,
                "invalidations in the phase",
            ),
        ];
        for (i, level) in self.levels.iter().enumerate() {
            let at = |c: &PhaseCounts| c.levels.get(i).copied().unwrap_or_default();
            for (stat, get, desc) in counters {
                for (phase, c) in &listed {
                    v.push((
                        format!("{level}.{stat}.{phase}"),
                        Value::Count(get(&at(c))),
                        desc,
                    ));
                }
            }
            for (phase, c) in &listed {
                let c = at(c);
                let acc = c.hits + c.misses;
                let rate = if acc == 0 {
                    0.0
                } else {
                    c.misses as f64 / acc as f64
                };
                v.push((
                    format!("{level}.miss_rate.{phase}"),
                    Value::Rate(rate),
                    "miss rate in the phase (misses/ref)",
                ));
            }
        }
        v
    }
}

impl fmt::Display for PhaseStats {
    /// The entries as `name value # description` lines (counters `%12lu`, rates
    /// `%12.4f`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value, desc) in self.entries() {
            let text = match value {
                Value::Count(n) => format!("{n:>12}"),
                Value::Rate(x) => format!("{x:>12.4}"),
            };
            write_stat_line(f, &name, &text, desc)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(insns: u64, misses: u64) -> PhaseCounts {
        PhaseCounts {
            insns,
            loads: insns / 2,
            stores: insns / 4,
            dcbz: insns / 100,
            levels: vec![Counters {
                hits: insns - misses,
                misses,
                ..Counters::default()
            }],
        }
    }

    #[test]
    fn banks_add_up_to_the_run_and_each_kind_gets_its_own() {
        let mut s = PhaseSplit::new(1);
        s.gc_start(&reading(1000, 10), GcKind::Minor);
        assert_eq!(s.phase(), Phase::Gc(GcKind::Minor));
        s.gc_end(&reading(1200, 30));
        s.gc_start(&reading(2000, 31), GcKind::Full);
        s.gc_end(&reading(2600, 90));
        s.gc_start(&reading(3000, 91), GcKind::Minor);
        // The run ends inside the second minor collection.
        let end = reading(3100, 95);
        let st = s.finish(&end, vec!["dl1".into()]);
        assert_eq!(st.total(), end);
        assert_eq!(st.get(Phase::Mutator).insns, 1000 + 800 + 400);
        assert_eq!(st.get(Phase::Mutator).levels[0].misses, 10 + 1 + 1);
        assert_eq!(st.get(Phase::Gc(GcKind::Minor)).insns, 200 + 100);
        assert_eq!(st.get(Phase::Gc(GcKind::Full)).levels[0].misses, 59);
        assert_eq!(st.gc().insns, 900);
        assert_eq!(st.gcs, [0, 1, 2, 0, 0, 0]);
        assert_eq!(
            st.kinds(),
            [Phase::Gc(GcKind::Full), Phase::Gc(GcKind::Minor)]
        );
    }

    /// A window's statistics (`since`) equal a split that starts at the window's start
    /// and ends at its end, for a window from inside a collection to inside another.
    #[test]
    fn since_is_the_split_of_the_window_alone() {
        let events: [(u64, u64, Option<GcKind>); 6] = [
            (1000, 10, Some(GcKind::Minor)),
            (1200, 30, None),
            (2000, 31, Some(GcKind::Full)),
            (2600, 90, None),
            (3000, 91, Some(GcKind::Minor)),
            (3400, 99, None),
        ];
        let (from, to) = (reading(1100, 20), reading(3100, 95));
        let mut whole = PhaseSplit::new(1);
        let mut at_from = None;
        // The window's own split: restarted at `from`, inside the first collection.
        let mut own = PhaseSplit::new(1);
        for &(insns, misses, ev) in &events {
            if at_from.is_none() && insns > from.insns {
                at_from = Some(whole.finish(&from, vec!["dl1".into()]));
                own = whole.clone();
                own.restart(&from);
            }
            if insns > to.insns {
                break;
            }
            for s in [&mut whole, &mut own] {
                match ev {
                    Some(k) => s.gc_start(&reading(insns, misses), k),
                    None => s.gc_end(&reading(insns, misses)),
                }
            }
        }
        let names = || vec!["dl1".to_string()];
        let window = whole.finish(&to, names()).since(&at_from.unwrap());
        let own = own.finish(&to, names());
        assert_eq!(window.banks, own.banks);
        assert_eq!(window.total().insns, 2000);
        assert_eq!(window.get(Phase::Gc(GcKind::Minor)).insns, 100 + 100);
        // `since` counts the collections started in the window; `restart` also the one
        // running at its start.
        assert_eq!(window.gcs, [0, 1, 1, 0, 0, 0]);
        assert_eq!(own.gcs, [0, 1, 2, 0, 0, 0]);
    }

    #[test]
    fn other_codes_share_one_bank_and_names_follow_the_scheme() {
        let mut s = PhaseSplit::new(1);
        s.gc_start(&reading(10, 0), GcKind::Other(7));
        s.gc_end(&reading(20, 0));
        s.gc_start(&reading(30, 0), GcKind::Other(9));
        let st = s.finish(&reading(45, 0), vec!["il1".into()]);
        assert_eq!(st.get(Phase::Gc(GcKind::Other(0))).insns, 25);
        let text = st.to_string();
        let names: Vec<&str> = text.lines().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(
            names[..3],
            [
                "sim_num_insn.mutator",
                "sim_num_insn.gc",
                "sim_num_insn.gc_other"
            ]
        );
        assert!(names.contains(&"sim_num_gcs.gc_other"));
        assert!(names.contains(&"il1.misses.gc"));
        assert!(names.contains(&"il1.miss_rate.mutator"));
        assert!(
            !names.iter().any(|n| n.contains("gc_full")),
            "no full collection"
        );
        let gcs = text
            .lines()
            .find(|l| l.starts_with("sim_num_gcs.gc_other "));
        assert_eq!(gcs.and_then(|l| l.split_whitespace().nth(1)), Some("2"));
        for p in Phase::ALL {
            assert_eq!(Phase::ALL[p.index()], p);
        }
    }

    #[test]
    fn a_run_without_collections_lists_the_mutator_and_an_empty_gc() {
        let st = PhaseSplit::new(1).finish(&reading(500, 5), vec!["dl1".into()]);
        let e = st.entries();
        let get = |n: &str| e.iter().find(|x| x.0 == n).map(|x| x.1);
        assert_eq!(get("dl1.misses.mutator"), Some(Value::Count(5)));
        assert_eq!(get("dl1.misses.gc"), Some(Value::Count(0)));
        assert_eq!(get("dl1.miss_rate.gc"), Some(Value::Rate(0.0)));
        assert_eq!(get("dl1.miss_rate.mutator"), Some(Value::Rate(0.01)));
        assert!(!e.iter().any(|x| x.0.starts_with("sim_num_gcs")));
    }
}
