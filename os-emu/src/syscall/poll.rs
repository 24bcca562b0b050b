//! Waiting for descriptors: poll, ppoll, select (_newselect), pselect6.
//!
//! Readiness is asked of the host without waiting (`poll` with timeout 0) for host
//! files and pipes; regular files, directories and the emulated devices are always
//! ready, as on Linux. When nothing is ready the wait is simulated: a timeout advances
//! the simulated clock (or ends early with EINTR when the real-time timer fires first);
//! no timeout means waiting for something only this single-threaded process could do,
//! reported as [`Sys::Blocked`] (a deadlock), except when the guest's inherited standard
//! input is among the descriptors: then the host is really waited on, since input may
//! still come from outside. The signal masks of ppoll and pselect6 are not applied.

use std::os::fd::AsRawFd;

use super::fs::Files;
use super::time::{get_ts32, get_ts64, get_tv32};
use super::{err, Args, Sys, SysResult};
use crate::errno::*;
use crate::fd::Object;
use crate::signal::SignalState;
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::time::Clock;

const POLLIN: i16 = 0x1;
const POLLOUT: i16 = 0x4;
const POLLERR: i16 = 0x8;
const POLLHUP: i16 = 0x10;
const POLLNVAL: i16 = 0x20;
const POLLRDNORM: i16 = 0x40;
const POLLWRNORM: i16 = 0x100;
/// Most descriptors one call may wait for (Linux's RLIMIT_NOFILE bound).
const MAX_POLL: u32 = 1 << 16;

/// How long a call waits when nothing is ready.
#[derive(Clone, Copy)]
enum Timeout {
    Never,
    Ns(u64),
}

impl Files {
    /// The events of `events` that guest descriptor `fd` has now, without waiting, and
    /// whether it is an inherited standard stream (input may come from outside).
    fn ready(&mut self, fd: i32, events: i16) -> (i16, bool) {
        let Some(f) = u32::try_from(fd).ok().and_then(|fd| self.fds.get(fd)) else {
            return (POLLNVAL, false);
        };
        let always = POLLIN | POLLOUT | POLLRDNORM | POLLWRNORM;
        match &f.obj {
            Object::File { file, path: None } => {
                let mut p = libc::pollfd {
                    fd: file.as_raw_fd(),
                    events,
                    revents: 0,
                };
                // SAFETY: poll of one pollfd on a descriptor held here, no waiting.
                let n = unsafe { libc::poll(&mut p, 1, 0) };
                let r = if n < 0 { POLLERR } else { p.revents };
                (r, (0..3).contains(&fd))
            }
            Object::File { .. } | Object::Dir { .. } | Object::Special(_) => {
                (events & always, false)
            }
        }
    }

    /// Polls `set` ((fd, events) pairs) until something is ready or `timeout`; returns
    /// the revents of each.
    fn wait(
        &mut self,
        sig: &mut SignalState,
        clock: &mut Clock,
        set: &[(i32, i16)],
        timeout: Timeout,
    ) -> Result<Vec<i16>, Sys> {
        let scan = |files: &mut Files| -> (Vec<i16>, bool) {
            let mut outside = false;
            let r = set
                .iter()
                .map(|&(fd, ev)| {
                    let (r, o) = files.ready(fd, ev | POLLERR | POLLHUP);
                    outside |= o;
                    r & (ev | POLLERR | POLLHUP | POLLNVAL)
                })
                .collect();
            (r, outside)
        };
        let (r, outside) = scan(self);
        if r.iter().any(|&e| e != 0) {
            return Ok(r);
        }
        match timeout {
            Timeout::Ns(0) => Ok(r),
            _ if outside => {
                // Inherited standard input: wait on the host for it.
                let ms = match timeout {
                    Timeout::Never => -1,
                    Timeout::Ns(ns) => (ns / 1_000_000).min(i32::MAX as u64) as i32,
                };
                let mut host: Vec<libc::pollfd> = set
                    .iter()
                    .filter(|(fd, _)| (0..3).contains(fd))
                    .filter_map(|&(fd, ev)| match self.fds.get(fd as u32).map(|f| &f.obj) {
                        Some(Object::File { file, .. }) => Some(libc::pollfd {
                            fd: file.as_raw_fd(),
                            events: ev,
                            revents: 0,
                        }),
                        _ => None,
                    })
                    .collect();
                // SAFETY: poll over pollfds of descriptors held here.
                unsafe { libc::poll(host.as_mut_ptr(), host.len() as libc::nfds_t, ms) };
                Ok(scan(self).0)
            }
            Timeout::Ns(ns) => {
                sig.wait_for(clock, ns)?;
                Ok(r)
            }
            Timeout::Never => Err(Sys::Blocked(
                "waits in poll/select for descriptors only it could make ready (deadlock)",
            )),
        }
    }

    /// poll(fds, nfds, timeout_ms) and ppoll(fds, nfds, tsp, sigmask) (`ts`: None for
    /// poll, Some(64-bit?) for ppoll/ppoll_time64).
    pub(crate) fn poll<M: AddressSpace>(
        &mut self,
        sig: &mut SignalState,
        clock: &mut Clock,
        a: Args,
        ts: Option<bool>,
        mem: &mut M,
    ) -> SysResult {
        let (at, n) = (a[0], a[1]);
        if n > MAX_POLL || n > self.fds.limit() {
            return err(EINVAL);
        }
        let timeout = match ts {
            None if (a[2] as i32) < 0 => Timeout::Never,
            None => Timeout::Ns(u64::from(a[2]) * 1_000_000),
            Some(_) if a[2] == 0 => Timeout::Never,
            Some(false) => Timeout::Ns(get_ts32(mem, a[2])?),
            Some(true) => Timeout::Ns(get_ts64(mem, a[2])?),
        };
        let mut set = Vec::with_capacity(n as usize);
        for i in 0..n {
            let fd = mem.read_u32_be(at + 8 * i)? as i32;
            let mut ev = [0u8; 2];
            mem.read(at + 8 * i + 4, &mut ev)?;
            set.push((fd, i16::from_be_bytes(ev)));
        }
        let r = self.wait(sig, clock, &set, timeout)?;
        let mut count = 0;
        for (i, (&rev, &(fd, _))) in r.iter().zip(&set).enumerate() {
            // A negative fd is ignored, its revents 0.
            let rev = if fd < 0 { 0 } else { rev };
            mem.write(at + 8 * i as u32 + 6, &rev.to_be_bytes())?;
            count += u32::from(rev != 0);
        }
        Ok(count)
    }

    /// select via _newselect(n, in, out, ex, timeval) (`ts` None) and pselect6(n, in,
    /// out, ex, timespec, sigmask) (`ts` Some(64-bit?)).
    pub(crate) fn select<M: AddressSpace>(
        &mut self,
        sig: &mut SignalState,
        clock: &mut Clock,
        a: Args,
        ts: Option<bool>,
        mem: &mut M,
    ) -> SysResult {
        let n = a[0];
        if n > self.fds.limit() || (n as i32) < 0 {
            return err(EINVAL);
        }
        let timeout = if a[4] == 0 {
            Timeout::Never
        } else {
            match ts {
                None => Timeout::Ns(get_tv32(mem, a[4])?),
                Some(false) => Timeout::Ns(get_ts32(mem, a[4])?),
                Some(true) => Timeout::Ns(get_ts64(mem, a[4])?),
            }
        };
        let words = n.div_ceil(32);
        let mut sets = [Vec::new(), Vec::new(), Vec::new()];
        for (k, s) in sets.iter_mut().enumerate() {
            if a[1 + k] != 0 {
                for w in 0..words {
                    s.push(mem.read_u32_be(a[1 + k] + 4 * w)?);
                }
            }
        }
        let bit = |s: &Vec<u32>, fd: u32| {
            s.get((fd / 32) as usize)
                .is_some_and(|w| w >> (fd % 32) & 1 != 0)
        };
        let mut set = Vec::new();
        for fd in 0..n {
            let mut ev = 0;
            if bit(&sets[0], fd) {
                ev |= POLLIN;
            }
            if bit(&sets[1], fd) {
                ev |= POLLOUT;
            }
            if bit(&sets[2], fd) {
                ev |= 0x2; // POLLPRI
            }
            if ev != 0 {
                set.push((fd as i32, ev));
            }
        }
        let r = self.wait(sig, clock, &set, timeout)?;
        if r.iter().any(|&e| e & POLLNVAL != 0) {
            return err(EBADF);
        }
        let mut out = [
            vec![0u32; words as usize],
            vec![0u32; words as usize],
            vec![0u32; words as usize],
        ];
        let mut count = 0;
        for (&rev, &(fd, ev)) in r.iter().zip(&set) {
            let (w, b) = ((fd / 32) as usize, 1u32 << (fd % 32));
            let hits = [
                ev & POLLIN != 0 && rev & (POLLIN | POLLHUP | POLLERR) != 0,
                ev & POLLOUT != 0 && rev & (POLLOUT | POLLERR) != 0,
                ev & 0x2 != 0 && rev & 0x2 != 0,
            ];
            for (k, hit) in hits.into_iter().enumerate() {
                if hit {
                    out[k][w] |= b;
                    count += 1;
                }
            }
        }
        for (k, o) in out.iter().enumerate() {
            if a[1 + k] != 0 {
                let bytes: Vec<u8> = o.iter().flat_map(|w| w.to_be_bytes()).collect();
                mem.write(a[1 + k], &bytes)?;
            }
        }
        Ok(count)
    }
}
