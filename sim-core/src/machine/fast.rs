//! Fast paths of the most frequent integer loads and stores for threaded code: the
//! effective address, one look-up in the memory's fast-path page table, the access, the
//! reference count and the data hook, the register write. Anything else (a page not
//! touched yet, a fault, an access crossing the page end, a store to a page holding
//! decoded code) declines, and the handler runs the instruction's full semantics
//! instead, which produce the same result, fault or invalidation as ever.
//!
//! Semantics are those of `isa_ppc::exec::loadstore` (PowerPC UISA Book I §3.3.2-3.3.3)
//! for the D, D-with-update and X forms; update forms never reach here with rA = 0 (or
//! rA = rD for loads): the decoder makes those `Illegal`.

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
}

/// The effective address; `ra_nz`: rA is known not to be 0.
#[inline(always)]
fn ea(cpu: &Cpu, ins: Ins, form: Ea, ra_nz: bool) -> u32 {
    let ra = ins.ra();
    let base = if ra == 0 && form != Ea::Du && !ra_nz {
        0
    } else {
        cpu.gpr[ra]
    };
    match form {
        Ea::D | Ea::Du => base.wrapping_add(ins.d() as u32),
        Ea::X => base.wrapping_add(cpu.gpr[ins.rb()]),
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
                if $form == Ea::Du {
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
            if $form == Ea::Du {
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
        _ => false,
    }
}
