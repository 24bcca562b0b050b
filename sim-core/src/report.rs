//! What simrun prints about a run: statistics in sim-cache's `name value # description`
//! form, and the report of an unhandled fatal signal.

use std::fmt::Write as _;

use isa_ppc::cpu::Cpu;
use isa_ppc::isa::Ins;

use crate::memory::Memory;

/// Run statistics.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunStats {
    /// Retired guest instructions.
    pub insns: u64,
    /// Loads and stores.
    pub refs: u64,
    /// Host wall-clock seconds.
    pub elapsed: f64,
}

impl RunStats {
    /// The statistics block, one `name value # description` line each.
    pub fn render(&self) -> String {
        let rate = if self.elapsed > 0.0 {
            self.insns as f64 / self.elapsed
        } else {
            0.0
        };
        let mut s = String::new();
        let rows: [(&str, String, &str); 4] = [
            (
                "sim_num_insn",
                self.insns.to_string(),
                "total number of instructions executed",
            ),
            (
                "sim_num_refs",
                self.refs.to_string(),
                "total number of loads and stores executed",
            ),
            (
                "sim_elapsed_time",
                format!("{:.4}", self.elapsed),
                "total simulation time in seconds",
            ),
            (
                "sim_inst_rate",
                format!("{rate:.4}"),
                "simulation speed (in insts/sec)",
            ),
        ];
        for (name, value, desc) in rows {
            let _ = writeln!(s, "{name:<22} {value:>15} # {desc}");
        }
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

    #[test]
    fn stats_lines_have_the_sim_cache_shape() {
        let s = RunStats {
            insns: 1000,
            refs: 300,
            elapsed: 0.5,
        }
        .render();
        let lines: Vec<&str> = s.lines().collect();
        assert_eq!(lines.len(), 4);
        assert!(lines[0].starts_with("sim_num_insn "));
        assert!(lines[0].contains(" 1000 # total number of instructions executed"));
        assert!(lines[1].contains(" 300 # "));
        assert!(lines[3].contains(" 2000.0000 # simulation speed"));
    }
}
