//! Fused pairs: one handler for two neighbouring instructions of specialised forms
//! ([`super::forms`]) that compiled code puts together often (a compare and its branch,
//! `mtctr; bctr`, an index shift and its indexed load, ...). The pair runs both forms'
//! semantics one after the other with one dispatch instead of two; everything else is
//! as if each ran alone: the fetch hook and data events in order, the budget checked
//! between the two (a chain may end after the first), a fast path that declines in
//! either handing that instruction to its full semantics, which continue the chain.
//! The second instruction's slot keeps its own handler for chains that enter there.

use isa_ppc::cpu::Cpu;
use isa_ppc::isa::Opcode;

use super::forms::{k, AddImm, BReg, Bc, Body, Branch, Cmp, Form, Ls, Mr, MtSpr, Plain, Rlwinm};
use super::forms::{CTR, LR};
use super::{follow, handler, next, Core, End, Handler, Slot, RA_NZ};
use crate::observer::Observer;

/// The first of a pair: runs `A`, the instruction of slot `s` at `pc` (`seq`: its fetch
/// as [`super::fetch`]'s), and gives the
/// second's slot and pc; or how the chain ended (`A`'s fast path declined and its full
/// semantics took the chain over, or the budget ran out after `A`).
#[inline(always)]
fn first<'s, O: Observer, A: Body>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    s: &'s Slot<O>,
    budget: u32,
    pc: u32,
    seq: bool,
) -> Result<(&'s Slot<O>, u32), End> {
    if !A::run(cpu, core, s, pc, seq) {
        return Err(A::slow(cpu, core, s, budget, pc));
    }
    let pc = pc.wrapping_add(4);
    if budget == 1 {
        cpu.pc = pc;
        return Err(End::done(0));
    }
    // SAFETY: pairs are made of two words of one page (the builder checks).
    Ok((unsafe { s.at(1) }, pc))
}

handler! {
    /// `A` then `B`, both straight-line; `S1`, `S2`: their fetches are reported as
    /// following the previous one ([`super::fetch`]'s `seq`).
    fn pair2[O: Observer, A: Body, B: Body, const S1: bool, const S2: bool](cpu, core, s, budget, pc) {
        let (s, pc) = match first::<O, A>(cpu, core, s, budget, pc, S1) {
            Ok(second) => second,
            Err(end) => return end,
        };
        if !B::run(cpu, core, s, pc, S2) {
            return B::slow(cpu, core, s, budget - 1, pc);
        }
        next(cpu, core, s, budget - 1, pc)
    }

    /// `A`, straight-line, then the control instruction `B` (`S1`, `S2` as for [`pair2`]).
    fn pair_br[O: Observer, A: Body, B: Branch, const S1: bool, const S2: bool](cpu, core, s, budget, pc) {
        let (s, pc) = match first::<O, A>(cpu, core, s, budget, pc, S1) {
            Ok(second) => second,
            Err(end) => return end,
        };
        let t = B::run(cpu, core, s, pc, S2);
        follow(cpu, core, s, budget - 1, pc, t)
    }
}

/// The handler fusing an instruction of form `a` with the next, of form `b`, if the pair
/// is one this machine fuses (`S1`, `S2` as for [`pair2`]).
pub(super) fn pair<O: Observer, const S1: bool, const S2: bool>(
    a: Form,
    b: Form,
) -> Option<Handler<O>> {
    use Form as F;
    use Opcode as Op;
    type LsNz<const K: u8> = Ls<K, RA_NZ>;
    const ADDI: u8 = k!(Addi);
    Some(match (a, b) {
        // A compare and its branch.
        (F::Cmp(s, r), F::Bc(bo @ (4 | 12))) => match (s, r, bo) {
            (true, false, 4) => pair_br::<O, Cmp<true, false>, Bc<4>, S1, S2>,
            (true, false, _) => pair_br::<O, Cmp<true, false>, Bc<12>, S1, S2>,
            (false, false, 4) => pair_br::<O, Cmp<false, false>, Bc<4>, S1, S2>,
            (false, false, _) => pair_br::<O, Cmp<false, false>, Bc<12>, S1, S2>,
            (true, true, 4) => pair_br::<O, Cmp<true, true>, Bc<4>, S1, S2>,
            (true, true, _) => pair_br::<O, Cmp<true, true>, Bc<12>, S1, S2>,
            (false, true, 4) => pair_br::<O, Cmp<false, true>, Bc<4>, S1, S2>,
            (false, true, _) => pair_br::<O, Cmp<false, true>, Bc<12>, S1, S2>,
        },
        // Indirect jumps and calls.
        (F::MtSpr(CTR), F::BReg(true, false)) => {
            pair_br::<O, MtSpr<CTR>, BReg<true, false>, S1, S2>
        }
        (F::MtSpr(CTR), F::BReg(true, true)) => pair_br::<O, MtSpr<CTR>, BReg<true, true>, S1, S2>,
        (F::MtSpr(LR), F::BReg(false, false)) => {
            pair_br::<O, MtSpr<LR>, BReg<false, false>, S1, S2>
        }
        // Address arithmetic and table look-ups.
        (F::AddImm(Op::Addi), F::AddImm(Op::Addi)) => {
            pair2::<O, AddImm<ADDI>, AddImm<ADDI>, S1, S2>
        }
        (F::Rlwinm, F::Ls(Op::Lwzx, true)) => pair2::<O, Rlwinm, LsNz<{ k!(Lwzx) }>, S1, S2>,
        (F::Rlwinm, F::AddImm(Op::Addi)) => pair2::<O, Rlwinm, AddImm<ADDI>, S1, S2>,
        (F::AddImm(Op::Addi), F::Ls(Op::Lwzx, true)) => {
            pair2::<O, AddImm<ADDI>, LsNz<{ k!(Lwzx) }>, S1, S2>
        }
        (F::AddImm(Op::Addi), F::Rlwinm) => pair2::<O, AddImm<ADDI>, Rlwinm, S1, S2>,
        (F::AddImm(Op::Addi), F::Ls(Op::Stw, true)) => {
            pair2::<O, AddImm<ADDI>, LsNz<{ k!(Stw) }>, S1, S2>
        }
        (F::AddImm(Op::Addi), F::Ls(Op::Lwz, true)) => {
            pair2::<O, AddImm<ADDI>, LsNz<{ k!(Lwz) }>, S1, S2>
        }
        (F::Ls(Op::Lwzx, true), F::Plain(Op::Add)) => {
            pair2::<O, LsNz<{ k!(Lwzx) }>, Plain<{ k!(Add) }>, S1, S2>
        }
        (F::Ls(Op::Lwzx, true), F::MtSpr(CTR)) => {
            pair2::<O, LsNz<{ k!(Lwzx) }>, MtSpr<CTR>, S1, S2>
        }
        (F::Ls(Op::Lwzx, true), F::Cmp(false, false)) => {
            pair2::<O, LsNz<{ k!(Lwzx) }>, Cmp<false, false>, S1, S2>
        }
        (F::Plain(Op::Add), F::MtSpr(CTR)) => pair2::<O, Plain<{ k!(Add) }>, MtSpr<CTR>, S1, S2>,
        (F::Plain(Op::Add), F::Cmp(false, false)) => {
            pair2::<O, Plain<{ k!(Add) }>, Cmp<false, false>, S1, S2>
        }
        // Loads and stores with their neighbours.
        (F::Ls(Op::Lwz, true), F::Rlwinm) => pair2::<O, LsNz<{ k!(Lwz) }>, Rlwinm, S1, S2>,
        (F::Ls(Op::Lbz, true), F::Rlwinm) => pair2::<O, LsNz<{ k!(Lbz) }>, Rlwinm, S1, S2>,
        (F::Ls(Op::Lwz, true), F::AddImm(Op::Addi)) => {
            pair2::<O, LsNz<{ k!(Lwz) }>, AddImm<ADDI>, S1, S2>
        }
        (F::Ls(Op::Lwz, true), F::Ls(Op::Lwz, true)) => {
            pair2::<O, LsNz<{ k!(Lwz) }>, LsNz<{ k!(Lwz) }>, S1, S2>
        }
        (F::Ls(Op::Stw, true), F::Ls(Op::Lbz, true)) => {
            pair2::<O, LsNz<{ k!(Stw) }>, LsNz<{ k!(Lbz) }>, S1, S2>
        }
        (F::Ls(Op::Stw, true), F::Ls(Op::Stw, true)) => {
            pair2::<O, LsNz<{ k!(Stw) }>, LsNz<{ k!(Stw) }>, S1, S2>
        }
        (F::Ls(Op::Lwz, true), F::Cmp(true, false)) => {
            pair2::<O, LsNz<{ k!(Lwz) }>, Cmp<true, false>, S1, S2>
        }
        (F::Ls(Op::Stbx, true), F::Plain(Op::Add)) => {
            pair2::<O, LsNz<{ k!(Stbx) }>, Plain<{ k!(Add) }>, S1, S2>
        }
        (F::Ls(Op::Lbzu, true), F::Cmp(true, false)) => {
            pair2::<O, Ls<{ k!(Lbzu) }, 0>, Cmp<true, false>, S1, S2>
        }
        (F::Mr, F::Ls(Op::Lbzu, true)) => pair2::<O, Mr, Ls<{ k!(Lbzu) }, 0>, S1, S2>,
        _ => return None,
    })
}
