//! Process identity, limits, uname, sysinfo, getrandom, futex, exit and the calls
//! glibc's start-up makes (set_tid_address, set_robust_list, rseq).

use super::{err, Args, Os, Sys, SysResult, GUEST_PID};
use crate::errno::*;
use crate::space::{AddressSpace, AddressSpaceExt, STACK_SIZE};
use crate::stack::GUEST_UID;
use crate::Exit;

/// The uname the guest sees: a fixed 32-bit PowerPC Linux.
pub const UNAME: [&str; 6] = ["Linux", "ppcsim", "6.1.0", "#1 SMP ppcsim", "ppc", "(none)"];
/// Memory sysinfo reports (512 MiB, all free).
const TOTAL_RAM: u32 = 512 << 20;

impl Os {
    pub(super) fn sys_misc<M: AddressSpace>(
        &mut self,
        nr: u32,
        a: Args,
        mem: &mut M,
    ) -> Option<SysResult> {
        Some(match nr {
            1 | 234 => Err(Sys::Exit(Exit::Code(a[0] as u8))),
            20 | 207 | 65 | 132 => Ok(GUEST_PID),
            64 => Ok(GUEST_PID - 1),
            24 | 47 | 49 | 50 => Ok(GUEST_UID),
            60 => Ok(0o022),
            232 => Ok(GUEST_PID),
            300 => Ok(0),
            387 => err(ENOSYS),
            158 => Ok(0),
            359 => self.getrandom(a[0], a[1], mem),
            122 => {
                let mut b = vec![0u8; 65 * 6];
                for (i, s) in UNAME.iter().enumerate() {
                    b[65 * i..65 * i + s.len()].copy_from_slice(s.as_bytes());
                }
                mem.write(a[0], &b).map(|_| 0).map_err(Sys::from)
            }
            116 => self.sysinfo(a[0], mem),
            76 | 190 => {
                let (cur, max) = self.rlimit(a[0]);
                let c = u32::try_from(cur).unwrap_or(u32::MAX);
                let m = u32::try_from(max).unwrap_or(u32::MAX);
                mem.write(a[1], &[c.to_be_bytes(), m.to_be_bytes()].concat())
                    .map(|_| 0)
                    .map_err(Sys::from)
            }
            325 => {
                if a[0] != 0 && a[0] != GUEST_PID {
                    return Some(err(ESRCH));
                }
                let old = self.rlimit(a[1]);
                if a[2] != 0 {
                    let mut b = [0u8; 16];
                    if let Err(e) = mem.read(a[2], &mut b) {
                        return Some(Err(e.into()));
                    }
                    let cur = u64::from_be_bytes(b[..8].try_into().unwrap_or_default());
                    let max = u64::from_be_bytes(b[8..].try_into().unwrap_or_default());
                    if let Err(e) = self.set_rlimit(a[1], cur, max) {
                        return Some(Err(e));
                    }
                }
                if a[3] != 0 {
                    let b = [old.0.to_be_bytes(), old.1.to_be_bytes()].concat();
                    if let Err(e) = mem.write(a[3], &b) {
                        return Some(Err(e.into()));
                    }
                }
                Ok(0)
            }
            75 => {
                // setrlimit with 32-bit limits (RLIM_INFINITY = 0xffffffff).
                let widen = |v: u32| {
                    if v == u32::MAX {
                        u64::MAX
                    } else {
                        u64::from(v)
                    }
                };
                match (mem.read_u32_be(a[1]), mem.read_u32_be(a[1].wrapping_add(4))) {
                    (Ok(c), Ok(m)) => self.set_rlimit(a[0], widen(c), widen(m)).map(|_| 0),
                    _ => err(EFAULT),
                }
            }
            223 => {
                if a[1] < 4 {
                    return Some(err(EINVAL));
                }
                let mut b = vec![0u8; a[1].min(128) as usize];
                b[3] = 1;
                mem.write(a[2], &b[..4]).map(|_| 4).map_err(Sys::from)
            }
            221 | 422 => self.futex(a, mem),
            _ => return None,
        })
    }

    fn getrandom<M: AddressSpace>(&mut self, buf: u32, len: u32, mem: &mut M) -> SysResult {
        let n = len.min(1 << 25) as usize;
        let mut v = vec![0u8; n];
        self.rng.fill(&mut v);
        mem.write(buf, &v)?;
        Ok(n as u32)
    }

    fn sysinfo<M: AddressSpace>(&mut self, at: u32, mem: &mut M) -> SysResult {
        let up = (self.clock.monotonic_ns(self.icount) / 1_000_000_000) as u32;
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

    fn futex<M: AddressSpace>(&mut self, a: Args, mem: &mut M) -> SysResult {
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
}

impl Os {
    /// The (soft, hard) limit of resource `res` in force.
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
