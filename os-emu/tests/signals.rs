//! Signal delivery with real ppc32 frames, checked field by field against the layout of
//! arch/powerpc/kernel/signal_32.c, and round trips through rt_sigreturn/sigreturn.

mod common;

use common::MockMem;
use isa_ppc::bus::{AccessKind, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::Exception;
use os_emu::space::{AddressSpace, Prot, SIGTRAMP_PAGE};
use os_emu::syscall::{CR0_SO, GUEST_PID};
use os_emu::{Action, Exit, Os, OsConfig};

const STACK: u32 = 0x7000_0000;
const SCRATCH: u32 = 0x6000_0000;
const HANDLER: u32 = 0x1000_1000;
const SIGUSR1: u32 = 10;
const SIGSEGV: u32 = 11;

fn setup() -> (Os, MockMem, Cpu, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let os = Os::new(OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        ..OsConfig::default()
    });
    let mut m = MockMem::default();
    m.map(STACK - 0x10000, 0x10000, Prot::READ | Prot::WRITE);
    m.map(SCRATCH, 0x1000, Prot::READ | Prot::WRITE);
    let mut cpu = Cpu::default();
    for i in 0..32 {
        cpu.gpr[i] = 0x1111_0000 + i as u32;
        cpu.fpr[i] = 0x4000_0000_0000_0000 + i as u64;
    }
    cpu.gpr[1] = STACK - 0x100;
    cpu.lr = 0x1000_2222;
    cpu.ctr = 0x3333;
    cpu.xer = 0x2000_0000;
    cpu.cr = 0x2480_0000;
    cpu.fpscr = 0x0000_00f0;
    cpu.pc = 0x1000_0500;
    (os, m, cpu, dir)
}

fn sys(os: &mut Os, cpu: &mut Cpu, m: &mut MockMem, nr: u32, args: &[u32]) -> Action {
    cpu.gpr[0] = nr;
    for (i, a) in args.iter().enumerate() {
        cpu.gpr[3 + i] = *a;
    }
    os.syscall(cpu, m, 1000)
}

fn sigaction(os: &mut Os, cpu: &mut Cpu, m: &mut MockMem, sig: u32, flags: u32) {
    // struct sigaction { handler, flags, restorer, mask[2] }: block SIGUSR2 (12) inside.
    let act = [HANDLER, flags, 0, 1 << 11, 0];
    let b: Vec<u8> = act.iter().flat_map(|w| w.to_be_bytes()).collect();
    m.write(SCRATCH, &b).unwrap();
    let saved = cpu.clone();
    assert_eq!(
        sys(os, cpu, m, 173, &[sig, SCRATCH, 0, 8]),
        Action::Continue
    );
    assert_eq!(cpu.gpr[3], 0);
    *cpu = saved;
}

#[test]
fn rt_frame_layout_and_sigreturn_round_trip() {
    let (mut os, mut m, mut cpu, _d) = setup();
    sigaction(&mut os, &mut cpu, &mut m, SIGUSR1, 4 /* SA_SIGINFO */);
    let before = cpu.clone();
    let old_sp = cpu.gpr[1];
    // kill(getpid(), SIGUSR1): returns 0, then the handler runs.
    assert_eq!(
        sys(&mut os, &mut cpu, &mut m, 37, &[GUEST_PID, SIGUSR1]),
        Action::Continue
    );
    let after_sc_pc = before.pc;
    assert_eq!(cpu.pc, HANDLER);
    assert_eq!(cpu.gpr[3], SIGUSR1);
    assert_eq!(cpu.lr, SIGTRAMP_PAGE + 8, "LR = the rt trampoline");
    let (newsp, info, uc) = (cpu.gpr[1], cpu.gpr[4], cpu.gpr[5]);
    assert_eq!(newsp % 16, 0);
    assert_eq!(m.u32(newsp), old_sp, "back chain");
    assert_eq!(
        info,
        newsp + 64 + 16,
        "rt_sf = r1 + __SIGNAL_FRAMESIZE + 16"
    );
    assert_eq!(uc, info + 128, "ucontext follows the 128-byte siginfo");
    assert_eq!(cpu.gpr[6], info);
    assert_eq!(m.u32(info), SIGUSR1, "si_signo");
    assert_eq!(m.u32(info + 8), 0, "si_code SI_USER");
    assert_eq!(m.u32(info + 12), GUEST_PID, "si_pid");
    let mc = m.u32(uc + 48);
    assert_eq!(mc, uc + 192, "uc_regs points at uc_mcontext");
    assert_eq!(m.u32(uc + 52), 0, "uc_sigmask: nothing was blocked before");
    // The registers as the `sc` left them: r0 = 37, r3 = kill's result 0, r4 = signo.
    let mut at_sc = before.gpr;
    at_sc[0] = 37;
    at_sc[3] = 0;
    at_sc[4] = SIGUSR1;
    for (i, want) in at_sc.iter().enumerate() {
        assert_eq!(m.u32(mc + 4 * i as u32), *want, "gpr {i}");
    }
    assert_eq!(m.u32(mc + 4 * 32), after_sc_pc, "NIP");
    assert_eq!(m.u32(mc + 4 * 35), 0x3333, "CTR");
    assert_eq!(m.u32(mc + 4 * 36), 0x1000_2222, "LNK");
    assert_eq!(m.u32(mc + 4 * 37), 0x2000_0000, "XER");
    assert_eq!(m.u32(mc + 4 * 38) & !CR0_SO, 0x2480_0000 & !CR0_SO, "CCR");
    assert_eq!(m.u32(mc + 192 + 8 * 5), 0x4000_0000, "f5 high word");
    assert_eq!(m.u32(mc + 192 + 8 * 5 + 4), 5, "f5 low word");
    assert_eq!(m.u32(mc + 192 + 8 * 32 + 4), 0xf0, "FPSCR");
    // The handler blocks its own signal and the sa_mask (SIGUSR2).
    let mut set = [0u8; 8];
    sys(
        &mut os,
        &mut cpu.clone(),
        &mut m,
        174,
        &[0, 0, SCRATCH + 0x100, 8],
    );
    m.read(SCRATCH + 0x100, &mut set).unwrap();
    assert_eq!(
        u32::from_be_bytes(set[..4].try_into().unwrap()),
        (1 << 9) | (1 << 11)
    );

    // The handler clobbers registers and returns through the trampoline.
    for r in cpu.gpr.iter_mut().skip(2) {
        *r = 0xdead_beef;
    }
    cpu.fpr = [0; 32];
    cpu.gpr[1] = newsp;
    assert_eq!(sys(&mut os, &mut cpu, &mut m, 172, &[]), Action::Continue);
    assert_eq!(cpu.pc, after_sc_pc);
    assert_eq!(cpu.gpr, at_sc);
    assert_eq!(cpu.cr, before.cr & !CR0_SO);
    assert_eq!(cpu.fpr, before.fpr);
    assert_eq!(
        (cpu.lr, cpu.ctr, cpu.xer, cpu.fpscr),
        (before.lr, before.ctr, before.xer, before.fpscr)
    );
    // The mask is back to empty.
    sys(
        &mut os,
        &mut cpu.clone(),
        &mut m,
        174,
        &[0, 0, SCRATCH + 0x100, 8],
    );
    m.read(SCRATCH + 0x100, &mut set).unwrap();
    assert_eq!(set, [0; 8]);
}

#[test]
fn non_rt_frame_and_sigreturn() {
    let (mut os, mut m, mut cpu, _d) = setup();
    sigaction(&mut os, &mut cpu, &mut m, SIGUSR1, 0);
    let old_sp = cpu.gpr[1];
    sys(&mut os, &mut cpu, &mut m, 37, &[GUEST_PID, SIGUSR1]);
    assert_eq!(cpu.pc, HANDLER);
    assert_eq!(cpu.lr, SIGTRAMP_PAGE, "LR = the sigreturn trampoline");
    let (newsp, sc) = (cpu.gpr[1], cpu.gpr[4]);
    assert_eq!(m.u32(newsp), old_sp);
    assert_eq!(sc, newsp + 64, "sigframe = r1 + __SIGNAL_FRAMESIZE");
    assert_eq!(m.u32(sc + 16), SIGUSR1, "sigcontext.signal");
    assert_eq!(m.u32(sc + 20), HANDLER, "sigcontext.handler");
    let regs = m.u32(sc + 28);
    assert_eq!(regs, sc + 32, "sigcontext.regs → the mcontext");
    assert_eq!(m.u32(regs + 4), old_sp, "saved r1");
    cpu.gpr[1] = newsp;
    cpu.gpr[31] = 0;
    sys(&mut os, &mut cpu, &mut m, 119, &[]);
    assert_eq!(cpu.gpr[1], old_sp);
    assert_eq!(cpu.gpr[31], 0x1111_001f);
}

#[test]
fn fault_without_handler_kills_and_with_handler_reports_the_address() {
    let (mut os, mut m, mut cpu, _d) = setup();
    let f = MemFault {
        addr: 0x10,
        kind: AccessKind::Read,
        unmapped: true,
    };
    let pc = cpu.pc;
    assert_eq!(
        os.fault(&mut cpu.clone(), &mut m, Exception::Mem(f), 5),
        Action::Exit(Exit::Signal { signo: SIGSEGV, pc })
    );
    sigaction(&mut os, &mut cpu, &mut m, SIGSEGV, 4);
    assert_eq!(
        os.fault(&mut cpu, &mut m, Exception::Mem(f), 5),
        Action::Continue
    );
    assert_eq!(cpu.pc, HANDLER);
    let info = cpu.gpr[4];
    assert_eq!(m.u32(info), SIGSEGV);
    assert_eq!(m.u32(info + 8), 1, "SEGV_MAPERR");
    assert_eq!(m.u32(info + 12), 0x10, "si_addr");
    let mc = m.u32(cpu.gpr[5] + 48);
    assert_eq!(m.u32(mc + 128), pc, "NIP = the faulting instruction");
    // A second fault inside the handler, with SIGSEGV blocked, kills.
    let f2 = MemFault {
        addr: 0x20,
        kind: AccessKind::Write,
        unmapped: false,
    };
    assert!(matches!(
        os.fault(&mut cpu, &mut m, Exception::Mem(f2), 6),
        Action::Exit(Exit::Signal { signo: SIGSEGV, .. })
    ));
}

#[test]
fn alignment_fault_is_sigbus_adraln_with_the_data_address() {
    // What QEMU 10 user mode delivers for an unaligned lwarx (measured: si_signo 7,
    // si_code 1 = BUS_ADRALN, si_addr = the data address, not the pc).
    const SIGBUS: u32 = 7;
    let (mut os, mut m, mut cpu, _d) = setup();
    let pc = cpu.pc;
    assert_eq!(
        os.fault(
            &mut cpu.clone(),
            &mut m,
            Exception::Alignment(0x1002_0006),
            5
        ),
        Action::Exit(Exit::Signal { signo: SIGBUS, pc })
    );
    sigaction(&mut os, &mut cpu, &mut m, SIGBUS, 4);
    assert_eq!(
        os.fault(&mut cpu, &mut m, Exception::Alignment(0x1002_0006), 5),
        Action::Continue
    );
    assert_eq!(cpu.pc, HANDLER);
    let info = cpu.gpr[4];
    assert_eq!(m.u32(info), SIGBUS);
    assert_eq!(m.u32(info + 8), 1, "BUS_ADRALN");
    assert_eq!(m.u32(info + 12), 0x1002_0006, "si_addr");
    let mc = m.u32(cpu.gpr[5] + 48);
    assert_eq!(m.u32(mc + 128), pc, "NIP = the faulting instruction");
}

#[test]
fn interval_timer_raises_sigalrm_on_simulated_time() {
    let (mut os, mut m, mut cpu, _d) = setup();
    sigaction(&mut os, &mut cpu, &mut m, 14, 4);
    // setitimer(ITIMER_REAL, {interval 0, value 0.000010 s}).
    let tv: Vec<u8> = [0u32, 0, 0, 10]
        .iter()
        .flat_map(|w| w.to_be_bytes())
        .collect();
    m.write(SCRATCH, &tv).unwrap();
    let mut c = cpu.clone();
    assert_eq!(
        sys(&mut os, &mut c, &mut m, 104, &[0, SCRATCH, 0]),
        Action::Continue
    );
    assert_eq!(c.gpr[3], 0);
    // 10 µs = 10 000 instructions after the call (made at instruction 1000).
    assert_eq!(os.next_deadline(), 11_000);
    assert_eq!(os.tick(&mut cpu, &mut m, 11_000), Action::Continue);
    assert_eq!(cpu.pc, HANDLER);
    assert_eq!(cpu.gpr[3], 14);
    assert_eq!(os.next_deadline(), u64::MAX, "one-shot timer disarmed");
}
