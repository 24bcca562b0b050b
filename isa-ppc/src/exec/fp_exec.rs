//! The floating-point instruction families on the register file: operand fetch,
//! target write, Rc (CR1 := FPSCR\[FX, FEX, VX, OX], §4.2.2) and the enabled-exception
//! trap, around the pure arithmetic of [`super::fpu`].

use super::fp_round::Prec;
use super::fpscr;
use super::fpu;
use super::Exception;
use crate::cpu::Cpu;
use crate::isa::Ins;

/// Sets CR1 from FPSCR\[0:3\] for a record form.
#[inline]
fn record(cpu: &mut Cpu, ins: Ins) {
    if ins.rc() {
        cpu.set_cr_field(1, cpu.fpscr >> 28);
    }
}

/// Writes a result (or reports the trap) and records CR1.
#[inline]
fn complete(cpu: &mut Cpu, ins: Ins, fpscr: u32, r: Option<u64>) -> Result<(), Exception> {
    cpu.fpscr = fpscr;
    match r {
        Some(v) => {
            cpu.fpr[ins.frd()] = v;
            record(cpu, ins);
            Ok(())
        }
        None => Err(Exception::FpEnabled),
    }
}

/// The arithmetic families.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FArith {
    /// `fadd(s)`
    Add,
    /// `fsub(s)`
    Sub,
    /// `fmul(s)` (operands frA, frC)
    Mul,
    /// `fdiv(s)`
    Div,
    /// `fsqrt(s)` (frB)
    Sqrt,
    /// `fres` (frB)
    Res,
    /// `frsqrte` (frB)
    Rsqrte,
    /// `frsp` (frB)
    Rsp,
    /// `fctiw` (frB)
    Ctiw,
    /// `fctiwz` (frB)
    Ctiwz,
}

/// Executes an arithmetic, rounding or conversion instruction.
#[inline]
pub fn exec_arith(cpu: &mut Cpu, ins: Ins, op: FArith, prec: Prec) -> Result<(), Exception> {
    let (a, b, c) = (cpu.fpr[ins.fra()], cpu.fpr[ins.frb()], cpu.fpr[ins.frc()]);
    let mut f = cpu.fpscr;
    let r = match op {
        FArith::Add => fpu::add(&mut f, a, b, false, prec),
        FArith::Sub => fpu::add(&mut f, a, b, true, prec),
        FArith::Mul => fpu::mul(&mut f, a, c, prec),
        FArith::Div => fpu::div(&mut f, a, b, prec),
        FArith::Sqrt => fpu::sqrt(&mut f, b, prec),
        FArith::Res => fpu::fres(&mut f, b),
        FArith::Rsqrte => fpu::frsqrte(&mut f, b),
        FArith::Rsp => fpu::frsp(&mut f, b),
        FArith::Ctiw => fpu::fctiw(&mut f, b, false),
        FArith::Ctiwz => fpu::fctiw(&mut f, b, true),
    };
    complete(cpu, ins, f, r)
}

/// Executes `fmadd`, `fmsub`, `fnmadd`, `fnmsub` and the single forms.
#[inline]
pub fn exec_madd(
    cpu: &mut Cpu,
    ins: Ins,
    sub: bool,
    negate: bool,
    prec: Prec,
) -> Result<(), Exception> {
    let (a, b, c) = (cpu.fpr[ins.fra()], cpu.fpr[ins.frb()], cpu.fpr[ins.frc()]);
    let mut f = cpu.fpscr;
    let r = fpu::madd(&mut f, a, c, b, sub, negate, prec);
    complete(cpu, ins, f, r)
}

/// The sign-manipulating moves (no FPSCR change).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FMove {
    /// `fmr`
    Mr,
    /// `fneg`
    Neg,
    /// `fabs`
    Abs,
    /// `fnabs`
    Nabs,
    /// `fsel`
    Sel,
}

/// Executes `fmr`, `fneg`, `fabs`, `fnabs`, `fsel` (§4.6.5, §4.6.8).
#[inline]
pub fn exec_move(cpu: &mut Cpu, ins: Ins, op: FMove) {
    const SIGN: u64 = 1 << 63;
    let b = cpu.fpr[ins.frb()];
    let r = match op {
        FMove::Mr => b,
        FMove::Neg => b ^ SIGN,
        FMove::Abs => b & !SIGN,
        FMove::Nabs => b | SIGN,
        FMove::Sel => fpu::fsel(cpu.fpr[ins.fra()], cpu.fpr[ins.frc()], b),
    };
    cpu.fpr[ins.frd()] = r;
    record(cpu, ins);
}

/// `fcmpu`, `fcmpo`.
#[inline]
pub fn exec_fcmp(cpu: &mut Cpu, ins: Ins, ordered: bool) -> Result<(), Exception> {
    let mut f = cpu.fpscr;
    let r = fpu::fcmp(&mut f, cpu.fpr[ins.fra()], cpu.fpr[ins.frb()], ordered);
    cpu.fpscr = f;
    match r {
        Some(c) => {
            cpu.set_cr_field(ins.crfd(), c);
            Ok(())
        }
        None => Err(Exception::FpEnabled),
    }
}

/// The move to/from FPSCR family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpscrOp {
    /// `mffs` (and the ISA 3.0 variants the decoder folds into it)
    Mffs,
    /// `mtfsf`
    Mtfsf,
    /// `mtfsfi`
    Mtfsfi,
    /// `mtfsb0`
    Mtfsb0,
    /// `mtfsb1`
    Mtfsb1,
    /// `mcrfs`
    Mcrfs,
}

/// Executes the FPSCR instructions (§4.6.10). They never trap here (see `fpscr.rs`).
#[inline]
pub fn exec_fpscr(cpu: &mut Cpu, ins: Ins, op: FpscrOp) {
    let f = cpu.fpscr;
    match op {
        FpscrOp::Mffs => cpu.fpr[ins.frd()] = fpscr::mffs(f),
        FpscrOp::Mtfsf => cpu.fpscr = fpscr::mtfsf(f, ins.fm(), cpu.fpr[ins.frb()]),
        FpscrOp::Mtfsfi => cpu.fpscr = fpscr::mtfsfi(f, ins.crfd() as u32, ins.imm()),
        FpscrOp::Mtfsb0 => cpu.fpscr = fpscr::mtfsb0(f, ins.crbd()),
        FpscrOp::Mtfsb1 => cpu.fpscr = fpscr::mtfsb1(f, ins.crbd()),
        FpscrOp::Mcrfs => {
            let (n, v) = fpscr::mcrfs(f, ins.crfs() as u32);
            cpu.fpscr = n;
            cpu.set_cr_field(ins.crfd(), v);
            return; // mcrfs has no Rc
        }
    }
    record(cpu, ins);
}
