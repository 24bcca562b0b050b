//! Clock, sleep and interval-timer calls, all on simulated time (see [`crate::time`]).

use super::{err, Args, Os, Sys, SysResult};
use crate::errno::*;
use crate::signal::{bit, sig};
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::Exit;

const NS: u64 = 1_000_000_000;

impl Os {
    pub(super) fn sys_time<M: AddressSpace>(
        &mut self,
        nr: u32,
        a: Args,
        mem: &mut M,
    ) -> Option<SysResult> {
        Some(match nr {
            246 => self.clock_ns(a[0]).and_then(|ns| put_ts32(mem, a[1], ns)),
            403 => self.clock_ns(a[0]).and_then(|ns| put_ts64(mem, a[1], ns)),
            247 | 406 => self.clock_ns(a[0]).and_then(|_| {
                if a[1] != 0 {
                    if nr == 247 {
                        put_ts32(mem, a[1], 1)
                    } else {
                        put_ts64(mem, a[1], 1)
                    }
                } else {
                    Ok(0)
                }
            }),
            78 => {
                let ns = self.clock.realtime_ns(self.icount);
                if a[0] != 0 {
                    let b = [
                        ((ns / NS) as u32).to_be_bytes(),
                        (((ns % NS) / 1000) as u32).to_be_bytes(),
                    ]
                    .concat();
                    if let Err(e) = mem.write(a[0], &b) {
                        return Some(Err(e.into()));
                    }
                }
                if a[1] != 0 {
                    if let Err(e) = mem.write(a[1], &[0u8; 8]) {
                        return Some(Err(e.into()));
                    }
                }
                Ok(0)
            }
            13 => {
                let s = (self.clock.realtime_ns(self.icount) / NS) as u32;
                if a[0] != 0 {
                    if let Err(e) = mem.write_u32_be(a[0], s) {
                        return Some(Err(e.into()));
                    }
                }
                Ok(s)
            }
            43 => {
                let ticks = (self.clock.cpu_ns(self.icount) / 10_000_000) as u32;
                if a[0] != 0 {
                    let b: Vec<u8> = [ticks, 0, 0, 0]
                        .iter()
                        .flat_map(|w| w.to_be_bytes())
                        .collect();
                    if let Err(e) = mem.write(a[0], &b) {
                        return Some(Err(e.into()));
                    }
                }
                Ok((self.clock.monotonic_ns(self.icount) / 10_000_000) as u32)
            }
            162 => get_ts32(mem, a[0]).and_then(|d| self.sleep(d, a[1], false, mem)),
            248 | 407 => {
                let req = if nr == 248 {
                    get_ts32(mem, a[2])
                } else {
                    get_ts64(mem, a[2])
                };
                req.and_then(|t| {
                    let d = if a[1] & 1 != 0 {
                        // TIMER_ABSTIME on the named clock.
                        let now = self.clock_ns(a[0])?;
                        t.saturating_sub(now)
                    } else {
                        t
                    };
                    self.sleep(d, if a[1] & 1 != 0 { 0 } else { a[3] }, nr == 407, mem)
                })
            }
            104 => self.setitimer(a[0], a[1], a[2], mem),
            105 => self.getitimer(a[0], a[1], mem),
            27 => {
                let old = self.itimer_remaining(0);
                let t = &mut self.sig.timers[0];
                t.interval = 0;
                t.deadline = if a[0] == 0 {
                    0
                } else {
                    self.clock.monotonic_ns(self.icount) + u64::from(a[0]) * NS
                };
                Ok((old.div_ceil(NS)) as u32)
            }
            29 => self.wait_for_signal(),
            _ => return None,
        })
    }

    fn clock_ns(&self, id: u32) -> Result<u64, Sys> {
        Ok(match id {
            0 | 5 | 11 => self.clock.realtime_ns(self.icount),
            1 | 4 | 6 | 7 | 9 => self.clock.monotonic_ns(self.icount),
            2 | 3 => self.clock.cpu_ns(self.icount),
            _ => return Err(Sys::Errno(EINVAL)),
        })
    }

    /// Sleeps `d` ns of simulated time; an ITIMER_REAL expiring earlier (with SIGALRM
    /// deliverable) ends the sleep with EINTR and the remaining time in `rem`.
    fn sleep<M: AddressSpace>(&mut self, d: u64, rem: u32, ts64: bool, mem: &mut M) -> SysResult {
        let now = self.clock.monotonic_ns(self.icount);
        let real = self.sig.timers[0];
        let alarm_ok = self.sig.blocked & bit(sig::SIGALRM) == 0;
        if real.deadline != 0 && alarm_ok && real.deadline < now + d {
            let slept = real.deadline.saturating_sub(now);
            self.clock.slept_ns += slept;
            if rem != 0 {
                if ts64 {
                    put_ts64(mem, rem, d - slept)?
                } else {
                    put_ts32(mem, rem, d - slept)?
                };
            }
            return err(EINTR);
        }
        self.clock.slept_ns += d;
        Ok(0)
    }

    /// pause/sigsuspend: sleeps until a signal arrives.
    pub(super) fn wait_for_signal(&mut self) -> SysResult {
        if self.sig.deliverable() {
            return err(EINTR);
        }
        let now = self.clock.monotonic_ns(self.icount);
        let real = self.sig.timers[0];
        if real.deadline != 0 && self.sig.blocked & bit(sig::SIGALRM) == 0 {
            self.clock.slept_ns += real.deadline.saturating_sub(now);
            return err(EINTR);
        }
        Err(Sys::Exit(Exit::Hang(
            "the guest waits for a signal that nothing can send",
        )))
    }

    fn itimer_remaining(&self, which: usize) -> u64 {
        let t = self.sig.timers[which];
        if t.deadline == 0 {
            return 0;
        }
        let now = if which == 0 {
            self.clock.monotonic_ns(self.icount)
        } else {
            self.clock.cpu_ns(self.icount)
        };
        t.deadline.saturating_sub(now).max(1)
    }

    fn setitimer<M: AddressSpace>(
        &mut self,
        which: u32,
        new: u32,
        old: u32,
        mem: &mut M,
    ) -> SysResult {
        if which > 2 {
            return err(EINVAL);
        }
        let w = which as usize;
        if old != 0 {
            self.put_itimer(w, old, mem)?;
        }
        if new != 0 {
            let mut b = [0u8; 16];
            mem.read(new, &mut b)?;
            let word = |i: usize| {
                u64::from(u32::from_be_bytes([
                    b[4 * i],
                    b[4 * i + 1],
                    b[4 * i + 2],
                    b[4 * i + 3],
                ]))
            };
            if word(1) >= 1_000_000 || word(3) >= 1_000_000 {
                return err(EINVAL);
            }
            let interval = word(0) * NS + word(1) * 1000;
            let value = word(2) * NS + word(3) * 1000;
            let now = if w == 0 {
                self.clock.monotonic_ns(self.icount)
            } else {
                self.clock.cpu_ns(self.icount)
            };
            self.sig.timers[w].interval = interval;
            self.sig.timers[w].deadline = if value == 0 { 0 } else { now + value };
        }
        Ok(0)
    }

    fn put_itimer<M: AddressSpace>(&self, w: usize, at: u32, mem: &mut M) -> SysResult {
        let rem = self.itimer_remaining(w);
        let iv = self.sig.timers[w].interval;
        let words = [
            iv / NS,
            (iv % NS) / 1000,
            rem / NS,
            (rem % NS).div_ceil(1000),
        ];
        let b: Vec<u8> = words
            .iter()
            .flat_map(|&v| (v as u32).to_be_bytes())
            .collect();
        mem.write(at, &b)?;
        Ok(0)
    }

    fn getitimer<M: AddressSpace>(&mut self, which: u32, at: u32, mem: &mut M) -> SysResult {
        if which > 2 {
            return err(EINVAL);
        }
        self.put_itimer(which as usize, at, mem)
    }
}

fn put_ts32<M: AddressSpace>(mem: &mut M, at: u32, ns: u64) -> SysResult {
    let b = [
        ((ns / NS) as u32).to_be_bytes(),
        ((ns % NS) as u32).to_be_bytes(),
    ]
    .concat();
    mem.write(at, &b)?;
    Ok(0)
}

fn put_ts64<M: AddressSpace>(mem: &mut M, at: u32, ns: u64) -> SysResult {
    let b = [(ns / NS).to_be_bytes(), (ns % NS).to_be_bytes()].concat();
    mem.write(at, &b)?;
    Ok(0)
}

fn get_ts32<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
    let s = mem.read_u32_be(at)? as i32;
    let n = mem.read_u32_be(at + 4)?;
    if s < 0 || n >= 1_000_000_000 {
        return Err(Sys::Errno(EINVAL));
    }
    Ok(s as u64 * NS + u64::from(n))
}

fn get_ts64<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
    let mut b = [0u8; 16];
    mem.read(at, &mut b)?;
    let s = i64::from_be_bytes(b[..8].try_into().unwrap_or([0; 8]));
    // 32-bit tasks' tv_nsec padding word is ignored, as Linux does for compat tasks.
    let n = u32::from_be_bytes(b[12..].try_into().unwrap_or([0; 4]));
    if s < 0 || n >= 1_000_000_000 {
        return Err(Sys::Errno(EINVAL));
    }
    Ok(s as u64 * NS + u64::from(n))
}
