//! Table tests of the disassembler: words and the text `powerpc-linux-gnu-objdump -d`
//! (binutils 2.40) prints for them at the given address (the ` <symbol>` suffix of
//! branch targets removed). The expected strings were produced by objdump, not by this
//! crate; `tests/disasm_objdump.rs` covers whole binaries and generated sweeps.

use isa_ppc::disasm::{disasm, write_disasm};
use isa_ppc::isa::Ins;
use proptest::prelude::*;

/// (address, word, objdump's text).
const CASES: &[(u32, u32, &str)] = &[
    (0x10000000, 0x7c432214, "add     r2,r3,r4"),
    (0x10000004, 0x7c432615, "addo.   r2,r3,r4"),
    (0x10000008, 0x38600005, "li      r3,5"),
    (0x1000000c, 0x3860fffb, "li      r3,-5"),
    (0x10000010, 0x3c60ffff, "lis     r3,-1"),
    (0x10000014, 0x3c638000, "addis   r3,r3,-32768"),
    (0x10000018, 0x60000000, "nop"),
    (0x1000001c, 0x68000000, "xnop"),
    (0x10000020, 0x7fe3fb78, "mr      r3,r31"),
    (0x10000024, 0x7c6318f8, "not     r3,r3"),
    (0x10000028, 0x7c642850, "subf    r3,r4,r5"),
    (0x1000002c, 0x7c6400d1, "neg.    r3,r4"),
    (0x10000030, 0x2c030000, "cmpwi   r3,0"),
    (0x10000034, 0x2f830005, "cmpwi   cr7,r3,5"),
    (0x10000038, 0x28030010, "cmplwi  r3,16"),
    (0x1000003c, 0x7c832000, "cmpw    cr1,r3,r4"),
    (0x10000040, 0x7c032040, "cmplw   r3,r4"),
    (0x10000044, 0x5463103a, "slwi    r3,r3,2"),
    (0x10000048, 0x5469f87e, "srwi    r9,r3,1"),
    (0x1000004c, 0x5463003e, "rotlwi  r3,r3,0"),
    (0x10000050, 0x546306fe, "clrlwi  r3,r3,27"),
    (0x10000054, 0x546307b8, "rlwinm  r3,r3,0,30,28"),
    (0x10000058, 0x5c63283e, "rotlw   r3,r3,r5"),
    (0x1000005c, 0x50641e3e, "rlwimi  r4,r3,3,24,31"),
    (0x10000060, 0x7fe00008, "trap"),
    (0x10000064, 0x7c832008, "tweq    r3,r4"),
    (0x10000068, 0x0c830010, "tweqi   r3,16"),
    (0x1000006c, 0x0f830001, "twi     28,r3,1"),
    (0x10000070, 0x7c0802a6, "mflr    r0"),
    (0x10000074, 0x7d2903a6, "mtctr   r9"),
    (0x10000078, 0x7c1f42a6, "mfpvr   r0"),
    (0x1000007c, 0x7c6c42e6, "mftb    r3"),
    (0x10000080, 0x7c6d42e6, "mftbu   r3"),
    (0x10000084, 0x7c0043a6, "mtvrsave r0"),
    (0x10000088, 0x7c7042a6, "mfsprg  r3,0"),
    (0x1000008c, 0x7d800026, "mfcr    r12"),
    (0x10000090, 0x7d8ff120, "mtcr    r12"),
    (0x10000094, 0x7d808120, "mtcrf   8,r12"),
    (0x10000098, 0x4cc63182, "crclr   4*cr1+eq"),
    (0x1000009c, 0x4cc63242, "crset   4*cr1+eq"),
    (0x100000a0, 0x4c421382, "crmove  eq,eq"),
    (0x100000a4, 0x4c411042, "crnor   eq,gt,eq"),
    (0x100000a8, 0x7c0004ac, "hwsync"),
    (0x100000ac, 0x7c2004ac, "lwsync"),
    (0x100000b0, 0x7c0006ac, "eieio"),
    (0x100000b4, 0x4c00012c, "isync"),
    (0x100000b8, 0xfc20048e, "mffs    f1"),
    (0x100000bc, 0xfc38048e, "mffsl   f1"),
    (0x100000c0, 0xfc37148e, "mffscrni f1,2"),
    (0x100000c4, 0xfc36148e, "mffscrn f1,f2"),
    (0x100000c8, 0xfc21048e, "mffsce  f1"),
    (0x100000cc, 0xfdfe0d8e, "mtfsf   255,f1"),
    (0x100000d0, 0xfffe2d8e, "mtfsf   255,f5,1"),
    (0x100000d4, 0xff81010c, "mtfsfi  7,0,1"),
    (0x100000d8, 0xfc22197a, "fmadd   f1,f2,f5,f3"),
    (0x100000dc, 0xfc22197b, "fmadd.  f1,f2,f5,f3"),
    (0x100000e0, 0xec22182a, "fadds   f1,f2,f3"),
    (0x100000e4, 0xfc20101e, "fctiwz  f1,f2"),
    (0x100000e8, 0xfc011000, "fcmpu   cr0,f1,f2"),
    (0x100000ec, 0x7c001a2c, "dcbtct  0,r3"),
    (0x100000f0, 0x7c0021ec, "dcbtstct 0,r4"),
    (0x100000f4, 0x7c0327ec, "dcbz    r3,r4"),
    (0x100000f8, 0x7c0320ac, "dcbf    r3,r4"),
    (0x100000fc, 0x7c0327ac, "icbi    r3,r4"),
    (0x10000100, 0x7c602828, "lwarx   r3,0,r5"),
    (0x10000104, 0x7c64292d, "stwcx.  r3,r4,r5"),
    (0x10000108, 0x7ca404aa, "lswi    r5,r4,32"),
    (0x1000010c, 0x84610004, "lwzu    r3,4(r1)"),
    (0x10000110, 0x7c64186e, "lwzux   r3,r4,r3"),
    (0x10000114, 0x4e800020, "blr"),
    (0x10000118, 0x4e800021, "blrl"),
    (0x1000011c, 0x4e800420, "bctr"),
    (0x10000120, 0x4d9e0020, "beqlr   cr7"),
    (0x10000124, 0x4c9e0020, "bnelr   cr7"),
    (0x10000128, 0x4ca20020, "bnelr+"),
    (0x1000012c, 0x4182fff8, "beq     10000124"),
    (0x10000130, 0x409e0010, "bne     cr7,10000140"),
    (0x10000134, 0x41990008, "bgt     cr6,1000013c"),
    (0x10000138, 0x40ddfff0, "ble-    cr7,10000128"),
    (0x1000013c, 0x4200fff0, "bdnz    1000012c"),
    (0x10000140, 0x42400010, "bdz     10000150"),
    (0x10000144, 0x429f0005, "bcl     20,4*cr7+so,10000148"),
    (0x10000148, 0x48000001, "bl      10000148"),
    (0x1000014c, 0x48000102, "ba      100"),
    (0x10000150, 0x4bfffff9, "bl      10000148"),
    (0x10000154, 0x44000002, "sc"),
    (0x10000158, 0x00000000, ".long 0x0"),
    (0x1000015c, 0x10421043, ".long 0x10421043"),
    (0x10000160, 0x7c00055d, "tend."),
    (0x10000164, 0xf0021497, "xxmr    vs32,vs34"),
];

#[test]
fn words_disassemble_as_objdump_prints_them() {
    let mut bad = Vec::new();
    for &(pc, word, want) in CASES {
        let got = disasm(Ins::new(word), pc);
        if got != want {
            bad.push(format!("{pc:08x}: {word:08x}: want {want:?}, got {got:?}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn writer_variant_matches() {
    for &(pc, word, want) in CASES {
        let mut s = String::new();
        write_disasm(&mut s, Ins::new(word), pc).unwrap();
        assert_eq!(s, want);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(50_000))]

    /// Any word at any address disassembles without panicking, in objdump's layout:
    /// a mnemonic, then (if there are operands) padding to column 8 or one space.
    #[test]
    fn any_word_disassembles(word in any::<u32>(), pc in any::<u32>()) {
        let text = disasm(Ins::new(word), pc & !3);
        prop_assert!(!text.is_empty());
        if let Some(rest) = text.strip_prefix(".long ") {
            prop_assert_eq!(rest, format!("{word:#x}"));
        } else if let Some(space) = text.find(' ') {
            let operands = text[space..].trim_start();
            prop_assert!(!operands.is_empty() && !operands.contains(' '), "{}", text);
            prop_assert_eq!(text.len() - operands.len(), space.max(7) + 1, "{}", text);
        }
    }
}
