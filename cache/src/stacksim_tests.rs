//! The engine against separate hierarchies: random configurations that share dl1s in
//! every way the engine allows (set counts, associativities, several L2s per dl1, no L2)
//! and some it refuses (FIFO, random, a unified L1), on random step streams with reads,
//! writes, accesses across blocks and pages, `dcbz`, `dcbf`, `dcbst`, `icbi` and
//! fetches (whose il1 misses are L2 fills); every statistic of every configuration must
//! equal the separate simulation's.

use super::*;
use crate::config::HierarchyConfig;
use crate::hierarchy::Hierarchy;
use crate::replay::run_steps;
use crate::split::Plan;
use proptest::prelude::*;

/// A configuration's flags: a dl1 of `dl1:NSETS:BSIZE:ASSOC:l` (or another policy), an
/// L2 (or none), and the instruction side (default, with fills; or its own il2).
fn config() -> impl Strategy<Value = String> {
    let dl1 = (
        0u32..4,
        prop_oneof![Just(8u32), Just(16), Just(32)],
        0u32..4,
        0usize..8,
    )
        .prop_map(|(s, b, a, p)| {
            let repl = ['l', 'l', 'l', 'l', 'l', 'l', 'f', 'r'][p];
            format!("-cache:dl1 dl1:{}:{b}:{}:{repl}", 1 << s, 1 << a)
        });
    let dl2 = prop_oneof![
        Just("-cache:dl2 none -cache:il2 none".to_string()),
        Just("-cache:dl2 ul2:4:16:2:l".to_string()),
        Just("-cache:dl2 ul2:8:64:2:r".to_string()),
        Just("-cache:dl2 ul2:2:8:4:f".to_string()),
    ];
    let front = prop_oneof![
        4 => Just(String::new()),
        1 => Just("-cache:il1 il1:2:16:2:l -cache:il2 none".to_string()),
        1 => Just("-cache:il1 dl1".to_string()),
    ];
    (dl1, dl2, front).prop_map(|(a, b, c)| format!("{a} {b} {c}"))
}

/// A configuration of one family: LRU dl1s of 16-byte blocks with the default
/// instruction side, all in one engine.
fn family() -> impl Strategy<Value = String> {
    (0u32..4, 0u32..4, 0usize..3).prop_map(|(s, a, l2)| {
        let l2 = ["ul2:4:32:2:r", "ul2:2:16:4:l", "ul2:8:8:1:f"][l2];
        format!("-cache:dl1 dl1:{}:16:{}:l -cache:dl2 {l2}", 1 << s, 1 << a)
    })
}

/// Data addresses: a small region (many conflicts), the ends of a few pages, the top of
/// the address space.
fn addr() -> impl Strategy<Value = u32> {
    prop_oneof![
        6 => 0x1000u32..0x1400,
        1 => (1u32..4, 0u32..24).prop_map(|(p, k)| (p << 12) + 0x1000 - k),
        1 => (0u32..40).prop_map(|k| u32::MAX - k),
    ]
}

/// Steps; with `dcbf` false, no `dcbf` (whose first invalidation turns the engine's
/// sharing between set counts off).
fn step(dcbf: bool) -> impl Strategy<Value = Step> {
    let ops = [
        ControlOp::Dcbz,
        if dcbf {
            ControlOp::Dcbf
        } else {
            ControlOp::Dcbz
        },
        ControlOp::Dcbst,
        ControlOp::Icbi,
    ];
    prop_oneof![
        2 => ((0u32..512).prop_map(|w| 0x1000 + 4 * w), 0u32..12)
            .prop_map(|(pc, n)| Step::Fetch { pc, n }),
        8 => (addr(), prop_oneof![4 => 1u32..9, 1 => 0u32..40], any::<bool>())
            .prop_map(|(addr, size, write)| Step::Data { addr, size, write }),
        1 => (0usize..4, addr()).prop_map(move |(k, addr)| Step::Control { op: ops[k], addr }),
    ]
}

fn check(flags: &[String], blocks: &[Vec<Step>], threads: usize) -> Result<(), TestCaseError> {
    let configs: Vec<HierarchyConfig> = flags
        .iter()
        .map(|c| HierarchyConfig::from_args(c.split_whitespace()).unwrap().0)
        .collect();
    let mut plan = Plan::new(&configs).unwrap();
    let mut whole: Vec<Hierarchy> = configs.iter().map(|c| Hierarchy::new(c).unwrap()).collect();
    for steps in blocks {
        plan.block(steps, threads);
        for h in &mut whole {
            run_steps(h, steps);
        }
    }
    let want: Vec<_> = whole.iter().map(Hierarchy::stats).collect();
    let got = plan.stats();
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        prop_assert_eq!(g, w, "configuration {} `{}`", i, flags[i]);
    }
    prop_assert_eq!(got.len(), want.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn shared_dl1s_give_every_statistic_of_separate_hierarchies(
        flags in prop::collection::vec(config(), 2..10),
        blocks in prop::collection::vec(prop::collection::vec(step(true), 0..300), 1..4),
        threads in 1usize..3,
    ) {
        check(&flags, &blocks, threads)?;
    }

    #[test]
    fn one_family(
        flags in prop::collection::vec(family(), 2..8),
        blocks in prop::collection::vec(prop::collection::vec(step(true), 0..300), 1..3),
    ) {
        check(&flags, &blocks, 1)?;
    }

    #[test]
    fn without_dcbf_too(
        flags in prop::collection::vec(config(), 2..10),
        blocks in prop::collection::vec(prop::collection::vec(step(false), 0..300), 1..4),
    ) {
        check(&flags, &blocks, 1)?;
    }
}

/// The sweep's shape (one block size, set counts and associativities crossed, each
/// dl1 with the default L2 and random replacement there) shares one engine, and a
/// write-heavy stream over a region larger than the largest dl1 gives equal statistics.
#[test]
fn a_sweep_shares_one_engine_and_matches() {
    let mut flags = Vec::new();
    for s in 0..4 {
        for a in 0..4 {
            flags.push(format!(
                "-cache:dl1 dl1:{}:16:{}:l -cache:dl2 ul2:8:32:4:r",
                2 << s,
                1 << a
            ));
        }
    }
    let configs: Vec<HierarchyConfig> = flags
        .iter()
        .map(|c| HierarchyConfig::from_args(c.split_whitespace()).unwrap().0)
        .collect();
    let plan = Plan::new(&configs).unwrap();
    assert_eq!(plan.shared_engines(), vec![16]);
    let mut x = 12345u32;
    let mut steps = Vec::new();
    for i in 0..20_000u32 {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let addr = 0x8000 + (x % 4096);
        steps.push(match i % 97 {
            0 => Step::Control {
                op: ControlOp::Dcbf,
                addr,
            },
            1 => Step::Control {
                op: ControlOp::Dcbst,
                addr,
            },
            2 => Step::Control {
                op: ControlOp::Dcbz,
                addr,
            },
            3 => Step::Fetch {
                pc: 0x1000 + (x % 64) * 64,
                n: 20,
            },
            _ => Step::Data {
                addr,
                size: 1 + x % 8,
                write: x % 3 == 0,
            },
        });
    }
    check(&flags, &[steps], 2).unwrap();
}

/// A `dcbf` that leaves a block on top of a set of few sets while a set of more sets had
/// evicted it: after it, the top of one set count says nothing of another's.
#[test]
fn an_invalidation_separates_set_counts() {
    let flags = [
        "-cache:dl1 dl1:1:16:2:l -cache:dl2 none -cache:il2 none".to_string(),
        "-cache:dl1 dl1:2:16:1:l -cache:dl2 none -cache:il2 none".to_string(),
    ];
    let read = |addr| Step::Data {
        addr,
        size: 4,
        write: false,
    };
    // 0x00 and 0x20 share set 0 of the two-set cache, and the one set of the other.
    let steps = vec![
        read(0x00),
        read(0x20),
        Step::Control {
            op: ControlOp::Dcbf,
            addr: 0x20,
        },
        // On top of the 2-way set (a hit there), evicted from the direct-mapped one.
        read(0x00),
    ];
    check(&flags, &[steps], 1).unwrap();
}
