//! Signals: dispositions, masks, pending signals, interval timers, and delivery with
//! the frames of Linux's arch/powerpc/kernel/signal_32.c.
//!
//! RT frame (SA_SIGINFO), from the handler's r1 upwards:
//!
//! ```text
//! r1 → back chain (old r1), 64-byte caller frame + 16
//! rt_sf → siginfo (128 bytes)
//!         ucontext: uc_flags, uc_link, uc_stack{ss_sp,ss_flags,ss_size}, uc_pad[7],
//!                   uc_regs (→ uc_mcontext), uc_sigmask (64 bits), uc_maskext[30],
//!                   uc_pad2[3], uc_mcontext at +192:
//!                   mc_gregs[48] (r0..r31, NIP, MSR, ORIG_R3, CTR, LNK, XER, CCR, MQ,
//!                   TRAP, DAR, DSISR, RESULT ...), mc_fregs[33] (f0..f31, FPSCR),
//!                   mc_pad[2] (trampoline), mc_vregs (unused: no AltiVec)
//!         abigap[56]
//! ```
//!
//! The non-RT frame is `sigcontext{_unused[4], signal, handler, oldmask, regs}` then the
//! mcontext. The handler gets r3 = signo, r4 = &siginfo (RT) or &sigcontext, r5 =
//! &ucontext, LR = the trampoline (`li r0,__NR_rt_sigreturn; sc` on our trampoline
//! page, where the vDSO's `__kernel_sigtramp_rt32` would be).

use isa_ppc::bus::MemFault;
use isa_ppc::cpu::Cpu;

use crate::load::{RT_SIGRETURN_TRAMP, SIGRETURN_TRAMP};
use crate::space::{AddressSpace, AddressSpaceExt};
use crate::time::Clock;

/// Number of signals (1..=64).
pub const NSIG: usize = 64;
#[allow(missing_docs)] // the names are the ABI's own
pub mod sig {
    pub const SIGHUP: u32 = 1;
    pub const SIGINT: u32 = 2;
    pub const SIGQUIT: u32 = 3;
    pub const SIGILL: u32 = 4;
    pub const SIGTRAP: u32 = 5;
    pub const SIGABRT: u32 = 6;
    pub const SIGBUS: u32 = 7;
    pub const SIGFPE: u32 = 8;
    pub const SIGKILL: u32 = 9;
    pub const SIGUSR1: u32 = 10;
    pub const SIGSEGV: u32 = 11;
    pub const SIGUSR2: u32 = 12;
    pub const SIGPIPE: u32 = 13;
    pub const SIGALRM: u32 = 14;
    pub const SIGTERM: u32 = 15;
    pub const SIGCHLD: u32 = 17;
    pub const SIGCONT: u32 = 18;
    pub const SIGSTOP: u32 = 19;
    pub const SIGTSTP: u32 = 20;
    pub const SIGTTIN: u32 = 21;
    pub const SIGTTOU: u32 = 22;
    pub const SIGURG: u32 = 23;
    pub const SIGVTALRM: u32 = 26;
    pub const SIGPROF: u32 = 27;
    pub const SIGWINCH: u32 = 28;
}
#[allow(missing_docs)] // the names are the ABI's own
pub mod sa {
    pub const SA_SIGINFO: u32 = 4;
    pub const SA_ONSTACK: u32 = 0x0800_0000;
    pub const SA_RESTART: u32 = 0x1000_0000;
    pub const SA_NODEFER: u32 = 0x4000_0000;
    pub const SA_RESETHAND: u32 = 0x8000_0000;
    pub const SS_ONSTACK: u32 = 1;
    pub const SS_DISABLE: u32 = 2;
    pub const SIG_DFL: u32 = 0;
    pub const SIG_IGN: u32 = 1;
}
#[allow(missing_docs)] // the names are the ABI's own
pub mod code {
    pub const SI_USER: i32 = 0;
    pub const SI_KERNEL: i32 = 0x80;
    pub const SI_TKILL: i32 = -6;
    pub const SEGV_MAPERR: i32 = 1;
    pub const SEGV_ACCERR: i32 = 2;
    pub const ILL_ILLOPC: i32 = 1;
    pub const ILL_PRVOPC: i32 = 5;
    pub const TRAP_BRKPT: i32 = 1;
    pub const BUS_ADRALN: i32 = 1;
    pub const FPE_FLTDIV: i32 = 3;
    pub const FPE_FLTOVF: i32 = 4;
    pub const FPE_FLTUND: i32 = 5;
    pub const FPE_FLTRES: i32 = 6;
    pub const FPE_FLTINV: i32 = 7;
}
use sa::*;
use sig::*;

/// Caller frame Linux leaves below a signal frame (`__SIGNAL_FRAMESIZE`).
pub const SIGNAL_FRAMESIZE: u32 = 64;
/// Size of siginfo.
pub const SIGINFO_SIZE: u32 = 128;
/// Offset of uc_mcontext in the ucontext.
pub const UC_MCONTEXT: u32 = 192;
/// Size of the mcontext (gregs 192 + fregs 264 + pad 8 + vregs 528).
pub const MCONTEXT_SIZE: u32 = 992;
/// Size of struct rt_sigframe.
pub const RT_FRAME_SIZE: u32 = SIGINFO_SIZE + UC_MCONTEXT + MCONTEXT_SIZE + 56 * 4;
/// Size of struct sigframe.
pub const FRAME_SIZE: u32 = 32 + MCONTEXT_SIZE + 56 * 4;
/// MSR value user code runs with as the kernel reports it (EE, PR, FP, ME, IR, DR, RI).
pub const USER_MSR: u32 = 0xd032;

/// A disposition (`struct sigaction` as the kernel keeps it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SigAction {
    /// Handler address, SIG_DFL or SIG_IGN.
    pub handler: u32,
    /// SA_* flags.
    pub flags: u32,
    /// Signals blocked while the handler runs.
    pub mask: u64,
}

/// The siginfo fields this emulation fills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SigInfo {
    /// si_signo.
    pub signo: u32,
    /// si_code.
    pub code: i32,
    /// First union word: si_addr for faults, si_pid for kill.
    pub word0: u32,
    /// Second union word: si_uid for kill.
    pub word1: u32,
}

/// One interval timer (ns of its clock; 0 = disarmed).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ITimer {
    /// Absolute expiry on the timer's clock, 0 if disarmed.
    pub deadline: u64,
    /// Reload interval.
    pub interval: u64,
}

/// Per-process signal state.
#[derive(Clone, Debug)]
pub struct SignalState {
    /// Dispositions, index = signo.
    pub actions: [SigAction; NSIG + 1],
    /// Blocked mask (bit n-1 = signal n).
    pub blocked: u64,
    /// Pending mask.
    pub pending: u64,
    /// Info of each pending signal (standard signals queue once).
    pub info: [SigInfo; NSIG + 1],
    /// sigaltstack: (ss_sp, ss_flags, ss_size).
    pub altstack: (u32, u32, u32),
    /// ITIMER_REAL (monotonic ns), ITIMER_VIRTUAL, ITIMER_PROF (CPU ns).
    pub timers: [ITimer; 3],
    /// The mask to save in the next frame instead of the current one (sigsuspend).
    pub saved_mask: Option<u64>,
}

impl Default for SignalState {
    fn default() -> Self {
        SignalState {
            actions: [SigAction::default(); NSIG + 1],
            blocked: 0,
            pending: 0,
            info: [SigInfo::default(); NSIG + 1],
            altstack: (0, SS_DISABLE, 0),
            timers: [ITimer::default(); 3],
            saved_mask: None,
        }
    }
}

/// The bit of signal `n` in a mask.
pub fn bit(n: u32) -> u64 {
    1u64 << (n - 1)
}

/// What the default action of a signal does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Default_ {
    /// Terminate (or dump core: the same here).
    Terminate,
    /// Nothing (SIGCHLD, SIGURG, SIGWINCH, SIGCONT, and the stop signals: a
    /// single-process emulation has nobody to resume it).
    Ignore,
}

/// The default action of `signo`.
pub fn default_action(signo: u32) -> Default_ {
    match signo {
        SIGCHLD | SIGURG | SIGWINCH | SIGCONT | SIGSTOP | SIGTSTP | SIGTTIN | SIGTTOU => {
            Default_::Ignore
        }
        _ => Default_::Terminate,
    }
}

/// Outcome of trying to deliver pending signals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Nothing (more) to do.
    None,
    /// A handler frame was set up; the CPU now runs the handler.
    Handler,
    /// The process dies of this signal.
    Kill(u32),
}

impl SignalState {
    /// Queues `info.signo` (a standard signal already pending is not queued twice).
    pub fn raise(&mut self, info: SigInfo) {
        let n = info.signo;
        if n == 0 || n as usize > NSIG {
            return;
        }
        if self.pending & bit(n) == 0 {
            self.info[n as usize] = info;
        }
        self.pending |= bit(n);
    }

    /// Whether a signal is pending and not blocked.
    pub fn deliverable(&self) -> bool {
        self.pending & !self.blocked != 0
    }

    /// The instruction count at which the next timer expires.
    pub fn next_deadline(&self, clock: &Clock) -> u64 {
        let mut d = u64::MAX;
        let [real, virt, prof] = self.timers;
        if real.deadline != 0 {
            d = d.min(clock.icount_at_monotonic(real.deadline));
        }
        for t in [virt, prof] {
            if t.deadline != 0 {
                // CPU time is instructions × NS_PER_INSN.
                d = d.min(t.deadline.div_ceil(crate::time::NS_PER_INSN));
            }
        }
        d
    }

    /// Fires the timers that expired at `icount`.
    pub fn expire_timers(&mut self, clock: &Clock, icount: u64) {
        let now = [
            clock.monotonic_ns(icount),
            clock.cpu_ns(icount),
            clock.cpu_ns(icount),
        ];
        let signals = [SIGALRM, SIGVTALRM, SIGPROF];
        for i in 0..3 {
            let t = &mut self.timers[i];
            if t.deadline != 0 && t.deadline <= now[i] {
                if t.interval == 0 {
                    t.deadline = 0;
                } else {
                    while t.deadline <= now[i] {
                        t.deadline += t.interval;
                    }
                }
                self.raise(SigInfo {
                    signo: signals[i],
                    code: code::SI_KERNEL,
                    ..Default::default()
                });
            }
        }
    }

    /// Delivers the pending unblocked signals (lowest number first), stacking one frame
    /// per handled signal.
    pub fn deliver<M: AddressSpace>(&mut self, cpu: &mut Cpu, mem: &mut M) -> Delivery {
        let mut any = false;
        loop {
            let ready = self.pending & !self.blocked;
            if ready == 0 {
                if let Some(m) = self.saved_mask.take() {
                    self.blocked = m;
                }
                return if any {
                    Delivery::Handler
                } else {
                    Delivery::None
                };
            }
            let n = ready.trailing_zeros() + 1;
            self.pending &= !bit(n);
            let info = self.info[n as usize];
            let act = self.actions[n as usize];
            match act.handler {
                SIG_IGN => continue,
                SIG_DFL => match default_action(n) {
                    Default_::Ignore => continue,
                    Default_::Terminate => return Delivery::Kill(n),
                },
                _ => {}
            }
            let old_mask = self.saved_mask.take().unwrap_or(self.blocked);
            let r = if act.flags & SA_SIGINFO != 0 {
                self.setup_rt_frame(cpu, mem, &act, &info, old_mask)
            } else {
                self.setup_frame(cpu, mem, &act, n, old_mask)
            };
            if r.is_err() {
                // Linux's force_sigsegv: a frame that cannot be written kills.
                return Delivery::Kill(SIGSEGV);
            }
            self.blocked |= act.mask;
            if act.flags & SA_NODEFER == 0 {
                self.blocked |= bit(n);
            }
            self.blocked &= !(bit(SIGKILL) | bit(SIGSTOP));
            if act.flags & SA_RESETHAND != 0 {
                self.actions[n as usize] = SigAction::default();
            }
            any = true;
        }
    }

    /// Whether `sp` lies on the alternate stack.
    fn on_altstack(&self, sp: u32) -> bool {
        let (ss, flags, size) = self.altstack;
        flags & SS_DISABLE == 0 && sp.wrapping_sub(ss) < size
    }

    fn frame_sp(&self, cpu: &Cpu, act: &SigAction) -> u32 {
        let sp = cpu.gpr[1];
        let (ss, flags, size) = self.altstack;
        if act.flags & SA_ONSTACK != 0 && flags & SS_DISABLE == 0 && !self.on_altstack(sp) {
            ss.wrapping_add(size)
        } else {
            sp
        }
    }

    fn setup_rt_frame<M: AddressSpace>(
        &self,
        cpu: &mut Cpu,
        mem: &mut M,
        act: &SigAction,
        info: &SigInfo,
        old_mask: u64,
    ) -> Result<(), MemFault> {
        let sp = self.frame_sp(cpu, act);
        let frame = sp.wrapping_sub(RT_FRAME_SIZE) & !15;
        let uc = frame + SIGINFO_SIZE;
        let mut b = vec![0u8; RT_FRAME_SIZE as usize];
        put(&mut b, 0, info.signo);
        put(&mut b, 8, info.code as u32);
        put(&mut b, 12, info.word0);
        put(&mut b, 16, info.word1);
        let u = SIGINFO_SIZE as usize;
        let (ss, flags, size) = self.altstack;
        put(&mut b, u + 8, ss);
        put(
            &mut b,
            u + 12,
            if self.on_altstack(cpu.gpr[1]) {
                SS_ONSTACK
            } else {
                flags
            },
        );
        put(&mut b, u + 16, size);
        put(&mut b, u + 48, uc + UC_MCONTEXT);
        put(&mut b, u + 52, old_mask as u32);
        put(&mut b, u + 56, (old_mask >> 32) as u32);
        let mc = u + UC_MCONTEXT as usize;
        save_mcontext(&mut b[mc..], cpu, 0xac);
        mem.write(frame, &b)?;
        let newsp = frame - (SIGNAL_FRAMESIZE + 16);
        mem.write_u32_be(newsp, cpu.gpr[1])?;
        cpu.gpr[1] = newsp;
        cpu.gpr[3] = info.signo;
        cpu.gpr[4] = frame;
        cpu.gpr[5] = uc;
        cpu.gpr[6] = frame;
        cpu.lr = RT_SIGRETURN_TRAMP;
        cpu.pc = act.handler;
        cpu.reserve = None;
        Ok(())
    }

    fn setup_frame<M: AddressSpace>(
        &self,
        cpu: &mut Cpu,
        mem: &mut M,
        act: &SigAction,
        signo: u32,
        old_mask: u64,
    ) -> Result<(), MemFault> {
        let sp = self.frame_sp(cpu, act);
        let frame = sp.wrapping_sub(FRAME_SIZE) & !15;
        let mut b = vec![0u8; FRAME_SIZE as usize];
        put(&mut b, 12, (old_mask >> 32) as u32);
        put(&mut b, 16, signo);
        put(&mut b, 20, act.handler);
        put(&mut b, 24, old_mask as u32);
        put(&mut b, 28, frame + 32);
        save_mcontext(&mut b[32..], cpu, 0x77);
        mem.write(frame, &b)?;
        let newsp = frame - SIGNAL_FRAMESIZE;
        mem.write_u32_be(newsp, cpu.gpr[1])?;
        cpu.gpr[1] = newsp;
        cpu.gpr[3] = signo;
        cpu.gpr[4] = frame;
        cpu.lr = SIGRETURN_TRAMP;
        cpu.pc = act.handler;
        cpu.reserve = None;
        Ok(())
    }

    /// rt_sigreturn: restores registers and mask from the RT frame at r1.
    pub fn rt_sigreturn<M: AddressSpace>(
        &mut self,
        cpu: &mut Cpu,
        mem: &mut M,
    ) -> Result<(), MemFault> {
        let uc = cpu.gpr[1]
            .wrapping_add(SIGNAL_FRAMESIZE + 16)
            .wrapping_add(SIGINFO_SIZE);
        let lo = mem.read_u32_be(uc + 52)?;
        let hi = mem.read_u32_be(uc + 56)?;
        let mc = mem.read_u32_be(uc + 48)?;
        restore_mcontext(cpu, mem, mc)?;
        self.set_blocked(u64::from(lo) | u64::from(hi) << 32);
        Ok(())
    }

    /// sigreturn: restores registers and mask from the non-RT frame at r1.
    pub fn sigreturn<M: AddressSpace>(
        &mut self,
        cpu: &mut Cpu,
        mem: &mut M,
    ) -> Result<(), MemFault> {
        let sc = cpu.gpr[1].wrapping_add(SIGNAL_FRAMESIZE);
        let hi = mem.read_u32_be(sc + 12)?;
        let lo = mem.read_u32_be(sc + 24)?;
        let mc = mem.read_u32_be(sc + 28)?;
        restore_mcontext(cpu, mem, mc)?;
        self.set_blocked(u64::from(lo) | u64::from(hi) << 32);
        Ok(())
    }

    /// Sets the blocked mask (SIGKILL and SIGSTOP cannot be blocked).
    pub fn set_blocked(&mut self, m: u64) {
        self.blocked = m & !(bit(SIGKILL) | bit(SIGSTOP));
    }
}

fn put(b: &mut [u8], at: usize, v: u32) {
    b[at..at + 4].copy_from_slice(&v.to_be_bytes());
}

fn get(b: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

/// mc_gregs indices (asm/ptrace.h).
const PT_NIP: usize = 32;
const PT_MSR: usize = 33;
const PT_ORIG_R3: usize = 34;
const PT_CTR: usize = 35;
const PT_LNK: usize = 36;
const PT_XER: usize = 37;
const PT_CCR: usize = 38;
const FREGS: usize = 48 * 4;
const MC_PAD: usize = FREGS + 33 * 8;

/// Writes the registers into an mcontext image, with the `li r0,nr; sc` trampoline in
/// mc_pad as Linux writes it when there is no vDSO.
fn save_mcontext(b: &mut [u8], cpu: &Cpu, nr: u32) {
    for (i, &r) in cpu.gpr.iter().enumerate() {
        put(b, 4 * i, r);
    }
    put(b, 4 * PT_NIP, cpu.pc);
    put(b, 4 * PT_MSR, USER_MSR);
    put(b, 4 * PT_ORIG_R3, cpu.gpr[3]);
    put(b, 4 * PT_CTR, cpu.ctr);
    put(b, 4 * PT_LNK, cpu.lr);
    put(b, 4 * PT_XER, cpu.xer);
    put(b, 4 * PT_CCR, cpu.cr);
    for (i, &f) in cpu.fpr.iter().enumerate() {
        b[FREGS + 8 * i..FREGS + 8 * i + 8].copy_from_slice(&f.to_be_bytes());
    }
    put(b, FREGS + 32 * 8 + 4, cpu.fpscr);
    put(b, MC_PAD, 0x3800_0000 | nr);
    put(b, MC_PAD + 4, 0x4400_0002);
}

fn restore_mcontext<M: AddressSpace>(cpu: &mut Cpu, mem: &mut M, mc: u32) -> Result<(), MemFault> {
    let mut b = vec![0u8; MC_PAD];
    mem.read(mc, &mut b)?;
    for i in 0..32 {
        cpu.gpr[i] = get(&b, 4 * i);
    }
    cpu.pc = get(&b, 4 * PT_NIP);
    cpu.ctr = get(&b, 4 * PT_CTR);
    cpu.lr = get(&b, 4 * PT_LNK);
    cpu.xer = get(&b, 4 * PT_XER);
    cpu.cr = get(&b, 4 * PT_CCR);
    for i in 0..32 {
        let mut w = [0u8; 8];
        w.copy_from_slice(&b[FREGS + 8 * i..FREGS + 8 * i + 8]);
        cpu.fpr[i] = u64::from_be_bytes(w);
    }
    cpu.fpscr = get(&b, FREGS + 32 * 8 + 4);
    cpu.reserve = None;
    Ok(())
}
