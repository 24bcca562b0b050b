//! The class column of the instruction table (`Class`, and the properties a threaded
//! interpreter derives from it: `is_control`, `writes_memory`, `reads_timebase`, the
//! access of a load or store) agrees with what the instructions do. Every row of the
//! table is executed on random operands (registers pointing into memory, so that loads
//! and stores succeed; SPR fields often naming the time base) against a bus that records
//! what it was asked, and in both directions
//!
//! * a row stored or issued a cache operation in some run if and only if its class
//!   `writes_memory`;
//! * a row read the time base in some run if and only if its class `reads_timebase`;
//! * a row completed with a pc other than the next word's (or was `sc`) in some run if
//!   and only if its class `is_control`;
//!
//! and every run of a `load`/`store` row made exactly the one access its column says:
//! the direction, the width, the effective address of its mode, rA updated or not, the
//! value extended, reversed or converted as its data say. Integer and CR rows never
//! touch memory and never raise (the threaded machine relies on it), trap rows trap in
//! some run, and supervisor rows always raise a privileged-instruction exception (other
//! rows only for supervisor SPRs).

mod exec_common;

use exec_common::TestBus;
use isa_ppc::bus::{Bus, CacheOp, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::loadstore::single_to_double;
use isa_ppc::exec::{execute, is_control, reads_timebase, writes_memory, Exception};
use isa_ppc::isa::{Access, Class, Data, Field, Ins, Mode, Opcode, TABLE};

/// One data access: store, effective address, bytes, value.
type Rec = (bool, u32, u8, u64);

/// A [`TestBus`] that notes accesses, cache operations and time-base reads.
struct Recorder {
    bus: TestBus,
    accesses: Vec<Rec>,
    cache_ops: usize,
    read_tb: bool,
}

impl Recorder {
    fn note<T: Into<u64> + Copy>(&mut self, store: bool, ea: u32, v: T) -> T {
        self.accesses
            .push((store, ea, std::mem::size_of::<T>() as u8, v.into()));
        v
    }
}

impl Bus for Recorder {
    fn load_u8(&mut self, ea: u32) -> Result<u8, MemFault> {
        let v = self.bus.load_u8(ea)?;
        Ok(self.note(false, ea, v))
    }
    fn load_u16(&mut self, ea: u32) -> Result<u16, MemFault> {
        let v = self.bus.load_u16(ea)?;
        Ok(self.note(false, ea, v))
    }
    fn load_u32(&mut self, ea: u32) -> Result<u32, MemFault> {
        let v = self.bus.load_u32(ea)?;
        Ok(self.note(false, ea, v))
    }
    fn load_u64(&mut self, ea: u32) -> Result<u64, MemFault> {
        let v = self.bus.load_u64(ea)?;
        Ok(self.note(false, ea, v))
    }
    fn store_u8(&mut self, ea: u32, v: u8) -> Result<(), MemFault> {
        self.bus.store_u8(ea, v)?;
        self.note(true, ea, v);
        Ok(())
    }
    fn store_u16(&mut self, ea: u32, v: u16) -> Result<(), MemFault> {
        self.bus.store_u16(ea, v)?;
        self.note(true, ea, v);
        Ok(())
    }
    fn store_u32(&mut self, ea: u32, v: u32) -> Result<(), MemFault> {
        self.bus.store_u32(ea, v)?;
        self.note(true, ea, v);
        Ok(())
    }
    fn store_u64(&mut self, ea: u32, v: u64) -> Result<(), MemFault> {
        self.bus.store_u64(ea, v)?;
        self.note(true, ea, v);
        Ok(())
    }
    fn cache_op(&mut self, op: CacheOp, ea: u32) -> Result<(), MemFault> {
        self.cache_ops += 1;
        self.bus.cache_op(op, ea)
    }
    fn timebase(&mut self) -> u64 {
        self.read_tb = true;
        self.bus.timebase()
    }
}

/// xorshift32: reproducible operands without a dependency.
fn next(s: &mut u32) -> u32 {
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    *s
}

/// SPR numbers worth hitting: XER, LR, CTR, VRSAVE, TBL, TBU, PVR and one denied.
const SPRS: [u32; 8] = [1, 8, 9, 256, 268, 269, 287, 1013];

/// A random word of `row`, its SPR or TBR field (if any) often one of [`SPRS`].
fn word(row: &isa_ppc::isa::InsDef, seed: &mut u32) -> u32 {
    let mut w = row.pattern | (next(seed) & !row.mask);
    let spr = row.fields.contains(&Field::SPR) || row.fields.contains(&Field::TBR);
    if spr && next(seed) % 2 == 0 {
        let n = SPRS[(next(seed) % SPRS.len() as u32) as usize];
        w = w & !0x001f_f800 | (n & 31) << 16 | (n >> 5) << 11;
    }
    w
}

/// The value a load of `data` puts into its target register (a GPR's u32 widened, or
/// an FPR's bits), from the `raw` bytes memory gave.
fn loaded(data: Data, raw: u64) -> u64 {
    match data {
        Data::Byte | Data::Half | Data::Word => raw,
        Data::HalfAlg => raw as u16 as i16 as i32 as u32 as u64,
        Data::HalfRev => (raw as u16).swap_bytes() as u64,
        Data::WordRev => (raw as u32).swap_bytes() as u64,
        Data::Single => single_to_double(raw as u32),
        Data::Double => raw,
        Data::FprWord => unreachable!("no load moves an FPR's low word"),
    }
}

/// The bytes a store of `data` writes, from register state `cpu` and source `rs`
/// (`None` for single precision, whose rounding `exec_fp_probe` checks).
fn stored(data: Data, cpu: &Cpu, rs: usize) -> Option<u64> {
    let g = cpu.gpr[rs];
    Some(match data {
        Data::Byte => g as u8 as u64,
        Data::Half | Data::HalfAlg => g as u16 as u64,
        Data::Word => g as u64,
        Data::HalfRev => (g as u16).swap_bytes() as u64,
        Data::WordRev => g.swap_bytes() as u64,
        Data::Single => return None,
        Data::Double => cpu.fpr[rs],
        Data::FprWord => cpu.fpr[rs] as u32 as u64,
    })
}

/// Checks one completed run of a `load`/`store` row against its column.
fn check_access(
    name: &str,
    store: bool,
    a: Access,
    ins: Ins,
    before: &Cpu,
    after: &Cpu,
    r: &[Rec],
) {
    let &[(st, ea, n, v)] = r else {
        panic!("{name}: one access expected, got {r:?}");
    };
    assert_eq!(st, store, "{name}: direction");
    assert_eq!(n, a.data.width(), "{name}: width");
    let ra = ins.ra();
    let base = if ra == 0 && !a.mode.update() {
        0
    } else {
        before.gpr[ra]
    };
    let off = if a.mode.displacement() {
        ins.d() as u32
    } else {
        before.gpr[ins.rb()]
    };
    assert_eq!(ea, base.wrapping_add(off), "{name}: effective address");
    let rt = ins.rd();
    if a.mode.update() {
        assert_eq!(after.gpr[ra], ea, "{name}: rA := EA");
    } else if store || a.data.is_float() || ra != rt {
        assert_eq!(after.gpr[ra], before.gpr[ra], "{name}: rA kept");
    }
    if store {
        if let Some(want) = stored(a.data, before, rt) {
            assert_eq!(v, want, "{name}: stored value");
        }
    } else if a.data.is_float() {
        assert_eq!(after.fpr[rt], loaded(a.data, v), "{name}: loaded value");
    } else {
        assert_eq!(
            after.gpr[rt] as u64,
            loaded(a.data, v),
            "{name}: loaded value"
        );
    }
}

#[test]
fn opcode_classes_match_behaviour() {
    let mut seed = 0x9e37_79b9u32;
    for row in TABLE.iter().skip(1) {
        let name = row.mnemonic;
        let class = row.op.class();
        let (mut runs, mut wrote, mut read_tb, mut moved) = (0, false, false, false);
        let mut trapped = false;
        let mut mem = vec![0u8; 0x2000];
        for b in mem.iter_mut() {
            *b = next(&mut seed) as u8;
        }
        for _ in 0..1000 {
            let ins = Ins::new(word(row, &mut seed));
            if ins.op != row.op {
                continue; // an invalid form of the row decodes as Illegal
            }
            runs += 1;
            let mut cpu = Cpu::default();
            for r in cpu.gpr.iter_mut() {
                // Mostly addresses inside the bus's memory, sometimes small counts.
                *r = if next(&mut seed) % 4 == 0 {
                    next(&mut seed) % 64
                } else {
                    0x1_0000 + ((next(&mut seed) % 0x1000) & !7)
                };
            }
            for f in cpu.fpr.iter_mut() {
                *f = u64::from(next(&mut seed)) << 32 | u64::from(next(&mut seed));
            }
            cpu.ctr = next(&mut seed) % 3;
            cpu.lr = 0x2_0000;
            cpu.cr = next(&mut seed);
            cpu.xer = next(&mut seed) & 0x7f;
            cpu.pc = 0x1000;
            if next(&mut seed) % 2 == 0 {
                // A reservation on the X-form address, for `stwcx.` to succeed.
                let ra = if ins.ra() == 0 { 0 } else { cpu.gpr[ins.ra()] };
                cpu.reserve = Some(ra.wrapping_add(cpu.gpr[ins.rb()]));
            }
            let mut bus = Recorder {
                bus: TestBus::new(0x1_0000, 0),
                accesses: Vec::new(),
                cache_ops: 0,
                read_tb: false,
            };
            bus.bus.mem.clone_from(&mem);
            let before = cpu.clone();
            let r = execute(&mut cpu, ins, &mut bus);
            let stored = bus.accesses.iter().any(|a| a.0);
            if stored || bus.cache_ops > 0 {
                assert!(writes_memory(row.op), "{name} writes memory");
                wrote = true;
            }
            if bus.read_tb {
                assert!(reads_timebase(row.op), "{name} reads the time base");
                read_tb = true;
            }
            match r {
                Ok(()) if cpu.pc != 0x1004 => {
                    assert!(is_control(row.op), "{name} moved the pc");
                    moved = true;
                }
                Err(Exception::Syscall) => {
                    assert!(is_control(row.op), "{name}");
                    moved = true;
                }
                _ => {}
            }
            trapped |= r == Err(Exception::Trap);
            let privileged = r == Err(Exception::Privileged);
            if class == Class::Supervisor {
                assert!(privileged, "{name}: privileged");
            } else if privileged {
                // Only supervisor instructions and supervisor SPRs are privileged.
                let spr = matches!(class, Class::MoveFromSpr | Class::MoveToSpr);
                assert!(spr, "{name}: privileged");
            }
            if matches!(class, Class::Integer | Class::CondReg) {
                assert_eq!(r, Ok(()), "{name} never raises");
                assert!(bus.accesses.is_empty(), "{name} touches no memory");
            }
            if let (Some((store, a)), Ok(())) = (class.access(), r) {
                check_access(name, store, a, ins, &before, &cpu, &bus.accesses);
            }
        }
        assert!(runs > 0, "{name}: no valid form drawn");
        // The other direction: a row whose class claims a property showed it.
        assert_eq!(wrote, writes_memory(row.op), "{name}: writes_memory");
        assert_eq!(read_tb, reads_timebase(row.op), "{name}: reads_timebase");
        assert_eq!(moved, is_control(row.op), "{name}: is_control");
        assert_eq!(trapped, class == Class::Trap, "{name}: traps");
    }
}

/// The derived predicates are the class's, and the classes name the opcodes a reader
/// would expect (spot checks of the column itself).
#[test]
fn predicates_come_from_the_class_column() {
    for row in TABLE.iter() {
        let c = row.op.class();
        assert_eq!(c, row.class);
        assert_eq!(is_control(row.op), c.is_control());
        assert_eq!(writes_memory(row.op), c.writes_memory());
        assert_eq!(reads_timebase(row.op), c.reads_timebase());
    }
    let lhaux = Opcode::Lhaux.class().access();
    let want = Access {
        data: Data::HalfAlg,
        mode: Mode::XU,
    };
    assert_eq!(lhaux, Some((false, want)));
    assert_eq!(Opcode::Illegal.class(), Class::Illegal);
    assert_eq!(Opcode::Dcbi.class(), Class::Supervisor);
}
