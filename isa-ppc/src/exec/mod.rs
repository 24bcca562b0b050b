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
//!
//! Threaded dispatch: [`exec_op`] is the same semantics specialised to one opcode at
//! compile time, so a machine can pre-decode code into a table of [`Handler`]s (one
//! small function per opcode, monomorphised over its [`Bus`]) and call them without
//! matching on the opcode per executed instruction. Handlers leave advancing the pc of
//! straight-line code to their caller ([`Handler`] documents the contract).

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
    /// An alignment interrupt the kernel does not fix up: `lwarx`/`stwcx.` at an
    /// address that is not a multiple of 4 (the data address; SIGBUS, BUS_ADRALN).
    Alignment(u32),
}

impl From<MemFault> for Exception {
    #[inline]
    fn from(f: MemFault) -> Self {
        Exception::Mem(f)
    }
}

/// Executes one decoded instruction (see the module documentation for the contract).
///
/// The one-instruction entry point; the machine's run loop uses [`exec_op`] through a
/// table of [`Handler`]s instead. Both run `exec_as`, the one `match` over the opcodes.
#[inline]
pub fn execute<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let pc = cpu.pc;
    cpu.pc = pc.wrapping_add(4);
    let r = exec_as(ins.op, cpu, ins, bus, pc);
    if let Err(e) = r {
        if e != Exception::Syscall {
            cpu.pc = pc;
        }
    }
    r
}

/// A per-opcode entry point for threaded dispatch: `handler(cpu, bus, ins, pc)` executes
/// `ins`, the instruction at `pc`, whose opcode the handler was chosen for.
///
/// Contract (differs from [`execute`] in who moves the pc): on `Ok`, a control
/// instruction ([`is_control`]) has set `cpu.pc` to its successor and any other
/// instruction has left `cpu.pc` alone, so the caller sets it to `pc + 4` (before or
/// after the call: nothing but control instructions reads it). On
/// `Err(Exception::Syscall)` `cpu.pc` is `pc + 4`; on any other `Err` no architected
/// state has changed (FPSCR aside, as for [`execute`]) and `cpu.pc` is untouched, so the
/// caller sets it to `pc`.
pub type Handler<B> = fn(&mut Cpu, &mut B, Ins, u32) -> Result<(), Exception>;

/// The handler body for the opcode whose index (`Opcode as u8`) is `K`, the opcode
/// `match` folded away at compile time (indices past the table execute as
/// [`Opcode::Illegal`]). See [`Handler`] for the contract.
#[inline(always)]
pub fn exec_op<B: Bus, const K: u8>(
    cpu: &mut Cpu,
    bus: &mut B,
    ins: Ins,
    pc: u32,
) -> Result<(), Exception> {
    exec_as(const { Opcode::from_index(K) }, cpu, ins, bus, pc)
}

/// Whether `op` sets the pc itself (branches and `sc`): [`Class::is_control`] of its
/// row's class. These end a straight-line run of instructions.
///
/// [`Class::is_control`]: crate::isa::Class::is_control
#[inline]
pub const fn is_control(op: Opcode) -> bool {
    op.class().is_control()
}

/// Whether `op` may write memory or drop decoded code (stores, cache and
/// synchronisation instructions): [`Class::writes_memory`] of its row's class. A
/// machine running pre-decoded code need only look for changed code after these.
///
/// [`Class::writes_memory`]: crate::isa::Class::writes_memory
#[inline]
pub const fn writes_memory(op: Opcode) -> bool {
    op.class().writes_memory()
}

/// Whether `op` may read the time base ([`Bus::timebase`]), which counts retired
/// instructions: [`Class::reads_timebase`] of its row's class. A machine that counts
/// them per run of instructions must have the count exact before these.
///
/// [`Class::reads_timebase`]: crate::isa::Class::reads_timebase
#[inline]
pub const fn reads_timebase(op: Opcode) -> bool {
    op.class().reads_timebase()
}

#[inline(always)]
fn ok(_: ()) -> Result<(), Exception> {
    Ok(())
}

/// The semantics of every opcode: executes `ins` (the instruction at `pc`) as `op`
/// under the [`Handler`] contract.
// `ok(helper(..))` keeps the table at one line per opcode for helpers that cannot fail.
#[allow(clippy::unit_arg)]
#[inline(always)]
fn exec_as<B: Bus>(
    op: Opcode,
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    pc: u32,
) -> Result<(), Exception> {
    use Opcode as O;
    match op {
        // ---- Integer arithmetic (§3.3.8) ----
        O::Addi => ok(integer::exec_imm(cpu, ins, ImmKind::Addi)),
        O::Addis => ok(integer::exec_imm(cpu, ins, ImmKind::Addis)),
        O::Addic => ok(integer::exec_imm(cpu, ins, ImmKind::Addic)),
        O::AddicDot => ok(integer::exec_imm(cpu, ins, ImmKind::AddicDot)),
        O::Subfic => ok(integer::exec_imm(cpu, ins, ImmKind::Subfic)),
        O::Mulli => ok(integer::exec_imm(cpu, ins, ImmKind::Mulli)),
        O::Add => ok(integer::exec_add(cpu, ins, AddKind::Add)),
        O::Addc => ok(integer::exec_add(cpu, ins, AddKind::Addc)),
        O::Adde => ok(integer::exec_add(cpu, ins, AddKind::Adde)),
        O::Addme => ok(integer::exec_add(cpu, ins, AddKind::Addme)),
        O::Addze => ok(integer::exec_add(cpu, ins, AddKind::Addze)),
        O::Subf => ok(integer::exec_add(cpu, ins, AddKind::Subf)),
        O::Subfc => ok(integer::exec_add(cpu, ins, AddKind::Subfc)),
        O::Subfe => ok(integer::exec_add(cpu, ins, AddKind::Subfe)),
        O::Subfme => ok(integer::exec_add(cpu, ins, AddKind::Subfme)),
        O::Subfze => ok(integer::exec_add(cpu, ins, AddKind::Subfze)),
        O::Neg => ok(integer::exec_add(cpu, ins, AddKind::Neg)),
        O::Mullw => ok(integer::exec_muldiv(cpu, ins, MulDivKind::Mullw)),
        O::Mulhw => ok(integer::exec_muldiv(cpu, ins, MulDivKind::Mulhw)),
        O::Mulhwu => ok(integer::exec_muldiv(cpu, ins, MulDivKind::Mulhwu)),
        O::Divw => ok(integer::exec_muldiv(cpu, ins, MulDivKind::Divw)),
        O::Divwu => ok(integer::exec_muldiv(cpu, ins, MulDivKind::Divwu)),

        // ---- Compare (§3.3.9) ----
        O::Cmpi => ok(integer::exec_cmp(cpu, ins, true, true)),
        O::Cmpli => ok(integer::exec_cmp(cpu, ins, false, true)),
        O::Cmp => ok(integer::exec_cmp(cpu, ins, true, false)),
        O::Cmpl => ok(integer::exec_cmp(cpu, ins, false, false)),

        // ---- Logical (§3.3.11) ----
        O::Ori => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::Ori)),
        O::Oris => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::Oris)),
        O::Xori => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::Xori)),
        O::Xoris => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::Xoris)),
        O::AndiDot => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::AndiDot)),
        O::AndisDot => ok(integer::exec_logic_imm(cpu, ins, LogicImmKind::AndisDot)),
        O::And => ok(integer::exec_logic(cpu, ins, LogicKind::And)),
        O::Or => ok(integer::exec_logic(cpu, ins, LogicKind::Or)),
        O::Xor => ok(integer::exec_logic(cpu, ins, LogicKind::Xor)),
        O::Nand => ok(integer::exec_logic(cpu, ins, LogicKind::Nand)),
        O::Nor => ok(integer::exec_logic(cpu, ins, LogicKind::Nor)),
        O::Eqv => ok(integer::exec_logic(cpu, ins, LogicKind::Eqv)),
        O::Andc => ok(integer::exec_logic(cpu, ins, LogicKind::Andc)),
        O::Orc => ok(integer::exec_logic(cpu, ins, LogicKind::Orc)),
        O::Extsb => ok(integer::exec_logic(cpu, ins, LogicKind::Extsb)),
        O::Extsh => ok(integer::exec_logic(cpu, ins, LogicKind::Extsh)),
        O::Cntlzw => ok(integer::exec_logic(cpu, ins, LogicKind::Cntlzw)),

        // ---- Rotate and shift (§3.3.12, §3.3.13) ----
        O::Rlwinm => ok(integer::exec_rotate(cpu, ins, false, false)),
        O::Rlwnm => ok(integer::exec_rotate(cpu, ins, true, false)),
        O::Rlwimi => ok(integer::exec_rotate(cpu, ins, false, true)),
        O::Slw => ok(integer::exec_logic(cpu, ins, LogicKind::Slw)),
        O::Srw => ok(integer::exec_logic(cpu, ins, LogicKind::Srw)),
        O::Srawi => ok(integer::exec_sraw(cpu, ins, true)),
        O::Sraw => ok(integer::exec_sraw(cpu, ins, false)),

        // ---- Floating-point arithmetic (§4.6.5–4.6.7) ----
        O::Fadd => fp_exec::exec_arith(cpu, ins, FArith::Add, D),
        O::Fadds => fp_exec::exec_arith(cpu, ins, FArith::Add, S),
        O::Fsub => fp_exec::exec_arith(cpu, ins, FArith::Sub, D),
        O::Fsubs => fp_exec::exec_arith(cpu, ins, FArith::Sub, S),
        O::Fmul => fp_exec::exec_arith(cpu, ins, FArith::Mul, D),
        O::Fmuls => fp_exec::exec_arith(cpu, ins, FArith::Mul, S),
        O::Fdiv => fp_exec::exec_arith(cpu, ins, FArith::Div, D),
        O::Fdivs => fp_exec::exec_arith(cpu, ins, FArith::Div, S),
        O::Fsqrt => fp_exec::exec_arith(cpu, ins, FArith::Sqrt, D),
        O::Fsqrts => fp_exec::exec_arith(cpu, ins, FArith::Sqrt, S),
        O::Fres => fp_exec::exec_arith(cpu, ins, FArith::Res, S),
        O::Frsqrte => fp_exec::exec_arith(cpu, ins, FArith::Rsqrte, D),
        O::Frsp => fp_exec::exec_arith(cpu, ins, FArith::Rsp, S),
        O::Fctiw => fp_exec::exec_arith(cpu, ins, FArith::Ctiw, D),
        O::Fctiwz => fp_exec::exec_arith(cpu, ins, FArith::Ctiwz, D),
        O::Fmadd => fp_exec::exec_madd(cpu, ins, false, false, D),
        O::Fmadds => fp_exec::exec_madd(cpu, ins, false, false, S),
        O::Fmsub => fp_exec::exec_madd(cpu, ins, true, false, D),
        O::Fmsubs => fp_exec::exec_madd(cpu, ins, true, false, S),
        O::Fnmadd => fp_exec::exec_madd(cpu, ins, false, true, D),
        O::Fnmadds => fp_exec::exec_madd(cpu, ins, false, true, S),
        O::Fnmsub => fp_exec::exec_madd(cpu, ins, true, true, D),
        O::Fnmsubs => fp_exec::exec_madd(cpu, ins, true, true, S),
        O::Fsel => ok(fp_exec::exec_move(cpu, ins, FMove::Sel)),
        O::Fcmpu => fp_exec::exec_fcmp(cpu, ins, false),
        O::Fcmpo => fp_exec::exec_fcmp(cpu, ins, true),
        O::Fmr => ok(fp_exec::exec_move(cpu, ins, FMove::Mr)),
        O::Fneg => ok(fp_exec::exec_move(cpu, ins, FMove::Neg)),
        O::Fabs => ok(fp_exec::exec_move(cpu, ins, FMove::Abs)),
        O::Fnabs => ok(fp_exec::exec_move(cpu, ins, FMove::Nabs)),

        // ---- FPSCR (§4.6.10) ----
        O::Mffs => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mffs)),
        O::Mcrfs => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mcrfs)),
        O::Mtfsfi => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsfi)),
        O::Mtfsf => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsf)),
        O::Mtfsb0 => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsb0)),
        O::Mtfsb1 => ok(fp_exec::exec_fpscr(cpu, ins, FpscrOp::Mtfsb1)),

        // ---- Loads and stores of one register (§3.3.2–3.3.6, §4.6.2–4.6.4) ----
        // What moves and how the address is formed come from the row's class
        // (`load(Word, DU)`, ...), where the table states them once. One line a family.
        #[rustfmt::skip]
        O::Lbz | O::Lbzu | O::Lbzx | O::Lbzux
        | O::Lhz | O::Lhzu | O::Lhzx | O::Lhzux
        | O::Lha | O::Lhau | O::Lhax | O::Lhaux
        | O::Lwz | O::Lwzu | O::Lwzx | O::Lwzux
        | O::Lhbrx | O::Lwbrx
        | O::Stb | O::Stbu | O::Stbx | O::Stbux
        | O::Sth | O::Sthu | O::Sthx | O::Sthux
        | O::Stw | O::Stwu | O::Stwx | O::Stwux
        | O::Sthbrx | O::Stwbrx
        | O::Lfs | O::Lfsu | O::Lfsx | O::Lfsux
        | O::Lfd | O::Lfdu | O::Lfdx | O::Lfdux
        | O::Stfs | O::Stfsu | O::Stfsx | O::Stfsux
        | O::Stfd | O::Stfdu | O::Stfdx | O::Stfdux
        | O::Stfiwx => loadstore::exec_access(cpu, ins, bus, op.class()),

        // ---- Multiple, string and reservation (§3.3.6–3.3.7, Book II §1.7.2) ----
        O::Lmw => loadstore::exec_lmw(cpu, ins, bus),
        O::Stmw => loadstore::exec_stmw(cpu, ins, bus),
        O::Lswi => loadstore::exec_lsw(cpu, ins, bus, false),
        O::Lswx => loadstore::exec_lsw(cpu, ins, bus, true),
        O::Stswi => loadstore::exec_stsw(cpu, ins, bus, false),
        O::Stswx => loadstore::exec_stsw(cpu, ins, bus, true),
        O::Lwarx => loadstore::exec_lwarx(cpu, ins, bus),
        O::StwcxDot => loadstore::exec_stwcx(cpu, ins, bus),

        // ---- Branches set the pc themselves (§2.4) ----
        O::B => ok(branch::exec_b(cpu, ins, pc)),
        O::Bc => branch::exec_bc(cpu, ins, pc, BcTarget::Disp),
        O::Bclr => branch::exec_bc(cpu, ins, pc, BcTarget::Lr),
        O::Bcctr => branch::exec_bc(cpu, ins, pc, BcTarget::Ctr),
        O::Sc => {
            cpu.pc = pc.wrapping_add(4);
            Err(Exception::Syscall)
        }
        O::Tw => branch::exec_trap(cpu, ins, false),
        O::Twi => branch::exec_trap(cpu, ins, true),

        // ---- Condition register (§2.4.3, §3.3.14) ----
        O::Crand => ok(branch::exec_crlogical(cpu, ins, CrOp::And)),
        O::Cror => ok(branch::exec_crlogical(cpu, ins, CrOp::Or)),
        O::Crxor => ok(branch::exec_crlogical(cpu, ins, CrOp::Xor)),
        O::Crnand => ok(branch::exec_crlogical(cpu, ins, CrOp::Nand)),
        O::Crnor => ok(branch::exec_crlogical(cpu, ins, CrOp::Nor)),
        O::Creqv => ok(branch::exec_crlogical(cpu, ins, CrOp::Eqv)),
        O::Crandc => ok(branch::exec_crlogical(cpu, ins, CrOp::Andc)),
        O::Crorc => ok(branch::exec_crlogical(cpu, ins, CrOp::Orc)),
        O::Mcrf => ok(branch::exec_mcrf(cpu, ins)),
        O::Mcrxr => ok(branch::exec_mcrxr(cpu, ins)),
        O::Mfcr => {
            cpu.gpr[ins.rd()] = cpu.cr;
            Ok(())
        }
        O::Mtcrf => ok(branch::exec_mtcrf(cpu, ins)),

        // ---- Processor control and cache management ----
        O::Mfspr => system::exec_mfspr(cpu, ins, bus, false),
        O::Mtspr => system::exec_mtspr(cpu, ins),
        O::Mftb => system::exec_mfspr(cpu, ins, bus, true),
        O::Dcbt => system::exec_cache(cpu, ins, bus, CacheOp::Dcbt),
        O::Dcbtst => system::exec_cache(cpu, ins, bus, CacheOp::Dcbtst),
        O::Dcbz => system::exec_cache(cpu, ins, bus, CacheOp::Dcbz),
        O::Dcbst => system::exec_cache(cpu, ins, bus, CacheOp::Dcbst),
        O::Dcbf => system::exec_cache(cpu, ins, bus, CacheOp::Dcbf),
        O::Icbi => system::exec_cache(cpu, ins, bus, CacheOp::Icbi),
        O::Sync | O::Eieio => system::exec_cache(cpu, ins, bus, CacheOp::Sync),
        O::Isync => system::exec_cache(cpu, ins, bus, CacheOp::Isync),

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
        | O::Tlbsync => Err(Exception::Privileged),

        O::Illegal => Err(Exception::Illegal),
    }
}
