//! Time: a latency model that turns a run's counters into cycles, with SimpleScalar's
//! option names (sim-outorder's `-cache:dl1lat`, `-cache:dl2lat`, `-cache:il1lat`,
//! `-cache:il2lat`, `-mem:lat`, `-tlb:lat`) and a base CPI (`-cpu:cpi`).
//!
//! ```text
//! sim_cycle = cpi · sim_num_insn
//!           + (il1lat − 1) · il1.accesses + (dl1lat − 1) · dl1.accesses   (L1 hit time past 1)
//!           + il2lat · il2.accesses + dl2lat · dl2.accesses              (every L2 lookup)
//!           + mem(bsize) · (misses + writebacks) of each last-level cache (memory transfers)
//!           + tlblat · (itlb.misses + dtlb.misses)
//! mem(bsize) = first + inter · (⌈bsize / 8⌉ − 1)                          (-mem:lat first inter)
//! ```
//!
//! A blocking, in-order machine: the base CPI covers an instruction whose fetch and data
//! accesses hit in one-cycle L1s; every other lookup stalls it for its level's latency.
//! An L2 lookup is an L1 miss or an L1 writeback (the L2's `accesses`); a last-level
//! cache (one with no cache below: the L2, or an L1 without one) transfers a block from
//! memory on each miss and to memory on each writeback, over an 8-byte bus (sim-outorder's
//! `-mem:width` default) whose first chunk takes `first` cycles and each further one
//! `inter`. A shared level (`-cache:il1 dl1`, `-cache:il2 dl2`) takes its data latency. A
//! path without a cache (`-cache:il1 none`, `-cache:dl1 none`) costs `first` per fetch or
//! data access.
//!
//! What the model leaves out, as simplifications: a `dcbf`/`dcbst` writeback from a level
//! above the last (it goes to memory directly) costs nothing, a `dcbz` miss in the last
//! level costs a transfer although it reads nothing, and nothing overlaps.
//!
//! Since the cycles are a sum of counters times constants, the cycles of a GC phase are
//! the same formula over the phase's counters ([`crate::phase`]), the phases add up to
//! `sim_cycle` exactly, and a replay of a trace (`cachesim`) computes them for any
//! latencies without a new run.
//!
//! # Example
//! ```
//! use cache::HierarchyConfig;
//! use cache::phase::PhaseCounts;
//!
//! let (cfg, _) = HierarchyConfig::from_args(["-mem:lat", "100:4", "-tlb:lat", "20"])?;
//! assert_eq!(cfg.timing.mem_latency(64), 100 + 4 * 7);
//! // One instruction whose data access missed the dl1 (one ul2 lookup, a miss).
//! let mut c = PhaseCounts::new(5); // il1, dl1, ul2, itlb, dtlb
//! c.insns = 1;
//! c.levels[1].misses = 1;
//! c.levels[2].misses = 1;
//! assert_eq!(cfg.timing.cycles(&cfg, &c), 1 + 6 + 128);
//! # Ok::<(), cache::Error>(())
//! ```

use crate::config::{HierarchyConfig, InstL1, InstL2};
use crate::phase::{PhaseCounts, PhaseStats, Value};
use crate::stats::{rate, Counters};
use crate::Error;

/// The latencies and base CPI; [`Default`] is sim-outorder's defaults and a CPI of 1.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Timing {
    /// `-cache:il1lat`: instruction L1 hit latency (default 1).
    pub il1lat: u32,
    /// `-cache:dl1lat`: data L1 hit latency (default 1).
    pub dl1lat: u32,
    /// `-cache:il2lat`: instruction L2 hit latency (default 6).
    pub il2lat: u32,
    /// `-cache:dl2lat`: data (or unified) L2 hit latency (default 6).
    pub dl2lat: u32,
    /// `-mem:lat`: the first chunk's latency (default 18).
    pub mem_first: u32,
    /// `-mem:lat`: each further chunk's (default 2).
    pub mem_inter: u32,
    /// `-tlb:lat`: a TLB miss (default 30).
    pub tlblat: u32,
    /// `-cpu:cpi`: cycles per instruction with perfect L1s (default 1).
    pub cpi: u32,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            il1lat: 1,
            dl1lat: 1,
            il2lat: 6,
            dl2lat: 6,
            mem_first: 18,
            mem_inter: 2,
            tlblat: 30,
            cpi: 1,
        }
    }
}

/// The flags [`Timing::set_flag`] understands, each followed by one value.
pub const TIMING_FLAGS: [&str; 7] = [
    "-cache:dl1lat",
    "-cache:dl2lat",
    "-cache:il1lat",
    "-cache:il2lat",
    "-mem:lat",
    "-tlb:lat",
    "-cpu:cpi",
];

/// The memory bus width in bytes (sim-outorder's `-mem:width` default).
pub const BUS_BYTES: u32 = 8;

impl Timing {
    /// Whether these are the defaults (then no flag shows them).
    pub fn is_default(&self) -> bool {
        *self == Timing::default()
    }

    /// Applies one of [`TIMING_FLAGS`] with its value. `-mem:lat` takes `first` or
    /// `first:inter` (sim-outorder's two words `first inter` also, as one argument):
    /// one value per flag, as every cache flag has. Returns false for another flag.
    pub fn set_flag(&mut self, flag: &str, value: &str) -> Result<bool, Error> {
        let num = |v: &str, min: u32| -> Result<u32, Error> {
            match v.trim().parse::<u32>() {
                Ok(n) if n >= min => Ok(n),
                _ => Err(Error::BadLatency {
                    flag: flag.to_string(),
                    value: value.to_string(),
                    min,
                }),
            }
        };
        match flag {
            "-cache:dl1lat" => self.dl1lat = num(value, 1)?,
            "-cache:dl2lat" => self.dl2lat = num(value, 0)?,
            "-cache:il1lat" => self.il1lat = num(value, 1)?,
            "-cache:il2lat" => self.il2lat = num(value, 0)?,
            "-tlb:lat" => self.tlblat = num(value, 0)?,
            "-cpu:cpi" => self.cpi = num(value, 0)?,
            "-mem:lat" => {
                let mut parts = value.split([':', ' ', ',']).filter(|p| !p.is_empty());
                let first = num(parts.next().unwrap_or(""), 0)?;
                let inter = match parts.next() {
                    Some(p) => num(p, 0)?,
                    None => self.mem_inter,
                };
                if parts.next().is_some() {
                    return Err(Error::BadLatency {
                        flag: flag.to_string(),
                        value: value.to_string(),
                        min: 0,
                    });
                }
                (self.mem_first, self.mem_inter) = (first, inter);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The flags that differ from the defaults, as they would be given (empty for the
    /// defaults).
    pub fn flags(&self) -> String {
        let d = Timing::default();
        let mut v: Vec<String> = Vec::new();
        for (flag, x, dx) in [
            ("-cache:dl1lat", self.dl1lat, d.dl1lat),
            ("-cache:dl2lat", self.dl2lat, d.dl2lat),
            ("-cache:il1lat", self.il1lat, d.il1lat),
            ("-cache:il2lat", self.il2lat, d.il2lat),
            ("-tlb:lat", self.tlblat, d.tlblat),
            ("-cpu:cpi", self.cpi, d.cpi),
        ] {
            if x != dx {
                v.push(format!("{flag} {x}"));
            }
        }
        if (self.mem_first, self.mem_inter) != (d.mem_first, d.mem_inter) {
            v.push(format!("-mem:lat {}:{}", self.mem_first, self.mem_inter));
        }
        v.join(" ")
    }

    /// Cycles to move a block of `bsize` bytes from or to memory.
    pub fn mem_latency(&self, bsize: u32) -> u64 {
        let chunks = u64::from(bsize.div_ceil(BUS_BYTES).max(1));
        u64::from(self.mem_first) + u64::from(self.mem_inter) * (chunks - 1)
    }

    /// The cycles of counters `c` (a whole run's or a phase's) of a hierarchy built from
    /// `cfg`, whose levels `c.levels` holds in the order of the hierarchy's statistics.
    pub fn cycles(&self, cfg: &HierarchyConfig, c: &PhaseCounts) -> u64 {
        let mut levels = c.levels.iter();
        let mut next = || levels.next().copied().unwrap_or_default();
        let acc = |k: &Counters| k.hits + k.misses;
        let transfers =
            |k: &Counters, bsize: u32| self.mem_latency(bsize) * (k.misses + k.writebacks);
        let lat = |l: u32| u64::from(l);
        let (il1, dl1) = (self.il1lat.saturating_sub(1), self.dl1lat.saturating_sub(1));
        let mut cycles = lat(self.cpi) * c.insns;
        // The report's order: a separate il1, a separate il2, dl1, dl2, itlb, dtlb.
        if let InstL1::Own(l1) = &cfg.il1 {
            let k = next();
            cycles += lat(il1) * acc(&k);
            if cfg.il2 == InstL2::None {
                cycles += transfers(&k, l1.bsize);
            }
            if let InstL2::Own(l2) = &cfg.il2 {
                let k = next();
                cycles += lat(self.il2lat) * acc(&k) + transfers(&k, l2.bsize);
            }
        }
        if let Some(d1) = &cfg.dl1 {
            let k = next();
            cycles += lat(dl1) * acc(&k);
            if cfg.dl2.is_none() {
                cycles += transfers(&k, d1.bsize);
            }
        }
        if let Some(d2) = &cfg.dl2 {
            let k = next();
            cycles += lat(self.dl2lat) * acc(&k) + transfers(&k, d2.bsize);
        }
        for _tlb in cfg.itlb.iter().chain(&cfg.dtlb) {
            cycles += lat(self.tlblat) * next().misses;
        }
        let first = lat(self.mem_first);
        if cfg.il1 == InstL1::None {
            cycles += first * c.insns;
        }
        if cfg.dl1.is_none() {
            cycles += first * (c.loads + c.stores + c.dcbz);
        }
        cycles
    }
}

/// A run's cycles: the whole run's and each phase's.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Cycles {
    /// `sim_cycle`.
    pub total: u64,
    /// `sim_num_insn`.
    pub insns: u64,
    /// Each phase listed in the statistics (`mutator`, `gc`, `gc_<kind>`): its suffix,
    /// cycles and instructions.
    pub phases: Vec<(&'static str, u64, u64)>,
}

impl Cycles {
    /// The cycles of a run of a hierarchy built from `cfg` whose counters, split by
    /// phase, are `phases`.
    pub fn new(cfg: &HierarchyConfig, phases: &PhaseStats) -> Cycles {
        let t = &cfg.timing;
        let total = phases.total();
        Cycles {
            total: t.cycles(cfg, &total),
            insns: total.insns,
            phases: phases
                .listed()
                .into_iter()
                .map(|(name, c)| (name, t.cycles(cfg, &c), c.insns))
                .collect(),
        }
    }

    /// `sim_cycle` and `sim_CPI` (SimpleScalar's names).
    pub fn run_entries(&self) -> Vec<(String, Value, &'static str)> {
        vec![
            (
                "sim_cycle".into(),
                Value::Count(self.total),
                "total number of cycles (latency model, docs/statistics.md)",
            ),
            (
                "sim_CPI".into(),
                Value::Rate(rate(self.total, self.insns)),
                "cycles per instruction",
            ),
        ]
    }

    /// `sim_cycle.<phase>` and `sim_CPI.<phase>` for every phase listed.
    pub fn phase_entries(&self) -> Vec<(String, Value, &'static str)> {
        let mut v = Vec::new();
        for &(p, cycles, _) in &self.phases {
            v.push((
                format!("sim_cycle.{p}"),
                Value::Count(cycles),
                "cycles in the phase",
            ));
        }
        for &(p, cycles, insns) in &self.phases {
            v.push((
                format!("sim_CPI.{p}"),
                Value::Rate(rate(cycles, insns)),
                "cycles per instruction in the phase",
            ));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::phase::PhaseSplit;
    use traceio::protocol::GcKind;

    #[test]
    fn flags_parse_print_and_reject() {
        let mut t = Timing::default();
        assert!(t.flags().is_empty());
        assert!(t.set_flag("-cache:dl2lat", "10").unwrap());
        assert!(t.set_flag("-mem:lat", "50 3").unwrap());
        assert!(t.set_flag("-cpu:cpi", "2").unwrap());
        assert!(!t.set_flag("-cache:dl1", "dl1:1:8:1:l").unwrap());
        assert_eq!(t.flags(), "-cache:dl2lat 10 -cpu:cpi 2 -mem:lat 50:3");
        t.set_flag("-mem:lat", "40").unwrap();
        assert_eq!((t.mem_first, t.mem_inter), (40, 3), "inter kept");
        for (f, v) in [
            ("-cache:dl1lat", "0"),
            ("-tlb:lat", "x"),
            ("-mem:lat", "1:2:3"),
            ("-mem:lat", ""),
        ] {
            let e = t.set_flag(f, v).unwrap_err().to_string();
            assert!(e.contains(f), "{e}");
        }
        assert_eq!(t.mem_latency(64), 40 + 3 * 7);
        assert_eq!(t.mem_latency(4), 40, "less than a chunk is one chunk");
    }

    #[test]
    fn phase_cycles_add_up_to_the_run() {
        let cfg = HierarchyConfig::default();
        let reading = |insns: u64, k: u64| PhaseCounts {
            insns,
            loads: insns / 3,
            stores: insns / 5,
            dcbz: 0,
            levels: (0..5)
                .map(|i| Counters {
                    hits: insns - k * (i + 1),
                    misses: k * (i + 1),
                    writebacks: k / 2,
                    ..Counters::default()
                })
                .collect(),
        };
        let mut s = PhaseSplit::new(5);
        s.gc_start(&reading(1000, 10), GcKind::Minor);
        s.gc_end(&reading(1500, 30));
        let names = ["il1", "dl1", "ul2", "itlb", "dtlb"]
            .map(String::from)
            .to_vec();
        let st = s.finish(&reading(4000, 50), names);
        let c = Cycles::new(&cfg, &st);
        let by: std::collections::BTreeMap<_, _> =
            c.phases.iter().map(|&(p, cy, _)| (p, cy)).collect();
        assert_eq!(by["mutator"] + by["gc"], c.total);
        assert_eq!(by["gc"], by["gc_minor"]);
        // The whole run by hand: CPI 1, il1/dl1 1-cycle hits, ul2 6 per lookup and 32 per
        // miss or writeback (64-byte blocks: 18 + 2 * 7), 30 per TLB miss.
        let t = reading(4000, 50);
        let l = &t.levels;
        let want = 4000
            + 6 * (l[2].hits + l[2].misses)
            + 32 * (l[2].misses + l[2].writebacks)
            + 30 * (l[3].misses + l[4].misses);
        assert_eq!(c.total, want);
        let e = c.run_entries();
        assert_eq!(e[1].1, Value::Rate(want as f64 / 4000.0));
    }
}
