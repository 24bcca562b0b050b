//! The extended ("simplified") mnemonics objdump prints in place of the canonical form
//! (PowerPC UISA appendix F; binutils' choices measured against objdump 2.40).

use super::{mnemonic_with_mods, spr, Text};
use crate::isa::{Ins, Opcode};

/// `tw`/`twi` condition names by TO value (the `u` of `twu` is TO = 31).
fn trap_condition(to: u32) -> Option<&'static str> {
    Some(match to {
        1 => "lgt",
        2 => "llt",
        4 => "eq",
        5 => "lge",
        6 => "lle",
        8 => "gt",
        12 => "ge",
        16 => "lt",
        20 => "le",
        24 => "ne",
        31 => "u",
        _ => return None,
    })
}

/// `None`: print the canonical form. `Some(None)`: objdump prints `.long`.
pub(super) fn text(ins: Ins) -> Option<Option<Text>> {
    let (ra, rs, rb) = (ins.ra(), ins.rs(), ins.rb());
    let rc = if ins.rc() { "." } else { "" };
    let t = match ins.op {
        Opcode::Addi if ra == 0 => {
            let mut t = Text::new("li");
            t.ops.gpr(ins.rd());
            t.ops.num(ins.simm());
            t
        }
        Opcode::Addis if ra == 0 => {
            let mut t = Text::new("lis");
            t.ops.gpr(ins.rd());
            t.ops.num(ins.simm());
            t
        }
        Opcode::Ori if ins.code == 0x6000_0000 => Text::new("nop"),
        Opcode::Xori if ins.code == 0x6800_0000 => Text::new("xnop"),
        Opcode::Or if rs == rb => {
            // `or rX,rX,rX` encodes hints for some X (POWER ISA Book II §3.2, §4.3).
            let hint = match ins.code {
                0x7c00_037a => return Some(None),
                0x7f5a_d378 => "miso",
                0x7f7b_db78 => "yield",
                0x7fbd_eb78 => "mdoio",
                0x7fde_f378 => "mdoom",
                _ => "",
            };
            if !hint.is_empty() {
                return Some(Some(Text::new(hint)));
            }
            let mut t = Text::new(format!("mr{rc}"));
            t.ops.gpr(ra);
            t.ops.gpr(rs);
            t
        }
        Opcode::Nor if rs == rb => {
            let mut t = Text::new(format!("not{rc}"));
            t.ops.gpr(ra);
            t.ops.gpr(rs);
            t
        }
        Opcode::Cmp | Opcode::Cmpl | Opcode::Cmpi | Opcode::Cmpli => {
            let name = match ins.op {
                Opcode::Cmp => "cmpw",
                Opcode::Cmpl => "cmplw",
                Opcode::Cmpi => "cmpwi",
                _ => "cmplwi",
            };
            let mut t = Text::new(name);
            if ins.crfd() != 0 {
                t.ops.crf(ins.crfd());
            }
            t.ops.gpr(ra);
            match ins.op {
                Opcode::Cmp | Opcode::Cmpl => t.ops.gpr(rb),
                Opcode::Cmpi => t.ops.num(ins.simm()),
                _ => t.ops.num(ins.uimm()),
            }
            t
        }
        Opcode::Rlwinm => return rlwinm(ins).map(Some),
        Opcode::Rlwnm if ins.mb() == 0 && ins.me() == 31 => {
            let mut t = Text::new(format!("rotlw{rc}"));
            t.ops.gpr(ra);
            t.ops.gpr(rs);
            t.ops.gpr(rb);
            t
        }
        Opcode::Tw if ins.to() == 31 && ra == 0 && rb == 0 => Text::new("trap"),
        Opcode::Tw | Opcode::Twi => {
            let cond = trap_condition(ins.to())?;
            let imm = if ins.op == Opcode::Twi { "i" } else { "" };
            let mut t = Text::new(format!("tw{cond}{imm}"));
            t.ops.gpr(ra);
            if ins.op == Opcode::Twi {
                t.ops.num(ins.simm());
            } else {
                t.ops.gpr(rb);
            }
            t
        }
        Opcode::Mfspr | Opcode::Mtspr => return spr::text(ins).map(Some),
        Opcode::Mftb => {
            let name = match ins.tbr() {
                268 => "mftb",
                269 => "mftbu",
                _ => return Some(None),
            };
            let mut t = Text::new(name);
            t.ops.gpr(ins.rd());
            t
        }
        Opcode::Mtcrf if ins.crm() == 0xff => {
            let mut t = Text::new("mtcr");
            t.ops.gpr(rs);
            t
        }
        Opcode::Crxor | Opcode::Creqv | Opcode::Cror | Opcode::Crnor => {
            let (d, a, b) = (ins.crbd(), ins.crba(), ins.crbb());
            let name = match ins.op {
                Opcode::Crxor if d == a && a == b => "crclr",
                Opcode::Creqv if d == a && a == b => "crset",
                Opcode::Cror if a == b => "crmove",
                Opcode::Crnor if a == b => "crnot",
                _ => return None,
            };
            let mut t = Text::new(name);
            t.ops.crbit(d);
            if matches!(ins.op, Opcode::Cror | Opcode::Crnor) {
                t.ops.crbit(a);
            }
            t
        }
        Opcode::Sync => match ins.l() {
            0 => Text::new("hwsync"),
            1 => Text::new("lwsync"),
            2 => Text::new("ptesync"),
            _ => return Some(None),
        },
        Opcode::Mffs => return mffs(ins),
        Opcode::Dcbt | Opcode::Dcbtst => return Some(touch(ins)),
        Opcode::Mtfsb0 | Opcode::Mtfsb1 | Opcode::Mtfsfi => {
            let mut t = Text::new(mnemonic_with_mods(ins, ins.def().mnemonic));
            if ins.op == Opcode::Mtfsfi {
                t.ops.num(ins.crfd());
                t.ops.num(ins.imm());
            } else {
                t.ops.num(ins.crbd());
            }
            t
        }
        // Invalid forms of the multiple and string loads, by their POWER names.
        Opcode::Lmw if ra >= ins.rd() => return Some(Some(renamed(ins, "lm"))),
        Opcode::Lswi if ra == ins.rd() => return Some(Some(renamed(ins, "lsi"))),
        Opcode::Lswx if ra == ins.rd() || rb == ins.rd() => {
            // POWER's `lsx` takes rA, not (rA|0).
            let mut t = Text::new("lsx");
            t.ops.gpr(ins.rd());
            t.ops.gpr(ra);
            t.ops.gpr(rb);
            t
        }
        Opcode::Tlbie => {
            let mut t = Text::new("tlbie");
            t.ops.gpr(rb);
            t.ops.gpr(0);
            t
        }
        _ => return None,
    };
    Some(Some(t))
}

/// The canonical operands under another mnemonic.
fn renamed(ins: Ins, name: &str) -> Text {
    let mut t = Text::new(name);
    for &f in ins.def().fields {
        super::push_field(&mut t.ops, ins, f, 0);
    }
    t
}

/// `rlwinm` and its extended forms, in objdump's order of preference.
fn rlwinm(ins: Ins) -> Option<Text> {
    let (sh, mb, me) = (ins.sh(), ins.mb(), ins.me());
    let (name, n) = if mb == 0 && me == 31 {
        ("rotlwi", sh)
    } else if sh == 0 && me == 31 {
        ("clrlwi", mb)
    } else if sh == 0 && mb == 0 {
        ("clrrwi", 31 - me)
    } else if mb == 0 && sh + me == 31 {
        ("slwi", sh)
    } else if me == 31 && sh + mb == 32 {
        ("srwi", mb)
    } else {
        return None;
    };
    let mut t = Text::new(mnemonic_with_mods(ins, name));
    t.ops.gpr(ins.ra());
    t.ops.gpr(ins.rs());
    t.ops.num(n);
    Some(t)
}

/// `mffs` and the ISA 3.0 forms objdump names by their RA field (this CPU executes all
/// of them as `mffs`). `None`: objdump prints `.long`.
fn mffs(ins: Ins) -> Option<Option<Text>> {
    let (ra, rb) = (ins.ra(), ins.rb());
    let name = match (ra, rb) {
        (0, 0) => "mffs",
        (1, 0) => "mffsce",
        (20, _) => "mffscdrn",
        (21, 0..=7) => "mffscdrni",
        (22, _) => "mffscrn",
        (23, 0..=3) => "mffscrni",
        (24, 0) => "mffsl",
        _ => return Some(None),
    };
    if ra != 0 && ins.rc() {
        return Some(None);
    }
    let mut t = Text::new(mnemonic_with_mods(ins, name));
    t.ops.fpr(ins.frd());
    match ra {
        20 | 22 => t.ops.fpr(rb),
        21 => t.ops.num(ins.code >> 11 & 7),
        23 => t.ops.num(rb),
        _ => {}
    }
    Some(Some(t))
}

/// `dcbt`/`dcbtst`, which objdump names by their TH field: 0-7 "ct", 8-15 "ds" (the
/// value printed unless it is the group's base), 16 `dcbtt`/`dcbtstt`, 17 `dcbna`,
/// others the plain mnemonic with TH.
fn touch(ins: Ins) -> Option<Text> {
    let base = if ins.op == Opcode::Dcbtst {
        "dcbtst"
    } else {
        "dcbt"
    };
    let th = ins.th();
    let (suffix, show) = match th {
        0 => ("ct", false),
        1..=7 => ("ct", true),
        8 => ("ds", false),
        9..=15 => ("ds", true),
        16 => ("t", false),
        17 if ins.op == Opcode::Dcbt => return Some(plain_touch(ins, "dcbna", None)),
        _ => ("", true),
    };
    Some(plain_touch(
        ins,
        &format!("{base}{suffix}"),
        show.then_some(th),
    ))
}

fn plain_touch(ins: Ins, name: &str, th: Option<u32>) -> Text {
    let mut t = Text::new(name);
    t.ops.gpr0(ins.ra());
    t.ops.gpr(ins.rb());
    if let Some(th) = th {
        t.ops.num(th);
    }
    t
}
