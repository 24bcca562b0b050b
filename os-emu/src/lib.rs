//! `os-emu`: the kernel side of the machine — ELF loading, the process image (VMAs,
//! brk, mmap placement), the initial stack, Linux ppc32 system calls, signals with real
//! ppc32 signal frames, interval timers on simulated time, and the file sandbox.
//!
//! ```text
//! guest ELF → os-emu (load, syscalls, signals) → sim-core (run loop) ⇄ isa-ppc
//!                   observers ├→ cache (hierarchy, statistics)
//!                             ├→ featured-address events
//!                             └→ traceio (bzip2 blocks) → analyzer
//! ```
//!
//! os-emu never sees the machine's page tables: it works through the small
//! [`AddressSpace`](space::AddressSpace) trait (map/unmap/protect/read/write), which
//! sim-core implements with its paged memory. sim-core's run loop calls
//! [`Os::syscall`] on `sc`, [`Os::fault`] on an exception and [`Os::tick`] when the
//! instruction count reaches [`Os::next_deadline`]; each returns an [`Action`].
//!
//! System calls are one declarative table ([`syscall::table`]: number, name, handler).
//! [`Os`] keeps its state by topic (files, mappings, signals, clock, process); a handler
//! is a method of the topic it changes and is handed the others it needs. What a call
//! did that the world outside the OS may need (the range a munmap unmapped) is reported
//! as an [`Effect`] in [`Os::effects`].
//!
//! Time is simulated: one retired instruction is one nanosecond of guest time
//! ([`time`]), so every run with the same inputs behaves identically.
//!
//! ```no_run
//! # fn demo<M: os_emu::space::AddressSpace>(mem: &mut M) -> Result<(), os_emu::OsError> {
//! use os_emu::{Os, OsConfig};
//! let mut os = Os::new(OsConfig::default());
//! let mut cpu = isa_ppc::cpu::Cpu::default();
//! os.load(mem, &mut cpu, "hello".as_ref(), &["hello".into()], &[])?;
//! // ... run until `sc`, then: let action = os.syscall(&mut cpu, mem, icount);
//! # Ok(()) }
//! ```
#![warn(missing_docs)]

pub mod beneath;
pub mod elf;
pub mod errno;
pub mod fd;
mod load;
pub mod sandbox;
pub mod signal;
pub mod space;
pub mod stack;
pub mod syscall;
pub mod time;
pub mod vma;

use std::collections::HashSet;
use std::path::PathBuf;

pub use load::DEFAULT_SYSROOT;

/// Errors of the kernel side that stop a run before or outside the guest's control.
#[derive(Debug, thiserror::Error)]
pub enum OsError {
    /// The guest cannot be executed (exit status 126): not ELF, wrong machine, 64-bit,
    /// little-endian, truncated, missing interpreter ...
    #[error("cannot execute guest: {0}")]
    NotExecutable(String),
    /// A host I/O error while loading.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// The host error.
        source: std::io::Error,
    },
}

/// Configuration of the emulated OS.
#[derive(Clone, Debug)]
pub struct OsConfig {
    /// Sysroot for PT_INTERP and absolute library paths.
    pub sysroot: PathBuf,
    /// Seed of AT_RANDOM, getrandom and /dev/urandom.
    pub seed: u64,
    /// Extra directories the guest may read.
    pub allow_read: Vec<PathBuf>,
    /// Extra directories the guest may write (and read): the run's output directory.
    pub allow_write: Vec<PathBuf>,
    /// Host directory that is the guest's working directory and writable tree
    /// (`None`: the host's current directory).
    pub cwd: Option<PathBuf>,
    /// Environment passed to the guest.
    pub env: Vec<String>,
    /// The absolute path under which the guest sees its own executable: what
    /// `readlink("/proc/self/exe")` returns, and a path that opens the executable
    /// (read-only). `None`: the executable's canonical host path, as Linux and QEMU show
    /// it. A fixed name keeps a run independent of where the executable lies on the host
    /// (glibc's start-up reads the link, so its length changes the instruction count).
    pub exe_alias: Option<String>,
    /// Host directories under fixed guest names: (absolute guest path, host directory).
    /// `guest/x` opens `host/x`, with the permissions `host/x` has (a directory in
    /// `allow_write` stays writable). Paths handed to the guest can then be the same on
    /// every host, and so can the run.
    pub dir_aliases: Vec<(String, PathBuf)>,
}

impl Default for OsConfig {
    fn default() -> Self {
        OsConfig {
            sysroot: PathBuf::from(DEFAULT_SYSROOT),
            seed: 0,
            allow_read: Vec::new(),
            allow_write: Vec::new(),
            cwd: None,
            env: Vec::new(),
            exe_alias: None,
            dir_aliases: Vec::new(),
        }
    }
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// `exit`/`exit_group` with this status (low 8 bits).
    Code(u8),
    /// The guest waits for an event that can never come (pause() or a futex wait with
    /// nothing to wake it): reported like `timeout`'s expiry, status 124.
    Hang(&'static str),
    /// Killed by signal `signo` (the shell shows 128+signo).
    Signal {
        /// The signal number.
        signo: u32,
        /// The PC of the instruction that raised it (for synchronous signals) or of
        /// the next instruction.
        pc: u32,
    },
}

impl Exit {
    /// The process exit status a shell reports.
    pub fn status(self) -> i32 {
        match self {
            Exit::Code(c) => i32::from(c),
            Exit::Hang(_) => 124,
            Exit::Signal { signo, .. } => 128 + signo as i32,
        }
    }
}

/// What the run loop does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Keep running from `cpu.pc`.
    Continue,
    /// The process is gone.
    Exit(Exit),
}

/// Something a kernel entry did that an observer outside the OS may want to know: the
/// run loop reads [`Os::effects`] after each system call. A call with no effect (almost
/// every one) leaves the list empty, so a run that ignores effects pays one length check
/// per system call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A successful `munmap` removed the pages `[start, start + len)`: the range it was
    /// asked for, with the length rounded up to whole pages (Linux reports success even
    /// where nothing was mapped, and so does this). A failing munmap reports nothing.
    /// mremap and MAP_FIXED mappings that replace pages report nothing either.
    Unmapped {
        /// First byte (page-aligned).
        start: u32,
        /// Bytes (a multiple of the page size).
        len: u32,
    },
}

/// Where the guest's terminal output goes through: simrun draws a progress line on the
/// terminal and must clear it before the guest writes there, and draw it again after
/// (indicatif's `ProgressBar::suspend`).
pub trait Console: Send + Sync {
    /// Runs `write`, which writes `data`, the guest's bytes, to a terminal.
    fn around_write(&self, data: &[u8], write: &mut dyn FnMut());
}

/// The emulated kernel and process: its state split by topic. A system call handler is
/// a method of the topic it changes and is handed the other topics it needs by the
/// table in [`syscall`], so a file handler cannot reach signal state by accident.
pub struct Os {
    cfg: OsConfig,
    /// Files: sandbox, descriptors, working directory, executable, modification times.
    files: syscall::Files,
    /// Mappings: VMAs, the break, MAP_SHARED file mappings.
    mm: syscall::Mappings,
    /// Signals: actions, mask, pending set, alternate stack, interval timers.
    sig: signal::SignalState,
    /// Simulated time and the instruction count at this kernel entry.
    clock: time::Clock,
    /// The seeded random stream (AT_RANDOM, getrandom, /dev/urandom).
    rng: time::SplitMix,
    /// Process identity and resource limits.
    process: syscall::Process,
    /// Unsupported call numbers already warned about.
    warned: HashSet<u32>,
    /// Effects of the current (or last) kernel entry.
    effects: Vec<Effect>,
}

impl Os {
    /// A fresh process with nothing loaded.
    pub fn new(cfg: OsConfig) -> Os {
        let rng = time::SplitMix::new(cfg.seed ^ 0x5eed_0f9c_0000_0001);
        Os {
            files: syscall::Files::new(&cfg),
            mm: syscall::Mappings::default(),
            sig: signal::SignalState::default(),
            clock: time::Clock::default(),
            rng,
            process: syscall::Process::default(),
            warned: HashSet::new(),
            effects: Vec::new(),
            cfg,
        }
    }

    /// Protects host files `names` (simrun's run-directory files): the guest may neither
    /// write them nor change their names although their directory is writable to it.
    /// Opening them for writing, creating or truncating, unlink, rename (from or onto
    /// them), mkdir and symlink at them are EACCES; reading them is allowed. Their
    /// directories must exist.
    pub fn protect(&mut self, names: &[PathBuf]) {
        self.files.sandbox.protect(names);
    }

    /// Makes the guest's writes to a terminal (its inherited standard streams, when they
    /// are one) go through `console`. Writes to files and pipes do not.
    pub fn set_console(&mut self, console: std::sync::Arc<dyn Console>) {
        self.files.console = Some(console);
    }

    /// The instruction count at which [`Os::tick`] must next be called (a timer
    /// expires), or `u64::MAX`.
    pub fn next_deadline(&self) -> u64 {
        self.sig.next_deadline(&self.clock)
    }

    /// The process's VMAs (for tests and diagnostics).
    pub fn vmas(&self) -> &vma::VmaMap {
        &self.mm.vmas
    }

    /// The current program break.
    pub fn brk(&self) -> u32 {
        self.mm.brk
    }

    /// The effects of the last kernel entry ([`Os::syscall`], [`Os::fault`] or
    /// [`Os::tick`]), in the order they happened; each entry starts a new list.
    pub fn effects(&self) -> &[Effect] {
        &self.effects
    }
}
