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
    /// Retired guest instructions (`sim_num_insn`).
    pub insns: u64,
    /// Loads and stores executed, the featured page included (`sim_num_refs`).
    pub refs: u64,
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

    /// The statistics block, one `name value # description` line each, in sim-cache's
    /// layout (`%-22s %12lu # %s`), run counters first, then every cache and TLB.
    pub fn render(&self) -> String {
        let mut s = String::new();
        let mut line = |name: &str, value: String, desc: &str| {
            let _ = cache::stats::write_stat_line(&mut s, name, &value, desc);
        };
        let c = |v: u64| format!("{v:>12}");
        line(
            "sim_num_insn",
            c(self.insns),
            "total number of instructions executed",
        );
        line(
            "sim_num_refs",
            c(self.refs),
            "total number of loads and stores executed",
        );
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
        for (name, v, desc) in opt {
            if let Some(v) = v {
                line(name, c(v), desc);
            }
        }
        line(
            "sim_ref_percent",
            format!("{:>12.4}", self.ref_percent()),
            "loads and stores per 100 instructions",
        );
        line(
            "sim_elapsed_time",
            format!("{:>12.4}", self.elapsed),
            "total simulation time in seconds",
        );
        line(
            "sim_inst_rate",
            format!("{:>12.4}", self.inst_rate()),
            "simulation speed (in insts/sec)",
        );
        for cs in &self.caches {
            s.push_str(&cs.to_string());
        }
        s
    }

    /// stats.json: every statistic of stats.txt under its sim-cache name (rates as
    /// numbers), in the same order.
    pub fn to_json(&self) -> String {
        let mut m = serde_json::Map::new();
        for l in self.render().lines() {
            let Some((name, rest)) = l.split_once(' ') else {
                continue;
            };
            let value = rest.split(" # ").next().unwrap_or("").trim();
            let v = if let Ok(i) = value.parse::<u64>() {
                serde_json::Value::from(i)
            } else if let Ok(f) = value.parse::<f64>() {
                serde_json::Value::from(f)
            } else {
                serde_json::Value::from(value)
            };
            m.insert(name.to_string(), v);
        }
        let mut s = serde_json::to_string_pretty(&serde_json::Value::Object(m))
            .expect("a map of numbers serializes");
        s.push('\n');
        s
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

    fn sample() -> RunStats {
        RunStats {
            insns: 1000,
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
        }
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
        // Absent counters (no trace) are not printed at all.
        assert!(!s.contains("sim_trace_records"));
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
        assert!((m["dl1.miss_rate"].as_f64().unwrap() - 0.069).abs() < 1e-9);
        assert_eq!(m["sim_inst_rate"].as_f64().unwrap(), 2000.0);
    }
}
