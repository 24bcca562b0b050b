//! Fast paths of the most frequent integer loads and stores (and `lfd`/`stfd`) for
//! threaded code: the effective address, one look-up in the memory's fast-path page
//! table, the access, the reference count and the data hook, the register write. Anything else (a page not
//! touched yet, a fault, an access crossing the page end, a store to a page holding
//! decoded code) declines, and the handler runs the instruction's full semantics
//! instead, which produce the same result, fault or invalidation as ever.
//!
//! Semantics are those of `isa_ppc::exec::loadstore` (PowerPC UISA Book I §3.3.2-3.3.3)
//! for the D, D-with-update, X and X-with-update forms, and of `exec_lf`/`exec_stf` for
//! doublewords (§4.6.2-4.6.3); update forms never reach here with rA = 0 (or rA = rD for
//! integer loads): the decoder makes those `Illegal`.

use isa_ppc::cpu::Cpu;
use isa_ppc::isa::{Ins, Opcode};

use super::Core;
use crate::observer::Observer;

/// Whether [`access`] handles `op`.
pub(crate) const fn has_fast_path(op: Opcode) -> bool {
    use Opcode as O;
    matches!(
        op,
        O::Lwz
            | O::Lwzu
            | O::Lwzx
            | O::Lbz
            | O::Lbzu
            | O::Lbzx
            | O::Lhz
            | O::Lhzx
            | O::Lha
            | O::Stw
            | O::Stwu
            | O::Stwx
            | O::Stb
            | O::Stbu
            | O::Stbx
            | O::Sth
            | O::Sthx
            | O::Lwzux
            | O::Lbzux
            | O::Lhzu
            | O::Lhzux
            | O::Lhau
            | O::Lhax
            | O::Stwux
            | O::Stbux
            | O::Sthu
            | O::Sthux
            | O::Lfd
            | O::Lfdu
            | O::Lfdx
            | O::Stfd
            | O::Stfdu
            | O::Stfdx
    )
}

/// Effective-address forms.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ea {
    /// (rA|0) + d
    D,
    /// rA + d, then rA := EA
    Du,
    /// (rA|0) + rB
    X,
    /// rA + rB, then rA := EA
    Xu,
}

impl Ea {
    /// Whether rA := EA follows (the decoder admits these only with rA != 0).
    const fn update(self) -> bool {
        matches!(self, Ea::Du | Ea::Xu)
    }
}

/// The effective address; `ra_nz`: rA is known not to be 0.
#[inline(always)]
fn ea(cpu: &Cpu, ins: Ins, form: Ea, ra_nz: bool) -> u32 {
    let ra = ins.ra();
    let base = if ra == 0 && !form.update() && !ra_nz {
        0
    } else {
        cpu.gpr[ra]
    };
    match form {
        Ea::D | Ea::Du => base.wrapping_add(ins.d() as u32),
        Ea::X | Ea::Xu => base.wrapping_add(cpu.gpr[ins.rb()]),
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

/// Runs `ins` (opcode `op`, a constant where this is inlined), the instruction at `pc`,
/// on the fast path, or declines (`false`) having changed nothing. `ra_nz`: rA is known
/// not to be 0 (the page builder checked).
#[inline(always)]
pub(crate) fn access<O: Observer>(
    op: Opcode,
    cpu: &mut Cpu,
    core: &mut Core<'_, O>,
    ins: Ins,
    pc: u32,
    ra_nz: bool,
) -> bool {
    use Opcode as O;
    let word = |v: u32| v;
    let zext8 = |v: u8| u32::from(v);
    let zext16 = |v: u16| u32::from(v);
    let sext16 = |v: u16| v as i16 as i32 as u32;
    match op {
        O::Lwz => load!(cpu, core, ins, pc, ra_nz, Ea::D, read_u32_fast, 4, word),
        O::Lwzu => load!(cpu, core, ins, pc, ra_nz, Ea::Du, read_u32_fast, 4, word),
        O::Lwzx => load!(cpu, core, ins, pc, ra_nz, Ea::X, read_u32_fast, 4, word),
        O::Lbz => load!(cpu, core, ins, pc, ra_nz, Ea::D, read_u8_fast, 1, zext8),
        O::Lbzu => load!(cpu, core, ins, pc, ra_nz, Ea::Du, read_u8_fast, 1, zext8),
        O::Lbzx => load!(cpu, core, ins, pc, ra_nz, Ea::X, read_u8_fast, 1, zext8),
        O::Lhz => load!(cpu, core, ins, pc, ra_nz, Ea::D, read_u16_fast, 2, zext16),
        O::Lhzx => load!(cpu, core, ins, pc, ra_nz, Ea::X, read_u16_fast, 2, zext16),
        O::Lha => load!(cpu, core, ins, pc, ra_nz, Ea::D, read_u16_fast, 2, sext16),
        O::Stw => store!(cpu, core, ins, pc, ra_nz, Ea::D, write_u32_fast, 4, u32),
        O::Stwu => store!(cpu, core, ins, pc, ra_nz, Ea::Du, write_u32_fast, 4, u32),
        O::Stwx => store!(cpu, core, ins, pc, ra_nz, Ea::X, write_u32_fast, 4, u32),
        O::Stb => store!(cpu, core, ins, pc, ra_nz, Ea::D, write_u8_fast, 1, u8),
        O::Stbu => store!(cpu, core, ins, pc, ra_nz, Ea::Du, write_u8_fast, 1, u8),
        O::Stbx => store!(cpu, core, ins, pc, ra_nz, Ea::X, write_u8_fast, 1, u8),
        O::Sth => store!(cpu, core, ins, pc, ra_nz, Ea::D, write_u16_fast, 2, u16),
        O::Sthx => store!(cpu, core, ins, pc, ra_nz, Ea::X, write_u16_fast, 2, u16),
        O::Lwzux => load!(cpu, core, ins, pc, ra_nz, Ea::Xu, read_u32_fast, 4, word),
        O::Lbzux => load!(cpu, core, ins, pc, ra_nz, Ea::Xu, read_u8_fast, 1, zext8),
        O::Lhzu => load!(cpu, core, ins, pc, ra_nz, Ea::Du, read_u16_fast, 2, zext16),
        O::Lhzux => load!(cpu, core, ins, pc, ra_nz, Ea::Xu, read_u16_fast, 2, zext16),
        O::Lhau => load!(cpu, core, ins, pc, ra_nz, Ea::Du, read_u16_fast, 2, sext16),
        O::Lhax => load!(cpu, core, ins, pc, ra_nz, Ea::X, read_u16_fast, 2, sext16),
        O::Stwux => store!(cpu, core, ins, pc, ra_nz, Ea::Xu, write_u32_fast, 4, u32),
        O::Stbux => store!(cpu, core, ins, pc, ra_nz, Ea::Xu, write_u8_fast, 1, u8),
        O::Sthu => store!(cpu, core, ins, pc, ra_nz, Ea::Du, write_u16_fast, 2, u16),
        O::Sthux => store!(cpu, core, ins, pc, ra_nz, Ea::Xu, write_u16_fast, 2, u16),
        O::Lfd => load_double!(cpu, core, ins, pc, ra_nz, Ea::D),
        O::Lfdu => load_double!(cpu, core, ins, pc, ra_nz, Ea::Du),
        O::Lfdx => load_double!(cpu, core, ins, pc, ra_nz, Ea::X),
        O::Stfd => store_double!(cpu, core, ins, pc, ra_nz, Ea::D),
        O::Stfdu => store_double!(cpu, core, ins, pc, ra_nz, Ea::Du),
        O::Stfdx => store_double!(cpu, core, ins, pc, ra_nz, Ea::X),
        _ => false,
    }
}
