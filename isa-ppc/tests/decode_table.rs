//! Checks of the instruction table itself and of the decoder derived from it:
//! no two rows overlap, masks and fields agree, the look-up tables agree with a linear
//! scan of the table, and no word makes the decoder panic.

use isa_ppc::isa::{decode, Field, Ins, Invalid, Mods, Opcode, NUM_OPCODES, TABLE};
use proptest::prelude::*;

/// The reference decoder: a linear scan of the table (slow, obviously right).
fn decode_by_scan(code: u32) -> Opcode {
    let mut found = Opcode::Illegal;
    for row in TABLE.iter().skip(1) {
        if code & row.mask == row.pattern {
            assert_eq!(found, Opcode::Illegal, "{code:#010x} matches two rows");
            if row.invalid.allows(code) {
                found = row.op;
            }
        }
    }
    found
}

#[test]
fn no_two_rows_overlap() {
    for (i, a) in TABLE.iter().enumerate().skip(1) {
        for b in TABLE.iter().skip(i + 1) {
            let common = a.mask & b.mask;
            assert_ne!(
                a.pattern & common,
                b.pattern & common,
                "{} ({:#010x}/{:#010x}) overlaps {} ({:#010x}/{:#010x})",
                a.mnemonic,
                a.pattern,
                a.mask,
                b.mnemonic,
                b.pattern,
                b.mask
            );
        }
    }
}

#[test]
fn masks_and_fields_agree() {
    for (i, row) in TABLE.iter().enumerate().skip(1) {
        assert_eq!(row.op as usize, i, "{}: row order", row.mnemonic);
        let mut fields = 0u32;
        for f in row.fields {
            assert_eq!(
                fields & f.mask(),
                0,
                "{}: field {f:?} overlaps",
                row.mnemonic
            );
            fields |= f.mask();
        }
        let mods = row.mods.bits();
        assert_eq!(
            fields & mods,
            0,
            "{}: modifier inside a field",
            row.mnemonic
        );
        assert_eq!(
            !(fields | mods | row.ignore),
            row.mask,
            "{}: mask is not the complement of the variable bits",
            row.mnemonic
        );
        assert_eq!(
            row.pattern & !row.mask,
            0,
            "{}: pattern outside mask",
            row.mnemonic
        );
        assert_eq!(
            row.mask >> 26,
            0x3f,
            "{}: primary opcode not fixed",
            row.mnemonic
        );
        if row.mods.contains(Mods::OE) {
            assert_eq!(
                row.mask & 0x3fe,
                0x3fe,
                "{}: XO form needs xo9",
                row.mnemonic
            );
        }
    }
}

#[test]
fn every_row_decodes_its_own_pattern() {
    assert_eq!(NUM_OPCODES, TABLE.len());
    for row in TABLE.iter().skip(1) {
        // rD = 2, rA = 3, rB = 4 and the like: a valid form of every row.
        let word = row.pattern | (0x0043_2100 & !row.mask);
        assert_eq!(decode(word), row.op, "{}", row.mnemonic);
        // Any value in the variable bits decodes to the row, unless it is an invalid form.
        for fill in [0, u32::MAX, 0x5555_5555, 0xaaaa_aaaa] {
            let word = row.pattern | (fill & !row.mask);
            let want = if row.invalid.allows(word) {
                row.op
            } else {
                Opcode::Illegal
            };
            assert_eq!(decode(word), want, "{} {word:#010x}", row.mnemonic);
        }
    }
}

/// Only the update forms have invalid forms, and they are exactly QEMU's: rA = 0 for
/// stores and floating-point accesses, rA = 0 or rA = rD for integer loads. (`lswi` with
/// rA among its targets is left to the executor.)
#[test]
fn invalid_forms_are_qemus() {
    for row in TABLE.iter().skip(1) {
        let update = row.mnemonic.ends_with('u') || row.mnemonic.ends_with("ux");
        let update = update && row.mnemonic.starts_with(['l', 's']) && row.mnemonic != "lmw";
        let want = match (
            update,
            row.mnemonic.starts_with("l") && !row.mnemonic.starts_with("lf"),
        ) {
            (false, _) => Invalid::Never,
            (true, true) => Invalid::RaZeroOrRd,
            (true, false) => Invalid::RaZero,
        };
        assert_eq!(row.invalid, want, "{}", row.mnemonic);
    }
    // lwzu r3,4(r1) is valid; lwzu r3,4(r3) and lwzu r3,4(0) are not; stwu r1,-16(r1) is.
    assert_eq!(Ins::new(0x8461_0004).op, Opcode::Lwzu);
    assert_eq!(Ins::new(0x8463_0004).op, Opcode::Illegal);
    assert_eq!(Ins::new(0x8460_0004).op, Opcode::Illegal);
    assert_eq!(Ins::new(0x9421_fff0).op, Opcode::Stwu);
    assert_eq!(Ins::new(0x9420_fff0).op, Opcode::Illegal);
    // The non-update forms accept rA = 0 ((rA|0) addressing).
    assert_eq!(Ins::new(0x9060_0008).op, Opcode::Stw); // stw r3,8(0)
    assert_eq!(Ins::new(0xd820_0008).op, Opcode::Stfd); // stfd f1,8(0)
}

#[test]
fn mnemonics_are_unique() {
    let mut names: Vec<&str> = TABLE.iter().map(|r| r.mnemonic).collect();
    names.sort_unstable();
    let before = names.len();
    names.dedup();
    assert_eq!(before, names.len());
}

/// Words and what they are, from the manual's encodings and objdump's output.
#[test]
fn known_words() {
    let cases: &[(u32, Opcode)] = &[
        (0x7c43_2214, Opcode::Add),      // add r2,r3,r4
        (0x7c43_2615, Opcode::Add),      // addo. r2,r3,r4
        (0x3860_0005, Opcode::Addi),     // li r3,5
        (0x3c60_ffff, Opcode::Addis),    // lis r3,-1
        (0x3460_0001, Opcode::AddicDot), // addic. r3,r0,1
        (0x8061_0008, Opcode::Lwz),      // lwz r3,8(r1)
        (0x9421_fff0, Opcode::Stwu),     // stwu r1,-16(r1)
        (0x7c60_202e, Opcode::Lwzx),     // lwzx r3,0,r4
        (0x4800_0001, Opcode::B),        // bl .
        (0x429f_0005, Opcode::Bc),       // bcl 20,31,$+4
        (0x4200_fff0, Opcode::Bc),       // bdnz
        (0x4e80_0020, Opcode::Bclr),     // blr
        (0x4e80_0420, Opcode::Bcctr),    // bctr
        (0x4d9e_0020, Opcode::Bclr),     // beqlr cr7
        (0x7c00_04ac, Opcode::Sync),     // hwsync
        (0x7c20_04ac, Opcode::Sync),     // lwsync
        (0x7c00_06ac, Opcode::Eieio),
        (0x4c00_012c, Opcode::Isync),
        (0xfc20_048e, Opcode::Mffs),  // mffs f1
        (0xfc38_048e, Opcode::Mffs),  // mffsl f1 (ISA 3.0)
        (0xfc37_148e, Opcode::Mffs),  // mffscrni f1,2 (ISA 3.0)
        (0xfc36_148e, Opcode::Mffs),  // mffscrn f1,f2 (ISA 3.0)
        (0xfc21_048e, Opcode::Mffs),  // mffsce f1 (ISA 3.0)
        (0xfc22_197a, Opcode::Fmadd), // fmadd f1,f2,f5,f3
        (0xec22_182a, Opcode::Fadds), // fadds f1,f2,f3
        (0xfc20_101e, Opcode::Fctiwz),
        (0x7c08_02a6, Opcode::Mfspr), // mflr r0
        (0x7d29_03a6, Opcode::Mtspr), // mtctr r9
        (0x7c6c_42e6, Opcode::Mftb),  // mftb r3
        (0x7d80_0026, Opcode::Mfcr),
        (0x7d80_8120, Opcode::Mtcrf), // mtcrf 8,r12
        (0x7c00_07ec, Opcode::Dcbz),
        (0x7c63_f670, Opcode::Srawi),  // srawi r3,r3,30
        (0x5463_103a, Opcode::Rlwinm), // slwi r3,r3,2
        (0x7c60_1828, Opcode::Lwarx),  // lwarx r3,0,r3
        (0x7c80_192d, Opcode::StwcxDot),
        (0x4400_0002, Opcode::Sc),
        (0x7fe0_0008, Opcode::Tw), // trap
        (0x0c03_0000, Opcode::Twi),
        (0xbf61_000c, Opcode::Stmw),
        (0x7c00_00a6, Opcode::Mfmsr),
        // Not this CPU's: 64-bit, AltiVec, ISA 2.x additions, reserved bits, opcode 0.
        (0x0000_0000, Opcode::Illegal),
        (0xe864_0000, Opcode::Illegal), // ld
        (0x7c20_0000, Opcode::Illegal), // cmpd
        (0x2c23_0000, Opcode::Illegal), // cmpdi
        (0x1000_0000, Opcode::Illegal), // vaddubm
        (0x7c63_001e, Opcode::Illegal), // isel
        (0x7d90_0026, Opcode::Illegal), // mfocrf
        (0x7c80_192c, Opcode::Illegal), // stwcx without the dot
        (0x4400_0001, Opcode::Illegal), // scv
        (0x7c63_0774, Opcode::Extsb),   // extsb r3,r3
        (0x7c63_07b4, Opcode::Illegal), // extsw
        (0x7c60_0016, Opcode::Mulhwu),  // mulhwu r3,r0,r0
        (0x7c60_0416, Opcode::Illegal), // mulhwu with bit 21 (reserved) set
        (0xfc20_102d, Opcode::Fsqrt),   // fsqrt. f1,f2
        (0xfc22_102d, Opcode::Illegal), // fsqrt with frA nonzero (reserved)
    ];
    for &(code, op) in cases {
        assert_eq!(Ins::new(code).op, op, "{code:#010x}");
    }
}

#[test]
fn field_accessors() {
    let stwu = Ins::new(0x9421_fff0); // stwu r1,-16(r1)
    assert_eq!((stwu.rs(), stwu.ra(), stwu.d()), (1, 1, -16));
    let lis = Ins::new(0x3c60_8000); // lis r3,-32768
    assert_eq!((lis.rd(), lis.simm(), lis.uimm()), (3, -32768, 0x8000));
    let bl_back = Ins::new(0x4bff_fff9); // bl .-8
    assert_eq!(
        (bl_back.li(), bl_back.lk(), bl_back.aa()),
        (-8, true, false)
    );
    let ba = Ins::new(0x4800_0102); // ba 0x100
    assert_eq!((ba.li(), ba.lk(), ba.aa()), (0x100, false, true));
    let bdnz = Ins::new(0x4200_fff0);
    assert_eq!((bdnz.bo(), bdnz.bi(), bdnz.bd()), (16, 0, -16));
    let bcl = Ins::new(0x429f_0005);
    assert_eq!((bcl.bo(), bcl.bi(), bcl.bd(), bcl.lk()), (20, 31, 4, true));
    assert_eq!(Ins::new(0x7c08_02a6).spr(), 8); // mflr
    assert_eq!(Ins::new(0x7d29_03a6).spr(), 9); // mtctr
    assert_eq!(Ins::new(0x7c1f_42a6).spr(), 287); // mfpvr r0
    assert_eq!(Ins::new(0x7c6c_42e6).tbr(), 268); // mftb r3
    assert_eq!(Ins::new(0x7c6d_42e6).tbr(), 269); // mftbu r3
    let rlw = Ins::new(0x5469_f87e); // rlwinm r9,r3,31,1,31 (srwi r9,r3,1)
    assert_eq!(
        (rlw.ra(), rlw.rs(), rlw.sh(), rlw.mb(), rlw.me()),
        (9, 3, 31, 1, 31)
    );
    let cmpwi = Ins::new(0x2f83_0005); // cmpwi cr7,r3,5
    assert_eq!(
        (cmpwi.crfd(), cmpwi.l(), cmpwi.ra(), cmpwi.simm()),
        (7, 0, 3, 5)
    );
    assert_eq!(Ins::new(0x7c20_04ac).l(), 1); // lwsync
    let mcrf = Ins::new(0x4f9c_0000); // mcrf cr7,cr7
    assert_eq!((mcrf.crfd(), mcrf.crfs()), (7, 7));
    let mtcrf = Ins::new(0x7d80_8120); // mtcrf 8,r12
    assert_eq!((mtcrf.crm(), mtcrf.rs()), (8, 12));
    let mtfsf = Ins::new(0xfdfe_0d8e); // mtfsf 255,f1
    assert_eq!((mtfsf.fm(), mtfsf.frb(), mtfsf.rc()), (255, 1, false));
    let mtfsfi = Ins::new(0xff80_f10c); // mtfsfi 7,15
    assert_eq!((mtfsfi.crfd(), mtfsfi.imm()), (7, 15));
    let creqv = Ins::new(0x4cc6_3242); // creqv 4*cr1+eq,4*cr1+eq,4*cr1+eq (crset 6)
    assert_eq!((creqv.crbd(), creqv.crba(), creqv.crbb()), (6, 6, 6));
    let fmadd = Ins::new(0xfc22_197b); // fmadd. f1,f2,f5,f3
    assert_eq!(
        (
            fmadd.frd(),
            fmadd.fra(),
            fmadd.frc(),
            fmadd.frb(),
            fmadd.rc()
        ),
        (1, 2, 5, 3, true)
    );
    let addo = Ins::new(0x7c43_2615); // addo. r2,r3,r4
    assert!(addo.oe() && addo.rc());
    let tw = Ins::new(0x7fe0_0008); // trap
    assert_eq!(tw.to(), 31);
    let lswi = Ins::new(0x7ca4_04aa); // lswi r5,r4,0 (32 bytes)
    assert_eq!(
        (lswi.op, lswi.rd(), lswi.ra(), lswi.nb()),
        (Opcode::Lswi, 5, 4, 0)
    );
    assert_eq!(Ins::new(0x7c09_01a4).sr(), 9); // mtsr 9,r0
}

#[test]
fn accessors_read_exactly_their_field_bits() {
    // The accessor for each field reads exactly the bits Field::mask claims.
    type Getter = fn(Ins) -> u32;
    let probes: &[(Field, Getter)] = &[
        (Field::RD, |i| i.rd() as u32),
        (Field::RA, |i| i.ra() as u32),
        (Field::RB, |i| i.rb() as u32),
        (Field::FRC, |i| i.frc() as u32),
        (Field::ME, |i| i.me()),
        (Field::UIMM, |i| i.uimm()),
        (Field::CRFD, |i| i.crfd() as u32),
        (Field::CRFS, |i| i.crfs() as u32),
        (Field::BD, |i| i.bd() as u32 & 0xfffc),
        (Field::LI, |i| i.li() as u32 & 0x03ff_fffc),
        (Field::SPR, |i| i.spr()),
        (Field::SR, |i| i.sr()),
        (Field::CRM, |i| i.crm()),
        (Field::FM, |i| i.fm()),
        (Field::IMM, |i| i.imm()),
        (Field::L, |i| i.l()),
    ];
    for &(f, get) in probes {
        assert_ne!(get(Ins::new(f.mask())), 0, "{f:?} reads none of its bits");
        assert_eq!(
            get(Ins::new(!f.mask())),
            0,
            "{f:?} reads bits outside its mask"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    /// The look-up tables agree with a linear scan of the table on arbitrary words.
    #[test]
    fn decoder_agrees_with_linear_scan(code in any::<u32>()) {
        prop_assert_eq!(decode(code), decode_by_scan(code));
    }

    /// ... and on words that are close to a row's pattern (random variable bits, and a
    /// random fixed bit flipped half of the time), where mistakes would hide.
    #[test]
    fn decoder_agrees_near_patterns(row in 1..NUM_OPCODES, var in any::<u32>(), flip in 0u32..64) {
        let r = &TABLE[row];
        let mut code = r.pattern | (var & !r.mask);
        if flip < 32 {
            code ^= 1 << flip;
        }
        prop_assert_eq!(decode(code), decode_by_scan(code));
    }
}

/// Every one of the 2^32 words decodes without panicking and as the linear scan does
/// for a sample; prints the decoder's speed against the linear scan's (`-- --nocapture`).
/// Runs in every `cargo test --release` (about 10-15 s of one core; much longer in a debug
/// build).
#[test]
fn decode_all_words() {
    let start = std::time::Instant::now();
    let mut counts = vec![0u64; NUM_OPCODES];
    for code in 0..=u32::MAX {
        let op = Ins::new(code).op;
        counts[op as usize] += 1;
        if code % 65_537 == 0 {
            assert_eq!(op, decode_by_scan(code), "{code:#010x}");
        }
    }
    let all = start.elapsed();
    // Every row is reachable, and the counts add up: 2^(variable bits), less the
    // invalid (rD, rA, rB/NB) combinations.
    for (row, n) in TABLE.iter().zip(&counts).skip(1) {
        assert!(*n > 0, "{} never decoded", row.mnemonic);
        let valid = (0..1u32 << 15)
            .filter(|regs| row.invalid.allows(regs << 11))
            .count() as u64;
        let want = ((1u64 << (!row.mask).count_ones()) * valid) >> 15;
        assert_eq!(*n, want, "{}", row.mnemonic);
    }
    assert_eq!(counts.iter().sum::<u64>(), 1u64 << 32);
    // Speed against the reference linear scan on the same sample of words.
    let sample: Vec<u32> = (0..2_000_000u32)
        .map(|i| i.wrapping_mul(2_654_435_761))
        .collect();
    let t = std::time::Instant::now();
    let fast: usize = sample.iter().map(|&w| decode(w) as usize).sum();
    let fast_time = t.elapsed();
    let t = std::time::Instant::now();
    let slow: usize = sample.iter().map(|&w| decode_by_scan(w) as usize).sum();
    let slow_time = t.elapsed();
    assert_eq!(fast, slow);
    eprintln!(
        "2^32 words in {all:.1?} ({:.2} ns/word); table decoder {:.1}x faster than a linear scan",
        all.as_nanos() as f64 / 4_294_967_296.0,
        slow_time.as_secs_f64() / fast_time.as_secs_f64()
    );
}
