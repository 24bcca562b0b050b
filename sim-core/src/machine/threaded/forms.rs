//! Specialised handlers, chosen when a page is built ([`slot`]) for the forms compilers
//! emit most: what the generic handler of the opcode would decide per execution (an
//! operand being 0, a BO field, ...) is decided once. Each computes exactly what the
//! generic semantics compute for that form (cited per handler).

use isa_ppc::cpu::Cpu;
use isa_ppc::exec::branch;
use isa_ppc::isa::{Ins, Opcode};

use super::{fetch, follow, handler, next, Core, End, Handler, Handlers, Slot};
use crate::observer::Observer;

handler! {
    /// `bc` with a fixed BO (and AA = LK = 0), the forms compilers emit for loops and
    /// conditions: [`branch::exec_bc`]'s semantics with the BO decoding folded away.
    fn bc_fixed[O: Observer, const BO: u32](cpu, core, s, budget, pc) {
        let ins = fetch(core, s, pc, Opcode::Bc);
        let taken = branch::bc_taken(cpu.cr, &mut cpu.ctr, BO, ins.bi());
        let t = if taken {
            pc.wrapping_add(ins.bd() as u32)
        } else {
            pc.wrapping_add(4)
        };
        cpu.pc = t;
        follow(cpu, core, s, budget, pc, t)
    }

    /// `addi`/`addis` with rA = 0 (`li`/`lis`, `SHIFT` 0/16): rD := SIMM << SHIFT, the
    /// semantics of [`isa_ppc::exec::integer::exec_imm`] with the rA = 0 test decided
    /// when the page was built (a branch shared by every `addi` mispredicts on a mix of
    /// both).
    fn li[O: Observer, const SHIFT: u32](cpu, core, s, budget, pc) {
        let op = if SHIFT == 0 {
            Opcode::Addi
        } else {
            Opcode::Addis
        };
        let ins = fetch(core, s, pc, op);
        cpu.gpr[ins.rd()] = (ins.simm() as u32) << SHIFT;
        next(cpu, core, s, budget, pc)
    }
}

/// The handler for `ins`: [`bc_fixed`] for the common `bc` forms, [`li`] for `li` and
/// `lis`, else its opcode's.
fn handler<O: Observer>(ins: Ins) -> Handler<O> {
    match ins.op {
        Opcode::Addi if ins.ra() == 0 => return li::<O, 0>,
        Opcode::Addis if ins.ra() == 0 => return li::<O, 16>,
        _ => {}
    }
    if ins.op == Opcode::Bc && ins.code & 3 == 0 {
        match ins.bo() {
            4 => return bc_fixed::<O, 4>,
            5 => return bc_fixed::<O, 5>,
            6 => return bc_fixed::<O, 6>,
            7 => return bc_fixed::<O, 7>,
            12 => return bc_fixed::<O, 12>,
            13 => return bc_fixed::<O, 13>,
            14 => return bc_fixed::<O, 14>,
            15 => return bc_fixed::<O, 15>,
            16 => return bc_fixed::<O, 16>,
            18 => return bc_fixed::<O, 18>,
            _ => {}
        }
    }
    Handlers::<O>::get(ins.op)
}

/// The slot of `ins[0]`, the instructions that follow it on its page being `ins[1..]`.
pub(super) fn slot<O: Observer>(ins: &[Ins]) -> Slot<O> {
    let i = ins[0];
    Slot {
        f: handler::<O>(i),
        code: i.code,
    }
}
