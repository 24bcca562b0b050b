//! Words this CPU does not execute (they decode as [`Opcode::Illegal`](crate::isa::Opcode))
//! but objdump names, because its default dialect covers later PowerPC and POWER
//! processors: the invalid forms of update loads and stores (by their POWER names
//! where objdump uses them),
//! the AltiVec, VSX, transactional-memory and ISA 2.05+ floating-point code
//! that glibc carries for hardware that has it (selected at run time from AT_HWCAP,
//! which advertises none of it here). Only forms that occur in Debian's ppc32 libc.a
//! and libm.a are listed; any other word prints as `.long`, and the disassembler tests
//! report a new one.

use super::Text;
use crate::isa::Ins;

/// Operand layouts of the foreign forms.
#[derive(Clone, Copy)]
enum Form {
    /// `vD,(rA|0),rB`: AltiVec indexed loads and stores.
    VrIndexed,
    /// `vD,vA,vB,vC`.
    Va4,
    /// `vD,vA,vB`.
    Vx3,
    /// `vD,SIMM` (5-bit signed immediate in the vA field).
    VxSplatImm,
    /// `vD,vA,vB,SHB`.
    Vsldoi,
    /// `xT,(rA|0),rB`: VSX indexed loads and stores (TX in bit 31).
    VsxIndexed,
    /// `xT,xA,xB` (AX, BX, TX in bits 29, 30, 31).
    Xx3,
    /// `xT,xA,xB,DM`.
    Xxpermdi,
    /// `frD,(rA|0),rB`.
    FpIndexed,
    /// `rD,d(rA|0)`.
    Disp,
    /// `rD,rA,rB`.
    Indexed,
    /// `rS,(rA|0),rB`.
    Indexed0,
    /// `rA`.
    Ra,
    /// `BF,U,W`: `mtfsfi` with the ISA 2.05 W bit set.
    MtfsfiW,
    /// No operands.
    Bare,
}

/// (mask, pattern, mnemonic, form), first match wins.
const FOREIGN: &[(u32, u32, &str, Form)] = &[
    // AltiVec (opcode 4 and the opcode-31 loads and stores).
    (0xfc00_07ff, 0x7c00_00ce, "lvx", Form::VrIndexed),
    (0xfc00_07ff, 0x7c00_01ce, "stvx", Form::VrIndexed),
    (0xfc00_07ff, 0x7c00_000c, "lvsl", Form::VrIndexed),
    (0xfc00_07ff, 0x7c00_004c, "lvsr", Form::VrIndexed),
    (0xfc00_003f, 0x1000_002b, "vperm", Form::Va4),
    (0xfc00_043f, 0x1000_002c, "vsldoi", Form::Vsldoi),
    (0xfc00_ffff, 0x1000_038c, "vspltisw", Form::VxSplatImm),
    (0xfc00_07ff, 0x1000_0104, "vslb", Form::Vx3),
    // VSX.
    (0xfc00_07fe, 0x7c00_0698, "lxvd2x", Form::VsxIndexed),
    (0xfc00_07fe, 0x7c00_0798, "stxvd2x", Form::VsxIndexed),
    (0xfc00_07f8, 0xf000_0490, "xxlor", Form::Xx3),
    (0xfc00_07f8, 0xf000_0450, "xxlandc", Form::Xx3),
    (0xfc00_07f8, 0xf000_04d0, "xxlxor", Form::Xx3),
    (0xfc00_07f8, 0xf000_0580, "xscpsgndp", Form::Xx3),
    (0xfc00_04f8, 0xf000_0050, "xxpermdi", Form::Xxpermdi),
    // ISA 2.05/2.06 floating point.
    (0xfc00_07ff, 0x7c00_06ee, "lfiwzx", Form::FpIndexed),
    (0xfc7f_0fff, 0xfc01_010c, "mtfsfi", Form::MtfsfiW),
    (0xfc7f_0fff, 0xfc01_010d, "mtfsfi.", Form::MtfsfiW),
    // Invalid forms of update loads and stores (rA = 0, or rA = rD for loads), which
    // objdump names by their POWER mnemonics where one exists.
    (0xfc00_0000, 0x8400_0000, "lu", Form::Disp),
    (0xfc00_07ff, 0x7c00_006e, "lux", Form::Indexed),
    (0xfc00_0000, 0x9400_0000, "stu", Form::Disp),
    (0xfc00_07ff, 0x7c00_016e, "stux", Form::Indexed0),
    // Transactional memory (ISA 2.07).
    (0xffe0_ffff, 0x7c00_071d, "tabort.", Form::Ra),
    (0xffff_ffff, 0x7c00_055d, "tend.", Form::Bare),
    (0xffff_ffff, 0x7c00_051d, "tbegin.", Form::Bare),
];

/// A VSX register number: a 5-bit field plus its extension bit.
fn vsr(ins: Ins, shift: u32, ext_bit: u32) -> usize {
    (((ins.code >> shift) & 31) | (((ins.code >> ext_bit) & 1) << 5)) as usize
}

/// The text of a foreign word, `None` for `.long`.
pub(super) fn text(ins: Ins) -> Option<Text> {
    let &(_, _, name, form) = FOREIGN.iter().find(|e| ins.code & e.0 == e.1)?;
    let (xt, xa, xb) = (vsr(ins, 21, 0), vsr(ins, 16, 2), vsr(ins, 11, 1));
    let mut t = Text::new(name);
    match form {
        Form::VrIndexed | Form::FpIndexed => {
            if matches!(form, Form::VrIndexed) {
                t.ops.vr(ins.rd());
            } else {
                t.ops.fpr(ins.frd());
            }
            t.ops.gpr0(ins.ra());
            t.ops.gpr(ins.rb());
        }
        Form::Va4 | Form::Vx3 | Form::Vsldoi => {
            t.ops.vr(ins.rd());
            t.ops.vr(ins.ra());
            t.ops.vr(ins.rb());
            match form {
                Form::Va4 => t.ops.vr(ins.frc()),
                Form::Vsldoi => t.ops.num((ins.code >> 6) & 15),
                _ => {}
            }
        }
        Form::VxSplatImm => {
            t.ops.vr(ins.rd());
            t.ops.num(((ins.ra() as i32) << 27) >> 27);
        }
        Form::VsxIndexed => {
            t.ops.vsr(vsr(ins, 21, 0));
            t.ops.gpr0(ins.ra());
            t.ops.gpr(ins.rb());
        }
        // `xxlor` with equal sources is objdump's `xxmr`.
        Form::Xx3 if name == "xxlor" && xa == xb => {
            t = Text::new("xxmr");
            t.ops.vsr(xt);
            t.ops.vsr(xa);
        }
        Form::Xx3 | Form::Xxpermdi => {
            t.ops.vsr(xt);
            t.ops.vsr(xa);
            t.ops.vsr(xb);
            if matches!(form, Form::Xxpermdi) {
                t.ops.num((ins.code >> 8) & 3);
            }
        }
        Form::Disp => {
            t.ops.gpr(ins.rd());
            t.ops.mem(ins.d(), ins.ra());
        }
        Form::Indexed | Form::Indexed0 => {
            t.ops.gpr(ins.rd());
            if matches!(form, Form::Indexed) {
                t.ops.gpr(ins.ra());
            } else {
                t.ops.gpr0(ins.ra());
            }
            t.ops.gpr(ins.rb());
        }
        Form::Ra => t.ops.gpr(ins.ra()),
        Form::MtfsfiW => {
            t.ops.num(ins.crfd());
            t.ops.num(ins.imm());
            t.ops.num(1);
        }
        Form::Bare => {}
    }
    Some(t)
}
