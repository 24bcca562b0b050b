//! Sharing the instruction side among the configurations of one replay.
//!
//! With a separate instruction L1 (`-cache:il1` its own cache or `none`), what the
//! instruction side does depends on the fetches alone: the il1, a separate il2 and the
//! itlb see the same lookups in every configuration that has the same instruction side,
//! whatever the data side is. Only a unified L2 (`-cache:il2 dl2`) links the two: each il1
//! miss reads its block in the L2, between the data accesses around it. So a replay runs
//! each distinct instruction side once (a **front**: the hierarchy of its il1, il2 and
//! itlb alone), turns its steps into the data steps plus one [`Step::Fill`] per il1 miss
//! (when the L2 is unified), and each configuration's data side (a **back**: dl1, dl2 and
//! dtlb alone) runs those. The fetches, more than twice as many as the data accesses in
//! the guest VM, are then simulated once per front instead of once per configuration.
//!
//! It is exact: the L2 sees the same accesses in the same order as in the whole
//! hierarchy (a separate il1 is never dirty, so its misses only read), each level its own
//! lookups, random replacement the same draws. The statistics are put back together in
//! sim-cache's order (il1, il2, dl1, dl2, itlb, dtlb). A configuration whose L1 is unified
//! (`-cache:il1 dl1` or `dl2`) is replayed whole.

use crate::config::{HierarchyConfig, InstL1, InstL2};
use crate::hierarchy::{ControlOp, Hierarchy, ServedBy};
use crate::replay::{run_steps, Step};
use crate::stats::HierarchyStats;
use crate::Error;

struct Front {
    config: HierarchyConfig,
    h: Hierarchy,
    /// The il1's block size when its misses are read in a unified L2.
    fill: Option<u32>,
    /// The data steps and fills of the current block.
    steps: Vec<Step>,
}

impl Front {
    /// Runs the fetches and `icbi`s of `steps` and keeps the rest with the fills.
    fn block(&mut self, steps: &[Step]) {
        self.steps.clear();
        for s in steps {
            match *s {
                Step::Fetch { pc, n } => match self.fill {
                    None => self.h.fetch_run(pc, n),
                    Some(bsize) => {
                        for i in 0..n {
                            let a = pc.wrapping_add(i.wrapping_mul(4));
                            if self.h.fetch(a).level != ServedBy::L1 {
                                self.steps.push(Step::Fill {
                                    addr: a & !(bsize - 1),
                                    size: bsize,
                                });
                            }
                        }
                    }
                },
                Step::Control {
                    op: ControlOp::Icbi,
                    addr,
                } => {
                    self.h.control(ControlOp::Icbi, addr);
                    self.steps.push(*s);
                }
                _ => self.steps.push(*s),
            }
        }
    }
}

enum Sim {
    Whole(Hierarchy),
    Back { front: usize, h: Hierarchy },
}

/// The fronts and the configurations' hierarchies of one replay.
pub(crate) struct Plan {
    fronts: Vec<Front>,
    sims: Vec<Sim>,
}

/// The instruction side of `c` alone, and whether its il1 misses go to a unified L2.
fn front_of(c: &HierarchyConfig) -> Option<(HierarchyConfig, Option<u32>)> {
    let (il2, fill) = match (&c.il1, &c.il2) {
        (InstL1::Dl1 | InstL1::Dl2, _) => return None,
        (InstL1::Own(l1), InstL2::Dl2) => (InstL2::None, Some(l1.bsize)),
        (_, il2) => (il2.clone(), None),
    };
    let front = HierarchyConfig {
        dl1: None,
        il1: c.il1.clone(),
        dl2: None,
        il2,
        dtlb: None,
        itlb: c.itlb.clone(),
    };
    Some((front, fill))
}

impl Plan {
    pub(crate) fn new(configs: &[HierarchyConfig]) -> Result<Plan, Error> {
        let mut plan = Plan {
            fronts: Vec::new(),
            sims: Vec::new(),
        };
        for c in configs {
            c.validate()?;
            let Some((fc, fill)) = front_of(c) else {
                plan.sims.push(Sim::Whole(Hierarchy::new(c)?));
                continue;
            };
            let front = match plan
                .fronts
                .iter()
                .position(|f| f.config == fc && f.fill == fill)
            {
                Some(i) => i,
                None => {
                    plan.fronts.push(Front {
                        h: Hierarchy::new(&fc)?,
                        config: fc,
                        fill,
                        steps: Vec::new(),
                    });
                    plan.fronts.len() - 1
                }
            };
            let back = HierarchyConfig {
                il1: InstL1::None,
                il2: InstL2::None,
                itlb: None,
                ..c.clone()
            };
            plan.sims.push(Sim::Back {
                front,
                h: Hierarchy::new(&back)?,
            });
        }
        Ok(plan)
    }

    /// Runs one block's steps through every front, then every configuration, on up to
    /// `threads` threads.
    pub(crate) fn block(&mut self, steps: &[Step], threads: usize) {
        let threads = threads.max(1);
        let per = |n: usize| n.div_ceil(threads).max(1);
        let run_fronts = |fronts: &mut [Front]| fronts.iter_mut().for_each(|f| f.block(steps));
        let fronts = &mut self.fronts;
        if threads == 1 || fronts.len() <= 1 {
            run_fronts(fronts);
        } else {
            let n = per(fronts.len());
            std::thread::scope(|s| {
                for chunk in fronts.chunks_mut(n) {
                    s.spawn(move || run_fronts(chunk));
                }
            });
        }
        let fronts = &self.fronts;
        let run = |sims: &mut [Sim]| {
            for sim in sims {
                match sim {
                    Sim::Whole(h) => run_steps(h, steps),
                    Sim::Back { front, h } => run_steps(h, &fronts[*front].steps),
                }
            }
        };
        if threads == 1 || self.sims.len() <= 1 {
            run(&mut self.sims);
        } else {
            let n = per(self.sims.len());
            std::thread::scope(|s| {
                for chunk in self.sims.chunks_mut(n) {
                    s.spawn(move || run(chunk));
                }
            });
        }
    }

    /// Every configuration's statistics, in the order given, in sim-cache's order of
    /// levels.
    pub(crate) fn stats(&self) -> Vec<HierarchyStats> {
        self.sims
            .iter()
            .map(|sim| match sim {
                Sim::Whole(h) => h.stats(),
                Sim::Back { front, h } => {
                    let f = &self.fronts[*front];
                    let (fs, bs) = (f.h.stats().caches, h.stats().caches);
                    // Front: il1, il2, itlb; back: dl1, dl2, dtlb (each as present).
                    let itlb = usize::from(f.config.itlb.is_some());
                    let dtlb = usize::from(h.config().dtlb.is_some());
                    let (fi, ft) = fs.split_at(fs.len() - itlb);
                    let (bd, bt) = bs.split_at(bs.len() - dtlb);
                    HierarchyStats {
                        caches: [fi, bd, ft, bt].concat(),
                    }
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Configurations that share instruction sides in every way: the default front with
    /// fills (three data sides), a separate il2, no il2, no il1, a unified L1.
    const CONFIGS: [&str; 7] = [
        "",
        "-cache:dl1 dl1:4:8:1:l -cache:dl2 ul2:8:16:2:r",
        "-cache:dl1 dl1:2:32:2:f -tlb:dtlb none",
        "-cache:il1 il1:4:16:2:r -cache:il2 il2:8:32:2:l",
        "-cache:il1 il1:4:16:2:r -cache:il2 none -tlb:itlb none",
        "-cache:il1 none -cache:il2 none",
        "-cache:il1 dl1 -cache:dl1 dl1:4:16:2:l",
    ];

    fn step() -> impl Strategy<Value = Step> {
        let ops = [
            ControlOp::Dcbz,
            ControlOp::Dcbf,
            ControlOp::Dcbst,
            ControlOp::Icbi,
        ];
        prop_oneof![
            3 => ((0u32..256).prop_map(|w| 0x1000 + 4 * w), 0u32..30)
                .prop_map(|(pc, n)| Step::Fetch { pc, n }),
            2 => (0x1000u32..0x1800, 1u32..9, any::<bool>())
                .prop_map(|(addr, size, write)| Step::Data { addr, size, write }),
            1 => (0usize..4, 0x1000u32..0x1800)
                .prop_map(move |(k, addr)| Step::Control { op: ops[k], addr }),
        ]
    }

    proptest! {
        #[test]
        fn sharing_the_instruction_side_changes_no_statistic(
            blocks in prop::collection::vec(prop::collection::vec(step(), 0..80), 1..4),
            threads in 1usize..3,
        ) {
            let configs: Vec<HierarchyConfig> = CONFIGS
                .iter()
                .map(|c| HierarchyConfig::from_args(c.split_whitespace()).unwrap().0)
                .collect();
            let mut plan = Plan::new(&configs).unwrap();
            prop_assert_eq!(plan.fronts.len(), 4);
            let mut whole: Vec<Hierarchy> =
                configs.iter().map(|c| Hierarchy::new(c).unwrap()).collect();
            for steps in &blocks {
                plan.block(steps, threads);
                for h in &mut whole {
                    run_steps(h, steps);
                }
            }
            let want: Vec<HierarchyStats> = whole.iter().map(Hierarchy::stats).collect();
            prop_assert_eq!(plan.stats(), want);
        }
    }
}
