//! Clock, sleep and interval-timer calls, all on simulated time (see [`crate::time`]).

use super::{err, Args, Sys, SysResult};
use crate::errno::*;
use crate::signal::{bit, sig, SignalState};
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::time::Clock;
use crate::Exit;

const NS: u64 = 1_000_000_000;

impl Clock {
    /// clock_gettime (`ts64`: clock_gettime64).
    pub(crate) fn clock_gettime<M: AddressSpace>(
        &self,
        id: u32,
        at: u32,
        ts64: bool,
        mem: &mut M,
    ) -> SysResult {
        let ns = self.clock_ns(id)?;
        if ts64 {
            put_ts64(mem, at, ns)
        } else {
            put_ts32(mem, at, ns)
        }
    }

    /// clock_getres (`ts64`: clock_getres_time64): every clock ticks in nanoseconds.
    pub(crate) fn clock_getres<M: AddressSpace>(
        &self,
        id: u32,
        at: u32,
        ts64: bool,
        mem: &mut M,
    ) -> SysResult {
        self.clock_ns(id)?;
        match (at, ts64) {
            (0, _) => Ok(0),
            (_, false) => put_ts32(mem, at, 1),
            (_, true) => put_ts64(mem, at, 1),
        }
    }

    /// gettimeofday (the timezone, if asked for, is UTC).
    pub(crate) fn gettimeofday<M: AddressSpace>(&self, tv: u32, tz: u32, mem: &mut M) -> SysResult {
        let ns = self.realtime();
        if tv != 0 {
            let b = [
                ((ns / NS) as u32).to_be_bytes(),
                (((ns % NS) / 1000) as u32).to_be_bytes(),
            ]
            .concat();
            mem.write(tv, &b)?;
        }
        if tz != 0 {
            mem.write(tz, &[0u8; 8])?;
        }
        Ok(0)
    }

    /// time.
    pub(crate) fn time<M: AddressSpace>(&self, at: u32, mem: &mut M) -> SysResult {
        let s = (self.realtime() / NS) as u32;
        if at != 0 {
            mem.write_u32_be(at, s)?;
        }
        Ok(s)
    }

    /// times: 100 ticks a second; the process's CPU time is all user time.
    pub(crate) fn times<M: AddressSpace>(&self, at: u32, mem: &mut M) -> SysResult {
        let ticks = (self.cpu() / 10_000_000) as u32;
        if at != 0 {
            let b: Vec<u8> = [ticks, 0, 0, 0]
                .iter()
                .flat_map(|w| w.to_be_bytes())
                .collect();
            mem.write(at, &b)?;
        }
        Ok((self.monotonic() / 10_000_000) as u32)
    }

    /// nanosleep.
    pub(crate) fn nanosleep<M: AddressSpace>(
        &mut self,
        sig: &SignalState,
        req: u32,
        rem: u32,
        mem: &mut M,
    ) -> SysResult {
        let d = get_ts32(mem, req)?;
        self.sleep(sig, d, rem, false, mem)
    }

    /// clock_nanosleep(clock, flags, req, rem) (`ts64`: clock_nanosleep_time64).
    pub(crate) fn clock_nanosleep<M: AddressSpace>(
        &mut self,
        sig: &SignalState,
        a: Args,
        ts64: bool,
        mem: &mut M,
    ) -> SysResult {
        let t = if ts64 {
            get_ts64(mem, a[2])?
        } else {
            get_ts32(mem, a[2])?
        };
        let d = if a[1] & 1 != 0 {
            // TIMER_ABSTIME on the named clock.
            let now = self.clock_ns(a[0])?;
            t.saturating_sub(now)
        } else {
            t
        };
        self.sleep(sig, d, if a[1] & 1 != 0 { 0 } else { a[3] }, ts64, mem)
    }

    fn clock_ns(&self, id: u32) -> Result<u64, Sys> {
        Ok(match id {
            0 | 5 | 11 => self.realtime(),
            1 | 4 | 6 | 7 | 9 => self.monotonic(),
            2 | 3 => self.cpu(),
            _ => return Err(Sys::Errno(EINVAL)),
        })
    }

    /// Sleeps `d` ns of simulated time; an ITIMER_REAL expiring earlier (with SIGALRM
    /// deliverable) ends the sleep with EINTR and the remaining time in `rem`.
    fn sleep<M: AddressSpace>(
        &mut self,
        sig: &SignalState,
        d: u64,
        rem: u32,
        ts64: bool,
        mem: &mut M,
    ) -> SysResult {
        let now = self.monotonic();
        let real = sig.timers[0];
        let alarm_ok = sig.blocked & bit(sig::SIGALRM) == 0;
        if real.deadline != 0 && alarm_ok && real.deadline < now + d {
            let slept = real.deadline.saturating_sub(now);
            self.slept_ns += slept;
            if rem != 0 {
                if ts64 {
                    put_ts64(mem, rem, d - slept)?
                } else {
                    put_ts32(mem, rem, d - slept)?
                };
            }
            return err(EINTR);
        }
        self.slept_ns += d;
        Ok(0)
    }
}

impl SignalState {
    /// pause/sigsuspend: sleeps until a signal arrives.
    pub(crate) fn wait_for_signal(&mut self, clock: &mut Clock) -> SysResult {
        self.block_forever(clock, "the guest waits for a signal that nothing can send")
    }

    /// A call that would wait forever unless a signal comes: EINTR at once when one is
    /// deliverable, EINTR at the real-time timer's expiry (the clock advanced to it) when
    /// one is armed and SIGALRM not blocked, else the end of the run as a hang (deadlock)
    /// with `what` as the reason.
    pub(crate) fn block_forever(&mut self, clock: &mut Clock, what: &'static str) -> SysResult {
        if self.deliverable() {
            return err(EINTR);
        }
        let now = clock.monotonic();
        let real = self.timers[0];
        if real.deadline != 0 && self.blocked & bit(sig::SIGALRM) == 0 {
            clock.slept_ns += real.deadline.saturating_sub(now);
            return err(EINTR);
        }
        Err(Sys::Exit(Exit::Hang(what)))
    }

    /// Waits `ns` of simulated time for a signal (poll and select with a timeout): EINTR
    /// when one is deliverable now or the real-time timer expires first (the clock
    /// advanced to it), else Ok after the clock advanced by `ns`.
    pub(crate) fn wait_for(&mut self, clock: &mut Clock, ns: u64) -> Result<(), Sys> {
        if self.deliverable() {
            return Err(Sys::Errno(EINTR));
        }
        let now = clock.monotonic();
        let real = self.timers[0];
        if real.deadline != 0
            && self.blocked & bit(sig::SIGALRM) == 0
            && real.deadline <= now.saturating_add(ns)
        {
            clock.slept_ns += real.deadline.saturating_sub(now);
            return Err(Sys::Errno(EINTR));
        }
        clock.slept_ns += ns;
        Ok(())
    }

    /// alarm: arms ITIMER_REAL once; returns the seconds the previous alarm had left.
    pub(crate) fn alarm(&mut self, clock: &Clock, secs: u32) -> SysResult {
        let old = self.itimer_remaining(clock, 0);
        let t = &mut self.timers[0];
        t.interval = 0;
        t.deadline = if secs == 0 {
            0
        } else {
            clock.monotonic() + u64::from(secs) * NS
        };
        Ok((old.div_ceil(NS)) as u32)
    }

    fn itimer_remaining(&self, clock: &Clock, which: usize) -> u64 {
        let t = self.timers[which];
        if t.deadline == 0 {
            return 0;
        }
        let now = if which == 0 {
            clock.monotonic()
        } else {
            clock.cpu()
        };
        t.deadline.saturating_sub(now).max(1)
    }

    pub(crate) fn setitimer<M: AddressSpace>(
        &mut self,
        clock: &Clock,
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
            self.put_itimer(clock, w, old, mem)?;
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
                clock.monotonic()
            } else {
                clock.cpu()
            };
            self.timers[w].interval = interval;
            self.timers[w].deadline = if value == 0 { 0 } else { now + value };
        }
        Ok(0)
    }

    fn put_itimer<M: AddressSpace>(
        &self,
        clock: &Clock,
        w: usize,
        at: u32,
        mem: &mut M,
    ) -> SysResult {
        let rem = self.itimer_remaining(clock, w);
        let iv = self.timers[w].interval;
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

    pub(crate) fn getitimer<M: AddressSpace>(
        &mut self,
        clock: &Clock,
        which: u32,
        at: u32,
        mem: &mut M,
    ) -> SysResult {
        if which > 2 {
            return err(EINVAL);
        }
        self.put_itimer(clock, which as usize, at, mem)
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

pub(crate) fn get_ts32<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
    let s = mem.read_u32_be(at)? as i32;
    let n = mem.read_u32_be(at + 4)?;
    if s < 0 || n >= 1_000_000_000 {
        return Err(Sys::Errno(EINVAL));
    }
    Ok(s as u64 * NS + u64::from(n))
}

/// A 32-bit `struct timeval` (seconds, microseconds) in nanoseconds; EINVAL when negative
/// or when the microseconds are out of range.
pub(crate) fn get_tv32<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
    let s = mem.read_u32_be(at)? as i32;
    let us = mem.read_u32_be(at + 4)? as i32;
    if s < 0 || !(0..1_000_000).contains(&us) {
        return Err(Sys::Errno(EINVAL));
    }
    Ok(s as u64 * NS + us as u64 * 1000)
}

pub(crate) fn get_ts64<M: AddressSpace>(mem: &mut M, at: u32) -> Result<u64, Sys> {
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
