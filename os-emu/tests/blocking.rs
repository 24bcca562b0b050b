//! A guest that blocks on something only it could end (issue 17): a blocking read of an
//! empty pipe whose write end it holds, or a poll with no timeout on it, ends the run as
//! a deadlock ([`Exit::Hang`]) instead of hanging the simulator; with a timer armed it
//! is interrupted by the timer (EINTR) as on Linux.

mod common;

use common::MockMem;
use isa_ppc::cpu::Cpu;
use os_emu::space::{AddressSpace, Prot};
use os_emu::syscall::CR0_SO;
use os_emu::{Action, Exit, Os, OsConfig};

const BUF: u32 = 0x6000_0000;

fn call(os: &mut Os, m: &mut MockMem, cpu: &mut Cpu, nr: u32, args: &[u32]) -> Action {
    cpu.gpr[0] = nr;
    for (i, a) in args.iter().enumerate() {
        cpu.gpr[3 + i] = *a;
    }
    os.syscall(cpu, m, 0)
}

fn setup() -> (Os, MockMem, Cpu, u32, u32, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let mut os = Os::new(OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        ..OsConfig::default()
    });
    let mut m = MockMem::default();
    m.map(BUF, 0x1000, Prot::READ | Prot::WRITE);
    let mut cpu = Cpu::default();
    assert_eq!(
        call(&mut os, &mut m, &mut cpu, 42, &[BUF]),
        Action::Continue
    );
    let (r, w) = (m.u32(BUF), m.u32(BUF + 4));
    (os, m, cpu, r, w, dir)
}

#[test]
fn r17_blocking_read_of_an_own_empty_pipe_is_a_deadlock_not_a_hang() {
    let (mut os, mut m, mut cpu, r, _w, _d) = setup();
    match call(&mut os, &mut m, &mut cpu, 3, &[r, BUF + 16, 8]) {
        Action::Exit(Exit::Hang(why)) => assert!(why.contains("deadlock"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn r17_poll_forever_on_an_own_empty_pipe_is_a_deadlock() {
    let (mut os, mut m, mut cpu, r, _w, _d) = setup();
    let mut pfd = r.to_be_bytes().to_vec();
    pfd.extend_from_slice(&[0, 1, 0, 0]); // POLLIN
    m.write(BUF + 16, &pfd).unwrap();
    match call(&mut os, &mut m, &mut cpu, 167, &[BUF + 16, 1, u32::MAX]) {
        Action::Exit(Exit::Hang(why)) => assert!(why.contains("deadlock"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn r17_a_pending_alarm_interrupts_the_blocked_read() {
    let (mut os, mut m, mut cpu, r, _w, _d) = setup();
    // SIGALRM ignored, so that its delivery does not kill; alarm(1).
    let mut act = [0u8; 16];
    act[..4].copy_from_slice(&1u32.to_be_bytes()); // SIG_IGN
    m.write(BUF + 64, &act).unwrap();
    assert_eq!(
        call(&mut os, &mut m, &mut cpu, 173, &[14, BUF + 64, 0, 8]),
        Action::Continue
    );
    assert_eq!(call(&mut os, &mut m, &mut cpu, 27, &[1]), Action::Continue);
    assert_eq!(
        call(&mut os, &mut m, &mut cpu, 3, &[r, BUF + 16, 8]),
        Action::Continue
    );
    assert!(cpu.cr & CR0_SO != 0);
    assert_eq!(cpu.gpr[3], 4, "EINTR");
}
