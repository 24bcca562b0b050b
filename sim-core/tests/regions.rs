//! Unmeasured regions (`docs/events.md`, MEASURE_OFF/MEASURE_ON): a hand-assembled guest
//! runs measured work, a region (a loop of loads and stores over memory it touches
//! nowhere else, a system call and one event), then measured work that reads what the
//! region wrote. Its twin is the same program (the same code at the same addresses) whose
//! MEASURE_OFF commit store is a branch over the region, so it executes the same measured
//! instructions from the same places. Everything measured — instructions, loads, stores, every cache's
//! counters, the trace's accesses — must be identical; the region's instructions are
//! counted apart, exactly; its event is recorded at the time the region began.

use cache::{Hierarchy, HierarchyConfig};
use os_emu::space::{AddressSpace, Prot};
use os_emu::{Exit, Os, OsConfig};
use sim_core::run::pipeline::{Pipeline, Sink};
use sim_core::{Machine, Stop};
use traceio::{Access, Event};

const CODE: u32 = 0x10000;
const AREA: u32 = 0x4000_0000;
const REGION_AREA: u32 = 0x5000_0000;
const FEATURED: u32 = 0x7fff_e000;

/// Keeps every access and event.
#[derive(Default)]
struct Keep {
    accesses: Vec<Access>,
    events: Vec<Event>,
}

impl Sink for Keep {
    fn access(&mut self, a: Access) {
        self.accesses.push(a);
    }
    fn event(&mut self, e: Event) {
        self.events.push(e);
    }
}

/// `lis r,hi; ori r,r,lo`.
fn li32(r: u32, v: u32) -> [u32; 2] {
    [
        0x3c00_0000 | r << 21 | v >> 16,
        0x6000_0000 | r << 21 | r << 16 | (v & 0xffff),
    ]
}

fn stw(s: u32, d: u32, a: u32) -> u32 {
    0x9000_0000 | s << 21 | a << 16 | (d & 0xffff)
}

fn lwz(t: u32, d: u32, a: u32) -> u32 {
    0x8000_0000 | t << 21 | a << 16 | (d & 0xffff)
}

/// A loop of `n` iterations from `base`, 32 bytes apart: load a word, store it 4 bytes on.
fn walk(base: u32, n: u32) -> Vec<u32> {
    let mut w = Vec::new();
    w.extend(li32(9, base));
    w.extend(li32(8, n));
    w.push(0x7d09_03a6); // mtctr r8
    w.push(lwz(10, 0, 9));
    w.push(stw(10, 4, 9));
    w.push(0x3929_0020); // addi r9,r9,32
    w.push(0x4200_fff4); // bdnz -12
    w
}

/// An event: payload NEXT = `next`, event word = `id`, then the commit store.
fn event(id: u32, next: u32) -> Vec<u32> {
    let mut w = Vec::new();
    w.extend(li32(11, FEATURED));
    w.extend(li32(12, next));
    w.push(stw(12, 4, 11));
    w.extend(li32(12, id));
    w.push(stw(12, 0, 11));
    w.push(stw(12, 12, 11));
    w
}

/// The program; `regions` false gives the twin. Returns the words and the number of
/// instructions its region runs (MEASURE_OFF's commit store excluded, MEASURE_ON's
/// included).
fn program(regions: bool) -> (Vec<u32>, u64) {
    let mut w = walk(AREA, 64);
    w.extend(event(16, 0));
    let mut body = walk(REGION_AREA, 256);
    body.extend(event(19, 0x1234_5678));
    body.extend(li32(0, 20)); // getpid
    body.push(0x4400_0002);
    body.extend(event(17, 0));
    // Every word once, the loop's four 255 more times.
    let region_insns = body.len() as u64 + 255 * 4;
    if !regions {
        // The commit store becomes `b` past the region.
        let last = w.len() - 1;
        w[last] = 0x4800_0000 | ((body.len() as u32 + 1) * 4);
    }
    w.extend(body);
    w.extend(walk(AREA, 64));
    w.extend(walk(REGION_AREA, 256));
    w.extend(li32(0, 1));
    w.extend(li32(3, 0));
    w.push(0x4400_0002);
    (w, if regions { region_insns } else { 0 })
}

fn machine<O: sim_core::Observer>(obs: O, code: &[u32]) -> Machine<O> {
    let mut m = Machine::new(Os::new(OsConfig::default()), obs);
    m.mem.map(CODE, 0x4000, Prot::READ.union(Prot::EXEC));
    m.mem.map(AREA, 0x4000, Prot::READ.union(Prot::WRITE));
    m.mem
        .map(REGION_AREA, 0x4000, Prot::READ.union(Prot::WRITE));
    m.mem.map(FEATURED, 0x1000, Prot::READ.union(Prot::WRITE));
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_be_bytes()).collect();
    m.mem.poke(CODE, &bytes).unwrap();
    m.cpu.pc = CODE;
    m
}

fn pipeline_run(regions: bool) -> (Machine<Pipeline<Keep>>, u64) {
    let (code, region_insns) = program(regions);
    let h = Hierarchy::new(&HierarchyConfig::default()).unwrap();
    let mut m = machine(Pipeline::new(h, Keep::default()), &code);
    assert_eq!(m.run(), Stop::Exit(Exit::Code(0)));
    (m, region_insns)
}

#[test]
fn a_region_is_excluded_exactly_in_cache_and_trace_modes() {
    let (with, region_insns) = pipeline_run(true);
    let (without, _) = pipeline_run(false);
    assert!(!with.in_region);
    assert_eq!(with.icount, without.icount, "measured instructions");
    assert_eq!(with.unmeasured, region_insns);
    assert_eq!(without.unmeasured, 0);
    assert_eq!(with.obs.counts.fetched, without.obs.counts.fetched);
    assert_eq!(with.obs.counts.loads, without.obs.counts.loads);
    assert_eq!(with.obs.counts.stores, without.obs.counts.stores);
    assert_eq!(
        with.obs.hier.stats().caches,
        without.obs.hier.stats().caches
    );
    assert_eq!(with.obs.sink.accesses, without.obs.sink.accesses);
    assert_eq!(with.obs.sink.accesses.len(), 2 * (64 + 64 + 256));

    // MEASURE_OFF, the region's event and MEASURE_ON, all at the time the region began:
    // the commit store of MEASURE_OFF, the last measured instruction before it.
    let events: Vec<(u8, u32, u64)> = with
        .obs
        .sink
        .events
        .iter()
        .map(|e| (e.id, e.payload[0], e.time))
        .collect();
    let begin = 5 + 64 * 4 + 8;
    assert_eq!(
        events,
        [(16, 0, begin), (19, 0x1234_5678, begin), (17, 0, begin)]
    );
    assert!(without.obs.sink.events.is_empty());
}

#[test]
fn a_region_is_excluded_exactly_in_fast_mode() {
    let (code, region_insns) = program(true);
    let mut with = machine((), &code);
    assert_eq!(with.run(), Stop::Exit(Exit::Code(0)));
    let (code, _) = program(false);
    let mut without = machine((), &code);
    assert_eq!(without.run(), Stop::Exit(Exit::Code(0)));
    assert_eq!(with.icount, without.icount);
    // sim_num_refs counts the featured page's accesses: the twin lacks MEASURE_OFF's
    // commit store, the region's own are not counted.
    assert_eq!(with.refs, without.refs + 1);
    assert_eq!(with.unmeasured, region_insns);
    // The region's stores happened.
    assert_eq!(with.mem.read_u32_be(REGION_AREA + 4).unwrap(), 0);
}

#[test]
fn the_instruction_limit_counts_measured_instructions() {
    let (code, _) = program(true);
    let (plain, _) = program(false);
    let mut a = machine((), &code);
    let mut b = machine((), &plain);
    // A limit past the region: both stop at the same measured count, same pc.
    let limit = 5 + 64 * 4 + 9 + 20;
    a.max_insns = limit;
    b.max_insns = limit;
    while a.run() == Stop::InsnLimit && a.icount < limit {}
    assert_eq!(b.run(), Stop::InsnLimit);
    assert_eq!((a.icount, b.icount), (limit, limit));
    assert!(a.unmeasured > 1000 && !a.in_region);
    assert_eq!(a.cpu.gpr[9], b.cpu.gpr[9]);
}
