//! Paged memory: byte order, page-crossing accesses, permissions and fault kinds,
//! lazy allocation, and the decoded-instruction cache's invalidation.

use isa_ppc::bus::{AccessKind, Bus, CacheOp};
use isa_ppc::isa::{Ins, Opcode};
use os_emu::space::{AddressSpace, Prot};
use sim_core::machine::Core;
use sim_core::Memory;

const RW: Prot = Prot::READ.union(Prot::WRITE);
const RWX: Prot = RW.union(Prot::EXEC);

#[test]
fn big_endian_accessors() {
    let mut m = Memory::new();
    m.map(0x1000, 0x1000, RW);
    m.write_u32_be(0x1000, 0x1122_3344).unwrap();
    assert_eq!(m.read_u8(0x1000).unwrap(), 0x11);
    assert_eq!(m.read_u8(0x1003).unwrap(), 0x44);
    assert_eq!(m.read_u16_be(0x1001).unwrap(), 0x2233);
    m.write_u64_be(0x1008, 0x0102_0304_0506_0708).unwrap();
    assert_eq!(m.read_u32_be(0x100c).unwrap(), 0x0506_0708);
    let mut b = [0u8; 4];
    m.read(0x1000, &mut b).unwrap();
    assert_eq!(b, [0x11, 0x22, 0x33, 0x44]);
}

#[test]
fn accesses_crossing_a_page_boundary() {
    let mut m = Memory::new();
    m.map(0x1000, 0x2000, RW);
    m.write_u32_be(0x1ffe, 0xaabb_ccdd).unwrap();
    assert_eq!(m.read_u16_be(0x1ffe).unwrap(), 0xaabb);
    assert_eq!(m.read_u16_be(0x2000).unwrap(), 0xccdd);
    assert_eq!(m.read_u32_be(0x1ffe).unwrap(), 0xaabb_ccdd);
    m.write_u64_be(0x1ffc, u64::MAX).unwrap();
    assert_eq!(m.read_u64_be(0x1ffc).unwrap(), u64::MAX);
}

#[test]
fn faults_say_unmapped_or_protected() {
    let mut m = Memory::new();
    m.map(0x1000, 0x1000, Prot::READ);
    let f = m.read_u32_be(0x5000).unwrap_err();
    assert_eq!(
        (f.addr, f.kind, f.unmapped),
        (0x5000, AccessKind::Read, true)
    );
    let f = m.write_u32_be(0x1010, 1).unwrap_err();
    assert_eq!(
        (f.addr, f.kind, f.unmapped),
        (0x1010, AccessKind::Write, false)
    );
    // A store straddling into an unmapped page changes nothing.
    m.protect(0x1000, 0x1000, RW);
    assert!(m.write_u32_be(0x1ffe, 0xffff_ffff).is_err());
    assert_eq!(m.read_u16_be(0x1ffe).unwrap(), 0);
    // The loader's poke ignores protection.
    m.protect(0x1000, 0x1000, Prot::READ);
    m.poke(0x1004, &[9]).unwrap();
    assert_eq!(m.read_u8(0x1004).unwrap(), 9);
    // Unmapping makes it fault again; remapping gives fresh zero pages.
    m.unmap(0x1000, 0x1000);
    assert!(m.read_u8(0x1004).unwrap_err().unmapped);
    m.map(0x1000, 0x1000, RW);
    assert_eq!(m.read_u8(0x1004).unwrap(), 0);
}

#[test]
fn fetch_needs_exec_permission() {
    let mut m = Memory::new();
    m.map(0x1000, 0x1000, RW);
    let f = m.fetch(0x1000).unwrap_err();
    assert_eq!((f.kind, f.unmapped), (AccessKind::Fetch, false));
    assert!(m.fetch(0x9000).unwrap_err().unmapped);
}

#[test]
fn huge_mappings_cost_nothing_until_touched() {
    let mut m = Memory::new();
    m.map(0x1000_0000, 1 << 30, RW); // 1 GiB
    m.write_u32_be(0x2000_0000, 7).unwrap();
    assert_eq!(m.read_u32_be(0x2000_0000).unwrap(), 7);
    assert_eq!(m.read_u32_be(0x3fff_fffc).unwrap(), 0);
}

#[test]
fn stores_to_decoded_code_invalidate_it() {
    let mut m = Memory::new();
    m.map(0x1000, 0x1000, RWX);
    let li_r3_1 = 0x3860_0001; // addi r3,0,1
    let li_r3_2 = 0x3860_0002;
    m.write_u32_be(0x1000, li_r3_1).unwrap();
    assert_eq!(m.fetch(0x1000).unwrap(), Ins::new(li_r3_1));
    assert!(m.is_decoded(0x1000));
    // A store anywhere in the page drops the decoded copy ...
    m.write_u32_be(0x1000, li_r3_2).unwrap();
    assert!(!m.is_decoded(0x1000));
    // ... so the next fetch sees the new code.
    assert_eq!(m.fetch(0x1000).unwrap(), Ins::new(li_r3_2));
    assert_eq!(m.fetch(0x1000).unwrap().op, Opcode::Addi);
    // Byte stores and stores through the kernel path invalidate too.
    m.write_u8(0x1fff, 1).unwrap();
    assert!(!m.is_decoded(0x1000));
    m.fetch(0x1000).unwrap();
    m.write(0x1800, &[0; 8]).unwrap();
    assert!(!m.is_decoded(0x1000));
}

#[test]
fn icbi_invalidates_and_dcbz_clears_a_32_byte_line() {
    let mut m = Memory::new();
    m.map(0x1000, 0x1000, RWX);
    m.write_u32_be(0x1000, 0x3860_0001).unwrap();
    for a in (0x1040..0x1080).step_by(4) {
        m.write_u32_be(a, 0xffff_ffff).unwrap();
    }
    m.fetch(0x1000).unwrap();
    let mut obs = ();
    let mut core = Core {
        mem: &mut m,
        obs: &mut obs,
        pc: 0,
        icount: 0,
        refs: 0,
    };
    core.cache_op(CacheOp::Icbi, 0x1010).unwrap();
    core.cache_op(CacheOp::Dcbz, 0x1047).unwrap();
    assert!(core.cache_op(CacheOp::Dcbz, 0x9000).is_err());
    assert!(!m.is_decoded(0x1000));
    assert_eq!(m.read_u32_be(0x103c).unwrap(), 0);
    for a in (0x1040..0x1060).step_by(4) {
        assert_eq!(m.read_u32_be(a).unwrap(), 0, "{a:#x} cleared");
    }
    assert_eq!(
        m.read_u32_be(0x1060).unwrap(),
        0xffff_ffff,
        "next line untouched"
    );
}
