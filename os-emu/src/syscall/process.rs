//! The process topic: identity, limits, uname, sysinfo, getrusage, getrandom, futex, exit
//! and the calls glibc's start-up makes (set_tid_address, set_robust_list, rseq).

use std::collections::HashMap;

use super::{err, Args, Sys, SysResult, GUEST_PID};
use crate::errno::*;
use crate::space::{AddressSpace, AddressSpaceExt, STACK_SIZE};
use crate::time::{Clock, SplitMix};
use crate::vma::VmaMap;
use crate::Exit;

/// The uname the guest sees: a fixed 32-bit PowerPC Linux.
pub const UNAME: [&str; 6] = ["Linux", "ppcsim", "6.1.0", "#1 SMP ppcsim", "ppc", "(none)"];
/// Memory sysinfo reports (512 MiB, all free).
const TOTAL_RAM: u32 = 512 << 20;

/// The process topic: identity (fixed: [`GUEST_PID`], [`crate::stack::GUEST_UID`]) and resource
/// limits. Threads are green threads inside the guest VM, not kernel threads: the
/// kernel's view of them (futex waits, clone) is one thread, and would become a topic of
/// its own beside this one.
#[derive(Debug, Default)]
pub(crate) struct Process {
    /// Limits the guest set, by resource (the others have their defaults).
    rlimits: HashMap<u32, (u64, u64)>,
}

/// exit/exit_group: the process ends with the low 8 bits of `status`.
pub(crate) fn exit(status: u32) -> SysResult {
    Err(Sys::Exit(Exit::Code(status as u8)))
}

/// uname.
pub(crate) fn uname<M: AddressSpace>(at: u32, mem: &mut M) -> SysResult {
    let mut b = vec![0u8; 65 * 6];
    for (i, s) in UNAME.iter().enumerate() {
        b[65 * i..65 * i + s.len()].copy_from_slice(s.as_bytes());
    }
    mem.write(at, &b)?;
    Ok(0)
}

/// sched_getaffinity(pid, size, mask): one CPU.
pub(crate) fn sched_getaffinity<M: AddressSpace>(size: u32, at: u32, mem: &mut M) -> SysResult {
    if size < 4 {
        return err(EINVAL);
    }
    mem.write(at, &[0, 0, 0, 1])?;
    Ok(4)
}

/// getrandom: bytes of the seeded random stream.
pub(crate) fn getrandom<M: AddressSpace>(
    rng: &mut SplitMix,
    buf: u32,
    len: u32,
    mem: &mut M,
) -> SysResult {
    let n = len.min(1 << 25) as usize;
    let mut v = vec![0u8; n];
    rng.fill(&mut v);
    mem.write(buf, &v)?;
    Ok(n as u32)
}

/// sysinfo: the uptime from the clock, 512 MiB of RAM, all free, one process.
pub(crate) fn sysinfo<M: AddressSpace>(clock: &Clock, at: u32, mem: &mut M) -> SysResult {
    let up = (clock.monotonic() / 1_000_000_000) as u32;
    let mut b = [0u8; 64];
    let words = [up, 0, 0, 0, TOTAL_RAM, TOTAL_RAM, 0, 0, 0, 0];
    for (i, w) in words.iter().enumerate() {
        b[4 * i..4 * i + 4].copy_from_slice(&w.to_be_bytes());
    }
    b[40..42].copy_from_slice(&1u16.to_be_bytes()); // procs
    b[52..56].copy_from_slice(&1u32.to_be_bytes()); // mem_unit
    mem.write(at, &b)?;
    Ok(0)
}

/// getrusage's `who`: the calling process.
const RUSAGE_SELF: u32 = 0;
/// getrusage's `who`: its terminated and waited-for children (-1).
const RUSAGE_CHILDREN: u32 = -1i32 as u32;
/// getrusage's `who`: the calling thread.
const RUSAGE_THREAD: u32 = 1;
/// ppc32's `struct rusage`: `ru_utime` and `ru_stime` (`timeval`s of two 32-bit words),
/// then 14 32-bit longs from `ru_maxrss` to `ru_nivcsw`.
const RUSAGE_SIZE: usize = 2 * 8 + 14 * 4;

/// getrusage(who, usage): the CPU time of the simulated clock, all of it user time (as
/// `times` reports it), and as `ru_maxrss` the most memory ever mapped, in KiB (os-emu
/// does not see which pages the machine touched, so every mapped page counts as
/// resident); every other counter is 0. Everything is a function of the run, so runs stay
/// reproducible. RUSAGE_THREAD is RUSAGE_SELF (the kernel sees one thread); the guest
/// never has children, so RUSAGE_CHILDREN is all zeros. Another `who` is EINVAL, checked
/// before the pointer (EFAULT), as Linux does (kernel/sys.c).
pub(crate) fn getrusage<M: AddressSpace>(
    clock: &Clock,
    vmas: &VmaMap,
    who: u32,
    at: u32,
    mem: &mut M,
) -> SysResult {
    let (cpu_ns, maxrss) = match who {
        RUSAGE_SELF | RUSAGE_THREAD => (clock.cpu(), vmas.peak_bytes() / 1024),
        RUSAGE_CHILDREN => (0, 0),
        _ => return err(EINVAL),
    };
    let mut b = [0u8; RUSAGE_SIZE];
    let utime = [
        (cpu_ns / 1_000_000_000) as u32,
        (cpu_ns % 1_000_000_000 / 1000) as u32,
    ];
    b[0..4].copy_from_slice(&utime[0].to_be_bytes());
    b[4..8].copy_from_slice(&utime[1].to_be_bytes());
    b[16..20].copy_from_slice(&(maxrss.min(u64::from(u32::MAX)) as u32).to_be_bytes());
    mem.write(at, &b)?;
    Ok(0)
}

/// futex on the guest's only thread: a wait nothing can wake hangs (or times out), a
/// wake wakes nobody.
pub(crate) fn futex<M: AddressSpace>(a: Args, mem: &mut M) -> SysResult {
    let op = a[1] & 0x7f; // without FUTEX_PRIVATE_FLAG / CLOCK_REALTIME
    match op {
        0 | 9 => {
            let v = mem.read_u32_be(a[0])?;
            if v != a[2] {
                return err(EAGAIN);
            }
            if a[3] != 0 {
                // A timed wait that nobody can wake times out (after its time).
                return err(ETIMEDOUT);
            }
            Err(Sys::Exit(Exit::Hang(
                "futex wait with no other thread to wake it",
            )))
        }
        1 | 10 => Ok(0),
        _ => err(ENOSYS),
    }
}

impl Process {
    /// getrlimit/ugetrlimit: limits as 32-bit words (RLIM_INFINITY = 0xffffffff).
    pub(crate) fn getrlimit<M: AddressSpace>(&self, res: u32, at: u32, mem: &mut M) -> SysResult {
        let (cur, max) = self.rlimit(res);
        let c = u32::try_from(cur).unwrap_or(u32::MAX);
        let m = u32::try_from(max).unwrap_or(u32::MAX);
        mem.write(at, &[c.to_be_bytes(), m.to_be_bytes()].concat())?;
        Ok(0)
    }

    /// prlimit64(pid, resource, new, old) on the guest itself.
    pub(crate) fn prlimit64<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
        if a[0] != 0 && a[0] != GUEST_PID {
            return err(ESRCH);
        }
        let old = self.rlimit(a[1]);
        if a[2] != 0 {
            let mut b = [0u8; 16];
            mem.read(a[2], &mut b)?;
            let cur = u64::from_be_bytes(b[..8].try_into().unwrap_or_default());
            let max = u64::from_be_bytes(b[8..].try_into().unwrap_or_default());
            self.set_rlimit(a[1], cur, max)?;
        }
        if a[3] != 0 {
            let b = [old.0.to_be_bytes(), old.1.to_be_bytes()].concat();
            mem.write(a[3], &b)?;
        }
        Ok(0)
    }

    /// setrlimit with 32-bit limits (RLIM_INFINITY = 0xffffffff).
    pub(crate) fn setrlimit<M: AddressSpace>(
        &mut self,
        res: u32,
        at: u32,
        mem: &mut M,
    ) -> SysResult {
        let widen = |v: u32| {
            if v == u32::MAX {
                u64::MAX
            } else {
                u64::from(v)
            }
        };
        match (mem.read_u32_be(at), mem.read_u32_be(at.wrapping_add(4))) {
            (Ok(c), Ok(m)) => self.set_rlimit(res, widen(c), widen(m)).map(|_| 0),
            _ => err(EFAULT),
        }
    }

    /// The (soft, hard) limit of resource `res` in force.
    /// RLIMIT_NOFILE's soft limit (the descriptor table enforces it).
    pub(crate) fn nofile(&self) -> u64 {
        self.rlimit(7).0
    }

    fn rlimit(&self, res: u32) -> (u64, u64) {
        self.rlimits
            .get(&res)
            .copied()
            .unwrap_or_else(|| default_rlimit(res))
    }

    /// setrlimit/prlimit64: the soft limit may not exceed the hard one, and the hard
    /// one may only be lowered (an unprivileged process).
    fn set_rlimit(&mut self, res: u32, cur: u64, max: u64) -> Result<(), Sys> {
        if res > 15 || cur > max {
            return Err(Sys::Errno(EINVAL));
        }
        if max > self.rlimit(res).1 {
            return Err(Sys::Errno(EPERM));
        }
        self.rlimits.insert(res, (cur, max));
        Ok(())
    }
}

/// The initial (soft, hard) limit of a resource; infinity is u64::MAX.
fn default_rlimit(res: u32) -> (u64, u64) {
    match res {
        3 => (u64::from(STACK_SIZE), u64::MAX),
        7 => (1024, 4096),
        4 => (0, u64::MAX),
        _ => (u64::MAX, u64::MAX),
    }
}
