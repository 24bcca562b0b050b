//! System call behaviours through `Os::syscall`: the ppc32 error convention, memory
//! management, simulated time, resource usage, seeded randomness, identity, and the
//! sandbox.

mod common;

use common::MockMem;
use isa_ppc::cpu::Cpu;
use os_emu::space::{AddressSpace, Prot, MMAP_BASE};
use os_emu::syscall::CR0_SO;
use os_emu::{Action, Effect, Exit, Os, OsConfig};

const BUF: u32 = 0x6000_0000;

struct T {
    os: Os,
    m: MockMem,
    cpu: Cpu,
    _dir: tempfile::TempDir,
}

impl T {
    fn new(seed: u64) -> T {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("work")).unwrap();
        std::fs::write(dir.path().join("outside.txt"), b"secret").unwrap();
        std::fs::write(dir.path().join("work/in.txt"), b"hello").unwrap();
        let cfg = OsConfig {
            cwd: Some(dir.path().join("work")),
            seed,
            ..OsConfig::default()
        };
        let mut m = MockMem::default();
        m.map(BUF, 0x4000, Prot::READ | Prot::WRITE);
        T {
            os: Os::new(cfg),
            m,
            cpu: Cpu::default(),
            _dir: dir,
        }
    }

    /// Makes system call `nr` at instruction count `icount`; returns (r3, error?).
    fn sys_at(&mut self, icount: u64, nr: u32, args: &[u32]) -> (u32, bool) {
        self.cpu.gpr[0] = nr;
        for (i, a) in args.iter().enumerate() {
            self.cpu.gpr[3 + i] = *a;
        }
        assert_eq!(
            self.os.syscall(&mut self.cpu, &mut self.m, icount),
            Action::Continue
        );
        (self.cpu.gpr[3], self.cpu.cr & CR0_SO != 0)
    }

    fn sys(&mut self, nr: u32, args: &[u32]) -> (u32, bool) {
        self.sys_at(0, nr, args)
    }

    fn put_str(&mut self, at: u32, s: &str) {
        let mut b = s.as_bytes().to_vec();
        b.push(0);
        self.m.write(at, &b).unwrap();
    }
}

#[test]
fn unknown_syscall_is_enosys_with_cr0_so() {
    let mut t = T::new(0);
    t.cpu.cr = 0;
    assert_eq!(t.sys(9999, &[]), (38, true));
    // Success clears SO again.
    assert_eq!(t.sys(20, &[]), (1000, false));
}

#[test]
fn exit_group_ends_the_process() {
    let mut t = T::new(0);
    t.cpu.gpr[0] = 234;
    t.cpu.gpr[3] = 0x1_07; // only the low 8 bits count
    assert_eq!(
        t.os.syscall(&mut t.cpu, &mut t.m, 0),
        Action::Exit(Exit::Code(7))
    );
}

#[test]
fn brk_grows_and_mmap_places_top_down() {
    let mut t = T::new(0);
    // Without a loaded program brk starts at 0: growing from there maps pages.
    let (b0, _) = t.sys(45, &[0]);
    let (b1, _) = t.sys(45, &[b0 + 0x2345]);
    assert_eq!(b1, b0 + 0x2345);
    // mmap2(NULL, 3 pages, RW, PRIVATE|ANON, -1, 0)
    let (a, e) = t.sys(192, &[0, 0x3000, 3, 0x22, u32::MAX, 0]);
    assert!(!e);
    assert_eq!(a % 4096, 0);
    assert_eq!(a, MMAP_BASE - 0x3000, "the first mapping ends at mmap_base");
    assert!(t.m.pages.contains_key(&(a >> 12)));
    let (b, _) = t.sys(192, &[0, 0x1000, 3, 0x22, u32::MAX, 0]);
    assert_eq!(b, a - 0x1000, "the next one below it");
    // munmap the first; mprotect on it now fails with ENOMEM.
    assert_eq!(t.sys(91, &[a, 0x3000]), (0, false));
    assert!(!t.m.pages.contains_key(&(a >> 12)));
    assert_eq!(t.sys(125, &[a, 0x1000, 1]), (12, true));
    // Unaligned munmap is EINVAL; the reserved top of the address space is refused.
    assert_eq!(t.sys(91, &[b + 1, 0x1000]), (22, true));
    assert_eq!(t.sys(91, &[0x7fff_e000, 0x1000]), (22, true));
}

#[test]
fn munmap_reports_the_page_rounded_range_only_when_it_succeeds() {
    let mut t = T::new(0);
    let (a, _) = t.sys(192, &[0, 0x3000, 3, 0x22, u32::MAX, 0]);
    assert!(t.os.effects().is_empty(), "mmap has no effect to report");
    // Failing calls (EINVAL) report nothing.
    assert_eq!(t.sys(91, &[a + 1, 0x1000]), (22, true));
    assert!(t.os.effects().is_empty(), "unaligned start");
    assert_eq!(t.sys(91, &[a, 0]), (22, true));
    assert!(t.os.effects().is_empty(), "zero length");
    assert_eq!(t.sys(91, &[0x7fff_e000, 0x1000]), (22, true));
    assert!(t.os.effects().is_empty(), "reserved top");
    // Success: the length rounded up to whole pages.
    assert_eq!(t.sys(91, &[a, 0x1001]), (0, false));
    assert_eq!(
        t.os.effects(),
        &[Effect::Unmapped {
            start: a,
            len: 0x2000
        }]
    );
    // Each entry starts a new list.
    t.sys(20, &[]);
    assert!(t.os.effects().is_empty());
}

#[test]
fn mremap_moves_contents() {
    let mut t = T::new(0);
    let (a, _) = t.sys(192, &[0, 0x1000, 3, 0x22, u32::MAX, 0]);
    t.m.write(a + 8, b"payload").unwrap();
    // Block growth in place with a mapping right above.
    let (a2, _) = t.sys(192, &[0, 0x1000, 3, 0x22, u32::MAX, 0]);
    assert_eq!(a2, a - 0x1000);
    let (n, e) = t.sys(163, &[a2, 0x1000, 0x1000, 0, 0]);
    assert_eq!((n, e), (a2, false));
    let (moved, e) = t.sys(163, &[a, 0x1000, 0x3000, 1 /* MAYMOVE */, 0]);
    assert!(!e);
    let mut b = [0u8; 7];
    t.m.read(moved + 8, &mut b).unwrap();
    assert_eq!(&b, b"payload");
}

#[test]
fn clocks_advance_with_instructions_and_sleep() {
    let mut t = T::new(0);
    t.sys_at(0, 403, &[1, BUF]);
    let s0 = (t.m.u32(BUF + 4), t.m.u32(BUF + 12));
    t.sys_at(2_000_000_000, 403, &[1, BUF]);
    let s1 = (t.m.u32(BUF + 4), t.m.u32(BUF + 12));
    assert_eq!(s1.0 - s0.0, 2, "2e9 instructions = 2 s");
    assert_eq!(s1.1, s0.1);
    // nanosleep(1.5 s) advances the clock without instructions.
    t.m.write(BUF + 0x100, &[0, 0, 0, 1, 0x1d, 0xcd, 0x65, 0x00])
        .unwrap();
    assert_eq!(t.sys_at(2_000_000_000, 162, &[BUF + 0x100, 0]), (0, false));
    t.sys_at(2_000_000_000, 403, &[1, BUF]);
    assert_eq!(t.m.u32(BUF + 4) - s1.0, 1);
    assert_eq!(t.m.u32(BUF + 12) - s1.1, 500_000_000);
}

#[test]
fn getrusage_reports_the_simulated_cpu_time_and_the_peak_of_mapped_memory() {
    let mut t = T::new(0);
    // 3 pages mapped, then unmapped, then 1: the peak (ru_maxrss) stays 12 KiB.
    let (a, _) = t.sys(192, &[0, 0x3000, 3, 0x22, u32::MAX, 0]);
    assert_eq!(t.sys(91, &[a, 0x3000]), (0, false));
    t.sys(192, &[0, 0x1000, 3, 0x22, u32::MAX, 0]);
    let words = |t: &mut T| -> Vec<u32> { (0..18).map(|i| t.m.u32(BUF + 4 * i)).collect() };
    let mut want = vec![0u32; 18];
    // RUSAGE_SELF (0) and RUSAGE_THREAD (1) at 2.5 s of CPU time (1 instruction = 1 ns):
    // ru_utime = 2 s 500,000 us, ru_stime = 0, ru_maxrss = 12, the rest 0; 72 bytes.
    for who in [0, 1] {
        t.m.write(BUF, &[0xff; 76]).unwrap();
        assert_eq!(t.sys_at(2_500_000_999, 77, &[who, BUF]), (0, false));
        (want[0], want[1], want[4]) = (2, 500_000, 12);
        assert_eq!(words(&mut t)[..18], want, "who {who}");
        assert_eq!(t.m.u32(BUF + 72), u32::MAX, "72 bytes, no more");
    }
    // RUSAGE_CHILDREN (-1): the guest has none.
    assert_eq!(t.sys_at(2_500_000_999, 77, &[u32::MAX, BUF]), (0, false));
    assert_eq!(words(&mut t), vec![0; 18]);
    // Another who is EINVAL, before the pointer is looked at; a bad pointer is EFAULT.
    for who in [2, 3, u32::MAX - 1] {
        assert_eq!(t.sys(77, &[who, BUF]), (22, true), "who {who}");
        assert_eq!(t.sys(77, &[who, 0x10]), (22, true), "who {who}");
    }
    assert_eq!(t.sys(77, &[0, 0x10]), (14, true));
    assert_eq!(
        t.sys(77, &[0, BUF + 0x4000 - 8]),
        (14, true),
        "runs off the mapping"
    );
    // The same run answers the same (deterministic).
    let mut u = T::new(1);
    let (a, _) = u.sys(192, &[0, 0x3000, 3, 0x22, u32::MAX, 0]);
    u.sys(91, &[a, 0x3000]);
    u.sys_at(2_500_000_999, 77, &[0, BUF]);
    assert_eq!(words(&mut u), want);
}

#[test]
fn getrandom_is_seeded() {
    let run = |seed| {
        let mut t = T::new(seed);
        assert_eq!(t.sys(359, &[BUF, 32, 0]), (32, false));
        let mut b = [0u8; 32];
        t.m.read(BUF, &mut b).unwrap();
        b
    };
    assert_eq!(run(1), run(1));
    assert_ne!(run(1), run(2));
}

#[test]
fn uname_is_a_fixed_ppc_linux() {
    let mut t = T::new(0);
    assert_eq!(t.sys(122, &[BUF]), (0, false));
    assert_eq!(t.m.cstr(BUF), "Linux");
    assert_eq!(t.m.cstr(BUF + 65 * 4), "ppc");
}

#[test]
fn files_inside_the_sandbox_only() {
    let mut t = T::new(0);
    t.put_str(BUF, "in.txt");
    let (fd, e) = t.sys(5, &[BUF, 0, 0]);
    assert!(!e, "open in.txt");
    assert_eq!(t.sys(3, &[fd, BUF + 0x100, 100]), (5, false));
    let mut b = [0u8; 5];
    t.m.read(BUF + 0x100, &mut b).unwrap();
    assert_eq!(&b, b"hello");
    assert_eq!(t.sys(6, &[fd]), (0, false));
    assert_eq!(t.sys(6, &[fd]), (9, true), "EBADF after close");
    // Outside the tree: invisible.
    t.put_str(BUF, "../outside.txt");
    assert_eq!(t.sys(5, &[BUF, 0, 0]), (2, true));
    t.put_str(BUF, "/etc/passwd");
    assert_eq!(t.sys(5, &[BUF, 0, 0]), (2, true));
    // Creating inside works; the file appears on the host.
    t.put_str(BUF, "new.txt");
    let (fd, e) = t.sys(5, &[BUF, 0o1101 /* O_WRONLY|O_CREAT|O_TRUNC */, 0o644]);
    assert!(!e);
    t.put_str(BUF + 0x200, "data");
    assert_eq!(t.sys(4, &[fd, BUF + 0x200, 4]), (4, false));
    t.sys(6, &[fd]);
    // /dev/null reads as empty and swallows writes.
    t.put_str(BUF, "/dev/null");
    let (fd, _) = t.sys(5, &[BUF, 2, 0]);
    assert_eq!(t.sys(3, &[fd, BUF, 10]), (0, false));
    assert_eq!(t.sys(4, &[fd, BUF, 10]), (10, false));
    // fstat64 of an in-tree file reports its size at offset 48.
    t.put_str(BUF, "new.txt");
    let (fd, _) = t.sys(5, &[BUF, 0, 0]);
    assert_eq!(t.sys(197, &[fd, BUF + 0x400]), (0, false));
    assert_eq!(t.m.u32(BUF + 0x400 + 52), 4);
    assert_eq!(t.m.u32(BUF + 0x400 + 16) & 0o170000, 0o100000, "S_IFREG");
}

#[test]
fn ioctl_tcgets_on_a_non_tty_is_enotty() {
    let mut t = T::new(0);
    t.put_str(BUF, "in.txt");
    let (fd, _) = t.sys(5, &[BUF, 0, 0]);
    assert_eq!(t.sys(54, &[fd, 0x402c_7413, BUF + 0x100]), (25, true));
}

#[test]
fn mincore_reports_mapped_pages_and_enomem_for_holes() {
    let mut t = T::new(0);
    // mmap2(NULL, 2 pages, RW, PRIVATE|ANON, -1, 0)
    let (a, e) = t.sys(192, &[0, 0x2000, 3, 0x22, u32::MAX, 0]);
    assert!(!e);
    t.m.write(BUF, &[0xee; 4]).unwrap();
    assert_eq!(t.sys(206, &[a, 0x2000, BUF]), (0, false));
    let mut v = [0u8; 4];
    t.m.read(BUF, &mut v).unwrap();
    assert_eq!(v, [1, 1, 0xee, 0xee], "one byte per page, nothing more");
    // A range reaching past the mapping: ENOMEM; unaligned: EINVAL; bad vector: EFAULT.
    assert_eq!(t.sys(206, &[a, 0x3000, BUF]), (12, true));
    assert_eq!(t.sys(206, &[a + 1, 0x1000, BUF]), (22, true));
    assert_eq!(t.sys(206, &[a, 0x1000, 0x10]), (14, true));
}
