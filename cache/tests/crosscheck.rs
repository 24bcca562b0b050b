//! Cross-check against another simulator: pycachesim 0.3.1 (RRZE), run by
//! `tests/data/pycachesim_xcheck.py` on the committed traces, which also
//! prints the numbers below. Two levels, write-back and write-allocate:
//! L1 8 sets x 2 ways x 32 bytes, L2 16 sets x 4 ways x 64 bytes.

use cache::{din, Hierarchy, HierarchyConfig};

fn run(trace: &str, repl: char) -> cache::HierarchyStats {
    let flags = format!(
        "-cache:dl1 L1:8:32:2:{repl} -cache:dl2 L2:16:64:4:{repl} -cache:il1 none -cache:il2 none -tlb:dtlb none -tlb:itlb none"
    );
    let (cfg, _) = HierarchyConfig::from_args(flags.split(' ')).unwrap();
    let mut h = Hierarchy::new(&cfg).unwrap();
    din::run_trace(&mut h, trace.as_bytes()).unwrap();
    h.stats()
}

fn hits_misses(s: &cache::HierarchyStats, name: &str) -> (u64, u64) {
    let c = s.get(name).unwrap();
    (c.hits, c.misses)
}

#[test]
fn loads_match_pycachesim_lru_and_fifo() {
    let trace = include_str!("data/xcheck-loads.din");
    let lru = run(trace, 'l');
    assert_eq!(hits_misses(&lru, "L1"), (386, 5614));
    assert_eq!(hits_misses(&lru, "L2"), (2515, 3099));
    let fifo = run(trace, 'f');
    assert_eq!(hits_misses(&fifo, "L1"), (392, 5608));
    assert_eq!(hits_misses(&fifo, "L2"), (2519, 3089));
}

#[test]
fn stores_match_pycachesim_fifo_l1() {
    // pycachesim leaves stores out of its hit count; misses and dirty
    // evictions (our writebacks) are comparable.
    let s = run(include_str!("data/xcheck-stores.din"), 'f');
    let l1 = s.get("L1").unwrap();
    assert_eq!((l1.misses, l1.writebacks), (5625, 1761));
}
