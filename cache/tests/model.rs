//! Property tests: the hierarchy against the naive reference model, over random
//! configurations (LRU, FIFO and random replacement, every hierarchy shape) and
//! random traces; every statistic and every access's outcome must agree. The
//! hierarchy answers many accesses by its shortcuts (the line touched last in a
//! set, the fetch key); the reference has none, so these tests are what shows
//! the shortcuts exact.

mod reference;

use cache::{
    CacheConfig, ControlOp, Hierarchy, HierarchyConfig, InstL1, InstL2, ReplKind, ServedBy,
};
use proptest::prelude::*;
use reference::RefHierarchy;

/// Associativities cover the compile-time-specialised searches (1 to 16 ways)
/// and the generic one (32).
fn level(name: &'static str, page: bool) -> impl Strategy<Value = CacheConfig> {
    let bsize = if page {
        prop::sample::select(vec![64u32, 128, 256, 4096]).boxed()
    } else {
        prop::sample::select(vec![8u32, 16, 32, 64]).boxed()
    };
    (
        prop::sample::select(vec![1u32, 2, 4, 8, 16]),
        bsize,
        prop::sample::select(vec![1u32, 2, 4, 8, 16, 32]),
        prop::sample::select(vec![ReplKind::Lru, ReplKind::Fifo, ReplKind::Random]),
    )
        .prop_map(move |(nsets, bsize, assoc, repl)| CacheConfig {
            name: name.to_string(),
            nsets,
            bsize,
            assoc,
            repl,
        })
}

fn hierarchy() -> impl Strategy<Value = HierarchyConfig> {
    (
        prop::option::weighted(0.9, level("dl1", false)),
        prop::option::weighted(0.7, level("dl2", false)),
        (0u8..4, level("il1", false)),
        (0u8..3, level("il2", false)),
        prop::option::of(level("dtlb", true)),
        prop::option::of(level("itlb", true)),
    )
        .prop_map(|(dl1, dl2, (k1, il1), (k2, il2), dtlb, itlb)| {
            let dl2 = if dl1.is_some() { dl2 } else { None };
            let il1 = match k1 {
                0 => InstL1::Own(il1),
                1 if dl1.is_some() => InstL1::Dl1,
                2 if dl2.is_some() => InstL1::Dl2,
                3 => InstL1::None,
                _ => InstL1::Own(il1),
            };
            let il2 = match (&il1, k2) {
                (InstL1::Own(_), 0) => InstL2::Own(il2),
                (InstL1::Own(_), 1) if dl2.is_some() => InstL2::Dl2,
                _ => InstL2::None,
            };
            HierarchyConfig {
                dl1,
                il1,
                dl2,
                il2,
                dtlb,
                itlb,
                timing: Default::default(),
            }
        })
}

#[derive(Debug, Clone)]
enum Op {
    Data { addr: u32, size: u32, write: bool },
    Fetch { addr: u32, size: u32 },
    Control(ControlOp, u32),
}

fn addr() -> impl Strategy<Value = u32> {
    // Mostly a small region (conflicts), sometimes anywhere, sometimes the top.
    prop_oneof![
        8 => 0u32..2048,
        1 => any::<u32>(),
        1 => (u32::MAX - 64)..=u32::MAX,
    ]
}

fn op() -> impl Strategy<Value = Op> {
    let size = prop_oneof![4 => 1u32..=8, 1 => 0u32..=200];
    prop_oneof![
        10 => (addr(), size.clone(), prop::bool::ANY).prop_map(|(addr, size, write)| Op::Data { addr, size, write }),
        4 => (addr(), size).prop_map(|(addr, size)| Op::Fetch { addr, size }),
        1 => (
            prop::sample::select(vec![ControlOp::Dcbz, ControlOp::Dcbf, ControlOp::Dcbst, ControlOp::Icbi]),
            addr()
        )
            .prop_map(|(c, a)| Op::Control(c, a)),
    ]
}

fn check(cfg: &HierarchyConfig, ops: &[Op]) -> Result<(), TestCaseError> {
    let mut h = Hierarchy::new(cfg).map_err(|e| TestCaseError::fail(format!("{cfg}: {e}")))?;
    let mut r = RefHierarchy::new(cfg);
    for (i, op) in ops.iter().enumerate() {
        let (got, want) = match *op {
            Op::Data { addr, size, write } => {
                (h.data_access(addr, size, write), r.data(addr, size, write))
            }
            Op::Fetch { addr, size } => (h.fetch_sized(addr, size), r.fetch(addr, size)),
            Op::Control(c, addr) => (h.control(c, addr), r.control(c, addr)),
        };
        prop_assert_eq!(
            (got.level, got.tlb_hit),
            want,
            "op {} {:?} with {}",
            i,
            op,
            cfg
        );
    }
    let stats = h.stats();
    let want = r.report();
    prop_assert_eq!(stats.caches.len(), want.len());
    for (s, (name, c)) in stats.caches.iter().zip(&want) {
        prop_assert_eq!(&s.name, name);
        prop_assert_eq!(
            [
                s.hits,
                s.misses,
                s.replacements,
                s.writebacks,
                s.invalidations
            ],
            *c,
            "{} with {}",
            name,
            cfg
        );
        prop_assert_eq!(s.accesses, c[0] + c[1]);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn hierarchy_matches_naive_model(cfg in hierarchy(), ops in prop::collection::vec(op(), 0..400)) {
        check(&cfg, &ops)?;
    }
}

/// One step of a walk that mostly stays in the block of the previous access of
/// its kind: the repeats the hierarchy's shortcut answers, interleaved with
/// the other kind, cache control and jumps that land in the same sets.
#[derive(Debug, Clone)]
enum Step {
    Data { delta: i32, size: u32, write: bool },
    Fetch { delta: i32, sized: Option<u32> },
    Control(ControlOp, i32),
}

fn delta() -> impl Strategy<Value = i32> {
    prop_oneof![
        6 => Just(0),
        6 => prop::sample::select(vec![1, 2, 3, 4, -4, 8]),
        2 => prop::sample::select(vec![28, 32, -32, 64, 4096, -4096, 512]),
        1 => -3000i32..3000,
    ]
}

fn step() -> impl Strategy<Value = Step> {
    let size = prop_oneof![6 => Just(4u32), 2 => 1u32..=8, 1 => 0u32..=70];
    prop_oneof![
        8 => (delta(), size.clone(), prop::bool::ANY)
            .prop_map(|(delta, size, write)| Step::Data { delta, size, write }),
        8 => (delta(), prop::option::weighted(0.2, size))
            .prop_map(|(delta, sized)| Step::Fetch { delta, sized }),
        1 => (
            prop::sample::select(vec![ControlOp::Dcbz, ControlOp::Dcbf, ControlOp::Dcbst, ControlOp::Icbi]),
            delta()
        )
            .prop_map(|(c, d)| Step::Control(c, d)),
    ]
}

/// Runs the walk from `start` (data and fetches keep their own positions;
/// control operations act near the last data address).
fn walk(cfg: &HierarchyConfig, start: u32, steps: &[Step]) -> Result<(), TestCaseError> {
    let mut h = Hierarchy::new(cfg).map_err(|e| TestCaseError::fail(format!("{cfg}: {e}")))?;
    let mut r = RefHierarchy::new(cfg);
    let (mut d, mut f) = (start, start.wrapping_add(0x800));
    for (i, step) in steps.iter().enumerate() {
        let (got, want) = match *step {
            Step::Data { delta, size, write } => {
                d = d.wrapping_add_signed(delta);
                (h.data_access(d, size, write), r.data(d, size, write))
            }
            Step::Fetch { delta, sized } => {
                f = f.wrapping_add_signed(delta);
                match sized {
                    Some(size) => (h.fetch_sized(f, size), r.fetch(f, size)),
                    None => (h.fetch(f), r.fetch(f, 4)),
                }
            }
            Step::Control(c, delta) => {
                let a = d.wrapping_add_signed(delta);
                (h.control(c, a), r.control(c, a))
            }
        };
        prop_assert_eq!(
            (got.level, got.tlb_hit),
            want,
            "step {} {:?} with {}",
            i,
            step,
            cfg
        );
    }
    let stats = h.stats();
    for (s, (name, c)) in stats.caches.iter().zip(&r.report()) {
        prop_assert_eq!(
            [
                s.hits,
                s.misses,
                s.replacements,
                s.writebacks,
                s.invalidations
            ],
            *c,
            "{} with {}",
            name,
            cfg
        );
    }
    Ok(())
}

/// Unified L1 (and L1 instructions in the L2) with small caches, so that
/// fetches and data meet in the same sets.
fn unified() -> impl Strategy<Value = HierarchyConfig> {
    (
        level("dl1", false),
        prop::option::of(level("dl2", false)),
        prop::bool::ANY,
        prop::option::of(level("dtlb", true)),
        prop::option::of(level("itlb", true)),
    )
        .prop_map(|(dl1, dl2, in_l2, dtlb, itlb)| HierarchyConfig {
            il1: if in_l2 && dl2.is_some() {
                InstL1::Dl2
            } else {
                InstL1::Dl1
            },
            il2: InstL2::None,
            dl1: Some(dl1),
            dl2,
            dtlb,
            itlb,
            timing: Default::default(),
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Repeats of the last block (the shortcut) interleaved with everything
    /// that may invalidate it, on every hierarchy shape.
    #[test]
    fn repeated_blocks_match_naive_model(
        cfg in hierarchy(),
        start in prop_oneof![4 => 0u32..0x4000, 1 => (u32::MAX - 0x100)..=u32::MAX],
        steps in prop::collection::vec(step(), 0..500),
    ) {
        walk(&cfg, start, &steps)?;
    }

    /// The same on shared instruction and data caches.
    #[test]
    fn repeated_blocks_unified_match_naive_model(
        cfg in unified(),
        start in 0u32..0x4000,
        steps in prop::collection::vec(step(), 0..500),
    ) {
        walk(&cfg, start, &steps)?;
    }
}

/// A longer run on the default shape (its random L2, and LRU and FIFO ones),
/// over 4 MiB so that it reaches memory.
#[test]
fn default_shape_long_trace() {
    let mut x: u64 = 0x1234_5678_9abc_def1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let ops: Vec<Op> = (0..50_000)
        .map(|_| {
            let r = next();
            let a = (r as u32) & ((1 << 22) - 1);
            let size = 1 + ((r >> 32) as u32 & 7);
            match (r >> 40) & 3 {
                0 => Op::Fetch {
                    addr: a & !3,
                    size: 4,
                },
                k => Op::Data {
                    addr: a,
                    size,
                    write: k == 1,
                },
            }
        })
        .collect();
    for repl in ["r", "l", "f"] {
        let flags = format!("-cache:dl2 ul2:512:64:8:{repl}");
        let (cfg, _) = HierarchyConfig::from_args(flags.split(' ')).unwrap();
        check(&cfg, &ops).unwrap();
        let mut h = Hierarchy::new(&cfg).unwrap();
        let memory = ops
            .iter()
            .filter(|op| match **op {
                Op::Data { addr, size, write } => {
                    h.data_access(addr, size, write).level == ServedBy::Memory
                }
                Op::Fetch { addr, size } => h.fetch_sized(addr, size).level == ServedBy::Memory,
                Op::Control(c, addr) => h.control(c, addr).level == ServedBy::Memory,
            })
            .count();
        let s = h.stats();
        assert!(
            memory > 0 && s.get("ul2").unwrap().writebacks > 0,
            "the trace reaches memory"
        );
        assert!(s.get("dl1").unwrap().hits > 0 && s.get("dl1").unwrap().writebacks > 0);
    }
}

/// Latencies over their whole useful range (L1 hit times of 1 to 4 cycles, no L2 or
/// memory cost at all, long buses).
fn timing() -> impl Strategy<Value = cache::timing::Timing> {
    (
        (1u32..4, 1u32..4, 0u32..12, 0u32..12),
        (0u32..200, 0u32..8, 0u32..60, 0u32..3),
    )
        .prop_map(
            |((il1lat, dl1lat, il2lat, dl2lat), (first, inter, tlblat, cpi))| {
                cache::timing::Timing {
                    il1lat,
                    dl1lat,
                    il2lat,
                    dl2lat,
                    mem_first: first,
                    mem_inter: inter,
                    tlblat,
                    cpi,
                }
            },
        )
}

/// The latency model's cycles from the hierarchy's counters against the reference's,
/// charged event by event as it walks.
fn check_cycles(cfg: &HierarchyConfig, ops: &[Op]) -> Result<(), TestCaseError> {
    let mut h = Hierarchy::new(cfg).map_err(|e| TestCaseError::fail(format!("{cfg}: {e}")))?;
    let mut r = RefHierarchy::new(cfg);
    let mut counts = cache::phase::PhaseCounts::default();
    for op in ops {
        match *op {
            Op::Data { addr, size, write } => {
                h.data_access(addr, size, write);
                r.data(addr, size, write);
                *(if write {
                    &mut counts.stores
                } else {
                    &mut counts.loads
                }) += 1;
            }
            Op::Fetch { addr, size } => {
                h.fetch_sized(addr, size);
                r.fetch(addr, size);
                counts.insns += 1;
            }
            Op::Control(c, addr) => {
                h.control(c, addr);
                r.control(c, addr);
                counts.dcbz += u64::from(c == ControlOp::Dcbz);
            }
        }
    }
    counts.levels = h.counters();
    prop_assert_eq!(cfg.timing.cycles(cfg, &counts), r.cycles, "with {}", cfg);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn cycles_match_naive_model(
        cfg in hierarchy(),
        timing in timing(),
        ops in prop::collection::vec(op(), 0..400),
    ) {
        let cfg = HierarchyConfig { timing, ..cfg };
        check_cycles(&cfg, &ops)?;
    }
}
