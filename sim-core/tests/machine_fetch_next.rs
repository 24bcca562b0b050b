//! Fetches reported by `Observer::on_fetch_next` (an observer with fetch granules): each
//! one follows the last fetch reported, at the next word, in the same granule, with no
//! cache-control or synchronisation instruction between; and the stream of fetches (pc
//! and word, in order, whichever hook reported them), the references and the exit are
//! those of a run whose observer has no granules. Guests: a switch-dispatch interpreter
//! (many short runs, branches into the middle of granules), self-modifying code (`icbi`,
//! `dcbst`, `sync`, `isync` between fetches) and `dcbz`; each whole and in slices of an
//! odd number of instructions (chains that start anywhere).

use std::path::Path;

use isa_ppc::bus::CacheOp;
use isa_ppc::isa::Ins;
use os_emu::{Os, OsConfig};
use sim_core::machine::{Machine, Stop};
use sim_core::Observer;

/// Records the fetch stream as a digest and checks every `on_fetch_next` against the
/// fetch before it.
struct Fetches {
    /// The granule it reports ([`Observer::fetch_granule`]).
    granule: u32,
    fetches: u64,
    /// Fetches reported by `on_fetch_next`.
    nexts: u64,
    digest: u64,
    /// The pc of the last fetch reported.
    last: Option<u32>,
    /// A cache-control or synchronisation instruction since the last fetch.
    cache_op: bool,
}

impl Fetches {
    fn new(granule: u32) -> Fetches {
        Fetches {
            granule,
            fetches: 0,
            nexts: 0,
            digest: 0,
            last: None,
            cache_op: false,
        }
    }

    fn record(&mut self, pc: u32, ins: Ins) {
        self.fetches += 1;
        let x = u64::from(pc) | u64::from(ins.code) << 32;
        self.digest = (self.digest ^ x)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(7);
        self.last = Some(pc);
        self.cache_op = false;
    }
}

impl Observer for Fetches {
    fn on_fetch(&mut self, pc: u32, ins: Ins) {
        self.record(pc, ins);
    }

    fn fetch_granule(&self) -> u32 {
        self.granule
    }

    fn on_fetch_next(&mut self, pc: u32, ins: Ins) {
        assert_ne!(self.granule, 0, "on_fetch_next without granules");
        assert_eq!(
            self.last,
            Some(pc.wrapping_sub(4)),
            "on_fetch_next at {pc:#x}"
        );
        assert_ne!(
            pc % self.granule,
            0,
            "on_fetch_next at {pc:#x}: a granule's first word"
        );
        assert!(
            !self.cache_op,
            "on_fetch_next at {pc:#x} after a cache operation"
        );
        self.nexts += 1;
        self.record(pc, ins);
    }

    fn on_cache_op(&mut self, _pc: u32, _op: CacheOp, _addr: u32) {
        self.cache_op = true;
    }
}

/// `guest` (under `guests/`) with `args`, observed with `granule`, run whole or in
/// slices of 9,973 instructions.
fn run(guest: &str, args: &[&str], granule: u32, sliced: bool) -> Machine<Fetches> {
    let dir = tempfile::tempdir().unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../guests")
        .join(guest);
    let cfg = OsConfig {
        cwd: Some(dir.path().to_path_buf()),
        ..OsConfig::default()
    };
    let mut m = Machine::new(Os::new(cfg), Fetches::new(granule));
    let argv: Vec<std::ffi::OsString> = args.iter().map(|a| a.into()).collect();
    m.load(&path, &argv, &[]).unwrap();
    loop {
        if sliced {
            m.max_insns = m.icount + 9_973;
        }
        match m.run() {
            Stop::InsnLimit => {}
            Stop::Exit(_) => break,
        }
    }
    m
}

fn same_run(guest: &str, args: &[&str]) {
    let plain = run(guest, args, 0, false);
    assert_eq!(plain.obs.nexts, 0);
    assert!(plain.icount > 10_000, "{guest}: a run of some length");
    for granule in [8, 32, 4096] {
        for sliced in [false, true] {
            let m = run(guest, args, granule, sliced);
            let what = format!("{guest}, granule {granule}, sliced {sliced}");
            assert_eq!(m.icount, plain.icount, "{what}: instructions");
            assert_eq!(m.refs, plain.refs, "{what}: references");
            assert_eq!(m.obs.fetches, plain.obs.fetches, "{what}: fetches");
            assert_eq!(m.obs.digest, plain.obs.digest, "{what}: the fetch stream");
            assert_eq!(m.cpu.gpr, plain.cpu.gpr, "{what}: registers");
            // Most fetches follow the one before in its granule (fewer in 8-byte ones).
            let share = m.obs.nexts as f64 / m.obs.fetches as f64;
            let least = if granule == 8 { 0.2 } else { 0.4 };
            assert!(
                share > least,
                "{what}: {share:.3} of fetches by on_fetch_next"
            );
        }
    }
}

#[test]
fn interpreter_loop() {
    same_run("bench/bin/interp.static", &["interp", "1"]);
}

#[test]
fn self_modifying_code() {
    same_run("conformance/bin/smc.static", &["smc"]);
}

#[test]
fn dcbz() {
    same_run("conformance/bin/dcbz.static", &["dcbz"]);
}
