//! Load/store execute semantics: widths, extension, update and indexed forms, byte
//! reversal, multiple and string transfers, reservations, FP conversions, and faults
//! that leave the architected state untouched. Expected values are worked out from the
//! manual's definitions (PowerPC UISA Book I §3.3.2–3.3.7, §4.6.2–4.6.4).

mod exec_common;
use exec_common::*;
use isa_ppc::bus::{AccessKind, CacheOp};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::Exception;

const BASE: u32 = 0x1_0000;

fn setup() -> (Cpu, TestBus) {
    let mut bus = TestBus::new(BASE, 0x1000);
    for (i, b) in bus.mem.iter_mut().enumerate() {
        *b = (i as u8).wrapping_mul(7).wrapping_add(0x81);
    }
    (Cpu::default(), bus)
}

fn mem32(bus: &TestBus, ea: u32) -> u32 {
    let i = (ea - BASE) as usize;
    u32::from_be_bytes(bus.mem[i..i + 4].try_into().unwrap())
}

#[test]
fn load_widths_and_extension() {
    let (mut cpu, mut bus) = setup();
    bus.mem[0x10..0x14].copy_from_slice(&[0x89, 0xab, 0xcd, 0xef]);
    cpu.gpr[4] = BASE + 0x10;
    let cases = [
        (d_form(34, 3, 4, 0), 0x89),                    // lbz
        (d_form(40, 3, 4, 0), 0x89ab),                  // lhz
        (d_form(42, 3, 4, 0), 0xffff_89ab),             // lha (sign-extends)
        (d_form(42, 3, 4, 2), 0xffff_cdef),             // lha
        (d_form(32, 3, 4, 0), 0x89ab_cdef),             // lwz
        (x_form(31, 3, 0, 4, 534, false), 0xefcd_ab89), // lwbrx (rA=0)
        (x_form(31, 3, 0, 4, 790, false), 0xab89),      // lhbrx
    ];
    for (word, want) in cases {
        run(&mut cpu, &mut bus, word).unwrap();
        assert_eq!(cpu.gpr[3], want, "{word:#010x}");
        assert_eq!(cpu.pc, 0x1004);
    }
    // Unaligned word loads work (the Bus handles alignment).
    cpu.gpr[4] = BASE + 0x11;
    run(&mut cpu, &mut bus, d_form(32, 3, 4, 0)).unwrap();
    assert_eq!(cpu.gpr[3] >> 8, 0xab_cdef);
}

#[test]
fn update_forms_write_ea_to_ra() {
    let (mut cpu, mut bus) = setup();
    cpu.gpr[4] = BASE + 0x100;
    run(&mut cpu, &mut bus, d_form(33, 3, 4, 0xfff8)).unwrap(); // lwzu r3,-8(r4)
    assert_eq!(cpu.gpr[4], BASE + 0xf8);
    assert_eq!(cpu.gpr[3], mem32(&bus, BASE + 0xf8));
    cpu.gpr[5] = 0x20;
    cpu.gpr[6] = 0xdead_beef;
    run(&mut cpu, &mut bus, x_form(31, 6, 4, 5, 183, false)).unwrap(); // stwux r6,r4,r5
    assert_eq!(cpu.gpr[4], BASE + 0x118);
    assert_eq!(mem32(&bus, BASE + 0x118), 0xdead_beef);
    // stwu r1,-16(r1): the stack-frame idiom, rS = rA stores the old value.
    cpu.gpr[1] = BASE + 0x200;
    run(&mut cpu, &mut bus, d_form(37, 1, 1, 0xfff0)).unwrap();
    assert_eq!(cpu.gpr[1], BASE + 0x1f0);
    assert_eq!(mem32(&bus, BASE + 0x1f0), BASE + 0x200);
}

#[test]
fn invalid_update_forms_are_illegal() {
    let (mut cpu, mut bus) = setup();
    for word in [
        d_form(33, 3, 3, 0),            // lwzu r3,0(r3): rA = rD
        d_form(33, 3, 0, 0),            // lwzu r3,0(0)
        d_form(37, 3, 0, 0),            // stwu r3,0(0)
        x_form(31, 9, 9, 0, 55, false), // lwzux r9,r9,r0
    ] {
        let before = cpu.clone();
        assert_eq!(
            run(&mut cpu, &mut bus, word),
            Err(Exception::Illegal),
            "{word:#x}"
        );
        assert_eq!(
            cpu,
            Cpu {
                pc: 0x1000,
                ..before
            }
        );
    }
}

#[test]
fn faulting_accesses_change_nothing() {
    let (mut cpu, mut bus) = setup();
    cpu.gpr[4] = 0x10; // unmapped
    cpu.gpr[3] = 77;
    let before = Cpu {
        pc: 0x1000,
        ..cpu.clone()
    };
    for word in [
        d_form(33, 3, 4, 0),            // lwzu
        d_form(37, 3, 4, 0),            // stwu
        d_form(51, 3, 4, 0),            // lfdu
        d_form(46, 20, 4, 0),           // lmw
        x_form(31, 3, 0, 4, 20, false), // lwarx
    ] {
        let r = run(&mut cpu, &mut bus, word);
        match r {
            Err(Exception::Mem(f)) => assert_eq!(f.addr, 0x10),
            other => panic!("{word:#x}: {other:?}"),
        }
        assert_eq!(cpu, before, "{word:#x}");
    }
    // A store fault reports a write.
    let r = run(&mut cpu, &mut bus, d_form(36, 3, 4, 0));
    assert!(matches!(r, Err(Exception::Mem(f)) if f.kind == AccessKind::Write));
    // lmw faulting on its last word: no register written.
    cpu.gpr[4] = BASE + 0x1000 - 8; // r29, r30 fit; r31 faults
    let before = Cpu {
        pc: 0x1000,
        ..cpu.clone()
    };
    assert!(run(&mut cpu, &mut bus, d_form(46, 29, 4, 0)).is_err());
    assert_eq!(cpu, before);
}

#[test]
fn load_store_multiple() {
    let (mut cpu, mut bus) = setup();
    for r in 26..32 {
        cpu.gpr[r] = 0x1111_1111 * (r as u32 - 25);
    }
    cpu.gpr[3] = BASE + 0x40;
    run(&mut cpu, &mut bus, d_form(47, 26, 3, 4)).unwrap(); // stmw r26,4(r3)
    for r in 26..32u32 {
        assert_eq!(
            mem32(&bus, BASE + 0x44 + 4 * (r - 26)),
            0x1111_1111 * (r - 25)
        );
    }
    let saved = cpu.gpr;
    cpu.gpr[26..].fill(0);
    run(&mut cpu, &mut bus, d_form(46, 26, 3, 4)).unwrap(); // lmw r26,4(r3)
    assert_eq!(cpu.gpr, saved);
}

#[test]
fn load_store_string() {
    let (mut cpu, mut bus) = setup();
    bus.mem[0x80..0x87].copy_from_slice(b"ABCDEFG");
    cpu.gpr[4] = BASE + 0x80;
    // lswi r30,r4,7: r30 = "ABCD", r31 = "EFG\0" (unused low byte zeroed).
    run(&mut cpu, &mut bus, x_form(31, 30, 4, 7, 597, false)).unwrap();
    assert_eq!(cpu.gpr[30], 0x4142_4344);
    assert_eq!(cpu.gpr[31], 0x4546_4700);
    // lswi r31,r4,6 wraps from r31 to r0.
    run(&mut cpu, &mut bus, x_form(31, 31, 4, 6, 597, false)).unwrap();
    assert_eq!((cpu.gpr[31], cpu.gpr[0]), (0x4142_4344, 0x4546_0000));
    // stswx r30 with XER byte count 5 to BASE+0x90 (rA = 0, rB = address).
    cpu.xer = 5;
    cpu.gpr[5] = BASE + 0x90;
    cpu.gpr[30] = 0x4142_4344;
    cpu.gpr[31] = 0x4546_4748;
    run(&mut cpu, &mut bus, x_form(31, 30, 0, 5, 661, false)).unwrap();
    // The sixth byte is untouched.
    assert_eq!(&bus.mem[0x90..0x96], b"ABCDE\x94");
    // lswx with XER count 0 does nothing (rD not even cleared).
    cpu.xer = 0;
    cpu.gpr[7] = 0x1234;
    run(&mut cpu, &mut bus, x_form(31, 7, 0, 5, 533, false)).unwrap();
    assert_eq!(cpu.gpr[7], 0x1234);
    // lswi whose registers would overwrite rA: invalid form (QEMU: SIGILL).
    assert_eq!(
        run(&mut cpu, &mut bus, x_form(31, 3, 4, 8, 597, false)),
        Err(Exception::Illegal)
    );
}

#[test]
fn reservation_pairs() {
    let (mut cpu, mut bus) = setup();
    cpu.gpr[4] = BASE + 0x20;
    cpu.gpr[6] = 0x5555_aaaa;
    cpu.xer = 0x8000_0000; // SO is copied into CR0
    let lwarx = x_form(31, 3, 0, 4, 20, false);
    let stwcx = x_form(31, 6, 0, 4, 150, true);
    // No reservation: fails, memory untouched, CR0 = SO only.
    let old = mem32(&bus, BASE + 0x20);
    run(&mut cpu, &mut bus, stwcx).unwrap();
    assert_eq!(cpu.cr_field(0), 0b0001);
    assert_eq!(mem32(&bus, BASE + 0x20), old);
    run(&mut cpu, &mut bus, lwarx).unwrap();
    assert_eq!(cpu.gpr[3], old);
    assert_eq!(cpu.reserve, Some(BASE + 0x20));
    run(&mut cpu, &mut bus, stwcx).unwrap();
    assert_eq!(cpu.cr_field(0), 0b0011);
    assert_eq!(mem32(&bus, BASE + 0x20), 0x5555_aaaa);
    assert_eq!(cpu.reserve, None);
    // A reservation for another address fails and is cleared anyway.
    cpu.reserve = Some(BASE + 0x24);
    run(&mut cpu, &mut bus, stwcx).unwrap();
    assert_eq!((cpu.cr_field(0), cpu.reserve), (0b0001, None));
}

#[test]
fn unaligned_lwarx_raises_alignment_and_unaligned_stwcx_fails() {
    // lwarx needs a word-aligned EA (Book II §1.7.3: otherwise the alignment interrupt,
    // which Linux turns into SIGBUS): nothing is loaded or reserved. An unaligned
    // stwcx. cannot match a reservation (only aligned words are reserved): it fails
    // without storing, as QEMU 10 does (guests/conformance sigbus_align).
    let (mut cpu, mut bus) = setup();
    let lwarx = x_form(31, 3, 0, 4, 20, false);
    let stwcx = x_form(31, 6, 0, 4, 150, true);
    for off in [1, 2, 3] {
        cpu.gpr[3] = 0x1234_5678;
        cpu.gpr[4] = BASE + 0x20 + off;
        cpu.gpr[6] = 0x5555_aaaa;
        cpu.cr = 0xf000_0000;
        cpu.reserve = Some(BASE + 0x20);
        let before = (mem32(&bus, BASE + 0x20), mem32(&bus, BASE + 0x24));
        assert_eq!(
            run(&mut cpu, &mut bus, lwarx),
            Err(Exception::Alignment(BASE + 0x20 + off))
        );
        assert_eq!(cpu.gpr[3], 0x1234_5678);
        assert_eq!(cpu.reserve, Some(BASE + 0x20));
        run(&mut cpu, &mut bus, stwcx).unwrap();
        assert_eq!(cpu.cr_field(0), 0, "failed, SO clear");
        assert_eq!(cpu.reserve, None);
        assert_eq!((mem32(&bus, BASE + 0x20), mem32(&bus, BASE + 0x24)), before);
    }
}

#[test]
fn fp_loads_and_stores_convert_exactly() {
    let (mut cpu, mut bus) = setup();
    cpu.gpr[4] = BASE + 0x100;
    // lfs of a signalling NaN stays signalling (no host conversion).
    bus.mem[0x100..0x104].copy_from_slice(&0x7f80_0001u32.to_be_bytes());
    run(&mut cpu, &mut bus, d_form(48, 1, 4, 0)).unwrap();
    assert_eq!(cpu.fpr[1], 0x7ff0_0000_2000_0000);
    // lfs of the smallest single denormal (2^-149).
    bus.mem[0x100..0x104].copy_from_slice(&1u32.to_be_bytes());
    run(&mut cpu, &mut bus, d_form(48, 1, 4, 0)).unwrap();
    assert_eq!(f64::from_bits(cpu.fpr[1]), 2f64.powi(-149));
    // stfs of a double holding 2^-130 (a single denormal, 2^19 × 2^-149): 0x0008_0000.
    cpu.fpr[2] = 2f64.powi(-130).to_bits();
    run(&mut cpu, &mut bus, d_form(52, 2, 4, 8)).unwrap();
    assert_eq!(mem32(&bus, BASE + 0x108), 0x0008_0000);
    // stfs truncates (no rounding): 1 + 2^-30 stores as 1.0f.
    cpu.fpr[2] = (1.0 + 2f64.powi(-30)).to_bits();
    run(&mut cpu, &mut bus, d_form(52, 2, 4, 8)).unwrap();
    assert_eq!(mem32(&bus, BASE + 0x108), 0x3f80_0000);
    // stfd/lfdu round trip; stfiwx stores the low word.
    cpu.fpr[3] = 0x0123_4567_89ab_cdef;
    run(&mut cpu, &mut bus, d_form(54, 3, 4, 0x10)).unwrap();
    run(&mut cpu, &mut bus, d_form(51, 5, 4, 0x10)).unwrap();
    assert_eq!(
        (cpu.fpr[5], cpu.gpr[4]),
        (0x0123_4567_89ab_cdef, BASE + 0x110)
    );
    cpu.gpr[6] = 0x20;
    run(&mut cpu, &mut bus, x_form(31, 3, 4, 6, 983, false)).unwrap();
    assert_eq!(mem32(&bus, BASE + 0x130), 0x89ab_cdef);
}

#[test]
fn cache_ops_reach_the_bus() {
    let (mut cpu, mut bus) = setup();
    cpu.gpr[4] = BASE + 0x40;
    cpu.gpr[5] = 0x25;
    let ops = [
        (1014, CacheOp::Dcbz),
        (54, CacheOp::Dcbst),
        (86, CacheOp::Dcbf),
        (278, CacheOp::Dcbt),
        (246, CacheOp::Dcbtst),
        (982, CacheOp::Icbi),
    ];
    for (xo, op) in ops {
        run(&mut cpu, &mut bus, x_form(31, 0, 4, 5, xo, false)).unwrap();
        assert_eq!(bus.ops.pop(), Some((op, BASE + 0x65)));
    }
    // dcbz zeroed the 32-byte block holding BASE+0x65.
    assert!(bus.mem[0x60..0x80].iter().all(|&b| b == 0));
    assert_ne!(bus.mem[0x5f], 0);
    run(&mut cpu, &mut bus, x_form(31, 0, 0, 0, 598, false)).unwrap(); // sync
    run(&mut cpu, &mut bus, x_form(19, 0, 0, 0, 150, false)).unwrap(); // isync
    run(&mut cpu, &mut bus, x_form(31, 0, 0, 0, 854, false)).unwrap(); // eieio
    assert_eq!(
        bus.ops,
        [(CacheOp::Sync, 0), (CacheOp::Isync, 0), (CacheOp::Sync, 0)]
    );
    // dcbi is privileged.
    assert_eq!(
        run(&mut cpu, &mut bus, x_form(31, 0, 4, 5, 470, false)),
        Err(Exception::Privileged)
    );
}
