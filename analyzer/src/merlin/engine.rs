//! Merlin proper: the replay's hooks (allocation, reference stores, root reports, DEATH,
//! collections, reclamation, FINAL_STEP), the pass that finds newly unreachable objects
//! and gives them their death by backward stamp propagation, the check against the
//! oracle's DEATH events, and the tables that say what was computed and what went wrong.

use std::collections::BTreeMap;

use serde_json::{json, Value};
use tables::AnalyzerTable;
use traceio::dump::StaticSlot;
use traceio::DeathKind;

use super::clock::Clock;
use super::graph::Graph;
use super::ExactDeath;
use crate::heap::{Heap, Object};
use crate::tool::{Col, Table};
use crate::types::Types;

/// Something in the exact-lifetime events that contradicts the contract (docs/events.md
/// "Exact lifetimes"): an error, or a warning under `--lenient`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Problem {
    /// Exact-lifetime events began after objects had been allocated: those are taken as
    /// roots (their deaths are at-exit, not exact).
    LateStart,
    /// ROOT_ADD or ROOT_DROP of an address where no object starts.
    RootOfUnknown,
    /// ROOT_ADD of an object already in the root set.
    RootTwice,
    /// ROOT_DROP of an object not in the root set.
    DropOfNonRoot,
    /// DEATH of an address where no object starts.
    DeathOfUnknown,
    /// A second DEATH for one object.
    DeathTwice,
    /// NEW_*, ROOT_ADD, ROOT_DROP, DEATH or FINAL_STEP after FINAL_STEP.
    AfterFinal,
    /// An object reclaimed (FREE, MEM_UNMAP, overwritten) while still reachable in the
    /// shadow graph.
    ReclaimedReachable,
}

impl Problem {
    const ALL: [Problem; 8] = [
        Problem::LateStart,
        Problem::RootOfUnknown,
        Problem::RootTwice,
        Problem::DropOfNonRoot,
        Problem::DeathOfUnknown,
        Problem::DeathTwice,
        Problem::AfterFinal,
        Problem::ReclaimedReachable,
    ];

    /// What it means, for messages.
    pub fn describe(self) -> &'static str {
        match self {
            Problem::LateStart => {
                "exact-lifetime events begin after objects were allocated (those are taken as roots)"
            }
            Problem::RootOfUnknown => "ROOT_ADD/ROOT_DROP of an address where no object starts",
            Problem::RootTwice => "ROOT_ADD of an object already in the root set",
            Problem::DropOfNonRoot => "ROOT_DROP of an object not in the root set",
            Problem::DeathOfUnknown => "DEATH of an address where no object starts",
            Problem::DeathTwice => "second DEATH for an object",
            Problem::AfterFinal => "NEW_*, ROOT_*, DEATH or FINAL_STEP after FINAL_STEP",
            Problem::ReclaimedReachable => "object reclaimed while reachable in the shadow graph",
        }
    }
}

/// Merlin's state for one replay.
#[derive(Debug, Default)]
pub struct Merlin {
    /// The shadow graph.
    pub graph: Graph,
    /// The time steps.
    pub clock: Clock,
    epoch: u32,
    /// Lowest and highest static slot address (empty: (1, 0)).
    static_span: (u32, u32),
    /// The graph changed since the last pass.
    dirty: bool,
    /// FINAL_STEP was seen.
    finished: bool,
    problems: BTreeMap<Problem, (u64, u64, u32)>, // count, first time, first address
    /// Stores to reference slots the shadow could not follow, by PC: (without a value,
    /// not one aligned word).
    unseen: BTreeMap<u32, (u64, u64)>,
    /// The same for static slots: (without a value, not one aligned word).
    unseen_static: (u64, u64),
    ref_stores: u64,
    static_stores: u64,
    nonobject_stores: u64,
    read_mismatches: u64,
    passes: u64,
    roots_added: u64,
    roots_dropped: u64,
    oracle_deaths: u64,
    computed: u64,
    at_exit: u64,
    /// Objects ended (reclaimed, or at the end of the replay) with both deaths known, that
    /// agree; those that differ.
    agree: u64,
    /// Of those, boot objects the oracle finds unreachable at the final step, which Merlin
    /// (taking them as roots) gives at-exit at the same step.
    boot_final: u64,
    mismatches: Vec<Vec<Value>>,
    /// The run has ROOT_* events (Merlin's deaths are computed), DEATH events (the oracle).
    has_roots: bool,
    has_oracle: bool,
    ended_without: u64,
    /// Passes made at referent reads.
    referent_passes: u64,
    /// Dead objects found reachable again by a later pass (a weakly reachable object made
    /// strongly reachable again, e.g. by `Reference.get`): their death stays the first.
    revived: u64,
    /// References in the shadow to objects already reclaimed (a store the shadow missed).
    dangling: u64,
}

impl Merlin {
    /// Starts following the run: the static slots of class.dump, and every object the heap
    /// holds now taken as a root (boot objects, whose slots the trace does not show; any
    /// other is a late start, [`Problem::LateStart`]).
    pub fn new(statics: &[StaticSlot], types: &Types, heap: &Heap, time: u64) -> Merlin {
        let mut m = Merlin {
            clock: Clock::starting_after(heap.objects_allocated, heap.bytes_allocated, time),
            // `static` records come with -X:deaths: the run reports its roots.
            has_roots: !statics.is_empty(),
            ..Merlin::default()
        };
        for s in statics {
            if types
                .get(s.field_type_id)
                .is_some_and(|t| matches!(t.shape, crate::types::Shape::Primitive))
            {
                continue;
            }
            m.graph.statics.insert(s.addr, m.graph.static_targets.len());
            m.graph.static_targets.push(None);
        }
        m.static_span = m
            .graph
            .statics
            .keys()
            .fold((u32::MAX, 0), |(lo, hi), &a| (lo.min(a), hi.max(a)));
        for (slot, o) in heap.objects() {
            m.graph.add(o.id, slot, 0, true);
        }
        if heap.objects_allocated > 0 {
            m.problem(Problem::LateStart, time, 0);
        }
        m
    }

    fn problem(&mut self, p: Problem, time: u64, addr: u32) {
        let e = self.problems.entry(p).or_insert((0, time, addr));
        e.0 += 1;
    }

    /// One line per problem found, to report as errors (or warnings under `--lenient`).
    pub fn problems(&self) -> Vec<String> {
        self.problems
            .iter()
            .map(|(p, (n, t, a))| {
                format!(
                    "exact deaths: {n} × {} (first at time {t}, address {a:#x})",
                    p.describe()
                )
            })
            .collect()
    }

    /// Whether a static slot is at `addr`.
    #[inline]
    pub fn static_at(&self, addr: u32) -> Option<usize> {
        if addr < self.static_span.0 || addr > self.static_span.1 {
            None
        } else {
            self.graph.statics.get(&addr).copied()
        }
    }

    fn resolve(&mut self, heap: &Heap, v: u32) -> Option<u64> {
        if v == 0 {
            return None;
        }
        match heap.at(v) {
            Some(s) => Some(heap.object(s).id),
            None => {
                self.nonobject_stores += 1;
                None
            }
        }
    }

    /// A new object (NEW_*, after the heap took it): the current step is its allocation;
    /// it is reachable at it.
    pub fn alloc(&mut self, heap: &Heap, slot: u32, bytes_before: u64, time: u64) {
        let o = heap.object(slot);
        if self.finished {
            self.problem(Problem::AfterFinal, time, o.addr);
        }
        let step = self.clock.alloc(bytes_before, time);
        self.graph.add(o.id, slot, step, false);
        self.dirty = true;
    }

    /// A word store of `value` to reference slot `key` of object `id` outside collections.
    pub fn store(&mut self, heap: &Heap, id: u64, key: u32, value: u32) {
        let target = self.resolve(heap, value);
        self.ref_stores += 1;
        self.graph.store(id, key, target, self.clock.last());
        self.dirty = true;
    }

    /// A word store of `value` to static slot `index` outside collections.
    pub fn store_static(&mut self, heap: &Heap, index: usize, value: u32) {
        let target = self.resolve(heap, value);
        self.static_stores += 1;
        self.graph.store_static(index, target, self.clock.last());
        self.dirty = true;
    }

    /// A store to a reference slot the shadow cannot follow (no value, or not one aligned
    /// word): counted by PC; the slot keeps what it held.
    pub fn unseen_store(&mut self, pc: u32, has_value: bool) {
        let e = self.unseen.entry(pc).or_default();
        if has_value {
            e.1 += 1;
        } else {
            e.0 += 1;
        }
    }

    /// A store to a static slot the shadow cannot follow. The VM stores statics with word
    /// stores; such a store comes from malloc's memory being used for something else
    /// before the class that later holds the slot was linked (class.dump's `static`
    /// records carry no time), so it is counted apart.
    pub fn unseen_static_store(&mut self, _pc: u32, has_value: bool) {
        if has_value {
            self.unseen_static.1 += 1;
        } else {
            self.unseen_static.0 += 1;
        }
    }

    /// A word read of reference slot `key` of `id`: checks the value against the shadow
    /// (objects that existed before the trace are not checked: their slots are unknown).
    pub fn read(&mut self, heap: &Heap, id: u64, key: u32, value: u32) {
        let Some(n) = self.graph.nodes.get(&id) else {
            return;
        };
        if n.pinned {
            return;
        }
        let seen = if value == 0 {
            None
        } else {
            heap.at(value).map(|s| heap.object(s).id)
        };
        if seen != n.out.get(&key).copied() {
            self.read_mismatches += 1;
        }
    }

    /// ROOT_ADD, ROOT_DROP, DEATH or FINAL_STEP at `time`.
    pub fn report(&mut self, heap: &mut Heap, ev: Report, time: u64) {
        let bytes = heap.bytes_allocated;
        if self.finished {
            let addr = match ev {
                Report::Add(a) | Report::Drop(a) | Report::Death(a, _) => a,
                Report::Final => 0,
            };
            self.problem(Problem::AfterFinal, time, addr);
            return;
        }
        self.clock.touch(bytes, time);
        match ev {
            Report::Add(addr) | Report::Drop(addr) => {
                self.has_roots = true;
                let add = matches!(ev, Report::Add(_));
                let Some(id) = heap.at(addr).map(|s| heap.object(s).id) else {
                    return self.problem(Problem::RootOfUnknown, time, addr);
                };
                let last = self.clock.last();
                let Some(n) = self.graph.nodes.get_mut(&id) else {
                    return self.problem(Problem::RootOfUnknown, time, addr);
                };
                match (add, n.root) {
                    (true, true) => self.problem(Problem::RootTwice, time, addr),
                    (false, false) => self.problem(Problem::DropOfNonRoot, time, addr),
                    (true, false) => {
                        n.root = true;
                        self.roots_added += 1;
                    }
                    (false, true) => {
                        n.root = false;
                        n.stamp = n.stamp.max(last);
                        self.roots_dropped += 1;
                        self.dirty = true;
                    }
                }
            }
            Report::Death(addr, kind) => {
                self.has_oracle = true;
                let Some(slot) = heap.at(addr) else {
                    return self.problem(Problem::DeathOfUnknown, time, addr);
                };
                let step = self.clock.current();
                let (bytes, t) = self.clock.at(step).unwrap_or((bytes, time));
                let o = heap.object_mut(slot);
                if o.oracle.is_some() {
                    return self.problem(Problem::DeathTwice, time, addr);
                }
                o.oracle = Some(ExactDeath {
                    step,
                    bytes,
                    time: t,
                    kind,
                });
                self.oracle_deaths += 1;
            }
            Report::Final => {
                self.has_roots = true;
                self.pass(heap, true);
                self.finished = true;
            }
        }
    }

    /// A collection starts: deaths are found before anything is reclaimed.
    pub fn gc_start(&mut self, heap: &mut Heap, time: u64) {
        if self.finished {
            return;
        }
        self.clock.touch(heap.bytes_allocated, time);
        self.pass(heap, false);
    }

    /// A read of a Reference's referent (`Reference.get`): it may make a weakly reachable
    /// object strong again, so the deaths due by now are found first (a pass, if the graph
    /// changed since the last one). Between two steps only deaths at steps already past
    /// are settled: an object unreachable now whose death would be the coming step may
    /// still be made strong before it.
    pub fn referent_read(&mut self, heap: &mut Heap) {
        if self.dirty && !self.finished {
            self.referent_passes += 1;
            self.pass(heap, false);
        }
    }

    /// Objects are about to be reclaimed (FREE, MEM_UNMAP, an allocation over them): a
    /// pass first if the graph changed since the last one.
    pub fn before_reclaim(&mut self, heap: &mut Heap, time: u64) {
        if self.dirty && !self.finished {
            self.clock.touch(heap.bytes_allocated, time);
            self.pass(heap, false);
        }
    }

    /// An object's end: reclaimed (its node goes), or still in the heap when the replay
    /// ends (`reclaimed` false). Compares its two deaths when the run has both.
    pub fn ended(&mut self, o: &Object, time: u64, reclaimed: bool) {
        let pinned = self.graph.nodes.get(&o.id).is_some_and(|n| n.pinned);
        if reclaimed {
            if let Some(n) = self.graph.nodes.remove(&o.id) {
                if n.death.is_none() && !self.finished && !n.pinned {
                    self.problem(Problem::ReclaimedReachable, time, o.addr);
                }
            }
        }
        if o.exact.is_none() && self.has_roots {
            self.ended_without += 1;
        }
        if !(self.has_roots && self.has_oracle) {
            return;
        }
        let same = match (&o.exact, &o.oracle) {
            (Some(a), Some(b)) => a.step == b.step && a.kind == b.kind,
            _ => false,
        };
        // A boot object is taken as a root because its slots are not in the trace: when the
        // oracle finds it unreachable only at the final step, both put its death at that
        // step and differ in the kind alone.
        let boot_at_final = pinned
            && match (&o.exact, &o.oracle) {
                (Some(a), Some(b)) => {
                    a.step == b.step
                        && a.kind == DeathKind::AtExit
                        && b.kind == DeathKind::Unreachable
                }
                _ => false,
            };
        if same {
            self.agree += 1;
        } else if boot_at_final {
            self.agree += 1;
            self.boot_final += 1;
        } else {
            let show = |d: &Option<ExactDeath>| match d {
                Some(d) => json!(format!("{} {}", d.step, d.kind)),
                None => Value::Null,
            };
            self.mismatches.push(vec![
                json!(o.id),
                json!(o.type_id),
                json!(o.size),
                show(&o.exact),
                show(&o.oracle),
            ]);
        }
    }

    /// The pass: marks what the roots, the statics and the pinned objects reach; gives the
    /// unreachable objects not yet dead their death (stamps propagated backwards); at the
    /// final step the reachable ones die at-exit.
    fn pass(&mut self, heap: &mut Heap, final_step: bool) {
        self.passes += 1;
        self.dirty = false;
        self.epoch = self.epoch.wrapping_add(1).max(1);
        let epoch = self.epoch;
        let g = &mut self.graph;
        let mut stack: Vec<u64> = g.static_targets.iter().flatten().copied().collect();
        stack.extend(
            g.nodes
                .iter()
                .filter(|(_, n)| n.root || n.pinned)
                .map(|(&id, _)| id),
        );
        let (mut revived, mut dangling) = (0u64, 0u64);
        while let Some(id) = stack.pop() {
            let Some(n) = g.nodes.get_mut(&id) else {
                dangling += 1; // a reference to a reclaimed object
                continue;
            };
            if n.mark == epoch {
                continue;
            }
            n.mark = epoch;
            if n.death.is_some() {
                revived += 1;
            }
            stack.extend(n.out.values().copied());
        }
        self.revived += revived;
        self.dangling += dangling;
        let g = &mut self.graph;
        let current = self.clock.current();
        // The last step whose deaths can be settled now: the current one when the heap is
        // in its state (its request has begun, or the final step), else the last one.
        let settled = if self.clock.is_open() || final_step {
            current
        } else {
            current - 1
        };
        // Unreachable and not yet dead, by decreasing stamp (ties by id: deterministic).
        let mut dead: Vec<(u64, u64)> = g
            .nodes
            .iter()
            .filter(|(_, n)| n.mark != epoch && n.death.is_none())
            .map(|(&id, n)| (n.stamp, id))
            .collect();
        dead.sort_unstable_by(|a, b| b.cmp(a));
        // Propagation marks with a second epoch: every node not yet visited that an
        // unreachable object reaches has a stamp no higher than it (decreasing order).
        self.epoch = self.epoch.wrapping_add(1).max(1);
        let seen = self.epoch;
        let mut out: Vec<(u64, u64)> = Vec::with_capacity(dead.len());
        for &(stamp, id) in &dead {
            if g.nodes[&id].mark == seen {
                continue;
            }
            let mut stack = vec![id];
            while let Some(x) = stack.pop() {
                let Some(n) = g.nodes.get_mut(&x) else {
                    continue;
                };
                // Reachable objects (this pass's mark) and dead ones are not propagated to.
                if n.mark == seen || n.mark == epoch || n.death.is_some() {
                    continue;
                }
                n.mark = seen;
                n.stamp = n.stamp.max(stamp);
                out.push((x, n.stamp));
                stack.extend(n.out.values().copied());
            }
        }
        for (id, stamp) in out {
            let step = (stamp + 1).min(current);
            if step <= settled {
                self.set_death(heap, id, step, DeathKind::Unreachable);
                self.computed += 1;
            }
        }
        if final_step {
            let alive: Vec<u64> = self
                .graph
                .nodes
                .iter()
                .filter(|(_, n)| n.death.is_none())
                .map(|(&id, _)| id)
                .collect();
            for id in alive {
                self.set_death(heap, id, current, DeathKind::AtExit);
                self.at_exit += 1;
            }
        }
    }

    fn set_death(&mut self, heap: &mut Heap, id: u64, step: u64, kind: DeathKind) {
        let n = self.graph.nodes.get_mut(&id).expect("a node");
        n.death = Some(step);
        let (bytes, time) = self.clock.at(step).unwrap_or_default();
        heap.object_mut(n.slot).exact = Some(ExactDeath {
            step,
            bytes,
            time,
            kind,
        });
    }

    /// Whether the run has exact deaths computed (ROOT_* or FINAL_STEP events).
    pub fn computes(&self) -> bool {
        self.has_roots
    }

    /// The tables: a summary, the mismatches with the oracle, the unseen stores.
    pub fn tables(&self) -> Vec<Table> {
        let mut t = Table::new(
            AnalyzerTable::ExactDeaths,
            "Exact deaths: Merlin on the shadow graph, and the DEATH events of -X:deaths=brute",
            &[Col::text("what", "what"), Col::int("count", "count")],
        );
        let mut row = |w: &str, v: Value| t.row(vec![json!(w), v]);
        row(
            "time steps (allocations and the final step)",
            json!(self.clock.done() + u64::from(self.finished)),
        );
        row(
            "objects in the shadow graph at the end",
            json!(self.graph.nodes.len()),
        );
        row(
            "static reference slots",
            json!(self.graph.static_targets.len()),
        );
        row("roots added", json!(self.roots_added));
        row("roots dropped", json!(self.roots_dropped));
        row("reference stores followed", json!(self.ref_stores));
        row("static stores followed", json!(self.static_stores));
        row(
            "stores of a value that is no object's address (taken as null)",
            json!(self.nonobject_stores),
        );
        row(
            "reference stores not followed (see unseen_reference_stores)",
            json!(self.unseen.values().map(|v| v.0 + v.1).sum::<u64>()),
        );
        row(
            "static-slot stores not followed (memory reused before its class was linked)",
            json!(self.unseen_static.0 + self.unseen_static.1),
        );
        row(
            "reference reads disagreeing with the shadow",
            json!(self.read_mismatches),
        );
        row(
            "dead objects reachable again (their death stays the first)",
            json!(self.revived),
        );
        row(
            "shadow references to reclaimed objects",
            json!(self.dangling),
        );
        row(
            "passes (collections, reclamations, referent reads, final step)",
            json!(self.passes),
        );
        row("passes at referent reads", json!(self.referent_passes));
        row("deaths computed: unreachable", json!(self.computed));
        row("deaths computed: at exit", json!(self.at_exit));
        row(
            "objects ended without an exact death",
            json!(self.ended_without),
        );
        row("final step seen", json!(u64::from(self.finished)));
        row("DEATH events (oracle)", json!(self.oracle_deaths));
        if self.has_oracle && self.has_roots {
            row(
                "objects whose Merlin and oracle deaths agree",
                json!(self.agree),
            );
            row(
                "  of which boot objects unreachable at the final step (at-exit in Merlin: same step)",
                json!(self.boot_final),
            );
            row(
                "objects whose deaths differ (see death_mismatches)",
                json!(self.mismatches.len()),
            );
        }
        for p in Problem::ALL {
            if let Some((n, _, _)) = self.problems.get(&p) {
                row(p.describe(), json!(n));
            }
        }
        let mut tables = vec![t];
        if self.has_oracle && self.has_roots {
            let mut m = Table::new(
                AnalyzerTable::DeathMismatches,
                "Objects whose Merlin death differs from the oracle's DEATH (step and kind)",
                &[
                    Col::int("object", "object"),
                    Col::int("type id", "type_id"),
                    Col::int("size (bytes)", "size_bytes"),
                    Col::text("merlin", "merlin"),
                    Col::text("oracle", "oracle"),
                ],
            );
            m.rows.clone_from(&self.mismatches);
            m.text_rows = Some(20);
            tables.push(m);
        }
        if !self.unseen.is_empty() {
            let mut u = Table::new(
                AnalyzerTable::UnseenReferenceStores,
                "Stores to reference slots the shadow graph could not follow, by PC (the slot keeps its old target)",
                &[
                    Col::text("pc", "pc"),
                    Col::int("without a value", "without_a_value"),
                    Col::int("not one aligned word", "not_one_aligned_word"),
                ],
            );
            for (pc, (a, b)) in &self.unseen {
                u.row(vec![json!(format!("{pc:#010x}")), json!(a), json!(b)]);
            }
            tables.push(u);
        }
        tables
    }
}

/// An exact-lifetime report from the trace.
#[derive(Clone, Copy, Debug)]
pub enum Report {
    /// ROOT_ADD of the object at this address.
    Add(u32),
    /// ROOT_DROP.
    Drop(u32),
    /// DEATH (the oracle).
    Death(u32, DeathKind),
    /// FINAL_STEP.
    Final,
}

/// The table said when a run has no exact deaths (`why`: the input cannot give them;
/// `None`: it has no exact-lifetime events): which figures are not given.
pub fn missing_table(why: Option<&str>) -> Table {
    let title = match why {
        Some(why) => format!("Exact deaths: not given: {why}"),
        None => "Exact deaths: not in this run, which has no ROOT_ADD, ROOT_DROP, \
                 DEATH or FINAL_STEP events (run with -X:deaths=merlin or brute)"
            .to_string(),
    };
    let mut t = Table::new(
        AnalyzerTable::ExactDeaths,
        &title,
        &[Col::text("figures not given", "figures_not_given")],
    );
    t.note = true;
    for f in [
        "exact_phases_types, exact_phases_sites (lag, use, drag, void)",
        "exact_lifetimes, exact_survival (lifetimes to exact death)",
        "drag_curve (reachable against occupied bytes)",
        "the death columns of --object-table",
    ] {
        t.row(vec![json!(f)]);
    }
    t
}
