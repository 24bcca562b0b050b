//! Shared helpers of the execute tests: a flat big-endian memory bus, instruction
//! encoders, and the edge-value table (Dolphin's TestValues.h spirit).
#![allow(dead_code)] // each test binary uses a different subset of these helpers

use isa_ppc::bus::{AccessKind, Bus, CacheOp, MemFault};
use isa_ppc::cpu::Cpu;
use isa_ppc::exec::{execute, Exception};
use isa_ppc::isa::Ins;

/// Flat memory at `base..base+len`; everything else faults. Records cache ops.
pub struct TestBus {
    pub base: u32,
    pub mem: Vec<u8>,
    pub ops: Vec<(CacheOp, u32)>,
    pub tb: u64,
}

impl TestBus {
    pub fn new(base: u32, len: usize) -> Self {
        TestBus {
            base,
            mem: vec![0; len],
            ops: Vec::new(),
            tb: 0x1234_5678_9abc_def0,
        }
    }
    fn idx(&self, ea: u32, n: u32, kind: AccessKind) -> Result<usize, MemFault> {
        let off = ea.wrapping_sub(self.base);
        if (off as u64) + n as u64 <= self.mem.len() as u64 {
            Ok(off as usize)
        } else {
            Err(MemFault {
                addr: ea,
                kind,
                unmapped: true,
            })
        }
    }
    fn load(&mut self, ea: u32, n: u32) -> Result<u64, MemFault> {
        let i = self.idx(ea, n, AccessKind::Read)?;
        Ok(self.mem[i..i + n as usize]
            .iter()
            .fold(0u64, |a, &b| a << 8 | b as u64))
    }
    fn store(&mut self, ea: u32, n: u32, v: u64) -> Result<(), MemFault> {
        let i = self.idx(ea, n, AccessKind::Write)?;
        for k in 0..n as usize {
            self.mem[i + k] = (v >> (8 * (n as usize - 1 - k))) as u8;
        }
        Ok(())
    }
}

impl Bus for TestBus {
    fn load_u8(&mut self, ea: u32) -> Result<u8, MemFault> {
        self.load(ea, 1).map(|v| v as u8)
    }
    fn load_u16(&mut self, ea: u32) -> Result<u16, MemFault> {
        self.load(ea, 2).map(|v| v as u16)
    }
    fn load_u32(&mut self, ea: u32) -> Result<u32, MemFault> {
        self.load(ea, 4).map(|v| v as u32)
    }
    fn load_u64(&mut self, ea: u32) -> Result<u64, MemFault> {
        self.load(ea, 8)
    }
    fn store_u8(&mut self, ea: u32, v: u8) -> Result<(), MemFault> {
        self.store(ea, 1, v as u64)
    }
    fn store_u16(&mut self, ea: u32, v: u16) -> Result<(), MemFault> {
        self.store(ea, 2, v as u64)
    }
    fn store_u32(&mut self, ea: u32, v: u32) -> Result<(), MemFault> {
        self.store(ea, 4, v as u64)
    }
    fn store_u64(&mut self, ea: u32, v: u64) -> Result<(), MemFault> {
        self.store(ea, 8, v)
    }
    fn cache_op(&mut self, op: CacheOp, ea: u32) -> Result<(), MemFault> {
        if op == CacheOp::Dcbz {
            let i = self.idx(ea & !31, 32, AccessKind::Write)?;
            self.mem[i..i + 32].fill(0);
        }
        self.ops.push((op, ea));
        Ok(())
    }
    fn timebase(&mut self) -> u64 {
        self.tb
    }
}

/// Runs one instruction word at pc 0x1000.
pub fn run(cpu: &mut Cpu, bus: &mut TestBus, word: u32) -> Result<(), Exception> {
    cpu.pc = 0x1000;
    execute(cpu, Ins::new(word), bus)
}

/// D-form: primary opcode, rD/rS, rA, 16-bit immediate.
pub fn d_form(op: u32, rt: u32, ra: u32, imm: u32) -> u32 {
    op << 26 | rt << 21 | ra << 16 | (imm & 0xffff)
}

/// X/XO-form with primary opcode 31 (or another): rT, rA, rB, extended opcode in bits
/// 21-30, Rc.
pub fn x_form(op: u32, rt: u32, ra: u32, rb: u32, xo: u32, rc: bool) -> u32 {
    op << 26 | rt << 21 | ra << 16 | rb << 11 | xo << 1 | rc as u32
}

/// A-form floating point: frD, frA, frB, frC, xo (bits 26-30), Rc.
pub fn a_form(op: u32, d: u32, a: u32, b: u32, c: u32, xo: u32, rc: bool) -> u32 {
    op << 26 | d << 21 | a << 16 | b << 11 | c << 6 | xo << 1 | rc as u32
}

/// Integer edge values.
pub const INT_EDGES: [u32; 14] = [
    0,
    1,
    2,
    0x7f,
    0x80,
    0xffff,
    0x7fff_fffe,
    0x7fff_ffff,
    0x8000_0000,
    0x8000_0001,
    0xffff_fffe,
    0xffff_ffff,
    0x1234_5678,
    0xdead_beef,
];
