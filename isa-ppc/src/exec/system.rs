//! Processor control, cache management and synchronisation (PowerPC UISA §3.3.14,
//! VEA chapters 2–3, and the OEA instructions user code may stumble on).
//!
//! SPR access follows QEMU user mode on a 750 (`tests/data/exec-probes/inval.c`):
//! XER, LR, CTR read and write; TBL/TBU (268/269) read through `mfspr` and `mftb`; PVR
//! (287) reads (Linux emulates `mfpvr` for user code; glibc executes it); VRSAVE (256)
//! reads and writes as the CPU contract asks (QEMU's 750, having no AltiVec, raises
//! SIGILL there instead: see `EXEC-NOTES.md`). Other SPRs with the privileged bit of
//! the SPR number set (0x10) raise [`Exception::Privileged`]; the rest are illegal.

use super::loadstore::ea_x;
use super::Exception;
use crate::bus::{Bus, CacheOp};
use crate::cpu::Cpu;
use crate::isa::Ins;

/// SPR numbers.
const XER: u32 = 1;
const LR: u32 = 8;
const CTR: u32 = 9;
const VRSAVE: u32 = 256;
const TBL: u32 = 268;
const TBU: u32 = 269;
const PVR: u32 = 287;

/// The exception for an SPR user code may not access.
#[inline]
fn spr_denied(spr: u32) -> Exception {
    if spr & 0x10 != 0 {
        Exception::Privileged
    } else {
        Exception::Illegal
    }
}

/// `mfspr rD,SPR` (and `mftb`, which takes 268/269 only).
#[inline(always)]
pub fn exec_mfspr<B: Bus>(
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    tb_only: bool,
) -> Result<(), Exception> {
    let spr = ins.spr();
    let v = match spr {
        TBL => bus.timebase() as u32,
        TBU => (bus.timebase() >> 32) as u32,
        _ if tb_only => return Err(Exception::Illegal),
        XER => cpu.xer,
        LR => cpu.lr,
        CTR => cpu.ctr,
        VRSAVE => cpu.vrsave,
        PVR => cpu.pvr,
        _ => return Err(spr_denied(spr)),
    };
    cpu.gpr[ins.rd()] = v;
    Ok(())
}

/// `mtspr SPR,rS`. Writing XER keeps every bit except the ISA 3.0 OV32/CA32 positions
/// (0x000c_0000), as QEMU does for a 750 (`tests/data/exec-probes/xer.c`).
#[inline(always)]
pub fn exec_mtspr(cpu: &mut Cpu, ins: Ins) -> Result<(), Exception> {
    let spr = ins.spr();
    let s = cpu.gpr[ins.rs()];
    match spr {
        XER => cpu.xer = s & !0x000c_0000,
        LR => cpu.lr = s,
        CTR => cpu.ctr = s,
        VRSAVE => cpu.vrsave = s,
        _ => return Err(spr_denied(spr)),
    }
    Ok(())
}

/// The cache-management and synchronisation instructions: reported to the bus (which
/// zeroes the block for `dcbz`). Their only architected effect otherwise: none.
#[inline(always)]
pub fn exec_cache<B: Bus>(cpu: &Cpu, ins: Ins, bus: &mut B, op: CacheOp) -> Result<(), Exception> {
    let ea = match op {
        CacheOp::Sync | CacheOp::Isync => 0,
        _ => ea_x(cpu, ins),
    };
    bus.cache_op(op, ea)?;
    Ok(())
}
