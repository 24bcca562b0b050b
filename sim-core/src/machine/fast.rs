//! Fast paths of the integer loads and stores (and `lfd`/`stfd`) for threaded code,
//! chosen from the class column of the ISA table ([`fast_access`]): the effective
//! address, one look-up in the memory's fast-path page table, the access, the reference
//! count and the data hook, the register write. Anything else (a page not touched yet,
//! a fault, an access crossing the page end, a store to a page holding decoded code)
//! declines, and the handler runs the instruction's full semantics
//! instead, which produce the same result, fault or invalidation as ever.
//!
//! Semantics are those of `isa_ppc::exec::loadstore` (PowerPC UISA Book I §3.3.2-3.3.3)
//! for the D, D-with-update, X and X-with-update forms, and of `exec_lf`/`exec_stf` for
//! doublewords (§4.6.2-4.6.3); update forms never reach here with rA = 0 (or rA = rD for
//! integer loads): the decoder makes those `Illegal`.

use isa_ppc::cpu::Cpu;
use isa_ppc::isa::{Access, Data, Ins, Mode, Opcode};

use super::Core;
use crate::observer::Observer;

/// The access [`access`] runs for `op`, from its row's class: a load or store of one
/// register whose data move as they are or zero- or sign-extended (a byte, halfword or
/// word of a GPR; a doubleword of an FPR), in any of the four addressing modes. The
/// rest (byte-reversed, single-precision conversions, `stfiwx`, multiple, string,
/// reservation) always take the full semantics.
pub(crate) const fn fast_access(op: Opcode) -> Option<(bool, Access)> {
    match op.class().access() {
        Some((store, a)) => match a.data {
            Data::Byte | Data::Half | Data::Word | Data::Double => Some((store, a)),
            Data::HalfAlg if !store => Some((store, a)),
            _ => None,
        },
        None => None,
    }
}

/// Whether [`access`] handles `op`.
pub(crate) const fn has_fast_path(op: Opcode) -> bool {
    fast_access(op).is_some()
}

/// The effective address; `ra_nz`: rA is known not to be 0.
#[inline(always)]
fn ea(cpu: &Cpu, ins: Ins, form: Mode, ra_nz: bool) -> u32 {
    let ra = ins.ra();
    let base = if ra == 0 && !form.update() && !ra_nz {
        0
    } else {
        cpu.gpr[ra]
    };
    match form {
        Mode::D | Mode::DU => base.wrapping_add(ins.d() as u32),
        Mode::X | Mode::XU => base.wrapping_add(cpu.gpr[ins.rb()]),
    }
}

macro_rules! load {
    ($cpu:ident, $core:ident, $ins:ident, $pc:ident, $nz:ident, $form:expr, $read:ident, $n:expr, $ext:expr) => {{
        let ea = ea($cpu, $ins, $form, $nz);
        match $core.mem.$read(ea) {
            Some(v) => {
                $core.refs += 1;
                $core.obs.on_data($pc, ea, $n, false, u64::from(v));
                $cpu.gpr[$ins.rd()] = $ext(v);
                if $form.update() {
                    $cpu.gpr[$ins.ra()] = ea;
                }
                true
            }
            None => false,
        }
    }};
}

macro_rules! store {
    ($cpu:ident, $core:ident, $ins:ident, $pc:ident, $nz:ident, $form:expr, $write:ident, $n:expr, $t:ty) => {{
        let ea = ea($cpu, $ins, $form, $nz);
        let v = $cpu.gpr[$ins.rs()] as $t;
        if $core.mem.$write(ea, v) {
            $core.refs += 1;
            $core.obs.on_data($pc, ea, $n, true, u64::from(v));
            if $form.update() {
                $cpu.gpr[$ins.ra()] = ea;
            }
            true
        } else {
            false
        }
    }};
}

/// `lfd` forms: the doubleword as two words of one page (a doubleword crossing the
/// page end declines), into frD unconverted (`exec_lf`).
macro_rules! load_double {
    ($cpu:ident, $core:ident, $ins:ident, $pc:ident, $nz:ident, $form:expr) => {{
        let ea = ea($cpu, $ins, $form, $nz);
        let hi = if ea & 0xfff <= 0xff8 {
            $core.mem.read_u32_fast(ea)
        } else {
            None
        };
        match hi {
            Some(hi) => {
                // The same page as `hi`'s word, which was readable.
                let lo = $core.mem.read_u32_fast(ea.wrapping_add(4));
                debug_assert!(lo.is_some(), "the second word of a doubleword on one page");
                let lo = lo.unwrap_or(0);
                let v = u64::from(hi) << 32 | u64::from(lo);
                $core.refs += 1;
                $core.obs.on_data($pc, ea, 8, false, v);
                $cpu.fpr[$ins.frd()] = v;
                if $form.update() {
                    $cpu.gpr[$ins.ra()] = ea;
                }
                true
            }
            None => false,
        }
    }};
}

/// `stfd` forms: frS as two words of one page (a doubleword crossing the page end
/// declines before writing anything).
macro_rules! store_double {
    ($cpu:ident, $core:ident, $ins:ident, $pc:ident, $nz:ident, $form:expr) => {{
        let ea = ea($cpu, $ins, $form, $nz);
        let v = $cpu.fpr[$ins.frs()];
        if ea & 0xfff <= 0xff8 && $core.mem.write_u32_fast(ea, (v >> 32) as u32) {
            // The same page as the first word, which was writable.
            let done = $core.mem.write_u32_fast(ea.wrapping_add(4), v as u32);
            debug_assert!(done, "the second word of a doubleword on one page");
            $core.refs += 1;
            $core.obs.on_data($pc, ea, 8, true, v);
            if $form.update() {
                $cpu.gpr[$ins.ra()] = ea;
            }
            true
        } else {
            false
        }
    }};
}

/// Runs `ins` (opcode index `K`), the instruction at `pc`, on the fast path, or
/// declines (`false`) having changed nothing. `ra_nz`: rA is known not to be 0 (the
/// page builder checked). What to do is [`fast_access`] of the opcode, a constant.
#[inline(always)]
pub(crate) fn access<O: Observer, const K: u8>(
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    ins: Ins,
    pc: u32,
    ra_nz: bool,
) -> bool {
    let word = |v: u32| v;
    let zext8 = |v: u8| u32::from(v);
    let zext16 = |v: u16| u32::from(v);
    let sext16 = |v: u16| v as i16 as i32 as u32;
    let fast = const { fast_access(Opcode::from_index(K)) };
    let Some((store, Access { data, mode: m })) = fast else {
        return false;
    };
    match (store, data) {
        (false, Data::Word) => load!(cpu, core, ins, pc, ra_nz, m, read_u32_fast, 4, word),
        (false, Data::Byte) => load!(cpu, core, ins, pc, ra_nz, m, read_u8_fast, 1, zext8),
        (false, Data::Half) => load!(cpu, core, ins, pc, ra_nz, m, read_u16_fast, 2, zext16),
        (false, Data::HalfAlg) => load!(cpu, core, ins, pc, ra_nz, m, read_u16_fast, 2, sext16),
        (true, Data::Word) => store!(cpu, core, ins, pc, ra_nz, m, write_u32_fast, 4, u32),
        (true, Data::Byte) => store!(cpu, core, ins, pc, ra_nz, m, write_u8_fast, 1, u8),
        (true, Data::Half) => store!(cpu, core, ins, pc, ra_nz, m, write_u16_fast, 2, u16),
        (false, Data::Double) => load_double!(cpu, core, ins, pc, ra_nz, m),
        (true, Data::Double) => store_double!(cpu, core, ins, pc, ra_nz, m),
        _ => false,
    }
}
