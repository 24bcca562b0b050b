//! Specialised handlers, chosen when a page is built ([`slot`]) for the forms compilers
//! emit most: what the generic handler of the opcode would decide per execution (an
//! operand being 0, a BO field, an SPR number, the Rc and OE bits, ...) is decided once,
//! and operands that take work to decode (immediates, rotate masks, displacements) are
//! precomputed into the slot's `aux`. Each form's semantics are written once, as a
//! [`Body`] (straight-line) or a [`Branch`] (control), and computes exactly what the
//! generic semantics (`isa_ppc::exec`, cited per form) compute for that form; handlers
//! run one form ([`single`], [`jump`]) or two neighbours fused ([`super::fused`]).

use isa_ppc::cpu::Cpu;
use isa_ppc::exec::integer::{cmp_signed, cmp_unsigned, mask};
use isa_ppc::exec::{branch, exec_op};
use isa_ppc::isa::{Ins, Opcode};

use super::{fast, fetch, follow, fused, handler, known, next, slow};
use super::{Core, End, Flagged, Handler, Handlers, Slot, PLAIN, RA_NZ, SEQ};
use crate::observer::Observer;

/// SPR numbers (UISA §3.3.15).
pub(super) const LR: u32 = 8;
pub(super) const CTR: u32 = 9;
/// BO of "branch always" (BO\[0\] and BO\[2\] set, the z bits 0).
const BO_ALWAYS: u32 = 20;
/// XER\[SO\].
const XER_SO: u32 = isa_ppc::cpu::XER_SO;

/// `Opcode::$op`'s index, as the const parameter of generic handlers.
macro_rules! k {
    ($op:ident) => {
        const { isa_ppc::isa::Opcode::$op as u8 }
    };
}
pub(super) use k;

/// A straight-line form: `run` executes the instruction of slot `s`, at `pc`, fetch hook
/// included (`seq`: [`super::fetch`]'s), without advancing the pc; `false` when a fast
/// path declined (nothing changed after the fetch hook), and then `slow` (a handler)
/// executes it in full and continues the chain.
pub(super) trait Body {
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool;

    /// Only for forms whose `run` may decline.
    fn slow<O: Observer>(
        _cpu: &mut Cpu,
        _core: &mut Core<'_, O>,
        _s: &Slot<O>,
        _budget: u32,
        _pc: u32,
    ) -> End {
        unreachable!("this form never declines")
    }
}

/// A control form that cannot fault: `run` executes the instruction of slot `s`, at
/// `pc`, fetch hook included (`seq` as for [`Body`]), sets the pc to its successor and
/// returns it.
pub(super) trait Branch {
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> u32;
}

/// `li`/`lis` (`addi`/`addis` with rA = 0, opcode index `K`): rD := `aux` (SIMM, or
/// SIMM << 16), as [`isa_ppc::exec::integer::exec_imm`] computes with rA = 0.
pub(super) struct LoadImm<const K: u8>;
impl<const K: u8> Body for LoadImm<K> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, const { Opcode::from_index(K) }, seq);
        cpu.gpr[ins.rd()] = s.aux;
        true
    }
}

/// `addi`/`addis` with rA != 0 (opcode index `K`): rD := (rA) + `aux` (SIMM, or
/// SIMM << 16), as [`isa_ppc::exec::integer::exec_imm`].
pub(super) struct AddImm<const K: u8>;
impl<const K: u8> Body for AddImm<K> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, const { Opcode::from_index(K) }, seq);
        cpu.gpr[ins.rd()] = cpu.gpr[ins.ra()].wrapping_add(s.aux);
        true
    }
}

/// `rlwinm` with Rc = 0: rA := ROTL(rS, SH) & `aux` (the mask of MB, ME), as
/// [`isa_ppc::exec::integer::exec_rotate`].
pub(super) struct Rlwinm;
impl Body for Rlwinm {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, Opcode::Rlwinm, seq);
        cpu.gpr[ins.ra()] = cpu.gpr[ins.rs()].rotate_left(ins.sh()) & s.aux;
        true
    }
}

/// `mr` (`or rA,rS,rS` with Rc = 0): rA := (rS).
pub(super) struct Mr;
impl Body for Mr {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, Opcode::Or, seq);
        cpu.gpr[ins.ra()] = cpu.gpr[ins.rs()];
        true
    }
}

/// `mtlr`/`mtctr` (`mtspr` with SPR 8/9), as [`isa_ppc::exec::system::exec_mtspr`].
pub(super) struct MtSpr<const SPR: u32>;
impl<const SPR: u32> Body for MtSpr<SPR> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, Opcode::Mtspr, seq);
        let v = cpu.gpr[ins.rs()];
        if SPR == CTR {
            cpu.ctr = v;
        } else {
            cpu.lr = v;
        }
        true
    }
}

/// `mflr`/`mfctr` (`mfspr` with SPR 8/9), as [`isa_ppc::exec::system::exec_mfspr`]
/// (they do not read the time base).
pub(super) struct MfSpr<const SPR: u32>;
impl<const SPR: u32> Body for MfSpr<SPR> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = fetch(core, s, pc, Opcode::Mfspr, seq);
        cpu.gpr[ins.rd()] = if SPR == CTR { cpu.ctr } else { cpu.lr };
        true
    }
}

/// `cmpwi`/`cmplwi` (`SIGNED`) and, with `REG`, `cmpw`/`cmplw`: CR\[crfD\] := compare
/// (rA) with SIMM (sign-extended), UIMM or (rB), as
/// [`isa_ppc::exec::integer::exec_cmp`] and its `cmp_signed`/`cmp_unsigned` (LT, GT, EQ,
/// SO); `aux` = the shift of CR field crfD (28 - 4 crfD) << 16 | the immediate field.
pub(super) struct Cmp<const SIGNED: bool, const REG: bool>;
impl<const SIGNED: bool, const REG: bool> Body for Cmp<SIGNED, REG> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let op = match (SIGNED, REG) {
            (true, false) => Opcode::Cmpi,
            (false, false) => Opcode::Cmpli,
            (true, true) => Opcode::Cmp,
            (false, true) => Opcode::Cmpl,
        };
        let ins = fetch(core, s, pc, op, seq);
        let a = cpu.gpr[ins.ra()];
        let b = if REG {
            cpu.gpr[ins.rb()]
        } else if SIGNED {
            s.aux as u16 as i16 as u32
        } else {
            s.aux & 0xffff
        };
        let so = cpu.xer & XER_SO != 0;
        let v = if SIGNED {
            cmp_signed(a as i32, b as i32, so)
        } else {
            cmp_unsigned(a, b, so)
        };
        let sh = s.aux >> 16;
        cpu.cr = cpu.cr & !(0xf << sh) | v << sh;
        true
    }
}

/// A load or store with a fast path (opcode index `K`, flags `F` as
/// [`super::call`]'s): the fast path, or `false`, and then the full semantics
/// ([`slow`]).
pub(super) struct Ls<const K: u8, const F: u8>;
impl<const K: u8, const F: u8> Body for Ls<K, F> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let op = const { Opcode::from_index(K) };
        let ins = known::<F>(fetch(core, s, pc, op, seq));
        let shape = const { fast::fast_access(Opcode::from_index(K)) };
        fast::access(shape, cpu, core, ins, pc, F & RA_NZ != 0)
    }

    #[inline(always)]
    fn slow<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        budget: u32,
        pc: u32,
    ) -> End {
        slow::<O, K, F>(cpu, core, s, budget, pc)
    }
}

/// An integer operation that cannot raise an exception (opcode index `K`) with Rc = OE
/// = 0: its generic semantics, specialised as [`PLAIN`] says.
pub(super) struct Plain<const K: u8>;
impl<const K: u8> Body for Plain<K> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> bool {
        let ins = known::<PLAIN>(fetch(core, s, pc, const { Opcode::from_index(K) }, seq));
        let r = exec_op::<Core<'_, O>, K>(cpu, core, ins, pc);
        debug_assert!(r.is_ok(), "a plain integer operation raised {r:?}");
        true
    }
}

/// `bc` with a fixed BO (and AA = LK = 0), the forms compilers emit for loops and
/// conditions: [`branch::exec_bc`]'s semantics with the BO decoding folded away;
/// `aux` = BD.
pub(super) struct Bc<const BO: u32>;
impl<const BO: u32> Branch for Bc<BO> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> u32 {
        let ins = fetch(core, s, pc, Opcode::Bc, seq);
        let taken = branch::bc_taken(cpu.cr, &mut cpu.ctr, BO, ins.bi());
        let t = if taken {
            pc.wrapping_add(s.aux)
        } else {
            pc.wrapping_add(4)
        };
        cpu.pc = t;
        t
    }
}

/// `b`/`bl` (AA = 0; `LK`): [`branch::exec_b`]; `aux` = LI.
pub(super) struct BRel<const LK: bool>;
impl<const LK: bool> Branch for BRel<LK> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> u32 {
        fetch(core, s, pc, Opcode::B, seq);
        let t = pc.wrapping_add(s.aux);
        if LK {
            cpu.lr = pc.wrapping_add(4);
        }
        cpu.pc = t;
        t
    }
}

/// `blr`, `blrl`, `bctr`, `bctrl` (BO = 20: branch always; `TO_CTR` says which
/// register, `LK` whether to link): [`branch::exec_bc`], the target read before LR is
/// written.
pub(super) struct BReg<const TO_CTR: bool, const LK: bool>;
impl<const TO_CTR: bool, const LK: bool> Branch for BReg<TO_CTR, LK> {
    #[inline(always)]
    fn run<O: Observer>(
        cpu: &mut Cpu,
        core: &mut Core<'_, O>,
        s: &Slot<O>,
        pc: u32,
        seq: bool,
    ) -> u32 {
        let op = if TO_CTR { Opcode::Bcctr } else { Opcode::Bclr };
        fetch(core, s, pc, op, seq);
        let t = if TO_CTR { cpu.ctr } else { cpu.lr } & !3;
        if LK {
            cpu.lr = pc.wrapping_add(4);
        }
        cpu.pc = t;
        t
    }
}

handler! {
    /// One straight-line form, then the next instruction.
    /// `S`: it is a [`Slot::fs`] handler (its fetch is reported as following the
    /// previous one).
    pub(super) fn single[O: Observer, A: Body, const S: bool](cpu, core, s, budget, pc) {
        if !A::run(cpu, core, s, pc, S) {
            return A::slow(cpu, core, s, budget, pc);
        }
        next(cpu, core, s, budget, pc)
    }

    /// One control form, then its successor (`S` as for [`single`]).
    pub(super) fn jump[O: Observer, B: Branch, const S: bool](cpu, core, s, budget, pc) {
        let t = B::run(cpu, core, s, pc, S);
        follow(cpu, core, s, budget, pc, t)
    }
}

/// The forms [`handler()`] specialises, as the page builder classifies instructions (and
/// [`super::fused`] pairs them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// `li`/`lis` (the opcode; `aux` = the value)
    LoadImm(Opcode),
    /// `addi`/`addis` with rA != 0 (`aux` = the addend)
    AddImm(Opcode),
    Rlwinm,
    Mr,
    /// `cmp*` (signed, register)
    Cmp(bool, bool),
    MtSpr(u32),
    MfSpr(u32),
    /// A fast-path load or store, and whether rA != 0 ([`RA_NZ`])
    Ls(Opcode, bool),
    /// An integer operation with Rc = OE = 0 ([`PLAIN`]; may be one that can fail,
    /// which only the generic handler runs)
    Plain(Opcode),
    Bc(u32),
    /// `b`/`bl` (LK)
    BRel(bool),
    /// `bclr`/`bcctr` with BO = 20 (to CTR, LK)
    BReg(bool, bool),
}

/// `ins`'s form and `aux`, if it has a specialised one.
pub(super) fn form(ins: Ins) -> Option<(Form, u32)> {
    use Opcode as Op;
    let simm = ins.simm() as u32;
    let cr_shift = (28 - 4 * ins.crfd() as u32) << 16;
    let f = match ins.op {
        Op::Addi if ins.ra() == 0 => (Form::LoadImm(Op::Addi), simm),
        Op::Addis if ins.ra() == 0 => (Form::LoadImm(Op::Addis), simm << 16),
        Op::Addi => (Form::AddImm(Op::Addi), simm),
        Op::Addis => (Form::AddImm(Op::Addis), simm << 16),
        Op::Cmpi => (Form::Cmp(true, false), cr_shift | ins.code & 0xffff),
        Op::Cmpli => (Form::Cmp(false, false), cr_shift | ins.code & 0xffff),
        Op::Cmp => (Form::Cmp(true, true), cr_shift),
        Op::Cmpl => (Form::Cmp(false, true), cr_shift),
        Op::Rlwinm if !ins.rc() => (Form::Rlwinm, mask(ins.mb(), ins.me())),
        Op::Or if !ins.rc() && ins.rs() == ins.rb() => (Form::Mr, 0),
        Op::Mtspr if ins.spr() == LR || ins.spr() == CTR => (Form::MtSpr(ins.spr()), 0),
        Op::Mfspr if ins.spr() == LR || ins.spr() == CTR => (Form::MfSpr(ins.spr()), 0),
        Op::B if !ins.aa() => (Form::BRel(ins.lk()), ins.li() as u32),
        Op::Bclr | Op::Bcctr if ins.bo() == BO_ALWAYS => {
            (Form::BReg(ins.op == Op::Bcctr, ins.lk()), 0)
        }
        Op::Bc if ins.code & 3 == 0 && matches!(ins.bo(), 4..=7 | 12..=16 | 18) => {
            (Form::Bc(ins.bo()), ins.bd() as u32)
        }
        op if fast::has_fast_path(op) => (Form::Ls(op, ins.ra() != 0), 0),
        op if ins.code & 0x401 == 0 => (Form::Plain(op), 0),
        _ => return None,
    };
    Some(f)
}

/// The handler of one instruction of form `f` (`S`: for [`Slot::fs`]).
fn handler<O: Observer, const S: bool>(f: Form) -> Option<Handler<O>> {
    use Opcode as Op;
    Some(match f {
        Form::LoadImm(Op::Addi) => single::<O, LoadImm<{ k!(Addi) }>, S>,
        Form::LoadImm(_) => single::<O, LoadImm<{ k!(Addis) }>, S>,
        Form::AddImm(Op::Addi) => single::<O, AddImm<{ k!(Addi) }>, S>,
        Form::AddImm(_) => single::<O, AddImm<{ k!(Addis) }>, S>,
        Form::Cmp(true, false) => single::<O, Cmp<true, false>, S>,
        Form::Cmp(false, false) => single::<O, Cmp<false, false>, S>,
        Form::Cmp(true, true) => single::<O, Cmp<true, true>, S>,
        Form::Cmp(false, true) => single::<O, Cmp<false, true>, S>,
        Form::Rlwinm => single::<O, Rlwinm, S>,
        Form::Mr => single::<O, Mr, S>,
        Form::MtSpr(LR) => single::<O, MtSpr<LR>, S>,
        Form::MtSpr(_) => single::<O, MtSpr<CTR>, S>,
        Form::MfSpr(LR) => single::<O, MfSpr<LR>, S>,
        Form::MfSpr(_) => single::<O, MfSpr<CTR>, S>,
        Form::BRel(false) => jump::<O, BRel<false>, S>,
        Form::BRel(true) => jump::<O, BRel<true>, S>,
        Form::BReg(false, false) => jump::<O, BReg<false, false>, S>,
        Form::BReg(false, true) => jump::<O, BReg<false, true>, S>,
        Form::BReg(true, false) => jump::<O, BReg<true, false>, S>,
        Form::BReg(true, true) => jump::<O, BReg<true, true>, S>,
        Form::Bc(bo) => match bo {
            4 => jump::<O, Bc<4>, S>,
            5 => jump::<O, Bc<5>, S>,
            6 => jump::<O, Bc<6>, S>,
            7 => jump::<O, Bc<7>, S>,
            12 => jump::<O, Bc<12>, S>,
            13 => jump::<O, Bc<13>, S>,
            14 => jump::<O, Bc<14>, S>,
            15 => jump::<O, Bc<15>, S>,
            16 => jump::<O, Bc<16>, S>,
            _ => jump::<O, Bc<18>, S>,
        },
        Form::Ls(op, true) if S => Flagged::<O, { RA_NZ | SEQ }>::get(op)?,
        Form::Ls(op, true) => Flagged::<O, RA_NZ>::get(op)?,
        Form::Ls(..) => return None,
        Form::Plain(op) if S => Flagged::<O, { PLAIN | SEQ }>::get(op)?,
        Form::Plain(op) => Flagged::<O, PLAIN>::get(op)?,
    })
}

/// The slot of `ins[0]`, the instructions that follow it on its page being `ins[1..]`;
/// `seq`: its fetch may be reported as following the previous one, when the chain falls
/// through to it, `seq2`: the same for `ins[1]` (see [`super::seq_fetch`]). Its handler
/// is a fused pair's ([`fused::pair`]) when `ins[0]` and `ins[1]` make one, else the
/// handler of `ins[0]`'s form, else its opcode's; [`Slot::fs`] is the same with
/// [`Observer::on_fetch_next`] for the first fetch if `seq`.
pub(super) fn slot<O: Observer>(ins: &[Ins], seq: bool, seq2: bool) -> Slot<O> {
    let i = ins[0];
    let (first, aux) = match form(i) {
        Some((f, aux)) => (Some(f), aux),
        None => (None, 0),
    };
    let second = ins.get(1).and_then(|&n| form(n)).map(|(f, _)| f);
    let f = choose::<O, false>(i.op, first, second, seq2);
    let fs = if seq {
        choose::<O, true>(i.op, first, second, seq2)
    } else {
        f
    };
    Slot {
        f,
        fs,
        code: i.code,
        aux,
    }
}

/// The handler [`slot`] chooses for an instruction of opcode `op` and form `first`
/// followed by one of form `second` (`S`: for [`Slot::fs`]).
fn choose<O: Observer, const S: bool>(
    op: Opcode,
    first: Option<Form>,
    second: Option<Form>,
    seq2: bool,
) -> Handler<O> {
    let Some(f) = first else {
        return Handlers::<O>::get(op, S);
    };
    let paired = second.and_then(|b| {
        if seq2 {
            fused::pair::<O, S, true>(f, b)
        } else {
            fused::pair::<O, S, false>(f, b)
        }
    });
    paired
        .or_else(|| handler::<O, S>(f))
        .unwrap_or_else(|| Handlers::<O>::get(op, S))
}
