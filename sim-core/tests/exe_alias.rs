//! Where the executable lies on the host must not change a run when the OS presents it
//! under a fixed name (`OsConfig::exe_alias`, what simrun does for the bundled VM):
//! glibc's static start-up reads `/proc/self/exe`, and without the alias the length of
//! the host path changes the instruction count.

use std::path::Path;

use os_emu::{Os, OsConfig};
use sim_core::machine::{Machine, Stop};

/// Copies a static conformance guest to `dir/<subdir>/`, runs it with argv[0] "guest"
/// and returns the instruction count and the exit.
fn run_copy(dir: &Path, subdir: &str, alias: Option<&str>) -> (u64, Stop) {
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/exit_status.static");
    let at = dir.join(subdir);
    std::fs::create_dir_all(&at).unwrap();
    let exe = at.join("guest.elf");
    std::fs::copy(&src, &exe).unwrap();
    let cfg = OsConfig {
        cwd: Some(dir.to_path_buf()),
        exe_alias: alias.map(str::to_string),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), ());
    m.load(&exe, &["guest".into()], &[]).unwrap();
    let stop = m.run();
    (m.icount, stop)
}

#[test]
fn an_alias_makes_the_host_path_invisible() {
    let dir = tempfile::tempdir().unwrap();
    let short = "a";
    let long = "a-much-longer-directory-name-for-the-same-guest";
    // Without the alias the guest sees the host path, and its length shows.
    let (n_short, s1) = run_copy(dir.path(), short, None);
    let (n_long, s2) = run_copy(dir.path(), long, None);
    assert_eq!(s1, s2);
    assert_ne!(n_short, n_long, "the host path's length reaches the guest");
    // With the alias both runs are the same run.
    let alias = Some("/simrun/guest.elf");
    let (a_short, s3) = run_copy(dir.path(), short, alias);
    let (a_long, s4) = run_copy(dir.path(), long, alias);
    assert_eq!(s3, s1);
    assert_eq!(s4, s1);
    assert_eq!(a_short, a_long);
}

/// Makes system call `nr` on the loaded machine; returns r3 and the error flag (CR0.SO).
fn sys(m: &mut Machine<()>, nr: u32, args: &[u32]) -> (u32, bool) {
    let mut cpu = m.cpu.clone();
    cpu.gpr[0] = nr;
    for (i, a) in args.iter().enumerate() {
        cpu.gpr[3 + i] = *a;
    }
    m.os.syscall(&mut cpu, &mut m.mem, 0);
    (cpu.gpr[3], cpu.cr & os_emu::syscall::CR0_SO != 0)
}

#[test]
fn the_alias_is_what_readlink_shows_and_it_opens_the_executable() {
    use os_emu::space::AddressSpace;
    let dir = tempfile::tempdir().unwrap();
    let src =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/exit_status.static");
    let cfg = OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        exe_alias: Some("/simrun/guest.elf".into()),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), ());
    m.load(&src, &["guest".into()], &[]).unwrap();
    // Scratch space below the initial stack pointer.
    let at = m.cpu.gpr[1] - 0x1000;
    m.mem.poke(at, b"/proc/self/exe\0").unwrap();
    let (n, err) = sys(&mut m, 85, &[at, at + 0x100, 0x100]); // readlink
    assert!(!err);
    let mut link = vec![0u8; n as usize];
    m.mem.peek(at + 0x100, &mut link).unwrap();
    assert_eq!(link, b"/simrun/guest.elf");
    // The alias opens the executable read-only: its first bytes are the ELF magic.
    m.mem.poke(at, b"/simrun/guest.elf\0").unwrap();
    let (fd, err) = sys(&mut m, 5, &[at, 0, 0]); // open O_RDONLY
    assert!(!err, "open of the alias failed: errno {fd}");
    let (n, err) = sys(&mut m, 3, &[fd, at + 0x100, 4]); // read
    assert!(!err && n == 4);
    let mut magic = [0u8; 4];
    m.mem.peek(at + 0x100, &mut magic).unwrap();
    assert_eq!(&magic, b"\x7fELF");
    // ... and not for writing.
    let (e, err) = sys(&mut m, 5, &[at, 1, 0]); // open O_WRONLY
    assert!(err && e == 13, "EACCES");
}
