//! MEM_UNMAP comes from what munmap unmapped (os-emu's `Effect::Unmapped`), not from the
//! request: a guest that calls munmap with an unaligned start and with a zero length
//! (both EINVAL) and then successfully with a length that is not a multiple of the page
//! size leaves exactly one MEM_UNMAP, with the page-rounded length, at the timestamp of
//! its `sc`.

use cache::{Hierarchy, HierarchyConfig};
use os_emu::space::{AddressSpace, Prot};
use os_emu::{Exit, Os, OsConfig};
use sim_core::run::pipeline::{Pipeline, Sink};
use sim_core::{Machine, Stop};
use traceio::{event_id, Access, Event};

const CODE: u32 = 0x10000;
const AREA: u32 = 0x4000_0000;

/// Keeps the events.
#[derive(Default)]
struct Events(Vec<Event>);

impl Sink for Events {
    fn access(&mut self, _: Access) {}
    fn event(&mut self, e: Event) {
        self.0.push(e);
    }
}

/// `lis r,hi; ori r,r,lo`.
fn li32(r: u32, v: u32) -> [u32; 2] {
    [
        0x3c00_0000 | r << 21 | v >> 16,
        0x6000_0000 | r << 21 | r << 16 | (v & 0xffff),
    ]
}

/// System call `nr` with arguments r3.. : the words that load them, then `sc`.
fn call(nr: u32, args: &[u32]) -> Vec<u32> {
    let mut w: Vec<u32> = li32(0, nr).to_vec();
    for (i, a) in args.iter().enumerate() {
        w.extend(li32(3 + i as u32, *a));
    }
    w.push(0x4400_0002);
    w
}

#[test]
fn failing_munmap_emits_nothing_and_a_successful_one_its_rounded_range() {
    let mut code = Vec::new();
    // mmap(AREA, 2 pages, RW, PRIVATE|ANONYMOUS|FIXED, -1, 0)
    code.extend(call(90, &[AREA, 0x2000, 3, 0x32, u32::MAX, 0]));
    code.extend(call(91, &[AREA + 1, 0x1000])); // EINVAL: unaligned
    code.extend(call(91, &[AREA, 0])); // EINVAL: zero length
    code.extend(call(91, &[AREA, 0x1001])); // unmaps two pages
    let sc_at = code.len() as u64 - 1;
    code.extend(call(1, &[0]));

    let hier = Hierarchy::new(&HierarchyConfig::default()).unwrap();
    let mut m = Machine::new(
        Os::new(OsConfig::default()),
        Pipeline::new(hier, Events::default()),
    );
    m.mem.map(CODE, 0x1000, Prot::READ.union(Prot::EXEC));
    let bytes: Vec<u8> = code.iter().flat_map(|w| w.to_be_bytes()).collect();
    m.mem.poke(CODE, &bytes).unwrap();
    m.cpu.pc = CODE;
    assert_eq!(m.run(), Stop::Exit(Exit::Code(0)));

    let unmaps: Vec<&Event> = m
        .obs
        .sink
        .0
        .iter()
        .filter(|e| e.id == event_id::MEM_UNMAP)
        .collect();
    assert_eq!(
        unmaps,
        [&Event {
            time: sc_at,
            id: event_id::MEM_UNMAP,
            payload: [AREA, 0x2000, 0, 0],
        }]
    );
    assert!(m.mem.prot(AREA).is_none() && m.mem.prot(AREA + 0x1000).is_none());
}
