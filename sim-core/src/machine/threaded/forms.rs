//! Specialised handlers, chosen when a page is built ([`slot`]) for the forms compilers
//! emit most: what the generic handler of the opcode would decide per execution (an
//! operand being 0, a BO field, an SPR number, the Rc and OE bits, ...) is decided once,
//! and operands that take work to decode (immediates, rotate masks, displacements) are
//! precomputed into the slot's `aux`. Each computes exactly what the generic semantics
//! (`isa_ppc::exec`, cited per handler) compute for that form.

use isa_ppc::cpu::Cpu;
use isa_ppc::exec::branch;
use isa_ppc::exec::integer::{cmp_signed, cmp_unsigned, mask};
use isa_ppc::isa::{Ins, Opcode};

use super::{call, fetch, follow, handler, next, Core, End, Handler, Handlers, Slot};
use super::{PLAIN, RA_NZ};
use crate::observer::Observer;

/// SPR numbers (UISA §3.3.15).
const LR: u32 = 8;
const CTR: u32 = 9;
/// BO of "branch always" (BO\[0\] and BO\[2\] set, the z bits 0).
const BO_ALWAYS: u32 = 20;
/// XER\[SO\].
const XER_SO: u32 = isa_ppc::cpu::XER_SO;

/// `Opcode::$op`'s index, as the const parameter of generic handlers.
macro_rules! k {
    ($op:ident) => {
        const { Opcode::$op as u8 }
    };
}

handler! {
    /// `bc` with a fixed BO (and AA = LK = 0), the forms compilers emit for loops and
    /// conditions: [`branch::exec_bc`]'s semantics with the BO decoding folded away;
    /// `aux` = BD.
    fn bc_fixed[O: Observer, const BO: u32](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Bc);
        let taken = branch::bc_taken(cpu.cr, &mut cpu.ctr, BO, ins.bi());
        let t = if taken {
            pc.wrapping_add(s.aux)
        } else {
            pc.wrapping_add(4)
        };
        cpu.pc = t;
        follow(cpu, core, s, budget, pc, t)
    }

    /// `b`/`bl` (AA = 0; `LK`): [`branch::exec_b`]; `aux` = LI.
    fn b_rel[O: Observer, const LK: bool](cpu, core, s, budget, pc) {
        fetch(core, s, pc, Opcode::B);
        let t = pc.wrapping_add(s.aux);
        if LK {
            cpu.lr = pc.wrapping_add(4);
        }
        cpu.pc = t;
        follow(cpu, core, s, budget, pc, t)
    }

    /// `blr`, `blrl`, `bctr`, `bctrl` (BO = 20: branch always; `CTR` says which register,
    /// `LK` whether to link): [`branch::exec_bc`], the target read before LR is written.
    fn b_reg[O: Observer, const TO_CTR: bool, const LK: bool](cpu, core, s, budget, pc) {
        fetch(core, s, pc, if TO_CTR { Opcode::Bcctr } else { Opcode::Bclr });
        let t = if TO_CTR { cpu.ctr } else { cpu.lr } & !3;
        if LK {
            cpu.lr = pc.wrapping_add(4);
        }
        cpu.pc = t;
        follow(cpu, core, s, budget, pc, t)
    }

    /// `li`/`lis` (`addi`/`addis` with rA = 0, opcode index `K`): rD := `aux` (SIMM, or
    /// SIMM << 16), as [`isa_ppc::exec::integer::exec_imm`] computes with rA = 0.
    fn load_imm[O: Observer, const K: u8](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, const { Opcode::from_index(K) });
        cpu.gpr[ins.rd()] = s.aux;
        next(cpu, core, s, budget, pc)
    }

    /// `addi`/`addis` with rA != 0 (opcode index `K`): rD := (rA) + `aux` (SIMM, or
    /// SIMM << 16), as [`isa_ppc::exec::integer::exec_imm`].
    fn add_imm[O: Observer, const K: u8](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, const { Opcode::from_index(K) });
        cpu.gpr[ins.rd()] = cpu.gpr[ins.ra()].wrapping_add(s.aux);
        next(cpu, core, s, budget, pc)
    }

    /// `rlwinm` with Rc = 0: rA := ROTL(rS, SH) & `aux` (the mask of MB, ME), as
    /// [`isa_ppc::exec::integer::exec_rotate`].
    fn rlwinm[O: Observer](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Rlwinm);
        cpu.gpr[ins.ra()] = cpu.gpr[ins.rs()].rotate_left(ins.sh()) & s.aux;
        next(cpu, core, s, budget, pc)
    }

    /// `mr` (`or rA,rS,rS` with Rc = 0): rA := (rS).
    fn mr[O: Observer](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Or);
        cpu.gpr[ins.ra()] = cpu.gpr[ins.rs()];
        next(cpu, core, s, budget, pc)
    }

    /// `mtlr`/`mtctr` (`mtspr` with SPR 8/9): as
    /// [`isa_ppc::exec::system::exec_mtspr`].
    fn mt_lr_ctr[O: Observer, const SPR: u32](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Mtspr);
        let v = cpu.gpr[ins.rs()];
        if SPR == CTR {
            cpu.ctr = v;
        } else {
            cpu.lr = v;
        }
        next(cpu, core, s, budget, pc)
    }

    /// `mflr`/`mfctr` (`mfspr` with SPR 8/9): as
    /// [`isa_ppc::exec::system::exec_mfspr`] (they do not read the time base).
    fn mf_lr_ctr[O: Observer, const SPR: u32](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Mfspr);
        cpu.gpr[ins.rd()] = if SPR == CTR { cpu.ctr } else { cpu.lr };
        next(cpu, core, s, budget, pc)
    }

    /// `cmpwi`/`cmplwi` (`SIGNED`): CR\[crfD\] := compare (rA) with `aux` (SIMM
    /// sign-extended, or UIMM), as [`isa_ppc::exec::integer::exec_cmp`].
    fn cmp_imm[O: Observer, const SIGNED: bool](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, if SIGNED { Opcode::Cmpi } else { Opcode::Cmpli });
        let a = cpu.gpr[ins.ra()];
        let so = cpu.xer & XER_SO != 0;
        let v = if SIGNED {
            cmp_signed(a as i32, s.aux as i32, so)
        } else {
            cmp_unsigned(a, s.aux, so)
        };
        cpu.set_cr_field(ins.crfd(), v);
        next(cpu, core, s, budget, pc)
    }
}

/// Generic handlers with flags: `$f` for the listed opcodes, `None` for others.
macro_rules! flagged {
    ($o:ident, $op:expr, $f:expr, [$($name:ident),* $(,)?]) => {
        match $op {
            $(Opcode::$name => Some(call::<$o, { Opcode::$name as u8 }, $f> as Handler<$o>),)*
            _ => None,
        }
    };
}

/// The handler for `ins` and its `aux`: a specialised handler for the forms above, else
/// the generic one for its opcode (flagged where its Rc and OE bits are 0 or its base
/// register is not r0).
fn handler<O: Observer>(ins: Ins) -> (Handler<O>, u32) {
    use Opcode as Op;
    let simm = ins.simm() as u32;
    match ins.op {
        Op::Addi if ins.ra() == 0 => return (load_imm::<O, { k!(Addi) }>, simm),
        Op::Addis if ins.ra() == 0 => return (load_imm::<O, { k!(Addis) }>, simm << 16),
        Op::Addi => return (add_imm::<O, { k!(Addi) }>, simm),
        Op::Addis => return (add_imm::<O, { k!(Addis) }>, simm << 16),
        Op::Cmpi => return (cmp_imm::<O, true>, simm),
        Op::Cmpli => return (cmp_imm::<O, false>, ins.uimm()),
        Op::Rlwinm if !ins.rc() => return (rlwinm::<O>, mask(ins.mb(), ins.me())),
        Op::Or if !ins.rc() && ins.rs() == ins.rb() => return (mr::<O>, 0),
        Op::Mtspr if ins.spr() == LR => return (mt_lr_ctr::<O, LR>, 0),
        Op::Mtspr if ins.spr() == CTR => return (mt_lr_ctr::<O, CTR>, 0),
        Op::Mfspr if ins.spr() == LR => return (mf_lr_ctr::<O, LR>, 0),
        Op::Mfspr if ins.spr() == CTR => return (mf_lr_ctr::<O, CTR>, 0),
        Op::B if !ins.aa() => {
            let f = if ins.lk() {
                b_rel::<O, true>
            } else {
                b_rel::<O, false>
            };
            return (f, ins.li() as u32);
        }
        Op::Bclr | Op::Bcctr if ins.bo() == BO_ALWAYS => {
            let f = match (ins.op == Op::Bcctr, ins.lk()) {
                (false, false) => b_reg::<O, false, false>,
                (false, true) => b_reg::<O, false, true>,
                (true, false) => b_reg::<O, true, false>,
                (true, true) => b_reg::<O, true, true>,
            };
            return (f, 0);
        }
        Op::Bc if ins.code & 3 == 0 => {
            let f: Option<Handler<O>> = match ins.bo() {
                4 => Some(bc_fixed::<O, 4>),
                5 => Some(bc_fixed::<O, 5>),
                6 => Some(bc_fixed::<O, 6>),
                7 => Some(bc_fixed::<O, 7>),
                12 => Some(bc_fixed::<O, 12>),
                13 => Some(bc_fixed::<O, 13>),
                14 => Some(bc_fixed::<O, 14>),
                15 => Some(bc_fixed::<O, 15>),
                16 => Some(bc_fixed::<O, 16>),
                18 => Some(bc_fixed::<O, 18>),
                _ => None,
            };
            if let Some(f) = f {
                return (f, ins.bd() as u32);
            }
        }
        _ => {}
    }
    if ins.ra() != 0 {
        let f = flagged!(
            O,
            ins.op,
            RA_NZ,
            [Lwz, Lbz, Lhz, Lha, Stw, Stb, Sth, Lwzx, Lbzx, Lhzx, Stwx, Stbx, Sthx,]
        );
        if let Some(f) = f {
            return (f, 0);
        }
    }
    if ins.code & 0x401 == 0 {
        let f = flagged!(
            O,
            ins.op,
            PLAIN,
            [
                Add, Addc, Adde, Addme, Addze, Subf, Subfc, Subfe, Subfme, Subfze, Neg, Mullw,
                Mulhw, Mulhwu, Divw, Divwu, And, Or, Xor, Nand, Nor, Eqv, Andc, Orc, Extsb, Extsh,
                Cntlzw, Slw, Srw, Sraw, Srawi, Rlwnm, Rlwimi,
            ]
        );
        if let Some(f) = f {
            return (f, 0);
        }
    }
    (Handlers::<O>::get(ins.op), 0)
}

/// The slot of `ins[0]`, the instructions that follow it on its page being `ins[1..]`.
pub(super) fn slot<O: Observer>(ins: &[Ins]) -> Slot<O> {
    let i = ins[0];
    let (f, aux) = handler::<O>(i);
    Slot {
        f,
        code: i.code,
        aux,
    }
}
