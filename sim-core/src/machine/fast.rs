//! Fast paths of the integer loads and stores (and `lfd`/`stfd`) for threaded code:
//! the effective address, one look-up in the memory's fast-path page table, the access,
//! the reference count and the data hook, the register write. Anything else (a page not
//! touched yet, a fault, an access crossing the page end, a store to a page holding
//! decoded code) declines, and the handler runs the instruction's full semantics
//! instead, which produce the same result, fault or invalidation as ever.
//!
//! Which opcodes have a fast path, and what each one moves and how it forms its address,
//! come from the class column of the ISA table ([`fast_access`]: one-register loads and
//! stores of a byte, halfword or word of a GPR, zero- or sign-extended, or of an FPR's
//! doubleword, in any addressing mode), the one place that states an instruction's
//! shape. The threaded handlers pass [`access`] that shape as a constant (`const {
//! fast_access(op) }`), so its matches fold away and each handler compiles to the
//! straight code of its one access. The tests below check that every opcode of
//! [`fast_access`] runs here and computes what `isa_ppc::exec::execute` computes.
//!
//! Semantics are those of `isa_ppc::exec::loadstore` (PowerPC UISA Book I §3.3.2-3.3.3,
//! §4.6.2-4.6.3) for the D, D-with-update, X and X-with-update forms; update forms never
//! reach here with rA = 0 (or rA = rD for integer loads): the decoder makes those
//! `Illegal`.

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

/// Whether [`access`] handles `op`: [`fast_access`] is `Some`, looked up in a table of
/// all opcode indices (one load for the page builder, which asks at run time).
pub(crate) const fn has_fast_path(op: Opcode) -> bool {
    FAST[op as usize]
}

/// [`fast_access`]`(op).is_some()` by `op as u8`.
const FAST: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < t.len() {
        t[i] = fast_access(Opcode::from_index(i as u8)).is_some();
        i += 1;
    }
    t
};

/// The effective address of form `form` (UISA §3.3.2); `ra_nz`: rA is known not to be 0
/// (an update form's rA never is).
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
/// page end declines), into frD unconverted (as `isa_ppc::exec::loadstore::exec_load`).
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

/// Runs `ins`, the instruction at `pc`, on the fast path as the access `shape` its
/// opcode's class names ([`fast_access`]; a constant where this is inlined, so only the
/// one access's code remains), or declines (`false`) having changed nothing: for `None`
/// too. `ra_nz`: rA is known not to be 0 (the page builder checked).
#[inline(always)]
pub(crate) fn access<O: Observer>(
    shape: Option<(bool, Access)>,
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
    let Some((store, a)) = shape else {
        return false;
    };
    let m = a.mode;
    match a.data {
        Data::Word if !store => load!(cpu, core, ins, pc, ra_nz, m, read_u32_fast, 4, word),
        Data::Byte if !store => load!(cpu, core, ins, pc, ra_nz, m, read_u8_fast, 1, zext8),
        Data::Half if !store => load!(cpu, core, ins, pc, ra_nz, m, read_u16_fast, 2, zext16),
        Data::HalfAlg if !store => load!(cpu, core, ins, pc, ra_nz, m, read_u16_fast, 2, sext16),
        Data::Double if !store => load_double!(cpu, core, ins, pc, ra_nz, m),
        Data::Word => store!(cpu, core, ins, pc, ra_nz, m, write_u32_fast, 4, u32),
        Data::Byte => store!(cpu, core, ins, pc, ra_nz, m, write_u8_fast, 1, u8),
        Data::Half => store!(cpu, core, ins, pc, ra_nz, m, write_u16_fast, 2, u16),
        Data::Double => store_double!(cpu, core, ins, pc, ra_nz, m),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{access, fast_access, has_fast_path};
    use crate::machine::Core;
    use crate::memory::Memory;
    use isa_ppc::cpu::Cpu;
    use isa_ppc::exec::execute;
    use isa_ppc::isa::{Field, Ins, Opcode, TABLE};
    use os_emu::space::{AddressSpace, Prot};

    const DATA: u32 = 0x20000;

    /// A memory with two data pages and page 0 (for `(rA|0)` with rA = 0) of a pattern
    /// (bytes with the top bit set too, for sign extension), written so that the fast
    /// paths apply.
    fn memory() -> Memory {
        let mut mem = Memory::new();
        let rw = Prot::READ.union(Prot::WRITE);
        mem.map(0, 0x1000, rw);
        mem.map(DATA, 0x2000, rw);
        let pattern: Vec<u8> = (0..0x2000u32).map(|i| (i * 37 + 0x85) as u8).collect();
        mem.write(DATA, &pattern).unwrap();
        mem.write(0, &pattern[..0x1000]).unwrap();
        mem
    }

    fn data(mem: &mut Memory) -> Vec<u8> {
        let mut buf = vec![0u8; 0x3000];
        mem.read(DATA, &mut buf[..0x2000]).unwrap();
        mem.read(0, &mut buf[0x2000..]).unwrap();
        buf
    }

    /// `op`'s row with rD/rS/frD/frS = 3, rA = `ra`, rB = 5, d = `d`.
    fn word(op: Opcode, ra: u32, d: u32) -> u32 {
        let row = &TABLE[op as usize];
        let mut w = row.pattern;
        for f in row.fields {
            w |= match f {
                Field::RD | Field::RS | Field::FRD | Field::FRS => 3 << 21,
                Field::RA | Field::RA0 => ra << 16,
                Field::RB => 5 << 11,
                Field::DISP => ra << 16 | d & 0xffff,
                _ => 0,
            };
        }
        w
    }

    /// Every opcode of the table whose class has a fast path runs in `access` as exactly
    /// what the executor computes (registers, memory, one data reference); the others
    /// are declined.
    #[test]
    fn fast_paths_are_the_executors_semantics() {
        let mut covered = 0;
        let mut idle = Memory::new();
        for row in TABLE.iter() {
            let op = row.op;
            for (ra, d, ra_nz) in [(4, 0x10, false), (4, 0xfff8, true), (0, 0x7f0, false)] {
                let ins = Ins::new(word(op, ra, d));
                if ins.op != op {
                    continue; // an invalid form (update with rA = 0) or row 0
                }
                let mut cpu = Cpu::default();
                for (i, r) in cpu.gpr.iter_mut().enumerate() {
                    *r = 0x8081_8200 + i as u32;
                }
                cpu.gpr[4] = DATA + 0x800;
                cpu.gpr[5] = 0x24;
                cpu.fpr[3] = 0x0123_4567_89ab_cdef;
                cpu.pc = 0x1000;
                let mut fast = cpu.clone();
                if !has_fast_path(op) {
                    let mut core = Core {
                        mem: &mut idle,
                        obs: &mut (),
                        pc: 0x1000,
                        icount: 0,
                        refs: 0,
                    };
                    let done = access(fast_access(op), &mut fast, &mut core, ins, 0x1000, ra_nz);
                    assert!(!done, "{}: ran without a fast-path class", row.mnemonic);
                    assert_eq!(fast, cpu, "{}: declined but changed", row.mnemonic);
                    continue;
                }
                let mut mem = memory();
                let mut core = Core {
                    mem: &mut mem,
                    obs: &mut (),
                    pc: 0x1000,
                    icount: 0,
                    refs: 0,
                };
                let done = access(fast_access(op), &mut fast, &mut core, ins, 0x1000, ra_nz);
                let fast_refs = core.refs;
                let fast_mem = data(&mut mem);
                assert!(done, "{}: {:?} not run", row.mnemonic, fast_access(op));
                covered += 1;
                let mut mem2 = memory();
                let mut core2 = Core {
                    mem: &mut mem2,
                    obs: &mut (),
                    pc: 0x1000,
                    icount: 0,
                    refs: 0,
                };
                let mut slow = cpu.clone();
                assert_eq!(execute(&mut slow, ins, &mut core2), Ok(()));
                let slow_refs = core2.refs;
                fast.pc = 0x1004; // handlers leave the pc to their caller
                assert_eq!(fast, slow, "{}: registers", row.mnemonic);
                assert_eq!(fast_refs, slow_refs, "{}: references", row.mnemonic);
                assert_eq!(fast_mem, data(&mut mem2), "{}: memory", row.mnemonic);
            }
        }
        let n = TABLE.iter().filter(|r| has_fast_path(r.op)).count();
        assert_eq!(n, 36, "the column's fast-path opcodes");
        // Each twice with rA != 0, the D and X forms also with rA = 0.
        assert_eq!(covered, 2 * n + 18, "every fast-path opcode was run");
    }
}
