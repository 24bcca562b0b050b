//! Disassembly in the syntax of `powerpc-linux-gnu-objdump -d` (binutils 2.40, default
//! options for a 32-bit ELF), derived from the instruction table.
//!
//! [`disasm`] returns exactly the text objdump prints after the instruction bytes:
//! the mnemonic padded with spaces to 8 columns (at least one space), then the operands
//! separated by commas. Branch targets are absolute hexadecimal addresses without `0x`,
//! as objdump prints them when the binary has symbols (objdump then appends
//! ` <symbol+offset>`, which callers comparing with objdump strip).
//!
//! The canonical form of each instruction comes from its table row (mnemonic, modifier
//! suffixes `o`, `.`, `l`, `a`, operand fields in order); `simplified` picks the
//! extended mnemonics objdump prefers (`li`, `mr`, `slwi`, `cmpwi`, `mflr`, `crclr`,
//! `trap`, ...) and `branch` the conditional-branch forms (`beq cr7,...`, `bdnz`,
//! `bnelr+`). Words that this CPU does not execute but objdump still names (AltiVec,
//! transactional memory, 64-bit instructions that appear in glibc's hardware-specific
//! code) are named by `foreign`; anything else prints as `.long 0x...`.
//!
//! ```
//! use isa_ppc::{disasm::disasm, isa::Ins};
//! assert_eq!(disasm(Ins::new(0x7c43_2214), 0), "add     r2,r3,r4");
//! assert_eq!(disasm(Ins::new(0x4182_fff8), 0x1000_004c), "beq     10000044");
//! assert_eq!(disasm(Ins::new(0x0000_0000), 0), ".long 0x0");
//! ```

mod branch;
mod foreign;
mod operand;
mod simplified;
mod spr;

use crate::isa::{Field, Ins, Mods, Opcode};
use operand::Ops;

/// An instruction's text before layout: mnemonic and operand list.
pub(crate) struct Text {
    /// The mnemonic, suffixes included.
    pub mnemonic: String,
    /// The operands, already formatted and comma-separated.
    pub ops: Ops,
}

impl Text {
    fn new(mnemonic: impl Into<String>) -> Text {
        Text {
            mnemonic: mnemonic.into(),
            ops: Ops::default(),
        }
    }
}

/// Disassembles one instruction located at address `pc` (used for relative branches).
pub fn disasm(ins: Ins, pc: u32) -> String {
    let mut s = String::with_capacity(32);
    write_disasm(&mut s, ins, pc).expect("writing to a String cannot fail");
    s
}

/// Writes the disassembly of `ins` at `pc` into `out` (no allocation beyond `out`'s).
pub fn write_disasm<W: std::fmt::Write>(out: &mut W, ins: Ins, pc: u32) -> std::fmt::Result {
    match text(ins, pc) {
        Some(t) => layout(out, &t),
        None => write!(out, ".long {:#x}", ins.code),
    }
}

/// objdump's layout: mnemonic, padding to column 8 (at least one space), operands.
fn layout<W: std::fmt::Write>(out: &mut W, t: &Text) -> std::fmt::Result {
    out.write_str(&t.mnemonic)?;
    if !t.ops.is_empty() {
        let pad = 8usize.saturating_sub(t.mnemonic.len()).max(1);
        for _ in 0..pad {
            out.write_char(' ')?;
        }
        out.write_str(t.ops.as_str())?;
    }
    Ok(())
}

/// The text of an instruction, or `None` where objdump prints `.long`.
fn text(ins: Ins, pc: u32) -> Option<Text> {
    if ins.op == Opcode::Illegal {
        return foreign::text(ins);
    }
    if let Some(t) = branch::text(ins, pc) {
        return t;
    }
    if let Some(t) = simplified::text(ins) {
        return t;
    }
    Some(canonical(ins, pc))
}

/// The base mnemonic with the modifier suffixes this word sets.
pub(crate) fn mnemonic_with_mods(ins: Ins, base: &str) -> String {
    let mods = ins.def().mods;
    let mut m = String::with_capacity(base.len() + 2);
    m.push_str(base);
    if mods.contains(Mods::OE) && ins.oe() {
        m.push('o');
    }
    if mods.contains(Mods::LK) && ins.lk() {
        m.push('l');
    }
    if mods.contains(Mods::AA) && ins.aa() {
        m.push('a');
    }
    if mods.contains(Mods::RC) && ins.rc() {
        m.push('.');
    }
    m
}

/// The canonical form: the row's mnemonic and every operand field in order.
fn canonical(ins: Ins, pc: u32) -> Text {
    let def = ins.def();
    let mut t = Text::new(mnemonic_with_mods(ins, def.mnemonic));
    for &f in def.fields {
        push_field(&mut t.ops, ins, f, pc);
    }
    t
}

/// Formats one operand field as objdump does.
pub(crate) fn push_field(ops: &mut Ops, ins: Ins, f: Field, pc: u32) {
    match f {
        Field::RD | Field::RS => ops.gpr(ins.rd()),
        Field::RA => ops.gpr(ins.ra()),
        Field::RA0 => ops.gpr0(ins.ra()),
        Field::RB => ops.gpr(ins.rb()),
        Field::FRD | Field::FRS => ops.fpr(ins.frd()),
        Field::FRA => ops.fpr(ins.fra()),
        Field::FRB => ops.fpr(ins.frb()),
        Field::FRC => ops.fpr(ins.frc()),
        Field::SIMM => ops.num(ins.simm()),
        Field::UIMM => ops.num(ins.uimm()),
        Field::DISP => ops.mem(ins.d(), ins.ra()),
        Field::CRFD => ops.crf(ins.crfd()),
        Field::CRFS => ops.crf(ins.crfs()),
        Field::CRBD => ops.crbit(ins.crbd()),
        Field::CRBA | Field::BI => ops.crbit(ins.crba()),
        Field::CRBB => ops.crbit(ins.crbb()),
        Field::BO | Field::TO | Field::TH => ops.num(ins.bo()),
        Field::BD => ops.target(branch_target(ins, ins.bd(), pc)),
        Field::LI => ops.target(branch_target(ins, ins.li(), pc)),
        Field::SH | Field::MB | Field::ME => ops.num(match f {
            Field::SH => ins.sh(),
            Field::MB => ins.mb(),
            _ => ins.me(),
        }),
        Field::NB => ops.num(if ins.nb() == 0 { 32 } else { ins.nb() }),
        Field::SPR | Field::TBR => ops.num(ins.spr()),
        Field::SR => ops.num(ins.sr()),
        Field::CRM => ops.num(ins.crm()),
        Field::FM => ops.num(ins.fm()),
        Field::IMM => ops.num(ins.imm()),
        Field::L => ops.num(ins.l()),
        Field::LEV => {
            if ins.lev() != 0 {
                ops.num(ins.lev())
            }
        }
        Field::FL => {
            if ins.fl() {
                ops.num(1)
            }
        }
        Field::BH => {
            if ins.bh() != 0 {
                ops.num(ins.bh())
            }
        }
    }
}

/// The target of a relative or absolute branch.
pub(crate) fn branch_target(ins: Ins, disp: i32, pc: u32) -> u32 {
    if ins.aa() {
        disp as u32
    } else {
        pc.wrapping_add(disp as u32)
    }
}
