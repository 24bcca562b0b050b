//! Execute semantics: one exhaustive `match` over the opcode enum dispatching to
//! per-family helpers, split by the manual's chapters (PowerPC UISA Book I):
//!
//! * [`integer`] — fixed-point arithmetic, compare, logical, rotate, shift (§3.3);
//! * [`branch`] — branches, CR logical, traps (§2.4);
//! * [`loadstore`] — integer and floating-point loads and stores, `lwarx`/`stwcx.`;
//! * [`fpu`], [`fp_round`], [`fpscr`] — floating point (chapter 4), bit-exact with one
//!   rounding in every rounding mode; [`fp_exec`] applies them to the registers;
//! * [`system`] — SPRs, time base, cache and synchronisation instructions.
//!
//! Contract: [`execute`] runs one instruction. On `Ok(())` `cpu.pc` holds the next
//! instruction's address. On `Err(Exception::Syscall)` `cpu.pc` is already past the `sc`
//! (as the kernel's SRR0). On every other error `cpu.pc` is the address of the
//! instruction that raised it and no architected state has changed, with one exception
//! that hardware shares: [`Exception::FpEnabled`] leaves the FPSCR holding the recorded
//! exception bits (the target FPR is not written).

pub mod branch;
pub mod fp_exec;
pub mod fp_round;
pub mod fpscr;
pub mod fpu;
pub mod integer;
pub mod loadstore;
pub mod system;

use crate::bus::{Bus, CacheOp, MemFault};
use crate::cpu::Cpu;
use crate::isa::{Ins, Opcode};
use branch::BcTarget;
use fp_exec::{FArith, FMove, FpscrOp};
use fp_round::Prec::{Double as D, Single as S};
use integer::{AddKind, CrOp, ImmKind, LogicImmKind, LogicKind, MulDivKind};
use loadstore::{FStore, Mode, Width};

/// Why an instruction did not complete normally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exception {
    /// `sc`: a system call request (r0 = number, r3..r8 = arguments).
    Syscall,
    /// `tw`/`twi` with a true condition (Linux delivers SIGTRAP).
    Trap,
    /// An illegal or reserved instruction (SIGILL).
    Illegal,
    /// A privileged instruction in user mode (SIGILL, ILL_PRVOPC).
    Privileged,
    /// A data access or fetch fault (SIGSEGV/SIGBUS).
    Mem(MemFault),
    /// An enabled floating-point exception (SIGFPE).
    FpEnabled,
}

impl From<MemFault> for Exception {
    #[inline]
    fn from(f: MemFault) -> Self {
        Exception::Mem(f)
    }
}

/// Executes one decoded instruction (see the module documentation for the contract).
#[inline]
pub fn execute<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    use Opcode as O;
    match ins.op {
        // ---- Integer arithmetic (§3.3.8) ----
        O::Addi => integer::exec_imm(cpu, ins, ImmKind::Addi),
        O::Addis => integer::exec_imm(cpu, ins, ImmKind::Addis),
        O::Addic => integer::exec_imm(cpu, ins, ImmKind::Addic),
        O::AddicDot => integer::exec_imm(cpu, ins, ImmKind::AddicDot),
        O::Subfic => integer::exec_imm(cpu, ins, ImmKind::Subfic),
        O::Mulli => integer::exec_imm(cpu, ins, ImmKind::Mulli),
        O::Add => integer::exec_add(cpu, ins, AddKind::Add),
        O::Addc => integer::exec_add(cpu, ins, AddKind::Addc),
        O::Adde => integer::exec_add(cpu, ins, AddKind::Adde),
        O::Addme => integer::exec_add(cpu, ins, AddKind::Addme),
        O::Addze => integer::exec_add(cpu, ins, AddKind::Addze),
        O::Subf => integer::exec_add(cpu, ins, AddKind::Subf),
        O::Subfc => integer::exec_add(cpu, ins, AddKind::Subfc),
        O::Subfe => integer::exec_add(cpu, ins, AddKind::Subfe),
        O::Subfme => integer::exec_add(cpu, ins, AddKind::Subfme),
        O::Subfze => integer::exec_add(cpu, ins, AddKind::Subfze),
        O::Neg => integer::exec_add(cpu, ins, AddKind::Neg),
        O::Mullw => integer::exec_muldiv(cpu, ins, MulDivKind::Mullw),
        O::Mulhw => integer::exec_muldiv(cpu, ins, MulDivKind::Mulhw),
        O::Mulhwu => integer::exec_muldiv(cpu, ins, MulDivKind::Mulhwu),
        O::Divw => integer::exec_muldiv(cpu, ins, MulDivKind::Divw),
        O::Divwu => integer::exec_muldiv(cpu, ins, MulDivKind::Divwu),

        // ---- Compare (§3.3.9) ----
        O::Cmpi => integer::exec_cmp(cpu, ins, true, true),
        O::Cmpli => integer::exec_cmp(cpu, ins, false, true),
        O::Cmp => integer::exec_cmp(cpu, ins, true, false),
        O::Cmpl => integer::exec_cmp(cpu, ins, false, false),

        // ---- Logical (§3.3.11) ----
        O::Ori => integer::exec_logic_imm(cpu, ins, LogicImmKind::Ori),
        O::Oris => integer::exec_logic_imm(cpu, ins, LogicImmKind::Oris),
        O::Xori => integer::exec_logic_imm(cpu, ins, LogicImmKind::Xori),
        O::Xoris => integer::exec_logic_imm(cpu, ins, LogicImmKind::Xoris),
        O::AndiDot => integer::exec_logic_imm(cpu, ins, LogicImmKind::AndiDot),
        O::AndisDot => integer::exec_logic_imm(cpu, ins, LogicImmKind::AndisDot),
        O::And => integer::exec_logic(cpu, ins, LogicKind::And),
        O::Or => integer::exec_logic(cpu, ins, LogicKind::Or),
        O::Xor => integer::exec_logic(cpu, ins, LogicKind::Xor),
        O::Nand => integer::exec_logic(cpu, ins, LogicKind::Nand),
        O::Nor => integer::exec_logic(cpu, ins, LogicKind::Nor),
        O::Eqv => integer::exec_logic(cpu, ins, LogicKind::Eqv),
        O::Andc => integer::exec_logic(cpu, ins, LogicKind::Andc),
        O::Orc => integer::exec_logic(cpu, ins, LogicKind::Orc),
        O::Extsb => integer::exec_logic(cpu, ins, LogicKind::Extsb),
        O::Extsh => integer::exec_logic(cpu, ins, LogicKind::Extsh),
        O::Cntlzw => integer::exec_logic(cpu, ins, LogicKind::Cntlzw),

        // ---- Rotate and shift (§3.3.12, §3.3.13) ----
        O::Rlwinm => integer::exec_rotate(cpu, ins, false, false),
        O::Rlwnm => integer::exec_rotate(cpu, ins, true, false),
        O::Rlwimi => integer::exec_rotate(cpu, ins, false, true),
        O::Slw => integer::exec_logic(cpu, ins, LogicKind::Slw),
        O::Srw => integer::exec_logic(cpu, ins, LogicKind::Srw),
        O::Srawi => integer::exec_sraw(cpu, ins, true),
        O::Sraw => integer::exec_sraw(cpu, ins, false),

        // ---- Floating-point arithmetic (§4.6.5–4.6.7) ----
        O::Fadd => fp_exec::exec_arith(cpu, ins, FArith::Add, D)?,
        O::Fadds => fp_exec::exec_arith(cpu, ins, FArith::Add, S)?,
        O::Fsub => fp_exec::exec_arith(cpu, ins, FArith::Sub, D)?,
        O::Fsubs => fp_exec::exec_arith(cpu, ins, FArith::Sub, S)?,
        O::Fmul => fp_exec::exec_arith(cpu, ins, FArith::Mul, D)?,
        O::Fmuls => fp_exec::exec_arith(cpu, ins, FArith::Mul, S)?,
        O::Fdiv => fp_exec::exec_arith(cpu, ins, FArith::Div, D)?,
        O::Fdivs => fp_exec::exec_arith(cpu, ins, FArith::Div, S)?,
        O::Fsqrt => fp_exec::exec_arith(cpu, ins, FArith::Sqrt, D)?,
        O::Fsqrts => fp_exec::exec_arith(cpu, ins, FArith::Sqrt, S)?,
        O::Fres => fp_exec::exec_arith(cpu, ins, FArith::Res, S)?,
        O::Frsqrte => fp_exec::exec_arith(cpu, ins, FArith::Rsqrte, D)?,
        O::Frsp => fp_exec::exec_arith(cpu, ins, FArith::Rsp, S)?,
        O::Fctiw => fp_exec::exec_arith(cpu, ins, FArith::Ctiw, D)?,
        O::Fctiwz => fp_exec::exec_arith(cpu, ins, FArith::Ctiwz, D)?,
        O::Fmadd => fp_exec::exec_madd(cpu, ins, false, false, D)?,
        O::Fmadds => fp_exec::exec_madd(cpu, ins, false, false, S)?,
        O::Fmsub => fp_exec::exec_madd(cpu, ins, true, false, D)?,
        O::Fmsubs => fp_exec::exec_madd(cpu, ins, true, false, S)?,
        O::Fnmadd => fp_exec::exec_madd(cpu, ins, false, true, D)?,
        O::Fnmadds => fp_exec::exec_madd(cpu, ins, false, true, S)?,
        O::Fnmsub => fp_exec::exec_madd(cpu, ins, true, true, D)?,
        O::Fnmsubs => fp_exec::exec_madd(cpu, ins, true, true, S)?,
        O::Fsel => fp_exec::exec_move(cpu, ins, FMove::Sel),
        O::Fcmpu => fp_exec::exec_fcmp(cpu, ins, false)?,
        O::Fcmpo => fp_exec::exec_fcmp(cpu, ins, true)?,
        O::Fmr => fp_exec::exec_move(cpu, ins, FMove::Mr),
        O::Fneg => fp_exec::exec_move(cpu, ins, FMove::Neg),
        O::Fabs => fp_exec::exec_move(cpu, ins, FMove::Abs),
        O::Fnabs => fp_exec::exec_move(cpu, ins, FMove::Nabs),

        // ---- FPSCR (§4.6.10) ----
        O::Mffs => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mffs),
        O::Mcrfs => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mcrfs),
        O::Mtfsfi => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsfi),
        O::Mtfsf => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsf),
        O::Mtfsb0 => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsb0),
        O::Mtfsb1 => fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsb1),

        // ---- Integer loads and stores (§3.3.2–3.3.7) ----
        O::Lbz => loadstore::exec_load(cpu, ins, bus, Width::Byte, Mode::D)?,
        O::Lbzu => loadstore::exec_load(cpu, ins, bus, Width::Byte, Mode::DU)?,
        O::Lbzx => loadstore::exec_load(cpu, ins, bus, Width::Byte, Mode::X)?,
        O::Lbzux => loadstore::exec_load(cpu, ins, bus, Width::Byte, Mode::XU)?,
        O::Lhz => loadstore::exec_load(cpu, ins, bus, Width::Half, Mode::D)?,
        O::Lhzu => loadstore::exec_load(cpu, ins, bus, Width::Half, Mode::DU)?,
        O::Lhzx => loadstore::exec_load(cpu, ins, bus, Width::Half, Mode::X)?,
        O::Lhzux => loadstore::exec_load(cpu, ins, bus, Width::Half, Mode::XU)?,
        O::Lha => loadstore::exec_load(cpu, ins, bus, Width::HalfAlg, Mode::D)?,
        O::Lhau => loadstore::exec_load(cpu, ins, bus, Width::HalfAlg, Mode::DU)?,
        O::Lhax => loadstore::exec_load(cpu, ins, bus, Width::HalfAlg, Mode::X)?,
        O::Lhaux => loadstore::exec_load(cpu, ins, bus, Width::HalfAlg, Mode::XU)?,
        O::Lwz => loadstore::exec_load(cpu, ins, bus, Width::Word, Mode::D)?,
        O::Lwzu => loadstore::exec_load(cpu, ins, bus, Width::Word, Mode::DU)?,
        O::Lwzx => loadstore::exec_load(cpu, ins, bus, Width::Word, Mode::X)?,
        O::Lwzux => loadstore::exec_load(cpu, ins, bus, Width::Word, Mode::XU)?,
        O::Lhbrx => loadstore::exec_load(cpu, ins, bus, Width::HalfRev, Mode::X)?,
        O::Lwbrx => loadstore::exec_load(cpu, ins, bus, Width::WordRev, Mode::X)?,
        O::Stb => loadstore::exec_store(cpu, ins, bus, Width::Byte, Mode::D)?,
        O::Stbu => loadstore::exec_store(cpu, ins, bus, Width::Byte, Mode::DU)?,
        O::Stbx => loadstore::exec_store(cpu, ins, bus, Width::Byte, Mode::X)?,
        O::Stbux => loadstore::exec_store(cpu, ins, bus, Width::Byte, Mode::XU)?,
        O::Sth => loadstore::exec_store(cpu, ins, bus, Width::Half, Mode::D)?,
        O::Sthu => loadstore::exec_store(cpu, ins, bus, Width::Half, Mode::DU)?,
        O::Sthx => loadstore::exec_store(cpu, ins, bus, Width::Half, Mode::X)?,
        O::Sthux => loadstore::exec_store(cpu, ins, bus, Width::Half, Mode::XU)?,
        O::Stw => loadstore::exec_store(cpu, ins, bus, Width::Word, Mode::D)?,
        O::Stwu => loadstore::exec_store(cpu, ins, bus, Width::Word, Mode::DU)?,
        O::Stwx => loadstore::exec_store(cpu, ins, bus, Width::Word, Mode::X)?,
        O::Stwux => loadstore::exec_store(cpu, ins, bus, Width::Word, Mode::XU)?,
        O::Sthbrx => loadstore::exec_store(cpu, ins, bus, Width::HalfRev, Mode::X)?,
        O::Stwbrx => loadstore::exec_store(cpu, ins, bus, Width::WordRev, Mode::X)?,
        O::Lmw => loadstore::exec_lmw(cpu, ins, bus)?,
        O::Stmw => loadstore::exec_stmw(cpu, ins, bus)?,
        O::Lswi => loadstore::exec_lsw(cpu, ins, bus, false)?,
        O::Lswx => loadstore::exec_lsw(cpu, ins, bus, true)?,
        O::Stswi => loadstore::exec_stsw(cpu, ins, bus, false)?,
        O::Stswx => loadstore::exec_stsw(cpu, ins, bus, true)?,
        O::Lwarx => loadstore::exec_lwarx(cpu, ins, bus)?,
        O::StwcxDot => loadstore::exec_stwcx(cpu, ins, bus)?,

        // ---- Floating-point loads and stores (§4.6.2–4.6.4) ----
        O::Lfs => loadstore::exec_lf(cpu, ins, bus, false, Mode::D)?,
        O::Lfsu => loadstore::exec_lf(cpu, ins, bus, false, Mode::DU)?,
        O::Lfsx => loadstore::exec_lf(cpu, ins, bus, false, Mode::X)?,
        O::Lfsux => loadstore::exec_lf(cpu, ins, bus, false, Mode::XU)?,
        O::Lfd => loadstore::exec_lf(cpu, ins, bus, true, Mode::D)?,
        O::Lfdu => loadstore::exec_lf(cpu, ins, bus, true, Mode::DU)?,
        O::Lfdx => loadstore::exec_lf(cpu, ins, bus, true, Mode::X)?,
        O::Lfdux => loadstore::exec_lf(cpu, ins, bus, true, Mode::XU)?,
        O::Stfs => loadstore::exec_stf(cpu, ins, bus, FStore::Single, Mode::D)?,
        O::Stfsu => loadstore::exec_stf(cpu, ins, bus, FStore::Single, Mode::DU)?,
        O::Stfsx => loadstore::exec_stf(cpu, ins, bus, FStore::Single, Mode::X)?,
        O::Stfsux => loadstore::exec_stf(cpu, ins, bus, FStore::Single, Mode::XU)?,
        O::Stfd => loadstore::exec_stf(cpu, ins, bus, FStore::Double, Mode::D)?,
        O::Stfdu => loadstore::exec_stf(cpu, ins, bus, FStore::Double, Mode::DU)?,
        O::Stfdx => loadstore::exec_stf(cpu, ins, bus, FStore::Double, Mode::X)?,
        O::Stfdux => loadstore::exec_stf(cpu, ins, bus, FStore::Double, Mode::XU)?,
        O::Stfiwx => loadstore::exec_stf(cpu, ins, bus, FStore::IntWord, Mode::X)?,

        // ---- Branches set the pc themselves (§2.4) ----
        O::B => {
            branch::exec_b(cpu, ins);
            return Ok(());
        }
        O::Bc => return branch::exec_bc(cpu, ins, BcTarget::Disp),
        O::Bclr => return branch::exec_bc(cpu, ins, BcTarget::Lr),
        O::Bcctr => return branch::exec_bc(cpu, ins, BcTarget::Ctr),
        O::Sc => {
            cpu.pc = cpu.pc.wrapping_add(4);
            return Err(Exception::Syscall);
        }
        O::Tw => branch::exec_trap(cpu, ins, false)?,
        O::Twi => branch::exec_trap(cpu, ins, true)?,

        // ---- Condition register (§2.4.3, §3.3.14) ----
        O::Crand => branch::exec_crlogical(cpu, ins, CrOp::And),
        O::Cror => branch::exec_crlogical(cpu, ins, CrOp::Or),
        O::Crxor => branch::exec_crlogical(cpu, ins, CrOp::Xor),
        O::Crnand => branch::exec_crlogical(cpu, ins, CrOp::Nand),
        O::Crnor => branch::exec_crlogical(cpu, ins, CrOp::Nor),
        O::Creqv => branch::exec_crlogical(cpu, ins, CrOp::Eqv),
        O::Crandc => branch::exec_crlogical(cpu, ins, CrOp::Andc),
        O::Crorc => branch::exec_crlogical(cpu, ins, CrOp::Orc),
        O::Mcrf => branch::exec_mcrf(cpu, ins),
        O::Mcrxr => branch::exec_mcrxr(cpu, ins),
        O::Mfcr => cpu.gpr[ins.rd()] = cpu.cr,
        O::Mtcrf => branch::exec_mtcrf(cpu, ins),

        // ---- Processor control and cache management ----
        O::Mfspr => system::exec_mfspr(cpu, ins, bus, false)?,
        O::Mtspr => system::exec_mtspr(cpu, ins)?,
        O::Mftb => system::exec_mfspr(cpu, ins, bus, true)?,
        O::Dcbt => system::exec_cache(cpu, ins, bus, CacheOp::Dcbt)?,
        O::Dcbtst => system::exec_cache(cpu, ins, bus, CacheOp::Dcbtst)?,
        O::Dcbz => system::exec_cache(cpu, ins, bus, CacheOp::Dcbz)?,
        O::Dcbst => system::exec_cache(cpu, ins, bus, CacheOp::Dcbst)?,
        O::Dcbf => system::exec_cache(cpu, ins, bus, CacheOp::Dcbf)?,
        O::Icbi => system::exec_cache(cpu, ins, bus, CacheOp::Icbi)?,
        O::Sync | O::Eieio => system::exec_cache(cpu, ins, bus, CacheOp::Sync)?,
        O::Isync => system::exec_cache(cpu, ins, bus, CacheOp::Isync)?,

        // ---- Supervisor-level instructions (OEA) ----
        O::Dcbi
        | O::Rfi
        | O::Mfmsr
        | O::Mtmsr
        | O::Mfsr
        | O::Mtsr
        | O::Mfsrin
        | O::Mtsrin
        | O::Tlbie
        | O::Tlbsync => return Err(Exception::Privileged),

        O::Illegal => return Err(Exception::Illegal),
    }
    cpu.pc = cpu.pc.wrapping_add(4);
    Ok(())
}
