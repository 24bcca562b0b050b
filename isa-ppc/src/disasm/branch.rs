//! Conditional branches (`bc`, `bclr`, `bcctr`) with objdump's extended mnemonics.
//!
//! BO (PowerPC UISA §2.4.1, Book I §2.4 in ISA 2.x) is classified as objdump 2.40
//! classifies it under its default (POWER10 + "any") dialect, measured over all BO/BI
//! values:
//!
//! | BO        | meaning                    | `bc` form              | hint    |
//! |-----------|----------------------------|------------------------|---------|
//! | 0000y     | CTR−1 ≠ 0 and CR bit false | `bdnzf BI,target`      | `lr`: y |
//! | 0001y     | CTR−1 = 0 and CR bit false | `bdzf`                 | `lr`: y |
//! | 001at     | CR bit false               | `bge`/`ble`/`bne`/`bns`| at      |
//! | 0100y     | CTR−1 ≠ 0 and CR bit true  | `bdnzt`                | `lr`: y |
//! | 0101y     | CTR−1 = 0 and CR bit true  | `bdzt`                 | `lr`: y |
//! | 011at     | CR bit true                | `blt`/`bgt`/`beq`/`bso`| at      |
//! | 1a00t     | CTR−1 ≠ 0                  | `bdnz` (BI = 0)        | at / y  |
//! | 1a01t     | CTR−1 = 0                  | `bdz` (BI = 0)         | at / y  |
//! | 10100     | always                     | `bc 20,BI,target`, `blr`, `bctr` |  |
//!
//! `at` = 10 prints `-`, 11 prints `+`; with the older `y` encoding objdump prints `+`
//! for y = 1 on `bclr` forms only (and for `bc` in the `1a00t` group). `bcctr` cannot
//! decrement CTR: its CTR forms print as plain `bcctr BO,BI` and their `y` = 1 twins as
//! `.long`, as do the reserved BO values (`1z1zz` other than 10100).

use super::{branch_target, mnemonic_with_mods, Text};
use crate::isa::{Ins, Opcode};

/// Condition names for BI's low two bits: branch if true, branch if false.
const TRUE: [&str; 4] = ["lt", "gt", "eq", "so"];
const FALSE: [&str; 4] = ["ge", "le", "ne", "ns"];

/// Which register a branch goes through.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Via {
    Disp,
    Lr,
    Ctr,
}

/// `None` if `ins` is not a conditional branch; `Some(None)` where objdump prints `.long`.
pub(super) fn text(ins: Ins, pc: u32) -> Option<Option<Text>> {
    let via = match ins.op {
        Opcode::Bc => Via::Disp,
        Opcode::Bclr => Via::Lr,
        Opcode::Bcctr => Via::Ctr,
        _ => return None,
    };
    Some(conditional(ins, via, pc))
}

fn conditional(ins: Ins, via: Via, pc: u32) -> Option<Text> {
    let bo = ins.bo();
    let bi = ins.bi();
    let reg = match via {
        Via::Disp => "",
        Via::Lr => "lr",
        Via::Ctr => "ctr",
    };
    // Suffixes in objdump's order: l, a, then the hint.
    let mut suffix = String::new();
    if ins.lk() {
        suffix.push('l');
    }
    if via == Via::Disp && ins.aa() {
        suffix.push('a');
    }
    let y_hint = |on_lr: bool| if on_lr && bo & 1 == 1 { "+" } else { "" };
    let at_hint = match bo & 3 {
        2 => "-",
        3 => "+",
        _ => "",
    };
    let mut t;
    match bo >> 1 {
        // 0000y 0001y 0100y 0101y: decrement and test a CR bit.
        0 | 1 | 4 | 5 => {
            if via == Via::Ctr {
                return if bo & 1 == 0 {
                    Some(raw(ins, pc, ""))
                } else {
                    None
                };
            }
            let base = match bo >> 1 {
                0 => "bdnzf",
                1 => "bdzf",
                4 => "bdnzt",
                _ => "bdzt",
            };
            t = Text::new(format!("{base}{reg}{suffix}{}", y_hint(via == Via::Lr)));
            t.ops.crbit(bi);
        }
        // 001at 011at: test a CR bit.
        2 | 3 | 6 | 7 => {
            let names = if bo & 0b01000 != 0 { TRUE } else { FALSE };
            let hint = if via == Via::Disp {
                // bc: at = 0b0t prints nothing; lr/ctr: y = 1 (0b01) prints `+`.
                if bo & 2 == 0 {
                    ""
                } else {
                    at_hint
                }
            } else if bo & 3 == 1 {
                "+"
            } else {
                at_hint
            };
            t = Text::new(format!("b{}{reg}{suffix}{hint}", names[(bi & 3) as usize]));
            let cr = bi >> 2;
            if cr != 0 || (via != Via::Disp && ins.bh() != 0) {
                t.ops.crf(cr as usize);
            }
        }
        // 1a00t 1a01t: decrement only (BI must be 0 for the extended form).
        8 | 9 | 12 | 13 => {
            let plain = bo & 0b01000 == 0; // 1000y / 1001y, else 1a00t / 1a01t with a = 1
            let at = if bo & 1 == 1 { "+" } else { "-" };
            if via == Via::Ctr {
                return if !plain {
                    Some(raw(ins, pc, at))
                } else if bo & 1 == 0 {
                    Some(raw(ins, pc, ""))
                } else {
                    None
                };
            }
            let hint = if !plain {
                at
            } else if bo & 1 == 1 && via == Via::Lr {
                "+"
            } else {
                ""
            };
            if bi != 0 {
                // 1a00t with a nonzero BI: only the even y = 0 or at forms print.
                return if plain && bo & 1 == 1 {
                    None
                } else {
                    Some(raw(ins, pc, hint))
                };
            }
            let base = if bo & 0b00010 == 0 { "bdnz" } else { "bdz" };
            t = Text::new(format!("{base}{reg}{suffix}{hint}"));
        }
        // 1z1zz: branch always, only 10100 is valid.
        _ => {
            if bo != 20 {
                return None;
            }
            if bi != 0 || via == Via::Disp {
                return Some(raw(ins, pc, ""));
            }
            t = Text::new(format!("b{reg}{suffix}"));
        }
    }
    match via {
        Via::Disp => t.ops.target(branch_target(ins, ins.bd(), pc)),
        _ => {
            if ins.bh() != 0 {
                t.ops.num(ins.bh());
            }
        }
    }
    Some(t)
}

/// The plain `bc BO,BI,target` / `bclr BO,BI[,BH]` form, with a hint suffix.
fn raw(ins: Ins, pc: u32, hint: &str) -> Text {
    let mut t = Text::new(mnemonic_with_mods(ins, ins.def().mnemonic) + hint);
    t.ops.num(ins.bo());
    t.ops.crbit(ins.bi());
    match ins.op {
        Opcode::Bc => t.ops.target(branch_target(ins, ins.bd(), pc)),
        _ => {
            if ins.bh() != 0 {
                t.ops.num(ins.bh());
            }
        }
    }
    t
}
