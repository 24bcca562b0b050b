//! Observers see every retired instruction, every data access, cache-control
//! instructions and system calls; a tuple fans events out to both members.

use std::path::Path;

use isa_ppc::bus::CacheOp;
use isa_ppc::isa::Ins;
use os_emu::{Exit, Os, OsConfig};
use sim_core::machine::{Machine, Stop};
use sim_core::Observer;

#[derive(Default)]
struct Count {
    fetches: u64,
    loads: u64,
    stores: u64,
    dcbz: u64,
    syscalls: Vec<u32>,
    bad_pc: u64,
}

impl Observer for Count {
    fn on_fetch(&mut self, pc: u32, _ins: Ins) {
        self.fetches += 1;
        if pc % 4 != 0 {
            self.bad_pc += 1;
        }
    }
    fn on_data(&mut self, _pc: u32, _addr: u32, size: u8, write: bool, _value: u64) {
        assert!(matches!(size, 1 | 2 | 4 | 8));
        if write {
            self.stores += 1;
        } else {
            self.loads += 1;
        }
    }
    fn on_cache_op(&mut self, _pc: u32, op: CacheOp, addr: u32) {
        if op == CacheOp::Dcbz {
            assert_ne!(addr, 0);
            self.dcbz += 1;
        }
    }
    fn on_syscall(&mut self, _pc: u32, nr: u32, _args: [u32; 6]) {
        self.syscalls.push(nr);
    }
}

#[test]
fn counting_observers_agree_with_the_machine() {
    let guest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/conformance/bin/dcbz.static");
    let dir = tempfile::tempdir().unwrap();
    let cfg = OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), (Count::default(), Count::default()));
    m.load(&guest, &["dcbz".into()], &[]).unwrap();
    assert_eq!(m.run(), Stop::Exit(Exit::Code(0)));
    let (a, b) = &m.obs;
    assert_eq!(
        a.fetches, m.icount,
        "one fetch event per retired instruction"
    );
    assert_eq!(a.loads + a.stores, m.refs);
    assert!(a.loads > 0 && a.stores > 0);
    assert!(a.dcbz > 0, "dcbz reported");
    assert_eq!(a.bad_pc, 0);
    assert_eq!(a.syscalls.last(), Some(&234), "exit_group last");
    assert!(a.syscalls.contains(&45), "brk during start-up");
    // The second member of the tuple saw exactly the same.
    assert_eq!(
        (a.fetches, a.loads, a.stores, a.dcbz),
        (b.fetches, b.loads, b.stores, b.dcbz)
    );
    assert_eq!(a.syscalls, b.syscalls);
}
