//! What simrun prints about a run: statistics in sim-cache's `name value # description`
//! form, and the report of an unhandled fatal signal.

use std::fmt::Write as _;

use isa_ppc::cpu::Cpu;
use isa_ppc::isa::Ins;

use crate::memory::Memory;

/// The statistics of a run, written as stats.txt (sim-cache's `name value # description`
/// lines) and stats.json (the same numbers, serde).
///
/// Everything is a function of the guest and the options except the two host
/// measurements `sim_elapsed_time` and `sim_inst_rate` (zero with `--reproducible`).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct RunStats {
    /// Retired guest instructions outside unmeasured regions (`sim_num_insn`).
    pub insns: u64,
    /// Retired guest instructions inside unmeasured regions (`sim_num_insn_unmeasured`,
    /// listed only when not 0: a run without regions has the same files as before).
    pub unmeasured: u64,
    /// Loads and stores executed, the featured page included (`sim_num_refs`).
    pub refs: u64,
    /// Instructions run functionally before the measured part (`sim_fastfwd_insns`,
    /// `simrun --fastfwd`; listed only when not 0). Every other statistic covers the
    /// measured part alone: `sim_num_insn + sim_fastfwd_insns` is the whole run's count.
    pub fastfwd: u64,
    /// Loads sent to the cache model (`sim_num_loads`), when it ran.
    pub loads: Option<u64>,
    /// Stores sent to the cache model (`sim_num_stores`), when it ran.
    pub stores: Option<u64>,
    /// Loads and stores to the featured page (instrumentation, kept out of the model).
    pub featured_refs: Option<u64>,
    /// `dcbz` instructions (each a dl1 write access and a trace record).
    pub dcbz: Option<u64>,
    /// Events committed (MEM_UNMAP included).
    pub events: Option<u64>,
    /// Collections (GC_START events).
    pub gcs: Option<u64>,
    /// Trace records written.
    pub trace_records: Option<u64>,
    /// Host wall-clock seconds (`sim_elapsed_time`).
    pub elapsed: f64,
    /// Statistics of every cache and TLB, in sim-cache's order.
    pub caches: Vec<cache::CacheStats>,
    /// The counters split by GC phase (`dl1.misses.mutator`, ...; `cache::phase`), when
    /// the cache model ran.
    pub phases: Option<cache::phase::PhaseStats>,
    /// Cycles under the latency model (`sim_cycle`, `sim_CPI`, and per phase;
    /// `cache::timing`), when the cache model ran.
    pub cycles: Option<cache::timing::Cycles>,
}

impl RunStats {
    /// `sim_inst_rate`: instructions per host second (0 when no time was measured).
    pub fn inst_rate(&self) -> f64 {
        if self.elapsed > 0.0 {
            self.insns as f64 / self.elapsed
        } else {
            0.0
        }
    }

    /// Loads and stores as a percentage of instructions (the seed's table 4.10 `%`).
    pub fn ref_percent(&self) -> f64 {
        if self.insns > 0 {
            100.0 * self.refs as f64 / self.insns as f64
        } else {
            0.0
        }
    }

    /// Every statistic in stats.txt's order: `(name, value, description)`, run counters
    /// first, then every cache and TLB, then the counters by GC phase. The one list both
    /// files are made from.
    pub fn entries(&self) -> Vec<(String, Stat, &'static str)> {
        let mut v: Vec<(String, Stat, &'static str)> = vec![(
            "sim_num_insn".into(),
            Stat::Count(self.insns),
            "total number of instructions executed",
        )];
        if self.fastfwd > 0 {
            v.push((
                "sim_fastfwd_insns".into(),
                Stat::Count(self.fastfwd),
                "instructions fast-forwarded (run functionally, not in sim_num_insn)",
            ));
        }
        if self.unmeasured > 0 {
            v.push((
                "sim_num_insn_unmeasured".into(),
                Stat::Count(self.unmeasured),
                "instructions executed in unmeasured regions (not in sim_num_insn)",
            ));
        }
        v.extend([(
            "sim_num_refs".into(),
            Stat::Count(self.refs),
            "total number of loads and stores executed",
        )]);
        let opt = [
            (
                "sim_num_loads",
                self.loads,
                "total number of loads sent to the cache model",
            ),
            (
                "sim_num_stores",
                self.stores,
                "total number of stores sent to the cache model",
            ),
            (
                "sim_num_featured_refs",
                self.featured_refs,
                "loads and stores to the featured page (not in the model)",
            ),
            (
                "sim_num_dcbz",
                self.dcbz,
                "total number of dcbz instructions (dl1 write accesses)",
            ),
            ("sim_num_events", self.events, "total number of events"),
            ("sim_num_gcs", self.gcs, "total number of collections"),
            (
                "sim_trace_records",
                self.trace_records,
                "records written to trace.bz2",
            ),
        ];
        for (name, n, desc) in opt {
            if let Some(n) = n {
                v.push((name.into(), Stat::Count(n), desc));
            }
        }
        if let Some(c) = &self.cycles {
            v.extend(stats_of(c.run_entries()));
        }
        v.push((
            "sim_ref_percent".into(),
            Stat::Real(self.ref_percent()),
            "loads and stores per 100 instructions",
        ));
        v.push((
            "sim_elapsed_time".into(),
            Stat::Real(self.elapsed),
            "total simulation time in seconds",
        ));
        v.push((
            "sim_inst_rate".into(),
            Stat::Real(self.inst_rate()),
            "simulation speed (in insts/sec)",
        ));
        for cs in &self.caches {
            let values = [
                Stat::Count(cs.accesses),
                Stat::Count(cs.hits),
                Stat::Count(cs.misses),
                Stat::Count(cs.replacements),
                Stat::Count(cs.writebacks),
                Stat::Count(cs.invalidations),
                Stat::Real(cs.miss_rate),
                Stat::Real(cs.repl_rate),
                Stat::Real(cs.wb_rate),
                Stat::Real(cs.inv_rate),
            ];
            for ((name, _, desc), value) in cs.lines().into_iter().zip(values) {
                v.push((name, value, desc));
            }
        }
        v.extend(self.phase_entries());
        v
    }

    /// The statistics by GC phase: the counters', then the cycles'.
    fn phase_entries(&self) -> Vec<(String, Stat, &'static str)> {
        let mut v = self
            .phases
            .as_ref()
            .map_or(Vec::new(), |p| stats_of(p.entries()));
        if let Some(c) = &self.cycles {
            v.extend(stats_of(c.phase_entries()));
        }
        v
    }

    /// The statistics block, one `name value # description` line each, in sim-cache's
    /// layout (`%-22s %12lu # %s`, rates `%12.4f`), run counters first, then every cache
    /// and TLB (their lines as [`cache::CacheStats`] prints them), then the counters by GC
    /// phase.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let cache_lines: usize = self.caches.len() * 10;
        let entries = self.entries();
        let phase_lines = self.phase_entries().len();
        let run_lines = entries.len() - cache_lines - phase_lines;
        let line = |s: &mut String, (name, value, desc): &(String, Stat, &str)| {
            let text = match value {
                Stat::Count(n) => format!("{n:>12}"),
                Stat::Real(x) => format!("{x:>12.4}"),
            };
            let _ = cache::stats::write_stat_line(s, name, &text, desc);
        };
        for e in &entries[..run_lines] {
            line(&mut s, e);
        }
        for cs in &self.caches {
            s.push_str(&cs.to_string());
        }
        for e in &entries[run_lines + cache_lines..] {
            line(&mut s, e);
        }
        s
    }

    /// stats.json: every statistic of stats.txt under its sim-cache name, in the same
    /// order, serialised from the values themselves (counters as integers, rates and
    /// times at full `f64` precision: a miss rate of 3.76e-5 stays 3.76e-5).
    pub fn to_json(&self) -> String {
        let mut s =
            serde_json::to_string_pretty(&StatsJson(self)).expect("a map of numbers serializes");
        s.push('\n');
        s
    }
}

/// The cache crate's statistics as [`Stat`]s.
fn stats_of(
    entries: Vec<(String, cache::phase::Value, &'static str)>,
) -> Vec<(String, Stat, &'static str)> {
    use cache::phase::Value;
    entries
        .into_iter()
        .map(|(name, value, desc)| {
            let value = match value {
                Value::Count(n) => Stat::Count(n),
                Value::Rate(x) => Stat::Real(x),
            };
            (name, value, desc)
        })
        .collect()
}

/// The value of one statistic.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stat {
    /// A counter.
    Count(u64),
    /// A rate, percentage or time.
    Real(f64),
}

impl serde::Serialize for Stat {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Stat::Count(n) => s.serialize_u64(n),
            Stat::Real(x) => s.serialize_f64(x),
        }
    }
}

/// stats.json's object: the entries of [`RunStats::entries`] as a map, in order.
struct StatsJson<'a>(&'a RunStats);

impl serde::Serialize for StatsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let entries = self.0.entries();
        let mut m = s.serialize_map(Some(entries.len()))?;
        for (name, value, _) in &entries {
            m.serialize_entry(name, value)?;
        }
        m.end()
    }
}

/// The usual name of a signal.
pub fn signal_name(n: u32) -> &'static str {
    const NAMES: [&str; 32] = [
        "0",
        "SIGHUP",
        "SIGINT",
        "SIGQUIT",
        "SIGILL",
        "SIGTRAP",
        "SIGABRT",
        "SIGBUS",
        "SIGFPE",
        "SIGKILL",
        "SIGUSR1",
        "SIGSEGV",
        "SIGUSR2",
        "SIGPIPE",
        "SIGALRM",
        "SIGTERM",
        "SIGSTKFLT",
        "SIGCHLD",
        "SIGCONT",
        "SIGSTOP",
        "SIGTSTP",
        "SIGTTIN",
        "SIGTTOU",
        "SIGURG",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGVTALRM",
        "SIGPROF",
        "SIGWINCH",
        "SIGIO",
        "SIGPWR",
        "SIGSYS",
    ];
    NAMES.get(n as usize).copied().unwrap_or("SIGRT")
}

/// The one-line disassembly of the instruction at `pc` (or why there is none).
pub fn describe_insn(mem: &mut Memory, pc: u32) -> String {
    match mem.read_u32_be(pc) {
        Ok(w) => format!("{w:08x}  {}", isa_ppc::disasm::disasm(Ins::new(w), pc)),
        Err(_) => "(not readable)".to_string(),
    }
}

/// The crash report of a fatal signal: PC, instruction and disassembly, registers.
pub fn crash_report(signo: u32, pc: u32, cpu: &Cpu, mem: &mut Memory) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "simrun: guest killed by signal {signo} ({}) at pc {pc:#010x}: {}",
        signal_name(signo),
        describe_insn(mem, pc)
    );
    for row in 0..8 {
        let mut line = String::new();
        for col in 0..4 {
            let r = row * 4 + col;
            let _ = write!(line, "  r{r:<2} {:08x}", cpu.gpr[r]);
        }
        let _ = writeln!(s, "{line}");
    }
    let _ = writeln!(
        s,
        "  lr  {:08x}  ctr {:08x}  cr  {:08x}  xer {:08x}  fpscr {:08x}",
        cpu.lr, cpu.ctr, cpu.cr, cpu.xer, cpu.fpscr
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unmeasured_instructions_follow_sim_num_insn_only_when_there_are_some() {
        let plain = sample();
        assert!(!plain.render().contains("unmeasured"));
        assert!(!plain.to_json().contains("unmeasured"));
        let s = RunStats {
            unmeasured: 77,
            ..sample()
        };
        let names: Vec<String> = s.entries().into_iter().map(|e| e.0).collect();
        assert_eq!(
            names[..3],
            ["sim_num_insn", "sim_num_insn_unmeasured", "sim_num_refs"]
        );
        let json: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
        assert_eq!(json["sim_num_insn_unmeasured"], 77);
        assert_eq!(json["sim_num_insn"], 1000);
    }

    #[test]
    fn fastfwd_follows_sim_num_insn_only_when_given() {
        let plain = sample();
        assert!(!plain.render().contains("fastfwd"));
        let s = RunStats {
            fastfwd: 5000,
            ..sample()
        };
        let names: Vec<String> = s.entries().into_iter().map(|e| e.0).take(3).collect();
        assert_eq!(names, ["sim_num_insn", "sim_fastfwd_insns", "sim_num_refs"]);
        let json: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
        assert_eq!(json["sim_fastfwd_insns"], 5000);
    }

    fn sample() -> RunStats {
        RunStats {
            insns: 1000,
            unmeasured: 0,
            fastfwd: 0,
            refs: 300,
            loads: Some(200),
            stores: Some(90),
            featured_refs: Some(10),
            dcbz: Some(0),
            events: Some(2),
            gcs: Some(1),
            trace_records: None,
            elapsed: 0.5,
            caches: vec![cache::CacheStats::new(
                "dl1",
                &cache::Counters {
                    hits: 270,
                    misses: 20,
                    replacements: 4,
                    writebacks: 3,
                    invalidations: 0,
                },
            )],
            phases: None,
            cycles: None,
        }
    }

    /// The sample with one full collection of 100 instructions and 5 dl1 misses.
    fn sample_with_phases() -> RunStats {
        use cache::phase::{PhaseCounts, PhaseSplit};
        use traceio::protocol::GcKind;
        let st = sample();
        let reading = |insns, misses| PhaseCounts {
            insns,
            levels: vec![cache::Counters {
                misses,
                ..Default::default()
            }],
            ..PhaseCounts::new(1)
        };
        let mut split = PhaseSplit::new(1);
        split.gc_start(&reading(400, 10), GcKind::Full);
        split.gc_end(&reading(500, 15));
        let end = PhaseCounts {
            insns: st.insns,
            loads: 200,
            stores: 90,
            dcbz: 0,
            levels: vec![st.caches[0].counters()],
        };
        RunStats {
            phases: Some(split.finish(&end, vec!["dl1".into()])),
            ..st
        }
    }

    #[test]
    fn phase_lines_follow_the_caches_in_both_files() {
        let st = sample_with_phases();
        let text = st.render();
        let lines: Vec<&str> = text.lines().collect();
        let first = lines
            .iter()
            .position(|l| l.starts_with("sim_num_insn.mutator"))
            .expect("phase lines");
        assert!(lines[first - 1].starts_with("dl1.inv_rate"), "{text}");
        assert!(lines
            .contains(&"sim_num_insn.gc_full            100 # instructions executed in the phase"));
        assert!(lines.contains(&"dl1.misses.mutator               15 # misses in the phase"));
        let v: serde_json::Value = serde_json::from_str(&st.to_json()).unwrap();
        assert_eq!(v.as_object().unwrap().len(), lines.len());
        assert_eq!(v["dl1.misses.gc"], 5);
        assert_eq!(v["dl1.misses.gc_full"], 5);
        assert_eq!(v["sim_num_insn.mutator"], 900);
        assert_eq!(v["sim_num_gcs.gc_full"], 1);
        assert_eq!(v["dl1.miss_rate.gc"].as_f64().unwrap(), 1.0);
    }

    #[test]
    fn stats_lines_have_the_sim_cache_shape() {
        let s = sample().render();
        let lines: Vec<&str> = s.lines().collect();
        // Exact layout: name left-aligned in 22 columns, value right-aligned in 12.
        assert_eq!(
            lines[0],
            "sim_num_insn                   1000 # total number of instructions executed"
        );
        assert_eq!(
            lines[1],
            "sim_num_refs                    300 # total number of loads and stores executed"
        );
        assert!(lines
            .contains(&"sim_inst_rate             2000.0000 # simulation speed (in insts/sec)"));
        assert!(lines.contains(
            &"sim_ref_percent             30.0000 # loads and stores per 100 instructions"
        ));
        assert!(lines.contains(&"dl1.misses                       20 # total number of misses"));
        assert!(
            lines.contains(&"dl1.miss_rate                0.0690 # miss rate (i.e., misses/ref)")
        );
        // Absent counters (no trace) are not printed at all, nor absent phases.
        assert!(!s.contains("sim_trace_records"));
        assert!(!s.contains(".mutator"));
        for l in &lines {
            let (name, rest) = l.split_once(' ').unwrap();
            assert!(!name.is_empty() && rest.contains(" # "), "{l}");
        }
    }

    #[test]
    fn json_has_every_statistic_as_a_number() {
        let st = sample();
        let v: serde_json::Value = serde_json::from_str(&st.to_json()).unwrap();
        let m = v.as_object().unwrap();
        assert_eq!(m.len(), st.render().lines().count());
        assert_eq!(m["sim_num_insn"], 1000);
        assert_eq!(m["sim_num_loads"], 200);
        assert_eq!(m["dl1.accesses"], 290);
        assert_eq!(m["dl1.writebacks"], 3);
        assert_eq!(m["dl1.miss_rate"].as_f64().unwrap(), 20.0 / 290.0);
        assert_eq!(m["sim_inst_rate"].as_f64().unwrap(), 2000.0);
    }

    #[test]
    fn json_keeps_full_precision_and_the_order_of_stats_txt() {
        let mut st = sample();
        // il1 of a real jess run: 3.76e-5 rounds to 0.0000 in stats.txt, not in JSON.
        st.caches.push(cache::CacheStats::new(
            "il1",
            &cache::Counters {
                hits: 999_962,
                misses: 38,
                ..Default::default()
            },
        ));
        st.elapsed = 0.123456789;
        let text = st.to_json();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["il1.miss_rate"].as_f64().unwrap(), 38.0 / 1_000_000.0);
        assert!(st
            .render()
            .contains("il1.miss_rate                0.0000 #"));
        assert_eq!(v["sim_elapsed_time"].as_f64().unwrap(), 0.123456789);
        assert_eq!(
            v["sim_inst_rate"].as_f64().unwrap(),
            1000.0 / 0.123456789,
            "no rounding of the derived rate either"
        );
        // Keys in the file, in order, are stats.txt's names in order.
        let json_keys: Vec<&str> = text
            .lines()
            .filter_map(|l| l.trim().strip_prefix('"')?.split('"').next())
            .collect();
        let rendered = st.render();
        let txt_names: Vec<&str> = rendered
            .lines()
            .map(|l| l.split_whitespace().next().unwrap())
            .collect();
        assert_eq!(json_keys, txt_names);
        // Counters stay integers.
        assert!(v["il1.misses"].is_u64() && v["sim_num_insn"].is_u64());
    }
}
