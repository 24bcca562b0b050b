//! The opcode classes a threaded interpreter relies on (`is_control`, `writes_memory`,
//! `reads_timebase`) agree with what the instructions do: every row of the table is
//! executed on random operands (registers pointing into memory, so that loads and stores
//! succeed) against a bus that records what it was asked, and
//!
//! * an instruction that stored, or issued a cache operation, is in `writes_memory`;
//! * an instruction that read the time base is in `reads_timebase`;
//! * an instruction that completed with a pc other than the next word's is a control
//!   instruction, and so is `sc`.

mod exec_common;

use exec_common::TestBus;
use isa_ppc::bus::{Bus, CacheOp, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::{execute, is_control, reads_timebase, writes_memory, Exception};
use isa_ppc::isa::{Ins, Opcode, TABLE};

/// A [`TestBus`] that notes stores, cache operations and time-base reads.
struct Recorder {
    bus: TestBus,
    wrote: bool,
    read_tb: bool,
}

impl Bus for Recorder {
    fn load_u8(&mut self, ea: u32) -> Result<u8, MemFault> {
        self.bus.load_u8(ea)
    }
    fn load_u16(&mut self, ea: u32) -> Result<u16, MemFault> {
        self.bus.load_u16(ea)
    }
    fn load_u32(&mut self, ea: u32) -> Result<u32, MemFault> {
        self.bus.load_u32(ea)
    }
    fn load_u64(&mut self, ea: u32) -> Result<u64, MemFault> {
        self.bus.load_u64(ea)
    }
    fn store_u8(&mut self, ea: u32, v: u8) -> Result<(), MemFault> {
        self.wrote = true;
        self.bus.store_u8(ea, v)
    }
    fn store_u16(&mut self, ea: u32, v: u16) -> Result<(), MemFault> {
        self.wrote = true;
        self.bus.store_u16(ea, v)
    }
    fn store_u32(&mut self, ea: u32, v: u32) -> Result<(), MemFault> {
        self.wrote = true;
        self.bus.store_u32(ea, v)
    }
    fn store_u64(&mut self, ea: u32, v: u64) -> Result<(), MemFault> {
        self.wrote = true;
        self.bus.store_u64(ea, v)
    }
    fn cache_op(&mut self, op: CacheOp, ea: u32) -> Result<(), MemFault> {
        self.wrote = true;
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

#[test]
fn opcode_classes_match_behaviour() {
    let mut seed = 0x9e37_79b9u32;
    let mut seen_write = std::collections::BTreeSet::new();
    for row in TABLE.iter().skip(1) {
        for _ in 0..300 {
            let word = row.pattern | (next(&mut seed) & !row.mask);
            let ins = Ins::new(word);
            if ins.op != row.op {
                continue; // an invalid form of the row decodes as Illegal
            }
            let mut cpu = Cpu::default();
            for r in cpu.gpr.iter_mut() {
                // Mostly addresses inside the bus's memory, sometimes small counts.
                *r = if next(&mut seed) % 4 == 0 {
                    next(&mut seed) % 64
                } else {
                    0x1_0000 + ((next(&mut seed) % 0x1000) & !7)
                };
            }
            cpu.ctr = next(&mut seed) % 3;
            cpu.lr = 0x2_0000;
            cpu.cr = next(&mut seed);
            cpu.xer = next(&mut seed) & 0x7f;
            cpu.pc = 0x1000;
            let mut bus = Recorder {
                bus: TestBus::new(0x1_0000, 0x2000),
                wrote: false,
                read_tb: false,
            };
            let r = execute(&mut cpu, ins, &mut bus);
            if bus.wrote {
                assert!(writes_memory(row.op), "{} writes memory", row.mnemonic);
                seen_write.insert(row.op);
            }
            if bus.read_tb {
                assert!(
                    reads_timebase(row.op),
                    "{} reads the time base",
                    row.mnemonic
                );
            }
            match r {
                Ok(()) if cpu.pc != 0x1004 => {
                    assert!(is_control(row.op), "{} moved the pc", row.mnemonic)
                }
                Err(Exception::Syscall) => assert!(is_control(row.op), "{}", row.mnemonic),
                _ => {}
            }
        }
    }
    // The operands were good enough to exercise the stores themselves.
    for op in [
        Opcode::Stw,
        Opcode::Stmw,
        Opcode::Stswi,
        Opcode::Stfd,
        Opcode::Dcbz,
    ] {
        assert!(seen_write.contains(&op), "{op:?} never stored");
    }
}
