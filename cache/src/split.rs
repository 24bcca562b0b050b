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
//! The data TLB is independent in the same way: it looks up every page of every data
//! access and cache-control operation, whatever the caches do. So each distinct dtlb is
//! also simulated once (a **TLB side**: the hierarchy of that dtlb alone, fed the data
//! steps), and the backs of the configurations that share it have none: a sweep of the
//! dl1 or the L2 simulates the TLB once instead of once per configuration.
//!
//! The data sides themselves are shared too where they can be: configurations with the
//! same front whose dl1s are LRU with the same name and block size run in one
//! [`Engine`] ([`crate::stacksim`]: one LRU stack per set for every associativity, each
//! configuration's L2 fed from it); the others each run their own back.
//!
//! It is exact: the L2 sees the same accesses in the same order as in the whole
//! hierarchy (a separate il1 is never dirty, so its misses only read), each level its own
//! lookups, random replacement the same draws. The statistics are put back together in
//! sim-cache's order (il1, il2, dl1, dl2, itlb, dtlb). A configuration whose L1 is unified
//! (`-cache:il1 dl1` or `dl2`) is replayed whole.

use crate::config::{CacheConfig, HierarchyConfig, InstL1, InstL2};
use crate::hierarchy::{ControlOp, Hierarchy, ServedBy};
use crate::level::Cache;
use crate::replay::{run_steps, Step};
use crate::stacksim::{self, Engine, Slot};
use crate::stats::{CacheStats, HierarchyStats};
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
                        let out = &mut self.steps;
                        self.h.fetch_run_with(pc, n, |a, served| {
                            if served.level != ServedBy::L1 {
                                out.push(Step::Fill {
                                    addr: a & !(bsize - 1),
                                    size: bsize,
                                });
                            }
                        });
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

/// A data TLB alone, fed the data accesses and cache-control operations: what a
/// [`Hierarchy`] does to its dtlb, on the level itself (the hierarchy's shortcut needs an
/// L1, so each lookup took its slow path). Every data access looks up each page it
/// touches and every operation its page, all as reads; an access inside the page looked
/// up last (which that lookup left in the TLB, touched last in its set) is a hit that
/// changes nothing but the hit count, whatever the replacement policy, as the level's
/// own shortcut counts it.
struct TlbSide {
    config: CacheConfig,
    tlb: Cache,
    /// log2 of the TLB's page size.
    shift: u32,
    /// The page looked up last ([`NO_PAGE`] before any).
    last: u32,
    /// Hits answered by the shortcut, not yet in the TLB's counters.
    hits: u64,
}

/// No page (pages are addresses shifted right by at least 3 bits).
const NO_PAGE: u32 = u32::MAX;

impl TlbSide {
    fn new(config: CacheConfig) -> TlbSide {
        TlbSide {
            shift: config.bsize.trailing_zeros(),
            tlb: Cache::new(config.clone(), ServedBy::L1),
            config,
            last: NO_PAGE,
            hits: 0,
        }
    }

    fn block(&mut self, steps: &[Step]) {
        let shift = self.shift;
        for s in steps {
            match *s {
                Step::Data { addr, size, .. } => {
                    let end = addr.saturating_add(size.max(1) - 1);
                    let (first, last) = (addr >> shift, end >> shift);
                    if first == last {
                        if first == self.last {
                            self.hits += 1;
                        } else {
                            self.tlb.access(addr, false);
                            self.last = first;
                        }
                    } else {
                        for page in first..=last {
                            self.tlb.access(page << shift, false);
                        }
                        self.last = last;
                    }
                }
                Step::Control { addr, .. } => {
                    self.tlb.access(addr, false);
                    self.last = addr >> shift;
                }
                Step::Fetch { .. } | Step::Fill { .. } => {}
            }
        }
    }

    /// The TLB's statistics, the shortcut's hits counted in.
    fn stats(&self) -> Vec<CacheStats> {
        let mut c = *self.tlb.counters();
        c.hits += self.hits;
        vec![CacheStats::new(self.tlb.name(), &c)]
    }
}

enum Sim {
    Whole(Hierarchy),
    /// A configuration's data caches; its instruction side is front `front`, its dtlb
    /// (if it has one) TLB side `tlb`.
    Back {
        front: usize,
        tlb: Option<usize>,
        h: Hierarchy,
    },
    /// A configuration whose data caches are simulated in engine `engine` with others.
    Shared {
        front: usize,
        tlb: Option<usize>,
        engine: usize,
        slot: Slot,
    },
}

/// The data sides of several configurations in one [`Engine`], fed by front `front`.
struct SharedBacks {
    front: usize,
    engine: Engine,
}

/// A front's configuration and fill size, and a dl1's name and block size.
type ShareKey = (HierarchyConfig, Option<u32>, String, u32);

/// The fronts, TLB sides and the configurations' hierarchies of one replay.
pub(crate) struct Plan {
    fronts: Vec<Front>,
    tlbs: Vec<TlbSide>,
    sims: Vec<Sim>,
    engines: Vec<SharedBacks>,
}

/// One unit of a block's work on the data sides.
enum Work<'a> {
    Sim(&'a mut Sim),
    Engine(&'a mut SharedBacks),
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
        timing: crate::timing::Timing::default(),
    };
    Some((front, fill))
}

impl Plan {
    pub(crate) fn new(configs: &[HierarchyConfig]) -> Result<Plan, Error> {
        let mut plan = Plan {
            fronts: Vec::new(),
            tlbs: Vec::new(),
            sims: Vec::new(),
            engines: Vec::new(),
        };
        // The data L1s that can share an engine, by (front, name, block size): those
        // with at least one other configuration to share it with do.
        let mut sharing: Vec<(ShareKey, usize)> = Vec::new();
        for c in configs {
            c.validate()?;
            if let (Some(key), Some(d)) = (Self::share_key(c), &c.dl1) {
                if stacksim::shares(d) {
                    match sharing.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, n)) => *n += 1,
                        None => sharing.push((key, 1)),
                    }
                }
            }
        }
        let shared = |key: &ShareKey| sharing.iter().any(|(k, n)| k == key && *n > 1);
        for c in configs {
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
            let tlb = match &c.dtlb {
                None => None,
                Some(t) => Some(match plan.tlbs.iter().position(|s| &s.config == t) {
                    Some(i) => i,
                    None => {
                        plan.tlbs.push(TlbSide::new(t.clone()));
                        plan.tlbs.len() - 1
                    }
                }),
            };
            if let (Some(key), Some(d)) = (Self::share_key(c), &c.dl1) {
                if stacksim::shares(d) && shared(&key) {
                    let engine = match plan
                        .engines
                        .iter()
                        .position(|e| e.front == front && e.engine.shares_with(d))
                    {
                        Some(i) => i,
                        None => {
                            plan.engines.push(SharedBacks {
                                front,
                                engine: Engine::new(&d.name, d.bsize),
                            });
                            plan.engines.len() - 1
                        }
                    };
                    let slot = plan.engines[engine].engine.add(d, c.dl2.as_ref());
                    plan.sims.push(Sim::Shared {
                        front,
                        tlb,
                        engine,
                        slot,
                    });
                    continue;
                }
            }
            let back = HierarchyConfig {
                il1: InstL1::None,
                il2: InstL2::None,
                itlb: None,
                dtlb: None,
                ..c.clone()
            };
            plan.sims.push(Sim::Back {
                front,
                tlb,
                h: Hierarchy::new(&back)?,
            });
        }
        Ok(plan)
    }

    /// What configurations must have in common to share their data L1s: the
    /// instruction side (its steps feed the data side) and the dl1's name and block
    /// size. `None` for a configuration replayed whole.
    fn share_key(c: &HierarchyConfig) -> Option<ShareKey> {
        let (front, fill) = front_of(c)?;
        let d = c.dl1.as_ref()?;
        Some((front, fill, d.name.clone(), d.bsize))
    }

    /// Runs one block's steps through every front and TLB side, then every
    /// configuration, on up to `threads` threads.
    pub(crate) fn block(&mut self, steps: &[Step], threads: usize) {
        let threads = threads.max(1);
        let per = |n: usize| n.div_ceil(threads).max(1);
        let run_fronts = |fronts: &mut [Front]| fronts.iter_mut().for_each(|f| f.block(steps));
        let run_tlbs = |tlbs: &mut [TlbSide]| tlbs.iter_mut().for_each(|t| t.block(steps));
        let (fronts, tlbs) = (&mut self.fronts, &mut self.tlbs);
        if threads == 1 || fronts.len() + tlbs.len() <= 1 {
            run_fronts(fronts);
            // A TLB side sees the data accesses and operations alone, which every
            // front's steps hold in order, without the fetches (it skips the fills).
            match fronts.first() {
                Some(f) => tlbs.iter_mut().for_each(|t| t.block(&f.steps)),
                None => run_tlbs(tlbs),
            }
        } else {
            // The TLB sides on one thread (each costs little), the fronts on the others.
            let n = per(fronts.len()).max(fronts.len().div_ceil(threads - 1));
            std::thread::scope(|s| {
                if !tlbs.is_empty() {
                    s.spawn(move || run_tlbs(tlbs));
                }
                for chunk in fronts.chunks_mut(n) {
                    s.spawn(move || run_fronts(chunk));
                }
            });
        }
        let fronts = &self.fronts;
        let run = |work: &mut [Work]| {
            for w in work {
                match w {
                    Work::Sim(Sim::Whole(h)) => run_steps(h, steps),
                    Work::Sim(Sim::Back { front, h, .. }) => run_steps(h, &fronts[*front].steps),
                    Work::Sim(Sim::Shared { .. }) => {}
                    Work::Engine(e) => e.engine.run(&fronts[e.front].steps),
                }
            }
        };
        let mut work: Vec<Work> = self
            .engines
            .iter_mut()
            .map(Work::Engine)
            .chain(
                self.sims
                    .iter_mut()
                    .filter(|s| !matches!(s, Sim::Shared { .. }))
                    .map(Work::Sim),
            )
            .collect();
        if threads == 1 || work.len() <= 1 {
            run(&mut work);
        } else {
            let n = per(work.len());
            std::thread::scope(|s| {
                for chunk in work.chunks_mut(n) {
                    s.spawn(move || run(chunk));
                }
            });
        }
    }

    /// The number of configurations in each engine (for tests).
    #[cfg(test)]
    pub(crate) fn shared_engines(&self) -> Vec<usize> {
        self.engines.iter().map(|e| e.engine.configs()).collect()
    }

    /// Every configuration's statistics, in the order given, in sim-cache's order of
    /// levels.
    pub(crate) fn stats(&self) -> Vec<HierarchyStats> {
        // Front: il1, il2, itlb; back: dl1, dl2; TLB side: dtlb (each as present).
        let assemble = |front: usize, tlb: Option<usize>, bd: Vec<CacheStats>| {
            let f = &self.fronts[front];
            let fs = f.h.stats().caches;
            let itlb = usize::from(f.config.itlb.is_some());
            let (fi, ft) = fs.split_at(fs.len() - itlb);
            let bt = tlb.map_or(Vec::new(), |t| self.tlbs[t].stats());
            HierarchyStats {
                caches: [fi, &bd, ft, &bt].concat(),
            }
        };
        self.sims
            .iter()
            .map(|sim| match *sim {
                Sim::Whole(ref h) => h.stats(),
                Sim::Back { front, tlb, ref h } => assemble(front, tlb, h.stats().caches),
                Sim::Shared {
                    front,
                    tlb,
                    engine,
                    slot,
                } => assemble(front, tlb, self.engines[engine].engine.stats(slot)),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Configurations that share instruction sides in every way: the default front with
    /// fills (four data sides), one with another itlb, a separate il2, no il2, no il1, a
    /// unified L1; and TLB sides: the default dtlb (three backs), none, a small FIFO one
    /// and a random one (two backs each).
    const CONFIGS: [&str; 9] = [
        "",
        "-cache:dl1 dl1:4:8:1:l -cache:dl2 ul2:8:16:2:r",
        "-cache:dl1 dl1:2:32:2:f -tlb:dtlb none",
        "-tlb:dtlb dtlb:2:4096:2:f -tlb:itlb itlb:2:4096:1:r",
        "-cache:dl1 dl1:4:16:2:r -tlb:dtlb dtlb:1:4096:4:r",
        "-cache:il1 il1:4:16:2:r -cache:il2 il2:8:32:2:l",
        "-cache:il1 il1:4:16:2:r -cache:il2 none -tlb:itlb none -tlb:dtlb dtlb:2:4096:2:f",
        "-cache:il1 none -cache:il2 none -tlb:dtlb dtlb:1:4096:4:r",
        "-cache:il1 dl1 -cache:dl1 dl1:4:16:2:l",
    ];

    /// Data addresses: a small region, or around the ends of eight pages (accesses that
    /// cross into the next page, more pages than the small TLBs hold).
    fn addr() -> impl Strategy<Value = u32> {
        prop_oneof![
            0x1000u32..0x1800,
            (1u32..9, 0u32..8).prop_map(|(p, k)| (p << 12) + 0x1000 - k),
        ]
    }

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
            2 => (addr(), 1u32..9, any::<bool>())
                .prop_map(|(addr, size, write)| Step::Data { addr, size, write }),
            1 => (0usize..4, addr())
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
            prop_assert_eq!(plan.fronts.len(), 5);
            prop_assert_eq!(plan.tlbs.len(), 3);
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
