//! Fixed-point semantics (PowerPC UISA Book I, chapter 3.3): arithmetic with carry and
//! overflow, compares, logical operations, rotates with masks and shifts.
//!
//! Pure functions on register values; the dispatcher in `mod.rs` reads and writes the
//! registers and applies the shared Rc/OE handling ([`cr0`], `Cpu::set_ov`).

use crate::cpu::{Cpu, XER_OV, XER_SO};
use crate::isa::Ins;

/// CR field value for a signed comparison of `a` with `b` (§3.3.9): LT, GT, EQ and the
/// copy of XER\[SO\].
#[inline(always)]
pub fn cmp_signed(a: i32, b: i32, so: bool) -> u32 {
    let c = match a.cmp(&b) {
        core::cmp::Ordering::Less => 0b1000,
        core::cmp::Ordering::Greater => 0b0100,
        core::cmp::Ordering::Equal => 0b0010,
    };
    c | so as u32
}

/// CR field value for an unsigned comparison (`cmpl`, `cmpli`).
#[inline(always)]
pub fn cmp_unsigned(a: u32, b: u32, so: bool) -> u32 {
    let c = match a.cmp(&b) {
        core::cmp::Ordering::Less => 0b1000,
        core::cmp::Ordering::Greater => 0b0100,
        core::cmp::Ordering::Equal => 0b0010,
    };
    c | so as u32
}

/// CR0 as a record form (Rc = 1) sets it: the result compared with zero as a signed
/// word, plus XER\[SO\] (§3.3.1, "CR0 field").
#[inline(always)]
pub fn cr0(result: u32, xer: u32) -> u32 {
    cmp_signed(result as i32, 0, xer & XER_SO != 0)
}

impl Cpu {
    /// Records an `o`-form overflow (OE = 1): OV := ov, and SO |= ov (§3.3.1, XER).
    #[inline]
    pub(crate) fn set_ov(&mut self, ov: bool) {
        if ov {
            self.xer |= XER_OV | XER_SO;
        } else {
            self.xer &= !XER_OV;
        }
    }

    /// Sets CR0 from a result as a record form does.
    #[inline]
    pub(crate) fn record(&mut self, result: u32) {
        let v = cr0(result, self.xer);
        self.set_cr_field(0, v);
    }
}

/// `a + b + carry_in` with the carry out of bit 0 and the signed overflow, the one
/// helper behind add, addc, adde, addme, addze, subf and its variants (subf is
/// `!a + b + 1`), addic and subfic.
#[inline(always)]
pub fn add3(a: u32, b: u32, carry_in: bool) -> (u32, bool, bool) {
    let (s1, c1) = a.overflowing_add(b);
    let (s2, c2) = s1.overflowing_add(carry_in as u32);
    // Signed overflow: both addends have the same sign and the sum's sign differs.
    let ov = ((a ^ s2) & (b ^ s2)) >> 31 != 0;
    (s2, c1 | c2, ov)
}

/// `mullw`: the low word and whether the signed 64-bit product does not fit 32 bits.
#[inline]
pub fn mullw(a: u32, b: u32) -> (u32, bool) {
    let p = (a as i32 as i64) * (b as i32 as i64);
    (p as u32, p != p as i32 as i64)
}

/// `mulhw`: the high word of the signed 64-bit product.
#[inline]
pub fn mulhw(a: u32, b: u32) -> u32 {
    (((a as i32 as i64) * (b as i32 as i64)) >> 32) as u32
}

/// `mulhwu`: the high word of the unsigned 64-bit product.
#[inline]
pub fn mulhwu(a: u32, b: u32) -> u32 {
    (((a as u64) * (b as u64)) >> 32) as u32
}

/// `divw` (§3.3.8): the quotient and the overflow flag. The manual leaves rD undefined
/// for division by zero and for 0x8000_0000 / -1; QEMU (the team's oracle) then divides
/// by 1 instead, so rD = rA. Measured: `tests/data/exec-probes/divw.c`.
#[inline]
pub fn divw(a: u32, b: u32) -> (u32, bool) {
    let (sa, sb) = (a as i32, b as i32);
    if sb == 0 || (sa == i32::MIN && sb == -1) {
        (a, true)
    } else {
        ((sa / sb) as u32, false)
    }
}

/// `divwu`: quotient and overflow (division by zero, where rD = rA as in QEMU).
#[inline]
pub fn divwu(a: u32, b: u32) -> (u32, bool) {
    match a.checked_div(b) {
        Some(q) => (q, false),
        None => (a, true),
    }
}

/// MASK(mb, me) of the rotate instructions (§3.3.13.1): ones from bit `mb` through bit
/// `me` (bit 0 = MSB), wrapping around when mb > me.
#[inline(always)]
pub fn mask(mb: u32, me: u32) -> u32 {
    let start = u32::MAX >> mb; // bits mb..31
    let end = u32::MAX << (31 - me); // bits 0..me
    if mb <= me {
        start & end
    } else {
        start | end
    }
}

/// `slw`: shift counts 32..63 (bit 26 of rB set) give 0 (§3.3.13.2).
#[inline]
pub fn slw(s: u32, rb: u32) -> u32 {
    let n = rb & 0x3f;
    if n >= 32 {
        0
    } else {
        s << n
    }
}

/// `srw`: shift counts 32..63 give 0.
#[inline]
pub fn srw(s: u32, rb: u32) -> u32 {
    let n = rb & 0x3f;
    if n >= 32 {
        0
    } else {
        s >> n
    }
}

/// `sraw`/`srawi`: the result and XER\[CA\], which is set iff the source is negative and
/// any 1 bits were shifted out. Counts 32..63 give 0 or -1 (the sign), CA = sign.
#[inline]
pub fn sraw(s: u32, n: u32) -> (u32, bool) {
    let n = n & 0x3f;
    let v = s as i32;
    if n >= 32 {
        let r = (v >> 31) as u32;
        (r, v < 0)
    } else {
        let r = (v >> n) as u32;
        let lost = if n == 0 { 0 } else { s << (32 - n) };
        (r, v < 0 && lost != 0)
    }
}

/// `cntlzw`.
#[inline]
pub fn cntlzw(s: u32) -> u32 {
    s.leading_zeros()
}

/// The CR-logical operations (§2.4.3) on single bits, selected by their extended
/// opcode's operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrOp {
    /// `crand`
    And,
    /// `cror`
    Or,
    /// `crxor`
    Xor,
    /// `crnand`
    Nand,
    /// `crnor`
    Nor,
    /// `creqv`
    Eqv,
    /// `crandc`
    Andc,
    /// `crorc`
    Orc,
}

/// Applies a CR-logical operation: CR bit `bt` := op(CR bit `ba`, CR bit `bb`)
/// (bit 0 = the MSB of CR).
#[inline]
pub fn cr_logical(cr: u32, op: CrOp, bt: u32, ba: u32, bb: u32) -> u32 {
    let a = (cr >> (31 - ba)) & 1 != 0;
    let b = (cr >> (31 - bb)) & 1 != 0;
    let r = match op {
        CrOp::And => a & b,
        CrOp::Or => a | b,
        CrOp::Xor => a ^ b,
        CrOp::Nand => !(a & b),
        CrOp::Nor => !(a | b),
        CrOp::Eqv => a == b,
        CrOp::Andc => a & !b,
        CrOp::Orc => a | !b,
    };
    let bit = 1u32 << (31 - bt);
    if r {
        cr | bit
    } else {
        cr & !bit
    }
}

/// `mtcrf`: replaces the CR fields selected by CRM (bit 7 of CRM = CR0).
#[inline]
pub fn mtcrf(cr: u32, crm: u32, s: u32) -> u32 {
    let mut m = 0u32;
    for i in 0..8 {
        if crm & (0x80 >> i) != 0 {
            m |= 0xf000_0000 >> (4 * i);
        }
    }
    (cr & !m) | (s & m)
}

/// `tw`/`twi` (§3.3.10): whether the trap condition TO holds for a and b.
#[inline]
pub fn trap_cond(to: u32, a: u32, b: u32) -> bool {
    let (sa, sb) = (a as i32, b as i32);
    (to & 0x10 != 0 && sa < sb)
        || (to & 0x08 != 0 && sa > sb)
        || (to & 0x04 != 0 && a == b)
        || (to & 0x02 != 0 && a < b)
        || (to & 0x01 != 0 && a > b)
}

// ---- Family helpers the dispatcher calls: one place for OE, Rc and CA. ---------------

/// The operand selection of the XO-form add/subtract family: `a + b + carry_in`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddKind {
    /// `add`: rA + rB.
    Add,
    /// `addc`: rA + rB, sets CA.
    Addc,
    /// `adde`: rA + rB + CA.
    Adde,
    /// `addme`: rA + CA − 1.
    Addme,
    /// `addze`: rA + CA.
    Addze,
    /// `subf`: rB − rA = ¬rA + rB + 1.
    Subf,
    /// `subfc`: as subf, sets CA.
    Subfc,
    /// `subfe`: ¬rA + rB + CA.
    Subfe,
    /// `subfme`: ¬rA + CA − 1.
    Subfme,
    /// `subfze`: ¬rA + CA.
    Subfze,
    /// `neg`: ¬rA + 1.
    Neg,
}

/// Executes an XO-form add/subtract (§3.3.8) with its OE and Rc forms.
#[inline(always)]
pub fn exec_add(cpu: &mut Cpu, ins: Ins, kind: AddKind) {
    let ra = cpu.gpr[ins.ra()];
    let rb = cpu.gpr[ins.rb()];
    let ca = cpu.ca();
    use AddKind::*;
    let (a, b, cin, sets_ca) = match kind {
        Add => (ra, rb, false, false),
        Addc => (ra, rb, false, true),
        Adde => (ra, rb, ca, true),
        Addme => (ra, u32::MAX, ca, true),
        Addze => (ra, 0, ca, true),
        Subf => (!ra, rb, true, false),
        Subfc => (!ra, rb, true, true),
        Subfe => (!ra, rb, ca, true),
        Subfme => (!ra, u32::MAX, ca, true),
        Subfze => (!ra, 0, ca, true),
        Neg => (!ra, 0, true, false),
    };
    let (r, cout, ov) = add3(a, b, cin);
    cpu.gpr[ins.rd()] = r;
    if sets_ca {
        cpu.set_ca(cout);
    }
    finish_xo(cpu, ins, r, ov);
}

/// OE then Rc: CR0\[SO\] must see the SO this instruction set.
#[inline(always)]
fn finish_xo(cpu: &mut Cpu, ins: Ins, r: u32, ov: bool) {
    if ins.oe() {
        cpu.set_ov(ov);
    }
    if ins.rc() {
        cpu.record(r);
    }
}

/// The XO-form multiply/divide family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MulDivKind {
    /// `mullw`
    Mullw,
    /// `divw`
    Divw,
    /// `divwu`
    Divwu,
    /// `mulhw` (no OE form)
    Mulhw,
    /// `mulhwu` (no OE form)
    Mulhwu,
}

/// Executes `mullw`, `divw`, `divwu`, `mulhw`, `mulhwu` with their OE/Rc forms.
#[inline(always)]
pub fn exec_muldiv(cpu: &mut Cpu, ins: Ins, kind: MulDivKind) {
    let (a, b) = (cpu.gpr[ins.ra()], cpu.gpr[ins.rb()]);
    let (r, ov) = match kind {
        MulDivKind::Mullw => mullw(a, b),
        MulDivKind::Divw => divw(a, b),
        MulDivKind::Divwu => divwu(a, b),
        MulDivKind::Mulhw => (mulhw(a, b), false),
        MulDivKind::Mulhwu => (mulhwu(a, b), false),
    };
    cpu.gpr[ins.rd()] = r;
    finish_xo(cpu, ins, r, ov);
}

/// The D-form immediate arithmetic: `addi`, `addis`, `addic`, `addic.`, `subfic`, `mulli`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImmKind {
    /// `addi`: (rA|0) + SIMM.
    Addi,
    /// `addis`: (rA|0) + (SIMM << 16).
    Addis,
    /// `addic`: rA + SIMM, sets CA.
    Addic,
    /// `addic.`: as addic, records CR0.
    AddicDot,
    /// `subfic`: SIMM − rA, sets CA.
    Subfic,
    /// `mulli`: low word of rA × SIMM.
    Mulli,
}

/// Executes a D-form immediate arithmetic instruction.
#[inline(always)]
pub fn exec_imm(cpu: &mut Cpu, ins: Ins, kind: ImmKind) {
    let ra = ins.ra();
    let simm = ins.simm() as u32;
    let r = match kind {
        ImmKind::Addi => if ra == 0 { 0 } else { cpu.gpr[ra] }.wrapping_add(simm),
        ImmKind::Addis => if ra == 0 { 0 } else { cpu.gpr[ra] }.wrapping_add(simm << 16),
        ImmKind::Addic | ImmKind::AddicDot => {
            let (r, c, _) = add3(cpu.gpr[ra], simm, false);
            cpu.set_ca(c);
            r
        }
        ImmKind::Subfic => {
            let (r, c, _) = add3(!cpu.gpr[ra], simm, true);
            cpu.set_ca(c);
            r
        }
        ImmKind::Mulli => mullw(cpu.gpr[ra], simm).0,
    };
    cpu.gpr[ins.rd()] = r;
    if kind == ImmKind::AddicDot {
        cpu.record(r);
    }
}

/// The X-form logical operations rA := op(rS, rB) and the unary ones on rS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicKind {
    /// `and`
    And,
    /// `or`
    Or,
    /// `xor`
    Xor,
    /// `nand`
    Nand,
    /// `nor`
    Nor,
    /// `eqv`
    Eqv,
    /// `andc`
    Andc,
    /// `orc`
    Orc,
    /// `slw`
    Slw,
    /// `srw`
    Srw,
    /// `extsb`
    Extsb,
    /// `extsh`
    Extsh,
    /// `cntlzw`
    Cntlzw,
}

/// Executes an X-form logical or shift instruction with its Rc form.
#[inline(always)]
pub fn exec_logic(cpu: &mut Cpu, ins: Ins, kind: LogicKind) {
    let s = cpu.gpr[ins.rs()];
    let b = cpu.gpr[ins.rb()];
    let r = match kind {
        LogicKind::And => s & b,
        LogicKind::Or => s | b,
        LogicKind::Xor => s ^ b,
        LogicKind::Nand => !(s & b),
        LogicKind::Nor => !(s | b),
        LogicKind::Eqv => !(s ^ b),
        LogicKind::Andc => s & !b,
        LogicKind::Orc => s | !b,
        LogicKind::Slw => slw(s, b),
        LogicKind::Srw => srw(s, b),
        LogicKind::Extsb => s as i8 as i32 as u32,
        LogicKind::Extsh => s as i16 as i32 as u32,
        LogicKind::Cntlzw => cntlzw(s),
    };
    cpu.gpr[ins.ra()] = r;
    if ins.rc() {
        cpu.record(r);
    }
}

/// The D-form logical immediates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicImmKind {
    /// `ori`
    Ori,
    /// `oris`
    Oris,
    /// `xori`
    Xori,
    /// `xoris`
    Xoris,
    /// `andi.` (always records CR0)
    AndiDot,
    /// `andis.` (always records CR0)
    AndisDot,
}

/// Executes `ori`, `oris`, `xori`, `xoris`, `andi.`, `andis.`.
#[inline(always)]
pub fn exec_logic_imm(cpu: &mut Cpu, ins: Ins, kind: LogicImmKind) {
    let s = cpu.gpr[ins.rs()];
    let u = ins.uimm();
    let r = match kind {
        LogicImmKind::Ori => s | u,
        LogicImmKind::Oris => s | (u << 16),
        LogicImmKind::Xori => s ^ u,
        LogicImmKind::Xoris => s ^ (u << 16),
        LogicImmKind::AndiDot => s & u,
        LogicImmKind::AndisDot => s & (u << 16),
    };
    cpu.gpr[ins.ra()] = r;
    if matches!(kind, LogicImmKind::AndiDot | LogicImmKind::AndisDot) {
        cpu.record(r);
    }
}

/// `rlwinm`, `rlwnm`, `rlwimi` (§3.3.13.1): rotate by SH (or rB's low 5 bits) and mask;
/// `rlwimi` inserts under the mask.
#[inline(always)]
pub fn exec_rotate(cpu: &mut Cpu, ins: Ins, by_rb: bool, insert: bool) {
    let s = cpu.gpr[ins.rs()];
    let n = if by_rb {
        cpu.gpr[ins.rb()] & 31
    } else {
        ins.sh()
    };
    let m = mask(ins.mb(), ins.me());
    let rot = s.rotate_left(n);
    let r = if insert {
        (rot & m) | (cpu.gpr[ins.ra()] & !m)
    } else {
        rot & m
    };
    cpu.gpr[ins.ra()] = r;
    if ins.rc() {
        cpu.record(r);
    }
}

/// `sraw`, `srawi`: arithmetic shift with CA.
#[inline(always)]
pub fn exec_sraw(cpu: &mut Cpu, ins: Ins, immediate: bool) {
    let n = if immediate {
        ins.sh()
    } else {
        cpu.gpr[ins.rb()]
    };
    let (r, ca) = sraw(cpu.gpr[ins.rs()], n);
    cpu.gpr[ins.ra()] = r;
    cpu.set_ca(ca);
    if ins.rc() {
        cpu.record(r);
    }
}

/// `cmp`, `cmpl`, `cmpi`, `cmpli` (§3.3.9). The L bit (64-bit compare) is ignored as a
/// 32-bit implementation does.
#[inline(always)]
pub fn exec_cmp(cpu: &mut Cpu, ins: Ins, signed: bool, immediate: bool) {
    let a = cpu.gpr[ins.ra()];
    let so = cpu.xer & XER_SO != 0;
    let v = match (signed, immediate) {
        (true, false) => cmp_signed(a as i32, cpu.gpr[ins.rb()] as i32, so),
        (true, true) => cmp_signed(a as i32, ins.simm(), so),
        (false, false) => cmp_unsigned(a, cpu.gpr[ins.rb()], so),
        (false, true) => cmp_unsigned(a, ins.uimm(), so),
    };
    cpu.set_cr_field(ins.crfd(), v);
}
