//! Execute semantics. (Being written: see issue 2.)
//!
//! Contract: [`execute`] runs one instruction. On `Ok(())` `cpu.pc` holds the next
//! instruction's address. On `Err(Exception::Syscall)` `cpu.pc` is already past the `sc`
//! (as the kernel's SRR0). On every other error `cpu.pc` is the address of the
//! instruction that raised it and no architected state has changed.

use crate::bus::{Bus, MemFault};
use crate::cpu::Cpu;
use crate::isa::Ins;

/// Why an instruction did not complete normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exception {
    /// `sc`: a system call request (r0 = number, r3..r8 = arguments).
    Syscall,
    /// `tw`/`twi` with a true condition (Linux delivers SIGTRAP).
    Trap,
    /// An illegal or reserved instruction (SIGILL).
    Illegal,
    /// A privileged instruction in user mode (SIGILL, ILL_PRVOPC).
    Privileged,
    /// A data access or fetch fault (SIGSEGV/SIGBUS).
    Mem(MemFault),
    /// An enabled floating-point exception (SIGFPE).
    FpEnabled,
}

/// Executes one decoded instruction.
pub fn execute<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let _ = (cpu, bus);
    match ins.op {
        crate::isa::Opcode::Illegal => Err(Exception::Illegal),
    }
}
