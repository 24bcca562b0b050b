//! The machine: CPU state, memory, the emulated OS and an observer, and the run loop.
//!
//! The inner loop ([`Machine::run_until`]) runs threaded code (module `threaded`): one page
//! look-up per chain of handlers (a chain follows branches and falls through to other
//! pages that have threaded code), and per instruction the fetch hook, a check of the
//! chain's budget and at most one jump to the next handler (specialised handlers run
//! common pairs of instructions with one; an instruction the chain falls through to
//! within the observer's fetch granule reports its fetch by the cheaper
//! [`Observer::on_fetch_next`]). It never
//! allocates and checks nothing else: system calls, faults and timers leave the loop as
//! values (an [`Exception`] or the instruction budget running out), and the outer loop
//! ([`Machine::run`]) hands them to the OS. A store that changes code the machine has
//! threaded ends the run at once; the changed pages are rebuilt from memory.

use isa_ppc::bus::{Bus, CacheOp, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::Exception;
use os_emu::stack::CACHE_LINE;
use os_emu::{Action, Exit, Os};

use crate::memory::Memory;
use crate::observer::{Observer, Unmeasured};

mod fast;
mod threaded;
use threaded::Ended;

/// Why [`Machine::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The guest process ended.
    Exit(Exit),
    /// The instruction limit was reached, or (inside an unmeasured region, which the limit
    /// does not bound) [`REGION_SLICE`] unmeasured instructions ran: call `run` again.
    InsnLimit,
}

/// Most unmeasured instructions [`Machine::run`] runs before it returns (so that a driver
/// can check its stop flag inside a long region).
pub const REGION_SLICE: u64 = 1 << 24;

/// Memory plus observer plus counters, as the executor sees them (the [`Bus`]).
pub struct Core<'a, O: Observer> {
    /// Guest memory.
    pub mem: &'a mut Memory,
    /// The observer.
    pub obs: &'a mut O,
    /// PC of the executing instruction (for data-access events).
    pub pc: u32,
    /// Retired instructions.
    pub icount: u64,
    /// Data references (loads + stores).
    pub refs: u64,
}

macro_rules! bus_access {
    ($($load:ident $store:ident $mload:ident $mstore:ident $t:ty),*) => {$(
        #[inline(always)]
        fn $load(&mut self, ea: u32) -> Result<$t, MemFault> {
            let v = self.mem.$mload(ea)?;
            self.refs += 1;
            self.obs.on_data(self.pc, ea, std::mem::size_of::<$t>() as u8, false, v as u64);
            Ok(v)
        }
        #[inline(always)]
        fn $store(&mut self, ea: u32, v: $t) -> Result<(), MemFault> {
            self.mem.$mstore(ea, v)?;
            self.refs += 1;
            self.obs.on_data(self.pc, ea, std::mem::size_of::<$t>() as u8, true, v as u64);
            Ok(())
        }
    )*};
}

impl<O: Observer> Bus for Core<'_, O> {
    bus_access!(
        load_u8 store_u8 read_u8 write_u8 u8,
        load_u16 store_u16 read_u16_be write_u16_be u16,
        load_u32 store_u32 read_u32_be write_u32_be u32,
        load_u64 store_u64 read_u64_be write_u64_be u64
    );

    fn cache_op(&mut self, op: CacheOp, ea: u32) -> Result<(), MemFault> {
        match op {
            CacheOp::Dcbz => {
                self.mem.zero_block(ea & !(CACHE_LINE - 1), CACHE_LINE)?;
            }
            CacheOp::Icbi => {
                if self.mem.prot(ea).is_none() {
                    return Err(MemFault {
                        addr: ea,
                        kind: isa_ppc::bus::AccessKind::Read,
                        unmapped: true,
                    });
                }
                self.mem.invalidate(ea);
            }
            CacheOp::Dcbst | CacheOp::Dcbf => {
                if self.mem.prot(ea).is_none() {
                    return Err(MemFault {
                        addr: ea,
                        kind: isa_ppc::bus::AccessKind::Read,
                        unmapped: true,
                    });
                }
            }
            CacheOp::Dcbt | CacheOp::Dcbtst | CacheOp::Sync | CacheOp::Isync => {}
        }
        self.obs.on_cache_op(self.pc, op, ea);
        Ok(())
    }

    fn timebase(&mut self) -> u64 {
        self.icount
    }
}

/// A loaded guest ready to run.
pub struct Machine<O: Observer> {
    /// Registers.
    pub cpu: Cpu,
    /// Guest memory.
    pub mem: Memory,
    /// The emulated kernel and process.
    pub os: Os,
    /// The observer.
    pub obs: O,
    /// Retired instructions.
    pub icount: u64,
    /// Data references.
    pub refs: u64,
    /// Stop after this many instructions.
    pub max_insns: u64,
    /// Instructions retired inside unmeasured regions (not in `icount`).
    pub unmeasured: u64,
    /// Whether the machine is inside an unmeasured region.
    pub in_region: bool,
    /// Threaded code built from `mem`'s executable pages.
    code: threaded::Code<O>,
    /// The same for unmeasured regions (built when the first region begins).
    region_code: Option<threaded::Code<Unmeasured<O>>>,
}

impl<O: Observer> Machine<O> {
    /// A machine around an OS and an observer; load a guest with [`Machine::load`].
    pub fn new(os: Os, obs: O) -> Machine<O> {
        let mut mem = Memory::new();
        mem.watch(os_emu::space::FEATURED_PAGE);
        Machine {
            cpu: Cpu::default(),
            mem,
            os,
            obs,
            icount: 0,
            refs: 0,
            max_insns: u64::MAX,
            unmeasured: 0,
            in_region: false,
            code: threaded::Code::new(),
            region_code: None,
        }
    }

    /// Loads `guest` with argv `args` (bytes, as the host gave them) and environment `env`.
    pub fn load(
        &mut self,
        guest: &std::path::Path,
        args: &[std::ffi::OsString],
        env: &[String],
    ) -> Result<(), os_emu::OsError> {
        self.os.load(&mut self.mem, &mut self.cpu, guest, args, env)
    }

    /// The same machine (registers, memory, process, counters) with the observer `f`
    /// makes of this one's: `simrun --fastfwd` runs functionally, then switches to the
    /// cache observer. The threaded code, built for the old observer's type, is rebuilt
    /// from memory as it runs.
    pub fn map_observer<P: Observer>(self, f: impl FnOnce(O) -> P) -> Machine<P> {
        Machine {
            cpu: self.cpu,
            mem: self.mem,
            os: self.os,
            obs: f(self.obs),
            icount: self.icount,
            refs: self.refs,
            max_insns: self.max_insns,
            unmeasured: self.unmeasured,
            in_region: self.in_region,
            code: threaded::Code::new(),
            region_code: None,
        }
    }

    /// Runs until the process ends or the instruction limit is reached (see
    /// [`Stop::InsnLimit`] for unmeasured regions).
    pub fn run(&mut self) -> Stop {
        loop {
            let r = if self.in_region {
                let stop = self.unmeasured.saturating_add(REGION_SLICE);
                let r = self.run_region(stop);
                self.region_bound();
                match r {
                    Ok(()) if self.in_region => return Stop::InsnLimit,
                    Ok(()) => continue,
                    Err(e) => e,
                }
            } else {
                let stop = self.max_insns.min(self.os.next_deadline()).max(self.icount);
                let r = self.run_until(stop);
                self.region_bound();
                match r {
                    Ok(()) if self.in_region => continue,
                    Ok(()) => {
                        if self.icount >= self.max_insns {
                            return Stop::InsnLimit;
                        }
                        let action = self.os.tick(&mut self.cpu, &mut self.mem, self.icount);
                        if let Action::Exit(x) = action {
                            return Stop::Exit(x);
                        }
                        continue;
                    }
                    Err(e) => e,
                }
            };
            let action = match r {
                Exception::Syscall => {
                    let c = &self.cpu;
                    let args = [c.gpr[3], c.gpr[4], c.gpr[5], c.gpr[6], c.gpr[7], c.gpr[8]];
                    self.obs.on_syscall(c.pc.wrapping_sub(4), c.gpr[0], args);
                    let action = self.os.syscall(&mut self.cpu, &mut self.mem, self.icount);
                    for &e in self.os.effects() {
                        self.obs.on_os_effect(e);
                    }
                    action
                }
                e => self.os.fault(&mut self.cpu, &mut self.mem, e, self.icount),
            };
            if let Action::Exit(x) = action {
                return Stop::Exit(x);
            }
        }
    }

    /// Enters or leaves an unmeasured region when a store committed its bound (a second
    /// MEASURE_OFF inside a region, or a MEASURE_ON outside one, changes nothing).
    fn region_bound(&mut self) {
        if let Some(on) = self.mem.take_measure() {
            self.in_region = !on;
        }
    }

    /// [`Machine::run_until`] for an unmeasured region: the region's threaded code, counting
    /// into `unmeasured` until it reaches `stop`, the region ends or an exception.
    #[inline(never)]
    fn run_region(&mut self, stop: u64) -> Result<(), Exception> {
        let code = self.region_code.get_or_insert_with(threaded::Code::new);
        // SAFETY: `Unmeasured<O>` is `repr(transparent)` over `O`.
        let obs = unsafe { &mut *(&mut self.obs as *mut O as *mut Unmeasured<O>) };
        let other = &mut self.code;
        let mut refs = 0;
        run_chains(
            &mut self.cpu,
            &mut self.mem,
            obs,
            code,
            &mut |id, d| other.sync(id, d),
            &mut self.unmeasured,
            &mut refs,
            stop,
        )
    }

    /// The inner loop: executes until `icount` reaches `stop` (`Ok`), a store commits an
    /// unmeasured region's bound (`Ok`) or an instruction raises an exception (`Err`; `sc`
    /// is counted as retired, other exceptions not).
    #[inline(never)]
    pub fn run_until(&mut self, stop: u64) -> Result<(), Exception> {
        let other = &mut self.region_code;
        run_chains(
            &mut self.cpu,
            &mut self.mem,
            &mut self.obs,
            &mut self.code,
            &mut |id, d| {
                if let Some(c) = other.as_mut() {
                    c.sync(id, d)
                }
            },
            &mut self.icount,
            &mut self.refs,
            stop,
        )
    }
}

/// Runs chains of `code` until `icount` reaches `stop`, a region bound or an exception
/// ([`Machine::run_until`]). Pages dropped from memory are dropped from `code` and, through
/// `sync_other`, from the machine's other threaded code.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn run_chains<P: Observer>(
    cpu: &mut Cpu,
    mem: &mut Memory,
    obs: &mut P,
    code: &mut threaded::Code<P>,
    sync_other: &mut dyn FnMut(u64, &[u32]),
    icount: &mut u64,
    refs: &mut u64,
    stop: u64,
) -> Result<(), Exception> {
    let sync = |code: &mut threaded::Code<P>,
                mem: &mut Memory,
                sync_other: &mut dyn FnMut(u64, &[u32])| {
        let dropped = mem.take_dropped();
        code.sync(mem.id(), &dropped);
        sync_other(mem.id(), &dropped);
    };
    sync(code, mem, sync_other);
    code.set_granule(obs.fetch_granule());
    let mut core = Core {
        mem,
        obs,
        pc: 0,
        icount: *icount,
        refs: *refs,
    };
    // The page of the previous chain, while no code changed.
    let mut cur: Option<(u32, &threaded::Page<P>)> = None;
    let r = loop {
        let left = stop.saturating_sub(core.icount);
        if left == 0 {
            break Ok(());
        }
        if core.mem.code_changed {
            cur = None;
            sync(code, core.mem, sync_other);
            if core.mem.measure.is_some() {
                break Ok(());
            }
        }
        let pc = cpu.pc;
        let page = match cur {
            Some((no, p)) if no == pc >> 12 => p,
            _ => match code.page(pc, core.mem) {
                Ok(p) => {
                    cur = Some((pc >> 12, p));
                    p
                }
                Err(f) => break Err(Exception::Mem(f)),
            },
        };
        let budget = left.min(u64::from(threaded::CHUNK)) as u32;
        let start = core.icount;
        core.icount = start + u64::from(budget);
        let s = page.slot(pc);
        let end = (s.f)(cpu, &mut core, s, budget, pc).get();
        match end {
            Ended::Done(unspent) | Ended::Changed(unspent) => {
                core.icount -= u64::from(unspent);
            }
            Ended::Fault(e, unspent) => {
                core.icount -= u64::from(unspent);
                break Err(e);
            }
        }
    };
    *icount = core.icount;
    *refs = core.refs;
    r
}
