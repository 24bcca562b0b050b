//! [`Ins`]: an instruction word with its opcode, and accessors for its fields, named as
//! the manual names them. Accessors do not check that the field belongs to the form:
//! they extract bits, and the opcode says which ones are meaningful.

use super::decode::decode;
use super::table::Opcode;

/// An instruction word with its decoded opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ins {
    /// The raw 32-bit instruction word.
    pub code: u32,
    /// The decoded opcode.
    pub op: Opcode,
}

/// Bits `b..=e` of the word, numbered as the manual numbers them (bit 0 = MSB).
#[inline(always)]
const fn bits(code: u32, b: u32, e: u32) -> u32 {
    (code >> (31 - e)) & ((1u32 << (e - b + 1)) - 1)
}

impl Ins {
    /// Decodes an instruction word ([`Opcode::Illegal`] if it is none of this CPU's).
    #[inline]
    pub fn new(code: u32) -> Ins {
        Ins {
            code,
            op: decode(code),
        }
    }

    /// The primary opcode, bits 0-5.
    #[inline]
    pub fn primary(self) -> u32 {
        bits(self.code, 0, 5)
    }

    /// rD, bits 6-10.
    #[inline]
    pub fn rd(self) -> usize {
        bits(self.code, 6, 10) as usize
    }

    /// rS, bits 6-10.
    #[inline]
    pub fn rs(self) -> usize {
        bits(self.code, 6, 10) as usize
    }

    /// rA, bits 11-15.
    #[inline]
    pub fn ra(self) -> usize {
        bits(self.code, 11, 15) as usize
    }

    /// rB, bits 16-20.
    #[inline]
    pub fn rb(self) -> usize {
        bits(self.code, 16, 20) as usize
    }

    /// frD, bits 6-10.
    #[inline]
    pub fn frd(self) -> usize {
        bits(self.code, 6, 10) as usize
    }

    /// frS, bits 6-10.
    #[inline]
    pub fn frs(self) -> usize {
        bits(self.code, 6, 10) as usize
    }

    /// frA, bits 11-15.
    #[inline]
    pub fn fra(self) -> usize {
        bits(self.code, 11, 15) as usize
    }

    /// frB, bits 16-20.
    #[inline]
    pub fn frb(self) -> usize {
        bits(self.code, 16, 20) as usize
    }

    /// frC, bits 21-25.
    #[inline]
    pub fn frc(self) -> usize {
        bits(self.code, 21, 25) as usize
    }

    /// SIMM, bits 16-31, sign-extended.
    #[inline]
    pub fn simm(self) -> i32 {
        self.code as u16 as i16 as i32
    }

    /// UIMM, bits 16-31.
    #[inline]
    pub fn uimm(self) -> u32 {
        self.code & 0xffff
    }

    /// d, bits 16-31, the sign-extended displacement of D-form loads and stores.
    #[inline]
    pub fn d(self) -> i32 {
        self.code as u16 as i16 as i32
    }

    /// LI || 0b00: the sign-extended byte displacement of `b` (bits 6-29).
    #[inline]
    pub fn li(self) -> i32 {
        (((self.code & 0x03ff_fffc) << 6) as i32) >> 6
    }

    /// BD || 0b00: the sign-extended byte displacement of `bc` (bits 16-29).
    #[inline]
    pub fn bd(self) -> i32 {
        (self.code & 0xfffc) as u16 as i16 as i32
    }

    /// BO, bits 6-10.
    #[inline]
    pub fn bo(self) -> u32 {
        bits(self.code, 6, 10)
    }

    /// BI, bits 11-15.
    #[inline]
    pub fn bi(self) -> u32 {
        bits(self.code, 11, 15)
    }

    /// crfD, bits 6-8.
    #[inline]
    pub fn crfd(self) -> usize {
        bits(self.code, 6, 8) as usize
    }

    /// crfS, bits 11-13.
    #[inline]
    pub fn crfs(self) -> usize {
        bits(self.code, 11, 13) as usize
    }

    /// crbD, bits 6-10.
    #[inline]
    pub fn crbd(self) -> u32 {
        bits(self.code, 6, 10)
    }

    /// crbA, bits 11-15.
    #[inline]
    pub fn crba(self) -> u32 {
        bits(self.code, 11, 15)
    }

    /// crbB, bits 16-20.
    #[inline]
    pub fn crbb(self) -> u32 {
        bits(self.code, 16, 20)
    }

    /// SH, bits 16-20.
    #[inline]
    pub fn sh(self) -> u32 {
        bits(self.code, 16, 20)
    }

    /// MB, bits 21-25.
    #[inline]
    pub fn mb(self) -> u32 {
        bits(self.code, 21, 25)
    }

    /// ME, bits 26-30.
    #[inline]
    pub fn me(self) -> u32 {
        bits(self.code, 26, 30)
    }

    /// NB, bits 16-20 (as encoded: 0 means 32 bytes).
    #[inline]
    pub fn nb(self) -> u32 {
        bits(self.code, 16, 20)
    }

    /// The SPR number: bits 11-20 with their two 5-bit halves swapped (8 = LR, 9 = CTR).
    #[inline]
    pub fn spr(self) -> u32 {
        bits(self.code, 11, 15) | (bits(self.code, 16, 20) << 5)
    }

    /// The time-base register number (`mftb`): 268 = TBL, 269 = TBU.
    #[inline]
    pub fn tbr(self) -> u32 {
        self.spr()
    }

    /// SR, bits 12-15 (`mfsr`/`mtsr`).
    #[inline]
    pub fn sr(self) -> u32 {
        bits(self.code, 12, 15)
    }

    /// CRM, bits 12-19 (`mtcrf`).
    #[inline]
    pub fn crm(self) -> u32 {
        bits(self.code, 12, 19)
    }

    /// FM, bits 7-14 (`mtfsf`).
    #[inline]
    pub fn fm(self) -> u32 {
        bits(self.code, 7, 14)
    }

    /// TO, bits 6-10 (`tw`/`twi`).
    #[inline]
    pub fn to(self) -> u32 {
        bits(self.code, 6, 10)
    }

    /// L, bits 9-10: the compare width of `cmp*` (always 0 here) or the kind of `sync`.
    #[inline]
    pub fn l(self) -> u32 {
        bits(self.code, 9, 10)
    }

    /// TH, bits 6-10: the touch hint of `dcbt`/`dcbtst`.
    #[inline]
    pub fn th(self) -> u32 {
        bits(self.code, 6, 10)
    }

    /// L, bit 6 of `mtfsf` (ISA 2.05, which QEMU honours on every CPU): when set, all
    /// eight FPSCR fields are written, as if FM were 0xff.
    #[inline]
    pub fn fl(self) -> bool {
        self.code & 0x0200_0000 != 0
    }

    /// LEV, bits 20-26 of `sc`.
    #[inline]
    pub fn lev(self) -> u32 {
        bits(self.code, 20, 26)
    }

    /// BH, bits 19-20: the branch hint of `bclr`/`bcctr`.
    #[inline]
    pub fn bh(self) -> u32 {
        bits(self.code, 19, 20)
    }

    /// IMM, bits 16-19 (`mtfsfi`).
    #[inline]
    pub fn imm(self) -> u32 {
        bits(self.code, 16, 19)
    }

    /// Rc, bit 31: record the result in CR0 (CR1 for floating point).
    #[inline]
    pub fn rc(self) -> bool {
        self.code & 1 != 0
    }

    /// OE, bit 21: record overflow in XER\[OV, SO\].
    #[inline]
    pub fn oe(self) -> bool {
        self.code & 0x400 != 0
    }

    /// LK, bit 31: store the return address in LR.
    #[inline]
    pub fn lk(self) -> bool {
        self.code & 1 != 0
    }

    /// AA, bit 30: the branch target is absolute.
    #[inline]
    pub fn aa(self) -> bool {
        self.code & 2 != 0
    }

    /// The table row of this instruction's opcode.
    #[inline]
    pub fn def(self) -> &'static super::InsDef {
        &super::TABLE[self.op as usize]
    }
}
