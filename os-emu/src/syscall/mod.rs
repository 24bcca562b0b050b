//! System call dispatch (asm/unistd_32.h numbers; `sc` with r0 = number, r3..r8 =
//! arguments; errors set CR0.SO and return the positive errno in r3), fault and timer
//! entry points, and signal delivery on the way back to user mode.
//!
//! The handlers are split by area: [`fs`] (files), [`mem`] (brk/mmap), [`time`]
//! (clocks, sleeps, interval timers), [`sig`] (signals), [`misc`] (identity, limits,
//! uname, futex ...). An unknown number returns ENOSYS and warns once on stderr.

mod fs;
mod fsmeta;
mod mem;
mod misc;
pub mod names;
mod sig;
mod time;

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

/// A MAP_SHARED file mapping: its pages are written back to the file on msync,
/// munmap, exit, and before the file is read through a descriptor.
#[derive(Debug)]
pub struct SharedMap {
    /// Guest address.
    pub addr: u32,
    /// Bytes backed by the file (the mapping clipped at end of file).
    pub len: u32,
    /// File offset.
    pub off: u64,
    /// The file (a duplicate of the mapped descriptor).
    pub file: std::fs::File,
}

/// How a handler finished, other than returning a value.
#[derive(Debug)]
pub(crate) enum Sys {
    /// Return -errno (CR0.SO set, r3 = errno).
    Errno(u32),
    /// The handler set the registers itself (sigreturn).
    NoRegs,
    /// The process ends.
    Exit(Exit),
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
        self.icount = icount;
        let nr = cpu.gpr[0];
        let a: Args = [
            cpu.gpr[3], cpu.gpr[4], cpu.gpr[5], cpu.gpr[6], cpu.gpr[7], cpu.gpr[8],
        ];
        match self.dispatch(nr, a, cpu, mem) {
            Ok(v) => {
                cpu.gpr[3] = v;
                cpu.cr &= !CR0_SO;
            }
            Err(Sys::Errno(e)) => {
                cpu.gpr[3] = e;
                cpu.cr |= CR0_SO;
            }
            Err(Sys::NoRegs) => {}
            Err(Sys::Exit(x)) => {
                self.flush_shared(mem, 0, u64::MAX);
                return Action::Exit(x);
            }
        }
        self.sig.expire_timers(&self.clock, self.icount);
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
        self.icount = icount;
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
        self.icount = icount;
        self.sig.expire_timers(&self.clock, icount);
        self.deliver(cpu, mem)
    }

    fn deliver<M: AddressSpace>(&mut self, cpu: &mut Cpu, mem: &mut M) -> Action {
        let pc = cpu.pc;
        match self.sig.deliver(cpu, mem) {
            Delivery::None | Delivery::Handler => Action::Continue,
            Delivery::Kill(n) => {
                self.flush_shared(mem, 0, u64::MAX);
                Action::Exit(Exit::Signal { signo: n, pc })
            }
        }
    }

    /// Writes back the shared file mappings overlapping `[start, end)`.
    pub(crate) fn flush_shared<M: AddressSpace>(&mut self, mem: &mut M, start: u32, end: u64) {
        use std::os::unix::fs::FileExt;
        for s in &self.shared {
            if u64::from(s.addr) >= end || u64::from(s.addr) + u64::from(s.len) <= u64::from(start)
            {
                continue;
            }
            let mut buf = vec![0u8; s.len as usize];
            if mem.peek(s.addr, &mut buf).is_ok() {
                if let Err(e) = s.file.write_at(&buf, s.off) {
                    eprintln!("simrun: warning: writing back a shared mapping failed: {e}");
                }
            }
        }
    }

    fn dispatch<M: AddressSpace>(
        &mut self,
        nr: u32,
        a: Args,
        cpu: &mut Cpu,
        mem: &mut M,
    ) -> SysResult {
        if let Some(r) = self.sys_fs(nr, a, mem) {
            return r;
        }
        if let Some(r) = self.sys_mem(nr, a, mem) {
            return r;
        }
        if let Some(r) = self.sys_time(nr, a, mem) {
            return r;
        }
        if let Some(r) = self.sys_sig(nr, a, cpu, mem) {
            return r;
        }
        if let Some(r) = self.sys_misc(nr, a, mem) {
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
