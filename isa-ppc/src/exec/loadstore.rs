//! Load and store semantics (PowerPC UISA Book I §3.3.2–3.3.7, §4.6.2–4.6.4): every
//! width, zero/algebraic, update and indexed forms, byte-reversed, multiple and string
//! transfers, `lwarx`/`stwcx.`, and the floating-point loads and stores with their
//! single ↔ double conversions.
//!
//! Faults: an access that faults returns `Err` before any register is written, so an
//! update form leaves rA alone. `lmw`/`stmw`/`lsw*`/`stsw*` may have transferred part
//! of the data when a later word faults; registers are only written after all loads
//! succeeded, so the instruction restarts cleanly after the fault is handled (Linux
//! restarts it from the beginning, as the hardware does).
//!
//! Invalid forms follow QEMU user mode (`tests/data/exec-probes/inval.c`): an update
//! load with rA = 0 or rA = rD and an update store with rA = 0 never get here (the
//! decoder maps them to `Opcode::Illegal`); `lswi`/`lswx` whose target range includes rA
//! (or rB) raise [`Exception::Illegal`] here.

use super::Exception;
use crate::bus::Bus;
use crate::cpu::Cpu;
use crate::isa::{Access, Class, Data, Ins};

/// How the effective address is formed: the [`crate::isa::Mode`] of the row's
/// class.
pub use crate::isa::Mode;

/// The effective address of a load or store.
#[inline(always)]
fn ea(cpu: &Cpu, ins: Ins, mode: Mode) -> u32 {
    let ra = ins.ra();
    let base = if ra == 0 { 0 } else { cpu.gpr[ra] };
    match mode {
        Mode::D | Mode::DU => base.wrapping_add(ins.d() as u32),
        Mode::X | Mode::XU => base.wrapping_add(cpu.gpr[ins.rb()]),
    }
}

/// The X-form address (rA|0) + rB used by cache ops, `lwarx` and the string forms.
#[inline(always)]
pub fn ea_x(cpu: &Cpu, ins: Ins) -> u32 {
    ea(cpu, ins, Mode::X)
}

/// A load or store of one register, as its row's class says ([`Class::Load`],
/// [`Class::Store`]: what moves and how the address is formed). The executor passes
/// `op.class()`, a constant wherever the opcode is (a threaded handler), so the matches
/// below fold away; a class that is not a one-register access is illegal here.
#[inline(always)]
pub fn exec_access<B: Bus>(
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    class: Class,
) -> Result<(), Exception> {
    match class {
        Class::Load(a) => exec_load(cpu, ins, bus, a),
        Class::Store(a) => exec_store(cpu, ins, bus, a),
        _ => Err(Exception::Illegal),
    }
}

/// One-register loads (§3.3.2-3.3.5, §4.6.2): `lbz`, `lhz`, `lha`, `lwz`, `lfs`, `lfd`
/// with their u/x/ux forms, `lhbrx`, `lwbrx`. Integer data are zero- or sign-extended
/// (or byte-reversed); a single is converted to double ([`single_to_double`]), a
/// doubleword loaded as it is.
#[inline(always)]
pub fn exec_load<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B, a: Access) -> Result<(), Exception> {
    let (rd, ra) = (ins.rd(), ins.ra());
    debug_assert!(
        !a.mode.update() || (ra != 0 && (a.data.is_float() || ra != rd)),
        "decoder admits invalid form"
    );
    let ea = ea(cpu, ins, a.mode);
    match a.data {
        Data::Byte => cpu.gpr[rd] = bus.load_u8(ea)? as u32,
        Data::Half => cpu.gpr[rd] = bus.load_u16(ea)? as u32,
        Data::HalfAlg => cpu.gpr[rd] = bus.load_u16(ea)? as i16 as i32 as u32,
        Data::Word => cpu.gpr[rd] = bus.load_u32(ea)?,
        Data::HalfRev => cpu.gpr[rd] = bus.load_u16(ea)?.swap_bytes() as u32,
        Data::WordRev => cpu.gpr[rd] = bus.load_u32(ea)?.swap_bytes(),
        Data::Single => cpu.fpr[ins.frd()] = single_to_double(bus.load_u32(ea)?),
        Data::Double => cpu.fpr[ins.frd()] = bus.load_u64(ea)?,
        // No instruction of this CPU loads an FPR's low word alone.
        Data::FprWord => return Err(Exception::Illegal),
    }
    if a.mode.update() {
        cpu.gpr[ra] = ea;
    }
    Ok(())
}

/// One-register stores (§3.3.6, §4.6.3-4.6.4): `stb`, `sth`, `stw`, `stfs`, `stfd` with
/// their u/x/ux forms, `sthbrx`, `stwbrx`, `stfiwx`. A single is converted from double
/// ([`double_to_single`]); `stfiwx` stores the FPR's low word unconverted.
#[inline(always)]
pub fn exec_store<B: Bus>(
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    a: Access,
) -> Result<(), Exception> {
    let ra = ins.ra();
    debug_assert!(!a.mode.update() || ra != 0, "decoder admits invalid form");
    let ea = ea(cpu, ins, a.mode);
    let s = cpu.gpr[ins.rs()];
    let f = cpu.fpr[ins.frs()];
    match a.data {
        Data::Byte => bus.store_u8(ea, s as u8)?,
        Data::Half | Data::HalfAlg => bus.store_u16(ea, s as u16)?,
        Data::Word => bus.store_u32(ea, s)?,
        Data::HalfRev => bus.store_u16(ea, (s as u16).swap_bytes())?,
        Data::WordRev => bus.store_u32(ea, s.swap_bytes())?,
        Data::Single => bus.store_u32(ea, double_to_single(f))?,
        Data::Double => bus.store_u64(ea, f)?,
        Data::FprWord => bus.store_u32(ea, f as u32)?,
    }
    if a.mode.update() {
        cpu.gpr[ra] = ea;
    }
    Ok(())
}

/// `lmw rD,d(rA)`: loads rD..r31 from consecutive words. QEMU executes the form with
/// rA in the range (the manual calls it invalid); so do we, the words being loaded
/// first and the registers written afterwards (the EA was computed beforehand anyway).
#[inline]
pub fn exec_lmw<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let mut ea = ea(cpu, ins, Mode::D);
    let rd = ins.rd();
    let mut vals = [0u32; 32];
    for v in vals.iter_mut().take(32 - rd) {
        *v = bus.load_u32(ea)?;
        ea = ea.wrapping_add(4);
    }
    cpu.gpr[rd..].copy_from_slice(&vals[..32 - rd]);
    Ok(())
}

/// `stmw rS,d(rA)`: stores rS..r31.
#[inline]
pub fn exec_stmw<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let mut ea = ea(cpu, ins, Mode::D);
    for r in ins.rs()..32 {
        bus.store_u32(ea, cpu.gpr[r])?;
        ea = ea.wrapping_add(4);
    }
    Ok(())
}

/// Whether register `r` is among the `n` registers starting at `start` (wrapping
/// from r31 to r0), the registers a string load fills.
#[inline]
fn in_range(start: usize, nregs: usize, r: usize) -> bool {
    (0..nregs).any(|i| (start + i) % 32 == r)
}

/// Start address and byte count of a string load/store: `lswx`/`stswx` take
/// (rA|0)+rB and XER\[25:31\]; `lswi`/`stswi` take (rA|0) and NB (0 means 32).
#[inline]
fn string_ea_count(cpu: &Cpu, ins: Ins, indexed: bool) -> (u32, usize) {
    if indexed {
        (ea_x(cpu, ins), (cpu.xer & 0x7f) as usize)
    } else {
        let ra = ins.ra();
        let nb = ins.nb() as usize;
        (
            if ra == 0 { 0 } else { cpu.gpr[ra] },
            if nb == 0 { 32 } else { nb },
        )
    }
}

/// `lswi` (NB bytes, 0 = 32) and `lswx` (XER\[25:31\] bytes) (§3.3.7): bytes fill
/// registers from rD upwards, wrapping to r0, high byte first; the last register's
/// unused low bytes are zeroed.
#[inline]
pub fn exec_lsw<B: Bus>(
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    indexed: bool,
) -> Result<(), Exception> {
    let (ea0, n) = string_ea_count(cpu, ins, indexed);
    let rd = ins.rd();
    let nregs = n.div_ceil(4);
    let ra = ins.ra();
    let bad = (ra != 0 && in_range(rd, nregs, ra)) || (indexed && in_range(rd, nregs, ins.rb()));
    if n > 0 && bad {
        return Err(Exception::Illegal);
    }
    let mut regs = [0u32; 32];
    for i in 0..n {
        let b = bus.load_u8(ea0.wrapping_add(i as u32))? as u32;
        regs[i / 4] |= b << (24 - 8 * (i % 4));
    }
    for (i, &v) in regs.iter().enumerate().take(nregs) {
        cpu.gpr[(rd + i) % 32] = v;
    }
    Ok(())
}

/// `stswi`/`stswx`: the inverse of [`exec_lsw`].
#[inline]
pub fn exec_stsw<B: Bus>(
    cpu: &mut Cpu,
    ins: Ins,
    bus: &mut B,
    indexed: bool,
) -> Result<(), Exception> {
    let (ea0, n) = string_ea_count(cpu, ins, indexed);
    let rs = ins.rs();
    for i in 0..n {
        let r = cpu.gpr[(rs + i / 4) % 32];
        bus.store_u8(ea0.wrapping_add(i as u32), (r >> (24 - 8 * (i % 4))) as u8)?;
    }
    Ok(())
}

/// `lwarx rD,rA,rB` (§3.3.9 of VEA / Book II §1.7.2): loads and sets the reservation.
/// The EA must be word aligned: otherwise the alignment interrupt, which Linux cannot
/// emulate for `lwarx` (it sends SIGBUS); nothing is loaded or reserved.
#[inline(always)]
pub fn exec_lwarx<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let ea = ea_x(cpu, ins);
    if ea & 3 != 0 {
        return Err(Exception::Alignment(ea));
    }
    let v = bus.load_u32(ea)?;
    cpu.gpr[ins.rd()] = v;
    cpu.reserve = Some(ea);
    Ok(())
}

/// `stwcx. rS,rA,rB`: stores iff the reservation is held for this address; CR0 :=
/// 0b00 ‖ success ‖ XER\[SO\]; the reservation is always cleared. An unaligned EA never
/// matches a reservation (`lwarx` reserves only aligned words), so it fails without an
/// access, as in QEMU 10 user mode (measured: no signal, CR0\[EQ\] = 0).
#[inline(always)]
pub fn exec_stwcx<B: Bus>(cpu: &mut Cpu, ins: Ins, bus: &mut B) -> Result<(), Exception> {
    let ea = ea_x(cpu, ins);
    let ok = cpu.reserve == Some(ea);
    if ok {
        bus.store_u32(ea, cpu.gpr[ins.rs()])?;
    }
    cpu.reserve = None;
    let so = (cpu.xer >> 31) & 1;
    cpu.set_cr_field(0, if ok { 0b0010 } else { 0 } | so);
    Ok(())
}

/// Converts a loaded single to the double an FPR holds (§4.6.2, "Floating-point load
/// instructions"): exact, NaN payloads kept and signalling NaNs left signalling (a
/// host `f32 as f64` would quieten them).
#[inline]
pub fn single_to_double(w: u32) -> u64 {
    let sign = ((w >> 31) as u64) << 63;
    let e = (w >> 23) & 0xff;
    let frac = (w & 0x7f_ffff) as u64;
    if e == 0xff {
        sign | 0x7ff0_0000_0000_0000 | (frac << 29)
    } else if e == 0 {
        if frac == 0 {
            sign
        } else {
            // Denormal single, frac × 2^-149: normalise around its leading 1.
            let t = 63 - frac.leading_zeros() as u64;
            sign | ((t + 1023 - 149) << 52) | ((frac << (52 - t)) & ((1 << 52) - 1))
        }
    } else {
        sign | (((e as u64) + 1023 - 127) << 52) | (frac << 29)
    }
}

/// Converts an FPR to the single `stfs` stores (§4.6.3): no rounding; values in single
/// range (and zeros, infinities, NaNs) keep their high bits, values below are
/// denormalised by shifting, as the manual's store conversion does.
#[inline]
pub fn double_to_single(d: u64) -> u32 {
    let e = ((d >> 52) & 0x7ff) as u32;
    if e > 896 || d & 0x7fff_ffff_ffff_ffff == 0 {
        // WORD[0-1] = frS[0-1], WORD[2-31] = frS[5-34]
        (((d >> 32) & 0xc000_0000) | ((d >> 29) & 0x3fff_ffff)) as u32
    } else if e >= 874 {
        // Denormalisation: shift the significand (implicit 1 included) right.
        let sign = ((d >> 63) as u32) << 31;
        let mant = (d & ((1 << 52) - 1)) | (1 << 52);
        let sh = 897 - e; // 1..=23
        sign | ((mant >> (29 + sh)) as u32)
    } else {
        // Undefined by the manual; the same bit selection QEMU uses.
        (((d >> 32) & 0xc000_0000) | ((d >> 29) & 0x3fff_ffff)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_double_conversions_match_host_for_numbers() {
        for w in [
            0u32,
            0x8000_0000,
            1,
            0x0040_0000,
            0x007f_ffff,
            0x0080_0000,
            0x3f80_0000,
            0x7f7f_ffff,
            0xff80_0000,
        ] {
            let d = single_to_double(w);
            assert_eq!(d, (f32::from_bits(w) as f64).to_bits(), "{w:#x}");
            assert_eq!(double_to_single(d), w, "{w:#x}");
        }
        // Signalling NaNs stay signalling both ways.
        assert_eq!(single_to_double(0x7f80_0001), 0x7ff0_0000_2000_0000);
        assert_eq!(double_to_single(0x7ff0_0000_2000_0000), 0x7f80_0001);
    }
}
