//! Statistics with sim-cache's names and descriptions (`cache_reg_stats`),
//! printed in SimpleScalar's `name value # description` form (`stat_print_stat`:
//! `%-22s `, the value as `%12lu` for counters, `%12.0f` for `accesses`,
//! `%12.4f` for the rates, then ` # description`).
//!
//! One difference: sim-cache evaluates a rate over zero accesses to
//! `<error: divide by zero>`; we print `0.0000`, so that the file and its JSON
//! twin stay numbers.

use std::fmt;

/// Raw event counts of one level.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Counters {
    /// Accesses that found their block.
    pub hits: u64,
    /// Accesses that did not.
    pub misses: u64,
    /// Misses that evicted a valid block.
    pub replacements: u64,
    /// Dirty blocks written to the next level (evictions and flushes).
    pub writebacks: u64,
    /// Blocks invalidated by cache-control operations.
    pub invalidations: u64,
}

impl Counters {
    /// Adds `now - then`, two readings of one level's counters (`then` the earlier).
    pub fn add_since(&mut self, now: &Counters, then: &Counters) {
        self.hits += now.hits - then.hits;
        self.misses += now.misses - then.misses;
        self.replacements += now.replacements - then.replacements;
        self.writebacks += now.writebacks - then.writebacks;
        self.invalidations += now.invalidations - then.invalidations;
    }
}

/// The statistics of one cache or TLB, named as sim-cache names them.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CacheStats {
    /// The level's name (statistic prefix).
    pub name: String,
    /// `hits + misses`.
    pub accesses: u64,
    /// Total number of hits.
    pub hits: u64,
    /// Total number of misses.
    pub misses: u64,
    /// Total number of replacements.
    pub replacements: u64,
    /// Total number of writebacks.
    pub writebacks: u64,
    /// Total number of invalidations.
    pub invalidations: u64,
    /// `misses / accesses` (0 without accesses).
    pub miss_rate: f64,
    /// `replacements / accesses`.
    pub repl_rate: f64,
    /// `writebacks / accesses`.
    pub wb_rate: f64,
    /// `invalidations / accesses`.
    pub inv_rate: f64,
}

/// `n / d`, 0 when `d` is 0 (a level never accessed, a run without instructions).
pub(crate) fn rate(n: u64, d: u64) -> f64 {
    if d == 0 {
        0.0
    } else {
        n as f64 / d as f64
    }
}

impl CacheStats {
    /// Statistics of the level `name` from its counters.
    pub fn new(name: &str, c: &Counters) -> Self {
        let accesses = c.hits + c.misses;
        CacheStats {
            name: name.to_string(),
            accesses,
            hits: c.hits,
            misses: c.misses,
            replacements: c.replacements,
            writebacks: c.writebacks,
            invalidations: c.invalidations,
            miss_rate: rate(c.misses, accesses),
            repl_rate: rate(c.replacements, accesses),
            wb_rate: rate(c.writebacks, accesses),
            inv_rate: rate(c.invalidations, accesses),
        }
    }

    /// The raw counters these statistics were made from.
    pub fn counters(&self) -> Counters {
        Counters {
            hits: self.hits,
            misses: self.misses,
            replacements: self.replacements,
            writebacks: self.writebacks,
            invalidations: self.invalidations,
        }
    }

    /// The lines of this level: `(statistic, formatted value, description)`.
    pub fn lines(&self) -> [(String, String, &'static str); 10] {
        let n = &self.name;
        let c = |v: u64| format!("{v:>12}");
        let f = |v: f64| format!("{v:>12.4}");
        [
            (
                format!("{n}.accesses"),
                format!("{:>12.0}", self.accesses as f64),
                "total number of accesses",
            ),
            (format!("{n}.hits"), c(self.hits), "total number of hits"),
            (
                format!("{n}.misses"),
                c(self.misses),
                "total number of misses",
            ),
            (
                format!("{n}.replacements"),
                c(self.replacements),
                "total number of replacements",
            ),
            (
                format!("{n}.writebacks"),
                c(self.writebacks),
                "total number of writebacks",
            ),
            (
                format!("{n}.invalidations"),
                c(self.invalidations),
                "total number of invalidations",
            ),
            (
                format!("{n}.miss_rate"),
                f(self.miss_rate),
                "miss rate (i.e., misses/ref)",
            ),
            (
                format!("{n}.repl_rate"),
                f(self.repl_rate),
                "replacement rate (i.e., repls/ref)",
            ),
            (
                format!("{n}.wb_rate"),
                f(self.wb_rate),
                "writeback rate (i.e., wrbks/ref)",
            ),
            (
                format!("{n}.inv_rate"),
                f(self.inv_rate),
                "invalidation rate (i.e., invs/ref)",
            ),
        ]
    }
}

/// Writes one `name value # description` line in SimpleScalar's layout.
pub fn write_stat_line(
    f: &mut impl fmt::Write,
    name: &str,
    value: &str,
    desc: &str,
) -> fmt::Result {
    writeln!(f, "{name:<22} {value} # {desc}")
}

impl fmt::Display for CacheStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value, desc) in self.lines() {
            write_stat_line(f, &name, &value, desc)?;
        }
        Ok(())
    }
}

/// The statistics of every cache and TLB, in sim-cache's order: a separate il1,
/// a separate il2, dl1, dl2, itlb, dtlb.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct HierarchyStats {
    /// One entry per level.
    pub caches: Vec<CacheStats>,
}

impl HierarchyStats {
    /// The statistics of the level called `name`.
    pub fn get(&self, name: &str) -> Option<&CacheStats> {
        self.caches.iter().find(|c| c.name == name)
    }
}

impl fmt::Display for HierarchyStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.caches {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simplescalar_layout() {
        let c = Counters {
            hits: 3,
            misses: 1,
            replacements: 0,
            writebacks: 1,
            invalidations: 0,
        };
        let s = CacheStats::new("dl1", &c).to_string();
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines.len(), 10);
        assert_eq!(
            lines[0],
            "dl1.accesses                      4 # total number of accesses"
        );
        assert_eq!(
            lines[2],
            "dl1.misses                        1 # total number of misses"
        );
        assert_eq!(
            lines[6],
            "dl1.miss_rate                0.2500 # miss rate (i.e., misses/ref)"
        );
        assert_eq!(
            lines[8],
            "dl1.wb_rate                  0.2500 # writeback rate (i.e., wrbks/ref)"
        );
    }

    #[test]
    fn zero_accesses_give_zero_rates() {
        let s = CacheStats::new("x", &Counters::default());
        assert_eq!(s.miss_rate, 0.0);
        assert!(s
            .to_string()
            .contains("x.inv_rate                   0.0000 #"));
    }
}
