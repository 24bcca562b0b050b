//! Threaded chains stop exactly: a guest run in slices of an odd number of instructions
//! (so that slices end anywhere: mid-page, on branches, across the page boundaries that
//! chains follow) retires exactly the limit at every stop and, in the end, the same
//! instruction stream, references and exit as one uninterrupted run.

use std::path::Path;

use isa_ppc::isa::Ins;
use os_emu::{Exit, Os, OsConfig};
use sim_core::machine::{Machine, Stop};
use sim_core::Observer;

/// A digest of the fetched instruction stream (pc and word, in order).
#[derive(Default)]
struct Stream {
    fetches: u64,
    digest: u64,
}

impl Observer for Stream {
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        self.fetches += 1;
        let x = u64::from(pc) | u64::from(ins.code) << 32;
        self.digest = (self.digest ^ x)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(7);
    }
}

fn machine(dir: &Path) -> Machine<Stream> {
    let guest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../guests/bench/bin/interp.static");
    let cfg = OsConfig {
        cwd: Some(dir.to_path_buf()),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), Stream::default());
    m.load(&guest, &["interp".into(), "1".into()], &[]).unwrap();
    m
}

#[test]
fn slices_stop_exactly_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut whole = machine(dir.path());
    assert_eq!(whole.run(), Stop::Exit(Exit::Code(0)));
    assert!(
        whole.icount > 1_000_000,
        "a run long enough to cross many pages"
    );
    assert_eq!(whole.obs.fetches, whole.icount);

    let mut sliced = machine(dir.path());
    let mut stops = 0u64;
    let end = loop {
        let limit = sliced.icount + 9_973;
        sliced.max_insns = limit;
        match sliced.run() {
            Stop::InsnLimit => {
                assert_eq!(sliced.icount, limit, "a slice retires exactly its limit");
                stops += 1;
            }
            Stop::Exit(x) => break x,
        }
    };
    assert_eq!(end, Exit::Code(0));
    assert_eq!(stops, whole.icount / 9_973);
    assert_eq!(sliced.icount, whole.icount);
    assert_eq!(sliced.refs, whole.refs);
    assert_eq!(sliced.obs.fetches, whole.obs.fetches);
    assert_eq!(sliced.obs.digest, whole.obs.digest);
    assert_eq!(sliced.cpu.gpr, whole.cpu.gpr);
}
