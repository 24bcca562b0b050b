//! Property tests: the hierarchy against the naive reference model, over random
//! configurations (LRU and FIFO, every hierarchy shape) and random traces;
//! every statistic and every access's outcome must agree.

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
        prop::bool::ANY,
    )
        .prop_map(move |(nsets, bsize, assoc, lru)| CacheConfig {
            name: name.to_string(),
            nsets,
            bsize,
            assoc,
            repl: if lru { ReplKind::Lru } else { ReplKind::Fifo },
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

/// A longer run on the default shape (random L2 replaced by LRU and FIFO, since
/// the reference has no random policy), over 4 MiB so that it reaches memory.
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
    for repl in ["l", "f"] {
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
