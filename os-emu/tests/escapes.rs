//! Regression tests of the sandbox escapes of issue 17, through `Os::syscall` and
//! `Os::load` (the hostile guest programs of sim-core/tests/hostile.rs run the same
//! attacks as real ppc32 programs under simrun). Each planted host file lies outside the
//! sandbox and must stay untouched and unread.

mod common;

use std::path::{Path, PathBuf};

use common::MockMem;
use isa_ppc::cpu::Cpu;
use os_emu::sandbox::{Resolved, Sandbox};
use os_emu::space::{AddressSpace, Prot};
use os_emu::syscall::CR0_SO;
use os_emu::{Action, Os, OsConfig, OsError};

const BUF: u32 = 0x6000_0000;
const PATH_A: u32 = BUF;
const PATH_B: u32 = BUF + 0x400;
const DATA: u32 = BUF + 0x800;
const SECRET: &[u8] = b"host secret, never for the guest";

struct T {
    os: Os,
    m: MockMem,
    cpu: Cpu,
    dir: tempfile::TempDir,
}

impl T {
    fn new() -> T {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("work")).unwrap();
        std::fs::create_dir(dir.path().join("hostdir")).unwrap();
        std::fs::write(dir.path().join("hostdir/secret.txt"), SECRET).unwrap();
        let cfg = OsConfig {
            cwd: Some(dir.path().join("work")),
            ..OsConfig::default()
        };
        let mut m = MockMem::default();
        m.map(BUF, 0x4000, Prot::READ | Prot::WRITE);
        T {
            os: Os::new(cfg),
            m,
            cpu: Cpu::default(),
            dir,
        }
    }

    fn host(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn sys(&mut self, nr: u32, args: &[u32]) -> Result<u32, u32> {
        self.cpu.gpr[0] = nr;
        for (i, a) in args.iter().enumerate() {
            self.cpu.gpr[3 + i] = *a;
        }
        assert_eq!(
            self.os.syscall(&mut self.cpu, &mut self.m, 0),
            Action::Continue
        );
        if self.cpu.cr & CR0_SO != 0 {
            Err(self.cpu.gpr[3])
        } else {
            Ok(self.cpu.gpr[3])
        }
    }

    fn put(&mut self, at: u32, s: &str) {
        let mut b = s.as_bytes().to_vec();
        b.push(0);
        self.m.write(at, &b).unwrap();
    }
}

const O_WRONLY: u32 = 1;
const O_CREAT: u32 = 0o100;
const O_TRUNC: u32 = 0o1000;
const O_DIRECTORY: u32 = 0o40000;

#[test]
fn r17_dangling_symlink_with_o_creat_creates_nothing_outside() {
    let mut t = T::new();
    let target = t.host("created-outside");
    t.put(PATH_A, target.to_str().unwrap());
    t.put(PATH_B, "link");
    assert_eq!(t.sys(83, &[PATH_A, PATH_B]), Ok(0), "symlink");
    t.put(DATA, "pwned");
    assert_eq!(
        t.sys(5, &[PATH_B, O_WRONLY | O_CREAT | O_TRUNC, 0o644]),
        Err(2),
        "open(link, O_CREAT) through a dangling link out of the sandbox is ENOENT"
    );
    assert!(!target.exists(), "no file was created outside the sandbox");
    // A relative dangling link that climbs out fails the same way.
    t.put(PATH_A, "../created-outside");
    t.put(PATH_B, "link2");
    assert_eq!(t.sys(83, &[PATH_A, PATH_B]), Ok(0));
    assert_eq!(t.sys(5, &[PATH_B, O_WRONLY | O_CREAT, 0o644]), Err(2));
    assert!(!target.exists());
    // A dangling link that stays inside creates its target, as on Linux.
    t.put(PATH_A, "made-through-link");
    t.put(PATH_B, "link3");
    assert_eq!(t.sys(83, &[PATH_A, PATH_B]), Ok(0));
    let fd = t.sys(5, &[PATH_B, O_WRONLY | O_CREAT, 0o644]).unwrap();
    assert_eq!(t.sys(4, &[fd, DATA, 5]), Ok(5));
    assert_eq!(
        std::fs::read(t.host("work/made-through-link")).unwrap(),
        b"pwned"
    );
}

#[test]
fn r17_getdents_lists_the_opened_directory_not_a_symlink_put_in_its_place() {
    let mut t = T::new();
    std::fs::create_dir(t.host("work/d")).unwrap();
    std::fs::write(t.host("work/d/inner.txt"), b"x").unwrap();
    t.put(PATH_A, "d");
    let fd = t.sys(5, &[PATH_A, O_DIRECTORY, 0]).unwrap();
    // Renamed away, and a symlink to a host directory put in its place.
    t.put(PATH_B, "d2");
    assert_eq!(t.sys(38, &[PATH_A, PATH_B]), Ok(0), "rename");
    std::os::unix::fs::symlink(t.host("hostdir"), t.host("work/d")).unwrap();
    let n = t.sys(202, &[fd, DATA, 0x800]).unwrap();
    let mut buf = vec![0u8; n as usize];
    t.m.read(DATA, &mut buf).unwrap();
    let mut names = Vec::new();
    let mut at = 0;
    while at < buf.len() {
        let reclen = u16::from_be_bytes([buf[at + 16], buf[at + 17]]) as usize;
        let name = &buf[at + 19..at + reclen];
        let end = name.iter().position(|&b| b == 0).unwrap();
        names.push(String::from_utf8_lossy(&name[..end]).into_owned());
        at += reclen;
    }
    assert_eq!(
        names,
        [".", "..", "inner.txt"],
        "the renamed directory's entries"
    );
    // *at calls through the descriptor use the directory where it is now, as Linux does.
    t.put(PATH_B, "inner.txt");
    let at = t
        .sys(286, &[fd, PATH_B, 0, 0])
        .expect("openat(fd, inner.txt)");
    t.put(PATH_B, "secret.txt");
    assert_eq!(
        t.sys(286, &[fd, PATH_B, 0, 0]),
        Err(2),
        "nothing of the host directory"
    );
    assert_eq!(t.sys(6, &[at]), Ok(0));
    // fstat sees the directory itself too, not the host directory the link names.
    let inner = std::fs::metadata(t.host("work/d2")).unwrap();
    assert_eq!(t.sys(197, &[fd, DATA]), Ok(0));
    let mut st = [0u8; 104];
    t.m.read(DATA, &mut st).unwrap();
    let nlink = u32::from_be_bytes(st[20..24].try_into().unwrap());
    assert_eq!(
        u64::from(nlink),
        std::os::unix::fs::MetadataExt::nlink(&inner)
    );
}

#[test]
fn r17_a_path_swapped_for_a_symlink_after_the_check_is_not_followed() {
    let dir = tempfile::tempdir().unwrap();
    let work = dir.path().join("work");
    std::fs::create_dir(&work).unwrap();
    std::fs::write(dir.path().join("secret"), SECRET).unwrap();
    std::fs::write(work.join("x"), b"inside").unwrap();
    std::fs::create_dir(work.join("sub")).unwrap();
    std::fs::write(work.join("sub/y"), b"inside").unwrap();
    let sb = Sandbox::new(&work, Path::new("/nonexistent-sysroot"), &[]);
    let root = sb.cwd_root().to_path_buf();
    // The check passes while `x` is a regular file ...
    let Ok(Resolved::Host(p)) = sb.resolve(&root, b"x", false, true) else {
        panic!("x resolves")
    };
    let Ok(Resolved::Host(q)) = sb.resolve(&root, b"sub/y", true, true) else {
        panic!("sub/y resolves")
    };
    // ... then `x` becomes a link to the host file and `sub` a link to the host dir.
    std::fs::remove_file(work.join("x")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("secret"), work.join("x")).unwrap();
    std::fs::rename(work.join("sub"), work.join("sub.old")).unwrap();
    std::os::unix::fs::symlink(dir.path(), work.join("sub")).unwrap();
    std::fs::write(dir.path().join("y"), b"host y").unwrap();
    let e = sb.open(&p, false, libc::O_RDONLY, 0).unwrap_err();
    assert_eq!(e.raw_os_error(), Some(libc::ELOOP), "{e}");
    let e = sb
        .open(&q, true, libc::O_WRONLY | libc::O_TRUNC, 0)
        .unwrap_err();
    assert_eq!(e.raw_os_error(), Some(libc::ELOOP), "{e}");
    assert_eq!(std::fs::read(dir.path().join("y")).unwrap(), b"host y");
    assert_eq!(std::fs::read(dir.path().join("secret")).unwrap(), SECRET);
}

/// A copy of a dynamic conformance binary with its PT_INTERP string replaced by
/// `interp` (at most as long as "/lib/ld.so.1").
fn with_interp(dir: &Path, interp: &str) -> PathBuf {
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/exit_status.dynamic");
    let mut bytes = std::fs::read(src).unwrap();
    let old = b"/lib/ld.so.1\0";
    let at = bytes
        .windows(old.len())
        .position(|w| w == old)
        .expect("PT_INTERP string");
    assert!(interp.len() < old.len());
    let mut new = interp.as_bytes().to_vec();
    new.resize(old.len(), 0);
    bytes[at..at + old.len()].copy_from_slice(&new);
    let p = dir.join("guest");
    std::fs::write(&p, bytes).unwrap();
    p
}

fn load(sysroot: &Path, guest: &Path) -> Result<(), OsError> {
    let cfg = OsConfig {
        sysroot: sysroot.to_path_buf(),
        cwd: Some(guest.parent().unwrap().to_path_buf()),
        ..OsConfig::default()
    };
    let mut os = Os::new(cfg);
    let mut m = MockMem::default();
    let mut cpu = Cpu::default();
    os.load(&mut m, &mut cpu, guest, &["guest".into()], &[])
}

fn reason(r: Result<(), OsError>) -> String {
    match r {
        Err(OsError::NotExecutable(s)) => s,
        other => panic!("expected NotExecutable, got {other:?}"),
    }
}

const REAL_LD: &str = "/usr/powerpc-linux-gnu/lib/ld.so.1";

#[test]
fn r17_interpreter_path_with_dotdot_cannot_leave_the_sysroot() {
    if !Path::new(REAL_LD).exists() {
        e2e::skip(
            &format!("no ppc32 sysroot at {REAL_LD}"),
            "apt-get install libc6-powerpc-cross",
        );
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let sys = dir.path().join("sys");
    std::fs::create_dir_all(sys.join("lib")).unwrap();
    // A working loader planted just outside the sysroot.
    std::fs::copy(REAL_LD, dir.path().join("evil.elf")).unwrap();
    let guest = with_interp(dir.path(), "/../evil.elf");
    let r = reason(load(&sys, &guest));
    assert!(r.contains("leaves the sysroot"), "{r}");
    // A symlink inside the sysroot that climbs out stays inside (chroot-like).
    std::os::unix::fs::symlink("../../evil.elf", sys.join("lib/ld.so.1")).unwrap();
    let guest = with_interp(dir.path(), "/lib/ld.so.1");
    let r = reason(load(&sys, &guest));
    assert!(r.contains("not found in sysroot"), "{r}");
    // The real loader in a copied sysroot still loads.
    std::fs::remove_file(sys.join("lib/ld.so.1")).unwrap();
    std::fs::copy(REAL_LD, sys.join("lib/ld.so.1")).unwrap();
    load(&sys, &guest).expect("a loader inside the sysroot loads");
}

#[test]
fn r17_a_fifo_or_dev_zero_as_interpreter_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let sys = dir.path().join("sys");
    std::fs::create_dir_all(sys.join("lib")).unwrap();
    let guest = with_interp(dir.path(), "/lib/ld.so.1");
    // A FIFO: opening it for reading would wait for a writer forever.
    let fifo = std::ffi::CString::new(sys.join("lib/ld.so.1").to_str().unwrap()).unwrap();
    // SAFETY: mkfifo with a valid C string.
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0);
    let r = reason(load(&sys, &guest));
    assert!(r.contains("not a regular file"), "{r}");
    // /dev/zero through an absolute symlink: resolved inside the sysroot, not found.
    std::fs::remove_file(sys.join("lib/ld.so.1")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", sys.join("lib/ld.so.1")).unwrap();
    let r = reason(load(&sys, &guest));
    assert!(r.contains("not found in sysroot"), "{r}");
    // A sysroot that holds /dev itself: a character device is still no loader.
    std::fs::remove_file(sys.join("lib/ld.so.1")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", sys.join("lib/ld.so.1")).unwrap();
    std::os::unix::fs::symlink("/dev", sys.join("dev")).unwrap();
    let r = reason(load(&sys, &guest));
    assert!(r.contains("not found in sysroot"), "{r}");
    // The guest executable itself as a FIFO is refused the same way.
    let exe = std::ffi::CString::new(dir.path().join("fifo-exe").to_str().unwrap()).unwrap();
    // SAFETY: mkfifo with a valid C string.
    assert_eq!(unsafe { libc::mkfifo(exe.as_ptr(), 0o644) }, 0);
    let r = reason(load(&sys, &dir.path().join("fifo-exe")));
    assert!(r.contains("not a regular file"), "{r}");
    // And /dev/zero as the executable.
    let r = reason(load(&sys, Path::new("/dev/zero")));
    assert!(r.contains("not a regular file"), "{r}");
}

/// Every test above again, in a child process that uses the component walk instead of
/// openat2 (what kernels before 5.6 get).
#[test]
fn r17_every_escape_test_also_holds_with_the_fallback_walk() {
    if std::env::var_os(os_emu::beneath::FORCE_WALK_ENV).is_some() {
        return; // the child itself
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .env(os_emu::beneath::FORCE_WALK_ENV, "1")
        .args(["--test-threads", "1", "r17_"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "under the walk:\n{text}");
    // Every r17_ test of this file ran in the child (this one returning at once).
    let here = include_str!("escapes.rs").matches("\nfn r17_").count();
    assert!(
        text.contains(&format!("test result: ok. {here} passed")),
        "{text}"
    );
}

#[test]
fn r17_non_utf8_file_names_reach_the_host_unchanged() {
    use std::os::unix::ffi::OsStrExt;
    let mut t = T::new();
    let name: &[u8] = b"caf\xe9-\xff.txt\0";
    t.m.write(PATH_A, name).unwrap();
    let fd = t.sys(5, &[PATH_A, O_WRONLY | O_CREAT, 0o644]).unwrap();
    t.put(DATA, "latin-1");
    assert_eq!(t.sys(4, &[fd, DATA, 7]), Ok(7));
    let host = t
        .host("work")
        .join(std::ffi::OsStr::from_bytes(&name[..name.len() - 1]));
    assert_eq!(std::fs::read(host).unwrap(), b"latin-1");
    assert_eq!(t.sys(195, &[PATH_A, DATA]), Ok(0), "stat64");
    assert_eq!(t.sys(10, &[PATH_A]), Ok(0), "unlink");
}

#[test]
fn r17_protected_run_directory_files_keep_their_names() {
    let mut t = T::new();
    let out = t.host("out");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("stats.txt"), b"simrun's").unwrap();
    let cfg = OsConfig {
        cwd: Some(t.host("work")),
        allow_write: vec![out.clone()],
        ..OsConfig::default()
    };
    t.os = Os::new(cfg);
    t.os.protect(&[out.join("stats.txt"), out.join("trace.bz2")]);
    let stats = out.join("stats.txt");
    let trace = out.join("trace.bz2");
    t.put(PATH_A, stats.to_str().unwrap());
    t.put(PATH_B, trace.to_str().unwrap());
    assert_eq!(t.sys(10, &[PATH_A]), Err(13), "unlink stats.txt");
    assert_eq!(t.sys(38, &[PATH_A, PATH_B]), Err(13), "rename it away");
    t.put(DATA, t.host("host/victim").to_str().unwrap());
    assert_eq!(t.sys(83, &[DATA, PATH_B]), Err(13), "symlink at trace.bz2");
    assert_eq!(t.sys(39, &[PATH_B, 0o755]), Err(13), "mkdir at trace.bz2");
    t.put(DATA, "mine");
    let other = out.join("mine.txt");
    let fd = t
        .sys(5, &[DATA, O_WRONLY | O_CREAT, 0o644])
        .expect("a file of the guest's own in its cwd");
    assert_eq!(t.sys(6, &[fd]), Ok(0));
    t.put(DATA, other.to_str().unwrap());
    let fd = t
        .sys(5, &[DATA, O_WRONLY | O_CREAT, 0o644])
        .expect("other names in the run directory stay writable");
    assert_eq!(t.sys(6, &[fd]), Ok(0));
    assert_eq!(t.sys(38, &[DATA, PATH_A]), Err(13), "rename onto stats.txt");
    assert_eq!(std::fs::read(&stats).unwrap(), b"simrun's");
    assert!(!trace.exists());
    assert_eq!(t.sys(10, &[DATA]), Ok(0), "unlink of an unprotected name");
}
