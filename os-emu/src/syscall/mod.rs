//! System call dispatch (asm/unistd_32.h numbers; `sc` with r0 = number, r3..r8 =
//! arguments; errors set CR0.SO and return the positive errno in r3), fault and timer
//! entry points, and signal delivery on the way back to user mode.
//!
//! Every supported call is one line of the table in [`table`]: number, name (checked
//! against the generated [`names`]) and the handler, which is a method of the state
//! topic it changes, handed the other topics it needs:
//!
//! | topic | state | handlers |
//! |-------|-------|----------|
//! | files | `Files`: sandbox, descriptors, cwd, executable, modification times | `fs`, `fsmeta`, `poll` |
//! | mappings | `Mappings`: VMAs, brk, shared file mappings | `mem` |
//! | signals | [`crate::signal::SignalState`]: actions, masks, pending, interval timers | `sig`, `time` |
//! | clock | [`crate::time::Clock`]: simulated time, the instruction count | `time` |
//! | process | `Process`: identity, limits (and the calls of glibc's start-up) | `process` |
//!
//! An unknown number returns ENOSYS and warns once on stderr, naming the call.

mod dir;
mod fs;
mod fsmeta;
mod mem;
pub mod names;
mod poll;
mod process;
mod sig;
pub mod table;
mod time;

pub(crate) use fs::Files;
pub(crate) use mem::Mappings;
pub(crate) use process::Process;

use isa_ppc::bus::{AccessKind, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::Exception;

use crate::errno::{EFAULT, ENOSYS};
use crate::signal::{code, sig as signo, Delivery, SigInfo};
use crate::space::AddressSpace;
use crate::{Action, Exit, Os};

/// CR0\[SO\]: set on a failed system call.
pub const CR0_SO: u32 = 0x1000_0000;
/// The guest's process (and thread) id: fixed, so that runs are deterministic.
pub const GUEST_PID: u32 = 1000;

/// How a handler finished, other than returning a value.
#[derive(Debug)]
pub(crate) enum Sys {
    /// Return -errno (CR0.SO set, r3 = errno).
    Errno(u32),
    /// The handler set the registers itself (sigreturn).
    NoRegs,
    /// The process ends.
    Exit(Exit),
    /// The call would block on something only this (single-threaded) process could
    /// change: it waits for a signal from a pending timer (EINTR) or, with none, the run
    /// ends as a deadlock ([`Exit::Hang`]) naming what it waited for.
    Blocked(&'static str),
}

impl From<MemFault> for Sys {
    fn from(_: MemFault) -> Sys {
        Sys::Errno(EFAULT)
    }
}

pub(crate) type SysResult = Result<u32, Sys>;

/// Shorthand for an errno result.
pub(crate) fn err(e: u32) -> SysResult {
    Err(Sys::Errno(e))
}

/// The six argument registers.
pub(crate) type Args = [u32; 6];

impl Os {
    /// Handles the `sc` that just executed (`cpu.pc` is past it).
    pub fn syscall<M: AddressSpace>(&mut self, cpu: &mut Cpu, mem: &mut M, icount: u64) -> Action {
        self.enter(icount);
        let nr = cpu.gpr[0];
        let a: Args = [
            cpu.gpr[3], cpu.gpr[4], cpu.gpr[5], cpu.gpr[6], cpu.gpr[7], cpu.gpr[8],
        ];
        let mut r = self.dispatch(nr, a, cpu, mem);
        if let Err(Sys::Blocked(what)) = r {
            r = self.sig.block_forever(&mut self.clock, what);
        }
        match r {
            Ok(v) => {
                cpu.gpr[3] = v;
                cpu.cr &= !CR0_SO;
            }
            Err(Sys::Errno(e)) => {
                cpu.gpr[3] = e;
                cpu.cr |= CR0_SO;
            }
            Err(Sys::NoRegs) | Err(Sys::Blocked(_)) => {}
            Err(Sys::Exit(x)) => {
                self.mm.flush_all(mem);
                return Action::Exit(x);
            }
        }
        self.sig.expire_timers(&self.clock, icount);
        self.deliver(cpu, mem)
    }

    /// Handles an exception other than `sc`: turns it into its signal and delivers it.
    pub fn fault<M: AddressSpace>(
        &mut self,
        cpu: &mut Cpu,
        mem: &mut M,
        exc: Exception,
        icount: u64,
    ) -> Action {
        self.enter(icount);
        let pc = cpu.pc;
        let info = match exc {
            Exception::Syscall => return self.syscall(cpu, mem, icount),
            Exception::Mem(f) => SigInfo {
                signo: signo::SIGSEGV,
                code: if f.unmapped {
                    code::SEGV_MAPERR
                } else {
                    code::SEGV_ACCERR
                },
                word0: if f.kind == AccessKind::Fetch {
                    pc
                } else {
                    f.addr
                },
                word1: 0,
            },
            Exception::Trap => SigInfo {
                signo: signo::SIGTRAP,
                code: code::TRAP_BRKPT,
                word0: pc,
                word1: 0,
            },
            Exception::Illegal => SigInfo {
                signo: signo::SIGILL,
                code: code::ILL_ILLOPC,
                word0: pc,
                word1: 0,
            },
            Exception::Privileged => SigInfo {
                signo: signo::SIGILL,
                code: code::ILL_PRVOPC,
                word0: pc,
                word1: 0,
            },
            Exception::FpEnabled => SigInfo {
                signo: signo::SIGFPE,
                code: fpe_code(cpu.fpscr),
                word0: pc,
                word1: 0,
            },
            Exception::Alignment(addr) => SigInfo {
                signo: signo::SIGBUS,
                code: code::BUS_ADRALN,
                word0: addr,
                word1: 0,
            },
        };
        // A synchronous signal that is blocked or ignored kills (Linux's force_sig).
        let n = info.signo;
        let act = self.sig.actions[n as usize];
        if self.sig.blocked & crate::signal::bit(n) != 0
            || act.handler == crate::signal::sa::SIG_IGN
        {
            return Action::Exit(Exit::Signal { signo: n, pc });
        }
        self.sig.raise(info);
        self.deliver(cpu, mem)
    }

    /// Called when the instruction count reaches [`Os::next_deadline`].
    pub fn tick<M: AddressSpace>(&mut self, cpu: &mut Cpu, mem: &mut M, icount: u64) -> Action {
        self.enter(icount);
        self.sig.expire_timers(&self.clock, icount);
        self.deliver(cpu, mem)
    }

    fn deliver<M: AddressSpace>(&mut self, cpu: &mut Cpu, mem: &mut M) -> Action {
        let pc = cpu.pc;
        match self.sig.deliver(cpu, mem) {
            Delivery::None | Delivery::Handler => Action::Continue,
            Delivery::Kill(n) => {
                self.mm.flush_all(mem);
                Action::Exit(Exit::Signal { signo: n, pc })
            }
        }
    }

    /// Every kernel entry: the clock's instruction count, a fresh effect list.
    fn enter(&mut self, icount: u64) {
        self.clock.icount = icount;
        self.effects.clear();
    }

    fn dispatch<M: AddressSpace>(
        &mut self,
        nr: u32,
        a: Args,
        cpu: &mut Cpu,
        mem: &mut M,
    ) -> SysResult {
        if let Some(r) = self.dispatch_table(nr, a, cpu, mem) {
            return r;
        }
        if self.warned.insert(nr) {
            eprintln!(
                "simrun: warning: unsupported system call {} ({nr}) returns ENOSYS",
                names::syscall_name(nr).unwrap_or("unknown")
            );
        }
        err(ENOSYS)
    }
}

/// si_code of an enabled floating-point exception, from FPSCR (Linux's parse_fpe).
fn fpe_code(fpscr: u32) -> i32 {
    let (vx, ox, ux, zx, xx) = (1 << 29, 1 << 28, 1 << 27, 1 << 26, 1 << 25);
    let (ve, oe, ue, ze, xe) = (0x80, 0x40, 0x20, 0x10, 0x08);
    if fpscr & ve != 0 && fpscr & vx != 0 {
        code::FPE_FLTINV
    } else if fpscr & oe != 0 && fpscr & ox != 0 {
        code::FPE_FLTOVF
    } else if fpscr & ue != 0 && fpscr & ux != 0 {
        code::FPE_FLTUND
    } else if fpscr & ze != 0 && fpscr & zx != 0 {
        code::FPE_FLTDIV
    } else if fpscr & xe != 0 && fpscr & xx != 0 {
        code::FPE_FLTRES
    } else {
        0
    }
}
