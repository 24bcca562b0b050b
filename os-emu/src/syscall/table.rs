//! The system call table: every supported call once, as `number name => handler`.
//!
//! `syscall_table!` turns the table into the dispatch `match` (a number listed twice
//! is an unreachable pattern, which this module denies: it does not compile) and into
//! [`SUPPORTED`], the (number, name) list the tests check against the generated
//! [`super::names`] (each name must be the kernel's name of its number). A handler is an
//! expression over `k` (the [`Os`], whose topics it borrows field by field: `k.files`,
//! `k.mm`, `k.sig`, `k.clock`, `k.rng`, `k.process`, `k.effects`), `a` (the six argument
//! registers r3..r8), `cpu` and `mem`; the table line shows which topics a call may touch.
//!
//! Adding a call: one line here (kept in number order within its topic) and its handler,
//! a method of the topic it changes.

use isa_ppc::cpu::Cpu;

use super::fs::AT_FDCWD;
use super::fsmeta::AT_REMOVEDIR;
use super::{err, process, Args, SysResult, GUEST_PID};
use crate::errno::ENOSYS;
use crate::fd::oflag::O_CLOEXEC;
use crate::signal::code;
use crate::space::AddressSpace;
use crate::stack::GUEST_UID;
use crate::Os;

/// Generates [`SUPPORTED`] and `Os::dispatch_table` from the table's lines.
macro_rules! syscall_table {
    (|$k:ident, $a:ident, $cpu:ident, $mem:ident|
     $( $nr:literal $name:ident => $handler:expr, )*) => {
        /// Every supported system call as (number, name), in table order.
        pub const SUPPORTED: &[(u32, &str)] = &[$(($nr, stringify!($name)),)*];

        impl Os {
            /// Runs the handler of call `nr`; `None` when the table has no such call.
            #[deny(unreachable_patterns)] // a number listed twice
            pub(super) fn dispatch_table<M: AddressSpace>(
                &mut self,
                nr: u32,
                $a: Args,
                $cpu: &mut Cpu,
                $mem: &mut M,
            ) -> Option<SysResult> {
                let $k = self;
                Some(match nr {
                    $($nr => $handler,)*
                    _ => return None,
                })
            }
        }
    };
}

syscall_table! { |k, a, cpu, mem|
    // Files: descriptors, reading and writing (fs.rs). A read through a descriptor
    // first writes back shared mappings, so that it sees stores made through them.
    3   read          => { k.mm.flush_all(mem); k.files.read(&mut k.rng, a[0], a[1], a[2], mem) },
    4   write         => k.files.write(&k.clock, a[0], a[1], a[2], mem),
    5   open          => k.files.openat(&k.clock, AT_FDCWD, a[0], a[1], a[2], mem),
    6   close         => { k.mm.flush_all(mem); k.files.close(a[0]) },
    12  chdir         => k.files.chdir(a[0], mem),
    19  lseek         => k.files.lseek32(a[0], a[1], a[2]),
    36  sync          => Ok(0),
    41  dup           => k.files.dup_to(a[0], None, false),
    42  pipe          => k.files.pipe(a[0], 0, mem),
    54  ioctl         => k.files.ioctl(a[0], a[1], a[2], mem),
    55  fcntl         => k.files.fcntl(a[0], a[1], a[2]),
    63  dup2          => k.files.dup_to(a[0], Some(a[1]), false),
    93  ftruncate     => k.files.ftruncate(&k.clock, a[0], u64::from(a[1])),
    118 fsync         => Ok(0),
    140 _llseek       => k.files.llseek(a, mem),
    145 readv         => { k.mm.flush_all(mem); k.files.readv_writev(None, &mut k.rng, a, mem) },
    146 writev        => k.files.readv_writev(Some(&k.clock), &mut k.rng, a, mem),
    148 fdatasync     => Ok(0),
    179 pread64       => { k.mm.flush_all(mem); k.files.pread_pwrite(None, a, mem) },
    180 pwrite64      => k.files.pread_pwrite(Some(&k.clock), a, mem),
    182 getcwd        => k.files.getcwd(a[0], a[1], mem),
    // 64-bit lengths travel in an aligned register pair: r5 (high), r6 (low).
    194 ftruncate64   => k.files.ftruncate(&k.clock, a[0], u64::from(a[2]) << 32 | u64::from(a[3])),
    202 getdents64    => k.files.getdents64(a[0], a[1], a[2], mem),
    204 fcntl64       => k.files.fcntl(a[0], a[1], a[2]),
    286 openat        => k.files.openat(&k.clock, a[0], a[1], a[2], a[3], mem),
    316 dup3          => k.files.dup_to(a[0], Some(a[1]), a[2] & O_CLOEXEC != 0),
    317 pipe2         => k.files.pipe(a[0], a[1], mem),

    // Files: waiting for descriptors (poll.rs); a wait that nothing can end is a
    // deadlock unless a timer is pending.
    142 _newselect    => k.files.select(&mut k.sig, &mut k.clock, a, None, mem),
    167 poll          => k.files.poll(&mut k.sig, &mut k.clock, a, None, mem),
    280 pselect6      => k.files.select(&mut k.sig, &mut k.clock, a, Some(false), mem),
    281 ppoll         => k.files.poll(&mut k.sig, &mut k.clock, a, Some(false), mem),
    413 pselect6_time64 => k.files.select(&mut k.sig, &mut k.clock, a, Some(true), mem),
    414 ppoll_time64  => k.files.poll(&mut k.sig, &mut k.clock, a, Some(true), mem),

    // Files: metadata and the namespace (fsmeta.rs).
    10  unlink        => k.files.unlink(AT_FDCWD, a[0], 0, mem),
    33  access        => k.files.access(AT_FDCWD, a[0], a[1], mem),
    38  rename        => k.files.rename(AT_FDCWD, a[0], AT_FDCWD, a[1], mem),
    39  mkdir         => k.files.mkdir(AT_FDCWD, a[0], a[1], mem),
    40  rmdir         => k.files.unlink(AT_FDCWD, a[0], AT_REMOVEDIR, mem),
    83  symlink       => k.files.symlink(a[0], AT_FDCWD, a[1], mem),
    85  readlink      => k.files.readlink(AT_FDCWD, a[0], a[1], a[2], mem),
    195 stat64        => k.files.stat64(a[0], true, a[1], mem),
    196 lstat64       => k.files.stat64(a[0], false, a[1], mem),
    197 fstat64       => k.files.fstat64(a[0], a[1], mem),
    287 mkdirat       => k.files.mkdir(a[0], a[1], a[2], mem),
    291 fstatat64     => k.files.fstatat64(a, mem),
    292 unlinkat      => k.files.unlink(a[0], a[1], a[2], mem),
    293 renameat      => k.files.rename(a[0], a[1], a[2], a[3], mem),
    295 symlinkat     => k.files.symlink(a[0], a[1], a[2], mem),
    296 readlinkat    => k.files.readlink(a[0], a[1], a[2], a[3], mem),
    298 faccessat     => k.files.access(a[0], a[1], a[2], mem),
    357 renameat2     => k.files.rename(a[0], a[1], a[2], a[3], mem),
    383 statx         => k.files.statx(a, mem),
    439 faccessat2    => k.files.access(a[0], a[1], a[2], mem),

    // Mappings (mem.rs).
    45  brk           => Ok(k.mm.brk(a[0], mem)),
    90  mmap          => k.mm.mmap(&mut k.files.fds, &mut k.rng, a, mem),
    91  munmap        => k.mm.munmap(&mut k.effects, a[0], a[1], mem),
    125 mprotect      => k.mm.mprotect(a[0], a[1], a[2], mem),
    144 msync         => k.mm.msync(a[0], a[1], mem),
    163 mremap        => k.mm.mremap(a, mem),
    192 mmap2         => k.mm.mmap2(&mut k.files.fds, &mut k.rng, a, mem),
    205 madvise       => k.mm.madvise(a[0], a[1], a[2], mem),
    206 mincore       => k.mm.mincore(a[0], a[1], a[2], mem),

    // Clock, sleeps and interval timers (time.rs).
    13  time          => k.clock.time(a[0], mem),
    27  alarm         => k.sig.alarm(&k.clock, a[0]),
    29  pause         => k.sig.wait_for_signal(&mut k.clock),
    43  times         => k.clock.times(a[0], mem),
    78  gettimeofday  => k.clock.gettimeofday(a[0], a[1], mem),
    104 setitimer     => k.sig.setitimer(&k.clock, a[0], a[1], a[2], mem),
    105 getitimer     => k.sig.getitimer(&k.clock, a[0], a[1], mem),
    162 nanosleep     => k.clock.nanosleep(&k.sig, a[0], a[1], mem),
    246 clock_gettime => k.clock.clock_gettime(a[0], a[1], false, mem),
    247 clock_getres  => k.clock.clock_getres(a[0], a[1], false, mem),
    248 clock_nanosleep => k.clock.clock_nanosleep(&k.sig, a, false, mem),
    403 clock_gettime64 => k.clock.clock_gettime(a[0], a[1], true, mem),
    406 clock_getres_time64 => k.clock.clock_getres(a[0], a[1], true, mem),
    407 clock_nanosleep_time64 => k.clock.clock_nanosleep(&k.sig, a, true, mem),

    // Signals (sig.rs).
    37  kill          => k.sig.kill(a[0] as i32, a[1], code::SI_USER),
    67  sigaction     => k.sig.old_sigaction(a[0], a[1], a[2], mem),
    119 sigreturn     => k.sig.return_from_handler(false, cpu, mem),
    126 sigprocmask   => k.sig.old_sigprocmask(a[0], a[1], a[2], mem),
    172 rt_sigreturn  => k.sig.return_from_handler(true, cpu, mem),
    173 rt_sigaction  => k.sig.rt_sigaction(a[0], a[1], a[2], a[3], mem),
    174 rt_sigprocmask => k.sig.rt_sigprocmask(a[0], a[1], a[2], a[3], mem),
    175 rt_sigpending => k.sig.rt_sigpending(a[0], mem),
    // The timeout (32- or 64-bit timespec) only matters when no timer fires first.
    176 rt_sigtimedwait => k.sig.sigtimedwait(&mut k.clock, a[0], a[1], a[2], mem),
    178 rt_sigsuspend => k.sig.sigsuspend(&mut k.clock, a[0], mem),
    185 sigaltstack   => k.sig.sigaltstack(a[0], a[1], cpu.gpr[1], mem),
    208 tkill         => k.sig.kill(a[0] as i32, a[1], code::SI_TKILL),
    250 tgkill        => k.sig.tgkill(a[0], a[1], a[2]),
    421 rt_sigtimedwait_time64 => k.sig.sigtimedwait(&mut k.clock, a[0], a[1], a[2], mem),

    // The process: identity, limits, glibc's start-up (process.rs).
    1   exit          => process::exit(a[0]),
    20  getpid        => Ok(GUEST_PID),
    24  getuid        => Ok(GUEST_UID),
    47  getgid        => Ok(GUEST_UID),
    49  geteuid       => Ok(GUEST_UID),
    50  getegid       => Ok(GUEST_UID),
    60  umask         => Ok(0o022),
    64  getppid       => Ok(GUEST_PID - 1),
    65  getpgrp       => Ok(GUEST_PID),
    75  setrlimit     => { let r = k.process.setrlimit(a[0], a[1], mem); k.files.fds.set_limit(k.process.nofile()); r },
    76  getrlimit     => k.process.getrlimit(a[0], a[1], mem),
    77  getrusage     => process::getrusage(&k.clock, &k.mm.vmas, a[0], a[1], mem),
    116 sysinfo       => process::sysinfo(&k.clock, a[0], mem),
    122 uname         => process::uname(a[0], mem),
    132 getpgid       => Ok(GUEST_PID),
    158 sched_yield   => Ok(0),
    190 ugetrlimit    => k.process.getrlimit(a[0], a[1], mem),
    207 gettid        => Ok(GUEST_PID),
    221 futex         => process::futex(a, mem),
    223 sched_getaffinity => process::sched_getaffinity(a[1], a[2], mem),
    232 set_tid_address => Ok(GUEST_PID),
    234 exit_group    => process::exit(a[0]),
    300 set_robust_list => Ok(0),
    325 prlimit64     => { let r = k.process.prlimit64(a, mem); k.files.fds.set_limit(k.process.nofile()); r },
    359 getrandom     => process::getrandom(&mut k.rng, a[0], a[1], mem),
    // glibc falls back quietly when rseq is missing: ENOSYS without the warning.
    387 rseq          => err(ENOSYS),
    422 futex_time64  => process::futex(a, mem),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_is_listed_once() {
        let mut seen = std::collections::HashSet::new();
        for (nr, name) in SUPPORTED {
            assert!(seen.insert(nr), "{name} ({nr}) is listed twice");
        }
    }

    #[test]
    fn every_name_is_the_kernels_name_of_its_number() {
        for &(nr, name) in SUPPORTED {
            assert_eq!(
                super::super::names::syscall_name(nr),
                Some(name),
                "table line {nr} {name}"
            );
        }
    }
}
