//! Branch and condition-register semantics (PowerPC UISA Book I §2.4): branches with
//! BO/BI decoding and CTR decrement, CR logical operations and moves, traps and `sc`.

use super::integer::{cr_logical, mtcrf, trap_cond, CrOp};
use super::Exception;
use crate::cpu::Cpu;
use crate::isa::Ins;

/// BO bit values (§2.4.1, figure 2-21), with BO\[0\] the most significant of five.
const BO_NO_COND: u32 = 0x10; // BO[0]: ignore the CR bit
const BO_COND_TRUE: u32 = 0x08; // BO[1]: branch if the CR bit is 1
const BO_NO_CTR: u32 = 0x04; // BO[2]: do not decrement CTR
const BO_CTR_ZERO: u32 = 0x02; // BO[3]: branch if CTR (decremented) = 0

/// Evaluates a conditional branch (§2.4.1): decrements CTR unless BO\[2\] says not to
/// and returns whether the branch is taken.
#[inline(always)]
pub fn bc_taken(cr: u32, ctr: &mut u32, bo: u32, bi: u32) -> bool {
    let ctr_ok = if bo & BO_NO_CTR != 0 {
        true
    } else {
        *ctr = ctr.wrapping_sub(1);
        (*ctr == 0) == (bo & BO_CTR_ZERO != 0)
    };
    let cond_ok = bo & BO_NO_COND != 0 || ((cr >> (31 - bi)) & 1 != 0) == (bo & BO_COND_TRUE != 0);
    ctr_ok && cond_ok
}

/// `b`, `ba`, `bl`, `bla` at address `pc`.
#[inline(always)]
pub fn exec_b(cpu: &mut Cpu, ins: Ins, pc: u32) {
    let target = if ins.aa() {
        ins.li() as u32
    } else {
        pc.wrapping_add(ins.li() as u32)
    };
    if ins.lk() {
        cpu.lr = pc.wrapping_add(4);
    }
    cpu.pc = target;
}

/// The three conditional branches: to a displacement, to LR, to CTR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BcTarget {
    /// `bc`: BD (relative, or absolute with AA).
    Disp,
    /// `bclr`
    Lr,
    /// `bcctr`
    Ctr,
}

/// `bc`, `bclr`, `bcctr` with their LK/AA forms, at address `pc`. `bcctr` with
/// BO\[2\] = 0 (decrement CTR and branch to it) is an invalid form: QEMU raises an
/// illegal-instruction exception.
#[inline(always)]
pub fn exec_bc(cpu: &mut Cpu, ins: Ins, pc: u32, to: BcTarget) -> Result<(), Exception> {
    let bo = ins.bo();
    if to == BcTarget::Ctr && bo & BO_NO_CTR == 0 {
        return Err(Exception::Illegal);
    }
    // The target is computed from LR/CTR before either is updated (bclrl, §2.4.1).
    let target = match to {
        BcTarget::Disp if ins.aa() => ins.bd() as u32,
        BcTarget::Disp => pc.wrapping_add(ins.bd() as u32),
        BcTarget::Lr => cpu.lr & !3,
        BcTarget::Ctr => cpu.ctr & !3,
    };
    let taken = bc_taken(cpu.cr, &mut cpu.ctr, bo, ins.bi());
    if ins.lk() {
        cpu.lr = pc.wrapping_add(4);
    }
    cpu.pc = if taken { target } else { pc.wrapping_add(4) };
    Ok(())
}

/// The CR-logical instructions (`crand` ... `crorc`).
#[inline(always)]
pub fn exec_crlogical(cpu: &mut Cpu, ins: Ins, op: CrOp) {
    cpu.cr = cr_logical(cpu.cr, op, ins.crbd(), ins.crba(), ins.crbb());
}

/// `mcrf crfD,crfS`.
#[inline(always)]
pub fn exec_mcrf(cpu: &mut Cpu, ins: Ins) {
    let v = cpu.cr_field(ins.crfs());
    cpu.set_cr_field(ins.crfd(), v);
}

/// `mcrxr crfD`: CR field := XER\[SO, OV, CA, 0\]; those XER bits are cleared.
#[inline(always)]
pub fn exec_mcrxr(cpu: &mut Cpu, ins: Ins) {
    cpu.set_cr_field(ins.crfd(), cpu.xer >> 28);
    cpu.xer &= 0x0fff_ffff;
}

/// `mtcrf CRM,rS`.
#[inline(always)]
pub fn exec_mtcrf(cpu: &mut Cpu, ins: Ins) {
    cpu.cr = mtcrf(cpu.cr, ins.crm(), cpu.gpr[ins.rs()]);
}

/// `tw TO,rA,rB` / `twi TO,rA,SIMM` (§3.3.10): [`Exception::Trap`] when the condition
/// holds (pc stays at the trap, as SRR0 does).
#[inline(always)]
pub fn exec_trap(cpu: &Cpu, ins: Ins, immediate: bool) -> Result<(), Exception> {
    let b = if immediate {
        ins.simm() as u32
    } else {
        cpu.gpr[ins.rb()]
    };
    if trap_cond(ins.to(), cpu.gpr[ins.ra()], b) {
        Err(Exception::Trap)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bo_decoding() {
        let mut ctr = 2;
        // bdnz: BO=16 (decrement, branch if CTR != 0, ignore CR).
        assert!(bc_taken(0, &mut ctr, 16, 0));
        assert_eq!(ctr, 1);
        assert!(!bc_taken(0, &mut ctr, 16, 0));
        assert_eq!(ctr, 0);
        // bdnz wraps CTR from 0 to 0xffff_ffff and branches.
        assert!(bc_taken(0, &mut ctr, 16, 0));
        assert_eq!(ctr, u32::MAX);
        // beq (BO=12, BI=2): CR0[EQ].
        let mut ctr = 5;
        assert!(bc_taken(0x2000_0000, &mut ctr, 12, 2));
        assert!(!bc_taken(0x4000_0000, &mut ctr, 12, 2));
        assert_eq!(ctr, 5, "BO[2] set: CTR untouched");
        // bne (BO=4): branch if the bit is 0.
        assert!(bc_taken(0x4000_0000, &mut ctr, 4, 2));
        // bdzf (BO=2 → 0b00010): decrement, branch if CTR == 0 and bit false.
        let mut ctr = 1;
        assert!(bc_taken(0, &mut ctr, 2, 0));
        // Branch always (BO=20).
        assert!(bc_taken(0, &mut ctr, 20, 31));
    }
}
