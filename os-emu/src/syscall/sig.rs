//! Signal calls: sigaction, masks, sigaltstack, kill/tkill/tgkill, sigreturn,
//! sigsuspend, sigpending.

use isa_ppc::cpu::Cpu;

use super::{err, Sys, SysResult, GUEST_PID};
use crate::errno::*;
use crate::signal::{bit, code, sa::*, sig::*, SigAction, SigInfo, SignalState, NSIG};
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::stack::GUEST_UID;
use crate::time::Clock;
use crate::Exit;

/// MINSIGSTKSZ for 32-bit powerpc.
const MINSIGSTKSZ: u32 = 2048;

fn valid(n: u32) -> bool {
    n >= 1 && n as usize <= NSIG
}

impl SignalState {
    /// rt_sigpending: the blocked signals that are pending.
    pub(crate) fn rt_sigpending<M: AddressSpace>(&mut self, at: u32, mem: &mut M) -> SysResult {
        let p = self.pending & self.blocked;
        mem.write(
            at,
            &[(p as u32).to_be_bytes(), ((p >> 32) as u32).to_be_bytes()].concat(),
        )?;
        Ok(0)
    }

    /// tgkill: only the guest's own thread group exists.
    pub(crate) fn tgkill(&mut self, tgid: u32, tid: u32, n: u32) -> SysResult {
        if tgid != GUEST_PID {
            err(ESRCH)
        } else {
            self.kill(tid as i32, n, code::SI_TKILL)
        }
    }

    /// rt_sigreturn (`rt`) and sigreturn: the registers come from the signal frame.
    pub(crate) fn return_from_handler<M: AddressSpace>(
        &mut self,
        rt: bool,
        cpu: &mut Cpu,
        mem: &mut M,
    ) -> SysResult {
        let r = if rt {
            self.rt_sigreturn(cpu, mem)
        } else {
            self.sigreturn(cpu, mem)
        };
        match r {
            Ok(()) => Err(Sys::NoRegs),
            // A corrupt frame kills the process with SIGSEGV, as Linux does.
            Err(_) => Err(Sys::Exit(Exit::Signal {
                signo: SIGSEGV,
                pc: cpu.pc,
            })),
        }
    }

    /// rt_sigsuspend: waits for a signal with the mask at `set` in force.
    pub(crate) fn sigsuspend<M: AddressSpace>(
        &mut self,
        clock: &mut Clock,
        set: u32,
        mem: &mut M,
    ) -> SysResult {
        let m = read_mask(mem, set)?;
        self.saved_mask = Some(self.blocked);
        self.set_blocked(m);
        let r = self.wait_for_signal(clock);
        if !self.deliverable() {
            if let Some(m) = self.saved_mask.take() {
                self.blocked = m;
            }
        }
        r
    }

    pub(crate) fn rt_sigaction<M: AddressSpace>(
        &mut self,
        n: u32,
        act: u32,
        old: u32,
        size: u32,
        mem: &mut M,
    ) -> SysResult {
        if size != 8 {
            return err(EINVAL);
        }
        if !valid(n) {
            return err(EINVAL);
        }
        let new = if act != 0 {
            let mut b = [0u8; 20];
            mem.read(act, &mut b)?;
            let w =
                |i: usize| u32::from_be_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
            Some(SigAction {
                handler: w(0),
                flags: w(1),
                mask: u64::from(w(3)) | u64::from(w(4)) << 32,
            })
        } else {
            None
        };
        if old != 0 {
            let o = self.actions[n as usize];
            let b: Vec<u8> = [o.handler, o.flags, 0, o.mask as u32, (o.mask >> 32) as u32]
                .iter()
                .flat_map(|w| w.to_be_bytes())
                .collect();
            mem.write(old, &b)?;
        }
        self.install_action(n, new)
    }

    pub(crate) fn old_sigaction<M: AddressSpace>(
        &mut self,
        n: u32,
        act: u32,
        old: u32,
        mem: &mut M,
    ) -> SysResult {
        if !valid(n) {
            return err(EINVAL);
        }
        let new = if act != 0 {
            let mut b = [0u8; 16];
            mem.read(act, &mut b)?;
            let w =
                |i: usize| u32::from_be_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
            Some(SigAction {
                handler: w(0),
                mask: u64::from(w(1)),
                flags: w(2),
            })
        } else {
            None
        };
        if old != 0 {
            let o = self.actions[n as usize];
            let b: Vec<u8> = [o.handler, o.mask as u32, o.flags, 0]
                .iter()
                .flat_map(|w| w.to_be_bytes())
                .collect();
            mem.write(old, &b)?;
        }
        self.install_action(n, new)
    }

    fn install_action(&mut self, n: u32, new: Option<SigAction>) -> SysResult {
        if let Some(mut a) = new {
            if n == SIGKILL || n == SIGSTOP {
                return err(EINVAL);
            }
            a.mask &= !(bit(SIGKILL) | bit(SIGSTOP));
            self.actions[n as usize] = a;
            // Setting SIG_IGN (or SIG_DFL for a default-ignored signal) discards it.
            let ignored = a.handler == SIG_IGN
                || (a.handler == SIG_DFL
                    && crate::signal::default_action(n) == crate::signal::Default_::Ignore);
            if ignored {
                self.pending &= !bit(n);
            }
        }
        Ok(0)
    }

    fn change_mask(&mut self, how: u32, set: u64) -> Result<(), Sys> {
        let m = match how {
            0 => self.blocked | set,
            1 => self.blocked & !set,
            2 => set,
            _ => return Err(Sys::Errno(EINVAL)),
        };
        self.set_blocked(m);
        Ok(())
    }

    pub(crate) fn rt_sigprocmask<M: AddressSpace>(
        &mut self,
        how: u32,
        set: u32,
        old: u32,
        size: u32,
        mem: &mut M,
    ) -> SysResult {
        if size != 8 {
            return err(EINVAL);
        }
        let cur = self.blocked;
        if set != 0 {
            let m = read_mask(mem, set)?;
            self.change_mask(how, m)?;
        }
        if old != 0 {
            mem.write(
                old,
                &[
                    (cur as u32).to_be_bytes(),
                    ((cur >> 32) as u32).to_be_bytes(),
                ]
                .concat(),
            )?;
        }
        Ok(0)
    }

    pub(crate) fn old_sigprocmask<M: AddressSpace>(
        &mut self,
        how: u32,
        set: u32,
        old: u32,
        mem: &mut M,
    ) -> SysResult {
        let cur = self.blocked;
        if set != 0 {
            let m = u64::from(mem.read_u32_be(set)?);
            let full = match how {
                2 => m | (cur & !0xffff_ffff),
                _ => m,
            };
            self.change_mask(how, full)?;
        }
        if old != 0 {
            mem.write_u32_be(old, cur as u32)?;
        }
        Ok(0)
    }

    pub(crate) fn sigaltstack<M: AddressSpace>(
        &mut self,
        ss: u32,
        old: u32,
        sp: u32,
        mem: &mut M,
    ) -> SysResult {
        let (cur_sp, cur_flags, cur_size) = self.altstack;
        let on = cur_flags & SS_DISABLE == 0 && sp.wrapping_sub(cur_sp) < cur_size;
        if old != 0 {
            let f = if on { SS_ONSTACK } else { cur_flags };
            let b: Vec<u8> = [cur_sp, f, cur_size]
                .iter()
                .flat_map(|w| w.to_be_bytes())
                .collect();
            mem.write(old, &b)?;
        }
        if ss != 0 {
            if on {
                return err(EPERM);
            }
            let mut b = [0u8; 12];
            mem.read(ss, &mut b)?;
            let w =
                |i: usize| u32::from_be_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
            let flags = w(1);
            if flags & !(SS_DISABLE | SS_ONSTACK | 0x8000_0000) != 0 {
                return err(EINVAL);
            }
            if flags & SS_DISABLE != 0 {
                self.altstack = (0, SS_DISABLE, 0);
            } else {
                if w(2) < MINSIGSTKSZ {
                    return err(ENOMEM);
                }
                self.altstack = (w(0), 0, w(2));
            }
        }
        Ok(0)
    }

    pub(crate) fn kill(&mut self, pid: i32, n: u32, si_code: i32) -> SysResult {
        if pid != GUEST_PID as i32 && pid != 0 && pid != -1 {
            return err(ESRCH);
        }
        if n == 0 {
            return Ok(0);
        }
        if !valid(n) {
            return err(EINVAL);
        }
        self.raise(SigInfo {
            signo: n,
            code: si_code,
            word0: GUEST_PID,
            word1: GUEST_UID,
        });
        Ok(0)
    }
}

impl SignalState {
    /// rt_sigtimedwait: takes a pending signal of `set` (waiting for a timer if one will
    /// raise it), fills siginfo and returns its number.
    pub(crate) fn sigtimedwait<M: AddressSpace>(
        &mut self,
        clock: &mut Clock,
        set: u32,
        info: u32,
        timeout: u32,
        mem: &mut M,
    ) -> SysResult {
        let want = read_mask(mem, set)? & !(bit(SIGKILL) | bit(SIGSTOP));
        for _ in 0..2 {
            let ready = self.pending & want;
            if ready != 0 {
                let n = ready.trailing_zeros() + 1;
                self.pending &= !bit(n);
                let si = self.info[n as usize];
                if info != 0 {
                    let mut b = [0u8; 128];
                    b[0..4].copy_from_slice(&si.signo.to_be_bytes());
                    b[8..12].copy_from_slice(&(si.code as u32).to_be_bytes());
                    b[12..16].copy_from_slice(&si.word0.to_be_bytes());
                    b[16..20].copy_from_slice(&si.word1.to_be_bytes());
                    mem.write(info, &b)?;
                }
                return Ok(n);
            }
            // Nothing pending: only ITIMER_REAL can raise a signal while we wait.
            let real = self.timers[0];
            if real.deadline != 0 && want & bit(SIGALRM) != 0 {
                let now = clock.monotonic();
                clock.slept_ns += real.deadline.saturating_sub(now);
                self.expire_timers(clock, clock.icount);
                continue;
            }
            break;
        }
        if self.deliverable() {
            return err(EINTR);
        }
        if timeout != 0 {
            return err(EAGAIN);
        }
        Err(Sys::Exit(Exit::Hang(
            "sigwait for a signal that nothing can send",
        )))
    }
}

fn read_mask<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
    let lo = mem.read_u32_be(at)?;
    let hi = mem.read_u32_be(at + 4)?;
    Ok(u64::from(lo) | u64::from(hi) << 32)
}
