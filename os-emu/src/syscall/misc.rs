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
                let (cur, max) = rlimit(a[0]);
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
                if a[2] != 0 {
                    // Limits are fixed here; pretend nothing but report what stays in force.
                    return Some(err(EPERM));
                }
                if a[3] != 0 {
                    let (cur, max) = rlimit(a[1]);
                    if let Err(e) =
                        mem.write(a[3], &[cur.to_be_bytes(), max.to_be_bytes()].concat())
                    {
                        return Some(Err(e.into()));
                    }
                }
                Ok(0)
            }
            75 => err(EPERM),
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

/// (soft, hard) limit of a resource; infinity is u64::MAX.
fn rlimit(res: u32) -> (u64, u64) {
    match res {
        3 => (u64::from(STACK_SIZE), u64::MAX),
        7 => (1024, 4096),
        4 => (0, u64::MAX),
        _ => (u64::MAX, u64::MAX),
    }
}
