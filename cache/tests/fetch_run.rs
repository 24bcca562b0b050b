//! `Hierarchy::fetch_run` (the replay's way to fetch a run of sequential instructions) is
//! exactly `n` calls of `Hierarchy::fetch`: the same statistics in every level, whatever
//! the configuration (no il1, unified L1, tiny blocks, TLB pages smaller than nothing
//! else) and whatever data accesses and cache-control operations come between the runs.

use cache::{ControlOp, Hierarchy, HierarchyConfig};
use proptest::prelude::*;

const CONFIGS: [&str; 5] = [
    "",
    "-cache:il1 dl1",
    "-cache:il1 none -cache:il2 none",
    "-cache:dl1 dl1:4:8:1:l -cache:il1 il1:2:8:2:f -tlb:itlb itlb:1:4096:1:l",
    "-cache:il1 dl2 -tlb:itlb none",
];

#[derive(Clone, Debug)]
enum Op {
    Run(u32, u32),
    Data(u32, u32, bool),
    Control(u8, u32),
}

fn op() -> impl Strategy<Value = Op> {
    let pc = (0u32..512).prop_map(|w| 0x1000_0000 + 4 * w);
    prop_oneof![
        3 => (pc, 0u32..40).prop_map(|(p, n)| Op::Run(p, n)),
        2 => (0x1000_0000u32..0x1000_0800, 1u32..9, any::<bool>())
            .prop_map(|(a, s, w)| Op::Data(a, s, w)),
        1 => (0u8..4, 0x1000_0000u32..0x1000_0800).prop_map(|(o, a)| Op::Control(o, a)),
    ]
}

proptest! {
    #[test]
    fn a_run_is_n_fetches(cfg in 0usize..CONFIGS.len(), ops in prop::collection::vec(op(), 0..200)) {
        let (c, _) = HierarchyConfig::from_args(CONFIGS[cfg].split_whitespace()).unwrap();
        let (mut a, mut b) = (Hierarchy::new(&c).unwrap(), Hierarchy::new(&c).unwrap());
        for o in &ops {
            match *o {
                Op::Run(pc, n) => {
                    a.fetch_run(pc, n);
                    for i in 0..n {
                        b.fetch(pc + 4 * i);
                    }
                }
                Op::Data(addr, size, w) => {
                    a.data_access(addr, size, w);
                    b.data_access(addr, size, w);
                }
                Op::Control(k, addr) => {
                    let op = [ControlOp::Dcbz, ControlOp::Dcbf, ControlOp::Dcbst, ControlOp::Icbi][k as usize];
                    a.control(op, addr);
                    b.control(op, addr);
                }
            }
        }
        prop_assert_eq!(a.stats(), b.stats());
    }
}
